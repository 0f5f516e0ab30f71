#pragma once

#include <QString>

class QCoreApplication;

namespace attnlab {

struct Scenario;

/// Installs the app's translations on app: English first (the source language; it gives the
/// plural forms, "1 head" / "2 heads", that tr("%n head(s)") needs), then Qt's own strings and
/// the app's in language ("fr", "pt_BR"; empty: the system's) when they exist
/// (:/i18n/attnlab_LANG.qm, from resources/translations/; Qt's qtbase_LANG.qm from
/// QLibraryInfo::TranslationsPath). A language with no translation of its own takes another
/// variant of it: Portuguese ("pt", "pt_PT") reads the Brazilian one. Makes the language's
/// locale the default QLocale, so that numbers are written as its readers write them.
/// Returns the language installed ("en" when only English; "fr", "pt").
QString installTranslators(QCoreApplication& app, const QString& language = {});

/// The language of the interface as installTranslators chose it: "en" (also before any call),
/// "fr", "pt_BR".
QString interfaceLanguage();

/// text between quotation marks as the interface language writes them: “t0” in English and
/// in Brazilian Portuguese, « t0 » in French (no-break spaces inside). For token labels and
/// names shown inside a sentence (the inspector, the status bar, tooltips).
QString quoted(const QString& text);

enum class ScenarioText
{
    Title,
    Description,
};
/// A scenario's title or description in the interface language: its "fr" or "pt" text when
/// the file has one, else the main (English) text. What the window, the Examples menu, the
/// inspector and a presenter's caption show.
QString scenarioText(const Scenario& scenario, ScenarioText which);

} // namespace attnlab
