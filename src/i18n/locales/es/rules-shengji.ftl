## Cómo se juega al Sheng Ji: las secciones de la página de reglas y una línea de ayuda por ajuste.
## Cada línea de un texto se muestra como un párrafo.

sj-rules-aim-h = El juego y su objetivo
sj-rules-aim =
    El Sheng Ji (升级, «subir de nivel»), también llamado Tractor (拖拉机) u 80 puntos (八十分), es un juego de bazas para cuatro jugadores en dos equipos fijos de dos, con los compañeros sentados frente a frente. Se juega con dos barajas de 54 cartas: 108 cartas, cuatro de ellas comodines. Las cartas se roban y se juegan en sentido antihorario.
    En cada ronda un equipo es el de los declarantes: el repartidor (庄家) y su compañero. Ellos defienden, mientras el otro equipo, los atacantes (闲家), intenta capturar cartas de puntos en las bazas. Solo los puntos de los atacantes deciden el resultado de la ronda.
    Cada equipo tiene un nivel, del 2 al As; los dos empiezan en el 2. Una buena ronda hace subir de nivel a tu equipo, tanto si aguanta el reparto siendo declarante como si lo toma siendo atacante. El primer equipo que sube más allá del As gana la partida.
    Los ajustes ofrecen otras variantes: una baraja (12 cartas cada uno, un descarte de 6 y ninguna pareja), tres o cuatro barajas (manos más grandes, con tríos de cartas idénticas, que también pueden formar tractores) y Zhao Pengyou (找朋友), de 5 a 12 jugadores con equipos cambiantes, que se explica al final de esta página.

sj-rules-deal-h = Robo y declaración
sj-rules-deal =
    Las cartas barajadas se roban de una en una, en sentido antihorario, hasta que cada jugador tiene 25; las 8 últimas forman el descarte (底牌). En la primera ronda roba primero un jugador al azar; en las siguientes, el repartidor.
    El rango de triunfo es el nivel de los declarantes: el 2 en la primera ronda. Mientras se roba, y hasta que todos hayan pasado tras la última carta, cualquiera puede declarar (亮主) mostrando una carta del rango de triunfo (级牌): su palo pasa a ser el palo de triunfo. Otro jugador puede superar la declaración (反主) con una pareja de cartas idénticas del rango de triunfo; una pareja de comodines iguales declara sin triunfo: los pequeños superan cualquier pareja del rango de triunfo y los grandes superan a los pequeños. Un comodín solo no es una declaración. Cada declaración nueva debe ser más fuerte: más cartas o, con las mismas, comodines sobre un palo y grandes sobre pequeños. Puedes reforzar tu propia carta suelta con otra igual para formar una pareja, de modo que solo una pareja de comodines pueda superarla; nunca puedes cambiar tu declaración ni reforzar la de tu compañero.
    En la primera ronda, quien mantiene la última declaración pasa a ser el repartidor; si nadie declara, se baraja y se roba de nuevo. En las rondas siguientes, si nadie declara, por defecto el repartidor descubre las cartas del descarte una a una: la primera carta del rango de triunfo fija el palo de triunfo; si no aparece ninguna, es triunfo el palo de la carta más alta descubierta (los ajustes ofrecen otras opciones).
    Si los ajustes permiten la mano nula, una vez que el repartidor ha tomado el descarte, un jugador sin triunfos o sin cartas de puntos puede enseñar su mano para que se baraje y se robe de nuevo.

sj-rules-trumps-h = Triunfos
sj-rules-trumps =
    Todos los triunfos (主牌) forman un solo palo. De mayor a menor: los comodines grandes, los comodines pequeños, las cartas del rango de triunfo (级牌) del palo de triunfo, las del rango de triunfo de los otros tres palos, iguales entre sí, y luego el resto del palo de triunfo, del As al 2.
    Por ejemplo, en el nivel 2 con corazones de triunfo: comodín grande, comodín pequeño, 2♥, luego 2♠, 2♣ y 2♦ (iguales), luego A♥, K♥ y los demás corazones hasta el 3♥.
    Los otros tres palos son palos normales (副牌), cada uno ordenado A, K, Q… hasta el 2, sin su carta del rango de triunfo; los dos rangos que la rodean quedan contiguos, así que en el nivel 7 el 8 y el 6 son consecutivos.
    En una ronda sin triunfo, solo los comodines y las cartas del rango de triunfo, iguales en los cuatro palos, son triunfos, y los cuatro palos son normales. Dos cartas idénticas, una de cada baraja, también son iguales: gana la que se juega primero.

