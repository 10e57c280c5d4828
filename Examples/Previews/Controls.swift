// Controls driving a layout, as a demo does: `reflow preview Examples/Previews/Controls.swift`. A stepper sets
// the spacing, a slider the size, a segmented picker the alignment, a button switches the row to a column
// inside withAnimation, and a toggle tints everything. Tab moves focus, Space presses.
import SwiftUI

struct ControlsDemo: View {
    @State private var spacing = 8.0
    @State private var side = 44.0
    @State private var alignment = 1
    @State private var vertical = false
    @State private var orange = false

    var body: some View {
        let layout = vertical
            ? AnyLayout(VStackLayout(alignment: [.leading, .center, .trailing][alignment], spacing: spacing))
            : AnyLayout(HStackLayout(alignment: [.top, .center, .bottom][alignment], spacing: spacing))
        VStack(spacing: 16) {
            layout {
                ForEach(0..<4, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.tint.opacity(0.35 + 0.15 * Double(index)))
                        .frame(width: side * (1 + 0.25 * Double(index % 2)), height: side * (1 + 0.25 * Double(index % 3)))
                }
            }
            .frame(height: 260)
            Stepper("Spacing: \(Int(spacing))", value: $spacing, in: 0...40, step: 4)
            HStack {
                Text("Size")
                Slider(value: $side, in: 20...80, step: 2) {
                    Text("Size")
                } minimumValueLabel: {
                    Image(systemName: "minus")
                } maximumValueLabel: {
                    Image(systemName: "plus")
                }
            }
            Picker("Alignment", selection: $alignment) {
                Text("Leading").tag(0)
                Text("Centre").tag(1)
                Text("Trailing").tag(2)
            }
            .pickerStyle(.segmented)
            HStack {
                Button(vertical ? "Row" : "Column") {
                    withAnimation(.spring(duration: 0.4)) { vertical.toggle() }
                }
                .buttonStyle(.borderedProminent)
                Button("Reset", role: .destructive) {
                    withAnimation { spacing = 8; side = 44; alignment = 1 }
                }
                .buttonStyle(.bordered)
                Spacer()
                Menu("More") {
                    Button("Tight") { spacing = 0 }
                    Button("Loose") { spacing = 32 }
                }
            }
            Toggle("Orange", isOn: $orange)
            ProgressView(value: spacing, total: 40) {
                Text("Spacing")
            }
        }
        .padding(20)
        .tint(orange ? .orange : .blue)
    }
}

#Preview("Controls") {
    ControlsDemo()
}
