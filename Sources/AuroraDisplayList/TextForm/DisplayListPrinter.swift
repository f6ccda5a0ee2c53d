/// `DisplayListPrinter`: a display list → its S-expression text form (see the module README for the grammar).
import AuroraGeometry
import AuroraRaster
import AuroraText
import Foundation

/// Prints the text form: one item per line, children indented two spaces per level (up to a
/// fixed depth, so very deep lists stay linear in size).
struct DisplayListPrinter {
    private static let maximumIndent = 32
    private var out = ""

    /// Work left to print, innermost last: the rest of a list of items, or closing text.
    private enum Work {
        case items(ArraySlice<DisplayList.Item>, depth: Int)
        case text(String)
    }

    /// Prints with an explicit stack instead of recursion, so lists of any depth print.
    static func print(_ list: DisplayList) -> String {
        var printer = DisplayListPrinter()
        printer.out = "(display-list"
        var stack: [Work] = [.text(")"), .items(list.items[...], depth: 1)]
        while let work = stack.popLast() {
            switch work {
            case .text(let text):
                printer.out += text
            case .items(let items, let depth):
                guard let item = items.first else { continue }
                stack.append(.items(items.dropFirst(), depth: depth))
                printer.out += "\n" + String(repeating: "  ", count: min(depth, Self.maximumIndent))
                printer.out += "(item frame=" + Self.rect(item.frame) + " "
                switch item.value {
                case .content(let content):
                    printer.out += "(content " + Self.content(content) + "))"
                case .effect(.mask(let mask), let list):
                    printer.out += "(effect (mask"
                    stack.append(.text("))"))
                    stack.append(.items(list.items[...], depth: depth + 1))
                    stack.append(.text(")"))
                    stack.append(.items(mask.items[...], depth: depth + 2))
                case .effect(let effect, let list):
                    printer.out += "(effect " + Self.effect(effect)
                    stack.append(.text("))"))
                    stack.append(.items(list.items[...], depth: depth + 1))
                }
            }
        }
        return printer.out
    }

