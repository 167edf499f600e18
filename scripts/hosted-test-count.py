#!/usr/bin/env python3
"""Checks that the hosted tests ran, from xcodebuild's logs (docs/hosted-tests.md).

    scripts/hosted-test-count.py LOG... [--tests FOLDER] [--margin N]

A fence that shut a file of RefreshKitHostedTests out would leave fewer
tests, and a bundle that passes. This reads the XCTest classes and their
`test…` methods from FOLDER's Swift files (default Tests/RefreshKitHostedTests),
and the tests each LOG says passed or failed (XCTest's "Test Case '-[Module.Class
test]' passed" or Xcode's newer "Test case 'Class.test()' passed"), and fails
when a class ran no test, or when fewer tests ran than the files declare less
N (default 1, for a declaration this reading miscounts).

RecordingsSummaryTests runs it on logs written as xcodebuild writes them.
"""

import argparse
import pathlib
import re
import sys

CLASS = re.compile(r"^\s*(?:final\s+)?class\s+(\w+)\s*:\s*XCTestCase\b", re.M)
TEST = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*func\s+(test\w*)\s*\(", re.M)
RESULT = re.compile(r"Test [Cc]ase '[^']*?(\w+)[ ./](test\w*)(?:\(\))?\]?' (passed|failed)")


def declared(folder):
    """{class: {test, ...}} for every XCTestCase subclass in the folder."""
    classes = {}
    for path in sorted(pathlib.Path(folder).glob("*.swift")):
        text = path.read_text(encoding="utf-8")
        starts = [(m.start(), m.group(1)) for m in CLASS.finditer(text)]
        for index, (start, name) in enumerate(starts):
            end = starts[index + 1][0] if index + 1 < len(starts) else len(text)
            classes.setdefault(name, set()).update(m.group(1) for m in TEST.finditer(text, start, end))
    return classes


def ran(logs):
    """{(class, test)} that a log says passed or failed."""
    found = set()
    for log in logs:
        with open(log, encoding="utf-8", errors="replace") as file:
            for line in file:
                for match in RESULT.finditer(line):
                    found.add((match.group(1), match.group(2)))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("logs", nargs="+")
    parser.add_argument("--tests", default="Tests/RefreshKitHostedTests")
    parser.add_argument("--margin", type=int, default=1)
    arguments = parser.parse_args()
    classes = declared(arguments.tests)
    expected = sum(len(tests) for tests in classes.values())
    executed = {(c, t) for c, t in ran(arguments.logs) if c in classes}
    problems = []
    for name, tests in sorted(classes.items()):
        count = sum(1 for c, _ in executed if c == name)
        print(f"{name}: {count} of {len(tests)} tests ran")
        if tests and count == 0:
            problems.append(f"{name} ran no test (was its file compiled for the simulator?)")
    print(f"{len(executed)} of the {expected} tests {arguments.tests} declares ran")
    if not classes:
        problems.append(f"no XCTestCase class found in {arguments.tests}")
    if len(executed) < expected - arguments.margin:
        problems.append(f"only {len(executed)} tests ran; the files declare {expected} (at least {expected - arguments.margin} must run)")
    for problem in problems:
        print(f"hosted-test-count: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
