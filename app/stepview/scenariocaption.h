#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace attnlab {

struct Scenario;

/// The title and description of a scenario as the reader sees them, in the interface language
/// (scenarioText in translations.h).
struct CaptionText
{
    QString title, description;
    static CaptionText of(const Scenario& scenario);
};

/// The scenario's title and description above the map: one line, elided (the whole text in
/// the tooltip), that a button unfolds into the full, wrapped text.
class ScenarioCaption : public QWidget
{
    Q_OBJECT

public:
    explicit ScenarioCaption(QWidget* parent = nullptr);

    void setText(const CaptionText& text);
    const CaptionText& text() const { return text_; }
    /// Unfolded: the whole description, wrapped.
    /// Hidden whatever the scenario says (a lesson's step title and note stand for it).
    void setSuppressed(bool suppressed);
    void setExpanded(bool expanded);
    bool isExpanded() const { return expanded_; }
    /// The text shown now (elided when folded).
    QString shownText() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void update();

    CaptionText text_;
    bool expanded_ = false;
    bool suppressed_ = false;
    QLabel* label_;
    QToolButton* toggle_;
};

} // namespace attnlab
