#!/usr/bin/env bash
# Runs every test of Tablée, installing what is missing first:
#   1. the rule engines and bots, natively, without the UI (cargo test --no-default-features);
#   2. the app compiles for the browser (wasm32).
# Ends with one summary line: "tests: N passed, M failed".
set -euo pipefail
source "$(dirname "$0")/setup.sh"
cd "$ROOT"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

echo "== engines and bots (native, no UI)"
status=0
cargo test --no-default-features 2>&1 | tee "$log" || status=$?

echo "== the app compiles for wasm32"
setup_target
cargo check --target wasm32-unknown-unknown --bin tablee --quiet || status=1

passed=$(grep -Eo '^test result: .* ([0-9]+) passed' "$log" | grep -Eo '[0-9]+ passed' | awk '{s+=$1} END {print s+0}')
failed=$(grep -Eo '^test result: .* ([0-9]+) failed' "$log" | grep -Eo '[0-9]+ failed' | awk '{s+=$1} END {print s+0}')
[ "$status" -eq 0 ] || [ "$failed" -gt 0 ] || failed=1
echo "tests: $passed passed, $failed failed"
exit "$status"
