#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace attnlab {

struct Scenario;

/// The title and description of a scenario as the reader sees them. The one place that picks
/// the text: a per-language title and description plug in here.
struct ScenarioText
{
    QString title, description;
    static ScenarioText of(const Scenario& scenario);
};

/// The scenario's title and description above the map: one line, elided (the whole text in
/// the tooltip), that a button unfolds into the full, wrapped text.
class ScenarioCaption : public QWidget
{
    Q_OBJECT

public:
    explicit ScenarioCaption(QWidget* parent = nullptr);

    void setText(const ScenarioText& text);
    const ScenarioText& text() const { return text_; }
    /// Unfolded: the whole description, wrapped.
    void setExpanded(bool expanded);
    bool isExpanded() const { return expanded_; }
    /// The text shown now (elided when folded).
    QString shownText() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void update();

    ScenarioText text_;
    bool expanded_ = false;
    QLabel* label_;
    QToolButton* toggle_;
};

} // namespace attnlab
