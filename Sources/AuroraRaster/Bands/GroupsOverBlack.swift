/// Groups over black: which compositing groups give the same pixels drawn straight onto an opaque black backdrop.

/// Finds the plain compositing groups whose drawing can go straight onto the layer below
/// when that layer is opaque black where the group draws.
///
/// A group starts transparent and is then laid over its backdrop with source-over. Source-over
/// and screen compute each colour channel from the source and the destination's colour alone,
/// and transparent and opaque black have the same colour channels (zero). So inside the group
/// and directly on the black, every drawing leaves the same colours, and the group laid over
/// black adds nothing to them: the result is the same bit for bit, without the offscreen layer
/// (its clearing, and compositing every pixel it drew). A particle system drawn with `.screen`
/// in a `Canvas` over `Color.black` is the case this is for.
enum GroupsOverBlack {
    /// For each command, whether it is a `pushLayer` of a group that qualifies: full opacity,
    /// normal blending, and up to its `popLayer` only fills and blits with source-over or screen
    /// (no clips, masks or nested layers).
    static func find(in commands: [DrawCommand]) -> [Bool] {
        var result = [Bool](repeating: false, count: commands.count)
        var open: Int?
        for index in commands.indices {
            switch commands[index] {
            case .pushLayer(let opacity, let mode):
                open = opacity == 255 && mode == .normal ? index : nil
            case .fill(_, _, let mode):
                if !keepsColorsOverBlack(mode) { open = nil }
            case .blit(let blit):
                if !keepsColorsOverBlack(blit.blendMode) { open = nil }
            case .popLayer:
                if let start = open { result[start] = true }
                open = nil
            case .pushClip, .pushRegion, .popClip, .pushMask, .popMask:
                open = nil
            }
        }
        return result
    }

    /// Whether a drawing with `mode` computes each colour channel from colour channels alone.
    private static func keepsColorsOverBlack(_ mode: BlendMode) -> Bool {
        mode == .normal || mode == .screen
    }

    /// The premultiplied word of opaque black.
    static let opaqueBlack: UInt32 = 0xFF00_0000
}
