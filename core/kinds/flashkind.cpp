#include "flashkind.h"

#include "engineerror.h"
#include "inputerror.h"
#include "jobcontrol.h"
#include "mask.h"
#include "matrixjson.h"
#include "memoryestimate.h"
#include "scenario.h"
#include "sizelimits.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace attnlab {

namespace {

constexpr double negInf = -std::numeric_limits<double>::infinity();

/// The tiles the loop visits, in its order: query blocks i outer, key blocks j inner
/// (FlashAttention-2), each tile [a, b) × [c, d) of the blocks; a tile whose every pair the
/// mask hides is skipped and counted.
std::vector<FlashFrame> tilesVisited(const BoolMatrix& allowed, const FlashBlock& block,
                                     int& skipped)
{
    const int nq = static_cast<int>(allowed.rows());
    const int nk = static_cast<int>(allowed.cols());
    std::vector<FlashFrame> frames;
    skipped = 0;
    for (int i = 0; i < blockCount(nq, block.queries); ++i)
        for (int j = 0; j < blockCount(nk, block.keys); ++j) {
            FlashFrame f;
            f.queryBlock = i;
            f.keyBlock = j;
            f.queryBegin = i * block.queries;
            f.queryEnd = std::min(nq, f.queryBegin + block.queries);
            f.keyBegin = j * block.keys;
            f.keyEnd = std::min(nk, f.keyBegin + block.keys);
            if (allowed.block(f.queryBegin, f.keyBegin, f.rows(), f.keys()).any())
                frames.push_back(f);
            else
                ++skipped; // no allowed pair: nothing to add to m, ℓ or O
        }
    return frames;
}

/// A column of a stage (n × 1) as n numbers, null where hidden or not finite.
nlohmann::json columnToJson(const StageValues& v)
{
    nlohmann::json out = nlohmann::json::array();
    for (Eigen::Index i = 0; i < v.values.rows(); ++i) {
        const double x = v.values(i, 0);
        if ((v.hidden.size() != 0 && v.hidden(i, 0)) || !std::isfinite(x))
            out.push_back(nullptr);
        else
            out.push_back(x);
    }
    return out;
}

/// Bytes the trace keeps: the softmax reference's staged trace (transient, traceBytes) and,
/// per head and tile visited, S, P and the mask's cells (17 bytes a cell), six vectors of
/// B_r and the O block (B_r × d_v/h), plus each head's last m, ℓ, O and O / ℓ.
std::int64_t flashTraceBytes(const AttentionInput& input, const FlashBlock& block, int visited)
{
    const AttentionSizes s = AttentionSizes::of(input);
    const std::int64_t rows = std::min<std::int64_t>(block.queries, s.queries);
    const std::int64_t keys = std::min<std::int64_t>(block.keys, s.keys);
    const std::int64_t dvh = s.valueDim / std::max<std::int64_t>(1, s.heads);
    const std::int64_t perTile = 17 * rows * keys + 8 * (6 * rows + rows * dvh);
    return traceBytes(s) + s.heads * (visited * perTile + 8 * s.queries * (2 + 2 * dvh));
}

} // namespace

// ---------------------------------------------------------------------------- the kind

const std::vector<StageSpec>& FlashKind::stages() const
{
    // {id, shape, range, perHead, maskable, meaning}
    static const std::vector<StageSpec> list = {
        {"scores", StageShape::QueryKey, ValueRange::Signed, true, true,
         "s_ij = q_i · k_j · s, in the tiles visited so far (−∞ where masked)"},
        {"running_max", StageShape::QueryFeature, ValueRange::Signed, true, false,
         "m_i = max(m_old, the tile's row max), the largest score of query i seen so far"},
        {"running_sum", StageShape::QueryFeature, ValueRange::NonNegative, true, false,
         "ℓ_i = r_i ℓ_old + Σ_j e^(s_ij − m_i), softmax's denominator so far"},
        {"rescale", StageShape::QueryFeature, ValueRange::Probability, true, false,
         "r_i = e^(m_old − m_new), what the old sum and output are multiplied by"},
        {"accumulator", StageShape::QueryFeature, ValueRange::Signed, true, false,
         "O_i = r_i O_old + Σ_j e^(s_ij − m_i) v_j, the output not yet divided by ℓ_i"},
        {"output", StageShape::QueryFeature, ValueRange::Signed, true, false,
         "o_i = O_i / ℓ_i once query i's block is finished: softmax attention's output"},
        {"final", StageShape::QueryFeature, ValueRange::Signed, false, false,
         "y_i = [o_i of every head] W_O, the final output"},
    };
    return list;
}

