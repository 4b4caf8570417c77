// The shared resolver: turns a ConcentricRectangle's corner styles into radii in a container.

/// Resolves the radii of a ``ConcentricRectangle`` placed in a frame inside a container.
///
/// Every radius in the project comes from here. For each logical corner `c` of the frame `F`,
/// in the container's corner rectangle `C` with radius `R` at `c` (container radii are logical
/// too, placed through the same direction):
///
/// ```
///   C.minX
///     │◄─ dx ─►│
///     ╭────────────────────  C.minY     dx, dy  insets of F's corner from C's corner
///     │  ●     ▲                         d = max(dx, dy)
///     │        dy                        concentric        r = max(R − d, 0)
///     │        ▼                         concentric(min m) r = max(R − d, 0, m)
///     │        ╭───────────  F.minY      fixed(f)          r = f
///     │        │  F                      uniform group     r = largest r in the group
///     │        │                         clamp             r = min(r, min(F.w, F.h) / 2) ≥ 0
/// ```
///
/// Insets are measured towards the inside: a left corner uses `F.minX − C.minX`, a right one
/// `C.maxX − F.maxX`, a top one `F.minY − C.minY`, a bottom one `C.maxY − F.maxY`. A frame
/// larger than its container has negative insets and gets `R + gap`, still concentric (a focus
/// ring, a border around a button).
///
/// **The max-inset rule is this project's decision.** SwiftUI documents nothing for
/// `dx ≠ dy`. With equal insets the inner arc shares the outer arc's centre (`F.min + R − d =
/// C.min + R`), which is what concentric means. With unequal insets no radius keeps the gap
/// constant: it must pass from `dx` along one side to `dy` along the other. Taking
/// `d = max(dx, dy)` makes the inner arc start and end within the outer corner's square
/// (`dx + r ≤ R` and `dy + r ≤ R`), so each straight side keeps exactly its own inset and the
/// gap passes from one inset to the other around the corner. With `min`, the inner arc runs on
/// `|dx − dy|` past the outer curve along the side of the smaller inset, where the gap is still
/// closing (R 40, insets 20 and 8: 9.76 where the outer curve ends, 8 only 12 further on).
/// Neither rule lets one arc cross the other: `GapAlongTheCornerTests` measures both.
///
/// A container that is not rounded-rectangular (an ellipse) gets SwiftUI's
/// `ContainerRelativeShape` fallback: the outline is the container's frame inset by
/// `max(0, min(left, top, right, bottom))`, drawn as an ellipse, and each concentric corner
/// reports radius 0 (step `.insetFallback`). Fixed corners are still just fixed, and only when
/// all four corners are fixed is the outline the frame's own rounded rectangle, since nothing
/// then follows the container.
///
/// Non-finite input never traps: NaN flows through to NaN results, which callers validate.
public enum ConcentricResolver {
    /// Resolves every corner of `shape` in `frame` inside `container` (or with no container).
    public static func resolve(
        _ shape: ConcentricRectangle, in frame: Rect, container: Container?,
        direction: LayoutDirection = .leftToRight
    ) -> ConcentricResolution {
        let geometry = container.flatMap { $0.shape.cornerGeometry(in: $0.frame) }
        let traces = cornerTraces(of: shape, in: frame, container: container, geometry: geometry, direction: direction)
        return ConcentricResolution(
            radii: traces.radii, traces: traces.array,
            outline: outline(of: shape, in: frame, container: container, geometry: geometry, radii: traces.radii))
    }

    /// ``resolve(_:in:container:direction:)``'s radii and outline without its traces: what a
    /// scene keeps of every node, worked out with nothing allocated (the traces are an array).
    public static func radiiAndOutline(
        of shape: ConcentricRectangle, in frame: Rect, container: Container?,
        direction: LayoutDirection = .leftToRight
    ) -> (radii: RectangleCornerRadii, outline: Outline) {
        let geometry = container.flatMap { $0.shape.cornerGeometry(in: $0.frame) }
        let radii = cornerValues(of: shape, in: frame, container: container, geometry: geometry, direction: direction)
        return (radii, outline(of: shape, in: frame, container: container, geometry: geometry, radii: radii))
    }

