/// Sliders through the public host: exact bounds at the ends of a drag, proportional between, steps, editing callbacks; goldens.
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct SliderTests {
    /// A 200-point slider (thumb travel 172) bound to the model, logging its editing changes.
    private func slider(_ model: ControlModel, in bounds: ClosedRange<Double>, step: Double? = nil) -> ViewHost {
        let value = Bindable(model).value
        let log: (Bool) -> Void = { model.log.append($0 ? "start" : "end") }
        if let step {
            return ControlHost.make(Slider(value: value, in: bounds, step: step, onEditingChanged: log))
        }
        return ControlHost.make(Slider(value: value, in: bounds, onEditingChanged: log))
    }

    @Test func aDragEndToEndSetsTheBoundsExactlyAndProportionallyBetween() {
        let model = ControlModel()
        model.value = 0.3
        let host = slider(model, in: 0.3...2.7)
        host.drag(from: CGPoint(x: 0, y: 30), to: CGPoint(x: 200, y: 30))
        #expect(model.value == 2.7)
        #expect(model.log == ["start", "end"])
        host.drag(from: CGPoint(x: 199, y: 30), to: CGPoint(x: 0, y: 30))
        #expect(model.value == 0.3)
        host.drag(from: CGPoint(x: 14, y: 30), to: CGPoint(x: 100, y: 30))
        #expect(abs(model.value - 1.5) < 1e-12, "half the travel is half the range: \(model.value)")
        host.drag(from: CGPoint(x: 100, y: 30), to: CGPoint(x: 143, y: 30))
        #expect(abs(model.value - 2.1) < 1e-12, "a quarter more: \(model.value)")
        #expect(model.log.count == 8)
    }

    @Test func aDragThatStartsOffTheThumbDoesNothing() {
        let model = ControlModel()
        let host = slider(model, in: 0...1)
        host.drag(from: CGPoint(x: 120, y: 30), to: CGPoint(x: 180, y: 30))
        #expect(model.value == 0)
        #expect(model.log.isEmpty)
    }

    @Test func stepsSnapAndTheUpperBoundStaysReachable() {
        let model = ControlModel()
        let host = slider(model, in: 0...100, step: 10)
        host.drag(from: CGPoint(x: 14, y: 30), to: CGPoint(x: 14 + 172 * 0.33, y: 30))
        #expect(model.value == 30)
        host.drag(from: CGPoint(x: 14 + 172 * 0.3, y: 30), to: CGPoint(x: 200, y: 30))
        #expect(model.value == 100)
        let thirds = ControlModel()
        let uneven = slider(thirds, in: 0...10, step: 3)
        uneven.drag(from: CGPoint(x: 14, y: 30), to: CGPoint(x: 200, y: 30))
        #expect(thirds.value == 9, "the last step below the upper bound")
    }

    @Test func theThumbFollowsTheDrag() throws {
        let model = ControlModel()
        let host = slider(model, in: 0...1)
        let start = try host.render()
        host.send(.pointer(PointerEvent(.down, at: CGPoint(x: 14, y: 30))))
        host.advance(by: 1.0 / 60)
        host.send(.pointer(PointerEvent(.move, at: CGPoint(x: 57, y: 30))))
        #expect(model.value == 0.25)
        let moved = try host.render()
        #expect(!moved.hasSamePixels(as: start))
        // The thumb's white centre is now at x = 57 (114 px); the tint fills the track left of it.
        #expect(moved.pixel(x: 114, y: 56) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        host.send(.pointer(PointerEvent(.up, at: CGPoint(x: 57, y: 30))))
    }

    @Test func disabledSlidersIgnoreDrags() {
        let model = ControlModel()
        let host = ControlHost.make(Slider(value: Bindable(model).value).disabled(true))
        host.drag(from: CGPoint(x: 0, y: 30), to: CGPoint(x: 200, y: 30))
        #expect(model.value == 0)
    }

    @Test func goldens() throws {
        try ControlHost.assertGoldens(ControlHost.make(Slider(value: .constant(0.4)).padding(.horizontal)), "slider")
        try ControlHost.assertGoldens(ControlHost.make(Slider(value: .constant(0.7)).tint(.orange).disabled(true).padding(.horizontal)),
                                      "slider-tint-disabled")
        let labelled = Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: {
            Image(systemName: "minus")
        } maximumValueLabel: {
            Image(systemName: "plus")
        }
        try ControlHost.assertGoldens(ControlHost.make(labelled.padding(.horizontal)), "slider-value-labels")
    }
}
