#pragma once

#include "engineerror.h"
#include "inputerror.h"
#include "message.h"
#include "warning.h"

#include <QString>

#include <exception>

namespace attnlab {

/// The core's messages in the interface language. The core marks its templates with TR_NOOP
/// (context "Engine") and keeps the arguments apart; here the template is translated with
/// QCoreApplication::translate, its arguments put in: data (names, words, quoted values) as
/// they are, numbers as the locale writes them ("0.5" / "0,5"; counts from 10,000 on with the
/// locale's digit groups), marked terms and nested messages translated in turn. Without a
/// translation the text is the English one, numbers aside.
QString translatedMessage(const Message& message);

/// A place in the input as the core writes it, its English words translated ("line 2, column
/// 3", "row 1, column 4", "line 3", "layer 0", "head 1"); key paths ("k[2]", "mask.window") and
/// file names are data and stay as they are.
QString translatedPlace(const std::string& where);

/// "where: what" with what translated and where as translatedPlace gives it.
QString translatedError(const InputError& error);
/// translatedError for an InputError, an EngineError's message translated, what() for any
/// other exception.
QString translatedError(const std::exception& error);

/// A warning's message, translated when the core gave it as a template (Warning::text).
QString translatedWarning(const Warning& warning);

} // namespace attnlab
