#pragma once

// Comparing matrices in tests, with a message that says where they differ.
#include "matrix.h"

#include <QByteArray>

#include <cmath>

/// True when a and b have the same shape and differ by at most tol everywhere; otherwise
/// false, with where naming the first difference ("(2,3): 0.25 vs 0.2500001", "size 4x4 vs 4x3").
inline bool near(const attnlab::Matrix& a, const attnlab::Matrix& b, double tol, QByteArray& where)
{
    if (a.rows() != b.rows() || a.cols() != b.cols()) {
        where = QByteArray("size ") + QByteArray::number(a.rows()) + "x" +
                QByteArray::number(a.cols()) + " vs " + QByteArray::number(b.rows()) + "x" +
                QByteArray::number(b.cols());
        return false;
    }
    for (Eigen::Index i = 0; i < a.rows(); ++i)
        for (Eigen::Index j = 0; j < a.cols(); ++j)
            if (!(std::abs(a(i, j) - b(i, j)) <= tol)) {
                where = "(" + QByteArray::number(i) + "," + QByteArray::number(j) +
                        "): " + QByteArray::number(a(i, j), 'g', 12) + " vs " +
                        QByteArray::number(b(i, j), 'g', 12);
                return false;
            }
    return true;
}
