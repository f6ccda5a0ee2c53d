import Aurora
import AuroraSnapshotTesting
import SnapshotFixture
import SnapshotTesting
import Testing

@MainActor
@Suite struct GreetingCardTests {
    @Test func greetingCard() {
        assertSnapshot(of: GreetingCard(name: "Ada"), as: .image(layout: .fixed(width: 200, height: 60)), named: "light")
        assertSnapshot(of: GreetingCard(name: "Ada"), as: .image(layout: .fixed(width: 200, height: 60), traits: .init(userInterfaceStyle: .dark)),
                       named: "dark")
    }
}
