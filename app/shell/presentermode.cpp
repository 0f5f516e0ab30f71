#include "presentermode.h"

#include "attentionpanel.h"
#include "heatmapwidget.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "stageview.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QDialog>
#include <QDockWidget>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScreen>
#include <QShortcut>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTextEdit>
#include <QToolBar>

namespace attnlab {

namespace {

/// Light, high contrast: what survives a projector in a lit room.
QPalette projectorPalette()
{
    QPalette p = QApplication::style()->standardPalette();
    const QColor white(Qt::white), black(Qt::black);
    for (const auto role :
         {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::ToolTipBase})
        p.setColor(role, white);
    for (const auto role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText})
        p.setColor(role, black);
    p.setColor(QPalette::Button, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Highlight, QColor(0x00, 0x4f, 0xc4));
    p.setColor(QPalette::HighlightedText, white);
    return p;
}

/// Every action of the menus, submenus included.
QList<QAction*> menuActions(const QMenuBar* bar)
{
    QList<QAction*> all;
    QList<QAction*> pending = bar->actions();
    while (!pending.isEmpty()) {
        QAction* a = pending.takeFirst();
        if (QMenu* menu = a->menu())
            pending += menu->actions();
        else if (!a->isSeparator())
            all << a;
    }
    return all;
}

} // namespace

PresenterMode::PresenterMode(MainWindow* window) : QObject(window), window_(window)
{
    const auto make = [this](const QString& name, const QString& text, const QKeySequence& key) {
        auto* a = new QAction(text, window_);
        a->setObjectName(name);
        a->setShortcut(key);
        actions_ << a;
        return a;
    };
    presenter_ = make(QStringLiteral("presenter"), tr("Presen&ter Mode"), QKeySequence(Qt::Key_F5));
    presenter_->setCheckable(true);
    presenter_->setToolTip(tr("Full screen, the map as large as the screen allows (F5; Esc "
                              "leaves)"));
    connect(presenter_, &QAction::toggled, this, &PresenterMode::setActive);
    fullScreen_ = make(QStringLiteral("fullScreen"), tr("F&ull Screen"), QKeySequence(Qt::Key_F11));
    fullScreen_->setCheckable(true);
    connect(fullScreen_, &QAction::toggled, this, [this](bool on) {
        window_->setWindowState(on ? window_->windowState() | Qt::WindowFullScreen
                                   : window_->windowState() & ~Qt::WindowFullScreen);
    });
    blankAction_ = make(QStringLiteral("blank"), tr("Blan&k the Screen"), QKeySequence(Qt::Key_B));
    blankAction_->setCheckable(true);
    blankAction_->setToolTip(tr("A black screen while you talk (B again shows the step)"));
    connect(blankAction_, &QAction::toggled, this, &PresenterMode::setBlank);
    // In a lesson, Home and End go to its first and last step, as → and ← walk its steps.
    connect(make(QStringLiteral("firstStep"), tr("&First Step"), QKeySequence(Qt::Key_Home)),
            &QAction::triggered, this, [this] {
                if (LessonPanel* lesson = window_->lessonPanel(); lesson->isOpen()) {
                    if (lesson->step() != 0) // (again would reset the step's answer)
                        lesson->goTo(0);
                } else
                    window_->stageView()->first();
            });
    connect(make(QStringLiteral("lastStep"), tr("&Last Step"), QKeySequence(Qt::Key_End)),
            &QAction::triggered, this, [this] {
                if (LessonPanel* lesson = window_->lessonPanel(); lesson->isOpen()) {
                    if (lesson->step() != lesson->stepCount() - 1)
                        lesson->goTo(lesson->stepCount() - 1);
                } else
                    window_->stageView()->last();
            });
    inspector_ = make(QStringLiteral("presenterInspector"), tr("Show the &Inspector"),
                      QKeySequence(Qt::Key_I));
    inspector_->setCheckable(true);
    inspector_->setEnabled(false);
    connect(inspector_, &QAction::toggled, this, [this](bool on) {
        if (auto* dock = window_->findChild<QDockWidget*>(QStringLiteral("InspectorDock")))
            dock->setVisible(on);
    });

    escape_ = new QShortcut(QKeySequence(Qt::Key_Escape), window_);
    escape_->setEnabled(false);
    connect(escape_, &QShortcut::activated, this, [this] {
        if (isBlank())
            setBlank(false);
        else
            setActive(false);
    });

    window_->installEventFilter(this);
    qApp->installEventFilter(this);
}

PresenterMode::~PresenterMode()
{
    qApp->removeEventFilter(this);
}

