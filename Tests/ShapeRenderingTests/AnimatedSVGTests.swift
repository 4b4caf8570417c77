// The animated SVG: every frame exactly as SVGRenderer draws it, laid side by side. Held to the
// frames themselves: each animated value is that frame's, the static document is the first
// frame (what librsvg shows), and nothing else is written.
import ConcentricGeometry
import Foundation
import ShapeLanguage
import ShapeRendering
import ShapeScene
import Testing

/// The frames of `source`, which must declare an animation.
private func animation(_ source: String, fps: Double? = nil) throws -> AnimatedScene {
    let session = Session()
    let result = session.evaluate(source)
    try #require(result.succeeded, "\(result.diagnostics.map(\.message))")
    return try #require(session.animate(framesPerSecond: fps).animation)
}

/// `attribute="…"` values of every element `tag` with the id `id` in `svg`.
private func attribute(_ name: String, of id: String, in svg: String) -> String? {
    guard let start = svg.range(of: "id=\"\(id)\"") else { return nil }
    let rest = svg[start.upperBound...]
    guard let key = rest.range(of: " \(name)=\""), let end = rest[key.upperBound...].firstIndex(of: "\"") else {
        return nil
    }
    return String(rest[key.upperBound..<end])
}

/// The `<animate attributeName="NAME" …/>` elements of `svg`, in order.
private func animates(_ name: String, in svg: String) -> [String] {
    svg.components(separatedBy: "<animate attributeName=\"\(name)\"").dropFirst().map {
        String($0.prefix { $0 != ">" })
    }
}

/// The value of ` key="…"` in an element's text.
private func value(_ key: String, in element: String) -> String? {
    guard let start = element.range(of: " \(key)=\"") else { return nil }
    return String(element[start.upperBound...].prefix { $0 != "\"" })
}

