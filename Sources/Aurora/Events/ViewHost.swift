/// `ViewHost`: the one way in to a running view — events and the clock go in, frames come out.
import AuroraDisplayList
import AuroraGeometry
import AuroraImageIO
import AuroraRaster
import AuroraRender
import Foundation

/// Runs a view headless on a device: takes pointer, wheel, hover, key and text events and a frame
/// clock, keeps the view graph up to date, and renders frames.
///
/// Aurora's own type: tests drive a user's views through it, and recordings, snapshots and the
/// live preview are built on it. Every event and `advance(by:)` returns after the events are
/// delivered and the graph and layout are up to date, and nothing reads the wall clock, so the
/// same script gives the same pixels on every run. Several hosts live side by side in one process.
///
/// ```swift
/// let host = ViewHost(MyView(), device: .iPhone15Pro)
/// host.tap(at: CGPoint(x: 100, y: 200))
/// host.advance(by: 0.5)
/// let frame = try host.render()
/// ```
@MainActor
public final class ViewHost {
    package let graph: ViewGraph
    /// The root layout node of the last layout.
    private(set) var rootNode: LayoutNode?
    /// The canvas size of the last layout, in points.
    package private(set) var canvasSize: CGSize = .zero

    /// The device the view is laid out and rendered for. Default: `.iPhone15Pro`.
    public var device: RenderDevice
    /// Frames per second of the gestures the host plays (`drag`, `press`, `scroll`): one event a frame. Default: 60.
    public var framesPerSecond = 60
    /// What the frame is drawn over; nil draws the screen's own background (white in light mode,
    /// black in dark mode, as iOS's system background). Default: nil.
    public var background: Color?
    /// Time spent laying out — sizing and placing the views after each graph update — summed over
    /// every layout pass since the caller last set it to zero. `aurora-bench --frames` reads it to
    /// split a frame into its graph update (events, animations, bodies) and its layout.
    package var layoutTime: Duration = .zero

    /// The inputs of the last layout made through the public API, to tell when it is out of date.
    private var laidOut: (time: TimeInterval, device: RenderDevice, environment: EnvironmentValues)?
    /// How the canvas is sized: the device's screen, or (for `ImageRenderer`) the content's size for a proposal.
    private var canvasRule: CanvasRule = .device
    /// Draws each frame over the last, redrawing only what changed in the display list.
    private var renderer = IncrementalRenderer()

    private enum CanvasRule {
        case device
        case proposal(ProposedViewSize, scale: CGFloat)
    }

    /// Pixels per point of the canvas.
    private var scale: CGFloat {
        switch canvasRule {
        case .device: device.scale
        case .proposal(_, let scale): scale
        }
    }
    let input = HostInput()

    /// Creates a host running `view` on `device`, at time 0. Default device: `.iPhone15Pro`.
    public init<Root: View>(_ view: Root, device: RenderDevice = .iPhone15Pro) {
        graph = ViewGraph(rootView: view)
        self.device = device
    }

    /// A host whose caller lays it out itself (`layout(device:)`, `layout(proposal:scale:)`), for `ImageRenderer`.
    package convenience init<Root: View>(rootView: Root) {
        self.init(rootView, device: .canvas(width: 0, height: 0))
    }

    /// Replaces the root view; state of views that keep their identity is kept.
    public func setRootView<Root: View>(_ rootView: Root) { graph.setRootView(rootView) }

    /// The frame clock, in seconds since the host started.
    public var time: TimeInterval { graph.time }

    /// The color scheme the views see. Default: `.light`.
    public var colorScheme: ColorScheme {
        get { graph.environment.colorScheme }
        set { graph.environment.colorScheme = newValue }
    }

    /// Whether an animation, a timeline, a moving scroll view or a gesture waiting for the clock (a
    /// long press, a held stepper) is running, so that a later time may show a different frame.
    public var isAnimating: Bool { graph.needsFrame || input.isWaitingForClock }

