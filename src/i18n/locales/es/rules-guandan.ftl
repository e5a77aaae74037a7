# Cómo se juega al Guan Dan, y una línea de ayuda para cada ajuste de la partida.

gd-rules-aim-h = El objetivo
gd-rules-aim =
    El Guan Dan (掼蛋) se juega entre 4 jugadores en 2 equipos; los compañeros se sientan uno frente al otro. Se usan dos barajas con sus 4 comodines grandes y pequeños, 108 cartas en total.
    En cada mano, intenta ser el primero en quedarte sin cartas y ayuda a tu compañero a conseguirlo también. Cuanto mejor termina tu equipo, más niveles sube. Los dos equipos empiezan en el nivel 2; para ganar la partida hay que llegar al nivel A y ganar allí una mano.

gd-rules-deal-h = Reparto y primera salida
gd-rules-deal =
    Cada jugador recibe 27 cartas. El reparto y el juego van en sentido antihorario: el siguiente jugador es el de tu derecha.
    En la primera mano se pone boca arriba una carta de la baraja al azar; quien la recibe sale en la primera baza. Desde la segunda mano, la primera salida depende del tributo (ver Tributo).

gd-rules-order-h = Orden de las cartas
gd-rules-order =
    Orden natural, de mayor a menor: comodín grande (大王, rojo), comodín pequeño (小王, negro), A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2.
    Las cartas del rango que se juega son las cartas de nivel (级牌). En cartas sueltas, parejas, tríos, fulls y bombas de un mismo rango van justo debajo del comodín pequeño, por encima del A: es el orden de nivel. En el nivel 8: comodín grande, comodín pequeño, 8, A, K, Q, J, 10, 9, 7, 6, 5, 4, 3, 2.
    Las escaleras, los tubos, las placas y las escaleras de color siguen el orden natural, con las cartas de nivel en su sitio de siempre y el A alto o bajo. Los palos no importan, salvo en las escaleras de color y para las dos cartas de nivel de corazones, que son comodines.

gd-rules-play-h = El juego
gd-rules-play =
    Quien sale juega cualquier combinación, o una bomba. Luego cada jugador, por turno, la supera con una combinación más alta del mismo tipo y tamaño, o con cualquier bomba, o pasa. Sobre una bomba solo se puede jugar una bomba más alta; una jugada igual nunca supera.
    Pasar no impide jugar más tarde en la misma baza, pero quien sale no puede pasar. Cuando los otros tres pasan seguidos, la baza termina y el último que jugó sale en la siguiente. Se salta al jugador que ya se ha quedado sin cartas.
    接风 (el compañero toma la salida): si el último que jugó ya no tiene cartas, su compañero sale en la siguiente baza.
    Quien tiene 10 cartas o menos debe decir cuántas le quedan: la mesa muestra su número de cartas.

gd-rules-combos-h = Combinaciones
gd-rules-combos =
    Hay siete combinaciones ordinarias, además de las bombas. Una combinación solo se supera con otra más alta del mismo tipo, o con una bomba.

