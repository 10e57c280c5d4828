// PhaseAnimator in previews. The first cycles on its own, for as long as it is shown. The second waits for
// its trigger, which in a preview nothing changes: in `reflow preview` the space key runs it, as a change of
// its trigger would, so a talk can show the animation when the speaker wants it.
import SwiftUI

#Preview("Breathing stack") {
    PhaseAnimator([4.0, 40.0]) { spacing in
        HStack(spacing: spacing) {
            ForEach(0..<5, id: \.self) { index in
                RoundedRectangle(cornerRadius: 6)
                    .fill(Color(hue: Double(index) / 5, saturation: 0.6, brightness: 0.9))
                    .frame(width: 40, height: 40)
            }
        }
    } animation: { _ in .easeInOut(duration: 1) }
}

#Preview("Press space") {
    PhaseAnimator([false, true], trigger: 0) { raised in
        VStack(alignment: raised ? .trailing : .leading, spacing: raised ? 24 : 4) {
            Text("sizeThatFits")
            Text("placeSubviews")
            Text("ProposedViewSize")
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.blue.opacity(raised ? 0.25 : 0.1)))
    } animation: { _ in .spring(duration: 0.6, bounce: 0.3) }
}
