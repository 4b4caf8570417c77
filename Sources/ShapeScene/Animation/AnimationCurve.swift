// The easing curves of an animation: how far along a leg the animated values are, given how
// long the leg has run. SwiftUI's names and SwiftUI's numbers: the Bézier timing curves of Core
// Animation, and the damped spring of `spring(response:dampingFraction:)`.
import ConcentricGeometry

/// How an animation moves from its start (progress 0) to its end (progress 1).
public enum AnimationCurve: Hashable, Sendable {
    case linear
    /// Slow start: the cubic Bézier timing curve (0.42, 0) (1, 1).
    case easeIn
    /// Slow end: (0, 0) (0.58, 1).
    case easeOut
    /// Slow start and end: (0.42, 0) (0.58, 1).
    case easeInOut
    /// A mass of 1 on a spring of stiffness (2π / response)², damped at `dampingFraction` of the
    /// critical damping, pulled from 0 to 1 from rest: SwiftUI's `spring(response:dampingFraction:)`.
    /// Below a damping fraction of 1 it overshoots 1 and swings back.
    case spring(response: Double, dampingFraction: Double)

    /// SwiftUI's defaults for `spring()`.
    public static let defaultSpring = AnimationCurve.spring(response: 0.55, dampingFraction: 0.825)

    /// How the curve is written in a script: `.easeInOut`, `.spring(response: 0.5, dampingFraction: 0.7)`.
    public var spelled: String {
        switch self {
        case .linear: ".linear"
        case .easeIn: ".easeIn"
        case .easeOut: ".easeOut"
        case .easeInOut: ".easeInOut"
        case .spring(let response, let damping):
            ".spring(response: \(NumberFormat.format(response)), dampingFraction: \(NumberFormat.format(damping)))"
        }
    }

    /// Whether the curve's progress depends on the elapsed seconds rather than on the fraction
    /// of the leg: a spring has a speed of its own, and no length.
    public var isSpring: Bool {
        if case .spring = self { return true }
        return false
    }

    /// The progress `seconds` into a leg of `duration` seconds.
    ///
    /// A timing curve reads the fraction `seconds / duration` (clamped to 0…1): 0 at the start,
    /// 1 at the end. A spring reads the seconds themselves: its progress at the end of the leg
    /// is wherever the spring has got to (``settlingDuration`` says when that is close to 1).
    public func progress(at seconds: Double, of duration: Double) -> Double {
        switch self {
        case .spring(let response, let damping):
            return AnimationCurve.spring(at: Swift.max(seconds, 0), response: response, dampingFraction: damping)
        default:
            let fraction = duration > 0 ? Swift.min(Swift.max(seconds / duration, 0), 1) : 1
            return value(at: fraction)
        }
    }

    /// A timing curve's value at `fraction` (0…1) of its leg; a spring's at `fraction` seconds.
    public func value(at fraction: Double) -> Double {
        switch self {
        case .linear: fraction
        case .easeIn: AnimationCurve.bezier(fraction, 0.42, 0, 1, 1)
        case .easeOut: AnimationCurve.bezier(fraction, 0, 0, 0.58, 1)
        case .easeInOut: AnimationCurve.bezier(fraction, 0.42, 0, 0.58, 1)
        case .spring(let response, let damping):
            AnimationCurve.spring(at: Swift.max(fraction, 0), response: response, dampingFraction: damping)
        }
    }

    // MARK: - Timing curves

    /// The y of the cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and
    /// (x2, y2), at the point whose x is `x`: CSS's and Core Animation's timing functions.
    ///
    /// x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³ rises from 0 to 1 (both x controls are in 0…1),
    /// so s is found by Newton's method, with bisection when the slope is too flat to trust.
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Polynomial coefficients: b(s) = ((a·s + b)·s + c)·s.
        func coefficients(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
            let c = 3 * p1
            let b = 3 * (p2 - p1) - c
            return (1 - c - b, b, c)
        }
        let (ax, bx, cx) = coefficients(x1, x2)
        let (ay, by, cy) = coefficients(y1, y2)
        func curveX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
        func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
        var s = x
        var solved = false
        for _ in 0..<8 {
            let error = curveX(s) - x
            if Swift.abs(error) < 1e-12 {
                solved = true
                break
            }
            let slope = slopeX(s)
            if Swift.abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        if !solved || s < 0 || s > 1 {
            var (low, high) = (0.0, 1.0)
            s = x
            for _ in 0..<60 {
                let value = curveX(s)
                if Swift.abs(value - x) < 1e-12 { break }
                if value < x { low = s } else { high = s }
                s = (low + high) / 2
            }
        }
        return ((ay * s + by) * s + cy) * s
    }

    // MARK: - The spring

    /// The position at `t` seconds of a damped spring released from rest at 0 towards 1.
    ///
    /// With ω = 2π / response and ζ = dampingFraction, x'' = −ω²(x − 1) − 2ζω·x', x(0) = 0,
    /// x'(0) = 0, whose solution is, with u = 1 − x:
    ///
    /// ```
    /// ζ < 1:  u = e^(−ζωt) · (cos(ω_d t) + (ζω / ω_d) · sin(ω_d t)),   ω_d = ω·√(1 − ζ²)
    /// ζ = 1:  u = e^(−ωt) · (1 + ωt)
    /// ζ > 1:  u = (r₂·e^(r₁t) − r₁·e^(r₂t)) / (r₂ − r₁),   r₁,₂ = −ω·(ζ ∓ √(ζ² − 1))
    /// ```
    static func spring(at t: Double, response: Double, dampingFraction zeta: Double) -> Double {
        let omega = 2 * Double.pi / response
        let remaining: Double
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            remaining =
                CLibrary.exp(-zeta * omega * t)
                * (CLibrary.cos(damped * t) + zeta * omega / damped * CLibrary.sin(damped * t))
        } else if zeta == 1 {
            remaining = CLibrary.exp(-omega * t) * (1 + omega * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            remaining = (r2 * CLibrary.exp(r1 * t) - r1 * CLibrary.exp(r2 * t)) / (r2 - r1)
        }
        return 1 - remaining
    }

    /// For a spring, the seconds after which it stays within `tolerance` of 1; nil for a
    /// timing curve, which ends with its leg.
    ///
    /// Under critical damping |1 − x| never exceeds the envelope e^(−ζωt)·√(1 + (ζω / ω_d)²),
    /// so the time is where the envelope reaches the tolerance; at or above it, 1 − x falls
    /// steadily and the time is found by bisection.
    public func settlingDuration(tolerance: Double = 0.001) -> Double? {
        guard case .spring(let response, let zeta) = self else { return nil }
        let omega = 2 * Double.pi / response
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + (zeta * omega / damped) * (zeta * omega / damped)).squareRoot()
            return Swift.max(CLibrary.log(amplitude / tolerance) / (zeta * omega), 0)
        }
        var (low, high) = (0.0, response)
        while 1 - AnimationCurve.spring(at: high, response: response, dampingFraction: zeta) > tolerance {
            high *= 2
        }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if 1 - AnimationCurve.spring(at: middle, response: response, dampingFraction: zeta) > tolerance {
                low = middle
            } else {
                high = middle
            }
        }
        return high
    }
}
