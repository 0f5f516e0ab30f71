#include "buildinfo.h"

#include <QCoreApplication>
#include <QtGlobal>

#include <Eigen/Core>
#include <nlohmann/json.hpp>

namespace attnlab {

QString aboutDetails()
{
    const QString runtimeQt = QString::fromLatin1(qVersion());
    const QString builtQt = QStringLiteral(QT_VERSION_STR);
    const QString qt = runtimeQt == builtQt
                           ? runtimeQt
                           : QCoreApplication::translate("attnlab::About", "%1 (built with %2)")
                                 .arg(runtimeQt, builtQt);
    const QString eigen = QStringLiteral("%1.%2.%3")
                              .arg(EIGEN_WORLD_VERSION)
                              .arg(EIGEN_MAJOR_VERSION)
                              .arg(EIGEN_MINOR_VERSION);
    const QString json = QStringLiteral("%1.%2.%3")
                             .arg(NLOHMANN_JSON_VERSION_MAJOR)
                             .arg(NLOHMANN_JSON_VERSION_MINOR)
                             .arg(NLOHMANN_JSON_VERSION_PATCH);
    return QCoreApplication::translate("attnlab::About",
                                       "<p>Qt %1 · Eigen %2 · nlohmann/json %3</p>"
                                       "<p>Licence: GNU General Public License, version 3 or "
                                       "later (GPL-3.0-or-later). AttnLab comes with no "
                                       "warranty.</p>")
        .arg(qt, eigen, json);
}

} // namespace attnlab
