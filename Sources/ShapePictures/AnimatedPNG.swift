// An animation as an animated PNG (APNG): every frame's SVG drawn by librsvg and cairo as a PNG
// is, and stored after the first as the rectangle of pixels that changed. Browsers and most
// image viewers play it; a viewer that knows only PNG shows the first frame. Zlib is the only
// codec: no colour is lost to a palette, as it would be in a GIF.
//
// The file is written as it is drawn, a frame at a time: the frame count the header (acTL)
// gives is known before the first pixel, so memory holds one frame's pixels and the one before,
// however many frames there are.
import ConcentricGeometry
import ShapeRendering
import ShapeScene

extension PictureRenderer {
    /// The animated PNG of `animation`, played as the animation plays: one period looping
    /// forever, or every step once and then held at the end. Made in memory: a file should be
    /// written with ``AnimatedPNGPlan/write(to:while:)`` instead.
    public func animatedPNG(_ animation: AnimatedScene) throws(PictureError) -> [UInt8] {
        let bytes = CollectedBytes()
        try animatedPNGPlan(animation).write(to: bytes)
        return bytes.bytes
    }

    /// Checks that `animation` can be drawn as an APNG (every frame within the picture limits,
    /// all of them within the animation's) and decides its frames, before anything is drawn.
    ///
    /// Every frame has one size: the union of the frames' bounds (the canvas, unless something
    /// moves out of it). A frame whose SVG is the one before's is not a frame of its own: the
    /// one before is shown for longer.
    public func animatedPNGPlan(_ animation: AnimatedScene) throws(PictureError) -> AnimatedPNGPlan {
        guard let played = animation.playedFrames() else {
            throw PictureError.drawing("the animation has more than \(Timeline.maximumFrames) frames to draw")
        }
        guard let first = played.first else { throw PictureError.drawing("the animation has no frame to draw") }
        let bounds = animation.unionBounds
        var sized = first.scene
        sized.bounds = bounds
        let size = SVGRenderer.documentSize(of: sized)
        let pixels = try PictureRenderer.pixelSize(width: size.width, height: size.height, scale: scale)
        var nodes = 0
        for frame in played {
            try PictureRenderer.checkDrawable(frame.scene)
            nodes += frame.scene.nodeCount
        }
        let total = played.count * pixels.width * pixels.height
        guard nodes <= PictureRenderer.maximumAnimationNodes, total <= PictureRenderer.maximumAnimationPixels else {
            throw PictureError.animationTooLarge(frames: played.count, nodes: nodes, pixels: total)
        }
        // The frames that differ from the one before, and when each is first shown: the count
        // the header gives. Only the last SVG is kept while looking.
        let step = animation.sampling.step
        var shown: [AnimatedPNGPlan.Shown] = []
        var previous = ""
        for (index, frame) in played.enumerated() {
            var scene = frame.scene
            scene.bounds = bounds
            let text = svg.render(scene)
            guard shown.isEmpty || text != previous else { continue }
            shown.append(AnimatedPNGPlan.Shown(index: index, time: Double(index) * step))
            previous = text
        }
        return AnimatedPNGPlan(
            renderer: self, played: played, bounds: bounds, size: size, pixels: pixels, shown: shown,
            end: Double(played.count) * step, loops: animation.timeline.totalDuration == nil)
    }
}

/// An APNG checked and counted, ready to be drawn and written a frame at a time.
public struct AnimatedPNGPlan: Sendable {
    /// A frame of the file: which played frame, first shown when.
    struct Shown: Sendable {
        var index: Int
        /// Seconds since the start.
        var time: Double
    }

    let renderer: PictureRenderer
    let played: [AnimationFrame]
    let bounds: Rect
    let size: (width: Double, height: Double)
    let pixels: (width: Int, height: Int)
    let shown: [Shown]
    /// When the last frame stops being shown, in seconds.
    let end: Double
    /// Whether the animation plays forever (else once, held at its end).
    let loops: Bool

    /// The number of frames in the file (acTL's count).
    public var frameCount: Int { shown.count }

    /// Draws each frame and writes it to `sink` as soon as it is drawn: signature, header and
    /// frame count first, then a frame at a time, then the end. Stops between frames, having
    /// written an unfinished file, when `keepGoing` answers false (the sink failed, or an
    /// interrupt came): the caller discards it.
    public func write(to sink: some ByteSink, while keepGoing: () -> Bool = { true }) throws(PictureError) {
        do throws(RasterError) {
            var file = APNGFile(sink: sink, width: pixels.width, height: pixels.height)
            try file.begin(frames: shown.count, loops: loops)
            for (position, frame) in shown.enumerated() {
                guard keepGoing() else { return }
                var scene = played[frame.index].scene
                scene.bounds = bounds
                let next = position + 1 < shown.count ? shown[position + 1].time : end
                // Whole milliseconds from the start, so the delays add up to the animation's length.
                let delay = Swift.min(Swift.max((next * 1000).rounded() - (frame.time * 1000).rounded(), 0), 65_535)
                try Cairo.withPixels(
                    svg: renderer.svg.render(scene), width: size.width, height: size.height, scale: renderer.scale,
                    pixelWidth: pixels.width, pixelHeight: pixels.height
                ) { words, stride throws(RasterError) in
                    try file.add(words, stride: stride, milliseconds: Int(delay))
                }
            }
            guard keepGoing() else { return }
            try file.finish()
        } catch {
            throw PictureError.drawing(error.message)
        }
    }
}

