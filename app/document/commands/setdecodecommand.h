#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Decoding with a KV cache on or off, or another prompt length (the spin box's steps while
/// it is held fold into one undo step).
class SetDecodeCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetDecodeCommand)

public:
    SetDecodeCommand(Document* document, const std::optional<DecodeSpec>& decode, quint64 mergeKey);
};

} // namespace attnlab
