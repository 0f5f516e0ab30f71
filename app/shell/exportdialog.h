#pragma once

#include "figureexport.h"
#include "stage.h"

#include <QDialog>
#include <QImage>
#include <QLocale>
#include <QStringList>

#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QMainWindow;
class QPushButton;
class QSpinBox;

namespace attnlab {

class KindDescription;

class Document;
struct AttentionMaps;

/// File › Export…: the current view, every stage of the current head or every head of the
/// current stage -- or, for attention weights read from a file, the current map, every head of
/// its layer or every map -- as stand-alone figures (PNG, SVG or PDF), with a live preview drawn by
/// the same renderer as the files.
///
/// Files: one figure goes to the chosen file. Several figures go to one PDF (a page each), or,
/// for PNG and SVG, to a file each named after the chosen one: "attention.png" gives
/// "attention-scores-head0.png", "attention-weights-head0.png", … and "attention-final.png".
/// Every file is written atomically: a failed export never leaves a partial file.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Scope
    {
        CurrentView, ///< the current stage of the current head
        EveryStage,  ///< every stage of the current head, then the final output
        EveryHead,   ///< every head of the current stage (of the current layer for maps)
        EveryMap,    ///< maps read from a file: every layer and head
    };

    /// Figures of the document's kind; currentStage is an index into its stages.
    ExportDialog(const Document* document, int currentStage, int currentHead,
                 QWidget* parent = nullptr);
    /// The same for a softmax document's stage by name.
    ExportDialog(const Document* document, Stage currentStage, int currentHead,
                 QWidget* parent = nullptr)
        : ExportDialog(document, static_cast<int>(currentStage), currentHead, parent)
    {}
    /// Figures of attention weights read from a file (AttentionMapsView): the current map, every
    /// head of its layer, or every map, named "weights-layer1-head2" as `attnlab-cli render`
    /// names them.
    ExportDialog(const AttentionMaps* maps, const QString& sourcePath, int currentLayer,
                 int currentHead, QWidget* parent = nullptr);

    /// The app's choices, to start from (the colormap of the weights, decimals, annotations).
    void setColormap(const QString& colormap);
    void setDecimals(int decimals);
    void setAnnotate(bool annotate);

    void setScope(Scope scope);
    Scope scope() const;
    void setFormat(FigureFormat format);
    FigureFormat format() const;
    /// The unit the page size is typed in; changing it keeps the page's size.
    enum class Unit
    {
        Centimetres,
        Inches,
    };
    /// Centimetres where locale measures in metric, inches elsewhere (the US, the UK).
    static Unit defaultUnit(const QLocale& locale = QLocale());
    void setUnit(Unit unit);
    Unit unit() const;
    FigureOptions options() const;
    /// One figure for every head (and layer) of the scope, a grid with one colorbar, instead of
    /// a figure each; possible for Every head and Every layer and head.
    void setCombined(bool combined);
    bool combined() const;
    bool canCombine() const;
    /// The grid that a combined export draws (empty panels when not combined).
    GridFigure gridFigure() const;
    /// The figures the current choices export, and their names ("weights-head0", "final").
    std::vector<Figure> figures() const;
    QStringList figureNames() const;
    /// The files an export to path writes.
    QStringList filesFor(const QString& path) const;

    /// Exports to path (see the class comment). Returns an empty string on success, otherwise
    /// the first error (naming the file and the reason); *written lists the files written.
    QString exportTo(const QString& path, QStringList* written = nullptr) const;

    /// The preview as last drawn (the figure chosen by the preview's page spin box).
    QImage previewImage() const { return preview_; }
    /// The files the last accept() wrote.
    QStringList writtenFiles() const { return written_; }

    /// Says in window's status bar which files were written, with a link that opens their
    /// folder; replaces the previous such message. Returns the label shown (nullptr without a
    /// status bar or files).
    static QLabel* showExported(QMainWindow* window, const QStringList& files);
    /// Asks where to save one figure (PNG, SVG or PDF) under title, starting at fileName in the
    /// folder last used; a name without suffix takes the chosen filter's. Empty when cancelled.
    static QString askFigurePath(QWidget* parent, const QString& title, const QString& fileName);

public slots:
    /// Asks for a file name, exports, and closes on success (a message box says what failed).
    void accept() override;

    /// The frame of a kind with frames (decoding steps) whose figures are exported.
    void setFrame(int frame);

private:
    void setUp();
    /// The kind's description (softmax for maps read from a file).
    const KindDescription& description() const;
    /// One figure to export: its name ("weights-head0", "weights-layer1-head2") and what it shows.
    struct Item
    {
        QString name;
        int stage = 0; ///< an index into the kind's stages
        int layer = 0; ///< maps only
        int head = 0;
    };
    /// What the current choices export, in order (cheap: no figure is made).
    std::vector<Item> items() const;
    Figure figure(const Item& item) const;
    /// Heads of the document's trace, or of each layer of the maps.
    int headCount() const;
    void updateControls();
    /// Shows the page size in unit (converting the boxes' values from the unit shown).
    void showSizeIn(Unit unit);
    void updatePreview();
    QString suggestedPath() const;

    const Document* document_ = nullptr;
    const AttentionMaps* maps_ = nullptr;
    QString sourcePath_; ///< the maps' file, for the suggested name
    int stage_ = 0;      ///< an index into the kind's stages
    int frame_ = 0;
    int layer_ = 0;
    int head_ = 0;
    QImage preview_;
    QStringList written_;

    QComboBox* scope_;
    QComboBox* format_;
    QDoubleSpinBox* width_;
    QDoubleSpinBox* height_;
    QComboBox* unit_;
    Unit shownUnit_ = Unit::Inches;
    QSpinBox* dpi_;
    QLabel* pixels_;
    QCheckBox* tight_;
    QCheckBox* combined_;
    QDoubleSpinBox* fontSize_;
    QComboBox* font_;
    QComboBox* colormap_;
    QCheckBox* annotate_;
    QSpinBox* decimals_;
    QCheckBox* showTitle_;
    QLineEdit* title_;
    QSpinBox* page_;
    QLabel* pageCount_;
    QLabel* previewLabel_;
    QLabel* files_;
    QPushButton* exportButton_;
};

} // namespace attnlab
