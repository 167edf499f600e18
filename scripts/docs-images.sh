#!/usr/bin/env bash
# Regenerates the filmstrip of every built-in preset for docs/choosing-a-preset.md.
# DocsTests fails when an image differs from what this script writes.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product refreshkit
for name in spinning-arrow progress-ring release-to-refresh frozen-header bouncing-ball system; do
    .build/debug/refreshkit preview "$name" --format svg -o "docs/images/$name.svg"
done
