// A stand-in for Apple's SwiftUI, for type-checking generated SwiftUI source on Linux.
//
// Build it as a module named `SwiftUI` (see README.md). It declares the part of SwiftUI's
// public API that `shape render --format swiftui` may emit, with Apple's labels, default
// arguments, generic shapes and result builders, and trivial bodies. Nothing here draws.
//
// Signatures follow Apple's documentation for the iOS 26 / macOS 26 SDKs (developer.apple.com
// /documentation/swiftui, pages as mirrored by sosumi.ai, crawled October 2025). Where this
// file has to differ from the real framework, or where a detail could not be confirmed, a
// comment says so, tagged `STAND-IN:` (a deliberate simplification) or `UNCONFIRMED:`.
//
// General simplifications (STAND-IN):
//  - Opaque results (`some View`, `some Shape`) are backed by small private-ish wrapper types,
//    not by SwiftUI's `ModifiedContent`/`_FrameLayout` machinery.
//  - `Animatable` has no `animatableData` requirement; `Path` only records nothing.
//  - Primitive views have `Body == Never` and a `body` that traps, as in SwiftUI.
//  - Concurrency: `View` is `@MainActor @preconcurrency`, as in SwiftUI. Shapes, Color, Text,
//    stacks and the builder plumbing are declared `nonisolated` (SE-0449), standing in for
//    SwiftUI's private `_RemoveGlobalActorIsolation` on `Shape` and its Swift 5-mode interface.

@_exported import Foundation

// MARK: - Core protocols

/// A type that represents part of your app's user interface.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

nonisolated extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// STAND-IN: SwiftUI's `Animatable` also requires `animatableData: VectorArithmetic`,
/// with a default for types that do not animate; nothing here needs it.
public protocol Animatable {}

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

// MARK: - Result builder

/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Any number of children (SwiftUI uses a parameter pack since the iOS 17 SDK).
    public static func buildBlock<each Content>(_ content: repeat each Content)
        -> TupleView<(repeat each Content)> where repeat each Content: View
    {
        TupleView((repeat each content))
    }

    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
    where Content: View {
        AnyView(content)
    }
}

/// Apple's ViewBuilder documents no `buildOptional`: an `if` without `else` goes through
/// `buildIf`, exactly as here. `Optional` is a `View` when its wrapped type is one.
nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }
}

nonisolated public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
    public init(storage: Storage) { self.storage = storage }
    public typealias Body = Never
    public var body: Never { fatalError("_ConditionalContent has no body") }
}

// MARK: - Basic views

/// A view that doesn't contain any content.
@frozen nonisolated public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("EmptyView has no body") }
}

/// A View created from a swift tuple of View values.
@frozen nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError("TupleView has no body") }
}

/// A type-erased view.
@frozen nonisolated public struct AnyView: View {
    public init<V>(_ view: V) where V: View {}
    public init<V>(erasing view: V) where V: View {}
    public typealias Body = Never
    public var body: Never { fatalError("AnyView has no body") }
}

/// A type that collects multiple instances of a content type into a single unit.
@frozen nonisolated public struct Group<Content> {
    public var content: Content
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    public var body: Never { fatalError("Group has no body") }
}

// MARK: - Stacks and alignment

/// An alignment position along the horizontal axis.
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    let key: Int
    public static let leading = HorizontalAlignment(key: 0)
    public static let center = HorizontalAlignment(key: 1)
    public static let trailing = HorizontalAlignment(key: 2)
}

/// An alignment position along the vertical axis.
@frozen public struct VerticalAlignment: Equatable, Sendable {
    let key: Int
    public static let top = VerticalAlignment(key: 0)
    public static let center = VerticalAlignment(key: 1)
    public static let bottom = VerticalAlignment(key: 2)
    public static let firstTextBaseline = VerticalAlignment(key: 3)
    public static let lastTextBaseline = VerticalAlignment(key: 4)
}

/// An alignment in both axes.
@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline =
        Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline =
        Alignment(horizontal: .center, vertical: .lastTextBaseline)
}

