import ShapePictures
// The help on pictures: PNG and PDF, their options, animations, many files at once, and `shape md`.
import ShapeRendering
import ShapeScene

extension Help {
    /// The picture options of `render`, with limits read from ``PictureRenderer``.
    static let pictures = pictureOptions(withPDF: true)

    /// The picture options, for `render` (SVG, PNG and PDF) or for `md` (SVG and PNG figures).
    static func pictureOptions(withPDF: Bool) -> String {
        let formats = withPDF ? "SVG, PNG, PDF" : "SVG, PNG"
        let how =
            withPDF
            ? """
            PNG and PDF are our SVG drawn by librsvg and cairo, in the process (no program is run):
            a PNG is the SVG's width × height times --scale, in pixels; a PDF is one page of the
            SVG's width × height in points, with vector shapes and text. Both are byte-identical
            from run to run.
            """
            : """
            A PNG figure is our SVG drawn by librsvg and cairo, in the process (no program is
            run): the SVG's width × height times --scale, in pixels, byte-identical from run to run.
            """
        return """
            pictures (\(formats)):
            \(PictureOptions.table(withPDF: withPDF).help())
            Every SVG is role="img" with a <title> (the canvas's 'title:', else the named nodes in
            words: 'a card with rounded corners of 24') and a <desc> with every node's radii.
            \(how)
            """
    }

    /// The formats that hand the radii to code.
    static let exports = """

        radii for code (every node has one id, the same in all of them and in SVG and JSON: its
        name, or its path in the tree, such as card-concentricRectangle-1):
          json     the whole resolved scene; schemas/scene.schema.json documents every key
          html     a page: the stylesheet and one element per node and per stack, nested as
                   the script nests them, class shape-ID, its fill, stroke and opacity
          css      parametric and scoped (--prefix ds: .ds-card, --ds-gap): the script's
                   parameters as custom properties of the canvas, .ds-canvas, not :root
                   (cardRadius is --ds-card-radius); elements placed by CSS layout as the
                   script places them (containers one-cell grids, padding as margin,
                   stacks flex lines with gap, at absolute, offset relative); every length
                   and radius an expression of the parameters (max(R - d, 0px), minimums,
                   the clamp to half the shorter side), so changing one in the page gives
                   what --set gives; what cannot follow is a number, and a warning names it
          swiftui  a SwiftUI View whose body is the script's layout: containerShape on
                   containers, ConcentricRectangle with the initializer the script used,
                   stacks, padding, frames, parameters as properties (iOS 26 or later)
          tokens   the named nodes' radii as W3C design tokens (DTCG 2025.10: dimension
                   values {"value": 12, "unit": "px"}), each derived one with its rule in
                   $extensions (Tokens Studio math over {references}; --tokens-math makes
                   it the $value); --prefix NAME groups them under NAME
        """

    /// The animation options of `render`, with the limits read from ``AnimationOptions`` and
    /// ``Timeline``.
    static let animation = """
        animation (a script that declares 'animation duration: 2, …'):
        \(AnimationOptions.table.help())
        Every frame is the whole script run again with 'time' and 'progress' at that frame's
        moment, laid out and resolved anew; no radius is interpolated. Every frame is evaluated
        whatever is drawn (asserts hold at each; the frames share the step and node limits), and
        every picture of an animation has the frames' common bounds. SVG plays (SMIL, one
        discrete <animate> per attribute that changes; librsvg and image previews show the
        first frame); APNG plays in browsers and most viewers (the first frame elsewhere); PNG,
        PDF, text, JSON and the formats for code draw the first frame, or the one --time asks
        for.
        """

    static let renderMany = """
        many files:
          -o HANDOUT.pdf       (or --format pdf) every FILE in one PDF, a page each in the order
                               given, each page the size of its canvas; nothing is written
                               unless every script succeeds, and each printed line starts with
                               its script's name
        \(RenderOptions.manyTable.help())
        On a terminal, many files, frames or figures show 'rendering N of M … (P%)' on
        standard error while they are made; nothing is shown when it is not a terminal.
        """

