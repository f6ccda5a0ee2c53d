/// Timeline schedules on their own: the entries each one gives from a start date, in both modes.
import Foundation
import Testing
@testable import Aurora

@Suite struct TimelineScheduleTests {
    private func dates<S: TimelineSchedule>(_ schedule: S, from start: Double, mode: TimelineScheduleMode = .normal,
                                            count: Int = 4) -> [Double] {
        schedule.entries(from: Date(timeIntervalSinceReferenceDate: start), mode: mode).prefix(count)
            .map(\.timeIntervalSinceReferenceDate)
    }

    @Test func periodicEntriesStartAtTheLatestBoundary() {
        let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 10), by: 3)
        #expect(dates(schedule, from: 17) == [16, 19, 22, 25])
        #expect(dates(schedule, from: 10) == [10, 13, 16, 19])
        #expect(dates(schedule, from: 19) == [19, 22, 25, 28])
        #expect(dates(schedule, from: 17, mode: .lowFrequency) == [16, 19, 22, 25])
    }

    @Test func periodicStartingInTheFutureUpdatesNowThenFromTheStart() {
        let schedule = PeriodicTimelineSchedule.periodic(from: Date(timeIntervalSinceReferenceDate: 10), by: 2)
        #expect(dates(schedule, from: 4) == [4, 10, 12, 14])
    }

    @Test func periodicWithAnUnusableIntervalUpdatesOnlyAtTheStart() {
        for interval in [0, -1, .nan, .infinity] {
            let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 10), by: interval)
            #expect(dates(schedule, from: 12) == [10])
            #expect(dates(schedule, from: 5) == [5, 10])
        }
    }

    @Test func animationEntriesAreEveryIntervalAndNoneWhenPausedOrLowFrequency() {
        #expect(dates(.animation(minimumInterval: 0.5), from: 1) == [1, 1.5, 2, 2.5])
        let step: Double = 1.0 / 120
        let expected: [Double] = [0, step, 2 * step]
        #expect(dates(AnimationTimelineSchedule.animation, from: 0, count: 3) == expected)
        #expect(dates(.animation(minimumInterval: -2), from: 0, count: 2) == [0, step])
        #expect(dates(.animation(paused: true), from: 0).isEmpty)
        #expect(dates(.animation(minimumInterval: 1), from: 0, mode: .lowFrequency).isEmpty)
        #expect(AnimationTimelineSchedule.animation.followsFrames)
        #expect(!AnimationTimelineSchedule.animation(minimumInterval: 0.1).followsFrames)
    }

    @Test func everyMinuteStartsAtTheMinuteContainingTheStart() {
        let schedule = EveryMinuteTimelineSchedule.everyMinute
        let start = Date(timeIntervalSince1970: 125)
        let entries = schedule.entries(from: start, mode: .normal).prefix(3).map(\.timeIntervalSince1970)
        #expect(entries == [120, 180, 240])
        #expect(schedule.entries(from: Date(timeIntervalSince1970: 180), mode: .normal).first(where: { _ in true })
            == Date(timeIntervalSince1970: 180))
    }

    @Test func explicitEntriesAreTheDatesGiven() {
        let given = [Date(timeIntervalSinceReferenceDate: 3), Date(timeIntervalSinceReferenceDate: 8)]
        let schedule = ExplicitTimelineSchedule.explicit(given)
        #expect(Array(schedule.entries(from: Date(timeIntervalSinceReferenceDate: 100), mode: .normal)) == given)
        #expect(schedule == ExplicitTimelineSchedule(given))
    }

    @Test func cadencesOrderFromLiveToMinutes() {
        typealias Cadence = TimelineViewDefaultContext.Cadence
        #expect(Cadence.live < .seconds && Cadence.seconds < .minutes)
    }
}
