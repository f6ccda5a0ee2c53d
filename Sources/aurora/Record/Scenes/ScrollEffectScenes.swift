/// The WWDC24 scroll effects from AuroraGallery, flung by scripted drags: carousel, parallax cards, hue-rotating list.
import Aurora
import AuroraGallery
import AuroraPreview
import Foundation

/// Scripted flings for the scroll effect scenes, in screen points of the iPhone 15 Pro.
enum ScrollEffectScripts {
    /// Two quick flicks to the left, then one back, along the screen's middle row.
    @MainActor static func horizontalFlings(_ timing: RecordScene.Timing) -> [ScriptedInput] {
        let y: CGFloat = 59 + (852 - 59 - 34) / 2
        let step = timing.seconds / 3
        return [
            .drag(from: CGPoint(x: 330, y: y), to: CGPoint(x: 180, y: y), time: 0.2, duration: 0.12),
            .drag(from: CGPoint(x: 330, y: y), to: CGPoint(x: 180, y: y), time: 0.2 + step, duration: 0.12),
            .drag(from: CGPoint(x: 120, y: y), to: CGPoint(x: 270, y: y), time: 0.2 + 2 * step, duration: 0.12),
        ]
    }

    /// A fling up the list, then a slow drag back down.
    @MainActor static func verticalFling(_ timing: RecordScene.Timing) -> [ScriptedInput] {
        [
            .drag(from: CGPoint(x: 196, y: 700), to: CGPoint(x: 196, y: 400), time: 0.2, duration: 0.15),
            .drag(from: CGPoint(x: 196, y: 300), to: CGPoint(x: 196, y: 600), time: timing.seconds * 0.6, duration: 0.8),
        ]
    }
}

extension RecordScene {
    /// The scroll effect scenes, for `RecordScene.all`.
    @MainActor static let scrollEffects: [RecordScene] = [
        RecordScene("carousel", "WWDC24 circular carousel: paging flings, cards tilting and dropping out of the middle",
                    seconds: 3) { (CircularCarousel(), ScrollEffectScripts.horizontalFlings($0)) },
        RecordScene("parallax", "WWDC24 parallax cards: circles sliding inside their cards as paging flings scroll them",
                    seconds: 3) { (ParallaxCards(), ScrollEffectScripts.horizontalFlings($0)) },
        RecordScene("hue-list", "WWDC24 hue-rotating list: a fling and a drag, each row's hue following its position",
                    seconds: 3) { (HueRotationList(), ScrollEffectScripts.verticalFling($0)) },
    ]
}
