/// The workshop's Simplified Chinese: each English text the reader meets first, and its translation.
///
/// The words are the ones the Chinese guides use (the terminology table of Docs/zh-Hans/README.md):
/// 信号, 订阅者, 订阅, 释放, 冷信号 / 热信号, 主题, 多播, 调度器, 命令. Code, API names, row names and
/// values stay in English. An English text missing here is printed in English (`Localizer`).
enum ChineseText {
    /// Whole texts.
    static let exact: [String: String] = overview.merging(chapters) { first, _ in first }
        .merging(demos) { first, _ in first }
        .merging(examples) { first, _ in first }

    /// Texts with a varying part, `{}` standing for it (tried in order, after the exact ones).
    static let patterns: [(String, String)] = [
        ("Chapter {} is not written yet.", "第 {} 章尚未写成。"),
        ("Chapter {} has no demos yet.", "第 {} 章还没有演示。"),
        ("Chapter {}: ", "第 {} 章："),
        ("Example {}: ", "示例 {}："),
        // Chapter demos' log lines.
        ("the block runs (run {})", "block 运行（第 {} 次）"),
        ("error block: {}", "error block 收到：{}"),
        ("the producer sends {}", "生产者发送 {}"),
        ("blocks still queued: {}", "仍在排队的 block：{}"),
        ("error: {}", "错误：{}"),
        ("the request runs on {}", "请求在 {} 上运行"),
        ("completed on {}", "在 {} 上完成"),
        ("{}: no completion within ten seconds", "{}：十秒内没有完成"),
        ("request {} starts", "请求 {} 开始"),
        ("the server answers {}", "服务器返回 {}"),
        ("progress {}", "进度 {}"),
        ("the request is subscribed on {}", "请求在 {} 上被订阅"),
        ("{} arrives on {}", "{} 在 {} 上到达"),
        ("the signal block runs with {}", "信号的 block 以 {} 运行"),
        // The send-code example's captions.
        ("→ tick: {} s left", "→ 倒计时：剩余 {} 秒"),
        ("tap \"{}\": ignored", "点击「{}」：被忽略"),
        ("tap \"{}\"", "点击「{}」"),
        ("type \"{}\"", "输入 \"{}\""),
        ("delete {} characters", "删除 {} 个字符"),
        ("delete {} character", "删除 {} 个字符"),
        // The login example's captions.
        ("code: username.text = {}", "代码：username.text = {}"),
        ("type password {}", "输入密码 {}"),
        ("→ request login({})", "→ 请求 login({})"),
        ("→ server: welcome {}", "→ 服务器：欢迎 {}"),
        // The other examples' captions.
        ("push: {} group messages", "推送：{} 条群消息"),
        ("push: {} system message", "推送：{} 条系统消息"),
        ("push: {} messages", "推送：{} 条消息"),
        ("badges: tab dot shown {}, hidden once all three counts were 0", "badges：标签栏小红点在 {} 显示，三个计数都为 0 后隐藏"),
        ("post userLoginChanged({})", "发送通知 userLoginChanged({})"),
        ("login-state: {} notifications, {} refreshes, ends logged in", "login-state：{} 次通知，{} 次刷新，最后处于登录状态"),
        ("login-state: {} notifications, {} refreshes, ends logged out", "login-state：{} 次通知，{} 次刷新，最后处于退出状态"),
        ("pick image {}", "选择图片 {}"),
        ("choose {}", "选中 {}"),
        ("→ upload {} image", "→ 上传 {} 张图片"),
        ("→ cloud: {} uploaded", "→ 云端：已上传 {} 张"),
        ("→ tell server: add post, {} image", "→ 通知服务器：新增帖子，{} 张图片"),
        ("publish: {} upload, {} server calls, the retry at {} skipped the upload, published at {}",
         "publish：{} 次上传，{} 次服务器调用，{} 的重试跳过了上传，{} 发布成功"),
        ("delegate: {} callbacks ({} picks, {} cancel) reached the view model as signal values; photo {}",
         "delegate：{} 次回调（{} 次选择，{} 次取消）作为信号的值到达 view model；照片 {}"),
        ("login: {} attempts, spinner on {} and {} ({} s each), {} error, welcome at {}",
         "login：{} 次尝试，转圈时段 {} 和 {}（每次 {} 秒），{} 次错误，{} 时欢迎"),
        ("→ request sendCode({})", "→ 请求 sendCode({})"),
        // The user-name example's captions.
        ("user types \"{}\"", "用户输入 \"{}\""),
        ("user deletes {} characters", "用户删除 {} 个字符"),
        ("user-name: {} model changes, {} sent into the field (code's), none echoed; ends \"{}\", valid",
         "user-name：模型变化 {} 次，其中 {} 次由代码送进输入框，没有回声；最后为 \"{}\"，有效"),
        ("user-name: {} model changes, {} sent into the field (code's), none echoed; ends \"{}\", invalid",
         "user-name：模型变化 {} 次，其中 {} 次由代码送进输入框，没有回声；最后为 \"{}\"，无效"),
        // The search example's captions.
        ("→ request search({})", "→ 请求 search({})"),
        ("→ server: {} results for {}", "→ 服务器：{} 条结果（查询 {}）"),
        ("→ server: search({}) failed", "→ 服务器：search({}) 失败"),
        ("→ cancel search({})", "→ 取消 search({})"),
        ("search: {} keystrokes, {} requests ({}), cancelled: {}, failed: {}, still running: {}",
         "search：按键 {} 次，请求 {} 次（{}），已取消：{}，失败：{}，仍在进行：{}"),
        // The sign-in example's captions.
        ("→ request signIn({})", "→ 请求 signIn({})"),
        ("→ server: {} signed in", "→ 服务器：{} 已登录"),
        ("→ server: {} refused", "→ 服务器：{} 被拒绝"),
        ("sign-in: {} requests ({}), signed in at {}", "sign-in：请求 {} 次（{}），{} 时登录成功"),
        ("send-code: requests at {} and {}; countdown {} s, button enabled again at {}; the second countdown stopped after {} s, when the screen closed at {}",
         "send-code：请求发生在 {} 和 {}；倒计时 {} 秒，按钮在 {} 重新可用；第二次倒计时在 {} 秒后停止，因为页面在 {} 关闭"),
        ("send-code: requests at {}; countdown {} s, button enabled again at {}; the second countdown stopped after {} s, when the screen closed at {}",
         "send-code：请求发生在 {}；倒计时 {} 秒，按钮在 {} 重新可用；第二次倒计时在 {} 秒后停止，因为页面在 {} 关闭"),
        ("send-code: requests at {}; countdown {} s, button enabled again at {}",
         "send-code：请求发生在 {}；倒计时 {} 秒，按钮在 {} 重新可用"),
    ]