    /// Moves the frame clock on by `seconds` (ignored unless positive and finite), lets gestures
    /// that wait for time (long presses, multi-taps) see it, and brings the views up to date.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        ensureLaidOut()
        graph.time += seconds
        input.clockMoved(host: self)
        refresh()
    }

    /// The display list of the current frame.
    public var displayList: DisplayList {
        ensureLaidOut()
        return buildDisplayList()
    }

    /// Renders the current frame at the device's scale.
    ///
    /// Only what changed since the last render is drawn again (`IncrementalRenderer`); the
    /// pixels are those of a full render.
    public func render() throws -> Pixmap {
        ensureLaidOut()
        return try render(buildDisplayList())
    }

    /// Renders `list` (a display list of this host's current frame) at the device's scale over the host's background.
    package func render(_ list: DisplayList) throws -> Pixmap {
        let color = (background ?? (colorScheme == .dark ? Color.black : Color.white)).clampedRGBA(in: graph.environment)
        return try renderer.render(list, size: canvasSize, scale: scale, background: color).pixmap
    }

    /// Renders the current frame as PNG data.
    public func pngData() throws -> Data {
        try PNGEncoder().encodedData(render())
    }

    /// Lays out again when the views, the clock, the device or the environment changed since the
    /// last layout through the public API.
    func ensureLaidOut() {
        if let laidOut, laidOut.time == time, laidOut.device == device, laidOut.environment.isIdentical(to: graph.environment),
           !graph.hasPendingChanges {
            return
        }
        refresh()
    }

    /// Updates the graph and lays out until no state change is pending (actions such as
    /// `onAppear` and `onChange` may change state once more; at most eight passes).
    func refresh() {
        var passes = 0
        repeat {
            switch canvasRule {
            case .device: layout(device: device)
            case .proposal(let proposal, let scale): layout(proposal: proposal, scale: scale)
            }
            passes += 1
        } while graph.hasPendingChanges && passes < 8
        laidOut = (time, device, graph.environment)
    }

    /// Updates the graph and lays out for a device: the content is proposed the safe area and centred in it.
    package func layout(device: RenderDevice) {
        self.device = device
        canvasRule = .device
        if graph.environment.displayScale != device.scale { graph.environment.displayScale = device.scale }
        let bounds = CGRect(origin: .zero, size: device.size.sanitizedForLayout)
        var safe = bounds.inset(by: device.safeAreaInsets)
        graph.keyboardMetrics = (bounds.width, device.safeAreaInsets.bottom)
        update()
        let placing = ContinuousClock.now
        LayoutNode.layoutPass += 1
        // The software keyboard takes the bottom of the safe area (the keyboard region).
        let screen = rootNode as? ScreenNode
        let keyboardTop = bounds.maxY - (screen?.keyboard == nil ? 0 : SoftwareKeyboard.height(bottomInset: device.safeAreaInsets.bottom))
        let keyboardOverlap = max(0, min(safe.height, safe.maxY - keyboardTop))
        safe.size.height -= keyboardOverlap
        graph.layoutContext.containerSize = safe.size
        canvasSize = bounds.size
        defer { graph.finishUpdate() }
        defer { layoutTime += ContinuousClock.now - placing }
        guard let root = rootNode else { return }
        let size = root.size(for: ProposedViewSize(safe.size))
        var context = PlacementContext(containerBounds: bounds, safeBounds: safe)
        context.keyboardOverlap = keyboardOverlap
        context.pixelLength = Self.pixelLength(scale: device.scale)
        let frame = safe.aligned(root, size: size, alignment: .center)
        root.place(in: frame, context: context)
        if graph.takeSheetsPresentedInLayout() {
            // A row a lazy stack or list built while placing presented (or let go of) a sheet.
            makeRootNode()
            rootNode?.place(in: frame, context: context)
        }
        (rootNode as? ScreenNode)?.placeOverlays(context: context,
                                                 keyboardRect: CGRect(x: bounds.minX, y: keyboardTop, width: bounds.width, height: bounds.maxY - keyboardTop))
    }

    /// Updates the graph and lays out for a proposal: the canvas is the content's size.
    package func layout(proposal: ProposedViewSize, scale: CGFloat) {
        canvasRule = .proposal(proposal, scale: scale)
        if graph.environment.displayScale != scale { graph.environment.displayScale = scale }
        update()
        let placing = ContinuousClock.now
        LayoutNode.layoutPass += 1
        defer { graph.finishUpdate() }
        defer { layoutTime += ContinuousClock.now - placing }
        guard let root = rootNode else {
            canvasSize = .zero
            return
        }
        let proposal = proposal.sanitized
        graph.layoutContext.containerSize = proposal.replacingUnspecifiedDimensions()
        var size = root.size(for: proposal)
        if !size.width.isFinite { size.width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
        if !size.height.isFinite { size.height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
        canvasSize = size
        let bounds = CGRect(origin: .zero, size: size)
        var context = PlacementContext(bounds: bounds)
        context.pixelLength = Self.pixelLength(scale: scale)
        root.place(in: bounds, context: context)
    }

    /// The length of a device pixel in points at `scale` (1 for a scale that is not positive and finite).
    static func pixelLength(scale: CGFloat) -> CGFloat { scale.isFinite && scale > 0 ? 1 / scale : 1 }

    private func update() {
        graph.update()
        makeRootNode()
    }

    /// The root of the graph's nodes: the content, in a `ScreenNode` with the sheets and keyboard over it when there are any.
    private func makeRootNode() {
        let nodes = graph.rootNodes
        let content = nodes.count == 1 ? nodes[0] : (nodes.isEmpty ? nil : LayoutContainerNode(layout: VStackLayout(), children: nodes))
        rootNode = content.map { content in
            graph.sheetNodes.isEmpty && graph.keyboardNodes.isEmpty ? content
                : ScreenNode(content: content, sheets: graph.sheetNodes, keyboard: graph.keyboardNodes.first)
        }
    }

    /// The display list of the last layout, in canvas coordinates.
    package func buildDisplayList() -> DisplayList {
        var items: [DisplayList.Item] = []
        rootNode?.appendDisplayItems(to: &items, origin: .zero)
        return DisplayList(items: items)
    }
}
