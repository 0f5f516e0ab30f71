#include "autosave.h"

#include "document.h"
#include "enginemessage.h"
#include "inputerror.h"
#include "lessoneditor.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "scenariofile.h"
#include "translations.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace attnlab {

namespace {

const QString scenarioKind = QStringLiteral("scenario");
const QString lessonKind = QStringLiteral("lesson");

/// The list of left copies, each restored or discarded by itself; Decide Later keeps the rest.
class RecoveryDialog : public QDialog
{
    Q_DECLARE_TR_FUNCTIONS(RecoveryDialog)

public:
    RecoveryDialog(Autosave* autosave, QList<RecoveryEntry> entries, QWidget* parent)
        : QDialog(parent), autosave_(autosave), entries_(std::move(entries))
    {
        setObjectName(QStringLiteral("recoveryDialog"));
        setWindowTitle(tr("Recover unsaved work"));
        auto* layout = new QVBoxLayout(this);
        auto* heading = new QLabel(
            tr("<p><b>AttnLab stopped without closing</b> (it crashed, or was stopped) while "
               "there was work not saved. A copy of it was kept:</p>"),
            this);
        heading->setWordWrap(true);
        layout->addWidget(heading);
        list_ = new QListWidget(this);
        list_->setObjectName(QStringLiteral("recoveryList"));
        list_->setWordWrap(true);
        list_->setAlternatingRowColors(true);
        layout->addWidget(list_, 1);
        auto* hint = new QLabel(tr("<b>Restore</b> opens it with its changes not saved: save it "
                                   "to keep it. <b>Discard</b> deletes the copy. <b>Decide "
                                   "Later</b> keeps the copies for the next start."),
                                this);
        hint->setWordWrap(true);
        layout->addWidget(hint);
        auto* buttons = new QDialogButtonBox(this);
        restore_ = buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole);
        restore_->setObjectName(QStringLiteral("restore"));
        discard_ = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
        discard_->setObjectName(QStringLiteral("discard"));
        QPushButton* later = buttons->addButton(tr("Decide &Later"), QDialogButtonBox::RejectRole);
        later->setObjectName(QStringLiteral("later"));
        layout->addWidget(buttons);
        connect(restore_, &QPushButton::clicked, this, [this] { act(true); });
        connect(discard_, &QPushButton::clicked, this, [this] { act(false); });
        connect(later, &QPushButton::clicked, this, &QDialog::reject);
        connect(list_, &QListWidget::currentRowChanged, this, [this] { updateButtons(); });
        fill();
        resize(fontMetrics().averageCharWidth() * 90, fontMetrics().height() * 22);
    }

    int restored() const { return restored_; }

private:
    void fill()
    {
        list_->clear();
        for (const RecoveryEntry& e : std::as_const(entries_))
            list_->addItem(Autosave::describe(e));
        list_->setCurrentRow(0);
        updateButtons();
    }
    void updateButtons()
    {
        const int row = list_->currentRow();
        restore_->setEnabled(row >= 0 && entries_[row].error.isEmpty());
        discard_->setEnabled(row >= 0);
    }
    void act(bool restore)
    {
        const int row = list_->currentRow();
        if (row < 0)
            return;
        const RecoveryEntry entry = entries_[row];
        if (restore) {
            QString error;
            if (!autosave_->restore(entry, &error)) {
                if (!error.isEmpty())
                    QMessageBox::warning(this, tr("Cannot restore"), error);
                return;
            }
            ++restored_;
        } else {
            autosave_->discard(entry);
        }
        entries_.removeAt(row);
        if (entries_.isEmpty())
            accept();
        else
            fill();
    }

    Autosave* autosave_;
    QList<RecoveryEntry> entries_;
    QListWidget* list_;
    QPushButton* restore_;
    QPushButton* discard_;
    int restored_ = 0;
};

} // namespace

