#!/usr/bin/env bash
# Prints RefreshKit's public API, one declaration a line, sorted: the symbol
# graphs of the library modules an app or a strategy author imports, at
# public access. Diff two commits' outputs to list an API change:
#   scripts/public-api.sh > /tmp/after.txt
#   git worktree add /tmp/before <commit> && (cd /tmp/before && scripts/public-api.sh) > /tmp/before.txt
#   diff /tmp/before.txt /tmp/after.txt
# Needs python3 (to read the symbol graphs' JSON); a contributor's tool, not run in CI.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${SCRATCH:-.build-api}"
log="$scratch/dump-symbol-graph.log"
mkdir -p "$scratch"
swift package --scratch-path "$scratch" dump-symbol-graph --minimum-access-level public > "$log" 2>&1 || true
dump=$(sed -n 's/^Files written to //p' "$log")
[ -n "$dump" ] || { cat "$log" >&2; exit 1; }
python3 - "$dump" <<'PY'
import json, os, sys
modules = ["RefreshCore", "RefreshDocuments", "RefreshPresets", "RefreshKit", "RefreshHosting", "RefreshTesting",
           "RefreshKitCommand", "RefreshSpinningArrow", "RefreshProgressRing", "RefreshReleaseToRefresh",
           "RefreshFrozenHeader", "RefreshBouncingBall", "RefreshSystem"]
lines = set()
for name in sorted(os.listdir(sys.argv[1])):
    module = name.split(".")[0].split("@")[0]
    if module not in modules or not name.endswith(".symbols.json"):
        continue
    graph = json.load(open(os.path.join(sys.argv[1], name)))
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        path = ".".join(symbol["pathComponents"])
        declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
        lines.add(f"{module}: {path}: {' '.join(declaration.split())}")
print("\n".join(sorted(lines)))
PY
