// A radial layout with its previews written the older way, as a PreviewProvider.
// `reflow preview Examples/Previews` shows these together with the other files' previews.
import SwiftUI

/// Places its subviews evenly around a circle that fits the proposed size, the first one at the top.
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let largest = subviews.map { $0.sizeThatFits(.unspecified) }
            .reduce(CGFloat(0)) { max($0, $1.width, $1.height) }
        let radius = max(min(bounds.width, bounds.height) / 2 - largest / 2, 0)
        let step = 2 * Double.pi / Double(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            let angle = step * Double(index) - Double.pi / 2
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct RadialLayout_Previews: PreviewProvider {
    static var previews: some View {
        RadialLayout {
            ForEach(1...12, id: \.self) { hour in
                Text("\(hour)")
                    .frame(width: 32, height: 32)
                    .background(Circle().fill(Color.orange.opacity(0.3)))
            }
        }
        .padding(24)
    }
}
