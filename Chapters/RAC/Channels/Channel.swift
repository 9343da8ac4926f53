/// A two-way connection: whatever is sent to one terminal comes out of the other.
///
/// RAC's `RACChannel`. Each terminal is a signal (what the other side sent) and a subscriber
/// (what this side sends). The two sides are not symmetric, and that is the rule that makes a
/// binding start in the right direction:
/// - the **following** terminal remembers the latest value sent to the leading terminal and gives
///   it to each new subscriber (a replay subject with capacity 1), so whoever follows starts from
///   the leader's current value;
/// - the **leading** terminal sends only values that arrive after you subscribe;
/// - an error or completion sent to either terminal ends both sides, and both replay it to later
///   subscribers.
///
/// A model property's channel (`Channel.to(_:_:on:)`) is the leading side and hands you its
/// following terminal: subscribing gives you the property's value now, then every change.
public final class Channel<Value>: @unchecked Sendable {
    // @unchecked: two `let` terminals, each thread-safe (they only hold subjects).

    /// The side that sends only future values; what you send to it reaches `followingTerminal`.
    public let leadingTerminal: ChannelTerminal<Value>
    /// The side that replays the latest value the leading terminal received.
    public let followingTerminal: ChannelTerminal<Value>

    /// A channel nothing has been sent through yet.
    public init() {
        // The leading side replays nothing but the terminal event; the following side replays
        // the last value too.
        let leadingValues = ReplaySubject<Value>(capacity: 0)
        let followingValues = ReplaySubject<Value>(capacity: 1)
        leadingTerminal = ChannelTerminal(values: leadingValues, otherSide: followingValues)
        followingTerminal = ChannelTerminal(values: followingValues, otherSide: leadingValues)
    }
}
