/// `SendablePointer`: a raw pointer handed to the worker threads of a `ParallelLoop`.

/// A pointer that worker threads share: they read what it points to, or each writes its own
/// disjoint part (rows, bands, slots), and the owner reads the result after the loop returns.
/// The compiler cannot check that discipline, hence `@unchecked`: this is the one such wrapper.
package struct SendablePointer<Pointee>: @unchecked Sendable {
    /// The shared memory.
    package let pointer: UnsafeMutablePointer<Pointee>

    /// Wraps memory the workers write (each its own part) or read.
    package init(_ pointer: UnsafeMutablePointer<Pointee>) { self.pointer = pointer }

    /// Wraps memory the workers only read.
    package init(readOnly pointer: UnsafePointer<Pointee>) { self.pointer = UnsafeMutablePointer(mutating: pointer) }
}
