// Every help text and usage line the tool prints, in one place and one voice.
import ShapeLanguage

/// The tool's help texts.
public enum Help {
    public static let version = "0.1.0"

    /// `shape 0.1.0`.
    public static let versionLine = "shape \(version)"

    /// The one-line usage of a command, shown under a usage error.
    static func usage(_ command: CommandName?) -> String {
        switch command {
        case nil:
            "usage: shape [render | check | fmt | explain | md | mdbook | lsp | serve | repl | devices | learn | help] …"
        case .render?:
            "usage: shape render FILE [-o OUT] [--format svg|text|json|png|pdf|apng|html|css|swiftui|tokens] [--annotate] [--explain] [--width N] [--watch] [--timing]\n"
                + "       shape render FILE… --output-dir DIR [--format FORMAT] [--frames] [options]\n"
                + "       shape render FILE… -o HANDOUT.pdf [options]"
        case .check?: "usage: shape check FILE…"
        case .fmt?: "usage: shape fmt [FILE…] [--check | -w]"
        case .lsp?: "usage: shape lsp [--verbose]"
        case .serve?: "usage: shape serve FILE [--port N] [--host ADDR] [--open]"
        case .explain?: "usage: shape explain FILE [NODE]"
        case .md?:
            "usage: shape md IN.md [-o OUT.md] [--images DIR | --inline] [--keep-going] [--format svg|png] [--watch]\n"
                + "       shape md --check FILE…"
        case .mdbook?: "usage: shape mdbook [supports RENDERER] (mdBook's JSON on standard input)"
        case .repl?: "usage: shape repl [--sandbox] [--max-… N] [--warnings …]"
        case .devices?: "usage: shape devices [WORD] [--format text|json]"
        case .learn?:
            "usage: shape learn [--dir DIR] [list | show N | check [N] | hint [N] | solution N [--force] | reset N]\n"
                + "       shape learn --serve [--port N]\n"
                + "       shape learn --export DIR"
        case .help?: "usage: shape help [COMMAND | language]"
        }
    }

    /// The full help of the tool (nil), of one command, or the language reference.
    public static func text(for topic: HelpTopic?) -> String {
        switch topic {
        case nil, .command(.help)?: tool
        case .command(.render)?: render
        case .command(.check)?: check
        case .command(.fmt)?: EditorHelp.format
        case .command(.explain)?: explain
        case .command(.md)?: markdown
        case .command(.mdbook)?: mdbook
        case .command(.lsp)?: EditorHelp.languageServer
        case .command(.serve)?: ServeCommand.help
        case .command(.repl)?: repl
        case .command(.devices)?: devices
        case .command(.learn)?: LearnCommand.help
        case .language?: LanguageReference.text
        }
    }

    static let tool = """
        shape \(version): nested rounded shapes with concentric corners

        usage: shape COMMAND [options]

        commands:
          render FILE          write a script's scene: SVG, PNG, PDF, text, JSON, HTML, CSS, SwiftUI, tokens
          check FILE…          report errors and warnings (every syntax error); write nothing
          fmt [FILE…]          lay scripts out in the one canonical form
          explain FILE [NODE]  show how each corner radius was derived
          md IN.md             turn the shape blocks of a Markdown file into figures
          mdbook               an mdBook preprocessor: the same figures in every chapter
          lsp                  a language server for editors, on standard input and output
          serve FILE           a live page: the picture follows every save, edit and slider
          repl                 an interactive session: line editing, history, Tab completion
          devices [WORD]       the screen presets device("…") knows, with their sources
          learn                a course in concentric geometry: lessons checked as you edit
          help [COMMAND]       show help for the tool or a command
          help language        the language: shapes, labels, commands, queries, builtins,
                               members and warnings

        A bare 'shape' starts the REPL when standard input is a terminal; otherwise it runs the
        script on standard input: 'print' output to standard output, diagnostics to standard
        error, nothing rendered (like 'shape check -', plus the script's output).

        FILE may be '-' for standard input. Run 'shape help COMMAND' for a command's options.

        options:
          -h, --help     show help
          --version      print the version

        exit status: 0 success; 1 a script error, or a file that could not be read or written;
        2 a usage error (unknown command or option, bad value, an output that would overwrite
        an input). Warnings never change it.

        Diagnostics are coloured when standard error is a terminal, unless NO_COLOR is set.
        """

