import Foundation

/// Maps over items on several threads; results keep the input order. The workers are threads
/// with a large stack (`LargeStack`), so that parsing and the syntax visitors, which recurse once
/// per level of nesting, never overflow on a deeply nested file.
enum ParallelMap {
    /// `transform` escapes: a thread keeps its block until the thread object goes away, which
    /// may be after the work is done. `onEach` is told how many items are done after each one,
    /// in increasing order (it is called under the results' lock, so it must be quick). When
    /// fewer threads than `jobs` can start (a memory or thread limit), those that did do all
    /// the work; throws `ResourceFailure` when none can.
    static func run<Input: Sendable, Output: Sendable>(
        _ items: [Input], jobs: Int, onEach: (@Sendable (_ done: Int) -> Void)? = nil,
        _ transform: @escaping @Sendable (Input) -> Output
    ) throws(ResourceFailure) -> [Output] {
        guard !items.isEmpty else { return [] }
        let box = ResultBox<Output>(count: items.count, onEach: onEach)
        let workers = max(1, min(jobs, items.count))
        try LargeStack.runOnThreads(count: workers) {
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
