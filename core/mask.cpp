#include "mask.h"

namespace attnlab {

bool MaskSpec::operator==(const MaskSpec& other) const
{
    if (causal != other.causal || window != other.window ||
        (causal && alignment != other.alignment))
        return false;
    if (allowed.has_value() != other.allowed.has_value())
        return false;
    if (!allowed)
        return true;
    return allowed->rows() == other.allowed->rows() && allowed->cols() == other.allowed->cols() &&
           (*allowed == *other.allowed).all();
}

bool MaskSpec::allowsAny(int i, int nq, int nk) const
{
    int first = 0, last = 0;
    keyRange(i, nq, nk, first, last);
    if (!allowed || first >= last)
        return first < last;
    return allowed->row(i).segment(first, last - first).any();
}

BoolMatrix allowedMatrix(const MaskSpec& mask, int nq, int nk)
{
    BoolMatrix result(nq, nk);
    for (int i = 0; i < nq; ++i)
        for (int j = 0; j < nk; ++j)
            result(i, j) = mask.allows(i, j, nq, nk);
    return result;
}

} // namespace attnlab
