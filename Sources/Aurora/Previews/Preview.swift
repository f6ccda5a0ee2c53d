/// `Preview`: one preview of a view — what `#Preview` declares and a `PreviewProvider` gives.
import Foundation

/// A preview of a view, with a name, traits and the place in source it was declared.
///
/// `#Preview` creates one for each use; Aurora's tools (`aurora preview`, `aurora snapshot`) find
/// them all through ``PreviewCatalog``.
public struct Preview: @unchecked Sendable {
    /// The type that names the traits a view preview can carry.
    public struct ViewTraits: Sendable {}

    /// The name given to the preview, or nil.
    public let displayName: String?
    /// The traits the preview was declared with, in order.
    public let traits: [PreviewTrait<ViewTraits>]
    /// The source file's `#fileID` (`Module/File.swift`) where the preview is declared; empty when unknown.
    public private(set) var fileID: String = ""
    /// The line of the declaration (1-based); 0 when unknown.
    public private(set) var line: Int = 0
    /// The column of the declaration (1-based); 0 when unknown.
    public private(set) var column: Int = 0
    private let makeBody: @MainActor () -> AnyView

    /// Creates a preview of the view `body` builds.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        displayName = name
        self.traits = traits
        makeBody = { AnyView(body()) }
    }

    /// The same preview, located at a place in source (the `#Preview` expansion's own use).
    public func _located(fileID: String, line: Int, column: Int) -> Preview {
        var located = self
        located.fileID = fileID
        located.line = line
        located.column = column
        return located
    }

    /// The preview's view, made anew.
    @MainActor public func makeView() -> AnyView { makeBody() }

    /// A stable identifier: `Module/File.swift:line`, or the name when the place is unknown.
    public var id: String { fileID.isEmpty ? (displayName ?? "Preview") : "\(fileID):\(line)" }

    /// The layout the traits ask for (the last layout trait wins); `.device` when none does.
    public var layout: PreviewLayout {
        traits.reduce(PreviewLayout.device) { $1.layout ?? $0 }
    }

    /// The orientation the traits ask for (the last orientation trait wins); `.portrait` when none does.
    public var orientation: InterfaceOrientation {
        traits.reduce(InterfaceOrientation.portrait) { $1.orientation ?? $0 }
    }
}
