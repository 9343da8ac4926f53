import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// Whether these tests are compiled against `RAC` (`PARITY=1 swift test`) instead of the chapter.
///
/// A test that pins one of the chapter's deliberate simplifications is marked
/// `.disabled(if: isParity, "reason")`: it still compiles against `RAC`, but only the chapter runs it.
#if PARITY
let isParity = true
#else
let isParity = false
#endif
