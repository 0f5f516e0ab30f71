#!/usr/bin/python3
"""Trains AttnLab's small vision transformer (ViT) on made-up scenes like the lesson's picture
(sky, grass, zero to three balls, squares and triangles of several colours, with shadows and
noise) and writes what the app ships: resources/models/vit/{weights.npz,config.json} and the
test fixtures tests/core/data/vit/. See docs/vit-model.md.

    /usr/bin/python3 scripts/models/train_vit.py                  # train, measure, export
    /usr/bin/python3 scripts/models/train_vit.py --show 8 --show-out /tmp/scenes.png
    /usr/bin/python3 scripts/models/train_vit.py --fixtures-only  # fixtures from the export

The task is multi-label: which shapes and which colours of object the scene holds (sigmoid
outputs, one per class): the sky and the grass are in every scene, so the answer is only in
the objects' patches. Needs Debian's python3-torch and python3-numpy (CPU); downloads nothing.
Fixed seeds and deterministic algorithms: rerunning it gives the same model and numbers.
"""

import argparse
import json
import math
import os
import struct
import sys
import time
import zlib


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blas_threads  # noqa: E402,F401  (before NumPy and PyTorch: their BLAS threads)
import numpy as np  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts", "fixtures"))
from pngfile import write_png  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "scripts"))
import make_example_picture  # noqa: E402

SEED = 20260136
HELDOUT_SEED = 77001
SHAPES = ["ball", "square", "triangle"]
COLOURS = {
    "red": (0.85, 0.10, 0.10),
    "yellow": (0.95, 0.82, 0.12),
    "blue": (0.12, 0.22, 0.85),
    "purple": (0.55, 0.18, 0.70),
}
CLASSES = SHAPES + list(COLOURS)
IMAGE = 64
PATCH = 8
# Pixels are centred before the patch embedding: (x - mean) / std per channel.
MEAN = [0.5, 0.5, 0.5]
STD = [0.25, 0.25, 0.25]
LESSON_PICTURE = os.path.join(ROOT, "examples", "lessons", "images", "red-ball.png")
# The lesson's ball (scripts/make_example_picture.py): centre (300, 440), radius 100, in 640².
LESSON_BALL = (300.0, 440.0, 100.0, 640)


# ---------------------------------------------------------------------------------------------
# Scenes

def smooth_noise(rng, h, w, cell):
    """Value noise of h x w cells of cell[0] x cell[1] pixels (make_example_picture.py's)."""
    return make_example_picture.smooth_noise(rng, (h, w), cell)


