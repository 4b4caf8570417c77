// SwiftUI's documented defaults (issue 43): a style left out is `.continuous`, as Apple's
// reference gives it, so a pasted snippet draws what SwiftUI draws.
import Testing

@testable import ShapeLanguage

@Suite struct SwiftUIDefaultsTests {
    /// Each shape SwiftUI documents with `style: RoundedCornerStyle = .continuous`, spelled
    /// without a style: developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:),
    /// …/shape/rect(cornerradius:style:), …/unevenroundedrectangle/init(topleadingradius:…style:),
    /// …/unevenroundedrectangle/init(cornerradii:style:), …/capsule/init(style:).
    @Test(arguments: [
        "RoundedRectangle(cornerRadius: 10)",
        ".rect(cornerRadius: 10)",
        "UnevenRoundedRectangle(topLeadingRadius: 10)",
        "UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 4))",
        ".rect(topLeadingRadius: 10, bottomTrailingRadius: 4)",
        "Capsule()",
        ".capsule",
    ])
    func aStyleLeftOutIsContinuous(_ shape: String) {
        #expect(output(of: "shape a = \(shape) { size 100 x 60 }\nprint a.cornerStyle") == [".continuous"])
    }

    /// A style written is kept.
    @Test(arguments: ["RoundedRectangle(cornerRadius: 10, style: .circular)", "Capsule(style: .circular)"])
    func aStyleWrittenIsKept(_ shape: String) {
        #expect(output(of: "shape a = \(shape) { size 100 x 60 }\nprint a.cornerStyle") == [".circular"])
    }

    /// A `ConcentricRectangle` draws its corners as its container does: continuous in a card
    /// written without a style.
    @Test func aConcentricShapeFollowsTheDefault() {
        let source = """
            container card = RoundedRectangle(cornerRadius: 24) {
                size 200 x 120
                shape photo = ConcentricRectangle() { padding 8 }
            }
            print photo.cornerStyle, photo.radii.topLeading
            """
        #expect(output(of: source) == [".continuous 16"])
    }
}
