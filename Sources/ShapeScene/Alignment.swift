// The nine alignment positions of a ZStack, as `align` takes them.

/// Where a child sits inside the area its parent offers it.
public enum Alignment: String, CaseIterable, Hashable, Sendable {
    case topLeading, top, topTrailing
    case leading, center, trailing
    case bottomLeading, bottom, bottomTrailing

    /// 0 for leading, 0.5 for centre, 1 for trailing (in the layout direction).
    public var horizontalFraction: Double {
        switch self {
        case .topLeading, .leading, .bottomLeading: 0
        case .top, .center, .bottom: 0.5
        case .topTrailing, .trailing, .bottomTrailing: 1
        }
    }

    /// 0 for top, 0.5 for centre, 1 for bottom.
    public var verticalFraction: Double {
        switch self {
        case .topLeading, .top, .topTrailing: 0
        case .leading, .center, .trailing: 0.5
        case .bottomLeading, .bottom, .bottomTrailing: 1
        }
    }
}