def scene(rng, size=IMAGE, ss=2):
    """One scene, drawn at ss x the size and area-averaged down: an (size, size, 3) array in
    [0, 1] and its objects [(shape, colour, cx, cy, r)] in pixels of the returned size."""
    S = size * ss
    yy, xx = np.mgrid[0:S, 0:S].astype(float)
    # sky: blue, paler towards the horizon, soft white clouds
    horizon = S * rng.uniform(0.30, 0.60)
    t = yy / max(horizon, 1.0)
    top = np.array([0.27, 0.51, 0.84]) + rng.uniform(-0.08, 0.08, 3)
    low = np.array([0.70, 0.82, 0.94]) + rng.uniform(-0.05, 0.05, 3)
    img = top * (1 - t[..., None]) + low * t[..., None]
    clouds = smooth_noise(rng, S, S, (S / rng.uniform(3, 8), S / rng.uniform(1.5, 4)))
    cloud = np.clip((clouds - rng.uniform(0.5, 0.8)) * 3.0, 0, 1)[..., None]
    img = img * (1 - cloud) + np.array([0.96, 0.96, 0.98]) * cloud
    # an uneven horizon, sometimes a line of dark trees on it, then the grass
    edge = horizon + S * 0.04 * (smooth_noise(rng, 1, S, (1, S / 6))[0] - 0.5)
    if rng.random() < 0.6:
        treetop = edge - S * rng.uniform(0.03, 0.10) * smooth_noise(rng, 1, S, (1, S / 14))[0]
        trees = yy > treetop[None, :]
        leaf = smooth_noise(rng, S, S, (3, 3))
        img[trees] = np.stack([0.10 + 0.12 * leaf, 0.27 + 0.18 * leaf, 0.12 + 0.10 * leaf],
                              -1)[trees]
    meadow = yy > edge[None, :]
    depth = np.clip((yy - horizon) / max(S - horizon, 1.0), 0, 1)
    blades = smooth_noise(rng, S, S, (7, 1)) * 0.6 + rng.random((S, S)) * 0.4
    tint = rng.uniform(-0.06, 0.06, 3)
    grass = np.stack([0.22 + 0.16 * depth + 0.16 * blades + tint[0],
                      0.47 + 0.23 * depth + 0.23 * blades + tint[1],
                      0.14 + 0.08 * depth + 0.08 * blades + tint[2]], -1)
    img[meadow] = grass[meadow]

    # zero to three objects, apart from each other
    objects = []
    count = int(rng.integers(0, 4))
    tries = 0
    while len(objects) < count and tries < 50:
        tries += 1
        r = S * rng.uniform(0.06, 0.18)
        cx = rng.uniform(r, S - r)
        on_grass = rng.random() < 0.8
        cy = rng.uniform(max(horizon, r), S - r) if on_grass else rng.uniform(r, S - r)
        if any(math.hypot(cx - o[2], cy - o[3]) < 1.1 * (r + o[4]) for o in objects):
            continue
        objects.append((SHAPES[int(rng.integers(0, 3))],
                        list(COLOURS)[int(rng.integers(0, len(COLOURS)))], cx, cy, r))
    light = np.array([-0.45, -0.55, 0.70])
    light /= np.linalg.norm(light)
    for shape, colour, cx, cy, r in sorted(objects, key=lambda o: o[3]):  # far ones first
        # the shadow on the grass, below and to the right
        if cy + r > horizon:
            sh = ((xx - cx - 0.45 * r) / (1.2 * r)) ** 2 + ((yy - cy - 0.95 * r) / (0.28 * r)) ** 2
            img *= (1 - 0.5 * np.clip(1.2 - sh, 0, 1) * meadow)[..., None]
        base = np.array(COLOURS[colour]) + rng.uniform(-0.07, 0.07, 3)
        dx, dy = (xx - cx) / r, (yy - cy) / r
        if shape == "ball":
            inside = dx * dx + dy * dy <= 1
            dz = np.sqrt(np.clip(1 - dx * dx - dy * dy, 0, 1))
            lambert = np.clip(dx * light[0] + dy * light[1] + dz * light[2], 0, 1)
            spec = np.clip(2 * lambert * dz - light[2], 0, 1) ** 40
            look = base * (0.2 + 0.85 * lambert[..., None]) + 0.55 * spec[..., None]
        else:
            a = rng.uniform(-0.5, 0.5)  # a slight turn
            u = dx * math.cos(a) + dy * math.sin(a)
            v = -dx * math.sin(a) + dy * math.cos(a)
            if shape == "square":
                inside = (np.abs(u) <= 0.8) & (np.abs(v) <= 0.8)
            else:  # a triangle standing on its base
                inside = (v <= 0.75) & (np.abs(u) <= 0.95 * (v + 0.95) / 1.7)
            shade = 0.75 + 0.3 * np.clip(-(u * 0.5 + v * 0.6), -1, 1)
            look = base * shade[..., None]
        img[inside] = look[inside]
    img = img.reshape(size, ss, size, ss, 3).mean(axis=(1, 3))
    img = img + rng.normal(0, rng.uniform(0.005, 0.03), img.shape)
    img = np.clip(img, 0, 1)
    return img, [(s, c, x / ss, y / ss, r / ss) for s, c, x, y, r in objects]