    /// Every step for the four corners: own radius, uniform groups, clamp. `geometry` is the
    /// container's corner geometry, nil when it has none (an ellipse) or there is no container.
    private static func cornerTraces(
        of shape: ConcentricRectangle, in frame: Rect, container: Container?, geometry: CornerGeometry?,
        direction: LayoutDirection
    ) -> CornerTraces {
        var traces = CornerTraces { corner in
            ownRadius(
                of: corner, style: shape[corner], frame: frame, container: container,
                geometry: geometry, direction: direction)
        }
        applyUniformGroups(shape.uniformGroups, to: &traces)
        applyClamp(to: &traces, frame: frame)
        return traces
    }

    /// The radii alone: the steps of ``cornerTraces(of:in:container:geometry:direction:)`` on
    /// the four values, recording nothing. A scene resolves every node this way: filling four
    /// traces (a hundred bytes each) made ``radiiAndOutline(of:in:container:direction:)`` 725
    /// instructions a node, 260 now (`ResolverFastPathTests` holds the two ways to the same
    /// bits on random shapes, frames, containers and directions).
    private static func cornerValues(
        of shape: ConcentricRectangle, in frame: Rect, container: Container?, geometry: CornerGeometry?,
        direction: LayoutDirection
    ) -> RectangleCornerRadii {
        var radii: RectangleCornerRadii
        if let geometry {
            // Each side's inset once; a corner's distance is the larger of its two sides'.
            let (leading, trailing, top, bottom) = sideInsets(of: frame, in: geometry.rect, direction: direction)
            let container = geometry.radii
            radii = RectangleCornerRadii(
                topLeading: ownValue(shape.topLeading, container.topLeading, Swift.max(leading, top)),
                bottomLeading: ownValue(shape.bottomLeading, container.bottomLeading, Swift.max(leading, bottom)),
                bottomTrailing: ownValue(shape.bottomTrailing, container.bottomTrailing, Swift.max(trailing, bottom)),
                topTrailing: ownValue(shape.topTrailing, container.topTrailing, Swift.max(trailing, top)))
        } else {
            let fallback = container != nil
            radii = RectangleCornerRadii(
                topLeading: ownValue(shape.topLeading, insetFallback: fallback),
                bottomLeading: ownValue(shape.bottomLeading, insetFallback: fallback),
                bottomTrailing: ownValue(shape.bottomTrailing, insetFallback: fallback),
                topTrailing: ownValue(shape.topTrailing, insetFallback: fallback))
        }
        if !shape.uniformGroups.isEmpty {
            var values = Corner.allCases.map { radii[$0] }
            _ = raiseUniformGroups(shape.uniformGroups, values: &values)
            for (position, corner) in Corner.allCases.enumerated() { radii[corner] = values[position] }
        }
        let limit = clampLimit(of: frame)
        radii.topLeading = clamped(radii.topLeading, to: limit) ?? radii.topLeading
        radii.topTrailing = clamped(radii.topTrailing, to: limit) ?? radii.topTrailing
        radii.bottomLeading = clamped(radii.bottomLeading, to: limit) ?? radii.bottomLeading
        radii.bottomTrailing = clamped(radii.bottomTrailing, to: limit) ?? radii.bottomTrailing
        return radii
    }

    /// The rounded rectangle of `radii` in `frame`, or the ellipse of the fallback when a
    /// concentric corner has a container with no corner geometry.
    private static func outline(
        of shape: ConcentricRectangle, in frame: Rect, container: Container?, geometry: CornerGeometry?,
        radii: RectangleCornerRadii
    ) -> Outline {
        if let container, geometry == nil,
            shape.topLeading.isConcentric || shape.topTrailing.isConcentric || shape.bottomLeading.isConcentric
                || shape.bottomTrailing.isConcentric
        {
            return .ellipse(container.frame.insetBy(fallbackInset(of: frame, in: container.frame)))
        }
        return .roundedRectangle(frame, radii)
    }

    /// GeometryProxy.concentricCornerRadii(in:) analogue: plain `.concentric` corners for `rect`
    /// in `container`, not uniform.
    public static func concentricCornerRadii(
        in rect: Rect, container: Container?, direction: LayoutDirection = .leftToRight
    ) -> RectangleCornerRadii {
        resolve(ConcentricRectangle(), in: rect, container: container, direction: direction).radii
    }

