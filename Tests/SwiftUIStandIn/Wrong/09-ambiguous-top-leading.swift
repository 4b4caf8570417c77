// Must NOT type-check: `topLeadingCorner:` alone matches three ConcentricRectangle initializers
// (the per-corner one and the `uniformBottomCorners:`/`uniformTrailingCorners:` ones, whose
// leading arguments default), and two of them tie, so the call is ambiguous. The declarations
// are Apple's, so the same call should be ambiguous with the real SDK (not verified on a Mac):
// generated code must spell out all four corners.
import SwiftUI

struct Wrong: View {
    var body: some View {
        ConcentricRectangle(topLeadingCorner: 0)
    }
}
