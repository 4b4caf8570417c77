// Lays the SVG documents of an animation's frames (element trees, see SVGSink) side by side and writes one document that
// plays them: every element is the one of the first frame, and each attribute that differs
// between frames gets a discrete SMIL <animate> with the exact value of every frame. Nothing is
// interpolated: `calcMode="discrete"` switches from one frame's value to the next.
//
// Elements are matched across frames by what identifies them: a node's id; a group by what it
// groups; a text by its words; any other element by its kind and the attributes that are not
// geometry, in order among its siblings. An element missing from some frames is hidden there
// (`visibility`); a label whose words change is one <text> per wording, each shown in its frames.
import ConcentricGeometry

/// The documents of the distinct frames, the order the animation shows them in, and when.
struct SVGAnimator {
    /// One document per distinct frame, as the renderer wrote its elements.
    let documents: [SVGElement]
    /// Which document each position of the animation shows.
    let sequence: [Int]
    /// When each position starts, as a fraction of `duration`: 0 first, then increasing.
    let keyTimes: [Double]
    /// Seconds the sequence lasts.
    let duration: Double
    /// Repeat forever; otherwise play once and keep the last position.
    let repeats: Bool

    /// The animated document. With documents that are all alike, it is the first one.
    func write() -> String {
        let root = Track(name: documents[0].name, key: "svg", documentCount: documents.count)
        for (index, document) in documents.enumerated() {
            root.merge(document, from: index)
        }
        var writer = Writer(animator: self)
        writer.output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        writer.write(root, depth: 0)
        return writer.output
    }

    /// Attributes whose values are animated; a change in any other starts a different element
    /// (for a node, which has an id, every attribute is animated).
    static let animatedAttributes: Set<String> = [
        "d", "x", "y", "cx", "cy", "r", "width", "height", "viewBox", "x1", "y1", "x2", "y2", "points",
        "transform", "font-size", "opacity", "fill-opacity", "stroke-opacity", "stroke-width",
    ]

    /// The value an attribute has when an element leaves it out.
    static let defaults: [String: String] = [
        "fill-opacity": "1", "stroke-opacity": "1", "opacity": "1", "stroke": "none", "stroke-width": "1",
        "stroke-dasharray": "none", "class": "", "visibility": "visible",
    ]
}

/// One element followed through every frame.
private final class Track {
    let name: String
    var key: String
    /// Every attribute name any frame gives it, in the order first seen.
    var attributeNames: [String] = []
    /// Its attributes in each document; nil where the document does not have it.
    var attributes: [[SVGAttribute]?]
    var text: String?
    var children: [Track] = []
    /// Where each child's key is in `children`.
    private var childIndex: [String: Int] = [:]
    /// The keys of further tracks of one element, made where frames put it in another order.
    private var copies: [String: [String]] = [:]
    /// A further track of an element: written without its id, which the first track keeps.
    private(set) var isCopy = false

    init(name: String, key: String, documentCount: Int) {
        self.name = name
        self.key = key
        attributes = Array(repeating: nil, count: documentCount)
    }

    /// Takes `element`, this track's element in document `document`, and its children.
    func merge(_ element: SVGElement, from document: Int) {
        attributes[document] = element.attributes
        for attribute in element.attributes where !attributeNames.contains(attribute.name) {
            attributeNames.append(attribute.name)
        }
        if text == nil { text = element.text }
        var seen: [String: Int] = [:]
        var last = -1
        for child in element.children {
            let base = Track.key(of: child)
            let count = seen[base, default: 0] + 1
            seen[base] = count
            let key = count == 1 ? base : base + "#" + String(count)
            let index: Int
            if last + 1 < children.count, children[last + 1].key == key {
                index = last + 1
            } else if let found = ([key] + copies[key, default: []]).lazy.compactMap({ self.childIndex[$0] }).first(
                where: { $0 > last })
            {
                index = found
            } else {
                // New here, or before an element it came after in an earlier frame: a track of
                // its own, placed after the last one matched so every frame keeps its order.
                let track = Track(name: child.name, key: key, documentCount: attributes.count)
                if childIndex[key] != nil {
                    track.key = key + "~" + String(copies[key, default: []].count + 2)
                    track.isCopy = true
                    copies[key, default: []].append(track.key)
                }
                index = last + 1
                children.insert(track, at: index)
                childIndex = Dictionary(uniqueKeysWithValues: children.enumerated().map { ($1.key, $0) })
            }
            children[index].merge(child, from: document)
            last = index
        }
    }

