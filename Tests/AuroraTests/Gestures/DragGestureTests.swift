/// `DragGesture` through the public host: start after the minimum distance, values, velocity, predicted end, time, coordinate spaces.
import Testing
import Aurora

@MainActor
@Suite struct DragGestureTests {
    private func draggable(_ log: GestureLog, minimumDistance: CGFloat = 10,
                           space: some CoordinateSpaceProtocol = .local) -> some View {
        Color.red.frame(width: 180, height: 180)
            .gesture(DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
                .onChanged { log.drags.append($0) }
                .onEnded { log.drags.append($0); log.entries.append("ended") })
    }

    @Test func aDragStartsAtItsMinimumDistanceAndReportsTranslationVelocityAndPredictedEnd() throws {
        let log = GestureLog()
        let host = canvasHost(draggable(log))
        // 30 frames at 60 fps, 4 points a frame: 240 points a second to the right.
        host.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 140, y: 100), duration: 0.5)
        #expect(log.entries == ["ended"])
        // Moves are 4, 8, 12… points from the start: the third is the first at 10 or more.
        let first = try #require(log.drags.first)
        #expect(first.translation == CGSize(width: 12, height: 0))
        #expect(first.startLocation == CGPoint(x: 10, y: 90), "local: the view sits at (10, 10) in the canvas")
        #expect(log.drags.count == 28 + 1, "moves 3…30, then the end")
        let end = try #require(log.drags.last)
        #expect(end.translation == CGSize(width: 120, height: 0))
        #expect(abs(end.velocity.width - 240) < 1e-6)
        #expect(end.velocity.height == 0)
        #expect(abs(end.predictedEndTranslation.width - (120 + 240 / 4)) < 1e-6)
        #expect(abs(end.predictedEndLocation.x - (130 + 60)) < 1e-6)
        #expect(abs(end.time.timeIntervalSinceReferenceDate - 0.5) < 1e-9, "the value's time is the frame clock's date")
    }

    @Test func aZeroMinimumDistanceStartsOnTheDownWithNoTranslation() throws {
        let log = GestureLog()
        let host = canvasHost(draggable(log, minimumDistance: 0))
        host.pointer(.down, 50, 60)
        let first = try #require(log.drags.first)
        #expect(first.translation == .zero)
        #expect(first.location == CGPoint(x: 40, y: 50))
        host.pointer(.up, 50, 60)
        #expect(log.entries == ["ended"])
    }

    @Test func aDragThatStaysShortFailsAndAPointerAtRestHasNoVelocity() throws {
        let log = GestureLog()
        let host = canvasHost(draggable(log))
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 55, y: 50), duration: 0.2)
        #expect(log.drags.isEmpty && log.entries.isEmpty, "5 points is under the minimum distance")
        host.pointer(.down, 50, 50)
        host.advance(by: 1 / 60)
        host.pointer(.move, 80, 50)
        host.advance(by: 0.5)
        host.pointer(.up, 80, 50)
        let end = try #require(log.drags.last)
        #expect(end.velocity == .zero, "half a second at rest before lifting")
        #expect(end.predictedEndLocation == end.location)
    }

    @Test func globalAndNamedSpacesReportScreenAndContainerLocations() throws {
        let log = GestureLog()
        let host = canvasHost(draggable(log, space: .global))
        host.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 60, y: 100), duration: 0.1)
        #expect(log.drags.last?.location == CGPoint(x: 60, y: 100))
        let named = canvasHost(VStack { draggable(log, space: .named("box")) }.padding(5).coordinateSpace(.named("box")))
        named.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 60, y: 100), duration: 0.1)
        #expect(log.drags.last?.location == CGPoint(x: 55, y: 95))
    }

    @Test func aCancelledDragDoesNotEnd() {
        let log = GestureLog()
        let host = canvasHost(draggable(log))
        host.pointer(.down, 20, 20)
        host.pointer(.move, 60, 20)
        host.pointer(.cancel, 60, 20)
        #expect(!log.drags.isEmpty)
        #expect(log.entries.isEmpty)
    }
}
