#pragma once

#include <QString>

namespace attnlab {

// The version itself, "0.1.0+git273.afd37b2" from a clone (".dirty" after it with uncommitted
// changes) or "0.1.0" from a source archive, is ATTNLAB_VERSION in the header
// cmake/AttnLabVersion.cmake generates, "attnlab_version.h". Only the two programs' main()
// include it and set QCoreApplication::applicationVersion() from it, which --version and Help ›
// About show: a new commit recompiles two small files and relinks two programs, not every test.

/// What Help › About adds under the title: the version of Qt running (and the one built with,
/// when they differ), of Eigen and of nlohmann/json, and the licence (the LICENSE file's GNU
/// General Public License, version 3 or later), as rich text.
QString aboutDetails();

} // namespace attnlab
