// A file without previews: `reflow preview Examples/Previews/Badge.swift` shows its first view that can be
// made with init(), Badge(), and says so.
import SwiftUI

struct Badge: View {
    var count = 7

    var body: some View {
        ZStack(alignment: .topTrailing) {
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.blue.opacity(0.2))
                .frame(width: 120, height: 80)
            Text("\(count)")
                .foregroundColor(.white)
                .padding(6)
                .background(Circle().fill(Color.red))
                .offset(x: 10, y: -10)
        }
    }
}
