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

    int pixelMetric(PixelMetric metric, const QStyleOption* option = nullptr,
                    const QWidget* widget = nullptr) const override;

private:
    double scale_ = 1.0;
};

} // namespace attnlab
