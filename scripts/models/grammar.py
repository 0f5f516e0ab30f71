"""The small English -> French / Brazilian Portuguese grammar of AttnLab's trained translator.

Every sentence is built as a tree first (subject, verb, object, prepositional phrase), then
written out in the three languages by the rules of each: English "a"/"an"; French elision
(l'arbre, cet arbre, mon école, près d'un arbre) and contractions (au, aux, du, des); Portuguese
contractions (no, na, do, da, ao, à, neste, deste...). Adjectives agree in gender and number;
in French and Portuguese most follow the noun, petit/grand and pequeno/grande precede it.

No third-party import here: `train_translator.py --check-vocab` runs with a bare python3.
"""

import random

# ---------------------------------------------------------------------------------------------
# Nouns: English singular and plural, category, French (sg, pl, gender), Portuguese (sg, pl,
# gender), flags. Categories: person, animal, food, object, place. Flags: "in" (a place or a
# container one is in), "on" (a surface), "under" (something one can be under), "nomy" (no
# "my": "mon homme" means "my husband"), "nosize" (petit/grand change its meaning: "petit ami").
# French words that begin with a vowel or a mute h take l', cet, mon: VOWEL_FR decides.
NOUNS = [
    # English            cat       French                   Portuguese                 flags
    ("cat", "cats", "animal", "chat", "chats", "m", "gato", "gatos", "m", ""),
    ("dog", "dogs", "animal", "chien", "chiens", "m", "cachorro", "cachorros", "m", ""),
    ("bird", "birds", "animal", "oiseau", "oiseaux", "m", "pássaro", "pássaros", "m", ""),
    ("horse", "horses", "animal", "cheval", "chevaux", "m", "cavalo", "cavalos", "m", ""),
    ("cow", "cows", "animal", "vache", "vaches", "f", "vaca", "vacas", "f", ""),
    ("mouse", "mice", "animal", "souris", "souris", "f", "rato", "ratos", "m", ""),
    ("rabbit", "rabbits", "animal", "lapin", "lapins", "m", "coelho", "coelhos", "m", ""),
    ("duck", "ducks", "animal", "canard", "canards", "m", "pato", "patos", "m", ""),
    ("goat", "goats", "animal", "chèvre", "chèvres", "f", "cabra", "cabras", "f", ""),
    ("pig", "pigs", "animal", "cochon", "cochons", "m", "porco", "porcos", "m", ""),
    ("lion", "lions", "animal", "lion", "lions", "m", "leão", "leões", "m", ""),
    ("bear", "bears", "animal", "ours", "ours", "m", "urso", "ursos", "m", ""),
    ("wolf", "wolves", "animal", "loup", "loups", "m", "lobo", "lobos", "m", ""),
    ("fox", "foxes", "animal", "renard", "renards", "m", "raposa", "raposas", "f", ""),
    ("elephant", "elephants", "animal", "éléphant", "éléphants", "m", "elefante", "elefantes", "m", ""),
    ("eagle", "eagles", "animal", "aigle", "aigles", "m", "águia", "águias", "f", ""),
    ("ant", "ants", "animal", "fourmi", "fourmis", "f", "formiga", "formigas", "f", ""),
    ("monkey", "monkeys", "animal", "singe", "singes", "m", "macaco", "macacos", "m", ""),
    ("frog", "frogs", "animal", "grenouille", "grenouilles", "f", "rã", "rãs", "f", ""),
    ("snake", "snakes", "animal", "serpent", "serpents", "m", "cobra", "cobras", "f", ""),
    ("spider", "spiders", "animal", "araignée", "araignées", "f", "aranha", "aranhas", "f", ""),
    ("turtle", "turtles", "animal", "tortue", "tortues", "f", "tartaruga", "tartarugas", "f", ""),
    ("child", "children", "person", "enfant", "enfants", "m", "criança", "crianças", "f", ""),
    ("boy", "boys", "person", "garçon", "garçons", "m", "menino", "meninos", "m", "nomy"),
    ("girl", "girls", "person", "fille", "filles", "f", "menina", "meninas", "f", "nomy"),
    ("man", "men", "person", "homme", "hommes", "m", "homem", "homens", "m", "nomy nosize"),
    ("woman", "women", "person", "femme", "femmes", "f", "mulher", "mulheres", "f", "nomy nosize"),
    ("doctor", "doctors", "person", "médecin", "médecins", "m", "médico", "médicos", "m", "nosize"),
    ("baker", "bakers", "person", "boulanger", "boulangers", "m", "padeiro", "padeiros", "m", "nomy nosize"),
    ("farmer", "farmers", "person", "fermier", "fermiers", "m", "fazendeiro", "fazendeiros", "m", "nomy nosize"),
    ("king", "kings", "person", "roi", "rois", "m", "rei", "reis", "m", "nomy nosize"),
    ("queen", "queens", "person", "reine", "reines", "f", "rainha", "rainhas", "f", "nomy nosize"),
    ("friend", "friends", "person", "ami", "amis", "m", "amigo", "amigos", "m", "nosize"),
    ("apple", "apples", "food", "pomme", "pommes", "f", "maçã", "maçãs", "f", ""),
    ("bread", "breads", "food", "pain", "pains", "m", "pão", "pães", "m", "nopl"),
    ("cake", "cakes", "food", "gâteau", "gâteaux", "m", "bolo", "bolos", "m", ""),
    ("egg", "eggs", "food", "œuf", "œufs", "m", "ovo", "ovos", "m", ""),
    ("book", "books", "object", "livre", "livres", "m", "livro", "livros", "m", ""),
    ("table", "tables", "object", "table", "tables", "f", "mesa", "mesas", "f", "on under"),
    ("chair", "chairs", "object", "chaise", "chaises", "f", "cadeira", "cadeiras", "f", "on under"),
    ("car", "cars", "object", "voiture", "voitures", "f", "carro", "carros", "m", "in under"),
    ("ball", "balls", "object", "ballon", "ballons", "m", "bola", "bolas", "f", ""),
    ("box", "boxes", "object", "boîte", "boîtes", "f", "caixa", "caixas", "f", "in on"),
    ("cup", "cups", "object", "tasse", "tasses", "f", "xícara", "xícaras", "f", ""),
    ("key", "keys", "object", "clé", "clés", "f", "chave", "chaves", "f", ""),
    ("door", "doors", "object", "porte", "portes", "f", "porta", "portas", "f", ""),
    ("window", "windows", "object", "fenêtre", "fenêtres", "f", "janela", "janelas", "f", ""),
    ("bag", "bags", "object", "sac", "sacs", "m", "bolsa", "bolsas", "f", "in"),
    ("hat", "hats", "object", "chapeau", "chapeaux", "m", "chapéu", "chapéus", "m", ""),
    ("shoe", "shoes", "object", "chaussure", "chaussures", "f", "sapato", "sapatos", "m", ""),
    ("letter", "letters", "object", "lettre", "lettres", "f", "carta", "cartas", "f", ""),
    ("bottle", "bottles", "object", "bouteille", "bouteilles", "f", "garrafa", "garrafas", "f", ""),
    ("flower", "flowers", "object", "fleur", "fleurs", "f", "flor", "flores", "f", ""),
    ("tree", "trees", "object", "arbre", "arbres", "m", "árvore", "árvores", "f", "under"),
    ("stone", "stones", "object", "pierre", "pierres", "f", "pedra", "pedras", "f", "on"),
    ("boat", "boats", "object", "bateau", "bateaux", "m", "barco", "barcos", "m", "in"),
    ("bicycle", "bicycles", "object", "vélo", "vélos", "m", "bicicleta", "bicicletas", "f", ""),
    ("clock", "clocks", "object", "horloge", "horloges", "f", "relógio", "relógios", "m", ""),
    ("umbrella", "umbrellas", "object", "parapluie", "parapluies", "m", "guarda-chuva", "guarda-chuvas", "m", "under"),
    ("glass", "glasses", "object", "verre", "verres", "m", "copo", "copos", "m", ""),
    ("plate", "plates", "object", "assiette", "assiettes", "f", "prato", "pratos", "m", ""),
    ("knife", "knives", "object", "couteau", "couteaux", "m", "faca", "facas", "f", ""),
    ("bed", "beds", "object", "lit", "lits", "m", "cama", "camas", "f", "on under"),
    ("garden", "gardens", "place", "jardin", "jardins", "m", "jardim", "jardins", "m", "in"),
    ("house", "houses", "place", "maison", "maisons", "f", "casa", "casas", "f", "in noto"),
    ("park", "parks", "place", "parc", "parcs", "m", "parque", "parques", "m", "in"),
    ("forest", "forests", "place", "forêt", "forêts", "f", "floresta", "florestas", "f", "in"),
    ("kitchen", "kitchens", "place", "cuisine", "cuisines", "f", "cozinha", "cozinhas", "f", "in"),
    ("school", "schools", "place", "école", "écoles", "f", "escola", "escolas", "f", "in"),
    ("street", "streets", "place", "rue", "rues", "f", "rua", "ruas", "f", "in"),
    ("field", "fields", "place", "champ", "champs", "m", "campo", "campos", "m", "in"),
    ("village", "villages", "place", "village", "villages", "m", "vilarejo", "vilarejos", "m", "in"),
    ("city", "cities", "place", "ville", "villes", "f", "cidade", "cidades", "f", "in"),
    ("lake", "lakes", "place", "lac", "lacs", "m", "lago", "lagos", "m", "in"),
    ("river", "rivers", "place", "rivière", "rivières", "f", "rio", "rios", "m", "in"),
]

