/// Splitting a filtered layer's drawing into its separate drawings, for filters that act on each.

/// The drawings of a filtered layer, one command list each, for a shadow with
/// `disablesGroup`: every fill, image and nested layer is filtered on its own, under the clips
/// in force where it was drawn.
enum FilterUnits {
    /// Splits `content` — a recorded layer: `.pushLayer`, its drawing, `.popLayer` — into one
    /// such layer per drawing, each keeping the clips that enclose it.
    static func split(_ content: [DrawCommand]) -> [[DrawCommand]] {
        guard content.count >= 2, case .pushLayer = content[0], case .popLayer = content[content.count - 1] else { return [content] }
        var units: [[DrawCommand]] = []
        var clips: [DrawCommand] = []
        var group: [DrawCommand] = []
        var depth = 0
        func emit(_ drawing: [DrawCommand]) {
            units.append([.pushLayer(opacity: 255, blendMode: .normal)] + clips + drawing
                         + Array(repeating: .popClip, count: clips.count) + [.popLayer])
        }
        for command in content[1..<(content.count - 1)] {
            if depth > 0 {
                group.append(command)
                switch command {
                case .pushLayer, .pushMask: depth += 1
                case .popLayer, .popMask: depth -= 1
                default: break
                }
                if depth == 0 { emit(group); group = [] }
                continue
            }
            switch command {
            case .pushClip, .pushRegion: clips.append(command)
            case .popClip: if !clips.isEmpty { clips.removeLast() }
            case .pushLayer, .pushMask:
                group = [command]
                depth = 1
            case .fill, .blit: emit([command])
            case .popLayer, .popMask: break
            }
        }
        return units
    }
}
