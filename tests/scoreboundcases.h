#pragma once

// Inputs at and beyond the bound on scaled scores (limits::maxAbsScaledScore, maxScale()):
// shared by the tests that hold the float32 engines ("cpu", "opencl") to the reference engine.
// Below the bound every engine must agree; above it validate() must refuse, naming the scale.
#include "attention.h"

#include <QString>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <limits>

namespace scorebound {

inline attnlab::Matrix mat(std::initializer_list<std::initializer_list<double>> rows)
{
    attnlab::Matrix m(static_cast<Eigen::Index>(rows.size()),
                      static_cast<Eigen::Index>(rows.begin()->size()));
    Eigen::Index i = 0;
    for (const auto& row : rows) {
        Eigen::Index j = 0;
        for (double x : row)
            m(i, j++) = x;
        ++i;
    }
    return m;
}

/// The largest |scale| every head of in allows.
inline double largestScale(const attnlab::AttentionInput& in)
{
    double most = std::numeric_limits<double>::infinity();
    for (int t = 0; t < in.heads; ++t)
        most = std::min(most, attnlab::maxScale(in, t));
    return most;
}

/// Builds the input of one row of addRows(). scale: a number, "max" (the largest allowed),
/// "-max", "pow2" (the largest power of two allowed: then s q is exact in float32 and so are
/// the scores of small integers, ties included), "above" (just past the largest allowed).
/// mask: "" none, "c" causal, "e" query 1 allows no key, "ce" both.
inline attnlab::AttentionInput makeInput(const attnlab::Matrix& q, const attnlab::Matrix& k,
                                         const attnlab::Matrix& v, int heads, const QString& scale,
                                         const QString& mask)
{
    attnlab::AttentionInput in;
    in.q = q;
    in.k = k;
    in.v = v;
    in.heads = heads;
    in.mask.causal = mask.contains(QLatin1Char('c'));
    if (mask.contains(QLatin1Char('e'))) {
        attnlab::BoolMatrix allowed = attnlab::BoolMatrix::Constant(q.rows(), k.rows(), true);
        allowed.row(1).setConstant(false);
        in.mask.allowed = allowed;
    }
    const double most = largestScale(in);
    if (scale == QLatin1String("max"))
        in.scale = most;
    else if (scale == QLatin1String("-max"))
        in.scale = -most;
    else if (scale == QLatin1String("pow2"))
        in.scale = std::exp2(std::floor(std::log2(most)));
    else if (scale == QLatin1String("above"))
        in.scale = std::nextafter(most, std::numeric_limits<double>::infinity());
    else
        in.scale = scale.toDouble();
    return in;
}

/// Columns q, k, v, heads, scale, mask (see makeInput), refused, message ("" when accepted,
/// or when any message naming the scale will do).
inline void addRows()
{
    QTest::addColumn<attnlab::Matrix>("q");
    QTest::addColumn<attnlab::Matrix>("k");
    QTest::addColumn<attnlab::Matrix>("v");
    QTest::addColumn<int>("heads");
    QTest::addColumn<QString>("scale");
    QTest::addColumn<QString>("mask");
    QTest::addColumn<bool>("refused");
    QTest::addColumn<QString>("message");

    // The probe's inputs (issue 9, items 9 and 10): NaN from the reference engine, zeros and a
    // false fully_masked_row warning from the float32 ones.
    QTest::newRow("q = k = 1e12, scale 1e300")
        << mat({{1e12}}) << mat({{1e12}}) << mat({{1}}) << 1 << "1e300"
        << "" << true
        << "scale: 1e+300 would let scaled scores (scale x q.k) exceed 1e+30, beyond what the "
           "float32 engines represent: with these q and k, head 0 allows |scale| up to 1e+06";
    QTest::newRow("scale 3.5e38")
        << mat({{1, 0}, {0, 1}}) << mat({{1, 0}, {0, -1}}) << mat({{1, 2}, {3, 4}}) << 1 << "3.5e38"
        << "" << true
        << "scale: 3.5e+38 would let scaled scores (scale x q.k) exceed 1e+30, beyond what the "
           "float32 engines represent: with these q and k, head 0 allows |scale| up to 5e+29";
    QTest::newRow("values 1e12, scale 1e15")
        << mat({{1e12, 0}, {0, 1e12}}) << mat({{1e12, 0}, {0, -1e12}}) << mat({{1, 2}, {3, 4}}) << 1
        << "1e15"
        << "" << true
        << "scale: 1e+15 would let scaled scores (scale x q.k) exceed 1e+30, beyond what the "
           "float32 engines represent: with these q and k, head 0 allows |scale| up to 5e+05";
    // s q alone past the bound although s q.k stays small (k tiny): float32 would hold s q = inf
    QTest::newRow("scaled query 1e40, scores 1e28")
        << mat({{1e12}}) << mat({{1e-12}}) << mat({{1}}) << 1 << "1e28"
        << "" << true
        << "scale: 1e+28 would let scaled scores (scale x q.k) exceed 1e+30, beyond what the "
           "float32 engines represent: with these q and k, head 0 allows |scale| up to 1e+18";
    QTest::newRow("head 1 past the bound")
        << mat({{1, 1e12}, {2, -1e12}}) << mat({{1, 1e12}, {0, 1e12}}) << mat({{1, 2}, {3, 4}}) << 2
        << "1e7"
        << "" << true
        << "scale: 1e+07 would let scaled scores (scale x q.k) exceed 1e+30, beyond what the "
           "float32 engines represent: with these q and k, head 1 allows |scale| up to 1e+06";
    QTest::newRow("just past the bound")
        << mat({{1, 0}, {0, 1}}) << mat({{1, 0}, {0, -1}}) << mat({{1, 2}, {3, 4}}) << 1 << "above"
        << "" << true << "";
    QTest::newRow("negative scale past the bound")
        << mat({{3, -1}}) << mat({{1, 2}, {-2, 1}}) << mat({{1}, {2}}) << 1 << "-1e31"
        << "" << true << "";

    // At the bound: scores up to 1e30 (one-hot rows, or exact ties shared equally).
    const attnlab::Matrix q = mat({{1, 2, 0}, {0, 1, 1}, {2, -1, 1}, {1, 1, 0}});
    const attnlab::Matrix k = mat({{1, 0, 0}, {0, 1, 0}, {1, 1, -1}, {0, 0, 1}, {-1, 2, 1}});
    const attnlab::Matrix v = mat({{1, -2}, {0.5, 3}, {-1, 0.25}, {2, 2}, {-3, 1}});
    QTest::newRow("the largest scale") << q << k << v << 1 << "max"
                                       << "" << false << "";
    QTest::newRow("minus the largest scale") << q << k << v << 1 << "-max"
                                             << "" << false << "";
    // q_0 ties keys 2 and 4 (q.k = 3), exactly in float32 too: equal weights in every engine
    QTest::newRow("power of two, ties") << q << k << v << 1 << "pow2"
                                        << "" << false << "";
    QTest::newRow("power of two, causal, an empty row") << q << k << v << 1 << "pow2"
                                                        << "ce" << false << "";
    QTest::newRow("values 1e12 at the bound")
        << mat({{0.5e12, 1e12}, {-1e12, 1e12}}) << mat({{1e12, 0}, {0, 1e12}, {1e12, -1e12}})
        << mat({{1}, {2}, {3}}) << 1 << "pow2"
        << "" << false << "";
    QTest::newRow("2 heads at the bound") << mat({{1, 2, 0, 1}, {0, 1, 1, -1}, {2, -1, 1, 0}})
                                          << mat({{1, 0, 0, 1}, {0, 1, 0, 2}, {1, 1, -1, 0}})
                                          << mat({{1, 2}, {3, 4}, {5, 6}}) << 2 << "max"
                                          << "c" << false << "";
    // tiny queries and a huge scale: s = 1e45 is far past float32, s q = 1e25 is not
    QTest::newRow("queries 1e-20, scale 1e45")
        << mat({{1e-20, 3e-20}, {-2e-20, 1e-20}}) << mat({{1, 0}, {0, 1}, {1, 1}})
        << mat({{1}, {2}, {3}}) << 1 << "1e45"
        << "" << false << "";
}

/// Every stage of the reference trace is finite and each row of weights sums to 1 (or is
/// zero for a fully masked row).
inline bool traceIsSound(const attnlab::Trace& t)
{
    for (const attnlab::HeadTrace& h : t.heads) {
        if (!h.scores.allFinite() || !h.scaled.allFinite() || !h.exps.allFinite() ||
            !h.weights.allFinite() || !h.output.allFinite() || !h.rowSum.allFinite())
            return false;
        for (Eigen::Index i = 0; i < h.weights.rows(); ++i) {
            const double sum = h.weights.row(i).sum();
            if (!(std::abs(sum - 1.0) <= 1e-12 || sum == 0.0))
                return false;
        }
    }
    return t.output.allFinite();
}

} // namespace scorebound

Q_DECLARE_METATYPE(attnlab::Matrix)
