#!/usr/bin/python3
"""Draws examples/lessons/images/red-ball.png, the picture of the image examples and the lesson's
chapter on images: a red ball on green grass under a blue sky, 640 x 640 pixels (the lesson's
640 x 640 image: 400 patches at stride 32, 1,600 at 16, 6,400 at 8).

It is made, not photographed, so that it is free of any licence and reproducible: seeded noise
gives the grass its blades and the sky its clouds, and the ball is a shaded sphere with a
highlight and a shadow. Needs NumPy:  python3 scripts/make_example_picture.py
"""
import pathlib
import sys

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).parent / "fixtures"))
from pngfile import write_png  # noqa: E402

SIZE = 640
# Beside the lesson, which names its files inside its own folder; the examples one folder up
# name it lessons/images/red-ball.png.
OUT = pathlib.Path(__file__).resolve().parents[1] / "examples" / "lessons" / "images" / "red-ball.png"


def smooth_noise(rng, shape, cell):
    """Value noise: a coarse random grid, bilinearly enlarged."""
    h, w = shape
    gh, gw = int(h / cell[0]) + 2, int(w / cell[1]) + 2  # cells may be fractions
    grid = rng.random((gh, gw))
    y = np.arange(h)[:, None] / cell[0]
    x = np.arange(w)[None, :] / cell[1]
    y0, x0 = np.floor(y).astype(int), np.floor(x).astype(int)
    fy, fx = y - y0, x - x0
    fy, fx = fy * fy * (3 - 2 * fy), fx * fx * (3 - 2 * fx)
    a, b = grid[y0, x0], grid[y0, x0 + 1]
    c, d = grid[y0 + 1, x0], grid[y0 + 1, x0 + 1]
    return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy


def main():
    rng = np.random.default_rng(7)
    yy, xx = np.mgrid[0:SIZE, 0:SIZE].astype(float)
    img = np.zeros((SIZE, SIZE, 3))

    # sky: deep blue at the top, paler at the horizon, with soft clouds
    t = yy / 300.0
    sky = np.stack([70 + 110 * t, 130 + 80 * t, 215 + 25 * t], -1)
    clouds = smooth_noise(rng, (SIZE, SIZE), (60, 140)) * 0.7 + smooth_noise(rng, (SIZE, SIZE), (20, 45)) * 0.3
    cloud = np.clip((clouds - 0.55) * 3.0, 0, 1)[..., None] * np.clip(1.2 - t, 0, 1)[..., None]
    img = sky * (1 - cloud) + np.array([245, 245, 250]) * cloud

    # a line of dark trees on the horizon, then the meadow
    horizon = 300 + 18 * smooth_noise(rng, (1, SIZE), (1, 50))[0] - 9
    treetop = horizon - 30 - 35 * smooth_noise(rng, (1, SIZE), (1, 23))[0]
    trees = yy > treetop[None, :]
    leaf = smooth_noise(rng, (SIZE, SIZE), (6, 6))
    img[trees] = (np.stack([25 + 30 * leaf, 70 + 45 * leaf, 30 + 25 * leaf], -1))[trees]
    meadow = yy > horizon[None, :]
    depth = np.clip((yy - 300) / 340.0, 0, 1)
    blades = smooth_noise(rng, (SIZE, SIZE), (14, 2)) * 0.6 + smooth_noise(rng, (SIZE, SIZE), (4, 1)) * 0.4
    grass = np.stack([55 + 40 * depth + 40 * blades, 120 + 60 * depth + 60 * blades,
                      35 + 20 * depth + 20 * blades], -1)
    img[meadow] = grass[meadow]

    # the ball's shadow on the grass, then the ball: a sphere lit from the upper left
    cx, cy, r = 300.0, 440.0, 100.0
    shadow = ((xx - cx - 45) / 120.0) ** 2 + ((yy - cy - 95) / 28.0) ** 2
    img *= (1 - 0.55 * np.clip(1.2 - shadow, 0, 1) * meadow)[..., None]
    dx, dy = (xx - cx) / r, (yy - cy) / r
    inside = dx * dx + dy * dy <= 1
    dz = np.sqrt(np.clip(1 - dx * dx - dy * dy, 0, 1))
    light = np.array([-0.45, -0.55, 0.70])
    light /= np.linalg.norm(light)
    lambert = np.clip(dx * light[0] + dy * light[1] + dz * light[2], 0, 1)
    reflect = 2 * lambert * dz - light[2]
    specular = np.clip(reflect, 0, 1) ** 40
    ball = np.stack([40 + 190 * lambert, 8 + 25 * lambert, 10 + 25 * lambert], -1)
    ball += 255 * 0.55 * specular[..., None]
    img[inside] = ball[inside]

    OUT.parent.mkdir(parents=True, exist_ok=True)
    write_png(OUT, np.clip(np.rint(img), 0, 255).astype(np.uint8))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
