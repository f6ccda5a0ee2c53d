// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "aurora",
    products: [
        .library(name: "AuroraGeometry", targets: ["AuroraGeometry"]),
        .library(name: "AuroraRaster", targets: ["AuroraRaster"]),
        .library(name: "AuroraImageIO", targets: ["AuroraImageIO"]),
        .library(name: "AuroraText", targets: ["AuroraText"]),
        .library(name: "AuroraShaders", targets: ["AuroraShaders"]),
        .library(name: "AuroraRender", targets: ["AuroraRender"]),
        .library(name: "Aurora", targets: ["Aurora"]),
        .library(name: "AuroraPreview", targets: ["AuroraPreview"]),
        .library(name: "AuroraPreviewServer", targets: ["AuroraPreviewServer"]),
        .library(name: "AuroraSnapshotTesting", targets: ["AuroraSnapshotTesting"]),
        .executable(name: "aurora", targets: ["aurora"]),
        .executable(name: "aurora-bench", targets: ["aurora-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Only its `SnapshotTesting` product is used, which needs neither swift-syntax nor
        // swift-custom-dump: they are resolved, never built.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // `#Preview` and `@Previewable`: a compiler plugin that speaks the plugin protocol itself
        // (no swift-syntax, so no minutes added to a clean build), and the bounds of the section
        // where each expansion leaves a record.
        .target(name: "AuroraPreviewExpansion"),
        .macro(name: "AuroraPreviewMacros", dependencies: ["AuroraPreviewExpansion"]),
        .target(name: "CAuroraPreviewSection"),
        .target(name: "AuroraGeometry", exclude: ["README.md"]),
        // AuroraRaster's hottest loops in AVX2, chosen at run time (x86-64 only; bit-identical to the Swift loops).
        .target(name: "CAuroraKernels", exclude: ["README.md"]),
        .target(name: "AuroraRaster", dependencies: ["AuroraGeometry", "CAuroraKernels"], exclude: ["README.md"]),
        .target(name: "AuroraImageIO", dependencies: ["AuroraRaster", "CZlib"], exclude: ["README.md"]),
        .target(name: "AuroraText", dependencies: ["AuroraGeometry"], exclude: ["README.md"], resources: [.copy("Resources/Fonts")]),
        .target(name: "AuroraShaders", dependencies: ["AuroraGeometry", "AuroraRaster"], exclude: ["README.md"]),
        .target(name: "AuroraDisplayList", dependencies: ["AuroraGeometry", "AuroraRaster", "AuroraText"], exclude: ["README.md"]),
        .target(name: "AuroraRender", dependencies: ["AuroraGeometry", "AuroraRaster", "AuroraText", "AuroraImageIO", "AuroraDisplayList", "AuroraShaders"], exclude: ["README.md"]),
        .target(
            name: "Aurora",
            dependencies: ["AuroraGeometry", "AuroraRaster", "AuroraText", "AuroraImageIO", "AuroraDisplayList", "AuroraRender", "AuroraShaders",
                           "AuroraPreviewMacros", "CAuroraPreviewSection"],
            exclude: ["README.md"]
        ),
        .target(name: "AuroraPreview", dependencies: ["Aurora", "AuroraGeometry", "AuroraImageIO", "AuroraRaster", "AuroraRender", "AuroraDisplayList", "AuroraSnapshotEngine"], exclude: ["README.md"]),
        // The live preview's HTTP and WebSocket shell and its page; the back end plugs in through `PreviewBackend`.
        .target(
            name: "AuroraPreviewServer",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox")],
            exclude: ["README.md", "PROTOCOL.md"],
            resources: [.copy("Resources/PreviewPage.html")]
        ),
        // Rendering, comparing and reporting snapshots of views, without swift-snapshot-testing: what
        // `aurora snapshot` runs and the strategies build on.
        .target(name: "AuroraSnapshotEngine", dependencies: ["Aurora", "AuroraGeometry", "AuroraImageIO", "AuroraRaster"], exclude: ["README.md"]),
        .target(
            name: "AuroraSnapshotTesting",
            dependencies: ["AuroraSnapshotEngine", "Aurora", "AuroraImageIO", "AuroraRaster",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["README.md"]
        ),
        .target(name: "AuroraTestSupport", dependencies: ["AuroraRaster", "AuroraImageIO"]),
        // The seed demos, written against `import Aurora` only, as a user writes them.
        // `GallerySourcesPlugin` embeds its sources in it (`GallerySource.files`): the gallery shows the code that ran.
        .target(name: "AuroraGallery", dependencies: ["Aurora"], exclude: ["README.md"],
                resources: [.copy("Resources/Ripple.metal"), .copy("Resources/palm_tree.jpg")],
                plugins: ["GallerySourcesPlugin"]),
        .executableTarget(name: "aurora-embed-sources", dependencies: ["AuroraPreviewExpansion"]),
        .plugin(name: "GallerySourcesPlugin", capability: .buildTool(), dependencies: ["aurora-embed-sources"]),
        .executableTarget(
            name: "aurora",
            dependencies: [
                "AuroraGeometry", "AuroraRaster", "AuroraImageIO", "AuroraText", "AuroraRender", "AuroraDisplayList", "AuroraShaders", "Aurora",
                "AuroraPreview", "AuroraPreviewServer", "AuroraGallery", "AuroraSnapshotEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "aurora-bench",
            dependencies: ["AuroraGeometry", "AuroraRaster", "AuroraImageIO", "AuroraText", "AuroraRender", "AuroraDisplayList", "AuroraShaders", "Aurora", "AuroraPreview", "AuroraGallery",
                           "AuroraSnapshotEngine"]
        ),
        // libFuzzer targets, built by Scripts/fuzz with -sanitize=fuzzer -DFUZZING (debug: it reaches internal parsers by @testable import).
        .executableTarget(
            name: "aurora-fuzz",
            dependencies: ["AuroraGeometry", "AuroraRaster", "AuroraImageIO", "AuroraText", "AuroraShaders", "AuroraDisplayList", "AuroraPreview", "CZlib"]
        ),
        .testTarget(name: "AuroraGeometryTests", dependencies: ["AuroraGeometry", "AuroraTestSupport"]),
        .testTarget(
            name: "AuroraRasterTests",
            dependencies: ["AuroraRaster", "CAuroraKernels", "AuroraTestSupport"],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "AuroraTextTests", dependencies: ["AuroraText", "AuroraTestSupport"]),
        .testTarget(
            name: "AuroraRenderTests",
            dependencies: ["AuroraRender", "AuroraDisplayList", "AuroraTestSupport"],
            exclude: ["Fixtures", "Goldens"]
        ),
        .testTarget(name: "AuroraDisplayListTests", dependencies: ["AuroraDisplayList", "AuroraTestSupport"]),
        .testTarget(name: "AuroraShadersTests", dependencies: ["AuroraShaders", "AuroraTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "AuroraTests", dependencies: ["Aurora", "AuroraGallery", "AuroraShaders", "AuroraTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "AuroraPreviewTests", dependencies: ["AuroraPreview", "Aurora", "AuroraImageIO", "AuroraTestSupport"]),
        .testTarget(name: "AuroraPreviewServerTests", dependencies: ["AuroraPreviewServer", "AuroraTestSupport", "AuroraImageIO", "AuroraRaster", .product(name: "FlyingFox", package: "FlyingFox")]),
        .testTarget(name: "AuroraGalleryTests", dependencies: ["AuroraGallery", "Aurora", "AuroraTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "AuroraPreviewExpansionTests", dependencies: ["AuroraPreviewExpansion"]),
        // Runs the built `aurora` executable (swift build builds it before the tests).
        .testTarget(name: "AuroraCommandLineTests", dependencies: ["AuroraGeometry", "AuroraImageIO"]),
        .testTarget(
            name: "AuroraSnapshotTestingTests",
            dependencies: ["AuroraSnapshotTesting", "AuroraSnapshotEngine", "Aurora", "AuroraImageIO", "AuroraRaster",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .testTarget(name: "AuroraImageIOTests", dependencies: ["AuroraImageIO", "AuroraTestSupport"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
