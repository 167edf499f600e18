#!/usr/bin/env bash
# Fails when a tracked Swift file is not as `swift format` (the toolchain's,
# configured by .swift-format) writes it, or breaks one of its lint rules.
# To fix: scripts/format-check.sh --fix, then review and commit the change.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.swift')
if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place --parallel "${files[@]}"
fi
swift format lint --strict --parallel "${files[@]}"
echo "swift format: ${#files[@]} files as .swift-format writes them."
