#pragma once

#include "vit.h"

#include <QString>

namespace attnlab {

/// The trained vision transformer AttnLab ships (resources/models/vit, docs/vit-model.md): when
/// the app runs installed, PREFIX/share/attnlab/models/vit, found from the executable's folder
/// like the examples (datadirs.h); otherwise (a build tree, tests) the copy compiled into the
/// programs, ":/models/vit" (modelfiles.h).
QString vitModelDir();

/// The folder vitModelDir() looks for first, whether it exists or not.
QString installedVitModelDir();

/// Reads DIR/config.json and DIR/weights.npz (DIR may be a ":/" resource folder). Throws
/// InputError naming the file and what is wrong with it (a missing or mis-shaped array...).
Vit loadVitModel(const QString& dir);

} // namespace attnlab
