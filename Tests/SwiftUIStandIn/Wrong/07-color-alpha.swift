// Must NOT type-check: Color takes `opacity:`, not `alpha:`.
import SwiftUI

struct Wrong: View {
    var body: some View {
        Color(red: 1, green: 0, blue: 0, alpha: 1)
    }
}
