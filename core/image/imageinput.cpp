#include "imageinput.h"

#include "embedding.h"
#include "fileread.h"
#include "inputerror.h"
#include "localizedtext.h"
#include "matrixjson.h"
#include "sentences.h"
#include "sizelimits.h"
#include "torchrandom.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <mutex>
#include <numbers>

namespace attnlab {

using json = nlohmann::json;

namespace {

ImageDecoder& decoderSlot()
{
    static ImageDecoder decoder;
    return decoder;
}

/// The last picture decoded, keyed by its name, size and time of change: the app resolves its
/// scenario again after every edit.
struct CachedImage
{
    std::string path;
    std::uintmax_t bytes = 0;
    std::filesystem::file_time_type changed;
    std::shared_ptr<const ImagePixels> pixels;
};

/// Function-local, so that a decoder installed by another file's static initialiser finds them.
std::mutex& cacheMutex()
{
    static std::mutex mutex;
    return mutex;
}

CachedImage& cachedImage()
{
    static CachedImage cached;
    return cached;
}

std::string join(const std::string& where, const std::string& key)
{
    return where.empty() ? key : where + "." + key;
}

std::string sizeText(int height, int width)
{
    return std::to_string(width) + " × " + std::to_string(height);
}

double readFinite(const json& j, const std::string& where)
{
    if (!j.is_number() || !std::isfinite(j.get<double>()))
        throw InputError(where, TR_NOOP("Engine", "expected a finite number, got %1"),
                         describeJson(j));
    return j.get<double>();
}

/// "positional": true | false | {"scale": 0.5}
void readPositional(const json& j, const std::string& where, ImageSpec& s, Warnings& warnings)
{
    s.positionalGiven = true;
    if (j.is_boolean()) {
        s.positionalScale = j.get<bool>() ? 1.0 : 0.0;
        return;
    }
    if (!j.is_object())
        throw InputError(where,
                         TR_NOOP("Engine", "expected true, false or {\"scale\": 0.5}, got %1"),
                         describeJson(j));
    s.positionalScale = 1.0;
    for (const auto& [key, value] : j.items()) {
        if (key == "scale")
            s.positionalScale = readFinite(value, join(where, key));
        else
            warnings.push_back(makeWarning(
                "unknown_key", -1, -1,
                Message(TR_NOOP("Engine", "%1: unknown key, ignored"), join(where, key))));
    }
}

void readObjectQueries(const json& j, const std::string& where, ImageSpec& s, Warnings& warnings)
{
    ImageSpec::ObjectQueries q;
    if (j.is_array()) {
        q.given = matrixFromJson(j, where, limits::maxTokens);
        if (q.given->rows() < 1)
            throw InputError(where, TR_NOOP("Engine", "no query rows"));
        q.count = static_cast<int>(q.given->rows());
    } else if (j.is_object()) {
        if (!j.contains("count"))
            throw InputError(join(where, "count"),
                             TR_NOOP("Engine", "missing: how many object queries"));
        for (const auto& [key, value] : j.items()) {
            if (key == "count")
                q.count = static_cast<int>(readInt(value, join(where, key), 1, limits::maxTokens));
            else if (key == "seed")
                q.seed = readSeed(value, join(where, key));
            else
                warnings.push_back(makeWarning(
                    "unknown_key", -1, -1,
                    Message(TR_NOOP("Engine", "%1: unknown key, ignored"), join(where, key))));
        }
    } else {
        throw InputError(
            where,
            TR_NOOP("Engine", "expected {\"count\": 4, \"seed\": 1} or an array of rows, got %1"),
            describeJson(j));
    }
    s.objectQueries = std::move(q);
}

/// Area average along one axis: out[i] = mean of in[⌊i·n/m⌋ … ⌈(i+1)·n/m⌉ − 1].
Matrix averageRows(const Matrix& in, int rows)
{
    const auto n = in.rows();
    Matrix out(rows, in.cols());
    for (int i = 0; i < rows; ++i) {
        const Eigen::Index start = (Eigen::Index(i) * n) / rows;
        const Eigen::Index end = (Eigen::Index(i + 1) * n + rows - 1) / rows;
        out.row(i) = in.middleRows(start, end - start).colwise().mean();
    }
    return out;
}

} // namespace

void setImageDecoder(ImageDecoder decoder)
{
    decoderSlot() = std::move(decoder);
    const std::lock_guard lock(cacheMutex());
    cachedImage() = {};
}

ImagePixels decodeImage(const std::string& path)
{
    if (!decoderSlot())
        throw InputError(
            path,
            TR_NOOP(
                "Engine",
                "no image reader in this program (pictures are read by the app and attnlab-cli)"));
    // ":/…" names a picture shipped inside the app (a Qt resource): only its decoder sees it.
    const bool resource = path.starts_with(":/");
    if (!resource)
        checkInputFile(path, limits::maxImageFileBytes, "a picture");
    std::error_code error;
    const std::uintmax_t bytes = resource ? 0 : std::filesystem::file_size(path, error);
    const auto changed = resource ? std::filesystem::file_time_type()
                                  : std::filesystem::last_write_time(path, error);
    {
        const std::lock_guard lock(cacheMutex());
        if (!error && cachedImage().pixels && cachedImage().path == path &&
            cachedImage().bytes == bytes && cachedImage().changed == changed)
            return *cachedImage().pixels;
    }
    auto pixels = std::make_shared<const ImagePixels>(decoderSlot()(path));
    if (!error) {
        const std::lock_guard lock(cacheMutex());
        cachedImage() = {path, bytes, changed, pixels};
    }
    return *pixels;
}

bool ImageSpec::ObjectQueries::operator==(const ObjectQueries& o) const
{
    if (given.has_value() != o.given.has_value())
        return false;
    if (given)
        return given->rows() == o.given->rows() && given->cols() == o.given->cols() &&
               *given == *o.given;
    return count == o.count && seed == o.seed;
}

double ImageSpec::effectivePositionalScale() const
{
    if (positionalScale)
        return *positionalScale;
    return embedding == ImageEmbedding::MeanColour ? 0.5 : 0.0;
}

bool ImageSpec::operator==(const ImageSpec& o) const
{
    return path == o.path && stride == o.stride && size == o.size && fit == o.fit &&
           embedding == o.embedding && effectivePositionalScale() == o.effectivePositionalScale() &&
           projectionSeed == o.projectionSeed && objectQueries == o.objectQueries &&
           prompt == o.prompt && promptLanguage == o.promptLanguage &&
           promptTranslations == o.promptTranslations && extra == o.extra;
}

ImageSpec imageSpecFromJson(const json& j, const std::string& where, Warnings& warnings)
{
    if (!j.is_object())
        throw InputError(
            where,
            TR_NOOP("Engine",
                    "expected an object such as {\"path\": \"ball.png\", \"stride\": 32}, got %1"),
            describeJson(j));
    if (!j.contains("path"))
        throw InputError(join(where, "path"),
                         TR_NOOP("Engine", "missing: the picture to cut into patches"));
    ImageSpec s;
    bool embeddingGiven = false;
    for (const auto& [key, value] : j.items()) {
        const std::string place = join(where, key);
        if (key == "path") {
            s.path = readString(value, place);
            if (s.path.empty())
                throw InputError(place, TR_NOOP("Engine", "no file name"));
        } else if (key == "stride") {
            s.stride = static_cast<int>(readInt(value, place, 1, limits::maxImageSide));
        } else if (key == "size") {
            if (!value.is_array() || value.size() != 2)
                throw InputError(place, TR_NOOP("Engine", "expected [height, width], got %1"),
                                 describeJson(value));
            s.size = std::pair{
                static_cast<int>(readInt(value[0], place + "[0]", 1, limits::maxImageSide)),
                static_cast<int>(readInt(value[1], place + "[1]", 1, limits::maxImageSide))};
            if (static_cast<long long>(s.size->first) * s.size->second > limits::maxImagePixels)
                throw InputError(place, TR_NOOP("Engine", "at most %1 pixels, got %2"),
                                 limits::maxImagePixels, sizeText(s.size->first, s.size->second));
        } else if (key == "fit") {
            const std::string fit = readString(value, place);
            if (fit == "resize")
                s.fit = ImageFit::Resize;
            else if (fit == "crop")
                s.fit = ImageFit::Crop;
            else
                throw InputError(
                    place, TR_NOOP("Engine", "expected \"resize\" or \"crop\", got \"%1\""), fit);
        } else if (key == "embedding") {
            const std::string e = readString(value, place);
            embeddingGiven = true;
            if (e == "patches")
                s.embedding = ImageEmbedding::Patches;
            else if (e == "mean_colour")
                s.embedding = ImageEmbedding::MeanColour;
            else if (e == "lexicon_colour")
                s.embedding = ImageEmbedding::LexiconColour;
            else
                throw InputError(
                    place,
                    TR_NOOP(
                        "Engine",
                        "expected \"patches\", \"mean_colour\" or \"lexicon_colour\", got \"%1\""),
                    e);
        } else if (key == "positional") {
            readPositional(value, place, s, warnings);
        } else if (key == "projection") {
            if (value.is_string() && value.get<std::string>() == "identity")
                s.projectionSeed.reset();
            else if (value.is_object() && value.size() == 1 && value.contains("random"))
                s.projectionSeed = readSeed(value["random"], join(place, "random"));
            else
                throw InputError(
                    place, TR_NOOP("Engine", "expected \"identity\" or {\"random\": 7}, got %1"),
                    describeJson(value));
        } else if (key == "object_queries") {
            readObjectQueries(value, place, s, warnings);
        } else if (key == "prompt") {
            readWordsPerLanguage(value, place, s.prompt, s.promptTranslations);
            if (value.is_object()) {
                // words per language: each one's language is its key
                if (j.contains("prompt_language"))
                    throw InputError(join(where, "prompt_language"),
                                     TR_NOOP("Engine", "not with %1 given per language: each "
                                                       "sentence's language is its key"),
                                     place);
                s.promptLanguage = "en";
                for (const auto& [tag, words] : value.items())
                    if (words.get<std::string>().empty())
                        throw InputError(join(place, tag), TR_NOOP("Engine", "empty prompt"));
            } else if (s.prompt.empty())
                throw InputError(place, TR_NOOP("Engine", "empty prompt"));
        } else if (key == "prompt_language") {
            s.promptLanguage = readString(value, place);
            if (!s.promptLanguage.empty() && s.promptLanguage != "en" && s.promptLanguage != "fr" &&
                s.promptLanguage != "pt")
                throw InputError(
                    place, TR_NOOP("Engine", "expected \"en\", \"fr\", \"pt\" or \"\", got \"%1\""),
                    s.promptLanguage);
        } else {
            warnings.push_back(
                makeWarning("unknown_key", -1, -1,
                            Message(TR_NOOP("Engine", "%1: unknown key, ignored"), place)));
            s.extra[key] = value;
        }
    }
    if (s.objectQueries && !s.prompt.empty())
        throw InputError(
            join(where, "prompt"),
            TR_NOOP("Engine", "give object queries or a prompt, not both: object queries attend to "
                              "the patches, the patches attend to a prompt"));
    if (!s.prompt.empty() && !embeddingGiven)
        s.embedding = ImageEmbedding::LexiconColour;
    if (!s.prompt.empty() && s.embedding != ImageEmbedding::LexiconColour)
        throw InputError(join(where, "embedding"),
                         TR_NOOP("Engine", "a prompt's words live in the lexicon's space: the "
                                           "patches need \"lexicon_colour\""));
    return s;
}

json imageSpecToJson(const ImageSpec& s)
{
    json j = json::object();
    j["path"] = s.path;
    j["stride"] = s.stride;
    if (s.size)
        j["size"] = {s.size->first, s.size->second};
    if (s.fit == ImageFit::Crop)
        j["fit"] = "crop";
    switch (s.embedding) {
    case ImageEmbedding::Patches:
        break;
    case ImageEmbedding::MeanColour:
        j["embedding"] = "mean_colour";
        break;
    case ImageEmbedding::LexiconColour:
        if (s.prompt.empty())
            j["embedding"] = "lexicon_colour";
        break;
    }
    if (s.positionalScale) {
        const double scale = *s.positionalScale;
        if (scale == 0.0)
            j["positional"] = false;
        else if (scale == 1.0)
            j["positional"] = true;
        else
            j["positional"] = {{"scale", scale}};
    }
    if (s.projectionSeed)
        j["projection"] = {{"random", *s.projectionSeed}};
    if (s.objectQueries) {
        if (s.objectQueries->given)
            j["object_queries"] = matrixToJson(*s.objectQueries->given);
        else
            j["object_queries"] = {{"count", s.objectQueries->count},
                                   {"seed", s.objectQueries->seed}};
    }
    if (!s.prompt.empty())
        j["prompt"] = localizedTextToJson(s.prompt, s.promptTranslations);
    if (!s.promptLanguage.empty() && s.promptTranslations.empty())
        j["prompt_language"] = s.promptLanguage;
    for (const auto& [key, value] : s.extra.items())
        j[key] = value;
    return j;
}

ImagePixels resizeArea(const ImagePixels& image, int height, int width)
{
    ImagePixels out{image.channels, height, width,
                    Matrix(image.channels, Eigen::Index(height) * width)};
    for (int c = 0; c < image.channels; ++c) {
        // one channel as an H × W matrix (row-major in values)
        const Eigen::Map<
            const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>, 0,
            Eigen::InnerStride<Eigen::Dynamic>>
            plane(image.values.data() + c, image.height, image.width,
                  Eigen::InnerStride<Eigen::Dynamic>(image.values.rows()));
        const Matrix rows = averageRows(Matrix(plane), height);           // H' × W
        const Matrix both = averageRows(Matrix(rows.transpose()), width); // W' × H'
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                out.values(c, Eigen::Index(y) * width + x) = both(x, y);
    }
    return out;
}

Matrix unfoldPatches(const ImagePixels& image, int s)
{
    const int rows = image.height / s, columns = image.width / s;
    Matrix out(Eigen::Index(rows) * columns, Eigen::Index(image.channels) * s * s);
    for (int pr = 0; pr < rows; ++pr)
        for (int pc = 0; pc < columns; ++pc) {
            const Eigen::Index t = Eigen::Index(pr) * columns + pc;
            Eigen::Index f = 0; // F.unfold's order: channel, then kernel row, then kernel column
            for (int c = 0; c < image.channels; ++c)
                for (int ky = 0; ky < s; ++ky)
                    for (int kx = 0; kx < s; ++kx)
                        out(t, f++) = image.at(c, pr * s + ky, pc * s + kx);
        }
    return out;
}

Matrix patchMeanColours(const ImagePixels& image, int s)
{
    const int rows = image.height / s, columns = image.width / s;
    Matrix out = Matrix::Zero(Eigen::Index(rows) * columns, image.channels);
    for (int c = 0; c < image.channels; ++c)
        for (int y = 0; y < rows * s; ++y)
            for (int x = 0; x < columns * s; ++x)
                out(Eigen::Index(y / s) * columns + x / s, c) += image.at(c, y, x);
    return out / (double(s) * s);
}

Matrix sinusoidal2d(int rows, int columns, int d)
{
    const int dRow = d / 2, dColumn = d - d / 2;
    const Matrix peRow = dRow > 0 ? sinusoidalPositionalEncoding(rows, dRow) : Matrix(rows, 0);
    const Matrix peColumn = sinusoidalPositionalEncoding(columns, dColumn);
    Matrix out(Eigen::Index(rows) * columns, d);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) {
            const Eigen::Index t = Eigen::Index(r) * columns + c;
            out.row(t).head(dRow) = peRow.row(r);
            out.row(t).tail(dColumn) = peColumn.row(c);
        }
    return out;
}

