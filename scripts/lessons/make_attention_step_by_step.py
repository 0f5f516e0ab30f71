#!/usr/bin/env python3
"""Writes examples/lessons/attention-step-by-step.json: the shipped lesson, in English, French
and Portuguese (French and Portuguese terms from ../shared/lesson/GLOSSARY.md).

The scenarios are copied inline from examples/ so that the lesson is one self-contained file.
Every question's truth comes from the engine when the lesson is played (attnlab-cli lesson check
verifies each has one); nothing here states a computed number as an answer.
The last chapter's Q, K and V are the shipped trained translator's own (resources/models/
translator), computed by its training script's written-out forward pass, so this needs Debian's
python3-torch and python3-numpy:
    /usr/bin/python3 scripts/lessons/make_attention_step_by_step.py
"""
import json
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parents[2]
examples = root / "examples"


def scenario(name):
    s = json.loads((examples / f"{name}.json").read_text(encoding="utf-8"))
    s.pop("format", None)
    s.pop("version", None)
    return s


SEED0 = scenario("lesson-seed0")
LINEAR = scenario("linear-elu")
LINEAR_CAUSAL = scenario("linear-relu")
SPARSE = scenario("sparse-attention")
SE = scenario("se-channel-attention")
# The picture lies beside the lesson (examples/lessons/images/), which names its files inside its
# own folder; the examples one folder up name it lessons/images/red-ball.png.
# Brought to 160 × 160 with patches of 8 × 8: the same 20 × 20 grid as 640 × 640 at stride 32,
# with tokens of 192 numbers instead of 3,072 (the step computes at once).
PICTURE = scenario("image-patches")
# The lesson's numbers with scale 1: the scores reach the softmax not divided by √8.
SEED0_UNSCALED = dict(
    SEED0, scale=1,
    title={"en": "The lesson's numbers, not divided by √d_k (scale 1)",
           "fr": "Les nombres de la leçon, non divisés par √d_k (échelle 1)",
           "pt": "Os números da lição, sem divisão por √d_k (escala 1)"},
    description={"en": "The lesson's queries, keys and values (torch.manual_seed(0)), with "
                       "the scores not divided by √8 before the softmax (scale 1).",
                 "fr": "Les requêtes, clés et valeurs de la leçon (torch.manual_seed(0)), avec "
                       "des scores non divisés par √8 avant le softmax (échelle 1).",
                 "pt": "As consultas, chaves e valores da lição (torch.manual_seed(0)), com "
                       "as pontuações sem divisão por √8 antes do softmax (escala 1)."})
PICTURE["image"] = {"path": "images/red-ball.png", "stride": 8, "size": [160, 160]}
NB = "\u00a0"  # French: a non-breaking space before : ; ? !


def t(en, fr, pt):
    return {"en": en, "fr": fr, "pt": pt}


# Deformable attention on the same picture and grid: its patches' 192 numbers as the value map,
# Deformable DETR's 8 heads and 4 points at its initialisation (8 directions, 1 … 4 patches
# away, uniform weights); three queries: on the ball, in the sky, on the grass.
DEFORMABLE = {
    "kind": "deformable",
    "title": t("Deformable attention on the picture: 8 heads, 4 points each",
               "L'attention déformable sur l'image" + "\u00a0" + ": 8 têtes, 4 points chacune",
               "Atenção deformável sobre a imagem: 8 cabeças, 4 pontos cada"),
    "image": {"path": "images/red-ball.png", "stride": 8, "size": [160, 160]},
    "reference_points": [[0.475, 0.675], [0.5, 0.15], [0.15, 0.85]],
    "heads": 8,
    "points": 4,
    "query": {"generator": "torch", "seed": 1, "dim": 8},
    "query_projection": "deformable_detr",
}


BIGBIRD = {
    "title": t("BigBird's pattern: window, global tokens, random blocks",
               "Le motif de BigBird : fenêtre, jetons globaux, blocs aléatoires",
               "O padrão do BigBird: janela, tokens globais, blocos aleatórios"),
    "random": {"generator": "torch", "seed": 3, "tokens": 32, "dim": 8},
    "mask": {"window": 1, "global": [0, 31],
             "random": {"block_size": 4, "blocks": 1, "seed": 3}},
}


# Chapter 14–15, decoding with a KV cache (written with the app's lesson editor, kept here
# as the JSON it saved).
DECODING_STEPS = json.loads(r"""
[
    {
        "title": {
            "en": "14. Prefill, then one token at a time",
            "fr": "14. Le pré-remplissage, puis un jeton à la fois",
            "pt": "14. O pré-preenchimento, depois um token por vez"
        },
        "scenario": {
            "title": {
                "en": "Decoding with a KV cache",
                "fr": "Décodage avec un cache KV",
                "pt": "Decodificação com um cache KV"
            },
            "description": {
                "en": "The causal example, generated left to right: the prompt “the small cat” is computed in one block (the prefill), then “drinks”, “water”, “in”, “the”, “garden” one token at a time. Each new query meets the keys and values kept in the cache, plus its own; nothing already computed is computed again.",
                "fr": "L'exemple causal, généré de gauche à droite : l'invite « the small cat » est calculée en un seul bloc (le pré-remplissage), puis « drinks », « water », « in », « the », « garden » un jeton à la fois. Chaque nouvelle requête rencontre les clés et les valeurs gardées dans le cache, plus les siennes ; rien de ce qui est déjà calculé ne l'est à nouveau.",
                "pt": "O exemplo causal, gerado da esquerda para a direita: o prompt “the small cat” é calculado em um só bloco (o pré-preenchimento), depois “drinks”, “water”, “in”, “the”, “garden”, um token por vez. Cada nova consulta encontra as chaves e os valores guardados no cache, mais os seus; nada do que já foi calculado é calculado de novo."
            },
            "sentences": {
                "query": "the small cat drinks water in the garden",
                "query_language": "en",
                "positional": {
                    "scale": 0.3
                }
            },
            "heads": 1,
            "mask": {
                "causal": true
            },
            "scale": 1,
            "decode": {
                "prompt": 3
            }
        },
        "stage": "weights",
        "frame": 2,
        "cell": [
            4,
            3
        ],
        "note": {
            "en": "A model that writes generates one token at a time. First the prompt (“the small cat”) is computed in one block: the <b>prefill</b>, frame 0. Then each new token brings one new query, which meets the keys and values of every earlier token — kept in the <b>KV cache</b> — and its own. The faded rows were computed in earlier frames and are reused as they are; only the outlined row is new. Because the mask is causal, nothing computed earlier ever changes: the frames' rows are exactly the rows of full causal attention (the check under the map). Move the slider or press Play.",
            "fr": "Un modèle qui écrit génère un jeton à la fois. D'abord l'invite (« the small cat ») est calculée d'un seul bloc : le <b>pré-remplissage</b>, pas de décodage 0. Ensuite chaque nouveau jeton apporte une nouvelle requête, qui rencontre les clés et les valeurs de tous les jetons précédents — gardées dans le <b>cache KV</b> — et les siennes. Les lignes estompées viennent des pas de décodage précédents et sont réutilisées telles quelles ; seule la ligne encadrée est nouvelle. Comme le masque est causal, rien de ce qui a été calculé ne change : les lignes des pas de décodage sont exactement celles de l'attention causale complète (la vérification sous la carte). Déplacez le curseur ou appuyez sur Lecture.",
            "pt": "Um modelo que escreve gera um token por vez. Primeiro o prompt (“the small cat”) é calculado em um só bloco: o <b>pré-preenchimento</b>, passo de decodificação 0. Depois cada novo token traz uma nova consulta, que encontra as chaves e os valores de todos os tokens anteriores — guardados no <b>cache KV</b> — e os seus. As linhas esmaecidas foram calculadas em passos de decodificação anteriores e são reutilizadas como estão; só a linha contornada é nova. Como a máscara é causal, nada do que já foi calculado muda: as linhas dos passos de decodificação são exatamente as da atenção causal completa (a verificação sob o mapa). Mova o controle deslizante ou aperte Reproduzir."
        },
        "question": {
            "type": "choice",
            "choices": [
                {
                    "en": "1 row: the new token's",
                    "fr": "1 ligne : celle du nouveau jeton",
                    "pt": "1 linha: a do novo token"
                },
                {
                    "en": "5 rows: every token so far",
                    "fr": "5 lignes : tous les jetons jusqu'ici",
                    "pt": "5 linhas: todos os tokens até aqui"
                },
                {
                    "en": "25 cells: the whole 5 × 5 map",
                    "fr": "25 cases : toute la carte 5 × 5",
                    "pt": "25 células: o mapa 5 × 5 inteiro"
                }
            ],
            "answer": 0,
            "prompt": {
                "en": "Frame 2 decodes token 4, “water”. How many rows of attention weights does it compute?",
                "fr": "Le pas de décodage 2 décode le jeton 4, « water ». Combien de lignes de poids d'attention calcule-t-il ?",
                "pt": "O passo de decodificação 2 decodifica o token 4, “water”. Quantas linhas de pesos de atenção ele calcula?"
            },
            "explanation": {
                "en": "One: the new query against the 5 cached keys. The rows of tokens 0–3 come from earlier frames; recomputing them would cost 2,000 multiply-adds instead of 400.",
                "fr": "Une : la nouvelle requête face aux 5 clés du cache. Les lignes des jetons 0 à 3 viennent des pas de décodage précédents ; les recalculer coûterait 2 000 multiplications-additions au lieu de 400.",
                "pt": "Uma: a nova consulta diante das 5 chaves do cache. As linhas dos tokens 0 a 3 vêm de passos de decodificação anteriores; recalculá-las custaria 2.000 multiplicações-adições em vez de 400."
            }
        }
    },
    {
        "title": {
            "en": "15. What a KV cache costs in a real model",
            "fr": "15. Ce que coûte un cache KV dans un vrai modèle",
            "pt": "15. Quanto custa um cache KV em um modelo real"
        },
        "scenario": {
            "title": {
                "en": "Decoding with a KV cache",
                "fr": "Décodage avec un cache KV",
                "pt": "Decodificação com um cache KV"
            },
            "description": {
                "en": "The causal example, generated left to right: the prompt “the small cat” is computed in one block (the prefill), then “drinks”, “water”, “in”, “the”, “garden” one token at a time. Each new query meets the keys and values kept in the cache, plus its own; nothing already computed is computed again.",
                "fr": "L'exemple causal, généré de gauche à droite : l'invite « the small cat » est calculée en un seul bloc (le pré-remplissage), puis « drinks », « water », « in », « the », « garden » un jeton à la fois. Chaque nouvelle requête rencontre les clés et les valeurs gardées dans le cache, plus les siennes ; rien de ce qui est déjà calculé ne l'est à nouveau.",
                "pt": "O exemplo causal, gerado da esquerda para a direita: o prompt “the small cat” é calculado em um só bloco (o pré-preenchimento), depois “drinks”, “water”, “in”, “the”, “garden”, um token por vez. Cada nova consulta encontra as chaves e os valores guardados no cache, mais os seus; nada do que já foi calculado é calculado de novo."
            },
            "sentences": {
                "query": "the small cat drinks water in the garden",
                "query_language": "en",
                "positional": {
                    "scale": 0.3
                }
            },
            "heads": 1,
            "mask": {
                "causal": true
            },
            "scale": 1,
            "decode": {
                "prompt": 3
            }
        },
        "stage": "weights",
        "frame": 5,
        "note": {
            "en": "The cache keeps, for every layer and every key/value head, one key and one value per token: bytes per token = 2 · layers · kv_heads · head_dim · bytes per number. For Llama-2-7B in fp16 (32 layers, 32 heads of 128) that is 2 · 32 · 32 · 128 · 2 = 524,288 bytes, <b>512 KiB per token</b>: 2 GiB for 4,096 tokens, per sequence of the batch. Llama-2-70B shares each key/value head among 8 query heads (grouped-query attention, 8 KV heads): 320 KiB per token in 80 layers, 8× less than full multi-head attention. Mistral-7B (8 KV heads) also keeps only the last 4,096 tokens (a sliding window), so its cache stops growing at 512 MiB. The KV cache tab draws these curves; <tt>attnlab-cli kvcache</tt> prints them.",
            "fr": "Le cache garde, pour chaque couche et chaque tête clé/valeur, une clé et une valeur par jeton : octets par jeton = 2 · couches · têtes_kv · dim_tête · octets par nombre. Pour Llama-2-7B en fp16 (32 couches, 32 têtes de 128), cela fait 2 · 32 · 32 · 128 · 2 = 524 288 octets, <b>512 Kio par jeton</b> : 2 Gio pour 4 096 jetons, pour chaque séquence du lot. Llama-2-70B partage chaque tête clé/valeur entre 8 têtes de requête (attention à requêtes groupées, 8 têtes KV) : 320 Kio par jeton sur 80 couches, 8 fois moins que l'attention à têtes multiples complète. Mistral-7B (8 têtes KV) ne garde en plus que les 4 096 derniers jetons (une fenêtre glissante) : son cache cesse de grandir à 512 Mio. L'onglet du cache KV trace ces courbes ; <tt>attnlab-cli kvcache</tt> les affiche.",
            "pt": "O cache guarda, para cada camada e cada cabeça de chave/valor, uma chave e um valor por token: bytes por token = 2 · camadas · cabeças_kv · dim_cabeça · bytes por número. Para o Llama-2-7B em fp16 (32 camadas, 32 cabeças de 128) isso dá 2 · 32 · 32 · 128 · 2 = 524.288 bytes, <b>512 KiB por token</b>: 2 GiB para 4.096 tokens, por sequência do lote. O Llama-2-70B compartilha cada cabeça de chave/valor entre 8 cabeças de consulta (atenção com consultas agrupadas, 8 cabeças KV): 320 KiB por token em 80 camadas, 8 vezes menos que a atenção com múltiplas cabeças completa. O Mistral-7B (8 cabeças KV) também guarda só os últimos 4.096 tokens (uma janela deslizante), então seu cache para de crescer em 512 MiB. A aba do cache KV desenha essas curvas; <tt>attnlab-cli kvcache</tt> as imprime."
        }
    }
]
""")

