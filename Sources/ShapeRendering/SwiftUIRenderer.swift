// The SwiftUI output: a View whose body has the script's structure (containers with their
// container shapes, stacks, padding, sizes, alignment, offsets, loops), so that it adapts as
// SwiftUI lays it out, on any device, instead of copying the frames of one layout.
import ConcentricGeometry
import ShapeScene

/// Writes a resolved scene as the source of a SwiftUI `View`:
///
/// ```swift
/// struct CardView: View {
///     var body: some View {
///         ZStack {
///             Rectangle()
///                 .fill(…)
///             // card: 24 on every corner (circular)
///             ZStack {
///                 RoundedRectangle(cornerRadius: 24, style: .circular)
///                     .fill(…)
///                 // photo: topLeading 12, topTrailing 12, bottomLeading 0, bottomTrailing 0
///                 ConcentricRectangle(corners: .concentric, isUniform: false)
///                     .fill(…)
///                     .frame(height: 200)
///                     .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
///                     .padding(12)
///             }
///             .containerShape(RoundedRectangle(cornerRadius: 24, style: .circular))
///             .frame(width: 360, height: 260)
///         }
///         .frame(width: 400, height: 300)
///     }
/// }
/// ```
///
/// Each node is its shape followed by the modifiers its placement was written with, in
/// layout's order (size, alignment, padding, offset), so each sits in its parent as the
/// script's layout puts it: `.frame(width:height:)` for a size, a flexible
/// `.frame(maxWidth:maxHeight:alignment:)` for an alignment other than the centre, `.padding`,
/// `.offset`. `at` is top and leading padding in a top-leading frame. A container is a `ZStack` of its shape
/// and its children with `.containerShape(…)`; stacks are `VStack`/`HStack` with their spacing
/// and alignment; a loop whose iterations are written alike is a `ForEach`. On a device canvas
/// the view is the screen: nothing of the device is written (SwiftUI supplies the size, the safe
/// area and the display's corners), and `.ignoresSafeArea()` goes where the script has it.
/// A scene laid out by hand (``SceneDraft``) has no placements as written: its nodes are
/// placed by their frames, a size and the padding that insets them from their parent.
/// Styles are always spelled, so they read without knowing the default; a comment with the
/// resolved radii sits beside each shape. A `#Preview` closes the file.
public struct SwiftUIRenderer: Sendable {
    /// The struct's name.
    public var viewName: String

    public init(viewName: String = "ShapeSceneView") {
        self.viewName = viewName
    }

    /// The ids of the nodes whose lengths or radii the export writes as numbers where the
    /// script's follow the parameters (README, "what parametric promises": a value computed
    /// from a query, a loop's variable, …), and of the nodes inside them, in the scene's order.
    /// A shape whose radii are a query's answer follows when the export asks the query again.
    public static func unfollowedNodes(_ scene: ResolvedScene) -> [String] {
        let tree = scene.tree
        var baked: Set<Int> = []
        var ids: [String] = []
        // A parent comes before its children in the tree's storage.
        for index in 0..<tree.count where !tree[index].isRemoved {
            // A query's answer it asks again where the shape is follows what SwiftUI gives it.
            let asked = scene.node(at: index).map { SwiftUIWriter.asksQueryAgain($0, scene) != nil } ?? false
            let own = scene.derivation?.placements[index]?.baked.contains { !asked || $0 != "cornerRadii" } ?? false
            let inherited = tree[index].parent.map { baked.contains($0) } ?? false
            guard own || inherited else { continue }
            baked.insert(index)
            if !tree[index].isGroup { ids.append(scene.identifiers.id(of: index)) }
        }
        return ids
    }

