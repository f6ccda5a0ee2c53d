/// Test helpers for text renderers: a renderer that keeps the layout it is given, the test font, a display-list walk.
import AuroraDisplayList
import AuroraText
import Foundation
import Testing
@testable import Aurora

/// The font the layout tests measure: DejaVu Sans, found through the system font folders.
enum TextRendererTestFont {
    /// The family name.
    static let family = "DejaVu Sans"
    /// Whether the system font database has the family (Debian: fonts-dejavu-core).
    static let isInstalled = FontDatabase.system.faceDescriptions.contains { $0.family == family }
    /// Why a test is skipped without it.
    static let skipReason: Comment = "DejaVu Sans is not installed (Debian: fonts-dejavu-core)"

    /// DejaVu Sans at `size` points.
    static func font(size: CGFloat) -> Font { .custom(family, size: size) }

    /// DejaVu Sans's hhea metrics in font units per em: ascender, descender (positive), line gap.
    static let unitsPerEm: CGFloat = 2048
    static let ascender: CGFloat = 1901
    static let descender: CGFloat = 483
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