/// A view that overlays its subviews, aligning them in both axes.
@frozen nonisolated public struct ZStack<Content>: View where Content: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError("ZStack has no body") }
}

/// A view that arranges its subviews in a vertical line.
@frozen nonisolated public struct VStack<Content>: View where Content: View {
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {}
    public typealias Body = Never
    public var body: Never { fatalError("VStack has no body") }
}

/// A view that arranges its subviews in a horizontal line.
@frozen nonisolated public struct HStack<Content>: View where Content: View {
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {}
    public typealias Body = Never
    public var body: Never { fatalError("HStack has no body") }
}

/// A structure that computes views on demand from an underlying collection of identified data.
/// STAND-IN: only the constant-range initializer, `init(_ data: Range<Int>, content:)`
/// (developer.apple.com/documentation/swiftui/foreach/init(_:content:)), which Apple declares
/// with `@ContentBuilder`; a `@ViewBuilder` closure stands in for it where the content is views.
nonisolated public struct ForEach<Data, ID, Content>: View
where Data: RandomAccessCollection, ID: Hashable, Content: View {
    public var data: Data
    public var content: (Data.Element) -> Content
    public typealias Body = Never
    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates an instance that computes views on demand over a given constant range.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

/// A container view that defines its content as a function of its own size and coordinate space.
/// STAND-IN: Apple declares `content` with `@ContentBuilder`; `@ViewBuilder` stands in for it.
@frozen nonisolated public struct GeometryReader<Content>: View where Content: View {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
    public typealias Body = Never
    public var body: Never { fatalError("GeometryReader has no body") }
}

/// A proxy for access to the size and coordinate space of the container view.
/// STAND-IN: only what generated code reads; the values are zero.
public struct GeometryProxy {
    /// The size of the container view.
    public var size: CGSize { .zero }
    /// The safe area inset of the container view.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    /// The concentric corner radii for this view's bounds relative to the container shape
    /// (iOS 27): nil when no container shape is set or it gives no corners.
    public var concentricCornerRadii: RectangleCornerRadii? { nil }
    /// The concentric corner radii for a frame in the view's local coordinate space, relative to
    /// the container shape (iOS 27): nil when no container shape is set or it gives no corners.
    public func concentricCornerRadii(in frame: CGRect) -> RectangleCornerRadii? { nil }
}

// MARK: - Edges, insets, layout direction, environment

/// An enumeration to indicate one edge of a rectangle.
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

extension Edge {
    /// An enumeration to indicate one corner of a rectangle (iOS 26).
    /// UNCONFIRMED: Apple documents `RawRepresentable` but not the raw type; `Int8` is a guess
    /// (it matches `Edge` and `Edge.Corner.Set.init(rawValue: Int8)`).
    public enum Corner: Int8, CaseIterable, Hashable, Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// An efficient set of corners.
        public struct Set: OptionSet, Hashable, Sendable {
            public let rawValue: Int8
            public init(rawValue: Int8) { self.rawValue = rawValue }
            public init(_ corner: Edge.Corner) { self.init(rawValue: 1 << corner.rawValue) }

            public static let topLeading = Set(.topLeading)
            public static let topTrailing = Set(.topTrailing)
            public static let bottomLeading = Set(.bottomLeading)
            public static let bottomTrailing = Set(.bottomTrailing)
            public static let top: Set = [.topLeading, .topTrailing]
            public static let bottom: Set = [.bottomLeading, .bottomTrailing]
            public static let leading: Set = [.topLeading, .bottomLeading]
            public static let trailing: Set = [.topTrailing, .bottomTrailing]
            public static let all: Set = [.top, .bottom]
            public static let none: Set = []
        }

        /// A style that describes the corner of a rectangular shape: square, rounded with a
        /// fixed radius, or concentric to the container shape (iOS 26).
        /// Conforms to Animatable, Equatable, Hashable, Sendable and the integer and float
        /// literal protocols (a literal is shorthand for `.fixed(value)`).
        public struct Style: Animatable, Hashable, Sendable, ExpressibleByIntegerLiteral,
            ExpressibleByFloatLiteral
        {
            indirect enum Storage: Hashable, Sendable {
                case fixed(CGFloat)
                case concentric(minimum: Storage?)
            }
            let storage: Storage

            /// UNCONFIRMED: Apple documents `Edge.Corner.Style.IntegerLiteralType` and
            /// `FloatLiteralType` without naming them; `Int` and `Double` are assumed.
            public typealias IntegerLiteralType = Int
            public typealias FloatLiteralType = Double

            public init(integerLiteral value: Int) { storage = .fixed(CGFloat(value)) }
            public init(floatLiteral value: Double) { storage = .fixed(CGFloat(value)) }
            init(storage: Storage) { self.storage = storage }

            /// A rounded corner style whose radius shares a centre with the container's corner.
            public static var concentric: Edge.Corner.Style { Style(storage: .concentric(minimum: nil)) }

            /// Concentric, but never below `minimum` (itself a corner style, e.g. a literal 12).
            public static func concentric(minimum: Edge.Corner.Style? = nil) -> Edge.Corner.Style {
                Style(storage: .concentric(minimum: minimum?.storage))
            }

            /// A rounded corner style with the radius you provide; zero gives a square corner.
            public static func fixed(_ radius: CGFloat) -> Edge.Corner.Style {
                Style(storage: .fixed(radius))
            }
        }
    }
}

