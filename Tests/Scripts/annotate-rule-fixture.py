#!/usr/bin/env python3
# Appends "// expected: ..." trailing comments to a rule's triggering fixture from the current
# lint output, as a starting point only: review every line by hand before committing, since the
# expectations are what the rule tests hold the rule to. Run from the package root after
# `swift build`: Tests/Scripts/annotate-rule-fixture.py RULE-ID [lint options...]
import sys, subprocess, re, os
# usage: annotate.py RULE_ID  -> appends "// expected:" trailing comments to the triggering fixture lines
rule = sys.argv[1]
folder = f"Fixtures/Rules/{rule}/triggers"
out = subprocess.run([".build/debug/appintents", "lint", folder, "--relative-paths"] + sys.argv[2:], capture_output=True, text=True).stdout
by_file = {}
for line in out.splitlines():
    m = re.match(r"(.+?):(\d+):(\d+): (error|warning|note): (.*) \[(.+)\]$", line)
    if not m or m.group(6) != rule: continue
    by_file.setdefault(m.group(1), []).append((int(m.group(2)), f"{m.group(2)}:{m.group(3)}: {m.group(4) if m.group(4)!='note' else 'info'}: {m.group(5)} [{rule}]"))
for path, items in by_file.items():
    lines = open(path).read().split("\n")
    for lineno, text in items:
        lines[lineno-1] += f"  // expected: {text}"
    open(path, "w").write("\n".join(lines))
    print(path, len(items))