# The decoding screens compute the decoding example itself, so a French or Portuguese class
# decodes its own sentence ("le petit chat …", "o gato pequeno …"); the texts name its words.
# Frame 4 is the last frame every language has (Portuguese: 7 tokens, a prompt of 3).
for _step in DECODING_STEPS:
    _step["scenario"] = scenario("decoding-kv-cache")
_note = DECODING_STEPS[0]["note"]
_note["fr"] = _note["fr"].replace("« the small cat »", "« le petit chat »")
_note["pt"] = _note["pt"].replace("“the small cat”", "“o gato pequeno”")
_prompt = DECODING_STEPS[0]["question"]["prompt"]
_prompt["fr"] = _prompt["fr"].replace("« water »", "« de »")
_prompt["pt"] = _prompt["pt"].replace("“water”", "“água”")
DECODING_STEPS[1]["frame"] = 4

steps = [
    {
        "title": t("1. Queries, keys and values",
                   "1. Requêtes, clés et valeurs",
                   "1. Consultas, chaves e valores"),
        "scenario": SEED0, "stage": "scores", "cell": [0, 1],
        "note": t(
            "Every token is given three learned projections of itself: a <b>query</b> (what it is "
            "looking for), a <b>key</b> (what it offers) and a <b>value</b> (what it hands over). "
            "Here 4 tokens of dimension 8 are drawn exactly as the lesson's PyTorch code draws "
            "them (seed 0). Each cell is one dot product q<sub>i</sub>·k<sub>j</sub>: click it and "
            "the inspector shows its eight products.",
            "Chaque jeton reçoit trois projections apprises de lui-même" + NB + ": une "
            "<b>requête</b> (ce qu'il cherche), une <b>clé</b> (ce qu'il offre) et une "
            "<b>valeur</b> (ce qu'il transmet). Ici, 4 jetons de dimension 8 sont tirés exactement "
            "comme dans le code PyTorch de la leçon (graine 0). Chaque case est un produit "
            "scalaire q<sub>i</sub>·k<sub>j</sub>" + NB + ": cliquez dessus et l'inspecteur en "
            "montre les huit produits.",
            "Cada token recebe três projeções aprendidas de si mesmo: uma <b>consulta</b> (o que "
            "ele procura), uma <b>chave</b> (o que ele oferece) e um <b>valor</b> (o que ele "
            "entrega). Aqui, 4 tokens de dimensão 8 são sorteados exatamente como no código "
            "PyTorch da lição (semente 0). Cada célula é um produto escalar "
            "q<sub>i</sub>·k<sub>j</sub>: clique nela e o inspetor mostra os oito produtos."),
        "question": {
            "type": "larger", "cell": [0, 1], "other": [0, 3],
            "prompt": t("Token 0's query against two keys: which score is larger, key 1 or key 3? "
                        "Click the cell you expect.",
                        "La requête du jeton 0 face à deux clés" + NB + ": quel score est le plus "
                        "grand, clé 1 ou clé 3" + NB + "? Cliquez sur la case que vous prévoyez.",
                        "A consulta do token 0 diante de duas chaves: qual pontuação é maior, "
                        "chave 1 ou chave 3? Clique na célula que você espera."),
            "explanation": t("A large score means the key points the same way as the query.",
                             "Un grand score signifie que la clé pointe dans la même direction "
                             "que la requête.",
                             "Uma pontuação alta significa que a chave aponta na mesma direção "
                             "que a consulta."),
        },
    },
    {
        "title": t("2. Softmax turns scores into weights",
                   "2. Le softmax transforme les scores en poids",
                   "2. O softmax transforma pontuações em pesos"),
        "scenario": SEED0, "stage": "weights", "values": False,
        "note": t(
            "Each row of scores, divided by √d<sub>k</sub>, goes through a softmax: positive "
            "weights that add up to 1. The values are hidden until you answer. The lesson's "
            "code prints the weights of token 0: AttnLab computes them in double precision "
            "from the same seeded numbers, and they agree with PyTorch's fused "
            "scaled_dot_product_attention.",
            "Chaque ligne de scores, divisée par √d<sub>k</sub>, passe par le softmax" + NB + ": "
            "des poids positifs dont la somme vaut 1. Les valeurs restent cachées jusqu'à votre "
            "réponse. Le code de la leçon affiche les poids du jeton 0" + NB + ": AttnLab les "
            "calcule en double précision à partir des mêmes nombres tirés avec la graine, et "
            "ils concordent avec scaled_dot_product_attention, l'opération fusionnée de "
            "PyTorch.",
            "Cada linha de pontuações, dividida por √d<sub>k</sub>, passa pelo softmax: pesos "
            "positivos que somam 1. Os valores ficam ocultos até você responder. O código da "
            "lição imprime os pesos do token 0: o AttnLab os calcula em precisão dupla a partir "
            "dos mesmos números sorteados com a semente, e eles coincidem com "
            "scaled_dot_product_attention, a operação fundida do PyTorch."),
        "question": {
            "type": "largest_in_row", "query": 0,
            "prompt": t("Which key does token 0 attend to most? Click it in row 0.",
                        "À quelle clé le jeton 0 prête-t-il le plus attention" + NB + "? "
                        "Cliquez dessus dans la ligne 0.",
                        "A qual chave o token 0 dá mais atenção? Clique nela na linha 0."),
            "explanation": t("The largest score of the row becomes the largest weight: softmax "
                             "keeps the order and sharpens the differences.",
                             "Le plus grand score de la ligne devient le plus grand poids" + NB +
                             ": le softmax garde l'ordre et accentue les écarts.",
                             "A maior pontuação da linha vira o maior peso: o softmax mantém a "
                             "ordem e acentua as diferenças."),
        },
    },
    {
        "title": t("3. Without the division by √d_k",
                   "3. Sans la division par √d_k",
                   "3. Sem a divisão por √d_k"),
        "scenario": SEED0_UNSCALED, "stage": "weights", "cell": [0, 1], "values": False,
        "note": t(
            "The same queries and keys, but the scores go into the softmax <b>without</b> the "
            "division by √d<sub>k</sub> = √8 ≈ 2.83 (the scenario's scale is 1): the gaps "
            "between the scores of a row are 2.83 times wider.",
            "Les mêmes requêtes et clés, mais les scores entrent dans le softmax <b>sans</b> la "
            "division par √d<sub>k</sub> = √8 ≈ 2.83 (l'échelle du scénario vaut 1)" + NB + ": "
            "les écarts entre les scores d'une ligne sont 2.83 fois plus grands.",
            "As mesmas consultas e chaves, mas as pontuações entram no softmax <b>sem</b> a "
            "divisão por √d<sub>k</sub> = √8 ≈ 2.83 (a escala do cenário é 1): as diferenças "
            "entre as pontuações de uma linha ficam 2.83 vezes maiores."),
        "question": {
            "type": "estimate", "cell": [0, 1], "tolerance": 0.05,
            "prompt": t("With the division, token 0 gave token 1 the weight of the previous "
                        "screen. Without it, estimate that weight (within 0.05).",
                        "Avec la division, le jeton 0 donnait au jeton 1 le poids de l'écran "
                        "précédent. Sans elle, estimez ce poids (à 0.05 près).",
                        "Com a divisão, o token 0 dava ao token 1 o peso da tela anterior. Sem "
                        "ela, estime esse peso (com margem de 0.05)."),
            "explanation": t("Wider gaps make exp() favour the largest score even more: the "
                             "largest weight moves towards 1 and the others shrink. The next "
                             "screen shows where that ends when d_k is large.",
                             "Des écarts plus grands font que exp() favorise encore plus le "
                             "plus grand score" + NB + ": le plus grand poids se rapproche de 1 "
                             "et les autres diminuent. L'écran suivant montre où cela mène "
                             "quand d_k est grand.",
                             "Diferenças maiores fazem exp() favorecer ainda mais a maior "
                             "pontuação: o maior peso se aproxima de 1 e os outros diminuem. A "
                             "próxima tela mostra aonde isso leva quando d_k é grande."),
        },
    },
    {
        "title": t("4. Why divide by √d_k",
                   "4. Pourquoi diviser par √d_k",
                   "4. Por que dividir por √d_k"),
        "scenario": SEED0, "stage": "scaled",
        "note": t(
            "A dot product of d<sub>k</sub> random numbers spreads more as d<sub>k</sub> grows. "
            "Dividing by √d<sub>k</sub> keeps the scores near unit size. The tab "
            "“Why √d_k” shows it for d<sub>k</sub> up to 1,024.",
            "Un produit scalaire de d<sub>k</sub> nombres aléatoires s'étale davantage quand "
            "d<sub>k</sub> grandit. Diviser par √d<sub>k</sub> garde les scores proches de "
            "l'unité. L'onglet «" + NB + "Pourquoi √d_k" + NB + "» le montre jusqu'à "
            "d<sub>k</sub> = 1" + NB + "024.",
            "Um produto escalar de d<sub>k</sub> números aleatórios se espalha mais quando "
            "d<sub>k</sub> cresce. Dividir por √d<sub>k</sub> mantém as pontuações perto da "
            "unidade. A aba “Por que √d_k” mostra isso até d<sub>k</sub> = 1.024."),
        "question": {
            "type": "choice",
            "prompt": t("Without the division, what happens to the softmax rows when d_k is "
                        "large?",
                        "Sans la division, que deviennent les lignes du softmax quand d_k est "
                        "grand" + NB + "?",
                        "Sem a divisão, o que acontece com as linhas do softmax quando d_k é "
                        "grande?"),
            "choices": [
                t("They become nearly uniform", "Elles deviennent presque uniformes",
                  "Ficam quase uniformes"),
                t("They saturate: almost all the weight on one key",
                  "Elles saturent" + NB + ": presque tout le poids sur une seule clé",
                  "Saturam: quase todo o peso em uma só chave"),
                t("Nothing changes", "Rien ne change", "Nada muda"),
            ],
            "answer": 1,
            "explanation": t("Larger scores make exp() favour the largest one ever more: the "
                             "rows become one-hot and learning stalls.",
                             "Des scores plus grands font que exp() favorise toujours plus le "
                             "plus grand" + NB + ": les lignes deviennent one-hot et "
                             "l'apprentissage cale.",
                             "Pontuações maiores fazem exp() favorecer cada vez mais a maior: "
                             "as linhas viram one-hot e o aprendizado trava."),
        },
    },
    {
        "title": t("5. The weighted sum", "5. La somme pondérée", "5. A soma ponderada"),
        "scenario": SEED0, "stage": "output", "cell": [0, 0],
        "note": t(
            "Each output row is an average of the value rows, weighted by that token's "
            "attention. Click a cell to see its four products.",
            "Chaque ligne de sortie est une moyenne des lignes de valeurs, pondérée par "
            "l'attention de ce jeton. Cliquez sur une case pour voir ses quatre produits.",
            "Cada linha de saída é uma média das linhas de valores, ponderada pela atenção "
            "desse token. Clique em uma célula para ver seus quatro produtos."),
        "question": {
            "type": "choice",
            "prompt": t("Token 0's output is mostly which value row?",
                        "La sortie du jeton 0 vient surtout de quelle ligne de valeurs" + NB +
                        "?",
                        "A saída do token 0 vem principalmente de qual linha de valores?"),
            "choices": [t("v₀", "v₀", "v₀"), t("v₁", "v₁", "v₁"), t("v₂", "v₂", "v₂"),
                        t("v₃", "v₃", "v₃")],
            "answer": 1,
            "explanation": t("Its largest weight is on token 1, so v₁ dominates the average.",
                             "Son plus grand poids porte sur le jeton 1, donc v₁ domine la "
                             "moyenne.",
                             "Seu maior peso está no token 1, então v₁ domina a média."),
        },
    },
    {
        "title": t("6. Several heads", "6. Plusieurs têtes", "6. Várias cabeças"),
        "scenario": scenario("multihead-output-projection"), "stage": "weights", "head": 0,
        "note": t(
            "Multi-head attention runs several attentions side by side, each on its own "
            "lower-dimensional slice of Q, K and V (here 4 heads of 2 dimensions). Click the "
            "small maps to compare the heads.",
            "L'attention à têtes multiples exécute plusieurs attentions côte à côte, chacune sur "
            "sa propre tranche de Q, K et V de dimension réduite (ici 4 têtes de 2 dimensions). "
            "Cliquez sur les petites cartes pour comparer les têtes.",
            "A atenção com múltiplas cabeças executa várias atenções lado a lado, cada uma em "
            "sua própria fatia de Q, K e V de dimensão menor (aqui 4 cabeças de 2 dimensões). "
            "Clique nos mapas pequenos para comparar as cabeças."),
        "question": {
            "type": "choice",
            "prompt": t("What do several heads give that one large head does not?",
                        "Qu'apportent plusieurs têtes qu'une seule grande tête n'apporte "
                        "pas" + NB + "?",
                        "O que várias cabeças oferecem que uma única cabeça grande não "
                        "oferece?"),
            "choices": [
                t("Each head can attend to a different relation in the same layer",
                  "Chaque tête peut suivre une relation différente dans la même couche",
                  "Cada cabeça pode seguir uma relação diferente na mesma camada"),
                t("Fewer multiplications in total",
                  "Moins de multiplications au total", "Menos multiplicações no total"),
                t("Weights that no longer add up to 1",
                  "Des poids dont la somme ne vaut plus 1", "Pesos que não somam mais 1"),
            ],
            "answer": 0,
            "explanation": t("Each head has its own slices of W_Q, W_K and W_V, so each can "
                             "learn its own relation (one the previous word, another the subject "
                             "of the verb); together they cost about as much as one head of the "
                             "full width.",
                             "Chaque tête a ses propres tranches de W_Q, W_K et W_V" + NB + ": "
                             "chacune peut apprendre sa propre relation (l'une le mot précédent, "
                             "une autre le sujet du verbe), et ensemble elles coûtent à peu près "
                             "autant qu'une seule tête de toute la largeur.",
                             "Cada cabeça tem as suas próprias fatias de W_Q, W_K e W_V: cada uma "
                             "pode aprender a sua própria relação (uma a palavra anterior, outra "
                             "o sujeito do verbo), e juntas custam mais ou menos o mesmo que uma "
                             "só cabeça da largura toda."),
        },
    },
    {
        "title": t("7. Concatenate, then W_O",
                   "7. Concaténer, puis W_O",
                   "7. Concatenar, depois W_O"),
        "scenario": scenario("multihead-output-projection"), "stage": "final", "cell": [0, 0],
        "note": t(
            "The heads' outputs are laid side by side and mixed by the output projection "
            "W<sub>O</sub>.",
            "Les sorties des têtes sont mises côte à côte puis mélangées par la projection de "
            "sortie W<sub>O</sub>.",
            "As saídas das cabeças são postas lado a lado e misturadas pela projeção de saída "
            "W<sub>O</sub>."),
        "question": {
            "type": "choice",
            "prompt": t("With 4 heads of d_v/h = 2, how wide is the concatenation?",
                        "Avec 4 têtes de d_v/h = 2, quelle est la largeur de la "
                        "concaténation" + NB + "?",
                        "Com 4 cabeças de d_v/h = 2, qual é a largura da concatenação?"),
            "choices": [t("2", "2", "2"), t("4", "4", "4"), t("8", "8", "8")],
            "answer": 2,
            "explanation": t("4 heads × 2 columns = 8, the model's width again: W_O (8 × 8) then "
                             "mixes the columns of the four heads.",
                             "4 têtes × 2 colonnes = 8, de nouveau la largeur du modèle" + NB +
                             ": W_O (8 × 8) mélange ensuite les colonnes des quatre têtes.",
                             "4 cabeças × 2 colunas = 8, de novo a largura do modelo: W_O "
                             "(8 × 8) mistura depois as colunas das quatro cabeças."),
        },
    },
    {
        "title": t("8. Cross-attention: “noir” finds “black”",
                   "8. Attention croisée" + NB + ": «" + NB + "noir" + NB + "» trouve «" + NB +
                   "black" + NB + "»",
                   "8. Atenção cruzada: “noir” encontra “black”"),
        "scenario": scenario("translation-black-cat"), "stage": "weights", "values": False,
        "note": t(
            "In cross-attention the queries come from one sentence and the keys and values from "
            "another: here the French words ask, the English words answer. In French the "
            "adjective comes after the noun.",
            "Dans l'attention croisée, les requêtes viennent d'une phrase, les clés et les "
            "valeurs d'une autre" + NB + ": ici les mots français interrogent, les mots anglais "
            "répondent. En français, l'adjectif se place après le nom.",
            "Na atenção cruzada, as consultas vêm de uma frase, e as chaves e os valores de "
            "outra: aqui as palavras francesas perguntam e as inglesas respondem. Em francês, o "
            "adjetivo vem depois do substantivo."),
        "question": {
            "type": "largest_in_row", "query": 2,
            "prompt": t("Which English word does “noir” attend to most?",
                        "À quel mot anglais «" + NB + "noir" + NB + "» prête-t-il le plus "
                        "attention" + NB + "?",
                        "A qual palavra inglesa “noir” dá mais atenção?"),
            "explanation": t("Its query scores highest against the key of “black”, wherever "
                             "that word stands.",
                             "Sa requête obtient le score le plus élevé avec la clé de «" + NB +
                             "black" + NB + "», où que ce mot se trouve.",
                             "Sua consulta tem a maior pontuação com a chave de “black”, onde "
                             "quer que essa palavra esteja."),
        },
    },
    {
        "title": t("9. Causal masking", "9. Le masque causal", "9. A máscara causal"),
        "scenario": scenario("causal-language-model"), "stage": "masked",
        "note": t(
            "A language model writes left to right: a token may not look at the tokens after "
            "it. Hidden pairs get −∞, so their weight is exactly 0. Because nothing looks ahead, "
            "the keys and values of earlier tokens can be kept in a KV cache.",
            "Un modèle de langage écrit de gauche à droite" + NB + ": un jeton ne peut pas "
            "regarder les jetons qui le suivent. Les paires masquées reçoivent −∞, leur poids "
            "vaut donc exactement 0. Comme rien ne regarde en avant, les clés et les valeurs des "
            "jetons précédents peuvent être gardées dans un cache KV.",
            "Um modelo de linguagem escreve da esquerda para a direita: um token não pode olhar "
            "os tokens depois dele. Os pares ocultos recebem −∞, então seu peso é exatamente 0. "
            "Como nada olha para a frente, as chaves e os valores dos tokens anteriores podem "
            "ficar em um cache KV."),
        "question": {
            "type": "masked_pairs",
            "prompt": t("Which pairs does the causal mask hide? Paint them.",
                        "Quelles paires le masque causal masque-t-il" + NB + "? Peignez-les.",
                        "Quais pares a máscara causal oculta? Pinte-os."),
            "explanation": t("Every pair above the diagonal: query i may not look at a key "
                             "j > i, a token not yet written.",
                             "Toutes les paires au-dessus de la diagonale" + NB + ": la requête "
                             "i ne peut pas regarder une clé j > i, un jeton pas encore écrit.",
                             "Todos os pares acima da diagonal: a consulta i não pode olhar uma "
                             "chave j > i, um token ainda não escrito."),
        },
    },
    {
        "title": t("10. The sliding window", "10. La fenêtre glissante",
                   "10. A janela deslizante"),
        "scenario": scenario("sliding-window"), "stage": "masked",
        "note": t(
            "With a window of w positions, each token sees only its neighbours: the allowed "
            "pairs form a band, and the cost grows like n·(2w + 1) instead of n².",
            "Avec une fenêtre de w positions, chaque jeton ne voit que ses voisins" + NB + ": "
            "les paires autorisées forment une bande, et le coût croît comme n·(2w + 1) au lieu "
            "de n².",
            "Com uma janela de w posições, cada token vê apenas seus vizinhos: os pares "
            "permitidos formam uma faixa, e o custo cresce como n·(2w + 1) em vez de n²."),
        "question": {
            "type": "masked_pairs",
            "prompt": t("Which pairs fall outside the window? Paint them.",
                        "Quelles paires tombent hors de la fenêtre" + NB + "? Peignez-les.",
                        "Quais pares ficam fora da janela? Pinte-os."),
            "explanation": t("Every pair more than w = 2 positions apart, |i − j| > 2: two "
                             "triangles on either side of the band.",
                             "Toutes les paires distantes de plus de w = 2 positions, "
                             "|i − j| > 2" + NB + ": deux triangles de part et d'autre de la "
                             "bande.",
                             "Todos os pares a mais de w = 2 posições de distância, |i − j| > 2: "
                             "dois triângulos dos dois lados da faixa."),
        },
    },
    {
        "title": t("11. Attention against convolution: the quadratic cost",
                   "11. Attention et convolution" + NB + ": le coût quadratique",
                   "11. Atenção e convolução: o custo quadrático"),
        "scenario": {"title": t("400 tokens: a 640 × 640 image at stride 32",
                                "400 jetons" + NB + ": une image 640 × 640 au pas de 32",
                                "400 tokens: uma imagem 640 × 640 com stride 32"),
                     "random": {"generator": "torch", "seed": 0, "tokens": 400, "dim": 16}},
        "stage": "weights", "values": False, "inspector": False,
        "note": t(
            "A convolution applies one small filter at every position: a fixed local window. "
            "Attention computes its weights from the content and can link any two positions, "
            "but every token is compared with every other. A 640 × 640 image at stride 32 is a "
            "20 × 20 grid: 400 tokens and 160,000 pairs, the map shown here. That is why a "
            "detector such as YOLO26 keeps its attention blocks (C2PSA, and a C3k2 block with "
            "attention) on the 20 × 20 stride-32 map and stays convolutional at higher "
            "resolution.",
            "Une convolution applique un même petit filtre à chaque position" + NB + ": une "
            "fenêtre locale fixe. L'attention calcule ses poids à partir du contenu et peut "
            "relier deux positions quelconques, mais chaque jeton est comparé à tous les "
            "autres. Une image 640 × 640 au pas de 32 est une grille 20 × 20" + NB + ": 400 "
            "jetons et 160" + NB + "000 paires, la carte affichée ici. C'est pourquoi un "
            "détecteur comme YOLO26 garde ses blocs d'attention (C2PSA, et un bloc C3k2 avec "
            "attention) sur la carte 20 × 20 au pas de 32 et reste convolutif aux résolutions "
            "supérieures.",
            "Uma convolução aplica um mesmo filtro pequeno em cada posição: uma janela local "
            "fixa. A atenção calcula seus pesos a partir do conteúdo e pode ligar duas posições "
            "quaisquer, mas cada token é comparado com todos os outros. Uma imagem 640 × 640 "
            "com stride 32 é uma grade 20 × 20: 400 tokens e 160.000 pares, o mapa mostrado "
            "aqui. Por isso um detector como o YOLO26 mantém seus blocos de atenção (C2PSA, e "
            "um bloco C3k2 com atenção) no mapa 20 × 20 de stride 32 e continua convolucional "
            "nas resoluções maiores."),
        "question": {
            "type": "choice",
            "prompt": t("At stride 8 the same image gives 6,400 tokens. About how many "
                        "query–key pairs?",
                        "Au pas de 8, la même image donne 6" + NB + "400 jetons. Environ "
                        "combien de paires requête-clé" + NB + "?",
                        "Com stride 8, a mesma imagem dá 6.400 tokens. Cerca de quantos pares "
                        "consulta-chave?"),
            "choices": [
                t("640,000 (16 times more)", "640" + NB + "000 (16 fois plus)",
                  "640.000 (16 vezes mais)"),
                t("About 41 million (256 times more)",
                  "Environ 41 millions (256 fois plus)",
                  "Cerca de 41 milhões (256 vezes mais)"),
                t("6,400", "6" + NB + "400", "6.400"),
            ],
            "answer": 1,
            "explanation": t("4 times the resolution per side is 16 times the tokens and "
                             "16² = 256 times the pairs: 6,400² = 40,960,000.",
                             "Une résolution 4 fois plus fine par côté donne 16 fois plus de "
                             "jetons et 16² = 256 fois plus de paires" + NB + ": 6" + NB +
                             "400² = 40" + NB + "960" + NB + "000.",
                             "Resolução 4 vezes maior por lado dá 16 vezes mais tokens e "
                             "16² = 256 vezes mais pares: 6.400² = 40.960.000."),
        },
    },
    {
        "title": t("12. Linear attention: move the brackets",
                   "12. L'attention linéaire" + NB + ": déplacer les parenthèses",
                   "12. Atenção linear: mover os parênteses"),
        "scenario": LINEAR, "stage": "implicit_weights", "values": False, "cell": [0, 1],
        "note": t(
            "One answer to the quadratic cost: replace exp by a feature map φ (here elu(x) + 1) "
            "so that a weight is φ(q<sub>i</sub>)·φ(k<sub>j</sub>) over its row's sum. Then the "
            "brackets can move: φ(Q)(φ(K)<sup>T</sup>V) sums the keys and values once into a "
            "d × d<sub>v</sub> state, and no n × n matrix is ever built. The weights still exist, "
            "implicitly: this map shows them for the lesson's 4 tokens, beside softmax's in the "
            "next stages (Ctrl+6, Ctrl+7).",
            "Une réponse au coût quadratique" + NB + ": remplacer exp par une fonction de "
            "caractéristiques φ (ici elu(x) + 1), de sorte qu'un poids soit "
            "φ(q<sub>i</sub>)·φ(k<sub>j</sub>) divisé par la somme de sa ligne. Les parenthèses "
            "peuvent alors se déplacer" + NB + ": φ(Q)(φ(K)<sup>T</sup>V) somme une fois les clés "
            "et les valeurs dans un état d × d<sub>v</sub>, et aucune matrice n × n n'est jamais "
            "construite. Les poids existent toujours, implicitement" + NB + ": cette carte les "
            "montre pour les 4 jetons de la leçon, à côté de ceux du softmax aux étapes "
            "suivantes (Ctrl+6, Ctrl+7).",
            "Uma resposta ao custo quadrático: trocar exp por um mapa de características φ (aqui "
            "elu(x) + 1), de modo que um peso seja φ(q<sub>i</sub>)·φ(k<sub>j</sub>) dividido "
            "pela soma da sua linha. Então os parênteses podem mudar de lugar: "
            "φ(Q)(φ(K)<sup>T</sup>V) soma uma vez as chaves e os valores num estado "
            "d × d<sub>v</sub>, e nenhuma matriz n × n é construída. Os pesos continuam "
            "existindo, implicitamente: este mapa os mostra para os 4 tokens da lição, ao lado "
            "dos do softmax nas etapas seguintes (Ctrl+6, Ctrl+7)."),
        "question": {
            "type": "estimate", "cell": [0, 1], "tolerance": 0.1,
            "prompt": t("Softmax gave token 0's weight on token 1 as 0.741. Estimate the implicit "
                        "weight linear attention gives the same pair (within 0.1).",
                        "Le softmax donnait 0,741 au poids du jeton 0 sur le jeton 1. Estimez le "
                        "poids implicite que l'attention linéaire donne à la même paire (à 0,1 "
                        "près).",
                        "O softmax dava 0,741 ao peso do token 0 sobre o token 1. Estime o peso "
                        "implícito que a atenção linear dá ao mesmo par (com margem de 0,1)."),
            "explanation": t("Without exp, large scores are not amplified: linear attention's "
                             "weights are much flatter than softmax's.",
                             "Sans exp, les grands scores ne sont pas amplifiés" + NB + ": les "
                             "poids de l'attention linéaire sont bien plus plats que ceux du "
                             "softmax.",
                             "Sem exp, as pontuações altas não são amplificadas: os pesos da "
                             "atenção linear são bem mais planos que os do softmax."),
        },
    },
    {
        "title": t("13. A recurrence, and a cost linear in n",
                   "13. Une récurrence, et un coût linéaire en n",
                   "13. Uma recorrência, e um custo linear em n"),
        "scenario": LINEAR_CAUSAL, "stage": "state", "frame": 2, "cell": [0, 0],
        "note": t(
            "With a causal mask the state is a running sum: S<sub>i</sub> = S<sub>i−1</sub> + "
            "φ(k<sub>i</sub>)v<sub>i</sub><sup>T</sup>, one token at a time, like a recurrent "
            "network (move the slider: here the state after token 2). Each token costs the same "
            "whatever came before, so the whole sequence costs about 4·n·d·d<sub>v</sub> flops "
            "instead of softmax's 4·n²·d: linear attention wins once n is larger than "
            "d<sub>v</sub>. The price is the flatter weights of the last step.",
            "Avec un masque causal, l'état est une somme cumulée" + NB + ": S<sub>i</sub> = "
            "S<sub>i−1</sub> + φ(k<sub>i</sub>)v<sub>i</sub><sup>T</sup>, un jeton à la fois, "
            "comme un réseau récurrent (déplacez le curseur" + NB + ": ici l'état après le jeton "
            "2). Chaque jeton coûte autant quel que soit ce qui précède, donc la séquence coûte "
            "environ 4·n·d·d<sub>v</sub> flops au lieu des 4·n²·d du softmax" + NB + ": "
            "l'attention linéaire gagne dès que n dépasse d<sub>v</sub>. Le prix, ce sont les "
            "poids plus plats de l'écran précédent.",
            "Com uma máscara causal, o estado é uma soma acumulada: S<sub>i</sub> = "
            "S<sub>i−1</sub> + φ(k<sub>i</sub>)v<sub>i</sub><sup>T</sup>, um token por vez, como "
            "uma rede recorrente (mova o controle deslizante: aqui o estado após o token 2). Cada "
            "token custa o mesmo seja o que for que veio antes, então a sequência custa cerca de "
            "4·n·d·d<sub>v</sub> flops em vez dos 4·n²·d do softmax: a atenção linear ganha "
            "quando n passa de d<sub>v</sub>. O preço são os pesos mais planos da tela "
            "anterior."),
        "question": {
            "type": "choice",
            "prompt": t("The 6,400 tokens of the stride-8 image, with d = d<sub>v</sub> = 64: "
                        "about how many times fewer flops does linear attention take?",
                        "Les 6" + NB + "400 jetons de l'image au pas de 8, avec d = "
                        "d<sub>v</sub> = 64" + NB + ": environ combien de fois moins de flops "
                        "pour l'attention linéaire" + NB + "?",
                        "Os 6.400 tokens da imagem com stride 8, com d = d<sub>v</sub> = 64: "
                        "cerca de quantas vezes menos flops a atenção linear gasta?"),
            "choices": [
                t("2 times", "2 fois", "2 vezes"),
                # (choices are plain text: radio buttons draw no markup)
                t("100 times (n / d_v)", "100 fois (n / d_v)", "100 vezes (n / d_v)"),
                t("6,400 times", "6" + NB + "400 fois", "6.400 vezes"),
            ],
            "answer": 1,
            "explanation": t("4·n²·d over 4·n·d·d<sub>v</sub> is n / d<sub>v</sub> = "
                             "6,400 / 64 = 100.",
                             "4·n²·d divisé par 4·n·d·d<sub>v</sub> donne n / d<sub>v</sub> = "
                             "6" + NB + "400 / 64 = 100.",
                             "4·n²·d dividido por 4·n·d·d<sub>v</sub> dá n / d<sub>v</sub> = "
                             "6.400 / 64 = 100."),
        },
    },
    *DECODING_STEPS,
    {
        "title": t("16. Sparse attention: a window, then global tokens",
                   "16. L'attention éparse : une fenêtre, puis des jetons globaux",
                   "16. Atenção esparsa: uma janela, depois tokens globais"),
        "scenario": SPARSE, "stage": "weights", "cell": [20, 20],
        "note": t(
            "A sliding window keeps 2w + 1 keys per query, so the cost grows like n instead of "
            "n². The price is reach: information moves w tokens per layer. Longformer adds a few "
            "<b>global</b> tokens (here token 0): a global token sees every key and every query "
            "sees it, so any two tokens are at most two layers apart, i ← g ← j. Row 0 and "
            "column 0 are full; the rest is a band. The tab <i>Sparse attention</i> (Ctrl+Shift+5) "
            "draws the pattern by part and counts the layers between any two tokens.",
            "Une fenêtre glissante garde 2w + 1 clés par requête" + NB + ": le coût croît comme "
            "n et non n². Le prix, c'est la portée" + NB + ": l'information avance de w jetons "
            "par couche. Longformer ajoute quelques jetons <b>globaux</b> (ici le jeton 0)" + NB +
            ": un jeton global voit toutes les clés et toutes les requêtes le voient, donc deux "
            "jetons sont au plus à deux couches l'un de l'autre, i ← g ← j. La ligne 0 et la "
            "colonne 0 sont pleines" + NB + "; le reste est une bande. L'onglet <i>Attention "
            "éparse</i> (Ctrl+Maj+5) dessine le motif partie par partie et compte les couches "
            "entre deux jetons.",
            "Uma janela deslizante guarda 2w + 1 chaves por consulta: o custo cresce como n, e "
            "não n². O preço é o alcance: a informação anda w tokens por camada. O Longformer "
            "acrescenta alguns tokens <b>globais</b> (aqui o token 0): um token global vê todas "
            "as chaves e todas as consultas o veem, então dois tokens ficam no máximo a duas "
            "camadas um do outro, i ← g ← j. A linha 0 e a coluna 0 estão cheias; o resto é uma "
            "faixa. A aba <i>Atenção esparsa</i> (Ctrl+Shift+5) desenha o padrão parte por parte "
            "e conta as camadas entre dois tokens."),
        "question": {
            "type": "choice",
            "prompt": t("64 tokens and a window of w = 3 alone: after how many layers can every "
                        "token have heard from every other one? And once token 0 is global?",
                        "64 jetons et une fenêtre de w = 3 seule" + NB + ": après combien de "
                        "couches chaque jeton peut-il avoir entendu tous les autres" + NB + "? "
                        "Et une fois le jeton 0 global" + NB + "?",
                        "64 tokens e só uma janela de w = 3: depois de quantas camadas cada token "
                        "pode ter ouvido todos os outros? E com o token 0 global?"),
            "choices": [
                t("1 layer, then 1", "1 couche, puis 1", "1 camada, depois 1"),
                t("21 layers, then 2", "21 couches, puis 2", "21 camadas, depois 2"),
                t("64 layers, then 32", "64 couches, puis 32", "64 camadas, depois 32"),
            ],
            "answer": 1,
            "explanation": t("Along the band information moves 3 tokens per layer: ⌈63 / 3⌉ = 21 "
                             "layers from one end to the other. Through the global token: i ← 0 "
                             "← j, two layers.",
                             "Le long de la bande, l'information avance de 3 jetons par "
                             "couche" + NB + ": ⌈63 / 3⌉ = 21 couches d'un bout à l'autre. Par "
                             "le jeton global" + NB + ": i ← 0 ← j, deux couches.",
                             "Ao longo da faixa, a informação anda 3 tokens por camada: "
                             "⌈63 / 3⌉ = 21 camadas de uma ponta à outra. Pelo token global: "
                             "i ← 0 ← j, duas camadas."),
        },
    },
    {
        "title": t("17. Random blocks, and what sparsity saves",
                   "17. Des blocs aléatoires, et ce que la parcimonie fait gagner",
                   "17. Blocos aleatórios, e o que a esparsidade economiza"),
        "scenario": BIGBIRD, "stage": "masked", "cell": [12, 12],
        "note": t(
            "BigBird adds <b>random</b> blocks to the window and the global tokens: each block of "
            "4 queries also reads one block of 4 keys drawn at random (saved in the scenario, so "
            "the pattern is the same every time). Random links are shortcuts: like in a small-"
            "world network, a few of them make long paths short. The fast engines skip every "
            "key block the pattern hides: at n = 16,384 (d = 64, w = 256, 2 global tokens) "
            "each query keeps about 513 keys, and AttnLab's cpu engine ran it 13 times faster "
            "than dense attention (attnlab-cli bench --window 256 --global 2).",
            "BigBird ajoute des blocs <b>aléatoires</b> à la fenêtre et aux jetons globaux" + NB +
            ": chaque bloc de 4 requêtes lit aussi un bloc de 4 clés tiré au hasard (enregistré "
            "dans le scénario, pour que le motif soit toujours le même). Les liens aléatoires "
            "sont des raccourcis" + NB + ": comme dans un réseau « petit monde », quelques-uns "
            "suffisent à raccourcir les longs chemins. Les moteurs rapides sautent chaque bloc "
            "de clés que le motif cache" + NB + ": à n = 16" + NB + "384 (d = 64, w = 256, "
            "2 jetons globaux), chaque requête garde environ 513 clés, et le moteur cpu "
            "d'AttnLab l'a calculé 13 fois plus vite que l'attention dense (attnlab-cli bench "
            "--window 256 --global 2).",
            "O BigBird acrescenta blocos <b>aleatórios</b> à janela e aos tokens globais: cada "
            "bloco de 4 consultas também lê um bloco de 4 chaves sorteado (salvo no cenário, "
            "para que o padrão seja sempre o mesmo). As ligações aleatórias são atalhos: como "
            "numa rede de mundo pequeno, algumas bastam para encurtar os caminhos longos. Os "
            "mecanismos de cálculo rápidos pulam cada bloco de chaves que o padrão oculta: com n = 16.384 "
            "(d = 64, w = 256, 2 tokens globais), cada consulta fica com cerca de 513 chaves, e "
            "o mecanismo de cálculo cpu do AttnLab o calculou 13 vezes mais rápido que a atenção densa "
            "(attnlab-cli bench --window 256 --global 2)."),
        "question": {
            "type": "choice",
            "prompt": t("At n = 16,384, keeping about 513 keys per query: what share of the "
                        "n² pairs does the pattern compute?",
                        "À n = 16" + NB + "384, en gardant environ 513 clés par requête" + NB +
                        ": quelle part des n² paires le motif calcule-t-il" + NB + "?",
                        "Com n = 16.384, guardando cerca de 513 chaves por consulta: que parte "
                        "dos n² pares o padrão calcula?"),
            "choices": [
                t("about half", "environ la moitié", "cerca da metade"),
                t("about 1 in 32", "environ 1 sur 32", "cerca de 1 em 32"),
                t("about 1 in 1,000", "environ 1 sur 1" + NB + "000", "cerca de 1 em 1.000"),
            ],
            "answer": 1,
            "explanation": t("513 / 16,384 ≈ 1/32. The run is 13 times faster, not 32: the "
                             "global rows are dense, and the edges of the band still need a "
                             "mask.",
                             "513 / 16" + NB + "384 ≈ 1/32. Le calcul est 13 fois plus rapide, "
                             "pas 32" + NB + ": les lignes globales sont denses, et les bords "
                             "de la bande demandent encore un masque.",
                             "513 / 16.384 ≈ 1/32. O cálculo é 13 vezes mais rápido, não 32: as "
                             "linhas globais são densas, e as bordas da faixa ainda pedem uma "
                             "máscara."),
        },
    },
    {
        "title": t("18. Attention on a picture, and a 3 × 3 convolution",
                   "18. L'attention sur une image, et une convolution 3 × 3",
                   "18. Atenção sobre uma imagem, e uma convolução 3 × 3"),
        "scenario": PICTURE, "stage": "weights", "cell": [290, 289],
        "note": t(
            "A Vision Transformer cuts the picture into patches and makes each patch a token: "
            "640 × 640 pixels at stride 32 give a grid of 20 × 20 = 400 tokens (here the picture "
            "is brought to 160 × 160 with patches of 8 × 8: the same grid). A 3 × 3 "
            "convolution would mix each patch with its 8 neighbours, with the same weights "
            "everywhere; attention computes its weights from the content and may link any two "
            "patches in one layer. Open the tab <i>Attention on an image</i> (Ctrl+Shift+6) and "
            "click a patch of the ball: the brightest patches are the ball's other red patches, "
            "several of them outside the outlined 3 × 3. The price is the square of screen 11: halve "
            "the stride and the pairs grow 16 times.",
            "Un Vision Transformer découpe l'image en patchs et fait de chaque patch un "
            "jeton" + NB + ": 640 × 640 pixels au pas 32 donnent une grille de 20 × 20 = 400 "
            "jetons (ici l'image est ramenée à 160 × 160, en patchs de 8 × 8" + NB + ": la même "
            "grille). Une convolution 3 × 3 mélangerait chaque patch avec ses 8 voisins, avec "
            "les mêmes poids partout" + NB + "; l'attention calcule ses poids à partir du "
            "contenu et peut relier deux patchs quelconques en une couche. Ouvrez l'onglet "
            "<i>L'attention sur une image</i> (Ctrl+Maj+6) et cliquez sur un patch de la "
            "balle" + NB + ": les patchs les plus clairs sont les autres patchs rouges de la "
            "balle, plusieurs hors du 3 × 3 encadré. Le prix, c'est le carré de l'écran "
            "11" + NB + ": divisez le pas par deux et les paires sont 16 fois plus "
            "nombreuses.",
            "Um Vision Transformer corta a imagem em patches e faz de cada patch um token: "
            "640 × 640 pixels com stride 32 dão uma grade de 20 × 20 = 400 tokens (aqui a imagem "
            "é reduzida a 160 × 160, em patches de 8 × 8: a mesma grade). Uma "
            "convolução 3 × 3 misturaria cada patch com os seus 8 vizinhos, com os mesmos pesos "
            "em toda parte; a atenção calcula os seus pesos a partir do conteúdo e pode ligar "
            "quaisquer dois patches em uma camada. Abra a aba <i>Atenção sobre uma imagem</i> "
            "(Ctrl+Shift+6) e clique em um patch da bola: os patches mais claros são os outros "
            "patches vermelhos da bola, vários fora do 3 × 3 destacado. O preço é o "
            "quadrado da tela 11: divida o stride por dois e os pares ficam 16 vezes mais "
            "numerosos."),
        "question": {
            "type": "choice",
            "prompt": t("On this 20 × 20 grid, how many mixing weights does one attention map "
                        "hold, and how many does a 3 × 3 convolution learn (for one pair of "
                        "channels)?",
                        "Sur cette grille de 20 × 20, combien de poids de mélange une carte "
                        "d'attention contient-elle, et combien une convolution 3 × 3 en "
                        "apprend-elle (pour une paire de canaux)" + NB + "?",
                        "Nesta grade de 20 × 20, quantos pesos de mistura um mapa de atenção "
                        "contém, e quantos uma convolução 3 × 3 aprende (para um par de "
                        "canais)?"),
            "choices": [
                t("400 and 9", "400 et 9", "400 e 9"),
                t("160,000 and 9", "160" + NB + "000 et 9", "160.000 e 9"),
                t("160,000 and 3,600", "160" + NB + "000 et 3" + NB + "600",
                  "160.000 e 3.600"),
            ],
            "answer": 1,
            "explanation": t("Attention computes one weight per pair of patches, 400² = 160,000, "
                             "anew for every picture from its content. The convolution learns 9 "
                             "numbers and slides them over all 400 positions: the same 9 "
                             "everywhere, whatever the picture shows.",
                             "L'attention calcule un poids par paire de patchs, 400² = "
                             "160" + NB + "000, à nouveau pour chaque image, à partir de son "
                             "contenu. La convolution apprend 9 nombres et les fait glisser sur "
                             "les 400 positions" + NB + ": les mêmes 9 partout, quoi que montre "
                             "l'image.",
                             "A atenção calcula um peso por par de patches, 400² = 160.000, de "
                             "novo para cada imagem, a partir do seu conteúdo. A convolução "
                             "aprende 9 números e os desliza pelas 400 posições: os mesmos 9 "
                             "em toda parte, seja o que for que a imagem mostre."),
        },
    },
    {
        "title": t("19. Channel attention: Squeeze-and-Excitation",
                   "19. L'attention par canal : Squeeze-and-Excitation",
                   "19. Atenção por canal: Squeeze-and-Excitation"),
        "scenario": SE, "stage": "gates", "cell": [0, 4],
        "note": t(
            "Attention can also weigh <b>channels</b> instead of positions. A Squeeze-and-"
            "Excitation block squeezes each channel of a feature map to its mean, passes the "
            "means through a small bottleneck (C/r units, ReLU) and back to one sigmoid gate per "
            "channel, then multiplies each channel by its gate. The gates do not sum to 1: each "
            "channel is kept or turned down on its own. It costs 2·C²/r weights per block and "
            "nothing per position, which is why it is cheap: SE blocks were the basis of the "
            "winning ILSVRC 2017 classification entry. Click a gate to see its arithmetic; "
            "change r in the attention panel to watch the parameter count.",
            "L'attention peut aussi peser des <b>canaux</b> au lieu de positions. Un bloc "
            "Squeeze-and-Excitation comprime chaque canal d'une carte de caractéristiques en sa "
            "moyenne, fait passer les moyennes par un petit goulot (C/r unités, ReLU) puis revient "
            "à une porte sigmoïde par canal, et multiplie chaque canal par sa porte. Les portes "
            "ne somment pas à 1" + NB + ": chaque canal est gardé ou atténué pour lui-même. Cela "
            "coûte 2·C²/r poids par bloc et rien par position, d'où son faible coût" + NB + ": "
            "les blocs SE ont servi de base à la meilleure soumission de classification "
            "d'ILSVRC 2017. Cliquez sur une porte pour voir son calcul" + NB + "; changez r dans "
            "le panneau d'attention pour suivre le nombre de paramètres.",
            "A atenção também pode pesar <b>canais</b> em vez de posições. Um bloco "
            "Squeeze-and-Excitation comprime cada canal de um mapa de características na sua "
            "média, passa as médias por um pequeno gargalo (C/r unidades, ReLU) e volta a uma "
            "porta sigmoide por canal, e multiplica cada canal pela sua porta. As portas não "
            "somam 1: cada canal é mantido ou atenuado por si só. Custa 2·C²/r pesos por bloco e "
            "nada por posição, por isso é barato: os blocos SE serviram de base para a solução "
            "vencedora de classificação do ILSVRC 2017. Clique em uma porta para ver a sua "
            "conta; mude r no painel de atenção para acompanhar o número de parâmetros."),
        "question": {
            "type": "choice",
            "prompt": t("SE-ResNet-50 adds an SE block with r = 16 to each of its 16 blocks "
                        "(3, 4, 6 and 3 blocks of 256, 512, 1,024 and 2,048 channels). About how "
                        "many weights does that add, 2·C²/r each?",
                        "SE-ResNet-50 ajoute un bloc SE avec r = 16 à chacun de ses 16 blocs "
                        "(3, 4, 6 et 3 blocs de 256, 512, 1" + NB + "024 et 2" + NB + "048 "
                        "canaux). Environ combien de poids cela ajoute-t-il, 2·C²/r "
                        "chacun" + NB + "?",
                        "O SE-ResNet-50 acrescenta um bloco SE com r = 16 a cada um dos seus 16 "
                        "blocos (3, 4, 6 e 3 blocos de 256, 512, 1.024 e 2.048 canais). Cerca de "
                        "quantos pesos isso acrescenta, 2·C²/r cada?"),
            "choices": [
                t("about 25,000", "environ 25" + NB + "000", "cerca de 25.000"),
                t("about 2.5 million", "environ 2,5 millions", "cerca de 2,5 milhões"),
                t("about 25 million", "environ 25 millions", "cerca de 25 milhões"),
            ],
            "answer": 1,
            "explanation": t("3·2·256²/16 + 4·2·512²/16 + 6·2·1,024²/16 + 3·2·2,048²/16 = "
                             "2,514,944, the paper's 2.5 million: about a tenth of ResNet-50's "
                             "own 25 million.",
                             "3·2·256²/16 + 4·2·512²/16 + 6·2·1" + NB + "024²/16 + 3·2·2" + NB +
                             "048²/16 = 2" + NB + "514" + NB + "944, les 2,5 millions de "
                             "l'article" + NB + ": environ un dixième des 25 millions de "
                             "ResNet-50 lui-même.",
                             "3·2·256²/16 + 4·2·512²/16 + 6·2·1.024²/16 + 3·2·2.048²/16 = "
                             "2.514.944, os 2,5 milhões do artigo: cerca de um décimo dos 25 "
                             "milhões do próprio ResNet-50."),
        },
    },
    {
        "title": t("20. Deformable attention: a few points around a reference",
                   "20. L'attention déformable : quelques points autour d'une référence",
                   "20. Atenção deformável: alguns pontos em volta de uma referência"),
        "scenario": DEFORMABLE, "stage": "output", "cell": [0, 0],
        "note": t(
            "Deformable attention (Deformable DETR) does not compare a query with every patch. "
            "Each query has a reference point, and each head reads only K points around it, at "
            "offsets learned from the query, with weights learned from the query too: no q·k "
            "at all. Here the 20 × 20 grid of the picture is the value map, with the paper's "
            "8 heads and 4 points at its initialisation: each head looks in its own direction, "
            "1 to 4 patches away, with equal weights. A point seldom falls on a patch centre, "
            "so its value is mixed from the 4 nearest patches (bilinear interpolation). Click "
            "an output number to read it term by term; open the tab <i>Deformable attention</i> "
            "(Ctrl+Shift+7), drag a query's ring and watch its 32 points follow, and click a "
            "point to see its 4 neighbours and their weights.",
            "L'attention déformable (Deformable DETR) ne compare pas une requête à chaque "
            "patch. Chaque requête a un point de référence, et chaque tête ne lit que K points "
            "autour de lui, à des décalages appris à partir de la requête, avec des poids "
            "appris eux aussi à partir de la requête" + NB + ": aucun produit q·k. Ici, la "
            "grille de 20 × 20 de l'image est la carte des valeurs, avec les 8 têtes et les "
            "4 points de l'article à leur initialisation" + NB + ": chaque tête regarde dans sa "
            "propre direction, à 1 à 4 patchs, avec des poids égaux. Un point tombe rarement "
            "au centre d'un patch" + NB + ": sa valeur est mélangée à partir des 4 patchs les "
            "plus proches (interpolation bilinéaire). Cliquez sur un nombre de la sortie pour "
            "le lire terme à terme" + NB + "; ouvrez l'onglet <i>Attention déformable</i> "
            "(Ctrl+Maj+7), faites glisser l'anneau d'une requête et regardez ses 32 points le "
            "suivre, puis cliquez sur un point pour voir ses 4 voisins et leurs poids.",
            "A atenção deformável (Deformable DETR) não compara uma consulta com cada patch. "
            "Cada consulta tem um ponto de referência, e cada cabeça lê só K pontos em volta "
            "dele, em deslocamentos aprendidos a partir da consulta, com pesos também "
            "aprendidos a partir da consulta: nenhum produto q·k. Aqui a grade de 20 × 20 da "
            "imagem é o mapa de valores, com as 8 cabeças e os 4 pontos do artigo na sua "
            "inicialização: cada cabeça olha na sua própria direção, a 1 até 4 patches, com "
            "pesos iguais. Um ponto raramente cai no centro de um patch, então o seu valor é "
            "misturado a partir dos 4 patches mais próximos (interpolação bilinear). Clique em "
            "um número da saída para lê-lo termo a termo; abra a aba <i>Atenção deformável</i> "
            "(Ctrl+Shift+7), arraste o anel de uma consulta e veja os seus 32 pontos a "
            "seguirem, depois clique em um ponto para ver os seus 4 vizinhos e os seus pesos."),
        "question": {
            "type": "choice",
            "prompt": t("On the lesson's 640 × 640 picture at stride 8, one query with 8 heads "
                        "and 4 points: how many values does it read, against how many "
                        "comparisons for full attention?",
                        "Sur l'image de 640 × 640 de la leçon au pas 8, une requête avec 8 "
                        "têtes et 4 points" + NB + ": combien de valeurs lit-elle, contre "
                        "combien de comparaisons pour l'attention complète" + NB + "?",
                        "Na imagem de 640 × 640 da lição com stride 8, uma consulta com 8 "
                        "cabeças e 4 pontos: quantos valores ela lê, contra quantas "
                        "comparações para a atenção completa?"),
            "choices": [
                t("4 against 400", "4 contre 400", "4 contra 400"),
                t("32 against 6,400", "32 contre 6" + NB + "400", "32 contra 6.400"),
                t("32 against 40,960,000", "32 contre 40" + NB + "960" + NB + "000",
                  "32 contra 40.960.000"),
            ],
            "answer": 1,
            "explanation": t("8 heads × 4 points = 32 samples, while full attention compares "
                             "the query with all 80 × 80 = 6,400 patches: 200 times fewer. For "
                             "all 6,400 queries, 204,800 samples against 40,960,000 "
                             "comparisons, and the saving grows with the picture.",
                             "8 têtes × 4 points = 32 échantillons, alors que l'attention "
                             "complète compare la requête aux 80 × 80 = 6" + NB + "400 "
                             "patchs" + NB + ": 200 fois moins. Pour les 6" + NB + "400 "
                             "requêtes, 204" + NB + "800 échantillons contre 40" + NB + "960" +
                             NB + "000 comparaisons, et le gain grandit avec l'image.",
                             "8 cabeças × 4 pontos = 32 amostras, enquanto a atenção completa "
                             "compara a consulta com todos os 80 × 80 = 6.400 patches: 200 "
                             "vezes menos. Para as 6.400 consultas, 204.800 amostras contra "
                             "40.960.000 comparações, e o ganho cresce com a imagem."),
        },
    },
]

