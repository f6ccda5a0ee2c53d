/// Tests for the fonts shipped as package resources: they load, they cover each design, and they win over installed fonts.
import Foundation
import Testing
@testable import AuroraText

@Suite struct BundledFontsTests {
    let database = FontDatabase.bundled

    @Test func everyBundledFileLoadsAsABundledFace() throws {
        let faces = database.faceDescriptions
        #expect(faces.count == 13)
        #expect(faces.allSatisfy { $0.isBundled })
        for description in faces {
            let face = try #require(try FontFace.load(path: description.path).first, "\(description)")
            #expect(face.covers("A") && face.covers("z") && face.covers("€"), "\(description)")
        }
    }

    @Test func interHasTheWeightsSwiftUIAsksForMost() {
        let inter = database.faceDescriptions.filter { $0.family == "Inter" }
        #expect(Set(inter.filter { !$0.isItalic }.map(\.weight)) == [300, 400, 500, 600, 700])
        #expect(Set(inter.filter(\.isItalic).map(\.weight)) == [400, 700])
    }

    @Test func eachDesignIsDrawnWithItsBundledFamily() throws {
        #expect(try database.face(matching: FontRequest()).familyName == "Inter")
        #expect(try database.face(matching: FontRequest(design: .monospaced)).familyName == "JetBrains Mono")
        #expect(try database.face(matching: FontRequest(design: .rounded)).familyName == "Quicksand")
        #expect(try database.face(matching: FontRequest(design: .serif)).familyName == "DejaVu Serif")
        #expect(try database.face(matching: FontRequest(family: "No Such Family")).familyName == "Inter")
        #expect(try database.face(matching: FontRequest(weight: 600)).weight == 600)
        #expect(try database.face(matching: FontRequest(weight: 900)).weight == 700)
        #expect(try database.face(matching: FontRequest(weight: 700, italic: true)).isItalic)
    }

    @Test func theSystemDatabaseDrawsDesignsWithTheBundleWhateverIsInstalled() throws {
        let system = FontDatabase(paths: ["/usr/share/fonts"], includesBundledFonts: true)
        for design in FontDesign.allCases {
            let face = try system.face(matching: FontRequest(design: design))
            #expect(face.path?.hasPrefix(BundledFonts.folder) == true, "\(design): \(face.familyName)")
        }
    }

    @Test func preferringInstalledFontsPutsThemFirst() throws {
        let system = FontDatabase(paths: [TestFonts.fixtureFolder], includesBundledFonts: true, prefersInstalledFonts: true)
        #expect(try system.face(matching: FontRequest()).familyName == "DejaVu Sans")
        #expect(try system.face(matching: FontRequest(design: .monospaced)).familyName == "JetBrains Mono")
        system.prefersInstalledFonts = false
        #expect(try system.face(matching: FontRequest()).familyName == "Inter")
    }

    @Test func theMissingGlyphOfEveryBundledFaceIsVisible() throws {
        for description in database.faceDescriptions {
            let face = try #require(try FontFace.load(path: description.path).first)
            #expect(try !face.outline(of: 0).isEmpty, "\(description)")
            #expect(face.advance(of: 0) > 0, "\(description)")
        }
    }

    @Test func preferringSystemFontsIsReadFromTheEnvironment() {
        #expect(FontDirectories.prefersInstalledFonts(["AURORA_PREFER_SYSTEM_FONTS": "1"]))
        #expect(FontDirectories.prefersInstalledFonts(["AURORA_PREFER_SYSTEM_FONTS": "YES"]))
        #expect(!FontDirectories.prefersInstalledFonts(["AURORA_PREFER_SYSTEM_FONTS": "0"]))
        #expect(!FontDirectories.prefersInstalledFonts([:]))
    }
}
