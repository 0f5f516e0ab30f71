#pragma once

#include <QObject>

namespace attnlab {

/// Keeps the mouse wheel from changing a value while it scrolls a page.
///
/// A page that scrolls (a lab, the inputs) holds combo boxes, spin boxes and sliders; without
/// this, the wheel that scrolls the page changes whichever one passes under the pointer, and
/// with it the scenario (an edit to undo). Installed on the application, this filter
///   - gives combo and spin boxes strong focus instead of wheel focus, so that the wheel
///     alone does not give them focus;
///   - sends the wheel over such a control that does not have focus to the scroll bar of the
///     nearest area that can scroll, so the page goes on scrolling.
/// A control with focus (clicked or tabbed to) takes the wheel as before, and so does one on
/// a page that does not scroll.
class WheelGuard : public QObject
{
    Q_OBJECT

public:
    /// Installs one filter on the application (idempotent).
    static void install();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
    template <class Filter> friend void installApplicationFilter();
};

} // namespace attnlab