FlashBlock flashBlockFromJson(const nlohmann::json& j, Warnings& warnings)
{
    if (!j.is_object())
        throw InputError(
            "block",
            TR_NOOP("Engine", "expected an object such as {\"queries\": 2, \"keys\": 2}, got %1"),
            describeJson(j));
    FlashBlock b;
    for (const auto& [key, value] : j.items()) {
        if (key == "queries")
            b.queries = readPositiveInt(value, "block.queries", limits::maxTokens);
        else if (key == "keys")
            b.keys = readPositiveInt(value, "block.keys", limits::maxTokens);
        else
            warnUnknownKey("block", key, warnings);
    }
    return b;
}

nlohmann::json flashBlockToJson(const FlashBlock& b)
{
    return {{"queries", b.queries}, {"keys", b.keys}};
}

const FlashBlock& flashBlockOf(const Scenario& scenario)
{
    static const FlashBlock standard;
    const auto* b = scenario.parameters.get<FlashBlock>();
    return b ? *b : standard;
}

const FlashBlock& flashBlockOf(const ResolvedScenario& resolved)
{
    static const FlashBlock standard;
    const auto* b = resolved.kindInput.get<FlashBlock>();
    return b ? *b : standard;
}

bool FlashKind::ownsKey(const std::string& key) const
{
    return key == "block";
}

KindValue FlashKind::readParameters(const nlohmann::json& j, Warnings& warnings) const
{
    return KindValue(j.contains("block") ? flashBlockFromJson(j["block"], warnings) : FlashBlock{});
}

void FlashKind::writeParameters(const KindValue& parameters, nlohmann::json& j) const
{
    if (const auto* b = parameters.get<FlashBlock>())
        j["block"] = flashBlockToJson(*b);
}

void FlashKind::conform(Scenario& s) const
{
    // the block sizes it had, else the default; masks, heads, scale and W_O stay
    if (!s.parameters.get<FlashBlock>())
        s.parameters = KindValue(FlashBlock{});
}

void FlashKind::resolveParameters(const Scenario& s, const std::string&,
                                  ResolvedScenario& resolved) const
{
    resolved.kindInput = KindValue(flashBlockOf(s));
}

std::shared_ptr<const KindTrace> FlashKind::compute(const ResolvedScenario& resolved,
                                                    const std::string& backend) const
{
    if (backend != "reference")
        throw EngineError(
            TR_NOOP("Engine",
                    "unknown backend \"%1\" for FlashAttention's tiles (known: reference)"),
            backend);
    return FlashTrace::compute(resolved.input, flashBlockOf(resolved));
}

void FlashKind::requireTraceMemory(const ResolvedScenario& resolved, const std::string& where,
                                   std::int64_t extraBytes) const
{
    const FlashBlock& block = flashBlockOf(resolved);
    const int visited = requireFlashLimits(resolved.input, block, where);
    requireMemory(
        flashTraceBytes(resolved.input, block, visited) + extraBytes, where,
        Message(TR_NOOP("Engine", "FlashAttention's %1 tiles in every head, each kept"), visited),
        Message(TR_NOOP("Engine", "use larger blocks, or fewer tokens or heads")));
}

void FlashKind::requireResultMemory(const ResolvedScenario& resolved, const std::string&,
                                    const std::string& where) const
{
    const AttentionInput& in = resolved.input;
    const FlashBlock& block = flashBlockOf(resolved);
    const int visited = requireFlashLimits(in, block, where);
    const AttentionSizes s = AttentionSizes::of(in);
    const std::int64_t dvh = s.valueDim / std::max<std::int64_t>(1, s.heads);
    // per frame and head m, ℓ, r (n_q each) and O (n_q × d_v/h); each head's O / ℓ; the output;
    // each number a JSON value in the tree (16 bytes) and at most jsonBytesPerNumber of text
    const std::int64_t numbers = visited * s.heads * s.queries * (3 + dvh) +
                                 s.heads * s.queries * dvh + s.queries * s.outputDim;
    requireMemory(
        flashTraceBytes(in, block, visited) + (jsonBytesPerNumber + 16) * numbers + 64 * 1024,
        where,
        Message(TR_NOOP("Engine", "FlashAttention's %1 tiles in every head, as text"), visited),
        Message(TR_NOOP("Engine", "use larger blocks, or fewer tokens or heads")));
}

