#pragma once

#include <QString>
#include <QWidget>

namespace attnlab {

/// Says to assistive technology what a sighted user sees change at once: the step shown, the
/// inspector's summary of a cell, a revealed answer, an error.
///
/// Qt 6.4 has no announcement event (QAccessibleAnnouncementEvent came with 6.8) and its
/// AT-SPI bridge drops Alert events, so the announcer is an accessible notification (role
/// Notification) whose name is the message. Each announce() renames it and shows it anew:
/// AT-SPI clients receive object:property-change:accessible-name and
/// object:state-changed:showing, which screen readers present for a notification
/// (scripts/accessibility/dump-tree.sh --events prints them). It paints nothing and takes no
/// room or focus: the message is already on screen where the user looks.
class Announcer : public QWidget
{
    Q_OBJECT

public:
    explicit Announcer(QWidget* parent = nullptr);

    /// The last message said (plain text).
    QString text() const { return text_; }

    /// Installs the accessibility factory that gives every Announcer its interface (done by
    /// the constructor; idempotent).
    static void install();

public slots:
    /// Says text (rich text is said as plain text). Empty text says nothing; the same text
    /// twice is said twice (a step shown again is news again).
    void announce(const QString& text);

signals:
    void announced(const QString& text);

private:
    QString text_;
};

} // namespace attnlab
