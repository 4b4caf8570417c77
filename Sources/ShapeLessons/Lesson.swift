// What a lesson of the course is: its words, the script a learner starts from, the goal the
// resolver checks, the hints and the solution. Lessons are values in a table (Course.swift).
import ConcentricGeometry

/// One lesson of `shape learn`.
public struct Lesson: Sendable {
    /// The lesson's place in the course, from 1.
    public let number: Int
    /// The file name's stem after the number: `02-r-minus-d.shape` has the slug `r-minus-d`.
    public let slug: String
    public let title: String
    /// What to notice, with the number rule, in short paragraphs separated by blank lines.
    public let text: String
    /// The script the learner starts from; it has a `TODO` and fails the goal.
    public let start: String
    /// What the resolver must find, at the script's own parameters and at each variant.
    public let goal: Goal
    /// From gentle to explicit: two or three.
    public let hints: [String]
    /// A script that passes the goal.
    public let solution: String
    /// The node whose derivation matters: the interactive mode explains it.
    public let focus: String

    /// The exercise's file name in the lessons folder: `02-r-minus-d.shape`.
    public var fileName: String {
        (number < 10 ? "0" : "") + "\(number)-\(slug).shape"
    }

    /// `2 · R − d`.
    public var heading: String { "\(number) · \(title)" }

    /// The text with each paragraph wrapped at `width` columns, for a terminal.
    public func wrappedText(width: Int) -> String {
        text.split(separator: "\n\n").map { (paragraph: Substring) -> String in
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(whereSeparator: { $0.isWhitespace }) {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            if !line.isEmpty { lines.append(line) }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}

/// What a lesson asks of the learner's script.
public struct Goal: Sendable {
    /// Checked at the parameters as written, then at each variant.
    public var expectations: [Expectation]
    /// Other values for the exercise's parameters at which the goal must hold too: what a
    /// slider on the live page would try. A script that writes a number where the rule belongs
    /// passes as written and fails here.
    public var variants: [[String: Double]]

    public init(_ expectations: [Expectation], variants: [[String: Double]] = []) {
        self.expectations = expectations
        self.variants = variants
    }
}

/// The values of an evaluation's parameters, as a goal reads them to say what it expects.
public struct LessonValues: Sendable {
    let values: [String: Double]

    public init(_ values: [String: Double]) { self.values = values }

    /// The parameter's value; 0 when the script no longer declares it (the check reports that
    /// before it reads any expectation).
    public subscript(_ name: String) -> Double { values[name] ?? 0 }

    /// The parameter's value as text: `16`.
    public func text(_ name: String) -> String { NumberFormat.format(self[name]) }
}

/// A number the goal expects, and its reason in words with the numbers of this evaluation
/// ("the container's 40 minus the gap 16").
public struct Expected: Sendable {
    public let value: @Sendable (LessonValues) -> Double
    public let reason: @Sendable (LessonValues) -> String

    public init(
        _ value: @escaping @Sendable (LessonValues) -> Double, _ reason: @escaping @Sendable (LessonValues) -> String
    ) {
        self.value = value
        self.reason = reason
    }
}

/// A side of a node's frame.
public enum FrameMeasure: String, Sendable {
    case x, y, width, height
}

/// An edge of a node's frame, measured in from the same edge of its container's frame (left
/// to right: leading is the left edge).
public enum InsetEdge: String, Sendable, CaseIterable {
    case top, leading, bottom, trailing
}

/// How a corner's style is written, whatever radius it gives today.
public enum WrittenStyle: String, Sendable {
    /// `.concentric` or `.concentric(minimum:)`: the container decides.
    case concentric
    /// `.fixed(r)`: a number decides.
    case fixed
}

/// One thing a goal checks in the resolved scene.
public enum Expectation: Sendable {
    /// These corners of the node resolve to the expected radius.
    case radius(String, [Corner], Expected)
    /// One measure of the node's frame.
    case frame(String, FrameMeasure, Expected)
    /// The node's frame is this far in from its container's on each of these edges.
    case inset(String, [InsetEdge], Expected)
    /// The node stays inside what its container draws.
    case noOverflow(String)
    /// These corners of a `ConcentricRectangle` are written with this kind of style.
    case written(String, [Corner], WrittenStyle)
    /// The node's corners form one uniform group (`isUniform: true`).
    case uniform(String)
    /// No corner of the node is rounder than concentric.
    case noFlared(String)
    /// No corner of the node is sharper than concentric.
    case noPinched(String)
    /// No corner of the node was clamped to half its shorter side.
    case notClamped(String)
    /// The node is of this kind (`ConcentricRectangle`), so the resolver, not a number, decides.
    case kind(String, String)
    /// The node is placed in the named container.
    case inside(String, container: String)
    /// The node's corners are drawn with this style.
    case cornerStyle(String, RoundedCornerStyle)

    /// The node the expectation is about.
    public var node: String {
        switch self {
        case .radius(let node, _, _), .frame(let node, _, _), .noFlared(let node), .noPinched(let node),
            .notClamped(let node), .kind(let node, _), .inside(let node, _), .cornerStyle(let node, _),
            .inset(let node, _, _), .noOverflow(let node), .written(let node, _, _), .uniform(let node):
            return node
        }
    }
}

extension Array where Element == Corner {
    /// All four corners.
    public static let all: [Corner] = Corner.allCases
    public static let top: [Corner] = [.topLeading, .topTrailing]
    public static let bottom: [Corner] = [.bottomLeading, .bottomTrailing]
}

extension Array where Element == InsetEdge {
    /// All four edges.
    public static let all: [InsetEdge] = InsetEdge.allCases
    /// Leading and trailing.
    public static let sides: [InsetEdge] = [.leading, .trailing]
}
