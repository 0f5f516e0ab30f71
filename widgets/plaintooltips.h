#pragma once

#include <QObject>

namespace attnlab {

/// Gives every widget whose tooltip is rich text a plain-text accessible description.
///
/// Without an accessible description, Qt gives assistive technology the tooltip as the
/// description, tags and all ("<b>Aligned top-left</b> …"), which a screen reader spells out.
/// Installed on the application, this filter sees each tooltip as it is set (ToolTipChange)
/// and sets the description to the tooltip's plain text; a description set by hand is left
/// alone.
class PlainTooltips : public QObject
{
    Q_OBJECT

public:
    /// Installs one filter on the application (idempotent); tooltips set before are not seen.
    static void install();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
    template <class Filter> friend void installApplicationFilter();
};

} // namespace attnlab
