// Screen presets for `device("…")`: canvas size, display corner radius and safe area.
//
// Apple publishes screen sizes and safe areas (Human Interface Guidelines, "Layout"), but not
// display corner radii. The radii below are the values of UIScreen's `_displayCornerRadius`
// as read on devices and published by the community (Kyle Bashour's ScreenCorners project
// lists them); those for which no such reading is published are marked approximate.
import ConcentricGeometry

/// A screen preset: canvas size, display corner radius and safe area.
public struct Device: Hashable, Sendable {
    public var name: String
    public var size: Size
    public var cornerRadius: Double
    public var safeArea: EdgeInsets
    /// True when the corner radius is a community estimate rather than a published measurement.
    public var isApproximate: Bool

    public init(name: String, size: Size, cornerRadius: Double, safeArea: EdgeInsets, isApproximate: Bool) {
        self.name = name
        self.size = size
        self.cornerRadius = cornerRadius
        self.safeArea = safeArea
        self.isApproximate = isApproximate
    }
}

extension Device {
    /// The presets, in the order `shape devices` lists them.
    public static let presets: [Device] = [
        phone("iPhone X", 375, 812, radius: 39, top: 44),
        phone("iPhone XS", 375, 812, radius: 39, top: 44),
        phone("iPhone XS Max", 414, 896, radius: 39, top: 44),
        phone("iPhone XR", 414, 896, radius: 41.5, top: 48),
        phone("iPhone 11", 414, 896, radius: 41.5, top: 48),
        phone("iPhone 11 Pro", 375, 812, radius: 39, top: 44),
        phone("iPhone 11 Pro Max", 414, 896, radius: 39, top: 44),
        phone("iPhone 12 mini", 375, 812, radius: 44, top: 50),
        phone("iPhone 12", 390, 844, radius: 47.33, top: 47),
        phone("iPhone 12 Pro", 390, 844, radius: 47.33, top: 47),
        phone("iPhone 12 Pro Max", 428, 926, radius: 53.33, top: 47),
        phone("iPhone 13 mini", 375, 812, radius: 44, top: 50),
        phone("iPhone 13", 390, 844, radius: 47.33, top: 47),
        phone("iPhone 13 Pro", 390, 844, radius: 47.33, top: 47),
        phone("iPhone 13 Pro Max", 428, 926, radius: 53.33, top: 47),
        phone("iPhone 14", 390, 844, radius: 47.33, top: 47),
        phone("iPhone 14 Plus", 428, 926, radius: 53.33, top: 47),
        phone("iPhone 14 Pro", 393, 852, radius: 55, top: 59),
        phone("iPhone 14 Pro Max", 430, 932, radius: 55, top: 59),
        phone("iPhone 15", 393, 852, radius: 55, top: 59),
        phone("iPhone 15 Pro", 393, 852, radius: 55, top: 59),
        phone("iPhone 15 Pro Max", 430, 932, radius: 55, top: 59),
        phone("iPhone 16 Pro", 402, 874, radius: 62, top: 62, approximate: true),
        phone("iPhone 16 Pro Max", 440, 956, radius: 62, top: 62, approximate: true),
    ]

    /// The preset with this name, ignoring case and spaces.
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        return presets.first { normalized($0.name) == key }
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { !$0.isWhitespace })
    }

    /// A portrait phone: the home indicator takes 34 points at the bottom on every model here.
    private static func phone(
        _ name: String, _ width: Double, _ height: Double, radius: Double, top: Double,
        approximate: Bool = false
    ) -> Device {
        Device(
            name: name, size: Size(width: width, height: height), cornerRadius: radius,
            safeArea: EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0),
            isApproximate: approximate)
    }
}
