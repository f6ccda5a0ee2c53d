/// `LineBreaker`: UAX #14 line-break opportunities (rules LB2–LB31, numbers per its Example 7).

/// Finds line-break opportunities with the Unicode Line Breaking Algorithm (UAX #14, Unicode 15.0),
/// without tailoring except the number rule of its Example 7 (as Unicode's conformance test does).
public enum LineBreaker {
    /// Every break opportunity in `text`, in order; the last is always the mandatory one at the end.
    public static func opportunities(in text: String) -> [LineBreakOpportunity] {
        var properties: [LineBreakProperties] = []
        var offsets: [Int] = []
        properties.reserveCapacity(text.utf8.count)
        offsets.reserveCapacity(text.utf8.count)
        var offset = 0
        for scalar in text.unicodeScalars {
            properties.append(LineBreakProperties(scalar))
            offset += scalar.utf16.count
            offsets.append(offset)
        }
        let actions = self.actions(properties)
        var result: [LineBreakOpportunity] = []
        for index in actions.indices where actions[index] != .prohibited {
            result.append(LineBreakOpportunity(offset: offsets[index], isMandatory: actions[index] == .mandatory))
        }
        return result
    }

    /// The action after each of `scalars` (the last one is `.mandatory`, rule LB3).
    static func actions(_ scalars: [Unicode.Scalar]) -> [LineBreakAction] {
        actions(scalars.map(LineBreakProperties.init))
    }

    /// The action after each character whose properties are `properties`.
    static func actions(_ properties: [LineBreakProperties]) -> [LineBreakAction] {
        let count = properties.count
        guard count > 0 else { return [] }
        var raw = [LineBreakClass](repeating: .AL, count: count)
        var effective = [LineBreakClass](repeating: .AL, count: count)
        // The index of the character whose class an attached combining mark takes (LB9).
        var base = [Int](repeating: 0, count: count)
        for index in 0..<count {
            let lineBreakClass = properties[index].lineBreakClass
            raw[index] = lineBreakClass
            base[index] = index
            effective[index] = lineBreakClass
            if lineBreakClass == .CM || lineBreakClass == .ZWJ {
                effective[index] = .AL  // LB10 unless LB9 attaches it below.
                if index > 0 {
                    let previous = effective[index - 1]
                    let previousRaw = raw[index - 1]
                    let attachable = !(previousRaw == .BK || previousRaw == .CR || previousRaw == .LF
                        || previousRaw == .NL || previousRaw == .SP || previousRaw == .ZW)
                    if attachable {
                        base[index] = base[index - 1]
                        effective[index] = previous
                    }
                }
            }
        }

        var actions = [LineBreakAction](repeating: .prohibited, count: count)
        actions[count - 1] = .mandatory
        var beforeSpaces = effective[0] == .SP ? -1 : 0
        var regionalIndicators = effective[0] == .RI ? 1 : 0
        for index in 1..<count {
            actions[index - 1] = action(
                at: index, raw: raw, effective: effective, base: base, properties: properties,
                beforeSpaces: beforeSpaces, regionalIndicators: regionalIndicators)
            if effective[index] != .SP { beforeSpaces = index }
            if base[index] == index {
                regionalIndicators = effective[index] == .RI ? regionalIndicators + 1 : 0
            }
        }
        return actions
    }

