// Must NOT type-check: `isUniform` is a Bool.
import SwiftUI

struct Wrong: View {
    var body: some View {
        ConcentricRectangle(corners: .concentric, isUniform: 1)
    }
}
