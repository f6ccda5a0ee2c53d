/// `PreviewableValue`: the value of one `@Previewable` state as a preview tool shows and edits it.
import Foundation

/// A `@Previewable` state's value in a form a debug panel can show: a number, a switch, a colour…
package enum PreviewableValue: Equatable, Sendable {
    /// A `Double`, `CGFloat` or `Float` (a slider).
    case number(Double)
    /// An `Int` (a slider in whole steps).
    case integer(Int)
    /// A `Bool` (a toggle).
    case bool(Bool)
    /// A `Color`, as sRGB red, green, blue and opacity in 0…1 (a colour well).
    case color(red: Double, green: Double, blue: Double, opacity: Double)
    /// A `CGPoint` (a 2-D pad).
    case point(x: Double, y: Double)
    /// A `CGSize` (a 2-D pad).
    case size(width: Double, height: Double)
    /// A `String` (a text field).
    case text(String)
    /// A case of a `CaseIterable` type, by its description (a picker).
    case choice(String)
}

/// The kind of editor a `@Previewable` state gets.
package enum PreviewableKind: Equatable, Sendable {
    case slider, integer, toggle, color, point, size, text
    /// A picker over the cases' descriptions.
    case picker(options: [String])
}
