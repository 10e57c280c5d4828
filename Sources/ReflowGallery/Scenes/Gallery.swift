import Reflow

/// The gallery's scenes, in order: the tutorials' seed layouts, the built-in containers, then a thousand views
/// and a wheel. Each has one setting that Up and Down change and its demo animates (`GalleryScene.parameter`).
public enum Gallery {
    public static let scenes: [GalleryScene] = [
        GalleryScene(name: "flow", title: "Flow layout",
                     summary: "Tags wrap to the next row when the window gets too narrow; gaps fixed at 8 points.",
                     parameter: .points("spacing", [0, 2, 4, 8, 12, 16, 24, 32], initial: 8, demo: [32, 0])) { spacing in
            FlowLayout(spacing: spacing) {
                ForEach(Sample.tags, id: \.self) { TagView(text: $0) }
            }
        },
        GalleryScene(name: "flow-spacing", title: "Flow layout, preferred spacing",
                     summary: "The same flow with each pair's ViewSpacing distance; spacers touch their neighbours.",
                     parameter: ParameterValues("spacing", [("preferred", nil)] + [0, 4, 8, 16, 24].map { ("\($0) pt", CGFloat($0)) },
                                                initial: "preferred", demo: ["24 pt", "preferred"], wraps: false)) { spacing in
            FlowLayout(spacing: spacing) {
                ForEach(Array(Sample.tags.prefix(18).enumerated()), id: \.offset) { index, tag in
                    if index % 5 == 4 { Spacer(minLength: 0).frame(width: 24, height: 24) }
                    TagView(text: tag)
                }
            }
        },
        GalleryScene(name: "backslash", title: "Backslash stack",
                     summary: "Each view starts where the previous one ends, from top-leading to bottom-trailing.",
                     parameter: .points("spacing", [0, 4, 8, 16, 24], initial: 4, demo: [24, 0])) { spacing in
            BackslashStack(spacing: spacing) {
                ForEach(Array(Sample.palette.prefix(5).enumerated()), id: \.offset) { index, color in
                    RoundedRectangle(cornerRadius: 8).fill(color)
                        .frame(width: 48 + CGFloat(index) * 8, height: 30)
                        .overlay(Text("\(index + 1)").foregroundColor(.white).bold())
                }
            }
        },
        GalleryScene(name: "overlap", title: "Overlapping stack",
                     summary: "Avatars overlap by 20 points, and by more when the window is too narrow for them.",
                     parameter: .points("overlap", [0, 10, 20, 30, 40, 50, 60], initial: 20, demo: [60, 0]).control(.slider)) { overlap in
            OverlappingHStack(overlap: overlap) {
                ForEach(Array(Sample.people.enumerated()), id: \.offset) { index, name in
                    Circle().fill(Sample.palette[index % Sample.palette.count])
                        .frame(width: 72, height: 72)
                        .overlay(Circle().strokeBorder(Color.white, lineWidth: 3))
                        .overlay(Text(String(name.prefix(1))).font(.title).foregroundColor(.white))
                }
            }
        },
        GalleryScene(name: "simple-vstack", title: "Simple vertical stack",
                     summary: "A minimal VStack written as a Layout, aligned by its leading guide.",
                     parameter: ParameterValues("alignment", [("leading", HorizontalAlignment.leading), ("center", .center),
                                                              ("trailing", .trailing)],
                                                initial: "leading", demo: ["trailing", "center"])) { alignment in
            SimpleVStack(alignment: alignment, spacing: 8) {
                ForEach(Sample.people, id: \.self) { name in
                    Text(name).padding(8).background(Color.blue.opacity(0.15))
                }
            }
        },
        GalleryScene(name: "hstack", title: "HStack",
                     summary: "A fixed view first, the flexible ones share the rest; a spacer pushes the last to the edge.",
                     parameter: ParameterValues("container", StackKind.allCases.map { ($0.rawValue, $0) },
                                                initial: "HStack", demo: ["VStack", "HStack"]).control(.button)) { kind in
            // One AnyLayout whose wrapped layout changes: the views keep their identity and move to their new
            // frames (layout rules §5.4).
            AnyLayout(kind.layout) {
                Text("Fixed").padding(8).background(Color.orange.opacity(0.3))
                Color.teal.frame(maxWidth: 160)
                Color.indigo
                Spacer()
                Text("End").padding(8).background(Color.green.opacity(0.3))
            }
            .frame(width: kind.width, height: kind.height)
        },
        GalleryScene(name: "vstack", title: "VStack",
                     summary: "Text wraps to the width it is offered; a higher layout priority is served first.",
                     parameter: ParameterValues("column", [200, 300, 400].map { ("\($0) pt", CGFloat?(CGFloat($0))) } + [("window", nil)],
                                                initial: "window", demo: ["200 pt", "window"], wraps: false)) { width in
            VStack(alignment: .leading) {
                Text(Sample.paragraph)
                Divider()
                Text("This line has a layout priority of 1, so it is offered space before the paragraph.")
                    .layoutPriority(1)
                    .foregroundColor(.blue)
            }
            .frame(maxWidth: width)
        },
        GalleryScene(name: "zstack", title: "ZStack",
                     summary: "Layers aligned by their guides: badges sit on the corners of a card.",
                     parameter: ParameterValues("badge", Corner.allCases.map { ($0.rawValue, $0) },
                                                initial: "top trailing",
                                                demo: ["bottom trailing", "bottom leading", "top leading"])) { corner in
            ZStack(alignment: corner.alignment) {
                RoundedRectangle(cornerRadius: 16).fill(Color.indigo.opacity(0.15))
                    .frame(width: 260, height: 160)
                    .overlay(Text("Card").font(.title))
                Capsule().fill(Color.red).frame(width: 44, height: 24)
                    .overlay(Text("12").foregroundColor(.white).bold())
                    .offset(x: corner.outwards.width, y: corner.outwards.height)
            }
        },
        GalleryScene(name: "grid", title: "Grid",
                     summary: "Columns as wide as their widest cell; a divider spans every column.",
                     parameter: .points("column spacing", [0, 8, 16, 32, 48], initial: 16, demo: [48, 0])) { spacing in
            Grid(alignment: .leading, horizontalSpacing: spacing, verticalSpacing: 8) {
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
                     summary: "1,000 squares in a flow layout: resize the window and watch them reflow at full speed.",
                     parameter: .points("spacing", [0, 2, 4, 8, 12, 16], initial: 4, demo: [16, 0])) { spacing in
            FlowLayout(spacing: spacing) {
                ForEach(0..<1000) { index in
                    Sample.palette[index % Sample.palette.count]
                        .frame(width: CGFloat(10 + (index * 7) % 15), height: CGFloat(10 + (index * 11) % 15))
                }
            }
        },
        GalleryScene(name: "masonry", title: "Masonry in a scroll view",
                     summary: "A thousand cards of varied heights, each in the shortest column so far; scroll with the wheel.",
                     parameter: .count("columns", [1, 2, 3, 4, 5, 6], initial: 3, demo: [5, 2])) { columns in
            ScrollView {
                MasonryLayout(columns: columns, spacing: 8) {
                    ForEach(0..<1000) { index in
                        RoundedRectangle(cornerRadius: 8)
                            .fill(Sample.palette[index % Sample.palette.count])
                            .frame(height: CGFloat(40 + (index * 37) % 120))
                            .overlay(Text("\(index + 1)").foregroundColor(.white).bold())
                    }
                }
            }
        },
        GalleryScene(name: "wheel", title: "Wheel",
                     summary: "A radial layout whose angle is animatable: turning it moves the views along the circle.",
                     parameter: .degrees("angle", Array(stride(from: -360, through: 360, by: 30)), initial: 0,
                                         demo: [180, 0]).control(.slider)) { angle in
            WheelLayout(angle: angle) {
                ForEach(Array(Sample.palette.enumerated()), id: \.offset) { index, color in
                    Circle().fill(color)
                        .frame(width: 48, height: 48)
                        .overlay(Text("\(index + 1)").foregroundColor(.white).bold())
                }
            }
        },
        GalleryScene(name: "effects", title: "Styles and effects",
                     summary: "Gradients, a material, shadows, clips, a mask and rotations: drawn, never laid out (b outlines the frames).",
                     parameter: .degrees("rotation", [-30, -15, 0, 15, 30, 45, 90], initial: 0, demo: [45, 0])) { radians in
            let angle = Angle(radians: Double(radians))
            FlowLayout(spacing: 20) {
                RoundedRectangle(cornerRadius: 16).fill(.blue.gradient)
                    .frame(width: 96, height: 96)
                    .shadow(color: .black.opacity(0.3), radius: 6, x: 0, y: 4)
                    .rotationEffect(angle)
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 96, height: 96)
                    .rotationEffect(angle)
                Text("Clipped").font(.title2).bold().foregroundStyle(.white)
                    .padding(.horizontal, 20).padding(.vertical, 12)
                    .background(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
                    .clipShape(Capsule())
                    .rotationEffect(angle)
                Rectangle().stroke(.indigo, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [10, 6]))
                    .frame(width: 96, height: 96)
                    .rotationEffect(angle, anchor: .topLeading)
                ZStack {
                    HStack(spacing: 0) { ForEach(Array(Sample.palette.enumerated()), id: \.offset) { $1 } }
                    Text("Material").font(.headline).padding(12)
                        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
                }
                .frame(width: 180, height: 96)
                .cornerRadius(12)
                LinearGradient(colors: [.purple, .teal], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(width: 150, height: 96)
                    .mask { Text("Mask").font(.system(size: 48, weight: .heavy)) }
                    .scaleEffect(1 + abs(radians) / 4)
            }
        },
        GalleryScene(name: "geometry", title: "GeometryReader",
                     summary: "Bars sized from the reader's proxy: they share its width and scale with its height.",
                     parameter: .count("bars", [3, 5, 8, 12, 20], initial: 8, demo: [20, 3])) { count in
            GeometryReader { proxy in
                let gap: CGFloat = 6
                let width = max(0, (proxy.size.width - gap * CGFloat(count - 1)) / CGFloat(count))
                HStack(alignment: .bottom, spacing: gap) {
                    ForEach(0..<count, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 6)
                            .fill(Sample.palette[index % Sample.palette.count].gradient)
                            .frame(width: width, height: proxy.size.height * Sample.barHeight(index))
                    }
                }
                .frame(width: proxy.size.width, height: proxy.size.height, alignment: .bottom)
                .overlay(alignment: .topLeading) {
                    Text("proxy.size \(Int(proxy.size.width)) × \(Int(proxy.size.height))")
                        .font(.caption).padding(6)
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 6))
                }
            }
        },
        GalleryScene(name: "fits", title: "ViewThatFits",
                     summary: "The first toolbar whose ideal width fits is shown: labels, then icons, then a menu of dots. Narrow the window.",
                     parameter: .count("buttons", [2, 3, 4, 5, 6], initial: 4, demo: [6, 2])) { count in
            let actions = Array(Sample.actions.prefix(count))
            VStack(alignment: .leading, spacing: 16) {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 8) {
                        ForEach(actions, id: \.name) { action in
                            HStack(spacing: 6) {
                                Image(systemName: action.symbol)
                                Text(action.name)
                            }
                            .padding(.horizontal, 12).padding(.vertical, 8)
                            .background(.blue.opacity(0.12), in: Capsule())
                        }
                    }
                    HStack(spacing: 8) {
                        ForEach(actions, id: \.name) { action in
                            Image(systemName: action.symbol)
                                .frame(width: 36, height: 36)
                                .background(.blue.opacity(0.12), in: Circle())
                        }
                    }
                    Image(systemName: "ellipsis.circle").font(.title)
                }
                .foregroundStyle(.blue)
                Text("Each candidate is asked for its ideal size; the unchosen ones are neither placed nor drawn.")
                    .font(.footnote).foregroundStyle(.secondary)
            }
        },
        GalleryScene(name: "symbols", title: "Symbols and emoji",
                     summary: "SF Symbol names drawn from the Material Icons font, sized by the font and imageScale; emoji in colour.",
                     parameter: ParameterValues("image scale", [("small", Image.Scale.small), ("medium", .medium),
                                                               ("large", .large)],
                                                initial: "medium", demo: ["large", "small"])) { scale in
            FlowLayout(spacing: 10) {
                ForEach(Sample.symbols, id: \.self) { name in
                    HStack(spacing: 6) {
                        Image(systemName: name)
                        Text(name).font(.caption)
                    }
                    .padding(.horizontal, 10).padding(.vertical, 6)
                    .background(.quaternary, in: Capsule())
                }
                Text("Emoji: 🎉 🚀 🌈 🐧 ❤️").font(.title3)
            }
            .imageScale(scale)
            .foregroundStyle(.indigo)
        },
        text,
    ]
}