Matrix lexiconColourEmbedding(const Matrix& colours, const std::vector<std::string>& dimensions)
{
    const auto column = [&](const char* name) {
        const auto it = std::find(dimensions.begin(), dimensions.end(), name);
        if (it == dimensions.end())
            throw InputError("image.embedding",
                             TR_NOOP("Engine", "the lexicon has no dimension \"%1\""), name);
        return static_cast<Eigen::Index>(it - dimensions.begin());
    };
    const Eigen::Index red = column("colour-red"), green = column("plant"),
                       blue = column("colour-blue"), white = column("colour-white"),
                       black = column("colour-black");
    constexpr double weight = 1.4; // the lexicon's weight of a meaning on one dimension
    Matrix out = Matrix::Zero(colours.rows(), static_cast<Eigen::Index>(dimensions.size()));
    for (Eigen::Index t = 0; t < colours.rows(); ++t) {
        const double r = colours(t, 0), g = colours(t, 1), b = colours(t, 2);
        const double high = std::max({r, g, b}), low = std::min({r, g, b});
        const double chroma = high - low;
        // HSV hue in degrees (0 red, 120 green, 240 blue)
        double hue = 0;
        if (chroma > 0) {
            if (high == r)
                hue = 60 * std::fmod((g - b) / chroma + 6, 6.0);
            else if (high == g)
                hue = 60 * ((b - r) / chroma + 2);
            else
                hue = 60 * ((r - g) / chroma + 4);
        }
        const auto towards = [&](double centre) {
            return weight * chroma *
                   std::max(0.0, std::cos((hue - centre) * std::numbers::pi / 180.0));
        };
        out(t, red) = towards(0);
        out(t, green) = towards(120);
        out(t, blue) = towards(240);
        out(t, white) = weight * low;
        out(t, black) = weight * (1 - high);
    }
    return out;
}

