// Screen presets: what `device("…")` and `canvas device(…)` take. The table is DevicePresets.swift.
import ConcentricGeometry

/// A screen preset: canvas size, display corner radius and safe area, and where they come from.
public struct Device: Hashable, Sendable {
    public enum Family: String, Hashable, Sendable, CaseIterable {
        case iPhone
        case iPad
        case appleWatch = "Apple Watch"
    }

    public var name: String
    /// Other names it answers to (`iPhone SE 3`, `iPad mini 6`).
    public var aliases: [String]
    public var family: Family
    /// Portrait, in points.
    public var size: Size
    /// The display's corner radius in points (0 for square corners).
    public var cornerRadius: Double
    /// Portrait safe-area insets.
    public var safeArea: EdgeInsets
    /// True when the corner radius is an estimate rather than a published measurement.
    public var isApproximate: Bool
    /// Where the corner radius comes from.
    public var source: String
    /// Where the safe area comes from.
    public var safeAreaSource: String

    public init(
        name: String, aliases: [String] = [], family: Family = .iPhone, size: Size, cornerRadius: Double,
        safeArea: EdgeInsets, isApproximate: Bool, source: String = "", safeAreaSource: String = ""
    ) {
        self.name = name
        self.aliases = aliases
        self.family = family
        self.size = size
        self.cornerRadius = cornerRadius
        self.safeArea = safeArea
        self.isApproximate = isApproximate
        self.source = source
        self.safeAreaSource = safeAreaSource
    }
}

extension Device {
    /// The preset with this name or alias, ignoring case and spaces.
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        return presets.first { normalized($0.name) == key || $0.aliases.contains { normalized($0) == key } }
    }

    /// Every name and alias, for "did you mean" and completion.
    public static let allNames: [String] = presets.flatMap { [$0.name] + $0.aliases }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { !$0.isWhitespace })
    }
}
