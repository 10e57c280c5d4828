// A navigation stack whose toolbar switches its page between layouts: a picker in the navigation bar chooses
// a row, a column or a flow for the same cards (through `AnyLayout`, so the cards keep their identity and
// move to their new places), a button in the bottom bar shuffles them, and each card is a link to a detail page.
import SwiftUI

/// The layouts the toolbar chooses from.
enum LayoutChoice: String, CaseIterable, Hashable {
    case row = "Row", column = "Column", flow = "Flow"

    var layout: AnyLayout {
        switch self {
        case .row: AnyLayout(HStackLayout(spacing: 8))
        case .column: AnyLayout(VStackLayout(spacing: 8))
        case .flow: AnyLayout(CardFlow(spacing: 8))
        }
    }
}

/// Lines of cards, left to right, wrapping at the proposed width.
struct CardFlow: Layout {
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(subviews, width: proposal.width ?? .infinity)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.map { $0.height }.reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
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

    private func arrange(_ subviews: Subviews, width: CGFloat) -> [(indices: [Int], width: CGFloat, height: CGFloat)] {
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

/// One card: a coloured tile with its name.
struct NavigationCard: View {
    let name: String
    let hue: Double

    var body: some View {
        Text(name)
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 10)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color(hue: hue, saturation: 0.6, brightness: 0.85)))
    }
}

struct NavigationLayoutsDemo: View {
    @State private var choice = LayoutChoice.flow
    @State private var names = ["Proposal", "sizeThatFits", "placeSubviews", "Spacing", "Cache", "Alignment",
                                "Priority", "AnyLayout"]

    var body: some View {
        NavigationStack {
            choice.layout {
                ForEach(names, id: \.self) { name in
                    NavigationLink(value: name) {
                        NavigationCard(name: name, hue: Double(name.count % 8) / 8)
                    }
                }
            }
            .padding()
            .animation(.spring(duration: 0.5), value: choice)
            .animation(.spring(duration: 0.5), value: names)
            .navigationTitle("Layouts")
            .navigationDestination(for: String.self) { name in
                CardDetail(name: name)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Picker("Layout", selection: $choice) {
                        ForEach(LayoutChoice.allCases, id: \.self) { Text($0.rawValue) }
                    }
                    .pickerStyle(.segmented)
                    .frame(width: 210)
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Shuffle", systemImage: "shuffle") { names.shuffle() }
                }
                ToolbarItem(placement: .status) {
                    Text("\(names.count) cards").font(.footnote).foregroundStyle(.secondary)
                }
            }
        }
    }
}

/// The page a card's link pushes.
struct CardDetail: View {
    let name: String
    @Environment(\.dismiss) private var dismiss
    @State private var showsInfo = false

    var body: some View {
        VStack(spacing: 20) {
            NavigationCard(name: name, hue: Double(name.count % 8) / 8)
                .scaleEffect(2)
                .padding(40)
            Button("About this card") { showsInfo = true }
            Button("Back to the layouts") { dismiss() }
        }
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
        .alert(name, isPresented: $showsInfo) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("A card of \(name.count) letters.")
        }
    }
}

#Preview("Navigation layouts") {
    NavigationLayoutsDemo()
}