    /// A view name for a script: `card` → `CardView`, `01-phone-bottom-bar` →
    /// `Shape01PhoneBottomBarView`; `ShapeSceneView` without a script.
    public static func viewName(forScript name: String?) -> String {
        var result = ""
        for word in (name ?? "").split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            result += word.prefix(1).uppercased() + word.dropFirst()
        }
        if result.isEmpty { return "ShapeSceneView" }
        if result.first?.isNumber == true { result = "Shape" + result }
        return result + "View"
    }

    /// A view name for an output file, as Xcode names a view after its file: `CardView.swift`
    /// → `CardView`, `card-view.swift` → `CardView`; nil when the name has no letter or digit.
    public static func viewName(forOutputFile path: String) -> String? {
        var name = Substring(path.split(separator: "/").last ?? "")
        if name.hasSuffix(".swift") { name = name.dropLast(6) }
        var result = ""
        for word in name.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            result += word.prefix(1).uppercased() + word.dropFirst()
        }
        if result.isEmpty { return nil }
        if result.first?.isNumber == true { result = "Shape" + result }
        return result
    }

    /// What the SwiftUI source leaves out of `scene`, one sentence each, for a warning: a
    /// corner style given to a `ConcentricRectangle` (SwiftUI's takes none).
    public static func dropped(_ scene: ResolvedScene) -> [String] {
        var styled: [String] = []
        for node in scene.allNodes() {
            guard case .concentric(_, let style) = node.shape else { continue }
            if style != nil || scene.tree[node.index].cornerStyle != nil {
                styled.append(scene.identifiers.id(of: node.index))
            }
        }
        guard !styled.isEmpty else { return [] }
        let shown = styled.prefix(8).map { "'" + $0 + "'" }.joined(separator: ", ")
        let more = styled.count > 8 ? " and \(styled.count - 8) more" : ""
        return [
            "the SwiftUI export drops the corner style of \(shown)\(more): SwiftUI's ConcentricRectangle takes none"
        ]
    }

    /// The name the struct is declared with: ``viewName``, or with `View` after it (and a
    /// number, if need be) when it is a name the file uses otherwise: a SwiftUI type it writes
    /// (`Color.swift` would declare a `Color` that hides SwiftUI's) or a parameter's property.
    public static func declaredName(_ viewName: String, in scene: ResolvedScene) -> String {
        let writer = SwiftUIWriter(scene: scene, output: OutputBuffer(capacity: 0))
        let taken = Set(scene.parameters.map { writer.swiftName($0.name) })
        func free(_ name: String) -> Bool { !SwiftUIWriter.reservedNames.contains(name) && !taken.contains(name) }
        if free(viewName) { return viewName }
        var candidate = viewName + "View"
        var number = 1
        while !free(candidate) {
            number += 1
            candidate = viewName + "View" + String(number)
        }
        return candidate
    }

    /// The Swift source for `scene`, ending with a newline.
    public func render(_ scene: ResolvedScene) -> String {
        let viewName = SwiftUIRenderer.declaredName(self.viewName, in: scene)
        var body = SwiftUIWriter(scene: scene, output: OutputBuffer(capacity: 2048 + scene.nodeCount * 600))
        body.body()
        var document = SwiftUIWriter(scene: scene, output: OutputBuffer(capacity: body.output.count + 1024))
        document.header(uses: body.uses)
        document.output.append("import SwiftUI\n\n")
        document.availability(uses: body.uses)
        document.output.append("struct ")
        document.output.append(string: viewName)
        document.output.append(": View {\n")
        document.properties(used: body.usedParameters)
        document.output.append("    var body: some View {\n")
        document.output.append(string: SwiftLineWrapper.wrap(body.output.string))
        document.output.append("    }\n}\n\n")
        // Xcode's canvas: the view as it is.
        document.availability(uses: body.uses)
        document.output.append("#Preview {\n    ")
        document.output.append(string: viewName)
        document.output.append("()\n}\n")
        return document.output.string
    }
}

/// The SwiftUI APIs a view uses that need a recent OS, for its header.
struct SwiftUIUses: OptionSet {
    let rawValue: Int
    /// `ConcentricRectangle` and `Edge.Corner.Style` (iOS 26).
    static let concentricRectangle = SwiftUIUses(rawValue: 1)
    /// `GeometryProxy.concentricCornerRadii(in:)` (iOS 27).
    static let concentricCornerRadii = SwiftUIUses(rawValue: 2)
}

/// Writes one view's source.
struct SwiftUIWriter {
    let scene: ResolvedScene
    var output: OutputBuffer
    /// The APIs written so far that need a recent OS.
    var uses: SwiftUIUses = []
    /// Write the comment with each node's id and radii (off while comparing loop iterations,
    /// whose nodes have ids and radii of their own).
    var writesNodeComments = true
    /// The parameters the body reads, for the properties.
    var usedParameters: Set<String> = []
    /// While writing a shape drawn with a query's answer: the rect it asked about, which
    /// `geometry.concentricCornerRadii(in:)` asks again.
    var queryRect: Rect?
    /// Its sides (x, y, width, height) as expressions, where they follow the parameters.
    var queryRectExpressions: [SceneExpression?] = []