# French words before which le/la become l', ce becomes cet, ma becomes mon, de becomes d'.
# (Vowels and mute h: l'homme, l'horloge. No word here starts with an aspirated h.)
def vowel_fr(word):
    return word[0] in "aeiouéèêàâîïôœh"


# Adjectives: English, categories of nouns it may describe, French (m sg, f sg, m pl, f pl),
# Portuguese (m sg, f sg, m pl, f pl), "before" when French and Portuguese put it before the noun.
ALL = {"person", "animal", "food", "object", "place"}
LIVING = {"person", "animal"}
THINGS = {"animal", "food", "object"}
ADJECTIVES = [
    ("black", THINGS, "noir noire noirs noires", "preto preta pretos pretas"),
    ("white", THINGS, "blanc blanche blancs blanches", "branco branca brancos brancas"),
    ("red", THINGS, "rouge rouge rouges rouges", "vermelho vermelha vermelhos vermelhas"),
    ("blue", THINGS, "bleu bleue bleus bleues", "azul azul azuis azuis"),
    ("green", THINGS, "vert verte verts vertes", "verde verde verdes verdes"),
    ("yellow", THINGS, "jaune jaune jaunes jaunes", "amarelo amarela amarelos amarelas"),
    ("golden", {"object"}, "doré dorée dorés dorées", "dourado dourada dourados douradas"),
    ("small", {"animal", "food", "object", "place", "child"}, "petit petite petits petites",
     "pequeno pequena pequenos pequenas"),
    ("big", {"animal", "food", "object", "place", "child"}, "grand grande grands grandes",
     "grande grande grandes grandes"),
    ("happy", LIVING, "heureux heureuse heureux heureuses", "feliz feliz felizes felizes"),
    ("sad", LIVING, "triste triste tristes tristes", "triste triste tristes tristes"),
    ("tired", LIVING, "fatigué fatiguée fatigués fatiguées", "cansado cansada cansados cansadas"),
    ("hungry", LIVING, "affamé affamée affamés affamées", "faminto faminta famintos famintas"),
    ("calm", LIVING, "calme calme calmes calmes", "calmo calma calmos calmas"),
    ("curious", LIVING, "curieux curieuse curieux curieuses",
     "curioso curiosa curiosos curiosas"),
    ("lazy", LIVING, "paresseux paresseuse paresseux paresseuses",
     "preguiçoso preguiçosa preguiçosos preguiçosas"),
    ("brave", LIVING, "courageux courageuse courageux courageuses",
     "corajoso corajosa corajosos corajosas"),
    ("funny", LIVING, "drôle drôle drôles drôles", "engraçado engraçada engraçados engraçadas"),
    ("smart", LIVING, "intelligent intelligente intelligents intelligentes",
     "inteligente inteligente inteligentes inteligentes"),
    ("sick", LIVING, "malade malade malades malades", "doente doente doentes doentes"),
    ("strong", LIVING, "fort forte forts fortes", "forte forte fortes fortes"),
    ("fast", LIVING, "rapide rapide rapides rapides", "rápido rápida rápidos rápidas"),
    ("slow", LIVING, "lent lente lents lentes", "lento lenta lentos lentas"),
    ("rich", {"person"}, "riche riche riches riches", "rico rica ricos ricas"),
    ("kind", LIVING, "gentil gentille gentils gentilles", "gentil gentil gentis gentis"),
    ("wild", {"animal"}, "sauvage sauvage sauvages sauvages",
     "selvagem selvagem selvagens selvagens"),
    ("famous", {"person", "animal", "place"}, "célèbre célèbre célèbres célèbres",
     "famoso famosa famosos famosas"),
    ("strange", ALL, "étrange étrange étranges étranges",
     "estranho estranha estranhos estranhas"),
    ("noisy", {"person", "animal", "place"}, "bruyant bruyante bruyants bruyantes",
     "barulhento barulhenta barulhentos barulhentas"),
    ("quiet", {"person", "animal", "place"}, "silencieux silencieuse silencieux silencieuses",
     "silencioso silenciosa silenciosos silenciosas"),
    ("clean", {"person", "animal", "object", "place"}, "propre propre propres propres",
     "limpo limpa limpos limpas"),
    ("dirty", {"person", "animal", "object", "place"}, "sale sale sales sales",
     "sujo suja sujos sujas"),
    ("heavy", THINGS, "lourd lourde lourds lourdes", "pesado pesada pesados pesadas"),
    ("round", {"food", "object"}, "rond ronde ronds rondes",
     "redondo redonda redondos redondas"),
    ("square", {"object"}, "carré carrée carrés carrées",
     "quadrado quadrada quadrados quadradas"),
    ("hot", {"food", "object"}, "chaud chaude chauds chaudes", "quente quente quentes quentes"),
    ("cold", {"food", "object", "place"}, "froid froide froids froides", "frio fria frios frias"),
    ("wet", {"person", "animal", "food", "object"}, "mouillé mouillée mouillés mouillées",
     "molhado molhada molhados molhadas"),
    ("dry", {"food", "object", "place"}, "sec sèche secs sèches", "seco seca secos secas"),
    ("empty", {"object", "place"}, "vide vide vides vides", "vazio vazia vazios vazias"),
    ("full", {"object"}, "plein pleine pleins pleines", "cheio cheia cheios cheias"),
    ("broken", {"object"}, "cassé cassée cassés cassées", "quebrado quebrada quebrados quebradas"),
    ("modern", {"object", "place"}, "moderne moderne modernes modernes",
     "moderno moderna modernos modernas"),
    ("dark", {"object", "place"}, "sombre sombre sombres sombres",
     "escuro escura escuros escuras"),
]
BEFORE = {"small", "big"}

