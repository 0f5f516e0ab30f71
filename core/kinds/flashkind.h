#pragma once

#include "attention.h"
#include "attentionkind.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace attnlab {

/// FlashAttention's tiles (Dao et al., 2022, "FlashAttention: Fast and Memory-Efficient Exact
/// Attention with IO-Awareness"; the online softmax of Milakov & Gimelshein, 2018): the exact
/// softmax attention of the scenario — the same Q, K, V, scale s (effectiveScale), mask
/// (MaskSpec), heads and W_O as "softmax" — computed one tile of B_r queries × B_c keys at a
/// time, never holding the n_q × n_k weights. Per head, query blocks i (rows [a, b)) in the
/// outer loop and key blocks j (keys [c, d)) in the inner one, FlashAttention-2's order, so a
/// query row's story is contiguous. For each tile, in double precision:
///   S = Q_i K_jᵀ · s                        masked cells −∞ (B_r × B_c)
///   m_new = max(m_old, rowmax(S))           over the allowed cells (a row with none keeps m_old)
///   r = e^(m_old − m_new)                   the rescale of what was summed with the old max:
///                                           1 when m_old = m_new (both −∞ included: nothing
///                                           summed yet), 0 when m_old = −∞ < m_new (the row's
///                                           first allowed tile: ℓ and O are 0 anyway)
///   P = e^(S − m_new)                       0 where masked
///   ℓ_new = r ℓ_old + rowsum(P)
///   O_new = r O_old + P V_j                 the unnormalised output (B_r × d_v/h)
/// starting from m = −∞, ℓ = 0, O = 0; after the query block's last key block, its output rows
/// are O / ℓ. A row with ℓ = 0 (the mask allows it no key) gets zeros and the
/// fully_masked_row warning, never NaN. A tile the mask hides entirely is skipped: no frame,
/// counted in skippedTiles(). The result equals softmax attention's (softmaxDifference()).
///
/// Frames are the tiles visited, in loop order; the mask is the same for every head, so every
/// head visits the same tiles (frameQueryRows stays empty: frames are not decoding steps). The
/// trace keeps every tile, so it is limited to maxTokens queries and keys and maxFrames tiles
/// visited (InputError at "block": larger blocks give fewer tiles; for longer inputs, "kind":
/// "softmax"). Its own parameters are the block sizes, "block": {"queries": B_r, "keys": B_c}
/// (FlashBlock; {2, 2} when absent). Backend: "reference".
struct FlashBlock
{
    int queries = 2; ///< B_r, the rows of a query block (1 … limits::maxTokens)
    int keys = 2;    ///< B_c, the keys of a key block (1 … limits::maxTokens)

    bool operator==(const FlashBlock&) const = default;
};

class FlashKind final : public AttentionKind
{
public:
    /// The stages by index, in the order of stages().
    enum StageIndex
    {
        Scores,      ///< S of the tiles visited so far, n_q × n_k
        RunningMax,  ///< m after the frame, n_q × 1
        RunningSum,  ///< ℓ after the frame, n_q × 1
        Rescale,     ///< e^(m_old − m_new) of the frame's rows, n_q × 1
        Accumulator, ///< O after the frame (unnormalised), n_q × d_v/h
        Output,      ///< O / ℓ of the query blocks finished, n_q × d_v/h
        Final,       ///< concat(heads) W_O of the rows finished
    };

    static constexpr const char* kindId = "flash";
    /// The most queries and keys whose tiles are kept (and shown) one by one.
    static constexpr int maxTokens = 256;
    /// The most tiles visited (frames) a trace keeps.
    static constexpr int maxFrames = 1024;

