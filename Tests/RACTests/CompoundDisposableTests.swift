import Testing
@testable import RAC
import TestSupport

/// `CompoundDisposable` (RAC's `RACCompoundDisposable`): Docs/Contracts.md §3 (RACCompoundDisposable).
@Suite("CompoundDisposable", .checksLiveObjects)
struct CompoundDisposableTests {
    // RACCompoundDisposableSpec: "should dispose of all its contained disposables"
    @Test("Disposing a compound disposes every contained disposable, those given at init and those added later")
    func disposesAllContainedDisposables() {
        let log = EventLog()
        let d1 = Disposable { log.append("d1") }
        let d2 = Disposable { log.append("d2") }
        let d3 = Disposable { log.append("d3") }
        let d4 = Disposable { log.append("d4") }

        let compound = CompoundDisposable(disposables: [d1, d2, d3])
        compound.add(d4)
        #expect(log.entries == [])
        #expect(compound.isDisposed == false)

        compound.dispose()
        // What is disposed, whatever the order: the log is sorted. The order is the next test's.
        #expect(log.entries.sorted() == ["d1", "d2", "d3", "d4"])
        #expect(compound.isDisposed == true)
        #expect([d1, d2, d3, d4].allSatisfy { $0.isDisposed })
    }

    // The package's promise, Docs/Contracts.md C3.6: first added, first disposed. ReactiveCocoa 2's
    // compound does the same, but none of its specs pins it.
    @Test("Children are disposed in insertion order")
    func disposesInInsertionOrder() {
        let log = EventLog()
        let compound = CompoundDisposable(disposables: [
            Disposable { log.append("init 1") },
            Disposable { log.append("init 2") },
        ])
        compound.add(Disposable { log.append("added 3") })
        compound.add(Disposable { log.append("added 4") })

        compound.dispose()
        #expect(log.entries == ["init 1", "init 2", "added 3", "added 4"])

        // Made empty: the first child added is kept apart from the later ones, and still goes first.
        log.removeAll()
        let grown = CompoundDisposable()
        for index in 1...3 { grown.add(Disposable { log.append("added \(index)") }) }
        grown.dispose()
        #expect(log.entries == ["added 1", "added 2", "added 3"])
    }

    // RACCompoundDisposableSpec: "should dispose of any added disposables immediately if it's already been disposed"
    @Test("Adding to a disposed compound disposes the added disposable at once")
    func addingToDisposedCompoundDisposesAtOnce() {
        let log = EventLog()
        let compound = CompoundDisposable()
        compound.dispose()

        let disposable = Disposable { log.append("dispose") }
        #expect(disposable.isDisposed == false)

        compound.add(disposable)
        #expect(log.entries == ["dispose"])
        #expect(disposable.isDisposed == true)
        #expect(compound.count == 0)
    }

    // RACCompoundDisposableSpec: "should work when initialized with -init"
    @Test("A compound made with init() disposes what was added to it")
    func worksWhenInitializedWithInit() {
        let log = EventLog()
        let compound = CompoundDisposable()
        compound.add(Disposable { log.append("dispose") })
        #expect(log.entries == [])

        compound.dispose()
        #expect(log.entries == ["dispose"])
    }

    // RACCompoundDisposableSpec: "should work when initialized with +disposableWithBlock:"
    @Test("A compound made with a block runs the block on dispose, along with every added disposable")
    func worksWhenInitializedWithBlock() {
        let log = EventLog()
        let compound = CompoundDisposable { log.append("compound block") }
        compound.add(Disposable { log.append("child") })
        #expect(log.entries == [])

        compound.dispose()
        // Children first, then the compound's own block: implementation-faithful order.
        #expect(log.entries == ["child", "compound block"])
        #expect(compound.isDisposed == true)
    }

    // RACCompoundDisposableSpec: "should allow disposables to be removed"
    @Test("remove(_:) forgets a disposable without disposing it")
    func allowsDisposablesToBeRemoved() {
        let log = EventLog()
        let compound = CompoundDisposable()
        let disposable = Disposable { log.append("dispose") }

        compound.add(disposable)
        compound.remove(disposable)
        #expect(log.entries == [])
        #expect(disposable.isDisposed == false)

        compound.dispose()
        #expect(log.entries == [])
        #expect(disposable.isDisposed == false)
    }

    // [S][H] Docs/Contracts.md C3.5: removing something absent is a no-op.
    @Test("Removing a disposable that is not contained does nothing")
    func removingAbsentDisposableDoesNothing() {
        let log = EventLog()
        let kept = Disposable { log.append("kept") }
        let stranger = Disposable { log.append("stranger") }
        let compound = CompoundDisposable(disposables: [kept])

        compound.remove(stranger)
        compound.remove(nil)
        #expect(compound.count == 1)

        compound.dispose()
        #expect(log.entries == ["kept"])
        #expect(stranger.isDisposed == false)
    }

    // [I][H] Docs/Contracts.md C3.5: Adding nil is a no-op.
    @Test("Adding nil does nothing")
    func addingNilDoesNothing() {
        let compound = CompoundDisposable()
        compound.add(nil)
        #expect(compound.count == 0)
        compound.dispose()
        #expect(compound.isDisposed == true)
    }

