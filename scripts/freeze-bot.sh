#!/usr/bin/env bash
# Builds the computer players of a given commit as a bot of the exec protocol (src/bin/bot.rs),
# so that a later build can play them head to head on the same deals:
#
#   scripts/freeze-bot.sh 3dc7b2e         -> target/frozen/3dc7b2e/bot
#   cargo run --release --bin tournament -- shengji --a 'exec:target/frozen/3dc7b2e/bot shengji --tier hard' --b hard
#
# The commit is checked out as a git worktree under target/frozen-src/ (no network: the
# dependencies come from the registry cache of this checkout's own build). A commit from
# before src/bin/bot.rs gets today's copy of that file, which uses only what the crate
# offered then. The build turns LTO off to build faster: the players count their work in
# simulated actions, not time, so they play the same.
# Prints the bot's path. Run it again: a bot already built is kept.
set -euo pipefail
cd "$(dirname "$0")/.."
commit="${1:?usage: scripts/freeze-bot.sh COMMIT}"
sha=$(git rev-parse --short=7 "${commit}^{commit}")
out="target/frozen/$sha"
if [[ -x "$out/bot" ]]; then
  echo "$out/bot"
  exit 0
fi
src="target/frozen-src/$sha"
git worktree prune
if [[ ! -d "$src" ]]; then
  git worktree add --detach --force "$src" "$sha" >&2
fi
if ! git cat-file -e "$sha:src/bin/bot.rs" 2>/dev/null; then
  cp src/bin/bot.rs "$src/src/bin/bot.rs"
fi
# The worktree's Cargo.lock decides the versions; offline first, then the registry.
build() {
  CARGO_TARGET_DIR="$PWD/target/frozen-build" \
  CARGO_PROFILE_RELEASE_LTO=false \
  CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo build --release --bin bot --manifest-path "$src/Cargo.toml" "$@" >&2
}
build --offline || build
mkdir -p "$out"
# Renamed into place: a league may be running the bot built before.
cp "target/frozen-build/release/bot" "$out/bot.new"
mv "$out/bot.new" "$out/bot"
git -C "$src" rev-parse HEAD > "$out/commit"
echo "$out/bot"
