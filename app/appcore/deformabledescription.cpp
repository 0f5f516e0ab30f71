#include "deformabledescription.h"

#include "deformablekind.h"
#include "explanation.h"
#include "scenario.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <optional>

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
                             QColor(0x00, 0x00, 0x00), QColor(0x56, 0xB4, 0xE9),
                             QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00)};
/// Okabe and Ito's eight colours, told apart with any colour vision: Deformable DETR's 8 heads
/// each get their own.
constexpr int headColorCount = 8;

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
        if (in.levelCount() > 1)
            return tr("Value maps (mean of %1 channels) and sampling points, %2 levels")
                .arg(in.dim())
                .arg(in.levelCount());
        return tr("Value map (mean of %1 channels) and sampling points").arg(in.dim());
    case DeformableKind::Logits:
        return tr("Point logits, %1 per head").arg(in.pointsPerHead());
    case DeformableKind::Weights:
        return tr("Point weights a, %1 per head").arg(in.pointsPerHead());
    case DeformableKind::Output:
        if (in.outputProjection)
            return tr("Output, %1 heads side by side times W_O").arg(in.heads);
        return tr("Output, %1 heads side by side").arg(in.heads);
    }
    return KindDescription::title(stage, r, trace, head);
}

QString DeformableDescription::frameName(int frame, const ResolvedScenario&,
                                         const KindTrace& trace) const
{
    const DeformableInput& in = deformableTrace(trace).input;
    const int l = std::clamp(frame, 0, in.levelCount() - 1);
    return tr("level %1 of %2 (%3 × %4)")
        .arg(l)
        .arg(in.levelCount())
        .arg(in.level(l).height)
        .arg(in.level(l).width);
}

QString DeformableDescription::formulaHtml(int stage, const ResolvedScenario&, const KindTrace&,
                                           int) const
{
    switch (stage) {
    case DeformableKind::Map:
        return QStringLiteral("(1/d) Σ<sub>c</sub> v<sub>l</sub>(y, x, c)");
    case DeformableKind::Logits:
        return QStringLiteral("ℓ<sub>imlk</sub> = p<sub>i</sub> + Δ<sub>imlk</sub> / "
                              "(W<sub>l</sub>, H<sub>l</sub>), logit z<sub>imlk</sub>");
    case DeformableKind::Weights:
        return QStringLiteral("a<sub>imlk</sub> = exp(z<sub>imlk</sub>) / Σ<sub>l'k'</sub> "
                              "exp(z<sub>iml'k'</sub>)");
    case DeformableKind::Output:
        return QStringLiteral("o<sub>i</sub> = concat<sub>m</sub> Σ<sub>lk</sub> "
                              "a<sub>imlk</sub> v<sub>m</sub>(ℓ<sub>imlk</sub>)");
    }
    return {};
}

QString DeformableDescription::explanation(int stage, const ResolvedScenario&) const
{
    switch (stage) {
    case DeformableKind::Map:
        return tr("The value map, each pixel's d channels averaged (with several levels, one map "
                  "per level: the frame chooses it). Rings: the queries' reference points p. "
                  "Discs: where each query samples, one colour per head (%1), larger for a "
                  "larger weight a. A point off the map reads zeros.")
            .arg(headColorNames());
    case DeformableKind::Logits:
        return tr("Each query i has a reference point p<sub>i</sub> and, for each head m and "
                  "level l, K sampling offsets Δ in pixels of that level: it reads the value "
                  "maps only at the points ℓ = p + Δ / (W<sub>l</sub>, H<sub>l</sub>), not at "
                  "every position. Each point also has a logit, shown here. Given query rows "
                  "q<sub>i</sub>, both come from two linear projections: Δ = b + W q, "
                  "logit = b' + W' q.");
    case DeformableKind::Weights:
        return tr("The softmax of a head's L·K logits (all its points on all levels): how much "
                  "each sampled point counts. Each row of a head sums to 1.");
    case DeformableKind::Output:
        return tr("Each point is read by bilinear interpolation between its 4 neighbouring "
                  "pixels of its level (a neighbour outside the map reads 0); head m sums its "
                  "L·K samples weighted by a, on its own d/M channels, and the heads are put "
                  "side by side (then multiplied by W_O when it is given).");
    }
    return {};
}

