/// UIScrollView's rubber-band curve: how far content moves for a drag of `x`
/// points past the edge of a scroll view `d` points tall, with the constant
/// 0.55: `(1 − 1 / (x · 0.55 / d + 1)) · d`. It follows the drag at first and
/// flattens towards `d`.
public func rubberBand(_ x: Double, dimension d: Double, constant c: Double = 0.55) -> Double {
    guard x > 0, d > 0 else { return 0 }
    return (1 - 1 / (x * c / d + 1)) * d
}
