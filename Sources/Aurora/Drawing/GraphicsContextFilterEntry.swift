/// How a context's filters become display-list effects around each drawing, in the user space they were added in.
import AuroraDisplayList
import AuroraGeometry
import AuroraRaster
import Foundation

/// What a `GraphicsContext.Filter` does.
enum GraphicsContextFilterKind: Sendable {
    /// A filter the display list has as is (blur, colour filters, alpha threshold).
    case display(DisplayList.Filter)
    /// A shadow with a blend mode and options.
    case shadow(GraphicsContextShadow)
    /// A projective transform.
    case projection(ProjectionTransform)
    /// A shader run over the drawing.
    case shader(Shader, DisplayList.Shader.Kind, maxSampleOffset: CGSize)
}

/// `GraphicsContext.Filter.shadow`'s values, lengths in points.
struct GraphicsContextShadow: Sendable {
    var color: RGBAColor
    var radius: CGFloat
    var offset: CGSize
    var blendMode: AuroraRaster.BlendMode
    var options: GraphicsContext.ShadowOptions
}

/// A filter added to a context, resolved, with the transform (user space → canvas) current when it was added.
struct GraphicsContextFilterEntry {
    enum Step {
        case effect(DisplayList.Effect)
        case shadow(GraphicsContextShadow)
        case shader(DisplayList.Shader)
    }

    let step: Step
    let transform: CGAffineTransform

    /// The entry for `kind`, or nil for a filter that does nothing (a blur of radius 0, a shader without source).
    init?(_ kind: GraphicsContextFilterKind, transform: CGAffineTransform) {
        self.transform = transform
        switch kind {
        case .display(.blur(let radius, _)) where radius <= 0:
            return nil
        case .display(let filter):
            step = .effect(.filters([filter]))
        case .projection(let matrix):
            step = .effect(.projection(matrix))
        case .shadow(let shadow) where shadow.options.isEmpty && shadow.blendMode == .normal:
            step = .effect(.filters([.shadow(color: shadow.color, radius: shadow.radius, offset: shadow.offset)]))
        case .shadow(let shadow):
            step = .shadow(shadow)
        case .shader(let shader, let kind, let offset):
            guard let resolved = shader.resolved(as: kind, maxSampleOffset: offset) else { return nil }
            step = .shader(resolved)
        }
    }

    /// Whether the filter is a shadow with `.disablesGroup`.
    var disablesGroup: Bool {
        if case .shadow(let shadow) = step { return shadow.options.contains(.disablesGroup) }
        return false
    }

    /// `items` (canvas space) filtered in the filter's user space; still canvas space.
    ///
    /// A layer drawn through a shadow with `.disablesGroup` shadows each of its items on its own.
    func apply(to items: [DisplayList.Item], canvas: CGRect) -> [DisplayList.Item] {
        if disablesGroup, items.count > 1 {
            return items.flatMap { apply(to: [$0], canvas: canvas) }
        }
        let frame = GraphicsContextState.effectFrame(canvas)
        let toUser = transform.invertedIfPossible
        let isIdentity = transform == .identity
        // Into the filter's user space.
        var list = isIdentity ? items : [DisplayList.Item(frame: frame, effect: .transform(toUser), DisplayList(items: items))]
        switch step {
        case .effect(let effect):
            list = [DisplayList.Item(frame: frame, effect: effect, DisplayList(items: list))]
        case .shadow(let shadow):
            list = Self.shadowed(list, shadow, frame: frame)
        case .shader(let shader):
            // The effect's local space is the filter's user space, so its region starts at the
            // origin and reaches the far corner of the canvas.
            let reach = canvas.applying(toUser)
            let region = CGRect(x: 0, y: 0, width: max(0, reach.maxX), height: max(0, reach.maxY))
            list = [DisplayList.Item(frame: region, effect: .shader(shader), DisplayList(items: list))]
        }
        if isIdentity { return list }
        return [DisplayList.Item(frame: frame, effect: .transform(transform), DisplayList(items: list))]
    }

    /// A shadow with a blend mode or options, built from display-list effects: the drawing's
    /// alpha (or its inverse) tinted by a colour matrix, blurred and moved, composited below
    /// or above the drawing (or alone) inside one group.
    static func shadowed(_ items: [DisplayList.Item], _ shadow: GraphicsContextShadow, frame: CGRect) -> [DisplayList.Item] {
        var tint = ColorMatrix()
        (tint.r1, tint.g2, tint.b3) = (0, 0, 0)
        (tint.r5, tint.g5, tint.b5) = (shadow.color.red, shadow.color.green, shadow.color.blue)
        if shadow.options.contains(.invertsAlpha) {
            (tint.a4, tint.a5) = (-shadow.color.alpha, shadow.color.alpha)
        } else {
            tint.a4 = shadow.color.alpha
        }
        var filters: [DisplayList.Filter] = [.colorMatrix(tint)]
        if shadow.radius > 0 { filters.append(.blur(radius: shadow.radius, opaque: false)) }
        let content = DisplayList(items: items)
        var cast = DisplayList.Item(frame: frame, effect: .filters(filters), content)
        if shadow.offset != .zero {
            cast = DisplayList.Item(frame: frame, effect: .transform(CGAffineTransform(translationX: shadow.offset.width, y: shadow.offset.height)),
                                    DisplayList(items: [cast]))
        }
        if shadow.blendMode != .normal {
            cast = DisplayList.Item(frame: frame, effect: .blendMode(shadow.blendMode), DisplayList(items: [cast]))
        }
        let group: [DisplayList.Item]
        if shadow.options.contains(.shadowOnly) {
            group = [cast]
        } else if shadow.options.contains(.shadowAbove) {
            group = items + [cast]
        } else {
            group = [cast] + items
        }
        return [DisplayList.Item(frame: frame, effect: .compositingGroup, DisplayList(items: group))]
    }
}
