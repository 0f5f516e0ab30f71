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
    // Numbers follow the language shown ("160 000 paires", "0,74"), not a system locale that
    // may be another one (NumberFormat reads QLocale()).
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        return QStringLiteral("en");
    }
    auto* local = new QTranslator(&app);
    if (!local->load(locale, QStringLiteral("attnlab"), QStringLiteral("_"),
                     QStringLiteral(":/i18n"))) {
        delete local;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        return QStringLiteral("en");
    }
    // Qt's own strings (Cancel, the file dialog, shortcut names) from Debian's
    // qt6-translations-l10n: qtbase_fr.qm, qtbase_pt_BR.qm.
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    QCoreApplication::installTranslator(local);
    QLocale::setDefault(locale);
    return QLocale::languageToCode(locale.language());
}

} // namespace attnlab
