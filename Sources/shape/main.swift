// Temporary driver until the CLI lands.
import ShapeLanguage
import ShapeRendering

let args = CommandLine.arguments
let session = Session(output: { print($0) })
let result = session.evaluateFile(args[1])
let formatter = DiagnosticFormatter(colored: false)
for d in result.diagnostics {
    print(formatter.format(d, source: session.source(for: d.file)))
}
if args.count > 2 {
    let scene = session.scene(traces: true)
    switch args[2] {
    case "json": print(JSONRenderer().render(scene))
    case "svg": print(SVGRenderer(annotate: true).render(scene))
    default: print(TextReport.render(scene, explain: true))
    }
}
