// Which parameters are lengths and which are plain numbers (a ratio, a count, an opacity), read
// from how the scene's lengths and opacities use them: CSS writes the lengths in px and the
// numbers unitless, and the design tokens type them `dimension` and `number`.
import ConcentricGeometry
import ShapeScene

/// The unit of each parameter, worked out by dimensional analysis of the scene's expressions.
///
/// Every derived length (frames, placements, radii, the canvas) is a length. In a sum, a `min` or
/// a `max` every operand has the sum's dimension; a quotient's divisor is a number; a product of
/// a length is a length times a number: of two sides with parameters, a lone parameter that no
/// length uses alone is the number (`rowHeight * ratio`); a parameter times a constant
/// (`300 * ratio`) is the number when something else makes it one, else the length. A node's
/// `opacity` is a number, and so is every parameter in it. One used both ways is a conflict: it
/// stays a length, and ``conflicts`` names it for a warning. A parameter a `for` loop's range is
/// computed from (`0..<count`) is a number, a count. Another parameter that nothing derived uses
/// at all (``unfollowed``) is a number too: nothing says it is a length, and no output that
/// follows the parameters has a length that uses it (it may still be a length every use of which
/// was written as its number, a loop's variable or a query's result, which the scene does not
/// keep apart; the command line warns of it with its line).
public struct ParameterUnits: Sendable {
    /// The parameters written unitless.
    public private(set) var numbers: Set<String> = []
    /// Parameters used both as a length and as a number, in declaration order.
    public private(set) var conflicts: [SceneParameter] = []
    /// Parameters no derived length or opacity uses (a loop's count, a length every use of which
    /// was written as its number, one not used at all), in declaration order: the web exports
    /// cannot follow them.
    public private(set) var unfollowed: [SceneParameter] = []

    public init(_ scene: ResolvedScene) {
        guard let derivation = scene.derivation, !scene.parameters.isEmpty else { return }
        var lengths: Set<String> = []
        var plain: Set<String> = []
        var products: [(SceneExpression, SceneExpression)] = []
        // Parameters times a constant (`300 * ratio`): either may be the length.
        var scaled: [SceneExpression] = []
        func walk(_ expression: SceneExpression, length: Bool) {
            switch expression {
            case .number, .screen: break
            case .parameter(let name):
                if length { lengths.insert(name) } else { plain.insert(name) }
            case .add(let a, let b), .subtract(let a, let b), .minimum(let a, let b), .maximum(let a, let b):
                walk(a, length: length)
                walk(b, length: length)
            case .negate(let a): walk(a, length: length)
            case .divide(let a, let b):
                walk(a, length: length)
                walk(b, length: false)
            case .multiply(let a, let b):
                if !length {
                    walk(a, length: false)
                    walk(b, length: false)
                } else if a.constant != nil, b.parameterName != nil {
                    scaled.append(b)
                } else if b.constant != nil, a.parameterName != nil {
                    scaled.append(a)
                } else if a.constant != nil {
                    walk(b, length: true)
                } else if b.constant != nil {
                    walk(a, length: true)
                } else {
                    products.append((a, b))
                }
            }
        }
        var all: [SceneExpression] = [derivation.canvasWidth, derivation.canvasHeight, derivation.canvasRadius]
            .compactMap { $0 }
        for frame in derivation.frames.values {
            all += [frame.x, frame.y, frame.width, frame.height].compactMap { $0 }
        }
        for placement in derivation.placements.values {
            all += [
                placement.paddingTop, placement.paddingLeading, placement.paddingBottom, placement.paddingTrailing,
                placement.width, placement.height, placement.offsetX, placement.offsetY, placement.atX,
                placement.atY, placement.spacing,
            ].compactMap { $0 }
            all += Corner.allCases.flatMap { corner in
                [placement.shapeRadii[corner], placement.minimums[corner], placement.fixedRadii[corner]]
                    .compactMap { $0 }
            }
        }
        for expression in all { walk(expression, length: true) }
        for placement in derivation.placements.values {
            if let opacity = placement.opacity { walk(opacity, length: false) }
        }
        // A product of two sides with parameters: a lone parameter that no length uses alone
        // is the factor (`rowHeight * ratio`).
        for (a, b) in products {
            if let name = b.parameterName, !lengths.contains(name) {
                plain.insert(name)
                walk(a, length: true)
            } else if let name = a.parameterName, !lengths.contains(name) {
                plain.insert(name)
                walk(b, length: true)
            } else {
                walk(a, length: true)
                walk(b, length: true)
            }
        }
        // A parameter times a constant is a length unless it is a number elsewhere.
        for factor in scaled {
            if let name = factor.parameterName, plain.contains(name), !lengths.contains(name) { continue }
            walk(factor, length: true)
        }
        for parameter in scene.parameters
        where !lengths.contains(parameter.name) && !plain.contains(parameter.name)
            && !unfollowed.contains(where: { $0.name == parameter.name })
        {
            unfollowed.append(parameter)
        }
        // A loop's range computed from a parameter makes it a count; nothing makes one that no
        // expression uses a length.
        plain.formUnion(derivation.loopCounts)
        plain.formUnion(unfollowed.map { $0.name })
        for parameter in scene.parameters where plain.contains(parameter.name) {
            if !lengths.contains(parameter.name) {
                numbers.insert(parameter.name)
            } else if !conflicts.contains(parameter) {
                conflicts.append(parameter)
            }
        }
    }
}
