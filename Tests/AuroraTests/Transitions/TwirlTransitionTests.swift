/// The seed's `Twirl` transition (WWDC24 "Create custom visual effects with SwiftUI"), unchanged, run
/// (AuroraGallery holds it once) through the graph at fixed times: insertion and removal animated, display-list values and goldens.
import AuroraDisplayList
import AuroraGallery
import AuroraRaster
import AuroraRender
import AuroraTestSupport
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct TwirlTransitionTests {
    /// An orange disc with a blue bar near its top, so rotation shows.
    static var avatar: some View {
        ZStack {
            Circle().fill(.orange)
            Rectangle().fill(.blue).frame(width: 20, height: 8).offset(y: -12)
        }
        .frame(width: 40, height: 40)
    }

    private func scene(_ box: BindingBox<Bool>, shown: Bool) -> some View {
        StateHost(shown, box: box) { show in
            ZStack {
                Color.clear
                if show { Self.avatar.transition(Twirl()) }
            }
            .frame(width: 64, height: 64)
        }
    }

    /// The Twirl's effects around the avatar: scale, opacity, blur, rotation (radians) and brightness.
    private func twirlValues(_ list: DisplayList) -> (scale: Double, opacity: Double, blur: Double, rotation: Double, brightness: Double)? {
        guard let path = fills(of: .orange, in: list).first?.effects else { return nil }
        var transforms: [CGAffineTransform] = []
        var brightness = 0.0
        for effect in path {
            if case .transform(let t) = effect { transforms.append(t) }
            if case .filters(let filters) = effect {
                for case .brightness(let b) in filters { brightness = b }
            }
        }
        // Outermost first: rotation (added after scale) wraps the scale.
        let scale = Double(transforms.map { ($0.a * $0.a + $0.b * $0.b).squareRoot() }.reduce(1, *))
        let rotation = Double(transforms.map { atan2($0.b, $0.a) }.reduce(0, +))
        return (scale, totalOpacity(path), blurRadii(path).first.map(Double.init) ?? 0, rotation, brightness)
    }

    @Test func insertionSpinsScalesFadesAndUnblursIn() throws {
        let box = BindingBox<Bool>()
        let host = TimedHost(scene(box, shown: false))
        withAnimation(.testLinear(1)) { box.value = true }
        let start = try #require(twirlValues(host.frame(at: 0)))
        #expect(start.scale == 0.5 && start.opacity == 0 && start.blur == 10 && start.brightness == 1)
        let mid = try #require(twirlValues(host.frame(at: 0.5)))
        #expect(close(mid.scale, 0.75) && close(mid.opacity, 0.5) && close(mid.blur, 5) && close(mid.brightness, 0.5))
        // Half of the 360° turn is left: 180°.
        #expect(close(abs(mid.rotation), .pi, tolerance: 1e-9))
        let quarter = try #require(twirlValues(host.frame(at: 0.75)))
        #expect(close(quarter.rotation, .pi / 2, tolerance: 1e-9) && close(quarter.scale, 0.875))
        let end = try #require(twirlValues(host.frame(at: 1)))
        #expect(end.scale == 1 && end.opacity == 1 && end.blur == 0 && end.rotation == 0 && end.brightness == 0)
    }

    @Test func removalSpinsTheOtherWayAndLeaves() throws {
        let box = BindingBox<Bool>()
        let host = TimedHost(scene(box, shown: true))
        withAnimation(.testLinear(1)) { box.value = false }
        let start = try #require(twirlValues(host.frame(at: 0)))
        #expect(start.scale == 1 && start.opacity == 1 && start.blur == 0)
        let quarter = try #require(twirlValues(host.frame(at: 0.25)))
        #expect(close(quarter.rotation, -.pi / 2, tolerance: 1e-9) && close(quarter.opacity, 0.75))
        #expect(close(quarter.blur, 2.5) && quarter.brightness == 0)
        host.frame(at: 1)
        #expect(fills(of: .orange, in: host.frame(at: 1.05)).isEmpty)
    }

    @Test func insertionAndRemovalGoldens() throws {
        let box = BindingBox<Bool>()
        let host = TimedHost(scene(box, shown: false))
        withAnimation(.testLinear(1)) { box.value = true }
        host.frame(at: 0)
        let inserting = try render(host.frame(at: 0.6), host: host)
        GoldenImage.assertMatches(inserting, golden: "transitions/twirl-insert-0.6")
        host.frame(at: 1)
        host.frame(at: 1.1)
        withAnimation(.testLinear(1)) { box.value = false }
        host.frame(at: 2)
        let removing = try render(host.frame(at: 2.3), host: host)
        GoldenImage.assertMatches(removing, golden: "transitions/twirl-remove-0.3")
    }

    private func render(_ list: DisplayList, host: TimedHost) throws -> Pixmap {
        try DisplayListRenderer().render(list, size: host.host.canvasSize, scale: 2, background: RGBAColor(red: 1, green: 1, blue: 1))
    }
}
