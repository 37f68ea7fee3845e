#!/usr/bin/env bash
# Wall time of `passage render --all` at @2x, 60 fps (every demo, APNG, the default device iPhone SE, --jobs
# one per core), and of the first 25 demos of `passage list` (the catalog of November 22, when the 20 s target
# was set), from the repository root, release build. The build runs first and is not timed; each timed command
# runs under /usr/bin/time -v (bash's `time` when /usr/bin/time is missing). DIR defaults to /tmp/passage-all
# and is emptied first; the 25 go to DIR-first25.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-/tmp/passage-all}"

swift build -c release --product passage
passage=.build/release/passage
first25=$("$passage" list | awk 'NR <= 25 { print $1 }')

timed() {
    echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); HEAD $(git rev-parse --short HEAD 2>/dev/null || echo '?'): $*" >&2
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -v "$@" 2> >(grep -E 'Elapsed \(wall clock\)|User time|System time|Maximum resident|Percent of CPU' >&2) >/dev/null
    else
        time "$@" >/dev/null
    fi
}

rm -rf "$out" "$out-first25"
# shellcheck disable=SC2086 # one argument per demo name
timed "$passage" render $first25 --out "$out-first25" --scale 2 --fps 60
timed "$passage" render --all --out "$out" --scale 2 --fps 60
ls "$out" | wc -l
