// Random scripts of nested containers, stacks and placements for the SwiftUI layout checker
// (issue 43): every construct the export lays out, with two parameters.

/// Writes one random layout script from a seed (``SplitMix``), on a figure canvas or a device.
struct LayoutScriptGenerator {
    private var random: SplitMix
    private var lines: [String] = []
    private var count = 0

    init(seed: UInt64) { random = SplitMix(seed: seed) }

    /// A script whose top-level `let gap` and `let radius` are its parameters.
    mutating func script(device: String? = nil) -> String {
        lines = []
        if let device {
            lines.append("canvas device(\"\(device)\")")
        } else {
            lines.append("canvas width: 400, height: 360")
        }
        lines.append("let gap = \(4 + random.below(9))")
        lines.append("let radius = \(24 + random.below(30))")
        // A function's result follows the parameters as the expression it returns.
        lines.append("func half(_ length) {\n    return length / 2\n}")
        lines.append(
            "func inset(_ length, by amount = gap) {\n    let twice = amount * 2\n    return length - twice\n}")
        // A `var` grown in a loop, and an `if`, that the call decides: the expression too.
        lines.append(
            "func grown(_ length, steps) {\n    var total = length\n    for _ in 0..<steps {\n"
                + "        total += half(gap)\n    }\n    if steps > 3 {\n        return total * 2\n    }\n"
                + "    return total\n}")
        lines.append("container RoundedRectangle(cornerRadius: radius) {")
        if device == nil || random.chance(50) {
            lines.append("    size 320 x 280")
            lines.append("    align \(random.pick(["center", "topLeading", "bottom", "trailing"]))")
        } else {
            lines.append("    ignoresSafeArea")
            lines.append("    padding gap")
        }
        lines.append("    fill \"#1c1c1e\"")
        for _ in 0..<(1 + random.below(3)) { element(depth: 1) }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func element(depth: Int) {
        let indent = String(repeating: "    ", count: depth)
        count += 1
        if depth == 1, random.chance(20) {
            // A shape drawn with the answer about its own frame (`at` is in its parent's
            // coordinates, as the query's rect is).
            let (width, height) = (40 + random.below(60), 30 + random.below(40))
            let query = "concentricCornerRadii(in: Rect(x: gap, y: gap, width: \(width), height: \(height)))"
            // The answer is asked in the shape's argument (with a fallback for nil or not), bound
            // with `let` first, or unwrapped with `if let`.
            var inner = indent
            switch random.below(4) {
            case 0:
                let fallback = random.chance(50) ? " ?? RectangleCornerRadii()" : ""
                lines.append(indent + "let q\(count) = " + query + fallback)
                lines.append(indent + "shape n\(count) = UnevenRoundedRectangle(cornerRadii: q\(count)) {")
            case 1:
                lines.append(indent + "if let q\(count) = " + query + " {")
                inner += "    "
                lines.append(inner + "shape n\(count) = UnevenRoundedRectangle(cornerRadii: q\(count)) {")
            case 2:
                lines.append(
                    indent + "shape n\(count) = UnevenRoundedRectangle(cornerRadii: " + query
                        + " ?? RectangleCornerRadii()) {")
            default:
                lines.append(indent + "shape n\(count) = UnevenRoundedRectangle(cornerRadii: " + query + ") {")
            }
            lines.append(inner + "    at gap, gap")
            lines.append(inner + "    size \(width) x \(height)")
            lines.append(inner + "}")
            if inner != indent { lines.append(indent + "}") }
            return
        }
        switch random.below(depth > 2 ? 3 : 5) {
        case 0, 1:
            lines.append(indent + "shape n\(count) = \(concentric()) {")
            placement(depth: depth + 1)
            lines.append(indent + "}")
        case 2:
            lines.append(indent + "shape n\(count) = RoundedRectangle(cornerRadius: \(4 + random.below(12))) {")
            lines.append(indent + "    size \(20 + random.below(40)) x grown(\(20 + random.below(40)), steps: 2)")
            lines.append(indent + "    align \(random.pick(["topLeading", "bottomTrailing", "center", "leading"]))")
            lines.append(indent + "}")
        case 3:
            let axis = random.pick(["vstack", "hstack"])
            let alignment = axis == "vstack" ? random.pick([".leading", ".center", ".trailing"]) : ".top"
            lines.append(
                indent + "\(axis) spacing: \(random.pick(["gap", "8", "half(gap)"])), alignment: \(alignment) {")
            lines.append(indent + "    padding gap")
            for _ in 0..<(2 + random.below(2)) {
                count += 1
                lines.append(indent + "    shape n\(count) = \(concentric()) {")
                if random.chance(50) {
                    lines.append(indent + "        \(axis == "vstack" ? "height" : "width") \(20 + random.below(30))")
                }
                lines.append(indent + "    }")
            }
            lines.append(indent + "}")
        default:
            lines.append(indent + "container n\(count) = \(concentric()) {")
            lines.append(indent + "    padding gap")
            if random.chance(50) { lines.append(indent + "    height inset(\(110 + random.below(60)))") }
            lines.append(indent + "    align \(random.pick(["top", "bottom", "center"]))")
            for _ in 0..<(1 + random.below(2)) { element(depth: depth + 1) }
            lines.append(indent + "}")
        }
    }

    private mutating func concentric() -> String {
        random.pick([
            "ConcentricRectangle()", "ConcentricRectangle(corners: .concentric(minimum: 6))",
            "ConcentricRectangle(corners: .concentric, isUniform: true)",
            "ConcentricRectangle(uniformTopCorners: .fixed(8), uniformBottomCorners: .concentric)",
        ])
    }

    private mutating func placement(depth: Int) {
        let indent = String(repeating: "    ", count: depth)
        switch random.below(3) {
        case 0:
            lines.append(indent + "padding gap")
        case 1:
            lines.append(indent + "size \(40 + random.below(60)) x \(30 + random.below(50))")
            lines.append(indent + "align \(random.pick(["topLeading", "topTrailing", "bottomLeading", "bottom"]))")
            lines.append(indent + "padding gap")
        default:
            lines.append(indent + "at gap, \(random.pick(["gap", "gap * 2", "12"]))")
            lines.append(indent + "size \(40 + random.below(40)) x \(30 + random.below(40))")
        }
    }
}
