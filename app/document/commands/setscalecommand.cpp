#include "setscalecommand.h"

#include "document.h"

namespace attnlab {

SetScaleCommand::SetScaleCommand(Document* document, std::optional<double> scale, quint64 mergeKey)
    : ScenarioCommand(document, withScale(document->scenario(), scale),
                      scale ? tr("Scale s = %1").arg(*scale)
                            : tr("Scale s = 1/\u221a"
                                 "d_k"),
                      ScaleMerge, mergeKey)
{}

} // namespace attnlab
