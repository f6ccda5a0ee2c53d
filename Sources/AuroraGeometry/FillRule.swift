/// The rule that decides which points a path encloses.

/// Which regions of a path count as inside.
public enum FillRule: Hashable, Sendable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the number of crossings is odd.
    case evenOdd
}
