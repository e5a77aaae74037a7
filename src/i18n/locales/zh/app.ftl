back-to-games = ← 游戏
close = 关闭
crash = 出错了，牌桌已停止。
crash-hint = 已清除保存的对局，牌桌将重新开始。
start-again = 重新开始
home-title = 牌桌
home-tagline = 两款经典中国扑克游戏，在浏览器里与电脑对战。
home-play = 开始
sound-on = 声音开
sound-off = 声音关
auto = 托管
auto-on-title = 电脑正在替你出牌：再按一次收回
auto-off-title = 让电脑替你出牌（托管）
auto-badge = 中
help-title = 键盘
motion = 出牌动画（系统要求减少动态效果时关闭）
four-colour = 四色花色（♦ 蓝，♣ 绿）
large-cards = 大号牌面
tap-to-go-on = 点击牌桌继续
ladder = 级数
pass-chip = 过
thinking = 思考中…
to-play = 出牌
score = 比分
declarers = 庄家
play = 出牌
pass = 不出
hint = 提示
clear = 清除
pay = 进贡
return = 还贡
next-hand = 下一局
new-match = 新对局
sort-by-rank = 按花色排列
sort-by-suit = 按点数排列
log = 出牌记录
settings = 设置
select-one-card = 请只选一张牌。
hint-thinking = 正在计算你的最佳出法…
hint-none = 没有能管上的牌：不出。
choose-reading = 这些牌有几种出法：请选择一种。
log-empty = 本局还没有出牌。
not-out = 未出完
next-tribute = 下一局前的进贡：
settings-title = 对局设置
settings-note = 规则从下一个对局起生效，电脑速度立即生效。
preset = 规则
preset-pagat = Pagat（原始规则）
preset-china = 中国（竞赛规则）
preset-custom = 自定义
speed = 电脑速度
tiers-title = 电脑玩家（下一个对局起）
tier-partner = 你的对家
tier-opponents = 对手
tier-everyone = 所有电脑玩家
speed-instant = 即时
speed-fast = 快
speed-normal = 正常
speed-slow = 慢
max-bomb = 最大炸弹
wild-natural = 逢人配按本身即可成牌型时，不再有其他读法
ace-low = 允许 A-2-3-4-5 顺子
announce-at = 剩余牌数报牌起点
show-counts = 始终显示每位玩家的剩余牌数
promotion-1-2 = 双上（头游二游）升级数
a-win-1-2 = 打 A 时，只有双上才能赢得对局
a-fail-limit = 打 A 失败几次后回到 2
aces-rule = A 规则（打 A 时被对方以 A 结束：回到 2）
equal-tribute = 双贡相同：谁拿哪张
equal-tribute-winners = 头游选择
equal-tribute-clockwise = 头游下家先贡
equal-tribute-random = 随机
equal-lead = 双贡相同：谁先出
equal-lead-payers = 进贡方选择
equal-lead-random = 随机
equal-lead-next = 头游的下家
return-max = 还贡可还的最大牌
return-any = 任意牌
start-level = 起始级
target-level = 最高级
no-limit = 不限
start-with-settings = 用这些规则开始新对局
invalid-rules = 这些规则无法进行
cards-left = { $count } 张
language = 语言
unknown-lang = Unknown language '{ $value }' in the address: use zh, zh-Hant, en, es or fr. { $fallback } is used instead.
unknown-game = 地址中的游戏“{ $value }”无法识别：请在下方选择游戏（guandan 或 shengji）。
bad-seed = “{ $value }”不是有效的种子：请用 0 到 { $max } 之间的整数。改为随机发牌。
unknown-variant = 地址中的玩法“{ $value }”无法识别：请用 classic、one-deck、three-decks、four-decks 或 zhao-pengyou-5 到 zhao-pengyou-12。改用经典玩法。
unknown-speed = 地址中的速度“{ $value }”无法识别：请用 instant、fast、normal 或 slow。改用已保存的速度。
hint-with-why = { $line }：{ $why }。
why-goes-out = 可以出完
why-partner-winning = 对家正在赢这一轮
why-keeps-bomb = 留住你的炸弹
why-stops-opponent = 对手快要出完了
why-feeds-partner = 对家快要出完了
why-cheapest = 能赢这一轮的最小出法
why-leads-weak = 先走掉小牌
why-sure-winner = 没人管得上
why-saves-strength = 把大牌留到后面
why-takes-control = 夺回出牌权
why-adds-points = 我方正在赢：送分
why-ruffs = 用主牌毙掉拿分
why-keeps-points = 不给对方送分
why-forced = 规则要求进这张牌
why-least-useful = 你最没用的牌
why-makes-voids = 做绝门，以后可以毙牌
why-strongest-trump = 你手里最强的主
why-buries-weak = 扣掉最不需要的牌，不扣分
why-calls-friends = 别的玩家一定有的牌
rules-button = 玩法
rules-title = { $game }玩法
page-title = 掼蛋与升级 — 牌桌
tracker = 记牌器
tracker-note = 不在你手里、也还没出过的牌。
tracker-out = { $what }：还有 { $count } 张
tracker-left = 剩余张数
# $seat (0 for the human) picks the verb form.
tracker-passed = { $seat ->
    [0] 你
   *[other] { $name }
}没管 { $play }
tracker-no-passes = 这一轮还没人不出。
show-tracker = 显示记牌器按钮
replay = 回放
replay-hidden = 这一局还在进行：只显示你的牌。
replay-prev = 上一步
replay-next = 下一步
replay-slider = 跳到某一步
replay-step = 第 { $step } 步，共 { $steps } 步
replay-play = 播放 ×{ $speed }
replay-pause = 暂停
replay-none = 这场比赛开始时还没有记录功能：无法回放。
replay-deal = 发牌
replay-gives = { $seat ->
    [0] 你
   *[other] { $name }
}还贡 { $card }
replay-chooses = { $seat ->
    [0] 你
   *[other] { $name }
}做了选择
replay-draws = { $seat ->
    [0] 你
   *[other] { $name }
}摸了一张牌
export-record = 下载记录
record-link = 这次回放的链接
copy-link = 复制链接
link-copied = 链接已复制
import-record = 打开记录…
record-error = 无法打开这份记录：{ $reason }
record-err-unreadable = 文件已损坏或不是记录
record-err-foreign = 这不是本牌桌的记录
record-err-version = 它是记录格式第 { $version } 版，本牌桌读不了
record-err-other-game = 这是另一种游戏的记录（{ $game }）
record-err-bad-start = 它的规则组不成一局
record-err-deal = 它的种子在这里发出的牌不同（由另一个版本生成）
record-err-refused = 它的第 { $n } 步不合规则
save-why-version = 它由另一个版本的牌桌保存
save-why-damaged = 它已损坏，无法读取
save-why-inconsistent = 它的牌或轮次对不上
save-why-seats = 它的座位和玩家数对不上

