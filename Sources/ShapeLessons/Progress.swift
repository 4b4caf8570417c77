// Where a learner is in the course, kept as a small text file in the lessons folder so that a
// learner can stop and come back (and read or mend it by hand):
//
//   # shape learn: your progress (safe to delete; it starts the course again)
//   current 3
//   passed 1 2
//   hints 3 1
//
// `hints N K`: K hints of lesson N have been shown, so `hint` gives the next one.

/// The learner's place in the course.
public struct Progress: Equatable, Sendable {
    /// The file's name inside the lessons folder.
    public static let fileName = "progress.txt"

    /// The lesson the learner is on, from 1.
    public var current: Int = 1
    /// The lessons whose goal held at least once.
    public var passed: Set<Int> = []
    /// How many hints each lesson has shown.
    public var hintsShown: [Int: Int] = [:]

    public init() {}

    /// A line of the file that is not what this format writes, with its line number.
    public struct Mistake: Error, Equatable, Sendable {
        public var line: Int
        public var message: String
    }

    /// Reads the file's text; lesson numbers outside `1...lessonCount` are a mistake.
    public init(parsing text: String, lessonCount: Int) throws(Mistake) {
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let words = raw.split(separator: " ").map(String.init)
            guard let key = words.first, !key.hasPrefix("#") else { continue }
            let numbers = try words.dropFirst().map { (word: String) throws(Mistake) -> Int in
                guard let number = Int(word), number >= 0 else {
                    throw Mistake(line: line, message: "'\(word)' is not a lesson number")
                }
                return number
            }
            func lesson(_ number: Int) throws(Mistake) -> Int {
                guard (1...lessonCount).contains(number) else {
                    throw Mistake(line: line, message: "there is no lesson \(number); the course has \(lessonCount)")
                }
                return number
            }
            switch key {
            case "current":
                guard numbers.count == 1 else {
                    throw Mistake(line: line, message: "'current' takes one lesson number")
                }
                current = try lesson(numbers[0])
            case "passed":
                for number in numbers { passed.insert(try lesson(number)) }
            case "hints":
                guard numbers.count == 2 else {
                    throw Mistake(line: line, message: "'hints' takes a lesson number and a count")
                }
                hintsShown[try lesson(numbers[0])] = numbers[1]
            default:
                throw Mistake(line: line, message: "unknown entry '\(key)'; expected current, passed or hints")
            }
        }
    }

    /// The file's text, in a stable order.
    public var text: String {
        var lines = ["# shape learn: your progress (safe to delete; it starts the course again)", "current \(current)"]
        if !passed.isEmpty {
            lines.append("passed " + passed.sorted().map(String.init).joined(separator: " "))
        }
        for (lesson, count) in hintsShown.sorted(by: { $0.key < $1.key }) where count > 0 {
            lines.append("hints \(lesson) \(count)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
