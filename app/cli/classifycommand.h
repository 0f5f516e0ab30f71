#pragma once

#include <QStringList>
#include <QTextStream>

namespace attnlab {

/// attnlab-cli classify: the trained vision transformer (core/models/vit.h).
///
///   attnlab-cli classify PICTURE.png [--model DIR] [--json]
///
/// Reads the picture (any format Qt reads), brings it to the model's input size by area
/// averaging (each output pixel the mean of the input pixels it covers, as PyTorch's
/// F.interpolate(mode="area"); the aspect ratio is not kept) and says so, then prints each
/// class with its probability and whether it is present (probability ≥ 0.5). --json prints one
/// object: "picture", "original_size" and "model_size" ([width, height]), "resized", "classes"
/// ([{"name", "probability", "present"}]), "tokens" ("CLS", "p(0,0)", …) and "attention"
/// ([layer][head][query][key], every layer's self-attention). --model DIR reads
/// DIR/config.json and DIR/weights.npz as written by scripts/models/train_vit.py (default: the
/// shipped model, vitmodel.h).
///
/// Exit status 0; 2 for invalid input: a picture that cannot be read or a model that cannot be
/// read (the file and the problem named); 1 when the shipped model cannot be read.
int runClassifyCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

} // namespace attnlab
