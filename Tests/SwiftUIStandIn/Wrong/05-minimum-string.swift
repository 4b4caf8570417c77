// Must NOT type-check: the minimum is a corner style (or a number literal), not a String.
import SwiftUI

struct Wrong: View {
    var body: some View {
        ConcentricRectangle(corners: .concentric(minimum: "12"))
    }
}
