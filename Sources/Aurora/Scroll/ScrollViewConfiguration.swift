/// The environment a scroll view reads: enabled, bounce, clipping, indicators, content margins, target behavior.
import AuroraGeometry
import Foundation

/// What a scroll view reads from its environment.
struct ScrollConfiguration: @unchecked Sendable {  // the target behavior is a value set and read on the main actor
    var isEnabled = true
    var bounce: [Axis: ScrollBounceBehavior] = [:]
    var clipDisabled = false
    var indicators: [Axis: ScrollIndicatorVisibility] = [:]
    var contentMargins = EdgeInsets()
    var indicatorMargins = EdgeInsets()
    var targetBehavior: (any ScrollTargetBehavior)?
    /// Where the content starts: the content's point that meets the same point of the viewport.
    var defaultAnchor: UnitPoint?
}

private enum ScrollConfigurationKey: EnvironmentKey { static let defaultValue = ScrollConfiguration() }

extension EnvironmentValues {
    var scrollConfiguration: ScrollConfiguration {
        get { self[ScrollConfigurationKey.self] }
        set { self[ScrollConfigurationKey.self] = newValue }
    }

    /// A Boolean value that indicates whether any scroll views associated with this environment
    /// allow scrolling to occur. Default: true.
    public var isScrollEnabled: Bool {
        get { scrollConfiguration.isEnabled }
        set { scrollConfiguration.isEnabled = newValue }
    }
}

extension View {
    /// Disables or enables scrolling in scrollable views.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.isEnabled = !disabled }
    }

    /// Configures the bounce behavior of scrollable views along the specified axis. Default axes: vertical.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.scrollConfiguration) { configuration in
            if axes.contains(.horizontal) { configuration.bounce[.horizontal] = behavior }
            if axes.contains(.vertical) { configuration.bounce[.vertical] = behavior }
        }
    }

    /// Sets whether a scroll view clips its content to its bounds. Default: true (clipping disabled).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.clipDisabled = disabled }
    }

    /// Sets the visibility of scroll indicators within this view. Default axes: both.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.scrollConfiguration) { configuration in
            if axes.contains(.horizontal) { configuration.indicators[.horizontal] = visibility }
            if axes.contains(.vertical) { configuration.indicators[.vertical] = visibility }
        }
    }

    /// Configures the content margin for a provided placement: the space between the scroll
    /// view's edges and its content (or its indicators). Defaults: all edges, `.automatic`.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollConfiguration) { configuration in
            func apply(_ margins: inout EdgeInsets) {
                if edges.contains(.top) { margins.top = insets.top.finiteOrZero }
                if edges.contains(.leading) { margins.leading = insets.leading.finiteOrZero }
                if edges.contains(.bottom) { margins.bottom = insets.bottom.finiteOrZero }
                if edges.contains(.trailing) { margins.trailing = insets.trailing.finiteOrZero }
            }
            if placement.kind != .scrollIndicators { apply(&configuration.contentMargins) }
            if placement.kind != .scrollContent { apply(&configuration.indicatorMargins) }
        }
    }

    /// Configures the content margin for a provided placement. A nil length is the system's
    /// default (Aurora: 16 points). Defaults: all edges, `.automatic`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let value = length ?? 16
        return contentMargins(edges, EdgeInsets(top: value, leading: value, bottom: value, trailing: value), for: placement)
    }

    /// Configures the content margin on all edges for a provided placement. Default: `.automatic`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Associates an anchor to control which part of the scroll view's content should be
    /// rendered by default: `.bottom` starts scrolled to the end, `.center` in the middle. Default
    /// (nil): the top-leading end.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.defaultAnchor = anchor }
    }

    /// Sets the scroll behavior of views scrollable in the provided axes.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.targetBehavior = behavior }
    }
}
