#!/usr/bin/env bash
# Regenerates the golden reference images (Tests/PassageRenderTests/Golden/References) from the current
# renderer. Run it only for a deliberate rendering change, then look at every image before committing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PASSAGE_UPDATE_GOLDENS=1 swift test --disable-swift-testing --filter "GoldenTests"
ls -l Tests/PassageRenderTests/Golden/References