sj-rules-kitty-h = El descarte
sj-rules-kitty =
    Terminada la declaración, el repartidor añade a su mano las 8 cartas del descarte (底牌) y entierra (扣底) en su lugar 8 cartas cualesquiera boca abajo, cartas de puntos incluidas. El descarte enterrado queda oculto hasta el final de la ronda.
    Si los declarantes ganan la última baza, los puntos del descarte no cuentan para nadie. Si la ganan los atacantes (抠底), los puntos del descarte se multiplican y se suman a los suyos. Por defecto el multiplicador depende de la salida de la última baza: ×2 para una carta suelta, ×4 para una pareja, ×8 para un tractor de dos parejas, ×16 para uno de tres, y se duplica con cada pareja más; en un lanzamiento cuenta su unidad mayor.

sj-rules-play-h = Las bazas
sj-rules-play =
    El repartidor sale en la primera baza, y quien gana cada baza sale en la siguiente. Una salida es una carta suelta, una pareja, un tractor o un lanzamiento, siempre de un solo palo: todo triunfos o todo de un palo normal. Después cada jugador, por turno, juega el mismo número de cartas.
    Seguir el palo: si tienes al menos tantas cartas del palo de salida como cartas tiene la salida (todos los triunfos cuentan como un palo), juega solo cartas de ese palo; si tienes menos, juégalas todas y completa con otras. Dentro del palo, reproduce la estructura de la salida en lo posible: pareja sobre pareja, tractor de la misma longitud sobre tractor y, si no, tantas parejas como puedas y luego cartas sueltas.
    Si ya no te quedan cartas del palo de salida, juega las que quieras: triunfos para fallar o cartas de otros palos. Nunca estás obligado a fallar.
    Solo una jugada con exactamente la estructura de la salida, toda del palo de salida o toda de triunfos, puede ganar la baza. Gana la más alta de ellas, los triunfos superan al palo de salida y, entre jugadas iguales, gana la primera. Así, dos cartas sueltas nunca superan una pareja: si se sale con 9♦9♦ y los tréboles son triunfo, J♦Q♦ y J♣Q♣ pierden, pero 5♣5♣ gana.

sj-rules-combos-h = Combinaciones
sj-rules-combos = Cada salida se compone de unidades de un mismo palo: una carta suelta, una pareja, un tractor, o varias de ellas juntas en un lanzamiento.

sj-rules-single-t = Carta suelta (单张)
sj-rules-single = Cualquier carta, como el A♠: en el nivel 2 con corazones de triunfo, solo puede superarla un triunfo de alguien que ya no tenga picas.

sj-rules-pair-t = Pareja (对子)
sj-rules-pair = Dos cartas idénticas, del mismo rango y del mismo palo, como 9♦9♦, o dos comodines iguales (dos grandes o dos pequeños). 7♠7♥ no es una pareja, aunque las dos sean triunfos, ni tampoco un comodín grande con uno pequeño.

sj-rules-tractor-t = Tractor (拖拉机)
sj-rules-tractor = Dos o más parejas de rangos consecutivos del mismo palo, como 7♣7♣8♣8♣. Los rangos siguen el orden de la ronda: en el nivel 7, 8♠8♠6♠6♠ es un tractor; en el nivel 2 con corazones de triunfo, también lo es A♥A♥2♠2♠2♥2♥, pero no 2♠2♠2♦2♦ (rangos iguales).

sj-rules-throw-t = Lanzamiento (甩牌)
sj-rules-throw = Varias unidades de un mismo palo jugadas a la vez en la salida, como A♠A♠K♠ (una pareja y una carta suelta). Solo vale si ningún otro jugador tiene, en ese palo, una carta más alta que alguna de sus cartas sueltas, una pareja más alta que alguna de sus parejas o un tractor más alto y al menos igual de largo que alguno de sus tractores. Si no, el lanzamiento falla: solo se juega su unidad más pequeña que puede ser superada, las demás cartas vuelven a la mano y todos ven por qué. Un lanzamiento válido solo lo superan triunfos con la misma estructura, comparados por defecto por su unidad mayor; en los ajustes, un lanzamiento fallido también puede costar 10 puntos al bando del que lanza.

sj-rules-points-h = Puntos
sj-rules-points =
    Solo tres rangos valen puntos: cada 5 vale 5 puntos, y cada 10 y cada K, 10 puntos; por ejemplo 5♠, 10♥ y K♦. Son 100 puntos por baraja, 200 con dos barajas.
    Los puntos son para quien gana la baza en la que están, pero solo cuentan los de los atacantes: las bazas de los declarantes solo sirven para que los atacantes no se los lleven.

