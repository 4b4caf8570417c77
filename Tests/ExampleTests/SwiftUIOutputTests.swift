// The SwiftUI output of every example, parsed and type-checked by the Swift compiler against the
// stand-in module in Tests/SwiftUIStandIn (SwiftUI's names with Apple's signatures, for Linux,
// where SwiftUI does not exist). The stand-in's own sample must type-check and each of its
// wrong samples must not, so a stand-in that accepted anything would fail here.
#if os(Linux)
    import Foundation
    import ConcentricGeometry
    import ShapeFiles
    import ShapeLanguage
    import ShapeRendering
    import Testing

    @Suite struct SwiftUIOutputTests {
        static let standIn = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SwiftUIStandIn").path

        /// The stand-in module, compiled once into a temporary folder: the folder, or why not.
        static let module: Result<String, CompilerError> = {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("shape-swiftui-\(ProcessInfo.processInfo.processIdentifier)").path
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try compile([
                    "-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "6",
                    standIn + "/SwiftUI.swift", "-emit-module-path", folder + "/SwiftUI.swiftmodule",
                ])
                return .success(folder)
            } catch let error as CompilerError {
                return .failure(error)
            } catch {
                return .failure(CompilerError(message: "\(error)"))
            }
        }()

        struct CompilerError: Error, CustomStringConvertible {
            let message: String
            var description: String { message }
        }

        /// Runs `swiftc` with `arguments`; throws its diagnostics when it fails.
        static func compile(_ arguments: [String]) throws {
            guard let swiftc = ExampleFolder.executable(named: "swiftc") else {
                throw CompilerError(message: "swiftc is not on PATH")
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.arguments = arguments
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw CompilerError(message: message) }
        }

        /// Type-checks `file` against the stand-in in the Swift 6 language mode. `#Preview` is
        /// a macro whose plugin only Xcode has: its closure is checked as the body of a
        /// main-actor function returning `some View`, which is what the macro asks of it.
        static func typeCheck(_ file: String) throws {
            let folder = try module.get()
            var checked = file
            if let source = try? String(contentsOfFile: file, encoding: .utf8), source.contains("\n#Preview {\n") {
                checked = file.replacingOccurrences(of: ".swift", with: "") + "-preview.swift"
                try source.replacingOccurrences(
                    of: "\n#Preview {\n", with: "\n@MainActor func standInPreview() -> some View {\n"
                )
                .write(toFile: checked, atomically: true, encoding: .utf8)
            }
            try compile(["-typecheck", "-swift-version", "6", "-I", folder, checked])
        }

        /// Writes `source` to a temporary `.swift` file and returns its path.
        static func temporaryFile(_ name: String, _ source: String) throws -> String {
            let folder = try module.get()
            let path = folder + "/" + name + ".swift"
            try source.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        @Test(arguments: ExampleFolder.scripts)
        func everyExampleParsesAndTypeChecks(_ script: String) throws {
            let session = Session(sources: DiskSources())
            session.keepsDerivations = true
            let result = session.evaluateFile(ExampleFolder.path(script))
            #expect(result.succeeded)
            guard session.nodeCount > 0 else { return }
            let name = ExampleFolder.baseName(script)
            let scene = session.scene()
            let source = SwiftUIRenderer(viewName: SwiftUIRenderer.viewName(forScript: name)).render(scene)
            // On a device the view is the screen: SwiftUI supplies its size and display corners.
            if let device = scene.canvasSpec?.device {
                for written in [
                    "width: \(NumberFormat.format(device.size.width))",
                    "height: \(NumberFormat.format(device.size.height))",
                    "Radius: \(NumberFormat.format(device.cornerRadius))",
                ] {
                    #expect(!source.contains(written), "\(script) writes the device's '\(written)'")
                }
                #expect(source.contains(".ignoresSafeArea()"), "the screen's background ignores the safe area")
            }
            let path = try Self.temporaryFile(name, source)
            try Self.compile(["-parse", path])
            try Self.typeCheck(path)
        }

        /// A parameter named `body` is renamed, and never to the name of another parameter: the
        /// view declares each name once and type-checks.
        @Test(arguments: [["body"], ["body", "bodyParameter"], ["bodyParameter", "body", "bodyParameter2"]])
        func aParameterNamedBodyNeverTakesAnotherParametersName(_ names: [String]) throws {
            var script = names.enumerated().map { "let \($1) = \(10 + 2 * $0)\n" }.joined()
            script += "container card = RoundedRectangle(cornerRadius: \(names.joined(separator: " + "))) {\n"
            script += "    size 300 x 200\n    shape inner = ConcentricRectangle() { padding \(names[0]) }\n}\n"
            let session = Session()
            session.keepsDerivations = true
            #expect(session.evaluate(script).succeeded)
            let source = SwiftUIRenderer(viewName: "BodyView").render(session.scene())
            let declared = source.split(separator: "\n").filter { $0.hasPrefix("    var ") }
                .map { $0.dropFirst(8).prefix { $0 != ":" } }
            #expect(Set(declared).count == declared.count, "\(declared)")
            #expect(declared.count == names.count + 1, "\(source)")  // the parameters and `body`
            let path = try Self.temporaryFile("BodyView\(names.count)", source)
            try Self.typeCheck(path)
        }

        /// Parameters named as what the view itself uses (the reader's `geometry` and `radii`,
        /// `min`, a SwiftUI type) are renamed, and a view named as a SwiftUI type or a parameter
        /// gets `View` after its name: no name is declared twice and the file type-checks.
        @Test func namesTheFileUsesAreNeverDeclaredAgain() throws {
            let script = """
                let geometry = 8
                let radii = 40
                let Color = 12
                let min = 200
                let ColorView = 2
                canvas width: 400, height: 300, cornerRadius: radii
                container card = ConcentricRectangle() {
                    padding geometry
                    fill "white"
                    shape photo = UnevenRoundedRectangle(
                        cornerRadii: concentricCornerRadii(in: Rect(x: 10, y: 10, width: min, height: 100))) {
                        at 10, 10
                        size min x 100
                        fill "indigo"
                    }
                    shape chip = ConcentricRectangle() { padding Color; height 40; align bottom }
                }
                """
            let session = Session()
            session.keepsDerivations = true
            #expect(session.evaluate(script).succeeded)
            let source = SwiftUIRenderer(viewName: "Color").render(session.scene())
            #expect(source.contains("struct ColorView2: View {"), "\(source)")
            let declared = source.split(separator: "\n").filter { $0.hasPrefix("    var ") }
                .map { String($0.dropFirst(8).prefix { $0 != ":" }) }
            #expect(
                declared == [
                    "geometryParameter", "radiiParameter", "ColorParameter", "minParameter", "ColorView", "body",
                ])
            #expect(source.contains(".padding(geometryParameter)"), "\(source)")
            let path = try Self.temporaryFile("ColorView2", source)
            try Self.typeCheck(path)
        }

        @Test func theStandInsSampleTypeChecks() throws {
            try Self.typeCheck(Self.standIn + "/Sample.swift")
        }

        static var wrongSamples: [String] {
            let folder = standIn + "/Wrong"
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
                $0.hasSuffix(".swift")
            }
            .sorted()
        }

        @Test(arguments: wrongSamples)
        func eachWrongSampleIsRejected(_ file: String) throws {
            _ = try Self.module.get()
            #expect(throws: CompilerError.self) { try Self.typeCheck(Self.standIn + "/Wrong/" + file) }
        }

        @Test func thereAreWrongSamples() {
            #expect(Self.wrongSamples.count >= 10)
        }
    }
#endif
