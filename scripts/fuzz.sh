#!/usr/bin/env bash
# Fuzzes the preset reader: builds the `refreshkit-fuzz` target with libFuzzer
# and AddressSanitizer, seeds a corpus from presets/ and the test fixtures,
# and runs it.
#
#   scripts/fuzz.sh --runs 20000        # a bounded run (CI)
#   scripts/fuzz.sh --seconds 600       # ten minutes
#   scripts/fuzz.sh CRASHFILE           # replay one input under the sanitizers
#
# Options:
#   --runs N      stop after N inputs
#   --seconds S   stop after S seconds
#   --release     build optimised (slower to build, faster to run)
#   anything else is passed to libFuzzer (for example -max_len=8192 or a file)
#
# Everything it writes stays in fuzz-artifacts/ (ignored by git): the build,
# the growing corpus, and crashes as fuzz-artifacts/crashes/crash-<sha1>.
# It exits non-zero when libFuzzer finds a crash, leak or timeout.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=""
seconds=""
configuration=debug
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --seconds) seconds="$2"; shift 2 ;;
        --release) configuration=release; shift ;;
        -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) extra+=("$1"); shift ;;
    esac
done
if [ -z "$runs" ] && [ -z "$seconds" ] && [ ${#extra[@]} -eq 0 ]; then
    # No bound given: the short run CI makes.
    runs=20000
fi

artifacts=fuzz-artifacts
build="$artifacts/build"
corpus="$artifacts/corpus"
crashes="$artifacts/crashes"
mkdir -p "$corpus" "$crashes"

echo "== building refreshkit-fuzz ($configuration, -sanitize=fuzzer,address)"
# The sanitizer flags go to every module, so that libFuzzer sees coverage in
# the reader and validation code, not only in the entry point.
build_log="$artifacts/build.log"
if ! swift build --product refreshkit-fuzz -c "$configuration" --build-path "$build" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DREFRESHKIT_FUZZ > "$build_log" 2>&1; then
    # The linker's notes about the sanitizers' local symbols are noise.
    grep -v -E "ld.gold: warning: Cannot export local symbol" "$build_log" >&2
    echo "error: the fuzz target did not build" >&2
    exit 1
fi
grep -E "^Build|error:|\.swift:[0-9]+:[0-9]+: warning:" "$build_log" || true
binary="$build/$configuration/refreshkit-fuzz"

# Seeds: the built-in presets, every preset fixture (JSON and property list)
# and every input a crash was once found with (Tests/Fixtures/fuzz/).
seeds="$artifacts/seeds"
rm -rf "$seeds"
mkdir -p "$seeds"
find presets Tests/Fixtures -type f \( -name '*.json' -o -name '*.plist' -o -path 'Tests/Fixtures/fuzz/*' \) | while read -r file; do
    cp "$file" "$seeds/$(echo "$file" | tr '/' '_')"
done

# A dictionary of the tokens presets are made of: JSON and plist syntax, and
# every key the built-in presets use.
dictionary="$artifacts/presets.dict"
{
    for token in '{' '}' '[' ']' ':' ',' 'true' 'false' 'null' '1e308' '-0' '\\u0000' '"extends"' '"$schema"' \
        '<?xml version="1.0" encoding="UTF-8"?>' '<plist version="1.0">' '</plist>' '<dict>' '</dict>' \
        '<key>' '</key>' '<string>' '</string>' '<real>' '</real>' '<integer>' '</integer>' '<true/>' \
        '<false/>' '<array>' '</array>' 'bplist00'; do
        printf '"%s"\n' "$(printf '%s' "$token" | sed 's/\\/\\\\/g; s/"/\\"/g')"
    done
    grep -ho '"[A-Za-z$][A-Za-z0-9]*"[[:space:]]*:' presets/*.json | sed 's/[[:space:]]*:$//' | sort -u \
        | sed 's/\\/\\\\/g; s/"/\\"/g; s/^/"/; s/$/"/'
} > "$dictionary"

options=(-artifact_prefix="$crashes/" -dict="$dictionary" -max_len=16384 -timeout=10 -rss_limit_mb=4096
    -print_final_stats=1)
[ -n "$runs" ] && options+=(-runs="$runs")
[ -n "$seconds" ] && options+=(-max_total_time="$seconds")


# Swift's global caches would clutter the leak checker's report at exit;
# leaks that matter show up as growing memory, which -rss_limit_mb catches.
# Files among the arguments are replayed alone; otherwise fuzz the corpus.
inputs=("$corpus" "$seeds")
for argument in "${extra[@]+"${extra[@]}"}"; do
    if [ -f "$argument" ]; then inputs=(); fi
done
if [ ${#inputs[@]} -eq 0 ]; then
    echo "== replaying the given inputs; the log goes to $artifacts/fuzz.log"
else
    echo "== fuzzing (${runs:+$runs runs}${seconds:+$seconds s}); crashes go to $crashes/, the log to $artifacts/fuzz.log"
fi
status=0
ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" \
    "$binary" "${options[@]}" "${extra[@]+"${extra[@]}"}" "${inputs[@]+"${inputs[@]}"}" > "$artifacts/fuzz.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
    tail -n 80 "$artifacts/fuzz.log"
    if [ ${#inputs[@]} -eq 0 ]; then
        echo "error: libFuzzer stopped with status $status on one of the given inputs" >&2
    else
        echo "error: libFuzzer stopped with status $status; the input is in $crashes/:" >&2
        ls -t "$crashes" | head -n 5 >&2
    fi
    echo "replay it with: scripts/fuzz.sh $crashes/<file>   (or without sanitizers: swift run refreshkit-fuzz <file>)" >&2
    exit "$status"
fi
grep -E "^(Done|stat::|Executed|Running: )" "$artifacts/fuzz.log"