Autosave::Autosave(MainWindow* window) : QObject(window), window_(window), timer_(new QTimer(this))
{
    Document* document = window_->document();
    LessonEditor* editor = window_->lessonEditor();
    // What changed since the last copy; a document back to its saved state has no copy.
    connect(document, &Document::scenarioChanged, this, [this] { scenarioDirty_ = true; });
    connect(document, &Document::filePathChanged, this, [this] { scenarioDirty_ = true; });
    connect(document, &Document::modifiedChanged, this, [this](bool modified) {
        scenarioDirty_ = true;
        if (!modified)
            store_.remove(scenarioKind);
    });
    connect(editor, &LessonEditor::changed, this, [this] { lessonDirty_ = true; });
    connect(editor->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        lessonDirty_ = true;
        if (clean)
            store_.remove(lessonKind);
    });
    // The crash-prone moments: a long computation starts, the application leaves the
    // foreground or quits without the window closing (the session ends).
    connect(document, &Document::computingChanged, this, [this](bool computing) {
        if (computing)
            saveNow();
    });
    connect(qApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState s) {
        if (s != Qt::ApplicationActive)
            saveNow();
    });
    connect(qApp, &QCoreApplication::aboutToQuit, this, &Autosave::saveNow);
    connect(timer_, &QTimer::timeout, this, [this] {
        saveNow();
        emit ticked();
    });
    timer_->setInterval(configuredInterval());
    if (timer_->interval() > 0)
        timer_->start();
    connect(this, &Autosave::problem, window_,
            [this](const QString& text) { window_->statusBar()->showMessage(text, 10000); });
}

Autosave::~Autosave() = default;

int Autosave::configuredInterval()
{
    bool ok = false;
    const int fromEnvironment = qEnvironmentVariableIntValue("ATTNLAB_AUTOSAVE_MS", &ok);
    if (ok && fromEnvironment >= 0)
        return fromEnvironment;
    const int seconds =
        QSettings().value(QStringLiteral("recovery/intervalSeconds"), 30).toInt(&ok);
    return ok && seconds >= 0 ? seconds * 1000 : 30000;
}

int Autosave::interval() const
{
    return timer_->isActive() ? timer_->interval() : 0;
}

QString Autosave::scenarioTitle() const
{
    // As the title bar names it: the file, or an untitled scenario's own title.
    const Document* document = window_->document();
    if (document->filePath().isEmpty() && !document->scenario().title.empty())
        return scenarioText(document->scenario(), ScenarioText::Title);
    return document->displayName();
}

bool Autosave::saveScenario()
{
    Document* document = window_->document();
    if (!document->isModified() || !scenarioDirty_)
        return true;
    const QString failure =
        store_.write(scenarioKind, scenarioTitle(), document->filePath(), document->baseDir(),
                     Document::toText(document->scenario()));
    if (!failure.isEmpty()) {
        if (failure != lastProblem_)
            emit problem(tr("No recovery copy of the scenario: %1").arg(failure));
        lastProblem_ = failure;
        return false;
    }
    scenarioDirty_ = false;
    return true;
}

bool Autosave::saveLesson()
{
    LessonEditor* editor = window_->lessonEditor();
    if (!editor->isModified() || !lessonDirty_)
        return true;
    QString title = fromStd(editor->lesson().title.in(toStd(interfaceLanguage())));
    if (title.isEmpty())
        title = editor->filePath().isEmpty() ? tr("Untitled lesson")
                                             : QFileInfo(editor->filePath()).fileName();
    const QString failure = store_.write(
        lessonKind, title, editor->filePath(),
        editor->filePath().isEmpty() ? QString() : QFileInfo(editor->filePath()).path(),
        editor->text());
    if (!failure.isEmpty()) {
        if (failure != lastProblem_)
            emit problem(tr("No recovery copy of the lesson: %1").arg(failure));
        lastProblem_ = failure;
        return false;
    }
    lessonDirty_ = false;
    return true;
}

void Autosave::saveNow()
{
    if (closed_)
        return;
    saveScenario();
    saveLesson();
}

void Autosave::closedNormally()
{
    closed_ = true;
    timer_->stop();
    store_.remove(scenarioKind);
    store_.remove(lessonKind);
}

