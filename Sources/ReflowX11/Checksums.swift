/// The two checksums PNG files carry: CRC-32 on every chunk (ISO 3309, the same as zip and gzip) and Adler-32
/// on the zlib stream of the image data (RFC 1950).
enum Checksum {
    /// The CRC-32 of `bytes`, continuing from `crc` (the CRC of the bytes before them; 0 to start).
    static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 {
        var value = ~crc
        for byte in bytes {
            value = crcTable[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8)
        }
        return ~value
    }

    /// The table for the reflected polynomial 0xEDB88320, one entry per byte value.
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The Adler-32 of `bytes`, continuing from `adler` (1 to start).
    static func adler32(_ bytes: UnsafeBufferPointer<UInt8>, continuing adler: UInt32 = 1) -> UInt32 {
        let modulus: UInt32 = 65521
        var a = adler & 0xFFFF, b = adler >> 16
        var index = 0
        // 5552 is the most bytes whose sums cannot overflow 32 bits before reducing (zlib's NMAX).
        while index < bytes.count {
            let end = min(index + 5552, bytes.count)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= modulus
            b %= modulus
        }
        return b << 16 | a
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { adler32($0) }
    }
}
