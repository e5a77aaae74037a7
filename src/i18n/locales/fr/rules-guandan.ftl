# Comment jouer au Guan Dan, et une ligne d’aide pour chaque réglage de la partie.

gd-rules-aim-h = Le but
gd-rules-aim =
    Le Guan Dan (掼蛋) se joue à 4 joueurs en 2 équipes ; les partenaires sont assis face à face. On utilise deux jeux avec leurs 4 jokers, soit 108 cartes.
    À chaque donne, essayez de vous débarrasser de toutes vos cartes le premier, et aidez votre partenaire à en faire autant. Mieux votre équipe finit, plus elle monte de niveaux. Les deux équipes partent du niveau 2 ; pour gagner la partie, il faut atteindre le niveau As puis y gagner une donne.

gd-rules-deal-h = Distribution et première entame
gd-rules-deal =
    Chaque joueur reçoit 27 cartes. La distribution et le jeu tournent dans le sens inverse des aiguilles d’une montre : le joueur suivant est celui de droite.
    À la première donne, une carte du jeu prise au hasard est retournée face visible ; celui qui la reçoit entame la première levée. À partir de la deuxième donne, la première entame dépend du tribut (voir Tribut).

gd-rules-order-h = Ordre des cartes
gd-rules-order =
    Ordre naturel, du plus fort au plus faible : grand joker (大王, rouge), petit joker (小王, noir), A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2.
    Les cartes du rang joué sont les cartes du niveau (级牌). Pour les cartes seules, paires, brelans, fulls et bombes d’un même rang, elles se placent juste sous le petit joker, au-dessus de l’As : c’est l’ordre de niveau. Au niveau 8 : grand joker, petit joker, 8, A, K, Q, J, 10, 9, 7, 6, 5, 4, 3, 2.
    Les suites, tubes, plaques et quintes flush suivent l’ordre naturel, avec les cartes du niveau à leur place habituelle et l’As en haut ou en bas. Les couleurs ne comptent pas, sauf dans les quintes flush et pour les deux cartes du niveau à cœur, qui sont des jokers de niveau.

gd-rules-play-h = Le jeu
gd-rules-play =
    Celui qui entame joue n’importe quelle combinaison, ou une bombe. Ensuite, chacun à son tour la bat avec une combinaison plus forte du même type et de la même taille, ou avec n’importe quelle bombe, ou passe. Sur une bombe, seule une bombe plus forte peut être jouée ; un coup égal ne bat jamais.
    Passer n’empêche pas de jouer plus tard dans la même levée, mais celui qui entame ne peut pas passer. Quand les trois autres passent à la suite, la levée est finie et le dernier à avoir joué entame la suivante. Un joueur déjà sorti est sauté.
    接风 (le partenaire reprend la main) : si le dernier à avoir joué n’a plus de cartes, son partenaire entame la levée suivante.
    Un joueur qui a 10 cartes ou moins doit dire combien il lui en reste : la table affiche son nombre de cartes.

gd-rules-combos-h = Combinaisons
gd-rules-combos =
    Il y a sept combinaisons ordinaires, plus les bombes. Une combinaison n’est battue que par une plus forte du même type, ou par une bombe.