QString DeformableDescription::headColorNames()
{
    const QStringList names = {tr("head 0 orange"), tr("head 1 green"),     tr("head 2 pink"),
                               tr("head 3 yellow"), tr("head 4 black"),     tr("head 5 sky blue"),
                               tr("head 6 blue"),   tr("head 7 vermillion")};
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
    return tr("n<sub>q</sub>·M·K = %1·%2·%3 = %4 samples, against "
              "n<sub>q</sub>·H·W = %1·%5·%6 = %7 comparisons for full "
              "attention over the same map.")
        .arg(count(queries))
        .arg(heads)
        .arg(points)
        .arg(count(c.samples))
        .arg(height)
        .arg(width)
        .arg(count(c.comparisons));
}

QString DeformableDescription::costHtml(const DeformableInput& in)
{
    if (in.levelCount() == 1)
        return costHtml(in.queries(), in.heads, in.points, in.level(0).height, in.level(0).width);
    const DeformableCost c = deformableCost(in);
    QStringList sizes;
    for (const DeformableLevel& l : in.levels)
        sizes << QStringLiteral("%1·%2").arg(l.height).arg(l.width);
    return tr("n<sub>q</sub>·M·L·K = %1·%2·%3·%4 = %5 samples, against "
              "n<sub>q</sub>·Σ<sub>l</sub> H<sub>l</sub>·W<sub>l</sub> = %1·(%6) = %7 "
              "comparisons for full attention over the same %3 maps.")
        .arg(count(in.queries()))
        .arg(in.heads)
        .arg(in.levelCount())
        .arg(in.points)
        .arg(count(c.samples))
        .arg(sizes.join(QStringLiteral(" + ")))
        .arg(count(c.comparisons));
}

QString DeformableDescription::note(int, const ResolvedScenario&, const KindTrace& trace, int,
                                    int) const
{
    return costHtml(deformableTrace(trace).input);
}

int DeformableDescription::columnGroupSize(int stage, const ResolvedScenario& r) const
{
    if (!r.kindInput.get<DeformableInput>())
        return 0;
    const DeformableInput& in = *r.kindInput.get<DeformableInput>();
    // the output is the heads side by side (without W_O): a line between them
    if (stage == DeformableKind::Output && in.heads > 1 && !in.outputProjection)
        return in.headDim();
    // the logits and weights: a line between the levels
    if ((stage == DeformableKind::Logits || stage == DeformableKind::Weights) &&
        in.levelCount() > 1)
        return in.points;
    return 0;
}

