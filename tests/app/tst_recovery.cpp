// Never lose work: recovery copies of unsaved scenarios and lessons (RecoveryStore, Autosave),
// and the app killed with SIGKILL, started again, restoring the edit.
#include "autosave.h"
#include "commands/setrandomcommand.h"
#include "document.h"
#include "inputerror.h"
#include "lessoneditor.h"
#include "mainwindow.h"
#include "matrixpanel.h"
#include "matrixtablemodel.h"
#include "recoverystore.h"
#include "scenariofile.h"
#include "translations.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <csignal>
#include <cstdio>

using namespace attnlab;

namespace {

/// The folder the app's copies go to under XDG_DATA_HOME: AppDataLocation is
/// "<organisation>/<application>", both "AttnLab" (main.cpp).
const QString appRecovery = QStringLiteral("AttnLab/AttnLab/recovery");

QStringList copiesIn(const QString& folder)
{
    return QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

/// A process that has ended: its pid is no longer running.
qint64 deadPid()
{
    QProcess p;
    p.start(QStringLiteral("true"), {});
    p.waitForFinished();
    return p.processId() ? p.processId() : 999999;
}

/// A lock as QLockFile writes it, owned by a process that is no longer running.
void writeDeadLock(const QString& path)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::number(deadPid()) + "\nattnlab\n" + QSysInfo::machineHostName().toUtf8() +
            "\n");
}

/// A copy left by the instance "instance", which stopped (its lock is stale).
QString leaveCopy(const QString& folder, const QString& instance, const QString& kind,
                  const QString& title, const QString& originalPath, const QByteArray& content)
{
    RecoveryStore writer(folder);
    writer.write(kind, title, originalPath, QString(), content);
    const QString left =
        QDir(folder).filePath(instance + QLatin1Char('.') + kind + QStringLiteral(".json"));
    QFile::remove(left);
    QFile::rename(writer.fileFor(kind), left);
    writeDeadLock(QDir(folder).filePath(instance + QStringLiteral(".lock")));
    return left;
}

/// The child run by killedAppIsRestored: the app's window, as main() makes it, on a scenario
/// file; Q's first cell typed in as a user would (the table's model, as its editor sets it);
/// once the recovery copy is there, says so and waits to be killed.
int editThenWait(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("AttnLab"));
    QApplication::setOrganizationName(QStringLiteral("AttnLab"));
    installTranslators(app, QStringLiteral("en"));
    MainWindow window;
    window.show();
    if (!window.openFile(QString::fromLocal8Bit(argv[2])))
        return 2;
    MatrixTableModel* q = window.matrixPanel()->model(MatrixRole::Query);
    if (!q->setData(q->index(0, 0), QStringLiteral("3.5"), Qt::EditRole))
        return 3;
    const QString copy = window.autosave()->store().fileFor(QStringLiteral("scenario"));
    auto* poll = new QTimer(&app);
    QObject::connect(poll, &QTimer::timeout, &app, [poll, copy] {
        if (QFileInfo::exists(copy)) {
            poll->stop();
            std::printf("copied %s\n", qPrintable(copy));
            std::fflush(stdout);
        }
    });
    poll->start(20);
    return QApplication::exec(); // until SIGKILL
}

/// Clicks the button of the next message box.
void answerNextMessageBox(QObject* context, QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, context, [button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box && box->button(button))
            box->button(button)->click();
    });
}

} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    // RecoveryStore
    void writesAtomicallyAndReadsBack();
    void writeFailureNamesTheFile();
    void twoInstancesKeepTheirOwnCopies();
    void staleLockMeansTheOwnerStopped();
    void corruptCopyIsExplained_data();
    void corruptCopyIsExplained();

    // Autosave in the window
    void editIsCopiedAtTheInterval();
    void savingUndoingOrClosingRemovesTheCopy();
    void discardOnCloseRemovesTheCopy();
    void computationStartWritesACopy();
    void restoreIsModifiedWithItsFile();
    void dialogListsSeveralAndDiscards();
    void corruptCopyIsRefusedNotCrashed();
    void lessonBeingMadeIsCopiedAndRestored();

    // The real app, killed
    void killedAppIsRestored();

