/// `CompactFontDict`: CFF's DICT structure — operators with their number operands (Top, Private, Font DICTs).

/// A parsed CFF DICT: each operator (escaped ones as 1200 + second byte) with its operands.
struct CompactFontDict: Sendable {
    private var entries: [Int: [Double]] = [:]

    /// Operators Aurora reads.
    enum Operator {
        static let charset = 15, charStrings = 17, privateDict = 18, subrs = 19
        static let defaultWidthX = 20, nominalWidthX = 21
        static let charstringType = 1206, fontMatrix = 1207, ros = 1230, fdArray = 1236, fdSelect = 1237
    }

    /// At most this many operands before an operator (the format allows 48).
    static let maximumOperands = 48

    init(_ data: FontData) throws(FontError) {
        var operands: [Double] = []
        var at = 0
        while at < data.count {
            let b0 = Int(try data.uint8(at: at))
            switch b0 {
            case 0...21:
                var op = b0
                at += 1
                if b0 == 12 { op = 1200 + Int(try data.uint8(at: at)); at += 1 }
                entries[op] = operands
                operands.removeAll(keepingCapacity: true)
                continue
            case 28:
                operands.append(Double(try data.int16(at: at + 1))); at += 3
            case 29:
                operands.append(Double(try data.int32(at: at + 1))); at += 5
            case 30:
                let (value, length) = try Self.readReal(data, at: at + 1)
                operands.append(value); at += 1 + length
            case 32...246:
                operands.append(Double(b0 - 139)); at += 1
            case 247...250:
                operands.append(Double((b0 - 247) * 256 + Int(try data.uint8(at: at + 1)) + 108)); at += 2
            case 251...254:
                operands.append(Double(-(b0 - 251) * 256 - Int(try data.uint8(at: at + 1)) - 108)); at += 2
            default:
                throw .malformedTable("CFF ", "DICT byte \(b0)")
            }
            guard operands.count <= Self.maximumOperands else {
                throw .limitExceeded("CFF DICT operands", limit: Self.maximumOperands)
            }
        }
    }

    /// A real number in nibbles: digits, '.', 'E', 'E-', '-', ending with 0xF.
    private static func readReal(_ data: FontData, at offset: Int) throws(FontError) -> (Double, Int) {
        var text = ""
        var at = offset
        while true {
            let byte = try data.uint8(at: at)
            at += 1
            for nibble in [byte >> 4, byte & 0xF] {
                switch nibble {
                case 0...9: text.append(Character(Unicode.Scalar(48 + nibble)))
                case 0xA: text.append(".")
                case 0xB: text.append("E")
                case 0xC: text.append("E-")
                case 0xE: text.append("-")
                case 0xF: return (Double(text) ?? 0, at - offset)
                default: break
                }
            }
            guard at - offset < 64 else { throw .malformedTable("CFF ", "real number too long") }
        }
    }

    /// The operands of `op`, if the DICT has it.
    subscript(op: Int) -> [Double]? { entries[op] }

    /// The single integer operand of `op`, if present and sensible.
    func integer(_ op: Int) -> Int? {
        guard let value = entries[op]?.last, value.isFinite, abs(value) < 1e9 else { return nil }
        return Int(value)
    }
}
