#!/bin/sh
# Trunk post-build hook, first part (the second is service-worker.sh): cuts the page's wasm into
# pieces (issue 48). Trunk 0.21 has no step between cargo and wasm-bindgen, so the page is made
# again here from cargo's linked module, which keeps its relocations (build.rs, feature `split`):
#   wasm-split-cli   the main module, one piece per `#[wasm_split]` name (ui::piece), a piece for
#                    what several share, and __wasm_split.js, the loader the main module imports
#   wasm-bindgen     the main module's JS glue, keeping the exports the pieces link against
#   wasm-opt         each module: -Oz, --converge (again until nothing shrinks: page -1.4 KB
#                    gzipped), --low-memory-unused (page -3.4 KB; index.html says why it holds)
# then names each piece and the loader by a hash of their bytes and puts the new page in Trunk's
# file names. A build without the feature is left alone.
set -eu
dir="${TRUNK_STAGING_DIR:?run by trunk}"
root="${TRUNK_SOURCE_DIR:-.}"
cd "$dir"

js=$(ls cardtable-*.js)
stem=${js%.js}
if ! grep -q '__wasm_split_placeholder__' "$js"; then
  echo "split.sh: the page was built without the feature split: left whole"
  exit 0
fi
target="${CARGO_TARGET_DIR:-$root/target}"
case "$target" in /*) ;; *) target="$root/$target" ;; esac
raw="$target/wasm32-unknown-unknown/page/cardtable.wasm"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
wasm-split-cli "$raw" "$work" --out-name "$stem"
wasm-bindgen --target web --no-typescript --keep-lld-exports \
  --out-dir "$work/glue" --out-name "$stem" "$work/$stem.wasm"

short_hash() { sha256sum "$1" | cut -c1-16; }

# The pieces (names and debug info dropped, as wasm-bindgen does for the main module).
loader="$work/__wasm_split.js"
for piece in "$work"/*.wasm; do
  name=$(basename "$piece" .wasm)
  [ "$name" = "$stem" ] && continue
  wasm-opt -Oz --converge --low-memory-unused --strip-debug --strip-producers "$piece" -o "$work/opt.wasm"
  hashed="piece-${name#split_}-$(short_hash "$work/opt.wasm").wasm"
  mv "$work/opt.wasm" "$hashed"
  sed -i "s|\"\./$name\.wasm\"|\"./$hashed\"|" "$loader"
done
split_js="split-$(short_hash "$loader").js"
cp "$loader" "$split_js"

# The main module and its glue, under the names index.html already gives them.
wasm-opt -Oz --converge --low-memory-unused "$work/glue/${stem}_bg.wasm" -o "${stem}_bg.wasm"
# (Only where it is fetched: the wasm's imports still name the module "./__wasm_split.js".)
sed "/^import /s|\"\./__wasm_split\.js\"|\"./$split_js\"|" "$work/glue/$stem.js" > "$js"
if grep -q '__wasm_split_placeholder__' "$js" "${stem}_bg.wasm"; then
  echo "split.sh: a split point was left unresolved" >&2
  exit 1
fi

# (index.html preloads both without integrity hashes: see its comment.)
echo "split.sh: $(ls piece-*.wasm | tr '\n' ' ')$split_js"
