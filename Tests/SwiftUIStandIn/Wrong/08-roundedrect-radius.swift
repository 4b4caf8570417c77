// Must NOT type-check: RoundedRectangle takes `cornerRadius:`, not `radius:`.
import SwiftUI

struct Wrong: View {
    var body: some View {
        RoundedRectangle(radius: 12)
    }
}
