import ShapeFiles
// The placement commands' fast path (Compiler+Placement.swift) agrees with the general path:
// for every command it takes and every kind of operand, the same placement or the same error.
import Testing

@testable import ShapeLanguage

@Suite struct PlacementFastPathTests {
    static let operands = [
        "0", "9", "2.5", "-3", "1e7", "10000001", "-1e8", "0 / 1", "sqrt(2)", "(1e308 * 10)",
        "(1e308 * 10) - (1e308 * 10)", "\"9\"", "true", "[1]", "Point(x: 1, y: 2)", "EdgeInsets(top: 3)", "n", "n * 2",
    ]
    static let commands = ["size A x B", "at A, B", "offset A, B", "width A", "height A", "padding A"]

    /// The node's placement (and label) after `body`, or the error, compiled with the fast path
    /// on or off.
    static func outcome(_ body: String, fast: Bool) -> String {
        let machine = Machine(limits: Limits(), sources: DiskSources(), access: .standard, output: { _ in })
        let source = "let n = 4\nshape s = Rectangle() {\n    \(body)\n}\n\(body)"
        do {
            var parser = Parser(source: source)
            let program = try parser.parseProgram()
            let compiler = Compiler(machine: machine, scope: machine.globalScope, file: nil, interactive: false)
            compiler.placementFastPaths = fast
            let code = try compiler.compileProgram(program)
            machine.globalFrame.grow(to: machine.globalScope.slotCount)
            _ = try code(machine.globalFrame)
            return "unreachable: a command at the top level ran"
        } catch let failure as ScriptError {
            let label = machine.scene.tree.count > 0 ? String(describing: machine.scene.tree.style(of: 0).label) : ""
            let placement = machine.scene.placements.first.map { "\($0) \(label)" } ?? "no node"
            return
                "\(placement) | \(failure.diagnostic.code.rawValue): \(failure.diagnostic.message) at \(failure.diagnostic.range)"
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: commands)
    func bothPathsAgree(command: String) {
        for a in Self.operands {
            for b in Self.operands where command.contains("B") || b == "0" {
                let body = command.replacingOccurrences(of: "A", with: a).replacingOccurrences(of: "B", with: b)
                let fast = Self.outcome(body, fast: true)
                let general = Self.outcome(body, fast: false)
                #expect(fast == general, "\(body)")
            }
        }
    }

    static let labels = ["label A", "label A, size: B", "label A, size: B, color: \"red\"", "label size: B"]
    static let texts = ["\"a\"", "\"\\(n),\\(n)\"", "\"\"", "n", "true", "[1]"]

    @Test(arguments: labels)
    func labelsAgree(command: String) {
        for a in Self.texts {
            for b in Self.operands where command.contains("B") || b == "0" {
                let body = command.replacingOccurrences(of: "A", with: a).replacingOccurrences(of: "B", with: b)
                let fast = Self.outcome(body, fast: true)
                let general = Self.outcome(body, fast: false)
                #expect(fast == general, "\(body)")
            }
        }
    }
}
