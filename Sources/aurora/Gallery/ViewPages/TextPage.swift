/// Gallery page: the text styles at their iOS sizes, weights, designs, styled ranges, alignment and truncation.
import Aurora
import Foundation

struct TextPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Large Title").font(.largeTitle)
            Text("Title").font(.title)
            Text("Headline").font(.headline)
            Text("Body text, then ") + Text("bold").bold() + Text(", ") + Text("italic").italic() + Text(" and ")
                + Text("red").foregroundStyle(.red)
            Text("Serif design").font(.system(.title3, design: .serif))
            Text("Monospaced 0123").font(.system(size: 15, design: .monospaced))
            Text("Secondary caption").font(.caption).foregroundStyle(.secondary)
            Text("A gradient foreground on a long line of text")
                .font(.title3.weight(.heavy))
                .foregroundStyle(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            Text("Centered text that wraps onto a second line when the proposal is narrow")
                .multilineTextAlignment(.center)
                .frame(width: 220)
            Text("Truncated in the middle because the line limit is one")
                .lineLimit(1)
                .truncationMode(.middle)
                .frame(width: 220)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }
}