    init(scene: ResolvedScene, output: OutputBuffer) { (self.scene, self.output) = (scene, output) }

    /// The comment at the top: what the file is, and the OS each API it uses needs.
    mutating func header(uses: SwiftUIUses) {
        output.append("// Generated by shape: the script's layout in SwiftUI, with the radii shape resolved beside\n")
        output.append("// each shape. SwiftUI lays it out again, so it follows the device and the sizes it gets.\n")
        if let frame = scene.animation {
            // The clock (`time`, `progress`) is that moment's: SwiftUI runs no script.
            output.append("// One moment of the script's animation, ")
            number(frame.moment.seconds)
            output.append(" s in (time ")
            number(frame.moment.time)
            output.append(", progress ")
            number(frame.moment.progress)
            output.append(
                "): what follows the\n// clock is that moment's number; the parameters are still the view's properties.\n"
            )
        }
        guard !uses.isEmpty else { return }
        output.append("// The OS each API it uses needs (and the same year's tvOS, watchOS and visionOS):\n")
        if uses.contains(.concentricRectangle) {
            output.append("//   ConcentricRectangle, Edge.Corner.Style: iOS 26 / macOS 26\n")
        }
        if uses.contains(.concentricCornerRadii) {
            output.append("//   GeometryProxy.concentricCornerRadii: iOS 27 / macOS 27\n")
        }
    }

    /// `@available(…)` on the view, for the newest API it uses.
    mutating func availability(uses: SwiftUIUses) {
        if uses.contains(.concentricCornerRadii) {
            output.append("@available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)\n")
        } else if !uses.isEmpty {
            output.append("@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)\n")
        }
    }

    /// The body's one view: the canvas, with the top-level nodes on it.
    mutating func body() {
        let depth = 2
        if scene.canvasSpec?.device != nil {
            deviceScreen(depth: depth)
            return
        }
        line(depth, "ZStack {\n")
        canvas(depth: depth + 1)
        let roots = Array(scene.tree.roots.filter { !scene.tree[$0].isRemoved })
        children(roots, in: scene.canvas, parentStack: nil, depth: depth + 1)
        line(depth, "}\n")
        modifier(depth, "frame(width: ")
        length(scene.canvas.width, scene.derivation?.canvasWidth)
        output.append(", height: ")
        length(scene.canvas.height, scene.derivation?.canvasHeight)
        output.append(")\n")
        if let shape = scene.canvasShape {
            containerShapeModifier(shape, radii: canvasRadii, depth: depth)
        }
        layoutDirection(depth: depth)
    }

    /// A device canvas: the screen itself. Its background ignores the safe area; its nodes
    /// ignore it where the script says so.
    private mutating func deviceScreen(depth outer: Int) {
        line(outer, "// the screen: SwiftUI supplies its size, safe area and display corners\n")
        var depth = outer
        let sides = screenSides
        if !sides.isEmpty {
            // A length written from the screen's size (`phone.size.height - gap`) or its safe
            // area (`phone.safeArea.top`) reads it here: the reader gets the safe area, and the
            // insets around it make up the screen.
            line(depth, "GeometryReader { geometry in\n")
            if sides.contains(where: { !$0.isSafeArea }) {
                line(depth + 1, "let screen = CGSize(\n")
                line(depth + 2, "width: geometry.size.width + geometry.safeAreaInsets.leading\n")
                line(depth + 3, "+ geometry.safeAreaInsets.trailing,\n")
                line(depth + 2, "height: geometry.size.height + geometry.safeAreaInsets.top\n")
                line(depth + 3, "+ geometry.safeAreaInsets.bottom\n")
                line(depth + 1, ")\n")
            }
            if sides.contains(where: { $0.isSafeArea }) {
                line(depth + 1, "let safeArea = geometry.safeAreaInsets\n")
            }
            depth += 1
        }
        line(depth, "ZStack {\n")
        indent(depth + 1)
        // The script's background, or none (the figure's light grey is not the app's).
        color(scene.background ?? Color(red: 0, green: 0, blue: 0, alpha: 0))
        output.append(byte: UInt8(ascii: "\n"))
        modifier(depth + 2, "ignoresSafeArea()\n")
        let roots = Array(scene.tree.roots.filter { !scene.tree[$0].isRemoved })
        children(roots, in: scene.canvas, parentStack: nil, depth: depth + 1)
        line(depth, "}\n")
        if depth > outer { line(outer, "}\n") }
        layoutDirection(depth: outer)
    }