/// The containers the HStack scene switches between through `AnyLayout`, each in a frame that suits it.
enum StackKind: String, CaseIterable {
    case horizontal = "HStack", vertical = "VStack", layered = "ZStack"

    var layout: AnyLayout {
        switch self {
        case .horizontal: AnyLayout(HStackLayout())
        case .vertical: AnyLayout(VStackLayout())
        case .layered: AnyLayout(ZStackLayout())
        }
    }

    /// A row 80 points tall, a column 200 points wide, layers in a 260 × 160 card.
    var width: CGFloat? { self == .horizontal ? nil : self == .vertical ? 200 : 260 }
    var height: CGFloat? { self == .horizontal ? 80 : self == .vertical ? nil : 160 }
}

/// The card corners the ZStack scene's badge moves between, clockwise from the top trailing one.
enum Corner: String, CaseIterable {
    case topTrailing = "top trailing", bottomTrailing = "bottom trailing"
    case bottomLeading = "bottom leading", topLeading = "top leading"

    var alignment: Alignment {
        switch self {
        case .topTrailing: .topTrailing
        case .bottomTrailing: .bottomTrailing
        case .bottomLeading: .bottomLeading
        case .topLeading: .topLeading
        }
    }

    /// The badge's offset: 12 points out past the corner on both axes.
    var outwards: CGSize {
        switch self {
        case .topTrailing: CGSize(width: 12, height: -12)
        case .bottomTrailing: CGSize(width: 12, height: 12)
        case .bottomLeading: CGSize(width: -12, height: 12)
        case .topLeading: CGSize(width: -12, height: -12)
        }
    }
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

    /// The GeometryReader scene's bar heights, as fractions of the reader's height: a wave between 0.25 and 1.
    static func barHeight(_ index: Int) -> CGFloat {
        0.625 + 0.375 * CGFloat(sin(Double(index) * 0.9))
    }

    /// The ViewThatFits scene's toolbar actions.
    static let actions: [(name: String, symbol: String)] = [
        ("Share", "square.and.arrow.up"), ("Favourite", "heart"), ("Edit", "pencil"), ("Delete", "trash"),
        ("Search", "magnifyingglass"), ("Settings", "gearshape"),
    ]

    /// The symbols scene's symbol names, as SF Symbols spells them.
    static let symbols = [
        "star.fill", "heart", "bell", "envelope", "calendar", "clock", "cloud.sun", "bolt.fill", "leaf",
        "globe", "map", "phone", "paperplane", "bookmark", "tag", "folder", "doc", "pencil", "trash",
        "magnifyingglass", "gearshape", "person.crop.circle", "house", "cart", "camera", "photo", "lock",
        "eye", "hand.thumbsup", "chevron.right", "arrow.clockwise", "plus.circle.fill", "xmark", "checkmark",
    ]

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
