/// Writes PNG files (8-bit RGBA, not interlaced) in pure Swift: each row takes the filter that leaves the
/// smallest bytes (libpng's heuristic), and the rows are compressed with `Deflate`. A flat 480×320 interface
/// image takes a few kilobytes, so reference images can be checked in.
public enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `image` as the bytes of a PNG file.
    public static func encode(_ image: RGBAImage) -> [UInt8] {
        var header: [UInt8] = []
        appendBigEndian(UInt32(image.width), to: &header)
        appendBigEndian(UInt32(image.height), to: &header)
        // Bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        header.append(contentsOf: [8, 6, 0, 0, 0])

        var file = signature
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", Deflate.zlibCompress(filteredRows(image)), to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// Each row preceded by its filter type, filtered with the filter whose output has the smallest sum of
    /// magnitudes (bytes read as signed), the heuristic the PNG specification recommends.
    static func filteredRows(_ image: RGBAImage) -> [UInt8] {
        let rowBytes = image.width * 4, bytesPerPixel = 4
        var output = [UInt8]()
        output.reserveCapacity((rowBytes + 1) * image.height)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        var best = [UInt8](repeating: 0, count: rowBytes)
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        image.pixels.withUnsafeBufferPointer { pixels in
            zeros.withUnsafeBufferPointer { zeros in
                for y in 0..<image.height {
                    let row = UnsafeBufferPointer(rebasing: pixels[y * rowBytes..<(y + 1) * rowBytes])
                    let above = y == 0 ? zeros : UnsafeBufferPointer(rebasing: pixels[(y - 1) * rowBytes..<y * rowBytes])
                    var bestFilter: UInt8 = 0, bestScore = Int.max
                    for filter in UInt8(0)...4 {
                        var score = 0
                        for i in 0..<rowBytes {
                            let left = i >= bytesPerPixel ? row[i - bytesPerPixel] : 0
                            let upperLeft = i >= bytesPerPixel ? above[i - bytesPerPixel] : 0
                            let value = row[i] &- PNGFilter.predictor(filter, left: left, above: above[i],
                                                                      upperLeft: upperLeft)
                            candidate[i] = value
                            score += value < 128 ? Int(value) : 256 - Int(value)
                        }
                        if score < bestScore {
                            bestScore = score
                            bestFilter = filter
                            swap(&best, &candidate)
                        }
                    }
                    output.append(bestFilter)
                    output.append(contentsOf: best)
                }
            }
        }
        return output
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        appendBigEndian(UInt32(data.count), to: &file)
        file.append(contentsOf: typeBytes)
        file.append(contentsOf: data)
        appendBigEndian(Checksum.crc32(data, continuing: Checksum.crc32(typeBytes)), to: &file)
    }

    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
                                  UInt8(value & 0xFF)])
    }
}

/// The five PNG row filters (PNG specification §9): each byte is stored as its difference from a prediction
/// made from the byte to its left, the one above and the one above-left.
enum PNGFilter {
    @inline(__always)
    static func predictor(_ filter: UInt8, left: UInt8, above: UInt8, upperLeft: UInt8) -> UInt8 {
        switch filter {
        case 1: return left
        case 2: return above
        case 3: return UInt8((Int(left) + Int(above)) / 2)
        case 4: return paeth(left, above, upperLeft)
        default: return 0
        }
    }

    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
