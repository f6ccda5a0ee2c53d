import Testing
import Foundation
@testable import AuroraText

@Suite struct FontDatabaseTests {
    /// The committed DejaVu Sans fixtures beside the bundled fonts.
    static let database = FontDatabase(paths: [TestFonts.fixtureFolder], includesBundledFonts: true)

    @Test func scansFacesFromTheirHeaders() throws {
        let sans = Self.database.faceDescriptions.filter { $0.family == "DejaVu Sans" }
        let book = try #require(sans.first { $0.path.hasSuffix("/DejaVuSans.ttf") })
        #expect(book.style == "Book" && book.weight == 400 && book.width == 5 && !book.isItalic && !book.isMonospaced)
        #expect(!book.isBundled)
        #expect(sans.contains { $0.path.hasSuffix("DejaVuSans-Bold.ttf") && $0.weight == 700 })
        #expect(Self.database.faceDescriptions.contains { $0.family == "JetBrains Mono" && $0.isMonospaced && $0.isBundled })
    }

    @Test func designsMapToInstalledFamiliesWithoutTheBundle() throws {
        let db = FontDatabase(paths: [TestFonts.fixtureFolder, TestFonts.jetBrainsMonoPath])
        #expect(try db.face(matching: FontRequest()).familyName == "DejaVu Sans")
        #expect(try db.face(matching: FontRequest()).styleName == "Book")
        // No serif is there: the default design's family.
        #expect(try db.face(matching: FontRequest(design: .serif)).familyName == "DejaVu Sans")
        // Any monospaced family serves the monospaced design.
        #expect(try db.face(matching: FontRequest(design: .monospaced)).familyName == "JetBrains Mono")
        #expect(try db.face(matching: FontRequest(family: "No Such Family")).familyName == "DejaVu Sans")
    }

    @Test func weightWidthAndItalicPickTheFace() throws {
        let db = Self.database
        #expect(try db.face(matching: FontRequest(weight: 700)).path?.hasSuffix("Inter-Bold.otf") == true)
        #expect(try db.face(matching: FontRequest(weight: 800)).weight == 700)
        #expect(try db.face(matching: FontRequest(weight: 200)).weight == 300)
        #expect(try db.face(matching: FontRequest(weight: 450)).weight == 500)
        #expect(try db.face(matching: FontRequest(italic: true)).isItalic)
        #expect(try db.face(matching: FontRequest(weight: 700, italic: true)).path?.hasSuffix("Inter-BoldItalic.otf") == true)
        // An installed family named explicitly: the closest of its faces.
        #expect(try db.face(matching: FontRequest(family: "DejaVu Sans", weight: 600)).path?.hasSuffix("DejaVuSans-Bold.ttf") == true)
        #expect(try db.face(matching: FontRequest(family: "DejaVu Sans", italic: true)).path?.hasSuffix("DejaVuSans.ttf") == true)
    }

    @Test func facesAreLoadedOnceAndShared() async throws {
        let db = FontDatabase(paths: [TestFonts.fixtureFolder])
        let faces = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 { group.addTask { ObjectIdentifier(try! db.face(matching: FontRequest(weight: 700))) } }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(faces.count == 1)
    }

    @Test func aSingleFileIsADatabase() throws {
        let db = FontDatabase(paths: [TestFonts.jetBrainsMonoPath])
        #expect(db.faceDescriptions.count == 1)
        // Any request gets the only face there is.
        #expect(try db.face(matching: FontRequest(design: .serif, weight: 900, italic: true)).familyName == "JetBrains Mono")
    }

    @Test func aFamilyCanBeNamedExplicitly() throws {
        let db = Self.database
        #expect(try db.face(matching: FontRequest(family: "dejavu sans", design: .monospaced)).familyName == "DejaVu Sans")
        #expect(try db.face(matching: FontRequest(family: "JetBrainsMono-Bold")).familyName == "JetBrains Mono")
    }
}

@Suite struct FontDatabaseWithoutFontsTests {
    @Test func aDatabaseWithoutTheBundleAndWithoutFontsNamesTheFix() throws {
        let db = FontDatabase(paths: ["/nonexistent/fonts"])
        #expect(db.faceDescriptions.isEmpty)
        do {
            _ = try db.face(matching: FontRequest())
            Issue.record("expected noFontsFound")
        } catch {
            #expect(error == .noFontsFound(searched: ["/nonexistent/fonts"]))
            #expect(error.description.contains("FontDatabase.system"))
            #expect(error.description.contains("includesBundledFonts"))
        }
        #expect(db.fallbackFace(for: "A", request: FontRequest(), excluding: nil) == nil)
    }

    @Test func withTheBundleThereIsAlwaysAFace() throws {
        let db = FontDatabase(paths: ["/nonexistent/fonts"], includesBundledFonts: true)
        #expect(try db.face(matching: FontRequest()).familyName == "Inter")
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
