import Foundation

/// A small, fast, seeded random number generator (SplitMix64, Steele, Lea & Flood 2014).
///
/// Property tests draw everything from one of these, so a seed reproduces a whole run: print the
/// seed with any failure, and the same seed rebuilds the same case on any machine. (The standard
/// library's `SystemRandomNumberGenerator` cannot be seeded.)
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed of the `index`-th case of a run whose base seed is `base`: cases get well-spread,
    /// independent seeds, and any one of them can be replayed on its own.
    public static func caseSeed(base: UInt64, index: Int) -> UInt64 {
        var generator = SplitMix64(seed: base ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }
}

/// The base seed of a property test: the environment variable `name` if set (decimal or `0x` hex),
/// otherwise `fixed`, so CI runs are reproducible and other seeds are one variable away.
public func baseSeed(fromEnvironment name: String, default fixed: UInt64) -> UInt64 {
    guard let text = ProcessInfo.processInfo.environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
        return fixed
    }
    if text.lowercased().hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return value }
    if let value = UInt64(text) { return value }
    preconditionFailure("\(name)=\(text): expected a decimal or 0x-prefixed hexadecimal seed")
}

/// Formats a seed the way `baseSeed(fromEnvironment:default:)` reads it back.
public func formatSeed(_ seed: UInt64) -> String {
    "0x" + String(seed, radix: 16, uppercase: true)
}
