// swift-tools-version:6.0
// The `shape` package: a scriptable language for nested rounded shapes with concentric corners.
import PackageDescription

let package = Package(
    name: "shape",
    products: [
        .executable(name: "shape", targets: ["shape"]),
        .library(name: "ConcentricGeometry", targets: ["ConcentricGeometry"]),
        .library(name: "ShapeScene", targets: ["ShapeScene"]),
        .library(name: "ShapeLanguage", targets: ["ShapeLanguage"]),
        .library(name: "ShapeRendering", targets: ["ShapeRendering"]),
        .library(name: "ShapeLessons", targets: ["ShapeLessons"]),
        .library(name: "ShapeLanguageServer", targets: ["ShapeLanguageServer"]),
    ],
    targets: [
        // The shared resolver: pure geometry, no I/O, no dependency.
        .target(name: "ConcentricGeometry"),
        // The resolved scene: nodes, frames, radii with their traces, styles, canvas, findings.
        // What every output and client reads.
        .target(name: "ShapeScene", dependencies: ["ConcentricGeometry"]),
        // Lexer, parser, interpreter, layout and the Session API. Reads sources, writes no files.
        .target(name: "ShapeLanguage", dependencies: ["ConcentricGeometry", "ShapeScene"]),
        // SVG, text, JSON, HTML, CSS, SwiftUI and design-token renderers over the resolved scene
        // (never the language). No C: it builds for shape.wasm too.
        .target(name: "ShapeRendering", dependencies: ["ShapeScene", "ConcentricGeometry"]),
        // PNG, APNG and PDF: the SVG of ShapeRendering drawn by librsvg and cairo.
        .target(name: "ShapePictures", dependencies: ["ShapeRendering", "ShapeScene", "ConcentricGeometry", "CRsvg"]),
        // The course of `shape learn`: lessons as data, their checks through Session, progress.
        // Each lesson's text and scripts are files in Sources/ShapeLessons/Lessons, compiled in.
        .target(
            name: "ShapeLessons",
            dependencies: ["ShapeLanguage", "ShapeScene", "ShapeRendering", "ConcentricGeometry"],
            resources: [.embedInCode("Lessons")]),
        // Scripts read from the disk (`DiskSources`, `SourceFiles`): the native side of the
        // language's file seam, which shape.wasm replaces with the caller's files.
        .target(name: "ShapeFiles", dependencies: ["ShapeLanguage"]),
        // The pipeline with no platform in it: a script, its files and options in, text and
        // diagnostics (as JSON) out. What shape.wasm exports; the command line shares its choices.
        .target(
            name: "ShapeEngine",
            dependencies: ["ShapeLanguage", "ShapeLessons", "ShapeRendering", "ShapeScene", "ConcentricGeometry"]),
        // JSON values read and written by the two servers (language server, live page).
        .target(name: "ShapeJSON", dependencies: ["ConcentricGeometry"]),
        // `shape lsp`: the Language Server Protocol over the language's editor answers (framing,
        // JSON-RPC, UTF-16 positions, the main loop). The only module that speaks the protocol.
        .target(
            name: "ShapeLanguageServer",
            dependencies: ["ShapeLanguage", "ShapeFiles", "ShapeScene", "ConcentricGeometry", "ShapeJSON"]),
        // The tool's logic without a terminal: argument parsing, the commands, the REPL engine,
        // file writing and terminal colour.
        .target(
            name: "ShapeCommandLine",
            dependencies: [
                "ShapeLanguage", "ShapeFiles", "ShapeEngine", "ShapeRendering", "ShapePictures", "ShapeScene",
                "ConcentricGeometry", "ShapeLanguageServer", "ShapeLessons",
                "ShapeServer",
            ]),
        // The page's front end (Site/: the static playground and course, and the live page of
        // `shape serve`), its script and style compiled in.
        .target(
            name: "ShapeSite", path: "Site", exclude: ["pages.py"],
            resources: [.embedInCode("page.html"), .embedInCode("playground.js"), .embedInCode("playground.css")]),
        // The live page of `shape serve`: HTTP through libmicrohttpd, Server-Sent Events, the
        // page's assets. Stands on the language and the renderers, never on the command line.
        .target(
            name: "ShapeServer",
            dependencies: [
                "ShapeLanguage", "ShapeEngine", "ShapeFiles", "ShapeRendering", "ShapeScene", "ConcentricGeometry",
                "ShapeJSON", "ShapeSite", "CMicroHTTPD",
            ]),
        // GNU libmicrohttpd, declared in its shim.h and opened when the first server starts.
        .systemLibrary(name: "CMicroHTTPD", providers: [.apt(["libmicrohttpd12"])]),
        // librsvg, cairo and zlib, which draw PNG and PDF from our SVG: declared in its shim.h and
        // opened when the first picture is drawn, so that no other command loads them.
        .systemLibrary(name: "CRsvg", providers: [.apt(["librsvg2-2"])]),
        // GNU readline, linked only by the executable.
        .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
        // The command-line tool and REPL front end.
        .executableTarget(
            name: "shape",
            dependencies: ["ShapeCommandLine", "CReadline"]
        ),
        // What both fuzzers share: their limits and the replay of files an ordinary build does.
        .target(name: "FuzzSupport", dependencies: ["ShapeLanguage", "ShapeFiles"]),
        // libFuzzer entry point (scripts/fuzz); an ordinary build replays the files it is given.
        .executableTarget(
            name: "Fuzz",
            dependencies: [
                "FuzzSupport", "ShapeLanguage", "ShapeFiles", "ShapeRendering", "ShapeScene", "ShapeCommandLine",
            ]),
        // libFuzzer over the editor answers (scripts/fuzz): random text, a random cursor, every question.
        .executableTarget(name: "FuzzEditor", dependencies: ["FuzzSupport", "ShapeLanguage", "ShapeCommandLine"]),
        .testTarget(name: "ConcentricGeometryTests", dependencies: ["ConcentricGeometry"]),
        .testTarget(name: "ShapeSceneTests", dependencies: ["ShapeScene", "ConcentricGeometry"]),
        .testTarget(name: "ShapeLanguageTests", dependencies: ["ShapeLanguage", "ShapeFiles", "ShapeScene"]),
        .testTarget(
            name: "ShapeRenderingTests",
            dependencies: ["ShapeRendering", "ShapePictures", "ShapeLanguage", "ShapeScene", "ConcentricGeometry"]),
        .testTarget(name: "ShapeLessonsTests", dependencies: ["ShapeLessons", "ShapeLanguage", "ShapeScene"]),
        .testTarget(
            name: "ShapeLanguageServerTests",
            dependencies: ["ShapeLanguageServer", "ShapeLanguage", "ConcentricGeometry", "ShapeJSON"]),
        .testTarget(
            name: "ShapeCommandLineTests",
            dependencies: ["ShapeCommandLine", "ShapeLanguage", "ShapeRendering", "ShapePictures", "ShapeScene"]),
        .testTarget(
            name: "ShapeServerTests", dependencies: ["ShapeServer", "ShapeEngine", "ShapeLanguage", "ShapeJSON"]),
        // Hostile and malformed scripts: each must end in its expected located diagnostic.
        .testTarget(
            name: "HostileInputTests",
            dependencies: ["ShapeLanguage", "ShapeFiles", "ShapeRendering", "ShapeScene", "ShapeCommandLine"],
            exclude: ["corpus"]),
        // Runs every script in examples/ and compares its pictures with the committed ones; type-checks
        // each one's SwiftUI against the stand-in module in Tests/SwiftUIStandIn.
        .testTarget(
            name: "ExampleTests",
            dependencies: ["ShapeLanguage", "ShapeFiles", "ShapeRendering", "ShapeScene", "ShapeCommandLine"]),
    ]
)
