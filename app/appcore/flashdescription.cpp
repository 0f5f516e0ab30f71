#include "flashdescription.h"

#include "explanation.h"
#include "flashkind.h"
#include "flashmemoryview.h"
#include "kindcontrols.h"
#include "scenario.h"
#include "scenariofile.h"
#include "translations.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace attnlab {

namespace {

const FlashTrace& flashTrace(const KindTrace& trace)
{
    return dynamic_cast<const FlashTrace&>(trace);
}

// the lesson's 6,400 tokens, d = 64 and M = 49,152 (FlashMemoryView's starting point)
constexpr int lessonTokens = FlashMemoryView::markedTokens;
constexpr int lessonHeadDim = FlashMemoryView::lessonHeadDim;
constexpr double lessonSram = FlashMemoryView::lessonSram;

} // namespace

QString FlashDescription::stageName(int stage) const
{
    switch (stage) {
    case FlashKind::Scores:
        return tr("1 Tile scores");
    case FlashKind::RunningMax:
        return tr("2 Running max m");
    case FlashKind::RunningSum:
        return tr("3 Running sum ℓ");
    case FlashKind::Rescale:
        return tr("4 Rescale");
    case FlashKind::Accumulator:
        return tr("5 Accumulator O");
    case FlashKind::Output:
        return tr("6 Output O / ℓ");
    case FlashKind::Final:
        return tr("7 Final output");
    }
    return KindDescription::stageName(stage);
}

QString FlashDescription::valueLabel(int stage) const
{
    switch (stage) {
    case FlashKind::Scores:
        return tr("scaled score");
    case FlashKind::RunningMax:
        return tr("running max m");
    case FlashKind::RunningSum:
        return tr("running sum ℓ");
    case FlashKind::Rescale:
        return tr("rescale factor");
    case FlashKind::Accumulator:
        return tr("unnormalised output");
    case FlashKind::Output:
    case FlashKind::Final:
        return tr("output value");
    }
    return KindDescription::valueLabel(stage);
}

QString FlashDescription::title(int stage, const ResolvedScenario& r, const KindTrace&, int) const
{
    switch (stage) {
    case FlashKind::Scores:
        return tr("Scores Q K\u1d40 s, tile by tile");
    case FlashKind::RunningMax:
        return tr("Running maximum m of each row");
    case FlashKind::RunningSum:
        return tr("Running sum ℓ of each row");
    case FlashKind::Rescale:
        return tr("Rescale e^(m_old − m_new) of this tile's rows");
    case FlashKind::Accumulator:
        return tr("Unnormalised output O");
    case FlashKind::Output:
        return tr("Output O / ℓ of the finished rows");
    case FlashKind::Final:
        return r.input.outputProjection ? tr("Final output: concatenated heads × W_O")
                                        : tr("Final output: concatenated heads");
    }
    return {};
}

QString FlashDescription::formulaHtml(int stage, const ResolvedScenario&, const KindTrace&,
                                      int) const
{
    switch (stage) {
    case FlashKind::Scores:
        return QStringLiteral("S = Q<sub>i</sub> K<sub>j</sub><sup>T</sup> · s (+ M), "
                              "B<sub>r</sub> × B<sub>c</sub>");
    case FlashKind::RunningMax:
        return QStringLiteral("m<sub>new</sub> = max(m<sub>old</sub>, rowmax(S))");
    case FlashKind::RunningSum:
        return QStringLiteral("ℓ<sub>new</sub> = e<sup>m<sub>old</sub> − m<sub>new</sub></sup> "
                              "ℓ<sub>old</sub> + Σ<sub>j</sub> e<sup>S<sub>j</sub> − "
                              "m<sub>new</sub></sup>");
    case FlashKind::Rescale:
        return QStringLiteral("r = e<sup>m<sub>old</sub> − m<sub>new</sub></sup>");
    case FlashKind::Accumulator:
        return QStringLiteral("O<sub>new</sub> = r O<sub>old</sub> + e<sup>S − "
                              "m<sub>new</sub></sup> V<sub>j</sub>");
    case FlashKind::Output:
        return QStringLiteral("o = O / ℓ");
    case FlashKind::Final:
        return QStringLiteral("y = [o of every head] W<sub>O</sub>");
    }
    return {};
}

