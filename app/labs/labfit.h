#pragma once

#include <QCoreApplication>
#include <QString>

namespace attnlab {

struct Scenario;

/// What the open scenario is, in its kind's own terms (KindDescription::aboutScenario), for a
/// lab whose kind does not fit: the sparse-pattern lab needs softmax self-attention over
/// tokens, the image lab attention between a picture's patches, the deformable lab a
/// deformable scenario. Each lab says what it needs, adds this sentence, and offers its own
/// example.
class LabFit
{
    Q_DECLARE_TR_FUNCTIONS(LabFit)

public:
    /// "The open scenario is deformable attention: each query reads …" (plain text).
    static QString openScenario(const Scenario& scenario);
};

} // namespace attnlab
