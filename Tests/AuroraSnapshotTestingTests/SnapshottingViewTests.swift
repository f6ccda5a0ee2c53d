import Aurora
import AuroraImageIO
import AuroraRaster
import AuroraSnapshotEngine
@testable import AuroraSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The strategies through swift-snapshot-testing's own `verifySnapshot`, which returns the failure
/// message instead of recording an issue, with references in a temporary folder.
@MainActor
@Suite("Snapshotting.image for views")
struct SnapshottingViewTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-snapshotting-\(UUID().uuidString)").path

    private var reference: URL { URL(fileURLWithPath: folder).appendingPathComponent("check.tile.png") }

    private func verify<V: View>(_ view: V, as strategy: Snapshotting<V, SnapshotImage>, record: SnapshotTestingConfiguration.Record) -> String? {
        verifySnapshot(of: view, as: strategy, named: "tile", record: record, snapshotDirectory: folder, testName: "check")
    }

    private var tile: some View { Color(red: 1, green: 0, blue: 0).frame(width: 8, height: 6) }

    @Test func missingRecordsTheReferenceAndFailsOnce() throws {
        let message = try #require(verify(tile, as: .image, record: .missing))
        #expect(message.contains("No reference was found on disk. Automatically recorded snapshot"))
        let written = try PNGDecoder.decode(try Data(contentsOf: reference))
        #expect(written.width == 8 && written.height == 6 && written.pixel(x: 0, y: 0) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(verify(tile, as: .image, record: .missing) == nil)
    }

    @Test func neverFailsOnAMissingReferenceWithoutWritingIt() throws {
        let message = try #require(verify(tile, as: .image, record: .never))
        #expect(message.contains("No reference was found on disk. New snapshot was not recorded because recording is disabled"))
        #expect(!FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func allRewritesAMatchingReferenceAndFails() throws {
        _ = verify(tile, as: .image, record: .missing)
        try FileManager.default.removeItem(at: reference)
        _ = verify(tile, as: .image, record: .missing)
        let before = try Data(contentsOf: reference)
        try Data("stale".utf8).write(to: reference)
        let message = try #require(verify(tile, as: .image, record: .all))
        #expect(message.contains("Record mode is on"))
        #expect(try Data(contentsOf: reference) == before)
    }

    @Test func failedRewritesOnlyAFailingReference() throws {
        _ = verify(tile, as: .image, record: .missing)
        let red = try Data(contentsOf: reference)
        #expect(verify(tile, as: .image, record: .failed) == nil)
        let blue = Color(red: 0, green: 0, blue: 1).frame(width: 8, height: 6)
        let message = try #require(verify(blue, as: .image, record: .failed))
        #expect(message.contains("A new snapshot was automatically recorded."))
        #expect(message.contains("48 of 48 pixels differ (8×6)"))
        #expect(try Data(contentsOf: reference) != red)
        #expect(verify(blue, as: .image, record: .never) == nil)
    }

    @Test func aMismatchWritesReferenceFailureAndDifferenceImages() throws {
        _ = verify(tile, as: .image, record: .missing)
        let changed = ZStack(alignment: .topLeading) {
            Color(red: 1, green: 0, blue: 0)
            Color(red: 0, green: 1, blue: 0).frame(width: 1, height: 1)
        }.frame(width: 8, height: 6)
        let message = try #require(verify(changed, as: .image, record: .never))
        #expect(message.contains("1 of 48 pixels differ"))
        let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("reference.png, failure.png, difference.png: ") })
        let images = String(line.dropFirst("reference.png, failure.png, difference.png: ".count))
        let difference = try PNGDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: images).appendingPathComponent("difference.png")))
        #expect(difference.pixel(x: 0, y: 0) == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        // 1 of 48 pixels is about 2% of the pixels; precision 0.97 lets it pass.
        #expect(verify(changed, as: .image(precision: 0.97), record: .never) == nil)
    }

    @Test func aPerceptuallyCloseChangePassesUnderThePerceptualThreshold() throws {
        _ = verify(tile, as: .image, record: .missing)
        let close = Color(red: 254.0 / 255, green: 0, blue: 0).frame(width: 8, height: 6)
        #expect(verify(close, as: .image, record: .never) != nil)
        #expect(verify(close, as: .image(perceptualPrecision: 0.98), record: .never) == nil)
    }

    @Test func aCorruptReferenceFailsClearly() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]).write(to: reference)
        let message = try #require(verify(tile, as: .image, record: .never))
        #expect(message.contains("Reference image could not be loaded: "))
    }

    @Test func aReferenceOfAnotherSizeFailsClearly() throws {
        _ = verify(Color.red.frame(width: 9, height: 6), as: .image, record: .missing)
        let message = try #require(verify(tile, as: .image, record: .never))
        #expect(message.contains("Newly-taken snapshot@8×6 does not match reference@9×6 (pixels): the sizes differ."))
    }

    @Test func emptyAndHugeViewsFailClearly() throws {
        // Recording an empty view writes swift-snapshot-testing's kind of placeholder: a red panel that says why.
        let recorded = try #require(verify(Color.red.frame(width: 0, height: 0), as: .image, record: .missing))
        #expect(recorded.contains("No reference was found on disk. Automatically recorded snapshot"))
        let placeholder = try PNGDecoder.decode(try Data(contentsOf: reference))
        #expect(placeholder.width == 400 && placeholder.height == 80)
        let again = try #require(verify(Color.red.frame(width: 0, height: 0), as: .image, record: .never))
        #expect(again.contains("Newly-taken snapshot could not be rendered: the view's size is 0×0 points"))
        let huge = try #require(verify(Color.red.frame(width: 100_000, height: 100_000), as: .image, record: .never))
        #expect(huge.contains("the view is 100000×100000 points, which at 1× is larger than an image may be"))
    }

    @Test func theDeviceLayoutUsesTheConfigsSizeSafeAreaAndScale() throws {
        let settings = SnapshotSettings(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark))
        guard case .device(let device) = settings.canvas else { Issue.record("not a device canvas"); return }
        #expect(device.size == CGSize(width: 390, height: 844) && device.scale == 3)
        #expect(device.safeAreaInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(settings.colorScheme == .dark)
        let iPad = ViewImageConfig.iPadPro11(.portrait(splitView: .twoThirds))
        #expect(iPad.size == CGSize(width: 504, height: 1194) && iPad.traits.displayScale == 2)
        let fixed = SnapshotSettings(layout: .fixed(width: 30, height: 20), traits: .init(displayScale: 2))
        #expect(fixed.canvas == .device(RenderDevice(name: "snapshot", size: CGSize(width: 30, height: 20), scale: 2)))
    }

    @Test func aDeviceConfigRendersTheWholeScreen() throws {
        let tiny = ViewImageConfig(safeArea: EdgeInsets(top: 2, leading: 0, bottom: 0, trailing: 0), size: CGSize(width: 6, height: 5),
                                   traits: .init(displayScale: 2))
        _ = verifySnapshot(of: Color(red: 0, green: 0, blue: 1), as: .image(layout: .device(config: tiny), traits: .init(userInterfaceStyle: .dark)),
                           named: "tile", record: .all, snapshotDirectory: folder, testName: "check")
        let image = try PNGDecoder.decode(try Data(contentsOf: reference))
        #expect(image.width == 12 && image.height == 10)
        #expect(image.pixel(x: 6, y: 1) == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 6, y: 8) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func aTimeAndAScriptDecideTheFrame() throws {
        _ = verify(FadeIn(), as: .image(at: 0.5), record: .all)
        #expect(try PNGDecoder.decode(try Data(contentsOf: reference)).pixel(x: 1, y: 1).green == 127)
        _ = verify(TapToTurnBlue(), as: .image(layout: .fixed(width: 10, height: 10), script: { $0.tap(at: CGPoint(x: 5, y: 5)) }), record: .all)
        #expect(try PNGDecoder.decode(try Data(contentsOf: reference)).pixel(x: 5, y: 5) == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func framesMakeAStrip() throws {
        _ = verify(FadeIn(), as: .frames(at: [0, 0.5, 1]), record: .all)
        let strip = try PNGDecoder.decode(try Data(contentsOf: reference))
        #expect(strip.width == 12 && strip.height == 4)
        #expect([1, 5, 9].map { strip.pixel(x: $0, y: 1).green } == [255, 127, 0])
        #expect(verify(FadeIn(), as: .frames(at: [0, 0.5, 1]), record: .never) == nil)
        #expect(verify(FadeIn(), as: .frames(at: [0, 0.4, 1]), record: .never) != nil)
        let none = try #require(verify(FadeIn(), as: .frames(at: []), record: .never))
        #expect(none.contains("Newly-taken snapshot could not be rendered: the view could not be rendered: frames(at:) needs at least one time"))
    }

    private func verifyAnimation<V: View>(_ view: V, as strategy: Snapshotting<V, SnapshotAnimation>,
                                          record: SnapshotTestingConfiguration.Record) -> String? {
        verifySnapshot(of: view, as: strategy, named: "tile", record: record, snapshotDirectory: folder, testName: "check")
    }

    @Test func animatedImagesAreRecordedAsAPNGFiles() throws {
        #expect(verifyAnimation(FadeIn(), as: .animatedImage(at: [0, 0.5, 1]), record: .missing) != nil)
        let frames = try APNGDecoder.decode(try Data(contentsOf: reference))
        #expect(frames.count == 3)
        #expect(frames.map { $0.pixmap.pixel(x: 1, y: 1).green } == [255, 127, 0])
        #expect(frames.allSatisfy { $0.pixmap.width == 4 && $0.pixmap.height == 4 && $0.delay == .milliseconds(500) })
        #expect(verifyAnimation(FadeIn(), as: .animatedImage(at: [0, 0.5, 1]), record: .never) == nil)
    }

    @Test func animatedImagesCompareFrameByFrame() throws {
        _ = verifyAnimation(FadeIn(), as: .animatedImage(at: [0, 0.5, 1]), record: .all)
        let moved = try #require(verifyAnimation(FadeIn(), as: .animatedImage(at: [0, 0.4, 1.1]), record: .never))
        #expect(moved.contains("Frame 2 of 3 differs. "))
        #expect(moved.contains("16 of 16 pixels differ (4×4)"))
        #expect(moved.contains("reference.png, failure.png, difference.png"))
        let fewer = try #require(verifyAnimation(FadeIn(), as: .animatedImage(at: [0, 0.5]), record: .never))
        #expect(fewer.contains("Newly-taken animation has 2 frames; the reference has 3."))
        let slower = try #require(verifyAnimation(FadeIn(), as: .animatedImage(at: [0, 0.5, 1, 2]), record: .all))
        #expect(slower.contains("Record mode is on"))
        // The same frames shown for longer: the pixels match, the delays do not.
        let paced = try #require(verifyAnimation(FadeIn(), as: .animatedImage(at: [0, 0.5, 1, 3]), record: .never))
        #expect(paced.contains("Frame 3 of 4 is shown for 2.0 s; the reference shows it for 1.0 s."))
        // 10 ms later throughout: the same delays, each frame a few levels off, which the eye does not see.
        let later = [0.01, 0.51, 1.01, 2.01]
        #expect(verifyAnimation(FadeIn(), as: .animatedImage(at: later), record: .never)?.contains("Frame 1 of 4 differs. ") == true)
        #expect(verifyAnimation(FadeIn(), as: .animatedImage(at: later, perceptualPrecision: 0.98), record: .never) == nil)
    }

    @Test func animatedImagesFailClearlyOnBadInput() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: reference)
        let corrupt = try #require(verifyAnimation(FadeIn(), as: .animatedImage(at: [0, 1]), record: .never))
        #expect(corrupt.contains("Reference animation could not be loaded: not a PNG file (bad signature)"))
        let none = try #require(verifyAnimation(FadeIn(), as: .animatedImage(at: []), record: .never))
        #expect(none.contains("Newly-taken snapshot could not be rendered: the view could not be rendered: animatedImage(at:) needs at least one time"))
        // A still reference (a strip recorded by .frames(at:)) is an animation of one frame.
        _ = verify(FadeIn(), as: .frames(at: [0, 1]), record: .all)
        let still = try #require(verifyAnimation(FadeIn(), as: .animatedImage(at: [0, 1]), record: .never))
        #expect(still.contains("Newly-taken animation has 2 frames; the reference has 1."))
    }

    @Test func pixmapsCompareAsViewsDo() throws {
        var pixmap = try Pixmap(width: 3, height: 2)
        pixmap.fill(PremultipliedPixel(red: 9, green: 9, blue: 9, alpha: 255))
        #expect(verifySnapshot(of: pixmap, as: .image, named: "tile", record: .missing, snapshotDirectory: folder, testName: "check") != nil)
        #expect(verifySnapshot(of: pixmap, as: .image, named: "tile", record: .never, snapshotDirectory: folder, testName: "check") == nil)
    }
}

/// A test off the main actor (as a Swift 5 mode test may be): the strategy takes the view to the
/// main queue and waits for it.
@Suite("Snapshotting.image off the main actor")
struct SnapshottingOffMainActorTests {
    // The wait is for the main queue, which the rest of a parallel `swift test` keeps busy with
    // main-actor tests: a minute was exceeded on the loaded 2-core machine; a deadlock still ends.
    @Test(.timeLimit(.minutes(10))) func aSnapshotFromAnotherThreadRendersOnTheMainQueue() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-snapshotting-\(UUID().uuidString)").path
        let message = verifySnapshot(of: Color(red: 0, green: 1, blue: 0), as: .image(layout: .fixed(width: 3, height: 3)), named: "tile", record: .all,
                                     snapshotDirectory: folder, testName: "offMain")
        #expect(message?.contains("Record mode is on") == true)
        let image = try PNGDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent("offMain.tile.png")))
        #expect(image.width == 3 && image.pixel(x: 1, y: 1) == PremultipliedPixel(red: 0, green: 255, blue: 0, alpha: 255))
    }
}
