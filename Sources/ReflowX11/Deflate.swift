/// A DEFLATE compressor (RFC 1951) in a zlib wrapper (RFC 1950), enough for PNG image data: LZ77 matching over
/// hash chains in a 32 KB window, then each block coded with whichever of dynamic Huffman codes, the fixed
/// codes or no compression is smallest. A flat UI screenshot compresses a hundredfold or more.
enum Deflate {
    /// `input` as a zlib stream.
    static func zlibCompress(_ input: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes.reserveCapacity(input.count / 8 + 64)
        // CMF: deflate with a 32 KB window; FLG: default level, no dictionary, (CMF·256 + FLG) divisible by 31.
        writer.bytes.append(contentsOf: [0x78, 0x9C])
        input.withUnsafeBufferPointer { compress($0, into: &writer) }
        writer.alignToByte()
        let adler = Checksum.adler32(input)
        writer.bytes.append(contentsOf: [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF),
                                         UInt8(adler & 0xFF)])
        return writer.bytes
    }

    // MARK: Matching

    static let windowSize = 32768
    static let minimumMatch = 3
    static let maximumMatch = 258
    /// How many earlier positions with the same three-byte hash are tried: zlib's level 6 tries 128.
    private static let maximumChain = 64
    /// A match this long is taken without looking further.
    private static let niceMatch = 128
    private static let hashBits = 15
    /// Symbols per block before its codes are chosen and it is written.
    private static let blockSymbols = 1 << 15

    /// Compresses `input` into raw deflate blocks.
    private static func compress(_ input: UnsafeBufferPointer<UInt8>, into writer: inout BitWriter) {
        let count = input.count
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var previous = [Int32](repeating: -1, count: windowSize)
        var block = BlockEncoder()
        var blockStart = 0

        @inline(__always) func hash(_ i: Int) -> Int {
            let value = UInt32(input[i]) << 16 | UInt32(input[i + 1]) << 8 | UInt32(input[i + 2])
            return Int((value &* 2_654_435_761) >> UInt32(32 - hashBits))
        }
        @inline(__always) func insert(_ i: Int) {
            let h = hash(i)
            previous[i & (windowSize - 1)] = head[h]
            head[h] = Int32(i)
        }

        var i = 0
        while i < count {
            var bestLength = 0, bestDistance = 0
            if i + minimumMatch <= count {
                let longest = min(maximumMatch, count - i)
                var candidate = Int(head[hash(i)])
                var chain = maximumChain
                while candidate >= 0, i - candidate <= windowSize, chain > 0 {
                    if input[candidate + bestLength] == input[i + bestLength] {
                        var length = 0
                        while length < longest, input[candidate + length] == input[i + length] { length += 1 }
                        if length > bestLength {
                            bestLength = length
                            bestDistance = i - candidate
                            if length >= min(longest, niceMatch) { break }
                        }
                    }
                    let next = Int(previous[candidate & (windowSize - 1)])
                    guard next < candidate else { break }
                    candidate = next
                    chain -= 1
                }
                insert(i)
            }
            if bestLength >= minimumMatch {
                block.appendMatch(length: bestLength, distance: bestDistance)
                let end = i + bestLength
                i += 1
                while i < end {
                    if i + minimumMatch <= count { insert(i) }
                    i += 1
                }
            } else {
                block.appendLiteral(input[i])
                i += 1
            }
            if block.symbolCount >= blockSymbols {
                block.write(to: &writer, raw: UnsafeBufferPointer(rebasing: input[blockStart..<i]), isFinal: i == count)
                blockStart = i
            }
        }
        if block.symbolCount > 0 || count == 0 || blockStart < count {
            block.write(to: &writer, raw: UnsafeBufferPointer(rebasing: input[blockStart..<count]), isFinal: true)
        }
    }

    // MARK: Tables (RFC 1951 §3.2.5)

    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                    115, 131, 163, 195, 227, 258]
    static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5,
                                         5, 0]
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                      1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtraBits: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11,
                                           11, 12, 12, 13, 13]
    /// The order code-length code lengths are sent in.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Index into `lengthBase` for each match length 0...258.
    fileprivate static let lengthCodes: [UInt8] = {
        var codes = [UInt8](repeating: 0, count: maximumMatch + 1)
        for code in 0..<lengthBase.count {
            let end = code + 1 < lengthBase.count ? lengthBase[code + 1] : maximumMatch + 1
            for length in lengthBase[code]..<min(end, maximumMatch + 1) { codes[length] = UInt8(code) }
        }
        codes[maximumMatch] = UInt8(lengthBase.count - 1)
        return codes
    }()

    /// Index into `distanceBase` for a distance: `distanceCodes[d - 1]` below 257, else
    /// `distanceCodes[256 + (d - 1) >> 7]` (zlib's trick).
    fileprivate static let distanceCodes: [UInt8] = {
        var codes = [UInt8](repeating: 0, count: 512)
        for code in 0..<distanceBase.count {
            let start = distanceBase[code], end = code + 1 < distanceBase.count ? distanceBase[code + 1] : windowSize + 1
            for distance in start..<end {
                if distance <= 256 { codes[distance - 1] = UInt8(code) } else { codes[256 + (distance - 1) >> 7] = UInt8(code) }
            }
        }
        return codes
    }()

    @inline(__always)
    fileprivate static func distanceCode(_ distance: Int) -> Int {
        Int(distance <= 256 ? distanceCodes[distance - 1] : distanceCodes[256 + (distance - 1) >> 7])
    }

    /// The fixed code lengths of RFC 1951 §3.2.6.
    static let fixedLiteralLengths: [UInt8] = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)

    // MARK: Huffman codes

    /// Code lengths for a Huffman code over `frequencies`, none longer than `limit`. Unused symbols get 0.
    /// When the optimal code is too deep, frequencies are halved (keeping every used symbol) and it is built
    /// again: flatter frequencies give a shallower tree.
    static func codeLengths(_ frequencies: [Int], limit: Int) -> [UInt8] {
        var frequencies = frequencies
        while true {
            let lengths = huffmanLengths(frequencies)
            if (lengths.max() ?? 0) <= UInt8(limit) { return lengths }
            frequencies = frequencies.map { $0 == 0 ? 0 : ($0 + 1) / 2 }
        }
    }

    private static func huffmanLengths(_ frequencies: [Int]) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        let leaves = frequencies.indices.filter { frequencies[$0] > 0 }.sorted { frequencies[$0] < frequencies[$1] }
        if leaves.count == 1 { lengths[leaves[0]] = 1 }
        guard leaves.count > 1 else { return lengths }
        // Two queues: leaves in order of weight, and merged nodes, which are made in order of weight too.
        var weight = leaves.map { frequencies[$0] }
        var parent = [Int](repeating: -1, count: leaves.count * 2 - 1)
        var nextLeaf = 0, nextNode = leaves.count
        func takeLightest() -> Int {
            if nextLeaf < leaves.count, nextNode >= weight.count || weight[nextLeaf] <= weight[nextNode] {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextNode += 1
            return nextNode - 1
        }
        while weight.count < parent.count {
            let a = takeLightest(), b = takeLightest()
            parent[a] = weight.count
            parent[b] = weight.count
            weight.append(weight[a] + weight[b])
        }
        // Depths from the root down: every parent comes after its children.
        var depth = [Int](repeating: 0, count: parent.count)
        for node in stride(from: parent.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        for (index, symbol) in leaves.enumerated() { lengths[symbol] = UInt8(depth[index]) }
        return lengths
    }

    /// Canonical codes for `lengths` (RFC 1951 §3.2.2), bit-reversed, since deflate sends codes from their
    /// first bit but the bit writer fills bytes from the least significant bit.
    static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        var lengthCounts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { lengthCounts[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + lengthCounts[bits - 1]) << 1
            nextCode[bits] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            codes[symbol] = reversed(nextCode[Int(length)], bits: Int(length))
            nextCode[Int(length)] += 1
        }
        return codes
    }

    /// Gives unused symbols a count of one until at least two are used, so that the code built from the counts
    /// is complete: zlib rejects incomplete codes.
    static func ensureTwoSymbols(_ frequencies: inout [Int]) {
        var used = frequencies.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
        var symbol = 0
        while used < 2 {
            if frequencies[symbol] == 0 {
                frequencies[symbol] = 1
                used += 1
            }
            symbol += 1
        }
    }

    static func reversed(_ code: Int, bits: Int) -> UInt16 {
        var value = code, result = 0
        for _ in 0..<bits {
            result = result << 1 | value & 1
            value >>= 1
        }
        return UInt16(result)
    }
}

