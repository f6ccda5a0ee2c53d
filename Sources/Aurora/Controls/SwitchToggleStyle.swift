/// `SwitchToggleStyle`: iOS's switch — a 51 × 31 pt capsule, green when on, a white knob that springs across.
import AuroraGeometry
import Foundation

/// A toggle style that displays a leading label and a trailing switch.
///
/// The track is 51 × 31 points: `secondarySystemFill` when off, green (or the tint) when on; the
/// 27-point white knob stretches while pressed and springs from side to side when the press ends
/// on the switch. Disabled, the toggle is drawn at 40 % opacity and ignores touches.
public struct SwitchToggleStyle: ToggleStyle {
    let onColor: Color?

    /// Creates a switch toggle style.
    public init() { onColor = nil }

    /// Creates a switch style with a tint color.
    @available(*, deprecated, message: "Use ``View/tint(_:)`` instead.")
    public init(tint: Color) { onColor = tint }

    /// Creates a view that represents the body of a toggle switch.
    public func makeBody(configuration: Configuration) -> some View { SwitchRow(configuration: configuration, onColor: onColor) }
}

/// The label, as wide as it may be, then the switch; all dimmed when disabled.
private struct SwitchRow: View {
    let configuration: ToggleStyleConfiguration
    let onColor: Color?
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack {
            configuration.label.frame(maxWidth: .infinity, alignment: .leading)
            SwitchControl(isOn: configuration.$isOn, onColor: onColor)
        }
        .opacity(isEnabled ? 1 : disabledControlOpacity)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The switch itself: track and knob, flipped when a press on it ends inside it. While pressed,
/// the knob stretches 7 points towards the middle, as UIKit's does.
struct SwitchControl: View {
    @Binding var isOn: Bool
    let onColor: Color?
    @Environment(\.tint) private var tint

    static let size = CGSize(width: 51, height: 31)
    static let knobDiameter: CGFloat = 27
    static let pressedStretch: CGFloat = 7
    /// The knob's motion: a quick spring with a little bounce, as UIKit's switch.
    static let knobAnimation = Animation.spring(response: 0.35, dampingFraction: 0.72)

    var body: some View {
        PressableView(action: { isOn.toggle() }) { isPressed in
            track(isPressed: isPressed)
        }
    }

    private func track(isPressed: Bool) -> some View {
        let inset = (Self.size.height - Self.knobDiameter) / 2
        let stretch = isPressed ? Self.pressedStretch : 0
        let travel = Self.size.width - Self.knobDiameter - 2 * inset - stretch
        return ZStack(alignment: .leading) {
            Capsule().fill(SystemColor.secondaryFill)
            Capsule().fill(onStyle).opacity(isOn ? 1 : 0)
            Capsule()
                .fill(Color.white)
                .frame(width: Self.knobDiameter + stretch, height: Self.knobDiameter)
                .shadow(color: Color.black.opacity(0.15), radius: 4, y: 3)
                .shadow(color: Color.black.opacity(0.06), radius: 0.5, y: 1)
                .offset(x: inset + (isOn ? travel : 0))
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .animation(Self.knobAnimation, value: isOn)
        .animation(Self.knobAnimation, value: isPressed)
    }

    /// Green, or the tint (the style's own tint first).
    private var onStyle: AnyShapeStyle {
        if let onColor { return AnyShapeStyle(onColor) }
        if let tint { return AnyShapeStyle(tint) }
        return AnyShapeStyle(Color.green)
    }
}

/// How opaque a disabled switch, slider, stepper or segmented control is drawn.
let disabledControlOpacity = 0.4
