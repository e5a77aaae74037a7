#!/usr/bin/env bash
# Prints each part of the release build in DIST (default dist/), raw and gzipped: the page's
# wasm and js, its pieces loaded on first use, the worker's, the styles, the card art, the fonts and the catalogs.
# `make size` builds the release app first and then runs this. What a reader's browser really
# fetches, and when, is measured by `make first-load` (tests/e2e/first-load.mjs).
# With --check, it also fails when a part grows past its ceiling in scripts/size-limits.
set -euo pipefail
check=0
if [ "${1:-}" = "--check" ]; then
  check=1
  shift
fi
dist=${1:-dist}
shopt -s nullglob
page=("$dist"/cardtable-*.wasm "$dist"/cardtable-*.js)
if [ ${#page[@]} -eq 0 ]; then
  echo "no build in $dist: run 'trunk build --release' (or 'make size') first" >&2
  exit 1
fi
sizes() { # files... -> "raw gzipped" (each file gzipped on its own, as a server sends it)
  local raw=0 gz=0 f
  for f in "$@"; do
    raw=$((raw + $(wc -c <"$f")))
    gz=$((gz + $(gzip -9 -c "$f" | wc -c)))
  done
  echo "$raw $gz"
}
over=0
row() { # name files...
  local name=$1 key limit
  shift
  read -r raw gz < <(sizes "$@")
  printf '%-28s %5d files %9d bytes %9d gzipped\n' "$name" "$#" "$raw" "$gz"
  key=${name// /-}
  limit=$(awk -v k="$key" '$1 == k { print $2 }' "$(dirname "$0")/size-limits")
  if [ "$check" = 1 ] && [ -n "$limit" ] && [ "$gz" -gt "$limit" ]; then
    echo "  $name: $gz bytes gzipped, over its ceiling of $limit (scripts/size-limits)" >&2
    over=1
  fi
}
row "page wasm" "$dist"/cardtable-*_bg.wasm
row "page js" "$dist"/cardtable-*.js
# Screens loaded on first use (issue 48: scripts/split.sh) and their loader.
pieces=("$dist"/piece-*.wasm "$dist"/split-*.js)
if [ ${#pieces[@]} -gt 0 ]; then row "page pieces" "${pieces[@]}"; fi
# Each game's worker (a hand fetches one).
row "guandan worker wasm" "$dist"/worker-guandan-*_bg.wasm
row "shengji worker wasm" "$dist"/worker-shengji-*_bg.wasm
row "worker js" "$dist"/worker-guandan-*.js
row "styles" "$dist"/*.css
row "card art" "$dist"/assets/cards/*.svg
row "card art, four colours" "$dist"/assets/cards/4c/*.svg
row "fonts (hanzi pages only)" "$dist"/assets/fonts/*.woff2
row "catalogs (one language used)" "$dist"/locales/*/*.ftl
row "service worker, manifest" "$dist"/sw.js "$dist"/assets/manifest.webmanifest "$dist"/assets/icon.svg
row "total (wasm + js)" "$dist"/*.wasm "$dist"/*.js
exit $over
