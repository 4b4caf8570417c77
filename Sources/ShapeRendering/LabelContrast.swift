// How well a label reads on what lies behind it, by WCAG 2's contrast ratio: the HTML page picks
// black or white for a label without a colour, and `render` warns when a script's own colours
// give less than 4.5:1.
import ConcentricGeometry
import ShapeScene

/// Labels against their backgrounds.
public enum LabelContrast {
    /// WCAG 2's minimum for text (AA, normal size).
    public static let minimum = 4.5

    /// The colour behind node `node`'s label: its own fill where opaque, else what shows through
    /// (its parents' fills, blended by their alpha, down to the canvas); nil where that is the
    /// theme's canvas, whose colour the page's theme decides.
    static func background(of node: ResolvedNode, in scene: ResolvedScene) -> Color? {
        var layers: [Color] = []
        var current: ResolvedNode? = node
        while let found = current {
            if let fill = found.style.fill, fill.alpha > 0 {
                let faded = fill.alpha * Swift.max(Swift.min(found.style.opacity, 1), 0)
                layers.append(Color(red: fill.red, green: fill.green, blue: fill.blue, alpha: faded))
                if faded >= 1 { break }
            }
            current = found.parent
        }
        var base: Color
        if let last = layers.last, last.alpha >= 1 {
            base = last
            layers.removeLast()
        } else if let canvas = scene.background {
            base = Color(red: canvas.red, green: canvas.green, blue: canvas.blue)
        } else {
            return nil
        }
        for layer in layers.reversed() { base = blend(layer, over: base) }
        return base
    }

    /// `top` over an opaque `bottom`.
    static func blend(_ top: Color, over bottom: Color) -> Color {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(Swift.max(Swift.min((Double(a) * top.alpha + Double(b) * (1 - top.alpha)).rounded(), 255), 0))
        }
        return Color(
            red: channel(top.red, bottom.red), green: channel(top.green, bottom.green),
            blue: channel(top.blue, bottom.blue))
    }

    /// WCAG 2's relative luminance.
    static func luminance(_ color: Color) -> Double {
        func linear(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : CLibrary.pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// WCAG 2's contrast ratio of two opaque colours, 1 to 21.
    static func ratio(_ a: Color, _ b: Color) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (Swift.max(x, y) + 0.05) / (Swift.min(x, y) + 0.05)
    }

    /// Black or white, whichever reads better on `background`.
    static func readable(on background: Color) -> Color {
        let black = Color(red: 0, green: 0, blue: 0)
        let white = Color(red: 255, green: 255, blue: 255)
        return ratio(black, background) >= ratio(white, background) ? black : white
    }

    /// A sentence for each label whose script-given colour reads below ``minimum`` on what lies
    /// behind it, in node order.
    public static func findings(_ scene: ResolvedScene) -> [String] {
        scene.allNodes().compactMap { node in
            guard let label = node.style.label, let color = label.color, let behind = background(of: node, in: scene)
            else { return nil }
            let text = blend(color, over: behind)
            let found = ratio(text, behind)
            guard found < minimum else { return nil }
            return "the label of '" + node.id + "' has a contrast of "
                + CSSExpression.number((found * 100).rounded() / 100)
                + ":1 on its background (" + (text.description) + " on " + behind.description
                + "); text needs at least 4.5:1 to read well"
        }
    }
}
