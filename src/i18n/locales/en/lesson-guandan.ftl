# The Guan Dan lesson's coach (src/lesson/guandan.rs): one line per step, in order.
lesson-gd-intro = Two teams: you (South) and your partner North against East and West. Be first to play out all your cards. This lesson's cards are fixed: the coach says what to play, and Hint selects it.
lesson-gd-level = This hand is played at level 2: the 2s rank above the aces, below the jokers, and the ♥2 is wild: it stands for any card but a joker.
lesson-gd-pair = West leads a pair of 6s. Beat it with a higher play of the same kind: select your two 10s and press Play (they beat the 6s and keep your Js and Qs whole for a plate).
lesson-gd-single = All passed: the trick is yours and you lead, any kind you like. Lead a single 3: low cards are best played while you hold the lead, and your other two 3s will make a tube.
lesson-gd-pass = West's ace beats your 3. Only your wild ♥2 or a bomb could beat it, and both are worth more later. Pass: you may still play if the turn comes round again.
lesson-gd-bomb = West leads a full house: three 2s, the level card, with a pair of 8s. Only a bomb beats it: four of a kind is a bomb, and a bomb beats any ordinary play. Bomb with your four Ks: the lead is yours again, and the rest of your hand goes out in four plays.
lesson-gd-triple = Play three of a kind: your three aces.
lesson-gd-tube = Nobody beat the bomb: your lead. Three pairs in a row make a tube: lead 3-3-4-4-5-5, your lowest cards first.
lesson-gd-plate = Two triples in a row make a plate: lead J-J-J-Q-Q-Q.
lesson-gd-straight = Five cards in a row make a straight. Your ♥2 stands for the missing 10: play 6-7-8-9-♥2 and go out.
lesson-gd-out = You went out first! The hand ends when both players of a team are out: first and second, your team would go up 3 levels; first and third, 2; first and last, 1.
lesson-gd-tribute = The next hand. You went out first, West last: before play, West pays you tribute, the highest card in hand but the wild card. (Holding both big jokers, West would not pay.) Your team is now at level 4.
lesson-gd-return = Now give West a card back: any card of 10 or lower that is not a level card (these are the China rules; some tables allow any card). Select one and press Give back.
lesson-gd-end = West, who paid the tribute, leads the new hand. You know the moves: singles, pairs, triples, full houses, straights, tubes, plates, bombs, the wild card and the tribute.
