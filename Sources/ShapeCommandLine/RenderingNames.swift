// ShapeRendering's output types under the names the command line has always used, for the files
// here that do not import ShapeRendering themselves (the `md` and `mdbook` commands). The types
// live in ShapeRendering so that a library user can turn a scene into bytes without this module.
import ShapeRendering

public typealias OutputFormat = ShapeRendering.OutputFormat
public typealias PictureOptions = ShapeRendering.PictureOptions
typealias RenderedOutput = ShapeRendering.RenderedOutput
