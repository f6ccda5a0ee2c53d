/// TimelineView at fixed frame times: the context date is the latest entry at or before the frame, from the frame clock.
import Foundation
import Testing
@testable import Aurora

/// The contexts a timeline view's content was built with.
@MainActor
private final class ContextLog {
    var contexts: [TimelineViewDefaultContext] = []
    /// The dates, in seconds after the clock's origin.
    func seconds(since origin: Date) -> [Double] { contexts.map { $0.date.timeIntervalSince(origin) } }
}

/// Content that records its context and draws a bar as wide as the seconds since `origin` (plus one).
@MainActor
private func recorded(_ context: TimelineViewDefaultContext, in log: ContextLog, origin: Date) -> some View {
    log.contexts.append(context)
    return Color.red.frame(width: 1 + context.date.timeIntervalSince(origin), height: 1)
}

/// A body around the timeline view, so frames reach it only through a cached body and its frame requests.
@MainActor
private struct TimelineHolder<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    let log: ContextLog
    let origin: Date
    var body: some View {
        VStack {
            TimelineView(schedule) { context in recorded(context, in: log, origin: origin) }
        }
    }
}

@MainActor
@Suite struct TimelineViewTests {
    /// Renders `schedule` at each of `times` (seconds on the frame clock) and returns the dates shown
    /// (seconds since the clock's origin; a view that asked for no frame keeps its last content),
    /// whether more frames were asked for, and the bar widths.
    private func run<S: TimelineSchedule>(_ schedule: S, at times: [Double], origin: Date = Date(timeIntervalSinceReferenceDate: 0),
                                          luminanceReduced: Bool = false)
        -> (dates: [Double], needsFrame: [Bool], widths: [Double], log: ContextLog) {
        let log = ContextLog()
        let holder = TimelineHolder(schedule: schedule, log: log, origin: origin)
        let host = ViewHost(rootView: holder.environment(\.isLuminanceReduced, luminanceReduced))
        host.graph.clockOrigin = origin
        var dates: [Double] = [], needsFrame: [Bool] = [], widths: [Double] = []
        for time in times {
            host.graph.time = time
            host.layout(proposal: .unspecified, scale: 1)
            dates.append(log.contexts.last.map { $0.date.timeIntervalSince(origin) } ?? .nan)
            needsFrame.append(host.graph.needsFrame)
            widths.append(Double(flattenedFills(host.buildDisplayList()).first?.frame.width ?? 0))
        }
        return (dates, needsFrame, widths, log)
    }

    @Test func periodicShowsTheLatestBoundary() {
        let origin = Date(timeIntervalSinceReferenceDate: 0)
        let result = run(.periodic(from: origin, by: 1), at: [0, 0.5, 1, 2.7])
        #expect(result.dates == [0, 0, 1, 2])
        #expect(result.needsFrame.allSatisfy { $0 })
        // The content is built again for each frame: the bar follows the date.
        #expect(result.widths == [1, 1, 2, 3])
        #expect(result.log.contexts.allSatisfy { $0.cadence == .live })
    }

    @Test func periodicStartingLaterShowsTheAppearanceThenTheBoundaries() {
        let origin = Date(timeIntervalSinceReferenceDate: 0)
        let result = run(.periodic(from: origin.addingTimeInterval(2), by: 1), at: [0.25, 1.5, 2, 3.2])
        #expect(result.dates == [0.25, 0.25, 2, 3])
    }

    @Test func animationWithoutAnIntervalShowsEveryFramesDate() {
        let times = [0, 1.0 / 60, 2.0 / 60, 0.5]
        let result = run(.animation, at: times)
        #expect(result.dates == times)
        #expect(result.needsFrame.allSatisfy { $0 })
    }

    @Test func animationWithAMinimumIntervalCountsFromTheAppearance() {
        let result = run(.animation(minimumInterval: 0.25), at: [0.1, 0.3, 0.35, 0.59, 0.6])
        let expected: [Double] = [0.1, 0.1, 0.35, 0.35, 0.6]
        for (date, wanted) in zip(result.dates, expected) { #expect(abs(date - wanted) < 1e-9) }
    }

    @Test func framesOnAnEntrysTimeGetThatEntry() {
        // 60 fps frames against a 30 Hz schedule: every second frame lands on an entry.
        let times = (0..<61).map { Double($0) / 60 }
        let result = run(.animation(minimumInterval: 1.0 / 30), at: times)
        for (index, date) in result.dates.enumerated() {
            let expected = Double(index / 2) / 30
            #expect(abs(date - expected) < 1e-9, "frame \(index)")
        }
    }

    @Test func pausedAnimationStaysAtItsStartAndAsksForNoFrames() {
        let result = run(.animation(paused: true), at: [0.2, 1, 3])
        #expect(result.dates == [0.2, 0.2, 0.2])
        #expect(result.needsFrame == [false, false, false])
    }

    @Test func everyMinuteShowsTheStartOfTheMinute() {
        // The clock starts 30 s into a minute (Unix time 150).
        let origin = Date(timeIntervalSince1970: 150)
        let result = run(.everyMinute, at: [0, 29.5, 30, 95], origin: origin)
        #expect(result.dates == [-30, -30, 30, 90])
    }

    @Test func explicitDatesAreShownInTurnAndThenTheViewRests() {
        let origin = Date(timeIntervalSinceReferenceDate: 0)
        let result = run(.explicit([origin.addingTimeInterval(1), origin.addingTimeInterval(3)]), at: [0, 1, 2.9, 3, 4])
        #expect(result.dates == [0, 1, 1, 3, 3])
        #expect(result.needsFrame == [true, true, true, false, false])
        // Resting, the view is not built again.
        #expect(result.log.contexts.count == 4)
    }

    @Test func scrubbingBackShowsTheEarlierEntry() {
        let origin = Date(timeIntervalSinceReferenceDate: 0)
        let result = run(.periodic(from: origin, by: 1), at: [5.5, 1.2, 3])
        #expect(result.dates == [5, 1, 3])
    }

    @Test func reducedLuminanceAsksForLowFrequencyEntries() {
        let origin = Date(timeIntervalSinceReferenceDate: 0)
        let animation = run(.animation, at: [0.5, 2], luminanceReduced: true)
        #expect(animation.dates == [0.5, 0.5])
        #expect(animation.needsFrame == [false, false])
        #expect(animation.log.contexts.last?.cadence == .minutes)
        let periodic = run(.periodic(from: origin, by: 1), at: [0.5, 2], luminanceReduced: true)
        #expect(periodic.dates == [0, 2])
        #expect(periodic.log.contexts.last?.cadence == .seconds)
        let minutes = run(.everyMinute, at: [0, 61], luminanceReduced: true)
        #expect(minutes.log.contexts.last?.cadence == .minutes)
    }
}
