/// How the built-in button styles draw a label: tinted text, a tinted or grey bezel, a filled bezel, sized by `controlSize`.
import AuroraGeometry
import Foundation

/// Opacity of a borderless or plain button's label while pressed (UIKit's highlighted system button).
private let pressedLabelOpacity = 0.2
/// Opacity of a bordered button while pressed.
private let pressedBezelOpacity = 0.7

/// The label's colour: the tint (red for a destructive role), or `tertiaryLabel` when disabled.
@MainActor
private func buttonLabelStyle(role: ButtonRole?, isEnabled: Bool) -> AnyShapeStyle {
    if !isEnabled { return AnyShapeStyle(SystemColor.tertiaryLabel) }
    if role == .destructive { return AnyShapeStyle(Color.red) }
    return AnyShapeStyle(.tint)
}

/// `.borderless` (and `.automatic` on iOS): the label in the tint colour, faded while pressed.
struct BorderlessButtonLook: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { TintedLabel(configuration: configuration) }

    private struct TintedLabel: View {
        let configuration: ButtonStyleConfiguration
        @Environment(\.isEnabled) private var isEnabled

        var body: some View {
            configuration.label
                .foregroundStyle(buttonLabelStyle(role: configuration.role, isEnabled: isEnabled))
                .opacity(configuration.isPressed ? pressedLabelOpacity : 1)
        }
    }
}

/// `.plain`: the label as it is, faded while pressed and dimmed when disabled.
struct PlainButtonLook: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { PlainLabel(configuration: configuration) }

    private struct PlainLabel: View {
        let configuration: ButtonStyleConfiguration
        @Environment(\.isEnabled) private var isEnabled

        var body: some View {
            configuration.label
                .opacity(configuration.isPressed ? pressedLabelOpacity : isEnabled ? 1 : 0.3)
        }
    }
}

/// `.bordered` and `.borderedProminent`: the label padded inside a bezel of the environment's
/// `buttonBorderShape` (a rounded rectangle by default).
struct BezelButtonLook: ButtonStyle {
    /// Whether the bezel is filled with the tint (prominent) rather than tinted lightly.
    let isProminent: Bool

    func makeBody(configuration: Configuration) -> some View { Bezel(configuration: configuration, isProminent: isProminent) }

    private struct Bezel: View {
        let configuration: ButtonStyleConfiguration
        let isProminent: Bool
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.controlSize) private var controlSize
        @Environment(\.tint) private var tint
        @Environment(\.font) private var font
        @Environment(\.buttonBorderShape) private var borderShape

        var body: some View {
            let metrics = BezelMetrics(controlSize)
            configuration.label
                .font(font ?? metrics.font)
                .foregroundStyle(foreground)
                .padding(.horizontal, metrics.horizontalPadding)
                .padding(.vertical, metrics.verticalPadding)
                .background { borderShape.shape(defaultRadius: metrics.cornerRadius).fill(background) }
                .opacity(configuration.isPressed ? pressedBezelOpacity : 1)
        }

        private var foreground: AnyShapeStyle {
            isProminent && isEnabled ? AnyShapeStyle(Color.white) : buttonLabelStyle(role: configuration.role, isEnabled: isEnabled)
        }

        /// Prominent: the tint (red when destructive). Bordered: `tertiarySystemFill`, or the tint
        /// (red when destructive) at 15 % when one is set. Disabled: `tertiarySystemFill`.
        private var background: AnyShapeStyle {
            let accent: (any ShapeStyle)? = configuration.role == .destructive ? Color.red : tint
            guard isEnabled else { return AnyShapeStyle(SystemColor.tertiaryFill) }
            guard let accent else { return isProminent ? AnyShapeStyle(.tint) : AnyShapeStyle(SystemColor.tertiaryFill) }
            if isProminent { return AnyShapeStyle(accent) }
            return AnyShapeStyle(OpacityShapeStyle(base: accent, opacity: 0.15))
        }
    }
}

/// The padding, corner radius and font of a bordered button at a control size (iOS 17: a regular
/// button is 34 points tall with body text, a large one 50).
struct BezelMetrics {
    let horizontalPadding: CGFloat
    let verticalPadding: CGFloat
    let cornerRadius: CGFloat
    let font: Font

    init(_ size: ControlSize) {
        switch size {
        case .mini: (horizontalPadding, verticalPadding, cornerRadius, font) = (8, 3, 5, .footnote)
        case .small: (horizontalPadding, verticalPadding, cornerRadius, font) = (10, 4, 6, .subheadline)
        case .regular: (horizontalPadding, verticalPadding, cornerRadius, font) = (12, 6, 8, .body)
        case .large: (horizontalPadding, verticalPadding, cornerRadius, font) = (20, 14, 12, .body)
        case .extraLarge: (horizontalPadding, verticalPadding, cornerRadius, font) = (24, 17, 14, .body)
        }
    }
}
