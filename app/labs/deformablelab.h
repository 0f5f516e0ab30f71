#pragma once

#include "deformableoverlay.h"
#include "lab.h"

#include <QWidget>

#include <memory>

class QBoxLayout;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTimer;

namespace attnlab {

class LabPages;

class Document;
class DeformableTrace;

/// "Deformable attention": the value map of a deformable scenario (its channels' mean, one
/// channel, or the picture it comes from), one panel per level, with each query's reference
/// point as a ring and its sampling points as discs in their head's colour, sized by their
/// weight a. Dragging a ring moves the query's reference point (an undoable edit, one step per
/// drag) and the points follow at once: the kind is computed again for the moved point while
/// the document catches up. A click on a point zooms into its bilinear sample: its 2 × 2
/// neighbouring pixels, their values and weights, and the sum. Beside it, the cost against full
/// attention over the same map, and for the lesson's 640 × 640 picture at strides 8, 16 and 32.
/// The figure (every level and the zoom) exports as PNG, SVG or PDF.
class DeformableLab : public QWidget, public Lab
{
    Q_OBJECT

public:
    explicit DeformableLab(Document* document, QWidget* parent = nullptr);

    /// One panel per level of the value maps.
    QList<DeformableOverlay*> levelPanels() const { return levels_; }
    BilinearZoom* zoomPanel() const { return zoom_; }
    QSpinBox* queryBox() const { return query_; }
    QComboBox* valuesBox() const { return values_; }
    QCheckBox* othersBox() const { return others_; }

    /// Whether the open scenario fits the tab; when it does not, the tab says what it needs
    /// and what the scenario is (needText) and offers its example.
    bool fits() const;
    QString needText() const;
    QPushButton* openExampleButton() const { return openExample_; }
    /// Whether the document is a deformable scenario with a result (the map page is shown).
    bool isShowing() const;
    int selectedQuery() const { return selected_; }
    void selectQuery(int query);

    /// The sampling point zoomed into, or query -1.
    struct Sample
    {
        int query = -1, head = 0, level = 0, point = 0;
        bool operator==(const Sample&) const = default;
    };
    Sample zoomed() const { return zoomed_; }
    /// The point of query with the largest weight a (zoomed into until another is clicked).
    static Sample strongest(const DeformableTrace& trace, int query);
    void zoomInto(const Sample& sample);

    /// The trace drawn: the document's, or while a reference point is dragged, the lab's own
    /// for the moved point. nullptr when there is none.
    const DeformableTrace* shownTrace() const;

    /// The cost of this map and of the lesson's picture, as rich text.
    QString costText() const;
    /// Writes the figure shown, every level and the zoom (PNG, SVG or PDF by the suffix); an
    /// error text, or empty.
    QString exportFigure(const QString& path) const;
    /// Asks where, then exports (File › Export Figure on this tab).
    void exportFigureAs() override;
    FigureExport figureExport() const override { return FigureExport::OwnOfTheResult; }

signals:
    void openExampleRequested(const QString& resourcePath);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// What the map shows (values_'s item data): the picture, the channels' mean, or channel c.
    static constexpr int showPicture = -2;
    static constexpr int showMean = -1;
    static QString valuesName(int choice);
    void retranslate();
    void refresh();
    void updateFigures();
    void arrange();
    void dragTo(int query, const QPointF& normalised);
    void pushReference();
    DeformableOverlayData levelData(const DeformableTrace& trace, int level) const;
    BilinearZoomData zoomData(const DeformableTrace& trace) const;
    QString summaryText(const DeformableTrace& trace) const;
    /// Paints the levels side by side and the zoom beside them on any painter.
    void paintFigure(QPainter& painter, const QRectF& page) const;

    Document* document_;
    LabPages* pages_;
    QLabel* emptyText_;
    QPushButton* openExample_;
    QLabel* intro_;
    QBoxLayout* columns_;
    QWidget* controls_;
    QLabel* queryLabel_;
    QSpinBox* query_;
    QLabel* valuesLabel_;
    QComboBox* values_;
    QCheckBox* others_;
    QPushButton* export_;
    QLabel* cost_;
    QLabel* summary_;
    QBoxLayout* figures_;
    QBoxLayout* levelsLayout_;
    QList<DeformableOverlay*> levels_;
    BilinearZoom* zoom_;
    QImage picture_;
    std::shared_ptr<const DeformableTrace> dragTrace_;
    int selected_ = 0;
    Sample zoomed_;
    bool updating_ = false;
    quint64 mergeKey_ = 0;
    /// The drag's latest point, pushed to the document at most every few milliseconds.
    int dragQuery_ = -1;
    QPointF dragAt_;
    QTimer* pushTimer_;
};

} // namespace attnlab