QString FlashDescription::explanation(int stage, const ResolvedScenario& r) const
{
    switch (stage) {
    case FlashKind::Scores:
        return tr("FlashAttention computes exactly softmax attention, but one tile at a time: "
                  "B_r queries against B_c keys, small enough for the chip's fast memory. The "
                  "map fills in the order the tiles are visited; the whole n × n matrix is "
                  "never held at once. A tile the mask hides entirely is skipped.");
    case FlashKind::RunningMax:
        return tr("Softmax needs each row's maximum, which is only known after the last key. "
                  "So each row keeps the largest score seen so far, m, and updates it after "
                  "every tile.");
    case FlashKind::RunningSum:
        return tr("ℓ is the row's sum of e^(score − m) over the keys seen so far: the softmax's "
                  "denominator, built tile by tile.");
    case FlashKind::Rescale:
        return tr("When a tile brings a larger maximum, what was summed with the old maximum "
                  "is too large by e^(m_new − m_old): multiplying ℓ and O by e^(m_old − m_new) "
                  "corrects all of it at once. A factor of 1 means the maximum did not change.");
    case FlashKind::Accumulator:
        return tr("O sums the values weighted by e^(score − m), rescaled like ℓ: the weighted "
                  "sum before its division by ℓ.");
    case FlashKind::Output:
        return tr("After a query block's last tile, O / ℓ is the softmax-weighted sum of the "
                  "values, the same numbers as softmax attention's output.");
    case FlashKind::Final:
        return tr("The heads side by side (times W_O when it is given), as softmax attention's "
                  "final output.");
    }
    return KindDescription::explanation(stage, r);
}

QString FlashDescription::frameName(int frame, const ResolvedScenario&,
                                    const KindTrace& trace) const
{
    const FlashTrace& t = flashTrace(trace);
    if (t.frames().empty())
        return tr("no tile: the mask hides every pair");
    frame = std::clamp(frame, 0, t.visitedTiles() - 1);
    const FlashFrame& f = t.frame(frame);
    return tr("tile %1 of %2: queries %3–%4 × keys %5–%6")
        .arg(frame + 1)
        .arg(t.visitedTiles())
        .arg(f.queryBegin)
        .arg(f.queryEnd - 1)
        .arg(f.keyBegin)
        .arg(f.keyEnd - 1);
}

QString FlashDescription::memoryAccountHtml(const ResolvedScenario& r)
{
    const FlashBlock& b = flashBlockOf(r);
    const int d = std::max(r.input.headDim(), 1);
    const std::int64_t tile = std::int64_t{b.queries} * b.keys + std::int64_t{b.queries} * d +
                              2 * std::int64_t{b.queries};
    const std::int64_t full = std::int64_t{r.input.queryCount()} * r.input.keyCount();
    const FlashBlock paper = flashPaperBlock(lessonHeadDim, lessonSram);
    const FlashMemory lesson =
        flashMemory(lessonTokens, lessonHeadDim, paper.queries, paper.keys, lessonSram);
    return tr("Held at once for a tile: B_r·B_c + B_r·d + 2·B_r = %1·%2 + %1·%3 + 2·%1 = %4 "
              "numbers, against n_q·n_k = %5 for the whole score matrix.")
               .arg(b.queries)
               .arg(b.keys)
               .arg(d)
               .arg(Explanation::formatCount(double(tile)))
               .arg(Explanation::formatCount(double(full))) +
           QLatin1Char(' ') +
           tr("For the lesson's 6,400 tokens (d = %1) on a chip with M = %2 numbers of fast "
              "memory, the paper's blocks are %3 × %4; slow-memory accesses: about "
              "N²d²/M = %5 for FlashAttention against Nd + N² = %6 for standard attention "
              "(Dao et al. 2022, Theorem 2), %7 times fewer, and never the 41 million "
              "weights in memory.")
               .arg(lessonHeadDim)
               .arg(Explanation::formatCount(lessonSram))
               .arg(paper.queries)
               .arg(paper.keys)
               .arg(Explanation::formatCount(lesson.flashAccesses))
               .arg(Explanation::formatCount(lesson.standardAccesses))
               .arg(QLocale().toString(lesson.standardAccesses / lesson.flashAccesses, 'f', 1));
}

