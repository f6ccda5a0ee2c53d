/// `zIndex(_:)`: overlapping views drawn and hit-tested by z-index, equal values in declaration order,
/// in stacks, overlays and backgrounds, and kept by a view animating out.
import AuroraRaster
import Foundation
import Observation
import Testing
import Aurora

@MainActor
@Suite struct ZIndexTests {
    /// Which of the system red, green and blue a pixel shows (nil for anything else).
    private enum Shown { case red, green, blue }

    private func shown(_ pixel: PremultipliedPixel) -> Shown? {
        switch (pixel.red > 200, pixel.green > 150, pixel.blue > 200) {
        case (true, false, false): return .red
        case (false, true, false): return .green
        case (false, false, true): return .blue
        default: return nil
        }
    }

    /// What the middle of a 40 × 40 canvas at scale 1 showing `view` shows.
    private func middle(_ view: some View) throws -> Shown? {
        shown(try ViewHost(view, device: .canvas(width: 40, height: 40)).render().pixel(x: 20, y: 20))
    }

    @Test func aHigherZIndexDrawsOnTopWhateverTheOrder() throws {
        #expect(try middle(ZStack { Color.red.zIndex(1); Color.blue }) == .red)
        #expect(try middle(ZStack { Color.red; Color.blue.zIndex(-1) }) == .red)
        #expect(try middle(ZStack { Color.red; Color.blue }) == .blue, "without a z-index, the later view is on top")
    }

    @Test func equalValuesKeepTheDeclarationOrder() throws {
        #expect(try middle(ZStack { Color.red.zIndex(2); Color.blue.zIndex(2) }) == .blue)
        #expect(try middle(ZStack { Color.blue.zIndex(1); Color.red.zIndex(3); Color.green.zIndex(2) }) == .red)
    }

    @Test func theValueReachesTheContainerThroughModifiers() throws {
        #expect(try middle(ZStack { Color.red.zIndex(1).padding(0).opacity(1); Color.blue }) == .red)
        #expect(try middle(ZStack { Color.red.zIndex(.nan); Color.blue }) == .blue, "NaN counts as 0")
    }

    @Test func overlayAndBackgroundContentIsOrderedByZIndex() throws {
        #expect(try middle(Color.clear.overlay { Color.red.zIndex(1); Color.blue }) == .red)
        #expect(try middle(Color.clear.background { Color.red.zIndex(1); Color.blue }) == .red)
    }

    @Test func overlappingStackChildrenAreOrderedByZIndex() throws {
        // Two 30-point squares overlapping by 20 points around x = 20.
        let stack = HStack(spacing: -20) {
            Color.red.frame(width: 30, height: 30).zIndex(1)
            Color.blue.frame(width: 30, height: 30)
        }
        #expect(try middle(stack) == .red)
        let plain = HStack(spacing: -20) {
            Color.red.frame(width: 30, height: 30)
            Color.blue.frame(width: 30, height: 30)
        }
        #expect(try middle(plain) == .blue)
    }

    @Test func theTopmostViewReceivesTheTap() {
        final class Taps { var names: [String] = [] }
        let taps = Taps()
        let view = ZStack {
            Color.red.onTapGesture { taps.names.append("red") }.zIndex(1)
            Color.blue.onTapGesture { taps.names.append("blue") }
        }
        let host = ViewHost(view, device: .canvas(width: 40, height: 40))
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(by: 0.1)
        #expect(taps.names == ["red"])
    }

    @Test func aRemovedViewKeepsItsZIndexWhileItAnimatesOut() throws {
        let model = ZIndexShown()
        let host = ViewHost(ZIndexRemoval(model: model), device: .canvas(width: 40, height: 40))
        #expect(shown(try host.render().pixel(x: 20, y: 20)) == .red)
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        host.advance(by: 0.5)
        // Half-way, red at half opacity over blue: as much of each (blue alone were it drawn below).
        let fading = try host.render().pixel(x: 20, y: 20)
        #expect(fading.red > 100 && fading.blue > 100, "red at half opacity over blue: \(fading)")
        host.advance(by: 1)
        #expect(shown(try host.render().pixel(x: 20, y: 20)) == .blue)
    }
}

@Observable
private final class ZIndexShown {
    var isShown = true
}

/// A red square over a blue one by z-index, removed with the default opacity transition.
private struct ZIndexRemoval: View {
    let model: ZIndexShown

    var body: some View {
        ZStack {
            if model.isShown { Color.red.zIndex(1) }
            Color.blue
        }
    }
}
