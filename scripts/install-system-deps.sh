#!/usr/bin/env bash
# Installs the Debian packages Passage builds against: libdeflate, libpng and FreeType for PassageRender, zlib
# for PassageTesting's APNG reader, Box2D (libbox2d-dev) for PassageDynamics, the default font family (DejaVu)
# and ffmpeg (MP4/WebM export, tested for real), if any is missing. Safe to run repeatedly; needs root for apt-get.
set -euo pipefail
packages=(zlib1g-dev libdeflate-dev libpng-dev libfreetype-dev libbox2d-dev pkg-config fonts-dejavu-core ffmpeg)
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
