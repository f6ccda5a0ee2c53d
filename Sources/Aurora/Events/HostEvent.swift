/// `HostEvent`: every kind of input a `ViewHost` takes, in one type a server can forward.
import AuroraGeometry
import Foundation

/// One input event for a `ViewHost`: what a browser, a test or a recording script sends.
public enum HostEvent: Hashable, Sendable {
    /// A pointer went down, moved, lifted or was cancelled.
    case pointer(PointerEvent)
    /// A mouse wheel or trackpad scrolled.
    case wheel(WheelEvent)
    /// A pointer with no button down moved to a location; `nil` when it left the screen.
    case hover(CGPoint?)
    /// A key went down, repeated or came up.
    case key(KeyPress)
    /// Text was typed (already composed: one or more characters).
    case text(String)
}
