// `shape devices`: the screen presets as a table for people or JSON for tools, each number with
// where it comes from.
import ConcentricGeometry
import ShapeScene

/// Writes a list of ``Device`` presets as a text table or as JSON.
public struct DeviceCatalog: Sendable {
    public var devices: [Device]

    public init(_ devices: [Device] = Device.presets) {
        self.devices = devices
    }

    /// The presets whose name or an alias contains `word`, ignoring case and spaces.
    public static func matching(_ word: String) -> [Device] {
        let key = squeezed(word)
        return Device.presets.filter { device in
            ([device.name] + device.aliases).contains { squeezed($0).includes(key) }
        }
    }

    private static func squeezed(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace })
    }

    /// A table by family: size, corner radius (`~` for an estimate) and safe area in points,
    /// portrait, with other names under a row and the sources as numbered notes at the end.
    public func text() -> String {
        var radiusSources: [String] = []
        var safeAreaSources: [String] = []
        func note(_ source: String, in notes: inout [String]) -> Int {
            if let index = notes.firstIndex(of: source) { return index + 1 }
            notes.append(source)
            return notes.count
        }
        let nameWidth = max(devices.map { $0.name.count }.max() ?? 0, 6)
        var lines: [String] = []
        for family in Device.Family.allCases {
            let members = devices.filter { $0.family == family }
            guard !members.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines.append(
                pad(family.rawValue, nameWidth + 4) + pad("size", 13) + pad("radius", 8)
                    + pad("safe area", 12) + "notes")
            for device in members {
                let size = NumberFormat.format(device.size.width) + " × " + NumberFormat.format(device.size.height)
                let radius = (device.isApproximate ? "~" : "") + NumberFormat.format(device.cornerRadius)
                let insets = device.safeArea
                let safeArea =
                    insets == .zero
                    ? "none"
                    : NumberFormat.format(insets.top) + " / " + NumberFormat.format(insets.bottom)
                let notes =
                    "r\(note(device.source, in: &radiusSources)) s\(note(device.safeAreaSource, in: &safeAreaSources))"
                lines.append(
                    "  " + pad(device.name, nameWidth + 2) + pad(size, 13) + pad(radius, 8) + pad(safeArea, 12) + notes)
                if !device.aliases.isEmpty {
                    lines.append("    also: " + device.aliases.joined(separator: ", "))
                }
            }
        }
        lines.append("")
        lines.append("Sizes and safe areas in points, portrait; safe area is top / bottom (none: not modelled).")
        lines.append("~ marks a corner radius that is an estimate; the tool warns when a script uses one.")
        lines.append("")
        lines.append("Corner radius sources:")
        lines += radiusSources.enumerated().map { "  r\($0.offset + 1)  \($0.element)" }
        lines.append("Safe area sources:")
        lines += safeAreaSources.enumerated().map { "  s\($0.offset + 1)  \($0.element)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{ "devices": [ { "name", "aliases", "family", "width", "height", "cornerRadius",
    /// "cornerRadiusIsEstimate", "cornerRadiusSource", "safeArea", "safeAreaSource" } ] }`.
    public func json() -> String {
        var output = OutputBuffer(capacity: 512 * max(devices.count, 1))
        output.append("{\n  \"devices\": [")
        for (index, device) in devices.enumerated() {
            output.append(index == 0 ? "\n    {\n" : ",\n    {\n")
            output.append("      \"name\": ")
            output.appendJSONString(device.name)
            output.append(",\n      \"aliases\": [")
            for (aliasIndex, alias) in device.aliases.enumerated() {
                if aliasIndex > 0 { output.append(", ") }
                output.appendJSONString(alias)
            }
            output.append("],\n      \"family\": ")
            output.appendJSONString(device.family.rawValue)
            let measures = [
                ("width", device.size.width), ("height", device.size.height), ("cornerRadius", device.cornerRadius),
            ]
            for (key, number) in measures {
                output.append(string: ",\n      \"\(key)\": ")
                output.appendJSONNumber(number)
            }
            output.append(",\n      \"cornerRadiusIsEstimate\": ")
            output.append(device.isApproximate ? "true" : "false")
            output.append(",\n      \"cornerRadiusSource\": ")
            output.appendJSONString(device.source)
            // The safe area on one line: `{ "top": 59, "leading": 0, … }`.
            let insets = device.safeArea
            let sides = [
                ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
                ("trailing", insets.trailing),
            ]
            output.append(",\n      \"safeArea\": {")
            for (position, (key, number)) in sides.enumerated() {
                output.append(string: (position == 0 ? " \"" : ", \"") + key + "\": ")
                output.appendJSONNumber(number)
            }
            output.append(" },\n      \"safeAreaSource\": ")
            output.appendJSONString(device.safeAreaSource)
            output.append("\n    }")
        }
        output.append(devices.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return output.string
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 1))
    }
}
