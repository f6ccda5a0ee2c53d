/// `ScrollBounceBehavior`: the ways that a scrollable view can bounce when it reaches the end of its content.

/// The ways that a scrollable view can bounce when it reaches the end of its content.
public struct ScrollBounceBehavior: Hashable, Sendable {
    enum Rule { case always, basedOnSize }
    let rule: Rule
    /// The automatic behavior: the scroll view always bounces (iOS).
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(rule: .always) }
    /// The scrollable view always bounces.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(rule: .always) }
    /// The scrollable view bounces when its content is large enough to require scrolling.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(rule: .basedOnSize) }
}
