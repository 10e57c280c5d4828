internal import CHarfBuzz
import Foundation
import Reflow

/// One glyph as shaping placed it: face `face` of the stack draws glyph `index` (an index into the face's
/// font file, not a character) with its origin `x` points along the baseline from the start of the text and
/// `y` points below the baseline.
package struct ShapedGlyph: Equatable {
    package var face: Int32
    package var index: UInt32
    package var x: Double
    package var y: Double
}

/// A line of text shaped: its glyphs left to right and its advance width, in points.
package struct ShapedText: Equatable {
    package var glyphs: [ShapedGlyph]
    package var width: Double

    package static let empty = ShapedText(glyphs: [], width: 0)
}

/// A stretch of text that one face sets in one script, at one bidirectional level.
private struct ShapingRun {
    var start: Int
    var end: Int
    var face: Int32
    var script: hb_script_t
    /// The Unicode bidirectional algorithm's level: odd runs right to left.
    var level: Int8
}

extension FontStack {
    /// `text` on one line, shaped by HarfBuzz: the characters split into runs by face, script and direction
    /// (fallback faces, colour emoji, the Unicode bidirectional algorithm's levels from FriBidi), each run
    /// shaped with the face's kerning, ligatures and the script's joining, then the runs put in display order.
    /// So an Arabic word joins and reads right to left, a Hebrew phrase in English text stands in its place
    /// read right to left, a ZWJ family is one emoji, and "AV" kerns.
    ///
    /// The line is taken as one paragraph whose direction its first strong character gives (left to right when
    /// it has none). Characters that take no room (controls, joiners and other default-ignorable code points
    /// that no face draws) advance nothing and draw nothing.
    package func shape(_ text: Substring) -> ShapedText {
        guard !faces.isEmpty else {
            return ShapedText(glyphs: [], width: Double(FixedAdvanceTextMeasurer().width(of: text, in: font)))
        }
        guard !text.isEmpty else { return .empty }
        var string = String(text)
        let runs = runs(of: string, levels: Self.bidiLevels(of: string))
        var pieces: [ShapedText] = []
        pieces.reserveCapacity(runs.count)
        string.withUTF8 { bytes in
            for run in runs { pieces.append(shape(run, of: bytes)) }
        }
        if pieces.count == 1 { return pieces[0] }
        var shaped = ShapedText(glyphs: [], width: 0)
        shaped.glyphs.reserveCapacity(pieces.reduce(0) { $0 + $1.glyphs.count })
        for index in Self.displayOrder(of: runs.map(\.level)) {
            let offset = shaped.width
            shaped.glyphs += pieces[index].glyphs.map { ShapedGlyph(face: $0.face, index: $0.index, x: $0.x + offset, y: $0.y) }
            shaped.width += pieces[index].width
        }
        return shaped
    }

    /// The bidirectional level of each of `string`'s scalars, or nil when none can be right to left (no
    /// right-to-left letter and no directional control), which is most text and costs one pass.
    private static func bidiLevels(of string: String) -> [Int8]? {
        guard string.unicodeScalars.contains(where: isRightToLeftCandidate) else { return nil }
        let scalars = string.unicodeScalars.map(\.value)
        var levels = [Int8](repeating: 0, count: scalars.count)
        let found = scalars.withUnsafeBufferPointer { text in
            levels.withUnsafeMutableBufferPointer { reflow_bidi_levels(text.baseAddress, Int32(text.count), $0.baseAddress) }
        }
        return found > 0 ? levels : nil
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko and the other right-to-left blocks, their presentation forms, and
    /// the explicit directional marks, embeddings, overrides and isolates.
    private static func isRightToLeftCandidate(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
             0x200F, 0x202B, 0x202E, 0x2067, 0x2068: true
        default: false
        }
    }

