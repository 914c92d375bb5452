#!/usr/bin/env bash
# Installs what Tablée's build and tests need, and only what is missing:
# quiet when everything is already there. Sourced by serve.sh and test.sh.
#   setup_target  the wasm32-unknown-unknown target
#   setup_wasm    the target, trunk, wasm-bindgen-cli (the Cargo.lock version), the
#                 splitter wasm-split-cli, npm tools (binaryen 132)
#   setup_browser Debian's Chromium (/usr/bin/chromium) and the npm test tools (playwright-core, axe-core)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"

TRUNK_VERSION=0.21.14
# The splitter of the module by game (scripts/bin/wasm-bindgen).
WASM_SPLIT_VERSION=0.2.4

say() { printf '[setup] %s\n' "$*" >&2; }

# The wasm-bindgen version pinned in Cargo.lock: the CLI must match it exactly.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

setup_npm() {
  local stamp="$ROOT/node_modules/.tablee-lock"
  local want
  want="$(sha256sum "$ROOT/package-lock.json" | cut -d' ' -f1)"
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    say "installing npm tools (package-lock.json)"
    (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
    echo "$want" > "$stamp"
  fi
}

setup_target() {
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown >/dev/null 2>&1
  fi
}

setup_wasm() {
  setup_target
  if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION"; then
    say "installing trunk $TRUNK_VERSION (a few minutes, once)"
    cargo install --locked trunk --version "$TRUNK_VERSION" --quiet
  fi
  local wbv
  wbv="$(wasm_bindgen_version)"
  if ! wasm-bindgen --version 2>/dev/null | grep -q " $wbv"; then
    say "installing wasm-bindgen-cli $wbv (a few minutes, once)"
    cargo install wasm-bindgen-cli --version "=$wbv" --quiet
  fi
  if ! cargo install --list 2>/dev/null | grep -q "^wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
    say "installing wasm-split-cli $WASM_SPLIT_VERSION (a few minutes, once)"
    cargo install --locked wasm_split_cli_support --version "=$WASM_SPLIT_VERSION" --features build-binary --quiet
  fi
  setup_npm
}

setup_browser() {
  setup_npm
  if [ ! -x /usr/bin/chromium ]; then
    say "installing Debian's chromium (once)"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -q >/dev/null
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q chromium >/dev/null
  fi
}

# Builds the release into dist/ (incremental; Trunk never downloads a tool).
# scripts/bin comes first on PATH: its wasm-bindgen splits the module by game
# before running the real one.
build_release() {
  setup_wasm
  mkdir -p "$ROOT/target"
  (cd "$ROOT" && PATH="$ROOT/scripts/bin:$PATH" trunk build --release --offline >/dev/null 2>"$ROOT/target/trunk.log" || { cat "$ROOT/target/trunk.log" >&2; return 1; })
}
