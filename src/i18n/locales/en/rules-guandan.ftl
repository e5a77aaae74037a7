# How to play Guan Dan, and one-line help for the match settings.

gd-rules-aim-h = The aim
gd-rules-aim =
    Guan Dan (掼蛋) is a game for 4 players in 2 teams: partners sit opposite each other. It uses two packs with their 4 jokers, 108 cards in all.
    In each hand, try to get rid of all your cards first, and help your partner do the same. The better your team finishes, the more levels it goes up. Both teams start at level 2; to win the match, climb to level A and then win a hand there.

gd-rules-deal-h = Deal and first lead
gd-rules-deal =
    Each player receives 27 cards. Dealing and play go counter-clockwise: the next player is the one on your right.
    In the first hand, a random card of the pack is turned face up; whoever receives it leads the first trick. From the second hand on, the first lead follows from the tribute (see Tribute).

gd-rules-order-h = Card order
gd-rules-order =
    Natural order, from high to low: big joker (大王, red), small joker (小王, black), A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2.
    The cards of the rank being played are the level cards (级牌). For singles, pairs, triples, full houses and bombs of a kind, they rank just below the small joker, above the A: this is the level order. At level 8: big joker, small joker, 8, A, K, Q, J, 10, 9, 7, 6, 5, 4, 3, 2.
    Straights, tubes, plates and straight flushes use the natural order, with the level cards in their usual place and the A either high or low. Suits do not matter, except in straight flushes and for the two heart level cards, which are wild.

gd-rules-play-h = Play
gd-rules-play =
    The leader plays any combination, or a bomb. Then each player in turn either beats it with a higher combination of the same type and size, or with any bomb, or passes. Over a bomb, only a higher bomb can be played; an equal play never beats.
    Passing does not stop you from playing later in the same trick, but the leader may not pass. When the three others pass in a row, the trick ends and the last player who played leads the next one. A player who has gone out is skipped.
    接风 (the partner takes the lead): if the last player who played has no cards left, their partner leads the next trick.
    A player with 10 cards or fewer must say how many they hold: the table shows their count.

gd-rules-combos-h = Combinations
gd-rules-combos =
    There are seven ordinary combinations, plus the bombs. A combination is beaten only by a higher one of the same type, or by a bomb.

gd-rules-single-t = Single (单张)
gd-rules-single = Any one card, ranked in level order, for example K♠.
gd-rules-pair-t = Pair (对子)
gd-rules-pair = Two cards of the same rank, for example 8♥8♣. Two small jokers or two big jokers make a pair; a small and a big joker do not.
gd-rules-triple-t = Triple (三张)
gd-rules-triple = Three cards of the same rank, for example 5♠5♦5♣. Jokers cannot make a triple.
gd-rules-full-house-t = Full house (三带二)
gd-rules-full-house = A triple with a pair, for example 9♠9♥9♣+4♦4♠, ranked by the triple alone: 8-8-8-K-K does not beat 8-8-8-5-5. The pair may be a pair of jokers.
gd-rules-straight-t = Straight (顺子)
gd-rules-straight = Exactly five cards of consecutive ranks, not all of one suit, for example 5♣6♦7♥8♠9♣, ranked by the top card. The A is high (10-J-Q-K-A, the highest) or low (A-2-3-4-5, the lowest), but a straight never turns the corner: K-A-2-3-4 is not one. No jokers.
gd-rules-tube-t = Tube (三连对)
gd-rules-tube = Three pairs of consecutive ranks, for example 7♠7♥8♦8♣9♠9♦, ranked by the top pair. The lowest is A-A-2-2-3-3, the highest Q-Q-K-K-A-A; K-K-A-A-2-2 is not a tube.
gd-rules-plate-t = Plate (钢板)
gd-rules-plate = Two triples of consecutive ranks, for example J♠J♥J♦Q♣Q♠Q♥, ranked by the top triple in natural order. The lowest is A-A-A-2-2-2, the highest K-K-K-A-A-A.
gd-rules-bomb-t = Bomb (炸弹)
gd-rules-bomb = Four or more cards of the same rank, for example 6♠6♥6♦6♣. A bomb beats any ordinary combination; more cards beat fewer, and bombs of the same size are ranked in level order.
gd-rules-straight-flush-t = Straight flush (同花顺)
gd-rules-straight-flush = Five consecutive cards of one suit, for example 8♥9♥10♥J♥Q♥: a bomb that beats any 5-card bomb and loses to any 6-card bomb. Ranked by the top card, from A-2-3-4-5 to 10-J-Q-K-A.
gd-rules-four-jokers-t = Four jokers (天王炸)
gd-rules-four-jokers = The two big and the two small jokers together: the highest bomb, it beats everything.