QString FlashDescription::note(int stage, const ResolvedScenario& r, const KindTrace& trace,
                               int head, int frame) const
{
    const FlashTrace& t = flashTrace(trace);
    QString note;
    if (!t.frames().empty()) {
        frame = std::clamp(frame, 0, t.visitedTiles() - 1);
        const FlashFrame& f = t.frame(frame);
        note = tr("Tile %1 of %2 (queries %3–%4, keys %5–%6).")
                   .arg(frame + 1)
                   .arg(t.visitedTiles())
                   .arg(f.queryBegin)
                   .arg(f.queryEnd - 1)
                   .arg(f.keyBegin)
                   .arg(f.keyEnd - 1);
    }
    if (t.skippedTiles() > 0)
        note += QLatin1Char(' ') + tr("%n tile(s) skipped: the mask hides every pair in them.",
                                      nullptr, t.skippedTiles());
    if (stage == FlashKind::Rescale && !t.frames().empty()) {
        head = std::clamp(head, 0, t.headCount() - 1);
        const Vector& rs = t.rescale(head, frame);
        int changed = 0;
        for (Eigen::Index i = 0; i < rs.size(); ++i)
            changed += rs(i) < 1.0 ? 1 : 0;
        note += QLatin1Char(' ') +
                tr("%n row(s) of this tile found a larger maximum.", nullptr, changed);
    }
    if (stage == FlashKind::Output || stage == FlashKind::Final) {
        const bool last = t.frames().empty() || frame >= t.visitedTiles() - 1;
        if (last)
            note += QLatin1Char(' ') +
                    tr("Check: the largest difference from softmax attention's output is %1.")
                        .arg(QLocale().toString(t.softmaxDifference(), 'g', 2));
    }
    if (stage == FlashKind::Scores)
        note += QLatin1Char(' ') + memoryAccountHtml(r);
    return note.trimmed();
}

HeatmapData FlashDescription::heatmapData(int stage, const ResolvedScenario& r,
                                          const KindTrace& trace, int head, int frame) const
{
    HeatmapData data = KindDescription::heatmapData(stage, r, trace, head, frame);
    const FlashTrace& t = flashTrace(trace);
    if (t.frames().empty())
        return data;
    frame = std::clamp(frame, 0, t.visitedTiles() - 1);
    const FlashFrame& f = t.frame(frame);
    const FlashBlock& b = t.block();
    if (stage == FlashKind::Scores) {
        // lines between the tiles, this frame's tile outlined
        data.tileRows = b.queries;
        data.tileColumns = b.keys;
        data.outline = QRect(f.keyBegin, f.queryBegin, f.keys(), f.rows());
    } else if (stage != FlashKind::Final) {
        // the rows this tile updates
        data.outline = QRect(0, f.queryBegin, int(data.values.cols()), f.rows());
    }
    // Before the last tile, some hidden cells are only not computed yet; the legend says so
    // (and "masked or …" where the mask hides cells of this stage after the last tile too).
    // The rescale factors are the tile's rows' own: the other rows are not in this tile.
    const auto anyHidden = [](const HeatmapData& d) {
        return !d.values.allFinite() || (d.hidden && d.hidden->any());
    };
    if (stage == FlashKind::Rescale && anyHidden(data))
        data.hiddenLabel = tr("not in this tile"); // r belongs to the tile's rows
    else if (frame < t.visitedTiles() - 1 && anyHidden(data))
        data.hiddenLabel =
            anyHidden(KindDescription::heatmapData(stage, r, trace, head, t.visitedTiles() - 1))
                ? tr("masked or not computed yet")
                : tr("not computed yet");
    if (stage == FlashKind::RunningMax || stage == FlashKind::RunningSum ||
        stage == FlashKind::Rescale) {
        // one column, named by its symbol (the colorbar says what it is)
        data.columnLabels = QStringList{stage == FlashKind::RunningMax   ? QStringLiteral("m")
                                        : stage == FlashKind::RunningSum ? QStringLiteral("ℓ")
                                                                         : QStringLiteral("r")};
        data.columnAxisTitle.clear();
    } else if (stage == FlashKind::Accumulator || stage == FlashKind::Output) {
        data.columnAxisTitle = tr("Value dimension");
    }
    return data;
}

