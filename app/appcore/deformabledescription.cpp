#include "deformabledescription.h"

#include "deformablekind.h"
#include "explanation.h"
#include "scenario.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

const DeformableTrace& deformableTrace(const KindTrace& trace)
{
    return dynamic_cast<const DeformableTrace&>(trace);
}

QString count(long long x)
{
    return QLocale().toString(static_cast<qlonglong>(x));
}

/// The heads' colours on the value map (Okabe and Ito's, apart from the diverging map's red and
/// blue), in turn.
const QColor headColors[] = {QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
                             QColor(0xCC, 0x79, 0xA7), QColor(0xF0, 0xE4, 0x42),
                             QColor(0x00, 0x00, 0x00), QColor(0x56, 0xB4, 0xE9)};
constexpr int headColorCount = 6;

} // namespace

QString DeformableDescription::stageName(int stage) const
{
    switch (stage) {
    case DeformableKind::Map:
        return tr("1 Map and points");
    case DeformableKind::Logits:
        return tr("2 Point logits");
    case DeformableKind::Weights:
        return tr("3 Point weights");
    case DeformableKind::Output:
        return tr("4 Output");
    }
    return KindDescription::stageName(stage);
}

QString DeformableDescription::valueLabel(int stage) const
{
    switch (stage) {
    case DeformableKind::Map:
        return tr("mean over the channels");
    case DeformableKind::Logits:
        return tr("logit");
    case DeformableKind::Weights:
        return tr("weight a");
    case DeformableKind::Output:
        return tr("output value");
    }
    return KindDescription::valueLabel(stage);
}

QString DeformableDescription::title(int stage, const ResolvedScenario& r, const KindTrace& trace,
                                     int head) const
{
    const DeformableInput& in = deformableTrace(trace).input;
    switch (stage) {
    case DeformableKind::Map:
        return tr("Value map (mean of %1 channels) and sampling points").arg(in.dim());
    case DeformableKind::Logits:
        return tr("Point logits, %1 per head").arg(in.points);
    case DeformableKind::Weights:
        return tr("Point weights a, %1 per head").arg(in.points);
    case DeformableKind::Output:
        return tr("Output, %1 heads side by side").arg(in.heads);
    }
    return KindDescription::title(stage, r, trace, head);
}

QString DeformableDescription::formulaHtml(int stage, const ResolvedScenario&, const KindTrace&,
                                           int) const
{
    switch (stage) {
    case DeformableKind::Map:
        return QStringLiteral("(1/d) \u03a3<sub>c</sub> v(y, x, c)");
    case DeformableKind::Logits:
        return QStringLiteral("\u2113<sub>imk</sub> = p<sub>i</sub> + \u0394<sub>imk</sub> / "
                              "(W, H), logit l<sub>imk</sub>");
    case DeformableKind::Weights:
        return QStringLiteral("a<sub>imk</sub> = exp(l<sub>imk</sub>) / \u03a3<sub>k'</sub> "
                              "exp(l<sub>imk'</sub>)");
    case DeformableKind::Output:
        return QStringLiteral("o<sub>i</sub> = concat<sub>m</sub> \u03a3<sub>k</sub> "
                              "a<sub>imk</sub> v<sub>m</sub>(\u2113<sub>imk</sub>)");
    }
    return {};
}

QString DeformableDescription::explanation(int stage, const ResolvedScenario&) const
{
    switch (stage) {
    case DeformableKind::Map:
        return tr("The value map, each pixel's d channels averaged. Rings: the queries' "
                  "reference points p. Discs: where each query samples, one colour per head "
                  "(%1), larger for a larger weight a. A point off the map reads zeros.")
            .arg(headColorNames());
    case DeformableKind::Logits:
        return tr("Each query i has a reference point p<sub>i</sub> on the map and, for each "
                  "head m, K sampling offsets \u0394 in pixels: it reads the value map only at "
                  "the K points \u2113 = p + \u0394 / (W, H), not at every position. Each point "
                  "also has a logit, shown here.");
    case DeformableKind::Weights:
        return tr("The softmax of a head's K logits: how much each sampled point counts. Each "
                  "row of a head sums to 1.");
    case DeformableKind::Output:
        return tr("Each point is read by bilinear interpolation between its 4 neighbouring "
                  "pixels (a neighbour outside the map reads 0); head m sums its K samples "
                  "weighted by a, on its own d/M channels, and the heads are put side by side.");
    }
    return {};
}

