#!/usr/bin/env bash
# Runs the GitHub Actions job in docs/validating-in-ci.md on this machine, on a
# copy of Tests/Fixtures/ci (an app's Presets folder): each `run:` block of the
# documented workflow, as GitHub runs it (bash -eo pipefail, one shell a step),
# in a temporary RUNNER_TEMP. The output pasted in that document comes from
# this script.
#
#   scripts/run-ci-example.sh [--clone-from URL-OR-PATH] [--revision REV]
#
# --clone-from replaces the workflow's github.com URL (for a machine without
# network, give this repository's path); --revision sets REFRESHKIT_REVISION
# (default: this repository's HEAD). Exits with the validate step's status.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
clone_from=""
revision="$(git -C "$root" rev-parse HEAD)"
while [ $# -gt 0 ]; do
    case "$1" in
        --clone-from) clone_from="$2"; shift 2 ;;
        --revision) revision="$2"; shift 2 ;;
        *) echo "usage: $0 [--clone-from URL-OR-PATH] [--revision REV]" >&2; exit 2 ;;
    esac
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/app" "$work/runner-temp"
cp -R "$root/Tests/Fixtures/ci/Presets" "$work/app/"

# The first workflow's `run: |` blocks, in order, one file each.
awk -v out="$work/step" '
    /^```yaml/ && !done { inside = 1; next }
    /^```/ { if (inside) done = 1; inside = 0 }
    inside && /^ *run: \|/ { step++; match($0, /^ */); indent = RLENGTH + 2; next }
    inside && step && match($0, /^ */) && RLENGTH >= indent { print substr($0, indent + 1) > (out step); next }
' "$root/docs/validating-in-ci.md"

export RUNNER_TEMP="$work/runner-temp" REFRESHKIT_REVISION="$revision"
cd "$work/app"
status=0
for step in "$work"/step[0-9]*; do
    if [ -n "$clone_from" ]; then
        sed -i.bak "s|https://github.com/refreshkit/RefreshKit.git|$clone_from|" "$step"
    fi
    echo "\$ $(tail -n 1 "$step")"
    status=0
    bash --noprofile --norc -eo pipefail "$step" || status=$?
    echo "(exit status $status)"
done
exit "$status"
