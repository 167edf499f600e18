#!/usr/bin/env python3
"""Sums up the hosted tests' recordings (docs/hosted-tests.md).

    scripts/hosted-recordings.py FOLDER [--json FILE] [--require]

FOLDER holds what RefreshKitHostedTests wrote on an iPhone simulator: one JSON
file a recording, each {"system": {...}, "value": ...}. Prints a Markdown
summary (the workflow appends it to the job's summary): the inset rule each
SwiftUI container followed (InsetChangeRule), when it worked out a scroll to
the top edge (ScrollResolution), whether it followed a ScrollPosition, and the
scenarios' runs. --json writes the same as one file, the settings the Linux
model (SimulatedScrollView) would take from what iOS did. --require fails when
a platform recording or every scenario recording is missing: the hosted tests
did not run.

HostedScenarioModelTests runs it on recordings the model writes.
"""

import argparse
import json
import pathlib
import sys

PLATFORM = {
    "insetChangeRules": "platform-inset-change-rules.json",
    "scrollResolution": "platform-scroll-resolution.json",
    "scrollPosition": "platform-scroll-position.json",
}


def load(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def agreed(values):
    """The one value every record agrees on ("neither" for a record that
    followed no rule), else "differs: a, b"; None when there are none."""
    found = sorted({"neither" if v is None else str(v) for v in values})
    if not found:
        return None
    return found[0] if len(found) == 1 else "differs: " + ", ".join(found)


def summarize(folder):
    folder = pathlib.Path(folder)
    recordings = {p.name: load(p) for p in sorted(folder.glob("*.json"))}
    system = {}
    for recording in recordings.values():
        system = recording.get("system", {})
        break

    containers = {}

    def entry(name):
        return containers.setdefault(name, {})

    rules = recordings.get(PLATFORM["insetChangeRules"], {}).get("value", [])
    for container in sorted({r["container"] for r in rules}):
        # RefreshKit binds a ScrollPosition, so the bound records set the model.
        bound = [r.get("rule") for r in rules if r["container"] == container and r["positionBound"]]
        unbound = [r.get("rule") for r in rules if r["container"] == container and not r["positionBound"]]
        entry(container)["insetChangeRule"] = agreed(bound)
        entry(container)["insetChangeRuleWithoutPosition"] = agreed(unbound)

    resolutions = recordings.get(PLATFORM["scrollResolution"], {}).get("value", [])
    for record in resolutions:
        entry(record["container"])["scrollResolution"] = record.get("resolution") or "neither"

    positions = recordings.get(PLATFORM["scrollPosition"], {}).get("value", [])
    for record in positions:
        entry(record["container"])["followsScrollPosition"] = record["follows"]

    scenarios = [r["value"] for name, r in recordings.items() if name.startswith("scenario-")]
    failed = {
        f'{s["layout"]["container"]} {s["layout"]["variant"]} {s["scenario"]} {s["preset"]}': s["failures"]
        for s in scenarios
        if s["failures"]
    }

    def model(key):
        return agreed([c[key] for name, c in containers.items() if name in ("list", "form", "scrollView") and key in c])

    accessibility = recordings.get("platform-swiftui-accessibility.json", {}).get("value")

    return {
        "system": system,
        "swiftUIAccessibility": accessibility,
        "containers": containers,
        "model": {"insetChangeRule": model("insetChangeRule"), "scrollResolution": model("scrollResolution")},
        "scenarios": {"runs": len(scenarios), "failed": len(failed), "failures": failed},
        "missing": [name for name in PLATFORM.values() if name not in recordings]
        + ([] if scenarios else ["scenario-*.json"]),
        "other": sorted(n for n in recordings if n not in PLATFORM.values() and not n.startswith("scenario-")),
    }


def markdown(summary):
    def cell(value):
        return "n/a" if value is None else ("yes" if value is True else "no" if value is False else str(value))

    system = summary["system"]
    lines = [
        "### Hosted tests: what iOS did",
        "",
        f'{system.get("SIMULATOR_DEVICE_NAME", "?")}, iOS {system.get("SIMULATOR_RUNTIME_VERSION", "?")}, '
        f'Xcode {system.get("REFRESHKIT_XCODE", "?")}; the window: safe area {system.get("windowSafeAreaInsets", "?")}, '
        f'{"no scene" if system.get("windowSceneIsNil") == "true" else "in a scene" if "windowSceneIsNil" in system else "scene ?"}',
        "",
        "| Container | Inset rule (position bound) | Inset rule (no position) | Scroll to the top edge | Follows a ScrollPosition |",
        "| --- | --- | --- | --- | --- |",
    ]
    for name, container in sorted(summary["containers"].items()):
        lines.append(
            f'| {name} | {cell(container.get("insetChangeRule"))} | {cell(container.get("insetChangeRuleWithoutPosition"))} '
            f'| {cell(container.get("scrollResolution"))} | {cell(container.get("followsScrollPosition"))} |'
        )
    model = summary["model"]
    scenarios = summary["scenarios"]
    lines += [
        "",
        f'The model (SimulatedScrollView) would take: InsetChangeRule `{cell(model["insetChangeRule"])}`, '
        f'ScrollResolution `{cell(model["scrollResolution"])}`.',
        "",
        f'Scenarios run: {scenarios["runs"]}; with failures: {scenarios["failed"]}.',
    ]
    for name, failures in sorted(scenarios["failures"].items()):
        lines.append(f"- {name}: " + "; ".join(failures[:3]) + (" …" if len(failures) > 3 else ""))
    accessibility = summary["swiftUIAccessibility"]
    if accessibility is not None:
        # Recorded, not asserted (docs/hosted-tests.md): say which it was.
        if accessibility.get("headerFound"):
            found = "the Inbox row was found, actions: " + (", ".join(accessibility.get("headerActions", [])) or "none")
            if accessibility.get("phaseAfterHeaderAction") is not None:
                found += f'; its Refresh action, performed, left the refresh {accessibility["phaseAfterHeaderAction"]}'
            else:
                found += "; no Refresh action with a handler was performed"
        else:
            found = (
                f'the Inbox row was not in the tree ({accessibility.get("elementCount", 0)} objects, '
                f'{accessibility.get("elementsThatAreNotViews", 0)} of them accessibility elements): nothing was asserted of it'
            )
        lines += ["", f"SwiftUI accessibility without VoiceOver: {found}."]
    if summary["missing"]:
        lines += ["", "Missing: " + ", ".join(summary["missing"])]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--json", help="write the summary as JSON to this file")
    parser.add_argument("--require", action="store_true", help="fail when a recording is missing")
    arguments = parser.parse_args()
    if not pathlib.Path(arguments.folder).is_dir():
        print(f"hosted-recordings: no folder {arguments.folder}: the hosted tests wrote nothing", file=sys.stderr)
        return 1
    summary = summarize(arguments.folder)
    print(markdown(summary), end="")
    if arguments.json:
        with open(arguments.json, "w", encoding="utf-8") as file:
            json.dump(summary, file, indent=2, sort_keys=True)
            file.write("\n")
    if arguments.require and summary["missing"]:
        print("hosted-recordings: missing " + ", ".join(summary["missing"]), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
