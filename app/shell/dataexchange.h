#pragma once

#include "scenarioedit.h"
#include "stage.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace attnlab {

class Document;

/// Data in and out of a document, for File › Import and File › Export Data:
///   - Q, K, V (or W_O) from and to CSV, TSV and NumPy .npy files; Q, K and V together from and to
///     a NumPy .npz archive (arrays named q, k and v);
///   - the custom mask from and to the same formats, as 0 (masked) / 1 (allowed);
///   - the computed trace as JSON (what `attnlab-cli compute` writes) and each stage's numbers.
/// Imports push one undo step each. Exports write the values actually used (those drawn by a
/// seed or derived from sentences too) and write atomically (QSaveFile). Both first wait for a
/// computation still running, so that they never work on the numbers of an earlier edit.
/// Each function returns an empty string on success, otherwise the error, naming the file and,
/// for bad values, the place ("q.csv row 2, column 3: NaN is not allowed").
class DataExchange
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::DataExchange)

public:
    /// Replaces one matrix; the others follow its shape (withMatrix). *report says what changed:
    /// "Imported Q (5 × 8) from q.npy. To match, K is now 4 × 8."
    static QString importMatrix(Document* document, MatrixRole role, const QString& path,
                                QString* report = nullptr);
    /// Replaces Q, K and V from a .npz archive.
    static QString importQkv(Document* document, const QString& path, QString* report = nullptr);
    /// Replaces the custom mask: an n_q × n_k matrix of 0 and 1.
    static QString importMask(Document* document, const QString& path, QString* report = nullptr);

    /// The matrix in the format of path's extension (.csv, .tsv, .txt, .npy).
    static QString exportMatrix(Document& document, MatrixRole role, const QString& path);
    /// Q, K and V in one compressed .npz archive (np.load(path)["q"], ...).
    static QString exportQkv(Document& document, const QString& path);
    /// The allowed pairs of every active mask kind together (causal, window, custom), 0 / 1.
    static QString exportMask(Document& document, const QString& path);
    /// The trace as JSON, the same bytes as `attnlab-cli compute` on the saved scenario.
    static QString exportTrace(Document& document, const QString& path);
    /// One stage (an index into the document's kind's stages) of one head in the format of
    /// path's extension; masked scores are written as -inf (NumPy reads them back).
    static QString exportStage(Document& document, int stage, int head, const QString& path,
                               int frame = 0);
    /// The same for a softmax document's stage by name (Stage::Final: the final output).
    static QString exportStage(Document& document, Stage stage, int head, const QString& path,
                               int frame = 0)
    {
        return exportStage(document, static_cast<int>(stage), head, path, frame);
    }
    /// One file of every stage: a stage of the document's kind, a head and a frame, and its name
    /// without suffix (stageFileName).
    struct StageFile
    {
        int stage = 0, head = 0, frame = 0;
        QString name;
    };
    /// Every stage of every head (once for a stage that is not per head) of every frame, in the
    /// kind's order.
    static std::vector<StageFile> stageFileList(const Document& document);
    /// The files exportAllStages writes: folder/PREFIX-scores-head0.SUFFIX, … one per stage and
    /// head, then folder/PREFIX-final.SUFFIX (the names of `attnlab-cli render --out-dir`).
    static QStringList stageFiles(Document& document, const QString& folder, const QString& prefix,
                                  const QString& suffix);
    /// Writes every file of stageFiles; *written lists those written before any error.
    static QString exportAllStages(Document& document, const QString& folder, const QString& prefix,
                                   const QString& suffix, QStringList* written = nullptr);

    /// File dialog filters.
    static QString matrixOpenFilter();
    static QString matrixSaveFilter();
};

} // namespace attnlab
