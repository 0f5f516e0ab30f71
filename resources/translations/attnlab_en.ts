<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AdditiveDescription</name>
    <message numerus="yes">
        <source>%n query row(s) have every key hidden: their weights and output are 0.</source>
        <translation>
            <numerusform>%n query row has every key hidden: its weights and output are 0.</numerusform>
            <numerusform>%n query rows have every key hidden: their weights and output are 0.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more dimension(s) where the weight or the vector is 0 add nothing.</source>
        <translation>
            <numerusform>%n more dimension where the weight or the vector is 0 adds nothing.</numerusform>
            <numerusform>%n more dimensions where the weight or the vector is 0 add nothing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlashDescription</name>
    <message numerus="yes">
        <source>%n tile(s) skipped: the mask hides every pair in them.</source>
        <translation>
            <numerusform>%n tile skipped: the mask hides every pair in it.</numerusform>
            <numerusform>%n tiles skipped: the mask hides every pair in them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of this tile found a larger maximum.</source>
        <translation>
            <numerusform>%n row of this tile found a larger maximum.</numerusform>
            <numerusform>%n rows of this tile found a larger maximum.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinearDescription</name>
    <message numerus="yes">
        <source>… and %n more term(s), in the sum all the same.</source>
        <translation>
            <numerusform>… and %n more term, in the sum all the same.</numerusform>
            <numerusform>… and %n more terms, in the sum all the same.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n query row(s) share no feature with any key (φ(q)·z = 0): their weights and output are 0.</source>
        <translation>
            <numerusform>%n query row shares no feature with any key (φ(q)·z = 0): its weights and output are 0.</numerusform>
            <numerusform>%n query rows share no feature with any key (φ(q)·z = 0): their weights and output are 0.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeDescription</name>
    <message numerus="yes">
        <source>… and %n more term(s), in the sum all the same.</source>
        <translation>
            <numerusform>… and %n more term, in the sum all the same.</numerusform>
            <numerusform>… and %n more terms, in the sum all the same.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetDecodeCommand</name>
    <message numerus="yes">
        <source>Decode with a prompt of %n token(s)</source>
        <translation>
            <numerusform>Decode with a prompt of %n token</numerusform>
            <numerusform>Decode with a prompt of %n tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetHeadsCommand</name>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n head</numerusform>
            <numerusform>%n heads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::AttentionAnalysisView</name>
    <message numerus="yes">
        <source>%n head(s): click a row to show that head; click a column&apos;s title to sort by it.</source>
        <translation>
            <numerusform>%n head: click a row to show that head; click a column&apos;s title to sort by it.</numerusform>
            <numerusform>%n heads: click a row to show that head; click a column&apos;s title to sort by it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flow: %Ln maximum flow(s) solved; every row sums to 1 within %1.</source>
        <translation>
            <numerusform>Flow: %Ln maximum flow solved; every row sums to 1 within %1.</numerusform>
            <numerusform>Flow: %Ln maximum flows solved; every row sums to 1 within %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::AttentionMapsView</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n layer(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n layer</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> × %n head(s)</source>
        <translation>
            <numerusform> × %n head</numerusform>
            <numerusform> × %n heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; and %n more (see the tooltip).</source>
        <translation>
            <numerusform>; and %n more (see the tooltip).</numerusform>
            <numerusform>; and %n more (see the tooltip).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::AttentionPanel</name>
    <message numerus="yes">
        <source>+ %n global</source>
        <translation>
            <numerusform>+ %n global</numerusform>
            <numerusform>+ %n global</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::DecodingText</name>
    <message numerus="yes">
        <source>Frame %1 is the prefill: the %n prompt token(s) are computed together, each query against the keys up to its own. Their keys and values go into the cache.</source>
        <translation>
            <numerusform>Frame %1 is the prefill: the %n prompt token is computed on its own, its query against its own key. Its key and value go into the cache.</numerusform>
            <numerusform>Frame %1 is the prefill: the %n prompt tokens are computed together, each query against the keys up to its own. Their keys and values go into the cache.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Frame %1 computes %n new query row(s) against %2 keys: the keys and values of tokens 0–%3 come from the cache, only the new token&apos;s k and v are added to it.</source>
        <translation>
            <numerusform>Frame %1 computes %n new query row against %2 keys: the keys and values of tokens 0–%3 come from the cache, only the new token&apos;s k and v are added to it.</numerusform>
            <numerusform>Frame %1 computes %n new query rows against %2 keys: the keys and values of tokens 0–%3 come from the cache, only the new token&apos;s k and v are added to it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cache after this frame: %n token(s) of K and V, %1 bytes in float64.</source>
        <translation>
            <numerusform>Cache after this frame: %n token of K and V, %1 bytes in float64.</numerusform>
            <numerusform>Cache after this frame: %n tokens of K and V, %1 bytes in float64.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::DeformableLab</name>
    <message numerus="yes">
        <source>mean of the %n channels</source>
        <translation>
            <numerusform>mean of the %n channel</numerusform>
            <numerusform>mean of the %n channels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::ExportDialog</name>
    <message numerus="yes">
        <source>Every layer and head (%n figure(s))</source>
        <translation>
            <numerusform>Every layer and head (%n figure)</numerusform>
            <numerusform>Every layer and head (%n figures)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the files exist already (%1). Replace them?</source>
        <translation>
            <numerusform>%n of the files exists already (%1). Replace it?</numerusform>
            <numerusform>%n of the files exist already (%1). Replace them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n figure(s): %1, …</source>
        <translation>
            <numerusform>Exported %n figure: %1, …</numerusform>
            <numerusform>Exported %n figures: %1, …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> decimal(s)</source>
        <comment>suffix after a number of decimals</comment>
        <translation>
            <numerusform> decimal</numerusform>
            <numerusform> decimals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::FlashControls</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::ImageLab</name>
    <message numerus="yes">
        <source>%n object queries</source>
        <translation>
            <numerusform>%n object query</numerusform>
            <numerusform>%n object queries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The patches that attend most to “%1”:&lt;/b&gt; %2. Each patch&apos;s weights over the %n words sum to 1: this map is one column of them.</source>
        <translation>
            <numerusform>&lt;b&gt;The patches that attend most to “%1”:&lt;/b&gt; %2. Each patch&apos;s weights over the %n word sum to 1: this map is one column of them.</numerusform>
            <numerusform>&lt;b&gt;The patches that attend most to “%1”:&lt;/b&gt; %2. Each patch&apos;s weights over the %n words sum to 1: this map is one column of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rollout through the %n layer(s)</source>
        <translation>
            <numerusform>Rollout through the layer</numerusform>
            <numerusform>Rollout through the %n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mean of the %n head(s)</source>
        <translation>
            <numerusform>Mean of the head</numerusform>
            <numerusform>Mean of the %n heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rollout through the %n layer(s)</source>
        <translation>
            <numerusform>rollout through the layer</numerusform>
            <numerusform>rollout through the %n layers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::Inspector</name>
    <message numerus="yes">
        <source>%n more dimension(s) where q or k is 0 add nothing.</source>
        <translation>
            <numerusform>%n more dimension where q or k is 0 adds nothing.</numerusform>
            <numerusform>%n more dimensions where q or k is 0 add nothing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more dimension(s) where both q and k are 0.</source>
        <translation>
            <numerusform>%n more dimension where both q and k are 0.</numerusform>
            <numerusform>%n more dimensions where both q and k are 0.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::LessonPanel</name>
    <message numerus="yes">
        <source>Click the pairs you expect hidden, then Done. %n marked.</source>
        <translation>
            <numerusform>Click the pairs you expect hidden, then Done. %n marked.</numerusform>
            <numerusform>Click the pairs you expect hidden, then Done. %n marked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) hidden</source>
        <translation>
            <numerusform>%n pair hidden</numerusform>
            <numerusform>%n pairs hidden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) marked</source>
        <translation>
            <numerusform>%n pair marked</numerusform>
            <numerusform>%n pairs marked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::LessonQuestionDialog</name>
    <message numerus="yes">
        <source>%n pair(s) are masked</source>
        <translation>
            <numerusform>%n pair is masked</numerusform>
            <numerusform>%n pairs are masked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::MainWindow</name>
    <message numerus="yes">
        <source>%1 queries × %2 keys, d_k = %3, d_v = %4, %n head(s)</source>
        <translation>
            <numerusform>%1 queries × %2 keys, d_k = %3, d_v = %4, %n head</numerusform>
            <numerusform>%1 queries × %2 keys, d_k = %3, d_v = %4, %n heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n warning(s): %1</source>
        <translation>
            <numerusform> — %n warning: %1</numerusform>
            <numerusform> — %n warnings: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the files exist already (%1). Replace them?</source>
        <translation>
            <numerusform>%n of the files exists already (%1). Replace it?</numerusform>
            <numerusform>%n of the files exist already (%1). Replace them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to %1</source>
        <translation>
            <numerusform>Wrote %n file to %1</numerusform>
            <numerusform>Wrote %n files to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the lesson</source>
        <translation>
            <numerusform>%n problem in the lesson</numerusform>
            <numerusform>%n problems in the lesson</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::PatternGrid</name>
    <message numerus="yes">
        <source>%n hop(s)</source>
        <translation>
            <numerusform>%n hop</numerusform>
            <numerusform>%n hops</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::SparseLab</name>
    <message numerus="yes">
        <source>%n token(s): with so few, a pattern hides little. Try the example “Sparse attention” (64 tokens) or a longer random scenario.</source>
        <translation>
            <numerusform>%n token: with so few, a pattern hides little. Try the example “Sparse attention” (64 tokens) or a longer random scenario.</numerusform>
            <numerusform>%n tokens: with so few, a pattern hides little. Try the example “Sparse attention” (64 tokens) or a longer random scenario.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every reachable pair is joined within %n layer(s).</source>
        <translation>
            <numerusform>Every reachable pair is joined within %n layer.</numerusform>
            <numerusform>Every reachable pair is joined within %n layers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) are never joined: under the causal mask a token never hears from later ones.</source>
        <translation>
            <numerusform>%n pair is never joined: under the causal mask a token never hears from later ones.</numerusform>
            <numerusform>%n pairs are never joined: under the causal mask a token never hears from later ones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) are never joined by any chain.</source>
        <translation>
            <numerusform>%n pair is never joined by any chain.</numerusform>
            <numerusform>%n pairs are never joined by any chain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> token(s)</source>
        <comment>suffix after a number of tokens</comment>
        <translation>
            <numerusform> token</numerusform>
            <numerusform> tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::StageView</name>
    <message numerus="yes">
        <source>%n query row(s) have every key hidden: their weights and output are 0.</source>
        <translation>
            <numerusform>%n query row has every key hidden: its weights and output are 0.</numerusform>
            <numerusform>%n query rows have every key hidden: their weights and output are 0.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::TranslatorLab</name>
    <message numerus="yes">
        <source>%1 is not among the %n English words the model knows; the nearest: %2.</source>
        <translation>
            <numerusform>%1 is not among the %n English word the model knows; the nearest: %2.</numerusform>
            <numerusform>%1 is not among the %n English words the model knows; the nearest: %2.</numerusform>
        </translation>
    </message>
</context>
</TS>
