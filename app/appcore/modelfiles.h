#pragma once

#include <QString>

#include <string>

namespace attnlab {

/// Where a trained model AttnLab ships (resources/models/NAME) is found at run time: when the
/// app runs installed, PREFIX/share/attnlab/models/NAME, found from the executable's folder like
/// the examples (datadirs.h); otherwise (a build tree, tests) the copy compiled into the
/// programs, ":/models/NAME".
QString shippedModelDir(const QString& name);

/// The folder shippedModelDir(name) looks for first, whether it exists or not.
QString installedModelDir(const QString& name);

/// The bytes of a model file (path may be a ":/" resource). Throws InputError naming the file
/// when it is missing, larger than 512 MiB or cannot be read.
std::string readModelFile(const QString& path);

/// Reads DIR/config.json, then DIR/weights.npz (DIR may be a ":/" resource folder), and makes
/// the model of them with Model::fromBytes (Translator, Vit). Throws InputError naming the file
/// and what is wrong with it; the config's problems come first.
template <class Model> Model loadModelFiles(const QString& dir)
{
    const QString config = dir + QStringLiteral("/config.json");
    const QString weights = dir + QStringLiteral("/weights.npz");
    const std::string configBytes = readModelFile(config);
    const std::string weightsBytes = readModelFile(weights);
    return Model::fromBytes(configBytes, config.toStdString(), weightsBytes, weights.toStdString());
}

} // namespace attnlab
