#!/usr/bin/env bash
# Makes Debian's chromium available for the live page's browser tests and prints its path. Installs it with
# apt-get when it is missing and this runs as root (CI); otherwise says why it cannot, on stderr, with status 1,
# and the tests that need it are skipped with that message.
set -euo pipefail
for name in chromium chromium-browser; do
    if path=$(command -v "$name"); then
        echo "$path"
        exit 0
    fi
done
if [ "$(id -u)" != 0 ]; then
    echo "chromium is not installed and installing it needs root (apt-get install chromium)" >&2
    exit 1
fi
if ! DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium >/tmp/install-browser.log 2>&1; then
    echo "apt-get install chromium failed; see /tmp/install-browser.log" >&2
    exit 1
fi
command -v chromium
