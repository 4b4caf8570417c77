// What a SwiftUI hand writes by habit, and what to write here instead: one table the parser,
// the compiler and "did you mean" consult before suggesting a near name (which would mislead:
// `Color` is not a misspelt `color`).
import ShapeScene

enum SwiftHabits {
    /// SwiftUI names, with the way to say the same thing in a script.
    static let names: [String: String] = [
        "ZStack":
            "nodes nest in a 'container': container group = Rectangle() { … } places its children as a ZStack does",
        "VStack": "write 'vstack spacing: 8 { … }' inside a container's braces",
        "HStack": "write 'hstack spacing: 8 { … }' inside a container's braces",
        "Group": "nest the nodes in a 'container', or put them in a 'vstack' or 'hstack'",
        "Color": "colours are strings: fill \"blue\", or color(\"blue\", opacity: 0.5) for a value",
        "Text": "text is a node's label: write 'label \"Hello\"' inside its braces",
        "Spacer": "a stack shares its leftover space among the children without a size",
        "frame": "write 'size 120 x 80' (or 'width 120', 'height 80') inside the node's braces",
        "position": "write 'at 20, 40' inside the node's braces",
        "containerShape": "declare the node with 'container': its shape is then its children's container shape",
        "overlay": "nest the node in a 'container' and put what goes over it after it",
        "background": "nest the node in a 'container' whose shape is the background",
        "foregroundColor": "write 'fill \"blue\"' inside the node's braces",
        "foregroundStyle": "write 'fill \"blue\"' inside the node's braces",
        "cornerRadius": "give the shape its radius: RoundedRectangle(cornerRadius: 12)",
        "clipShape": "the node's shape is its outline: declare it as that shape",
        "strokeBorder": "write 'stroke \"white\" width 2' inside the node's braces",
        "environment": "set the layout direction on the canvas: canvas …, layoutDirection: .rightToLeft",
    ]

    /// The hint for a name a script used but never declared, when it is a SwiftUI habit or a
    /// command word written like a call (`padding(8)`).
    static func hint(forUndefined name: String) -> String? {
        if let word = CommandWord(rawValue: name) { return commandCall(word) }
        if let habit = names[name] { return habit }
        // `style: continuous`: a value of a fixed set is written with a dot.
        if Builtins.implicitMembers[name] != nil || Builtins.implicitCalls[name] != nil {
            return "did you mean '.\(name)'? a corner style or an alignment is written with a leading dot"
        }
        return nil
    }

    /// `topLeftCorner:` for `topLeadingCorner:`: SwiftUI's corners are leading and trailing, which
    /// follow the layout direction; nil when the label has no left or right, or `known` lacks the
    /// logical spelling.
    static func logicalLabel(for label: String, among known: [String]) -> String? {
        var spelled = ""
        var rest = Substring(label)
        var changed = false
        while let first = rest.first {
            var matched = false
            for (physical, logical) in [
                ("Left", "Leading"), ("Right", "Trailing"), ("left", "leading"), ("right", "trailing"),
            ]
            where rest.hasPrefix(physical) {
                spelled += logical
                rest = rest.dropFirst(physical.count)
                (matched, changed) = (true, true)
                break
            }
            if !matched {
                spelled.append(first)
                rest = rest.dropFirst()
            }
        }
        return changed && known.contains(spelled) ? spelled : nil
    }

    /// A command written as a SwiftUI modifier or a call: `padding(8)`, `.padding(8)`.
    static func commandCall(_ word: CommandWord) -> String {
        "'\(word.rawValue)' is a command, written inside a node's braces without parentheses: \(word.syntax)"
    }

    /// The hint for `.name` where no implicit member has the name: a colour (`fill .blue`), or
    /// a corner style that needs its arguments (`.fixed` for `.fixed(24)`).
    static func hint(forImplicitMember name: String) -> String? {
        if Color.cssNames[name.lowercased()] != nil {
            return "colours are strings here: fill \"\(name)\""
        }
        // `.padding(8)` on a line of its own: a SwiftUI modifier, a command here.
        if CommandWord(rawValue: name) != nil || names[name] != nil {
            return hint(forModifier: name)
        }
        if let call = Builtins.implicitCalls[name] {
            return "'.\(name)' needs its arguments: " + call.signature.spelled("." + name)
        }
        return nil
    }

    /// The hint for `.name` after a node's closing brace: a SwiftUI modifier, which here is a
    /// command inside the braces.
    static func hint(forModifier name: String) -> String {
        if let word = CommandWord(rawValue: name) { return commandCall(word) }
        if let habit = names[name] { return habit }
        return "modifiers are commands here, written inside the node's braces: { padding 8; fill \"blue\" }"
    }
}