std::pair<int, int> patchGridSize(const ImageSpec& spec, int height, int width)
{
    const int s = spec.stride;
    if (spec.size) {
        height = spec.size->first;
        width = spec.size->second;
    }
    if (s < 1 || s > height || s > width)
        return {0, 0};
    if (spec.fit == ImageFit::Crop)
        return {height / s, width / s};
    const auto nearest = [s](int n) {
        return std::max(1, static_cast<int>(std::lround(double(n) / s)));
    };
    return {height % s == 0 ? height / s : nearest(height),
            width % s == 0 ? width / s : nearest(width)};
}

std::string patchLabel(int row, int column)
{
    // Appended (not "(" + … + ")"): GCC 12's -Wrestrict misfires on that chain in release builds.
    std::string label = "(";
    label += std::to_string(row);
    label += ',';
    label += std::to_string(column);
    label += ')';
    return label;
}

ImageInputs buildImageInputs(const ImageSpec& spec, const ImagePixels& picture)
{
    const int s = spec.stride;
    ImageInputs out;
    auto grid = std::make_shared<ImageGrid>();
    grid->stride = s;
    grid->originalHeight = picture.height;
    grid->originalWidth = picture.width;

    // 1. "size": the picture resized first
    ImagePixels image =
        spec.size ? resizeArea(picture, spec.size->first, spec.size->second) : picture;
    if (spec.size)
        grid->fitNote = "resized from " + sizeText(picture.height, picture.width) + " to " +
                        sizeText(image.height, image.width);
    if (s > image.height || s > image.width)
        throw InputError("image.stride",
                         TR_NOOP("Engine", "a patch of %1 × %2 pixels does not fit in a picture of "
                                           "%3; choose a stride of at most %4"),
                         s, s, sizeText(image.height, image.width),
                         std::min(image.height, image.width));
    // 2. the fit: a multiple of the stride each way
    if (image.height % s != 0 || image.width % s != 0) {
        const int before_h = image.height, before_w = image.width;
        if (spec.fit == ImageFit::Resize) {
            const auto nearest = [s](int n) {
                return std::max(s, static_cast<int>(std::lround(double(n) / s)) * s);
            };
            image = resizeArea(image, nearest(image.height), nearest(image.width));
            grid->fitNote = (grid->fitNote.empty() ? "resized from " + sizeText(before_h, before_w)
                                                   : grid->fitNote + ", then") +
                            " to " + sizeText(image.height, image.width) +
                            " (a multiple of the stride " + std::to_string(s) + ")";
        } else {
            const int h = image.height / s * s, w = image.width / s * s;
            const int top = (image.height - h) / 2, left = (image.width - w) / 2;
            ImagePixels cropped{image.channels, h, w, Matrix(image.channels, Eigen::Index(h) * w)};
            for (int c = 0; c < image.channels; ++c)
                for (int y = 0; y < h; ++y)
                    for (int x = 0; x < w; ++x)
                        cropped.values(c, Eigen::Index(y) * w + x) = image.at(c, y + top, x + left);
            image = std::move(cropped);
            grid->fitNote = (grid->fitNote.empty() ? "" : grid->fitNote + ", then ") +
                            "cropped from " + sizeText(before_h, before_w) + " to " +
                            sizeText(h, w) + " around the centre (a multiple of the stride " +
                            std::to_string(s) + ")";
        }
    }
    grid->gridRows = image.height / s;
    grid->gridColumns = image.width / s;
    const long long tokens = static_cast<long long>(grid->gridRows) * grid->gridColumns;
    if (tokens > limits::maxFusedTokens)
        throw InputError("image.stride",
                         TR_NOOP("Engine", "%1 × %2 = %3 patches exceed the limit of %4 tokens; "
                                           "choose a larger stride or a smaller \"size\""),
                         grid->gridRows, grid->gridColumns, tokens, limits::maxFusedTokens);

    // 3. the patch embeddings E (one row per patch)
    Matrix e;
    std::vector<std::string> dimensionNames;
    switch (spec.embedding) {
    case ImageEmbedding::Patches: {
        const long long d = static_cast<long long>(image.channels) * s * s;
        if (d > limits::maxDim)
            throw InputError(
                "image.stride",
                TR_NOOP(
                    "Engine",
                    "a patch of %1 × %2 pixels has %3 numbers (C·s·s), more than the %4 dimensions "
                    "a token may have; choose a smaller stride or \"embedding\": \"mean_colour\""),
                s, s, d, limits::maxDim);
        // ViT: x = (pixel − 0.5) / 0.5, then the patches as F.unfold lays them out
        e = (unfoldPatches(image, s).array() - 0.5) / 0.5;
        break;
    }
    case ImageEmbedding::MeanColour: {
        // the mean colour, centred as the pixels are ((c − 0.5) / 0.5), then room for the
        // position code (16 numbers)
        const Matrix colours = (patchMeanColours(image, s).array() - 0.5) / 0.5;
        e = Matrix::Zero(colours.rows(), colours.cols() + 16);
        e.leftCols(colours.cols()) = colours;
        break;
    }
    case ImageEmbedding::LexiconColour: {
        SentenceSpec words;
        words.query = "colour";
        dimensionNames = buildSentenceInputs(words, {}).dimensionNames;
        e = lexiconColourEmbedding(patchMeanColours(image, s), dimensionNames);
        break;
    }
    }
    const double positional = spec.effectivePositionalScale();
    if (positional != 0.0) {
        // E += scale · PE2d(row, column): the mean colour's code fills its last 16 columns
        const int d = static_cast<int>(e.cols());
        const int codeColumns = spec.embedding == ImageEmbedding::MeanColour ? 16 : d;
        e.rightCols(codeColumns) +=
            positional * sinusoidal2d(grid->gridRows, grid->gridColumns, codeColumns);
    }
    const int d = static_cast<int>(e.cols());

    // 4. who asks: the patches, object queries, or the patches asking a prompt's words
    Matrix ask = e, attended = e;
    std::vector<std::string> patchLabels;
    patchLabels.reserve(static_cast<std::size_t>(tokens));
    for (int r = 0; r < grid->gridRows; ++r)
        for (int c = 0; c < grid->gridColumns; ++c)
            patchLabels.push_back(patchLabel(r, c));
    out.queryTokens = patchLabels;
    out.keyTokens = patchLabels;
    if (spec.objectQueries) {
        grid->role = ImageRole::ObjectQueries;
        const auto& oq = *spec.objectQueries;
        if (oq.given) {
            if (oq.given->cols() != d)
                throw InputError(
                    "image.object_queries",
                    TR_NOOP(
                        "Engine",
                        "expected rows of %1 numbers (the patch embedding's dimension), got %2"),
                    d, oq.given->cols());
            ask = *oq.given;
        } else {
            // torch.manual_seed(seed); torch.randn(count, d)
            if (static_cast<long long>(oq.count) * d <
                static_cast<long long>(TorchGenerator::minCount))
                throw InputError(
                    "image.object_queries.count",
                    TR_NOOP(
                        "Engine",
                        "draws of fewer than 16 numbers are not PyTorch's; ask for more queries"));
            ask = torchRandn(oq.seed, oq.count, d);
        }
        out.queryTokens.clear();
        for (Eigen::Index i = 0; i < ask.rows(); ++i)
            out.queryTokens.push_back("obj" + std::to_string(i + 1));
    } else if (!spec.prompt.empty()) {
        grid->role = ImageRole::Prompt;
        SentenceSpec words;
        words.query = spec.prompt;
        words.queryLanguage = spec.promptLanguage;
        SentenceInputs si = buildSentenceInputs(words, {});
        attended = si.queryEmbeddings;
        out.keyTokens = si.queryTokens;
        out.keyUnknown = si.queryUnknown;
        for (Warning w : si.warnings) {
            const auto at = w.message.find("sentences.query");
            if (at != std::string::npos) {
                w.message.replace(at, std::string("sentences.query").size(), "image.prompt");
                w.text.replaceInText("sentences.query", "image.prompt");
            }
            out.warnings.push_back(std::move(w));
        }
    }
    if (spec.embedding == ImageEmbedding::LexiconColour && !spec.projectionSeed)
        out.dimensionNames = dimensionNames;

    // 5. Q = E_ask W_Q, K = E_attended W_K, V = E_attended W_V
    if (!spec.projectionSeed) {
        out.q = ask;
        out.k = attended;
        out.v = attended;
    } else {
        if (3LL * d * d < static_cast<long long>(TorchGenerator::minCount))
            throw InputError("image.projection.random",
                             TR_NOOP("Engine", "needs a dimension of at least 3"));
        // torch.manual_seed(seed); W_Q, W_K, W_V = (torch.randn(3, d, d) / sqrt(d)).unbind(0)
        const Matrix w = torchRandn(*spec.projectionSeed, 3 * d, d) / std::sqrt(double(d));
        out.q = ask * w.middleRows(0, d);
        out.k = attended * w.middleRows(d, d);
        out.v = attended * w.middleRows(2 * d, d);
    }
    out.queryEmbeddings = std::move(ask);
    out.keyEmbeddings = std::move(attended);
    grid->pixels = std::move(image);
    out.grid = std::move(grid);
    return out;
}

} // namespace attnlab
