/// Gallery page: Canvas and GraphicsContext — the WWDC21 particle visualizer, shadings, filters, clips, layers and symbols.
import Aurora
import Foundation

/// One labelled 64-point canvas.
struct CanvasSample: View {
    let label: String
    let renderer: (inout GraphicsContext, CGSize) -> Void

    var body: some View {
        VStack(spacing: 4) {
            Canvas(renderer: renderer).frame(width: 64, height: 64).background(Color(white: 0.94))
            Text(label).font(.caption2).foregroundStyle(.secondary)
        }
    }
}

struct CanvasPage: View {
    static let disc = Path(ellipseIn: CGRect(x: 6, y: 6, width: 52, height: 52))
    static let rainbow = Gradient(colors: [.red, .orange, .yellow, .green, .blue, .purple])

    /// The session's sparkles: a resolved symbol drawn in a row over cyan ellipses, screen-blended, at a fixed time.
    var sparkles: some View {
        Canvas { context, size in
            var image = context.resolve(Image(systemName: "sparkle"))
            image.shading = .color(.blue)
            let imageSize = image.size
            context.blendMode = .screen
            let angle = Angle.degrees(0.4.truncatingRemainder(dividingBy: 3) * 120)
            for i in 0..<5 {
                let frame = CGRect(x: 0.5 * size.width + CGFloat(i - 2) * imageSize.width * 1.2 - imageSize.width / 2 + cos(angle.radians) * 20,
                                   y: 0.5 * size.height - imageSize.height / 2 + sin(angle.radians) * 12,
                                   width: imageSize.width, height: imageSize.height)
                var inner = context
                inner.opacity = 0.5
                inner.fill(Ellipse().path(in: frame), with: .color(.cyan))
                context.draw(image, in: frame)
            }
        }
        .frame(height: 96)
        .background(Color.black)
        .font(.system(size: 28))
    }

    var body: some View {
        VStack(spacing: 12) {
            sparkles
            Grid(horizontalSpacing: 12, verticalSpacing: 10) {
                GridRow {
                    CanvasSample(label: "linear") { context, _ in
                        context.fill(Self.disc, with: .linearGradient(Self.rainbow, startPoint: CGPoint(x: 6, y: 6), endPoint: CGPoint(x: 58, y: 58)))
                    }
                    CanvasSample(label: "radial mirror") { context, _ in
                        context.fill(Self.disc, with: .radialGradient(Gradient(colors: [.indigo, .mint]), center: CGPoint(x: 32, y: 32),
                                                                      startRadius: 0, endRadius: 8, options: .mirror))
                    }
                    CanvasSample(label: "conic") { context, _ in
                        context.fill(Self.disc, with: .conicGradient(Self.rainbow, center: CGPoint(x: 32, y: 32)))
                    }
                    CanvasSample(label: "stroke") { context, _ in
                        context.stroke(Path(roundedRect: CGRect(x: 10, y: 10, width: 44, height: 44), cornerRadius: 10),
                                       with: .color(.pink), style: StrokeStyle(lineWidth: 5, dash: [8, 4]))
                    }
                }
                GridRow {
                    CanvasSample(label: "shadow") { context, _ in
                        context.addFilter(.shadow(color: .black.opacity(0.5), radius: 3, x: 3, y: 4))
                        context.fill(Path(roundedRect: CGRect(x: 12, y: 12, width: 36, height: 36), cornerRadius: 8), with: .color(.orange))
                    }
                    CanvasSample(label: "inner shadow") { context, _ in
                        context.addFilter(.shadow(color: .black, radius: 3, x: 3, y: 3, blendMode: .sourceAtop,
                                                  options: [.invertsAlpha, .shadowAbove]))
                        context.fill(Self.disc, with: .color(.teal))
                    }
                    CanvasSample(label: "blur") { context, _ in
                        context.addFilter(.blur(radius: 3))
                        context.fill(Path(CGRect(x: 16, y: 16, width: 32, height: 32)), with: .color(.blue))
                    }
                    CanvasSample(label: "hue") { context, _ in
                        context.addFilter(.hueRotation(.degrees(140)))
                        context.fill(Self.disc, with: .linearGradient(Self.rainbow, startPoint: .zero, endPoint: CGPoint(x: 64, y: 0)))
                    }
                }
                GridRow {
                    CanvasSample(label: "clip inverse") { context, _ in
                        context.clip(to: Path(ellipseIn: CGRect(x: 20, y: 20, width: 24, height: 24)), options: .inverse)
                        context.fill(Self.disc, with: .color(.purple))
                    }
                    CanvasSample(label: "clipToLayer") { context, _ in
                        context.clipToLayer { layer in
                            layer.draw(Text("Aa").font(.system(size: 40, weight: .bold)), at: CGPoint(x: 32, y: 32))
                        }
                        context.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 64)),
                                     with: .linearGradient(Self.rainbow, startPoint: .zero, endPoint: CGPoint(x: 64, y: 64)))
                    }
                    CanvasSample(label: "drawLayer") { context, _ in
                        context.opacity = 0.5
                        context.drawLayer { layer in
                            layer.fill(Path(ellipseIn: CGRect(x: 8, y: 14, width: 32, height: 32)), with: .color(.red))
                            layer.fill(Path(ellipseIn: CGRect(x: 24, y: 14, width: 32, height: 32)), with: .color(.blue))
                        }
                    }
                    CanvasSample(label: "rotate") { context, size in
                        context.translateBy(x: size.width / 2, y: size.height / 2)
                        for step in 0..<12 {
                            var petal = context
                            petal.rotate(by: .degrees(Double(step) * 30))
                            petal.opacity = 0.6
                            petal.blendMode = .multiply
                            petal.fill(Path(ellipseIn: CGRect(x: 2, y: -5, width: 26, height: 10)),
                                       with: .color(hue: Double(step) / 12, saturation: 0.8, brightness: 1))
                        }
                    }
                }
            }
        }
        .padding(12)
        .background(Color.white)
    }
}

extension GraphicsContext.Shading {
    /// A colour from hue, saturation and brightness.
    static func color(hue: Double, saturation: Double, brightness: Double) -> GraphicsContext.Shading {
        .color(Color(hue: hue, saturation: saturation, brightness: brightness))
    }
}