    static let overview: [String: String] = [
        "RACFromScratch: ReactiveCocoa 2 rebuilt in Swift, one idea per chapter.":
            "RACFromScratch：用 Swift 从零重写 ReactiveCocoa 2，每章一个概念。",
        "Chapters": "章节",
        "Title": "标题",
        "Status": "状态",
        "Its tests": "本章测试",
        "written": "已完成",
        "planned": "计划中",
        "Run a chapter's demos with 'workshop chapter N'; its tests with the command shown.":
            "用 'workshop chapter N' 运行一章的演示；用上面列出的命令运行它的测试。",
        "Examples": "示例",
        "Run one with 'workshop example NAME' (add --realtime, or --speed K, to watch it in time).":
            "用 'workshop example NAME' 运行一个示例（加 --realtime 或 --speed K，可按时间观看）。",
        "Commands": "命令行",
        "this overview": "本概览",
        "run chapter N's demos: their events and marble diagrams": "运行第 N 章的演示：事件与弹珠图",
        "run an example app (--realtime, or --speed K, to watch it in time)":
            "运行一个示例应用（--realtime 或 --speed K 可按时间观看）",
        "write chapter N's exercise workspace (--into DIR), or check one (--status DIR)":
            "生成第 N 章的练习工作区（--into DIR），或检查一个工作区（--status DIR）",
        "prove each exercise's mistakes are caught by its own tests (also: course map)":
            "证明每个练习的错误都会被它自己的测试发现（另有：course map）",
        "regenerate Docs/diffs/ChapterNN.diff (--check: fail if they are stale)":
            "重新生成 Docs/diffs/ChapterNN.diff（--check：过期则失败）",
        "check the guides' excerpts, marbles, links and citations against the repository":
            "对照仓库检查指南中的代码摘录、弹珠图、链接与引用",
        "this help, or a command's (also: workshop COMMAND --help)":
            "本帮助，或某个命令的帮助（也可用 workshop COMMAND --help）",
    ]