    /// The order runs at `levels` are shown in, left to right: rule L2 of the bidirectional algorithm, every
    /// sequence at a level or higher reversed, from the highest level down to the lowest odd one.
    static func displayOrder(of levels: [Int8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i
                while j < order.count && levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }

    /// The characters of `string` grouped into runs of one face, one script and one bidirectional level.
    /// Characters of no script of their own (spaces, digits, punctuation, marks, emoji) join the run they stand
    /// in.
    private func runs(of string: String, levels: [Int8]?) -> [ShapingRun] {
        var runs: [ShapingRun] = []
        var offset = 0, scalarIndex = 0
        let unicode = hb_unicode_funcs_get_default()
        for character in string {
            let length = character.utf8.count
            let level = levels?[scalarIndex] ?? 0
            defer {
                offset += length
                scalarIndex += character.unicodeScalars.count
            }
            let base = character.unicodeScalars.first!.value
            let face: Int32? = Self.takesNoRoom(base) ? nil : self.face(for: base, emoji: Self.isEmoji(character))
            let script = hb_unicode_script(unicode, base)
            let neutral = Self.isNeutral(script)
            if var last = runs.last, face == nil || face == last.face, level == last.level,
               neutral || Self.isNeutral(last.script) || script == last.script {
                last.end = offset + length
                if !neutral { last.script = script }
                runs[runs.count - 1] = last
            } else {
                runs.append(ShapingRun(start: offset, end: offset + length, face: face ?? 0, script: script, level: level))
            }
        }
        return runs
    }

    /// The OpenType features that `features` stands for, over the whole text.
    private static func openTypeFeatures(_ features: FontFeatures) -> [hb_feature_t] {
        func feature(_ tag: String) -> hb_feature_t {
            let bytes = Array(tag.utf8)
            let value = UInt32(bytes[0]) << 24 | UInt32(bytes[1]) << 16 | UInt32(bytes[2]) << 8 | UInt32(bytes[3])
            return hb_feature_t(tag: value, value: 1, start: 0, end: UInt32.max)
        }
        var found: [hb_feature_t] = []
        if features.contains(.tabularDigits) { found.append(feature("tnum")) }
        if features.contains(.lowercaseSmallCaps) { found.append(feature("smcp")) }
        if features.contains(.uppercaseSmallCaps) { found.append(feature("c2sc")) }
        return found
    }

    /// One run shaped: its glyphs from the run's own start, and its advance.
    private func shape(_ run: ShapingRun, of bytes: UnsafeBufferPointer<UInt8>) -> ShapedText {
        var shaped = ShapedText(glyphs: [], width: 0)
        guard let buffer, let base = bytes.baseAddress else { return shaped }
        let face = faces[Int(run.face)]
        hb_buffer_clear_contents(buffer)
        // The whole text goes in as context, so a run joins to its neighbours (Arabic) as it would unbroken.
        base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            hb_buffer_add_utf8(buffer, $0, Int32(bytes.count), UInt32(run.start), Int32(run.end - run.start))
        }
        if !Self.isNeutral(run.script) { hb_buffer_set_script(buffer, run.script) }
        hb_buffer_set_direction(buffer, run.level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        var flags = HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES.rawValue
        if run.start == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if run.end == bytes.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        if font.features.isEmpty {
            hb_shape(face.font, buffer, nil, 0)
        } else {
            var features = Self.openTypeFeatures(font.features)
            hb_shape(face.font, buffer, &features, UInt32(features.count))
        }

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return shaped }
        let pointsPerUnit = Double(font.size) / face.unitsPerEm
        // Tracking follows each character (each cluster) the primary face sets, as SF's tracking follows its
        // own characters; fallback faces keep their spacing.
        let tracking = run.face == 0 ? self.tracking : 0
        var pen = 0.0
        var lastCluster = UInt32.max
        shaped.glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let glyph = infos[i].codepoint, cluster = infos[i].cluster
            // A control character no face draws is not a missing glyph: it takes no room.
            if glyph == 0, Self.isControl(bytes, at: Int(cluster)) { continue }
            let position = positions[i]
            shaped.glyphs.append(ShapedGlyph(face: run.face, index: glyph,
                                             x: pen + Double(position.x_offset) * pointsPerUnit,
                                             y: -Double(position.y_offset) * pointsPerUnit))
            pen += Double(position.x_advance) * pointsPerUnit
            if cluster != lastCluster {
                pen += tracking
                lastCluster = cluster
            }
        }
        shaped.width = pen
        return shaped
    }

    /// Whether the text should show `character` as an emoji, in colour, rather than as text: Unicode's
    /// Emoji_Presentation characters (🐱), anything asked for with VS16 (U+FE0F), skin-toned and ZWJ
    /// sequences; not a character asked for as text with VS15 (U+FE0E).
    static func isEmoji(_ character: Character) -> Bool {
        if character.isASCII { return false }
        let scalars = character.unicodeScalars
        var count = 0
        for scalar in scalars {
            count += 1
            switch scalar.value {
            case 0xFE0E: return false
            case 0xFE0F: return true
            default: continue
            }
        }
        let first = scalars.first!.properties
        if first.isEmojiPresentation { return true }
        guard count > 1, first.isEmoji else { return false }
        return scalars.contains { $0.value == 0x200D || $0.properties.isEmojiModifier }
    }

    /// Controls and default-ignorable code points (joiners, variation selectors, the byte order mark).
    static func takesNoRoom(_ codepoint: UInt32) -> Bool {
        if codepoint >= 0x20 && codepoint < 0x7F { return false }
        guard let scalar = Unicode.Scalar(codepoint) else { return true }
        return scalar.properties.generalCategory == .control || scalar.properties.isDefaultIgnorableCodePoint
    }

    /// Whether the character starting at byte `offset` is a control character (C0, DEL or C1).
    private static func isControl(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        let byte = bytes[offset]
        if byte < 0x20 || byte == 0x7F { return true }
        return byte == 0xC2 && offset + 1 < bytes.count && (0x80...0x9F).contains(bytes[offset + 1])
    }

    /// Scripts that take the script of the text around them.
    private static func isNeutral(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
    }
}
