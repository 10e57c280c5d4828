@_implementationOnly import _FoundationICU

/// The two Unicode algorithms text layout asks ICU about: where a line may break (UAX #14) and which way a
/// paragraph runs (UAX #9, rule P2).
///
/// The ICU is the one the Swift toolchain's Foundation carries (`_FoundationICU`, ICU 76 with Unicode 16 in
/// Swift 6.3), which every Reflow program holds already: linked into `reflow`, loaded with Foundation
/// elsewhere. The system's ICU would load two more libraries, 1.8 MiB at start, for these two questions
/// (docs/startup.md). Its C names carry the `swift_` prefix that keeps them apart from a system ICU's.
enum UnicodeRules {
    /// A line break iterator for language-neutral rules, opened once (opening one loads its rules) and cloned
    /// for each use, since an iterator holds the position of one walk. Only ever cloned, never walked, so
    /// threads may share it.
    nonisolated(unsafe) private static let prototype: OpaquePointer? = openLineRules() ?? openLineRulesForLocale()

    /// The root locale's line rules, opened from ICU's data by their name: what `ubrk_open` finds for any
    /// locale without rules of its own, without first settling the default locale and searching the break
    /// iterators' resource bundles, which reads 1.4 MiB more of ICU's tables at start (docs/startup.md). Nil
    /// when the data does not hold them under that name.
    static func openLineRules() -> OpaquePointer? {
        var status = U_ZERO_ERROR
        guard let data = swift_udata_open("ICUDATA-brkitr", "brk", "line", &status) else { return nil }
        // The compiled rules begin with their header, whose third 32-bit field is their length in bytes (ICU's
        // rbbidata.h). The iterator reads them where they are: the data stays open as long as it does, for as
        // long as the program runs.
        if succeeded(status), let rules = swift_udata_getMemory(data),
           case let length = rules.load(fromByteOffset: 8, as: UInt32.self), length > 0, length < Int32.max,
           let iterator = swift_ubrk_openBinaryRules(rules.assumingMemoryBound(to: UInt8.self), Int32(length),
                                                     nil, 0, &status) {
            if succeeded(status) { return iterator }
            swift_ubrk_close(iterator)
        }
        swift_udata_close(data)
        return nil
    }

    /// The line rules `ubrk_open` finds for the default locale: the way to them when the data has no rules
    /// under the name `openLineRules` uses.
    static func openLineRulesForLocale() -> OpaquePointer? {
        var status = U_ZERO_ERROR
        let iterator = swift_ubrk_open(UBRK_LINE, "", nil, 0, &status)
        guard succeeded(status) else {
            if let iterator { swift_ubrk_close(iterator) }
            return nil
        }
        return iterator
    }

    /// ICU's `U_SUCCESS`: warnings are negative, errors positive.
    private static func succeeded(_ status: UErrorCode) -> Bool { status.rawValue <= U_ZERO_ERROR.rawValue }

    /// For each byte of the UTF-8 `bytes`, whether a line may break after it: an opportunity, not a forced
    /// break (those are the text's own line breaks). Nil when ICU could not say.
    static func lineBreakOpportunities(in bytes: [UInt8]) -> [Bool]? {
        lineBreakOpportunities(in: bytes, by: prototype)
    }

    /// `lineBreakOpportunities(in:)` with a clone of `prototype`.
    static func lineBreakOpportunities(in bytes: [UInt8], by prototype: OpaquePointer?) -> [Bool]? {
        guard !bytes.isEmpty, let prototype else { return nil }
        var status = U_ZERO_ERROR
        guard let iterator = swift_ubrk_clone(prototype, &status) else { return nil }
        defer { swift_ubrk_close(iterator) }
        var breaks = [Bool](repeating: false, count: bytes.count)
        let walked: Bool = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { text in
                guard let utext = swift_utext_openUTF8(nil, text.baseAddress, Int64(text.count), &status) else {
                    return false
                }
                defer { swift_utext_close(utext) }
                swift_ubrk_setUText(iterator, utext, &status)
                guard succeeded(status) else { return false }
                // Over UTF-8 text the iterator's positions are byte offsets.
                var position = swift_ubrk_next(iterator)
                while position != UBRK_DONE {
                    if position > 0 && position < text.count
                        && swift_ubrk_getRuleStatus(iterator) < UBRK_LINE_HARD.rawValue {
                        breaks[Int(position) - 1] = true
                    }
                    position = swift_ubrk_next(iterator)
                }
                return true
            }
        }
        return walked ? breaks : nil
    }

    /// The direction of the first strong character of the UTF-8 `bytes`, characters inside isolates skipped
    /// (UAX #9 rule P2): 1 for left to right, -1 for right to left (Hebrew, Arabic, …), 0 when there is none
    /// (digits, punctuation, spaces only). Bytes that are not UTF-8 are skipped.
    static func firstStrongDirection(of bytes: ArraySlice<UInt8>) -> Int {
        var isolates = 0  // how deep inside LRI/RLI/FSI … PDI the walk is: rule P2 skips what they hold
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .emptyInput:
                return 0
            case .error:
                continue
            case .scalarValue(let scalar):
                switch swift_u_charDirection(UChar32(scalar.value)) {
                case U_LEFT_TO_RIGHT_ISOLATE, U_RIGHT_TO_LEFT_ISOLATE, U_FIRST_STRONG_ISOLATE:
                    isolates += 1
                case U_POP_DIRECTIONAL_ISOLATE:
                    if isolates > 0 { isolates -= 1 }
                case U_LEFT_TO_RIGHT where isolates == 0:
                    return 1
                case U_RIGHT_TO_LEFT where isolates == 0, U_RIGHT_TO_LEFT_ARABIC where isolates == 0:
                    return -1
                default:
                    break
                }
            }
        }
    }
}
