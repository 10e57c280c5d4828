import Foundation

/// A Gaussian blur approximated by three box blurs in each direction, on pixels in memory (premultiplied
/// ARGB32 or A8, as cairo's image surfaces hold them).
///
/// Three passes of a box filter give a piecewise-quadratic kernel within a few percent of a Gaussian (the
/// central limit theorem at work); the box widths are chosen so the three variances add up to σ²
/// (a box of width w has variance (w² − 1)/12). Edges are treated as transparent beyond the buffer.
enum GaussianBlur {
    /// The widths (odd) of three boxes whose passes together have standard deviation `sigma`: n = 3 boxes,
    /// m of width wl and n − m of width wl + 2, with wl the odd width just under the ideal √(12σ²/n + 1).
    static func boxWidths(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let wl = Double(lower)
        let m = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : lower + 2 }
    }

    /// Blurs `width` × `height` pixels of `channels` bytes each (4 or 1), rows `stride` bytes apart, in place.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double) {
        guard width > 0, height > 0, sigma.isFinite, sigma > 0.2 else { return }
        // A blur wider than the buffer only flattens it further; keep the work bounded.
        let sigma = min(sigma, Double(max(width, height)))
        let radii = boxWidths(sigma: sigma).map { ($0 - 1) / 2 }
        let longest = max(width, height)
        var line = [Int32](repeating: 0, count: longest)
        var out = [Int32](repeating: 0, count: longest)
        for radius in radii where radius > 0 {
            // Rows, then columns; each channel on its own.
            for y in 0..<height {
                for channel in 0..<channels {
                    let base = y * stride + channel
                    for x in 0..<width { line[x] = Int32(data[base + x * channels]) }
                    boxPass(line, into: &out, count: width, radius: radius)
                    for x in 0..<width { data[base + x * channels] = UInt8(clamping: out[x]) }
                }
            }
            for x in 0..<width {
                for channel in 0..<channels {
                    let base = x * channels + channel
                    for y in 0..<height { line[y] = Int32(data[base + y * stride]) }
                    boxPass(line, into: &out, count: height, radius: radius)
                    for y in 0..<height { data[base + y * stride] = UInt8(clamping: out[y]) }
                }
            }
        }
    }

    /// One box pass along a line: each value becomes the mean of the 2·radius + 1 values around it, zeros
    /// beyond the ends, by a running sum (rounded to nearest).
    private static func boxPass(_ input: [Int32], into output: inout [Int32], count: Int, radius: Int) {
        let window = Int32(2 * radius + 1)
        var sum: Int32 = 0
        for i in 0..<min(radius, count) { sum += input[i] }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += input[entering] }
            if leaving >= 0 { sum -= input[leaving] }
            output[i] = (sum + window / 2) / window
        }
    }
}
