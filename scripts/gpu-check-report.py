#!/usr/bin/env python3
"""Helpers of scripts/gpu-check-run.sh (Python 3 with NumPy; torch only for `torch`):

  gpu-check-report.py diff A B         max |A - B| of two outputs: attnlab-result JSON ("output")
                                       or .npy files; exit 1 when the shapes differ
  gpu-check-report.py bench FILE.jsonl a table of `attnlab-cli bench --json` lines: per size the
                                       opencl and cpu medians and the speed-up
  gpu-check-report.py torch N...       PyTorch's float32 scaled_dot_product_attention on the GPU at
                                       the same sizes (d = 64, one head), for context
"""
import json
import sys


def load(path):
    import numpy as np

    if path.endswith(".npy"):
        return np.load(path).astype(np.float64)
    with open(path, encoding="utf-8") as f:
        return np.array(json.load(f)["output"], dtype=np.float64)


def diff(a, b):
    x, y = load(a), load(b)
    if x.shape != y.shape:
        print(f"shapes differ: {x.shape} vs {y.shape}")
        return 1
    import numpy as np

    d = np.abs(x - y)
    print(f"max |diff| = {d.max():.3e} (shape {x.shape}, max |value| {np.abs(y).max():.3g})")
    return 0


def bench(path):
    rows = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line.startswith("{"):
                continue
            r = json.loads(line)
            key = (r["n"], r["d"], r["heads"], r["causal"])
            rows.setdefault(key, {})[r["backend"]] = r
    print("| n | d | heads | causal | opencl median ms (GFLOP/s) | cpu median ms (GFLOP/s) | speed-up |")
    print("|---|---|---|---|---|---|---|")
    for (n, d, h, c), by in sorted(rows.items()):
        def cell(b):
            r = by.get(b)
            return f"{r['median_ms']:.2f} ({r['gflops']:.0f})" if r else "—"
        speed = ""
        if "opencl" in by and "cpu" in by:
            ratio = by["cpu"]["median_ms"] / by["opencl"]["median_ms"]
            speed = f"{ratio:.1f}×" if ratio >= 1 else f"{ratio:.2f}×"
        print(f"| {n} | {d} | {h} | {'yes' if c else 'no'} | {cell('opencl')} | {cell('cpu')} | {speed} |")
    return 0


def torch_sdpa(sizes):
    import torch
    import torch.nn.functional as F

    if not torch.cuda.is_available():
        print("torch: no CUDA device")
        return 0
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    print(f"torch {torch.__version__} on {torch.cuda.get_device_name(0)}, float32, d = 64, 1 head")
    for n in sizes:
        q, k, v = (torch.randn(1, 1, n, 64, device="cuda") for _ in range(3))
        for _ in range(3):
            F.scaled_dot_product_attention(q, k, v)
        torch.cuda.synchronize()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        times = []
        for _ in range(7):
            start.record()
            F.scaled_dot_product_attention(q, k, v)
            end.record()
            torch.cuda.synchronize()
            times.append(start.elapsed_time(end))
        times.sort()
        ms = times[len(times) // 2]
        print(f"torch sdpa n {n}: median {ms:.3f} ms ({4 * n * n * 64 / ms / 1e6:.0f} GFLOP/s)")
    return 0


def main(argv):
    if len(argv) == 4 and argv[1] == "diff":
        return diff(argv[2], argv[3])
    if len(argv) == 3 and argv[1] == "bench":
        return bench(argv[2])
    if len(argv) >= 3 and argv[1] == "torch":
        return torch_sdpa([int(a) for a in argv[2:]])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
