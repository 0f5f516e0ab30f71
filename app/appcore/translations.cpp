#include "translations.h"

#include "localizedtext.h"
#include "scenario.h"
#include "scenariofile.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace attnlab {

namespace {

QString& currentLanguage()
{
    static QString language = QStringLiteral("en");
    return language;
}

} // namespace

QString installTranslators(QCoreApplication& app, const QString& language)
{
    currentLanguage() = QStringLiteral("en");
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
    const QLocale englishUs(QLocale::English, QLocale::UnitedStates);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        QLocale::setDefault(englishUs);
        return QStringLiteral("en");
    }
    const QString dir = QStringLiteral(":/i18n");
    auto* local = new QTranslator(&app);
    bool loaded = local->load(locale, QStringLiteral("attnlab"), QStringLiteral("_"), dir);
    if (!loaded) {
        // Another variant of the language: pt_PT (or a bare "pt") reads attnlab_pt_BR.qm.
        const QString code = QLocale::languageToCode(locale.language());
        const QStringList variants = QDir(dir).entryList(
            {QStringLiteral("attnlab_%1_*.qm").arg(code)}, QDir::Files, QDir::Name);
        loaded = !variants.isEmpty() && local->load(variants.first(), dir);
    }
    if (!loaded) {
        delete local;
        QLocale::setDefault(englishUs);
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
    currentLanguage() = local->language().isEmpty() ? QLocale::languageToCode(locale.language())
                                                    : local->language();
    QLocale::setDefault(locale);
    return QLocale::languageToCode(locale.language());
}

QString interfaceLanguage()
{
    return currentLanguage();
}

QString quoted(const QString& text)
{
    const QLocale locale(interfaceLanguage());
    // Qt's French quotes hug the text; French typography puts a no-break space inside.
    if (locale.language() == QLocale::French)
        return QStringLiteral("\u00ab\u00a0%1\u00a0\u00bb").arg(text);
    return locale.quoteString(text);
}

QString scenarioText(const Scenario& scenario, ScenarioText which)
{
    const std::string language = toStd(interfaceLanguage());
    return fromStd(
        which == ScenarioText::Title
            ? textInLanguage(scenario.title, scenario.titleTranslations, language)
            : textInLanguage(scenario.description, scenario.descriptionTranslations, language));
}

} // namespace attnlab
