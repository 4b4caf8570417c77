// Every lesson of the course, checked as the issue asks: its start fails the goal, its
// solution passes it (at every variant), it has hints, and every number its text states is one
// the resolver gives (or a number of its scripts), with every sum in the text right.
import ConcentricGeometry
import Foundation
import ShapeLanguage
import ShapeScene
import Testing

@testable import ShapeLessons

@Suite struct CourseTests {
    @Test func theCourseHasAtLeastTwelveLessonsWithDistinctSlugs() {
        #expect(Course.builtIn.lessons.count >= 12)
        #expect(Set(Course.builtIn.lessons.map(\.slug)).count == Course.builtIn.lessons.count)
        for (offset, lesson) in Course.builtIn.lessons.enumerated() {
            #expect(lesson.number == offset + 1)
            #expect(Course.builtIn.lesson(offset + 1)?.slug == lesson.slug)
        }
        #expect(Course.builtIn.lesson(0) == nil && Course.builtIn.lesson(Course.builtIn.lessons.count + 1) == nil)
        #expect(Course.builtIn.lesson(2)?.fileName == "02-r-minus-d.shape")
    }

    @Test(arguments: Course.builtIn.lessons.map(\.number))
    func theStartFailsWithATodo(_ number: Int) throws {
        let lesson = try #require(Course.builtIn.lesson(number))
        #expect(lesson.start.contains("TODO"))
        let check = lesson.check(lesson.start, file: lesson.fileName)
        #expect(check.result.succeeded, "the start runs: \(check.result.diagnostics.map(\.message))")
        #expect(!check.passed)
        for failure in check.failures {
            #expect(!failure.isEmpty && failure.first?.isLowercase == true, "\(failure)")
        }
    }

    @Test(arguments: Course.builtIn.lessons.map(\.number))
    func theSolutionPassesAtEveryVariant(_ number: Int) throws {
        let lesson = try #require(Course.builtIn.lesson(number))
        let check = lesson.check(lesson.solution, file: lesson.fileName)
        #expect(check.passed, "\(check.failures)")
        #expect(check.result.diagnostics.allSatisfy { $0.severity != .error })
        #expect(check.session.node(named: lesson.focus) != nil, "the focus node exists")
    }

    @Test(arguments: Course.builtIn.lessons.map(\.number))
    func hintsGoFromGentleToExplicit(_ number: Int) throws {
        let lesson = try #require(Course.builtIn.lesson(number))
        #expect((2...3).contains(lesson.hints.count))
        #expect(lesson.hints.allSatisfy { !$0.isEmpty })
        // The last hint gives code to write: it quotes it.
        #expect(lesson.hints.last?.contains("'") == true)
    }

