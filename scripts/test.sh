#!/usr/bin/env bash
# Runs every test of Tablée, installing what is missing first:
#   1. the rule engines, bots and the pass-and-play driver, natively, without
#      the UI (cargo test --no-default-features);
#   2. the release build (dist/), driven in headless Debian Chromium by
#      tests/e2e/ (playwright-core; no browser is ever downloaded), after a
#      check that its .wasm holds no fuzz harness (scripts/check_app_wasm.py).
# Ends with one summary line: "tests: N passed, M failed".
set -euo pipefail
source "$(dirname "$0")/setup.sh"
cd "$ROOT"

log="$(mktemp)"
e2e_log="$(mktemp)"
trap 'rm -f "$log" "$e2e_log"' EXIT
status=0

echo "== engines, bots and the table driver (native, no UI)"
cargo test --no-default-features 2>&1 | tee "$log" || status=$?

echo "== the release build"
build_release || status=1

echo "== the app's code holds no fuzz harness (scripts/check_app_wasm.py)"
wasm_check=0
python3 scripts/check_app_wasm.py || { status=1; wasm_check=1; }

echo "== the app in headless Chromium (tests/e2e)"
setup_browser
if [ -f dist/index.html ]; then
  # Two files at a time: a browser test waits on the page as much as it
  # computes (on two cores, 17 minutes instead of 33).
  node --test --test-concurrency=2 --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination="$e2e_log" tests/e2e/ || status=1
else
  echo "no dist/: the build failed" >&2
fi

passed=$(grep -Eo '^test result: .* ([0-9]+) passed' "$log" | grep -Eo '[0-9]+ passed' | awk '{s+=$1} END {print s+0}')
failed=$(grep -Eo '^test result: .* ([0-9]+) failed' "$log" | grep -Eo '[0-9]+ failed' | awk '{s+=$1} END {print s+0}')
e2e_pass=$(awk '/^# pass /{print $3}' "$e2e_log" | tail -1)
e2e_fail=$(awk '/^# fail /{print $3}' "$e2e_log" | tail -1)
passed=$((passed + ${e2e_pass:-0} + 1 - wasm_check))
failed=$((failed + ${e2e_fail:-0} + wasm_check))
[ "$status" -eq 0 ] || [ "$failed" -gt 0 ] || failed=1
echo "tests: $passed passed, $failed failed"
exit "$status"
