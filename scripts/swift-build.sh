#!/usr/bin/env bash
# `swift build ARGUMENTS...`, run a second time only when SwiftPM itself died
# of a signal: an intermittent crash of swift-package inside libdispatch on
# Linux (of the kind in swiftlang/swift#87033) once ended a CI run. A compile
# error, or a compiler that crashes, ends `swift build` with status 1 and is
# never rerun. Used by the scripts that CI runs many builds from.
#
#   scripts/swift-build.sh [swift build arguments]
status=0
swift build "$@" || status=$?
if [ "$status" -ge 128 ]; then
    echo "note: swift build died of signal $((status - 128)) (SwiftPM, not the code it builds); running it once more" >&2
    status=0
    swift build "$@" || status=$?
fi
exit "$status"