/// Writes an APNG file to a sink frame by frame (the PNG specification's animation chunks acTL,
/// fcTL and fdAT), always RGBA, every frame replacing its rectangle (dispose none, blend
/// source). Holds the last frame's pixels only, to find what changed.
struct APNGFile<Sink: ByteSink> {
    let sink: Sink
    let width: Int
    let height: Int
    private var previous: [UInt32]
    private var current: [UInt32]
    /// Whether a frame was written: the next one is stored as what changed.
    private var started = false
    /// The next fcTL or fdAT sequence number.
    private var sequence: UInt32 = 0

    init(sink: Sink, width: Int, height: Int) {
        (self.sink, self.width, self.height) = (sink, width, height)
        current = [UInt32](repeating: 0, count: width * height)
        previous = current
    }

    /// The signature, the header and the animation's frame count, played once or forever.
    func begin(frames: Int, loops: Bool) throws(RasterError) {
        var start = PNGEncoder.signature
        try PNGEncoder.appendChunk("IHDR", PNGEncoder.header(width: width, height: height, alpha: true), to: &start)
        try PNGEncoder.appendChunk(
            "acTL", PNGEncoder.bigEndian(UInt32(frames)) + PNGEncoder.bigEndian(loops ? 0 : 1), to: &start)
        emit(start)
    }

    /// Writes the next frame, shown for `milliseconds`: its pixels (native premultiplied ARGB
    /// words, rows `stride` bytes apart), after the first only the rectangle that changed (a
    /// pixel when none did: the count in the header is already written).
    mutating func add(_ pixels: UnsafeRawPointer, stride: Int, milliseconds: Int) throws(RasterError) {
        swap(&previous, &current)
        for y in 0..<height {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { current[y * width + x] = row[x] }
        }
        let region = started ? changedRegion() : PixelRegion(x: 0, y: 0, width: width, height: height)
        let raw = current.withUnsafeBytes { buffer -> [UInt8] in
            guard let base = buffer.baseAddress else { return [] }
            return PNGEncoder.scanlines(base, stride: width * 4, region: region, alpha: true)
        }
        let data = try ZLib.compress(raw)
        var control = PNGEncoder.bigEndian(sequence)
        control += PNGEncoder.bigEndian(UInt32(region.width))
        control += PNGEncoder.bigEndian(UInt32(region.height))
        control += PNGEncoder.bigEndian(UInt32(region.x))
        control += PNGEncoder.bigEndian(UInt32(region.y))
        control += [UInt8(milliseconds >> 8), UInt8(milliseconds & 0xFF), 0x03, 0xE8]  // delay / 1000 s
        control += [0, 0]  // dispose: none; blend: source
        var chunks: [UInt8] = []
        try PNGEncoder.appendChunk("fcTL", control, to: &chunks)
        sequence += 1
        if !started {
            try PNGEncoder.appendChunk("IDAT", data, to: &chunks)
            started = true
        } else {
            try PNGEncoder.appendChunk("fdAT", PNGEncoder.bigEndian(sequence) + data, to: &chunks)
            sequence += 1
        }
        emit(chunks)
    }

    /// The smallest rectangle holding every pixel that changed since the frame before; its
    /// top-left pixel when none did.
    private func changedRegion() -> PixelRegion {
        var (minX, minY, maxX, maxY) = (width, height, -1, -1)
        for y in 0..<height {
            for x in 0..<width where current[y * width + x] != previous[y * width + x] {
                minX = Swift.min(minX, x)
                maxX = Swift.max(maxX, x)
                minY = Swift.min(minY, y)
                maxY = Swift.max(maxY, y)
            }
        }
        guard maxX >= 0 else { return PixelRegion(x: 0, y: 0, width: 1, height: 1) }
        return PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The file's end.
    func finish() throws(RasterError) {
        var end: [UInt8] = []
        try PNGEncoder.appendChunk("IEND", [], to: &end)
        emit(end)
    }

    private func emit(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { sink.write($0) }
    }
}

/// A sink that keeps what it is given: an APNG made in memory.
final class CollectedBytes: ByteSink {
    var bytes: [UInt8] = []

    func write(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
    }
}
