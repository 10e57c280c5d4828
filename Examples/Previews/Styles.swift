// Shape styles and drawing effects as SwiftUI spells them: `reflow preview Examples/Previews/Styles.swift`.
// The effects change how views are drawn, never their frames: press b to outline the frames.
import SwiftUI

struct Card: View {
    let title: String
    let style: AnyShapeStyle

    var body: some View {
        Text(title)
            .font(.headline)
            .foregroundStyle(.white)
            .frame(width: 120, height: 80)
            .background(style, in: RoundedRectangle(cornerRadius: 14))
            .shadow(color: .black.opacity(0.25), radius: 6, x: 0, y: 4)
    }
}

#Preview("Styles") {
    VStack(spacing: 20) {
        HStack(spacing: 20) {
            Card(title: "gradient", style: AnyShapeStyle(.blue.gradient))
            Card(title: "linear", style: AnyShapeStyle(.linearGradient(colors: [.pink, .orange],
                                                                       startPoint: .topLeading, endPoint: .bottomTrailing)))
            Card(title: "angular", style: AnyShapeStyle(AngularGradient(colors: [.red, .yellow, .green, .blue, .red],
                                                                         center: .center)))
        }
        HStack(spacing: 20) {
            Text("secondary").foregroundStyle(.secondary)
            Text("tertiary").foregroundStyle(.tertiary)
            Text("red, faded").foregroundStyle(.secondary).foregroundStyle(.red)
        }
        .padding()
        .background(.regularMaterial, in: Capsule())
    }
    .padding()
}

#Preview("Effects") {
    HStack(spacing: 30) {
        Rectangle()
            .fill(.teal)
            .frame(width: 80, height: 80)
            .rotationEffect(.degrees(30))
        Circle()
            .stroke(.purple, style: StrokeStyle(lineWidth: 4, dash: [10, 5]))
            .frame(width: 80, height: 80)
        Color.orange
            .frame(width: 80, height: 80)
            .clipShape(Circle())
            .scaleEffect(x: 1.2, y: 0.8)
        Text("Blur")
            .font(.largeTitle)
            .blur(radius: 2)
    }
    .padding(40)
}