/// Writes bits into bytes, least significant bit first, as deflate packs them.
struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    @inline(__always)
    mutating func write<Value: BinaryInteger>(_ value: Value, bits: Int) {
        buffer |= UInt64(truncatingIfNeeded: value) << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    mutating func alignToByte() {
        if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0
        count = 0
    }
}

/// The symbols of one block, and the choice of how to code them.
private struct BlockEncoder {
    /// A literal byte, or a match: bit 31 set, the length in bits 16…24 and the distance in bits 0…15.
    private var symbols: [UInt32] = []
    private var literalFrequencies = [Int](repeating: 0, count: 286)
    private var distanceFrequencies = [Int](repeating: 0, count: 30)

    init() { symbols.reserveCapacity(1 << 15) }

    var symbolCount: Int { symbols.count }

    mutating func appendLiteral(_ byte: UInt8) {
        symbols.append(UInt32(byte))
        literalFrequencies[Int(byte)] += 1
    }

    mutating func appendMatch(length: Int, distance: Int) {
        symbols.append(1 << 31 | UInt32(length) << 16 | UInt32(distance))
        literalFrequencies[257 + Int(Deflate.lengthCodes[length])] += 1
        distanceFrequencies[Deflate.distanceCode(distance)] += 1
    }

    /// Writes the block with whichever coding is smallest, then starts a new one.
    mutating func write(to writer: inout BitWriter, raw: UnsafeBufferPointer<UInt8>, isFinal: Bool) {
        literalFrequencies[256] = 1
        Deflate.ensureTwoSymbols(&literalFrequencies)
        Deflate.ensureTwoSymbols(&distanceFrequencies)
        let literalLengths = Deflate.codeLengths(literalFrequencies, limit: 15)
        let distanceLengths = Deflate.codeLengths(distanceFrequencies, limit: 15)
        let header = DynamicHeader(literalLengths: literalLengths, distanceLengths: distanceLengths)

        let dynamicBits = 3 + header.bits + dataBits(literalLengths, distanceLengths)
        let fixedBits = 3 + dataBits(Deflate.fixedLiteralLengths, Deflate.fixedDistanceLengths)
        let storedBits = (raw.count + 5 * max(1, (raw.count + 65534) / 65535)) * 8 + 7

        if storedBits < min(dynamicBits, fixedBits) {
            writeStored(raw, to: &writer, isFinal: isFinal)
        } else if fixedBits <= dynamicBits {
            writer.write(isFinal ? 1 : 0, bits: 1)
            writer.write(1, bits: 2)
            writeSymbols(Deflate.fixedLiteralLengths, Deflate.fixedDistanceLengths, to: &writer)
        } else {
            writer.write(isFinal ? 1 : 0, bits: 1)
            writer.write(2, bits: 2)
            header.write(to: &writer)
            writeSymbols(literalLengths, distanceLengths, to: &writer)
        }
        symbols.removeAll(keepingCapacity: true)
        for i in literalFrequencies.indices { literalFrequencies[i] = 0 }
        for i in distanceFrequencies.indices { distanceFrequencies[i] = 0 }
    }

