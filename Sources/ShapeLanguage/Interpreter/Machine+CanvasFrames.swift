// A node's `.frame` is in canvas coordinates; `concentricCornerRadii(in:)` reads a rect in those
// of the node it is written in. Handed one, the query must not answer for another rect: a frame
// the compiler can follow (`in: photo.frame`, or a `let` bound to one) is converted, as SwiftUI's
// `geometry.frame(in:)` would, and said; a rect that equals a frame `.frame` gave this run, by a
// way the compiler cannot follow (a `var`, a list, a function), is said, and read as written.
import ConcentricGeometry
import ShapeScene

extension Compiler {
    /// Whether `value` is a node's `.frame`, or a `let` bound to one.
    func isCanvasFrame(_ value: Expr) -> Bool {
        if case .member(_, "frame") = value.kind { return true }
        guard case .identifier(let name) = value.kind, let (entry, depth) = scope.lookup(name) else { return false }
        var owner: Scope? = scope
        for _ in 0..<depth { owner = owner?.parent }
        guard let owner else { return false }
        return machine.canvasFrameLets[SymbolicSlot(scope: ObjectIdentifier(owner), slot: entry.slot)] === owner
    }

    /// Remembers that the `let` in `slot` of the current scope holds a canvas frame (or forgets
    /// a slot that does not).
    func rememberCanvasFrame(_ value: Expr, slot: Int) {
        let key = SymbolicSlot(scope: ObjectIdentifier(scope), slot: slot)
        if isCanvasFrame(value) {
            machine.canvasFrameLets[key] = scope
        } else if !machine.canvasFrameLets.isEmpty {
            machine.canvasFrameLets[key] = nil
        }
    }
}

extension Machine {
    /// Whether the rect `local`, handed to `concentricCornerRadii(in:)` as `argument`, is a
    /// canvas frame to convert (the compiler marked it); warns when it is, and when it only
    /// equals a frame read this run where reading it in the query's coordinates changes it.
    func checkCanvasFrame(_ local: Rect, argument: CallArgument) -> Bool {
        let file = querySite.file
        let owner = queryOwner.map { scene.tree.nameOrKind(of: $0) } ?? "the safe area"
        let text = Builtins.valueText(sourceText(of: argument.range, file: file))
        if !canvasFrameArguments.isEmpty,
            canvasFrameArguments.contains((file ?? "") + ":" + String(argument.range.start.offset))
        {
            warnings.append(Diagnostic.canvasFrameQuery(argument: text, owner: owner, at: argument.range).inFile(file))
            return true
        }
        guard let node = frameRead(equalTo: local), queryOrigin != Point(x: 0, y: 0) else { return false }
        warnings.append(
            Diagnostic.canvasFrameSuspected(
                argument: text, node: scene.tree.nameOrKind(of: node), owner: owner, at: argument.range
            )
            .inFile(file))
        return false
    }

    /// The node whose `.frame`, read earlier in this run (the query log's last 256 entries),
    /// is `rect`.
    private func frameRead(equalTo rect: Rect) -> Int? {
        let near = NearlyEqual.compare
        for entry in queries.entries.suffix(256).reversed() {
            guard case .frame(let index) = entry.subject, case .rect(let frame) = entry.answer else { continue }
            if near(frame.minX, rect.minX), near(frame.minY, rect.minY), near(frame.width, rect.width),
                near(frame.height, rect.height)
            {
                return index
            }
        }
        return nil
    }

    /// The canvas point a query written here takes as its origin (Machine+Queries'
    /// `concentricCornerRadii(in:owner:scene:)`): its owner's frame, or the safe area's.
    private var queryOrigin: Point {
        let scene = resolvedScene()
        guard let owner = queryOwner else {
            return scene.canvas.inset(by: scene.safeArea, direction: scene.layoutDirection).origin
        }
        return scene.frame(at: owner).origin
    }
}
