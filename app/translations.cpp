#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace attnlab {

void installTranslators(QCoreApplication& app)
{
    // Translators installed later are asked first: English is the fallback.
    auto* english = new QTranslator(&app);
    if (english->load(QStringLiteral(":/i18n/attnlab_en.qm")))
        QCoreApplication::installTranslator(english);
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto* local = new QTranslator(&app);
    if (QLocale().language() != QLocale::English &&
        local->load(QLocale(), QStringLiteral("attnlab"), QStringLiteral("_"),
                    QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(local);
}

} // namespace attnlab
