// A second checker for the SwiftUI export (issue 43): the stand-in type-checks the source; this
// reads the source back and lays it out by SwiftUI's documented layout rules, so that a test
// can compare every node's frame and radii with the scene's. What it reads is the subset the
// export writes, line by line; the rules it models are listed in SwiftUILayoutChecker+Layout.swift.
#if os(Linux)
    import Foundation
    import ConcentricGeometry

    /// The exported view as a tree of views and their modifiers.
    struct CheckedItem {
        enum Base {
            /// A shape or a colour: it takes the size it is offered.
            case leaf(String)
            /// Text, whose size the checker does not model (labels are overlays: they place no node).
            case text
            case zstack(horizontal: Double, vertical: Double)
            case vstack(horizontal: Double, spacing: Double)
            case hstack(vertical: Double, spacing: Double)
            case geometryReader
            case forEach(count: Int)
        }

        enum Modifier {
            case frame(width: Double?, height: Double?)
            /// `.frame(maxWidth: .infinity, maxHeight: .infinity, alignment:)`; `pinsWidth` and
            /// `pinsHeight` when it has a `minWidth: 0` or `minHeight: 0` too.
            case flexibleFrame(horizontal: Double, vertical: Double, pinsWidth: Bool, pinsHeight: Bool)
            /// Leading, trailing in the layout direction.
            case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
            case offset(x: Double, y: Double)
            case containerShape(String)
            case ignoresSafeArea
            case rightToLeft
            case overlay(horizontal: Double, vertical: Double, content: [CheckedItem])
            /// Drawing only: fill, stroke, font, opacity, foregroundStyle.
            case drawing
        }

        var base: Base
        /// The text of the view's line (a shape's initializer).
        var text: String
        var modifiers: [Modifier] = []
        var children: [CheckedItem] = []
        /// The node id of the `// id: …` comment above the view.
        var id: String?
        /// The line the view starts on, for messages.
        var line: Int
    }

    /// Reads exported SwiftUI source into ``CheckedItem``s, with the view's properties as values.
    struct SwiftUISourceReader {
        struct Failure: Error, CustomStringConvertible {
            var description: String
        }

        /// The view's properties (`var gap: CGFloat = 12`), by name; overrides replace them, as a
        /// caller of the view would (`CardView(gap: 20)`).
        var properties: [String: Double] = [:]
        /// The ids a `// id: …` comment may name.
        let ids: Set<String>

        private var lines: [(number: Int, text: String)] = []
        private var position = 0

        init(ids: Set<String>) { self.ids = ids }

        /// The body's one view.
        mutating func read(_ source: String, overrides: [String: Double]) throws -> CheckedItem {
            let all = Self.joined(
                source.split(separator: "\n", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                })
            for line in all where line.hasPrefix("var ") && line.contains(": CGFloat = ") {
                let name = String(line.dropFirst(4).prefix { $0 != ":" })
                let value = line.components(separatedBy: ": CGFloat = ")[1].prefix { $0 != " " }
                properties[name] = Double(value)
            }
            properties.merge(overrides) { _, new in new }
            guard let start = all.firstIndex(of: "var body: some View {") else {
                throw Failure(description: "no body")
            }
            lines = all.enumerated().dropFirst(start + 1).map { ($0.offset + 1, $0.element) }
            position = 0
            let items = try block()
            guard let first = items.first, items.count == 1 else {
                throw Failure(description: "the body has \(items.count) views")
            }
            return first
        }

        /// The lines with a call wrapped over several (one argument a line) joined back into one.
        static func joined(_ lines: [String]) -> [String] {
            var result: [String] = []
            var pending = ""
            var depth = 0
            for line in lines {
                if depth == 0, line.hasPrefix("//") {
                    result.append(line)
                    continue
                }
                if depth > 0, !pending.hasSuffix("("), !line.hasPrefix(")") { pending += " " }
                pending += line
                var inString = false
                var escaped = false
                for character in line {
                    if inString {
                        if escaped {
                            escaped = false
                        } else if character == "\\" {
                            escaped = true
                        } else if character == "\"" {
                            inString = false
                        }
                        continue
                    }
                    if character == "\"" { inString = true }
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1 }
                }
                if depth <= 0 {
                    result.append(pending)
                    pending = ""
                    depth = 0
                }
            }
            if !pending.isEmpty { result.append(pending) }
            return result
        }

        /// Items up to the `}` that closes the block (consumed).
        private mutating func block() throws -> [CheckedItem] {
            var items: [CheckedItem] = []
            var pendingId: String?
            while position < lines.count {
                let (number, text) = lines[position]
                position += 1
                if text.isEmpty { continue }
                if text == "}" { return items }
                // `let screen = CGSize(width: geometry.size.width + …, height: …)`: the screen's
                // size, from the device body's reader (its proxy is set before reading).
                if text.hasPrefix("let screen = CGSize(") {
                    let arguments = try self.arguments(of: text)
                    properties["screen.width"] = try value(arguments["width"] ?? "")
                    properties["screen.height"] = try value(arguments["height"] ?? "")
                    continue
                }
                // `let safeArea = geometry.safeAreaInsets`: the insets the device body's reader has.
                if text == "let safeArea = geometry.safeAreaInsets" {
                    for edge in ["top", "leading", "bottom", "trailing"] {
                        properties["safeArea." + edge] = properties["geometry.safeAreaInsets." + edge]
                    }
                    continue
                }
                // `let radii = geometry.concentricCornerRadii ?? …`: the layout answers it.
                if text.hasPrefix("let ") { continue }
                if text.hasPrefix("//") {
                    let word = String(text.dropFirst(3).prefix { $0 != ":" })
                    if ids.contains(word) { pendingId = word }
                    continue
                }
                if text.hasPrefix(".") {
                    guard !items.isEmpty else { throw Failure(description: "line \(number): a modifier of nothing") }
                    let modifier = try self.modifier(text, line: number)
                    items[items.count - 1].modifiers.append(modifier)
                    continue
                }
                var item = try view(text, line: number)
                item.id = pendingId
                pendingId = nil
                if text.hasSuffix("{") || text.hasSuffix(" in") {
                    item.children = try block()
                }
                items.append(item)
            }
            return items
        }

        private mutating func view(_ text: String, line: Int) throws -> CheckedItem {
            func item(_ base: CheckedItem.Base) -> CheckedItem { CheckedItem(base: base, text: text, line: line) }
            if text == "ZStack {" { return item(.zstack(horizontal: 0.5, vertical: 0.5)) }
            if text.hasPrefix("VStack(") || text.hasPrefix("HStack(") {
                let arguments = try self.arguments(of: text)
                let spacing = try arguments["spacing"].map { try value($0) } ?? 0
                let alignment = arguments["alignment"] ?? ".center"
                if text.hasPrefix("VStack(") {
                    let fraction: Double = [".leading": 0.0, ".center": 0.5, ".trailing": 1.0][alignment] ?? 0.5
                    return item(.vstack(horizontal: fraction, spacing: spacing))
                }
                let fraction: Double = [".top": 0.0, ".center": 0.5, ".bottom": 1.0][alignment] ?? 0.5
                return item(.hstack(vertical: fraction, spacing: spacing))
            }
            if text.hasPrefix("GeometryReader {") { return item(.geometryReader) }
            if text.hasPrefix("ForEach(0..<") {
                let count = Int(text.dropFirst("ForEach(0..<".count).prefix { $0.isNumber }) ?? 0
                return item(.forEach(count: count))
            }
            if text.hasPrefix("Text(") { return item(.text) }
            return item(.leaf(text))
        }

        private mutating func modifier(_ text: String, line: Int) throws -> CheckedItem.Modifier {
            let name = String(text.dropFirst().prefix { $0 != "(" && $0 != " " })
            switch name {
            case "frame":
                let arguments = try self.arguments(of: text)
                if arguments["maxWidth"] != nil {
                    let (h, v) = Self.alignment(arguments["alignment"] ?? ".center")
                    return .flexibleFrame(
                        horizontal: h, vertical: v, pinsWidth: arguments["minWidth"] != nil,
                        pinsHeight: arguments["minHeight"] != nil)
                }
                return .frame(
                    width: try arguments["width"].map { try value($0) },
                    height: try arguments["height"].map { try value($0) })
            case "padding":
                let inner = Self.inside(text)
                if inner.hasPrefix("EdgeInsets(") {
                    let arguments = try self.arguments(of: inner)
                    return .padding(
                        top: try value(arguments["top"] ?? "0"), leading: try value(arguments["leading"] ?? "0"),
                        bottom: try value(arguments["bottom"] ?? "0"), trailing: try value(arguments["trailing"] ?? "0")
                    )
                }
                let all = try value(inner)
                return .padding(top: all, leading: all, bottom: all, trailing: all)
            case "offset":
                let arguments = try self.arguments(of: text)
                return .offset(x: try value(arguments["x"] ?? "0"), y: try value(arguments["y"] ?? "0"))
            case "containerShape": return .containerShape(Self.inside(text))
            case "ignoresSafeArea": return .ignoresSafeArea
            case "environment": return text.contains(".rightToLeft") ? .rightToLeft : .drawing
            case "overlay":
                guard text.hasSuffix("{") else { return .drawing }
                let content = try block()
                // `.overlay {` (a stroke over the shape) has no alignment: centred.
                let (h, v) = Self.alignment(try arguments(of: text)["alignment"] ?? ".center")
                return .overlay(horizontal: h, vertical: v, content: content)
            case "fill", "stroke", "font", "foregroundStyle", "opacity": return .drawing
            default:
                throw Failure(description: "line \(line): the checker does not model '.\(name)'")
            }
        }

        // MARK: - Arguments and values

        /// The text between a call's first `(` and its matching `)`.
        static func inside(_ text: String) -> String {
            guard let open = text.firstIndex(of: "(") else { return "" }
            var depth = 0
            var index = open
            while index < text.endIndex {
                if text[index] == "(" { depth += 1 }
                if text[index] == ")" {
                    depth -= 1
                    if depth == 0 { return String(text[text.index(after: open)..<index]) }
                }
                index = text.index(after: index)
            }
            return ""
        }

        /// The labelled arguments of the first call in `text`, as text by label.
        func arguments(of text: String) throws -> [String: String] {
            var result: [String: String] = [:]
            var depth = 0
            var current = ""
            for character in Self.inside(text) + "," {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if character == ",", depth == 0 {
                    let parts = current.split(separator: ":", maxSplits: 1)
                    if parts.count == 2 {
                        result[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(
                            in: .whitespaces)
                    }
                    current = ""
                } else {
                    current.append(character)
                }
            }
            return result
        }

        /// Alignment fractions of `.topLeading`, `.center`, ….
        static func alignment(_ text: String) -> (Double, Double) {
            let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
            let horizontal: Double =
                name.hasSuffix("eading") ? 0 : name.hasSuffix("railing") ? 1 : 0.5
            let vertical: Double = name.hasPrefix("top") ? 0 : name.hasPrefix("bottom") ? 1 : 0.5
            return (horizontal, vertical)
        }

        /// A length as the export spells it: numbers, properties, `+ - * /`, parentheses, `min`,
        /// `max`, `.infinity`.
        func value(_ text: String) throws -> Double {
            var parser = ExpressionParser(text: Array(text), properties: properties)
            let result = try parser.expression()
            guard parser.atEnd else { throw Failure(description: "cannot read '\(text)'") }
            return result
        }
    }

    /// Arithmetic over the view's properties, with Swift's precedence.
    private struct ExpressionParser {
        let text: [Character]
        let properties: [String: Double]
        var index = 0

        var atEnd: Bool {
            var probe = index
            while probe < text.count, text[probe] == " " { probe += 1 }
            return probe >= text.count
        }

        mutating func skipSpaces() {
            while index < text.count, text[index] == " " { index += 1 }
        }

        mutating func expression() throws -> Double {
            var result = try term()
            while true {
                skipSpaces()
                guard index < text.count, text[index] == "+" || text[index] == "-" else { return result }
                let op = text[index]
                index += 1
                let right = try term()
                result = op == "+" ? result + right : result - right
            }
        }

        mutating func term() throws -> Double {
            var result = try factor()
            while true {
                skipSpaces()
                guard index < text.count, text[index] == "*" || text[index] == "/" else { return result }
                let op = text[index]
                index += 1
                let right = try factor()
                result = op == "*" ? result * right : result / right
            }
        }

        mutating func factor() throws -> Double {
            skipSpaces()
            guard index < text.count else { throw SwiftUISourceReader.Failure(description: "an expression ends early") }
            if text[index] == "-" {
                index += 1
                return -(try factor())
            }
            if text[index] == "(" {
                index += 1
                let inner = try expression()
                skipSpaces()
                index += 1  // ")"
                return inner
            }
            var word = ""
            while index < text.count, text[index].isLetter || text[index].isNumber || "._`".contains(text[index]) {
                word.append(text[index])
                index += 1
            }
            if word == ".infinity" { return .infinity }
            if let number = Double(word) { return number }
            skipSpaces()
            if index < text.count, text[index] == "(", word == "min" || word == "max" {
                index += 1
                let a = try expression()
                skipSpaces()
                index += 1  // ","
                let b = try expression()
                skipSpaces()
                index += 1  // ")"
                return word == "min" ? Swift.min(a, b) : Swift.max(a, b)
            }
            let name = word.replacingOccurrences(of: "`", with: "")
            guard let value = properties[name] ?? properties[word] else {
                throw SwiftUISourceReader.Failure(description: "unknown name '\(word)'")
            }
            return value
        }
    }
#endif
