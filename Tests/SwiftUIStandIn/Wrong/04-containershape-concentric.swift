// Must NOT type-check: containerShape(_:) needs a RoundedRectangularShape (or an InsettableShape).
import SwiftUI

struct Wrong: View {
    var body: some View {
        Color.red.containerShape(ConcentricRectangle())
    }
}
