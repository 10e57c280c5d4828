/// Reads PNG files into RGBA: every colour type and bit depth of the PNG specification (grey, RGB, palette,
/// grey with alpha, RGBA; 1 to 16 bits, 16-bit samples keeping their high byte), transparency from tRNS, all
/// five filters and any deflate stream. Interlaced (Adam7) files are refused with `PNGError.unsupported`.
/// Tests use it to compare snapshots with checked-in reference images.
public enum PNGDecoder {
    /// The image in the PNG file `bytes`.
    public static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGEncoder.signature else {
            throw PNGError.corrupt("not a PNG file")
        }
        var header: Header?
        var palette: [UInt8] = [], transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var offset = 8
        chunks: while true {
            guard offset + 12 <= bytes.count else { throw PNGError.corrupt("file truncated") }
            let length = Int(readBigEndian(bytes, offset))
            guard length <= bytes.count - offset - 12 else { throw PNGError.corrupt("file truncated") }
            let type = bytes[offset + 4..<offset + 8]
            let data = bytes[offset + 8..<offset + 8 + length]
            let crc = readBigEndian(bytes, offset + 8 + length)
            guard Checksum.crc32(bytes[offset + 4..<offset + 8 + length]) == crc else {
                throw PNGError.corrupt("chunk \(String(decoding: type, as: UTF8.self)) checksum mismatch")
            }
            offset += 12 + length
            switch String(decoding: type, as: UTF8.self) {
            case "IHDR": header = try Header(data)
            case "PLTE": palette = Array(data)
            case "tRNS": transparency = Array(data)
            case "IDAT": compressed.append(contentsOf: data)
            case "IEND": break chunks
            default:
                // Bit 5 of the first letter clear: a critical chunk this reader does not know.
                guard type.first! & 0x20 != 0 else {
                    throw PNGError.unsupported("critical chunk \(String(decoding: type, as: UTF8.self))")
                }
            }
        }
        guard let header else { throw PNGError.corrupt("no IHDR chunk") }
        guard header.colorType != 3 || !palette.isEmpty else { throw PNGError.corrupt("palette image without PLTE") }
        let expected = (header.rowBytes + 1) * header.height
        var raw = try Inflate.zlibDecompress(compressed, limit: expected)
        guard raw.count == expected else { throw PNGError.corrupt("image data shorter than the image") }
        try unfilter(&raw, header)
        return convert(raw, header, palette: palette, transparency: transparency)
    }

    struct Header {
        var width: Int, height: Int, bitDepth: Int, colorType: Int
        var channels: Int
        var rowBytes: Int
        /// The distance, in bytes, from a byte to the corresponding byte of the pixel to its left (at least 1).
        var filterStride: Int

        init(_ data: ArraySlice<UInt8>) throws {
            guard data.count == 13 else { throw PNGError.corrupt("IHDR is not 13 bytes") }
            let bytes = Array(data)
            width = Int(readBigEndian(bytes, 0))
            height = Int(readBigEndian(bytes, 4))
            bitDepth = Int(bytes[8])
            colorType = Int(bytes[9])
            guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16 else {
                throw PNGError.unsupported("image size \(width)×\(height)")
            }
            guard bytes[10] == 0, bytes[11] == 0 else { throw PNGError.corrupt("unknown compression or filter method") }
            guard bytes[12] == 0 else { throw PNGError.unsupported("interlaced images") }
            let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
            guard let allowed = depths[colorType], allowed.contains(bitDepth) else {
                throw PNGError.corrupt("colour type \(colorType) with bit depth \(bitDepth)")
            }
            channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
            let bitsPerPixel = channels * bitDepth
            rowBytes = (width * bitsPerPixel + 7) / 8
            filterStride = max(1, bitsPerPixel / 8)
        }
    }

    /// Undoes each row's filter in place; the filter bytes stay where they are.
    private static func unfilter(_ raw: inout [UInt8], _ header: Header) throws {
        let rowBytes = header.rowBytes, stride = header.filterStride
        try raw.withUnsafeMutableBufferPointer { data in
            for y in 0..<header.height {
                let start = y * (rowBytes + 1)
                let filter = data[start]
                guard filter <= 4 else { throw PNGError.corrupt("unknown filter type \(filter)") }
                let row = start + 1, above = row - (rowBytes + 1)
                for i in 0..<rowBytes {
                    let left = i >= stride ? data[row + i - stride] : 0
                    let up = y > 0 ? data[above + i] : 0
                    let upperLeft = y > 0 && i >= stride ? data[above + i - stride] : 0
                    data[row + i] = data[row + i] &+ PNGFilter.predictor(filter, left: left, above: up, upperLeft: upperLeft)
                }
            }
        }
    }

    private static func convert(_ raw: [UInt8], _ header: Header, palette: [UInt8], transparency: [UInt8]) -> RGBAImage {
        let width = header.width, depth = header.bitDepth
        var pixels = [UInt8](repeating: 255, count: width * header.height * 4)
        let maximum = (1 << depth) - 1
        // The 16-bit (or narrower) sample `channel` of pixel `x` in the row starting at `row`.
        func sample(_ row: Int, _ x: Int, _ channel: Int) -> Int {
            let index = x * header.channels + channel
            switch depth {
            case 8: return Int(raw[row + index])
            case 16: return Int(raw[row + index * 2]) << 8 | Int(raw[row + index * 2 + 1])
            default:
                let bit = index * depth
                return Int(raw[row + bit / 8]) >> (8 - depth - bit % 8) & maximum
            }
        }
        func eight(_ value: Int) -> UInt8 { UInt8(depth == 16 ? value >> 8 : value * 255 / maximum) }
        // tRNS for grey and RGB: one colour, as 16-bit samples, that is fully transparent.
        func transparentSample(_ i: Int) -> Int? {
            transparency.count >= 2 * (i + 1) ? Int(transparency[2 * i]) << 8 | Int(transparency[2 * i + 1]) : nil
        }
        let transparentGrey = header.colorType == 0 ? transparentSample(0) : nil
        let transparentRGB = header.colorType == 2 ? [transparentSample(0), transparentSample(1), transparentSample(2)] : []

        for y in 0..<header.height {
            let row = y * (header.rowBytes + 1) + 1
            for x in 0..<width {
                let out = (y * width + x) * 4
                switch header.colorType {
                case 0:
                    let grey = sample(row, x, 0)
                    pixels[out] = eight(grey)
                    pixels[out + 1] = pixels[out]
                    pixels[out + 2] = pixels[out]
                    if grey == transparentGrey { pixels[out + 3] = 0 }
                case 2:
                    let r = sample(row, x, 0), g = sample(row, x, 1), b = sample(row, x, 2)
                    pixels[out] = eight(r)
                    pixels[out + 1] = eight(g)
                    pixels[out + 2] = eight(b)
                    if !transparentRGB.isEmpty, transparentRGB == [r, g, b] { pixels[out + 3] = 0 }
                case 3:
                    let index = sample(row, x, 0)
                    if index * 3 + 2 < palette.count {
                        pixels[out] = palette[index * 3]
                        pixels[out + 1] = palette[index * 3 + 1]
                        pixels[out + 2] = palette[index * 3 + 2]
                    }
                    if index < transparency.count { pixels[out + 3] = transparency[index] }
                case 4:
                    pixels[out] = eight(sample(row, x, 0))
                    pixels[out + 1] = pixels[out]
                    pixels[out + 2] = pixels[out]
                    pixels[out + 3] = eight(sample(row, x, 1))
                default:
                    for channel in 0..<4 { pixels[out + channel] = eight(sample(row, x, channel)) }
                }
            }
        }
        return RGBAImage(width: width, height: header.height, pixels: pixels)
    }

    static func readBigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}

/// Why a PNG file could not be read.
public enum PNGError: Error, CustomStringConvertible, Equatable {
    /// The file is damaged or not a PNG file.
    case corrupt(String)
    /// A valid PNG feature this reader does not implement.
    case unsupported(String)

    public var description: String {
        switch self {
        case .corrupt(let reason): return "PNG: \(reason)"
        case .unsupported(let feature): return "PNG: \(feature) not supported"
        }
    }
}
