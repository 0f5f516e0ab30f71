#include "headstatsmodel.h"

#include "numberformat.h"
#include "savefile.h"
#include "translations.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>
#include <limits>

namespace attnlab {

namespace {

constexpr int statisticCount = int(std::size(headStatisticList));

QString statisticName(HeadStatistic statistic)
{
    const MessageText name = headStatisticName(statistic);
    return QCoreApplication::translate(name.context, name.source);
}

int decimalsOf(HeadStatistic statistic)
{
    return statistic == HeadStatistic::Sparsity || statistic == HeadStatistic::Distance ? 2 : 3;
}

} // namespace

HeadStatsModel::HeadStatsModel(QObject* parent) : QAbstractTableModel(parent) {}

void HeadStatsModel::setStatistics(std::vector<HeadStatistics> statistics, int heads)
{
    beginResetModel();
    statistics_ = std::move(statistics);
    heads_ = statistics_.empty() ? 0 : std::max(heads, 1);
    likeLayer_ = likeHead_ = -1;
    distances_.clear();
    endResetModel();
}

int HeadStatsModel::rowOf(int layer, int head) const
{
    if (heads_ <= 0 || layer < 0 || head < 0 || head >= heads_)
        return -1;
    const qsizetype row = qsizetype(layer) * heads_ + head;
    return row < qsizetype(statistics_.size()) ? int(row) : -1;
}

const HeadStatistics* HeadStatsModel::at(int layer, int head) const
{
    const int row = rowOf(layer, head);
    return row < 0 ? nullptr : &statistics_[size_t(row)];
}

void HeadStatsModel::setDistances(int layer, int head, const std::vector<HeadMatch>& matches)
{
    const bool newColumn = distances_.empty();
    if (newColumn)
        beginInsertColumns({}, columnCount(), columnCount());
    likeLayer_ = layer;
    likeHead_ = head;
    distances_.assign(statistics_.size(), std::numeric_limits<double>::quiet_NaN());
    if (const int self = rowOf(layer, head); self >= 0)
        distances_[size_t(self)] = 0.0;
    for (const HeadMatch& m : matches)
        if (const int row = rowOf(m.layer, m.head); row >= 0)
            distances_[size_t(row)] = m.distance;
    if (newColumn) {
        endInsertColumns();
    } else {
        const int c = distanceColumn();
        emit dataChanged(index(0, c), index(rowCount() - 1, c));
        emit headerDataChanged(Qt::Horizontal, c, c);
    }
}

void HeadStatsModel::clearDistances()
{
    if (distances_.empty())
        return;
    beginRemoveColumns({}, distanceColumn(), distanceColumn());
    distances_.clear();
    likeLayer_ = likeHead_ = -1;
    endRemoveColumns();
}

int HeadStatsModel::columnOf(HeadStatistic statistic)
{
    for (int i = 0; i < statisticCount; ++i)
        if (headStatisticList[i] == statistic)
            return FirstStatisticColumn + i;
    return -1;
}

int HeadStatsModel::distanceColumn() const
{
    return distances_.empty() ? -1 : FirstStatisticColumn + statisticCount;
}

int HeadStatsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(statistics_.size());
}

int HeadStatsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FirstStatisticColumn + statisticCount + (hasDistances() ? 1 : 0);
}

QVariant HeadStatsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const HeadStatistics& s = statistics_[size_t(index.row())];
    const int c = index.column();
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (c == LayerColumn || c == HeadColumn) {
        const int value = c == LayerColumn ? s.layer : s.head;
        if (role == Qt::DisplayRole || role == Qt::UserRole)
            return value;
        return {};
    }
    if (c == distanceColumn()) {
        const double d = distances_[size_t(index.row())];
        if (role == Qt::UserRole)
            return std::isnan(d) ? std::numeric_limits<double>::infinity() : d;
        if (role == Qt::DisplayRole)
            return std::isnan(d) ? QStringLiteral("\u2013") : NumberFormat::number(d, 4);
        if (role == Qt::ToolTipRole)
            return tr("Jensen\u2013Shannon divergence between this head's map and the map of "
                      "layer %1, head %2 (bits, mean over rows): 0 for the same map")
                .arg(likeLayer_)
                .arg(likeHead_);
        return {};
    }
    const int i = c - FirstStatisticColumn;
    if (i < 0 || i >= statisticCount)
        return {};
    const HeadStatistic statistic = headStatisticList[i];
    const double value = s.value(statistic);
    switch (role) {
    case Qt::DisplayRole:
        return NumberFormat::number(value, decimalsOf(statistic));
    case Qt::UserRole:
        return value;
    case Qt::ToolTipRole:
        return tr("Layer %1, head %2: %3 = %4")
            .arg(s.layer)
            .arg(s.head)
            .arg(statisticName(statistic), NumberFormat::number(value, 6));
    default:
        return {};
    }
}

QVariant HeadStatsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        if (section == LayerColumn)
            return tr("Layer");
        if (section == HeadColumn)
            return tr("Head");
        if (section == distanceColumn())
            return tr("Distance to %1:%2").arg(likeLayer_).arg(likeHead_);
        return statisticName(headStatisticList[section - FirstStatisticColumn]);
    }
    if (role == Qt::ToolTipRole) {
        if (section == distanceColumn())
            return tr("How far each head's map is from the map of layer %1, head %2 "
                      "(Jensen\u2013Shannon divergence of the rows, in bits)")
                .arg(likeLayer_)
                .arg(likeHead_);
        if (section < FirstStatisticColumn)
            return {};
        switch (headStatisticList[section - FirstStatisticColumn]) {
        case HeadStatistic::Entropy:
            return tr("Entropy of each row, in bits, averaged over the rows: 0 when a query "
                      "looks at one key, log\u2082 n when it looks at all alike");
        case HeadStatistic::Distance:
            return tr("\u03a3\u2c7c a\u1d62\u2c7c\u00b7|i \u2212 j|, averaged over the rows: how "
                      "far the head looks, in tokens");
        case HeadStatistic::FirstToken:
            return tr("The weight on the first token, averaged over the rows: high for a "
                      "\u201csink\u201d head ([CLS], BOS)");
        case HeadStatistic::PreviousToken:
            return tr("The weight on the previous token (rows 1 on), averaged: high for a "
                      "previous-token head");
        case HeadStatistic::Diagonal:
            return tr("The weight a token puts on itself, averaged over the rows");
        case HeadStatistic::Sparsity:
            return tr("The fewest keys that hold 90 % of a row's weight, averaged over the rows: "
                      "1 for a sharp head, about 0.9 n for a broad one");
        }
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

QByteArray HeadStatsModel::toCsv() const
{
    return QByteArray::fromStdString(headStatisticsCsv(statistics_));
}

QByteArray HeadStatsModel::toJson() const
{
    return QByteArray::fromStdString(headStatisticsJson(statistics_, 1) + '\n');
}

QString HeadStatsModel::exportTo(const QString& path) const
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        return writeFileAtomically(path, toCsv());
    if (suffix == QLatin1String("json"))
        return writeFileAtomically(path, toJson());
    return tr("%1: unknown format '.%2' for statistics (known: .csv, .json)")
        .arg(QFileInfo(path).fileName(), suffix);
}

} // namespace attnlab
