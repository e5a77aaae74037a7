back-to-games = Jeux
close = Fermer
home-title = Table de cartes
home-tagline = Deux grands jeux de cartes chinois, contre l’ordinateur, dans votre navigateur.
home-play = Jouer
sound-on = Son activé
sound-off = Son coupé
sound = Son (coups joués, votre tour, la fin de la donne)
auto = Auto
auto-on-title = L’ordinateur joue à votre place : appuyez à nouveau pour reprendre la main
auto-off-title = Laisser l’ordinateur jouer à votre place (托管)
auto-badge = actif
help-title = Clavier
motion = Cartes animées (désactivé si le système demande moins d’animations)
four-colour = Quatre couleurs (♦ bleu, ♣ vert)
large-cards = Cartes plus grandes
tap-to-go-on = Touchez la table pour continuer
ladder = Niveaux
pass-chip = Passe
thinking = réfléchit…
to-play = à jouer
score = Score
declarers = déclarants
play = Jouer
pass = Passer
hint = Conseil
clear = Effacer
pay = Payer le tribut
return = Rendre
next-hand = Donne suivante
new-match = Nouvelle partie
sort-by-rank = Trier par couleur
sort-by-suit = Trier par rang
log = Historique
settings = Réglages
select-one-card = Choisissez une seule carte.
hint-thinking = Recherche de votre meilleur coup…
hint-none = Rien ne bat ce coup : passez.
choose-reading = Ces cartes peuvent se jouer de plusieurs façons : choisissez.
log-empty = Rien n’a encore été joué dans cette donne.
not-out = n’est pas sorti
next-tribute = Tribut avant la donne suivante :
settings-title = Réglages de la partie
settings-note = Les règles s’appliquent à la prochaine partie. La vitesse de l’ordinateur change tout de suite.
preset = Règles
preset-pagat = International (pagat.com)
preset-china = Chine (règles de compétition)
preset-custom = Personnalisées
speed = Vitesse de l’ordinateur
tiers-title = Joueurs ordinateur (dès la prochaine partie)
tier-partner = Votre partenaire
tier-opponents = Adversaires
tier-everyone = Tous les joueurs ordinateur
speed-instant = Instantanée
speed-fast = Rapide
speed-normal = Normale
speed-slow = Lente
max-bomb = Plus grande bombe
wild-natural = Un ensemble qui forme une combinaison avec les jokers de niveau pris pour eux-mêmes n’a pas d’autre lecture
ace-low = Suites A-2-3-4-5 permises
announce-at = Les joueurs annoncent leurs cartes à partir de
show-counts = Toujours montrer le nombre de cartes de chacun
promotion-1-2 = Niveaux gagnés par une fin 1-2
a-win-1-2 = À l’As, seule une fin 1-2 gagne la partie
a-fail-limit = Essais manqués à l’As avant de revenir au 2
aces-rule = Règle des As (battu à l’As par une dernière levée d’As : retour au 2)
equal-tribute = Double tribut égal : qui prend quoi
equal-tribute-winners = Le premier sorti choisit
equal-tribute-clockwise = Le joueur suivant du premier sorti paie le premier
equal-tribute-random = Au hasard
equal-lead = Double tribut égal : qui entame
equal-lead-payers = Les payeurs choisissent
equal-lead-random = Au hasard
equal-lead-next = Le joueur suivant du premier sorti
return-max = Plus haute carte qu’on peut rendre
return-any = N’importe quelle carte
start-level = Niveau de départ
target-level = Niveau final
no-limit = Sans limite
start-with-settings = Commencer une partie avec ces règles
invalid-rules = Ces règles ne sont pas jouables
cards-left = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
language = Langue
unknown-lang = Unknown language '{ $value }' in the address: use zh, zh-Hant, en, es or fr. { $fallback } is used instead.
unknown-game = Jeu inconnu « { $value } » dans l’adresse : choisissez un jeu ci-dessous (guandan ou shengji).
bad-seed = « { $value } » n’est pas une graine valide : utilisez un nombre entier de 0 à { $max }. Une donne au hasard est jouée à la place.
unknown-variant = Variante inconnue « { $value } » dans l’adresse : utilisez classic, one-deck, three-decks, four-decks ou zhao-pengyou-5 à zhao-pengyou-12. La variante classique est jouée à la place.
unknown-speed = Vitesse inconnue « { $value } » dans l’adresse : utilisez instant, fast, normal ou slow. La vitesse enregistrée est utilisée à la place.
hint-with-why = { $line } : { $why }.
why-goes-out = vous sortez
why-partner-winning = votre partenaire gagne la levée
why-keeps-bomb = garde votre bombe
why-stops-opponent = un adversaire va bientôt sortir
why-feeds-partner = votre partenaire est près de sortir
why-cheapest = le coup le moins cher qui gagne la levée
why-leads-weak = se débarrasse d’abord des cartes faibles
why-sure-winner = personne ne peut le battre
why-only-bombs = seule une bombe peut la battre
why-saves-strength = garde vos cartes fortes pour plus tard
why-takes-control = reprend la main
why-adds-points = votre camp gagne la levée : ajoutez des points
why-ruffs = coupe à l’atout pour prendre les points
why-keeps-points = ne donne aucun point à l’autre camp
why-forced = les règles vous obligent à la payer
why-least-useful = votre carte la moins utile
why-makes-voids = vide une couleur courte pour couper plus tard
why-strongest-trump = l’atout où votre main est la plus forte
why-buries-weak = enterre les cartes dont vous avez le moins besoin, sans points
why-calls-friends = des cartes qu’un autre joueur tient sûrement
rules-button = Règles du jeu
rules-title = Comment jouer au { $game }
page-title = Guan Dan et Sheng Ji — table de cartes
tracker = Compteur de cartes
tracker-note = Les cartes qui ne sont ni dans votre main ni déjà jouées.
tracker-out = { $what } : encore { $count }
tracker-left = Cartes restantes
# $seat (0 for the human) picks the verb form.
tracker-passed = { $seat ->
    [0] Vous avez passé
   *[other] { $name } a passé
} sur { $play }
tracker-no-passes = Personne n’a encore passé dans cette levée.
show-tracker = Bouton du compteur de cartes (记牌器)
your-face = Votre avatar
face-n = Avatar {$n}
replay = Rejouer
replay-hidden = La donne est en cours : seules vos cartes sont montrées.
replay-prev = Action précédente
replay-next = Action suivante
replay-slider = Aller à une action
replay-step = Action { $step } sur { $steps }
replay-play = Lecture ×{ $speed }
replay-pause = Pause
replay-none = Cette partie a commencé avant que les parties soient enregistrées : pas de rejeu.
replay-deal = La distribution
replay-gives = { $seat ->
    [0] Vous rendez
   *[other] { $name } rend
} le { $card }
replay-chooses = { $seat ->
    [0] Vous choisissez
   *[other] { $name } choisit
}
replay-draws = { $seat ->
    [0] Vous piochez
   *[other] { $name } pioche
} une carte
export-record = Télécharger l’enregistrement
record-link = Lien vers ce rejeu
copy-link = Copier le lien
link-copied = Lien copié
import-record = Ouvrir un enregistrement…
record-error = Impossible d’ouvrir cet enregistrement : { $reason }
record-err-unreadable = il est abîmé ou n’est pas un enregistrement
record-err-foreign = ce n’est pas un enregistrement de cette table
record-err-version = il est en version { $version } du format, que cette table ne lit pas
record-err-other-game = c’est l’enregistrement d’un autre jeu ({ $game })
record-err-bad-start = ses règles ne forment pas une partie
record-err-deal = sa graine distribue d’autres cartes ici (une autre version l’a fait)
record-err-refused = son action { $n } n’est pas légale
save-why-version = elle a été enregistrée par une autre version de la table
save-why-damaged = elle est abîmée et illisible
save-why-inconsistent = ses cartes ou ses tours ne concordent pas
save-why-seats = elle n’a pas un joueur par place

