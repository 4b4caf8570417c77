// The only C in the renderers: librsvg reads our SVG and draws it with cairo into an image or a
// PDF page, in memory, and zlib compresses a PNG's pixels. The libraries are opened when the
// first picture is drawn (see Sources/CRsvg/shim.h). Every context, surface and GError is freed
// before returning; a parsed document is freed on a queue of its own (see `release`).
import CRsvg
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why librsvg or cairo could not draw a picture, in their words.
struct RasterError: Error, Equatable, Sendable {
    var message: String

    init(_ message: String) { self.message = message }
}

/// The functions of librsvg, cairo, GLib and zlib, looked up once, when first needed.
private struct Libraries: @unchecked Sendable {
    let api: ShapePictureLibraries

    static let loaded: Result<Libraries, RasterError> = {
        guard shape_can_load_libraries() != 0 else {
            return .failure(
                RasterError(
                    "this shape is a fully static executable, which cannot load librsvg and cairo: PNG and PDF "
                        + "need a dynamically linked build (scripts/shape builds one)"))
        }
        var api = ShapePictureLibraries()
        if let missing = shape_load_picture_libraries(&api) {
            return .failure(
                RasterError(
                    "PNG and PDF need librsvg, cairo and zlib, and '\(String(cString: missing))' could not be "
                        + "loaded (on Debian: apt-get install librsvg2-2)"))
        }
        return .success(Libraries(api: api))
    }()

    static func get() throws(RasterError) -> ShapePictureLibraries {
        try loaded.get().api
    }
}

/// Draws an SVG document through librsvg and cairo, never touching the disk.
enum Cairo {
    /// The PNG file of `svg` drawn at `scale` on a `pixelWidth` × `pixelHeight` transparent image.
    ///
    /// The document is fitted to the viewport `width` × `height` (its own size, in user units),
    /// which `scale` maps to pixels, exactly as `rsvg-convert -z scale` does.
    static func png(
        svg: String, width: Double, height: Double, scale: Double, pixelWidth: Int, pixelHeight: Int
    ) throws(RasterError) -> [UInt8] {
        try withPixels(
            svg: svg, width: width, height: height, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight
        ) { pixels, stride throws(RasterError) in
            try PNGEncoder.encode(pixels, width: pixelWidth, height: pixelHeight, stride: stride)
        }
    }

    /// Calls `body` with the pixels of `svg` drawn as ``png(svg:width:height:scale:pixelWidth:pixelHeight:)``
    /// draws it, and the bytes between their rows: native-endian premultiplied ARGB words.
    static func withPixels<T>(
        svg: String, width: Double, height: Double, scale: Double, pixelWidth: Int, pixelHeight: Int,
        _ body: (UnsafeRawPointer, Int) throws(RasterError) -> T
    ) throws(RasterError) -> T {
        let c = try Libraries.get()
        let handle = try loadHandle(svg, c)
        var drawn = false
        defer { if !drawn { release(handle, c) } }
        // The pixels live in memory of our own (zeroed: transparent), which the encoder reads.
        let stride = Int(c.cairo_format_stride_for_width(Int32(SHAPE_CAIRO_FORMAT_ARGB32), Int32(pixelWidth)))
        guard stride > 0, let pixels = calloc(stride * pixelHeight, 1) else {
            throw RasterError("cairo could not make a \(pixelWidth) × \(pixelHeight) image")
        }
        defer { free(pixels) }
        guard
            let surface = c.cairo_image_surface_create_for_data(
                pixels.assumingMemoryBound(to: UInt8.self), Int32(SHAPE_CAIRO_FORMAT_ARGB32), Int32(pixelWidth),
                Int32(pixelHeight), Int32(stride))
        else { throw RasterError("cairo could not make an image") }
        defer { c.cairo_surface_destroy(surface) }
        try check(c.cairo_surface_status(surface), "make a \(pixelWidth) × \(pixelHeight) image", c)
        try draw(handle, on: surface, width: width, height: height, scale: scale, c)
        c.cairo_surface_flush(surface)
        // The document is no longer needed: it is freed while the pixels are encoded.
        release(handle, c)
        drawn = true
        return try body(pixels, stride)
    }

    /// The PDF file of `svg` on one page of `width` × `height` points (a user unit is a point).
    ///
    /// cairo stamps a PDF with the time it was made; the creation date is set to a fixed one
    /// (the Unix epoch), so the same document gives the same bytes on every run.
    static func pdf(svg: String, width: Double, height: Double) throws(RasterError) -> [UInt8] {
        try pdf(pages: [PDFPage(svg: svg, width: width, height: height)])
    }

    /// One page of a PDF: an SVG document and the page's size in points.
    struct PDFPage {
        var svg: String
        var width: Double
        var height: Double
    }

