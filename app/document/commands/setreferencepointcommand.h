#pragma once

#include "scenariocommand.h"

#include <QCoreApplication>

namespace attnlab {

/// Deformable attention: query i's reference point moved to (x, y), normalised and clamped to
/// 0 … 1 ("reference_points"). The moves of one drag share a merge key and fold into one undo
/// step, which keeps where the drag ended.
class SetReferencePointCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetReferencePointCommand)

public:
    SetReferencePointCommand(Document* document, int query, double x, double y, quint64 mergeKey);

    /// The scenario with query's reference point at (x, y) (clamped to 0 … 1); unchanged when it
    /// is not deformable or has no such query.
    static Scenario moved(const Scenario& scenario, int query, double x, double y);
};

} // namespace attnlab
