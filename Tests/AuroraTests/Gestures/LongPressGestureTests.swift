/// `LongPressGesture` and `onLongPressGesture` through the public host: duration, distance, pressing, zero duration.
import Testing
import Aurora

@MainActor
@Suite struct LongPressGestureTests {
    private func pressable(_ log: GestureLog, minimumDuration: Double = 0.5) -> some View {
        Color.red.frame(width: 100, height: 100)
            .onLongPressGesture(minimumDuration: minimumDuration, perform: { log.entries.append("perform") },
                                onPressingChanged: { log.entries.append("pressing \($0)") })
    }

    @Test func aPressLongEnoughPerformsWhileTheFingerIsStillDown() {
        let log = GestureLog()
        let host = canvasHost(pressable(log))
        host.pointer(.down, 100, 100)
        #expect(log.entries == ["pressing true"])
        host.advance(by: 0.25)
        #expect(log.entries == ["pressing true"])
        host.advance(by: 0.25)
        #expect(log.entries == ["pressing true", "perform"], "the gesture ends at its minimum duration")
        host.pointer(.up, 100, 100)
        #expect(log.entries == ["pressing true", "perform", "pressing false"])
    }

    @Test func liftingEarlyOrMovingAwayFails() {
        let log = GestureLog()
        let host = canvasHost(pressable(log))
        host.press(at: CGPoint(x: 100, y: 100), duration: 0.3)
        #expect(log.entries == ["pressing true", "pressing false"])
        log.entries.removeAll()
        host.pointer(.down, 100, 100)
        host.pointer(.move, 100, 115)
        host.advance(by: 1)
        host.pointer(.up, 100, 115)
        #expect(log.entries == ["pressing true", "pressing false"], "15 points is past the default 10")
    }

    @Test func aZeroDurationPressPerformsOnTheDownAndPressesUntilTheUp() {
        let log = GestureLog()
        let host = canvasHost(pressable(log, minimumDuration: 0))
        host.pointer(.down, 100, 100)
        #expect(Set(log.entries) == ["pressing true", "perform"])
        host.advance(by: 0.5)
        host.pointer(.up, 100, 100)
        #expect(log.entries.last == "pressing false")
    }

    @Test func theGesturesValueIsTrueWhilePressingAndUpdatingSeesIt() {
        struct Pressed: View {
            @GestureState var isPressing = false
            let log: GestureLog
            var body: some View {
                Color.red.frame(width: 100, height: 100)
                    .gesture(LongPressGesture(minimumDuration: 1)
                        .updating($isPressing) { value, state, _ in state = value }
                        .onEnded { _ in log.entries.append("ended") })
                    .onChange(of: isPressing) { _, now in log.entries.append("isPressing \(now)") }
            }
        }
        let log = GestureLog()
        let host = canvasHost(Pressed(log: log))
        host.pointer(.down, 100, 100)
        #expect(log.entries == ["isPressing true"])
        host.advance(by: 1)
        #expect(log.entries == ["isPressing true", "ended", "isPressing false"], "reset when the gesture ends")
        host.pointer(.up, 100, 100)
        #expect(log.entries.count == 3)
    }
}
