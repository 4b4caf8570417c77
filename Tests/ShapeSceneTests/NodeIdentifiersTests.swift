// Specifications of node ids: names as written (sanitised, repeated names numbered), unnamed
// nodes by their path in the tree, reserved words, and uniqueness however names and kinds meet.
import ConcentricGeometry
import Testing

@testable import ShapeScene

@Suite struct NodeIdentifiersTests {
    static let frame = Rect(x: 0, y: 0, width: 100, height: 100)
    static let rounded = NodeShape.fixed(.roundedRectangle(cornerRadius: 24, style: .circular))
    static let concentric = NodeShape.concentric(ConcentricRectangle(), style: nil)
    static let capsule = NodeShape.fixed(.capsule(style: .circular))

    /// The ids of every drawn node, in node order.
    static func ids(_ draft: SceneDraft) -> [String] {
        draft.resolved(canvas: frame).allNodes().map(\.id)
    }

    @Test func namedNodesKeepTheirNamesAndUnnamedOnesTheirPath() {
        var draft = SceneDraft()
        let card = draft.add(Self.rounded, role: .container, name: "card", frame: Self.frame)
        draft.add(Self.concentric, frame: Self.frame, under: card)
        draft.add(Self.concentric, name: "photo", frame: Self.frame, under: card)
        draft.add(Self.concentric, frame: Self.frame, under: card)
        let inner = draft.add(Self.capsule, role: .container, frame: Self.frame, under: card)
        draft.add(.fixed(.rectangle), frame: Self.frame, under: inner)
        draft.add(Self.capsule, frame: Self.frame)
        #expect(
            Self.ids(draft) == [
                "card", "card-concentricRectangle-1", "photo", "card-concentricRectangle-2", "card-capsule-1",
                "card-capsule-1-rectangle-1", "capsule-1",
            ])
    }

    @Test func stacksAreLookedThroughAndCountingGoesOnAcrossThem() {
        var draft = SceneDraft()
        let card = draft.add(Self.rounded, role: .container, name: "card", frame: Self.frame)
        draft.add(Self.concentric, frame: Self.frame, under: card)
        let stack = draft.addStack(under: card)
        draft.add(Self.concentric, frame: Self.frame, under: stack)
        let top = draft.addStack()
        draft.add(Self.concentric, frame: Self.frame, under: top)
        #expect(
            Self.ids(draft) == [
                "card", "card-concentricRectangle-1", "card-concentricRectangle-2", "concentricRectangle-1",
            ])
    }

    /// A named stack (`vstack rows { … }`) names the unnamed nodes in it, whatever their kind,
    /// through unnamed stacks inside it; named nodes keep their names, and the nodes after the
    /// stack go on counting in their parent.
    @Test func aNamedStackNamesItsUnnamedNodes() {
        var draft = SceneDraft()
        let card = draft.add(Self.rounded, role: .container, name: "card", frame: Self.frame)
        let rows = draft.addStack(name: "rows", under: card)
        let first = draft.add(Self.concentric, role: .container, frame: Self.frame, under: rows)
        draft.add(.fixed(.rectangle), frame: Self.frame, under: first)
        draft.add(Self.concentric, name: "photo", frame: Self.frame, under: rows)
        draft.add(Self.capsule, frame: Self.frame, under: rows)
        let inner = draft.addStack(.horizontal, under: rows)
        draft.add(Self.concentric, frame: Self.frame, under: inner)
        draft.add(Self.concentric, frame: Self.frame, under: card)
        let scene = draft.resolved(canvas: Self.frame)
        #expect(
            scene.allNodes().map(\.id) == [
                "card", "rows-1", "rows-1-rectangle-1", "photo", "rows-2", "rows-3", "card-concentricRectangle-1",
            ])
        #expect(scene.identifiers.stackId(of: rows) == "rows")
        #expect(scene.identifiers.stackId(of: inner) == nil)
    }

    /// A named stack's id, and its nodes' `S-N`, meet no other id: a name a node has, a
    /// reserved id, an earlier stack of that name and its nodes, the top level's unnamed nodes.
    @Test func aNamedStackNeverMeetsAnotherId() {
        var draft = SceneDraft()
        draft.add(Self.capsule, frame: Self.frame)
        draft.add(Self.capsule, frame: Self.frame)
        draft.add(Self.rounded, name: "card", frame: Self.frame)
        var stacks: [Int] = []
        for name in ["rows", "rows", "card", "capsule", "canvas"] {
            let stack = draft.addStack(name: name)
            stacks.append(stack)
            for _ in 0..<3 { draft.add(Self.capsule, frame: Self.frame, under: stack) }
        }
        let scene = draft.resolved(canvas: Self.frame)
        #expect(
            stacks.map { scene.identifiers.stackId(of: $0) } == ["rows", "rows-4", "card-2", "capsule-3", "canvas-2"])
        let ids = scene.allNodes().map(\.id)
        #expect(ids.prefix(6) == ["capsule-1", "capsule-2", "card", "rows-1", "rows-2", "rows-3"])
        #expect(ids.suffix(3) == ["canvas-2-1", "canvas-2-2", "canvas-2-3"])
        #expect(Set(ids + stacks.compactMap { scene.identifiers.stackId(of: $0) }).count == ids.count + stacks.count)
    }

    @Test func repeatedNamesAreNumberedInCreationOrder() {
        var draft = SceneDraft()
        for _ in 0..<3 { draft.add(Self.rounded, name: "row", frame: Self.frame) }
        #expect(Self.ids(draft) == ["row", "row-2", "row-3"])
    }

    @Test(arguments: [
        ("card", "card"), ("Rectangle_12", "Rectangle_12"), ("_x", "_x"), ("1st", "_1st"), ("-a", "_a"),
        ("a b", "a_b"), ("café", "caf_"), ("", "_"), ("\"<&>'", "_____"), ("a-b", "a_b"),
    ])
    func namesAreSanitisedToIds(name: String, expected: String) {
        #expect(NodeIdentifiers.sanitize(name) == expected)
        var draft = SceneDraft()
        draft.add(Self.rounded, name: name, frame: Self.frame)
        #expect(Self.ids(draft) == [expected])
    }

    @Test func reservedIdsAreNeverTaken() {
        var draft = SceneDraft()
        for name in NodeIdentifiers.reserved { draft.add(Self.rounded, name: name, frame: Self.frame) }
        #expect(Self.ids(draft) == NodeIdentifiers.reserved.map { $0 + "-2" })
    }

    /// A repeated name that is also a kind's prefix skips the ids the top level's unnamed nodes
    /// of that kind take.
    @Test func aRepeatedNameNeverMeetsAGeneratedId() {
        var draft = SceneDraft()
        draft.add(Self.capsule, name: "capsule", frame: Self.frame)
        draft.add(Self.capsule, name: "capsule", frame: Self.frame)
        draft.add(Self.capsule, frame: Self.frame)
        draft.add(Self.capsule, frame: Self.frame)
        draft.add(Self.capsule, name: "capsule", frame: Self.frame)
        #expect(Self.ids(draft) == ["capsule", "capsule-3", "capsule-1", "capsule-2", "capsule-4"])
    }

    /// Unnamed nodes nested deeper than a path can sensibly say get a short id naming their
    /// parent's index, so a deep chain's ids stay linear in size; all stay unique.
    @Test func deepChainsKeepIdsShortAndUnique() {
        var draft = SceneDraft()
        var parent: Int?
        for _ in 0..<200 {
            parent = draft.add(Self.concentric, role: .container, frame: Self.frame, under: parent)
        }
        let ids = Self.ids(draft)
        #expect(Set(ids).count == 200)
        #expect(ids.allSatisfy { $0.utf8.count < NodeIdentifiers.maximumPathLength + 40 })
        #expect(ids[1] == "concentricRectangle-1-concentricRectangle-1")
        // The fifth is 109 bytes long, so the sixth names its parent by index, and so on.
        #expect(ids[4].utf8.count == 109)
        #expect(ids[5] == "concentricRectangle-1-in-4")
        #expect(ids[6] == "concentricRectangle-1-in-4-concentricRectangle-1")
    }

    /// Scrambled trees of named, unnamed and repeated nodes of every kind: ids are unique,
    /// valid CSS and XML names, and the same from run to run.
    @Test func idsAreUniqueAndValidInScrambledTrees() {
        // A fixed scramble (a linear congruential sequence), so every run builds the same trees.
        var state: UInt64 = 7
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let shapes: [NodeShape] = [
            .fixed(.rectangle), Self.rounded, Self.capsule, .fixed(.circle), .fixed(.ellipse), Self.concentric,
            .fixed(.unevenRoundedRectangle(.zero, style: .circular)),
        ]
        let names: [String?] = [nil, nil, nil, "capsule", "row", "rectangle", "canvas", "x y", "ümlaut"]
        for _ in 0..<50 {
            var draft = SceneDraft()
            var containers: [Int?] = [nil]
            for _ in 0..<60 {
                let parent = containers[Int(next() % UInt64(containers.count))]
                let shape = shapes[Int(next() % UInt64(shapes.count))]
                let name = names[Int(next() % UInt64(names.count))]
                if next() % 5 == 0 {
                    containers.append(draft.addStack(name: next() % 2 == 0 ? name : nil, under: parent))
                } else {
                    containers.append(draft.add(shape, role: .container, name: name, frame: Self.frame, under: parent))
                }
            }
            let ids = Self.ids(draft)
            let scene = draft.resolved(canvas: Self.frame)
            let stackIds = (0..<scene.tree.count).compactMap { scene.identifiers.stackId(of: $0) }
            #expect(Set(ids + stackIds).count == ids.count + stackIds.count)
            #expect((ids + stackIds).allSatisfy(Self.isValidId))
            #expect(!(ids + stackIds).contains { NodeIdentifiers.reserved.contains($0) })
            #expect(Self.ids(draft) == ids)
        }
    }

    /// A scene past the threshold has its ids made on a second thread, beside its layout and
    /// radii: byte for byte the ids made on the thread that asks, node by node.
    @Test func idsMadeBesideTheRadiiAreTheIdsMadeOnDemand() {
        var state: UInt64 = 11
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let shapes: [NodeShape] = [Self.rounded, Self.capsule, .fixed(.circle), Self.concentric, .fixed(.rectangle)]
        let names: [String?] = [nil, nil, nil, nil, "card", "row", "canvas"]
        var draft = SceneDraft()
        var containers: [Int?] = [nil]
        let count = SceneResolver.Preparation.identifiersAlongsideThreshold + 500
        for _ in 0..<count {
            let parent = containers[Int(next() % UInt64(min(containers.count, 64)))]
            if next() % 7 == 0 {
                containers.append(draft.addStack(under: parent))
            } else {
                let shape = shapes[Int(next() % UInt64(shapes.count))]
                let name = names[Int(next() % UInt64(names.count))]
                containers.append(draft.add(shape, role: .container, name: name, frame: Self.frame, under: parent))
            }
        }
        let scene = draft.resolved(canvas: Self.frame)
        let made = scene.storage.identifiersIfMade
        #expect(made != nil, "a scene of \(count) nodes should have its ids made beside its radii")
        let onDemand = NodeIdentifiers(tree: scene.tree, links: NodeLinks(scene.tree))
        #expect(made?.count == onDemand.count)
        let differing = (0..<onDemand.count).filter { made?.id(of: $0) != onDemand.id(of: $0) }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        let small = SceneDraft()
        #expect(small.resolved(canvas: Self.frame).storage.identifiersIfMade == nil)
    }

    /// ASCII letters, digits, `_` and `-`, starting with a letter or `_`: an XML name and a CSS
    /// identifier without escapes.
    static func isValidId(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first == "_" || first.properties.isAlphabetic, first.isASCII
        else { return false }
        return id.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }
}
