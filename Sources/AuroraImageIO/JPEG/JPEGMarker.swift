/// The JPEG marker codes (ITU T.81 table B.1) the decoder recognises, with their names for errors.

/// A marker's second byte (the first is always 0xFF).
struct JPEGMarker: Hashable, Sendable {
    /// The code byte after 0xFF.
    var code: UInt8

    static let startOfImage = JPEGMarker(code: 0xD8)
    static let endOfImage = JPEGMarker(code: 0xD9)
    static let startOfScan = JPEGMarker(code: 0xDA)
    static let huffmanTables = JPEGMarker(code: 0xC4)
    static let quantizationTables = JPEGMarker(code: 0xDB)
    static let restartInterval = JPEGMarker(code: 0xDD)
    static let arithmeticConditioning = JPEGMarker(code: 0xCC)
    static let numberOfLines = JPEGMarker(code: 0xDC)
    static let hierarchicalProgression = JPEGMarker(code: 0xDE)
    static let expandReference = JPEGMarker(code: 0xDF)
    static let exifApplication = JPEGMarker(code: 0xE1)
    static let adobeApplication = JPEGMarker(code: 0xEE)

    /// Whether this is RST0…RST7, which only appear inside entropy-coded data.
    var isRestart: Bool { (0xD0...0xD7).contains(code) }

    /// Whether this is one of the start-of-frame markers SOF0…SOF15 (C4, C8 and CC are other markers).
    var isStartOfFrame: Bool { (0xC0...0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC }

    /// Whether this marker stands alone, with no length and payload after it.
    var isStandalone: Bool { isRestart || code == 0xD8 || code == 0xD9 || code == 0x01 }

    /// The marker's T.81 name (`SOF2`, `DHT`, `APP1`, …), or its hex code.
    var name: String {
        switch code {
        case 0xC4: return "DHT"
        case 0xCC: return "DAC"
        case 0xC0...0xCF: return "SOF\(code - 0xC0)"
        case 0xD0...0xD7: return "RST\(code - 0xD0)"
        case 0xD8: return "SOI"
        case 0xD9: return "EOI"
        case 0xDA: return "SOS"
        case 0xDB: return "DQT"
        case 0xDC: return "DNL"
        case 0xDD: return "DRI"
        case 0xDE: return "DHP"
        case 0xDF: return "EXP"
        case 0xE0...0xEF: return "APP\(code - 0xE0)"
        case 0xFE: return "COM"
        default:
            let hex = String(code, radix: 16, uppercase: true)
            return "FF" + (hex.count < 2 ? "0" + hex : hex)
        }
    }
}
