import CourseProgress
import Foundation

/// The example apps' descriptions and captions in Simplified Chinese.
///
/// The example apps (`Chapters/Examples`) are code a reader studies, so they make their captions
/// in English only, values included ("→ tick: 59 s left"); this table gives each caption's
/// Chinese, an entry's `{}` standing for a run of text carried over unchanged (a number, a quoted
/// value). Every other text of the workshop is made in both languages where it is made
/// (`WorkshopText`, `Bilingual`). A caption without an entry is printed in English, never as a key.
enum ExampleCaptions {
    /// `english` (a description or a caption) in `language`.
    static func text(_ english: String, in language: Language) -> String {
        guard language == .simplifiedChinese else { return english }
        return translate(english, table: exact, patterns: patterns)
    }

    /// An exact entry first; then the first pattern whose fixed pieces match, its `{}` parts filled.
    static func translate(_ english: String, table: [String: String], patterns: [(String, String)]) -> String {
        if let exact = table[english] { return exact }
        for (pattern, translation) in patterns {
            if let captures = match(english, pattern: pattern) {
                return fill(translation, with: captures)
            }
        }
        return english
    }

    /// The texts that `pattern`'s `{}` placeholders stand for in `text`, or `nil` if it does not match.
    /// Each placeholder takes the shortest run after which the rest can still match.
    static func match(_ text: String, pattern: String) -> [String]? {
        let pieces = pattern.components(separatedBy: "{}")
        guard pieces.count > 1, text.hasPrefix(pieces[0]) else { return nil }
        return matchRest(Substring(text.dropFirst(pieces[0].count)), pieces: pieces.dropFirst())
    }

    private static func matchRest(_ text: Substring, pieces: ArraySlice<String>) -> [String]? {
        guard let literal = pieces.first else { return text.isEmpty ? [] : nil }
        let rest = pieces.dropFirst()
        if rest.isEmpty {
            // The last placeholder takes everything up to the closing literal.
            guard text.hasSuffix(literal), text.count - literal.count >= 1 else { return nil }
            return [String(text.dropLast(literal.count))]
        }
        // A placeholder stands for at least one character: look for the literal after it.
        var cursor = text.startIndex
        while cursor < text.endIndex {
            cursor = text.index(after: cursor)
            guard let found = text[cursor...].range(of: literal) else { return nil }
            if let more = matchRest(text[found.upperBound...], pieces: rest) {
                return [String(text[..<found.lowerBound])] + more
            }
            cursor = found.lowerBound
        }
        return nil
    }

    private static func fill(_ translation: String, with captures: [String]) -> String {
        var result = ""
        var remaining = captures[...]
        let pieces = translation.components(separatedBy: "{}")
        for (index, piece) in pieces.enumerated() {
            result += piece
            if index < pieces.count - 1 { result += remaining.popFirst() ?? "" }
        }
        return result
    }

    /// Captions with a varying part, `{}` standing for it (tried in order, after the exact ones).
    static let patterns: [(String, String)] = [
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

    static let exact: [String: String] = [
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
        "A ReactiveObjC sign-in ported to Swift 6: a @MainActor view model, a command, the answer moved to the main thread":
            "从 ReactiveObjC 移植到 Swift 6 的登录页面：@MainActor 的 view model、一个命令，服务器的回答被移到主线程",
        "→ cleared: query too short": "→ 结果已清空：查询太短",
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
