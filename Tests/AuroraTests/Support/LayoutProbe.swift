/// Test helper: lays out a view through the real graph and reads back the frames of its coloured fills.
import AuroraDisplayList
import AuroraRaster
import Foundation
@testable import Aurora

/// Lays out `view` and returns the display list of the frame.
@MainActor
func displayList<V: View>(of view: V, proposal: ProposedViewSize) -> (DisplayList, CGSize) {
    let host = ViewHost(rootView: view)
    host.layout(proposal: proposal, scale: 1)
    return (host.buildDisplayList(), host.canvasSize)
}

/// Lays out `view` for `device` and returns the display list.
@MainActor
func displayList<V: View>(of view: V, device: RenderDevice) -> DisplayList {
    let host = ViewHost(rootView: view)
    host.layout(device: device)
    return host.buildDisplayList()
}

/// The absolute frames of every `.fill` of a solid colour and every shape, in drawing order, with their colours.
func flattenedFills(_ list: DisplayList, origin: CGPoint = .zero) -> [(color: RGBAColor, frame: CGRect)] {
    var result: [(RGBAColor, CGRect)] = []
    for item in list.items {
        let frame = item.frame.offsetBy(dx: origin.x, dy: origin.y)
        switch item.value {
        case .content(.fill(.color(let c))), .content(.shape(_, .color(let c), _, _)):
            result.append((c, frame))
        case .effect(_, let inner):
            result.append(contentsOf: flattenedFills(inner, origin: frame.origin))
        default:
            break
        }
    }
    return result
}

/// The absolute frame of the first fill of `color`.
@MainActor
func frame<V: View>(of color: Color, in view: V, proposal: ProposedViewSize) -> CGRect? {
    let (list, _) = displayList(of: view, proposal: proposal)
    return flattenedFills(list).first { $0.color == color.rgba }?.frame
}