bool PresenterMode::isBlank() const
{
    return blank_ != nullptr && blank_->isVisible();
}

bool PresenterMode::keepsKeys(const QWidget* focus)
{
    if (const auto* edit = qobject_cast<const QLineEdit*>(focus)) {
        if (edit->isReadOnly())
            return false;
        for (const QWidget* p = edit->parentWidget(); p; p = p->parentWidget()) {
            if (qobject_cast<const QAbstractSpinBox*>(p))
                return false; // a number: → steps, ↑ ↓ change it
            if (qobject_cast<const QAbstractItemView*>(p))
                return true; // a cell being edited
        }
        return true;
    }
    if (const auto* text = qobject_cast<const QTextEdit*>(focus))
        return !text->isReadOnly();
    if (const auto* text = qobject_cast<const QPlainTextEdit*>(focus))
        return !text->isReadOnly();
    for (const QWidget* p = focus; p; p = p->parentWidget())
        if (qobject_cast<const QAbstractItemView*>(p))
            return true;
    return false;
}

bool PresenterMode::isPresentationKey(const QKeyEvent* key) const
{
    if ((key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    const QKeySequence pressed(key->key());
    for (const char* name : {"next", "previous", "play"}) {
        if (const QAction* a = window_->action(QLatin1String(name)))
            if (a->shortcuts().contains(pressed))
                return true;
    }
    for (const QAction* a : actions_)
        if (a->shortcuts().contains(pressed))
            return true;
    return false;
}

bool PresenterMode::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == window_ && event->type() == QEvent::Resize && blank_)
        blank_->setGeometry(window_->rect());
    if (watched == window_ && event->type() == QEvent::WindowStateChange) {
        const QSignalBlocker blocker(fullScreen_);
        fullScreen_->setChecked(window_->isFullScreen());
    }
    if (watched == blank_ && event->type() == QEvent::MouseButtonPress) {
        setBlank(false); // a click shows the step again
        return true;
    }
    // Blanked: B and Esc bring the step back; every other key does nothing (a clicker's Page
    // Down must not move on unseen), in the window and in the speaker notes alike.
    if (isBlank() && (event->type() == QEvent::ShortcutOverride ||
                      event->type() == QEvent::KeyPress || event->type() == QEvent::KeyRelease)) {
        auto* widget = qobject_cast<QWidget*>(watched);
        const QWidget* top = widget ? widget->window() : nullptr;
        const bool ours =
            top && (top == window_ || (!qobject_cast<const QDialog*>(top) && top->parentWidget() &&
                                       top->parentWidget()->window() == window_));
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (ours && key != Qt::Key_B && key != Qt::Key_Escape) {
            event->accept(); // (a ShortcutOverride accepted: no shortcut; the key itself eaten)
            return true;
        }
    }
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    // Sent to the focus widget (then its parents) before a key can be a shortcut: accepting it
    // keeps the key for the widget; ignoring it lets the window's action have it.
    auto* widget = qobject_cast<QWidget*>(watched);
    auto* key = static_cast<QKeyEvent*>(event);
    if (!widget || widget->window() != window_ || !isPresentationKey(key))
        return false;
    QWidget* focus = QApplication::focusWidget();
    // A heatmap with the focus keeps its cell cursor's keys (← → ↑ ↓ Home End); Page Up,
    // Page Down and Space still step.
    if (qobject_cast<const HeatmapWidget*>(focus) && HeatmapWidget::keepsKey(key)) {
        event->accept();
        return true;
    }
    if (keepsKeys(focus ? focus : widget)) {
        event->accept();
        return true;
    }
    if (!window_->stageView()->isVisible()) {
        // Another view (Why √d_k, the scaling lab): the steps are hidden, so the key is its
        // widgets' (→ moves the d_k slider), never a step of the pipeline.
        event->accept();
        return true;
    }
    event->ignore();
    return true;
}

void PresenterMode::setBlank(bool on)
{
    if (on == isBlank())
        return;
    if (on) {
        if (!blank_) {
            blank_ = new QWidget(window_);
            blank_->setObjectName(QStringLiteral("blankScreen"));
            blank_->setAutoFillBackground(true);
            QPalette p = blank_->palette();
            p.setColor(QPalette::Window, Qt::black);
            blank_->setPalette(p);
            blank_->installEventFilter(this);
        }
        blank_->setGeometry(window_->rect());
        blank_->raise();
        blank_->show();
    } else {
        blank_->hide();
    }
    const QSignalBlocker blocker(blankAction_);
    blankAction_->setChecked(on);
    escape_->setEnabled(active_ || on);
}

