game-guandan = Guan Dan
game-shengji = Sheng Ji
blurb-guandan = Cuatro jugadores en dos parejas, dos barajas con comodines. Sé el primero en vaciar tu mano con escaleras, tubos, placas y bombas; sube del nivel 2 al As.
blurb-shengji = Tractor / 80 puntos. Declara el triunfo mientras robas, entierra el descarte, gana bazas con parejas y tractores, y captura los 5, los 10 y las K.
card-wild-as = { $card }, comodín, como { $stands }
card-wild = { $card }, comodín
face = { $rank } de { $suit }
joker-big = comodín grande rojo
joker-small = comodín pequeño negro
joker-big-short = comodín grande
joker-small-short = comodín pequeño
rank-jack = jota
rank-queen = reina
rank-king = rey
rank-ace = as
suit-spades = picas
suit-hearts = corazones
suit-clubs = tréboles
suit-diamonds = diamantes
key-cards = moverse entre tus cartas
key-rows = moverse entre filas o columnas
key-space = elegir o soltar la carta
key-enter = jugar las cartas elegidas
key-pass = pasar
key-hint = pista
key-clear = borrar la elección, cerrar un panel
key-log = registro / última baza
key-settings = ajustes
key-auto = 托管: el ordenador juega por ti
key-sound = sonido sí o no
key-help = esta lista
your-hand = Tu mano: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
seat-you = Tú
seat-east = Este
seat-north = Norte
seat-west = Oeste
role-you = tú
role-right = rival, a tu derecha
role-partner = tu compañero, enfrente
role-left = rival, a tu izquierda
team-us = Tú y Norte
team-them = Este y Oeste
place-1 = 1.º
place-2 = 2.º
place-3 = 3.º
place-last = último
level = Nivel { $level }
wild-level = comodín ♥{ $level }
hand-number = Mano { $n }
a-tries-of = { $team }: { $used } de { $limit } intentos en el As usados
a-tries = { $team }: { $used } intentos en el As
your-lead = Te toca salir: juega cualquier combinación.
your-follow = Supera { $play } de { $seat }, o pasa.
the-winners = los ganadores
pay-prompt = Paga tributo a { $whom }: tu carta más alta salvo el comodín ♥{ $level }. Elige una de las cartas resaltadas.
take-prompt = Los dos tributos son iguales ({ $card }): elige qué tributo tomas.
take-from = Tomar el de { $seat }
return-prompt = Devuelve una carta a { $seat } por el { $card }: elige una de las cartas resaltadas.
return-prompt-any = Devuelve una carta a { $seat } por el { $card }: cualquiera salvo esa.
choose-leader-prompt = Los dos tributos son iguales: elige quién sale en la primera baza.
lead-by = { $seat ->
    [0] Sales tú
   *[other] Sale { $name }
}
face-up = Carta descubierta { $card }: { $seat ->
    [0] la recibiste tú y sales en la primera baza.
   *[other] la recibió { $name }, que sale en la primera baza.
}
resisted-one = Sin tributo: { $seat ->
    [0] tienes los dos comodines rojos.
   *[other] { $name } tiene los dos comodines rojos.
}
resisted-two = Sin tributo: { $seat ->
   *[other] { $names }
} tienen entre los dos los dos comodines rojos.
and = { " " }y{ " " }
paid = { $from_seat ->
    [0] Pagaste { $card } a { $to }
   *[other] { $to_seat ->
        [0] { $from } te pagó { $card }
       *[other] { $from } pagó { $card } a { $to }
    }
}
paid-waiting = { $from_seat ->
    [0] Pagaste
   *[other] { $from } pagó
} { $card }
returned = { $from_seat ->
    [0] Devolviste { $card } a { $to }
   *[other] { $to_seat ->
        [0] { $from } te devolvió { $card }
       *[other] { $from } devolvió { $card } a { $to }
    }
}
owes-to = { $seat ->
    [0] Pagas tributo a { $to }
   *[other] { $to_seat ->
        [0] { $name } te paga tributo
       *[other] { $name } paga tributo a { $to }
    }
}
owes = { $seat ->
    [0] Pagas
   *[other] { $name } paga
} tributo
hint-line = Pista { $i }/{ $n }: { $play }
hint-would-pass-why = { $n ->
    [1] Pista: el ordenador pasaría ({ $why }).
   *[other] Pista { $i }/{ $n }: el ordenador pasaría ({ $why }); otra pista muestra jugadas.
}
hint-would-pass = { $n ->
    [1] Pista: el ordenador pasaría.
   *[other] Pista { $i }/{ $n }: el ordenador pasaría; otra pista muestra jugadas.
}
reading-wild = { $wild } como { $stands }
kind-single = carta suelta
kind-pair = pareja
kind-triple = trío
kind-full-house = full
kind-straight = escalera
kind-tube = tubo
kind-plate = placa
kind-bomb = bomba de { $n }
kind-straight-flush = escalera de color
kind-four-jokers = cuatro comodines
combo-single = { $top } suelta
combo-pair = pareja de { $top }
combo-triple = trío de { $top }
combo-full-house = full de { $top }
combo-straight = escalera { $low }–{ $top }
combo-tube = tres parejas { $low }–{ $top }
combo-plate = dos tríos { $low }–{ $top }
combo-bomb = bomba de { $n } { $top }
combo-straight-flush = escalera de color { $low }–{ $top }
log-title = Registro, mano { $n }
log-out = { $seat ->
    [0] Has salido
   *[other] { $name } ha salido
}: { $zh } { $place }
hand-over-title = La mano { $n } ha terminado
# $side is 0 for the human's team: a verb may agree with it (« Vous et Nord gagnez »).
finish-line = { $side ->
   *[other] { $team }
} ganan { $finish }: { $gain ->
    [one] sube { $gain } nivel
   *[other] suben { $gain } niveles
}
finish-at-top = { $side ->
   *[other] { $team }
} ganan { $finish } en el nivel final
levels-now = Niveles: { $us } { $ours } · { $them } { $theirs }
demoted = { $side ->
   *[other] { $team }
} vuelven al nivel 2.
next-declarers = Siguiente mano: declaran { $side ->
   *[other] { $team }
}, en el nivel { $level }.
match-over-title = ¡{ $side ->
   *[other] { $team }
} ganan la partida!
match-over-line = La partida duró { $n ->
    [one] { $n } mano
   *[other] { $n } manos
}.
save-discarded = Tu partida guardada no se pudo reanudar ({ $reason }), así que empieza una nueva.
agent-failed = Un jugador del ordenador cometió un error ({ $detail }). Empieza una nueva partida para seguir.
tier-easy = Fácil: se equivoca a veces
tier-normal = Normal: juega con buenos principios
tier-hard = Difícil: piensa por adelantado
tier-random = Al azar
err-invalid-rules = Estas reglas no se pueden jugar: { $reason }.
err-no-such-seat = No hay asiento { $seat }: los asientos van del 0 al 3.
err-match-over = La partida ha terminado.
err-not-your-turn = No es tu turno: la mesa espera a { $waiting }.
err-wrong-action = Ahora no: la mesa espera otra cosa.
err-empty-play = Elige al menos una carta para jugar.
err-duplicate = El { $card } se eligió dos veces.
err-not-in-hand = El { $card } no está en tu mano.
err-not-a-combination = Estas { $count } cartas no forman ninguna combinación del Guan Dan.
err-ambiguous = Estas cartas se pueden jugar de varias formas, elige una: { $options }.
err-not-a-reading = Estas cartas no se pueden jugar como { $play }.
err-does-not-beat = { $play } no supera { $table }.
err-leader-cannot-pass = Sales en esta baza: tienes que jugar, no pasar.
err-wrong-tribute = El tributo debe ser tu carta más alta que no sea comodín: una carta como el { $highest }, no el { $card }.
err-not-a-payer = { $seat ->
    [0] No pagaste
   *[other] { $name } no pagó
} tributo.
err-return-same = No puedes devolver la misma carta del tributo que recibiste ({ $card }).
err-return-not-allowed = El { $card } no se puede devolver: devuelve una carta de rango { $max } o menor que no sea de nivel (o tu carta más baja si no tienes ninguna).