# Verbs: English (3rd singular, plural), French (sg, pl), Portuguese (sg, pl), kind, subjects,
# objects. Kinds: "intr" (may take a prepositional phrase), "tr" (an object), "like" (an object;
# Portuguese "gostar de" contracts: gosta do gato), "to" (a destination: au parc, ao parque).
PERSON = {"person"}
OBJS = {"object"}
VERBS = [
    ("sleeps", "sleep", "dort", "dorment", "dorme", "dormem", "intr", LIVING, None),
    ("runs", "run", "court", "courent", "corre", "correm", "intr", LIVING, None),
    ("walks", "walk", "marche", "marchent", "caminha", "caminham", "intr", LIVING, None),
    ("sings", "sing", "chante", "chantent", "canta", "cantam", "intr", LIVING, None),
    ("jumps", "jump", "saute", "sautent", "pula", "pulam", "intr", LIVING, None),
    ("plays", "play", "joue", "jouent", "brinca", "brincam", "intr", LIVING, None),
    ("swims", "swim", "nage", "nagent", "nada", "nadam", "intr", LIVING, None),
    ("waits", "wait", "attend", "attendent", "espera", "esperam", "intr", LIVING, None),
    ("laughs", "laugh", "rit", "rient", "ri", "riem", "intr", PERSON, None),
    ("dances", "dance", "danse", "dansent", "dança", "dançam", "intr", PERSON, None),
    ("cries", "cry", "pleure", "pleurent", "chora", "choram", "intr", PERSON, None),
    ("works", "work", "travaille", "travaillent", "trabalha", "trabalham", "intr", PERSON, None),
    ("eats", "eat", "mange", "mangent", "come", "comem", "tr", LIVING, {"food"}),
    ("sees", "see", "voit", "voient", "vê", "veem", "tr", LIVING, ALL),
    ("has", "have", "a", "ont", "tem", "têm", "tr", LIVING, THINGS),
    ("wants", "want", "veut", "veulent", "quer", "querem", "tr", LIVING, {"food", "object"}),
    ("likes", "like", "aime", "aiment", "gosta", "gostam", "like", LIVING, ALL),
    ("holds", "hold", "tient", "tiennent", "segura", "seguram", "tr", PERSON, {"food", "object"}),
    ("carries", "carry", "porte", "portent", "carrega", "carregam", "tr", LIVING, THINGS),
    ("pushes", "push", "pousse", "poussent", "empurra", "empurram", "tr", LIVING, OBJS),
    ("finds", "find", "trouve", "trouvent", "encontra", "encontram", "tr", LIVING, THINGS),
    ("reads", "read", "lit", "lisent", "lê", "leem", "tr", PERSON, {"book", "letter"}),
    ("opens", "open", "ouvre", "ouvrent", "abre", "abrem", "tr", PERSON,
     {"door", "window", "box", "book", "bag", "bottle", "letter"}),
    ("watches", "watch", "regarde", "regardent", "observa", "observam", "tr", LIVING, ALL),
    ("follows", "follow", "suit", "suivent", "segue", "seguem", "tr", LIVING, LIVING),
    ("buys", "buy", "achète", "achètent", "compra", "compram", "tr", PERSON, {"food", "object"}),
    ("draws", "draw", "dessine", "dessinent", "desenha", "desenham", "tr", PERSON, ALL),
    ("cleans", "clean", "nettoie", "nettoient", "limpa", "limpam", "tr", PERSON,
     {"object", "place"}),
    ("breaks", "break", "casse", "cassent", "quebra", "quebram", "tr", LIVING,
     {"cup", "glass", "plate", "window", "clock", "egg", "bottle", "chair", "umbrella"}),
    ("loses", "lose", "perd", "perdent", "perde", "perdem", "tr", PERSON, OBJS),
    ("goes", "go", "va", "vont", "vai", "vão", "to", LIVING, None),
    ("comes", "come", "vient", "viennent", "vem", "vêm", "to", LIVING, None),
]

