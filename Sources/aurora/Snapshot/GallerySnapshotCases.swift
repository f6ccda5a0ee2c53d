/// `GallerySnapshotCases`: the snapshot cases `aurora snapshot` runs — the gallery's view pages and every `#Preview` of AuroraGallery.
import Aurora
import AuroraGallery
import AuroraSnapshotEngine

/// The views `aurora snapshot` tests: each gallery view page on its own device, and each `#Preview`
/// of AuroraGallery (found by `PreviewCatalog`) as `SnapshotCase(preview:)` makes it.
enum GallerySnapshotCases {
    /// Every case, in gallery order (the order does not decide a case's shard).
    @MainActor static var all: [SnapshotCase] {
        let pages = ViewPage.all.map { page in
            SnapshotCase(name: page.slug, file: page.file, line: page.line, devices: [page.device], body: page.content)
        }
        return pages + PreviewCatalog.previews(inModule: "AuroraGallery").map(SnapshotCase.init(preview:))
    }
}