QString Autosave::describe(const RecoveryEntry& e)
{
    if (!e.error.isEmpty())
        return tr("A copy that cannot be read: %1").arg(e.error);
    const QString what =
        e.kind == lessonKind ? tr("Lesson “%1”").arg(e.title) : tr("Scenario “%1”").arg(e.title);
    const QString where = e.originalPath.isEmpty()
                              ? tr("never saved")
                              : tr("file %1").arg(QDir::toNativeSeparators(e.originalPath));
    const QString when = QLocale().toString(e.saved.toLocalTime(), QLocale::ShortFormat);
    return tr("%1 — %2\nLast copy: %3").arg(what, where, when);
}

bool Autosave::restore(const RecoveryEntry& entry, QString* error)
{
    const auto fail = [error](const QString& text) {
        if (error)
            *error = text;
        return false;
    };
    if (!entry.error.isEmpty())
        return fail(entry.error);
    const QString place = QDir::toNativeSeparators(entry.file) + QStringLiteral(": ");
    Warnings warnings;
    if (entry.kind == scenarioKind) {
        Scenario scenario;
        try {
            scenario = scenarioFromText(entry.content.toStdString(), warnings);
        } catch (const InputError& e) {
            return fail(place + translatedError(e));
        }
        if (!window_->maybeSave())
            return fail({});
        QString baseDir = entry.baseDir;
        if (baseDir.isEmpty() && !entry.originalPath.isEmpty())
            baseDir = QFileInfo(entry.originalPath).absolutePath();
        window_->document()->restore(scenario, entry.originalPath, baseDir);
        window_->lessonPanel()->close();
        window_->inputTabs()->setCurrentIndex(scenario.kind == InputKind::Sentences ? 1 : 0);
        window_->views()->setCurrentIndex(0);
        scenarioDirty_ = true;
        if (!saveScenario()) // taken over: this instance's copy first, then the old one goes
            return fail(lastProblem_);
        window_->statusBar()->showMessage(
            tr("“%1” is restored, its changes not saved yet: File › Save keeps "
               "them.")
                .arg(scenarioTitle()),
            15000);
    } else {
        Lesson lesson;
        try {
            lesson = lessonFromText(entry.content.toStdString(), warnings);
        } catch (const InputError& e) {
            return fail(place + translatedError(e));
        }
        LessonEditor* editor = window_->lessonEditor();
        if (editor->isModified() &&
            QMessageBox::warning(window_, tr("Unsaved lesson"),
                                 tr("The lesson being made has changes that are not saved. "
                                    "Replace it with the restored lesson?"),
                                 QMessageBox::Discard | QMessageBox::Cancel,
                                 QMessageBox::Cancel) != QMessageBox::Discard)
            return fail({});
        editor->restore(lesson, entry.originalPath);
        lessonDirty_ = true;
        if (!saveLesson())
            return fail(lastProblem_);
        window_->statusBar()->showMessage(
            tr("The lesson being made is restored: File › Lesson › Save Lesson As… "
               "keeps it."),
            15000);
    }
    store_.resolve(entry);
    return true;
}

void Autosave::discard(const RecoveryEntry& entry)
{
    store_.resolve(entry);
}

int Autosave::offerRecovery()
{
    const QList<RecoveryEntry> entries = store_.orphans();
    if (entries.isEmpty())
        return 0;
    const QString answer = qEnvironmentVariable("ATTNLAB_RECOVERY_ANSWER").toLower();
    int restored = 0;
    if (answer == QLatin1String("restore") || answer == QLatin1String("discard") ||
        answer == QLatin1String("later")) {
        for (const RecoveryEntry& e : entries) {
            if (answer == QLatin1String("discard")) {
                discard(e);
            } else if (answer == QLatin1String("restore")) {
                QString error;
                if (restore(e, &error))
                    ++restored;
                else
                    qWarning("%s", qPrintable(error));
            }
        }
    } else {
        RecoveryDialog dialog(this, entries, window_);
        dialog.exec();
        restored = dialog.restored();
    }
    store_.release(); // what was left is offered again at the next start
    return restored;
}

} // namespace attnlab
