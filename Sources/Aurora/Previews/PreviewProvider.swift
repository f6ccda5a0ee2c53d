/// `PreviewProvider`: the older way to declare previews, a type with a static `previews` view.
import Foundation

/// A type that produces view previews.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews: a view, or several in a `Group`.
    @ViewBuilder @MainActor static var previews: Previews { get }
}

extension Preview {
    /// The previews of a `PreviewProvider` as one preview, named after the type unless
    /// `previewDisplayName(_:)` names it.
    public init<Provider: PreviewProvider>(_ provider: Provider.Type) {
        self.init(String(describing: provider)) { Provider.previews }
    }
}

extension View {
    /// Names the preview this view is the root of.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewSettingModifier { $0.displayName = value })
    }

    /// Sizes the preview's canvas.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewSettingModifier { $0.layout = value })
    }

    /// Turns the preview's device.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(PreviewSettingModifier { $0.orientation = value })
    }
}

/// Records a preview setting in the preview context of the environment, if the view runs in a preview.
struct PreviewSettingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let apply: (inout PreviewSettings) -> Void

    func apply(inputs: ResolveInputs, content: @escaping (ResolveInputs) -> [LayoutNode]) -> [LayoutNode] {
        if let context = inputs.environment[PreviewContext.Key.self] { apply(&context.settings) }
        return content(inputs)
    }
}