def labels(objects):
    y = np.zeros(len(CLASSES), dtype=np.float32)
    for shape, colour, *_ in objects:
        y[CLASSES.index(shape)] = 1
        y[CLASSES.index(colour)] = 1
    return y


def object_patch_mask(objects, size=IMAGE, patch=PATCH, ss=4):
    """Per patch (row-major), whether an object covers at least 10% of it (sampled ss² per
    pixel)."""
    g = size // patch
    n = size * ss
    yy, xx = (np.mgrid[0:n, 0:n].astype(float) + 0.5) / ss
    cover = np.zeros((n, n), dtype=bool)
    for _, _, cx, cy, r in objects:
        cover |= (xx - cx) ** 2 + (yy - cy) ** 2 <= r * r  # the object's disc, near enough
    share = cover.reshape(g, patch * ss, g, patch * ss).mean(axis=(1, 3))
    return (share >= 0.10).reshape(-1)


def make_set(n, seed):
    rng = np.random.default_rng(seed)
    xs = np.zeros((n, IMAGE, IMAGE, 3), dtype=np.float32)
    ys = np.zeros((n, len(CLASSES)), dtype=np.float32)
    objs = []
    for i in range(n):
        img, o = scene(rng)
        xs[i] = img
        ys[i] = labels(o)
        objs.append(o)
    return xs, ys, objs


# ---------------------------------------------------------------------------------------------
# PNG reading (8-bit RGB or RGBA, non-interlaced: what make_example_picture.py writes)

