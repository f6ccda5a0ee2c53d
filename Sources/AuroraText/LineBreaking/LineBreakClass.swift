/// `LineBreakClass`: the UAX #14 Line_Break classes, looked up from the generated table.

/// A Line_Break class after UAX #14 rule LB1 (so AI, SG, XX, SA and CJ never appear).
/// The raw values are the generated table's class numbers.
enum LineBreakClass: UInt8, Sendable {
    case BK, CR, LF, NL, SP, ZW, ZWJ, CM, WJ, GL, BA, HY, BB, B2
    case CB, CL, CP, EX, IS, SY, OP, QU, NS, IN, NU, PR, PO, AL
    case HL, ID, EB, EM, RI, JL, JV, JT, H2, H3
}

/// A code point's class together with the two extra properties the rules read.
struct LineBreakProperties: Sendable {
    /// The table byte: class in the low 6 bits, then the two flags.
    let rawValue: UInt8

    /// The Line_Break class.
    @inline(__always)
    var lineBreakClass: LineBreakClass { LineBreakClass(rawValue: rawValue & 0x3F) ?? .AL }
    /// East Asian Width is F, W or H (rule LB30 keeps wide brackets breakable).
    var isEastAsianWide: Bool { rawValue & 0x40 != 0 }
    /// An unassigned Extended_Pictographic code point (rule LB30b).
    var isUnassignedPictographic: Bool { rawValue & 0x80 != 0 }

    /// The properties of `scalar`.
    @inline(__always)
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < UInt32(Self.directCount) {
            rawValue = Self.direct[Int(value)]
        } else {
            rawValue = Self.search(value)
        }
    }

    /// Code points below this are looked up directly (Latin, Greek, Cyrillic, Indic, punctuation…).
    private static let directCount = 0x3000

    /// The table expanded for the first `directCount` code points, built once.
    private static let direct: [UInt8] = {
        var table = [UInt8](repeating: 0, count: directCount)
        let runs = LineBreakClass.runs
        for index in runs.indices {
            let start = Int(runs[index] >> 8)
            guard start < directCount else { break }
            let end = index + 1 < runs.count ? min(Int(runs[index + 1] >> 8), directCount) : directCount
            for value in start..<end { table[value] = UInt8(truncatingIfNeeded: runs[index]) }
        }
        return table
    }()

    /// Binary search of the generated runs.
    private static func search(_ value: UInt32) -> UInt8 {
        let runs = LineBreakClass.runs
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle] >> 8 <= value { low = middle } else { high = middle - 1 }
        }
        return UInt8(truncatingIfNeeded: runs[low])
    }
}
