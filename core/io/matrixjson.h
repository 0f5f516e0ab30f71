#pragma once

#include "matrix.h"
#include "message.h"
#include "warning.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>

namespace attnlab {

/// Reads an array of rows of numbers. Errors name the place:
///   "k[2]: expected 8 numbers, got 7", "q[0][3]: expected a number, got \"x\"".
/// maxRows bounds the row count before anything is read.
Matrix matrixFromJson(const nlohmann::json& json, const std::string& where, int maxRows);

/// Reads an array of rows of 0/1 (or false/true).
BoolMatrix boolMatrixFromJson(const nlohmann::json& json, const std::string& where, int maxRows);

/// Arrays of rows. Non-finite entries (masked -inf) are written as null.
nlohmann::json matrixToJson(const Matrix& m);
nlohmann::json boolMatrixToJson(const BoolMatrix& m);
nlohmann::json vectorToJson(const Vector& v);
/// Reads a list of at most maxSize finite numbers within limits::maxAbsValue: "fc1.bias[2]:
/// expected a number, got \"x\"".
Vector vectorFromJson(const nlohmann::json& json, const std::string& where, int maxSize);

/// JSON text for people: 2-space indentation, but every array of plain values (a matrix row,
/// a token list) on one line, so a 64 x 64 matrix takes 64 lines, not 4,000.
std::string formatJson(const nlohmann::json& json);

/// Typed reads that name the place on failure: "title: expected text, got the number 5".
std::string readString(const nlohmann::json& json, const std::string& where);
bool readBool(const nlohmann::json& json, const std::string& where);
/// A whole number in [lo, hi]: 4 and 4.0 are accepted, 4.5 is not ("heads: expected at most 64,
/// got 65").
long long readInt(const nlohmann::json& json, const std::string& where, long long lo, long long hi);
/// A whole number from 1 to hi: "expected a positive integer, got 0".
int readPositiveInt(const nlohmann::json& json, const std::string& where, int hi);
/// A key the reader does not know: a warning "unknown_key" naming where.key ("mask.windw:
/// unknown key, ignored"); the reader keeps or drops the value.
void warnUnknownKey(const std::string& where, const std::string& key, Warnings& warnings);
/// A seed: a whole number from 0 to 2^64 - 1, as torch.manual_seed accepts.
std::uint64_t readSeed(const nlohmann::json& json, const std::string& where);

/// Parses JSON text: every JSON AttnLab reads goes through here. Nesting deeper than
/// limits::maxJsonDepth arrays and objects is refused before parsing (a 40 KB file of 20,000
/// nested arrays would otherwise exhaust the stack of every recursive walk of the document):
///   "line 1, column 72: arrays and objects nested 65 deep (the limit is 64)"
/// Syntax errors name the line and column (bytes counted from 1):
///   "line 3, column 5: not valid JSON (syntax error while parsing object key ...)".
/// Throws InputError with that place.
nlohmann::json parseJson(std::string_view text);
/// The depth check of parseJson alone: throws InputError("line L, column C", ...) when arrays
/// and objects nest deeper than limits::maxJsonDepth (brackets inside strings do not count).
void checkJsonDepth(std::string_view text);

/// Short description of a JSON value's type for messages: "the text \"ab\"", "an object", ...
/// (a Message, so that the app translates it inside the message that shows it)
Message describeJson(const nlohmann::json& json);

} // namespace attnlab
