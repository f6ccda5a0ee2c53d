@testable import AuroraRaster
import Testing

/// Splitting a recorded layer into its drawings: fills and nested layers, each under its clips.
struct FilterUnitsTests {
    private let fill = DrawCommand.fill(.rect(PixelRect(x: 0, y: 0, width: 2, height: 2)), .solid(0xFF00_00FF), .normal)
    private let clip = DrawCommand.pushClip(.rect(PixelRect(x: 0, y: 0, width: 1, height: 1)))

    /// A short text form of a command list, to compare shapes.
    private func shape(_ commands: [DrawCommand]) -> String {
        commands.map {
            switch $0 {
            case .fill: "f"
            case .blit: "b"
            case .pushClip: "c"
            case .pushRegion: "r"
            case .popClip: ")"
            case .pushLayer: "["
            case .popLayer: "]"
            case .pushMask: "m"
            case .popMask: "M"
            }
        }.joined()
    }

    @Test func everyDrawingBecomesItsOwnLayerUnderItsClips() {
        let content: [DrawCommand] = [.pushLayer(opacity: 255, blendMode: .normal), fill, clip, fill,
                                      .pushLayer(opacity: 128, blendMode: .multiply), fill, .pushMask(.alpha), fill, .popMask, .popLayer,
                                      .popClip, fill, .popLayer]
        let units = FilterUnits.split(content).map(shape)
        #expect(units == ["[f]", "[cf)]", "[c[fmfM])]", "[f]"])
    }

    @Test func somethingElseIsLeftWhole() {
        #expect(FilterUnits.split([fill]).map(shape) == ["f"])
    }
}
