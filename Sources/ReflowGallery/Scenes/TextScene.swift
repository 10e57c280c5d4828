import Reflow

extension Gallery {
    /// Text as an iPhone sets it (docs/text-rules.md): markdown, kerning, scripts shaped and drawn, emoji
    /// sequences, parts joined with `+`, an interpolated `Text`, an attributed string, a path cut in its middle,
    /// and a flow of tags whose widths, SF's, decide where it wraps.
    static let text = GalleryScene(
        name: "text", title: "Text",
        summary: "Markdown, kerning, every script shaped, emoji sequences; tags wrap where an iPhone's would.",
        parameter: ParameterValues("tags", [("footnote", Font.footnote), ("body", .body), ("title 3", .title3)],
                                   initial: "body", demo: ["title 3", "footnote"])
    ) { style in
        VStack(alignment: .leading, spacing: 10) {
            Text("**Markdown**: *italic*, `code`, ~~struck~~ and [a link](https://example.org)")
            Text("Kerned pairs: AV Ta To Wa Yo")
            Text("Hello, ").bold() + Text("joined").foregroundColor(.orange).italic() + Text(" with +").underline()
            Text("مرحبا · שלום · 你好，世界 · こんにちは · 안녕 · नमस्ते · สวัสดี")
            Text("👨‍👩‍👧 👍🏽 🐱 🏳️‍🌈 ❤️")
            Text("Tap \(Text("Save").bold()) to keep it, or [read the guide](https://example.org).")
            Text(Sample.attributedLine)
            Text("/Users/ada/Projects/Reflow/Examples/Previews/Typography.swift")
                .lineLimit(1).truncationMode(.middle)
            FlowLayout(spacing: 6) {
                ForEach(Sample.textTags, id: \.self) { tag in
                    Text(tag).font(style)
                        .padding(.horizontal, 10).padding(.vertical, 4)
                        .background(Capsule().fill(Sample.color(for: tag).opacity(0.18)))
                }
            }
        }
    }
}

extension Sample {
    /// An attributed string with SwiftUI's attributes: a coloured word on a highlight, a raised one, a kerned one.
    static var attributedLine: AttributedString {
        var line = AttributedString("Attributed: highlighted, raised and spaced")
        if let range = line.range(of: "highlighted") {
            line[range].foregroundColor = .purple
            line[range].backgroundColor = .yellow.opacity(0.4)
        }
        if let range = line.range(of: "raised") { line[range].baselineOffset = 4 }
        if let range = line.range(of: "spaced") { line[range].kern = 3 }
        return line
    }

    /// Tags for the text scene: words whose widths differ from one face to another.
    static let textTags = [
        "Typography", "kerning", "tracking", "WAVE", "ligatures", "Hamburgefonstiv", "1 234 567", "iOS 17",
        "fitted width", "line height", "Dynamic Type", "right to left", "emoji 🎉", "CJK 字体",
    ]
}
