#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Renaming the query or key tokens.
class EditTokensCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(EditTokensCommand)

public:
    EditTokensCommand(Document* document, std::vector<std::string> queryTokens,
                      std::vector<std::string> keyTokens);
};

} // namespace attnlab
