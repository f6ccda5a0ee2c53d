/// Gallery page: the built-in shapes, custom paths, fill, stroke, strokeBorder, trim, inset, rotation.
import Aurora
import Foundation

/// A five-pointed star as a custom shape.
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            let center = CGPoint(x: rect.midX, y: rect.midY)
            let outer = min(rect.width, rect.height) / 2
            for index in 0..<10 {
                let radius = index.isMultiple(of: 2) ? outer : outer * 0.45
                let angle = Double(index) * .pi / 5 - .pi / 2
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
    }
}

struct ShapesPage: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                Rectangle().fill(.red)
                RoundedRectangle(cornerRadius: 14, style: .continuous).fill(.orange)
                RoundedRectangle(cornerRadius: 14, style: .circular).fill(.yellow)
                UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20).fill(.green)
            }
            .frame(height: 56)
            HStack(spacing: 12) {
                Circle().fill(.teal)
                Ellipse().fill(.cyan)
                Capsule().fill(.blue)
                Star().fill(.indigo)
            }
            .frame(height: 56)
            HStack(spacing: 12) {
                Circle().stroke(.purple, lineWidth: 6)
                Circle().strokeBorder(.purple, lineWidth: 6)
                Circle().trim(from: 0, to: 0.7).stroke(.pink, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                Rectangle().inset(by: 10).rotation(.degrees(20)).fill(.brown)
                Star().stroke(.black, style: StrokeStyle(lineWidth: 2, lineJoin: .round, dash: [4, 3]))
            }
            .frame(height: 56)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white)
    }
}
