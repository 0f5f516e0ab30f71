#include "scenarioedit.h"

#include "inputerror.h"
#include "kinds/attentionkind.h"
#include "kinds/kinds.h"

#include <algorithm>
#include <string>

namespace attnlab {

namespace {

// Grows or shrinks m to rows x cols, keeping the overlap and filling with `fill`.
Matrix resized(const Matrix& m, Eigen::Index rows, Eigen::Index cols, double fill = 0.0)
{
    Matrix out = Matrix::Constant(rows, cols, fill);
    const Eigen::Index r = std::min(rows, m.rows());
    const Eigen::Index c = std::min(cols, m.cols());
    out.topLeftCorner(r, c) = m.topLeftCorner(r, c);
    return out;
}

BoolMatrix resizedMask(const BoolMatrix& m, Eigen::Index rows, Eigen::Index cols)
{
    BoolMatrix out = BoolMatrix::Constant(rows, cols, true);
    const Eigen::Index r = std::min(rows, m.rows());
    const Eigen::Index c = std::min(cols, m.cols());
    out.topLeftCorner(r, c) = m.topLeftCorner(r, c);
    return out;
}

/// The mask for new sizes n_q × n_k: painted pairs cut or extended (new ones allowed), global
/// tokens past the last token dropped, random blocks drawn for other sizes forgotten (drawn again
/// from their seed when the scenario is resolved).
MaskSpec fittedMask(MaskSpec mask, Eigen::Index nq, Eigen::Index nk)
{
    if (mask.allowed && (mask.allowed->rows() != nq || mask.allowed->cols() != nk))
        mask.allowed = resizedMask(*mask.allowed, nq, nk);
    const Eigen::Index tokens = std::max(nq, nk);
    std::erase_if(mask.global, [tokens](int g) { return g >= tokens; });
    if (mask.random && !mask.random->drawn.empty()) {
        const int b = mask.random->blockSize;
        const int keyBlocks = blockCount(static_cast<int>(nk), b);
        bool fits =
            static_cast<int>(mask.random->drawn.size()) == blockCount(static_cast<int>(nq), b);
        for (const auto& blocks : mask.random->drawn)
            fits = fits && (blocks.empty() || blocks.back() < keyBlocks);
        if (!fits)
            mask.random->drawn.clear();
    }
    return mask;
}

std::vector<std::string> resizedLabels(std::vector<std::string> labels, std::size_t n,
                                       const std::string& prefix)
{
    if (labels.empty())
        return labels; // defaults follow the size by themselves
    const std::size_t old = labels.size();
    labels.resize(n);
    for (std::size_t i = old; i < n; ++i)
        labels[i] = prefix + std::to_string(i);
    return labels;
}

Matrix& matrixRef(Scenario& s, MatrixRole role)
{
    switch (role) {
    case MatrixRole::Query:
        return s.q;
    case MatrixRole::Key:
        return s.k;
    case MatrixRole::Value:
        return s.v;
    case MatrixRole::OutputProjection:
        if (!s.outputProjection)
            s.outputProjection = Matrix::Identity(s.v.cols(), s.v.cols());
        return *s.outputProjection;
    }
    return s.q;
}

// Makes every matrix agree with Q (rows = n_q), K (rows = n_k, cols = d_k) and V.
Scenario conform(Scenario s, Eigen::Index nq, Eigen::Index nk, Eigen::Index dk, Eigen::Index dv)
{
    s.q = resized(s.q, nq, dk);
    s.k = resized(s.k, nk, dk);
    s.v = resized(s.v, nk, dv);
    if (s.outputProjection && s.outputProjection->rows() != dv) {
        const Eigen::Index dout = s.outputProjection->cols();
        Matrix wo = resized(*s.outputProjection, dv, dout);
        for (Eigen::Index i = s.outputProjection->rows(); i < std::min(dv, dout); ++i)
            wo(i, i) = 1.0; // new rows pass their dimension through
        s.outputProjection = wo;
    }
    s.mask = fittedMask(s.mask, nq, nk);
    const bool shared = s.keyTokens.empty() && !s.queryTokens.empty() && nq == nk;
    s.queryTokens = resizedLabels(s.queryTokens, static_cast<std::size_t>(nq), "t");
    s.keyTokens =
        shared ? s.keyTokens : resizedLabels(s.keyTokens, static_cast<std::size_t>(nk), "k");
    return s;
}

} // namespace

Scenario toMatrices(const Scenario& scenario, const ResolvedScenario& resolved)
{
    if (scenario.kind == InputKind::Matrices)
        return scenario;
    Scenario s = scenario;
    s.kind = InputKind::Matrices;
    s.q = resolved.input.q;
    s.k = resolved.input.k;
    s.v = resolved.input.v;
    s.queryTokens = resolved.queryTokens;
    s.keyTokens = resolved.keyTokens == resolved.queryTokens ? std::vector<std::string>{}
                                                             : resolved.keyTokens;
    return s;
}

const Matrix& matrixOf(const Scenario& scenario, MatrixRole role)
{
    static const Matrix empty;
    switch (role) {
    case MatrixRole::Query:
        return scenario.q;
    case MatrixRole::Key:
        return scenario.k;
    case MatrixRole::Value:
        return scenario.v;
    case MatrixRole::OutputProjection:
        return scenario.outputProjection ? *scenario.outputProjection : empty;
    }
    return empty;
}

Scenario withCell(const Scenario& scenario, const ResolvedScenario& resolved, MatrixRole role,
                  int row, int column, double value)
{
    Matrix block(1, 1);
    block(0, 0) = value;
    return withBlock(scenario, resolved, role, row, column, block);
}

Scenario withBlock(const Scenario& scenario, const ResolvedScenario& resolved, MatrixRole role,
                   int row, int column, const Matrix& block)
{
    Scenario s = toMatrices(scenario, resolved);
    Eigen::Index nq = s.q.rows(), nk = s.k.rows(), dk = s.q.cols(), dv = s.v.cols();
    const Eigen::Index lastRow = row + block.rows();
    const Eigen::Index lastCol = column + block.cols();
    switch (role) {
    case MatrixRole::Query:
        nq = std::max(nq, lastRow);
        dk = std::max(dk, lastCol);
        break;
    case MatrixRole::Key:
        nk = std::max(nk, lastRow);
        dk = std::max(dk, lastCol);
        break;
    case MatrixRole::Value:
        nk = std::max(nk, lastRow);
        dv = std::max(dv, lastCol);
        break;
    case MatrixRole::OutputProjection:
        dv = std::max(dv, lastRow);
        break;
    }
    s = conform(std::move(s), nq, nk, dk, dv);
    Matrix& target = matrixRef(s, role);
    if (role == MatrixRole::OutputProjection && target.cols() < lastCol)
        target = resized(target, target.rows(), lastCol);
    target.block(row, column, block.rows(), block.cols()) = block;
    return s;
}

Scenario withMatrix(const Scenario& scenario, const ResolvedScenario& resolved, MatrixRole role,
                    const Matrix& m)
{
    Scenario s = toMatrices(scenario, resolved);
    Eigen::Index nq = s.q.rows(), nk = s.k.rows(), dk = s.q.cols(), dv = s.v.cols();
    switch (role) {
    case MatrixRole::Query:
        nq = m.rows();
        dk = m.cols();
        break;
    case MatrixRole::Key:
        nk = m.rows();
        dk = m.cols();
        break;
    case MatrixRole::Value:
        nk = m.rows();
        dv = m.cols();
        break;
    case MatrixRole::OutputProjection:
        dv = m.rows();
        break;
    }
    s = conform(std::move(s), nq, nk, dk, dv);
    matrixRef(s, role) = m;
    if (s.heads < 1 || dk % s.heads != 0 || dv % s.heads != 0)
        s.heads = 1;
    return s;
}

Scenario withQkv(const Scenario& scenario, const Matrix& q, const Matrix& k, const Matrix& v,
                 const std::string& where)
{
    const auto columns = [](Eigen::Index n) {
        return n == 1 ? Message(TR_NOOP("Engine", "%1 column"), n)
                      : Message(TR_NOOP("Engine", "%1 columns"), n);
    };
    const auto rows = [](Eigen::Index n) {
        return n == 1 ? Message(TR_NOOP("Engine", "%1 row"), n)
                      : Message(TR_NOOP("Engine", "%1 rows"), n);
    };
    if (q.cols() != k.cols())
        throw InputError(where,
                         TR_NOOP("Engine", "q has %1 and k has %2: Q and K need the same number of "
                                           "columns (d_k)"),
                         columns(q.cols()), columns(k.cols()));
    if (k.rows() != v.rows())
        throw InputError(where,
                         TR_NOOP("Engine", "k has %1 and v has %2: K and V need one row per key"),
                         rows(k.rows()), rows(v.rows()));
    Scenario s = scenario;
    // The old labels describe other tokens unless the same matrices come back (same sizes).
    if (s.kind != InputKind::Matrices || s.q.rows() != q.rows() || s.k.rows() != k.rows()) {
        s.queryTokens.clear();
        s.keyTokens.clear();
    }
    s.kind = InputKind::Matrices;
    s = conform(std::move(s), q.rows(), k.rows(), q.cols(), v.cols());
    s.q = q;
    s.k = k;
    s.v = v;
    if (s.heads < 1 || q.cols() % s.heads != 0 || v.cols() % s.heads != 0)
        s.heads = 1;
    return s;
}

Scenario withAllowedMask(const Scenario& scenario, int queries, int keys, const BoolMatrix& allowed,
                         const std::string& where)
{
    if (allowed.rows() != queries || allowed.cols() != keys)
        throw InputError(where,
                         TR_NOOP("Engine", "expected a %1 x %2 mask (queries x keys), got %3 x %4"),
                         queries, keys, allowed.rows(), allowed.cols());
    Scenario s = scenario;
    s.mask.allowed = allowed;
    return s;
}

Scenario withSizes(const Scenario& scenario, const ResolvedScenario& resolved, int queries,
                   int keys, int keyDim, int valueDim)
{
    if (scenario.kind == InputKind::Random && queries == keys && keyDim == valueDim) {
        Scenario s = scenario;
        s.random.tokens = queries;
        s.random.dim = keyDim;
        s.queryTokens = resizedLabels(s.queryTokens, static_cast<std::size_t>(queries), "t");
        s.keyTokens = resizedLabels(s.keyTokens, static_cast<std::size_t>(keys), "t");
        s.mask = fittedMask(s.mask, queries, keys);
        if (s.outputProjection && s.outputProjection->rows() != valueDim)
            s.outputProjection = resized(*s.outputProjection, valueDim, valueDim);
        return s;
    }
    return conform(toMatrices(scenario, resolved), queries, keys, keyDim, valueDim);
}

Scenario withTokens(const Scenario& scenario, std::vector<std::string> queryTokens,
                    std::vector<std::string> keyTokens)
{
    Scenario s = scenario;
    s.queryTokens = std::move(queryTokens);
    s.keyTokens = std::move(keyTokens);
    return s;
}

Scenario withMaskCell(const Scenario& scenario, int queries, int keys, int row, int column,
                      bool allowed)
{
    Scenario s = scenario;
    if (!s.mask.allowed || s.mask.allowed->rows() != queries || s.mask.allowed->cols() != keys)
        s.mask.allowed = BoolMatrix::Constant(queries, keys, true);
    (*s.mask.allowed)(row, column) = allowed;
    return s;
}

Scenario withOutputProjection(const Scenario& scenario, const ResolvedScenario& resolved,
                              bool enabled)
{
    Scenario s = scenario;
    if (!enabled)
        s.outputProjection.reset();
    else if (!s.outputProjection)
        s.outputProjection = Matrix::Identity(resolved.input.valueDim(), resolved.input.valueDim());
    return s;
}

Scenario withMask(const Scenario& scenario, const MaskSpec& mask)
{
    Scenario s = scenario;
    s.mask = mask;
    return s;
}

Scenario withHeads(const Scenario& scenario, int heads)
{
    Scenario s = scenario;
    s.heads = heads;
    return s;
}

Scenario withScale(const Scenario& scenario, std::optional<double> scale)
{
    Scenario s = scenario;
    s.scale = scale;
    return s;
}

Scenario withKind(const Scenario& scenario, const std::string& kind, const KindValue& parameters)
{
    Scenario s = scenario;
    s.attentionKind = kind;
    const KindCapabilities can = kindCapabilities(kind);
    if (!can.decoding) // only softmax attention decodes with a KV cache here
        s.decode.reset();
    // a kind's own parameters: those given, else kept while the kind stays, else the new
    // kind's defaults
    if (parameters)
        s.parameters = parameters;
    else if (scenario.attentionKind != kind)
        s.parameters.reset();
    attentionKind(kind).conform(s);
    if (can.masks == KindCapabilities::Masks::CausalOnly) {
        // linear attention factorises with a causal mask only (requireLinearMask)
        const bool causal = s.mask.causal;
        const CausalAlignment alignment = s.mask.alignment;
        s.mask = MaskSpec{};
        s.mask.causal = causal;
        s.mask.alignment = alignment;
    }
    return s;
}

Scenario withKindParameters(const Scenario& scenario, const KindValue& parameters)
{
    return withKind(scenario, scenario.attentionKind, parameters);
}

Scenario withDecode(const Scenario& scenario, const std::optional<DecodeSpec>& decode)
{
    Scenario s = scenario;
    s.decode = decode;
    if (decode)
        s.mask.causal = true;
    return s;
}

Scenario withRandom(const Scenario& scenario, const RandomSpec& random)
{
    Scenario s = scenario;
    const auto n = static_cast<std::size_t>(random.tokens);
    if (s.kind != InputKind::Random || s.queryTokens.size() != n)
        s.queryTokens.clear();
    if (s.kind != InputKind::Random || s.keyTokens.size() != n)
        s.keyTokens.clear();
    s.mask = fittedMask(s.mask, random.tokens, random.tokens);
    if (s.outputProjection && s.outputProjection->rows() != random.dim)
        s.outputProjection = resized(*s.outputProjection, random.dim, random.dim);
    s.kind = InputKind::Random;
    s.random = random;
    s.q = s.k = s.v = Matrix();
    return s;
}

Scenario withSentences(const Scenario& scenario, const SentenceSpec& sentences)
{
    Scenario s = scenario;
    s.kind = InputKind::Sentences;
    s.sentences = sentences;
    s.queryTokens.clear();
    s.keyTokens.clear();
    s.mask.allowed.reset(); // its size follows the sentences, which just changed
    if (s.mask.random)
        s.mask.random->drawn.clear(); // drawn again for the sentences' tokens
    s.outputProjection.reset();
    s.q = s.k = s.v = Matrix();
    return s;
}

Scenario withDescription(const Scenario& scenario, const std::string& title,
                         const std::string& description)
{
    Scenario s = scenario;
    s.title = title;
    s.description = description;
    return s;
}

Scenario withImage(const Scenario& scenario, const ImageSpec& image)
{
    Scenario s = scenario;
    const bool sameGrid =
        s.kind == InputKind::Image && s.image.path == image.path &&
        s.image.stride == image.stride && s.image.size == image.size && s.image.fit == image.fit &&
        s.image.objectQueries == image.objectQueries && s.image.prompt == image.prompt;
    s.kind = InputKind::Image;
    s.image = image;
    if (!sameGrid) {
        s.queryTokens.clear();
        s.keyTokens.clear();
        s.mask.allowed.reset();
        s.mask.global.clear();
        if (s.mask.random)
            s.mask.random->drawn.clear();
    }
    return s;
}

} // namespace attnlab
