/// `SnapshotSettings`: a view strategy's layout and traits resolved to what the renderer takes — canvas, scale and colour scheme.
import Aurora
import AuroraSnapshotEngine
import Foundation

/// The layout and traits of a view strategy, resolved as swift-snapshot-testing resolves them on iOS:
/// the device's traits with `traits` over them; the display scale from those traits, else 1.
struct SnapshotSettings: Sendable {
    /// The canvas the view is laid out in.
    let canvas: SnapshotCanvas
    /// The colour scheme the view sees.
    let colorScheme: ColorScheme

    init(layout: SwiftUISnapshotLayout, traits: UITraitCollection) {
        let config: ViewImageConfig
        switch layout {
        case .device(let device): config = device
        case .fixed(let width, let height): config = ViewImageConfig(size: CGSize(width: width, height: height))
        case .sizeThatFits: config = ViewImageConfig()
        }
        let resolved = UITraitCollection(traitsFrom: [config.traits, traits])
        let scale = resolved.displayScale == 0 ? 1 : resolved.displayScale
        if let size = config.size {
            canvas = .device(RenderDevice(name: "snapshot", size: size, scale: scale, safeAreaInsets: config.safeArea))
        } else {
            canvas = .sizeThatFits(scale: scale)
        }
        colorScheme = resolved.colorScheme
    }

    /// Runs `body` on the main actor and returns its value: at once when called on the main queue,
    /// else by waiting for the main queue. Views are main-actor values, and `assertSnapshot` waits
    /// for the snapshot synchronously.
    static func onMainActor<Result: Sendable>(_ body: @MainActor () -> Result) -> Result {
        // Not `Thread.isMainThread`: once the test runner calls `dispatch_main`, the main queue (the
        // main actor's executor) runs on worker threads, so the queue itself is asked.
        if DispatchQueue.getSpecific(key: mainQueueKey) == true { return MainActor.assumeIsolated(body) }
        return withoutActuallyEscaping(body) { escapable in
            let work = UncheckedSendable(escapable)
            return DispatchQueue.main.sync { MainActor.assumeIsolated { work.value() } }
        }
    }

    /// A key the main queue alone carries, set once before the first look-up.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// A value handed to the main queue from the thread that made it, which waits until the main queue is done with it.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