# Revue d’une donne finie, et la même donne jouée par le joueur Difficile
review = Revue
review-title = Revue de vos décisions
review-running = Le joueur Difficile examine vos décisions… { $done } sur { $total }
review-agrees = Le joueur Difficile n’a rien trouvé de nettement meilleur dans vos { $total } décisions.
review-intro = Là où le joueur Difficile aurait joué autrement, le plus coûteux d’abord. Chaque décision est pesée sur de nombreuses donnes possibles des cartes que vous ne voyiez pas : une moyenne peut donc différer de ce qui s’est passé sur cette donne :
review-played = Vous : { $played }
review-better = Joueur Difficile : { $better }
review-gain-levels = { $gain } niveaux en moyenne sur les donnes possibles
review-gain-points = { $points } points en moyenne
review-show = Voir la position
review-took = { $total } décisions examinées en { $seconds } s.
review-failed = Certaines décisions n’ont pas pu être examinées.
compare-title = La même donne, avec le joueur Difficile à votre place
compare-you = Vous
compare-hard = Joueur Difficile
compare-waiting = Le joueur Difficile joue maintenant ces mêmes cartes ; son résultat s’affichera ici.
compare-failed = Le joueur Difficile n’a pas pu rejouer cette donne.
compare-place = Place : { $place }
compare-declaring = Camp : déclarant
compare-attacking = Camp : attaque
verdict-better = Bien joué : vous avez tiré plus de ces cartes que le joueur Difficile.
verdict-same = Le joueur Difficile obtient le même résultat sur cette donne. La Revue pèse chaque décision sur de nombreuses donnes possibles : elle peut encore trouver de meilleurs coups.
verdict-worse = Le joueur Difficile a tiré plus de ces cartes. La Revue montre où il aurait joué autrement, chaque décision pesée sur de nombreuses donnes possibles.
play-again = Rejouer cette donne
play-again-help = Rejouer : les mêmes cartes, mais votre camp reçoit les mains de l’autre.
challenge-banner = La même donne, avec les cartes de l’autre camp. Ensuite, continuer ramène à votre partie.
challenge-over = C’était la donne rejouée : continuer ramène à votre partie.
compare-first = La première fois
first-better = Mieux que l’autre camp avec ces cartes.
first-same = Comme l’autre camp avec ces cartes.
first-worse = Moins bien que l’autre camp avec ces cartes.
worker-failed = Les joueurs ordinateur n’ont pas répondu : ce navigateur ne les laisse peut-être pas tourner ici (Web Workers).
worker-failed-reload = Votre partie est enregistrée : rechargez la page pour réessayer.
worker-failed-open = Ouvrez la table en plein écran pour jouer.
save-off-blocked = Stockage bloqué ici : cette partie ne sera pas enregistrée.
save-off-full = Le stockage du navigateur est plein : cette partie ne sera pas enregistrée.
save-off-other-tab = Cette partie a été enregistrée depuis un autre onglet : cet onglet ne l’enregistre plus, pour ne pas l’écraser.
embed-full = Ouvrir en plein écran
update-ready = Une nouvelle version de la table est prête.
update-reload = Recharger
# The home page's game cards (issue 39)
home-line-guandan = En équipe, videz votre main en premier, montez du 2 à l’As.
home-line-shengji = Annoncez l’atout, gagnez des levées, capturez les points.
home-pagat = International (pagat.com)
home-china = Chine (règles de compétition)
home-pagat-line = 1-2 : +4 niveaux · 3 essais à l’As
home-china-line = 1-2 : +3 niveaux · As sans limite
home-continue = Reprendre
home-continue-hand = Donne { $hand }
home-continue-level = Niveau { $level }
home-continue-levels = Niveau { $level } contre { $other }
saved-now = enregistrée à l’instant
saved-minutes = enregistrée il y a { $n } min
saved-hours = enregistrée il y a { $n } h
saved-days = enregistrée il y a { $n } jours
home-daily = La donne du jour
home-daily-note = La même donne de Guan Dan pour tout le monde aujourd’hui.
home-zhao-pengyou = Zhao Pengyou
home-play-aria = Jouer au { $game } : { $what }
# The table's new words (issue 39)
nothing-beats = Rien ne bat ce coup
rules-in-force-china = Règles chinoises
rules-in-force-pagat = Règles internationales
rules-in-force-custom = Règles personnalisées
rules-differ-title = Ce que ces règles changent
rules-differ-china =
    Une fin 1-2 fait monter de 3 niveaux, pas de 4.
    La carte rendue doit être un 10 ou moins, et pas une carte du niveau.
    À l’As, pas de limite d’essais, et perdre contre un dernier coup d’As ne renvoie pas au 2.
    Deux tributs de même rang : le suivant du 1er paie le 1er, et entame.
