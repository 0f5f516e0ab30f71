#pragma once

// What the tests of the trained models (tst_translator, tst_vit) share: a file's bytes and the
// message of the InputError a call throws. tests/ is on every test's include path.
#include "inputerror.h"

#include <QString>

#include <exception>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>

/// The whole file, or empty when it cannot be read.
inline std::string fileBytes(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

/// The message of the InputError f throws; "no error", or what else it threw, otherwise.
inline QString errorOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const attnlab::InputError& e) {
        return QString::fromStdString(e.what());
    } catch (const std::exception& e) {
        return QStringLiteral("not an InputError: ") + QString::fromStdString(e.what());
    }
    return QStringLiteral("no error");
}