    // MARK: - Steps

    /// The corner's own radius, before uniform groups and clamping.
    private static func ownRadius(
        of corner: Corner, style: CornerStyle, frame: Rect, container: Container?,
        geometry: CornerGeometry?, direction: LayoutDirection
    ) -> CornerTrace {
        var trace = CornerTrace(
            corner: corner, style: style, containerRadius: nil, dx: 0, dy: 0, distance: 0, raw: 0,
            floored: false, raisedToMinimum: false, raisedByUniform: nil, clampedFrom: nil,
            value: 0, decidedBy: .noContainer)
        // Insets from the corner rectangle when there is one, else from the container's frame
        // (the fallback reports them too, for the explanation).
        if let cornerRect = geometry?.rect ?? container?.frame {
            let sides = sideInsets(of: frame, in: cornerRect, direction: direction)
            trace.dx = corner.isLeading ? sides.leading : sides.trailing
            trace.dy = corner.isTop ? sides.top : sides.bottom
            trace.distance = Swift.max(trace.dx, trace.dy)
        }
        trace.containerRadius = geometry?.radii[corner]

        switch style {
        case .fixed(let radius):
            trace.raw = radius
            trace.value = radius
            trace.decidedBy = .fixed
        case .concentric(let minimum):
            if let radius = trace.containerRadius {
                trace.raw = radius - trace.distance
                trace.floored = trace.raw < 0
                trace.value = trace.floored ? 0 : trace.raw
                trace.decidedBy = trace.floored ? .floored : .concentric
            } else if container != nil {
                trace.decidedBy = .insetFallback
                trace.isInsetFallback = true
                return trace  // the ellipse outline does the following; the minimum does not apply
            }
            if minimum > trace.value {
                trace.value = minimum
                trace.raisedToMinimum = true
                trace.decidedBy = .minimum
            }
        }
        return trace
    }

    /// ``ownRadius(of:style:frame:container:geometry:direction:)``'s value alone, by the same
    /// rule, for a corner whose container radius is `radius` at `distance` (`max(dx, dy)`).
    @inline(__always)
    private static func ownValue(_ style: CornerStyle, _ radius: Double, _ distance: Double) -> Double {
        switch style {
        case .fixed(let fixed):
            return fixed
        case .concentric(let minimum):
            let raw = radius - distance
            let value = raw < 0 ? 0 : raw
            return minimum > value ? minimum : value
        }
    }

    /// The same with no container radius: no container (a concentric corner takes its minimum),
    /// or the inset fallback (0, and the minimum does not apply).
    @inline(__always)
    private static func ownValue(_ style: CornerStyle, insetFallback: Bool) -> Double {
        switch style {
        case .fixed(let fixed):
            return fixed
        case .concentric(let minimum):
            if insetFallback { return 0 }
            return minimum > 0 ? minimum : 0
        }
    }

    /// How far `frame` lies inside `rect` on each side, the leading and trailing sides where
    /// `direction` puts them: a corner's `dx` is its horizontal side's, its `dy` its vertical's.
    @inline(__always)
    private static func sideInsets(of frame: Rect, in rect: Rect, direction: LayoutDirection)
        -> (leading: Double, trailing: Double, top: Double, bottom: Double)
    {
        let (left, right) = (frame.minX - rect.minX, rect.maxX - frame.maxX)
        let (leading, trailing) = direction == .leftToRight ? (left, right) : (right, left)
        return (leading, trailing, frame.minY - rect.minY, rect.maxY - frame.maxY)
    }

    /// Raises each corner of a uniform group to the group's largest radius.
    ///
    /// Overlapping groups (possible when `uniformGroups` is set by hand) are repeated until
    /// nothing changes, so corners linked through any chain of groups end up equal whatever the
    /// order of the groups. Each raised corner records the corner whose own radius it took.
    private static func applyUniformGroups(
        _ groups: [ConcentricRectangle.UniformGroup], to traces: inout CornerTraces
    ) {
        guard !groups.isEmpty else { return }
        var values = traces.array.map { $0.value }
        let sources = raiseUniformGroups(groups, values: &values)
        for (position, corner) in Corner.allCases.enumerated() where sources[position] != corner {
            traces[corner].value = values[position]
            traces[corner].raisedByUniform = sources[position]
            traces[corner].decidedBy = .uniform
        }
    }