gd-rules-single-t = Carta suelta (单张)
gd-rules-single = Cualquier carta, según el orden de nivel, por ejemplo K♠.
gd-rules-pair-t = Pareja (对子)
gd-rules-pair = Dos cartas del mismo rango, por ejemplo 8♥8♣. Dos comodines pequeños o dos comodines grandes forman pareja; uno pequeño y uno grande, no.
gd-rules-triple-t = Trío (三张)
gd-rules-triple = Tres cartas del mismo rango, por ejemplo 5♠5♦5♣. Los comodines grandes y pequeños no forman trío.
gd-rules-full-house-t = Full (三带二)
gd-rules-full-house = Un trío con una pareja, por ejemplo 9♠9♥9♣+4♦4♠, que vale solo por el trío: 8-8-8-K-K no supera a 8-8-8-5-5. La pareja puede ser de comodines grandes o pequeños.
gd-rules-straight-t = Escalera (顺子)
gd-rules-straight = Exactamente cinco cartas de rangos consecutivos, no todas del mismo palo, por ejemplo 5♣6♦7♥8♠9♣, que vale por su carta más alta. El A es alto (10-J-Q-K-A, la más alta) o bajo (A-2-3-4-5, la más baja), pero la escalera no da la vuelta: K-A-2-3-4 no es escalera. Sin comodines grandes ni pequeños.
gd-rules-tube-t = Tubo (三连对)
gd-rules-tube = Tres parejas de rangos consecutivos, por ejemplo 7♠7♥8♦8♣9♠9♦, que vale por su pareja más alta. El más bajo es A-A-2-2-3-3 y el más alto Q-Q-K-K-A-A; K-K-A-A-2-2 no es un tubo.
gd-rules-plate-t = Placa (钢板)
gd-rules-plate = Dos tríos de rangos consecutivos, por ejemplo J♠J♥J♦Q♣Q♠Q♥, que vale por su trío más alto en orden natural. La más baja es A-A-A-2-2-2 y la más alta K-K-K-A-A-A.
gd-rules-bomb-t = Bomba (炸弹)
gd-rules-bomb = Cuatro o más cartas del mismo rango, por ejemplo 6♠6♥6♦6♣. Una bomba supera a cualquier combinación ordinaria; más cartas superan a menos, y entre bombas del mismo tamaño decide el orden de nivel.
gd-rules-straight-flush-t = Escalera de color (同花顺)
gd-rules-straight-flush = Cinco cartas consecutivas del mismo palo, por ejemplo 8♥9♥10♥J♥Q♥: una bomba que supera a cualquier bomba de 5 cartas y pierde ante cualquiera de 6. Vale por su carta más alta, de A-2-3-4-5 a 10-J-Q-K-A.
gd-rules-four-jokers-t = Cuatro comodines (天王炸)
gd-rules-four-jokers = Los dos comodines grandes y los dos pequeños juntos: la bomba más alta, supera a todo.

gd-rules-bombs-h = Bombas
gd-rules-bombs =
    De menor a mayor: 4 cartas iguales, 5 iguales, escalera de color (同花顺), 6, 7, 8, 9 y 10 iguales, cuatro comodines (天王炸).
    Una bomba (炸弹) supera a cualquier combinación ordinaria, y solo la supera una bomba más alta: de un tipo superior, o del mismo tipo y de rango más alto.
    Las bombas de cartas iguales se ordenan dentro de su tamaño según el orden de nivel, así que las de cartas de nivel son las más altas: en el nivel 4, A-A-A-A pierde ante 4-4-4-4, que pierde ante 2-2-2-2-2. Las escaleras de color valen por su carta más alta en orden natural, sea cual sea el nivel; dos iguales no se superan.
    Los comodines (逢人配) sirven en cualquier bomba salvo la de cuatro comodines grandes y pequeños; las bombas de 9 y 10 cartas solo existen con comodines.

gd-rules-wilds-h = Comodines (逢人配)
gd-rules-wilds =
    Las dos cartas de nivel de corazones son comodines: en el nivel 2, los dos 2♥. Un comodín puede sustituir a cualquier carta salvo un comodín grande o pequeño, en cualquier combinación o bomba salvo la de cuatro comodines, y los dos comodines pueden sustituir a cartas distintas.
    Por ejemplo, en el nivel 2, 3♠4♦2♥6♣7♠ es una escalera en la que el 2♥ hace de 5.
    Jugado solo, o en pareja con el otro comodín, un comodín vale como una carta de nivel corriente: es igual a ella, ninguna supera a la otra. Un comodín forma pareja con cualquier carta salvo un comodín grande o pequeño.
    Si tus cartas se pueden leer de varias formas, eliges cuál juegas; el juego te lo pregunta. Un comodín nunca se paga como tributo.

gd-rules-finish-h = Orden de llegada y ascenso
gd-rules-finish =
    El primero en quedarse sin cartas es el 1.º (头游); le siguen el 2.º (二游), el 3.º (三游) y el último (末游). La mano termina en cuanto los dos jugadores de un equipo se quedan sin cartas, y la gana el equipo del 1.º.
    Los ganadores suben 4 niveles si el compañero del 1.º quedó 2.º (un final 1-2, que termina la mano en el acto), 2 niveles con un final 1-3 y 1 nivel con un 1-4.
    Los ganadores pasan a ser, o siguen siendo, los declarantes: la siguiente mano se juega en su nivel. Si ganan los rivales, suben todo de una vez: si los declarantes están en el 5 y pierden 1-4 ante rivales en el 3, los rivales declaran en el 4.

