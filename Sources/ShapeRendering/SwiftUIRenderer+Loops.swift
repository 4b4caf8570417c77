// Loops in the SwiftUI output: the nodes one run of a `for` loop made among a parent's children
// are written once, in a ForEach, when every iteration is written alike; otherwise each is
// written out, under a comment that says why.
import ConcentricGeometry
import ShapeScene

extension SwiftUIWriter {
    /// A parent's children in order: single elements, and runs of a loop.
    enum ChildRun {
        case single(Int)
        /// The elements of each iteration, in iteration order.
        case loop([[Int]], LoopIteration)
    }

    /// Groups consecutive children made by the same run of a loop.
    func loopRuns(_ indices: [Int]) -> [ChildRun] {
        var runs: [ChildRun] = []
        var position = 0
        while position < indices.count {
            let index = indices[position]
            guard let mark = scene.placement(at: index)?.loop else {
                runs.append(.single(index))
                position += 1
                continue
            }
            var iterations: [[Int]] = []
            var lastIteration = -1
            while position < indices.count, let next = scene.placement(at: indices[position])?.loop,
                next.run == mark.run
            {
                if next.iteration != lastIteration {
                    iterations.append([])
                    lastIteration = next.iteration
                }
                iterations[iterations.count - 1].append(indices[position])
                position += 1
            }
            runs.append(.loop(iterations, mark))
        }
        return runs
    }

    /// One run of a loop: a `ForEach` over its iterations when each iteration made nodes and
    /// every one is written the same, else every iteration written out.
    mutating func loop(
        _ iterations: [[Int]], mark: LoopIteration, in area: Rect, parentStack: StackLayout?, depth: Int
    ) {
        var bodies: [String] = []
        for iteration in iterations {
            var writer = SwiftUIWriter(scene: scene, output: OutputBuffer(capacity: 256))
            writer.writesNodeComments = false
            for index in iteration {
                writer.element(index, in: area, parentStack: parentStack, depth: depth + 1)
            }
            bodies.append(writer.output.string)
            uses.formUnion(writer.uses)
            usedParameters.formUnion(writer.usedParameters)
        }
        let alike = iterations.count == mark.count && iterations.count > 1 && Set(bodies).count == 1
        guard alike else {
            if writesNodeComments {
                indent(depth)
                output.append("// the loop at line ")
                output.append(string: String(mark.line))
                output.append(", unrolled: ")
                if iterations.count != mark.count {
                    output.append("only ")
                    output.append(string: String(iterations.count))
                    output.append(" of its ")
                    output.append(string: String(mark.count))
                    output.append(" iterations made nodes here\n")
                } else if iterations.count == 1 {
                    output.append("it runs once\n")
                } else {
                    output.append("its iterations differ, by values SwiftUI would need the loop's data for\n")
                }
            }
            for iteration in iterations {
                for index in iteration {
                    element(index, in: area, parentStack: parentStack, depth: depth)
                }
            }
            return
        }
        if writesNodeComments {
            indent(depth)
            output.append("// the loop at line ")
            output.append(string: String(mark.line))
            output.append(", every iteration alike:\n")
            for iteration in iterations {
                for index in iteration {
                    drawnNodeComments(index, depth: depth)
                }
            }
        }
        indent(depth)
        output.append("ForEach(0..<")
        output.append(string: String(iterations.count))
        output.append(") { _ in\n")
        output.append(string: bodies[0])
        line(depth, "}\n")
    }

    /// The comment of every drawn node in element `index` (itself, unless it is a stack).
    private mutating func drawnNodeComments(_ index: Int, depth: Int) {
        if let node = scene.node(at: index) { nodeComment(node, depth: depth) }
        for child in scene.tree.directChildren(of: index) where !scene.tree[child].isRemoved {
            drawnNodeComments(child, depth: depth)
        }
    }
}
