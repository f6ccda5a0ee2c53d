/// I1: the 40-row screen of V1 with a `DragGesture` on every row and a `Slider` above them; one pointer move delivered through the public host.
import Aurora
import AuroraDisplayList
import Foundation

/// A V1 row that follows a horizontal drag.
struct DraggableRow: View {
    let index: Int
    @State private var offset: CGFloat = 0

    var body: some View {
        TypicalScreenRow(index: index, title: "Reminder")
            .offset(x: offset)
            .gesture(DragGesture().onChanged { offset = $0.translation.width }.onEnded { _ in offset = 0 })
    }
}

/// The interactive screen: a slider whose value is shown in a title, over 40 draggable rows.
struct InteractiveScreen: View {
    @State private var value = 0.5

    var body: some View {
        VStack(spacing: 1) {
            Text("Value \(Int(value * 100))").font(.headline).frame(height: 24)
            Slider(value: $value).frame(height: 31)
            ForEach(0..<40) { index in DraggableRow(index: index) }
        }
        .padding(.horizontal, 12)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color(red: 0.95, green: 0.95, blue: 0.97))
    }
}

extension Workload {
    /// One pointer move of a drag on the slider: the event delivered, the root's state changed
    /// (every row's body is compared, the screen's body runs), layout and the display list rebuilt.
    static let interactionSliderMove = pointerMoveWorkload(variant: "slider-move", notes: "drag on the slider (root @State)") { _ in
        // The thumb at 0.5: the middle of the screen, halfway down the 31-point slider under the
        // 24-point title (the output image shows the slider moved).
        CGPoint(x: 196.5, y: 50.5)
    }

    /// One pointer move of a drag on a row: the event delivered, that row's state changed, layout
    /// and the display list rebuilt.
    static let interactionRowMove = pointerMoveWorkload(variant: "row-move", notes: "drag on row 20 (the row's @State)") { _ in
        CGPoint(x: 200, y: 500)
    }

    /// A workload that holds a pointer down at `start(host)` and moves it 2 points each run,
    /// back and forth, reading the display list of each frame.
    private static func pointerMoveWorkload(variant: String, notes: String,
                                            start: @escaping @MainActor (ViewHost) -> CGPoint) -> Workload {
        // `start` may read the host's first layout.
        Workload(key: "I1_interaction", variant: variant,
                 notes: "40-row screen with a DragGesture per row and a Slider, iPhone 15 Pro: one pointer move, graph + layout + display list; \(notes)") { _, _ in
            try onMainActor {
                let host = ViewHost(InteractiveScreen(), device: .iPhone15Pro)
                let origin = start(host)
                var x = origin.x
                var step: CGFloat = 2
                host.send(.pointer(PointerEvent(.down, at: origin)))
                x += 12
                host.send(.pointer(PointerEvent(.move, at: CGPoint(x: x, y: origin.y))))
                return WorkloadRun(run: {
                    MainActor.assumeIsolated {
                        if x > origin.x + 60 || x < origin.x - 60 { step = -step }
                        x += step
                        host.send(.pointer(PointerEvent(.move, at: CGPoint(x: x, y: origin.y))))
                        _ = host.displayList
                    }
                }, output: { try onMainActor { .pixmap(try host.render()) } })
            }
        }
    }
}
