// Every hostile script whose scene can be drawn, drawn as PNG, PDF and (when it is animated) APNG:
// each picture is made or refused by its limit, in bounded time. A picture is where librsvg and
// cairo, not the language's limits, decide the cost: a 1 MiB label took 64 s before the
// picture limits.
import Foundation
import ShapeLanguage
import ShapePictures
import ShapeRendering
import ShapeScene
import Testing

@Suite struct HostilePictureTests {
    /// Seconds one picture of a hostile script may take in a debug build (the slowest drawable
    /// one, 100,000 nodes, takes about 1 s here; the most text, 16 labels of 4 KiB, 1.1 s).
    static let secondsPerPicture = 10.0

    @Test(arguments: Corpus.scripts)
    func everyDrawableScriptIsDrawnOrRefusedInTime(_ name: String) throws {
        let session = Session(limits: Limits(), output: { _ in })
        let result = session.evaluateFile(Corpus.directory + "/" + name)
        guard result.succeeded else { return }  // a script that fails draws nothing
        let scene = session.scene()
        var subjects: [(String, () throws(PictureError) -> [UInt8])] = [
            ("png", { () throws(PictureError) in try PictureRenderer(format: .png).render(scene) }),
            ("pdf", { () throws(PictureError) in try PictureRenderer(format: .pdf).render(scene) }),
        ]
        if session.timeline != nil, let animation = session.animate().animation {
            subjects.append(
                ("apng", { () throws(PictureError) in try PictureRenderer(format: .png).animatedPNG(animation) }))
        }
        for (format, draw) in subjects {
            let started = ContinuousClock.now
            do {
                let bytes = try draw()
                #expect(!bytes.isEmpty)
            } catch {
                switch error {
                case .tooManyNodes, .labelTooLong, .tooMuchText, .animationTooLarge, .tooLarge: break
                case .drawing(let message): Issue.record("\(name) as \(format): \(message)")
                }
            }
            let seconds = Double((ContinuousClock.now - started).components.seconds)
            #expect(seconds < Self.secondsPerPicture, "\(name) as \(format) took \(seconds) s")
        }
    }
}