    /// The PDF file of `pages`, in order, each page its own size; at least one page.
    static func pdf(pages: [PDFPage]) throws(RasterError) -> [UInt8] {
        let c = try Libraries.get()
        guard let first = pages.first else { throw RasterError("a PDF needs at least one page") }
        let sink = ByteSink()
        return try withExtendedLifetime(sink) { () throws(RasterError) -> [UInt8] in
            guard
                let surface = c.cairo_pdf_surface_create_for_stream(
                    ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), first.width, first.height)
            else { throw RasterError("cairo could not make a PDF") }
            defer { c.cairo_surface_destroy(surface) }
            try check(c.cairo_surface_status(surface), "make a PDF page of \(first.width) × \(first.height) points", c)
            c.cairo_pdf_surface_set_metadata(surface, Int32(SHAPE_CAIRO_PDF_METADATA_CREATE_DATE), fixedDate)
            for (index, page) in pages.enumerated() {
                // The size of a page is set before anything is drawn on it; the last page is
                // shown by finishing the surface.
                if index > 0 { c.cairo_pdf_surface_set_size(surface, page.width, page.height) }
                let handle = try loadHandle(page.svg, c)
                defer { release(handle, c) }
                try draw(handle, on: surface, width: page.width, height: page.height, scale: 1, c)
                if index < pages.count - 1 { c.cairo_surface_show_page(surface) }
                try check(c.cairo_surface_status(surface), "make page \(index + 1) of the PDF", c)
            }
            // Finishing writes the rest of the file through the sink.
            c.cairo_surface_finish(surface)
            try check(c.cairo_surface_status(surface), "write the PDF", c)
            return sink.bytes
        }
    }

    /// The date every PDF carries as its creation date, in the ISO 8601 form cairo reads.
    static let fixedDate = "1970-01-01T00:00:00Z"

    /// Frees a parsed document on a queue of its own, once it has been drawn. Freeing the
    /// elements of a large SVG takes a seventh of a picture's time (85–95 ms of 640 for 20,000
    /// nodes); on the queue it overlaps encoding and writing the picture, and a command that
    /// exits right after does not wait for it. The handle is used by one thread at a time, as
    /// librsvg asks: this one until it is drawn, then the queue's.
    private static func release(_ handle: OpaquePointer, _ c: ShapePictureLibraries) {
        let document = Document(handle: handle, unref: c.g_object_unref)
        releasing.async { document.unref(document.handle) }
    }

    private static let releasing = DispatchQueue(label: "shape.picture.release")

    /// A drawn document on its way to the release queue.
    private struct Document: @unchecked Sendable {
        let handle: OpaquePointer
        let unref: @convention(c) (OpaquePointer?) -> Void
    }

    /// Parses `svg` into a librsvg handle (the caller releases it).
    private static func loadHandle(_ svg: String, _ c: ShapePictureLibraries) throws(RasterError) -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        var text = svg
        let handle = text.withUTF8 { bytes in
            c.rsvg_handle_new_from_data(bytes.baseAddress, UInt(bytes.count), &error)
        }
        if let error { throw consume(error, doing: "read the SVG", c) }
        guard let handle else { throw RasterError("librsvg could not read the SVG") }
        return handle
    }

    /// Renders the whole document into `surface`, fitted to `width` × `height` scaled by `scale`.
    private static func draw(
        _ handle: OpaquePointer, on surface: OpaquePointer, width: Double, height: Double, scale: Double,
        _ c: ShapePictureLibraries
    ) throws(RasterError) {
        guard let context = c.cairo_create(surface) else { throw RasterError("cairo could not draw") }
        defer { c.cairo_destroy(context) }
        c.cairo_scale(context, scale, scale)
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        let drawn = c.rsvg_handle_render_document(handle, context, &viewport, &error)
        if let error { throw consume(error, doing: "draw the SVG", c) }
        guard drawn != 0 else { throw RasterError("librsvg could not draw the SVG") }
        try check(c.cairo_status(context), "draw the SVG", c)
    }

    /// The message of a GError, which is freed.
    private static func consume(
        _ error: UnsafeMutablePointer<GError>, doing what: String, _ c: ShapePictureLibraries
    ) -> RasterError {
        defer { c.g_error_free(error) }
        let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        return RasterError("librsvg could not \(what): \(message)")
    }

    /// Throws cairo's description of `status` unless it is success.
    private static func check(_ status: Int32, _ what: String, _ c: ShapePictureLibraries) throws(RasterError) {
        guard status != SHAPE_CAIRO_STATUS_SUCCESS else { return }
        let reason = c.cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status)"
        throw RasterError("cairo could not \(what): \(reason)")
    }

    /// Collects what cairo writes through a stream callback (a PDF).
    private final class ByteSink {
        var bytes: [UInt8] = []

        static let write: shape_cairo_write_func = { closure, data, length in
            guard let closure else { return Int32(SHAPE_CAIRO_STATUS_WRITE_ERROR) }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            if let data, length > 0 {
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            }
            return Int32(SHAPE_CAIRO_STATUS_SUCCESS)
        }
    }
}

/// zlib, for the PNG encoder: one stream at the default level, and the CRC of a chunk.
enum ZLib {
    /// `bytes` as one zlib stream (what a PNG's image data is).
    static func compress(_ bytes: [UInt8]) throws(RasterError) -> [UInt8] {
        let z = try Libraries.get()
        var length = z.compressBound(UInt(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                z.compress2(
                    target.baseAddress, &length, source.baseAddress, UInt(source.count),
                    Int32(SHAPE_Z_DEFAULT_COMPRESSION))
            }
        }
        guard status == SHAPE_Z_OK else { throw RasterError("zlib could not compress the PNG (status \(status))") }
        output.removeSubrange(Int(length)...)
        return output
    }

    /// The CRC-32 of `bytes`, as PNG chunks carry it.
    static func crc32(_ bytes: [UInt8]) throws(RasterError) -> UInt32 {
        let z = try Libraries.get()
        return bytes.withUnsafeBufferPointer {
            UInt32(truncatingIfNeeded: z.crc32(0, $0.baseAddress, UInt32($0.count)))
        }
    }
}
