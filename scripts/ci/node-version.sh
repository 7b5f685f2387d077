#!/usr/bin/env bash
# Installs Node.js <major> from the npm registry's `node` package (whose install script fetches the binary for this
# platform and architecture) into a cache folder outside the checkout, and prints the folder holding that `node`:
# put it first on PATH to run anything on that Node, e.g.
#   PATH="$(scripts/ci/node-version.sh 24):$PATH" npm run test:integration
# The system Node is never touched. Cache: ${SCORELINE_NODE_CACHE:-${TMPDIR:-/tmp}}/scoreline-node-<major>; delete it
# to pick up a newer release of that major.
set -euo pipefail
major="${1:-}"
if ! [[ "$major" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 <node major version, e.g. 24>" >&2
  exit 2
fi
cache="${SCORELINE_NODE_CACHE:-${TMPDIR:-/tmp}}/scoreline-node-$major"
bin="$cache/node_modules/node/bin"

if ! "$bin/node" --version 2>/dev/null | grep -q "^v$major\."; then
  # Installed beside the cache and moved into place whole, so an interrupted install is never taken for one.
  mkdir -p "$(dirname "$cache")"
  fresh="$(mktemp -d "$cache.XXXXXX")"
  chmod 755 "$fresh" # mktemp makes it private; a plain folder is what other users' tools expect
  # npm 11 runs a dependency's install scripts only when package.json allows them; `node` needs its preinstall.
  echo '{ "name": "scoreline-node", "private": true, "allowScripts": { "node": true } }' >"$fresh/package.json"
  (cd "$fresh" && npm install --no-audit --no-fund "node@$major" >&2)
  rm -rf "$cache"
  mv "$fresh" "$cache"
fi
echo "Node $("$bin/node" --version) from $bin" >&2
echo "$bin"
