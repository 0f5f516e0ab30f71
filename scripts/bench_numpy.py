#!/usr/bin/python3
"""NumPy's side of scripts/bench_vs_numpy.sh: times softmax(Q K^T / sqrt(d)) V in float32.

Prints one JSON object: {"backend": "numpy", "n", "d", "median_ms", "min_ms", "max_ms",
"gflops", "blas"}; gflops counts 4 N^2 d as attnlab-cli bench does. "blas" says which BLAS
library, kernel (core) and thread count NumPy runs, from threadpoolctl when it is installed,
else from OpenBLAS itself (openblas_get_corename) through ctypes.
"""
import argparse
import ctypes
import json
import time

import numpy as np


def blas_info():
    try:
        from threadpoolctl import threadpool_info

        return [
            {k: p.get(k) for k in ("internal_api", "version", "architecture", "num_threads",
                                   "threading_layer", "filepath")}
            for p in threadpool_info() if p.get("user_api") == "blas"
        ] or "threadpoolctl found no BLAS"
    except ImportError:
        pass
    # No threadpoolctl: ask the OpenBLAS that this process loaded.
    with open("/proc/self/maps") as maps:
        libs = sorted({line.split()[-1] for line in maps if "openblas" in line.split()[-1]})
    for path in libs:
        try:
            lib = ctypes.CDLL(path)
            lib.openblas_get_corename.restype = ctypes.c_char_p
            lib.openblas_get_config.restype = ctypes.c_char_p
            return {
                "source": "openblas_get_corename (threadpoolctl not installed)",
                "filepath": path,
                "architecture": lib.openblas_get_corename().decode(),
                "config": lib.openblas_get_config().decode(),
                "num_threads": lib.openblas_get_num_threads(),
            }
        except (OSError, AttributeError):
            continue
    return "unknown (no threadpoolctl, no OpenBLAS loaded)"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=4096)
    parser.add_argument("--d", type=int, default=64)
    parser.add_argument("--warmups", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()

    rng = np.random.default_rng(0)
    q, k, v = (rng.standard_normal((args.n, args.d), dtype=np.float32) for _ in range(3))
    scale = np.float32(1.0 / np.sqrt(args.d))

    def attention():
        s = q @ k.T                          # S = Q K^T        (float32, BLAS sgemm)
        s *= scale                           # S' = S / sqrt(d)
        s -= s.max(axis=1, keepdims=True)    # stable softmax: subtract the row max
        np.exp(s, out=s)
        s /= s.sum(axis=1, keepdims=True)    # A = softmax(S')
        return s @ v                         # O = A V

    for _ in range(args.warmups):
        attention()
    times = []
    for _ in range(args.repeats):
        t0 = time.perf_counter()
        attention()
        times.append((time.perf_counter() - t0) * 1e3)
    times.sort()
    median = float(np.median(times))
    print(json.dumps({
        "backend": "numpy",
        "numpy": np.__version__,
        "n": args.n,
        "d": args.d,
        "median_ms": median,
        "min_ms": times[0],
        "max_ms": times[-1],
        "gflops": 4.0 * args.n * args.n * args.d / (median * 1e6),
        "blas": blas_info(),
    }))


if __name__ == "__main__":
    main()
