#include "labfit.h"

#include "kinds/deformablekind.h"
#include "kinds/linearkind.h"
#include "kinds/sekind.h"
#include "scenario.h"

namespace attnlab {

QString LabFit::openScenario(const Scenario& s)
{
    if (s.attentionKind == LinearKind::kindId) {
        const QString phi = s.featureMap.map == FeatureMapSpec::Map::EluPlusOne ? tr("elu+1")
                            : s.featureMap.map == FeatureMapSpec::Map::Relu     ? tr("relu")
                                                                                : tr("FAVOR+");
        return tr("The open scenario is linear attention (\u03c6 = %1): it never forms the "
                  "query \u00d7 key weights, so it takes the causal mask only.")
            .arg(phi);
    }
    if (s.attentionKind == SeKind::kindId)
        return tr("The open scenario is channel attention (SE): it weighs the channels of a "
                  "feature map, one gate per channel, and has no queries or keys.");
    if (s.attentionKind == DeformableKind::kindId)
        return tr("The open scenario is deformable attention: each query reads the value map "
                  "at a few sampled points around its reference point, not at every key.");
    if (s.attentionKind == defaultAttentionKind)
        return s.kind == InputKind::Image
                   ? tr("The open scenario is softmax attention between a picture's patches.")
                   : tr("The open scenario is softmax attention: every query weighs every key.");
    return tr("The open scenario is \u201c%1\u201d attention.")
        .arg(QString::fromStdString(s.attentionKind));
}

} // namespace attnlab
