import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads whose stack is large enough for anything `SwiftInputLimits` lets through to the parser
/// and the visitors. The limits bound the depth of every recursion (parser lookahead, syntax
/// visitors, our own helpers). Measured with a release build on inputs at the limits: generic
/// arguments, tuple types, closures and `!(` nested 254–256 deep need the most, between 4 and
/// 8 MiB (the parser recurses about 30 KiB per level); a chain 1,000 levels deep needs under
/// 1 MiB. 64 MiB leaves a margin of eight. Only the pages a thread touches are backed by memory,
/// so the size costs address space, not RAM.
///
/// Threads are started with `pthread_create` itself, whose failure is seen: Foundation's `Thread`
/// on Linux drops it, and a run under a memory limit (`ulimit -v`) then waited forever for
/// threads that never ran. Under such a limit the address space for 64 MiB may be missing, so a
/// thread that cannot have it is tried once with `fallbackSize` (a margin of two); when even that
/// fails, the caller gets a `ResourceFailure`, never a hang.
package enum LargeStack {
    /// Bytes of stack per worker thread.
    package static let size = 64 << 20
    /// Bytes of stack when `size` cannot be had: still twice the deepest need measured.
    static let fallbackSize = 16 << 20

    /// `size`, unless the process's address space is limited (`ulimit -v`) to under 2 GiB: each
    /// thread's stack and its malloc arena take address space whether used or not, and under such
    /// a limit 64 MiB stacks leave too little for the heap (a run ended in an abort when malloc
    /// failed), so the threads get `fallbackSize`.
    static let preferredSize: Int = {
        var limit = rlimit()
        guard getrlimit(RLIMIT_AS_VALUE, &limit) == 0, limit.rlim_cur < rlim_t(Int64.max) else { return size }
        return limit.rlim_cur < 2 << 30 ? fallbackSize : size
    }()

    /// Marks threads started here, so that nested calls run in place instead of starting another.
    private static let markerKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the calling thread is one of ours.
    static var isCurrent: Bool { pthread_getspecific(markerKey) != nil }

    /// Runs `body` on a large-stack thread and waits for it; in place when already on one.
    /// Throws `ResourceFailure` when no such thread can start.
    package static func run<Result>(_ body: @escaping () -> Result) throws(ResourceFailure) -> Result {
        if isCurrent { return body() }
        let slot = ResultSlot<Result>()
        let transfer = UnsafeTransfer((body, slot))
        try runOnThreads(count: 1) { transfer.value.1.value = transfer.value.0() }
        // `runOnThreads` returns only after `body` ran to the end.
        return slot.value!
    }

    /// Starts up to `count` large-stack threads running `body` and waits until all of them
    /// return; returns how many ran. Stops starting more at the first that cannot start (the
    /// ones running share the work: `body` claims items until none are left). Throws
    /// `ResourceFailure` when not even one can start, at either stack size.
    @discardableResult
    static func runOnThreads(count: Int, _ body: @escaping () -> Void) throws(ResourceFailure) -> Int {
        var threads: [pthread_t] = []
        var failure: Int32 = 0
        var stackSize = preferredSize
        starting: for _ in 0..<max(1, count) {
            var started = start(body, stackSize: stackSize)
            if case .failure = started, threads.isEmpty, stackSize != fallbackSize {
                stackSize = fallbackSize
                started = start(body, stackSize: stackSize)
            }
            switch started {
            case .success(let thread): threads.append(thread)
            case .failure(let code):
                failure = code
                break starting
            }
        }
        for thread in threads { pthread_join(thread, nil) }
        guard !threads.isEmpty else {
            throw ResourceFailure(
                message: "cannot start a worker thread (\(String(cString: strerror(failure)))): the process is out of memory, "
                    + "address space or threads; raise the limit (ulimit -v, ulimit -u) or run with --jobs 1")
        }
        return threads.count
    }

    private enum Started {
        case success(pthread_t)
        case failure(Int32)
    }

    /// One thread with `stackSize` bytes of stack running `body`, marked as ours.
    private static func start(_ body: @escaping () -> Void, stackSize: Int) -> Started {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return .failure(ENOMEM) }
        defer { pthread_attr_destroy(&attributes) }
        let sizing = pthread_attr_setstacksize(&attributes, stackSize)
        guard sizing == 0 else { return .failure(sizing) }
        // The run's statistics, when recorded, follow the work onto its thread.
        let work = Unmanaged.passRetained(Work(body, recorder: RunStatistics.Recorder.current)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let code = pthread_create(&thread, &attributes, { raw in
            #if canImport(Darwin)
            let work = Unmanaged<Work>.fromOpaque(raw).takeRetainedValue()
            #else
            let work = Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue()
            #endif
            pthread_setspecific(LargeStack.markerKey, UnsafeRawPointer(bitPattern: 1))
            if let recorder = work.recorder { recorder.recording(work.body) } else { work.body() }
            return nil
        }, work)
        guard code == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return .failure(code)
        }
        #if canImport(Darwin)
        return thread.map(Started.success) ?? .failure(EAGAIN)
        #else
        return .success(thread)
        #endif
    }

    private final class Work {
        let body: () -> Void
        /// Held for the thread's life: the thread finds it unretained (`RunStatistics.Recorder.current`).
        let recorder: RunStatistics.Recorder?
        init(_ body: @escaping () -> Void, recorder: RunStatistics.Recorder?) {
            self.body = body
            self.recorder = recorder
        }
    }

    private final class ResultSlot<Value> {
        var value: Value?
    }

    /// Hands a value to a thread that is joined before the caller goes on: nothing is shared
    /// while both run.
    private struct UnsafeTransfer<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}

#if os(Linux)
private let RLIMIT_AS_VALUE = Int32(RLIMIT_AS.rawValue)
#else
private let RLIMIT_AS_VALUE = RLIMIT_AS
#endif

/// The process ran out of something the run cannot do without: threads, memory for a thread's
/// stack, file descriptors. Not the project's fault and not a finding: the run stops (the CLI
/// exits 3) with `message`, which names the cause and what to do.
package struct ResourceFailure: Error, CustomStringConvertible, Sendable {
    package var message: String
    package var description: String { message }
}
