// Must NOT type-check: ForEach's constant-range initializer takes a `Range<Int>`; `0...3` is a `ClosedRange`.
import SwiftUI

struct Wrong: View {
    var body: some View {
        ForEach(0...3) { _ in Rectangle() }
    }
}
