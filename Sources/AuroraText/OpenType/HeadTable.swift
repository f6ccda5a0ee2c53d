/// `HeadTable`: the `head` table — units per em, the font's bounding box, the `loca` format.

/// The global facts of the `head` table.
struct HeadTable: Sendable, Hashable {
    /// Font units per em square (16...16384).
    let unitsPerEm: Int
    /// The bounding box of all glyphs, font units.
    let xMin: Int, yMin: Int, xMax: Int, yMax: Int
    /// `macStyle` bits: 0 bold, 1 italic.
    let macStyle: UInt16
    /// 0: `loca` holds 16-bit offsets (halved); 1: 32-bit offsets.
    let indexToLocFormat: Int
    /// The whole-file checksum adjustment, used as a cheap fingerprint of the font's bytes.
    let checksumAdjustment: UInt32

    /// What a font without a `head` table is taken to have (HarfBuzz's defaults): 1000 units per em.
    static let missing = HeadTable(unitsPerEm: 1000)

    private init(unitsPerEm: Int) {
        self.unitsPerEm = unitsPerEm
        xMin = 0; yMin = 0; xMax = 0; yMax = 0
        macStyle = 0
        indexToLocFormat = 0
        checksumAdjustment = 0
    }

    init(_ data: FontData) throws(FontError) {
        guard try data.uint32(at: 12) == 0x5F0F_3CF5 else { throw .malformedTable("head", "wrong magic number") }
        let units = Int(try data.uint16(at: 18))
        guard (16...16384).contains(units) else {
            throw .malformedTable("head", "unitsPerEm \(units) is outside 16...16384")
        }
        unitsPerEm = units
        checksumAdjustment = try data.uint32(at: 8)
        xMin = Int(try data.int16(at: 36))
        yMin = Int(try data.int16(at: 38))
        xMax = Int(try data.int16(at: 40))
        yMax = Int(try data.int16(at: 42))
        macStyle = try data.uint16(at: 44)
        indexToLocFormat = Int(try data.int16(at: 50))
    }
}
