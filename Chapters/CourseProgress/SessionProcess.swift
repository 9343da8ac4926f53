import Foundation

/// A command run under a time limit that it cannot outlive: the command and everything it starts
/// are killed when the limit passes, and no read ever waits for an end of file that may not come.
///
/// The command is the leader of a new session (`SessionControl`). One loop does everything: it
/// waits at most 50 ms for output, reads what is there, and checks whether the command has ended
/// and whether the limit has passed (or the caller's own stop condition holds). At the limit it
/// kills every process of the session. When the
/// command has ended (or been killed) it kills whatever the session still holds, then reads what is
/// left in the pipe for at most a second: a process outside the session could in principle hold the
/// pipe open forever, and nothing here waits for it.
public struct SessionProcess: Sendable {
    public struct Result: Sendable, Equatable {
        /// The exit status; 128 + N for a process ended by signal N (as shells report it).
        public var status: Int32
        /// Standard output and standard error, interleaved (very long output keeps its start and its end).
        public var output: String
        /// Whether the limit passed and the session was killed.
        public var timedOut: Bool
        public var seconds: Double
        /// The session the command ran in (its pid), for checking that nothing of it is left.
        public var session: Int32

        public init(status: Int32, output: String, timedOut: Bool, seconds: Double = 0, session: Int32 = 0) {
            self.status = status
            self.output = output
            self.timedOut = timedOut
            self.seconds = seconds
            self.session = session
        }
    }

    public let arguments: [String]
    public let directory: URL
    /// Seconds.
    public let limit: Double
    /// Added to (or replacing in) this process's environment.
    public let environment: [String: String]
    /// Sent before the kill when the command is stopped, if any.
    public let warning: Warning?

    /// A signal sent to every process of the session but its leader (to its busiest thread) when
    /// the command is to be stopped, and the seconds they get to answer and end before the session
    /// is killed all the same. (`TestRun` sends SIGTRAP: Swift's backtracer then prints the
    /// stack of the thread that hangs; it does not handle SIGQUIT on Linux.)
    public struct Warning: Sendable {
        public var signal: Int32
        public var seconds: Double
        /// Output that says an answer is complete (the backtracer's last line, `Backtrace took
        /// 0.22s`): the wait ends there, as the process may well go on running.
        public var answered: String
        /// Whether an answer (the output since the signal) is good enough; if not, the signal is
        /// sent again, at most `attempts` times in all, within the seconds.
        public var isEnough: @Sendable (String) -> Bool
        public var attempts: Int

        public init(signal: Int32, seconds: Double, answered: String, attempts: Int = 1, isEnough: @escaping @Sendable (String) -> Bool = { _ in true }) {
            self.signal = signal
            self.seconds = seconds
            self.answered = answered
            self.attempts = attempts
            self.isEnough = isEnough
        }
    }

    public init(arguments: [String], directory: URL, limit: Double, environment: [String: String] = [:], warning: Warning? = nil) {
        self.arguments = arguments
        self.directory = directory
        self.limit = limit
        self.environment = environment
        self.warning = warning
    }