# Prepositions of place: English, French, Portuguese base, which nouns they take.
PREPS = [
    ("in", "dans", "em", lambda n: "in" in n["flags"]),
    ("on", "sur", "sobre", lambda n: "on" in n["flags"]),
    ("under", "sous", "debaixo de", lambda n: "under" in n["flags"]),
    ("near", "près de", "perto de", lambda n: n["cat"] in ("object", "place", "animal")),
    ("with", "avec", "com", lambda n: n["cat"] in ("person", "animal", "object")),
]

DETERMINERS = ["the", "a", "this", "my"]


def _nouns():
    out = []
    for en, enpl, cat, fr, frpl, frg, pt, ptpl, ptg, flags in NOUNS:
        out.append(dict(en=en, enpl=enpl, cat=cat, fr=fr, frpl=frpl, frg=frg, pt=pt, ptpl=ptpl,
                        ptg=ptg, flags=set(flags.split())))
    return out


def _adjectives():
    out = []
    for en, cats, fr, pt in ADJECTIVES:
        out.append(dict(en=en, cats=cats, fr=fr.split(), pt=pt.split(), before=en in BEFORE))
    return out


NOUN_LIST = _nouns()
ADJ_LIST = _adjectives()
NOUN_BY_EN = {n["en"]: n for n in NOUN_LIST}


