// A replaced file keeps what the user set on it: permission bits, owner and group; a new file
// gets 0666 & ~umask; a read-only file is refused and left as it was, even for root.
import Foundation
import Testing

@Suite struct OutputPermissionTests {
    /// A folder with `card.shape` and an old `out.svg` ("OLD") of the given mode.
    static func cardAndOldOutput(mode: mode_t) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        try folder.write("out.svg", "OLD")
        chmod(folder.path("out.svg"), mode)
        return folder
    }

    @Test(arguments: [0o640, 0o600, 0o755, 0o604] as [mode_t])
    func aReplacedFileKeepsItsPermissionBits(mode: mode_t) throws {
        let folder = try Self.cardAndOldOutput(mode: mode)
        let result = try runShape(["render", "card.shape", "-o", "out.svg"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(try folder.read("out.svg").hasPrefix("<?xml"))
        #expect(try folder.mode("out.svg") == mode)
    }

    @Test(.enabled(if: runningAsRoot, "only root may give a file to another owner"))
    func aReplacedFileKeepsItsOwnerAndGroup() throws {
        let folder = try Self.cardAndOldOutput(mode: 0o664)
        chown(folder.path("out.svg"), 1234, 5678)
        let result = try runShape(["render", "card.shape", "-o", "out.svg"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        let info = try folder.status("out.svg")
        #expect(info.st_uid == 1234)
        #expect(info.st_gid == 5678)
        #expect(info.st_mode & 0o7777 == 0o664)
    }

    @Test(arguments: [("022", 0o644), ("027", 0o640), ("077", 0o600), ("000", 0o666)] as [(String, mode_t)])
    func aNewFileGetsTheUsualModeUnderTheUmask(umask: String, mode: mode_t) throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        let (termination, error) = try runProgram(
            [ShapeBinary.path, "render", "card.shape", "-o", "new.svg"], in: folder.url, umask: umask)
        #expect(termination == .exit(0), "\(error)")
        #expect(try folder.mode("new.svg") == mode)
    }

    /// Root may write anything, so the mode bits decide: no write bit, no replacement.
    @Test(arguments: [0o444, 0o400, 0o555] as [mode_t])
    func aReadOnlyFileIsRefusedAndLeftAsItWas(mode: mode_t) throws {
        let folder = try Self.cardAndOldOutput(mode: mode)
        let result = try runShape(["render", "card.shape", "-o", "out.svg"], in: folder.url)
        #expect(result.status == 1)
        let octal = "0" + String(mode, radix: 8)
        #expect(
            result.error
                == "error: cannot write 'out.svg': it is read-only (mode \(octal)); make it writable to replace it (chmod u+w)\n"
        )
        #expect(try folder.read("out.svg") == "OLD")
        #expect(try folder.mode("out.svg") == mode)
        #expect(try folder.contents() == ["card.shape", "out.svg"])
    }

    @Test func aReadOnlyTargetBehindALinkIsRefusedToo() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        try folder.write("target.svg", "OLD")
        chmod(folder.path("target.svg"), 0o444)
        try folder.link("link.svg", to: "target.svg")
        let result = try runShape(["render", "card.shape", "-o", "link.svg"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.error.contains("cannot write 'link.svg': it is read-only (mode 0444)"))
        #expect(try folder.read("target.svg") == "OLD")
    }

    /// The REPL's `:render` writes through the same path: a link survives, a read-only file is
    /// refused with the same message, and the session goes on.
    @Test func theREPLsRenderFollowsTheSameRules() throws {
        let folder = try TemporaryFolder()
        try folder.write("target.svg", "OLD")
        chmod(folder.path("target.svg"), 0o640)
        try folder.link("link.svg", to: "target.svg")
        try folder.write("ro.svg", "OLD")
        chmod(folder.path("ro.svg"), 0o444)
        let input = "shape s = Capsule() { size 80 x 40 }\n:render link.svg\n:render ro.svg\n1 + 1\n"
        let result = try runShape(["repl"], input: input, in: folder.url)
        #expect(result.output == "wrote link.svg (svg, 1 node)\n2\n")
        #expect(result.error.contains("error: cannot write 'ro.svg': it is read-only (mode 0444)"))
        #expect(try folder.kind("link.svg") == S_IFLNK)
        #expect(try folder.read("target.svg").hasPrefix("<?xml"))
        #expect(try folder.mode("target.svg") == 0o640)
        #expect(try folder.read("ro.svg") == "OLD")
    }
}