    /// Runs the command. `stopWhen`, asked every 50 ms or so while the command runs, may end it
    /// early, as if the limit had passed (`TestRun` uses it to limit each test rather than the run).
    public func run(stopWhen: (() -> Bool)? = nil) -> Result {
        let started = Date()
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            return Result(status: 127, output: "cannot run \(arguments.joined(separator: " ")): no pipe (\(String(cString: strerror(errno))))", timedOut: false)
        }
        let (readFD, writeFD) = (fds[0], fds[1])
        // Neither end leaks into other children started meanwhile; the child gets the write end as 1 and 2.
        _ = fcntl(readFD, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeFD, F_SETFD, FD_CLOEXEC)
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let spawned = SessionControl.spawn(arguments, in: directory.path, environment: merged.map { "\($0.key)=\($0.value)" }, outputFD: writeFD)
        close(writeFD)
        let pid: pid_t
        switch spawned {
        case let .success(child):
            pid = child
        case let .failure(failure):
            close(readFD)
            return Result(status: 127, output: "cannot run \(arguments.joined(separator: " ")): \(failure.message)", timedOut: false)
        }
        ActiveSessions.shared.started(pid)
        defer { ActiveSessions.shared.ended(pid) }
        _ = fcntl(readFD, F_SETFL, fcntl(readFD, F_GETFL) | O_NONBLOCK)
        var output = BoundedOutput()
        var exitStatus: Int32?
        var timedOut = false
        var pipeOpen = true
        let deadline = started.addingTimeInterval(limit)
        while exitStatus == nil {
            if pipeOpen { pipeOpen = Self.readAvailable(readFD, into: &output, waitingAtMost: 50) } else { usleep(50_000) }
            var raw: Int32 = 0
            let waited = waitpid(pid, &raw, WNOHANG)
            if waited == pid {
                exitStatus = Self.decode(raw)
            } else if waited < 0, errno != EINTR {
                exitStatus = 127
            } else if Date() >= deadline || stopWhen?() == true {
                timedOut = true
                if let warning {
                    exitStatus = Self.warn(pid, warning, pipeOpen: &pipeOpen, readFD: readFD, output: &output)
                }
                if exitStatus == nil {
                    Self.killSession(pid, leaderAlive: true)
                    var final: Int32 = 0
                    while waitpid(pid, &final, 0) < 0, errno == EINTR {}
                    exitStatus = Self.decode(final)
                }
            }
        }
        // The command is gone; so is anything it left behind in its session.
        Self.killSession(pid)
        let drainUntil = Date().addingTimeInterval(1)
        while pipeOpen, Date() < drainUntil {
            pipeOpen = Self.readAvailable(readFD, into: &output, waitingAtMost: 50)
        }
        close(readFD)
        return Result(status: exitStatus ?? 127, output: output.text, timedOut: timedOut, seconds: Date().timeIntervalSince(started), session: Int32(pid))
    }

    /// Sends `warning`'s signal to the session's members but the leader, then reads their output
    /// until the leader ends (its exit status), or an answer that is enough is complete, or the
    /// warning's seconds pass (`nil`); an answer that is not enough gets the signal sent again.
    private static func warn(_ pid: pid_t, _ warning: Warning, pipeOpen: inout Bool, readFD: Int32, output: inout BoundedOutput) -> Int32? {
        let until = Date().addingTimeInterval(warning.seconds)
        for _ in 0..<max(warning.attempts, 1) {
            output.capture = []
            defer { output.capture = nil }
            for member in SessionControl.members(ofSession: pid) where member != pid {
                SessionControl.signalBusiestThread(of: member, warning.signal)
            }
            while Date() < until {
                if pipeOpen { pipeOpen = readAvailable(readFD, into: &output, waitingAtMost: 50) } else { usleep(50_000) }
                var raw: Int32 = 0
                let waited = waitpid(pid, &raw, WNOHANG)
                if waited == pid { return decode(raw) }
                if waited < 0, errno != EINTR { return 127 }
                let answer = String(decoding: output.capture ?? [], as: UTF8.self)
                if answer.contains(warning.answered) {
                    if warning.isEnough(answer) { return nil }
                    break
                }
            }
        }
        return nil
    }

    /// Kills every process of session `session`, until none is left or two seconds have passed.
    /// (The leader's pid is killed directly only while it has not been waited for: once it has, the
    /// pid may already belong to someone else.)
    public static func killSession(_ session: pid_t, leaderAlive: Bool = false) {
        if leaderAlive { kill(session, SIGKILL) }
        for _ in 0..<100 {
            let members = SessionControl.members(ofSession: session)
            if members.isEmpty { return }
            for member in members { kill(member, SIGKILL) }
            usleep(20_000)
        }
    }

    /// The live processes of session `session`: empty once a run has cleaned up after itself.
    public static func processes(inSession session: pid_t) -> [Int32] {
        SessionControl.members(ofSession: session).map { Int32($0) }
    }

    /// Reads what `fd` has, waiting at most `milliseconds` for it; `false` at end of file.
    private static func readAvailable(_ fd: Int32, into output: inout BoundedOutput, waitingAtMost milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        guard ready > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count > 0 {
                output.append(buffer.prefix(count))
            } else if count == 0 {
                return false
            } else {
                return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR
            }
        }
    }

    /// `waitpid`'s status as a shell reports it (the C macros are not visible to Swift).
    private static func decode(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7f
        return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    }
}

/// Output kept within a few megabytes: the first megabyte and the last two, which is where a
/// crash report or the last test's output is.
struct BoundedOutput {
    private var head: [UInt8] = []
    private var tail: [UInt8] = []
    private var dropped = 0
    private let headLimit = 1 << 20
    private let tailLimit = 2 << 20
    /// Everything that comes in while it is not `nil` (the answer to a warning), besides.
    var capture: [UInt8]?

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        capture? += bytes
        var rest = bytes
        if head.count < headLimit {
            let room = headLimit - head.count
            head += rest.prefix(room)
            rest = rest.dropFirst(room)
        }
        guard !rest.isEmpty else { return }
        tail += rest
        if tail.count > tailLimit * 2 {
            let excess = tail.count - tailLimit
            tail.removeFirst(excess)
            dropped += excess
        }
    }

    var text: String {
        let middle = dropped > 0 ? "\n… (\(dropped) bytes of output left out) …\n" : ""
        return String(decoding: head, as: UTF8.self) + middle + String(decoding: tail, as: UTF8.self)
    }
}
