<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AddLessonStepCommand</name>
    <message>
        <source>Add step %1</source>
        <translation>Ajouter l&apos;écran %1</translation>
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
        <translation>3 Scores</translation>
    </message>
    <message>
        <source>4 Mask</source>
        <translation>4 Masque</translation>
    </message>
    <message>
        <source>5 Softmax</source>
        <translation>5 Softmax</translation>
    </message>
    <message>
        <source>6 Weighted sum</source>
        <translation>6 Somme pondérée</translation>
    </message>
    <message>
        <source>unit input</source>
        <translation>entrée d&apos;unité</translation>
    </message>
    <message>
        <source>score e</source>
        <translation>score e</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>poids d&apos;attention</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>valeur de sortie</translation>
    </message>
    <message>
        <source>Queries seen by the units, W_q q</source>
        <translation>Requêtes vues par les unités, W_q q</translation>
    </message>
    <message>
        <source>Keys seen by the units, W_k k</source>
        <translation>Clés vues par les unités, W_k k</translation>
    </message>
    <message>
        <source>Scores vᵀ tanh(W_q q + W_k k)</source>
        <translation>Scores vᵀ tanh(W_q q + W_k k)</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>Scores masqués</translation>
    </message>
    <message>
        <source>Attention weights (additive)</source>
        <translation>Poids d&apos;attention (additive)</translation>
    </message>
    <message>
        <source>Output A V</source>
        <translation>Sortie A V</translation>
    </message>
    <message>
        <source>Attention began in 2014 in translation: while writing each word, the decoder looks back at every word of the source sentence. Its state q is first multiplied by a learned matrix W_q, giving one number for each of the d_a units of a small network.</source>
        <translation>L&apos;attention est née en 2014 avec la traduction&#xa0;: avant d&apos;écrire chaque mot, le décodeur consulte chaque mot de la phrase source. Son état q est d&apos;abord multiplié par une matrice apprise W_q, ce qui donne un nombre pour chacune des d_a unités d&apos;un petit réseau.</translation>
    </message>
    <message>
        <source>Each source word&apos;s annotation k goes through its own learned matrix W_k into the same d_a units. These products are computed once per key and reused for every query.</source>
        <translation>L&apos;annotation k de chaque mot source passe par sa propre matrice apprise W_k vers les mêmes d_a unités. Ces produits sont calculés une fois par clé et réutilisés pour chaque requête.</translation>
    </message>
    <message>
        <source>For each query and key the units add W_q q and W_k k, pass the sum through tanh and weigh the results with a learned vector v. The comparison is itself learned, instead of a dot product; tanh keeps every unit between −1 and 1, so no √d_k is needed.</source>
        <translation>Pour chaque requête et chaque clé, les unités additionnent W_q q et W_k k, passent la somme dans tanh et pondèrent les résultats par un vecteur appris v. La comparaison est elle-même apprise, au lieu d&apos;un produit scalaire&#xa0;; tanh garde chaque unité entre −1 et 1, donc aucun √d_k n&apos;est nécessaire.</translation>
    </message>
    <message>
        <source>As in softmax attention, the mask sets hidden pairs to −∞: their weight will be exactly 0.</source>
        <translation>Comme dans l&apos;attention softmax, le masque met les paires masquées à −∞&#xa0;: leur poids vaudra exactement 0.</translation>
    </message>
    <message>
        <source>The softmax of each row turns the scores into weights that are positive and add up to 1: how much of each key&apos;s value the query takes.</source>
        <translation>Le softmax de chaque ligne transforme les scores en poids positifs dont la somme vaut 1&#xa0;: la part de la valeur de chaque clé que prend la requête.</translation>
    </message>
    <message>
        <source>Each output row is the weighted average of the values: the context the decoder uses to write its next word.</source>
        <translation>Chaque ligne de sortie est la moyenne pondérée des valeurs&#xa0;: le contexte dont le décodeur se sert pour écrire son mot suivant.</translation>
    </message>
    <message>
        <source>This scenario evaluates tanh %1 times (n_q · n_k · d_a = %2 × %3 × %4); dot-product scores would take %5 multiply-adds (n_q · n_k · d_k) and no tanh.</source>
        <translation>Ce scénario évalue tanh %1 fois (n_q · n_k · d_a = %2 × %3 × %4)&#xa0;; des scores par produit scalaire demanderaient %5 multiplications-additions (n_q · n_k · d_k) et aucun tanh.</translation>
    </message>
    <message>
        <source>Every score lies within ±Σ|v&lt;sub&gt;u&lt;/sub&gt;| = ±%1.</source>
        <translation>Chaque score reste dans ±Σ|v&lt;sub&gt;u&lt;/sub&gt;| = ±%1.</translation>
    </message>
    <message>
        <source>Largest weight of each row: %1.</source>
        <translation>Plus grand poids de chaque ligne&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n query row(s) have every key hidden: their weights and output are 0.</source>
        <translation>
            <numerusform>%n ligne de requête a toutes ses clés masquées&#xa0;: ses poids et sa sortie valent 0.</numerusform>
            <numerusform>%n lignes de requête ont toutes leurs clés masquées&#xa0;: leurs poids et leur sortie valent 0.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unit u</source>
        <translation>Unité u</translation>
    </message>
    <message>
        <source>Value dimension</source>
        <translation>Dimension des valeurs</translation>
    </message>
    <message>
        <source>Query %1 %2, unit %3</source>
        <translation>Requête %1 %2, unité %3</translation>
    </message>
    <message>
        <source>Key %1 %2, unit %3</source>
        <translation>Clé %1 %2, unité %3</translation>
    </message>
    <message>
        <source>(%1 %2&lt;sub&gt;%3&lt;/sub&gt;)&lt;sub&gt;%4&lt;/sub&gt; = Σ&lt;sub&gt;c&lt;/sub&gt; %1[%4, c] × %2&lt;sub&gt;%3,c&lt;/sub&gt;: row %4 of %1 against the vector.</source>
        <translation>(%1 %2&lt;sub&gt;%3&lt;/sub&gt;)&lt;sub&gt;%4&lt;/sub&gt; = Σ&lt;sub&gt;c&lt;/sub&gt; %1[%4, c] × %2&lt;sub&gt;%3,c&lt;/sub&gt;&#xa0;: la ligne %4 de %1 contre le vecteur.</translation>
    </message>
    <message>
        <source>product</source>
        <translation>produit</translation>
    </message>
    <message numerus="yes">
        <source>%n more dimension(s) where the weight or the vector is 0 add nothing.</source>
        <translation>
            <numerusform>%n autre dimension où le poids ou le vecteur vaut 0 n&apos;ajoute rien.</numerusform>
            <numerusform>%n autres dimensions où le poids ou le vecteur vaut 0 n&apos;ajoutent rien.</numerusform>
        </translation>
    </message>
    <message>
        <source>sum = %1</source>
        <translation>somme = %1</translation>
    </message>
    <message>
        <source>Output of query %1 %2, column %3</source>
        <translation>Sortie de la requête %1 %2, colonne %3</translation>
    </message>
    <message>
        <source>o&lt;sub&gt;%1,%2&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; a&lt;sub&gt;%1,j&lt;/sub&gt; × v&lt;sub&gt;j,%2&lt;/sub&gt;: the values of column %2, averaged with this query&apos;s weights.</source>
        <translation>o&lt;sub&gt;%1,%2&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; a&lt;sub&gt;%1,j&lt;/sub&gt; × v&lt;sub&gt;j,%2&lt;/sub&gt;&#xa0;: les valeurs de la colonne %2, moyennées avec les poids de cette requête.</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>clé j</translation>
    </message>
    <message>
        <source>weight a</source>
        <translation>poids a</translation>
    </message>
    <message>
        <source>value v</source>
        <translation>valeur v</translation>
    </message>
    <message>
        <source>Query %1 %2 → key %3 %4</source>
        <translation>Requête %1 %2 → clé %3 %4</translation>
    </message>
    <message>
        <source>1. Score e = vᵀ tanh(W_q q + W_k k)</source>
        <translation>1. Score e = vᵀ tanh(W_q q + W_k k)</translation>
    </message>
    <message>
        <source>Each of the %1 units adds what it sees of the query and of the key, squashes the sum with tanh and weighs it by v&lt;sub&gt;u&lt;/sub&gt;.</source>
        <translation>Chacune des %1 unités additionne ce qu&apos;elle voit de la requête et de la clé, écrase la somme avec tanh et la pondère par v&lt;sub&gt;u&lt;/sub&gt;.</translation>
    </message>
    <message>
        <source>unit u</source>
        <translation>unité u</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>somme</translation>
    </message>
    <message>
        <source>Unlike a dot product q · k, this comparison is learned (W_q, W_k and v are trained with the model), has no √d_k (tanh keeps each unit between −1 and 1) and costs %1 tanh per pair instead of %2 multiply-adds.</source>
        <translation>Contrairement au produit scalaire q · k, cette comparaison est apprise (W_q, W_k et v sont entraînés avec le modèle), n&apos;a pas de √d_k (tanh garde chaque unité entre −1 et 1) et coûte %1 tanh par paire au lieu de %2 multiplications-additions.</translation>
    </message>
    <message>
        <source>e&lt;sub&gt;%1,%2&lt;/sub&gt; = %3</source>
        <translation>e&lt;sub&gt;%1,%2&lt;/sub&gt; = %3</translation>
    </message>
    <message>
        <source>2. Mask</source>
        <translation>2. Masque</translation>
    </message>
    <message>
        <source>No mask: the score passes unchanged, &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Pas de masque&#xa0;: le score reste inchangé, &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Allowed: the score passes unchanged, &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Autorisée&#xa0;: le score reste inchangé, &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Hidden (%1): the score becomes &lt;b&gt;−∞&lt;/b&gt;, so the weight will be 0.</source>
        <translation>Masquée (%1)&#xa0;: le score devient &lt;b&gt;−∞&lt;/b&gt;, le poids sera donc 0.</translation>
    </message>
    <message>
        <source>3. Softmax of row %1</source>
        <translation>3. Softmax de la ligne %1</translation>
    </message>
    <message>
        <source>The mask hides every key of this query: the row&apos;s weights and output are all 0 (never 0/0).</source>
        <translation>Le masque cache toutes les clés de cette requête&#xa0;: les poids et la sortie de la ligne valent tous 0 (jamais 0/0).</translation>
    </message>
    <message>
        <source>row maximum m = %1</source>
        <translation>maximum de la ligne m = %1</translation>
    </message>
    <message>
        <source>%1 queries, %2 keys, d_k = %3, d_a = %4 units, d_v = %5</source>
        <translation>%1 requêtes, %2 clés, d_k = %3, d_a = %4 unités, d_v = %5</translation>
    </message>
    <message>
        <source>The open scenario is additive attention (2014): a small network scores each query against each key.</source>
        <translation>Le scénario ouvert est une attention additive (2014)&#xa0;: un petit réseau note chaque requête face à chaque clé.</translation>
    </message>
    <message>
        <source>Additive attention (2014)</source>
        <translation>Attention additive (2014)</translation>
    </message>
</context>
<context>
    <name>ConvertToMatricesCommand</name>
    <message>
        <source>Copy Q, K, V into matrix mode</source>
        <translation>Copier Q, K, V en mode matrices</translation>
    </message>
</context>
<context>
    <name>DeformableDescription</name>
    <message>
        <source>1 Map and points</source>
        <translation>1 Carte et points</translation>
    </message>
    <message>
        <source>2 Point logits</source>
        <translation>2 Logits des points</translation>
    </message>
    <message>
        <source>3 Point weights</source>
        <translation>3 Poids des points</translation>
    </message>
    <message>
        <source>4 Output</source>
        <translation>4 Sortie</translation>
    </message>
    <message>
        <source>mean over the channels</source>
        <translation>moyenne sur les canaux</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>weight a</source>
        <translation>poids a</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>valeur de sortie</translation>
    </message>
    <message>
        <source>Value map (mean of %1 channels) and sampling points</source>
        <translation>Carte des valeurs (moyenne de %1 canaux) et points d&apos;échantillonnage</translation>
    </message>
    <message>
        <source>Point logits, %1 per head</source>
        <translation>Logits des points, %1 par tête</translation>
    </message>
    <message>
        <source>Point weights a, %1 per head</source>
        <translation>Poids a des points, %1 par tête</translation>
    </message>
    <message>
        <source>Output, %1 heads side by side</source>
        <translation>Sortie, %1 têtes côte à côte</translation>
    </message>
    <message>
        <source>head 0 orange</source>
        <translation>tête 0 orange</translation>
    </message>
    <message>
        <source>head 1 green</source>
        <translation>tête 1 verte</translation>
    </message>
    <message>
        <source>head 2 pink</source>
        <translation>tête 2 rose</translation>
    </message>
    <message>
        <source>head 3 yellow</source>
        <translation>tête 3 jaune</translation>
    </message>
    <message>
        <source>head 4 black</source>
        <translation>tête 4 noire</translation>
    </message>
    <message>
        <source>head 5 sky blue</source>
        <translation>tête 5 bleu ciel</translation>
    </message>
    <message>
        <source>n&lt;sub&gt;q&lt;/sub&gt;·M·K = %1·%2·%3 = %4 samples, against n&lt;sub&gt;q&lt;/sub&gt;·H·W = %1·%5·%6 = %7 comparisons for full attention over the same map.</source>
        <translation>n&lt;sub&gt;q&lt;/sub&gt;·M·K = %1·%2·%3 = %4 échantillons, contre n&lt;sub&gt;q&lt;/sub&gt;·H·W = %1·%5·%6 = %7 comparaisons pour l&apos;attention complète sur la même carte.</translation>
    </message>
    <message>
        <source>k%1</source>
        <translation>k%1</translation>
    </message>
    <message>
        <source>Sampling point</source>
        <translation>Point d&apos;échantillonnage</translation>
    </message>
    <message>
        <source>point k</source>
        <translation>point k</translation>
    </message>
    <message>
        <source>a&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>a&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Pixel (x %1, y %2) of the value map</source>
        <translation>Pixel (x %1, y %2) de la carte des valeurs</translation>
    </message>
    <message>
        <source>The mean of its %1 channels</source>
        <translation>La moyenne de ses %1 canaux</translation>
    </message>
    <message>
        <source>channel c</source>
        <translation>canal c</translation>
    </message>
    <message>
        <source>head</source>
        <translation>tête</translation>
    </message>
    <message>
        <source>v(y, x, c)</source>
        <translation>v(y, x, c)</translation>
    </message>
    <message>
        <source>mean = %1</source>
        <translation>moyenne = %1</translation>
    </message>
    <message>
        <source>The logits of head %1&apos;s points and their softmax</source>
        <translation>Les logits des points de la tête %1 et leur softmax</translation>
    </message>
    <message>
        <source>a&lt;sub&gt;%1,%2,%3&lt;/sub&gt; = %4</source>
        <translation>a&lt;sub&gt;%1,%2,%3&lt;/sub&gt; = %4</translation>
    </message>
    <message>
        <source>Output o&lt;sub&gt;%1&lt;/sub&gt;[%2]: head %3, its channel %4</source>
        <translation>Sortie o&lt;sub&gt;%1&lt;/sub&gt;[%2]&#xa0;: tête %3, son canal %4</translation>
    </message>
    <message>
        <source>1. Weights: softmax over head %1&apos;s %2 points</source>
        <translation>1. Poids&#xa0;: softmax sur les %2 points de la tête %1</translation>
    </message>
    <message>
        <source>neighbour (x, y)</source>
        <translation>voisin (x, y)</translation>
    </message>
    <message>
        <source>bilinear weight</source>
        <translation>poids bilinéaire</translation>
    </message>
    <message>
        <source>value v[%1]</source>
        <translation>valeur v[%1]</translation>
    </message>
    <message>
        <source>product</source>
        <translation>produit</translation>
    </message>
    <message>
        <source>outside: 0</source>
        <translation>hors carte&#xa0;: 0</translation>
    </message>
    <message>
        <source>v&lt;sub&gt;%1&lt;/sub&gt;(ℓ&lt;sub&gt;%2&lt;/sub&gt;)[%3] = %4</source>
        <translation>v&lt;sub&gt;%1&lt;/sub&gt;(ℓ&lt;sub&gt;%2&lt;/sub&gt;)[%3] = %4</translation>
    </message>
    <message>
        <source>%1. Weighted sum over the %2 points</source>
        <translation>%1. Somme pondérée sur les %2 points</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>échantillon</translation>
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
        <translation>%1 requêtes sur une carte %2 × %3 de d = %4, %5 têtes × %6 points</translation>
    </message>
    <message>
        <source>Value maps (mean of %1 channels) and sampling points, %2 levels</source>
        <translation>Cartes des valeurs (moyenne de %1 canaux) et points d&apos;échantillonnage, %2 niveaux</translation>
    </message>
    <message>
        <source>Output, %1 heads side by side times W_O</source>
        <translation>Sortie, %1 têtes côte à côte multipliées par W_O</translation>
    </message>
    <message>
        <source>level %1 of %2 (%3 × %4)</source>
        <translation>niveau %1 sur %2 (%3 × %4)</translation>
    </message>
    <message>
        <source>The value map, each pixel&apos;s d channels averaged (with several levels, one map per level: the frame chooses it). Rings: the queries&apos; reference points p. Discs: where each query samples, one colour per head (%1), larger for a larger weight a. A point off the map reads zeros.</source>
        <translation>La carte des valeurs, moyenne des d canaux de chaque pixel (avec plusieurs niveaux, une carte par niveau&#xa0;: le curseur de niveau la choisit). Anneaux&#xa0;: les points de référence p des requêtes. Disques&#xa0;: où chaque requête échantillonne, une couleur par tête (%1), plus grands pour un poids a plus grand. Un point hors de la carte lit des zéros.</translation>
    </message>
    <message>
        <source>Each query i has a reference point p&lt;sub&gt;i&lt;/sub&gt; and, for each head m and level l, K sampling offsets Δ in pixels of that level: it reads the value maps only at the points ℓ = p + Δ / (W&lt;sub&gt;l&lt;/sub&gt;, H&lt;sub&gt;l&lt;/sub&gt;), not at every position. Each point also has a logit, shown here. Given query rows q&lt;sub&gt;i&lt;/sub&gt;, both come from two linear projections: Δ = b + W q, logit = b&apos; + W&apos; q.</source>
        <translation>Chaque requête i a un point de référence p&lt;sub&gt;i&lt;/sub&gt; et, pour chaque tête m et chaque niveau l, K décalages d&apos;échantillonnage Δ en pixels de ce niveau&#xa0;: elle ne lit les cartes des valeurs qu&apos;aux points ℓ = p + Δ / (W&lt;sub&gt;l&lt;/sub&gt;, H&lt;sub&gt;l&lt;/sub&gt;), pas à chaque position. Chaque point a aussi un logit, montré ici. Quand les lignes de requête q&lt;sub&gt;i&lt;/sub&gt; sont données, les deux viennent de deux projections linéaires&#xa0;: Δ = b + W q, logit = b&apos; + W&apos; q.</translation>
    </message>
    <message>
        <source>The softmax of a head&apos;s L·K logits (all its points on all levels): how much each sampled point counts. Each row of a head sums to 1.</source>
        <translation>Le softmax des L·K logits d&apos;une tête (tous ses points sur tous les niveaux)&#xa0;: le poids de chaque point échantillonné. Chaque ligne d&apos;une tête a pour somme 1.</translation>
    </message>
    <message>
        <source>Each point is read by bilinear interpolation between its 4 neighbouring pixels of its level (a neighbour outside the map reads 0); head m sums its L·K samples weighted by a, on its own d/M channels, and the heads are put side by side (then multiplied by W_O when it is given).</source>
        <translation>Chaque point est lu par interpolation bilinéaire entre ses 4 pixels voisins de son niveau (un voisin hors de la carte lit 0)&#xa0;; la tête m additionne ses L·K échantillons pondérés par a, sur ses propres d/M canaux, et les têtes sont mises côte à côte (puis multipliées par W_O quand elle est donnée).</translation>
    </message>
    <message>
        <source>n&lt;sub&gt;q&lt;/sub&gt;·M·L·K = %1·%2·%3·%4 = %5 samples, against n&lt;sub&gt;q&lt;/sub&gt;·Σ&lt;sub&gt;l&lt;/sub&gt; H&lt;sub&gt;l&lt;/sub&gt;·W&lt;sub&gt;l&lt;/sub&gt; = %1·(%6) = %7 comparisons for full attention over the same %3 maps.</source>
        <translation>n&lt;sub&gt;q&lt;/sub&gt;·M·L·K = %1·%2·%3·%4 = %5 échantillons, contre n&lt;sub&gt;q&lt;/sub&gt;·Σ&lt;sub&gt;l&lt;/sub&gt; H&lt;sub&gt;l&lt;/sub&gt;·W&lt;sub&gt;l&lt;/sub&gt; = %1·(%6) = %7 comparaisons pour l&apos;attention complète sur les mêmes %3 cartes.</translation>
    </message>
    <message>
        <source>l%1 k%2</source>
        <translation>l%1 k%2</translation>
    </message>
    <message>
        <source>level %1 (%2 × %3)</source>
        <translation>niveau %1 (%2 × %3)</translation>
    </message>
    <message>
        <source>point %1</source>
        <translation>point %1</translation>
    </message>
    <message>
        <source>%1, point %2</source>
        <translation>%1, point %2</translation>
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
        <translation>niveau l</translation>
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
        <translation>Pixel (x %1, y %2) de la carte des valeurs, %3</translation>
    </message>
    <message>
        <source>Logit of query %1, head %2, %3</source>
        <translation>Logit de la requête %1, tête %2, %3</translation>
    </message>
    <message>
        <source>Weight of query %1, head %2, %3</source>
        <translation>Poids de la requête %1, tête %2, %3</translation>
    </message>
    <message>
        <source>1. The logit from the query: a linear projection of q&lt;sub&gt;%1&lt;/sub&gt;</source>
        <translation>1. Le logit tiré de la requête&#xa0;: une projection linéaire de q&lt;sub&gt;%1&lt;/sub&gt;</translation>
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
        <translation>Softmax sur les %2 points de la tête %1</translation>
    </message>
    <message>
        <source>z&lt;sub&gt;%1,%2,%3&lt;/sub&gt; = %4</source>
        <translation>z&lt;sub&gt;%1,%2,%3&lt;/sub&gt; = %4</translation>
    </message>
    <message>
        <source>Output o&lt;sub&gt;%1&lt;/sub&gt;[%2]: the heads side by side times W_O</source>
        <translation>Sortie o&lt;sub&gt;%1&lt;/sub&gt;[%2]&#xa0;: les têtes côte à côte multipliées par W_O</translation>
    </message>
    <message>
        <source>Σ&lt;sub&gt;c&lt;/sub&gt; (heads side by side)&lt;sub&gt;c&lt;/sub&gt; · W_O[c, %1]</source>
        <translation>Σ&lt;sub&gt;c&lt;/sub&gt; (têtes côte à côte)&lt;sub&gt;c&lt;/sub&gt; · W_O[c, %1]</translation>
    </message>
    <message>
        <source>heads side by side</source>
        <translation>têtes côte à côte</translation>
    </message>
    <message>
        <source>W_O[c, %1]</source>
        <translation>W_O[c, %1]</translation>
    </message>
    <message>
        <source>%1. %2: bilinear sample of channel %3</source>
        <translation>%1. %2&#xa0;: échantillon bilinéaire du canal %3</translation>
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
        <translation>Les têtes côte à côte, avant W_O&#xa0;:</translation>
    </message>
    <message>
        <source>%1 queries on %2 maps (%3) of d = %4, %5 heads × %6 points per level</source>
        <translation>%1 requêtes sur %2 cartes (%3) de d = %4, %5 têtes × %6 points par niveau</translation>
    </message>
    <message>
        <source>head 6 blue</source>
        <translation>tête 6 bleue</translation>
    </message>
    <message>
        <source>head 7 vermillion</source>
        <translation>tête 7 vermillon</translation>
    </message>
    <message>
        <source>ℓ = p + Δ / (W, H) = (%1, %2) + (%3, %4) / (%5, %6) = (%7, %8); in pixels x = ℓ&lt;sub&gt;x&lt;/sub&gt;·W − %11 = %9, y = ℓ&lt;sub&gt;y&lt;/sub&gt;·H − %11 = %10</source>
        <translation>ℓ = p + Δ / (W, H) = (%1, %2) + (%3, %4) / (%5, %6) = (%7, %8)&#xa0;; en pixels x = ℓ&lt;sub&gt;x&lt;/sub&gt;·W − %11 = %9, y = ℓ&lt;sub&gt;y&lt;/sub&gt;·H − %11 = %10</translation>
    </message>
    <message>
        <source>Deformable attention</source>
        <translation>Attention déformable</translation>
    </message>
    <message>
        <source>&lt;b&gt;No Q, K or V&lt;/b&gt;: deformable attention reads a value map at a few points per query, shown in the first step. They are the scenario file&apos;s &quot;value&quot; (or &quot;random&quot;), &quot;reference_points&quot;, &quot;sampling_offsets&quot; and &quot;attention_logits&quot;.</source>
        <translation>&lt;b&gt;Pas de Q, K ni V&lt;/b&gt;&#xa0;: l&apos;attention déformable lit une carte des valeurs en quelques points par requête, montrés à la première étape. Ce sont les &quot;value&quot; (ou &quot;random&quot;), &quot;reference_points&quot;, &quot;sampling_offsets&quot; et &quot;attention_logits&quot; du fichier de scénario.</translation>
    </message>
    <message>
        <source>The open scenario is deformable attention: each query reads the value map at a few sampled points around its reference point, not at every key.</source>
        <translation>Le scénario ouvert est une attention déformable&#xa0;: chaque requête lit la carte des valeurs en quelques points échantillonnés autour de son point de référence, et non en chaque clé.</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>cannot read the picture %1 to copy it next to the scenario: %2</source>
        <translation>impossible de lire l&apos;image %1 pour la copier à côté du scénario&#xa0;: %2</translation>
    </message>
    <message>
        <source>the picture must be copied next to the scenario, and another file named %1 is already there</source>
        <translation>l&apos;image doit être copiée à côté du scénario, et un autre fichier nommé %1 s&apos;y trouve déjà</translation>
    </message>
</context>
<context>
    <name>EditCellCommand</name>
    <message>
        <source>Edit %1[%2][%3]</source>
        <translation>Modifier %1[%2][%3]</translation>
    </message>
</context>
<context>
    <name>EditDescriptionCommand</name>
    <message>
        <source>Edit title and description</source>
        <translation>Modifier le titre et la description</translation>
    </message>
</context>
<context>
    <name>EditLessonQuestionCommand</name>
    <message>
        <source>Remove the question of step %1</source>
        <translation>Retirer la question de l&apos;écran %1</translation>
    </message>
    <message>
        <source>Edit the question of step %1</source>
        <translation>Modifier la question de l&apos;écran %1</translation>
    </message>
</context>
<context>
    <name>EditLessonTextCommand</name>
    <message>
        <source>Edit the lesson&apos;s text</source>
        <translation>Modifier le texte de la leçon</translation>
    </message>
</context>
<context>
    <name>EditSentencesCommand</name>
    <message>
        <source>Edit sentences</source>
        <translation>Modifier les phrases</translation>
    </message>
    <message>
        <source>Sentence “%1”</source>
        <translation>Phrase «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Sentences “%1” → “%2”</source>
        <translation>Phrases «&#xa0;%1&#xa0;» → «&#xa0;%2&#xa0;»</translation>
    </message>
</context>
<context>
    <name>EditTokensCommand</name>
    <message>
        <source>Edit token labels</source>
        <translation>Modifier les étiquettes des jetons</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>&quot;%1&quot; is not a stage of this kind</source>
        <translation>&quot;%1&quot; n&apos;est pas une étape de ce type</translation>
    </message>
    <message>
        <source>not a picture this program can read (%1); PNG and JPEG are</source>
        <translation>pas une image que ce programme sait lire (%1)&#xa0;; il lit les PNG et les JPEG</translation>
    </message>
    <message>
        <source>the picture has no pixels (%1)</source>
        <translation>l&apos;image n&apos;a aucun pixel (%1)</translation>
    </message>
    <message>
        <source>the picture is too large (%1 pixels; at most %2 a side and %3 pixels in all); make it smaller first</source>
        <translation>l&apos;image est trop grande (%1 pixels&#xa0;; au plus %2 de côté et %3 pixels en tout)&#xa0;; réduisez-la d&apos;abord</translation>
    </message>
    <message>
        <source>cannot read the picture: %1 (a damaged or truncated file?)</source>
        <translation>impossible de lire l&apos;image&#xa0;: %1 (fichier endommagé ou tronqué&#xa0;?)</translation>
    </message>
    <message>
        <source>the picture has no pixels</source>
        <translation>l&apos;image n&apos;a aucun pixel</translation>
    </message>
    <message>
        <source>the picture is too large (%1 pixels)</source>
        <translation>l&apos;image est trop grande (%1 pixels)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a stage of %2 attention (%3)</source>
        <translation>&quot;%1&quot; n&apos;est pas une étape de l&apos;attention %2 (%3)</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 frame)</source>
        <translation>%1 est hors limites (%2 pas de décodage)</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 frames)</source>
        <translation>%1 est hors limites (%2 pas de décodage)</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 head)</source>
        <translation>%1 est hors limites (%2 tête)</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 heads)</source>
        <translation>%1 est hors limites (%2 têtes)</translation>
    </message>
    <message>
        <source>(%1, %2) is outside the %3 × %4 values</source>
        <translation>(%1, %2) est en dehors des %3 × %4 valeurs</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>An error in the user&apos;s input: the place in it (a key such as &quot;k[2]&quot;, a file), then what is wrong there.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>expected at least 1 row bin, got %1</source>
        <translation>attendu&#xa0;: au moins 1 intervalle de lignes&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected at least 1 column bin, got %1</source>
        <translation>attendu&#xa0;: au moins 1 intervalle de colonnes&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is not a head of this input (0 to %2)</source>
        <translation>%1 n&apos;est pas une tête de cette entrée (0 à %2)</translation>
    </message>
    <message>
        <source>expected %1 values (one per query), got %2</source>
        <translation>attendu&#xa0;: %1 valeurs (une par requête)&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a finite number, got %1</source>
        <translation>attendu&#xa0;: un nombre fini&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected true, false or {&quot;scale&quot;: 0.5}, got %1</source>
        <translation>attendu&#xa0;: true, false ou {&quot;scale&quot;: 0.5}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: unknown key, ignored</source>
        <translation>%1&#xa0;: clé inconnue, ignorée</translation>
    </message>
    <message>
        <source>no query rows</source>
        <translation>aucune ligne de requête</translation>
    </message>
    <message>
        <source>missing: how many object queries</source>
        <translation>manquant&#xa0;: le nombre de requêtes d&apos;objet</translation>
    </message>
    <message>
        <source>expected {&quot;count&quot;: 4, &quot;seed&quot;: 1} or an array of rows, got %1</source>
        <translation>attendu&#xa0;: {&quot;count&quot;: 4, &quot;seed&quot;: 1} ou un tableau de lignes&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>no image reader in this program (pictures are read by the app and attnlab-cli)</source>
        <translation>pas de lecteur d&apos;images dans ce programme (les images sont lues par l&apos;application et attnlab-cli)</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 32}, got %1</source>
        <translation>attendu&#xa0;: un objet tel que {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 32}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>missing: the picture to cut into patches</source>
        <translation>manquant&#xa0;: l&apos;image à découper en patchs</translation>
    </message>
    <message>
        <source>no file name</source>
        <translation>aucun nom de fichier</translation>
    </message>
    <message>
        <source>expected [height, width], got %1</source>
        <translation>attendu&#xa0;: [hauteur, largeur]&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>at most %1 pixels, got %2</source>
        <translation>au plus %1 pixels&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected &quot;resize&quot; or &quot;crop&quot;, got &quot;%1&quot;</source>
        <translation>attendu&#xa0;: &quot;resize&quot; ou &quot;crop&quot;&#xa0;; reçu&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;patches&quot;, &quot;mean_colour&quot; or &quot;lexicon_colour&quot;, got &quot;%1&quot;</source>
        <translation>attendu&#xa0;: &quot;patches&quot;, &quot;mean_colour&quot; ou &quot;lexicon_colour&quot;&#xa0;; reçu&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;identity&quot; or {&quot;random&quot;: 7}, got %1</source>
        <translation>attendu&#xa0;: &quot;identity&quot; ou {&quot;random&quot;: 7}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>empty prompt</source>
        <translation>prompt vide</translation>
    </message>
    <message>
        <source>expected &quot;en&quot;, &quot;fr&quot;, &quot;pt&quot; or &quot;&quot;, got &quot;%1&quot;</source>
        <translation>attendu&#xa0;: &quot;en&quot;, &quot;fr&quot;, &quot;pt&quot; ou &quot;&quot;&#xa0;; reçu&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>give object queries or a prompt, not both: object queries attend to the patches, the patches attend to a prompt</source>
        <translation>donnez des requêtes d&apos;objet ou un prompt, pas les deux&#xa0;: les requêtes d&apos;objet portent leur attention sur les patchs, les patchs sur un prompt</translation>
    </message>
    <message>
        <source>a prompt&apos;s words live in the lexicon&apos;s space: the patches need &quot;lexicon_colour&quot;</source>
        <translation>les mots d&apos;un prompt vivent dans l&apos;espace du lexique&#xa0;: les patchs ont besoin de &quot;lexicon_colour&quot;</translation>
    </message>
    <message>
        <source>the lexicon has no dimension &quot;%1&quot;</source>
        <translation>le lexique n&apos;a pas de dimension &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a patch of %1 × %2 pixels does not fit in a picture of %3; choose a stride of at most %4</source>
        <translation>un patch de %1 × %2 pixels ne tient pas dans une image de %3&#xa0;; choisissez un pas d&apos;au plus %4</translation>
    </message>
    <message>
        <source>%1 × %2 = %3 patches exceed the limit of %4 tokens; choose a larger stride or a smaller &quot;size&quot;</source>
        <translation>%1 × %2 = %3 patchs dépassent la limite de %4 jetons&#xa0;; choisissez un pas plus grand ou une &quot;size&quot; plus petite</translation>
    </message>
    <message>
        <source>a patch of %1 × %2 pixels has %3 numbers (C·s·s), more than the %4 dimensions a token may have; choose a smaller stride or &quot;embedding&quot;: &quot;mean_colour&quot;</source>
        <translation>un patch de %1 × %2 pixels a %3 nombres (C·s·s), plus que les %4 dimensions que peut avoir un jeton&#xa0;; choisissez un pas plus petit ou &quot;embedding&quot;: &quot;mean_colour&quot;</translation>
    </message>
    <message>
        <source>expected rows of %1 numbers (the patch embedding&apos;s dimension), got %2</source>
        <translation>attendu&#xa0;: des lignes de %1 nombres (la dimension du plongement des patchs)&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>draws of fewer than 16 numbers are not PyTorch&apos;s; ask for more queries</source>
        <translation>des tirages de moins de 16 nombres ne sont pas ceux de PyTorch&#xa0;; demandez plus de requêtes</translation>
    </message>
    <message>
        <source>needs a dimension of at least 3</source>
        <translation>il faut une dimension d&apos;au moins 3</translation>
    </message>
    <message>
        <source>layer %1, head %2, row %3: the weights sum to %4 instead of 1</source>
        <translation>couche %1, tête %2, ligne %3&#xa0;: la somme des poids vaut %4 au lieu de 1</translation>
    </message>
    <message>
        <source>head %1, row %2: the weights sum to %3 instead of 1</source>
        <translation>tête %1, ligne %2&#xa0;: la somme des poids vaut %3 au lieu de 1</translation>
    </message>
    <message>
        <source>row %1: the weights sum to %2 instead of 1</source>
        <translation>ligne %1&#xa0;: la somme des poids vaut %2 au lieu de 1</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>expected attention weights of shape (n_q, n_k), (heads, n_q, n_k) or (layers, heads, n_q, n_k), found %1 dimensions, shape %2 (still with the batch dimension? save one element: a[:, 0])</source>
        <translation>attendu&#xa0;: des poids d&apos;attention de forme (n_q, n_k), (heads, n_q, n_k) ou (layers, heads, n_q, n_k)&#xa0;; trouvé&#xa0;: %1 dimensions, forme %2 (encore avec la dimension du lot&#xa0;? enregistrez un seul élément&#xa0;: a[:, 0])</translation>
    </message>
    <message>
        <source>expected attention weights of shape (n_q, n_k), (heads, n_q, n_k) or (layers, heads, n_q, n_k), found %1 dimensions, shape %2</source>
        <translation>attendu&#xa0;: des poids d&apos;attention de forme (n_q, n_k), (heads, n_q, n_k) ou (layers, heads, n_q, n_k)&#xa0;; trouvé&#xa0;: %1 dimensions, forme %2</translation>
    </message>
    <message>
        <source>no attention weights (an empty dimension in shape %1)</source>
        <translation>aucun poids d&apos;attention (une dimension vide dans la forme %1)</translation>
    </message>
    <message>
        <source>maps of %1 x %2 exceed the limit of %3 tokens</source>
        <translation>des cartes de %1 x %2 dépassent la limite de %3 jetons</translation>
    </message>
    <message>
        <source>%1 layers x %2 heads make %3 maps, more than the limit of %4 (shape %5)</source>
        <translation>%1 couches x %2 têtes font %3 cartes, plus que la limite de %4 (forme %5)</translation>
    </message>
    <message>
        <source>NaN is not a weight</source>
        <translation>NaN n&apos;est pas un poids</translation>
    </message>
    <message>
        <source>an infinite value is not a weight</source>
        <translation>une valeur infinie n&apos;est pas un poids</translation>
    </message>
    <message>
        <source>and %1 more rows whose weights do not sum to 1 (%2 of %3 rows in all)</source>
        <translation>et %1 autres lignes dont la somme des poids ne vaut pas 1 (%2 lignes sur %3 en tout)</translation>
    </message>
    <message>
        <source>not a valid JSON list of tokens (%1)</source>
        <translation>pas une liste JSON de jetons valide (%1)</translation>
    </message>
    <message>
        <source>not a valid JSON list of tokens (error at byte %1)</source>
        <translation>pas une liste JSON de jetons valide (erreur à l&apos;octet %1)</translation>
    </message>
    <message>
        <source>not a valid JSON list of tokens (a number too large)</source>
        <translation>pas une liste JSON de jetons valide (un nombre trop grand)</translation>
    </message>
    <message>
        <source>expected a JSON list of tokens</source>
        <translation>attendu&#xa0;: une liste JSON de jetons</translation>
    </message>
    <message>
        <source>%1 tokens exceed the limit of %2</source>
        <translation>%1 jetons dépassent la limite de %2</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>attendu&#xa0;: une chaîne&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>more than %1 tokens (the limit)</source>
        <translation>plus de %1 jetons (la limite)</translation>
    </message>
    <message>
        <source>no tokens</source>
        <translation>aucun jeton</translation>
    </message>
    <message>
        <source>these maps are %1 x %2 (cross-attention): expected %3 tokens, the %4 query tokens then the %5 key tokens, got %6</source>
        <translation>ces cartes font %1 x %2 (attention croisée)&#xa0;; attendu&#xa0;: %3 jetons, les %4 jetons de requête puis les %5 jetons de clé&#xa0;; reçu&#xa0;: %6</translation>
    </message>
    <message>
        <source>expected %1 tokens (one per row and column of the %2 x %3 maps), got %4</source>
        <translation>attendu&#xa0;: %1 jetons (un par ligne et par colonne des cartes de %2 x %3)&#xa0;; reçu&#xa0;: %4</translation>
    </message>
    <message>
        <source>expected %1 query tokens (one per row of the %2 x %3 maps), got %4</source>
        <translation>attendu&#xa0;: %1 jetons de requête (un par ligne des cartes de %2 x %3)&#xa0;; reçu&#xa0;: %4</translation>
    </message>
    <message>
        <source>expected %1 key tokens (one per column of the %2 x %3 maps), got %4</source>
        <translation>attendu&#xa0;: %1 jetons de clé (un par colonne des cartes de %2 x %3)&#xa0;; reçu&#xa0;: %4</translation>
    </message>
    <message>
        <source>a scenario</source>
        <translation>un scénario</translation>
    </message>
    <message>
        <source>a lesson</source>
        <translation>une leçon</translation>
    </message>
    <message>
        <source>a lexicon file</source>
        <translation>un fichier de lexique</translation>
    </message>
    <message>
        <source>a GloVe file</source>
        <translation>un fichier GloVe</translation>
    </message>
    <message>
        <source>a picture</source>
        <translation>une image</translation>
    </message>
    <message>
        <source>a .npy file</source>
        <translation>un fichier .npy</translation>
    </message>
    <message>
        <source>a .npz archive</source>
        <translation>une archive .npz</translation>
    </message>
    <message>
        <source>a CSV or text matrix</source>
        <translation>une matrice CSV ou texte</translation>
    </message>
    <message>
        <source>a tokens file</source>
        <translation>un fichier de jetons</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>fichier introuvable</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>not a regular file (a FIFO, a device or a socket); only regular files are read</source>
        <translation>pas un fichier ordinaire (un FIFO, un périphérique ou un socket)&#xa0;; seuls les fichiers ordinaires sont lus</translation>
    </message>
    <message>
        <source>cannot read the file&apos;s size (%1)</source>
        <translation>impossible de lire la taille du fichier (%1)</translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes; %2 may have at most %3)</source>
        <translation>le fichier est trop volumineux (%1 octets&#xa0;; %2 peut faire au plus %3)</translation>
    </message>
    <message>
        <source>cannot open the file for reading</source>
        <translation>impossible d&apos;ouvrir le fichier en lecture</translation>
    </message>
    <message>
        <source>the file is too large (it grew past the limit of %1 for %2 while being read)</source>
        <translation>le fichier est trop volumineux (il a dépassé pendant la lecture la limite de %1 pour %2)</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>erreur de lecture</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is an absolute path; %2 names its files relative to its own folder (&quot;%3&quot;)</source>
        <translation>&quot;%1&quot; est un chemin absolu&#xa0;; %2 nomme ses fichiers relativement à son propre dossier (&quot;%3&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; leads out of the lesson&apos;s folder (&quot;..&quot;); put the file in that folder or below it</source>
        <translation>&quot;%1&quot; sort du dossier de la leçon (&quot;..&quot;)&#xa0;; placez le fichier dans ce dossier ou en dessous</translation>
    </message>
    <message>
        <source>&quot;%1&quot; leads out of the scenario&apos;s folder (&quot;..&quot;); put the file in that folder or below it</source>
        <translation>&quot;%1&quot; sort du dossier du scénario (&quot;..&quot;)&#xa0;; placez le fichier dans ce dossier ou en dessous</translation>
    </message>
    <message>
        <source>expected a whole number from 0, got %1</source>
        <translation>attendu&#xa0;: un entier à partir de 0&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected [row, column], got %1</source>
        <translation>attendu&#xa0;: [ligne, colonne]&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>attendu&#xa0;: un objet&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>no &quot;type&quot; (largest_in_row, estimate, masked_pairs, larger or choice)</source>
        <translation>pas de &quot;type&quot; (largest_in_row, estimate, masked_pairs, larger ou choice)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a question type (largest_in_row, estimate, masked_pairs, larger, choice)</source>
        <translation>&quot;%1&quot; n&apos;est pas un type de question (largest_in_row, estimate, masked_pairs, larger, choice)</translation>
    </message>
    <message>
        <source>a %1 question needs &quot;%2&quot;</source>
        <translation>une question %1 a besoin de &quot;%2&quot;</translation>
    </message>
    <message>
        <source>expected a positive number, got %1</source>
        <translation>attendu&#xa0;: un nombre positif&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a list of at least two choices, got %1</source>
        <translation>attendu&#xa0;: une liste d&apos;au moins deux choix&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is not a choice (0 to %2)</source>
        <translation>%1 n&apos;est pas un choix (0 à %2)</translation>
    </message>
    <message>
        <source>the same cell as &quot;cell&quot;: nothing to compare</source>
        <translation>la même case que &quot;cell&quot;&#xa0;: rien à comparer</translation>
    </message>
    <message>
        <source>no &quot;scenario&quot; (an object, or a file name relative to the lesson)</source>
        <translation>pas de &quot;scenario&quot; (un objet, ou un nom de fichier relatif à la leçon)</translation>
    </message>
    <message>
        <source>a lesson is a JSON object, got %1</source>
        <translation>une leçon est un objet JSON&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected &quot;attnlab-lesson&quot; (this is not a lesson file)</source>
        <translation>attendu&#xa0;: &quot;attnlab-lesson&quot; (ce n&apos;est pas un fichier de leçon)</translation>
    </message>
    <message>
        <source>expected a whole number from 1, got %1</source>
        <translation>attendu&#xa0;: un entier à partir de 1&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>this file is version %1, but this AttnLab reads version %2; a newer AttnLab is needed to open it</source>
        <translation>ce fichier est en version %1, mais cet AttnLab lit la version %2&#xa0;; il faut un AttnLab plus récent pour l&apos;ouvrir</translation>
    </message>
    <message>
        <source>no &quot;steps&quot;</source>
        <translation>pas de &quot;steps&quot;</translation>
    </message>
    <message>
        <source>expected a list of language tags (&quot;en&quot;, &quot;fr&quot;, &quot;pt&quot;), got %1</source>
        <translation>attendu&#xa0;: une liste d&apos;étiquettes de langue (&quot;en&quot;, &quot;fr&quot;, &quot;pt&quot;)&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>English (&quot;en&quot;) is missing: it is what every other language falls back to</source>
        <translation>l&apos;anglais (&quot;en&quot;) manque&#xa0;: c&apos;est vers lui que se replient toutes les autres langues</translation>
    </message>
    <message>
        <source>expected a list of at least one step, got %1</source>
        <translation>attendu&#xa0;: une liste d&apos;au moins un écran&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>(%1, %2) is outside the stage&apos;s %3 × %4 values</source>
        <translation>(%1, %2) est en dehors des %3 × %4 valeurs de l&apos;étape</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 rows)</source>
        <translation>%1 est hors limites (%2 lignes)</translation>
    </message>
    <message>
        <source>row %1 has no visible value to choose</source>
        <translation>la ligne %1 n&apos;a aucune valeur visible à choisir</translation>
    </message>
    <message>
        <source>row %1 has several largest values: no single answer</source>
        <translation>la ligne %1 a plusieurs plus grandes valeurs&#xa0;: pas de réponse unique</translation>
    </message>
    <message>
        <source>the mask hides this cell: nothing to estimate</source>
        <translation>le masque cache cette case&#xa0;: rien à estimer</translation>
    </message>
    <message>
        <source>the stage shows no mask: ask it of a masked stage (&quot;masked&quot; or &quot;weights&quot;)</source>
        <translation>l&apos;étape ne montre pas de masque&#xa0;: posez la question sur une étape masquée (&quot;masked&quot; ou &quot;weights&quot;)</translation>
    </message>
    <message>
        <source>the two cells are equal: no single answer</source>
        <translation>les deux cases sont égales&#xa0;: pas de réponse unique</translation>
    </message>
    <message>
        <source>no file extension: expected .csv, .tsv, .txt or .npy</source>
        <translation>pas d&apos;extension de fichier&#xa0;; attendu&#xa0;: .csv, .tsv, .txt ou .npy</translation>
    </message>
    <message>
        <source>unknown file type &apos;%1&apos;: expected .csv, .tsv, .txt or .npy</source>
        <translation>type de fichier inconnu &apos;%1&apos;&#xa0;; attendu&#xa0;: .csv, .tsv, .txt ou .npy</translation>
    </message>
    <message>
        <source>expected a matrix (2 dimensions), found a single number (a 0-d array)</source>
        <translation>attendu&#xa0;: une matrice (2 dimensions)&#xa0;; trouvé&#xa0;: un seul nombre (un tableau 0-d)</translation>
    </message>
    <message>
        <source>expected a matrix (2 dimensions), found an array of shape %1</source>
        <translation>attendu&#xa0;: une matrice (2 dimensions)&#xa0;; trouvé&#xa0;: un tableau de forme %1</translation>
    </message>
    <message>
        <source>empty array (shape %1)</source>
        <translation>tableau vide (forme %1)</translation>
    </message>
    <message>
        <source>the data do not match the shape %1</source>
        <translation>les données ne correspondent pas à la forme %1</translation>
    </message>
    <message>
        <source>%1 rows exceed the limit of %2</source>
        <translation>%1 lignes dépassent la limite de %2</translation>
    </message>
    <message>
        <source>%1 columns exceed the limit of %2</source>
        <translation>%1 colonnes dépassent la limite de %2</translation>
    </message>
    <message>
        <source>NaN is not allowed</source>
        <translation>NaN n&apos;est pas admis</translation>
    </message>
    <message>
        <source>infinite values are not allowed</source>
        <translation>les valeurs infinies ne sont pas admises</translation>
    </message>
    <message>
        <source>%1: magnitude above the limit of 1e12</source>
        <translation>%1&#xa0;: valeur absolue au-delà de la limite de 1e12</translation>
    </message>
    <message>
        <source>a .npz archive holds several arrays: open it as Q, K and V (arrays named q, k and v)</source>
        <translation>une archive .npz contient plusieurs tableaux&#xa0;: ouvrez-la comme Q, K et V (tableaux nommés q, k et v)</translation>
    </message>
    <message>
        <source>expected 0 (masked) or 1 (allowed), found %1</source>
        <translation>attendu&#xa0;: 0 (masqué) ou 1 (autorisé)&#xa0;; trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 et %3</translation>
    </message>
    <message>
        <source>missing array %1: expected arrays named q, k and v; the archive holds %2</source>
        <translation>tableau %1 manquant&#xa0;; attendu&#xa0;: des tableaux nommés q, k et v&#xa0;; l&apos;archive contient %2</translation>
    </message>
    <message>
        <source>missing arrays %1: expected arrays named q, k and v; the archive holds %2</source>
        <translation>tableaux %1 manquants&#xa0;; attendu&#xa0;: des tableaux nommés q, k et v&#xa0;; l&apos;archive contient %2</translation>
    </message>
    <message>
        <source>arrays and objects nested %1 deep (the limit is %2)</source>
        <translation>tableaux et objets imbriqués sur %1 niveaux (la limite est de %2)</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>JSON non valide (%1)</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation>le texte &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>le nombre %1</translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <translation>une valeur non prise en charge</translation>
    </message>
    <message>
        <source>expected text, got %1</source>
        <translation>attendu&#xa0;: du texte&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>attendu&#xa0;: true ou false&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected an array of rows, got %1</source>
        <translation>attendu&#xa0;: un tableau de lignes&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>empty matrix</source>
        <translation>matrice vide</translation>
    </message>
    <message>
        <source>expected an array of numbers, got %1</source>
        <translation>attendu&#xa0;: un tableau de nombres&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>empty row</source>
        <translation>ligne vide</translation>
    </message>
    <message>
        <source>%1 numbers exceed the limit of %2</source>
        <translation>%1 nombres dépassent la limite de %2</translation>
    </message>
    <message>
        <source>expected %1 numbers, got %2</source>
        <translation>attendu&#xa0;: %1 nombres&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>attendu&#xa0;: un nombre&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>pas un nombre fini</translation>
    </message>
    <message>
        <source>magnitude above the limit of 1e12</source>
        <translation>valeur absolue au-delà de la limite de 1e12</translation>
    </message>
    <message>
        <source>expected 0 or 1, got %1</source>
        <translation>attendu&#xa0;: 0 ou 1&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>attendu&#xa0;: un entier&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected at most %1, got %2</source>
        <translation>attendu&#xa0;: au plus %1&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected at least %1, got %2</source>
        <translation>attendu&#xa0;: au moins %1&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a whole number from 0 to 2^64 - 1, got %1</source>
        <translation>attendu&#xa0;: un entier de 0 à 2^64 - 1&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>empty, expected a number</source>
        <translation>vide, un nombre est attendu</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>%1 is out of the range of double precision</source>
        <translation>%1 dépasse l&apos;étendue de la double précision</translation>
    </message>
    <message>
        <source>%1: NaN is not allowed</source>
        <translation>%1&#xa0;: NaN n&apos;est pas admis</translation>
    </message>
    <message>
        <source>%1: infinite values are not allowed</source>
        <translation>%1&#xa0;: les valeurs infinies ne sont pas admises</translation>
    </message>
    <message>
        <source>more than %1 rows (the limit)</source>
        <translation>plus de %1 lignes (la limite)</translation>
    </message>
    <message>
        <source>looks like a header (%1%2), not numbers; paste the numbers only, without row or column labels</source>
        <translation>ressemble à un en-tête (%1%2), pas à des nombres&#xa0;; collez uniquement les nombres, sans étiquettes de ligne ni de colonne</translation>
    </message>
    <message>
        <source>expected %1 numbers like %2, got %3</source>
        <translation>attendu&#xa0;: %1 nombres comme %2&#xa0;; reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>no numbers (the text is empty)</source>
        <translation>aucun nombre (le texte est vide)</translation>
    </message>
    <message>
        <source>unexpected text before &apos;[&apos;: %1</source>
        <translation>texte inattendu avant &apos;[&apos;&#xa0;: %1</translation>
    </message>
    <message>
        <source>missing &apos;)&apos;</source>
        <translation>&apos;)&apos; manquante</translation>
    </message>
    <message>
        <source>unexpected text after &apos;]&apos;: %1</source>
        <translation>texte inattendu après &apos;]&apos;&#xa0;: %1</translation>
    </message>
    <message>
        <source>empty matrix ([])</source>
        <translation>matrice vide ([])</translation>
    </message>
    <message>
        <source>expected a matrix (2 dimensions), got an array with more dimensions</source>
        <translation>attendu&#xa0;: une matrice (2 dimensions)&#xa0;; reçu&#xa0;: un tableau à plus de dimensions</translation>
    </message>
    <message>
        <source>empty row ([])</source>
        <translation>ligne vide ([])</translation>
    </message>
    <message>
        <source>expected %1 numbers like row 1, got %2</source>
        <translation>attendu&#xa0;: %1 nombres comme la ligne 1&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>brackets nested too deeply</source>
        <translation>crochets imbriqués trop profondément</translation>
    </message>
    <message>
        <source>missing &apos;]&apos; for the &apos;[&apos; on this line</source>
        <translation>&apos;]&apos; manquant pour le &apos;[&apos; de cette ligne</translation>
    </message>
    <message>
        <source>empty entry (a stray comma)</source>
        <translation>entrée vide (une virgule en trop)</translation>
    </message>
    <message>
        <source>a list mixes numbers and lists</source>
        <translation>une liste mélange des nombres et des listes</translation>
    </message>
    <message>
        <source>the array was printed in summarised form (&apos;...&apos;); print it in full, e.g. after np.set_printoptions(threshold=sys.maxsize) or torch.set_printoptions(profile=&quot;full&quot;)</source>
        <translation>le tableau a été affiché sous forme résumée (&apos;...&apos;)&#xa0;; affichez-le en entier, par exemple après np.set_printoptions(threshold=sys.maxsize) ou torch.set_printoptions(profile=&quot;full&quot;)</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>&apos;%1&apos; inattendu</translation>
    </message>
    <message>
        <source>more than %1 numbers (the limit)</source>
        <translation>plus de %1 nombres (la limite)</translation>
    </message>
    <message>
        <source>the header to start with &apos;{&apos;</source>
        <translation>un en-tête commençant par &apos;{&apos;</translation>
    </message>
    <message>
        <source>a key in quotes or &apos;}&apos;</source>
        <translation>une clé entre guillemets ou &apos;}&apos;</translation>
    </message>
    <message>
        <source>&apos;:&apos; after %1</source>
        <translation>&apos;:&apos; après %1</translation>
    </message>
    <message>
        <source>&apos;descr&apos; appears twice</source>
        <translation>&apos;descr&apos; apparaît deux fois</translation>
    </message>
    <message>
        <source>structured arrays (record dtypes) are not supported: expected float16, float32 or float64 numbers</source>
        <translation>les tableaux structurés (dtypes d&apos;enregistrement) ne sont pas pris en charge&#xa0;; attendu&#xa0;: des nombres float16, float32 ou float64</translation>
    </message>
    <message>
        <source>a dtype string after &apos;descr&apos;</source>
        <translation>une chaîne dtype après &apos;descr&apos;</translation>
    </message>
    <message>
        <source>&apos;fortran_order&apos; appears twice</source>
        <translation>&apos;fortran_order&apos; apparaît deux fois</translation>
    </message>
    <message>
        <source>&apos;shape&apos; appears twice</source>
        <translation>&apos;shape&apos; apparaît deux fois</translation>
    </message>
    <message>
        <source>unexpected key %1</source>
        <translation>clé inattendue %1</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; after the value of %1, found %2</source>
        <translation>attendu&#xa0;: &apos;,&apos; ou &apos;}&apos; après la valeur de %1&#xa0;; trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>unexpected %1 after the closing &apos;}&apos;</source>
        <translation>%1 inattendu après le &apos;}&apos; final</translation>
    </message>
    <message>
        <source>no &apos;descr&apos; key</source>
        <translation>pas de clé &apos;descr&apos;</translation>
    </message>
    <message>
        <source>no &apos;fortran_order&apos; key</source>
        <translation>pas de clé &apos;fortran_order&apos;</translation>
    </message>
    <message>
        <source>no &apos;shape&apos; key</source>
        <translation>pas de clé &apos;shape&apos;</translation>
    </message>
    <message>
        <source>corrupt header: %1</source>
        <translation>en-tête corrompu&#xa0;: %1</translation>
    </message>
    <message>
        <source>the end of the header</source>
        <translation>la fin de l&apos;en-tête</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>attendu&#xa0;: %1&#xa0;; trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>unterminated string %1</source>
        <translation>chaîne non terminée %1</translation>
    </message>
    <message>
        <source>unexpected characters in the string %1</source>
        <translation>caractères inattendus dans la chaîne %1</translation>
    </message>
    <message>
        <source>expected True or False after &apos;fortran_order&apos;, found %1</source>
        <translation>attendu&#xa0;: True ou False après &apos;fortran_order&apos;&#xa0;; trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>a tuple after &apos;shape&apos;</source>
        <translation>un tuple après &apos;shape&apos;</translation>
    </message>
    <message>
        <source>expected a whole number or &apos;)&apos; in &apos;shape&apos;, found %1</source>
        <translation>attendu&#xa0;: un entier ou &apos;)&apos; dans &apos;shape&apos;&#xa0;; trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>shape has a dimension above the limit of %1 values</source>
        <translation>la forme a une dimension au-delà de la limite de %1 valeurs</translation>
    </message>
    <message>
        <source>more than %1 dimensions</source>
        <translation>plus de %1 dimensions</translation>
    </message>
    <message>
        <source>a one-element shape needs a trailing comma: (%1,)</source>
        <translation>une forme à un élément exige une virgule finale&#xa0;: (%1,)</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;)&apos; in &apos;shape&apos;, found %1</source>
        <translation>attendu&#xa0;: &apos;,&apos; ou &apos;)&apos; dans &apos;shape&apos;&#xa0;; trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>object arrays (pickled Python objects) are not supported: expected float16, float32 or float64 numbers</source>
        <translation>les tableaux d&apos;objets (objets Python sérialisés par pickle) ne sont pas pris en charge&#xa0;; attendu&#xa0;: des nombres float16, float32 ou float64</translation>
    </message>
    <message>
        <source>dtype %1 has no byte order: expected &apos;&lt;%2&apos; or &apos;&gt;%3&apos;</source>
        <translation>le dtype %1 n&apos;a pas d&apos;ordre des octets&#xa0;; attendu&#xa0;: &apos;&lt;%2&apos; ou &apos;&gt;%3&apos;</translation>
    </message>
    <message>
        <source>dtype %1: byte order %2 is not valid for floats: expected &apos;&lt;&apos; or &apos;&gt;&apos;</source>
        <translation>dtype %1&#xa0;: l&apos;ordre des octets %2 n&apos;est pas valide pour des flottants&#xa0;; attendu&#xa0;: &apos;&lt;&apos; ou &apos;&gt;&apos;</translation>
    </message>
    <message>
        <source>dtype %1 (%2) is not supported: expected float16, float32 or float64 (convert with a.astype(np.float64))</source>
        <translation>le dtype %1 (%2) n&apos;est pas pris en charge&#xa0;; attendu&#xa0;: float16, float32 ou float64 (convertissez avec a.astype(np.float64))</translation>
    </message>
    <message>
        <source>shape %1 has more than %2 values (the limit)</source>
        <translation>la forme %1 a plus de %2 valeurs (la limite)</translation>
    </message>
    <message>
        <source>CRC-32 mismatch (the entry is corrupt)</source>
        <translation>CRC-32 incorrect (l&apos;entrée est corrompue)</translation>
    </message>
    <message>
        <source>multi-part (split) zip archives are not supported</source>
        <translation>les archives zip en plusieurs parties (fractionnées) ne sont pas prises en charge</translation>
    </message>
    <message>
        <source>truncated zip archive (it ends too early)</source>
        <translation>archive zip tronquée (elle se termine trop tôt)</translation>
    </message>
    <message>
        <source>corrupt compressed data</source>
        <translation>données compressées corrompues</translation>
    </message>
    <message>
        <source>corrupt zip archive (two entries have the same name)</source>
        <translation>archive zip corrompue (deux entrées ont le même nom)</translation>
    </message>
    <message>
        <source>corrupt zip archive (its headers do not agree)</source>
        <translation>archive zip corrompue (ses en-têtes ne concordent pas)</translation>
    </message>
    <message>
        <source>corrupt zip archive (%1)</source>
        <translation>archive zip corrompue (%1)</translation>
    </message>
    <message>
        <source>truncated zip archive (%1 bytes)</source>
        <translation>archive zip tronquée (%1 octets)</translation>
    </message>
    <message>
        <source>not a NumPy .npz file (not a zip archive)</source>
        <translation>pas un fichier NumPy .npz (pas une archive zip)</translation>
    </message>
    <message>
        <source>truncated or corrupt zip archive (no valid central directory)</source>
        <translation>archive zip tronquée ou corrompue (pas de répertoire central valide)</translation>
    </message>
    <message>
        <source>corrupt zip archive (no readable local header where the central directory points: %1)</source>
        <translation>archive zip corrompue (pas d&apos;en-tête local lisible là où pointe le répertoire central&#xa0;: %1)</translation>
    </message>
    <message>
        <source>corrupt entry: more data than its declared size of %1 bytes</source>
        <translation>entrée corrompue&#xa0;: plus de données que sa taille déclarée de %1 octets</translation>
    </message>
    <message>
        <source>corrupt entry: %1 bytes of data, its header says %2</source>
        <translation>entrée corrompue&#xa0;: %1 octets de données, son en-tête en annonce %2</translation>
    </message>
    <message>
        <source>empty file, expected a NumPy .npy file</source>
        <translation>fichier vide&#xa0;; attendu&#xa0;: un fichier NumPy .npy</translation>
    </message>
    <message>
        <source>truncated: %1 bytes, too short for a .npy header</source>
        <translation>tronqué&#xa0;: %1 octets, trop peu pour un en-tête .npy</translation>
    </message>
    <message>
        <source>a zip archive (.npz), not a single .npy array</source>
        <translation>une archive zip (.npz), pas un tableau .npy unique</translation>
    </message>
    <message>
        <source>not a NumPy .npy file (it does not start with \x93NUMPY)</source>
        <translation>pas un fichier NumPy .npy (il ne commence pas par \x93NUMPY)</translation>
    </message>
    <message>
        <source>unsupported .npy format version %1.%2 (expected 1.0, 2.0 or 3.0)</source>
        <translation>version de format .npy %1.%2 non prise en charge (attendu&#xa0;: 1.0, 2.0 ou 3.0)</translation>
    </message>
    <message>
        <source>corrupt header: its length (%1 bytes) is above the limit of %2</source>
        <translation>en-tête corrompu&#xa0;: sa longueur (%1 octets) dépasse la limite de %2</translation>
    </message>
    <message>
        <source>truncated: expected a header of %1 bytes, found %2</source>
        <translation>tronqué&#xa0;; attendu&#xa0;: un en-tête de %1 octets&#xa0;; trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>truncated: expected %1 bytes of data, found %2</source>
        <translation>tronqué&#xa0;; attendu&#xa0;: %1 octets de données&#xa0;; trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 unexpected bytes after the array&apos;s data (expected %2 bytes of data, found %3; several arrays in one file?)</source>
        <translation>%1 octets inattendus après les données du tableau (attendu&#xa0;: %2 octets de données&#xa0;; trouvé&#xa0;: %3&#xa0;; plusieurs tableaux dans un même fichier&#xa0;?)</translation>
    </message>
    <message>
        <source>encrypted entries are not supported</source>
        <translation>les entrées chiffrées ne sont pas prises en charge</translation>
    </message>
    <message>
        <source>compression method %1%2 is not supported: expected stored or deflated entries (np.savez or np.savez_compressed)</source>
        <translation>la méthode de compression %1%2 n&apos;est pas prise en charge&#xa0;: attendu&#xa0;: des entrées stockées ou compressées par deflate (np.savez ou np.savez_compressed)</translation>
    </message>
    <message>
        <source>not a .npy array (a NumPy .npz archive holds only NAME.npy entries)</source>
        <translation>pas un tableau .npy (une archive NumPy .npz ne contient que des entrées NOM.npy)</translation>
    </message>
    <message>
        <source>appears twice in the archive</source>
        <translation>apparaît deux fois dans l&apos;archive</translation>
    </message>
    <message>
        <source>declares %1 bytes uncompressed; the limit for this array is %2 bytes</source>
        <translation>déclare %1 octets non compressés&#xa0;; la limite pour ce tableau est de %2 octets</translation>
    </message>
    <message>
        <source>truncated: expected %1 bytes of data, the archive has %2</source>
        <translation>tronqué&#xa0;; attendu&#xa0;: %1 octets de données&#xa0;; l&apos;archive en a %2</translation>
    </message>
    <message>
        <source>the archive&apos;s arrays hold more than %1 values together (the limit)</source>
        <translation>les tableaux de l&apos;archive contiennent ensemble plus de %1 valeurs (la limite)</translation>
    </message>
    <message>
        <source>corrupt zip archive (a stored entry of %1 bytes says it holds %2)</source>
        <translation>archive zip corrompue (une entrée stockée de %1 octets dit en contenir %2)</translation>
    </message>
    <message>
        <source>corrupt zip archive (%1 compressed bytes cannot hold %2)</source>
        <translation>archive zip corrompue (%1 octets compressés ne peuvent pas en contenir %2)</translation>
    </message>
    <message>
        <source>no arrays in the archive</source>
        <translation>aucun tableau dans l&apos;archive</translation>
    </message>
    <message>
        <source>%1 %2 exceed the limit of %3</source>
        <translation>%1 %2 dépassent la limite de %3</translation>
    </message>
    <message>
        <source>rows (queries)</source>
        <translation>lignes (requêtes)</translation>
    </message>
    <message>
        <source>rows (keys)</source>
        <translation>lignes (clés)</translation>
    </message>
    <message>
        <source>rows (values)</source>
        <translation>lignes (valeurs)</translation>
    </message>
    <message>
        <source>expected %1 columns like q, got %2</source>
        <translation>attendu&#xa0;: %1 colonnes comme q&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected %1 rows (one per key), got %2</source>
        <translation>attendu&#xa0;: %1 lignes (une par clé)&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected at least 1, got %1</source>
        <translation>attendu&#xa0;: au moins 1&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 exceeds the limit of %2</source>
        <translation>%1 dépasse la limite de %2</translation>
    </message>
    <message>
        <source>%1 does not divide the model dimension %2</source>
        <translation>%1 ne divise pas la dimension du modèle %2</translation>
    </message>
    <message>
        <source>%1 does not divide the value dimension %2</source>
        <translation>%1 ne divise pas la dimension des valeurs %2</translation>
    </message>
    <message>
        <source>%1 would let scaled scores (scale x q.k) exceed %2, beyond what the float32 engines represent: with these q and k, head %3 allows |scale| up to %4</source>
        <translation>%1 ferait dépasser %2 aux scores mis à l&apos;échelle (scale x q.k), au-delà de ce que représentent les moteurs de calcul float32&#xa0;: avec ces q et k, la tête %3 admet |scale| jusqu&apos;à %4</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>expected %1 rows (the value dimension d_v), got %2</source>
        <translation>attendu&#xa0;: %1 lignes (la dimension des valeurs d_v)&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 rows (queries) is more than the %2 engine&apos;s %3</source>
        <translation>%1 lignes (requêtes), c&apos;est plus que les %3 du moteur de calcul %2</translation>
    </message>
    <message>
        <source>%1 rows (queries) is more than the %2 engine&apos;s %3; %4</source>
        <translation>%1 lignes (requêtes), c&apos;est plus que les %3 du moteur de calcul %2&#xa0;; %4</translation>
    </message>
    <message>
        <source>%1 rows (keys) is more than the %2 engine&apos;s %3</source>
        <translation>%1 lignes (clés), c&apos;est plus que les %3 du moteur de calcul %2</translation>
    </message>
    <message>
        <source>%1 rows (keys) is more than the %2 engine&apos;s %3; %4</source>
        <translation>%1 lignes (clés), c&apos;est plus que les %3 du moteur de calcul %2&#xa0;; %4</translation>
    </message>
    <message>
        <source>head %1, query %2: the mask allows no key, so this row&apos;s weights and output are zero</source>
        <translation>tête %1, requête %2&#xa0;: le masque n&apos;autorise aucune clé, donc les poids et la sortie de cette ligne sont nuls</translation>
    </message>
    <message>
        <source>expected a list of numbers, got %1</source>
        <translation>attendu&#xa0;: une liste de nombres&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>more than %1 numbers</source>
        <translation>plus de %1 nombres</translation>
    </message>
    <message>
        <source>not a finite number within 1e12</source>
        <translation>pas un nombre fini inférieur à 1e12 en valeur absolue</translation>
    </message>
    <message>
        <source>for &quot;kind&quot;: &quot;se&quot; the input feature map as C × H × W nested lists (channels of rows of numbers), got %1 (a name or object is linear attention&apos;s feature map φ)</source>
        <translation>pour &quot;kind&quot;: &quot;se&quot;, la carte de caractéristiques d&apos;entrée en listes imbriquées C × H × W (des canaux de lignes de nombres)&#xa0;; reçu&#xa0;: %1 (un nom ou un objet désigne la carte de caractéristiques φ de l&apos;attention linéaire)</translation>
    </message>
    <message>
        <source>for &quot;kind&quot;: &quot;se&quot; the input feature map as C × H × W nested lists (channels of rows of numbers), got %1</source>
        <translation>pour &quot;kind&quot;: &quot;se&quot;, la carte de caractéristiques d&apos;entrée en listes imbriquées C × H × W (des canaux de lignes de nombres)&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>no channels</source>
        <translation>aucun canal</translation>
    </message>
    <message>
        <source>%1 channels exceed the limit of %2</source>
        <translation>%1 canaux dépassent la limite de %2</translation>
    </message>
    <message>
        <source>expected a channel: an H × W list of rows, got %1</source>
        <translation>attendu&#xa0;: un canal, une liste de lignes H × W&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>is %1 × %2, channel 0 is %3 × %4: every channel has the same height and width</source>
        <translation>fait %1 × %2, le canal 0 fait %3 × %4&#xa0;: tous les canaux ont la même hauteur et la même largeur</translation>
    </message>
    <message>
        <source>expected {&quot;weight&quot;: [[…]], &quot;bias&quot;: […]}, got %1</source>
        <translation>attendu&#xa0;: {&quot;weight&quot;: [[…]], &quot;bias&quot;: […]}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>&quot;kind&quot;: &quot;se&quot; attends over the channels of a feature map: give &quot;feature_map&quot; (C × H × W) or &quot;random&quot;, not q, k and v</source>
        <translation>&quot;kind&quot;: &quot;se&quot; porte son attention sur les canaux d&apos;une carte de caractéristiques&#xa0;: donnez &quot;feature_map&quot; (C × H × W) ou &quot;random&quot;, pas q, k et v</translation>
    </message>
    <message>
        <source>give only one of &quot;feature_map&quot;, &quot;random&quot; and &quot;image&quot;</source>
        <translation>donnez un seul élément parmi &quot;feature_map&quot;, &quot;random&quot; et &quot;image&quot;</translation>
    </message>
    <message>
        <source>missing: the input of &quot;kind&quot;: &quot;se&quot;, C × H × W nested lists, or &quot;random&quot;: {&quot;seed&quot;: 0, &quot;channels&quot;: 8, &quot;height&quot;: 4, &quot;width&quot;: 4}, or &quot;image&quot;: {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 4}</source>
        <translation>manquant&#xa0;: l&apos;entrée de &quot;kind&quot;: &quot;se&quot;, des listes imbriquées C × H × W, ou &quot;random&quot;: {&quot;seed&quot;: 0, &quot;channels&quot;: 8, &quot;height&quot;: 4, &quot;width&quot;: 4}, ou &quot;image&quot;: {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 4}</translation>
    </message>
    <message>
        <source>channel attention re-weights the channels of the patches: no queries and no prompt</source>
        <translation>l&apos;attention par canal repondère les canaux des patchs&#xa0;: pas de requêtes et pas de prompt</translation>
    </message>
    <message>
        <source>for &quot;kind&quot;: &quot;se&quot; expected an object such as {&quot;seed&quot;: 0, &quot;channels&quot;: 8, &quot;height&quot;: 4, &quot;width&quot;: 4}, got %1</source>
        <translation>pour &quot;kind&quot;: &quot;se&quot;, attendu&#xa0;: un objet tel que {&quot;seed&quot;: 0, &quot;channels&quot;: 8, &quot;height&quot;: 4, &quot;width&quot;: 4}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>only &quot;torch&quot; is supported, got &quot;%1&quot;</source>
        <translation>seul &quot;torch&quot; est pris en charge&#xa0;; reçu&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;kind&quot;: &quot;se&quot; draws channels × height × width: give &quot;channels&quot;, &quot;height&quot; and &quot;width&quot;</source>
        <translation>&quot;kind&quot;: &quot;se&quot; tire canaux × hauteur × largeur&#xa0;: donnez &quot;channels&quot;, &quot;height&quot; et &quot;width&quot;</translation>
    </message>
    <message>
        <source>with &quot;random&quot; the weights are drawn from its seed; remove &quot;seed&quot;</source>
        <translation>avec &quot;random&quot;, les poids sont tirés de sa graine&#xa0;; retirez &quot;seed&quot;</translation>
    </message>
    <message>
        <source>%1 channels cannot be reduced by %2: the reduction must divide the channels (C/r units)</source>
        <translation>%1 canaux ne peuvent pas être réduits par %2&#xa0;: la réduction doit diviser le nombre de canaux (C/r unités)</translation>
    </message>
    <message>
        <source>is %1, expected %2 (out × in, as nn.Linear)</source>
        <translation>fait %1&#xa0;; attendu&#xa0;: %2 (sortie × entrée, comme nn.Linear)</translation>
    </message>
    <message>
        <source>missing, and 2·C·C/r = %1 weights are too few to draw as PyTorch does (at least 16); give the weights</source>
        <translation>manquant, et 2·C·C/r = %1 poids sont trop peu pour les tirer comme PyTorch (au moins 16)&#xa0;; donnez les poids</translation>
    </message>
    <message>
        <source>%1 numbers, expected C/r = %2</source>
        <translation>%1 nombres&#xa0;; attendu&#xa0;: C/r = %2</translation>
    </message>
    <message>
        <source>%1 numbers, expected C = %2</source>
        <translation>%1 nombres&#xa0;; attendu&#xa0;: C = %2</translation>
    </message>
    <message>
        <source>a picture&apos;s channels are read by resolveScenario, which knows the scenario&apos;s folder</source>
        <translation>les canaux d&apos;une image sont lus par resolveScenario, qui connaît le dossier du scénario</translation>
    </message>
    <message>
        <source>%1 × %2 × %3 = %4 numbers; at least 16 are needed to match PyTorch</source>
        <translation>%1 × %2 × %3 = %4 nombres&#xa0;; il en faut au moins 16 pour correspondre à PyTorch</translation>
    </message>
    <message>
        <source>expected a non-empty list (%1 more levels of nesting), got %2</source>
        <translation>attendu&#xa0;: une liste non vide (encore %1 niveaux d&apos;imbrication)&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation>plus de %1 entrées</translation>
    </message>
    <message>
        <source>has %1 entries, the first has %2: every list at one level has the same length</source>
        <translation>a %1 entrées, la première en a %2&#xa0;: toutes les listes d&apos;un même niveau ont la même longueur</translation>
    </message>
    <message>
        <source>give only one of &quot;value&quot;, &quot;random&quot; and &quot;image&quot;</source>
        <translation>donnez un seul élément parmi &quot;value&quot;, &quot;random&quot; et &quot;image&quot;</translation>
    </message>
    <message>
        <source>missing: a value map, H × W × d nested lists as &quot;value&quot;, or &quot;random&quot;: {&quot;seed&quot;: 0, &quot;height&quot;: 8, &quot;width&quot;: 8, &quot;dim&quot;: 4}, or &quot;image&quot;: {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 16}</source>
        <translation>manquant&#xa0;: une carte des valeurs, des listes imbriquées H × W × d dans &quot;value&quot;, ou &quot;random&quot;: {&quot;seed&quot;: 0, &quot;height&quot;: 8, &quot;width&quot;: 8, &quot;dim&quot;: 4}, ou &quot;image&quot;: {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 16}</translation>
    </message>
    <message>
        <source>missing: a value map, H × W × d nested lists as &quot;value&quot;, or &quot;random&quot;: {&quot;seed&quot;: 0, &quot;height&quot;: 8, &quot;width&quot;: 8, &quot;dim&quot;: 4}, or &quot;image&quot;: {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 16}, or {&quot;stride&quot;: 16} with the scenario&apos;s &quot;image&quot;</source>
        <translation>manquant&#xa0;: une carte des valeurs, des listes imbriquées H × W × d dans &quot;value&quot;, ou &quot;random&quot;: {&quot;seed&quot;: 0, &quot;height&quot;: 8, &quot;width&quot;: 8, &quot;dim&quot;: 4}, ou &quot;image&quot;: {&quot;path&quot;: &quot;ball.png&quot;, &quot;stride&quot;: 16}, ou {&quot;stride&quot;: 16} avec l&apos;&quot;image&quot; du scénario</translation>
    </message>
    <message>
        <source>a map of %1 is larger than %2 a side</source>
        <translation>une carte de %1 dépasse %2 de côté</translation>
    </message>
    <message>
        <source>%1 channels exceed %2</source>
        <translation>%1 canaux dépassent %2</translation>
    </message>
    <message>
        <source>for &quot;kind&quot;: &quot;deformable&quot; expected an object such as {&quot;seed&quot;: 0, &quot;height&quot;: 8, &quot;width&quot;: 8, &quot;dim&quot;: 4}, got %1</source>
        <translation>pour &quot;kind&quot;: &quot;deformable&quot;, attendu&#xa0;: un objet tel que {&quot;seed&quot;: 0, &quot;height&quot;: 8, &quot;width&quot;: 8, &quot;dim&quot;: 4}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>&quot;kind&quot;: &quot;deformable&quot; draws height × width × dim: give &quot;height&quot;, &quot;width&quot; and &quot;dim&quot;</source>
        <translation>&quot;kind&quot;: &quot;deformable&quot; tire hauteur × largeur × dim&#xa0;: donnez &quot;height&quot;, &quot;width&quot; et &quot;dim&quot;</translation>
    </message>
    <message>
        <source>%1 numbers; at least 16 are needed to match PyTorch</source>
        <translation>%1 nombres&#xa0;; il en faut au moins 16 pour correspondre à PyTorch</translation>
    </message>
    <message>
        <source>a level {&quot;stride&quot;: s} cuts the scenario&apos;s &quot;image&quot; at stride s, and there is none</source>
        <translation>un niveau {&quot;stride&quot;: s} découpe l&apos;&quot;image&quot; du scénario avec le pas s, et il n&apos;y en a pas</translation>
    </message>
    <message>
        <source>deformable attention&apos;s queries are &quot;reference_points&quot; (and &quot;query&quot;): the picture gives only the value map</source>
        <translation>les requêtes de l&apos;attention déformable sont &quot;reference_points&quot; (et &quot;query&quot;)&#xa0;: l&apos;image ne donne que la carte des valeurs</translation>
    </message>
    <message>
        <source>expected numbers or &quot;deformable_detr&quot;</source>
        <translation>attendu&#xa0;: des nombres ou &quot;deformable_detr&quot;</translation>
    </message>
    <message>
        <source>&quot;kind&quot;: &quot;deformable&quot; samples a value map: give &quot;value&quot; (H × W × d), &quot;random&quot;, &quot;image&quot; or &quot;levels&quot;, with &quot;reference_points&quot;</source>
        <translation>&quot;kind&quot;: &quot;deformable&quot; échantillonne une carte des valeurs&#xa0;: donnez &quot;value&quot; (H × W × d), &quot;random&quot;, &quot;image&quot; ou &quot;levels&quot;, avec &quot;reference_points&quot;</translation>
    </message>
    <message>
        <source>with &quot;levels&quot;, each level gives its own map</source>
        <translation>avec &quot;levels&quot;, chaque niveau donne sa propre carte</translation>
    </message>
    <message>
        <source>expected a list of value maps, such as [{&quot;stride&quot;: 8}, {&quot;stride&quot;: 16}], got %1</source>
        <translation>attendu&#xa0;: une liste de cartes des valeurs, telle que [{&quot;stride&quot;: 8}, {&quot;stride&quot;: 16}]&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 levels are more than %2</source>
        <translation>%1 niveaux, c&apos;est plus que %2</translation>
    </message>
    <message>
        <source>expected a value map such as {&quot;stride&quot;: 16} or {&quot;random&quot;: {…}}, got %1</source>
        <translation>attendu&#xa0;: une carte des valeurs telle que {&quot;stride&quot;: 16} ou {&quot;random&quot;: {…}}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>missing: one (x, y) in [0, 1] per query, such as [[0.5, 0.5]]</source>
        <translation>manquant&#xa0;: un (x, y) dans [0, 1] par requête, tel que [[0.5, 0.5]]</translation>
    </message>
    <message>
        <source>expected n_q × 2 (x, y), got %1</source>
        <translation>attendu&#xa0;: n_q × 2 (x, y)&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>with &quot;query&quot; the offsets and logits come from &quot;query_projection&quot;: give one or the other</source>
        <translation>avec &quot;query&quot;, les décalages et les logits viennent de &quot;query_projection&quot;&#xa0;: donnez l&apos;un ou l&apos;autre</translation>
    </message>
    <message>
        <source>missing: the width d_q of the drawn query rows</source>
        <translation>manquant&#xa0;: la largeur d_q des lignes de requête tirées</translation>
    </message>
    <message>
        <source>%1 numbers a row exceed %2</source>
        <translation>%1 nombres par ligne dépassent %2</translation>
    </message>
    <message>
        <source>expected &quot;deformable_detr&quot; or {&quot;seed&quot;: 0, &quot;sampling_offsets&quot;: {…}, &quot;attention_weights&quot;: {…}}, got &quot;%1&quot;</source>
        <translation>attendu&#xa0;: &quot;deformable_detr&quot; ou {&quot;seed&quot;: 0, &quot;sampling_offsets&quot;: {…}, &quot;attention_weights&quot;: {…}}&#xa0;; reçu&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;deformable_detr&quot; or an object, got %1</source>
        <translation>attendu&#xa0;: &quot;deformable_detr&quot; ou un objet&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>projects &quot;query&quot; rows, and there are none</source>
        <translation>projette les lignes de &quot;query&quot;, et il n&apos;y en a aucune</translation>
    </message>
    <message>
        <source>expected n_q × M × L × K × 2 numbers or &quot;deformable_detr&quot;, got &quot;%1&quot;</source>
        <translation>attendu&#xa0;: n_q × M × L × K × 2 nombres ou &quot;deformable_detr&quot;&#xa0;; reçu&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>missing: n_q × M × L × K × 2 offsets in pixels (n_q × M × K × 2 on one level), or &quot;deformable_detr&quot; (its initialisation), or &quot;query&quot; rows</source>
        <translation>manquant&#xa0;: n_q × M × L × K × 2 décalages en pixels (n_q × M × K × 2 sur un seul niveau), ou &quot;deformable_detr&quot; (son initialisation), ou des lignes &quot;query&quot;</translation>
    </message>
    <message>
        <source>a picture is named relative to the scenario&apos;s folder, and this scenario has none yet</source>
        <translation>une image est nommée relativement au dossier du scénario, et ce scénario n&apos;en a pas encore</translation>
    </message>
    <message>
        <source>%1 features of %2 patches are more than deformable attention takes; choose a larger stride, a &quot;size&quot; or &quot;embedding&quot;: &quot;mean_colour&quot;</source>
        <translation>%1 caractéristiques de %2 patchs, c&apos;est plus que ce que prend l&apos;attention déformable&#xa0;; choisissez un pas plus grand, une &quot;size&quot; ou &quot;embedding&quot;: &quot;mean_colour&quot;</translation>
    </message>
    <message>
        <source>more than %1 numbers in the value maps</source>
        <translation>plus de %1 nombres dans les cartes des valeurs</translation>
    </message>
    <message>
        <source>has %1 channels, level 0 has %2: every level has the same d (with a picture, &quot;embedding&quot;: &quot;mean_colour&quot; gives the same numbers at every stride)</source>
        <translation>a %1 canaux, le niveau 0 en a %2&#xa0;: tous les niveaux ont le même d (avec une image, &quot;embedding&quot;: &quot;mean_colour&quot; donne les mêmes nombres à chaque pas)</translation>
    </message>
    <message>
        <source>%1 channels cannot be split into %2 heads: the heads must divide d (head m reads d/M of them)</source>
        <translation>%1 canaux ne peuvent pas être répartis entre %2 têtes&#xa0;: le nombre de têtes doit diviser d (la tête m en lit d/M)</translation>
    </message>
    <message>
        <source>a reference point is normalised: expected 0 … 1</source>
        <translation>un point de référence est normalisé&#xa0;; attendu&#xa0;: 0 … 1</translation>
    </message>
    <message>
        <source>%1 queries × %2 heads × %3 levels × %4 points are more samples than AttnLab keeps (%5, and %6 sampled numbers)</source>
        <translation>%1 requêtes × %2 têtes × %3 niveaux × %4 points, c&apos;est plus d&apos;échantillons qu&apos;AttnLab n&apos;en conserve (%5, et %6 nombres échantillonnés)</translation>
    </message>
    <message>
        <source>%1 rows, but %2 reference points: one query row per reference point</source>
        <translation>%1 lignes, mais %2 points de référence&#xa0;: une ligne de requête par point de référence</translation>
    </message>
    <message>
        <source>%1 weights are more than %2</source>
        <translation>%1 poids, c&apos;est plus que %2</translation>
    </message>
    <message>
        <source>is %1 × %2, expected %3 = %4 × %5</source>
        <translation>fait %1 × %2&#xa0;; attendu&#xa0;: %3 = %4 × %5</translation>
    </message>
    <message>
        <source>%1 weights to draw; at least 16 are needed to match PyTorch</source>
        <translation>%1 poids à tirer&#xa0;; il en faut au moins 16 pour correspondre à PyTorch</translation>
    </message>
    <message>
        <source>is %1, expected n_q × M × L × K × 2 = %2 (queries, heads, levels, points, (Δx, Δy)) or n_q × M × K × 2 = %3</source>
        <translation>fait %1&#xa0;; attendu&#xa0;: n_q × M × L × K × 2 = %2 (requêtes, têtes, niveaux, points, (Δx, Δy)) ou n_q × M × K × 2 = %3</translation>
    </message>
    <message>
        <source>is %1, expected n_q × M × L × K × 2 = %2 (queries, heads, levels, points, (Δx, Δy))</source>
        <translation>fait %1&#xa0;; attendu&#xa0;: n_q × M × L × K × 2 = %2 (requêtes, têtes, niveaux, points, (Δx, Δy))</translation>
    </message>
    <message>
        <source>is %1, expected n_q × M × L·K = %2</source>
        <translation>fait %1&#xa0;; attendu&#xa0;: n_q × M × L·K = %2</translation>
    </message>
    <message>
        <source>&quot;deformable&quot; needs a value map (&quot;value&quot; or &quot;random&quot;) and &quot;reference_points&quot;</source>
        <translation>&quot;deformable&quot; a besoin d&apos;une carte des valeurs (&quot;value&quot; ou &quot;random&quot;) et de &quot;reference_points&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a kind of attention AttnLab computes (known: %2)</source>
        <translation>&quot;%1&quot; n&apos;est pas un type d&apos;attention que calcule AttnLab (connus&#xa0;: %2)</translation>
    </message>
    <message>
        <source>φ of the %1 of head %2 overflows (exp(ω·x&apos; − |x&apos;|²/2) is too large); use smaller inputs or another feature map</source>
        <translation>φ des %1 de la tête %2 déborde (exp(ω·x&apos; − |x&apos;|²/2) est trop grand)&#xa0;; utilisez des entrées plus petites ou une autre carte de caractéristiques</translation>
    </message>
    <message>
        <source>head %1, query %2: the normaliser φ(q)·z is 0 (no feature of φ(q) meets a key&apos;s), so this row&apos;s weights and output are zero</source>
        <translation>tête %1, requête %2&#xa0;: le normalisateur φ(q)·z vaut 0 (aucune caractéristique de φ(q) ne rencontre celles d&apos;une clé), donc les poids et la sortie de cette ligne sont nuls</translation>
    </message>
    <message>
        <source>%1 features x %2 dimensions = %3 random numbers; at least 16 are needed to match PyTorch</source>
        <translation>%1 caractéristiques x %2 dimensions = %3 nombres aléatoires&#xa0;; il en faut au moins 16 pour correspondre à PyTorch</translation>
    </message>
    <message>
        <source>linear attention takes only mask.causal: this mask would break the factorisation φ(Q)(φ(K)ᵀV) that makes it linear; remove it, or use &quot;kind&quot;: &quot;softmax&quot;</source>
        <translation>l&apos;attention linéaire n&apos;accepte que mask.causal&#xa0;: ce masque casserait la factorisation φ(Q)(φ(K)ᵀV) qui la rend linéaire&#xa0;; retirez-le, ou utilisez &quot;kind&quot;: &quot;softmax&quot;</translation>
    </message>
    <message>
        <source>linear attention&apos;s running sum is aligned top-left (query i reads the keys 0 … i): &quot;bottom_right&quot; with %1 queries and %2 keys is not supported; use true, or &quot;kind&quot;: &quot;softmax&quot;</source>
        <translation>la somme cumulée de l&apos;attention linéaire est alignée en haut à gauche (la requête i lit les clés 0 … i)&#xa0;: &quot;bottom_right&quot; avec %1 requêtes et %2 clés n&apos;est pas pris en charge&#xa0;; utilisez true, ou &quot;kind&quot;: &quot;softmax&quot;</translation>
    </message>
    <message>
        <source>φ overflows in float32 (exp(ω·x&apos; − |x&apos;|²/2) is too large); use smaller inputs or another feature map</source>
        <translation>φ déborde en float32 (exp(ω·x&apos; − |x&apos;|²/2) est trop grand)&#xa0;; utilisez des entrées plus petites ou une autre carte de caractéristiques</translation>
    </message>
    <message>
        <source>&quot;se&quot; needs a feature map: &quot;feature_map&quot; (C × H × W) or &quot;random&quot; with channels, height and width</source>
        <translation>&quot;se&quot; a besoin d&apos;une carte de caractéristiques&#xa0;: &quot;feature_map&quot; (C × H × W) ou &quot;random&quot; avec channels, height et width</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a type AttnLab knows (fp32, fp16, bf16, int8)</source>
        <translation>&quot;%1&quot; n&apos;est pas un type qu&apos;AttnLab connaît (fp32, fp16, bf16, int8)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a model AttnLab knows (%2)</source>
        <translation>&quot;%1&quot; n&apos;est pas un modèle qu&apos;AttnLab connaît (%2)</translation>
    </message>
    <message>
        <source>expected a positive integer, got %1</source>
        <translation>attendu&#xa0;: un entier positif&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>one token&apos;s keys and values would take more than 2^63 bytes</source>
        <translation>les clés et valeurs d&apos;un seul jeton occuperaient plus de 2^63 octets</translation>
    </message>
    <message>
        <source>expected 0 or more, got %1</source>
        <translation>attendu&#xa0;: 0 ou plus&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>the cache would take more than 2^63 bytes</source>
        <translation>le cache occuperait plus de 2^63 octets</translation>
    </message>
    <message>
        <source>expected 1 or more, got %1</source>
        <translation>attendu&#xa0;: 1 ou plus&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>a dilation spaces out the window&apos;s keys: give mask.window too</source>
        <translation>une dilatation espace les clés de la fenêtre&#xa0;: donnez aussi mask.window</translation>
    </message>
    <message>
        <source>token %1 does not exist: tokens are numbered 0 to %2</source>
        <translation>le jeton %1 n&apos;existe pas&#xa0;: les jetons sont numérotés de 0 à %2</translation>
    </message>
    <message>
        <source>expected the global tokens in increasing order, each once</source>
        <translation>attendu&#xa0;: les jetons globaux par ordre croissant, chacun une seule fois</translation>
    </message>
    <message>
        <source>expected one list per query block of %1 tokens (%2 for %3 queries), got %4; remove &quot;drawn&quot; to draw them again from the seed</source>
        <translation>attendu&#xa0;: une liste par bloc de requêtes de %1 jetons (%2 pour %3 requêtes)&#xa0;; reçu&#xa0;: %4&#xa0;; retirez &quot;drawn&quot; pour les tirer de nouveau à partir de la graine</translation>
    </message>
    <message>
        <source>key block %1 does not exist: the %2 keys make blocks 0 to %3</source>
        <translation>le bloc de clés %1 n&apos;existe pas&#xa0;: les %2 clés forment les blocs 0 à %3</translation>
    </message>
    <message>
        <source>expected the key blocks in increasing order, each once</source>
        <translation>attendu&#xa0;: les blocs de clés par ordre croissant, chacun une seule fois</translation>
    </message>
    <message>
        <source>expected %1 rows (one per query), got %2</source>
        <translation>attendu&#xa0;: %1 lignes (une par requête)&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected %1 columns (one per key), got %2</source>
        <translation>attendu&#xa0;: %1 colonnes (une par clé)&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>this needs about %1 of memory (%2), more than the limit of %3</source>
        <translation>il faut environ %1 de mémoire (%2), plus que la limite de %3</translation>
    </message>
    <message>
        <source>this needs about %1 of memory (%2), more than the limit of %3; %4</source>
        <translation>il faut environ %1 de mémoire (%2), plus que la limite de %3&#xa0;; %4</translation>
    </message>
    <message>
        <source>expected an array of labels, got %1</source>
        <translation>attendu&#xa0;: un tableau d&apos;étiquettes&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 labels exceed the limit of %2</source>
        <translation>%1 étiquettes dépassent la limite de %2</translation>
    </message>
    <message>
        <source>expected a list of token numbers such as [0, 5], got %1</source>
        <translation>attendu&#xa0;: une liste de numéros de jetons telle que [0, 5]&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>more than %1 global tokens</source>
        <translation>plus de %1 jetons globaux</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;block_size&quot;: 64, &quot;blocks&quot;: 3, &quot;seed&quot;: 0}, got %1</source>
        <translation>attendu&#xa0;: un objet tel que {&quot;block_size&quot;: 64, &quot;blocks&quot;: 3, &quot;seed&quot;: 0}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected one list of key blocks per query block, got %1</source>
        <translation>attendu&#xa0;: une liste de blocs de clés par bloc de requêtes&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>more than %1 query blocks</source>
        <translation>plus de %1 blocs de requêtes</translation>
    </message>
    <message>
        <source>expected a list of key blocks such as [3, 7], got %1</source>
        <translation>attendu&#xa0;: une liste de blocs de clés telle que [3, 7]&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>more than %1 key blocks</source>
        <translation>plus de %1 blocs de clés</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;causal&quot;: true}, got %1</source>
        <translation>attendu&#xa0;: un objet tel que {&quot;causal&quot;: true}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>unknown alignment &quot;%1&quot; (expected true, false, &quot;top_left&quot; or &quot;bottom_right&quot;)</source>
        <translation>alignement inconnu &quot;%1&quot; (attendu&#xa0;: true, false, &quot;top_left&quot; ou &quot;bottom_right&quot;)</translation>
    </message>
    <message>
        <source>expected true, false, &quot;top_left&quot; or &quot;bottom_right&quot;, got %1</source>
        <translation>attendu&#xa0;: true, false, &quot;top_left&quot; ou &quot;bottom_right&quot;&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;prompt&quot;: 3}, got %1</source>
        <translation>attendu&#xa0;: un objet tel que {&quot;prompt&quot;: 3}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>missing: how many tokens the prompt has (0 or more)</source>
        <translation>manquant&#xa0;: le nombre de jetons du prompt (0 ou plus)</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;seed&quot;: 0, &quot;tokens&quot;: 4, &quot;dim&quot;: 8}, got %1</source>
        <translation>attendu&#xa0;: un objet tel que {&quot;seed&quot;: 0, &quot;tokens&quot;: 4, &quot;dim&quot;: 8}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>unknown generator &quot;%1&quot; (known: torch)</source>
        <translation>générateur inconnu &quot;%1&quot; (connu&#xa0;: torch)</translation>
    </message>
    <message>
        <source>3 x tokens x dim = %1 values; at least 16 are needed to match PyTorch</source>
        <translation>3 x tokens x dim = %1 valeurs&#xa0;; il en faut au moins 16 pour correspondre à PyTorch</translation>
    </message>
    <message>
        <source>unknown feature map &quot;%1&quot; (known: %2)</source>
        <translation>carte de caractéristiques inconnue &quot;%1&quot; (connues&#xa0;: %2)</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>attendu&#xa0;: %1&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;features&quot;: 64, &quot;seed&quot;: 0}, got %1</source>
        <translation>attendu&#xa0;: un objet tel que {&quot;features&quot;: 64, &quot;seed&quot;: 0}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected %1 labels (one per %2), got %3</source>
        <translation>attendu&#xa0;: %1 étiquettes (une par %2)&#xa0;; reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected a file name such as &quot;%1&quot;, got an empty text</source>
        <translation>attendu&#xa0;: un nom de fichier tel que &quot;%1&quot;&#xa0;; reçu&#xa0;: un texte vide</translation>
    </message>
    <message>
        <source>a scenario must be a JSON object, got %1</source>
        <translation>un scénario doit être un objet JSON&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;</source>
        <translation>attendu&#xa0;: &quot;%1&quot;&#xa0;; reçu&#xa0;: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no inputs: give &quot;q&quot;, &quot;k&quot; and &quot;v&quot;, or &quot;npz&quot;, or &quot;random&quot;, or &quot;sentences&quot;, or &quot;image&quot;</source>
        <translation>aucune entrée&#xa0;: donnez &quot;q&quot;, &quot;k&quot; et &quot;v&quot;, ou &quot;npz&quot;, ou &quot;random&quot;, ou &quot;sentences&quot;, ou &quot;image&quot;</translation>
    </message>
    <message>
        <source>give only one of &quot;q&quot;/&quot;k&quot;/&quot;v&quot;, &quot;npz&quot;, &quot;random&quot;, &quot;sentences&quot; and &quot;image&quot;</source>
        <translation>donnez un seul élément parmi &quot;q&quot;/&quot;k&quot;/&quot;v&quot;, &quot;npz&quot;, &quot;random&quot;, &quot;sentences&quot; et &quot;image&quot;</translation>
    </message>
    <message>
        <source>missing; give all of q, k and v</source>
        <translation>manquant&#xa0;; donnez q, k et v tous les trois</translation>
    </message>
    <message>
        <source>expected a .npy file name like q&apos;s, got %1</source>
        <translation>attendu&#xa0;: un nom de fichier .npy comme pour q&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a matrix like q&apos;s, got %1 (give q, k and v all as matrices or all as .npy file names)</source>
        <translation>attendu&#xa0;: une matrice comme pour q&#xa0;; reçu&#xa0;: %1 (donnez q, k et v tous sous forme de matrices ou tous sous forme de noms de fichiers .npy)</translation>
    </message>
    <message>
        <source>decoding with a KV cache is shown for softmax attention, not &quot;%1&quot;</source>
        <translation>le décodage avec un cache KV est montré pour l&apos;attention softmax, pas pour &quot;%1&quot;</translation>
    </message>
    <message>
        <source>deformable attention samples points: it takes no mask</source>
        <translation>l&apos;attention déformable échantillonne des points&#xa0;: elle ne prend pas de masque</translation>
    </message>
    <message>
        <source>expected %1 rows (d, the heads side by side), got %2</source>
        <translation>attendu&#xa0;: %1 lignes (d, les têtes côte à côte)&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 channels of %2 patches are more than channel attention takes; choose a smaller stride or &quot;size&quot;</source>
        <translation>%1 canaux de %2 patchs, c&apos;est plus que ce que prend l&apos;attention par canal&#xa0;; choisissez un pas plus petit ou une &quot;size&quot; plus petite</translation>
    </message>
    <message>
        <source>decoding with a KV cache is shown for softmax attention, not &quot;%1&quot;; remove &quot;decode&quot; or use &quot;kind&quot;: &quot;softmax&quot;</source>
        <translation>le décodage avec un cache KV est montré pour l&apos;attention softmax, pas pour &quot;%1&quot;&#xa0;; retirez &quot;decode&quot; ou utilisez &quot;kind&quot;: &quot;softmax&quot;</translation>
    </message>
    <message>
        <source>decoding needs self-attention, as many queries as keys: got %1 queries and %2 keys</source>
        <translation>le décodage exige de l&apos;auto-attention, autant de requêtes que de clés&#xa0;; reçu&#xa0;: %1 requêtes et %2 clés</translation>
    </message>
    <message>
        <source>decoding is shown frame by frame for at most %1 tokens, got %2; `attnlab-cli bench --decode` times longer caches</source>
        <translation>le décodage est montré pas à pas pour au plus %1 jetons&#xa0;; reçu&#xa0;: %2&#xa0;; `attnlab-cli bench --decode` chronomètre des caches plus longs</translation>
    </message>
    <message>
        <source>a prompt of %1 tokens is longer than the %2 tokens</source>
        <translation>un prompt de %1 jetons est plus long que les %2 jetons</translation>
    </message>
    <message>
        <source>%1 column</source>
        <translation>%1 colonne</translation>
    </message>
    <message>
        <source>%1 columns</source>
        <translation>%1 colonnes</translation>
    </message>
    <message>
        <source>%1 row</source>
        <translation>%1 ligne</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 lignes</translation>
    </message>
    <message>
        <source>q has %1 and k has %2: Q and K need the same number of columns (d_k)</source>
        <translation>q a %1 et k a %2&#xa0;: Q et K doivent avoir le même nombre de colonnes (d_k)</translation>
    </message>
    <message>
        <source>k has %1 and v has %2: K and V need one row per key</source>
        <translation>k a %1 et v a %2&#xa0;: K et V ont besoin d&apos;une ligne par clé</translation>
    </message>
    <message>
        <source>expected a %1 x %2 mask (queries x keys), got %3 x %4</source>
        <translation>attendu&#xa0;: un masque de %1 x %2 (requêtes x clés)&#xa0;; reçu&#xa0;: %3 x %4</translation>
    </message>
    <message>
        <source>expected %1 to %2, got %3</source>
        <translation>attendu&#xa0;: de %1 à %2&#xa0;; reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected a key dimension d_k of %1 to %2, got %3</source>
        <translation>attendu&#xa0;: une dimension des clés d_k de %1 à %2&#xa0;; reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>3 x tokens x d_k = %1 values is below %2; use more tokens or a larger d_k</source>
        <translation>3 x tokens x d_k = %1 valeurs, c&apos;est moins que %2&#xa0;; utilisez plus de jetons ou un d_k plus grand</translation>
    </message>
    <message>
        <source>expected at least one key dimension d_k</source>
        <translation>attendu&#xa0;: au moins une dimension des clés d_k</translation>
    </message>
    <message>
        <source>dimension must be at least 1, got %1</source>
        <translation>la dimension doit être d&apos;au moins 1&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected n &gt;= 0 and d &gt;= 1, got %1 x %2</source>
        <translation>attendu&#xa0;: n &gt;= 0 et d &gt;= 1&#xa0;; reçu&#xa0;: %1 x %2</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>cannot open the file</source>
        <translation>impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <source>no dimensions (an empty file?)</source>
        <translation>aucune dimension (un fichier vide&#xa0;?)</translation>
    </message>
    <message>
        <source>no words</source>
        <translation>aucun mot</translation>
    </message>
    <message>
        <source>expected the header line &quot;dimensions&lt;TAB&gt;name&lt;TAB&gt;...&quot; first, got %1</source>
        <translation>attendu&#xa0;: d&apos;abord la ligne d&apos;en-tête &quot;dimensions&lt;TAB&gt;name&lt;TAB&gt;...&quot;&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>dimension %1 has no name</source>
        <translation>la dimension %1 n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>dimension name %1 may not contain spaces, &apos;=&apos; or &apos;,&apos;</source>
        <translation>le nom de dimension %1 ne doit contenir ni espace, ni &apos;=&apos;, ni &apos;,&apos;</translation>
    </message>
    <message>
        <source>duplicate dimension %1</source>
        <translation>dimension %1 en double</translation>
    </message>
    <message>
        <source>no dimension names after &quot;dimensions&quot;</source>
        <translation>aucun nom de dimension après &quot;dimensions&quot;</translation>
    </message>
    <message>
        <source>%1 dimensions exceed the limit of %2</source>
        <translation>%1 dimensions dépassent la limite de %2</translation>
    </message>
    <message>
        <source>expected 3 tab-separated fields (language, word, dimensions), got %1</source>
        <translation>attendu&#xa0;: 3 champs séparés par des tabulations (langue, mot, dimensions)&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>invalid language %1 (expected a lower-case code such as en)</source>
        <translation>langue %1 non valide (attendu&#xa0;: un code en minuscules tel que en)</translation>
    </message>
    <message>
        <source>empty word</source>
        <translation>mot vide</translation>
    </message>
    <message>
        <source>word %1 is not one token for the tokenizer, so no sentence could ever match it</source>
        <translation>le mot %1 n&apos;est pas un seul jeton pour le tokeniseur, donc aucune phrase ne pourrait jamais lui correspondre</translation>
    </message>
    <message>
        <source>duplicate word %1 for %2 (first on line %3)</source>
        <translation>mot %1 en double pour %2 (d&apos;abord à la ligne %3)</translation>
    </message>
    <message>
        <source>no dimensions for %1</source>
        <translation>aucune dimension pour %1</translation>
    </message>
    <message>
        <source>empty dimension entry (two commas?)</source>
        <translation>entrée de dimension vide (deux virgules&#xa0;?)</translation>
    </message>
    <message>
        <source>unknown dimension %1</source>
        <translation>dimension inconnue %1</translation>
    </message>
    <message>
        <source>dimension %1: expected a number, got %2</source>
        <translation>dimension %1&#xa0;: attendu&#xa0;: un nombre&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>dimension %1 given twice</source>
        <translation>dimension %1 donnée deux fois</translation>
    </message>
    <message>
        <source>more than %1 words</source>
        <translation>plus de %1 mots</translation>
    </message>
    <message>
        <source>no header line &quot;dimensions&lt;TAB&gt;name&lt;TAB&gt;...&quot;</source>
        <translation>pas de ligne d&apos;en-tête &quot;dimensions&lt;TAB&gt;name&lt;TAB&gt;...&quot;</translation>
    </message>
    <message>
        <source>expected a word followed by numbers separated by spaces (is this a GloVe text file?)</source>
        <translation>attendu&#xa0;: un mot suivi de nombres séparés par des espaces (est-ce un fichier texte GloVe&#xa0;?)</translation>
    </message>
    <message>
        <source>%1 numbers exceed the limit of %2 dimensions</source>
        <translation>%1 nombres dépassent la limite de %2 dimensions</translation>
    </message>
    <message>
        <source>number %1: expected a number, got %2</source>
        <translation>nombre %1&#xa0;: attendu&#xa0;: un nombre&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>number %1: expected a number (is this a GloVe text file?)</source>
        <translation>nombre %1&#xa0;: attendu&#xa0;: un nombre (est-ce un fichier texte GloVe&#xa0;?)</translation>
    </message>
    <message>
        <source>more than %1 words; keep the most frequent ones (e.g. head -n 100000)</source>
        <translation>plus de %1 mots&#xa0;; gardez les plus fréquents (par exemple head -n 100000)</translation>
    </message>
    <message>
        <source>more than %1 numbers in all; keep the most frequent words (e.g. head -n 100000)</source>
        <translation>plus de %1 nombres en tout&#xa0;; gardez les mots les plus fréquents (par exemple head -n 100000)</translation>
    </message>
    <message>
        <source>no vectors (an empty file?)</source>
        <translation>aucun vecteur (un fichier vide&#xa0;?)</translation>
    </message>
    <message>
        <source>not a language tag (such as &quot;en&quot;, &quot;fr&quot;, &quot;pt&quot; or &quot;pt_BR&quot;)</source>
        <translation>pas une étiquette de langue (telle que &quot;en&quot;, &quot;fr&quot;, &quot;pt&quot; ou &quot;pt_BR&quot;)</translation>
    </message>
    <message>
        <source>expected a lower-case language code such as &quot;en&quot;, &quot;fr&quot; or &quot;pt&quot;, got %1</source>
        <translation>attendu&#xa0;: un code de langue en minuscules tel que &quot;en&quot;, &quot;fr&quot; ou &quot;pt&quot;&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>empty sentence</source>
        <translation>phrase vide</translation>
    </message>
    <message>
        <source>empty sentence: no words in %1</source>
        <translation>phrase vide&#xa0;: aucun mot dans %1</translation>
    </message>
    <message>
        <source>%1 words exceed the limit of %2</source>
        <translation>%1 mots dépassent la limite de %2</translation>
    </message>
    <message>
        <source>expected &quot;lexicon&quot; or {&quot;glove&quot;: &quot;vectors.txt&quot;}, got %1</source>
        <translation>attendu&#xa0;: &quot;lexicon&quot; ou {&quot;glove&quot;: &quot;vectors.txt&quot;}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected true or false, or {&quot;scale&quot;: 0.5}, got %1</source>
        <translation>attendu&#xa0;: true ou false, ou {&quot;scale&quot;: 0.5}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected &quot;identity&quot;, {&quot;random&quot;: 7} or {&quot;w_q&quot;: [[...]], &quot;w_k&quot;: [[...]], &quot;w_v&quot;: [[...]]}, got %1</source>
        <translation>attendu&#xa0;: &quot;identity&quot;, {&quot;random&quot;: 7} ou {&quot;w_q&quot;: [[...]], &quot;w_k&quot;: [[...]], &quot;w_v&quot;: [[...]]}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>give either &quot;random&quot; or &quot;w_q&quot;, &quot;w_k&quot;, &quot;w_v&quot;, not both</source>
        <translation>donnez soit &quot;random&quot;, soit &quot;w_q&quot;, &quot;w_k&quot;, &quot;w_v&quot;, pas les deux</translation>
    </message>
    <message>
        <source>missing: a given projection needs w_q, w_k and w_v</source>
        <translation>manquant&#xa0;: une projection donnée a besoin de w_q, w_k et w_v</translation>
    </message>
    <message>
        <source>expected %1 rows like w_q (the embedding dimension), got %2</source>
        <translation>attendu&#xa0;: %1 lignes comme w_q (la dimension du plongement)&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected %1 columns like w_q, got %2</source>
        <translation>attendu&#xa0;: %1 colonnes comme w_q&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>a GloVe file is found relative to the scenario&apos;s folder, and this scenario has none yet: save it first</source>
        <translation>un fichier GloVe se trouve relativement au dossier du scénario, et ce scénario n&apos;en a pas encore&#xa0;: enregistrez-le d&apos;abord</translation>
    </message>
    <message>
        <source>the lexicon has no words in &quot;%1&quot; (it has %2; &quot;&quot; means any)</source>
        <translation>le lexique n&apos;a aucun mot en &quot;%1&quot; (il a %2&#xa0;; &quot;&quot; signifie n&apos;importe laquelle)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not in the lexicon; it gets a hashed random vector</source>
        <translation>%1&#xa0;: &quot;%2&quot; n&apos;est pas dans le lexique&#xa0;; il reçoit un vecteur aléatoire haché</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not in the lexicon (%3); it gets a hashed random vector</source>
        <translation>%1&#xa0;: &quot;%2&quot; n&apos;est pas dans le lexique (%3)&#xa0;; il reçoit un vecteur aléatoire haché</translation>
    </message>
    <message>
        <source>expected %1 rows (the embedding dimension), got %2</source>
        <translation>attendu&#xa0;: %1 lignes (la dimension du plongement)&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected 1 to %1 columns, got %2</source>
        <translation>attendu&#xa0;: de 1 à %1 colonnes&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>not finite numbers</source>
        <translation>nombres non finis</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;query&quot;: &quot;Le chat noir&quot;, &quot;source&quot;: &quot;The black cat&quot;}, got %1</source>
        <translation>attendu&#xa0;: un objet tel que {&quot;query&quot;: &quot;Le chat noir&quot;, &quot;source&quot;: &quot;The black cat&quot;}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>missing: the sentence whose words ask</source>
        <translation>manquant&#xa0;: la phrase dont les mots interrogent</translation>
    </message>
    <message>
        <source>unknown embedding &quot;%1&quot; (known: lexicon, glove)</source>
        <translation>plongement inconnu &quot;%1&quot; (connus&#xa0;: lexicon, glove)</translation>
    </message>
    <message>
        <source>needs an embedding dimension of at least 3, got %1</source>
        <translation>il faut une dimension de plongement d&apos;au moins 3&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1%2 values is below %3, which PyTorch draws by another path; use at least %4 values</source>
        <translation>%1%2 valeurs, c&apos;est moins que %3, que PyTorch tire par une autre voie&#xa0;; utilisez au moins %4 valeurs</translation>
    </message>
    <message>
        <source>%1 must be at least 1, got %2 x %3</source>
        <translation>%1 doit valoir au moins 1&#xa0;; reçu&#xa0;: %2 x %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds a control character; a file name has none</source>
        <translation>&quot;%1&quot; contient un caractère de contrôle&#xa0;; un nom de fichier n&apos;en contient aucun</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a symbolic link leading outside the lesson&apos;s folder; a lesson reads only files inside its own folder: copy the file there</source>
        <translation>&quot;%1&quot; est un lien symbolique qui mène hors du dossier de la leçon&#xa0;; une leçon ne lit que les fichiers de son propre dossier&#xa0;: copiez-y le fichier</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a symbolic link leading outside the scenario&apos;s folder; a scenario reads only files inside its own folder: copy the file there</source>
        <translation>&quot;%1&quot; est un lien symbolique qui mène hors du dossier du scénario&#xa0;; un scénario ne lit que les fichiers de son propre dossier&#xa0;: copiez-y le fichier</translation>
    </message>
    <message>
        <source>&quot;%1&quot; goes through &quot;%2&quot;, a symbolic link leading outside the lesson&apos;s folder; a lesson reads only files inside its own folder: copy the file there</source>
        <translation>&quot;%1&quot; passe par &quot;%2&quot;, un lien symbolique qui mène hors du dossier de la leçon&#xa0;; une leçon ne lit que les fichiers de son propre dossier&#xa0;: copiez-y le fichier</translation>
    </message>
    <message>
        <source>&quot;%1&quot; goes through &quot;%2&quot;, a symbolic link leading outside the scenario&apos;s folder; a scenario reads only files inside its own folder: copy the file there</source>
        <translation>&quot;%1&quot; passe par &quot;%2&quot;, un lien symbolique qui mène hors du dossier du scénario&#xa0;; un scénario ne lit que les fichiers de son propre dossier&#xa0;: copiez-y le fichier</translation>
    </message>
    <message>
        <source>the stage hides no pair (the scenario has no mask): a masked pairs question needs a mask to find</source>
        <translation>l&apos;étape ne masque aucune paire (le scénario n&apos;a pas de masque)&#xa0;: une question sur les paires masquées a besoin d&apos;un masque à trouver</translation>
    </message>
    <message>
        <source>corrupt entry: the zip entry declares %1 bytes, its .npy header (shape %2) %3; refused before it is inflated</source>
        <translation>entrée corrompue&#xa0;: l&apos;entrée zip déclare %1 octets, son en-tête .npy (forme %2) %3&#xa0;; refusée avant d&apos;être décompressée</translation>
    </message>
    <message>
        <source>%1 as JSON text</source>
        <translation>%1 en texte JSON</translation>
    </message>
    <message>
        <source>export fewer numbers: this stage, or Q, K and V</source>
        <translation>exportez moins de nombres&#xa0;: cette étape, ou Q, K et V</translation>
    </message>
    <message>
        <source>the fused engine&apos;s copies of q, k and v</source>
        <translation>les copies de q, k et v du moteur fusionné</translation>
    </message>
    <message>
        <source>no &quot;%1&quot; text</source>
        <translation>pas de texte &quot;%1&quot;</translation>
    </message>
    <message>
        <source>choices are plain text; “%1” would show as typed (%2)</source>
        <translation>les choix sont du texte brut&#xa0;; «&#xa0;%1&#xa0;» s&apos;afficherait tel quel (%2)</translation>
    </message>
    <message>
        <source>%1 (its words in &quot;%2&quot;)</source>
        <translation>%1 (ses mots en &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>not enough memory to compute its scenario</source>
        <translation>pas assez de mémoire pour calculer son scénario</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>attention flow takes at most %1 tokens (n² maximum flows); these maps have %2 (rollout has no such limit)</source>
        <translation>le flot d&apos;attention prend au plus %1 jetons (n² flots maximaux)&#xa0;; ces cartes en ont %2 (le rollout n&apos;a pas cette limite)</translation>
    </message>
    <message>
        <source>attention flow takes at most %1 layers; layers %2:%3 are %4 (choose a range: --layers a:b)</source>
        <translation>le flot d&apos;attention prend au plus %1 couches&#xa0;; les couches %2:%3 en font %4 (choisissez une plage&#xa0;: --layers a:b)</translation>
    </message>
    <message>
        <source>entropy (bits)</source>
        <translation>entropie (bits)</translation>
    </message>
    <message>
        <source>mean distance</source>
        <translation>distance moyenne</translation>
    </message>
    <message>
        <source>on the first token</source>
        <translation>sur le premier jeton</translation>
    </message>
    <message>
        <source>on the previous token</source>
        <translation>sur le jeton précédent</translation>
    </message>
    <message>
        <source>on itself</source>
        <translation>sur lui-même</translation>
    </message>
    <message>
        <source>keys for 90 %</source>
        <translation>clés pour 90&#xa0;%</translation>
    </message>
    <message>
        <source>maps of %1 x %2 and %3 x %4 cannot be compared</source>
        <translation>des cartes de %1 x %2 et de %3 x %4 ne peuvent pas être comparées</translation>
    </message>
    <message>
        <source>expected a layer range a:b (whole numbers from 0, as a Python slice: 2:5 is layers 2, 3 and 4), got &apos;%1&apos;</source>
        <translation>attendu&#xa0;: une plage de couches a:b (des entiers à partir de 0, comme une tranche Python&#xa0;: 2:5 désigne les couches 2, 3 et 4)&#xa0;; reçu&#xa0;: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>layers %1:%2: a layer index is negative</source>
        <translation>couches %1:%2&#xa0;: un indice de couche est négatif</translation>
    </message>
    <message>
        <source>layers %1:%2 hold no layer (a:b is layers a to b - 1, as a Python slice)</source>
        <translation>les couches %1:%2 ne contiennent aucune couche (a:b désigne les couches a à b - 1, comme une tranche Python)</translation>
    </message>
    <message>
        <source>layers %1:%2: the weights have %3 layers (0 to %4)</source>
        <translation>couches %1:%2&#xa0;: les poids ont %3 couches (de 0 à %4)</translation>
    </message>
    <message>
        <source>no attention weights</source>
        <translation>aucun poids d&apos;attention</translation>
    </message>
    <message>
        <source>these maps are %1 x %2 (cross-attention): rollout, flow and head statistics need self-attention (n x n)</source>
        <translation>ces cartes font %1 x %2 (attention croisée)&#xa0;: le rollout, le flot et les statistiques des têtes exigent de l&apos;auto-attention (n x n)</translation>
    </message>
    <message>
        <source>a negative weight (%1)</source>
        <translation>un poids négatif (%1)</translation>
    </message>
    <message>
        <source>every weight of the row is 0 and the residual is 0: the row cannot be normalised (give a residual above 0)</source>
        <translation>tous les poids de la ligne valent 0 et la part résiduelle vaut 0&#xa0;: la ligne ne peut pas être normalisée (donnez une part résiduelle supérieure à 0)</translation>
    </message>
    <message>
        <source>expected a number from 0 to 1 (the share of the identity in (1 - a) A + a I), got %1</source>
        <translation>attendu&#xa0;: un nombre de 0 à 1 (la part de l&apos;identité dans (1 - a) A + a I)&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>cpu: head %1, query %2: scaled scores outside float32&apos;s range (validate() the input first)</source>
        <translation>cpu&#xa0;: tête %1, requête %2&#xa0;: scores mis à l&apos;échelle hors de la plage de float32 (passez d&apos;abord l&apos;entrée à validate())</translation>
    </message>
    <message>
        <source>%1 failed: %2 (%3)</source>
        <extracomment>An OpenCL call that failed: the function (clCreateBuffer), the error&apos;s name (CL_OUT_OF_RESOURCES) and its number</extracomment>
        <translation>%1 a échoué&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <source>OpenCL: the attention kernel did not build on %1 (%2)</source>
        <translation>OpenCL&#xa0;: le noyau d&apos;attention n&apos;a pas pu être compilé sur %1 (%2)</translation>
    </message>
    <message>
        <source>OpenCL: the attention kernel did not build on %1 (%2):
%3</source>
        <translation>OpenCL&#xa0;: le noyau d&apos;attention n&apos;a pas pu être compilé sur %1 (%2)&#xa0;:
%3</translation>
    </message>
    <message>
        <source>OpenCL: no platform or device found (is an ICD such as pocl-opencl-icd or a GPU driver installed?)</source>
        <translation>OpenCL&#xa0;: aucune plateforme ni aucun périphérique trouvé (un ICD tel que pocl-opencl-icd ou un pilote de GPU est-il installé&#xa0;?)</translation>
    </message>
    <message>
        <source>OpenCL: device index %1 out of range (%2 device)</source>
        <translation>OpenCL&#xa0;: indice de périphérique %1 hors limites (%2 périphérique)</translation>
    </message>
    <message>
        <source>OpenCL: device index %1 out of range (%2 devices)</source>
        <translation>OpenCL&#xa0;: indice de périphérique %1 hors limites (%2 périphériques)</translation>
    </message>
    <message>
        <source>OpenCL: %1: %2</source>
        <translation>OpenCL&#xa0;: %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>OpenCL: %1 needs %2 MiB, more than the largest buffer of %3 (%4 MiB)</source>
        <translation>OpenCL&#xa0;: %1 exige %2 Mio, plus que le plus grand tampon de %3 (%4 Mio)</translation>
    </message>
    <message>
        <source>OpenCL: head %1, query %2: scaled scores outside float32&apos;s range (validate() the input first)</source>
        <translation>OpenCL&#xa0;: tête %1, requête %2&#xa0;: scores mis à l&apos;échelle hors de la plage de float32 (passez d&apos;abord l&apos;entrée à validate())</translation>
    </message>
    <message>
        <source>not with %1 given per language: each sentence&apos;s language is its key</source>
        <translation>pas avec %1 donné par langue&#xa0;: la langue de chaque phrase est sa clé</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 Gio</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 Mio</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>shape %1: expected %2 columns like %3.npy %4, got %5</source>
        <translation>forme %1&#xa0;: attendu&#xa0;: %2 colonnes comme %3.npy %4&#xa0;; reçu&#xa0;: %5</translation>
    </message>
    <message>
        <source>shape %1: expected %2 rows (one per key) like %3.npy %4, got %5</source>
        <translation>forme %1&#xa0;: attendu&#xa0;: %2 lignes (une par clé) comme %3.npy %4&#xa0;; reçu&#xa0;: %5</translation>
    </message>
    <message>
        <source>this key appears twice in the same object; keep one (which one was meant is not clear)</source>
        <translation>cette clé apparaît deux fois dans le même objet&#xa0;; gardez-en une (on ne sait pas laquelle était voulue)</translation>
    </message>
    <message>
        <source>the .npz archive could not be made: %1</source>
        <translation>l&apos;archive .npz n&apos;a pas pu être créée&#xa0;: %1</translation>
    </message>
    <message>
        <source>unknown backend &quot;%1&quot; for deformable attention (known: reference)</source>
        <translation>moteur de calcul &quot;%1&quot; inconnu pour l&apos;attention déformable (connu&#xa0;: reference)</translation>
    </message>
    <message>
        <source>unknown backend &quot;%1&quot; for linear attention (known: reference, cpu)</source>
        <translation>moteur de calcul &quot;%1&quot; inconnu pour l&apos;attention linéaire (connus&#xa0;: reference, cpu)</translation>
    </message>
    <message>
        <source>%1 of linear attention, with n_q x n_k implicit and softmax weights</source>
        <translation>%1 de l&apos;attention linéaire, avec les poids implicites et softmax de n_q x n_k</translation>
    </message>
    <message>
        <source>use fewer tokens or heads</source>
        <translation>utilisez moins de jetons ou de têtes</translation>
    </message>
    <message>
        <source>q, k, v and the output of linear attention as text</source>
        <translation>q, k, v et la sortie de l&apos;attention linéaire en texte</translation>
    </message>
    <message>
        <source>use fewer tokens</source>
        <translation>utilisez moins de jetons</translation>
    </message>
    <message>
        <source>%1 of linear attention as text, with the state of every frame</source>
        <translation>%1 de l&apos;attention linéaire en texte, avec l&apos;état à chaque pas de décodage</translation>
    </message>
    <message>
        <source>%1 of linear attention as text</source>
        <translation>%1 de l&apos;attention linéaire en texte</translation>
    </message>
    <message>
        <source>use fewer tokens or heads, or --backend cpu for the output alone</source>
        <translation>utilisez moins de jetons ou de têtes, ou --backend cpu pour la sortie seule</translation>
    </message>
    <message>
        <source>queries</source>
        <extracomment>φ of the queries of head 2 overflows</extracomment>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>keys</source>
        <extracomment>φ of the keys of head 2 overflows</extracomment>
        <translation>clés</translation>
    </message>
    <message>
        <source>unknown backend &quot;%1&quot; for channel attention (known: reference)</source>
        <translation>moteur de calcul &quot;%1&quot; inconnu pour l&apos;attention par canal (connu&#xa0;: reference)</translation>
    </message>
    <message>
        <source>unknown backend &quot;%1&quot;</source>
        <translation>moteur de calcul &quot;%1&quot; inconnu</translation>
    </message>
    <message>
        <source>expected 0 to %1 (the %2 keys make %1 blocks of %3), got %4</source>
        <translation>attendu&#xa0;: de 0 à %1 (les %2 clés font %1 blocs de %3)&#xa0;; reçu&#xa0;: %4</translation>
    </message>
    <message>
        <source>every stage of %1 head of %2 queries x %3 keys</source>
        <translation>chaque étape de %1 tête de %2 requêtes x %3 clés</translation>
    </message>
    <message>
        <source>every stage of %1 heads of %2 queries x %3 keys</source>
        <translation>chaque étape de %1 têtes de %2 requêtes x %3 clés</translation>
    </message>
    <message>
        <source>%1, and their JSON text</source>
        <translation>%1, et leur texte JSON</translation>
    </message>
    <message>
        <source>use fewer tokens or heads, or the cpu backend for the output alone</source>
        <translation>utilisez moins de jetons ou de têtes, ou le moteur de calcul cpu pour la sortie seule</translation>
    </message>
    <message>
        <source>the output of %1 queries and its JSON text</source>
        <translation>la sortie de %1 requêtes et son texte JSON</translation>
    </message>
    <message>
        <source>missing array &apos;%1&apos; (expected shape %2)</source>
        <translation>tableau &apos;%1&apos; manquant (forme attendue&#xa0;: %2)</translation>
    </message>
    <message>
        <source>shape %1, expected %2</source>
        <translation>forme %1&#xa0;; attendu&#xa0;: %2</translation>
    </message>
    <message>
        <source>holds a NaN or an infinity</source>
        <translation>contient un NaN ou un infini</translation>
    </message>
    <message>
        <source>missing &quot;%1&quot;</source>
        <translation>&quot;%1&quot; manquant</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to %1, got %2</source>
        <translation>attendu&#xa0;: un entier de 1 à %1&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a non-empty list of tokens</source>
        <translation>attendu&#xa0;: une liste non vide de jetons</translation>
    </message>
    <message>
        <source>more than %1 tokens</source>
        <translation>plus de %1 jetons</translation>
    </message>
    <message>
        <source>expected a non-empty string, got %1</source>
        <translation>attendu&#xa0;: une chaîne non vide&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>duplicate token &quot;%1&quot;</source>
        <translation>jeton &quot;%1&quot; en double</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON non valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>attendu&#xa0;: un objet JSON</translation>
    </message>
    <message>
        <source>d_model (%1) is not a multiple of nhead (%2)</source>
        <translation>d_model (%1) n&apos;est pas un multiple de nhead (%2)</translation>
    </message>
    <message>
        <source>must be even (the sinusoidal encoding pairs sin and cos)</source>
        <translation>doit être pair (l&apos;encodage sinusoïdal associe sin et cos par paires)</translation>
    </message>
    <message>
        <source>must be at least 2</source>
        <translation>doit valoir au moins 2</translation>
    </message>
    <message>
        <source>missing &quot;special_tokens&quot; (an object)</source>
        <translation>&quot;special_tokens&quot; manquant (un objet)</translation>
    </message>
    <message>
        <source>missing &quot;%1&quot; (a token)</source>
        <translation>&quot;%1&quot; manquant (un jeton)</translation>
    </message>
    <message>
        <source>missing &quot;languages&quot; (an object such as {&quot;fr&quot;: &quot;&lt;fr&gt;&quot;})</source>
        <translation>&quot;languages&quot; manquant (un objet tel que {&quot;fr&quot;: &quot;&lt;fr&gt;&quot;})</translation>
    </message>
    <message>
        <source>lacks the special token &quot;%1&quot;</source>
        <translation>il manque le jeton spécial &quot;%1&quot;</translation>
    </message>
    <message>
        <source>lacks the language token &quot;%1&quot;</source>
        <translation>il manque le jeton de langue &quot;%1&quot;</translation>
    </message>
    <message>
        <source>not in the model&apos;s English vocabulary</source>
        <translation>absent du vocabulaire anglais du modèle</translation>
    </message>
    <message>
        <source>not in the model&apos;s English vocabulary; nearest known words: %1</source>
        <translation>absent du vocabulaire anglais du modèle&#xa0;; mots connus les plus proches&#xa0;: %1</translation>
    </message>
    <message>
        <source>unknown target language &quot;%1&quot; (this model knows: %2)</source>
        <translation>langue cible &quot;%1&quot; inconnue (ce modèle connaît&#xa0;: %2)</translation>
    </message>
    <message>
        <source>no English word to translate</source>
        <translation>aucun mot anglais à traduire</translation>
    </message>
    <message>
        <source>%1 words; this model reads at most %2</source>
        <translation>%1 mots&#xa0;; ce modèle en lit au plus %2</translation>
    </message>
    <message>
        <source>not a lexicon language: words per language are keyed &quot;en&quot;, &quot;fr&quot; or &quot;pt&quot;</source>
        <translation>pas une langue du lexique&#xa0;: les mots par langue ont pour clés &quot;en&quot;, &quot;fr&quot; ou &quot;pt&quot;</translation>
    </message>
    <message>
        <source>missing: the English words, read where the reader&apos;s language has none</source>
        <translation>manquant&#xa0;: les mots anglais, lus là où la langue du lecteur n&apos;en a pas</translation>
    </message>
    <message>
        <source>use --backend %1</source>
        <translation>utilisez --backend %1</translation>
    </message>
    <message>
        <source>use --backend %1 or --backend %2</source>
        <translation>utilisez --backend %1 ou --backend %2</translation>
    </message>
    <message>
        <source>use --backend %1%2 or --backend %3</source>
        <translation>utilisez --backend %1%2 ou --backend %3</translation>
    </message>
    <message>
        <source>%1: used only by &quot;kind&quot;: %2, ignored by &quot;%3&quot;</source>
        <translation>%1&#xa0;: utilisé uniquement par &quot;kind&quot;: %2, ignoré par &quot;%3&quot;</translation>
    </message>
    <message>
        <source>expected %1 rows (the units d_a), got %2</source>
        <translation>attendu&#xa0;: %1 lignes (les unités d_a)&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected %1 columns (d_k, the columns of q and k), got %2</source>
        <translation>attendu&#xa0;: %1 colonnes (d_k, les colonnes de q et k)&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;units&quot;: 8, &quot;seed&quot;: 0}, got %1</source>
        <translation>attendu&#xa0;: un objet tel que {&quot;units&quot;: 8, &quot;seed&quot;: 0}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected %1 numbers (the units d_a), got %2</source>
        <translation>attendu&#xa0;: %1 nombres (les unités d_a)&#xa0;; reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>drawing the weights needs 2·d_a·d_k + d_a ≥ 16 numbers, got %1; give w_q, w_k and v</source>
        <translation>tirer les poids demande 2·d_a·d_k + d_a ≥ 16 nombres, reçu&#xa0;: %1&#xa0;; donnez w_q, w_k et v</translation>
    </message>
    <message>
        <source>%1 units of %2 columns are too many to draw</source>
        <translation>%1 unités de %2 colonnes, c&apos;est trop pour un tirage</translation>
    </message>
    <message>
        <source>additive attention has one head (its small network compares whole vectors), got %1</source>
        <translation>l&apos;attention additive a une seule tête (son petit réseau compare des vecteurs entiers)&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>additive attention has no scale: tanh already keeps each unit between −1 and 1</source>
        <translation>l&apos;attention additive n&apos;a pas de facteur d&apos;échelle&#xa0;: tanh garde déjà chaque unité entre −1 et 1</translation>
    </message>
    <message>
        <source>additive attention has no output projection W_O</source>
        <translation>l&apos;attention additive n&apos;a pas de projection de sortie W_O</translation>
    </message>
    <message>
        <source>unknown backend &quot;%1&quot; for additive attention (known: reference)</source>
        <translation>moteur de calcul &quot;%1&quot; inconnu pour l&apos;attention additive (connu&#xa0;: reference)</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;queries&quot;: 2, &quot;keys&quot;: 2}, got %1</source>
        <translation>attendu&#xa0;: un objet tel que {&quot;queries&quot;: 2, &quot;keys&quot;: 2}&#xa0;; reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>unknown backend &quot;%1&quot; for FlashAttention&apos;s tiles (known: reference)</source>
        <translation>moteur de calcul &quot;%1&quot; inconnu pour les tuiles de FlashAttention (connu&#xa0;: reference)</translation>
    </message>
    <message>
        <source>FlashAttention&apos;s %1 tiles in every head, each kept</source>
        <translation>les %1 tuiles de FlashAttention dans chaque tête, chacune conservée</translation>
    </message>
    <message>
        <source>use larger blocks, or fewer tokens or heads</source>
        <translation>utilisez des blocs plus grands, ou moins de jetons ou de têtes</translation>
    </message>
    <message>
        <source>FlashAttention&apos;s %1 tiles in every head, as text</source>
        <translation>les %1 tuiles de FlashAttention dans chaque tête, en texte</translation>
    </message>
    <message>
        <source>FlashAttention&apos;s tiles are kept one by one for at most %1 queries and keys, got %2 queries and %3 keys; use &quot;kind&quot;: &quot;softmax&quot; for longer inputs</source>
        <translation>les tuiles de FlashAttention sont conservées une à une pour au plus %1 requêtes et clés&#xa0;; reçu&#xa0;: %2 requêtes et %3 clés&#xa0;; utilisez &quot;kind&quot;: &quot;softmax&quot; pour des entrées plus longues</translation>
    </message>
    <message>
        <source>blocks of %1 queries × %2 keys make %3 tiles to visit, more than the %4 kept one by one; use larger blocks</source>
        <translation>des blocs de %1 requêtes × %2 clés font %3 tuiles à parcourir, plus que les %4 conservées une à une&#xa0;; utilisez des blocs plus grands</translation>
    </message>
    <message>
        <source>expected a list of %1 numbers (one per channel)</source>
        <translation>une liste de %1 nombres (un par canal) est attendue</translation>
    </message>
    <message>
        <source>expected positive numbers, got %1</source>
        <translation>des nombres positifs sont attendus, lu %1</translation>
    </message>
    <message>
        <source>expected finite numbers, got %1</source>
        <translation>des nombres finis sont attendus, lu %1</translation>
    </message>
    <message>
        <source>expected one of %1, got %2</source>
        <translation>une valeur parmi %1 est attendue, lu %2</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; (a vision transformer), got %2</source>
        <translation>«&#xa0;%1&#xa0;» est attendu (un transformer de vision), lu %2</translation>
    </message>
    <message>
        <source>expected 3 (RGB pictures), got %1</source>
        <translation>3 est attendu (images RVB), lu %1</translation>
    </message>
    <message>
        <source>image_size (%1) is not a multiple of patch_size (%2)</source>
        <translation>image_size (%1) n&apos;est pas un multiple de patch_size (%2)</translation>
    </message>
    <message>
        <source>%1 tokens; at most %2 are read</source>
        <translation>%1 tokens&#xa0;; au plus %2 sont lus</translation>
    </message>
    <message>
        <source>expected a non-empty list of class names</source>
        <translation>une liste non vide de noms de classes est attendue</translation>
    </message>
    <message>
        <source>duplicate class &quot;%1&quot;</source>
        <translation>classe «&#xa0;%1&#xa0;» en double</translation>
    </message>
    <message>
        <source>%1 × %2 pixels with %3 channels; this model reads %4 × %4 with %5 (resize it first)</source>
        <translation>%1 × %2 pixels à %3 canaux&#xa0;; ce modèle lit %4 × %4 à %5 (redimensionnez-la d’abord)</translation>
    </message>
    <message>
        <source>shape %1; expected (height, width, channels) with 1 to 4 channels</source>
        <translation>forme %1&#xa0;; (hauteur, largeur, canaux) attendue, avec 1 à 4 canaux</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>causal: key %1 comes after query %2</source>
        <translation>causal&#xa0;: la clé %1 vient après la requête %2</translation>
    </message>
    <message>
        <source>window: |%1 − %2| = %3 &gt; %4</source>
        <translation>fenêtre&#xa0;: |%1 − %2| = %3 &gt; %4</translation>
    </message>
    <message>
        <source>the custom mask hides this pair</source>
        <translation>le masque personnalisé exclut cette paire</translation>
    </message>
    <message>
        <source>Query %1 %2, head %3 of %4: %5 keys, d_k = %6, d_v = %7</source>
        <translation>Requête %1 %2, tête %3 sur %4&#xa0;: %5 clés, d_k = %6, d_v = %7</translation>
    </message>
    <message>
        <source>1. Scores  s_j = q · k_j = Σ_c q_c × k_jc  (how well the query matches each key)</source>
        <translation>1. Scores  s_j = q · k_j = Σ_c q_c × k_jc  (à quel point la requête correspond à chaque clé)</translation>
    </message>
    <message>
        <source>   key %1 %2: %3 = %4</source>
        <translation>   clé %1 %2&#xa0;: %3 = %4</translation>
    </message>
    <message>
        <source>2. Scaling  s&apos;_j = s_j × s, with the scenario&apos;s s = %1</source>
        <translation>2. Mise à l&apos;échelle  s&apos;_j = s_j × s, avec s = %1 (fixé par le scénario)</translation>
    </message>
    <message>
        <source>   key %1: %2 × %3 = %4</source>
        <translation>   clé %1&#xa0;: %2 × %3 = %4</translation>
    </message>
    <message>
        <source>3. Mask  none: every key is allowed</source>
        <translation>3. Masque  aucun&#xa0;: toutes les clés sont autorisées</translation>
    </message>
    <message>
        <source>3. Mask  a hidden key&apos;s score becomes −∞, so its weight will be 0</source>
        <translation>3. Masque  le score d&apos;une clé masquée devient −∞, son poids sera donc 0</translation>
    </message>
    <message>
        <source>   key %1: allowed, %2</source>
        <translation>   clé %1&#xa0;: autorisée, %2</translation>
    </message>
    <message>
        <source>   key %1: hidden (%2), −∞</source>
        <translation>   clé %1&#xa0;: masquée (%2), −∞</translation>
    </message>
    <message>
        <source>4. Softmax  a_j = exp(s&apos;&apos;_j − m) / Σ exp(s&apos;&apos;_i − m), with m the row&apos;s max (subtracting it keeps exp() from overflowing)</source>
        <translation>4. Softmax  a_j = exp(s&apos;&apos;_j − m) / Σ exp(s&apos;&apos;_i − m), où m est le maximum de la ligne (le soustraire évite que exp() ne déborde)</translation>
    </message>
    <message>
        <source>   every key is hidden: no weights to share, so this row&apos;s weights and output are all 0</source>
        <translation>   toutes les clés sont masquées&#xa0;: aucun poids à répartir, les poids et la sortie de cette ligne valent donc tous 0</translation>
    </message>
    <message>
        <source>   max m = %1</source>
        <translation>   max m = %1</translation>
    </message>
    <message>
        <source>   key %1: exp(−∞) = 0</source>
        <translation>   clé %1&#xa0;: exp(−∞) = 0</translation>
    </message>
    <message>
        <source>   key %1: exp(%2 − %3) = exp(%4) = %5</source>
        <translation>   clé %1&#xa0;: exp(%2 − %3) = exp(%4) = %5</translation>
    </message>
    <message>
        <source>   sum z = %1</source>
        <translation>   somme z = %1</translation>
    </message>
    <message>
        <source>   key %1 %2: %3 / %4 = %5</source>
        <translation>   clé %1 %2&#xa0;: %3 / %4 = %5</translation>
    </message>
    <message>
        <source>   weights (3 decimals, they sum to %1): [%2]</source>
        <translation>   poids (3 décimales, de somme %1)&#xa0;: [%2]</translation>
    </message>
    <message>
        <source>5. Weighted sum  o_c = Σ_j a_j × v_jc  (the output is an average of the value rows, weighted by attention)</source>
        <translation>5. Somme pondérée  o_c = Σ_j a_j × v_jc  (la sortie est une moyenne des lignes de valeurs, pondérée par l&apos;attention)</translation>
    </message>
    <message>
        <source>   c = %1: %2 = %3</source>
        <translation>   c = %1&#xa0;: %2 = %3</translation>
    </message>
    <message>
        <source>6. Concatenate the %1 heads and multiply by W_O (%2 × %3): output row %4 = [%5]</source>
        <translation>6. Concaténer les %1 têtes et multiplier par W_O (%2 × %3)&#xa0;: ligne de sortie %4 = [%5]</translation>
    </message>
    <message>
        <source>6. Concatenate the %1 heads: output row %2 = [%3]</source>
        <translation>6. Concaténer les %1 têtes&#xa0;: ligne de sortie %2 = [%3]</translation>
    </message>
    <message>
        <source>2. Scaling  s&apos;_j = s_j × s, with s = 1/√d_k = 1/√%1 = %2 (keeps the scores from growing with d_k)</source>
        <translation>2. Mise à l&apos;échelle  s&apos;_j = s_j × s, avec s = 1/√d_k = 1/√%1 = %2 (empêche les scores de croître avec d_k)</translation>
    </message>
    <message>
        <source>causal (aligned bottom-right): key %1 comes after query %2, which stands at position %3</source>
        <translation>causal (aligné en bas à droite)&#xa0;: la clé %1 vient après la requête %2, qui se trouve à la position %3</translation>
    </message>
    <message>
        <source>dilated window: |%1 − %2| = %3 &gt; %4 × %5</source>
        <translation>fenêtre dilatée&#xa0;: |%1 − %2| = %3 &gt; %4 × %5</translation>
    </message>
    <message>
        <source>dilated window: |%1 − %2| = %3 is not a multiple of %4</source>
        <translation>fenêtre dilatée&#xa0;: |%1 − %2| = %3 n&apos;est pas un multiple de %4</translation>
    </message>
    <message>
        <source>neither token %1 nor token %2 is global</source>
        <translation>ni le jeton %1 ni le jeton %2 n&apos;est global</translation>
    </message>
    <message>
        <source>key block %1 is not among query block %2&apos;s random blocks</source>
        <translation>le bloc de clés %1 n&apos;est pas parmi les blocs aléatoires du bloc de requêtes %2</translation>
    </message>
</context>
<context>
    <name>FigureFileDialog</name>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg);;Document PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>FlashDescription</name>
    <message>
        <source>1 Tile scores</source>
        <translation>1 Scores des tuiles</translation>
    </message>
    <message>
        <source>2 Running max m</source>
        <translation>2 Maximum courant m</translation>
    </message>
    <message>
        <source>3 Running sum ℓ</source>
        <translation>3 Somme courante ℓ</translation>
    </message>
    <message>
        <source>4 Rescale</source>
        <translation>4 Correction</translation>
    </message>
    <message>
        <source>5 Accumulator O</source>
        <translation>5 Accumulateur O</translation>
    </message>
    <message>
        <source>6 Output O / ℓ</source>
        <translation>6 Sortie O / ℓ</translation>
    </message>
    <message>
        <source>7 Final output</source>
        <translation>7 Sortie finale</translation>
    </message>
    <message>
        <source>scaled score</source>
        <translation>score mis à l&apos;échelle</translation>
    </message>
    <message>
        <source>running max m</source>
        <translation>maximum courant m</translation>
    </message>
    <message>
        <source>running sum ℓ</source>
        <translation>somme courante ℓ</translation>
    </message>
    <message>
        <source>rescale factor</source>
        <translation>facteur de correction</translation>
    </message>
    <message>
        <source>unnormalised output</source>
        <translation>sortie non normalisée</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>valeur de sortie</translation>
    </message>
    <message>
        <source>Scores Q Kᵀ s, tile by tile</source>
        <translation>Scores Q Kᵀ s, tuile par tuile</translation>
    </message>
    <message>
        <source>Running maximum m of each row</source>
        <translation>Maximum courant m de chaque ligne</translation>
    </message>
    <message>
        <source>Running sum ℓ of each row</source>
        <translation>Somme courante ℓ de chaque ligne</translation>
    </message>
    <message>
        <source>Rescale e^(m_old − m_new) of this tile&apos;s rows</source>
        <translation>Correction e^(m_old − m_new) des lignes de cette tuile</translation>
    </message>
    <message>
        <source>Unnormalised output O</source>
        <translation>Sortie non normalisée O</translation>
    </message>
    <message>
        <source>Output O / ℓ of the finished rows</source>
        <translation>Sortie O / ℓ des lignes terminées</translation>
    </message>
    <message>
        <source>Final output: concatenated heads × W_O</source>
        <translation>Sortie finale&#xa0;: têtes concaténées × W_O</translation>
    </message>
    <message>
        <source>Final output: concatenated heads</source>
        <translation>Sortie finale&#xa0;: têtes concaténées</translation>
    </message>
    <message>
        <source>FlashAttention computes exactly softmax attention, but one tile at a time: B_r queries against B_c keys, small enough for the chip&apos;s fast memory. The map fills in the order the tiles are visited; the whole n × n matrix is never held at once. A tile the mask hides entirely is skipped.</source>
        <translation>FlashAttention calcule exactement l&apos;attention softmax, mais une tuile à la fois&#xa0;: B_r requêtes contre B_c clés, assez petite pour la mémoire rapide de la puce. La carte se remplit dans l&apos;ordre de parcours des tuiles&#xa0;; la matrice n × n entière n&apos;est jamais en mémoire. Une tuile que le masque cache entièrement est sautée.</translation>
    </message>
    <message>
        <source>Softmax needs each row&apos;s maximum, which is only known after the last key. So each row keeps the largest score seen so far, m, and updates it after every tile.</source>
        <translation>Le softmax a besoin du maximum de chaque ligne, connu seulement après la dernière clé. Chaque ligne garde donc le plus grand score vu jusqu&apos;ici, m, et le met à jour après chaque tuile.</translation>
    </message>
    <message>
        <source>ℓ is the row&apos;s sum of e^(score − m) over the keys seen so far: the softmax&apos;s denominator, built tile by tile.</source>
        <translation>ℓ est la somme, sur les clés déjà vues, des e^(score − m) de la ligne&#xa0;: le dénominateur du softmax, construit tuile par tuile.</translation>
    </message>
    <message>
        <source>When a tile brings a larger maximum, what was summed with the old maximum is too large by e^(m_new − m_old): multiplying ℓ and O by e^(m_old − m_new) corrects all of it at once. A factor of 1 means the maximum did not change.</source>
        <translation>Quand une tuile apporte un maximum plus grand, ce qui a été additionné avec l&apos;ancien maximum est trop grand d&apos;un facteur e^(m_new − m_old)&#xa0;: multiplier ℓ et O par e^(m_old − m_new) corrige tout d&apos;un coup. Un facteur de 1 signifie que le maximum n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>O sums the values weighted by e^(score − m), rescaled like ℓ: the weighted sum before its division by ℓ.</source>
        <translation>O additionne les valeurs pondérées par e^(score − m), corrigées comme ℓ&#xa0;: la somme pondérée avant sa division par ℓ.</translation>
    </message>
    <message>
        <source>After a query block&apos;s last tile, O / ℓ is the softmax-weighted sum of the values, the same numbers as softmax attention&apos;s output.</source>
        <translation>Après la dernière tuile d&apos;un bloc de requêtes, O / ℓ est la somme des valeurs pondérée par le softmax&#xa0;: les mêmes nombres que la sortie de l&apos;attention softmax.</translation>
    </message>
    <message>
        <source>The heads side by side (times W_O when it is given), as softmax attention&apos;s final output.</source>
        <translation>Les têtes côte à côte (multipliées par W_O quand elle est donnée), comme la sortie finale de l&apos;attention softmax.</translation>
    </message>
    <message>
        <source>no tile: the mask hides every pair</source>
        <translation>aucune tuile&#xa0;: le masque cache toutes les paires</translation>
    </message>
    <message>
        <source>tile %1 of %2: queries %3–%4 × keys %5–%6</source>
        <translation>tuile %1 sur %2&#xa0;: requêtes %3–%4 × clés %5–%6</translation>
    </message>
    <message>
        <source>Held at once for a tile: B_r·B_c + B_r·d + 2·B_r = %1·%2 + %1·%3 + 2·%1 = %4 numbers, against n_q·n_k = %5 for the whole score matrix.</source>
        <translation>En mémoire à la fois pour une tuile&#xa0;: B_r·B_c + B_r·d + 2·B_r = %1·%2 + %1·%3 + 2·%1 = %4 nombres, contre n_q·n_k = %5 pour la matrice des scores entière.</translation>
    </message>
    <message>
        <source>For the lesson&apos;s 6,400 tokens (d = %1) on a chip with M = %2 numbers of fast memory, the paper&apos;s blocks are %3 × %4; slow-memory accesses: about N²d²/M = %5 for FlashAttention against Nd + N² = %6 for standard attention (Dao et al. 2022, Theorem 2), %7 times fewer, and never the 41 million weights in memory.</source>
        <translation>Pour les 6 400 jetons de la leçon (d = %1) sur une puce ayant M = %2 nombres de mémoire rapide, les blocs de l&apos;article sont %3 × %4&#xa0;; accès à la mémoire lente&#xa0;: environ N²d²/M = %5 pour FlashAttention contre Nd + N² = %6 pour l&apos;attention standard (Dao et al. 2022, théorème 2), %7 fois moins, et jamais les 41 millions de poids en mémoire.</translation>
    </message>
    <message>
        <source>Tile %1 of %2 (queries %3–%4, keys %5–%6).</source>
        <translation>Tuile %1 sur %2 (requêtes %3–%4, clés %5–%6).</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) skipped: the mask hides every pair in them.</source>
        <translation>
            <numerusform>%n tuile sautée&#xa0;: le masque en cache toutes les paires.</numerusform>
            <numerusform>%n tuiles sautées&#xa0;: le masque en cache toutes les paires.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of this tile found a larger maximum.</source>
        <translation>
            <numerusform>%n ligne de cette tuile a trouvé un maximum plus grand.</numerusform>
            <numerusform>%n lignes de cette tuile ont trouvé un maximum plus grand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check: the largest difference from softmax attention&apos;s output is %1.</source>
        <translation>Vérification&#xa0;: le plus grand écart avec la sortie de l&apos;attention softmax est %1.</translation>
    </message>
    <message>
        <source>Value dimension</source>
        <translation>Dimension des valeurs</translation>
    </message>
    <message>
        <source>Query %1 %2 → key %3 %4, head %5</source>
        <translation>Requête %1 %2 → clé %3 %4, tête %5</translation>
    </message>
    <message>
        <source>Never computed: the mask hides every pair of this cell&apos;s tile, so FlashAttention skips the whole tile.</source>
        <translation>Jamais calculé&#xa0;: le masque cache toutes les paires de la tuile de cette case, donc FlashAttention saute la tuile entière.</translation>
    </message>
    <message>
        <source>Not computed yet: this cell&apos;s tile is tile %1; the map shows tile %2.</source>
        <translation>Pas encore calculé&#xa0;: la tuile de cette case est la tuile %1&#xa0;; la carte montre la tuile %2.</translation>
    </message>
    <message>
        <source>Computed in tile %1 (queries %2–%3 × keys %4–%5), as softmax attention computes it: q · k × s, with s = %6.</source>
        <translation>Calculé dans la tuile %1 (requêtes %2–%3 × clés %4–%5), comme le calcule l&apos;attention softmax&#xa0;: q · k × s, avec s = %6.</translation>
    </message>
    <message>
        <source>hidden by the mask: −∞</source>
        <translation>masqué&#xa0;: −∞</translation>
    </message>
    <message>
        <source>Query %1 %2 through its tiles, head %3</source>
        <translation>La requête %1 %2 à travers ses tuiles, tête %3</translation>
    </message>
    <message>
        <source>After each tile: m&lt;sub&gt;new&lt;/sub&gt; = max(m&lt;sub&gt;old&lt;/sub&gt;, tile max), r = e&lt;sup&gt;m&lt;sub&gt;old&lt;/sub&gt; − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt;, ℓ&lt;sub&gt;new&lt;/sub&gt; = r ℓ&lt;sub&gt;old&lt;/sub&gt; + Σ e&lt;sup&gt;S − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt;.</source>
        <translation>Après chaque tuile&#xa0;: m&lt;sub&gt;new&lt;/sub&gt; = max(m&lt;sub&gt;old&lt;/sub&gt;, max de la tuile), r = e&lt;sup&gt;m&lt;sub&gt;old&lt;/sub&gt; − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt;, ℓ&lt;sub&gt;new&lt;/sub&gt; = r ℓ&lt;sub&gt;old&lt;/sub&gt; + Σ e&lt;sup&gt;S − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt;.</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tuile</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>tile max</source>
        <translation>max de la tuile</translation>
    </message>
    <message>
        <source>No tile of this query&apos;s block has been computed yet.</source>
        <translation>Aucune tuile du bloc de cette requête n&apos;a encore été calculée.</translation>
    </message>
    <message>
        <source>Why multiply by r: ℓ&lt;sub&gt;old&lt;/sub&gt; added e&lt;sup&gt;S − m&lt;sub&gt;old&lt;/sub&gt;&lt;/sup&gt; terms; with the larger maximum each must become e&lt;sup&gt;S − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt; = e&lt;sup&gt;S − m&lt;sub&gt;old&lt;/sub&gt;&lt;/sup&gt; · e&lt;sup&gt;m&lt;sub&gt;old&lt;/sub&gt; − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt;, so the whole old sum (and O) is multiplied by r once (Milakov &amp;amp; Gimelshein, 2018).</source>
        <translation>Pourquoi multiplier par r&#xa0;: ℓ&lt;sub&gt;old&lt;/sub&gt; additionnait des termes e&lt;sup&gt;S − m&lt;sub&gt;old&lt;/sub&gt;&lt;/sup&gt;&#xa0;; avec le maximum plus grand, chacun doit devenir e&lt;sup&gt;S − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt; = e&lt;sup&gt;S − m&lt;sub&gt;old&lt;/sub&gt;&lt;/sup&gt; · e&lt;sup&gt;m&lt;sub&gt;old&lt;/sub&gt; − m&lt;sub&gt;new&lt;/sub&gt;&lt;/sup&gt;, donc toute l&apos;ancienne somme (et O) est multipliée une fois par r (Milakov &amp;amp; Gimelshein, 2018).</translation>
    </message>
    <message>
        <source>The maximum never grew after the first tile: every later r is 1.</source>
        <translation>Le maximum n&apos;a jamais grandi après la première tuile&#xa0;: chaque r suivant vaut 1.</translation>
    </message>
    <message>
        <source>Last tile of the row: m is its largest score, %1.</source>
        <translation>Dernière tuile de la ligne&#xa0;: m est son plus grand score, %1.</translation>
    </message>
    <message>
        <source>Last tile of the row: ℓ = Σ&lt;sub&gt;j&lt;/sub&gt; e&lt;sup&gt;S&lt;sub&gt;j&lt;/sub&gt; − m&lt;/sup&gt; = %1, softmax&apos;s denominator.</source>
        <translation>Dernière tuile de la ligne&#xa0;: ℓ = Σ&lt;sub&gt;j&lt;/sub&gt; e&lt;sup&gt;S&lt;sub&gt;j&lt;/sub&gt; − m&lt;/sup&gt; = %1, le dénominateur du softmax.</translation>
    </message>
    <message>
        <source>this tile does not update row %1</source>
        <translation>cette tuile ne met pas à jour la ligne %1</translation>
    </message>
    <message>
        <source>not finished: the row still has tiles to visit</source>
        <translation>pas terminé&#xa0;: la ligne a encore des tuiles à parcourir</translation>
    </message>
    <message>
        <source>The open scenario is FlashAttention: softmax attention computed tile by tile.</source>
        <translation>Le scénario ouvert est FlashAttention&#xa0;: l&apos;attention softmax calculée tuile par tuile.</translation>
    </message>
    <message>
        <source>FlashAttention (tiles)</source>
        <translation>FlashAttention (tuiles)</translation>
    </message>
    <message>
        <source>not computed yet</source>
        <translation>pas encore calculé</translation>
    </message>
    <message>
        <source>masked or not computed yet</source>
        <translation>masqué ou pas encore calculé</translation>
    </message>
    <message>
        <source>not in this tile</source>
        <translation>pas dans cette tuile</translation>
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
        <translation>masqué</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>the largest in its row</source>
        <translation>la plus grande valeur de sa ligne</translation>
    </message>
    <message>
        <source>the smallest in its row</source>
        <translation>la plus petite valeur de sa ligne</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Carte de chaleur</translation>
    </message>
    <message>
        <source>%1 rows × %2 columns of %3. Tab to it, then move between cells with the arrow keys, Home and End; Esc leaves it.</source>
        <translation>%1 lignes × %2 colonnes de %3. Atteignez-la avec Tab, puis passez d&apos;une case à l&apos;autre avec les flèches, Début et Fin&#xa0;; Échap en sort.</translation>
    </message>
    <message>
        <source>values</source>
        <translation>valeurs</translation>
    </message>
</context>
<context>
    <name>ImportMaskCommand</name>
    <message>
        <source>Import the mask from %1</source>
        <translation>Importer le masque depuis %1</translation>
    </message>
</context>
<context>
    <name>ImportMatrixCommand</name>
    <message>
        <source>Import %1 from %2</source>
        <translation>Importer %1 depuis %2</translation>
    </message>
</context>
<context>
    <name>ImportQkvCommand</name>
    <message>
        <source>Import Q, K and V from %1</source>
        <translation>Importer Q, K et V depuis %1</translation>
    </message>
</context>
<context>
    <name>KindDescription</name>
    <message>
        <source>frame %1 of %2</source>
        <translation>pas %1 sur %2</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Caractéristique</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source> — head %1</source>
        <translation> — tête %1</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>row</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>masqué</translation>
    </message>
    <message>
        <source>hidden by the mask</source>
        <translation>masqué par le masque</translation>
    </message>
    <message>
        <source>value = %1</source>
        <translation>valeur = %1</translation>
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
        <translation>Ligne de la carte</translation>
    </message>
    <message>
        <source>Tile +k (channel: the row&apos;s first + k), column of the map</source>
        <translation>Vignette +k (canal&#xa0;: le premier de la ligne + k), colonne de la carte</translation>
    </message>
    <message>
        <source>Channel, column of the map</source>
        <translation>Canal, colonne de la carte</translation>
    </message>
    <message>
        <source>Softmax attention</source>
        <translation>Attention softmax</translation>
    </message>
    <message>
        <source>&lt;b&gt;No Q, K or V&lt;/b&gt;: %1 reads an input of its own, shown in the first step.</source>
        <translation>&lt;b&gt;Pas de Q, K ni V&lt;/b&gt;&#xa0;: %1 lit une entrée qui lui est propre, montrée à la première étape.</translation>
    </message>
    <message>
        <source>The open scenario is “%1” attention.</source>
        <translation>Le scénario ouvert est une attention «&#xa0;%1&#xa0;».</translation>
    </message>
</context>
<context>
    <name>KvCacheText</name>
    <message>
        <source>%1 B</source>
        <translation>%1&#xa0;o</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1&#xa0;Kio</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1&#xa0;Mio</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1&#xa0;Gio</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1&#xa0;Tio</translation>
    </message>
    <message>
        <source>%1 PiB</source>
        <translation>%1&#xa0;Pio</translation>
    </message>
    <message>
        <source>%1 EiB</source>
        <translation>%1&#xa0;Eio</translation>
    </message>
    <message>
        <source>KiB, MiB and GiB are powers of %1 bytes (binary units).</source>
        <translation>Kio, Mio et Gio sont des puissances de %1 octets (unités binaires).</translation>
    </message>
    <message>
        <source>multi-head attention: one KV head per query head (%1 of each), the full cache</source>
        <translation>attention à têtes multiples&#xa0;: une tête KV par tête de requête (%1 de chaque), le cache complet</translation>
    </message>
    <message>
        <source>multi-query attention: 1 KV head for %1 query heads, %2× smaller than full multi-head attention</source>
        <translation>attention multi-requêtes (MQA)&#xa0;: 1 tête KV pour %1 têtes de requête, un cache %2 fois plus petit qu&apos;en attention à têtes multiples complète</translation>
    </message>
    <message>
        <source>grouped-query attention with %1 KV heads for %2 query heads: %3× smaller than full multi-head attention</source>
        <translation>attention à requêtes groupées (GQA) avec %1 têtes KV pour %2 têtes de requête&#xa0;: un cache %3 fois plus petit qu&apos;en attention à têtes multiples complète</translation>
    </message>
    <message>
        <source>2 (K and V) × %1 (layers) × %2 (KV heads) × %3 (head dim) × %4 (bytes per number, %5) = %6 bytes</source>
        <translation>2 (K et V) × %1 (couches) × %2 (têtes KV) × %3 (dim. de tête) × %4 (octets par nombre, %5) = %6 octets</translation>
    </message>
    <message>
        <source>fewer query heads (%1) than KV heads (%2): each KV head serves one query head or more</source>
        <translation>moins de têtes de requête (%1) que de têtes KV (%2)&#xa0;: chaque tête KV sert une tête de requête ou plus</translation>
    </message>
    <message>
        <source>the query heads (%1) are not a multiple of the KV heads (%2): each KV head serves as many query heads as the others</source>
        <translation>le nombre de têtes de requête (%1) n&apos;est pas un multiple du nombre de têtes KV (%2)&#xa0;: chaque tête KV sert autant de têtes de requête que les autres</translation>
    </message>
</context>
<context>
    <name>LexiconDimension</name>
    <message>
        <source>noun</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>verb</source>
        <translation>verbe</translation>
    </message>
    <message>
        <source>adjective</source>
        <translation>adjectif</translation>
    </message>
    <message>
        <source>determiner</source>
        <translation>déterminant</translation>
    </message>
    <message>
        <source>definite</source>
        <translation>défini</translation>
    </message>
    <message>
        <source>pronoun</source>
        <translation>pronom</translation>
    </message>
    <message>
        <source>preposition</source>
        <translation>préposition</translation>
    </message>
    <message>
        <source>plural</source>
        <translation>pluriel</translation>
    </message>
    <message>
        <source>masculine</source>
        <translation>masculin</translation>
    </message>
    <message>
        <source>feminine</source>
        <translation>féminin</translation>
    </message>
    <message>
        <source>speaker</source>
        <translation>locuteur</translation>
    </message>
    <message>
        <source>possession</source>
        <translation>possession</translation>
    </message>
    <message>
        <source>person</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>male</source>
        <translation>mâle</translation>
    </message>
    <message>
        <source>female</source>
        <translation>femelle</translation>
    </message>
    <message>
        <source>family</source>
        <translation>famille</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>animal</translation>
    </message>
    <message>
        <source>feline</source>
        <translation>félin</translation>
    </message>
    <message>
        <source>canine</source>
        <translation>canin</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>plante</translation>
    </message>
    <message>
        <source>food</source>
        <translation>nourriture</translation>
    </message>
    <message>
        <source>drink</source>
        <translation>boisson</translation>
    </message>
    <message>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <source>sky</source>
        <translation>ciel</translation>
    </message>
    <message>
        <source>place</source>
        <translation>lieu</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>couleur</translation>
    </message>
    <message>
        <source>colour-black</source>
        <translation>couleur-noir</translation>
    </message>
    <message>
        <source>colour-white</source>
        <translation>couleur-blanc</translation>
    </message>
    <message>
        <source>colour-red</source>
        <translation>couleur-rouge</translation>
    </message>
    <message>
        <source>colour-blue</source>
        <translation>couleur-bleu</translation>
    </message>
    <message>
        <source>size</source>
        <translation>taille</translation>
    </message>
    <message>
        <source>age</source>
        <translation>âge</translation>
    </message>
    <message>
        <source>valence</source>
        <translation>valence</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>température</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>motion</source>
        <translation>mouvement</translation>
    </message>
    <message>
        <source>perception</source>
        <translation>perception</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>communication</translation>
    </message>
    <message>
        <source>mind</source>
        <translation>esprit</translation>
    </message>
    <message>
        <source>state</source>
        <translation>état</translation>
    </message>
</context>
<context>
    <name>LinearDescription</name>
    <message numerus="yes">
        <source>… and %n more term(s), in the sum all the same.</source>
        <translation>
            <numerusform>… et %n autre terme, compté dans la somme.</numerusform>
            <numerusform>… et %n autres termes, comptés dans la somme.</numerusform>
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
        <translation>3 État S</translation>
    </message>
    <message>
        <source>4 Normaliser z</source>
        <translation>4 Normaliseur z</translation>
    </message>
    <message>
        <source>5 Implicit weights</source>
        <translation>5 Poids implicites</translation>
    </message>
    <message>
        <source>6 Softmax weights</source>
        <translation>6 Poids du softmax</translation>
    </message>
    <message>
        <source>7 Difference</source>
        <translation>7 Différence</translation>
    </message>
    <message>
        <source>8 Output</source>
        <translation>8 Sortie</translation>
    </message>
    <message>
        <source>9 Heads &amp;&amp; W_O</source>
        <translation>9 Têtes &amp;&amp; W_O</translation>
    </message>
    <message>
        <source>feature value</source>
        <translation>valeur de caractéristique</translation>
    </message>
    <message>
        <source>state entry</source>
        <translation>coefficient de l&apos;état</translation>
    </message>
    <message>
        <source>normaliser entry</source>
        <translation>coefficient du normaliseur</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>poids d&apos;attention</translation>
    </message>
    <message>
        <source>implicit − softmax</source>
        <translation>implicite − softmax</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>valeur de sortie</translation>
    </message>
    <message>
        <source>Features φ(Q), %1</source>
        <translation>Caractéristiques φ(Q), %1</translation>
    </message>
    <message>
        <source>Features φ(K), %1</source>
        <translation>Caractéristiques φ(K), %1</translation>
    </message>
    <message>
        <source>State S = φ(K)ᵀ V</source>
        <translation>État S = φ(K)ᵀ V</translation>
    </message>
    <message>
        <source>Normaliser z = Σ φ(k)</source>
        <translation>Normaliseur z = Σ φ(k)</translation>
    </message>
    <message>
        <source>Implicit weights, %1</source>
        <translation>Poids implicites, %1</translation>
    </message>
    <message>
        <source>Softmax weights of the same Q and K</source>
        <translation>Poids du softmax pour les mêmes Q et K</translation>
    </message>
    <message>
        <source>Implicit − softmax weights</source>
        <translation>Poids implicites − softmax</translation>
    </message>
    <message>
        <source>Output φ(Q) S / φ(Q) z</source>
        <translation>Sortie φ(Q) S / φ(Q) z</translation>
    </message>
    <message>
        <source>Final output: concatenated heads × W_O</source>
        <translation>Sortie finale&#xa0;: têtes concaténées × W_O</translation>
    </message>
    <message>
        <source>Final output: concatenated heads</source>
        <translation>Sortie finale&#xa0;: têtes concaténées</translation>
    </message>
    <message>
        <source>The feature map φ replaces the softmax&apos;s exp: relu keeps the positive part of each entry. A query may share no positive feature with any key: its weights are then undefined, and AttnLab gives it zeros and a warning.</source>
        <translation>La fonction de caractéristiques φ remplace l&apos;exp du softmax&#xa0;: relu garde la partie positive de chaque coefficient. Une requête peut ne partager aucune caractéristique positive avec aucune clé&#xa0;: ses poids ne sont alors pas définis, et AttnLab lui donne des zéros et un avertissement.</translation>
    </message>
    <message>
        <source>FAVOR+ (Performer) draws m random directions ω and maps each vector to m positive features whose products estimate exp(s q·k) on average: with enough features the implicit weights approach softmax&apos;s.</source>
        <translation>FAVOR+ (Performer) tire m directions aléatoires ω et transforme chaque vecteur en m caractéristiques positives dont les produits estiment exp(s q·k) en moyenne&#xa0;: avec assez de caractéristiques, les poids implicites approchent ceux du softmax.</translation>
    </message>
    <message>
        <source>The keys and values summed once into a d′ × d_v matrix, whatever the number of tokens: this is what lets linear attention skip the n × n weights. With a causal mask it is a running sum, one token at a time, like the state of a recurrent network: move the frame slider to add keys.</source>
        <translation>Les clés et les valeurs sommées une fois pour toutes dans une matrice d′ × d_v, quel que soit le nombre de jetons&#xa0;: c&apos;est ce qui permet à l&apos;attention linéaire de se passer des n × n poids. Avec un masque causal, c&apos;est une somme cumulée, un jeton à la fois, comme l&apos;état d&apos;un réseau récurrent&#xa0;: déplacez le curseur pour ajouter des clés.</translation>
    </message>
    <message>
        <source>The sum of the keys&apos; features: each query divides by φ(q)·z, which makes its implicit weights sum to 1, as softmax&apos;s do.</source>
        <translation>La somme des caractéristiques des clés&#xa0;: chaque requête divise par φ(q)·z, ce qui donne à ses poids implicites une somme de 1, comme ceux du softmax.</translation>
    </message>
    <message>
        <source>Linear attention never computes these weights, yet its output is exactly what they would give: A = φ(Q)φ(K)ᵀ normalised by rows. Seen here beside the softmax weights of the same queries and keys.</source>
        <translation>L&apos;attention linéaire ne calcule jamais ces poids, et pourtant sa sortie est exactement celle qu&apos;ils donneraient&#xa0;: A = φ(Q)φ(K)ᵀ normalisé par lignes. Montrés ici à côté des poids du softmax des mêmes requêtes et clés.</translation>
    </message>
    <message>
        <source>What softmax attention would give for the same Q, K and mask, for comparison.</source>
        <translation>Ce que donnerait l&apos;attention softmax pour les mêmes Q, K et masque, pour comparer.</translation>
    </message>
    <message>
        <source>Where linear attention attends more (red) or less (blue) than softmax. Without exp, its weights are flatter: large scores are not amplified.</source>
        <translation>Là où l&apos;attention linéaire regarde plus (rouge) ou moins (bleu) que le softmax. Sans exp, ses poids sont plus plats&#xa0;: les grands scores ne sont pas amplifiés.</translation>
    </message>
    <message>
        <source>Each query reads the state once: φ(q)ᵀS over φ(q)ᵀz, in O(n d′ d_v) instead of O(n² d). Moving the brackets changed the cost, not the number: it equals Σ&lt;sub&gt;j&lt;/sub&gt; A&lt;sub&gt;ij&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;, as a cell&apos;s explanation shows.</source>
        <translation>Chaque requête lit l&apos;état une fois&#xa0;: φ(q)ᵀS divisé par φ(q)ᵀz, en O(n d′ d_v) au lieu de O(n² d). Déplacer les parenthèses a changé le coût, pas le nombre&#xa0;: il vaut Σ&lt;sub&gt;j&lt;/sub&gt; A&lt;sub&gt;ij&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;, comme le montre l&apos;explication d&apos;une case.</translation>
    </message>
    <message>
        <source>The heads&apos; outputs side by side, mixed by W_O, as in softmax attention.</source>
        <translation>Les sorties des têtes côte à côte, mélangées par W_O, comme dans l&apos;attention softmax.</translation>
    </message>
    <message>
        <source>The heads&apos; outputs side by side.</source>
        <translation>Les sorties des têtes côte à côte.</translation>
    </message>
    <message>
        <source>Mean |implicit − softmax| %1; the largest, %2, at %3 → %4.</source>
        <translation>|implicite − softmax| moyen %1&#xa0;; le plus grand, %2, en %3 → %4.</translation>
    </message>
    <message>
        <source>m = %1: %2</source>
        <translation>m = %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>FAVOR+&apos;s distance to softmax as m grows (mean |difference| over every head, same seed): %1.</source>
        <translation>Distance de FAVOR+ au softmax quand m grandit (|différence| moyenne sur toutes les têtes, même graine)&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n query row(s) share no feature with any key (φ(q)·z = 0): their weights and output are 0.</source>
        <translation>
            <numerusform>%n ligne de requête ne partage aucune caractéristique avec les clés (φ(q)·z = 0)&#xa0;: ses poids et sa sortie valent 0.</numerusform>
            <numerusform>%n lignes de requête ne partagent aucune caractéristique avec les clés (φ(q)·z = 0)&#xa0;: leurs poids et leur sortie valent 0.</numerusform>
        </translation>
    </message>
    <message>
        <source>Feature of φ</source>
        <translation>Caractéristique de φ</translation>
    </message>
    <message>
        <source>Value dimension</source>
        <translation>Dimension des valeurs</translation>
    </message>
    <message>
        <source>Output dimension</source>
        <translation>Dimension de sortie</translation>
    </message>
    <message>
        <source>, head %1</source>
        <translation>, tête %1</translation>
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
        <translation>x′ = x √s avec s = %1&#xa0;; ω&lt;sub&gt;%2&lt;/sub&gt; est la direction aléatoire %2 (torch.manual_seed(%3)).</translation>
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
        <translation>produit</translation>
    </message>
    <message>
        <source>ω · x′ = %1; ‖x′‖²/2 = %2; m = %3.</source>
        <translation>ω · x′ = %1&#xa0;; ‖x′‖²/2 = %2&#xa0;; m = %3.</translation>
    </message>
    <message>
        <source>exp(%1 − %2) / √%3 = %4</source>
        <translation>exp(%1 − %2) / √%3 = %4</translation>
    </message>
    <message>
        <source>φ of query %1 %2, feature %3%4</source>
        <translation>φ de la requête %1 %2, caractéristique %3%4</translation>
    </message>
    <message>
        <source>φ of key %1 %2, feature %3%4</source>
        <translation>φ de la clé %1 %2, caractéristique %3%4</translation>
    </message>
    <message>
        <source>State S&lt;sub&gt;%1,%2&lt;/sub&gt;%3</source>
        <translation>État S&lt;sub&gt;%1,%2&lt;/sub&gt;%3</translation>
    </message>
    <message>
        <source>Normaliser z&lt;sub&gt;%1&lt;/sub&gt;%2</source>
        <translation>Normaliseur z&lt;sub&gt;%1&lt;/sub&gt;%2</translation>
    </message>
    <message>
        <source>Sum over the keys: φ(k&lt;sub&gt;j&lt;/sub&gt;)&lt;sub&gt;%1&lt;/sub&gt; v&lt;sub&gt;j,%2&lt;/sub&gt;</source>
        <translation>Somme sur les clés&#xa0;: φ(k&lt;sub&gt;j&lt;/sub&gt;)&lt;sub&gt;%1&lt;/sub&gt; v&lt;sub&gt;j,%2&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Sum over the keys: φ(k&lt;sub&gt;j&lt;/sub&gt;)&lt;sub&gt;%1&lt;/sub&gt;</source>
        <translation>Somme sur les clés&#xa0;: φ(k&lt;sub&gt;j&lt;/sub&gt;)&lt;sub&gt;%1&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>After token %1: the keys 0 … %1 only, added one at a time.</source>
        <translation>Après le jeton %1&#xa0;: les clés 0 … %1 seulement, ajoutées une à une.</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>clé j</translation>
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
        <translation>Requête %1 %2 → clé %3 %4%5</translation>
    </message>
    <message>
        <source>Masked</source>
        <translation>Masqué</translation>
    </message>
    <message>
        <source>The recurrence has not reached this key when query %1 reads the state: it counts for nothing.</source>
        <translation>La récurrence n&apos;a pas encore atteint cette clé quand la requête %1 lit l&apos;état&#xa0;: elle ne compte pas.</translation>
    </message>
    <message>
        <source>A&lt;sub&gt;%1,%2&lt;/sub&gt; = 0</source>
        <translation>A&lt;sub&gt;%1,%2&lt;/sub&gt; = 0</translation>
    </message>
    <message>
        <source>1. Product φ(q&lt;sub&gt;%1&lt;/sub&gt;)·φ(k&lt;sub&gt;%2&lt;/sub&gt;)</source>
        <translation>1. Produit φ(q&lt;sub&gt;%1&lt;/sub&gt;)·φ(k&lt;sub&gt;%2&lt;/sub&gt;)</translation>
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
        <translation>2. Divisé par la somme de la ligne</translation>
    </message>
    <message>
        <source>φ(q&lt;sub&gt;%1&lt;/sub&gt;)·φ(k&lt;sub&gt;j&lt;/sub&gt;)</source>
        <translation>φ(q&lt;sub&gt;%1&lt;/sub&gt;)·φ(k&lt;sub&gt;j&lt;/sub&gt;)</translation>
    </message>
    <message>
        <source>The sum is φ(q&lt;sub&gt;%1&lt;/sub&gt;)·z = %2.</source>
        <translation>La somme vaut φ(q&lt;sub&gt;%1&lt;/sub&gt;)·z = %2.</translation>
    </message>
    <message>
        <source>A&lt;sub&gt;%1,%2&lt;/sub&gt; = %3 / %4 = %5</source>
        <translation>A&lt;sub&gt;%1,%2&lt;/sub&gt; = %3 / %4 = %5</translation>
    </message>
    <message>
        <source>A&lt;sub&gt;%1,%2&lt;/sub&gt; = 0 (no shared feature: a zero normaliser)</source>
        <translation>A&lt;sub&gt;%1,%2&lt;/sub&gt; = 0 (aucune caractéristique commune&#xa0;: un normaliseur nul)</translation>
    </message>
    <message>
        <source>Softmax gives %1 for this pair: a difference of %2.</source>
        <translation>Le softmax donne %1 pour cette paire&#xa0;: une différence de %2.</translation>
    </message>
    <message>
        <source>3. Against softmax</source>
        <translation>3. Face au softmax</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>implicit A&lt;sub&gt;%1,%2&lt;/sub&gt;</source>
        <translation>implicite A&lt;sub&gt;%1,%2&lt;/sub&gt;</translation>
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
        <translation>Sortie de la requête %1 %2, dimension de valeur %3%4</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Pas encore</translation>
    </message>
    <message>
        <source>After token %1 the recurrence has not reached query %2.</source>
        <translation>Après le jeton %1, la récurrence n&apos;a pas atteint la requête %2.</translation>
    </message>
    <message>
        <source>1. φ(q&lt;sub&gt;%1&lt;/sub&gt;)&lt;sup&gt;T&lt;/sup&gt; %2, column %3</source>
        <translation>1. φ(q&lt;sub&gt;%1&lt;/sub&gt;)&lt;sup&gt;T&lt;/sup&gt; %2, colonne %3</translation>
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
        <translation>numérateur = %1</translation>
    </message>
    <message>
        <source>denominator = %1</source>
        <translation>dénominateur = %1</translation>
    </message>
    <message>
        <source>A zero denominator: the output is 0 (and a warning).</source>
        <translation>Un dénominateur nul&#xa0;: la sortie vaut 0 (avec un avertissement).</translation>
    </message>
    <message>
        <source>3. The same number the quadratic way: Σ&lt;sub&gt;j&lt;/sub&gt; A&lt;sub&gt;%1,j&lt;/sub&gt; v&lt;sub&gt;j,%2&lt;/sub&gt;</source>
        <translation>3. Le même nombre par la voie quadratique&#xa0;: Σ&lt;sub&gt;j&lt;/sub&gt; A&lt;sub&gt;%1,j&lt;/sub&gt; v&lt;sub&gt;j,%2&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>A&lt;sub&gt;%1,j&lt;/sub&gt;</source>
        <translation>A&lt;sub&gt;%1,j&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Σ = %1: the same output, without the n × n weights.</source>
        <translation>Σ = %1&#xa0;: la même sortie, sans les n × n poids.</translation>
    </message>
    <message>
        <source>Final output of query %1 %2, dimension %3</source>
        <translation>Sortie finale de la requête %1 %2, dimension %3</translation>
    </message>
    <message>
        <source>Concatenated heads × W_O, column %1</source>
        <translation>Têtes concaténées × W_O, colonne %1</translation>
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
        <translation>Colonne %1 de la sortie de la tête %2</translation>
    </message>
    <message>
        <source>out&lt;sub&gt;%1,%2&lt;/sub&gt; = %3</source>
        <translation>out&lt;sub&gt;%1,%2&lt;/sub&gt; = %3</translation>
    </message>
    <message>
        <source>The feature map φ replaces the softmax&apos;s exp: elu(x) + 1 is x + 1 for positive x and e&lt;sup&gt;x&lt;/sup&gt; otherwise, so every feature is positive and every weight below will be too. There is no √d_k scale.</source>
        <translation>La fonction de caractéristiques φ remplace l&apos;exp du softmax&#xa0;: elu(x) + 1 vaut x + 1 pour x positif et e&lt;sup&gt;x&lt;/sup&gt; sinon, donc chaque caractéristique est positive, et chaque poids plus loin le sera aussi. Pas de mise à l&apos;échelle par √d_k.</translation>
    </message>
    <message>
        <source>out = %1 / %2 = %3</source>
        <translation>out = %1 / %2 = %3</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>après %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cost for these sizes:&lt;/b&gt; softmax (Q Kᵀ) V takes %1 flops and keeps %2 weights; linear φ(Q) (φ(K)ᵀ V) takes %3 flops and keeps %4 numbers (a state d′ × d_v and z, d′ = %5). The same flops at n ≈ %6 tokens; above it, linear attention costs less.</source>
        <translation>&lt;b&gt;Coût pour ces tailles&#xa0;:&lt;/b&gt; softmax (Q Kᵀ) V demande %1 flops et garde %2 poids&#xa0;; linéaire φ(Q) (φ(K)ᵀ V) demande %3 flops et garde %4 nombres (un état d′ × d_v et z, d′ = %5). Autant de flops à n ≈ %6 jetons&#xa0;; au-delà, l&apos;attention linéaire coûte moins.</translation>
    </message>
    <message>
        <source>Implicit weights of the row: %1; softmax&apos;s: %2.</source>
        <translation>Poids implicites de la ligne&#xa0;: %1&#xa0;; ceux du softmax&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The whole output row: %1.</source>
        <translation>La ligne de sortie entière&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Linear attention</source>
        <translation>Attention linéaire</translation>
    </message>
    <message>
        <source>Linear, φ = elu+1</source>
        <translation>Linéaire, φ = elu+1</translation>
    </message>
    <message>
        <source>Linear, φ = relu</source>
        <translation>Linéaire, φ = relu</translation>
    </message>
    <message>
        <source>Linear, FAVOR+</source>
        <translation>Linéaire, FAVOR+</translation>
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
        <translation>Le scénario ouvert est une attention linéaire (φ = %1)&#xa0;: elle ne forme jamais les poids requête × clé, et n&apos;accepte donc que le masque causal.</translation>
    </message>
</context>
<context>
    <name>MoveLessonStepCommand</name>
    <message>
        <source>Move step %1 to %2</source>
        <translation>Déplacer l&apos;écran %1 en %2</translation>
    </message>
</context>
<context>
    <name>PaintMaskCommand</name>
    <message>
        <source>Allow cells in the mask</source>
        <translation>Autoriser des cases dans le masque</translation>
    </message>
    <message>
        <source>Hide cells with the mask</source>
        <translation>Masquer des cases</translation>
    </message>
</context>
<context>
    <name>PasteBlockCommand</name>
    <message>
        <source>Paste %1 × %2 into %3</source>
        <translation>Coller %1 × %2 dans %3</translation>
    </message>
    <message>
        <source>Clear a cell of %1</source>
        <translation>Effacer une case de %1</translation>
    </message>
    <message>
        <source>Clear %1 × %2 cells of %3</source>
        <translation>Effacer %1 × %2 cases de %3</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;AttnLab stopped without closing&lt;/b&gt; (it crashed, or was stopped) while there was work not saved. A copy of it was kept:&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;AttnLab s&apos;est arrêté sans se fermer&lt;/b&gt; (il a planté, ou a été arrêté) alors qu&apos;un travail n&apos;était pas enregistré. Une copie en a été gardée&#xa0;:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Restore&lt;/b&gt; opens it with its changes not saved: save it to keep it. &lt;b&gt;Discard&lt;/b&gt; deletes the copy. &lt;b&gt;Decide Later&lt;/b&gt; keeps the copies for the next start.</source>
        <translation>&lt;b&gt;Restaurer&lt;/b&gt; l&apos;ouvre avec ses modifications non enregistrées&#xa0;: enregistrez-le pour le garder. &lt;b&gt;Abandonner&lt;/b&gt; supprime la copie. &lt;b&gt;Décider plus tard&lt;/b&gt; garde les copies pour le prochain démarrage.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Decide &amp;Later</source>
        <translation>Décider &amp;plus tard</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Restauration impossible</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>%1: cannot make the folder for recovery copies</source>
        <translation>%1&#xa0;: impossible de créer le dossier des copies de récupération</translation>
    </message>
    <message>
        <source>%1: cannot take the lock of this instance&apos;s recovery copies</source>
        <translation>%1&#xa0;: impossible de prendre le verrou des copies de récupération de cette instance</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1&#xa0;: lecture impossible (%2)</translation>
    </message>
    <message>
        <source>%1: not a recovery copy: %2 at byte %3</source>
        <translation>%1&#xa0;: pas une copie de récupération&#xa0;: %2 à l&apos;octet %3</translation>
    </message>
    <message>
        <source>%1: not a recovery copy of AttnLab (no &quot;format&quot;: &quot;%2&quot;)</source>
        <translation>%1&#xa0;: pas une copie de récupération d&apos;AttnLab (pas de &quot;format&quot;: &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>%1: recovery copy of version %2; this AttnLab reads version %3</source>
        <translation>%1&#xa0;: copie de récupération en version %2&#xa0;; cet AttnLab lit la version %3</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is missing or not a text</source>
        <translation>%1&#xa0;: &quot;%2&quot; est absent ou n&apos;est pas un texte</translation>
    </message>
    <message>
        <source>%1: &quot;kind&quot; is &quot;%2&quot;, neither &quot;scenario&quot; nor &quot;lesson&quot;</source>
        <translation>%1&#xa0;: &quot;kind&quot; vaut &quot;%2&quot;, ni &quot;scenario&quot; ni &quot;lesson&quot;</translation>
    </message>
    <message>
        <source>%1: &quot;content&quot; is empty</source>
        <translation>%1&#xa0;: &quot;content&quot; est vide</translation>
    </message>
</context>
<context>
    <name>RemoveLessonStepCommand</name>
    <message>
        <source>Delete step %1</source>
        <translation>Supprimer l&apos;écran %1</translation>
    </message>
</context>
<context>
    <name>ResizeCommand</name>
    <message>
        <source>Resize to %1 queries, %2 keys, d_k = %3, d_v = %4</source>
        <translation>Redimensionner à %1 requêtes, %2 clés, d_k = %3, d_v = %4</translation>
    </message>
</context>
<context>
    <name>SeDescription</name>
    <message numerus="yes">
        <source>… and %n more term(s), in the sum all the same.</source>
        <translation>
            <numerusform>… et %n autre terme, bien compté dans la somme.</numerusform>
            <numerusform>… et %n autres termes, bien comptés dans la somme.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 Input channels</source>
        <translation>1 Canaux d&apos;entrée</translation>
    </message>
    <message>
        <source>2 Squeeze</source>
        <translation>2 Compression</translation>
    </message>
    <message>
        <source>3 Bottleneck</source>
        <translation>3 Goulot</translation>
    </message>
    <message>
        <source>4 Gates</source>
        <translation>4 Portes</translation>
    </message>
    <message>
        <source>5 Re-weighted</source>
        <translation>5 Repondéré</translation>
    </message>
    <message>
        <source>input value</source>
        <translation>valeur d&apos;entrée</translation>
    </message>
    <message>
        <source>channel mean</source>
        <translation>moyenne du canal</translation>
    </message>
    <message>
        <source>unit value</source>
        <translation>valeur de l&apos;unité</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>porte</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>valeur de sortie</translation>
    </message>
    <message>
        <source>Input x: %1 channels of %2 × %3</source>
        <translation>Entrée x&#xa0;: %1 canaux de %2 × %3</translation>
    </message>
    <message>
        <source>Squeeze: the mean of each channel</source>
        <translation>Compression&#xa0;: la moyenne de chaque canal</translation>
    </message>
    <message>
        <source>Bottleneck: %1 units (C/r = %2/%3)</source>
        <translation>Goulot&#xa0;: %1 unités (C/r = %2/%3)</translation>
    </message>
    <message>
        <source>Gates s = σ(W₂ u + b₂)</source>
        <translation>Portes s = σ(W₂ u + b₂)</translation>
    </message>
    <message>
        <source>Output: each channel × its gate</source>
        <translation>Sortie&#xa0;: chaque canal × sa porte</translation>
    </message>
    <message>
        <source>A feature map of C channels, each an H × W map, drawn as tiles side by side. Channel attention decides how much of each channel to keep, from all of them at once.</source>
        <translation>Une carte de caractéristiques de C canaux, chacun une carte H × W, dessinés en vignettes côte à côte. L&apos;attention par canal décide quelle part de chaque canal garder, d&apos;après tous à la fois.</translation>
    </message>
    <message>
        <source>Global average pooling squeezes each channel&apos;s map into one number: its mean. This vector z describes the whole input, channel by channel.</source>
        <translation>Le pooling par moyenne globale comprime la carte de chaque canal en un seul nombre&#xa0;: sa moyenne. Ce vecteur z décrit toute l&apos;entrée, canal par canal.</translation>
    </message>
    <message>
        <source>A small layer W₁ (C/r × C) mixes the channels&apos; means into C/r units and ReLU keeps the positive part. The reduction r makes this bottleneck cheap: the parameters fall as 1/r.</source>
        <translation>Une petite couche W₁ (C/r × C) mélange les moyennes des canaux en C/r unités, dont la ReLU garde la partie positive. La réduction r rend ce goulot peu coûteux&#xa0;: les paramètres diminuent en 1/r.</translation>
    </message>
    <message>
        <source>W₂ (C × C/r) maps the bottleneck back to one number per channel and the sigmoid squashes it into a gate between 0 and 1: the channel&apos;s attention weight. Unlike softmax, the gates need not sum to 1.</source>
        <translation>W₂ (C × C/r) ramène le goulot à un nombre par canal, que la sigmoïde écrase en une porte entre 0 et 1&#xa0;: le poids d&apos;attention du canal. Contrairement au softmax, la somme des portes n&apos;a pas à valoir 1.</translation>
    </message>
    <message>
        <source>Each channel&apos;s map is multiplied by its gate: channels with a gate near 1 pass unchanged, those near 0 are switched off.</source>
        <translation>La carte de chaque canal est multipliée par sa porte&#xa0;: les canaux dont la porte est proche de 1 passent inchangés, ceux proches de 0 sont éteints.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parameters:&lt;/b&gt; W₁ and W₂ have 2·C²/r = 2·%1/%2 = %3 weights, b₁ and b₂ %4 + %5 biases: %6 in all.</source>
        <translation>&lt;b&gt;Paramètres&#xa0;:&lt;/b&gt; W₁ et W₂ ont 2·C²/r = 2·%1/%2 = %3 poids, b₁ et b₂ %4 + %5 biais&#xa0;: %6 en tout.</translation>
    </message>
    <message>
        <source>The most kept channel is %1 (gate %2), the most damped %3 (gate %4).</source>
        <translation>Le canal le plus gardé est %1 (porte %2), le plus atténué %3 (porte %4).</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Canal</translation>
    </message>
    <message>
        <source>Unit of the bottleneck</source>
        <translation>Unité du goulot</translation>
    </message>
    <message>
        <source>Squeeze: z&lt;sub&gt;%1&lt;/sub&gt; = (1/HW) Σ&lt;sub&gt;i,j&lt;/sub&gt; x&lt;sub&gt;%1&lt;/sub&gt;(i, j)</source>
        <translation>Compression&#xa0;: z&lt;sub&gt;%1&lt;/sub&gt; = (1/HW) Σ&lt;sub&gt;i,j&lt;/sub&gt; x&lt;sub&gt;%1&lt;/sub&gt;(i, j)</translation>
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
        <translation>Somme %1 sur HW = %2 × %3 = %4 valeurs.</translation>
    </message>
    <message>
        <source>z&lt;sub&gt;%1&lt;/sub&gt; = %2</source>
        <translation>z&lt;sub&gt;%1&lt;/sub&gt; = %2</translation>
    </message>
    <message>
        <source>Bottleneck unit u&lt;sub&gt;%1&lt;/sub&gt; = ReLU(W₁[%1, :] · z + b₁[%1])</source>
        <translation>Unité du goulot u&lt;sub&gt;%1&lt;/sub&gt; = ReLU(W₁[%1,&#xa0;:] · z + b₁[%1])</translation>
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
        <translation>produit</translation>
    </message>
    <message>
        <source>W₁[%1, :] · z = %2; + b₁[%1] = %3 gives %4.</source>
        <translation>W₁[%1,&#xa0;:] · z = %2&#xa0;; + b₁[%1] = %3 donne %4.</translation>
    </message>
    <message>
        <source>u&lt;sub&gt;%1&lt;/sub&gt; = ReLU(%2) = %3</source>
        <translation>u&lt;sub&gt;%1&lt;/sub&gt; = ReLU(%2) = %3</translation>
    </message>
    <message>
        <source>u&lt;sub&gt;%1&lt;/sub&gt; = ReLU(%2) = %3 (negative: switched off)</source>
        <translation>u&lt;sub&gt;%1&lt;/sub&gt; = ReLU(%2) = %3 (négatif&#xa0;: éteinte)</translation>
    </message>
    <message>
        <source>Input x&lt;sub&gt;%1&lt;/sub&gt;(%2, %3)</source>
        <translation>Entrée x&lt;sub&gt;%1&lt;/sub&gt;(%2, %3)</translation>
    </message>
    <message>
        <source>Channel %1, row %2, column %3 of its %4 × %5 map.</source>
        <translation>Canal %1, ligne %2, colonne %3 de sa carte %4 × %5.</translation>
    </message>
    <message>
        <source>x&lt;sub&gt;%1&lt;/sub&gt;(%2, %3) = %4</source>
        <translation>x&lt;sub&gt;%1&lt;/sub&gt;(%2, %3) = %4</translation>
    </message>
    <message>
        <source>Output x̃&lt;sub&gt;%1&lt;/sub&gt;(%2, %3)</source>
        <translation>Sortie x̃&lt;sub&gt;%1&lt;/sub&gt;(%2, %3)</translation>
    </message>
    <message>
        <source>Scale: x̃&lt;sub&gt;%1&lt;/sub&gt;(i, j) = s&lt;sub&gt;%1&lt;/sub&gt; · x&lt;sub&gt;%1&lt;/sub&gt;(i, j)</source>
        <translation>Mise à l&apos;échelle&#xa0;: x̃&lt;sub&gt;%1&lt;/sub&gt;(i, j) = s&lt;sub&gt;%1&lt;/sub&gt; · x&lt;sub&gt;%1&lt;/sub&gt;(i, j)</translation>
    </message>
    <message>
        <source>gate s&lt;sub&gt;%1&lt;/sub&gt;</source>
        <translation>porte s&lt;sub&gt;%1&lt;/sub&gt;</translation>
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
        <translation>Canal compressé z&lt;sub&gt;%1&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Bottleneck unit u&lt;sub&gt;%1&lt;/sub&gt;</source>
        <translation>Unité du goulot u&lt;sub&gt;%1&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Squeeze: z, the channels&apos; means</source>
        <translation>Compression&#xa0;: z, les moyennes des canaux</translation>
    </message>
    <message>
        <source>z = [%1]</source>
        <translation>z = [%1]</translation>
    </message>
    <message>
        <source>Gate s&lt;sub&gt;%1&lt;/sub&gt; of channel %1</source>
        <translation>Porte s&lt;sub&gt;%1&lt;/sub&gt; du canal %1</translation>
    </message>
    <message>
        <source>1. Squeeze: z, the channels&apos; means</source>
        <translation>1. Compression&#xa0;: z, les moyennes des canaux</translation>
    </message>
    <message>
        <source>2. Bottleneck: u = ReLU(W₁ z + b₁)</source>
        <translation>2. Goulot&#xa0;: u = ReLU(W₁ z + b₁)</translation>
    </message>
    <message>
        <source>unit k</source>
        <translation>unité k</translation>
    </message>
    <message>
        <source>W₁[k, :] · z</source>
        <translation>W₁[k,&#xa0;:] · z</translation>
    </message>
    <message>
        <source>b₁[k]</source>
        <translation>b₁[k]</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>somme</translation>
    </message>
    <message>
        <source>u&lt;sub&gt;k&lt;/sub&gt; = ReLU(sum)</source>
        <translation>u&lt;sub&gt;k&lt;/sub&gt; = ReLU(somme)</translation>
    </message>
    <message>
        <source>W₁[%1, :] = [%2]</source>
        <translation>W₁[%1,&#xa0;:] = [%2]</translation>
    </message>
    <message>
        <source>Each W₁[k, :] · z is a sum over the %1 channels: the bottleneck&apos;s cells explain it term by term.</source>
        <translation>Chaque W₁[k,&#xa0;:] · z est une somme sur les %1 canaux&#xa0;: les cases du goulot la détaillent terme à terme.</translation>
    </message>
    <message>
        <source>3. Gate: s&lt;sub&gt;%1&lt;/sub&gt; = σ(W₂[%1, :] · u + b₂[%1])</source>
        <translation>3. Porte&#xa0;: s&lt;sub&gt;%1&lt;/sub&gt; = σ(W₂[%1,&#xa0;:] · u + b₂[%1])</translation>
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
        <translation>W₂[%1,&#xa0;:] · u = %2&#xa0;; + b₂[%1] = %3 donne t = %4.</translation>
    </message>
    <message>
        <source>s&lt;sub&gt;%1&lt;/sub&gt; = σ(%2) = 1 / (1 + exp(−(%2))) = %3</source>
        <translation>s&lt;sub&gt;%1&lt;/sub&gt; = σ(%2) = 1 / (1 + exp(−(%2))) = %3</translation>
    </message>
    <message>
        <source>%1 channels of %2 × %3, r = %4: %5 units, %6 parameters</source>
        <translation>%1 canaux de %2 × %3, r = %4&#xa0;: %5 unités, %6 paramètres</translation>
    </message>
    <message>
        <source>Channel %1&apos;s map is multiplied by s&lt;sub&gt;%1&lt;/sub&gt; = %2: its first value %3 becomes %4.</source>
        <translation>La carte du canal %1 est multipliée par s&lt;sub&gt;%1&lt;/sub&gt; = %2&#xa0;: sa première valeur %3 devient %4.</translation>
    </message>
    <message>
        <source>Channel attention (SE)</source>
        <translation>Attention par canal (SE)</translation>
    </message>
    <message>
        <source>&lt;b&gt;No Q, K or V&lt;/b&gt;: channel attention&apos;s input is a feature map of C channels, shown as tiles in the first step. It is the scenario file&apos;s &quot;feature_map&quot; (or &quot;random&quot;).</source>
        <translation>&lt;b&gt;Pas de Q, K ni V&lt;/b&gt;&#xa0;: l&apos;entrée de l&apos;attention par canal est une carte de caractéristiques de C canaux, montrée en vignettes à la première étape. C&apos;est le &quot;feature_map&quot; du fichier de scénario (ou &quot;random&quot;).</translation>
    </message>
    <message>
        <source>The open scenario is channel attention (SE): it weighs the channels of a feature map, one gate per channel, and has no queries or keys.</source>
        <translation>Le scénario ouvert est une attention par canal (SE)&#xa0;: elle pondère les canaux d&apos;une carte de caractéristiques, une porte par canal, et n&apos;a ni requêtes ni clés.</translation>
    </message>
</context>
<context>
    <name>SetDecodeCommand</name>
    <message numerus="yes">
        <source>Decode with a prompt of %n token(s)</source>
        <translation>
            <numerusform>Décoder avec une invite de %n jeton</numerusform>
            <numerusform>Décoder avec une invite de %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>Decoding off</source>
        <translation>Décodage désactivé</translation>
    </message>
</context>
<context>
    <name>SetHeadsCommand</name>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n tête</numerusform>
            <numerusform>%n têtes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetKindCommand</name>
    <message>
        <source>Attention: %1</source>
        <translation>Attention&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>SetOutputProjectionCommand</name>
    <message>
        <source>Add the output projection W_O</source>
        <translation>Ajouter la projection de sortie W_O</translation>
    </message>
    <message>
        <source>Remove the output projection W_O</source>
        <translation>Retirer la projection de sortie W_O</translation>
    </message>
</context>
<context>
    <name>SetRandomCommand</name>
    <message>
        <source>Random Q, K, V (PyTorch seed %1, %2 × %3)</source>
        <translation>Q, K, V aléatoires (graine PyTorch %1, %2 × %3)</translation>
    </message>
</context>
<context>
    <name>SetReferencePointCommand</name>
    <message>
        <source>Move the reference point of query %1</source>
        <translation>Déplacer le point de référence de la requête %1</translation>
    </message>
</context>
<context>
    <name>SetScaleCommand</name>
    <message>
        <source>Scale s = %1</source>
        <translation>Échelle s = %1</translation>
    </message>
    <message>
        <source>Scale s = 1/√d_k</source>
        <translation>Échelle s = 1/√d_k</translation>
    </message>
</context>
<context>
    <name>StageInfo</name>
    <message>
        <source>1 Scores</source>
        <translation>1 Scores</translation>
    </message>
    <message>
        <source>2 Scaled</source>
        <translation>2 Échelle</translation>
    </message>
    <message>
        <source>3 Masked</source>
        <translation>3 Masque</translation>
    </message>
    <message>
        <source>4 Softmax</source>
        <translation>4 Softmax</translation>
    </message>
    <message>
        <source>5 Weighted sum</source>
        <translation>5 Somme pondérée</translation>
    </message>
    <message>
        <source>6 Heads &amp;&amp; W_O</source>
        <translation>6 Têtes &amp;&amp; W_O</translation>
    </message>
    <message>
        <source>S′ = S × s, &amp;nbsp; s = %1 (set by the scenario)</source>
        <translation>S′ = S × s, &amp;nbsp; s = %1 (fixé par le scénario)</translation>
    </message>
    <message>
        <source>Each query is compared with each key by a dot product. A large score means key j offers what query i is looking for. Rows are queries, columns are keys.</source>
        <translation>Chaque requête est comparée à chaque clé par un produit scalaire. Un score élevé signifie que la clé j offre ce que cherche la requête i. Les lignes sont les requêtes, les colonnes sont les clés.</translation>
    </message>
    <message>
        <source>The scores are multiplied by the scenario&apos;s scale. With s = 1 nothing is divided: watch the softmax rows saturate as d_k grows.</source>
        <translation>Les scores sont multipliés par l&apos;échelle du scénario. Avec s = 1, rien n&apos;est divisé&#xa0;: observez les lignes du softmax saturer quand d_k augmente.</translation>
    </message>
    <message>
        <source>No mask: every query may look at every key. A causal mask hides later tokens, a sliding window hides distant ones; a hidden pair gets −∞ so its weight becomes exactly 0.</source>
        <translation>Sans masque, chaque requête peut regarder chaque clé. Un masque causal masque les jetons suivants, une fenêtre glissante masque les jetons éloignés&#xa0;; une paire masquée reçoit −∞, son poids devient donc exactement 0.</translation>
    </message>
    <message>
        <source>Hidden pairs (hatched) get −∞, so their weight becomes exactly 0. Causal: a token cannot look at the tokens after it. Sliding window: only tokens within w positions.</source>
        <translation>Les paires masquées (hachurées) reçoivent −∞, leur poids devient donc exactement 0. Causal&#xa0;: un jeton ne peut pas regarder les jetons qui le suivent. Fenêtre glissante&#xa0;: seuls les jetons distants d&apos;au plus w positions.</translation>
    </message>
    <message>
        <source>Softmax turns each row of scores into positive weights that sum to 1. Subtracting the row&apos;s maximum first changes nothing in the result but keeps exp() from overflowing. Click a cell to see its arithmetic.</source>
        <translation>Le softmax transforme chaque ligne de scores en poids positifs dont la somme vaut 1. Soustraire d&apos;abord le maximum de la ligne ne change rien au résultat mais évite que exp() ne déborde. Cliquez sur une case pour voir son calcul.</translation>
    </message>
    <message>
        <source>Each output row is an average of the value vectors, weighted by that query&apos;s attention: the more weight on key j, the more of v_j flows into the output.</source>
        <translation>Chaque ligne de sortie est une moyenne des vecteurs de valeurs, pondérée par l&apos;attention de cette requête&#xa0;: plus le poids de la clé j est grand, plus v_j contribue à la sortie.</translation>
    </message>
    <message>
        <source>Each head attends on its own slice of the dimensions and may specialise in a different relation. Their outputs are laid side by side, then mixed by the output projection W_O when there is one.</source>
        <translation>Chaque tête calcule son attention sur sa propre tranche des dimensions et peut se spécialiser dans une relation différente. Leurs sorties sont placées côte à côte, puis mélangées par la projection de sortie W_O s&apos;il y en a une.</translation>
    </message>
    <message>
        <source>With one head the output is the head&apos;s output, then multiplied by the output projection W_O when there is one.</source>
        <translation>Avec une seule tête, la sortie est celle de la tête, multipliée ensuite par la projection de sortie W_O s&apos;il y en a une.</translation>
    </message>
    <message>
        <source>score q·k</source>
        <translation>score q·k</translation>
    </message>
    <message>
        <source>scaled score</source>
        <translation>score mis à l&apos;échelle</translation>
    </message>
    <message>
        <source>masked score</source>
        <translation>score masqué</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>poids d&apos;attention</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>valeur de sortie</translation>
    </message>
    <message>
        <source>final output</source>
        <translation>sortie finale</translation>
    </message>
    <message>
        <source>S′ = S / √d&lt;sub&gt;k&lt;/sub&gt;, &amp;nbsp; √%1 = %2</source>
        <translation>S′ = S / √d&lt;sub&gt;k&lt;/sub&gt;, &amp;nbsp; √%1 = %2</translation>
    </message>
    <message>
        <source>A dot product of d_k random numbers spreads wider as d_k grows. Dividing by √d_k keeps the scores near unit size, so the softmax does not saturate and give one key all the weight. Switch scaling off to see it.</source>
        <translation>Un produit scalaire de d_k nombres aléatoires est de plus en plus dispersé quand d_k augmente. Diviser par √d_k garde les scores de l&apos;ordre de l&apos;unité&#xa0;: le softmax ne sature pas et ne donne pas tout le poids à une seule clé. Désactivez la mise à l&apos;échelle pour le constater.</translation>
    </message>
    <message>
        <source>The causal diagonal starts at the top left: query i sees keys 0 to i, which is right when query i and key i are the same token.</source>
        <translation>La diagonale causale part du coin supérieur gauche&#xa0;: la requête i voit les clés 0 à i, ce qui convient quand la requête i et la clé i sont le même jeton.</translation>
    </message>
    <message>
        <source>The causal diagonal ends at the bottom right: the queries are the last tokens of the sequence, so query i sees keys 0 to i + n_k − n_q. This is right when decoding with a KV cache: the new tokens attend to the cached ones and to themselves.</source>
        <translation>La diagonale causale aboutit au coin inférieur droit&#xa0;: les requêtes sont les derniers jetons de la séquence, donc la requête i voit les clés 0 à i + n_k − n_q. C&apos;est ce qu&apos;il faut pour décoder avec un cache KV&#xa0;: les nouveaux jetons portent leur attention sur ceux du cache et sur eux-mêmes.</translation>
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
        <translation>%1 (compilé avec %2)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Qt %1 · Eigen %2 · nlohmann/json %3&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). AttnLab comes with no warranty.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt %1 · Eigen %2 · nlohmann/json %3&lt;/p&gt;&lt;p&gt;Licence&#xa0;: GNU General Public License, version 3 ou ultérieure (GPL-3.0-or-later). AttnLab est fourni sans aucune garantie.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attnlab::AttentionAnalysisView</name>
    <message>
        <source>mean</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>Rollout and flow</source>
        <translation>Rollout et flot</translation>
    </message>
    <message>
        <source>How the heads of a layer become one map: their mean, or the largest or smallest weight of each cell (rows are normalised again)</source>
        <translation>Comment les têtes d&apos;une couche deviennent une seule carte&#xa0;: leur moyenne, ou le plus grand ou le plus petit poids de chaque case (les lignes sont de nouveau normalisées)</translation>
    </message>
    <message>
        <source>α of Â = rownorm((1 − α)·A + α·I): the share of the residual connection (0.5 in Abnar and Zuidema)</source>
        <translation>α de Â = rownorm((1 − α)·A + α·I)&#xa0;: la part de la connexion résiduelle (0,5 chez Abnar et Zuidema)</translation>
    </message>
    <message>
        <source>The layer whose raw attention is shown, with the rollout and the flow from the first layer of the range up to it</source>
        <translation>La couche dont l&apos;attention brute est affichée, avec le rollout et le flot depuis la première couche de la plage jusqu&apos;à elle</translation>
    </message>
    <message>
        <source>Head &amp;fusion</source>
        <translation>Fusion des &amp;têtes</translation>
    </message>
    <message>
        <source>&amp;Residual α</source>
        <translation>Part &amp;résiduelle α</translation>
    </message>
    <message>
        <source>From &amp;layer</source>
        <translation>De la &amp;couche</translation>
    </message>
    <message>
        <source>&amp;To layer</source>
        <translation>&amp;Jusqu&apos;à la couche</translation>
    </message>
    <message>
        <source>Layer &amp;shown</source>
        <translation>Couche affic&amp;hée</translation>
    </message>
    <message>
        <source>Compute &amp;Flow</source>
        <translation>Calculer le f&amp;lot</translation>
    </message>
    <message>
        <source>Attention flow: the maximum flow through the layers&apos; graph, for up to %1 tokens and %2 layers</source>
        <translation>Flot d&apos;attention&#xa0;: le flot maximal à travers le graphe des couches, jusqu&apos;à %1 jetons et %2 couches</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Raw Attention Figure…</source>
        <translation>Figure de l&apos;attention brute…</translation>
    </message>
    <message>
        <source>Rollout Figure…</source>
        <translation>Figure du rollout…</translation>
    </message>
    <message>
        <source>Flow Figure…</source>
        <translation>Figure du flot…</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Têtes</translation>
    </message>
    <message>
        <source>layer and head</source>
        <translation>couche et tête</translation>
    </message>
    <message>
        <source>S&amp;ort by</source>
        <translation>Trier &amp;par</translation>
    </message>
    <message>
        <source>Find Heads &amp;Like This One</source>
        <translation>Trouver les têtes &amp;semblables</translation>
    </message>
    <message>
        <source>Sort every head by how far its map is from the current head&apos;s (Jensen–Shannon divergence of the rows)</source>
        <translation>Trier toutes les têtes selon l&apos;écart entre leur carte et celle de la tête courante (divergence de Jensen–Shannon des lignes)</translation>
    </message>
    <message>
        <source>Export &amp;Statistics…</source>
        <translation>Exporter les stat&amp;istiques…</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>two heads</source>
        <translation>deux têtes</translation>
    </message>
    <message>
        <source>two layers</source>
        <translation>deux couches</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Co&amp;mparer</translation>
    </message>
    <message>
        <source>A: layer</source>
        <translation>A&#xa0;: couche</translation>
    </message>
    <message>
        <source>A: head</source>
        <translation>A&#xa0;: tête</translation>
    </message>
    <message>
        <source>B: layer</source>
        <translation>B&#xa0;: couche</translation>
    </message>
    <message>
        <source>B: head</source>
        <translation>B&#xa0;: tête</translation>
    </message>
    <message>
        <source>Export Fi&amp;gure…</source>
        <translation>Exporter la fi&amp;gure…</translation>
    </message>
    <message>
        <source>Token graph</source>
        <translation>Graphe des jetons</translation>
    </message>
    <message>
        <source>O&amp;utput token</source>
        <translation>Jeton de s&amp;ortie</translation>
    </message>
    <message>
        <source>T&amp;hreshold</source>
        <translation>&amp;Seuil</translation>
    </message>
    <message>
        <source>Export F&amp;igure…</source>
        <translation>Exporter la f&amp;igure…</translation>
    </message>
    <message>
        <source>Open attention weights first.</source>
        <translation>Ouvrez d&apos;abord des poids d&apos;attention.</translation>
    </message>
    <message>
        <source>Not enough memory for the rollout of these maps.</source>
        <translation>Pas assez de mémoire pour le rollout de ces cartes.</translation>
    </message>
    <message>
        <source>Computing the rollout…</source>
        <translation>Calcul du rollout…</translation>
    </message>
    <message>
        <source>Computing the statistics of every head…</source>
        <translation>Calcul des statistiques de chaque tête…</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s): click a row to show that head; click a column&apos;s title to sort by it.</source>
        <translation>
            <numerusform>%n tête&#xa0;: cliquez sur une ligne pour afficher cette tête&#xa0;; cliquez sur le titre d&apos;une colonne pour trier selon elle.</numerusform>
            <numerusform>%n têtes&#xa0;: cliquez sur une ligne pour afficher cette tête&#xa0;; cliquez sur le titre d&apos;une colonne pour trier selon elle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Output token</source>
        <translation>Jeton de sortie</translation>
    </message>
    <message>
        <source>Input token</source>
        <translation>Jeton d&apos;entrée</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>Raw attention, layer %1 (heads fused: %2)</source>
        <translation>Attention brute, couche %1 (têtes fusionnées&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Raw attention, layer %1</source>
        <translation>Attention brute, couche %1</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Rollout, layers %1 to %2 (α = %3)</source>
        <translation>Rollout, couches %1 à %2 (α = %3)</translation>
    </message>
    <message>
        <source>Attention flow, layers %1 to %2</source>
        <translation>Flot d&apos;attention, couches %1 à %2</translation>
    </message>
    <message>
        <source>Head %1:%2 − head %3:%4</source>
        <translation>Tête %1:%2 − tête %3:%4</translation>
    </message>
    <message>
        <source>Layer %1 − layer %2 (heads fused: %3)</source>
        <translation>Couche %1 − couche %2 (têtes fusionnées&#xa0;: %3)</translation>
    </message>
    <message>
        <source>A − B</source>
        <translation>A − B</translation>
    </message>
    <message>
        <source>✓ Every row of Â and J sums to 1 within %1</source>
        <translation>✓ Chaque ligne de Â et de J a pour somme 1 à %1 près</translation>
    </message>
    <message>
        <source>⚠ A row of Â or J is %1 away from summing to 1</source>
        <translation>⚠ Une ligne de Â ou de J est à %1 d&apos;une somme de 1</translation>
    </message>
    <message>
        <source> (largest |sum − 1|: Â %1 in layer %2, J %3).</source>
        <translation> (plus grand |somme − 1|&#xa0;: Â %1 dans la couche %2, J %3).</translation>
    </message>
    <message>
        <source>Computing the attention flow…</source>
        <translation>Calcul du flot d&apos;attention…</translation>
    </message>
    <message numerus="yes">
        <source>Flow: %Ln maximum flow(s) solved; every row sums to 1 within %1.</source>
        <translation>
            <numerusform>Flot&#xa0;: %Ln flot maximal résolu&#xa0;; chaque ligne a pour somme 1 à %1 près.</numerusform>
            <numerusform>Flot&#xa0;: %Ln flots maximaux résolus&#xa0;; chaque ligne a pour somme 1 à %1 près.</numerusform>
        </translation>
    </message>
    <message>
        <source>The flow is computed on request (Compute Flow): %1 maximum flows for these %2 tokens.</source>
        <translation>Le flot est calculé à la demande (Calculer le flot)&#xa0;: %1 flots maximaux pour ces %2 jetons.</translation>
    </message>
    <message>
        <source>Edges of weight ≥ %1</source>
        <translation>Arêtes de poids ≥ %1</translation>
    </message>
    <message>
        <source>Where token %1 draws from, layers %2 to %3 (Â, weights ≥ %4)</source>
        <translation>D&apos;où le jeton %1 tire son information, couches %2 à %3 (Â, poids ≥ %4)</translation>
    </message>
    <message>
        <source>Jensen–Shannon divergence %1 bits; ‖A − B‖&lt;sub&gt;F&lt;/sub&gt; / √n = %2</source>
        <translation>Divergence de Jensen–Shannon %1 bits&#xa0;; ‖A − B‖&lt;sub&gt;F&lt;/sub&gt; / √n = %2</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Couche</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Tête</translation>
    </message>
    <message>
        <source>Not enough memory for the attention flow of these maps.</source>
        <translation>Pas assez de mémoire pour le flot d&apos;attention de ces cartes.</translation>
    </message>
    <message>
        <source>The flow is computed for up to %1 tokens and %2 layers (%3 max-flow problems on a graph of up to %4 nodes); these maps have %5 tokens and the range %6 layers. Choose fewer layers, or use the rollout, which has no such limit.</source>
        <translation>Le flot est calculé pour au plus %1 jetons et %2 couches (%3 problèmes de flot maximal sur un graphe d&apos;au plus %4 nœuds)&#xa0;; ces cartes ont %5 jetons et la plage %6 couches. Choisissez moins de couches, ou utilisez le rollout, qui n&apos;a pas cette limite.</translation>
    </message>
    <message>
        <source>Flow cancelled.</source>
        <translation>Flot annulé.</translation>
    </message>
    <message>
        <source>There is no token graph yet: the rollout is being computed.</source>
        <translation>Il n&apos;y a pas encore de graphe des jetons&#xa0;: le rollout est en cours de calcul.</translation>
    </message>
    <message>
        <source>Compute the flow (Compute Flow) before exporting it.</source>
        <translation>Calculez le flot (Calculer le flot) avant de l&apos;exporter.</translation>
    </message>
    <message>
        <source>There is nothing to export yet.</source>
        <translation>Il n&apos;y a encore rien à exporter.</translation>
    </message>
    <message>
        <source>There are no statistics to export yet.</source>
        <translation>Il n&apos;y a pas encore de statistiques à exporter.</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Exporter la figure</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Export head statistics</source>
        <translation>Exporter les statistiques des têtes</translation>
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
        <translation>&lt;h2&gt;Poids d&apos;attention de votre propre modèle&lt;/h2&gt;&lt;p&gt;Ouvrez un fichier NumPy &lt;tt&gt;.npy&lt;/tt&gt; de poids d&apos;attention pour voir toutes les couches et toutes les têtes d&apos;un coup. Sa forme peut être (requêtes, clés) pour une tête, (têtes, requêtes, clés) pour une couche, ou (couches, têtes, requêtes, clés) pour un modèle entier.&lt;/p&gt;&lt;p&gt;Avec Hugging Face Transformers, par exemple&#xa0;:&lt;/p&gt;&lt;pre&gt;out = model(**inputs, output_attentions=True)
np.save(&quot;attn.npy&quot;, torch.stack(out.attentions)[:, 0].numpy())
open(&quot;attn.tokens.txt&quot;, &quot;w&quot;).write(&quot;\n&quot;.join(
    tokenizer.convert_ids_to_tokens(inputs[&quot;input_ids&quot;][0])))&lt;/pre&gt;&lt;p&gt;Un fichier de jetons placé à côté des poids (&lt;tt&gt;attn.tokens.txt&lt;/tt&gt;, un jeton par ligne, ou &lt;tt&gt;attn.tokens.json&lt;/tt&gt;, une liste) étiquette les lignes et les colonnes. Vous pouvez aussi déposer les fichiers sur cette fenêtre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Open Weights…</source>
        <translation>&amp;Ouvrir des poids…</translation>
    </message>
    <message>
        <source>&amp;Layer</source>
        <translation>&amp;Couche</translation>
    </message>
    <message>
        <source>&amp;Head</source>
        <translation>&amp;Tête</translation>
    </message>
    <message>
        <source>Open &amp;Weights…</source>
        <translation>Ouvrir des &amp;poids…</translation>
    </message>
    <message>
        <source>&amp;Tokens…</source>
        <translation>&amp;Jetons…</translation>
    </message>
    <message>
        <source>E&amp;xport Figures…</source>
        <translation>E&amp;xporter les figures…</translation>
    </message>
    <message>
        <source>%1: not enough memory to read it</source>
        <translation>%1&#xa0;: mémoire insuffisante pour le lire</translation>
    </message>
    <message>
        <source>%1 The weights are shown with indices.</source>
        <translation>%1 Les poids sont affichés avec des indices.</translation>
    </message>
    <message>
        <source>Open attention weights before their tokens.</source>
        <translation>Ouvrez les poids d&apos;attention avant leurs jetons.</translation>
    </message>
    <message>
        <source>Open attention weights</source>
        <translation>Ouvrir des poids d&apos;attention</translation>
    </message>
    <message>
        <source>NumPy attention weights (*.npy);;All files (*)</source>
        <translation>Poids d&apos;attention NumPy (*.npy);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Tokens of the attention weights</source>
        <translation>Jetons des poids d&apos;attention</translation>
    </message>
    <message>
        <source>Tokens (*.txt *.json);;All files (*)</source>
        <translation>Jetons (*.txt *.json);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n layer(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&#xa0;: %n couche</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&#xa0;: %n couches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> × %n head(s)</source>
        <translation>
            <numerusform> × %n tête</numerusform>
            <numerusform> × %n têtes</numerusform>
        </translation>
    </message>
    <message>
        <source> of %1 queries × %2 keys</source>
        <translation> de %1 requêtes × %2 clés</translation>
    </message>
    <message>
        <source> — no tokens (indices shown)</source>
        <translation> — pas de jetons (indices affichés)</translation>
    </message>
    <message>
        <source> — tokens from %1</source>
        <translation> — jetons de %1</translation>
    </message>
    <message>
        <source>⚠ These weights do not all sum to 1 along a row (softmax weights do): %1</source>
        <translation>⚠ Ces poids n&apos;ont pas tous une somme de 1 par ligne (contrairement aux poids d&apos;un softmax)&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>; and %n more (see the tooltip).</source>
        <translation>
            <numerusform>&#xa0;; et %n autre (voir l&apos;infobulle).</numerusform>
            <numerusform>&#xa0;; et %n autres (voir l&apos;infobulle).</numerusform>
        </translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>Layer %1, head %2: click to show it large</source>
        <translation>Couche %1, tête %2&#xa0;: cliquez pour l&apos;agrandir</translation>
    </message>
    <message>
        <source>Point at a cell to read its weight; click one to keep it.</source>
        <translation>Survolez une case pour lire son poids&#xa0;; cliquez pour le garder affiché.</translation>
    </message>
    <message>
        <source>Layer %1, head %2: query %3 %4 → key %5 %6: weight %7 (the row sums to %8)</source>
        <translation>Couche %1, tête %2&#xa0;: requête %3 %4 → clé %5 %6&#xa0;: poids %7 (somme de la ligne&#xa0;: %8)</translation>
    </message>
    <message>
        <source>Label the rows and columns with the tokens of a file: a .txt file holds one token per line, a .json file a JSON list</source>
        <translation>Étiqueter les lignes et les colonnes avec les jetons d&apos;un fichier&#xa0;: un fichier .txt contient un jeton par ligne, un fichier .json une liste JSON</translation>
    </message>
    <message>
        <source>Pre&amp;vious</source>
        <translation>Pa&amp;ge précédente</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>Page &amp;suivante</translation>
    </message>
    <message>
        <source>Page %1 of %2: layers %3 to %4, heads %5 to %6</source>
        <translation>Page %1 sur %2&#xa0;: couches %3 à %4, têtes %5 à %6</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>O&amp;rder:</source>
        <translation>O&amp;rdre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Highest first</source>
        <translation>Du plus &amp;grand au plus petit</translation>
    </message>
    <message>
        <source>Sort each layer&apos;s heads from the highest value to the lowest</source>
        <translation>Trier les têtes de chaque couche de la plus grande valeur à la plus petite</translation>
    </message>
    <message>
        <source>as in the file</source>
        <translation>comme dans le fichier</translation>
    </message>
    <message>
        <source>head %1
%2</source>
        <translation>tête %1
%2</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rang %1</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Open attention weights (a .npy file) first.</source>
        <translation>Ouvrez d&apos;abord des poids d&apos;attention (un fichier .npy).</translation>
    </message>
</context>
<context>
    <name>attnlab::AttentionPanel</name>
    <message>
        <source>Mask:</source>
        <translation>Masque&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Causal</source>
        <translation>&amp;Causal</translation>
    </message>
    <message>
        <source>Key j is hidden from query i when j &gt; i, as in a language model that writes left to right: no looking ahead.</source>
        <translation>La clé j est masquée pour la requête i quand j &gt; i, comme dans un modèle de langage qui écrit de gauche à droite, sans jamais regarder plus loin.</translation>
    </message>
    <message>
        <source>Sliding &amp;window  w =</source>
        <translation>Fenêtre &amp;glissante  w =</translation>
    </message>
    <message>
        <source>Key j is hidden from query i when |i − j| &gt; w.</source>
        <translation>La clé j est masquée pour la requête i quand |i − j| &gt; w.</translation>
    </message>
    <message>
        <source>Window size</source>
        <translation>Taille de la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Paint mask</source>
        <translation>Pei&amp;ndre</translation>
    </message>
    <message>
        <source>Click or drag over the heatmap to hide or show pairs.</source>
        <translation>Cliquez ou faites glisser sur la carte de chaleur pour masquer ou afficher des paires.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Remove the painted mask.</source>
        <translation>Supprimer le masque peint.</translation>
    </message>
    <message>
        <source>The model dimension is split into this many heads; only counts that divide d_k and d_v are offered.</source>
        <translation>La dimension du modèle est répartie entre ce nombre de têtes&#xa0;; seuls les nombres qui divisent d_k et d_v sont proposés.</translation>
    </message>
    <message>
        <source>Switch it off to see the softmax saturate as d_k grows.</source>
        <translation>Désactivez-la pour voir le softmax saturer quand d_k augmente.</translation>
    </message>
    <message>
        <source>Causal mask on</source>
        <translation>Masque causal activé</translation>
    </message>
    <message>
        <source>Causal mask off</source>
        <translation>Masque causal désactivé</translation>
    </message>
    <message>
        <source>Sliding window on</source>
        <translation>Fenêtre glissante activée</translation>
    </message>
    <message>
        <source>Sliding window off</source>
        <translation>Fenêtre glissante désactivée</translation>
    </message>
    <message>
        <source>Window size %1</source>
        <translation>Taille de fenêtre %1</translation>
    </message>
    <message>
        <source>Clear custom mask</source>
        <translation>Effacer le masque personnalisé</translation>
    </message>
    <message>
        <source>%1 (does not divide d)</source>
        <translation>%1 (ne divise pas d)</translation>
    </message>
    <message>
        <source>(each: d_k = %1, d_v = %2)</source>
        <translation>(chacune&#xa0;: d_k = %1, d_v = %2)</translation>
    </message>
    <message>
        <source>s = 1/√%1 = %2</source>
        <translation>s = 1/√%1 = %2</translation>
    </message>
    <message>
        <source>s = 1: scores are not scaled</source>
        <translation>s = 1&#xa0;: scores non mis à l&apos;échelle</translation>
    </message>
    <message>
        <source>s = %1, set by the scenario</source>
        <translation>s = %1, fixé par le scénario</translation>
    </message>
    <message>
        <source>Hea&amp;ds:</source>
        <translation>&amp;Têtes&#xa0;:</translation>
    </message>
    <message>
        <source>Sca&amp;le by 1/√d_k</source>
        <translation>Mi&amp;se à l&apos;échelle par 1/√d_k</translation>
    </message>
    <message>
        <source>Softmax attention, or linear attention with a feature map φ instead of exp: the same Q, K and V, another formula.</source>
        <translation>L&apos;attention softmax, ou l&apos;attention linéaire avec une fonction de caractéristiques φ au lieu d&apos;exp&#xa0;: les mêmes Q, K et V, une autre formule.</translation>
    </message>
    <message>
        <source>K&amp;ind:</source>
        <translation>T&amp;ype&#xa0;:</translation>
    </message>
    <message>
        <source>Linear attention takes the causal mask only.</source>
        <translation>L&apos;attention linéaire ne prend que le masque causal.</translation>
    </message>
    <message>
        <source>Causal mask aligned top-left</source>
        <translation>Masque causal aligné en haut à gauche</translation>
    </message>
    <message>
        <source>&lt;b&gt;Aligned top-left&lt;/b&gt; (PyTorch&apos;s is_causal): query i sees keys 0 to i. Right when queries and keys are the same tokens, as in self-attention over one sentence.</source>
        <translation>&lt;b&gt;Aligné en haut à gauche&lt;/b&gt; (is_causal de PyTorch)&#xa0;: la requête i voit les clés 0 à i. Convient quand les requêtes et les clés sont les mêmes jetons, comme en auto-attention sur une seule phrase.</translation>
    </message>
    <message>
        <source>Causal mask aligned bottom-right</source>
        <translation>Masque causal aligné en bas à droite</translation>
    </message>
    <message>
        <source>&lt;b&gt;Aligned bottom-right&lt;/b&gt; (PyTorch&apos;s CausalVariant.LOWER_RIGHT): the n_q queries are the last n_q of the n_k tokens, so query i sees keys 0 to i + n_k − n_q. Right when decoding with a KV cache: new tokens against the cached ones. With n_q = n_k both alignments are the same mask.</source>
        <translation>&lt;b&gt;Aligné en bas à droite&lt;/b&gt; (CausalVariant.LOWER_RIGHT de PyTorch)&#xa0;: les n_q requêtes sont les n_q derniers des n_k jetons, donc la requête i voit les clés 0 à i + n_k − n_q. Convient au décodage avec un cache KV&#xa0;: les nouveaux jetons face à ceux du cache. Avec n_q = n_k, les deux alignements donnent le même masque.</translation>
    </message>
    <message>
        <source>Generate left to right as a language model does: the prompt&apos;s tokens are computed together (the prefill), then one token per frame, its query against the keys and values kept in the cache.</source>
        <translation>Générer de gauche à droite comme le fait un modèle de langage&#xa0;: les jetons de l&apos;invite sont calculés ensemble (le pré-remplissage), puis un jeton par pas de décodage, sa requête face aux clés et aux valeurs gardées dans le cache.</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>How many tokens the prompt has; 0: the first frame is token 0 alone.</source>
        <translation>Nombre de jetons de l&apos;invite&#xa0;; 0&#xa0;: le premier pas de décodage est le jeton 0 seul.</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>Longueur de l&apos;invite</translation>
    </message>
    <message>
        <source>Decoding is causal: each token sees the cache and itself.</source>
        <translation>Le décodage est causal&#xa0;: chaque jeton voit le cache et lui-même.</translation>
    </message>
    <message>
        <source>Decode usi&amp;ng a KV cache, prompt:</source>
        <translation>Décoder avec un cac&amp;he KV, invite&#xa0;:</translation>
    </message>
    <message>
        <source>The rest of the sparse pattern: change it in the tab “Sparse attention” (Ctrl+Shift+5).</source>
        <translation>Le reste du motif épars&#xa0;: modifiez-le dans l&apos;onglet «&#xa0;Attention éparse&#xa0;» (Ctrl+Maj+5).</translation>
    </message>
    <message>
        <source>r = %1</source>
        <translation>r = %1</translation>
    </message>
    <message numerus="yes">
        <source>+ %n global</source>
        <translation>
            <numerusform>+ %n global</numerusform>
            <numerusform>+ %n globaux</numerusform>
        </translation>
    </message>
    <message>
        <source>+ random blocks</source>
        <translation>+ blocs aléatoires</translation>
    </message>
    <message>
        <source>Window size w</source>
        <translation>Taille de la fenêtre w</translation>
    </message>
</context>
<context>
    <name>attnlab::Autosave</name>
    <message>
        <source>No recovery copy of the scenario: %1</source>
        <translation>Aucune copie de récupération du scénario&#xa0;: %1</translation>
    </message>
    <message>
        <source>Untitled lesson</source>
        <translation>Leçon sans titre</translation>
    </message>
    <message>
        <source>No recovery copy of the lesson: %1</source>
        <translation>Aucune copie de récupération de la leçon&#xa0;: %1</translation>
    </message>
    <message>
        <source>A copy that cannot be read: %1</source>
        <translation>Une copie illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Lesson “%1”</source>
        <translation>Leçon «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Scenario “%1”</source>
        <translation>Scénario «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>sans fichier</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>fichier %1</translation>
    </message>
    <message>
        <source>%1 — %2
Last copy: %3</source>
        <translation>%1 — %2
Dernière copie&#xa0;: %3</translation>
    </message>
    <message>
        <source>“%1” is restored, its changes not saved yet: File › Save keeps them.</source>
        <translation>«&#xa0;%1&#xa0;» est restauré, ses modifications ne sont pas encore enregistrées&#xa0;: Fichier › Enregistrer les conserve.</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>Leçon non enregistrée</translation>
    </message>
    <message>
        <source>The lesson being made has changes that are not saved. Replace it with the restored lesson?</source>
        <translation>La leçon en préparation a des modifications non enregistrées. La remplacer par la leçon restaurée&#xa0;?</translation>
    </message>
    <message>
        <source>The lesson being made is restored: File › Lesson › Save Lesson As… keeps it.</source>
        <translation>La leçon en préparation est restaurée&#xa0;: Fichier › Leçon › Enregistrer la leçon sous… la conserve.</translation>
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
        <translation>Cividis (adaptée aux daltoniens)</translation>
    </message>
    <message>
        <source>Magma</source>
        <translation>Magma</translation>
    </message>
    <message>
        <source>Greys (print)</source>
        <translation>Niveaux de gris (impression)</translation>
    </message>
    <message>
        <source>Diverging (blue–white–red)</source>
        <translation>Divergente (bleu–blanc–rouge)</translation>
    </message>
</context>
<context>
    <name>attnlab::DataExchange</name>
    <message>
        <source>%1 is now %2</source>
        <translation>%1 passe à %2</translation>
    </message>
    <message>
        <source> To match, %1.</source>
        <translation> En conséquence, %1.</translation>
    </message>
    <message>
        <source>There is nothing to export: the scenario cannot be computed (%1).</source>
        <translation>Rien à exporter&#xa0;: le scénario ne peut pas être calculé (%1).</translation>
    </message>
    <message>
        <source>%1: the current inputs cannot be computed (%2); fix them, or import Q, K and V together from an .npz</source>
        <translation>%1&#xa0;: les entrées actuelles ne peuvent pas être calculées (%2)&#xa0;; corrigez-les, ou importez Q, K et V ensemble depuis un .npz</translation>
    </message>
    <message>
        <source>Imported %1 (%2) from %3.</source>
        <translation>Matrice %1 (%2) importée depuis %3.</translation>
    </message>
    <message>
        <source> The inputs are matrices now.</source>
        <translation> Les entrées sont maintenant des matrices.</translation>
    </message>
    <message>
        <source> Back to one head: %1 heads do not divide the new sizes.</source>
        <translation> Retour à une seule tête&#xa0;: %1 têtes ne divisent pas les nouvelles tailles.</translation>
    </message>
    <message>
        <source>%1: not enough memory to read it</source>
        <translation>%1&#xa0;: mémoire insuffisante pour le lire</translation>
    </message>
    <message>
        <source>Imported Q (%1), K (%2) and V (%3) from %4.</source>
        <translation>Q (%1), K (%2) et V (%3) importées depuis %4.</translation>
    </message>
    <message>
        <source>%1: the mask needs a scenario that can be computed, to know its size (%2)</source>
        <translation>%1&#xa0;: le masque a besoin d&apos;un scénario calculable pour connaître sa taille (%2)</translation>
    </message>
    <message>
        <source>Imported the mask from %1.</source>
        <translation>Masque importé depuis %1.</translation>
    </message>
    <message>
        <source> %1 of %2 pairs may attend.</source>
        <translation> %1 paires sur %2 sont autorisées.</translation>
    </message>
    <message>
        <source>%1: the scenario has no output projection W_O</source>
        <translation>%1&#xa0;: le scénario n&apos;a pas de projection de sortie W_O</translation>
    </message>
    <message>
        <source>Matrices (*.csv *.tsv *.txt *.npy);;CSV (*.csv);;Tab-separated text (*.tsv *.txt);;NumPy array (*.npy);;All files (*)</source>
        <translation>Matrices (*.csv *.tsv *.txt *.npy);;CSV (*.csv);;Texte séparé par des tabulations (*.tsv *.txt);;Tableau NumPy (*.npy);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>CSV (*.csv);;Tab-separated text (*.tsv);;NumPy array (*.npy)</source>
        <translation>CSV (*.csv);;Texte séparé par des tabulations (*.tsv);;Tableau NumPy (*.npy)</translation>
    </message>
    <message>
        <source>%1: not enough memory to write every number</source>
        <translation>%1&#xa0;: pas assez de mémoire pour écrire tous les nombres</translation>
    </message>
</context>
<context>
    <name>attnlab::DecodingText</name>
    <message>
        <source>prefill: tokens 0–%1</source>
        <translation>pré-remplissage&#xa0;: jetons 0–%1</translation>
    </message>
    <message>
        <source>Decoding with a KV cache</source>
        <translation>Décodage avec un cache KV</translation>
    </message>
    <message numerus="yes">
        <source>Frame %1 is the prefill: the %n prompt token(s) are computed together, each query against the keys up to its own. Their keys and values go into the cache.</source>
        <translation>
            <numerusform>Le pas de décodage %1 est le pré-remplissage&#xa0;: %n jeton d&apos;invite, calculé seul, sa requête face à sa propre clé. Sa clé et sa valeur vont dans le cache.</numerusform>
            <numerusform>Le pas de décodage %1 est le pré-remplissage&#xa0;: les %n jetons de l&apos;invite sont calculés ensemble, chaque requête face aux clés jusqu&apos;à la sienne. Leurs clés et leurs valeurs vont dans le cache.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Frame %1 computes %n new query row(s) against %2 keys: the keys and values of tokens 0–%3 come from the cache, only the new token&apos;s k and v are added to it.</source>
        <translation>
            <numerusform>Le pas de décodage %1 calcule %n nouvelle ligne de requête face à %2 clés&#xa0;: les clés et les valeurs des jetons 0–%3 viennent du cache, seuls le k et le v du nouveau jeton y sont ajoutés.</numerusform>
            <numerusform>Le pas de décodage %1 calcule %n nouvelles lignes de requête face à %2 clés&#xa0;: les clés et les valeurs des jetons 0–%3 viennent du cache, seuls le k et le v du nouveau jeton y sont ajoutés.</numerusform>
        </translation>
    </message>
    <message>
        <source>What</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>Multiply-adds</source>
        <translation>Multiplications-additions</translation>
    </message>
    <message>
        <source>this frame: %1 row(s) × %2 keys × (d_k + d_v = %3)</source>
        <translation>ce pas de décodage&#xa0;: %1 ligne(s) × %2 clés × (d_k + d_v = %3)</translation>
    </message>
    <message>
        <source>without a cache: all %1 rows again</source>
        <translation>sans cache&#xa0;: les %1 lignes, toutes recalculées</translation>
    </message>
    <message>
        <source>not recomputed: %1 multiply-adds (%2 %)</source>
        <translation>non recalculées&#xa0;: %1 multiplications-additions (%2&#xa0;%)</translation>
    </message>
    <message numerus="yes">
        <source>Cache after this frame: %n token(s) of K and V, %1 bytes in float64.</source>
        <translation>
            <numerusform>Cache après ce pas de décodage&#xa0;: %n jeton de K et V, %1 octets en float64.</numerusform>
            <numerusform>Cache après ce pas de décodage&#xa0;: %n jetons de K et V, %1 octets en float64.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check: every frame&apos;s output equals full causal attention computed without a cache (largest difference %1).</source>
        <translation>Vérification&#xa0;: la sortie de chaque pas de décodage est égale à l&apos;attention causale complète calculée sans cache (écart maximal %1).</translation>
    </message>
    <message>
        <source>Check: query %1&apos;s output, computed in frame %2, equals row %1 of full causal attention computed without a cache (largest difference %3).</source>
        <translation>Vérification&#xa0;: la sortie de la requête %1, calculée au pas de décodage %2, est égale à la ligne %1 de l&apos;attention causale complète calculée sans cache (écart maximal %3).</translation>
    </message>
    <message>
        <source>Faded rows come from earlier frames; the outlined rows are new. This frame: %1 multiply-adds instead of %2 without a cache.</source>
        <translation>Les lignes estompées viennent des pas de décodage précédents&#xa0;; les lignes encadrées sont nouvelles. Ce pas&#xa0;: %1 multiplications-additions au lieu de %2 sans cache.</translation>
    </message>
    <message>
        <source>Never computed: when token %1 was decoded (frame %2) the cache held keys 0–%3; key %4 came later.</source>
        <translation>Jamais calculé&#xa0;: quand le jeton %1 a été décodé (pas de décodage %2), le cache contenait les clés 0–%3&#xa0;; la clé %4 est venue plus tard.</translation>
    </message>
    <message>
        <source>This row was computed in frame %1 and is reused as it is by every later frame.</source>
        <translation>Cette ligne a été calculée au pas de décodage %1 et est réutilisée telle quelle par tous les pas suivants.</translation>
    </message>
    <message>
        <source>Frame %1 of %2: %3</source>
        <translation>Pas de décodage %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>token %1 %2</source>
        <translation>jeton %1 %2</translation>
    </message>
</context>
<context>
    <name>attnlab::DeformableLab</name>
    <message>
        <source>Open the Exa&amp;mple</source>
        <translation>Ouvrir l&apos;exe&amp;mple</translation>
    </message>
    <message>
        <source>Each query (a ring) reads the value map only at K points per head, at fixed offsets in pixels from its reference point. &lt;b&gt;Drag a ring&lt;/b&gt;: its points follow. &lt;b&gt;Click a point&lt;/b&gt; to see how it is read between its 4 neighbouring pixels (bilinear interpolation). A disc&apos;s area grows with its weight a.</source>
        <translation>Chaque requête (un anneau) ne lit la carte des valeurs qu&apos;en K points par tête, à des décalages fixes en pixels de son point de référence. &lt;b&gt;Faites glisser un anneau&lt;/b&gt;&#xa0;: ses points suivent. &lt;b&gt;Cliquez sur un point&lt;/b&gt; pour voir comment il est lu entre ses 4 pixels voisins (interpolation bilinéaire). L&apos;aire d&apos;un disque croît avec son poids a.</translation>
    </message>
    <message>
        <source>&amp;Query:</source>
        <translation>&amp;Requête&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <translation>&amp;Valeurs&#xa0;:</translation>
    </message>
    <message>
        <source>Show the &amp;other queries</source>
        <translation>Afficher les autres re&amp;quêtes</translation>
    </message>
    <message>
        <source>E&amp;xport Figure…</source>
        <translation>E&amp;xporter la figure…</translation>
    </message>
    <message>
        <source>Click a sampling point to zoom into its 4 neighbouring pixels.</source>
        <translation>Cliquez sur un point d&apos;échantillonnage pour zoomer sur ses 4 pixels voisins.</translation>
    </message>
    <message>
        <source>The picture</source>
        <translation>L&apos;image</translation>
    </message>
    <message>
        <source>Mean of the channels</source>
        <translation>Moyenne des canaux</translation>
    </message>
    <message>
        <source>Channel %1</source>
        <translation>Canal %1</translation>
    </message>
    <message numerus="yes">
        <source>mean of the %n channels</source>
        <translation>
            <numerusform>moyenne sur %n canal</numerusform>
            <numerusform>moyenne des %n canaux</numerusform>
        </translation>
    </message>
    <message>
        <source>channel %1</source>
        <translation>canal %1</translation>
    </message>
    <message>
        <source>The value map (%1 × %2) and each query&apos;s sampling points</source>
        <translation>La carte des valeurs (%1 × %2) et les points d&apos;échantillonnage de chaque requête</translation>
    </message>
    <message>
        <source>Level %1: %2 × %3</source>
        <translation>Niveau %1&#xa0;: %2 × %3</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>reference point (drag it)</source>
        <translation>point de référence (faites-le glisser)</translation>
    </message>
    <message>
        <source>Query %1, head %2, point %3: read between 4 pixels</source>
        <translation>Requête %1, tête %2, point %3&#xa0;: lu entre 4 pixels</translation>
    </message>
    <message>
        <source>Query %1, head %2, level %3, point %4: read between 4 pixels</source>
        <translation>Requête %1, tête %2, niveau %3, point %4&#xa0;: lu entre 4 pixels</translation>
    </message>
    <message>
        <source>off the map: 0</source>
        <translation>hors de la carte&#xa0;: 0</translation>
    </message>
    <message>
        <source>Values: the mean of head %1&apos;s channels %2 … %3.</source>
        <translation>Valeurs&#xa0;: la moyenne des canaux %2 … %3 de la tête %1.</translation>
    </message>
    <message>
        <source>Values: channel %1.</source>
        <translation>Valeurs&#xa0;: canal %1.</translation>
    </message>
    <message>
        <source>off the map, reads 0</source>
        <translation>hors de la carte, lit 0</translation>
    </message>
    <message>
        <source>Sample = %1 = &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Échantillon = %1 = &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Its weight a = %1: it adds a × sample = %2 to head %3&apos;s output.</source>
        <translation>Son poids a = %1&#xa0;: il ajoute a × échantillon = %2 à la sortie de la tête %3.</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calcul en cours…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Query %1&lt;/b&gt;: reference point (x, y) = (%2, %3), pixel (%4, %5) of the %6 × %7 map. It reads %8 samples (M·L·K = %9·%10); its strongest is head %11&apos;s point %12, a = %13.</source>
        <translation>&lt;b&gt;Requête %1&lt;/b&gt;&#xa0;: point de référence (x, y) = (%2, %3), pixel (%4, %5) de la carte %6 × %7. Elle lit %8 échantillons (M·L·K = %9·%10)&#xa0;; le plus fort est le point %12 de la tête %11, a = %13.</translation>
    </message>
    <message>
        <source>8, 16, 32</source>
        <translation>8, 16, 32</translation>
    </message>
    <message>
        <source>3 levels</source>
        <translation>3 niveaux</translation>
    </message>
    <message>
        <source>There is no deformable attention to export: open a deformable scenario.</source>
        <translation>Il n&apos;y a pas d&apos;attention déformable à exporter&#xa0;: ouvrez un scénario déformable.</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Exporter la figure</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Deformable attention&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Deformable DETR lets each query read the value map at only a few points around its reference point, instead of comparing it with every position: this tab needs a deformable scenario (its &quot;kind&quot; is &quot;deformable&quot;).&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Attention déformable&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Deformable DETR fait lire à chaque requête la carte des valeurs en quelques points seulement autour de son point de référence, au lieu de la comparer à chaque position&#xa0;: cet onglet a besoin d&apos;un scénario déformable (son &quot;kind&quot; vaut &quot;deformable&quot;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open the example to drag the reference points and see the samples follow.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ouvrez l&apos;exemple pour faire glisser les points de référence et voir les échantillons suivre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The point is at pixel (ℓ&lt;sub&gt;x&lt;/sub&gt;·W − %7, ℓ&lt;sub&gt;y&lt;/sub&gt;·H − %7) = (%1, %2): x&lt;sub&gt;0&lt;/sub&gt; = %3, y&lt;sub&gt;0&lt;/sub&gt; = %4, f&lt;sub&gt;x&lt;/sub&gt; = %5, f&lt;sub&gt;y&lt;/sub&gt; = %6.</source>
        <translation>Le point est au pixel (ℓ&lt;sub&gt;x&lt;/sub&gt;·W − %7, ℓ&lt;sub&gt;y&lt;/sub&gt;·H − %7) = (%1, %2)&#xa0;: x&lt;sub&gt;0&lt;/sub&gt; = %3, y&lt;sub&gt;0&lt;/sub&gt; = %4, f&lt;sub&gt;x&lt;/sub&gt; = %5, f&lt;sub&gt;y&lt;/sub&gt; = %6.</translation>
    </message>
    <message>
        <source>stride</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>map</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>échantillons</translation>
    </message>
    <message>
        <source>full attention</source>
        <translation>attention complète</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>rapport</translation>
    </message>
    <message>
        <source>The lesson&apos;s %1 × %1 picture, every position of the map a query, %2 heads × %3 points:</source>
        <translation>L&apos;image %1 × %1 de la leçon, chaque position de la carte étant une requête, %2 têtes × %3 points&#xa0;:</translation>
    </message>
    <message>
        <source>With the 3 maps as levels, each head reads 3 × %1 points of its query, and full attention compares every position with every other.</source>
        <translation>Avec les 3 cartes comme niveaux, chaque tête lit 3 × %1 points pour sa requête, et l&apos;attention complète compare chaque position à toutes les autres.</translation>
    </message>
</context>
<context>
    <name>attnlab::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>not enough memory to compute this scenario</source>
        <translation>mémoire insuffisante pour calculer ce scénario</translation>
    </message>
    <message>
        <source>The lesson&apos;s example: 4 tokens of dimension 8</source>
        <translation>L&apos;exemple de la leçon&#xa0;: 4 jetons de dimension 8</translation>
    </message>
    <message>
        <source>Queries, keys and values drawn as in the lesson&apos;s PyTorch code: torch.manual_seed(0); q, k, v = torch.randn(3, 4, 8).unbind(0). Token 0 gives 74% of its attention to token 1.</source>
        <translation>Requêtes, clés et valeurs tirées comme dans le code PyTorch de la leçon&#xa0;: torch.manual_seed(0); q, k, v = torch.randn(3, 4, 8).unbind(0). Le jeton 0 accorde 74&#xa0;% de son attention au jeton 1.</translation>
    </message>
    <message>
        <source>%1 queries and %2 keys are more than the %3 tokens whose stages AttnLab keeps for stepping through.</source>
        <translation>%1 requêtes et %2 clés, c&apos;est plus que les %3 jetons dont AttnLab garde les étapes pour le pas à pas.</translation>
    </message>
    <message>
        <source>Use fewer tokens.</source>
        <translation>Utilisez moins de jetons.</translation>
    </message>
    <message>
        <source>Shown instead: the output, computed by the fused cpu engine, and each head&apos;s attention map in bins.</source>
        <translation>À la place&#xa0;: la sortie, calculée par le moteur fusionné «&#xa0;cpu&#xa0;», et la carte d&apos;attention de chaque tête par groupes.</translation>
    </message>
</context>
<context>
    <name>attnlab::ExportDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>Exporter la figure</translation>
    </message>
    <message>
        <source>Current map (layer %1, head %2)</source>
        <translation>Carte actuelle (couche %1, tête %2)</translation>
    </message>
    <message>
        <source>Every head of layer %1</source>
        <translation>Toutes les têtes de la couche %1</translation>
    </message>
    <message numerus="yes">
        <source>Every layer and head (%n figure(s))</source>
        <translation>
            <numerusform>Toutes les couches et têtes (%n figure)</numerusform>
            <numerusform>Toutes les couches et têtes (%n figures)</numerusform>
        </translation>
    </message>
    <message>
        <source>Current view (%1, head %2)</source>
        <translation>Vue actuelle (%1, tête %2)</translation>
    </message>
    <message>
        <source>Every stage of head %1</source>
        <translation>Toutes les étapes de la tête %1</translation>
    </message>
    <message>
        <source>Every head of stage %1</source>
        <translation>Toutes les têtes de l&apos;étape %1</translation>
    </message>
    <message>
        <source>Fi&amp;gures:</source>
        <translation>Fi&amp;gures&#xa0;:</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Image PNG</translation>
    </message>
    <message>
        <source>SVG vector drawing</source>
        <translation>Dessin vectoriel SVG</translation>
    </message>
    <message>
        <source>PDF document (a page per figure)</source>
        <translation>Document PDF (une page par figure)</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Taille&#xa0;:</translation>
    </message>
    <message>
        <source>Trim the white space around the figure</source>
        <translation>Rogner l&apos;espace blanc autour de la figure</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Résolution&#xa0;:</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Te&amp;xt size:</source>
        <translation>Taille du te&amp;xte&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Colormap for weights:</source>
        <translation>&amp;Palette de couleurs des poids&#xa0;:</translation>
    </message>
    <message>
        <source>Write the values in the cells, with</source>
        <translation>Écrire les valeurs dans les cases, avec</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <translation>&amp;Valeurs&#xa0;:</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>the map&apos;s title</source>
        <translation>le titre de la carte</translation>
    </message>
    <message>
        <source>the stage&apos;s title</source>
        <translation>le titre de l&apos;étape</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>T&amp;itre&#xa0;:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>Figure </source>
        <translation>Figure </translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>There is nothing to export: no attention weights are open.</source>
        <translation>Rien à exporter&#xa0;: aucun poids d&apos;attention n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>There is nothing to export: the scenario cannot be computed.</source>
        <translation>Rien à exporter&#xa0;: le scénario ne peut pas être calculé.</translation>
    </message>
    <message>
        <source>at most %1 × %2 pixels</source>
        <translation>au plus %1 × %2 pixels</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 pixels</translation>
    </message>
    <message>
        <source>(vector)</source>
        <translation>(vectoriel)</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>One %1 file.</source>
        <translation>Un fichier %1.</translation>
    </message>
    <message>
        <source>One PDF file with %1 pages.</source>
        <translation>Un fichier PDF de %1 pages.</translation>
    </message>
    <message>
        <source>%1 %2 files, one per figure: NAME-%3.%4, …</source>
        <translation>%1 fichiers %2, un par figure&#xa0;: NOM-%3.%4, …</translation>
    </message>
    <message>
        <source>Nothing to show: no attention weights are open.</source>
        <translation>Rien à afficher&#xa0;: aucun poids d&apos;attention n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>Nothing to show: the scenario cannot be computed.</source>
        <translation>Rien à afficher&#xa0;: le scénario ne peut pas être calculé.</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>attention</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>%n of the files exist already (%1). Replace them?</source>
        <translation>
            <numerusform>%n fichier existe déjà (%1). Le remplacer&#xa0;?</numerusform>
            <numerusform>%n fichiers existent déjà (%1). Les remplacer&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Written before the error: %1</source>
        <translation>Écrits avant l&apos;erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation>centimètres</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>pouces</translation>
    </message>
    <message>
        <source>Co&amp;mbine them into one figure: a grid with one colorbar</source>
        <translation>Les co&amp;mbiner en une seule figure&#xa0;: une grille avec une seule barre de couleurs</translation>
    </message>
    <message>
        <source>Sans serif</source>
        <translation>Sans empattement</translation>
    </message>
    <message>
        <source>Serif (as a paper&apos;s text)</source>
        <translation>Avec empattements (comme le texte d&apos;un article)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n figure(s): %1, …</source>
        <translation>
            <numerusform>%n figure exportée&#xa0;: %1, …</numerusform>
            <numerusform>%n figures exportées&#xa0;: %1, …</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
    <message numerus="yes">
        <source> decimal(s)</source>
        <comment>suffix after a number of decimals</comment>
        <translation>
            <numerusform> décimale</numerusform>
            <numerusform> décimales</numerusform>
        </translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Decimals written in the cells</source>
        <translation>Décimales écrites dans les cases</translation>
    </message>
    <message>
        <source>Figure in the preview</source>
        <translation>Figure dans l’aperçu</translation>
    </message>
</context>
<context>
    <name>attnlab::FigureExport</name>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation>%1&#xa0;: écriture impossible (%2)</translation>
    </message>
    <message>
        <source>the size %1 x %2 inches is outside 0.5 to 100 inches</source>
        <translation>la taille %1 x %2 pouces sort de l&apos;intervalle de 0,5 à 100 pouces</translation>
    </message>
    <message>
        <source>%1 dpi is outside 10 to 4800 dpi</source>
        <translation>%1 dpi sort de l&apos;intervalle de 10 à 4800 dpi</translation>
    </message>
    <message>
        <source>%1 x %2 inches at %3 dpi is too large an image (at most %4 pixels a side and %5 million pixels)</source>
        <translation>%1 x %2 pouces à %3 dpi donne une image trop grande (au plus %4 pixels de côté et %5 millions de pixels)</translation>
    </message>
    <message>
        <source>cannot encode the PNG (%1)</source>
        <translation>impossible d&apos;encoder le PNG (%1)</translation>
    </message>
    <message>
        <source>An attention heatmap drawn by AttnLab</source>
        <translation>Une carte de chaleur d&apos;attention dessinée par AttnLab</translation>
    </message>
    <message>
        <source>cannot start the SVG</source>
        <translation>impossible de créer le fichier SVG</translation>
    </message>
    <message>
        <source>cannot start the PDF</source>
        <translation>impossible de créer le fichier PDF</translation>
    </message>
    <message>
        <source>cannot add page %1 to the PDF</source>
        <translation>impossible d&apos;ajouter la page %1 au PDF</translation>
    </message>
    <message>
        <source>there is no figure to export</source>
        <translation>il n&apos;y a aucune figure à exporter</translation>
    </message>
    <message>
        <source>a %1 file holds one figure, not %2: export each figure to its own file, or choose PDF (one page per figure)</source>
        <translation>un fichier %1 contient une seule figure, pas %2&#xa0;: exportez chaque figure dans son propre fichier, ou choisissez PDF (une page par figure)</translation>
    </message>
    <message>
        <source>no file name given for the figure</source>
        <translation>aucun nom de fichier donné pour la figure</translation>
    </message>
    <message>
        <source>%1: cannot tell the figure format: the name has no extension (known: .png, .svg, .pdf)</source>
        <translation>%1&#xa0;: impossible de déterminer le format de la figure&#xa0;: le nom n&apos;a pas d&apos;extension (connues&#xa0;: .png, .svg, .pdf)</translation>
    </message>
    <message>
        <source>%1: unknown figure format &apos;.%2&apos; (known: .png, .svg, .pdf)</source>
        <translation>%1&#xa0;: format de figure inconnu «&#xa0;.%2&#xa0;» (connus&#xa0;: .png, .svg, .pdf)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>le dossier %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c&apos;est un dossier</translation>
    </message>
    <message>
        <source>%1: cannot export the figure (%2)</source>
        <translation>%1&#xa0;: impossible d&apos;exporter la figure (%2)</translation>
    </message>
    <message>
        <source>nothing was drawn</source>
        <translation>rien n&apos;a été dessiné</translation>
    </message>
    <message>
        <source>A figure drawn by AttnLab</source>
        <translation>Une figure dessinée par AttnLab</translation>
    </message>
</context>
<context>
    <name>attnlab::FlashControls</name>
    <message>
        <source>&amp;Block:</source>
        <translation>&amp;Blocs&#xa0;:</translation>
    </message>
    <message>
        <source>Block rows B_r (queries)</source>
        <translation>Lignes d&apos;un bloc B_r (requêtes)</translation>
    </message>
    <message>
        <source>B_r: the queries of a block, the rows of a tile.</source>
        <translation>B_r&#xa0;: les requêtes d&apos;un bloc, les lignes d&apos;une tuile.</translation>
    </message>
    <message>
        <source>Block columns B_c (keys)</source>
        <translation>Colonnes d&apos;un bloc B_c (clés)</translation>
    </message>
    <message>
        <source>B_c: the keys of a block, the columns of a tile.</source>
        <translation>B_c&#xa0;: les clés d&apos;un bloc, les colonnes d&apos;une tuile.</translation>
    </message>
    <message>
        <source>&amp;Memory account…</source>
        <translation>Bilan &amp;mémoire…</translation>
    </message>
    <message>
        <source>Numbers held at once and slow-memory accesses against the number of tokens, for the lesson&apos;s 6,400.</source>
        <translation>Nombres gardés à la fois et accès à la mémoire lente selon le nombre de jetons, pour les 6&#x202f;400 de la leçon.</translation>
    </message>
    <message>
        <source>Block %1 × %2</source>
        <translation>Blocs %1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tuile</numerusform>
            <numerusform>%n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>FlashAttention&apos;s memory account</source>
        <translation>Bilan mémoire de FlashAttention</translation>
    </message>
</context>
<context>
    <name>attnlab::FlashMemoryView</name>
    <message>
        <source>Head &amp;dimension d:</source>
        <translation>&amp;Dimension d&apos;une tête d&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Fast memory M:</source>
        <translation>Mémoire &amp;rapide M&#xa0;:</translation>
    </message>
    <message>
        <source>%1 numbers (%2 KiB)</source>
        <translation>%1 nombres (%2 Kio)</translation>
    </message>
    <message>
        <source>&amp;Save figure…</source>
        <translation>&amp;Enregistrer la figure…</translation>
    </message>
    <message>
        <source>Exports the plot of slow-memory accesses as PNG, SVG or PDF.</source>
        <translation>Exporte le graphique des accès à la mémoire lente en PNG, SVG ou PDF.</translation>
    </message>
    <message>
        <source>Numbers held at once (log-log)</source>
        <translation>Nombres gardés à la fois (log-log)</translation>
    </message>
    <message>
        <source>Slow-memory accesses (Dao et al. 2022, Theorem 2; log-log)</source>
        <translation>Accès à la mémoire lente (Dao et al. 2022, théorème 2&#xa0;; log-log)</translation>
    </message>
    <message>
        <source>tokens N (log scale)</source>
        <translation>jetons N (échelle log)</translation>
    </message>
    <message>
        <source>Save figure</source>
        <translation>Enregistrer la figure</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Enregistré&#xa0;: %1.</translation>
    </message>
    <message>
        <source>standard: Nd + N²</source>
        <translation>standard&#xa0;: Nd + N²</translation>
    </message>
    <message>
        <source>FlashAttention: N²d²/M</source>
        <translation>FlashAttention&#xa0;: N²d²/M</translation>
    </message>
    <message>
        <source>At N = %1 tokens (the lesson&apos;s picture at stride 8), d = %2 and M = %3 numbers, the paper&apos;s blocks are B_r × B_c = %4 × %5: one tile holds %6 numbers at once, where the scores alone would be %7. Slow-memory accesses: about %8 for FlashAttention against %9 for standard attention, %10 times fewer.</source>
        <translation>Pour N = %1 jetons (l&apos;image de la leçon au pas de 8), d = %2 et M = %3 nombres, les blocs de l&apos;article sont B_r × B_c = %4 × %5&#xa0;: une tuile garde %6 nombres à la fois, là où les scores seuls en demanderaient %7. Accès à la mémoire lente&#xa0;: environ %8 pour FlashAttention contre %9 pour l&apos;attention standard, soit %10 fois moins.</translation>
    </message>
    <message>
        <source>For long inputs the two lines of accesses are parallel: both grow as N², and FlashAttention&apos;s is about M/d² = %1 times lower. It saves trips to slow memory, not arithmetic: both compute the same N²·d products.</source>
        <translation>Pour les longues entrées, les deux courbes d&apos;accès sont parallèles&#xa0;: toutes deux croissent comme N², et celle de FlashAttention est environ M/d² = %1 fois plus basse. Elle économise des allers-retours vers la mémoire lente, pas des calculs&#xa0;: les deux font les mêmes N²·d produits.</translation>
    </message>
    <message>
        <source>standard: N² scores</source>
        <translation>standard&#xa0;: N² scores</translation>
    </message>
    <message>
        <source>FlashAttention: one tile</source>
        <translation>FlashAttention&#xa0;: une tuile</translation>
    </message>
    <message>
        <source>The figures of the memory account</source>
        <translation>Les chiffres du bilan mémoire</translation>
    </message>
</context>
<context>
    <name>attnlab::HeadStatsModel</name>
    <message>
        <source>Jensen–Shannon divergence between this head&apos;s map and the map of layer %1, head %2 (bits, mean over rows): 0 for the same map</source>
        <translation>Divergence de Jensen–Shannon entre la carte de cette tête et celle de la couche %1, tête %2 (bits, moyenne sur les lignes)&#xa0;: 0 pour la même carte</translation>
    </message>
    <message>
        <source>Layer %1, head %2: %3 = %4</source>
        <translation>Couche %1, tête %2&#xa0;: %3 = %4</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Couche</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Tête</translation>
    </message>
    <message>
        <source>Distance to %1:%2</source>
        <translation>Distance à %1:%2</translation>
    </message>
    <message>
        <source>How far each head&apos;s map is from the map of layer %1, head %2 (Jensen–Shannon divergence of the rows, in bits)</source>
        <translation>Écart entre la carte de chaque tête et celle de la couche %1, tête %2 (divergence de Jensen–Shannon des lignes, en bits)</translation>
    </message>
    <message>
        <source>Entropy of each row, in bits, averaged over the rows: 0 when a query looks at one key, log₂ n when it looks at all alike</source>
        <translation>Entropie de chaque ligne, en bits, moyennée sur les lignes&#xa0;: 0 quand une requête regarde une seule clé, log₂ n quand elle les regarde toutes également</translation>
    </message>
    <message>
        <source>Σⱼ aᵢⱼ·|i − j|, averaged over the rows: how far the head looks, in tokens</source>
        <translation>Σⱼ aᵢⱼ·|i − j|, moyenné sur les lignes&#xa0;: à quelle distance la tête regarde, en jetons</translation>
    </message>
    <message>
        <source>The weight on the first token, averaged over the rows: high for a “sink” head ([CLS], BOS)</source>
        <translation>Le poids sur le premier jeton, moyenné sur les lignes&#xa0;: élevé pour une tête «&#xa0;puits&#xa0;» ([CLS], BOS)</translation>
    </message>
    <message>
        <source>The weight on the previous token (rows 1 on), averaged: high for a previous-token head</source>
        <translation>Le poids sur le jeton précédent (à partir de la ligne 1), moyenné&#xa0;: élevé pour une tête de jeton précédent</translation>
    </message>
    <message>
        <source>The weight a token puts on itself, averaged over the rows</source>
        <translation>Le poids qu&apos;un jeton met sur lui-même, moyenné sur les lignes</translation>
    </message>
    <message>
        <source>The fewest keys that hold 90 % of a row&apos;s weight, averaged over the rows: 1 for a sharp head, about 0.9 n for a broad one</source>
        <translation>Le plus petit nombre de clés qui portent 90&#xa0;% du poids d&apos;une ligne, moyenné sur les lignes&#xa0;: 1 pour une tête nette, environ 0,9 n pour une tête diffuse</translation>
    </message>
    <message>
        <source>%1: unknown format &apos;.%2&apos; for statistics (known: .csv, .json)</source>
        <translation>%1&#xa0;: format &apos;.%2&apos; inconnu pour les statistiques (connus&#xa0;: .csv, .json)</translation>
    </message>
</context>
<context>
    <name>attnlab::HeatmapRenderer</name>
    <message>
        <source>masked</source>
        <translation>masqué</translation>
    </message>
</context>
<context>
    <name>attnlab::ImageLab</name>
    <message>
        <source>Choose a picture</source>
        <translation>Choisir une image</translation>
    </message>
    <message>
        <source>Pictures (%1);;All files (*)</source>
        <translation>Images (%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>A scenario names its picture relative to its own folder, and %1 is not in %2 or below it. Open the picture by itself (File › Open) to start a new scenario beside it.</source>
        <translation>Un scénario désigne son image par rapport à son propre dossier, et %1 n&apos;est ni dans %2 ni en dessous. Ouvrez l&apos;image seule (Fichier › Ouvrir) pour commencer un nouveau scénario à côté d&apos;elle.</translation>
    </message>
    <message>
        <source>Picture %1</source>
        <translation>Image %1</translation>
    </message>
    <message>
        <source>Stride %1</source>
        <translation>Pas %1</translation>
    </message>
    <message numerus="yes">
        <source>%n object queries</source>
        <translation>
            <numerusform>%n requête d&apos;objet</numerusform>
            <numerusform>%n requêtes d&apos;objets</numerusform>
        </translation>
    </message>
    <message>
        <source>Prompt “%1”</source>
        <translation>Invite «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&amp;Open a Picture…</source>
        <translation>&amp;Ouvrir une image…</translation>
    </message>
    <message>
        <source>Open the Exa&amp;mple</source>
        <translation>Ouvrir l&apos;exe&amp;mple</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Choose &amp;Another Picture…</source>
        <translation>Choisir une autre &amp;image…</translation>
    </message>
    <message>
        <source>&amp;When the stride does not divide it:</source>
        <translation>&amp;Si le pas ne divise pas l&apos;image&#xa0;:</translation>
    </message>
    <message>
        <source>Resize to a multiple of the stride</source>
        <translation>Redimensionner à un multiple du pas</translation>
    </message>
    <message>
        <source>Crop to a multiple of the stride</source>
        <translation>Rogner à un multiple du pas</translation>
    </message>
    <message>
        <source>Patches</source>
        <translation>Patchs</translation>
    </message>
    <message>
        <source>S&amp;tride (patch side):</source>
        <translation>&amp;Pas (côté d&apos;un patch)&#xa0;:</translation>
    </message>
    <message>
        <source>Token of a &amp;patch:</source>
        <translation>&amp;Jeton d&apos;un patch&#xa0;:</translation>
    </message>
    <message>
        <source>Its pixels (ViT)</source>
        <translation>Ses pixels (ViT)</translation>
    </message>
    <message>
        <source>Its mean colour + position</source>
        <translation>Sa couleur moyenne + position</translation>
    </message>
    <message>
        <source>Its colour in the lexicon&apos;s words</source>
        <translation>Sa couleur dans les mots du lexique</translation>
    </message>
    <message>
        <source>Who asks</source>
        <translation>Qui interroge</translation>
    </message>
    <message>
        <source>Each patch asks the others (ViT)</source>
        <translation>Chaque patch interroge les autres (ViT)</translation>
    </message>
    <message>
        <source>Object queries ask the patches (DETR)</source>
        <translation>Des requêtes d&apos;objets interrogent les patchs (DETR)</translation>
    </message>
    <message>
        <source>The patches ask a prompt&apos;s words</source>
        <translation>Les patchs interrogent les mots d&apos;une invite</translation>
    </message>
    <message>
        <source>Object &amp;queries:</source>
        <translation>Requêtes d&apos;&amp;objets&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;rompt:</source>
        <translation>In&amp;vite&#xa0;:</translation>
    </message>
    <message>
        <source>Map over the picture</source>
        <translation>Carte sur l&apos;image</translation>
    </message>
    <message>
        <source>Hea&amp;d:</source>
        <translation>&amp;Tête&#xa0;:</translation>
    </message>
    <message>
        <source>Opacit&amp;y:</source>
        <translation>Opa&amp;cité&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>Cou&amp;leurs&#xa0;:</translation>
    </message>
    <message>
        <source>Each map on its own &amp;scale</source>
        <translation>Chaque carte à sa p&amp;ropre échelle</translation>
    </message>
    <message>
        <source>Outline what a 3&#xa0;×&#xa0;3 co&amp;nvolution sees</source>
        <translation>Entourer ce que voit une co&amp;nvolution 3&#xa0;×&#xa0;3</translation>
    </message>
    <message>
        <source>F&amp;ollow the pointer</source>
        <translation>S&amp;uivre le pointeur</translation>
    </message>
    <message>
        <source>E&amp;xport Figure…</source>
        <translation>E&amp;xporter la figure…</translation>
    </message>
    <message>
        <source>Each patch of the picture is a token, and each token attends to all the others: click a patch to see where it looks. A 3&#xa0;×&#xa0;3 convolution would only see the outlined neighbourhood.</source>
        <translation>Chaque patch de l&apos;image est un jeton, et chaque jeton porte attention à tous les autres&#xa0;: cliquez sur un patch pour voir où il regarde. Une convolution 3&#xa0;×&#xa0;3 ne verrait que le voisinage entouré.</translation>
    </message>
    <message>
        <source>DETR&apos;s decoder: a few object queries cross-attend to the patch tokens. Each small map is one query&apos;s attention over the picture; click one to enlarge it.</source>
        <translation>Le décodeur de DETR&#xa0;: quelques requêtes d&apos;objets portent une attention croisée sur les jetons des patchs. Chaque petite carte est l&apos;attention d&apos;une requête sur l&apos;image&#xa0;; cliquez sur l&apos;une d&apos;elles pour l&apos;agrandir.</translation>
    </message>
    <message>
        <source>Text to image: each patch cross-attends to the words of the prompt, as in a diffusion model. A word&apos;s map shows how much each patch attends to it; click a word to enlarge its map.</source>
        <translation>Du texte à l&apos;image&#xa0;: chaque patch porte une attention croisée sur les mots de l&apos;invite, comme dans un modèle de diffusion. La carte d&apos;un mot montre combien chaque patch lui porte attention&#xa0;; cliquez sur un mot pour agrandir sa carte.</translation>
    </message>
    <message>
        <source>Where patch %1 looks</source>
        <translation>Où regarde le patch %1</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>poids d&apos;attention</translation>
    </message>
    <message>
        <source>Where object query %1 looks</source>
        <translation>Où regarde la requête d&apos;objet %1</translation>
    </message>
    <message>
        <source>How much each patch attends to “%1”</source>
        <translation>Attention de chaque patch à «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Cutting the picture into patches and computing…</source>
        <translation>Découpage de l&apos;image en patchs et calcul…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Strongest:&lt;/b&gt; %1.&lt;br&gt;A 3&#xa0;×&#xa0;3 convolution would see %2 of the %3 patches; they get %4 of this patch&apos;s attention, and the %5 others %6.</source>
        <translation>&lt;b&gt;Les plus forts&#xa0;:&lt;/b&gt; %1.&lt;br&gt;Une convolution 3&#xa0;×&#xa0;3 verrait %2 des %3 patchs&#xa0;; ils reçoivent %4 de l&apos;attention de ce patch, et les %5 autres %6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Query %1 looks most at:&lt;/b&gt; %2. Its weights over the %3 patches sum to 1.</source>
        <translation>&lt;b&gt;La requête %1 regarde surtout&#xa0;:&lt;/b&gt; %2. Ses poids sur les %3 patchs totalisent 1.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The patches that attend most to “%1”:&lt;/b&gt; %2. Each patch&apos;s weights over the %n words sum to 1: this map is one column of them.</source>
        <translation>
            <numerusform>&lt;b&gt;Les patchs les plus attentifs à «&#xa0;%1&#xa0;»&#xa0;:&lt;/b&gt; %2. Les poids de chaque patch sur le %n mot totalisent 1&#xa0;: cette carte en est une colonne.</numerusform>
            <numerusform>&lt;b&gt;Les patchs les plus attentifs à «&#xa0;%1&#xa0;»&#xa0;:&lt;/b&gt; %2. Les poids de chaque patch sur les %n mots totalisent 1&#xa0;: cette carte en est une colonne.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;table cellspacing=0 cellpadding=2&gt;&lt;tr&gt;&lt;th&gt;s&lt;/th&gt;&lt;th&gt;grid&lt;/th&gt;&lt;th&gt;tokens&lt;/th&gt;&lt;th&gt;pairs&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;Pairs grow as (H·W/s²)²: halving the stride multiplies them by 16.</source>
        <translation>&lt;table cellspacing=0 cellpadding=2&gt;&lt;tr&gt;&lt;th&gt;s&lt;/th&gt;&lt;th&gt;grille&lt;/th&gt;&lt;th&gt;jetons&lt;/th&gt;&lt;th&gt;paires&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;Les paires croissent comme (H·W/s²)²&#xa0;: diviser le pas par deux les multiplie par 16.</translation>
    </message>
    <message>
        <source>%1 pixels.</source>
        <translation>%1 pixels.</translation>
    </message>
    <message>
        <source>%1 pixels, cropped around the centre to %2 (a multiple of the stride %3).</source>
        <translation>%1 pixels, rognés autour du centre à %2 (un multiple du pas %3).</translation>
    </message>
    <message>
        <source>%1 pixels, resized to %2 (a multiple of the stride %3).</source>
        <translation>%1 pixels, redimensionnés à %2 (un multiple du pas %3).</translation>
    </message>
    <message>
        <source>%1 patches of %2 pixels.</source>
        <translation>%1 patchs de %2 pixels.</translation>
    </message>
    <message>
        <source>There is no picture to export.</source>
        <translation>Il n&apos;y a aucune image à exporter.</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Exporter la figure</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Attention on an image&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A Vision Transformer cuts a picture into patches and makes each patch a token: this tab needs softmax or linear attention between the patches of a picture.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;L&apos;attention sur une image&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Un Vision Transformer découpe une image en patchs et fait de chaque patch un jeton&#xa0;: cet onglet a besoin d&apos;une attention softmax ou linéaire entre les patchs d&apos;une image.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open a picture (PNG or JPEG; File › Open, or drop it on the window) or the example, then click a patch to see where it looks.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ouvrez une image (PNG ou JPEG&#xa0;; Fichier › Ouvrir, ou déposez-la sur la fenêtre) ou l&apos;exemple, puis cliquez sur un patch pour voir où il regarde.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Attention of:</source>
        <translation>&amp;Attention de&#xa0;:</translation>
    </message>
    <message>
        <source>The pixels (Q, K, V from the patches)</source>
        <translation>Les pixels (Q, K, V tirés des patchs)</translation>
    </message>
    <message>
        <source>A trained model (a small ViT)</source>
        <translation>Un modèle entraîné (un petit ViT)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The pixels:&lt;/b&gt; Q, K and V are made from the patches&apos; own colours: true arithmetic, but a patch attends to patches of a similar colour.&lt;br&gt;&lt;b&gt;A trained model:&lt;/b&gt; the vision transformer AttnLab ships, trained to say which shapes and colours a scene holds (docs/vit-model.md); its attention as it reads the picture.</source>
        <translation>&lt;b&gt;Les pixels&#xa0;:&lt;/b&gt; Q, K et V sont faits des couleurs mêmes des patchs&#xa0;: un calcul exact, mais un patch porte son attention sur les patchs de couleur voisine.&lt;br&gt;&lt;b&gt;Un modèle entraîné&#xa0;:&lt;/b&gt; le transformer de vision livré avec AttnLab, entraîné à dire quelles formes et quelles couleurs une scène contient (docs/vit-model.md)&#xa0;; son attention quand il lit l&apos;image.</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>&amp;Couche&#xa0;:</translation>
    </message>
    <message>
        <source>Model &amp;head:</source>
        <translation>&amp;Tête du modèle&#xa0;:</translation>
    </message>
    <message>
        <source>Back to the C&amp;lass Token</source>
        <translation>Revenir au jeton de c&amp;lasse</translation>
    </message>
    <message>
        <source>Open This Head Step &amp;by Step</source>
        <translation>Ouvrir cette tête étape &amp;par étape</translation>
    </message>
    <message>
        <source>The trained model cannot be read: %1</source>
        <translation>Le modèle entraîné ne peut pas être lu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Layer %1 of %2</source>
        <translation>Couche %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>Rollout through the %n layer(s)</source>
        <translation>
            <numerusform>Rollout à travers la couche</numerusform>
            <numerusform>Rollout à travers les %n couches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mean of the %n head(s)</source>
        <translation>
            <numerusform>Moyenne de la tête</numerusform>
            <numerusform>Moyenne des %n têtes</numerusform>
        </translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Tête %1</translation>
    </message>
    <message>
        <source>Choose a layer and one head (not the mean, not the rollout).</source>
        <translation>Choisissez une couche et une tête (ni la moyenne, ni le rollout).</translation>
    </message>
    <message>
        <source>The class token</source>
        <translation>Le jeton de classe</translation>
    </message>
    <message>
        <source>Patch %1</source>
        <translation>Patch %1</translation>
    </message>
    <message numerus="yes">
        <source>rollout through the %n layer(s)</source>
        <translation>
            <numerusform>rollout à travers la couche</numerusform>
            <numerusform>rollout à travers les %n couches</numerusform>
        </translation>
    </message>
    <message>
        <source>layer %1, %2</source>
        <translation>couche %1, %2</translation>
    </message>
    <message>
        <source>mean of the heads</source>
        <translation>moyenne des têtes</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>%1 — the trained ViT, %2</source>
        <translation>%1 — le ViT entraîné, %2</translation>
    </message>
    <message>
        <source>It reads the picture as it is, %1 pixels.</source>
        <translation>Il lit l&apos;image telle quelle, %1 pixels.</translation>
    </message>
    <message>
        <source>It reads the picture resized from %1 to %2 pixels, in %3 patches of %4 × %4.</source>
        <translation>Il lit l&apos;image redimensionnée de %1 à %2 pixels, en %3 patchs de %4 × %4.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model sees:&lt;/b&gt; %1. %2&lt;br&gt;&lt;b&gt;Strongest:&lt;/b&gt; %3; the class token gets %4.</source>
        <translation>&lt;b&gt;Le modèle voit&#xa0;:&lt;/b&gt; %1. %2&lt;br&gt;&lt;b&gt;Les plus forts&#xa0;:&lt;/b&gt; %3&#xa0;; le jeton de classe reçoit %4.</translation>
    </message>
    <message>
        <source>nothing it knows</source>
        <translation>rien qu&apos;il connaisse</translation>
    </message>
    <message>
        <source>Trained vision transformer: layer %1, head %2</source>
        <translation>Transformer de vision entraîné&#xa0;: couche %1, tête %2</translation>
    </message>
    <message>
        <source>Q, K and V of one head of the trained ViT on the picture (%1 × %2, resized to %3 × %3): the class token “CLS” and the %4 patches. The step-by-step view computes softmax(QKᵀ/√d_k)V from them: the model&apos;s own weights.</source>
        <translation>Q, K et V d&apos;une tête du ViT entraîné sur l&apos;image (%1 × %2, redimensionnée à %3 × %3)&#xa0;: le jeton de classe «&#xa0;CLS&#xa0;» et les %4 patchs. La vue étape par étape en calcule softmax(QKᵀ/√d_k)V&#xa0;: les poids mêmes du modèle.</translation>
    </message>
    <message>
        <source>A trained vision transformer reads the picture: at %1 × %1 pixels, cut into %2 patches of %3 × %3, plus a class token that belongs to no patch and gives the answer. The map shows where the class token looks; click a patch to see where that patch looks.</source>
        <translation>Un transformer de vision entraîné lit l&apos;image&#xa0;: en %1 × %1 pixels, découpée en %2 patchs de %3 × %3, plus un jeton de classe qui n&apos;appartient à aucun patch et donne la réponse. La carte montre où regarde le jeton de classe&#xa0;; cliquez sur un patch pour voir où ce patch regarde.</translation>
    </message>
</context>
<context>
    <name>attnlab::Inspector</name>
    <message>
        <source>&lt;p&gt;Click or hover a cell of the heatmap to see how its number is computed, term by term.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cliquez sur une case de la carte de chaleur, ou survolez-la, pour voir comment son nombre est calculé, terme à terme.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>1. Score s = q · k</source>
        <translation>1. Score s = q · k</translation>
    </message>
    <message>
        <source>2. Scaling</source>
        <translation>2. Mise à l&apos;échelle</translation>
    </message>
    <message>
        <source>3. Mask</source>
        <translation>3. Masque</translation>
    </message>
    <message>
        <source>4. Softmax of row %1</source>
        <translation>4. Softmax de la ligne %1</translation>
    </message>
    <message>
        <source>Final output, query %1 %2, column %3</source>
        <translation>Sortie finale, requête %1 %2, colonne %3</translation>
    </message>
    <message>
        <source>No output projection: this is column %1 of head %2&apos;s output, %3.</source>
        <translation>Pas de projection de sortie&#xa0;: c&apos;est la colonne %1 de la sortie de la tête %2, %3.</translation>
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
        <translation>produit</translation>
    </message>
    <message>
        <source>sum = %1</source>
        <translation>somme = %1</translation>
    </message>
    <message>
        <source>Output of query %1 %2, column %3, head %4</source>
        <translation>Sortie de la requête %1 %2, colonne %3, tête %4</translation>
    </message>
    <message>
        <source>o&lt;sub&gt;%1,%2&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; a&lt;sub&gt;%1,j&lt;/sub&gt; × v&lt;sub&gt;j,%2&lt;/sub&gt;: the values of column %2, averaged with this query&apos;s weights.</source>
        <translation>o&lt;sub&gt;%1,%2&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; a&lt;sub&gt;%1,j&lt;/sub&gt; × v&lt;sub&gt;j,%2&lt;/sub&gt;&#xa0;: les valeurs de la colonne %2, moyennées avec les poids de cette requête.</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>clé j</translation>
    </message>
    <message>
        <source>weight a</source>
        <translation>poids a</translation>
    </message>
    <message>
        <source>value v</source>
        <translation>valeur v</translation>
    </message>
    <message>
        <source>Query %1 %2 → key %3 %4, head %5</source>
        <translation>Requête %1 %2 → clé %3 %4, tête %5</translation>
    </message>
    <message numerus="yes">
        <source>%n more dimension(s) where q or k is 0 add nothing.</source>
        <translation>
            <numerusform>%n autre dimension où q ou k vaut 0 n&apos;ajoute rien.</numerusform>
            <numerusform>%n autres dimensions où q ou k vaut 0 n&apos;ajoutent rien.</numerusform>
        </translation>
    </message>
    <message>
        <source>sum of the products: &lt;b&gt;s = %1&lt;/b&gt;</source>
        <translation>somme des produits&#xa0;: &lt;b&gt;s = %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>s′ = %1 × %2 = &lt;b&gt;%3&lt;/b&gt; (the scenario&apos;s scale)</source>
        <translation>s′ = %1 × %2 = &lt;b&gt;%3&lt;/b&gt; (l&apos;échelle du scénario)</translation>
    </message>
    <message>
        <source>s′ = %1 / √%2 = %1 × %3 = &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>s′ = %1 / √%2 = %1 × %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No mask: the score passes unchanged, &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Pas de masque&#xa0;: le score reste inchangé, &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Allowed: the score passes unchanged, &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Autorisée&#xa0;: le score reste inchangé, &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Hidden (%1): the score becomes &lt;b&gt;−∞&lt;/b&gt;, so the weight will be 0.</source>
        <translation>Masquée (%1)&#xa0;: le score devient &lt;b&gt;−∞&lt;/b&gt;, le poids sera donc 0.</translation>
    </message>
    <message>
        <source>The mask hides every key of this query: there is nothing to share, so the row&apos;s weights and output are all 0 (never 0/0).</source>
        <translation>Toutes les clés de cette requête sont masquées&#xa0;: il n&apos;y a rien à répartir, les poids et la sortie de la ligne valent donc tous 0 (jamais 0/0).</translation>
    </message>
    <message>
        <source>row maximum m = %1</source>
        <translation>maximum de la ligne m = %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Answer the question first: the numbers are revealed with the answer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Répondez d&apos;abord à la question&#xa0;: les nombres sont révélés avec la réponse.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Query %1 %2, key %3 %4</source>
        <translation>Requête %1 %2, clé %3 %4</translation>
    </message>
    <message>
        <source>q and k have no dimension in common: every product is 0. The dimensions of q or k that are not 0:</source>
        <translation>q et k n&apos;ont aucune dimension en commun&#xa0;: chaque produit vaut 0. Les dimensions de q ou de k non nulles&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n more dimension(s) where both q and k are 0.</source>
        <translation>
            <numerusform>%n autre dimension où q et k valent tous deux 0.</numerusform>
            <numerusform>%n autres dimensions où q et k valent tous deux 0.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::KvCacheLab</name>
    <message>
        <source>Each decoding step reuses the keys and values of every earlier token: the &lt;b&gt;KV cache&lt;/b&gt;.</source>
        <translation>Chaque pas de décodage réutilise les clés et les valeurs de tous les jetons précédents&#xa0;: le &lt;b&gt;cache KV&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>A model&apos;s published configuration, or Custom</source>
        <translation>La configuration publiée d&apos;un modèle, ou «&#xa0;Personnalisé&#xa0;»</translation>
    </message>
    <message>
        <source>Key/value heads: as many as the query heads for multi-head attention, fewer for grouped-query attention, 1 for multi-query attention</source>
        <translation>Têtes de clés/valeurs&#xa0;: autant que de têtes de requête en attention à têtes multiples, moins en attention à requêtes groupées, 1 en attention multi-requêtes</translation>
    </message>
    <message>
        <source>fp32 (4 bytes)</source>
        <translation>fp32 (4 octets)</translation>
    </message>
    <message>
        <source>fp16 (2 bytes)</source>
        <translation>fp16 (2 octets)</translation>
    </message>
    <message>
        <source>bf16 (2 bytes)</source>
        <translation>bf16 (2 octets)</translation>
    </message>
    <message>
        <source>int8 (1 byte)</source>
        <translation>int8 (1 octet)</translation>
    </message>
    <message>
        <source>The bytes of each number kept</source>
        <translation>La taille en octets de chaque nombre gardé</translation>
    </message>
    <message>
        <source>Tokens in the context: the prompt and what has been written</source>
        <translation>Jetons dans le contexte&#xa0;: l&apos;invite et ce qui a déjà été écrit</translation>
    </message>
    <message>
        <source>Sequences decoded together, each with its own cache</source>
        <translation>Séquences décodées ensemble, chacune avec son propre cache</translation>
    </message>
    <message>
        <source>Sliding &amp;window</source>
        <translation>Fenêtre &amp;glissante</translation>
    </message>
    <message>
        <source>Each token attends to the last W tokens only: older keys and values are dropped</source>
        <translation>Chaque jeton ne porte son attention que sur les W derniers jetons&#xa0;: les clés et les valeurs plus anciennes sont abandonnées</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Modèle</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>&amp;Couches</translation>
    </message>
    <message>
        <source>&amp;Query heads</source>
        <translation>Têtes de &amp;requête</translation>
    </message>
    <message>
        <source>&amp;KV heads</source>
        <translation>Têtes &amp;KV</translation>
    </message>
    <message>
        <source>Head d&amp;im</source>
        <translation>D&amp;imension de tête</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>&amp;Précision</translation>
    </message>
    <message>
        <source>&amp;Tokens</source>
        <translation>&amp;Jetons</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>&amp;Lot</translation>
    </message>
    <message>
        <source>Size of the KV cache against the tokens (log-log)</source>
        <translation>Taille du cache KV en fonction du nombre de jetons (log-log)</translation>
    </message>
    <message>
        <source>Export pl&amp;ot…</source>
        <translation>Exporter le grap&amp;hique…</translation>
    </message>
    <message>
        <source>Write the plot as PNG, SVG or PDF</source>
        <translation>Enregistrer le graphique en PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>The cache would take more than 2⁶³ bytes: fewer tokens, a smaller batch or a smaller model.</source>
        <translation>Le cache occuperait plus de 2⁶³ octets&#xa0;: prenez moins de jetons, un lot plus petit ou un modèle plus petit.</translation>
    </message>
    <message>
        <source>%1 per token</source>
        <translation>%1 par jeton</translation>
    </message>
    <message>
        <source>%1 for %2 tokens</source>
        <translation>%1 pour %2 jetons</translation>
    </message>
    <message>
        <source>%1 for %2 tokens × a batch of %3</source>
        <translation>%1 pour %2 jetons × un lot de %3</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>The sliding window keeps the last %1 of %2 tokens.</source>
        <translation>La fenêtre glissante garde les %1 derniers des %2 jetons.</translation>
    </message>
    <message>
        <source>The sliding window (%1 tokens) is not full yet: all %2 tokens are kept.</source>
        <translation>La fenêtre glissante (%1 jetons) n&apos;est pas encore pleine&#xa0;: les %2 jetons sont tous gardés.</translation>
    </message>
    <message>
        <source>tokens in the context (log scale)</source>
        <translation>jetons dans le contexte (échelle log)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, your settings</source>
        <translation>%1, vos réglages</translation>
    </message>
    <message>
        <source>Export plot</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Window W (tokens)</source>
        <translation>Fenêtre W (jetons)</translation>
    </message>
</context>
<context>
    <name>attnlab::LessonPanel</name>
    <message>
        <source>← Previous</source>
        <translation>← Précédent</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Suivant →</translation>
    </message>
    <message>
        <source>Back to the Step</source>
        <translation>Revenir à l&apos;écran</translation>
    </message>
    <message>
        <source>Undo what you changed and show the step as the lesson has it</source>
        <translation>Annuler vos changements et montrer l&apos;écran tel que la leçon le prévoit</translation>
    </message>
    <message>
        <source>Close Lesson</source>
        <translation>Fermer la leçon</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Répondre</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <source>&lt;b&gt;This step cannot be shown:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Cet écran ne peut pas être affiché&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — step %2 of %3: %4</source>
        <extracomment>A step of the lesson is a screen (French « écran », Portuguese &quot;tela&quot;), not a stage of the computation (« étape », &quot;etapa&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; — écran %2 sur %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message numerus="yes">
        <source>Click the pairs you expect hidden, then Done. %n marked.</source>
        <translation>
            <numerusform>Cliquez sur les paires que vous pensez masquées, puis sur Terminé. %n marquée.</numerusform>
            <numerusform>Cliquez sur les paires que vous pensez masquées, puis sur Terminé. %n marquées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>Score&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Predict:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Prévoyez&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) hidden</source>
        <translation>
            <numerusform>%n paire masquée</numerusform>
            <numerusform>%n paires masquées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) marked</source>
        <translation>
            <numerusform>%n paire marquée</numerusform>
            <numerusform>%n paires marquées</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;La réponse&#xa0;:&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right.&lt;/b&gt; You said %1; the engine says %2.</source>
        <translation>&lt;b&gt;Exact.&lt;/b&gt; Vous avez dit %1&#xa0;; le calcul donne %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not quite.&lt;/b&gt; You said %1; the engine says %2.</source>
        <translation>&lt;b&gt;Pas tout à fait.&lt;/b&gt; Vous avez dit %1&#xa0;; le calcul donne %2.</translation>
    </message>
    <message>
        <source>Show the answer without answering (in front of a class): R</source>
        <translation>Montrer la réponse sans répondre (devant une classe)&#xa0;: R</translation>
    </message>
    <message>
        <source>(being computed…)</source>
        <translation>(en cours de calcul…)</translation>
    </message>
    <message>
        <source>Give the answer chosen (Enter)</source>
        <translation>Donner la réponse choisie (Entrée)</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Forget this answer and ask the question again</source>
        <translation>Oublier cette réponse et reposer la question</translation>
    </message>
    <message>
        <source>Your choice: %1. Enter or Answer gives it; another click chooses again.</source>
        <translation>Votre choix&#xa0;: %1. Entrée ou Répondre le donne&#xa0;; un autre clic choisit à nouveau.</translation>
    </message>
    <message>
        <source>Click your answer on the map, then Answer (Enter): its values are hidden until you answer.</source>
        <translation>Cliquez sur votre réponse sur la carte, puis sur Répondre (Entrée)&#xa0;: ses valeurs restent cachées jusqu&apos;à votre réponse.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right.&lt;/b&gt; You said %1; the answer is %2.</source>
        <translation>&lt;b&gt;Exact.&lt;/b&gt; Vous avez dit %1&#xa0;; la réponse est %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not quite.&lt;/b&gt; You said %1; the answer is %2.</source>
        <translation>&lt;b&gt;Pas tout à fait.&lt;/b&gt; Vous avez dit %1&#xa0;; la réponse est %2.</translation>
    </message>
</context>
<context>
    <name>attnlab::LessonQuestionDialog</name>
    <message>
        <source>row</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>Step Question</source>
        <translation>Question de l&apos;écran</translation>
    </message>
    <message>
        <source>No question</source>
        <translation>Pas de question</translation>
    </message>
    <message>
        <source>Which key does a query attend to most? (click a cell)</source>
        <translation>Quelle clé une requête regarde-t-elle le plus&#xa0;? (cliquer sur une case)</translation>
    </message>
    <message>
        <source>Estimate a value (a number, within a tolerance)</source>
        <translation>Estimer une valeur (un nombre, à une tolérance près)</translation>
    </message>
    <message>
        <source>Which pairs are masked? (mark them)</source>
        <translation>Quelles paires sont masquées&#xa0;? (les marquer)</translation>
    </message>
    <message>
        <source>Which is larger? (one of two cells)</source>
        <translation>Laquelle est la plus grande&#xa0;? (entre deux cases)</translation>
    </message>
    <message>
        <source>Multiple choice (a stated answer)</source>
        <translation>Choix multiple (une réponse donnée)</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation>&amp;Question&#xa0;:</translation>
    </message>
    <message>
        <source>The step’s stage</source>
        <translation>L&apos;étape affichée</translation>
    </message>
    <message>
        <source>&amp;Truth read from:</source>
        <translation>&amp;Vérité lue dans&#xa0;:</translation>
    </message>
    <message>
        <source>Q&amp;uery (row):</source>
        <translation>&amp;Requête (ligne)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Cell:</source>
        <translation>&amp;Case&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Other cell:</source>
        <translation>&amp;Autre case&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Right choice (1 = first):</source>
        <translation>&amp;Bon choix (1 = le premier)&#xa0;:</translation>
    </message>
    <message>
        <source>Use the &amp;Selected Cell</source>
        <translation>Utiliser la case &amp;sélectionnée</translation>
    </message>
    <message>
        <source>Row %1, column %2, as selected in the view</source>
        <translation>Ligne %1, colonne %2, sélectionnée dans la vue</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugais</translation>
    </message>
    <message>
        <source>One choice per line</source>
        <translation>Un choix par ligne</translation>
    </message>
    <message>
        <source>Said at the reveal: why the truth is what it is</source>
        <translation>Dit à la révélation&#xa0;: pourquoi la réponse est celle-là</translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation>É&amp;noncé&#xa0;:</translation>
    </message>
    <message>
        <source>C&amp;hoices:</source>
        <translation>C&amp;hoix&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Explanation:</source>
        <translation>E&amp;xplication&#xa0;:</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <source>the largest value of the row is %1</source>
        <translation>la plus grande valeur de la ligne est %1</translation>
    </message>
    <message>
        <source>%1; answers from %2 to %3 count as right</source>
        <translation>%1&#xa0;; les réponses de %2 à %3 sont justes</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) are masked</source>
        <translation>
            <numerusform>%n paire masquée</numerusform>
            <numerusform>%n paires masquées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the larger</source>
        <translation>%1 est la plus grande</translation>
    </message>
    <message>
        <source>choice %1, “%2”</source>
        <translation>choix %1, «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Write the question’s prompt in English.</source>
        <translation>Écrivez l&apos;énoncé de la question en anglais.</translation>
    </message>
    <message>
        <source>Write at least two choices in English, one per line.</source>
        <translation>Écrivez au moins deux choix en anglais, un par ligne.</translation>
    </message>
    <message>
        <source>The %1 choices are %2; the English ones are %3.</source>
        <translation>%1&#xa0;: %2 choix&#xa0;; en anglais&#xa0;: %3.</translation>
    </message>
    <message>
        <source>The truth in the step’s numbers: %1</source>
        <translation>La réponse selon les nombres de l&apos;écran&#xa0;: %1</translation>
    </message>
    <message>
        <source>This question has no answer in the step’s numbers: %1</source>
        <translation>Cette question n&apos;a pas de réponse dans les nombres de l&apos;écran&#xa0;: %1</translation>
    </message>
    <message>
        <source>To&amp;lerance (±):</source>
        <translation>&amp;Tolérance (±)&#xa0;:</translation>
    </message>
    <message>
        <source>The right choice is number %1, but there are %2 choices.</source>
        <translation>Le bon choix est le numéro %1, mais il y a %2 choix.</translation>
    </message>
</context>
<context>
    <name>attnlab::LessonStepDialog</name>
    <message>
        <source>Step Text</source>
        <translation>Texte de l&apos;écran</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugais</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Note&#xa0;:</translation>
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
        <translation>Les caractéristiques aléatoires de FAVOR+&#xa0;: plus il y en a, plus on s&apos;approche du softmax.</translation>
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
        <translation>Coût en fonction du nombre de jetons N (log-log)</translation>
    </message>
    <message>
        <source>Run attention at a few sizes: the points build up here.</source>
        <translation>Lancez l&apos;attention pour quelques tailles&#xa0;: les points s&apos;accumulent ici.</translation>
    </message>
    <message>
        <source>tokens N</source>
        <translation>jetons N</translation>
    </message>
    <message>
        <source>time (ms), %1</source>
        <translation>temps (ms), %1</translation>
    </message>
    <message>
        <source>pairs N²</source>
        <translation>paires N²</translation>
    </message>
    <message>
        <source>pairs, %1</source>
        <translation>paires, %1</translation>
    </message>
</context>
<context>
    <name>attnlab::LongInputView</name>
    <message>
        <source>Hea&amp;d:</source>
        <translation>&amp;Tête&#xa0;:</translation>
    </message>
    <message>
        <source>Mean weight per bin</source>
        <translation>Poids moyen par groupe</translation>
    </message>
    <message>
        <source>Largest weight per bin</source>
        <translation>Poids maximal par groupe</translation>
    </message>
    <message>
        <source>Each cell of the map stands for a block of queries and keys: the mean of their weights, or the largest one.</source>
        <translation>Chaque case de la carte représente un bloc de requêtes et de clés&#xa0;: la moyenne de leurs poids, ou le plus grand.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Output&lt;/b&gt; (the fused cpu engine, float32)</source>
        <translation>&lt;b&gt;Sortie&lt;/b&gt; (moteur fusionné «&#xa0;cpu&#xa0;», float32)</translation>
    </message>
    <message>
        <source>Save Output as &amp;NumPy…</source>
        <translation>Enregistrer la sortie en &amp;NumPy…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 queries × %2 keys&lt;/b&gt;: more than the %3 tokens whose stages can be kept for stepping through (each would be a %1 × %2 matrix per head). Below: each head&apos;s attention map in bins of about %4 × %5 tokens, and the output.</source>
        <translation>&lt;b&gt;%1 requêtes × %2 clés&lt;/b&gt;&#xa0;: plus que les %3 jetons dont les étapes peuvent être gardées pour le pas à pas (chacune serait une matrice %1 × %2 par tête). Ci-dessous&#xa0;: la carte d&apos;attention de chaque tête par groupes d&apos;environ %4 × %5 jetons, et la sortie.</translation>
    </message>
    <message>
        <source>Head %1: largest weight per bin (%2 × %3 bins)</source>
        <translation>Tête %1&#xa0;: poids maximal par groupe (%2 × %3 groupes)</translation>
    </message>
    <message>
        <source>Head %1: mean weight per bin (%2 × %3 bins)</source>
        <translation>Tête %1&#xa0;: poids moyen par groupe (%2 × %3 groupes)</translation>
    </message>
    <message>
        <source>Query bin</source>
        <translation>Groupe de requêtes</translation>
    </message>
    <message>
        <source>Key bin</source>
        <translation>Groupe de clés</translation>
    </message>
    <message>
        <source>largest weight</source>
        <translation>poids maximal</translation>
    </message>
    <message>
        <source>mean weight</source>
        <translation>poids moyen</translation>
    </message>
    <message>
        <source>Save Output as NumPy</source>
        <translation>Enregistrer la sortie en NumPy</translation>
    </message>
    <message>
        <source>NumPy arrays (*.npy)</source>
        <translation>Tableaux NumPy (*.npy)</translation>
    </message>
</context>
<context>
    <name>attnlab::MainWindow</name>
    <message>
        <source>Attention, step by step</source>
        <translation>L&apos;attention pas à pas</translation>
    </message>
    <message>
        <source>Scaling lab: why attention costs N²</source>
        <translation>Labo des coûts&#xa0;: pourquoi l&apos;attention coûte N²</translation>
    </message>
    <message>
        <source>Your model&apos;s attention (.npy)</source>
        <translation>L&apos;attention de votre modèle (.npy)</translation>
    </message>
    <message>
        <source>&amp;Matrices</source>
        <translation>&amp;Matrices</translation>
    </message>
    <message>
        <source>&amp;Sentences</source>
        <translation>&amp;Phrases</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspecteur</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Poids d&apos;attention</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Copy Heatmap as &amp;Image</source>
        <translation>Copier la carte de chaleur en &amp;image</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>There is no heatmap to copy.</source>
        <translation>Il n&apos;y a aucune carte de chaleur à copier.</translation>
    </message>
    <message>
        <source>The heatmap is on the clipboard.</source>
        <translation>La carte de chaleur est dans le presse-papiers.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>%1 from CSV, TSV or .npy…</source>
        <translation>%1 depuis CSV, TSV ou .npy…</translation>
    </message>
    <message>
        <source>%1 as CSV, TSV or .npy…</source>
        <translation>%1 en CSV, TSV ou .npy…</translation>
    </message>
    <message>
        <source>Q, K and V from a NumPy .npz…</source>
        <translation>Q, K et V depuis un .npz NumPy…</translation>
    </message>
    <message>
        <source>Custom &amp;Mask (0 / 1)…</source>
        <translation>&amp;Masque personnalisé (0 / 1)…</translation>
    </message>
    <message>
        <source>Attention &amp;Weights of a Model (.npy)…</source>
        <translation>&amp;Poids d&apos;attention d&apos;un modèle (.npy)…</translation>
    </message>
    <message>
        <source>Q, K and V as a NumPy .npz…</source>
        <translation>Q, K et V en .npz NumPy…</translation>
    </message>
    <message>
        <source>&amp;Mask (0 / 1)…</source>
        <translation>&amp;Masque (0 / 1)…</translation>
    </message>
    <message>
        <source>Every Number as &amp;JSON…</source>
        <translation>Tous les nombres en &amp;JSON…</translation>
    </message>
    <message>
        <source>This &amp;Stage&apos;s Numbers…</source>
        <translation>Nombres de cette é&amp;tape…</translation>
    </message>
    <message>
        <source>Every Stage as CSV &amp;Files…</source>
        <translation>Toutes les étapes en &amp;fichiers CSV…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Lecture &amp;auto</translation>
    </message>
    <message>
        <source>Show &amp;All Cells</source>
        <translation>Afficher &amp;toutes les cases</translation>
    </message>
    <message>
        <source>&amp;Bigger Text</source>
        <translation>A&amp;grandir le texte</translation>
    </message>
    <message>
        <source>&amp;Smaller Text</source>
        <translation>&amp;Réduire le texte</translation>
    </message>
    <message>
        <source>&amp;About AttnLab</source>
        <translation>À &amp;propos d&apos;AttnLab</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>E&amp;xemples</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Export &amp;Data</source>
        <translation>Exporter les &amp;données</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>%1[*] — AttnLab</source>
        <translation>%1[*] — AttnLab</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calcul en cours…</translation>
    </message>
    <message>
        <source>Cannot compute: %1</source>
        <translation>Calcul impossible&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 queries × %2 keys, d_k = %3, d_v = %4, %n head(s)</source>
        <translation>
            <numerusform>%1 requêtes × %2 clés, d_k = %3, d_v = %4, %n tête</numerusform>
            <numerusform>%1 requêtes × %2 clés, d_k = %3, d_v = %4, %n têtes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n warning(s): %1</source>
        <translation>
            <numerusform> — %n avertissement&#xa0;: %1</numerusform>
            <numerusform> — %n avertissements&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them?</source>
        <translation>«&#xa0;%1&#xa0;» contient des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Ouverture impossible</translation>
    </message>
    <message>
        <source>Tokens not used</source>
        <translation>Jetons non utilisés</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>Impossible d&apos;ouvrir l&apos;exemple</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>AttnLab scenarios (*.json)</source>
        <translation>Scénarios AttnLab (*.json)</translation>
    </message>
    <message>
        <source>About AttnLab</source>
        <translation>À propos d&apos;AttnLab</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;use</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Importer %1</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Importation impossible</translation>
    </message>
    <message>
        <source>Import Q, K and V</source>
        <translation>Importer Q, K et V</translation>
    </message>
    <message>
        <source>NumPy archives (*.npz);;All files (*)</source>
        <translation>Archives NumPy (*.npz);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Import a mask (1 = may attend, 0 = masked)</source>
        <translation>Importer un masque (1 = autorisé, 0 = masqué)</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Exporter %1</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 écrit</translation>
    </message>
    <message>
        <source>Export Q, K and V</source>
        <translation>Exporter Q, K et V</translation>
    </message>
    <message>
        <source>NumPy archive (*.npz)</source>
        <translation>Archive NumPy (*.npz)</translation>
    </message>
    <message>
        <source>Export the mask (1 = may attend, 0 = masked)</source>
        <translation>Exporter le masque (1 = autorisé, 0 = masqué)</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>attention</translation>
    </message>
    <message>
        <source>Export every number as JSON</source>
        <translation>Exporter tous les nombres en JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>%1 is the scenario&apos;s own file: choose another name.</source>
        <translation>%1 est le fichier du scénario lui-même&#xa0;: choisissez un autre nom.</translation>
    </message>
    <message>
        <source>Export the numbers of %1</source>
        <translation>Exporter les nombres de %1</translation>
    </message>
    <message>
        <source>Folder for the stages&apos; CSV files</source>
        <translation>Dossier des fichiers CSV des étapes</translation>
    </message>
    <message>
        <source>Export every stage</source>
        <translation>Exporter toutes les étapes</translation>
    </message>
    <message numerus="yes">
        <source>%n of the files exist already (%1). Replace them?</source>
        <translation>
            <numerusform>%n fichier existe déjà (%1). Le remplacer&#xa0;?</numerusform>
            <numerusform>%n fichiers existent déjà (%1). Les remplacer&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to %1</source>
        <translation>
            <numerusform>%n fichier écrit dans %1</numerusform>
            <numerusform>%n fichiers écrits dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export &amp;Figure…</source>
        <translation>Exporter la &amp;figure…</translation>
    </message>
    <message>
        <source>Pre&amp;vious Step</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>The new language shows when AttnLab starts again.</source>
        <translation>La nouvelle langue s&apos;affichera au prochain démarrage d&apos;AttnLab.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;AttnLab %1&lt;/h3&gt;&lt;p&gt;Explore attention, softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt; + M)V, one step and one number at a time.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AttnLab %1&lt;/h3&gt;&lt;p&gt;Explorez l&apos;attention, softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt; + M)V, une étape et un nombre à la fois.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Why √d_k</source>
        <translation>Pourquoi √d_k</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Undo %1 (%2)</source>
        <translation>Annuler&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <source>Redo %1 (%2)</source>
        <translation>Rétablir&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
    <message>
        <source>Previous step (←, Page Up)</source>
        <translation>Précédent&#xa0;: étape du calcul, ou écran d&apos;une leçon (←, Page préc.)</translation>
    </message>
    <message>
        <source>Next step (→, Page Down, Space)</source>
        <translation>Suivant&#xa0;: étape du calcul, ou écran d&apos;une leçon (→, Page suiv., Espace)</translation>
    </message>
    <message>
        <source>Walk through the steps (P)</source>
        <translation>Parcourir les étapes (P)</translation>
    </message>
    <message>
        <source>Waiting for the computation to finish…</source>
        <translation>En attente de la fin du calcul…</translation>
    </message>
    <message>
        <source>Open &amp;Lesson…</source>
        <translation>Ouvrir une &amp;leçon…</translation>
    </message>
    <message>
        <source>Open a lesson</source>
        <translation>Ouvrir une leçon</translation>
    </message>
    <message>
        <source>AttnLab lessons (*.json);;All files (*)</source>
        <translation>Leçons AttnLab (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Leçons</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>Impossible d&apos;ouvrir la leçon</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Leçon</translation>
    </message>
    <message>
        <source>&amp;New Lesson</source>
        <translation>&amp;Nouvelle leçon</translation>
    </message>
    <message>
        <source>A new lesson: set up a view, then Lesson › Add This View as a Step.</source>
        <translation>Une nouvelle leçon&#xa0;: préparez une vue, puis Leçon › Ajouter cette vue comme écran.</translation>
    </message>
    <message>
        <source>&amp;Edit This Lesson</source>
        <translation>&amp;Modifier cette leçon</translation>
    </message>
    <message>
        <source>&amp;Add This View as a Step</source>
        <translation>&amp;Ajouter cette vue comme écran</translation>
    </message>
    <message>
        <source>Step %1 of %2 added to the lesson.</source>
        <translation>Écran %1 sur %2 ajouté à la leçon.</translation>
    </message>
    <message>
        <source>Step &amp;Text…</source>
        <translation>&amp;Texte de l&apos;écran…</translation>
    </message>
    <message>
        <source>&amp;Delete Step</source>
        <translation>&amp;Supprimer l&apos;écran</translation>
    </message>
    <message>
        <source>&amp;Undo Lesson Edit</source>
        <translation>Ann&amp;uler la modification de la leçon</translation>
    </message>
    <message>
        <source>&amp;Save Lesson As…</source>
        <translation>&amp;Enregistrer la leçon sous…</translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation>Enregistrer la leçon</translation>
    </message>
    <message>
        <source>AttnLab lessons (*.json)</source>
        <translation>Leçons AttnLab (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the lesson</source>
        <translation>Impossible d&apos;enregistrer la leçon</translation>
    </message>
    <message>
        <source>Saved the lesson to %1</source>
        <translation>Leçon enregistrée dans %1</translation>
    </message>
    <message>
        <source>&amp;Play the Lesson Being Made</source>
        <translation>&amp;Jouer la leçon en préparation</translation>
    </message>
    <message>
        <source>Cannot play the lesson</source>
        <translation>Impossible de jouer la leçon</translation>
    </message>
    <message>
        <source>Save the lesson first (Lesson › Save Lesson As…).</source>
        <translation>Enregistrez d&apos;abord la leçon (Leçon › Enregistrer la leçon sous…).</translation>
    </message>
    <message>
        <source>Unsaved lesson</source>
        <translation>Leçon non enregistrée</translation>
    </message>
    <message>
        <source>The lesson being made has changes that are not saved. Discard them?</source>
        <translation>La leçon en préparation a des modifications non enregistrées. Les abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>Move Step Earl&amp;ier</source>
        <translation>Déplacer l&apos;écran a&amp;vant</translation>
    </message>
    <message>
        <source>Move Step Late&amp;r</source>
        <translation>Déplacer l&apos;écran a&amp;près</translation>
    </message>
    <message>
        <source>Red&amp;o Lesson Edit</source>
        <translation>&amp;Rétablir la modification de la leçon</translation>
    </message>
    <message>
        <source>&lt;b&gt;New here?&lt;/b&gt; &lt;a href=&quot;play&quot;&gt;Play the lesson&lt;/a&gt; · &lt;a href=&quot;later&quot;&gt;Not now&lt;/a&gt;</source>
        <translation>&lt;b&gt;Nouveau venu&#xa0;?&lt;/b&gt; &lt;a href=&quot;play&quot;&gt;Suivre la leçon&lt;/a&gt; · &lt;a href=&quot;later&quot;&gt;Plus tard&lt;/a&gt;</translation>
    </message>
    <message>
        <source>“Attention, step by step”: short steps, each with a question to answer before the numbers show. File › Examples › Lessons has it later.</source>
        <translation>«&#xa0;L&apos;attention, étape par étape&#xa0;»&#xa0;: de courts écrans, chacun avec une question à résoudre avant que les nombres n&apos;apparaissent. Fichier › Exemples › Leçons la propose aussi plus tard.</translation>
    </message>
    <message>
        <source>Step &amp;Question…</source>
        <translation>&amp;Question de l&apos;écran…</translation>
    </message>
    <message>
        <source>The lesson’s notes, its answers and what comes next, in a window for the teacher (on the second screen in presenter mode)</source>
        <translation>Les notes de la leçon, ses réponses et la suite, dans une fenêtre pour l&apos;enseignant (sur le second écran en mode présentateur)</translation>
    </message>
    <message>
        <source>Cannot compute the step</source>
        <translation>Impossible de calculer l&apos;écran</translation>
    </message>
    <message>
        <source>Speaker N&amp;otes</source>
        <translation>Notes de l&apos;&amp;orateur</translation>
    </message>
    <message>
        <source>KV cache: what decoding keeps</source>
        <translation>Cache KV&#xa0;: ce que garde le décodage</translation>
    </message>
    <message>
        <source>Sparse attention: window, global, random</source>
        <translation>Attention éparse&#xa0;: fenêtre, global, aléatoire</translation>
    </message>
    <message>
        <source>&amp;Go to Tab</source>
        <translation>A&amp;ller à l&apos;onglet</translation>
    </message>
    <message>
        <source>Attention on an image: patches, queries, words</source>
        <translation>L&apos;attention sur une image&#xa0;: patchs, requêtes, mots</translation>
    </message>
    <message>
        <source>Open a picture</source>
        <translation>Ouvrir une image</translation>
    </message>
    <message>
        <source>Pictures (%1);;All files (*)</source>
        <translation>Images (%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>AttnLab scenarios, pictures and attention weights (*.json %1 *.npy);;AttnLab scenarios (*.json);;Pictures (%1);;NumPy attention weights (*.npy);;All files (*)</source>
        <translation>Scénarios AttnLab, images et poids d&apos;attention (*.json %1 *.npy);;Scénarios AttnLab (*.json);;Images (%1);;Poids d&apos;attention NumPy (*.npy);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot open the picture</source>
        <translation>Impossible d&apos;ouvrir l&apos;image</translation>
    </message>
    <message>
        <source>not enough memory to read %1</source>
        <translation>mémoire insuffisante pour lire %1</translation>
    </message>
    <message>
        <source>Deformable attention: a few points per query</source>
        <translation>L&apos;attention déformable&#xa0;: quelques points par requête</translation>
    </message>
    <message>
        <source>Trained translator: what a real model looks at</source>
        <translation>Traducteur entraîné&#xa0;: ce que regarde un vrai modèle</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>&amp;Check the Lesson</source>
        <translation>Vér&amp;ifier la leçon</translation>
    </message>
    <message>
        <source>Every step of the lesson can be shown and answered, in every language it lists.</source>
        <translation>Chaque écran de la leçon peut être affiché et recevoir une réponse, dans chaque langue qu&apos;elle indique.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the lesson</source>
        <translation>
            <numerusform>%n problème dans la leçon</numerusform>
            <numerusform>%n problèmes dans la leçon</numerusform>
        </translation>
    </message>
    <message>
        <source>Pre&amp;vious Screen</source>
        <translation>Écran &amp;précédent</translation>
    </message>
    <message>
        <source>Previous screen of the lesson (←, Page Up)</source>
        <translation>Écran précédent de la leçon (←, Page préc.)</translation>
    </message>
    <message>
        <source>&amp;Next Screen</source>
        <translation>Écran &amp;suivant</translation>
    </message>
    <message>
        <source>Next screen of the lesson (→, Page Down, Space)</source>
        <translation>Écran suivant de la leçon (→, Page suiv., Espace)</translation>
    </message>
</context>
<context>
    <name>attnlab::MatrixEditor</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy as &amp;NumPy</source>
        <translation>Copier en &amp;NumPy</translation>
    </message>
    <message>
        <source>Copy the selection, or the whole matrix, as a Python list of rows for NumPy or PyTorch</source>
        <translation>Copier la sélection, ou la matrice entière, sous forme de liste Python de lignes pour NumPy ou PyTorch</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
</context>
<context>
    <name>attnlab::MatrixPanel</name>
    <message>
        <source>Cross</source>
        <translation>Croisée</translation>
    </message>
    <message>
        <source>Let the number of keys differ from the number of queries.</source>
        <translation>Permettre un nombre de clés différent du nombre de requêtes.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
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
        <translation>Aléatoi&amp;re (graine PyTorch)</translation>
    </message>
    <message>
        <source>torch.manual_seed(seed); q, k, v = torch.randn(3, tokens, d).unbind(0)</source>
        <translation>torch.manual_seed(seed); q, k, v = torch.randn(3, tokens, d).unbind(0)</translation>
    </message>
    <message>
        <source>Labels of the query tokens, separated by spaces.</source>
        <translation>Étiquettes des jetons de requête, séparées par des espaces.</translation>
    </message>
    <message>
        <source>Labels of the key tokens, separated by spaces; empty = the same as the queries.</source>
        <translation>Étiquettes des jetons de clé, séparées par des espaces&#xa0;; vide = les mêmes que pour les requêtes.</translation>
    </message>
    <message>
        <source>&amp;Query tokens:</source>
        <translation>&amp;Jetons de requête&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Key tokens:</source>
        <translation>Jetons de c&amp;lé&#xa0;:</translation>
    </message>
    <message>
        <source>Q: queries, one row per query token</source>
        <translation>Q&#xa0;: requêtes, une ligne par jeton de requête</translation>
    </message>
    <message>
        <source>K: keys, one row per key token</source>
        <translation>K&#xa0;: clés, une ligne par jeton de clé</translation>
    </message>
    <message>
        <source>V: values, one row per key token</source>
        <translation>V&#xa0;: valeurs, une ligne par jeton de clé</translation>
    </message>
    <message>
        <source>W_O: output projection (d_v × d_out)</source>
        <translation>W_O&#xa0;: projection de sortie (d_v × d_out)</translation>
    </message>
    <message>
        <source>Query tokens: %1 labels for %2 queries; give one label per query.</source>
        <translation>Jetons de requête&#xa0;: %1 étiquettes pour %2 requêtes&#xa0;; donnez une étiquette par requête.</translation>
    </message>
    <message>
        <source>Key tokens: %1 labels for %2 keys; give one label per key.</source>
        <translation>Jetons de clé&#xa0;: %1 étiquettes pour %2 clés&#xa0;; donnez une étiquette par clé.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s generator is reproduced from 16 values on: use more tokens or a larger d_k.</source>
        <translation>Le générateur de PyTorch n&apos;est reproduit qu&apos;à partir de 16 valeurs&#xa0;: utilisez plus de jetons ou un d_k plus grand.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Random inputs&lt;/b&gt;, as torch.manual_seed(%1); q, k, v = torch.randn(3, %2, %3). Type into any cell to edit them as matrices.</source>
        <translation>&lt;b&gt;Entrées aléatoires&lt;/b&gt;, comme torch.manual_seed(%1); q, k, v = torch.randn(3, %2, %3). Tapez dans une case pour les modifier en tant que matrices.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sentence inputs&lt;/b&gt;: Q, K and V below come from the sentences. Type into any cell to edit them as matrices.</source>
        <translation>&lt;b&gt;Entrées par phrases&lt;/b&gt;&#xa0;: Q, K et V ci-dessous proviennent des phrases. Tapez dans une case pour les modifier en tant que matrices.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matrix inputs&lt;/b&gt;: type, paste from a spreadsheet or paste a NumPy literal such as [[0.1, 0.2], [0.3, 0.4]].</source>
        <translation>&lt;b&gt;Entrées matricielles&lt;/b&gt;&#xa0;: tapez, collez depuis un tableur ou collez un littéral NumPy comme [[0.1, 0.2], [0.3, 0.4]].</translation>
    </message>
    <message>
        <source>%1: %2 is more than %3, the most the step-by-step view computes (it keeps every query × key matrix); %3 is used. The scaling lab runs longer sequences.</source>
        <translation>%1&#xa0;: %2 dépasse %3, le maximum que calcule la vue pas à pas (elle garde chaque matrice requêtes × clés)&#xa0;; %3 est utilisé. Le Labo des coûts traite des séquences plus longues.</translation>
    </message>
    <message>
        <source>%1: %2 is more than the limit of %3; %3 is used.</source>
        <translation>%1&#xa0;: %2 dépasse la limite de %3&#xa0;; %3 est utilisé.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>1 to %1 tokens</source>
        <translation>De 1 à %1 jetons</translation>
    </message>
    <message>
        <source>O&amp;utput projection W_O after the heads</source>
        <translation>Projection de sortie &amp;W_O après les têtes</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs from NumPy files&lt;/b&gt;: %1. Type into any cell to edit them as matrices.</source>
        <translation>&lt;b&gt;Entrées issues de fichiers NumPy&lt;/b&gt;&#xa0;: %1. Tapez dans une case pour les modifier comme matrices.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs from NumPy files&lt;/b&gt;: %1, too long to show as tables here.</source>
        <translation>&lt;b&gt;Entrées issues de fichiers NumPy&lt;/b&gt;&#xa0;: %1, trop longues pour être montrées ici en tableaux.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs from a picture&lt;/b&gt;: %1, cut into patches (the tab “Attention on an image”). Type into any cell to edit them as matrices.</source>
        <translation>&lt;b&gt;Entrées tirées d&apos;une image&lt;/b&gt;&#xa0;: %1, découpée en patchs (l&apos;onglet «&#xa0;L&apos;attention sur une image&#xa0;»). Tapez dans une case pour les modifier comme des matrices.</translation>
    </message>
    <message>
        <source>Key tokens (cross-attention)</source>
        <translation>Jetons de clé (attention croisée)</translation>
    </message>
    <message>
        <source>PyTorch seed</source>
        <translation>Graine PyTorch</translation>
    </message>
</context>
<context>
    <name>attnlab::MatrixTableModel</name>
    <message>
        <source>row %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>%1 row %2, column %3</source>
        <translation>%1 ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the matrix</source>
        <translation>la matrice</translation>
    </message>
    <message>
        <source>Cannot paste: %1 is read-only</source>
        <translation>Collage impossible&#xa0;: %1 est en lecture seule</translation>
    </message>
    <message>
        <source>Paste into %1: %2</source>
        <translation>Coller dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Paste into %1: %2 rows at row %3 would need %4 rows, more than the limit of %5</source>
        <translation>Coller dans %1&#xa0;: %2 lignes à partir de la ligne %3 demanderaient %4 lignes, au-delà de la limite de %5</translation>
    </message>
    <message>
        <source>Paste into %1: %2 columns at column %3 would need %4 columns, more than the limit of %5</source>
        <translation>Coller dans %1&#xa0;: %2 colonnes à partir de la colonne %3 demanderaient %4 colonnes, au-delà de la limite de %5</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source> (kept in the KV cache)</source>
        <translation> (gardé dans le cache KV)</translation>
    </message>
    <message>
        <source> (new in this frame)</source>
        <translation> (nouveau à ce pas de décodage)</translation>
    </message>
</context>
<context>
    <name>attnlab::PatternGrid</name>
    <message>
        <source>every pair (no pattern)</source>
        <translation>toutes les paires (sans motif)</translation>
    </message>
    <message>
        <source>global</source>
        <translation>global</translation>
    </message>
    <message>
        <source>band</source>
        <translation>bande</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>hidden: causal</source>
        <translation>masqué&#xa0;: causal</translation>
    </message>
    <message>
        <source>hidden: outside the pattern</source>
        <translation>masqué&#xa0;: hors du motif</translation>
    </message>
    <message>
        <source>hidden: painted</source>
        <translation>masqué&#xa0;: peint</translation>
    </message>
    <message numerus="yes">
        <source>%n hop(s)</source>
        <translation>
            <numerusform>%n saut</numerusform>
            <numerusform>%n sauts</numerusform>
        </translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
</context>
<context>
    <name>attnlab::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>&amp;Colormap for weights:</source>
        <translation>&amp;Palette de couleurs des poids&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Decimals shown:</source>
        <translation>&amp;Décimales affichées&#xa0;:</translation>
    </message>
    <message>
        <source>Write the values inside the cells when they fit</source>
        <translation>Écrire les valeurs dans les cases quand elles y tiennent</translation>
    </message>
    <message>
        <source>&amp;Font size (1.5 × or more for a projector):</source>
        <translation>Taille de la pol&amp;ice (1,5 × ou plus pour un vidéoprojecteur)&#xa0;:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème&#xa0;:</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <comment>language</comment>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Takes effect when AttnLab starts again.</source>
        <translation>Prend effet au prochain démarrage d&apos;AttnLab.</translation>
    </message>
    <message>
        <source>&amp;Language (at the next start):</source>
        <translation>&amp;Langue (au prochain démarrage)&#xa0;:</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <comment>theme</comment>
        <translation>Thème du système</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>High contrast: white text and lines on black, the selection and the focus in yellow (7:1 and more). The system&apos;s: the desktop&apos;s colours, a high-contrast desktop theme included.</source>
        <translation>Contraste élevé&#xa0;: texte et traits blancs sur noir, sélection et focus en jaune (7:1 et plus). Thème du système&#xa0;: les couleurs du bureau, y compris un thème à contraste élevé.</translation>
    </message>
</context>
<context>
    <name>attnlab::PresenterMode</name>
    <message>
        <source>Presen&amp;ter Mode</source>
        <translation>&amp;Mode présentateur</translation>
    </message>
    <message>
        <source>Full screen, the map as large as the screen allows (F5; Esc leaves)</source>
        <translation>Plein écran, la carte aussi grande que l&apos;écran le permet (F5&#xa0;; Échap pour sortir)</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <source>Blan&amp;k the Screen</source>
        <translation>Écran &amp;noir</translation>
    </message>
    <message>
        <source>A black screen while you talk (B again shows the step)</source>
        <translation>Un écran noir pendant que vous parlez (B à nouveau pour revenir à l&apos;écran)</translation>
    </message>
    <message>
        <source>&amp;First Step</source>
        <translation>Pr&amp;emier</translation>
    </message>
    <message>
        <source>&amp;Last Step</source>
        <translation>&amp;Dernier</translation>
    </message>
    <message>
        <source>Show the &amp;Inspector</source>
        <translation>Afficher l&apos;&amp;inspecteur</translation>
    </message>
</context>
<context>
    <name>attnlab::SaveFile</name>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation>%1&#xa0;: écriture impossible (%2)</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c&apos;est un dossier</translation>
    </message>
    <message>
        <source>it is not a regular file but a FIFO, a device or a socket; only regular files are written</source>
        <translation>ce n&apos;est pas un fichier ordinaire mais un FIFO, un périphérique ou une socket&#xa0;; seuls les fichiers ordinaires sont écrits</translation>
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
        <translation>pas %1</translation>
    </message>
    <message>
        <source>or N =</source>
        <translation>ou N =</translation>
    </message>
    <message>
        <source>opencl (no device: falls back to cpu)</source>
        <translation>opencl (aucun périphérique&#xa0;: repli sur cpu)</translation>
    </message>
    <message>
        <source>opencl: %1</source>
        <translation>opencl&#xa0;: %1</translation>
    </message>
    <message>
        <source>No OpenCL platform was found.</source>
        <translation>Aucune plateforme OpenCL n&apos;a été trouvée.</translation>
    </message>
    <message>
        <source>&amp;Run attention</source>
        <translation>&amp;Lancer l&apos;attention</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Interrompre</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>d =</source>
        <translation>d =</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Moteur de calcul</translation>
    </message>
    <message>
        <source>Where one query attends (click a cell)</source>
        <translation>Où une requête porte son attention (cliquez sur une case)</translation>
    </message>
    <message>
        <source>The whole N × N map, binned</source>
        <translation>La carte N × N entière, regroupée en cases</translation>
    </message>
    <message>
        <source>Time and pairs against N</source>
        <translation>Temps et paires en fonction de N</translation>
    </message>
    <message>
        <source>Convolution against attention on the same image (d channels in and out)</source>
        <translation>Convolution et attention comparées sur la même image (d canaux en entrée et en sortie)</translation>
    </message>
    <message>
        <source>stride</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>grid</source>
        <translation>grille</translation>
    </message>
    <message>
        <source>tokens N</source>
        <translation>jetons N</translation>
    </message>
    <message>
        <source>pairs N²</source>
        <translation>paires N²</translation>
    </message>
    <message>
        <source>full N×N map
(float32)</source>
        <translation>carte N×N complète
(float32)</translation>
    </message>
    <message>
        <source>A convolution applies one small fixed filter everywhere: each output sees a 3 × 3 window and its cost grows with N. Attention weighs every pair by its content: any two cells can interact in one layer, and the cost grows with N². That is why YOLO26 runs its attention blocks (C2PSA, and a C3k2 block with attention) only on the 20 × 20 stride-32 map and keeps the finer maps convolutional.</source>
        <translation>Une convolution applique partout un même petit filtre fixe&#xa0;: chaque sortie voit une fenêtre 3 × 3 et son coût croît avec N. L&apos;attention pondère chaque paire selon son contenu&#xa0;: deux cases quelconques peuvent interagir dans une seule couche, et le coût croît avec N². C&apos;est pourquoi YOLO26 n&apos;exécute ses blocs d&apos;attention (C2PSA, et un bloc C3k2 avec attention) que sur la carte 20 × 20 de pas 32 et garde convolutionnelles les cartes plus fines.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 tokens&lt;/b&gt; → &lt;b&gt;%2 query–key pairs&lt;/b&gt;; a full N × N map in float32 would take &lt;b&gt;%3&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1 jetons&lt;/b&gt; → &lt;b&gt;%2 paires requête–clé&lt;/b&gt;&#xa0;; une carte N × N complète en float32 occuperait &lt;b&gt;%3&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>%1 × %1 image at stride %2 → a &lt;b&gt;%3 × %3 grid&lt;/b&gt; = &lt;b&gt;%4 tokens&lt;/b&gt; → &lt;b&gt;%5 query–key pairs&lt;/b&gt;; a full N × N map in float32 would take &lt;b&gt;%6&lt;/b&gt;.</source>
        <translation>Image %1 × %1 au pas %2 → une &lt;b&gt;grille %3 × %3&lt;/b&gt; = &lt;b&gt;%4 jetons&lt;/b&gt; → &lt;b&gt;%5 paires requête–clé&lt;/b&gt;&#xa0;; une carte N × N complète en float32 occuperait &lt;b&gt;%6&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Computing %1 tokens on “%2”…</source>
        <translation>Calcul de %1 jetons sur «&#xa0;%2&#xa0;»…</translation>
    </message>
    <message>
        <source>no backend named “%1”</source>
        <translation>aucun moteur de calcul nommé «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>OpenCL is not available here (%1); ran on the CPU instead.</source>
        <translation>OpenCL n&apos;est pas disponible ici (%1)&#xa0;; exécution sur le CPU à la place.</translation>
    </message>
    <message>
        <source>%1 failed (%2); ran on the CPU instead.</source>
        <translation>%1 a échoué (%2)&#xa0;; exécution sur le CPU à la place.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Interrompu.</translation>
    </message>
    <message>
        <source>Could not run: %1</source>
        <translation>Exécution impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 tokens on “%2”: %3 ms for %4 pairs.</source>
        <translation>%1 jetons sur «&#xa0;%2&#xa0;»&#xa0;: %3 ms pour %4 paires.</translation>
    </message>
    <message>
        <source>Mean weight per bin (%1 × %1 bins, %2 ms)</source>
        <translation>Poids moyen par case (%1 × %1 cases, %2 ms)</translation>
    </message>
    <message>
        <source>Query bin</source>
        <translation>Case de requêtes</translation>
    </message>
    <message>
        <source>Key bin</source>
        <translation>Case de clés</translation>
    </message>
    <message>
        <source>mean weight</source>
        <translation>poids moyen</translation>
    </message>
    <message>
        <source>3×3 conv FLOPs
2·9·N·d²</source>
        <translation>FLOPs conv 3×3
2·9·N·d²</translation>
    </message>
    <message>
        <source>attention FLOPs
4·N²·d</source>
        <translation>FLOPs attention
4·N²·d</translation>
    </message>
    <message>
        <source>The step-by-step engine: every N × N matrix in double precision, up to %1 tokens.</source>
        <translation>Le moteur de calcul pas à pas&#xa0;: chaque matrice N × N en double précision, jusqu&apos;à %1 jetons.</translation>
    </message>
    <message>
        <source>0 … largest weight</source>
        <translation>0 … plus grand poids</translation>
    </message>
    <message>
        <source>0 … 1</source>
        <translation>0 … 1</translation>
    </message>
    <message>
        <source>Fit to the means (magnifies noise)</source>
        <translation>Ajuster aux moyennes (amplifie le bruit)</translation>
    </message>
    <message>
        <source>A scale fitted to the bin means stretches differences of a few 1/N into the whole colour range: noise then looks like structure. From 0 the colours compare each mean with a weight that matters.</source>
        <translation>Une échelle ajustée aux moyennes des cases étire des écarts de quelques 1/N sur toute la palette&#xa0;: le bruit ressemble alors à une structure. À partir de 0, les couleurs comparent chaque moyenne à un poids qui compte.</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Couleurs&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Too many tokens for “reference”&lt;/b&gt;, which keeps every N × N matrix in double precision (up to %1 tokens): choose “cpu” or “opencl”.</source>
        <translation>&lt;b&gt;Trop de jetons pour «&#xa0;reference&#xa0;»&lt;/b&gt;, qui garde chaque matrice N × N en double précision (jusqu&apos;à %1 jetons)&#xa0;: choisissez «&#xa0;cpu&#xa0;» ou «&#xa0;opencl&#xa0;».</translation>
    </message>
    <message>
        <source>Not run: “reference” computes up to %1 tokens (it keeps every N × N matrix); %2 tokens is the job of “cpu” (fused, memory O(N·d)) or “opencl”.</source>
        <translation>Non lancé&#xa0;: «&#xa0;reference&#xa0;» calcule jusqu&apos;à %1 jetons (il garde chaque matrice N × N)&#xa0;; %2 jetons, c&apos;est le travail de «&#xa0;cpu&#xa0;» (fusionné, mémoire O(N·d)) ou d&apos;«&#xa0;opencl&#xa0;».</translation>
    </message>
    <message>
        <source>The means lie between %1 and %2; a uniform row would give 1/N = %3.</source>
        <translation>Les moyennes vont de %1 à %2&#xa0;; une ligne uniforme donnerait 1/N = %3.</translation>
    </message>
    <message>
        <source>Colour scale 0 … %1, the largest single weight in the map: a bin is bright only where queries really concentrate.</source>
        <translation>Échelle de couleurs 0 … %1, le plus grand poids de la carte&#xa0;: une case n&apos;est claire que là où les requêtes se concentrent vraiment.</translation>
    </message>
    <message>
        <source>Colour scale 0 … 1, the range of any weight.</source>
        <translation>Échelle de couleurs 0 … 1, la plage de valeurs de tout poids.</translation>
    </message>
    <message>
        <source>Colour scale %1 … %2, fitted to the means: small differences (often noise) fill the whole range.</source>
        <translation>Échelle de couleurs %1 … %2, ajustée aux moyennes&#xa0;: de petits écarts (souvent du bruit) remplissent toute la palette.</translation>
    </message>
    <message>
        <source>Dense</source>
        <translation>Dense</translation>
    </message>
    <message>
        <source>Window w = 256</source>
        <translation>Fenêtre w = 256</translation>
    </message>
    <message>
        <source>Longformer: w = 256, 2 global</source>
        <translation>Longformer&#xa0;: w = 256, 2 globaux</translation>
    </message>
    <message>
        <source>BigBird: blocks of 64</source>
        <translation>BigBird&#xa0;: blocs de 64</translation>
    </message>
    <message>
        <source>Time a sparse pattern against dense attention: a window of 256 on each side (Longformer&apos;s 512), plus tokens 0 and 1 global; or BigBird&apos;s blocks of 64 (a window of 64, the first and the last block global, 3 random blocks). The fast engines skip every key block the pattern hides.</source>
        <translation>Chronométrez un motif épars face à l&apos;attention dense&#xa0;: une fenêtre de 256 de chaque côté (les 512 de Longformer), plus les jetons 0 et 1 globaux&#xa0;; ou les blocs de 64 de BigBird (une fenêtre de 64, le premier et le dernier bloc globaux, 3 blocs aléatoires). Les moteurs rapides sautent chaque bloc de clés que le motif masque.</translation>
    </message>
    <message>
        <source>Attention pattern</source>
        <translation>Motif d&apos;attention</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>Taille de l&apos;image</translation>
    </message>
    <message>
        <source>Number of tokens N</source>
        <translation>Nombre de jetons N</translation>
    </message>
    <message>
        <source>Dimension d</source>
        <translation>Dimension d</translation>
    </message>
</context>
<context>
    <name>attnlab::ScenarioCaption</name>
    <message>
        <source>Less</source>
        <translation>Moins</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Plus</translation>
    </message>
    <message>
        <source>Show the description on one line</source>
        <translation>Afficher la description sur une ligne</translation>
    </message>
    <message>
        <source>Show the whole description</source>
        <translation>Afficher toute la description</translation>
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
        <translation>La réduction&#xa0;: le goulot a C/r unités, et W₁ et W₂ ont 2·C²/r poids. Seuls les diviseurs de C sont proposés.</translation>
    </message>
    <message>
        <source>Reduction r = %1</source>
        <translation>Réduction r = %1</translation>
    </message>
    <message>
        <source>%1 (does not divide C)</source>
        <translation>%1 (ne divise pas C)</translation>
    </message>
    <message>
        <source>%1 units, %2 parameters</source>
        <translation>%1 unités, %2 paramètres</translation>
    </message>
</context>
<context>
    <name>attnlab::SentencePanel</name>
    <message>
        <source>any language</source>
        <translation>Toute langue</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugais</translation>
    </message>
    <message>
        <source>e.g. Le chat noir</source>
        <translation>p. ex. Le chat noir</translation>
    </message>
    <message>
        <source>&amp;Query sentence:</source>
        <translation>Phrase de re&amp;quête&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. The black cat</source>
        <translation>p. ex. The black cat</translation>
    </message>
    <message>
        <source>S&amp;ource sentence:</source>
        <translation>Phrase s&amp;ource&#xa0;:</translation>
    </message>
    <message>
        <source>Built-in lexicon (named dimensions)</source>
        <translation>Lexique intégré (dimensions nommées)</translation>
    </message>
    <message>
        <source>GloVe vectors from a file</source>
        <translation>Vecteurs GloVe depuis un fichier</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>Choisir un fichier…</translation>
    </message>
    <message>
        <source>Identity: Q = K = V = embeddings</source>
        <translation>Identité&#xa0;: Q = K = V = plongements</translation>
    </message>
    <message>
        <source>Random W_Q, W_K, W_V (PyTorch seed)</source>
        <translation>W_Q, W_K, W_V aléatoires (graine PyTorch)</translation>
    </message>
    <message>
        <source>Editable W_Q, W_K, W_V (start from identity)</source>
        <translation>W_Q, W_K, W_V modifiables (à partir de l&apos;identité)</translation>
    </message>
    <message>
        <source>%1 (derived, read-only)</source>
        <translation>%1 (dérivée, lecture seule)</translation>
    </message>
    <message>
        <source>Projections: Q = E W_Q, K = E W_K, V = E W_V</source>
        <translation>Projections&#xa0;: Q = E W_Q, K = E W_K, V = E W_V</translation>
    </message>
    <message>
        <source>Type a query sentence.</source>
        <translation>Saisissez une phrase de requête.</translation>
    </message>
    <message>
        <source>Type a source sentence, or switch cross-attention off.</source>
        <translation>Saisissez une phrase source, ou désactivez l&apos;attention croisée.</translation>
    </message>
    <message>
        <source>Choose GloVe vectors</source>
        <translation>Choisir des vecteurs GloVe</translation>
    </message>
    <message>
        <source>GloVe text files (*.txt *.vec);;All files (*)</source>
        <translation>Fichiers texte GloVe (*.txt *.vec);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The scenario holds matrices. Edit a sentence to switch to sentence input.</source>
        <translation>Le scénario contient des matrices. Modifiez une phrase pour passer aux entrées par phrases.</translation>
    </message>
    <message>
        <source>%1 query tokens, %2 key tokens, %3 dimensions.</source>
        <translation>%1 jetons de requête, %2 jetons de clé, %3 dimensions.</translation>
    </message>
    <message>
        <source>Words the built-in lexicon knows are offered as you type; the others get a hashed vector and are listed below.</source>
        <translation>Les mots que connaît le lexique intégré sont proposés pendant la saisie&#xa0;; les autres reçoivent un vecteur obtenu par hachage et sont listés plus bas.</translation>
    </message>
    <message>
        <source>Save the scenario first: its GloVe file is named relative to the scenario&apos;s folder.</source>
        <translation>Enregistrez d&apos;abord le scénario&#xa0;: son fichier GloVe est désigné relativement au dossier du scénario.</translation>
    </message>
    <message>
        <source>Choose a GloVe file in the scenario&apos;s folder (%1) or below it: a scenario names its files relative to its folder.</source>
        <translation>Choisissez un fichier GloVe dans le dossier du scénario (%1) ou en dessous&#xa0;: un scénario désigne ses fichiers relativement à son dossier.</translation>
    </message>
    <message>
        <source>Cannot compute: %1</source>
        <translation>Calcul impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>C&amp;ross-attention:</source>
        <translation>Attention c&amp;roisée&#xa0;:</translation>
    </message>
    <message>
        <source>the queries look at another sentence, the source</source>
        <translation>les requêtes regardent une autre phrase, la source</translation>
    </message>
    <message>
        <source>Em&amp;bedding:</source>
        <translation>P&amp;longement&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Add sinusoidal positional encoding, ×</source>
        <translation>Ajouter un encodage pos&amp;itionnel sinusoïdal, ×</translation>
    </message>
    <message>
        <source>Pro&amp;jections:</source>
        <translation>Pro&amp;jections&#xa0;:</translation>
    </message>
    <message>
        <source>Copy Q, K, V into ma&amp;trix mode to edit them</source>
        <translation>Modifier Q, &amp;K, V en mode matrices</translation>
    </message>
    <message>
        <source>%1 is not among the built-in lexicon&apos;s English words: it gets a random vector, so its scores mean little. Known words close to it: %2.</source>
        <translation>%1 ne fait pas partie des mots anglais du lexique intégré&#xa0;: il reçoit un vecteur aléatoire, ses scores ont donc peu de sens. Mots connus proches&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is not among the built-in lexicon&apos;s French words: it gets a random vector, so its scores mean little. Known words close to it: %2.</source>
        <translation>%1 ne fait pas partie des mots français du lexique intégré&#xa0;: il reçoit un vecteur aléatoire, ses scores ont donc peu de sens. Mots connus proches&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is not among the built-in lexicon&apos;s Portuguese words: it gets a random vector, so its scores mean little. Known words close to it: %2.</source>
        <translation>%1 ne fait pas partie des mots portugais du lexique intégré&#xa0;: il reçoit un vecteur aléatoire, ses scores ont donc peu de sens. Mots connus proches&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is not in the built-in lexicon: it gets a random vector, so its scores mean little. Known words close to it: %2.</source>
        <translation>%1 n&apos;est pas dans le lexique intégré&#xa0;: il reçoit un vecteur aléatoire, ses scores ont donc peu de sens. Mots connus proches&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Positional encoding factor</source>
        <translation>Facteur de l&apos;encodage positionnel</translation>
    </message>
    <message>
        <source>Seed of the random projections</source>
        <translation>Graine des projections aléatoires</translation>
    </message>
</context>
<context>
    <name>attnlab::SoftmaxDescription</name>
    <message>
        <source>The open scenario is softmax attention between a picture&apos;s patches.</source>
        <translation>Le scénario ouvert est une attention softmax entre les patchs d&apos;une image.</translation>
    </message>
    <message>
        <source>The open scenario is softmax attention: every query weighs every key.</source>
        <translation>Le scénario ouvert est une attention softmax&#xa0;: chaque requête pondère chaque clé.</translation>
    </message>
</context>
<context>
    <name>attnlab::SparseLab</name>
    <message>
        <source>Full attention compares every query with every key: n² pairs. A sparse pattern keeps a few keys per query — a band around it, a few global tokens, a few random blocks — so the cost grows like n. Add the parts one at a time and watch the pattern, the keys each query keeps, and how many layers a token&apos;s information needs to reach every other one.</source>
        <translation>L&apos;attention complète compare chaque requête à chaque clé&#xa0;: n² paires. Un motif épars garde quelques clés par requête — une bande autour d&apos;elle, quelques jetons globaux, quelques blocs aléatoires — et le coût croît comme n. Ajoutez les parties une à une et observez le motif, les clés que garde chaque requête, et combien de couches l&apos;information d&apos;un jeton met à atteindre tous les autres.</translation>
    </message>
    <message>
        <source>Patterns:</source>
        <translation>Motifs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Dense</source>
        <translation>Den&amp;se</translation>
    </message>
    <message>
        <source>No pattern: every query sees every key (causal stays as it is).</source>
        <translation>Sans motif&#xa0;: chaque requête voit chaque clé (le masque causal reste tel quel).</translation>
    </message>
    <message>
        <source>Sliding &amp;window</source>
        <translation>Fe&amp;nêtre glissante</translation>
    </message>
    <message>
        <source>A band of w = 2 on each side, nothing else.</source>
        <translation>Une bande de w = 2 de chaque côté, rien d&apos;autre.</translation>
    </message>
    <message>
        <source>&amp;Longformer</source>
        <translation>&amp;Longformer</translation>
    </message>
    <message>
        <source>Longformer (Beltagy et al., 2020): a window of 512 tokens (w = 256 on each side) at 4,096 tokens, and global attention on the first token ([CLS]); scaled to this scenario&apos;s length.</source>
        <translation>Longformer (Beltagy et al., 2020)&#xa0;: une fenêtre de 512 jetons (w = 256 de chaque côté) pour 4&#xa0;096 jetons, et l&apos;attention globale sur le premier jeton ([CLS])&#xa0;; ramené à la longueur de ce scénario.</translation>
    </message>
    <message>
        <source>&amp;BigBird</source>
        <translation>&amp;BigBird</translation>
    </message>
    <message>
        <source>BigBird (Zaheer et al., 2020): blocks of 64 tokens at 4,096 tokens; a window of 3 blocks, the first and the last block global, and 3 random blocks per query block; scaled to this scenario&apos;s length.</source>
        <translation>BigBird (Zaheer et al., 2020)&#xa0;: des blocs de 64 jetons pour 4&#xa0;096 jetons&#xa0;; une fenêtre de 3 blocs, le premier et le dernier bloc globaux, et 3 blocs aléatoires par bloc de requêtes&#xa0;; ramené à la longueur de ce scénario.</translation>
    </message>
    <message>
        <source>Wi&amp;ndow  w =</source>
        <translation>Fenêt&amp;re  w =</translation>
    </message>
    <message>
        <source>Key j is in query i&apos;s band when |i − j| ≤ w · r and |i − j| is a multiple of r.</source>
        <translation>La clé j est dans la bande de la requête i quand |i − j| ≤ w · r et que |i − j| est un multiple de r.</translation>
    </message>
    <message>
        <source>Window w</source>
        <translation>Fenêtre w</translation>
    </message>
    <message>
        <source>dilation  r =</source>
        <translation>dilatation  r =</translation>
    </message>
    <message>
        <source>Dilation r</source>
        <translation>Dilatation r</translation>
    </message>
    <message>
        <source>Every r-th key in the band: the same number of keys reaches r times farther (Longformer&apos;s dilated windows).</source>
        <translation>Une clé sur r dans la bande&#xa0;: le même nombre de clés porte r fois plus loin (les fenêtres dilatées de Longformer).</translation>
    </message>
    <message>
        <source>① Band:</source>
        <translation>① Bande&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. 0, 15</source>
        <translation>ex. 0, 15</translation>
    </message>
    <message>
        <source>Global tokens</source>
        <translation>Jetons globaux</translation>
    </message>
    <message>
        <source>A global token attends to every key and every query attends to it. Type their numbers, or click a token number beside the pattern.</source>
        <translation>Un jeton global regarde chaque clé, et chaque requête le regarde. Tapez leurs numéros, ou cliquez sur un numéro de jeton à côté du motif.</translation>
    </message>
    <message>
        <source>or click a token number beside the pattern</source>
        <translation>ou cliquez sur un numéro de jeton à côté du motif</translation>
    </message>
    <message>
        <source>② &amp;Global tokens:</source>
        <translation>② Jetons &amp;globaux&#xa0;:</translation>
    </message>
    <message>
        <source>Bloc&amp;ks of</source>
        <translation>Blo&amp;cs de</translation>
    </message>
    <message>
        <source>Each block of queries also attends a few key blocks drawn at random (BigBird). The blocks drawn are saved with the scenario.</source>
        <translation>Chaque bloc de requêtes regarde aussi quelques blocs de clés tirés au hasard (BigBird). Les blocs tirés sont enregistrés avec le scénario.</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Taille des blocs</translation>
    </message>
    <message>
        <source>random key blocks per query block:</source>
        <translation>blocs aléatoires par bloc de requêtes&#xa0;:</translation>
    </message>
    <message>
        <source>Random blocks per query block</source>
        <translation>Blocs aléatoires par bloc de requêtes</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>graine</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>D&amp;raw again</source>
        <translation>Nouveau &amp;tirage</translation>
    </message>
    <message>
        <source>Draw other random blocks (the next seed).</source>
        <translation>Tirer d&apos;autres blocs aléatoires (la graine suivante).</translation>
    </message>
    <message>
        <source>③ Random:</source>
        <translation>③ Aléatoire&#xa0;:</translation>
    </message>
    <message>
        <source>The pattern: which keys (columns) each query (row) sees</source>
        <translation>Le motif&#xa0;: les clés (colonnes) que voit chaque requête (ligne)</translation>
    </message>
    <message>
        <source>Hops: after how many layers token j (column) can reach token i (row)</source>
        <translation>Sauts&#xa0;: après combien de couches le jeton j (colonne) peut atteindre le jeton i (ligne)</translation>
    </message>
    <message>
        <source>Dense pattern</source>
        <translation>Motif dense</translation>
    </message>
    <message>
        <source>Sliding window pattern</source>
        <translation>Motif à fenêtre glissante</translation>
    </message>
    <message>
        <source>Longformer pattern</source>
        <translation>Motif Longformer</translation>
    </message>
    <message>
        <source>BigBird pattern</source>
        <translation>Motif BigBird</translation>
    </message>
    <message>
        <source>Band on</source>
        <translation>Bande activée</translation>
    </message>
    <message>
        <source>Band off</source>
        <translation>Bande désactivée</translation>
    </message>
    <message>
        <source>Window %1</source>
        <translation>Fenêtre %1</translation>
    </message>
    <message>
        <source>Dilation %1</source>
        <translation>Dilatation %1</translation>
    </message>
    <message>
        <source>Random blocks on</source>
        <translation>Blocs aléatoires activés</translation>
    </message>
    <message>
        <source>Random blocks off</source>
        <translation>Blocs aléatoires désactivés</translation>
    </message>
    <message>
        <source>Random blocks</source>
        <translation>Blocs aléatoires</translation>
    </message>
    <message>
        <source>Token %1 no longer global</source>
        <translation>Le jeton %1 n&apos;est plus global</translation>
    </message>
    <message>
        <source>Token %1 global</source>
        <translation>Jeton %1 global</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s): with so few, a pattern hides little. Try the example “Sparse attention” (64 tokens) or a longer random scenario.</source>
        <translation>
            <numerusform>%n jeton&#xa0;: avec si peu, un motif masque peu de chose. Essayez l&apos;exemple «&#xa0;Attention éparse&#xa0;» (64 jetons) ou un scénario aléatoire plus long.</numerusform>
            <numerusform>%n jetons&#xa0;: avec si peu, un motif masque peu de chose. Essayez l&apos;exemple «&#xa0;Attention éparse&#xa0;» (64 jetons) ou un scénario aléatoire plus long.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every token reaches every other one in one layer: nothing is hidden.</source>
        <translation>Chaque jeton atteint tous les autres en une couche&#xa0;: rien n&apos;est masqué.</translation>
    </message>
    <message numerus="yes">
        <source>Every reachable pair is joined within %n layer(s).</source>
        <translation>
            <numerusform>Chaque paire atteignable est reliée en %n couche au plus.</numerusform>
            <numerusform>Chaque paire atteignable est reliée en %n couches au plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) are never joined: under the causal mask a token never hears from later ones.</source>
        <translation>
            <numerusform>%n paire n&apos;est jamais reliée&#xa0;: sous le masque causal, un jeton ne reçoit rien des suivants.</numerusform>
            <numerusform>%n paires ne sont jamais reliées&#xa0;: sous le masque causal, un jeton ne reçoit rien des suivants.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) are never joined by any chain.</source>
        <translation>
            <numerusform>%n paire n&apos;est reliée par aucune chaîne.</numerusform>
            <numerusform>%n paires ne sont reliées par aucune chaîne.</numerusform>
        </translation>
    </message>
    <message>
        <source>A window alone needs ⌈(n − 1) / (w·r)⌉ = %1 layers to join the first and the last token; one global token makes it 2.</source>
        <translation>Une fenêtre seule demande ⌈(n − 1) / (w·r)⌉ = %1 couches pour relier le premier et le dernier jeton&#xa0;; un jeton global ramène cela à 2.</translation>
    </message>
    <message>
        <source>Through a global token any two tokens are at most 2 layers apart: i ← g ← j.</source>
        <translation>Par un jeton global, deux jetons quelconques sont à 2 couches au plus&#xa0;: i ← g ← j.</translation>
    </message>
    <message>
        <source>The hop graph is drawn for at most %1 tokens.</source>
        <translation>Le graphe des sauts est dessiné pour %1 jetons au plus.</translation>
    </message>
    <message>
        <source>On average a query keeps &lt;b&gt;%1 of %2 keys&lt;/b&gt; (%3 % of the n² = %4 pairs).</source>
        <translation>En moyenne, une requête garde &lt;b&gt;%1 clés sur %2&lt;/b&gt; (%3&#xa0;% des n² = %4 paires).</translation>
    </message>
    <message>
        <source>global</source>
        <translation>global</translation>
    </message>
    <message>
        <source>band</source>
        <translation>bande</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>all</source>
        <translation>toutes</translation>
    </message>
    <message>
        <source>Query %1 keeps &lt;b&gt;%2 of %3 keys&lt;/b&gt;: %4.</source>
        <translation>La requête %1 garde &lt;b&gt;%2 clés sur %3&lt;/b&gt;&#xa0;: %4.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Click a row of the pattern to see one query&apos;s keys.</source>
        <translation>Cliquez sur une ligne du motif pour voir les clés d&apos;une requête.</translation>
    </message>
    <message numerus="yes">
        <source> token(s)</source>
        <comment>suffix after a number of tokens</comment>
        <translation>
            <numerusform> jeton</numerusform>
            <numerusform> jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Sparse attention&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;&lt;b&gt;Attention éparse&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A sparse pattern chooses which keys each query sees, so this lab needs softmax self-attention: the same tokens as queries and keys.</source>
        <translation>Un motif épars choisit les clés que voit chaque requête&#xa0;; ce labo a donc besoin d&apos;une auto-attention softmax&#xa0;: les mêmes jetons comme requêtes et comme clés.</translation>
    </message>
    <message>
        <source>Open the example “Sparse attention” (64 tokens) to build a pattern.</source>
        <translation>Ouvrez l&apos;exemple «&#xa0;Attention éparse&#xa0;» (64 jetons) pour construire un motif.</translation>
    </message>
    <message>
        <source>To draw a pattern on these tokens, choose Softmax attention in the Kind box of the “Attention, step by step” tab, or open the example “Sparse attention”.</source>
        <translation>Pour dessiner un motif sur ces jetons, choisissez l&apos;attention softmax dans la liste Type de l&apos;onglet «&#xa0;L&apos;attention pas à pas&#xa0;», ou ouvrez l&apos;exemple «&#xa0;Attention éparse&#xa0;».</translation>
    </message>
    <message>
        <source>The open scenario has no result yet: %1</source>
        <translation>Le scénario ouvert n&apos;a pas encore de résultat&#xa0;: %1</translation>
    </message>
    <message>
        <source>compute it first.</source>
        <translation>calculez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>The open scenario is cross-attention: its %1 queries and its %2 keys are different tokens.</source>
        <translation>Le scénario ouvert est une attention croisée&#xa0;: ses %1 requêtes et ses %2 clés sont des jetons différents.</translation>
    </message>
    <message>
        <source>Open the Exa&amp;mple</source>
        <translation>Ouvrir l&apos;exe&amp;mple</translation>
    </message>
</context>
<context>
    <name>attnlab::SpeakerNotes</name>
    <message>
        <source>No lesson is open.</source>
        <translation>Aucune leçon n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step %1 of %2&lt;/b&gt; · %3</source>
        <extracomment>A step of the lesson is a screen (French « écran », Portuguese &quot;tela&quot;), not a stage of the computation (« étape », &quot;etapa&quot;)</extracomment>
        <translation>&lt;b&gt;Écran %1 sur %2&lt;/b&gt; · %3</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;This step has no note.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Cet écran n&apos;a pas de note.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Question:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Question&#xa0;:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Answer:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Réponse&#xa0;:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Not revealed yet: R reveals it to the room.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Pas encore révélée&#xa0;: R la révèle à la salle.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Revealed.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Révélée.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Ensuite&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next:&lt;/b&gt; the end of the lesson.</source>
        <translation>&lt;b&gt;Ensuite&#xa0;:&lt;/b&gt; la fin de la leçon.</translation>
    </message>
    <message>
        <source>Speaker Notes — AttnLab</source>
        <translation>Notes de l&apos;orateur — AttnLab</translation>
    </message>
    <message>
        <source>→ next step · ← previous · R reveal the answer · B blank the projector · Esc leave presenter mode</source>
        <translation>→ écran suivant · ← précédent · R révéler la réponse · B écran noir · Échap quitter le mode présentateur</translation>
    </message>
</context>
<context>
    <name>attnlab::SqrtDkView</name>
    <message>
        <source>&amp;d_k</source>
        <translation>d_&amp;k</translation>
    </message>
    <message>
        <source>Tokens &amp;n</source>
        <translation>Jetons &amp;n</translation>
    </message>
    <message>
        <source>torch.manual_seed(seed) before each draw</source>
        <translation>torch.manual_seed(seed) avant chaque tirage</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Draw a&amp;gain</source>
        <translation>Nouveau ti&amp;rage</translation>
    </message>
    <message>
        <source>The next seed: other random numbers, the same lesson</source>
        <translation>La graine suivante&#xa0;: d&apos;autres nombres aléatoires, la même leçon</translation>
    </message>
    <message>
        <source>&lt;b&gt;Var(q·k) = d_k&lt;/b&gt; for entries of variance 1: the scores spread as √d_k, and the softmax puts almost all of a row&apos;s weight on one key (it saturates). &lt;b&gt;Dividing by √d_k&lt;/b&gt; brings the variance back to 1: the weights stay spread.</source>
        <translation>&lt;b&gt;Var(q·k) = d_k&lt;/b&gt; pour des composantes de variance 1&#xa0;: les scores s&apos;étalent comme √d_k, et le softmax donne presque tout le poids d&apos;une ligne à une seule clé (il sature). &lt;b&gt;Diviser par √d_k&lt;/b&gt; ramène la variance à 1&#xa0;: les poids restent répartis.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Without √d_k&lt;/b&gt;: softmax(QKᵀ)</source>
        <translation>&lt;b&gt;Sans √d_k&lt;/b&gt;&#xa0;: softmax(QKᵀ)</translation>
    </message>
    <message>
        <source>&lt;b&gt;With √d_k&lt;/b&gt;: softmax(QKᵀ / √d_k)</source>
        <translation>&lt;b&gt;Avec √d_k&lt;/b&gt;&#xa0;: softmax(QKᵀ / √d_k)</translation>
    </message>
    <message>
        <source>key dimension d_k (log scale)</source>
        <translation>dimension des clés d_k (échelle log)</translation>
    </message>
    <message>
        <source>Variance of the scores</source>
        <translation>Variance des scores</translation>
    </message>
    <message>
        <source>Mean of each row&apos;s largest weight</source>
        <translation>Moyenne du plus grand poids de chaque ligne</translation>
    </message>
    <message>
        <source>without √d_k</source>
        <translation>sans √d_k</translation>
    </message>
    <message>
        <source>with √d_k</source>
        <translation>avec √d_k</translation>
    </message>
    <message>
        <source>theory: d_k and 1</source>
        <translation>théorie&#xa0;: d_k et 1</translation>
    </message>
    <message>
        <source>uniform row: 1/n</source>
        <translation>ligne uniforme&#xa0;: 1/n</translation>
    </message>
    <message>
        <source>d_k = %1, √d_k = %2</source>
        <translation>d_k = %1, √d_k = %2</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>Variance: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Mean largest weight: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Variance&#xa0;: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Moyenne du plus grand poids&#xa0;: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>attnlab::StageFigure</name>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source> — head %1</source>
        <translation> — tête %1</translation>
    </message>
    <message>
        <source>Scores Q Kᵀ</source>
        <translation>Scores Q Kᵀ</translation>
    </message>
    <message>
        <source>Scaled scores × %1</source>
        <translation>Scores mis à l&apos;échelle × %1</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>Scores masqués</translation>
    </message>
    <message>
        <source>Value dimension</source>
        <translation>Dimension des valeurs</translation>
    </message>
    <message>
        <source>Output A V</source>
        <translation>Sortie A V</translation>
    </message>
    <message>
        <source>Output dimension</source>
        <translation>Dimension de sortie</translation>
    </message>
    <message>
        <source>Final output: concatenated heads × W_O</source>
        <translation>Sortie finale&#xa0;: têtes concaténées × W_O</translation>
    </message>
    <message>
        <source>Final output: concatenated heads</source>
        <translation>Sortie finale&#xa0;: têtes concaténées</translation>
    </message>
    <message>
        <source>Attention weights — layer %1, head %2</source>
        <translation>Poids d&apos;attention — couche %1, tête %2</translation>
    </message>
    <message>
        <source>Attention weights — head %1</source>
        <translation>Poids d&apos;attention — tête %1</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Poids d&apos;attention</translation>
    </message>
    <message>
        <source>Attention weights (softmax)</source>
        <translation>Poids d&apos;attention (softmax)</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>Attention weights — layer %1</source>
        <translation>Poids d&apos;attention — couche %1</translation>
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
        <translation>Tête %1&#xa0;: cliquez pour l&apos;agrandir</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot compute:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Calcul impossible&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Largest weight of each row: %1. Near 1 means the softmax has saturated on one key.</source>
        <translation>Plus grand poids de chaque ligne&#xa0;: %1. Une valeur proche de 1 signifie que le softmax a saturé sur une seule clé.</translation>
    </message>
    <message numerus="yes">
        <source>%n query row(s) have every key hidden: their weights and output are 0.</source>
        <translation>
            <numerusform>%n ligne de requête a toutes ses clés masquées&#xa0;: ses poids et sa sortie valent 0.</numerusform>
            <numerusform>%n lignes de requête ont toutes leurs clés masquées&#xa0;: leurs poids et leur sortie valent 0.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click or drag to hide pairs; on a hidden pair, to show them again.</source>
        <translation>Cliquez ou faites glisser pour masquer des paires&#xa0;; sur une paire masquée, pour les afficher à nouveau.</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>Étape %1 sur %2 · %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Painting the mask:&lt;/b&gt; click a cell to hide that pair (or show it again); drag across cells to paint several — the first cell of a stroke decides whether the stroke hides or shows. Undo removes a whole stroke. Switch “Paint mask” off to inspect cells again.</source>
        <translation>&lt;b&gt;Peindre le masque&#xa0;:&lt;/b&gt; cliquez sur une case pour masquer cette paire (ou l&apos;afficher à nouveau)&#xa0;; faites glisser sur plusieurs cases pour les peindre — la première case d&apos;un trait décide s&apos;il masque ou affiche. Annuler retire un trait entier. Désactivez «&#xa0;Peindre&#xa0;» pour inspecter à nouveau les cases.</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Previous frame</source>
        <translation>Pas précédent</translation>
    </message>
    <message>
        <source>Next frame</source>
        <translation>Pas suivant</translation>
    </message>
    <message>
        <source>Play the frames</source>
        <translation>Faire défiler les pas</translation>
    </message>
    <message>
        <source>Explanation of the step</source>
        <translation>Explication de l&apos;étape</translation>
    </message>
</context>
<context>
    <name>attnlab::TokenGraphView</name>
    <message>
        <source>layer %1 out</source>
        <translation>sortie de la couche %1</translation>
    </message>
    <message>
        <source>input</source>
        <translation>entrée</translation>
    </message>
</context>
<context>
    <name>attnlab::TokenGridView</name>
    <message>
        <source>Click a cell: its query&apos;s attention over every cell is drawn in colour; the outlined 3 × 3 square is all a convolution would see.</source>
        <translation>Cliquez sur une case&#xa0;: l&apos;attention de sa requête sur toutes les cases est dessinée en couleur&#xa0;; le carré 3 × 3 encadré est tout ce que verrait une convolution.</translation>
    </message>
</context>
<context>
    <name>attnlab::TranslatorLab</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The trained translator cannot be read.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le traducteur entraîné ne peut pas être lu.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugais</translation>
    </message>
    <message>
        <source>A real encoder–decoder Transformer, trained by scripts/models/train_translator.py on sentences made from a small grammar, translates English into French or Portuguese. Each word it writes comes from one decoding step; its &lt;b&gt;cross-attention&lt;/b&gt; says which English words that step read. &lt;b&gt;Click a head&lt;/b&gt; to see it large.</source>
        <translation>Un vrai Transformer encodeur–décodeur, entraîné par scripts/models/train_translator.py sur des phrases produites par une petite grammaire, traduit l&apos;anglais en français ou en portugais. Chaque mot qu&apos;il écrit vient d&apos;un pas de décodage&#xa0;; son &lt;b&gt;attention croisée&lt;/b&gt; indique quels mots anglais ce pas a lus. &lt;b&gt;Cliquez sur une tête&lt;/b&gt; pour l&apos;agrandir.</translation>
    </message>
    <message>
        <source>En&amp;glish:</source>
        <translation>An&amp;glais&#xa0;:</translation>
    </message>
    <message>
        <source>an English sentence, e.g. the black cat</source>
        <translation>une phrase anglaise, p. ex. the black cat</translation>
    </message>
    <message>
        <source>&amp;Into:</source>
        <translation>&amp;Vers&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Translate</source>
        <translation>&amp;Traduire</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>The first decoding step</source>
        <translation>Le premier pas de décodage</translation>
    </message>
    <message>
        <source>◀ Step</source>
        <translation>◀ Pas</translation>
    </message>
    <message>
        <source>The previous decoding step</source>
        <translation>Le pas de décodage précédent</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Pas ▶</translation>
    </message>
    <message>
        <source>The next decoding step</source>
        <translation>Le pas de décodage suivant</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tout</translation>
    </message>
    <message>
        <source>The last decoding step: the whole translation</source>
        <translation>Le dernier pas de décodage&#xa0;: toute la traduction</translation>
    </message>
    <message>
        <source>&amp;Attention:</source>
        <translation>Atte&amp;ntion&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Show as:</source>
        <translation>&amp;Présentation&#xa0;:</translation>
    </message>
    <message>
        <source>Lines (alignment)</source>
        <translation>Lignes (alignement)</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Carte de chaleur</translation>
    </message>
    <message>
        <source>Every head, a row per layer: click one to show it large.</source>
        <translation>Toutes les têtes, une ligne par couche&#xa0;: cliquez sur l&apos;une d&apos;elles pour l&apos;agrandir.</translation>
    </message>
    <message>
        <source>&amp;Open This Head Step by Step</source>
        <translation>&amp;Ouvrir cette tête pas à pas</translation>
    </message>
    <message>
        <source>Its real Q, K and V for this sentence, as a new scenario in the step-by-step view: scores, ÷√d_k, mask, softmax, weighted sum</source>
        <translation>Ses vraies Q, K et V pour cette phrase, comme nouveau scénario dans la vue pas à pas&#xa0;: scores, ÷√d_k, masque, softmax, somme pondérée</translation>
    </message>
    <message>
        <source>E&amp;xport Figure…</source>
        <translation>E&amp;xporter la figure…</translation>
    </message>
    <message>
        <source>Export All Hea&amp;ds…</source>
        <translation>Exporter toutes les tête&amp;s…</translation>
    </message>
    <message>
        <source>Cross-attention (written → English)</source>
        <translation>Attention croisée (écrit → anglais)</translation>
    </message>
    <message>
        <source>Encoder self-attention (English → English)</source>
        <translation>Auto-attention de l&apos;encodeur (anglais → anglais)</translation>
    </message>
    <message>
        <source>Decoder self-attention (written → written)</source>
        <translation>Auto-attention du décodeur (écrit → écrit)</translation>
    </message>
    <message numerus="yes">
        <source>%1 is not among the %n English words the model knows; the nearest: %2.</source>
        <translation>
            <numerusform>%1 ne fait pas partie du %n mot anglais que connaît le modèle&#xa0;; les plus proches&#xa0;: %2.</numerusform>
            <numerusform>%1 ne fait pas partie des %n mots anglais que connaît le modèle&#xa0;; les plus proches&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Translate needs every word known: choose one of the nearest.</source>
        <translation>Traduire exige que chaque mot soit connu&#xa0;: choisissez l&apos;un des plus proches.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Lecture</translation>
    </message>
    <message>
        <source>One decoding step a second</source>
        <translation>Un pas de décodage par seconde</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layer %1, head %2&lt;/b&gt; (★) aligns best: in training, for %3 of the held-out noun–adjective pairs, the step writing the adjective looked most at the English adjective.</source>
        <translation>&lt;b&gt;Couche %1, tête %2&lt;/b&gt; (★) aligne le mieux&#xa0;: à l&apos;entraînement, pour %3 des paires nom–adjectif mises de côté, le pas qui écrivait l&apos;adjectif regardait surtout l&apos;adjectif anglais.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layer %1, head %2&lt;/b&gt; (★) aligns best in training.</source>
        <translation>&lt;b&gt;Couche %1, tête %2&lt;/b&gt; (★) aligne le mieux à l&apos;entraînement.</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <source>On this sentence, the English word each written word looks at most: %1.</source>
        <translation>Sur cette phrase, le mot anglais que chaque mot écrit regarde le plus&#xa0;: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alignment score: %1&lt;/b&gt; — the mean of those largest weights over the words written (1: each word looks at a single English word).</source>
        <translation>&lt;b&gt;Score d&apos;alignement&#xa0;: %1&lt;/b&gt; — la moyenne de ces plus grands poids sur les mots écrits (1&#xa0;: chaque mot regarde un seul mot anglais).</translation>
    </message>
    <message>
        <source>%1, layer %2, head %3</source>
        <translation>%1, couche %2, tête %3</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>reads</source>
        <translation>lit</translation>
    </message>
    <message>
        <source>reads (written)</source>
        <translation>lit (mots écrits)</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>écrit</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>Layer %1, head %2: click to show it large</source>
        <translation>Couche %1, tête %2&#xa0;: cliquez pour l&apos;agrandir</translation>
    </message>
    <message>
        <source>Type a sentence and press Translate.</source>
        <translation>Saisissez une phrase et appuyez sur Traduire.</translation>
    </message>
    <message>
        <source>Step %1 of %2: writes %3, the end of the sentence.</source>
        <translation>Pas %1 sur %2&#xa0;: écrit %3, la fin de la phrase.</translation>
    </message>
    <message>
        <source>Step %1 of %2: writes %3.</source>
        <translation>Pas %1 sur %2&#xa0;: écrit %3.</translation>
    </message>
    <message>
        <source>%1 in %2:</source>
        <translation>%1 → %2&#xa0;:</translation>
    </message>
    <message>
        <source>Trained translator: %1, layer %2, head %3</source>
        <translation>Traducteur entraîné&#xa0;: %1, couche %2, tête %3</translation>
    </message>
    <message>
        <source>Check: the weights computed here equal the model&apos;s (largest difference from the model: %1).</source>
        <translation>Vérification&#xa0;: les poids calculés ici sont égaux à ceux du modèle (plus grand écart avec le modèle&#xa0;: %1).</translation>
    </message>
    <message>
        <source>the rows of Q, K and V are the English tokens</source>
        <translation>les lignes de Q, K et V sont les jetons anglais</translation>
    </message>
    <message>
        <source>the rows of Q are the decoding steps, named by the word each writes; those of K and V the English tokens</source>
        <translation>les lignes de Q sont les pas de décodage, nommés par le mot que chacun écrit&#xa0;; celles de K et V, les jetons anglais</translation>
    </message>
    <message>
        <source>the rows are the decoding steps, named by the word each writes, and the causal mask lets a step see only itself and the steps before it</source>
        <translation>les lignes sont les pas de décodage, nommés par le mot que chacun écrit, et le masque causal ne laisse un pas voir que lui-même et les pas précédents</translation>
    </message>
    <message>
        <source>The real Q, K and V of this head of the trained translator (resources/models/translator) for %1 → %2, after the head&apos;s projection (d_k = %3): %4.</source>
        <translation>Les vraies Q, K et V de cette tête du traducteur entraîné (resources/models/translator) pour %1 → %2, après la projection de la tête (d_k = %3)&#xa0;: %4.</translation>
    </message>
    <message>
        <source>Opened in the step-by-step view: its weights there equal the model&apos;s (largest difference from the model: %1).</source>
        <translation>Ouvert dans la vue pas à pas&#xa0;: ses poids y sont égaux à ceux du modèle (plus grand écart avec le modèle&#xa0;: %1).</translation>
    </message>
    <message>
        <source>There is no translation to export: translate a sentence first.</source>
        <translation>Il n&apos;y a aucune traduction à exporter&#xa0;: traduisez d&apos;abord une phrase.</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Exporter la figure</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Export every head</source>
        <translation>Exporter toutes les têtes</translation>
    </message>
    <message>
        <source>Encoder &amp;Rollout and Heads…</source>
        <translation>&amp;Rollout et têtes de l&apos;encodeur…</translation>
    </message>
    <message>
        <source>The encoder&apos;s self-attention for this sentence, every layer and head: its rollout and flow over the sentence&apos;s words, the heads&apos; statistics, comparisons, the token graph</source>
        <translation>L&apos;auto-attention de l&apos;encodeur pour cette phrase, chaque couche et chaque tête&#xa0;: son rollout et son flot sur les mots de la phrase, les statistiques des têtes, des comparaisons, le graphe des jetons</translation>
    </message>
    <message>
        <source>Export Encoder Attention (.npy)…</source>
        <translation>Exporter l&apos;attention de l&apos;encodeur (.npy)…</translation>
    </message>
    <message>
        <source>The encoder&apos;s self-attention as a (layers, heads, n, n) NumPy stack and its tokens beside it, as the third tab opens it</source>
        <translation>L&apos;auto-attention de l&apos;encodeur sous forme de pile NumPy (layers, heads, n, n) avec ses jetons à côté, telle que le troisième onglet l&apos;ouvre</translation>
    </message>
    <message>
        <source>encoder self-attention</source>
        <translation>auto-attention de l&apos;encodeur</translation>
    </message>
    <message>
        <source>Encoder self-attention: rollout and heads</source>
        <translation>Auto-attention de l&apos;encodeur&#xa0;: rollout et têtes</translation>
    </message>
    <message>
        <source>Export the encoder&apos;s self-attention</source>
        <translation>Exporter l&apos;auto-attention de l&apos;encodeur</translation>
    </message>
    <message>
        <source>NumPy attention weights (*.npy)</source>
        <translation>Poids d&apos;attention NumPy (*.npy)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Explore and teach the attention mechanism.</source>
        <translation>Explorer et enseigner le mécanisme d&apos;attention.</translation>
    </message>
    <message>
        <source>A scenario (.json) or attention weights (.npy) to open.</source>
        <translation>Un scénario (.json) ou des poids d&apos;attention (.npy) à ouvrir.</translation>
    </message>
    <message>
        <source>%1: the lesson “%2”, 1 step</source>
        <translation>%1&#xa0;: la leçon «&#xa0;%2&#xa0;», 1 écran</translation>
    </message>
    <message>
        <source>%1: the lesson “%2”, %3 steps</source>
        <translation>%1&#xa0;: la leçon «&#xa0;%2&#xa0;», %3 écrans</translation>
    </message>
    <message>
        <source>%1: opened, the window shows “%2”</source>
        <translation>%1&#xa0;: ouvert, la fenêtre affiche «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>The steps are not shown: %1</source>
        <translation>Les étapes ne sont pas affichées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Examples and lessons: %1</source>
        <translation>Exemples et leçons&#xa0;: %1</translation>
    </message>
    <message>
        <source>Open the file, wait for its numbers, print what was opened and quit (status 2 when it did not open): a check that an installation works, also with QT_QPA_PLATFORM=offscreen.</source>
        <translation>Ouvrir le fichier, attendre ses nombres, afficher ce qui a été ouvert et quitter (code de sortie 2 si l&apos;ouverture a échoué)&#xa0;: une vérification qu&apos;une installation fonctionne, aussi avec QT_QPA_PLATFORM=offscreen.</translation>
    </message>
    <message>
        <source>--quit-after-open needs a file</source>
        <translation>--quit-after-open demande un fichier</translation>
    </message>
</context>
</TS>