    /// The rules in order, for the boundary before `index`.
    private static func action(
        at index: Int, raw: [LineBreakClass], effective: [LineBreakClass], base: [Int],
        properties: [LineBreakProperties], beforeSpaces: Int, regionalIndicators: Int
    ) -> LineBreakAction {
        let rawBefore = raw[index - 1]
        let rawAfter = raw[index]
        // LB4, LB5: hard breaks.
        if rawBefore == .BK { return .mandatory }
        if rawBefore == .CR { return rawAfter == .LF ? .prohibited : .mandatory }
        if rawBefore == .LF || rawBefore == .NL { return .mandatory }
        // LB6, LB7.
        if rawAfter == .BK || rawAfter == .CR || rawAfter == .LF || rawAfter == .NL { return .prohibited }
        if rawAfter == .SP || rawAfter == .ZW { return .prohibited }
        // LB8: ZW SP* ÷
        let spacedClass: LineBreakClass? = beforeSpaces >= 0 ? effective[beforeSpaces] : nil
        if spacedClass == .ZW && raw[beforeSpaces] == .ZW { return .allowed }
        // LB8a, LB9.
        if rawBefore == .ZWJ { return .prohibited }
        if base[index] != index { return .prohibited }

        let a = effective[index - 1]
        let b = effective[index]
        // LB11–LB13.
        if a == .WJ || b == .WJ { return .prohibited }
        if a == .GL { return .prohibited }
        if b == .GL && !(a == .SP || a == .BA || a == .HY) { return .prohibited }
        if b == .CL || b == .CP || b == .EX || b == .IS || b == .SY { return .prohibited }
        // LB14–LB17: across spaces.
        if spacedClass == .OP { return .prohibited }
        if spacedClass == .QU && b == .OP { return .prohibited }
        if (spacedClass == .CL || spacedClass == .CP) && b == .NS { return .prohibited }
        if spacedClass == .B2 && b == .B2 { return .prohibited }
        // LB18.
        if a == .SP { return .allowed }
        // LB19, LB20.
        if a == .QU || b == .QU { return .prohibited }
        if a == .CB || b == .CB { return .allowed }
        // LB21, LB21a, LB21b.
        if b == .BA || b == .HY || b == .NS || a == .BB { return .prohibited }
        if a == .HY || a == .BA {
            let before = base[index - 1] - 1
            if before >= 0 && effective[before] == .HL { return .prohibited }
        }
        if a == .SY && b == .HL { return .prohibited }
        // LB22–LB24.
        if b == .IN { return .prohibited }
        if (a == .AL || a == .HL) && b == .NU { return .prohibited }
        if a == .NU && (b == .AL || b == .HL) { return .prohibited }
        if a == .PR && (b == .ID || b == .EB || b == .EM) { return .prohibited }
        if (a == .ID || a == .EB || a == .EM) && b == .PO { return .prohibited }
        if (a == .PR || a == .PO) && (b == .AL || b == .HL) { return .prohibited }
        if (a == .AL || a == .HL) && (b == .PR || b == .PO) { return .prohibited }
        // LB25 (Example 7).
        if numberRuleHolds(at: index, a: a, b: b, effective: effective, base: base) { return .prohibited }
        // LB26, LB27: Korean syllables.
        if a == .JL && (b == .JL || b == .JV || b == .H2 || b == .H3) { return .prohibited }
        if (a == .JV || a == .H2) && (b == .JV || b == .JT) { return .prohibited }
        if (a == .JT || a == .H3) && b == .JT { return .prohibited }
        let aKorean = a == .JL || a == .JV || a == .JT || a == .H2 || a == .H3
        let bKorean = b == .JL || b == .JV || b == .JT || b == .H2 || b == .H3
        if aKorean && b == .PO { return .prohibited }
        if a == .PR && bKorean { return .prohibited }
        // LB28–LB30.
        if (a == .AL || a == .HL) && (b == .AL || b == .HL) { return .prohibited }
        if a == .IS && (b == .AL || b == .HL) { return .prohibited }
        if (a == .AL || a == .HL || a == .NU) && b == .OP && !properties[index].isEastAsianWide { return .prohibited }
        if a == .CP && !properties[base[index - 1]].isEastAsianWide && (b == .AL || b == .HL || b == .NU) {
            return .prohibited
        }
        // LB30a: regional indicators pair up.
        if a == .RI && b == .RI && regionalIndicators % 2 == 1 { return .prohibited }
        // LB30b.
        if b == .EM && (a == .EB || properties[base[index - 1]].isUnassignedPictographic) { return .prohibited }
        // LB31.
        return .allowed
    }

    /// UAX #14 Example 7's number rule (LB25): no break inside `PR? (OP|HY)? NU (NU|SY|IS)* (CL|CP)? PO?`.
    private static func numberRuleHolds(
        at index: Int, a: LineBreakClass, b: LineBreakClass, effective: [LineBreakClass], base: [Int]
    ) -> Bool {
        if (a == .PR || a == .PO) && b == .NU { return true }
        if (a == .PR || a == .PO) && (b == .OP || b == .HY) {
            var next = index + 1
            while next < effective.count && base[next] == index { next += 1 }
            if next < effective.count && effective[next] == .NU { return true }
        }
        if (a == .OP || a == .HY) && b == .NU { return true }
        if a == .NU && (b == .NU || b == .SY || b == .IS) { return true }
        let numberEnd: Int
        if b == .NU || b == .SY || b == .IS || b == .CL || b == .CP {
            numberEnd = index - 1
        } else if b == .PO || b == .PR {
            numberEnd = (a == .CL || a == .CP) ? base[index - 1] - 1 : index - 1
        } else {
            return false
        }
        // Walk back over NU|SY|IS: the run must contain a NU (it then starts with one).
        var cursor = numberEnd
        while cursor >= 0 {
            let c = effective[cursor]
            if c == .NU { return true }
            if c != .SY && c != .IS { return false }
            cursor -= 1
        }
        return false
    }
}
