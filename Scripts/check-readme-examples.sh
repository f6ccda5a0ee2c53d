#!/usr/bin/env bash
# Type-checks every ```swift block of README.md, ARCHITECTURE.md and the module READMEs against
# the modules the last debug build made, so the examples keep compiling as the API changes.
#
# Each ```swift block must be a whole program (a main.swift: imports, declarations, top-level
# code on the main actor); a fragment that is not meant to compile goes in a ```text block.
# Usage: Scripts/check-readme-examples.sh [--scratch-path DIR]   (after `swift build`)
set -euo pipefail
cd "$(dirname "$0")/.."

build_args=()
if [ "${1:-}" = "--scratch-path" ]; then build_args=(--scratch-path "$2"); fi
bin=$(swift build "${build_args[@]}" --show-bin-path)
if [ ! -d "$bin/Modules" ]; then
    echo "no built modules in $bin/Modules: run swift build first" >&2
    exit 1
fi

# The module maps of the package's C targets (CZlib's own, the generated ones of the others).
module_maps=(-Xcc -fmodule-map-file="$PWD/Sources/CZlib/module.modulemap")
for map in "$bin"/*.build/module.modulemap; do
    [ -e "$map" ] && module_maps+=(-Xcc -fmodule-map-file="$map")
done

# `#Preview` and `@Previewable` expand through the package's own compiler plugin.
plugins=()
for tool in "$bin"/AuroraPreviewMacros-tool "$bin"/AuroraPreviewMacros; do
    [ -x "$tool" ] && [ ! -d "$tool" ] && { plugins=(-load-plugin-executable "$tool#AuroraPreviewMacros"); break; }
done

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
checked=0 failed=0
for readme in README.md ARCHITECTURE.md Sources/*/README.md; do
    [ -f "$readme" ] || continue
    # One directory per block, named after the README and the block's first line number.
    awk -v out="$scratch" -v name="$(echo "$readme" | tr '/' '_')" '
        /^```swift[[:space:]]*$/ { inside = 1; file = out "/" name "-" NR ".swift"; printf "" > file; next }
        /^```/ && inside { inside = 0; close(file); next }
        inside { print >> file }
    ' "$readme"
done
for example in "$scratch"/*.swift; do
    [ -e "$example" ] || continue
    checked=$((checked + 1))
    block=$(basename "$example" .swift)
    mkdir -p "$scratch/$block"
    mv "$example" "$scratch/$block/main.swift"
    if swiftc -typecheck -swift-version 6 -I "$bin/Modules" "${module_maps[@]}" ${plugins[@]+"${plugins[@]}"} \
        "$scratch/$block/main.swift" 2> "$scratch/$block/errors.txt"; then
        echo "ok: ${block//_//} (the swift block at that line)"
    else
        failed=$((failed + 1))
        echo "FAILED: ${block//_//}"
        sed "s|$scratch/$block/main.swift|$block|" "$scratch/$block/errors.txt"
    fi
done
echo "README examples: $((checked - failed)) compile, $failed fail"
[ "$checked" -gt 0 ] && [ "$failed" -eq 0 ]
