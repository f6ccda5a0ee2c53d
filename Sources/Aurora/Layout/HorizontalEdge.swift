/// `HorizontalEdge`: an edge on the horizontal axis.

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}
