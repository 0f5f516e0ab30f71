#pragma once

#include <QString>

namespace attnlab {

/// The version of this build (cmake/AttnLabVersion.cmake): "0.1.0+git273.afd37b2" when built
/// from a clone of the repository (".dirty" after it with uncommitted changes), the project's
/// version ("0.1.0") from a source archive. Both programs' --version and Help › About show it.
QString buildVersion();

/// What Help › About adds under the title: the version of Qt running (and the one built with,
/// when they differ), of Eigen and of nlohmann/json, and the licence (the LICENSE file's GNU
/// General Public License, version 3 or later), as rich text.
QString aboutDetails();

} // namespace attnlab
