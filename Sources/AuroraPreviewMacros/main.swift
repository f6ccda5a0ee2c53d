/// The compiler plugin behind `#Preview` and `@Previewable`: it speaks the compiler's plugin
/// message protocol directly, so Aurora's macros build without swift-syntax (which would add
/// minutes to every clean build).
import AuroraPreviewExpansion
import Foundation

let connection = PluginConnection()
while let message = connection.receive() {
    connection.send(PluginResponder.reply(to: message))
}