def trained_translator_scenario(sentence, language):
    """The real Q, K and V of the shipped translator's best-aligning cross-attention head for
    one sentence, as the Trained translator tab's "Open this head step by step" gives them:
    the rows of Q are the decoding steps, named by the word each writes; those of K and V the
    English tokens."""
    sys.path.insert(0, str(root / "scripts" / "models"))
    import train_translator as tt
    torch, _, Translator, _ = tt.torch_modules()
    model, cfg, config = tt.load_export(torch, Translator,
                                        str(root / "resources" / "models" / "translator"))
    si = {w: i for i, w in enumerate(config["src_vocab"])}
    ti = {w: i for i, w in enumerate(config["tgt_vocab"])}
    eos = config["special_tokens"]["eos"]
    src = [si[w] for w in sentence.split()] + [si[eos]]
    lang = config["special_tokens"]["languages"][language]
    written = tt.greedy(torch, model, [src], [ti[lang]], ti[eos], config["max_len"])[0]
    decoder_input = [ti[lang]] + written
    _, _, _, cross = tt.manual_forward(torch, model.state_dict(), cfg, src, decoder_input)
    assert config["training"]["sentences"]["train"] == 24000  # as the note says
    align = config["training"]["alignment"]
    record = cross[align["layer"]]
    head = align["head"]

    def rows(m):
        return [[float(f"{x:.7g}") for x in row] for row in m.tolist()]

    words = [config["tgt_vocab"][i] for i in written]
    return {
        "q": rows(record["q"][head]), "k": rows(record["k"][head]), "v": rows(record["v"][head]),
        "query_tokens": words + [eos],
        "key_tokens": sentence.split() + [eos],
    }, words, align["layer"], head, record["weights"][head]