def adj_fits(adj, noun):
    if noun["cat"] in adj["cats"] or noun["en"] in adj["cats"]:
        return not (adj["before"] and "nosize" in noun["flags"])
    return False


def all_pairs():
    """Every (noun, adjective) combination the grammar may write, by English word."""
    return [(n["en"], a["en"]) for n in NOUN_LIST for a in ADJ_LIST if adj_fits(a, n)]


# ---------------------------------------------------------------------------------------------
# Noun phrases. A noun phrase is dict(noun, plural, det, adjs): adjs lists at most one "before"
# adjective (small, big) and at most one after it, in English order (size first).

def _form_index(gender, plural):
    return (2 if plural else 0) + (1 if gender == "f" else 0)


def english_np(np_):
    n = np_["noun"]
    words = [a["en"] for a in np_["adjs"]] + [n["enpl"] if np_["plural"] else n["en"]]
    det = np_["det"]
    if det == "a":
        det = "an" if words[0][0] in "aeiou" else "a"
    elif det == "this" and np_["plural"]:
        det = "these"
    return [det] + words, 1  # index of the first adjective (if any) in the tokens


def _romance_np(np_, lang):
    """(determiner kind, gender, plural, words after the determiner, adjective positions)."""
    n = np_["noun"]
    plural = np_["plural"]
    gender = n["frg"] if lang == "fr" else n["ptg"]
    noun = (n["frpl"] if plural else n["fr"]) if lang == "fr" else (n["ptpl"] if plural else n["pt"])
    fi = _form_index(gender, plural)
    before = [a for a in np_["adjs"] if a["before"]]
    after = [a for a in np_["adjs"] if not a["before"]]
    words, adjpos = [], {}
    for a in before:
        adjpos[a["en"]] = len(words)
        words.append(a[lang][fi])
    words.append(noun)
    for a in after:
        adjpos[a["en"]] = len(words)
        words.append(a[lang][fi])
    return gender, plural, words, adjpos


