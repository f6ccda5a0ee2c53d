/// `Color.gradient`: the colour lightened at the top, the colour itself at the bottom, following dark mode; `AnyGradient(Gradient)`.
import AuroraRaster
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct AnyGradientTests {
    private func render(_ view: some View, dark: Bool = false) throws -> Pixmap {
        let host = ViewHost(view, device: .canvas(width: 10, height: 100))
        host.colorScheme = dark ? .dark : .light
        return try host.render()
    }

    @Test func aColorsGradientRunsFromLighterAtTheTopToTheColorAtTheBottom() throws {
        let frame = try render(Rectangle().fill(Color.blue.gradient))
        let top = frame.pixel(x: 5, y: 0), bottom = frame.pixel(x: 5, y: 99)
        // Blue is (0, 122, 255): the top mixes 20 % white in, (51, 149, 255).
        #expect(abs(Int(top.red) - 51) <= 2 && abs(Int(top.green) - 149) <= 2 && top.blue == 255, "\(top)")
        #expect(bottom.red <= 2 && abs(Int(bottom.green) - 122) <= 2 && bottom.blue == 255, "\(bottom)")
        let middle = frame.pixel(x: 5, y: 50)
        #expect(middle.red < top.red && middle.red > bottom.red, "a ramp between them")
    }

    @Test func theGradientFollowsDarkMode() throws {
        let bottom = try render(Rectangle().fill(Color.blue.gradient), dark: true).pixel(x: 5, y: 99)
        #expect(abs(Int(bottom.red) - 10) <= 2 && abs(Int(bottom.green) - 132) <= 2, "dark blue is (10, 132, 255): \(bottom)")
    }

    @Test func anyGradientOfAGradientDrawsItTopToBottom() throws {
        let frame = try render(Rectangle().fill(AnyGradient(Gradient(colors: [.red, .green]))))
        #expect(frame.pixel(x: 5, y: 0).red > 240 && frame.pixel(x: 5, y: 99).green > 190)
    }
}
