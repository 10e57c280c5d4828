// Layouts that adapt to the window: resize it and watch. `ViewThatFits` swaps the row of buttons for a column
// when the row no longer fits, the size class (regular from 678 points wide) turns the two panels from a column
// into a row, and the bar stays at the bottom through `safeAreaInset`.
import SwiftUI

struct AdaptiveDemo: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        Group {
            if sizeClass == .regular {
                HStack(spacing: 16) { panels }
            } else {
                VStack(spacing: 16) { panels }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .safeAreaInset(edge: .bottom, spacing: 0) {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) { buttons }
                VStack(spacing: 4) { buttons }
            }
            .padding(8)
            .frame(maxWidth: .infinity)
            .background(Color.gray.opacity(0.2))
        }
    }

    @ViewBuilder private var panels: some View {
        Color.orange
            .aspectRatio(16 / 9, contentMode: .fit)
            .overlay(Text(sizeClass == .regular ? "regular width" : "compact width").bold())
        Text("A caption that reserves two lines, and takes at most three when the panel is narrow.")
            .italic()
            .lineLimit(2...3)
            .frame(maxWidth: 240)
    }

    @ViewBuilder private var buttons: some View {
        Text("Back").padding(6).background(Color.blue.opacity(0.2))
        Text("Share with friends").padding(6).background(Color.blue.opacity(0.2))
        Text("Next chapter").padding(6).background(Color.blue.opacity(0.2))
    }
}

#Preview("Adaptive") {
    AdaptiveDemo()
}
