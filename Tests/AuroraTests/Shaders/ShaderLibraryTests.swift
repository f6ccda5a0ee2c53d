/// ShaderLibrary: loading `.metal` files from a folder or one file, function lookup by definition.
import AuroraDisplayList
import Foundation
import Testing
@testable import Aurora

@MainActor
@Suite struct ShaderLibraryTests {
    static let alpha = "[[ stitchable ]] half4 alpha(float2 p, half4 c) { return c; }"
    static let beta = """
        // mentions alpha(float2) only in a comment
        [[ stitchable ]]
        half4 beta (float2 p, half4 c) { return c.bgra; }
        """

    @Test func folderLibraryFindsTheFileDefiningTheFunction() throws {
        let folder = try TemporaryShaderFolder(["A.metal": Self.alpha, "B.metal": Self.beta, "notes.txt": "beta("])
        defer { folder.remove() }
        let library = folder.library
        #expect(library.files().map(\.file) == ["A.metal", "B.metal"])
        #expect(library.source(defining: "beta")?.file == "B.metal")
        #expect(library.source(defining: "alpha")?.file == "A.metal")
        // A function no file defines resolves to the first file, whose compile reports it missing.
        #expect(library.source(defining: "gamma")?.file == "A.metal")
        let shader = library.beta(.float(1))
        #expect(shader.function == ShaderFunction(library: library, name: "beta"))
        #expect(shader.arguments == [.float(1)])
        #expect(shader.resolved(as: .colorEffect, maxSampleOffset: .zero)?.source == Self.beta)
    }

    @Test func onlyADefinitionCountsNotACommentOrACall() throws {
        // A.metal names alpha in a comment and in a return statement, both of which read like a
        // definition to a pattern match; only B.metal defines it.
        let mentions = """
            /* the older half4 alpha(float2 p, half4 c) lived here */
            [[ stitchable ]] half4 gamma(float2 p, half4 c) { return alpha (p, c); }
            """
        let folder = try TemporaryShaderFolder(["A.metal": mentions, "B.metal": Self.alpha])
        defer { folder.remove() }
        #expect(folder.library.source(defining: "alpha")?.file == "B.metal")
        #expect(folder.library.source(defining: "gamma")?.file == "A.metal")
    }

    @Test func anEditedFileIsReadAgain() throws {
        let folder = try TemporaryShaderFolder(["A.metal": Self.alpha])
        defer { folder.remove() }
        #expect(folder.library.source(defining: "alpha")?.source == Self.alpha)
        // Same path, new contents of another size: the remembered text must not be served.
        let edited = Self.alpha + "\n// edited"
        try Data(edited.utf8).write(to: folder.url.appendingPathComponent("A.metal"))
        #expect(folder.library.source(defining: "alpha")?.source == edited)
    }

    @Test func fileURLAndDataLibraries() throws {
        let folder = try TemporaryShaderFolder(["Only.metal": Self.beta])
        defer { folder.remove() }
        let file = ShaderLibrary(url: folder.url.appendingPathComponent("Only.metal"))
        #expect(file.files().map(\.file) == ["Only.metal"])
        #expect(file == .url(folder.url.appendingPathComponent("Only.metal")))
        let data = ShaderLibrary(data: Data(Self.alpha.utf8))
        #expect(data.source(defining: "alpha")?.source == Self.alpha)
        #expect(ShaderLibrary.url(folder.url.appendingPathComponent("missing")).files().isEmpty)
    }
}
