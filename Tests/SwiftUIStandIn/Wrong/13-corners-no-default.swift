// Must NOT type-check: `init(corners:isUniform:)` has no default for `corners`; `ConcentricRectangle(isUniform: true)` matches nothing.
import SwiftUI

struct Wrong: View {
    var body: some View {
        ConcentricRectangle(isUniform: true)
    }
}
