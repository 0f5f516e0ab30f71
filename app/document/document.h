#pragma once

#include "attention.h"
#include "attentionkind.h"
#include "binnedmap.h"
#include "jobcontrol.h"
#include "scenario.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QUndoStack>

#include <memory>

namespace attnlab {

/// One open scenario: its data, its undo history, its file, and the trace computed from it.
/// Every user edit goes through a QUndoCommand (app/commands/) that calls setScenario().
/// Small scenarios are computed at once; large ones in a worker thread, so the window never
/// freezes (a newer edit supersedes a computation still running).
class Document : public QObject
{
    Q_OBJECT

public:
    /// Scenarios up to this many query x key pairs are computed synchronously (one frame).
    static constexpr long long synchronousPairs = 64 * 64;

    explicit Document(QObject* parent = nullptr);
    ~Document() override;

    const Scenario& scenario() const { return scenario_; }
    QUndoStack* undoStack() { return &undoStack_; }

    QString filePath() const { return filePath_; }
    /// The folder the scenario's own files (a picture, a GloVe file, .npy inputs) are named
    /// relative to: the file's folder, or for an untitled scenario the folder it came from
    /// (":/examples" for a bundled example, a picture's folder when a picture was opened).
    QString baseDir() const { return baseDir_; }
    /// File name, or "Untitled" for a new scenario.
    QString displayName() const;
    bool isModified() const { return !undoStack_.isClean(); }

    /// The result of the last successful computation; valid only when hasResult().
    bool hasResult() const { return result_ != nullptr; }
    const ResolvedScenario& resolved() const { return result_->resolved; }
    /// The trace as its kind computed it: every stage of every head and frame.
    const KindTrace& kindTrace() const { return *result_->trace; }
    /// Softmax attention's own trace (HeadTrace per head); an empty one for another kind.
    const Trace& trace() const;
    /// resolved(), or an empty one when there is no result.
    const ResolvedScenario& resolvedOrEmpty() const;
    /// Why the current scenario cannot be computed (empty when it can).
    QString errorText() const { return errorText_; }

    /// What is shown of a softmax scenario with more tokens than the staged engine keeps
    /// stages for (limits::maxTokens; inputs from NumPy files may have up to
    /// limits::maxFusedTokens): the output of the fused "cpu" engine and each head's attention
    /// map binned to at most overviewBins x overviewBins cells (binnedmap.h), never an n x n
    /// matrix. hasResult() is then false and errorText() says why the steps are not shown.
    struct Overview
    {
        ResolvedScenario resolved;
        Matrix output;
        std::vector<BinnedMap> maps; ///< one per head
        Warnings warnings;
    };
    static constexpr int overviewBins = 256;
    /// The overview of the current scenario, or nullptr (it fits the steps, or cannot run).
    const Overview* overview() const { return overview_.get(); }
    /// What reading the file said (unknown keys, ...).
    const Warnings& loadWarnings() const { return loadWarnings_; }
    /// What reading the file said, then what resolving and computing said.
    Warnings warnings() const;
    bool isComputing() const { return computing_; }

    /// Replaces the whole document (new history, not modified).
    void reset(const Scenario& scenario, const QString& filePath = {},
               const Warnings& loadWarnings = {}, const QString& baseDir = {});
    /// A scenario brought back from a recovery copy (autosave.h): like reset(), but modified,
    /// as it was when the copy was written: nothing is on disk until the user saves, and Save
    /// then writes to filePath (the file it came from, when it had one).
    void restore(const Scenario& scenario, const QString& filePath, const QString& baseDir);
    /// Reads a scenario file; on failure returns false and sets *error (naming the place).
    bool load(const QString& path, QString* error);
    /// Writes atomically; on success the document becomes clean and takes the path. A picture
    /// the scenario names ("image") is named again relative to the new folder; when it cannot
    /// be (a bundled example's, or one outside the new folder) it is copied next to the file
    /// first, and the undo history, whose steps name it the old way, starts again.
    bool save(const QString& path, QString* error);

    /// Used by undo commands only: sets the scenario and recomputes.
    void setScenario(const Scenario& scenario);

    /// Waits for a background computation and takes its result, handling no other event
    /// meanwhile (imports and exports that need the result, tests).
    void waitForResult();
    /// Background computations of any document still running (superseded ones included), and
    /// how many have ended stopped: a superseded run stops, it does not finish (tests).
    static int runningComputations();
    static int stoppedComputations();
    /// How long the last stopped run took to stop after it was asked, in seconds.
    static double lastStopSeconds();

    /// The default scenario: the lesson's example.
    static Scenario lessonScenario();
    /// The scenario as a user would save it: formatted JSON with matrix rows on one line.
    static QByteArray toText(const Scenario& scenario);

signals:
    /// reset(): a new document replaced the old one (File › New, Open); emitted before
    /// scenarioChanged(), so that panels forget what they kept of the previous document.
    void replaced();
    void scenarioChanged();
    /// A new trace (or error) is available.
    void resultChanged();
    void computingChanged(bool computing);
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);

private:
    struct Result
    {
        ResolvedScenario resolved;
        std::shared_ptr<const KindTrace> trace;
    };
    struct Outcome
    {
        std::shared_ptr<Result> result;
        std::shared_ptr<const Overview> overview;
        QString error;
        bool stopped = false; ///< superseded: stopped before the end, nothing to show
    };
    /// file: the scenario's file when it is exactly as there; its errors then name it. job:
    /// the run's stop flag (null for a run on the GUI thread).
    static Outcome compute(const Scenario& scenario, const QString& baseDir, const QString& file,
                           std::shared_ptr<const JobControl> job = nullptr);
    void recompute();
    void accept(const Outcome& outcome);
    /// Accepts the outcome of the background computation of that generation (once).
    void take(quint64 generation);

    Scenario scenario_;
    QUndoStack undoStack_;
    QString filePath_;
    QString baseDir_;
    /// The scenario as in filePath_ (after open or save): errors of it name the file.
    Scenario onDisk_;
    Warnings loadWarnings_;
    std::shared_ptr<Result> result_;
    std::shared_ptr<const Overview> overview_;
    QString errorText_;
    bool computing_ = false;
    quint64 generation_ = 0;
    quint64 taken_ = 0; ///< the last background computation whose outcome was accepted
    QFutureWatcher<Outcome> watcher_;
    /// The background run in progress (or last): asked to stop when a newer edit supersedes
    /// it and when the document closes.
    std::shared_ptr<JobControl> job_;
};

} // namespace attnlab