private:
    QTemporaryDir home_;
    QString folder_; ///< the window's recovery folder
    MainWindow* window_ = nullptr;
};

void TestRecovery::initTestCase()
{
    QVERIFY(home_.isValid());
    // Never the user's own folders.
    qputenv("XDG_DATA_HOME", QFile::encodeName(home_.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home_.filePath(QStringLiteral("config"))));
    qunsetenv("ATTNLAB_RECOVERY_ANSWER");
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
    folder_ = RecoveryStore::defaultFolder();
    QVERIFY2(folder_.startsWith(home_.path()), qPrintable(folder_));
}

void TestRecovery::init()
{
    QDir(folder_).removeRecursively();
    qputenv("ATTNLAB_AUTOSAVE_MS", "100");
    window_ = new MainWindow;
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestRecovery::cleanup()
{
    if (window_) {
        window_->document()->undoStack()->setClean();
        window_->lessonEditor()->undoStack()->setClean();
        delete window_;
        window_ = nullptr;
    }
    qunsetenv("ATTNLAB_RECOVERY_ANSWER");
}

void TestRecovery::writesAtomicallyAndReadsBack()
{
    QTemporaryDir dir;
    RecoveryStore store(dir.path());
    QVERIFY(store.error().isEmpty());
    QVERIFY(QFileInfo::exists(dir.filePath(store.instanceId() + QStringLiteral(".lock"))));
    QCOMPARE(store.write(QStringLiteral("scenario"), QStringLiteral("Le chat noir"),
                         QStringLiteral("/x/cat.json"), QStringLiteral("/x"),
                         QByteArray("{\n  \"q\": [[1, 2]]\n}\n")),
             QString());
    // Written again: replaced whole (QSaveFile), no temporary file left beside it.
    QCOMPARE(store.write(QStringLiteral("scenario"), QStringLiteral("Le chat noir"),
                         QStringLiteral("/x/cat.json"), QStringLiteral("/x"),
                         QByteArray("{\n  \"q\": [[3, 4]]\n}\n")),
             QString());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList({store.instanceId() + QStringLiteral(".lock"),
                          store.instanceId() + QStringLiteral(".scenario.json")}));
    const RecoveryEntry e = RecoveryStore::read(store.fileFor(QStringLiteral("scenario")));
    QCOMPARE(e.error, QString());
    QCOMPARE(e.kind, QStringLiteral("scenario"));
    QCOMPARE(e.title, QStringLiteral("Le chat noir"));
    QCOMPARE(e.originalPath, QStringLiteral("/x/cat.json"));
    QCOMPARE(e.baseDir, QStringLiteral("/x"));
    QCOMPARE(e.content, QByteArray("{\n  \"q\": [[3, 4]]\n}\n"));
    QCOMPARE(e.pid, QCoreApplication::applicationPid());
    QCOMPARE(e.instance, store.instanceId());
    QVERIFY(qAbs(e.saved.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    store.remove(QStringLiteral("scenario"));
    QVERIFY(!store.has(QStringLiteral("scenario")));
}

void TestRecovery::writeFailureNamesTheFile()
{
    QTemporaryDir dir;
    RecoveryStore store(dir.path());
    QVERIFY(store.write(QStringLiteral("lesson"), QStringLiteral("t"), {}, {}, "{}").isEmpty());
    // A folder where the copy should be: refused, named, never renamed over.
    QVERIFY(QFile::remove(store.fileFor(QStringLiteral("lesson"))));
    QVERIFY(QDir().mkpath(store.fileFor(QStringLiteral("lesson"))));
    const QString error =
        store.write(QStringLiteral("lesson"), QStringLiteral("t"), {}, {}, "{\"x\": 1}");
    QVERIFY2(error.contains(store.fileFor(QStringLiteral("lesson"))), qPrintable(error));
    QVERIFY(QFileInfo(store.fileFor(QStringLiteral("lesson"))).isDir());

    // A folder that cannot be made: said once, nothing written.
    QFile blocker(dir.filePath(QStringLiteral("file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    RecoveryStore nowhere(dir.filePath(QStringLiteral("file/recovery")));
    QVERIFY(nowhere.error().contains(QStringLiteral("file/recovery")));
    QVERIFY(!nowhere.write(QStringLiteral("scenario"), {}, {}, {}, "{}").isEmpty());
    QVERIFY(nowhere.orphans().isEmpty());
}

void TestRecovery::twoInstancesKeepTheirOwnCopies()
{
    QTemporaryDir dir;
    RecoveryStore a(dir.path());
    RecoveryStore b(dir.path());
    QVERIFY(a.instanceId() != b.instanceId());
    QVERIFY(
        a.write(QStringLiteral("scenario"), QStringLiteral("A"), {}, {}, "{\"a\": 1}").isEmpty());
    QVERIFY(
        b.write(QStringLiteral("scenario"), QStringLiteral("B"), {}, {}, "{\"b\": 1}").isEmpty());
    QVERIFY(a.fileFor(QStringLiteral("scenario")) != b.fileFor(QStringLiteral("scenario")));
    // Both running: neither offers (nor takes) the other's copy.
    QVERIFY(a.orphans().isEmpty());
    QVERIFY(b.orphans().isEmpty());
    // A third starting now does not either.
    RecoveryStore c(dir.path());
    QVERIFY(c.orphans().isEmpty());
    a.remove(QStringLiteral("scenario"));
    QVERIFY(!a.has(QStringLiteral("scenario")));
    QCOMPARE(RecoveryStore::read(b.fileFor(QStringLiteral("scenario"))).title, QStringLiteral("B"));
}

void TestRecovery::staleLockMeansTheOwnerStopped()
{
    QTemporaryDir dir;
    const QString left =
        leaveCopy(dir.path(), QStringLiteral("111-dead"), QStringLiteral("scenario"),
                  QStringLiteral("Left"), QStringLiteral("/x/left.json"), "{}");
    // A copy with no lock at all: its owner is gone too.
    const QString unlocked =
        leaveCopy(dir.path(), QStringLiteral("222-gone"), QStringLiteral("lesson"),
                  QStringLiteral("Unlocked"), {}, "{}");
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("222-gone.lock"))));

    RecoveryStore first(dir.path());
    const QList<RecoveryEntry> found = first.orphans();
    QCOMPARE(found.size(), 2);
    QStringList titles;
    for (const RecoveryEntry& e : found)
        titles << e.title;
    titles.sort();
    QCOMPARE(titles, QStringList({QStringLiteral("Left"), QStringLiteral("Unlocked")}));
    // An instance starting at the same time: the first has taken them.
    RecoveryStore second(dir.path());
    QVERIFY(second.orphans().isEmpty());
    // Discarded: the copy, its dead instance's lock and a write it left half-done go.
    QFile partial(dir.filePath(QStringLiteral("111-dead.scenario.json.aB3xYz")));
    QVERIFY(partial.open(QIODevice::WriteOnly));
    partial.close();
    for (const RecoveryEntry& e : found)
        first.resolve(e);
    QVERIFY(!QFileInfo::exists(left));
    QVERIFY(!QFileInfo::exists(unlocked));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("111-dead.lock"))));
    QVERIFY(!partial.exists());
    QVERIFY(second.orphans().isEmpty());

    // Decide later: released, offered again.
    leaveCopy(dir.path(), QStringLiteral("333-later"), QStringLiteral("scenario"),
              QStringLiteral("Later"), {}, "{}");
    QCOMPARE(first.orphans().size(), 1);
    QVERIFY(second.orphans().isEmpty());
    first.release();
    QCOMPARE(second.orphans().size(), 1);
}

