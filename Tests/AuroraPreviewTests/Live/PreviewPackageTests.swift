/// The generated agent package follows the source listing, so SwiftPM plans again when a file is added or removed.
import Foundation
import Testing
@testable import AuroraPreview

@Suite struct PreviewPackageTests {
    @Test func addingOrRemovingASourceFileChangesTheAgentsManifest() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("aurora-package-\(UUID().uuidString)")
        let sources = root.appendingPathComponent("Sources/Effects")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("struct A {}\n".utf8).write(to: sources.appendingPathComponent("A.swift"))
        let aurora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let package = PreviewPackage(root: root, identity: "effects", libraries: ["Effects"], modules: ["Effects"],
                                     sourceFolders: [sources], auroraRoot: aurora)
        let manifest = package.agentFolder.appendingPathComponent("Package.swift")
        try package.writeAgentPackage()
        let first = try String(contentsOf: manifest, encoding: .utf8)
        try package.writeAgentPackage()
        #expect(try String(contentsOf: manifest, encoding: .utf8) == first, "an unchanged listing keeps the manifest (and the build)")
        try Data("struct B {}\n".utf8).write(to: sources.appendingPathComponent("B.swift"))
        try package.writeAgentPackage()
        let added = try String(contentsOf: manifest, encoding: .utf8)
        #expect(added != first, "a new file changes the manifest, so SwiftPM plans again")
        try FileManager.default.removeItem(at: sources.appendingPathComponent("B.swift"))
        try package.writeAgentPackage()
        #expect(try String(contentsOf: manifest, encoding: .utf8) == first)
    }
}
