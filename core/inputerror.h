#pragma once

#include "message.h"

#include <stdexcept>
#include <string>
#include <utility>

namespace attnlab {

/// Invalid user input, found at an I/O or validation boundary.
/// The message always starts with the place, e.g. "k[2]: expected 8 numbers, got 7".
/// What is wrong is a Message: a template marked for translation and its arguments, e.g.
///     throw InputError(where, TR_NOOP("Engine", "expected %1 numbers, got %2"), n, got);
/// what() and detail() are its English text; the app translates message() at display.
class InputError : public std::runtime_error
{
public:
    InputError(const std::string& where, const std::string& what) : InputError(where, Message(what))
    {}
    InputError(const std::string& where, Message message)
        : std::runtime_error(join(where, message.english())), where_(where),
          detail_(message.english()), message_(std::move(message))
    {}
    template <typename... Args>
    InputError(const std::string& where, MessageText text, Args&&... args)
        : InputError(where, Message(text, std::forward<Args>(args)...))
    {}

    /// The place in the input ("k[2]", "heads", "mask.allowed"), empty when it is the whole input.
    const std::string& where() const { return where_; }
    /// What is wrong there, without the place.
    const std::string& detail() const { return detail_; }
    /// detail() as a template and arguments, for the app to translate.
    const Message& message() const { return message_; }

private:
    static std::string join(const std::string& where, const std::string& what)
    {
        return where.empty() ? what : where + ": " + what;
    }

    std::string where_;
    std::string detail_;
    Message message_;
};

} // namespace attnlab