void PresenterMode::setActive(bool on)
{
    if (on == active_)
        return;
    StageView* stageView = window_->stageView();
    QTabWidget* views = window_->views();
    QTabBar* tabs = views->findChild<QTabBar*>();
    if (on) {
        savedGeometry_ = window_->saveGeometry();
        savedState_ = window_->saveState();
        savedWindowState_ = window_->windowState();
        savedView_ = views->currentIndex();
        menuBarVisible_ = !window_->menuBar()->isHidden();
        statusBarVisible_ = !window_->statusBar()->isHidden();
        active_ = true;
        // The window's shortcuts work without the menu bar.
        window_->addActions(menuActions(window_->menuBar()));
        views->setCurrentIndex(0);
        for (QDockWidget* dock : window_->findChildren<QDockWidget*>())
            dock->hide();
        for (QToolBar* bar : window_->findChildren<QToolBar*>())
            bar->hide();
        window_->menuBar()->hide();
        window_->statusBar()->hide();
        if (tabs)
            tabs->hide();
        window_->attentionPanel()->hide();
        window_->setPalette(projectorPalette());
        // Text for the back of the room: a 40th of the screen's height, or the chosen size.
        QFont font = QApplication::font();
        if (const QScreen* screen = window_->screen()) {
            const double pt = screen->geometry().height() / 40.0 * 72.0 /
                              std::max(screen->logicalDotsPerInchY(), 1.0);
            font.setPointSizeF(std::max(font.pointSizeF(), pt));
        }
        stageView->setFont(font);
        // The lesson's question joins the step's text, beside the map or above it: the map
        // keeps the screen's height.
        LessonPanel* lesson = window_->lessonPanel();
        lesson->setFont(font); // the question is the room's too
        lessonHome_ = qobject_cast<QBoxLayout*>(lesson->parentWidget()->layout());
        lessonIndex_ = lessonHome_ ? lessonHome_->indexOf(lesson) : -1;
        if (lessonHome_ && lessonIndex_ >= 0) {
            lessonHome_->removeWidget(lesson);
            stageView->setSideWidget(lesson);
        }
        stageView->setPresenting(true);
        window_->setWindowState(savedWindowState_ | Qt::WindowFullScreen);
        // The whole screen also where no window manager applies the full-screen state.
        if (const QScreen* screen = window_->screen())
            window_->setGeometry(screen->geometry());
        stageView->heatmap()->setFocus();
    } else {
        active_ = false;
        setBlank(false);
        {
            const QSignalBlocker blocker(inspector_);
            inspector_->setChecked(false);
        }
        stageView->setPresenting(false);
        stageView->setFont(QFont());
        LessonPanel* lesson = window_->lessonPanel();
        if (stageView->sideWidget() == lesson) {
            stageView->setSideWidget(nullptr);
            if (lessonHome_)
                lessonHome_->insertWidget(lessonIndex_, lesson);
        }
        lesson->setFont(QFont());
        window_->setPalette(QPalette());
        window_->menuBar()->setVisible(menuBarVisible_);
        window_->statusBar()->setVisible(statusBarVisible_);
        if (tabs)
            tabs->show();
        window_->attentionPanel()->show();
        views->setCurrentIndex(savedView_);
        window_->setWindowState(savedWindowState_);
        window_->restoreGeometry(savedGeometry_);
        window_->restoreState(savedState_);
        if (window_->fitOwed())
            window_->fitScreen(); // the text size changed while presenting
    }
    inspector_->setEnabled(active_);
    escape_->setEnabled(active_ || isBlank());
    {
        const QSignalBlocker blocker(presenter_);
        presenter_->setChecked(active_);
    }
    emit activeChanged(active_);
}

void PresenterMode::fitToScreen(QWidget* window)
{
    const QScreen* screen = window->screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    // Room for the window frame, which the geometry does not count.
    const QSize frame = window->frameGeometry().size() - window->geometry().size();
    const QSize room = available.size() - frame;
    if (window->width() > room.width() || window->height() > room.height())
        window->resize(window->size().boundedTo(room));
    QRect g = window->frameGeometry();
    if (!available.contains(g)) {
        g.moveLeft(std::clamp(g.left(), available.left(),
                              std::max(available.left(), available.right() - g.width() + 1)));
        g.moveTop(std::clamp(g.top(), available.top(),
                             std::max(available.top(), available.bottom() - g.height() + 1)));
        window->move(g.topLeft());
    }
}

} // namespace attnlab
