import SwiftUI

// Text as an iPhone sets it: string literals render their markdown, parts joined with `+` keep their looks,
// every script is shaped (Arabic joins, right to left), emoji sequences are one glyph, and the tags wrap where
// San Francisco's widths make them wrap. A long path is cut in its middle, a headline tightened before it is
// cut, and the link opens in the browser. Resize the window to watch the flow.
struct ScoreRow: View {
    let rank: Int
    let name: String
    let points: Double

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("**\(rank).**")
            Text(name)
            Spacer()
            Text("\(points, specifier: "%.1f") pts").monospaced()
        }
    }
}

struct TypographyTags: View {
    let tags = ["Typography", "kerning", "tracking", "WAVE", "Dynamic Type", "line height", "fitted width",
                "右から左", "مرحبا", "emoji 🎉", "iOS 17", "Hamburgefonstiv"]

    var body: some View {
        FlowingTags(spacing: 6) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.blue.opacity(0.15)))
            }
        }
    }
}

/// A textbook flow layout: rows fill from the leading edge and wrap when the next view does not fit.
struct FlowingTags: Layout {
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(for: proposal.width ?? .infinity, subviews: subviews)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.map { $0.height }.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(for: bounds.width, subviews: subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private func rows(for width: CGFloat, subviews: Subviews) -> [(indices: [Int], width: CGFloat, height: CGFloat)] {
        var rows: [(indices: [Int], width: CGFloat, height: CGFloat)] = []
        var current: (indices: [Int], width: CGFloat, height: CGFloat) = ([], 0, 0)
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = current.indices.isEmpty ? size.width : current.width + spacing + size.width
            if needed > width, !current.indices.isEmpty {
                rows.append(current)
                current = ([index], size.width, size.height)
            } else {
                current = (current.indices + [index], needed, max(current.height, size.height))
            }
        }
        if !current.indices.isEmpty { rows.append(current) }
        return rows
    }
}

#Preview("Typography") {
    VStack(alignment: .leading, spacing: 12) {
        Text("Release **notes**: *faster* reloads, `--snapshot`, ~~no~~ [docs](https://example.org)")
        Text("Total: ").bold() + Text("42").foregroundColor(.green) + Text(" items").italic()
        Text("AVATAR · Ta · To · Wa").font(.title)
        Text("سلام · 你好 · こんにちは · 안녕하세요 · नमस्ते · สวัสดี")
        Text("👨‍👩‍👧‍👦 👋🏾 🐱 🇯🇵")
        Text("Tap \(Text("Save").bold()) to keep your changes, or [read the guide](https://example.org).")
        Text("/Users/ada/Documents/Projects/Reflow/Examples/Previews/Typography.swift")
            .lineLimit(1).truncationMode(.middle)
        Text("A headline a little too long for its line").font(.headline).lineLimit(1).allowsTightening(true)
        Divider()
        ScoreRow(rank: 1, name: "Ada", points: 98.5)
        ScoreRow(rank: 2, name: "Grace", points: 91.25)
        Divider()
        TypographyTags()
    }
    .padding()
}
