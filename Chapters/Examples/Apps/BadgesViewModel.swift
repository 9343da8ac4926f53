import RAC

/// Seed 001, recipe 三 (Docs/Sources.md): badge dots, fully decoupled.
///
/// Three unread counts, each with its own dot (hidden when its count is 0), and the tab bar's dot,
/// hidden only when **all three** are 0: `combineLatest` of the three counts, `reduceEach` to
/// "all zero". Whoever changes a count (a push, reading a message) touches nothing else.
public final class BadgesViewModel {
    /// Unread personal messages (the seed's `myMessageCircleNum`).
    @Observed public var myMessageCount = 0
    /// Unread system messages (`mySysMessageCircleNum`).
    @Observed public var systemMessageCount = 0
    /// Unread group messages (`groupMessageNum`).
    @Observed public var groupMessageCount = 0

    public let myMessageDot = BadgeDot()
    public let systemMessageDot = BadgeDot()
    public let groupMessageDot = BadgeDot()
    /// The dot on the tab bar item (the seed's `helloVCRedCircle`).
    public let tabDot = BadgeDot()

    private let bindings = CompoundDisposable()

    public init() {
        // Each count drives its own dot.
        bindings.add($myMessageCount.map { $0 == 0 }.setKeyPath(\.isHidden, on: myMessageDot))
        bindings.add($systemMessageCount.map { $0 == 0 }.setKeyPath(\.isHidden, on: systemMessageDot))
        bindings.add($groupMessageCount.map { $0 == 0 }.setKeyPath(\.isHidden, on: groupMessageDot))

        // The tab dot disappears only when all three are 0.
        bindings.add(Signal.combineLatest($myMessageCount, $systemMessageCount, $groupMessageCount)
            .reduceEach { myMessage, systemMessage, groupMessage in
                myMessage == 0 && systemMessage == 0 && groupMessage == 0
            }
            .setKeyPath(\.isHidden, on: tabDot))
    }

    deinit {
        bindings.dispose()
    }
}