rules-differ-pagat =
    Une fin 1-2 fait monter de 4 niveaux, pas de 3.
    On peut rendre n’importe quelle carte sauf le tribut reçu.
    À l’As, les déclarants reviennent au 2 après 3 essais manqués, ou si un adversaire sort 1er sur un dernier coup d’As.
    Deux tributs de même rang : le 1er choisit lequel il prend, et les payeurs choisissent qui entame.
bid-none-yet = Annoncer l’atout
points-total = Points : { $points }
home-variant = Variante
home-rules = Règles
home-players = Joueurs
settings-display = Affichage
settings-rules = Règles de la prochaine partie
start-match-note = Met fin à la partie en cours et en commence une nouvelle.
auto-still-on = Le mode auto (托管) reste actif : l’ordinateur jouera aussi la prochaine donne à votre place.
auto-take-back = Je joue moi-même

# Tables entre amis (issue 40).
friends-play = Jouer entre amis
friends-title = { $game } entre amis
friends-title-plain = Jouer entre amis
friends-home = Retour aux jeux
friends-how = Chaque place libre a son propre lien d'invitation. Envoyez-le à un ami sur le même Wi-Fi ; il l'ouvre et vous renvoie un lien de réponse. Ouvrez ici le lien de réponse, ou collez-le ci-dessous.
friends-host-default = Hôte
friends-seat-open = Place libre
friends-seat-computer = Joueur ordinateur
friends-seat-connected = { $name } · connecté
friends-seat-connecting = { $name } · connexion…
friends-invite = Créer une invitation
friends-to-computer = L'ordinateur joue ici
friends-to-open = Laisser à un ami
friends-copy = Copier
friends-copied = Copié
friends-share = Partager
friends-reply-label = Lien de réponse de votre ami
friends-accept = Connecter
friends-reply-taken = La réponse de { $name } est arrivée : connexion…
friends-lost = { $name } a perdu la connexion.
friends-internet = Se connecter par Internet
friends-internet-help = Ajoute le serveur STUN public { $server }, qui apprend votre adresse publique. Désactivé : seulement le même Wi-Fi ou réseau.
friends-join-title = { $host } vous invite à jouer au { $game }
friends-name = Votre nom
friends-name-default = Ami
friends-join = Rejoindre
friends-reply-help = Renvoyez ce lien de réponse à { $host }, par n'importe quelle messagerie.
friends-reply-link = Lien de réponse
friends-waiting-channel = En attente de la connexion de la table de l'hôte…
friends-seated = Vous êtes à la table de { $host }. L'hôte lance la partie.
friends-host-left = L'hôte a quitté la table.
friends-handoff = Envoyé à votre table : vous pouvez fermer cet onglet.
friends-err-link = Ce lien n'est ni une invitation ni une réponse que cette table sait lire.
friends-err-version = Ce lien vient d'une autre version de la table : rechargez les deux pages.
friends-err-old = Ce lien vient d'une version précédente de la table : demandez un nouveau lien.
friends-err-other-table = Cette réponse est pour une autre table.
friends-err-no-seat = Cette table n'a pas cette place.
friends-err-taken = Cette place est déjà prise.
friends-err-replaced = Une invitation plus récente a remplacé celle-ci : demandez le nouveau lien.
friends-err-started = La partie a commencé sans cette place.
friends-err-reply = La réponse n'a pas pu servir : créez une nouvelle invitation pour cette place.
friends-err-webrtc = Ce navigateur n'a pas pu ouvrir de connexion.
friends-err-no-route = Pas de connexion : aucune route directe entre les deux appareils. Utilisez le même Wi-Fi, ou activez « Se connecter par Internet » sur les deux pages.
friends-start = Commencer la partie
friends-back = { $name } est de retour à la table.
friends-late = La table a avancé avant l'arrivée de votre jeu : rejouez.
friends-seat-away = { $name } · absent, l'ordinateur joue
friends-seats = Places
friends-own-table = Ouvrir votre propre table
friends-waiting-host = En attente de { $host } pour la donne suivante.
friends-entry-note = Une nouvelle partie avec des amis aux places libres ; elle remplace celle-ci.
friends-refused = La table de l'hôte n'a pas accepté ce coup : essayez-en un autre.
friends-qr = Code QR
friends-qr-label = Code QR du lien
friends-timer = Temps par tour
friends-timer-off = Sans limite
friends-seconds = { $seconds } s
friends-timer-help = Un ami qui n'a pas joué à la fin du temps voit l'ordinateur jouer ce tour (托管).
friends-clock = { $name } : { $seconds } s
friends-clock-you = À vous : { $seconds } s
friends-time-up = { $name } n'a plus de temps : l'ordinateur a joué le tour.
friends-record = L'enregistrement de la partie

# Issue 46 (friends never freeze; seats as the table shows them): the page that stopped, the
# lobby's places around the table, a team named by its players.
crash-saved = Une erreur est survenue. Votre partie est enregistrée : rechargez pour continuer.
crash-friend = Une erreur est survenue. Rechargez, puis renvoyez à l’hôte votre nouveau lien de réponse pour reprendre votre place.
crash-reload = Recharger
friends-seat-host = { $name } (hôte)
friends-place-you = Vous
friends-place-right = À votre droite
friends-place-partner = En face, votre partenaire
friends-place-across = En face
friends-place-across-right = En face, à votre droite
friends-place-across-left = En face, à votre gauche
friends-place-left = À votre gauche
friends-invite-for = Lien d’invitation : { $place }
team-pair = { $first } et { $second }
