#!/usr/bin/env bash
# The OpenCL engine on a real GPU: the device side of scripts/gpu-check.sh, which copies this file
# into its bundle as run.sh. Run from a checkout of AttnLab (examples/, tests/app/data/):
#
#   BUNDLE/run.sh [OUTDIR]          (OUTDIR: $OUT when set, else /tmp/attnlab-gpu-check)
#
# 1. the machine: nvidia-smi, the NVIDIA OpenCL driver (an ICD file is written into a temporary
#    OCL_ICD_VENDORS folder when /etc/OpenCL/vendors names none), the OpenCL devices;
# 2. tst_openclengine and tst_sparsereference with ATTNLAB_REQUIRE_OPENCL=1 (the engine against
#    the reference engine, on whatever device OpenClEngine picks: the first GPU);
# 3. attnlab-cli compute --backend opencl and cpu against reference on every shipped example, and
#    on the 6,000-token sparse fixture against NumPy's expected.npy;
# 4. attnlab-cli bench, opencl against cpu (GPU_CHECK_SIZES, default "1024 4096 16384 65536"),
#    then 8 heads, causal and d 128 at the second largest size, opencl alone at 131,072 tokens;
#    and PyTorch's float32 SDPA at the same sizes for context when torch sees a GPU.
# Everything goes to OUTDIR/log; the bench lines to OUTDIR/bench.jsonl. Exit status: the number of
# failed steps (0: all passed). Needs python3 with NumPy for the comparisons.
set -u
bundle=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=${OUT:-${1:-/tmp/attnlab-gpu-check}}
mkdir -p "$out"
sizes=${GPU_CHECK_SIZES:-1024 4096 16384 65536}
py=${GPU_CHECK_PYTHON:-python3}
top=${GPU_CHECK_TOP:-131072} # limits::maxFusedTokens

# the bundle's programs and libraries: bin/ and lib/ beside this script, or payload.tar.gz
# unpacked into a temporary folder
files=$bundle
if [ ! -d "$bundle/bin" ] && [ -f "$bundle/payload.tar.gz" ]; then
    files=$(mktemp -d)
    tar -xzf "$bundle/payload.tar.gz" -C "$files" || exit 1
fi
libs=$files/lib
run() { LD_LIBRARY_PATH=$libs QT_QPA_PLATFORM=offscreen "$@"; }
cli() { run "$files/bin/attnlab-cli" "$@"; }

