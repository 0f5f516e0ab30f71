#include "sedescription.h"

#include "explanation.h"
#include "kindcontrols.h"
#include "scenario.h"
#include "scenariofile.h"
#include "sekind.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

const SeTrace& seTrace(const KindTrace& trace)
{
    return dynamic_cast<const SeTrace&>(trace);
}

/// At most this many terms are listed in a table; the rest are summed all the same.
constexpr int maxListedTerms = 64;

QString count(long long x)
{
    return QLocale().toString(static_cast<qlonglong>(x));
}

QString moreTerms(int shown, int total)
{
    return total > shown ? SeDescription::tr("\u2026 and %n more term(s), in the sum all the same.",
                                             nullptr, total - shown)
                         : QString();
}

QStringList numbered(const QString& prefix, int count)
{
    QStringList out;
    for (int i = 0; i < count; ++i)
        out << prefix + QString::number(i);
    return out;
}

} // namespace

QString SeDescription::stageName(int stage) const
{
    switch (stage) {
    case SeKind::Input:
        return tr("1 Input channels");
    case SeKind::Squeeze:
        return tr("2 Squeeze");
    case SeKind::Hidden:
        return tr("3 Bottleneck");
    case SeKind::Gates:
        return tr("4 Gates");
    case SeKind::Output:
        return tr("5 Re-weighted");
    }
    return KindDescription::stageName(stage);
}

QString SeDescription::valueLabel(int stage) const
{
    switch (stage) {
    case SeKind::Input:
        return tr("input value");
    case SeKind::Squeeze:
        return tr("channel mean");
    case SeKind::Hidden:
        return tr("unit value");
    case SeKind::Gates:
        return tr("gate");
    case SeKind::Output:
        return tr("output value");
    }
    return KindDescription::valueLabel(stage);
}

QString SeDescription::title(int stage, const ResolvedScenario& r, const KindTrace& trace,
                             int head) const
{
    const SeTrace& t = seTrace(trace);
    const int c = t.input.channels();
    switch (stage) {
    case SeKind::Input:
        return tr("Input x: %1 channels of %2 \u00d7 %3")
            .arg(c)
            .arg(t.input.height)
            .arg(t.input.width);
    case SeKind::Squeeze:
        return tr("Squeeze: the mean of each channel");
    case SeKind::Hidden:
        return tr("Bottleneck: %1 units (C/r = %2/%3)")
            .arg(t.input.hidden())
            .arg(c)
            .arg(t.input.reduction);
    case SeKind::Gates:
        return tr("Gates s = \u03c3(W\u2082 u + b\u2082)");
    case SeKind::Output:
        return tr("Output: each channel \u00d7 its gate");
    }
    return KindDescription::title(stage, r, trace, head);
}

QString SeDescription::formulaHtml(int stage, const ResolvedScenario&, const KindTrace&, int) const
{
    switch (stage) {
    case SeKind::Input:
        return QStringLiteral("x<sub>c</sub>(i, j), c = 0 \u2026 C\u22121");
    case SeKind::Squeeze:
        return QStringLiteral("z<sub>c</sub> = (1/HW) \u03a3<sub>i,j</sub> x<sub>c</sub>(i, j)");
    case SeKind::Hidden:
        return QStringLiteral("u = ReLU(W<sub>1</sub> z + b<sub>1</sub>)");
    case SeKind::Gates:
        return QStringLiteral("s = \u03c3(W<sub>2</sub> u + b<sub>2</sub>), "
                              "\u03c3(t) = 1 / (1 + e<sup>\u2212t</sup>)");
    case SeKind::Output:
        return QStringLiteral("x\u0303<sub>c</sub> = s<sub>c</sub> \u00b7 x<sub>c</sub>");
    }
    return {};
}

QString SeDescription::explanation(int stage, const ResolvedScenario& r) const
{
    switch (stage) {
    case SeKind::Input:
        return tr("A feature map of C channels, each an H \u00d7 W map, drawn as tiles side by "
                  "side. Channel attention decides how much of each channel to keep, from all "
                  "of them at once.");
    case SeKind::Squeeze:
        return tr("Global average pooling squeezes each channel's map into one number: its "
                  "mean. This vector z describes the whole input, channel by channel.");
    case SeKind::Hidden:
        return tr("A small layer W\u2081 (C/r \u00d7 C) mixes the channels' means into C/r units "
                  "and ReLU keeps the positive part. The reduction r makes this bottleneck "
                  "cheap: the parameters fall as 1/r.");
    case SeKind::Gates:
        return tr("W\u2082 (C \u00d7 C/r) maps the bottleneck back to one number per channel "
                  "and the sigmoid squashes it into a gate between 0 and 1: the channel's "
                  "attention weight. Unlike softmax, the gates need not sum to 1.");
    case SeKind::Output:
        return tr("Each channel's map is multiplied by its gate: channels with a gate near 1 "
                  "pass unchanged, those near 0 are switched off.");
    }
    return KindDescription::explanation(stage, r);
}

