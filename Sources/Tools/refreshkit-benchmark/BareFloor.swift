import RefreshKit

/// The floor a step is measured against: each document's per-frame logic
/// written as a plain loop over the same gesture (``ScriptedGesture``), with
/// no protocols, no effects and no indicator model; what the document's
/// `onPreferenceChange` (or scroll handler) does with one offset, and what
/// its refresh's end does. The numbers are the documents' own (and the
/// built-in presets'), as constants.
///
/// The checksum adds, per step, the document's own progress (or state) and
/// whether a refresh started, as ``runPipeline(_:steps:warmUp:)`` adds the
/// pipeline's, so that the optimiser keeps the work.
enum BareFloor {
    /// The loop for a built-in preset, or `nil` for another name.
    static func run(preset: String, trigger: Double, steps: Int) -> Double? {
        let gesture = ScriptedGesture(trigger: trigger)
        switch preset {
        case "spinning-arrow": return spinningArrow(gesture, steps: steps)
        case "progress-ring": return progressRing(gesture, steps: steps)
        case "release-to-refresh": return releaseToRefresh(gesture, steps: steps)
        case "system": return system(gesture, steps: steps)
        case "frozen-header": return frozenHeader(gesture, steps: steps)
        case "bouncing-ball": return bouncingBall(gesture, steps: steps)
        default: return nil
        }
    }

    /// Document 000's `onPreferenceChange`, and its indicator's
    /// `if arrowAngle > 180 || hasPulled || isLoading`, whose spinner's
    /// `onAppear` sets `hasPulled` and runs the action.
    @inline(never)
    static func spinningArrow(_ gesture: ScriptedGesture, steps: Int) -> Double {
        var checksum = 0.0
        var scrollOffset = 0.0
        var arrowAngle = 0.0
        var hasPulled = false
        var isLoading = false
        var spinnerShown = false
        for index in 0..<steps {
            var started = false
            switch gesture.input(at: index, nextDeadline: nil) {
            case .sample(let sample):
                let value = sample.offset
                scrollOffset = value
                if value > 30 { arrowAngle = (value - 30) * 1.7 }
                if arrowAngle < 180 && hasPulled {
                    isLoading = true
                    hasPulled = false
                }
                let spinner = arrowAngle > 180 || hasPulled || isLoading
                if spinner && !spinnerShown {
                    hasPulled = true
                    started = true
                }
                spinnerShown = spinner
            case .outcome:
                isLoading = false
            default:
                break
            }
            checksum += min(arrowAngle, 180) / 180 + (started ? 1 : 0) + (scrollOffset > 0 ? 0 : 1)
        }
        return checksum
    }

    /// Document 001's `onOffsetChange(offset:)` and `calculateProgress(from:)`
    /// (minimum distance 10, refresh distance 100), and its `done`.
    @inline(never)
    static func progressRing(_ gesture: ScriptedGesture, steps: Int) -> Double {
        var checksum = 0.0
        var isRefreshing = false
        var progress = 0.0
        for index in 0..<steps {
            var started = false
            switch gesture.input(at: index, nextDeadline: nil) {
            case .sample(let sample):
                let offset = sample.offset
                if isRefreshing || offset >= 100 {
                    progress = 1
                } else if offset <= 10 {
                    progress = 0
                } else {
                    progress = offset / 100
                }
                if !isRefreshing && offset > 100 {
                    isRefreshing = true
                    started = true
                }
            case .outcome:
                isRefreshing = false
            default:
                break
            }
            checksum += progress + (started ? 1 : 0)
        }
        return checksum
    }

