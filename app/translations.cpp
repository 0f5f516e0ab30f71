#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace attnlab {

QString installTranslators(QCoreApplication& app, const QString& language)
{
    // Translators installed later are asked first: English is the fallback.
    auto* english = new QTranslator(&app);
    if (english->load(QStringLiteral(":/i18n/attnlab_en.qm")))
        QCoreApplication::installTranslator(english);
    // The system's: the first language the user prefers (LANGUAGE, then LC_ALL, LC_MESSAGES,
    // LANG on Linux).
    const QLocale locale =
        language.isEmpty() ? QLocale(QLocale::system().uiLanguages().value(0, QStringLiteral("en")))
                           : QLocale(language);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return QStringLiteral("en");
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto* local = new QTranslator(&app);
    if (!local->load(locale, QStringLiteral("attnlab"), QStringLiteral("_"),
                     QStringLiteral(":/i18n")))
        return QStringLiteral("en");
    QCoreApplication::installTranslator(local);
    return QLocale::languageToCode(locale.language());
}

} // namespace attnlab