QString SeDescription::parametersHtml(int channels, int reduction)
{
    const int hidden = reduction > 0 ? channels / reduction : 0;
    return tr("<b>Parameters:</b> W\u2081 and W\u2082 have 2\u00b7"
              "C\u00b2/r = 2\u00b7%1/%2 "
              "= %3 weights, b\u2081 and b\u2082 %4 + %5 biases: %6 in all.")
        .arg(QString::number(channels) + QChar(0x00b2)) // "8²", after the placeholder
        .arg(reduction)
        .arg(count(seWeightCount(channels, reduction)))
        .arg(hidden)
        .arg(channels)
        .arg(count(seParameterCount(channels, reduction)));
}

QString SeDescription::note(int stage, const ResolvedScenario&, const KindTrace& trace, int,
                            int) const
{
    const SeTrace& t = seTrace(trace);
    const auto num = [](double x) { return Explanation::formatNumber(x, 3); };
    switch (stage) {
    case SeKind::Hidden:
        return parametersHtml(t.input.channels(), t.input.reduction);
    case SeKind::Gates: {
        Eigen::Index lo = 0, hi = 0;
        t.gates.minCoeff(&lo);
        t.gates.maxCoeff(&hi);
        return tr("The most kept channel is %1 (gate %2), the most damped %3 (gate %4).")
                   .arg(hi)
                   .arg(num(t.gates(hi)))
                   .arg(lo)
                   .arg(num(t.gates(lo))) +
               QLatin1Char(' ') + parametersHtml(t.input.channels(), t.input.reduction);
    }
    default:
        return {};
    }
}

HeatmapData SeDescription::heatmapData(int stage, const ResolvedScenario& r, const KindTrace& trace,
                                       int head, int frame) const
{
    HeatmapData data = KindDescription::heatmapData(stage, r, trace, head, frame);
    // the pooled means, the bottleneck and the gates as bar charts
    data.bars = stage == SeKind::Squeeze || stage == SeKind::Hidden || stage == SeKind::Gates;
    switch (stage) {
    case SeKind::Squeeze:
    case SeKind::Gates:
        data.columnLabels = numbered(QStringLiteral("c"), static_cast<int>(data.values.cols()));
        data.columnAxisTitle = tr("Channel");
        break;
    case SeKind::Hidden:
        data.columnLabels = numbered(QStringLiteral("u"), static_cast<int>(data.values.cols()));
        data.columnAxisTitle = tr("Unit of the bottleneck");
        break;
    default:
        break;
    }
    return data;
}