CellExplanation FlashDescription::explainCell(int stage, const ResolvedScenario& r,
                                              const KindTrace& trace, int head, int frame, int row,
                                              int column, int decimals) const
{
    const FlashTrace& t = flashTrace(trace);
    const auto num = [decimals](double x) { return Explanation::formatNumber(x, decimals); };
    if (t.frames().empty() || row < 0 || row >= t.queryCount() || column < 0 ||
        stage == FlashKind::Final)
        return KindDescription::explainCell(stage, r, trace, head, frame, row, column, decimals);
    head = std::clamp(head, 0, t.headCount() - 1);
    frame = std::clamp(frame, 0, t.visitedTiles() - 1);
    CellExplanation e;

    if (stage == FlashKind::Scores) {
        e.heading = tr("Query %1 %2 → key %3 %4, head %5")
                        .arg(row)
                        .arg(Explanation::tokenLabel(r.queryTokens, row))
                        .arg(column)
                        .arg(Explanation::tokenLabel(r.keyTokens, column))
                        .arg(head);
        TermTable step;
        step.current = true;
        int visit = -1;
        for (int g = 0; g < t.visitedTiles(); ++g) {
            const FlashFrame& f = t.frame(g);
            if (row >= f.queryBegin && row < f.queryEnd && column >= f.keyBegin &&
                column < f.keyEnd)
                visit = g;
        }
        if (visit < 0) {
            step.before << tr("Never computed: the mask hides every pair of this cell's tile, so "
                              "FlashAttention skips the whole tile.");
        } else if (visit > frame) {
            step.before << tr("Not computed yet: this cell's tile is tile %1; the map shows "
                              "tile %2.")
                               .arg(visit + 1)
                               .arg(frame + 1);
        } else {
            const FlashFrame& f = t.frame(visit);
            const FlashTile& tile = t.tile(head, visit);
            const double s = tile.scores(row - f.queryBegin, column - f.keyBegin);
            step.before << tr("Computed in tile %1 (queries %2–%3 × keys %4–%5), as softmax "
                              "attention computes it: q · k × s, with s = %6.")
                               .arg(visit + 1)
                               .arg(f.queryBegin)
                               .arg(f.queryEnd - 1)
                               .arg(f.keyBegin)
                               .arg(f.keyEnd - 1)
                               .arg(num(t.head(head).scale));
            step.result =
                std::isfinite(s)
                    ? QStringLiteral("S<sub>%1,%2</sub> = %3").arg(row).arg(column).arg(num(s))
                    : tr("hidden by the mask: −∞");
        }
        e.steps << step;
        return e;
    }

    // A row's story through its tiles, up to this frame: the online softmax.
    e.heading = tr("Query %1 %2 through its tiles, head %3")
                    .arg(row)
                    .arg(Explanation::tokenLabel(r.queryTokens, row))
                    .arg(head);
    const bool valueColumn = stage == FlashKind::Accumulator || stage == FlashKind::Output;
    TermTable step;
    step.current = true;
    step.title = stageName(stage).toHtmlEscaped();
    step.before << tr("After each tile: m<sub>new</sub> = max(m<sub>old</sub>, tile max), "
                      "r = e<sup>m<sub>old</sub> − m<sub>new</sub></sup>, ℓ<sub>new</sub> = "
                      "r ℓ<sub>old</sub> + Σ e<sup>S − m<sub>new</sub></sup>.");
    step.columns << tr("tile") << tr("keys") << tr("tile max") << QStringLiteral("m<sub>old</sub>")
                 << QStringLiteral("m<sub>new</sub>") << QStringLiteral("r")
                 << QStringLiteral("ℓ<sub>old</sub>") << QStringLiteral("ℓ<sub>new</sub>");
    if (valueColumn)
        step.columns << QStringLiteral("O<sub>old</sub>[%1]").arg(column)
                     << QStringLiteral("O<sub>new</sub>[%1]").arg(column);
    int lastRow = -1;
    double lastSum = 0, lastAcc = 0, lastMax = -std::numeric_limits<double>::infinity();
    bool grew = false;
    for (int g = 0; g <= frame; ++g) {
        const FlashFrame& f = t.frame(g);
        if (row < f.queryBegin || row >= f.queryEnd)
            continue;
        const FlashTile& tile = t.tile(head, g);
        const int i = row - f.queryBegin;
        QStringList cells{
            QString::number(g + 1), QStringLiteral("%1–%2").arg(f.keyBegin).arg(f.keyEnd - 1),
            num(tile.tileMax(i)),   num(tile.maxBefore(i)),
            num(tile.maxAfter(i)),  num(tile.rescale(i)),
            num(tile.sumBefore(i)), num(tile.sumAfter(i))};
        if (valueColumn && column < tile.accumulator.cols()) {
            const Matrix before = t.accumulatorBefore(head, g);
            cells << num(before(i, column)) << num(tile.accumulator(i, column));
            lastAcc = tile.accumulator(i, column);
        }
        grew = grew || (std::isfinite(tile.maxBefore(i)) && tile.rescale(i) < 1.0);
        if (g == frame)
            step.highlightRow = static_cast<int>(step.rows.size());
        step.rows << cells;
        lastRow = g;
        lastSum = tile.sumAfter(i);
        lastMax = tile.maxAfter(i);
    }
    if (lastRow < 0) {
        step.before << tr("No tile of this query's block has been computed yet.");
        e.steps << step;
        return e;
    }
    if (grew)
        step.after << tr("Why multiply by r: ℓ<sub>old</sub> added e<sup>S − m<sub>old</sub></sup> "
                         "terms; with the larger maximum each must become e<sup>S − "
                         "m<sub>new</sub></sup> = e<sup>S − m<sub>old</sub></sup> · "
                         "e<sup>m<sub>old</sub> − m<sub>new</sub></sup>, so the whole old sum "
                         "(and O) is multiplied by r once (Milakov &amp; Gimelshein, 2018).");
    else
        step.after << tr("The maximum never grew after the first tile: every later r is 1.");
    const FlashHead& h = t.head(head);
    switch (stage) {
    case FlashKind::RunningMax:
        step.result = QStringLiteral("m<sub>%1</sub> = %2").arg(row).arg(num(lastMax));
        if (lastRow == t.finishFrame(t.frame(lastRow).queryBlock))
            step.after
                << tr("Last tile of the row: m is its largest score, %1.").arg(num(h.rowMax(row)));
        break;
    case FlashKind::RunningSum:
        step.result = QStringLiteral("ℓ<sub>%1</sub> = %2").arg(row).arg(num(lastSum));
        if (lastRow == t.finishFrame(t.frame(lastRow).queryBlock))
            step.after << tr("Last tile of the row: ℓ = Σ<sub>j</sub> e<sup>S<sub>j</sub> − "
                             "m</sup> = %1, softmax's denominator.")
                              .arg(num(h.rowSum(row)));
        break;
    case FlashKind::Rescale:
        step.result = t.frame(frame).queryBegin <= row && row < t.frame(frame).queryEnd
                          ? QStringLiteral("r = %1").arg(
                                num(t.rescale(head, frame)(row - t.frame(frame).queryBegin)))
                          : tr("this tile does not update row %1").arg(row);
        break;
    case FlashKind::Accumulator:
        step.result =
            QStringLiteral("O<sub>%1,%2</sub> = %3").arg(row).arg(column).arg(num(lastAcc));
        break;
    case FlashKind::Output: {
        const bool done = lastRow == t.finishFrame(t.frame(lastRow).queryBlock);
        if (done && column < h.output.cols())
            step.result = QStringLiteral("o<sub>%1,%2</sub> = O / ℓ = %3 / %4 = %5")
                              .arg(row)
                              .arg(column)
                              .arg(num(lastAcc), num(lastSum), num(h.output(row, column)));
        else
            step.result = tr("not finished: the row still has tiles to visit");
        break;
    }
    default:
        break;
    }
    e.steps << step;
    return e;
}

