/// The shortest edit script between two lists of lines: Myers' O((N+M)·D) algorithm.
///
/// Myers ("An O(ND) Difference Algorithm and Its Variations", 1986) walks diagonals of the edit
/// graph, extending each as far as equal lines allow, and stops at the first edit distance D that
/// reaches the end of both lists. Keeping the frontier of every round lets us walk back from the
/// end to recover the edits. The chapters' files are a few hundred lines, so the quadratic memory
/// of that trace is no concern.
enum LineDiff {
    /// One step of an edit script. Indices are 0-based positions in the old and new lists.
    enum Edit: Equatable {
        case equal(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// The edits that turn `old` into `new`, in order, deletions before insertions at each change.
    static func edits<Element: Equatable>(from old: [Element], to new: [Element]) -> [Edit] {
        let n = old.count
        let m = new.count
        let maxD = n + m
        if maxD == 0 { return [] }

        // frontier[k + offset]: the furthest x reached on diagonal k = x - y.
        let offset = maxD + 1
        var frontier = Array(repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []

        search: for d in 0...maxD {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                // Step down (an insertion) from diagonal k+1, or right (a deletion) from k-1,
                // whichever got further.
                var x: Int
                if k == -d || (k != d && frontier[k - 1 + offset] < frontier[k + 1 + offset]) {
                    x = frontier[k + 1 + offset]
                } else {
                    x = frontier[k - 1 + offset] + 1
                }
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[k + offset] = x
                if x >= n, y >= m { break search }
            }
        }

        // Walk back through the rounds, from the end of both lists to their start.
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && previous[k - 1 + offset] < previous[k + 1 + offset])) ? k + 1 : k - 1
            let previousX = previous[previousK + offset]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.equal(old: x - 1, new: y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    edits.append(.insert(new: y - 1))
                } else {
                    edits.append(.delete(old: x - 1))
                }
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
