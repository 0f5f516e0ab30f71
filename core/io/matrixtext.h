#pragma once

#include "matrix.h"

#include <string>
#include <string_view>

namespace attnlab {

/// Reads a matrix from text as people paste it. Accepted forms:
///   - rows on lines, the numbers separated by tabs (a spreadsheet copy), semicolons, commas or
///     spaces; one separator for the whole text, chosen in that order of preference (a tab
///     anywhere means tab-separated); with tabs or semicolons a decimal comma ("0,5") is read
///     too; a single trailing separator on a line is ignored;
///   - a Python / NumPy / PyTorch literal: "[[0.1, 0.2], [0.3, 0.4]]", "[1, 2, 3]" (one row),
///     NumPy's printed form without commas "[[0.1 0.2]\n [0.3 0.4]]", "np.array([[...]])",
///     "array([[...]], dtype=float32)", "tensor([[...]], grad_fn=<...>)", "q = torch.tensor(...)",
///     rows as separate lists "[1, 2]\n[3, 4]", and leading dimensions of size 1 ("[[[...]]]");
///   - scientific notation ("1e-3", "2.5E+02"), a leading "+", the Unicode minus sign "−", NumPy's
///     "1." and ".5", surrounding whitespace, blank lines, Windows line ends, a byte order mark.
/// Rejected with an InputError naming the place (where, then 1-based "line L", "row R",
/// "column C"): empty text, a header row or labels ("line 1: looks like a header ..."), ragged
/// rows ("line 3: expected 4 numbers like line 1, got 3"), text that is not a number
/// ("line 2, column 3: 'abc' is not a number"), NaN and infinities, |x| above
/// limits::maxAbsValue, more than limits::maxTokens rows or limits::maxDim columns, NumPy's
/// summarised output ("..."), arrays of more than two (non-unit) dimensions.
/// Literal errors use "row R, column C" (rows of the matrix, 1-based); line-based text uses
/// "line L" (the line of the text, 1-based, counting blank lines) and "column C" (the C-th
/// number on that line).
Matrix parseMatrixText(const std::string& text, const std::string& where);

/// Reads one number as typed into a cell: surrounding whitespace, scientific notation, a leading
/// "+", the Unicode minus "−" and a decimal comma ("0,5", when it is the only separator) are
/// accepted. Throws InputError(where, "'abc' is not a number"), and for empty text, NaN,
/// infinities and |x| above limits::maxAbsValue.
double parseNumberText(std::string_view text, const std::string& where);

/// One number as text, locale-independent. precision >= 17 (or <= 0): the shortest text that
/// reads back as exactly the same double ("0.1", "1e-05", "3"); otherwise that many significant
/// digits ("%.*g"). Non-finite values are written "nan", "inf", "-inf".
std::string formatNumber(double x, int precision = 17);

/// Rows on lines (separated by '\n', no line end after the last row), numbers separated by
/// separator, written by formatNumber(x, precision). With the default precision,
/// parseMatrixText(matrixToText(m), ...) == m exactly for every finite m.
std::string matrixToText(const Matrix& m, char separator = '\t', int precision = 17);

/// A Python literal for NumPy / PyTorch, one row per line:
///   "[[0.1, 0.2],\n [0.3, 0.4]]"
/// Whole numbers get ".0" so that np.array() makes floats; non-finite values are written
/// float('nan'), float('inf'), float('-inf'). A matrix with no rows is "[]".
std::string matrixToNumpyLiteral(const Matrix& m, int precision = 17);

} // namespace attnlab