void TestRecovery::corruptCopyIsExplained_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("not a recovery copy");
    QTest::newRow("cut") << QByteArray("{\"format\": \"attnlab-rec") << QStringLiteral("at byte");
    QTest::newRow("binary") << QByteArray("\x00\xff\xfe garbage", 12)
                            << QStringLiteral("not a recovery copy");
    QTest::newRow("array") << QByteArray("[1, 2]") << QStringLiteral("\"format\"");
    QTest::newRow("other json") << QByteArray("{\"q\": [[1]]}") << QStringLiteral("\"format\"");
    QTest::newRow("version") << QByteArray("{\"format\": \"attnlab-recovery\", \"version\": 9}")
                             << QStringLiteral("version 9");
    QTest::newRow("no content")
        << QByteArray(
               "{\"format\": \"attnlab-recovery\", \"version\": 1, \"kind\": \"scenario\", "
               "\"title\": \"t\", \"originalPath\": \"\", \"baseDir\": \"\", \"saved\": \"\"}")
        << QStringLiteral("\"content\"");
    QTest::newRow("kind")
        << QByteArray(
               "{\"format\": \"attnlab-recovery\", \"version\": 1, \"kind\": \"movie\", "
               "\"title\": \"t\", \"originalPath\": \"\", \"baseDir\": \"\", \"saved\": \"\", "
               "\"content\": \"{}\"}")
        << QStringLiteral("\"kind\"");
    QTest::newRow("title a number")
        << QByteArray("{\"format\": \"attnlab-recovery\", \"version\": 1, \"kind\": \"lesson\", "
                      "\"title\": 3, \"originalPath\": \"\", \"baseDir\": \"\", \"saved\": \"\", "
                      "\"content\": \"{}\"}")
        << QStringLiteral("\"title\"");
}