def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, idat, w = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos: pos + 8])
        body = data[pos + 8: pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and interlace == 0, path
            ch = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * ch
    out = np.zeros((h, stride), dtype=np.int32)
    prev = np.zeros(stride, dtype=np.int32)
    for y in range(h):
        f = raw[y * (stride + 1)]
        row = np.frombuffer(raw, np.uint8, stride, y * (stride + 1) + 1).astype(np.int32)
        if f == 0:
            cur = row
        elif f == 2:
            cur = (row + prev) % 256
        elif f in (1, 3, 4):
            cur = np.zeros(stride, dtype=np.int32)
            for x in range(stride):
                a = cur[x - ch] if x >= ch else 0
                b = prev[x]
                c = prev[x - ch] if x >= ch else 0
                if f == 1:
                    p = a
                elif f == 3:
                    p = (a + b) // 2
                else:
                    pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                    p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                cur[x] = (row[x] + p) % 256
        else:
            raise ValueError(f"{path}: PNG filter {f}")
        out[y] = cur
        prev = cur
    return out.reshape(h, w, ch)[..., :3].astype(np.uint8)


# ---------------------------------------------------------------------------------------------
# Model

def torch_modules():
    import torch
    import torch.nn as nn

    class ViT(nn.Module):
        """patch_embed (Conv2d, kernel = stride = patch) -> tokens [CLS, p(0,0), p(0,1), ...]
        + pos_embed -> encoder (pre-norm nn.TransformerEncoderLayer x layers) -> norm -> head
        on the class token."""

        def __init__(self, d_model, nhead, layers, d_ff, n_classes):
            super().__init__()
            g = IMAGE // PATCH
            self.patch_embed = nn.Conv2d(3, d_model, PATCH, stride=PATCH)
            self.cls_token = nn.Parameter(torch.zeros(1, 1, d_model))
            self.pos_embed = nn.Parameter(torch.randn(1, g * g + 1, d_model) * 0.02)
            layer = nn.TransformerEncoderLayer(d_model, nhead, d_ff, dropout=0.0,
                                               activation="gelu", batch_first=True,
                                               norm_first=True)
            self.encoder = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
            self.norm = nn.LayerNorm(d_model)
            self.head = nn.Linear(d_model, n_classes)
            self.register_buffer("mean", torch.tensor(MEAN).view(1, 3, 1, 1), persistent=False)
            self.register_buffer("std", torch.tensor(STD).view(1, 3, 1, 1), persistent=False)

        def tokens(self, x):
            # x: [B, H, W, 3] in [0, 1] -> [B, 1 + patches, d]
            x = (x.permute(0, 3, 1, 2) - self.mean.to(x.dtype)) / self.std.to(x.dtype)
            p = self.patch_embed(x).flatten(2).transpose(1, 2)
            cls = self.cls_token.expand(x.shape[0], -1, -1)
            return torch.cat([cls, p], 1) + self.pos_embed

        def forward(self, x):
            h = self.encoder(self.tokens(x))
            return self.head(self.norm(h[:, 0]))

    return torch, nn, ViT


def capture_attention(torch, model, x):
    """PyTorch's own per-head weights [layers][B, H, T, T]: each self_attn's inputs are
    captured by a forward pre-hook (grad enabled: no fast path), then the module is called again
    with need_weights=True, average_attn_weights=False."""
    inputs, hooks = [], []
    for layer in model.encoder.layers:
        hooks.append(layer.self_attn.register_forward_pre_hook(
            lambda mod, args: inputs.append((mod, args[:3]))))
    with torch.enable_grad():
        logits = model(x)
    for h in hooks:
        h.remove()
    out = []
    with torch.no_grad():
        for mod, (q, k, v) in inputs:
            _, w = mod(q, k, v, need_weights=True, average_attn_weights=False)
            out.append(w)
    return logits.detach(), out


def manual_forward(torch, sd, cfg, image):
    """The whole model written out from the state_dict in float64 (the C++ engine's formulas),
    one image [H, W, 3]. Returns logits and, per layer, per-head Q, K, V, scores, weights."""
    d, H, P = cfg["d_model"], cfg["nhead"], cfg["patch_size"]
    dk = d // H
    W = {k: v.double() for k, v in sd.items()}
    x = torch.as_tensor(image, dtype=torch.float64)
    g = x.shape[0] // P
    x = (x - torch.tensor(MEAN, dtype=torch.float64)) / torch.tensor(STD, dtype=torch.float64)
    # patch (r, c) as a vector in (channel, row, column) order: the Conv2d's weight flattened
    patches = x.reshape(g, P, g, P, 3).permute(0, 2, 4, 1, 3).reshape(g * g, 3 * P * P)
    emb = patches @ W["patch_embed.weight"].reshape(d, -1).T + W["patch_embed.bias"]
    t = torch.cat([W["cls_token"][0], emb], 0) + W["pos_embed"][0]

    def ln(v, p):
        mu = v.mean(-1, keepdim=True)
        var = ((v - mu) ** 2).mean(-1, keepdim=True)
        return (v - mu) / torch.sqrt(var + cfg["layer_norm_eps"]) * W[p + ".weight"] + W[p + ".bias"]

    recs = []
    for i in range(cfg["num_layers"]):
        p = f"encoder.layers.{i}"
        y = ln(t, p + ".norm1")
        Wi, bi = W[p + ".self_attn.in_proj_weight"], W[p + ".self_attn.in_proj_bias"]
        q, k, v = y @ Wi[:d].T + bi[:d], y @ Wi[d:2 * d].T + bi[d:2 * d], y @ Wi[2 * d:].T + bi[2 * d:]
        rec = {"q": [], "k": [], "v": [], "scores": [], "weights": []}
        heads = []
        for h in range(H):
            qh, kh, vh = (m[:, h * dk:(h + 1) * dk] for m in (q, k, v))
            s = qh @ kh.T / math.sqrt(dk)
            a = torch.softmax(s, -1)
            heads.append(a @ vh)
            for key, val in (("q", qh), ("k", kh), ("v", vh), ("scores", s), ("weights", a)):
                rec[key].append(val)
        t = t + torch.cat(heads, -1) @ W[p + ".self_attn.out_proj.weight"].T + W[p + ".self_attn.out_proj.bias"]
        y = ln(t, p + ".norm2")
        hdn = y @ W[p + ".linear1.weight"].T + W[p + ".linear1.bias"]
        hdn = 0.5 * hdn * (1 + torch.erf(hdn / math.sqrt(2)))  # exact GELU
        t = t + hdn @ W[p + ".linear2.weight"].T + W[p + ".linear2.bias"]
        recs.append({k: torch.stack(v) for k, v in rec.items()})
    logits = ln(t[0], "norm") @ W["head.weight"].T + W["head.bias"]
    return logits, recs


def lesson_input(torch):
    """The lesson's 640 x 640 picture, bytes / 255, area-averaged to IMAGE x IMAGE
    (adaptive_avg_pool2d, as core/image's resizeArea and attnlab-cli classify)."""
    pixels = read_png(LESSON_PICTURE).astype(np.float64) / 255.0
    t = torch.from_numpy(pixels).permute(2, 0, 1)[None]
    small = torch.nn.functional.adaptive_avg_pool2d(t, (IMAGE, IMAGE))
    return small[0].permute(1, 2, 0).numpy()


def lesson_ball_patches():
    cx, cy, r, n = LESSON_BALL
    s = IMAGE / n
    return object_patch_mask([("ball", "red", cx * s, cy * s, r * s)])


def cls_share(weights_last, mask):
    """weights_last: [H, T, T]; the share of the class token's row on the masked patches
    (keys 1 ..), per head and averaged over heads."""
    keys = np.concatenate([[False], mask])
    per_head = [float(weights_last[h, 0, keys].sum()) for h in range(weights_last.shape[0])]
    return float(np.mean(per_head)), per_head


def evaluate(torch, model, xs, ys, objs, batch=500):
    model.eval()
    probs, shares, base = [], [], []
    with torch.no_grad():
        for i in range(0, len(xs), batch):
            probs.append(torch.sigmoid(model(torch.from_numpy(xs[i:i + batch]))).numpy())
    probs = np.concatenate(probs)
    pred = probs >= 0.5
    truth = ys >= 0.5
    per_class = {c: float((pred[:, j] == truth[:, j]).mean()) for j, c in enumerate(CLASSES)}
    exact = float((pred == truth).all(1).mean())
    # the class token's last-layer attention on the objects' patches, scenes with objects
    idx = [i for i, o in enumerate(objs) if o][:400]
    _, att = capture_attention(torch, model, torch.from_numpy(xs[idx]))
    last = att[-1].numpy()
    for b, i in enumerate(idx):
        m = object_patch_mask(objs[i])
        shares.append(cls_share(last[b], m)[0])
        base.append(m.sum() / (len(m) + 1))
    return {"exact_match": round(exact, 4),
            "label_accuracy": round(float((pred == truth).mean()), 4),
            "per_class_accuracy": {k: round(v, 4) for k, v in per_class.items()},
            "cls_attention_on_objects": round(float(np.mean(shares)), 4),
            "uniform_share_on_objects": round(float(np.mean(base)), 4)}


# ---------------------------------------------------------------------------------------------
# Export and fixtures

def export(model, cfg, out_dir, record):
    os.makedirs(out_dir, exist_ok=True)
    arrays = {k: v.detach().cpu().float().numpy() for k, v in model.state_dict().items()}
    tmp = os.path.join(out_dir, "weights.tmp.npz")
    np.savez_compressed(tmp, **arrays)
    os.replace(tmp, os.path.join(out_dir, "weights.npz"))
    config = {"format": "attnlab-vit-1",
              "architecture": "ViT: patch_embed (nn.Conv2d 3 -> d_model, kernel = stride = "
                              "patch_size) on (pixels - mean) / std, tokens [CLS, p(0,0), p(0,1), "
                              "...] (cls_token, then the patches row by row) + pos_embed; encoder "
                              "(nn.TransformerEncoder of nn.TransformerEncoderLayer, batch_first, "
                              "norm_first (pre-norm), GELU, no dropout); norm (nn.LayerNorm); head "
                              "(nn.Linear) on the class token; sigmoid per class",
              "image_size": IMAGE, "patch_size": PATCH, "channels": 3,
              "input": "RGB in [0, 1] (a byte / 255), image_size x image_size; larger pictures "
                       "are area-averaged to it (adaptive_avg_pool2d)",
              "mean": MEAN, "std": STD}
    config.update(cfg)
    config.update({"output": "sigmoid", "classes": CLASSES, "training": record})
    tmp = os.path.join(out_dir, "config.tmp.json")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(config, f, ensure_ascii=False, indent=1)
        f.write("\n")
    os.replace(tmp, os.path.join(out_dir, "config.json"))


def load_export(torch, ViT, out_dir):
    with open(os.path.join(out_dir, "config.json"), encoding="utf-8") as f:
        config = json.load(f)
    model = ViT(config["d_model"], config["nhead"], config["num_layers"],
                config["dim_feedforward"], len(config["classes"]))
    with np.load(os.path.join(out_dir, "weights.npz")) as w:
        model.load_state_dict({k: torch.from_numpy(w[k]) for k in w.files})
    model.eval()
    return model, config


def write_fixtures(torch, model, cfg, fixture_dir):
    """Inputs: the lesson's picture (area-averaged) and three held-out scenes, also as PNG.
    For each: float64 written-out forward pass (checked against PyTorch's module in float64)
    -> logits, probabilities, per-layer per-head Q, K, V, scores and weights."""
    import copy
    os.makedirs(fixture_dir, exist_ok=True)
    sd = {k: v.detach() for k, v in model.state_dict().items()}
    m64 = copy.deepcopy(model).double()
    m64.eval()
    rng = np.random.default_rng(HELDOUT_SEED + 1)
    cx, cy, r, n = LESSON_BALL
    images = [("lesson", lesson_input(torch),
               [("ball", "red", cx * IMAGE / n, cy * IMAGE / n, r * IMAGE / n)])]
    while len(images) < 4:
        img, objs = scene(rng)
        if len(images) == 1 and len(objs) < 2:
            continue  # one busy scene
        # stored as bytes: the PNG and the array hold the same pixels
        img = np.rint(img * 255).astype(np.uint8)
        write_png(os.path.join(fixture_dir, f"scene{len(images)}.png"), img)
        images.append((f"scene{len(images)}", img.astype(np.float64) / 255.0, objs))
    arrays, meta = {}, []
    worst = {"logits": 0.0, "weights": 0.0}
    for n, (name, img, objs) in enumerate(images):
        logits, recs = manual_forward(torch, sd, cfg, img)
        ref_logits, att = capture_attention(torch, m64, torch.from_numpy(img)[None])
        worst["logits"] = max(worst["logits"], float((ref_logits[0] - logits).abs().max()))
        for L, rec in enumerate(recs):
            worst["weights"] = max(worst["weights"], float((rec["weights"] - att[L][0]).abs().max()))
        p = f"i{n}_"
        arrays[p + "input"] = img  # [H, W, 3]
        arrays[p + "logits"] = logits.numpy()
        arrays[p + "probabilities"] = torch.sigmoid(logits).numpy()
        for key in ("q", "k", "v", "scores", "weights"):
            arrays[p + key] = torch.stack([r[key] for r in recs]).numpy()  # [L][H][T][.]
        meta.append({"name": name, "objects": [list(o[:2]) for o in objs],
                     "probabilities": {c: round(float(v), 4) for c, v in
                                       zip(CLASSES, torch.sigmoid(logits).tolist())}})
    assert worst["logits"] < 1e-9 and worst["weights"] < 1e-9, worst
    keep64 = {"input", "logits", "probabilities"}
    np.savez_compressed(os.path.join(fixture_dir, "fixtures.npz"),
                        **{k: v.astype(np.float64 if k.split("_", 1)[1] in keep64 else np.float32)
                           for k, v in arrays.items()})
    with open(os.path.join(fixture_dir, "fixtures.json"), "w", encoding="utf-8") as f:
        json.dump({"about": "Written by scripts/models/train_vit.py from the shipped model "
                   "(resources/models/vit): per image i<n>, in fixtures.npz, i<n>_input [row][column]"
                   "[R, G, B] in [0, 1] (float64), i<n>_logits and i<n>_probabilities [class] "
                   "(float64), i<n>_weights [layer][head][query][key] and i<n>_<q|k|v|scores> "
                   "[layer][head][token][.] (float32), computed in float64 from the float32 "
                   "weights. Image 0 is the lesson's picture area-averaged to the model's size; "
                   "images 1-3 are held-out scenes, also saved as scene<n>.png.",
                   "max_abs_difference_from_pytorch": worst,
                   "classes": CLASSES, "images": meta}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return worst


def lesson_share(torch, model):
    """The class token's last-layer attention on the lesson's ball, per head and averaged."""
    img = lesson_input(torch)
    logits, att = capture_attention(torch, model.float(), torch.from_numpy(img).float()[None])
    mask = lesson_ball_patches()
    mean, per_head = cls_share(att[-1][0].numpy(), mask)
    probs = torch.sigmoid(logits[0]).tolist()
    return {"ball_patches": [f"p({i // (IMAGE // PATCH)},{i % (IMAGE // PATCH)})"
                             for i in np.flatnonzero(mask)],
            "share_mean_over_heads": round(mean, 4),
            "share_per_head": [round(x, 4) for x in per_head],
            "uniform_share": round(float(mask.sum()) / (len(mask) + 1), 4),
            "probabilities": {c: round(p, 4) for c, p in zip(CLASSES, probs)}}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "resources", "models", "vit"))
    ap.add_argument("--fixtures", default=os.path.join(ROOT, "tests", "core", "data", "vit"))
    ap.add_argument("--scenes", type=int, default=16000)
    ap.add_argument("--test-scenes", type=int, default=2000)
    ap.add_argument("--epochs", type=int, default=10)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--d-model", type=int, default=48)
    ap.add_argument("--nhead", type=int, default=4)
    ap.add_argument("--layers", type=int, default=3)
    ap.add_argument("--d-ff", type=int, default=96)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--show", type=int, default=0, help="draw N scenes into --show-out and stop")
    ap.add_argument("--show-out", default="/tmp/vit-scenes.png")
    ap.add_argument("--fixtures-only", action="store_true",
                    help="write the test fixtures from the model in --out, without training")
    args = ap.parse_args()

    if args.show:
        rng = np.random.default_rng(SEED)
        tiles = []
        for _ in range(args.show):
            img, objs = scene(rng)
            print([o[:2] for o in objs])
            tiles.append(img)
        write_png(args.show_out, np.rint(np.concatenate(tiles, 1) * 255).astype(np.uint8))
        return 0
    torch, nn, ViT = torch_modules()
    torch.set_num_threads(args.threads)
    torch.manual_seed(SEED)
    torch.use_deterministic_algorithms(True)
    if args.fixtures_only:
        model, config = load_export(torch, ViT, args.out)
        cfg = {k: config[k] for k in ("d_model", "nhead", "num_layers", "dim_feedforward",
                                      "layer_norm_eps", "patch_size")}
        print("lesson:", lesson_share(torch, model))
        print("fixtures: max |written-out - PyTorch| =", write_fixtures(torch, model, cfg, args.fixtures))
        return 0

    t0 = time.time()
    xs, ys, _ = make_set(args.scenes, SEED)
    txs, tys, tobjs = make_set(args.test_scenes, HELDOUT_SEED)
    gen_seconds = time.time() - t0
    print(f"{args.scenes} training scenes, {args.test_scenes} held-out ({gen_seconds:.0f} s); "
          f"positives per class {dict(zip(CLASSES, ys.sum(0).astype(int).tolist()))}", flush=True)
    cfg = {"d_model": args.d_model, "nhead": args.nhead, "num_layers": args.layers,
           "dim_feedforward": args.d_ff, "activation": "gelu", "layer_norm_eps": 1e-5,
           "patch_size": PATCH}
    model = ViT(args.d_model, args.nhead, args.layers, args.d_ff, len(CLASSES))
    n_params = sum(p.numel() for p in model.parameters())
    print(f"{n_params} parameters = {4 * n_params} bytes", flush=True)
    assert 4 * n_params <= 1_000_000, "the model must stay under 1 MB"
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.05)
    B = args.batch
    steps_per_epoch = math.ceil(len(xs) / B)
    total = steps_per_epoch * args.epochs
    warm = 300
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min((s + 1) / warm, 0.5 * (1 + math.cos(math.pi * min(1.0, s / total)))))
    loss_fn = nn.BCEWithLogitsLoss()
    order_rng = np.random.default_rng(SEED + 1)
    X, Y = torch.from_numpy(xs), torch.from_numpy(ys)
    t1 = time.time()
    c1 = time.process_time()
    for epoch in range(args.epochs):
        model.train()
        order = torch.from_numpy(order_rng.permutation(len(xs)))
        tot, n = 0.0, 0
        for i in range(0, len(order), B):
            idx = order[i: i + B]
            xb = X[idx]
            if epoch % 2 == 1:
                xb = xb.flip(2)  # mirrored scenes: the same labels
            loss = loss_fn(model(xb), Y[idx])
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            tot += float(loss)
            n += 1
        ev = evaluate(torch, model, txs[:300], tys[:300], tobjs[:300])
        print(f"epoch {epoch + 1}: loss {tot / n:.4f}, held-out exact {ev['exact_match']}, "
              f"labels {ev['label_accuracy']}, CLS on objects {ev['cls_attention_on_objects']} "
              f"({time.time() - t1:.0f} s, {time.process_time() - c1:.0f} s CPU)", flush=True)
    train_seconds = time.time() - t1
    train_cpu_seconds = time.process_time() - c1
    model.eval()
    ev = evaluate(torch, model, txs, tys, tobjs)
    lesson = lesson_share(torch, model)
    print("held-out:", ev)
    print("lesson:", lesson)
    record = {
        "task": "multi-label: for each class, does the scene hold an object of that shape / "
                "colour (sigmoid >= 0.5 means yes); sky and grass are in every scene",
        "scenes": {"train": args.scenes, "heldout": args.test_scenes, "seed": SEED,
                   "heldout_seed": HELDOUT_SEED, "objects_per_scene": "0 to 3",
                   "drawn_at": f"{2 * IMAGE} x {2 * IMAGE}, area-averaged to {IMAGE} x {IMAGE}"},
        "epochs": args.epochs, "batch_size": B,
        "optimizer": f"AdamW lr {args.lr}, weight decay 0.05, {warm} warm-up steps, cosine "
                     "decay, gradient clipping 1.0; every other epoch mirrored left-right",
        "torch_version": torch.__version__, "threads": args.threads,
        "scene_generation_seconds": round(gen_seconds, 1),
        "train_seconds": round(train_seconds, 1),
        "train_cpu_seconds": round(train_cpu_seconds, 1),
        "total_seconds": round(time.time() - t0, 1),
        "parameters": n_params, "weight_bytes_float32": 4 * n_params,
        "heldout": ev,
        "lesson_picture": dict(lesson, definition=(
            "the lesson's 640 x 640 picture (examples/lessons/images/red-ball.png) area-averaged "
            "to 64 x 64; the share of the class token's last-layer attention weights (its row, "
            "over all 65 keys) that falls on the ball's patches (at least 10% covered by the "
            "ball), per head and averaged over heads; uniform_share is what equal weights "
            "would give")),
    }
    export(model, cfg, args.out, record)
    worst = write_fixtures(torch, model, cfg, args.fixtures)
    print(f"fixtures: max |written-out - PyTorch| = {worst}")
    print(json.dumps(record, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
