// The interpreter copies values in its inner loops: a value must stay two words wide.
import Testing

@testable import ShapeLanguage

@Suite struct ValueLayoutTests {
    @Test func aValueIsAtMostSixteenBytes() {
        // A string stored inline made it 24 (Benchmarks/README.md, issue 22: core 2.81G -> 2.67G
        // instructions with the string boxed).
        #expect(MemoryLayout<Value>.stride <= 16)
    }
}
