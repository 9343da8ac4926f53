import Synchronization

/// One subscription to a source, shared through a subject (RAC's `RACMulticastConnection`).
///
/// Nothing is subscribed until `connect()`. `connect()` subscribes the subject to the source
/// **once**; later calls return the same disposable, and after that disposable is disposed the
/// connection never reconnects.
public final class MulticastConnection<Value> {
    /// The subject every subscriber of the connection subscribes to (the very subject passed to
    /// `multicast(_:)`).
    public let signal: Signal<Value>
    private let subject: Subject<Value>
    private let source: Signal<Value>
    private let connection = SerialDisposable()
    private let hasConnected = Atomic<Bool>(false)

    init(source: Signal<Value>, subject: Subject<Value>) {
        self.source = source
        self.subject = subject
        signal = subject
    }

    /// Subscribes the subject to the source the first time; returns the connection's disposable.
    @discardableResult
    public func connect() -> Disposable {
        // A compare-and-swap makes concurrent `connect()` calls subscribe exactly once.
        if !hasConnected.exchange(true, ordering: .acquiringAndReleasing) {
            connection.disposable = source.subscribe(subject)
        }
        return connection
    }

    /// A signal that connects on its first subscriber and disposes the connection when the number
    /// of subscribers drops back to zero. Each subscriber joins the subject **before** connecting,
    /// so a synchronous source reaches the first subscriber. It never reconnects.
    public func autoconnect() -> Signal<Value> {
        let subscribers = AtomicBox(active: 0)
        return Signal(didSubscribe: { subscriber in
            subscribers.increment()
            let subscription = self.signal.subscribe(subscriber)
            let connection = self.connect()
            return Disposable {
                subscription.dispose()
                if subscribers.decrement() == 0 { connection.dispose() }
            }
        })
    }
}

// Sendable where its values are: every stored property is a `let` holding a thread-safe object
// (signals and a subject, Sendable as their values are, a serial disposable, an atomic flag).
extension MulticastConnection: Sendable where Value: Sendable {}

extension Signal {
    /// Shares one subscription through `subject`, from `connect()` on.
    public func multicast(_ subject: Subject<Value>) -> MulticastConnection<Value> {
        MulticastConnection(source: self, subject: subject)
    }

    /// Shares one subscription through a plain `Subject`: late subscribers miss earlier values.
    public func publish() -> MulticastConnection<Value> {
        multicast(Subject())
    }
}
