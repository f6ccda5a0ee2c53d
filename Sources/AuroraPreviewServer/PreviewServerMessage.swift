import Foundation

/// The text messages the server shell itself writes (the back end writes all others).
enum PreviewServerMessage {
    /// `{"type":"error","message":…}`, which the page shows as a toast.
    static func error(_ message: String) -> String {
        let object: [String: String] = ["type": "error", "message": message]
        // A dictionary of strings always serialises.
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
