# Las frases del entrenador en la lección de Sheng Ji (src/lesson/shengji.rs): una por paso, en orden.
lesson-sj-intro = Dos equipos: tú y Norte contra Este y Oeste. El equipo del repartidor son los declarantes; el otro, los atacantes, captura puntos: cada 5 vale 5, y cada 10 y cada K, 10. Si los atacantes consiguen 80 puntos o más, ganan la ronda y toman el reparto.
lesson-sj-bid = Las cartas se roban de una en una. El nivel es 2, así que todos los 2 son triunfos. Enseña un 2 para que su palo sea el de triunfo y ser el repartidor: cuando te llegue el ♠2, pulsa «Declarar ♠2».
lesson-sj-dealer = Nadie ha superado tu declaración: las picas son triunfo, con todos los 2 y los comodines, y tú eres el repartidor. Has tomado las 8 cartas del descarte. Para que la lección sea corta, cada uno juega con 10 cartas: tú tienes 18 hasta que descartes 8.
lesson-sj-bury = Entierra 8 cartas boca abajo: las ocho que acabas de tomar, bajas y sin puntos. Si los atacantes ganan la última baza, los puntos enterrados cuentan doble para ellos.
lesson-sj-pair = El repartidor sale primero. Sal con tu pareja de ♥A: los demás deben seguir con corazones, con una pareja si la tienen.
lesson-sj-tractor = Dos parejas seguidas de un mismo palo forman un tractor. Sal con ♣J-J-Q-Q: los demás deben seguir con tréboles, con parejas si pueden.
lesson-sj-points = Sal con tu ♦5. Fíjate en los puntos: Este añade un 10 y Oeste gana con el A, así que los atacantes se llevan 15.
lesson-sj-ruff = Oeste sale con el ♦K. Ya no te quedan diamantes, así que puedes jugar un triunfo, que supera a cualquier carta de un palo normal. Falla con tu ♠4.
lesson-sj-trump = Sal con tu ♠2: el 2 del palo de triunfo solo está por debajo de los comodines. Los demás deben seguir con triunfos.
lesson-sj-last = La última baza: si la ganaran los atacantes, los puntos del descarte contarían para ellos. Sal con tu ♠A y gánala.
lesson-sj-score = Los atacantes se llevaron 15 puntos, lejos de 80: tu equipo aguanta el reparto y sube 2 niveles (3 si no hacen ningún punto, 1 con 40 a 75). El primer equipo que sube más allá del As gana la partida.
