// An animation as an animated PNG (APNG): every frame's SVG drawn by librsvg and cairo as a PNG
// is, and stored after the first as the rectangle of pixels that changed. Browsers and most
// image viewers play it; a viewer that knows only PNG shows the first frame. Zlib is the only
// codec: no colour is lost to a palette, as it would be in a GIF.
import ConcentricGeometry
import ShapeRendering
import ShapeScene

extension PictureRenderer {
    /// The animated PNG of `animation`, played as the animation plays: one period looping
    /// forever, or every step once and then held at the end.
    ///
    /// Every frame has one size: the union of the frames' bounds (the canvas, unless something
    /// moves out of it). Frames that draw the same pixels as the one before are one frame shown
    /// for longer.
    public func animatedPNG(_ animation: AnimatedScene) throws(PictureError) -> [UInt8] {
        guard let played = animation.playedFrames() else {
            throw PictureError.drawing("the animation has more than \(Timeline.maximumFrames) frames to draw")
        }
        let bounds = animation.unionBounds
        // Every frame has the same size: the work is known before a pixel is drawn.
        guard let first = played.first else { throw PictureError.drawing("the animation has no frame to draw") }
        var sized = first.scene
        sized.bounds = bounds
        let size = SVGRenderer.documentSize(of: sized)
        let framePixels = try PictureRenderer.pixelSize(width: size.width, height: size.height, scale: scale)
        var nodes = 0
        for frame in played {
            try PictureRenderer.checkDrawable(frame.scene)
            nodes += frame.scene.nodeCount
        }
        let pixels = played.count * framePixels.width * framePixels.height
        guard nodes <= PictureRenderer.maximumAnimationNodes, pixels <= PictureRenderer.maximumAnimationPixels else {
            throw PictureError.animationTooLarge(frames: played.count, nodes: nodes, pixels: pixels)
        }
        var encoder = APNGEncoder()
        let step = animation.sampling.step
        for (index, frame) in played.enumerated() {
            var scene = frame.scene
            scene.bounds = bounds
            let (width, height) = SVGRenderer.documentSize(of: scene)
            let pixels = try PictureRenderer.pixelSize(width: width, height: height, scale: scale)
            let svgText = svg.render(scene)
            let time = Double(index) * step
            do {
                try Cairo.withPixels(
                    svg: svgText, width: width, height: height, scale: scale, pixelWidth: pixels.width,
                    pixelHeight: pixels.height
                ) { words, stride throws(RasterError) in
                    try encoder.add(words, width: pixels.width, height: pixels.height, stride: stride, at: time)
                }
            } catch {
                throw PictureError.drawing(error.message)
            }
        }
        let repeats = animation.timeline.totalDuration == nil
        do {
            return try encoder.file(endingAt: Double(played.count) * step, loops: repeats)
        } catch {
            throw PictureError.drawing(error.message)
        }
    }
}

/// Builds an APNG file frame by frame (the PNG specification's animation chunks acTL, fcTL and
/// fdAT), always RGBA, every frame replacing its rectangle (dispose none, blend source).
struct APNGEncoder {
    private struct Frame {
        var region: PixelRegion
        var data: [UInt8]
        /// Seconds since the start when the frame is first shown.
        var time: Double
    }

    private var frames: [Frame] = []
    private var previous: [UInt32] = []
    private var size = (width: 0, height: 0)

    /// Takes the next frame, shown from `time` seconds: its pixels (native premultiplied ARGB
    /// words, rows `stride` bytes apart).
    mutating func add(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, at time: Double
    ) throws(RasterError) {
        var words = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { words[y * width + x] = row[x] }
        }
        defer { previous = words }
        guard !frames.isEmpty, size == (width, height) else {
            size = (width, height)
            let whole = PixelRegion(x: 0, y: 0, width: width, height: height)
            frames = [Frame(region: whole, data: try compressed(words, region: whole), time: time)]
            return
        }
        // The rectangle of pixels that changed; none: the previous frame is shown for longer.
        var (minX, minY, maxX, maxY) = (width, height, -1, -1)
        for y in 0..<height {
            for x in 0..<width where words[y * width + x] != previous[y * width + x] {
                minX = Swift.min(minX, x)
                maxX = Swift.max(maxX, x)
                minY = Swift.min(minY, y)
                maxY = Swift.max(maxY, y)
            }
        }
        guard maxX >= 0 else { return }
        let region = PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        frames.append(Frame(region: region, data: try compressed(words, region: region), time: time))
    }

    private func compressed(_ words: [UInt32], region: PixelRegion) throws(RasterError) -> [UInt8] {
        let raw = words.withUnsafeBytes { buffer -> [UInt8] in
            guard let base = buffer.baseAddress else { return [] }
            return PNGEncoder.scanlines(base, stride: size.width * 4, region: region, alpha: true)
        }
        return try ZLib.compress(raw)
    }

    /// The file: the frames, the last shown until `end` seconds, played once or forever.
    func file(endingAt end: Double, loops: Bool) throws(RasterError) -> [UInt8] {
        var file = PNGEncoder.signature
        try PNGEncoder.appendChunk(
            "IHDR", PNGEncoder.header(width: size.width, height: size.height, alpha: true), to: &file)
        try PNGEncoder.appendChunk(
            "acTL", PNGEncoder.bigEndian(UInt32(frames.count)) + PNGEncoder.bigEndian(loops ? 0 : 1), to: &file)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let next = index + 1 < frames.count ? frames[index + 1].time : end
            // Whole milliseconds from the start, so the delays add up to the animation's length.
            let delay = Swift.min(Swift.max((next * 1000).rounded() - (frame.time * 1000).rounded(), 0), 65_535)
            var control = PNGEncoder.bigEndian(sequence)
            control += PNGEncoder.bigEndian(UInt32(frame.region.width))
            control += PNGEncoder.bigEndian(UInt32(frame.region.height))
            control += PNGEncoder.bigEndian(UInt32(frame.region.x))
            control += PNGEncoder.bigEndian(UInt32(frame.region.y))
            control += [UInt8(Int(delay) >> 8), UInt8(Int(delay) & 0xFF), 0x03, 0xE8]  // delay / 1000 s
            control += [0, 0]  // dispose: none; blend: source
            try PNGEncoder.appendChunk("fcTL", control, to: &file)
            sequence += 1
            if index == 0 {
                try PNGEncoder.appendChunk("IDAT", frame.data, to: &file)
            } else {
                try PNGEncoder.appendChunk("fdAT", PNGEncoder.bigEndian(sequence) + frame.data, to: &file)
                sequence += 1
            }
        }
        try PNGEncoder.appendChunk("IEND", [], to: &file)
        return file
    }
}