    /// The bits the symbols take with these code lengths, extra bits included.
    private func dataBits(_ literalLengths: [UInt8], _ distanceLengths: [UInt8]) -> Int {
        var bits = 0
        for symbol in 0..<286 where literalFrequencies[symbol] > 0 {
            var perSymbol = Int(literalLengths[symbol])
            if symbol > 256 { perSymbol += Deflate.lengthExtraBits[symbol - 257] }
            bits += literalFrequencies[symbol] * perSymbol
        }
        for symbol in 0..<30 where distanceFrequencies[symbol] > 0 {
            bits += distanceFrequencies[symbol] * (Int(distanceLengths[symbol]) + Deflate.distanceExtraBits[symbol])
        }
        return bits
    }

    private func writeSymbols(_ literalLengths: [UInt8], _ distanceLengths: [UInt8], to writer: inout BitWriter) {
        let literalCodes = Deflate.canonicalCodes(literalLengths)
        let distanceCodes = Deflate.canonicalCodes(distanceLengths)
        for symbol in symbols {
            if symbol & (1 << 31) == 0 {
                writer.write(literalCodes[Int(symbol)], bits: Int(literalLengths[Int(symbol)]))
                continue
            }
            let length = Int(symbol >> 16 & 0x1FF), distance = Int(symbol & 0xFFFF)
            let lengthCode = Int(Deflate.lengthCodes[length])
            writer.write(literalCodes[257 + lengthCode], bits: Int(literalLengths[257 + lengthCode]))
            writer.write(length - Deflate.lengthBase[lengthCode], bits: Deflate.lengthExtraBits[lengthCode])
            let distanceCode = Deflate.distanceCode(distance)
            writer.write(distanceCodes[distanceCode], bits: Int(distanceLengths[distanceCode]))
            writer.write(distance - Deflate.distanceBase[distanceCode], bits: Deflate.distanceExtraBits[distanceCode])
        }
        writer.write(literalCodes[256], bits: Int(literalLengths[256]))
    }