/// The inset distances for the sides of a rectangle.
@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

/// A collection of environment values propagated through a view hierarchy.
/// STAND-IN: only the values generated code sets are declared.
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var layoutDirection: LayoutDirection = .leftToRight
    public var description: String { "EnvironmentValues" }
}

/// A set of symbolic safe area regions.
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// MARK: - Colors, styles, fonts, text

/// A representation of a color that adapts to a given context.
@frozen nonisolated public struct Color: Hashable, CustomStringConvertible, Sendable, View, ShapeStyle {
    let name: String

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// Covers both `Color(red:green:blue:opacity:)` and `Color(.sRGB, red:green:blue:opacity:)`.
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
        opacity: Double = 1
    ) { name = "rgb(\(red), \(green), \(blue), \(opacity))" }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        name = "white(\(white), \(opacity))"
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name = "hsb(\(hue), \(saturation), \(brightness), \(opacity))"
    }

    /// A named color from an asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

    init(named name: String) { self.name = name }

    public var description: String { name }

    /// A new color with the given opacity multiplied in.
    public func opacity(_ opacity: Double) -> Color { Color(named: "\(name) @ \(opacity)") }

    public typealias Body = Never
    public var body: Never { fatalError("Color has no body") }

    public static let black = Color(named: "black")
    public static let white = Color(named: "white")
    public static let gray = Color(named: "gray")
    public static let red = Color(named: "red")
    public static let orange = Color(named: "orange")
    public static let yellow = Color(named: "yellow")
    public static let green = Color(named: "green")
    public static let mint = Color(named: "mint")
    public static let teal = Color(named: "teal")
    public static let cyan = Color(named: "cyan")
    public static let blue = Color(named: "blue")
    public static let indigo = Color(named: "indigo")
    public static let purple = Color(named: "purple")
    public static let pink = Color(named: "pink")
    public static let brown = Color(named: "brown")
    public static let clear = Color(named: "clear")
    public static let primary = Color(named: "primary")
    public static let secondary = Color(named: "secondary")
    public static var accentColor: Color { Color(named: "accentColor") }
}

/// `.blue`, `.white`… wherever a `ShapeStyle` is expected (`fill(.blue)`, `foregroundStyle(.white)`).
nonisolated extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
}

/// The foreground style in the current context.
@frozen public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

nonisolated extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A type-erased ShapeStyle value.
@frozen public struct AnyShapeStyle: ShapeStyle {
    public init<S>(_ style: S) where S: ShapeStyle {}
}

/// An environment-dependent font.
@frozen public struct Font: Hashable, Sendable {
    let name: String

    /// A weight to use for fonts.
    @frozen public struct Weight: Hashable, Sendable {
        let value: Double
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
        case caption, caption2
    }

    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)
        -> Font
    { Font(name: "system \(size)") }

    public static func system(
        _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
    ) -> Font { Font(name: "system \(style)") }

    public func weight(_ weight: Font.Weight) -> Font { self }
    public func bold() -> Font { self }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")
}

