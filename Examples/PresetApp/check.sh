#!/usr/bin/env bash
# Proves RefreshKitPlugin in an app's build (CI runs this from .ci/run):
#   1. the example builds, and its app code uses the generated members; the
#      generated file imports RefreshPreset where the target has it (the
#      app's RefreshKitUI product holds RefreshHosting; the tool target, with
#      the RefreshKit product alone, has no RefreshPreset and gets no
#      members, and a warning saying so), and no target imports a module
#      outside its dependencies (SwiftPM's explicit import check); no other
#      warning is printed;
#   2. a preset error planted in Presets/ fails the build, reported at its
#      file, line and column;
#   3. a misspelt generated member does not compile;
#   4. `swift package refreshkit-validate` checks the presets on demand.
# The planted changes are made in place and undone on exit, so that the
# example's one build folder serves every step.
set -euo pipefail
cd "$(dirname "$0")"
log=$(mktemp)
# swift build, rerun once if SwiftPM itself crashes (never on a compile error);
# a target that imports a module none of its dependencies gives fails it.
build() { ../../scripts/swift-build.sh --explicit-target-dependency-import-check error "$@"; }
preset=Sources/PresetApp/Presets/feed-ring.json
app=Sources/PresetApp/main.swift
cp "$preset" "$log.preset"
cp "$app" "$log.app"
restore() {
    cp "$log.preset" "$preset"
    cp "$log.app" "$app"
    rm -f "$log" "$log.preset" "$log.app"
}
trap restore EXIT

echo "-- the good build, and the app using RefreshPreset.feedRing"
build 2>&1 | tee "$log"
# One warning is expected: the tool target has presets but neither product
# with RefreshPreset, so it gets no members, and the build says so.
tool_warning="$(pwd)/Sources/PresetTool/Presets/quiet-tool.json: warning: No RefreshPreset members were generated for this target's preset file (RefreshPreset.quietTool)"
if ! grep -qF "$tool_warning" "$log"; then
    echo "error: the tool target's build did not warn that it gets no members: $tool_warning" >&2
    exit 1
fi
if grep -E '^(warning: |[^ ]+:[0-9]+:[0-9]+: warning:|[^ ]+: warning:)' "$log" | grep -vF "$tool_warning"; then
    echo "error: the example's build printed warnings besides the tool target's" >&2
    exit 1
fi
swift run PresetApp | tee "$log"
grep -q '^feed-ring: refresh at 100.0 pt$' "$log"
swift run PresetTool | tee "$log"
grep -q '^quiet-tool: refresh at 70.0 pt$' "$log"
generated() { find .build -path "*RefreshKitPlugin*" -name "RefreshPreset+$1.swift" | head -n 1; }
app_file=$(generated PresetApp)
tool_file=$(generated PresetTool)
if [ "$(grep '^import ' "$app_file")" != "import RefreshHosting" ] || grep -q '^import \|extension RefreshPreset' "$tool_file"; then
    head -n 5 "$app_file" "$tool_file"
    echo "error: a generated file imports RefreshPreset from elsewhere than its target's products" >&2
    exit 1
fi
echo "the app's generated file imports RefreshHosting; the tool's names no members"

echo "-- a planted error: 'holdDistanse' on line 6, column 5 of $preset"
sed -i.bak 's/"holdDistance"/"holdDistanse"/' "$preset" && rm -f "$preset.bak"
if build > "$log" 2>&1; then
    cat "$log"
    echo "error: the build passed with a planted preset error" >&2
    exit 1
fi
expected="$(pwd)/$preset:6:5: error: Unknown key 'strategy.holdDistanse': strategy 'progress-ring' has no key of that name."
if ! grep -qF "$expected" "$log"; then
    cat "$log"
    echo "error: the failing build did not report: $expected" >&2
    exit 1
fi
echo "the build failed with: $expected"
cp "$log.preset" "$preset"

echo "-- a misspelt generated member: RefreshPreset.feedRng"
sed -i.bak 's/RefreshPreset.feedRing/RefreshPreset.feedRng/' "$app" && rm -f "$app.bak"
if build > "$log" 2>&1; then
    cat "$log"
    echo "error: a misspelt generated member compiled" >&2
    exit 1
fi
if ! grep -qE "main.swift:[0-9]+:[0-9]+: error: type 'RefreshPreset' has no member 'feedRng'" "$log"; then
    cat "$log"
    echo "error: the misspelt member failed for another reason" >&2
    exit 1
fi
echo "the build failed with: $(grep -m1 -E "error: type 'RefreshPreset' has no member 'feedRng'" "$log")"
cp "$log.app" "$app"

echo "-- swift package refreshkit-validate"
swift package refreshkit-validate 2>&1 | tee "$log"
grep -q "Checked 3 files: 3 valid, 0 invalid (0 errors, 0 warnings)." "$log"
