/// TextField and FocusState through the public host: tap to focus, typing, caret keys, selection, submit, the software keyboard and the keyboard safe area.
import AuroraRaster
import AuroraTestSupport
import Foundation
import Observation
import Testing
@testable import Aurora
import AuroraDisplayList

@MainActor @Observable
final class FieldModel {
    var name = ""
    var other = ""
    var submitted: [String] = []
}

@MainActor
@Suite struct TextFieldTests {
    private enum Field: Hashable { case name, other }

    private struct Fields: View {
        @Bindable var model: FieldModel
        @FocusState private var focus: Field?
        var focusOnAppear = false
        var body: some View {
            VStack(spacing: 20) {
                TextField("Name", text: $model.name)
                    .focused($focus, equals: .name)
                    .onSubmit { model.submitted.append(model.name) }
                TextField("Other", text: $model.other)
                    .focused($focus, equals: .other)
                Button("Next") { focus = .other }
                Spacer()
                Color.red.frame(height: 10)
            }
            .padding(.horizontal, 16)
        }
    }

    @Test func tappingAFieldFocusesItAndTypingInsertsText() throws {
        let model = FieldModel()
        let host = ContainerHost.make(Fields(model: model))
        #expect(host.type("lost") == false, "nothing has focus yet")
        #expect(host.tap(text: "Name"))
        host.type("Sunset")
        #expect(model.name == "Sunset")
        host.send(.key(KeyPress(.leftArrow)))
        host.send(.key(KeyPress(.leftArrow)))
        host.type("!")
        #expect(model.name == "Suns!et")
        host.send(.key(KeyPress(.delete)))
        host.send(.key(KeyPress(.end)))
        host.send(.key(KeyPress(.leftArrow, modifiers: .shift)))
        host.send(.key(KeyPress(.leftArrow, modifiers: .shift)))
        host.type("ly")
        #expect(model.name == "Sunsly", "typing replaces the selection")
        host.send(.key(KeyPress(.return)))
        #expect(model.submitted == ["Sunsly"])
        host.type("x")
        #expect(model.name == "Sunsly", "return dismissed the keyboard")
    }

    @Test func focusStateMovesFocusAndTheKeyboardFollows() throws {
        let model = FieldModel()
        let host = ContainerHost.make(Fields(model: model), height: 600)
        let restingBar = try #require(redBarTop(host))
        #expect(abs(restingBar - (600 - 10 - 10)) < 0.001, "the bar rests on the home indicator's safe area")
        #expect(host.tap(text: "Next"))
        host.type("abc")
        #expect(model.other == "abc" && model.name.isEmpty, "the focus state moved focus to the second field")
        let lifted = try #require(redBarTop(host))
        #expect(abs(lifted - (600 - 267 - 10)) < 0.001, "the keyboard (216 + 41 + 10 points) lifts the content: \(lifted)")
        let frame = try host.render()
        #expect(frame.pixel(x: 2, y: 599 - 5) == PremultipliedPixel(red: 209, green: 211, blue: 217, alpha: 255), "the keyboard's background")
        host.send(.key(KeyPress(.return)))
        #expect(abs(try #require(redBarTop(host)) - restingBar) < 0.001, "the keyboard went down")
    }

    @Test func ignoringTheKeyboardSafeAreaKeepsTheLayout() throws {
        struct Ignoring: View {
            @State var text = ""
            var body: some View {
                VStack {
                    TextField("Type", text: $text)
                    Spacer()
                    Color.red.frame(height: 10)
                }
                .ignoresSafeArea(.keyboard)
            }
        }
        let host = ContainerHost.make(Ignoring())
        let before = try #require(redBarTop(host))
        #expect(host.tap(text: "Type"))
        #expect(try #require(redBarTop(host)) == before)
    }

    @Test func thePromptShowsUntilThereIsTextAndTheCaretIsDrawn() throws {
        let model = FieldModel()
        let host = ViewHost(TextField("Name", text: Bindable(model).name).padding(), device: .canvas(width: 120, height: 60, scale: 2))
        GoldenImage.assertMatches(try host.render(), golden: "containers/text-field-prompt")
    }

    @Test func theCaretFollowsTheTextAndTheKeyboardIsDrawn() throws {
        let model = FieldModel()
        let host = ContainerHost.make(Fields(model: model), height: 600)
        #expect(host.tap(text: "Name"))
        host.type("Sky")
        let text = try #require(host.frame(ofText: "Sky"))
        let frame = try host.render()
        let caret = frame.pixel(x: Int(text.maxX), y: Int(text.midY))
        #expect(caret.blue > 200 && caret.red < 100, "a tinted caret right after the text: \(caret)")
        #expect(frame.pixel(x: Int(text.maxX) + 3, y: Int(text.midY)) == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        for (scheme, name) in [(ColorScheme.light, "light"), (.dark, "dark")] {
            host.colorScheme = scheme
            GoldenImage.assertMatches(try host.render(), golden: "containers/keyboard-\(name)")
        }
    }

    /// The top of the red bar at the bottom of `Fields`.
    private func redBarTop(_ host: ViewHost) -> CGFloat? {
        func find(_ list: DisplayList, origin: CGPoint) -> CGFloat? {
            for item in list.items {
                let frame = item.frame.offsetBy(dx: origin.x, dy: origin.y)
                switch item.value {
                case .content(.fill(.color(let color))) where color == Color.red.rgba: return frame.minY
                case .effect(_, let inner): if let found = find(inner, origin: frame.origin) { return found }
                default: break
                }
            }
            return nil
        }
        return find(host.displayList, origin: .zero)
    }
}
