/// `ViewHost.viewTree()`: the laid-out views of the current frame as text — what the live
/// preview's inspector shows.
import AuroraGeometry
import Foundation

extension ViewHost {
    /// The views of the last layout, one per line, indented by depth: each node's kind (the layout
    /// of a stack, `Text` with its string) and its frame in points, in the host's coordinates
    /// (`(x, y, width, height)`), children in drawing order. Empty for an empty view.
    package func viewTree(maximumLines: Int = 5000) -> String {
        ensureLaidOut()
        guard let root = rootNode else { return "" }
        var lines: [String] = []
        var truncated = false
        func visit(_ node: LayoutNode, depth: Int) {
            guard lines.count < maximumLines else {
                truncated = true
                return
            }
            let frame = node.frame
            let place = "(" + [frame.minX, frame.minY, frame.width, frame.height].map(\.twoDecimalText).joined(separator: ", ") + ")"
            lines.append(String(repeating: "  ", count: depth) + Self.kind(of: node) + " " + place)
            for child in HitTesting.children(of: node) { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        if truncated { lines.append("… (more than \(maximumLines) views)") }
        return lines.joined(separator: "\n")
    }

    /// A node's kind as a person reads it: `VStackLayout` for a stack, `Rectangle`, `Text "Hi"`, `FixedFrame` for `FixedFrameNode`.
    private static func kind(of node: LayoutNode) -> String {
        if let text = node as? TextNode {
            let string = text.attributed.runs.map(\.text).joined()
            return "Text \"" + (string.count > 40 ? string.prefix(40) + "…" : string) + "\""
        }
        var name = String(describing: Swift.type(of: node))
        // A generic node (`LayoutContainerNode<VStackLayout>`, `ShapeNode<Circle>`) is known by what it holds.
        if let open = name.firstIndex(of: "<"), name[..<open].hasSuffix("Node"), name.hasSuffix(">") {
            name = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
        }
        for suffix in ["LayoutNode", "Node"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}
