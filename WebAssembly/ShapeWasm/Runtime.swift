// What Embedded Swift's standard library asks of the platform and wasi-libc does not give:
// the hashing seed and `Double(String)`'s parser. Compiled only into shape.wasm.
import WASILibc

/// Hashing seeds. A fixed seed: shape's outputs never depend on the order of a dictionary, and
/// a fixed one keeps every run of the module the same.
@_cdecl("arc4random_buf")
func arc4randomBuffer(_ buffer: UnsafeMutableRawPointer, _ count: Int) {
    buffer.initializeMemory(as: UInt8.self, repeating: 0x5A, count: count)
}

/// `Double(String)`: `strtod` in the C locale (wasi-libc has no other), as the native runtime
/// calls `strtod_l` with the C locale. Returns where the number ends, or nil when none starts.
@_cdecl("_swift_stdlib_strtod_clocale")
func strtodCLocale(_ text: UnsafePointer<CChar>, _ result: UnsafeMutablePointer<Double>) -> UnsafePointer<CChar>? {
    var end: UnsafeMutablePointer<CChar>? = nil
    result.pointee = strtod(text, &end)
    guard let end, end != UnsafeMutablePointer(mutating: text) else { return nil }
    return UnsafePointer(end)
}
