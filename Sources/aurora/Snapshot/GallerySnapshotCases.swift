/// `GallerySnapshotCases`: the snapshot cases `aurora snapshot` runs — the gallery's view pages and every `#Preview` of AuroraGallery.
import Aurora
import AuroraGallery
import AuroraSnapshotEngine
import Foundation

/// The views `aurora snapshot` tests: each gallery view page on its own device, and each `#Preview`
/// of AuroraGallery (found by `PreviewCatalog`) on an iPhone 15 Pro, or on the canvas its fixed
/// layout names, in light and dark.
enum GallerySnapshotCases {
    /// Every case, in gallery order (the order does not decide a case's shard).
    @MainActor static var all: [SnapshotCase] {
        let pages = ViewPage.all.map { page in
            SnapshotCase(name: page.slug, file: page.file, line: page.line, devices: [page.device], body: page.content)
        }
        return pages + PreviewCatalog.previews(inModule: "AuroraGallery").map(snapshotCase)
    }

    /// A preview as a snapshot case: named after its display name (or its place), its references
    /// beside its source file when run from the package root (`Sources/<fileID>`).
    @MainActor static func snapshotCase(_ preview: Preview) -> SnapshotCase {
        let name = (preview.displayName ?? preview.id).lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let source = "Sources/" + preview.fileID
        let device: RenderDevice = switch preview.layout {
        case .fixed(let width, let height): .canvas(width: width, height: height, scale: 2)
        case .device, .sizeThatFits: .iPhone15Pro
        }
        return SnapshotCase(name: "preview-" + String(name), file: FileManager.default.fileExists(atPath: source) ? source : preview.fileID,
                            line: preview.line, devices: [device]) { preview.makeView() }
    }
}
