/// A DEFLATE decompressor (RFC 1951) for zlib streams (RFC 1950): stored, fixed-Huffman and dynamic-Huffman
/// blocks, so it reads PNG files from any encoder, not only Reflow's.
enum Inflate {
    /// The bytes a zlib stream holds. `limit` caps the output (a PNG knows its size in advance), so a corrupt
    /// or hostile stream cannot make it grow without bound.
    static func zlibDecompress(_ data: [UInt8], limit: Int) throws -> [UInt8] {
        guard data.count >= 6 else { throw PNGError.corrupt("zlib stream too short") }
        let cmf = Int(data[0]), flg = Int(data[1])
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (cmf << 8 | flg) % 31 == 0 else {
            throw PNGError.corrupt("not a zlib deflate stream")
        }
        guard flg & 0x20 == 0 else { throw PNGError.unsupported("zlib preset dictionary") }
        var reader = BitReader(data, start: 2)
        let output = try inflate(&reader, limit: limit)
        let end = reader.byteAlignedPosition
        guard end + 4 <= data.count else { throw PNGError.corrupt("zlib stream truncated") }
        let stored = UInt32(data[end]) << 24 | UInt32(data[end + 1]) << 16 | UInt32(data[end + 2]) << 8 | UInt32(data[end + 3])
        guard stored == Checksum.adler32(output) else { throw PNGError.corrupt("image data checksum mismatch") }
        return output
    }

    static func inflate(_ reader: inout BitReader, limit: Int) throws -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, 1 << 24))
        var isFinal = false
        while !isFinal {
            isFinal = reader.bits(1) == 1
            switch reader.bits(2) {
            case 0:
                try copyStored(&reader, into: &output, limit: limit)
            case 1:
                try decodeSymbols(&reader, literals: fixedLiterals, distances: fixedDistances, into: &output, limit: limit)
            case 2:
                let (literals, distances) = try readDynamicCodes(&reader)
                try decodeSymbols(&reader, literals: literals, distances: distances, into: &output, limit: limit)
            default:
                throw PNGError.corrupt("invalid deflate block type")
            }
            guard !reader.isPastEnd else { throw PNGError.corrupt("deflate stream truncated") }
        }
        return output
    }

    private static func copyStored(_ reader: inout BitReader, into output: inout [UInt8], limit: Int) throws {
        reader.alignToByte()
        let length = Int(reader.bits(16)), complement = Int(reader.bits(16))
        guard length == ~complement & 0xFFFF else { throw PNGError.corrupt("stored block length mismatch") }
        guard output.count + length <= limit else { throw PNGError.corrupt("more image data than the image holds") }
        for _ in 0..<length { output.append(UInt8(reader.bits(8))) }
    }

    private static func decodeSymbols(_ reader: inout BitReader, literals: HuffmanDecoder, distances: HuffmanDecoder,
                                      into output: inout [UInt8], limit: Int) throws {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard output.count < limit else { throw PNGError.corrupt("more image data than the image holds") }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthCode = symbol - 257
            guard lengthCode < 29 else { throw PNGError.corrupt("invalid length code") }
            let length = Deflate.lengthBase[lengthCode] + Int(reader.bits(Deflate.lengthExtraBits[lengthCode]))
            let distanceCode = try distances.decode(&reader)
            guard distanceCode < 30 else { throw PNGError.corrupt("invalid distance code") }
            let distance = Deflate.distanceBase[distanceCode] + Int(reader.bits(Deflate.distanceExtraBits[distanceCode]))
            guard distance <= output.count else { throw PNGError.corrupt("distance before the start of the data") }
            guard output.count + length <= limit else { throw PNGError.corrupt("more image data than the image holds") }
            guard !reader.isPastEnd else { throw PNGError.corrupt("deflate stream truncated") }
            // Byte by byte: a match may overlap the bytes it is producing (a run).
            var from = output.count - distance
            for _ in 0..<length {
                output.append(output[from])
                from += 1
            }
        }
    }

    private static func readDynamicCodes(_ reader: inout BitReader) throws -> (HuffmanDecoder, HuffmanDecoder) {
        let literalCount = Int(reader.bits(5)) + 257
        let distanceCount = Int(reader.bits(5)) + 1
        let codeLengthCount = Int(reader.bits(4)) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw PNGError.corrupt("too many codes") }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[Deflate.codeLengthOrder[index]] = UInt8(reader.bits(3)) }
        let codeLengths = try HuffmanDecoder(lengths: codeLengthLengths[...])

        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengths.decode(&reader)
            switch symbol {
            case 0...15:
                lengths.append(UInt8(symbol))
            case 16:
                guard let last = lengths.last else { throw PNGError.corrupt("repeat with no previous length") }
                lengths.append(contentsOf: repeatElement(last, count: 3 + Int(reader.bits(2))))
            case 17:
                lengths.append(contentsOf: repeatElement(0, count: 3 + Int(reader.bits(3))))
            default:
                lengths.append(contentsOf: repeatElement(0, count: 11 + Int(reader.bits(7))))
            }
            guard !reader.isPastEnd else { throw PNGError.corrupt("deflate stream truncated") }
        }
        guard lengths.count == literalCount + distanceCount else { throw PNGError.corrupt("code lengths overrun") }
        guard lengths[256] > 0 else { throw PNGError.corrupt("no end-of-block code") }
        return (try HuffmanDecoder(lengths: lengths[0..<literalCount]),
                try HuffmanDecoder(lengths: lengths[literalCount...]))
    }

    private static let fixedLiterals = try! HuffmanDecoder(lengths: Deflate.fixedLiteralLengths[...])
    private static let fixedDistances = try! HuffmanDecoder(lengths: Deflate.fixedDistanceLengths[...])
}

