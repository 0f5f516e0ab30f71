#include "kinds/kinds.h"

#include "inputerror.h"

#include <algorithm>

namespace attnlab {

const std::vector<std::string>& attentionKinds()
{
    static const std::vector<std::string> kinds = {defaultAttentionKind};
    return kinds;
}

void checkAttentionKind(const std::string& id)
{
    const std::vector<std::string>& kinds = attentionKinds();
    if (std::find(kinds.begin(), kinds.end(), id) != kinds.end())
        return;
    std::string known;
    for (const std::string& k : kinds)
        known += (known.empty() ? "\"" : ", \"") + k + "\"";
    throw InputError("kind", "\"" + id + "\" is not a kind of attention AttnLab computes (known: " +
                                 known + ")");
}

} // namespace attnlab