TRAINED, TRAINED_WORDS, TRAINED_LAYER, TRAINED_HEAD, TRAINED_WEIGHTS = \
    trained_translator_scenario("the black cat", "fr")
assert TRAINED_WORDS == ["le", "chat", "noir"], TRAINED_WORDS
# (the question's truth is the engine's when the lesson is played; this only keeps the lesson
# from shipping a chapter whose model does not do what its text says)
assert int(TRAINED_WEIGHTS[2].argmax()) == 1, TRAINED_WEIGHTS[2]
TRAINED.update({
    "title": t(f"The trained translator's cross-attention, layer {TRAINED_LAYER}, "
               f"head {TRAINED_HEAD}: “the black cat” → “le chat noir”",
               f"L'attention croisée du traducteur entraîné, couche {TRAINED_LAYER}, "
               f"tête {TRAINED_HEAD}" + NB + ": «" + NB + "the black cat" + NB + "» → «" + NB +
               "le chat noir" + NB + "»",
               f"A atenção cruzada do tradutor treinado, camada {TRAINED_LAYER}, "
               f"cabeça {TRAINED_HEAD}: “the black cat” → “le chat noir”"),
    "description": t(
        "The real Q, K and V of one head of the trained translator (resources/models/"
        "translator), after the head's projection (d_k = 16). The rows of Q are the decoding "
        "steps, named by the word each writes; those of K and V the English tokens.",
        "Les vrais Q, K et V d'une tête du traducteur entraîné (resources/models/translator), "
        "après la projection de la tête (d_k = 16). Les lignes de Q sont les pas de décodage, "
        "nommés par le mot que chacun écrit" + NB + "; celles de K et de V, les jetons anglais.",
        "Os Q, K e V reais de uma cabeça do tradutor treinado (resources/models/translator), "
        "depois da projeção da cabeça (d_k = 16). As linhas de Q são os passos de decodificação, "
        "com o nome da palavra que cada um escreve; as de K e V, os tokens ingleses."),
})

