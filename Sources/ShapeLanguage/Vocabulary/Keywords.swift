// What each keyword's statement does, in a line: the documentation an editor shows when the
// cursor rests on `canvas`, `vstack`, `for`, …, and the summaries `shape help language` gives
// the statements that take labels.

extension Keyword {
    /// How the statement the keyword starts is written; nil for `true`, `false`, `nil`, `in` and `else`,
    /// which start none.
    public var syntax: String? {
        switch self {
        case .let: "let NAME = VALUE"
        case .var: "var NAME = VALUE"
        case .if: "if CONDITION { … } else if let NAME = VALUE { … } else { … }"
        case .for: "for NAME in RANGE-OR-LIST { … }"
        case .while: "while CONDITION { … }"
        case .func: "func NAME(LABEL NAME = DEFAULT, _ NAME) { … return VALUE }"
        case .return: "return VALUE"
        case .break: "break"
        case .continue: "continue"
        case .import: "import \"FILE.shape\""
        case .print: "print VALUE, …"
        case .assert: "assert CONDITION, \"MESSAGE\""
        case .explain: "explain NODE"
        case .canvas:
            "canvas " + Signatures.canvas.labels.map { $0 == "_" ? "DEVICE" : $0 + ": …" }.joined(separator: ", ")
        case .container: "container NAME = SHAPE { … }"
        case .shape: "shape NAME = SHAPE { … }"
        case .vstack, .hstack: rawValue + " spacing: S, alignment: A { … }"
        case .zstack: "zstack { … }"
        case .animation: "animation " + Signatures.animation.labels.map { $0 + ": …" }.joined(separator: ", ")
        case .true, .false, .nil, .in, .else: nil
        }
    }

    /// What the statement does, in a line.
    public var summary: String {
        switch self {
        case .let: "declares a constant"
        case .var: "declares a variable, which '=' and '+=' … may change"
        case .if: "runs a block when a condition holds; 'if let r = value' when the value is not nil, as r"
        case .for: "runs a block once for each number of a range or item of a list"
        case .while: "runs a block for as long as a condition holds"
        case .func: "declares a function; labels name its arguments, '_' leaves one unlabelled"
        case .return: "ends a function with its value"
        case .break: "leaves the innermost loop"
        case .continue: "goes on with the next turn of the innermost loop"
        case .import: "runs another script first, sharing its top-level names"
        case .print: "prints values on a line"
        case .assert: "stops the script with the message when the condition is false"
        case .explain: "prints how each corner radius of a node was derived"
        case .canvas: "the picture: its size (or a device), corner radius and style, safe area, fill, direction, title"
        case .container: "a node whose shape is the container its children's concentric corners follow"
        case .shape: "a node: a shape placed in its parent, styled and placed by the commands in its braces"
        case .vstack:
            "lays children out in a column, with spacing and alignment (vstack rows spacing: 8 { … } names it)"
        case .hstack: "lays children out in a row, with spacing and alignment"
        case .zstack:
            "a plain group, placed as a node is, declaring no container shape: its children follow the container around it"
        case .animation:
            "a leg's seconds, its curve, how many legs (or .forever), whether every second one runs back, frames per second"
        case .true, .false: "a truth value"
        case .nil:
            "no value: what concentricCornerRadii(in:) answers where there is no container shape; 'value ?? other' is other then"
        case .in: "what a 'for' loop goes through"
        case .else: "what an 'if' runs when its condition is false"
        }
    }
}
