import RefreshCore

/// The curve that carries an animation role.
public struct PresetAnimation: PresetComponent {
    let role: AnimationRole
    let curve: AnimationCurve
    public init(_ role: AnimationRole, with curve: AnimationCurve) {
        self.role = role
        self.curve = curve
    }
    public func apply(to preset: inout Preset) { preset.animations[role] = curve }
}
