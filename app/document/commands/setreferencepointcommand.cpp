#include "setreferencepointcommand.h"

#include "deformableinput.h"
#include "document.h"

#include <algorithm>

namespace attnlab {

Scenario SetReferencePointCommand::moved(const Scenario& scenario, int query, double x, double y)
{
    Scenario s = scenario;
    const auto* spec = s.parameters.get<DeformableSpec>();
    if (!spec || query < 0 || query >= spec->referencePoints.rows() ||
        spec->referencePoints.cols() != 2)
        return s;
    Matrix& points = s.parameters.edit<DeformableSpec>()->referencePoints;
    points(query, 0) = std::clamp(x, 0.0, 1.0);
    points(query, 1) = std::clamp(y, 0.0, 1.0);
    return s;
}

SetReferencePointCommand::SetReferencePointCommand(Document* document, int query, double x,
                                                   double y, quint64 mergeKey)
    : ScenarioCommand(document, moved(document->scenario(), query, x, y),
                      tr("Move the reference point of query %1").arg(query), ReferencePointMerge,
                      mergeKey)
{}

} // namespace attnlab