main() {
    local failed=0
    step() { echo; echo "=== $* ($(date -u +%H:%M:%S))"; }
    fail() { echo "FAILED: $*"; failed=$((failed + 1)); }

    step "machine"
    uname -a
    grep -m1 'model name' /proc/cpuinfo
    echo "cpus: $(nproc)"
    if command -v nvidia-smi >/dev/null; then
        nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv
    else
        echo "no nvidia-smi"
    fi

    step "OpenCL driver"
    local driver=${NVIDIA_OPENCL_LIB:-}
    if [ -z "$driver" ]; then
        for f in /usr/local/nvidia/lib64/libnvidia-opencl.so.1 /usr/local/nvidia/lib/libnvidia-opencl.so.1 \
            /usr/lib/x86_64-linux-gnu/libnvidia-opencl.so.1 /usr/lib64/libnvidia-opencl.so.1; do
            [ -e "$f" ] && driver=$f && break
        done
    fi
    if [ -z "$driver" ]; then
        driver=$(find /usr /opt /lib -name 'libnvidia-opencl.so*' 2>/dev/null | sort | head -1)
    fi
    echo "NVIDIA OpenCL library: ${driver:-none found}"
    if [ -z "$driver" ]; then
        ls /usr/local/nvidia/lib64 2>/dev/null | head -40
        ldconfig -p 2>/dev/null | grep -i -E 'opencl|libcuda'
    fi
    # the carried libraries for AttnLab's programs alone (python and torch keep the system's)
    libs=$files/lib
    [ -n "$driver" ] && libs=$libs:$(dirname "$driver")
    echo "system ICD files: $(ls /etc/OpenCL/vendors 2>/dev/null | tr '\n' ' ')"
    if [ -n "$driver" ] && [ -z "${OCL_ICD_VENDORS:-}" ] &&
        ! grep -qs nvidia /etc/OpenCL/vendors/*.icd; then
        local vendors
        vendors=$(mktemp -d)
        cp /etc/OpenCL/vendors/*.icd "$vendors"/ 2>/dev/null
        echo "$driver" >"$vendors/nvidia.icd"
        export OCL_ICD_VENDORS=$vendors
        echo "OCL_ICD_VENDORS=$vendors: $(ls "$vendors" | tr '\n' ' ')"
    fi
    ATTNLAB_LIBOPENCL=$files/lib/libOpenCL.so.1 "$py" "$bundle/clinfo.py" ||
        fail "no OpenCL platform"

    # the tests read their data from the source tree they were built in (ATTNLAB_TEST_DATA)
    local src
    src=$(cat "$bundle/SOURCE_DIR")
    if [ ! -e "$src/tests" ] && [ "$(pwd)" != "$src" ]; then
        mkdir -p "$(dirname "$src")" 2>/dev/null && ln -s "$(pwd)" "$src" 2>/dev/null &&
            echo "linked $src -> $(pwd) for the tests' data"
    fi

    step "tst_openclengine"
    ATTNLAB_REQUIRE_OPENCL=1 run "$files/bin/tst_openclengine" ||
        fail tst_openclengine
    step "tst_sparsereference"
    ATTNLAB_REQUIRE_OPENCL=1 run "$files/bin/tst_sparsereference" ||
        fail tst_sparsereference

    local tmp
    tmp=$(mktemp -d)
    step "compute: opencl and cpu against reference on the examples"
    for example in examples/*.json; do
        local name
        name=$(basename "$example" .json)
        if ! cli compute "$example" --out "$tmp/$name.reference.json" 2>"$tmp/err"; then
            echo "$name: reference: $(head -c 300 "$tmp/err")"
            continue
        fi
        for backend in opencl cpu; do
            if cli compute "$example" --backend $backend --out "$tmp/$name.$backend.json" \
                2>"$tmp/err"; then
                echo -n "$name: $backend vs reference: "
                "$py" "$bundle/report.py" diff "$tmp/$name.$backend.json" \
                    "$tmp/$name.reference.json" || fail "$name $backend shape"
            else
                echo "$name: $backend: $(head -c 300 "$tmp/err")"
            fi
        done
    done
    local fixture=tests/app/data/sparse_long
    for backend in opencl cpu; do
        echo -n "sparse_long (6000 tokens, causal, window 64, 2 global) $backend vs NumPy: "
        if cli compute $fixture/scenario.json --backend $backend --out "$tmp/long.$backend.npy"; then
            "$py" "$bundle/report.py" diff "$tmp/long.$backend.npy" $fixture/expected.npy ||
                fail "sparse_long $backend shape"
        else
            fail "compute sparse_long $backend"
        fi
    done

    step "bench: opencl against cpu, d 64"
    : >"$out/bench.jsonl"
    local n runs
    for n in $sizes; do
        runs="--warmups 2 --repeats 7"
        [ "$n" -ge 32768 ] && runs="--warmups 1 --repeats 3"
        for backend in opencl cpu; do
            # shellcheck disable=SC2086 # $runs: two options and their values
            cli bench --backend $backend --n "$n" --d 64 $runs --json | tee -a "$out/bench.jsonl" ||
                fail "bench $backend n $n"
        done
    done
    local big
    big=$(echo "$sizes" | awk '{print $(NF > 2 ? NF - 1 : NF)}')
    for backend in opencl cpu; do
        cli bench --backend $backend --n "$big" --d 64 --heads 8 --warmups 1 --repeats 3 --json |
            tee -a "$out/bench.jsonl" || fail "bench $backend n $big heads 8"
        cli bench --backend $backend --n "$big" --d 64 --causal --warmups 1 --repeats 3 --json |
            tee -a "$out/bench.jsonl" || fail "bench $backend n $big causal"
    done
    cli bench --backend opencl --n "$big" --d 128 --warmups 1 --repeats 3 --json |
        tee -a "$out/bench.jsonl" || fail "bench opencl n $big d 128"
    local largest
    largest=$(echo "$sizes" | awk '{print $NF}')
    # the fast engines' limit, opencl alone, when the largest size took under 2 s
    local quick
    quick=$("$py" -c 'import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]
print(int(any(r["backend"] == "opencl" and r["n"] == int(sys.argv[2]) and r["heads"] == 1
              and r["median_ms"] < 2000 for r in rows)))' "$out/bench.jsonl" "$largest")
    if [ "$largest" -lt "$top" ] && [ "$quick" = 1 ]; then
        cli bench --backend opencl --n "$top" --d 64 --warmups 1 --repeats 3 --json |
            tee -a "$out/bench.jsonl" || fail "bench opencl n $top"
    fi
    "$py" "$bundle/report.py" bench "$out/bench.jsonl"

    step "PyTorch SDPA for context"
    if "$py" -c 'import torch, sys; sys.exit(0 if torch.cuda.is_available() else 1)' 2>/dev/null; then
        # shellcheck disable=SC2086 # one argument per size
        "$py" "$bundle/report.py" torch $sizes || echo "(torch comparison failed)"
    else
        echo "no torch with CUDA here: skipped"
    fi
    rm -rf "$tmp"

    step "done: $failed failed step(s)"
    return "$failed"
}

set -o pipefail
main 2>&1 | tee "$out/log"
exit "${PIPESTATUS[0]}"
