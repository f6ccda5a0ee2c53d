import Testing
@testable import AuroraText

@Suite struct FontDataTests {
    let data = FontData([0x00, 0x01, 0xFF, 0xFE, 0x80, 0x00, 0x00, 0x00, 0x67, 0x6C, 0x79, 0x66])

    @Test func readsBigEndianIntegers() throws {
        #expect(try data.uint16(at: 0) == 1)
        #expect(try data.int16(at: 2) == -2)
        #expect(try data.uint24(at: 1) == 0x01FFFE)
        #expect(try data.uint32(at: 4) == 0x8000_0000)
        #expect(try data.int32(at: 4) == Int32.min)
        #expect(try data.tag(at: 8) == "glyf")
    }

    @Test func readsFixedPointNumbers() throws {
        let numbers = FontData([0x00, 0x01, 0x80, 0x00, 0xC0, 0x00])
        #expect(try numbers.fixed(at: 0) == 1.5)
        #expect(try numbers.f2dot14(at: 4) == -1)
    }

    @Test func slicesReadRelativeToTheirStart() throws {
        let slice = try data.slice(at: 8, length: 4)
        #expect(slice.count == 4)
        #expect(try slice.tag(at: 0).description == "glyf")
        #expect(throws: FontError.outOfBounds(offset: 2, length: 4, available: 4)) { try slice.uint32(at: 2) }
    }

    @Test func rejectsEveryReadOutsideTheWindow() {
        #expect(throws: FontError.self) { try data.uint8(at: 12) }
        #expect(throws: FontError.self) { try data.uint16(at: 11) }
        #expect(throws: FontError.self) { try data.uint32(at: -1) }
        #expect(throws: FontError.self) { try data.slice(at: 4, length: 9) }
        #expect(throws: FontError.self) { try data.slice(at: Int.max, length: 1) }
        #expect(throws: FontError.self) { try data.bytes(at: 10, length: Int.max) }
    }

    @Test func tagsPadAndPrint() {
        #expect(FontTag("OS/2").description == "OS/2")
        #expect(FontTag("cvt").description == "cvt ")
        #expect(FontTag(rawValue: 0x0001_4142).description == "??AB")
    }
}