void TestRecovery::corruptCopyIsExplained()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("444-bad.scenario.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    RecoveryStore store(dir.path());
    const QList<RecoveryEntry> found = store.orphans();
    QCOMPARE(found.size(), 1);
    QVERIFY2(found[0].error.contains(file), qPrintable(found[0].error));
    QVERIFY2(found[0].error.contains(says), qPrintable(found[0].error));
    QVERIFY(found[0].content.isEmpty());
}

void TestRecovery::editIsCopiedAtTheInterval()
{
    QCOMPARE(window_->autosave()->interval(), 100);
    const QString copy = window_->autosave()->store().fileFor(QStringLiteral("scenario"));
    QSignalSpy ticks(window_->autosave(), &Autosave::ticked);
    QVERIFY(ticks.wait(5000));
    QVERIFY(!QFileInfo::exists(copy)); // nothing unsaved, nothing copied
    MatrixTableModel* q = window_->matrixPanel()->model(MatrixRole::Query);
    QVERIFY(q->setData(q->index(0, 0), QStringLiteral("3.5"), Qt::EditRole));
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(copy), 5000);
    const RecoveryEntry e = RecoveryStore::read(copy);
    QCOMPARE(e.error, QString());
    QCOMPARE(e.kind, QStringLiteral("scenario"));
    QCOMPARE(e.originalPath, QString());
    QCOMPARE(e.content, Document::toText(window_->document()->scenario())); // as Save writes
    Warnings warnings;
    QCOMPARE(scenarioFromText(e.content.toStdString(), warnings).q(0, 0), 3.5);
    // The next edit is in the next copy.
    QVERIFY(q->setData(q->index(0, 1), QStringLiteral("-2.25"), Qt::EditRole));
    QTRY_VERIFY_WITH_TIMEOUT(
        scenarioFromText(RecoveryStore::read(copy).content.toStdString(), warnings).q(0, 1) ==
            -2.25,
        5000);
    // The interval is a setting, 30 s unless said.
    qunsetenv("ATTNLAB_AUTOSAVE_MS");
    QCOMPARE(Autosave::configuredInterval(), 30000);
    qputenv("ATTNLAB_AUTOSAVE_MS", "100");
}

