/// The seed "Ripple Editor" preview's controls, written as the seed writes them: four sliders in a grid in a group box.
import AuroraTestSupport
import Foundation
import Testing
import Aurora

@MainActor
@Suite struct SeedControlsTests {
    /// The seed's controls panel unchanged but for the model that the test reads.
    private struct RippleEditorControls: View {
        let model: ControlModel
        @State var time: TimeInterval = 0.3
        @State var amplitude: TimeInterval = 12
        @State var frequency: TimeInterval = 15
        @State var decay: TimeInterval = 8

        var body: some View {
            VStack {
                GroupBox {
                    Grid {
                        GridRow {
                            VStack(spacing: 4) {
                                Text("Time")
                                Slider(value: $time, in: 0 ... 2)
                            }
                            VStack(spacing: 4) {
                                Text("Amplitude")
                                Slider(value: $amplitude, in: 0 ... 100)
                            }
                        }
                        GridRow {
                            VStack(spacing: 4) {
                                Text("Frequency")
                                Slider(value: $frequency, in: 0 ... 30)
                            }
                            VStack(spacing: 4) {
                                Text("Decay")
                                Slider(value: $decay, in: 0 ... 20)
                            }
                        }
                    }
                    .font(.subheadline)
                }
                Spacer()
            }
            .padding()
            .onChange(of: amplitude) { _, amplitude in model.value = amplitude }
        }
    }

    @Test func theAmplitudeSliderDragsToItsUpperBound() throws {
        let model = ControlModel()
        let host = ViewHost(RippleEditorControls(model: model), device: .canvas(width: 320, height: 170, scale: 2))
        try ControlHost.assertGoldens(host, "seed-ripple-editor-controls")
        // The amplitude slider spans x 164...288 at y 57 (the golden): its thumb, 12 % along a
        // travel of 96 points, is centred at x 189.5.
        host.drag(from: CGPoint(x: 190, y: 57), to: CGPoint(x: 319, y: 57))
        #expect(model.value == 100)
        host.drag(from: CGPoint(x: 274, y: 57), to: CGPoint(x: 226, y: 57))
        #expect(model.value == 50)
    }
}