std::string FlashKind::resultText(const ResolvedScenario& resolved, const KindTrace& trace,
                                  const Warnings& scenarioWarnings,
                                  const ResultOptions& options) const
{
    const auto& flash = dynamic_cast<const FlashTrace&>(trace);
    nlohmann::json j = resultStart(id());
    j["block"] = flashBlockToJson(flash.block());
    j["tiles"] = {{"visited", flash.visitedTiles()}, {"skipped", flash.skippedTiles()}};
    j["softmax_difference"] = flash.softmaxDifference();
    // Each tile visited: its blocks, and per head m, ℓ, r and O after it (null: not shown).
    nlohmann::json frames = nlohmann::json::array();
    for (int f = 0; f < flash.visitedTiles(); ++f) {
        const FlashFrame& fr = flash.frame(f);
        nlohmann::json heads = nlohmann::json::array();
        for (int h = 0; h < flash.headCount(); ++h)
            heads.push_back({{"index", h},
                             {"running_max", columnToJson(flash.stage(RunningMax, h, f))},
                             {"running_sum", columnToJson(flash.stage(RunningSum, h, f))},
                             {"rescale", columnToJson(flash.stage(Rescale, h, f))},
                             {"accumulator", stageValuesToJson(flash.stage(Accumulator, h, f))}});
        frames.push_back({{"index", f},
                          {"query_block", {fr.queryBegin, fr.queryEnd}},
                          {"key_block", {fr.keyBegin, fr.keyEnd}},
                          {"heads", std::move(heads)}});
    }
    j["frames"] = std::move(frames);
    nlohmann::json heads = nlohmann::json::array();
    for (int h = 0; h < flash.headCount(); ++h)
        heads.push_back({{"index", h}, {"output", matrixToJson(flash.head(h).output)}});
    j["heads"] = std::move(heads);
    j["output"] = matrixToJson(flash.output());
    return resultEnd(std::move(j), resolved, trace, scenarioWarnings, options);
}

// ---------------------------------------------------------------------------- limits

int requireFlashLimits(const AttentionInput& input, const FlashBlock& block,
                       const std::string& where)
{
    const std::string place = where.empty() ? "block" : where + ": block";
    const int nq = input.queryCount();
    const int nk = input.keyCount();
    if (nq > FlashKind::maxTokens || nk > FlashKind::maxTokens)
        throw InputError(place,
                         TR_NOOP("Engine", "FlashAttention's tiles are kept one by one for at most "
                                           "%1 queries and keys, got %2 queries and %3 keys; use "
                                           "\"kind\": \"softmax\" for longer inputs"),
                         FlashKind::maxTokens, nq, nk);
    int skipped = 0;
    const int visited =
        static_cast<int>(tilesVisited(allowedMatrix(input.mask, nq, nk), block, skipped).size());
    if (visited > FlashKind::maxFrames)
        throw InputError(place,
                         TR_NOOP("Engine", "blocks of %1 queries × %2 keys make %3 tiles to visit, "
                                           "more than the %4 kept one by one; use larger blocks"),
                         block.queries, block.keys, visited, FlashKind::maxFrames);
    return visited;
}

// ---------------------------------------------------------------------------- the algorithm