    static let chapters: [String: String] = [
        "Minimal signal": "最小的信号",
        "Disposable": "释放",
        "Subject": "主题",
        "Bind": "bind",
        "CombineLatest": "组合最新值",
        "Scheduler": "调度器",
        "Multicast": "多播",
        "Command": "命令",
        "a signal is a stored subscribe block: createSignal, Subscriber, subscribeNext, sendNext":
            "信号就是一个保存起来的订阅 block：createSignal、Subscriber、subscribeNext、sendNext",
        "next* (error | completed)?, Disposable, CompoundDisposable, return/empty/error/never":
            "next* (error | completed)?、Disposable、CompoundDisposable、return/empty/error/never",
        "hot signals: Subject, ReplaySubject, BehaviorSubject; callbacks and notifications brought in":
            "热信号：Subject、ReplaySubject、BehaviorSubject；把回调和通知接入进来",
        "bind, the one primitive; map, filter, flattenMap, take, skip, scan built on it; concat, startWith beside it":
            "核心方法 bind；建立在它之上的 map、filter、flattenMap、take、skip、scan；与它并列的 concat、startWith",
        "combineLatest, zip, merge, reduceEach, and/or/not: several signals into one":
            "combineLatest、zip、merge、reduceEach、and/or/not：把多个信号合成一个",
        "schedulers and virtual time: after, interval, delay, throttle, timeout, deliverOn, subscribeOn":
            "调度器与虚拟时间：after、interval、delay、throttle、timeout、deliverOn、subscribeOn",
        "sharing one subscription: MulticastConnection, multicast, publish, connect, autoconnect; replay, replayLast, replayLazily; defer":
            "共享一次订阅：MulticastConnection、multicast、publish、connect、autoconnect；replay、replayLast、replayLazily；defer",
        "Command: execute, executionSignals, executing, enabled, errors, allowsConcurrentExecution":
            "命令：execute、executionSignals、executing、enabled、errors、allowsConcurrentExecution",
        "It will add ": "它将加入：",
        "What it adds: ": "新增内容：",
        "Its tests: ": "本章测试：",
        ".": "。",
        "Marbles: one character per tick. - nothing; a, b, 1 … a value; | completed; X error;":
            "弹珠图：每个字符代表一个 tick。- 无事件；a、b、1 … 一个值；| 完成；X 错误；",
        "^ subscribed; ! disposed; (ab) several events in one tick. See Docs/Marbles.md.":
            "^ 订阅；! 释放；(ab) 同一 tick 内的多个事件。详见 Docs/Marbles.md。",
        "     Notice: ": "     注意：",
        "     Events:": "     事件：",
        "     Marbles:": "     弹珠图：",
        "       where ": "       其中 ",
    ]