    /// Document 002's `onPreferenceChange` (THRESHOLD 50) and its `done`.
    @inline(never)
    static func releaseToRefresh(_ gesture: ScriptedGesture, steps: Int) -> Double {
        enum RefreshState { case waiting, primed, loading }
        var checksum = 0.0
        var state = RefreshState.waiting
        for index in 0..<steps {
            var started = false
            switch gesture.input(at: index, nextDeadline: nil) {
            case .sample(let sample):
                let offset = sample.offset
                if state != .loading {
                    if offset > 50 && state == .waiting {
                        state = .primed
                    } else if offset < 50 && state == .primed {
                        state = .loading
                        started = true
                    }
                }
            case .outcome:
                state = .waiting
            default:
                break
            }
            checksum += (state == .waiting ? 0 : 1) + (started ? 1 : 0)
        }
        return checksum
    }

    /// The platform's control as ``SystemStrategy`` reads it (fires at
    /// 115 pt during the pull, holds 50 pt): no document prints its logic.
    @inline(never)
    static func system(_ gesture: ScriptedGesture, steps: Int) -> Double {
        var checksum = 0.0
        var isRefreshing = false
        var progress = 0.0
        for index in 0..<steps {
            var started = false
            switch gesture.input(at: index, nextDeadline: nil) {
            case .sample(let sample):
                let offset = sample.offset
                progress = min(max(offset / 115, 0), 1)
                if !isRefreshing && offset >= 115 {
                    isRefreshing = true
                    started = true
                }
            case .outcome:
                isRefreshing = false
            default:
                break
            }
            checksum += progress + (started ? 1 : 0) + (isRefreshing ? 50 : 0)
        }
        return checksum
    }

    /// Document 003's `onPreferenceChange` (threshold 80, the arrow's
    /// `symbolRotation`) and the binding set back to false.
    @inline(never)
    static func frozenHeader(_ gesture: ScriptedGesture, steps: Int) -> Double {
        let threshold = 80.0
        var checksum = 0.0
        var refreshing = false
        var frozen = false
        var rotation = 0.0
        var previousScrollOffset = 0.0
        for index in 0..<steps {
            var started = false
            switch gesture.input(at: index, nextDeadline: nil) {
            case .sample(let sample):
                let scrollOffset = sample.offset
                rotation = 180 * min(max(scrollOffset - 0.6 * threshold, 0), 0.4 * threshold) / (0.4 * threshold)
                if !refreshing && scrollOffset > threshold && previousScrollOffset <= threshold {
                    refreshing = true
                    started = true
                }
                if refreshing {
                    if previousScrollOffset > threshold && scrollOffset <= threshold { frozen = true }
                } else {
                    frozen = false
                }
                previousScrollOffset = scrollOffset
            case .outcome:
                refreshing = false
                frozen = false
            default:
                break
            }
            checksum += rotation / 180 + (started ? 1 : 0) + (frozen ? 1 : 0)
        }
        return checksum
    }

    /// Document 004's `caculateOffset` (maxOffset 100), its task's end and
    /// the two waits (return 0.3 s, roll-out 1.0 s), ticked when due.
    @inline(never)
    static func bouncingBall(_ gesture: ScriptedGesture, steps: Int) -> Double {
        enum AnimationState { case idle, pulling, ongoing, preparingFinish, finishing }
        var checksum = 0.0
        var state = AnimationState.idle
        var progress = 0.0
        var startOffset = 0.0
        var deadline: Double?
        for index in 0..<steps {
            var started = false
            switch gesture.input(at: index, nextDeadline: deadline) {
            case .sample(let sample):
                let offset = sample.offset
                switch state {
                case .idle:
                    startOffset = offset
                    state = .pulling
                case .pulling:
                    let pulled = min(1, (offset - startOffset) / 100)
                    if pulled < 1 {
                        progress = pulled
                    } else {
                        state = .ongoing
                        progress = 0
                        started = true
                    }
                default:
                    break
                }
            case .outcome(_, let time):
                if state == .ongoing {
                    state = .preparingFinish
                    deadline = time + 0.3
                }
            case .tick(let time):
                if state == .preparingFinish {
                    state = .finishing
                    deadline = time + 1.0
                } else if state == .finishing {
                    state = .idle
                    startOffset = 0
                    deadline = nil
                }
            default:
                break
            }
            checksum += progress + (started ? 1 : 0)
        }
        return checksum
    }
}
