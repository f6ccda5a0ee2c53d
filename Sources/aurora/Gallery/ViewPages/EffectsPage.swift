/// Gallery page: the post-layout effects — transforms, 3D rotation, blur, shadow, colour filters, blend modes, clips, masks.
import Aurora
import Foundation

/// One labelled effect sample.
struct EffectSample<Content: View>: View {
    let label: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(spacing: 4) {
            content.frame(width: 56, height: 56)
            Text(label).font(.caption2).foregroundStyle(.secondary)
        }
    }
}

struct EffectsPage: View {
    var tile: some View {
        RoundedRectangle(cornerRadius: 8).fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
    }

    var body: some View {
        Grid(horizontalSpacing: 14, verticalSpacing: 12) {
            GridRow {
                EffectSample(label: "opacity") { tile.opacity(0.4) }
                EffectSample(label: "rotation") { tile.rotationEffect(.degrees(20)) }
                EffectSample(label: "scale") { tile.scaleEffect(0.6, anchor: .bottomLeading) }
                EffectSample(label: "3D") { tile.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)) }
            }
            GridRow {
                EffectSample(label: "blur") { tile.blur(radius: 4) }
                EffectSample(label: "shadow") { tile.padding(6).shadow(color: .black.opacity(0.5), radius: 4, x: 2, y: 3) }
                EffectSample(label: "hue") { tile.hueRotation(.degrees(120)) }
                EffectSample(label: "grayscale") { tile.grayscale(1) }
            }
            GridRow {
                EffectSample(label: "invert") { tile.colorInvert() }
                EffectSample(label: "multiply") {
                    ZStack {
                        Circle().fill(.yellow).offset(x: -8)
                        Circle().fill(.cyan).offset(x: 8).blendMode(.multiply)
                    }
                    .compositingGroup()
                }
                EffectSample(label: "clipShape") { tile.clipShape(Circle()) }
                EffectSample(label: "mask") {
                    tile.mask { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) }
                }
            }
            GridRow {
                EffectSample(label: "visualEffect") {
                    tile.visualEffect { content, proxy in content.offset(x: proxy.size.width / 4).rotationEffect(.degrees(-10)) }
                }
                EffectSample(label: "brightness") { tile.brightness(0.3) }
                EffectSample(label: "saturation") { tile.saturation(0.2) }
                EffectSample(label: "drawingGroup") {
                    ZStack { ForEach(0..<6) { i in Circle().fill(.blue.opacity(0.3)).offset(x: CGFloat(i * 4 - 10)) } }.drawingGroup()
                }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white)
    }
}
