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
/// C.min + R`), which is what concentric means. With unequal insets no radius can share the
/// centre, and taking `d = max(dx, dy)` keeps the inner arc inside the outer one: the two
/// centres are `|dx − dy|` apart, so the inner circle reaches at most
/// `(R − max) + |dx − dy| = R − min(dx, dy) ≤ R` from the outer centre. Using `min` instead would
/// push the inner arc through the outer one.
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
        let radii = cornerTraces(
            of: shape, in: frame, container: container, geometry: geometry, direction: direction
        ).radii
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
            let left = corner.isLeft(in: direction)
            trace.dx = left ? frame.minX - cornerRect.minX : cornerRect.maxX - frame.maxX
            trace.dy = corner.isTop ? frame.minY - cornerRect.minY : cornerRect.maxY - frame.maxY
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

    /// Raises each corner of a uniform group to the group's largest radius.
    ///
    /// Overlapping groups (possible when `uniformGroups` is set by hand) are repeated until
    /// nothing changes, so corners linked through any chain of groups end up equal whatever the
    /// order of the groups. Each raised corner records the corner whose own radius it took.
    private static func applyUniformGroups(
        _ groups: [ConcentricRectangle.UniformGroup], to traces: inout CornerTraces
    ) {
        guard !groups.isEmpty else { return }
        func index(_ corner: Corner) -> Int { Corner.allCases.firstIndex(of: corner) ?? 0 }
        var values = traces.array.map(\.value)
        var sources = traces.array.map(\.corner)
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
        for (position, corner) in Corner.allCases.enumerated() where sources[position] != corner {
            traces[corner].value = values[position]
            traces[corner].raisedByUniform = sources[position]
            traces[corner].decidedBy = .uniform
        }
    }

    /// Limits each radius to half the frame's shorter side, and never below 0.
    ///
    /// A corner can hold at most half of each side it touches, or its arc would run past the
    /// neighbouring corner's. This runs after the uniform step, so a uniform group may end up
    /// clamped below the radius it agreed on.
    private static func applyClamp(to traces: inout CornerTraces, frame: Rect) {
        let limit = Swift.min(frame.width, frame.height) / 2
        func clamp(_ trace: inout CornerTrace) {
            let before = trace.value
            var after = before
            if after > limit { after = limit }
            if after < 0 { after = 0 }
            if after != before, !before.isNaN {
                trace.value = after
                trace.clampedFrom = before
                trace.decidedBy = .clamped
            }
        }
        clamp(&traces.topLeading)
        clamp(&traces.topTrailing)
        clamp(&traces.bottomLeading)
        clamp(&traces.bottomTrailing)
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
