#!/usr/bin/env bash
# Installs what the build or the browser tests need, skipping whatever is already present.
#   ensure-tools.sh build    wasm32 target, trunk, wasm-bindgen-cli, wasm-split-cli, node + npm packages (wasm-opt)
#   ensure-tools.sh browser  Debian chromium + chromium-driver + a CJK font
#   ensure-tools.sh font     Debian fonts-noto-cjk + fontTools (the bundled hanzi subsets)
# Versions are fixed on purpose (see DEVELOPERS.md): trunk 0.22 needs a newer rustc; wasm-bindgen-cli
# must equal the wasm-bindgen in Cargo.lock; Debian's binaryen is too old, npm's binaryen@132 works.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_SPLIT_VERSION=0.2.4
E2E_DIR=tests/e2e
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

say() { echo "[ensure-tools] $*"; }

SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=sudo; fi
apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then
    $SUDO apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@"
}

ensure_build() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi

  # Trunk builds offline (Trunk.toml): the crates only the page's pieces use (the `split`
  # feature's) must be in cargo's cache before it runs.
  cargo fetch --quiet

  if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
    say "installing trunk $TRUNK_VERSION"
    cargo install trunk --version "$TRUNK_VERSION" --locked --force
  fi

  local wb
  wb=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
  if [ -z "$wb" ]; then
    echo "Cargo.lock names no wasm-bindgen version" >&2
    exit 1
  fi
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $wb" ]; then
    # --locked fails on this registry (a pinned transitive version is missing).
    say "installing wasm-bindgen-cli $wb"
    cargo install wasm-bindgen-cli --version "$wb" --force
  fi

  # Cuts the page's wasm into pieces loaded on first use (scripts/split.sh).
  # (It prints no version: cargo's list of installed packages tells.)
  if ! command -v wasm-split-cli >/dev/null \
     || ! cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
    say "installing wasm-split-cli $WASM_SPLIT_VERSION"
    cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked --force
  fi

  if ! command -v npm >/dev/null; then
    say "installing node and npm"
    apt_install nodejs npm
  fi
  # binaryen (wasm-opt for trunk) and playwright-core (end-to-end tests), pinned by package-lock.
  if [ ! -x "$E2E_DIR/node_modules/.bin/wasm-opt" ] || [ ! -d "$E2E_DIR/node_modules/playwright-core" ] \
     || [ "$E2E_DIR/package-lock.json" -nt "$E2E_DIR/node_modules/.package-lock.json" ]; then
    say "installing npm packages in $E2E_DIR"
    (cd "$E2E_DIR" && npm ci --no-audit --no-fund)
  fi
}

ensure_browser() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
  # A CJK font, so that screenshots show 掼蛋 and the 头游 badges (a 7 MB package).
  [ -e /usr/share/fonts/truetype/wqy/wqy-zenhei.ttc ] || missing+=(fonts-wqy-zenhei)
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]}"
    apt_install "${missing[@]}"
  fi
}

# What scripts/cjk-font.py needs to cut the bundled hanzi subsets: Debian's Noto Sans CJK (the
# source, about 100 MB) and fontTools with brotli (woff2).
ensure_font() {
  [ -e /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || apt_install fonts-noto-cjk
  if ! python3 -c 'import fontTools, brotli' 2>/dev/null; then
    say "installing fonttools and brotli"
    python3 -m pip install --quiet fonttools brotli
  fi
}

case "${1:-}" in
  build) ensure_build ;;
  browser) ensure_browser ;;
  font) ensure_font ;;
  *) echo "usage: $0 build|browser|font" >&2; exit 2 ;;
esac