std::shared_ptr<FlashTrace> FlashTrace::compute(const AttentionInput& input,
                                                const FlashBlock& block)
{
    requireFlashLimits(input, block);
    const int nq = input.queryCount();
    const int nk = input.keyCount();
    const int dk = input.headDim();
    const int dv = input.headValueDim();

    auto trace = std::make_shared<FlashTrace>();
    trace->block_ = block;
    trace->queryCount_ = nq;
    trace->keyCount_ = nk;
    // The mask is the same for every head: so are the tiles visited.
    const BoolMatrix allowed = allowedMatrix(input.mask, nq, nk);
    trace->frames_ = tilesVisited(allowed, block, trace->skipped_);
    // Query block i is finished after its last tile (after the tiles before it when it has
    // none): the number of tiles of blocks ≤ i, minus 1.
    std::vector<int> ends(static_cast<std::size_t>(blockCount(nq, block.queries)), 0);
    for (std::size_t f = 0; f < trace->frames_.size(); ++f)
        ends[static_cast<std::size_t>(trace->frames_[f].queryBlock)] = static_cast<int>(f) + 1;
    int end = 0;
    for (const int e : ends) {
        end = std::max(end, e);
        trace->finishFrames_.push_back(end - 1);
    }
    trace->concat_.resize(nq, input.valueDim());

    for (int t = 0; t < input.heads; ++t) {
        checkStop();
        FlashHead h;
        h.index = t;
        h.keyColumn = t * dk;
        h.valueColumn = t * dv;
        h.scale = effectiveScale(input.scale, dk);
        const auto qt = input.q.middleCols(h.keyColumn, dk);
        const auto kt = input.k.middleCols(h.keyColumn, dk);
        const auto vt = input.v.middleCols(h.valueColumn, dv);
        // The running state of every row: m = −∞, ℓ = 0, O = 0 before its first tile. A row is
        // only ever touched by its own query block's tiles, which come one after the other.
        h.rowMax = Vector::Constant(nq, negInf);
        h.rowSum = Vector::Zero(nq);
        h.accumulator = Matrix::Zero(nq, dv);
        h.tiles.reserve(trace->frames_.size());

        for (std::size_t f = 0; f < trace->frames_.size(); ++f) {
            if (f % 64 == 63)
                checkStop();
            const FlashFrame& fr = trace->frames_[f];
            const int a = fr.queryBegin, rows = fr.rows();
            const int c = fr.keyBegin, keys = fr.keys();
            FlashTile tile;
            // S = Q_i K_jᵀ · s (the product first, then the scale, as softmax's stages), −∞
            // where the mask hides the pair
            tile.allowed = allowed.block(a, c, rows, keys);
            Matrix products = qt.middleRows(a, rows) * kt.middleRows(c, keys).transpose();
            products *= h.scale;
            tile.scores = tile.allowed.select(products, Matrix::Constant(rows, keys, negInf));
            // m_old, ℓ_old, O_old: where the row's previous tile left it
            tile.maxBefore = h.rowMax.segment(a, rows);
            tile.sumBefore = h.rowSum.segment(a, rows);
            const Matrix before = h.accumulator.middleRows(a, rows);

            tile.tileMax.resize(rows);
            tile.maxAfter.resize(rows);
            tile.rescale.resize(rows);
            tile.exps = Matrix::Zero(rows, keys);
            for (int r = 0; r < rows; ++r) {
                // rowmax(S) over the allowed cells (−∞ when the tile allows the row none)
                double tileMax = negInf;
                for (int k = 0; k < keys; ++k)
                    if (tile.allowed(r, k))
                        tileMax = std::max(tileMax, tile.scores(r, k));
                tile.tileMax(r) = tileMax;
                // m_new = max(m_old, rowmax(S))
                const double mOld = tile.maxBefore(r);
                const double mNew = std::max(mOld, tileMax);
                tile.maxAfter(r) = mNew;
                // r = e^(m_old − m_new): 1 when the max did not move (nothing to rescale, also
                // while the row has seen no allowed key), 0 on the row's first allowed tile
                // (m_old = −∞: ℓ_old and O_old are 0 anyway)
                tile.rescale(r) = mOld == mNew ? 1.0 : mOld == negInf ? 0.0 : std::exp(mOld - mNew);
                // P = e^(S − m_new), 0 where masked
                for (int k = 0; k < keys; ++k)
                    if (tile.allowed(r, k))
                        tile.exps(r, k) = std::exp(tile.scores(r, k) - mNew);
            }
            // ℓ_new = r ℓ_old + rowsum(P)
            tile.sumAfter = tile.rescale.cwiseProduct(tile.sumBefore) + tile.exps.rowwise().sum();
            // O_new = r O_old + P V_j
            tile.accumulator =
                tile.rescale.asDiagonal() * before + tile.exps * vt.middleRows(c, keys);

            h.rowMax.segment(a, rows) = tile.maxAfter;
            h.rowSum.segment(a, rows) = tile.sumAfter;
            h.accumulator.middleRows(a, rows) = tile.accumulator;
            h.tiles.push_back(std::move(tile));
        }
        // After each query block's last tile: o_i = O_i / ℓ_i (zeros where ℓ_i = 0: the mask
        // allows the row no key)
        h.output = Matrix::Zero(nq, dv);
        for (int i = 0; i < nq; ++i) {
            if (h.rowSum(i) > 0)
                h.output.row(i) = h.accumulator.row(i) / h.rowSum(i);
            else
                trace->warnings_.push_back(fullyMaskedRowWarning(t, i));
        }
        trace->concat_.middleCols(h.valueColumn, dv) = h.output;
        trace->heads_.push_back(std::move(h));
    }
    // concat(o_0 … o_{h−1}) W_O, as softmax
    trace->finalOutput_ = projectOutput(input, trace->concat_);

    // The check: softmax attention's reference engine on the same input
    const Trace softmax = computeTrace(input);
    double worst = 0.0;
    for (std::size_t t = 0; t < trace->heads_.size(); ++t)
        if (trace->heads_[t].output.size() > 0)
            worst = std::max(
                worst, (trace->heads_[t].output - softmax.heads[t].output).cwiseAbs().maxCoeff());
    if (trace->finalOutput_.size() > 0)
        worst = std::max(worst, (trace->finalOutput_ - softmax.output).cwiseAbs().maxCoeff());
    trace->softmaxDifference_ = worst;
    return trace;
}