    /// Every effect but `mask`, whose items the caller prints.
    private static func effect(_ effect: DisplayList.Effect) -> String {
        switch effect {
        case .opacity(let v): return "(opacity \(n(v)))"
        case .transform(let t): return "(transform \(affine(t)))"
        case .projection(let m):
            return "(projection " + [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map(n).joined(separator: " ") + ")"
        case .clip(let path, let style): return "(clip " + self.path(path) + " " + fillFlags(style) + ")"
        case .mask: return "(mask)"
        case .blendMode(let mode): return "(blend-mode \(TextFormNames.name(of: mode, in: TextFormNames.blendModes)))"
        case .compositingGroup: return "(compositing-group)"
        case .drawingGroup: return "(drawing-group)"
        case .filters(let filters): return "(filters" + filters.map { " " + filter($0) }.joined() + ")"
        case .shader(let shader): return self.shader(shader)
        case .backdrop(let b):
            return "(backdrop blur=\(n(b.blurRadius)) saturation=\(n(b.saturation)) \(color(b.tint)))"
        }
    }

    static func filter(_ filter: DisplayList.Filter) -> String {
        switch filter {
        case .blur(let radius, let opaque): return "(blur radius=\(n(radius)) opaque=\(opaque))"
        case .shadow(let color, let radius, let offset):
            return "(shadow \(self.color(color)) radius=\(n(radius)) offset=(\(n(offset.width)) \(n(offset.height))))"
        case .brightness(let v): return "(brightness \(n(v)))"
        case .contrast(let v): return "(contrast \(n(v)))"
        case .saturation(let v): return "(saturation \(n(v)))"
        case .hueRotation(let a): return "(hue-rotation radians=\(n(a.radians)))"
        case .grayscale(let v): return "(grayscale \(n(v)))"
        case .colorInvert: return "(color-invert)"
        case .colorMultiply(let c): return "(color-multiply \(color(c)))"
        case .luminanceToAlpha: return "(luminance-to-alpha)"
        case .colorMatrix(let m):
            let v = [m.r1, m.r2, m.r3, m.r4, m.r5, m.g1, m.g2, m.g3, m.g4, m.g5,
                     m.b1, m.b2, m.b3, m.b4, m.b5, m.a1, m.a2, m.a3, m.a4, m.a5]
            return "(color-matrix " + v.map(TextFormNames.number).joined(separator: " ") + ")"
        case .alphaThreshold(let lo, let hi, let c):
            return "(alpha-threshold min=\(n(lo)) max=\(n(hi)) \(color(c)))"
        }
    }

    static func content(_ content: DisplayList.Content) -> String {
        switch content {
        case .fill(let p): return "(fill \(paint(p)))"
        case .shape(let path, let p, let style, let mode):
            let blend = mode == .normal ? "" : " (blend-mode \(TextFormNames.name(of: mode, in: TextFormNames.blendModes)))"
            return "(shape \(self.path(path)) \(paint(p)) \(drawStyle(style))\(blend))"
        case .image(let image, let rect, let interpolation):
            let bytes = Data(image.pixmap.premultipliedRGBA).base64EncodedString()
            return "(image \(string(image.id)) rect=\(self.rect(rect)) interpolation=\(TextFormNames.name(of: interpolation, in: TextFormNames.samplings)) "
                + "(pixels \(image.width) \(image.height) \"\(bytes)\"))"
        case .text(let runs): return "(text" + runs.map { " " + run($0) }.joined() + ")"
        }
    }

    static func run(_ run: DisplayList.GlyphRun) -> String {
        let font: String
        if let path = run.face.path {
            font = "(font \(string(path)) \(run.face.index))"
        } else {
            font = "(font memory \(string(run.face.postScriptName ?? run.face.familyName)) \(run.face.index))"
        }
        var glyphs = "(glyphs"
        for (glyph, position) in zip(run.glyphs, run.positions) {
            glyphs += " \(glyph) \(n(position.x)) \(n(position.y))"
        }
        let quantized = run.disablesSubpixelQuantization ? " quantized=false" : ""
        return "(run \(font) size=\(n(run.size))\(quantized) \(paint(run.paint)) \(glyphs)))"
    }

    static func paint(_ paint: DisplayList.Paint) -> String {
        switch paint {
        case .color(let c): return color(c)
        case .linearGradient(let stops, let start, let end):
            return "(linear-gradient start=\(point(start)) end=\(point(end))\(self.stops(stops)))"
        case .radialGradient(let stops, let center, let r0, let r1):
            return "(radial-gradient center=\(point(center)) start-radius=\(n(r0)) end-radius=\(n(r1))\(self.stops(stops)))"
        case .angularGradient(let stops, let center, let a0, let a1):
            return "(angular-gradient center=\(point(center)) start-radians=\(n(a0.radians)) end-radians=\(n(a1.radians))\(self.stops(stops)))"
        case .ellipticalGradient(let stops, let center, let radii, let f0, let f1):
            return "(elliptical-gradient center=\(point(center)) radii=(\(n(radii.width)) \(n(radii.height))) "
                + "start-fraction=\(n(f0)) end-fraction=\(n(f1))\(self.stops(stops)))"
        case .shader(let shader, let boundingRect, let opacity):
            return "(shader-fill rect=\(rect(boundingRect)) opacity=\(TextFormNames.number(opacity)) \(self.shader(shader)))"
        case .meshGradient(let mesh):
            return meshGradient(mesh)
        case .spreadGradient(let gradient, let spread, let transform):
            return "(spread-gradient spread=\(TextFormNames.name(of: spread, in: TextFormNames.spreads))"
                + " transform=(\(affine(transform))) \(Self.paint(gradient)))"
        case .perceptualGradient(let gradient):
            return "(perceptual-gradient \(Self.paint(gradient)))"
        }
    }

    private static func stops(_ stops: [GradientStop]) -> String {
        stops.map { " (stop \(TextFormNames.number($0.location)) \(color($0.color)))" }.joined()
    }

    static func color(_ c: RGBAColor) -> String {
        "(srgb \([c.red, c.green, c.blue, c.alpha].map(TextFormNames.number).joined(separator: " ")))"
    }

    static func drawStyle(_ style: DisplayList.DrawStyle) -> String {
        switch style {
        case .fill(let f): return "(fill \(fillFlags(f)))"
        case .stroke(let s):
            return "(stroke width=\(n(s.lineWidth)) cap=\(TextFormNames.name(of: s.lineCap, in: TextFormNames.lineCaps)) "
                + "join=\(TextFormNames.name(of: s.lineJoin, in: TextFormNames.lineJoins)) miter-limit=\(n(s.miterLimit)) "
                + "dash=(\(s.dash.map(n).joined(separator: " "))) phase=\(n(s.dashPhase)))"
        }
    }

    static func fillFlags(_ f: FillStyle) -> String {
        (f.isEOFilled ? "even-odd" : "non-zero") + (f.isAntialiased ? " antialiased" : " aliased")
    }

    static func path(_ path: BezierPath) -> String {
        var s = "(path"
        for element in path.elements {
            switch element {
            case .move(let p): s += " M \(n(p.x)) \(n(p.y))"
            case .line(let p): s += " L \(n(p.x)) \(n(p.y))"
            case .quadCurve(let p, let c): s += " Q \(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))"
            case .curve(let p, let c1, let c2): s += " C \(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))"
            case .closeSubpath: s += " Z"
            }
        }
        return s + ")"
    }

    static func rect(_ r: CGRect) -> String {
        "(\(n(r.origin.x)) \(n(r.origin.y)) \(n(r.size.width)) \(n(r.size.height)))"
    }

    static func point(_ p: CGPoint) -> String { "(\(n(p.x)) \(n(p.y)))" }

    static func affine(_ t: CGAffineTransform) -> String {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: " ")
    }

    static func string(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }

    static func n(_ v: CGFloat) -> String { TextFormNames.number(Double(v)) }
}
