import Testing
@testable import AuroraText

@Suite struct FontDirectoriesTests {
    @Test func auroraFontPathComesFirstAndSplitsOnColonsAndSemicolons() {
        let env = ["AURORA_FONT_PATH": "/opt/fonts:/srv/a.ttf;/x", "HOME": "/home/u"]
        #expect(FontDirectories.auroraFontPath(env) == ["/opt/fonts", "/srv/a.ttf", "/x"])
        let paths = FontDirectories.system(environment: env)
        #expect(Array(paths.prefix(3)) == ["/opt/fonts", "/srv/a.ttf", "/x"])
        #if os(Linux)
        #expect(paths.contains("/usr/share/fonts"))
        #expect(paths.contains("/home/u/.local/share/fonts"))
        #expect(paths.contains("/home/u/.fonts"))
        #endif
        #expect(Set(paths).count == paths.count)
    }

    @Test func readsFontconfigDirEntries() {
        let conf = """
        <fontconfig>
          <dir>/usr/share/fonts</dir>
          <dir prefix="xdg">fonts</dir>
          <!-- the following element will be removed in the future -->
          <dir>~/.fonts</dir>
          <dir> /opt/extra </dir>
          <dir>relative/ignored</dir>
        </fontconfig>
        """
        #expect(FontDirectories.fontconfigDirectories(in: conf, home: "/h", dataHome: "/h/.local/share")
            == ["/usr/share/fonts", "/h/.local/share/fonts", "/h/.fonts", "/opt/extra"])
    }
}
