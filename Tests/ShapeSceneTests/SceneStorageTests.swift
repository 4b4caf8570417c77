// The scene's per-node storage: PlainArray keeps value semantics while it grows by realloc,
// RecentTable stores each distinct value once, and the tree reads kinds and names from its
// tables as it did when a node held them.
import ConcentricGeometry
import ShapeScene
import Testing

@Suite struct SceneStorageTests {
    @Test func plainArrayGrowsAndKeepsEveryElement() {
        var array = PlainArray<Int32>()
        for value in 0..<100_000 { array.append(Int32(value)) }
        #expect(array.count == 100_000)
        #expect(array.first == 0 && array.last == 99_999)
        #expect(array.enumerated().allSatisfy { Int32($0.offset) == $0.element })
        let repeated = PlainArray(repeating: Rect(x: 1, y: 2, width: 3, height: 4), count: 1000)
        #expect(repeated.count == 1000 && repeated.allSatisfy { $0 == Rect(x: 1, y: 2, width: 3, height: 4) })
    }

    @Test func plainArrayCopiesAreIndependent() {
        var original: PlainArray<Double> = [1, 2, 3]
        var copy = original
        copy[0] = 10
        copy.append(4)
        #expect(Array(original) == [1, 2, 3])
        #expect(Array(copy) == [10, 2, 3, 4])
        // Growing the original past its capacity (a realloc) leaves the copy as it was.
        let snapshot = original
        for value in 0..<1000 { original.append(Double(value)) }
        #expect(Array(snapshot) == [1, 2, 3])
        #expect(original.count == 1003 && original[3] == 0 && original[1002] == 999)
        original.removeAll()
        #expect(original.isEmpty && snapshot.count == 3)
    }

    @Test func recentTableStoresARepeatedValueOnce() {
        var table = RecentTable<String>()
        let indices = (0..<1000).map { table.index(of: $0 % 2 == 0 ? "container" : "shape") }
        #expect(table.values == ["container", "shape"])
        #expect(indices.prefix(4) == [0, 1, 0, 1])
        #expect(table[indices[3]] == "shape")
        // Ten values in turn: more than it compares with, so some are stored again, and every
        // index still reads back its own value.
        var many = RecentTable<Int>()
        let values = (0..<100).map { $0 % 10 }
        let found = values.map { many.index(of: $0) }
        #expect(zip(values, found).allSatisfy { many[$1] == $0 })
        #expect(many.values.count > 10)
    }

    @Test func treeReadsKindsAndNamesFromItsTables() {
        var tree = SceneTree()
        let card = tree.add(
            .shape(.container, .fixed(.roundedRectangle(cornerRadius: 24, style: .circular))),
            name: "card", under: nil)
        let stack = tree.add(.group(.vertical), name: nil, under: card)
        let photo = tree.add(.shape(.shape, .concentric(ConcentricRectangle(), style: nil)), name: nil, under: stack)
        #expect(tree.name(of: card) == "card" && tree.name(of: photo) == nil)
        #expect(tree.nameOrKind(of: card) == "card" && tree.nameOrKind(of: photo) == "ConcentricRectangle")
        #expect(tree.kindName(of: stack) == "vstack" && tree[stack].isGroup && tree[stack].role == nil)
        #expect(tree[card].role == .container && tree[photo].role == .shape)
        #expect(tree.shape(of: photo) == .concentric(ConcentricRectangle(), style: nil))
        #expect(tree.children(of: card) == [photo] && tree.mayHaveNamedNodes)
        #expect(!SceneTree().mayHaveNamedNodes)
    }
}
