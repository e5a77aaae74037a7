# Les phrases du coach dans la leçon de Sheng Ji (src/lesson/shengji.rs) : une par étape, dans l’ordre.
lesson-sj-intro = Deux équipes : vous et Nord contre Est et Ouest. L’équipe du donneur est celle des déclarants ; l’autre, les attaquants, ramasse des points : chaque 5 vaut 5, chaque 10 et chaque K 10. Avec 80 points ou plus, les attaquants remportent la donne et prennent la main.
lesson-sj-bid = Les cartes se piochent une à une. Le niveau est 2, donc chaque 2 est un atout. Montrez un 2 pour faire de sa couleur l’atout et devenir le donneur : quand votre ♠2 arrive, appuyez sur « Annoncer ♠2 ».
lesson-sj-dealer = Personne n’a surenchéri : pique est atout, avec tous les 2 et les jokers, et vous êtes le donneur. Vous avez pris les 8 cartes du talon. Pour abréger la leçon, chacun joue avec 10 cartes : vous en avez 18 jusqu’à ce que vous en écartiez 8.
lesson-sj-bury = Enterrez 8 cartes face cachée : les huit que vous venez de prendre, basses et sans points. Si les attaquants gagnent la dernière levée, les points enterrés comptent double pour eux.
lesson-sj-pair = Le donneur entame la première levée. Entamez votre paire de ♥A : les autres doivent fournir à cœur, avec une paire s’ils en ont une.
lesson-sj-tractor = Deux paires qui se suivent dans une même couleur forment un tracteur. Entamez ♣J-J-Q-Q : les autres doivent fournir à trèfle, avec des paires quand ils le peuvent.
lesson-sj-points = Entamez votre ♦5. Regardez les points : Est ajoute un 10 et Ouest gagne avec l’As, donc les attaquants prennent 15.
lesson-sj-ruff = Ouest entame le ♦K. Vous n’avez plus de carreau, vous pouvez donc jouer un atout, qui bat toute carte d’une couleur simple. Coupez avec votre ♠4.
lesson-sj-trump = Entamez votre ♠2 : le 2 de la couleur d’atout n’est battu que par les jokers. Les autres doivent fournir de l’atout.
lesson-sj-last = La dernière levée : si les attaquants la gagnaient, les points du talon compteraient pour eux. Entamez votre ♠A et remportez-la.
lesson-sj-score = Les attaquants ont pris 15 points, loin des 80 : votre équipe tient la donne et monte de 2 niveaux (3 s’ils n’ont aucun point, 1 de 40 à 75). La première équipe promue au-delà de l’As gagne la partie.
