# Las frases del entrenador en la lección de Guan Dan (src/lesson/guandan.rs): una por paso, en orden.
lesson-gd-intro = Dos equipos: tú (Sur) y tu compañero Norte contra Este y Oeste. Intenta quedarte sin cartas el primero. Las cartas de esta lección están fijadas: el entrenador te dice qué jugar y «Pista» lo selecciona.
lesson-gd-level = Esta mano se juega en el nivel 2: los 2 van por encima del A y por debajo de los comodines grandes y pequeños, y el ♥2 es comodín: sustituye a cualquier carta salvo un comodín grande o pequeño.
lesson-gd-pair = Oeste sale con una pareja de 6. Supérala con una jugada más alta del mismo tipo: selecciona tus dos 10 y pulsa «Jugar» (superan a los 6 y dejan enteras tus J y Q para una placa).
lesson-gd-single = Todos pasan: la baza es tuya y sales tú, con la combinación que quieras. Sal con un 3 suelto: las cartas bajas se juegan mejor mientras tienes la salida, y tus otros dos 3 formarán un tubo.
lesson-gd-pass = El A de Oeste supera tu 3. Solo tu comodín ♥2 o una bomba podrían superarlo, y los dos te serán más útiles después. Pasa: aún podrás jugar si te vuelve a tocar.
lesson-gd-bomb = Oeste sale con un full: tres 2, la carta de nivel, con una pareja de 8. Solo una bomba lo supera: cuatro cartas iguales forman una bomba, y una bomba supera a cualquier jugada ordinaria. Juega la bomba de tus cuatro K: la salida vuelve a ser tuya, y el resto de tu mano sale en cuatro jugadas.
lesson-gd-triple = Juega un trío: tus tres A.
lesson-gd-tube = Nadie ha superado la bomba: sales tú. Tres parejas seguidas forman un tubo: sal con 3-3-4-4-5-5, tus cartas más bajas primero.
lesson-gd-plate = Dos tríos seguidos forman una placa: sal con J-J-J-Q-Q-Q.
lesson-gd-straight = Cinco cartas seguidas forman una escalera. Tu ♥2 hace del 10 que falta: juega 6-7-8-9-♥2 y quédate sin cartas.
lesson-gd-out = ¡Te has quedado sin cartas el primero! La mano termina cuando los dos jugadores de un equipo se han quedado sin cartas: con un final 1-2, tu equipo subiría 3 niveles; con un 1-3, 2; con un 1-4, 1.
lesson-gd-tribute = La siguiente mano. Terminaste 1.º y Oeste, último: antes de jugar, Oeste te paga tributo con su carta más alta salvo el comodín. (Con los dos comodines grandes, Oeste no pagaría.) Tu equipo está ahora en el nivel 4.
lesson-gd-return = Ahora devuelve una carta a Oeste: cualquiera de 10 o menos que no sea una carta de nivel. Elige una y pulsa «Devolver».
lesson-gd-end = Oeste, que pagó el tributo, sale en la nueva mano. Ya conoces las jugadas: cartas sueltas, parejas, tríos, fulls, escaleras, tubos, placas, bombas, el comodín y el tributo.