    /// The limit flags, from their table.
    static var limits: String {
        """
        limits (each evaluation; the defaults stop only runaway scripts):
        \(LimitOptions.table.help())
        """
    }

    static let render = """
        usage: shape render FILE [-o OUT] [--format FORMAT] [options]
               shape render FILE… --output-dir DIR [--format FORMAT] [--frames] [options]

        Evaluates FILE ('-' for standard input) and writes the scene it builds.

        output:
        \(RenderOptions.outputTable.help())

        The text format is a box-drawing preview followed by the node tree with frames and radii.
        \(exports)

        The script's 'print' output goes to standard output, or to standard error when the scene
        itself goes to standard output, so that piped SVG or JSON stays clean.

        \(pictures)

        \(animation)

        \(renderMany)

        \(limits)

        examples:
          shape render card.shape -o card.svg --annotate
          shape render card.shape -o card.png --scale 2 --background white
          shape render examples/*.shape --output-dir pictures --format pdf
          shape render examples/10-drag-demo.shape --time 1.5 -o still.png
          shape render examples/10-drag-demo.shape -o drag.apng --fps 12
          shape render card.shape                       (a preview in the terminal)
          echo 'shape s = Capsule() { size 80 x 40 }' | shape render - --format json
          shape render card.shape -o card.css           (radii as CSS custom properties)
          shape render card.shape -o CardView.swift     (a SwiftUI view of the scene)
        """

    static let check = """
        usage: shape check FILE… [options]

        Evaluates each FILE ('-' for standard input) and reports its errors and warnings on
        standard error, without rendering anything; the scripts' 'print' output is discarded.
        A script with an animation is evaluated at every frame, so its asserts hold at each.
        Every syntax error of a file is listed (up to 50, then a count of the rest), each with
        its place; a script whose syntax is clean reports the error that stopped it, if any.
        Prints nothing when every file is clean. Exits 1 when any file has an error; warnings
        alone exit 0.

        \(limits)
        """

    static let explain = """
        usage: shape explain FILE [NODE] [options]

        Evaluates FILE ('-' for standard input) and shows, for every node (or only NODE), where
        each corner radius comes from: the container's radius, the insets dx and dy, the distance
        d = max(dx, dy), and any floor, minimum, uniform group or clamp that applied.
        NODE is a name or an id as the outputs show it ('row-3'); a name several nodes share
        explains each of them. The script's 'print' output goes to standard error. Exits 1 when
        the script has an error or has no node named NODE.

        \(limits)
        """

    static let repl = """
        usage: shape repl [options]

        An interactive session. Type statements as in a script; a top-level expression prints
        its value (photo.radii). A block left open continues on the next line ('...' prompt).
        An error prints its diagnostic and keeps everything defined before it.

        keys: Tab completes keywords, builtins, labels, corner styles and your own names (after a
        '.', members); Up and Down recall history, kept in ~/.shape_history (1000 lines);
        Ctrl-C abandons the input or stops a running evaluation; Ctrl-D leaves.

        \(REPLHelp.commands)

        When standard input is not a terminal, lines are read plainly, without prompts; the exit
        status is then 1 if any input had an error.

        \(limits)
        """

    static let devices = """
        usage: shape devices [WORD] [--format text|json]

        Lists the screen presets that device("NAME") and 'canvas device("NAME")' take: portrait
        size, display corner radius and safe area in points, each with where it comes from.
        Apple publishes no display corner radii; a radius marked ~ is an estimate, and a script
        that uses one gets a warning.

          WORD                 only presets whose name or other name contains WORD, ignoring
                               case and spaces (shape devices "16 pro")
        \(DevicesOptions.table.help())

        Exits 1 when no preset matches WORD.
        """
}

/// The REPL's `:help`.
enum REPLHelp {
    static let commands =
        MetaCommand.helpList + """


            Declaring a top-level node name again replaces the earlier node (and says so).
            """
}
