/// `onAppear`, `onDisappear`, `onChange` and `task` through the public host.
import Testing
import Aurora

@MainActor
@Suite struct LifecycleTests {
    struct Switcher: View {
        @State var showing = true
        @State var count = 0
        let log: GestureLog
        var body: some View {
            VStack {
                if showing {
                    Color.red.frame(width: 20, height: 20)
                        .onAppear { log.entries.append("appear") }
                        .onDisappear { log.entries.append("disappear") }
                }
                Color.blue.frame(width: 20, height: 20)
                    .onTapGesture { showing.toggle(); count += 1 }
                    .onChange(of: count) { old, new in log.entries.append("count \(old)→\(new)") }
                    .onChange(of: showing, initial: true) { log.entries.append("showing changed") }
            }
        }
    }

    @Test func appearDisappearAndChangeRunAfterTheUpdateThatCausedThem() {
        let log = GestureLog()
        let host = canvasHost(Switcher(log: log))
        _ = host.displayList
        #expect(log.entries == ["appear", "showing changed"])
        host.tap(at: CGPoint(x: 100, y: 114))
        #expect(log.entries == ["appear", "showing changed", "count 0→1", "showing changed", "disappear"])
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.suffix(3) == ["appear", "count 1→2", "showing changed"])
        host.advance(by: 1)
        #expect(log.entries.count == 8, "nothing runs again without a change")
    }

    @Test func aStateChangeInOnAppearIsShownInTheSameFrame() {
        struct Loader: View {
            @State var loaded = false
            var body: some View {
                Color.red.frame(width: loaded ? 80 : 10, height: 10).onAppear { loaded = true }
            }
        }
        let host = canvasHost(Loader())
        #expect(host.displayList.items.first?.frame.width == 80)
    }

    @Test func aTaskRunsAndIsCancelledWhenItsViewGoesAway() async {
        let log = GestureLog()
        let started = AsyncStream<Void>.makeStream()
        let ended = AsyncStream<Void>.makeStream()
        // Never yields while the test holds its continuation: the task waits on it until cancelled.
        let forever = AsyncStream<Void>.makeStream()
        struct Worker: View {
            @State var running = true
            let log: GestureLog
            let started: AsyncStream<Void>.Continuation
            let ended: AsyncStream<Void>.Continuation
            let forever: AsyncStream<Void>
            var body: some View {
                VStack {
                    if running {
                        Color.red.frame(width: 20, height: 20).task {
                            log.entries.append("task started")
                            started.yield()
                            for await _ in forever {}
                            log.entries.append(Task.isCancelled ? "task cancelled" : "task finished")
                            ended.yield()
                        }
                    }
                    Color.blue.frame(width: 20, height: 20).onTapGesture { running = false }
                }
            }
        }
        let host = canvasHost(Worker(log: log, started: started.continuation, ended: ended.continuation, forever: forever.stream))
        _ = host.displayList
        var startedEvents = started.stream.makeAsyncIterator()
        _ = await startedEvents.next()
        #expect(log.entries == ["task started"])
        host.tap(at: CGPoint(x: 100, y: 110))
        var endedEvents = ended.stream.makeAsyncIterator()
        _ = await endedEvents.next()
        #expect(log.entries == ["task started", "task cancelled"])
        forever.continuation.finish()
    }
}
