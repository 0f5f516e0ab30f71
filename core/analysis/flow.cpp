#include "flow.h"

#include "fusedengine.h"
#include "inputerror.h"
#include "sizelimits.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <limits>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace attnlab {

MaxFlowGraph::MaxFlowGraph(int nodes) : nodes_(nodes)
{
    if (nodes < 0)
        throw std::invalid_argument("MaxFlowGraph: a negative number of nodes");
}

void MaxFlowGraph::addEdge(int from, int to, double capacity)
{
    if (from < 0 || to < 0 || from >= nodes_ || to >= nodes_)
        throw std::out_of_range("MaxFlowGraph::addEdge: no such node");
    if (!(capacity >= maxFlowEpsilon))
        return;
    added_.push_back({from, to, capacity});
    built_ = false;
}

void MaxFlowGraph::build()
{
    // counting sort of the arcs by the node they leave
    const auto n = static_cast<std::size_t>(nodes_);
    offset_.assign(n + 1, 0);
    for (const Edge& e : added_) {
        ++offset_[static_cast<std::size_t>(e.from) + 1];
        ++offset_[static_cast<std::size_t>(e.to) + 1];
    }
    for (std::size_t u = 0; u < n; ++u)
        offset_[u + 1] += offset_[u];
    const auto arcs = static_cast<std::size_t>(offset_[n]);
    to_.resize(arcs);
    reverse_.resize(arcs);
    capacity_.resize(arcs);
    std::vector<int> next(offset_.begin(), offset_.end() - 1);
    for (const Edge& e : added_) {
        const int forward = next[static_cast<std::size_t>(e.from)]++;
        const int backward = next[static_cast<std::size_t>(e.to)]++;
        to_[static_cast<std::size_t>(forward)] = e.to;
        to_[static_cast<std::size_t>(backward)] = e.from;
        reverse_[static_cast<std::size_t>(forward)] = backward;
        reverse_[static_cast<std::size_t>(backward)] = forward;
        capacity_[static_cast<std::size_t>(forward)] = e.capacity;
        capacity_[static_cast<std::size_t>(backward)] = 0.0;
    }
    residual_.resize(arcs);
    level_.resize(n);
    current_.resize(n);
    built_ = true;
}

bool MaxFlowGraph::levels(int source, int sink)
{
    // level(v) = the fewest arcs with residual capacity from the source to v (breadth first)
    std::fill(level_.begin(), level_.end(), -1);
    level_[static_cast<std::size_t>(source)] = 0;
    queue_.clear();
    queue_.push_back(source);
    for (std::size_t head = 0; head < queue_.size(); ++head) {
        const auto u = static_cast<std::size_t>(queue_[head]);
        for (int a = offset_[u]; a < offset_[u + 1]; ++a) {
            const auto ai = static_cast<std::size_t>(a);
            const auto v = static_cast<std::size_t>(to_[ai]);
            if (level_[v] < 0 && residual_[ai] >= maxFlowEpsilon) {
                level_[v] = level_[u] + 1;
                queue_.push_back(to_[ai]);
            }
        }
    }
    return level_[static_cast<std::size_t>(sink)] >= 0;
}

double MaxFlowGraph::push(int node, int sink, double limit)
{
    // as much as limit along arcs to the next level, arc after arc (each pushes
    // min(what is left, its residual)); a node that passes nothing more on is a dead end for
    // the rest of the phase
    if (node == sink)
        return limit;
    const auto u = static_cast<std::size_t>(node);
    double sent = 0.0;
    for (int& a = current_[u]; a < offset_[u + 1]; ++a) {
        const auto ai = static_cast<std::size_t>(a);
        const int v = to_[ai];
        if (residual_[ai] < maxFlowEpsilon || level_[static_cast<std::size_t>(v)] != level_[u] + 1)
            continue;
        const double pushed = push(v, sink, std::min(limit - sent, residual_[ai]));
        if (pushed > 0.0) {
            residual_[ai] -= pushed;                                     // forward: less room
            residual_[static_cast<std::size_t>(reverse_[ai])] += pushed; // the flow may go back
            sent += pushed;
            if (limit - sent < maxFlowEpsilon)
                return sent; // this arc may have room left: current_ stays on it
        }
    }
    level_[u] = -1; // every arc tried
    return sent;
}