    static let demos: [String: String] = [
        // Chapter 1
        "Creating a signal runs nothing; subscribing runs its block": "创建信号什么都不运行；订阅才运行它的 block",
        "the block's log line comes at tick 1, inside subscribeNext, not at tick 0 where the signal is made.":
            "block 的日志出现在 tick 1，在 subscribeNext 之内，而不是在创建信号的 tick 0。",
        "the subscribe block runs": "订阅 block 运行",
        "createSignal returned; the block is stored, not run": "createSignal 已返回；block 被保存起来，没有运行",
        "subscribeNext returned: the values arrived before it did": "subscribeNext 已返回：值在它返回之前就到了",
        "Cold: every subscriber gets its own run of the block": "冷信号：每个订阅者都得到一次属于自己的 block 运行",
        "the block runs twice, side effect included; the second subscriber gets a and b from its own run.":
            "block 运行了两次，副作用也发生两次；第二个订阅者从它自己的那次运行中得到 a 和 b。",
        "Sending later: the block can keep its subscriber": "稍后发送：block 可以留住它的订阅者",
        "the values come after subscribeNext has returned, whenever the producer calls sendNext; nothing says the stream is over.":
            "值在 subscribeNext 返回之后才到，生产者什么时候调用 sendNext 就什么时候到；没有任何事件表示流已结束。",
        "subscribeNext returned; the producer keeps the subscriber": "subscribeNext 已返回；生产者留住了订阅者",
        "no way to say \"done\" or to stop listening yet: chapter 2 adds both":
            "还没有办法说“结束了”，也没有办法停止监听：第 2 章会加入这两样",
        // Chapter 2
        "Completion ends the subscription, and clean-up runs first": "完成结束订阅，清理先运行",
        "(!|) at tick 3: the producer's disposable runs before the completed block; c, sent after completion, is never heard.":
            "tick 3 的 (!|)：生产者的 disposable 在 completed block 之前运行；完成之后发送的 c 永远不会被收到。",
        "the producer's disposable runs": "生产者的 disposable 运行",
        "the producer sends c after completing": "生产者在完成之后发送 c",
        "Disposing a subscription silences a producer that keeps sending": "释放订阅，让仍在发送的生产者静音",
        "after ! at tick 2 the producer still calls sendNext, but the passthrough subscriber drops b and c.":
            "tick 2 的 ! 之后生产者仍调用 sendNext，但内部订阅者（passthrough）丢弃了 b 和 c。",
        "dispose()": "dispose()",
        "The four smallest signals: return, empty, error, never": "四个最小的信号：return、empty、error、never",
        "three of them end during subscribe, their subscription disposed (!) before your block hears | or X; never ends only when its subscription is disposed.":
            "其中三个在 subscribe 期间就结束，它们的订阅在你的 block 收到 | 或 X 之前就被释放（!）；never 只在它的订阅被释放时结束。",
        "dispose() the never subscription": "dispose() never 的订阅",
        "A block that fails before returning: its clean-up runs as soon as it is returned":
            "在返回之前就失败的 block：它的清理一返回就运行",
        "(^a!X): the error disposes the subscription inside the block, before the error block runs; the disposable the block returns afterwards is disposed at once, and b goes nowhere.":
            "(^a!X)：错误在 block 内部就释放了订阅，早于 error block 运行；block 之后返回的 disposable 立即被释放，b 无处可去。",
        "the block returns its disposable": "block 返回它的 disposable",
        "the returned disposable is disposed at once: the subscription is over": "返回的 disposable 立即被释放：这次订阅已经结束",
        // Chapter 3
        "Hot: a subject sends to whoever is subscribed at that moment": "热信号：主题（Subject）发送给那一刻已订阅的人",
        "second subscribes at tick 2 and never sees a; a plain subject remembers nothing, so late, subscribing after the end, hears nothing at all.":
            "second 在 tick 2 订阅，看不到 a；普通主题什么都不记得，所以在结束之后才订阅的 late 什么也收不到。",
        "sendNext(a)": "sendNext(a)",
        "sendNext(b)": "sendNext(b)",
        "sendCompleted()": "sendCompleted()",
        "late subscribed: no value, no completed; the subscription stays open": "late 已订阅：没有值，也没有完成；这次订阅一直开着",
        "ReplaySubject: a late subscriber catches up, even after completion": "重放主题（ReplaySubject）：晚到的订阅者也能补上，完成之后也一样",
        "second gets a at once when it subscribes (tick 2), then b live; late, after the end, gets a, b and completed inside subscribe (tick 5).":
            "second 一订阅（tick 2）就立即得到 a，之后实时收到 b；结束之后的 late 在 subscribe 之内得到 a、b 和完成（tick 5）。",
        "BehaviorSubject: every subscriber starts with the current value": "行为主题（BehaviorSubject）：每个订阅者都从当前值开始",
        "first gets the default value 0 the moment it subscribes; second, at tick 2, gets 1, the value current then; late, after the end, gets 2 but no completed.":
            "first 一订阅就得到默认值 0；second 在 tick 2 得到 1，即当时的当前值；结束之后的 late 得到 2，但收不到完成。",
        "@Observed: $count sends the current value, then every set": "@Observed：$count 先发送当前值，然后是每一次赋值",
        "setting 2 twice sends 2 twice (every set, like KVO); when the owner is released at tick 4, $count completes.":
            "两次赋值 2 就发送两次 2（每次赋值都发送，和 KVO 一样）；owner 在 tick 4 被释放时，$count 完成。",
        "count = 1": "count = 1",
        "count = 2": "count = 2",
        "count = 2 again": "再次 count = 2",
        "the owner is released": "owner 被释放",
        "Plain code brought into RAC: callbacks push into a subject": "把普通代码接入 RAC：回调推送到主题里",
        "the form calls sendNext wherever its state changes; the button row hears each push, so the button turns on at tick 3, when there is text and an image.":
            "表单在状态变化的地方调用 sendNext；button 这一行收到每一次推送，所以按钮在 tick 3 有了文字和图片时变为可用。",
        "the user types \"hi\"": "用户输入 \"hi\"",
        "the user clears the text": "用户清空文字",
        "the user picks an image and types again": "用户选了一张图片，又输入了文字",
        // Chapter 4
        "map and filter are bind: each value becomes a signal of one value, or of none":
            "map 和 filter 就是 bind：每个值变成一个只含一个值（或不含值）的信号",
        "map sends one value for every input; filter sends return(x) for the even ones and empty() for the rest, so ticks 1 and 3 are silent in its row.":
            "map 为每个输入发送一个值；filter 对偶数返回 return(x)，其余返回 empty()，所以它那一行在 tick 1 和 3 没有事件。",
        "take(2) stops its source through bind's stop flag": "take(2) 通过 bind 的 stop 标志停止它的源信号",
        "at tick 2 the second value comes with stop: it is sent, the source's subscription is disposed (!), and only then does take(2) complete; the 3 sent at tick 3 reaches nobody.":
            "tick 2 的第二个值带着 stop 到来：它被发送，源信号的订阅被释放（!），然后 take(2) 才完成；tick 3 发送的 3 谁也收不到。",
        "the source's subscription is disposed": "源信号的订阅被释放",
        "flattenMap subscribes each inner signal at once and merges their values": "flattenMap 立即订阅每个内部信号，并合并它们的值",
        "a and b run at the same time and their values interleave; the output completes only at tick 7, when the outer signal and both inner ones have completed.":
            "a 和 b 同时运行，它们的值交错到达；输出要到 tick 7 才完成，那时外部信号和两个内部信号都已完成。",
        "inner a sends 1, inner b sends 2, inner a sends 3": "内部信号 a 发送 1，内部信号 b 发送 2，内部信号 a 发送 3",
        "inner b completes: nothing is left running": "内部信号 b 完成：没有还在运行的了",
        "scan keeps its running value in bind's outer block: one per subscription": "scan 把累计值放在 bind 的外层 block 里：每次订阅一份",
        "second subscribes at tick 2 and starts again from 0, so it sends 3 where first, which has seen 1 and 2, sends 6.":
            "second 在 tick 2 订阅并从 0 重新开始，所以它发送 3，而已经见过 1 和 2 的 first 发送 6。",
        "startWith and concat: one signal after the other": "startWith 与 concat：一个信号接着另一个",
        "startWith(0) is return(0).concat(self): 0 comes first, inside subscribe; rest is subscribed only when first completes at tick 2, and rest's x and y follow.":
            "startWith(0) 就是 return(0).concat(self)：0 最先到来，在 subscribe 之内；rest 要等 first 在 tick 2 完成后才被订阅，接着是 rest 的 x 和 y。",
        "rest is subscribed": "rest 被订阅",
        "first completes": "first 完成",
        // Chapter 5
        "combineLatest is silent until every input has sent, then sends on every value":
            "组合最新值（combineLatest）在每个输入都发送过之前保持沉默，之后每来一个值就发送一次",
        "a's 1 and 2 at ticks 1 and 2 produce nothing: b has no value yet. From tick 3 on, every value of either input sends the pair of latest values; it completes only at tick 6, when both inputs have.":
            "a 在 tick 1 和 2 的 1 和 2 什么也没产生：b 还没有值。从 tick 3 起，任一输入的每个值都会发送一对最新值；直到 tick 6 两个输入都完成时它才完成。",
        "Synchronous inputs are subscribed one after another: the first collapses to its last value":
            "同步的输入被依次订阅：第一个只剩下它的最后一个值",
        "everything happens inside one subscribe call; each tick is one step of it. A runs to its end (ticks 0-3) before B is even subscribed (tick 3), so combineLatest only ever pairs A's last value, 2, with B's 3 and 4: A's 1 is never sent.":
            "一切都发生在一次 subscribe 调用之内；每个 tick 是其中一步。A 在 B 被订阅（tick 3）之前就运行到结束（tick 0-3），所以 combineLatest 只会把 A 的最后一个值 2 与 B 的 3 和 4 配成对：A 的 1 从未被发送。",
        "zip pairs values by index, and completes as soon as no new pair is possible":
            "配对（zip）按序号把值配成对，一旦不可能再有新的一对就完成",
        "a's 1 and 2 wait in a queue; a completes at tick 3 with both still waiting. x takes 1 at tick 4; when y takes 2 at tick 5, a is done and its queue is empty, so zip completes without waiting for b and disposes its subscription to b (the ! in b's row).":
            "a 的 1 和 2 在队列里等待；a 在 tick 3 完成时两个值都还在等。x 在 tick 4 取走 1；y 在 tick 5 取走 2 时，a 已结束且队列已空，所以 zip 不等 b 就完成，并释放它对 b 的订阅（b 那一行的 !）。",
        "b sends z: nobody in zip hears it": "b 发送 z：zip 里没有谁收到",
        "merge follows a field both ways it changes: typing, and text set from code (seed 001)":
            "合并（merge）跟随输入框的两种变化方式：用户输入，以及代码设置的文字（种子文章 001）",
        "typing only hears the user (ticks 1 and 4); code only hears the current text and assignments (ticks 0, 2, 3). merge subscribes to both at once and forwards each value as it arrives, so valid follows every change. The field is released when the demo ends, so code completes.":
            "typing 只听到用户（tick 1 和 4）；code 只听到当前文字和赋值（tick 0、2、3）。merge 同时订阅两者，每个值一到就转发，所以 valid 跟随每一次变化。演示结束时输入框被释放，所以 code 完成。",
        "the user types a": "用户输入 a",
        "code clears the field": "代码清空输入框",
        "code fills in a remembered name": "代码填入记住的用户名",
        "the user types": "用户输入",
        "The tab-bar dot hides only when all three unread counts are 0 (seed 001)":
            "只有三个未读数都为 0 时，标签栏的小红点才隐藏（种子文章 001）",
        "combineLatest sends for every change of any count; reduceEach turns each triple into \"all zero?\". hidden is true at tick 0 and again only at tick 6, when the last count returns to 0. Then the demo releases the counts' owner: each count completes, and hidden completes with the last one.":
            "任一计数的每次变化都让 combineLatest 发送；reduceEach 把每个三元组变成“全为零？”。hidden 在 tick 0 为 true，之后要到 tick 6 最后一个计数回到 0 时才再次为 true。然后演示释放计数的 owner：每个计数完成，hidden 随最后一个一起完成。",
        // Chapter 6
        "Seed 002's countdown: interval(1) on a test scheduler, disposed by its own subscriber at zero":
            "种子文章 002 的倒计时：测试调度器上的 interval(1)，到零时由它自己的订阅者释放",
        "one value per virtual second; at tick 5 the block sees 0, re-enables the button and disposes the timer (!), so nothing is left queued.":
            "每个虚拟秒一个值；在 tick 5，block 看到 0，重新启用按钮并释放定时器（!），所以队列里什么都不剩。",
        "tap: the button is disabled": "点击：按钮被禁用",
        "time is 0: the button is enabled again and the timer disposed": "时间为 0：按钮重新可用，定时器被释放",
        "delay(2): every value and the completion, two seconds later": "delay(2)：每个值和完成都推迟两秒",
        "the output row is the input row moved two ticks right; delay takes no scheduler, it uses the one current when each value is sent (here the test scheduler).":
            "output 这一行就是 input 这一行右移两个 tick；delay 不接收调度器，它使用每个值发送时的当前调度器（这里是测试调度器）。",
        "throttle(0.3): a search field sends its text only when the typing pauses": "throttle(0.3)：搜索框只在输入停顿时才发送文字",
        "h, e and y come 0.1 s apart, so each discards the one before, and y goes out 0.3 s after it; o is still waiting when the field completes at tick 11, so it goes out at once, just before the completion.":
            "h、e、y 相隔 0.1 秒到来，所以每一个都丢弃前一个，y 在 0.3 秒后发出；输入框在 tick 11 完成时 o 还在等待，所以它立即发出，就在完成之前。",
        "timeout(4): a request that has not finished four seconds after subscription fails":
            "timeout(4)：订阅后四秒仍未结束的请求会失败",
        "the values at ticks 1 and 3 do not reset the timer; at tick 4 the request's subscription is disposed (!) first, then SignalError.timedOut arrives (X).":
            "tick 1 和 3 的值不会重置计时；在 tick 4，请求的订阅先被释放（!），然后 SignalError.timedOut 到达（X）。",
        "subscribeOn(work) moves the subscription; deliverOn(main) moves the events, one step each":
            "subscribeOn(work) 移动订阅；deliverOn(main) 移动事件，每步一个",
        "nothing runs at tick 0; stepping work at tick 1 runs the request, whose a, b and completion all wait for main; each step of main delivers one of them.":
            "tick 0 什么也不运行；在 tick 1 推进 work 就运行请求，它的 a、b 和完成都等着 main；main 每推进一步就送达其中一个。",
        "On real queues: subscribeOn(work) runs the request on work; only deliverOn(.mainThread) brings its events to main":
            "在真实队列上：subscribeOn(work) 在 work 上运行请求；只有 deliverOn(.mainThread) 才把它的事件带到主线程",
        "without deliverOn, a arrives on work (sent while subscribing) and b on network (sent later, by the network queue): subscribeOn moved the subscription, not the events; with deliverOn(.mainThread) all three events arrive on main.":
            "没有 deliverOn 时，a 在 work 上到达（订阅时发送），b 在 network 上到达（稍后由网络队列发送）：subscribeOn 移动的是订阅，不是事件；有了 deliverOn(.mainThread)，三个事件都在 main 上到达。",
        // Chapter 7
        "My request runs twice: a cold signal runs once per subscriber": "我的请求运行了两次：冷信号对每个订阅者各运行一次",
        "two subscribers, two requests: request 1 starts at tick 0 with first, request 2 at tick 1 with second; the server does the work twice and answers each one.":
            "两个订阅者，两次请求：请求 1 在 tick 0 随 first 开始，请求 2 在 tick 1 随 second 开始；服务器做了两次工作，分别回答。",
        "publish + connect: subscribe first, then connect runs the request once for all":
            "publish + connect：先订阅，再由 connect 为所有人只运行一次请求",
        "nothing runs until connect at tick 1; one request answers first and second together; late, subscribing after the answer, gets nothing at all, not even completed.":
            "直到 tick 1 的 connect 之前什么都不运行；一次请求同时回答 first 和 second；在回答之后才订阅的 late 什么也得不到，连完成都没有。",
        "connect()": "connect()",
        "publish().autoconnect(): the first subscriber connects, the last one to leave disposes":
            "publish().autoconnect()：第一个订阅者触发连接，最后一个离开者释放",
        "request 1 starts with first at tick 0 and is disposed at tick 3, when second, the last subscriber, leaves; late, at tick 4, starts nothing and hears nothing: autoconnect never reconnects.":
            "请求 1 在 tick 0 随 first 开始，在 tick 3 最后一个订阅者 second 离开时被释放；tick 4 的 late 什么也不启动，什么也收不到：autoconnect 从不重新连接。",
        "first leaves": "first 离开",
        "second leaves: nobody is left": "second 离开：一个都不剩了",
        "replay() subscribes at once; replayLazily() waits for its first subscriber": "replay() 立即订阅；replayLazily() 等待它的第一个订阅者",
        "both sources listen to the same sensor; replay's source is subscribed at tick 0, so its subscriber at tick 2 catches up on a; replayLazily's source starts only at tick 2, and a is gone for it. Neither source is disposed until the sensor completes (tick 4).":
            "两个源都监听同一个传感器；replay 的源在 tick 0 被订阅，所以它在 tick 2 的订阅者能补上 a；replayLazily 的源到 tick 2 才开始，a 对它来说已经过去了。直到传感器完成（tick 4），两个源都不会被释放。",
        "replay() and replayLazily() are called": "调用 replay() 和 replayLazily()",
        "the sensor sends a": "传感器发送 a",
        "replay() keeps every value; replayLast() keeps only the latest": "replay() 保留每个值；replayLast() 只保留最新的",
        "both subscribe at tick 4, after 1, 2 and 3 were sent: replay hands over all three at once, replayLast only 3; then both hear 4 live.":
            "两者都在 1、2、3 发送之后的 tick 4 订阅：replay 一次交出全部三个，replayLast 只交出 3；然后两者都实时收到 4。",
        // Chapter 8
        "One execution, turn by turn: execute changes nothing public; each later change takes one scheduler turn":
            "一次执行，一轮一轮看：execute 不改变任何公开状态；之后的每个变化各占调度器的一轮",
        "execute(a) at tick 0 calls the block and returns at once; then executing T (tick 1), enabled F (2), the execution arrives (3), the work runs and both the caller and the execution get a and complete (4), executing F (5), enabled T (6).":
            "tick 0 的 execute(a) 调用 block 并立即返回；然后 executing T（tick 1）、enabled F（2）、执行结果信号到达（3）、工作运行，调用者和执行结果都得到 a 并完成（4）、executing F（5）、enabled T（6）。",
        "execute(a)": "execute(a)",
        "execute returned: the work waits for the scheduler": "execute 已返回：工作在等调度器",
        "A failed execution: the caller gets the error, the execution signal completes, errors gets the error as a value":
            "一次失败的执行：调用者得到错误，执行结果信号完成，errors 把错误当作值收到",
        "at tick 4 the caller fails (X) while execution 1, the same work seen through executionSignals, completes (|); the error arrives on errors at tick 5, then executing F and enabled T.":
            "在 tick 4，调用者失败（X），而 execution 1（通过 executionSignals 看到的同一份工作）完成（|）；错误在 tick 5 到达 errors，然后是 executing F 和 enabled T。",
        "Two taps in one turn: the second is refused at once, while enabled still says T":
            "同一轮里点击两次：第二次立即被拒绝，而此时 enabled 仍显示 T",
        "both taps are at tick 0; the second fails with notEnabled (X) inside execute, two ticks before enabled shows F: execute checks the state directly, the public signals follow a turn at a time.":
            "两次点击都在 tick 0；第二次在 execute 内部以 notEnabled 失败（X），比 enabled 显示 F 早两个 tick：execute 直接检查状态，公开的信号一轮一轮地跟上。",
        "tap: execute(a)": "点击：execute(a)",
        "tap again, same turn: execute(b)": "同一轮再次点击：execute(b)",
        "Seed 000's login: enabled when both fields are filled; each attempt spins for 5 s":
            "种子文章 000 的登录：两个输入框都填了才可用；每次尝试转圈 5 秒",
        "the login test's story, one tick per second: the fields are filled at ticks 1 and 2, so enabled turns T at 2; the tap at 3 spins until the wrong password's error at 8, and the tap at 4 is ignored; the tap at 10 spins until the result at 15; clearing the username at 16 disables the button.":
            "登录测试的故事，每秒一个 tick：输入框在 tick 1 和 2 填好，所以 enabled 在 2 变为 T；tick 3 的点击一直转圈到 tick 8 密码错误的错误到来，tick 4 的点击被忽略；tick 10 的点击一直转圈到 tick 15 的结果；tick 16 清空用户名使按钮不可用。",
    ]