/// The key for a string in a localization table; what `Text("literal")` takes.
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }
}

/// A view that displays one or more lines of read-only text.
@frozen nonisolated public struct Text: Equatable, Sendable, View {
    let content: String

    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) { content = key.key }

    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol { self.content = String(content) }

    public init(verbatim content: String) { self.content = content }

    public func font(_ font: Font?) -> Text { self }
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
    public func bold() -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }

    public static func == (lhs: Text, rhs: Text) -> Bool { lhs.content == rhs.content }

    public typealias Body = Never
    public var body: Never { fatalError("Text has no body") }
}

// MARK: - Shapes

/// STAND-IN: an opaque outline; records nothing.
@frozen public struct Path: Sendable, Equatable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}

/// A style for rasterizing vector shapes.
@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

#if !canImport(CoreGraphics)
    /// STAND-IN: CoreGraphics' line cap and join styles, which Linux Foundation lacks.
    public enum CGLineCap: Int32, Sendable { case butt, round, square }
    public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
#endif

/// The characteristics of a stroke that traces a path.
@frozen public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A 2D shape that you can use when drawing a view.
/// Apple: `protocol Shape : Sendable, Animatable, View, _RemoveGlobalActorIsolation`.
/// STAND-IN: the last one is private to Apple's toolchain; the conforming types below are
/// declared `nonisolated` instead, so that they are not main-actor isolated either.
public protocol Shape: Sendable, Animatable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    /// Shapes draw themselves filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: .foreground) }
}

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

/// A rounded rectangular shape with four corners whose styles it can report (iOS 26).
/// Used by `containerShape(_:)` and `ConcentricRectangle` to resolve concentric corners.
/// UNCONFIRMED: whether `corners(in:)` has a default implementation for custom conformers;
/// Apple only says the system shapes "already provide default implementation". Here custom
/// conformers must implement it.
public protocol RoundedRectangularShape: InsettableShape {
    typealias Corners = RoundedRectangularShapeCorners
    nonisolated func corners(in size: CGSize?) -> Self.Corners?
}

/// The corner styles of a `RoundedRectangularShape` (iOS 26).
public struct RoundedRectangularShapeCorners: Hashable, Sendable {
    public var topLeading: Edge.Corner.Style
    public var topTrailing: Edge.Corner.Style
    public var bottomLeading: Edge.Corner.Style
    public var bottomTrailing: Edge.Corner.Style

    public init(
        topLeading: Edge.Corner.Style = 0, topTrailing: Edge.Corner.Style = 0,
        bottomLeading: Edge.Corner.Style = 0, bottomTrailing: Edge.Corner.Style = 0
    ) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }

    public init(all: Edge.Corner.Style) {
        self.init(topLeading: all, topTrailing: all, bottomLeading: all, bottomTrailing: all)
    }

    public static var concentric: RoundedRectangularShapeCorners { .init(all: .concentric) }

    public static func concentric(minimum: Edge.Corner.Style? = nil) -> RoundedRectangularShapeCorners {
        .init(all: .concentric(minimum: minimum))
    }

    public static func fixed(_ radius: CGFloat) -> RoundedRectangularShapeCorners {
        .init(all: .fixed(radius))
    }

    public subscript(corner: Edge.Corner) -> Edge.Corner.Style {
        switch corner {
        case .topLeading: topLeading
        case .topTrailing: topTrailing
        case .bottomLeading: bottomLeading
        case .bottomTrailing: bottomTrailing
        }
    }
}

/// The radii of each corner of a rounded rectangle.
@frozen public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
        topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    public subscript(corner: Edge.Corner) -> CGFloat {
        switch corner {
        case .topLeading: topLeading
        case .topTrailing: topTrailing
        case .bottomLeading: bottomLeading
        case .bottomTrailing: bottomTrailing
        }
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
@frozen nonisolated public struct Rectangle: RoundedRectangularShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
    public func corners(in size: CGSize?) -> Corners? { .fixed(0) }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
@frozen nonisolated public struct RoundedRectangle: RoundedRectangularShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    /// Apple documents `style` defaulting to `.continuous` (iOS 26 SDK documentation).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
    public func corners(in size: CGSize?) -> Corners? { .fixed(cornerSize.width) }
}

