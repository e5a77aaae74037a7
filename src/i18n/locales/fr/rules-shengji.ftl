## Comment jouer au Sheng Ji : les sections de la page des règles, puis une ligne d’aide par réglage.
## Chaque ligne d’un texte s’affiche comme un paragraphe.

sj-rules-aim-h = Le jeu et son but
sj-rules-aim =
    Le Sheng Ji (升级, « monter de niveau »), aussi appelé Tracteur (拖拉机) ou 80 points (八十分), est un jeu de levées pour quatre joueurs en deux équipes fixes, les partenaires assis face à face. Il se joue avec deux jeux de 54 cartes : 108 cartes, dont quatre jokers. On pioche et on joue dans le sens inverse des aiguilles d’une montre.
    À chaque donne, une équipe est celle des déclarants : le donneur (庄家) et son partenaire. Ils défendent, tandis que l’autre équipe, les attaquants (闲家), cherche à ramasser des cartes à points dans les levées. Seuls les points des attaquants décident du résultat de la donne.
    Chaque équipe a un niveau, de 2 jusqu’à l’As ; les deux commencent à 2. Une bonne donne fait monter votre équipe, qu’elle tienne la donne comme déclarants ou qu’elle prenne la main comme attaquants. La première équipe promue au-delà de l’As gagne la partie.
    Les réglages proposent d’autres variantes : un jeu (12 cartes chacun, un talon de 6 et aucune paire), trois ou quatre jeux (des mains plus grandes, avec des brelans de cartes identiques, qui peuvent aussi former des tracteurs) et Zhao Pengyou (找朋友), de 5 à 12 joueurs aux équipes changeantes, expliqué à la fin de cette page.

sj-rules-deal-h = Pioche et annonces
sj-rules-deal =
    Les cartes mélangées sont piochées une à une, dans le sens inverse des aiguilles d’une montre, jusqu’à ce que chacun en ait 25 ; les 8 dernières forment le talon (底牌). À la première donne, un joueur tiré au hasard pioche le premier ; ensuite, c’est le donneur.
    Le rang d’atout est le niveau des déclarants : 2 à la première donne. Pendant la pioche, et jusqu’à ce que tout le monde ait passé après la dernière carte, chacun peut annoncer (亮主) en montrant une carte du rang d’atout (级牌) : sa couleur devient la couleur d’atout. Un autre joueur peut surenchérir (反主) avec une paire de cartes identiques du rang d’atout ; une paire de jokers identiques annonce sans atout, les petits jokers battant toute paire du rang d’atout et les grands battant les petits. Un joker seul n’est pas une annonce. Chaque nouvelle annonce doit être plus forte : plus de cartes ou, à nombre égal, des jokers plutôt qu’une couleur et des grands plutôt que des petits. Vous pouvez renforcer votre propre carte seule en une paire de la même carte, que seule une paire de jokers peut alors battre ; vous ne pouvez jamais changer votre annonce, ni renforcer celle de votre partenaire.
    À la première donne, le joueur dont l’annonce tient devient le donneur ; si personne n’annonce, on mélange et on pioche de nouveau. Aux donnes suivantes, si personne n’annonce, le donneur retourne par défaut les cartes du talon une à une : la première carte du rang d’atout fixe la couleur d’atout ; s’il n’en sort aucune, la couleur de la plus forte carte retournée est l’atout (les réglages proposent d’autres façons).
    Si les réglages permettent la maldonne, une fois que le donneur a pris le talon, un joueur dont la main n’a aucun atout, ou aucune carte à points, peut la montrer pour que l’on mélange et pioche de nouveau.

sj-rules-trumps-h = Les atouts
sj-rules-trumps =
    Tous les atouts (主牌) forment une seule couleur. Du plus fort au plus faible : les grands jokers, les petits jokers, les cartes du rang d’atout (级牌) de la couleur d’atout, celles des trois autres couleurs, égales entre elles, puis le reste de la couleur d’atout, de l’As au 2.
    Par exemple, au niveau 2 avec cœur atout : grand joker, petit joker, 2♥, puis 2♠, 2♣ et 2♦ (égaux), puis A♥, K♥ et les autres cœurs jusqu’au 3♥.
    Les trois autres couleurs sont des couleurs simples (副牌), chacune rangée A, K, Q… jusqu’au 2, sans sa carte du rang d’atout ; les deux rangs qui l’entourent deviennent voisins, si bien qu’au niveau 7 le 8 et le 6 se suivent.
    Dans une donne sans atout, seuls les jokers et les cartes du rang d’atout, égales dans les quatre couleurs, sont des atouts, et les quatre couleurs sont simples. Deux cartes identiques, une de chaque jeu, sont aussi égales : la première jouée l’emporte.

