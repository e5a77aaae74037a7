## How to play Sheng Ji: the sections of the rules page, then one line of help per setting.
## Each line of a body is shown as its own paragraph.

sj-rules-aim-h = The game and its aim
sj-rules-aim =
    Sheng Ji (升级, "level up"), also called Tractor (拖拉机) or 80 points (八十分), is a trick-taking game for four players in two fixed partnerships, partners sitting opposite. It is played with two packs of 54 cards: 108 cards, four of them jokers. Cards are drawn and played counter-clockwise.
    In every round one team are the declarers: the dealer (庄家) and partner. They defend, while the other team, the attackers (闲家), try to capture point cards in tricks. Only the attackers' points decide the result of the round.
    Each team has a level, from 2 up to A; both start at 2. A good round raises your level, whether you hold the deal as declarers or take it over as attackers. The first team promoted past A wins the match.
    Settings also offer other variants: one pack (12 cards each, a kitty of 6, and no pairs at all), three or four packs (bigger hands, with triples of identical cards, which can also form tractors), and Zhao Pengyou (找朋友) for 5 to 12 players with changing teams, explained at the end of this page.

sj-rules-deal-h = Drawing and bidding
sj-rules-deal =
    The shuffled cards are drawn one at a time, counter-clockwise, until everyone holds 25; the last 8 are the kitty (底牌). In the first round a random player draws first; in later rounds, the dealer.
    The trump rank is the declarers' level: 2 in the first round. While the cards are drawn, and until everyone has passed after the last card, anyone may bid (亮主) by showing a trump-rank card (级牌): its suit becomes the trump suit. Another player may override the bid (反主) with a pair of identical trump-rank cards; a pair of identical jokers bids no-trump, small jokers beating any pair of trump-rank cards and big jokers beating small ones. A single joker is no bid. A new bid must be stronger: more cards, or, with as many cards, jokers over a suit and big jokers over small ones. You may reinforce your own single into a pair of the same card, so that only a joker pair can beat it; you can never change your own bid, nor reinforce your partner's.
    In the first round the player whose bid stands becomes the dealer; if nobody bids, the cards are shuffled and drawn again. In later rounds, if nobody bids, the dealer by default turns kitty cards up one by one: the first trump-rank card fixes the trump suit; if none appears, the suit of the highest card turned is trump (Settings offer other ways).
    If misdeals are allowed in Settings, once the dealer has picked up the kitty, a player whose hand has no trumps, or no point cards, may show it to have the cards shuffled and drawn again.

sj-rules-trumps-h = Trumps
sj-rules-trumps =
    All trumps (主牌) form a single suit. From highest to lowest: the big jokers, the small jokers, the trump-rank cards (级牌) of the trump suit, the trump-rank cards of the other three suits, all equal to one another, then the rest of the trump suit from A down to 2.
    For example, at level 2 with hearts trump: big joker, small joker, 2♥, then 2♠, 2♣ and 2♦ (equal), then A♥, K♥ and the other hearts down to 3♥.
    The other three suits are plain suits (副牌), each ranked A, K, Q down to 2 without its trump-rank card; the two ranks on either side of it become adjacent, so at level 7 the 8 and the 6 are consecutive.
    In a no-trump round the only trumps are the jokers and the trump-rank cards, equal in all four suits, and all four suits are plain. Two identical cards, one from each pack, are also equal: whichever is played first wins.

sj-rules-kitty-h = The kitty
sj-rules-kitty =
    When the bidding is over, the dealer adds the 8 cards of the kitty (底牌) to the hand and buries (扣底) any 8 cards face down in their place, point cards included. The buried kitty stays hidden until the end of the round.
    If the declarers win the last trick, the kitty's points count for nobody. If the attackers win it (抠底), the kitty's points are multiplied and added to theirs. By default the multiplier depends on the lead of the last trick: ×2 for a single, ×4 for a pair, ×8 for a tractor of two pairs, ×16 for three pairs, doubling with each further pair; for a throw, its largest unit counts.

sj-rules-play-h = Playing the tricks
sj-rules-play =
    The dealer leads to the first trick, and the winner of each trick leads to the next. A lead is a single, a pair, a tractor or a throw, always in one suit: all trumps, or all of one plain suit. Then each player in turn plays the same number of cards.
    Follow suit: if you hold at least as many cards of the led suit as were led (all trumps count as one suit), play only cards of that suit; if you hold fewer, play all of them and add any others. Within the suit, match the lead's structure as far as your hand allows: a pair on a pair, a tractor of the same length on a tractor, otherwise as many pairs as you can, then singles.
    With no cards of the led suit left, play any cards: trumps to ruff, or discards. You are never forced to trump.
    Only a play with exactly the lead's structure, all in the led suit or all in trumps, can win the trick. The highest such play wins, trumps beat the led suit, and between equal plays the earlier one wins. So two singles never beat a pair: when 9♦9♦ is led with clubs trump, J♦Q♦ and J♣Q♣ both lose to it, but 5♣5♣ wins.

sj-rules-combos-h = Combinations
sj-rules-combos = Every lead is made of units, all in one suit: a single, a pair, a tractor, or several of them together as a throw.

