/// ViewSpacing compatibility: SwiftUI's spacing preferences, text included, as stacks and grids use them.
import Foundation
import Testing
@testable import Aurora

/// Where a probe layout writes the distances its subviews' preferences ask for.
@MainActor
final class SpacingRecorder {
    var distances: [CGFloat] = []
}

/// A custom layout that records `LayoutSubview.spacing.distance(to:along:)` for each neighbouring pair.
struct SpacingProbe: Layout {
    let axis: Axis
    let recorder: SpacingRecorder

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        recorder.distances = subviews.indices.dropLast().map {
            subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: axis)
        }
        return CGSize(width: 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@MainActor
@Suite struct ViewSpacingCompatibilityTests {
    /// The distances a probe records for `content` laid out on a display of `scale`.
    func distances<Content: View>(_ axis: Axis, scale: CGFloat = 1, @ViewBuilder _ content: () -> Content) -> [CGFloat] {
        let recorder = SpacingRecorder()
        let host = ViewHost(rootView: SpacingProbe(axis: axis, recorder: recorder) { content() })
        host.layout(proposal: ProposedViewSize(width: 300, height: 300), scale: scale)
        return recorder.distances
    }

    func expectClose(_ actual: [CGFloat], _ expected: [CGFloat], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) {
            #expect(abs(a - e) < 1e-9, "\(a) is not \(e)", sourceLocation: sourceLocation)
        }
    }

    // Source: SwiftUI's ViewSpacing docs ("init(): default spacing values"); two plain views are
    // the system's 8 points apart, `.zero` asks for none, and `.zero` beside a plain view gives 0
    // (OpenSwiftUI ViewSpacingTests: an uncategorised value wins when no category is shared).
    @Test func plainViewsAndZero() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing.zero, along: .vertical) == 0)
        #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing.zero.union(ViewSpacing()).distance(to: ViewSpacing(), along: .vertical) == 0)
    }

    // Source: SwiftUI's formUnion(_:edges:) docs: "edges that you don't specify are unchanged".
    @Test func unionOnlyTouchesTheGivenEdges() {
        var spacing = ViewSpacing()
        spacing.formUnion(.zero, edges: .bottom)
        #expect(spacing.distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(spacing.distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().union(.zero, edges: .top) != ViewSpacing())
    }

    // Source: SwiftUI derives a text's spacing from its font (OpenSwiftUI Spacing.textSpacing,
    // iOS 17 rule): below a text, max(line height + a tenth of it rounded up to a pixel − cap
    // height, that tenth + descent). Inter SemiBold 17 pt (ascender 2728, descender −680, cap
    // height 2048 per 2816 units): line 20.5739, tenth 2.0574 → 3 at 1×, 7/3 at 3×, so
    // 23.5739 − 12.3636 = 11.2102 at 1× and 10.5436 at 3× (SF Pro gives 10.64 at 3×; the
    // "about 12" of older iOS rounded the tenth up to 4 points).
    @Test func spacingUnderASeventeenPointHeadline() {
        expectClose(distances(.vertical) {
            Text("Headline").font(.headline)
            Color.red.frame(width: 10, height: 10)
        }, [11.210227272727273])
        expectClose(distances(.vertical, scale: 3) {
            Text("Headline").font(.headline)
            Color.red.frame(width: 10, height: 10)
        }, [10.543560606060606])
    }

    // Source: as above; above a text, line height + tenth − ascender: 23.5739 − 16.4688 = 7.1051.
    @Test func spacingAboveAText() {
        expectClose(distances(.vertical) {
            Color.red.frame(width: 10, height: 10)
            Text("Headline").font(.headline)
        }, [7.105113636363637])
    }

    // Source: OpenSwiftUI Spacing.TextMetrics.spacing: text meets text at the lower font's line
    // gap rounded up to a pixel (Inter's is 0, so the lines sit like a paragraph's), never at the
    // 8 points between plain views, whichever fonts the two texts use.
    @Test func spacingBetweenTwoTextsOfDifferentFonts() {
        expectClose(distances(.vertical) {
            Text("Title").font(.largeTitle)
            Text("caption").font(.caption)
        }, [0])
        expectClose(distances(.vertical) {
            Text("caption").font(.caption)
            Text("Title").font(.largeTitle)
        }, [0])
    }

    // Source: a text states no horizontal preference, so beside a shape the system default
    // applies; vertically the shape meets the text's font-derived distance.
    @Test func textBesideAShape() {
        expectClose(distances(.horizontal) {
            Text("Label")
            Rectangle().frame(width: 10, height: 10)
        }, [8])
        expectClose(distances(.vertical) {
            Text("Label")
            Rectangle().frame(width: 10, height: 10)
        }, [11.210227272727273])
    }

    // Source: SwiftUI's _PaddingLayout resets the spacing of every padded edge (OpenSwiftUI
    // PaddingLayout.spacing), so a padded text is spaced like a plain view there.
    @Test func paddingHidesTextSpacing() {
        expectClose(distances(.vertical) {
            Text("Headline").font(.headline).padding(.bottom, 4)
            Color.red.frame(width: 10, height: 10)
        }, [8])
        expectClose(distances(.vertical) {
            Text("Headline").font(.headline).padding(.horizontal, 4)
            Color.red.frame(width: 10, height: 10)
        }, [11.210227272727273])
    }

    // Source: SwiftUI's spacer in a stack asks for no spacing along the stack (OpenSwiftUI
    // Spacer.swift: `.horizontal(0)`), so its minimum length (8) is the whole gap.
    @Test func spacerAddsNoSpacing() {
        let (_, size) = displayList(of: HStack {
            Color.red.frame(width: 10, height: 10)
            Spacer()
            Color.blue.frame(width: 10, height: 10)
        }.fixedSize(), proposal: ProposedViewSize(width: 300, height: 300))
        #expect(size.width == 28)
    }

    // Source: a VStack's own preferences at its bottom are its last child's (SwiftUI's
    // spacing(subviews:cache:) docs example), so a nested stack ending in a text keeps the
    // text's spacing to the view below the outer stack.
    @Test func stackPassesItsEndChildrensSpacing() {
        expectClose(distances(.vertical) {
            VStack {
                Color.red.frame(width: 10, height: 10)
                Text("Headline").font(.headline)
            }
            Color.red.frame(width: 10, height: 10)
        }, [11.210227272727273])
    }

    // Source: SwiftUI's default Layout.spacing(subviews:cache:) is the union of the subviews'
    // preferences: a plain custom container around a text keeps the text's spacing.
    @Test func customLayoutDefaultSpacingIsTheUnion() {
        let recorder = SpacingRecorder()
        expectClose(distances(.vertical) {
            SpacingProbe(axis: .vertical, recorder: recorder) { Text("Headline").font(.headline) }
            Color.red.frame(width: 10, height: 10)
        }, [11.210227272727273])
    }

    // Source: stacks use the preferences when their spacing is nil (VStackLayout.spacing docs:
    // "nil to use default distances between subviews").
    @Test func vstackPlacesTheViewBelowAHeadlineAtTheTextSpacing() {
        let view = VStack(spacing: nil) {
            Text("Headline").font(.headline).background(Color.blue)
            Color.red.frame(width: 10, height: 10)
        }
        let fills = flattenedFills(displayList(of: view, proposal: ProposedViewSize(width: 200, height: 200)).0)
        #expect(fills.count == 2)
        // The text box is 21 points tall (20.57 rounded up); the gap 11.21 lands on the pixel grid at 32.
        #expect(fills[0].frame.maxY == 21)
        #expect(fills[1].frame.minY == 32)
    }

    // Source: a Grid with nil spacing spaces its rows by the cells' preferences, like a stack.
    @Test func gridRowsUseTheCellsSpacing() {
        let view = Grid {
            GridRow {
                Text("Headline").font(.headline)
                Color.green.frame(width: 10, height: 10)
            }
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        }
        let fills = flattenedFills(displayList(of: view, proposal: ProposedViewSize(width: 300, height: 300)).0)
        let red = fills.first { $0.color == Color.red.rgba }?.frame
        let blue = fills.first { $0.color == Color.blue.rgba }?.frame
        // Row one is 21 tall; under the text the gap is 11.21, the largest in the row pair.
        #expect(red?.minY == 32)
        #expect(blue?.minY == 32)
    }
}
