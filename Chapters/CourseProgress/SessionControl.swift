// Every platform-specific line of the course's process handling is in this file.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Starting a command in a session of its own, and finding and killing everything in that session.
///
/// Why a session: `swift test` starts the test binary in a process group of its own, so killing
/// `swift test`'s group leaves the test binary running (with parent 1, holding the output pipe
/// open). A session contains every group its members create, and a process can only leave it by
/// calling `setsid` itself, which neither SwiftPM nor a test binary does. So "every process whose
/// session is the one we started" is exactly what the command started, however deep.
enum SessionControl {
    /// Starts `/bin/sh -c 'cd -- DIR && exec "$@"' …` as the leader of a new session, with standard
    /// input from `/dev/null` and standard output and error to `outputFD`. The shell changes folder
    /// and then becomes the command, so the session's id stays the returned pid. (A shell rather than
    /// `posix_spawn_file_actions_addchdir_np`, which older macOS and glibc lack.) Returns the pid, or
    /// the `errno` of the failure.
    static func spawn(_ arguments: [String], in directory: String, environment: [String], outputFD: Int32) -> Result<pid_t, SpawnFailure> {
        let argv = ["sh", "-c", "cd -- \"$0\" && exec \"$@\"", directory] + arguments
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputFD, 1)
        posix_spawn_file_actions_adddup2(&actions, outputFD, 2)
        // The child starts with no signal blocked and SIGPIPE at its default, whatever this process set.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(newSessionFlag | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)))
        var pid: pid_t = 0
        let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, cArguments, cEnvironment)
        return status == 0 ? .success(pid) : .failure(SpawnFailure(code: status))
    }

    struct SpawnFailure: Error {
        let code: Int32
        var message: String { String(cString: strerror(code)) }
    }

    /// `POSIX_SPAWN_SETSID`. glibc (2.26 and later) defines it only for `_GNU_SOURCE`, which Swift's
    /// import of Glibc does not see, so its value is written out there.
    #if canImport(Darwin)
    private static let newSessionFlag = Int32(POSIX_SPAWN_SETSID)
    #else
    private static let newSessionFlag: Int32 = 0x80
    #endif

    /// The live processes (zombies left out) whose session is `session`.
    static func members(ofSession session: pid_t) -> [pid_t] {
        #if canImport(Darwin)
        // Every process of the machine, from the kernel, then each one's session.
        var mib: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_ALL, 0]
        var size = 0
        guard sysctl(&mib, u_int(mib.count), nil, &size, nil, 0) == 0 else { return [] }
        let stride = MemoryLayout<kinfo_proc>.stride
        // Room for processes started between the two calls.
        var processes = [kinfo_proc](repeating: kinfo_proc(), count: size / stride + 32)
        size = processes.count * stride
        guard sysctl(&mib, u_int(mib.count), &processes, &size, nil, 0) == 0 else { return [] }
        let zombie: Int32 = 5  // SZOMB in <sys/proc.h>
        return processes.prefix(size / stride)
            .filter { Int32($0.kp_proc.p_stat) != zombie }
            .map { $0.kp_proc.p_pid }
            .filter { $0 > 0 && getsid($0) == session }
        #else
        // `/proc/PID/stat` is "PID (COMMAND) STATE PPID PGRP SESSION …"; COMMAND may hold spaces
        // and parentheses, so the fields are counted from the last ')'.
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        var members: [pid_t] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = pid_t(name), let stat = readSmallFile("/proc/\(name)/stat"),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 3, fields[0] != "Z", fields[0] != "X", pid_t(fields[3]) == session else { continue }
            members.append(pid)
        }
        return members
        #endif
    }

    /// Sends `signal` to process `pid`, aimed at its busiest thread: one that is running, else the
    /// one that has used the most processor time. On Linux a signal sent to a thread's id is
    /// delivered to that thread when it does not block it (the kernel tries the named task first),
    /// so Swift's backtracer reports the thread that hangs, not the main thread waiting for it.
    /// Elsewhere the process gets the signal.
    static func signalBusiestThread(of pid: pid_t, _ signal: Int32) {
        #if canImport(Darwin)
        kill(pid, signal)
        #else
        // Running first, then the most processor time.
        var best: (tid: pid_t, rank: (Int, Int))?
        if let directory = opendir("/proc/\(pid)/task") {
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                // "TID (COMMAND) STATE … utime stime …": utime and stime are fields 14 and 15.
                guard let tid = pid_t(name), tid != pid, let stat = readSmallFile("/proc/\(pid)/task/\(name)/stat"),
                      let close = stat.lastIndex(of: ")") else { continue }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                guard fields.count > 13 else { continue }
                let rank = (fields[0] == "R" ? 1 : 0, (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0))
                if best == nil || rank > best!.rank { best = (tid, rank) }
            }
        }
        kill(best?.tid ?? pid, signal)
        #endif
    }

    #if !canImport(Darwin)
    private static func readSmallFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(descriptor, &buffer, buffer.count)
        return count > 0 ? String(decoding: buffer.prefix(count), as: UTF8.self) : nil
    }
    #endif
}
