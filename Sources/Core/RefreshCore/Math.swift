// The C library gives the transcendental functions the spring solver needs;
// RefreshCore takes nothing else from it and never imports Foundation.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(WinSDK)
import ucrt
#endif

@inline(__always) func exponential(_ x: Double) -> Double { exp(x) }
@inline(__always) func cosine(_ x: Double) -> Double { cos(x) }
@inline(__always) func sine(_ x: Double) -> Double { sin(x) }
@inline(__always) func naturalLogarithm(_ x: Double) -> Double { log(x) }

extension Double {
    /// The value limited to `range`; NaN becomes the range's lower bound, so a
    /// clamped value is always usable.
    @inlinable
    package func clamped(to range: ClosedRange<Double>) -> Double {
        if self.isNaN { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// The value as an `Int` when it is a whole number below 10¹⁵ in
    /// magnitude, the numbers files write without a fraction; nil otherwise
    /// (a fraction, NaN, an infinity, or too large to be exact).
    package var wholeNumber: Int? {
        isFinite && self == rounded() && Swift.abs(self) < 1e15 ? Int(self) : nil
    }
}
