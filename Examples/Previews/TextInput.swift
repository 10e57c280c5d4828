// Text fields in a preview: click a field (or press Tab) and type. Return in the tag field adds the tag to
// the row below it; "Next" moves focus to the notes through @FocusState. The notes field grows a line at a
// time, up to four.
import SwiftUI

struct TagEditor: View {
    enum Field: Hashable { case tag, notes }

    @State private var draft = ""
    @State private var tags = ["layout", "reflow"]
    @State private var notes = ""
    @State private var spacing = 8.0
    @FocusState private var focus: Field?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("New tag", text: $draft)
                .textFieldStyle(.roundedBorder)
                .focused($focus, equals: .tag)
                .onSubmit {
                    guard !draft.isEmpty else { return }
                    tags.append(draft)
                    draft = ""
                }
            HStack(spacing: spacing) {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(Capsule().fill(Color.blue.opacity(0.15)))
                }
            }
            HStack {
                Text("Spacing")
                TextField("Spacing", value: $spacing, format: .number)
                    .textFieldStyle(.roundedBorder)
                    .frame(width: 80)
            }
            TextField("Notes", text: $notes, axis: .vertical)
                .lineLimit(2...4)
                .textFieldStyle(.roundedBorder)
                .focused($focus, equals: .notes)
            Text("Next")
                .foregroundColor(.white)
                .padding(.horizontal, 14)
                .padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color.blue))
                .onTapGesture { focus = .notes }
        }
        .padding()
    }
}

#Preview("Tags") {
    TagEditor()
}
