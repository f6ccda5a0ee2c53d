/// Buttons through the public host: the action runs on release inside, the pressed look while held, disabled buttons ignore taps; the built-in styles' goldens.
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct ButtonTests {
    private let centre = CGPoint(x: 100, y: 30)

    @Test func theActionRunsOnReleaseInsideOnly() {
        let model = ControlModel()
        let host = ControlHost.make(Button("Tap") { model.count += 1 }.buttonStyle(.bordered))
        host.tap(at: centre)
        #expect(model.count == 1)
        host.press(at: centre, duration: 0.5)
        #expect(model.count == 2, "a long press inside still acts on release")
        host.drag(from: centre, to: CGPoint(x: 190, y: 55), duration: 0.2)
        #expect(model.count == 2, "the finger left the button before lifting")
        host.drag(from: centre, to: CGPoint(x: 104, y: 32), duration: 0.2)
        #expect(model.count == 3, "a small slide that stays inside still acts")
        host.tap(at: CGPoint(x: 5, y: 5))
        #expect(model.count == 3, "a tap beside the button")
    }

    @Test func aPressedButtonLooksPressedUntilReleased() throws {
        let host = ControlHost.make(Button("Tap") {}.buttonStyle(.borderedProminent))
        let idle = try host.render()
        host.send(.pointer(PointerEvent(.down, at: centre)))
        let pressed = try host.render()
        #expect(!pressed.hasSamePixels(as: idle))
        host.send(.pointer(PointerEvent(.move, at: CGPoint(x: 199, y: 59))))
        #expect(try host.render().hasSamePixels(as: idle), "a finger outside the button releases the pressed look")
        host.send(.pointer(PointerEvent(.move, at: centre)))
        #expect(try host.render().hasSamePixels(as: pressed), "and coming back presses it again")
        host.send(.pointer(PointerEvent(.up, at: centre)))
        #expect(try host.render().hasSamePixels(as: idle))
    }

    @Test func disabledButtonsIgnoreTaps() {
        let model = ControlModel()
        let host = ControlHost.make(Button("Tap") { model.count += 1 }.disabled(true))
        host.tap(at: centre)
        #expect(model.count == 0)
    }

    @Test func customStylesSeeThePressAndPrimitiveStylesTrigger() throws {
        struct Squash: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.frame(width: 80, height: 40).background(configuration.isPressed ? Color.red : Color.blue)
            }
        }
        struct DoubleTap: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.frame(width: 80, height: 40).onTapGesture(count: 2) { configuration.trigger() }
            }
        }
        let model = ControlModel()
        let squash = ControlHost.make(Button(role: .destructive) { model.log.append("squash") } label: { Color.clear }.buttonStyle(Squash()))
        squash.send(.pointer(PointerEvent(.down, at: centre)))
        #expect(try squash.render().pixel(x: 200, y: 60) == PremultipliedPixel(red: 255, green: 59, blue: 48, alpha: 255))
        squash.send(.pointer(PointerEvent(.up, at: centre)))
        let double = ControlHost.make(Button("Two") { model.log.append("double") }.buttonStyle(DoubleTap()))
        double.tap(at: centre)
        #expect(model.log == ["squash"])
        double.tap(at: centre, count: 2)
        #expect(model.log == ["squash", "double"])
    }

    @Test func goldens() throws {
        let styles: [(String, AnyView)] = [
            ("automatic", AnyView(Button("Edit") {})),
            ("bordered", AnyView(Button("Edit") {}.buttonStyle(.bordered))),
            ("bordered-prominent", AnyView(Button("Edit") {}.buttonStyle(.borderedProminent))),
            ("bordered-destructive", AnyView(Button("Delete", role: .destructive) {}.buttonStyle(.bordered))),
            ("prominent-tint-large", AnyView(Button("Edit") {}.buttonStyle(.borderedProminent).tint(.orange).controlSize(.large))),
            ("bordered-small", AnyView(Button("Edit") {}.buttonStyle(.bordered).controlSize(.small))),
            ("prominent-disabled", AnyView(Button("Edit") {}.buttonStyle(.borderedProminent).disabled(true))),
            ("bordered-capsule-tint", AnyView(Button("Edit") {}.buttonStyle(.bordered).buttonBorderShape(.capsule).tint(.green))),
        ]
        for (name, view) in styles {
            try ControlHost.assertGoldens(ControlHost.make(view), "button-\(name)")
        }
        let pressed = ControlHost.make(Button("Edit") {}.buttonStyle(.borderedProminent))
        pressed.send(.pointer(PointerEvent(.down, at: centre)))
        try ControlHost.assertGoldens(pressed, "button-prominent-pressed")
    }

    @Test func buttonsWithASystemImage() throws {
        let button = Button("Delete", systemImage: "trash", role: .destructive) {}.buttonStyle(.bordered)
        try ControlHost.assertGoldens(ControlHost.make(button), "button-system-image-destructive")
    }
}
