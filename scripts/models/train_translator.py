#!/usr/bin/python3
"""Trains AttnLab's small English -> French / Brazilian Portuguese translator and writes what
the app ships: resources/models/translator/{weights.npz,config.json} and the test fixtures
tests/core/data/translator/. See docs/translator-model.md.

    /usr/bin/python3 scripts/models/train_translator.py            # train, measure, export
    /usr/bin/python3 scripts/models/train_translator.py --check-vocab resources/models/translator/config.json

Needs Debian's python3-torch and python3-numpy (CPU); downloads nothing. Fixed seeds and
deterministic algorithms: rerunning it gives the same model and the same numbers.
--check-vocab needs neither torch nor numpy: it compares the grammar's vocabulary with a
shipped config.json (tests/core/tst_translator.cpp runs it when python3 is there).
"""

import argparse
import hashlib
import json
import math
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blas_threads  # noqa: E402,F401  (before NumPy and PyTorch: their BLAS threads)
import grammar  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SRC_SPECIALS = ["<pad>", "<eos>"]
TGT_SPECIALS = ["<pad>", "<eos>", "<fr>", "<pt>"]
LANG_TOKEN = {"fr": "<fr>", "pt": "<pt>"}
MAX_LEN = 32
SEED = 20260104


def build_vocabularies():
    src, tgt = grammar.vocabularies()
    return SRC_SPECIALS + src, TGT_SPECIALS + tgt


def vocab_digest(src_vocab, tgt_vocab):
    text = "\n".join(src_vocab) + "\n\n" + "\n".join(tgt_vocab)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def check_vocab(config_path):
    with open(config_path, encoding="utf-8") as f:
        config = json.load(f)
    src, tgt = build_vocabularies()
    ok = True
    for name, mine in (("src_vocab", src), ("tgt_vocab", tgt)):
        theirs = config.get(name)
        if theirs != mine:
            ok = False
            theirs = theirs or []
            print(f"{config_path}: {name} differs from the grammar's: only in the grammar: "
                  f"{sorted(set(mine) - set(theirs))[:10]}, only in the config: "
                  f"{sorted(set(theirs) - set(mine))[:10]}"
                  + ("" if set(mine) != set(theirs) else " (same words, another order)"))
    if config.get("vocab_digest") != vocab_digest(src, tgt):
        ok = False
        print(f"{config_path}: vocab_digest differs from the grammar's")
    print("vocabularies agree" if ok else "vocabularies differ")
    return 0 if ok else 1


# ---------------------------------------------------------------------------------------------
# Data

def make_corpus(n_train, n_test, heldout_fraction, seed):
    """English sentences with their French and Portuguese translations. The held-out split's
    sentences each contain at least one noun-adjective pair that no training sentence has."""
    rng = random.Random(seed)
    pairs = grammar.all_pairs()
    keep = {("cat", "black"), ("cat", "white")}  # the lesson's examples stay in training
    cand = [p for p in pairs if p not in keep]
    rng.shuffle(cand)
    heldout = set()
    nouns_left = {}
    adjs_left = {}
    for n, a in pairs:
        nouns_left[n] = nouns_left.get(n, 0) + 1
        adjs_left[a] = adjs_left.get(a, 0) + 1
    target = int(len(pairs) * heldout_fraction)
    for n, a in cand:
        if len(heldout) >= target:
            break
        if nouns_left[n] > 3 and adjs_left[a] > 3:  # every word keeps training partners
            heldout.add((n, a))
            nouns_left[n] -= 1
            adjs_left[a] -= 1
    train, test, seen = [], [], set()
    while len(train) < n_train or len(test) < n_test:
        s = grammar.random_sentence(rng)
        key = " ".join(s.en)
        if key in seen:
            continue
        seen.add(key)
        if any((p[0], p[1]) in heldout for p in s.pairs):
            if len(test) < n_test:
                test.append(s)
        elif len(train) < n_train:
            train.append(s)
    return train, test, sorted(heldout)


# ---------------------------------------------------------------------------------------------
# Model (imports torch lazily: --check-vocab runs without it)

