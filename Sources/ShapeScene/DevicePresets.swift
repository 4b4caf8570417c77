// Screen presets for `device("…")`: portrait canvas size (points), display corner radius and
// portrait safe area, with where each number comes from (`shape devices` lists them all).
//
// Apple does not publish display corner radii. The radii here are UIScreen's private
// `_displayCornerRadius` as read and published by developers:
//   ScreenCorners  github.com/kylebshr/ScreenCorners (Kyle Bashour; up to the iPhone 16e)
//   BezelKit       github.com/markbattistella/BezelKit, read in the iOS Simulator (the iPhone 17
//                  family, the Air, the M4/M5 iPads)
//   Bolotov        Artem Bolotov's Xcode 26 simulator readings (2025-09-11)
// Where two readings exist they agree. Sizes are Apple's tech specs in pixels over the scale;
// safe areas are noted per preset. A radius without a published reading is marked approximate
// (every Apple Watch, and the iPhone Air, whose simulator value may be smaller than its display's).
import ConcentricGeometry

extension Device {
    // Short source strings, shared by many rows.
    private static let sc = "UIScreen._displayCornerRadius (kylebshr/ScreenCorners README)"
    private static let scbk =
        "UIScreen._displayCornerRadius (kylebshr/ScreenCorners; BezelKit simulator reading agrees)"
    private static let bk = "UIScreen._displayCornerRadius in the iOS Simulator (markbattistella/BezelKit)"
    private static let bkab =
        "UIScreen._displayCornerRadius in the Xcode 26 simulator (BezelKit; Artem Bolotov's post agrees)"

    private static let safeX = "iOS 13.2 device readings (karolszafranski/SafeAreaInsetsWithStoryboard)"
    private static let safeXR =
        "48 on iOS 14+ (value kept from shape's Device.swift, not re-confirmed); 44 on iOS 13.2 (karolszafranski)"
    private static let safeNotch =
        "useyourloaf.com iPhone 12/13/14 screen-size posts (as quoted in public device tables)"
    private static let safeMini = "useyourloaf.com iPhone 12/13 screen-size posts (as quoted in public device tables)"
    private static let safeIsland =
        "useyourloaf.com iPhone 14/15/16 screen-size posts (as quoted in public device tables)"
    private static let safe62 = "useyourloaf.com iPhone 16/17 screen-size posts (as quoted in public device tables)"
    private static let safePad =
        "iOS 13.2 iPad Pro readings 24/20 (karolszafranski); same for later Face ID iPads in public device tables"
    private static let safePadNew =
        "24/20 as in public iPad device tables (useyourloaf iPad 2024 sizes, second-hand); iPadOS 26 windowing may differ"
    private static let safeWatch =
        "not modelled: full-screen watch canvas (watchOS status bar is 28/34/31/35 pt on 40/41/44/45 mm)"

    private static func phone(
        _ name: String, aliases: [String] = [], _ width: Double, _ height: Double,
        radius: Double, top: Double, bottom: Double = 34, estimate: Bool = false,
        source: String, safeArea: String
    ) -> Device {
        Device(
            name: name, aliases: aliases, family: .iPhone, size: Size(width: width, height: height),
            cornerRadius: radius, safeArea: EdgeInsets(top: top, bottom: bottom), isApproximate: estimate,
            source: source, safeAreaSource: safeArea)
    }

    private static func pad(
        _ name: String, aliases: [String] = [], _ width: Double, _ height: Double,
        radius: Double, estimate: Bool = false, source: String, safeArea: String
    ) -> Device {
        Device(
            name: name, aliases: aliases, family: .iPad, size: Size(width: width, height: height),
            cornerRadius: radius, safeArea: EdgeInsets(top: 24, bottom: 20), isApproximate: estimate,
            source: source, safeAreaSource: safeArea)
    }

    private static func watch(
        _ name: String, aliases: [String] = [], _ width: Double, _ height: Double,
        radius: Double, source: String
    ) -> Device {
        Device(
            name: name, aliases: aliases, family: .appleWatch, size: Size(width: width, height: height),
            cornerRadius: radius, safeArea: .zero, isApproximate: true, source: source, safeAreaSource: safeWatch)
    }

