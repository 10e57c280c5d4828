import Reflow

/// The gallery's scenes, in order: the tutorials' seed layouts, then the built-in containers.
public enum Gallery {
    public static let scenes: [GalleryScene] = [
        GalleryScene(name: "flow", title: "Flow layout",
                     summary: "Tags wrap to the next row when the window gets too narrow; gaps fixed at 8 points.") {
            FlowLayout(spacing: 8) {
                ForEach(Sample.tags, id: \.self) { TagView(text: $0) }
            }
        },
        GalleryScene(name: "flow-spacing", title: "Flow layout, preferred spacing",
                     summary: "The same flow with each pair's ViewSpacing distance; spacers touch their neighbours.") {
            FlowLayout {
                ForEach(Array(Sample.tags.prefix(18).enumerated()), id: \.offset) { index, tag in
                    if index % 5 == 4 { Spacer(minLength: 0).frame(width: 24, height: 24) }
                    TagView(text: tag)
                }
            }
        },
        GalleryScene(name: "backslash", title: "Backslash stack",
                     summary: "Each view starts where the previous one ends, from top-leading to bottom-trailing.") {
            BackslashStack(spacing: 4) {
                ForEach(Array(Sample.palette.prefix(5).enumerated()), id: \.offset) { index, color in
                    RoundedRectangle(cornerRadius: 8).fill(color)
                        .frame(width: 48 + CGFloat(index) * 8, height: 30)
                        .overlay(Text("\(index + 1)").foregroundColor(.white).bold())
                }
            }
        },
        GalleryScene(name: "overlap", title: "Overlapping stack",
                     summary: "Avatars overlap by 20 points, and by more when the window is too narrow for them.") {
            OverlappingHStack(overlap: 20) {
                ForEach(Array(Sample.people.enumerated()), id: \.offset) { index, name in
                    Circle().fill(Sample.palette[index % Sample.palette.count])
                        .frame(width: 72, height: 72)
                        .overlay(Circle().strokeBorder(Color.white, lineWidth: 3))
                        .overlay(Text(String(name.prefix(1))).font(.title).foregroundColor(.white))
                }
            }
        },
        GalleryScene(name: "simple-vstack", title: "Simple vertical stack",
                     summary: "A minimal VStack written as a Layout, aligned by its leading guide.") {
            SimpleVStack(alignment: .leading, spacing: 8) {
                ForEach(Sample.people, id: \.self) { name in
                    Text(name).padding(8).background(Color.blue.opacity(0.15))
                }
            }
        },
        GalleryScene(name: "hstack", title: "HStack",
                     summary: "A fixed view first, the flexible ones share the rest; a spacer pushes the last to the edge.") {
            HStack {
                Text("Fixed").padding(8).background(Color.orange.opacity(0.3))
                Color.teal.frame(maxWidth: 160)
                Color.indigo
                Spacer()
                Text("End").padding(8).background(Color.green.opacity(0.3))
            }
            .frame(height: 80)
        },
        GalleryScene(name: "vstack", title: "VStack",
                     summary: "Text wraps to the width it is offered; a higher layout priority is served first.") {
            VStack(alignment: .leading) {
                Text(Sample.paragraph)
                Divider()
                Text("This line has a layout priority of 1, so it is offered space before the paragraph.")
                    .layoutPriority(1)
                    .foregroundColor(.blue)
            }
        },
        GalleryScene(name: "zstack", title: "ZStack",
                     summary: "Layers aligned by their guides: badges sit on the corners of a card.") {
            ZStack(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 16).fill(Color.indigo.opacity(0.15))
                    .frame(width: 260, height: 160)
                    .overlay(Text("Card").font(.title))
                Capsule().fill(Color.red).frame(width: 44, height: 24)
                    .overlay(Text("12").foregroundColor(.white).bold())
                    .offset(x: 12, y: -12)
            }
        },
        GalleryScene(name: "grid", title: "Grid",
                     summary: "Columns as wide as their widest cell; a divider spans every column.") {
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                GridRow {
                    Text("Layout").bold()
                    Text("Cache").bold()
                    Text("Orientation").bold()
                }
                Divider()
                ForEach(Sample.layouts, id: \.0) { row in
                    GridRow {
                        Text(row.0)
                        Text(row.1)
                        Text(row.2).gridColumnAlignment(.trailing)
                    }
                }
            }
        },
        GalleryScene(name: "thousand", title: "A thousand views",
                     summary: "1,000 squares in a flow layout: resize the window and watch them reflow at full speed.") {
            FlowLayout(spacing: 4) {
                ForEach(0..<1000) { index in
                    Sample.palette[index % Sample.palette.count]
                        .frame(width: CGFloat(10 + (index * 7) % 15), height: CGFloat(10 + (index * 11) % 15))
                }
            }
        },
    ]
}

/// A word in a rounded, tinted capsule: the flow scenes' content.
struct TagView: View {
    let text: String

    var body: some View {
        Text(text)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(Sample.color(for: text).opacity(0.2)))
            .overlay(Capsule().strokeBorder(Sample.color(for: text), lineWidth: 1))
    }
}

/// Demo content.
enum Sample {
    static let palette: [Color] = [.blue, .orange, .green, .purple, .pink, .teal, .indigo, .red]

    static let tags = [
        "Swift", "Layout", "sizeThatFits", "placeSubviews", "Linux", "X11", "Xft", "reflow", "HStack", "VStack",
        "ZStack", "Grid", "AnyLayout", "ViewSpacing", "alignment guides", "priorities", "caches", "spacers",
        "dividers", "frames", "padding", "borders", "overlays", "text wrapping", "truncation…", "baselines",
        "right to left", "identity",
    ]

    static let people = ["Ada", "Grace", "Linus", "Margaret", "Ken", "Barbara", "Dennis"]

    static let paragraph = """
        A SwiftUI layout proposes a size to each child, the child chooses its own size, and the parent places \
        it. Resize the window to watch this paragraph wrap at word boundaries.
        """

    static let layouts: [(String, String, String)] = [
        ("HStackLayout", "stack scratch", "horizontal"),
        ("VStackLayout", "stack scratch", "vertical"),
        ("ZStackLayout", "none", "none"),
        ("GridLayout", "rows and columns", "none"),
        ("FlowLayout", "sizes and gaps", "none"),
    ]

    static func color(for text: String) -> Color {
        palette[text.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF } % palette.count]
    }
}