gd-rules-tribute-h = Tributo (进贡)
gd-rules-tribute =
    Desde la segunda mano, tras el reparto y antes de jugar, los perdedores pagan tributo: cada uno da su carta más alta en orden de nivel, salvo una carta de nivel de corazones (comodín). Los comodines grandes y pequeños y las demás cartas de nivel sí se pagan; entre cartas iguales, quien paga elige cuál.
    Tras un 1-3 o un 1-4, el último (末游) paga al 1.º (头游), aunque sean compañeros. Tras un 1-2, pagan los dos perdedores (doble tributo): el 1.º toma la carta más alta y el 2.º la otra; si son iguales, elige el 1.º.
    Cada uno que recibe devuelve (还贡) una carta a su elección a quien le pagó: cualquiera salvo una idéntica al tributo. Sin tributo (抗贡): si quien paga tiene los dos comodines grandes, o los dos que pagan los tienen entre ambos, los enseñan y nadie paga.
    Quien pagó el tributo más alto, o el único, sale en la primera baza; si los dos tributos son iguales, los que pagan eligen quién sale. Sin tributo, sale el 1.º de la mano anterior.

gd-rules-levels-h = Niveles y victoria
gd-rules-levels =
    Cada equipo tiene su propio nivel, del 2 al A. Cada mano se juega en el nivel de los declarantes (la primera, en el nivel 2), y ningún equipo sube más allá del nivel A.
    Los declarantes en el nivel A que ganan 1-2 o 1-3 ganan la partida; si ganan 1-4, siguen en el nivel A para otro intento. Los rivales que ganan una mano estando en el nivel A no ganan la partida: pasan a ser los declarantes en el nivel A.
    Un equipo que ha sido declarante tres veces en el nivel A sin ganar la partida vuelve al nivel 2 tras el tercer fracaso.
    Regla de los Ases: si los declarantes en el nivel A pierden, y la última jugada del rival que se quedó primero sin cartas era solo de Ases (carta suelta, pareja, trío o bomba de Ases), los declarantes vuelven al nivel 2.

gd-help-preset = Pagat: las reglas de pagat.com. China: las reglas oficiales de competición chinas. Cualquier cambio las hace personalizadas.
gd-help-max-bomb = 10 permite todas las bombas; 8 quita las de 9 y 10 cartas; 6 quita todas las de 7 cartas o más.
gd-help-wild-natural = Si se activa, en el nivel 4, 4♥4♥5♣5♦6♠6♣ solo es 4-4-5-5-6-6, nunca 5-5-6-6-7-7 ni 5-5-5-6-6-6.
gd-help-ace-low = Si se desactiva, el A solo es alto: no valen A-2-3-4-5, A-A-2-2-3-3, A-A-A-2-2-2 ni la escalera de color A-2-3-4-5.
gd-help-announce = Quien tiene este número de cartas o menos debe decir cuántas le quedan; la mesa lo muestra.
gd-help-counts = Muestra siempre cuántas cartas tiene cada jugador, no solo cuando debe anunciarlo.
gd-help-promotion = Pagat: 4, China: 3. Un final 1-3 da siempre 2 niveles, y un 1-4, 1 nivel.
gd-help-a-win = Si se activa, los declarantes en el nivel A que ganan 1-3 siguen en el nivel A en vez de ganar la partida. Desactivada en Pagat y en China.
gd-help-a-fail = Cuenta cada mano jugada como declarantes en el nivel A sin ganar la partida, también un 1-4. Pagat: 3, China: sin límite.
gd-help-aces = Ases: carta suelta, pareja, trío o bomba de Ases como última jugada del 1.º. Activa en Pagat, no en China.
gd-help-equal-tribute = Tras un 1-2 con dos tributos del mismo rango. Pagat: elige el 1.º; China: el siguiente del 1.º le paga a él.
gd-help-equal-lead = Normalmente sale quien pagó el tributo más alto. Pagat: eligen los que pagan; China: el siguiente del 1.º.
gd-help-return-max = La carta devuelta debe ser de este rango o menor y no de nivel; si no hay ninguna, la más baja. China: 10.
gd-help-start = Los dos equipos empiezan en este nivel, y la primera mano se juega en él.
gd-help-target = El ascenso se detiene en este nivel, y todas las reglas del nivel A se aplican a él. Normalmente A.
