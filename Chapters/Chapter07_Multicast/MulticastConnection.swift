/// One subscription to a source, shared through a subject (RAC's `RACMulticastConnection`).
///
/// Why? A cold signal runs its work once per subscriber: two screens subscribing to one request
/// send the request twice. A subject (chapter 3) shares one run among its subscribers, if someone
/// subscribes it to the source at the right moment. A connection is that subject, plus the source,
/// plus control over the moment: subscribe to `signal` as often as you like, and nothing runs
/// until `connect()` subscribes the subject to the source, once.
///
/// Chapter 7's connection has no lock: `connect()` checks a plain flag, so two threads calling it
/// at the same moment might both subscribe (`RAC` uses a compare-and-swap).
public final class MulticastConnection<Value> {
    /// The subject every subscriber of the connection subscribes to (the very subject passed to
    /// `multicast(_:)`), typed as a plain signal so that nobody else sends to it.
    public let signal: Signal<Value>
    private let subject: Subject<Value>
    private let source: Signal<Value>
    /// The one source subscription, made by the first `connect()`. It exists before it holds
    /// anything, so every `connect()` can return it, even one made while the source is still
    /// being subscribed, and disposing it early disposes the subscription as soon as it is added.
    private let connection = CompoundDisposable()
    /// Whether `connect()` has subscribed the source: set once, never reset.
    private var hasConnected = false

    init(source: Signal<Value>, subject: Subject<Value>) {
        self.source = source
        self.subject = subject
        signal = subject
    }

    /// Subscribes the subject to the source the first time; returns the connection's disposable,
    /// the same one every time. Once that disposable is disposed, nothing connects again.
    @discardableResult
    public func connect() -> Disposable {
        // exercise 7.2: subscribe the subject to the source, the first time only => return connection
        if !hasConnected {
            // Set first: a `connect()` from inside the source's subscribe block must not subscribe again.
            hasConnected = true
            connection.add(source.subscribe(subject))
        }
        return connection
        // end exercise
    }

    /// A signal that connects on its first subscriber and disposes the connection when the number
    /// of subscribers drops back to zero. It never reconnects.
    ///
    /// Each subscriber joins the subject **before** `connect()`: a source that sends at once,
    /// inside its subscribe block, reaches the first subscriber. Subscribe the other way round and
    /// the first value would be sent to a subject with nobody on its list.
    public func autoconnect() -> Signal<Value> {
        // exercise 7.3: connect on the first subscription; dispose the connection when the count of live subscriptions drops to zero => return signal
        // How many subscriptions are live: one counter for all of them, kept by the block.
        var subscribers = 0
        return Signal.createSignal { subscriber in
            subscribers += 1
            let subscription = self.signal.subscribe(subscriber)
            let connection = self.connect()
            return Disposable {
                subscription.dispose()
                subscribers -= 1
                if subscribers == 0 { connection.dispose() }
            }
        }
        // end exercise
    }
}

// @unchecked, with no lock, and only for `Sendable` values, as `RAC`'s: a block on another thread
// may connect or subscribe. One thread at a time: two `connect()`s at once could both subscribe.
extension MulticastConnection: @unchecked Sendable where Value: Sendable {}

extension Signal {
    /// Shares one subscription through `subject`, from `connect()` on.
    ///
    /// The kind of subject decides what a subscriber who arrives after `connect()` sees: a plain
    /// `Subject`, only what comes next; a `ReplaySubject`, everything so far, then the rest.
    public func multicast(_ subject: Subject<Value>) -> MulticastConnection<Value> {
        MulticastConnection(source: self, subject: subject)
    }

    /// Shares one subscription through a new plain `Subject`: late subscribers miss earlier values.
    public func publish() -> MulticastConnection<Value> {
        multicast(Subject())
    }
}
