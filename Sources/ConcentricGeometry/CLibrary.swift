// The C library, the one seam through which the core reaches it: glibc (or Darwin's libc) in
// the native build, Debian's wasi-libc in shape.wasm (scripts/build-wasm). Every other file of
// the core calls these and imports no platform module, so the platform `#if` lives here alone.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(WASILibc)
    import WASILibc
#endif

/// libm's functions and malloc's family, as the core uses them.
///
/// The trigonometry is libm's on purpose, never a host's (a browser's `Math.sin` differs from
/// glibc's in the last digit for about one result in fifty): the native and the WebAssembly
/// build each link a libm, and the identity suite counts where glibc's and musl's differ.
public enum CLibrary {
    @inlinable public static func sin(_ x: Double) -> Double { libcSin(x) }
    @inlinable public static func cos(_ x: Double) -> Double { libcCos(x) }
    @inlinable public static func tan(_ x: Double) -> Double { libcTan(x) }
    @inlinable public static func atan2(_ y: Double, _ x: Double) -> Double { libcAtan2(y, x) }
    @inlinable public static func pow(_ x: Double, _ y: Double) -> Double { libcPow(x, y) }
    @inlinable public static func exp(_ x: Double) -> Double { libcExp(x) }
    @inlinable public static func log(_ x: Double) -> Double { libcLog(x) }

    /// `malloc`: uninitialised memory for `count` bytes, or nil.
    @inlinable public static func allocate(_ count: Int) -> UnsafeMutableRawPointer? { libcMalloc(count) }
    /// `realloc`: the block grown (or moved) to `count` bytes, or nil with `pointer` untouched.
    @inlinable public static func reallocate(_ pointer: UnsafeMutableRawPointer?, _ count: Int)
        -> UnsafeMutableRawPointer?
    { libcRealloc(pointer, count) }
    /// `free`.
    @inlinable public static func deallocate(_ pointer: UnsafeMutableRawPointer?) { libcFree(pointer) }
    /// `memcmp`: whether the `count` bytes at the two places are the same.
    @inlinable public static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        libcMemcmp(a, b, count) == 0
    }
}

// The C functions under names of their own, so that the members above (and a file that imports
// both this module and Glibc) never see two functions called `sin`.
@inlinable func libcSin(_ x: Double) -> Double { sin(x) }
@inlinable func libcCos(_ x: Double) -> Double { cos(x) }
@inlinable func libcTan(_ x: Double) -> Double { tan(x) }
@inlinable func libcAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inlinable func libcPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inlinable func libcExp(_ x: Double) -> Double { exp(x) }
@inlinable func libcLog(_ x: Double) -> Double { log(x) }
@inlinable func libcMalloc(_ count: Int) -> UnsafeMutableRawPointer? { malloc(count) }
@inlinable func libcRealloc(_ pointer: UnsafeMutableRawPointer?, _ count: Int) -> UnsafeMutableRawPointer? {
    realloc(pointer, count)
}
@inlinable func libcFree(_ pointer: UnsafeMutableRawPointer?) { free(pointer) }
@inlinable func libcMemcmp(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Int32 { memcmp(a, b, count) }
