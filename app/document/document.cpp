#include "document.h"

#include "attentionkind.h"
#include "enginemessage.h"
#include "fusedengine.h"
#include "inputerror.h"
#include "kinds.h"
#include "memoryestimate.h"
#include "scenariofile.h"
#include "sentences.h"
#include "sizelimits.h"
#include "softmaxkind.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

namespace attnlab {

Document::Document(QObject* parent) : QObject(parent)
{
    connect(&undoStack_, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    connect(&watcher_, &QFutureWatcher<Outcome>::finished, this, [this] {
        const quint64 generation = watcher_.property("generation").toULongLong();
        // (waitForResult() may have taken this outcome already)
        if (generation == generation_ && generation != taken_)
            take(generation);
    });
    scenario_ = lessonScenario();
    recompute();
}

Document::~Document()
{
    if (job_)
        job_->requestStop(); // not wanted any more: it ends at its next check
    watcher_.waitForFinished();
}

namespace {

std::atomic<int> running{0};
std::atomic<int> stopped{0};
std::atomic<double> stopSeconds{0.0};

} // namespace

int Document::runningComputations()
{
    return running.load();
}

int Document::stoppedComputations()
{
    return stopped.load();
}

double Document::lastStopSeconds()
{
    return stopSeconds.load();
}

QString Document::displayName() const
{
    return filePath_.isEmpty() ? tr("Untitled") : QFileInfo(filePath_).fileName();
}

const ResolvedScenario& Document::resolvedOrEmpty() const
{
    static const ResolvedScenario empty;
    return result_ ? result_->resolved : empty;
}

Warnings Document::warnings() const
{
    Warnings all = loadWarnings_;
    if (result_) {
        all.insert(all.end(), result_->resolved.warnings.begin(), result_->resolved.warnings.end());
        const Warnings& computed = result_->trace->warnings();
        all.insert(all.end(), computed.begin(), computed.end());
    }
    return all;
}

void Document::reset(const Scenario& scenario, const QString& filePath,
                     const Warnings& loadWarnings, const QString& baseDir)
{
    undoStack_.clear();
    baseDir_ = !filePath.isEmpty() ? QFileInfo(filePath).absolutePath() : baseDir;
    loadWarnings_ = loadWarnings;
    scenario_ = scenario;
    onDisk_ = scenario;
    if (filePath_ != filePath) {
        filePath_ = filePath;
        emit filePathChanged(filePath_);
    }
    emit replaced();
    emit scenarioChanged();
    recompute();
    emit modifiedChanged(false);
}

void Document::restore(const Scenario& scenario, const QString& filePath, const QString& baseDir)
{
    reset(scenario, filePath, {}, baseDir);
    onDisk_ = Scenario{}; // what is in the file is not known to be this
    if (!errorText_.isEmpty() && !filePath.isEmpty())
        recompute();         // its errors then name no file
    undoStack_.resetClean(); // modified: cleanChanged(false), then modifiedChanged(true)
}

bool Document::load(const QString& path, QString* error)
{
    try {
        LoadedScenario loaded = readScenarioFile(path);
        reset(loaded.scenario, path, loaded.warnings);
        return true;
    } catch (const InputError& e) {
        if (error)
            *error = translatedError(e);
        return false;
    }
}

namespace {

/// The scenario with its picture named relative to newDir, copying the picture next to the
/// file when it cannot be named so. Returns an error text, or empty.
QString rebasePicture(Scenario& scenario, const QString& oldDir, const QString& newDir)
{
    if (scenario.kind != InputKind::Image || oldDir.isEmpty())
        return {};
    const QString name = QString::fromStdString(scenario.image.path);
    const QString source = QDir(oldDir).filePath(name);
    QString relative = QDir(newDir).relativeFilePath(QFileInfo(source).absoluteFilePath());
    if (!source.startsWith(QLatin1String(":/")) && !relative.startsWith(QLatin1String("../")) &&
        relative != QLatin1String(".."))
        return (scenario.image.path = relative.toStdString(), QString());
    // Not reachable from the new folder: a copy goes next to the scenario.
    QFile in(source);
    if (!in.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("Document", "cannot read the picture %1 to copy it "
                                                       "next to the scenario: %2")
            .arg(source, in.errorString());
    const QByteArray bytes = in.readAll();
    const QString copy = QFileInfo(name).fileName();
    const QString target = QDir(newDir).filePath(copy);
    if (QFileInfo::exists(target)) {
        QFile existing(target);
        if (!existing.open(QIODevice::ReadOnly) || existing.readAll() != bytes)
            return QCoreApplication::translate("Document",
                                               "the picture must be copied next to the scenario, "
                                               "and another file named %1 is already there")
                .arg(target);
    } else {
        const QString failure = writeFileAtomically(target, bytes);
        if (!failure.isEmpty())
            return failure;
    }
    scenario.image.path = copy.toStdString();
    return {};
}

} // namespace

bool Document::save(const QString& path, QString* error)
{
    const QString newDir = QFileInfo(path).absolutePath();
    Scenario saved = scenario_;
    if (QFileInfo(baseDir_).absoluteFilePath() != newDir) {
        const QString failure = rebasePicture(saved, baseDir_, newDir);
        if (!failure.isEmpty()) {
            if (error)
                *error = failure;
            return false;
        }
    }
    const QString failure = writeFileAtomically(path, toText(saved));
    if (!failure.isEmpty()) {
        if (error)
            *error = failure;
        return false;
    }
    if (filePath_ != path) {
        filePath_ = path;
        emit filePathChanged(filePath_);
    }
    baseDir_ = newDir;
    if (!(saved == scenario_)) {
        // the picture is named anew: the history's steps name it the old way
        undoStack_.clear();
        scenario_ = saved;
        emit scenarioChanged();
    }
    onDisk_ = scenario_;
    undoStack_.setClean();
    return true;
}

void Document::setScenario(const Scenario& scenario)
{
    scenario_ = scenario;
    emit scenarioChanged();
    recompute();
}

Document::Outcome Document::compute(const Scenario& scenario, const QString& baseDir,
                                    const QString& file, std::shared_ptr<const JobControl> job)
{
    Outcome outcome;
    // The engine checks the run's stop flag between heads, rows and tiles (jobcontrol.h).
    const JobScope scope(job.get());
    ++running;
    const auto done = qScopeGuard([] { --running; });
    try {
        auto result = std::make_shared<Result>();
        result->resolved = resolveScenario(scenario, toStd(baseDir));
        // Inputs from NumPy files may be longer than the stages can be kept for (the fused
        // engines take them, the staged one does not): said plainly, nothing n x n allocated.
        const AttentionInput& in = result->resolved.input;
        if (in.queryCount() > limits::maxTokens || in.keyCount() > limits::maxTokens) {
            const QString place = file.isEmpty() ? QString() : file + QStringLiteral(": ");
            outcome.error = place + tr("%1 queries and %2 keys are more than the %3 tokens whose "
                                       "stages AttnLab keeps for stepping through.")
                                        .arg(in.queryCount())
                                        .arg(in.keyCount())
                                        .arg(limits::maxTokens);
            if (!kindCapabilities(result->resolved.kind).longInputOverview ||
                result->resolved.decode) {
                outcome.error += QLatin1Char(' ') + tr("Use fewer tokens.");
                return outcome;
            }
            // Softmax: the fused engine's output and binned maps instead of the steps.
            outcome.error += QLatin1Char(' ') + tr("Shown instead: the output, computed by the "
                                                   "fused cpu engine, and each head's attention "
                                                   "map in bins.");
            requireMemory(fusedBytes(AttentionSizes::of(in)), {},
                          Message(TR_NOOP("Engine", "the fused engine's copies of q, k and v")));
            auto overview = std::make_shared<Overview>();
            EngineResult run = FusedEngine().run(in);
            overview->output = std::move(run.output);
            overview->warnings = std::move(run.warnings);
            for (int h = 0; h < in.heads; ++h)
                overview->maps.push_back(binnedAttentionMap(in, h, overviewBins, overviewBins));
            overview->resolved = std::move(result->resolved);
            outcome.overview = std::move(overview);
            return outcome;
        }
        // Refused with the estimate before the trace is allocated (memoryestimate.h).
        const AttentionKind& kind = attentionKind(result->resolved.kind);
        kind.requireTraceMemory(result->resolved, {}, 0);
        // The first backend keeps every stage for stepping through.
        result->trace = kind.compute(result->resolved, kind.backends().front());
        outcome.result = std::move(result);
    } catch (const JobStopped&) {
        outcome.stopped = true;
        stopSeconds = job ? job->secondsSinceStop() : 0.0;
        ++stopped;
    } catch (const InputError& e) {
        outcome.error = translatedError(inputErrorInFile(e, file));
    } catch (const std::bad_alloc&) {
        outcome.error = tr("not enough memory to compute this scenario");
    } catch (const std::runtime_error& e) {
        outcome.error = translatedError(e);
    }
    return outcome;
}

void Document::recompute()
{
    ++generation_;
    // The run in progress is superseded: it stops at its next check instead of finishing for
    // nothing (and keeping the cores from the new one).
    if (job_) {
        job_->requestStop();
        job_.reset();
    }
    const QString& baseDir = baseDir_;
    // Errors of the scenario as it is in its file name the file, like errors of reading it.
    const QString file = !filePath_.isEmpty() && scenario_ == onDisk_ ? filePath_ : QString();

    // Estimate the size before resolving: random and matrix scenarios say it directly.
    long long pairs = 0;
    if (scenario_.kind == InputKind::Matrices)
        pairs = static_cast<long long>(scenario_.q.rows()) * scenario_.k.rows();
    else if (scenario_.kind == InputKind::Random)
        pairs = static_cast<long long>(scenario_.random.tokens) * scenario_.random.tokens;
    else if (scenario_.kind == InputKind::Files || scenario_.kind == InputKind::Image)
        pairs = synchronousPairs + 1; // unknown until read: never read files on the GUI thread
    else
        pairs = 0; // sentences are short
    // A word-vector file read for the first time can take seconds: never on the GUI thread.
    const bool firstRead = scenario_.kind == InputKind::Sentences &&
                           !embeddingIsLoaded(scenario_.sentences, toStd(baseDir));

    if (pairs <= synchronousPairs && !firstRead) {
        accept(compute(scenario_, baseDir, file));
        return;
    }
    if (!computing_) {
        computing_ = true;
        emit computingChanged(true);
    }
    watcher_.setProperty("generation", QVariant::fromValue(generation_));
    job_ = std::make_shared<JobControl>();
    watcher_.setFuture(QtConcurrent::run(&Document::compute, scenario_, baseDir, file,
                                         std::shared_ptr<const JobControl>(job_)));
}

void Document::accept(const Outcome& outcome)
{
    if (computing_) {
        computing_ = false;
        emit computingChanged(false);
    }
    errorText_ = outcome.error;
    overview_ = outcome.overview;
    if (outcome.result)
        result_ = outcome.result;
    else
        result_.reset();
    emit resultChanged();
}

void Document::waitForResult()
{
    // Takes the outcome as soon as the computation ends, without running an event loop: no
    // other event (a click, a timer, another edit) is handled in the middle of the caller.
    if (!computing_)
        return;
    watcher_.waitForFinished();
    const quint64 generation = watcher_.property("generation").toULongLong();
    if (generation == generation_ && generation != taken_)
        take(generation);
}

void Document::take(quint64 generation)
{
    taken_ = generation;
    accept(watcher_.result());
}

Scenario Document::lessonScenario()
{
    Scenario s;
    s.title = toStd(tr("The lesson's example: 4 tokens of dimension 8"));
    s.description = toStd(
        tr("Queries, keys and values drawn as in the lesson's PyTorch code: "
           "torch.manual_seed(0); q, k, v = torch.randn(3, 4, 8).unbind(0). Token 0 gives 74% "
           "of its attention to token 1."));
    s.kind = InputKind::Random;
    s.random = RandomSpec{"torch", 0, 4, 8};
    return s;
}

const Trace& Document::trace() const
{
    // The softmax trace; another kind has none (its stages are in kindTrace()).
    if (const auto* softmax = dynamic_cast<const SoftmaxTrace*>(result_->trace.get()))
        return softmax->trace();
    static const Trace none;
    return none;
}

QByteArray Document::toText(const Scenario& scenario)
{
    return QByteArray::fromStdString(scenarioToText(scenario));
}

} // namespace attnlab
