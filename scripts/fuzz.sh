#!/usr/bin/env bash
# Fuzzes the touch-trace reader or `passage port`'s rewriter with libFuzzer:
#
#   scripts/fuzz.sh touch-trace|port [runs] [extra libFuzzer flags…]
#
# The target's sources (Sources/PassageUI or Sources/PassagePort) are compiled together with its entry point in
# Fuzz/ by swiftc with `-sanitize=fuzzer,address` (coverage-guided, AddressSanitizer on), against the modules of
# an ordinary SwiftPM build of its dependencies (debug by default; FUZZ_CONFIGURATION=release for a faster
# parser). It runs `runs` inputs (default 1,000,000) starting from the committed seed corpus in Fuzz/Corpus (for
# the port, also the port's test fixtures in Tests/PassagePortTests/Fixtures, real transition code), with
# a dictionary, a 10 s timeout per input (a hang is a crash) and inputs up to 4 KiB; new inputs go to
# .build/fuzz/corpus-TARGET, crashes to .build/fuzz/crash-*. The last lines libFuzzer prints give the
# figures (inputs run, execs/s, coverage). Exit status: libFuzzer's (0 when nothing crashed).
set -euo pipefail
cd "$(dirname "$0")/.."

target=${1:?usage: scripts/fuzz.sh touch-trace|port [runs] [libFuzzer flags]}
runs=${2:-1000000}
shift $(( $# >= 2 ? 2 : 1 ))
configuration=${FUZZ_CONFIGURATION:-debug}
case "$target" in
touch-trace)
    dependency=PassageUI
    sources=Sources/PassageUI
    entry=Fuzz/TouchTraceReader/TouchTraceReaderFuzz.swift
    objects=(PassageCore Logging)
    flags=()
    seeds=
    ;;
port)
    dependency=PassagePort
    sources=Sources/PassagePort
    entry=Fuzz/PortRewriter/PortRewriterFuzz.swift
    objects=(SwiftSyntax SwiftParser SwiftDiagnostics SwiftBasicFormat _SwiftSyntaxCShims
        SwiftSyntax509 SwiftSyntax510 SwiftSyntax600 SwiftSyntax601 SwiftSyntax602 SwiftSyntax603)
    shims=.build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include
    flags=(-Xcc "-fmodule-map-file=$shims/module.modulemap" -Xcc -I -Xcc "$shims")
    seeds=Tests/PassagePortTests/Fixtures
    ;;
*)
    echo "scripts/fuzz.sh: unknown target '$target'; expected touch-trace or port" >&2
    exit 64
    ;;
esac

# The dependencies' modules and object files, from an ordinary build.
swift build -c "$configuration" --target "$dependency" >&2
build=$(swift build -c "$configuration" --show-bin-path)
out=.build/fuzz
mkdir -p "$out" "$out/corpus-$target"
links=()
for module in "${objects[@]}"; do
    if [ -d "$build/$module.build" ]; then
        while IFS= read -r -d '' object; do links+=("$object"); done \
            < <(find "$build/$module.build" -name '*.o' -print0)
    fi
done

# The package name SwiftPM gave its modules (`package` declarations are visible across them).
package=$(grep -- '"-module-name","PassageCore"' ".build/$configuration.yaml" | grep -o -- '"-package-name","[^"]*"' |
    head -1 | cut -d'"' -f4)

binary="$out/$target-fuzzer"
newest=$(find "$sources" "$entry" -name '*.swift' -newer "$binary" 2>/dev/null | head -1 || true)
if [ ! -x "$binary" ] || [ -n "$newest" ]; then
    echo "compiling $binary" >&2
    mapfile -t files < <(find "$sources" -name '*.swift' | sort)
    swiftc -O -wmo -parse-as-library -sanitize=fuzzer,address -module-name "FuzzTarget" -package-name "$package" \
        -I "$build/Modules" "${flags[@]}" "${files[@]}" "$entry" "${links[@]}" -o "$binary"
fi

exec "$binary" -runs="$runs" -timeout=10 -max_len=4096 -dict="Fuzz/$target.dict" \
    -artifact_prefix="$out/crash-$target-" -print_final_stats=1 "$@" "$out/corpus-$target" "Fuzz/Corpus/$target" \
    ${seeds:+"$seeds"}