    /// What identifies an element among its siblings in every frame.
    static func key(of element: SVGElement) -> String {
        if let id = element.attribute("id") { return "#" + id }
        if element.name == "g" { return "g{" + (element.children.first.map(key(of:)) ?? "") + "}" }
        var key = element.name
        for attribute in element.attributes {
            key += " " + attribute.name
            if !SVGAnimator.animatedAttributes.contains(attribute.name) || attribute.value.contains(";") {
                key += "=" + attribute.value
            }
        }
        if let text = element.text { key += ">" + text }
        return key
    }

    /// This track's value of `attribute` in `document`, or nil when it has none there.
    func value(_ attribute: String, in document: Int) -> String? {
        guard let list = attributes[document] else { return nil }
        return list.first { $0.name == attribute }?.value ?? SVGAnimator.defaults[attribute] ?? ""
    }
}

/// Writes the merged tracks as one SVG document.
private struct Writer {
    let animator: SVGAnimator
    var output = ""
    /// `keyTimes` spelled once.
    let times: [String]
    let timing: String

    init(animator: SVGAnimator) {
        self.animator = animator
        times = animator.keyTimes.map { NumberFormat.format(($0 * 1_000_000).rounded() / 1_000_000) }
        let duration = NumberFormat.format((animator.duration * 1_000_000).rounded() / 1_000_000)
        timing =
            " calcMode=\"discrete\" dur=\"\(duration)s\""
            + (animator.repeats ? " repeatCount=\"indefinite\"" : " fill=\"freeze\"")
    }

    mutating func write(_ track: Track, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        let documents = animator.sequence
        let present = documents.map { track.attributes[$0] != nil }
        let first = present.firstIndex(of: true) ?? 0
        output += indent + "<" + track.name
        var written: Set<String> = []
        for attribute in track.attributes[documents[first]] ?? [] where !(track.isCopy && attribute.name == "id") {
            output += " " + attribute.name + "=\"" + attribute.value + "\""
            written.insert(attribute.name)
        }
        var animations: [String] = []
        if present.contains(false) {
            if !present[0] { output += " visibility=\"hidden\"" }
            animations += animation("visibility", present.map { $0 ? "visible" : "hidden" })
        }
        for name in track.attributeNames where !(track.isCopy && name == "id") {
            // Where the element is hidden, it keeps the value it last had, so runs stay long.
            var values: [String] = []
            var current = track.value(name, in: documents[first]) ?? ""
            for document in documents {
                if let value = track.value(name, in: document) { current = value }
                values.append(current)
            }
            if !written.contains(name), values.allSatisfy({ $0 == SVGAnimator.defaults[name] ?? "" }) { continue }
            animations += animation(name, values)
        }
        if track.children.isEmpty {
            if animations.isEmpty, track.text == nil {
                output += "/>\n"
            } else {
                output += ">" + animations.joined() + (track.text ?? "") + "</" + track.name + ">\n"
            }
            return
        }
        output += ">\n"
        for line in animations { output += indent + "  " + line + "\n" }
        for child in track.children { write(child, depth: depth + 1) }
        output += indent + "</" + track.name + ">\n"
    }

    /// A discrete `<animate>` through `values` (one per position), runs of one value written
    /// once; none when the value never changes.
    private func animation(_ attribute: String, _ values: [String]) -> [String] {
        var keyTimes: [String] = []
        var runs: [String] = []
        for (index, value) in values.enumerated() where index == 0 || value != values[index - 1] {
            keyTimes.append(times[index])
            runs.append(value)
        }
        guard runs.count > 1 else { return [] }
        return [
            "<animate attributeName=\"" + attribute + "\"" + timing + " keyTimes=\"" + keyTimes.joined(separator: ";")
                + "\" values=\"" + runs.joined(separator: ";") + "\"/>"
        ]
    }
}
