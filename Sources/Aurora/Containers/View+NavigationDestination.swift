/// `navigationDestination(for:destination:)`: the view a navigation stack pushes for a value of a type.
import Foundation

extension View {
    /// Associates a destination view with a presented data type for use within a navigation stack.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let make = NavigationDestination { value in
            guard let typed = value.base as? D else { return AnyView(EmptyView()) }
            return AnyView(destination(typed))
        }
        return modifier(NavigationDeclarationModifier(kind: .destination(ObjectIdentifier(D.self)), value: make))
    }
}
