#pragma once

#include "translator.h"

#include <QString>

namespace attnlab {

/// The trained translator AttnLab ships (resources/models/translator, docs/translator-model.md):
/// when the app runs installed, PREFIX/share/attnlab/models/translator, found from the
/// executable's folder like the examples (datadirs.h); otherwise (a build tree, tests) the copy
/// compiled into the programs, ":/models/translator".
QString translatorModelDir();

/// The folder translatorModelDir() looks for first, whether it exists or not.
QString installedTranslatorModelDir();

/// Reads DIR/config.json and DIR/weights.npz (DIR may be a ":/" resource folder). Throws
/// InputError naming the file and what is wrong with it (a missing or mis-shaped array...).
Translator loadTranslatorModel(const QString& dir);

/// NAME.tokens.txt beside NAME.npy: where writeEncoderStack puts the tokens, and where the third
/// tab and `attnlab-cli rollout` look for them.
QString stackTokensPath(const QString& npyPath);
/// Writes the encoder self-attention of a translation as a (layers, heads, n, n) float64 .npy
/// at npyPath (attentionStack(t.encoderSelf)) and its n source tokens, one a line, to
/// stackTokensPath(npyPath), each atomically: what `attnlab-cli translate --stack-out` and the
/// Trained translator tab's Export Encoder Attention write. An error naming the file, or empty.
QString writeEncoderStack(const QString& npyPath, const Translation& t);

} // namespace attnlab
