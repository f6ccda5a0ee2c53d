/// `PluginResponder`: answers the compiler's plugin messages — capability, and the expansion of
/// `#Preview` and `@Previewable`.
import AuroraPreviewExpansion
import Foundation

/// Turns one host message into its reply.
enum PluginResponder {
    /// The plugin protocol version this plugin speaks (the compiler's own is 7 in Swift 6.3).
    static let protocolVersion = 7

    static func reply(to message: Data) -> Data {
        let encoder = JSONEncoder()
        guard let decoded = try? JSONDecoder().decode(HostMessage.self, from: message) else {
            return try! encoder.encode(ExpansionReply(expandedSource: nil, diagnostics: []))
        }
        if decoded.getCapability != nil {
            return try! encoder.encode(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
        }
        if let expansion = decoded.expandFreestandingMacro {
            return try! encoder.encode(expandPreview(expansion))
        }
        // `@Previewable` adds nothing where it stands: `#Preview` moves the declaration it marks.
        return try! encoder.encode(ExpansionReply(expandedSource: "", diagnostics: []))
    }

    private static func expandPreview(_ request: HostMessage.Freestanding) -> ExpansionReply {
        let location = request.syntax.location
        do {
            let expansion = try PreviewExpansion(source: request.syntax.source)
            let place = expansion.macroPlace(startingAt: (location.line, location.column))
            let source = expansion.declarations(
                viewName: uniqueName("PreviewContent", discriminator: request.discriminator),
                recordName: uniqueName("PreviewRecord", discriminator: request.discriminator),
                fileID: location.fileID, line: place.line, column: place.column
            )
            return ExpansionReply(expandedSource: source, diagnostics: [])
        } catch {
            let position = ExpansionReply.Diagnostic.Position(fileName: location.fileName, offset: location.offset)
            return ExpansionReply(expandedSource: nil, diagnostics: [
                .init(message: error.message, severity: "error", position: position, highlights: [], notes: [], fixIts: []),
            ])
        }
    }

    /// A name the compiler accepts as unique to this expansion: the discriminator, the mangled
    /// name and the unique-name operator, as swift-syntax's `makeUniqueName` forms it.
    static func uniqueName(_ name: String, discriminator: String) -> String {
        "\(discriminator)\(name.utf8.count)\(name)fMu_"
    }
}

/// The parts of the host's messages this plugin reads.
struct HostMessage: Decodable {
    struct Location: Decodable {
        let fileID: String
        let fileName: String
        let offset: Int
        let line: Int
        let column: Int
    }

    struct Syntax: Decodable {
        let source: String
        let location: Location
    }

    struct Freestanding: Decodable {
        let discriminator: String
        let syntax: Syntax
    }

    struct Capability: Decodable {}

    let getCapability: Capability?
    let expandFreestandingMacro: Freestanding?
}

/// The `expandMacroResult` reply.
struct ExpansionReply: Encodable {
    struct Diagnostic: Encodable {
        struct Position: Encodable {
            let fileName: String
            let offset: Int
        }

        let message: String
        let severity: String
        let position: Position
        /// Highlights, notes and fix-its: this plugin gives none.
        let highlights: [Nothing]
        let notes: [Nothing]
        let fixIts: [Nothing]
    }

    /// An element of a list that is always empty.
    struct Nothing: Encodable {}

    let expandedSource: String?
    let diagnostics: [Diagnostic]

    enum CodingKeys: String, CodingKey { case expandMacroResult }
    enum ResultKeys: String, CodingKey { case expandedSource, diagnostics }

    func encode(to encoder: any Encoder) throws {
        var outer = encoder.container(keyedBy: CodingKeys.self)
        var inner = outer.nestedContainer(keyedBy: ResultKeys.self, forKey: .expandMacroResult)
        try inner.encode(expandedSource, forKey: .expandedSource)
        try inner.encode(diagnostics, forKey: .diagnostics)
    }
}
