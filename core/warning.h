#pragma once

#include <string>
#include <vector>

namespace attnlab {

/// Something the user should know that does not stop the computation.
/// Codes are stable identifiers: "fully_masked_row", "unknown_key", "unknown_word", ...
struct Warning
{
    std::string code;
    int head = -1; ///< head index, or -1 when not about one head
    int row = -1;  ///< query row (or token index), or -1 when not about one row
    std::string message;

    bool operator==(const Warning&) const = default;
};

using Warnings = std::vector<Warning>;

} // namespace attnlab
