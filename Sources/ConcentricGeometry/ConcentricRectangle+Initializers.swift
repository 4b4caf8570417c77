// SwiftUI's nine `ConcentricRectangle` initializers as one table: their labels, what each label
// sets, and which initializer a set of labels calls. The language's binder, its hover and
// completion, and the SwiftUI writer read this table instead of spelling the nine again.

extension ConcentricRectangle {
    /// A label of SwiftUI's initializers, and the corners it gives a style.
    public enum Label: String, CaseIterable, Hashable, Sendable {
        case corners, isUniform
        case topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner
        case uniformTopCorners, uniformBottomCorners, uniformLeadingCorners, uniformTrailingCorners

        /// The corners whose style the label sets; none for `isUniform`, which takes a flag.
        public var corners: [Corner] {
            switch self {
            case .corners: Corner.allCases
            case .isUniform: []
            case .topLeadingCorner: [.topLeading]
            case .topTrailingCorner: [.topTrailing]
            case .bottomLeadingCorner: [.bottomLeading]
            case .bottomTrailingCorner: [.bottomTrailing]
            case .uniformTopCorners, .uniformBottomCorners, .uniformLeadingCorners, .uniformTrailingCorners:
                group?.corners ?? []
            }
        }

        /// The uniform group a `uniform…Corners:` label forms; nil for the others.
        public var group: UniformGroup? {
            switch self {
            case .uniformTopCorners: .top
            case .uniformBottomCorners: .bottom
            case .uniformLeadingCorners: .leading
            case .uniformTrailingCorners: .trailing
            default: nil
            }
        }
    }

    /// One of SwiftUI's initializers: its labels in order, each defaulting to `.concentric`
    /// (`isUniform` to `false`).
    public struct Initializer: Hashable, Sendable {
        public let labels: [Label]
        /// What the initializer makes, in a line.
        public let summary: String

        /// The uniform groups a call forms when it gives every label (`isUniform` true).
        public var groups: Set<UniformGroup> {
            labels.contains(.isUniform) ? [.all] : Set(labels.compactMap { $0.group })
        }

        /// How it is written: `ConcentricRectangle(corners:isUniform:)`, `ConcentricRectangle()`.
        public func spelled(_ typeName: String = "ConcentricRectangle") -> String {
            typeName + "(" + labels.map { $0.rawValue + ":" }.joinedText() + ")"
        }

        /// With each argument's default: `ConcentricRectangle(corners: .concentric, isUniform: false)`.
        public func declaration(_ typeName: String = "ConcentricRectangle") -> String {
            let arguments = labels.map {
                $0 == .isUniform ? "isUniform: Bool = false" : $0.rawValue + ": Edge.Corner.Style = .concentric"
            }
            return typeName + "(" + arguments.joinedText(separator: ", ") + ")"
        }

        /// The nine, in the order SwiftUI declares them.
        public static let all: [Initializer] = [
            Initializer(labels: [], summary: "every corner concentric, not uniform"),
            Initializer(
                labels: [.corners, .isUniform],
                summary: "every corner one style; with isUniform, all four share the largest radius"),
            Initializer(
                labels: [.topLeadingCorner, .topTrailingCorner, .bottomLeadingCorner, .bottomTrailingCorner],
                summary: "each corner its own style"),
            Initializer(
                labels: [.uniformTopCorners, .uniformBottomCorners],
                summary: "the top pair shares one radius, and so does the bottom pair"),
            Initializer(
                labels: [.uniformTopCorners, .bottomLeadingCorner, .bottomTrailingCorner],
                summary: "the top pair shares one radius; the bottom corners are independent"),
            Initializer(
                labels: [.uniformBottomCorners, .topLeadingCorner, .topTrailingCorner],
                summary: "the bottom pair shares one radius; the top corners are independent"),
            Initializer(
                labels: [.uniformLeadingCorners, .uniformTrailingCorners],
                summary: "the leading pair shares one radius, and so does the trailing pair"),
            Initializer(
                labels: [.uniformLeadingCorners, .topTrailingCorner, .bottomTrailingCorner],
                summary: "the leading pair shares one radius; the trailing corners are independent"),
            Initializer(
                labels: [.uniformTrailingCorners, .topLeadingCorner, .bottomLeadingCorner],
                summary: "the trailing pair shares one radius; the leading corners are independent"),
        ]

        /// Each of the nine by name, as the table declares them.
        public static let plain = all[0]
        public static let corners = all[1]
        public static let eachCorner = all[2]
        public static let uniformTopAndBottom = all[3]
        public static let uniformTop = all[4]
        public static let uniformBottom = all[5]
        public static let uniformLeadingAndTrailing = all[6]
        public static let uniformLeading = all[7]
        public static let uniformTrailing = all[8]

        /// The initializer a call with `labels` calls: the first, in SwiftUI's order, that takes
        /// every one of them (the others default). Nil when a label is none of SwiftUI's or no
        /// initializer takes them all together.
        public static func matching<Labels: Sequence>(_ labels: Labels) -> Initializer? where Labels.Element == String {
            var given: Set<Label> = []
            for text in labels {
                guard let label = Label(rawValue: text) else { return nil }
                given.insert(label)
            }
            return all.first { given.isSubset(of: $0.labels) }
        }
    }

    /// The shape a call to one of the initializers makes: each label's style on its corners
    /// (`corners:` first, then single corners, then the uniform pairs, which also form their
    /// groups), every other corner `.concentric`; `isUniform` makes all four one group.
    public init(_ arguments: [Label: CornerStyle], isUniform: Bool = false) {
        self.init()
        for label in Label.allCases {
            guard let style = arguments[label] else { continue }
            for corner in label.corners { self[corner] = style }
            if let group = label.group { uniformGroups.append(group) }
        }
        if isUniform { uniformGroups = [.all] }
    }
}
