/// The lengths of a lazy container's lines, measured or estimated, with prefix sums for positions.
import Foundation

/// The main-axis length of each line of a lazy container (a row of a stack, a row of a grid):
/// measured where it has been materialised, else estimated as the mean of the measured ones that
/// are not empty (an empty section header says nothing about the rows).
///
/// Two Fenwick trees (sum and count of measured lengths) answer "where does line i start" in
/// O(log n) and "which line is at this position" in O(log² n); the storage is a fixed few bytes
/// per line, so it stays flat however far the content scrolls.
struct LazyExtentIndex {
    /// The number of lines.
    let count: Int
    /// The gap between neighbouring lines.
    var gap: Double = 0
    /// The estimate before anything is measured.
    var fallback: Double = 0
    private var measured: [Double]
    private var sumTree: [Double]
    private var countTree: [Int32]
    private var measuredSum = 0.0
    private var measuredCount = 0
    /// How many measured lines are longer than zero.
    private var nonEmptyCount = 0

    init(count: Int) {
        self.count = max(0, count)
        measured = Array(repeating: .nan, count: self.count)
        sumTree = Array(repeating: 0, count: self.count + 1)
        countTree = Array(repeating: 0, count: self.count + 1)
    }

    /// Whether any line has been measured.
    var hasMeasurements: Bool { measuredCount > 0 }

    /// Whether a line longer than zero has been measured (else every estimate is `fallback`).
    var hasLength: Bool { nonEmptyCount > 0 }

    /// The length a line that was never measured is given: the mean of the measured lines longer than zero.
    var estimate: Double { nonEmptyCount > 0 ? measuredSum / Double(nonEmptyCount) : fallback }

    /// The length of line `index`: measured, else the estimate.
    func length(of index: Int) -> Double {
        let value = measured[index]
        return value.isNaN ? estimate : value
    }

    /// Records the measured length of line `index`.
    mutating func record(_ length: Double, at index: Int) {
        guard index >= 0, index < count, length.isFinite else { return }
        let old = measured[index]
        let delta = old.isNaN ? length : length - old
        if old.isNaN {
            measuredCount += 1
            add(count: 1, at: index)
        } else if old > 0 {
            nonEmptyCount -= 1
        }
        if length > 0 { nonEmptyCount += 1 }
        measured[index] = length
        measuredSum += delta
        add(sum: delta, at: index)
    }

    /// Where line `index` starts (`count` gives the end of the last gap-free line run).
    func offset(of index: Int) -> Double {
        let index = min(max(index, 0), count)
        let (sum, known) = prefix(index)
        return sum + Double(index - known) * estimate + Double(index) * gap
    }

    /// The length of all lines with the gaps between them.
    var total: Double { count == 0 ? 0 : offset(of: count) - gap }

    /// The line at `position`: the last one starting at or before it (0 before the first).
    func index(at position: Double) -> Int {
        guard count > 0 else { return 0 }
        guard position.isFinite else { return position > 0 ? count - 1 : 0 }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offset(of: middle) <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private mutating func add(sum delta: Double, at index: Int) {
        var i = index + 1
        while i <= count {
            sumTree[i] += delta
            i += i & -i
        }
    }

    private mutating func add(count delta: Int32, at index: Int) {
        var i = index + 1
        while i <= count {
            countTree[i] += delta
            i += i & -i
        }
    }

    /// The sum and count of the measured lengths of lines before `index`.
    private func prefix(_ index: Int) -> (Double, Int) {
        var sum = 0.0, known = 0
        var i = index
        while i > 0 {
            sum += sumTree[i]
            known += Int(countTree[i])
            i -= i & -i
        }
        return (sum, known)
    }
}
