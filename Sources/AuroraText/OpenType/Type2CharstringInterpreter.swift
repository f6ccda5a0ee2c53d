/// `Type2CharstringInterpreter`: runs a CFF Type 2 charstring (hints skipped, subroutines called) into a cubic path.
import Foundation
import AuroraGeometry

/// Executes one glyph's Type 2 charstring and records its outline.
///
/// Hints are counted (their count sizes `hintmask`) but otherwise ignored. Hostile programs
/// are bounded: at most 48 operands, subroutine nesting ≤ 10 and `maximumOperations` tokens
/// per glyph, so every charstring finishes quickly or throws.
struct Type2CharstringInterpreter {
    let globalSubroutines: CompactFontIndex
    let localSubroutines: CompactFontIndex?
    /// The outline drawn so far.
    private(set) var path = BezierPath()

    private var stack: [Double] = []
    private var transient = [Double](repeating: 0, count: 32)
    private var x = 0.0, y = 0.0
    private var stemCount = 0
    private var sawWidth = false
    private var isOpen = false
    private var operations = 0
    private var ended = false
    /// A Type 1 `seac`-style accented glyph (endchar with four operands): accent offset and the
    /// Standard Encoding codes of the base and accent glyphs.
    private(set) var accentedGlyph: (dx: Double, dy: Double, baseCode: Int, accentCode: Int)?

    static let maximumStack = 48
    static let maximumDepth = 10
    static let maximumOperations = 100_000

    init(globalSubroutines: CompactFontIndex, localSubroutines: CompactFontIndex?) {
        self.globalSubroutines = globalSubroutines
        self.localSubroutines = localSubroutines
        stack.reserveCapacity(Self.maximumStack)
    }

    /// The number added to a subroutine operand to get its index.
    private static func bias(_ count: Int) -> Int { count < 1240 ? 107 : count < 33900 ? 1131 : 32768 }

    /// Closes the last contour.
    mutating func finish() {
        if isOpen { path.closeSubpath(); isOpen = false }
    }

