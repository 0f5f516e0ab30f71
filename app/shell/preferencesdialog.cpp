#include "preferencesdialog.h"

#include "colormap.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace attnlab {

PreferencesDialog::PreferencesDialog(const Preferences& p, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    auto* form = new QFormLayout(this);
    colormap_ = new QComboBox(this);
    for (const QString& name : Colormap::names())
        if (!Colormap::byName(name).isDiverging())
            colormap_->addItem(Colormap::displayName(name), name);
    colormap_->setCurrentIndex(std::max(0, colormap_->findData(p.colormap)));
    form->addRow(tr("&Colormap for weights:"), colormap_);
    decimals_ = new QSpinBox(this);
    decimals_->setRange(0, 6);
    decimals_->setValue(p.decimals);
    form->addRow(tr("&Decimals shown:"), decimals_);
    annotate_ = new QCheckBox(tr("Write the values inside the cells when they fit"), this);
    annotate_->setChecked(p.annotate);
    form->addRow(annotate_);
    fontScale_ = new QDoubleSpinBox(this);
    fontScale_->setRange(0.75, 3.0);
    fontScale_->setSingleStep(0.25);
    fontScale_->setSuffix(QStringLiteral(" \u00d7"));
    fontScale_->setValue(p.fontScale);
    form->addRow(tr("&Font size (1.5 \u00d7 or more for a projector):"), fontScale_);
    theme_ = new QComboBox(this);
    theme_->addItem(tr("The system's", "theme"), int(Preferences::Theme::System));
    theme_->addItem(tr("Light"), int(Preferences::Theme::Light));
    theme_->addItem(tr("Dark"), int(Preferences::Theme::Dark));
    theme_->addItem(tr("High contrast"), int(Preferences::Theme::HighContrast));
    theme_->setCurrentIndex(std::max(0, theme_->findData(int(p.theme))));
    theme_->setToolTip(tr("High contrast: white text and lines on black, the selection and the "
                          "focus in yellow (7:1 and more). The system's: the desktop's colours, "
                          "a high-contrast desktop theme included."));
    form->addRow(tr("&Theme:"), theme_);
    language_ = new QComboBox(this);
    language_->addItem(tr("The system's", "language"), QString());
    // Each language under its own name.
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("Fran\u00e7"
                                      "ais"),
                       QStringLiteral("fr"));
    language_->addItem(QStringLiteral("Portugu\u00eas (Brasil)"), QStringLiteral("pt_BR"));
    // "pt", as earlier versions saved it, is the same Brazilian translation.
    language_->setCurrentIndex(
        std::max(0, language_->findData(p.language == QLatin1String("pt") ? QStringLiteral("pt_BR")
                                                                          : p.language)));
    language_->setToolTip(tr("Takes effect when AttnLab starts again."));
    form->addRow(tr("&Language (at the next start):"), language_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p;
    p.colormap = colormap_->currentData().toString();
    p.decimals = decimals_->value();
    p.annotate = annotate_->isChecked();
    p.fontScale = fontScale_->value();
    p.theme = static_cast<Preferences::Theme>(theme_->currentData().toInt());
    p.language = language_->currentData().toString();
    return p;
}

} // namespace attnlab
