// Must NOT type-check: the label is `corners:`, not `corner:`.
import SwiftUI

struct Wrong: View {
    var body: some View {
        ConcentricRectangle(corner: .concentric)
    }
}
