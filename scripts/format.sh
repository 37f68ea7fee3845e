#!/usr/bin/env bash
# Formats every Swift file of the package with the toolchain's `swift format` and the repository's .swift-format,
# or, with --lint, checks that they are formatted (`swift format lint --strict`; CI runs this and fails on any
# finding). The port's fixtures (iOS sources as written, and what the porter must turn them into) are left as
# they are: tests compare them byte for byte.
# .swift-format turns off two rules that UIKit's own API breaks: AlwaysUseLowerCamelCase (`CATransform3DMakeScale`,
# `UIGraphicsGetCurrentContext`, `CACurrentMediaTime` are UIKit's spellings) and OnlyOneTrailingClosureArgument
# (a scene's `start:` closure with a trailing closure after it reads as UIKit's `animate(withDuration:animations:)`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mapfile -t files < <(find Sources Tests Examples Benchmarks -name '*.swift' \
    -not -path '*/.build*' \
    -not -path 'Tests/PassagePortTests/Fixtures/*' \
    -not -path 'Tests/PassagePortTests/Expected/*' \
    -not -path 'Tests/PassageSwift5Tests/Ported/*' | sort)
if [ "${1:-}" = "--lint" ]; then
    swift format lint --strict --parallel "${files[@]}"
else
    swift format format --in-place --parallel "${files[@]}"
fi
