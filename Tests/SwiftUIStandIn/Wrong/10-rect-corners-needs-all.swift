// Must NOT type-check: Shape.rect(topLeadingCorner:topTrailingCorner:bottomLeadingCorner:bottomTrailingCorner:) has no default arguments.
import SwiftUI

struct Wrong: View {
    var body: some View {
        Rectangle().clipShape(.rect(topLeadingCorner: 0, topTrailingCorner: 8))
    }
}
