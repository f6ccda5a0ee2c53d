/// Toggles through the public host: a tap on the switch flips the binding, the knob springs, an animated binding animates what it drives; goldens.
import AuroraRaster
import AuroraTestSupport
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct ToggleTests {
    /// The seed's "Text Transition" controls: a toggle in a group box whose animated binding shows a view.
    private struct Revealer: View {
        @Bindable var model: ControlModel
        var body: some View {
            VStack {
                GroupBox { Toggle("Visible", isOn: $model.isOn.animation()) }
                if model.isOn { Color.red.frame(width: 40, height: 40) }
            }
        }
    }

    private let switchCentre = CGPoint(x: 174, y: 30)

    @Test func aToggleIsOneSwitchButtonElementWhoseActivationFlipsIt() {
        let model = ControlModel()
        let host = ControlHost.make(Toggle("Wi-Fi", isOn: Bindable(model).isOn))
        let elements = host.accessibilityTree()
        #expect(elements.count == 1, "the label and the switch are one element: \(elements)")
        #expect(elements.first?.label == "Wi-Fi" && elements.first?.value == "0")
        #expect(elements.first?.traits.isSuperset(of: [.isButton, .isToggle]) == true)
        #expect(host.performAccessibilityAction(onElementWithLabel: "Wi-Fi"))
        #expect(model.isOn)
        #expect(host.accessibilityTree().first?.value == "1")
    }

    @Test func tappingTheSwitchFlipsItAndTheKnobSprings() throws {
        let model = ControlModel()
        let host = ControlHost.make(Toggle("Wi-Fi", isOn: Bindable(model).isOn))
        let off = try host.render()
        host.tap(at: switchCentre)
        #expect(model.isOn)
        host.advance(by: 0.06)
        let moving = try host.render()
        host.advance(by: 2)
        let on = try host.render()
        #expect(!moving.hasSamePixels(as: off) && !moving.hasSamePixels(as: on), "the knob is between its ends mid-spring")
        let settled = ControlHost.make(Toggle("Wi-Fi", isOn: .constant(true)))
        #expect(try settled.render().hasSamePixels(as: on))
        host.tap(at: switchCentre)
        #expect(!model.isOn)
        host.tap(at: CGPoint(x: 20, y: 30))
        #expect(!model.isOn, "the label is not the switch")
    }

    @Test func thePressedKnobStretchesAndAPressThatLeavesDoesNotFlip() throws {
        let model = ControlModel()
        let host = ControlHost.make(Toggle("Wi-Fi", isOn: Bindable(model).isOn))
        let idle = try host.render()
        host.send(.pointer(PointerEvent(.down, at: switchCentre)))
        host.advance(by: 1)
        // The switch spans x 149...200; the idle knob x 151...178, the pressed one 151...185.
        #expect(try host.render().pixel(x: 362, y: 60) != idle.pixel(x: 362, y: 60))
        try ControlHost.assertGoldens(host, "toggle-off-pressed")
        host.send(.pointer(PointerEvent(.move, at: CGPoint(x: 100, y: 30))))
        host.send(.pointer(PointerEvent(.up, at: CGPoint(x: 100, y: 30))))
        #expect(!model.isOn)
        host.advance(by: 1)
        #expect(try host.render().hasSamePixels(as: idle))
    }

    @Test func anAnimatedBindingAnimatesWhatItDrives() throws {
        let model = ControlModel()
        let host = ControlHost.make(Revealer(model: model), width: 200, height: 160)
        // The group box is 63 points tall, centred; its switch ends 16 points from the right.
        let switchPoint = CGPoint(x: 200 - 16 - 25, y: 80)
        host.tap(at: switchPoint)
        #expect(model.isOn)
        host.advance(by: 0.05)
        #expect(host.isAnimating)
        let square = try host.render().pixel(x: 200, y: 250)
        #expect(square.green > 59 && square.green < 255, "the red square is fading in over white: \(square)")
        host.advance(by: 2)
        #expect(try host.render().pixel(x: 200, y: 250) == PremultipliedPixel(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test func disabledTogglesIgnoreTaps() {
        let model = ControlModel()
        let host = ControlHost.make(Toggle("Wi-Fi", isOn: Bindable(model).isOn).disabled(true))
        host.tap(at: switchCentre)
        #expect(!model.isOn)
    }

    @Test func customStylesGetTheBinding() {
        struct Checkbox: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.frame(width: 100, height: 40).onTapGesture { configuration.isOn.toggle() }
            }
        }
        let model = ControlModel()
        let host = ControlHost.make(Toggle("Box", isOn: Bindable(model).isOn).toggleStyle(Checkbox()))
        host.tap(at: CGPoint(x: 100, y: 30))
        #expect(model.isOn)
    }

    @Test func goldens() throws {
        try ControlHost.assertGoldens(ControlHost.make(Toggle("Wi-Fi", isOn: .constant(false)).padding(.horizontal)), "toggle-off")
        try ControlHost.assertGoldens(ControlHost.make(Toggle("Wi-Fi", isOn: .constant(true)).padding(.horizontal)), "toggle-on")
        try ControlHost.assertGoldens(ControlHost.make(Toggle("Wi-Fi", isOn: .constant(true)).tint(.purple).padding(.horizontal)),
                                      "toggle-on-tint")
        try ControlHost.assertGoldens(ControlHost.make(Toggle("Wi-Fi", isOn: .constant(true)).disabled(true).padding(.horizontal)),
                                      "toggle-on-disabled")
        try ControlHost.assertGoldens(ControlHost.make(Toggle("Bell", systemImage: "bell", isOn: .constant(false)).padding(.horizontal)),
                                      "toggle-system-image")
        let group = GroupBox { Toggle("Visible", isOn: .constant(true)) }.padding(8)
        try ControlHost.assertGoldens(ControlHost.make(group, width: 200, height: 80), "group-box-toggle")
    }
}
