#pragma once

#include <Eigen/Core>

namespace attnlab {

/// Matrices of the reference engine: double precision, Eigen's default (column-major) storage.
using Matrix = Eigen::MatrixXd;
using Vector = Eigen::VectorXd;
/// A matrix of yes/no entries, e.g. which (query, key) pairs a mask allows.
using BoolMatrix = Eigen::Array<bool, Eigen::Dynamic, Eigen::Dynamic>;

} // namespace attnlab
