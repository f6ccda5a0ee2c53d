/// Finding AuroraGallery's `#Preview`s by name, and where a person would tap one.
import Aurora
import AuroraGallery
import Foundation

extension Workload {
    /// The AuroraGallery `#Preview` whose display name is `name`.
    static func galleryPreview(_ name: String) throws -> Preview {
        guard let preview = PreviewCatalog.preview(named: name, inModule: "AuroraGallery") else {
            throw BenchError.invalidInputs("no #Preview named '\(name)' in AuroraGallery")
        }
        return preview
    }
}

extension ViewHost {
    /// Where a person taps the first element that can be activated (a button; a toggle's switch, which
    /// ends its 51-point-wide row), or nil when there is none.
    var firstControlCentre: CGPoint? {
        func control(in nodes: [AccessibilityNode]) -> AccessibilityNode? {
            for node in nodes {
                if node.actions.contains(.default) { return node }
                if let inner = control(in: node.children) { return inner }
            }
            return nil
        }
        return control(in: accessibilityTree())
            .map { CGPoint(x: $0.traits.contains(.isToggle) ? $0.frame.maxX - 25 : $0.frame.midX, y: $0.frame.midY) }
    }
}
