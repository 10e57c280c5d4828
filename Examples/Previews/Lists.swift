// Lists and forms: `reflow preview Examples/Previews/Lists.swift`. A list of shapes in sections, one chosen by
// a click (drawn highlighted) and shown above it; a form of controls that set how it is drawn, as a settings
// screen does. The wheel scrolls the list.
import SwiftUI

struct ShapeChoice: Identifiable, Hashable {
    let id: String
    let symbol: String
}

struct ListsDemo: View {
    @State private var chosen: String? = "Circle"
    @State private var size = 60.0
    @State private var outlined = false
    @State private var corner = 1

    private let round = ["Circle", "Capsule", "Ellipse"].map { ShapeChoice(id: $0, symbol: "circle") }
    private let square = ["Square", "Rounded", "Rectangle"].map { ShapeChoice(id: $0, symbol: "square") }

    var body: some View {
        VStack(spacing: 0) {
            preview
                .frame(height: 140)
                .frame(maxWidth: .infinity)
            List(selection: $chosen) {
                Section {
                    ForEach(round) { Label($0.id, systemImage: $0.symbol) }
                } header: {
                    Text("Round")
                }
                Section {
                    ForEach(square) { Label($0.id, systemImage: $0.symbol) }
                } header: {
                    Text("Square")
                } footer: {
                    Text("Click a row to draw its shape.")
                }
                Section("Drawing") {
                    Toggle("Outlined", isOn: $outlined)
                    Stepper("Size: \(Int(size))", value: $size, in: 20...120, step: 10)
                    Picker("Corners", selection: $corner) {
                        Text("Small").tag(0)
                        Text("Large").tag(1)
                    }
                    LabeledContent("Chosen", value: chosen ?? "none")
                }
            }
        }
    }

    @ViewBuilder private var preview: some View {
        let radius = corner == 0 ? 6.0 : 16.0
        switch chosen {
        case "Circle": styled(Circle())
        case "Capsule": styled(Capsule()).frame(width: size * 1.8)
        case "Ellipse": styled(Ellipse()).frame(width: size * 1.5)
        case "Rounded": styled(RoundedRectangle(cornerRadius: radius))
        case "Rectangle": styled(Rectangle()).frame(width: size * 1.6)
        default: styled(Rectangle())
        }
    }

    private func styled<S: Shape>(_ shape: S) -> some View {
        ZStack {
            if outlined {
                shape.stroke(Color.accentColor, lineWidth: 3)
            } else {
                shape.fill(Color.accentColor)
            }
        }
        .frame(width: size, height: size)
    }
}

#Preview("List and form") { ListsDemo() }