steps.append({
    "title": t("21. A trained model: where does “noir” look?",
               "21. Un modèle entraîné" + NB + ": où regarde «" + NB + "noir" + NB + "»" + NB +
               "?",
               "21. Um modelo treinado: para onde olha “noir”?"),
    "scenario": TRAINED, "stage": "weights", "values": False, "cell": [2, 1],
    "note": t(
        "Screen 8's words had hand-written meanings. These numbers come from a real "
        "Transformer that translates English into French and Portuguese, trained on 24,000 "
        "sentences by scripts/models/train_translator.py and shipped with AttnLab. Nobody told "
        "it which word translates which: its queries and keys are what training made of them. "
        f"This is head {TRAINED_HEAD} of its last layer (layer {TRAINED_LAYER}, counted from 0) "
        "while it writes “le chat noir”. The tab <i>Trained translator</i> shows every layer "
        "and head, for any sentence you type.",
        "Les mots de l'écran 8 avaient un sens écrit à la main. Ces nombres viennent d'un vrai "
        "Transformer qui traduit l'anglais en français et en portugais, entraîné sur "
        "24" + NB + "000 phrases par scripts/models/train_translator.py et livré avec "
        "AttnLab. Personne ne lui a dit quel mot traduit quel autre" + NB + ": ses requêtes et "
        "ses clés sont ce que l'entraînement en a fait. Voici la tête "
        f"{TRAINED_HEAD} de sa dernière couche (couche {TRAINED_LAYER}, en comptant à partir "
        "de 0) pendant qu'il écrit «" + NB + "le chat noir" + NB + "». L'onglet "
        "<i>Traducteur entraîné</i> montre chaque couche et chaque tête, pour toute phrase "
        "que vous tapez.",
        "As palavras da tela 8 tinham significados escritos à mão. Estes números vêm de um "
        "Transformer de verdade, que traduz inglês para francês e português, treinado com "
        "24.000 frases por scripts/models/train_translator.py e distribuído com o AttnLab. "
        "Ninguém lhe disse qual palavra traduz qual: suas consultas e chaves são o que o "
        f"treinamento fez delas. Esta é a cabeça {TRAINED_HEAD} da sua última camada "
        f"(camada {TRAINED_LAYER}, contando a partir de 0) enquanto ele escreve “le chat "
        "noir”. A aba <i>Tradutor treinado</i> mostra cada camada e cada cabeça, para "
        "qualquer frase que você digitar."),
    "question": {
        "type": "largest_in_row", "query": 2,
        "prompt": t("The model writes “noir” after “chat”, as French wants. Which English "
                    "word does that step look at most?",
                    "Le modèle écrit «" + NB + "noir" + NB + "» après «" + NB + "chat" + NB +
                    "», comme le veut le français. Quel mot anglais ce pas regarde-t-il le "
                    "plus" + NB + "?",
                    "O modelo escreve “noir” depois de “chat”, como o francês pede. Para qual "
                    "palavra inglesa esse passo mais olha?"),
        "explanation": t("“black”, although it stands before “cat” in English: the model "
                         "learned the alignment from the sentences alone. In Portuguese, "
                         "“preto” in “o gato preto” does the same.",
                         "«" + NB + "black" + NB + "», bien qu'il soit avant «" + NB + "cat" +
                         NB + "» en anglais" + NB + ": le modèle a appris l'alignement à partir "
                         "des seules phrases. En portugais, «" + NB + "preto" + NB + "» dans "
                         "«" + NB + "o gato preto" + NB + "» fait de même.",
                         "“black”, embora venha antes de “cat” em inglês: o modelo aprendeu o "
                         "alinhamento só a partir das frases. Em português, “preto” em “o gato "
                         "preto” faz o mesmo."),
    },
})


