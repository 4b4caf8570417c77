// A short script that the sandbox accepts may still ask librsvg and cairo for a minute of work
// (a label of 1 MiB): PNG, PDF and APNG refuse it before drawing, and write nothing.
import Foundation
import Testing

@Suite struct PictureLimitTests {
    /// 90 bytes: a 1 MiB label, within the sandbox's string limit. Drawn, it took 64 s and 2 GB.
    static let hugeLabel = """
        var s = "x"
        while s.count < 1048576 { s = s + s }
        shape a = Rectangle() { size 9 x 9; label s }
        """

    @Test(arguments: ["out.png", "out.pdf", "out.apng"])
    func aHugeLabelIsRefusedAtOnceAndWritesNothing(output: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("label.shape", Self.hugeLabel)
        let started = Date()
        let run = try runShape(["render", "label.shape", "--sandbox", "-o", output], in: folder.url)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(run.status == 1)
        #expect(
            run.error.contains("error: the label of 'a' is 1048576 bytes long; a PNG or PDF draws labels of at most"))
        #expect(try folder.contents() == ["label.shape"])
    }
}