void TestRecovery::savingUndoingOrClosingRemovesTheCopy()
{
    QTemporaryDir dir;
    const QString copy = window_->autosave()->store().fileFor(QStringLiteral("scenario"));
    MatrixTableModel* q = window_->matrixPanel()->model(MatrixRole::Query);
    QVERIFY(q->setData(q->index(0, 0), QStringLiteral("3.5"), Qt::EditRole));
    window_->autosave()->saveNow();
    QVERIFY(QFileInfo::exists(copy));
    // Undone back to the state it was opened in: nothing to recover.
    window_->document()->undoStack()->undo();
    QVERIFY(!QFileInfo::exists(copy));
    window_->document()->undoStack()->redo();
    window_->autosave()->saveNow();
    QVERIFY(QFileInfo::exists(copy));
    // Saved: the file is the work.
    QString error;
    QVERIFY(window_->document()->save(dir.filePath(QStringLiteral("s.json")), &error));
    QVERIFY(!QFileInfo::exists(copy));
    QSignalSpy ticks(window_->autosave(), &Autosave::ticked);
    QVERIFY(ticks.wait(5000)); // the timer's next round copies nothing
    QVERIFY(!QFileInfo::exists(copy));
    // Edited again, closed with everything saved (no prompt): no copy, and none after.
    QVERIFY(q->setData(q->index(0, 0), QStringLiteral("1"), Qt::EditRole));
    window_->autosave()->saveNow();
    QVERIFY(QFileInfo::exists(copy));
    QVERIFY(window_->document()->save(dir.filePath(QStringLiteral("s.json")), &error));
    QVERIFY(window_->close());
    QVERIFY(copiesIn(folder_).isEmpty());
}

void TestRecovery::discardOnCloseRemovesTheCopy()
{
    const QString copy = window_->autosave()->store().fileFor(QStringLiteral("scenario"));
    MatrixTableModel* q = window_->matrixPanel()->model(MatrixRole::Query);
    QVERIFY(q->setData(q->index(0, 0), QStringLiteral("3.5"), Qt::EditRole));
    window_->autosave()->saveNow();
    QVERIFY(QFileInfo::exists(copy));
    // Cancel keeps the window and the copy.
    answerNextMessageBox(this, QMessageBox::Cancel);
    QVERIFY(!window_->close());
    QVERIFY(QFileInfo::exists(copy));
    // Discard: the user chose to lose the changes; the copy goes, and no copy after.
    answerNextMessageBox(this, QMessageBox::Discard);
    QVERIFY(window_->close());
    QVERIFY(!QFileInfo::exists(copy));
    QCOMPARE(window_->autosave()->interval(), 0); // closed: the timer stopped
    window_->autosave()->saveNow();               // what aboutToQuit does
    QVERIFY(copiesIn(folder_).isEmpty());
}

void TestRecovery::computationStartWritesACopy()
{
    // The timer off: only the crash-prone moment writes.
    delete window_;
    qputenv("ATTNLAB_AUTOSAVE_MS", "0");
    window_ = new MainWindow;
    QCOMPARE(window_->autosave()->interval(), 0);
    const QString copy = window_->autosave()->store().fileFor(QStringLiteral("scenario"));
    MatrixTableModel* q = window_->matrixPanel()->model(MatrixRole::Query);
    QVERIFY(q->setData(q->index(0, 0), QStringLiteral("3.5"), Qt::EditRole));
    QVERIFY(!QFileInfo::exists(copy)); // an edit alone does not copy (no timer runs)
    // Opening another file copies first (before even asking whether to save: here cancelled).
    answerNextMessageBox(this, QMessageBox::Cancel);
    QVERIFY(!window_->openFile(home_.filePath(QStringLiteral("other.json"))));
    QVERIFY(QFileInfo::exists(copy));
    QVERIFY(QFile::remove(copy));
    // A computation in the background (a large scenario) copies before it starts.
    Document* document = window_->document();
    document->undoStack()->push(new SetRandomCommand(document, RandomSpec{"torch", 2, 400, 16}, 1));
    QVERIFY(window_->document()->isComputing());
    QVERIFY(QFileInfo::exists(copy));
    window_->document()->waitForResult();
    qputenv("ATTNLAB_AUTOSAVE_MS", "100");
}

