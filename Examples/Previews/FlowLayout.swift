// A flow layout as SwiftUI code writes it: rows filled left to right, wrapped at the proposed width.
// Preview it with `reflow preview Examples/Previews/FlowLayout.swift`; it compiles unchanged in Xcode.
import SwiftUI

/// Places its subviews in rows, left to right, starting a new row when the next one would not fit.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize] = []
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = arrange(cache.sizes, in: proposal.width ?? .infinity)
        let width = rows.map(\.width).max() ?? 0
        let height = rows.map(\.height).reduce(0, +) + lineSpacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in arrange(cache.sizes, in: bounds.width) {
            var x = bounds.minX
            for index in row.indices {
                let size = cache.sizes[index]
                subviews[index].place(at: CGPoint(x: x, y: y + (row.height - size.height) / 2),
                                      proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + lineSpacing
        }
    }

    /// One row: the indices of its subviews, its width and its height.
    struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    func arrange(_ sizes: [CGSize], in maxWidth: CGFloat) -> [Row] {
        var rows: [Row] = []
        var row = Row()
        for (index, size) in sizes.enumerated() {
            let widthWithItem = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            if widthWithItem > maxWidth && !row.indices.isEmpty {
                rows.append(row)
                row = Row()
            }
            row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
        }
        if !row.indices.isEmpty { rows.append(row) }
        return rows
    }
}

/// A rounded tag, as a tag cloud shows it.
struct Tag: View {
    let text: String
    var color: Color = .blue

    var body: some View {
        Text(text)
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .background(RoundedRectangle(cornerRadius: 12).fill(color.opacity(0.2)))
    }
}

private let words = ["Layout", "sizeThatFits", "placeSubviews", "ProposedViewSize", "Subviews", "cache",
                     "spacing", "alignment", "HStack", "VStack", "ZStack", "Grid", "AnyLayout", "frame",
                     "padding", "priority", "ViewDimensions", "guides", "Linux", "X11"]

#Preview("Tags") {
    FlowLayout {
        ForEach(words, id: \.self) { Tag(text: $0) }
    }
    .padding()
}

#Preview("Blocks", traits: .sizeThatFitsLayout) {
    FlowLayout(spacing: 4, lineSpacing: 4) {
        ForEach(0..<12, id: \.self) { index in
            Color(hue: Double(index) / 12, saturation: 0.7, brightness: 0.9)
                .frame(width: CGFloat(20 + index * 4), height: 30)
        }
    }
    .frame(width: 240)
}
