/// `Text`s interpolated into a `LocalizedStringKey` keep their own look inside the text around them, over
/// the markdown of the key: in `Text("**Total:** \(Text(price).foregroundColor(.green))")` the price is green
/// and not bold, the label bold.
enum TextInterpolation {
    /// Marks where an interpolated text starts and ends in the key's markdown, so that its place can be found
    /// in the rendered text: interlinear annotation characters (U+FFF9, U+FFFB), which text does not hold and
    /// which CommonMark passes through as they are.
    static let opening = "\u{FFF9}"
    static let closing = "\u{FFFB}"

    /// The text and spans of `key`, which has `Text`s interpolated: its markdown rendered (or taken as it is
    /// when it has none), then each text put in its place.
    static func rendered(_ key: LocalizedStringKey) -> (text: String, spans: [TextSpan]) {
        // Without markup the markdown is the key's text with the marks around each text (and any dates' markers).
        placing(key.texts, in: InlineMarkdown.parse(key.markdown) ?? (key.markdown, []))
    }

    /// The rendered markdown of a key with the marks taken out, and its spans with each interpolated text's
    /// own over them.
    static func placing(_ texts: [Text], in markdown: (text: String, spans: [TextSpan]))
        -> (text: String, spans: [TextSpan]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(markdown.text.utf8.count)
        // Where each byte of the rendered text lands once the marks are out.
        var newOffset: [Int] = []
        newOffset.reserveCapacity(markdown.text.utf8.count + 1)
        var ranges: [Range<Int>] = []
        var start = 0
        let source = Array(markdown.text.utf8)
        var index = 0
        while index < source.count {
            newOffset.append(bytes.count)
            // U+FFF9 and U+FFFB in UTF-8: EF BF B9 and EF BF BB.
            if index + 2 < source.count, source[index] == 0xEF, source[index + 1] == 0xBF,
               source[index + 2] == 0xB9 || source[index + 2] == 0xBB {
                if source[index + 2] == 0xB9 { start = bytes.count } else { ranges.append(start..<bytes.count) }
                newOffset.append(bytes.count)
                newOffset.append(bytes.count)
                index += 3
                continue
            }
            bytes.append(source[index])
            index += 1
        }
        newOffset.append(bytes.count)
        let spans = markdown.spans.map {
            TextSpan(range: newOffset[$0.range.lowerBound]..<newOffset[$0.range.upperBound], attributes: $0.attributes)
        }.filter { !$0.range.isEmpty }
        let placed = zip(ranges, texts).map { (range: $0, text: $1) }
        return (String(decoding: bytes, as: UTF8.self), overlay(placed, on: spans))
    }

    /// `spans` (in order, not overlapping) with each text's own spans put over them at its range: inside it, the
    /// text's attributes win and the key's fill in what it leaves open.
    static func overlay(_ texts: [(range: Range<Int>, text: Text)], on spans: [TextSpan]) -> [TextSpan] {
        var overlays: [TextSpan] = []
        for (range, text) in texts {
            for span in text.attributedSpans() {
                overlays.append(TextSpan(range: (span.range.lowerBound + range.lowerBound)..<(span.range.upperBound + range.lowerBound),
                                         attributes: span.attributes))
            }
        }
        var boundaries = Set<Int>()
        for span in spans + overlays {
            boundaries.insert(span.range.lowerBound)
            boundaries.insert(span.range.upperBound)
        }
        let sorted = boundaries.sorted()
        func attributes(at offset: Int, in spans: [TextSpan]) -> TextAttributes? {
            spans.first { $0.range.contains(offset) }?.attributes
        }
        var result: [TextSpan] = []
        for (start, end) in zip(sorted, sorted.dropFirst()) {
            let outer = attributes(at: start, in: spans)
            let inner = attributes(at: start, in: overlays)
            guard let merged = inner.map({ $0.over(outer ?? TextAttributes()) }) ?? outer else { continue }
            result.append(TextSpan(range: start..<end, attributes: merged))
        }
        return result
    }
}
