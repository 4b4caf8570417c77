// A frame of an animation is compiled with its clock known, so `time`, `progress` and what is
// computed from them are that moment's numbers in the expressions the parametric outputs write,
// and the parameters around them still follow (issue 43: 10's dragged box, 14's blend and 15's
// sheet were written as numbers).
import ConcentricGeometry
import ShapeScene
import Testing

@testable import ShapeLanguage

@Suite struct ClockDerivationTests {
    /// The placement expressions of node `s` at `seconds` into `script`'s animation.
    static func placement(_ script: String, at seconds: Double) throws -> PlacementExpressions? {
        let session = Session()
        session.keepsDerivations = true
        let result = session.evaluate(script)
        #expect(result.succeeded, "\(result.error?.message ?? "")")
        let frame = try #require(session.frame(at: seconds).scene)
        let node = try #require((0..<frame.tree.count).first { frame.tree.name(of: $0) == "s" })
        return frame.derivation?.placements[node]
    }

    static let animation = "let gap = 8\nlet wide = 100\nanimation duration: 2, fps: 10\n"

    @Test(arguments: [
        // The moment's progress, in a sum with a parameter: at 1 s of 2 (linear), 0.5.
        ("padding gap + 10 * progress", 1.0, "gap + 5"),
        ("padding gap * progress", 1.0, "gap * 0.5"),
        // At the start `* progress` is nothing: `gap + 0`, not `gap + (wide - gap) * 0`.
        ("padding gap + (wide - gap) * progress", 0.0, "gap"),
        ("padding time + gap", 1.5, "1.5 + gap"),
        // A stop's expressions blended by the moment's weight (linear: the fraction itself;
        // `spelled` writes no parentheses): at 0.5 s, progress 0.25, half way to the second stop;
        // at 1 s, on it.
        ("padding keyframes([gap, wide, 0], at: progress)", 0.5, "gap + wide - gap * 0.5"),
        ("padding keyframes([gap, wide, 0], at: progress)", 1.0, "wide"),
        ("padding keyframes([gap, wide], at: progress, curve: .easeIn)", 0.0, "gap"),
        // One-number functions of clock-only values are their numbers; `abs` of a length, a max.
        ("padding gap + round(progress * 7)", 1.0, "gap + 4"),
        ("padding abs(gap - wide)", 1.0, "max(gap - wide, -gap - wide)"),
    ])
    func theClockIsTheMomentsNumber(command: String, seconds: Double, expected: String) throws {
        let script = Self.animation + "shape s = Rectangle() { \(command) }"
        let placement = try #require(try Self.placement(script, at: seconds))
        let expression = try #require(placement.paddingTop, "\(command) at \(seconds) s")
        #expect(FunctionDerivationTests.spelled(expression) == expected)
        #expect(placement.baked == [])
    }

    /// A `let` of `keyframes` of points (10's `spot`) and a list of stops by name: its sides.
    @Test func keyframesOfPointsKeepTheirSides() throws {
        let script =
            Self.animation + """
                let stops = [Point(x: gap, y: gap), Point(x: wide, y: gap * 2)]
                let spot = keyframes(stops, at: progress, curve: .easeInOut)
                zstack {
                    shape s = Rectangle() {
                        at spot.x, spot.y
                        size 10 x 10
                    }
                }
                """
        let start = try #require(try Self.placement(script, at: 0))
        #expect(start.atX.map(FunctionDerivationTests.spelled) == "gap")
        #expect(start.atY.map(FunctionDerivationTests.spelled) == "gap")
        // Halfway, easeInOut's weight is one half.
        let half = try #require(try Self.placement(script, at: 1))
        #expect(half.atX.map(FunctionDerivationTests.spelled) == "gap + wide - gap * 0.5")
        #expect(half.atY?.value(["gap": 8, "wide": 100]) == 12)
        #expect(half.baked == [])
    }

    /// `cornerRadii:` written out follows each radius; computed another way (from a query, a
    /// `var`) it is written and not derivable, so the outputs name the node.
    @Test func cornerRadiiWrittenOutFollowTheirRadii() throws {
        let session = Session()
        session.keepsDerivations = true
        let result = session.evaluate(
            """
            let r = 12
            var guess = RectangleCornerRadii(topLeading: r)
            shape a = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: r, bottomTrailing: r * 2)) {
                size 100 x 100
            }
            shape b = UnevenRoundedRectangle(cornerRadii: guess) { size 100 x 100 }
            """)
        #expect(result.succeeded, "\(result.error?.message ?? "")")
        let scene = session.scene()
        let a = try #require(session.node(named: "a"))
        let radii = scene.derivation?.placements[a.index]?.shapeRadii ?? [:]
        #expect(radii[.topLeading] == .parameter("r"))
        #expect(radii[.bottomTrailing] == .multiply(.parameter("r"), .number(2)))
        #expect(radii[.topTrailing] == .number(0))
        let b = try #require(session.node(named: "b"))
        #expect(scene.derivation?.placements[b.index]?.baked.isEmpty == false)
    }
}