    /// The presets, in the order `shape devices` lists them.
    public static let presets: [Device] = [
        // MARK: iPhone, square corners
        phone(
            "iPhone SE",
            aliases: ["iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone SE 2", "iPhone SE 3"],
            375, 667, radius: 0, top: 20, bottom: 0,
            source: "no rounded display corners (BezelKit reads 0; DeviceKit lists no rounded corners)",
            safeArea: "status bar 20, no home indicator"),

        // MARK: iPhone X generation (notch)
        phone("iPhone X", 375, 812, radius: 39, top: 44, source: scbk, safeArea: safeX),
        phone("iPhone XS", 375, 812, radius: 39, top: 44, source: scbk, safeArea: safeX),
        phone("iPhone XS Max", 414, 896, radius: 39, top: 44, source: scbk, safeArea: safeX),
        phone("iPhone XR", 414, 896, radius: 41.5, top: 48, source: scbk, safeArea: safeXR),
        phone("iPhone 11", 414, 896, radius: 41.5, top: 48, source: scbk, safeArea: safeXR),
        phone("iPhone 11 Pro", 375, 812, radius: 39, top: 44, source: scbk, safeArea: safeX),
        phone("iPhone 11 Pro Max", 414, 896, radius: 39, top: 44, source: scbk, safeArea: safeX),

        // MARK: iPhone 12 – 14, 16e, 17e (notch)
        phone("iPhone 12 mini", 375, 812, radius: 44, top: 50, source: scbk, safeArea: safeMini),
        phone("iPhone 12", 390, 844, radius: 47.33, top: 47, source: scbk, safeArea: safeNotch),
        phone("iPhone 12 Pro", 390, 844, radius: 47.33, top: 47, source: scbk, safeArea: safeNotch),
        phone("iPhone 12 Pro Max", 428, 926, radius: 53.33, top: 47, source: scbk, safeArea: safeNotch),
        phone("iPhone 13 mini", 375, 812, radius: 44, top: 50, source: scbk, safeArea: safeMini),
        phone(
            "iPhone 13", 390, 844, radius: 47.33, top: 47,
            source:
                "UIScreen._displayCornerRadius in the iOS Simulator (BezelKit); ScreenCorners lists only the 13 Pro at this value",
            safeArea: safeNotch),
        phone("iPhone 13 Pro", 390, 844, radius: 47.33, top: 47, source: scbk, safeArea: safeNotch),
        phone("iPhone 13 Pro Max", 428, 926, radius: 53.33, top: 47, source: scbk, safeArea: safeNotch),
        phone("iPhone 14", 390, 844, radius: 47.33, top: 47, source: scbk, safeArea: safeNotch),
        phone("iPhone 14 Plus", 428, 926, radius: 53.33, top: 47, source: scbk, safeArea: safeNotch),
        phone("iPhone 16e", 390, 844, radius: 47.33, top: 47, source: scbk, safeArea: safeNotch),
        phone(
            "iPhone 17e", 390, 844, radius: 47.33, top: 47, source: bk,
            safeArea: "47/34 as for the 16e (same display and notch per Apple's drawings, second-hand); not confirmed"),

        // MARK: Dynamic Island, 55 pt corners
        phone("iPhone 14 Pro", 393, 852, radius: 55, top: 59, source: scbk, safeArea: safeIsland),
        phone("iPhone 14 Pro Max", 430, 932, radius: 55, top: 59, source: scbk, safeArea: safeIsland),
        phone("iPhone 15", 393, 852, radius: 55, top: 59, source: scbk, safeArea: safeIsland),
        phone("iPhone 15 Plus", 430, 932, radius: 55, top: 59, source: scbk, safeArea: safeIsland),
        phone("iPhone 15 Pro", 393, 852, radius: 55, top: 59, source: scbk, safeArea: safeIsland),
        phone("iPhone 15 Pro Max", 430, 932, radius: 55, top: 59, source: scbk, safeArea: safeIsland),
        phone("iPhone 16", 393, 852, radius: 55, top: 59, source: scbk, safeArea: safeIsland),
        phone("iPhone 16 Plus", 430, 932, radius: 55, top: 59, source: scbk, safeArea: safeIsland),

        // MARK: Dynamic Island, 62 pt corners
        phone("iPhone 16 Pro", 402, 874, radius: 62, top: 62, source: scbk, safeArea: safe62),
        phone("iPhone 16 Pro Max", 440, 956, radius: 62, top: 62, source: scbk, safeArea: safe62),
        phone("iPhone 17", 402, 874, radius: 62, top: 62, source: bkab, safeArea: safe62),
        phone("iPhone 17 Pro", 402, 874, radius: 62, top: 62, source: bkab, safeArea: safe62),
        phone("iPhone 17 Pro Max", 440, 956, radius: 62, top: 62, source: bkab, safeArea: safe62),
        phone(
            "iPhone Air", aliases: ["iPhone 17 Air"], 420, 912, radius: 62, top: 68, estimate: true,
            source:
                "62 = UIScreen._displayCornerRadius in the Xcode 26 simulator (BezelKit, Bolotov); conflict: Bolotov reports the Air simulator and previews clip corners drawn at that radius, so the physical radius may be larger; no device reading found",
            safeArea: "useyourloaf.com iPhone 17 screen sizes: top 68 (as quoted in public device tables)"),

        // MARK: iPad (Face ID / rounded-display models), portrait
        pad(
            "iPad Pro 11-inch",
            aliases: [
                "iPad Pro 11-inch (1st generation)", "iPad Pro 11-inch (2nd generation)",
                "iPad Pro 11-inch (3rd generation)", "iPad Pro 11-inch (4th generation)",
            ],
            834, 1194, radius: 18, source: scbk, safeArea: safePad),
        pad(
            "iPad Pro 12.9-inch",
            aliases: [
                "iPad Pro 12.9-inch (3rd generation)", "iPad Pro 12.9-inch (4th generation)",
                "iPad Pro 12.9-inch (5th generation)", "iPad Pro 12.9-inch (6th generation)",
            ],
            1024, 1366, radius: 18, source: scbk, safeArea: safePad),
        pad(
            "iPad Pro 11-inch (M4)", aliases: ["iPad Pro 11-inch (M5)"],
            834, 1210, radius: 30, source: bk, safeArea: safePadNew),
        pad(
            "iPad Pro 13-inch (M4)", aliases: ["iPad Pro 13-inch (M5)", "iPad Pro 13-inch"],
            1032, 1376, radius: 30, source: bk, safeArea: safePadNew),
        pad(
            "iPad Air 11-inch",
            aliases: [
                "iPad Air (4th generation)", "iPad Air (5th generation)", "iPad Air 11-inch (M2)",
                "iPad Air 11-inch (M3)", "iPad Air 11-inch (M4)",
            ],
            820, 1180, radius: 18,
            source:
                "UIScreen._displayCornerRadius (ScreenCorners: iPad Air 18; BezelKit simulator: Air 4, 5, 11-inch M2–M4 all 18)",
            safeArea: safePadNew),
        pad(
            "iPad Air 13-inch", aliases: ["iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)", "iPad Air 13-inch (M4)"],
            1024, 1366, radius: 18, source: bk, safeArea: safePadNew),
        pad(
            "iPad mini", aliases: ["iPad mini (6th generation)", "iPad mini 6", "iPad mini (A17 Pro)", "iPad mini 7"],
            744, 1133, radius: 21.5,
            source:
                "UIScreen._displayCornerRadius in the iOS Simulator (BezelKit: iPad14,1/2 and iPad16,1/2 = 21.5; its stray iPad13,12 row says 18)",
            safeArea: safePadNew),
        pad(
            "iPad (10th generation)", aliases: ["iPad 10", "iPad (A16)"],
            820, 1180, radius: 25, source: bk, safeArea: safePadNew),

        // MARK: Apple Watch (all radii are estimates; safe area not modelled)
        watch(
            "Apple Watch 40mm",
            aliases: [
                "Apple Watch Series 4 40mm", "Apple Watch Series 5 40mm", "Apple Watch Series 6 40mm",
                "Apple Watch SE 40mm",
            ],
            162, 197, radius: 39, source: "estimate: Series 10 46mm's ~50 scaled by width (162/208)"),
        watch(
            "Apple Watch 44mm",
            aliases: [
                "Apple Watch Series 4 44mm", "Apple Watch Series 5 44mm", "Apple Watch Series 6 44mm",
                "Apple Watch SE 44mm",
            ],
            184, 224, radius: 44, source: "estimate: Series 10 46mm's ~50 scaled by width (184/208)"),
        watch(
            "Apple Watch 41mm",
            aliases: ["Apple Watch Series 7 41mm", "Apple Watch Series 8 41mm", "Apple Watch Series 9 41mm"],
            176, 215, radius: 42, source: "estimate: Series 10 46mm's ~50 scaled by width (176/208)"),
        watch(
            "Apple Watch 45mm",
            aliases: ["Apple Watch Series 7 45mm", "Apple Watch Series 8 45mm", "Apple Watch Series 9 45mm"],
            198, 242, radius: 47.5, source: "estimate: Series 10 46mm's ~50 scaled by width (198/208)"),
        watch(
            "Apple Watch Series 10 42mm", 187, 223, radius: 45,
            source: "estimate: Series 10 46mm's ~50 scaled by width (187/208)"),
        watch(
            "Apple Watch Series 10 46mm", aliases: ["Apple Watch 46mm"], 208, 248, radius: 50,
            source:
                "estimate: 50 per safearea.info simulator profile for the same 208x248 display (second-hand); ~51 from Apple's dimensional drawing (second-hand)"
        ),
        watch(
            "Apple Watch Ultra", aliases: ["Apple Watch Ultra 2", "Apple Watch Ultra 49mm"], 205, 251, radius: 54,
            source:
                "estimate: 54 per safearea.info simulator profile (second-hand); another public table says 38 but its watch values look copied from status-bar heights"
        ),
        watch(
            "Apple Watch Ultra 3", 211, 257, radius: 57,
            source: "estimate: 57 per safearea.info simulator profile (second-hand, medium confidence)"),
    ]
}
