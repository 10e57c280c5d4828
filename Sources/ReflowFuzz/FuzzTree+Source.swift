extension FuzzTree: CustomStringConvertible {
    /// The tree as Swift source (see `swiftSource`).
    public var description: String { swiftSource }

    /// The tree as SwiftUI-style Swift source, ready to paste into a test that imports Reflow and ReflowFuzz
    /// (for `FuzzCustomLayout`): the same views and modifiers, children listed in view builders.
    public var swiftSource: String { source(indent: "") }

    func source(indent: String) -> String {
        let inner = indent + "    "
        func block(_ head: String, _ children: [FuzzTree]) -> String {
            if children.isEmpty { return "\(head) {}" }
            let lines = children.map { inner + $0.source(indent: inner) }
            return "\(head) {\n" + lines.joined(separator: "\n") + "\n\(indent)}"
        }
        switch self {
        case let .color(index):
            return "Color.\(Self.paletteEntry(index).name)"
        case let .shape(shape, paint):
            return shape.source + paint.source
        case let .text(string, fontSize):
            let text = "Text(verbatim: \(literal(string)))"
            return fontSize.map { "\(text).font(.system(size: \(literal($0))))" } ?? text
        case let .spacer(minLength):
            return minLength.map { "Spacer(minLength: \(literal($0)))" } ?? "Spacer()"
        case .divider:
            return "Divider()"
        case .empty:
            return "EmptyView()"
        case let .stack(stack, children):
            let spacing = "spacing: \(literal(stack.spacing))"
            switch (stack.kind, stack.anyLayout) {
            case (.h, false): return block("HStack(alignment: \(stack.alignment.vertical.source), \(spacing))", children)
            case (.v, false): return block("VStack(alignment: \(stack.alignment.horizontal.source), \(spacing))", children)
            case (.z, false): return block("ZStack(alignment: \(stack.alignment.source))", children)
            case (.h, true):
                return block("AnyLayout(HStackLayout(alignment: \(stack.alignment.vertical.source), \(spacing)))", children)
            case (.v, true):
                return block("AnyLayout(VStackLayout(alignment: \(stack.alignment.horizontal.source), \(spacing)))", children)
            case (.z, true): return block("AnyLayout(ZStackLayout(alignment: \(stack.alignment.source)))", children)
            }
        case let .grid(grid, children):
            let arguments = "alignment: \(grid.alignment.source), horizontalSpacing: \(literal(grid.horizontalSpacing)), "
                + "verticalSpacing: \(literal(grid.verticalSpacing))"
            return block(grid.anyLayout ? "AnyLayout(GridLayout(\(arguments)))" : "Grid(\(arguments))", children)
        case let .gridRow(alignment, children):
            return block("GridRow(alignment: \(alignment?.source ?? "nil"))", children)
        case let .custom(layout, children):
            return block("FuzzCustomLayout(\(layout.source))", children)
        case let .forEach(children):
            // ForEach needs one view type: each child is wrapped in AnyView and picked by index.
            if children.isEmpty { return "ForEach(0..<0) { _ in EmptyView() }" }
            let list = children.map { "\(inner)    AnyView(\($0.source(indent: inner + "    ")))," }
            return "ForEach(0..<\(children.count)) { index in\n\(inner)[\n" + list.joined(separator: "\n")
                + "\n\(inner)][index]\n\(indent)}"
        case let .modified(content, modifier):
            return content.source(indent: indent) + modifier.source(indent: indent)
        }
    }
}

extension FuzzShape {
    var source: String {
        switch self {
        case .rectangle: return "Rectangle()"
        case .circle: return "Circle()"
        case .ellipse: return "Ellipse()"
        case .capsule: return "Capsule()"
        case let .roundedRectangle(radius): return "RoundedRectangle(cornerRadius: \(literal(radius)))"
        }
    }
}

extension FuzzPaint {
    var source: String {
        func color(_ index: Int) -> String { "Color.\(FuzzTree.paletteEntry(index).name)" }
        switch self {
        case .plain: return ""
        case let .fill(index): return ".fill(\(color(index)))"
        case let .stroke(index, width): return ".stroke(\(color(index)), lineWidth: \(literal(width)))"
        case let .strokeBorder(index, width): return ".strokeBorder(\(color(index)), lineWidth: \(literal(width)))"
        }
    }
}

