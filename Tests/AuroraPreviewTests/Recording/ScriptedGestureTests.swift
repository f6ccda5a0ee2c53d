/// Scripted drags, presses and typing in recordings: events a frame apart, gestures on the recording's clock.
import Aurora
import AuroraRaster
import Foundation
import Testing
@testable import AuroraPreview

/// A black 10-point square on white that follows a drag, turns green while pressed, and widens per typed key.
private struct Draggable: View {
    @State private var offset = CGSize.zero
    @GestureState private var pressing = false
    @State private var typed = 0

    var body: some View {
        (pressing ? Color.green : Color.black)
            .frame(width: 10 + CGFloat(typed) * 10, height: 10)
            .offset(offset)
            .gesture(DragGesture().onChanged { offset = $0.translation })
            .simultaneousGesture(LongPressGesture(minimumDuration: 10).updating($pressing) { value, state, _ in state = value })
            .onKeyPress(phases: .down) { _ in typed += 1; return .handled }
    }
}

@MainActor
@Suite struct ScriptedGestureTests {
    private func frames(_ inputs: [ScriptedInput], count: Int) throws -> [Pixmap] {
        let recorder = FrameRecorder(device: .canvas(width: 100, height: 40), framesPerSecond: 10, inputs: inputs) { Draggable() }
        var pixmaps: [Pixmap] = []
        try recorder.recordFrames(count) { pixmaps += $0.map(\.pixmap) }
        return pixmaps
    }

    private static let white = PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255)

    private static func isBlack(_ pixel: PremultipliedPixel) -> Bool { pixel.red == 0 && pixel.green == 0 && pixel.alpha == 255 }

    @Test func aScriptedDragMovesTheSquareAFrameAtATime() throws {
        // The square sits at x 45…55; a drag of 40 points over 0.4 s, from 0.1 s, a move every 0.1 s.
        let shots = try frames([.drag(from: CGPoint(x: 50, y: 20), to: CGPoint(x: 90, y: 20), time: 0.1, duration: 0.4)], count: 7)
        let lefts = shots.map { shot in (0..<100).first { shot.pixel(x: $0, y: 20) != Self.white } }
        // Moves of 10, 20, 30, 40 points at 0.2…0.5 s; the first (10 points) starts the drag. (Green
        // while the press lasts, until the drag passes the long press's 10 points.)
        #expect(lefts == [45, 45, 55, 65, 75, 85, 85])
    }

    @Test func aScriptedPressHoldsUntilItsEndAndTypingReachesKeyActions() throws {
        let shots = try frames([.press(at: CGPoint(x: 50, y: 20), time: 0.1, duration: 0.2), .type("ab", time: 0.4)], count: 6)
        let green = PremultipliedPixel(red: 52, green: 199, blue: 89, alpha: 255)
        #expect(shots.map { $0.pixel(x: 50, y: 20) == green } == [false, true, true, false, false, false])
        #expect(Self.isBlack(shots[5].pixel(x: 37, y: 20)), "two keys widened the square to 30 points, x 35…65")
        #expect(!Self.isBlack(shots[3].pixel(x: 37, y: 20)))
    }
}
