// A layout demo you drive: the spacing steps with a stepper, the tags' size follows a slider, a button switches
// the container inside withAnimation, and tapping a tag removes it. Tab moves between the controls and Space
// presses them, so a presenter with a keyboard or a clicker alone can run it.
import SwiftUI

struct TagCloud: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(subviews, width: proposal.width ?? .infinity)
        return CGSize(width: rows.map(\.width).max() ?? 0,
                      height: rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in arrange(subviews, width: bounds.width) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private struct Row { var indices: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

    private func arrange(_ subviews: Subviews, width: CGFloat) -> [Row] {
        var rows: [Row] = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = rows[rows.count - 1].indices.isEmpty ? size.width : rows[rows.count - 1].width + spacing + size.width
            if needed > width && !rows[rows.count - 1].indices.isEmpty { rows.append(Row()) }
            var row = rows[rows.count - 1]
            row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
            rows[rows.count - 1] = row
        }
        return rows
    }
}

struct TagDemo: View {
    @State private var tags = ["Layout", "sizeThatFits", "placeSubviews", "ProposedViewSize", "Subviews",
                               "spacing", "priority", "AnyLayout", "ViewThatFits", "Grid", "alignment", "cache"]
    @State private var spacing = 8.0
    @State private var padding = 8.0
    @State private var isCloud = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 16) {
                Stepper("Spacing \(Int(spacing))", value: $spacing.animation(), in: 0...32, step: 4)
                    .frame(maxWidth: 220)
                Text("Padding")
                Slider(value: $padding, in: 2...20)
                    .frame(maxWidth: 160)
                Button(isCloud ? "As a column" : "As a cloud") {
                    withAnimation(.spring(duration: 0.5)) { isCloud.toggle() }
                }
                .buttonStyle(.borderedProminent)
            }
            let layout = isCloud ? AnyLayout(TagCloud(spacing: spacing)) : AnyLayout(VStackLayout(alignment: .leading, spacing: spacing))
            layout {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .padding(padding)
                        .background(Capsule().fill(Color.blue.opacity(0.15)))
                        .onTapGesture { withAnimation { tags.removeAll { $0 == tag } } }
                }
            }
            Text("Tap a tag to remove it.").font(.footnote).foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview("Tags you can drive") {
    TagDemo()
}

#Preview("Counter") {
    @Previewable @State var count = 3
    VStack(spacing: 12) {
        HStack(spacing: 6) {
            ForEach(0..<count, id: \.self) { _ in Circle().fill(.orange).frame(width: 24, height: 24) }
        }
        Stepper("\(count) circles", value: $count, in: 0...12)
            .frame(width: 220)
    }
}
