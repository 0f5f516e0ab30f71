#include "resultjson.h"

#include "matrixjson.h"
#include "memoryestimate.h"

#include <cmath>
#include <utility>
#include <vector>

namespace attnlab {

nlohmann::json warningToJson(const Warning& w)
{
    nlohmann::json j;
    j["code"] = w.code;
    j["head"] = w.head >= 0 ? nlohmann::json(w.head) : nlohmann::json(nullptr);
    j["row"] = w.row >= 0 ? nlohmann::json(w.row) : nlohmann::json(nullptr);
    j["message"] = w.message;
    return j;
}

nlohmann::json resultToJson(const ResolvedScenario& resolved, const Trace& trace,
                            const Warnings& scenarioWarnings)
{
    const AttentionInput& in = resolved.input;
    nlohmann::json j;
    j["format"] = "attnlab-result";
    j["version"] = 1;
    j["kind"] = resolved.kind;
    j["q"] = matrixToJson(in.q);
    j["k"] = matrixToJson(in.k);
    j["v"] = matrixToJson(in.v);
    j["query_tokens"] = resolved.queryTokens;
    j["key_tokens"] = resolved.keyTokens;
    nlohmann::json heads = nlohmann::json::array();
    for (const HeadTrace& h : trace.heads) {
        heads.push_back({{"index", h.index},
                         {"scale", h.scale},
                         {"scores", matrixToJson(h.scores)},
                         {"scaled", matrixToJson(h.scaled)},
                         {"masked", matrixToJson(h.masked)}, // -inf -> null
                         {"weights", matrixToJson(h.weights)},
                         {"output", matrixToJson(h.output)}});
    }
    j["heads"] = std::move(heads);
    j["concat"] = matrixToJson(trace.concat);
    j["output"] = matrixToJson(trace.output);
    nlohmann::json warnings = nlohmann::json::array();
    for (const Warnings* list : {&scenarioWarnings, &resolved.warnings, &trace.warnings})
        for (const Warning& w : *list)
            warnings.push_back(warningToJson(w));
    j["warnings"] = std::move(warnings);
    return j;
}

namespace {

/// Writes JSON text laid out as formatJson() lays it out: 2-space indentation, an array of plain
/// values on one line, "[]" for an empty array.
class ResultWriter
{
public:
    explicit ResultWriter(std::string& out) : out_(out) {}

    void pad(int level) { out_.append(static_cast<std::size_t>(2 * level), ' '); }
    /// A key of an object whose entries sit at `level`; first: no ",\n" before it.
    void key(const char* name, int level, bool first = false)
    {
        out_ += first ? "\n" : ",\n";
        pad(level);
        out_ += nlohmann::json(name).dump();
        out_ += ": ";
    }
    void scalar(const nlohmann::json& value) { out_ += value.dump(); }
    void number(double x)
    {
        // As matrixToJson: a masked -inf (any non-finite number) is null.
        out_ += std::isfinite(x) ? nlohmann::json(x).dump() : std::string("null");
    }
    void strings(const std::vector<std::string>& list)
    {
        out_ += '[';
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (i)
                out_ += ", ";
            out_ += nlohmann::json(list[i]).dump();
        }
        out_ += ']';
    }
    /// A matrix as the value of a key at `level`: its rows at level + 1.
    void matrix(const Matrix& m, int level)
    {
        if (m.rows() == 0) {
            out_ += "[]";
            return;
        }
        out_ += "[\n";
        for (Eigen::Index i = 0; i < m.rows(); ++i) {
            pad(level + 1);
            out_ += '[';
            for (Eigen::Index j = 0; j < m.cols(); ++j) {
                if (j)
                    out_ += ", ";
                number(m(i, j));
            }
            out_ += i + 1 < m.rows() ? "],\n" : "]\n";
        }
        pad(level);
        out_ += ']';
    }
    /// An array of objects as the value of a key at `level`.
    template <class List, class Write> void objects(const List& list, int level, Write&& write)
    {
        if (list.empty()) {
            out_ += "[]";
            return;
        }
        out_ += "[\n";
        bool first = true;
        for (const auto& item : list) {
            if (!first)
                out_ += ",\n";
            first = false;
            pad(level + 1);
            out_ += '{';
            write(item, level + 2);
            out_ += '\n';
            pad(level + 1);
            out_ += '}';
        }
        out_ += '\n';
        pad(level);
        out_ += ']';
    }

private:
    std::string& out_;
};

} // namespace

std::string resultToText(const ResolvedScenario& resolved, const Trace& trace,
                         const Warnings& scenarioWarnings, const ResultTextOptions& options)
{
    const AttentionInput& in = resolved.input;
    std::string out;
    out.reserve(static_cast<std::size_t>(resultTextBytes(AttentionSizes::of(in), options.stages)));
    ResultWriter w(out);
    // The keys in formatJson's order (matrixjson.cpp, keyRank: "output" before "concat");
    // "backend" is not ranked: last.
    out += '{';
    w.key("format", 1, true);
    w.scalar("attnlab-result");
    w.key("version", 1);
    w.scalar(1);
    w.key("kind", 1);
    w.scalar(resolved.kind);
    w.key("q", 1);
    w.matrix(in.q, 1);
    w.key("k", 1);
    w.matrix(in.k, 1);
    w.key("v", 1);
    w.matrix(in.v, 1);
    w.key("query_tokens", 1);
    w.strings(resolved.queryTokens);
    w.key("key_tokens", 1);
    w.strings(resolved.keyTokens);
    if (options.stages) {
        w.key("heads", 1);
        w.objects(trace.heads, 1, [&w](const HeadTrace& h, int level) {
            w.key("index", level, true);
            w.scalar(h.index);
            w.key("scale", level);
            w.scalar(h.scale);
            const std::pair<const char*, const Matrix*> stages[] = {{"scores", &h.scores},
                                                                    {"scaled", &h.scaled},
                                                                    {"masked", &h.masked},
                                                                    {"weights", &h.weights},
                                                                    {"output", &h.output}};
            for (const auto& [name, m] : stages) {
                w.key(name, level);
                w.matrix(*m, level);
            }
        });
    }
    w.key("output", 1);
    w.matrix(trace.output, 1);
    if (options.stages) {
        w.key("concat", 1);
        w.matrix(trace.concat, 1);
    }
    std::vector<const Warning*> warnings;
    for (const Warnings* list : {&scenarioWarnings, &resolved.warnings, &trace.warnings})
        for (const Warning& warning : *list)
            warnings.push_back(&warning);
    w.key("warnings", 1);
    w.objects(warnings, 1, [&w](const Warning* warning, int level) {
        const nlohmann::json j = warningToJson(*warning);
        bool first = true;
        for (const char* name : {"code", "head", "row", "message"}) {
            w.key(name, level, first);
            w.scalar(j.at(name));
            first = false;
        }
    });
    if (!options.backend.empty()) {
        w.key("backend", 1);
        w.scalar(options.backend);
    }
    out += "\n}\n";
    return out;
}

} // namespace attnlab
