#pragma once

#include <QString>

namespace attnlab {

/// The examples and lessons AttnLab shows in File › Examples: when the app runs installed,
/// PREFIX/share/attnlab/examples (GNUInstallDirs' datadir), found from the executable's folder
/// (PREFIX/bin), so that an installation moved to another prefix still finds its own; otherwise
/// (a build tree, tests) the copy compiled into the app, ":/examples". Lessons are in its
/// "lessons" folder.
QString examplesDir();

/// The folder examplesDir() looks for first, whether it exists or not.
QString installedExamplesDir();

} // namespace attnlab