# 复盘，以及困难级电脑打同一副牌
review = 复盘
review-title = 复盘：你的每一个决定
review-running = 困难级电脑正在检查你的决定… { $done } / { $total }
review-agrees = 在你的 { $total } 个决定里，困难级电脑没有找到明显更好的打法。
review-intro = 困难级电脑会换一种打法的地方，损失最大的在前：
review-played = 你：{ $played }
review-better = 困难级电脑：{ $better }
review-gain-levels = 平均 { $gain } 级
review-gain-points = 平均 { $points } 分
review-show = 看这一步
review-took = 检查了 { $total } 个决定，用时 { $seconds } 秒。
review-failed = 有些决定没能检查。
compare-title = 同一副牌，困难级电脑坐你的位置
compare-you = 你
compare-hard = 困难级电脑
compare-waiting = 困难级电脑正在用同一副牌再打一次，结果会显示在这里。
compare-failed = 困难级电脑没能重打这副牌。
compare-place = 名次：{ $place }
compare-declaring = 坐庄方
compare-defending = 防守方
verdict-better = 打得好：这副牌你的结果比困难级电脑好。
verdict-same = 困难级电脑的结果和你一样；点“复盘”可以看它在哪些地方会换一种打法。
verdict-worse = 这副牌困难级电脑的结果更好：点“复盘”看看哪几步让结果不同。
play-again = 换牌重打这副牌
play-again-help = 重打：同样的牌，你方拿对方的牌。
challenge-banner = 同一副牌重打，你方拿对方的牌。打完继续就回到你的对局。
challenge-over = 这是重打的一副牌：继续就回到你的对局。
compare-first = 第一次
first-better = 比对方用这些牌打得好。
first-same = 和对方用这些牌打得一样。
first-worse = 不如对方用这些牌打得好。
worker-failed = 电脑玩家没有回应：这个浏览器可能不让它们在这里打开（Web Worker）。
worker-failed-reload = 对局已保存：请重新打开页面。
worker-failed-open = 请全屏打开牌桌再玩。
save-off-blocked = 这里的存储被阻止：这个对局不会保存。
save-off-full = 浏览器的存储已满：这个对局不会保存。
save-off-other-tab = 这个对局已在另一个标签页保存：这个标签页不再保存，以免覆盖。
embed-full = 全屏打开
update-ready = 牌桌有新版本。
update-reload = 重新打开
# The home page's game cards (issue 39)
home-line-guandan = 两人一队，抢先出完手牌，从 2 打到 A。
home-line-shengji = 亮主叫牌，赢墩抓分，一级一级往上升。
home-pagat = Pagat
home-china = 中国
home-zhao-pengyou = 找朋友
home-play-aria = 开始{ $game }：{ $what }
# The table's new words (issue 39)
nothing-beats = 要不起
rules-in-force-china = 竞赛规则
rules-in-force-pagat = Pagat 规则
rules-in-force-custom = 自定义规则
rules-differ-title = 这套规则改了什么
rules-differ-china =
    双上（1-2）升 3 级，不是 4 级。
    还贡的牌不能大于 10，也不能是级牌。
    坐庄打 A 失败不限次数；对方头游最后一手出 A，也不会打回 2。
    双贡的两张牌相同时，头游的下家向头游进贡并首出。
rules-differ-pagat =
    双上（1-2）升 4 级，不是 3 级。
    还贡可以还任意一张牌，只要不是收到的那张贡牌。
    坐庄打 A 失败 3 次，或对方头游最后一手出 A，就回到打 2。
    双贡的两张牌相同时，由头游选收哪张，由进贡者商定谁首出。
bid-none-yet = 亮主
points-total = 得分：{ $points }
home-variant = 玩法
home-rules = 规则
home-players = 人数
settings-display = 显示
settings-rules = 下一个对局的规则
start-match-note = 会结束当前对局，重新开始。
auto-still-on = 托管仍开着：下一局电脑也会替你出牌。
auto-take-back = 我自己打
