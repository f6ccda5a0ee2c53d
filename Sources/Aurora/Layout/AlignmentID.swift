/// `AlignmentID`: a type that you use to create custom alignment guides.
import Foundation

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}
