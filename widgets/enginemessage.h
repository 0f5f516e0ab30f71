#pragma once

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

/// "where: what" with what translated; where (a key path such as "k[2]" or "mask.window", a
/// file) is data and stays as it is.
QString translatedError(const InputError& error);
/// translatedError for an InputError, what() for any other exception.
QString translatedError(const std::exception& error);

/// A warning's message, translated when the core gave it as a template (Warning::text).
QString translatedWarning(const Warning& warning);

} // namespace attnlab