HeatmapData DeformableDescription::heatmapData(int stage, const ResolvedScenario& r,
                                               const KindTrace& trace, int head, int frame) const
{
    HeatmapData data = KindDescription::heatmapData(stage, r, trace, head, frame);
    if (stage == DeformableKind::Map && trace.hasStages()) {
        // the points of this frame's level over its map: ℓ in cell units is (ℓ_y·H_l, ℓ_x·W_l)
        // (pixel centres at + 0.5)
        const DeformableTrace& t = deformableTrace(trace);
        const DeformableInput& in = t.input;
        const int l = std::clamp(frame, 0, in.levelCount() - 1);
        const DeformableLevel& map = in.level(l);
        for (int i = 0; i < in.queries(); ++i) {
            for (int m = 0; m < in.heads; ++m)
                for (int k = 0; k < in.points; ++k) {
                    const DeformableSample& s = t.sample(i, m, l, k);
                    HeatmapMarker marker;
                    marker.row = s.locationY * map.height;
                    marker.column = s.locationX * map.width;
                    // the area grows with the weight a
                    marker.radius = 0.1 + 0.3 * std::sqrt(t.weight(i, m, l, k));
                    marker.color = headColor(m);
                    // (x, y): column, row
                    marker.from =
                        QPointF(in.reference(i, 0) * map.width, in.reference(i, 1) * map.height);
                    data.markers << marker;
                }
            HeatmapMarker ref;
            ref.row = in.reference(i, 1) * map.height;
            ref.column = in.reference(i, 0) * map.width;
            ref.radius = 0.3;
            ref.ring = true;
            data.markers << ref;
        }
    }
    if (stage == DeformableKind::Logits || stage == DeformableKind::Weights) {
        const int points =
            r.kindInput.get<DeformableInput>() ? r.kindInput.get<DeformableInput>()->points : 1;
        const bool levels = r.kindInput.get<DeformableInput>() &&
                            r.kindInput.get<DeformableInput>()->levelCount() > 1;
        data.columnLabels.clear();
        for (int j = 0; j < static_cast<int>(data.values.cols()); ++j)
            data.columnLabels << (levels ? tr("l%1 k%2").arg(j / points).arg(j % points)
                                         : tr("k%1").arg(j));
        data.columnAxisTitle = tr("Sampling point");
    }
    return data;
}

namespace {

/// "level 1 (20 × 20)".
QString levelName(const DeformableInput& in, int l)
{
    return DeformableDescription::tr("level %1 (%2 × %3)")
        .arg(l)
        .arg(in.level(l).height)
        .arg(in.level(l).width);
}

/// A point's name: "point 2" on one level, "level 1 (20 × 20), point 2" on several.
QString pointName(const DeformableInput& in, int l, int k)
{
    if (in.levelCount() == 1)
        return DeformableDescription::tr("point %1").arg(k);
    return DeformableDescription::tr("%1, point %2").arg(levelName(in, l)).arg(k);
}

} // namespace

