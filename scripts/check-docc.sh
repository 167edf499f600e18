#!/usr/bin/env bash
# Builds the DocC catalogs of RefreshCore, RefreshDocuments, RefreshPresets, RefreshTesting, RefreshHosting, RefreshKitUI and RefreshKitUIKit with the
# toolchain's docc, failing on any warning (a broken symbol link, a missing
# article). Uses its own build folder so the main build is not disturbed.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-docs
graphs="$scratch/symbol-graphs"
rm -rf "$graphs" && mkdir -p "$graphs"
# SwiftPM's own symbol-graph dump (which also builds what it needs). It
# fails for the synthesized test-runner modules, which have no docs; the
# modules documented here are checked below.
log="$scratch/dump-symbol-graph.log"
swift package --scratch-path "$scratch" dump-symbol-graph > "$log" 2>&1 || true
dump=$(sed -n 's/^Files written to //p' "$log")

# One module's catalog, with the symbol graphs in $graphs/<module>.
convert() {
    docc convert "$(find Sources -type d -name "$1.docc")" \
        --additional-symbol-graph-dir "$graphs/$1" \
        --output-path "$scratch/$1.doccarchive" \
        --fallback-display-name "$1" \
        --fallback-bundle-identifier "com.refreshkit.$1" \
        --warnings-as-errors
    echo "DocC: $1 builds without warnings."
}
for module in RefreshCore RefreshDocuments RefreshPresets RefreshTesting RefreshHosting; do
    [ -f "$dump/$module.symbols.json" ] || { cat "$log" >&2; echo "error: no symbol graph for $module" >&2; exit 1; }
done
for module in RefreshCore RefreshDocuments RefreshPresets RefreshTesting RefreshHosting; do
    mkdir -p "$graphs/$module"
    cp "$dump/$module".symbols.json "$graphs/$module"/
    cp "$dump/$module"@*.symbols.json "$graphs/$module"/ 2>/dev/null || true
    convert "$module"
done

# RefreshKitUI is SwiftUI code, empty where SwiftUI is missing: its symbols
# come from the UI type-check's build against the stubs of Apple's
# declarations (Tools/UITypeCheck/run, which .ci/run runs first).
uicheck=.build-uicheck/debug/Modules
stubs=Tools/UITypeCheck/.build/debug/Modules
[ -f "$uicheck/RefreshKitUI.swiftmodule" ] || Tools/UITypeCheck/run >/dev/null
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)
# RefreshKitUIKit likewise, against the UIKit stubs.
for module in RefreshKitUI RefreshKitUIKit; do
    [ -f "$uicheck/$module.swiftmodule" ] || { echo "error: the UI type-check built no $module module" >&2; exit 1; }
    mkdir -p "$graphs/$module"
    swift-symbolgraph-extract -module-name "$module" -I "$uicheck" -I "$stubs" -target "$triple" \
        -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs/$module" >/dev/null
    convert "$module"
done
