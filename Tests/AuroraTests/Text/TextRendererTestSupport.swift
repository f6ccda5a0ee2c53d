/// Test helpers for text renderers: a renderer that keeps the layout it is given, the test font, a display-list walk.
import AuroraDisplayList
import AuroraText
import Foundation
import Testing
@testable import Aurora

/// The font the layout tests measure: Inter, the bundled default, the same on every machine.
enum TextRendererTestFont {
    /// The family name.
    static let family = "Inter"

    /// Inter at `size` points.
    static func font(size: CGFloat) -> Font { .custom(family, size: size) }

    /// Inter's hhea metrics in font units per em: ascender, descender (positive), line gap.
    static let unitsPerEm: CGFloat = 2816
    static let ascender: CGFloat = 2728
    static let descender: CGFloat = 680
    static let lineGap: CGFloat = 0
}

/// Where a `CapturingRenderer` leaves the layouts it was asked to draw.
final class LayoutCapture: @unchecked Sendable {
    var layouts: [Text.Layout] = []
    var last: Text.Layout? { layouts.last }
}

/// A renderer that records each layout it draws, then draws every line normally.
struct CapturingRenderer: TextRenderer {
    let capture: LayoutCapture

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        capture.layouts.append(layout)
        for line in layout { ctx.draw(line) }
    }
}

/// The layout `view`'s text is drawn with, laid out at `proposal` through the real graph.
@MainActor
func capturedLayout<V: View>(of view: V, proposal: ProposedViewSize = .unspecified) -> Text.Layout? {
    let capture = LayoutCapture()
    _ = displayList(of: view.textRenderer(CapturingRenderer(capture: capture)), proposal: proposal)
    return capture.last
}

/// Every glyph run in `list`, in drawing order, at any depth.
func allGlyphRuns(_ list: DisplayList) -> [DisplayList.GlyphRun] {
    var runs: [DisplayList.GlyphRun] = []
    for item in list.items {
        switch item.value {
        case .content(.text(let found)): runs.append(contentsOf: found)
        case .effect(_, let inner): runs.append(contentsOf: allGlyphRuns(inner))
        default: break
        }
    }
    return runs
}
