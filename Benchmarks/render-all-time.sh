#!/usr/bin/env bash
# Wall time of `passage render --all` at @2x, 60 fps (every demo, APNG, the default device iPhone SE),
# from the repository root, release build. The build runs first and is not timed; the timed command is
# `swift run -c release --skip-build passage render --all --out DIR --scale 2 --fps 60` under
# /usr/bin/time -v (bash's `time` when /usr/bin/time is missing). DIR defaults to /tmp/passage-all and is
# emptied first.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-/tmp/passage-all}"

swift build -c release --product passage
rm -rf "$out"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); HEAD $(git rev-parse --short HEAD 2>/dev/null || echo '?')" >&2
command=(swift run -c release --skip-build passage render --all --out "$out" --scale 2 --fps 60)
if [ -x /usr/bin/time ]; then
    /usr/bin/time -v "${command[@]}" 2> >(grep -E 'Elapsed \(wall clock\)|User time|System time|Maximum resident|Percent of CPU' >&2)
else
    time "${command[@]}"
fi
ls -l "$out"
