import Foundation

/// The sessions started and not yet ended, so that an interrupt (Ctrl-C) can end them too: they are
/// in sessions of their own, out of reach of the terminal's signal, and would otherwise run on.
public final class ActiveSessions: @unchecked Sendable {
    public static let shared = ActiveSessions()

    private let lock = NSLock()
    private var sessions: Set<Int32> = []
    private var sources: [any DispatchSourceSignal] = []

    func started(_ session: Int32) {
        lock.lock()
        sessions.insert(session)
        lock.unlock()
    }

    func ended(_ session: Int32) {
        lock.lock()
        sessions.remove(session)
        lock.unlock()
    }

    /// On SIGINT or SIGTERM: kill every active session, then exit with 130.
    public func endOnInterrupt() {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                lock.lock()
                let running = sessions
                lock.unlock()
                for session in running { SessionProcess.killSession(session, leaderAlive: true) }
                exit(130)
            }
            source.resume()
            sources.append(source)
        }
    }
}
