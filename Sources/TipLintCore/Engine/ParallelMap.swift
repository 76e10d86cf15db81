import Foundation

/// Maps over items on several threads; results keep the input order. The workers are threads
/// with a large stack (`LargeStack`), so that parsing and the syntax visitors, which recurse once
/// per level of nesting, never overflow on a deeply nested file.
enum ParallelMap {
    /// `transform` escapes: a thread keeps its block until the thread object goes away, which
    /// may be after the work is done. `onEach` is told how many items are done after each one,
    /// in increasing order (it is called under the results' lock, so it must be quick).
    static func run<Input: Sendable, Output: Sendable>(
        _ items: [Input], jobs: Int, onEach: (@Sendable (_ done: Int) -> Void)? = nil,
        _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        guard !items.isEmpty else { return [] }
        let box = ResultBox<Output>(count: items.count, onEach: onEach)
        let workers = max(1, min(jobs, items.count))
        LargeStack.runOnThreads(count: workers) {
            while let index = box.claimNext() {
                box.store(transform(items[index]), at: index)
            }
        }
        return box.results()
    }

    /// Hands out indices and collects results under one lock, counting the results stored.
    private final class ResultBox<Output>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var done = 0
        private var slots: [Output?]
        private let onEach: (@Sendable (Int) -> Void)?

        init(count: Int, onEach: (@Sendable (Int) -> Void)?) {
            slots = Array(repeating: nil, count: count)
            self.onEach = onEach
        }

        func claimNext() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ value: Output, at index: Int) {
            lock.lock()
            slots[index] = value
            done += 1
            // Under the lock, so that the counts arrive in order whichever thread reports them.
            onEach?(done)
            lock.unlock()
        }

        func results() -> [Output] { slots.compactMap { $0 } }
    }
}

/// Threads whose stack is large enough for anything `SwiftInputLimits` lets through to the parser
/// and the visitors. The limits bound the depth of every recursion (parser lookahead, syntax
/// visitors, our own helpers). Measured with a release build on inputs at the limits: generic
/// arguments, tuple types, closures and `!(` nested 254–256 deep need the most, between 4 and
/// 8 MiB (the parser recurses about 30 KiB per level); a chain 1,000 levels deep needs under
/// 1 MiB. 64 MiB leaves a margin of eight. Only the pages a thread touches are backed by memory,
/// so the size costs address space, not RAM.
package enum LargeStack {
    /// Bytes of stack per worker thread.
    package static let size = 64 << 20

    /// Marks threads started here, so that nested calls run in place instead of starting another.
    private static let markerKey = "tiplint.largeStack"

    /// Whether the calling thread is one of ours.
    static var isCurrent: Bool { Thread.current.threadDictionary[markerKey] != nil }

    /// Runs `body` on a large-stack thread and waits for it; in place when already on one.
    package static func run<Result>(_ body: @escaping () -> Result) -> Result {
        if isCurrent { return body() }
        let slot = ResultSlot<Result>()
        let transfer = UnsafeTransfer((body, slot))
        runOnThreads(count: 1) { transfer.value.1.value = transfer.value.0() }
        // `runOnThreads` returns only after `body` ran to the end.
        return slot.value!
    }

    /// Starts `count` large-stack threads running `body` and waits until all of them return.
    static func runOnThreads(count: Int, _ body: @escaping () -> Void) {
        let done = DispatchGroup()
        let unsafeBody = UnsafeTransfer(body)
        for _ in 0..<count {
            done.enter()
            let thread = Thread {
                Thread.current.threadDictionary[markerKey] = true
                unsafeBody.value()
                done.leave()
            }
            thread.stackSize = size
            thread.start()
        }
        done.wait()
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
