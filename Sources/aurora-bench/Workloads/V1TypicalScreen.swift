/// V1: the "typical screen" of issue 5 — 40 rows (text, a path icon, a rounded-rectangle background, a shadow) on an iPhone 15 Pro at 3×.
import Aurora
import AuroraDisplayList
import AuroraRaster
import AuroraRender
import Foundation

/// One row of the typical screen: an SF-style icon drawn as a path, a title and a detail.
struct TypicalScreenRow: View {
    let index: Int
    let title: String

    var body: some View {
        HStack(spacing: 6) {
            BellIcon()
                .fill(index.isMultiple(of: 2) ? Color.blue : Color.orange)
                .frame(width: 12, height: 12)
            Text("\(title) \(index)")
                .font(.caption)
            Spacer()
            Text("\(index * 7) min")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 2)
        .background {
            RoundedRectangle(cornerRadius: 6).fill(.white).shadow(color: .black.opacity(0.2), radius: 2, y: 1)
        }
    }
}

/// A bell, the kind of SF Symbols glyph a row shows, as a path.
struct BellIcon: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            let w = rect.width, h = rect.height
            p.move(to: CGPoint(x: rect.minX + w * 0.5, y: rect.minY))
            p.addCurve(to: CGPoint(x: rect.minX + w * 0.85, y: rect.minY + h * 0.7),
                       control1: CGPoint(x: rect.minX + w * 0.8, y: rect.minY), control2: CGPoint(x: rect.minX + w * 0.85, y: rect.minY + h * 0.35))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + h * 0.82))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + h * 0.82))
            p.addLine(to: CGPoint(x: rect.minX + w * 0.15, y: rect.minY + h * 0.7))
            p.addCurve(to: CGPoint(x: rect.minX + w * 0.5, y: rect.minY),
                       control1: CGPoint(x: rect.minX + w * 0.15, y: rect.minY + h * 0.35), control2: CGPoint(x: rect.minX + w * 0.2, y: rect.minY))
            p.closeSubpath()
            p.addEllipse(in: CGRect(x: rect.minX + w * 0.38, y: rect.minY + h * 0.84, width: w * 0.24, height: h * 0.16))
        }
    }
}

/// The whole screen: 40 rows in a VStack over a grouped background.
struct TypicalScreen: View {
    let title: String

    var body: some View {
        VStack(spacing: 1) {
            ForEach(0..<40) { index in TypicalScreenRow(index: index, title: title) }
        }
        .padding(.horizontal, 12)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(red: 0.95, green: 0.95, blue: 0.97))
    }
}

extension Workload {
    /// Graph update and layout after the screen's data changed (every row's body runs again).
    static let typicalScreenGraphAndLayout = Workload(
        key: "V1_screen", variant: "graph+layout",
        notes: "40-row screen, iPhone 15 Pro: new root value (all bodies re-evaluated) + proposal-based layout"
    ) { _, _ in
        try onMainActor {
            let renderer = ImageRenderer(content: TypicalScreen(title: "Reminder"))
            renderer.device = .iPhone15Pro
            _ = renderer.renderedSize
            var flip = false
            return WorkloadRun(run: {
                MainActor.assumeIsolated {
                    flip.toggle()
                    renderer.content = TypicalScreen(title: flip ? "Alarm" : "Reminder")
                    _ = renderer.renderedSize
                }
            }, output: { try onMainActor { try TypicalScreenOutput.render(renderer) } })
        }
    }

    /// Building the display list from the laid-out screen.
    static let typicalScreenDisplayList = Workload(
        key: "V1_screen", variant: "displaylist",
        notes: "40-row screen: DisplayList build from the laid-out tree (paths, text runs, shadows)"
    ) { _, _ in
        try onMainActor {
            let renderer = ImageRenderer(content: TypicalScreen(title: "Reminder"))
            renderer.device = .iPhone15Pro
            _ = renderer.renderedSize
            return WorkloadRun(run: {
                MainActor.assumeIsolated { _ = renderer.host.buildDisplayList() }
            }, output: { try onMainActor { try TypicalScreenOutput.render(renderer) } })
        }
    }

    /// Rendering the display list at 3× (1179 × 2556 pixels).
    static let typicalScreenRender = Workload(
        key: "V1_screen", variant: "render",
        notes: "40-row screen: DisplayListRenderer at 3x, 1179x2556, all threads"
    ) { _, context in
        try WorkloadRun.iPhoneScreenRender(threads: context.threads) { TypicalScreen(title: "Reminder") }
    }
}

/// The screen's pixels, written to `--out` by every V1 variant.
enum TypicalScreenOutput {
    @MainActor
    static func render(_ renderer: ImageRenderer<TypicalScreen>) throws -> WorkloadOutput {
        guard let pixmap = renderer.pixmap else { throw BenchError.invalidInputs("the typical screen rendered nothing") }
        return .pixmap(pixmap)
    }
}

/// Runs `body` on the main actor from the bench's main-thread code and returns its value.
///
/// The bench runs every workload on the main thread; `MainActor.assumeIsolated` checks that.
func onMainActor<T>(_ body: @MainActor () throws -> T) throws -> T {
    nonisolated(unsafe) var result: Result<T, any Error>?
    MainActor.assumeIsolated { result = Result { try body() } }
    guard let result else { throw BenchError.invalidInputs("main-actor work produced no result") }
    return try result.get()
}
