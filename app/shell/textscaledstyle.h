#pragma once

#include <QProxyStyle>

namespace attnlab {

/// The application's style with the parts Qt sizes in fixed pixels (check boxes, radio
/// buttons, sliders, scroll bars, dock title buttons) grown with the text scale, so that a
/// projector's larger text does not leave them tiny.
class TextScaledStyle : public QProxyStyle
{
    Q_OBJECT

public:
    TextScaledStyle();

    /// Text scale: 1 for the system's size, 2 for twice it (Preferences).
    void setScale(double scale) { scale_ = scale; }
    double scale() const { return scale_; }
    /// Frames, boxes and grooves outlined in the text colour (a high-contrast palette: the
    /// base style draws them in a shade of the window's colour, which vanishes on black).
    void setHighContrast(bool on) { highContrast_ = on; }
    bool highContrast() const { return highContrast_; }

    int pixelMetric(PixelMetric metric, const QStyleOption* option = nullptr,
                    const QWidget* widget = nullptr) const override;
    /// A menu item (and a combo box's list, drawn as one) narrower than its text, in a menu as
    /// wide as the screen allows: its text ends at a word, then "…", where the base style
    /// would cut it in the middle of a word ("car…icas").
    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget = nullptr) const override;
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex* option,
                            QPainter* painter, const QWidget* widget = nullptr) const override;
    /// text cut after its last whole word that fits width with "…" (text when it fits).
    static QString elideAtWord(const QString& text, const QFontMetrics& metrics, int width);

private:
    /// Draws rect's outline in the option's text colour, as thick as the text scale.
    void outline(const QStyleOption* option, QPainter* painter, const QRect& rect) const;

    double scale_ = 1.0;
    bool highContrast_ = false;
};

} // namespace attnlab