def torch_modules():
    import torch
    import torch.nn as nn

    class Translator(nn.Module):
        def __init__(self, n_src, n_tgt, d_model, nhead, n_enc, n_dec, d_ff):
            super().__init__()
            self.src_embed = nn.Embedding(n_src, d_model)
            self.tgt_embed = nn.Embedding(n_tgt, d_model)
            self.transformer = nn.Transformer(d_model, nhead, n_enc, n_dec, d_ff,
                                              dropout=0.1, batch_first=True)
            self.generator = nn.Linear(d_model, n_tgt)
            self.d_model = d_model
            self.register_buffer("pe", positional_encoding(MAX_LEN, d_model), persistent=False)

        def embed(self, table, ids):
            # x = embed(ids) * sqrt(d_model) + PE[position]
            return table(ids) * math.sqrt(self.d_model) + self.pe[: ids.shape[1]].to(table.weight.dtype)

        def encode(self, src, src_pad):
            return self.transformer.encoder(self.embed(self.src_embed, src),
                                            src_key_padding_mask=src_pad)

        def decode(self, tgt_in, memory, src_pad, tgt_pad=None):
            t = tgt_in.shape[1]
            causal = torch.triu(torch.ones(t, t, dtype=torch.bool), diagonal=1)
            out = self.transformer.decoder(self.embed(self.tgt_embed, tgt_in), memory,
                                           tgt_mask=causal, tgt_key_padding_mask=tgt_pad,
                                           memory_key_padding_mask=src_pad)
            return self.generator(out)

        def forward(self, src, tgt_in, src_pad, tgt_pad):
            return self.decode(tgt_in, self.encode(src, src_pad), src_pad, tgt_pad)

    def positional_encoding(n, d):
        # PE[pos, 2i] = sin(pos / 10000^(2i/d)),  PE[pos, 2i+1] = cos(pos / 10000^(2i/d))
        pe = torch.zeros(n, d, dtype=torch.float64)
        pos = torch.arange(n, dtype=torch.float64).unsqueeze(1)
        div = torch.exp(torch.arange(0, d, 2, dtype=torch.float64) * (-math.log(10000.0) / d))
        pe[:, 0::2] = torch.sin(pos * div)
        pe[:, 1::2] = torch.cos(pos * div)
        return pe

    return torch, nn, Translator, positional_encoding


def encode_examples(sentences, src_index, tgt_index):
    """(source ids with <eos>, language, target ids with <eos>, sentence) for both languages."""
    out = []
    for s in sentences:
        src = [src_index[w] for w in s.en] + [src_index["<eos>"]]
        for lang, words in (("fr", s.fr), ("pt", s.pt)):
            tgt = [tgt_index[LANG_TOKEN[lang]]] + [tgt_index[w] for w in words] + [tgt_index["<eos>"]]
            out.append((src, lang, tgt, s))
    return out


def pad_batch(torch, seqs):
    n = max(len(s) for s in seqs)
    ids = torch.zeros(len(seqs), n, dtype=torch.long)
    for i, s in enumerate(seqs):
        ids[i, : len(s)] = torch.tensor(s)
    return ids, ids == 0


def greedy(torch, model, src_ids, lang_ids, eos, cap):
    """Greedy decoding of a batch: the most likely next token until <eos> (or cap tokens)."""
    src, src_pad = pad_batch(torch, src_ids)
    with torch.no_grad():
        memory = model.encode(src, src_pad)
        ys = torch.tensor(lang_ids, dtype=torch.long).unsqueeze(1)
        done = torch.zeros(len(src_ids), dtype=torch.bool)
        for _ in range(cap):
            logits = model.decode(ys, memory, src_pad)
            nxt = logits[:, -1].argmax(-1)
            nxt = torch.where(done, torch.zeros_like(nxt), nxt)
            ys = torch.cat([ys, nxt.unsqueeze(1)], 1)
            done |= nxt == eos
            if bool(done.all()):
                break
    out = []
    for row in ys.tolist():
        toks = []
        for t in row[1:]:
            if t == eos or t == 0:
                break
            toks.append(t)
        out.append(toks)
    return out


