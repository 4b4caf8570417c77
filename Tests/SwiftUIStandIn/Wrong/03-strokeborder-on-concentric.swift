// Must NOT type-check: ConcentricRectangle is a Shape, not an InsettableShape, so it has no strokeBorder.
import SwiftUI

struct Wrong: View {
    var body: some View {
        ConcentricRectangle(corners: .concentric).strokeBorder(.red, lineWidth: 2)
    }
}