/// A rectangular shape with rounded corners with different values.
@frozen nonisolated public struct UnevenRoundedRectangle: RoundedRectangularShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
        bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
    public func corners(in size: CGSize?) -> Corners? {
        RoundedRectangularShapeCorners(
            topLeading: .fixed(cornerRadii.topLeading), topTrailing: .fixed(cornerRadii.topTrailing),
            bottomLeading: .fixed(cornerRadii.bottomLeading),
            bottomTrailing: .fixed(cornerRadii.bottomTrailing))
    }
}

/// A capsule shape aligned inside the frame of the view containing it.
@frozen nonisolated public struct Capsule: RoundedRectangularShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
    public func corners(in size: CGSize?) -> Corners? {
        size.map { .fixed(min($0.width, $0.height) / 2) }
    }
}

/// A circle centered on the frame of the view containing it.
@frozen nonisolated public struct Circle: RoundedRectangularShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
    public func corners(in size: CGSize?) -> Corners? {
        size.map { .fixed(min($0.width, $0.height) / 2) }
    }
}

/// An ellipse aligned inside the frame of the view containing it.
@frozen nonisolated public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// A shape that is replaced by an inset version of the current container shape.
@frozen nonisolated public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// A shape whose corners are square, fixed or concentric with the container shape (iOS 26).
/// Apple lists its conformances as Animatable, Sendable, Shape, View: it is *not* an
/// InsettableShape, so `strokeBorder` is not available on it (nor here).
nonisolated public struct ConcentricRectangle: Shape {
    let topLeading: Edge.Corner.Style
    let topTrailing: Edge.Corner.Style
    let bottomLeading: Edge.Corner.Style
    let bottomTrailing: Edge.Corner.Style
    let uniformity: Edge.Corner.Set

    /// Each corner concentric with the container, individually.
    public init() {
        self.init(corners: .concentric, isUniform: false)
    }

    /// The same style on four corners. Note: Apple gives `corners` no default value.
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        topLeading = corners
        topTrailing = corners
        bottomLeading = corners
        bottomTrailing = corners
        uniformity = isUniform ? .all : .none
    }

    public init(
        topLeadingCorner: Edge.Corner.Style = .concentric,
        topTrailingCorner: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric,
        bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        topLeading = topLeadingCorner
        topTrailing = topTrailingCorner
        bottomLeading = bottomLeadingCorner
        bottomTrailing = bottomTrailingCorner
        uniformity = .none
    }

    public init(
        uniformTopCorners: Edge.Corner.Style = .concentric,
        uniformBottomCorners: Edge.Corner.Style = .concentric
    ) {
        topLeading = uniformTopCorners
        topTrailing = uniformTopCorners
        bottomLeading = uniformBottomCorners
        bottomTrailing = uniformBottomCorners
        uniformity = [.top, .bottom]
    }

    public init(
        uniformTopCorners: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric,
        bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        topLeading = uniformTopCorners
        topTrailing = uniformTopCorners
        bottomLeading = bottomLeadingCorner
        bottomTrailing = bottomTrailingCorner
        uniformity = .top
    }

    public init(
        uniformBottomCorners: Edge.Corner.Style = .concentric,
        topLeadingCorner: Edge.Corner.Style = .concentric,
        topTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        topLeading = topLeadingCorner
        topTrailing = topTrailingCorner
        bottomLeading = uniformBottomCorners
        bottomTrailing = uniformBottomCorners
        uniformity = .bottom
    }

    public init(
        uniformLeadingCorners: Edge.Corner.Style = .concentric,
        uniformTrailingCorners: Edge.Corner.Style = .concentric
    ) {
        topLeading = uniformLeadingCorners
        bottomLeading = uniformLeadingCorners
        topTrailing = uniformTrailingCorners
        bottomTrailing = uniformTrailingCorners
        uniformity = [.leading, .trailing]
    }

    public init(
        uniformLeadingCorners: Edge.Corner.Style = .concentric,
        topTrailingCorner: Edge.Corner.Style = .concentric,
        bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        topLeading = uniformLeadingCorners
        bottomLeading = uniformLeadingCorners
        topTrailing = topTrailingCorner
        bottomTrailing = bottomTrailingCorner
        uniformity = .leading
    }

    public init(
        uniformTrailingCorners: Edge.Corner.Style = .concentric,
        topLeadingCorner: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric
    ) {
        topLeading = topLeadingCorner
        bottomLeading = bottomLeadingCorner
        topTrailing = uniformTrailingCorners
        bottomTrailing = uniformTrailingCorners
        uniformity = .trailing
    }

    public func path(in rect: CGRect) -> Path { Path() }
}

