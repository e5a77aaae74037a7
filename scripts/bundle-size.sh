#!/usr/bin/env bash
# Prints the gzipped size of the release bundle (wasm + js) in DIST (default dist/).
# `make size` builds the release app first and then runs this.
set -euo pipefail
dist=${1:-dist}
shopt -s nullglob
wasm=("$dist"/*.wasm)
js=("$dist"/*.js)
if [ ${#wasm[@]} -eq 0 ] || [ ${#js[@]} -eq 0 ]; then
  echo "no .wasm/.js in $dist: run 'trunk build --release' (or 'make size') first" >&2
  exit 1
fi
total_raw=0
total_gz=0
for f in "${wasm[@]}" "${js[@]}"; do
  raw=$(wc -c <"$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  printf '%-44s %9d bytes  %8d gzipped\n' "$(basename "$f")" "$raw" "$gz"
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
done
printf '%-44s %9d bytes  %8d gzipped\n' "total (wasm + js)" "$total_raw" "$total_gz"
