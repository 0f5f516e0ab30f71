"""Gives OpenBLAS and OpenMP the training scripts' --threads before NumPy and PyTorch load.

Import this first, before numpy and torch. OpenBLAS and OpenMP start their threads when their
library loads, whatever torch.set_num_threads says later: a "one-thread" run of train_vit.py kept
a second core spinning (358 s of CPU for 181 s of training) and ended on another model than a run
with one BLAS thread. With this, the same --threads on the same machine gives the same model, bit
for bit.
"""
import os
import sys


def threads_asked(argv):
    """--threads N or --threads=N (default 1), as argparse will read it later."""
    for i, a in enumerate(argv):
        if a == "--threads" and i + 1 < len(argv):
            return argv[i + 1]
        if a.startswith("--threads="):
            return a.split("=", 1)[1]
    return "1"


for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_var] = threads_asked(sys.argv)