QString FlashDescription::explainQuery(const ResolvedScenario& r, const KindTrace& trace, int head,
                                       int frame, int query, int decimals) const
{
    const FlashTrace& t = flashTrace(trace);
    if (query < 0 || query >= t.queryCount())
        return {};
    // the whole story, up to the last tile, whatever frame is asked
    const int last = std::max(t.visitedTiles() - 1, 0);
    Q_UNUSED(frame);
    QString out = cellExplanationText(
        explainCell(FlashKind::RunningSum, r, trace, head, last, query, 0, decimals));
    const int dv =
        t.headCount() > 0 ? int(t.head(std::clamp(head, 0, t.headCount() - 1)).output.cols()) : 0;
    for (int c = 0; c < dv; ++c)
        out += cellExplanationText(
            explainCell(FlashKind::Output, r, trace, head, last, query, c, decimals));
    return out;
}

QString FlashDescription::aboutScenario(const Scenario&) const
{
    return tr("The open scenario is FlashAttention: softmax attention computed tile by tile.");
}

// ------------------------------------------------------------------------- its controls

/// The block B_r × B_c under the kind box (each change one undo step), the tiles it makes, and
/// "Memory account…", which opens FlashMemoryView in a window of its own.
class FlashControls final : public KindControls
{
    Q_OBJECT

public:
    explicit FlashControls(QWidget* parent) : KindControls(parent)
    {
        auto* label = new QLabel(tr("&Block:"), this);
        queries_ = new QSpinBox(this);
        queries_->setObjectName(QStringLiteral("flashBlockQueries"));
        queries_->setAccessibleName(tr("Block rows B_r (queries)"));
        queries_->setToolTip(tr("B_r: the queries of a block, the rows of a tile."));
        keys_ = new QSpinBox(this);
        keys_->setObjectName(QStringLiteral("flashBlockKeys"));
        keys_->setAccessibleName(tr("Block columns B_c (keys)"));
        keys_->setToolTip(tr("B_c: the keys of a block, the columns of a tile."));
        for (QSpinBox* box : {queries_, keys_}) {
            box->setRange(1, FlashKind::maxTokens);
            // one undo step per value chosen, not per digit typed
            box->setKeyboardTracking(false);
        }
        label->setBuddy(queries_);
        auto* times = new QLabel(QStringLiteral("×"), this);
        tiles_ = new QLabel(this);
        tiles_->setObjectName(QStringLiteral("flashTiles"));
        memory_ = new QPushButton(tr("&Memory account…"), this);
        memory_->setObjectName(QStringLiteral("flashMemoryButton"));
        memory_->setToolTip(tr("Numbers held at once and slow-memory accesses against the "
                               "number of tokens, for the lesson's 6,400."));
        auto* row = new QHBoxLayout(this);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(label);
        row->addWidget(queries_);
        row->addWidget(times);
        row->addWidget(keys_);
        row->addWidget(tiles_);
        row->addWidget(memory_);
        const auto edit = [this] {
            const FlashBlock block{queries_->value(), keys_->value()};
            if (block != block_)
                emit edited(KindValue(block),
                            tr("Block %1 × %2").arg(block.queries).arg(block.keys));
        };
        connect(queries_, &QSpinBox::valueChanged, this, edit);
        connect(keys_, &QSpinBox::valueChanged, this, edit);
        connect(memory_, &QPushButton::clicked, this, &FlashControls::showMemoryAccount);
    }

