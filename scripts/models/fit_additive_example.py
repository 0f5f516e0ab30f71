#!/usr/bin/env python3
"""Fits the small network of examples/translation-additive-black-cat.json (additive attention, 2014).

    /usr/bin/python3 scripts/models/fit_additive_example.py build/dev/app/attnlab-cli

The example is the lesson's translation, "The black cat" -> "Le chat noir", with the words
embedded by AttnLab's lexicon (the same vectors as examples/translation-black-cat.json, asked of
`attnlab-cli compute`, so the script needs a built AttnLab). Additive attention scores a pair with
a learned network, e = v^T tanh(W_q q + W_k k): here d_a = 4 units. A translation model learns
W_q, W_k and v while it learns to translate; this script stands in for that training with its
outcome alone: it fits them (PyTorch, float64, Adam, fixed seed, a penalty on their size) so that
while writing each French word the decoder attends to the English word it translates (Le -> The,
chat -> cat, noir -> black, although French puts the adjective after the noun). The weights are
rounded to 2 decimals, checked again after rounding, and written into the example.
"""

import json
import pathlib
import subprocess
import sys
import tempfile

import torch

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "translation-additive-black-cat.json"
SENTENCES = {"query": "Le chat noir", "query_language": "fr",
             "source": "The black cat", "source_language": "en"}
UNITS = 4
TARGET = [0, 2, 1]  # Le -> The, chat -> cat, noir -> black


def embeddings(cli):
    scenario = {"format": "attnlab-scenario", "version": 1, "kind": "softmax",
                "sentences": SENTENCES}
    with tempfile.NamedTemporaryFile("w", suffix=".json") as f:
        json.dump(scenario, f)
        f.flush()
        out = subprocess.run([cli, "compute", f.name], check=True, capture_output=True, text=True)
    r = json.loads(out.stdout)
    return (torch.tensor(r["q"], dtype=torch.float64), torch.tensor(r["k"], dtype=torch.float64),
            r["query_tokens"], r["key_tokens"])


def weights(q, k, wq, wk, v):
    e = torch.tanh((q @ wq.T)[:, None, :] + (k @ wk.T)[None, :, :]) @ v
    return torch.softmax(e, dim=-1)


def main():
    cli = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "build" / "dev" / "app" / "attnlab-cli")
    q, k, qt, kt = embeddings(cli)
    torch.manual_seed(0)
    d = q.shape[1]
    wq = (0.1 * torch.randn(UNITS, d, dtype=torch.float64)).requires_grad_()
    wk = (0.1 * torch.randn(UNITS, d, dtype=torch.float64)).requires_grad_()
    v = (0.1 * torch.randn(UNITS, dtype=torch.float64)).requires_grad_()
    opt = torch.optim.Adam([wq, wk, v], lr=0.05)
    target = torch.tensor(TARGET)
    for step in range(3000):
        opt.zero_grad()
        a = weights(q, k, wq, wk, v)
        loss = torch.nn.functional.nll_loss(torch.log(a), target)
        loss = loss + 5e-3 * (wq.square().sum() + wk.square().sum() + v.square().sum())
        loss.backward()
        opt.step()
    with torch.no_grad():
        rq, rk, rv = (torch.round(x * 100) / 100 + 0.0 for x in (wq, wk, v))  # (no -0.0)
        a = weights(q, k, rq, rk, rv)
    for i, t in enumerate(TARGET):
        assert int(a[i].argmax()) == t, (qt[i], a[i])
        print(f"{qt[i]:>5} -> {kt[t]:<6} {float(a[i, t]):.3f}   row {[round(float(x), 3) for x in a[i]]}")
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    example["additive"] = {"units": UNITS,
                           "w_q": [[float(x) for x in row] for row in rq.tolist()],
                           "w_k": [[float(x) for x in row] for row in rk.tolist()],
                           "v": [float(x) for x in rv.tolist()]}
    EXAMPLE.write_text(json.dumps(example, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    # a matrix row a line, as AttnLab saves scenarios
    subprocess.run([sys.executable, str(ROOT / "scripts" / "fixtures" / "compact_json.py"),
                    str(EXAMPLE)], check=True)
    print(f"wrote {EXAMPLE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