QString DeformableDescription::headColorNames()
{
    const QStringList names = {tr("head 0 orange"), tr("head 1 green"), tr("head 2 pink"),
                               tr("head 3 yellow"), tr("head 4 black"), tr("head 5 sky blue")};
    return names.join(QStringLiteral(", "));
}

QColor DeformableDescription::headColor(int head)
{
    return headColors[head % headColorCount];
}

QString DeformableDescription::costHtml(long long queries, int heads, int points, int height,
                                        int width)
{
    const DeformableCost c = deformableCost(queries, heads, points, height, width);
    return tr("n<sub>q</sub>\u00b7M\u00b7K = %1\u00b7%2\u00b7%3 = %4 samples, against "
              "n<sub>q</sub>\u00b7H\u00b7W = %1\u00b7%5\u00b7%6 = %7 comparisons for full "
              "attention over the same map.")
        .arg(count(queries))
        .arg(heads)
        .arg(points)
        .arg(count(c.samples))
        .arg(height)
        .arg(width)
        .arg(count(c.comparisons));
}

QString DeformableDescription::note(int, const ResolvedScenario&, const KindTrace& trace, int,
                                    int) const
{
    const DeformableInput& in = deformableTrace(trace).input;
    return costHtml(in.queries(), in.heads, in.points, in.height, in.width);
}

int DeformableDescription::columnGroupSize(int stage, const ResolvedScenario& r) const
{
    // the output is the heads side by side: a line between them
    if (stage == DeformableKind::Output && r.deformable && r.deformable->heads > 1)
        return r.deformable->headDim();
    return 0;
}

HeatmapData DeformableDescription::heatmapData(int stage, const ResolvedScenario& r,
                                               const KindTrace& trace, int head, int frame) const
{
    HeatmapData data = KindDescription::heatmapData(stage, r, trace, head, frame);
    if (stage == DeformableKind::Map && trace.hasStages()) {
        // the points over the map: ℓ in cell units is (ℓ_y·H, ℓ_x·W) (pixel centres at + 0.5)
        const DeformableTrace& t = deformableTrace(trace);
        const DeformableInput& in = t.input;
        for (int i = 0; i < in.queries(); ++i) {
            for (int m = 0; m < in.heads; ++m)
                for (int k = 0; k < in.points; ++k) {
                    const DeformableSample& s = t.sample(i, m, k);
                    HeatmapMarker marker;
                    marker.row = s.locationY * in.height;
                    marker.column = s.locationX * in.width;
                    // the area grows with the weight a
                    marker.radius = 0.1 + 0.3 * std::sqrt(t.weights(i, m * in.points + k));
                    marker.color = headColor(m);
                    // (x, y): column, row
                    marker.from =
                        QPointF(in.reference(i, 0) * in.width, in.reference(i, 1) * in.height);
                    data.markers << marker;
                }
            HeatmapMarker ref;
            ref.row = in.reference(i, 1) * in.height;
            ref.column = in.reference(i, 0) * in.width;
            ref.radius = 0.3;
            ref.ring = true;
            data.markers << ref;
        }
    }
    if (stage == DeformableKind::Logits || stage == DeformableKind::Weights) {
        data.columnLabels.clear();
        for (int k = 0; k < static_cast<int>(data.values.cols()); ++k)
            data.columnLabels << tr("k%1").arg(k);
        data.columnAxisTitle = tr("Sampling point");
    }
    return data;
}

