// Which loop iteration made a node (NodePlacement.loop): only nodes made directly in the braces
// the loop runs in, a function called from the loop's body included, and one run per time the
// loop statement runs.
import ShapeLanguage
import ShapeScene
import Testing

@Suite struct LoopMarkTests {
    static func scene(_ script: String) -> ResolvedScene {
        let session = Session()
        let result = session.evaluate(script)
        #expect(result.succeeded, "\(result.diagnostics)")
        return session.scene()
    }

    @Test func nodesMadeInALoopsBodyRecordTheirIteration() throws {
        let scene = Self.scene(
            """
            func tile() {
                container Rectangle() { size 10 x 10; shape Circle() { size 2 x 2 } }
            }
            for i in 0..<3 {
                tile()
            }
            shape Rectangle() { size 1 x 1 }
            """)
        let marks = scene.tree.roots.map { scene.placement(at: $0)?.loop }
        #expect(marks.map { $0?.iteration } == [0, 1, 2, nil])
        #expect(marks.compactMap { $0?.count } == [3, 3, 3])
        #expect(Set(marks.compactMap { $0?.run }).count == 1)
        #expect(marks[0]?.line == 4)
        // The circle was made inside a tile's braces, not the loop's.
        let circle = try #require(Array(scene.tree.directChildren(of: scene.tree.roots[0])).first)
        #expect(scene.placement(at: circle)?.loop == nil)
    }

    @Test func aLoopThatRunsTwiceMakesTwoRuns() {
        let scene = Self.scene(
            """
            func row() {
                hstack spacing: 0 { for i in [1, 2] { shape Rectangle() { size 4 x 4 } } }
            }
            row()
            row()
            """)
        let runs = scene.tree.roots.flatMap { stack in
            scene.tree.directChildren(of: stack).compactMap { scene.placement(at: $0)?.loop?.run }
        }
        #expect(runs.count == 4)
        #expect(runs[0] == runs[1] && runs[2] == runs[3] && runs[0] != runs[2])
    }
}