    private func writeStored(_ raw: UnsafeBufferPointer<UInt8>, to writer: inout BitWriter, isFinal: Bool) {
        var start = 0
        repeat {
            let length = min(65535, raw.count - start)
            let last = start + length == raw.count
            writer.write(isFinal && last ? 1 : 0, bits: 1)
            writer.write(0, bits: 2)
            writer.alignToByte()
            writer.write(length, bits: 16)
            writer.write(~length & 0xFFFF, bits: 16)
            writer.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: raw[start..<start + length]))
            start += length
        } while start < raw.count
    }
}

/// The code lengths of a dynamic block, run-length coded with a code of their own (RFC 1951 §3.2.7).
private struct DynamicHeader {
    var literalCount: Int
    var distanceCount: Int
    /// Code-length symbols 0…18, each with its extra-bits value.
    var runs: [(symbol: Int, extra: Int)] = []
    var codeLengthLengths: [UInt8] = []
    var codeLengthCount: Int = 4

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        literalCount = 257
        for symbol in 257..<literalLengths.count where literalLengths[symbol] > 0 { literalCount = symbol + 1 }
        distanceCount = 1
        for symbol in 0..<distanceLengths.count where distanceLengths[symbol] > 0 { distanceCount = symbol + 1 }
        let lengths = Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount])

        var i = 0
        while i < lengths.count {
            let length = lengths[i]
            var run = 1
            while i + run < lengths.count, lengths[i + run] == length { run += 1 }
            i += run
            if length == 0 {
                while run >= 11 {
                    let take = min(run, 138)
                    runs.append((18, take - 11))
                    run -= take
                }
                if run >= 3 {
                    runs.append((17, run - 3))
                    run = 0
                }
            } else {
                runs.append((Int(length), 0))
                run -= 1
                while run >= 3 {
                    let take = min(run, 6)
                    runs.append((16, take - 3))
                    run -= take
                }
            }
            for _ in 0..<run { runs.append((Int(length), 0)) }
        }

        var frequencies = [Int](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        Deflate.ensureTwoSymbols(&frequencies)
        codeLengthLengths = Deflate.codeLengths(frequencies, limit: 7)
        for (index, symbol) in Deflate.codeLengthOrder.enumerated() where codeLengthLengths[symbol] > 0 {
            codeLengthCount = max(codeLengthCount, index + 1)
        }
    }

    private static let runExtraBits = [16: 2, 17: 3, 18: 7]

    var bits: Int {
        var bits = 5 + 5 + 4 + 3 * codeLengthCount
        for run in runs { bits += Int(codeLengthLengths[run.symbol]) + (Self.runExtraBits[run.symbol] ?? 0) }
        return bits
    }

    func write(to writer: inout BitWriter) {
        writer.write(literalCount - 257, bits: 5)
        writer.write(distanceCount - 1, bits: 5)
        writer.write(codeLengthCount - 4, bits: 4)
        for index in 0..<codeLengthCount { writer.write(codeLengthLengths[Deflate.codeLengthOrder[index]], bits: 3) }
        let codes = Deflate.canonicalCodes(codeLengthLengths)
        for run in runs {
            writer.write(codes[run.symbol], bits: Int(codeLengthLengths[run.symbol]))
            if let extra = Self.runExtraBits[run.symbol] { writer.write(run.extra, bits: extra) }
        }
    }
}
