// Which scene a render draws of an evaluated script: the one choice every front end makes the
// same way (`shape render`, `:render`, `shape md`, shape.wasm).
import ConcentricGeometry
import ShapeLanguage
import ShapeRendering
import ShapeScene

extension Session {
    /// What to draw of this evaluated session in `format`, and what its other frames said
    /// (warnings first seen there, or the error that stopped one); nil when a frame failed.
    ///
    /// Every frame of an animated script is evaluated, whatever is drawn: its asserts hold at
    /// every frame, and every picture of it has the frames' common bounds (so that `time` draws
    /// exactly what the animated SVG shows then). Then `time` draws that frame; SVG, APNG and
    /// `frames` play the animation; every other format draws its first frame.
    ///
    /// `still` is an editor's keystroke: the one frame at `time` (the first when nil) is evaluated
    /// and drawn in its own bounds, and no other, so typing into an animation costs one frame.
    public func subject(
        format: OutputFormat, time: Double? = nil, still: Bool = false, framesPerSecond: Double? = nil,
        frames: Bool = false, output: ((String) -> Void)? = nil, progress: ((Int, Int) -> Void)? = nil
    ) -> (RenderSubject?, [Diagnostic]) {
        guard timeline != nil else { return (.scene(scene()), []) }
        if still {
            guard let time, time > 0 else { return (.scene(scene()), []) }
            let frame = self.frame(at: time, output: output ?? { _ in })
            return (frame.scene.map(RenderSubject.scene), frame.diagnostics)
        }
        let evaluation = animate(framesPerSecond: framesPerSecond, progress: progress)
        guard let animation = evaluation.animation else { return (nil, evaluation.diagnostics) }
        if let time {
            let frame = self.frame(at: time, output: output ?? { _ in })
            let scene = frame.scene.map { scene -> ResolvedScene in
                var framed = scene
                framed.bounds = animation.unionBounds.union(scene.bounds)
                return framed
            }
            return (scene.map(RenderSubject.scene), evaluation.diagnostics + frame.diagnostics)
        }
        if format.plays || frames { return (.animation(animation), evaluation.diagnostics) }
        return (.scene(animation.frames[0].scene), evaluation.diagnostics)
    }
}
