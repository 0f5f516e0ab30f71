#pragma once

#include "attentionmaps.h"
#include "matrix.h"
#include "message.h"
#include "rollout.h"

#include <string>
#include <vector>

namespace attnlab {

/// What one attention map does, each a mean over its n rows i (docs/rollout-flow-heads.md):
enum class HeadStatistic
{
    Entropy,       ///< H_i = −Σ_j a_ij log2 a_ij (0 log 0 = 0), in bits: 0 sharp, log2 n uniform
    Distance,      ///< Σ_j a_ij·|i − j|: how far back (or ahead) the head looks, in tokens
    FirstToken,    ///< a_i0: the share on the first token (a "sink", BOS, [CLS])
    PreviousToken, ///< a_i,i−1 over the rows i ≥ 1: a previous-token head
    Diagonal,      ///< a_ii: the share on the token itself
    Sparsity,      ///< the fewest keys whose weights hold ≥ 90 % of the row's sum
};

/// Every statistic, in the order of the table's columns.
inline constexpr HeadStatistic headStatisticList[] = {
    HeadStatistic::Entropy,       HeadStatistic::Distance, HeadStatistic::FirstToken,
    HeadStatistic::PreviousToken, HeadStatistic::Diagonal, HeadStatistic::Sparsity,
};

/// The column name of CSV and JSON: "entropy_bits", "mean_distance", "first_token",
/// "previous_token", "diagonal", "keys_for_90".
const char* headStatisticId(HeadStatistic statistic);
/// The name a table shows, marked for translation ("entropy (bits)", …; context "Engine").
MessageText headStatisticName(HeadStatistic statistic);

/// The share of a row's weight the sparsity statistic counts keys for.
inline constexpr double sparsityShare = 0.9;

/// The statistics of one map (layer and head -1 when not about a head of a stack).
struct HeadStatistics
{
    int layer = -1;
    int head = -1;
    double entropyBits = 0.0;
    double meanDistance = 0.0;
    double firstToken = 0.0;
    double previousToken = 0.0; ///< 0 for a map of one row
    double diagonal = 0.0;
    double keysFor90 = 0.0;

    double value(HeadStatistic statistic) const;
};

/// The statistics of map a (n_q x n_k, weights ≥ 0; rows are taken as given: the loader warns
/// about rows that do not sum to 1). Positions are row and column indices.
HeadStatistics mapStatistics(const Matrix& a);
/// Every head of maps, layer-major (requireSelfAttention first; where names the input).
std::vector<HeadStatistics> headStatistics(const AttentionMaps& maps,
                                           const std::string& where = {});

/// The statistics as a table, one row per head: "layer,head,<statistic ids…>" then the numbers
/// (full precision). What attnlab-cli heads --csv and the app's Export Statistics write.
std::string headStatisticsCsv(const std::vector<HeadStatistics>& stats);
/// The statistics as {"heads": [{"layer", "head", <statistic id>: value…}, …]}, dumped with
/// indent (-1: on one line, as nlohmann::json::dump). attnlab-cli heads --json and the app.
std::string headStatisticsJson(const std::vector<HeadStatistics>& stats, int indent = -1);
/// a − b statistic by statistic (layer and head -1).
HeadStatistics statisticsDelta(const HeadStatistics& a, const HeadStatistics& b);

/// How far apart two maps of one shape are.
enum class MapDistance
{
    /// The mean over rows of the Jensen–Shannon divergence of the two rows (each divided by its
    /// sum), in bits: JS(p, q) = ½ KL(p ‖ m) + ½ KL(q ‖ m), m = ½ (p + q). From 0 (the same
    /// distributions) to 1 (no key in common); symmetric. The default: rows are distributions.
    JensenShannon,
    /// ‖A − B‖_F / √n_q: the root of the mean over rows of the squared Euclidean distance.
    Frobenius,
};
const char* mapDistanceId(MapDistance distance); ///< "js", "frobenius"

/// The distance of two maps. Throws InputError("", …) when their shapes differ.
double mapDistance(const Matrix& a, const Matrix& b,
                   MapDistance distance = MapDistance::JensenShannon);

/// A head and its distance to the one asked about.
struct HeadMatch
{
    int layer = 0;
    int head = 0;
    double distance = 0.0;
};

/// "Find heads like this one": every other head of maps, nearest first (ties by layer, then
/// head). Throws std::out_of_range for a head outside the stack.
std::vector<HeadMatch> similarHeads(const AttentionMaps& maps, int layer, int head,
                                    MapDistance distance = MapDistance::JensenShannon);

/// Two maps compared: A − B (for a diverging colormap), both maps' statistics and their delta,
/// and both distances.
struct MapComparison
{
    Matrix difference; ///< A − B
    HeadStatistics a, b;
    HeadStatistics delta; ///< a − b
    double jensenShannon = 0.0;
    double frobenius = 0.0;
};

/// Compares two maps of one shape (InputError("", …) otherwise).
MapComparison compareMaps(const Matrix& a, const Matrix& b);
/// Head (layerA, headA) against head (layerB, headB) of maps.
MapComparison compareHeads(const AttentionMaps& maps, int layerA, int headA, int layerB, int headB);
/// Layer layerA against layer layerB, each with its heads fused (fuseHeads).
MapComparison compareLayers(const AttentionMaps& maps, int layerA, int layerB,
                            HeadFusion fusion = HeadFusion::Mean);

} // namespace attnlab
