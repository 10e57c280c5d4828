// GeometryReader and preferences as SwiftUI spells them: `reflow preview Examples/Previews/Geometry.swift`,
// then resize the window. The bars are sized from the reader's proxy; the badge finds the selected bar through
// an anchor preference.
import SwiftUI

struct SelectedBarKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct BarChart: View {
    let values: [Double] = [3, 7, 4, 9, 5, 8, 2, 6]
    let selected = 3

    var body: some View {
        GeometryReader { proxy in
            HStack(alignment: .bottom, spacing: 8) {
                ForEach(values.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 6)
                        .fill(index == selected ? AnyShapeStyle(.orange.gradient) : AnyShapeStyle(.blue.opacity(0.6)))
                        .frame(height: proxy.size.height * values[index] / 10)
                        .anchorPreference(key: SelectedBarKey.self, value: .bounds) { index == selected ? $0 : nil }
                }
            }
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .overlayPreferenceValue(SelectedBarKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let bar = proxy[anchor]
                    Text("max")
                        .font(.caption.bold())
                        .padding(4)
                        .background(.white, in: Capsule())
                        .position(x: bar.midX, y: bar.minY - 14)
                }
            }
        }
        .padding(24)
    }
}

#Preview("Bar chart") {
    BarChart()
}
