sj-dealer-mark = 庄家
sj-friend-mark = 朋友
sj-level-badge = 打 { $level }
sj-role-level = 打 { $level }
sj-drawing = 摸牌中…
sj-last-bids = 最后的亮主机会：亮主或不亮。
sj-decline = 不亮
sj-deal-at-once = 一次发完
sj-call-title = 找朋友
sj-call-button = 叫牌
sj-copy = 第几张
sj-card = 牌
sj-last-trick = 上一轮
sj-no-trick-yet = 还没有完成的一轮。
sj-next-round = 下一局
sj-band-points = 闲家得分
sj-band-result = 结果
sj-variant = 玩法
sj-start-level = 起始级
sj-must-defend-a = 打 A 必须坐庄守住才算赢
sj-bid-jokers = 三张以上亮主时可用王搭配级牌
sj-no-bid = 无人亮主时（第一局之后）
sj-no-bid-flip = 翻底牌定主
sj-no-bid-first = 以第一张底牌的花色为主
sj-no-bid-redeal = 重新发牌
sj-misdeal = 无主牌或无分牌时可亮牌重发
sj-penalty = 甩牌失败罚分
sj-throw-beat = 甩牌被管住的条件
sj-throw-largest = 更大的最大单元
sj-throw-every = 每个单元都更大
sj-kitty-mult = 抠底倍数
sj-kitty-power = ×2、×4、×8…（按最后一轮首出的单元）
sj-kitty-linear = 2 × 最后一轮首出单元的张数
sj-kitty-double = 始终 ×2
sj-misdeal-button = 重发
sj-defend-levels = 必打级（必须守住才能通过的级）
sj-defend-none = 无
sj-defend-5-10-k = 5、10 和 K
sj-role-friend = 庄家的朋友
sj-role-unknown = 阵营未明
sj-role-with-dealer = 与庄家一方
sj-role-defending = 闲家
sj-role-partner = 你的对家
sj-role-opponent = 对手
sj-classic = 经典
sj-one-deck = 一副牌
sj-three-decks = 三副牌
sj-four-decks = 四副牌
sj-zhao-pengyou = 找朋友，{ $n } 人
sj-trump-short-none = { $rank } 无主
sj-trump-bid = 主 { $what }（{ $bidder ->
    [0] 你
   *[other] { $seat }
}亮主）
sj-trump = 主 { $what }
sj-trump-rank = 打 { $rank }：还没人亮主
sj-dealer = 庄家：{ $seat }
sj-dealer-first-bid = 庄家：未定（先亮主者坐庄）
sj-points-line = { $side ->
    [us] 闲家（我方）得分：{ $points }（需 { $threshold }）
   *[other] 闲家得分：{ $points }（需 { $threshold }）
}
sj-to-draw = 还剩 { $count } 张牌可摸
sj-bid-made = { $seat ->
    [0] 你
   *[other] { $name }
}亮主 { $bid }
sj-bid-button = 亮 { $bid }
sj-bid-chip = 亮主
sj-kitty-flips = 无人亮主，翻底牌定主：{ $cards }
sj-bury-prompt = 你拿到了底牌：选 { $count } 张扣底（新拿的牌已标出）。
sj-bury-button = 扣底 { $chosen }/{ $count }
sj-buries = { $seat ->
    [0] 你
   *[other] { $name }
}正在扣底…
sj-call-prompt = 叫 { $count } 张牌：谁打出那一张，谁就是你的朋友。
sj-ordinal = 第 { $n } 张
sj-friends = 朋友：{ $calls }
sj-calling = { $seat ->
    [0] 你
   *[other] { $name }
}正在找朋友…
sj-lead-prompt = 轮到你首出：单张、对子、拖拉机，或同一门的甩牌。
sj-trumps = 主牌
sj-follow-prompt = 跟 { $count } 张：能跟{ $suit }就跟。
sj-failed-throw = { $thrower ->
    [0] 你
   *[other] { $thrower_name }
}甩牌失败：{ $seat ->
    [0] 你
   *[other] { $name }
}有能管住{ $unit }的{ $by }，所以只出{ $unit }。
sj-trick-to = { $seat ->
    [0] 你
   *[other] { $name }
}赢了这一轮{ $points ->
    [0] {""}
   *[other] { $kept ->
        [yes] （庄家守住 { $points } 分）
       *[no] （+{ $points } 分）
    }
}
sj-round-over = 第 { $n } 局结束
sj-hold = { $side ->
   *[other] 庄家守住
}：{ $names }升 { $levels } 级{ $count ->
   *[other] {""}
}
sj-take-over = { $side ->
   *[other] 闲家上台
}：{ $names }坐庄{ $count ->
   *[other] {""}
}
sj-take-over-up = { $side ->
   *[other] 闲家上台
}：{ $names }升 { $levels } 级{ $count ->
   *[other] {""}
}
sj-kitty-kept = 底牌：{ $points } 分，归庄家（庄家赢了最后一轮）
sj-kitty-lost = 底牌：{ $points } 分 × { $multiplier } = { $total } 分归闲家
sj-next-dealer = 下一局庄家：{ $seat }
sj-levels = 级数：{ $levels }
sj-band-declarers = 庄家 +{ $levels }
sj-band-take-over = 闲家上台
sj-band-opponents = 闲家 +{ $levels }
sj-band-opponents-more = 闲家 +3 及以上
sj-match-over = { $count ->
   *[other] { $seat ->
       *[other] { $names }
    }
}赢得了对局！
sj-rounds-played = 本场对局共 { $n } 局。
sj-need-tractor-of = { $length } 连的{ $width ->
    [3] 三张拖拉机
   *[other] 拖拉机
}
sj-need-tractor = 拖拉机
sj-need-tuples = { $count ->
    [one] { $width ->
        [3] 一个三张
        [1] 一张单牌
       *[other] 一个对子
    }
   *[other] { $count } 个{ $width ->
        [3] 三张
        [1] 单张
       *[other] 对子
    }
}
sj-err-no-cards = 请至少选一张牌。
sj-err-count = 你必须出 { $count } 张牌，不是 { $got } 张。
sj-err-mixed-suits = 首出必须是同一门（全是主牌，或全是同一副牌花色）。
sj-err-follow = 你必须跟牌：出 { $count } 张{ $suit }。
sj-err-play-all = 你必须先出完所有{ $suit }（{ $count } 张），才能垫别的花色。
sj-err-structure = 你必须出{ $suit }的{ $needed }：你手里有。
sj-err-single-joker = 单张王不能亮主：亮一对相同的王才是无主。
sj-err-reinforce-partner = 你不能加固对家的亮主。
sj-err-already-passed = 你已选择不亮主；想参与就再亮主。
sj-err-misdeal-not-allowed = 当前规则不允许重发。
sj-err-no-misdeal = 只有手里没有主牌或没有分牌时才能要求重发。
sj-err-friend-count = 请正好叫 { $count } 张朋友牌。
sj-kitty = 底牌
sj-bid-no-trump = 无主（{ $joker } ×{ $count }）
sj-unit-tractor = 拖拉机 { $cards }
sj-unit-tuple = { $width ->
    [1] 单张 { $card }
    [2] 对子 { $card }
    [3] 三张 { $card }
   *[other] { $width } 张 { $card }
}
sj-friend-call = { $nth } { $card }
sj-err-not-a-bid = 这不能亮主：{ $reason }。
sj-bid-fault-mixed-rank = 亮主的级牌必须是同一张牌的几张
sj-bid-fault-off-rank = 只能亮级牌（{ $rank }）或相同的王，不能亮 { $card }
sj-bid-fault-jokers-with-rank = 按当前规则，王不能和级牌一起亮
sj-bid-fault-mixed-jokers = 大王和小王不是对子
sj-err-bid-weak = 你的亮主必须比 { $bid } 强：张数更多，或张数相同时王胜过花色、大王胜过小王。
sj-err-only-reinforce = 你已经亮了 { $bid }：只能再加同一张牌来加固。
sj-err-friend-call = 这个找朋友的叫牌无效：{ $reason }。
sj-friend-fault-copies = 每张牌只有 { $decks } 张
sj-friend-fault-twice = { $call }叫了两次
sj-err-wrong-phase = 现在不行：{ $phase }。
sj-phase-drawing = 正在摸牌
sj-phase-declaring = 正在最后亮主
sj-phase-burying = 庄家正在扣底
sj-phase-calling = 庄家正在找朋友
sj-phase-playing = 正在出牌
sj-phase-round-over = 本局已结束
sj-phase-match-over = 比赛已结束
sj-err-not-your-turn = 还没轮到你。
sj-tracker-points = 外面还有 { $points } 分
sj-tracker-voids = 已知缺门
sj-tracker-no-voids = 还没人缺门。
sj-tracker-trumps = 主牌：还有 { $count } 张
sj-attackers-total = { $side ->
    [us] 闲家（我方）得分：{ $points }
   *[other] 闲家得分：{ $points }
}
sj-seat-name = { $n ->
    [1] 国强
    [2] 建平
    [3] 红梅
    [4] 永胜
    [5] 立新
    [6] 明达
    [7] 天成
    [8] 文远
    [9] 家和
    [10] 正平
   *[other] 子方
}
sj-list-comma = 、
sj-trump-nt = 打 { $rank }，无主
sj-trump-nt-bid = 打 { $rank }，无主（{ $bidder ->
    [0] 你
   *[other] { $seat }
}亮主）
