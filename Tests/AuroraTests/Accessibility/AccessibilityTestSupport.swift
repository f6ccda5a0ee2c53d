/// Helpers for the accessibility tests: a host laid out at its view's own size, and its tree.
import Foundation
@testable import Aurora

/// A host of `view`, laid out at the view's own size.
@MainActor
func laidOutHost(_ view: some View) -> ViewHost {
    let host = ViewHost(rootView: view)
    host.layout(proposal: .unspecified, scale: 1)
    return host
}

/// The accessibility tree of `view` laid out at its own size.
@MainActor
func accessibilityTree(of view: some View) -> [AccessibilityNode] {
    laidOutHost(view).accessibilityTree()
}
