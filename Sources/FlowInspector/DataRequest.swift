import FlowCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP exchange of a URL session, cancelled with the task that awaits it, without
/// `URLSession.data(for:)`.
///
/// swift-corelibs-foundation's `data(for:)` cancels its data task from inside the Swift task's
/// cancellation handler, which runs with the task's status lock held; `cancel()` then waits for
/// the session's work queue (`DispatchQueue.sync`), while that queue, finishing the same exchange,
/// waits for the status lock to resume the task. Both wait forever: seen on this machine as a
/// test run that hung with exactly those two threads. Here the cancellation handler only hands
/// `cancel()` to another queue.
enum DataRequest {
    /// The body and response of `request`, or the transport's error.
    static func data(for request: URLRequest, in session: URLSession) async throws -> (Data, URLResponse) {
        let started = LockedValue<URLSessionDataTask?>(nil)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }
                started.withLock { $0 = task }
                task.resume()
                if Task.isCancelled { cancelLater(task) }
            }
        } onCancel: {
            if let task = started.withLock({ $0 }) { cancelLater(task) }
        }
    }

    private static func cancelLater(_ task: URLSessionDataTask) {
        DispatchQueue.global().async { task.cancel() }
    }
}
