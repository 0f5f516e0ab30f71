#!/usr/bin/env bash
# Prepares a bundle that runs the OpenCL engine's checks on a machine with a GPU but without Qt or
# a compiler (a bare Ubuntu 24.04 with the NVIDIA driver, say), and optionally runs it here:
#
#   scripts/gpu-check.sh [--run] [BUNDLE]        (BUNDLE: default .gpu in this checkout)
#
# Builds the release preset with OpenCL (attnlab-cli, tst_openclengine, tst_sparsereference), then
# writes BUNDLE/payload.tar.gz (bin/ and every shared library ldd names, except glibc's, libstdc++
# and libgcc_s, which the target has in a newer version), BUNDLE/run.sh (scripts/gpu-check-run.sh,
# which says what it runs), clinfo.py, report.py and SOURCE_DIR (where the tests look for their
# data). --run then runs BUNDLE/run.sh here, from this checkout: against PoCL's CPU device, a
# rehearsal of the GPU run. On the GPU machine, from a checkout of the same commit:
#   BUNDLE/run.sh [OUTDIR]
# Keep BUNDLE out of git (echo /.gpu/ >> .git/info/exclude). Measured on an NVIDIA H200: README.md,
# "The OpenCL engine on a GPU".
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
run=0
bundle=
while [ $# -gt 0 ]; do
    case "$1" in
        --run) run=1; shift ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        -*) echo "gpu-check.sh: unknown option $1" >&2; exit 2 ;;
        *) bundle=$1; shift ;;
    esac
done
bundle=${bundle:-$root/.gpu}
mkdir -p "$bundle"
bundle=$(cd "$bundle" && pwd)

cd "$root"
# shellcheck source=deps.sh
source scripts/deps.sh
attnlab_compiler_cache
build=$root/build/release
if ! grep -qs '^ATTNLAB_WITH_OPENCL:BOOL=ON' "$build/CMakeCache.txt"; then
    cmake --preset release -DATTNLAB_WITH_OPENCL=ON
fi
programs=(attnlab-cli tst_openclengine tst_sparsereference)
nice cmake --build "$build" -j"${ATTNLAB_JOBS:-2}" --target "${programs[@]}"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/bin" "$stage/lib"
cp "$build/app/attnlab-cli" "$build/tests/core/tst_openclengine" \
    "$build/tests/core/tst_sparsereference" "$stage/bin/"
strip "$stage/bin/"*
# every library the programs load, but the C and C++ runtimes (the target's are newer)
for p in "$stage/bin/"*; do
    ldd "$p" | awk '$3 ~ /^\// {print $3}'
done | sort -u | while read -r lib; do
    case "$(basename "$lib")" in
        libc.so.* | libm.so.* | libpthread.so.* | libdl.so.* | librt.so.* | ld-linux*.so.* | \
            libstdc++.so.* | libgcc_s.so.*) ;;
        *) cp -L "$lib" "$stage/lib/" ;;
    esac
done
[ -e "$stage/lib/libOpenCL.so.1" ] || { echo "gpu-check.sh: libOpenCL.so.1 not linked" >&2; exit 1; }
rm -rf "${bundle:?}/bin" "${bundle:?}/lib"
tar -czf "$bundle/payload.tar.gz" -C "$stage" bin lib
cp scripts/gpu-check-run.sh "$bundle/run.sh"
cp scripts/gpu-check-clinfo.py "$bundle/clinfo.py"
cp scripts/gpu-check-report.py "$bundle/report.py"
chmod +x "$bundle/run.sh"
echo "$root" >"$bundle/SOURCE_DIR"
echo "bundle $bundle: $(du -sh "$bundle" | cut -f1), $(ls "$stage/lib" | wc -l) libraries"

if [ "$run" = 1 ]; then
    "$bundle/run.sh" "${OUT:-/tmp/attnlab-gpu-check}"
fi
