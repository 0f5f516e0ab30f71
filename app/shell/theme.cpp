#include "theme.h"

#include "colormap.h"

#include <QApplication>
#include <QStyle>

#include <optional>

namespace attnlab::theme {

namespace {

std::optional<QPalette>& remembered()
{
    static std::optional<QPalette> palette;
    return palette;
}

} // namespace

void rememberSystemPalette()
{
    if (!remembered())
        remembered() = QApplication::palette();
}

QPalette systemPalette()
{
    return remembered().value_or(QApplication::style()->standardPalette());
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31), base(0x20, 0x22, 0x26), text(0xee, 0xee, 0xee);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb7, 0xff));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x88, 0x88, 0x88));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x88, 0x88, 0x88));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x88, 0x88, 0x88));
    return p;
}

QPalette highContrastPalette()
{
    // White on black (21:1), the selection and the focus yellow (19.6:1 on black; black text
    // on it), links cyan (16.7:1), disabled text light grey (#b0b0b0: 10:1): every text and
    // line at 7:1 or more. The 3D roles are white too: frames drawn in them stay visible.
    const QColor black(Qt::black), white(Qt::white), yellow(0xff, 0xff, 0x00),
        cyan(0x00, 0xff, 0xff), grey(0xb0, 0xb0, 0xb0);
    QPalette p(white, black, white, white, white, white, white, black, black);
    p.setColor(QPalette::AlternateBase, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::ToolTipBase, black);
    p.setColor(QPalette::ToolTipText, white);
    p.setColor(QPalette::PlaceholderText, grey);
    p.setColor(QPalette::BrightText, yellow);
    p.setColor(QPalette::Highlight, yellow);
    p.setColor(QPalette::HighlightedText, black);
    p.setColor(QPalette::Link, cyan);
    p.setColor(QPalette::LinkVisited, cyan);
    for (QPalette::ColorRole role :
         {QPalette::Text, QPalette::ButtonText, QPalette::WindowText, QPalette::Light,
          QPalette::Midlight, QPalette::Mid, QPalette::Dark, QPalette::Shadow})
        p.setColor(QPalette::Disabled, role, grey);
    return p;
}

QPalette palette(Preferences::Theme t)
{
    switch (t) {
    case Preferences::Theme::Dark:
        return darkPalette();
    case Preferences::Theme::HighContrast:
        return highContrastPalette();
    case Preferences::Theme::System:
        return systemPalette();
    case Preferences::Theme::Light:
        break;
    }
    return QApplication::style()->standardPalette();
}

QColor figureBackground(Preferences::Theme t)
{
    return t == Preferences::Theme::Light ? QColor(Qt::white) : palette(t).color(QPalette::Base);
}

QColor figureForeground(Preferences::Theme t)
{
    return t == Preferences::Theme::Light ? QColor(Qt::black) : palette(t).color(QPalette::Text);
}

bool isHighContrast(const QPalette& p)
{
    // Text at 7:1 on both backgrounds, and lines too (the 3D role frames are drawn in) or a
    // window of pure black or white against its text (19:1 and more): the platform's light
    // palette (black on #efefef, 18:1, grey frames) is not one.
    const QColor window = p.color(QPalette::Window);
    const double text = Colormap::contrastRatio(p.color(QPalette::WindowText), window);
    return text >= 7.0 &&
           Colormap::contrastRatio(p.color(QPalette::Text), p.color(QPalette::Base)) >= 7.0 &&
           (Colormap::contrastRatio(p.color(QPalette::Dark), window) >= 7.0 || text >= 19.0);
}

} // namespace attnlab::theme
