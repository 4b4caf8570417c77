// What `shape render card.shape --format swiftui` might emit: a device-sized container with a
// card and a photo concentric with it. Type-checks against Apple's SwiftUI (iOS 26 SDK) and
// against the stand-in module in this folder.
import SwiftUI

struct CardScene: View {
    var showsBadge = true
    var usesAccent = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            // The display: 402 x 874, corner radius 62.
            Color(.sRGB, red: 0.11, green: 0.11, blue: 0.12, opacity: 1)

            ZStack(alignment: .top) {
                RoundedRectangle(cornerRadius: 24, style: .continuous)
                    .fill(Color(red: 0.17, green: 0.17, blue: 0.18))

                ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true)
                    .fill(Color(red: 0.2, green: 0.3, blue: 0.4))
                    .frame(width: 336, height: 200)
                    .offset(x: 0, y: 12)

                ConcentricRectangle(
                    topLeadingCorner: 0,
                    topTrailingCorner: 28,
                    bottomLeadingCorner: .concentric,
                    bottomTrailingCorner: .concentric(minimum: 12)
                )
                .fill(.indigo)
                .frame(width: 120, height: 40)
                .offset(x: -96, y: 220)

                if showsBadge {
                    Capsule(style: .continuous)
                        .strokeBorder(Color.white, lineWidth: 2)
                        .frame(width: 64, height: 24)
                        .position(x: 300, y: 240)
                }

                if usesAccent {
                    Circle().fill(.blue).frame(width: 12, height: 12)
                } else {
                    Ellipse().stroke(.white, lineWidth: 1).frame(width: 12, height: 8)
                }

                Text("Card")
                    .font(.system(size: 17))
                    .foregroundStyle(.white)
                    .offset(x: 16, y: 230)
            }
            .frame(width: 360, height: 260)
            .containerShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
            .offset(x: 21, y: 62)

            VStack(alignment: .leading, spacing: 8) {
                UnevenRoundedRectangle(
                    topLeadingRadius: 20, bottomLeadingRadius: 0, bottomTrailingRadius: 0,
                    topTrailingRadius: 20, style: .continuous
                )
                .fill(Color.orange.opacity(0.8))
                .frame(height: 40)

                UnevenRoundedRectangle(
                    cornerRadii: RectangleCornerRadii(
                        topLeading: 4, bottomLeading: 12, bottomTrailing: 12, topTrailing: 4),
                    style: .circular
                )
                .fill(.teal)
                .frame(maxWidth: .infinity, minHeight: 30, alignment: .leading)

                HStack(alignment: .center, spacing: 4) {
                    Rectangle().fill(.red)
                    ContainerRelativeShape().fill(.green)
                    ConcentricRectangle().fill(.yellow)
                }
                .frame(height: 20)
                .containerShape(.rect(cornerRadius: 10))
            }
            .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
            .padding(.horizontal, 12)
            .padding(6)
            .background(alignment: .center) {
                ConcentricRectangle(uniformTopCorners: .fixed(16), uniformBottomCorners: .concentric)
                    .fill(Color(red: 1, green: 1, blue: 1, opacity: 0.1))
            }
            .overlay(alignment: .bottomTrailing) {
                Text(verbatim: "42")
                    .font(.system(size: 11, weight: .semibold))
                    .opacity(0.6)
            }
            .clipShape(RoundedRectangle(cornerSize: CGSize(width: 18, height: 18), style: .continuous))
            .containerShape(.rect(cornerRadius: 18))
            .offset(x: 21, y: 560)

            Group {
                ConcentricRectangle(
                    uniformTopCorners: .concentric, bottomLeadingCorner: 0, bottomTrailingCorner: 8)
                ConcentricRectangle(
                    uniformBottomCorners: .concentric(minimum: nil), topLeadingCorner: 4,
                    topTrailingCorner: 4.5)
                ConcentricRectangle(
                    uniformLeadingCorners: .concentric, uniformTrailingCorners: .fixed(0))
                ConcentricRectangle(
                    uniformLeadingCorners: 6, topTrailingCorner: .concentric, bottomTrailingCorner: 6)
                ConcentricRectangle(
                    uniformTrailingCorners: 6, topLeadingCorner: .concentric, bottomLeadingCorner: 6)
                AnyView(Rectangle().fill(.clear))
            }
            .frame(width: 40, height: 40)
            .opacity(0)
        }
        .frame(width: 402, height: 874, alignment: .topLeading)
        .background(Color.black)
        .clipShape(.rect(corners: .concentric, isUniform: false))
        .containerShape(RoundedRectangle(cornerRadius: 62, style: .continuous))
        .environment(\.layoutDirection, .leftToRight)
        .ignoresSafeArea()
    }
}

/// A view with a parameter, a loop and a query, the way generated code writes them.
@available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
struct ParametricSample: View {
    var gap: CGFloat = 12

    var body: some View {
        ZStack {
            Color(red: 0, green: 0, blue: 0)
                .ignoresSafeArea()
            HStack(alignment: .bottom, spacing: gap) {
                ForEach(0..<3) { _ in
                    ConcentricRectangle(corners: .concentric(minimum: .fixed(gap / 2)), isUniform: true)
                        .fill(Color(red: 0.2, green: 0.3, blue: 0.4))
                        .frame(height: 200 - gap)
                }
            }
            .padding(gap)
            GeometryReader { geometry in
                UnevenRoundedRectangle(
                    cornerRadii: geometry.concentricCornerRadii(in: CGRect(x: 8, y: 8, width: 120, height: 80))
                        ?? RectangleCornerRadii(),
                    style: .continuous
                )
                .fill(Color(red: 0, green: 128 / 255, blue: 128 / 255))
                .frame(width: 120, height: 80)
                .padding(EdgeInsets(top: 8, leading: 8, bottom: 0, trailing: 0))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
    }
}

/// Shapes used as values, the way a token export might.
enum RadiusTokens {
    static let display: some RoundedRectangularShape = RoundedRectangle(cornerRadius: 62)
    static let card = ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true)
    static let sheet: ConcentricRectangle = .rect(uniformTopCorners: 38, uniformBottomCorners: .concentric)
    static let inner: some Shape = .rect(cornerRadii: .init(topLeading: 8))
}
