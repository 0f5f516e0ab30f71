#!/usr/bin/env bash
# The fused CPU engine against NumPy, measured in one run on this machine:
#   NumPy float32 softmax(Q K^T / sqrt(d)) V  (scripts/bench_numpy.py, Debian's /usr/bin/python3)
#   attnlab-cli bench --backend cpu --n N --d D --json
# then the binned map of a 6,400-token sequence (attnlab-cli bench --map). Prints both medians,
# the ratio fused / NumPy and the targets (fused <= 0.5 x NumPy; map <= 250 ms, <= 64 MiB).
#
#   scripts/bench_vs_numpy.sh [--n 4096] [--d 64] [--rounds 1] [--no-map]
#
# ATTNLAB_CLI names the attnlab-cli to run (default build/release/app/attnlab-cli).
# OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE, which some machines here set for old OpenBLAS builds,
# slow a current NumPy down: they are unset for NumPy's command only, and the OpenBLAS kernel it
# then runs is reported (threadpoolctl, or OpenBLAS's own openblas_get_corename).
# Needs python3-numpy; both sides run on all the machine's cores. Rounds alternate NumPy and
# attnlab so that a busy machine slows both; each side's best median is compared.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
n=4096
d=64
rounds=1
map=1
while [ $# -gt 0 ]; do
    case "$1" in
        --n) n=$2; shift 2 ;;
        --d) d=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --no-map) map=0; shift ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) echo "bench_vs_numpy.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

cli=${ATTNLAB_CLI:-$root/build/release/app/attnlab-cli}
if [ ! -x "$cli" ]; then
    echo "bench_vs_numpy.sh: $cli not found; build it first:" >&2
    echo "  cmake --preset release && cmake --build --preset release --target attnlab-cli" >&2
    exit 2
fi
if ! /usr/bin/python3 -c 'import numpy' 2>/dev/null; then
    echo "bench_vs_numpy.sh: NumPy is missing: apt-get install python3-numpy" >&2
    exit 2
fi

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
numpy_runs=()
fused_runs=()
for ((r = 0; r < rounds; ++r)); do
    numpy_runs+=("$(env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE \
        /usr/bin/python3 "$root/scripts/bench_numpy.py" --n "$n" --d "$d")")
    fused_runs+=("$("$cli" bench --backend cpu --n "$n" --d "$d" --json)")
done
map_json=
if [ "$map" = 1 ]; then
    map_json=$("$cli" bench --backend cpu --map --n 6400 --d "$d" --bins 400 --json)
fi

/usr/bin/python3 - "$map_json" "${#numpy_runs[@]}" "${numpy_runs[@]}" "${fused_runs[@]}" <<'PY'
import json, sys
map_json = sys.argv[1]
count = int(sys.argv[2])
numpy_runs = [json.loads(s) for s in sys.argv[3:3 + count]]
fused_runs = [json.loads(s) for s in sys.argv[3 + count:]]
np_best = min(numpy_runs, key=lambda r: r["median_ms"])
fu_best = min(fused_runs, key=lambda r: r["median_ms"])
print(f"NumPy BLAS: {json.dumps(np_best['blas'])}")
print(f"NumPy {np_best['numpy']}: median {np_best['median_ms']:.2f} ms "
      f"(min {np_best['min_ms']:.2f}, max {np_best['max_ms']:.2f}), {np_best['gflops']:.1f} GFLOP/s")
print(f"attnlab cpu: median {fu_best['median_ms']:.2f} ms "
      f"(min {fu_best['min_ms']:.2f}, max {fu_best['max_ms']:.2f}), {fu_best['gflops']:.1f} GFLOP/s")
ratio = fu_best["median_ms"] / np_best["median_ms"]
print(f"ratio attnlab / NumPy: {ratio:.3f}  (target <= 0.5: {'met' if ratio <= 0.5 else 'missed'})")
if map_json:
    m = json.loads(map_json)
    ok = m["median_ms"] <= 250 and 0 <= m["peak_mib_above_idle"] <= 64
    print(f"binned map, {m['n']} tokens, {m['bins']} x {m['bins']} bins: median {m['median_ms']:.1f} ms "
          f"(of which lse {m['lse_median_ms']:.1f} ms), peak {m['peak_mib_above_idle']:.1f} MiB above idle "
          f"(target <= 250 ms and <= 64 MiB: {'met' if ok else 'missed'})")
PY
