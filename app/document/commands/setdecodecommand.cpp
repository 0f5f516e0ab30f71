#include "setdecodecommand.h"

#include "document.h"

namespace attnlab {

SetDecodeCommand::SetDecodeCommand(Document* document, const std::optional<DecodeSpec>& decode,
                                   quint64 mergeKey)
    : ScenarioCommand(document, withDecode(document->scenario(), decode),
                      decode ? tr("Decode with a prompt of %n token(s)", nullptr, decode->prompt)
                             : tr("Decoding off"),
                      DecodeMerge, mergeKey)
{}

} // namespace attnlab
