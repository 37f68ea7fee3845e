#!/usr/bin/env bash
# What one frame of the live page costs on one core, for every demo: `passage-serve --measure` at iPhone SE @2x
# (750 × 1334), pinned to core 0 with taskset, N frames per demo (120 by default) with each demo's own touch
# trace. Per demo: the median render (and its 90th percentile), changed rectangle + encoding, and send (over a
# loopback TCP connection read by a thread of the same process, on the same core) times and their sum (median,
# 90th percentile), in CPU time, then how many demos are within 16.7 ms per frame and the worst. Release build,
# run from anywhere in the repository; the build is not timed, and the load average is printed before and after
# (the machine may be shared). Extra arguments go to --measure (`--scene NAME`, `--compare-png` for the earlier
# PNG format side by side, ...).
set -euo pipefail
cd "$(dirname "$0")/.."
frames="${FRAMES:-120}"
swift build -c release --product passage-serve >&2
pin=()
if command -v taskset >/dev/null; then pin=(taskset -c 0); fi
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); HEAD $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
"${pin[@]}" .build/release/passage-serve --measure "$frames" --device iphone-se --scale 2 "$@"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
