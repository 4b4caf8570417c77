// `--time T`, `--fps N` and `--frames`: which moment of a script's animation a render draws, at
// what frame rate, and whether every frame becomes a file of its own. Parsed here, and turned
// into what a render draws: one scene, or every frame.
import ShapeEngine
import ShapeLanguage
import ShapeRendering
import ShapeScene

/// The animation flags of `render` (and of the REPL's `:render` and `:play`).
public struct AnimationOptions: Equatable, Sendable {
    /// `--time T`: draw the one frame at T seconds into the animation.
    public var time: Double?
    /// `--fps N`: the frame rate, over the script's `fps:`.
    public var framesPerSecond: Double?
    /// `--frames`: every frame to a file of its own (with `--output-dir`).
    public var frames = false

    public init() {}

    /// The highest `--fps`.
    static let maximumFramesPerSecond = 240.0

    /// `--time T`, `--fps N` and `--frames`, with the limits in their help read from
    /// ``Timeline``.
    static var table: OptionTable<AnimationOptions> {
        OptionTable([
            .parsed(
                "--time", placeholder: "T", expecting: "seconds",
                needs: "a number of seconds, 0 or more ('1.5' or '1.5s')",
                help: [
                    "draw the one frame at T seconds (1.5 or 1.5s) in any format; the",
                    "script's 'print' lines are then that frame's",
                ], sets: \.time
            ) { text in
                ArgumentCursor.plainDecimal(text.hasSuffix("s") ? String(text.dropLast()) : text)
            },
            .parsed(
                "--fps", placeholder: "N", expecting: "frames per second",
                needs: "a frame rate above 0 and at most \(Int(AnimationOptions.maximumFramesPerSecond))",
                help: [
                    "frames per second, over the script's 'fps:' (default \(Int(Timeline.defaultFramesPerSecond)), at most",
                    "\(Int(AnimationOptions.maximumFramesPerSecond)); \(Timeline.maximumFrames) frames at most)",
                ], sets: \.framesPerSecond
            ) { text in
                ArgumentCursor.plainDecimal(text).flatMap { 0 < $0 && $0 <= maximumFramesPerSecond ? $0 : nil }
            },
            .flag(
                "--frames",
                help: [
                    "with --output-dir: every frame to DIR/NAME-0000.EXT, … in the order",
                    "the animation plays them (PNG unless --format says otherwise)",
                ], sets: \.frames),
        ])
    }

    /// What to draw of an evaluated session in `format` under these flags, and what its other
    /// frames said: ``Session/subject(format:time:still:framesPerSecond:frames:output:progress:)``,
    /// the choice shape.wasm makes too. Under `--time`, the frame's `print` lines go to `output`.
    func subject(
        of session: Session, format: OutputFormat, output: ((String) -> Void)? = nil,
        progress: ((Int, Int) -> Void)? = nil
    ) -> (RenderSubject?, [Diagnostic]) {
        session.subject(
            format: format, time: time, framesPerSecond: framesPerSecond, frames: frames, output: output,
            progress: progress)
    }
}
