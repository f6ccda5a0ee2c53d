/// `NameSuggestion`: the "did you mean" of an unknown name, by edit distance.

/// Finds the known name closest to a misspelt one.
enum NameSuggestion {
    /// The name among `candidates` with the smallest edit distance to `name`, if it is close enough
    /// (at most a third of the name's length, at least 1; names under 3 letters get none), ties going
    /// to the first in sorted order.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.utf8)
        // A one- or two-letter name is as close to every other short name: no useful suggestion.
        guard target.count >= 3, target.count <= 64 else { return nil }
        let limit = Swift.max(1, (target.count + 2) / 3)
        var best: (distance: Int, name: String)?
        for candidate in Set(candidates).sorted() where candidate != name {
            let other = Array(candidate.utf8)
            guard abs(other.count - target.count) <= limit, other.count <= 64 else { continue }
            let distance = editDistance(target, other)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (distance, candidate) }
        }
        return best?.name
    }

    /// The Levenshtein distance between two byte strings (insert, delete, substitute).
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = Array(0...b.count)
        var row = Array(repeating: 0, count: b.count + 1)
        for i in 1...Swift.max(1, a.count) where !a.isEmpty {
            row[0] = i
            for j in 1...Swift.max(1, b.count) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = Swift.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &row)
        }
        return a.isEmpty ? b.count : (b.isEmpty ? a.count : previous[b.count])
    }
}