gd-rules-single-t = Carte seule (单张)
gd-rules-single = N’importe quelle carte, classée dans l’ordre de niveau, par exemple K♠.
gd-rules-pair-t = Paire (对子)
gd-rules-pair = Deux cartes de même rang, par exemple 8♥8♣. Deux petits jokers ou deux grands jokers forment une paire ; un petit et un grand, non.
gd-rules-triple-t = Brelan (三张)
gd-rules-triple = Trois cartes de même rang, par exemple 5♠5♦5♣. Les jokers ne forment pas de brelan.
gd-rules-full-house-t = Full (三带二)
gd-rules-full-house = Un brelan avec une paire, par exemple 9♠9♥9♣+4♦4♠, classé par le brelan seul : 8-8-8-K-K ne bat pas 8-8-8-5-5. La paire peut être une paire de jokers.
gd-rules-straight-t = Suite (顺子)
gd-rules-straight = Exactement cinq cartes de rangs consécutifs, pas toutes de la même couleur, par exemple 5♣6♦7♥8♠9♣, classée par sa plus haute carte. L’As est haut (10-J-Q-K-A, la plus forte) ou bas (A-2-3-4-5, la plus faible), mais une suite ne fait pas le tour : K-A-2-3-4 n’en est pas une. Pas de jokers.
gd-rules-tube-t = Tube (三连对)
gd-rules-tube = Trois paires de rangs consécutifs, par exemple 7♠7♥8♦8♣9♠9♦, classé par sa plus haute paire. Le plus faible est A-A-2-2-3-3, le plus fort Q-Q-K-K-A-A ; K-K-A-A-2-2 n’est pas un tube.
gd-rules-plate-t = Plaque (钢板)
gd-rules-plate = Deux brelans de rangs consécutifs, par exemple J♠J♥J♦Q♣Q♠Q♥, classée par son plus haut brelan dans l’ordre naturel. La plus faible est A-A-A-2-2-2, la plus forte K-K-K-A-A-A.
gd-rules-bomb-t = Bombe (炸弹)
gd-rules-bomb = Quatre cartes ou plus de même rang, par exemple 6♠6♥6♦6♣. Une bombe bat toute combinaison ordinaire ; plus de cartes battent moins de cartes, et à taille égale l’ordre de niveau décide.
gd-rules-straight-flush-t = Quinte flush (同花顺)
gd-rules-straight-flush = Cinq cartes consécutives d’une même couleur, par exemple 8♥9♥10♥J♥Q♥ : une bombe qui bat toute bombe de 5 cartes et perd contre toute bombe de 6. Classée par sa plus haute carte, de A-2-3-4-5 à 10-J-Q-K-A.
gd-rules-four-jokers-t = Quatre jokers (天王炸)
gd-rules-four-jokers = Les deux grands et les deux petits jokers ensemble : la plus forte bombe, elle bat tout.

gd-rules-bombs-h = Bombes
gd-rules-bombs =
    De la plus faible à la plus forte : 4 cartes de même rang, 5 de même rang, quinte flush (同花顺), 6, 7, 8, 9 et 10 de même rang, quatre jokers (天王炸).
    Une bombe (炸弹) bat toute combinaison ordinaire, et n’est battue que par une bombe plus forte : d’un type supérieur, ou du même type et d’un rang plus haut.
    Les bombes de cartes de même rang se classent, à taille égale, dans l’ordre de niveau, si bien que les bombes de cartes du niveau sont les plus fortes : au niveau 4, A-A-A-A perd contre 4-4-4-4, qui perd contre 2-2-2-2-2. Les quintes flush se classent par leur plus haute carte dans l’ordre naturel, quel que soit le niveau ; deux quintes flush égales ne se battent pas.
    Les jokers de niveau (逢人配) peuvent servir dans toute bombe sauf les quatre jokers ; les bombes de 9 et 10 cartes n’existent qu’avec eux.

gd-rules-wilds-h = Jokers de niveau (逢人配)
gd-rules-wilds =
    Les deux cartes du niveau à cœur sont des jokers de niveau : au niveau 2, les deux 2♥. Un joker de niveau peut remplacer n’importe quelle carte sauf un grand ou un petit joker, dans toute combinaison ou bombe sauf les quatre jokers, et les deux peuvent remplacer des cartes différentes.
    Par exemple, au niveau 2, 3♠4♦2♥6♣7♠ est une suite où le 2♥ remplace le 5.
    Joué seul, ou en paire avec l’autre, un joker de niveau compte comme une carte du niveau ordinaire : il lui est égal, aucun ne bat l’autre. Il forme une paire avec n’importe quelle carte sauf un grand ou un petit joker.
    Si vos cartes peuvent se lire de plusieurs façons, vous choisissez laquelle jouer ; le jeu vous le demande. Un joker de niveau n’est jamais payé en tribut.

gd-rules-finish-h = Ordre de sortie et promotion
gd-rules-finish =
    Le premier joueur à se débarrasser de toutes ses cartes est 1er (头游), puis viennent le 2e (二游), le 3e (三游) et le dernier (末游). La donne finit dès que les deux joueurs d’une équipe sont sortis, et l’équipe du 1er la gagne.
    Les gagnants montent de 4 niveaux si le partenaire du 1er est 2e (une fin 1-2, qui termine la donne aussitôt), de 2 niveaux pour une fin 1-3 et d’un niveau pour une fin 1-4.
    Les gagnants deviennent, ou restent, les déclarants : la donne suivante se joue à leur niveau. Des adversaires qui gagnent montent aussitôt du nombre entier de niveaux : si des déclarants au niveau 5 perdent 1-4 contre des adversaires au niveau 3, ceux-ci déclarent au niveau 4.