CellExplanation SeDescription::explainCell(int stage, const ResolvedScenario& r,
                                           const KindTrace& trace, int head, int frame, int row,
                                           int column, int decimals) const
{
    const SeTrace& t = seTrace(trace);
    const ChannelInput& in = t.input;
    const auto num = [decimals](double x) { return Explanation::formatNumber(x, decimals); };
    const int hw = in.height * in.width;
    CellExplanation e;

    // z_c = (1/HW) Σ x_c(i, j): the channel's values, their sum, divided by HW.
    const auto squeezeStep = [&](int c) {
        TermTable step;
        step.title = tr("Squeeze: z<sub>%1</sub> = (1/HW) \u03a3<sub>i,j</sub> "
                        "x<sub>%1</sub>(i, j)")
                         .arg(c);
        step.columns = QStringList{tr("i"), tr("j"), tr("x<sub>%1</sub>(i, j)").arg(c)};
        for (int p = 0; p < hw && p < maxListedTerms; ++p)
            step.rows << QStringList{QString::number(p / in.width), QString::number(p % in.width),
                                     num(in.x(c, p))};
        if (const QString more = moreTerms(std::min(hw, maxListedTerms), hw); !more.isEmpty())
            step.after << more;
        step.after << tr("Sum %1 over HW = %2 \u00d7 %3 = %4 values.")
                          .arg(num(in.x.row(c).sum()))
                          .arg(in.height)
                          .arg(in.width)
                          .arg(hw);
        step.result = tr("z<sub>%1</sub> = %2").arg(c).arg(num(t.squeeze(c)));
        return step;
    };
    // u_k = ReLU(Σ_c W₁[k, c] z_c + b₁[k]): W₁'s row k against z.
    const auto hiddenStep = [&](int k) {
        TermTable step;
        step.title = tr("Bottleneck unit u<sub>%1</sub> = ReLU(W\u2081[%1, :] \u00b7 z + "
                        "b\u2081[%1])")
                         .arg(k);
        step.columns = QStringList{tr("channel c"), tr("z<sub>c</sub>"),
                                   tr("W\u2081[%1, c]").arg(k), tr("product")};
        const int c = in.channels();
        for (int i = 0; i < c && i < maxListedTerms; ++i)
            step.rows << QStringList{QString::number(i), num(t.squeeze(i)), num(in.fc1Weight(k, i)),
                                     num(in.fc1Weight(k, i) * t.squeeze(i))};
        if (const QString more = moreTerms(std::min(c, maxListedTerms), c); !more.isEmpty())
            step.after << more;
        step.after << tr("W\u2081[%1, :] \u00b7 z = %2; + b\u2081[%1] = %3 gives %4.")
                          .arg(k)
                          .arg(num(t.preHidden(k) - in.fc1Bias(k)))
                          .arg(num(in.fc1Bias(k)))
                          .arg(num(t.preHidden(k)));
        step.result = t.preHidden(k) > 0
                          ? tr("u<sub>%1</sub> = ReLU(%2) = %3")
                                .arg(k)
                                .arg(num(t.preHidden(k)))
                                .arg(num(t.hidden(k)))
                          : tr("u<sub>%1</sub> = ReLU(%2) = %3 (negative: switched off)")
                                .arg(k)
                                .arg(num(t.preHidden(k)))
                                .arg(num(t.hidden(k)));
        return step;
    };

    switch (stage) {
    case SeKind::Input:
    case SeKind::Output: {
        const ChannelTiles::Cell cell = channelTiles(r).at(row, column);
        if (cell.channel < 0)
            return KindDescription::explainCell(stage, r, trace, head, frame, row, column,
                                                decimals);
        const int c = cell.channel;
        const int p = cell.i * in.width + cell.j;
        TermTable step;
        step.current = true;
        if (stage == SeKind::Input) {
            e.heading = tr("Input x<sub>%1</sub>(%2, %3)").arg(c).arg(cell.i).arg(cell.j);
            step.title = stageName(stage).toHtmlEscaped();
            step.before << tr("Channel %1, row %2, column %3 of its %4 \u00d7 %5 map.")
                               .arg(c)
                               .arg(cell.i)
                               .arg(cell.j)
                               .arg(in.height)
                               .arg(in.width);
            step.result = tr("x<sub>%1</sub>(%2, %3) = %4")
                              .arg(c)
                              .arg(cell.i)
                              .arg(cell.j)
                              .arg(num(in.x(c, p)));
        } else {
            e.heading = tr("Output x\u0303<sub>%1</sub>(%2, %3)").arg(c).arg(cell.i).arg(cell.j);
            step.title = tr("Scale: x\u0303<sub>%1</sub>(i, j) = s<sub>%1</sub> \u00b7 "
                            "x<sub>%1</sub>(i, j)")
                             .arg(c);
            step.columns = QStringList{tr("gate s<sub>%1</sub>").arg(c),
                                       tr("x<sub>%1</sub>(%2, %3)").arg(c).arg(cell.i).arg(cell.j),
                                       tr("product")};
            step.rows << QStringList{num(t.gates(c)), num(in.x(c, p)), num(t.scaled(c, p))};
            step.result = tr("x\u0303<sub>%1</sub>(%2, %3) = %4")
                              .arg(c)
                              .arg(cell.i)
                              .arg(cell.j)
                              .arg(num(t.scaled(c, p)));
        }
        e.steps << step;
        return e;
    }
    case SeKind::Squeeze: {
        const int c = std::clamp(column, 0, in.channels() - 1);
        e.heading = tr("Squeezed channel z<sub>%1</sub>").arg(c);
        TermTable step = squeezeStep(c);
        step.current = true;
        e.steps << step;
        return e;
    }
    case SeKind::Hidden: {
        const int k = std::clamp(column, 0, in.hidden() - 1);
        e.heading = tr("Bottleneck unit u<sub>%1</sub>").arg(k);
        TermTable z;
        z.title = tr("Squeeze: z, the channels' means");
        z.before << tr("z = [%1]").arg([&] {
            QStringList cells;
            for (Eigen::Index i = 0; i < t.squeeze.size(); ++i)
                cells << num(t.squeeze(i));
            return cells.join(QStringLiteral(", "));
        }());
        e.steps << z;
        TermTable step = hiddenStep(k);
        step.current = true;
        e.steps << step;
        return e;
    }
    case SeKind::Gates: {
        const int c = std::clamp(column, 0, in.channels() - 1);
        e.heading = tr("Gate s<sub>%1</sub> of channel %1").arg(c);
        // 1. the squeeze, 2. every bottleneck unit (W₁'s rows, b₁, ReLU), 3. W₂'s row c, b₂, σ
        TermTable z;
        z.title = tr("1. Squeeze: z, the channels' means");
        z.columns = QStringList{tr("channel c"), tr("z<sub>c</sub>")};
        for (int i = 0; i < in.channels() && i < maxListedTerms; ++i)
            z.rows << QStringList{QString::number(i), num(t.squeeze(i))};
        z.highlightRow = c < maxListedTerms ? c : -1;
        if (const QString more = moreTerms(std::min(in.channels(), maxListedTerms), in.channels());
            !more.isEmpty())
            z.after << more;
        e.steps << z;
        TermTable u;
        u.title = tr("2. Bottleneck: u = ReLU(W\u2081 z + b\u2081)");
        u.columns = QStringList{tr("unit k"), tr("W\u2081[k, :] \u00b7 z"), tr("b\u2081[k]"),
                                tr("sum"), tr("u<sub>k</sub> = ReLU(sum)")};
        for (int k = 0; k < in.hidden() && k < maxListedTerms; ++k)
            u.rows << QStringList{QString::number(k), num(t.preHidden(k) - in.fc1Bias(k)),
                                  num(in.fc1Bias(k)), num(t.preHidden(k)), num(t.hidden(k))};
        if (const QString more = moreTerms(std::min(in.hidden(), maxListedTerms), in.hidden());
            !more.isEmpty())
            u.after << more;
        // W₁'s rows, when short enough to read beside z
        constexpr int maxListedRows = 8;
        if (in.channels() <= 16)
            for (int k = 0; k < in.hidden() && k < maxListedRows; ++k) {
                QStringList cells;
                for (int i = 0; i < in.channels(); ++i)
                    cells << num(in.fc1Weight(k, i));
                u.after << tr("W\u2081[%1, :] = [%2]").arg(k).arg(cells.join(QStringLiteral(", ")));
            }
        u.after << tr("Each W\u2081[k, :] \u00b7 z is a sum over the %1 channels: the "
                      "bottleneck's cells explain it term by term.")
                       .arg(in.channels());
        e.steps << u;
        TermTable s;
        s.current = true;
        s.title =
            tr("3. Gate: s<sub>%1</sub> = \u03c3(W\u2082[%1, :] \u00b7 u + b\u2082[%1])").arg(c);
        s.columns = QStringList{tr("unit k"), tr("u<sub>k</sub>"), tr("W\u2082[%1, k]").arg(c),
                                tr("product")};
        for (int k = 0; k < in.hidden() && k < maxListedTerms; ++k)
            s.rows << QStringList{QString::number(k), num(t.hidden(k)), num(in.fc2Weight(c, k)),
                                  num(t.hidden(k) * in.fc2Weight(c, k))};
        if (const QString more = moreTerms(std::min(in.hidden(), maxListedTerms), in.hidden());
            !more.isEmpty())
            s.after << more;
        const double e2 = t.excitation(c);
        s.after << tr("W\u2082[%1, :] \u00b7 u = %2; + b\u2082[%1] = %3 gives t = %4.")
                       .arg(c)
                       .arg(num(e2 - in.fc2Bias(c)))
                       .arg(num(in.fc2Bias(c)))
                       .arg(num(e2));
        s.result = tr("s<sub>%1</sub> = \u03c3(%2) = 1 / (1 + exp(\u2212(%2))) = %3")
                       .arg(c)
                       .arg(num(e2))
                       .arg(num(t.gates(c)));
        e.steps << s;
        return e;
    }
    }
    return KindDescription::explainCell(stage, r, trace, head, frame, row, column, decimals);
}