    std::string id() const override { return kindId; }
    const std::vector<StageSpec>& stages() const override;
    int defaultStage() const override { return Scores; }
    std::vector<std::string> backends() const override { return {"reference"}; }
    /// Everything softmax takes but decoding: any mask and sparse pattern, patches, heads,
    /// the scale (no fused backend, so no long-input overview).
    KindCapabilities capabilities() const override
    {
        KindCapabilities c;
        c.masks = KindCapabilities::Masks::Any;
        c.sparsePatterns = true;
        c.imagePatches = true;
        return c;
    }
    /// Its parameters: the block sizes (FlashBlock), read from "block" ({2, 2} when absent),
    /// always written; resolved to the same FlashBlock (ResolvedScenario::kindInput).
    bool ownsKey(const std::string& key) const override;
    KindValue readParameters(const nlohmann::json& scenario, Warnings& warnings) const override;
    void writeParameters(const KindValue& parameters, nlohmann::json& scenario) const override;
    /// Keeps its block sizes, or the default; keeps masks, heads, scale and W_O.
    void conform(Scenario& scenario) const override;
    void resolveParameters(const Scenario& scenario, const std::string& baseDir,
                           ResolvedScenario& resolved) const override;
    /// Throws InputError at "block" beyond maxTokens or maxFrames (requireFlashLimits).
    std::shared_ptr<const KindTrace> compute(const ResolvedScenario& resolved,
                                             const std::string& backend) const override;
    void requireTraceMemory(const ResolvedScenario& resolved, const std::string& where,
                            std::int64_t extraBytes) const override;
    void requireResultMemory(const ResolvedScenario& resolved, const std::string& backend,
                             const std::string& where) const override;
    /// "format", "version", "kind": "flash", "block": {"queries", "keys"}, "tiles":
    /// {"visited", "skipped"} (a head's), "softmax_difference", "frames": [{"index",
    /// "query_block": [a, b], "key_block": [c, d], "heads": [{"index", "running_max",
    /// "running_sum", "rescale" (n_q numbers, null where not shown), "accumulator" (n_q × d_v/h,
    /// null rows untouched)}]}], "heads": [{"index", "output": O / ℓ}], "output", "warnings",
    /// "backend".
    std::string resultText(const ResolvedScenario& resolved, const KindTrace& trace,
                           const Warnings& scenarioWarnings,
                           const ResultOptions& options) const override;
};

/// The block sizes of a flash scenario (its parameters), or of what it resolved to; the
/// default {2, 2} when it has none.
const FlashBlock& flashBlockOf(const Scenario& scenario);
const FlashBlock& flashBlockOf(const ResolvedScenario& resolved);
/// "block": {"queries": B_r, "keys": B_c}; throws InputError at block, block.queries,
/// block.keys; an unknown key warns.
FlashBlock flashBlockFromJson(const nlohmann::json& json, Warnings& warnings);
nlohmann::json flashBlockToJson(const FlashBlock& block);

/// One tile visited: its query block [queryBegin, queryEnd) and key block [keyBegin, keyEnd).
struct FlashFrame
{
    int queryBlock = 0, keyBlock = 0; ///< i and j
    int queryBegin = 0, queryEnd = 0; ///< [a, b)
    int keyBegin = 0, keyEnd = 0;     ///< [c, d)

    int rows() const { return queryEnd - queryBegin; }
    int keys() const { return keyEnd - keyBegin; }
};

/// One head's numbers of one tile (rows a … b − 1 of the query block).
struct FlashTile
{
    Matrix scores;      ///< S = Q_i K_jᵀ · s, −∞ where masked (B_r × B_c)
    BoolMatrix allowed; ///< the mask's cells of the tile
    Vector tileMax;     ///< rowmax(S) over the allowed cells (−∞ for a row with none)
    Vector maxBefore;   ///< m_old (−∞ before the row's first allowed tile)
    Vector maxAfter;    ///< m_new = max(m_old, rowmax(S))
    Vector rescale;     ///< r = e^(m_old − m_new) (1 when equal, 0 when m_old = −∞ < m_new)
    Matrix exps;        ///< P = e^(S − m_new), 0 where masked
    Vector sumBefore;   ///< ℓ_old
    Vector sumAfter;    ///< ℓ_new = r ℓ_old + rowsum(P)
    Matrix accumulator; ///< O_new = r O_old + P V_j (B_r × d_v/h)
};

/// One head: where it reads, its tiles (one per frame) and what they end with.
struct FlashHead
{
    int index = 0;
    int keyColumn = 0;            ///< first column of Q and K this head reads
    int valueColumn = 0;          ///< first column of V this head reads
    double scale = 1.0;           ///< s
    std::vector<FlashTile> tiles; ///< tile f is frame f's
    Vector rowMax; ///< the last m of each row: max_j of the masked scaled scores (−∞: none)
    Vector rowSum; ///< the last ℓ: Σ_j e^(s_ij − m_i) (0 for a fully masked row)
    Matrix accumulator; ///< the last O (unnormalised), n_q × d_v/h
    Matrix output;      ///< O / ℓ, n_q × d_v/h (zero rows where ℓ = 0)
};

/// FlashAttention's trace: every tile of every head, so a learner can follow a query row's
/// running max, running sum and accumulator tile by tile.
class FlashTrace final : public KindTrace
{
public:
    /// Computes it (expects a validated input within the limits of requireFlashLimits).
    static std::shared_ptr<FlashTrace> compute(const AttentionInput& input,
                                               const FlashBlock& block);