// MARK: Static shape members (`.rect(…)`, `.capsule`, …) where a Shape is expected

nonisolated extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> Self
    { UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style) }

    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
        bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) -> Self {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
            style: style)
    }
}

nonisolated extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

nonisolated extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// iOS 26. Unlike the `ConcentricRectangle` initializers, only `isUniform` has a default here:
/// Apple documents the per-corner `rect(…)` functions without default arguments.
nonisolated extension Shape where Self == ConcentricRectangle {
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> Self {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }

    public static func rect(
        topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style,
        bottomLeadingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style
    ) -> Self {
        ConcentricRectangle(
            topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner,
            bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }

    public static func rect(
        uniformTopCorners: Edge.Corner.Style, uniformBottomCorners: Edge.Corner.Style
    ) -> Self {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, uniformBottomCorners: uniformBottomCorners)
    }

    public static func rect(
        uniformTopCorners: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style,
        bottomTrailingCorner: Edge.Corner.Style
    ) -> Self {
        ConcentricRectangle(
            uniformTopCorners: uniformTopCorners, bottomLeadingCorner: bottomLeadingCorner,
            bottomTrailingCorner: bottomTrailingCorner)
    }

    public static func rect(
        uniformBottomCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style,
        topTrailingCorner: Edge.Corner.Style
    ) -> Self {
        ConcentricRectangle(
            uniformBottomCorners: uniformBottomCorners, topLeadingCorner: topLeadingCorner,
            topTrailingCorner: topTrailingCorner)
    }

    public static func rect(
        uniformLeadingCorners: Edge.Corner.Style, uniformTrailingCorners: Edge.Corner.Style
    ) -> Self {
        ConcentricRectangle(
            uniformLeadingCorners: uniformLeadingCorners, uniformTrailingCorners: uniformTrailingCorners)
    }

    public static func rect(
        uniformLeadingCorners: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style,
        bottomTrailingCorner: Edge.Corner.Style
    ) -> Self {
        ConcentricRectangle(
            uniformLeadingCorners: uniformLeadingCorners, topTrailingCorner: topTrailingCorner,
            bottomTrailingCorner: bottomTrailingCorner)
    }

    public static func rect(
        uniformTrailingCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style,
        bottomLeadingCorner: Edge.Corner.Style
    ) -> Self {
        ConcentricRectangle(
            uniformTrailingCorners: uniformTrailingCorners, topLeadingCorner: topLeadingCorner,
            bottomLeadingCorner: bottomLeadingCorner)
    }
}

// MARK: Shape views (what fill/stroke return)

/// A shape filled with a style: what `Shape.fill(_:style:)` returns.
@frozen nonisolated public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
    public typealias Body = Never
    public var body: Never { fatalError("_ShapeView has no body") }
}

/// A shape stroked with a style: what `Shape.stroke(_:lineWidth:antialiased:)` returns.
@frozen nonisolated public struct StrokeShapeView<Content, Style, Background>: View
where Content: Shape, Style: ShapeStyle, Background: View {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background
    nonisolated public init(
        shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
        background: Background
    ) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    public typealias Body = Never
    public var body: Never { fatalError("StrokeShapeView has no body") }
}