/// The document with its animation elements taken out, and every element hidden at the start.
private func firstFrame(of svg: String) -> String {
    var lines: [String] = []
    for line in svg.split(separator: "\n", omittingEmptySubsequences: false) {
        var text = String(line)
        if text.contains(" visibility=\"hidden\"") { continue }
        while let start = text.range(of: "<animate "), let end = text[start.upperBound...].range(of: "/>") {
            text.removeSubrange(start.lowerBound..<end.upperBound)
        }
        if text.trimmingCharacters(in: .whitespaces).isEmpty { continue }
        lines.append(text)
    }
    // An element that had only animations inside it closes where it opened.
    return lines.joined(separator: "\n").replacingOccurrences(
        of: #""></[a-z]+>"#, with: "\"/>", options: .regularExpression)
}

private let moving = """
    canvas width: 300, height: 200, cornerRadius: 40
    animation duration: 1, fps: 4
    shape box = ConcentricRectangle() {
        at keyframes([10, 190], at: progress), 10
        size 100 x 60
        fill "#64d2ff"
        label "TL \\(box.radii.topLeading)", size: 12
    }
    shape still = Rectangle() { at 120, 150; size 60 x 30; fill "gray" }
    """

@Suite struct AnimatedSVGTests {
    @Test func eachAnimatedValueIsThatFramesOwn() throws {
        let frames = try animation(moving)
        let svg = AnimatedSVGRenderer().render(frames)
        let played = try #require(frames.playedFrames())
        let expected = played.map { attribute("d", of: "box", in: SVGRenderer().render($0.scene)) ?? "?" }
        let animate = try #require(animates("d", in: svg).first)
        #expect(value("calcMode", in: animate) == "discrete")
        // Runs of one value are written once; here the box moves at every step.
        #expect(value("values", in: animate)?.components(separatedBy: ";") == expected)
        #expect(value("keyTimes", in: animate) == "0;0.125;0.375;0.625;0.875")
        #expect(value("dur", in: animate) == "1s" && value("fill", in: animate) == "freeze")
        // What does not move is not animated.
        #expect(
            !svg.contains("id=\"still\" d=\"M 120 150 L 180 150 L 180 180 L 120 180 L 120 150 Z\" fill=\"#808080\">"))
        #expect(
            svg.components(separatedBy: "<animate").count - 1 == animates("d", in: svg).count
                + animates("visibility", in: svg).count + animates("x", in: svg).count)
    }

    /// Without its animations, and without what is hidden at the start, the document is the
    /// first frame: what a viewer without animation (librsvg) shows.
    @Test func theStaticDocumentIsTheFirstFrame() throws {
        let frames = try animation(moving)
        let svg = AnimatedSVGRenderer().render(frames)
        #expect(firstFrame(of: svg) + "\n" == SVGRenderer().render(frames.frames[0].scene))
        let annotated = AnimatedSVGRenderer(svg: SVGRenderer(annotate: true)).render(frames)
        #expect(firstFrame(of: annotated) + "\n" == SVGRenderer(annotate: true).render(frames.frames[0].scene))
    }

    /// A label whose words change is one <text> per wording, each shown only in its frames.
    @Test func changingWordsAreOneTextEachShownInTurn() throws {
        let frames = try animation(moving)
        let svg = AnimatedSVGRenderer().render(frames)
        let document = try SVGDocument(svg)
        let wordings = Set(frames.allFrames.flatMap { SVGDocumentTexts.of(SVGRenderer().render($0.scene)) })
        #expect(Set(document.texts) == wordings)
        #expect(document.texts.count == wordings.count)
        let hidden = svg.components(separatedBy: "visibility=\"hidden\">").count - 1
        #expect(hidden == wordings.count - 1, "all but the first frame's wording start hidden")
    }

    @Test func aNodeMadeInSomeFramesOnlyIsHiddenInTheOthers() throws {
        let frames = try animation(
            "animation duration: 1, fps: 4\nif progress > 0.4 { shape late = Circle() { size 20 x 20; fill \"red\" } }\n"
                + "shape Rectangle() { size 50 x 50; fill \"blue\" }")
        let svg = AnimatedSVGRenderer().render(frames)
        let late = try #require(svg.components(separatedBy: "\n").first { $0.contains("id=\"late\"") })
        #expect(late.contains(" visibility=\"hidden\""))
        let toggle = try #require(animates("visibility", in: late).first)
        #expect(value("values", in: toggle) == "hidden;visible")
        #expect(value("keyTimes", in: toggle) == "0;0.375")
        // Drawn before the rectangle, as in the frames that have it.
        #expect(svg.range(of: "id=\"late\"")!.lowerBound < svg.range(of: "id=\"rectangle-1\"")!.lowerBound)
    }

    @Test func aForeverAnimationRepeatsOnePeriod() throws {
        let frames = try animation(moving.replacingOccurrences(of: "fps: 4", with: "fps: 4, repeat: .forever"))
        let svg = AnimatedSVGRenderer().render(frames)
        let animate = try #require(animates("d", in: svg).first)
        #expect(value("repeatCount", in: animate) == "indefinite" && value("fill", in: animate) == nil)
        // The last half step shows the next period's first frame.
        let values = try #require(value("values", in: animate)?.components(separatedBy: ";"))
        #expect(values.count == 5 && values.first == values.last)
    }

    /// Nothing moves: the animated document is the still one.
    @Test func anAnimationWhereNothingMovesIsTheStillPicture() throws {
        let frames = try animation("animation duration: 2\nshape Capsule() { size 80 x 40 }")
        #expect(AnimatedSVGRenderer().render(frames) == SVGRenderer().render(frames.frames[0].scene))
    }

    @Test func theDocumentIsDeterministicWellFormedAndValid() throws {
        let frames = try animation(moving)
        let svg = AnimatedSVGRenderer(svg: SVGRenderer(annotate: true, theme: .auto)).render(frames)
        #expect(
            svg == AnimatedSVGRenderer(svg: SVGRenderer(annotate: true, theme: .auto)).render(try animation(moving)))
        _ = try SVGDocument(svg)
        if XMLLint.shouldRun {
            #expect(try XMLLint.validate(svg) == "")
        }
    }

    /// A node drawn before another in one frame and after it in the next keeps both orders.
    @Test func anOrderThatChangesIsKept() throws {
        let source = """
            animation duration: 1, fps: 2
            if progress < 0.5 { shape a = Rectangle() { size 40 x 40; fill "red" }; shape b = Rectangle() { size 40 x 40; fill "blue" } }
            if progress >= 0.5 { shape b = Rectangle() { size 40 x 40; fill "blue" }; shape a = Rectangle() { size 40 x 40; fill "red" } }
            """
        let frames = try animation(source)
        let svg = AnimatedSVGRenderer().render(frames)
        for frame in frames.allFrames {
            let order = SVGRenderer().render(frame.scene).components(separatedBy: "id=\"").dropFirst().map {
                $0.prefix(1)
            }
            #expect(order == ["c", "a", "b"] || order == ["c", "b", "a"])
        }
        // Each order can be read in the document: a, b, then a again, the copy without its id.
        let document = try SVGDocument(svg)
        #expect(document.ids == ["canvas", "a", "b"])
        #expect(svg.components(separatedBy: "<path ").count - 1 == 4)
    }
}

/// The words of every `<text>` of a document.
enum SVGDocumentTexts {
    static func of(_ svg: String) -> [String] {
        (try? SVGDocument(svg).texts) ?? []
    }
}