    static let examples: [String: String] = [
        "Send-code button: enabled for a valid number, disabled through the request and a 60 s countdown that stops with the screen":
            "发送验证码按钮：手机号有效时可用，请求期间和 60 秒倒计时期间不可用，倒计时随页面关闭而停止",
        "Login command: enabled when both fields are filled, 5 s of spinner per attempt, error then welcome":
            "登录命令：两个输入框都填了才可用，每次尝试转圈 5 秒，先出错再欢迎",
        "Badge dots: one per unread count, the tab dot hidden only when all three counts are 0":
            "小红点：每个未读数一个，三个计数都为 0 时才隐藏标签栏的小红点",
        "Login-state notifications: the screen refreshes on every login and logout":
            "登录状态通知：每次登录和退出时页面都会刷新",
        "Publish: a subject enables the button; upload, tell the server, and a retry that skips the upload":
            "发布：主题控制按钮是否可用；上传、通知服务器，以及跳过上传的重试",
        "Replacing a delegate: a picker's callbacks forwarded into subjects, used by the view model as signals":
            "替代代理：把选择器的回调转发进主题，由 view model 当作信号使用",
        "User name typed or set from code: a channel binds the field and the model both ways":
            "用户名由用户输入或由代码设置：一个通道（channel）把输入框和模型双向绑定",
        "Search as you type: throttled, one request per distinct query, a newer query cancels the one in flight":
            "边输入边搜索：节流（throttle），每个不同的查询只请求一次，新的查询会取消还在进行的那个请求",
        "→ cleared: query too short": "→ 结果已清空：查询太短",
        "A ReactiveObjC sign-in ported to Swift 6: a @MainActor view model, a command, the answer moved to the main thread":
            "从 ReactiveObjC 移植到 Swift 6 的登录页面：@MainActor 的 view model、一个命令，服务器的回答被移到主线程",
        "code sets the name": "代码设置用户名",
        "code clears the name": "代码清空用户名",
        // send-code's captions (the patterns above take those with numbers)
        "open screen": "打开页面",
        "leave the screen": "离开页面",
        "→ server: code sent": "→ 服务器：验证码已发送",
        "→ tick: countdown over": "→ 倒计时：结束",
        "→ countdown stopped": "→ 倒计时已停止",
        "→ server: wrong password": "→ 服务器：密码错误",
        "read the messages": "查看消息",
        "read the group messages": "查看群消息",
        "read the system message": "查看系统消息",
        "post on another center": "在另一个通知中心发送",
        "→ server: failed": "→ 服务器：失败",
        "→ server: post saved": "→ 服务器：帖子已保存",
        "cancel the picker": "取消选择器",
    ]
}