sj-rules-single-t = Single (单张)
sj-rules-single = Any one card, such as A♠: at level 2 with hearts trump, only a trump played by someone with no spades left can beat it.

sj-rules-pair-t = Pair (对子)
sj-rules-pair = Two identical cards, same rank and same suit, such as 9♦9♦, or two jokers of the same colour. 7♠7♥ is no pair, even when both are trumps, and neither is a big joker with a small one.

sj-rules-tractor-t = Tractor (拖拉机)
sj-rules-tractor = Two or more pairs of consecutive ranks in one suit, such as 7♣7♣8♣8♣. Ranks follow the round's order: at level 7, 8♠8♠6♠6♠ is a tractor; at level 2 with hearts trump, so is A♥A♥2♠2♠2♥2♥, but 2♠2♠2♦2♦ is not (equal ranks).

sj-rules-throw-t = Throw (甩牌)
sj-rules-throw = Several units of one suit led at once, such as A♠A♠K♠ (a pair and a single). It stands only if no other player holds, in that suit, a higher card than any of its singles, a higher pair than any of its pairs, or a higher tractor at least as long as any of its tractors. Otherwise the throw fails: only its smallest unit that can be beaten is played, the other cards go back to the hand, and everyone is shown why. A throw that stands can only be beaten by trumps in the same structure, compared by default by their largest unit; in Settings a failed throw can also cost the thrower's side 10 points.

sj-rules-points-h = Points
sj-rules-points =
    Only three ranks score: each 5 is worth 5 points, each 10 and each K 10 points, for example 5♠, 10♥ and K♦. That is 100 points per pack, 200 with two packs.
    Points go to whoever wins the trick they are in, but only those of the attackers count: the declarers' tricks just keep points away from them.

sj-rules-scoring-h = Scoring a round
sj-rules-scoring =
    At the end of the round the attackers add up the points they captured, plus the multiplied kitty if they won the last trick, plus or minus any penalties for failed throws. Their total alone decides the result.
    With two packs: below 80 the declarers hold the deal and go up 1 level, 2 levels below 40, and 3 levels if the attackers scored nothing. From 80 the attackers take over and become the declarers; from 120 they also go up 1 level, and one more for every further 40 points. With other numbers of packs each band is 20 points per pack wide. The table below gives the bands for the rules chosen in Settings.

sj-rules-levels-h = Levels and the next round
sj-rules-levels =
    If the declarers hold, the dealer's partner deals the next round, at the declarers' new level. If the attackers take over, the player after the dealer, one of the attackers, deals next, and the trump rank becomes the attackers' level.
    In the Classic rules a team promoted past A wins the match, whether it was holding the deal or taking it over.
    Settings can make the end harder. If A must be defended, levels stop at A, and a team wins the match only by holding the deal as declarers at A. Levels that must be defended (5, 10 and K) stop any promotion: a team reaching one cannot go higher until it has held the deal as declarers at that level.

sj-rules-friends-h = Zhao Pengyou (找朋友): finding friends
sj-rules-friends =
    Zhao Pengyou (找朋友, "finding friends") is played by 5 to 12 players with two to four packs; the hand and kitty sizes depend on the number of players. Every player has their own level, and the trump rank is the dealer's. There are no fixed teams: the dealer (庄家) starts alone.
    After burying the kitty, the dealer calls friend cards, for example "the 1st A♥": whoever plays the first A♥ of the round joins the dealer's side at once, and their points stop counting for the attackers. Copies are counted in the order they are played, the dealer's own included, so the dealer may end up with fewer friends, or alone. Until the called cards appear, nobody knows the teams.
    The dealer calls half as many friends as there are players, rounded down, minus one, and at least one: one with 5 players, two with 6 or 7, up to five with 12. Everyone not on the dealer's side is an attacker, and the point bands depend on the number of packs as above.
    If the dealer's side holds, all its players go up and the next of them after the dealer deals. If the attackers take over, they are promoted together, and the next attacker after the dealer deals.

sj-help-variant = Players and packs: Classic is 4 players with 2 packs; Zhao Pengyou has 5 to 12 players and changing teams.
sj-help-start = Every player begins the match at this level, which is also the trump rank of the first round.
sj-help-defend-a = Levels stop at A: a team wins the match only by holding the deal as declarers at A.
sj-help-defend = A promotion stops at these levels; the team must hold the deal there as declarers to go higher.
sj-help-bid-jokers = Jokers shown with trump-rank cards add to a bid's size: 9♥9♥ plus a joker bids hearts with 3 cards.
sj-help-no-bid = From round 2, how the trump suit is fixed when nobody bids: from the kitty, or by a new deal.
sj-help-misdeal = Allowed once the dealer has picked up the kitty, before burying; the cards are then shuffled and drawn again.
sj-help-penalty = Added to the attackers' points when a declarer's throw fails, taken off when an attacker's fails.
sj-help-throw = A play of the throw's shape beats the winner if its largest unit is higher, or only if every unit is.
sj-help-kitty = When the attackers win the last trick, the kitty's points are multiplied by this and added to theirs.
