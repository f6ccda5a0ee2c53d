/// `ListStyle` and the built-in styles: plain, grouped, inset grouped (the default on iOS) and inset.
import Foundation

/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {}

/// How a list is drawn, as the built-in styles choose it.
enum ListAppearance: Hashable, Sendable {
    case plain, grouped, insetGrouped, inset

    /// Whether sections are cards inset from the edges with rounded corners.
    var isInset: Bool { self == .insetGrouped || self == .inset }
    /// Whether the list sits on the grouped background with rows on the secondary one.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
    /// Whether section headers stick to the top of the list while their section scrolls under them (the plain style).
    var pinsSectionHeaders: Bool { self == .plain }
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    public static var inset: InsetListStyle { InsetListStyle() }
}

private enum ListAppearanceKey: EnvironmentKey {
    static let defaultValue = ListAppearance.insetGrouped
}

extension EnvironmentValues {
    /// How lists below draw. Default: inset grouped, iOS's automatic style.
    var listAppearance: ListAppearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let appearance: ListAppearance = switch style {
        case is PlainListStyle: .plain
        case is GroupedListStyle: .grouped
        case is InsetListStyle: .inset
        default: .insetGrouped
        }
        return environment(\.listAppearance, appearance)
    }
}
