// An animation as one SVG document that plays in a browser: every frame drawn by SVGRenderer as
// a tree of elements, exactly what `--time` writes, then laid side by side by SVGAnimator. A viewer without SMIL
// animation (librsvg, so PNG and PDF too) shows the first frame.
import ConcentricGeometry
import ShapeScene

/// Writes an ``AnimatedScene`` as an animated SVG 1.1 document (SMIL `<animate>`).
///
/// Timing: a frame is shown from half a step before its time to half a step after, so that
/// pausing the document at a frame's time shows that frame. An animation that repeats forever
/// is written as one period that repeats (`repeatCount="indefinite"`); one that ends, as every
/// step it plays, then held at its end (`fill="freeze"`).
public struct AnimatedSVGRenderer: Sendable {
    /// How each frame is drawn.
    public var svg: SVGRenderer

    public init(svg: SVGRenderer = SVGRenderer()) {
        self.svg = svg
    }

    /// The animated document of `animation`, ending with a newline.
    public func render(_ animation: AnimatedScene) -> String {
        let distinct = animation.allFrames
        var documents = distinct.compactMap { svg.elements(of: $0.scene) }
        // The renderer always writes its root; should a frame ever lack one, the first frame draws.
        guard documents.count == distinct.count, !documents.isEmpty else {
            return svg.render(animation.frames[0].scene)
        }
        AnimatedSVGRenderer.keepFirstDescription(&documents)
        let timing = AnimatedSVGRenderer.timing(of: animation)
        return SVGAnimator(
            documents: documents, sequence: timing.sequence, keyTimes: timing.keyTimes, duration: timing.duration,
            repeats: timing.repeats
        ).write()
    }

    /// Gives every frame the first frame's `<title>` and `<desc>`: the document has one name and
    /// one description (the radii it starts with), not one per frame shown in turn.
    static func keepFirstDescription(_ documents: inout [SVGElement]) {
        let described = documents[0].children.filter { $0.name == "title" || $0.name == "desc" }
        for index in documents.indices.dropFirst() {
            documents[index].children = documents[index].children.map { child in
                described.first { $0.name == child.name } ?? child
            }
        }
    }

    /// Which frame each position of the document shows, when, and for how long.
    static func timing(of animation: AnimatedScene) -> (
        sequence: [Int], keyTimes: [Double], duration: Double, repeats: Bool
    ) {
        let sampling = animation.sampling
        let count = animation.frames.count
        let half = sampling.step / 2
        guard let total = animation.timeline.totalDuration, animation.end != nil else {
            // One period, and the next period's first frame for its last half step.
            let sequence = Array(0..<count) + [0]
            let times = sequence.indices.map { index in
                index == 0 ? 0 : (sampling.time(ofFrame: index) - half) / sampling.period
            }
            return (sequence, times, sampling.period, true)
        }
        let steps = sampling.steps(in: total)
        let sequence = (0..<steps).map { $0 % count } + [count]
        var times = (0..<steps).map { index in index == 0 ? 0 : (sampling.time(ofFrame: index) - half) / total }
        times.append(Swift.max((total - half) / total, times.last ?? 0))
        return (sequence, times, total, false)
    }
}
