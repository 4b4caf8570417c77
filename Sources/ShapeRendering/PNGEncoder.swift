// Encodes cairo's pixels as a PNG file: straight (not premultiplied) RGB or RGBA, every row
// unfiltered, one zlib stream. Faster than cairo's own writer, whose adaptive row filters cost
// more than the drawing's flat colours gain from them.

/// Writes the pixels of a cairo ARGB32 image as a PNG file.
///
/// Colours are un-premultiplied exactly as cairo's PNG writer does it, and an image with no
/// transparent pixel is written as RGB, as cairo writes it, so the pixels read back are the
/// ones `rsvg-convert` writes. Nothing varies from run to run (no time, no text chunks).
enum PNGEncoder {
    /// The PNG file of a `width` × `height` image whose rows start `stride` bytes apart at
    /// `pixels`, each pixel a native-endian 32-bit premultiplied ARGB word.
    static func encode(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int
    ) throws(RasterError) -> [UInt8] {
        let opaque = isOpaque(pixels, width: width, height: height, stride: stride)
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + width * channels
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        raw.withUnsafeMutableBufferPointer { output in
            guard let out = output.baseAddress else { return }
            for y in 0..<height {
                let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                var target = out + y * rowBytes + 1  // after the filter byte, 0: none
                for x in 0..<width {
                    let pixel = row[x]
                    let alpha = pixel >> 24
                    var red = pixel >> 16 & 0xFF
                    var green = pixel >> 8 & 0xFF
                    var blue = pixel & 0xFF
                    if alpha != 255, alpha != 0 {
                        red = (red * 255 + alpha / 2) / alpha
                        green = (green * 255 + alpha / 2) / alpha
                        blue = (blue * 255 + alpha / 2) / alpha
                    } else if alpha == 0 {
                        (red, green, blue) = (0, 0, 0)
                    }
                    target[0] = UInt8(truncatingIfNeeded: red)
                    target[1] = UInt8(truncatingIfNeeded: green)
                    target[2] = UInt8(truncatingIfNeeded: blue)
                    if !opaque { target[3] = UInt8(truncatingIfNeeded: alpha) }
                    target += channels
                }
            }
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(width))
        header += bigEndian(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]  // depth 8, RGB or RGBA, deflate, no filter method, no interlace
        try appendChunk("IHDR", header, to: &file)
        try appendChunk("IDAT", try ZLib.compress(raw), to: &file)
        try appendChunk("IEND", [], to: &file)
        return file
    }

    /// Whether every pixel is fully opaque.
    private static func isOpaque(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 255 { return false }
        }
        return true
    }

    /// Length, type, data and the CRC of type and data.
    private static func appendChunk(_ type: StaticString, _ data: [UInt8], to file: inout [UInt8]) throws(RasterError) {
        file += bigEndian(UInt32(data.count))
        let typed = Array(UnsafeBufferPointer(start: type.utf8Start, count: type.utf8CodeUnitCount)) + data
        file += typed
        file += bigEndian(try ZLib.crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