    /// The uniform step on the four values, in `Corner.allCases` order: each raised to its
    /// group's largest. Returns the corner whose own radius each value now is.
    private static func raiseUniformGroups(_ groups: [ConcentricRectangle.UniformGroup], values: inout [Double])
        -> [Corner]
    {
        func index(_ corner: Corner) -> Int { Corner.allCases.firstIndex(of: corner) ?? 0 }
        var sources = Corner.allCases
        // Four corners: at most three rounds can pass a value along a chain; one more sees no change.
        for _ in 0..<Corner.allCases.count {
            var changed = false
            for group in groups {
                let members = group.corners.map(index)
                guard var best = members.first else { continue }
                for member in members where values[member] > values[best] { best = member }
                for member in members where values[best] > values[member] {
                    values[member] = values[best]
                    sources[member] = sources[best]
                    changed = true
                }
            }
            if !changed { break }
        }
        return sources
    }

    /// Limits each radius to half the frame's shorter side, and never below 0.
    ///
    /// A corner can hold at most half of each side it touches, or its arc would run past the
    /// neighbouring corner's. This runs after the uniform step, so a uniform group may end up
    /// clamped below the radius it agreed on.
    private static func applyClamp(to traces: inout CornerTraces, frame: Rect) {
        let limit = clampLimit(of: frame)
        func clamp(_ trace: inout CornerTrace) {
            if let after = clamped(trace.value, to: limit) {
                trace.clampedFrom = trace.value
                trace.value = after
                trace.decidedBy = .clamped
            }
        }
        clamp(&traces.topLeading)
        clamp(&traces.topTrailing)
        clamp(&traces.bottomLeading)
        clamp(&traces.bottomTrailing)
    }

    /// Half the frame's shorter side: the most a corner may take.
    @inline(__always)
    private static func clampLimit(of frame: Rect) -> Double {
        Swift.min(frame.width, frame.height) / 2
    }

    /// `value` limited to `0...limit`, or nil when that leaves it as it is (NaN stays NaN).
    @inline(__always)
    private static func clamped(_ value: Double, to limit: Double) -> Double? {
        var after = value
        if after > limit { after = limit }
        if after < 0 { after = 0 }
        return after != value && !value.isNaN ? after : nil
    }

    /// `max(0, min(left, top, right, bottom))`: the inset of the fallback outline, where the four
    /// are the frame's (physical) insets from the container's frame.
    private static func fallbackInset(of frame: Rect, in containerFrame: Rect) -> Double {
        let smallest = Swift.min(
            frame.minX - containerFrame.minX, frame.minY - containerFrame.minY,
            containerFrame.maxX - frame.maxX, containerFrame.maxY - frame.maxY)
        return smallest > 0 ? smallest : 0
    }
}

/// The four corners' traces, held in the struct itself: resolving a node allocates nothing,
/// where an array of them was an allocation (and `Corner.allCases` another) at every node of a
/// million.
private struct CornerTraces: CornerValues {
    var topLeading: CornerTrace
    var topTrailing: CornerTrace
    var bottomLeading: CornerTrace
    var bottomTrailing: CornerTrace

    /// The trace `make` gives each corner.
    init(_ make: (Corner) -> CornerTrace) {
        (topLeading, topTrailing, bottomLeading, bottomTrailing) =
            (make(.topLeading), make(.topTrailing), make(.bottomLeading), make(.bottomTrailing))
    }

    var radii: RectangleCornerRadii {
        RectangleCornerRadii(
            topLeading: topLeading.value, bottomLeading: bottomLeading.value, bottomTrailing: bottomTrailing.value,
            topTrailing: topTrailing.value)
    }

    /// In `Corner.allCases` order.
    var array: [CornerTrace] { [topLeading, topTrailing, bottomLeading, bottomTrailing] }
}
