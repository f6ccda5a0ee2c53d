/// `FileErrorReason`: the most specific text Foundation gives for a file error.
import Foundation

/// Turns a Foundation file error into the reason a message shows.
package enum FileErrorReason {
    /// The underlying POSIX error's message when there is one (Foundation's own text on Linux
    /// is often a bare error code), else the error's localized description.
    package static func describing(_ error: any Error) -> String {
        let nsError = error as NSError
        // On Linux the underlying error is a Swift `POSIXError`, which does not cast to `NSError` directly.
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
            let bridged = underlying as NSError
            if bridged.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(bridged.code))) }
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code)))
        }
        return nsError.localizedDescription
    }
}
