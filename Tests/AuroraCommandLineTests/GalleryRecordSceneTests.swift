/// `aurora record`'s scenes of the WWDC24 mesh gradients and avatar transitions: each plays its AuroraGallery
/// `#Preview` (the avatar tapped online and offline, the animated mesh on its timeline), recorded small.
import AuroraImageIO
import Foundation
import Testing

@Suite struct GalleryRecordSceneTests {
    /// The frames `aurora record arguments -o -` writes (an APNG on standard output).
    private func record(_ arguments: [String]) throws -> [AnimationFrame] {
        let run = try AuroraRun(["record"] + arguments + ["-o", "-"])
        try #require(run.status == 0, "\(run.standardError)")
        return try APNGDecoder.decode(run.standardOutput)
    }

    /// The red, green and blue of the pixel at (x, y) (the recordings are opaque).
    private func rgb(_ frame: AnimationFrame, _ x: Int, _ y: Int) -> [Int] {
        let offset = 4 * (y * frame.pixmap.width + x)
        return frame.pixmap.premultipliedRGBA[offset..<offset + 3].map(Int.init)
    }

    /// How many pixels of `frame` are not white.
    private func coloured(_ frame: AnimationFrame) -> Int {
        let bytes = frame.pixmap.premultipliedRGBA
        return stride(from: 0, to: bytes.count, by: 4).filter { bytes[$0] < 250 || bytes[$0 + 1] < 250 || bytes[$0 + 2] < 250 }.count
    }

    @Test(arguments: ["avatar-scale-opacity", "twirl"])
    func theAvatarIsTappedOnlineAndOffline(_ scene: String) throws {
        // 320 × 320 points at 1/4: 80 × 80 pixels, the avatar's 120 points 30 pixels across; taps at 0.2 s and 1.55 s.
        let frames = try record([scene, "--scale", "0.25", "--fps", "10", "--seconds", "3"])
        #expect(frames.count == 30)
        #expect(frames[0].pixmap.width == 80 && frames[0].pixmap.height == 80)
        // Before the first tap, the preview's white screen alone.
        #expect(coloured(frames[1]) == 0)
        // Online: the disc (π · 15² ≈ 700 pixels, less the white symbol's strokes) after its transition.
        let online = coloured(frames[14])
        #expect(online > 350 && online < 760, "\(online) coloured pixels")
        // Half way in, the transition is under way: fewer coloured pixels than when it settled, or moved ones.
        #expect(frames[3].pixmap.premultipliedRGBA != frames[14].pixmap.premultipliedRGBA)
        // Offline again once the second tap's transition has run.
        #expect(coloured(frames[29]) == 0)
    }

    @Test func theAnimatedMeshMovesWithItsTimeline() throws {
        let frames = try record(["mesh-gradient-animated", "--device", "40x80", "--scale", "1", "--fps", "2", "--seconds", "2"])
        #expect(frames.count == 4)
        // The top row is black and the bottom row green throughout; the middle follows the circling centre point.
        for frame in frames {
            #expect(rgb(frame, 20, 0).allSatisfy { $0 < 8 }, "\(rgb(frame, 20, 0))")
            let bottom = rgb(frame, 20, 79)
            #expect(bottom[1] > 150 && bottom[0] < 90 && bottom[2] < 120, "\(bottom)")
        }
        let middles = frames.map { rgb($0, 20, 40) }
        #expect(Set(middles).count == 4, "\(middles)")
    }

    @Test func theSessionMeshIsAStillOfBlackBlueAndGreenRows() throws {
        let frames = try record(["mesh-gradient", "--device", "40x80", "--scale", "1", "--fps", "1", "--seconds", "1"])
        try #require(frames.count == 1)
        let top = rgb(frames[0], 0, 0), middle = rgb(frames[0], 0, 40), bottom = rgb(frames[0], 0, 79)
        #expect(top.allSatisfy { $0 < 8 }, "\(top)")
        #expect(middle[2] > 200 && middle[0] < 40 && middle[1] < 140, "\(middle)")
        #expect(bottom[1] > 150 && bottom[0] < 90 && bottom[2] < 120, "\(bottom)")
    }

    @Test func theBezierMeshLiesOverItsIndigoBackground() throws {
        let frames = try record(["mesh-gradient-bezier", "--device", "80x80", "--scale", "1", "--fps", "1", "--seconds", "1"])
        try #require(frames.count == 1)
        // The corners are outside the mesh (its points sit 0.12 in): indigo. Inside, the four colours meet.
        for (x, y) in [(0, 0), (79, 0), (0, 79), (79, 79)] {
            let corner = rgb(frames[0], x, y)
            #expect(corner[2] > 150 && corner[0] < 120 && corner[1] < 100, "(\(x), \(y)): \(corner)")
        }
        let nearRed = rgb(frames[0], 14, 14), nearCyan = rgb(frames[0], 65, 65)
        #expect(nearRed[0] > 200 && nearRed[2] < 120, "\(nearRed)")
        #expect(nearCyan[2] > 150 && nearCyan[1] > 150 && nearCyan[0] < 150, "\(nearCyan)")
    }
}
