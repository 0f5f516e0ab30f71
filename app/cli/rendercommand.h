#pragma once

#include <QStringList>
#include <QTextStream>

namespace attnlab {

/// attnlab-cli render: a stage's heatmap as a stand-alone figure (PNG, SVG or PDF).
///
///   attnlab-cli render INPUT [--stage STAGE] [--head H] [--format png|svg|pdf] [--dpi N]
///                      [--size WxH] [--tight] [--font-size PT] [--title TEXT | --no-title]
///                      [--colormap NAME] [--annotate] [--decimals N] --out FILE
///   attnlab-cli render INPUT [--all-stages] [--all-heads] [...] --out-dir DIR
///   attnlab-cli render WEIGHTS.npy [--layer L | --all-layers] [--head H | --all-heads]
///                      [--tokens FILE] [...] --out FILE | --out-dir DIR
///
/// INPUT is a scenario (.json), or a model's attention weights (.npy of shape (n_q, n_k),
/// (heads, n_q, n_k) or (layers, heads, n_q, n_k); the weights stage only; --tokens labels them).
/// STAGE: scores, scaled, masked, weights (default), output, final.
/// The format comes from --format, else from --out's extension (--out-dir: png by default).
/// With --out-dir every figure gets its own file, DIR/STAGE-headH.EXT ("weights-head0.png"),
/// the final stage (the heads concatenated, times W_O) DIR/final.EXT, and a .npy's maps
/// DIR/weights-layerL-headH.EXT ("weights-layer0-head3.png"); the folder is created
/// when missing. --out FILE.pdf with --all-stages / --all-heads writes one PDF with a page per
/// figure (stage by stage, head by head). Every file written is printed on out, one a line.
///
/// arguments: the whole command line as CliApplication::run gets it (the program, then
/// "render", then the rest). Returns the exit status: 0 success, 1 a file could not be written
/// (an existing file is left untouched), 2 invalid input or usage; messages go to err.
/// Needs a QGuiApplication (fonts); runs headless with QT_QPA_PLATFORM=offscreen.
int runRender(const QStringList& arguments, QTextStream& out, QTextStream& err);

} // namespace attnlab
