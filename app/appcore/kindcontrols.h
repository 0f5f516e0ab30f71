#pragma once

#include "kindparameters.h"

#include <QString>
#include <QWidget>

namespace attnlab {

struct Scenario;
struct ResolvedScenario;

/// A kind's own controls, under the kind box of the attention panel: its parameters (linear
/// attention's FAVOR+ features m, channel attention's reduction r). A kind's description makes
/// them (KindDescription::createControls); the panel shows those of the scenario's kind, calls
/// showScenario() after every change of the document, and turns each edit into one undo step
/// (SetKindParametersCommand). They name no document and push nothing themselves.
class KindControls : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    /// Shows the parameters of a scenario of this kind; resolved: what the document's last
    /// result was computed from, or null when there is none. The controls hide themselves
    /// where they do not apply (m for a feature map that is not FAVOR+).
    virtual void showScenario(const Scenario& scenario, const ResolvedScenario* resolved) = 0;

signals:
    /// The user chose other parameters of the kind; name says what, for the undo step
    /// ("Reduction r = 4").
    void edited(const attnlab::KindValue& parameters, const QString& name);
};

} // namespace attnlab
