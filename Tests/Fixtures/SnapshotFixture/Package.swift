// swift-tools-version: 6.0
// A package as a user of Aurora writes one: a view, and a snapshot test of it with
// AuroraSnapshotTesting and swift-snapshot-testing. `.ci/run` runs its tests.
import PackageDescription

let package = Package(
    name: "SnapshotFixture",
    dependencies: [
        .package(name: "aurora", path: "../../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "SnapshotFixture", dependencies: [.product(name: "Aurora", package: "aurora")]),
        .testTarget(
            name: "SnapshotFixtureTests",
            dependencies: [
                "SnapshotFixture",
                .product(name: "AuroraSnapshotTesting", package: "aurora"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
