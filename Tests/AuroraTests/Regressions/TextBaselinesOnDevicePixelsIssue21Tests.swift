/// Issue 21: a text view's baselines sit on whole device pixels at the render scale, its baseline guides follow them, and its underlines and strikethroughs are whole pixel rows.
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct TextBaselinesOnDevicePixelsIssue21Tests {
    /// The display list of `view` laid out at `scale`.
    private func displayList(of view: some View, scale: CGFloat) -> DisplayList {
        let host = ViewHost(rootView: view)
        host.layout(proposal: .unspecified, scale: scale)
        return host.buildDisplayList()
    }

    /// Every glyph's absolute baseline y, and the absolute frames of solid fills, at any depth.
    private func contents(_ list: DisplayList, origin: CGPoint = .zero) -> (baselines: [CGFloat], fills: [CGRect]) {
        var baselines: [CGFloat] = [], fills: [CGRect] = []
        for item in list.items {
            let frame = item.frame.offsetBy(dx: origin.x, dy: origin.y)
            switch item.value {
            case .content(.text(let runs)):
                baselines += runs.flatMap { $0.positions.map { frame.minY + $0.y } }
            case .content(.fill):
                fills.append(frame)
            case .effect(_, let inner):
                let nested = contents(inner, origin: frame.origin)
                baselines += nested.baselines
                fills += nested.fills
            default:
                break
            }
        }
        return (baselines, fills)
    }

    private func isWholePixel(_ value: CGFloat, scale: CGFloat) -> Bool {
        abs(value * scale - (value * scale).rounded()) < 1e-6
    }

    @Test(arguments: [CGFloat(1), 2, 3])
    func baselinesAreOnWholeDevicePixels(scale: CGFloat) throws {
        for size: CGFloat in [11, 13, 17, 22.5, 31] {
            // Two lines under a spacer of a third of a point, so neither the frame nor the
            // baselines start on a round number.
            let view = VStack(spacing: 0) {
                Color.clear.frame(width: 1, height: 1.0 / 3)
                Text("Baseline\nSecond line").font(.system(size: size))
            }
            let baselines = contents(displayList(of: view, scale: scale)).baselines
            try #require(!baselines.isEmpty, "no fonts installed")
            for baseline in baselines {
                #expect(isWholePixel(baseline, scale: scale), "baseline \(baseline) at \(size) pt, \(scale)×")
            }
        }
    }

    @Test(arguments: [CGFloat(1), 2, 3])
    func theBaselineGuideIsTheDrawnBaseline(scale: CGFloat) throws {
        // A bar whose bottom sits on the text's first baseline.
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.red.frame(width: 3, height: 2)
            Text("Aligned").font(.system(size: 15))
        }
        let (baselines, fills) = contents(displayList(of: view, scale: scale))
        let baseline = try #require(baselines.first, "no fonts installed")
        let bar = try #require(fills.first)
        #expect(abs(bar.maxY - baseline) < 1e-9, "bar bottom \(bar.maxY), baseline \(baseline)")
        #expect(isWholePixel(baseline, scale: scale))
    }

    @Test(arguments: [CGFloat(1), 2, 3])
    func decorationsAreWholePixelRows(scale: CGFloat) throws {
        for size: CGFloat in [9, 11, 13, 17, 22.5, 31, 47] {
            let view = VStack(spacing: 0) {
                Color.clear.frame(width: 1, height: 1.0 / 3)
                Text("Underlined").font(.system(size: size)).underline().strikethrough()
            }
            // The decorations are fills as wide as the text; the spacer is one point wide.
            let lines = contents(displayList(of: view, scale: scale)).fills.filter { $0.width > 2 }
            try #require(lines.count == 2, "no fonts installed, or not one underline and one strikethrough")
            for line in lines {
                #expect(isWholePixel(line.minY, scale: scale) && isWholePixel(line.maxY, scale: scale),
                        "decoration \(line) at \(size) pt, \(scale)×")
                #expect(line.height * scale > 0.999, "thinner than a pixel: \(line.height) at \(size) pt, \(scale)×")
            }
        }
    }

    @Test func anUnderlineDrawsSolidRows() throws {
        // Without snapping, an underline whose edges fall between pixel rows draws a partly covered row at each edge.
        let host = ViewHost(Text("I            I").font(.system(size: 13)).underline().foregroundStyle(.black).padding(2),
                            device: .canvas(width: 80, height: 24, scale: 3))
        let pixmap = try host.render()
        let column = pixmap.width / 2
        let alphas = (0..<pixmap.height).map { 255 - Int(pixmap.pixel(x: column, y: $0).red) }
        let inked = alphas.filter { $0 > 0 }
        try #require(!inked.isEmpty, "no fonts installed")
        // The column runs between the two letters, through the underline alone: every row it touches is solid black.
        #expect(inked.allSatisfy { $0 == 255 }, "partly covered rows: \(alphas)")
    }
}