gd-rules-tribute-h = Tribut (进贡)
gd-rules-tribute =
    À partir de la deuxième donne, après la distribution et avant le jeu, les perdants paient le tribut : chaque payeur donne sa plus haute carte dans l’ordre de niveau, sauf une carte du niveau à cœur (joker de niveau). Les grands et petits jokers et les autres cartes du niveau doivent être payés ; entre cartes égales, le payeur choisit.
    Après une fin 1-3 ou 1-4, le dernier (末游) paie le 1er (头游), même s’ils sont partenaires. Après une fin 1-2, les deux perdants paient (double tribut) : le 1er prend la plus haute carte et le 2e l’autre ; si elles sont égales, le 1er choisit.
    Chaque receveur rend (还贡) une carte de son choix à celui qui l’a payé : n’importe laquelle sauf une carte identique au tribut. Pas de tribut (抗贡) : si le payeur a les deux grands jokers, ou si les deux payeurs les ont à eux deux, ils les montrent et personne ne paie.
    Celui qui a payé le plus haut tribut, ou le seul tribut, entame la première levée ; si les deux tributs sont égaux, les payeurs choisissent qui entame. Sans tribut, le 1er de la donne précédente entame.

gd-rules-levels-h = Niveaux et gain de la partie
gd-rules-levels =
    Chaque équipe a son propre niveau, de 2 à As. Chaque donne se joue au niveau des déclarants (la première au niveau 2), et aucune équipe ne monte au-delà de l’As.
    Des déclarants à l’As qui gagnent 1-2 ou 1-3 gagnent la partie ; une victoire 1-4 les laisse à l’As pour un nouvel essai. Des adversaires qui gagnent une donne en étant à l’As ne gagnent pas la partie : ils deviennent les déclarants à l’As.
    Une équipe qui a été déclarante trois fois à l’As sans gagner la partie revient au niveau 2 après le troisième échec.
    Règle des As : si des déclarants à l’As perdent, et que le dernier coup de l’adversaire sorti le premier ne comptait que des As (As seul, paire, brelan ou bombe d’As), les déclarants reviennent au niveau 2.

gd-help-preset = Pagat : les règles de pagat.com. Chine : les règles officielles de compétition chinoises. Tout changement les rend personnalisées.
gd-help-max-bomb = 10 permet toutes les bombes ; 8 retire celles de 9 et 10 cartes ; 6 retire toutes celles de 7 cartes ou plus.
gd-help-wild-natural = Si coché, au niveau 4, 4♥4♥5♣5♦6♠6♣ n’est que 4-4-5-5-6-6, jamais 5-5-6-6-7-7 ni 5-5-5-6-6-6.
gd-help-ace-low = Si décoché, l’As n’est que haut : ni A-2-3-4-5, ni A-A-2-2-3-3, ni A-A-A-2-2-2, ni quinte flush A-2-3-4-5.
gd-help-announce = Un joueur qui a ce nombre de cartes ou moins doit dire combien il lui en reste ; la table l’affiche.
gd-help-counts = Affiche à tout moment le nombre de cartes de chaque joueur, pas seulement quand il doit l’annoncer.
gd-help-promotion = Pagat : 4, Chine : 3. Une fin 1-3 donne toujours 2 niveaux, une fin 1-4 un niveau.
gd-help-a-win = Si coché, des déclarants à l’As qui gagnent 1-3 restent à l’As au lieu de gagner la partie. Décoché en Pagat et en Chine.
gd-help-a-fail = Compte chaque donne jouée comme déclarants à l’As sans gagner la partie, 1-4 compris. Pagat : 3, Chine : sans limite.
gd-help-aces = S’applique à un As seul, une paire, un brelan ou une bombe d’As joué en dernier par le 1er. Oui en Pagat, non en Chine.
gd-help-equal-tribute = Après une fin 1-2 avec deux tributs de même rang. Pagat : le 1er choisit ; Chine : le suivant du 1er paie le 1er.
gd-help-equal-lead = D’habitude, celui qui a payé le plus haut tribut entame. Pagat : les payeurs choisissent ; Chine : le suivant du 1er.
gd-help-return-max = La carte rendue doit être de ce rang ou moins et pas du niveau ; sinon, votre plus petite carte. Chine : 10.
gd-help-start = Les deux équipes partent de ce niveau, et la première donne s’y joue.
gd-help-target = La promotion s’arrête à ce niveau, et toutes les règles de l’As s’y appliquent. D’habitude As.
