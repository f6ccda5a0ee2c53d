/// A live session as the page drives it: taps change the frame, the debug panel's values are
/// bound both ways, going back in time re-simulates the same pixels, and a history carried to a
/// new session (a hot reload) gives the same frame.
import Aurora
import AuroraRaster
import Foundation
import Testing
@testable import AuroraPreview

@MainActor
@Suite struct PreviewSessionTests {
    private func preview(_ name: String) throws -> Preview {
        try #require(PreviewCatalog.previews.first { $0.displayName == name })
    }

    private func variant(_ preview: Preview) -> PreviewVariant {
        PreviewVariant(preview: preview.id, device: "custom", size: CGSize(width: 100, height: 100), scale: 1)
    }

    /// The colour at the centre of the last frame message (a whole first frame, or a changed rectangle covering it).
    private func centre(_ session: PreviewSession) throws -> PremultipliedPixel {
        let pixmap = try session.host.render()
        return pixmap.pixel(x: 50, y: 50)
    }

    @Test func tapsChangeTheFrameAndOnlyTheChangedRectangleIsSent() throws {
        let session = PreviewSession(preview: try preview("Tap counter"), variant: variant(try preview("Tap counter")))
        let first = try #require(try session.frameMessage(variantIndex: 0))
        #expect(first.count == 48 + 100 * 100 * 4, "the first frame is whole")
        #expect(try session.frameMessage(variantIndex: 0) == nil, "nothing changed")
        session.send(.pointer(PointerEvent(.down, at: CGPoint(x: 50, y: 50))))
        session.send(.pointer(PointerEvent(.up, at: CGPoint(x: 50, y: 50))))
        let second = try #require(try session.frameMessage(variantIndex: 0))
        let rect = second[32..<48].withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)).map { Int(UInt32(littleEndian: $0)) } }
        #expect(rect == [20, 20, 60, 60], "only the 60-point square changed")
        #expect(second.count == 48 + 60 * 60 * 4)
        #expect(Array(second[48..<52]) == [255, 59, 48, 255], "red after one tap, straight RGBA")
    }

    @Test func thePanelSetsPreviewableStateAndSeesTheViewsOwnChanges() throws {
        let tapCounter = try preview("Tap counter")
        let session = PreviewSession(preview: tapCounter, variant: variant(tapCounter))
        #expect(session.controls.map(\.name) == ["taps", "tint"])
        #expect(session.set("tint", to: .text("#00FF00FF")))
        #expect(try centre(session) == PremultipliedPixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(!session.set("tint", to: .bool(true)), "a bool is not a colour")
        #expect(!session.set("nothing", to: .number(1)))
        session.send(.pointer(PointerEvent(.down, at: CGPoint(x: 50, y: 50))))
        session.send(.pointer(PointerEvent(.up, at: CGPoint(x: 50, y: 50))))
        #expect(session.controls[0].value == .integer(1), "the tap is seen by the panel")
        #expect(session.set("taps", to: .number(2)))
        #expect(try centre(session).green == 199, "green (52, 199, 89) at two taps")
    }

    @Test func seekingBackReSimulatesTheSamePixels() throws {
        let slide = try preview("Slide")
        let session = PreviewSession(preview: slide, variant: variant(slide))
        var frames: [TimeInterval: Data] = [:]
        session.send(.pointer(PointerEvent(.down, at: CGPoint(x: 10, y: 50))))
        session.send(.pointer(PointerEvent(.up, at: CGPoint(x: 10, y: 50))))
        for _ in 0..<40 {
            session.tick(seconds: 1.0 / 60)
            frames[session.time] = try session.pngData()
        }
        let middle = frames.keys.sorted()[20]
        session.seek(to: middle)
        #expect(!session.isPlaying, "seeking pauses")
        #expect(abs(session.time - middle) < 1e-9)
        #expect(try session.pngData() == frames[middle], "the same pixels as the first time through")
        #expect(session.history.endTime > middle, "the history after it is kept until new input")
        session.step()
        #expect(session.history.endTime == session.time, "new input from the past replaces the rest")
    }

    @Test func theCurvesOfALinearSlideAreSampledFromTheHistoryWithoutMovingTheSession() throws {
        let slide = try preview("Slide")
        let session = PreviewSession(preview: slide, variant: variant(slide))
        session.send(.pointer(PointerEvent(.down, at: CGPoint(x: 10, y: 50))))
        session.send(.pointer(PointerEvent(.up, at: CGPoint(x: 10, y: 50))))
        for _ in 0..<75 { session.tick(seconds: 1.0 / 60) }
        let before = try session.pngData()
        let curves = session.animationCurves(from: 0, to: 1, samples: 11)
        #expect(curves.times.count == 11 && abs(curves.times[5] - 0.5) < 1e-9)
        // The square slides 80 points in a linear second: the curve is a straight line.
        let slideCurve = try #require(curves.series.first { series in
            guard let first = series.values.first ?? nil, let last = series.values.last ?? nil else { return false }
            return abs(last - first - 80) < 0.01
        }, "a series moves 80 points: \(curves.series.map(\.label))")
        for (index, value) in slideCurve.values.enumerated() {
            #expect(abs((value ?? .nan) - ((slideCurve.values[0] ?? 0) + 8 * Double(index))) < 0.01, "linear at sample \(index)")
        }
        #expect(!curves.series.contains { $0.label.contains("width") }, "the size did not move, so it is not plotted")
        #expect(try session.pngData() == before, "plotting re-simulates in another host")
        #expect(session.animationCurves(from: 1.1, to: 1.2, samples: 5).series.isEmpty, "nothing moves after the slide")
        let clamped = session.animationCurves(from: -5, to: .infinity, samples: 100_000)
        #expect(clamped.times.count == 600 && clamped.times.first == 0 && abs((clamped.times.last ?? 0) - session.history.endTime) < 1e-9)
    }

    @Test func aHistoryCarriedToANewSessionGivesTheSameFrame() throws {
        let tapCounter = try preview("Tap counter")
        let session = PreviewSession(preview: tapCounter, variant: variant(tapCounter))
        session.send(.pointer(PointerEvent(.down, at: CGPoint(x: 50, y: 50))))
        session.tick(seconds: 0.05)
        session.send(.pointer(PointerEvent(.up, at: CGPoint(x: 50, y: 50))))
        #expect(session.set("tint", to: .numbers([1, 1, 0, 1])))
        let exported = session.history.exported
        let restored = try PreviewHistory(exported: exported)
        #expect(restored.entries == session.history.entries)
        let reloaded = PreviewSession(preview: tapCounter, variant: variant(tapCounter))
        reloaded.replay(restored)
        #expect(try reloaded.pngData() == session.pngData())
        #expect(reloaded.controls[0].value == .integer(1))
    }

    @Test func aMalformedExportedHistoryIsRefused() {
        #expect(throws: PreviewRequestError.self) { try PreviewHistory(exported: [#"{"type":"advance","seconds":-1}"#]) }
        #expect(throws: PreviewRequestError.self) { try PreviewHistory(exported: [#"{"type":"play"}"#]) }
    }
}
