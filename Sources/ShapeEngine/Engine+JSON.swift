// Diagnostics and parameters in the engine's JSON: every field a client needs to place them,
// offsets in UTF-8 bytes as the language counts them.
import ShapeLanguage

extension Engine {
    /// `"diagnostics": [...]`, each with its `summary` (the first line `shape` prints:
    /// `file:line:col: error: message`) beside the parts.
    static func write(_ diagnostics: [Diagnostic], to json: inout JSONWriter) {
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in diagnostics {
            json.beginObject()
            json.string("severity", diagnostic.severity.rawValue)
            json.string("code", diagnostic.code.rawValue)
            json.string("message", diagnostic.message)
            json.optionalString("file", diagnostic.file)
            write(diagnostic.range, to: &json)
            json.optionalString("hint", diagnostic.hint)
            json.key("notes")
            json.beginArray()
            for note in diagnostic.notes {
                json.beginObject()
                json.string("message", note.message)
                json.optionalString("file", note.file)
                if let range = note.range { write(range, to: &json) }
                json.endObject()
            }
            json.endArray()
            json.string("summary", diagnostic.summary)
            json.endObject()
        }
        json.endArray()
    }

    /// `line`, `column`, `endLine`, `endColumn` (from 1) and `start`, `end` (byte offsets).
    static func write(_ range: SourceRange, to json: inout JSONWriter) {
        json.int("line", range.start.line)
        json.int("column", range.start.column)
        json.int("endLine", range.end.line)
        json.int("endColumn", range.end.column)
        json.int("start", range.start.offset)
        json.int("end", range.end.offset)
    }

    /// `"parameters": [...]`: name, value, declared, line, file, as JSON output lists them; with
    /// `ranges`, a page's slider for each (`min`, `max`, `step`).
    static func write(_ parameters: [ScriptParameter], to json: inout JSONWriter, ranges: Bool = false) {
        json.key("parameters")
        json.beginArray()
        for parameter in parameters {
            json.beginObject()
            json.string("name", parameter.name)
            json.number("value", parameter.value)
            json.number("declared", parameter.declared)
            json.int("line", parameter.range.start.line)
            json.optionalString("file", parameter.file)
            if ranges {
                let range = ParameterRange(around: parameter.declared, including: parameter.value)
                json.number("min", range.minimum)
                json.number("max", range.maximum)
                json.number("step", range.step)
            }
            json.endObject()
        }
        json.endArray()
    }
}
