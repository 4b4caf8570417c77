// The only C in the renderers: librsvg reads our SVG and draws it with cairo into an image or a
// PDF page, in memory, and zlib compresses a PNG's pixels. Every handle, context, surface and
// GError is freed before returning.
import CRsvg
import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why librsvg or cairo could not draw a picture, in their words.
struct RasterError: Error, Equatable, Sendable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}

/// Draws an SVG document through librsvg and cairo, never touching the disk.
enum Cairo {
    /// The PNG file of `svg` drawn at `scale` on a `pixelWidth` × `pixelHeight` transparent image.
    ///
    /// The document is fitted to the viewport `width` × `height` (its own size, in user units),
    /// which `scale` maps to pixels, exactly as `rsvg-convert -z scale` does.
    ///
    /// With `bands` above 1 the image is cut into that many horizontal bands, drawn at once on
    /// as many threads, each with its own librsvg handle, into its rows of one pixel buffer.
    /// A band is the whole document drawn shifted up by a whole number of pixels, so its pixels
    /// are those of a single drawing; cairo skips the shapes outside it.
    static func png(
        svg: String, width: Double, height: Double, scale: Double, pixelWidth: Int, pixelHeight: Int, bands: Int = 1
    ) throws(RasterError) -> [UInt8] {
        let format = CAIRO_FORMAT_ARGB32
        let stride = Int(cairo_format_stride_for_width(format, Int32(pixelWidth)))
        guard stride > 0, let pixels = calloc(stride * pixelHeight, 1) else {
            throw RasterError("cairo could not make a \(pixelWidth) × \(pixelHeight) image")
        }
        defer { free(pixels) }
        let buffer = PixelBuffer(base: pixels, stride: stride, width: pixelWidth, height: pixelHeight)
        let rows = (pixelHeight + bands - 1) / max(bands, 1)
        let count = (pixelHeight + rows - 1) / rows
        let failures = Mutex<[RasterError]>([])
        DispatchQueue.concurrentPerform(iterations: count) { band in
            let top = band * rows
            do throws(RasterError) {
                try drawBand(
                    svg, into: buffer, top: top, rows: min(rows, pixelHeight - top), scale: scale, width: width,
                    height: height)
            } catch {
                failures.withLock { $0.append(error) }
            }
        }
        if let failure = failures.withLock({ $0.first }) { throw failure }
        return try PNGEncoder.encode(pixels, width: pixelWidth, height: pixelHeight, stride: stride)
    }

    /// The PDF file of `svg` on one page of `width` × `height` points (a user unit is a point).
    ///
    /// cairo stamps a PDF with the time it was made; the creation date is set to a fixed one
    /// (the Unix epoch), so the same document gives the same bytes on every run.
    static func pdf(svg: String, width: Double, height: Double) throws(RasterError) -> [UInt8] {
        let handle = try loadHandle(svg)
        defer { g_object_unref(handle) }
        let sink = ByteSink()
        return try withExtendedLifetime(sink) { () throws(RasterError) -> [UInt8] in
            guard
                let surface = cairo_pdf_surface_create_for_stream(
                    ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), width, height)
            else { throw RasterError("cairo could not make a PDF") }
            defer { cairo_surface_destroy(surface) }
            try check(cairo_surface_status(surface), "make a PDF page of \(width) × \(height) points")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, fixedDate)
            try draw(handle, on: surface, width: width, height: height, scale: 1)
            // Finishing writes the rest of the file through the sink.
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface), "write the PDF")
            return sink.bytes
        }
    }

    /// The pixels every band draws into: rows of premultiplied ARGB, shared by the threads,
    /// each writing only its own rows.
    private struct PixelBuffer: @unchecked Sendable {
        let base: UnsafeMutableRawPointer
        let stride: Int
        let width: Int
        let height: Int
    }

    /// Draws the whole document into the `rows` rows of `buffer` from `top`.
    private static func drawBand(
        _ svg: String, into buffer: PixelBuffer, top: Int, rows: Int, scale: Double, width: Double, height: Double
    ) throws(RasterError) {
        let handle = try loadHandle(svg)
        defer { g_object_unref(handle) }
        guard
            let surface = cairo_image_surface_create_for_data(
                (buffer.base + top * buffer.stride).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(buffer.width), Int32(rows), Int32(buffer.stride))
        else { throw RasterError("cairo could not make an image") }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), "make a \(buffer.width) × \(rows) image")
        try draw(handle, on: surface, width: width, height: height, scale: scale, shiftedUp: Double(top))
        cairo_surface_flush(surface)
    }

    /// The date every PDF carries as its creation date, in the ISO 8601 form cairo reads.
    static let fixedDate = "1970-01-01T00:00:00Z"

    /// Parses `svg` into a librsvg handle (the caller unrefs it).
    private static func loadHandle(_ svg: String) throws(RasterError) -> UnsafeMutablePointer<RsvgHandle> {
        var error: UnsafeMutablePointer<GError>?
        var text = svg
        let handle = text.withUTF8 { bytes in
            rsvg_handle_new_from_data(bytes.baseAddress, gsize(bytes.count), &error)
        }
        if let error { throw consume(error, doing: "read the SVG") }
        guard let handle else { throw RasterError("librsvg could not read the SVG") }
        return handle
    }

    /// Renders the whole document into `surface`, fitted to `width` × `height` scaled by `scale`.
    /// `shiftedUp` moves the drawing up by that many pixels (a band's top row).
    private static func draw(
        _ handle: UnsafeMutablePointer<RsvgHandle>, on surface: OpaquePointer, width: Double, height: Double,
        scale: Double, shiftedUp: Double = 0
    ) throws(RasterError) {
        guard let context = cairo_create(surface) else { throw RasterError("cairo could not draw") }
        defer { cairo_destroy(context) }
        cairo_translate(context, 0, -shiftedUp)
        cairo_scale(context, scale, scale)
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        let drawn = rsvg_handle_render_document(handle, context, &viewport, &error)
        if let error { throw consume(error, doing: "draw the SVG") }
        guard drawn != 0 else { throw RasterError("librsvg could not draw the SVG") }
        try check(cairo_status(context), "draw the SVG")
    }

    /// The message of a GError, which is freed.
    private static func consume(_ error: UnsafeMutablePointer<GError>, doing what: String) -> RasterError {
        defer { g_error_free(error) }
        let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        return RasterError("librsvg could not \(what): \(message)")
    }

    /// Throws cairo's description of `status` unless it is success.
    private static func check(_ status: cairo_status_t, _ what: String) throws(RasterError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        let reason = cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)"
        throw RasterError("cairo could not \(what): \(reason)")
    }

    /// Collects what cairo writes through a stream callback (a PDF).
    private final class ByteSink {
        var bytes: [UInt8] = []

        static let write: cairo_write_func_t = { closure, data, length in
            guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            if let data, length > 0 {
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            }
            return CAIRO_STATUS_SUCCESS
        }
    }
}

/// zlib, for the PNG encoder: one stream at the default level, and the CRC of a chunk.
enum ZLib {
    /// `bytes` as one zlib stream (what a PNG's image data is).
    static func compress(_ bytes: [UInt8]) throws(RasterError) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &length, source.baseAddress, uLong(source.count), Z_DEFAULT_COMPRESSION)
            }
        }
        guard status == Z_OK else { throw RasterError("zlib could not compress the PNG (status \(status))") }
        output.removeSubrange(Int(length)...)
        return output
    }

    /// The CRC-32 of `bytes`, as PNG chunks carry it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CRsvg.crc32(0, $0.baseAddress, uInt($0.count))) }
    }
}
