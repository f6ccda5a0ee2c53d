/// TextAttribute: values attached with Text.customAttribute(_:) come back from the runs (and slices) of that text only.
import Foundation
import Testing
@testable import Aurora
@testable import AuroraGallery

private struct TagAttribute: TextAttribute {
    var id: Int
}

@MainActor
@Suite
struct TextAttributeTests {
    let font = TextRendererTestFont.font(size: 16)

    @Test func onlyTheRunsOfTheTaggedTextCarryTheAttribute() throws {
        let emphasized = Text("Visual Effects").customAttribute(EmphasisAttribute())
        let text = Text("Build \(emphasized) with SwiftUI").font(font)
        let runs = try #require(capturedLayout(of: text)?.first).map { $0 }
        try #require(runs.count == 3)
        #expect(runs.map { $0[EmphasisAttribute.self] != nil } == [false, true, false])
        // The tagged run starts after "Build " (its glyphs may be fewer than its characters: "ff" is a ligature).
        #expect(runs[1].characterIndices.first == runs[0].characterIndices.first?.advanced(by: 6))
        #expect(runs[1].count > 0 && runs[1].count <= "Visual Effects".count)
        // Every slice of the tagged run sees it too.
        #expect(runs[1].allSatisfy { $0[EmphasisAttribute.self] == EmphasisAttribute() })
        #expect(runs[0][0][EmphasisAttribute.self] == nil)
    }

    @Test func attributesOfDifferentTypesCoexistAndKeepTheirValues() throws {
        let text = (Text("one").customAttribute(TagAttribute(id: 1)).customAttribute(EmphasisAttribute())
            + Text("two").customAttribute(TagAttribute(id: 2))).font(font)
        let line = try #require(capturedLayout(of: text)?.first)
        #expect(line.count == 2)
        #expect(line[0][TagAttribute.self] == TagAttribute(id: 1))
        #expect(line[0][EmphasisAttribute.self] != nil)
        #expect(line[1][TagAttribute.self] == TagAttribute(id: 2))
        #expect(line[1][EmphasisAttribute.self] == nil)
    }

    @Test func aLaterValueOfTheSameTypeReplacesTheEarlierOne() throws {
        let text = Text("x").customAttribute(TagAttribute(id: 1)).customAttribute(TagAttribute(id: 7)).font(font)
        let run = try #require(capturedLayout(of: text)?.first?.first)
        #expect(run[TagAttribute.self]?.id == 7)
    }

    @Test func equalAttributesMergeNeighbouringTextIntoOneRun() throws {
        let text = (Text("ab").customAttribute(TagAttribute(id: 3)) + Text("cd").customAttribute(TagAttribute(id: 3))).font(font)
        let line = try #require(capturedLayout(of: text)?.first)
        #expect(line.count == 1)
        #expect(line[0].count == 4)
    }

    @Test func attributesSplitRunsAndChangeTheLayoutsIdentity() {
        let plain = Text("same").font(font)
        #expect(plain != plain.customAttribute(EmphasisAttribute()))
        #expect(plain.customAttribute(TagAttribute(id: 1)) == plain.customAttribute(TagAttribute(id: 1)))
    }
}