void TestRecovery::restoreIsModifiedWithItsFile()
{
    // A scenario file, edited in an instance that was killed: its copy is left.
    QTemporaryDir dir;
    const QString original = dir.filePath(QStringLiteral("seed.json"));
    QVERIFY(
        QFile::copy(QStringLiteral(ATTNLAB_SOURCE_DIR "/examples/lesson-seed0.json"), original));
    Scenario edited = readScenarioFile(original).scenario;
    edited.title = "Edited before the crash";
    leaveCopy(folder_, QStringLiteral("555-killed"), QStringLiteral("scenario"),
              QStringLiteral("seed.json"), original, Document::toText(edited));

    qputenv("ATTNLAB_RECOVERY_ANSWER", "restore");
    QCOMPARE(window_->autosave()->offerRecovery(), 1);
    Document* document = window_->document();
    QVERIFY(document->scenario() == edited);
    QVERIFY(document->isModified()); // not saved until the user saves
    QCOMPARE(document->filePath(), original);
    QVERIFY(window_->isWindowModified());
    // Taken over: this instance's copy, the killed one's gone with its lock.
    QCOMPARE(copiesIn(folder_),
             QStringList(QFileInfo(window_->autosave()->store().fileFor(QStringLiteral("scenario")))
                             .fileName()));
    QVERIFY(!QFileInfo::exists(QDir(folder_).filePath(QStringLiteral("555-killed.lock"))));
    QCOMPARE(RecoveryStore::read(window_->autosave()->store().fileFor(QStringLiteral("scenario")))
                 .originalPath,
             original);
    // The file itself is as it was, until Save writes to it.
    QVERIFY(!(readScenarioFile(original).scenario == edited));
    QVERIFY(window_->save());
    QVERIFY(readScenarioFile(original).scenario == edited);
    QVERIFY(!document->isModified());
    QVERIFY(copiesIn(folder_).isEmpty());
}

void TestRecovery::dialogListsSeveralAndDiscards()
{
    Scenario one = Document::lessonScenario();
    one.title = "First";
    Scenario two = one;
    two.title = "Second";
    leaveCopy(folder_, QStringLiteral("601-a"), QStringLiteral("scenario"), QStringLiteral("First"),
              {}, Document::toText(one));
    leaveCopy(folder_, QStringLiteral("602-b"), QStringLiteral("scenario"),
              QStringLiteral("Second"), QStringLiteral("/nowhere/second.json"),
              Document::toText(two));
    QStringList shown;
    bool restoreEnabled = false;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = QApplication::activeModalWidget();
        QVERIFY(dialog);
        auto* list = dialog->findChild<QListWidget*>(QStringLiteral("recoveryList"));
        for (int i = 0; i < list->count(); ++i)
            shown << list->item(i)->text();
        restoreEnabled = dialog->findChild<QPushButton*>(QStringLiteral("restore"))->isEnabled();
        list->setCurrentRow(1);
        dialog->findChild<QPushButton*>(QStringLiteral("discard"))->click(); // the second
        QCOMPARE(list->count(), 1);
        dialog->findChild<QPushButton*>(QStringLiteral("later"))->click();
    });
    QCOMPARE(window_->autosave()->offerRecovery(), 0);
    QCOMPARE(shown.size(), 2);
    QVERIFY2(shown[0].contains(QStringLiteral("Scenario “First”")) &&
                 shown[0].contains(QStringLiteral("never saved")) &&
                 shown[0].contains(QStringLiteral("Last copy: ")),
             qPrintable(shown[0]));
    QVERIFY2(shown[1].contains(QStringLiteral("/nowhere/second.json")), qPrintable(shown[1]));
    QVERIFY(restoreEnabled);
    QVERIFY(!window_->document()->isModified());
    // The discarded copy is gone; the one left for later is offered again.
    QCOMPARE(copiesIn(folder_), QStringList(QStringLiteral("601-a.scenario.json")));
    RecoveryStore next(folder_);
    QCOMPARE(next.orphans().size(), 1);
}

