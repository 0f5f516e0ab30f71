#pragma once

class QCoreApplication;

namespace attnlab {

/// Installs the app's translations on app: English first (the source language; it gives the
/// plural forms, "1 head" / "2 heads", that tr("%n head(s)") needs), then Qt's own strings and
/// the app's in the user's language when they exist (:/i18n/attnlab_LANG.qm, from
/// resources/translations/).
void installTranslators(QCoreApplication& app);

} // namespace attnlab