def french_np(np_, prep=None):
    """French tokens of the noun phrase after the preposition prep (None, "à", "de", other),
    with contractions and elision: au, aux, du, des, l', cet, mon, d'un."""
    gender, plural, words, adjpos = _romance_np(np_, "fr")
    v = vowel_fr(words[0])
    det = np_["det"]
    if det == "the":
        art = ["les"] if plural else (["l'"] if v else (["le"] if gender == "m" else ["la"]))
    elif det == "a":
        art = ["un"] if gender == "m" else ["une"]
    elif det == "this":
        art = ["ces"] if plural else (["cet"] if gender == "m" and v else
                                      (["ce"] if gender == "m" else ["cette"]))
    else:  # my
        art = ["mes"] if plural else (["mon"] if gender == "m" or v else ["ma"])
    if prep == "à" and art in (["le"], ["les"]):
        pre = ["au"] if art == ["le"] else ["aux"]
        art = []
    elif prep == "de" and art in (["le"], ["les"]):
        pre = ["du"] if art == ["le"] else ["des"]
        art = []
    elif prep == "de" and art in (["un"], ["une"]):
        pre = ["d'"]
    elif prep is None:
        pre = []
    else:
        pre = prep.split()
        if pre[-1] == "de" and art in (["un"], ["une"]):
            pre[-1] = "d'"
        elif pre[-1] == "de" and art in (["le"], ["les"]):
            pre[-1] = "du" if art == ["le"] else "des"
            art = []
    toks = pre + art + words
    off = len(pre) + len(art)
    return toks, {k: v + off for k, v in adjpos.items()}


