#pragma once

#include "analysisprogress.h"
#include "attentionmaps.h"
#include "matrix.h"
#include "rollout.h"

#include <string>
#include <vector>

namespace attnlab {

/// A directed graph with capacities, and the value of a maximum flow between two of its nodes
/// (Dinic's algorithm: breadth-first levels, then blocking flows along them; O(V² E) at worst).
/// Neither Eigen nor the standard library has one. Capacities below maxFlowEpsilon count as 0
/// (so do residues of rounding): a flow is exact to about edges · 1e-15.
class MaxFlowGraph
{
public:
    explicit MaxFlowGraph(int nodes);

    int nodeCount() const { return nodes_; }
    /// An edge from → to of capacity c (≥ 0; one below maxFlowEpsilon is left out).
    void addEdge(int from, int to, double capacity);
    /// The value of a maximum flow from source to sink (every capacity as given: each call
    /// starts from no flow). source == sink gives 0.
    double maxFlow(int source, int sink);

private:
    void build();
    bool levels(int source, int sink);
    double push(int node, int sink, double limit);

    struct Edge
    {
        int from;
        int to;
        double capacity;
    };
    int nodes_ = 0;
    std::vector<Edge> added_; ///< the edges as added
    bool built_ = false;
    // The arcs (each edge and its reverse, which starts with no capacity) grouped by the node
    // they leave, arcs offset_[u] … offset_[u + 1] − 1 of node u: contiguous in memory.
    std::vector<int> offset_;
    std::vector<int> to_;
    std::vector<int> reverse_;     ///< the index of each arc's reverse arc
    std::vector<double> capacity_; ///< as given (0 for a reverse arc)
    std::vector<double> residual_; ///< per arc, during maxFlow
    std::vector<int> level_;
    std::vector<int> current_; ///< per node, the next arc to try (Dinic's current arc)
    std::vector<int> queue_;
};

inline constexpr double maxFlowEpsilon = 1e-15;

struct FlowOptions
{
    /// Capacities are the rollout's Â_l = rownorm((1 − α)·fuse_h(A_l,h) + α·I).
    HeadFusion fusion = HeadFusion::Mean;
    double residual = 0.5;
    LayerRange layers;
    /// Worker threads, the calling thread and helpers of the process's one pool (parallelFor):
    /// 0 for one per processor (std::thread::hardware_concurrency), 1 to compute on the
    /// calling thread alone.
    int threads = 0;
};

/// Attention flow (Abnar & Zuidema 2020). The layered graph of layers a … b−1 has a node per
/// token in each of the L + 1 token layers (0 = the input tokens, L = the output of layer b−1);
/// an edge from token i of token layer k + 1 to token j of token layer k has capacity Â_l,ij
/// (l = a + k). values_ij is the value of a maximum flow from output token i (top) to input
/// token j (bottom), flow = values with each row divided by its sum (as the paper's code does):
/// a distribution over the input tokens, like a row of the rollout.
struct FlowResult
{
    Matrix values;     ///< max-flow values; each ≤ 1 (the capacities out of a node sum to 1)
    Matrix flow;       ///< values, rows normalised to sum 1
    LayerRange layers; ///< the range used (end resolved)
    double flowRowSumDeviation = 0.0; ///< largest |row sum − 1| of flow
    long long maxFlows = 0;           ///< max-flow problems solved: n²
};

/// Attention flow of maps, refused beyond limits::maxFlowTokens tokens or limits::maxFlowLayers
/// layers in the range (InputError naming the limit), after requireSelfAttention. progress
/// counts max-flow problems (n² in all), stepped after each output token's row; cancel is
/// polled between problems. Throws JobStopped when its job is asked to stop.
FlowResult attentionFlow(const AttentionMaps& maps, const FlowOptions& options,
                         const std::string& where = {}, const AnalysisProgress& progress = {});

} // namespace attnlab