extension FuzzGuideValue {
    func source(_ dimension: String) -> String {
        switch self {
        case let .constant(value): return "{ _ in \(literal(value)) }"
        case let .fraction(fraction): return "{ \(literal(fraction)) * $0.\(dimension) }"
        }
    }
}

extension FuzzModifier {
    /// The modifier as Swift source, `.padding(…)`, starting a new line after `indent` when it is long.
    func source(indent: String) -> String {
        func edges(_ raw: Int8) -> String {
            let names: [Int8: String] = [15: ".all", 10: ".horizontal", 5: ".vertical", 1: ".top", 2: ".leading",
                                         4: ".bottom", 8: ".trailing", 0: "[]"]
            return names[raw] ?? "Edge.Set(rawValue: \(raw))"
        }
        func optional(_ label: String, _ value: Double?) -> String? { value.map { "\(label): \(literal($0))" } }
        switch self {
        case let .frame(width, height, alignment):
            return ".frame(width: \(literal(width)), height: \(literal(height)), alignment: \(alignment.source))"
        case let .flexibleFrame(minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment):
            let parts = [optional("minWidth", minWidth), optional("idealWidth", idealWidth), optional("maxWidth", maxWidth),
                         optional("minHeight", minHeight), optional("idealHeight", idealHeight),
                         optional("maxHeight", maxHeight)].compactMap { $0 }
            return ".frame(\((parts + ["alignment: \(alignment.source)"]).joined(separator: ", ")))"
        case let .fixedSize(horizontal, vertical):
            return horizontal && vertical ? ".fixedSize()" : ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        case let .padding(raw, length):
            return ".padding(\(edges(raw)), \(literal(length)))"
        case let .paddingInsets(top, leading, bottom, trailing):
            return ".padding(EdgeInsets(top: \(literal(top)), leading: \(literal(leading)), bottom: \(literal(bottom)), "
                + "trailing: \(literal(trailing))))"
        case let .offset(x, y):
            return ".offset(x: \(literal(x)), y: \(literal(y)))"
        case let .layoutPriority(priority):
            return ".layoutPriority(\(literal(priority)))"
        case let .horizontalGuide(guide, value):
            return ".alignmentGuide(HorizontalAlignment\(guide.source)) \(value.source("width"))"
        case let .verticalGuide(guide, value):
            return ".alignmentGuide(VerticalAlignment\(guide.source)) \(value.source("height"))"
        case let .gridCellColumns(count):
            return ".gridCellColumns(\(literal(count)))"
        case let .gridCellAnchor(x, y):
            return ".gridCellAnchor(UnitPoint(x: \(literal(x)), y: \(literal(y))))"
        case let .gridColumnAlignment(guide):
            return ".gridColumnAlignment(\(guide.source))"
        case let .gridCellUnsizedAxes(horizontal, vertical):
            let axes = [horizontal ? ".horizontal" : nil, vertical ? ".vertical" : nil].compactMap { $0 }
            return ".gridCellUnsizedAxes([\(axes.joined(separator: ", "))])"
        case let .background(other, alignment):
            return ".background(alignment: \(alignment.source)) {\n\(indent)    \(other.source(indent: indent + "    "))\n\(indent)}"
        case let .overlay(other, alignment):
            return ".overlay(alignment: \(alignment.source)) {\n\(indent)    \(other.source(indent: indent + "    "))\n\(indent)}"
        case let .id(id):
            return ".id(\(id))"
        case let .lineLimit(limit):
            return ".lineLimit(\(limit.map { literal($0) } ?? "nil"))"
        case let .font(size):
            return ".font(.system(size: \(literal(size))))"
        case let .opacity(opacity):
            return ".opacity(\(literal(opacity)))"
        case .rightToLeft:
            return ".environment(\\.layoutDirection, .rightToLeft)"
        case let .multilineTextAlignment(trailing):
            return ".multilineTextAlignment(\(trailing ? ".trailing" : ".center"))"
        case let .border(width):
            return ".border(Color.black, width: \(literal(width)))"
        }
    }
}
