// Must NOT type-check: `frame(widht:)` does not exist.
import SwiftUI

struct Wrong: View {
    var body: some View {
        Rectangle().frame(widht: 3)
    }
}
