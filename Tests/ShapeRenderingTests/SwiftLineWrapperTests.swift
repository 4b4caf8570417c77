// The SwiftUI output's long lines, wrapped as Xcode users wrap them (issue 43): a call too long
// for 100 columns opens its parentheses, one argument a line.
import Testing

@testable import ShapeRendering

@Suite struct SwiftLineWrapperTests {
    @Test func aLongCallTakesOneArgumentALine() {
        let line =
            "            .containerShape(UnevenRoundedRectangle(topLeadingRadius: 24, bottomLeadingRadius: 47, bottomTrailingRadius: 47, topTrailingRadius: 24, style: .continuous))\n"
        #expect(
            SwiftLineWrapper.wrap(line) == """
                            .containerShape(
                                UnevenRoundedRectangle(
                                    topLeadingRadius: 24,
                                    bottomLeadingRadius: 47,
                                    bottomTrailingRadius: 47,
                                    topTrailingRadius: 24,
                                    style: .continuous
                                )
                            )

                """)
    }

    /// What follows a call's parenthesis stays with it; a call inside an argument wraps in turn.
    @Test func aNestedCallWrapsInTurn() {
        let line =
            "                        UnevenRoundedRectangle(cornerRadii: geometry.concentricCornerRadii(in: CGRect(x: 0, y: 0, width: 276, height: 208)) ?? RectangleCornerRadii(), style: .continuous)\n"
        #expect(
            SwiftLineWrapper.wrap(line) == """
                                        UnevenRoundedRectangle(
                                            cornerRadii: geometry.concentricCornerRadii(
                                                in: CGRect(x: 0, y: 0, width: 276, height: 208)
                                            ) ?? RectangleCornerRadii(),
                                            style: .continuous
                                        )

                """)
    }

    /// Lines that fit, comments, a comment after code that fits, and a string's commas and
    /// parentheses are left alone.
    @Test(arguments: [
        "    .frame(width: 80, height: 60)\n",
        "    // " + String(repeating: "a, (b) ", count: 20) + "\n",
        "    .font(.system(size: 14))  // no text style has this size: Dynamic Type leaves it, and so on and on\n",
    ])
    func whatFitsIsKept(_ line: String) {
        #expect(SwiftLineWrapper.wrap(line) == line)
    }

    @Test func aStringIsNeverSplit() {
        let text = String(repeating: "a, (b) ", count: 16)
        let line = "        Text(verbatim: \"" + text + "\")\n"
        #expect(SwiftLineWrapper.wrap(line) == "        Text(\n            verbatim: \"" + text + "\"\n        )\n")
    }
}
