#!/usr/bin/env bash
# Installs the Debian packages listed in scripts/packages.txt that are not installed yet.
# Does nothing (and needs no network) when everything is already there.
set -euo pipefail

list="$(dirname "$0")/packages.txt"
[[ -r "$list" ]] || { echo "install-packages: cannot read $list" >&2; exit 1; }

missing=()
while read -r name _; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  status="$(dpkg-query -W -f='${Status}' "$name" 2>/dev/null || true)"
  [[ "$status" == "install ok installed" ]] || missing+=("$name")
done <"$list"

if ((${#missing[@]} == 0)); then
  echo "install-packages: all $(grep -cE '^[a-z0-9]' "$list") packages are installed"
  exit 0
fi

sudo=()
if ((EUID != 0)); then
  command -v sudo >/dev/null || {
    echo "install-packages: missing ${missing[*]}; run as root or install sudo" >&2
    exit 1
  }
  sudo=(sudo)
fi

echo "install-packages: installing ${missing[*]}"
"${sudo[@]}" apt-get update
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
  apt-get install -y --no-install-recommends "${missing[@]}"
