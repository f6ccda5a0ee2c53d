import Testing
import Foundation
@testable import AuroraText

@Suite(.enabled(if: TestFonts.dejaVuSans != nil, "DejaVu Sans is not installed (apt-get install fonts-dejavu-core)"))
struct FontDatabaseTests {
    static let database = FontDatabase(paths: ["/usr/share/fonts"])

    @Test func scansFacesFromTheirHeaders() throws {
        let sans = Self.database.faceDescriptions.filter { $0.family == "DejaVu Sans" }
        let book = try #require(sans.first { $0.path.hasSuffix("/DejaVuSans.ttf") })
        #expect(book.style == "Book" && book.weight == 400 && book.width == 5 && !book.isItalic && !book.isMonospaced)
        #expect(sans.contains { $0.path.hasSuffix("DejaVuSans-Bold.ttf") && $0.weight == 700 })
        #expect(sans.contains { $0.path.hasSuffix("DejaVuSansCondensed.ttf") && $0.width < 5 })
        #expect(Self.database.faceDescriptions.contains { $0.family == "DejaVu Sans Mono" && $0.isMonospaced })
    }

    @Test func designsMapToInstalledFamilies() throws {
        let db = Self.database
        #expect(try db.face(matching: FontRequest()).familyName == "DejaVu Sans")
        #expect(try db.face(matching: FontRequest()).styleName == "Book")
        #expect(try db.face(matching: FontRequest(design: .serif)).familyName == "DejaVu Serif")
        #expect(try db.face(matching: FontRequest(design: .monospaced)).familyName == "DejaVu Sans Mono")
        // Rounded: Debian's NanumSquareRound when fonts-nanum is installed, else the default design.
        let nanumRound = FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/nanum/NanumSquareRoundR.ttf")
        #expect(try db.face(matching: FontRequest(design: .rounded)).familyName == (nanumRound ? "NanumSquareRound" : "DejaVu Sans"))
        #expect(try db.face(matching: FontRequest(family: "No Such Family")).familyName == "DejaVu Sans")
    }

    @Test func weightWidthAndItalicPickTheFace() throws {
        let db = Self.database
        #expect(try db.face(matching: FontRequest(weight: 700)).path?.hasSuffix("DejaVuSans-Bold.ttf") == true)
        #expect(try db.face(matching: FontRequest(weight: 800)).weight == 700)
        #expect(try db.face(matching: FontRequest(weight: 200)).weight == 200)   // DejaVu Sans ExtraLight
        #expect(try db.face(matching: FontRequest(italic: true)).isItalic)
        #expect(try db.face(matching: FontRequest(weight: 700, italic: true)).path?.hasSuffix("DejaVuSans-BoldOblique.ttf") == true)
        #expect(try db.face(matching: FontRequest(width: 3)).path?.hasSuffix("DejaVuSansCondensed.ttf") == true)
    }

    @Test func facesAreLoadedOnceAndShared() async throws {
        let db = FontDatabase(paths: ["/usr/share/fonts/truetype/dejavu"])
        let faces = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 { group.addTask { ObjectIdentifier(try! db.face(matching: FontRequest(weight: 700))) } }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(faces.count == 1)
    }

    @Test func aSingleFileIsADatabase() throws {
        let db = FontDatabase(paths: [TestFonts.dejaVuSansMonoPath!])
        #expect(db.faceDescriptions.count == 1)
        // Any request gets the only face there is.
        #expect(try db.face(matching: FontRequest(design: .serif, weight: 900, italic: true)).familyName == "DejaVu Sans Mono")
    }

    @Test func aFamilyCanBeNamedExplicitly() throws {
        let db = FontDatabase(paths: ["/usr/share/fonts/truetype/dejavu"])
        #expect(try db.face(matching: FontRequest(family: "dejavu serif", design: .monospaced)).familyName == "DejaVu Serif")
        #expect(try db.face(matching: FontRequest(family: "DejaVuSansMono-Bold")).familyName == "DejaVu Sans Mono")
    }
}

@Suite struct FontDatabaseWithoutFontsTests {
    @Test func noFontsAtAllNamesTheFix() throws {
        let db = FontDatabase(paths: ["/nonexistent/fonts"])
        #expect(db.faceDescriptions.isEmpty)
        do {
            _ = try db.face(matching: FontRequest())
            Issue.record("expected noFontsFound")
        } catch {
            #expect(error == .noFontsFound(searched: ["/nonexistent/fonts"]))
            #expect(error.description.contains("apt-get install fonts-dejavu-core"))
            #expect(error.description.contains("AURORA_FONT_PATH"))
        }
        #expect(db.fallbackFace(for: "A", request: FontRequest(), excluding: nil) == nil)
    }

    @Test func filesThatAreNotFontsAreSkipped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-notfonts-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("fake.ttf"))
        try Data([0, 1, 0, 0, 0, 9]).write(to: folder.appendingPathComponent("short.otf"))
        let db = FontDatabase(paths: [folder.path])
        #expect(db.faceDescriptions.isEmpty)
        #expect(throws: FontDiscoveryError.self) { try db.face(matching: FontRequest()) }
    }
}
