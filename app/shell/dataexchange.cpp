#include "dataexchange.h"

#include "attentionkind.h"
#include "commands/importmaskcommand.h"
#include "commands/importmatrixcommand.h"
#include "commands/importqkvcommand.h"
#include "commands/rolename.h"
#include "document.h"
#include "enginemessage.h"
#include "inputerror.h"
#include "kinddescription.h"
#include "mask.h"
#include "matrixio.h"
#include "matrixjson.h"
#include "memoryestimate.h"
#include "resultjson.h"
#include "scenariofile.h"
#include "stagefigure.h"

#include <QDir>
#include <QFileInfo>

#include <new>

namespace attnlab {

namespace {

QString shapeText(const Matrix& m)
{
    return QStringLiteral("%1 \u00d7 %2").arg(m.rows()).arg(m.cols());
}

QString fileName(const QString& path)
{
    return QFileInfo(path).fileName();
}

/// " To match, K is now 5 × 8, V is now 5 × 6.": the matrices whose shape an import changed.
QString followers(const Scenario& before, const Scenario& after, MatrixRole skip)
{
    QStringList changed;
    for (const MatrixRole role : {MatrixRole::Query, MatrixRole::Key, MatrixRole::Value}) {
        if (role == skip)
            continue;
        const Matrix& a = matrixOf(before, role);
        const Matrix& b = matrixOf(after, role);
        if (before.kind == InputKind::Matrices && (a.rows() != b.rows() || a.cols() != b.cols()))
            changed << DataExchange::tr("%1 is now %2").arg(roleName(role), shapeText(b));
    }
    if (changed.isEmpty())
        return {};
    return DataExchange::tr(" To match, %1.").arg(changed.join(QStringLiteral(", ")));
}

QString needsResult(Document& document)
{
    document.waitForResult();
    return document.hasResult()
               ? QString()
               : DataExchange::tr("There is nothing to export: the scenario cannot be computed "
                                  "(%1).")
                     .arg(document.errorText());
}

QString writeMatrix(const Matrix& m, const QString& path)
{
    try {
        return writeFileAtomically(path,
                                   QByteArray::fromStdString(matrixFileBytes(m, toStd(path))));
    } catch (const InputError& e) {
        return translatedError(e);
    }
}

/// Imports replace inputs that the document holds as computed: they need its latest result.
QString needsInputs(Document* document, const QString& path)
{
    document->waitForResult();
    if (document->hasResult() || document->scenario().kind == InputKind::Matrices)
        return {};
    return DataExchange::tr("%1: the current inputs cannot be computed (%2); fix them, or import "
                            "Q, K and V together from an .npz")
        .arg(QFileInfo(path).fileName(), document->errorText());
}

/// Reads and imports; a bad file or a lack of memory becomes the message, and nothing changes.
template <class Import> QString guarded(const QString& path, Import&& import)
{
    try {
        import();
        return {};
    } catch (const InputError& e) {
        return translatedError(e);
    } catch (const std::bad_alloc&) {
        return DataExchange::tr("%1: not enough memory to read it").arg(path);
    }
}

/// " Back to one head: …" when an import changed the number of heads.
QString headsNote(int before, int after)
{
    return before == after
               ? QString()
               : DataExchange::tr(" Back to one head: %1 heads do not divide the new sizes.")
                     .arg(before);
}

} // namespace

QString DataExchange::importMatrix(Document* document, MatrixRole role, const QString& path,
                                   QString* report)
{
    if (QString error = needsInputs(document, path); !error.isEmpty())
        return error;
    return guarded(path, [&] {
        const Matrix m = readMatrixFile(toStd(path));
        const Scenario before = document->scenario();
        document->undoStack()->push(new ImportMatrixCommand(document, role, m, fileName(path)));
        if (!report)
            return;
        *report =
            tr("Imported %1 (%2) from %3.").arg(roleName(role), shapeText(m), fileName(path)) +
            followers(before, document->scenario(), role);
        if (before.kind != InputKind::Matrices)
            *report += tr(" The inputs are matrices now.");
        *report += headsNote(before.heads, document->scenario().heads);
    });
}

QString DataExchange::importQkv(Document* document, const QString& path, QString* report)
{
    document->waitForResult();
    return guarded(path, [&] {
        const std::map<std::string, Matrix> qkv = readQkvNpz(toStd(path));
        const int heads = document->scenario().heads;
        document->undoStack()->push(
            new ImportQkvCommand(document, qkv.at("q"), qkv.at("k"), qkv.at("v"), fileName(path)));
        if (report)
            *report = tr("Imported Q (%1), K (%2) and V (%3) from %4.")
                          .arg(shapeText(qkv.at("q")), shapeText(qkv.at("k")),
                               shapeText(qkv.at("v")), fileName(path)) +
                      headsNote(heads, document->scenario().heads);
    });
}

QString DataExchange::importMask(Document* document, const QString& path, QString* report)
{
    document->waitForResult();
    if (!document->hasResult())
        return tr("%1: the mask needs a scenario that can be computed, to know its size (%2)")
            .arg(fileName(path), document->errorText());
    return guarded(path, [&] {
        const BoolMatrix allowed = maskFromMatrix(readMatrixFile(toStd(path)), toStd(path));
        const int nq = document->resolved().input.queryCount();
        const int nk = document->resolved().input.keyCount();
        document->undoStack()->push(
            new ImportMaskCommand(document, nq, nk, allowed, fileName(path)));
        if (!report)
            return;
        // Causal and window masks stay on and combine with it (the sizes are unchanged, so the
        // new scenario's mask says it without waiting for the new result).
        const BoolMatrix now = allowedMatrix(document->scenario().mask, nq, nk);
        *report = tr("Imported the mask from %1.").arg(fileName(path)) +
                  tr(" %1 of %2 pairs may attend.").arg(now.count()).arg(now.size());
    });
}

QString DataExchange::exportMatrix(Document& document, MatrixRole role, const QString& path)
{
    if (QString error = needsResult(document); !error.isEmpty())
        return error;
    const AttentionInput& in = document.resolved().input;
    switch (role) {
    case MatrixRole::Query:
        return writeMatrix(in.q, path);
    case MatrixRole::Key:
        return writeMatrix(in.k, path);
    case MatrixRole::Value:
        return writeMatrix(in.v, path);
    case MatrixRole::OutputProjection:
        if (!in.outputProjection)
            return tr("%1: the scenario has no output projection W_O").arg(path);
        return writeMatrix(*in.outputProjection, path);
    }
    return {};
}

QString DataExchange::exportQkv(Document& document, const QString& path)
{
    if (QString error = needsResult(document); !error.isEmpty())
        return error;
    const AttentionInput& in = document.resolved().input;
    return writeFileAtomically(path,
                               QByteArray::fromStdString(qkvNpzBytes(in.q, in.k, in.v, true)));
}

QString DataExchange::exportMask(Document& document, const QString& path)
{
    if (QString error = needsResult(document); !error.isEmpty())
        return error;
    const AttentionInput& in = document.resolved().input;
    return writeMatrix(maskToMatrix(allowedMatrix(in.mask, in.queryCount(), in.keyCount())), path);
}

QString DataExchange::exportTrace(Document& document, const QString& path)
{
    if (QString error = needsResult(document); !error.isEmpty())
        return error;
    // The trace is already computed: the text is what this needs besides (memoryestimate.h).
    std::string text;
    try {
        const AttentionSizes sizes = AttentionSizes::of(document.resolved().input);
        requireMemory(
            resultTextBytes(sizes, true), toStd(path),
            Message(TR_NOOP("Engine", "%1 as JSON text"), describeStages(sizes)),
            Message(TR_NOOP("Engine", "export fewer numbers: this stage, or Q, K and V")));
        const ResolvedScenario& r = document.resolved();
        text = attentionKind(r.kind).resultText(r, document.kindTrace(), document.loadWarnings(),
                                                {"reference"});
    } catch (const InputError& e) {
        return translatedError(e);
    } catch (const std::bad_alloc&) {
        return tr("%1: not enough memory to write every number").arg(path);
    }
    return writeFileAtomically(path, QByteArray::fromRawData(text.data(), qsizetype(text.size())));
}

QString DataExchange::exportStage(Document& document, int stage, int head, const QString& path,
                                  int frame)
{
    if (QString error = needsResult(document); !error.isEmpty())
        return error;
    return writeMatrix(
        stageHeatmapData(stage, document.resolved(), document.kindTrace(), head, frame).values,
        path);
}

std::vector<DataExchange::StageFile> DataExchange::stageFileList(const Document& document)
{
    // Every frame, every stage, every head (a stage that is not per head: once).
    std::vector<StageFile> list;
    if (!document.hasResult())
        return list;
    const KindTrace& trace = document.kindTrace();
    const AttentionKind& kind = attentionKind(document.resolved().kind);
    const int stages = static_cast<int>(kind.stages().size());
    for (int f = 0; f < trace.frameCount(); ++f)
        for (int i = 0; i < stages; ++i)
            for (int t = 0; t < (kind.stages()[std::size_t(i)].perHead ? trace.headCount() : 1);
                 ++t)
                list.push_back({i, t, f, stageFileName(kind.id(), i, t, f, trace.frameCount())});
    return list;
}

QStringList DataExchange::stageFiles(Document& document, const QString& folder,
                                     const QString& prefix, const QString& suffix)
{
    QStringList files;
    if (!document.hasResult())
        return files;
    const QDir dir(folder);
    const QString start = prefix.isEmpty() ? QString() : prefix + QLatin1Char('-');
    for (const StageFile& f : stageFileList(document))
        files << dir.filePath(start + f.name + QLatin1Char('.') + suffix);
    return files;
}

QString DataExchange::exportAllStages(Document& document, const QString& folder,
                                      const QString& prefix, const QString& suffix,
                                      QStringList* written)
{
    if (written)
        written->clear();
    if (QString error = needsResult(document); !error.isEmpty())
        return error;
    const std::vector<StageFile> list = stageFileList(document);
    const QStringList files = stageFiles(document, folder, prefix, suffix);
    for (std::size_t n = 0; n < list.size(); ++n) {
        const QString& file = files.at(qsizetype(n));
        const StageFile& f = list[n];
        if (QString error = exportStage(document, f.stage, f.head, file, f.frame); !error.isEmpty())
            return error;
        if (written)
            *written << file;
    }
    return {};
}

QString DataExchange::matrixOpenFilter()
{
    return tr("Matrices (*.csv *.tsv *.txt *.npy);;CSV (*.csv);;Tab-separated text (*.tsv *.txt);;"
              "NumPy array (*.npy);;All files (*)");
}

QString DataExchange::matrixSaveFilter()
{
    return tr("CSV (*.csv);;Tab-separated text (*.tsv);;NumPy array (*.npy)");
}

} // namespace attnlab
