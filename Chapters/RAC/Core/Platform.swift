// Everything in `RAC` that is spelled differently on Apple platforms and on Linux lives in this
// file, behind `#if canImport(Darwin)`, using documented APIs only.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An identifier of the calling thread, unique among the threads alive at the moment.
///
/// `pthread_self()` is a pointer on Apple platforms and an integer on Linux; both fit a `UInt`,
/// and no live thread shares the value with another, which is all `RecursiveLock` needs. The value
/// 0 is never a thread, so it can stand for "no thread".
@inlinable
func currentThreadID() -> UInt {
    #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
    #else
    UInt(pthread_self())
    #endif
}
