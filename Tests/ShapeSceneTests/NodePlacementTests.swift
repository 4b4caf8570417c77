// Every node of a scene keeps a placement: it must stay small, and its compact storage must
// read back what was written.
import ConcentricGeometry
import Testing

@testable import ShapeScene

@Suite struct NodePlacementTests {
    @Test func aPlacementIsAtMost112BytesOfPlainData() {
        // 208 with optionals inline: 100 MB of a million-node scene (issue 28). Plain data, so
        // that a copy is a copy of bytes, with nothing to retain.
        #expect(MemoryLayout<NodePlacement>.stride <= 112)
        #expect(_isPOD(NodePlacement.self))
    }

    @Test func unsetLengthsReadAsNilAndSetOnesAsWritten() {
        var placement = NodePlacement()
        #expect(placement.width == nil && placement.height == nil && placement.at == nil)
        #expect(placement.stack == nil && placement.loop == nil && placement.offset == .zero)
        placement.width = 0
        placement.height = -3.5
        placement.at = Point(x: 0, y: -0.0)
        placement.stack = StackLayout(axis: .horizontal, spacing: 8, alignment: .top)
        placement.loop = LoopIteration(run: 2, iteration: 7, count: 9, line: 40)
        placement.offset = Point(x: -2, y: 5)
        #expect(placement.offset == Point(x: -2, y: 5))
        #expect(placement.width == 0 && placement.height == -3.5 && placement.at == Point(x: 0, y: 0))
        #expect(placement.stack == StackLayout(axis: .horizontal, spacing: 8, alignment: .top))
        #expect(placement.loop == LoopIteration(run: 2, iteration: 7, count: 9, line: 40))
        placement.stack = nil
        placement.offset = .zero
        #expect(placement.stack == nil && placement.loop == LoopIteration(run: 2, iteration: 7, count: 9, line: 40))
        #expect(placement.offset == .zero)
        placement.width = nil
        placement.at = nil
        #expect(placement.width == nil && placement.at == nil)
    }

    /// A copy is its own: changing one placement's stack leaves the other's.
    @Test func copiesAreIndependentAndEqualByValue() {
        var first = NodePlacement(stack: StackLayout(axis: .vertical, spacing: 4))
        let second = first
        first.stack?.spacing = 10
        #expect(second.stack?.spacing == 4 && first.stack?.spacing == 10)
        #expect(first != second)
        first.stack?.spacing = 4
        #expect(first == second && first.hashValue == second.hashValue)
        #expect(NodePlacement(width: 3) == NodePlacement(width: 3) && NodePlacement() != NodePlacement(width: 3))
        // A length set and unset again, and a negative zero, are equal and hash alike.
        var unset = NodePlacement(width: 3, at: Point(x: 1, y: 2))
        unset.width = nil
        unset.at = nil
        unset.padding = EdgeInsets(top: -0.0, leading: 0, bottom: 0, trailing: 0)
        #expect(unset == NodePlacement() && unset.hashValue == NodePlacement().hashValue)
    }

    /// A loop's numbers that do not fit 32 bits are no loop (no script within the limits makes one).
    @Test func aLoopBeyond32BitsIsNone() {
        let placement = NodePlacement(loop: LoopIteration(run: 0, iteration: 1 << 40, count: 1 << 41, line: 3))
        #expect(placement.loop == nil)
    }
}