/// Decodes one Huffman code with a single table indexed by the next `maximumLength` bits of input: each entry
/// holds the symbol and its length, so one look-up decodes a symbol.
struct HuffmanDecoder {
    /// symbol << 4 | length; 0 where no code starts with those bits.
    private var table: [UInt16]
    private let maximumLength: Int

    init(lengths: ArraySlice<UInt8>) throws {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths {
            guard length <= 15 else { throw PNGError.corrupt("code length over 15") }
            counts[Int(length)] += 1
        }
        counts[0] = 0
        maximumLength = counts.lastIndex { $0 > 0 } ?? 0
        // Over-subscribed codes cannot be decoded; incomplete ones can (unused bit patterns stay invalid).
        var left = 1
        for bits in 1..<16 {
            left = left << 1 - counts[bits]
            guard left >= 0 else { throw PNGError.corrupt("over-subscribed Huffman code") }
        }
        table = [UInt16](repeating: 0, count: 1 << maximumLength)
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + counts[bits - 1]) << 1
            nextCode[bits] = code
        }
        for (offset, length) in lengths.enumerated() where length > 0 {
            let symbol = offset, bits = Int(length)
            let reversed = Int(Deflate.reversed(nextCode[bits], bits: bits))
            nextCode[bits] += 1
            let entry = UInt16(symbol << 4 | bits)
            for index in stride(from: reversed, to: table.count, by: 1 << bits) { table[index] = entry }
        }
    }

    @inline(__always)
    func decode(_ reader: inout BitReader) throws -> Int {
        let entry = table[Int(reader.peek(maximumLength))]
        guard entry != 0 else { throw PNGError.corrupt("invalid Huffman code") }
        reader.consume(Int(entry & 0xF))
        return Int(entry >> 4)
    }
}

/// Reads bits least significant first. Past the end it reads zeros and says so in `isPastEnd`.
struct BitReader {
    private let bytes: [UInt8]
    private var position: Int
    private var buffer: UInt64 = 0
    private var count = 0

    init(_ bytes: [UInt8], start: Int) {
        self.bytes = bytes
        position = start
    }

    /// Whether more bits have been consumed than the input holds.
    var isPastEnd: Bool { position * 8 - count > bytes.count * 8 }

    /// The index of the first byte not yet consumed, after skipping to a byte boundary.
    var byteAlignedPosition: Int { position - count / 8 }

    @inline(__always)
    private mutating func refill() {
        while count <= 56 {
            let byte = position < bytes.count ? bytes[position] : 0
            buffer |= UInt64(byte) << UInt64(count)
            position += 1
            count += 8
        }
    }

    @inline(__always)
    mutating func peek(_ bits: Int) -> UInt64 {
        if count < bits { refill() }
        return buffer & ((1 << UInt64(bits)) - 1)
    }

    @inline(__always)
    mutating func consume(_ bits: Int) {
        buffer >>= UInt64(bits)
        count -= bits
    }

    @inline(__always)
    mutating func bits(_ bits: Int) -> UInt32 {
        let value = peek(bits)
        consume(bits)
        return UInt32(value)
    }

    mutating func alignToByte() { consume(count % 8) }
}