// ---------------------------------------------------------------------------- the trace

int FlashTrace::frameCount() const
{
    return std::max(1, static_cast<int>(frames_.size()));
}

const FlashFrame& FlashTrace::frame(int frame) const
{
    return frames_.at(static_cast<std::size_t>(frame));
}

const FlashHead& FlashTrace::head(int head) const
{
    return heads_.at(static_cast<std::size_t>(head));
}

const FlashTile& FlashTrace::tile(int head, int frame) const
{
    return this->head(head).tiles.at(static_cast<std::size_t>(frame));
}

int FlashTrace::finishFrame(int queryBlock) const
{
    return finishFrames_.at(static_cast<std::size_t>(queryBlock));
}

Matrix FlashTrace::accumulatorBefore(int head, int frame) const
{
    const FlashFrame& fr = this->frame(frame);
    if (frame > 0 && frames_[static_cast<std::size_t>(frame) - 1].queryBlock == fr.queryBlock)
        return tile(head, frame - 1).accumulator;
    return Matrix::Zero(fr.rows(), this->head(head).accumulator.cols());
}

StageValues FlashTrace::stage(int stage, int head, int frame) const
{
    if (stage < 0 || stage > FlashKind::Final)
        throw std::out_of_range("FlashAttention has no stage " + std::to_string(stage));
    const int f = std::clamp(frame, 0, frameCount() - 1);
    const int nq = queryCount_;
    const int blockRows = block_.queries;
    const int queryBlocks = static_cast<int>(finishFrames_.size());
    // Query block i's rows: finished from finishFrame(i) on; touched once its first tile is
    // at or before f, the last of its tiles up to f holding their state.
    const auto finished = [&](int i) { return f >= finishFrames_[static_cast<std::size_t>(i)]; };
    const auto lastSeen = [&](int i) {
        const int end = finishFrames_[static_cast<std::size_t>(i)] + 1; // its tiles end here
        const int first = i == 0 ? 0 : finishFrames_[static_cast<std::size_t>(i) - 1] + 1;
        return first < end && first <= f ? std::min(f, end - 1) : -1;
    };
    const auto rowsOf = [&](int i) {
        return std::pair{i * blockRows, std::min(nq, (i + 1) * blockRows) - i * blockRows};
    };
    const auto hideUnfinished = [&](StageValues& v) {
        v.hidden = BoolMatrix::Constant(v.values.rows(), v.values.cols(), false);
        for (int i = 0; i < queryBlocks; ++i)
            if (!finished(i)) {
                const auto [a, rows] = rowsOf(i);
                v.hidden.middleRows(a, rows).setConstant(true);
            }
    };

    StageValues v;
    if (stage == FlashKind::Final) {
        // y = concat(heads) W_O, the rows of the query blocks finished
        v.values = finalOutput_;
        hideUnfinished(v);
    } else {
        const FlashHead& h = this->head(head);
        switch (stage) {
        case FlashKind::Scores:
            // S = Q_i K_jᵀ · s of every tile visited up to f; the rest not computed yet
            v.values = Matrix::Zero(nq, keyCount_);
            v.hidden = BoolMatrix::Constant(nq, keyCount_, true);
            for (int g = 0; g < std::min(f + 1, visitedTiles()); ++g) {
                const FlashFrame& fr = frames_[static_cast<std::size_t>(g)];
                const FlashTile& t = h.tiles[static_cast<std::size_t>(g)];
                v.values.block(fr.queryBegin, fr.keyBegin, fr.rows(), fr.keys()) = t.scores;
                v.hidden.block(fr.queryBegin, fr.keyBegin, fr.rows(), fr.keys()) = !t.allowed;
            }
            break;
        case FlashKind::RunningMax:
        case FlashKind::RunningSum:
        case FlashKind::Accumulator:
            // m, ℓ or O after frame f: each row as its last tile up to f left it
            v.values = Matrix::Zero(nq, stage == FlashKind::Accumulator ? h.accumulator.cols() : 1);
            v.hidden = BoolMatrix::Constant(v.values.rows(), v.values.cols(), true);
            for (int i = 0; i < queryBlocks; ++i) {
                const int g = lastSeen(i);
                if (g < 0)
                    continue; // not touched yet: m = −∞, ℓ = 0, O = 0
                const FlashTile& t = h.tiles[static_cast<std::size_t>(g)];
                const auto [a, rows] = rowsOf(i);
                if (stage == FlashKind::Accumulator)
                    v.values.middleRows(a, rows) = t.accumulator;
                else
                    v.values.middleRows(a, rows) =
                        stage == FlashKind::RunningMax ? t.maxAfter : t.sumAfter;
                v.hidden.middleRows(a, rows).setConstant(false);
            }
            if (stage == FlashKind::RunningMax) // m = −∞: no allowed key seen yet
                for (int i = 0; i < nq; ++i)
                    if (!std::isfinite(v.values(i, 0))) {
                        v.values(i, 0) = 0.0;
                        v.hidden(i, 0) = true;
                    }
            if (stage == FlashKind::Accumulator)
                v.firstColumn = h.valueColumn;
            break;
        case FlashKind::Rescale:
            // r = e^(m_old − m_new) of frame f's rows
            v.values = Matrix::Zero(nq, 1);
            v.hidden = BoolMatrix::Constant(nq, 1, true);
            if (!frames_.empty()) {
                const FlashFrame& fr = frames_[static_cast<std::size_t>(f)];
                v.values.middleRows(fr.queryBegin, fr.rows()) =
                    h.tiles[static_cast<std::size_t>(f)].rescale;
                v.hidden.middleRows(fr.queryBegin, fr.rows()).setConstant(false);
            }
            break;
        case FlashKind::Output:
            // o = O / ℓ of the rows whose query block is finished
            v.values = h.output;
            v.firstColumn = h.valueColumn;
            hideUnfinished(v);
            break;
        default:
            break;
        }
    }
    if (!v.hidden.any())
        v.hidden.resize(0, 0);
    return v;
}

// ---------------------------------------------------------------------------- memory

FlashMemory flashMemory(int n, int d, int blockRows, int blockCols, double sramNumbers)
{
    const std::int64_t nn = n, dd = d, br = blockRows, bc = blockCols;
    FlashMemory m;
    // one tile's working set: the S / P tile, the O block, m and ℓ
    m.flashNumbers = br * bc + br * dd + 2 * br;
    // the standard implementation's n × n scores (then weights)
    m.standardNumbers = nn * nn;
    // HBM accesses, Theorem 2 (up to constants): Θ(n² d² / M) for FlashAttention …
    const double N = static_cast<double>(n), D = static_cast<double>(d);
    m.flashAccesses = N * N * D * D / sramNumbers;
    // … and Θ(n d + n²) for standard attention
    m.standardAccesses = N * D + N * N;
    return m;
}

FlashBlock flashPaperBlock(int d, double sramNumbers)
{
    // Algorithm 1, line 1: B_c = ⌈M / 4d⌉, B_r = min(⌈M / 4d⌉, d)
    FlashBlock b;
    b.keys = static_cast<int>(std::ceil(sramNumbers / (4.0 * d)));
    b.queries = std::min(b.keys, d);
    return b;
}

} // namespace attnlab
