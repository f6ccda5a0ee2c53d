/// `GallerySnapshotCases`: the snapshot cases `aurora snapshot` runs today — the gallery's view pages and the WWDC24 demos.
import Aurora
import AuroraGallery
import AuroraSnapshotEngine

/// The views `aurora snapshot` tests until `#Preview` discovery lists a package's previews: each
/// gallery view page on its own device, and the AuroraGallery demos on an iPhone 15 Pro, in light
/// and dark. A discovered `[Preview]` list maps to `[SnapshotCase]` the same way (name, file,
/// line, body) and replaces `all` as the input of `SnapshotCommand.run(cases:)`.
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
