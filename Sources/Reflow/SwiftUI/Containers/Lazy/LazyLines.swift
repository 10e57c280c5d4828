/// How a lazy container's views fall into lines along its axis (layout rules §17.1): a lazy stack puts each
/// view on a line of its own; a grid of `k` tracks fills each line with up to `k` views of one section, and a
/// section's header and footer take a whole line each. Worked out from the flattened content (`LazyContent`)
/// without building a view.
struct LazyLines {
    /// A run of lines made alike: a header, a footer, or the views of a section (or of the content outside
    /// sections) `perLine` to a line.
    struct Block {
        var role: LazyContent.Role
        var section: Int
        var firstView: Int
        var viewCount: Int
        var firstLine: Int
        var lineCount: Int
    }

    /// A section's lines, for pinning its header and footer.
    struct SectionLines {
        var first: Int
        var last: Int
        var header: Int?
        var footer: Int?
    }

    private(set) var blocks: [Block] = []
    private(set) var sections: [SectionLines] = []
    /// The number of lines.
    private(set) var count = 0
    /// Views per line in a run of content views (a grid's track count; 1 for a stack).
    let perLine: Int

    init(_ content: LazyContent, perLine: Int) {
        self.perLine = max(1, perLine)
        for segment in content.segments {
            if segment.role == .cell, var last = blocks.last, last.role == .cell, last.section == segment.section,
               last.firstView + last.viewCount == segment.start {
                // Views of one section flow on from one segment into the next (a `ForEach` and a view after it).
                last.viewCount += segment.count
                blocks[blocks.count - 1] = last
            } else {
                blocks.append(Block(role: segment.role, section: segment.section, firstView: segment.start,
                                    viewCount: segment.count, firstLine: 0, lineCount: 0))
            }
        }
        var line = 0
        for i in blocks.indices {
            blocks[i].firstLine = line
            blocks[i].lineCount = blocks[i].role == .cell ? (blocks[i].viewCount + self.perLine - 1) / self.perLine : 1
            line += blocks[i].lineCount
            let section = blocks[i].section
            guard section >= 0 else { continue }
            while sections.count <= section { sections.append(SectionLines(first: -1, last: -1)) }
            if sections[section].first < 0 { sections[section].first = blocks[i].firstLine }
            sections[section].last = line - 1
            if blocks[i].role == .header { sections[section].header = blocks[i].firstLine }
            if blocks[i].role == .footer { sections[section].footer = blocks[i].firstLine }
        }
        count = line
        // Sections with no views at all (an empty `ForEach`, no header) have no lines.
        for i in sections.indices where sections[i].first < 0 { sections[i] = SectionLines(first: 0, last: -1) }
    }

    /// The block that holds line `line`.
    func block(of line: Int) -> Block {
        var low = 0, high = blocks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if blocks[middle].firstLine <= line { low = middle } else { high = middle - 1 }
        }
        return blocks[low]
    }

    /// The views on line `line`, and what they are.
    func views(on line: Int) -> (range: Range<Int>, role: LazyContent.Role, section: Int) {
        let block = block(of: line)
        guard block.role == .cell else { return (block.firstView..<block.firstView + 1, block.role, block.section) }
        let first = block.firstView + (line - block.firstLine) * perLine
        return (first..<min(first + perLine, block.firstView + block.viewCount), .cell, block.section)
    }
}
