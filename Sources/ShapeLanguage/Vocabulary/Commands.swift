// The placement and style commands written inside a node's braces: one table of words, read by
// the parser (how each is written), the compiler (what each does), the AST dump, completion,
// "did you mean" and `shape help language`.

/// A word that starts a command at the start of a statement inside a node's braces.
public enum CommandWord: String, CaseIterable, Hashable, Sendable {
    case size, width, height, padding, align, offset, at, fill, stroke, opacity, cornerStyle, label
    case ignoresSafeArea, annotate, silence

    /// How a command's operands are written after its word.
    public enum Form: Hashable, Sendable {
        /// One expression: `width 120`.
        case expression
        /// An expression on the same line, or none: `annotate`, `annotate false`.
        case optionalExpression
        /// Two expressions around an `x`: `size 360 x 260`.
        case dimensions
        /// Two expressions and a comma: `offset -10, 5`.
        case pair
        /// Arguments, labelled or not: `padding top: 8, horizontal: 12`.
        case arguments
        /// A colour and an optional `width`: `stroke "white" width 2`.
        case stroke
        /// A text, then labelled options: `label "Photo", size: 14`.
        case labelled
        /// Nothing after the word: `ignoresSafeArea`.
        case bare
        /// Names, or none, separated by commas: `silence squared, pinched`.
        case names
    }

    public var form: Form {
        switch self {
        case .size: .dimensions
        case .width, .height, .align, .fill, .opacity, .cornerStyle: .expression
        case .padding: .arguments
        case .offset, .at: .pair
        case .stroke: .stroke
        case .label: .labelled
        case .ignoresSafeArea: .bare
        case .annotate: .optionalExpression
        case .silence: .names
        }
    }

    /// How the command is written, for help and hints.
    public var syntax: String {
        switch self {
        case .size: "size W x H"
        case .width: "width W"
        case .height: "height H"
        case .padding: "padding N | padding top: T, leading: L, bottom: B, trailing: R, horizontal: H, vertical: V"
        case .align:
            "align topLeading | top | topTrailing | leading | center | trailing | bottomLeading | bottom | bottomTrailing"
        case .offset: "offset DX, DY"
        case .at: "at X, Y"
        case .fill: "fill COLOUR"
        case .stroke: "stroke COLOUR [width W]"
        case .opacity: "opacity 0…1"
        case .cornerStyle: "cornerStyle circular | continuous"
        case .label: "label TEXT [, size: S, color: C, alignment: A]"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .annotate: "annotate [true | false]"
        case .silence: "silence [" + WarningKind.allCases.map { $0.rawValue }.joined(separator: ", ") + "]"
        }
    }

    /// One line on what the command does.
    public var summary: String {
        switch self {
        case .size: "the node's width and height"
        case .width: "the node's width; the height fills the area"
        case .height: "the node's height; the width fills the area"
        case .padding: "insets the area the node is placed in, on every edge or the ones named"
        case .align: "where the node sits in its area (default center)"
        case .offset: "moves the node after it is placed"
        case .at: "places the node's top-left corner at a point of its parent, instead of aligning it"
        case .fill: "the fill colour (a CSS name, #rgb, #rrggbb, #rrggbbaa, rgb(…))"
        case .stroke: "the outline's colour and width"
        case .opacity: "the opacity of the whole node"
        case .cornerStyle: "draw the corners circular or continuous (squircle)"
        case .label: "a line of text in the node"
        case .ignoresSafeArea:
            "a top-level node or zstack uses the whole canvas, not the safe area (a full-screen node is the screen's background, never an overflow)"
        case .annotate: "draw the node's construction: container outline, corner centres, radii"
        case .silence:
            "no warnings of these kinds (of every kind when none is named) about this node; at the top level, about any"
        }
    }
}
