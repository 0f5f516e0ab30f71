#pragma once

#include "scenarioedit.h"

#include <QString>

namespace attnlab {

/// The symbol of a matrix as the lesson writes it: Q, K, V, W_O.
inline QString roleName(MatrixRole role)
{
    switch (role) {
    case MatrixRole::Query:
        return QStringLiteral("Q");
    case MatrixRole::Key:
        return QStringLiteral("K");
    case MatrixRole::Value:
        return QStringLiteral("V");
    case MatrixRole::OutputProjection:
        return QStringLiteral("W_O");
    }
    return {};
}

} // namespace attnlab