    // [I][H] Docs/Contracts.md C3.5: Adding an already-disposed disposable is a no-op.
    @Test("Adding an already disposed disposable does nothing")
    func addingDisposedDisposableDoesNothing() {
        let log = EventLog()
        let disposable = Disposable { log.append("dispose") }
        disposable.dispose()
        log.removeAll()

        let compound = CompoundDisposable()
        compound.add(disposable)
        #expect(compound.count == 0)
        compound.dispose()
        #expect(log.entries == [])
    }

    // [H] Docs/Contracts.md C3.1 applies to compounds too.
    @Test("Disposing a compound twice disposes its children and runs its block once")
    func disposingTwiceDisposesOnce() {
        let log = EventLog()
        let compound = CompoundDisposable { log.append("block") }
        compound.add(Disposable { log.append("child") })

        compound.dispose()
        compound.dispose()
        #expect(log.entries == ["child", "block"])
    }

    // Implementation-faithful (Docs/Contracts.md C3.6): children are disposed outside the internal lock,
    // so a child's clean-up may add to or remove from the same compound without deadlocking.
    @Test("A child's clean-up may use the compound again without deadlocking")
    func reentrantUseFromChildCleanup() {
        let log = EventLog()
        let finished = runConcurrently(threads: 1, timeout: 5) { _ in
            let compound = CompoundDisposable()
            let sibling = Disposable { log.append("sibling") }
            compound.add(Disposable {
                log.append("child")
                compound.remove(sibling)
                compound.add(Disposable { log.append("late") })
            })
            compound.add(sibling)
            compound.dispose()
        }
        #expect(finished)
        // `remove` after disposal is a no-op, so the sibling is still disposed; `late` is added to a
        // disposed compound and is therefore disposed at once, before the sibling.
        #expect(log.entries == ["child", "late", "sibling"])
    }

    // Docs/Contracts.md C3.7: a disposed compound or serial disposable releases what it held.
    @Test("A disposed compound releases what it held")
    func disposedCompoundReleasesChildren() {
        let compound = CompoundDisposable()
        weak var weakChild: Disposable?
        do {
            let child = Disposable()
            weakChild = child
            compound.add(child)
        }
        #expect(weakChild != nil)

        compound.dispose()
        #expect(weakChild == nil)
    }

    // Implementation-faithful: a removed child is released by the compound.
    @Test("A removed child is released by the compound")
    func removedChildIsReleased() {
        let compound = CompoundDisposable()
        weak var weakChild: Disposable?
        do {
            let child = Disposable()
            weakChild = child
            compound.add(child)
            compound.remove(child)
        }
        #expect(weakChild == nil)
        #expect(compound.count == 0)
    }

    // Implementation-faithful: a big compound switches to an index for `remove` (past 16 children) and
    // compacts its holes; removal and disposal must behave exactly as in a small one.
    @Test("A big compound removes and disposes exactly the right children")
    func bigCompoundRemovesAndDisposesCorrectly() {
        let log = EventLog()
        let children = (0..<100).map { index in Disposable { log.append("\(index)") } }
        let compound = CompoundDisposable(disposables: Array(children[0..<10]))
        for child in children[10...] { compound.add(child) }
        #expect(compound.count == 100)

        // Remove 70 of them (every index not divisible by 10 except a few), forcing compaction.
        let removed = (0..<100).filter { $0 % 10 != 0 && $0 % 10 != 5 && $0 % 10 != 7 }
        for index in removed { compound.remove(children[index]) }
        #expect(compound.count == 100 - removed.count)

        // Still usable after compaction: add one more and remove one kept child.
        let extra = Disposable { log.append("extra") }
        compound.add(extra)
        compound.remove(children[50])

        compound.dispose()
        let expected = (0..<100).filter { !removed.contains($0) && $0 != 50 }.map { "\($0)" } + ["extra"]
        #expect(log.entries == expected)
        #expect(removed.allSatisfy { children[$0].isDisposed == false })
        #expect(children[50].isDisposed == false)
    }

    // Implementation-faithful: a compound keeps a lone child outside its array, and its array can
    // empty out while that child stays. Found by the concurrent add/remove test: removing the array's
    // only child left its start index past the end, so an index built later skipped the children
    // added after, and removing one of those failed (it was then disposed with the rest).
    @Test("A compound whose array emptied keeps finding children added later, index and all")
    func arrayEmptiedThenRefilled() {
        let log = EventLog()
        let lone = Disposable { log.append("lone") }
        let brief = Disposable { log.append("brief") }
        let compound = CompoundDisposable()
        compound.add(lone)
        compound.add(brief)
        compound.remove(brief)
        let children = (0..<20).map { index in Disposable { log.append("\(index)") } }
        for child in children { compound.add(child) }
        // Twenty live children in the array: removing one from the middle builds the index.
        compound.remove(children[10])
        compound.remove(children[0])
        #expect(compound.count == 19)

        compound.dispose()
        #expect(log.entries == ["lone"] + (1..<20).filter { $0 != 10 }.map { "\($0)" })
        #expect(!brief.isDisposed && !children[0].isDisposed && !children[10].isDisposed)
    }
}
