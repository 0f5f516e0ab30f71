#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Changing the scenario's title or description.
class EditDescriptionCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(EditDescriptionCommand)

public:
    EditDescriptionCommand(Document* document, const std::string& title,
                           const std::string& description);
};

} // namespace attnlab
