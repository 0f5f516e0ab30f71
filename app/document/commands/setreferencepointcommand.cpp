#include "setreferencepointcommand.h"

#include "document.h"

#include <algorithm>

namespace attnlab {

Scenario SetReferencePointCommand::moved(const Scenario& scenario, int query, double x, double y)
{
    Scenario s = scenario;
    if (!s.deformable || query < 0 || query >= s.deformable->referencePoints.rows() ||
        s.deformable->referencePoints.cols() != 2)
        return s;
    s.deformable->referencePoints(query, 0) = std::clamp(x, 0.0, 1.0);
    s.deformable->referencePoints(query, 1) = std::clamp(y, 0.0, 1.0);
    return s;
}

SetReferencePointCommand::SetReferencePointCommand(Document* document, int query, double x,
                                                   double y, quint64 mergeKey)
    : ScenarioCommand(document, moved(document->scenario(), query, x, y),
                      tr("Move the reference point of query %1").arg(query), ReferencePointMerge,
                      mergeKey)
{}

} // namespace attnlab