    int headCount() const override { return static_cast<int>(heads_.size()); }
    /// The tiles visited, at least 1 (a frame with nothing computed when the mask hides all).
    int frameCount() const override;
    StageValues stage(int stage, int head, int frame) const override;
    const Matrix& output() const override { return finalOutput_; }
    const Warnings& warnings() const override { return warnings_; }

    const FlashBlock& block() const { return block_; }
    int queryCount() const { return queryCount_; }
    int keyCount() const { return keyCount_; }
    /// The tiles visited in loop order (may be empty when the mask hides every pair).
    const std::vector<FlashFrame>& frames() const { return frames_; }
    const FlashFrame& frame(int frame) const;
    const FlashHead& head(int head) const;
    /// Head `head`'s numbers of frame `frame`'s tile.
    const FlashTile& tile(int head, int frame) const;
    /// Head `head`'s numbers of frame `frame`'s tile, one by one.
    const Vector& maxBefore(int head, int frame) const { return tile(head, frame).maxBefore; }
    const Vector& maxAfter(int head, int frame) const { return tile(head, frame).maxAfter; }
    const Vector& sumBefore(int head, int frame) const { return tile(head, frame).sumBefore; }
    const Vector& sumAfter(int head, int frame) const { return tile(head, frame).sumAfter; }
    const Vector& rescale(int head, int frame) const { return tile(head, frame).rescale; }
    const Vector& tileMax(int head, int frame) const { return tile(head, frame).tileMax; }
    const Matrix& tileScores(int head, int frame) const { return tile(head, frame).scores; }
    /// O_old of the tile: the previous tile's O_new in the same query block, or zeros.
    Matrix accumulatorBefore(int head, int frame) const;
    /// The last frame of query block i's tiles, or of the tiles before it when it has none
    /// (−1 when none comes before): from that frame on, its rows are finished (O / ℓ shown).
    int finishFrame(int queryBlock) const;
    /// Tiles visited and skipped (the mask hides them entirely), each a head's count: every
    /// head visits the same tiles, so all heads together visit headCount() times as many.
    int visitedTiles() const { return static_cast<int>(frames_.size()); }
    int skippedTiles() const { return skipped_; }
    int totalTiles() const { return visitedTiles() + skippedTiles(); }
    /// max |o_flash − o_softmax| over every head's output and the final output, the softmax
    /// output by the reference engine (computeTrace) on the same input: 0 up to rounding.
    double softmaxDifference() const { return softmaxDifference_; }
    /// concat(heads' O / ℓ), n_q × d_v.
    const Matrix& concat() const { return concat_; }

private:
    FlashBlock block_;
    int queryCount_ = 0, keyCount_ = 0;
    std::vector<FlashFrame> frames_;
    std::vector<FlashHead> heads_;
    std::vector<int> finishFrames_; ///< per query block
    int skipped_ = 0;
    Matrix concat_;
    Matrix finalOutput_;
    double softmaxDifference_ = 0.0;
    Warnings warnings_;
};

/// Throws InputError at "block" when the trace cannot be kept: more than FlashKind::maxTokens
/// queries or keys ("use \"kind\": \"softmax\""), or more than FlashKind::maxFrames tiles
/// visited ("use larger blocks"). A non-empty `where` (the scenario file) is put in front of
/// the place. Returns the tiles visited.
int requireFlashLimits(const AttentionInput& input, const FlashBlock& block,
                       const std::string& where = {});

/// What one tile's working set and the slow memory traffic cost, FlashAttention against
/// standard attention, for n tokens of dimension d (one head), blocks of B_r × B_c and a fast
/// on-chip memory (SRAM) of M numbers. Numbers held at once:
///   flash      B_r B_c + B_r d + 2 B_r       (the S / P tile, the O block, m and ℓ)
///   standard   n²                            (the n × n scores, then weights)
/// Slow memory (HBM) accesses, Dao et al. 2022, Theorem 2, up to constant factors:
///   flash      n² d² / M
///   standard   n d + n²
struct FlashMemory
{
    std::int64_t flashNumbers = 0;
    std::int64_t standardNumbers = 0;
    double flashAccesses = 0;
    double standardAccesses = 0;
};
FlashMemory flashMemory(int n, int d, int blockRows, int blockCols, double sramNumbers);
/// The paper's block sizes for an SRAM of M numbers (Algorithm 1, line 1):
///   B_c = ⌈M / (4 d)⌉,  B_r = min(B_c, d).
FlashBlock flashPaperBlock(int d, double sramNumbers);

} // namespace attnlab
