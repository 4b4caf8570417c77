// The front end of the playground, the course and the live page, compiled into the binary
// (SwiftPM's `.embedInCode`): `shape serve` and `shape learn --serve` serve these same files, and
// scripts/build-site copies them into the static site. One front end, not two.

/// The page's behaviour and style, as the files in Site/ hold them.
public enum SiteFiles {
    /// playground.js: drawing, pointing, sliders, animation, presentation, the course, and the
    /// live page's saves and disk events.
    public static let script = String(decoding: PackageResources.playground_js, as: UTF8.self)
    /// playground.css: light and dark, and presentation mode.
    public static let style = String(decoding: PackageResources.playground_css, as: UTF8.self)
}
