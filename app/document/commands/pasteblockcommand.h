#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Pasting (or clearing) a block of numbers; the matrices grow when it reaches past their edge.
class PasteBlockCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(PasteBlockCommand)

public:
    enum class Kind
    {
        Paste, ///< "Paste 2 × 3 into Q"
        Clear, ///< "Clear 2 × 3 cells of Q" (Delete)
    };
    PasteBlockCommand(Document* document, MatrixRole role, int row, int column, const Matrix& block,
                      Kind kind = Kind::Paste);
    static QString text(MatrixRole role, const Matrix& block, Kind kind);
};

} // namespace attnlab