_PT_ART = {("the", "m", False): "o", ("the", "f", False): "a", ("the", "m", True): "os",
           ("the", "f", True): "as", ("a", "m", False): "um", ("a", "f", False): "uma",
           ("this", "m", False): "este", ("this", "f", False): "esta",
           ("this", "m", True): "estes", ("this", "f", True): "estas"}
_PT_MY = {("m", False): "meu", ("f", False): "minha", ("m", True): "meus", ("f", True): "minhas"}
_PT_CONTRACT = {("em", "o"): "no", ("em", "a"): "na", ("em", "os"): "nos", ("em", "as"): "nas",
                ("de", "o"): "do", ("de", "a"): "da", ("de", "os"): "dos", ("de", "as"): "das",
                ("a", "o"): "ao", ("a", "a"): "à", ("a", "os"): "aos", ("a", "as"): "às",
                ("em", "este"): "neste", ("em", "esta"): "nesta", ("em", "estes"): "nestes",
                ("em", "estas"): "nestas", ("de", "este"): "deste", ("de", "esta"): "desta",
                ("de", "estes"): "destes", ("de", "estas"): "destas"}


def portuguese_np(np_, prep=None):
    """Portuguese tokens after prep (None, "em", "de", "a", "debaixo de", "perto de", "com",
    "sobre"), with contractions: no, na, do, da, ao, à, neste, deste; "o meu", "no meu"."""
    gender, plural, words, adjpos = _romance_np(np_, "pt")
    det = np_["det"]
    if det == "my":
        art = [_PT_ART[("the", gender, plural)], _PT_MY[(gender, plural)]]
    else:
        art = [_PT_ART[(det, gender, plural)]]
    pre = prep.split() if prep else []
    if pre and (pre[-1], art[0]) in _PT_CONTRACT:
        art = [_PT_CONTRACT[(pre[-1], art[0])]] + art[1:]
        pre = pre[:-1]
    toks = pre + art + words
    off = len(pre) + len(art)
    return toks, {k: v + off for k, v in adjpos.items()}


# ---------------------------------------------------------------------------------------------
# Sentences.

class Sentence:
    """One generated sentence in the three languages, with where each adjective is."""

    def __init__(self):
        self.en, self.fr, self.pt = [], [], []
        self.pairs = []  # (noun en, adj en, index in en, index in fr, index in pt)

    def add(self, en_np, fr_np, pt_np, np_):
        (e, ea), (f, fa), (p, pa) = en_np, fr_np, pt_np
        for i, a in enumerate(np_["adjs"]):
            self.pairs.append((np_["noun"]["en"], a["en"], len(self.en) + ea + i,
                               len(self.fr) + fa[a["en"]], len(self.pt) + pa[a["en"]]))
        self.en += e
        self.fr += f
        self.pt += p

    def words(self, en, fr, pt):
        self.en += en.split()
        self.fr += fr.split()
        self.pt += pt.split()


# The share of sentences that are a noun phrase without a verb.
NOUN_PHRASE_SHARE = 0.12


def random_np(rng, noun, plural=None):
    if plural is None:
        plural = rng.random() < 0.35 and "nopl" not in noun["flags"]
    dets = ["the", "the", "this", "my"] + ([] if plural else ["a"])
    if "nomy" in noun["flags"]:
        dets = [d for d in dets if d != "my"]
    det = rng.choice(dets)
    fits = [a for a in ADJ_LIST if adj_fits(a, noun)]
    adjs = []
    r = rng.random()
    if r < 0.75:
        a = rng.choice(fits)
        adjs = [a]
        if r < 0.15:
            others = [b for b in fits if b["before"] != a["before"]]
            if others:
                b = rng.choice(others)
                adjs = [a, b] if a["before"] else [b, a]
    return dict(noun=noun, plural=plural, det=det, adjs=adjs)


