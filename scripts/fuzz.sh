#!/usr/bin/env bash
# Runs every fuzz target (fuzz/, cargo-fuzz + libFuzzer) for N inputs each
# (default 1,000,000), one after the other, and prints a table:
# target / inputs / seconds / exec/s / coverage / crashes.
#
#   ./scripts/fuzz.sh [runs] [target…]
#
# Needs the nightly toolchain (`rustup toolchain install nightly`); installs
# cargo-fuzz when missing. Not part of CI: CI replays the saved crashes
# (tests/fuzz_cases/) through `cargo test --no-default-features`.
# A crash leaves its input in fuzz/artifacts/<target>/: minimise it with
# `cargo +nightly fuzz tmin -s none <target> <file>`, fix the bug, and add it
# under tests/fuzz_cases/<target>/.
set -uo pipefail
cd "$(dirname "$0")/.."

runs="${1:-1000000}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  # A moves_<game> target for every game of the one list (src/games/mod.rs).
  targets=(save_decode link_decode $(sed -n 's/^ *\([a-z_]*\): \$crate::games::.*/moves_\1/p' src/games/mod.rs))
fi

if ! cargo +nightly --version >/dev/null 2>&1; then
  echo "fuzz.sh: the nightly toolchain is needed (rustup toolchain install nightly)" >&2
  exit 2
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
  cargo install cargo-fuzz --locked || exit 2
fi

# Safe Rust only: no sanitizer (twice the speed); debug assertions and
# overflow checks stay on (cargo fuzz's default without -O).
flags=(-s none)
(cd fuzz && nice -n 10 cargo +nightly fuzz build "${flags[@]}") || exit 2

mkdir -p fuzz/logs
rows=()
status=0
for t in "${targets[@]}"; do
  case "$t" in
    save_decode) max_len=16384 ;;
    link_decode) max_len=2048 ;;
    *) max_len=512 ;;
  esac
  mkdir -p "fuzz/corpus/$t" "fuzz/artifacts/$t"
  seeds=()
  [ -d "fuzz/seeds/$t" ] && seeds=("seeds/$t")
  before=$(ls "fuzz/artifacts/$t" | wc -l)
  log="fuzz/logs/$t.log"
  echo "== $t: $runs inputs (log: $log)"
  start=$(date +%s)
  (cd fuzz && nice -n 10 cargo +nightly fuzz run "${flags[@]}" "$t" "corpus/$t" "${seeds[@]}" -- \
    -runs="$runs" -max_len="$max_len" -print_final_stats=1) >"$log" 2>&1
  rc=$?
  secs=$(( $(date +%s) - start ))
  after=$(ls "fuzz/artifacts/$t" | wc -l)
  crashes=$(( after - before ))
  [ $rc -ne 0 ] && [ $crashes -eq 0 ] && crashes="error $rc"
  [ $rc -ne 0 ] && status=1
  inputs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  rate=$(grep -o 'stat::average_exec_per_sec: [0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  cov=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)
  rows+=("$(printf '%-20s %10s %8s %8s  %-22s %s' "$t" "${inputs:-?}" "$secs" "${rate:-?}" "${cov:-?}" "$crashes")")
done

echo
printf '%-20s %10s %8s %8s  %-22s %s\n' target inputs seconds exec/s coverage crashes
for r in "${rows[@]}"; do echo "$r"; done
exit $status