sj-rules-scoring-h = Puntuación de una ronda
sj-rules-scoring =
    Al final de la ronda, los atacantes suman los puntos que han capturado, más el descarte multiplicado si ganaron la última baza, teniendo en cuenta las penalizaciones por lanzamientos fallidos que haya. Solo ese total decide el resultado.
    Con dos barajas: por debajo de 80, los declarantes aguantan el reparto y suben 1 nivel; 2 niveles por debajo de 40, y 3 niveles si los atacantes no han hecho ningún punto. Desde 80, los atacantes toman el reparto y pasan a ser los declarantes; desde 120 además suben 1 nivel, y uno más por cada 40 puntos adicionales. Con otro número de barajas, cada tramo mide 20 puntos por baraja. La tabla de abajo da los tramos para las reglas elegidas en los ajustes.

sj-rules-levels-h = Niveles y siguiente ronda
sj-rules-levels =
    Si los declarantes aguantan, el compañero del repartidor es el repartidor de la siguiente ronda, al nuevo nivel de los declarantes. Si los atacantes toman el reparto, el jugador siguiente al repartidor, uno de los atacantes, pasa a ser el repartidor, y el rango de triunfo pasa a ser el nivel de los atacantes.
    Con las reglas clásicas, un equipo que sube más allá del As gana la partida, tanto si aguantaba el reparto como si lo ha tomado.
    Los ajustes pueden hacer más difícil el final. Si el As se debe defender, los niveles se detienen en el As, y un equipo solo gana la partida aguantando el reparto como declarantes en el As. Los niveles que hay que defender (5, 10 y K) detienen cualquier subida: un equipo que llega a uno de ellos no puede seguir subiendo hasta haber aguantado el reparto como declarantes en ese nivel.

sj-rules-friends-h = Zhao Pengyou (找朋友): llamar amigos
sj-rules-friends =
    Zhao Pengyou (找朋友) se juega de 5 a 12 jugadores con dos a cuatro barajas; el tamaño de las manos y del descarte depende del número de jugadores. Cada jugador tiene su propio nivel, y el rango de triunfo es el del repartidor. No hay equipos fijos: el repartidor (庄家) empieza solo.
    Tras enterrar el descarte, el repartidor llama cartas amigas, por ejemplo «el primer A♥»: quien juegue el primer A♥ de la ronda se une en ese momento al bando del repartidor, y sus puntos dejan de contar para los atacantes. Los ejemplares se cuentan en el orden en que se juegan, incluidos los del propio repartidor, así que este puede acabar con menos amigos, o solo. Hasta que aparecen las cartas llamadas, nadie conoce los equipos.
    El repartidor llama tantos amigos como la mitad de los jugadores, redondeada hacia abajo, menos uno, y al menos uno: uno con 5 jugadores, dos con 6 o 7, hasta cinco con 12. Todos los que no están en el bando del repartidor son atacantes, y los tramos de puntos dependen del número de barajas, como arriba.
    Si el bando del repartidor aguanta, todos sus jugadores suben, y el siguiente de ellos después del repartidor pasa a ser el repartidor. Si los atacantes toman el reparto, suben todos juntos, y el siguiente atacante después del repartidor pasa a ser el repartidor.

sj-help-variant = Jugadores y barajas: el clásico es de 4 jugadores con 2 barajas; Zhao Pengyou, de 5 a 12 con equipos cambiantes.
sj-help-start = Todos los jugadores empiezan la partida en este nivel, que es también el rango de triunfo de la primera ronda.
sj-help-defend-a = Los niveles se detienen en el As: solo se gana la partida aguantando el reparto como declarantes en el As.
sj-help-defend = Una subida se detiene en estos niveles; hay que aguantar allí el reparto como declarantes para seguir subiendo.
sj-help-bid-jokers = Los comodines mostrados con cartas del rango de triunfo cuentan en la declaración: 9♥9♥ y un comodín declaran corazones con 3 cartas.
sj-help-no-bid = Desde la 2.ª ronda, cómo se fija el palo de triunfo si nadie declara: con el descarte o volviendo a repartir.
sj-help-misdeal = Se puede pedir cuando el repartidor ha tomado el descarte, antes de enterrar; luego se baraja y se roba de nuevo.
sj-help-penalty = Se suman a los puntos de los atacantes si falla el lanzamiento de un declarante, y se les restan si falla el de un atacante.
sj-help-throw = Una jugada con la forma del lanzamiento supera a la ganadora si su unidad mayor es más alta, o solo si lo es cada unidad.
sj-help-kitty = Cuando los atacantes ganan la última baza, los puntos del descarte se multiplican por esto y se suman a los suyos.