def cross_attention_last_layer(torch, model, src_ids, tgt_in_ids):
    """Per-head cross-attention weights [B, H, T, S] of the last decoder layer, teacher-forced,
    from nn.MultiheadAttention(average_attn_weights=False) on the layer's own inputs."""
    src, src_pad = pad_batch(torch, src_ids)
    tgt, tgt_pad = pad_batch(torch, tgt_in_ids)
    mha = model.transformer.decoder.layers[-1].multihead_attn
    captured = {}
    h = mha.register_forward_pre_hook(lambda m, args: captured.__setitem__("args", args))
    model.forward(src, tgt, src_pad, tgt_pad)  # grad enabled: no fast path, the hook runs
    h.remove()
    q, k, v = captured["args"][:3]
    with torch.no_grad():
        _, w = mha(q, k, v, key_padding_mask=src_pad, need_weights=True,
                   average_attn_weights=False)
    return w


def evaluate(torch, model, examples, tgt_vocab, eos, nhead):
    model.eval()
    exact = {"fr": [0, 0], "pt": [0, 0]}
    align_producing = {"fr": [[0, 0] for _ in range(nhead)], "pt": [[0, 0] for _ in range(nhead)]}
    align_input = {"fr": [[0, 0] for _ in range(nhead)], "pt": [[0, 0] for _ in range(nhead)]}
    failures = []
    B = 256
    for i in range(0, len(examples), B):
        batch = examples[i: i + B]
        outs = greedy(torch, model, [e[0] for e in batch], [e[2][0] for e in batch], eos, MAX_LEN)
        w = cross_attention_last_layer(torch, model, [e[0] for e in batch],
                                       [e[2][:-1] for e in batch])
        for b, (src, lang, tgt, s) in enumerate(batch):
            ok = outs[b] == tgt[1:-1]
            exact[lang][0] += ok
            exact[lang][1] += 1
            if not ok and len(failures) < 12:
                failures.append((" ".join(s.en), lang, grammar.detokenize([tgt_vocab[t] for t in outs[b]])))
            for noun, adj, ei, fi, pi in s.pairs:
                j = (fi if lang == "fr" else pi) + 1  # position of the adjective in tgt (after <lang>)
                for hh in range(nhead):
                    # the step that writes the adjective: its query is the previous token's row j-1
                    align_producing[lang][hh][0] += int(w[b, hh, j - 1].argmax()) == ei
                    align_producing[lang][hh][1] += 1
                    align_input[lang][hh][0] += int(w[b, hh, j].argmax()) == ei
                    align_input[lang][hh][1] += 1
    return exact, align_producing, align_input, failures


def manual_forward(torch, sd, cfg, src_ids, tgt_in_ids):
    """The whole model, written out from the state_dict in float64 (the C++ engine's formulas),
    batch of one. Returns logits and, per layer, per-head Q, K, V, scores and weights."""
    d, H = cfg["d_model"], cfg["nhead"]
    dk = d // H
    P = {k: v.double() for k, v in sd.items()}

    def pe(n):
        pe_ = torch.zeros(n, d, dtype=torch.float64)
        pos = torch.arange(n, dtype=torch.float64).unsqueeze(1)
        div = torch.exp(torch.arange(0, d, 2, dtype=torch.float64) * (-math.log(10000.0) / d))
        pe_[:, 0::2] = torch.sin(pos * div)
        pe_[:, 1::2] = torch.cos(pos * div)
        return pe_

    def ln(x, p):
        mu = x.mean(-1, keepdim=True)
        var = ((x - mu) ** 2).mean(-1, keepdim=True)
        return (x - mu) / torch.sqrt(var + 1e-5) * P[p + ".weight"] + P[p + ".bias"]

    def mha(xq, xkv, p, causal):
        W, b = P[p + ".in_proj_weight"], P[p + ".in_proj_bias"]
        q = xq @ W[:d].T + b[:d]
        k = xkv @ W[d:2 * d].T + b[d:2 * d]
        v = xkv @ W[2 * d:].T + b[2 * d:]
        rec = {"q": [], "k": [], "v": [], "scores": [], "weights": []}
        heads = []
        for h in range(H):
            qh, kh, vh = (t[:, h * dk:(h + 1) * dk] for t in (q, k, v))
            s = qh @ kh.T / math.sqrt(dk)
            if causal:
                s = s.masked_fill(torch.triu(torch.ones_like(s, dtype=torch.bool), 1), float("-inf"))
            a = torch.softmax(s, -1)
            heads.append(a @ vh)
            for key, val in (("q", qh), ("k", kh), ("v", vh), ("scores", s), ("weights", a)):
                rec[key].append(val)
        out = torch.cat(heads, -1) @ P[p + ".out_proj.weight"].T + P[p + ".out_proj.bias"]
        return out, rec

    def ff(x, p):
        h = torch.relu(x @ P[p + ".linear1.weight"].T + P[p + ".linear1.bias"])
        return h @ P[p + ".linear2.weight"].T + P[p + ".linear2.bias"]

    src = torch.tensor(src_ids)
    tgt = torch.tensor(tgt_in_ids)
    x = P["src_embed.weight"][src] * math.sqrt(d) + pe(len(src_ids))
    enc = []
    for i in range(cfg["num_encoder_layers"]):
        p = f"transformer.encoder.layers.{i}"
        a, rec = mha(x, x, p + ".self_attn", False)
        x = ln(x + a, p + ".norm1")
        x = ln(x + ff(x, p), p + ".norm2")
        enc.append(rec)
    memory = ln(x, "transformer.encoder.norm")
    y = P["tgt_embed.weight"][tgt] * math.sqrt(d) + pe(len(tgt_in_ids))
    dself, cross = [], []
    for i in range(cfg["num_decoder_layers"]):
        p = f"transformer.decoder.layers.{i}"
        a, rec = mha(y, y, p + ".self_attn", True)
        y = ln(y + a, p + ".norm1")
        dself.append(rec)
        a, rec = mha(y, memory, p + ".multihead_attn", False)
        y = ln(y + a, p + ".norm2")
        cross.append(rec)
        y = ln(y + ff(y, p), p + ".norm3")
    y = ln(y, "transformer.decoder.norm")
    logits = y @ P["generator.weight"].T + P["generator.bias"]
    return logits, enc, dself, cross


