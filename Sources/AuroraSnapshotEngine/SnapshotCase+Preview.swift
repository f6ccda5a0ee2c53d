/// `SnapshotCase(preview:)`: a `#Preview` as a snapshot case — named after it, on the device its layout asks for.
import Aurora
import Foundation

extension SnapshotCase {
    /// A preview as a snapshot case: named `preview-<display name or place>`, its references beside
    /// its source file when run from its package's root (`Sources/<fileID>`), on an iPhone 15 Pro
    /// or on the canvas its fixed layout names, in light and dark.
    @MainActor package init(preview: Preview) {
        let name = (preview.displayName ?? preview.id).lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let source = "Sources/" + preview.fileID
        let device: RenderDevice = switch preview.layout {
        case .fixed(let width, let height): .canvas(width: width, height: height, scale: 2)
        case .device, .sizeThatFits: .iPhone15Pro
        }
        self.init(name: "preview-" + String(name), file: FileManager.default.fileExists(atPath: source) ? source : preview.fileID,
                  line: preview.line, devices: [device]) { preview.makeView() }
    }
}
