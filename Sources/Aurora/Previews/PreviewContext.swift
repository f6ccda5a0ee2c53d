/// `PreviewContext`: what a running preview tells its tool — settings from `previewLayout(_:)` and
/// friends, and the `@Previewable` state its debug panel shows.
import Foundation

/// Settings a `PreviewProvider`'s views ask for.
package struct PreviewSettings: Equatable {
    package var displayName: String?
    package var layout: PreviewLayout?
    package var orientation: InterfaceOrientation?
}

/// The link between a running preview and the tool showing it; the tool places one in the host's
/// environment, and the views write into it as they are resolved.
@MainActor
package final class PreviewContext {
    struct Key: EnvironmentKey {
        static let defaultValue: PreviewContext? = nil
    }

    package var settings = PreviewSettings()
    /// The `@Previewable @State` values of the preview, by declaration order.
    package private(set) var controls: [PreviewableControl] = []

    package init() {}

    func register(_ control: PreviewableControl) {
        if let index = controls.firstIndex(where: { $0.name == control.name }) {
            controls[index] = control
        } else {
            controls.append(control)
            controls.sort { $0.order < $1.order }
        }
    }
}

extension EnvironmentValues {
    /// The preview context of the tool showing this view, if any.
    package var previewContext: PreviewContext? {
        get { self[PreviewContext.Key.self] }
        set { self[PreviewContext.Key.self] = newValue }
    }
}
