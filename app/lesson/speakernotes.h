#pragma once

#include <QElapsedTimer>
#include <QWidget>

class QLabel;
class QScreen;
class QTextBrowser;

namespace attnlab {

class LessonPanel;

/// The speaker notes of a lesson in presenter mode: a window of its own for the teacher's screen
/// (the laptop), while the projector shows the room the map and the question alone. It shows
/// the step's note, its question with the answer the engine's numbers give (before the reveal),
/// what comes next and the time since the presentation started, and it takes the presentation
/// keys (→ ← Home End, R reveal, B blank, Esc leave) like the main window.
class SpeakerNotes : public QWidget
{
    Q_OBJECT

public:
    explicit SpeakerNotes(LessonPanel* panel, QWidget* parent = nullptr);

    /// The screen for the notes: the first one that is not the presentation's; nullptr when
    /// there is only one.
    static QScreen* notesScreen(const QList<QScreen*>& screens, const QScreen* presenting);

    /// What the notes say (plain text, for tests).
    QString notesText() const;
    QString headerText() const;
    QString nextText() const;

public slots:
    /// Reads the lesson panel's step again.
    void refresh();
    /// Starts the clock again (the presentation begins).
    void restartClock();

signals:
    /// The teacher closed the window.
    void dismissed();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void updateClock();
    void retranslate();
    /// Half as large again as the interface's text (which Preferences may change).
    void followFont();

    LessonPanel* panel_;
    QLabel* header_;
    QLabel* clock_;
    QTextBrowser* notes_;
    QLabel* next_;
    QLabel* keys_;
    QElapsedTimer elapsed_;
};

} // namespace attnlab