QString DeformableDescription::projectionHtml(const DeformableInput& in, int query, bool offsets,
                                              Eigen::Index row, const QString& name, int decimals)
{
    if (!in.projection)
        return {};
    const DeformableQueryProjection& p = *in.projection;
    const auto num = [decimals](double x) { return Explanation::formatNumber(x, decimals); };
    const Matrix& w = offsets ? p.offsetWeight : p.logitWeight;
    const Vector& b = offsets ? p.offsetBias : p.logitBias;
    const double value = offsets ? in.offsets(query, row) : in.logits(query, row);
    // name = b + Σ_c W[row, c]·q_c, the terms written out for a few channels
    QStringList terms;
    const Eigen::Index dq = p.query.cols();
    const Eigen::Index shown = std::min<Eigen::Index>(dq, 6);
    for (Eigen::Index c = 0; c < shown; ++c)
        terms << QStringLiteral("%1·%2").arg(num(w(row, c)), num(p.query(query, c)));
    if (shown < dq)
        terms << QStringLiteral("…");
    return tr("%1 = b + Σ<sub>c</sub> W[%2, c]·q<sub>%3,c</sub> = %4 + (%5) = %6")
        .arg(name)
        .arg(row)
        .arg(query)
        .arg(num(b(row)), terms.join(QStringLiteral(" + ")), num(value));
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
    const int perHead = in.pointsPerHead();
    int m = std::clamp(head, 0, in.heads - 1);
    int channel = 0;
    if (stage == DeformableKind::Output) {
        const int j = std::clamp(column, 0, in.outputDim() - 1);
        if (!in.outputProjection) {
            m = j / in.headDim();
            channel = j % in.headDim();
        }
    }
    const Eigen::Index first = in.pointIndex(m, 0, 0);

    // The softmax of head m's L·K logits for query i: a = exp(z − max) / Σ exp(z' − max)
    const auto softmaxStep = [&](const QString& title, int highlight) {
        TermTable s;
        s.title = title;
        const double top = in.logits.row(i).segment(first, perHead).maxCoeff();
        double sum = 0;
        for (int j = 0; j < perHead; ++j)
            sum += std::exp(in.logits(i, first + j) - top);
        s.before << tr("a<sub>%1,%2,k</sub> = exp(z<sub>k</sub> − max) / Σ<sub>k'</sub> "
                       "exp(z<sub>k'</sub> − max), max = %3, Σ = %4")
                        .arg(i)
                        .arg(m)
                        .arg(num(top))
                        .arg(num(sum));
        if (in.levelCount() > 1)
            s.columns = QStringList{tr("level l"), tr("point k"), tr("logit z<sub>k</sub>"),
                                    tr("exp(z<sub>k</sub> − max)"), tr("a<sub>k</sub>")};
        else
            s.columns = QStringList{tr("point k"), tr("logit z<sub>k</sub>"),
                                    tr("exp(z<sub>k</sub> − max)"), tr("a<sub>k</sub>")};
        for (int j = 0; j < perHead; ++j) {
            QStringList cells;
            if (in.levelCount() > 1)
                cells << QString::number(j / points);
            cells << QString::number(j % points) << num(in.logits(i, first + j))
                  << num(std::exp(in.logits(i, first + j) - top)) << num(t.weights(i, first + j));
            s.rows << cells;
        }
        s.highlightRow = highlight;
        return s;
    };

    switch (stage) {
    case DeformableKind::Map: {
        // a pixel's channels and their mean
        const int l = std::clamp(frame, 0, in.levelCount() - 1);
        const DeformableLevel& map = in.level(l);
        const int y = std::clamp(row, 0, map.height - 1);
        const int x = std::clamp(column, 0, map.width - 1);
        e.heading =
            in.levelCount() > 1
                ? tr("Pixel (x %1, y %2) of the value map, %3").arg(x).arg(y).arg(levelName(in, l))
                : tr("Pixel (x %1, y %2) of the value map").arg(x).arg(y);
        TermTable s;
        s.current = true;
        s.title = tr("The mean of its %1 channels").arg(in.dim());
        s.columns = QStringList{tr("channel c"), tr("head"), tr("v(y, x, c)")};
        const auto pixel = map.pixel(y, x);
        for (int c = 0; c < in.dim(); ++c)
            s.rows << QStringList{QString::number(c), QString::number(c / in.headDim()),
                                  num(pixel(c))};
        s.result = tr("mean = %1").arg(num(pixel.mean()));
        e.steps << s;
        return e;
    }
    case DeformableKind::Logits:
    case DeformableKind::Weights: {
        const int j = std::clamp(column, 0, perHead - 1);
        const int l = j / points;
        const int k = j % points;
        const bool logit = stage == DeformableKind::Logits;
        e.heading =
            (logit ? tr("Logit of query %1, head %2, %3") : tr("Weight of query %1, head %2, %3"))
                .arg(i)
                .arg(m)
                .arg(pointName(in, l, k));
        if (in.projection) {
            TermTable p;
            p.title =
                tr("1. The logit from the query: a linear projection of q<sub>%1</sub>").arg(i);
            p.before << projectionHtml(in, i, false, first + j,
                                       tr("z<sub>%1,%2,%3</sub>").arg(i).arg(m).arg(j), decimals);
            p.result = tr("z = %1").arg(num(in.logits(i, first + j)));
            e.steps << p;
        }
        const QString n = in.projection ? QStringLiteral("2. ") : QStringLiteral("1. ");
        TermTable s =
            logit ? softmaxStep(tr("The logits of head %1's points and their softmax").arg(m), j)
                  : softmaxStep(n + tr("Softmax over head %1's %2 points").arg(m).arg(perHead), j);
        s.current = true;
        s.result = logit ? tr("z<sub>%1,%2,%3</sub> = %4")
                               .arg(i)
                               .arg(m)
                               .arg(j)
                               .arg(num(in.logits(i, first + j)))
                         : tr("a<sub>%1,%2,%3</sub> = %4")
                               .arg(i)
                               .arg(m)
                               .arg(j)
                               .arg(num(t.weights(i, first + j)));
        e.steps << s;
        return e;
    }
    case DeformableKind::Output: {
        if (in.outputProjection) {
            // o_ij = Σ_c concat_ic · W_O[c, j]
            const int j = std::clamp(column, 0, in.outputDim() - 1);
            e.heading =
                tr("Output o<sub>%1</sub>[%2]: the heads side by side times W_O").arg(i).arg(j);
            TermTable s;
            s.current = true;
            s.title = tr("Σ<sub>c</sub> (heads side by side)<sub>c</sub> · W_O[c, %1]").arg(j);
            s.columns = QStringList{tr("channel c"), tr("head"), tr("heads side by side"),
                                    tr("W_O[c, %1]").arg(j), tr("product")};
            for (int c = 0; c < in.dim(); ++c) {
                const double x = t.concatenated(i, c);
                const double w = (*in.outputProjection)(c, j);
                s.rows << QStringList{QString::number(c), QString::number(c / in.headDim()), num(x),
                                      num(w), num(x * w)};
            }
            s.result = tr("o<sub>%1</sub>[%2] = %3").arg(i).arg(j).arg(num(t.result(i, j)));
            e.steps << s;
            return e;
        }
        const int j = m * in.headDim() + channel;
        e.heading = tr("Output o<sub>%1</sub>[%2]: head %3, its channel %4")
                        .arg(i)
                        .arg(j)
                        .arg(m)
                        .arg(channel);
        e.steps << softmaxStep(
            tr("1. Weights: softmax over head %1's %2 points").arg(m).arg(perHead), -1);
        // one table per point: where it lands and its bilinear sample of channel j
        int step = 2;
        for (int l = 0; l < in.levelCount(); ++l) {
            const DeformableLevel& map = in.level(l);
            for (int k = 0; k < points; ++k) {
                const DeformableSample& s = t.sample(i, m, l, k);
                const Eigen::Index at = in.pointIndex(m, l, k) * 2;
                TermTable b;
                b.title = tr("%1. %2: bilinear sample of channel %3")
                              .arg(step++)
                              .arg(pointName(in, l, k))
                              .arg(j);
                if (in.projection) {
                    b.before << projectionHtml(in, i, true, at, tr("Δx"), decimals);
                    b.before << projectionHtml(in, i, true, at + 1, tr("Δy"), decimals);
                }
                b.before << tr("ℓ = p + Δ / (W, H) = (%1, %2) + (%3, %4) / (%5, %6) = "
                               "(%7, %8); in pixels x = ℓ<sub>x</sub>·W − %11 = %9, "
                               "y = ℓ<sub>y</sub>·H − %11 = %10")
                                .arg(num(in.reference(i, 0)), num(in.reference(i, 1)),
                                     num(in.offsets(i, at)), num(in.offsets(i, at + 1)))
                                .arg(map.width)
                                .arg(map.height)
                                .arg(num(s.locationX), num(s.locationY), num(s.pixelX),
                                     num(s.pixelY), QLocale().toString(0.5));
                b.columns = QStringList{tr("neighbour (x, y)"), tr("bilinear weight"),
                                        tr("value v[%1]").arg(j), tr("product")};
                for (const BilinearNeighbour& n : s.neighbours) {
                    const QString where = QStringLiteral("(%1, %2)").arg(n.x).arg(n.y);
                    if (n.inside) {
                        const double v = map.pixel(n.y, n.x)(j);
                        b.rows << QStringList{where, num(n.weight), num(v), num(n.weight * v)};
                    } else
                        b.rows << QStringList{where, num(n.weight), tr("outside: 0"), num(0.0)};
                }
                b.result = tr("v<sub>%1</sub>(ℓ<sub>%2</sub>)[%3] = %4")
                               .arg(m)
                               .arg(in.pointIndex(0, l, k))
                               .arg(channel)
                               .arg(num(s.value(channel)));
                e.steps << b;
            }
        }
        TermTable sum;
        sum.current = true;
        sum.title = tr("%1. Weighted sum over the %2 points").arg(step).arg(perHead);
        sum.columns = QStringList{tr("point k"), tr("a<sub>k</sub>"), tr("sample"), tr("product")};
        for (int l = 0; l < in.levelCount(); ++l)
            for (int k = 0; k < points; ++k) {
                const double a = t.weight(i, m, l, k);
                const double v = t.sample(i, m, l, k).value(channel);
                sum.rows << QStringList{in.levelCount() > 1
                                            ? QStringLiteral("l%1 k%2").arg(l).arg(k)
                                            : QString::number(k),
                                        num(a), num(v), num(a * v)};
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
    // the first entry of each head through its samples (with W_O, of the heads side by side,
    // before it), then with W_O its first column
    std::optional<DeformableTrace> beforeProjection;
    if (in.outputProjection) {
        beforeProjection.emplace(t);
        beforeProjection->input.outputProjection.reset();
        beforeProjection->result = t.concatenated;
        out += plainText(tr("The heads side by side, before W_O:")) + QStringLiteral("\n\n");
    }
    const KindTrace& heads =
        beforeProjection ? static_cast<const KindTrace&>(*beforeProjection) : trace;
    for (int m = 0; m < in.heads; ++m)
        out += cellExplanationText(explainCell(DeformableKind::Output, r, heads, m, frame, query,
                                               m * in.headDim(), decimals));
    if (in.outputProjection)
        out += cellExplanationText(
            explainCell(DeformableKind::Output, r, trace, 0, frame, query, 0, decimals));
    QStringList row;
    for (int j = 0; j < in.outputDim(); ++j)
        row << Explanation::formatNumber(t.result(query, j), decimals);
    out += plainText(tr("o<sub>%1</sub> = [%2]").arg(query).arg(row.join(QStringLiteral(", ")))) +
           QStringLiteral("\n\n");
    out += plainText(costHtml(in)) + QStringLiteral("\n");
    return out;
}

QString DeformableDescription::sizeSummary(const ResolvedScenario& r) const
{
    if (!r.kindInput.get<DeformableInput>())
        return {};
    const DeformableInput& in = *r.kindInput.get<DeformableInput>();
    if (in.levelCount() > 1) {
        QStringList sizes;
        for (const DeformableLevel& l : in.levels)
            sizes << QStringLiteral("%1 × %2").arg(l.height).arg(l.width);
        return tr("%1 queries on %2 maps (%3) of d = %4, %5 heads × %6 points per level")
            .arg(in.queries())
            .arg(in.levelCount())
            .arg(sizes.join(QStringLiteral(", ")))
            .arg(in.dim())
            .arg(in.heads)
            .arg(in.points);
    }
    return tr("%1 queries on a %2 × %3 map of d = %4, %5 heads × %6 points")
        .arg(in.queries())
        .arg(in.level(0).height)
        .arg(in.level(0).width)
        .arg(in.dim())
        .arg(in.heads)
        .arg(in.points);
}

int DeformableDescription::queryCount(const ResolvedScenario& r) const
{
    return r.kindInput.get<DeformableInput>() ? r.kindInput.get<DeformableInput>()->queries() : 0;
}

QString DeformableDescription::ownInputSummary() const
{
    return tr("<b>No Q, K or V</b>: deformable attention reads a value map at a few "
              "points per query, shown in the first step. They are the scenario file's "
              "\"value\" (or \"random\"), \"reference_points\", "
              "\"sampling_offsets\" and \"attention_logits\".");
}

QString DeformableDescription::aboutScenario(const Scenario&) const
{
    return tr("The open scenario is deformable attention: each query reads the value map "
              "at a few sampled points around its reference point, not at every key.");
}

} // namespace attnlab
