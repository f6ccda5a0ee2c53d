/// `VerticalEdge`: an edge on the vertical axis.

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}
