import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter04_Bind
#endif

@Suite("CompoundDisposable")
struct CompoundDisposableTests {
    // What is disposed, whatever the order: the log is sorted. The order has its own test below.
    @Test("Disposing a compound disposes everything it holds, given at init or added later")
    func disposesEverything() {
        let log = EventLog()
        let first = Disposable { log.append("first") }
        let second = Disposable { log.append("second") }
        let compound = CompoundDisposable(disposables: [first, second])
        compound.add(Disposable { log.append("added") })
        #expect(log.entries == [])
        compound.dispose()
        #expect(log.entries.sorted() == ["added", "first", "second"])
        #expect(compound.isDisposed)
        #expect(first.isDisposed && second.isDisposed)
    }

    // The package's promise, kept by every chapter and by RAC (Docs/Contracts.md C3.6): children
    // are disposed first-added first. Chapter 2's walk-through relies on it.
    @Test("Children are disposed in the order they were added, those given at init first")
    func disposesInTheOrderAdded() {
        let log = EventLog()
        let compound = CompoundDisposable(disposables: [Disposable { log.append("first") }, Disposable { log.append("second") }])
        compound.add(Disposable { log.append("third") })
        compound.add(Disposable { log.append("fourth") })
        compound.dispose()
        #expect(log.entries == ["first", "second", "third", "fourth"])
    }

    @Test("Adding to a disposed compound disposes the added disposable at once")
    func addingLateDisposesAtOnce() {
        let log = EventLog()
        let compound = CompoundDisposable()
        compound.dispose()
        let late = Disposable { log.append("late") }
        compound.add(late)
        #expect(log.entries == ["late"])
        #expect(late.isDisposed)
    }

    @Test("A disposable added to a disposed compound is disposed and not kept: nothing holds it afterwards")
    func lateArrivalIsNotKept() {
        weak var released: Disposable?
        let compound = CompoundDisposable()
        compound.dispose()
        do {
            let late = Disposable()
            released = late
            compound.add(late)
            #expect(late.isDisposed)
        }
        // The compound is still alive: only it could be holding the newcomer now.
        #expect(released == nil)
        withExtendedLifetime(compound) {}
    }

    @Test("remove forgets a disposable without disposing it")
    func removeDoesNotDispose() {
        let log = EventLog()
        let kept = Disposable { log.append("kept") }
        let removed = Disposable { log.append("removed") }
        let compound = CompoundDisposable(disposables: [kept, removed])
        compound.remove(removed)
        #expect(removed.isDisposed == false)
        compound.dispose()
        #expect(log.entries == ["kept"])
        #expect(removed.isDisposed == false)
    }

    @Test("Removing something the compound does not hold does nothing")
    func removingAbsentIsHarmless() {
        let log = EventLog()
        let compound = CompoundDisposable(disposables: [Disposable { log.append("held") }])
        compound.remove(Disposable { log.append("stranger") })
        compound.remove(nil)
        compound.dispose()
        #expect(log.entries == ["held"])
    }

    @Test("A compound made with a block runs it when disposed, along with what it holds")
    func blockCompound() {
        let log = EventLog()
        let compound = CompoundDisposable { log.append("block") }
        compound.add(Disposable { log.append("added") })
        compound.dispose()
        compound.dispose()
        #expect(log.entries.sorted() == ["added", "block"])
    }

    @Test("Adding nil, or a disposable already disposed, does nothing")
    func addingNothingOrDisposed() {
        let log = EventLog()
        weak var released: Disposable?
        let compound = CompoundDisposable()
        compound.add(nil)
        do {
            let done = Disposable { log.append("done") }
            done.dispose()
            released = done
            compound.add(done)
        }
        #expect(released == nil)  // the compound did not keep it
        compound.add(Disposable { log.append("live") })
        compound.dispose()
        #expect(log.entries == ["done", "live"])
    }

    @Test("A disposed compound lets go of what it held")
    func disposingReleasesChildren() {
        weak var child: Disposable?
        let compound = CompoundDisposable()
        do {
            let strong = Disposable()
            child = strong
            compound.add(strong)
        }
        #expect(child != nil)
        compound.dispose()
        #expect(child == nil)
    }

    @Test("A child's clean-up may add to the compound that is disposing it: the addition is disposed at once")
    func reentrantAddDuringDisposal() {
        let log = EventLog()
        let compound = CompoundDisposable()
        compound.add(Disposable {
            log.append("child")
            compound.add(Disposable { log.append("added during disposal") })
        })
        compound.dispose()
        #expect(log.entries == ["child", "added during disposal"])
    }
}
