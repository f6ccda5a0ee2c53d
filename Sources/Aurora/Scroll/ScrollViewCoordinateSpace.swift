/// `.scrollView` and `.scrollView(axis:)`: the coordinate spaces a scroll view installs for its content.
import Foundation

/// The names of the scroll-view coordinate spaces `ScrollViewNode` installs for its content.
enum ScrollViewSpaceName: Hashable {
    case innermost
    case axis(Axis)
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The named coordinate space that is added by the system for the innermost containing scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName.innermost)) }

    /// The named coordinate space that is added by the system for the innermost containing scroll
    /// view that allows scrolling along the provided axis.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName.axis(axis))) }
}
