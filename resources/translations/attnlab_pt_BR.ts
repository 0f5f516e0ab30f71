<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AddLessonStepCommand</name>
    <message>
        <source>Add step %1</source>
        <translation>Adicionar tela %1</translation>
    </message>
</context>
<context>
    <name>AdditiveDescription</name>
    <message>
        <source>1 W_q q</source>
        <translation>1 W_q q</translation>
    </message>
    <message>
        <source>2 W_k k</source>
        <translation>2 W_k k</translation>
    </message>
    <message>
        <source>3 Scores</source>
        <translation>3 Pontuações</translation>
    </message>
    <message>
        <source>4 Mask</source>
        <translation>4 Máscara</translation>
    </message>
    <message>
        <source>5 Softmax</source>
        <translation>5 Softmax</translation>
    </message>
    <message>
        <source>6 Weighted sum</source>
        <translation>6 Soma ponderada</translation>
    </message>
    <message>
        <source>unit input</source>
        <translation>entrada da unidade</translation>
    </message>
    <message>
        <source>score e</source>
        <translation>pontuação e</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>peso de atenção</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>valor de saída</translation>
    </message>
    <message>
        <source>Queries seen by the units, W_q q</source>
        <translation>Consultas vistas pelas unidades, W_q q</translation>
    </message>
    <message>
        <source>Keys seen by the units, W_k k</source>
        <translation>Chaves vistas pelas unidades, W_k k</translation>
    </message>
    <message>
        <source>Scores vᵀ tanh(W_q q + W_k k)</source>
        <translation>Pontuações vᵀ tanh(W_q q + W_k k)</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>Pontuações com máscara</translation>
    </message>
    <message>
        <source>Attention weights (additive)</source>
        <translation>Pesos de atenção (aditiva)</translation>
    </message>
    <message>
        <source>Output A V</source>
        <translation>Saída A V</translation>
    </message>
    <message>
        <source>Attention began in 2014 in translation: while writing each word, the decoder looks back at every word of the source sentence. Its state q is first multiplied by a learned matrix W_q, giving one number for each of the d_a units of a small network.</source>
        <translation>A atenção nasceu em 2014 na tradução: antes de escrever cada palavra, o decodificador consulta cada palavra da frase de origem. Seu estado q é primeiro multiplicado por uma matriz aprendida W_q, o que dá um número para cada uma das d_a unidades de uma pequena rede.</translation>
    </message>
    <message>
        <source>Each source word&apos;s annotation k goes through its own learned matrix W_k into the same d_a units. These products are computed once per key and reused for every query.</source>
        <translation>A anotação k de cada palavra de origem passa por sua própria matriz aprendida W_k para as mesmas d_a unidades. Esses produtos são calculados uma vez por chave e reutilizados para cada consulta.</translation>
    </message>
    <message>
        <source>For each query and key the units add W_q q and W_k k, pass the sum through tanh and weigh the results with a learned vector v. The comparison is itself learned, instead of a dot product; tanh keeps every unit between −1 and 1, so no √d_k is needed.</source>
        <translation>Para cada consulta e cada chave, as unidades somam W_q q e W_k k, passam a soma pela tanh e ponderam os resultados com um vetor aprendido v. A própria comparação é aprendida, em vez de um produto escalar; a tanh mantém cada unidade entre −1 e 1, então nenhum √d_k é necessário.</translation>
    </message>
    <message>
        <source>As in softmax attention, the mask sets hidden pairs to −∞: their weight will be exactly 0.</source>
        <translation>Como na atenção softmax, a máscara leva os pares ocultos a −∞: o peso deles será exatamente 0.</translation>
    </message>
    <message>
        <source>The softmax of each row turns the scores into weights that are positive and add up to 1: how much of each key&apos;s value the query takes.</source>
        <translation>O softmax de cada linha transforma as pontuações em pesos positivos que somam 1: quanto do valor de cada chave a consulta recebe.</translation>
    </message>
    <message>
        <source>Each output row is the weighted average of the values: the context the decoder uses to write its next word.</source>
        <translation>Cada linha de saída é a média ponderada dos valores: o contexto que o decodificador usa para escrever a próxima palavra.</translation>
    </message>
    <message>
        <source>This scenario evaluates tanh %1 times (n_q · n_k · d_a = %2 × %3 × %4); dot-product scores would take %5 multiply-adds (n_q · n_k · d_k) and no tanh.</source>
        <translation>Este cenário avalia a tanh %1 vezes (n_q · n_k · d_a = %2 × %3 × %4); pontuações por produto escalar levariam %5 multiplicações-adições (n_q · n_k · d_k) e nenhuma tanh.</translation>
    </message>
    <message>
        <source>Every score lies within ±Σ|v&lt;sub&gt;u&lt;/sub&gt;| = ±%1.</source>
        <translation>Toda pontuação fica dentro de ±Σ|v&lt;sub&gt;u&lt;/sub&gt;| = ±%1.</translation>
    </message>
    <message>
        <source>Largest weight of each row: %1.</source>
        <translation>Maior peso de cada linha: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n query row(s) have every key hidden: their weights and output are 0.</source>
        <translation>
            <numerusform>%n linha de consulta tem todas as chaves ocultas: seus pesos e sua saída são 0.</numerusform>
            <numerusform>%n linhas de consulta têm todas as chaves ocultas: seus pesos e sua saída são 0.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unit u</source>
        <translation>Unidade u</translation>
    </message>
    <message>
        <source>Value dimension</source>
        <translation>Dimensão do valor</translation>
    </message>
    <message>
        <source>Query %1 %2, unit %3</source>
        <translation>Consulta %1 %2, unidade %3</translation>
    </message>
    <message>
        <source>Key %1 %2, unit %3</source>
        <translation>Chave %1 %2, unidade %3</translation>
    </message>
    <message>
        <source>(%1 %2&lt;sub&gt;%3&lt;/sub&gt;)&lt;sub&gt;%4&lt;/sub&gt; = Σ&lt;sub&gt;c&lt;/sub&gt; %1[%4, c] × %2&lt;sub&gt;%3,c&lt;/sub&gt;: row %4 of %1 against the vector.</source>
        <translation>(%1 %2&lt;sub&gt;%3&lt;/sub&gt;)&lt;sub&gt;%4&lt;/sub&gt; = Σ&lt;sub&gt;c&lt;/sub&gt; %1[%4, c] × %2&lt;sub&gt;%3,c&lt;/sub&gt;: a linha %4 de %1 contra o vetor.</translation>
    </message>
    <message>
        <source>product</source>
        <translation>produto</translation>
    </message>
    <message numerus="yes">
        <source>%n more dimension(s) where the weight or the vector is 0 add nothing.</source>
        <translation>
            <numerusform>Mais %n dimensão em que o peso ou o vetor é 0 não acrescenta nada.</numerusform>
            <numerusform>Mais %n dimensões em que o peso ou o vetor é 0 não acrescentam nada.</numerusform>
        </translation>
    </message>
    <message>
        <source>sum = %1</source>
        <translation>soma = %1</translation>
    </message>
    <message>
        <source>Output of query %1 %2, column %3</source>
        <translation>Saída da consulta %1 %2, coluna %3</translation>
    </message>
    <message>
        <source>o&lt;sub&gt;%1,%2&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; a&lt;sub&gt;%1,j&lt;/sub&gt; × v&lt;sub&gt;j,%2&lt;/sub&gt;: the values of column %2, averaged with this query&apos;s weights.</source>
        <translation>o&lt;sub&gt;%1,%2&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; a&lt;sub&gt;%1,j&lt;/sub&gt; × v&lt;sub&gt;j,%2&lt;/sub&gt;: a média dos valores da coluna %2, ponderada pelos pesos desta consulta.</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>chave j</translation>
    </message>
    <message>
        <source>weight a</source>
        <translation>peso a</translation>
    </message>
    <message>
        <source>value v</source>
        <translation>valor v</translation>
    </message>
    <message>
        <source>Query %1 %2 → key %3 %4</source>
        <translation>Consulta %1 %2 → chave %3 %4</translation>
    </message>
    <message>
        <source>1. Score e = vᵀ tanh(W_q q + W_k k)</source>
        <translation>1. Pontuação e = vᵀ tanh(W_q q + W_k k)</translation>
    </message>
    <message>
        <source>Each of the %1 units adds what it sees of the query and of the key, squashes the sum with tanh and weighs it by v&lt;sub&gt;u&lt;/sub&gt;.</source>
        <translation>Cada uma das %1 unidades soma o que vê da consulta e da chave, comprime a soma com a tanh e a pondera por v&lt;sub&gt;u&lt;/sub&gt;.</translation>
    </message>
    <message>
        <source>unit u</source>
        <translation>unidade u</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>soma</translation>
    </message>
    <message>
        <source>Unlike a dot product q · k, this comparison is learned (W_q, W_k and v are trained with the model), has no √d_k (tanh keeps each unit between −1 and 1) and costs %1 tanh per pair instead of %2 multiply-adds.</source>
        <translation>Ao contrário do produto escalar q · k, esta comparação é aprendida (W_q, W_k e v são treinados com o modelo), não tem √d_k (a tanh mantém cada unidade entre −1 e 1) e custa %1 tanh por par em vez de %2 multiplicações-adições.</translation>
    </message>
    <message>
        <source>e&lt;sub&gt;%1,%2&lt;/sub&gt; = %3</source>
        <translation>e&lt;sub&gt;%1,%2&lt;/sub&gt; = %3</translation>
    </message>
    <message>
        <source>2. Mask</source>
        <translation>2. Máscara</translation>
    </message>
    <message>
        <source>No mask: the score passes unchanged, &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Sem máscara: a pontuação passa inalterada, &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Allowed: the score passes unchanged, &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Permitida: a pontuação passa inalterada, &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Hidden (%1): the score becomes &lt;b&gt;−∞&lt;/b&gt;, so the weight will be 0.</source>
        <translation>Oculta (%1): a pontuação vira &lt;b&gt;−∞&lt;/b&gt;, então o peso será 0.</translation>
    </message>
    <message>
        <source>3. Softmax of row %1</source>
        <translation>3. Softmax da linha %1</translation>
    </message>
    <message>
        <source>The mask hides every key of this query: the row&apos;s weights and output are all 0 (never 0/0).</source>
        <translation>A máscara oculta todas as chaves desta consulta: os pesos e a saída da linha são todos 0 (nunca 0/0).</translation>
    </message>
    <message>
        <source>row maximum m = %1</source>
        <translation>máximo da linha m = %1</translation>
    </message>
    <message>
        <source>%1 queries, %2 keys, d_k = %3, d_a = %4 units, d_v = %5</source>
        <translation>%1 consultas, %2 chaves, d_k = %3, d_a = %4 unidades, d_v = %5</translation>
    </message>
    <message>
        <source>The open scenario is additive attention (2014): a small network scores each query against each key.</source>
        <translation>O cenário aberto é atenção aditiva (2014): uma pequena rede pontua cada consulta contra cada chave.</translation>
    </message>
    <message>
        <source>Additive attention (2014)</source>
        <translation>Atenção aditiva (2014)</translation>
    </message>
</context>
<context>
    <name>ConvertToMatricesCommand</name>
    <message>
        <source>Copy Q, K, V into matrix mode</source>
        <translation>Copiar Q, K, V para o modo de matrizes</translation>
    </message>
</context>
<context>
    <name>DeformableDescription</name>
    <message>
        <source>1 Map and points</source>
        <translation>1 Mapa e pontos</translation>
    </message>
    <message>
        <source>2 Point logits</source>
        <translation>2 Logits dos pontos</translation>
    </message>
    <message>
        <source>3 Point weights</source>
        <translation>3 Pesos dos pontos</translation>
    </message>
    <message>
        <source>4 Output</source>
        <translation>4 Saída</translation>
    </message>
    <message>
        <source>mean over the channels</source>
        <translation>média sobre os canais</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>weight a</source>
        <translation>peso a</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>valor de saída</translation>
    </message>
    <message>
        <source>Value map (mean of %1 channels) and sampling points</source>
        <translation>Mapa de valores (média de %1 canais) e pontos de amostragem</translation>
    </message>
    <message>
        <source>Point logits, %1 per head</source>
        <translation>Logits dos pontos, %1 por cabeça</translation>
    </message>
    <message>
        <source>Point weights a, %1 per head</source>
        <translation>Pesos a dos pontos, %1 por cabeça</translation>
    </message>
    <message>
        <source>Output, %1 heads side by side</source>
        <translation>Saída, %1 cabeças lado a lado</translation>
    </message>
    <message>
        <source>head 0 orange</source>
        <translation>cabeça 0 laranja</translation>
    </message>
    <message>
        <source>head 1 green</source>
        <translation>cabeça 1 verde</translation>
    </message>
    <message>
        <source>head 2 pink</source>
        <translation>cabeça 2 rosa</translation>
    </message>
    <message>
        <source>head 3 yellow</source>
        <translation>cabeça 3 amarela</translation>
    </message>
    <message>
        <source>head 4 black</source>
        <translation>cabeça 4 preta</translation>
    </message>
    <message>
        <source>head 5 sky blue</source>
        <translation>cabeça 5 azul-celeste</translation>
    </message>
    <message>
        <source>n&lt;sub&gt;q&lt;/sub&gt;·M·K = %1·%2·%3 = %4 samples, against n&lt;sub&gt;q&lt;/sub&gt;·H·W = %1·%5·%6 = %7 comparisons for full attention over the same map.</source>
        <translation>n&lt;sub&gt;q&lt;/sub&gt;·M·K = %1·%2·%3 = %4 amostras, contra n&lt;sub&gt;q&lt;/sub&gt;·H·W = %1·%5·%6 = %7 comparações para a atenção completa sobre o mesmo mapa.</translation>
    </message>
    <message>
        <source>k%1</source>
        <translation>k%1</translation>
    </message>
    <message>
        <source>Sampling point</source>
        <translation>Ponto de amostragem</translation>
    </message>
    <message>
        <source>point k</source>
        <translation>ponto k</translation>
    </message>
    <message>
        <source>a&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>a&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Pixel (x %1, y %2) of the value map</source>
        <translation>Pixel (x %1, y %2) do mapa de valores</translation>
    </message>
    <message>
        <source>The mean of its %1 channels</source>
        <translation>A média de seus %1 canais</translation>
    </message>
    <message>
        <source>channel c</source>
        <translation>canal c</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeça</translation>
    </message>
    <message>
        <source>v(y, x, c)</source>
        <translation>v(y, x, c)</translation>
    </message>
    <message>
        <source>mean = %1</source>
        <translation>média = %1</translation>
    </message>
    <message>
        <source>The logits of head %1&apos;s points and their softmax</source>
        <translation>Os logits dos pontos da cabeça %1 e seu softmax</translation>
    </message>
    <message>
        <source>a&lt;sub&gt;%1,%2,%3&lt;/sub&gt; = %4</source>
        <translation>a&lt;sub&gt;%1,%2,%3&lt;/sub&gt; = %4</translation>
    </message>
    <message>
        <source>Output o&lt;sub&gt;%1&lt;/sub&gt;[%2]: head %3, its channel %4</source>
        <translation>Saída o&lt;sub&gt;%1&lt;/sub&gt;[%2]: cabeça %3, seu canal %4</translation>
    </message>
    <message>
        <source>1. Weights: softmax over head %1&apos;s %2 points</source>
        <translation>1. Pesos: softmax sobre os %2 pontos da cabeça %1</translation>
    </message>
    <message>
        <source>neighbour (x, y)</source>
        <translation>vizinho (x, y)</translation>
    </message>
    <message>
        <source>bilinear weight</source>
        <translation>peso bilinear</translation>
    </message>
    <message>
        <source>value v[%1]</source>
        <translation>valor v[%1]</translation>
    </message>
    <message>
        <source>product</source>
        <translation>produto</translation>
    </message>
    <message>
        <source>outside: 0</source>
        <translation>fora: 0</translation>
    </message>
    <message>
        <source>v&lt;sub&gt;%1&lt;/sub&gt;(ℓ&lt;sub&gt;%2&lt;/sub&gt;)[%3] = %4</source>
        <translation>v&lt;sub&gt;%1&lt;/sub&gt;(ℓ&lt;sub&gt;%2&lt;/sub&gt;)[%3] = %4</translation>
    </message>
    <message>
        <source>%1. Weighted sum over the %2 points</source>
        <translation>%1. Soma ponderada sobre os %2 pontos</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>amostra</translation>
    </message>
    <message>
        <source>o&lt;sub&gt;%1&lt;/sub&gt;[%2] = %3</source>
        <translation>o&lt;sub&gt;%1&lt;/sub&gt;[%2] = %3</translation>
    </message>
    <message>
        <source>o&lt;sub&gt;%1&lt;/sub&gt; = [%2]</source>
        <translation>o&lt;sub&gt;%1&lt;/sub&gt; = [%2]</translation>
    </message>
    <message>
        <source>%1 queries on a %2 × %3 map of d = %4, %5 heads × %6 points</source>
        <translation>%1 consultas em um mapa %2 × %3 de d = %4, %5 cabeças × %6 pontos</translation>
    </message>
    <message>
        <source>Value maps (mean of %1 channels) and sampling points, %2 levels</source>
        <translation>Mapas de valores (média de %1 canais) e pontos de amostragem, %2 níveis</translation>
    </message>
    <message>
        <source>Output, %1 heads side by side times W_O</source>
        <translation>Saída, %1 cabeças lado a lado multiplicadas por W_O</translation>
    </message>
    <message>
        <source>level %1 of %2 (%3 × %4)</source>
        <translation>nível %1 de %2 (%3 × %4)</translation>
    </message>
    <message>
        <source>The value map, each pixel&apos;s d channels averaged (with several levels, one map per level: the frame chooses it). Rings: the queries&apos; reference points p. Discs: where each query samples, one colour per head (%1), larger for a larger weight a. A point off the map reads zeros.</source>
        <translation>O mapa de valores, com a média dos d canais de cada pixel (com vários níveis, um mapa por nível: o controle deslizante de nível o escolhe). Anéis: os pontos de referência p das consultas. Discos: onde cada consulta amostra, uma cor por cabeça (%1), maiores para um peso a maior. Um ponto fora do mapa lê zeros.</translation>
    </message>
    <message>
        <source>Each query i has a reference point p&lt;sub&gt;i&lt;/sub&gt; and, for each head m and level l, K sampling offsets Δ in pixels of that level: it reads the value maps only at the points ℓ = p + Δ / (W&lt;sub&gt;l&lt;/sub&gt;, H&lt;sub&gt;l&lt;/sub&gt;), not at every position. Each point also has a logit, shown here. Given query rows q&lt;sub&gt;i&lt;/sub&gt;, both come from two linear projections: Δ = b + W q, logit = b&apos; + W&apos; q.</source>
        <translation>Cada consulta i tem um ponto de referência p&lt;sub&gt;i&lt;/sub&gt; e, para cada cabeça m e cada nível l, K deslocamentos de amostragem Δ em pixels desse nível: ela lê os mapas de valores apenas nos pontos ℓ = p + Δ / (W&lt;sub&gt;l&lt;/sub&gt;, H&lt;sub&gt;l&lt;/sub&gt;), não em todas as posições. Cada ponto também tem um logit, mostrado aqui. Quando as linhas de consulta q&lt;sub&gt;i&lt;/sub&gt; são dadas, ambos vêm de duas projeções lineares: Δ = b + W q, logit = b&apos; + W&apos; q.</translation>
    </message>
    <message>
        <source>The softmax of a head&apos;s L·K logits (all its points on all levels): how much each sampled point counts. Each row of a head sums to 1.</source>
        <translation>O softmax dos L·K logits de uma cabeça (todos os seus pontos em todos os níveis): quanto conta cada ponto amostrado. Cada linha de uma cabeça soma 1.</translation>
    </message>
    <message>
        <source>Each point is read by bilinear interpolation between its 4 neighbouring pixels of its level (a neighbour outside the map reads 0); head m sums its L·K samples weighted by a, on its own d/M channels, and the heads are put side by side (then multiplied by W_O when it is given).</source>
        <translation>Cada ponto é lido por interpolação bilinear entre seus 4 pixels vizinhos do seu nível (um vizinho fora do mapa lê 0); a cabeça m soma suas L·K amostras ponderadas por a, nos seus próprios d/M canais, e as cabeças são postas lado a lado (depois multiplicadas por W_O, quando ela é dada).</translation>
    </message>
    <message>
        <source>n&lt;sub&gt;q&lt;/sub&gt;·M·L·K = %1·%2·%3·%4 = %5 samples, against n&lt;sub&gt;q&lt;/sub&gt;·Σ&lt;sub&gt;l&lt;/sub&gt; H&lt;sub&gt;l&lt;/sub&gt;·W&lt;sub&gt;l&lt;/sub&gt; = %1·(%6) = %7 comparisons for full attention over the same %3 maps.</source>
        <translation>n&lt;sub&gt;q&lt;/sub&gt;·M·L·K = %1·%2·%3·%4 = %5 amostras, contra n&lt;sub&gt;q&lt;/sub&gt;·Σ&lt;sub&gt;l&lt;/sub&gt; H&lt;sub&gt;l&lt;/sub&gt;·W&lt;sub&gt;l&lt;/sub&gt; = %1·(%6) = %7 comparações para a atenção completa sobre os mesmos %3 mapas.</translation>
    </message>
    <message>
        <source>l%1 k%2</source>
        <translation>l%1 k%2</translation>
    </message>
    <message>
        <source>level %1 (%2 × %3)</source>
        <translation>nível %1 (%2 × %3)</translation>
    </message>
    <message>
        <source>point %1</source>
        <translation>ponto %1</translation>
    </message>
    <message>
        <source>%1, point %2</source>
        <translation>%1, ponto %2</translation>
    </message>
    <message>
        <source>%1 = b + Σ&lt;sub&gt;c&lt;/sub&gt; W[%2, c]·q&lt;sub&gt;%3,c&lt;/sub&gt; = %4 + (%5) = %6</source>
        <translation>%1 = b + Σ&lt;sub&gt;c&lt;/sub&gt; W[%2, c]·q&lt;sub&gt;%3,c&lt;/sub&gt; = %4 + (%5) = %6</translation>
    </message>
    <message>
        <source>a&lt;sub&gt;%1,%2,k&lt;/sub&gt; = exp(z&lt;sub&gt;k&lt;/sub&gt; − max) / Σ&lt;sub&gt;k&apos;&lt;/sub&gt; exp(z&lt;sub&gt;k&apos;&lt;/sub&gt; − max), max = %3, Σ = %4</source>
        <translation>a&lt;sub&gt;%1,%2,k&lt;/sub&gt; = exp(z&lt;sub&gt;k&lt;/sub&gt; − max) / Σ&lt;sub&gt;k&apos;&lt;/sub&gt; exp(z&lt;sub&gt;k&apos;&lt;/sub&gt; − max), max = %3, Σ = %4</translation>
    </message>
    <message>
        <source>level l</source>
        <translation>nível l</translation>
    </message>
    <message>
        <source>logit z&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>logit z&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>exp(z&lt;sub&gt;k&lt;/sub&gt; − max)</source>
        <translation>exp(z&lt;sub&gt;k&lt;/sub&gt; − max)</translation>
    </message>
    <message>
        <source>Pixel (x %1, y %2) of the value map, %3</source>
        <translation>Pixel (x %1, y %2) do mapa de valores, %3</translation>
    </message>
    <message>
        <source>Logit of query %1, head %2, %3</source>
        <translation>Logit da consulta %1, cabeça %2, %3</translation>
    </message>
    <message>
        <source>Weight of query %1, head %2, %3</source>
        <translation>Peso da consulta %1, cabeça %2, %3</translation>
    </message>
    <message>
        <source>1. The logit from the query: a linear projection of q&lt;sub&gt;%1&lt;/sub&gt;</source>
        <translation>1. O logit a partir da consulta: uma projeção linear de q&lt;sub&gt;%1&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>z&lt;sub&gt;%1,%2,%3&lt;/sub&gt;</source>
        <translation>z&lt;sub&gt;%1,%2,%3&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>z = %1</source>
        <translation>z = %1</translation>
    </message>
    <message>
        <source>Softmax over head %1&apos;s %2 points</source>
        <translation>Softmax sobre os %2 pontos da cabeça %1</translation>
    </message>
    <message>
        <source>z&lt;sub&gt;%1,%2,%3&lt;/sub&gt; = %4</source>
        <translation>z&lt;sub&gt;%1,%2,%3&lt;/sub&gt; = %4</translation>
    </message>
    <message>
        <source>Output o&lt;sub&gt;%1&lt;/sub&gt;[%2]: the heads side by side times W_O</source>
        <translation>Saída o&lt;sub&gt;%1&lt;/sub&gt;[%2]: as cabeças lado a lado multiplicadas por W_O</translation>
    </message>
    <message>
        <source>Σ&lt;sub&gt;c&lt;/sub&gt; (heads side by side)&lt;sub&gt;c&lt;/sub&gt; · W_O[c, %1]</source>
        <translation>Σ&lt;sub&gt;c&lt;/sub&gt; (cabeças lado a lado)&lt;sub&gt;c&lt;/sub&gt; · W_O[c, %1]</translation>
    </message>
    <message>
        <source>heads side by side</source>
        <translation>cabeças lado a lado</translation>
    </message>
    <message>
        <source>W_O[c, %1]</source>
        <translation>W_O[c, %1]</translation>
    </message>
    <message>
        <source>%1. %2: bilinear sample of channel %3</source>
        <translation>%1. %2: amostra bilinear do canal %3</translation>
    </message>
    <message>
        <source>Δx</source>
        <translation>Δx</translation>
    </message>
    <message>
        <source>Δy</source>
        <translation>Δy</translation>
    </message>
    <message>
        <source>The heads side by side, before W_O:</source>
        <translation>As cabeças lado a lado, antes de W_O:</translation>
    </message>
    <message>
        <source>%1 queries on %2 maps (%3) of d = %4, %5 heads × %6 points per level</source>
        <translation>%1 consultas em %2 mapas (%3) de d = %4, %5 cabeças × %6 pontos por nível</translation>
    </message>
    <message>
        <source>head 6 blue</source>
        <translation>cabeça 6 azul</translation>
    </message>
    <message>
        <source>head 7 vermillion</source>
        <translation>cabeça 7 vermelhão</translation>
    </message>
    <message>
        <source>ℓ = p + Δ / (W, H) = (%1, %2) + (%3, %4) / (%5, %6) = (%7, %8); in pixels x = ℓ&lt;sub&gt;x&lt;/sub&gt;·W − %11 = %9, y = ℓ&lt;sub&gt;y&lt;/sub&gt;·H − %11 = %10</source>
        <translation>ℓ = p + Δ / (W, H) = (%1, %2) + (%3, %4) / (%5, %6) = (%7, %8); em pixels, x = ℓ&lt;sub&gt;x&lt;/sub&gt;·W − %11 = %9, y = ℓ&lt;sub&gt;y&lt;/sub&gt;·H − %11 = %10</translation>
    </message>
    <message>
        <source>Deformable attention</source>
        <translation>Atenção deformável</translation>
    </message>
    <message>
        <source>&lt;b&gt;No Q, K or V&lt;/b&gt;: deformable attention reads a value map at a few points per query, shown in the first step. They are the scenario file&apos;s &quot;value&quot; (or &quot;random&quot;), &quot;reference_points&quot;, &quot;sampling_offsets&quot; and &quot;attention_logits&quot;.</source>
        <translation>&lt;b&gt;Sem Q, K nem V&lt;/b&gt;: a atenção deformável lê um mapa de valores em poucos pontos por consulta, mostrados na primeira etapa. São os &quot;value&quot; (ou &quot;random&quot;), &quot;reference_points&quot;, &quot;sampling_offsets&quot; e &quot;attention_logits&quot; do arquivo de cenário.</translation>
    </message>
    <message>
        <source>The open scenario is deformable attention: each query reads the value map at a few sampled points around its reference point, not at every key.</source>
        <translation>O cenário aberto é de atenção deformável: cada consulta lê o mapa de valores em alguns pontos amostrados ao redor do seu ponto de referência, não em todas as chaves.</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>cannot read the picture %1 to copy it next to the scenario: %2</source>
        <translation>não é possível ler a imagem %1 para copiá-la ao lado do cenário: %2</translation>
    </message>
    <message>
        <source>the picture must be copied next to the scenario, and another file named %1 is already there</source>
        <translation>a imagem precisa ser copiada ao lado do cenário, e já existe lá outro arquivo chamado %1</translation>
    </message>
</context>
<context>
    <name>EditCellCommand</name>
    <message>
        <source>Edit %1[%2][%3]</source>
        <translation>Editar %1[%2][%3]</translation>
    </message>
</context>
<context>
    <name>EditDescriptionCommand</name>
    <message>
        <source>Edit title and description</source>
        <translation>Editar título e descrição</translation>
    </message>
</context>
<context>
    <name>EditLessonQuestionCommand</name>
    <message>
        <source>Remove the question of step %1</source>
        <translation>Remover a pergunta da tela %1</translation>
    </message>
    <message>
        <source>Edit the question of step %1</source>
        <translation>Editar a pergunta da tela %1</translation>
    </message>
</context>
<context>
    <name>EditLessonTextCommand</name>
    <message>
        <source>Edit the lesson&apos;s text</source>
        <translation>Editar o texto da lição</translation>
    </message>
</context>
<context>
    <name>EditSentencesCommand</name>
    <message>
        <source>Edit sentences</source>
        <translation>Editar frases</translation>
    </message>
    <message>
        <source>Sentence “%1”</source>
        <translation>Frase “%1”</translation>
    </message>
    <message>
        <source>Sentences “%1” → “%2”</source>
        <translation>Frases “%1” → “%2”</translation>
    </message>
</context>
<context>
    <name>EditTokensCommand</name>
    <message>
        <source>Edit token labels</source>
        <translation>Editar rótulos dos tokens</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>&quot;%1&quot; is not a stage of this kind</source>
        <translation>&quot;%1&quot; não é uma etapa deste tipo</translation>
    </message>
    <message>
        <source>not a picture this program can read (%1); PNG and JPEG are</source>
        <translation>não é uma imagem que este programa consiga ler (%1); PNG e JPEG são aceitos</translation>
    </message>
    <message>
        <source>the picture has no pixels (%1)</source>
        <translation>a imagem não tem pixels (%1)</translation>
    </message>
    <message>
        <source>the picture is too large (%1 pixels; at most %2 a side and %3 pixels in all); make it smaller first</source>
        <translation>a imagem é grande demais (%1 pixels; no máximo %2 por lado e %3 pixels no total); reduza-a primeiro</translation>
    </message>
    <message>
        <source>cannot read the picture: %1 (a damaged or truncated file?)</source>
        <translation>não é possível ler a imagem: %1 (arquivo danificado ou truncado?)</translation>
    </message>
    <message>
        <source>the picture has no pixels</source>
        <translation>a imagem não tem pixels</translation>
    </message>
    <message>
        <source>the picture is too large (%1 pixels)</source>
        <translation>a imagem é grande demais (%1 pixels)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a stage of %2 attention (%3)</source>
        <translation>&quot;%1&quot; não é uma etapa da atenção %2 (%3)</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 frame)</source>
        <translation>%1 está fora do intervalo (%2 passo)</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 frames)</source>
        <translation>%1 está fora do intervalo (%2 passos)</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 head)</source>
        <translation>%1 está fora do intervalo (%2 cabeça)</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 heads)</source>
        <translation>%1 está fora do intervalo (%2 cabeças)</translation>
    </message>
    <message>
        <source>(%1, %2) is outside the %3 × %4 values</source>
        <translation>(%1, %2) está fora dos %3 × %4 valores</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>An error in the user&apos;s input: the place in it (a key such as &quot;k[2]&quot;, a file), then what is wrong there.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; não é um número</translation>
    </message>
    <message>
        <source>expected at least 1 row bin, got %1</source>
        <translation>esperada pelo menos 1 faixa de linhas; recebido: %1</translation>
    </message>
    <message>
        <source>expected at least 1 column bin, got %1</source>
        <translation>esperada pelo menos 1 faixa de colunas; recebido: %1</translation>
    </message>
    <message>
        <source>%1 is not a head of this input (0 to %2)</source>
        <translation>%1 não é uma cabeça desta entrada (0 a %2)</translation>
    </message>
    <message>
        <source>expected %1 values (one per query), got %2</source>
        <translation>eram esperados %1 valores (um por consulta), mas há %2</translation>
    </message>
    <message>
        <source>expected a finite number, got %1</source>
        <translation>esperado um número finito; recebido: %1</translation>
    </message>
    <message>
        <source>expected true, false or {&quot;scale&quot;: 0.5}, got %1</source>
        <translation>esperado true, false ou {&quot;scale&quot;: 0.5}; recebido: %1</translation>
    </message>
    <message>
        <source>%1: unknown key, ignored</source>
        <translation>%1: chave desconhecida, ignorada</translation>
    </message>
    <message>
        <source>no query rows</source>
        <translation>nenhuma linha de consulta</translation>
    </message>
    <message>
        <source>missing: how many object queries</source>
        <translation>falta: quantas consultas de objeto</translation>
    </message>
    <message>
        <source>expected {&quot;count&quot;: 4, &quot;seed&quot;: 1} or an array of rows, got %1</source>
        <translation>esperado {&quot;count&quot;: 4, &quot;seed&quot;: 1} ou uma lista de linhas; recebido: %1</translation>
    </message>
    <message>
        <source>no image reader in this program (pictures are read by the app and attnlab-cli)</source>
        <translation>este programa não tem leitor de imagens (as imagens são lidas pelo aplicativo e pelo attnlab-cli)</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 32}, got %1</source>
        <translation>esperado um objeto como {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 32}; recebido: %1</translation>
    </message>
    <message>
        <source>missing: the picture to cut into patches</source>
        <translation>falta: a imagem a cortar em patches</translation>
    </message>
    <message>
        <source>no file name</source>
        <translation>nenhum nome de arquivo</translation>
    </message>
    <message>
        <source>expected [height, width], got %1</source>
        <translation>esperado [altura, largura]; recebido: %1</translation>
    </message>
    <message>
        <source>at most %1 pixels, got %2</source>
        <translation>no máximo %1 pixels; recebido: %2</translation>
    </message>
    <message>
        <source>expected &quot;resize&quot; or &quot;crop&quot;, got &quot;%1&quot;</source>
        <translation>esperado &quot;resize&quot; ou &quot;crop&quot;; recebido: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;patches&quot;, &quot;mean_colour&quot; or &quot;lexicon_colour&quot;, got &quot;%1&quot;</source>
        <translation>esperado &quot;patches&quot;, &quot;mean_colour&quot; ou &quot;lexicon_colour&quot;; recebido: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;identity&quot; or {&quot;random&quot;: 7}, got %1</source>
        <translation>esperado &quot;identity&quot; ou {&quot;random&quot;: 7}; recebido: %1</translation>
    </message>
    <message>
        <source>empty prompt</source>
        <translation>prompt vazio</translation>
    </message>
    <message>
        <source>expected &quot;en&quot;, &quot;fr&quot;, &quot;pt&quot; or &quot;&quot;, got &quot;%1&quot;</source>
        <translation>esperado &quot;en&quot;, &quot;fr&quot;, &quot;pt&quot; ou &quot;&quot;; recebido: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>give object queries or a prompt, not both: object queries attend to the patches, the patches attend to a prompt</source>
        <translation>informe consultas de objeto ou um prompt, não ambos: as consultas de objeto prestam atenção aos patches, e os patches prestam atenção a um prompt</translation>
    </message>
    <message>
        <source>a prompt&apos;s words live in the lexicon&apos;s space: the patches need &quot;lexicon_colour&quot;</source>
        <translation>as palavras de um prompt vivem no espaço do léxico: os patches precisam de &quot;lexicon_colour&quot;</translation>
    </message>
    <message>
        <source>the lexicon has no dimension &quot;%1&quot;</source>
        <translation>o léxico não tem a dimensão &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a patch of %1 × %2 pixels does not fit in a picture of %3; choose a stride of at most %4</source>
        <translation>um patch de %1 × %2 pixels não cabe numa imagem de %3; escolha um stride de no máximo %4</translation>
    </message>
    <message>
        <source>%1 × %2 = %3 patches exceed the limit of %4 tokens; choose a larger stride or a smaller &quot;size&quot;</source>
        <translation>%1 × %2 = %3 patches ultrapassam o limite de %4 tokens; escolha um stride maior ou um &quot;size&quot; menor</translation>
    </message>
    <message>
        <source>a patch of %1 × %2 pixels has %3 numbers (C·s·s), more than the %4 dimensions a token may have; choose a smaller stride or &quot;embedding&quot;: &quot;mean_colour&quot;</source>
        <translation>um patch de %1 × %2 pixels tem %3 números (C·s·s), mais que as %4 dimensões que um token pode ter; escolha um stride menor ou &quot;embedding&quot;: &quot;mean_colour&quot;</translation>
    </message>
    <message>
        <source>expected rows of %1 numbers (the patch embedding&apos;s dimension), got %2</source>
        <translation>esperadas linhas de %1 números (a dimensão do embedding dos patches); recebido: %2</translation>
    </message>
    <message>
        <source>draws of fewer than 16 numbers are not PyTorch&apos;s; ask for more queries</source>
        <translation>sorteios de menos de 16 números não seguem o PyTorch; peça mais consultas</translation>
    </message>
    <message>
        <source>needs a dimension of at least 3</source>
        <translation>precisa de uma dimensão de pelo menos 3</translation>
    </message>
    <message>
        <source>layer %1, head %2, row %3: the weights sum to %4 instead of 1</source>
        <translation>camada %1, cabeça %2, linha %3: os pesos somam %4 em vez de 1</translation>
    </message>
    <message>
        <source>head %1, row %2: the weights sum to %3 instead of 1</source>
        <translation>cabeça %1, linha %2: os pesos somam %3 em vez de 1</translation>
    </message>
    <message>
        <source>row %1: the weights sum to %2 instead of 1</source>
        <translation>linha %1: os pesos somam %2 em vez de 1</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>um número</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>um texto</translation>
    </message>
    <message>
        <source>expected attention weights of shape (n_q, n_k), (heads, n_q, n_k) or (layers, heads, n_q, n_k), found %1 dimensions, shape %2 (still with the batch dimension? save one element: a[:, 0])</source>
        <translation>esperados pesos de atenção de formato (n_q, n_k), (heads, n_q, n_k) ou (layers, heads, n_q, n_k); encontradas %1 dimensões, formato %2 (ainda com a dimensão do lote? salve um só elemento: a[:, 0])</translation>
    </message>
    <message>
        <source>expected attention weights of shape (n_q, n_k), (heads, n_q, n_k) or (layers, heads, n_q, n_k), found %1 dimensions, shape %2</source>
        <translation>esperados pesos de atenção de formato (n_q, n_k), (heads, n_q, n_k) ou (layers, heads, n_q, n_k); encontradas %1 dimensões, formato %2</translation>
    </message>
    <message>
        <source>no attention weights (an empty dimension in shape %1)</source>
        <translation>nenhum peso de atenção (uma dimensão vazia no formato %1)</translation>
    </message>
    <message>
        <source>maps of %1 x %2 exceed the limit of %3 tokens</source>
        <translation>mapas de %1 x %2 ultrapassam o limite de %3 tokens</translation>
    </message>
    <message>
        <source>%1 layers x %2 heads make %3 maps, more than the limit of %4 (shape %5)</source>
        <translation>%1 camadas x %2 cabeças dão %3 mapas, mais que o limite de %4 (formato %5)</translation>
    </message>
    <message>
        <source>NaN is not a weight</source>
        <translation>NaN não é um peso</translation>
    </message>
    <message>
        <source>an infinite value is not a weight</source>
        <translation>um valor infinito não é um peso</translation>
    </message>
    <message>
        <source>and %1 more rows whose weights do not sum to 1 (%2 of %3 rows in all)</source>
        <translation>e mais %1 linhas cujos pesos não somam 1 (%2 de %3 linhas no total)</translation>
    </message>
    <message>
        <source>not a valid JSON list of tokens (%1)</source>
        <translation>não é uma lista JSON de tokens válida (%1)</translation>
    </message>
    <message>
        <source>not a valid JSON list of tokens (error at byte %1)</source>
        <translation>não é uma lista JSON de tokens válida (erro no byte %1)</translation>
    </message>
    <message>
        <source>not a valid JSON list of tokens (a number too large)</source>
        <translation>não é uma lista JSON de tokens válida (um número grande demais)</translation>
    </message>
    <message>
        <source>expected a JSON list of tokens</source>
        <translation>esperada uma lista JSON de tokens</translation>
    </message>
    <message>
        <source>%1 tokens exceed the limit of %2</source>
        <translation>%1 tokens ultrapassam o limite de %2</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>esperado um texto; recebido: %1</translation>
    </message>
    <message>
        <source>more than %1 tokens (the limit)</source>
        <translation>mais de %1 tokens (o limite)</translation>
    </message>
    <message>
        <source>no tokens</source>
        <translation>nenhum token</translation>
    </message>
    <message>
        <source>these maps are %1 x %2 (cross-attention): expected %3 tokens, the %4 query tokens then the %5 key tokens, got %6</source>
        <translation>estes mapas são %1 x %2 (atenção cruzada): eram esperados %3 tokens, os %4 tokens de consulta e depois os %5 tokens de chave, mas há %6</translation>
    </message>
    <message>
        <source>expected %1 tokens (one per row and column of the %2 x %3 maps), got %4</source>
        <translation>eram esperados %1 tokens (um por linha e por coluna dos mapas %2 x %3), mas há %4</translation>
    </message>
    <message>
        <source>expected %1 query tokens (one per row of the %2 x %3 maps), got %4</source>
        <translation>eram esperados %1 tokens de consulta (um por linha dos mapas %2 x %3), mas há %4</translation>
    </message>
    <message>
        <source>expected %1 key tokens (one per column of the %2 x %3 maps), got %4</source>
        <translation>eram esperados %1 tokens de chave (um por coluna dos mapas %2 x %3), mas há %4</translation>
    </message>
    <message>
        <source>a scenario</source>
        <translation>um cenário</translation>
    </message>
    <message>
        <source>a lesson</source>
        <translation>uma lição</translation>
    </message>
    <message>
        <source>a lexicon file</source>
        <translation>um arquivo de léxico</translation>
    </message>
    <message>
        <source>a GloVe file</source>
        <translation>um arquivo GloVe</translation>
    </message>
    <message>
        <source>a picture</source>
        <translation>uma imagem</translation>
    </message>
    <message>
        <source>a .npy file</source>
        <translation>um arquivo .npy</translation>
    </message>
    <message>
        <source>a .npz archive</source>
        <translation>um arquivo .npz</translation>
    </message>
    <message>
        <source>a CSV or text matrix</source>
        <translation>uma matriz CSV ou de texto</translation>
    </message>
    <message>
        <source>a tokens file</source>
        <translation>um arquivo de tokens</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>arquivo inexistente</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>uma pasta, não um arquivo</translation>
    </message>
    <message>
        <source>not a regular file (a FIFO, a device or a socket); only regular files are read</source>
        <translation>não é um arquivo comum (um FIFO, um dispositivo ou um socket); só arquivos comuns são lidos</translation>
    </message>
    <message>
        <source>cannot read the file&apos;s size (%1)</source>
        <translation>não é possível ler o tamanho do arquivo (%1)</translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes; %2 may have at most %3)</source>
        <translation>o arquivo é grande demais (%1 bytes; %2 pode ter no máximo %3)</translation>
    </message>
    <message>
        <source>cannot open the file for reading</source>
        <translation>não é possível abrir o arquivo para leitura</translation>
    </message>
    <message>
        <source>the file is too large (it grew past the limit of %1 for %2 while being read)</source>
        <translation>o arquivo é grande demais (passou do limite de %1 para %2 durante a leitura)</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>erro de leitura</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is an absolute path; %2 names its files relative to its own folder (&quot;%3&quot;)</source>
        <translation>&quot;%1&quot; é um caminho absoluto; %2 nomeia seus arquivos em relação à sua própria pasta (&quot;%3&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; leads out of the lesson&apos;s folder (&quot;..&quot;); put the file in that folder or below it</source>
        <translation>&quot;%1&quot; sai da pasta da lição (&quot;..&quot;); coloque o arquivo nessa pasta ou abaixo dela</translation>
    </message>
    <message>
        <source>&quot;%1&quot; leads out of the scenario&apos;s folder (&quot;..&quot;); put the file in that folder or below it</source>
        <translation>&quot;%1&quot; sai da pasta do cenário (&quot;..&quot;); coloque o arquivo nessa pasta ou abaixo dela</translation>
    </message>
    <message>
        <source>expected a whole number from 0, got %1</source>
        <translation>esperado um número inteiro a partir de 0; recebido: %1</translation>
    </message>
    <message>
        <source>expected [row, column], got %1</source>
        <translation>esperado [linha, coluna]; recebido: %1</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>esperado um objeto; recebido: %1</translation>
    </message>
    <message>
        <source>no &quot;type&quot; (largest_in_row, estimate, masked_pairs, larger or choice)</source>
        <translation>sem &quot;type&quot; (largest_in_row, estimate, masked_pairs, larger ou choice)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a question type (largest_in_row, estimate, masked_pairs, larger, choice)</source>
        <translation>&quot;%1&quot; não é um tipo de pergunta (largest_in_row, estimate, masked_pairs, larger, choice)</translation>
    </message>
    <message>
        <source>a %1 question needs &quot;%2&quot;</source>
        <translation>uma pergunta %1 precisa de &quot;%2&quot;</translation>
    </message>
    <message>
        <source>expected a positive number, got %1</source>
        <translation>esperado um número positivo; recebido: %1</translation>
    </message>
    <message>
        <source>expected a list of at least two choices, got %1</source>
        <translation>esperada uma lista de pelo menos duas opções; recebido: %1</translation>
    </message>
    <message>
        <source>%1 is not a choice (0 to %2)</source>
        <translation>%1 não é uma opção (0 a %2)</translation>
    </message>
    <message>
        <source>the same cell as &quot;cell&quot;: nothing to compare</source>
        <translation>a mesma célula que &quot;cell&quot;: nada a comparar</translation>
    </message>
    <message>
        <source>no &quot;scenario&quot; (an object, or a file name relative to the lesson)</source>
        <translation>sem &quot;scenario&quot; (um objeto ou um nome de arquivo relativo à lição)</translation>
    </message>
    <message>
        <source>a lesson is a JSON object, got %1</source>
        <translation>uma lição é um objeto JSON; recebido: %1</translation>
    </message>
    <message>
        <source>expected &quot;attnlab-lesson&quot; (this is not a lesson file)</source>
        <translation>esperado &quot;attnlab-lesson&quot; (este não é um arquivo de lição)</translation>
    </message>
    <message>
        <source>expected a whole number from 1, got %1</source>
        <translation>esperado um número inteiro a partir de 1; recebido: %1</translation>
    </message>
    <message>
        <source>this file is version %1, but this AttnLab reads version %2; a newer AttnLab is needed to open it</source>
        <translation>este arquivo está na versão %1, mas este AttnLab lê a versão %2; é preciso um AttnLab mais recente para abri-lo</translation>
    </message>
    <message>
        <source>no &quot;steps&quot;</source>
        <translation>sem &quot;steps&quot;</translation>
    </message>
    <message>
        <source>expected a list of language tags (&quot;en&quot;, &quot;fr&quot;, &quot;pt&quot;), got %1</source>
        <translation>esperada uma lista de códigos de idioma (&quot;en&quot;, &quot;fr&quot;, &quot;pt&quot;); recebido: %1</translation>
    </message>
    <message>
        <source>English (&quot;en&quot;) is missing: it is what every other language falls back to</source>
        <translation>falta o inglês (&quot;en&quot;): é o idioma de reserva de todos os outros</translation>
    </message>
    <message>
        <source>expected a list of at least one step, got %1</source>
        <translation>esperada uma lista de pelo menos uma tela; recebido: %1</translation>
    </message>
    <message>
        <source>(%1, %2) is outside the stage&apos;s %3 × %4 values</source>
        <translation>(%1, %2) está fora dos %3 × %4 valores da etapa</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 rows)</source>
        <translation>%1 está fora do intervalo (%2 linhas)</translation>
    </message>
    <message>
        <source>row %1 has no visible value to choose</source>
        <translation>a linha %1 não tem nenhum valor visível para escolher</translation>
    </message>
    <message>
        <source>row %1 has several largest values: no single answer</source>
        <translation>a linha %1 tem vários valores máximos: não há resposta única</translation>
    </message>
    <message>
        <source>the mask hides this cell: nothing to estimate</source>
        <translation>a máscara oculta esta célula: nada a estimar</translation>
    </message>
    <message>
        <source>the stage shows no mask: ask it of a masked stage (&quot;masked&quot; or &quot;weights&quot;)</source>
        <translation>a etapa não mostra máscara: faça a pergunta numa etapa com máscara (&quot;masked&quot; ou &quot;weights&quot;)</translation>
    </message>
    <message>
        <source>the two cells are equal: no single answer</source>
        <translation>as duas células são iguais: não há resposta única</translation>
    </message>
    <message>
        <source>no file extension: expected .csv, .tsv, .txt or .npy</source>
        <translation>sem extensão de arquivo: esperado .csv, .tsv, .txt ou .npy</translation>
    </message>
    <message>
        <source>unknown file type &apos;%1&apos;: expected .csv, .tsv, .txt or .npy</source>
        <translation>tipo de arquivo desconhecido &apos;%1&apos;: esperado .csv, .tsv, .txt ou .npy</translation>
    </message>
    <message>
        <source>expected a matrix (2 dimensions), found a single number (a 0-d array)</source>
        <translation>esperada uma matriz (2 dimensões); encontrado um único número (um array 0-d)</translation>
    </message>
    <message>
        <source>expected a matrix (2 dimensions), found an array of shape %1</source>
        <translation>esperada uma matriz (2 dimensões); encontrado um array de formato %1</translation>
    </message>
    <message>
        <source>empty array (shape %1)</source>
        <translation>array vazio (formato %1)</translation>
    </message>
    <message>
        <source>the data do not match the shape %1</source>
        <translation>os dados não correspondem ao formato %1</translation>
    </message>
    <message>
        <source>%1 rows exceed the limit of %2</source>
        <translation>%1 linhas ultrapassam o limite de %2</translation>
    </message>
    <message>
        <source>%1 columns exceed the limit of %2</source>
        <translation>%1 colunas ultrapassam o limite de %2</translation>
    </message>
    <message>
        <source>NaN is not allowed</source>
        <translation>NaN não é permitido</translation>
    </message>
    <message>
        <source>infinite values are not allowed</source>
        <translation>valores infinitos não são permitidos</translation>
    </message>
    <message>
        <source>%1: magnitude above the limit of 1e12</source>
        <translation>%1: magnitude acima do limite de 1e12</translation>
    </message>
    <message>
        <source>a .npz archive holds several arrays: open it as Q, K and V (arrays named q, k and v)</source>
        <translation>um arquivo .npz contém vários arrays: abra-o como Q, K e V (arrays chamados q, k e v)</translation>
    </message>
    <message>
        <source>expected 0 (masked) or 1 (allowed), found %1</source>
        <translation>esperado 0 (oculto) ou 1 (permitido); encontrado: %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 e %3</translation>
    </message>
    <message>
        <source>missing array %1: expected arrays named q, k and v; the archive holds %2</source>
        <translation>falta o array %1: esperados arrays chamados q, k e v; o arquivo contém %2</translation>
    </message>
    <message>
        <source>missing arrays %1: expected arrays named q, k and v; the archive holds %2</source>
        <translation>faltam os arrays %1: esperados arrays chamados q, k e v; o arquivo contém %2</translation>
    </message>
    <message>
        <source>arrays and objects nested %1 deep (the limit is %2)</source>
        <translation>arrays e objetos aninhados com %1 níveis de profundidade (o limite é %2)</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>JSON inválido (%1)</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>um array</translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation>o texto &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>o número %1</translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <translation>um valor não suportado</translation>
    </message>
    <message>
        <source>expected text, got %1</source>
        <translation>esperado um texto; recebido: %1</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>esperado true ou false; recebido: %1</translation>
    </message>
    <message>
        <source>expected an array of rows, got %1</source>
        <translation>esperado um array de linhas; recebido: %1</translation>
    </message>
    <message>
        <source>empty matrix</source>
        <translation>matriz vazia</translation>
    </message>
    <message>
        <source>expected an array of numbers, got %1</source>
        <translation>esperado um array de números; recebido: %1</translation>
    </message>
    <message>
        <source>empty row</source>
        <translation>linha vazia</translation>
    </message>
    <message>
        <source>%1 numbers exceed the limit of %2</source>
        <translation>%1 números ultrapassam o limite de %2</translation>
    </message>
    <message>
        <source>expected %1 numbers, got %2</source>
        <translation>eram esperados %1 números, mas há %2</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>esperado um número; recebido: %1</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>não é um número finito</translation>
    </message>
    <message>
        <source>magnitude above the limit of 1e12</source>
        <translation>magnitude acima do limite de 1e12</translation>
    </message>
    <message>
        <source>expected 0 or 1, got %1</source>
        <translation>esperado 0 ou 1; recebido: %1</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>esperado um número inteiro; recebido: %1</translation>
    </message>
    <message>
        <source>expected at most %1, got %2</source>
        <translation>esperado no máximo %1; recebido: %2</translation>
    </message>
    <message>
        <source>expected at least %1, got %2</source>
        <translation>esperado pelo menos %1; recebido: %2</translation>
    </message>
    <message>
        <source>expected a whole number from 0 to 2^64 - 1, got %1</source>
        <translation>esperado um número inteiro de 0 a 2^64 - 1; recebido: %1</translation>
    </message>
    <message>
        <source>empty, expected a number</source>
        <translation>vazio; esperado um número</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 não é um número</translation>
    </message>
    <message>
        <source>%1 is out of the range of double precision</source>
        <translation>%1 está fora do intervalo da precisão dupla</translation>
    </message>
    <message>
        <source>%1: NaN is not allowed</source>
        <translation>%1: NaN não é permitido</translation>
    </message>
    <message>
        <source>%1: infinite values are not allowed</source>
        <translation>%1: valores infinitos não são permitidos</translation>
    </message>
    <message>
        <source>more than %1 rows (the limit)</source>
        <translation>mais de %1 linhas (o limite)</translation>
    </message>
    <message>
        <source>looks like a header (%1%2), not numbers; paste the numbers only, without row or column labels</source>
        <translation>parece um cabeçalho (%1%2), não números; cole apenas os números, sem rótulos de linha ou de coluna</translation>
    </message>
    <message>
        <source>expected %1 numbers like %2, got %3</source>
        <translation>eram esperados %1 números como em %2, mas há %3</translation>
    </message>
    <message>
        <source>no numbers (the text is empty)</source>
        <translation>nenhum número (o texto está vazio)</translation>
    </message>
    <message>
        <source>unexpected text before &apos;[&apos;: %1</source>
        <translation>texto inesperado antes de &apos;[&apos;: %1</translation>
    </message>
    <message>
        <source>missing &apos;)&apos;</source>
        <translation>falta &apos;)&apos;</translation>
    </message>
    <message>
        <source>unexpected text after &apos;]&apos;: %1</source>
        <translation>texto inesperado depois de &apos;]&apos;: %1</translation>
    </message>
    <message>
        <source>empty matrix ([])</source>
        <translation>matriz vazia ([])</translation>
    </message>
    <message>
        <source>expected a matrix (2 dimensions), got an array with more dimensions</source>
        <translation>esperada uma matriz (2 dimensões); recebido um array com mais dimensões</translation>
    </message>
    <message>
        <source>empty row ([])</source>
        <translation>linha vazia ([])</translation>
    </message>
    <message>
        <source>expected %1 numbers like row 1, got %2</source>
        <translation>eram esperados %1 números como na linha 1, mas há %2</translation>
    </message>
    <message>
        <source>brackets nested too deeply</source>
        <translation>colchetes aninhados profundamente demais</translation>
    </message>
    <message>
        <source>missing &apos;]&apos; for the &apos;[&apos; on this line</source>
        <translation>falta &apos;]&apos; para o &apos;[&apos; desta linha</translation>
    </message>
    <message>
        <source>empty entry (a stray comma)</source>
        <translation>entrada vazia (uma vírgula sobrando)</translation>
    </message>
    <message>
        <source>a list mixes numbers and lists</source>
        <translation>uma lista mistura números e listas</translation>
    </message>
    <message>
        <source>the array was printed in summarised form (&apos;...&apos;); print it in full, e.g. after np.set_printoptions(threshold=sys.maxsize) or torch.set_printoptions(profile=&quot;full&quot;)</source>
        <translation>o array foi impresso em forma resumida (&apos;...&apos;); imprima-o por inteiro, por exemplo depois de np.set_printoptions(threshold=sys.maxsize) ou torch.set_printoptions(profile=&quot;full&quot;)</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>&apos;%1&apos; inesperado</translation>
    </message>
    <message>
        <source>more than %1 numbers (the limit)</source>
        <translation>mais de %1 números (o limite)</translation>
    </message>
    <message>
        <source>the header to start with &apos;{&apos;</source>
        <translation>que o cabeçalho comece com &apos;{&apos;</translation>
    </message>
    <message>
        <source>a key in quotes or &apos;}&apos;</source>
        <translation>uma chave entre aspas ou &apos;}&apos;</translation>
    </message>
    <message>
        <source>&apos;:&apos; after %1</source>
        <translation>&apos;:&apos; depois de %1</translation>
    </message>
    <message>
        <source>&apos;descr&apos; appears twice</source>
        <translation>&apos;descr&apos; aparece duas vezes</translation>
    </message>
    <message>
        <source>structured arrays (record dtypes) are not supported: expected float16, float32 or float64 numbers</source>
        <translation>arrays estruturados (dtypes de registro) não são suportados: esperados números float16, float32 ou float64</translation>
    </message>
    <message>
        <source>a dtype string after &apos;descr&apos;</source>
        <translation>um texto de dtype depois de &apos;descr&apos;</translation>
    </message>
    <message>
        <source>&apos;fortran_order&apos; appears twice</source>
        <translation>&apos;fortran_order&apos; aparece duas vezes</translation>
    </message>
    <message>
        <source>&apos;shape&apos; appears twice</source>
        <translation>&apos;shape&apos; aparece duas vezes</translation>
    </message>
    <message>
        <source>unexpected key %1</source>
        <translation>chave inesperada %1</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; after the value of %1, found %2</source>
        <translation>esperado &apos;,&apos; ou &apos;}&apos; depois do valor de %1; encontrado: %2</translation>
    </message>
    <message>
        <source>unexpected %1 after the closing &apos;}&apos;</source>
        <translation>%1 inesperado depois do &apos;}&apos; de fechamento</translation>
    </message>
    <message>
        <source>no &apos;descr&apos; key</source>
        <translation>sem a chave &apos;descr&apos;</translation>
    </message>
    <message>
        <source>no &apos;fortran_order&apos; key</source>
        <translation>sem a chave &apos;fortran_order&apos;</translation>
    </message>
    <message>
        <source>no &apos;shape&apos; key</source>
        <translation>sem a chave &apos;shape&apos;</translation>
    </message>
    <message>
        <source>corrupt header: %1</source>
        <translation>cabeçalho corrompido: %1</translation>
    </message>
    <message>
        <source>the end of the header</source>
        <translation>o fim do cabeçalho</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>esperado: %1; encontrado: %2</translation>
    </message>
    <message>
        <source>unterminated string %1</source>
        <translation>string não terminada %1</translation>
    </message>
    <message>
        <source>unexpected characters in the string %1</source>
        <translation>caracteres inesperados na string %1</translation>
    </message>
    <message>
        <source>expected True or False after &apos;fortran_order&apos;, found %1</source>
        <translation>esperado True ou False depois de &apos;fortran_order&apos;; encontrado: %1</translation>
    </message>
    <message>
        <source>a tuple after &apos;shape&apos;</source>
        <translation>uma tupla depois de &apos;shape&apos;</translation>
    </message>
    <message>
        <source>expected a whole number or &apos;)&apos; in &apos;shape&apos;, found %1</source>
        <translation>esperado um número inteiro ou &apos;)&apos; em &apos;shape&apos;; encontrado: %1</translation>
    </message>
    <message>
        <source>shape has a dimension above the limit of %1 values</source>
        <translation>shape tem uma dimensão acima do limite de %1 valores</translation>
    </message>
    <message>
        <source>more than %1 dimensions</source>
        <translation>mais de %1 dimensões</translation>
    </message>
    <message>
        <source>a one-element shape needs a trailing comma: (%1,)</source>
        <translation>um shape de um elemento precisa de uma vírgula no final: (%1,)</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;)&apos; in &apos;shape&apos;, found %1</source>
        <translation>esperado &apos;,&apos; ou &apos;)&apos; em &apos;shape&apos;; encontrado: %1</translation>
    </message>
    <message>
        <source>object arrays (pickled Python objects) are not supported: expected float16, float32 or float64 numbers</source>
        <translation>arrays de objetos (objetos Python serializados com pickle) não são suportados: esperados números float16, float32 ou float64</translation>
    </message>
    <message>
        <source>dtype %1 has no byte order: expected &apos;&lt;%2&apos; or &apos;&gt;%3&apos;</source>
        <translation>o dtype %1 não tem ordem de bytes: esperado &apos;&lt;%2&apos; ou &apos;&gt;%3&apos;</translation>
    </message>
    <message>
        <source>dtype %1: byte order %2 is not valid for floats: expected &apos;&lt;&apos; or &apos;&gt;&apos;</source>
        <translation>dtype %1: a ordem de bytes %2 não é válida para floats: esperado &apos;&lt;&apos; ou &apos;&gt;&apos;</translation>
    </message>
    <message>
        <source>dtype %1 (%2) is not supported: expected float16, float32 or float64 (convert with a.astype(np.float64))</source>
        <translation>o dtype %1 (%2) não é suportado: esperado float16, float32 ou float64 (converta com a.astype(np.float64))</translation>
    </message>
    <message>
        <source>shape %1 has more than %2 values (the limit)</source>
        <translation>o formato %1 tem mais de %2 valores (o limite)</translation>
    </message>
    <message>
        <source>CRC-32 mismatch (the entry is corrupt)</source>
        <translation>CRC-32 não confere (a entrada está corrompida)</translation>
    </message>
    <message>
        <source>multi-part (split) zip archives are not supported</source>
        <translation>arquivos zip em várias partes (divididos) não são suportados</translation>
    </message>
    <message>
        <source>truncated zip archive (it ends too early)</source>
        <translation>arquivo zip truncado (termina cedo demais)</translation>
    </message>
    <message>
        <source>corrupt compressed data</source>
        <translation>dados compactados corrompidos</translation>
    </message>
    <message>
        <source>corrupt zip archive (two entries have the same name)</source>
        <translation>arquivo zip corrompido (duas entradas têm o mesmo nome)</translation>
    </message>
    <message>
        <source>corrupt zip archive (its headers do not agree)</source>
        <translation>arquivo zip corrompido (seus cabeçalhos não concordam)</translation>
    </message>
    <message>
        <source>corrupt zip archive (%1)</source>
        <translation>arquivo zip corrompido (%1)</translation>
    </message>
    <message>
        <source>truncated zip archive (%1 bytes)</source>
        <translation>arquivo zip truncado (%1 bytes)</translation>
    </message>
    <message>
        <source>not a NumPy .npz file (not a zip archive)</source>
        <translation>não é um arquivo .npz do NumPy (não é um arquivo zip)</translation>
    </message>
    <message>
        <source>truncated or corrupt zip archive (no valid central directory)</source>
        <translation>arquivo zip truncado ou corrompido (nenhum diretório central válido)</translation>
    </message>
    <message>
        <source>corrupt zip archive (no readable local header where the central directory points: %1)</source>
        <translation>arquivo zip corrompido (nenhum cabeçalho local legível onde o diretório central aponta: %1)</translation>
    </message>
    <message>
        <source>corrupt entry: more data than its declared size of %1 bytes</source>
        <translation>entrada corrompida: mais dados que o tamanho declarado de %1 bytes</translation>
    </message>
    <message>
        <source>corrupt entry: %1 bytes of data, its header says %2</source>
        <translation>entrada corrompida: %1 bytes de dados, mas seu cabeçalho diz %2</translation>
    </message>
    <message>
        <source>empty file, expected a NumPy .npy file</source>
        <translation>arquivo vazio; esperado um arquivo .npy do NumPy</translation>
    </message>
    <message>
        <source>truncated: %1 bytes, too short for a .npy header</source>
        <translation>truncado: %1 bytes, curto demais para um cabeçalho .npy</translation>
    </message>
    <message>
        <source>a zip archive (.npz), not a single .npy array</source>
        <translation>um arquivo zip (.npz), não um único array .npy</translation>
    </message>
    <message>
        <source>not a NumPy .npy file (it does not start with \x93NUMPY)</source>
        <translation>não é um arquivo .npy do NumPy (não começa com \x93NUMPY)</translation>
    </message>
    <message>
        <source>unsupported .npy format version %1.%2 (expected 1.0, 2.0 or 3.0)</source>
        <translation>versão %1.%2 do formato .npy não suportada (esperado 1.0, 2.0 ou 3.0)</translation>
    </message>
    <message>
        <source>corrupt header: its length (%1 bytes) is above the limit of %2</source>
        <translation>cabeçalho corrompido: seu comprimento (%1 bytes) está acima do limite de %2</translation>
    </message>
    <message>
        <source>truncated: expected a header of %1 bytes, found %2</source>
        <translation>truncado: esperado um cabeçalho de %1 bytes; encontrados: %2</translation>
    </message>
    <message>
        <source>truncated: expected %1 bytes of data, found %2</source>
        <translation>truncado: esperados %1 bytes de dados; encontrados: %2</translation>
    </message>
    <message>
        <source>%1 unexpected bytes after the array&apos;s data (expected %2 bytes of data, found %3; several arrays in one file?)</source>
        <translation>%1 bytes inesperados depois dos dados do array (esperados %2 bytes de dados, encontrados %3; vários arrays num só arquivo?)</translation>
    </message>
    <message>
        <source>encrypted entries are not supported</source>
        <translation>entradas criptografadas não são suportadas</translation>
    </message>
    <message>
        <source>compression method %1%2 is not supported: expected stored or deflated entries (np.savez or np.savez_compressed)</source>
        <translation>o método de compressão %1%2 não é suportado: esperadas entradas armazenadas (stored) ou comprimidas com deflate (np.savez ou np.savez_compressed)</translation>
    </message>
    <message>
        <source>not a .npy array (a NumPy .npz archive holds only NAME.npy entries)</source>
        <translation>não é um array .npy (um arquivo .npz do NumPy contém apenas entradas NOME.npy)</translation>
    </message>
    <message>
        <source>appears twice in the archive</source>
        <translation>aparece duas vezes no arquivo</translation>
    </message>
    <message>
        <source>declares %1 bytes uncompressed; the limit for this array is %2 bytes</source>
        <translation>declara %1 bytes descompactados; o limite para este array é %2 bytes</translation>
    </message>
    <message>
        <source>truncated: expected %1 bytes of data, the archive has %2</source>
        <translation>truncado: esperados %1 bytes de dados; o arquivo tem %2</translation>
    </message>
    <message>
        <source>the archive&apos;s arrays hold more than %1 values together (the limit)</source>
        <translation>os arrays do arquivo contêm juntos mais de %1 valores (o limite)</translation>
    </message>
    <message>
        <source>corrupt zip archive (a stored entry of %1 bytes says it holds %2)</source>
        <translation>arquivo zip corrompido (uma entrada armazenada de %1 bytes diz conter %2)</translation>
    </message>
    <message>
        <source>corrupt zip archive (%1 compressed bytes cannot hold %2)</source>
        <translation>arquivo zip corrompido (%1 bytes compactados não podem conter %2)</translation>
    </message>
    <message>
        <source>no arrays in the archive</source>
        <translation>nenhum array no arquivo</translation>
    </message>
    <message>
        <source>%1 %2 exceed the limit of %3</source>
        <translation>%1 %2 ultrapassam o limite de %3</translation>
    </message>
    <message>
        <source>rows (queries)</source>
        <translation>linhas (consultas)</translation>
    </message>
    <message>
        <source>rows (keys)</source>
        <translation>linhas (chaves)</translation>
    </message>
    <message>
        <source>rows (values)</source>
        <translation>linhas (valores)</translation>
    </message>
    <message>
        <source>expected %1 columns like q, got %2</source>
        <translation>eram esperadas %1 colunas como em q, mas há %2</translation>
    </message>
    <message>
        <source>expected %1 rows (one per key), got %2</source>
        <translation>eram esperadas %1 linhas (uma por chave), mas há %2</translation>
    </message>
    <message>
        <source>expected at least 1, got %1</source>
        <translation>esperado pelo menos 1; recebido: %1</translation>
    </message>
    <message>
        <source>%1 exceeds the limit of %2</source>
        <translation>%1 ultrapassa o limite de %2</translation>
    </message>
    <message>
        <source>%1 does not divide the model dimension %2</source>
        <translation>%1 não divide a dimensão do modelo %2</translation>
    </message>
    <message>
        <source>%1 does not divide the value dimension %2</source>
        <translation>%1 não divide a dimensão dos valores %2</translation>
    </message>
    <message>
        <source>%1 would let scaled scores (scale x q.k) exceed %2, beyond what the float32 engines represent: with these q and k, head %3 allows |scale| up to %4</source>
        <translation>%1 faria as pontuações com escala (scale x q.k) passarem de %2, além do que os mecanismos em float32 representam: com estes q e k, a cabeça %3 permite |scale| até %4</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>linhas</translation>
    </message>
    <message>
        <source>expected %1 rows (the value dimension d_v), got %2</source>
        <translation>eram esperadas %1 linhas (a dimensão dos valores d_v), mas há %2</translation>
    </message>
    <message>
        <source>%1 rows (queries) is more than the %2 engine&apos;s %3</source>
        <translation>%1 linhas (consultas) excedem o máximo de %3 do mecanismo %2</translation>
    </message>
    <message>
        <source>%1 rows (queries) is more than the %2 engine&apos;s %3; %4</source>
        <translation>%1 linhas (consultas) excedem o máximo de %3 do mecanismo %2; %4</translation>
    </message>
    <message>
        <source>%1 rows (keys) is more than the %2 engine&apos;s %3</source>
        <translation>%1 linhas (chaves) excedem o máximo de %3 do mecanismo %2</translation>
    </message>
    <message>
        <source>%1 rows (keys) is more than the %2 engine&apos;s %3; %4</source>
        <translation>%1 linhas (chaves) excedem o máximo de %3 do mecanismo %2; %4</translation>
    </message>
    <message>
        <source>head %1, query %2: the mask allows no key, so this row&apos;s weights and output are zero</source>
        <translation>cabeça %1, consulta %2: a máscara não permite nenhuma chave, então os pesos e a saída desta linha são zero</translation>
    </message>
    <message>
        <source>expected a list of numbers, got %1</source>
        <translation>esperada uma lista de números; recebido: %1</translation>
    </message>
    <message>
        <source>more than %1 numbers</source>
        <translation>mais de %1 números</translation>
    </message>
    <message>
        <source>not a finite number within 1e12</source>
        <translation>não é um número finito até 1e12</translation>
    </message>
    <message>
        <source>for &quot;kind&quot;: &quot;se&quot; the input feature map as C × H × W nested lists (channels of rows of numbers), got %1 (a name or object is linear attention&apos;s feature map φ)</source>
        <translation>para &quot;kind&quot;: &quot;se&quot;, esperado o mapa de características de entrada como listas aninhadas C × H × W (canais de linhas de números); recebido: %1 (um nome ou objeto é o mapa de características φ da atenção linear)</translation>
    </message>
    <message>
        <source>for &quot;kind&quot;: &quot;se&quot; the input feature map as C × H × W nested lists (channels of rows of numbers), got %1</source>
        <translation>para &quot;kind&quot;: &quot;se&quot;, esperado o mapa de características de entrada como listas aninhadas C × H × W (canais de linhas de números); recebido: %1</translation>
    </message>
    <message>
        <source>no channels</source>
        <translation>nenhum canal</translation>
    </message>
    <message>
        <source>%1 channels exceed the limit of %2</source>
        <translation>%1 canais ultrapassam o limite de %2</translation>
    </message>
    <message>
        <source>expected a channel: an H × W list of rows, got %1</source>
        <translation>esperado um canal: uma lista H × W de linhas; recebido: %1</translation>
    </message>
    <message>
        <source>is %1 × %2, channel 0 is %3 × %4: every channel has the same height and width</source>
        <translation>é %1 × %2, mas o canal 0 é %3 × %4: todos os canais têm a mesma altura e largura</translation>
    </message>
    <message>
        <source>expected {&quot;weight&quot;: [[…]], &quot;bias&quot;: […]}, got %1</source>
        <translation>esperado {&quot;weight&quot;: [[…]], &quot;bias&quot;: […]}; recebido: %1</translation>
    </message>
    <message>
        <source>&quot;kind&quot;: &quot;se&quot; attends over the channels of a feature map: give &quot;feature_map&quot; (C × H × W) or &quot;random&quot;, not q, k and v</source>
        <translation>&quot;kind&quot;: &quot;se&quot; atende aos canais de um mapa de características: informe &quot;feature_map&quot; (C × H × W) ou &quot;random&quot;, não q, k e v</translation>
    </message>
    <message>
        <source>give only one of &quot;feature_map&quot;, &quot;random&quot; and &quot;image&quot;</source>
        <translation>informe apenas um entre &quot;feature_map&quot;, &quot;random&quot; e &quot;image&quot;</translation>
    </message>
    <message>
        <source>missing: the input of &quot;kind&quot;: &quot;se&quot;, C × H × W nested lists, or &quot;random&quot;: {&quot;seed&quot;: 0, &quot;channels&quot;: 8, &quot;height&quot;: 4, &quot;width&quot;: 4}, or &quot;image&quot;: {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 4}</source>
        <translation>falta: a entrada de &quot;kind&quot;: &quot;se&quot;, listas aninhadas C × H × W, ou &quot;random&quot;: {&quot;seed&quot;: 0, &quot;channels&quot;: 8, &quot;height&quot;: 4, &quot;width&quot;: 4}, ou &quot;image&quot;: {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 4}</translation>
    </message>
    <message>
        <source>channel attention re-weights the channels of the patches: no queries and no prompt</source>
        <translation>a atenção por canal repondera os canais dos patches: não use consultas nem prompt</translation>
    </message>
    <message>
        <source>for &quot;kind&quot;: &quot;se&quot; expected an object such as {&quot;seed&quot;: 0, &quot;channels&quot;: 8, &quot;height&quot;: 4, &quot;width&quot;: 4}, got %1</source>
        <translation>para &quot;kind&quot;: &quot;se&quot;, esperado um objeto como {&quot;seed&quot;: 0, &quot;channels&quot;: 8, &quot;height&quot;: 4, &quot;width&quot;: 4}; recebido: %1</translation>
    </message>
    <message>
        <source>only &quot;torch&quot; is supported, got &quot;%1&quot;</source>
        <translation>só &quot;torch&quot; é suportado; recebido: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;kind&quot;: &quot;se&quot; draws channels × height × width: give &quot;channels&quot;, &quot;height&quot; and &quot;width&quot;</source>
        <translation>&quot;kind&quot;: &quot;se&quot; sorteia canais × altura × largura: informe &quot;channels&quot;, &quot;height&quot; e &quot;width&quot;</translation>
    </message>
    <message>
        <source>with &quot;random&quot; the weights are drawn from its seed; remove &quot;seed&quot;</source>
        <translation>com &quot;random&quot;, os pesos são sorteados a partir da semente de &quot;random&quot;; remova &quot;seed&quot;</translation>
    </message>
    <message>
        <source>%1 channels cannot be reduced by %2: the reduction must divide the channels (C/r units)</source>
        <translation>%1 canais não podem ser reduzidos por %2: a redução precisa dividir os canais (C/r unidades)</translation>
    </message>
    <message>
        <source>is %1, expected %2 (out × in, as nn.Linear)</source>
        <translation>é %1; esperado %2 (saída × entrada, como em nn.Linear)</translation>
    </message>
    <message>
        <source>missing, and 2·C·C/r = %1 weights are too few to draw as PyTorch does (at least 16); give the weights</source>
        <translation>ausente, e 2·C·C/r = %1 pesos são poucos demais para sortear como o PyTorch faz (pelo menos 16); informe os pesos</translation>
    </message>
    <message>
        <source>%1 numbers, expected C/r = %2</source>
        <translation>%1 números; esperado C/r = %2</translation>
    </message>
    <message>
        <source>%1 numbers, expected C = %2</source>
        <translation>%1 números; esperado C = %2</translation>
    </message>
    <message>
        <source>a picture&apos;s channels are read by resolveScenario, which knows the scenario&apos;s folder</source>
        <translation>os canais de uma imagem são lidos por resolveScenario, que conhece a pasta do cenário</translation>
    </message>
    <message>
        <source>%1 × %2 × %3 = %4 numbers; at least 16 are needed to match PyTorch</source>
        <translation>%1 × %2 × %3 = %4 números; são necessários pelo menos 16 para corresponder ao PyTorch</translation>
    </message>
    <message>
        <source>expected a non-empty list (%1 more levels of nesting), got %2</source>
        <translation>esperada uma lista não vazia (mais %1 níveis de aninhamento); recebido: %2</translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation>mais de %1 entradas</translation>
    </message>
    <message>
        <source>has %1 entries, the first has %2: every list at one level has the same length</source>
        <translation>tem %1 entradas, mas a primeira tem %2: todas as listas de um mesmo nível têm o mesmo comprimento</translation>
    </message>
    <message>
        <source>give only one of &quot;value&quot;, &quot;random&quot; and &quot;image&quot;</source>
        <translation>informe apenas um entre &quot;value&quot;, &quot;random&quot; e &quot;image&quot;</translation>
    </message>
    <message>
        <source>missing: a value map, H × W × d nested lists as &quot;value&quot;, or &quot;random&quot;: {&quot;seed&quot;: 0, &quot;height&quot;: 8, &quot;width&quot;: 8, &quot;dim&quot;: 4}, or &quot;image&quot;: {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 16}</source>
        <translation>falta: um mapa de valores, listas aninhadas H × W × d como &quot;value&quot;, ou &quot;random&quot;: {&quot;seed&quot;: 0, &quot;height&quot;: 8, &quot;width&quot;: 8, &quot;dim&quot;: 4}, ou &quot;image&quot;: {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 16}</translation>
    </message>
    <message>
        <source>missing: a value map, H × W × d nested lists as &quot;value&quot;, or &quot;random&quot;: {&quot;seed&quot;: 0, &quot;height&quot;: 8, &quot;width&quot;: 8, &quot;dim&quot;: 4}, or &quot;image&quot;: {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 16}, or {&quot;stride&quot;: 16} with the scenario&apos;s &quot;image&quot;</source>
        <translation>falta: um mapa de valores, listas aninhadas H × W × d como &quot;value&quot;, ou &quot;random&quot;: {&quot;seed&quot;: 0, &quot;height&quot;: 8, &quot;width&quot;: 8, &quot;dim&quot;: 4}, ou &quot;image&quot;: {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 16}, ou {&quot;stride&quot;: 16} com a &quot;image&quot; do cenário</translation>
    </message>
    <message>
        <source>a map of %1 is larger than %2 a side</source>
        <translation>um mapa de %1 é maior que %2 por lado</translation>
    </message>
    <message>
        <source>%1 channels exceed %2</source>
        <translation>%1 canais ultrapassam %2</translation>
    </message>
    <message>
        <source>for &quot;kind&quot;: &quot;deformable&quot; expected an object such as {&quot;seed&quot;: 0, &quot;height&quot;: 8, &quot;width&quot;: 8, &quot;dim&quot;: 4}, got %1</source>
        <translation>para &quot;kind&quot;: &quot;deformable&quot;, esperado um objeto como {&quot;seed&quot;: 0, &quot;height&quot;: 8, &quot;width&quot;: 8, &quot;dim&quot;: 4}; recebido: %1</translation>
    </message>
    <message>
        <source>&quot;kind&quot;: &quot;deformable&quot; draws height × width × dim: give &quot;height&quot;, &quot;width&quot; and &quot;dim&quot;</source>
        <translation>&quot;kind&quot;: &quot;deformable&quot; sorteia altura × largura × dim: informe &quot;height&quot;, &quot;width&quot; e &quot;dim&quot;</translation>
    </message>
    <message>
        <source>%1 numbers; at least 16 are needed to match PyTorch</source>
        <translation>%1 números; são necessários pelo menos 16 para corresponder ao PyTorch</translation>
    </message>
    <message>
        <source>a level {&quot;stride&quot;: s} cuts the scenario&apos;s &quot;image&quot; at stride s, and there is none</source>
        <translation>um nível {&quot;stride&quot;: s} corta a &quot;image&quot; do cenário com stride s, e não há nenhuma</translation>
    </message>
    <message>
        <source>deformable attention&apos;s queries are &quot;reference_points&quot; (and &quot;query&quot;): the picture gives only the value map</source>
        <translation>as consultas da atenção deformável são &quot;reference_points&quot; (e &quot;query&quot;): a imagem fornece apenas o mapa de valores</translation>
    </message>
    <message>
        <source>expected numbers or &quot;deformable_detr&quot;</source>
        <translation>esperados números ou &quot;deformable_detr&quot;</translation>
    </message>
    <message>
        <source>&quot;kind&quot;: &quot;deformable&quot; samples a value map: give &quot;value&quot; (H × W × d), &quot;random&quot;, &quot;image&quot; or &quot;levels&quot;, with &quot;reference_points&quot;</source>
        <translation>&quot;kind&quot;: &quot;deformable&quot; amostra um mapa de valores: informe &quot;value&quot; (H × W × d), &quot;random&quot;, &quot;image&quot; ou &quot;levels&quot;, com &quot;reference_points&quot;</translation>
    </message>
    <message>
        <source>with &quot;levels&quot;, each level gives its own map</source>
        <translation>com &quot;levels&quot;, cada nível fornece seu próprio mapa</translation>
    </message>
    <message>
        <source>expected a list of value maps, such as [{&quot;stride&quot;: 8}, {&quot;stride&quot;: 16}], got %1</source>
        <translation>esperada uma lista de mapas de valores, como [{&quot;stride&quot;: 8}, {&quot;stride&quot;: 16}]; recebido: %1</translation>
    </message>
    <message>
        <source>%1 levels are more than %2</source>
        <translation>%1 níveis são mais que %2</translation>
    </message>
    <message>
        <source>expected a value map such as {&quot;stride&quot;: 16} or {&quot;random&quot;: {…}}, got %1</source>
        <translation>esperado um mapa de valores, como {&quot;stride&quot;: 16} ou {&quot;random&quot;: {…}}; recebido: %1</translation>
    </message>
    <message>
        <source>missing: one (x, y) in [0, 1] per query, such as [[0.5, 0.5]]</source>
        <translation>falta: um (x, y) em [0, 1] por consulta, como [[0.5, 0.5]]</translation>
    </message>
    <message>
        <source>expected n_q × 2 (x, y), got %1</source>
        <translation>esperado n_q × 2 (x, y); recebido: %1</translation>
    </message>
    <message>
        <source>with &quot;query&quot; the offsets and logits come from &quot;query_projection&quot;: give one or the other</source>
        <translation>com &quot;query&quot;, os deslocamentos e os logits vêm de &quot;query_projection&quot;: informe um ou outro</translation>
    </message>
    <message>
        <source>missing: the width d_q of the drawn query rows</source>
        <translation>falta: a largura d_q das linhas de consulta sorteadas</translation>
    </message>
    <message>
        <source>%1 numbers a row exceed %2</source>
        <translation>%1 números por linha ultrapassam %2</translation>
    </message>
    <message>
        <source>expected &quot;deformable_detr&quot; or {&quot;seed&quot;: 0, &quot;sampling_offsets&quot;: {…}, &quot;attention_weights&quot;: {…}}, got &quot;%1&quot;</source>
        <translation>esperado &quot;deformable_detr&quot; ou {&quot;seed&quot;: 0, &quot;sampling_offsets&quot;: {…}, &quot;attention_weights&quot;: {…}}; recebido: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;deformable_detr&quot; or an object, got %1</source>
        <translation>esperado &quot;deformable_detr&quot; ou um objeto; recebido: %1</translation>
    </message>
    <message>
        <source>projects &quot;query&quot; rows, and there are none</source>
        <translation>projeta as linhas de &quot;query&quot;, e não há nenhuma</translation>
    </message>
    <message>
        <source>expected n_q × M × L × K × 2 numbers or &quot;deformable_detr&quot;, got &quot;%1&quot;</source>
        <translation>esperados n_q × M × L × K × 2 números ou &quot;deformable_detr&quot;; recebido: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>missing: n_q × M × L × K × 2 offsets in pixels (n_q × M × K × 2 on one level), or &quot;deformable_detr&quot; (its initialisation), or &quot;query&quot; rows</source>
        <translation>falta: n_q × M × L × K × 2 deslocamentos em pixels (n_q × M × K × 2 com um nível), ou &quot;deformable_detr&quot; (a sua inicialização), ou linhas de &quot;query&quot;</translation>
    </message>
    <message>
        <source>a picture is named relative to the scenario&apos;s folder, and this scenario has none yet</source>
        <translation>uma imagem é nomeada em relação à pasta do cenário, e este cenário ainda não tem pasta</translation>
    </message>
    <message>
        <source>%1 features of %2 patches are more than deformable attention takes; choose a larger stride, a &quot;size&quot; or &quot;embedding&quot;: &quot;mean_colour&quot;</source>
        <translation>%1 características de %2 patches são mais do que a atenção deformável aceita; escolha um stride maior, um &quot;size&quot; ou &quot;embedding&quot;: &quot;mean_colour&quot;</translation>
    </message>
    <message>
        <source>more than %1 numbers in the value maps</source>
        <translation>mais de %1 números nos mapas de valores</translation>
    </message>
    <message>
        <source>has %1 channels, level 0 has %2: every level has the same d (with a picture, &quot;embedding&quot;: &quot;mean_colour&quot; gives the same numbers at every stride)</source>
        <translation>tem %1 canais, mas o nível 0 tem %2: todos os níveis têm o mesmo d (com uma imagem, &quot;embedding&quot;: &quot;mean_colour&quot; dá os mesmos números em qualquer stride)</translation>
    </message>
    <message>
        <source>%1 channels cannot be split into %2 heads: the heads must divide d (head m reads d/M of them)</source>
        <translation>%1 canais não podem ser divididos em %2 cabeças: o número de cabeças precisa dividir d (a cabeça m lê d/M deles)</translation>
    </message>
    <message>
        <source>a reference point is normalised: expected 0 … 1</source>
        <translation>um ponto de referência é normalizado: esperado 0 … 1</translation>
    </message>
    <message>
        <source>%1 queries × %2 heads × %3 levels × %4 points are more samples than AttnLab keeps (%5, and %6 sampled numbers)</source>
        <translation>%1 consultas × %2 cabeças × %3 níveis × %4 pontos são mais amostras do que o AttnLab guarda (%5, e %6 números amostrados)</translation>
    </message>
    <message>
        <source>%1 rows, but %2 reference points: one query row per reference point</source>
        <translation>%1 linhas, mas %2 pontos de referência: uma linha de consulta por ponto de referência</translation>
    </message>
    <message>
        <source>%1 weights are more than %2</source>
        <translation>%1 pesos são mais que %2</translation>
    </message>
    <message>
        <source>is %1 × %2, expected %3 = %4 × %5</source>
        <translation>é %1 × %2; esperado %3 = %4 × %5</translation>
    </message>
    <message>
        <source>%1 weights to draw; at least 16 are needed to match PyTorch</source>
        <translation>%1 pesos a sortear; são necessários pelo menos 16 para corresponder ao PyTorch</translation>
    </message>
    <message>
        <source>is %1, expected n_q × M × L × K × 2 = %2 (queries, heads, levels, points, (Δx, Δy)) or n_q × M × K × 2 = %3</source>
        <translation>é %1; esperado n_q × M × L × K × 2 = %2 (consultas, cabeças, níveis, pontos, (Δx, Δy)) ou n_q × M × K × 2 = %3</translation>
    </message>
    <message>
        <source>is %1, expected n_q × M × L × K × 2 = %2 (queries, heads, levels, points, (Δx, Δy))</source>
        <translation>é %1; esperado n_q × M × L × K × 2 = %2 (consultas, cabeças, níveis, pontos, (Δx, Δy))</translation>
    </message>
    <message>
        <source>is %1, expected n_q × M × L·K = %2</source>
        <translation>é %1; esperado n_q × M × L·K = %2</translation>
    </message>
    <message>
        <source>&quot;deformable&quot; needs a value map (&quot;value&quot; or &quot;random&quot;) and &quot;reference_points&quot;</source>
        <translation>&quot;deformable&quot; precisa de um mapa de valores (&quot;value&quot; ou &quot;random&quot;) e de &quot;reference_points&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a kind of attention AttnLab computes (known: %2)</source>
        <translation>&quot;%1&quot; não é um tipo de atenção que o AttnLab calcula (conhecidos: %2)</translation>
    </message>
    <message>
        <source>φ of the %1 of head %2 overflows (exp(ω·x&apos; − |x&apos;|²/2) is too large); use smaller inputs or another feature map</source>
        <translation>φ (%1) da cabeça %2 estoura (exp(ω·x&apos; − |x&apos;|²/2) é grande demais); use entradas menores ou outro mapa de características</translation>
    </message>
    <message>
        <source>head %1, query %2: the normaliser φ(q)·z is 0 (no feature of φ(q) meets a key&apos;s), so this row&apos;s weights and output are zero</source>
        <translation>cabeça %1, consulta %2: o normalizador φ(q)·z é 0 (nenhuma característica de φ(q) coincide com as de uma chave), então os pesos e a saída desta linha são zero</translation>
    </message>
    <message>
        <source>%1 features x %2 dimensions = %3 random numbers; at least 16 are needed to match PyTorch</source>
        <translation>%1 características x %2 dimensões = %3 números aleatórios; são necessários pelo menos 16 para corresponder ao PyTorch</translation>
    </message>
    <message>
        <source>linear attention takes only mask.causal: this mask would break the factorisation φ(Q)(φ(K)ᵀV) that makes it linear; remove it, or use &quot;kind&quot;: &quot;softmax&quot;</source>
        <translation>a atenção linear aceita apenas mask.causal: esta máscara quebraria a fatoração φ(Q)(φ(K)ᵀV) que a torna linear; remova-a ou use &quot;kind&quot;: &quot;softmax&quot;</translation>
    </message>
    <message>
        <source>linear attention&apos;s running sum is aligned top-left (query i reads the keys 0 … i): &quot;bottom_right&quot; with %1 queries and %2 keys is not supported; use true, or &quot;kind&quot;: &quot;softmax&quot;</source>
        <translation>a soma acumulada da atenção linear é alinhada no canto superior esquerdo (a consulta i lê as chaves 0 … i): &quot;bottom_right&quot; com %1 consultas e %2 chaves não é suportado; use true ou &quot;kind&quot;: &quot;softmax&quot;</translation>
    </message>
    <message>
        <source>φ overflows in float32 (exp(ω·x&apos; − |x&apos;|²/2) is too large); use smaller inputs or another feature map</source>
        <translation>φ estoura em float32 (exp(ω·x&apos; − |x&apos;|²/2) é grande demais); use entradas menores ou outro mapa de características</translation>
    </message>
    <message>
        <source>&quot;se&quot; needs a feature map: &quot;feature_map&quot; (C × H × W) or &quot;random&quot; with channels, height and width</source>
        <translation>&quot;se&quot; precisa de um mapa de características: &quot;feature_map&quot; (C × H × W) ou &quot;random&quot; com canais, altura e largura</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a type AttnLab knows (fp32, fp16, bf16, int8)</source>
        <translation>&quot;%1&quot; não é um tipo que o AttnLab conheça (fp32, fp16, bf16, int8)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a model AttnLab knows (%2)</source>
        <translation>&quot;%1&quot; não é um modelo que o AttnLab conheça (%2)</translation>
    </message>
    <message>
        <source>expected a positive integer, got %1</source>
        <translation>esperado um número inteiro positivo; recebido: %1</translation>
    </message>
    <message>
        <source>one token&apos;s keys and values would take more than 2^63 bytes</source>
        <translation>as chaves e os valores de um token ocupariam mais de 2^63 bytes</translation>
    </message>
    <message>
        <source>expected 0 or more, got %1</source>
        <translation>esperado 0 ou mais; recebido: %1</translation>
    </message>
    <message>
        <source>the cache would take more than 2^63 bytes</source>
        <translation>o cache ocuparia mais de 2^63 bytes</translation>
    </message>
    <message>
        <source>expected 1 or more, got %1</source>
        <translation>esperado 1 ou mais; recebido: %1</translation>
    </message>
    <message>
        <source>a dilation spaces out the window&apos;s keys: give mask.window too</source>
        <translation>uma dilatação espaça as chaves da janela: informe também mask.window</translation>
    </message>
    <message>
        <source>token %1 does not exist: tokens are numbered 0 to %2</source>
        <translation>o token %1 não existe: os tokens são numerados de 0 a %2</translation>
    </message>
    <message>
        <source>expected the global tokens in increasing order, each once</source>
        <translation>esperados os tokens globais em ordem crescente, cada um uma vez</translation>
    </message>
    <message>
        <source>expected one list per query block of %1 tokens (%2 for %3 queries), got %4; remove &quot;drawn&quot; to draw them again from the seed</source>
        <translation>esperada uma lista por bloco de consultas de %1 tokens (%2 para %3 consultas); recebido: %4; remova &quot;drawn&quot; para sorteá-los de novo a partir da semente</translation>
    </message>
    <message>
        <source>key block %1 does not exist: the %2 keys make blocks 0 to %3</source>
        <translation>o bloco de chaves %1 não existe: as %2 chaves formam os blocos 0 a %3</translation>
    </message>
    <message>
        <source>expected the key blocks in increasing order, each once</source>
        <translation>esperados os blocos de chaves em ordem crescente, cada um uma vez</translation>
    </message>
    <message>
        <source>expected %1 rows (one per query), got %2</source>
        <translation>eram esperadas %1 linhas (uma por consulta), mas há %2</translation>
    </message>
    <message>
        <source>expected %1 columns (one per key), got %2</source>
        <translation>eram esperadas %1 colunas (uma por chave), mas há %2</translation>
    </message>
    <message>
        <source>this needs about %1 of memory (%2), more than the limit of %3</source>
        <translation>isto precisa de cerca de %1 de memória (%2), mais que o limite de %3</translation>
    </message>
    <message>
        <source>this needs about %1 of memory (%2), more than the limit of %3; %4</source>
        <translation>isto precisa de cerca de %1 de memória (%2), mais que o limite de %3; %4</translation>
    </message>
    <message>
        <source>expected an array of labels, got %1</source>
        <translation>esperado um array de rótulos; recebido: %1</translation>
    </message>
    <message>
        <source>%1 labels exceed the limit of %2</source>
        <translation>%1 rótulos ultrapassam o limite de %2</translation>
    </message>
    <message>
        <source>expected a list of token numbers such as [0, 5], got %1</source>
        <translation>esperada uma lista de números de tokens, como [0, 5]; recebido: %1</translation>
    </message>
    <message>
        <source>more than %1 global tokens</source>
        <translation>mais de %1 tokens globais</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;block_size&quot;: 64, &quot;blocks&quot;: 3, &quot;seed&quot;: 0}, got %1</source>
        <translation>esperado um objeto como {&quot;block_size&quot;: 64, &quot;blocks&quot;: 3, &quot;seed&quot;: 0}; recebido: %1</translation>
    </message>
    <message>
        <source>expected one list of key blocks per query block, got %1</source>
        <translation>esperada uma lista de blocos de chaves por bloco de consultas; recebido: %1</translation>
    </message>
    <message>
        <source>more than %1 query blocks</source>
        <translation>mais de %1 blocos de consultas</translation>
    </message>
    <message>
        <source>expected a list of key blocks such as [3, 7], got %1</source>
        <translation>esperada uma lista de blocos de chaves, como [3, 7]; recebido: %1</translation>
    </message>
    <message>
        <source>more than %1 key blocks</source>
        <translation>mais de %1 blocos de chaves</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;causal&quot;: true}, got %1</source>
        <translation>esperado um objeto como {&quot;causal&quot;: true}; recebido: %1</translation>
    </message>
    <message>
        <source>unknown alignment &quot;%1&quot; (expected true, false, &quot;top_left&quot; or &quot;bottom_right&quot;)</source>
        <translation>alinhamento desconhecido &quot;%1&quot; (esperado true, false, &quot;top_left&quot; ou &quot;bottom_right&quot;)</translation>
    </message>
    <message>
        <source>expected true, false, &quot;top_left&quot; or &quot;bottom_right&quot;, got %1</source>
        <translation>esperado true, false, &quot;top_left&quot; ou &quot;bottom_right&quot;; recebido: %1</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;prompt&quot;: 3}, got %1</source>
        <translation>esperado um objeto como {&quot;prompt&quot;: 3}; recebido: %1</translation>
    </message>
    <message>
        <source>missing: how many tokens the prompt has (0 or more)</source>
        <translation>falta: quantos tokens o prompt tem (0 ou mais)</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;seed&quot;: 0, &quot;tokens&quot;: 4, &quot;dim&quot;: 8}, got %1</source>
        <translation>esperado um objeto como {&quot;seed&quot;: 0, &quot;tokens&quot;: 4, &quot;dim&quot;: 8}; recebido: %1</translation>
    </message>
    <message>
        <source>unknown generator &quot;%1&quot; (known: torch)</source>
        <translation>gerador desconhecido &quot;%1&quot; (conhecido: torch)</translation>
    </message>
    <message>
        <source>3 x tokens x dim = %1 values; at least 16 are needed to match PyTorch</source>
        <translation>3 x tokens x dim = %1 valores; são necessários pelo menos 16 para corresponder ao PyTorch</translation>
    </message>
    <message>
        <source>unknown feature map &quot;%1&quot; (known: %2)</source>
        <translation>mapa de características desconhecido &quot;%1&quot; (conhecidos: %2)</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>esperado: %1; recebido: %2</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;features&quot;: 64, &quot;seed&quot;: 0}, got %1</source>
        <translation>esperado um objeto como {&quot;features&quot;: 64, &quot;seed&quot;: 0}; recebido: %1</translation>
    </message>
    <message>
        <source>expected %1 labels (one per %2), got %3</source>
        <translation>eram esperados %1 rótulos (um por %2), mas há %3</translation>
    </message>
    <message>
        <source>expected a file name such as &quot;%1&quot;, got an empty text</source>
        <translation>esperado um nome de arquivo como &quot;%1&quot;; recebido um texto vazio</translation>
    </message>
    <message>
        <source>a scenario must be a JSON object, got %1</source>
        <translation>um cenário precisa ser um objeto JSON; recebido: %1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;</source>
        <translation>esperado &quot;%1&quot;; recebido: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no inputs: give &quot;q&quot;, &quot;k&quot; and &quot;v&quot;, or &quot;npz&quot;, or &quot;random&quot;, or &quot;sentences&quot;, or &quot;image&quot;</source>
        <translation>sem entradas: informe &quot;q&quot;, &quot;k&quot; e &quot;v&quot;, ou &quot;npz&quot;, ou &quot;random&quot;, ou &quot;sentences&quot;, ou &quot;image&quot;</translation>
    </message>
    <message>
        <source>give only one of &quot;q&quot;/&quot;k&quot;/&quot;v&quot;, &quot;npz&quot;, &quot;random&quot;, &quot;sentences&quot; and &quot;image&quot;</source>
        <translation>informe apenas um entre &quot;q&quot;/&quot;k&quot;/&quot;v&quot;, &quot;npz&quot;, &quot;random&quot;, &quot;sentences&quot; e &quot;image&quot;</translation>
    </message>
    <message>
        <source>missing; give all of q, k and v</source>
        <translation>ausente; informe q, k e v</translation>
    </message>
    <message>
        <source>expected a .npy file name like q&apos;s, got %1</source>
        <translation>esperado um nome de arquivo .npy, como o de q; recebido: %1</translation>
    </message>
    <message>
        <source>expected a matrix like q&apos;s, got %1 (give q, k and v all as matrices or all as .npy file names)</source>
        <translation>esperada uma matriz, como a de q; recebido: %1 (informe q, k e v todos como matrizes ou todos como nomes de arquivo .npy)</translation>
    </message>
    <message>
        <source>decoding with a KV cache is shown for softmax attention, not &quot;%1&quot;</source>
        <translation>a decodificação com cache KV é mostrada para a atenção softmax, não para &quot;%1&quot;</translation>
    </message>
    <message>
        <source>deformable attention samples points: it takes no mask</source>
        <translation>a atenção deformável amostra pontos: não aceita máscara</translation>
    </message>
    <message>
        <source>expected %1 rows (d, the heads side by side), got %2</source>
        <translation>eram esperadas %1 linhas (d, as cabeças lado a lado), mas há %2</translation>
    </message>
    <message>
        <source>%1 channels of %2 patches are more than channel attention takes; choose a smaller stride or &quot;size&quot;</source>
        <translation>%1 canais de %2 patches são mais do que a atenção por canal aceita; escolha um stride ou um &quot;size&quot; menor</translation>
    </message>
    <message>
        <source>decoding with a KV cache is shown for softmax attention, not &quot;%1&quot;; remove &quot;decode&quot; or use &quot;kind&quot;: &quot;softmax&quot;</source>
        <translation>a decodificação com cache KV é mostrada para a atenção softmax, não para &quot;%1&quot;; remova &quot;decode&quot; ou use &quot;kind&quot;: &quot;softmax&quot;</translation>
    </message>
    <message>
        <source>decoding needs self-attention, as many queries as keys: got %1 queries and %2 keys</source>
        <translation>a decodificação precisa de autoatenção, com tantas consultas quanto chaves: há %1 consultas e %2 chaves</translation>
    </message>
    <message>
        <source>decoding is shown frame by frame for at most %1 tokens, got %2; `attnlab-cli bench --decode` times longer caches</source>
        <translation>a decodificação é mostrada passo a passo para no máximo %1 tokens; recebido: %2; `attnlab-cli bench --decode` mede caches mais longos</translation>
    </message>
    <message>
        <source>a prompt of %1 tokens is longer than the %2 tokens</source>
        <translation>um prompt de %1 tokens é mais longo que os %2 tokens</translation>
    </message>
    <message>
        <source>%1 column</source>
        <translation>%1 coluna</translation>
    </message>
    <message>
        <source>%1 columns</source>
        <translation>%1 colunas</translation>
    </message>
    <message>
        <source>%1 row</source>
        <translation>%1 linha</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 linhas</translation>
    </message>
    <message>
        <source>q has %1 and k has %2: Q and K need the same number of columns (d_k)</source>
        <translation>q tem %1 e k tem %2: Q e K precisam do mesmo número de colunas (d_k)</translation>
    </message>
    <message>
        <source>k has %1 and v has %2: K and V need one row per key</source>
        <translation>k tem %1 e v tem %2: K e V precisam de uma linha por chave</translation>
    </message>
    <message>
        <source>expected a %1 x %2 mask (queries x keys), got %3 x %4</source>
        <translation>esperada uma máscara %1 x %2 (consultas x chaves); recebido: %3 x %4</translation>
    </message>
    <message>
        <source>expected %1 to %2, got %3</source>
        <translation>esperado de %1 a %2; recebido: %3</translation>
    </message>
    <message>
        <source>expected a key dimension d_k of %1 to %2, got %3</source>
        <translation>esperada uma dimensão das chaves d_k de %1 a %2; recebido: %3</translation>
    </message>
    <message>
        <source>3 x tokens x d_k = %1 values is below %2; use more tokens or a larger d_k</source>
        <translation>3 x tokens x d_k = %1 valores ficam abaixo de %2; use mais tokens ou um d_k maior</translation>
    </message>
    <message>
        <source>expected at least one key dimension d_k</source>
        <translation>esperada pelo menos uma dimensão das chaves d_k</translation>
    </message>
    <message>
        <source>dimension must be at least 1, got %1</source>
        <translation>a dimensão precisa ser pelo menos 1; recebido: %1</translation>
    </message>
    <message>
        <source>expected n &gt;= 0 and d &gt;= 1, got %1 x %2</source>
        <translation>esperado n &gt;= 0 e d &gt;= 1; recebido: %1 x %2</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>é uma pasta, não um arquivo</translation>
    </message>
    <message>
        <source>cannot open the file</source>
        <translation>não é possível abrir o arquivo</translation>
    </message>
    <message>
        <source>no dimensions (an empty file?)</source>
        <translation>nenhuma dimensão (arquivo vazio?)</translation>
    </message>
    <message>
        <source>no words</source>
        <translation>nenhuma palavra</translation>
    </message>
    <message>
        <source>expected the header line &quot;dimensions&lt;TAB&gt;name&lt;TAB&gt;...&quot; first, got %1</source>
        <translation>esperada primeiro a linha de cabeçalho &quot;dimensions&lt;TAB&gt;name&lt;TAB&gt;...&quot;; recebido: %1</translation>
    </message>
    <message>
        <source>dimension %1 has no name</source>
        <translation>a dimensão %1 não tem nome</translation>
    </message>
    <message>
        <source>dimension name %1 may not contain spaces, &apos;=&apos; or &apos;,&apos;</source>
        <translation>o nome de dimensão %1 não pode conter espaços, &apos;=&apos; ou &apos;,&apos;</translation>
    </message>
    <message>
        <source>duplicate dimension %1</source>
        <translation>dimensão %1 duplicada</translation>
    </message>
    <message>
        <source>no dimension names after &quot;dimensions&quot;</source>
        <translation>nenhum nome de dimensão depois de &quot;dimensions&quot;</translation>
    </message>
    <message>
        <source>%1 dimensions exceed the limit of %2</source>
        <translation>%1 dimensões ultrapassam o limite de %2</translation>
    </message>
    <message>
        <source>expected 3 tab-separated fields (language, word, dimensions), got %1</source>
        <translation>esperados 3 campos separados por tabulação (idioma, palavra, dimensões); recebido: %1</translation>
    </message>
    <message>
        <source>invalid language %1 (expected a lower-case code such as en)</source>
        <translation>idioma inválido %1 (esperado um código em minúsculas, como en)</translation>
    </message>
    <message>
        <source>empty word</source>
        <translation>palavra vazia</translation>
    </message>
    <message>
        <source>word %1 is not one token for the tokenizer, so no sentence could ever match it</source>
        <translation>a palavra %1 não é um único token para o tokenizador, então nenhuma frase poderia corresponder a ela</translation>
    </message>
    <message>
        <source>duplicate word %1 for %2 (first on line %3)</source>
        <translation>palavra %1 duplicada para %2 (primeira ocorrência na linha %3)</translation>
    </message>
    <message>
        <source>no dimensions for %1</source>
        <translation>nenhuma dimensão para %1</translation>
    </message>
    <message>
        <source>empty dimension entry (two commas?)</source>
        <translation>entrada de dimensão vazia (duas vírgulas?)</translation>
    </message>
    <message>
        <source>unknown dimension %1</source>
        <translation>dimensão desconhecida %1</translation>
    </message>
    <message>
        <source>dimension %1: expected a number, got %2</source>
        <translation>dimensão %1: esperado um número; recebido: %2</translation>
    </message>
    <message>
        <source>dimension %1 given twice</source>
        <translation>dimensão %1 informada duas vezes</translation>
    </message>
    <message>
        <source>more than %1 words</source>
        <translation>mais de %1 palavras</translation>
    </message>
    <message>
        <source>no header line &quot;dimensions&lt;TAB&gt;name&lt;TAB&gt;...&quot;</source>
        <translation>sem a linha de cabeçalho &quot;dimensions&lt;TAB&gt;name&lt;TAB&gt;...&quot;</translation>
    </message>
    <message>
        <source>expected a word followed by numbers separated by spaces (is this a GloVe text file?)</source>
        <translation>esperada uma palavra seguida de números separados por espaços (é um arquivo de texto do GloVe?)</translation>
    </message>
    <message>
        <source>%1 numbers exceed the limit of %2 dimensions</source>
        <translation>%1 números ultrapassam o limite de %2 dimensões</translation>
    </message>
    <message>
        <source>number %1: expected a number, got %2</source>
        <translation>número %1: esperado um número; recebido: %2</translation>
    </message>
    <message>
        <source>number %1: expected a number (is this a GloVe text file?)</source>
        <translation>número %1: esperado um número (é um arquivo de texto do GloVe?)</translation>
    </message>
    <message>
        <source>more than %1 words; keep the most frequent ones (e.g. head -n 100000)</source>
        <translation>mais de %1 palavras; mantenha as mais frequentes (por exemplo, head -n 100000)</translation>
    </message>
    <message>
        <source>more than %1 numbers in all; keep the most frequent words (e.g. head -n 100000)</source>
        <translation>mais de %1 números no total; mantenha as palavras mais frequentes (por exemplo, head -n 100000)</translation>
    </message>
    <message>
        <source>no vectors (an empty file?)</source>
        <translation>nenhum vetor (arquivo vazio?)</translation>
    </message>
    <message>
        <source>not a language tag (such as &quot;en&quot;, &quot;fr&quot;, &quot;pt&quot; or &quot;pt_BR&quot;)</source>
        <translation>não é um código de idioma (como &quot;en&quot;, &quot;fr&quot;, &quot;pt&quot; ou &quot;pt_BR&quot;)</translation>
    </message>
    <message>
        <source>expected a lower-case language code such as &quot;en&quot;, &quot;fr&quot; or &quot;pt&quot;, got %1</source>
        <translation>esperado um código de idioma em minúsculas, como &quot;en&quot;, &quot;fr&quot; ou &quot;pt&quot;; recebido: %1</translation>
    </message>
    <message>
        <source>empty sentence</source>
        <translation>frase vazia</translation>
    </message>
    <message>
        <source>empty sentence: no words in %1</source>
        <translation>frase vazia: nenhuma palavra em %1</translation>
    </message>
    <message>
        <source>%1 words exceed the limit of %2</source>
        <translation>%1 palavras ultrapassam o limite de %2</translation>
    </message>
    <message>
        <source>expected &quot;lexicon&quot; or {&quot;glove&quot;: &quot;vectors.txt&quot;}, got %1</source>
        <translation>esperado &quot;lexicon&quot; ou {&quot;glove&quot;: &quot;vectors.txt&quot;}; recebido: %1</translation>
    </message>
    <message>
        <source>expected true or false, or {&quot;scale&quot;: 0.5}, got %1</source>
        <translation>esperado true ou false, ou {&quot;scale&quot;: 0.5}; recebido: %1</translation>
    </message>
    <message>
        <source>expected &quot;identity&quot;, {&quot;random&quot;: 7} or {&quot;w_q&quot;: [[...]], &quot;w_k&quot;: [[...]], &quot;w_v&quot;: [[...]]}, got %1</source>
        <translation>esperado &quot;identity&quot;, {&quot;random&quot;: 7} ou {&quot;w_q&quot;: [[...]], &quot;w_k&quot;: [[...]], &quot;w_v&quot;: [[...]]}; recebido: %1</translation>
    </message>
    <message>
        <source>give either &quot;random&quot; or &quot;w_q&quot;, &quot;w_k&quot;, &quot;w_v&quot;, not both</source>
        <translation>informe &quot;random&quot; ou &quot;w_q&quot;, &quot;w_k&quot;, &quot;w_v&quot;, não ambos</translation>
    </message>
    <message>
        <source>missing: a given projection needs w_q, w_k and w_v</source>
        <translation>falta: uma projeção fornecida precisa de w_q, w_k e w_v</translation>
    </message>
    <message>
        <source>expected %1 rows like w_q (the embedding dimension), got %2</source>
        <translation>eram esperadas %1 linhas como em w_q (a dimensão do embedding), mas há %2</translation>
    </message>
    <message>
        <source>expected %1 columns like w_q, got %2</source>
        <translation>eram esperadas %1 colunas como em w_q, mas há %2</translation>
    </message>
    <message>
        <source>a GloVe file is found relative to the scenario&apos;s folder, and this scenario has none yet: save it first</source>
        <translation>um arquivo GloVe é procurado em relação à pasta do cenário, e este cenário ainda não tem pasta: salve-o primeiro</translation>
    </message>
    <message>
        <source>the lexicon has no words in &quot;%1&quot; (it has %2; &quot;&quot; means any)</source>
        <translation>o léxico não tem palavras em &quot;%1&quot; (tem %2; &quot;&quot; significa qualquer idioma)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not in the lexicon; it gets a hashed random vector</source>
        <translation>%1: &quot;%2&quot; não está no léxico; recebe um vetor aleatório de hash</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not in the lexicon (%3); it gets a hashed random vector</source>
        <translation>%1: &quot;%2&quot; não está no léxico (%3); recebe um vetor aleatório de hash</translation>
    </message>
    <message>
        <source>expected %1 rows (the embedding dimension), got %2</source>
        <translation>eram esperadas %1 linhas (a dimensão do embedding), mas há %2</translation>
    </message>
    <message>
        <source>expected 1 to %1 columns, got %2</source>
        <translation>eram esperadas de 1 a %1 colunas, mas há %2</translation>
    </message>
    <message>
        <source>not finite numbers</source>
        <translation>números não finitos</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;query&quot;: &quot;Le chat noir&quot;, &quot;source&quot;: &quot;The black cat&quot;}, got %1</source>
        <translation>esperado um objeto como {&quot;query&quot;: &quot;Le chat noir&quot;, &quot;source&quot;: &quot;The black cat&quot;}; recebido: %1</translation>
    </message>
    <message>
        <source>missing: the sentence whose words ask</source>
        <translation>falta: a frase cujas palavras são as consultas</translation>
    </message>
    <message>
        <source>unknown embedding &quot;%1&quot; (known: lexicon, glove)</source>
        <translation>embedding desconhecido &quot;%1&quot; (conhecidos: lexicon, glove)</translation>
    </message>
    <message>
        <source>needs an embedding dimension of at least 3, got %1</source>
        <translation>precisa de uma dimensão de embedding de pelo menos 3; recebido: %1</translation>
    </message>
    <message>
        <source>%1%2 values is below %3, which PyTorch draws by another path; use at least %4 values</source>
        <translation>%1%2 valores ficam abaixo de %3, quantidade que o PyTorch sorteia por outro caminho; use pelo menos %4 valores</translation>
    </message>
    <message>
        <source>%1 must be at least 1, got %2 x %3</source>
        <translation>%1 precisa ser pelo menos 1; recebido: %2 x %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds a control character; a file name has none</source>
        <translation>&quot;%1&quot; contém um caractere de controle; um nome de arquivo não tem nenhum</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a symbolic link leading outside the lesson&apos;s folder; a lesson reads only files inside its own folder: copy the file there</source>
        <translation>&quot;%1&quot; é um link simbólico que leva para fora da pasta da lição; uma lição só lê arquivos dentro da sua própria pasta: copie o arquivo para lá</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a symbolic link leading outside the scenario&apos;s folder; a scenario reads only files inside its own folder: copy the file there</source>
        <translation>&quot;%1&quot; é um link simbólico que leva para fora da pasta do cenário; um cenário só lê arquivos dentro da sua própria pasta: copie o arquivo para lá</translation>
    </message>
    <message>
        <source>&quot;%1&quot; goes through &quot;%2&quot;, a symbolic link leading outside the lesson&apos;s folder; a lesson reads only files inside its own folder: copy the file there</source>
        <translation>&quot;%1&quot; passa por &quot;%2&quot;, um link simbólico que leva para fora da pasta da lição; uma lição só lê arquivos dentro da sua própria pasta: copie o arquivo para lá</translation>
    </message>
    <message>
        <source>&quot;%1&quot; goes through &quot;%2&quot;, a symbolic link leading outside the scenario&apos;s folder; a scenario reads only files inside its own folder: copy the file there</source>
        <translation>&quot;%1&quot; passa por &quot;%2&quot;, um link simbólico que leva para fora da pasta do cenário; um cenário só lê arquivos dentro da sua própria pasta: copie o arquivo para lá</translation>
    </message>
    <message>
        <source>the stage hides no pair (the scenario has no mask): a masked pairs question needs a mask to find</source>
        <translation>a etapa não oculta nenhum par (o cenário não tem máscara): uma pergunta sobre pares ocultos precisa de uma máscara para encontrar</translation>
    </message>
    <message>
        <source>corrupt entry: the zip entry declares %1 bytes, its .npy header (shape %2) %3; refused before it is inflated</source>
        <translation>entrada corrompida: a entrada do zip declara %1 bytes, e seu cabeçalho .npy (formato %2), %3; recusada antes de ser descompactada</translation>
    </message>
    <message>
        <source>%1 as JSON text</source>
        <translation>%1 como texto JSON</translation>
    </message>
    <message>
        <source>export fewer numbers: this stage, or Q, K and V</source>
        <translation>exporte menos números: esta etapa, ou Q, K e V</translation>
    </message>
    <message>
        <source>the fused engine&apos;s copies of q, k and v</source>
        <translation>as cópias de q, k e v do motor fundido</translation>
    </message>
    <message>
        <source>no &quot;%1&quot; text</source>
        <translation>nenhum texto &quot;%1&quot;</translation>
    </message>
    <message>
        <source>choices are plain text; “%1” would show as typed (%2)</source>
        <translation>as opções são texto simples; “%1” apareceria como digitado (%2)</translation>
    </message>
    <message>
        <source>%1 (its words in &quot;%2&quot;)</source>
        <translation>%1 (suas palavras em &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>not enough memory to compute its scenario</source>
        <translation>memória insuficiente para calcular o seu cenário</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>linha %1, coluna %2</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>linha %1, coluna %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>linha %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>camada %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeça %1</translation>
    </message>
    <message>
        <source>attention flow takes at most %1 tokens (n² maximum flows); these maps have %2 (rollout has no such limit)</source>
        <translation>o fluxo de atenção aceita no máximo %1 tokens (n² fluxos máximos); estes mapas têm %2 (o rollout não tem esse limite)</translation>
    </message>
    <message>
        <source>attention flow takes at most %1 layers; layers %2:%3 are %4 (choose a range: --layers a:b)</source>
        <translation>o fluxo de atenção aceita no máximo %1 camadas; as camadas %2:%3 são %4 (escolha um intervalo: --layers a:b)</translation>
    </message>
    <message>
        <source>entropy (bits)</source>
        <translation>entropia (bits)</translation>
    </message>
    <message>
        <source>mean distance</source>
        <translation>distância média</translation>
    </message>
    <message>
        <source>on the first token</source>
        <translation>no primeiro token</translation>
    </message>
    <message>
        <source>on the previous token</source>
        <translation>no token anterior</translation>
    </message>
    <message>
        <source>on itself</source>
        <translation>em si mesmo</translation>
    </message>
    <message>
        <source>keys for 90 %</source>
        <translation>chaves para 90 %</translation>
    </message>
    <message>
        <source>maps of %1 x %2 and %3 x %4 cannot be compared</source>
        <translation>mapas de %1 x %2 e %3 x %4 não podem ser comparados</translation>
    </message>
    <message>
        <source>expected a layer range a:b (whole numbers from 0, as a Python slice: 2:5 is layers 2, 3 and 4), got &apos;%1&apos;</source>
        <translation>esperado um intervalo de camadas a:b (números inteiros a partir de 0, como uma fatia do Python: 2:5 são as camadas 2, 3 e 4); recebido: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>layers %1:%2: a layer index is negative</source>
        <translation>camadas %1:%2: um índice de camada é negativo</translation>
    </message>
    <message>
        <source>layers %1:%2 hold no layer (a:b is layers a to b - 1, as a Python slice)</source>
        <translation>as camadas %1:%2 não contêm nenhuma camada (a:b são as camadas de a até b - 1, como uma fatia do Python)</translation>
    </message>
    <message>
        <source>layers %1:%2: the weights have %3 layers (0 to %4)</source>
        <translation>camadas %1:%2: os pesos têm %3 camadas (0 a %4)</translation>
    </message>
    <message>
        <source>no attention weights</source>
        <translation>nenhum peso de atenção</translation>
    </message>
    <message>
        <source>these maps are %1 x %2 (cross-attention): rollout, flow and head statistics need self-attention (n x n)</source>
        <translation>estes mapas são %1 x %2 (atenção cruzada): o rollout, o fluxo e as estatísticas das cabeças exigem autoatenção (n x n)</translation>
    </message>
    <message>
        <source>a negative weight (%1)</source>
        <translation>um peso negativo (%1)</translation>
    </message>
    <message>
        <source>every weight of the row is 0 and the residual is 0: the row cannot be normalised (give a residual above 0)</source>
        <translation>todos os pesos da linha são 0 e o residual é 0: a linha não pode ser normalizada (informe um residual acima de 0)</translation>
    </message>
    <message>
        <source>expected a number from 0 to 1 (the share of the identity in (1 - a) A + a I), got %1</source>
        <translation>esperado um número de 0 a 1 (a parcela da identidade em (1 - a) A + a I); recebido: %1</translation>
    </message>
    <message>
        <source>cpu: head %1, query %2: scaled scores outside float32&apos;s range (validate() the input first)</source>
        <translation>cpu: cabeça %1, consulta %2: pontuações escaladas fora do intervalo do float32 (valide a entrada antes com validate())</translation>
    </message>
    <message>
        <source>%1 failed: %2 (%3)</source>
        <extracomment>An OpenCL call that failed: the function (clCreateBuffer), the error&apos;s name (CL_OUT_OF_RESOURCES) and its number</extracomment>
        <translation>%1 falhou: %2 (%3)</translation>
    </message>
    <message>
        <source>OpenCL: the attention kernel did not build on %1 (%2)</source>
        <translation>OpenCL: o kernel de atenção não compilou em %1 (%2)</translation>
    </message>
    <message>
        <source>OpenCL: the attention kernel did not build on %1 (%2):
%3</source>
        <translation>OpenCL: o kernel de atenção não compilou em %1 (%2):
%3</translation>
    </message>
    <message>
        <source>OpenCL: no platform or device found (is an ICD such as pocl-opencl-icd or a GPU driver installed?)</source>
        <translation>OpenCL: nenhuma plataforma ou dispositivo encontrado (há um ICD como pocl-opencl-icd ou um driver de GPU instalado?)</translation>
    </message>
    <message>
        <source>OpenCL: device index %1 out of range (%2 device)</source>
        <translation>OpenCL: índice de dispositivo %1 fora do intervalo (%2 dispositivo)</translation>
    </message>
    <message>
        <source>OpenCL: device index %1 out of range (%2 devices)</source>
        <translation>OpenCL: índice de dispositivo %1 fora do intervalo (%2 dispositivos)</translation>
    </message>
    <message>
        <source>OpenCL: %1: %2</source>
        <translation>OpenCL: %1: %2</translation>
    </message>
    <message>
        <source>OpenCL: %1 needs %2 MiB, more than the largest buffer of %3 (%4 MiB)</source>
        <translation>OpenCL: %1 precisa de %2 MiB, mais do que o maior buffer de %3 (%4 MiB)</translation>
    </message>
    <message>
        <source>OpenCL: head %1, query %2: scaled scores outside float32&apos;s range (validate() the input first)</source>
        <translation>OpenCL: cabeça %1, consulta %2: pontuações escaladas fora do intervalo do float32 (valide a entrada antes com validate())</translation>
    </message>
    <message>
        <source>not with %1 given per language: each sentence&apos;s language is its key</source>
        <translation>não com %1 dado por idioma: o idioma de cada frase é a sua chave</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>shape %1: expected %2 columns like %3.npy %4, got %5</source>
        <translation>forma %1: esperadas %2 colunas como %3.npy %4; recebido: %5</translation>
    </message>
    <message>
        <source>shape %1: expected %2 rows (one per key) like %3.npy %4, got %5</source>
        <translation>forma %1: esperadas %2 linhas (uma por chave) como %3.npy %4; recebido: %5</translation>
    </message>
    <message>
        <source>this key appears twice in the same object; keep one (which one was meant is not clear)</source>
        <translation>esta chave aparece duas vezes no mesmo objeto; mantenha uma (não está claro qual era a pretendida)</translation>
    </message>
    <message>
        <source>the .npz archive could not be made: %1</source>
        <translation>não foi possível criar o arquivo .npz: %1</translation>
    </message>
    <message>
        <source>unknown backend &quot;%1&quot; for deformable attention (known: reference)</source>
        <translation>backend &quot;%1&quot; desconhecido para a atenção deformável (conhecidos: reference)</translation>
    </message>
    <message>
        <source>unknown backend &quot;%1&quot; for linear attention (known: reference, cpu)</source>
        <translation>backend &quot;%1&quot; desconhecido para a atenção linear (conhecidos: reference, cpu)</translation>
    </message>
    <message>
        <source>%1 of linear attention, with n_q x n_k implicit and softmax weights</source>
        <translation>%1 da atenção linear, com os pesos implícitos e softmax de n_q x n_k</translation>
    </message>
    <message>
        <source>use fewer tokens or heads</source>
        <translation>use menos tokens ou cabeças</translation>
    </message>
    <message>
        <source>q, k, v and the output of linear attention as text</source>
        <translation>q, k, v e a saída da atenção linear como texto</translation>
    </message>
    <message>
        <source>use fewer tokens</source>
        <translation>use menos tokens</translation>
    </message>
    <message>
        <source>%1 of linear attention as text, with the state of every frame</source>
        <translation>%1 da atenção linear como texto, com o estado de cada passo de decodificação</translation>
    </message>
    <message>
        <source>%1 of linear attention as text</source>
        <translation>%1 da atenção linear como texto</translation>
    </message>
    <message>
        <source>use fewer tokens or heads, or --backend cpu for the output alone</source>
        <translation>use menos tokens ou cabeças, ou --backend cpu apenas para a saída</translation>
    </message>
    <message>
        <source>queries</source>
        <extracomment>φ of the queries of head 2 overflows</extracomment>
        <translation>consultas</translation>
    </message>
    <message>
        <source>keys</source>
        <extracomment>φ of the keys of head 2 overflows</extracomment>
        <translation>chaves</translation>
    </message>
    <message>
        <source>unknown backend &quot;%1&quot; for channel attention (known: reference)</source>
        <translation>backend &quot;%1&quot; desconhecido para a atenção por canal (conhecidos: reference)</translation>
    </message>
    <message>
        <source>unknown backend &quot;%1&quot;</source>
        <translation>backend &quot;%1&quot; desconhecido</translation>
    </message>
    <message>
        <source>expected 0 to %1 (the %2 keys make %1 blocks of %3), got %4</source>
        <translation>esperado de 0 a %1 (as %2 chaves formam %1 blocos de %3); recebido: %4</translation>
    </message>
    <message>
        <source>every stage of %1 head of %2 queries x %3 keys</source>
        <translation>todas as etapas de %1 cabeça de %2 consultas x %3 chaves</translation>
    </message>
    <message>
        <source>every stage of %1 heads of %2 queries x %3 keys</source>
        <translation>todas as etapas de %1 cabeças de %2 consultas x %3 chaves</translation>
    </message>
    <message>
        <source>%1, and their JSON text</source>
        <translation>%1, e o seu texto JSON</translation>
    </message>
    <message>
        <source>use fewer tokens or heads, or the cpu backend for the output alone</source>
        <translation>use menos tokens ou cabeças, ou o backend cpu apenas para a saída</translation>
    </message>
    <message>
        <source>the output of %1 queries and its JSON text</source>
        <translation>a saída de %1 consultas e o seu texto JSON</translation>
    </message>
    <message>
        <source>missing array &apos;%1&apos; (expected shape %2)</source>
        <translation>array &apos;%1&apos; ausente (forma esperada %2)</translation>
    </message>
    <message>
        <source>shape %1, expected %2</source>
        <translation>forma %1, esperada %2</translation>
    </message>
    <message>
        <source>holds a NaN or an infinity</source>
        <translation>contém um NaN ou um infinito</translation>
    </message>
    <message>
        <source>missing &quot;%1&quot;</source>
        <translation>&quot;%1&quot; ausente</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to %1, got %2</source>
        <translation>esperado um número inteiro de 1 a %1; recebido: %2</translation>
    </message>
    <message>
        <source>expected a non-empty list of tokens</source>
        <translation>esperada uma lista de tokens não vazia</translation>
    </message>
    <message>
        <source>more than %1 tokens</source>
        <translation>mais de %1 tokens</translation>
    </message>
    <message>
        <source>expected a non-empty string, got %1</source>
        <translation>esperada uma string não vazia; recebido: %1</translation>
    </message>
    <message>
        <source>duplicate token &quot;%1&quot;</source>
        <translation>token &quot;%1&quot; duplicado</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON inválido: %1</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>esperado um objeto JSON</translation>
    </message>
    <message>
        <source>d_model (%1) is not a multiple of nhead (%2)</source>
        <translation>d_model (%1) não é múltiplo de nhead (%2)</translation>
    </message>
    <message>
        <source>must be even (the sinusoidal encoding pairs sin and cos)</source>
        <translation>deve ser par (a codificação senoidal agrupa sen e cos em pares)</translation>
    </message>
    <message>
        <source>must be at least 2</source>
        <translation>deve ser pelo menos 2</translation>
    </message>
    <message>
        <source>missing &quot;special_tokens&quot; (an object)</source>
        <translation>&quot;special_tokens&quot; ausente (um objeto)</translation>
    </message>
    <message>
        <source>missing &quot;%1&quot; (a token)</source>
        <translation>&quot;%1&quot; ausente (um token)</translation>
    </message>
    <message>
        <source>missing &quot;languages&quot; (an object such as {&quot;fr&quot;: &quot;&lt;fr&gt;&quot;})</source>
        <translation>&quot;languages&quot; ausente (um objeto como {&quot;fr&quot;: &quot;&lt;fr&gt;&quot;})</translation>
    </message>
    <message>
        <source>lacks the special token &quot;%1&quot;</source>
        <translation>falta o token especial &quot;%1&quot;</translation>
    </message>
    <message>
        <source>lacks the language token &quot;%1&quot;</source>
        <translation>falta o token de idioma &quot;%1&quot;</translation>
    </message>
    <message>
        <source>not in the model&apos;s English vocabulary</source>
        <translation>não está no vocabulário inglês do modelo</translation>
    </message>
    <message>
        <source>not in the model&apos;s English vocabulary; nearest known words: %1</source>
        <translation>não está no vocabulário inglês do modelo; palavras conhecidas mais próximas: %1</translation>
    </message>
    <message>
        <source>unknown target language &quot;%1&quot; (this model knows: %2)</source>
        <translation>idioma de destino &quot;%1&quot; desconhecido (este modelo conhece: %2)</translation>
    </message>
    <message>
        <source>no English word to translate</source>
        <translation>nenhuma palavra em inglês para traduzir</translation>
    </message>
    <message>
        <source>%1 words; this model reads at most %2</source>
        <translation>%1 palavras; este modelo lê no máximo %2</translation>
    </message>
    <message>
        <source>not a lexicon language: words per language are keyed &quot;en&quot;, &quot;fr&quot; or &quot;pt&quot;</source>
        <translation>não é um idioma do léxico: as palavras por idioma têm as chaves &quot;en&quot;, &quot;fr&quot; ou &quot;pt&quot;</translation>
    </message>
    <message>
        <source>missing: the English words, read where the reader&apos;s language has none</source>
        <translation>ausente: as palavras em inglês, lidas onde o idioma do leitor não tem nenhuma</translation>
    </message>
    <message>
        <source>use --backend %1</source>
        <translation>use --backend %1</translation>
    </message>
    <message>
        <source>use --backend %1 or --backend %2</source>
        <translation>use --backend %1 ou --backend %2</translation>
    </message>
    <message>
        <source>use --backend %1%2 or --backend %3</source>
        <translation>use --backend %1%2 ou --backend %3</translation>
    </message>
    <message>
        <source>%1: used only by &quot;kind&quot;: %2, ignored by &quot;%3&quot;</source>
        <translation>%1: usado apenas por &quot;kind&quot;: %2, ignorado por &quot;%3&quot;</translation>
    </message>
    <message>
        <source>expected %1 rows (the units d_a), got %2</source>
        <translation>esperado: %1 linhas (as unidades d_a); recebido: %2</translation>
    </message>
    <message>
        <source>expected %1 columns (d_k, the columns of q and k), got %2</source>
        <translation>esperado: %1 colunas (d_k, as colunas de q e k); recebido: %2</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;units&quot;: 8, &quot;seed&quot;: 0}, got %1</source>
        <translation>esperado: um objeto como {&quot;units&quot;: 8, &quot;seed&quot;: 0}; recebido: %1</translation>
    </message>
    <message>
        <source>expected %1 numbers (the units d_a), got %2</source>
        <translation>esperado: %1 números (as unidades d_a); recebido: %2</translation>
    </message>
    <message>
        <source>drawing the weights needs 2·d_a·d_k + d_a ≥ 16 numbers, got %1; give w_q, w_k and v</source>
        <translation>sortear os pesos exige 2·d_a·d_k + d_a ≥ 16 números, recebido: %1; forneça w_q, w_k e v</translation>
    </message>
    <message>
        <source>%1 units of %2 columns are too many to draw</source>
        <translation>%1 unidades de %2 colunas são demais para sortear</translation>
    </message>
    <message>
        <source>additive attention has one head (its small network compares whole vectors), got %1</source>
        <translation>a atenção aditiva tem uma só cabeça (sua pequena rede compara vetores inteiros); recebido: %1</translation>
    </message>
    <message>
        <source>additive attention has no scale: tanh already keeps each unit between −1 and 1</source>
        <translation>a atenção aditiva não tem fator de escala: a tanh já mantém cada unidade entre −1 e 1</translation>
    </message>
    <message>
        <source>additive attention has no output projection W_O</source>
        <translation>a atenção aditiva não tem projeção de saída W_O</translation>
    </message>
    <message>
        <source>unknown backend &quot;%1&quot; for additive attention (known: reference)</source>
        <translation>mecanismo de cálculo &quot;%1&quot; desconhecido para a atenção aditiva (conhecido: reference)</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;queries&quot;: 2, &quot;keys&quot;: 2}, got %1</source>
        <translation>esperado: um objeto como {&quot;queries&quot;: 2, &quot;keys&quot;: 2}; recebido: %1</translation>
    </message>
    <message>
        <source>unknown backend &quot;%1&quot; for FlashAttention&apos;s tiles (known: reference)</source>
        <translation>mecanismo de cálculo &quot;%1&quot; desconhecido para os blocos do FlashAttention (conhecido: reference)</translation>
    </message>
    <message>
        <source>FlashAttention&apos;s %1 tiles in every head, each kept</source>
        <translation>os %1 blocos do FlashAttention em cada cabeça, cada um guardado</translation>
    </message>
    <message>
        <source>use larger blocks, or fewer tokens or heads</source>
        <translation>use blocos maiores, ou menos tokens ou cabeças</translation>
    </message>
    <message>
        <source>FlashAttention&apos;s %1 tiles in every head, as text</source>
        <translation>os %1 blocos do FlashAttention em cada cabeça, como texto</translation>
    </message>
    <message>
        <source>FlashAttention&apos;s tiles are kept one by one for at most %1 queries and keys, got %2 queries and %3 keys; use &quot;kind&quot;: &quot;softmax&quot; for longer inputs</source>
        <translation>os blocos do FlashAttention são guardados um a um para no máximo %1 consultas e chaves; recebido: %2 consultas e %3 chaves; use &quot;kind&quot;: &quot;softmax&quot; para entradas mais longas</translation>
    </message>
    <message>
        <source>blocks of %1 queries × %2 keys make %3 tiles to visit, more than the %4 kept one by one; use larger blocks</source>
        <translation>blocos de %1 consultas × %2 chaves dão %3 blocos a percorrer, mais do que os %4 guardados um a um; use blocos maiores</translation>
    </message>
    <message>
        <source>expected a list of %1 numbers (one per channel)</source>
        <translation>esperava-se uma lista de %1 números (um por canal)</translation>
    </message>
    <message>
        <source>expected positive numbers, got %1</source>
        <translation>esperavam-se números positivos, veio %1</translation>
    </message>
    <message>
        <source>expected finite numbers, got %1</source>
        <translation>esperavam-se números finitos, veio %1</translation>
    </message>
    <message>
        <source>expected one of %1, got %2</source>
        <translation>esperava-se um de %1, veio %2</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; (a vision transformer), got %2</source>
        <translation>esperava-se &quot;%1&quot; (um transformer de visão), veio %2</translation>
    </message>
    <message>
        <source>expected 3 (RGB pictures), got %1</source>
        <translation>esperava-se 3 (imagens RGB), veio %1</translation>
    </message>
    <message>
        <source>image_size (%1) is not a multiple of patch_size (%2)</source>
        <translation>image_size (%1) não é múltiplo de patch_size (%2)</translation>
    </message>
    <message>
        <source>%1 tokens; at most %2 are read</source>
        <translation>%1 tokens; no máximo %2 são lidos</translation>
    </message>
    <message>
        <source>expected a non-empty list of class names</source>
        <translation>esperava-se uma lista não vazia de nomes de classes</translation>
    </message>
    <message>
        <source>duplicate class &quot;%1&quot;</source>
        <translation>classe &quot;%1&quot; repetida</translation>
    </message>
    <message>
        <source>%1 × %2 pixels with %3 channels; this model reads %4 × %4 with %5 (resize it first)</source>
        <translation>%1 × %2 pixels com %3 canais; este modelo lê %4 × %4 com %5 (redimensione-a antes)</translation>
    </message>
    <message>
        <source>shape %1; expected (height, width, channels) with 1 to 4 channels</source>
        <translation>forma %1; esperava-se (altura, largura, canais) com 1 a 4 canais</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>causal: key %1 comes after query %2</source>
        <translation>causal: a chave %1 vem depois da consulta %2</translation>
    </message>
    <message>
        <source>window: |%1 − %2| = %3 &gt; %4</source>
        <translation>janela: |%1 − %2| = %3 &gt; %4</translation>
    </message>
    <message>
        <source>the custom mask hides this pair</source>
        <translation>a máscara personalizada oculta este par</translation>
    </message>
    <message>
        <source>Query %1 %2, head %3 of %4: %5 keys, d_k = %6, d_v = %7</source>
        <translation>Consulta %1 %2, cabeça %3 de %4: %5 chaves, d_k = %6, d_v = %7</translation>
    </message>
    <message>
        <source>1. Scores  s_j = q · k_j = Σ_c q_c × k_jc  (how well the query matches each key)</source>
        <translation>1. Pontuações  s_j = q · k_j = Σ_c q_c × k_jc  (quanto a consulta corresponde a cada chave)</translation>
    </message>
    <message>
        <source>   key %1 %2: %3 = %4</source>
        <translation>   chave %1 %2: %3 = %4</translation>
    </message>
    <message>
        <source>2. Scaling  s&apos;_j = s_j × s, with the scenario&apos;s s = %1</source>
        <translation>2. Escala  s&apos;_j = s_j × s, com o fator de escala do cenário s = %1</translation>
    </message>
    <message>
        <source>   key %1: %2 × %3 = %4</source>
        <translation>   chave %1: %2 × %3 = %4</translation>
    </message>
    <message>
        <source>3. Mask  none: every key is allowed</source>
        <translation>3. Máscara  nenhuma: todas as chaves são permitidas</translation>
    </message>
    <message>
        <source>3. Mask  a hidden key&apos;s score becomes −∞, so its weight will be 0</source>
        <translation>3. Máscara  a pontuação de uma chave oculta vira −∞, então seu peso será 0</translation>
    </message>
    <message>
        <source>   key %1: allowed, %2</source>
        <translation>   chave %1: permitida, %2</translation>
    </message>
    <message>
        <source>   key %1: hidden (%2), −∞</source>
        <translation>   chave %1: oculta (%2), −∞</translation>
    </message>
    <message>
        <source>4. Softmax  a_j = exp(s&apos;&apos;_j − m) / Σ exp(s&apos;&apos;_i − m), with m the row&apos;s max (subtracting it keeps exp() from overflowing)</source>
        <translation>4. Softmax  a_j = exp(s&apos;&apos;_j − m) / Σ exp(s&apos;&apos;_i − m), em que m é o máximo da linha (subtraí-lo evita que exp() estoure)</translation>
    </message>
    <message>
        <source>   every key is hidden: no weights to share, so this row&apos;s weights and output are all 0</source>
        <translation>   todas as chaves estão ocultas: não há pesos a distribuir, então os pesos e a saída desta linha são todos 0</translation>
    </message>
    <message>
        <source>   max m = %1</source>
        <translation>   máximo m = %1</translation>
    </message>
    <message>
        <source>   key %1: exp(−∞) = 0</source>
        <translation>   chave %1: exp(−∞) = 0</translation>
    </message>
    <message>
        <source>   key %1: exp(%2 − %3) = exp(%4) = %5</source>
        <translation>   chave %1: exp(%2 − %3) = exp(%4) = %5</translation>
    </message>
    <message>
        <source>   sum z = %1</source>
        <translation>   soma z = %1</translation>
    </message>
    <message>
        <source>   key %1 %2: %3 / %4 = %5</source>
        <translation>   chave %1 %2: %3 / %4 = %5</translation>
    </message>
    <message>
        <source>   weights (3 decimals, they sum to %1): [%2]</source>
        <translation>   pesos (3 casas decimais, somam %1): [%2]</translation>
    </message>
    <message>
        <source>5. Weighted sum  o_c = Σ_j a_j × v_jc  (the output is an average of the value rows, weighted by attention)</source>
        <translation>5. Soma ponderada  o_c = Σ_j a_j × v_jc  (a saída é uma média das linhas de valor, ponderada pela atenção)</translation>
    </message>
    <message>
        <source>   c = %1: %2 = %3</source>
        <translation>   c = %1: %2 = %3</translation>
    </message>
    <message>
        <source>6. Concatenate the %1 heads and multiply by W_O (%2 × %3): output row %4 = [%5]</source>
        <translation>6. Concatenar as %1 cabeças e multiplicar por W_O (%2 × %3): linha de saída %4 = [%5]</translation>
    </message>
    <message>
        <source>6. Concatenate the %1 heads: output row %2 = [%3]</source>
        <translation>6. Concatenar as %1 cabeças: linha de saída %2 = [%3]</translation>
    </message>
    <message>
        <source>2. Scaling  s&apos;_j = s_j × s, with s = 1/√d_k = 1/√%1 = %2 (keeps the scores from growing with d_k)</source>
        <translation>2. Escala  s&apos;_j = s_j × s, com s = 1/√d_k = 1/√%1 = %2 (impede que as pontuações cresçam com d_k)</translation>
    </message>
    <message>
        <source>causal (aligned bottom-right): key %1 comes after query %2, which stands at position %3</source>
        <translation>causal (alinhada no canto inferior direito): a chave %1 vem depois da consulta %2, que fica na posição %3</translation>
    </message>
    <message>
        <source>dilated window: |%1 − %2| = %3 &gt; %4 × %5</source>
        <translation>janela dilatada: |%1 − %2| = %3 &gt; %4 × %5</translation>
    </message>
    <message>
        <source>dilated window: |%1 − %2| = %3 is not a multiple of %4</source>
        <translation>janela dilatada: |%1 − %2| = %3 não é múltiplo de %4</translation>
    </message>
    <message>
        <source>neither token %1 nor token %2 is global</source>
        <translation>nem o token %1 nem o token %2 é global</translation>
    </message>
    <message>
        <source>key block %1 is not among query block %2&apos;s random blocks</source>
        <translation>o bloco de chaves %1 não está entre os blocos aleatórios do bloco de consultas %2</translation>
    </message>
</context>
<context>
    <name>FigureFileDialog</name>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagem PNG (*.png);;Desenho SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>FlashDescription</name>
    <message>
        <source>1 Tile scores</source>
        <translation>1 Pontuações dos blocos</translation>
    </message>
    <message>
        <source>2 Running max m</source>
        <translation>2 Máximo corrente m</translation>
    </message>
    <message>
        <source>3 Running sum ℓ</source>
        <translation>3 Soma corrente ℓ</translation>
    </message>
    <message>
        <source>4 Rescale</source>
        <translation>4 Correção</translation>
    </message>
    <message>
        <source>5 Accumulator O</source>
        <translation>5 Acumulador O</translation>
    </message>
    <message>
        <source>6 Output O / ℓ</source>
        <translation>6 Saída O / ℓ</translation>
    </message>
    <message>
        <source>7 Final output</source>
        <translation>7 Saída final</translation>
    </message>
    <message>
        <source>scaled score</source>
        <translation>pontuação com escala</translation>
    </message>
    <message>
        <source>running max m</source>
        <translation>máximo corrente m</translation>
    </message>
    <message>
        <source>running sum ℓ</source>
        <translation>soma corrente ℓ</translation>
    </message>
    <message>
        <source>rescale factor</source>
        <translation>fator de correção</translation>
    </message>
    <message>
        <source>unnormalised output</source>
        <translation>saída não normalizada</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>valor de saída</translation>
    </message>
    <message>
        <source>Scores Q Kᵀ s, tile by tile</source>
        <translation>Pontuações Q Kᵀ s, bloco a bloco</translation>
    </message>
    <message>
        <source>Running maximum m of each row</source>
        <translation>Máximo corrente m de cada linha</translation>
    </message>
    <message>
        <source>Running sum ℓ of each row</source>
        <translation>Soma corrente ℓ de cada linha</translation>
    </message>
    <message>
        <source>Rescale e^(m_old − m_new) of this tile&apos;s rows</source>
        <translation>Correção e^(m_old − m_new) das linhas deste bloco</translation>
    </message>
    <message>
        <source>Unnormalised output O</source>
        <translation>Saída não normalizada O</translation>
    </message>
    <message>
        <source>Output O / ℓ of the finished rows</source>
        <translation>Saída O / ℓ das linhas terminadas</translation>
    </message>
    <message>
        <source>Final output: concatenated heads × W_O</source>
        <translation>Saída final: cabeças concatenadas × W_O</translation>
    </message>
    <message>
        <source>Final output: concatenated heads</source>
        <translation>Saída final: cabeças concatenadas</translation>
    </message>
    <message>
        <source>FlashAttention computes exactly softmax attention, but one tile at a time: B_r queries against B_c keys, small enough for the chip&apos;s fast memory. The map fills in the order the tiles are visited; the whole n × n matrix is never held at once. A tile the mask hides entirely is skipped.</source>
        <translation>O FlashAttention calcula exatamente a atenção softmax, mas um bloco de cada vez: B_r consultas contra B_c chaves, pequeno o bastante para a memória rápida do chip. O mapa se preenche na ordem em que os blocos são percorridos; a matriz n × n inteira nunca fica na memória. Um bloco que a máscara oculta inteiro é pulado.</translation>
    </message>
    <message>
        <source>Softmax needs each row&apos;s maximum, which is only known after the last key. So each row keeps the largest score seen so far, m, and updates it after every tile.</source>
        <translation>O softmax precisa do máximo de cada linha, que só se conhece depois da última chave. Por isso cada linha guarda a maior pontuação vista até agora, m, e a atualiza depois de cada bloco.</translation>
    </message>
    <message>
        <source>ℓ is the row&apos;s sum of e^(score − m) over the keys seen so far: the softmax&apos;s denominator, built tile by tile.</source>
        <translation>ℓ é a soma de e^(pontuação − m) da linha sobre as chaves já vistas: o denominador do softmax, construído bloco a bloco.</translation>
    </message>
    <message>
        <source>When a tile brings a larger maximum, what was summed with the old maximum is too large by e^(m_new − m_old): multiplying ℓ and O by e^(m_old − m_new) corrects all of it at once. A factor of 1 means the maximum did not change.</source>
        <translation>Quando um bloco traz um máximo maior, o que foi somado com o máximo antigo está grande demais por um fator e^(m_new − m_old): multiplicar ℓ e O por e^(m_old − m_new) corrige tudo de uma vez. Um fator 1 significa que o máximo não mudou.</translation>
    </message>
    <message>
        <source>O sums the values weighted by e^(score − m), rescaled like ℓ: the weighted sum before its division by ℓ.</source>
        <translation>O soma os valores ponderados por e^(pontuação − m), corrigidos como ℓ: a soma ponderada antes da divisão por ℓ.</translation>
    </message>
    <message>
        <source>After a query block&apos;s last tile, O / ℓ is the softmax-weighted sum of the values, the same numbers as softmax attention&apos;s output.</source>
        <translation>Depois do último bloco de um bloco de consultas, O / ℓ é a soma dos valores ponderada pelo softmax: os mesmos números da saída da atenção softmax.</translation>
    </message>
    <message>
        <source>The heads side by side (times W_O when it is given), as softmax attention&apos;s final output.</source>
        <translation>As cabeças lado a lado (multiplicadas por W_O quando ela é dada), como a saída final da atenção softmax.</translation>
    </message>
    <message>
        <source>no tile: the mask hides every pair</source>
        <translation>nenhum bloco: a máscara oculta todos os pares</translation>
    </message>
    <message>
        <source>tile %1 of %2: queries %3–%4 × keys %5–%6</source>
        <translation>bloco %1 de %2: consultas %3–%4 × chaves %5–%6</translation>
    </message>
    <message>
        <source>Held at once for a tile: B_r·B_c + B_r·d + 2·B_r = %1·%2 + %1·%3 + 2·%1 = %4 numbers, against n_q·n_k = %5 for the whole score matrix.</source>
        <translation>Na memória ao mesmo tempo para um bloco: B_r·B_c + B_r·d + 2·B_r = %1·%2 + %1·%3 + 2·%1 = %4 números, contra n_q·n_k = %5 para a matriz de pontuações inteira.</translation>
    </message>
    <message>
        <source>For the lesson&apos;s 6,400 tokens (d = %1) on a chip with M = %2 numbers of fast memory, the paper&apos;s blocks are %3 × %4; slow-memory accesses: about N²d²/M = %5 for FlashAttention against Nd + N² = %6 for standard attention (Dao et al. 2022, Theorem 2), %7 times fewer, and never the 41 million weights in memory.</source>
        <translation>Para os 6.400 tokens da lição (d = %1) num chip com M = %2 números de memória rápida, os blocos do artigo são %3 × %4; acessos à memória lenta: cerca de N²d²/M = %5 para o FlashAttention contra Nd + N² = %6 para a atenção padrão (Dao et al. 2022, Teorema 2), %7 vezes menos, e nunca os 41 milhões de pesos na memória.</translation>
    </message>
    <message>
        <source>Tile %1 of %2 (queries %3–%4, keys %5–%6).</source>
        <translation>Bloco %1 de %2 (consultas %3–%4, chaves %5–%6).</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) skipped: the mask hides every pair in them.</source>
        <translation>
            <numerusform>%n bloco pulado: a máscara oculta todos os seus pares.</numerusform>
            <numerusform>%n blocos pulados: a máscara oculta todos os seus pares.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of this tile found a larger maximum.</source>
        <translation>
            <numerusform>%n linha deste bloco encontrou um máximo maior.</numerusform>
            <numerusform>%n linhas deste bloco encontraram um máximo maior.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check: the largest difference from softmax attention&apos;s output is %1.</source>
        <translation>Verificação: a maior diferença em relação à saída da atenção softmax é %1.</translation>
    </message>
    <message>
        <source>Value dimension</source>
        <translation>Dimensão do valor</translation>
    </message>
    <message>
        <source>Query %1 %2 → key %3 %4, head %5</source>
        <translation>Consulta %1 %2 → chave %3 %4, cabeça %5</translation>
    </message>
    <message>
        <source>Never computed: the mask hides every pair of this cell&apos;s tile, so FlashAttention skips the whole tile.</source>
        <translation>Nunca calculado: a máscara oculta todos os pares do bloco desta célula, então o FlashAttention pula o bloco inteiro.</translation>
    </message>
    <message>
        <source>Not computed yet: this cell&apos;s tile is tile %1; the map shows tile %2.</source>
        <translation>Ainda não calculado: o bloco desta célula é o bloco %1; o mapa mostra o bloco %2.</translation>
    </message>
    <message>
        <source>Computed in tile %1 (queries %2–%3 × keys %4–%5), as softmax attention computes it: q · k × s, with s = %6.</source>
        <translation>Calculado no bloco %1 (consultas %2–%3 × chaves %4–%5), como a atenção softmax o calcula: q · k × s, com s = %6.</translation>
    </message>
    <message>
        <source>hidden by the mask: −∞</source>
        <translation>oculto pela máscara: −∞</translation>
    </message>
    <message>
        <source>Query %1 %2 through its tiles, head %3</source>
        <translation>A consulta %1 %2 através dos seus blocos, cabeça %3</translation>
    </message>
    <message>
        <source>After each tile: m&lt;sub&gt;new&lt;/sub&gt; = max(m&lt;sub&gt;old&lt;/sub&gt;, tile max), r = e&lt;sup&gt;m&lt;sub&gt;old&lt;/sub&gt; − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt;, ℓ&lt;sub&gt;new&lt;/sub&gt; = r ℓ&lt;sub&gt;old&lt;/sub&gt; + Σ e&lt;sup&gt;S − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt;.</source>
        <translation>Depois de cada bloco: m&lt;sub&gt;new&lt;/sub&gt; = max(m&lt;sub&gt;old&lt;/sub&gt;, máx. do bloco), r = e&lt;sup&gt;m&lt;sub&gt;old&lt;/sub&gt; − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt;, ℓ&lt;sub&gt;new&lt;/sub&gt; = r ℓ&lt;sub&gt;old&lt;/sub&gt; + Σ e&lt;sup&gt;S − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt;.</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>bloco</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>chaves</translation>
    </message>
    <message>
        <source>tile max</source>
        <translation>máx. do bloco</translation>
    </message>
    <message>
        <source>No tile of this query&apos;s block has been computed yet.</source>
        <translation>Nenhum bloco do grupo desta consulta foi calculado ainda.</translation>
    </message>
    <message>
        <source>Why multiply by r: ℓ&lt;sub&gt;old&lt;/sub&gt; added e&lt;sup&gt;S − m&lt;sub&gt;old&lt;/sub&gt;&lt;/sup&gt; terms; with the larger maximum each must become e&lt;sup&gt;S − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt; = e&lt;sup&gt;S − m&lt;sub&gt;old&lt;/sub&gt;&lt;/sup&gt; · e&lt;sup&gt;m&lt;sub&gt;old&lt;/sub&gt; − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt;, so the whole old sum (and O) is multiplied by r once (Milakov &amp;amp; Gimelshein, 2018).</source>
        <translation>Por que multiplicar por r: ℓ&lt;sub&gt;old&lt;/sub&gt; somava termos e&lt;sup&gt;S − m&lt;sub&gt;old&lt;/sub&gt;&lt;/sup&gt;; com o máximo maior, cada um deve virar e&lt;sup&gt;S − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt; = e&lt;sup&gt;S − m&lt;sub&gt;old&lt;/sub&gt;&lt;/sup&gt; · e&lt;sup&gt;m&lt;sub&gt;old&lt;/sub&gt; − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt;, então toda a soma antiga (e O) é multiplicada uma vez por r (Milakov &amp;amp; Gimelshein, 2018).</translation>
    </message>
    <message>
        <source>The maximum never grew after the first tile: every later r is 1.</source>
        <translation>O máximo nunca cresceu depois do primeiro bloco: todo r seguinte é 1.</translation>
    </message>
    <message>
        <source>Last tile of the row: m is its largest score, %1.</source>
        <translation>Último bloco da linha: m é a sua maior pontuação, %1.</translation>
    </message>
    <message>
        <source>Last tile of the row: ℓ = Σ&lt;sub&gt;j&lt;/sub&gt; e&lt;sup&gt;S&lt;sub&gt;j&lt;/sub&gt; − m&lt;/sup&gt; = %1, softmax&apos;s denominator.</source>
        <translation>Último bloco da linha: ℓ = Σ&lt;sub&gt;j&lt;/sub&gt; e&lt;sup&gt;S&lt;sub&gt;j&lt;/sub&gt; − m&lt;/sup&gt; = %1, o denominador do softmax.</translation>
    </message>
    <message>
        <source>this tile does not update row %1</source>
        <translation>este bloco não atualiza a linha %1</translation>
    </message>
    <message>
        <source>not finished: the row still has tiles to visit</source>
        <translation>não terminado: a linha ainda tem blocos a percorrer</translation>
    </message>
    <message>
        <source>The open scenario is FlashAttention: softmax attention computed tile by tile.</source>
        <translation>O cenário aberto é o FlashAttention: a atenção softmax calculada bloco a bloco.</translation>
    </message>
    <message>
        <source>FlashAttention (tiles)</source>
        <translation>FlashAttention (blocos)</translation>
    </message>
    <message>
        <source>not computed yet</source>
        <translation>ainda não calculado</translation>
    </message>
    <message>
        <source>masked or not computed yet</source>
        <translation>oculto ou ainda não calculado</translation>
    </message>
    <message>
        <source>not in this tile</source>
        <translation>fora deste bloco</translation>
    </message>
</context>
<context>
    <name>HeatmapAccessible</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>oculto</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>the largest in its row</source>
        <translation>o maior valor da sua linha</translation>
    </message>
    <message>
        <source>the smallest in its row</source>
        <translation>o menor valor da sua linha</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Mapa de calor</translation>
    </message>
    <message>
        <source>%1 rows × %2 columns of %3. Tab to it, then move between cells with the arrow keys, Home and End; Esc leaves it.</source>
        <translation>%1 linhas × %2 colunas de %3. Chegue a ela com Tab e passe de uma célula a outra com as setas, Home e End; Esc sai dela.</translation>
    </message>
    <message>
        <source>values</source>
        <translation>valores</translation>
    </message>
</context>
<context>
    <name>ImportMaskCommand</name>
    <message>
        <source>Import the mask from %1</source>
        <translation>Importar a máscara de %1</translation>
    </message>
</context>
<context>
    <name>ImportMatrixCommand</name>
    <message>
        <source>Import %1 from %2</source>
        <translation>Importar %1 de %2</translation>
    </message>
</context>
<context>
    <name>ImportQkvCommand</name>
    <message>
        <source>Import Q, K and V from %1</source>
        <translation>Importar Q, K e V de %1</translation>
    </message>
</context>
<context>
    <name>KindDescription</name>
    <message>
        <source>frame %1 of %2</source>
        <translation>passo %1 de %2</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Característica</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Linha</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Coluna</translation>
    </message>
    <message>
        <source> — head %1</source>
        <translation> — cabeça %1</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>row</source>
        <translation>linha</translation>
    </message>
    <message>
        <source>column</source>
        <translation>coluna</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>oculto</translation>
    </message>
    <message>
        <source>hidden by the mask</source>
        <translation>oculto pela máscara</translation>
    </message>
    <message>
        <source>value = %1</source>
        <translation>valor = %1</translation>
    </message>
    <message>
        <source>c%1–%2 · %3</source>
        <translation>c%1–%2 · %3</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>c%1</source>
        <translation>c%1</translation>
    </message>
    <message>
        <source>Row of the map</source>
        <translation>Linha do mapa</translation>
    </message>
    <message>
        <source>Tile +k (channel: the row&apos;s first + k), column of the map</source>
        <translation>Bloco +k (canal: o primeiro da linha + k), coluna do mapa</translation>
    </message>
    <message>
        <source>Channel, column of the map</source>
        <translation>Canal, coluna do mapa</translation>
    </message>
    <message>
        <source>Softmax attention</source>
        <translation>Atenção softmax</translation>
    </message>
    <message>
        <source>&lt;b&gt;No Q, K or V&lt;/b&gt;: %1 reads an input of its own, shown in the first step.</source>
        <translation>&lt;b&gt;Sem Q, K nem V&lt;/b&gt;: %1 lê uma entrada própria, mostrada na primeira etapa.</translation>
    </message>
    <message>
        <source>The open scenario is “%1” attention.</source>
        <translation>O cenário aberto é de atenção “%1”.</translation>
    </message>
</context>
<context>
    <name>KvCacheText</name>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 TiB</translation>
    </message>
    <message>
        <source>%1 PiB</source>
        <translation>%1 PiB</translation>
    </message>
    <message>
        <source>%1 EiB</source>
        <translation>%1 EiB</translation>
    </message>
    <message>
        <source>KiB, MiB and GiB are powers of %1 bytes (binary units).</source>
        <translation>KiB, MiB e GiB são potências de %1 bytes (unidades binárias).</translation>
    </message>
    <message>
        <source>multi-head attention: one KV head per query head (%1 of each), the full cache</source>
        <translation>atenção com múltiplas cabeças: uma cabeça KV por cabeça de consulta (%1 de cada), o cache completo</translation>
    </message>
    <message>
        <source>multi-query attention: 1 KV head for %1 query heads, %2× smaller than full multi-head attention</source>
        <translation>atenção com múltiplas consultas (MQA): 1 cabeça KV para %1 cabeças de consulta, um cache %2 vezes menor que na atenção com múltiplas cabeças completa</translation>
    </message>
    <message>
        <source>grouped-query attention with %1 KV heads for %2 query heads: %3× smaller than full multi-head attention</source>
        <translation>atenção com consultas agrupadas (GQA), com %1 cabeças KV para %2 cabeças de consulta: um cache %3 vezes menor que na atenção com múltiplas cabeças completa</translation>
    </message>
    <message>
        <source>2 (K and V) × %1 (layers) × %2 (KV heads) × %3 (head dim) × %4 (bytes per number, %5) = %6 bytes</source>
        <translation>2 (K e V) × %1 (camadas) × %2 (cabeças KV) × %3 (dim. da cabeça) × %4 (bytes por número, %5) = %6 bytes</translation>
    </message>
    <message>
        <source>fewer query heads (%1) than KV heads (%2): each KV head serves one query head or more</source>
        <translation>menos cabeças de consulta (%1) que cabeças KV (%2): cada cabeça KV atende a uma ou mais cabeças de consulta</translation>
    </message>
    <message>
        <source>the query heads (%1) are not a multiple of the KV heads (%2): each KV head serves as many query heads as the others</source>
        <translation>o número de cabeças de consulta (%1) não é múltiplo do número de cabeças KV (%2): cada cabeça KV atende a tantas cabeças de consulta quanto as outras</translation>
    </message>
</context>
<context>
    <name>LexiconDimension</name>
    <message>
        <source>noun</source>
        <translation>substantivo</translation>
    </message>
    <message>
        <source>verb</source>
        <translation>verbo</translation>
    </message>
    <message>
        <source>adjective</source>
        <translation>adjetivo</translation>
    </message>
    <message>
        <source>determiner</source>
        <translation>determinante</translation>
    </message>
    <message>
        <source>definite</source>
        <translation>definido</translation>
    </message>
    <message>
        <source>pronoun</source>
        <translation>pronome</translation>
    </message>
    <message>
        <source>preposition</source>
        <translation>preposição</translation>
    </message>
    <message>
        <source>plural</source>
        <translation>plural</translation>
    </message>
    <message>
        <source>masculine</source>
        <translation>masculino</translation>
    </message>
    <message>
        <source>feminine</source>
        <translation>feminino</translation>
    </message>
    <message>
        <source>speaker</source>
        <translation>falante</translation>
    </message>
    <message>
        <source>possession</source>
        <translation>posse</translation>
    </message>
    <message>
        <source>person</source>
        <translation>pessoa</translation>
    </message>
    <message>
        <source>male</source>
        <translation>sexo-masculino</translation>
    </message>
    <message>
        <source>female</source>
        <translation>sexo-feminino</translation>
    </message>
    <message>
        <source>family</source>
        <translation>família</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>animal</translation>
    </message>
    <message>
        <source>feline</source>
        <translation>felino</translation>
    </message>
    <message>
        <source>canine</source>
        <translation>canino</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>planta</translation>
    </message>
    <message>
        <source>food</source>
        <translation>comida</translation>
    </message>
    <message>
        <source>drink</source>
        <translation>bebida</translation>
    </message>
    <message>
        <source>water</source>
        <translation>água</translation>
    </message>
    <message>
        <source>sky</source>
        <translation>céu</translation>
    </message>
    <message>
        <source>place</source>
        <translation>lugar</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>cor</translation>
    </message>
    <message>
        <source>colour-black</source>
        <translation>cor-preto</translation>
    </message>
    <message>
        <source>colour-white</source>
        <translation>cor-branco</translation>
    </message>
    <message>
        <source>colour-red</source>
        <translation>cor-vermelho</translation>
    </message>
    <message>
        <source>colour-blue</source>
        <translation>cor-azul</translation>
    </message>
    <message>
        <source>size</source>
        <translation>tamanho</translation>
    </message>
    <message>
        <source>age</source>
        <translation>idade</translation>
    </message>
    <message>
        <source>valence</source>
        <translation>valência</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>temperatura</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>motion</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>perception</source>
        <translation>percepção</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>comunicação</translation>
    </message>
    <message>
        <source>mind</source>
        <translation>mente</translation>
    </message>
    <message>
        <source>state</source>
        <translation>estado</translation>
    </message>
</context>
<context>
    <name>LinearDescription</name>
    <message numerus="yes">
        <source>… and %n more term(s), in the sum all the same.</source>
        <translation>
            <numerusform>… e mais %n termo, incluído na soma.</numerusform>
            <numerusform>… e mais %n termos, incluídos na soma.</numerusform>
        </translation>
    </message>
    <message>
        <source>elu(%1) + 1</source>
        <translation>elu(%1) + 1</translation>
    </message>
    <message>
        <source>max(%1, 0)</source>
        <translation>max(%1, 0)</translation>
    </message>
    <message>
        <source>exp(ω · %1′ − ‖%1′‖²/2) / √m</source>
        <translation>exp(ω · %1′ − ‖%1′‖²/2) / √m</translation>
    </message>
    <message>
        <source>1 φ(Q)</source>
        <translation>1 φ(Q)</translation>
    </message>
    <message>
        <source>2 φ(K)</source>
        <translation>2 φ(K)</translation>
    </message>
    <message>
        <source>3 State S</source>
        <translation>3 Estado S</translation>
    </message>
    <message>
        <source>4 Normaliser z</source>
        <translation>4 Normalizador z</translation>
    </message>
    <message>
        <source>5 Implicit weights</source>
        <translation>5 Pesos implícitos</translation>
    </message>
    <message>
        <source>6 Softmax weights</source>
        <translation>6 Pesos do softmax</translation>
    </message>
    <message>
        <source>7 Difference</source>
        <translation>7 Diferença</translation>
    </message>
    <message>
        <source>8 Output</source>
        <translation>8 Saída</translation>
    </message>
    <message>
        <source>9 Heads &amp;&amp; W_O</source>
        <translation>9 Cabeças &amp;&amp; W_O</translation>
    </message>
    <message>
        <source>feature value</source>
        <translation>valor da característica</translation>
    </message>
    <message>
        <source>state entry</source>
        <translation>entrada do estado</translation>
    </message>
    <message>
        <source>normaliser entry</source>
        <translation>entrada do normalizador</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>peso de atenção</translation>
    </message>
    <message>
        <source>implicit − softmax</source>
        <translation>implícito − softmax</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>valor de saída</translation>
    </message>
    <message>
        <source>Features φ(Q), %1</source>
        <translation>Características φ(Q), %1</translation>
    </message>
    <message>
        <source>Features φ(K), %1</source>
        <translation>Características φ(K), %1</translation>
    </message>
    <message>
        <source>State S = φ(K)ᵀ V</source>
        <translation>Estado S = φ(K)ᵀ V</translation>
    </message>
    <message>
        <source>Normaliser z = Σ φ(k)</source>
        <translation>Normalizador z = Σ φ(k)</translation>
    </message>
    <message>
        <source>Implicit weights, %1</source>
        <translation>Pesos implícitos, %1</translation>
    </message>
    <message>
        <source>Softmax weights of the same Q and K</source>
        <translation>Pesos do softmax com os mesmos Q e K</translation>
    </message>
    <message>
        <source>Implicit − softmax weights</source>
        <translation>Implícitos − softmax</translation>
    </message>
    <message>
        <source>Output φ(Q) S / φ(Q) z</source>
        <translation>Saída φ(Q) S / φ(Q) z</translation>
    </message>
    <message>
        <source>Final output: concatenated heads × W_O</source>
        <translation>Saída final: cabeças concatenadas × W_O</translation>
    </message>
    <message>
        <source>Final output: concatenated heads</source>
        <translation>Saída final: cabeças concatenadas</translation>
    </message>
    <message>
        <source>The feature map φ replaces the softmax&apos;s exp: relu keeps the positive part of each entry. A query may share no positive feature with any key: its weights are then undefined, and AttnLab gives it zeros and a warning.</source>
        <translation>O mapa de características φ substitui a exp do softmax: relu mantém a parte positiva de cada entrada. Uma consulta pode não compartilhar nenhuma característica positiva com nenhuma chave: seus pesos ficam indefinidos, e o AttnLab lhe dá zeros e um aviso.</translation>
    </message>
    <message>
        <source>FAVOR+ (Performer) draws m random directions ω and maps each vector to m positive features whose products estimate exp(s q·k) on average: with enough features the implicit weights approach softmax&apos;s.</source>
        <translation>O FAVOR+ (Performer) sorteia m direções aleatórias ω e transforma cada vetor em m características positivas cujos produtos estimam exp(s q·k) em média: com características suficientes, os pesos implícitos se aproximam dos do softmax.</translation>
    </message>
    <message>
        <source>The keys and values summed once into a d′ × d_v matrix, whatever the number of tokens: this is what lets linear attention skip the n × n weights. With a causal mask it is a running sum, one token at a time, like the state of a recurrent network: move the frame slider to add keys.</source>
        <translation>As chaves e os valores somados de uma vez numa matriz d′ × d_v, seja qual for o número de tokens: é isso que permite à atenção linear dispensar os n × n pesos. Com uma máscara causal, é uma soma acumulada, um token por vez, como o estado de uma rede recorrente: mova o controle deslizante para acrescentar chaves.</translation>
    </message>
    <message>
        <source>The sum of the keys&apos; features: each query divides by φ(q)·z, which makes its implicit weights sum to 1, as softmax&apos;s do.</source>
        <translation>A soma das características das chaves: cada consulta divide por φ(q)·z, o que faz seus pesos implícitos somarem 1, como os do softmax.</translation>
    </message>
    <message>
        <source>Linear attention never computes these weights, yet its output is exactly what they would give: A = φ(Q)φ(K)ᵀ normalised by rows. Seen here beside the softmax weights of the same queries and keys.</source>
        <translation>A atenção linear nunca calcula esses pesos, mas sua saída é exatamente a que eles dariam: A = φ(Q)φ(K)ᵀ normalizado por linhas. Mostrados aqui ao lado dos pesos do softmax das mesmas consultas e chaves.</translation>
    </message>
    <message>
        <source>What softmax attention would give for the same Q, K and mask, for comparison.</source>
        <translation>O que a atenção softmax daria com os mesmos Q, K e máscara, para comparar.</translation>
    </message>
    <message>
        <source>Where linear attention attends more (red) or less (blue) than softmax. Without exp, its weights are flatter: large scores are not amplified.</source>
        <translation>Onde a atenção linear observa mais (vermelho) ou menos (azul) que o softmax. Sem exp, seus pesos são mais planos: as pontuações altas não são amplificadas.</translation>
    </message>
    <message>
        <source>Each query reads the state once: φ(q)ᵀS over φ(q)ᵀz, in O(n d′ d_v) instead of O(n² d). Moving the brackets changed the cost, not the number: it equals Σ&lt;sub&gt;j&lt;/sub&gt; A&lt;sub&gt;ij&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;, as a cell&apos;s explanation shows.</source>
        <translation>Cada consulta lê o estado uma vez: φ(q)ᵀS dividido por φ(q)ᵀz, em O(n d′ d_v) em vez de O(n² d). Mover os parênteses mudou o custo, não o número: ele vale Σ&lt;sub&gt;j&lt;/sub&gt; A&lt;sub&gt;ij&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;, como mostra a explicação de uma célula.</translation>
    </message>
    <message>
        <source>The heads&apos; outputs side by side, mixed by W_O, as in softmax attention.</source>
        <translation>As saídas das cabeças lado a lado, misturadas por W_O, como na atenção softmax.</translation>
    </message>
    <message>
        <source>The heads&apos; outputs side by side.</source>
        <translation>As saídas das cabeças lado a lado.</translation>
    </message>
    <message>
        <source>Mean |implicit − softmax| %1; the largest, %2, at %3 → %4.</source>
        <translation>|implícito − softmax| médio %1; o maior, %2, em %3 → %4.</translation>
    </message>
    <message>
        <source>m = %1: %2</source>
        <translation>m = %1: %2</translation>
    </message>
    <message>
        <source>FAVOR+&apos;s distance to softmax as m grows (mean |difference| over every head, same seed): %1.</source>
        <translation>Distância do FAVOR+ ao softmax conforme m cresce (|diferença| média em todas as cabeças, mesma semente): %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n query row(s) share no feature with any key (φ(q)·z = 0): their weights and output are 0.</source>
        <translation>
            <numerusform>%n linha de consulta não compartilha nenhuma característica com as chaves (φ(q)·z = 0): seus pesos e sua saída valem 0.</numerusform>
            <numerusform>%n linhas de consulta não compartilham nenhuma característica com as chaves (φ(q)·z = 0): seus pesos e sua saída valem 0.</numerusform>
        </translation>
    </message>
    <message>
        <source>Feature of φ</source>
        <translation>Característica de φ</translation>
    </message>
    <message>
        <source>Value dimension</source>
        <translation>Dimensão do valor</translation>
    </message>
    <message>
        <source>Output dimension</source>
        <translation>Dimensão da saída</translation>
    </message>
    <message>
        <source>, head %1</source>
        <translation>, cabeça %1</translation>
    </message>
    <message>
        <source>φ(%1&lt;sub&gt;%2&lt;/sub&gt;)&lt;sub&gt;%3&lt;/sub&gt; = %4</source>
        <translation>φ(%1&lt;sub&gt;%2&lt;/sub&gt;)&lt;sub&gt;%3&lt;/sub&gt; = %4</translation>
    </message>
    <message>
        <source>x = %1&lt;sub&gt;%2,%3&lt;/sub&gt; = %4</source>
        <translation>x = %1&lt;sub&gt;%2,%3&lt;/sub&gt; = %4</translation>
    </message>
    <message>
        <source>max(%1, 0) = %2</source>
        <translation>max(%1, 0) = %2</translation>
    </message>
    <message>
        <source>x + 1 = %1</source>
        <translation>x + 1 = %1</translation>
    </message>
    <message>
        <source>e&lt;sup&gt;x&lt;/sup&gt; = %1</source>
        <translation>e&lt;sup&gt;x&lt;/sup&gt; = %1</translation>
    </message>
    <message>
        <source>x′ = x √s with s = %1; ω&lt;sub&gt;%2&lt;/sub&gt; is random direction %2 (torch.manual_seed(%3)).</source>
        <translation>x′ = x √s com s = %1; ω&lt;sub&gt;%2&lt;/sub&gt; é a direção aleatória %2 (torch.manual_seed(%3)).</translation>
    </message>
    <message>
        <source>c</source>
        <translation>c</translation>
    </message>
    <message>
        <source>x′&lt;sub&gt;c&lt;/sub&gt;</source>
        <translation>x′&lt;sub&gt;c&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>ω&lt;sub&gt;%1,c&lt;/sub&gt;</source>
        <translation>ω&lt;sub&gt;%1,c&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>product</source>
        <translation>produto</translation>
    </message>
    <message>
        <source>ω · x′ = %1; ‖x′‖²/2 = %2; m = %3.</source>
        <translation>ω · x′ = %1; ‖x′‖²/2 = %2; m = %3.</translation>
    </message>
    <message>
        <source>exp(%1 − %2) / √%3 = %4</source>
        <translation>exp(%1 − %2) / √%3 = %4</translation>
    </message>
    <message>
        <source>φ of query %1 %2, feature %3%4</source>
        <translation>φ da consulta %1 %2, característica %3%4</translation>
    </message>
    <message>
        <source>φ of key %1 %2, feature %3%4</source>
        <translation>φ da chave %1 %2, característica %3%4</translation>
    </message>
    <message>
        <source>State S&lt;sub&gt;%1,%2&lt;/sub&gt;%3</source>
        <translation>Estado S&lt;sub&gt;%1,%2&lt;/sub&gt;%3</translation>
    </message>
    <message>
        <source>Normaliser z&lt;sub&gt;%1&lt;/sub&gt;%2</source>
        <translation>Normalizador z&lt;sub&gt;%1&lt;/sub&gt;%2</translation>
    </message>
    <message>
        <source>Sum over the keys: φ(k&lt;sub&gt;j&lt;/sub&gt;)&lt;sub&gt;%1&lt;/sub&gt; v&lt;sub&gt;j,%2&lt;/sub&gt;</source>
        <translation>Soma sobre as chaves: φ(k&lt;sub&gt;j&lt;/sub&gt;)&lt;sub&gt;%1&lt;/sub&gt; v&lt;sub&gt;j,%2&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Sum over the keys: φ(k&lt;sub&gt;j&lt;/sub&gt;)&lt;sub&gt;%1&lt;/sub&gt;</source>
        <translation>Soma sobre as chaves: φ(k&lt;sub&gt;j&lt;/sub&gt;)&lt;sub&gt;%1&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>After token %1: the keys 0 … %1 only, added one at a time.</source>
        <translation>Após o token %1: só as chaves 0 … %1, somadas uma a uma.</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>chave j</translation>
    </message>
    <message>
        <source>φ(k&lt;sub&gt;j&lt;/sub&gt;)&lt;sub&gt;%1&lt;/sub&gt;</source>
        <translation>φ(k&lt;sub&gt;j&lt;/sub&gt;)&lt;sub&gt;%1&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>v&lt;sub&gt;j,%1&lt;/sub&gt;</source>
        <translation>v&lt;sub&gt;j,%1&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>S&lt;sub&gt;%1,%2&lt;/sub&gt; = %3</source>
        <translation>S&lt;sub&gt;%1,%2&lt;/sub&gt; = %3</translation>
    </message>
    <message>
        <source>z&lt;sub&gt;%1&lt;/sub&gt; = %2</source>
        <translation>z&lt;sub&gt;%1&lt;/sub&gt; = %2</translation>
    </message>
    <message>
        <source>Query %1 %2 → key %3 %4%5</source>
        <translation>Consulta %1 %2 → chave %3 %4%5</translation>
    </message>
    <message>
        <source>Masked</source>
        <translation>Oculto</translation>
    </message>
    <message>
        <source>The recurrence has not reached this key when query %1 reads the state: it counts for nothing.</source>
        <translation>A recorrência ainda não chegou a esta chave quando a consulta %1 lê o estado: ela não conta.</translation>
    </message>
    <message>
        <source>A&lt;sub&gt;%1,%2&lt;/sub&gt; = 0</source>
        <translation>A&lt;sub&gt;%1,%2&lt;/sub&gt; = 0</translation>
    </message>
    <message>
        <source>1. Product φ(q&lt;sub&gt;%1&lt;/sub&gt;)·φ(k&lt;sub&gt;%2&lt;/sub&gt;)</source>
        <translation>1. Produto φ(q&lt;sub&gt;%1&lt;/sub&gt;)·φ(k&lt;sub&gt;%2&lt;/sub&gt;)</translation>
    </message>
    <message>
        <source>φ(q&lt;sub&gt;%1&lt;/sub&gt;)&lt;sub&gt;c&lt;/sub&gt;</source>
        <translation>φ(q&lt;sub&gt;%1&lt;/sub&gt;)&lt;sub&gt;c&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>φ(k&lt;sub&gt;%1&lt;/sub&gt;)&lt;sub&gt;c&lt;/sub&gt;</source>
        <translation>φ(k&lt;sub&gt;%1&lt;/sub&gt;)&lt;sub&gt;c&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>φ(q&lt;sub&gt;%1&lt;/sub&gt;)·φ(k&lt;sub&gt;%2&lt;/sub&gt;) = %3</source>
        <translation>φ(q&lt;sub&gt;%1&lt;/sub&gt;)·φ(k&lt;sub&gt;%2&lt;/sub&gt;) = %3</translation>
    </message>
    <message>
        <source>2. Divided by the row&apos;s sum</source>
        <translation>2. Dividido pela soma da linha</translation>
    </message>
    <message>
        <source>φ(q&lt;sub&gt;%1&lt;/sub&gt;)·φ(k&lt;sub&gt;j&lt;/sub&gt;)</source>
        <translation>φ(q&lt;sub&gt;%1&lt;/sub&gt;)·φ(k&lt;sub&gt;j&lt;/sub&gt;)</translation>
    </message>
    <message>
        <source>The sum is φ(q&lt;sub&gt;%1&lt;/sub&gt;)·z = %2.</source>
        <translation>A soma vale φ(q&lt;sub&gt;%1&lt;/sub&gt;)·z = %2.</translation>
    </message>
    <message>
        <source>A&lt;sub&gt;%1,%2&lt;/sub&gt; = %3 / %4 = %5</source>
        <translation>A&lt;sub&gt;%1,%2&lt;/sub&gt; = %3 / %4 = %5</translation>
    </message>
    <message>
        <source>A&lt;sub&gt;%1,%2&lt;/sub&gt; = 0 (no shared feature: a zero normaliser)</source>
        <translation>A&lt;sub&gt;%1,%2&lt;/sub&gt; = 0 (nenhuma característica em comum: um normalizador nulo)</translation>
    </message>
    <message>
        <source>Softmax gives %1 for this pair: a difference of %2.</source>
        <translation>O softmax dá %1 para este par: uma diferença de %2.</translation>
    </message>
    <message>
        <source>3. Against softmax</source>
        <translation>3. Diante do softmax</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valor</translation>
    </message>
    <message>
        <source>implicit A&lt;sub&gt;%1,%2&lt;/sub&gt;</source>
        <translation>implícito A&lt;sub&gt;%1,%2&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>softmax a&lt;sub&gt;%1,%2&lt;/sub&gt;</source>
        <translation>softmax a&lt;sub&gt;%1,%2&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>A − a = %1</source>
        <translation>A − a = %1</translation>
    </message>
    <message>
        <source>Output of query %1 %2, value dimension %3%4</source>
        <translation>Saída da consulta %1 %2, dimensão de valor %3%4</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Ainda não</translation>
    </message>
    <message>
        <source>After token %1 the recurrence has not reached query %2.</source>
        <translation>Após o token %1, a recorrência não chegou à consulta %2.</translation>
    </message>
    <message>
        <source>1. φ(q&lt;sub&gt;%1&lt;/sub&gt;)&lt;sup&gt;T&lt;/sup&gt; %2, column %3</source>
        <translation>1. φ(q&lt;sub&gt;%1&lt;/sub&gt;)&lt;sup&gt;T&lt;/sup&gt; %2, coluna %3</translation>
    </message>
    <message>
        <source>%1&lt;sub&gt;c,%2&lt;/sub&gt;</source>
        <translation>%1&lt;sub&gt;c,%2&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>2. φ(q&lt;sub&gt;%1&lt;/sub&gt;)&lt;sup&gt;T&lt;/sup&gt; %2</source>
        <translation>2. φ(q&lt;sub&gt;%1&lt;/sub&gt;)&lt;sup&gt;T&lt;/sup&gt; %2</translation>
    </message>
    <message>
        <source>%1&lt;sub&gt;c&lt;/sub&gt;</source>
        <translation>%1&lt;sub&gt;c&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>numerator = %1</source>
        <translation>numerador = %1</translation>
    </message>
    <message>
        <source>denominator = %1</source>
        <translation>denominador = %1</translation>
    </message>
    <message>
        <source>A zero denominator: the output is 0 (and a warning).</source>
        <translation>Um denominador nulo: a saída vale 0 (com um aviso).</translation>
    </message>
    <message>
        <source>3. The same number the quadratic way: Σ&lt;sub&gt;j&lt;/sub&gt; A&lt;sub&gt;%1,j&lt;/sub&gt; v&lt;sub&gt;j,%2&lt;/sub&gt;</source>
        <translation>3. O mesmo número pelo caminho quadrático: Σ&lt;sub&gt;j&lt;/sub&gt; A&lt;sub&gt;%1,j&lt;/sub&gt; v&lt;sub&gt;j,%2&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>A&lt;sub&gt;%1,j&lt;/sub&gt;</source>
        <translation>A&lt;sub&gt;%1,j&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Σ = %1: the same output, without the n × n weights.</source>
        <translation>Σ = %1: a mesma saída, sem os n × n pesos.</translation>
    </message>
    <message>
        <source>Final output of query %1 %2, dimension %3</source>
        <translation>Saída final da consulta %1 %2, dimensão %3</translation>
    </message>
    <message>
        <source>Concatenated heads × W_O, column %1</source>
        <translation>Cabeças concatenadas × W_O, coluna %1</translation>
    </message>
    <message>
        <source>concat&lt;sub&gt;%1,c&lt;/sub&gt;</source>
        <translation>concat&lt;sub&gt;%1,c&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>W_O&lt;sub&gt;c,%1&lt;/sub&gt;</source>
        <translation>W_O&lt;sub&gt;c,%1&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Column %1 of head %2&apos;s output</source>
        <translation>Coluna %1 da saída da cabeça %2</translation>
    </message>
    <message>
        <source>out&lt;sub&gt;%1,%2&lt;/sub&gt; = %3</source>
        <translation>out&lt;sub&gt;%1,%2&lt;/sub&gt; = %3</translation>
    </message>
    <message>
        <source>The feature map φ replaces the softmax&apos;s exp: elu(x) + 1 is x + 1 for positive x and e&lt;sup&gt;x&lt;/sup&gt; otherwise, so every feature is positive and every weight below will be too. There is no √d_k scale.</source>
        <translation>O mapa de características φ substitui a exp do softmax: elu(x) + 1 vale x + 1 para x positivo e e&lt;sup&gt;x&lt;/sup&gt; caso contrário, então toda característica é positiva, e todo peso adiante também será. Não há escala por √d_k.</translation>
    </message>
    <message>
        <source>out = %1 / %2 = %3</source>
        <translation>out = %1 / %2 = %3</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>após %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cost for these sizes:&lt;/b&gt; softmax (Q Kᵀ) V takes %1 flops and keeps %2 weights; linear φ(Q) (φ(K)ᵀ V) takes %3 flops and keeps %4 numbers (a state d′ × d_v and z, d′ = %5). The same flops at n ≈ %6 tokens; above it, linear attention costs less.</source>
        <translation>&lt;b&gt;Custo para estes tamanhos:&lt;/b&gt; softmax (Q Kᵀ) V gasta %1 flops e guarda %2 pesos; linear φ(Q) (φ(K)ᵀ V) gasta %3 flops e guarda %4 números (um estado d′ × d_v e z, d′ = %5). Os mesmos flops em n ≈ %6 tokens; acima disso, a atenção linear custa menos.</translation>
    </message>
    <message>
        <source>Implicit weights of the row: %1; softmax&apos;s: %2.</source>
        <translation>Pesos implícitos da linha: %1; os do softmax: %2.</translation>
    </message>
    <message>
        <source>The whole output row: %1.</source>
        <translation>A linha de saída inteira: %1.</translation>
    </message>
    <message>
        <source>Linear attention</source>
        <translation>Atenção linear</translation>
    </message>
    <message>
        <source>Linear, φ = elu+1</source>
        <translation>Linear, φ = elu+1</translation>
    </message>
    <message>
        <source>Linear, φ = relu</source>
        <translation>Linear, φ = relu</translation>
    </message>
    <message>
        <source>Linear, FAVOR+</source>
        <translation>Linear, FAVOR+</translation>
    </message>
    <message>
        <source>elu+1</source>
        <translation>elu+1</translation>
    </message>
    <message>
        <source>relu</source>
        <translation>relu</translation>
    </message>
    <message>
        <source>FAVOR+</source>
        <translation>FAVOR+</translation>
    </message>
    <message>
        <source>The open scenario is linear attention (φ = %1): it never forms the query × key weights, so it takes the causal mask only.</source>
        <translation>O cenário aberto é de atenção linear (φ = %1): ele nunca forma os pesos consulta × chave, por isso só aceita a máscara causal.</translation>
    </message>
</context>
<context>
    <name>MoveLessonStepCommand</name>
    <message>
        <source>Move step %1 to %2</source>
        <translation>Mover tela %1 para %2</translation>
    </message>
</context>
<context>
    <name>PaintMaskCommand</name>
    <message>
        <source>Allow cells in the mask</source>
        <translation>Permitir células na máscara</translation>
    </message>
    <message>
        <source>Hide cells with the mask</source>
        <translation>Ocultar células com a máscara</translation>
    </message>
</context>
<context>
    <name>PasteBlockCommand</name>
    <message>
        <source>Paste %1 × %2 into %3</source>
        <translation>Colar %1 × %2 em %3</translation>
    </message>
    <message>
        <source>Clear a cell of %1</source>
        <translation>Limpar uma célula de %1</translation>
    </message>
    <message>
        <source>Clear %1 × %2 cells of %3</source>
        <translation>Limpar %1 × %2 células de %3</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recuperar trabalho não salvo</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;AttnLab stopped without closing&lt;/b&gt; (it crashed, or was stopped) while there was work not saved. A copy of it was kept:&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;O AttnLab parou sem fechar&lt;/b&gt; (travou ou foi interrompido) enquanto havia trabalho não salvo. Uma cópia dele foi guardada:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Restore&lt;/b&gt; opens it with its changes not saved: save it to keep it. &lt;b&gt;Discard&lt;/b&gt; deletes the copy. &lt;b&gt;Decide Later&lt;/b&gt; keeps the copies for the next start.</source>
        <translation>&lt;b&gt;Restaurar&lt;/b&gt; abre a cópia com as alterações não salvas: salve-a para mantê-la. &lt;b&gt;Descartar&lt;/b&gt; exclui a cópia. &lt;b&gt;Decidir mais tarde&lt;/b&gt; mantém as cópias para a próxima inicialização.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>Decide &amp;Later</source>
        <translation>Decidir &amp;mais tarde</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Não é possível restaurar</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>%1: cannot make the folder for recovery copies</source>
        <translation>%1: não é possível criar a pasta das cópias de recuperação</translation>
    </message>
    <message>
        <source>%1: cannot take the lock of this instance&apos;s recovery copies</source>
        <translation>%1: não é possível obter o bloqueio das cópias de recuperação desta instância</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: não é possível ler (%2)</translation>
    </message>
    <message>
        <source>%1: not a recovery copy: %2 at byte %3</source>
        <translation>%1: não é uma cópia de recuperação: %2 no byte %3</translation>
    </message>
    <message>
        <source>%1: not a recovery copy of AttnLab (no &quot;format&quot;: &quot;%2&quot;)</source>
        <translation>%1: não é uma cópia de recuperação do AttnLab (sem &quot;format&quot;: &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>%1: recovery copy of version %2; this AttnLab reads version %3</source>
        <translation>%1: cópia de recuperação da versão %2; este AttnLab lê a versão %3</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is missing or not a text</source>
        <translation>%1: &quot;%2&quot; está ausente ou não é um texto</translation>
    </message>
    <message>
        <source>%1: &quot;kind&quot; is &quot;%2&quot;, neither &quot;scenario&quot; nor &quot;lesson&quot;</source>
        <translation>%1: &quot;kind&quot; é &quot;%2&quot;, nem &quot;scenario&quot; nem &quot;lesson&quot;</translation>
    </message>
    <message>
        <source>%1: &quot;content&quot; is empty</source>
        <translation>%1: &quot;content&quot; está vazio</translation>
    </message>
</context>
<context>
    <name>RemoveLessonStepCommand</name>
    <message>
        <source>Delete step %1</source>
        <translation>Excluir tela %1</translation>
    </message>
</context>
<context>
    <name>ResizeCommand</name>
    <message>
        <source>Resize to %1 queries, %2 keys, d_k = %3, d_v = %4</source>
        <translation>Redimensionar para %1 consultas, %2 chaves, d_k = %3, d_v = %4</translation>
    </message>
</context>
<context>
    <name>SeDescription</name>
    <message numerus="yes">
        <source>… and %n more term(s), in the sum all the same.</source>
        <translation>
            <numerusform>… e mais %n termo, incluído na soma mesmo assim.</numerusform>
            <numerusform>… e mais %n termos, incluídos na soma mesmo assim.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 Input channels</source>
        <translation>1 Canais de entrada</translation>
    </message>
    <message>
        <source>2 Squeeze</source>
        <translation>2 Compressão</translation>
    </message>
    <message>
        <source>3 Bottleneck</source>
        <translation>3 Gargalo</translation>
    </message>
    <message>
        <source>4 Gates</source>
        <translation>4 Portas</translation>
    </message>
    <message>
        <source>5 Re-weighted</source>
        <translation>5 Reponderado</translation>
    </message>
    <message>
        <source>input value</source>
        <translation>valor de entrada</translation>
    </message>
    <message>
        <source>channel mean</source>
        <translation>média do canal</translation>
    </message>
    <message>
        <source>unit value</source>
        <translation>valor da unidade</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>porta</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>valor de saída</translation>
    </message>
    <message>
        <source>Input x: %1 channels of %2 × %3</source>
        <translation>Entrada x: %1 canais de %2 × %3</translation>
    </message>
    <message>
        <source>Squeeze: the mean of each channel</source>
        <translation>Compressão: a média de cada canal</translation>
    </message>
    <message>
        <source>Bottleneck: %1 units (C/r = %2/%3)</source>
        <translation>Gargalo: %1 unidades (C/r = %2/%3)</translation>
    </message>
    <message>
        <source>Gates s = σ(W₂ u + b₂)</source>
        <translation>Portas s = σ(W₂ u + b₂)</translation>
    </message>
    <message>
        <source>Output: each channel × its gate</source>
        <translation>Saída: cada canal × sua porta</translation>
    </message>
    <message>
        <source>A feature map of C channels, each an H × W map, drawn as tiles side by side. Channel attention decides how much of each channel to keep, from all of them at once.</source>
        <translation>Um mapa de características de C canais, cada um um mapa H × W, desenhados como blocos lado a lado. A atenção por canal decide quanto manter de cada canal, a partir de todos ao mesmo tempo.</translation>
    </message>
    <message>
        <source>Global average pooling squeezes each channel&apos;s map into one number: its mean. This vector z describes the whole input, channel by channel.</source>
        <translation>O pooling por média global comprime o mapa de cada canal em um só número: a sua média. Esse vetor z descreve a entrada inteira, canal por canal.</translation>
    </message>
    <message>
        <source>A small layer W₁ (C/r × C) mixes the channels&apos; means into C/r units and ReLU keeps the positive part. The reduction r makes this bottleneck cheap: the parameters fall as 1/r.</source>
        <translation>Uma pequena camada W₁ (C/r × C) mistura as médias dos canais em C/r unidades e a ReLU mantém a parte positiva. A redução r torna esse gargalo barato: os parâmetros caem como 1/r.</translation>
    </message>
    <message>
        <source>W₂ (C × C/r) maps the bottleneck back to one number per channel and the sigmoid squashes it into a gate between 0 and 1: the channel&apos;s attention weight. Unlike softmax, the gates need not sum to 1.</source>
        <translation>W₂ (C × C/r) leva o gargalo de volta a um número por canal, e a sigmoide o comprime em uma porta entre 0 e 1: o peso de atenção do canal. Ao contrário do softmax, as portas não precisam somar 1.</translation>
    </message>
    <message>
        <source>Each channel&apos;s map is multiplied by its gate: channels with a gate near 1 pass unchanged, those near 0 are switched off.</source>
        <translation>O mapa de cada canal é multiplicado pela sua porta: os canais com porta perto de 1 passam inalterados, os perto de 0 são desligados.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parameters:&lt;/b&gt; W₁ and W₂ have 2·C²/r = 2·%1/%2 = %3 weights, b₁ and b₂ %4 + %5 biases: %6 in all.</source>
        <translation>&lt;b&gt;Parâmetros:&lt;/b&gt; W₁ e W₂ têm 2·C²/r = 2·%1/%2 = %3 pesos, b₁ e b₂ %4 + %5 vieses: %6 no total.</translation>
    </message>
    <message>
        <source>The most kept channel is %1 (gate %2), the most damped %3 (gate %4).</source>
        <translation>O canal mais mantido é o %1 (porta %2), o mais atenuado é o %3 (porta %4).</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Canal</translation>
    </message>
    <message>
        <source>Unit of the bottleneck</source>
        <translation>Unidade do gargalo</translation>
    </message>
    <message>
        <source>Squeeze: z&lt;sub&gt;%1&lt;/sub&gt; = (1/HW) Σ&lt;sub&gt;i,j&lt;/sub&gt; x&lt;sub&gt;%1&lt;/sub&gt;(i, j)</source>
        <translation>Compressão: z&lt;sub&gt;%1&lt;/sub&gt; = (1/HW) Σ&lt;sub&gt;i,j&lt;/sub&gt; x&lt;sub&gt;%1&lt;/sub&gt;(i, j)</translation>
    </message>
    <message>
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <source>j</source>
        <translation>j</translation>
    </message>
    <message>
        <source>x&lt;sub&gt;%1&lt;/sub&gt;(i, j)</source>
        <translation>x&lt;sub&gt;%1&lt;/sub&gt;(i, j)</translation>
    </message>
    <message>
        <source>Sum %1 over HW = %2 × %3 = %4 values.</source>
        <translation>Soma %1 sobre HW = %2 × %3 = %4 valores.</translation>
    </message>
    <message>
        <source>z&lt;sub&gt;%1&lt;/sub&gt; = %2</source>
        <translation>z&lt;sub&gt;%1&lt;/sub&gt; = %2</translation>
    </message>
    <message>
        <source>Bottleneck unit u&lt;sub&gt;%1&lt;/sub&gt; = ReLU(W₁[%1, :] · z + b₁[%1])</source>
        <translation>Unidade do gargalo u&lt;sub&gt;%1&lt;/sub&gt; = ReLU(W₁[%1, :] · z + b₁[%1])</translation>
    </message>
    <message>
        <source>channel c</source>
        <translation>canal c</translation>
    </message>
    <message>
        <source>z&lt;sub&gt;c&lt;/sub&gt;</source>
        <translation>z&lt;sub&gt;c&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>W₁[%1, c]</source>
        <translation>W₁[%1, c]</translation>
    </message>
    <message>
        <source>product</source>
        <translation>produto</translation>
    </message>
    <message>
        <source>W₁[%1, :] · z = %2; + b₁[%1] = %3 gives %4.</source>
        <translation>W₁[%1, :] · z = %2; + b₁[%1] = %3 dá %4.</translation>
    </message>
    <message>
        <source>u&lt;sub&gt;%1&lt;/sub&gt; = ReLU(%2) = %3</source>
        <translation>u&lt;sub&gt;%1&lt;/sub&gt; = ReLU(%2) = %3</translation>
    </message>
    <message>
        <source>u&lt;sub&gt;%1&lt;/sub&gt; = ReLU(%2) = %3 (negative: switched off)</source>
        <translation>u&lt;sub&gt;%1&lt;/sub&gt; = ReLU(%2) = %3 (negativo: desligada)</translation>
    </message>
    <message>
        <source>Input x&lt;sub&gt;%1&lt;/sub&gt;(%2, %3)</source>
        <translation>Entrada x&lt;sub&gt;%1&lt;/sub&gt;(%2, %3)</translation>
    </message>
    <message>
        <source>Channel %1, row %2, column %3 of its %4 × %5 map.</source>
        <translation>Canal %1, linha %2, coluna %3 do seu mapa %4 × %5.</translation>
    </message>
    <message>
        <source>x&lt;sub&gt;%1&lt;/sub&gt;(%2, %3) = %4</source>
        <translation>x&lt;sub&gt;%1&lt;/sub&gt;(%2, %3) = %4</translation>
    </message>
    <message>
        <source>Output x̃&lt;sub&gt;%1&lt;/sub&gt;(%2, %3)</source>
        <translation>Saída x̃&lt;sub&gt;%1&lt;/sub&gt;(%2, %3)</translation>
    </message>
    <message>
        <source>Scale: x̃&lt;sub&gt;%1&lt;/sub&gt;(i, j) = s&lt;sub&gt;%1&lt;/sub&gt; · x&lt;sub&gt;%1&lt;/sub&gt;(i, j)</source>
        <translation>Escala: x̃&lt;sub&gt;%1&lt;/sub&gt;(i, j) = s&lt;sub&gt;%1&lt;/sub&gt; · x&lt;sub&gt;%1&lt;/sub&gt;(i, j)</translation>
    </message>
    <message>
        <source>gate s&lt;sub&gt;%1&lt;/sub&gt;</source>
        <translation>porta s&lt;sub&gt;%1&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>x&lt;sub&gt;%1&lt;/sub&gt;(%2, %3)</source>
        <translation>x&lt;sub&gt;%1&lt;/sub&gt;(%2, %3)</translation>
    </message>
    <message>
        <source>x̃&lt;sub&gt;%1&lt;/sub&gt;(%2, %3) = %4</source>
        <translation>x̃&lt;sub&gt;%1&lt;/sub&gt;(%2, %3) = %4</translation>
    </message>
    <message>
        <source>Squeezed channel z&lt;sub&gt;%1&lt;/sub&gt;</source>
        <translation>Canal comprimido z&lt;sub&gt;%1&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Bottleneck unit u&lt;sub&gt;%1&lt;/sub&gt;</source>
        <translation>Unidade do gargalo u&lt;sub&gt;%1&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Squeeze: z, the channels&apos; means</source>
        <translation>Compressão: z, as médias dos canais</translation>
    </message>
    <message>
        <source>z = [%1]</source>
        <translation>z = [%1]</translation>
    </message>
    <message>
        <source>Gate s&lt;sub&gt;%1&lt;/sub&gt; of channel %1</source>
        <translation>Porta s&lt;sub&gt;%1&lt;/sub&gt; do canal %1</translation>
    </message>
    <message>
        <source>1. Squeeze: z, the channels&apos; means</source>
        <translation>1. Compressão: z, as médias dos canais</translation>
    </message>
    <message>
        <source>2. Bottleneck: u = ReLU(W₁ z + b₁)</source>
        <translation>2. Gargalo: u = ReLU(W₁ z + b₁)</translation>
    </message>
    <message>
        <source>unit k</source>
        <translation>unidade k</translation>
    </message>
    <message>
        <source>W₁[k, :] · z</source>
        <translation>W₁[k, :] · z</translation>
    </message>
    <message>
        <source>b₁[k]</source>
        <translation>b₁[k]</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>soma</translation>
    </message>
    <message>
        <source>u&lt;sub&gt;k&lt;/sub&gt; = ReLU(sum)</source>
        <translation>u&lt;sub&gt;k&lt;/sub&gt; = ReLU(soma)</translation>
    </message>
    <message>
        <source>W₁[%1, :] = [%2]</source>
        <translation>W₁[%1, :] = [%2]</translation>
    </message>
    <message>
        <source>Each W₁[k, :] · z is a sum over the %1 channels: the bottleneck&apos;s cells explain it term by term.</source>
        <translation>Cada W₁[k, :] · z é uma soma sobre os %1 canais: as células do gargalo a explicam termo a termo.</translation>
    </message>
    <message>
        <source>3. Gate: s&lt;sub&gt;%1&lt;/sub&gt; = σ(W₂[%1, :] · u + b₂[%1])</source>
        <translation>3. Porta: s&lt;sub&gt;%1&lt;/sub&gt; = σ(W₂[%1, :] · u + b₂[%1])</translation>
    </message>
    <message>
        <source>u&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>u&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>W₂[%1, k]</source>
        <translation>W₂[%1, k]</translation>
    </message>
    <message>
        <source>W₂[%1, :] · u = %2; + b₂[%1] = %3 gives t = %4.</source>
        <translation>W₂[%1, :] · u = %2; + b₂[%1] = %3 dá t = %4.</translation>
    </message>
    <message>
        <source>s&lt;sub&gt;%1&lt;/sub&gt; = σ(%2) = 1 / (1 + exp(−(%2))) = %3</source>
        <translation>s&lt;sub&gt;%1&lt;/sub&gt; = σ(%2) = 1 / (1 + exp(−(%2))) = %3</translation>
    </message>
    <message>
        <source>%1 channels of %2 × %3, r = %4: %5 units, %6 parameters</source>
        <translation>%1 canais de %2 × %3, r = %4: %5 unidades, %6 parâmetros</translation>
    </message>
    <message>
        <source>Channel %1&apos;s map is multiplied by s&lt;sub&gt;%1&lt;/sub&gt; = %2: its first value %3 becomes %4.</source>
        <translation>O mapa do canal %1 é multiplicado por s&lt;sub&gt;%1&lt;/sub&gt; = %2: o seu primeiro valor %3 vira %4.</translation>
    </message>
    <message>
        <source>Channel attention (SE)</source>
        <translation>Atenção por canal (SE)</translation>
    </message>
    <message>
        <source>&lt;b&gt;No Q, K or V&lt;/b&gt;: channel attention&apos;s input is a feature map of C channels, shown as tiles in the first step. It is the scenario file&apos;s &quot;feature_map&quot; (or &quot;random&quot;).</source>
        <translation>&lt;b&gt;Sem Q, K nem V&lt;/b&gt;: a entrada da atenção por canal é um mapa de características de C canais, mostrado como blocos na primeira etapa. É o &quot;feature_map&quot; do arquivo de cenário (ou &quot;random&quot;).</translation>
    </message>
    <message>
        <source>The open scenario is channel attention (SE): it weighs the channels of a feature map, one gate per channel, and has no queries or keys.</source>
        <translation>O cenário aberto é de atenção por canal (SE): ele pondera os canais de um mapa de características, uma porta por canal, e não tem consultas nem chaves.</translation>
    </message>
</context>
<context>
    <name>SetDecodeCommand</name>
    <message numerus="yes">
        <source>Decode with a prompt of %n token(s)</source>
        <translation>
            <numerusform>Decodificar com um prompt de %n token</numerusform>
            <numerusform>Decodificar com um prompt de %n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>Decoding off</source>
        <translation>Decodificação desativada</translation>
    </message>
</context>
<context>
    <name>SetHeadsCommand</name>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n cabeça</numerusform>
            <numerusform>%n cabeças</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetKindCommand</name>
    <message>
        <source>Attention: %1</source>
        <translation>Atenção: %1</translation>
    </message>
</context>
<context>
    <name>SetOutputProjectionCommand</name>
    <message>
        <source>Add the output projection W_O</source>
        <translation>Adicionar a projeção de saída W_O</translation>
    </message>
    <message>
        <source>Remove the output projection W_O</source>
        <translation>Remover a projeção de saída W_O</translation>
    </message>
</context>
<context>
    <name>SetRandomCommand</name>
    <message>
        <source>Random Q, K, V (PyTorch seed %1, %2 × %3)</source>
        <translation>Q, K, V aleatórias (semente do PyTorch %1, %2 × %3)</translation>
    </message>
</context>
<context>
    <name>SetReferencePointCommand</name>
    <message>
        <source>Move the reference point of query %1</source>
        <translation>Mover o ponto de referência da consulta %1</translation>
    </message>
</context>
<context>
    <name>SetScaleCommand</name>
    <message>
        <source>Scale s = %1</source>
        <translation>Escala s = %1</translation>
    </message>
    <message>
        <source>Scale s = 1/√d_k</source>
        <translation>Escala s = 1/√d_k</translation>
    </message>
</context>
<context>
    <name>StageInfo</name>
    <message>
        <source>1 Scores</source>
        <translation>1 Pontuações</translation>
    </message>
    <message>
        <source>2 Scaled</source>
        <translation>2 Escala</translation>
    </message>
    <message>
        <source>3 Masked</source>
        <translation>3 Máscara</translation>
    </message>
    <message>
        <source>4 Softmax</source>
        <translation>4 Softmax</translation>
    </message>
    <message>
        <source>5 Weighted sum</source>
        <translation>5 Soma ponderada</translation>
    </message>
    <message>
        <source>6 Heads &amp;&amp; W_O</source>
        <translation>6 Cabeças &amp;&amp; W_O</translation>
    </message>
    <message>
        <source>S′ = S × s, &amp;nbsp; s = %1 (set by the scenario)</source>
        <translation>S′ = S × s, &amp;nbsp; s = %1 (definido pelo cenário)</translation>
    </message>
    <message>
        <source>Each query is compared with each key by a dot product. A large score means key j offers what query i is looking for. Rows are queries, columns are keys.</source>
        <translation>Cada consulta é comparada com cada chave por um produto escalar. Uma pontuação alta significa que a chave j oferece o que a consulta i procura. As linhas são consultas; as colunas, chaves.</translation>
    </message>
    <message>
        <source>The scores are multiplied by the scenario&apos;s scale. With s = 1 nothing is divided: watch the softmax rows saturate as d_k grows.</source>
        <translation>As pontuações são multiplicadas pelo fator de escala do cenário. Com s = 1 nada é dividido: veja as linhas do softmax saturarem à medida que d_k cresce.</translation>
    </message>
    <message>
        <source>No mask: every query may look at every key. A causal mask hides later tokens, a sliding window hides distant ones; a hidden pair gets −∞ so its weight becomes exactly 0.</source>
        <translation>Sem máscara: toda consulta pode olhar para toda chave. Uma máscara causal oculta os tokens posteriores, e uma janela deslizante, os distantes; um par oculto recebe −∞, então seu peso fica exatamente 0.</translation>
    </message>
    <message>
        <source>Hidden pairs (hatched) get −∞, so their weight becomes exactly 0. Causal: a token cannot look at the tokens after it. Sliding window: only tokens within w positions.</source>
        <translation>Os pares ocultos (hachurados) recebem −∞, então seu peso fica exatamente 0. Causal: um token não pode olhar para os tokens depois dele. Janela deslizante: só os tokens a no máximo w posições de distância.</translation>
    </message>
    <message>
        <source>Softmax turns each row of scores into positive weights that sum to 1. Subtracting the row&apos;s maximum first changes nothing in the result but keeps exp() from overflowing. Click a cell to see its arithmetic.</source>
        <translation>O softmax transforma cada linha de pontuações em pesos positivos cuja soma é 1. Subtrair antes o máximo da linha não muda nada no resultado, mas evita que exp() estoure. Clique em uma célula para ver o cálculo.</translation>
    </message>
    <message>
        <source>Each output row is an average of the value vectors, weighted by that query&apos;s attention: the more weight on key j, the more of v_j flows into the output.</source>
        <translation>Cada linha de saída é uma média dos vetores de valor, ponderada pela atenção daquela consulta: quanto mais peso na chave j, mais de v_j passa para a saída.</translation>
    </message>
    <message>
        <source>Each head attends on its own slice of the dimensions and may specialise in a different relation. Their outputs are laid side by side, then mixed by the output projection W_O when there is one.</source>
        <translation>Cada cabeça calcula a atenção na sua própria fatia das dimensões e pode se especializar em uma relação diferente. As saídas das cabeças são postas lado a lado e depois misturadas pela projeção de saída W_O, quando existe.</translation>
    </message>
    <message>
        <source>With one head the output is the head&apos;s output, then multiplied by the output projection W_O when there is one.</source>
        <translation>Com uma cabeça, a saída é a saída dessa cabeça, multiplicada depois pela projeção de saída W_O, quando existe.</translation>
    </message>
    <message>
        <source>score q·k</source>
        <translation>pontuação q·k</translation>
    </message>
    <message>
        <source>scaled score</source>
        <translation>pontuação com escala</translation>
    </message>
    <message>
        <source>masked score</source>
        <translation>pontuação com máscara</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>peso de atenção</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>valor de saída</translation>
    </message>
    <message>
        <source>final output</source>
        <translation>saída final</translation>
    </message>
    <message>
        <source>S′ = S / √d&lt;sub&gt;k&lt;/sub&gt;, &amp;nbsp; √%1 = %2</source>
        <translation>S′ = S / √d&lt;sub&gt;k&lt;/sub&gt;, &amp;nbsp; √%1 = %2</translation>
    </message>
    <message>
        <source>A dot product of d_k random numbers spreads wider as d_k grows. Dividing by √d_k keeps the scores near unit size, so the softmax does not saturate and give one key all the weight. Switch scaling off to see it.</source>
        <translation>Um produto escalar de d_k números aleatórios se espalha mais à medida que d_k cresce. Dividir por √d_k mantém as pontuações perto da unidade, para que o softmax não sature e dê todo o peso a uma só chave. Desative a escala para ver o efeito.</translation>
    </message>
    <message>
        <source>The causal diagonal starts at the top left: query i sees keys 0 to i, which is right when query i and key i are the same token.</source>
        <translation>A diagonal causal começa no canto superior esquerdo: a consulta i vê as chaves 0 a i, o que é correto quando a consulta i e a chave i são o mesmo token.</translation>
    </message>
    <message>
        <source>The causal diagonal ends at the bottom right: the queries are the last tokens of the sequence, so query i sees keys 0 to i + n_k − n_q. This is right when decoding with a KV cache: the new tokens attend to the cached ones and to themselves.</source>
        <translation>A diagonal causal termina no canto inferior direito: as consultas são os últimos tokens da sequência, então a consulta i vê as chaves 0 a i + n_k − n_q. É o correto ao decodificar com um cache KV: os novos tokens prestam atenção aos que estão no cache e a si mesmos.</translation>
    </message>
    <message>
        <source>S″ = S′ + M, &amp;nbsp; M&lt;sub&gt;ij&lt;/sub&gt; = 0 or −∞</source>
        <extracomment>M&apos;s entries: 0 where the pair is allowed, minus infinity where it is hidden</extracomment>
        <translation>S″ = S′ + M, &amp;nbsp; M&lt;sub&gt;ij&lt;/sub&gt; = 0 ou −∞</translation>
    </message>
</context>
<context>
    <name>attnlab::About</name>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (compilado com %2)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Qt %1 · Eigen %2 · nlohmann/json %3&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). AttnLab comes with no warranty.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt %1 · Eigen %2 · nlohmann/json %3&lt;/p&gt;&lt;p&gt;Licença: GNU General Public License, versão 3 ou posterior (GPL-3.0-or-later). O AttnLab é fornecido sem nenhuma garantia.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attnlab::AttentionAnalysisView</name>
    <message>
        <source>mean</source>
        <translation>média</translation>
    </message>
    <message>
        <source>max</source>
        <translation>máx.</translation>
    </message>
    <message>
        <source>min</source>
        <translation>mín.</translation>
    </message>
    <message>
        <source>Rollout and flow</source>
        <translation>Rollout e fluxo</translation>
    </message>
    <message>
        <source>How the heads of a layer become one map: their mean, or the largest or smallest weight of each cell (rows are normalised again)</source>
        <translation>Como as cabeças de uma camada se tornam um único mapa: a média delas, ou o maior ou o menor peso de cada célula (as linhas são normalizadas de novo)</translation>
    </message>
    <message>
        <source>α of Â = rownorm((1 − α)·A + α·I): the share of the residual connection (0.5 in Abnar and Zuidema)</source>
        <translation>α de Â = rownorm((1 − α)·A + α·I): a parcela da conexão residual (0,5 em Abnar e Zuidema)</translation>
    </message>
    <message>
        <source>The layer whose raw attention is shown, with the rollout and the flow from the first layer of the range up to it</source>
        <translation>A camada cuja atenção bruta é mostrada, com o rollout e o fluxo desde a primeira camada do intervalo até ela</translation>
    </message>
    <message>
        <source>Head &amp;fusion</source>
        <translation>Fu&amp;são das cabeças</translation>
    </message>
    <message>
        <source>&amp;Residual α</source>
        <translation>&amp;Residual α</translation>
    </message>
    <message>
        <source>From &amp;layer</source>
        <translation>Da &amp;camada</translation>
    </message>
    <message>
        <source>&amp;To layer</source>
        <translation>A&amp;té a camada</translation>
    </message>
    <message>
        <source>Layer &amp;shown</source>
        <translation>Camada &amp;mostrada</translation>
    </message>
    <message>
        <source>Compute &amp;Flow</source>
        <translation>Calcular &amp;fluxo</translation>
    </message>
    <message>
        <source>Attention flow: the maximum flow through the layers&apos; graph, for up to %1 tokens and %2 layers</source>
        <translation>Fluxo de atenção: o fluxo máximo pelo grafo das camadas, para até %1 tokens e %2 camadas</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>Ex&amp;portar…</translation>
    </message>
    <message>
        <source>Raw Attention Figure…</source>
        <translation>Figura da atenção bruta…</translation>
    </message>
    <message>
        <source>Rollout Figure…</source>
        <translation>Figura do rollout…</translation>
    </message>
    <message>
        <source>Flow Figure…</source>
        <translation>Figura do fluxo…</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Cabeças</translation>
    </message>
    <message>
        <source>layer and head</source>
        <translation>camada e cabeça</translation>
    </message>
    <message>
        <source>S&amp;ort by</source>
        <translation>&amp;Ordenar por</translation>
    </message>
    <message>
        <source>Find Heads &amp;Like This One</source>
        <translation>Encontrar cabeças &amp;parecidas com esta</translation>
    </message>
    <message>
        <source>Sort every head by how far its map is from the current head&apos;s (Jensen–Shannon divergence of the rows)</source>
        <translation>Ordenar todas as cabeças pela distância entre o seu mapa e o da cabeça atual (divergência de Jensen–Shannon das linhas)</translation>
    </message>
    <message>
        <source>Export &amp;Statistics…</source>
        <translation>Exportar e&amp;statísticas…</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>two heads</source>
        <translation>duas cabeças</translation>
    </message>
    <message>
        <source>two layers</source>
        <translation>duas camadas</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Co&amp;mparar</translation>
    </message>
    <message>
        <source>A: layer</source>
        <translation>A: camada</translation>
    </message>
    <message>
        <source>A: head</source>
        <translation>A: cabeça</translation>
    </message>
    <message>
        <source>B: layer</source>
        <translation>B: camada</translation>
    </message>
    <message>
        <source>B: head</source>
        <translation>B: cabeça</translation>
    </message>
    <message>
        <source>Export Fi&amp;gure…</source>
        <translation>Exportar fi&amp;gura…</translation>
    </message>
    <message>
        <source>Token graph</source>
        <translation>Grafo de tokens</translation>
    </message>
    <message>
        <source>O&amp;utput token</source>
        <translation>&amp;Token de saída</translation>
    </message>
    <message>
        <source>T&amp;hreshold</source>
        <translation>Li&amp;miar</translation>
    </message>
    <message>
        <source>Export F&amp;igure…</source>
        <translation>Exportar f&amp;igura…</translation>
    </message>
    <message>
        <source>Open attention weights first.</source>
        <translation>Abra primeiro pesos de atenção.</translation>
    </message>
    <message>
        <source>Not enough memory for the rollout of these maps.</source>
        <translation>Memória insuficiente para o rollout destes mapas.</translation>
    </message>
    <message>
        <source>Computing the rollout…</source>
        <translation>Calculando o rollout…</translation>
    </message>
    <message>
        <source>Computing the statistics of every head…</source>
        <translation>Calculando as estatísticas de todas as cabeças…</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s): click a row to show that head; click a column&apos;s title to sort by it.</source>
        <translation>
            <numerusform>%n cabeça: clique em uma linha para mostrar essa cabeça; clique no título de uma coluna para ordenar por ela.</numerusform>
            <numerusform>%n cabeças: clique em uma linha para mostrar essa cabeça; clique no título de uma coluna para ordenar por ela.</numerusform>
        </translation>
    </message>
    <message>
        <source>Output token</source>
        <translation>Token de saída</translation>
    </message>
    <message>
        <source>Input token</source>
        <translation>Token de entrada</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>Raw attention, layer %1 (heads fused: %2)</source>
        <translation>Atenção bruta, camada %1 (cabeças fundidas: %2)</translation>
    </message>
    <message>
        <source>Raw attention, layer %1</source>
        <translation>Atenção bruta, camada %1</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>Rollout, layers %1 to %2 (α = %3)</source>
        <translation>Rollout, camadas %1 a %2 (α = %3)</translation>
    </message>
    <message>
        <source>Attention flow, layers %1 to %2</source>
        <translation>Fluxo de atenção, camadas %1 a %2</translation>
    </message>
    <message>
        <source>Head %1:%2 − head %3:%4</source>
        <translation>Cabeça %1:%2 − cabeça %3:%4</translation>
    </message>
    <message>
        <source>Layer %1 − layer %2 (heads fused: %3)</source>
        <translation>Camada %1 − camada %2 (cabeças fundidas: %3)</translation>
    </message>
    <message>
        <source>A − B</source>
        <translation>A − B</translation>
    </message>
    <message>
        <source>✓ Every row of Â and J sums to 1 within %1</source>
        <translation>✓ Cada linha de Â e de J soma 1 com tolerância de %1</translation>
    </message>
    <message>
        <source>⚠ A row of Â or J is %1 away from summing to 1</source>
        <translation>⚠ Uma linha de Â ou de J está a %1 de somar 1</translation>
    </message>
    <message>
        <source> (largest |sum − 1|: Â %1 in layer %2, J %3).</source>
        <translation> (maior |soma − 1|: Â %1 na camada %2, J %3).</translation>
    </message>
    <message>
        <source>Computing the attention flow…</source>
        <translation>Calculando o fluxo de atenção…</translation>
    </message>
    <message numerus="yes">
        <source>Flow: %Ln maximum flow(s) solved; every row sums to 1 within %1.</source>
        <translation>
            <numerusform>Fluxo: %Ln fluxo máximo resolvido; cada linha soma 1 com tolerância de %1.</numerusform>
            <numerusform>Fluxo: %Ln fluxos máximos resolvidos; cada linha soma 1 com tolerância de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The flow is computed on request (Compute Flow): %1 maximum flows for these %2 tokens.</source>
        <translation>O fluxo é calculado sob demanda (Calcular fluxo): %1 fluxos máximos para estes %2 tokens.</translation>
    </message>
    <message>
        <source>Edges of weight ≥ %1</source>
        <translation>Arestas de peso ≥ %1</translation>
    </message>
    <message>
        <source>Where token %1 draws from, layers %2 to %3 (Â, weights ≥ %4)</source>
        <translation>De onde o token %1 obtém informação, camadas %2 a %3 (Â, pesos ≥ %4)</translation>
    </message>
    <message>
        <source>Jensen–Shannon divergence %1 bits; ‖A − B‖&lt;sub&gt;F&lt;/sub&gt; / √n = %2</source>
        <translation>Divergência de Jensen–Shannon %1 bits; ‖A − B‖&lt;sub&gt;F&lt;/sub&gt; / √n = %2</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Camada</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeça</translation>
    </message>
    <message>
        <source>Not enough memory for the attention flow of these maps.</source>
        <translation>Memória insuficiente para o fluxo de atenção destes mapas.</translation>
    </message>
    <message>
        <source>The flow is computed for up to %1 tokens and %2 layers (%3 max-flow problems on a graph of up to %4 nodes); these maps have %5 tokens and the range %6 layers. Choose fewer layers, or use the rollout, which has no such limit.</source>
        <translation>O fluxo é calculado para até %1 tokens e %2 camadas (%3 problemas de fluxo máximo em um grafo de até %4 nós); estes mapas têm %5 tokens e o intervalo, %6 camadas. Escolha menos camadas ou use o rollout, que não tem esse limite.</translation>
    </message>
    <message>
        <source>Flow cancelled.</source>
        <translation>Fluxo cancelado.</translation>
    </message>
    <message>
        <source>There is no token graph yet: the rollout is being computed.</source>
        <translation>Ainda não há grafo de tokens: o rollout está sendo calculado.</translation>
    </message>
    <message>
        <source>Compute the flow (Compute Flow) before exporting it.</source>
        <translation>Calcule o fluxo (Calcular fluxo) antes de exportá-lo.</translation>
    </message>
    <message>
        <source>There is nothing to export yet.</source>
        <translation>Ainda não há nada para exportar.</translation>
    </message>
    <message>
        <source>There are no statistics to export yet.</source>
        <translation>Ainda não há estatísticas para exportar.</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Exportar figura</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Não é possível exportar</translation>
    </message>
    <message>
        <source>Export head statistics</source>
        <translation>Exportar estatísticas das cabeças</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>attnlab::AttentionMapsView</name>
    <message>
        <source>&lt;h2&gt;Attention weights from your own model&lt;/h2&gt;&lt;p&gt;Open a NumPy &lt;tt&gt;.npy&lt;/tt&gt; file of attention weights to look at every layer and head at once. Its shape may be (queries, keys) for one head, (heads, queries, keys) for one layer, or (layers, heads, queries, keys) for a whole model.&lt;/p&gt;&lt;p&gt;With Hugging Face Transformers, for example:&lt;/p&gt;&lt;pre&gt;out = model(**inputs, output_attentions=True)
np.save(&quot;attn.npy&quot;, torch.stack(out.attentions)[:, 0].numpy())
open(&quot;attn.tokens.txt&quot;, &quot;w&quot;).write(&quot;\n&quot;.join(
    tokenizer.convert_ids_to_tokens(inputs[&quot;input_ids&quot;][0])))&lt;/pre&gt;&lt;p&gt;A tokens file beside the weights (&lt;tt&gt;attn.tokens.txt&lt;/tt&gt;, one token per line, or &lt;tt&gt;attn.tokens.json&lt;/tt&gt;, a list) labels the rows and columns. You can also drop the files on this window.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Pesos de atenção do seu próprio modelo&lt;/h2&gt;&lt;p&gt;Abra um arquivo NumPy &lt;tt&gt;.npy&lt;/tt&gt; de pesos de atenção para ver todas as camadas e cabeças de uma vez. O formato pode ser (consultas, chaves) para uma cabeça, (cabeças, consultas, chaves) para uma camada ou (camadas, cabeças, consultas, chaves) para um modelo inteiro.&lt;/p&gt;&lt;p&gt;Com o Hugging Face Transformers, por exemplo:&lt;/p&gt;&lt;pre&gt;out = model(**inputs, output_attentions=True)
np.save(&quot;attn.npy&quot;, torch.stack(out.attentions)[:, 0].numpy())
open(&quot;attn.tokens.txt&quot;, &quot;w&quot;).write(&quot;\n&quot;.join(
    tokenizer.convert_ids_to_tokens(inputs[&quot;input_ids&quot;][0])))&lt;/pre&gt;&lt;p&gt;Um arquivo de tokens ao lado dos pesos (&lt;tt&gt;attn.tokens.txt&lt;/tt&gt;, um token por linha, ou &lt;tt&gt;attn.tokens.json&lt;/tt&gt;, uma lista) rotula as linhas e as colunas. Você também pode soltar os arquivos nesta janela.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Open Weights…</source>
        <translation>A&amp;brir pesos…</translation>
    </message>
    <message>
        <source>&amp;Layer</source>
        <translation>&amp;Camada</translation>
    </message>
    <message>
        <source>&amp;Head</source>
        <translation>Ca&amp;beça</translation>
    </message>
    <message>
        <source>Open &amp;Weights…</source>
        <translation>Abrir &amp;pesos…</translation>
    </message>
    <message>
        <source>&amp;Tokens…</source>
        <translation>&amp;Tokens…</translation>
    </message>
    <message>
        <source>E&amp;xport Figures…</source>
        <translation>E&amp;xportar figuras…</translation>
    </message>
    <message>
        <source>%1: not enough memory to read it</source>
        <translation>%1: memória insuficiente para lê-lo</translation>
    </message>
    <message>
        <source>%1 The weights are shown with indices.</source>
        <translation>%1 Os pesos são mostrados com índices.</translation>
    </message>
    <message>
        <source>Open attention weights before their tokens.</source>
        <translation>Abra os pesos de atenção antes dos seus tokens.</translation>
    </message>
    <message>
        <source>Open attention weights</source>
        <translation>Abrir pesos de atenção</translation>
    </message>
    <message>
        <source>NumPy attention weights (*.npy);;All files (*)</source>
        <translation>Pesos de atenção NumPy (*.npy);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Tokens of the attention weights</source>
        <translation>Tokens dos pesos de atenção</translation>
    </message>
    <message>
        <source>Tokens (*.txt *.json);;All files (*)</source>
        <translation>Tokens (*.txt *.json);;Todos os arquivos (*)</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n layer(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n camada</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n camadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> × %n head(s)</source>
        <translation>
            <numerusform> × %n cabeça</numerusform>
            <numerusform> × %n cabeças</numerusform>
        </translation>
    </message>
    <message>
        <source> of %1 queries × %2 keys</source>
        <translation> de %1 consultas × %2 chaves</translation>
    </message>
    <message>
        <source> — no tokens (indices shown)</source>
        <translation> — sem tokens (índices mostrados)</translation>
    </message>
    <message>
        <source> — tokens from %1</source>
        <translation> — tokens de %1</translation>
    </message>
    <message>
        <source>⚠ These weights do not all sum to 1 along a row (softmax weights do): %1</source>
        <translation>⚠ Nem todas as linhas destes pesos somam 1 (as dos pesos do softmax somam): %1</translation>
    </message>
    <message numerus="yes">
        <source>; and %n more (see the tooltip).</source>
        <translation>
            <numerusform>; e mais %n (veja a dica).</numerusform>
            <numerusform>; e mais %n (veja a dica).</numerusform>
        </translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeça %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>camada %1</translation>
    </message>
    <message>
        <source>Layer %1, head %2: click to show it large</source>
        <translation>Camada %1, cabeça %2: clique para ampliá-la</translation>
    </message>
    <message>
        <source>Point at a cell to read its weight; click one to keep it.</source>
        <translation>Aponte para uma célula para ler seu peso; clique em uma para fixá-la.</translation>
    </message>
    <message>
        <source>Layer %1, head %2: query %3 %4 → key %5 %6: weight %7 (the row sums to %8)</source>
        <translation>Camada %1, cabeça %2: consulta %3 %4 → chave %5 %6: peso %7 (a linha soma %8)</translation>
    </message>
    <message>
        <source>Label the rows and columns with the tokens of a file: a .txt file holds one token per line, a .json file a JSON list</source>
        <translation>Rotular as linhas e as colunas com os tokens de um arquivo: um arquivo .txt traz um token por linha; um arquivo .json, uma lista JSON</translation>
    </message>
    <message>
        <source>Pre&amp;vious</source>
        <translation>Página ante&amp;rior</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>Próxima pá&amp;gina</translation>
    </message>
    <message>
        <source>Page %1 of %2: layers %3 to %4, heads %5 to %6</source>
        <translation>Página %1 de %2: camadas %3 a %4, cabeças %5 a %6</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>O&amp;rder:</source>
        <translation>O&amp;rdem:</translation>
    </message>
    <message>
        <source>&amp;Highest first</source>
        <translation>&amp;Maior primeiro</translation>
    </message>
    <message>
        <source>Sort each layer&apos;s heads from the highest value to the lowest</source>
        <translation>Ordenar as cabeças de cada camada do maior valor para o menor</translation>
    </message>
    <message>
        <source>as in the file</source>
        <translation>como no arquivo</translation>
    </message>
    <message>
        <source>head %1
%2</source>
        <translation>cabeça %1
%2</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>posição %1</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Não é possível exportar</translation>
    </message>
    <message>
        <source>Open attention weights (a .npy file) first.</source>
        <translation>Abra primeiro os pesos de atenção (um arquivo .npy).</translation>
    </message>
</context>
<context>
    <name>attnlab::AttentionPanel</name>
    <message>
        <source>Mask:</source>
        <translation>Máscara:</translation>
    </message>
    <message>
        <source>&amp;Causal</source>
        <translation>&amp;Causal</translation>
    </message>
    <message>
        <source>Key j is hidden from query i when j &gt; i, as in a language model that writes left to right: no looking ahead.</source>
        <translation>A chave j fica oculta para a consulta i quando j &gt; i, como em um modelo de linguagem que escreve da esquerda para a direita: nada de olhar adiante.</translation>
    </message>
    <message>
        <source>Sliding &amp;window  w =</source>
        <translation>Janela des&amp;lizante  w =</translation>
    </message>
    <message>
        <source>Key j is hidden from query i when |i − j| &gt; w.</source>
        <translation>A chave j fica oculta para a consulta i quando |i − j| &gt; w.</translation>
    </message>
    <message>
        <source>Window size</source>
        <translation>Tamanho da janela</translation>
    </message>
    <message>
        <source>&amp;Paint mask</source>
        <translation>&amp;Pintar</translation>
    </message>
    <message>
        <source>Click or drag over the heatmap to hide or show pairs.</source>
        <translation>Clique ou arraste sobre o mapa de calor para ocultar ou mostrar pares.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>Remove the painted mask.</source>
        <translation>Remove a máscara pintada.</translation>
    </message>
    <message>
        <source>The model dimension is split into this many heads; only counts that divide d_k and d_v are offered.</source>
        <translation>A dimensão do modelo é dividida entre este número de cabeças; só são oferecidos números que dividem d_k e d_v.</translation>
    </message>
    <message>
        <source>Switch it off to see the softmax saturate as d_k grows.</source>
        <translation>Desative para ver o softmax saturar à medida que d_k cresce.</translation>
    </message>
    <message>
        <source>Causal mask on</source>
        <translation>Máscara causal ativada</translation>
    </message>
    <message>
        <source>Causal mask off</source>
        <translation>Máscara causal desativada</translation>
    </message>
    <message>
        <source>Sliding window on</source>
        <translation>Janela deslizante ativada</translation>
    </message>
    <message>
        <source>Sliding window off</source>
        <translation>Janela deslizante desativada</translation>
    </message>
    <message>
        <source>Window size %1</source>
        <translation>Tamanho da janela %1</translation>
    </message>
    <message>
        <source>Clear custom mask</source>
        <translation>Limpar máscara personalizada</translation>
    </message>
    <message>
        <source>%1 (does not divide d)</source>
        <translation>%1 (não divide d)</translation>
    </message>
    <message>
        <source>(each: d_k = %1, d_v = %2)</source>
        <translation>(cada uma: d_k = %1, d_v = %2)</translation>
    </message>
    <message>
        <source>s = 1/√%1 = %2</source>
        <translation>s = 1/√%1 = %2</translation>
    </message>
    <message>
        <source>s = 1: scores are not scaled</source>
        <translation>s = 1: pontuações sem escala</translation>
    </message>
    <message>
        <source>s = %1, set by the scenario</source>
        <translation>s = %1, definido pelo cenário</translation>
    </message>
    <message>
        <source>Hea&amp;ds:</source>
        <translation>Ca&amp;beças:</translation>
    </message>
    <message>
        <source>Sca&amp;le by 1/√d_k</source>
        <translation>Aplicar e&amp;scala 1/√d_k</translation>
    </message>
    <message>
        <source>Softmax attention, or linear attention with a feature map φ instead of exp: the same Q, K and V, another formula.</source>
        <translation>A atenção softmax, ou a atenção linear com um mapa de características φ no lugar de exp: os mesmos Q, K e V, outra fórmula.</translation>
    </message>
    <message>
        <source>K&amp;ind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>Linear attention takes the causal mask only.</source>
        <translation>A atenção linear só aceita a máscara causal.</translation>
    </message>
    <message>
        <source>Causal mask aligned top-left</source>
        <translation>Máscara causal alinhada no canto superior esquerdo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Aligned top-left&lt;/b&gt; (PyTorch&apos;s is_causal): query i sees keys 0 to i. Right when queries and keys are the same tokens, as in self-attention over one sentence.</source>
        <translation>&lt;b&gt;Alinhada no canto superior esquerdo&lt;/b&gt; (is_causal do PyTorch): a consulta i vê as chaves 0 a i. Correta quando as consultas e as chaves são os mesmos tokens, como na autoatenção sobre uma só frase.</translation>
    </message>
    <message>
        <source>Causal mask aligned bottom-right</source>
        <translation>Máscara causal alinhada no canto inferior direito</translation>
    </message>
    <message>
        <source>&lt;b&gt;Aligned bottom-right&lt;/b&gt; (PyTorch&apos;s CausalVariant.LOWER_RIGHT): the n_q queries are the last n_q of the n_k tokens, so query i sees keys 0 to i + n_k − n_q. Right when decoding with a KV cache: new tokens against the cached ones. With n_q = n_k both alignments are the same mask.</source>
        <translation>&lt;b&gt;Alinhada no canto inferior direito&lt;/b&gt; (CausalVariant.LOWER_RIGHT do PyTorch): as n_q consultas são os últimos n_q dos n_k tokens, então a consulta i vê as chaves 0 a i + n_k − n_q. Correta ao decodificar com um cache KV: os novos tokens contra os que estão no cache. Com n_q = n_k, os dois alinhamentos dão a mesma máscara.</translation>
    </message>
    <message>
        <source>Generate left to right as a language model does: the prompt&apos;s tokens are computed together (the prefill), then one token per frame, its query against the keys and values kept in the cache.</source>
        <translation>Gerar da esquerda para a direita, como faz um modelo de linguagem: os tokens do prompt são calculados juntos (o pré-preenchimento), depois um token por passo de decodificação, com sua consulta contra as chaves e os valores guardados no cache.</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>How many tokens the prompt has; 0: the first frame is token 0 alone.</source>
        <translation>Quantos tokens o prompt tem; 0: o primeiro passo de decodificação é o token 0 sozinho.</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>Tamanho do prompt</translation>
    </message>
    <message>
        <source>Decoding is causal: each token sees the cache and itself.</source>
        <translation>A decodificação é causal: cada token vê o cache e a si mesmo.</translation>
    </message>
    <message>
        <source>Decode usi&amp;ng a KV cache, prompt:</source>
        <translation>Decodificar com cache K&amp;V, prompt:</translation>
    </message>
    <message>
        <source>The rest of the sparse pattern: change it in the tab “Sparse attention” (Ctrl+Shift+5).</source>
        <translation>O resto do padrão esparso: altere-o na aba “Atenção esparsa” (Ctrl+Shift+5).</translation>
    </message>
    <message>
        <source>r = %1</source>
        <translation>r = %1</translation>
    </message>
    <message numerus="yes">
        <source>+ %n global</source>
        <translation>
            <numerusform>+ %n global</numerusform>
            <numerusform>+ %n globais</numerusform>
        </translation>
    </message>
    <message>
        <source>+ random blocks</source>
        <translation>+ blocos aleatórios</translation>
    </message>
    <message>
        <source>Window size w</source>
        <translation>Tamanho da janela w</translation>
    </message>
</context>
<context>
    <name>attnlab::Autosave</name>
    <message>
        <source>No recovery copy of the scenario: %1</source>
        <translation>Nenhuma cópia de recuperação do cenário: %1</translation>
    </message>
    <message>
        <source>Untitled lesson</source>
        <translation>Lição sem título</translation>
    </message>
    <message>
        <source>No recovery copy of the lesson: %1</source>
        <translation>Nenhuma cópia de recuperação da lição: %1</translation>
    </message>
    <message>
        <source>A copy that cannot be read: %1</source>
        <translation>Uma cópia que não pode ser lida: %1</translation>
    </message>
    <message>
        <source>Lesson “%1”</source>
        <translation>Lição “%1”</translation>
    </message>
    <message>
        <source>Scenario “%1”</source>
        <translation>Cenário “%1”</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>sem arquivo</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>arquivo %1</translation>
    </message>
    <message>
        <source>%1 — %2
Last copy: %3</source>
        <translation>%1 — %2
Última cópia: %3</translation>
    </message>
    <message>
        <source>“%1” is restored, its changes not saved yet: File › Save keeps them.</source>
        <translation>“%1” foi restaurado, com as alterações ainda não salvas: Arquivo › Salvar as mantém.</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>Lição não salva</translation>
    </message>
    <message>
        <source>The lesson being made has changes that are not saved. Replace it with the restored lesson?</source>
        <translation>A lição em preparação tem alterações não salvas. Substituí-la pela lição restaurada?</translation>
    </message>
    <message>
        <source>The lesson being made is restored: File › Lesson › Save Lesson As… keeps it.</source>
        <translation>A lição em preparação foi restaurada: Arquivo › Lição › Salvar lição como… a mantém.</translation>
    </message>
</context>
<context>
    <name>attnlab::Colormap</name>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>Cividis (colour-blind safe)</source>
        <translation>Cividis (adequado para daltônicos)</translation>
    </message>
    <message>
        <source>Magma</source>
        <translation>Magma</translation>
    </message>
    <message>
        <source>Greys (print)</source>
        <translation>Tons de cinza (impressão)</translation>
    </message>
    <message>
        <source>Diverging (blue–white–red)</source>
        <translation>Divergente (azul–branco–vermelho)</translation>
    </message>
</context>
<context>
    <name>attnlab::DataExchange</name>
    <message>
        <source>%1 is now %2</source>
        <translation>%1 agora é %2</translation>
    </message>
    <message>
        <source> To match, %1.</source>
        <translation> Em consequência, %1.</translation>
    </message>
    <message>
        <source>There is nothing to export: the scenario cannot be computed (%1).</source>
        <translation>Não há nada para exportar: o cenário não pode ser calculado (%1).</translation>
    </message>
    <message>
        <source>%1: the current inputs cannot be computed (%2); fix them, or import Q, K and V together from an .npz</source>
        <translation>%1: as entradas atuais não podem ser calculadas (%2); corrija-as ou importe Q, K e V juntas de um .npz</translation>
    </message>
    <message>
        <source>Imported %1 (%2) from %3.</source>
        <translation>Matriz %1 (%2) importada de %3.</translation>
    </message>
    <message>
        <source> The inputs are matrices now.</source>
        <translation> As entradas agora são matrizes.</translation>
    </message>
    <message>
        <source> Back to one head: %1 heads do not divide the new sizes.</source>
        <translation> De volta a uma cabeça: %1 cabeças não dividem os novos tamanhos.</translation>
    </message>
    <message>
        <source>%1: not enough memory to read it</source>
        <translation>%1: memória insuficiente para lê-lo</translation>
    </message>
    <message>
        <source>Imported Q (%1), K (%2) and V (%3) from %4.</source>
        <translation>Q (%1), K (%2) e V (%3) importadas de %4.</translation>
    </message>
    <message>
        <source>%1: the mask needs a scenario that can be computed, to know its size (%2)</source>
        <translation>%1: a máscara precisa de um cenário que possa ser calculado, para saber seu tamanho (%2)</translation>
    </message>
    <message>
        <source>Imported the mask from %1.</source>
        <translation>Máscara importada de %1.</translation>
    </message>
    <message>
        <source> %1 of %2 pairs may attend.</source>
        <translation> %1 de %2 pares são permitidos.</translation>
    </message>
    <message>
        <source>%1: the scenario has no output projection W_O</source>
        <translation>%1: o cenário não tem projeção de saída W_O</translation>
    </message>
    <message>
        <source>Matrices (*.csv *.tsv *.txt *.npy);;CSV (*.csv);;Tab-separated text (*.tsv *.txt);;NumPy array (*.npy);;All files (*)</source>
        <translation>Matrizes (*.csv *.tsv *.txt *.npy);;CSV (*.csv);;Texto separado por tabulações (*.tsv *.txt);;Array NumPy (*.npy);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>CSV (*.csv);;Tab-separated text (*.tsv);;NumPy array (*.npy)</source>
        <translation>CSV (*.csv);;Texto separado por tabulações (*.tsv);;Array NumPy (*.npy)</translation>
    </message>
    <message>
        <source>%1: not enough memory to write every number</source>
        <translation>%1: memória insuficiente para gravar todos os números</translation>
    </message>
</context>
<context>
    <name>attnlab::DecodingText</name>
    <message>
        <source>prefill: tokens 0–%1</source>
        <translation>pré-preenchimento: tokens 0–%1</translation>
    </message>
    <message>
        <source>Decoding with a KV cache</source>
        <translation>Decodificação com um cache KV</translation>
    </message>
    <message numerus="yes">
        <source>Frame %1 is the prefill: the %n prompt token(s) are computed together, each query against the keys up to its own. Their keys and values go into the cache.</source>
        <translation>
            <numerusform>O passo de decodificação %1 é o pré-preenchimento: %n token de prompt, calculado sozinho, com sua consulta contra a própria chave. Sua chave e seu valor vão para o cache.</numerusform>
            <numerusform>O passo de decodificação %1 é o pré-preenchimento: os %n tokens do prompt são calculados juntos, cada consulta contra as chaves até a sua. As chaves e os valores deles vão para o cache.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Frame %1 computes %n new query row(s) against %2 keys: the keys and values of tokens 0–%3 come from the cache, only the new token&apos;s k and v are added to it.</source>
        <translation>
            <numerusform>O passo de decodificação %1 calcula %n nova linha de consulta contra %2 chaves: as chaves e os valores dos tokens 0–%3 vêm do cache; só o k e o v do novo token são adicionados a ele.</numerusform>
            <numerusform>O passo de decodificação %1 calcula %n novas linhas de consulta contra %2 chaves: as chaves e os valores dos tokens 0–%3 vêm do cache; só o k e o v do novo token são adicionados a ele.</numerusform>
        </translation>
    </message>
    <message>
        <source>What</source>
        <translation>Cálculo</translation>
    </message>
    <message>
        <source>Multiply-adds</source>
        <translation>Multiplicações-adições</translation>
    </message>
    <message>
        <source>this frame: %1 row(s) × %2 keys × (d_k + d_v = %3)</source>
        <translation>este passo de decodificação: %1 linha(s) × %2 chaves × (d_k + d_v = %3)</translation>
    </message>
    <message>
        <source>without a cache: all %1 rows again</source>
        <translation>sem cache: todas as %1 linhas de novo</translation>
    </message>
    <message>
        <source>not recomputed: %1 multiply-adds (%2 %)</source>
        <translation>não recalculadas: %1 multiplicações-adições (%2%)</translation>
    </message>
    <message numerus="yes">
        <source>Cache after this frame: %n token(s) of K and V, %1 bytes in float64.</source>
        <translation>
            <numerusform>Cache após este passo de decodificação: %n token de K e V, %1 bytes em float64.</numerusform>
            <numerusform>Cache após este passo de decodificação: %n tokens de K e V, %1 bytes em float64.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check: every frame&apos;s output equals full causal attention computed without a cache (largest difference %1).</source>
        <translation>Verificação: a saída de cada passo de decodificação é igual à atenção causal completa calculada sem cache (maior diferença %1).</translation>
    </message>
    <message>
        <source>Check: query %1&apos;s output, computed in frame %2, equals row %1 of full causal attention computed without a cache (largest difference %3).</source>
        <translation>Verificação: a saída da consulta %1, calculada no passo de decodificação %2, é igual à linha %1 da atenção causal completa calculada sem cache (maior diferença %3).</translation>
    </message>
    <message>
        <source>Faded rows come from earlier frames; the outlined rows are new. This frame: %1 multiply-adds instead of %2 without a cache.</source>
        <translation>As linhas esmaecidas vêm de passos de decodificação anteriores; as contornadas são novas. Este passo: %1 multiplicações-adições em vez de %2 sem cache.</translation>
    </message>
    <message>
        <source>Never computed: when token %1 was decoded (frame %2) the cache held keys 0–%3; key %4 came later.</source>
        <translation>Nunca calculado: quando o token %1 foi decodificado (passo de decodificação %2), o cache tinha as chaves 0–%3; a chave %4 veio depois.</translation>
    </message>
    <message>
        <source>This row was computed in frame %1 and is reused as it is by every later frame.</source>
        <translation>Esta linha foi calculada no passo de decodificação %1 e é reutilizada como está por todos os passos seguintes.</translation>
    </message>
    <message>
        <source>Frame %1 of %2: %3</source>
        <translation>Passo de decodificação %1 de %2: %3</translation>
    </message>
    <message>
        <source>token %1 %2</source>
        <translation>token %1 %2</translation>
    </message>
</context>
<context>
    <name>attnlab::DeformableLab</name>
    <message>
        <source>Open the Exa&amp;mple</source>
        <translation>Abrir o exe&amp;mplo</translation>
    </message>
    <message>
        <source>Each query (a ring) reads the value map only at K points per head, at fixed offsets in pixels from its reference point. &lt;b&gt;Drag a ring&lt;/b&gt;: its points follow. &lt;b&gt;Click a point&lt;/b&gt; to see how it is read between its 4 neighbouring pixels (bilinear interpolation). A disc&apos;s area grows with its weight a.</source>
        <translation>Cada consulta (um anel) lê o mapa de valores apenas em K pontos por cabeça, em deslocamentos fixos em pixels a partir do seu ponto de referência. &lt;b&gt;Arraste um anel&lt;/b&gt;: seus pontos acompanham. &lt;b&gt;Clique em um ponto&lt;/b&gt; para ver como ele é lido entre seus 4 pixels vizinhos (interpolação bilinear). A área de um disco cresce com seu peso a.</translation>
    </message>
    <message>
        <source>&amp;Query:</source>
        <translation>&amp;Consulta:</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <translation>&amp;Valores:</translation>
    </message>
    <message>
        <source>Show the &amp;other queries</source>
        <translation>Mostrar as &amp;outras consultas</translation>
    </message>
    <message>
        <source>E&amp;xport Figure…</source>
        <translation>Exportar &amp;figura…</translation>
    </message>
    <message>
        <source>Click a sampling point to zoom into its 4 neighbouring pixels.</source>
        <translation>Clique em um ponto de amostragem para ampliar seus 4 pixels vizinhos.</translation>
    </message>
    <message>
        <source>The picture</source>
        <translation>A imagem</translation>
    </message>
    <message>
        <source>Mean of the channels</source>
        <translation>Média dos canais</translation>
    </message>
    <message>
        <source>Channel %1</source>
        <translation>Canal %1</translation>
    </message>
    <message numerus="yes">
        <source>mean of the %n channels</source>
        <translation>
            <numerusform>média de %n canal</numerusform>
            <numerusform>média dos %n canais</numerusform>
        </translation>
    </message>
    <message>
        <source>channel %1</source>
        <translation>canal %1</translation>
    </message>
    <message>
        <source>The value map (%1 × %2) and each query&apos;s sampling points</source>
        <translation>O mapa de valores (%1 × %2) e os pontos de amostragem de cada consulta</translation>
    </message>
    <message>
        <source>Level %1: %2 × %3</source>
        <translation>Nível %1: %2 × %3</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeça %1</translation>
    </message>
    <message>
        <source>reference point (drag it)</source>
        <translation>ponto de referência (arraste-o)</translation>
    </message>
    <message>
        <source>Query %1, head %2, point %3: read between 4 pixels</source>
        <translation>Consulta %1, cabeça %2, ponto %3: lido entre 4 pixels</translation>
    </message>
    <message>
        <source>Query %1, head %2, level %3, point %4: read between 4 pixels</source>
        <translation>Consulta %1, cabeça %2, nível %3, ponto %4: lido entre 4 pixels</translation>
    </message>
    <message>
        <source>off the map: 0</source>
        <translation>fora do mapa: 0</translation>
    </message>
    <message>
        <source>Values: the mean of head %1&apos;s channels %2 … %3.</source>
        <translation>Valores: a média dos canais %2 … %3 da cabeça %1.</translation>
    </message>
    <message>
        <source>Values: channel %1.</source>
        <translation>Valores: canal %1.</translation>
    </message>
    <message>
        <source>off the map, reads 0</source>
        <translation>fora do mapa, lê 0</translation>
    </message>
    <message>
        <source>Sample = %1 = &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Amostra = %1 = &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Its weight a = %1: it adds a × sample = %2 to head %3&apos;s output.</source>
        <translation>Seu peso a = %1: ele soma a × amostra = %2 à saída da cabeça %3.</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Query %1&lt;/b&gt;: reference point (x, y) = (%2, %3), pixel (%4, %5) of the %6 × %7 map. It reads %8 samples (M·L·K = %9·%10); its strongest is head %11&apos;s point %12, a = %13.</source>
        <translation>&lt;b&gt;Consulta %1&lt;/b&gt;: ponto de referência (x, y) = (%2, %3), pixel (%4, %5) do mapa %6 × %7. Ela lê %8 amostras (M·L·K = %9·%10); a mais forte é o ponto %12 da cabeça %11, a = %13.</translation>
    </message>
    <message>
        <source>8, 16, 32</source>
        <translation>8, 16, 32</translation>
    </message>
    <message>
        <source>3 levels</source>
        <translation>3 níveis</translation>
    </message>
    <message>
        <source>There is no deformable attention to export: open a deformable scenario.</source>
        <translation>Não há atenção deformável para exportar: abra um cenário deformável.</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Exportar figura</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Não é possível exportar</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Deformable attention&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Deformable DETR lets each query read the value map at only a few points around its reference point, instead of comparing it with every position: this tab needs a deformable scenario (its &quot;kind&quot; is &quot;deformable&quot;).&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Atenção deformável&lt;/b&gt;&lt;/p&gt;&lt;p&gt;O Deformable DETR faz cada consulta ler o mapa de valores em apenas alguns pontos ao redor do seu ponto de referência, em vez de compará-la com todas as posições: esta aba precisa de um cenário deformável (com &quot;kind&quot; igual a &quot;deformable&quot;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open the example to drag the reference points and see the samples follow.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Abra o exemplo para arrastar os pontos de referência e ver as amostras acompanharem.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The point is at pixel (ℓ&lt;sub&gt;x&lt;/sub&gt;·W − %7, ℓ&lt;sub&gt;y&lt;/sub&gt;·H − %7) = (%1, %2): x&lt;sub&gt;0&lt;/sub&gt; = %3, y&lt;sub&gt;0&lt;/sub&gt; = %4, f&lt;sub&gt;x&lt;/sub&gt; = %5, f&lt;sub&gt;y&lt;/sub&gt; = %6.</source>
        <translation>O ponto está no pixel (ℓ&lt;sub&gt;x&lt;/sub&gt;·W − %7, ℓ&lt;sub&gt;y&lt;/sub&gt;·H − %7) = (%1, %2): x&lt;sub&gt;0&lt;/sub&gt; = %3, y&lt;sub&gt;0&lt;/sub&gt; = %4, f&lt;sub&gt;x&lt;/sub&gt; = %5, f&lt;sub&gt;y&lt;/sub&gt; = %6.</translation>
    </message>
    <message>
        <source>stride</source>
        <translation>stride</translation>
    </message>
    <message>
        <source>map</source>
        <translation>mapa</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>amostras</translation>
    </message>
    <message>
        <source>full attention</source>
        <translation>atenção completa</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>razão</translation>
    </message>
    <message>
        <source>The lesson&apos;s %1 × %1 picture, every position of the map a query, %2 heads × %3 points:</source>
        <translation>A imagem %1 × %1 da lição, cada posição do mapa uma consulta, %2 cabeças × %3 pontos:</translation>
    </message>
    <message>
        <source>With the 3 maps as levels, each head reads 3 × %1 points of its query, and full attention compares every position with every other.</source>
        <translation>Com os 3 mapas como níveis, cada cabeça lê 3 × %1 pontos da sua consulta, e a atenção completa compara cada posição com todas as outras.</translation>
    </message>
</context>
<context>
    <name>attnlab::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <source>not enough memory to compute this scenario</source>
        <translation>memória insuficiente para calcular este cenário</translation>
    </message>
    <message>
        <source>The lesson&apos;s example: 4 tokens of dimension 8</source>
        <translation>O exemplo da lição: 4 tokens de dimensão 8</translation>
    </message>
    <message>
        <source>Queries, keys and values drawn as in the lesson&apos;s PyTorch code: torch.manual_seed(0); q, k, v = torch.randn(3, 4, 8).unbind(0). Token 0 gives 74% of its attention to token 1.</source>
        <translation>Consultas, chaves e valores gerados como no código PyTorch da lição: torch.manual_seed(0); q, k, v = torch.randn(3, 4, 8).unbind(0). O token 0 dá 74% da sua atenção ao token 1.</translation>
    </message>
    <message>
        <source>%1 queries and %2 keys are more than the %3 tokens whose stages AttnLab keeps for stepping through.</source>
        <translation>%1 consultas e %2 chaves são mais que os %3 tokens cujas etapas o AttnLab guarda para o passo a passo.</translation>
    </message>
    <message>
        <source>Use fewer tokens.</source>
        <translation>Use menos tokens.</translation>
    </message>
    <message>
        <source>Shown instead: the output, computed by the fused cpu engine, and each head&apos;s attention map in bins.</source>
        <translation>Em vez disso: a saída, calculada pelo mecanismo fundido “cpu”, e o mapa de atenção de cada cabeça em grupos.</translation>
    </message>
</context>
<context>
    <name>attnlab::ExportDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>Exportar figura</translation>
    </message>
    <message>
        <source>Current map (layer %1, head %2)</source>
        <translation>Mapa atual (camada %1, cabeça %2)</translation>
    </message>
    <message>
        <source>Every head of layer %1</source>
        <translation>Todas as cabeças da camada %1</translation>
    </message>
    <message numerus="yes">
        <source>Every layer and head (%n figure(s))</source>
        <translation>
            <numerusform>Todas as camadas e cabeças (%n figura)</numerusform>
            <numerusform>Todas as camadas e cabeças (%n figuras)</numerusform>
        </translation>
    </message>
    <message>
        <source>Current view (%1, head %2)</source>
        <translation>Visualização atual (%1, cabeça %2)</translation>
    </message>
    <message>
        <source>Every stage of head %1</source>
        <translation>Todas as etapas da cabeça %1</translation>
    </message>
    <message>
        <source>Every head of stage %1</source>
        <translation>Todas as cabeças da etapa %1</translation>
    </message>
    <message>
        <source>Fi&amp;gures:</source>
        <translation>&amp;Figuras:</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Imagem PNG</translation>
    </message>
    <message>
        <source>SVG vector drawing</source>
        <translation>Desenho vetorial SVG</translation>
    </message>
    <message>
        <source>PDF document (a page per figure)</source>
        <translation>Documento PDF (uma página por figura)</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>F&amp;ormato:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Tamanho:</translation>
    </message>
    <message>
        <source>Trim the white space around the figure</source>
        <translation>Recortar o espaço em branco ao redor da figura</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Resolução:</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Te&amp;xt size:</source>
        <translation>Tamanho do te&amp;xto:</translation>
    </message>
    <message>
        <source>&amp;Colormap for weights:</source>
        <translation>&amp;Mapa de cores dos pesos:</translation>
    </message>
    <message>
        <source>Write the values in the cells, with</source>
        <translation>Escrever os valores nas células, com</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <translation>&amp;Valores:</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>the map&apos;s title</source>
        <translation>o título do mapa</translation>
    </message>
    <message>
        <source>the stage&apos;s title</source>
        <translation>o título da etapa</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>Tít&amp;ulo:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Pré-visualização</translation>
    </message>
    <message>
        <source>Figure </source>
        <translation>Figura </translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>There is nothing to export: no attention weights are open.</source>
        <translation>Não há nada para exportar: nenhum peso de atenção está aberto.</translation>
    </message>
    <message>
        <source>There is nothing to export: the scenario cannot be computed.</source>
        <translation>Não há nada para exportar: o cenário não pode ser calculado.</translation>
    </message>
    <message>
        <source>at most %1 × %2 pixels</source>
        <translation>no máximo %1 × %2 pixels</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 pixels</translation>
    </message>
    <message>
        <source>(vector)</source>
        <translation>(vetorial)</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>One %1 file.</source>
        <translation>Um arquivo %1.</translation>
    </message>
    <message>
        <source>One PDF file with %1 pages.</source>
        <translation>Um arquivo PDF com %1 páginas.</translation>
    </message>
    <message>
        <source>%1 %2 files, one per figure: NAME-%3.%4, …</source>
        <translation>%1 arquivos %2, um por figura: NOME-%3.%4, …</translation>
    </message>
    <message>
        <source>Nothing to show: no attention weights are open.</source>
        <translation>Nada para mostrar: nenhum peso de atenção está aberto.</translation>
    </message>
    <message>
        <source>Nothing to show: the scenario cannot be computed.</source>
        <translation>Nada para mostrar: o cenário não pode ser calculado.</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>atencao</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Desenho SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>%n of the files exist already (%1). Replace them?</source>
        <translation>
            <numerusform>%n dos arquivos já existe (%1). Substituí-lo?</numerusform>
            <numerusform>%n dos arquivos já existem (%1). Substituí-los?</numerusform>
        </translation>
    </message>
    <message>
        <source>Written before the error: %1</source>
        <translation>Gravados antes do erro: %1</translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation>centímetros</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>polegadas</translation>
    </message>
    <message>
        <source>Co&amp;mbine them into one figure: a grid with one colorbar</source>
        <translation>&amp;Combiná-las em uma única figura: uma grade com uma só barra de cores</translation>
    </message>
    <message>
        <source>Sans serif</source>
        <translation>Sem serifa</translation>
    </message>
    <message>
        <source>Serif (as a paper&apos;s text)</source>
        <translation>Com serifa (como o texto de um artigo)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportado</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n figure(s): %1, …</source>
        <translation>
            <numerusform>%n figura exportada: %1, …</numerusform>
            <numerusform>%n figuras exportadas: %1, …</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Abrir a pasta</translation>
    </message>
    <message numerus="yes">
        <source> decimal(s)</source>
        <comment>suffix after a number of decimals</comment>
        <translation>
            <numerusform> casa decimal</numerusform>
            <numerusform> casas decimais</numerusform>
        </translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largura</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Altura</translation>
    </message>
    <message>
        <source>Decimals written in the cells</source>
        <translation>Casas decimais escritas nas células</translation>
    </message>
    <message>
        <source>Figure in the preview</source>
        <translation>Figura na pré-visualização</translation>
    </message>
</context>
<context>
    <name>attnlab::FigureExport</name>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation>%1: não é possível gravar (%2)</translation>
    </message>
    <message>
        <source>the size %1 x %2 inches is outside 0.5 to 100 inches</source>
        <translation>o tamanho %1 x %2 polegadas está fora do intervalo de 0,5 a 100 polegadas</translation>
    </message>
    <message>
        <source>%1 dpi is outside 10 to 4800 dpi</source>
        <translation>%1 dpi está fora do intervalo de 10 a 4800 dpi</translation>
    </message>
    <message>
        <source>%1 x %2 inches at %3 dpi is too large an image (at most %4 pixels a side and %5 million pixels)</source>
        <translation>%1 x %2 polegadas a %3 dpi é uma imagem grande demais (no máximo %4 pixels por lado e %5 milhões de pixels)</translation>
    </message>
    <message>
        <source>cannot encode the PNG (%1)</source>
        <translation>não é possível codificar o PNG (%1)</translation>
    </message>
    <message>
        <source>An attention heatmap drawn by AttnLab</source>
        <translation>Um mapa de calor de atenção desenhado pelo AttnLab</translation>
    </message>
    <message>
        <source>cannot start the SVG</source>
        <translation>não é possível criar o arquivo SVG</translation>
    </message>
    <message>
        <source>cannot start the PDF</source>
        <translation>não é possível criar o arquivo PDF</translation>
    </message>
    <message>
        <source>cannot add page %1 to the PDF</source>
        <translation>não é possível adicionar a página %1 ao PDF</translation>
    </message>
    <message>
        <source>there is no figure to export</source>
        <translation>não há figura para exportar</translation>
    </message>
    <message>
        <source>a %1 file holds one figure, not %2: export each figure to its own file, or choose PDF (one page per figure)</source>
        <translation>um arquivo %1 contém uma figura, não %2: exporte cada figura para seu próprio arquivo ou escolha PDF (uma página por figura)</translation>
    </message>
    <message>
        <source>no file name given for the figure</source>
        <translation>nenhum nome de arquivo foi dado para a figura</translation>
    </message>
    <message>
        <source>%1: cannot tell the figure format: the name has no extension (known: .png, .svg, .pdf)</source>
        <translation>%1: não é possível determinar o formato da figura: o nome não tem extensão (conhecidas: .png, .svg, .pdf)</translation>
    </message>
    <message>
        <source>%1: unknown figure format &apos;.%2&apos; (known: .png, .svg, .pdf)</source>
        <translation>%1: formato de figura desconhecido “.%2” (conhecidos: .png, .svg, .pdf)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 é um arquivo, não uma pasta</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>a pasta %1 não existe</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>é uma pasta</translation>
    </message>
    <message>
        <source>%1: cannot export the figure (%2)</source>
        <translation>%1: não é possível exportar a figura (%2)</translation>
    </message>
    <message>
        <source>nothing was drawn</source>
        <translation>nada foi desenhado</translation>
    </message>
    <message>
        <source>A figure drawn by AttnLab</source>
        <translation>Uma figura desenhada pelo AttnLab</translation>
    </message>
</context>
<context>
    <name>attnlab::FlashControls</name>
    <message>
        <source>&amp;Block:</source>
        <translation>&amp;Blocos:</translation>
    </message>
    <message>
        <source>Block rows B_r (queries)</source>
        <translation>Linhas de um bloco B_r (consultas)</translation>
    </message>
    <message>
        <source>B_r: the queries of a block, the rows of a tile.</source>
        <translation>B_r: as consultas de um bloco, as linhas de um bloco de pontuações.</translation>
    </message>
    <message>
        <source>Block columns B_c (keys)</source>
        <translation>Colunas de um bloco B_c (chaves)</translation>
    </message>
    <message>
        <source>B_c: the keys of a block, the columns of a tile.</source>
        <translation>B_c: as chaves de um bloco, as colunas de um bloco de pontuações.</translation>
    </message>
    <message>
        <source>&amp;Memory account…</source>
        <translation>Balanço de &amp;memória…</translation>
    </message>
    <message>
        <source>Numbers held at once and slow-memory accesses against the number of tokens, for the lesson&apos;s 6,400.</source>
        <translation>Números mantidos ao mesmo tempo e acessos à memória lenta em função do número de tokens, para os 6.400 da lição.</translation>
    </message>
    <message>
        <source>Block %1 × %2</source>
        <translation>Blocos %1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n bloco</numerusform>
            <numerusform>%n blocos</numerusform>
        </translation>
    </message>
    <message>
        <source>FlashAttention&apos;s memory account</source>
        <translation>Balanço de memória do FlashAttention</translation>
    </message>
</context>
<context>
    <name>attnlab::FlashMemoryView</name>
    <message>
        <source>Head &amp;dimension d:</source>
        <translation>&amp;Dimensão de uma cabeça d:</translation>
    </message>
    <message>
        <source>&amp;Fast memory M:</source>
        <translation>Memória &amp;rápida M:</translation>
    </message>
    <message>
        <source>%1 numbers (%2 KiB)</source>
        <translation>%1 números (%2 KiB)</translation>
    </message>
    <message>
        <source>&amp;Save figure…</source>
        <translation>&amp;Salvar figura…</translation>
    </message>
    <message>
        <source>Exports the plot of slow-memory accesses as PNG, SVG or PDF.</source>
        <translation>Exporta o gráfico dos acessos à memória lenta em PNG, SVG ou PDF.</translation>
    </message>
    <message>
        <source>Numbers held at once (log-log)</source>
        <translation>Números mantidos ao mesmo tempo (log-log)</translation>
    </message>
    <message>
        <source>Slow-memory accesses (Dao et al. 2022, Theorem 2; log-log)</source>
        <translation>Acessos à memória lenta (Dao et al. 2022, Teorema 2; log-log)</translation>
    </message>
    <message>
        <source>tokens N (log scale)</source>
        <translation>tokens N (escala log)</translation>
    </message>
    <message>
        <source>Save figure</source>
        <translation>Salvar figura</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Salvo: %1.</translation>
    </message>
    <message>
        <source>standard: Nd + N²</source>
        <translation>padrão: Nd + N²</translation>
    </message>
    <message>
        <source>FlashAttention: N²d²/M</source>
        <translation>FlashAttention: N²d²/M</translation>
    </message>
    <message>
        <source>At N = %1 tokens (the lesson&apos;s picture at stride 8), d = %2 and M = %3 numbers, the paper&apos;s blocks are B_r × B_c = %4 × %5: one tile holds %6 numbers at once, where the scores alone would be %7. Slow-memory accesses: about %8 for FlashAttention against %9 for standard attention, %10 times fewer.</source>
        <translation>Com N = %1 tokens (a imagem da lição com passo 8), d = %2 e M = %3 números, os blocos do artigo são B_r × B_c = %4 × %5: um bloco mantém %6 números ao mesmo tempo, onde só as pontuações ocupariam %7. Acessos à memória lenta: cerca de %8 para o FlashAttention contra %9 para a atenção padrão, %10 vezes menos.</translation>
    </message>
    <message>
        <source>For long inputs the two lines of accesses are parallel: both grow as N², and FlashAttention&apos;s is about M/d² = %1 times lower. It saves trips to slow memory, not arithmetic: both compute the same N²·d products.</source>
        <translation>Para entradas longas, as duas linhas de acessos são paralelas: ambas crescem como N², e a do FlashAttention fica cerca de M/d² = %1 vezes abaixo. Ele economiza idas à memória lenta, não contas: os dois calculam os mesmos N²·d produtos.</translation>
    </message>
    <message>
        <source>standard: N² scores</source>
        <translation>padrão: N² pontuações</translation>
    </message>
    <message>
        <source>FlashAttention: one tile</source>
        <translation>FlashAttention: um bloco</translation>
    </message>
    <message>
        <source>The figures of the memory account</source>
        <translation>Os números do balanço de memória</translation>
    </message>
</context>
<context>
    <name>attnlab::HeadStatsModel</name>
    <message>
        <source>Jensen–Shannon divergence between this head&apos;s map and the map of layer %1, head %2 (bits, mean over rows): 0 for the same map</source>
        <translation>Divergência de Jensen–Shannon entre o mapa desta cabeça e o mapa da camada %1, cabeça %2 (bits, média sobre as linhas): 0 para o mesmo mapa</translation>
    </message>
    <message>
        <source>Layer %1, head %2: %3 = %4</source>
        <translation>Camada %1, cabeça %2: %3 = %4</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Camada</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeça</translation>
    </message>
    <message>
        <source>Distance to %1:%2</source>
        <translation>Distância a %1:%2</translation>
    </message>
    <message>
        <source>How far each head&apos;s map is from the map of layer %1, head %2 (Jensen–Shannon divergence of the rows, in bits)</source>
        <translation>A distância entre o mapa de cada cabeça e o mapa da camada %1, cabeça %2 (divergência de Jensen–Shannon das linhas, em bits)</translation>
    </message>
    <message>
        <source>Entropy of each row, in bits, averaged over the rows: 0 when a query looks at one key, log₂ n when it looks at all alike</source>
        <translation>Entropia de cada linha, em bits, média sobre as linhas: 0 quando uma consulta olha para uma só chave, log₂ n quando olha para todas igualmente</translation>
    </message>
    <message>
        <source>Σⱼ aᵢⱼ·|i − j|, averaged over the rows: how far the head looks, in tokens</source>
        <translation>Σⱼ aᵢⱼ·|i − j|, média sobre as linhas: a que distância a cabeça olha, em tokens</translation>
    </message>
    <message>
        <source>The weight on the first token, averaged over the rows: high for a “sink” head ([CLS], BOS)</source>
        <translation>O peso no primeiro token, média sobre as linhas: alto para uma cabeça “sumidouro” ([CLS], BOS)</translation>
    </message>
    <message>
        <source>The weight on the previous token (rows 1 on), averaged: high for a previous-token head</source>
        <translation>O peso no token anterior (linhas a partir de 1), em média: alto para uma cabeça de token anterior</translation>
    </message>
    <message>
        <source>The weight a token puts on itself, averaged over the rows</source>
        <translation>O peso que um token atribui a si mesmo, média sobre as linhas</translation>
    </message>
    <message>
        <source>The fewest keys that hold 90 % of a row&apos;s weight, averaged over the rows: 1 for a sharp head, about 0.9 n for a broad one</source>
        <translation>O menor número de chaves que concentram 90 % do peso de uma linha, média sobre as linhas: 1 para uma cabeça concentrada, cerca de 0,9 n para uma difusa</translation>
    </message>
    <message>
        <source>%1: unknown format &apos;.%2&apos; for statistics (known: .csv, .json)</source>
        <translation>%1: formato &apos;.%2&apos; desconhecido para estatísticas (conhecidos: .csv, .json)</translation>
    </message>
</context>
<context>
    <name>attnlab::HeatmapRenderer</name>
    <message>
        <source>masked</source>
        <translation>oculto</translation>
    </message>
</context>
<context>
    <name>attnlab::ImageLab</name>
    <message>
        <source>Choose a picture</source>
        <translation>Escolher uma imagem</translation>
    </message>
    <message>
        <source>Pictures (%1);;All files (*)</source>
        <translation>Imagens (%1);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>A scenario names its picture relative to its own folder, and %1 is not in %2 or below it. Open the picture by itself (File › Open) to start a new scenario beside it.</source>
        <translation>Um cenário indica a sua imagem em relação à própria pasta, e %1 não está em %2 nem abaixo dela. Abra a imagem sozinha (Arquivo › Abrir) para começar um novo cenário ao lado dela.</translation>
    </message>
    <message>
        <source>Picture %1</source>
        <translation>Imagem %1</translation>
    </message>
    <message>
        <source>Stride %1</source>
        <translation>Stride %1</translation>
    </message>
    <message numerus="yes">
        <source>%n object queries</source>
        <translation>
            <numerusform>%n consulta de objeto</numerusform>
            <numerusform>%n consultas de objeto</numerusform>
        </translation>
    </message>
    <message>
        <source>Prompt “%1”</source>
        <translation>Prompt “%1”</translation>
    </message>
    <message>
        <source>&amp;Open a Picture…</source>
        <translation>A&amp;brir uma imagem…</translation>
    </message>
    <message>
        <source>Open the Exa&amp;mple</source>
        <translation>Abrir o exe&amp;mplo</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Imagem</translation>
    </message>
    <message>
        <source>Choose &amp;Another Picture…</source>
        <translation>Escolher outra &amp;imagem…</translation>
    </message>
    <message>
        <source>&amp;When the stride does not divide it:</source>
        <translation>&amp;Se o stride não a divide:</translation>
    </message>
    <message>
        <source>Resize to a multiple of the stride</source>
        <translation>Redimensionar para um múltiplo do stride</translation>
    </message>
    <message>
        <source>Crop to a multiple of the stride</source>
        <translation>Recortar para um múltiplo do stride</translation>
    </message>
    <message>
        <source>Patches</source>
        <translation>Patches</translation>
    </message>
    <message>
        <source>S&amp;tride (patch side):</source>
        <translation>S&amp;tride (lado do patch):</translation>
    </message>
    <message>
        <source>Token of a &amp;patch:</source>
        <translation>Token de um &amp;patch:</translation>
    </message>
    <message>
        <source>Its pixels (ViT)</source>
        <translation>Seus pixels (ViT)</translation>
    </message>
    <message>
        <source>Its mean colour + position</source>
        <translation>Sua cor média + posição</translation>
    </message>
    <message>
        <source>Its colour in the lexicon&apos;s words</source>
        <translation>Sua cor nas palavras do léxico</translation>
    </message>
    <message>
        <source>Who asks</source>
        <translation>Quem pergunta</translation>
    </message>
    <message>
        <source>Each patch asks the others (ViT)</source>
        <translation>Cada patch pergunta aos outros (ViT)</translation>
    </message>
    <message>
        <source>Object queries ask the patches (DETR)</source>
        <translation>Consultas de objeto perguntam aos patches (DETR)</translation>
    </message>
    <message>
        <source>The patches ask a prompt&apos;s words</source>
        <translation>Os patches perguntam às palavras de um prompt</translation>
    </message>
    <message>
        <source>Object &amp;queries:</source>
        <translation>Consultas de &amp;objeto:</translation>
    </message>
    <message>
        <source>P&amp;rompt:</source>
        <translation>P&amp;rompt:</translation>
    </message>
    <message>
        <source>Map over the picture</source>
        <translation>Mapa sobre a imagem</translation>
    </message>
    <message>
        <source>Hea&amp;d:</source>
        <translation>Ca&amp;beça:</translation>
    </message>
    <message>
        <source>Opacit&amp;y:</source>
        <translation>Opaci&amp;dade:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Cores:</translation>
    </message>
    <message>
        <source>Each map on its own &amp;scale</source>
        <translation>Cada mapa em sua própria esca&amp;la</translation>
    </message>
    <message>
        <source>Outline what a 3&#xa0;×&#xa0;3 co&amp;nvolution sees</source>
        <translation>Contornar o que uma co&amp;nvolução 3&#xa0;×&#xa0;3 vê</translation>
    </message>
    <message>
        <source>F&amp;ollow the pointer</source>
        <translation>Se&amp;guir o ponteiro</translation>
    </message>
    <message>
        <source>E&amp;xport Figure…</source>
        <translation>Exportar &amp;figura…</translation>
    </message>
    <message>
        <source>Each patch of the picture is a token, and each token attends to all the others: click a patch to see where it looks. A 3&#xa0;×&#xa0;3 convolution would only see the outlined neighbourhood.</source>
        <translation>Cada patch da imagem é um token, e cada token presta atenção a todos os outros: clique em um patch para ver para onde ele olha. Uma convolução 3&#xa0;×&#xa0;3 veria só a vizinhança contornada.</translation>
    </message>
    <message>
        <source>DETR&apos;s decoder: a few object queries cross-attend to the patch tokens. Each small map is one query&apos;s attention over the picture; click one to enlarge it.</source>
        <translation>O decodificador do DETR: algumas consultas de objeto fazem atenção cruzada sobre os tokens dos patches. Cada mapa pequeno é a atenção de uma consulta sobre a imagem; clique em um deles para ampliá-lo.</translation>
    </message>
    <message>
        <source>Text to image: each patch cross-attends to the words of the prompt, as in a diffusion model. A word&apos;s map shows how much each patch attends to it; click a word to enlarge its map.</source>
        <translation>De texto para imagem: cada patch faz atenção cruzada sobre as palavras do prompt, como em um modelo de difusão. O mapa de uma palavra mostra quanto cada patch presta atenção a ela; clique em uma palavra para ampliar o seu mapa.</translation>
    </message>
    <message>
        <source>Where patch %1 looks</source>
        <translation>Para onde o patch %1 olha</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>peso de atenção</translation>
    </message>
    <message>
        <source>Where object query %1 looks</source>
        <translation>Para onde a consulta de objeto %1 olha</translation>
    </message>
    <message>
        <source>How much each patch attends to “%1”</source>
        <translation>Quanto cada patch presta atenção a “%1”</translation>
    </message>
    <message>
        <source>Cutting the picture into patches and computing…</source>
        <translation>Cortando a imagem em patches e calculando…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Strongest:&lt;/b&gt; %1.&lt;br&gt;A 3&#xa0;×&#xa0;3 convolution would see %2 of the %3 patches; they get %4 of this patch&apos;s attention, and the %5 others %6.</source>
        <translation>&lt;b&gt;Mais fortes:&lt;/b&gt; %1.&lt;br&gt;Uma convolução 3&#xa0;×&#xa0;3 veria %2 dos %3 patches; eles recebem %4 da atenção deste patch, e os outros %5, %6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Query %1 looks most at:&lt;/b&gt; %2. Its weights over the %3 patches sum to 1.</source>
        <translation>&lt;b&gt;A consulta %1 olha mais para:&lt;/b&gt; %2. Os seus pesos sobre os %3 patches somam 1.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The patches that attend most to “%1”:&lt;/b&gt; %2. Each patch&apos;s weights over the %n words sum to 1: this map is one column of them.</source>
        <translation>
            <numerusform>&lt;b&gt;Os patches que mais prestam atenção a “%1”:&lt;/b&gt; %2. Os pesos de cada patch sobre %n palavra somam 1: este mapa é uma coluna deles.</numerusform>
            <numerusform>&lt;b&gt;Os patches que mais prestam atenção a “%1”:&lt;/b&gt; %2. Os pesos de cada patch sobre as %n palavras somam 1: este mapa é uma coluna deles.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;table cellspacing=0 cellpadding=2&gt;&lt;tr&gt;&lt;th&gt;s&lt;/th&gt;&lt;th&gt;grid&lt;/th&gt;&lt;th&gt;tokens&lt;/th&gt;&lt;th&gt;pairs&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;Pairs grow as (H·W/s²)²: halving the stride multiplies them by 16.</source>
        <translation>&lt;table cellspacing=0 cellpadding=2&gt;&lt;tr&gt;&lt;th&gt;s&lt;/th&gt;&lt;th&gt;grade&lt;/th&gt;&lt;th&gt;tokens&lt;/th&gt;&lt;th&gt;pares&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;Os pares crescem como (H·W/s²)²: reduzir o stride à metade os multiplica por 16.</translation>
    </message>
    <message>
        <source>%1 pixels.</source>
        <translation>%1 pixels.</translation>
    </message>
    <message>
        <source>%1 pixels, cropped around the centre to %2 (a multiple of the stride %3).</source>
        <translation>%1 pixels, recortados em torno do centro para %2 (um múltiplo do stride %3).</translation>
    </message>
    <message>
        <source>%1 pixels, resized to %2 (a multiple of the stride %3).</source>
        <translation>%1 pixels, redimensionados para %2 (um múltiplo do stride %3).</translation>
    </message>
    <message>
        <source>%1 patches of %2 pixels.</source>
        <translation>%1 patches de %2 pixels.</translation>
    </message>
    <message>
        <source>There is no picture to export.</source>
        <translation>Não há imagem para exportar.</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Exportar figura</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Não é possível exportar</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Attention on an image&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A Vision Transformer cuts a picture into patches and makes each patch a token: this tab needs softmax or linear attention between the patches of a picture.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Atenção sobre uma imagem&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Um Vision Transformer corta uma imagem em patches e faz de cada patch um token: esta aba precisa de atenção softmax ou linear entre os patches de uma imagem.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open a picture (PNG or JPEG; File › Open, or drop it on the window) or the example, then click a patch to see where it looks.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Abra uma imagem (PNG ou JPEG; Arquivo › Abrir, ou solte-a na janela) ou o exemplo e clique em um patch para ver para onde ele olha.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Attention of:</source>
        <translation>&amp;Atenção de:</translation>
    </message>
    <message>
        <source>The pixels (Q, K, V from the patches)</source>
        <translation>Os pixels (Q, K, V a partir dos patches)</translation>
    </message>
    <message>
        <source>A trained model (a small ViT)</source>
        <translation>Um modelo treinado (um pequeno ViT)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The pixels:&lt;/b&gt; Q, K and V are made from the patches&apos; own colours: true arithmetic, but a patch attends to patches of a similar colour.&lt;br&gt;&lt;b&gt;A trained model:&lt;/b&gt; the vision transformer AttnLab ships, trained to say which shapes and colours a scene holds (docs/vit-model.md); its attention as it reads the picture.</source>
        <translation>&lt;b&gt;Os pixels:&lt;/b&gt; Q, K e V vêm das próprias cores dos patches: aritmética exata, mas um patch presta atenção aos patches de cor parecida.&lt;br&gt;&lt;b&gt;Um modelo treinado:&lt;/b&gt; o transformer de visão que acompanha o AttnLab, treinado para dizer que formas e cores uma cena contém (docs/vit-model.md); sua atenção ao ler a imagem.</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>&amp;Camada:</translation>
    </message>
    <message>
        <source>Model &amp;head:</source>
        <translation>Ca&amp;beça do modelo:</translation>
    </message>
    <message>
        <source>Back to the C&amp;lass Token</source>
        <translation>Voltar ao token de c&amp;lasse</translation>
    </message>
    <message>
        <source>Open This Head Step &amp;by Step</source>
        <translation>Abrir esta cabeça &amp;passo a passo</translation>
    </message>
    <message>
        <source>The trained model cannot be read: %1</source>
        <translation>O modelo treinado não pode ser lido: %1</translation>
    </message>
    <message>
        <source>Layer %1 of %2</source>
        <translation>Camada %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>Rollout through the %n layer(s)</source>
        <translation>
            <numerusform>Rollout pela camada</numerusform>
            <numerusform>Rollout pelas %n camadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mean of the %n head(s)</source>
        <translation>
            <numerusform>Média da cabeça</numerusform>
            <numerusform>Média das %n cabeças</numerusform>
        </translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Cabeça %1</translation>
    </message>
    <message>
        <source>Choose a layer and one head (not the mean, not the rollout).</source>
        <translation>Escolha uma camada e uma cabeça (nem a média, nem o rollout).</translation>
    </message>
    <message>
        <source>The class token</source>
        <translation>O token de classe</translation>
    </message>
    <message>
        <source>Patch %1</source>
        <translation>Patch %1</translation>
    </message>
    <message numerus="yes">
        <source>rollout through the %n layer(s)</source>
        <translation>
            <numerusform>rollout pela camada</numerusform>
            <numerusform>rollout pelas %n camadas</numerusform>
        </translation>
    </message>
    <message>
        <source>layer %1, %2</source>
        <translation>camada %1, %2</translation>
    </message>
    <message>
        <source>mean of the heads</source>
        <translation>média das cabeças</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeça %1</translation>
    </message>
    <message>
        <source>%1 — the trained ViT, %2</source>
        <translation>%1 — o ViT treinado, %2</translation>
    </message>
    <message>
        <source>It reads the picture as it is, %1 pixels.</source>
        <translation>Ele lê a imagem como está, %1 pixels.</translation>
    </message>
    <message>
        <source>It reads the picture resized from %1 to %2 pixels, in %3 patches of %4 × %4.</source>
        <translation>Ele lê a imagem redimensionada de %1 para %2 pixels, em %3 patches de %4 × %4.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model sees:&lt;/b&gt; %1. %2&lt;br&gt;&lt;b&gt;Strongest:&lt;/b&gt; %3; the class token gets %4.</source>
        <translation>&lt;b&gt;O modelo vê:&lt;/b&gt; %1. %2&lt;br&gt;&lt;b&gt;Mais fortes:&lt;/b&gt; %3; o token de classe recebe %4.</translation>
    </message>
    <message>
        <source>nothing it knows</source>
        <translation>nada que conheça</translation>
    </message>
    <message>
        <source>Trained vision transformer: layer %1, head %2</source>
        <translation>Transformer de visão treinado: camada %1, cabeça %2</translation>
    </message>
    <message>
        <source>Q, K and V of one head of the trained ViT on the picture (%1 × %2, resized to %3 × %3): the class token “CLS” and the %4 patches. The step-by-step view computes softmax(QKᵀ/√d_k)V from them: the model&apos;s own weights.</source>
        <translation>Q, K e V de uma cabeça do ViT treinado sobre a imagem (%1 × %2, redimensionada para %3 × %3): o token de classe &quot;CLS&quot; e os %4 patches. A visão passo a passo calcula softmax(QKᵀ/√d_k)V a partir deles: os próprios pesos do modelo.</translation>
    </message>
    <message>
        <source>A trained vision transformer reads the picture: at %1 × %1 pixels, cut into %2 patches of %3 × %3, plus a class token that belongs to no patch and gives the answer. The map shows where the class token looks; click a patch to see where that patch looks.</source>
        <translation>Um transformer de visão treinado lê a imagem: em %1 × %1 pixels, cortada em %2 patches de %3 × %3, mais um token de classe que não pertence a nenhum patch e dá a resposta. O mapa mostra para onde olha o token de classe; clique em um patch para ver para onde esse patch olha.</translation>
    </message>
</context>
<context>
    <name>attnlab::Inspector</name>
    <message>
        <source>&lt;p&gt;Click or hover a cell of the heatmap to see how its number is computed, term by term.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Clique ou passe o mouse sobre uma célula do mapa de calor para ver como seu número é calculado, termo a termo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>1. Score s = q · k</source>
        <translation>1. Pontuação s = q · k</translation>
    </message>
    <message>
        <source>2. Scaling</source>
        <translation>2. Escala</translation>
    </message>
    <message>
        <source>3. Mask</source>
        <translation>3. Máscara</translation>
    </message>
    <message>
        <source>4. Softmax of row %1</source>
        <translation>4. Softmax da linha %1</translation>
    </message>
    <message>
        <source>Final output, query %1 %2, column %3</source>
        <translation>Saída final, consulta %1 %2, coluna %3</translation>
    </message>
    <message>
        <source>No output projection: this is column %1 of head %2&apos;s output, %3.</source>
        <translation>Sem projeção de saída: esta é a coluna %1 da saída da cabeça %2, %3.</translation>
    </message>
    <message>
        <source>y&lt;sub&gt;%1,%2&lt;/sub&gt; = Σ&lt;sub&gt;m&lt;/sub&gt; concat&lt;sub&gt;%1,m&lt;/sub&gt; × W&lt;sub&gt;O&lt;/sub&gt;[m][%2]</source>
        <translation>y&lt;sub&gt;%1,%2&lt;/sub&gt; = Σ&lt;sub&gt;m&lt;/sub&gt; concat&lt;sub&gt;%1,m&lt;/sub&gt; × W&lt;sub&gt;O&lt;/sub&gt;[m][%2]</translation>
    </message>
    <message>
        <source>concat</source>
        <translation>concat</translation>
    </message>
    <message>
        <source>product</source>
        <translation>produto</translation>
    </message>
    <message>
        <source>sum = %1</source>
        <translation>soma = %1</translation>
    </message>
    <message>
        <source>Output of query %1 %2, column %3, head %4</source>
        <translation>Saída da consulta %1 %2, coluna %3, cabeça %4</translation>
    </message>
    <message>
        <source>o&lt;sub&gt;%1,%2&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; a&lt;sub&gt;%1,j&lt;/sub&gt; × v&lt;sub&gt;j,%2&lt;/sub&gt;: the values of column %2, averaged with this query&apos;s weights.</source>
        <translation>o&lt;sub&gt;%1,%2&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; a&lt;sub&gt;%1,j&lt;/sub&gt; × v&lt;sub&gt;j,%2&lt;/sub&gt;: a média dos valores da coluna %2, ponderada pelos pesos desta consulta.</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>chave j</translation>
    </message>
    <message>
        <source>weight a</source>
        <translation>peso a</translation>
    </message>
    <message>
        <source>value v</source>
        <translation>valor v</translation>
    </message>
    <message>
        <source>Query %1 %2 → key %3 %4, head %5</source>
        <translation>Consulta %1 %2 → chave %3 %4, cabeça %5</translation>
    </message>
    <message numerus="yes">
        <source>%n more dimension(s) where q or k is 0 add nothing.</source>
        <translation>
            <numerusform>Há mais %n dimensão em que q ou k é 0; não contribui em nada.</numerusform>
            <numerusform>Há mais %n dimensões em que q ou k é 0; não contribuem em nada.</numerusform>
        </translation>
    </message>
    <message>
        <source>sum of the products: &lt;b&gt;s = %1&lt;/b&gt;</source>
        <translation>soma dos produtos: &lt;b&gt;s = %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>s′ = %1 × %2 = &lt;b&gt;%3&lt;/b&gt; (the scenario&apos;s scale)</source>
        <translation>s′ = %1 × %2 = &lt;b&gt;%3&lt;/b&gt; (o fator de escala do cenário)</translation>
    </message>
    <message>
        <source>s′ = %1 / √%2 = %1 × %3 = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>s′ = %1 / √%2 = %1 × %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No mask: the score passes unchanged, &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Sem máscara: a pontuação passa inalterada, &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Allowed: the score passes unchanged, &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Permitida: a pontuação passa inalterada, &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Hidden (%1): the score becomes &lt;b&gt;−∞&lt;/b&gt;, so the weight will be 0.</source>
        <translation>Oculta (%1): a pontuação vira &lt;b&gt;−∞&lt;/b&gt;, então o peso será 0.</translation>
    </message>
    <message>
        <source>The mask hides every key of this query: there is nothing to share, so the row&apos;s weights and output are all 0 (never 0/0).</source>
        <translation>A máscara oculta todas as chaves desta consulta: não há nada a distribuir, então os pesos e a saída da linha são todos 0 (nunca 0/0).</translation>
    </message>
    <message>
        <source>row maximum m = %1</source>
        <translation>máximo da linha m = %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Answer the question first: the numbers are revealed with the answer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Responda primeiro à pergunta: os números são revelados com a resposta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Query %1 %2, key %3 %4</source>
        <translation>Consulta %1 %2, chave %3 %4</translation>
    </message>
    <message>
        <source>q and k have no dimension in common: every product is 0. The dimensions of q or k that are not 0:</source>
        <translation>q e k não têm nenhuma dimensão em comum: todo produto é 0. As dimensões de q ou k que não são 0:</translation>
    </message>
    <message numerus="yes">
        <source>%n more dimension(s) where both q and k are 0.</source>
        <translation>
            <numerusform>Há mais %n dimensão em que q e k são ambos 0.</numerusform>
            <numerusform>Há mais %n dimensões em que q e k são ambos 0.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::KvCacheLab</name>
    <message>
        <source>Each decoding step reuses the keys and values of every earlier token: the &lt;b&gt;KV cache&lt;/b&gt;.</source>
        <translation>Cada passo de decodificação reutiliza as chaves e os valores de todos os tokens anteriores: o &lt;b&gt;cache KV&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>A model&apos;s published configuration, or Custom</source>
        <translation>A configuração publicada de um modelo, ou “Personalizado”</translation>
    </message>
    <message>
        <source>Key/value heads: as many as the query heads for multi-head attention, fewer for grouped-query attention, 1 for multi-query attention</source>
        <translation>Cabeças de chave/valor: tantas quanto as cabeças de consulta na atenção com múltiplas cabeças, menos na atenção com consultas agrupadas, 1 na atenção com múltiplas consultas</translation>
    </message>
    <message>
        <source>fp32 (4 bytes)</source>
        <translation>fp32 (4 bytes)</translation>
    </message>
    <message>
        <source>fp16 (2 bytes)</source>
        <translation>fp16 (2 bytes)</translation>
    </message>
    <message>
        <source>bf16 (2 bytes)</source>
        <translation>bf16 (2 bytes)</translation>
    </message>
    <message>
        <source>int8 (1 byte)</source>
        <translation>int8 (1 byte)</translation>
    </message>
    <message>
        <source>The bytes of each number kept</source>
        <translation>Os bytes de cada número guardado</translation>
    </message>
    <message>
        <source>Tokens in the context: the prompt and what has been written</source>
        <translation>Tokens no contexto: o prompt e o que já foi escrito</translation>
    </message>
    <message>
        <source>Sequences decoded together, each with its own cache</source>
        <translation>Sequências decodificadas juntas, cada uma com seu próprio cache</translation>
    </message>
    <message>
        <source>Sliding &amp;window</source>
        <translation>&amp;Janela deslizante</translation>
    </message>
    <message>
        <source>Each token attends to the last W tokens only: older keys and values are dropped</source>
        <translation>Cada token presta atenção apenas aos últimos W tokens: as chaves e os valores mais antigos são descartados</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Modelo</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>&amp;Camadas</translation>
    </message>
    <message>
        <source>&amp;Query heads</source>
        <translation>Cabeças de c&amp;onsulta</translation>
    </message>
    <message>
        <source>&amp;KV heads</source>
        <translation>Cabeças &amp;KV</translation>
    </message>
    <message>
        <source>Head d&amp;im</source>
        <translation>&amp;Dimensão da cabeça</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>&amp;Precisão</translation>
    </message>
    <message>
        <source>&amp;Tokens</source>
        <translation>&amp;Tokens</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>&amp;Lote</translation>
    </message>
    <message>
        <source>Size of the KV cache against the tokens (log-log)</source>
        <translation>Tamanho do cache KV em função do número de tokens (log-log)</translation>
    </message>
    <message>
        <source>Export pl&amp;ot…</source>
        <translation>Exportar &amp;gráfico…</translation>
    </message>
    <message>
        <source>Write the plot as PNG, SVG or PDF</source>
        <translation>Grava o gráfico como PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>The cache would take more than 2⁶³ bytes: fewer tokens, a smaller batch or a smaller model.</source>
        <translation>O cache ocuparia mais de 2⁶³ bytes: use menos tokens, um lote menor ou um modelo menor.</translation>
    </message>
    <message>
        <source>%1 per token</source>
        <translation>%1 por token</translation>
    </message>
    <message>
        <source>%1 for %2 tokens</source>
        <translation>%1 para %2 tokens</translation>
    </message>
    <message>
        <source>%1 for %2 tokens × a batch of %3</source>
        <translation>%1 para %2 tokens × um lote de %3</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>The sliding window keeps the last %1 of %2 tokens.</source>
        <translation>A janela deslizante mantém os últimos %1 de %2 tokens.</translation>
    </message>
    <message>
        <source>The sliding window (%1 tokens) is not full yet: all %2 tokens are kept.</source>
        <translation>A janela deslizante (%1 tokens) ainda não está cheia: todos os %2 tokens são mantidos.</translation>
    </message>
    <message>
        <source>tokens in the context (log scale)</source>
        <translation>tokens no contexto (escala log)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, your settings</source>
        <translation>%1, suas configurações</translation>
    </message>
    <message>
        <source>Export plot</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Não é possível exportar</translation>
    </message>
    <message>
        <source>Window W (tokens)</source>
        <translation>Janela W (tokens)</translation>
    </message>
</context>
<context>
    <name>attnlab::LessonPanel</name>
    <message>
        <source>← Previous</source>
        <translation>← Anterior</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Próxima →</translation>
    </message>
    <message>
        <source>Back to the Step</source>
        <translation>Voltar à tela</translation>
    </message>
    <message>
        <source>Undo what you changed and show the step as the lesson has it</source>
        <translation>Desfazer suas mudanças e mostrar a tela como a lição a define</translation>
    </message>
    <message>
        <source>Close Lesson</source>
        <translation>Fechar lição</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Responder</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Revelar</translation>
    </message>
    <message>
        <source>&lt;b&gt;This step cannot be shown:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Esta tela não pode ser mostrada:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — step %2 of %3: %4</source>
        <extracomment>A step of the lesson is a screen (French « écran », Portuguese &quot;tela&quot;), not a stage of the computation (« étape », &quot;etapa&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; — tela %2 de %3: %4</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message numerus="yes">
        <source>Click the pairs you expect hidden, then Done. %n marked.</source>
        <translation>
            <numerusform>Clique nos pares que você espera ocultos, depois em Pronto. %n marcado.</numerusform>
            <numerusform>Clique nos pares que você espera ocultos, depois em Pronto. %n marcados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>Pontuação: %1 de %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Predict:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Preveja:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) hidden</source>
        <translation>
            <numerusform>%n par oculto</numerusform>
            <numerusform>%n pares ocultos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) marked</source>
        <translation>
            <numerusform>%n par marcado</numerusform>
            <numerusform>%n pares marcados</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;A resposta:&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right.&lt;/b&gt; You said %1; the engine says %2.</source>
        <translation>&lt;b&gt;Certo.&lt;/b&gt; Você disse %1; o cálculo dá %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not quite.&lt;/b&gt; You said %1; the engine says %2.</source>
        <translation>&lt;b&gt;Não exatamente.&lt;/b&gt; Você disse %1; o cálculo dá %2.</translation>
    </message>
    <message>
        <source>Show the answer without answering (in front of a class): R</source>
        <translation>Mostrar a resposta sem responder (diante de uma turma): R</translation>
    </message>
    <message>
        <source>(being computed…)</source>
        <translation>(sendo calculada…)</translation>
    </message>
    <message>
        <source>Give the answer chosen (Enter)</source>
        <translation>Dar a resposta escolhida (Enter)</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Forget this answer and ask the question again</source>
        <translation>Esquecer esta resposta e fazer a pergunta de novo</translation>
    </message>
    <message>
        <source>Your choice: %1. Enter or Answer gives it; another click chooses again.</source>
        <translation>Sua escolha: %1. Enter ou Responder a envia; outro clique escolhe de novo.</translation>
    </message>
    <message>
        <source>Click your answer on the map, then Answer (Enter): its values are hidden until you answer.</source>
        <translation>Clique na sua resposta no mapa e depois em Responder (Enter): os valores ficam ocultos até você responder.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right.&lt;/b&gt; You said %1; the answer is %2.</source>
        <translation>&lt;b&gt;Certo.&lt;/b&gt; Você disse %1; a resposta é %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not quite.&lt;/b&gt; You said %1; the answer is %2.</source>
        <translation>&lt;b&gt;Não exatamente.&lt;/b&gt; Você disse %1; a resposta é %2.</translation>
    </message>
</context>
<context>
    <name>attnlab::LessonQuestionDialog</name>
    <message>
        <source>row</source>
        <translation>linha</translation>
    </message>
    <message>
        <source>column</source>
        <translation>coluna</translation>
    </message>
    <message>
        <source>Step Question</source>
        <translation>Pergunta da tela</translation>
    </message>
    <message>
        <source>No question</source>
        <translation>Sem pergunta</translation>
    </message>
    <message>
        <source>Which key does a query attend to most? (click a cell)</source>
        <translation>Qual chave uma consulta mais observa? (clique em uma célula)</translation>
    </message>
    <message>
        <source>Estimate a value (a number, within a tolerance)</source>
        <translation>Estimar um valor (um número, dentro de uma tolerância)</translation>
    </message>
    <message>
        <source>Which pairs are masked? (mark them)</source>
        <translation>Quais pares estão ocultos? (marque-os)</translation>
    </message>
    <message>
        <source>Which is larger? (one of two cells)</source>
        <translation>Qual é maior? (uma de duas células)</translation>
    </message>
    <message>
        <source>Multiple choice (a stated answer)</source>
        <translation>Múltipla escolha (uma resposta definida)</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation>&amp;Pergunta:</translation>
    </message>
    <message>
        <source>The step’s stage</source>
        <translation>A etapa exibida</translation>
    </message>
    <message>
        <source>&amp;Truth read from:</source>
        <translation>&amp;Verdade lida em:</translation>
    </message>
    <message>
        <source>Q&amp;uery (row):</source>
        <translation>&amp;Consulta (linha):</translation>
    </message>
    <message>
        <source>&amp;Cell:</source>
        <translation>Cé&amp;lula:</translation>
    </message>
    <message>
        <source>&amp;Other cell:</source>
        <translation>&amp;Outra célula:</translation>
    </message>
    <message>
        <source>&amp;Right choice (1 = first):</source>
        <translation>&amp;Escolha certa (1 = a primeira):</translation>
    </message>
    <message>
        <source>Use the &amp;Selected Cell</source>
        <translation>&amp;Usar a célula selecionada</translation>
    </message>
    <message>
        <source>Row %1, column %2, as selected in the view</source>
        <translation>Linha %1, coluna %2, selecionada na visualização</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inglês</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francês</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Português</translation>
    </message>
    <message>
        <source>One choice per line</source>
        <translation>Uma alternativa por linha</translation>
    </message>
    <message>
        <source>Said at the reveal: why the truth is what it is</source>
        <translation>Dito na revelação: por que a resposta é essa</translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation>Enu&amp;nciado:</translation>
    </message>
    <message>
        <source>C&amp;hoices:</source>
        <translation>&amp;Alternativas:</translation>
    </message>
    <message>
        <source>&amp;Explanation:</source>
        <translation>E&amp;xplicação:</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <source>the largest value of the row is %1</source>
        <translation>o maior valor da linha é %1</translation>
    </message>
    <message>
        <source>%1; answers from %2 to %3 count as right</source>
        <translation>%1; respostas de %2 a %3 contam como certas</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) are masked</source>
        <translation>
            <numerusform>%n par oculto</numerusform>
            <numerusform>%n pares ocultos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the larger</source>
        <translation>%1 é o maior</translation>
    </message>
    <message>
        <source>choice %1, “%2”</source>
        <translation>alternativa %1, “%2”</translation>
    </message>
    <message>
        <source>Write the question’s prompt in English.</source>
        <translation>Escreva o enunciado da pergunta em inglês.</translation>
    </message>
    <message>
        <source>Write at least two choices in English, one per line.</source>
        <translation>Escreva pelo menos duas alternativas em inglês, uma por linha.</translation>
    </message>
    <message>
        <source>The %1 choices are %2; the English ones are %3.</source>
        <translation>%1: %2 alternativas; em inglês: %3.</translation>
    </message>
    <message>
        <source>The truth in the step’s numbers: %1</source>
        <translation>A resposta nos números da tela: %1</translation>
    </message>
    <message>
        <source>This question has no answer in the step’s numbers: %1</source>
        <translation>Esta pergunta não tem resposta nos números da tela: %1</translation>
    </message>
    <message>
        <source>To&amp;lerance (±):</source>
        <translation>&amp;Tolerância (±):</translation>
    </message>
    <message>
        <source>The right choice is number %1, but there are %2 choices.</source>
        <translation>A escolha certa é a número %1, mas há %2 alternativas.</translation>
    </message>
</context>
<context>
    <name>attnlab::LessonStepDialog</name>
    <message>
        <source>Step Text</source>
        <translation>Texto da tela</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inglês</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francês</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Português</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Nota:</translation>
    </message>
</context>
<context>
    <name>attnlab::LinearControls</name>
    <message>
        <source>m =</source>
        <translation>m =</translation>
    </message>
    <message>
        <source>FAVOR+&apos;s random features: the more, the closer to softmax.</source>
        <translation>As características aleatórias do FAVOR+: quanto mais, mais perto do softmax.</translation>
    </message>
    <message>
        <source>FAVOR+, m = %1</source>
        <translation>FAVOR+, m = %1</translation>
    </message>
</context>
<context>
    <name>attnlab::LogLogPlot</name>
    <message>
        <source>Cost against the number of tokens N (log-log)</source>
        <translation>Custo em função do número de tokens N (log-log)</translation>
    </message>
    <message>
        <source>Run attention at a few sizes: the points build up here.</source>
        <translation>Execute a atenção com alguns tamanhos: os pontos se acumulam aqui.</translation>
    </message>
    <message>
        <source>tokens N</source>
        <translation>tokens N</translation>
    </message>
    <message>
        <source>time (ms), %1</source>
        <translation>tempo (ms), %1</translation>
    </message>
    <message>
        <source>pairs N²</source>
        <translation>pares N²</translation>
    </message>
    <message>
        <source>pairs, %1</source>
        <translation>pares, %1</translation>
    </message>
</context>
<context>
    <name>attnlab::LongInputView</name>
    <message>
        <source>Hea&amp;d:</source>
        <translation>&amp;Cabeça:</translation>
    </message>
    <message>
        <source>Mean weight per bin</source>
        <translation>Peso médio por grupo</translation>
    </message>
    <message>
        <source>Largest weight per bin</source>
        <translation>Maior peso por grupo</translation>
    </message>
    <message>
        <source>Each cell of the map stands for a block of queries and keys: the mean of their weights, or the largest one.</source>
        <translation>Cada célula do mapa representa um bloco de consultas e chaves: a média dos seus pesos, ou o maior.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Output&lt;/b&gt; (the fused cpu engine, float32)</source>
        <translation>&lt;b&gt;Saída&lt;/b&gt; (mecanismo fundido “cpu”, float32)</translation>
    </message>
    <message>
        <source>Save Output as &amp;NumPy…</source>
        <translation>Salvar saída como &amp;NumPy…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 queries × %2 keys&lt;/b&gt;: more than the %3 tokens whose stages can be kept for stepping through (each would be a %1 × %2 matrix per head). Below: each head&apos;s attention map in bins of about %4 × %5 tokens, and the output.</source>
        <translation>&lt;b&gt;%1 consultas × %2 chaves&lt;/b&gt;: mais que os %3 tokens cujas etapas podem ser guardadas para o passo a passo (cada uma seria uma matriz %1 × %2 por cabeça). Abaixo: o mapa de atenção de cada cabeça em grupos de cerca de %4 × %5 tokens, e a saída.</translation>
    </message>
    <message>
        <source>Head %1: largest weight per bin (%2 × %3 bins)</source>
        <translation>Cabeça %1: maior peso por grupo (%2 × %3 grupos)</translation>
    </message>
    <message>
        <source>Head %1: mean weight per bin (%2 × %3 bins)</source>
        <translation>Cabeça %1: peso médio por grupo (%2 × %3 grupos)</translation>
    </message>
    <message>
        <source>Query bin</source>
        <translation>Grupo de consultas</translation>
    </message>
    <message>
        <source>Key bin</source>
        <translation>Grupo de chaves</translation>
    </message>
    <message>
        <source>largest weight</source>
        <translation>maior peso</translation>
    </message>
    <message>
        <source>mean weight</source>
        <translation>peso médio</translation>
    </message>
    <message>
        <source>Save Output as NumPy</source>
        <translation>Salvar saída como NumPy</translation>
    </message>
    <message>
        <source>NumPy arrays (*.npy)</source>
        <translation>Arrays NumPy (*.npy)</translation>
    </message>
</context>
<context>
    <name>attnlab::MainWindow</name>
    <message>
        <source>Attention, step by step</source>
        <translation>Atenção, passo a passo</translation>
    </message>
    <message>
        <source>Scaling lab: why attention costs N²</source>
        <translation>Laboratório de custo: por que a atenção custa N²</translation>
    </message>
    <message>
        <source>Your model&apos;s attention (.npy)</source>
        <translation>A atenção do seu modelo (.npy)</translation>
    </message>
    <message>
        <source>&amp;Matrices</source>
        <translation>&amp;Matrizes</translation>
    </message>
    <message>
        <source>&amp;Sentences</source>
        <translation>&amp;Frases</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspetor</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Pesos de atenção</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Novo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Copy Heatmap as &amp;Image</source>
        <translation>Copiar mapa de calor como &amp;imagem</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>There is no heatmap to copy.</source>
        <translation>Não há mapa de calor para copiar.</translation>
    </message>
    <message>
        <source>The heatmap is on the clipboard.</source>
        <translation>O mapa de calor está na área de transferência.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>%1 from CSV, TSV or .npy…</source>
        <translation>%1 de CSV, TSV ou .npy…</translation>
    </message>
    <message>
        <source>%1 as CSV, TSV or .npy…</source>
        <translation>%1 como CSV, TSV ou .npy…</translation>
    </message>
    <message>
        <source>Q, K and V from a NumPy .npz…</source>
        <translation>Q, K e V de um .npz do NumPy…</translation>
    </message>
    <message>
        <source>Custom &amp;Mask (0 / 1)…</source>
        <translation>&amp;Máscara personalizada (0 / 1)…</translation>
    </message>
    <message>
        <source>Attention &amp;Weights of a Model (.npy)…</source>
        <translation>&amp;Pesos de atenção de um modelo (.npy)…</translation>
    </message>
    <message>
        <source>Q, K and V as a NumPy .npz…</source>
        <translation>Q, K e V como .npz do NumPy…</translation>
    </message>
    <message>
        <source>&amp;Mask (0 / 1)…</source>
        <translation>&amp;Máscara (0 / 1)…</translation>
    </message>
    <message>
        <source>Every Number as &amp;JSON…</source>
        <translation>Todos os números em &amp;JSON…</translation>
    </message>
    <message>
        <source>This &amp;Stage&apos;s Numbers…</source>
        <translation>Números desta &amp;etapa…</translation>
    </message>
    <message>
        <source>Every Stage as CSV &amp;Files…</source>
        <translation>Todas as etapas em &amp;arquivos CSV…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>&amp;Próximo</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Reproduzir</translation>
    </message>
    <message>
        <source>Show &amp;All Cells</source>
        <translation>Mostrar todas as &amp;células</translation>
    </message>
    <message>
        <source>&amp;Bigger Text</source>
        <translation>Aumentar &amp;texto</translation>
    </message>
    <message>
        <source>&amp;Smaller Text</source>
        <translation>&amp;Diminuir texto</translation>
    </message>
    <message>
        <source>&amp;About AttnLab</source>
        <translation>&amp;Sobre o AttnLab</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Arquivos recen&amp;tes</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>&amp;Exemplos</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>Export &amp;Data</source>
        <translation>Exportar &amp;dados</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>%1[*] — AttnLab</source>
        <translation>%1[*] — AttnLab</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <source>Cannot compute: %1</source>
        <translation>Não é possível calcular: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 queries × %2 keys, d_k = %3, d_v = %4, %n head(s)</source>
        <translation>
            <numerusform>%1 consultas × %2 chaves, d_k = %3, d_v = %4, %n cabeça</numerusform>
            <numerusform>%1 consultas × %2 chaves, d_k = %3, d_v = %4, %n cabeças</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n warning(s): %1</source>
        <translation>
            <numerusform> — %n aviso: %1</numerusform>
            <numerusform> — %n avisos: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them?</source>
        <translation>“%1” tem alterações que não foram salvas. Salvá-las?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Não é possível abrir</translation>
    </message>
    <message>
        <source>Tokens not used</source>
        <translation>Tokens não usados</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>Não é possível abrir o exemplo</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Não é possível salvar</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Salvar cenário</translation>
    </message>
    <message>
        <source>AttnLab scenarios (*.json)</source>
        <translation>Cenários do AttnLab (*.json)</translation>
    </message>
    <message>
        <source>About AttnLab</source>
        <translation>Sobre o AttnLab</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usar</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Não é possível exportar</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Importar %1</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Não é possível importar</translation>
    </message>
    <message>
        <source>Import Q, K and V</source>
        <translation>Importar Q, K e V</translation>
    </message>
    <message>
        <source>NumPy archives (*.npz);;All files (*)</source>
        <translation>Arquivos NumPy (*.npz);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Import a mask (1 = may attend, 0 = masked)</source>
        <translation>Importar uma máscara (1 = permitido, 0 = oculto)</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Exportar %1</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 gravado</translation>
    </message>
    <message>
        <source>Export Q, K and V</source>
        <translation>Exportar Q, K e V</translation>
    </message>
    <message>
        <source>NumPy archive (*.npz)</source>
        <translation>Arquivo NumPy (*.npz)</translation>
    </message>
    <message>
        <source>Export the mask (1 = may attend, 0 = masked)</source>
        <translation>Exportar a máscara (1 = permitido, 0 = oculto)</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>atencao</translation>
    </message>
    <message>
        <source>Export every number as JSON</source>
        <translation>Exportar todos os números como JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>%1 is the scenario&apos;s own file: choose another name.</source>
        <translation>%1 é o próprio arquivo do cenário: escolha outro nome.</translation>
    </message>
    <message>
        <source>Export the numbers of %1</source>
        <translation>Exportar os números de %1</translation>
    </message>
    <message>
        <source>Folder for the stages&apos; CSV files</source>
        <translation>Pasta para os arquivos CSV das etapas</translation>
    </message>
    <message>
        <source>Export every stage</source>
        <translation>Exportar todas as etapas</translation>
    </message>
    <message numerus="yes">
        <source>%n of the files exist already (%1). Replace them?</source>
        <translation>
            <numerusform>%n dos arquivos já existe (%1). Substituí-lo?</numerusform>
            <numerusform>%n dos arquivos já existem (%1). Substituí-los?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to %1</source>
        <translation>
            <numerusform>%n arquivo gravado em %1</numerusform>
            <numerusform>%n arquivos gravados em %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export &amp;Figure…</source>
        <translation>Exportar &amp;figura…</translation>
    </message>
    <message>
        <source>Pre&amp;vious Step</source>
        <translation>&amp;Anterior</translation>
    </message>
    <message>
        <source>The new language shows when AttnLab starts again.</source>
        <translation>O novo idioma aparecerá quando o AttnLab for iniciado de novo.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;AttnLab %1&lt;/h3&gt;&lt;p&gt;Explore attention, softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt; + M)V, one step and one number at a time.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AttnLab %1&lt;/h3&gt;&lt;p&gt;Explore a atenção, softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt; + M)V, uma etapa e um número de cada vez.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Why √d_k</source>
        <translation>Por que √d_k</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>Undo %1 (%2)</source>
        <translation>Desfazer: %1 (%2)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nada para desfazer</translation>
    </message>
    <message>
        <source>Redo %1 (%2)</source>
        <translation>Refazer: %1 (%2)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nada para refazer</translation>
    </message>
    <message>
        <source>Previous step (←, Page Up)</source>
        <translation>Anterior: etapa do cálculo ou tela de uma lição (←, Page Up)</translation>
    </message>
    <message>
        <source>Next step (→, Page Down, Space)</source>
        <translation>Próximo: etapa do cálculo ou tela de uma lição (→, Page Down, Espaço)</translation>
    </message>
    <message>
        <source>Walk through the steps (P)</source>
        <translation>Percorrer as etapas (P)</translation>
    </message>
    <message>
        <source>Waiting for the computation to finish…</source>
        <translation>Aguardando o fim do cálculo…</translation>
    </message>
    <message>
        <source>Open &amp;Lesson…</source>
        <translation>Abrir &amp;lição…</translation>
    </message>
    <message>
        <source>Open a lesson</source>
        <translation>Abrir uma lição</translation>
    </message>
    <message>
        <source>AttnLab lessons (*.json);;All files (*)</source>
        <translation>Lições do AttnLab (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lições</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>Não é possível abrir a lição</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lição</translation>
    </message>
    <message>
        <source>&amp;New Lesson</source>
        <translation>&amp;Nova lição</translation>
    </message>
    <message>
        <source>A new lesson: set up a view, then Lesson › Add This View as a Step.</source>
        <translation>Uma nova lição: prepare uma visualização, depois Lição › Adicionar esta visualização como tela.</translation>
    </message>
    <message>
        <source>&amp;Edit This Lesson</source>
        <translation>&amp;Editar esta lição</translation>
    </message>
    <message>
        <source>&amp;Add This View as a Step</source>
        <translation>&amp;Adicionar esta visualização como tela</translation>
    </message>
    <message>
        <source>Step %1 of %2 added to the lesson.</source>
        <translation>Tela %1 de %2 adicionada à lição.</translation>
    </message>
    <message>
        <source>Step &amp;Text…</source>
        <translation>&amp;Texto da tela…</translation>
    </message>
    <message>
        <source>&amp;Delete Step</source>
        <translation>E&amp;xcluir tela</translation>
    </message>
    <message>
        <source>&amp;Undo Lesson Edit</source>
        <translation>Desfa&amp;zer edição da lição</translation>
    </message>
    <message>
        <source>&amp;Save Lesson As…</source>
        <translation>&amp;Salvar lição como…</translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation>Salvar a lição</translation>
    </message>
    <message>
        <source>AttnLab lessons (*.json)</source>
        <translation>Lições do AttnLab (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the lesson</source>
        <translation>Não é possível salvar a lição</translation>
    </message>
    <message>
        <source>Saved the lesson to %1</source>
        <translation>Lição salva em %1</translation>
    </message>
    <message>
        <source>&amp;Play the Lesson Being Made</source>
        <translation>Re&amp;produzir a lição em preparação</translation>
    </message>
    <message>
        <source>Cannot play the lesson</source>
        <translation>Não é possível reproduzir a lição</translation>
    </message>
    <message>
        <source>Save the lesson first (Lesson › Save Lesson As…).</source>
        <translation>Salve a lição primeiro (Lição › Salvar lição como…).</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>Lição não salva</translation>
    </message>
    <message>
        <source>The lesson being made has changes that are not saved. Discard them?</source>
        <translation>A lição em preparação tem alterações não salvas. Descartá-las?</translation>
    </message>
    <message>
        <source>Move Step Earl&amp;ier</source>
        <translation>&amp;Mover tela para antes</translation>
    </message>
    <message>
        <source>Move Step Late&amp;r</source>
        <translation>Mover tela para &amp;depois</translation>
    </message>
    <message>
        <source>Red&amp;o Lesson Edit</source>
        <translation>&amp;Refazer edição da lição</translation>
    </message>
    <message>
        <source>&lt;b&gt;New here?&lt;/b&gt; &lt;a href=&quot;play&quot;&gt;Play the lesson&lt;/a&gt; · &lt;a href=&quot;later&quot;&gt;Not now&lt;/a&gt;</source>
        <translation>&lt;b&gt;Primeira vez?&lt;/b&gt; &lt;a href=&quot;play&quot;&gt;Siga a lição&lt;/a&gt; · &lt;a href=&quot;later&quot;&gt;Agora não&lt;/a&gt;</translation>
    </message>
    <message>
        <source>“Attention, step by step”: short steps, each with a question to answer before the numbers show. File › Examples › Lessons has it later.</source>
        <translation>“Atenção, etapa por etapa”: telas curtas, cada uma com uma pergunta a responder antes de os números aparecerem. Arquivo › Exemplos › Lições a oferece depois.</translation>
    </message>
    <message>
        <source>Step &amp;Question…</source>
        <translation>Per&amp;gunta da tela…</translation>
    </message>
    <message>
        <source>The lesson’s notes, its answers and what comes next, in a window for the teacher (on the second screen in presenter mode)</source>
        <translation>As notas da lição, suas respostas e o que vem a seguir, em uma janela para o professor (na segunda tela no modo apresentação)</translation>
    </message>
    <message>
        <source>Cannot compute the step</source>
        <translation>Não é possível calcular a tela</translation>
    </message>
    <message>
        <source>Speaker N&amp;otes</source>
        <translation>Notas do apre&amp;sentador</translation>
    </message>
    <message>
        <source>KV cache: what decoding keeps</source>
        <translation>Cache KV: o que a decodificação guarda</translation>
    </message>
    <message>
        <source>Sparse attention: window, global, random</source>
        <translation>Atenção esparsa: janela, global, aleatória</translation>
    </message>
    <message>
        <source>&amp;Go to Tab</source>
        <translation>Ir para a a&amp;ba</translation>
    </message>
    <message>
        <source>Attention on an image: patches, queries, words</source>
        <translation>Atenção sobre uma imagem: patches, consultas, palavras</translation>
    </message>
    <message>
        <source>Open a picture</source>
        <translation>Abrir uma imagem</translation>
    </message>
    <message>
        <source>Pictures (%1);;All files (*)</source>
        <translation>Imagens (%1);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>AttnLab scenarios, pictures and attention weights (*.json %1 *.npy);;AttnLab scenarios (*.json);;Pictures (%1);;NumPy attention weights (*.npy);;All files (*)</source>
        <translation>Cenários do AttnLab, imagens e pesos de atenção (*.json %1 *.npy);;Cenários do AttnLab (*.json);;Imagens (%1);;Pesos de atenção NumPy (*.npy);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Cannot open the picture</source>
        <translation>Não é possível abrir a imagem</translation>
    </message>
    <message>
        <source>not enough memory to read %1</source>
        <translation>memória insuficiente para ler %1</translation>
    </message>
    <message>
        <source>Deformable attention: a few points per query</source>
        <translation>Atenção deformável: alguns pontos por consulta</translation>
    </message>
    <message>
        <source>Trained translator: what a real model looks at</source>
        <translation>Tradutor treinado: para onde olha um modelo real</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Etapas</translation>
    </message>
    <message>
        <source>&amp;Check the Lesson</source>
        <translation>&amp;Verificar a lição</translation>
    </message>
    <message>
        <source>Every step of the lesson can be shown and answered, in every language it lists.</source>
        <translation>Todas as telas da lição podem ser mostradas e respondidas, em todos os idiomas que ela lista.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the lesson</source>
        <translation>
            <numerusform>%n problema na lição</numerusform>
            <numerusform>%n problemas na lição</numerusform>
        </translation>
    </message>
    <message>
        <source>Pre&amp;vious Screen</source>
        <translation>Tela &amp;anterior</translation>
    </message>
    <message>
        <source>Previous screen of the lesson (←, Page Up)</source>
        <translation>Tela anterior da lição (←, Page Up)</translation>
    </message>
    <message>
        <source>&amp;Next Screen</source>
        <translation>&amp;Próxima tela</translation>
    </message>
    <message>
        <source>Next screen of the lesson (→, Page Down, Space)</source>
        <translation>Próxima tela da lição (→, Page Down, Espaço)</translation>
    </message>
</context>
<context>
    <name>attnlab::MatrixEditor</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy as &amp;NumPy</source>
        <translation>Copiar como &amp;NumPy</translation>
    </message>
    <message>
        <source>Copy the selection, or the whole matrix, as a Python list of rows for NumPy or PyTorch</source>
        <translation>Copia a seleção, ou a matriz inteira, como uma lista Python de linhas para NumPy ou PyTorch</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;olar</translation>
    </message>
</context>
<context>
    <name>attnlab::MatrixPanel</name>
    <message>
        <source>Cross</source>
        <translation>Cruzada</translation>
    </message>
    <message>
        <source>Let the number of keys differ from the number of queries.</source>
        <translation>Permite que o número de chaves seja diferente do número de consultas.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>d_k</source>
        <translation>d_k</translation>
    </message>
    <message>
        <source>d_v</source>
        <translation>d_v</translation>
    </message>
    <message>
        <source>&amp;Random (PyTorch seed)</source>
        <translation>Aleató&amp;rio (semente do PyTorch)</translation>
    </message>
    <message>
        <source>torch.manual_seed(seed); q, k, v = torch.randn(3, tokens, d).unbind(0)</source>
        <translation>torch.manual_seed(seed); q, k, v = torch.randn(3, tokens, d).unbind(0)</translation>
    </message>
    <message>
        <source>Labels of the query tokens, separated by spaces.</source>
        <translation>Rótulos dos tokens de consulta, separados por espaços.</translation>
    </message>
    <message>
        <source>Labels of the key tokens, separated by spaces; empty = the same as the queries.</source>
        <translation>Rótulos dos tokens de chave, separados por espaços; vazio = os mesmos das consultas.</translation>
    </message>
    <message>
        <source>&amp;Query tokens:</source>
        <translation>Tokens de c&amp;onsulta:</translation>
    </message>
    <message>
        <source>&amp;Key tokens:</source>
        <translation>Tokens de c&amp;have:</translation>
    </message>
    <message>
        <source>Q: queries, one row per query token</source>
        <translation>Q: consultas, uma linha por token de consulta</translation>
    </message>
    <message>
        <source>K: keys, one row per key token</source>
        <translation>K: chaves, uma linha por token de chave</translation>
    </message>
    <message>
        <source>V: values, one row per key token</source>
        <translation>V: valores, uma linha por token de chave</translation>
    </message>
    <message>
        <source>W_O: output projection (d_v × d_out)</source>
        <translation>W_O: projeção de saída (d_v × d_out)</translation>
    </message>
    <message>
        <source>Query tokens: %1 labels for %2 queries; give one label per query.</source>
        <translation>Tokens de consulta: %1 rótulos para %2 consultas; dê um rótulo por consulta.</translation>
    </message>
    <message>
        <source>Key tokens: %1 labels for %2 keys; give one label per key.</source>
        <translation>Tokens de chave: %1 rótulos para %2 chaves; dê um rótulo por chave.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s generator is reproduced from 16 values on: use more tokens or a larger d_k.</source>
        <translation>O gerador do PyTorch só é reproduzido a partir de 16 valores: use mais tokens ou um d_k maior.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Random inputs&lt;/b&gt;, as torch.manual_seed(%1); q, k, v = torch.randn(3, %2, %3). Type into any cell to edit them as matrices.</source>
        <translation>&lt;b&gt;Entradas aleatórias&lt;/b&gt;, como torch.manual_seed(%1); q, k, v = torch.randn(3, %2, %3). Digite em qualquer célula para editá-las como matrizes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sentence inputs&lt;/b&gt;: Q, K and V below come from the sentences. Type into any cell to edit them as matrices.</source>
        <translation>&lt;b&gt;Entradas de frases&lt;/b&gt;: Q, K e V abaixo vêm das frases. Digite em qualquer célula para editá-las como matrizes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matrix inputs&lt;/b&gt;: type, paste from a spreadsheet or paste a NumPy literal such as [[0.1, 0.2], [0.3, 0.4]].</source>
        <translation>&lt;b&gt;Entradas de matrizes&lt;/b&gt;: digite, cole de uma planilha ou cole um literal NumPy como [[0.1, 0.2], [0.3, 0.4]].</translation>
    </message>
    <message>
        <source>%1: %2 is more than %3, the most the step-by-step view computes (it keeps every query × key matrix); %3 is used. The scaling lab runs longer sequences.</source>
        <translation>%1: %2 passa de %3, o máximo que a visão passo a passo calcula (ela guarda cada matriz consultas × chaves); %3 é usado. O Laboratório de custo roda sequências mais longas.</translation>
    </message>
    <message>
        <source>%1: %2 is more than the limit of %3; %3 is used.</source>
        <translation>%1: %2 passa do limite de %3; %3 é usado.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Chaves</translation>
    </message>
    <message>
        <source>1 to %1 tokens</source>
        <translation>De 1 a %1 tokens</translation>
    </message>
    <message>
        <source>O&amp;utput projection W_O after the heads</source>
        <translation>Projeção de saída &amp;W_O após as cabeças</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs from NumPy files&lt;/b&gt;: %1. Type into any cell to edit them as matrices.</source>
        <translation>&lt;b&gt;Entradas de arquivos NumPy&lt;/b&gt;: %1. Digite em qualquer célula para editá-las como matrizes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs from NumPy files&lt;/b&gt;: %1, too long to show as tables here.</source>
        <translation>&lt;b&gt;Entradas de arquivos NumPy&lt;/b&gt;: %1, longas demais para mostrar aqui como tabelas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs from a picture&lt;/b&gt;: %1, cut into patches (the tab “Attention on an image”). Type into any cell to edit them as matrices.</source>
        <translation>&lt;b&gt;Entradas de uma imagem&lt;/b&gt;: %1, cortada em patches (a aba “Atenção sobre uma imagem”). Digite em qualquer célula para editá-las como matrizes.</translation>
    </message>
    <message>
        <source>Key tokens (cross-attention)</source>
        <translation>Tokens de chave (atenção cruzada)</translation>
    </message>
    <message>
        <source>PyTorch seed</source>
        <translation>Semente do PyTorch</translation>
    </message>
</context>
<context>
    <name>attnlab::MatrixTableModel</name>
    <message>
        <source>row %1, column %2</source>
        <translation>linha %1, coluna %2</translation>
    </message>
    <message>
        <source>%1 row %2, column %3</source>
        <translation>%1, linha %2, coluna %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the matrix</source>
        <translation>a matriz</translation>
    </message>
    <message>
        <source>Cannot paste: %1 is read-only</source>
        <translation>Não é possível colar: %1 é somente leitura</translation>
    </message>
    <message>
        <source>Paste into %1: %2</source>
        <translation>Colar em %1: %2</translation>
    </message>
    <message>
        <source>Paste into %1: %2 rows at row %3 would need %4 rows, more than the limit of %5</source>
        <translation>Colar em %1: %2 linhas a partir da linha %3 exigiriam %4 linhas, mais que o limite de %5</translation>
    </message>
    <message>
        <source>Paste into %1: %2 columns at column %3 would need %4 columns, more than the limit of %5</source>
        <translation>Colar em %1: %2 colunas a partir da coluna %3 exigiriam %4 colunas, mais que o limite de %5</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeça %1</translation>
    </message>
    <message>
        <source> (kept in the KV cache)</source>
        <translation> (guardado no cache KV)</translation>
    </message>
    <message>
        <source> (new in this frame)</source>
        <translation> (novo neste passo de decodificação)</translation>
    </message>
</context>
<context>
    <name>attnlab::PatternGrid</name>
    <message>
        <source>every pair (no pattern)</source>
        <translation>todos os pares (sem padrão)</translation>
    </message>
    <message>
        <source>global</source>
        <translation>global</translation>
    </message>
    <message>
        <source>band</source>
        <translation>faixa</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatório</translation>
    </message>
    <message>
        <source>hidden: causal</source>
        <translation>oculto: causal</translation>
    </message>
    <message>
        <source>hidden: outside the pattern</source>
        <translation>oculto: fora do padrão</translation>
    </message>
    <message>
        <source>hidden: painted</source>
        <translation>oculto: pintado</translation>
    </message>
    <message numerus="yes">
        <source>%n hop(s)</source>
        <translation>
            <numerusform>%n salto</numerusform>
            <numerusform>%n saltos</numerusform>
        </translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
</context>
<context>
    <name>attnlab::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>&amp;Colormap for weights:</source>
        <translation>&amp;Mapa de cores dos pesos:</translation>
    </message>
    <message>
        <source>&amp;Decimals shown:</source>
        <translation>&amp;Casas decimais exibidas:</translation>
    </message>
    <message>
        <source>Write the values inside the cells when they fit</source>
        <translation>Escrever os valores dentro das células quando couberem</translation>
    </message>
    <message>
        <source>&amp;Font size (1.5 × or more for a projector):</source>
        <translation>&amp;Tamanho da fonte (1,5 × ou mais para um projetor):</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>T&amp;ema:</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <comment>language</comment>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <source>Takes effect when AttnLab starts again.</source>
        <translation>Vale a partir da próxima vez que o AttnLab for iniciado.</translation>
    </message>
    <message>
        <source>&amp;Language (at the next start):</source>
        <translation>&amp;Idioma (na próxima inicialização):</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <comment>theme</comment>
        <translation>Tema do sistema</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>High contrast: white text and lines on black, the selection and the focus in yellow (7:1 and more). The system&apos;s: the desktop&apos;s colours, a high-contrast desktop theme included.</source>
        <translation>Alto contraste: texto e linhas brancos sobre preto, a seleção e o foco em amarelo (7:1 ou mais). Tema do sistema: as cores da área de trabalho, incluindo um tema de alto contraste.</translation>
    </message>
</context>
<context>
    <name>attnlab::PresenterMode</name>
    <message>
        <source>Presen&amp;ter Mode</source>
        <translation>&amp;Modo apresentação</translation>
    </message>
    <message>
        <source>Full screen, the map as large as the screen allows (F5; Esc leaves)</source>
        <translation>Tela cheia, o mapa tão grande quanto a tela permitir (F5; Esc sai)</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Tela c&amp;heia</translation>
    </message>
    <message>
        <source>Blan&amp;k the Screen</source>
        <translation>T&amp;ela preta</translation>
    </message>
    <message>
        <source>A black screen while you talk (B again shows the step)</source>
        <translation>Uma tela preta enquanto você fala (B de novo mostra a tela)</translation>
    </message>
    <message>
        <source>&amp;First Step</source>
        <translation>Pr&amp;imeiro</translation>
    </message>
    <message>
        <source>&amp;Last Step</source>
        <translation>Ú&amp;ltimo</translation>
    </message>
    <message>
        <source>Show the &amp;Inspector</source>
        <translation>Mostrar o i&amp;nspetor</translation>
    </message>
</context>
<context>
    <name>attnlab::SaveFile</name>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation>%1: não é possível gravar (%2)</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>é uma pasta</translation>
    </message>
    <message>
        <source>it is not a regular file but a FIFO, a device or a socket; only regular files are written</source>
        <translation>não é um arquivo comum, e sim um FIFO, um dispositivo ou um socket; só arquivos comuns são gravados</translation>
    </message>
</context>
<context>
    <name>attnlab::ScalingLab</name>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>stride %1</source>
        <translation>stride %1</translation>
    </message>
    <message>
        <source>or N =</source>
        <translation>ou N =</translation>
    </message>
    <message>
        <source>opencl (no device: falls back to cpu)</source>
        <translation>opencl (sem dispositivo: usa a cpu)</translation>
    </message>
    <message>
        <source>opencl: %1</source>
        <translation>opencl: %1</translation>
    </message>
    <message>
        <source>No OpenCL platform was found.</source>
        <translation>Nenhuma plataforma OpenCL foi encontrada.</translation>
    </message>
    <message>
        <source>&amp;Run attention</source>
        <translation>Execu&amp;tar atenção</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Imagem</translation>
    </message>
    <message>
        <source>d =</source>
        <translation>d =</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Mecanismo de cálculo</translation>
    </message>
    <message>
        <source>Where one query attends (click a cell)</source>
        <translation>Onde uma consulta presta atenção (clique em uma célula)</translation>
    </message>
    <message>
        <source>The whole N × N map, binned</source>
        <translation>O mapa N × N inteiro, agrupado em blocos</translation>
    </message>
    <message>
        <source>Time and pairs against N</source>
        <translation>Tempo e pares em função de N</translation>
    </message>
    <message>
        <source>Convolution against attention on the same image (d channels in and out)</source>
        <translation>Convolução e atenção comparadas na mesma imagem (d canais de entrada e de saída)</translation>
    </message>
    <message>
        <source>stride</source>
        <translation>stride</translation>
    </message>
    <message>
        <source>grid</source>
        <translation>grade</translation>
    </message>
    <message>
        <source>tokens N</source>
        <translation>tokens N</translation>
    </message>
    <message>
        <source>pairs N²</source>
        <translation>pares N²</translation>
    </message>
    <message>
        <source>full N×N map
(float32)</source>
        <translation>mapa N×N completo
(float32)</translation>
    </message>
    <message>
        <source>A convolution applies one small fixed filter everywhere: each output sees a 3 × 3 window and its cost grows with N. Attention weighs every pair by its content: any two cells can interact in one layer, and the cost grows with N². That is why YOLO26 runs its attention blocks (C2PSA, and a C3k2 block with attention) only on the 20 × 20 stride-32 map and keeps the finer maps convolutional.</source>
        <translation>Uma convolução aplica um único filtro pequeno e fixo em toda parte: cada saída vê uma janela 3 × 3, e o custo cresce com N. A atenção pondera cada par pelo seu conteúdo: quaisquer duas células podem interagir em uma só camada, e o custo cresce com N². Por isso o YOLO26 executa seus blocos de atenção (C2PSA e um bloco C3k2 com atenção) apenas no mapa de 20 × 20 com stride 32 e deixa convolucionais os mapas mais finos.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 tokens&lt;/b&gt; → &lt;b&gt;%2 query–key pairs&lt;/b&gt;; a full N × N map in float32 would take &lt;b&gt;%3&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1 tokens&lt;/b&gt; → &lt;b&gt;%2 pares consulta–chave&lt;/b&gt;; um mapa N × N completo em float32 ocuparia &lt;b&gt;%3&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>%1 × %1 image at stride %2 → a &lt;b&gt;%3 × %3 grid&lt;/b&gt; = &lt;b&gt;%4 tokens&lt;/b&gt; → &lt;b&gt;%5 query–key pairs&lt;/b&gt;; a full N × N map in float32 would take &lt;b&gt;%6&lt;/b&gt;.</source>
        <translation>Imagem de %1 × %1 com stride %2 → uma &lt;b&gt;grade de %3 × %3&lt;/b&gt; = &lt;b&gt;%4 tokens&lt;/b&gt; → &lt;b&gt;%5 pares consulta–chave&lt;/b&gt;; um mapa N × N completo em float32 ocuparia &lt;b&gt;%6&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Computing %1 tokens on “%2”…</source>
        <translation>Calculando %1 tokens em “%2”…</translation>
    </message>
    <message>
        <source>no backend named “%1”</source>
        <translation>nenhum mecanismo de cálculo chamado “%1”</translation>
    </message>
    <message>
        <source>OpenCL is not available here (%1); ran on the CPU instead.</source>
        <translation>O OpenCL não está disponível aqui (%1); a execução foi feita na CPU.</translation>
    </message>
    <message>
        <source>%1 failed (%2); ran on the CPU instead.</source>
        <translation>%1 falhou (%2); a execução foi feita na CPU.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>Could not run: %1</source>
        <translation>Não foi possível executar: %1</translation>
    </message>
    <message>
        <source>%1 tokens on “%2”: %3 ms for %4 pairs.</source>
        <translation>%1 tokens em “%2”: %3 ms para %4 pares.</translation>
    </message>
    <message>
        <source>Mean weight per bin (%1 × %1 bins, %2 ms)</source>
        <translation>Peso médio por bloco (%1 × %1 blocos, %2 ms)</translation>
    </message>
    <message>
        <source>Query bin</source>
        <translation>Bloco de consultas</translation>
    </message>
    <message>
        <source>Key bin</source>
        <translation>Bloco de chaves</translation>
    </message>
    <message>
        <source>mean weight</source>
        <translation>peso médio</translation>
    </message>
    <message>
        <source>3×3 conv FLOPs
2·9·N·d²</source>
        <translation>FLOPs da conv 3×3
2·9·N·d²</translation>
    </message>
    <message>
        <source>attention FLOPs
4·N²·d</source>
        <translation>FLOPs da atenção
4·N²·d</translation>
    </message>
    <message>
        <source>The step-by-step engine: every N × N matrix in double precision, up to %1 tokens.</source>
        <translation>O mecanismo de cálculo passo a passo: cada matriz N × N em precisão dupla, até %1 tokens.</translation>
    </message>
    <message>
        <source>0 … largest weight</source>
        <translation>0 … maior peso</translation>
    </message>
    <message>
        <source>0 … 1</source>
        <translation>0 … 1</translation>
    </message>
    <message>
        <source>Fit to the means (magnifies noise)</source>
        <translation>Ajustar às médias (amplia o ruído)</translation>
    </message>
    <message>
        <source>A scale fitted to the bin means stretches differences of a few 1/N into the whole colour range: noise then looks like structure. From 0 the colours compare each mean with a weight that matters.</source>
        <translation>Uma escala ajustada às médias dos blocos estica diferenças de alguns 1/N por toda a faixa de cores: o ruído então parece estrutura. A partir de 0, as cores comparam cada média com um peso que importa.</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Cores:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Too many tokens for “reference”&lt;/b&gt;, which keeps every N × N matrix in double precision (up to %1 tokens): choose “cpu” or “opencl”.</source>
        <translation>&lt;b&gt;Tokens demais para “reference”&lt;/b&gt;, que guarda cada matriz N × N em precisão dupla (até %1 tokens): escolha “cpu” ou “opencl”.</translation>
    </message>
    <message>
        <source>Not run: “reference” computes up to %1 tokens (it keeps every N × N matrix); %2 tokens is the job of “cpu” (fused, memory O(N·d)) or “opencl”.</source>
        <translation>Não executado: “reference” calcula até %1 tokens (guarda cada matriz N × N); %2 tokens é trabalho para “cpu” (fundido, memória O(N·d)) ou “opencl”.</translation>
    </message>
    <message>
        <source>The means lie between %1 and %2; a uniform row would give 1/N = %3.</source>
        <translation>As médias vão de %1 a %2; uma linha uniforme daria 1/N = %3.</translation>
    </message>
    <message>
        <source>Colour scale 0 … %1, the largest single weight in the map: a bin is bright only where queries really concentrate.</source>
        <translation>Escala de cores 0 … %1, o maior peso do mapa: um bloco só fica claro onde as consultas realmente se concentram.</translation>
    </message>
    <message>
        <source>Colour scale 0 … 1, the range of any weight.</source>
        <translation>Escala de cores 0 … 1, o intervalo de qualquer peso.</translation>
    </message>
    <message>
        <source>Colour scale %1 … %2, fitted to the means: small differences (often noise) fill the whole range.</source>
        <translation>Escala de cores %1 … %2, ajustada às médias: pequenas diferenças (muitas vezes ruído) ocupam toda a faixa de cores.</translation>
    </message>
    <message>
        <source>Dense</source>
        <translation>Densa</translation>
    </message>
    <message>
        <source>Window w = 256</source>
        <translation>Janela w = 256</translation>
    </message>
    <message>
        <source>Longformer: w = 256, 2 global</source>
        <translation>Longformer: w = 256, 2 globais</translation>
    </message>
    <message>
        <source>BigBird: blocks of 64</source>
        <translation>BigBird: blocos de 64</translation>
    </message>
    <message>
        <source>Time a sparse pattern against dense attention: a window of 256 on each side (Longformer&apos;s 512), plus tokens 0 and 1 global; or BigBird&apos;s blocks of 64 (a window of 64, the first and the last block global, 3 random blocks). The fast engines skip every key block the pattern hides.</source>
        <translation>Cronometre um padrão esparso contra a atenção densa: uma janela de 256 de cada lado (os 512 do Longformer), mais os tokens 0 e 1 globais; ou os blocos de 64 do BigBird (uma janela de 64, o primeiro e o último bloco globais, 3 blocos aleatórios). Os mecanismos rápidos pulam todo bloco de chaves que o padrão oculta.</translation>
    </message>
    <message>
        <source>Attention pattern</source>
        <translation>Padrão de atenção</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>Tamanho da imagem</translation>
    </message>
    <message>
        <source>Number of tokens N</source>
        <translation>Número de tokens N</translation>
    </message>
    <message>
        <source>Dimension d</source>
        <translation>Dimensão d</translation>
    </message>
</context>
<context>
    <name>attnlab::ScenarioCaption</name>
    <message>
        <source>Less</source>
        <translation>Menos</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mais</translation>
    </message>
    <message>
        <source>Show the description on one line</source>
        <translation>Mostrar a descrição em uma linha</translation>
    </message>
    <message>
        <source>Show the whole description</source>
        <translation>Mostrar a descrição inteira</translation>
    </message>
</context>
<context>
    <name>attnlab::SeControls</name>
    <message>
        <source>&amp;r =</source>
        <translation>&amp;r =</translation>
    </message>
    <message>
        <source>The reduction: the bottleneck has C/r units, and W₁ and W₂ have 2·C²/r weights. Only divisors of C are offered.</source>
        <translation>A redução: o gargalo tem C/r unidades, e W₁ e W₂ têm 2·C²/r pesos. Só os divisores de C são oferecidos.</translation>
    </message>
    <message>
        <source>Reduction r = %1</source>
        <translation>Redução r = %1</translation>
    </message>
    <message>
        <source>%1 (does not divide C)</source>
        <translation>%1 (não divide C)</translation>
    </message>
    <message>
        <source>%1 units, %2 parameters</source>
        <translation>%1 unidades, %2 parâmetros</translation>
    </message>
</context>
<context>
    <name>attnlab::SentencePanel</name>
    <message>
        <source>any language</source>
        <translation>Qualquer idioma</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inglês</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francês</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Português</translation>
    </message>
    <message>
        <source>e.g. Le chat noir</source>
        <translation>ex.: Le chat noir</translation>
    </message>
    <message>
        <source>&amp;Query sentence:</source>
        <translation>Frase de c&amp;onsulta:</translation>
    </message>
    <message>
        <source>e.g. The black cat</source>
        <translation>ex.: The black cat</translation>
    </message>
    <message>
        <source>S&amp;ource sentence:</source>
        <translation>Frase de ori&amp;gem:</translation>
    </message>
    <message>
        <source>Built-in lexicon (named dimensions)</source>
        <translation>Léxico embutido (dimensões nomeadas)</translation>
    </message>
    <message>
        <source>GloVe vectors from a file</source>
        <translation>Vetores GloVe de um arquivo</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>Escolher arquivo…</translation>
    </message>
    <message>
        <source>Identity: Q = K = V = embeddings</source>
        <translation>Identidade: Q = K = V = embeddings</translation>
    </message>
    <message>
        <source>Random W_Q, W_K, W_V (PyTorch seed)</source>
        <translation>W_Q, W_K, W_V aleatórias (semente do PyTorch)</translation>
    </message>
    <message>
        <source>Editable W_Q, W_K, W_V (start from identity)</source>
        <translation>W_Q, W_K, W_V editáveis (partindo da identidade)</translation>
    </message>
    <message>
        <source>%1 (derived, read-only)</source>
        <translation>%1 (derivada, somente leitura)</translation>
    </message>
    <message>
        <source>Projections: Q = E W_Q, K = E W_K, V = E W_V</source>
        <translation>Projeções: Q = E W_Q, K = E W_K, V = E W_V</translation>
    </message>
    <message>
        <source>Type a query sentence.</source>
        <translation>Digite uma frase de consulta.</translation>
    </message>
    <message>
        <source>Type a source sentence, or switch cross-attention off.</source>
        <translation>Digite uma frase de origem ou desative a atenção cruzada.</translation>
    </message>
    <message>
        <source>Choose GloVe vectors</source>
        <translation>Escolher vetores GloVe</translation>
    </message>
    <message>
        <source>GloVe text files (*.txt *.vec);;All files (*)</source>
        <translation>Arquivos de texto GloVe (*.txt *.vec);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>The scenario holds matrices. Edit a sentence to switch to sentence input.</source>
        <translation>O cenário contém matrizes. Edite uma frase para passar à entrada por frases.</translation>
    </message>
    <message>
        <source>%1 query tokens, %2 key tokens, %3 dimensions.</source>
        <translation>%1 tokens de consulta, %2 tokens de chave, %3 dimensões.</translation>
    </message>
    <message>
        <source>Words the built-in lexicon knows are offered as you type; the others get a hashed vector and are listed below.</source>
        <translation>As palavras que o léxico embutido conhece são sugeridas enquanto você digita; as outras recebem um vetor de hash e aparecem listadas abaixo.</translation>
    </message>
    <message>
        <source>Save the scenario first: its GloVe file is named relative to the scenario&apos;s folder.</source>
        <translation>Salve o cenário primeiro: o arquivo GloVe dele é indicado em relação à pasta do cenário.</translation>
    </message>
    <message>
        <source>Choose a GloVe file in the scenario&apos;s folder (%1) or below it: a scenario names its files relative to its folder.</source>
        <translation>Escolha um arquivo GloVe na pasta do cenário (%1) ou abaixo dela: um cenário indica seus arquivos em relação à sua pasta.</translation>
    </message>
    <message>
        <source>Cannot compute: %1</source>
        <translation>Não é possível calcular: %1</translation>
    </message>
    <message>
        <source>C&amp;ross-attention:</source>
        <translation>Atenção c&amp;ruzada:</translation>
    </message>
    <message>
        <source>the queries look at another sentence, the source</source>
        <translation>as consultas olham para outra frase, a de origem</translation>
    </message>
    <message>
        <source>Em&amp;bedding:</source>
        <translation>Embe&amp;dding:</translation>
    </message>
    <message>
        <source>&amp;Add sinusoidal positional encoding, ×</source>
        <translation>Somar codificação pos&amp;icional senoidal, ×</translation>
    </message>
    <message>
        <source>Pro&amp;jections:</source>
        <translation>Pro&amp;jeções:</translation>
    </message>
    <message>
        <source>Copy Q, K, V into ma&amp;trix mode to edit them</source>
        <translation>Editar Q, &amp;K, V no modo de matrizes</translation>
    </message>
    <message>
        <source>%1 is not among the built-in lexicon&apos;s English words: it gets a random vector, so its scores mean little. Known words close to it: %2.</source>
        <translation>%1 não está entre as palavras em inglês do léxico embutido: recebe um vetor aleatório, então suas pontuações significam pouco. Palavras conhecidas próximas: %2.</translation>
    </message>
    <message>
        <source>%1 is not among the built-in lexicon&apos;s French words: it gets a random vector, so its scores mean little. Known words close to it: %2.</source>
        <translation>%1 não está entre as palavras em francês do léxico embutido: recebe um vetor aleatório, então suas pontuações significam pouco. Palavras conhecidas próximas: %2.</translation>
    </message>
    <message>
        <source>%1 is not among the built-in lexicon&apos;s Portuguese words: it gets a random vector, so its scores mean little. Known words close to it: %2.</source>
        <translation>%1 não está entre as palavras em português do léxico embutido: recebe um vetor aleatório, então suas pontuações significam pouco. Palavras conhecidas próximas: %2.</translation>
    </message>
    <message>
        <source>%1 is not in the built-in lexicon: it gets a random vector, so its scores mean little. Known words close to it: %2.</source>
        <translation>%1 não está no léxico embutido: recebe um vetor aleatório, então suas pontuações significam pouco. Palavras conhecidas próximas: %2.</translation>
    </message>
    <message>
        <source>Positional encoding factor</source>
        <translation>Fator da codificação posicional</translation>
    </message>
    <message>
        <source>Seed of the random projections</source>
        <translation>Semente das projeções aleatórias</translation>
    </message>
</context>
<context>
    <name>attnlab::SoftmaxDescription</name>
    <message>
        <source>The open scenario is softmax attention between a picture&apos;s patches.</source>
        <translation>O cenário aberto é de atenção softmax entre os patches de uma imagem.</translation>
    </message>
    <message>
        <source>The open scenario is softmax attention: every query weighs every key.</source>
        <translation>O cenário aberto é de atenção softmax: cada consulta pondera todas as chaves.</translation>
    </message>
</context>
<context>
    <name>attnlab::SparseLab</name>
    <message>
        <source>Full attention compares every query with every key: n² pairs. A sparse pattern keeps a few keys per query — a band around it, a few global tokens, a few random blocks — so the cost grows like n. Add the parts one at a time and watch the pattern, the keys each query keeps, and how many layers a token&apos;s information needs to reach every other one.</source>
        <translation>A atenção completa compara cada consulta com cada chave: n² pares. Um padrão esparso mantém poucas chaves por consulta — uma faixa ao redor dela, alguns tokens globais, alguns blocos aleatórios — e o custo cresce como n. Adicione as partes uma a uma e observe o padrão, as chaves que cada consulta mantém e quantas camadas a informação de um token precisa para chegar a todos os outros.</translation>
    </message>
    <message>
        <source>Patterns:</source>
        <translation>Padrões:</translation>
    </message>
    <message>
        <source>&amp;Dense</source>
        <translation>&amp;Denso</translation>
    </message>
    <message>
        <source>No pattern: every query sees every key (causal stays as it is).</source>
        <translation>Sem padrão: cada consulta vê cada chave (a máscara causal fica como está).</translation>
    </message>
    <message>
        <source>Sliding &amp;window</source>
        <translation>&amp;Janela deslizante</translation>
    </message>
    <message>
        <source>A band of w = 2 on each side, nothing else.</source>
        <translation>Uma faixa de w = 2 de cada lado, nada mais.</translation>
    </message>
    <message>
        <source>&amp;Longformer</source>
        <translation>&amp;Longformer</translation>
    </message>
    <message>
        <source>Longformer (Beltagy et al., 2020): a window of 512 tokens (w = 256 on each side) at 4,096 tokens, and global attention on the first token ([CLS]); scaled to this scenario&apos;s length.</source>
        <translation>Longformer (Beltagy et al., 2020): uma janela de 512 tokens (w = 256 de cada lado) com 4.096 tokens, e atenção global no primeiro token ([CLS]); ajustado ao comprimento deste cenário.</translation>
    </message>
    <message>
        <source>&amp;BigBird</source>
        <translation>&amp;BigBird</translation>
    </message>
    <message>
        <source>BigBird (Zaheer et al., 2020): blocks of 64 tokens at 4,096 tokens; a window of 3 blocks, the first and the last block global, and 3 random blocks per query block; scaled to this scenario&apos;s length.</source>
        <translation>BigBird (Zaheer et al., 2020): blocos de 64 tokens com 4.096 tokens; uma janela de 3 blocos, o primeiro e o último bloco globais, e 3 blocos aleatórios por bloco de consultas; ajustado ao comprimento deste cenário.</translation>
    </message>
    <message>
        <source>Wi&amp;ndow  w =</source>
        <translation>Ja&amp;nela  w =</translation>
    </message>
    <message>
        <source>Key j is in query i&apos;s band when |i − j| ≤ w · r and |i − j| is a multiple of r.</source>
        <translation>A chave j está na faixa da consulta i quando |i − j| ≤ w · r e |i − j| é múltiplo de r.</translation>
    </message>
    <message>
        <source>Window w</source>
        <translation>Janela w</translation>
    </message>
    <message>
        <source>dilation  r =</source>
        <translation>dilatação  r =</translation>
    </message>
    <message>
        <source>Dilation r</source>
        <translation>Dilatação r</translation>
    </message>
    <message>
        <source>Every r-th key in the band: the same number of keys reaches r times farther (Longformer&apos;s dilated windows).</source>
        <translation>Uma a cada r chaves na faixa: o mesmo número de chaves alcança r vezes mais longe (as janelas dilatadas do Longformer).</translation>
    </message>
    <message>
        <source>① Band:</source>
        <translation>① Faixa:</translation>
    </message>
    <message>
        <source>e.g. 0, 15</source>
        <translation>ex.: 0, 15</translation>
    </message>
    <message>
        <source>Global tokens</source>
        <translation>Tokens globais</translation>
    </message>
    <message>
        <source>A global token attends to every key and every query attends to it. Type their numbers, or click a token number beside the pattern.</source>
        <translation>Um token global presta atenção a todas as chaves, e todas as consultas prestam atenção a ele. Digite os números ou clique em um número de token ao lado do padrão.</translation>
    </message>
    <message>
        <source>or click a token number beside the pattern</source>
        <translation>ou clique em um número de token ao lado do padrão</translation>
    </message>
    <message>
        <source>② &amp;Global tokens:</source>
        <translation>② Tokens &amp;globais:</translation>
    </message>
    <message>
        <source>Bloc&amp;ks of</source>
        <translation>Bl&amp;ocos de</translation>
    </message>
    <message>
        <source>Each block of queries also attends a few key blocks drawn at random (BigBird). The blocks drawn are saved with the scenario.</source>
        <translation>Cada bloco de consultas também presta atenção a alguns blocos de chaves sorteados (BigBird). Os blocos sorteados são salvos com o cenário.</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Tamanho do bloco</translation>
    </message>
    <message>
        <source>random key blocks per query block:</source>
        <translation>blocos aleatórios por bloco de consultas:</translation>
    </message>
    <message>
        <source>Random blocks per query block</source>
        <translation>Blocos aleatórios por bloco de consultas</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>semente</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>D&amp;raw again</source>
        <translation>Sortea&amp;r de novo</translation>
    </message>
    <message>
        <source>Draw other random blocks (the next seed).</source>
        <translation>Sortear outros blocos aleatórios (a próxima semente).</translation>
    </message>
    <message>
        <source>③ Random:</source>
        <translation>③ Aleatório:</translation>
    </message>
    <message>
        <source>The pattern: which keys (columns) each query (row) sees</source>
        <translation>O padrão: quais chaves (colunas) cada consulta (linha) vê</translation>
    </message>
    <message>
        <source>Hops: after how many layers token j (column) can reach token i (row)</source>
        <translation>Saltos: após quantas camadas o token j (coluna) alcança o token i (linha)</translation>
    </message>
    <message>
        <source>Dense pattern</source>
        <translation>Padrão denso</translation>
    </message>
    <message>
        <source>Sliding window pattern</source>
        <translation>Padrão de janela deslizante</translation>
    </message>
    <message>
        <source>Longformer pattern</source>
        <translation>Padrão Longformer</translation>
    </message>
    <message>
        <source>BigBird pattern</source>
        <translation>Padrão BigBird</translation>
    </message>
    <message>
        <source>Band on</source>
        <translation>Faixa ativada</translation>
    </message>
    <message>
        <source>Band off</source>
        <translation>Faixa desativada</translation>
    </message>
    <message>
        <source>Window %1</source>
        <translation>Janela %1</translation>
    </message>
    <message>
        <source>Dilation %1</source>
        <translation>Dilatação %1</translation>
    </message>
    <message>
        <source>Random blocks on</source>
        <translation>Blocos aleatórios ativados</translation>
    </message>
    <message>
        <source>Random blocks off</source>
        <translation>Blocos aleatórios desativados</translation>
    </message>
    <message>
        <source>Random blocks</source>
        <translation>Blocos aleatórios</translation>
    </message>
    <message>
        <source>Token %1 no longer global</source>
        <translation>Token %1 deixa de ser global</translation>
    </message>
    <message>
        <source>Token %1 global</source>
        <translation>Token %1 global</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s): with so few, a pattern hides little. Try the example “Sparse attention” (64 tokens) or a longer random scenario.</source>
        <translation>
            <numerusform>%n token: com tão poucos, um padrão oculta pouco. Experimente o exemplo “Atenção esparsa” (64 tokens) ou um cenário aleatório mais longo.</numerusform>
            <numerusform>%n tokens: com tão poucos, um padrão oculta pouco. Experimente o exemplo “Atenção esparsa” (64 tokens) ou um cenário aleatório mais longo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every token reaches every other one in one layer: nothing is hidden.</source>
        <translation>Cada token alcança todos os outros em uma camada: nada fica oculto.</translation>
    </message>
    <message numerus="yes">
        <source>Every reachable pair is joined within %n layer(s).</source>
        <translation>
            <numerusform>Cada par alcançável é ligado em até %n camada.</numerusform>
            <numerusform>Cada par alcançável é ligado em até %n camadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) are never joined: under the causal mask a token never hears from later ones.</source>
        <translation>
            <numerusform>%n par nunca é ligado: sob a máscara causal, um token nunca recebe nada dos posteriores.</numerusform>
            <numerusform>%n pares nunca são ligados: sob a máscara causal, um token nunca recebe nada dos posteriores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) are never joined by any chain.</source>
        <translation>
            <numerusform>%n par não é ligado por nenhuma cadeia.</numerusform>
            <numerusform>%n pares não são ligados por nenhuma cadeia.</numerusform>
        </translation>
    </message>
    <message>
        <source>A window alone needs ⌈(n − 1) / (w·r)⌉ = %1 layers to join the first and the last token; one global token makes it 2.</source>
        <translation>Uma janela sozinha precisa de ⌈(n − 1) / (w·r)⌉ = %1 camadas para ligar o primeiro e o último token; um token global reduz isso a 2.</translation>
    </message>
    <message>
        <source>Through a global token any two tokens are at most 2 layers apart: i ← g ← j.</source>
        <translation>Por um token global, dois tokens quaisquer ficam a no máximo 2 camadas: i ← g ← j.</translation>
    </message>
    <message>
        <source>The hop graph is drawn for at most %1 tokens.</source>
        <translation>O grafo de saltos é desenhado para no máximo %1 tokens.</translation>
    </message>
    <message>
        <source>On average a query keeps &lt;b&gt;%1 of %2 keys&lt;/b&gt; (%3 % of the n² = %4 pairs).</source>
        <translation>Em média, uma consulta mantém &lt;b&gt;%1 de %2 chaves&lt;/b&gt; (%3% dos n² = %4 pares).</translation>
    </message>
    <message>
        <source>global</source>
        <translation>global</translation>
    </message>
    <message>
        <source>band</source>
        <translation>faixa</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatório</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todas</translation>
    </message>
    <message>
        <source>Query %1 keeps &lt;b&gt;%2 of %3 keys&lt;/b&gt;: %4.</source>
        <translation>A consulta %1 mantém &lt;b&gt;%2 de %3 chaves&lt;/b&gt;: %4.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Click a row of the pattern to see one query&apos;s keys.</source>
        <translation>Clique em uma linha do padrão para ver as chaves de uma consulta.</translation>
    </message>
    <message numerus="yes">
        <source> token(s)</source>
        <comment>suffix after a number of tokens</comment>
        <translation>
            <numerusform> token</numerusform>
            <numerusform> tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Sparse attention&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Atenção esparsa&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A sparse pattern chooses which keys each query sees, so this lab needs softmax self-attention: the same tokens as queries and keys.</source>
        <translation>Um padrão esparso escolhe quais chaves cada consulta vê, por isso este laboratório precisa de autoatenção softmax: os mesmos tokens como consultas e chaves.</translation>
    </message>
    <message>
        <source>Open the example “Sparse attention” (64 tokens) to build a pattern.</source>
        <translation>Abra o exemplo “Atenção esparsa” (64 tokens) para montar um padrão.</translation>
    </message>
    <message>
        <source>To draw a pattern on these tokens, choose Softmax attention in the Kind box of the “Attention, step by step” tab, or open the example “Sparse attention”.</source>
        <translation>Para desenhar um padrão sobre estes tokens, escolha a atenção softmax na caixa Tipo da aba “Atenção, passo a passo” ou abra o exemplo “Atenção esparsa”.</translation>
    </message>
    <message>
        <source>The open scenario has no result yet: %1</source>
        <translation>O cenário aberto ainda não tem resultado: %1</translation>
    </message>
    <message>
        <source>compute it first.</source>
        <translation>calcule-o primeiro.</translation>
    </message>
    <message>
        <source>The open scenario is cross-attention: its %1 queries and its %2 keys are different tokens.</source>
        <translation>O cenário aberto é de atenção cruzada: suas %1 consultas e suas %2 chaves são tokens diferentes.</translation>
    </message>
    <message>
        <source>Open the Exa&amp;mple</source>
        <translation>Abrir o exe&amp;mplo</translation>
    </message>
</context>
<context>
    <name>attnlab::SpeakerNotes</name>
    <message>
        <source>No lesson is open.</source>
        <translation>Nenhuma lição está aberta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step %1 of %2&lt;/b&gt; · %3</source>
        <extracomment>A step of the lesson is a screen (French « écran », Portuguese &quot;tela&quot;), not a stage of the computation (« étape », &quot;etapa&quot;)</extracomment>
        <translation>&lt;b&gt;Tela %1 de %2&lt;/b&gt; · %3</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;This step has no note.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Esta tela não tem nota.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Question:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pergunta:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Answer:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Resposta:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Not revealed yet: R reveals it to the room.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Ainda não revelada: R a revela para a turma.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Revealed.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Revelada.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;A seguir:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next:&lt;/b&gt; the end of the lesson.</source>
        <translation>&lt;b&gt;A seguir:&lt;/b&gt; o fim da lição.</translation>
    </message>
    <message>
        <source>Speaker Notes — AttnLab</source>
        <translation>Notas do apresentador — AttnLab</translation>
    </message>
    <message>
        <source>→ next step · ← previous · R reveal the answer · B blank the projector · Esc leave presenter mode</source>
        <translation>→ próxima tela · ← anterior · R revelar a resposta · B tela preta · Esc sair do modo apresentação</translation>
    </message>
</context>
<context>
    <name>attnlab::SqrtDkView</name>
    <message>
        <source>&amp;d_k</source>
        <translation>&amp;d_k</translation>
    </message>
    <message>
        <source>Tokens &amp;n</source>
        <translation>Tokens &amp;n</translation>
    </message>
    <message>
        <source>torch.manual_seed(seed) before each draw</source>
        <translation>torch.manual_seed(seed) antes de cada sorteio</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>Draw a&amp;gain</source>
        <translation>Sortear de no&amp;vo</translation>
    </message>
    <message>
        <source>The next seed: other random numbers, the same lesson</source>
        <translation>A próxima semente: outros números aleatórios, a mesma lição</translation>
    </message>
    <message>
        <source>&lt;b&gt;Var(q·k) = d_k&lt;/b&gt; for entries of variance 1: the scores spread as √d_k, and the softmax puts almost all of a row&apos;s weight on one key (it saturates). &lt;b&gt;Dividing by √d_k&lt;/b&gt; brings the variance back to 1: the weights stay spread.</source>
        <translation>&lt;b&gt;Var(q·k) = d_k&lt;/b&gt; para componentes de variância 1: as pontuações se espalham como √d_k, e o softmax dá quase todo o peso de uma linha a uma única chave (ele satura). &lt;b&gt;Dividir por √d_k&lt;/b&gt; traz a variância de volta a 1: os pesos continuam distribuídos.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Without √d_k&lt;/b&gt;: softmax(QKᵀ)</source>
        <translation>&lt;b&gt;Sem √d_k&lt;/b&gt;: softmax(QKᵀ)</translation>
    </message>
    <message>
        <source>&lt;b&gt;With √d_k&lt;/b&gt;: softmax(QKᵀ / √d_k)</source>
        <translation>&lt;b&gt;Com √d_k&lt;/b&gt;: softmax(QKᵀ / √d_k)</translation>
    </message>
    <message>
        <source>key dimension d_k (log scale)</source>
        <translation>dimensão das chaves d_k (escala log)</translation>
    </message>
    <message>
        <source>Variance of the scores</source>
        <translation>Variância das pontuações</translation>
    </message>
    <message>
        <source>Mean of each row&apos;s largest weight</source>
        <translation>Média do maior peso de cada linha</translation>
    </message>
    <message>
        <source>without √d_k</source>
        <translation>sem √d_k</translation>
    </message>
    <message>
        <source>with √d_k</source>
        <translation>com √d_k</translation>
    </message>
    <message>
        <source>theory: d_k and 1</source>
        <translation>teoria: d_k e 1</translation>
    </message>
    <message>
        <source>uniform row: 1/n</source>
        <translation>linha uniforme: 1/n</translation>
    </message>
    <message>
        <source>d_k = %1, √d_k = %2</source>
        <translation>d_k = %1, √d_k = %2</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>Variance: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Mean largest weight: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Variância: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Média do maior peso: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>attnlab::StageFigure</name>
    <message>
        <source>Query</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source> — head %1</source>
        <translation> — cabeça %1</translation>
    </message>
    <message>
        <source>Scores Q Kᵀ</source>
        <translation>Pontuações Q Kᵀ</translation>
    </message>
    <message>
        <source>Scaled scores × %1</source>
        <translation>Pontuações com escala × %1</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>Pontuações com máscara</translation>
    </message>
    <message>
        <source>Value dimension</source>
        <translation>Dimensão do valor</translation>
    </message>
    <message>
        <source>Output A V</source>
        <translation>Saída A V</translation>
    </message>
    <message>
        <source>Output dimension</source>
        <translation>Dimensão da saída</translation>
    </message>
    <message>
        <source>Final output: concatenated heads × W_O</source>
        <translation>Saída final: cabeças concatenadas × W_O</translation>
    </message>
    <message>
        <source>Final output: concatenated heads</source>
        <translation>Saída final: cabeças concatenadas</translation>
    </message>
    <message>
        <source>Attention weights — layer %1, head %2</source>
        <translation>Pesos de atenção — camada %1, cabeça %2</translation>
    </message>
    <message>
        <source>Attention weights — head %1</source>
        <translation>Pesos de atenção — cabeça %1</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Pesos de atenção</translation>
    </message>
    <message>
        <source>Attention weights (softmax)</source>
        <translation>Pesos de atenção (softmax)</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeça %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>camada %1</translation>
    </message>
    <message>
        <source>Attention weights — layer %1</source>
        <translation>Pesos de atenção — camada %1</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
</context>
<context>
    <name>attnlab::StageView</name>
    <message>
        <source>Head %1: click to show it large</source>
        <translation>Cabeça %1: clique para ampliá-la</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeça %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot compute:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Não é possível calcular:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Largest weight of each row: %1. Near 1 means the softmax has saturated on one key.</source>
        <translation>Maior peso de cada linha: %1. Um valor perto de 1 significa que o softmax saturou em uma só chave.</translation>
    </message>
    <message numerus="yes">
        <source>%n query row(s) have every key hidden: their weights and output are 0.</source>
        <translation>
            <numerusform>%n linha de consulta tem todas as chaves ocultas: seus pesos e sua saída são 0.</numerusform>
            <numerusform>%n linhas de consulta têm todas as chaves ocultas: seus pesos e suas saídas são 0.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click or drag to hide pairs; on a hidden pair, to show them again.</source>
        <translation>Clique ou arraste para ocultar pares; sobre um par oculto, para mostrá-los de novo.</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>Etapa %1 de %2 · %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Painting the mask:&lt;/b&gt; click a cell to hide that pair (or show it again); drag across cells to paint several — the first cell of a stroke decides whether the stroke hides or shows. Undo removes a whole stroke. Switch “Paint mask” off to inspect cells again.</source>
        <translation>&lt;b&gt;Pintando a máscara:&lt;/b&gt; clique em uma célula para ocultar esse par (ou mostrá-lo de novo); arraste sobre várias células para pintá-las — a primeira célula de um traço decide se ele oculta ou mostra. Desfazer remove um traço inteiro. Desligue “Pintar” para voltar a inspecionar as células.</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Previous frame</source>
        <translation>Passo anterior</translation>
    </message>
    <message>
        <source>Next frame</source>
        <translation>Próximo passo</translation>
    </message>
    <message>
        <source>Play the frames</source>
        <translation>Reproduzir os passos</translation>
    </message>
    <message>
        <source>Explanation of the step</source>
        <translation>Explicação da etapa</translation>
    </message>
</context>
<context>
    <name>attnlab::TokenGraphView</name>
    <message>
        <source>layer %1 out</source>
        <translation>saída da camada %1</translation>
    </message>
    <message>
        <source>input</source>
        <translation>entrada</translation>
    </message>
</context>
<context>
    <name>attnlab::TokenGridView</name>
    <message>
        <source>Click a cell: its query&apos;s attention over every cell is drawn in colour; the outlined 3 × 3 square is all a convolution would see.</source>
        <translation>Clique em uma célula: a atenção da consulta dela sobre todas as células aparece em cores; o quadrado 3 × 3 contornado é tudo o que uma convolução veria.</translation>
    </message>
</context>
<context>
    <name>attnlab::TranslatorLab</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The trained translator cannot be read.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Não é possível ler o tradutor treinado.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francês</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Português</translation>
    </message>
    <message>
        <source>A real encoder–decoder Transformer, trained by scripts/models/train_translator.py on sentences made from a small grammar, translates English into French or Portuguese. Each word it writes comes from one decoding step; its &lt;b&gt;cross-attention&lt;/b&gt; says which English words that step read. &lt;b&gt;Click a head&lt;/b&gt; to see it large.</source>
        <translation>Um Transformer codificador–decodificador real, treinado por scripts/models/train_translator.py com frases geradas por uma pequena gramática, traduz do inglês para o francês ou o português. Cada palavra que ele escreve vem de um passo de decodificação; sua &lt;b&gt;atenção cruzada&lt;/b&gt; diz quais palavras em inglês esse passo leu. &lt;b&gt;Clique em uma cabeça&lt;/b&gt; para ampliá-la.</translation>
    </message>
    <message>
        <source>En&amp;glish:</source>
        <translation>&amp;Inglês:</translation>
    </message>
    <message>
        <source>an English sentence, e.g. the black cat</source>
        <translation>uma frase em inglês, p. ex. the black cat</translation>
    </message>
    <message>
        <source>&amp;Into:</source>
        <translation>&amp;Para:</translation>
    </message>
    <message>
        <source>&amp;Translate</source>
        <translation>&amp;Traduzir</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primeiro</translation>
    </message>
    <message>
        <source>The first decoding step</source>
        <translation>O primeiro passo de decodificação</translation>
    </message>
    <message>
        <source>◀ Step</source>
        <translation>◀ Passo</translation>
    </message>
    <message>
        <source>The previous decoding step</source>
        <translation>O passo de decodificação anterior</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Passo ▶</translation>
    </message>
    <message>
        <source>The next decoding step</source>
        <translation>O próximo passo de decodificação</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tudo</translation>
    </message>
    <message>
        <source>The last decoding step: the whole translation</source>
        <translation>O último passo de decodificação: a tradução inteira</translation>
    </message>
    <message>
        <source>&amp;Attention:</source>
        <translation>Ate&amp;nção:</translation>
    </message>
    <message>
        <source>&amp;Show as:</source>
        <translation>&amp;Mostrar como:</translation>
    </message>
    <message>
        <source>Lines (alignment)</source>
        <translation>Linhas (alinhamento)</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Mapa de calor</translation>
    </message>
    <message>
        <source>Every head, a row per layer: click one to show it large.</source>
        <translation>Todas as cabeças, uma linha por camada: clique em uma para ampliá-la.</translation>
    </message>
    <message>
        <source>&amp;Open This Head Step by Step</source>
        <translation>Abrir esta &amp;cabeça passo a passo</translation>
    </message>
    <message>
        <source>Its real Q, K and V for this sentence, as a new scenario in the step-by-step view: scores, ÷√d_k, mask, softmax, weighted sum</source>
        <translation>Seus Q, K e V reais para esta frase, como um novo cenário na visualização passo a passo: pontuações, ÷√d_k, máscara, softmax, soma ponderada</translation>
    </message>
    <message>
        <source>E&amp;xport Figure…</source>
        <translation>Exportar &amp;figura…</translation>
    </message>
    <message>
        <source>Export All Hea&amp;ds…</source>
        <translation>Exportar to&amp;das as cabeças…</translation>
    </message>
    <message>
        <source>Cross-attention (written → English)</source>
        <translation>Atenção cruzada (escrito → inglês)</translation>
    </message>
    <message>
        <source>Encoder self-attention (English → English)</source>
        <translation>Autoatenção do codificador (inglês → inglês)</translation>
    </message>
    <message>
        <source>Decoder self-attention (written → written)</source>
        <translation>Autoatenção do decodificador (escrito → escrito)</translation>
    </message>
    <message numerus="yes">
        <source>%1 is not among the %n English words the model knows; the nearest: %2.</source>
        <translation>
            <numerusform>%1 não está entre as palavras em inglês que o modelo conhece (%n); as mais próximas: %2.</numerusform>
            <numerusform>%1 não está entre as %n palavras em inglês que o modelo conhece; as mais próximas: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Translate needs every word known: choose one of the nearest.</source>
        <translation>Traduzir exige que todas as palavras sejam conhecidas: escolha uma das mais próximas.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproduzir</translation>
    </message>
    <message>
        <source>One decoding step a second</source>
        <translation>Um passo de decodificação por segundo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layer %1, head %2&lt;/b&gt; (★) aligns best: in training, for %3 of the held-out noun–adjective pairs, the step writing the adjective looked most at the English adjective.</source>
        <translation>&lt;b&gt;Camada %1, cabeça %2&lt;/b&gt; (★) é a que melhor alinha: no treinamento, em %3 dos pares substantivo–adjetivo reservados, o passo que escrevia o adjetivo olhou mais para o adjetivo em inglês.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layer %1, head %2&lt;/b&gt; (★) aligns best in training.</source>
        <translation>&lt;b&gt;Camada %1, cabeça %2&lt;/b&gt; (★) é a que melhor alinha no treinamento.</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <source>On this sentence, the English word each written word looks at most: %1.</source>
        <translation>Nesta frase, a palavra em inglês para a qual cada palavra escrita mais olha: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alignment score: %1&lt;/b&gt; — the mean of those largest weights over the words written (1: each word looks at a single English word).</source>
        <translation>&lt;b&gt;Pontuação de alinhamento: %1&lt;/b&gt; — a média desses maiores pesos sobre as palavras escritas (1: cada palavra olha para uma única palavra em inglês).</translation>
    </message>
    <message>
        <source>%1, layer %2, head %3</source>
        <translation>%1, camada %2, cabeça %3</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>chaves</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>consultas</translation>
    </message>
    <message>
        <source>reads</source>
        <translation>lê</translation>
    </message>
    <message>
        <source>reads (written)</source>
        <translation>lê (escrito)</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>escreve</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>camada %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeça %1</translation>
    </message>
    <message>
        <source>Layer %1, head %2: click to show it large</source>
        <translation>Camada %1, cabeça %2: clique para ampliá-la</translation>
    </message>
    <message>
        <source>Type a sentence and press Translate.</source>
        <translation>Digite uma frase e clique em Traduzir.</translation>
    </message>
    <message>
        <source>Step %1 of %2: writes %3, the end of the sentence.</source>
        <translation>Passo %1 de %2: escreve %3, o fim da frase.</translation>
    </message>
    <message>
        <source>Step %1 of %2: writes %3.</source>
        <translation>Passo %1 de %2: escreve %3.</translation>
    </message>
    <message>
        <source>%1 in %2:</source>
        <translation>%1 em %2:</translation>
    </message>
    <message>
        <source>Trained translator: %1, layer %2, head %3</source>
        <translation>Tradutor treinado: %1, camada %2, cabeça %3</translation>
    </message>
    <message>
        <source>Check: the weights computed here equal the model&apos;s (largest difference from the model: %1).</source>
        <translation>Verificação: os pesos calculados aqui são iguais aos do modelo (maior diferença em relação ao modelo: %1).</translation>
    </message>
    <message>
        <source>the rows of Q, K and V are the English tokens</source>
        <translation>as linhas de Q, K e V são os tokens em inglês</translation>
    </message>
    <message>
        <source>the rows of Q are the decoding steps, named by the word each writes; those of K and V the English tokens</source>
        <translation>as linhas de Q são os passos de decodificação, nomeados pela palavra que cada um escreve; as de K e V, os tokens em inglês</translation>
    </message>
    <message>
        <source>the rows are the decoding steps, named by the word each writes, and the causal mask lets a step see only itself and the steps before it</source>
        <translation>as linhas são os passos de decodificação, nomeados pela palavra que cada um escreve, e a máscara causal deixa um passo ver apenas a si mesmo e os passos anteriores</translation>
    </message>
    <message>
        <source>The real Q, K and V of this head of the trained translator (resources/models/translator) for %1 → %2, after the head&apos;s projection (d_k = %3): %4.</source>
        <translation>Os Q, K e V reais desta cabeça do tradutor treinado (resources/models/translator) para %1 → %2, após a projeção da cabeça (d_k = %3): %4.</translation>
    </message>
    <message>
        <source>Opened in the step-by-step view: its weights there equal the model&apos;s (largest difference from the model: %1).</source>
        <translation>Aberta na visualização passo a passo: os pesos dela lá são iguais aos do modelo (maior diferença em relação ao modelo: %1).</translation>
    </message>
    <message>
        <source>There is no translation to export: translate a sentence first.</source>
        <translation>Não há tradução para exportar: traduza uma frase primeiro.</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Exportar figura</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Não é possível exportar</translation>
    </message>
    <message>
        <source>Export every head</source>
        <translation>Exportar todas as cabeças</translation>
    </message>
    <message>
        <source>Encoder &amp;Rollout and Heads…</source>
        <translation>&amp;Rollout e cabeças do codificador…</translation>
    </message>
    <message>
        <source>The encoder&apos;s self-attention for this sentence, every layer and head: its rollout and flow over the sentence&apos;s words, the heads&apos; statistics, comparisons, the token graph</source>
        <translation>A autoatenção do codificador para esta frase, todas as camadas e cabeças: o rollout e o fluxo sobre as palavras da frase, as estatísticas das cabeças, comparações, o grafo de tokens</translation>
    </message>
    <message>
        <source>Export Encoder Attention (.npy)…</source>
        <translation>Exportar atenção do codificador (.npy)…</translation>
    </message>
    <message>
        <source>The encoder&apos;s self-attention as a (layers, heads, n, n) NumPy stack and its tokens beside it, as the third tab opens it</source>
        <translation>A autoatenção do codificador como uma pilha NumPy (layers, heads, n, n) e os seus tokens ao lado, como a terceira aba a abre</translation>
    </message>
    <message>
        <source>encoder self-attention</source>
        <translation>autoatenção do codificador</translation>
    </message>
    <message>
        <source>Encoder self-attention: rollout and heads</source>
        <translation>Autoatenção do codificador: rollout e cabeças</translation>
    </message>
    <message>
        <source>Export the encoder&apos;s self-attention</source>
        <translation>Exportar a autoatenção do codificador</translation>
    </message>
    <message>
        <source>NumPy attention weights (*.npy)</source>
        <translation>Pesos de atenção NumPy (*.npy)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Explore and teach the attention mechanism.</source>
        <translation>Explore e ensine o mecanismo de atenção.</translation>
    </message>
    <message>
        <source>A scenario (.json) or attention weights (.npy) to open.</source>
        <translation>Um cenário (.json) ou pesos de atenção (.npy) para abrir.</translation>
    </message>
    <message>
        <source>%1: the lesson “%2”, 1 step</source>
        <translation>%1: a lição “%2”, 1 tela</translation>
    </message>
    <message>
        <source>%1: the lesson “%2”, %3 steps</source>
        <translation>%1: a lição “%2”, %3 telas</translation>
    </message>
    <message>
        <source>%1: opened, the window shows “%2”</source>
        <translation>%1: aberto, a janela mostra “%2”</translation>
    </message>
    <message>
        <source>The steps are not shown: %1</source>
        <translation>As etapas não são mostradas: %1</translation>
    </message>
    <message>
        <source>Examples and lessons: %1</source>
        <translation>Exemplos e lições: %1</translation>
    </message>
    <message>
        <source>Open the file, wait for its numbers, print what was opened and quit (status 2 when it did not open): a check that an installation works, also with QT_QPA_PLATFORM=offscreen.</source>
        <translation>Abrir o arquivo, esperar seus números, imprimir o que foi aberto e sair (status 2 quando não abrir): uma verificação de que uma instalação funciona, também com QT_QPA_PLATFORM=offscreen.</translation>
    </message>
    <message>
        <source>--quit-after-open needs a file</source>
        <translation>--quit-after-open precisa de um arquivo</translation>
    </message>
</context>
</TS>
