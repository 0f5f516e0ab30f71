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

} // namespace attnlab
