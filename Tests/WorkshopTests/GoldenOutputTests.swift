import Testing
@testable import Workshop

/// The exact text of `workshop` with no arguments and of `workshop chapter 1`. When the catalog or
/// a demo changes on purpose, run the command and paste its output here.
@Suite("Golden output")
struct GoldenOutputTests {
    @Test("workshop with no arguments prints the chapters, the examples and the commands")
    func overview() {
        let (status, output) = runWorkshop([])
        #expect(status == 0)
        #expect(output == """
        RACFromScratch: ReactiveCocoa 2 rebuilt in Swift, one idea per chapter.

        Chapters
           #  Title           Status   Its tests
           1  Minimal signal  written  swift test --filter '^Chapter01_MinimalSignalTests'
              a signal is a stored subscribe block: createSignal, Subscriber, subscribeNext, sendNext
           2  Disposable      written  swift test --filter '^Chapter02_DisposableTests'
              next* (error | completed)?, Disposable, CompoundDisposable, return/empty/error/never
           3  Subject         written  swift test --filter '^Chapter03_SubjectTests'
              hot signals: Subject, ReplaySubject, BehaviorSubject; callbacks and notifications brought in
           4  Bind            written  swift test --filter '^Chapter04_BindTests'
              bind, the one primitive; map, filter, flattenMap, take, skip, scan built on it; concat,
              startWith beside it
           5  CombineLatest   written  swift test --filter '^Chapter05_CombineLatestTests'
              combineLatest, zip, merge, reduceEach, and/or/not: several signals into one
           6  Scheduler       written  swift test --filter '^Chapter06_SchedulerTests'
              schedulers and virtual time: after, interval, delay, throttle, timeout, deliverOn, subscribeOn
           7  Multicast       written  swift test --filter '^Chapter07_MulticastTests'
              sharing one subscription: MulticastConnection, multicast, publish, connect, autoconnect;
              replay, replayLast, replayLazily; defer
           8  Command         written  swift test --filter '^Chapter08_CommandTests'
              Command: execute, executionSignals, executing, enabled, errors, allowsConcurrentExecution
          Run a chapter's demos with 'workshop chapter N'; its tests with the command shown.

        Examples
          send-code    Send-code button: enabled for a valid number, disabled through the request and a 60 s
                       countdown that stops with the screen
          login        Login command: enabled when both fields are filled, 5 s of spinner per attempt, error
                       then welcome
          badges       Badge dots: one per unread count, the tab dot hidden only when all three counts are 0
          login-state  Login-state notifications: the screen refreshes on every login and logout
          publish      Publish: a subject enables the button; upload, tell the server, and a retry that
                       skips the upload
          delegate     Replacing a delegate: a picker's callbacks forwarded into subjects, used by the view
                       model as signals
          user-name    User name typed or set from code: a channel binds the field and the model both ways
          search       Search as you type: throttled, one request per distinct query, a newer query cancels
                       the one in flight
          sign-in      A ReactiveObjC sign-in ported to Swift 6: a @MainActor view model, a command, the
                       answer moved to the main thread
          Run one with 'workshop example NAME' (add --realtime, or --speed K, to watch it in time).

        Commands
          workshop                      this overview
          workshop chapter N            run chapter N's demos: their events and marble diagrams
          workshop example NAME         run an example app (--realtime, or --speed K, to watch it in time)
          workshop exercise N           write chapter N's exercise workspace (--into DIR), or check one
                                        (--status DIR)
          workshop course check         prove each exercise's mistakes are caught by its own tests (also:
                                        course map)
          workshop diffs [N | --check]  regenerate Docs/diffs/ChapterNN.diff (--check: fail if stale); N:
                                        show chapter N's, wrapped
          workshop check-docs           check the guides' excerpts, marbles, links and citations against the
                                        repository
          workshop help [COMMAND]       this help, or a command's (also: workshop COMMAND --help)

        """)
    }

    @Test("workshop chapter 1 prints each demo's events and marbles")
    func chapterOne() {
        let (status, output) = runWorkshop(["chapter", "1"])
        #expect(status == 0)
        #expect(output == """
        Chapter 1: Minimal signal (Chapter01_MinimalSignal)
        What it adds: a signal is a stored subscribe block: createSignal, Subscriber, subscribeNext,
                      sendNext.
        Its tests: swift test --filter '^Chapter01_MinimalSignalTests'
        Marbles: one character per tick. - nothing; a, b, 1 … a value; | completed; X error;
        ^ subscribed; ! disposed; (ab) several events in one tick. See Docs/Marbles.md.

        1.1  Creating a signal runs nothing; subscribing runs its block
             Notice: the block's log line comes at tick 1, inside subscribeNext, not at tick 0 where the
                     signal is made.
             Events:
               0  > createSignal returned; the block is stored, not run
               1  subscriber: subscribed
               1  > the subscribe block runs
               1  subscriber: next(a)
               1  subscriber: next(b)
               1  > subscribeNext returned: the values arrived before it did
             Marbles:
               subscriber -(^ab)

        1.2  Cold: every subscriber gets its own run of the block
             Notice: the block runs twice, side effect included; the second subscriber gets a and b from its
                     own run.
             Events:
               0  first: subscribed
               0  > the block runs (run 1)
               0  first: next(a)
               0  first: next(b)
               2  second: subscribed
               2  > the block runs (run 2)
               2  second: next(a)
               2  second: next(b)
             Marbles:
               first  (^ab)--
               second -    -(^ab)

        1.3  Sending later: the block can keep its subscriber
             Notice: the values come after subscribeNext has returned, whenever the producer calls sendNext;
                     nothing says the stream is over.
             Events:
               0  subscriber: subscribed
               0  > subscribeNext returned; the producer keeps the subscriber
               1  subscriber: next(a)
               2  subscriber: next(b)
               4  subscriber: next(c)
               5  > no way to say "done" or to stop listening yet: chapter 2 adds both
             Marbles:
               subscriber ^ab-c-

        """)
    }

    @Test("chapter numbers may be written with a leading zero")
    func leadingZero() {
        #expect(runWorkshop(["chapter", "01"]).output == runWorkshop(["chapter", "1"]).output)
    }
}
