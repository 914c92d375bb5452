#!/usr/bin/env bash
# Builds the release of Tablée into dist/ and serves it at http://127.0.0.1:8080
# (installs the build tools first if they are missing).
set -euo pipefail
source "$(dirname "$0")/setup.sh"
build_release
cd "$ROOT"
echo "Tablée is served at http://127.0.0.1:8080 (Ctrl-C to stop)"
exec python3 -m http.server 8080 --bind 127.0.0.1 --directory dist
