#pragma once

#include <QStringList>
#include <QTextStream>

namespace attnlab {

/// attnlab-cli kvcache: what a KV cache costs (core/kvcache.h).
///
///   attnlab-cli kvcache (--model NAME | --layers L --kv-heads H --head-dim D [--heads Q])
///                       [--dtype fp32|fp16|bf16|int8] --tokens T [--batch B]
///                       [--window W|none] [--json]
///
/// bytes per token = 2 · layers · kv_heads · head_dim · bytes per number; bytes = bytes per
/// token · min(tokens, window) · batch. --model takes a preset's published configuration
/// (llama-2-7b, llama-2-70b, mistral-7b, gpt2), its query heads and its precision; --dtype and
/// --window override them (--window none drops a preset's window). Without --model, all of
/// --layers, --kv-heads and --head-dim are needed; --heads (the query heads) defaults to
/// --kv-heads (multi-head attention) and --dtype to fp16. The saving of multi-query and
/// grouped-query attention is shown against full multi-head attention, which keeps heads KV
/// heads: its bytes are bytes · heads / kv_heads.
///
/// Text: the sizes in binary units (KiB, MiB, GiB) and exact bytes. --json prints one object:
///   {"model","layers","heads","kv_heads","head_dim","dtype","bytes_per_number","tokens",
///    "cached_tokens","batch","window","bytes_per_token","bytes","mha_bytes_per_token",
///    "mha_bytes"}
/// with "model" null without --model and "window" null without a window; every size an
/// integer.
///
/// Exit status 0; 2 for invalid options with a message naming the option (a missing or
/// non-positive number, an unknown model listing the known ones, an unknown dtype, a cache
/// beyond 2^63 bytes); --help prints the usage (0).
int runKvCacheCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

} // namespace attnlab
