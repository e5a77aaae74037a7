game-guandan = Guan Dan
game-shengji = Sheng Ji
blurb-guandan = Quatre joueurs en deux équipes, deux jeux avec jokers. Videz votre main le premier avec des suites, des tubes, des plaques et des bombes ; montez du niveau 2 à l’As.
blurb-shengji = Tracteur / 80 points. Annoncez l’atout pendant la distribution, enterrez le talon, gagnez des levées avec paires et tracteurs, et ramassez les 5, les 10 et les Rois.
card-wild-as = { $card }, joker de niveau, pour le { $stands }
card-wild = { $card }, joker de niveau
face = { $rank } de { $suit }
joker-big = grand joker rouge
joker-small = petit joker noir
joker-big-short = grand joker
joker-small-short = petit joker
rank-jack = valet
rank-queen = dame
rank-king = roi
rank-ace = as
suit-spades = pique
suit-hearts = cœur
suit-clubs = trèfle
suit-diamonds = carreau
key-cards = passer d’une carte à l’autre
key-rows = passer d’une ligne ou colonne à l’autre
key-space = choisir ou lâcher la carte
key-enter = jouer les cartes choisies
key-pass = passer
key-hint = conseil
key-clear = effacer le choix, fermer un panneau
key-log = historique / dernière levée
key-settings = réglages
key-auto = 托管 : l’ordinateur joue pour vous
key-sound = son activé ou coupé
key-help = cette liste
your-hand = Votre main : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
seat-you = Vous
seat-east = Est
seat-north = Nord
seat-west = Ouest
role-you = vous
role-right = adversaire, à votre droite
role-partner = votre partenaire, en face
role-left = adversaire, à votre gauche
team-us = Vous et Nord
team-them = Est et Ouest
place-1 = 1er
place-2 = 2e
place-3 = 3e
place-last = dernier
level = Niveau { $level }
wild-level = joker ♥{ $level }
hand-number = Donne { $n }
a-tries-of = { $team } : { $used } essai(s) à l’As sur { $limit }
a-tries = { $team } : { $used } essai(s) à l’As
your-lead = À vous d’entamer : jouez n’importe quelle combinaison.
your-follow = Battez { $play } de { $seat }, ou passez.
the-winners = les gagnants
pay-prompt = Payez le tribut à { $whom } : votre plus haute carte sauf le joker ♥{ $level }. Choisissez une des cartes en évidence.
take-prompt = Les deux tributs sont égaux ({ $card }) : choisissez le tribut que vous prenez.
take-from = Prendre celui de { $seat }
return-prompt = Rendez une carte à { $seat } pour le { $card } : choisissez une des cartes en évidence.
return-prompt-any = Rendez une carte à { $seat } pour le { $card } : n'importe laquelle sauf celle-là.
choose-leader-prompt = Les deux tributs sont égaux : choisissez qui entame la première levée.
lead-by = { $seat ->
    [0] Vous entamez
   *[other] { $name } entame
}
face-up = Carte retournée { $card } : { $seat ->
    [0] vous l’avez reçue et entamez la première levée.
   *[other] { $name } l’a reçue et entame la première levée.
}
resisted-one = Pas de tribut : { $seat ->
    [0] vous avez les deux jokers rouges.
   *[other] { $name } a les deux jokers rouges.
}
resisted-two = Pas de tribut : { $names } { $seat ->
    [0] avez à vous deux
   *[other] ont à eux deux
} les deux jokers rouges.
and = { " " }et{ " " }
paid = { $from_seat ->
    [0] Vous avez payé { $card } à { $to }
   *[other] { $to_seat ->
        [0] { $from } vous a payé { $card }
       *[other] { $from } a payé { $card } à { $to }
    }
}
paid-waiting = { $from_seat ->
    [0] Vous avez payé
   *[other] { $from } a payé
} { $card }
returned = { $from_seat ->
    [0] Vous avez rendu { $card } à { $to }
   *[other] { $to_seat ->
        [0] { $from } vous a rendu { $card }
       *[other] { $from } a rendu { $card } à { $to }
    }
}
owes-to = { $seat ->
    [0] Vous payez le tribut à { $to }
   *[other] { $to_seat ->
        [0] { $name } vous paie le tribut
       *[other] { $name } paie le tribut à { $to }
    }
}
owes = { $seat ->
    [0] Vous payez
   *[other] { $name } paie
} le tribut
hint-line = Conseil { $i }/{ $n } : { $play }
hint-would-pass-why = { $n ->
    [1] Conseil : l’ordinateur passerait ({ $why }).
   *[other] Conseil { $i }/{ $n } : l’ordinateur passerait ({ $why }) ; un autre conseil montre des coups.
}
hint-would-pass = { $n ->
    [1] Conseil : l’ordinateur passerait.
   *[other] Conseil { $i }/{ $n } : l’ordinateur passerait ; un autre conseil montre des coups.
}
reading-wild = { $wild } pour { $stands }
kind-single = carte seule
kind-pair = paire
kind-triple = brelan
kind-full-house = full
kind-straight = suite
kind-tube = tube
kind-plate = plaque
kind-bomb = bombe de { $n }
kind-straight-flush = quinte flush
kind-four-jokers = quatre jokers
combo-single = { $top } seul
combo-pair = paire de { $top }
combo-triple = brelan de { $top }
combo-full-house = full aux { $top }
combo-straight = suite { $low }–{ $top }
combo-tube = trois paires { $low }–{ $top }
combo-plate = deux brelans { $low }–{ $top }
combo-bomb = bombe de { $n } { $top }
combo-straight-flush = quinte flush { $low }–{ $top }
log-title = Historique, donne { $n }
log-out = { $seat ->
    [0] Vous êtes sorti
   *[other] { $name } est sorti
} : { $zh } { $place }
hand-over-title = La donne { $n } est finie
# $side is 0 for the human's team: a verb may agree with it (« Vous et Nord gagnez »).
finish-line = { $team } { $side ->
    [0] gagnez
   *[other] gagnent
} { $finish } : { $gain ->
    [one] { $gain } niveau de plus
   *[other] { $gain } niveaux de plus
}
finish-at-top = { $team } { $side ->
    [0] gagnez
   *[other] gagnent
} { $finish } au niveau final
levels-now = Niveaux : { $us } { $ours } · { $them } { $theirs }
demoted = { $team } { $side ->
    [0] revenez
   *[other] reviennent
} au niveau 2.
next-declarers = Donne suivante : { $team } { $side ->
    [0] déclarez
   *[other] déclarent
}, au niveau { $level }.
match-over-title = { $team } { $side ->
    [0] gagnez
   *[other] gagnent
} la partie !
match-over-line = La partie a duré { $n ->
    [one] { $n } donne
   *[other] { $n } donnes
}.
save-discarded = Votre partie enregistrée n’a pas pu reprendre ({ $reason }) : une nouvelle partie commence.
agent-failed = Un joueur ordinateur a fait une erreur ({ $detail }). Commencez une nouvelle partie pour continuer.
tier-easy = Facile : se trompe parfois
tier-normal = Normal : joue selon de bons principes
tier-hard = Difficile : calcule à l’avance
tier-random = Au hasard
err-invalid-rules = Ces règles ne sont pas jouables : { $reason }.
err-no-such-seat = Il n’y a pas de place { $seat } : les places vont de 0 à 3.
err-match-over = La partie est finie.
err-not-your-turn = Ce n’est pas votre tour : la table attend { $waiting }.
err-wrong-action = Pas maintenant : la table attend autre chose.
err-empty-play = Choisissez au moins une carte à jouer.
err-duplicate = Le { $card } a été choisi deux fois.
err-not-in-hand = Le { $card } n’est pas dans votre main.
err-not-a-combination = Ces { $count } cartes ne forment aucune combinaison du Guan Dan.
err-ambiguous = Ces cartes peuvent se jouer de plusieurs façons, choisissez : { $options }.
err-not-a-reading = Ces cartes ne peuvent pas se jouer comme { $play }.
err-does-not-beat = { $play } ne bat pas { $table }.
err-leader-cannot-pass = Vous entamez cette levée : vous devez jouer, pas passer.
err-wrong-tribute = Le tribut doit être votre plus haute carte hors joker de niveau : une carte comme le { $highest }, pas le { $card }.
err-not-a-payer = { $seat ->
    [0] Vous n’avez
   *[other] { $name } n’a
} pas payé de tribut.
err-return-same = Vous ne pouvez pas rendre la carte même du tribut reçu ({ $card }).
err-return-not-allowed = Le { $card } ne peut pas être rendu : rendez une carte de rang { $max } ou moins qui ne soit pas du niveau (ou votre plus petite carte si vous n’en avez pas).
