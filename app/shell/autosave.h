#pragma once

#include "recoverystore.h"

#include <QObject>
#include <QString>

class QTimer;

namespace attnlab {

class MainWindow;

/// Never lose work: while the window's scenario (Document) or the lesson being made
/// (LessonEditor) has unsaved changes, a recovery copy of it -- the text Save would write, with
/// its title, file and time -- is written atomically to RecoveryStore::defaultFolder() every
/// interval() (30 s) and at the moments a crash is likelier: before a computation in the
/// background, before another file is opened, when the application goes to the background or
/// quits without the window closing (a session ending). Saving, undoing back to the saved state,
/// discarding or closing the window normally removes the copy.
///
/// At the next start, offerRecovery() lists the copies of instances that stopped without
/// closing (crashed or killed) and offers to restore or discard each.
class Autosave : public QObject
{
    Q_OBJECT

public:
    explicit Autosave(MainWindow* window);
    ~Autosave() override;

    RecoveryStore& store() { return store_; }
    /// Milliseconds between copies: $ATTNLAB_AUTOSAVE_MS, else the setting
    /// "recovery/intervalSeconds" (QSettings), else 30 s. 0 turns the timer off (the copies at
    /// the crash-prone moments are still written).
    static int configuredInterval();
    int interval() const;

    /// Writes the copy of each document with unsaved changes that changed since its last copy.
    void saveNow();
    /// The window closed normally (saved, or the user chose Discard): the copies go, and no more
    /// are written.
    void closedNormally();

    /// Offers the copies left by instances that stopped: a dialog lists them (what, which file,
    /// when) with Restore, Discard and Decide Later. $ATTNLAB_RECOVERY_ANSWER ("restore",
    /// "discard" or "later") answers it without showing it -- for tests and scripts; it does
    /// nothing else. Returns how many copies were restored.
    int offerRecovery();
    /// Restores one copy into the window (the scenario, or the lesson being made), modified and
    /// with its file remembered, then takes it over: this instance's copy is written, the old
    /// one removed. False with *error when it cannot be read or the user kept their document.
    bool restore(const RecoveryEntry& entry, QString* error);
    /// Deletes a left copy.
    void discard(const RecoveryEntry& entry);
    /// A line for a left copy, in the interface language: what, which file, when.
    static QString describe(const RecoveryEntry& entry);

signals:
    /// A copy could not be written (once per failure, for the status bar).
    void problem(const QString& text);
    /// The timer's round of copies ran, whether or not anything needed a copy.
    void ticked();

private:
    bool saveScenario();
    bool saveLesson();
    QString scenarioTitle() const;

    MainWindow* window_;
    RecoveryStore store_;
    QTimer* timer_;
    bool scenarioDirty_ = false;
    bool lessonDirty_ = false;
    bool closed_ = false;
    QString lastProblem_;
};

} // namespace attnlab
