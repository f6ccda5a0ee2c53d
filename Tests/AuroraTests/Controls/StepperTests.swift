/// Steppers through the public host: the halves increment and decrement, clamp at the bounds and report editing; goldens.
import AuroraTestSupport
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct StepperTests {
    /// The stepper's 94-point box ends at the right edge of the 200-point canvas.
    private let minus = CGPoint(x: 200 - 94 + 23, y: 30)
    private let plus = CGPoint(x: 200 - 23, y: 30)

    private struct Counter: View {
        @Bindable var model: ControlModel
        var body: some View {
            Stepper("Count", value: $model.count, in: 0...3, step: 2) { model.log.append($0 ? "start" : "end") }
        }
    }

    @Test func theHalvesStepAndClampAtTheBounds() {
        let model = ControlModel()
        let host = ControlHost.make(Counter(model: model))
        host.tap(at: plus)
        #expect(model.count == 2)
        host.tap(at: plus)
        #expect(model.count == 3, "a step stops at the upper bound")
        host.tap(at: plus)
        #expect(model.count == 3, "the plus half is disabled at the upper bound")
        host.tap(at: minus)
        #expect(model.count == 1)
        host.tap(at: minus)
        #expect(model.count == 0)
        host.tap(at: minus)
        #expect(model.count == 0)
        #expect(model.log == Array(repeating: ["start", "end"], count: 4).flatMap { $0 })
    }

    @Test func closuresRunAndADisabledStepperIgnoresTaps() {
        let model = ControlModel()
        let stepper = Stepper("Count") { model.log.append("up") } onDecrement: { model.log.append("down") }
        let host = ControlHost.make(stepper)
        host.tap(at: plus)
        host.tap(at: minus)
        host.drag(from: plus, to: minus, duration: 0.2)
        #expect(model.log == ["up", "down", "up"], "a press steps when it goes down, and sliding off stops it")
        let disabled = ControlHost.make(stepper.disabled(true))
        disabled.tap(at: plus)
        #expect(model.log == ["up", "down", "up"])
    }

    @Test func aHeldHalfRepeatsAfterHalfASecondTenTimesASecond() {
        let model = ControlModel()
        let host = ControlHost.make(Stepper("Count", value: Bindable(model).count, in: 0...100))
        host.send(.pointer(PointerEvent(.down, at: plus)))
        #expect(model.count == 1, "a step when the finger goes down")
        host.advance(by: 0.45)
        #expect(model.count == 1)
        host.advance(by: 0.05)
        #expect(model.count == 2)
        host.advance(by: 0.35)
        #expect(model.count == 5, "then ten a second")
        host.advance(by: 1)
        #expect(model.count == 15, "a long frame takes every step it covers")
        host.send(.pointer(PointerEvent(.up, at: plus)))
        host.advance(by: 1)
        #expect(model.count == 15)
        host.tap(at: minus)
        #expect(model.count == 14)
        host.press(at: minus, duration: 0.95)
        #expect(model.count == 8, "a press of 0.95 seconds at 60 frames a second steps at 0, 0.5, 0.6, 0.7, 0.8 and 0.9")
    }

    @Test func goldens() throws {
        try ControlHost.assertGoldens(ControlHost.make(Stepper("3", value: .constant(3), in: 0...3).padding(.horizontal)), "stepper-at-upper-bound")
        let pressed = ControlHost.make(Stepper("3", value: .constant(3), in: 0...5).padding(.horizontal))
        pressed.send(.pointer(PointerEvent(.down, at: CGPoint(x: 200 - 16 - 23, y: 30))))
        try ControlHost.assertGoldens(pressed, "stepper-plus-pressed")
    }
}