CellExplanation DeformableDescription::explainCell(int stage, const ResolvedScenario& r,
                                                   const KindTrace& trace, int head, int frame,
                                                   int row, int column, int decimals) const
{
    const DeformableTrace& t = deformableTrace(trace);
    const DeformableInput& in = t.input;
    const auto num = [decimals](double x) { return Explanation::formatNumber(x, decimals); };
    CellExplanation e;
    const int i = std::clamp(row, 0, in.queries() - 1);
    const int points = in.points;
    int m = std::clamp(head, 0, in.heads - 1);
    int channel = 0;
    if (stage == DeformableKind::Output) {
        const int j = std::clamp(column, 0, in.dim() - 1);
        m = j / in.headDim();
        channel = j % in.headDim();
    }
    const Eigen::Index first = Eigen::Index{m} * points;

    // The softmax of head m's K logits for query i: a_imk = exp(l_k − max) / Σ exp(l_k' − max)
    const auto softmaxStep = [&](const QString& title, int highlight) {
        TermTable s;
        s.title = title;
        const double top = in.logits.row(i).segment(first, points).maxCoeff();
        double sum = 0;
        for (int k = 0; k < points; ++k)
            sum += std::exp(in.logits(i, first + k) - top);
        s.before << tr("a<sub>%1,%2,k</sub> = exp(l<sub>k</sub> \u2212 max) / \u03a3<sub>k'</sub> "
                       "exp(l<sub>k'</sub> \u2212 max), max = %3, \u03a3 = %4")
                        .arg(i)
                        .arg(m)
                        .arg(num(top))
                        .arg(num(sum));
        s.columns = QStringList{tr("point k"), tr("logit l<sub>k</sub>"),
                                tr("exp(l<sub>k</sub> \u2212 max)"), tr("a<sub>k</sub>")};
        for (int k = 0; k < points; ++k)
            s.rows << QStringList{QString::number(k), num(in.logits(i, first + k)),
                                  num(std::exp(in.logits(i, first + k) - top)),
                                  num(t.weights(i, first + k))};
        s.highlightRow = highlight;
        return s;
    };

    switch (stage) {
    case DeformableKind::Map: {
        // a pixel's channels and their mean
        const int y = std::clamp(row, 0, in.height - 1);
        const int x = std::clamp(column, 0, in.width - 1);
        e.heading = tr("Pixel (x %1, y %2) of the value map").arg(x).arg(y);
        TermTable s;
        s.current = true;
        s.title = tr("The mean of its %1 channels").arg(in.dim());
        s.columns = QStringList{tr("channel c"), tr("head"), tr("v(y, x, c)")};
        const auto pixel = in.value.row(Eigen::Index{y} * in.width + x);
        for (int c = 0; c < in.dim(); ++c)
            s.rows << QStringList{QString::number(c), QString::number(c / in.headDim()),
                                  num(pixel(c))};
        s.result = tr("mean = %1").arg(num(pixel.mean()));
        e.steps << s;
        return e;
    }
    case DeformableKind::Logits: {
        const int k = std::clamp(column, 0, points - 1);
        e.heading = tr("Logit of query %1, head %2, point %3").arg(i).arg(m).arg(k);
        TermTable s = softmaxStep(tr("The logits of head %1's points and their softmax").arg(m), k);
        s.current = true;
        s.result =
            tr("l<sub>%1,%2,%3</sub> = %4").arg(i).arg(m).arg(k).arg(num(in.logits(i, first + k)));
        e.steps << s;
        return e;
    }
    case DeformableKind::Weights: {
        const int k = std::clamp(column, 0, points - 1);
        e.heading = tr("Weight of query %1, head %2, point %3").arg(i).arg(m).arg(k);
        TermTable s = softmaxStep(tr("1. Softmax over head %1's %2 points").arg(m).arg(points), k);
        s.current = true;
        s.result =
            tr("a<sub>%1,%2,%3</sub> = %4").arg(i).arg(m).arg(k).arg(num(t.weights(i, first + k)));
        e.steps << s;
        return e;
    }
    case DeformableKind::Output: {
        const int j = m * in.headDim() + channel;
        e.heading = tr("Output o<sub>%1</sub>[%2]: head %3, its channel %4")
                        .arg(i)
                        .arg(j)
                        .arg(m)
                        .arg(channel);
        e.steps << softmaxStep(
            tr("1. Weights: softmax over head %1's %2 points").arg(m).arg(points), -1);
        // one table per point: where it lands and its bilinear sample of channel j
        for (int k = 0; k < points; ++k) {
            const DeformableSample& s = t.sample(i, m, k);
            const Eigen::Index at = (first + k) * 2;
            TermTable b;
            b.title = tr("%1. Point %2: bilinear sample of channel %3").arg(k + 2).arg(k).arg(j);
            b.before << tr("\u2113 = p + \u0394 / (W, H) = (%1, %2) + (%3, %4) / (%5, %6) = "
                           "(%7, %8); in pixels x = \u2113<sub>x</sub>\u00b7W \u2212 0.5 = %9, "
                           "y = \u2113<sub>y</sub>\u00b7H \u2212 0.5 = %10")
                            .arg(num(in.reference(i, 0)), num(in.reference(i, 1)),
                                 num(in.offsets(i, at)), num(in.offsets(i, at + 1)))
                            .arg(in.width)
                            .arg(in.height)
                            .arg(num(s.locationX), num(s.locationY), num(s.pixelX), num(s.pixelY));
            b.columns = QStringList{tr("neighbour (x, y)"), tr("bilinear weight"),
                                    tr("value v[%1]").arg(j), tr("product")};
            for (const BilinearNeighbour& n : s.neighbours) {
                const QString where = QStringLiteral("(%1, %2)").arg(n.x).arg(n.y);
                if (n.inside) {
                    const double v = in.value(Eigen::Index{n.y} * in.width + n.x, j);
                    b.rows << QStringList{where, num(n.weight), num(v), num(n.weight * v)};
                } else
                    b.rows << QStringList{where, num(n.weight), tr("outside: 0"), num(0.0)};
            }
            b.result = tr("v<sub>%1</sub>(\u2113<sub>%2</sub>)[%3] = %4")
                           .arg(m)
                           .arg(k)
                           .arg(channel)
                           .arg(num(s.value(channel)));
            e.steps << b;
        }
        TermTable sum;
        sum.current = true;
        sum.title = tr("%1. Weighted sum over the %2 points").arg(points + 2).arg(points);
        sum.columns = QStringList{tr("point k"), tr("a<sub>k</sub>"), tr("sample"), tr("product")};
        for (int k = 0; k < points; ++k) {
            const double a = t.weights(i, first + k);
            const double v = t.sample(i, m, k).value(channel);
            sum.rows << QStringList{QString::number(k), num(a), num(v), num(a * v)};
        }
        sum.result = tr("o<sub>%1</sub>[%2] = %3").arg(i).arg(j).arg(num(t.result(i, j)));
        e.steps << sum;
        return e;
    }
    }
    return KindDescription::explainCell(stage, r, trace, head, frame, row, column, decimals);
}