def trained_vit_scenario():
    """The real Q, K and V of the shipped vision transformer (resources/models/vit) on the
    lesson's picture, area-averaged to its 64 × 64 input as the picture tab does, for the head of
    the last layer whose class token looks most at the ball: what the tab's "Open This Head Step
    by Step" gives. Also the class token's weights and where they go."""
    sys.path.insert(0, str(root / "scripts" / "models"))
    import train_vit as tv
    torch, _, ViT = tv.torch_modules()
    model, config = tv.load_export(torch, ViT, str(root / "resources" / "models" / "vit"))
    cfg = {k: config[k] for k in ("d_model", "nhead", "patch_size", "layer_norm_eps",
                                  "num_layers")}
    logits, recs = tv.manual_forward(torch, model.state_dict(), cfg, tv.lesson_input(torch))
    probabilities = dict(zip(config["classes"], torch.sigmoid(logits).tolist()))
    ball = tv.lesson_ball_patches()  # 64 patches, True on the ball's
    last = recs[-1]
    layer = len(recs) - 1

    def shares(weights):
        row = weights[0].numpy()  # the class token's row: itself, then the 64 patches
        return {"itself": float(row[0]), "background": float(row[1:][~ball].sum()),
                "ball": float(row[1:][ball].sum())}, row

    per_head = [shares(w)[0]["ball"] for w in last["weights"]]
    head = max(range(len(per_head)), key=lambda h: per_head[h])
    where, row = shares(last["weights"][head])
    grid = config["image_size"] // config["patch_size"]
    tokens = ["CLS"] + [f"p({r},{c})" for r in range(grid) for c in range(grid)]

    def rows(m):
        return [[float(f"{x:.7g}") for x in r] for r in m.tolist()]

    return {
        "q": rows(last["q"][head]), "k": rows(last["k"][head]), "v": rows(last["v"][head]),
        "query_tokens": tokens, "key_tokens": tokens,
    }, {"layer": layer, "layers": len(recs), "head": head, "heads": len(per_head),
        "where": where, "row": row, "tokens": tokens, "per_head": per_head,
        "ball_patches": int(ball.sum()), "patches": grid * grid, "grid": grid,
        "image": config["image_size"], "patch": config["patch_size"],
        "d_k": config["d_model"] // config["nhead"], "probabilities": probabilities,
        "scenes": config["training"]["scenes"]["train"]}


