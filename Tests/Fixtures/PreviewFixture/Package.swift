// swift-tools-version: 6.0
// A small package with previews, as a user writes one: the live preview's hot-reload tests copy
// it, point its Aurora dependency at this repository, edit it and watch the pixels change.
import PackageDescription

let package = Package(
    name: "PreviewFixture",
    products: [.library(name: "PreviewFixture", targets: ["PreviewFixture"])],
    dependencies: [.package(path: "../../..")],
    targets: [.target(name: "PreviewFixture", dependencies: [.product(name: "Aurora", package: "aurora")])]
)
