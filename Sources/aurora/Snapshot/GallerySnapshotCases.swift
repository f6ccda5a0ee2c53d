/// `GallerySnapshotCases`: the snapshot cases `aurora snapshot` runs today — the gallery's view pages and the WWDC24 demos.
import Aurora
import AuroraGallery
import AuroraSnapshotEngine

/// The views `aurora snapshot` tests today: each gallery view page on its own device, and the
/// AuroraGallery demos on an iPhone 15 Pro, in light and dark. `PreviewCatalog.previews` maps to
/// `[SnapshotCase]` the same way (name from `displayName` or `id`, file and line, `makeView()` as
/// the body, devices from its layout trait) and joins or replaces `all` in `SnapshotCommand.cases`.
enum GallerySnapshotCases {
    /// Every case, in gallery order (the order does not decide a case's shard).
    @MainActor static var all: [SnapshotCase] {
        let pages = ViewPage.all.map { page in
            SnapshotCase(name: page.slug, file: page.file, line: page.line, devices: [page.device], body: page.content)
        }
        return pages + [
            SnapshotCase(name: "wwdc24-circular-carousel") { AnyView(CircularCarousel()) },
            SnapshotCase(name: "wwdc24-parallax-cards") { AnyView(ParallaxCards()) },
            SnapshotCase(name: "wwdc24-hue-rotation-list") { AnyView(HueRotationList()) },
        ]
    }
}
