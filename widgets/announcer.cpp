#include "announcer.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QTextDocumentFragment>

namespace attnlab {

namespace {

class AnnouncerAccessible : public QAccessibleWidget
{
public:
    explicit AnnouncerAccessible(Announcer* announcer)
        : QAccessibleWidget(announcer, QAccessible::Notification)
    {}

    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name)
            return static_cast<const Announcer*>(object())->text();
        return QAccessibleWidget::text(t);
    }

    QAccessible::State state() const override
    {
        QAccessible::State s = QAccessibleWidget::state();
        s.focusable = false;
        s.offscreen = false; // no size, but not out of sight: it has nothing to show
        return s;
    }
};

QAccessibleInterface* announcerFactory(const QString& className, QObject* object)
{
    if (className == QLatin1String("attnlab::Announcer") && object && object->isWidgetType())
        return new AnnouncerAccessible(static_cast<Announcer*>(object));
    return nullptr;
}

} // namespace

Announcer::Announcer(QWidget* parent) : QWidget(parent)
{
    install();
    setObjectName(QStringLiteral("announcer"));
    setFocusPolicy(Qt::NoFocus);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setGeometry(0, 0, 0, 0);
}

void Announcer::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(announcerFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

void Announcer::announce(const QString& text)
{
    const QString plain = Qt::mightBeRichText(text)
                              ? QTextDocumentFragment::fromHtml(text).toPlainText().simplified()
                              : text.simplified();
    if (plain.isEmpty())
        return;
    text_ = plain;
    // The name changes, then the notification shows anew: the two events a screen reader
    // presents a notification on (an unchanged name sends no NameChanged by itself).
    QAccessibleEvent nameChanged(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&nameChanged);
    if (parentWidget() && parentWidget()->isVisible()) {
        hide();
        show();
    }
    emit announced(text_);
}

} // namespace attnlab
