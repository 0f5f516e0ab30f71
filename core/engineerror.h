#pragma once

#include "message.h"

#include <stdexcept>
#include <utility>

namespace attnlab {

/// A failure that is not in the user's input but reaches the user: a backend that cannot run
/// here or that a kind lacks, an OpenCL device that failed, scores that left float32's range,
/// an output file that could not be written. Its message is a template and arguments, as an
/// InputError's:
///     throw EngineError(TR_NOOP("Engine", "OpenCL: %1 needs %2 MiB, …"), what, mib);
/// what() is the English text (attnlab-cli prints it); the app translates message() at display
/// (widgets/enginemessage.h, translatedError).
class EngineError : public std::runtime_error
{
public:
    explicit EngineError(Message message)
        : std::runtime_error(message.english()), message_(std::move(message))
    {}
    template <typename... Args>
    explicit EngineError(MessageText text, Args&&... args)
        : EngineError(Message(text, std::forward<Args>(args)...))
    {}

    const Message& message() const { return message_; }

private:
    Message message_;
};

} // namespace attnlab
