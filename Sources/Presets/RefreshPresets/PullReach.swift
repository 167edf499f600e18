/// How far a pull can move the content on a phone: the yardstick for a
/// trigger no pull can reach.
///
/// A scroll view pulled past its top follows the finger less and less: the
/// rubber band. Apple does not document its curve; the one measured and
/// published for UIScrollView is `b(x) = (1 − 1 / (x·c/d + 1))·d`, that is
/// `x·c·d / (x·c + d)`, for a finger `x` points past the edge, `c = 0.55`
/// and `d` the scroll view's height. The content never passes `d`, and a
/// finger that crosses the whole screen (`x = d`) moves it `c·d / (1 + c)`,
/// about 35 % of the height. This is a plausibility bound for a warning, not
/// a behaviour anything relies on: on the tallest iPhone (956 pt) it is
/// 339 pt, and a refresh distance beyond it cannot be pulled on any phone.
package enum PullReach {
    /// UIScrollView's rubber-band constant, as published.
    package static let rubberBandConstant = 0.55
    /// The tallest iPhone screen in points (iPhone 16 Pro Max, 440 × 956),
    /// taken as the scroll view's height: a real one is shorter.
    package static let tallestPhoneHeight = 956.0

    /// How far the content follows a finger `distance` points past the edge
    /// in a scroll view `height` points tall.
    package static func rubberBand(_ distance: Double, height: Double) -> Double {
        (1 - 1 / (distance * rubberBandConstant / height + 1)) * height
    }

    /// The farthest a pull can move the content on a phone: a finger
    /// crossing the tallest phone's whole screen.
    package static let onAPhone = rubberBand(tallestPhoneHeight, height: tallestPhoneHeight)
}
