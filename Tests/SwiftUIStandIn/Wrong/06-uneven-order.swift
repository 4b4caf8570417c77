// Must NOT type-check: UnevenRoundedRectangle's radii come in the order topLeading, bottomLeading, bottomTrailing, topTrailing.
import SwiftUI

struct Wrong: View {
    var body: some View {
        UnevenRoundedRectangle(topLeadingRadius: 4, topTrailingRadius: 4, bottomLeadingRadius: 0)
    }
}
