// `-o` meets every kind of file, through the real binary: a device or a FIFO is written in
// place, a link is followed and its target replaced, and a folder, a socket or a missing folder
// is an error that changes nothing. Device nodes are made in a temporary folder (as root),
// never in the real /dev.
import Foundation
import Testing

@Suite struct OutputKindsTests {
    let folder: TemporaryFolder
    /// What the card renders to as SVG, for comparing with what a FIFO or a link received.
    let expectedSVG: String

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        expectedSVG = try runShape(["render", "card.shape", "--format", "svg"], in: folder.url).output
        #expect(expectedSVG.hasPrefix("<?xml"))
    }

    @Test(.enabled(if: runningAsRoot, "mknod needs root"))
    func aDeviceIsWrittenInPlaceAndStaysADevice() throws {
        try folder.makeCharacterDevice("null", major: 1, minor: 3)
        let result = try runShape(["render", "card.shape", "-o", "null", "--format", "svg"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(try folder.kind("null") == S_IFCHR)
        #expect(try folder.status("null").st_rdev == (1 << 8 | 3))
        #expect(try folder.temporaryFiles() == [])
    }

    @Test(.enabled(if: runningAsRoot, "mknod needs root"))
    func aFullDeviceIsAnErrorNamingTheCauseAndStaysADevice() throws {
        try folder.makeCharacterDevice("full", major: 1, minor: 7)
        let result = try runShape(["render", "card.shape", "-o", "full", "--format", "svg"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.error == "error: cannot write 'full': no space left on the device\n")
        #expect(try folder.kind("full") == S_IFCHR)
    }

    @Test func aFIFOIsWrittenInPlaceAndItsReaderGetsTheWholeSVG() throws {
        try folder.makeFIFO("pipe")
        let reader = FIFOReader(path: folder.path("pipe"))
        let result = try runShape(["render", "card.shape", "-o", "pipe", "--format", "svg"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(reader.text() == expectedSVG)
        #expect(try folder.kind("pipe") == S_IFIFO)
        #expect(try folder.temporaryFiles() == [])
    }

    /// A link of one's own that stands for /dev/stdout: it leads to a FIFO (or a device), which
    /// is written in place; the link and the FIFO both survive.
    @Test func aStdoutLikeLinkToAFIFOIsFollowedAndTheFIFOWrittenInPlace() throws {
        try folder.makeFIFO("pipe")
        try folder.link("stdout", to: "pipe")
        let reader = FIFOReader(path: folder.path("pipe"))
        let result = try runShape(["render", "card.shape", "-o", "stdout", "--format", "svg"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(reader.text() == expectedSVG)
        #expect(try folder.kind("stdout") == S_IFLNK)
        #expect(try folder.kind("pipe") == S_IFIFO)
    }

    @Test(.enabled(if: runningAsRoot, "mknod needs root"))
    func aStdoutLikeLinkToADeviceIsFollowedAndTheDeviceWrittenInPlace() throws {
        try folder.makeCharacterDevice("null", major: 1, minor: 3)
        try folder.link("stdout", to: folder.path("null"))
        let result = try runShape(["render", "card.shape", "-o", "stdout", "--format", "svg"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(try folder.kind("stdout") == S_IFLNK)
        #expect(try folder.kind("null") == S_IFCHR)
        #expect(try folder.temporaryFiles() == [])
    }

    /// `/proc/self/fd/1` (what /dev/stdout leads to) is this process's standard output, wherever
    /// the shell sent it: here a file, which is written through the descriptor, not replaced.
    @Test(arguments: ["/proc/self/fd/1", "fd1.svg"])
    func aProcessDescriptorPathWritesToThatDescriptor(output: String) throws {
        try folder.link("fd1.svg", to: "/proc/self/fd/1")
        let result = try runShape(["render", "card.shape", "-o", output, "--format", "svg"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasSuffix(expectedSVG))
        #expect(try folder.kind("fd1.svg") == S_IFLNK)
    }

    @Test func aLinkIsFollowedAndItsTargetReplacedKeepingTheLinkAndTheMode() throws {
        try folder.write("target.svg", "OLD")
        chmod(folder.path("target.svg"), 0o640)
        try folder.link("link.svg", to: "target.svg")
        let result = try runShape(["render", "card.shape", "-o", "link.svg"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(try folder.kind("link.svg") == S_IFLNK)
        #expect(try folder.read("target.svg") == expectedSVG)
        #expect(try folder.mode("target.svg") == 0o640)
        #expect(try folder.temporaryFiles() == [])
    }

    /// `a/out.svg → ../b/out.svg → ../c/real.svg`: each relative target is read from its own
    /// link's folder, and the temporary file goes beside the real file (in `c`), so the rename
    /// never crosses a file system.
    @Test func aChainOfRelativeLinksAcrossFoldersReplacesTheLastTarget() throws {
        for name in ["a", "b", "c"] { try folder.makeFolder(name) }
        try folder.write("c/real.svg", "OLD")
        try folder.link("b/out.svg", to: "../c/real.svg")
        try folder.link("a/out.svg", to: "../b/out.svg")
        let result = try runShape(["render", "card.shape", "-o", "a/out.svg"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(try folder.read("c/real.svg") == expectedSVG)
        #expect(try folder.kind("a/out.svg") == S_IFLNK)
        #expect(try folder.kind("b/out.svg") == S_IFLNK)
        for name in ["a", "b", "c"] {
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path(name)).count == 1)
        }
    }

    @Test func aLinkToNothingCreatesItsTarget() throws {
        try folder.link("link.svg", to: "new.svg")
        let result = try runShape(["render", "card.shape", "-o", "link.svg"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(try folder.read("new.svg") == expectedSVG)
        #expect(try folder.kind("link.svg") == S_IFLNK)
    }

    /// The rename gives OUT a new file; another hard link to the old one keeps the old content.
    @Test func aHardLinkIsBrokenByTheReplacementAsDocumented() throws {
        try folder.write("out.svg", "OLD")
        try FileManager.default.linkItem(atPath: folder.path("out.svg"), toPath: folder.path("other.svg"))
        let result = try runShape(["render", "card.shape", "-o", "out.svg"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(try folder.read("out.svg") == expectedSVG)
        #expect(try folder.read("other.svg") == "OLD")
        #expect(try folder.status("out.svg").st_nlink == 1)
    }

    @Test(arguments: [
        ("folder", "error: cannot write 'folder': it is a directory\n"),
        ("folder-link", "error: cannot write 'folder-link': it is a directory\n"),
        ("no/such/out.svg", "error: cannot write 'no/such/out.svg': there is no folder 'no/such'\n"),
        ("card.txt/out.svg", "error: cannot write 'card.txt/out.svg': a part of the path is not a folder\n"),
        ("loop.svg", "error: cannot write 'loop.svg': too many levels of symbolic links\n"),
        ("socket", "error: cannot write 'socket': it is a socket, which cannot be written as a file\n"),
    ])
    func whatCannotBeWrittenIsAnErrorThatChangesNothing(output: String, message: String) throws {
        try folder.makeFolder("folder")
        try folder.link("folder-link", to: "folder")
        try folder.write("card.txt", "a file, not a folder")
        try folder.link("loop.svg", to: "loop2.svg")
        try folder.link("loop2.svg", to: "loop.svg")
        try makeSocket(folder.path("socket"))
        let before = try folder.contents()
        let result = try runShape(["render", "card.shape", "-o", output, "--format", "svg"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.error.hasSuffix(message))
        #expect(try folder.contents() == before)
        #expect(try folder.kind("socket") == S_IFSOCK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("folder")) == [])
    }

    /// A Unix socket bound at `path` (closed again: the name stays).
    private func makeSocket(_ path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}
