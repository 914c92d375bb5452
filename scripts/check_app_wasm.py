#!/usr/bin/env python3
"""The app's code holds no fuzz harness.

src/fuzzing.rs is compiled only with the cargo feature `fuzzing` (tests and
fuzz/), never by the app's build. This reads every .wasm of the release
build (dist/, or --dist DIR) for the fixed text of the harnesses' messages
(each string literal of src/fuzzing.rs up to its first placeholder, 20
characters or more): none may be there. As a control, the same search must
find at least one message the rules do keep in the app (the `expect` texts of
src/games/*/rules.rs, 12 characters or more), so that a build that kept no text at all cannot pass
it by accident. Exit 1, naming what was found, otherwise 0.

    python3 scripts/check_app_wasm.py [--dist DIR]
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
args = sys.argv[1:]
dist = pathlib.Path(args[args.index("--dist") + 1]) if "--dist" in args else ROOT / "dist"


def heads(text, pattern):
    """The fixed start of each string literal matched by `pattern` (20+ characters)."""
    out = set()
    for lit in re.findall(pattern, text):
        head = re.split(r"\{|\\", lit)[0].strip()
        if len(head) >= 20:
            out.add(head)
    return out


harness = heads((ROOT / "src" / "fuzzing.rs").read_text(), r'"((?:[^"\\]|\\.)*)"')
kept = {m for rules in sorted((ROOT / "src" / "games").glob("*/rules.rs"))
        for m in re.findall(r'expect\("([^"{}\\]{12,})"\)', rules.read_text())}
wasm = sorted(dist.glob("*.wasm"))
if not wasm or not harness or not kept:
    sys.exit(f"nothing to check: {len(wasm)} .wasm in {dist}, {len(harness)} harness messages, {len(kept)} control messages")
blobs = {w.name: w.read_bytes() for w in wasm}
found = [(h, name) for h in sorted(harness) for name, b in blobs.items() if h.encode() in b]
control = [h for h in sorted(kept) if any(h.encode() in b for b in blobs.values())]
if not control:
    sys.exit(f"the control failed: none of the rules' {len(kept)} messages is in the {len(wasm)} .wasm files")
if found:
    for h, name in found:
        print(f"fuzz harness text in {name}: {h!r}", file=sys.stderr)
    sys.exit(1)
print(f"no fuzz harness in the app: {len(harness)} of its messages searched in {len(wasm)} .wasm files "
      f"(control: {len(control)} of the rules' messages found)")
