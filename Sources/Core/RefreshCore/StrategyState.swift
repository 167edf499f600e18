/// A strategy's own states, as its document names them: the `State` enum a
/// ``StrategyMachine`` runs.
///
/// The raw value is the name ``RefreshStatus/stateName`` reports, so it must
/// be one of ``StrategyDescriptor/stateNames`` (`State.allCases.map(\.rawValue)`
/// keeps the two from drifting apart).
///
/// ```swift
/// public enum State: String, StrategyState, CaseIterable {
///     case resting, stretching, taut, refreshing, recoiling
///
///     public var phase: RefreshPhase {
///         switch self {
///         case .resting: .idle
///         case .stretching: .pulling
///         case .taut: .armed
///         case .refreshing: .refreshing
///         case .recoiling: .finishing
///         }
///     }
/// }
/// ```
public protocol StrategyState: RawRepresentable, Sendable, Hashable where RawValue == String {
    /// The canonical phase the strategy is in when it enters this state. A
    /// state that spans two phases (document 002's `waiting` is idle at rest
    /// and pulling above it) gives the one it starts in, and the strategy
    /// names the other where it enters or follows the state.
    var phase: RefreshPhase { get }
}