    void showScenario(const Scenario& scenario, const ResolvedScenario* resolved) override
    {
        setVisible(scenario.attentionKind == FlashKind::kindId);
        block_ = flashBlockOf(scenario);
        const QSignalBlocker blockQueries(queries_), blockKeys(keys_);
        queries_->setValue(block_.queries);
        keys_->setValue(block_.keys);
        if (!resolved) {
            tiles_->clear();
            return;
        }
        const int nq = resolved->input.queryCount(), nk = resolved->input.keyCount();
        const int tiles =
            ((nq + block_.queries - 1) / block_.queries) * ((nk + block_.keys - 1) / block_.keys);
        tiles_->setText(tr("%n tile(s)", nullptr, tiles));
    }

    /// The memory account's window (opened by the button; null before).
    QWidget* memoryWindow() const { return window_; }

private:
    void showMemoryAccount()
    {
        if (!window_) {
            window_ = new QDialog(window());
            window_->setObjectName(QStringLiteral("flashMemoryWindow"));
            window_->setAttribute(Qt::WA_DeleteOnClose);
            window_->setWindowTitle(tr("FlashAttention's memory account"));
            auto* layout = new QVBoxLayout(window_);
            auto* view = new FlashMemoryView(window_);
            layout->addWidget(view, 1);
            auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, window_);
            buttons->addButton(view->saveButton(), QDialogButtonBox::ActionRole);
            connect(buttons, &QDialogButtonBox::rejected, window_, &QDialog::close);
            layout->addWidget(buttons);
            // Most of the screen: the plots grow with the text.
            if (const QScreen* screen = window_->screen()) {
                const QRect area = screen->availableGeometry();
                window_->resize(std::min(area.width() * 9 / 10, 1400), area.height() * 9 / 10);
            }
        }
        window_->show();
        window_->raise();
        window_->activateWindow();
    }

    QSpinBox* queries_;
    QSpinBox* keys_;
    QLabel* tiles_;
    QPushButton* memory_;
    QPointer<QDialog> window_;
    FlashBlock block_;
};

KindControls* FlashDescription::createControls(QWidget* parent) const
{
    return new FlashControls(parent);
}

} // namespace attnlab

#include "flashdescription.moc"
