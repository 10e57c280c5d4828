import Reflow

extension FuzzTree {
    /// The Reflow view this tree describes. A container's children come through `ForEach` over their
    /// indices, since their count is only known at run time; the printed source lists them in a view builder
    /// instead, which lays out alike (identity only matters to animations, and both are stable).
    public var view: AnyView {
        switch self {
        case let .color(index):
            return AnyView(Self.color(index))
        case let .shape(shape, paint):
            return shape.view(paint)
        case let .text(string, fontSize):
            let text = Text(verbatim: string)
            return AnyView(fontSize.map { text.font(.system(size: $0)) } ?? text)
        case let .spacer(minLength):
            return AnyView(Spacer(minLength: minLength.cg))
        case .divider:
            return AnyView(Divider())
        case .empty:
            return AnyView(EmptyView())
        case let .stack(stack, children):
            let content = Self.content(children)
            switch (stack.kind, stack.anyLayout) {
            case (.h, false): return AnyView(HStack(alignment: stack.alignment.vertical.value, spacing: stack.spacing.cg) { content })
            case (.v, false): return AnyView(VStack(alignment: stack.alignment.horizontal.value, spacing: stack.spacing.cg) { content })
            case (.z, false): return AnyView(ZStack(alignment: stack.alignment.value) { content })
            case (.h, true):
                return AnyView(AnyLayout(HStackLayout(alignment: stack.alignment.vertical.value, spacing: stack.spacing.cg)) { content })
            case (.v, true):
                return AnyView(AnyLayout(VStackLayout(alignment: stack.alignment.horizontal.value, spacing: stack.spacing.cg)) { content })
            case (.z, true): return AnyView(AnyLayout(ZStackLayout(alignment: stack.alignment.value)) { content })
            }
        case let .grid(grid, children):
            let content = Self.content(children)
            if grid.anyLayout {
                return AnyView(AnyLayout(GridLayout(alignment: grid.alignment.value, horizontalSpacing: grid.horizontalSpacing.cg,
                                                    verticalSpacing: grid.verticalSpacing.cg)) { content })
            }
            return AnyView(Grid(alignment: grid.alignment.value, horizontalSpacing: grid.horizontalSpacing.cg,
                                verticalSpacing: grid.verticalSpacing.cg) { content })
        case let .gridRow(alignment, children):
            let content = Self.content(children)
            return AnyView(GridRow(alignment: alignment?.value) { content })
        case let .custom(layout, children):
            let content = Self.content(children)
            return AnyView(FuzzCustomLayout(layout) { content })
        case let .forEach(children):
            return Self.content(children)
        case let .modified(content, modifier):
            return modifier.apply(to: content.view)
        }
    }

    /// The colours `.color` and paints index, with the names their Swift source uses.
    static let palette: [(name: String, color: Color)] = [
        ("red", .red), ("blue", .blue), ("green", .green), ("orange", .orange),
        ("purple", .purple), ("gray", .gray), ("clear", .clear), ("black", .black),
    ]

    /// The palette entry for `index`, any integer (the generator's indices wrap around).
    static func paletteEntry(_ index: Int) -> (name: String, color: Color) {
        palette[(index % palette.count + palette.count) % palette.count]
    }

    static func color(_ index: Int) -> Color { paletteEntry(index).color }

    private static func content(_ children: [FuzzTree]) -> AnyView {
        AnyView(ForEach(0..<children.count) { children[$0].view })
    }
}

extension FuzzShape {
    func view(_ paint: FuzzPaint) -> AnyView {
        switch self {
        case .rectangle: return Self.paint(Rectangle(), paint)
        case .circle: return Self.paint(Circle(), paint)
        case .ellipse: return Self.paint(Ellipse(), paint)
        case .capsule: return Self.paint(Capsule(), paint)
        case let .roundedRectangle(radius): return Self.paint(RoundedRectangle(cornerRadius: radius), paint)
        }
    }

    private static func paint<S: InsettableShape>(_ shape: S, _ paint: FuzzPaint) -> AnyView {
        switch paint {
        case .plain: return AnyView(shape)
        case let .fill(color): return AnyView(shape.fill(FuzzTree.color(color)))
        case let .stroke(color, width): return AnyView(shape.stroke(FuzzTree.color(color), lineWidth: width))
        case let .strokeBorder(color, width): return AnyView(shape.strokeBorder(FuzzTree.color(color), lineWidth: width))
        }
    }
}

extension FuzzGuideValue {
    func value(_ length: CGFloat) -> CGFloat {
        switch self {
        case let .constant(value): return value
        case let .fraction(fraction): return fraction * length
        }
    }
}

extension FuzzModifier {
    func apply(to view: AnyView) -> AnyView {
        switch self {
        case let .frame(width, height, alignment):
            return AnyView(view.frame(width: width.cg, height: height.cg, alignment: alignment.value))
        case let .flexibleFrame(minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment):
            return AnyView(view.frame(minWidth: minWidth.cg, idealWidth: idealWidth.cg, maxWidth: maxWidth.cg, minHeight: minHeight.cg,
                                      idealHeight: idealHeight.cg, maxHeight: maxHeight.cg, alignment: alignment.value))
        case let .fixedSize(horizontal, vertical):
            return AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
        case let .padding(edges, length):
            return AnyView(view.padding(Edge.Set(rawValue: edges), length.cg))
        case let .paddingInsets(top, leading, bottom, trailing):
            return AnyView(view.padding(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)))
        case let .offset(x, y):
            return AnyView(view.offset(x: x, y: y))
        case let .layoutPriority(priority):
            return AnyView(view.layoutPriority(priority))
        case let .horizontalGuide(guide, value):
            return AnyView(view.alignmentGuide(guide.value) { value.value($0.width) })
        case let .verticalGuide(guide, value):
            return AnyView(view.alignmentGuide(guide.value) { value.value($0.height) })
        case let .gridCellColumns(count):
            return AnyView(view.gridCellColumns(count))
        case let .gridCellAnchor(x, y):
            return AnyView(view.gridCellAnchor(UnitPoint(x: x, y: y)))
        case let .gridColumnAlignment(guide):
            return AnyView(view.gridColumnAlignment(guide.value))
        case let .gridCellUnsizedAxes(horizontal, vertical):
            var axes: Axis.Set = []
            if horizontal { axes.insert(.horizontal) }
            if vertical { axes.insert(.vertical) }
            return AnyView(view.gridCellUnsizedAxes(axes))
        case let .background(other, alignment):
            return AnyView(view.background(other.view, alignment: alignment.value))
        case let .overlay(other, alignment):
            return AnyView(view.overlay(other.view, alignment: alignment.value))
        case let .id(id):
            return AnyView(view.id(id))
        case let .lineLimit(limit):
            return AnyView(view.lineLimit(limit))
        case let .font(size):
            return AnyView(view.font(.system(size: size)))
        case let .opacity(opacity):
            return AnyView(view.opacity(opacity))
        case .rightToLeft:
            return AnyView(view.environment(\.layoutDirection, .rightToLeft))
        case let .multilineTextAlignment(trailing):
            return AnyView(view.multilineTextAlignment(trailing ? .trailing : .center))
        case let .border(width):
            return AnyView(view.border(Color.black, width: width))
        }
    }
}
