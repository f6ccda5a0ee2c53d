/// The lengths of a lazy container's lines, measured or estimated, with prefix sums for positions.
import Foundation

/// The main-axis length of each line of a lazy container (a row of a stack, a row of a grid):
/// measured where it has been materialised, else estimated. Lines are of two kinds, rows and
/// section chrome (the lines of section headers and footers, `markChrome`): a line never measured
/// is given the mean of the measured lines of its kind that are not empty (the other kind's when
/// its own has none), so sections' headers do not skew where far rows are (an empty header says
/// nothing about the rows).
///
/// Fenwick trees (sum and count of measured lengths, count of chrome lines and of measured ones)
/// answer "where does line i start" in O(log n) and "which line is at this position" in
/// O(log² n); the storage is a fixed few bytes per line, so it stays flat however far the content scrolls.
struct LazyExtentIndex {
    /// The number of lines.
    let count: Int
    /// The gap between neighbouring lines.
    var gap: Double = 0
    /// The estimate before anything is measured.
    var fallback: Double = 0
    private var measured: [Double]
    private var isChrome: [Bool]
    private var sumTree: [Double]
    private var countTree: [Int32]
    private var chromeTree: [Int32]
    private var measuredChromeTree: [Int32]
    private var measuredCount = 0
    private var chromeCount = 0
    /// The measured lengths of each kind.
    private var rows = Lengths(), chrome = Lengths()

    /// The sum of measured lengths of one kind of line, and how many of them are longer than zero.
    private struct Lengths {
        var sum = 0.0
        var nonEmpty = 0
        var mean: Double? { nonEmpty > 0 ? sum / Double(nonEmpty) : nil }

        mutating func add(_ length: Double) {
            sum += length
            if length > 0 { nonEmpty += 1 }
        }

        mutating func remove(_ length: Double) {
            sum -= length
            if length > 0 { nonEmpty -= 1 }
        }
    }

    init(count: Int) {
        self.count = max(0, count)
        measured = Array(repeating: .nan, count: self.count)
        isChrome = Array(repeating: false, count: self.count)
        sumTree = Array(repeating: 0, count: self.count + 1)
        countTree = Array(repeating: 0, count: self.count + 1)
        chromeTree = Array(repeating: 0, count: self.count + 1)
        measuredChromeTree = Array(repeating: 0, count: self.count + 1)
    }

    /// Whether any line has been measured.
    var hasMeasurements: Bool { measuredCount > 0 }

    /// Whether a line longer than zero has been measured (else every estimate is `fallback`).
    var hasLength: Bool { rows.nonEmpty + chrome.nonEmpty > 0 }

    /// The length a row never measured is given: the mean of the measured rows longer than zero.
    var estimate: Double { rows.mean ?? chrome.mean ?? fallback }

    /// The length a chrome line never measured is given: the mean of the measured chrome lines longer than zero.
    private var chromeEstimate: Double { chrome.mean ?? rows.mean ?? fallback }

    /// The length of line `index`: measured, else the estimate of its kind.
    func length(of index: Int) -> Double {
        let value = measured[index]
        return value.isNaN ? (isChrome[index] ? chromeEstimate : estimate) : value
    }

    /// Records the measured length of line `index`.
    mutating func record(_ length: Double, at index: Int) {
        guard index >= 0, index < count, length.isFinite else { return }
        let old = measured[index]
        if old.isNaN {
            measuredCount += 1
            Self.add(1, at: index, to: &countTree)
            if isChrome[index] { Self.add(1, at: index, to: &measuredChromeTree) }
        } else if isChrome[index] {
            chrome.remove(old)
        } else {
            rows.remove(old)
        }
        if isChrome[index] { chrome.add(length) } else { rows.add(length) }
        measured[index] = length
        var i = index + 1
        let delta = old.isNaN ? length : length - old
        while i <= count {
            sumTree[i] += delta
            i += i & -i
        }
    }

    /// Marks line `index` as a section's header or footer, estimated from the other chrome lines.
    mutating func markChrome(_ index: Int) {
        guard index >= 0, index < count, !isChrome[index] else { return }
        isChrome[index] = true
        chromeCount += 1
        Self.add(1, at: index, to: &chromeTree)
        let value = measured[index]
        guard !value.isNaN else { return }
        Self.add(1, at: index, to: &measuredChromeTree)
        rows.remove(value)
        chrome.add(value)
    }

    /// Where line `index` starts (`count` gives the end of the last gap-free line run).
    func offset(of index: Int) -> Double {
        let index = min(max(index, 0), count)
        var sum = 0.0, known = 0
        var i = index
        while i > 0 {
            sum += sumTree[i]
            known += Int(countTree[i])
            i -= i & -i
        }
        guard chromeCount > 0 else { return sum + Double(index - known) * estimate + Double(index) * gap }
        let unknownChrome = Self.prefix(index, of: chromeTree) - Self.prefix(index, of: measuredChromeTree)
        let unknownRows = index - known - unknownChrome
        return sum + Double(unknownRows) * estimate + Double(unknownChrome) * chromeEstimate + Double(index) * gap
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

    private static func add(_ delta: Int32, at index: Int, to tree: inout [Int32]) {
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of `tree`'s values before `index`.
    private static func prefix(_ index: Int, of tree: [Int32]) -> Int {
        var total = 0, i = index
        while i > 0 {
            total += Int(tree[i])
            i -= i & -i
        }
        return total
    }
}
