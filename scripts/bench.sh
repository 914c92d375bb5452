#!/usr/bin/env bash
# Every performance figure of Tablée against its budget, in one run (a
# benchmark, not a test: it prints figures and never fails on one):
#   1. the release build (incremental), then scripts/budgets.mjs in headless
#      Chromium: (a) first-visit bytes, (b) start-up against a one-counter
#      Leptos app, (c) tap → paint per game, (d) computer decisions per game;
#   2. the native benchmarks of every game (cargo bench): random games per
#      second, bot decision times, and seeded tournaments between the bots.
#     ./scripts/bench.sh [--games N] [budgets.mjs options…]
# --games N: games per tournament in the native benchmarks (default 100;
# the benches' own defaults are larger and slower).
set -euo pipefail
source "$(dirname "$0")/setup.sh"
cd "$ROOT"

games=100
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games="$2"; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done

echo "== the release build"
build_release
setup_browser
echo
node scripts/budgets.mjs "${args[@]}"

# Every game of the one list (for_each_game! in src/games/mod.rs).
for game in $(sed -n 's/^ *\([a-z_]*\): \$crate::games::.*/\1/p' src/games/mod.rs); do
  echo
  echo "== native benchmark: $game (cargo bench, --games $games)"
  cargo bench --quiet --no-default-features --bench "$game" -- --games "$games" 2>&1 | grep -v '^\s*$' || true
done