    @Test(arguments: Course.builtIn.lessons.map(\.number))
    func everyNumberInTheTextIsOneTheResolverGives(_ number: Int) throws {
        let lesson = try #require(Course.builtIn.lesson(number))
        let known = knownNumbers(of: lesson)
        for value in numbers(in: lesson.text) {
            #expect(
                known.contains(value),
                "lesson \(number) states \(NumberFormat.format(value)), which neither script nor resolver gives")
        }
        for claim in equations(in: lesson.text) {
            #expect(abs(claim.left - claim.right) < 1e-9, "lesson \(number): '\(claim.text)' does not hold")
        }
    }

    @Test func aFailureSaysInWordsWhatDiffers() throws {
        let lesson = try #require(Course.builtIn.lessons.first { $0.slug == "r-minus-d" })
        let wrong = lesson.start.replacingOccurrences(of: "cornerRadius: 24", with: "cornerRadius: 40")
        let check = lesson.check(wrong)
        #expect(
            check.failures.first == "inner's every corner is 40; the goal is the container's 40 minus the gap 16: 24")
        // Right for the numbers written, wrong when a slider moves them.
        let typed = lesson.check(lesson.start)
        #expect(
            typed.failures.first
                == "with R = 30, gap = 10, inner's every corner is 24; the goal is the container's 30 minus the gap 10: 20"
        )
    }

    @Test func theTextWrapsByParagraph() throws {
        let lesson = try #require(Course.builtIn.lesson(1))
        let wrapped = lesson.wrappedText(width: 40)
        #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(wrapped.components(separatedBy: "\n\n").count == lesson.text.components(separatedBy: "\n\n").count)
        #expect(wrapped.split(whereSeparator: \.isWhitespace) == lesson.text.split(whereSeparator: \.isWhitespace))
    }

    @Test func aMissingNodeAndALostParameterAreNamed() throws {
        let lesson = try #require(Course.builtIn.lessons.first { $0.slug == "three-levels" })
        #expect(lesson.check(lesson.start).failures == ["there is no node named 'badge' yet"])
        let noGap = lesson.solution.replacingOccurrences(of: "let gap = 16", with: "var gap = 16")
        #expect(
            lesson.check(noGap).failures.first?.contains("parameter 'gap' is gone") == true,
            "\(lesson.check(noGap).failures)")
        let broken = lesson.check("shape x = Nope()")
        #expect(broken.failures.first?.hasPrefix("the script stops with an error: ") == true)
    }

    // MARK: - Reading numbers

    /// Every number either script writes, every value the resolver gives in either scene
    /// (frames, radii, and each corner's trace), at the script's parameters and at each variant.
    private func knownNumbers(of lesson: Lesson) -> Set<Double> {
        var known: Set<Double> = []
        for source in [lesson.start, lesson.solution] {
            known.formUnion(numbers(in: source))
            for variant in [[:]] + lesson.goal.variants {
                known.formUnion(variant.values)
                let session = Session(fileAccess: .sandbox)
                session.parameterOverrides = variant
                _ = session.evaluate(source)
                let scene = session.scene()
                known.formUnion([scene.canvas.width, scene.canvas.height])
                for node in scene.allNodes() {
                    let frame = node.frame
                    known.formUnion([frame.minX, frame.minY, frame.width, frame.height, frame.maxX, frame.maxY])
                    for corner in Corner.allCases { known.insert(node.radii[corner]) }
                    for trace in node.traces ?? [] {
                        known.formUnion([trace.dx, trace.dy, trace.distance, trace.raw, trace.value])
                        if let radius = trace.containerRadius { known.insert(radius) }
                        if let from = trace.clampedFrom { known.insert(from) }
                    }
                }
            }
        }
        return known
    }

    /// The numbers written in `text`, not counting digits inside a word or a colour (`#1c1c1e`).
    private func numbers(in text: String) -> [Double] {
        let characters = Array(text)
        var found: [Double] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let before = index > 0 ? characters[index - 1] : " "
            guard character.isASCII, character.isNumber, !(before.isLetter || before.isNumber || "._#".contains(before))
            else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
            if end + 1 < characters.count, characters[end] == ".", characters[end + 1].isNumber {
                end += 1
                while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
            }
            let after = end < characters.count ? characters[end] : " "
            if !after.isLetter, after != "-", let value = Double(String(characters[index..<end])) {
                found.append(value)
            }
            index = end
        }
        return found
    }

    /// `40 − 16 = 24`, `120 + 2 × 12 = 144`, `max(20, 8) = 20` in the text.
    private func equations(in text: String) -> [(text: String, left: Double, right: Double)] {
        var claims: [(String, Double, Double)] = []
        let sum = try! Regex(#"(\d+(?: [−+×] \d+)+) = (\d+)"#)
        for match in text.matches(of: sum) {
            let whole = String(text[match.range])
            let parts = whole.split(separator: " = ")
            claims.append((whole, evaluate(String(parts[0])), Double(parts[1]) ?? .nan))
        }
        let largest = try! Regex(#"max\((\d+), (\d+)\) = (\d+)"#)
        for match in text.matches(of: largest) {
            let whole = String(text[match.range])
            let values = whole.matches(of: try! Regex(#"\d+"#)).compactMap { Double(whole[$0.range]) }
            claims.append((whole, max(values[0], values[1]), values[2]))
        }
        return claims
    }

    /// `120 + 2 × 12`, with × before + and −.
    private func evaluate(_ expression: String) -> Double {
        var terms: [Double] = []
        var signs: [Double] = [1]
        var product: Double?
        let words = expression.split(separator: " ")
        for word in words {
            switch word {
            case "×": continue
            case "+", "−":
                terms.append(product ?? 0)
                product = nil
                signs.append(word == "+" ? 1 : -1)
            default:
                let value = Double(word) ?? .nan
                product = (product ?? 1) * value
            }
        }
        terms.append(product ?? 0)
        return zip(signs, terms).reduce(0) { $0 + $1.0 * $1.1 }
    }
}

/// What a page beside the live picture reads of a lesson.
@Suite struct LessonHTMLTests {
    @Test func theTextIsEscapedParagraphsWithQuotedCodeAsCode() throws {
        let lesson = try #require(Course.builtIn.lessons.first { $0.slug == "same-radius" })
        let html = lesson.html
        #expect(html.hasPrefix("<h2>1 · The same radius, nested</h2>\n<p>A card with corners of radius 40"))
        #expect(html.components(separatedBy: "<p>").count - 1 == 3)
        #expect(html.contains("try a few radii for <code>inner</code> and read the check"))
        #expect(html.contains("the card&#39;s arc"))
        #expect(Lesson.codeMarked("a <b> & 'x < y'") == "a &lt;b&gt; &amp; <code>x &lt; y</code>")
        #expect(lesson.hintsHTML.hasPrefix("<details class=\"hint\"><summary>hint 1 of 3</summary>Smaller than 40"))
        #expect(
            lesson.hintsHTML.hasSuffix(
                "<summary>hint 3 of 3</summary>Write <code>RoundedRectangle(cornerRadius: 24)</code>: 40 − 16 = 24.</details>"
            ))
    }

    @Test func theExercisesParametersAreTheSlidersOfALaterPage() throws {
        #expect(Course.builtIn.lesson(2)?.parameterNames == ["R", "gap"])
        #expect(Course.builtIn.lesson(12)?.parameterNames == ["R", "x", "y"])
        for lesson in Course.builtIn.lessons {
            for variant in lesson.goal.variants {
                #expect(Set(variant.keys).isSubset(of: lesson.parameterNames), "lesson \(lesson.number)")
            }
        }
    }
}

/// The progress file: what it keeps, and a damaged one reported at its line.
@Suite struct ProgressTests {
    @Test func itReadsBackWhatItWrites() throws {
        var progress = Progress()
        progress.current = 4
        progress.passed = [1, 3, 2]
        progress.hintsShown = [4: 2, 2: 0]
        #expect(progress.text.hasSuffix("current 4\npassed 1 2 3\nhints 4 2\n"))
        let read = try Progress(parsing: progress.text, lessonCount: 12)
        #expect(read.current == 4 && read.passed == [1, 2, 3] && read.hintsShown == [4: 2])
        #expect(try Progress(parsing: "", lessonCount: 12) == Progress())
    }

    @Test(arguments: [
        ("current 2 3", 1, "'current' takes one lesson number"),
        ("# note\npassed 1 x", 2, "'x' is not a lesson number"),
        ("passed 13", 1, "there is no lesson 13; the course has 12"),
        ("hints 3", 1, "'hints' takes a lesson number and a count"),
        ("lesson 3", 1, "unknown entry 'lesson'; expected current, passed or hints"),
    ])
    func aDamagedLineIsNamed(_ text: String, _ line: Int, _ message: String) {
        #expect(throws: Progress.Mistake(line: line, message: message)) {
            try Progress(parsing: text, lessonCount: 12)
        }
    }
}