QString DeformableDescription::explainQuery(const ResolvedScenario& r, const KindTrace& trace, int,
                                            int frame, int query, int decimals) const
{
    const DeformableTrace& t = deformableTrace(trace);
    const DeformableInput& in = t.input;
    if (query < 0 || query >= in.queries())
        return {};
    QString out;
    for (int m = 0; m < in.heads; ++m)
        out += cellExplanationText(explainCell(DeformableKind::Output, r, trace, m, frame, query,
                                               m * in.headDim(), decimals));
    QStringList row;
    for (int j = 0; j < in.dim(); ++j)
        row << Explanation::formatNumber(t.result(query, j), decimals);
    out += plainText(tr("o<sub>%1</sub> = [%2]").arg(query).arg(row.join(QStringLiteral(", ")))) +
           QStringLiteral("\n\n");
    out += plainText(costHtml(in.queries(), in.heads, in.points, in.height, in.width)) +
           QStringLiteral("\n");
    return out;
}

QString DeformableDescription::sizeSummary(const ResolvedScenario& r) const
{
    if (!r.deformable)
        return {};
    const DeformableInput& in = *r.deformable;
    return tr("%1 queries on a %2 \u00d7 %3 map of d = %4, %5 heads \u00d7 %6 points")
        .arg(in.queries())
        .arg(in.height)
        .arg(in.width)
        .arg(in.dim())
        .arg(in.heads)
        .arg(in.points);
}

int DeformableDescription::queryCount(const ResolvedScenario& r) const
{
    return r.deformable ? r.deformable->queries() : 0;
}

} // namespace attnlab