    static let mdbook = """
        usage: shape mdbook [supports RENDERER]

        An mdBook preprocessor (mdBook 0.4 and 0.5). mdBook runs 'shape mdbook supports html'
        (exit 0: html and markdown are supported, exit 1 for any other renderer), then
        'shape mdbook' with '[context, book]' as JSON on standard input, and reads the book
        back on standard output. Every chapter's ```shape blocks, sub-chapters too, become
        figures as 'shape md' makes them (the same block options); every other byte of the
        book is passed through as it came.

        book.toml:
          [preprocessor.shape]
          command = "shape mdbook"
          inline = true        # each <svg> in the page (default); false writes image files
          images = "figures"   # with inline = false: the folder under src (default: beside
                               # each chapter); a file is only written when it changes
          annotate = false     # draw the construction in every figure

        Inlined figures' ids start with the block's id or 'shape-N-' (N counting the book's
        blocks), so the one-page print.html has every id once. Diagnostics name the chapter's
        file under src, with its line and column. A build with any error reports every error
        of every chapter on standard error, writes nothing to standard output and exits 1.
        JSON that is malformed, truncated, nested more than \(BookJSONReader.maximumDepth) deep or larger than
        \(MdBookCommand.maximumInput >> 20) MiB is refused with where it went wrong.

        \(limits)
        """

    static let markdown = """
        usage: shape md IN.md [-o OUT.md] [--images DIR | --inline] [options]
               shape md --check FILE…

        Replaces every shape block by the figure its script draws, and keeps every other byte of
        the document as it was. IN and OUT may be '-' (standard input and output; OUT defaults
        to standard output). The same blocks are read by 'shape mdbook' and the Pandoc filter
        (docs/figure-syntax.md):

          ```shape {#card caption="Figure 1: a *card*" alt="A card" format=png}
          container card = RoundedRectangle(cornerRadius: 24) { size 200 x 120 }
          ```

        becomes '<a id="card"></a>![A card](card.png)' and, after a line break in the same
        paragraph, '_Figure 1: a *card*_': one caption under the picture in Pandoc,
        Python-Markdown and GitHub alike. Also '```{#card .shape …}' and the older
        '```shape id=card png …'; inside a list item, indented as its text, the figure stays in
        the item. A line that looks like a shape fence but is none, and an unknown attribute,
        are warnings; a document with such lines and no block is an error.

        attributes (in braces, separated by spaces):
          #id, id=ID           the figure's anchor, file name (ID.svg; ':' becomes '-') and SVG
                               id prefix; by default 'shape-' and a hash of the block
          caption="TEXT"       the caption under the figure, as Markdown
          alt="TEXT"           the image's alternative text and the SVG's <title> (default:
                               the caption, else the picture in words); alt="" is decorative
          annotate             draw the construction (also annotate=true)
          format=svg|png       the figure's format (default: --format, else svg); also bare
          scale=N              the PNG's scale, over --scale; it shows at the size of scale 1
          width=W              180, 180px or 50%: the width it is shown at
          theme=T              light, dark or auto, over --theme

        options:
        \(MarkdownOptions.ownTable.help())

        \(pictureOptions(withPDF: false))

        Blocks follow CommonMark: fences of three or more backticks or tildes, indented at most
        three spaces; a block closes at a fence of the same character at least as long; an
        unclosed block runs to the end of the document (and is rendered). Fences inside other
        fenced blocks, indented code, HTML blocks and front matter are left alone, as are
        fences inside block quotes and list markers. A block's imports are relative to IN (to
        the current folder for standard input).

        A block with an error is reported with the Markdown file's line and column, and
        nothing is written (no OUT, no figure) unless --keep-going is given. Exit status: 0
        success; 1 a block failed; 2 a usage error.

        With --watch (and -o OUT), the document is written again on every save of IN or of a
        file its blocks import, each run one line on standard error ('12:04:31 ok (OUT.md,
        3 figures, 40 ms)', or 'failed, OUT.md unchanged' and the diagnostics); a failing run
        leaves OUT and the figures as they were. A figure file the watch made and the document
        no longer shows (a block without id= is renamed by every edit) is removed. Ctrl-C
        stops, with exit status 0.

        \(limits)
        """
}
