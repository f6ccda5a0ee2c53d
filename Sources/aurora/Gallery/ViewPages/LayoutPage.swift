/// Gallery page: stacks with default spacing, flexible frames, alignment guides, a grid and safe-area padding.
import Aurora
import Foundation

struct LayoutPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("HStack · Spacer · frame(maxWidth:)").font(.caption)
            HStack {
                Swatch(color: .red, width: 40)
                Swatch(color: .orange, width: 60)
                Spacer()
                Swatch(color: .yellow, width: 30)
            }
            HStack(spacing: 0) {
                Color.blue.frame(maxWidth: 80)
                Color.teal
                Color.mint.frame(width: 50).layoutPriority(1)
            }
            .frame(height: 24)
            Text("VStack(alignment:) · alignmentGuide").font(.caption)
            VStack(alignment: .leading, spacing: 4) {
                Swatch(color: .purple, width: 120)
                Swatch(color: .indigo, width: 80).alignmentGuide(.leading) { d in -d.width / 2 }
                Swatch(color: .pink, width: 40)
            }
            Text("ZStack · overlay · background(in:)").font(.caption)
            ZStack(alignment: .bottomTrailing) {
                Color.gray.opacity(0.3).frame(width: 140, height: 60)
                Text("corner").padding(6).background(.yellow, in: RoundedRectangle(cornerRadius: 6))
            }
            Text("Grid · GridRow").font(.caption)
            Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 6) {
                GridRow {
                    Swatch(color: .red, width: 20)
                    Swatch(color: .green, width: 60)
                    Swatch(color: .blue, width: 30)
                }
                GridRow {
                    Swatch(color: .orange, width: 50)
                    Swatch(color: .mint, width: 20)
                }
                Divider()
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }
}

/// A coloured bar of a given width.
struct Swatch: View {
    let color: Color
    let width: CGFloat

    var body: some View {
        RoundedRectangle(cornerRadius: 4).fill(color).frame(width: width, height: 16)
    }
}
