import Foundation

/// The preview page: one HTML file with its CSS and JavaScript inline (no other asset, no
/// network), kept as the module resource `Resources/PreviewPage.html`.
enum PreviewPage {
    /// The page's bytes. Throws `PreviewServerError.pageMissing` when the resource is not installed.
    static func html() throws(PreviewServerError) -> Data {
        guard let url = Bundle.module.url(forResource: "PreviewPage", withExtension: "html"),
              let data = try? Data(contentsOf: url)
        else { throw .pageMissing }
        return data
    }
}