def random_sentence(rng):
    nouns = NOUN_LIST
    while True:
        if rng.random() < NOUN_PHRASE_SHARE:
            # A noun phrase alone, as the lesson's "the black cat" -> « le chat noir »: a
            # determiner, the noun, its adjectives and maybe a place, at least three words.
            snp = random_np(rng, rng.choice(nouns))
            s = Sentence()
            s.add(english_np(snp), french_np(snp), portuguese_np(snp), snp)
            if rng.random() < 0.3:
                en_p, fr_p, pt_p, fits = rng.choice(PREPS)
                cands = [n for n in nouns if fits(n) and n is not snp["noun"]]
                pnp = random_np(rng, rng.choice(cands))
                e, ea = english_np(pnp)
                s.add((en_p.split() + e, ea + len(en_p.split())), french_np(pnp, fr_p),
                      portuguese_np(pnp, pt_p), pnp)
            if 3 <= len(s.en) <= 12:
                return s
            continue
        verb = rng.choice(VERBS)
        en3, enp, fr3, frp, pt3, ptp, kind, subj_cats, obj_cats = verb
        subj = rng.choice([n for n in nouns if n["cat"] in subj_cats])
        snp = random_np(rng, subj)
        s = Sentence()
        s.add(english_np(snp), french_np(snp), portuguese_np(snp), snp)
        pl = snp["plural"]
        s.words(enp if pl else en3, frp if pl else fr3, ptp if pl else pt3)
        if kind in ("tr", "like"):
            objs = [n for n in nouns if n["cat"] in obj_cats or n["en"] in obj_cats]
            objs = [n for n in objs if n is not subj]
            onp = random_np(rng, rng.choice(objs))
            s.add(english_np(onp), french_np(onp),
                  portuguese_np(onp, "de" if kind == "like" else None), onp)
        if kind == "to":
            places = [n for n in nouns if n["cat"] == "place" and "noto" not in n["flags"]]
            pnp = random_np(rng, rng.choice(places))
            e, ea = english_np(pnp)
            s.add((["to"] + e, ea + 1), french_np(pnp, "à"), portuguese_np(pnp, "a"), pnp)
        elif rng.random() < 0.5:
            en_p, fr_p, pt_p, fits = rng.choice(PREPS)
            cands = [n for n in nouns if fits(n) and n is not subj]
            pnp = random_np(rng, rng.choice(cands))
            e, ea = english_np(pnp)
            s.add((en_p.split() + e, ea + len(en_p.split())), french_np(pnp, fr_p),
                  portuguese_np(pnp, pt_p), pnp)
        if 3 <= len(s.en) <= 12:
            return s


def detokenize(tokens):
    """Joins target tokens into text: a token ending in an apostrophe sticks to the next."""
    out = ""
    for t in tokens:
        if out and not out.endswith("'"):
            out += " "
        out += t
    return out


def vocabularies():
    """The source and target words the grammar can write, sorted (without special tokens)."""
    src, tgt = set(DETERMINERS) | {"an", "these", "to"}, set()
    for n in NOUN_LIST:
        src |= {n["en"], n["enpl"]}
        tgt |= {n["fr"], n["frpl"], n["pt"], n["ptpl"]}
    for a in ADJ_LIST:
        src.add(a["en"])
        tgt |= set(a["fr"]) | set(a["pt"])
    for v in VERBS:
        src |= {v[0], v[1]}
        tgt |= {v[2], v[3], v[4], v[5]}
    for p in PREPS:
        src |= set(p[0].split())
        tgt |= set(p[1].split()) | set(p[2].split())
    tgt |= {"le", "la", "l'", "les", "un", "une", "ce", "cet", "cette", "ces", "mon", "ma",
            "mes", "au", "aux", "du", "des", "d'", "à", "de"}
    tgt |= set(_PT_ART.values()) | set(_PT_MY.values()) | set(_PT_CONTRACT.values())
    tgt |= {"a", "em", "de"}
    return sorted(src), sorted(tgt)