VIT, VIT_FACTS = trained_vit_scenario()
# The choice's answer is where the class token's weights go in the model, not a guess: the
# region (itself, the sky and the grass, the ball) that receives the most. The text below says
# "the ball" and names the answer's numbers, so a model that looked elsewhere stops the lesson.
VIT_REGIONS = ["itself", "background", "ball"]
VIT_ANSWER = max(range(3), key=lambda i: VIT_FACTS["where"][VIT_REGIONS[i]])
assert VIT_REGIONS[VIT_ANSWER] == "ball" and VIT_FACTS["where"]["ball"] > 0.5, VIT_FACTS["where"]
assert VIT_FACTS["probabilities"]["ball"] > 0.5 and VIT_FACTS["probabilities"]["red"] > 0.5
assert max(VIT_FACTS["probabilities"][c] for c in ("square", "triangle", "yellow", "blue",
                                                    "purple")) < 0.5
VIT_TOP = int(VIT_FACTS["row"].argmax())
VIT_UNIFORM = VIT_FACTS["ball_patches"] / (VIT_FACTS["patches"] + 1)
# "every patch about as much" would be 1/65 each: this row is far from it
assert VIT_FACTS["row"].max() > 5 / (VIT_FACTS["patches"] + 1)
VIT_MEAN_BALL = sum(VIT_FACTS["per_head"]) / VIT_FACTS["heads"]


def pct(x, language):
    """A share in percent, rounded to a whole number, as each language writes it."""
    return f"{round(100 * x)}" + (NB + "%" if language == "fr" else "%")


def vit_text(en, fr, pt):
    """Fills {layer}, {ball}, … in the three texts with this model's numbers."""
    def fill(text, language):
        f = VIT_FACTS
        return text.format(
            layer=f["layer"] + 1, layers=f["layers"], head=f["head"], heads=f["heads"],
            ball=pct(f["where"]["ball"], language), mean=pct(VIT_MEAN_BALL, language),
            background=pct(f["where"]["background"], language),
            itself=pct(f["where"]["itself"], language),
            uniform=pct(VIT_UNIFORM, language), n_ball=f["ball_patches"],
            patches=f["patches"], tokens=f["patches"] + 1, grid=f["grid"], image=f["image"],
            patch=f["patch"], d_k=f["d_k"], top=f["tokens"][VIT_TOP],
            top_share=pct(f["row"][VIT_TOP], language),
            scenes=f"{f['scenes']:,}".replace(",", {"en": ",", "fr": NB, "pt": "."}[language]))
    return t(fill(en, "en"), fill(fr, "fr"), fill(pt, "pt"))


VIT.update({
    "title": vit_text(
        "The trained vision transformer on the lesson's picture: layer {layer} of {layers}, "
        "head {head}",
        "Le transformer de vision entraîné sur l'image de la leçon" + NB + ": couche {layer} "
        "sur {layers}, tête {head}",
        "O transformer de visão treinado sobre a imagem da lição: camada {layer} de {layers}, "
        "cabeça {head}"),
    "description": vit_text(
        "The real Q, K and V of one head of the trained ViT (resources/models/vit), on the "
        "lesson's picture area-averaged to {image} × {image}, after the head's projection "
        "(d_k = {d_k}). Token CLS is the class token; p(r,c) is the patch in row r and column c "
        "of the {grid} × {grid} grid, counted from 0 at the top left.",
        "Les vrais Q, K et V d'une tête du ViT entraîné (resources/models/vit), sur l'image de "
        "la leçon réduite par moyenne à {image} × {image}, après la projection de la tête "
        "(d_k = {d_k}). Le jeton CLS est le jeton de classe" + NB + "; p(r,c) est le patch de "
        "la ligne r et de la colonne c de la grille de {grid} × {grid}, comptées à partir de 0 "
        "en haut à gauche.",
        "Os Q, K e V reais de uma cabeça do ViT treinado (resources/models/vit), sobre a imagem "
        "da lição reduzida por média a {image} × {image}, depois da projeção da cabeça "
        "(d_k = {d_k}). O token CLS é o token de classe; p(r,c) é o patch da linha r e da "
        "coluna c da grade de {grid} × {grid}, contadas a partir de 0 no canto superior "
        "esquerdo."),
})

steps.append({
    "title": t("22. A trained vision model: where does the class token look?",
               "22. Un modèle de vision entraîné" + NB + ": où regarde le jeton de classe" + NB +
               "?",
               "22. Um modelo de visão treinado: para onde olha o token de classe?"),
    "scenario": VIT, "stage": "weights", "values": False, "cell": [0, VIT_TOP],
    "note": vit_text(
        "Screen 18 compared the picture's patches by their colours. Here a real vision "
        "transformer (ViT) reads it: trained by scripts/models/train_vit.py on {scenes} made-up "
        "scenes of sky, grass, balls, squares and triangles, and shipped with AttnLab, it says "
        "which shapes and colours a scene holds. It sees the picture at {image} × {image}, cut "
        "into {patches} patches of {patch} × {patch} pixels, plus one more token that belongs "
        "to no patch: the <b>class token</b> CLS (row 0). After its {layers} layers the answer "
        "is read from the class token alone, so whatever the model learned about the picture "
        "had to reach CLS through attention. These are the real queries, keys and values of "
        "head {head} in its last layer, on the lesson's picture. The tab <i>Attention on an "
        "image</i> (Ctrl+Shift+6), with <i>Attention of: a trained model</i>, lays this row over "
        "the picture for every layer and head, with the rollout through the layers.",
        "L'écran 18 comparait les patchs de l'image par leurs couleurs. Ici, un vrai "
        "transformer de vision (ViT) la lit" + NB + ": entraîné par scripts/models/train_vit.py "
        "sur {scenes} scènes inventées de ciel, d'herbe, de balles, de carrés et de triangles, "
        "et livré avec AttnLab, il dit quelles formes et quelles couleurs une scène contient. "
        "Il voit l'image en {image} × {image}, découpée en {patches} patchs de {patch} × "
        "{patch} pixels, plus un jeton qui n'appartient à aucun patch" + NB + ": le <b>jeton de "
        "classe</b> CLS (ligne 0). Après ses {layers} couches, la réponse est lue sur le seul "
        "jeton de classe" + NB + ": tout ce que le modèle a compris de l'image a dû rejoindre "
        "CLS par l'attention. Voici les vraies requêtes, clés et valeurs de la tête {head} de "
        "sa dernière couche, sur l'image de la leçon. L'onglet <i>L'attention sur une "
        "image</i> (Ctrl+Maj+6), avec <i>Attention de" + NB + ": un modèle entraîné</i>, pose "
        "cette ligne sur l'image pour chaque couche et chaque tête, avec le rollout à travers "
        "les couches.",
        "A tela 18 comparava os patches da imagem pelas suas cores. Aqui um transformer de "
        "visão (ViT) de verdade a lê: treinado por scripts/models/train_vit.py com {scenes} "
        "cenas inventadas de céu, grama, bolas, quadrados e triângulos, e distribuído com o "
        "AttnLab, ele diz quais formas e cores uma cena contém. Ele vê a imagem em {image} × "
        "{image}, cortada em {patches} patches de {patch} × {patch} pixels, mais um token que "
        "não pertence a nenhum patch: o <b>token de classe</b> CLS (linha 0). Depois das suas "
        "{layers} camadas, a resposta é lida só no token de classe, então tudo o que o modelo "
        "entendeu da imagem teve de chegar a CLS pela atenção. Estas são as consultas, chaves "
        "e valores reais da cabeça {head} da sua última camada, sobre a imagem da lição. A aba "
        "<i>Atenção sobre uma imagem</i> (Ctrl+Shift+6), com <i>Atenção de: um modelo "
        "treinado</i>, põe essa linha sobre a imagem para cada camada e cada cabeça, com o "
        "rollout através das camadas."),
    "question": {
        "type": "choice",
        "prompt": vit_text(
            "The model answers “ball, red” for this picture. In this head of its last layer, "
            "where do the class token's weights go?",
            "Le modèle répond «" + NB + "ball, red" + NB + "» pour cette image. Dans cette tête "
            "de sa dernière couche, où vont les poids du jeton de classe" + NB + "?",
            "O modelo responde “ball, red” para esta imagem. Nesta cabeça da sua última camada, "
            "para onde vão os pesos do token de classe?"),
        "choices": [
            t("Mostly to itself, the class token",
              "Surtout à lui-même, le jeton de classe",
              "Sobretudo para ele mesmo, o token de classe"),
            t("Mostly to the sky and the grass: they fill most of the picture",
              "Surtout au ciel et à l'herbe" + NB + ": ils remplissent presque toute l'image",
              "Sobretudo para o céu e a grama: eles preenchem quase toda a imagem"),
            t("Mostly to the ball's few patches",
              "Surtout aux quelques patchs de la balle",
              "Sobretudo para os poucos patches da bola"),
        ],
        "answer": VIT_ANSWER,
        "explanation": vit_text(
            "To the ball: {ball} of the weights go to its {n_ball} patches, {top_share} to {top} "
            "alone, although they are {n_ball} tokens of {tokens} (equal weights would give them "
            "{uniform}); the sky and the grass get {background}, the class token itself "
            "{itself}. Averaged over the {heads} heads of the layer the ball still gets {mean}. "
            "Nobody told the model where the ball is: training found that looking there is how "
            "to answer.",
            "Vers la balle" + NB + ": {ball} des poids vont à ses {n_ball} patchs, {top_share} "
            "au seul {top}, alors qu'ils ne sont que {n_ball} jetons sur {tokens} (des poids "
            "égaux leur donneraient {uniform})" + NB + "; le ciel et l'herbe en reçoivent "
            "{background}, le jeton de classe lui-même {itself}. En moyenne sur les {heads} "
            "têtes de la couche, la balle en reçoit encore {mean}. Personne n'a dit au modèle "
            "où est la balle" + NB + ": l'entraînement a trouvé que regarder là permet de "
            "répondre.",
            "Para a bola: {ball} dos pesos vão para os seus {n_ball} patches, {top_share} só "
            "para {top}, embora sejam {n_ball} tokens de {tokens} (pesos iguais lhes dariam "
            "{uniform}); o céu e a grama recebem {background}, o próprio token de classe "
            "{itself}. Na média das {heads} cabeças da camada, a bola ainda recebe {mean}. "
            "Ninguém disse ao modelo onde está a bola: o treinamento descobriu que olhar ali é o "
            "jeito de responder."),
    },
})

