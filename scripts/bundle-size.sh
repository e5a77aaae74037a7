#!/usr/bin/env bash
# Prints each part of the release build in DIST (default dist/), raw and gzipped: the page's
# wasm and js, the worker's, the styles, the card art, the fonts and the catalogs.
# `make size` builds the release app first and then runs this. What a reader's browser really
# fetches, and when, is measured by `make first-load` (tests/e2e/first-load.mjs).
set -euo pipefail
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
row() { # name files...
  local name=$1
  shift
  read -r raw gz < <(sizes "$@")
  printf '%-28s %5d files %9d bytes %9d gzipped\n' "$name" "$#" "$raw" "$gz"
}
row "page wasm" "$dist"/cardtable-*_bg.wasm
row "page js" "$dist"/cardtable-*.js
row "worker wasm" "$dist"/worker_bg.wasm
row "worker js" "$dist"/worker.js
row "styles" "$dist"/*.css
row "card art" "$dist"/assets/cards/*.svg
row "card art, four colours" "$dist"/assets/cards/4c/*.svg
row "fonts (hanzi pages only)" "$dist"/assets/fonts/*.woff2
row "catalogs (one language used)" "$dist"/locales/*/*.ftl
row "service worker, manifest" "$dist"/sw.js "$dist"/assets/manifest.webmanifest "$dist"/assets/icon.svg
row "total (wasm + js)" "$dist"/*.wasm "$dist"/*.js
