# Les phrases du coach dans la leçon de Guan Dan (src/lesson/guandan.rs) : une par étape, dans l’ordre.
lesson-gd-intro = Deux équipes : vous (Sud) et votre partenaire Nord contre Est et Ouest. Soyez le premier à sortir, c’est-à-dire à jouer toutes vos cartes. Les cartes de cette leçon sont fixées : le coach vous dit quoi jouer, et « Conseil » le sélectionne.
lesson-gd-level = Cette donne se joue au niveau 2 : les 2 se placent au-dessus des As et sous les jokers, et le ♥2 est le joker de niveau : il remplace n’importe quelle carte sauf un grand ou petit joker.
lesson-gd-pair = Ouest entame une paire de 6. Battez-la avec une combinaison plus haute du même type : sélectionnez vos deux 10 et appuyez sur « Jouer » (ils battent les 6 et gardent entiers vos J et Q pour une plaque).
lesson-gd-single = Tout le monde a passé : la levée est à vous et vous entamez, avec la combinaison de votre choix. Entamez un 3 en carte seule : les petites cartes se jouent mieux quand vous avez la main, et vos deux autres 3 feront un tube.
lesson-gd-pass = L’As d’Ouest bat votre 3. Seuls votre joker ♥2 ou une bombe pourraient le battre, et ils vous serviront davantage plus tard. Passez : vous pourrez encore jouer si c’est de nouveau à vous.
lesson-gd-bomb = Ouest entame un full : trois 2, la carte du niveau, avec une paire de 8. Seule une bombe le bat : quatre cartes de même rang forment une bombe, et une bombe bat toute combinaison ordinaire. Posez la bombe de vos quatre K : la main vous revient, et le reste de votre jeu sort en quatre coups.
lesson-gd-triple = Jouez un brelan : vos trois As.
lesson-gd-tube = Personne n’a battu la bombe : à vous d’entamer. Trois paires qui se suivent forment un tube : entamez 3-3-4-4-5-5, vos plus petites cartes d’abord.
lesson-gd-plate = Deux brelans qui se suivent forment une plaque : entamez J-J-J-Q-Q-Q.
lesson-gd-straight = Cinq cartes qui se suivent forment une suite. Votre ♥2 remplace le 10 manquant : jouez 6-7-8-9-♥2 et sortez.
lesson-gd-out = Vous êtes sorti le premier ! La donne se termine quand les deux joueurs d’une équipe sont sortis : en fin 1-2, votre équipe monterait de 3 niveaux ; en 1-3, de 2 ; en 1-4, de 1.
lesson-gd-tribute = La donne suivante. Vous êtes sorti 1er et Ouest dernier : avant le jeu, Ouest vous paie le tribut, sa plus haute carte hormis le joker de niveau. (Avec les deux grands jokers, Ouest ne paierait pas.) Votre équipe est maintenant au niveau 4.
lesson-gd-return = Rendez maintenant une carte à Ouest : n’importe laquelle de 10 ou moins qui ne soit pas une carte du niveau. Choisissez-en une et appuyez sur « Rendre ».
lesson-gd-end = Ouest, qui a payé le tribut, entame la nouvelle donne. Vous connaissez les coups : cartes seules, paires, brelans, fulls, suites, tubes, plaques, bombes, le joker de niveau et le tribut.