def write_fixtures(torch, model, cfg, src_vocab, tgt_vocab, fixture_dir, sentences):
    """For each sentence: the tokens, greedy decoding by the float32 module, and from the
    float64 written-out forward pass (checked against PyTorch's own modules) the per-layer,
    per-head attention weights and the logits."""
    import numpy as np
    os.makedirs(fixture_dir, exist_ok=True)
    sd = {k: v.detach() for k, v in model.state_dict().items()}
    si = {w: i for i, w in enumerate(src_vocab)}
    ti = {w: i for i, w in enumerate(tgt_vocab)}
    eos = ti["<eos>"]
    m64 = _double_copy(torch, model)
    arrays, meta, worst = {}, [], {"logits": 0.0, "weights": 0.0}
    for n, (text, lang) in enumerate(sentences):
        src = [si[w] for w in text.split()] + [si["<eos>"]]
        out = greedy(torch, model, [src], [ti[LANG_TOKEN[lang]]], eos, MAX_LEN)[0]
        tgt_in = [ti[LANG_TOKEN[lang]]] + out
        logits, enc, dself, cross = manual_forward(torch, sd, cfg, src, tgt_in)
        # the written-out pass decodes the same words as the float32 module
        assert logits.argmax(-1).tolist() == out + [eos], text
        # ... and agrees with PyTorch's module (float64 copy) on the logits
        srcT, tgtT = torch.tensor([src]), torch.tensor([tgt_in])
        pad_s = torch.zeros_like(srcT, dtype=torch.bool)
        caps = _capture_attention(torch, m64, srcT, tgtT, pad_s)
        ref = caps["logits"][0]
        worst["logits"] = max(worst["logits"], float((ref - logits).abs().max()))
        for kind, recs in (("enc_self", enc), ("dec_self", dself), ("cross", cross)):
            for L, rec in enumerate(recs):
                mine = torch.stack(rec["weights"])
                theirs = caps[kind][L][0]
                worst["weights"] = max(worst["weights"], float((mine - theirs).abs().max()))
                arrays[f"s{n}_{kind}_weights_L{L}"] = mine.numpy()
                for key in ("q", "k", "v", "scores"):
                    arrays[f"s{n}_{kind}_{key}_L{L}"] = torch.stack(rec[key]).numpy()
        arrays[f"s{n}_logits"] = logits.numpy()
        meta.append({"source": text, "language": lang,
                     "source_tokens": text.split() + ["<eos>"],
                     "decoder_input_tokens": [tgt_vocab[t] for t in tgt_in],
                     "output_tokens": [tgt_vocab[t] for t in out],
                     "translation": grammar.detokenize([tgt_vocab[t] for t in out])})
    assert worst["logits"] < 1e-9 and worst["weights"] < 1e-9, worst
    np.savez_compressed(os.path.join(fixture_dir, "fixtures.npz"),
                        **{k: v.astype(np.float32) for k, v in arrays.items()})
    with open(os.path.join(fixture_dir, "fixtures.json"), "w", encoding="utf-8") as f:
        json.dump({"about": "Written by scripts/models/train_translator.py from the shipped model: "
                   "per sentence s<n>, arrays s<n>_<enc_self|dec_self|cross>_<q|k|v|scores|weights>"
                   "_L<layer> [head][query][...] and s<n>_logits [decoder position][tgt token] in "
                   "fixtures.npz (computed in float64 from the float32 weights, stored as float32).",
                   "max_abs_difference_from_pytorch": worst,
                   "sentences": meta}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return worst


def _double_copy(torch, model):
    import copy
    m = copy.deepcopy(model).double()
    m.eval()
    return m


def _capture_attention(torch, m, src, tgt, src_pad):
    """PyTorch's own per-head weights: every attention module's inputs are captured by a
    forward pre-hook, then the module is called again with average_attn_weights=False."""
    caps = {"enc_self": [], "dec_self": [], "cross": []}
    inputs = []
    hooks = []
    for kind, layers, attr in (("enc_self", m.transformer.encoder.layers, "self_attn"),
                               ("dec_self", m.transformer.decoder.layers, "self_attn"),
                               ("cross", m.transformer.decoder.layers, "multihead_attn")):
        for L, layer in enumerate(layers):
            mod = getattr(layer, attr)
            hooks.append(mod.register_forward_pre_hook(
                lambda mod_, args, kind=kind, mod=mod: inputs.append((kind, mod, args[:3]))))
    logits = m.forward(src, tgt, src_pad, None)
    for h in hooks:
        h.remove()
    t = tgt.shape[1]
    causal = torch.triu(torch.ones(t, t, dtype=torch.bool), diagonal=1)
    with torch.no_grad():
        for kind, mod, (q, k, v) in inputs:
            _, w = mod(q, k, v, attn_mask=causal if kind == "dec_self" else None,
                       need_weights=True, average_attn_weights=False)
            caps[kind].append(w)
    caps["logits"] = logits.detach()
    return caps


FIXTURE_SENTENCES = [
    ("the black cat", "fr"),
    ("the black cat", "pt"),
    ("the black cat sleeps", "fr"),
    ("the small white dog eats the red apple", "fr"),
    ("my friend goes to the park", "pt"),
    ("these happy children play in the garden", "fr"),
    ("the elephant sees an old tree", None),  # replaced below if a word is unknown
    ("a tired horse sleeps under the big tree", "fr"),
    ("the curious girls like this strange book", "pt"),
    ("the black cat likes the yellow bird", "pt"),
    ("the small brown mouse runs near the river", None),
    ("this woman reads my letters in the kitchen", "fr"),
    ("the big black dogs follow the children", "pt"),
]


def export(model, cfg, src_vocab, tgt_vocab, out_dir, record):
    """Writes out_dir/weights.npz (float32, one array per state_dict() key, named as PyTorch
    names it) and out_dir/config.json: what the app and `attnlab-cli translate --model` read."""
    import numpy as np
    os.makedirs(out_dir, exist_ok=True)
    arrays = {k: v.detach().cpu().float().numpy() for k, v in model.state_dict().items()}
    tmp = os.path.join(out_dir, "weights.tmp.npz")
    np.savez_compressed(tmp, **arrays)
    os.replace(tmp, os.path.join(out_dir, "weights.npz"))
    config = dict(cfg)
    config.update({
        "format": "attnlab-translator-1",
        "architecture": "Translator: src_embed, tgt_embed (nn.Embedding), transformer "
                        "(nn.Transformer, batch_first, post-norm, ReLU), generator (nn.Linear); "
                        "inputs embed(ids) * sqrt(d_model) + sinusoidal PE",
        "src_vocab": src_vocab, "tgt_vocab": tgt_vocab,
        "special_tokens": {"pad": "<pad>", "eos": "<eos>",
                           "languages": {"fr": "<fr>", "pt": "<pt>"}},
        "max_len": MAX_LEN,
        "vocab_digest": vocab_digest(src_vocab, tgt_vocab),
        "training": record,
    })
    tmp = os.path.join(out_dir, "config.tmp.json")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(config, f, ensure_ascii=False, indent=1)
        f.write("\n")
    os.replace(tmp, os.path.join(out_dir, "config.json"))


def load_export(torch, Translator, out_dir):
    """The model as export() wrote it: config.json and weights.npz back into a Translator."""
    import numpy as np
    with open(os.path.join(out_dir, "config.json"), encoding="utf-8") as f:
        config = json.load(f)
    keys = ("d_model", "nhead", "num_encoder_layers", "num_decoder_layers", "dim_feedforward")
    cfg = {k: config[k] for k in keys}
    model = Translator(len(config["src_vocab"]), len(config["tgt_vocab"]), *(cfg[k] for k in keys))
    with np.load(os.path.join(out_dir, "weights.npz")) as w:
        model.load_state_dict({k: torch.from_numpy(w[k]) for k in w.files})
    model.eval()
    return model, cfg, config


def fixtures_from_export(torch, Translator, out_dir, fixture_dir):
    model, cfg, config = load_export(torch, Translator, out_dir)
    si = set(config["src_vocab"])
    fixtures = [(t, l) for t, l in FIXTURE_SENTENCES if l and all(w in si for w in t.split())][:10]
    worst = write_fixtures(torch, model, cfg, config["src_vocab"], config["tgt_vocab"],
                           fixture_dir, fixtures)
    print(f"fixtures: max |written-out - PyTorch| = {worst}")
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check-vocab", metavar="CONFIG")
    ap.add_argument("--out", default=os.path.join(ROOT, "resources", "models", "translator"))
    ap.add_argument("--fixtures", default=os.path.join(ROOT, "tests", "core", "data", "translator"))
    ap.add_argument("--sentences", type=int, default=24000)
    ap.add_argument("--test-sentences", type=int, default=1000)
    ap.add_argument("--epochs", type=int, default=11)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--d-model", type=int, default=64)
    ap.add_argument("--nhead", type=int, default=4)
    ap.add_argument("--layers", type=int, default=2)
    ap.add_argument("--d-ff", type=int, default=48)
    ap.add_argument("--show", type=int, default=0, help="print N training sentences and stop")
    ap.add_argument("--fixtures-only", action="store_true",
                    help="write the test fixtures from the model in --out, without training")
    args = ap.parse_args()
    if args.check_vocab:
        return check_vocab(args.check_vocab)

    train_s, test_s, heldout = make_corpus(args.sentences, args.test_sentences, 0.08, SEED)
    if args.show:
        for s in train_s[: args.show]:
            print(" ".join(s.en), "|", grammar.detokenize(s.fr), "|", grammar.detokenize(s.pt))
        return 0
    torch, nn, Translator, _ = torch_modules()
    torch.set_num_threads(args.threads)
    if args.fixtures_only:
        return fixtures_from_export(torch, Translator, args.out, args.fixtures)
    torch.manual_seed(SEED)
    torch.use_deterministic_algorithms(True)
    src_vocab, tgt_vocab = build_vocabularies()
    si = {w: i for i, w in enumerate(src_vocab)}
    ti = {w: i for i, w in enumerate(tgt_vocab)}
    train = encode_examples(train_s, si, ti)
    test = encode_examples(test_s, si, ti)
    cfg = {"d_model": args.d_model, "nhead": args.nhead, "num_encoder_layers": args.layers,
           "num_decoder_layers": args.layers, "dim_feedforward": args.d_ff}
    model = Translator(len(src_vocab), len(tgt_vocab), args.d_model, args.nhead, args.layers,
                       args.layers, args.d_ff)
    n_params = sum(p.numel() for p in model.parameters())
    print(f"{len(train_s)} training sentences ({len(train)} pairs), {len(test_s)} held-out "
          f"({len(test)} pairs), {len(heldout)} held-out noun-adjective pairs; vocabularies "
          f"{len(src_vocab)} / {len(tgt_vocab)}; {n_params} parameters = {4 * n_params} bytes",
          flush=True)
    assert 4 * n_params <= 1_000_000, "the model must stay under 1 MB"
    opt = torch.optim.Adam(model.parameters(), lr=1.5e-3, betas=(0.9, 0.98), eps=1e-9)
    B = 64
    steps_per_epoch = math.ceil(len(train) / B)
    total = steps_per_epoch * args.epochs
    warm = 500
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min((s + 1) / warm, 0.5 * (1 + math.cos(math.pi * min(1.0, s / total)))))
    loss_fn = nn.CrossEntropyLoss(ignore_index=0)
    order_rng = random.Random(SEED + 1)
    t0 = time.time()
    c0 = time.process_time()
    for epoch in range(args.epochs):
        model.train()
        order = list(range(len(train)))
        order_rng.shuffle(order)
        tot, n = 0.0, 0
        for i in range(0, len(order), B):
            batch = [train[j] for j in order[i: i + B]]
            src, src_pad = pad_batch(torch, [e[0] for e in batch])
            tgt, _ = pad_batch(torch, [e[2] for e in batch])
            tgt_in, tgt_out = tgt[:, :-1], tgt[:, 1:]
            logits = model(src, tgt_in, src_pad, tgt_in == 0)
            loss = loss_fn(logits.reshape(-1, logits.shape[-1]), tgt_out.reshape(-1))
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            tot += float(loss)
            n += 1
        print(f"epoch {epoch + 1}: loss {tot / n:.4f}  ({time.time() - t0:.0f} s, "
              f"{time.process_time() - c0:.0f} s CPU)", flush=True)
    train_seconds = time.time() - t0
    train_cpu_seconds = time.process_time() - c0
    exact, align_p, align_i, failures = evaluate(torch, model, test, tgt_vocab, ti["<eos>"], args.nhead)
    for f in failures:
        print("miss:", f)
    acc = {lang: exact[lang][0] / exact[lang][1] for lang in exact}
    per_head = {lang: [c / t for c, t in align_p[lang]] for lang in align_p}
    per_head_input = {lang: [c / t for c, t in align_i[lang]] for lang in align_i}
    both = [(align_p["fr"][h][0] + align_p["pt"][h][0]) / (align_p["fr"][h][1] + align_p["pt"][h][1])
            for h in range(args.nhead)]
    best = max(range(args.nhead), key=lambda h: both[h])
    print(f"held-out exact match: {acc}")
    print(f"alignment per head (step writing the adjective): {per_head}; both {both}")
    print(f"alignment per head (adjective as decoder input): {per_head_input}")
    last = args.layers - 1
    record = {
        "sentences": {"train": len(train_s), "heldout": len(test_s),
                      "heldout_noun_adjective_pairs": len(heldout),
                      "pairs_per_sentence": 2},
        "epochs": args.epochs, "seed": SEED, "batch_size": B, "optimizer": "Adam lr 1.5e-3, "
        "betas (0.9, 0.98), 500 warm-up steps, cosine decay, gradient clipping 1.0",
        "torch_version": torch.__version__, "threads": args.threads,
        "train_seconds": round(train_seconds, 1),
        "train_cpu_seconds": round(train_cpu_seconds, 1), "parameters": n_params,
        "heldout_exact_match": {k: round(v, 4) for k, v in acc.items()},
        "alignment": {
            "definition": "for each noun-adjective pair of the held-out sentences (teacher-"
                          "forced on the reference), the source token on which the cross-"
                          "attention of the decoding step that writes the target adjective puts "
                          "most weight, per head of the last decoder layer; the score is the "
                          "share of pairs where it is the source adjective",
            "layer": last, "head": best, "score": round(both[best], 4),
            "score_per_language": {lang: round(per_head[lang][best], 4) for lang in per_head},
            "per_head": {lang: [round(x, 4) for x in v] for lang, v in per_head.items()},
        },
    }
    export(model, cfg, src_vocab, tgt_vocab, args.out, record)
    fixtures = [(t, l) for t, l in FIXTURE_SENTENCES
                if l and all(w in si for w in t.split())][:10]
    worst = write_fixtures(torch, model, cfg, src_vocab, tgt_vocab, args.fixtures, fixtures)
    print(f"fixtures: max |written-out - PyTorch| = {worst}")
    print(json.dumps(record, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
