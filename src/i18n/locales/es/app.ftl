back-to-games = Juegos
close = Cerrar
home-title = Mesa de cartas
home-tagline = Dos clásicos juegos de cartas chinos, contra el ordenador, en tu navegador.
home-play = Jugar
sound-on = Sonido activado
sound-off = Sonido desactivado
sound = Sonido (jugadas, tu turno, el final de la mano)
auto = Auto
auto-on-title = El ordenador juega por ti: pulsa otra vez para recuperar el control
auto-off-title = Dejar que el ordenador juegue por ti (托管)
auto-badge = activo
help-title = Teclado
motion = Cartas animadas (desactivado si el sistema pide menos movimiento)
four-colour = Cuatro colores (♦ azul, ♣ verde)
large-cards = Cartas más grandes
tap-to-go-on = Toca la mesa para seguir
ladder = Niveles
pass-chip = Paso
thinking = pensando…
to-play = te toca
score = Marcador
declarers = declarantes
play = Jugar
pass = Pasar
hint = Pista
clear = Borrar
pay = Pagar tributo
return = Devolver
next-hand = Siguiente mano
new-match = Nueva partida
sort-by-rank = Ordenar por palo
sort-by-suit = Ordenar por valor
log = Registro
settings = Ajustes
select-one-card = Elige exactamente una carta.
hint-thinking = Buscando tu mejor jugada…
hint-none = Nada lo supera: pasa.
choose-reading = Estas cartas se pueden jugar de varias formas: elige una.
log-empty = Todavía no se ha jugado nada en esta mano.
not-out = no salió
next-tribute = Tributo antes de la siguiente mano:
settings-title = Ajustes de la partida
settings-note = Las reglas se aplican a la siguiente partida. La velocidad del ordenador cambia al instante.
preset = Reglas
preset-pagat = Internacional (pagat.com)
preset-china = China (reglas de competición)
preset-custom = Personalizadas
speed = Velocidad del ordenador
tiers-title = Jugadores del ordenador (desde la siguiente partida)
tier-partner = Tu compañero
tier-opponents = Rivales
tier-everyone = Todos los jugadores del ordenador
speed-instant = Instantánea
speed-fast = Rápida
speed-normal = Normal
speed-slow = Lenta
max-bomb = Bomba más grande
wild-natural = Un conjunto que forma combinación con los comodines como sí mismos no tiene otra lectura
ace-low = Se permiten escaleras A-2-3-4-5
announce-at = Los jugadores anuncian sus cartas a partir de
show-counts = Mostrar siempre cuántas cartas tiene cada jugador
promotion-1-2 = Niveles que gana un final 1-2
a-win-1-2 = En el As, solo un final 1-2 gana la partida
a-fail-limit = Intentos fallidos en el As antes de volver al 2
aces-rule = Regla de los Ases (batido en el As con una última jugada de Ases: vuelta al 2)
equal-tribute = Doble tributo igual: quién toma cuál
equal-tribute-winners = Elige el primero en salir
equal-tribute-clockwise = El siguiente del primero en salir paga primero
equal-tribute-random = Al azar
equal-lead = Doble tributo igual: quién sale
equal-lead-payers = Eligen los que pagan
equal-lead-random = Al azar
equal-lead-next = El siguiente del primero en salir
return-max = Carta más alta que se puede devolver
return-any = Cualquier carta
start-level = Nivel inicial
target-level = Nivel final
no-limit = Sin límite
start-with-settings = Empezar una partida con estas reglas
invalid-rules = Estas reglas no se pueden jugar
cards-left = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
language = Idioma
unknown-lang = Unknown language '{ $value }' in the address: use zh, zh-Hant, en, es or fr. { $fallback } is used instead.
unknown-game = Juego desconocido «{ $value }» en la dirección: elige un juego abajo (guandan o shengji).
bad-seed = «{ $value }» no es una semilla válida: usa un número entero de 0 a { $max }. Se juega un reparto al azar.
unknown-variant = Variante desconocida «{ $value }» en la dirección: usa classic, one-deck, three-decks, four-decks o de zhao-pengyou-5 a zhao-pengyou-12. Se juega la clásica.
unknown-speed = Velocidad desconocida «{ $value }» en la dirección: usa instant, fast, normal o slow. Se usa la velocidad guardada.
hint-with-why = { $line }: { $why }.
why-goes-out = sales
why-partner-winning = tu compañero va ganando
why-keeps-bomb = guarda tu bomba
why-stops-opponent = un rival está a punto de salir
why-feeds-partner = tu compañero está cerca de salir
why-cheapest = la jugada más barata que gana la baza
why-leads-weak = se deshace primero de las cartas débiles
why-sure-winner = nadie puede superarla
why-only-bombs = solo una bomba puede ganarla
why-saves-strength = guarda tus cartas fuertes para después
why-takes-control = recupera la salida
why-adds-points = tu bando va ganando: añade puntos
why-ruffs = fallas con triunfo para llevarte los puntos
why-keeps-points = no da puntos al otro bando
why-forced = las reglas te obligan a pagarla
why-least-useful = tu carta menos útil
why-makes-voids = vacía un palo corto para fallar después
why-strongest-trump = el triunfo en que tu mano es más fuerte
why-buries-weak = entierra las cartas que menos necesitas, sin puntos
why-calls-friends = cartas que otro jugador seguro que tiene
rules-button = Cómo se juega
rules-title = Cómo se juega al { $game }
page-title = Guan Dan y Sheng Ji — mesa de cartas
tracker = Contador de cartas
tracker-note = Cartas que no tienes en la mano y que aún no se han jugado.
tracker-out = { $what }: quedan { $count }
tracker-left = Cartas restantes
# $seat (0 for the human) picks the verb form.
tracker-passed = { $seat ->
    [0] Pasaste
   *[other] { $name } pasó
} ante { $play }
tracker-no-passes = Nadie ha pasado todavía en esta baza.
show-tracker = Botón del contador de cartas (记牌器)
your-face = Tu avatar
face-n = Avatar {$n}
replay = Repetición
replay-hidden = La mano aún se está jugando: solo se muestran tus cartas.
replay-prev = Acción anterior
replay-next = Acción siguiente
replay-slider = Ir a una acción
replay-step = Acción { $step } de { $steps }
replay-play = Reproducir ×{ $speed }
replay-pause = Pausa
replay-none = Esta partida empezó antes de que se guardaran registros: no hay repetición.
replay-deal = El reparto
replay-gives = { $seat ->
    [0] Devuelves
   *[other] { $name } devuelve
} el { $card }
replay-chooses = { $seat ->
    [0] Eliges
   *[other] { $name } elige
}
replay-draws = { $seat ->
    [0] Robas
   *[other] { $name } roba
} una carta
export-record = Descargar el registro
record-link = Enlace a esta repetición
copy-link = Copiar el enlace
link-copied = Enlace copiado
import-record = Abrir un registro…
record-error = No se pudo abrir este registro: { $reason }
record-err-unreadable = está dañado o no es un registro
record-err-foreign = no es un registro de esta mesa
record-err-version = está en la versión { $version } del formato, que esta mesa no lee
record-err-other-game = es un registro de otro juego ({ $game })
record-err-bad-start = sus reglas no forman una partida
record-err-deal = su semilla reparte otras cartas aquí (lo hizo otra versión)
record-err-refused = su acción { $n } no es legal
save-why-version = se guardó con otra versión de la mesa
save-why-damaged = está dañada y no se pudo leer
save-why-inconsistent = sus cartas o turnos no cuadran
save-why-seats = no tiene un jugador por asiento

