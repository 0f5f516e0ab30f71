#pragma once

#include "preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace attnlab {

/// Colormap, decimals, annotations, font scale and theme.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(const Preferences& preferences, QWidget* parent = nullptr);
    Preferences preferences() const;

private:
    QComboBox* colormap_;
    QSpinBox* decimals_;
    QCheckBox* annotate_;
    QDoubleSpinBox* fontScale_;
    QComboBox* theme_;
    QComboBox* language_;
};

} // namespace attnlab
