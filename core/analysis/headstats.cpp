#include "headstats.h"

#include "inputerror.h"
#include "matrixtext.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <functional>

namespace attnlab {

const char* headStatisticId(HeadStatistic statistic)
{
    switch (statistic) {
    case HeadStatistic::Entropy:
        return "entropy_bits";
    case HeadStatistic::Distance:
        return "mean_distance";
    case HeadStatistic::FirstToken:
        return "first_token";
    case HeadStatistic::PreviousToken:
        return "previous_token";
    case HeadStatistic::Diagonal:
        return "diagonal";
    case HeadStatistic::Sparsity:
        break;
    }
    return "keys_for_90";
}

MessageText headStatisticName(HeadStatistic statistic)
{
    switch (statistic) {
    case HeadStatistic::Entropy:
        return TR_NOOP("Engine", "entropy (bits)");
    case HeadStatistic::Distance:
        return TR_NOOP("Engine", "mean distance");
    case HeadStatistic::FirstToken:
        return TR_NOOP("Engine", "on the first token");
    case HeadStatistic::PreviousToken:
        return TR_NOOP("Engine", "on the previous token");
    case HeadStatistic::Diagonal:
        return TR_NOOP("Engine", "on itself");
    case HeadStatistic::Sparsity:
        break;
    }
    return TR_NOOP("Engine", "keys for 90 %");
}

double HeadStatistics::value(HeadStatistic statistic) const
{
    switch (statistic) {
    case HeadStatistic::Entropy:
        return entropyBits;
    case HeadStatistic::Distance:
        return meanDistance;
    case HeadStatistic::FirstToken:
        return firstToken;
    case HeadStatistic::PreviousToken:
        return previousToken;
    case HeadStatistic::Diagonal:
        return diagonal;
    case HeadStatistic::Sparsity:
        break;
    }
    return keysFor90;
}

HeadStatistics mapStatistics(const Matrix& a)
{
    HeadStatistics s;
    const Eigen::Index nq = a.rows();
    const Eigen::Index nk = a.cols();
    if (nq == 0 || nk == 0)
        return s;
    std::vector<double> sorted(static_cast<std::size_t>(nk));
    Eigen::Index diagonalRows = 0;
    for (Eigen::Index i = 0; i < nq; ++i) {
        double entropy = 0.0, distance = 0.0, sum = 0.0;
        for (Eigen::Index j = 0; j < nk; ++j) {
            const double w = a(i, j);
            // H_i = −Σ_j a_ij log2 a_ij, with 0 log 0 = 0
            if (w > 0.0)
                entropy -= w * std::log2(w);
            // Σ_j a_ij·|i − j|
            distance += w * static_cast<double>(std::abs(i - j));
            sum += w;
            sorted[static_cast<std::size_t>(j)] = w;
        }
        s.entropyBits += entropy;
        s.meanDistance += distance;
        s.firstToken += a(i, 0); // a_i0
        if (i >= 1 && i - 1 < nk)
            s.previousToken += a(i, i - 1); // a_i,i−1 (rows i ≥ 1)
        if (i < nk) {
            s.diagonal += a(i, i); // a_ii
            ++diagonalRows;
        }
        // the fewest keys holding ≥ 90 % of the row: the largest weights first
        std::sort(sorted.begin(), sorted.end(), std::greater<>());
        const double target = sparsityShare * sum - 1e-12;
        double held = 0.0;
        int keys = 0;
        while (keys < nk && held < target)
            held += sorted[static_cast<std::size_t>(keys++)];
        s.keysFor90 += keys;
    }
    const auto rows = static_cast<double>(nq);
    s.entropyBits /= rows;
    s.meanDistance /= rows;
    s.firstToken /= rows;
    s.keysFor90 /= rows;
    s.previousToken = nq > 1 ? s.previousToken / static_cast<double>(std::min(nq - 1, nk)) : 0.0;
    s.diagonal = diagonalRows > 0 ? s.diagonal / static_cast<double>(diagonalRows) : 0.0;
    return s;
}

std::vector<HeadStatistics> headStatistics(const AttentionMaps& maps, const std::string& where)
{
    requireSelfAttention(maps, where);
    std::vector<HeadStatistics> out;
    out.reserve(maps.maps.size());
    for (int l = 0; l < maps.layers; ++l)
        for (int h = 0; h < maps.heads; ++h) {
            HeadStatistics s = mapStatistics(maps.at(l, h));
            s.layer = l;
            s.head = h;
            out.push_back(s);
        }
    return out;
}

HeadStatistics statisticsDelta(const HeadStatistics& a, const HeadStatistics& b)
{
    HeadStatistics d;
    d.entropyBits = a.entropyBits - b.entropyBits;
    d.meanDistance = a.meanDistance - b.meanDistance;
    d.firstToken = a.firstToken - b.firstToken;
    d.previousToken = a.previousToken - b.previousToken;
    d.diagonal = a.diagonal - b.diagonal;
    d.keysFor90 = a.keysFor90 - b.keysFor90;
    return d;
}

const char* mapDistanceId(MapDistance distance)
{
    return distance == MapDistance::Frobenius ? "frobenius" : "js";
}

namespace {

void requireSameShape(const Matrix& a, const Matrix& b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        throw InputError("", TR_NOOP("Engine", "maps of %1 x %2 and %3 x %4 cannot be compared"),
                         a.rows(), a.cols(), b.rows(), b.cols());
}

/// JS(p, q) = ½ Σ p log2(p/m) + ½ Σ q log2(q/m), m = ½ (p + q), for rows each divided by its
/// sum (a row summing to 0 counts as uniform).
double jensenShannonRow(const Matrix& a, const Matrix& b, Eigen::Index i)
{
    const Eigen::Index n = a.cols();
    const double sa = a.row(i).sum();
    const double sb = b.row(i).sum();
    double js = 0.0;
    for (Eigen::Index j = 0; j < n; ++j) {
        const double p = sa > 0.0 ? a(i, j) / sa : 1.0 / static_cast<double>(n);
        const double q = sb > 0.0 ? b(i, j) / sb : 1.0 / static_cast<double>(n);
        const double m = 0.5 * (p + q);
        if (p > 0.0)
            js += 0.5 * p * std::log2(p / m);
        if (q > 0.0)
            js += 0.5 * q * std::log2(q / m);
    }
    return std::max(js, 0.0);
}

} // namespace

double mapDistance(const Matrix& a, const Matrix& b, MapDistance distance)
{
    requireSameShape(a, b);
    if (a.rows() == 0)
        return 0.0;
    const auto rows = static_cast<double>(a.rows());
    if (distance == MapDistance::Frobenius)
        return (a - b).norm() / std::sqrt(rows); // ‖A − B‖_F / √n_q
    double sum = 0.0;
    for (Eigen::Index i = 0; i < a.rows(); ++i)
        sum += jensenShannonRow(a, b, i);
    return sum / rows; // mean over rows
}

std::vector<HeadMatch> similarHeads(const AttentionMaps& maps, int layer, int head,
                                    MapDistance distance)
{
    const Matrix& target = maps.at(layer, head);
    std::vector<HeadMatch> out;
    for (int l = 0; l < maps.layers; ++l)
        for (int h = 0; h < maps.heads; ++h)
            if (l != layer || h != head)
                out.push_back({l, h, mapDistance(target, maps.at(l, h), distance)});
    std::stable_sort(out.begin(), out.end(), [](const HeadMatch& x, const HeadMatch& y) {
        return x.distance < y.distance;
    });
    return out;
}

MapComparison compareMaps(const Matrix& a, const Matrix& b)
{
    requireSameShape(a, b);
    MapComparison c;
    c.difference = a - b;
    c.a = mapStatistics(a);
    c.b = mapStatistics(b);
    c.delta = statisticsDelta(c.a, c.b);
    c.jensenShannon = mapDistance(a, b, MapDistance::JensenShannon);
    c.frobenius = mapDistance(a, b, MapDistance::Frobenius);
    return c;
}

MapComparison compareHeads(const AttentionMaps& maps, int layerA, int headA, int layerB, int headB)
{
    MapComparison c = compareMaps(maps.at(layerA, headA), maps.at(layerB, headB));
    c.a.layer = layerA;
    c.a.head = headA;
    c.b.layer = layerB;
    c.b.head = headB;
    return c;
}

MapComparison compareLayers(const AttentionMaps& maps, int layerA, int layerB, HeadFusion fusion)
{
    MapComparison c = compareMaps(fuseHeads(maps, layerA, fusion), fuseHeads(maps, layerB, fusion));
    c.a.layer = layerA;
    c.b.layer = layerB;
    return c;
}

std::string headStatisticsCsv(const std::vector<HeadStatistics>& stats)
{
    std::string text = "layer,head";
    for (const HeadStatistic k : headStatisticList)
        text += std::string(",") + headStatisticId(k);
    text += '\n';
    for (const HeadStatistics& s : stats) {
        text += std::to_string(s.layer) + ',' + std::to_string(s.head);
        for (const HeadStatistic k : headStatisticList)
            text += ',' + formatNumber(s.value(k));
        text += '\n';
    }
    return text;
}

std::string headStatisticsJson(const std::vector<HeadStatistics>& stats, int indent)
{
    nlohmann::ordered_json j;
    j["heads"] = nlohmann::ordered_json::array();
    for (const HeadStatistics& s : stats) {
        nlohmann::ordered_json row;
        row["layer"] = s.layer;
        row["head"] = s.head;
        for (const HeadStatistic k : headStatisticList)
            row[headStatisticId(k)] = s.value(k);
        j["heads"].push_back(std::move(row));
    }
    return j.dump(indent);
}

} // namespace attnlab
