import RAC

/// Seed 001, recipe 三 (Docs/Sources.md): badge dots, fully decoupled.
///
/// Three unread counts, each with its own dot (hidden when its count is 0), and the tab bar's dot,
/// hidden only when **all three** are 0: `combineLatest` of the three counts, `reduceEach` to
/// "all zero". Whoever changes a count (a push, reading a message) touches nothing else.
///
/// MVVM: the counts are inputs; each dot's visibility is an output signal, which the screen binds
/// to its dots. The view model has no dot of its own.
public final class BadgesViewModel {
    /// Unread personal messages (the seed's `myMessageCircleNum`).
    @Observed public var myMessageCount = 0
    /// Unread system messages (`mySysMessageCircleNum`).
    @Observed public var systemMessageCount = 0
    /// Unread group messages (`groupMessageNum`).
    @Observed public var groupMessageCount = 0

    public init() {}

    /// Whether the personal-messages dot is hidden: its count is 0.
    public var isMyMessageDotHidden: Signal<Bool> { $myMessageCount.map { $0 == 0 } }
    /// Whether the system-messages dot is hidden.
    public var isSystemMessageDotHidden: Signal<Bool> { $systemMessageCount.map { $0 == 0 } }
    /// Whether the group-messages dot is hidden.
    public var isGroupMessageDotHidden: Signal<Bool> { $groupMessageCount.map { $0 == 0 } }

    /// Whether the tab bar's dot (the seed's `helloVCRedCircle`) is hidden: only when all three
    /// counts are 0.
    public var isTabDotHidden: Signal<Bool> {
        Signal.combineLatest($myMessageCount, $systemMessageCount, $groupMessageCount)
            .reduceEach { myMessage, systemMessage, groupMessage in
                myMessage == 0 && systemMessage == 0 && groupMessage == 0
            }
    }
}
