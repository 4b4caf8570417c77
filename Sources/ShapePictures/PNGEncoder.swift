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
        let region = PixelRegion(x: 0, y: 0, width: width, height: height)
        let raw = scanlines(pixels, stride: stride, region: region, alpha: !opaque)
        var file = signature
        try appendChunk("IHDR", header(width: width, height: height, alpha: !opaque), to: &file)
        try appendChunk("IDAT", try ZLib.compress(raw), to: &file)
        try appendChunk("IEND", [], to: &file)
        return file
    }

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The IHDR chunk's data: depth 8, RGB or RGBA, deflate, no filter method, no interlace.
    static func header(width: Int, height: Int, alpha: Bool) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, alpha ? 6 : 2, 0, 0, 0]
    }

    /// The unfiltered scanlines of `region` (a filter byte of 0, then the pixels): colours
    /// un-premultiplied as cairo's PNG writer does it, with or without the alpha channel.
    static func scanlines(_ pixels: UnsafeRawPointer, stride: Int, region: PixelRegion, alpha: Bool) -> [UInt8] {
        let channels = alpha ? 4 : 3
        let rowBytes = 1 + region.width * channels
        var raw = [UInt8](repeating: 0, count: rowBytes * region.height)
        raw.withUnsafeMutableBufferPointer { output in
            guard let out = output.baseAddress else { return }
            for y in 0..<region.height {
                let row = (pixels + (region.y + y) * stride).assumingMemoryBound(to: UInt32.self) + region.x
                var target = out + y * rowBytes + 1  // after the filter byte, 0: none
                for x in 0..<region.width {
                    let pixel = row[x]
                    let opacity = pixel >> 24
                    var red = pixel >> 16 & 0xFF
                    var green = pixel >> 8 & 0xFF
                    var blue = pixel & 0xFF
                    if opacity != 255, opacity != 0 {
                        red = (red * 255 + opacity / 2) / opacity
                        green = (green * 255 + opacity / 2) / opacity
                        blue = (blue * 255 + opacity / 2) / opacity
                    } else if opacity == 0 {
                        (red, green, blue) = (0, 0, 0)
                    }
                    target[0] = UInt8(truncatingIfNeeded: red)
                    target[1] = UInt8(truncatingIfNeeded: green)
                    target[2] = UInt8(truncatingIfNeeded: blue)
                    if alpha { target[3] = UInt8(truncatingIfNeeded: opacity) }
                    target += channels
                }
            }
        }
        return raw
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
    static func appendChunk(_ type: StaticString, _ data: [UInt8], to file: inout [UInt8]) throws(RasterError) {
        file += bigEndian(UInt32(data.count))
        let typed = Array(UnsafeBufferPointer(start: type.utf8Start, count: type.utf8CodeUnitCount)) + data
        file += typed
        file += bigEndian(try ZLib.crc32(typed))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// A rectangle of pixels: the whole image, or the part of a frame that changed.
struct PixelRegion: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}
