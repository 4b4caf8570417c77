// "Did you mean …?": the nearest known name to a misspelt one.

/// The candidate nearest to `name`, if one is near enough to be a likely misspelling.
///
/// Distance is the optimal-string-alignment edit distance (insertions, deletions, substitutions
/// and swaps of two neighbours) between the lower-cased names, so `roundedrectangle` finds
/// `RoundedRectangle`. A candidate is near enough within `max(1, name.count / 3)` edits. Ties
/// go to the candidate whose case also matches better, then to the alphabetically first, so the
/// answer never depends on the order of `candidates`. `name` itself is never suggested.
public func closestMatch(to name: String, among candidates: some Sequence<String>) -> String? {
    let target = Array(name.lowercased())
    let threshold = max(1, target.count / 3)
    var best: (candidate: String, distance: Int, caseDistance: Int)?
    for candidate in candidates where candidate != name {
        let folded = Array(candidate.lowercased())
        // The length difference alone is a lower bound on the distance.
        guard abs(folded.count - target.count) <= threshold else { continue }
        let distance = editDistance(target, folded)
        guard distance <= threshold else { continue }
        let caseDistance = editDistance(Array(name), Array(candidate))
        if let current = best {
            let isBetter =
                (distance, caseDistance) < (current.distance, current.caseDistance)
                || ((distance, caseDistance) == (current.distance, current.caseDistance)
                    && candidate < current.candidate)
            guard isBetter else { continue }
        }
        best = (candidate, distance, caseDistance)
    }
    return best?.candidate
}

/// The optimal-string-alignment distance between `a` and `b`, in O(|a|·|b|) time and O(|b|) space.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var row = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        row[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                row[j] = min(row[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, row) = (previous, row, beforePrevious)
    }
    return previous[b.count]
}