sj-rules-kitty-h = Le talon
sj-rules-kitty =
    Une fois les annonces terminées, le donneur ajoute à sa main les 8 cartes du talon (底牌) et enterre (扣底) à leur place 8 cartes de son choix, face cachée, cartes à points comprises. Le talon enterré reste caché jusqu’à la fin de la donne.
    Si les déclarants gagnent la dernière levée, les points du talon ne comptent pour personne. Si les attaquants la gagnent (抠底), les points du talon sont multipliés et ajoutés aux leurs. Par défaut, le multiplicateur dépend de l’entame de la dernière levée : ×2 pour une carte seule, ×4 pour une paire, ×8 pour un tracteur de deux paires, ×16 pour un tracteur de trois, et il double à chaque paire de plus ; pour un lancer, c’est sa plus grande unité qui compte.

sj-rules-play-h = Les levées
sj-rules-play =
    Le donneur entame la première levée, et le gagnant de chaque levée entame la suivante. Une entame est une carte seule, une paire, un tracteur ou un lancer, toujours dans une seule couleur : tout en atout, ou tout dans une même couleur simple. Ensuite chaque joueur, à son tour, joue le même nombre de cartes.
    Fournir : si vous avez au moins autant de cartes de la couleur demandée qu’il y en a dans l’entame (tous les atouts comptent comme une couleur), jouez uniquement des cartes de cette couleur ; si vous en avez moins, jouez-les toutes et complétez avec d’autres. Dans la couleur, reproduisez autant que possible la structure de l’entame : une paire sur une paire, un tracteur de même longueur sur un tracteur, sinon autant de paires que possible, puis des cartes seules.
    S’il ne vous reste aucune carte de la couleur demandée, jouez ce que vous voulez : des atouts pour couper, ou des cartes d’autres couleurs. Vous n’êtes jamais obligé de couper.
    Seul un jeu ayant exactement la structure de l’entame, tout dans la couleur demandée ou tout en atout, peut gagner la levée. Le plus fort de ces jeux l’emporte, l’atout bat la couleur demandée et, entre jeux égaux, le premier gagne. Ainsi deux cartes seules ne battent jamais une paire : sur une entame de 9♦9♦ avec trèfle atout, J♦Q♦ et J♣Q♣ perdent toutes les deux, mais 5♣5♣ gagne.

sj-rules-combos-h = Combinaisons
sj-rules-combos = Toute entame se compose d’unités d’une même couleur : une carte seule, une paire, un tracteur, ou plusieurs ensemble dans un lancer.

sj-rules-single-t = Carte seule (单张)
sj-rules-single = N’importe quelle carte, comme A♠ : au niveau 2 avec cœur atout, seul un atout joué par quelqu’un qui n’a plus de pique peut la battre.

sj-rules-pair-t = Paire (对子)
sj-rules-pair = Deux cartes identiques, même rang et même couleur, comme 9♦9♦, ou deux jokers identiques (deux grands ou deux petits). 7♠7♥ n’est pas une paire, même si les deux sont des atouts, pas plus qu’un grand joker avec un petit.

sj-rules-tractor-t = Tracteur (拖拉机)
sj-rules-tractor = Deux paires ou plus de rangs consécutifs dans une même couleur, comme 7♣7♣8♣8♣. Les rangs suivent l’ordre de la donne : au niveau 7, 8♠8♠6♠6♠ est un tracteur ; au niveau 2 avec cœur atout, A♥A♥2♠2♠2♥2♥ aussi, mais pas 2♠2♠2♦2♦ (rangs égaux).

sj-rules-throw-t = Lancer (甩牌)
sj-rules-throw = Plusieurs unités d’une même couleur entamées ensemble, comme A♠A♠K♠ (une paire et une carte seule). Le lancer ne tient que si aucun autre joueur n’a, dans cette couleur, une carte plus forte que l’une de ses cartes seules, une paire plus forte que l’une de ses paires, ou un tracteur plus fort et au moins aussi long que l’un de ses tracteurs. Sinon le lancer échoue : seule sa plus petite unité qui peut être battue est jouée, les autres cartes reviennent dans la main, et chacun voit pourquoi. Un lancer qui tient ne peut être battu que par des atouts de même structure, comparés par défaut par leur plus grande unité ; dans les réglages, un lancer raté peut aussi coûter 10 points au camp du lanceur.

sj-rules-points-h = Les points
sj-rules-points =
    Seuls trois rangs rapportent des points : chaque 5 vaut 5 points, chaque 10 et chaque roi 10 points, par exemple 5♠, 10♥ et K♦. Cela fait 100 points par jeu, 200 avec deux jeux.
    Les points vont à qui gagne la levée où ils se trouvent, mais seuls ceux des attaquants comptent : les levées des déclarants servent seulement à en priver les attaquants.