/// STAND-IN: the result of `stroke(lineWidth:)`, which Apple returns as `some Shape`.
nonisolated public struct _StrokedShape<Base: Shape>: Shape {
    public var base: Base
    public var style: StrokeStyle
    public func path(in rect: CGRect) -> Path { Path() }
}

extension Shape {
    /// Fills this shape with a color or gradient.
    nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle())
        -> _ShapeView<Self, S> where S: ShapeStyle
    {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Traces the outline of this shape with a color or gradient.
    /// (Apple also keeps an older `stroke(_:lineWidth:) -> some View`; one overload is enough.)
    nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView> where S: ShapeStyle
    {
        StrokeShapeView(
            shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth),
            isAntialiased: antialiased, background: EmptyView())
    }

    nonisolated public func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView> where S: ShapeStyle
    {
        StrokeShapeView(
            shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
            background: EmptyView())
    }

    /// Returns a new shape that is a stroked copy of `self`.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    nonisolated public func stroke(style: StrokeStyle) -> some Shape {
        _StrokedShape(base: self, style: style)
    }
}

extension InsettableShape {
    /// Fills the border (inner stroke) of this shape: the stroke stays inside the frame.
    nonisolated public func strokeBorder<S>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View where S: ShapeStyle {
        StrokeShapeView(
            shape: inset(by: lineWidth / 2), style: content,
            strokeStyle: StrokeStyle(lineWidth: lineWidth), isAntialiased: antialiased,
            background: EmptyView())
    }

    nonisolated public func strokeBorder<S>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> some View where S: ShapeStyle {
        StrokeShapeView(
            shape: inset(by: style.lineWidth / 2), style: content, strokeStyle: style,
            isAntialiased: antialiased, background: EmptyView())
    }

    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some View
    {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}

// MARK: - View modifiers

/// STAND-IN: every modifier below returns its receiver wrapped in this view; SwiftUI returns
/// `ModifiedContent<Self, SomeModifier>` behind the same `some View`.
@frozen nonisolated public struct _ModifiedView<Content>: View where Content: View {
    public var content: Content
    nonisolated public init(_ content: Content) { self.content = content }
    public typealias Body = Never
    public var body: Never { fatalError("_ModifiedView has no body") }
}

extension View {
    // Layout

    nonisolated public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { _ModifiedView(self) }

    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View { _ModifiedView(self) }

    nonisolated public func padding(_ insets: EdgeInsets) -> some View { _ModifiedView(self) }

    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _ModifiedView(self)
    }

    nonisolated public func padding(_ length: CGFloat) -> some View { _ModifiedView(self) }

    nonisolated public func offset(_ offset: CGSize) -> some View { _ModifiedView(self) }

    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _ModifiedView(self) }

    nonisolated public func position(_ position: CGPoint) -> some View { _ModifiedView(self) }

    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { _ModifiedView(self) }

    nonisolated public func ignoresSafeArea(
        _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
    ) -> some View { _ModifiedView(self) }

    // Drawing

    nonisolated public func opacity(_ opacity: Double) -> some View { _ModifiedView(self) }

    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View where V: View
    { _ModifiedView(self) }

    nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View where S: ShapeStyle
    { _ModifiedView(self) }

    nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View where S: ShapeStyle, T: Shape
    { _ModifiedView(self) }

    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View where V: View
    { _ModifiedView(self) }

    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View where S: ShapeStyle
    { _ModifiedView(self) }

    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View where S: ShapeStyle, T: Shape
    { _ModifiedView(self) }

    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View
    where S: Shape { _ModifiedView(self) }

    /// iOS 26: a container shape that concentric shapes inside can read the corners of.
    nonisolated public func containerShape(_ shape: some RoundedRectangularShape) -> some View {
        _ModifiedView(self)
    }

    /// iOS 15: any insettable shape as the container shape (read by ContainerRelativeShape).
    nonisolated public func containerShape<T>(_ shape: T) -> some View where T: InsettableShape {
        _ModifiedView(self)
    }

    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        _ModifiedView(self)
    }

    nonisolated public func font(_ font: Font?) -> some View { _ModifiedView(self) }

    // Environment

    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some View
    { _ModifiedView(self) }
}
