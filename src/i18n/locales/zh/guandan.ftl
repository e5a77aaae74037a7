game-guandan = 掼蛋
game-shengji = 升级
blurb-guandan = 四人两队，两副牌带王。用顺子、三连对、钢板和炸弹抢先出完手牌；从 2 打到 A。
blurb-shengji = 拖拉机 / 八十分。摸牌时亮主，扣底，用对子和拖拉机赢墩，抢 5、10、K 的分。
card-wild-as = { $card }，逢人配，当 { $stands }
card-wild = { $card }，逢人配
face = { $suit }{ $rank }
joker-big = 大王
joker-small = 小王
joker-big-short = 大王
joker-small-short = 小王
rank-jack = J
rank-queen = Q
rank-king = K
rank-ace = A
suit-spades = 黑桃
suit-hearts = 红桃
suit-clubs = 梅花
suit-diamonds = 方块
key-cards = 在手牌间移动
key-rows = 在行或列之间移动
key-space = 选中或取消这张牌
key-enter = 打出选中的牌
key-pass = 不出
key-hint = 提示
key-clear = 清除选择，关闭面板
key-log = 出牌记录 / 上一轮
key-settings = 设置
key-auto = 托管：电脑替你出牌
key-sound = 开关声音
key-help = 本列表
your-hand = 你的手牌：{ $count } 张
seat-you = 你
seat-east = 下家
seat-north = 对家
seat-west = 上家
role-you = 你自己
role-right = 对手，在你右边
role-partner = 你的对家，坐在对面
role-left = 对手，在你左边
team-us = 你和对家
team-them = 上家和下家
place-1 = 头游
place-2 = 二游
place-3 = 三游
place-last = 末游
level = 打 { $level }
wild-level = 逢人配 ♥{ $level }
hand-number = 第 { $n } 局
a-tries-of = { $team }：打 A 已用 { $used }/{ $limit } 次
a-tries = { $team }：打 A { $used } 次
your-lead = 轮到你首出：可出任意牌型。
your-follow = 管住{ $seat }的{ $play }，或者不出。
the-winners = 赢家
pay-prompt = 向{ $whom }进贡：除逢人配 ♥{ $level } 外你最大的牌。请选一张高亮的牌。
take-prompt = 两张贡牌一样大（{ $card }）：选择你要收谁的贡。
take-from = 收{ $seat }的
return-prompt = 为收到的 { $card } 还给{ $seat }一张牌：请选一张高亮的牌。
return-prompt-any = 为收到的 { $card } 还给{ $seat }一张牌：除这张外任选一张。
choose-leader-prompt = 两张贡牌一样大：选择谁先出第一轮。
lead-by = { $seat ->
    [0] 你先出
   *[other] { $name }先出
}
face-up = 翻出的牌 { $card }：{ $seat ->
    [0] 你拿到了它，由你先出。
   *[other] { $name }拿到了它，由{ $name }先出。
}
resisted-one = 抗贡：{ $seat ->
    [0] 你有两张大王。
   *[other] { $name }有两张大王。
}
resisted-two = 抗贡：{ $seat ->
   *[other] { $names }
}合起来有两张大王。
and = 和
paid = { $from_seat ->
    [0] 你向{ $to }进贡 { $card }
   *[other] { $from }向{ $to_seat ->
        [0] 你
       *[other] { $to }
    }进贡 { $card }
}
paid-waiting = { $from_seat ->
    [0] 你
   *[other] { $from }
}进贡 { $card }
returned = { $from_seat ->
    [0] 你还给{ $to } { $card }
   *[other] { $from }还给{ $to_seat ->
        [0] 你
       *[other] { $to }
    } { $card }
}
owes-to = { $seat ->
    [0] 你
   *[other] { $name }
}向{ $to_seat ->
    [0] 你
   *[other] { $to }
}进贡
owes = { $seat ->
    [0] 你
   *[other] { $name }
}进贡
hint-line = 提示 { $i }/{ $n }：{ $play }
hint-would-pass-why = { $n ->
    [1] 提示：电脑会选择不出（{ $why }）。
   *[other] 提示 { $i }/{ $n }：电脑会选择不出（{ $why }）；再按提示看出牌。
}
hint-would-pass = { $n ->
    [1] 提示：电脑会选择不出。
   *[other] 提示 { $i }/{ $n }：电脑会选择不出；再按提示看出牌。
}
reading-wild = { $wild } 当 { $stands }
kind-single = 单张
kind-pair = 对子
kind-triple = 三张
kind-full-house = 三带二
kind-straight = 顺子
kind-tube = 三连对
kind-plate = 钢板
kind-bomb = { $n } 张炸弹
kind-straight-flush = 同花顺
kind-four-jokers = 天王炸
combo-single = 单张 { $top }
combo-pair = 对 { $top }
combo-triple = 三个 { $top }
combo-full-house = 三带二（三个 { $top }）
combo-straight = 顺子 { $low } 到 { $top }
combo-tube = 三连对 { $low } 到 { $top }
combo-plate = 钢板 { $low }{ $low }{ $low } { $top }{ $top }{ $top }
combo-bomb = { $n } 张 { $top } 的炸弹
combo-straight-flush = 同花顺 { $low } 到 { $top }
log-title = 出牌记录，第 { $n } 局
log-out = { $seat ->
    [0] 你
   *[other] { $name }
}出完了：{ $zh }{ $place }
hand-over-title = 第 { $n } 局结束
# $side is 0 for the human's team: a verb may agree with it (« Vous et Nord gagnez »).
finish-line = { $side ->
   *[other] { $team }
}以{ $finish }获胜：升 { $gain } 级
finish-at-top = { $side ->
   *[other] { $team }
}以{ $finish }在最高级获胜
levels-now = 级数：{ $us } { $ours } · { $them } { $theirs }
demoted = { $side ->
   *[other] { $team }
}回到打 2。
next-declarers = 下一局：{ $side ->
   *[other] { $team }
}坐庄，打 { $level }。
match-over-title = { $side ->
   *[other] { $team }
}赢得了对局！
match-over-line = 本场对局共 { $n } 局。
save-discarded = 无法恢复你保存的对局（{ $reason }），已开始新的对局。
agent-failed = 一位电脑玩家出错了（{ $detail }）。请开始新的对局继续。
tier-easy = 简单：偶尔失误
tier-normal = 普通：按常规打法
tier-hard = 困难：会往前算
tier-random = 随机
err-invalid-rules = 这套规则无法进行：{ $reason }。
err-no-such-seat = 没有 { $seat } 号座位：座位是 0 到 3。
err-match-over = 对局已经结束。
err-not-your-turn = 还没轮到你：正在等{ $waiting }。
err-wrong-action = 现在不行：牌桌在等别的操作。
err-empty-play = 请至少选一张牌再出。
err-duplicate = { $card } 被选了两次。
err-not-in-hand = { $card } 不在你的手牌里。
err-not-a-combination = 这 { $count } 张牌不成任何掼蛋牌型。
err-ambiguous = 这些牌有几种出法，请选一种：{ $options }。
err-not-a-reading = 这些牌不能当作{ $play }出。
err-does-not-beat = { $play }管不上{ $table }。
err-leader-cannot-pass = 这一轮由你首出：必须出牌，不能不出。
err-wrong-tribute = 进贡必须是除逢人配外你最大的牌：应是 { $highest } 这样的牌，而不是 { $card }。
err-not-a-payer = { $seat ->
    [0] 你
   *[other] { $name }
}没有进贡。
err-return-same = 不能把收到的贡牌（{ $card }）原样还回去。
err-return-not-allowed = { $card } 不能还：请还 { $max } 或更小、且不是级牌的牌（若没有，就还你最小的牌）。
