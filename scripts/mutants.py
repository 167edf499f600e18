#!/usr/bin/env python3
"""Plants each mutant of a list in the sources, one at a time, and runs the
tests that should catch it: every mutant must be killed (a test fails) unless
the list marks it equivalent (no test can tell it from the code). The list is
JSON: [{"name", "file", "old", "new", "equivalent"?}], `old` replaced once.
The sources are put back after each mutant, whatever happens.

    scripts/mutants.py Tests/Mutants/hold-engine.json [--filter REGEX] [--only NAME-PREFIX]

Exits 1 when a mutant survives, its `old` text is gone (update the list), or
it does not build. Slow (a build per mutant): not part of CI; run it after
changing what a list covers. docs/stress-testing.md says more.
"""
import argparse
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DEFAULT_FILTER = (
    "HoldScenarioTests|InvalidationTests|ScrollSessionTests|RefreshFromCodeTests|RandomGestureTests"
    "|ScrollResolutionTests|AppControlTests|SessionTests|UIKitAdapterTests"
)


def run(command):
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("list")
    parser.add_argument("--filter", default=DEFAULT_FILTER, help="the tests to run (swift test --filter)")
    parser.add_argument("--only", help="run only the mutants whose name starts with this")
    arguments = parser.parse_args()
    mutants = json.loads((ROOT / arguments.list).read_text() if not pathlib.Path(arguments.list).is_absolute()
                         else pathlib.Path(arguments.list).read_text())
    if arguments.only:
        mutants = [m for m in mutants if m["name"].startswith(arguments.only)]
    problems = 0
    for mutant in mutants:
        path = ROOT / mutant["file"]
        original = path.read_text()
        if mutant["old"] not in original:
            print(f"GONE      {mutant['name']}: its text is no longer in {mutant['file']}; update the list", flush=True)
            problems += 1
            continue
        try:
            path.write_text(original.replace(mutant["old"], mutant["new"], 1))
            build = run(["swift", "build", "--build-tests"])
            errors = [line for line in build.stdout.splitlines() if "error:" in line]
            if build.returncode != 0:
                print(f"NO BUILD  {mutant['name']}: {errors[:1] or build.stderr.strip()[-200:]}", flush=True)
                problems += 1
                continue
            tests = run(["swift", "test", "--skip-build", "--filter", arguments.filter])
            failed = sorted({
                match.group(1)
                for match in re.finditer(r"^✘ Test (\w+)\(.*recorded an issue", tests.stdout, re.MULTILINE)
            })
            if failed:
                verdict = "KILLED   " if not mutant.get("equivalent") else "KILLED (marked equivalent: unmark it)"
                print(f"{verdict} {mutant['name']}: {', '.join(failed)}", flush=True)
                if mutant.get("equivalent"):
                    problems += 1
            elif tests.returncode != 0:
                print(f"KILLED    {mutant['name']}: the test run crashed", flush=True)
            elif mutant.get("equivalent"):
                print(f"EQUIVALENT {mutant['name']}: survives, as the list says", flush=True)
            else:
                print(f"SURVIVED  {mutant['name']}", flush=True)
                problems += 1
        finally:
            path.write_text(original)
    print(f"{len(mutants)} mutants, {problems} problems", flush=True)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