    /// Runs `code`; `depth` is the subroutine nesting level.
    mutating func run(_ code: FontData, depth: Int) throws(FontError) {
        guard depth <= Self.maximumDepth else { throw .limitExceeded("charstring subroutine nesting", limit: Self.maximumDepth) }
        var at = 0
        while at < code.count, !ended {
            operations += 1
            guard operations <= Self.maximumOperations else {
                throw .limitExceeded("charstring operations", limit: Self.maximumOperations)
            }
            let b0 = Int(try code.uint8(at: at))
            at += 1
            if b0 >= 32 || b0 == 28 {
                let value: Double
                switch b0 {
                case 28: value = Double(try code.int16(at: at)); at += 2
                case 32...246: value = Double(b0 - 139)
                case 247...250: value = Double((b0 - 247) * 256 + Int(try code.uint8(at: at)) + 108); at += 1
                case 251...254: value = Double(-(b0 - 251) * 256 - Int(try code.uint8(at: at)) - 108); at += 1
                default: value = Double(try code.int32(at: at)) / 65536; at += 4
                }
                try push(value)
                continue
            }
            switch b0 {
            case 1, 3, 18, 23: // hstem, vstem, hstemhm, vstemhm
                takeWidth(if: stack.count % 2 == 1)
                stemCount += stack.count / 2
                stack.removeAll(keepingCapacity: true)
            case 19, 20: // hintmask, cntrmask: leftover operands are implicit vstems
                takeWidth(if: stack.count % 2 == 1)
                stemCount += stack.count / 2
                stack.removeAll(keepingCapacity: true)
                at += (stemCount + 7) / 8
            case 21: // rmoveto
                takeWidth(if: stack.count > 2)
                try moveBy(arg(0), arg(1))
            case 22: // hmoveto
                takeWidth(if: stack.count > 1)
                try moveBy(arg(0), 0)
            case 4: // vmoveto
                takeWidth(if: stack.count > 1)
                try moveBy(0, arg(0))
            case 5: // rlineto
                var i = 0
                while i + 1 < stack.count { lineBy(stack[i], stack[i + 1]); i += 2 }
                stack.removeAll(keepingCapacity: true)
            case 6, 7: // hlineto, vlineto: alternating
                var horizontal = b0 == 6
                for d in stack {
                    if horizontal { lineBy(d, 0) } else { lineBy(0, d) }
                    horizontal.toggle()
                }
                stack.removeAll(keepingCapacity: true)
            case 8: // rrcurveto
                var i = 0
                while i + 5 < stack.count {
                    curveBy(stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5])
                    i += 6
                }
                stack.removeAll(keepingCapacity: true)
            case 24: // rcurveline
                var i = 0
                while stack.count - i >= 8 {
                    curveBy(stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5])
                    i += 6
                }
                if i + 1 < stack.count { lineBy(stack[i], stack[i + 1]) }
                stack.removeAll(keepingCapacity: true)
            case 25: // rlinecurve
                var i = 0
                while stack.count - i >= 8 { lineBy(stack[i], stack[i + 1]); i += 2 }
                if i + 5 < stack.count {
                    curveBy(stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5])
                }
                stack.removeAll(keepingCapacity: true)
            case 26: // vvcurveto
                var i = 0
                var dx1 = 0.0
                if stack.count % 2 == 1 { dx1 = stack[0]; i = 1 }
                while i + 3 < stack.count {
                    curveBy(dx1, stack[i], stack[i + 1], stack[i + 2], 0, stack[i + 3])
                    dx1 = 0
                    i += 4
                }
                stack.removeAll(keepingCapacity: true)
            case 27: // hhcurveto
                var i = 0
                var dy1 = 0.0
                if stack.count % 2 == 1 { dy1 = stack[0]; i = 1 }
                while i + 3 < stack.count {
                    curveBy(stack[i], dy1, stack[i + 1], stack[i + 2], stack[i + 3], 0)
                    dy1 = 0
                    i += 4
                }
                stack.removeAll(keepingCapacity: true)
            case 30, 31: // vhcurveto, hvcurveto: alternating start tangents, optional final delta
                var horizontal = b0 == 31
                var i = 0
                while stack.count - i >= 4 {
                    let last = stack.count - i == 5 ? stack[i + 4] : 0
                    if horizontal {
                        curveBy(stack[i], 0, stack[i + 1], stack[i + 2], last, stack[i + 3])
                    } else {
                        curveBy(0, stack[i], stack[i + 1], stack[i + 2], stack[i + 3], last)
                    }
                    horizontal.toggle()
                    i += 4
                }
                stack.removeAll(keepingCapacity: true)
            case 10: // callsubr
                guard let subroutines = localSubroutines else { throw .malformedTable("CFF ", "callsubr without Subrs") }
                try call(subroutines, depth: depth)
            case 29: // callgsubr
                try call(globalSubroutines, depth: depth)
            case 11: // return
                return
            case 14: // endchar
                takeWidth(if: stack.count == 1 || stack.count == 5)
                if stack.count == 4, stack.allSatisfy({ $0.isFinite && abs($0) < 1e6 }) {
                    accentedGlyph = (stack[0], stack[1], Int(stack[2]), Int(stack[3]))
                }
                stack.removeAll(keepingCapacity: true)
                finish()
                ended = true
            case 12:
                let b1 = Int(try code.uint8(at: at))
                at += 1
                try escaped(b1)
            default:
                throw .malformedTable("CFF ", "reserved charstring operator \(b0)")
            }
        }
    }

    private mutating func push(_ value: Double) throws(FontError) {
        guard stack.count < Self.maximumStack else { throw .limitExceeded("charstring stack", limit: Self.maximumStack) }
        stack.append(value)
    }

    @inline(__always)
    private func arg(_ i: Int) throws(FontError) -> Double {
        guard i < stack.count else { throw .malformedTable("CFF ", "charstring operator lacks operands") }
        return stack[i]
    }

    /// The first stack-clearing operator may carry the advance width first; drop it.
    private mutating func takeWidth(if hasWidth: Bool) {
        if !sawWidth, hasWidth, !stack.isEmpty { stack.removeFirst() }
        sawWidth = true
    }

    private mutating func call(_ subroutines: CompactFontIndex, depth: Int) throws(FontError) {
        guard let operand = stack.popLast(), operand.isFinite, abs(operand) < 1e6 else {
            throw .malformedTable("CFF ", "subroutine call without an index")
        }
        let index = Int(operand) + Self.bias(subroutines.count)
        try run(subroutines.object(at: index), depth: depth + 1)
    }

    private mutating func moveBy(_ dx: Double, _ dy: Double) throws(FontError) {
        finish()
        x += dx; y += dy
        path.move(to: CGPoint(x: x, y: y))
        isOpen = true
        stack.removeAll(keepingCapacity: true)
    }

    private mutating func lineBy(_ dx: Double, _ dy: Double) {
        beginIfNeeded()
        x += dx; y += dy
        path.addLine(to: CGPoint(x: x, y: y))
    }

    private mutating func curveBy(_ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double, _ dx3: Double, _ dy3: Double) {
        beginIfNeeded()
        let c1 = CGPoint(x: x + dx1, y: y + dy1)
        let c2 = CGPoint(x: c1.x + dx2, y: c1.y + dy2)
        x = c2.x + dx3; y = c2.y + dy3
        path.addCurve(to: CGPoint(x: x, y: y), control1: c1, control2: c2)
    }

    /// Drawing before any moveto starts a contour at the current point (as FreeType does).
    private mutating func beginIfNeeded() {
        if !isOpen { path.move(to: CGPoint(x: x, y: y)); isOpen = true }
    }

    /// The two-byte operators: flex variants and the (rarely used) arithmetic and storage ones.
    private mutating func escaped(_ op: Int) throws(FontError) {
        let s = stack
        func need(_ n: Int) throws(FontError) {
            guard s.count >= n else { throw .malformedTable("CFF ", "charstring operator 12 \(op) lacks operands") }
        }
        var result: [Double]? = nil
        switch op {
        case 35: // flex
            try need(13)
            curveBy(s[0], s[1], s[2], s[3], s[4], s[5])
            curveBy(s[6], s[7], s[8], s[9], s[10], s[11])
        case 34: // hflex
            try need(7)
            let startY = y
            curveBy(s[0], 0, s[1], s[2], s[3], 0)
            curveBy(s[4], 0, s[5], startY - y, s[6], 0)
        case 36: // hflex1: the second curve ends back at the starting height
            try need(9)
            let startY = y
            curveBy(s[0], s[1], s[2], s[3], s[4], 0)
            curveBy(s[5], 0, s[6], s[7], s[8], startY - (y + s[7]))
        case 37: // flex1
            try need(11)
            let startX = x, startY = y
            let dx = s[0] + s[2] + s[4] + s[6] + s[8]
            let dy = s[1] + s[3] + s[5] + s[7] + s[9]
            curveBy(s[0], s[1], s[2], s[3], s[4], s[5])
            let cx = x + s[6], cy = y + s[7]
            let c2x = cx + s[8], c2y = cy + s[9]
            let endX = abs(dx) > abs(dy) ? c2x + s[10] : startX
            let endY = abs(dx) > abs(dy) ? startY : c2y + s[10]
            beginIfNeeded()
            path.addCurve(to: CGPoint(x: endX, y: endY), control1: CGPoint(x: cx, y: cy), control2: CGPoint(x: c2x, y: c2y))
            x = endX; y = endY
        case 3: try need(2); result = [(s[s.count - 2] != 0 && s[s.count - 1] != 0) ? 1 : 0]        // and
        case 4: try need(2); result = [(s[s.count - 2] != 0 || s[s.count - 1] != 0) ? 1 : 0]        // or
        case 5: try need(1); result = [s[s.count - 1] == 0 ? 1 : 0]                                  // not
        case 9: try need(1); result = [abs(s[s.count - 1])]                                          // abs
        case 10: try need(2); result = [s[s.count - 2] + s[s.count - 1]]                            // add
        case 11: try need(2); result = [s[s.count - 2] - s[s.count - 1]]                            // sub
        case 12: try need(2); result = [s[s.count - 1] == 0 ? 0 : s[s.count - 2] / s[s.count - 1]]  // div
        case 14: try need(1); result = [-s[s.count - 1]]                                             // neg
        case 15: try need(2); result = [s[s.count - 2] == s[s.count - 1] ? 1 : 0]                   // eq
        case 18: try need(1); stack.removeLast(); return                                             // drop
        case 20: // put
            try need(2)
            let i = Int(clamping: Int64(s[s.count - 1].isFinite ? s[s.count - 1] : -1))
            if (0..<32).contains(i) { transient[i] = s[s.count - 2] }
            stack.removeLast(2); return
        case 21: // get
            try need(1)
            let i = Int(clamping: Int64(s[s.count - 1].isFinite ? s[s.count - 1] : -1))
            stack[stack.count - 1] = (0..<32).contains(i) ? transient[i] : 0
            return
        case 22: // ifelse
            try need(4)
            let pick = s[s.count - 2] <= s[s.count - 1] ? s[s.count - 4] : s[s.count - 3]
            stack.removeLast(4); try push(pick); return
        case 23: try push(0.5); return                                                               // random (deterministic)
        case 24: try need(2); result = [s[s.count - 2] * s[s.count - 1]]                            // mul
        case 26: try need(1); result = [s[s.count - 1] < 0 ? 0 : s[s.count - 1].squareRoot()]        // sqrt
        case 27: try need(1); try push(s[s.count - 1]); return                                       // dup
        case 28: try need(2); stack.swapAt(stack.count - 1, stack.count - 2); return                 // exch
        case 29: // index
            try need(1)
            let i = s[s.count - 1].isFinite ? Int(clamping: Int64(s[s.count - 1])) : 0
            let from = stack.count - 2 - max(i, 0)
            stack[stack.count - 1] = from >= 0 && from < stack.count - 1 ? stack[from] : 0
            return
        case 30: // roll
            try need(2)
            let n = s[s.count - 2].isFinite ? Int(clamping: Int64(s[s.count - 2])) : 0
            let j = s[s.count - 1].isFinite ? Int(clamping: Int64(s[s.count - 1])) : 0
            stack.removeLast(2)
            guard n > 0, n <= stack.count else { return }
            let top = Array(stack.suffix(n))
            let shift = ((j % n) + n) % n
            for k in 0..<n { stack[stack.count - n + (k + shift) % n] = top[k] }
            return
        default:
            throw .malformedTable("CFF ", "charstring operator 12 \(op)")
        }
        if let values = result {
            let consumed = [3: 2, 4: 2, 5: 1, 9: 1, 10: 2, 11: 2, 12: 2, 14: 1, 15: 2, 24: 2, 26: 1][op] ?? 0
            stack.removeLast(consumed)
            for v in values { try push(v) }
        } else {
            stack.removeAll(keepingCapacity: true)
        }
    }
}
