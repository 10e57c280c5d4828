/// A small deterministic pseudo-random generator (SplitMix64): the same seed gives the same sequence on every
/// machine and every run, which is what makes a fuzz failure reproducible from its seed alone.
/// (`SystemRandomNumberGenerator` is not seedable, and Foundation's generators differ between platforms.)
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence depends only on `seed`.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0). The modulo bias is irrelevant for fuzzing.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// A uniformly chosen element of a non-empty array.
    public mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }

    /// A double in `range`, uniformly.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }
}
