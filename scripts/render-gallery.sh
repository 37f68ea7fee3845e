#!/usr/bin/env bash
# Renders the gallery: every demo as a small APNG in docs/gallery/ (drawn at @2x on the iPhone SE, written at a
# quarter of each side, 188 × 334 pixels, 15 fps), and docs/gallery/README.md, the page that shows each with
# what it shows (the summaries `passage list` prints). Release build; run from anywhere in the repository.
# The README's grid links the same files; GalleryTests checks that both name every demo.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product passage
passage=.build/release/passage
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
"$passage" render --all --out "$staging" --scale 2 --downsample 4 --fps 15 --show-touches >/dev/null
{
    echo "# Gallery"
    echo
    echo "Every demo of \`passage list\`, drawn at @2x on the iPhone SE and written at a quarter of each side (188 × 334"
    echo "pixels, 15 fps), made by \`scripts/render-gallery.sh\` with"
    echo "\`passage render --all --scale 2 --downsample 4 --fps 15 --show-touches\`. Render one at full size with"
    echo "\`swift run -c release passage render NAME --out NAME.apng\`."
    echo
    echo "| | |"
    echo "|---|---|"
    "$passage" list | while read -r name summary; do
        echo "| ![$name]($name.apng) | **$name**: $summary |"
    done
} > "$staging/README.md"
rm -f docs/gallery/*.apng docs/gallery/README.md
mv "$staging"/* docs/gallery/
ls docs/gallery | wc -l
du -sh docs/gallery