void TestRecovery::corruptCopyIsRefusedNotCrashed()
{
    // A wrapper that reads, holding a scenario that does not.
    leaveCopy(folder_, QStringLiteral("701-bad"), QStringLiteral("scenario"), QStringLiteral("Bad"),
              {}, "{\"kind\": \"matrices\", \"q\": [[1, 2], [3]]}");
    QFile garbage(QDir(folder_).filePath(QStringLiteral("702-junk.lesson.json")));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("\x01\x02 not json");
    garbage.close();
    qputenv("ATTNLAB_RECOVERY_ANSWER", "restore");
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("701-bad.scenario.json")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("702-junk.lesson.json")));
    QCOMPARE(window_->autosave()->offerRecovery(), 0);
    QVERIFY(!window_->document()->isModified());
    // In the dialog: the unreadable one is listed with why, and cannot be restored.
    qunsetenv("ATTNLAB_RECOVERY_ANSWER");
    QString text, error;
    bool restoreEnabled = true;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = QApplication::activeModalWidget();
        QVERIFY(dialog);
        auto* list = dialog->findChild<QListWidget*>(QStringLiteral("recoveryList"));
        for (int i = 0; i < list->count(); ++i) {
            list->setCurrentRow(i);
            if (list->item(i)->text().contains(QStringLiteral("702-junk"))) {
                text = list->item(i)->text();
                restoreEnabled =
                    dialog->findChild<QPushButton*>(QStringLiteral("restore"))->isEnabled();
            }
        }
        // The other: restoring it says why it cannot, in a message.
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->text().contains(QStringLiteral("Bad")))
                list->setCurrentRow(i);
        QTimer::singleShot(0, this, [&] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                error = box->text();
                box->button(QMessageBox::Ok)->click();
            }
        });
        dialog->findChild<QPushButton*>(QStringLiteral("restore"))->click();
        dialog->findChild<QPushButton*>(QStringLiteral("later"))->click();
    });
    window_->autosave()->offerRecovery();
    QVERIFY2(text.startsWith(QStringLiteral("A copy that cannot be read: ")), qPrintable(text));
    QVERIFY(!restoreEnabled);
    QVERIFY2(error.contains(QStringLiteral("701-bad.scenario.json")), qPrintable(error));
    QVERIFY(!window_->document()->isModified());
    QCOMPARE(copiesIn(folder_).size(), 2); // kept: the user may want to look at them
}

void TestRecovery::lessonBeingMadeIsCopiedAndRestored()
{
    LessonEditor* editor = window_->lessonEditor();
    editor->addView();
    LessonText title;
    title.text = "Made before the crash";
    editor->setTitle(title);
    const QString copy = window_->autosave()->store().fileFor(QStringLiteral("lesson"));
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(copy), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(RecoveryStore::read(copy).title,
                              QStringLiteral("Made before the crash"), 5000);
    const RecoveryEntry e = RecoveryStore::read(copy);
    QCOMPARE(e.kind, QStringLiteral("lesson"));
    QCOMPARE(e.content, editor->text());
    // Left by a killed instance, restored in a new window: modified, its steps there.
    QVERIFY(QFile::rename(copy, QDir(folder_).filePath(QStringLiteral("801-k.lesson.json"))));
    writeDeadLock(QDir(folder_).filePath(QStringLiteral("801-k.lock")));
    const Lesson made = editor->lesson();
    editor->undoStack()->setClean();
    delete window_;
    window_ = new MainWindow;
    qputenv("ATTNLAB_RECOVERY_ANSWER", "restore");
    QCOMPARE(window_->autosave()->offerRecovery(), 1);
    QVERIFY(window_->lessonEditor()->lesson() == made);
    QVERIFY(window_->lessonEditor()->isModified());
    QVERIFY(!window_->document()->isModified());
    QCOMPARE(
        copiesIn(folder_),
        QStringList(
            QFileInfo(window_->autosave()->store().fileFor(QStringLiteral("lesson"))).fileName()));
}