sj-rules-scoring-h = Le décompte d’une donne
sj-rules-scoring =
    À la fin de la donne, les attaquants additionnent les points qu’ils ont ramassés, plus le talon multiplié s’ils ont gagné la dernière levée, en tenant compte des éventuelles pénalités de lancers ratés. Ce total décide seul du résultat.
    Avec deux jeux : en dessous de 80, les déclarants tiennent la donne et montent de 1 niveau, de 2 niveaux en dessous de 40, et de 3 niveaux si les attaquants n’ont marqué aucun point. À partir de 80, les attaquants prennent la main et deviennent les déclarants ; à partir de 120, ils montent en plus de 1 niveau, et d’un de plus par tranche de 40 points supplémentaires. Avec un autre nombre de jeux, chaque tranche fait 20 points par jeu. Le tableau ci-dessous donne les tranches pour les règles choisies dans les réglages.

sj-rules-levels-h = Niveaux et donne suivante
sj-rules-levels =
    Si les déclarants tiennent, le partenaire du donneur devient le donneur de la donne suivante, jouée au nouveau niveau des déclarants. Si les attaquants prennent la main, le joueur qui suit le donneur, l’un des attaquants, devient le donneur, et le rang d’atout devient le niveau des attaquants.
    Avec les règles classiques, une équipe promue au-delà de l’As gagne la partie, qu’elle ait tenu la donne ou pris la main.
    Les réglages peuvent durcir la fin. Si l’As doit être défendu, les niveaux s’arrêtent à l’As, et une équipe ne gagne la partie qu’en tenant la donne comme déclarants à l’As. Les niveaux à défendre (5, 10 et roi) arrêtent toute promotion : une équipe qui en atteint un ne peut pas monter plus haut avant d’avoir tenu la donne comme déclarants à ce niveau.

sj-rules-friends-h = Zhao Pengyou (找朋友) : appeler ses amis
sj-rules-friends =
    Zhao Pengyou (找朋友) se joue de 5 à 12 joueurs avec deux à quatre jeux ; la taille des mains et du talon dépend du nombre de joueurs. Chaque joueur a son propre niveau, et le rang d’atout est celui du donneur. Il n’y a pas d’équipes fixes : le donneur (庄家) commence seul.
    Après avoir enterré le talon, le donneur appelle des cartes amies, par exemple « le premier A♥ » : celui qui joue le premier A♥ de la donne rejoint aussitôt le camp du donneur, et ses points cessent de compter pour les attaquants. Les exemplaires sont comptés dans l’ordre où ils sont joués, y compris ceux du donneur, si bien que celui-ci peut se retrouver avec moins d’amis, voire seul. Tant que les cartes appelées ne sont pas sorties, personne ne connaît les équipes.
    Le donneur appelle autant d’amis que la moitié du nombre de joueurs, arrondie à l’inférieur, moins un, et au moins un : un à 5 joueurs, deux à 6 ou 7, jusqu’à cinq à 12. Tous ceux qui ne sont pas dans le camp du donneur sont des attaquants, et les tranches de points dépendent du nombre de jeux, comme plus haut.
    Si le camp du donneur tient, tous ses joueurs montent, et le suivant d’entre eux après le donneur devient donneur. Si les attaquants prennent la main, ils montent tous ensemble, et l’attaquant qui suit le donneur devient donneur.

sj-help-variant = Joueurs et jeux : le classique se joue à 4 avec 2 jeux ; Zhao Pengyou de 5 à 12, aux équipes changeantes.
sj-help-start = Tous les joueurs commencent la partie à ce niveau, qui est aussi le rang d’atout de la première donne.
sj-help-defend-a = Les niveaux s’arrêtent à l’As : on ne gagne la partie qu’en tenant la donne comme déclarants à l’As.
sj-help-defend = Une promotion s’arrête à ces niveaux ; il faut y tenir la donne comme déclarants pour monter plus haut.
sj-help-bid-jokers = Les jokers montrés avec des cartes du rang d’atout comptent dans l’annonce : 9♥9♥ et un joker annoncent cœur avec 3 cartes.
sj-help-no-bid = À partir de la 2e donne, comment fixer l’atout si personne n’annonce : par le talon, ou en redistribuant.
sj-help-misdeal = Possible une fois que le donneur a pris le talon, avant d’enterrer ; on mélange alors et on pioche de nouveau.
sj-help-penalty = Ajoutés aux points des attaquants si le lancer d’un déclarant échoue, retirés si c’est celui d’un attaquant.
sj-help-throw = Un jeu de la forme du lancer bat le gagnant si sa plus grande unité est plus forte, ou seulement si chaque unité l’est.
sj-help-kitty = Quand les attaquants gagnent la dernière levée, les points du talon sont multipliés par ce nombre et ajoutés aux leurs.
