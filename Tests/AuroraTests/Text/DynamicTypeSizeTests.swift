/// Dynamic Type: the environment's size, the modifier's size and range forms, text styles'
/// point sizes per size, fonts relative to a style, and `@ScaledMetric`.
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct DynamicTypeSizeTests {
    /// The point size of the first glyph run `view` draws.
    private func glyphSize<V: View>(_ view: V) throws -> CGFloat {
        let (list, _) = displayList(of: view, proposal: .unspecified)
        return try #require(allGlyphRuns(list).first).size
    }

    @Test func sizesAreOrderedAndTheLastFiveAreAccessibilitySizes() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases == DynamicTypeSize.allCases.sorted())
        #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize)
                == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(EnvironmentValues().dynamicTypeSize == .large)
    }

    @Test func textStylesTakeTheirSizeAtTheEnvironmentsDynamicTypeSize() throws {
        #expect(try glyphSize(Text("A")) == 17)
        #expect(try glyphSize(Text("A").dynamicTypeSize(.xSmall)) == 14)
        #expect(try glyphSize(Text("A").dynamicTypeSize(.medium)) == 16)
        #expect(try glyphSize(Text("A").font(.headline).dynamicTypeSize(.accessibility1)) == 28)
        #expect(try glyphSize(Text("A").font(.largeTitle).dynamicTypeSize(.accessibility5)) == 60)
        #expect(try glyphSize(Text("A").font(.caption2).dynamicTypeSize(.small)) == 11)
        #expect(try glyphSize(Text("A").font(.footnote).dynamicTypeSize(.xxLarge)) == 17)
    }

    @Test func fixedAndRelativeSizes() throws {
        // A system font of a given size never scales; a custom font scales with body unless fixed.
        #expect(try glyphSize(Text("A").font(.system(size: 20)).dynamicTypeSize(.xxxLarge)) == 20)
        #expect(try glyphSize(Text("A").font(.custom("Inter", fixedSize: 20)).dynamicTypeSize(.xxxLarge)) == 20)
        #expect(try glyphSize(Text("A").font(.custom("Inter", size: 17)).dynamicTypeSize(.xxxLarge)) == 23)
        let relative = try glyphSize(Text("A").font(.custom("Inter", size: 10, relativeTo: .title)).dynamicTypeSize(.xSmall))
        #expect(abs(relative - 10 * 25 / 28) < 1e-9)
    }

    @Test func rangeFormClampsTheInheritedSize() throws {
        #expect(try glyphSize(Text("A").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility3)) == 17)
        #expect(try glyphSize(Text("A").dynamicTypeSize(DynamicTypeSize.medium...).dynamicTypeSize(.xSmall)) == 16)
        #expect(try glyphSize(Text("A").dynamicTypeSize(.small ... .xLarge).dynamicTypeSize(.medium)) == 16)
        // A half-open range's last size is the one before its upper bound.
        #expect(try glyphSize(Text("A").dynamicTypeSize(.small ..< .xLarge).dynamicTypeSize(.xxLarge)) == 17)
    }

    private struct ScaledBar: View {
        @ScaledMetric var width: CGFloat = 34
        @ScaledMetric(relativeTo: .largeTitle) var height: CGFloat = 17
        var body: some View { Color.red.frame(width: width, height: height) }
    }

    @Test func scaledMetricScalesWithItsTextStyle() throws {
        #expect(frame(of: .red, in: ScaledBar(), proposal: .unspecified)?.size == CGSize(width: 34, height: 17))
        // body 17 → 28, largeTitle 34 → 44.
        #expect(frame(of: .red, in: ScaledBar().dynamicTypeSize(.accessibility1), proposal: .unspecified)?.size
                == CGSize(width: 56, height: 22))
    }
}