QString SeDescription::sizeSummary(const ResolvedScenario& r) const
{
    if (!r.kindInput.get<ChannelInput>())
        return {};
    const ChannelInput& in = *r.kindInput.get<ChannelInput>();
    return tr("%1 channels of %2 \u00d7 %3, r = %4: %5 units, %6 parameters")
        .arg(in.channels())
        .arg(in.height)
        .arg(in.width)
        .arg(in.reduction)
        .arg(in.hidden())
        .arg(count(seParameterCount(in.channels(), in.reduction)));
}

int SeDescription::queryCount(const ResolvedScenario& r) const
{
    return r.kindInput.get<ChannelInput>() ? r.kindInput.get<ChannelInput>()->channels() : 0;
}

QString SeDescription::explainQuery(const ResolvedScenario& r, const KindTrace& trace, int head,
                                    int frame, int query, int decimals) const
{
    const SeTrace& t = seTrace(trace);
    if (query < 0 || query >= t.input.channels())
        return {};
    const int c = query;
    QString out =
        cellExplanationText(explainCell(SeKind::Squeeze, r, trace, head, frame, 0, c, decimals));
    out += cellExplanationText(explainCell(SeKind::Gates, r, trace, head, frame, 0, c, decimals));
    out += plainText(tr("Channel %1's map is multiplied by s<sub>%1</sub> = %2: its first value "
                        "%3 becomes %4.")
                         .arg(c)
                         .arg(Explanation::formatNumber(t.gates(c), decimals))
                         .arg(Explanation::formatNumber(t.input.x(c, 0), decimals))
                         .arg(Explanation::formatNumber(t.scaled(c, 0), decimals))) +
           QStringLiteral("\n\n");
    out += plainText(parametersHtml(t.input.channels(), t.input.reduction)) + QStringLiteral("\n");
    return out;
}

