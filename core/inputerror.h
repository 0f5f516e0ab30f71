#pragma once

#include <stdexcept>
#include <string>

namespace attnlab {

/// Invalid user input, found at an I/O or validation boundary.
/// The message always starts with the place, e.g. "k[2]: expected 8 numbers, got 7".
class InputError : public std::runtime_error
{
public:
    InputError(const std::string& where, const std::string& what)
        : std::runtime_error(where.empty() ? what : where + ": " + what), where_(where),
          detail_(what)
    {}

    /// The place in the input ("k[2]", "heads", "mask.allowed"), empty when it is the whole input.
    const std::string& where() const { return where_; }
    /// What is wrong there, without the place.
    const std::string& detail() const { return detail_; }

private:
    std::string where_;
    std::string detail_;
};

} // namespace attnlab