    /// The lengths of the device's screen the nodes' lengths and radii are written from.
    private var screenSides: Set<ScreenSide> {
        guard let placements = scene.derivation?.placements else { return [] }
        var sides: Set<ScreenSide> = []
        for (index, placement) in placements where !scene.tree[index].isRemoved {
            let lengths = [
                placement.paddingTop, placement.paddingLeading, placement.paddingBottom, placement.paddingTrailing,
                placement.width, placement.height, placement.offsetX, placement.offsetY, placement.atX,
                placement.atY, placement.spacing,
            ]
            let radii = Array(placement.shapeRadii.values) + placement.minimums.values + placement.fixedRadii.values
            let query = placement.queryRect.map { [$0.x, $0.y, $0.width, $0.height] } ?? []
            for expression in (lengths + query).compactMap({ $0 }) + radii {
                sides.formUnion(expression.screenSides)
            }
        }
        return sides
    }

    /// The canvas of a figure: its shape, filled with the script's colour, or `Color.clear`
    /// when the script gives none (the figure's light grey is not the app's).
    private mutating func canvas(depth: Int) {
        if writesNodeComments {
            line(depth, "// canvas: ")
            number(scene.canvas.width)
            output.append(" x ")
            number(scene.canvas.height)
            if let radii = scene.canvasRadii {
                output.append(", ")
                radiiComment(radii, style: scene.canvasSpec?.cornerStyle ?? .circular)
            }
            output.append(byte: UInt8(ascii: "\n"))
        }
        indent(depth)
        guard let background = scene.background else {
            output.append("Color.clear\n")
            return
        }
        if let shape = scene.canvasShape {
            containerShape(shape, radii: canvasRadii)
        } else {
            output.append("Rectangle()")
        }
        output.append(byte: UInt8(ascii: "\n"))
        modifier(depth + 1, "fill(")
        color(background)
        output.append(")\n")
    }

    /// The canvas's corner radius as an expression, for each corner, when it has one.
    private var canvasRadii: [Corner: SceneExpression] {
        guard let radius = scene.derivation?.canvasRadius else { return [:] }
        return Dictionary(uniqueKeysWithValues: Corner.allCases.map { ($0, radius) })
    }

    private mutating func layoutDirection(depth: Int) {
        if scene.layoutDirection == .rightToLeft {
            modifier(depth, "environment(\\.layoutDirection, .rightToLeft)\n")
        }
    }

    /// `// id: radii` above a node's view.
    mutating func nodeComment(_ node: ResolvedNode, depth: Int) {
        guard writesNodeComments else { return }
        indent(depth)
        output.append("// ")
        output.append(id: node.index, of: scene.identifiers)
        output.append(": ")
        if let radii = node.drawnRadii {
            radiiComment(radii, style: node.cornerStyle)
        } else {
            output.append("drawn as an ellipse, no corners")
        }
        output.append(byte: UInt8(ascii: "\n"))
    }

    /// `24 on every corner (circular)` or each corner's radius.
    mutating func radiiComment(_ radii: RectangleCornerRadii, style: RoundedCornerStyle) {
        if radii.isUniform {
            number(radii.topLeading)
            output.append(" on every corner")
        } else {
            for (position, corner) in Corner.allCases.enumerated() {
                if position > 0 { output.append(", ") }
                output.append(string: corner.name)
                output.append(byte: UInt8(ascii: " "))
                number(radii[corner])
            }
        }
        output.append(" (")
        output.append(string: style.rawValue)
        output.append(byte: UInt8(ascii: ")"))
    }

    // MARK: - Spelling

    /// `.name` on a new line at `depth` (the text after the dot is the caller's).
    mutating func modifier(_ depth: Int, _ text: StaticString) {
        indent(depth)
        output.append(byte: UInt8(ascii: "."))
        output.append(text)
    }

    mutating func line(_ depth: Int, _ text: StaticString) {
        indent(depth)
        output.append(text)
    }

    mutating func indent(_ depth: Int) {
        output.appendSpaces(4 * depth)
    }

    /// A number as people read it: at most four decimals, 0 for a non-finite value.
    mutating func number(_ value: Double) {
        output.appendNumber(value.isFinite ? value : 0, .drawing)
    }
}
