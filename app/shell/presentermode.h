#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>

class QAction;
class QBoxLayout;
class QKeyEvent;
class QShortcut;
class QWidget;

namespace attnlab {

class MainWindow;

/// View › Presenter Mode and the keys a presentation clicker sends.
///
/// Presenter mode (F5; Esc or F5 leaves): full screen, the step-by-step view alone, its map as
/// large as the screen allows with the step's formula and explanation, the scenario's title and
/// description as a caption, "Step 4 of 6 · Softmax", the projector look (light, high contrast,
/// thick lines between the cells). The docks, menus, toolbar and status bar step aside; I shows
/// the inspector beside the map. Leaving restores the window, its docks and toolbars as they were.
///
/// Keys, wherever the focus is in the window (a checkbox, a spin box or a button too): → / Page
/// Down / Space next step, ← / Page Up previous, Home / End first and last, B blanks the window
/// (again to show it), F11 full screen. A text field keeps every key it types or moves its cursor
/// with, and a table keeps its keys (it moves between cells with them).
class PresenterMode : public QObject
{
    Q_OBJECT

public:
    explicit PresenterMode(MainWindow* window);
    ~PresenterMode() override;

    bool isActive() const { return active_; }
    bool isBlank() const;
    /// presenter (F5), fullScreen (F11), blank (B), firstStep (Home), lastStep (End),
    /// presenterInspector (I): named by objectName.
    QList<QAction*> actions() const { return actions_; }

    /// True when the widget with the focus keeps the presentation keys: a text field being
    /// typed in (not a spin box's), a table or its cell editor.
    static bool keepsKeys(const QWidget* focus);

    /// Resizes and moves a top-level widget so that it fits the available area of its screen.
    static void fitToScreen(QWidget* window);

public slots:
    void setActive(bool on);
    void setBlank(bool on);

signals:
    void activeChanged(bool active);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool isPresentationKey(const QKeyEvent* key) const;

    MainWindow* window_;
    QList<QAction*> actions_;
    QAction* presenter_;
    QAction* fullScreen_;
    QAction* blankAction_;
    QAction* inspector_;
    QShortcut* escape_;
    QPointer<QWidget> blank_;
    bool active_ = false;
    // What presenter mode changed, to put back.
    QByteArray savedState_, savedGeometry_;
    Qt::WindowStates savedWindowState_;
    int savedView_ = 0;
    bool menuBarVisible_ = true, statusBarVisible_ = true;
    QPointer<QBoxLayout> lessonHome_; ///< where the lesson panel stands out of presenter mode
    int lessonIndex_ = -1;
};

} // namespace attnlab
