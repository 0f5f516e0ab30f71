#pragma once

#include <QString>

class QCoreApplication;

namespace attnlab {

/// Installs the app's translations on app: English first (the source language; it gives the
/// plural forms, "1 head" / "2 heads", that tr("%n head(s)") needs), then Qt's own strings and
/// the app's in language ("fr", "pt"; empty: the system's) when they exist
/// (:/i18n/attnlab_LANG.qm, from resources/translations/; Qt's qtbase_LANG.qm from
/// QLibraryInfo::TranslationsPath). Makes the language's locale the default QLocale, so that
/// numbers are written as its readers write them. Returns the language installed ("en" when
/// only English).
QString installTranslators(QCoreApplication& app, const QString& language = {});

} // namespace attnlab