// ------------------------------------------------------------------------- its controls

/// The reduction r under the kind box, among the divisors of C, with the units and parameters
/// it gives; a choice is one undo step (layers given for another C/r are drawn instead).
class SeControls final : public KindControls
{
    Q_OBJECT

public:
    explicit SeControls(QWidget* parent) : KindControls(parent)
    {
        auto* label = new QLabel(tr("&r ="), this);
        reduction_ = new QComboBox(this);
        reduction_->setObjectName(QStringLiteral("reductionBox"));
        reduction_->setToolTip(tr("The reduction: the bottleneck has C/r units, and W\u2081 and "
                                  "W\u2082 have 2\u00b7"
                                  "C\u00b2/r weights. Only divisors of C are "
                                  "offered."));
        label->setBuddy(reduction_);
        note_ = new QLabel(this);
        note_->setObjectName(QStringLiteral("reductionNote"));
        auto* row = new QHBoxLayout(this);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(label);
        row->addWidget(reduction_);
        row->addWidget(note_);
        connect(reduction_, &QComboBox::activated, this, [this](int index) {
            const int r = reduction_->itemData(index).toInt();
            if (r > 0 && r != spec_.reduction)
                emit edited(KindValue(withReduction(spec_, r, channels_)),
                            tr("Reduction r = %1").arg(r));
        });
    }

    void showScenario(const Scenario& scenario, const ResolvedScenario* resolved) override
    {
        const auto* spec = scenario.parameters.get<ChannelSpec>();
        setVisible(spec != nullptr);
        reduction_->clear();
        if (!spec)
            return;
        spec_ = *spec;
        // C from the resolved input (a picture's or a file's channels), else the spec's
        const auto* input = resolved ? resolved->kindInput.get<ChannelInput>() : nullptr;
        channels_ = input ? input->channels() : spec->channels;
        const int c = channels_;
        for (int r = 1; r <= c; ++r)
            if (c % r == 0)
                reduction_->addItem(QString::number(r), r);
        const int r = spec->reduction;
        if (reduction_->findData(r) < 0)
            reduction_->addItem(tr("%1 (does not divide C)").arg(r), r);
        reduction_->setCurrentIndex(reduction_->findData(r));
        note_->setText(c % r == 0 ? tr("%1 units, %2 parameters")
                                        .arg(c / r)
                                        .arg(QLocale().toString(
                                            static_cast<qlonglong>(seParameterCount(c, r))))
                                  : QString());
    }

private:
    QComboBox* reduction_;
    QLabel* note_;
    ChannelSpec spec_;
    int channels_ = 0;
};

KindControls* SeDescription::createControls(QWidget* parent) const
{
    return new SeControls(parent);
}

QString SeDescription::ownInputSummary() const
{
    return tr("<b>No Q, K or V</b>: channel attention's input is a feature map of "
              "C channels, shown as tiles in the first step. It is the scenario "
              "file's \"feature_map\" (or \"random\").");
}

QString SeDescription::aboutScenario(const Scenario&) const
{
    return tr("The open scenario is channel attention (SE): it weighs the channels of a "
              "feature map, one gate per channel, and has no queries or keys.");
}

} // namespace attnlab

#include "sedescription.moc"
