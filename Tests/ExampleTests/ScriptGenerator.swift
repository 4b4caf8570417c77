// Random well-formed scripts for the formatter's property tests: nodes, commands, loops,
// functions and expressions, written with odd spacing, line breaks where the language allows
// them, blank lines, `;`, and comments of both kinds wherever a comment may go.

/// A small seeded generator, so that a failing script can be made again from its seed.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}

/// Writes one random script.
struct ScriptGenerator {
    /// One piece of text, and whether a line break may follow it.
    private enum Piece {
        case text(String, breakable: Bool)
        /// Between two statements.
        case separator
    }

    private var random: SplitMix
    private var pieces: [Piece] = []
    /// Number variables declared so far, usable in expressions.
    private var numbers: [String] = ["inset"]
    private var functions: [String] = []
    private var count = 0

    init(seed: UInt64) {
        random = SplitMix(seed: seed)
    }

    mutating func script() -> String {
        pieces = []
        if random.chance(50) { line("canvas", "width:", "400,", "height:", "300") }
        line("let", "inset", "=", "12")
        for _ in 0..<(2 + random.below(6)) { statement(depth: 0, inNode: false) }
        return render()
    }

    // MARK: - Statements

    private mutating func statement(depth: Int, inNode: Bool) {
        switch random.below(inNode ? 10 : 8) {
        case 0:
            count += 1
            let name = "v\(count)"
            put("let", name, "=")
            expression(depth: 0)
            end()
            numbers.append(name)
        case 1:
            put("print")
            expression(depth: 0)
            put(",", "\"v \\(inset + 1)\"")
            end()
        case 2 where depth < 2:
            put("if")
            expression(depth: 1)
            put(">", "2", "{")
            body(depth: depth + 1, inNode: inNode)
            if random.chance(50) {
                put("}", "else", "{")
                body(depth: depth + 1, inNode: inNode)
            }
            put("}")
            end()
        case 3 where depth < 2:
            put("for", "i", "in", "0..<2", "{")
            body(depth: depth + 1, inNode: inNode)
            put("}")
            end()
        case 4 where depth == 0 && !inNode:
            count += 1
            let name = "f\(count)"
            put("func", name + "(", "_", "x,", "y", "=", "2)", "{")
            end()
            put("return", "x", "*", "y", "+")
            expression(depth: 1)
            end()
            put("}")
            end()
            functions.append(name)
        case 5, 6, 7:
            node(depth: depth)
        default:
            command()
        }
    }

    /// A block's statements; what they declare is gone after it.
    private mutating func body(depth: Int, inNode: Bool) {
        let visible = numbers
        end()
        for _ in 0..<random.below(3) { statement(depth: depth, inNode: inNode) }
        numbers = visible
    }

    private mutating func node(depth: Int) {
        count += 1
        let role = depth < 2 && random.chance(50) ? "container" : "shape"
        put(role, "n\(count)", "=")
        shape()
        guard random.chance(80) else { return end() }
        put("{")
        end()
        for _ in 0..<random.below(4) { command() }
        if role == "container" {
            let visible = numbers
            for _ in 0..<random.below(3) { statement(depth: depth + 1, inNode: true) }
            numbers = visible
        }
        put("}")
        end()
    }

    private mutating func shape() {
        switch random.below(5) {
        case 0: put("Rectangle()")
        case 1: put("RoundedRectangle(", "cornerRadius:", "\(8 + random.below(30))", ")")
        case 2:
            put("ConcentricRectangle(", "corners:", ".concentric(", "minimum:", "\(random.below(12))", "),")
            put("isUniform:", random.chance(50) ? "true" : "false", ")")
        case 3: put("Capsule()")
        default: put("ConcentricRectangle()")
        }
    }

    private mutating func command() {
        switch random.below(8) {
        case 0: put("size", "\(20 + random.below(200))", "x", "\(20 + random.below(200))")
        case 1: put("padding", "\(random.below(20))")
        case 2: put("align", random.pick([".top", "center", ".bottomTrailing", "leading"]))
        case 3: put("fill", random.pick(["\"red\"", "\"#2c2c2e\"", "\"indigo\""]))
        case 4: put("offset", "-\(random.below(9))", ",", "\(random.below(9))")
        case 5: put("label", "\"a b\",", "size:", "12")
        case 6: put("stroke", "\"white\"", "width", "2")
        default:
            put("width", "(")
            expression(depth: 1)
            put(")", "+", "40")
        }
        end()
    }

    // MARK: - Expressions

    private mutating func expression(depth: Int) {
        switch random.below(depth > 2 ? 2 : 7) {
        case 0: put(random.pick(["0", "1", "2.5", "12", "1_000", "3e1"]))
        case 1: put(random.pick(numbers))
        case 2:
            expression(depth: depth + 1)
            put(random.pick(["+", "-", "*"]), breakable: true)
            expression(depth: depth + 1)
        case 3:
            put("(", breakable: true)
            expression(depth: depth + 1)
            put(")")
        case 4:
            put("min(", breakable: true)
            expression(depth: depth + 1)
            put(",", breakable: true)
            expression(depth: depth + 1)
            put(")")
        case 5:
            put("[", breakable: true)
            expression(depth: depth + 1)
            put(",", breakable: true)
            put("3", "][", "1]")
        default:
            if let function = functions.last {
                put(function + "(", breakable: true)
                expression(depth: depth + 1)
                put(",", breakable: true)
                put("y:", "3)")
            } else {
                put("-")
                expression(depth: depth + 1)
            }
        }
    }

    // MARK: - Writing

    private mutating func put(_ texts: String..., breakable: Bool = false) {
        for text in texts {
            // Inside brackets and after an operator a line break never ends the statement.
            let opens = text.hasSuffix("(") || text.hasSuffix("[") || text.hasSuffix(",")
            pieces.append(.text(text, breakable: breakable || (opens && !text.hasPrefix("\""))))
        }
    }

    private mutating func line(_ texts: String...) {
        for text in texts { put(text) }
        end()
    }

    private mutating func end() {
        pieces.append(.separator)
    }

    /// The pieces with gaps: spaces, tabs, block comments, and where allowed line breaks,
    /// line comments and blank lines; between statements a line break or a `;`.
    private mutating func render() -> String {
        var text = ""
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .separator:
                text += random.pick(["\n", "\n", "\n\n", "; ", "  // note\n", "\n/* two\n   lines */\n", "\n\n\n"])
            case .text(let word, let breakable):
                text += word
                guard index + 1 < pieces.count, case .text = pieces[index + 1] else { continue }
                var gaps = [" ", " ", " ", "  ", "\t", " /* c */ "]
                if breakable { gaps += ["\n", "\n    ", " // why\n", "\n\n  "] }
                text += random.pick(gaps)
            }
        }
        return text
    }
}
