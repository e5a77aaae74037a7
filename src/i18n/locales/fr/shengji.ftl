sj-dealer-mark = donneur
sj-friend-mark = ami
sj-level-badge = Niv. { $level }
sj-role-level = niveau { $level }
sj-drawing = Distribution…
sj-last-bids = Dernière chance d’annoncer : annoncez ou passez.
sj-decline = Passer
sj-deal-at-once = Distribuer d’un coup
sj-call-title = Appelez vos amis
sj-call-button = Appeler
sj-copy = Exemplaire
sj-card = Carte
sj-last-trick = Dernière levée
sj-no-trick-yet = Aucune levée n’est encore terminée.
sj-next-round = Donne suivante
sj-band-points = Points des attaquants
sj-band-result = Résultat
sj-variant = Variante
sj-start-level = Niveau de départ
sj-must-defend-a = L’As doit être défendu en déclarant pour gagner
sj-bid-jokers = Les jokers peuvent accompagner les cartes du rang d’atout dans les annonces de 3 cartes ou plus
sj-no-bid = Quand personne n’annonce (après la 1re donne)
sj-no-bid-flip = Retourner les cartes du talon
sj-no-bid-first = Couleur de la première carte du talon
sj-no-bid-redeal = Redistribuer
sj-misdeal = Une main sans atout ou sans points peut être montrée pour redistribuer
sj-penalty = Points pour un lancer raté
sj-throw-beat = Un lancer est battu par
sj-throw-largest = une plus grande unité supérieure
sj-throw-every = des unités supérieures, chacune
sj-kitty-mult = Multiplicateur du talon
sj-kitty-power = ×2, ×4, ×8… (selon l’unité de la dernière entame)
sj-kitty-linear = 2 × cartes de l’unité de la dernière entame
sj-kitty-double = Toujours ×2
sj-misdeal-button = Maldonne
sj-defend-levels = Niveaux à défendre avant de les passer
sj-defend-none = Aucun
sj-defend-5-10-k = 5, 10 et R
sj-role-friend = l’ami du donneur
sj-role-unknown = camp encore inconnu
sj-role-with-dealer = avec le donneur
sj-role-defending = en attaque
sj-role-partner = votre partenaire
sj-role-opponent = adversaire
sj-classic = Classique
sj-one-deck = Un jeu
sj-three-decks = Trois jeux
sj-four-decks = Quatre jeux
sj-zhao-pengyou = Zhao Pengyou, { $n } joueurs
sj-trump-short-none = { $rank } SA
sj-trump-bid = Atout { $what } (annoncé par { $bidder ->
    [0] vous
   *[other] { $seat }
})
sj-trump = Atout { $what }
sj-trump-rank = Rang d’atout { $rank } : pas encore d’annonce
sj-dealer = Donneur : { $seat }
sj-dealer-first-bid = Donneur : pas encore choisi (le premier à annoncer)
sj-points-line = { $side ->
    [us] Points de votre camp : { $points } (il en faut { $threshold })
   *[other] Points des attaquants : { $points } (il en faut { $threshold })
}
sj-to-draw = { $count ->
    [one] { $count } carte à piocher
   *[other] { $count } cartes à piocher
}
sj-bid-made = { $seat ->
    [0] Vous annoncez
   *[other] { $name } annonce
} { $bid }
sj-bid-button = Annoncer { $bid }
sj-bid-chip = Annonce
sj-kitty-flips = Personne n’a annoncé : cartes du talon retournées : { $cards }
sj-bury-prompt = Vous avez pris le talon : choisissez { $count } cartes à enterrer (les nouvelles sont marquées).
sj-bury-button = Enterrer { $chosen }/{ $count }
sj-buries = { $seat ->
    [0] Vous enterrez
   *[other] { $name } enterre
} le talon…
sj-call-prompt = Nommez { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} : qui joue cet exemplaire devient votre ami.
sj-ordinal = { $n ->
    [1] 1er
   *[other] { $n }e
}
sj-friends = Amis : { $calls }
sj-calling = { $seat ->
    [0] Vous appelez
   *[other] { $name } appelle
} ses amis…
sj-lead-prompt = À vous d’entamer : une carte, une paire, un tracteur, ou un lancer de plusieurs unités d’une couleur.
sj-trumps = atout
sj-follow-prompt = Fournissez { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} : { $suit } si vous pouvez.
sj-failed-throw = { $thrower ->
    [0] Votre lancer a échoué
   *[other] Le lancer de { $thrower_name } a échoué
} : { $seat ->
    [0] vous avez
   *[other] { $name } a
} { $by } qui bat { $unit }, donc seul { $unit } est joué.
sj-trick-to = { $seat ->
    [0] Vous gagnez
   *[other] { $name } gagne
} la levée{ $points ->
    [0] {""}
   *[other] { $kept ->
        [yes] { " " }({ $points } points gardés par les déclarants)
       *[no] { " " }(+{ $points } points)
    }
}
sj-round-over = La donne { $n } est finie
sj-hold = { $side ->
    [us] { $names } tenez la donne : { $levels ->
        [one] { $levels } niveau de plus
       *[other] { $levels } niveaux de plus
    }
   *[other] Les déclarants tiennent : { $names } { $count ->
        [one] monte
       *[other] montent
    } de { $levels ->
        [one] { $levels } niveau
       *[other] { $levels } niveaux
    }
}
sj-take-over = { $side ->
    [us] { $names } prenez la main
   *[other] Les attaquants prennent la main : { $names } { $count ->
        [one] devient déclarant
       *[other] deviennent déclarants
    }
}
sj-take-over-up = { $side ->
    [us] { $names } prenez la main : { $levels ->
        [one] { $levels } niveau de plus
       *[other] { $levels } niveaux de plus
    }
   *[other] Les attaquants prennent la main : { $names } { $count ->
        [one] monte
       *[other] montent
    } de { $levels ->
        [one] { $levels } niveau
       *[other] { $levels } niveaux
    }
}
sj-kitty-kept = Talon : { $points } points, gardés par les déclarants (ils ont gagné la dernière levée)
sj-kitty-lost = Talon : { $points } points × { $multiplier } = { $total } pour les attaquants
sj-next-dealer = Donneur suivant : { $seat }
sj-levels = Niveaux : { $levels }
sj-band-declarers = déclarants +{ $levels }
sj-band-take-over = les attaquants prennent la main
sj-band-opponents = attaquants +{ $levels }
sj-band-opponents-more = attaquants +3 et plus
sj-match-over = { $count ->
    [one] { $seat ->
        [0] Vous gagnez
       *[other] { $names } gagne
    }
   *[other] { $names } { $seat ->
        [0] gagnez
       *[other] gagnent
    }
} la partie !
sj-rounds-played = La partie a duré { $n ->
    [one] { $n } donne
   *[other] { $n } donnes
}.
sj-need-tractor-of = un tracteur de { $length } { $width ->
    [3] brelans
   *[other] paires
}
sj-need-tractor = un tracteur
sj-need-tuples = { $count ->
    [one] { $width ->
        [3] un brelan
        [1] une carte
       *[other] une paire
    }
   *[other] { $count } { $width ->
        [3] brelans
        [1] cartes
       *[other] paires
    }
}
sj-err-no-cards = Choisissez au moins une carte.
sj-err-count = Vous devez jouer { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}, pas { $got }.
sj-err-mixed-suits = Une entame doit être d’une seule couleur (tout atout, ou toute d’une couleur simple).
sj-err-follow = Vous devez fournir : jouez { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} de { $suit }.
sj-err-play-all = Vous devez jouer toutes vos cartes de { $suit } ({ $count }) avant d’en ajouter d’autres couleurs.
sj-err-structure = Vous devez jouer { $needed } de { $suit } : votre main en a.
sj-err-single-joker = Un joker seul n’est pas une annonce : montrez une paire de jokers identiques pour annoncer sans atout.
sj-err-reinforce-partner = Vous ne pouvez pas renforcer l’annonce de votre partenaire.
sj-err-already-passed = Vous avez déjà passé ; annoncez pour revenir dans le jeu.
sj-err-misdeal-not-allowed = Ces règles ne permettent pas de maldonne.
sj-err-no-misdeal = Une maldonne se demande seulement sans atout ou sans carte à points en main.
sj-err-friend-count = Appelez exactement { $count ->
    [one] { $count } carte d’ami
   *[other] { $count } cartes d’ami
}.
sj-kitty = Talon
sj-bid-no-trump = sans atout ({ $joker } ×{ $count })
sj-unit-tractor = un tracteur { $cards }
sj-unit-tuple = { $width ->
    [1] une carte { $card }
    [2] une paire de { $card }
    [3] un brelan de { $card }
   *[other] { $width } × { $card }
}
sj-friend-call = le { $nth } { $card } joué
sj-err-not-a-bid = Ce n’est pas une annonce : { $reason }.
sj-bid-fault-mixed-rank = toutes les cartes du rang d’atout d’une annonce doivent être des copies de la même carte
sj-bid-fault-off-rank = on ne peut montrer que des cartes du rang d’atout ({ $rank }) ou des jokers identiques, pas le { $card }
sj-bid-fault-jokers-with-rank = ces règles ne permettent pas de mêler jokers et cartes du rang d’atout
sj-bid-fault-mixed-jokers = un grand et un petit joker ne font pas une paire
sj-err-bid-weak = Votre annonce doit battre { $bid } : plus de cartes, ou à nombre égal les jokers sur les couleurs et le grand sur le petit.
sj-err-only-reinforce = Vous avez déjà annoncé { $bid } : vous ne pouvez que la renforcer avec d’autres copies de la même carte.
sj-err-friend-call = Cet appel d’ami n’est pas valable : { $reason }.
sj-friend-fault-copies = il n’y a que { $decks } copies de chaque carte
sj-friend-fault-twice = { $call } est appelé deux fois
sj-err-wrong-phase = Pas maintenant : { $phase }.
sj-phase-drawing = les cartes sont en train d’être tirées
sj-phase-declaring = les dernières annonces sont en cours
sj-phase-burying = le déclarant enterre le talon
sj-phase-calling = le déclarant appelle ses amis
sj-phase-playing = les levées sont en cours
sj-phase-round-over = la manche est finie
sj-phase-match-over = la partie est finie
sj-err-not-your-turn = Ce n’est pas votre tour.
sj-tracker-points = Points encore dehors : { $points }
sj-tracker-voids = Chicanes montrées
sj-tracker-no-voids = Personne n’a encore montré de chicane.
sj-tracker-trumps = Atouts : encore { $count }
sj-attackers-total = { $side ->
    [us] Points de votre camp : { $points }
   *[other] Points des attaquants : { $points }
}
sj-seat-name = { $n ->
    [1] Ana
    [2] Bo
    [3] Chen
    [4] Dee
    [5] Eli
    [6] Fei
    [7] Gus
    [8] Hui
    [9] Ivo
    [10] Jun
   *[other] Kai
}
sj-list-comma = {", "}
sj-trump-nt = Atout { $rank }, sans couleur d’atout
sj-trump-nt-bid = Atout { $rank }, sans couleur d’atout (annoncé par { $bidder ->
    [0] vous
   *[other] { $seat }
})
