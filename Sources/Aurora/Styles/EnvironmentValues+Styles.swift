/// The style values in the environment (foreground levels, tint, background style) and their modifiers.
import AuroraDisplayList
import AuroraGeometry
import Foundation

private enum ForegroundStylesKey: EnvironmentKey {
    static let defaultValue: [(any ShapeStyle)?] = []
}

private enum TintKey: EnvironmentKey {
    static let defaultValue: (any ShapeStyle)? = nil
}

private enum BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: (any ShapeStyle)? = nil
}

private enum BackgroundMaterialKey: EnvironmentKey {
    static let defaultValue: Material? = nil
}

extension EnvironmentValues {
    /// The foreground style levels set by `foregroundStyle` (primary, secondary, tertiary).
    var foregroundStyles: [(any ShapeStyle)?] {
        get { self[ForegroundStylesKey.self] }
        set { self[ForegroundStylesKey.self] = newValue }
    }

    /// The tint set by `tint(_:)`, if any.
    var tint: (any ShapeStyle)? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The material underneath the current view: set by `background(_:)` with a material for
    /// the content in front of it, where `.secondary` … `.quaternary` draw with vibrancy. Default: nil.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }

    /// Foreground levels that each resolve in the foreground they were set inside.
    func scoped(_ styles: [any ShapeStyle]) -> [(any ShapeStyle)?] {
        let enclosing = foregroundStyles
        return styles.map { ScopedForegroundStyle(style: $0, enclosing: enclosing) }
    }

    /// The background style set by `backgroundStyle(_:)`, if any.
    var backgroundStyle: (any ShapeStyle)? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets a view's foreground elements to use a given style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.foregroundStyles = $0.scoped([style]) })
    }

    /// Sets the primary and secondary levels of the foreground style in the child view.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(EnvironmentWritingModifier { $0.foregroundStyles = $0.scoped([primary, secondary]) })
    }

    /// Sets the primary, secondary, and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(EnvironmentWritingModifier { $0.foregroundStyles = $0.scoped([primary, secondary, tertiary]) })
    }

    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentWritingModifier { $0.foregroundStyles = color.map { [$0] } ?? [] })
    }

    /// Sets the tint within this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(EnvironmentWritingModifier { $0.tint = tint })
    }

    /// Sets the tint color within this view.
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentWritingModifier { $0.tint = tint })
    }

    /// Sets the specified style to render backgrounds within the view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.backgroundStyle = style })
    }
}
