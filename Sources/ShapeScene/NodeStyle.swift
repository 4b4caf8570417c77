// How a node is painted: fill, stroke, opacity and an optional text label.

/// How a node is painted.
public struct NodeStyle: Hashable, Sendable {
    public var fill: Color?
    public var stroke: Color?
    public var strokeWidth: Double
    /// 0…1, applied to the whole node (fill, stroke and label).
    public var opacity: Double
    /// Boxed, since most nodes have none and every node carries a style.
    private var labelBox: LabelBox?

    public var label: Label? {
        get { labelBox?.label }
        set { labelBox = newValue.map(LabelBox.init) }
    }

    public init(
        fill: Color? = nil, stroke: Color? = nil, strokeWidth: Double = 1, opacity: Double = 1,
        label: Label? = nil
    ) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.opacity = opacity
        self.label = label
    }
}

/// Holds a label out of line; compared and hashed by the label it holds.
private final class LabelBox: Hashable, Sendable {
    let label: Label

    init(_ label: Label) { self.label = label }

    static func == (lhs: LabelBox, rhs: LabelBox) -> Bool { lhs.label == rhs.label }
    func hash(into hasher: inout Hasher) { hasher.combine(label) }
}

/// A line of text drawn centred in a node's frame (or at its alignment).
public struct Label: Hashable, Sendable {
    public var text: String
    /// Font size in points.
    public var size: Double
    /// The text's colour; nil for the renderer's default (black, or white on a dark theme).
    public var color: Color?
    /// Where in the node's frame the text sits (default centre).
    public var alignment: Alignment

    public init(text: String, size: Double = 14, color: Color? = nil, alignment: Alignment = .center) {
        self.text = text
        self.size = size
        self.color = color
        self.alignment = alignment
    }
}

extension Label {
    /// About how wide the text is drawn, in points, in a sans-serif of the label's size.
    ///
    /// An estimate from character classes (the widths of a typical system sans-serif, in ems):
    /// narrow letters and punctuation 0.3, wide letters 0.85, other capitals 0.68, digits 0.56,
    /// other lower case and symbols 0.52, wide scripts (CJK, emoji) 1. Renderers measure with
    /// the font they have; this is for a warning, so it errs short rather than long.
    public var estimatedWidth: Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "i", "j", "l", "t", "f", "r", "I", ".", ",", ":", ";", "'", "|", "!", " ", "(", ")", "[", "]":
                ems += 0.3
            case "m", "w", "M", "W", "@", "%":
                ems += 0.85
            case "A"..."Z":
                ems += 0.68
            case "0"..."9":
                ems += 0.56
            default:
                ems += scalar.value >= 0x2E80 ? 1 : 0.52
            }
        }
        return ems * size
    }
}