double MaxFlowGraph::maxFlow(int source, int sink)
{
    if (source < 0 || sink < 0 || source >= nodes_ || sink >= nodes_)
        throw std::out_of_range("MaxFlowGraph::maxFlow: no such node");
    if (source == sink)
        return 0.0;
    if (!built_)
        build();
    residual_ = capacity_;
    double total = 0.0;
    // Dinic: while the sink is reachable, a blocking flow along the levels
    while (levels(source, sink)) {
        std::copy(offset_.begin(), offset_.end() - 1, current_.begin());
        while (const double pushed = push(source, sink, std::numeric_limits<double>::infinity())) {
            if (pushed < maxFlowEpsilon)
                break;
            total += pushed;
        }
    }
    return total;
}

FlowResult attentionFlow(const AttentionMaps& maps, const FlowOptions& options,
                         const std::string& where, const AnalysisProgress& progress)
{
    requireSelfAttention(maps, where);
    const int n = maps.queryCount();
    if (n > limits::maxFlowTokens)
        throw InputError(where,
                         TR_NOOP("Engine", "attention flow takes at most %1 tokens (n² maximum "
                                           "flows); these maps have %2 (rollout has no such "
                                           "limit)"),
                         limits::maxFlowTokens, n);
    // The capacities: Â_l of the rollout (its checks of the range and the residual included).
    RolloutOptions rolloutOptions;
    rolloutOptions.fusion = options.fusion;
    rolloutOptions.residual = options.residual;
    rolloutOptions.layers = options.layers;
    const LayerRange range = resolveLayerRange(options.layers, maps.layers, where);
    const int layerCount = range.end - range.first;
    if (layerCount > limits::maxFlowLayers)
        throw InputError(where,
                         TR_NOOP("Engine", "attention flow takes at most %1 layers; layers %2:%3 "
                                           "are %4 (choose a range: --layers a:b)"),
                         limits::maxFlowLayers, range.first, range.end, layerCount);
    rolloutOptions.keepLayers = true;
    const RolloutResult rollout = attentionRollout(maps, rolloutOptions, where);

    // Nodes: token t of token layer k is k·n + t (k = 0: the inputs, k = L: the outputs).
    // Edges: token i of layer k + 1 -> token j of layer k, capacity Â_{a+k},ij.
    MaxFlowGraph graph((layerCount + 1) * n);
    for (int k = 0; k < layerCount; ++k) {
        const Matrix& hat = rollout.residualMaps[static_cast<std::size_t>(k)];
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                graph.addEdge((k + 1) * n + i, k * n + j, hat(i, j));
    }

    FlowResult result;
    result.layers = range;
    result.values = Matrix::Zero(n, n);
    const long long total = static_cast<long long>(n) * n;
    int threads = options.threads > 0 ? options.threads
                                      : static_cast<int>(std::thread::hardware_concurrency());
    threads = std::clamp(threads, 1, n);

    if (progress.cancelled())
        throw JobStopped();
    // values_ij = maxflow(output token i at the top, input token j at the bottom): a task per
    // row on the process's one pool (parallelFor), each worker on its own copy of the graph.
    // The calling thread (worker 0) reports the rows done, so reports come from it alone.
    const int workers = std::min(threads, n);
    std::vector<MaxFlowGraph> graphs(static_cast<std::size_t>(workers - 1), graph);
    std::atomic<long long> rowsDone{0};
    long long reported = 0;
    parallelFor(n, workers, [&](int i, int worker) {
        MaxFlowGraph& g = worker == 0 ? graph : graphs[static_cast<std::size_t>(worker - 1)];
        for (int j = 0; j < n; ++j) {
            if (progress.cancelled())
                throw JobStopped();
            result.values(i, j) = g.maxFlow(layerCount * n + i, j);
        }
        const long long done = ++rowsDone;
        if (worker == 0 && done > reported) {
            reported = done;
            progress.step(done * n, total);
        }
    });
    if (reported < n)
        progress.step(total, total);
    // a cancel that came with the last rows (or the last report) is honoured too
    if (progress.cancelled())
        throw JobStopped();
    result.maxFlows = total;
    // flow = values with rows normalised (Abnar & Zuidema's code: flow_values[u] /= sum)
    result.flow = result.values;
    for (int i = 0; i < n; ++i) {
        const double sum = result.values.row(i).sum();
        if (sum > 0.0)
            result.flow.row(i) /= sum;
    }
    result.flowRowSumDeviation = maxRowSumDeviation(result.flow);
    return result;
}

} // namespace attnlab