void TestRecovery::killedAppIsRestored()
{
    delete window_;
    window_ = nullptr;
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString work = home.filePath(QStringLiteral("work/seed.json"));
    QVERIFY(QDir().mkpath(home.filePath(QStringLiteral("work"))));
    QVERIFY(QFile::copy(QStringLiteral(ATTNLAB_SOURCE_DIR "/examples/lesson-seed0.json"), work));
    QFile::setPermissions(work, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray before = [&] {
        QFile f(work);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    const QString recovery = home.filePath(QStringLiteral("data/") + appRecovery);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("ATTNLAB_AUTOSAVE_MS"), QStringLiteral("200"));
    env.remove(QStringLiteral("ATTNLAB_RECOVERY_ANSWER"));

    // 1. The window on the scenario file, Q's first cell edited, killed once its copy is kept.
    QProcess editing;
    editing.setProcessEnvironment(env);
    editing.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    editing.start(QCoreApplication::applicationFilePath(),
                  {QStringLiteral("--edit-then-wait"), work});
    QVERIFY(editing.waitForStarted());
    QElapsedTimer clock;
    clock.start();
    QByteArray said;
    while (!said.contains('\n') && clock.elapsed() < 60000 &&
           editing.state() == QProcess::Running) {
        editing.waitForReadyRead(200);
        said += editing.readAllStandardOutput();
    }
    QVERIFY2(said.startsWith("copied "), said.constData());
    const qint64 killedPid = editing.processId();
    QCOMPARE(::kill(pid_t(killedPid), SIGKILL), 0);
    QVERIFY(editing.waitForFinished(10000));
    QCOMPARE(editing.exitStatus(), QProcess::CrashExit);
    const QStringList left = copiesIn(recovery);
    QCOMPARE(left.size(), 1);
    const RecoveryEntry killed = RecoveryStore::read(QDir(recovery).filePath(left[0]));
    QCOMPARE(killed.error, QString());
    QCOMPARE(killed.pid, killedPid);
    QCOMPARE(killed.originalPath, work);
    // The file was not touched: the edit is only in the copy.
    QFile original(work);
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(original.readAll(), before);
    original.close();

    // 2. The app started again, its prompt answered Restore: the edit is back, unsaved, and
    //    this instance keeps its own copy of it (checked there: the app writes nothing else).
    QProcess restoring;
    QProcessEnvironment restoreEnv = env;
    restoreEnv.insert(QStringLiteral("ATTNLAB_RECOVERY_ANSWER"), QStringLiteral("restore"));
    restoring.setProcessEnvironment(restoreEnv);
    restoring.setProcessChannelMode(QProcess::ForwardedChannels);
    restoring.start(QStringLiteral(ATTNLAB_APP), {});
    QVERIFY(restoring.waitForStarted());
    RecoveryEntry restored;
    QTRY_VERIFY_WITH_TIMEOUT(
        (restored = copiesIn(recovery).size() == 1
                        ? RecoveryStore::read(QDir(recovery).filePath(copiesIn(recovery)[0]))
                        : RecoveryEntry{},
         restored.pid == restoring.processId()),
        60000);
    QCOMPARE(restored.originalPath, work);
    Warnings warnings;
    const Scenario scenario = scenarioFromText(restored.content.toStdString(), warnings);
    QCOMPARE(scenario.q(0, 0), 3.5);
    QVERIFY(!QFileInfo::exists(QDir(recovery).filePath(left[0])));
    ::kill(pid_t(restoring.processId()), SIGKILL);
    QVERIFY(restoring.waitForFinished(10000));

    // 3. Killed again, started again, Discard: nothing is left to recover.
    QCOMPARE(copiesIn(recovery).size(), 1);
    QProcess discarding;
    QProcessEnvironment discardEnv = env;
    discardEnv.insert(QStringLiteral("ATTNLAB_RECOVERY_ANSWER"), QStringLiteral("discard"));
    discarding.setProcessEnvironment(discardEnv);
    discarding.setProcessChannelMode(QProcess::ForwardedChannels);
    discarding.start(QStringLiteral(ATTNLAB_APP), {});
    QVERIFY(discarding.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(copiesIn(recovery).isEmpty(), 60000);
    discarding.terminate();
    QVERIFY(discarding.waitForFinished(10000));
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(original.readAll(), before);
}

int main(int argc, char* argv[])
{
    // The child of killedAppIsRestored.
    if (argc == 3 && qstrcmp(argv[1], "--edit-then-wait") == 0)
        return editThenWait(argc, argv);
    QApplication app(argc, argv);
    TestRecovery test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_recovery.moc"
