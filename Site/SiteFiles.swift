// The front end of the playground, the course and the live page, compiled into the binary
// (SwiftPM's `.embedInCode`): `shape serve` and `shape learn --serve` serve these same files, and
// scripts/build-site copies them into the static site. One front end, not two.
//
// A page's places are filled by plain replacement; each value is HTML the caller escaped.

/// The page, its behaviour and its style, as the files in Site/ hold them.
public enum SiteFiles {
    /// page.html: the one page, with `{{name}}` places each front end fills (Site/pages.py for
    /// the static site, the live server for its page).
    public static let page = String(decoding: PackageResources.page_html, as: UTF8.self)
    /// playground.js: drawing, pointing, sliders, animation, presentation, the course, and the
    /// live page's saves and disk events.
    public static let script = String(decoding: PackageResources.playground_js, as: UTF8.self)
    /// playground.css: light and dark, and presentation mode.
    public static let style = String(decoding: PackageResources.playground_css, as: UTF8.self)
}

extension SiteFiles {
    /// page.html with each `{{name}}` replaced by `values[name]`; a place without a value is left
    /// empty.
    public static func page(_ values: [String: String]) -> String {
        var text = page
        for name in ["title", "head", "body", "heading", "actions", "links", "status", "side"] {
            text = text.replacing("{{" + name + "}}", with: values[name] ?? "")
        }
        return text
    }
}
