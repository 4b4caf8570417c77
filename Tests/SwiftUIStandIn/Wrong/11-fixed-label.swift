// Must NOT type-check: `fixed(_:)` takes an unlabelled radius.
import SwiftUI

struct Wrong: View {
    var body: some View {
        ConcentricRectangle(corners: .fixed(radius: 8))
    }
}