# Revisión de una mano terminada, y el mismo reparto jugado por el jugador Difícil
review = Revisar
review-title = Revisión de tus decisiones
review-running = El jugador Difícil está revisando tus decisiones… { $done } de { $total }
review-agrees = El jugador Difícil no encontró nada claramente mejor en tus { $total } decisiones.
review-intro = Donde el jugador Difícil habría jugado de otro modo, lo más costoso primero. Cada decisión se pesa sobre muchos repartos posibles de las cartas que no veías, así que una media puede diferir de lo que pasó en este reparto:
review-played = Tú: { $played }
review-better = Jugador Difícil: { $better }
review-gain-levels = { $gain } niveles de media en los repartos posibles
review-gain-points = { $points } puntos de media
review-show = Ver la posición
review-took = { $total } decisiones revisadas en { $seconds } s.
review-failed = Algunas decisiones no se pudieron revisar.
compare-title = El mismo reparto, con el jugador Difícil en tu asiento
compare-you = Tú
compare-hard = Jugador Difícil
compare-waiting = El jugador Difícil está jugando ahora estas mismas cartas; aquí verás lo que hizo.
compare-failed = El jugador Difícil no pudo volver a jugar este reparto.
compare-place = Puesto: { $place }
compare-declaring = Bando: declarante
compare-attacking = Bando: atacante
verdict-better = Bien jugado: sacaste más de estas cartas que el jugador Difícil.
verdict-same = El jugador Difícil logró el mismo resultado en este reparto. «Revisar» pesa cada decisión sobre muchos repartos posibles, así que aún puede encontrar jugadas mejores.
verdict-worse = El jugador Difícil sacó más de estas cartas. «Revisar» muestra dónde habría jugado de otro modo, cada decisión pesada sobre muchos repartos posibles.
play-again = Jugar otra vez este reparto
play-again-help = Otra vez: las mismas cartas, pero tu bando recibe las manos del otro.
challenge-banner = El mismo reparto otra vez, con las cartas del otro bando. Al seguir, vuelves a tu partida.
challenge-over = Era el reparto jugado otra vez: al seguir, vuelves a tu partida.
compare-first = La primera vez
first-better = Mejor que el otro bando con estas cartas.
first-same = Igual que el otro bando con estas cartas.
first-worse = Peor que el otro bando con estas cartas.
worker-failed = Los jugadores del ordenador no respondieron: puede que este navegador no les deje funcionar aquí (Web Workers).
worker-failed-reload = Tu partida está guardada: recarga la página para volver a intentarlo.
worker-failed-open = Abre la mesa a pantalla completa para jugar.
save-off-blocked = Aquí el almacenamiento está bloqueado: esta partida no se guardará.
save-off-full = El almacenamiento del navegador está lleno: esta partida no se guardará.
save-off-other-tab = Esta partida se guardó desde otra pestaña: esta ya no la guarda, para no sobrescribirla.
embed-full = Abrir a pantalla completa
update-ready = Hay una versión nueva de la mesa.
update-reload = Recargar
# The home page's game cards (issue 39)
home-line-guandan = En pareja, vacía tu mano primero y sube del 2 al A.
home-line-shengji = Declara el triunfo, gana bazas, captura los puntos.
home-pagat = Internacional (pagat.com)
home-china = China (reglas de competición)
home-pagat-line = 1-2: sube 4 · 3 intentos en el As
home-china-line = 1-2: sube 3 · sin límite en el As
home-continue = Continuar
home-continue-hand = Mano { $hand }
home-continue-level = Nivel { $level }
home-continue-levels = Nivel { $level } contra { $other }
saved-now = guardada ahora mismo
saved-minutes = guardada hace { $n } min
saved-hours = guardada hace { $n } h
saved-days = guardada hace { $n } días
home-daily = La mano del día
home-daily-note = La misma mano de Guan Dan para todos hoy.
home-zhao-pengyou = Zhao Pengyou
home-play-aria = Jugar a { $game }: { $what }
# The table's new words (issue 39)
nothing-beats = Nada lo supera
rules-in-force-china = Reglas de China
rules-in-force-pagat = Reglas internacionales
rules-in-force-custom = Reglas personalizadas
rules-differ-title = Qué cambian estas reglas
rules-differ-china =
    Un final 1-2 sube 3 niveles, no 4.
    La carta devuelta debe ser un 10 o menor, y no una carta de nivel.
    En el nivel A no hay límite de intentos, y perder ante una última jugada de Ases no hace volver al 2.
    Dos tributos del mismo rango: el siguiente del 1.º le paga al 1.º, y sale.
