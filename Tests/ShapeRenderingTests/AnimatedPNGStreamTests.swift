// The animated PNG is written as it is drawn: its header and frame count before the first
// frame, each frame before the next is drawn, and frames whose SVG repeats the one before
// counted out beforehand, so that nothing waits in memory for the end.
import ShapeLanguage
import ShapeRendering
import ShapeScene
import Testing

@testable import ShapePictures

@Suite struct AnimatedPNGStreamTests {
    /// The frames of `source`, which must declare an animation.
    private func animation(_ source: String) throws -> AnimatedScene {
        let session = Session()
        let result = session.evaluate(source)
        try #require(result.succeeded, "\(result.diagnostics.map(\.message))")
        return try #require(session.animate().animation)
    }

    /// A sink that keeps the bytes, to see how many had arrived at each point.
    private final class Recorder: ByteSink {
        var bytes: [UInt8] = []
        func write(_ bytes: UnsafeRawBufferPointer) { self.bytes.append(contentsOf: bytes) }
    }

    /// The chunk types of a PNG file, in order, with their data.
    private func chunks(_ file: [UInt8]) -> [(type: String, data: [UInt8])] {
        var found: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= file.count {
            let length = file[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: file[offset + 4..<offset + 8], as: UTF8.self)
            found.append((type, Array(file[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return found
    }

    private static let moving = """
        canvas width: 120, height: 80
        animation duration: 1, fps: 10
        shape box = RoundedRectangle(cornerRadius: 8) { size 30 x 30; offset -40 + 80 * progress, 0; fill "teal" }
        """

    @Test func theHeaderComesFirstAndEachFrameIsWrittenBeforeTheNextIsDrawn() throws {
        let animation = try animation(Self.moving)
        let plan = try PictureRenderer(format: .png).animatedPNGPlan(animation)
        #expect(plan.frameCount == 11)  // ten steps and the end
        let sink = Recorder()
        var written: [Int] = []
        try plan.write(to: sink) {
            written.append(sink.bytes.count)
            return true
        }
        // Asked before each frame and before the end: signature, IHDR and acTL before the first.
        #expect(written.count == plan.frameCount + 1)
        #expect(written.first == 8 + 25 + 20)
        #expect(zip(written, written.dropFirst()).allSatisfy { $0 < $1 }, "\(written)")
        let file = chunks(sink.bytes)
        #expect(file.map(\.type).prefix(3) == ["IHDR", "acTL", "fcTL"])
        #expect(file.last?.type == "IEND")
        #expect(file.first { $0.type == "acTL" }?.data == [0, 0, 0, 11, 0, 0, 0, 1])
        #expect(file.filter { $0.type == "fcTL" }.count == 11)
        #expect(sink.bytes == (try PictureRenderer(format: .png).animatedPNG(animation)))
    }

    @Test func framesThatRepeatTheOneBeforeAreCountedOutBeforeDrawing() throws {
        // Moves for half the time, then holds: frames 6 to 10 and the end repeat frame 5.
        let animation = try animation(
            """
            canvas width: 120, height: 80
            animation duration: 1, fps: 10
            shape box = RoundedRectangle(cornerRadius: 8) { size 30 x 30; offset min(progress, 0.5) * 80, 0 }
            """)
        let plan = try PictureRenderer(format: .png).animatedPNGPlan(animation)
        #expect(plan.frameCount == 6)
        let sink = Recorder()
        try plan.write(to: sink)
        let file = chunks(sink.bytes)
        #expect(file.first { $0.type == "acTL" }?.data == [0, 0, 0, 6, 0, 0, 0, 1])
        let controls = file.filter { $0.type == "fcTL" }
        #expect(controls.count == 6)
        // Delays in milliseconds (bytes 20-21 over 1000): five steps, then the hold to the end.
        let delays = controls.map { Int($0.data[20]) << 8 | Int($0.data[21]) }
        #expect(delays == [100, 100, 100, 100, 100, 600])
    }

    @Test func writingStopsBetweenFramesWhenTheSinkCannotTakeMore() throws {
        let plan = try PictureRenderer(format: .png).animatedPNGPlan(try animation(Self.moving))
        let sink = Recorder()
        var asked = 0
        try plan.write(to: sink) {
            asked += 1
            return asked <= 2
        }
        let file = chunks(sink.bytes)
        #expect(asked == 3)
        #expect(file.filter { $0.type == "fcTL" }.count == 2)
        #expect(!file.contains { $0.type == "IEND" })
    }
}
