// Must NOT type-check: `concentricCornerRadii(in:)` answers an optional (nil without a container shape).
import SwiftUI

struct Wrong: View {
    var body: some View {
        GeometryReader { geometry in
            UnevenRoundedRectangle(
                cornerRadii: geometry.concentricCornerRadii(in: CGRect(x: 0, y: 0, width: 10, height: 10)),
                style: .continuous)
        }
    }
}
