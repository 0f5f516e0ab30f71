#pragma once

#include "headstats.h"

#include <QAbstractTableModel>
#include <QByteArray>

#include <optional>
#include <vector>

namespace attnlab {

/// The statistics of every head of a stack (headstats.h) as a table: a row per head, layer-major
/// (layer 0 head 0, layer 0 head 1, …), the columns Layer, Head, then one per statistic in the
/// order of headStatisticList, and, after "find heads like this one", the distance to that
/// head. Qt::DisplayRole gives the text shown, Qt::UserRole the number (for sorting, with a
/// QSortFilterProxyModel's sortRole), Qt::ToolTipRole what the column means.
class HeadStatsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        LayerColumn = 0,
        HeadColumn = 1,
        FirstStatisticColumn = 2,
    };

    explicit HeadStatsModel(QObject* parent = nullptr);

    /// New statistics (every head of a stack of `heads` heads per layer; empty: none).
    void setStatistics(std::vector<HeadStatistics> statistics, int heads);
    const std::vector<HeadStatistics>& statistics() const { return statistics_; }
    int headsPerLayer() const { return heads_; }
    /// The row of a head, or -1 outside the table.
    int rowOf(int layer, int head) const;
    /// The statistics of a head (nullptr outside the table).
    const HeadStatistics* at(int layer, int head) const;

    /// The distances of "find heads like this one" to the head (layer, head) (a column more;
    /// the head itself at 0). Matches may be in any order; heads missing from them show "–".
    void setDistances(int layer, int head, const std::vector<HeadMatch>& matches);
    void clearDistances();
    bool hasDistances() const { return !distances_.empty(); }
    /// The column of a statistic, and of the distances (-1 when there are none).
    static int columnOf(HeadStatistic statistic);
    int distanceColumn() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The table as CSV ("layer,head,entropy_bits,…", the column names of `attnlab-cli heads
    /// --csv`, numbers with 17 significant digits) and as JSON ({"heads": [{"layer": 0, …}]}, as
    /// `attnlab-cli heads --json`).
    QByteArray toCsv() const;
    QByteArray toJson() const;
    /// Writes toCsv() or toJson() to path atomically, by its suffix (.csv or .json). An error
    /// naming the file, or empty.
    QString exportTo(const QString& path) const;

private:
    std::vector<HeadStatistics> statistics_;
    int heads_ = 0;
    int likeLayer_ = -1, likeHead_ = -1;
    std::vector<double> distances_; ///< per row; NaN for none
};

} // namespace attnlab
