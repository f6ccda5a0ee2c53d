/// `FuzzTarget`: one decoder or parser fed arbitrary bytes by libFuzzer; the table of them all.
// Built only for fuzzing: @testable import needs the debug build that Scripts/fuzz makes.
#if FUZZING
@testable import AuroraDisplayList
@testable import AuroraImageIO
@testable import AuroraRaster
@testable import AuroraShaders
@testable import AuroraText

/// A named entry point that takes any bytes and must return (a value or a typed error) without
/// crashing, hanging or leaking. Adding a target is one entry in `all`.
struct FuzzTarget: Sendable {
    /// The name `aurora-fuzz NAME` runs it by, and its corpus folder's name in `Scripts/fuzz`.
    let name: String
    /// What it exercises.
    let summary: String
    /// Inputs to start from where the shared corpora have none (`aurora-fuzz NAME --seeds DIR` writes them).
    var seeds: [[UInt8]] = []
    /// Feeds one input.
    let run: @Sendable (UnsafeRawBufferPointer) -> Void

    static let all: [FuzzTarget] = [
        FuzzTarget(name: "png", summary: "PNGDecoder.decode") { bytes in
            _ = try? PNGDecoder.decode([UInt8](bytes))
        },
        FuzzTarget(name: "apng", summary: "APNGDecoder.decode (chunk CRCs repaired first): frames blended and disposed of on the canvas",
                   seeds: [ImageFuzzing.animation]) { bytes in
            _ = try? APNGDecoder.decode(ImageFuzzing.fixingChecksums([UInt8](bytes)))
        },
        FuzzTarget(name: "jpeg", summary: "JPEGDecoder.decode") { bytes in
            _ = try? JPEGDecoder.decode([UInt8](bytes))
        },
        FuzzTarget(name: "font", summary: "a whole font (FontFace), then every glyph's outline, metrics and colour glyph") { bytes in
            FontFuzzing.face([UInt8](bytes))
        },
        FuzzTarget(name: "font-table", summary: "one table parser chosen by the first byte, without the font's other tables") { bytes in
            FontFuzzing.table([UInt8](bytes))
        },
        FuzzTarget(name: "shader", summary: "the shader front end, compiler and VM: every entry point run on a 4×4 image",
                   seeds: ShaderFuzzing.seeds.map { Array($0.utf8) }) { bytes in
            ShaderFuzzing.run(String(decoding: bytes, as: UTF8.self))
        },
        FuzzTarget(name: "display-list", summary: "DisplayList(parsing:) and printing the result back") { bytes in
            if let list = try? DisplayList(parsing: String(decoding: bytes, as: UTF8.self)) { _ = list.description }
        },
        FuzzTarget(name: "preview-message", summary: "PreviewRequest(json:), the live preview's page messages; input and settings through a history export and restore",
                   seeds: PreviewFuzzing.requestSeeds.map { Array($0.utf8) }) { bytes in
            PreviewFuzzing.request(bytes)
        },
        FuzzTarget(name: "agent-channel", summary: "AgentChannel.receive(), the preview agent's pipe framing, over a stream of messages",
                   seeds: PreviewFuzzing.channelSeeds) { bytes in
            PreviewFuzzing.channel(bytes)
        },
    ]
}
#endif