gd-rules-bombs-h = Bombs
gd-rules-bombs =
    From lowest to highest: 4 of a kind, 5 of a kind, straight flush (同花顺), 6, 7, 8, 9 and 10 of a kind, four jokers (天王炸).
    A bomb (炸弹) beats any ordinary combination, and is beaten only by a higher bomb: one of a higher type, or of the same type and a higher rank.
    Bombs of a kind are ranked within their size in level order, so the level-card bombs are the highest: at level 4, A-A-A-A loses to 4-4-4-4, which loses to 2-2-2-2-2. Straight flushes are ranked by their top card in natural order, whatever the level; two equal ones do not beat each other.
    Wilds (逢人配) can be used in every bomb except four jokers; 9- and 10-card bombs exist only with wilds.

gd-rules-wilds-h = Wild cards (逢人配)
gd-rules-wilds =
    The two heart level cards are wild: at level 2, the two 2♥. A wild can stand for any card except a joker, in any combination or bomb except four jokers, and the two wilds may stand for different cards.
    For example, at level 2, 3♠4♦2♥6♣7♠ is a straight with 2♥ standing for 5.
    Played alone, or as a pair of the two wilds, a wild counts as a plain level card: equal to it, neither beats the other. A wild makes a pair with any card but a joker.
    When your cards can be read in several ways, you choose which one you play; the game asks you. A wild is never paid as tribute.

gd-rules-finish-h = Finishing order and promotion
gd-rules-finish =
    The first player to go out is 1st (头游), then come 2nd (二游), 3rd (三游) and last (末游). The hand ends as soon as both players of one team are out, and the team of the 1st wins it.
    The winners go up 4 levels if the partner of the 1st finished 2nd (a 1-2 finish, which ends the hand at once), 2 levels for a 1-3 finish and 1 level for a 1-4.
    The winners become, or stay, the declarers: the next hand is played at their level. Opponents who win go up the full amount at once: if declarers at 5 lose 1-4 to opponents at 3, the opponents declare at 4.

gd-rules-tribute-h = Tribute (进贡)
gd-rules-tribute =
    From the second hand on, after the deal and before play, the losers pay tribute: each payer gives their highest card in level order, except a heart level card (wild). Jokers and the other level cards must be paid; among equal cards, the payer picks which.
    After a 1-3 or 1-4, the last (末游) pays the 1st (头游), even when they are partners. After a 1-2, both losers pay (double tribute): the 1st takes the higher card and the 2nd the other; if they are equal, the 1st chooses.
    Each receiver gives back (还贡) a card of their choice to the player who paid them: any card but one identical to the tribute. No tribute (抗贡): if the payer holds both big jokers, or the two payers hold them between them, they show them and nobody pays.
    The player who paid the higher tribute, or the only one, leads the first trick; if the two tributes are equal, the payers choose who leads. With no tribute, the previous 1st leads.

gd-rules-levels-h = Levels and winning the match
gd-rules-levels =
    Each team has its own level, from 2 up to A. Each hand is played at the declarers' level (the first hand at level 2), and promotion never goes past A.
    Declarers at A who win 1-2 or 1-3 win the match; a 1-4 win keeps them at A for another try. Opponents who win a hand while at A do not win the match: they become the declarers at A.
    A team that has been declarers at A three times without winning the match goes back to level 2 after the third failure.
    Aces rule: if declarers at A lose, and the last play of the opponent who went out first was aces only (a single, pair, triple or bomb of aces), the declarers drop back to level 2.

gd-help-preset = Pagat: the pagat.com rules. China: the official Chinese competition rules. Any change makes it Custom.
gd-help-max-bomb = 10 allows every bomb; 8 removes the 9- and 10-card bombs; 6 removes all bombs of 7 cards or more.
gd-help-wild-natural = If on, at level 4, 4♥4♥5♣5♦6♠6♣ is only 4-4-5-5-6-6, never 5-5-6-6-7-7 or 5-5-5-6-6-6.
gd-help-ace-low = If off, the A is only high: no A-2-3-4-5, A-A-2-2-3-3, A-A-A-2-2-2 or A-2-3-4-5 straight flush.
gd-help-announce = A player with this many cards or fewer must say how many they hold; the table then shows it.
gd-help-counts = Shows how many cards each player holds at all times, not only when they must announce it.
gd-help-promotion = Pagat: 4, China: 3. A 1-3 finish always gives 2 levels, a 1-4 finish 1 level.
gd-help-a-win = If on, declarers at A who win 1-3 stay at A instead of winning the match. Off in both presets.
gd-help-a-fail = Each hand as declarers at A that does not win the match counts, 1-4 wins too. Pagat: 3, China: no limit.
gd-help-aces = Aces: a single, pair, triple or bomb of aces as the 1st's last play. On in Pagat, off in China.
gd-help-equal-tribute = For a 1-2 with tributes of equal rank. Pagat: the 1st chooses; China: the 1st's next player pays the 1st.
gd-help-equal-lead = Normally the payer of the higher tribute leads. Pagat: the payers choose; China: the 1st's next player.
gd-help-return-max = The card given back must be this rank or lower and not a level card, else your lowest card. China: 10.
gd-help-start = Both teams begin at this level, and the first hand is played at it.
gd-help-target = Promotion stops at this level, and all the rules for level A apply to it instead. Normally A.