rules-differ-pagat =
    Un final 1-2 sube 4 niveles, no 3.
    Se puede devolver cualquier carta salvo el tributo recibido.
    En el nivel A, los declarantes vuelven al 2 tras 3 intentos fallidos, o si un rival acaba 1.º con una última jugada de Ases.
    Dos tributos del mismo rango: el 1.º elige cuál toma, y los que pagan eligen quién sale.
bid-none-yet = Declarar triunfo
points-total = Puntos: { $points }
home-variant = Variante
home-rules = Reglas
home-players = Jugadores
settings-display = Aspecto
settings-rules = Reglas de la siguiente partida
start-match-note = Termina la partida en curso y empieza una nueva.
auto-still-on = El modo automático (托管) sigue activo: el ordenador jugará también la siguiente mano por ti.
auto-take-back = Jugaré yo

# Mesas con amigos (issue 40).
friends-play = Jugar con amigos
friends-title = { $game } con amigos
friends-title-plain = Jugar con amigos
friends-home = Volver a los juegos
friends-how = Cada asiento libre tiene su propio enlace de invitación. Envíalo a un amigo en la misma wifi; lo abre y te devuelve un enlace de respuesta. Abre aquí el enlace de respuesta o pégalo abajo.
friends-host-default = Anfitrión
friends-seat-open = Asiento libre
friends-seat-computer = Jugador del ordenador
friends-seat-connected = { $name } · conectado
friends-seat-connecting = { $name } · conectando…
friends-invite = Crear invitación
friends-to-computer = Que juegue el ordenador
friends-to-open = Dejar para un amigo
friends-copy = Copiar
friends-copied = Copiado
friends-share = Compartir
friends-reply-label = Enlace de respuesta de tu amigo
friends-accept = Conectar
friends-reply-taken = Ha llegado la respuesta de { $name }: conectando…
friends-lost = { $name } perdió la conexión.
friends-internet = Conectar por internet
friends-internet-help = Añade el servidor STUN público { $server }, que conoce tu dirección pública. Desactivado: solo la misma wifi o red.
friends-join-title = { $host } te invita a jugar a { $game }
friends-name = Tu nombre
friends-name-default = Amigo
friends-join = Unirse
friends-reply-help = Envía este enlace de respuesta a { $host } por cualquier mensajería.
friends-reply-link = Enlace de respuesta
friends-waiting-channel = Esperando a que la mesa del anfitrión se conecte…
friends-seated = Estás en la mesa de { $host }. El anfitrión empieza la partida.
friends-host-left = El anfitrión dejó la mesa.
friends-handoff = Enviado a tu mesa: puedes cerrar esta pestaña.
friends-err-link = Este enlace no es una invitación ni una respuesta que esta mesa pueda leer.
friends-err-version = Este enlace lo hizo otra versión de la mesa: recarga las dos páginas.
friends-err-old = Este enlace lo hizo una versión anterior de la mesa: pide un enlace nuevo.
friends-err-other-table = Esta respuesta es para otra mesa.
friends-err-no-seat = Esta mesa no tiene ese asiento.
friends-err-taken = Ese asiento ya está ocupado.
friends-err-replaced = Una invitación más reciente sustituyó a esta: pide el enlace nuevo.
friends-err-started = La partida empezó sin ese asiento.
friends-err-reply = No se pudo usar la respuesta: crea una invitación nueva para ese asiento.
friends-err-webrtc = Este navegador no pudo abrir una conexión.
friends-err-no-route = Sin conexión: no hay ruta directa entre los dos dispositivos. Usad la misma wifi o activad «Conectar por internet» en las dos páginas.
friends-start = Empezar la partida
friends-back = { $name } ha vuelto a la mesa.
friends-late = La mesa siguió antes de que llegara tu jugada: juega de nuevo.
friends-seat-away = { $name } · ausente, juega el ordenador
friends-seats = Asientos
friends-own-table = Abrir tu propia mesa
friends-waiting-host = Esperando a que { $host } pase a la siguiente mano.
friends-entry-note = Una partida nueva con amigos en los asientos libres; sustituye a esta.
friends-refused = La mesa del anfitrión no aceptó esa jugada: prueba otra.
friends-qr = Código QR
friends-qr-label = Código QR del enlace
friends-timer = Tiempo por turno
friends-timer-off = Sin límite
friends-seconds = { $seconds } s
friends-timer-help = Si un amigo no ha jugado cuando se acaba, el ordenador juega ese turno (托管).
friends-clock = { $name }: { $seconds } s
friends-clock-you = Tu turno: { $seconds } s
friends-time-up = A { $name } se le acabó el tiempo: el ordenador jugó el turno.
friends-record = El registro de la partida

# Issue 46 (friends never freeze; seats as the table shows them): the page that stopped, the
# lobby's places around the table, a team named by its players.
crash-saved = Algo salió mal. Tu partida está guardada: recarga para seguir.
crash-friend = Algo salió mal. Recarga la página y envía al anfitrión tu nuevo enlace de respuesta para volver a sentarte.
crash-reload = Recargar
friends-seat-host = { $name } (anfitrión)
friends-place-you = Tú
friends-place-right = A tu derecha
friends-place-partner = Enfrente, tu compañero
friends-place-across = Enfrente
friends-place-across-right = Enfrente, a tu derecha
friends-place-across-left = Enfrente, a tu izquierda
friends-place-left = A tu izquierda
friends-invite-for = Enlace de invitación: { $place }
team-pair = { $first } y { $second }
