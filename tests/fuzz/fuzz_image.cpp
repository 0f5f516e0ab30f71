// Pictures (File › Open, drag and drop, a scenario's "image"): read through Qt's image readers
// with the app's limits (readImageData, as readImageFile after opening the file).

#include "fuzztarget.h"
#include "imagefile.h"

#include <QGuiApplication>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static QGuiApplication app(*argc, *argv); // QPainter on a QImage needs no more
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    return attnlab::fuzz::refuseOnlyWithInputError(data, size, [](const std::string& bytes) {
        const attnlab::ImagePixels pixels = attnlab::readImageData(
            QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size())), "fuzz.png");
        ATTNLAB_FUZZ_CHECK(pixels.height >= 1 && pixels.width >= 1 && pixels.channels == 3);
        ATTNLAB_FUZZ_CHECK(pixels.values.cols() == Eigen::Index(pixels.height) * pixels.width);
    });
}
