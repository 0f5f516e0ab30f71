#pragma once

#include <QStringList>
#include <QTextStream>

namespace attnlab {

/// attnlab-cli translate: the trained translator (core/models/translator.h).
///
///   attnlab-cli translate "the black cat sleeps" --to fr|pt [--model DIR] [--json]
///                         [--bench N] [--stack-out FILE.npy]
///
/// Prints the translation. --json prints one object with exactly "source_tokens" and
/// "decoder_input_tokens" (the tokens fed to the encoder and the decoder, special tokens
/// included), "translation" (a string), "encoder_self_attention", "decoder_self_attention" and
/// "cross_attention", each [layer][head][query][key]. --model DIR reads DIR/config.json and
/// DIR/weights.npz as written by scripts/models/train_translator.py (default: the shipped
/// model, translatormodel.h). --bench N translates N times and prints the time per
/// translation, every attention recorded. --stack-out FILE.npy writes the encoder
/// self-attention (attentionStack: shape (layers, heads, n, n), float64) there and the n source
/// tokens, one per line, to FILE.tokens.txt beside it (both atomically): what the third tab and
/// attnlab-cli rollout, flow and heads read.
///
/// Exit status 0; 2 for invalid input: an unknown word (named, with the nearest known words),
/// an unknown language, a model that cannot be read (the file and the problem named); 1 when
/// the shipped model cannot be read or a --stack-out file cannot be written.
int runTranslateCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

} // namespace attnlab
