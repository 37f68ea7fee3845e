#!/usr/bin/env bash
# Runs the XCTest and Swift Testing suites under a sanitizer: `scripts/sanitize.sh address` (AddressSanitizer: use
# after free, overflows, leaks of the C libraries' memory) or `scripts/sanitize.sh thread` (ThreadSanitizer: data
# races in the parallel encoders, the worker processes' pipes and every @unchecked Sendable type). Each sanitizer
# builds into its own folder (.build-address, .build-thread), so the normal build is left as it is. Extra arguments
# go to both `swift test` runs, the XCTest suite's and then the Swift Testing suite's (e.g. `--filter
# PassageRenderTests`; a filter that matches no Swift Testing test runs none and passes). Exits with the first
# failing run's status.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
sanitizer=${1:-}
case "$sanitizer" in
address | thread) shift ;;
*)
    echo "usage: scripts/sanitize.sh address|thread [swift test arguments…]" >&2
    exit 64
    ;;
esac
scripts/install-system-deps.sh
# Leaks in process-lifetime caches of the system libraries (FreeType, fontconfig) are not Passage's; report
# errors, not leaks, and stop at the first one with its stack.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}
swift test --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" --disable-swift-testing "$@"
swift test --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" --skip-build --disable-xctest "$@"
