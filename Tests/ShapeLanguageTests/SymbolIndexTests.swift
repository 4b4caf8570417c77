// The editor's index of one file: what each use of a name refers to under the compiler's scope
// rules, the labels of calls, and the outline of nodes, functions and top-level bindings.
import Testing

@testable import ShapeLanguage

private func index(_ source: String) -> SymbolIndex {
    var parser = Parser(source: source)
    return SymbolIndex(parser.parse().program, source: source)
}

/// The byte offset of the `occurrence`-th `needle` in `source`.
private func offset(of needle: String, in source: String, occurrence: Int = 0) -> Int {
    var searchStart = source.startIndex
    var found = source.startIndex
    for _ in 0...occurrence {
        guard let range = source.range(of: needle, range: searchStart..<source.endIndex) else { return -1 }
        found = range.lowerBound
        searchStart = range.upperBound
    }
    return source.utf8.distance(from: source.utf8.startIndex, to: found)
}

@Suite struct SymbolIndexTests {
    static let script = """
        let inset = 12
        func pad(level) {
            let inset = level * 2
            return inset + helper()
        }
        func helper() { return inset }
        container card = RoundedRectangle(cornerRadius: 24) {
            let local = 3
            shape photo = ConcentricRectangle(corners: .concentric(minimum: local)) {
                padding inset
            }
        }
        print photo.radii, card, pad(level: 1)
        for i in 0..<3 {
            shape Capsule() { width i }
        }

        """

    @Test func usesFindTheDeclarationTheCompilerWould() {
        let symbols = index(Self.script)
        let source = Self.script
        func declared(_ use: String, occurrence: Int = 0) -> String? {
            symbols.declaration(at: offset(of: use, in: source, occurrence: occurrence)).map {
                "\($0.kind.rawValue) \($0.name) @\($0.range.start)"
            }
        }
        #expect(declared("inset", occurrence: 2) == "constant inset @3:9", "the function's own inset")
        #expect(declared("inset", occurrence: 3) == "constant inset @1:5", "the top-level one")
        #expect(declared("helper()") == "function helper @6:6", "a function named before its declaration")
        #expect(declared("level * 2") == "parameter level @2:10")
        #expect(declared("local))") == "constant local @8:9")
        #expect(declared("photo.radii") == "node photo @9:11", "a node's name outlives its container's braces")
        #expect(declared("card, pad") == "node card @7:11")
        #expect(declared("i }") == "loopVariable i @14:5")
        #expect(declared("print") == nil)
    }

    @Test func namesVisibleAtAPlace() {
        let symbols = index(Self.script)
        let names = Set(symbols.visibleDeclarations(at: offset(of: "padding", in: Self.script)).map(\.name))
        #expect(names.isSuperset(of: ["inset", "pad", "helper", "card", "photo", "local"]))
        #expect(!names.contains("level") && !names.contains("i"))
    }

    @Test func labelsKnowWhatTheyAreArgumentsOf() {
        let symbols = index(Self.script + "canvas width: 4\n")
        let sites = symbols.labels.map { "\($0.label): \($0.callee)" }
        #expect(
            sites == [
                "cornerRadius: RoundedRectangle", "corners: ConcentricRectangle", "minimum: .concentric", "level: pad",
                "width: canvas",
            ])
    }

    @Test func theOutlineIsTheNodeTreeWithFunctionsAndTopLevelBindings() {
        let symbols = index(Self.script)
        func describe(_ symbol: SymbolIndex.Symbol) -> String {
            symbol.children.isEmpty
                ? symbol.name : symbol.name + "(" + symbol.children.map(describe).joined(separator: " ") + ")"
        }
        #expect(symbols.outline.map(describe) == ["inset", "pad", "helper", "card(photo)", "Capsule()"])
        #expect(symbols.outline[3].kind == .container)
    }

    @Test func aNamedStackIsOutlinedByItsName() {
        let source = "vstack rows spacing: 8 {\n    shape row = Capsule()\n}\nhstack spacing: 4 { }\n"
        let outline = index(source).outline
        #expect(outline.map(\.name) == ["rows", "hstack"])
        #expect(outline.first?.detail == "vstack" && outline.first?.children.map(\.name) == ["row"])
        let name = outline.first?.selectionRange
        #expect(name?.start.column == 8 && name?.end.column == 12)
    }

    @Test func importsAreListed() {
        let symbols = index("import \"tokens.shape\"\nimport \"../a.shape\"\n")
        #expect(symbols.imports.map(\.path) == ["tokens.shape", "../a.shape"])
    }

    @Test func aBrokenScriptStillIndexesWhatParsed() {
        let symbols = index("let a = 1\nlet = 2\nshape s = Capsule() {\n    width a\n}\n")
        #expect(symbols.declarations.map(\.name) == ["a", "s"])
    }
}
