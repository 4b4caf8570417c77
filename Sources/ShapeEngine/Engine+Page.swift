// What a page's render adds to the answer (the playground asks with `page`): the nodes a pointer
// or the keyboard can reach, the animation's timing, and a node's derivation by its index.
import ShapeLanguage
import ShapeRendering
import ShapeScene

extension Engine {
    /// `"nodes": [{index, name, kind, x, y, width, height, line, column, file}]` of the frame
    /// drawn, and `"animation": {duration, period, total, fps}` when the script animates.
    static func writePage(_ session: Session, drawn: ResolvedScene?, to json: inout JSONWriter) {
        json.key("nodes")
        json.beginArray()
        if let drawn {
            for node in PageNode.nodes(of: session, drawn: drawn) {
                json.beginObject()
                json.int("index", node.index)
                json.optionalString("name", node.name)
                json.string("kind", node.kind)
                json.number("x", node.frame.x)
                json.number("y", node.frame.y)
                json.number("width", node.frame.width)
                json.number("height", node.frame.height)
                json.int("line", node.line)
                json.int("column", node.column)
                json.optionalString("file", node.file)
                json.endObject()
            }
        }
        json.endArray()
        guard let timeline = session.timeline else { return }
        json.key("animation")
        json.beginObject()
        json.number("duration", timeline.duration)
        json.number("period", timeline.period)
        json.key("total")
        if let total = timeline.totalDuration { json.number(total) } else { json.null() }
        json.number("fps", timeline.framesPerSecond)
        json.endObject()
    }

    /// How each corner of the node at `index` was derived, in the frame at `time` (the session's
    /// own scene when nil or 0), as text.
    static func explanation(ofNodeAt index: Int, in session: Session, time: Double?) -> String {
        let frame = time.flatMap { $0 > 0 && session.timeline != nil ? session.frame(at: $0).scene : nil }
        var lines = PageNode.derivation(of: index, in: session, frame: frame)
        if lines.isEmpty { lines = ["no node #\(index) in this picture"] }
        return lines.joined(separator: "\n") + "\n"
    }
}