# Where attention began, and how it runs today (the kinds "additive" and "flash").
ADDITIVE = scenario("translation-additive-black-cat")
FLASH = scenario("flash-attention-tiles")
steps.append({
    "title": t("23. Where attention began: additive attention (2014)",
               "23. Là où l'attention est née : l'attention additive (2014)",
               "23. Onde a atenção nasceu: a atenção aditiva (2014)"),
    "scenario": ADDITIVE,
    "stage": "scores",
    "cell": [2, 1],
    "note": t(
        "Attention was born in 2014, for translation (Bahdanau, Cho and Bengio): before "
        "writing each French word, the decoder scores every English word with a small learned "
        "network, e = v<sup>T</sup> tanh(W<sub>q</sub> q + W<sub>k</sub> k), instead of a dot "
        "product. This is step 8's sentence again, “The black cat” → “Le chat noir”, with a "
        "network of 4 units fitted for the example: “noir” still finds “black” (weight 0.96). "
        "Click a score: the inspector takes it unit by unit — W<sub>q</sub> q, "
        "W<sub>k</sub> k, their sum, tanh, times v. No division by √d<sub>k</sub> here: the "
        "tanh already keeps every score between −Σ|v| and Σ|v|.",
        "L'attention est née en 2014, pour la traduction (Bahdanau, Cho et Bengio) : avant "
        "d'écrire chaque mot français, le décodeur note chaque mot anglais avec un petit "
        "réseau appris, e = v<sup>T</sup> tanh(W<sub>q</sub> q + W<sub>k</sub> k), au lieu "
        "d'un produit scalaire. On retrouve la phrase de l'étape 8, « The black cat » → « Le "
        "chat noir », avec un réseau de 4 unités ajusté pour l'exemple : « noir » trouve "
        "toujours « black » (poids 0.96). Cliquez sur un score : l'inspecteur le décompose "
        "unité par unité — W<sub>q</sub> q, W<sub>k</sub> k, leur somme, tanh, fois v. Pas de "
        "division par √d<sub>k</sub> ici : la tanh garde déjà chaque score entre −Σ|v| et "
        "Σ|v|.",
        "A atenção nasceu em 2014, para a tradução (Bahdanau, Cho e Bengio): antes de "
        "escrever cada palavra em francês, o decodificador pontua cada palavra em inglês com "
        "uma pequena rede aprendida, e = v<sup>T</sup> tanh(W<sub>q</sub> q + W<sub>k</sub> "
        "k), em vez de um produto escalar. É de novo a frase da etapa 8, “The black cat” → "
        "“Le chat noir”, com uma rede de 4 unidades ajustada para o exemplo: “noir” continua "
        "encontrando “black” (peso 0.96). Clique em uma pontuação: o inspetor a mostra unidade "
        "por unidade — W<sub>q</sub> q, W<sub>k</sub> k, a soma, tanh, vezes v. Aqui não há "
        "divisão por √d<sub>k</sub>: a tanh já mantém cada pontuação entre −Σ|v| e Σ|v|."),
    "question": {
        "type": "choice",
        "prompt": t("3 French words against 3 English words, and a network of 4 units: how "
                    "many tanh does additive attention compute for these scores?",
                    "3 mots français face à 3 mots anglais, et un réseau de 4 unités : "
                    "combien de tanh l'attention additive calcule-t-elle pour ces scores ?",
                    "3 palavras em francês contra 3 palavras em inglês, e uma rede de 4 "
                    "unidades: quantas tanh a atenção aditiva calcula para essas "
                    "pontuações?"),
        "choices": [t("3", "3", "3"), t("9", "9", "9"), t("36", "36", "36")],
        "answer": 2,
        "explanation": t("One tanh per unit and per pair: 3 × 3 pairs × 4 units = 36, where a "
                         "dot product needs none. That cost is one reason the Transformer "
                         "(2017) kept the dot product, divided by √d_k.",
                         "Une tanh par unité et par paire : 3 × 3 paires × 4 unités = 36, là "
                         "où un produit scalaire n'en demande aucune. Ce coût est l'une des "
                         "raisons pour lesquelles le Transformer (2017) a gardé le produit "
                         "scalaire, divisé par √d_k.",
                         "Uma tanh por unidade e por par: 3 × 3 pares × 4 unidades = 36, "
                         "enquanto um produto escalar não precisa de nenhuma. Esse custo é um "
                         "dos motivos pelos quais o Transformer (2017) ficou com o produto "
                         "escalar, dividido por √d_k."),
    },
})
steps.append({
    "title": t("24. The same numbers without the matrix: FlashAttention",
               "24. Les mêmes nombres sans la matrice : FlashAttention",
               "24. Os mesmos números sem a matriz: FlashAttention"),
    "scenario": FLASH,
    "stage": "rescale",
    "frame": 1,
    "cell": [0, 0],
    "note": t(
        "PyTorch's F.scaled_dot_product_attention gives the lesson's numbers without ever "
        "holding the 4 × 4 matrix of weights: FlashAttention computes them tile by tile, here "
        "2 queries against 1 key at a time. Each row keeps only a running maximum m, a "
        "running sum ℓ and an unnormalised output O. When a tile brings a larger score, what "
        "was summed so far was taken against the old maximum, so it is multiplied by "
        "r = e<sup>m_old − m_new</sup> before the new terms are added: the online softmax. "
        "After the last tile, O / ℓ is softmax's output to the last digit; token 0's maximum "
        "is its score with key 1, so that key's weight is e<sup>0</sup> / ℓ = 1 / 1.3496 = "
        "0.741, the lesson's number. Step through the tiles with the frame slider; "
        "<i>Memory account…</i> under the kind box plots what this saves at 6,400 tokens.",
        "F.scaled_dot_product_attention de PyTorch donne les nombres de la leçon sans jamais "
        "garder la matrice 4 × 4 des poids : FlashAttention les calcule tuile par tuile, ici "
        "2 requêtes face à 1 clé à la fois. Chaque ligne ne garde qu'un maximum courant m, "
        "une somme courante ℓ et une sortie non normalisée O. Quand une tuile apporte un "
        "score plus grand, ce qui a été sommé jusque-là l'a été par rapport à l'ancien "
        "maximum : on le multiplie donc par r = e<sup>m_old − m_new</sup> avant d'ajouter "
        "les nouveaux termes. C'est le softmax en ligne. Après la dernière tuile, O / ℓ est "
        "la sortie du softmax au dernier chiffre près ; le maximum du jeton 0 est son score "
        "avec la clé 1, donc le poids de cette clé vaut e<sup>0</sup> / ℓ = 1 / 1.3496 = "
        "0.741, le nombre de la leçon. Parcourez les tuiles avec le curseur ; <i>Bilan "
        "mémoire…</i> sous le type d'attention montre ce que cela économise à 6 400 jetons.",
        "O F.scaled_dot_product_attention do PyTorch dá os números da lição sem nunca "
        "guardar a matriz 4 × 4 de pesos: o FlashAttention os calcula bloco por bloco, aqui "
        "2 consultas contra 1 chave de cada vez. Cada linha guarda só um máximo corrente m, "
        "uma soma corrente ℓ e uma saída não normalizada O. Quando um bloco traz uma "
        "pontuação maior, o que foi somado até ali foi calculado em relação ao máximo "
        "antigo, então é multiplicado por r = e<sup>m_old − m_new</sup> antes de somar os "
        "novos termos: o softmax online. Depois do último bloco, O / ℓ é a saída do softmax "
        "até o último dígito; o máximo do token 0 é a sua pontuação com a chave 1, então o "
        "peso dessa chave é e<sup>0</sup> / ℓ = 1 / 1.3496 = 0.741, o número da lição. "
        "Percorra os blocos com o controle deslizante; <i>Balanço de memória…</i> abaixo do "
        "tipo de atenção mostra o que isso economiza com 6.400 tokens."),
    "question": {
        "type": "estimate", "cell": [0, 0], "tolerance": 0.05,
        "prompt": t("Before this tile, token 0's running maximum was its score with key 0, "
                    "m = −0.005. This tile brings key 1, with a score of 1.806. By what "
                    "factor are token 0's old sum ℓ and old output O multiplied? (within 0.05)",
                    "Avant cette tuile, le maximum courant du jeton 0 était son score avec "
                    "la clé 0, m = −0.005. Cette tuile apporte la clé 1, avec un score de "
                    "1.806. Par quel facteur la somme ℓ et la sortie O du jeton 0 sont-elles "
                    "multipliées ? (à 0.05 près)",
                    "Antes deste bloco, o máximo corrente do token 0 era a sua pontuação com "
                    "a chave 0, m = −0.005. Este bloco traz a chave 1, com pontuação 1,806. "
                    "Por qual fator a soma ℓ e a saída O antigas do token 0 são "
                    "multiplicadas? (com margem de 0.05)"),
        "explanation": t("r = e^(m_old − m_new) = e^(−0.005 − 1.806) ≈ 0.163: the old terms "
                         "e^(s − m_old) must become e^(s − m_new), smaller by exactly that "
                         "factor. So ℓ becomes 1 × 0.163 + 1 = 1.163.",
                         "r = e^(m_old − m_new) = e^(−0.005 − 1.806) ≈ 0.163 : les anciens "
                         "termes e^(s − m_old) doivent devenir e^(s − m_new), plus petits "
                         "exactement de ce facteur. ℓ devient donc 1 × 0.163 + 1 = 1.163.",
                         "r = e^(m_old − m_new) = e^(−0.005 − 1,806) ≈ 0.163: os termos antigos "
                         "e^(s − m_old) devem virar e^(s − m_new), menores exatamente por esse "
                         "fator. Então ℓ passa a 1 × 0.163 + 1 = 1,163."),
    },
})

# French and Portuguese typography, over every text of the lesson (the scenarios copied from
# examples/ included): the decimal comma in prose (0,741; a list of numbers then takes ";"),
# and in French the no-break space before : ; ? ! % and inside « », as the interface's
# translations have them. Frames of decoding are « pas de décodage » / "passo", never « image »
# / "quadro" (GLOSSARY.md).
DECIMAL = re.compile(r"(?<![\w.,])(-?\d+)\.(\d+)(?![\w]|\.\d)")
NUMBER_LIST = re.compile(r"\[(-?\d+\.\d+(?:, -?\d+\.\d+)+)\]")
WORDING = {
    "fr": [("Avancez image par image", "Avancez pas à pas")],
    "pt": [("Avance quadro a quadro", "Avance passo a passo")],
}


def typeset(text, language):
    if language not in ("fr", "pt"):
        return text
    for old, new in WORDING.get(language, []):
        text = text.replace(old, new)
    separator = NB + "; " if language == "fr" else "; "
    text = NUMBER_LIST.sub(lambda m: "[" + m.group(1).replace(", ", separator) + "]", text)
    # (Portuguese writes thousands with a dot: 16.384 and 204.800 stay as they are)
    text = DECIMAL.sub(lambda m: m.group(0) if language == "pt" and len(m.group(2)) == 3 and
                       m.group(1).lstrip("-") != "0" else m.group(1) + "," + m.group(2), text)
    if language == "fr":
        text = re.sub(r"(?<=\d) (?=\d{3}\b)", NB, text)  # 2 000: one number on one line
        text = re.sub(r"[ \u202f]([:;?!%»])", NB + r"\1", text)
        text = re.sub(r"«[ \u202f]", "«" + NB, text)
        text = re.sub(r"«(?=[^\s\u00a0])", "«" + NB, text)
        text = re.sub(r"(?<=[^\s\u00a0])»", NB + "»", text)
    return text


def typeset_all(node):
    if isinstance(node, dict):
        if isinstance(node.get("en"), str):
            return {k: typeset(v, k) if isinstance(v, str) else v for k, v in node.items()}
        return {k: typeset_all(v) for k, v in node.items()}
    if isinstance(node, list):
        return [typeset_all(v) for v in node]
    return node


steps = typeset_all(steps)

lesson = {
    "format": "attnlab-lesson",
    "version": 1,
    "title": t("Attention, step by step", "L'attention, étape par étape",
               "Atenção, etapa por etapa"),
    "languages": ["en", "fr", "pt"],
    "steps": steps,
}
out = examples / "lessons" / "attention-step-by-step.json"
out.write_text(json.dumps(lesson, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
print(f"wrote {out.relative_to(root)}: {len(steps)} steps")
