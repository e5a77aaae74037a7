sj-dealer-mark = repartidor
sj-friend-mark = amigo
sj-level-badge = Niv. { $level }
sj-role-level = nivel { $level }
sj-drawing = Repartiendo…
sj-last-bids = Última oportunidad de declarar: declara o pasa.
sj-decline = Pasar
sj-deal-at-once = Repartir de una vez
sj-call-title = Llama a tus amigos
sj-call-button = Llamar
sj-copy = Ejemplar
sj-card = Carta
sj-last-trick = Última baza
sj-no-trick-yet = Todavía no se ha completado ninguna baza.
sj-next-round = Siguiente ronda
sj-band-points = Puntos de los atacantes
sj-band-result = Resultado
sj-variant = Variante
sj-start-level = Nivel inicial
sj-must-defend-a = El As se debe defender como declarantes para ganar
sj-bid-jokers = Los comodines pueden acompañar a las cartas del rango de triunfo en declaraciones de 3 cartas o más
sj-no-bid = Cuando nadie declara (después de la 1.ª ronda)
sj-no-bid-flip = Descubrir cartas del descarte
sj-no-bid-first = Palo de la primera carta del descarte
sj-no-bid-redeal = Volver a repartir
sj-misdeal = Una mano sin triunfos o sin puntos se puede mostrar para volver a repartir
sj-penalty = Puntos por un lanzamiento fallido
sj-throw-beat = Un lanzamiento lo supera
sj-throw-largest = una unidad mayor más alta
sj-throw-every = unidades más altas, cada una
sj-kitty-mult = Multiplicador del descarte
sj-kitty-power = ×2, ×4, ×8… (según la unidad de la última salida)
sj-kitty-linear = 2 × cartas de la unidad de la última salida
sj-kitty-double = Siempre ×2
sj-misdeal-button = Mano nula
sj-defend-levels = Niveles que hay que defender antes de pasarlos
sj-defend-none = Ninguno
sj-defend-5-10-k = 5, 10 y K
sj-role-friend = el amigo del repartidor
sj-role-unknown = bando aún desconocido
sj-role-with-dealer = con el repartidor
sj-role-defending = atacando
sj-role-partner = tu compañero
sj-role-opponent = rival
sj-classic = Clásico
sj-one-deck = Una baraja
sj-three-decks = Tres barajas
sj-four-decks = Cuatro barajas
sj-zhao-pengyou = Zhao Pengyou, { $n } jugadores
sj-trump-short-none = { $rank } ST
sj-trump-bid = Triunfo { $what } (declarado por { $bidder ->
    [0] ti
   *[other] { $seat }
})
sj-trump = Triunfo { $what }
sj-trump-rank = Rango de triunfo { $rank }: aún sin declarar
sj-dealer = Repartidor: { $seat }
sj-dealer-first-bid = Repartidor: aún por decidir (quien declare primero)
sj-points-line = { $side ->
    [us] Puntos de tu bando: { $points } (hacen falta { $threshold })
   *[other] Puntos de los atacantes: { $points } (hacen falta { $threshold })
}
sj-to-draw = { $count ->
    [one] queda { $count } carta por robar
   *[other] quedan { $count } cartas por robar
}
sj-bid-made = { $seat ->
    [0] Declaras
   *[other] { $name } declara
} { $bid }
sj-bid-button = Declarar { $bid }
sj-bid-chip = Declara
sj-kitty-flips = Nadie declaró: cartas del descarte descubiertas: { $cards }
sj-bury-prompt = Has tomado el descarte: elige { $count } cartas para enterrar (las nuevas están marcadas).
sj-bury-button = Enterrar { $chosen }/{ $count }
sj-buries = { $seat ->
    [0] Entierras
   *[other] { $name } entierra
} el descarte…
sj-call-prompt = Nombra { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}: quien juegue ese ejemplar será tu amigo.
sj-ordinal = { $n }.º
sj-friends = Amigos: { $calls }
sj-calling = { $seat ->
    [0] Llamas
   *[other] { $name } llama
} a sus amigos…
sj-lead-prompt = Te toca salir: una carta, una pareja, un tractor o un lanzamiento de varias unidades de un palo.
sj-trumps = triunfos
sj-follow-prompt = Sigue con { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}: { $suit } si puedes.
sj-failed-throw = { $thrower ->
    [0] Tu lanzamiento falló
   *[other] El lanzamiento de { $thrower_name } falló
}: { $seat ->
    [0] tienes
   *[other] { $name } tiene
} { $by } que supera { $unit }, así que solo se juega { $unit }.
sj-trick-to = { $seat ->
    [0] Ganas
   *[other] { $name } gana
} la baza{ $points ->
    [0] {""}
   *[other] { $kept ->
        [yes] { " " }({ $points } puntos que guardan los declarantes)
       *[no] { " " }(+{ $points } puntos)
    }
}
sj-round-over = La ronda { $n } ha terminado
sj-hold = { $side ->
    [us] { $count ->
        [one] Aguantas el reparto: subes { $levels ->
            [one] { $levels } nivel
           *[other] { $levels } niveles
        }
       *[other] { $names } aguantan el reparto: suben { $levels ->
            [one] { $levels } nivel
           *[other] { $levels } niveles
        }
    }
   *[other] Los declarantes aguantan: { $names } { $count ->
        [one] sube
       *[other] suben
    } { $levels ->
        [one] { $levels } nivel
       *[other] { $levels } niveles
    }
}
sj-take-over = { $side ->
    [us] { $names } toman el reparto
   *[other] Los atacantes toman el reparto: { $names } { $count ->
        [one] pasa a declarar
       *[other] pasan a declarar
    }
}
sj-take-over-up = { $side ->
    [us] { $names } toman el reparto: suben { $levels ->
        [one] { $levels } nivel
       *[other] { $levels } niveles
    }
   *[other] Los atacantes toman el reparto: { $names } { $count ->
        [one] sube
       *[other] suben
    } { $levels ->
        [one] { $levels } nivel
       *[other] { $levels } niveles
    }
}
sj-kitty-kept = Descarte: { $points } puntos, para los declarantes (ganaron la última baza)
sj-kitty-lost = Descarte: { $points } puntos × { $multiplier } = { $total } para los atacantes
sj-next-dealer = Siguiente repartidor: { $seat }
sj-levels = Niveles: { $levels }
sj-band-declarers = declarantes +{ $levels }
sj-band-take-over = los atacantes toman el reparto
sj-band-opponents = atacantes +{ $levels }
sj-band-opponents-more = atacantes +3 o más
sj-match-over = ¡{ $count ->
    [one] { $seat ->
        [0] Ganas
       *[other] { $names } gana
    }
   *[other] { $names } ganan
} la partida!
sj-rounds-played = La partida duró { $n ->
    [one] { $n } ronda
   *[other] { $n } rondas
}.
sj-need-tractor-of = un tractor de { $length } { $width ->
    [3] tríos
   *[other] parejas
}
sj-need-tractor = un tractor
sj-need-tuples = { $count ->
    [one] { $width ->
        [3] un trío
        [1] una carta
       *[other] una pareja
    }
   *[other] { $count } { $width ->
        [3] tríos
        [1] cartas
       *[other] parejas
    }
}
sj-err-no-cards = Elige al menos una carta.
sj-err-count = Tienes que jugar { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}, no { $got }.
sj-err-mixed-suits = Una salida debe ser de un solo palo (todo triunfos, o todo de un palo normal).
sj-err-follow = Tienes que seguir el palo: juega { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} de { $suit }.
sj-err-play-all = Tienes que jugar todas tus cartas de { $suit } ({ $count }) antes de añadir cartas de otros palos.
sj-err-structure = Tienes que jugar { $needed } de { $suit }: tu mano lo tiene.
sj-err-single-joker = Un comodín solo no es una declaración: muestra una pareja de comodines iguales para declarar sin triunfo.
sj-err-reinforce-partner = No puedes reforzar la declaración de tu compañero.
sj-err-already-passed = Ya pasaste; declara para volver a participar.
sj-err-misdeal-not-allowed = Estas reglas no permiten mano nula.
sj-err-no-misdeal = Solo puedes pedir mano nula sin triunfos o sin cartas de puntos en la mano.
sj-err-friend-count = Llama exactamente { $count ->
    [one] { $count } carta de amigo
   *[other] { $count } cartas de amigo
}.
sj-kitty = Descarte
sj-bid-no-trump = sin triunfo ({ $joker } ×{ $count })
sj-unit-tractor = un tractor { $cards }
sj-unit-tuple = { $width ->
    [1] una carta { $card }
    [2] una pareja de { $card }
    [3] un trío de { $card }
   *[other] { $width } × { $card }
}
sj-friend-call = el { $nth } { $card } jugado
sj-err-not-a-bid = Eso no es una declaración: { $reason }.
sj-bid-fault-mixed-rank = todas las cartas del nivel de triunfo de una declaración deben ser copias de la misma carta
sj-bid-fault-off-rank = solo se pueden mostrar cartas del nivel de triunfo ({ $rank }) o comodines idénticos, no el { $card }
sj-bid-fault-jokers-with-rank = con estas reglas no se pueden mezclar comodines con cartas del nivel de triunfo
sj-bid-fault-mixed-jokers = un comodín grande y uno pequeño no forman pareja
sj-err-bid-weak = Tu declaración debe superar { $bid }: más cartas o, con las mismas, comodines sobre palos y el grande sobre el pequeño.
sj-err-only-reinforce = Ya declaraste { $bid }: solo puedes reforzarla con más copias de la misma carta.
sj-err-friend-call = Esa llamada de amigo no es válida: { $reason }.
sj-friend-fault-copies = solo hay { $decks } copias de cada carta
sj-friend-fault-twice = { $call } se llama dos veces
sj-err-wrong-phase = Ahora no: { $phase }.
sj-phase-drawing = se están robando las cartas
sj-phase-declaring = se hacen las últimas declaraciones
sj-phase-burying = el declarante está descartando
sj-phase-calling = el declarante está llamando a sus amigos
sj-phase-playing = se están jugando las bazas
sj-phase-round-over = la ronda ha terminado
sj-phase-match-over = la partida ha terminado
sj-err-not-your-turn = No es tu turno.
sj-tracker-points = Puntos aún fuera: { $points }
sj-tracker-voids = Fallos a la vista
sj-tracker-no-voids = Nadie ha mostrado un fallo todavía.
sj-tracker-trumps = Triunfos: quedan { $count }
sj-attackers-total = { $side ->
    [us] Puntos de tu bando: { $points }
   *[other] Puntos de los atacantes: { $points }
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
sj-trump-nt = Triunfo { $rank }, sin palo de triunfo
sj-trump-nt-bid = Triunfo { $rank }, sin palo de triunfo (declarado por { $bidder ->
    [0] ti
   *[other] { $seat }
})
