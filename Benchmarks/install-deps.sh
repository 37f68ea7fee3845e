#!/usr/bin/env bash
# Installs what the benchmark package links and the main package never does: cairo (and pixman, which
# libcairo2-dev pulls in) with their pkg-config files. Installs only what `dpkg -s` says is missing;
# runs `apt-get update` first when it installs anything. Needs root or sudo.
set -euo pipefail

missing=()
for package in libcairo2-dev pkg-config; do
    if ! dpkg -s "$package" >/dev/null 2>&1; then missing+=("$package"); fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: libcairo2-dev and pkg-config are installed"
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "install-deps: installing ${missing[*]}"
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
