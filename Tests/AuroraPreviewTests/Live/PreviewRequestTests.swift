/// The page's messages: each decoded to what it asks, and every malformed one refused with a message.
import Aurora
import Foundation
import Testing
@testable import AuroraPreview

@Suite struct PreviewRequestTests {
    @Test func inputMessagesBecomeHostEvents() throws {
        #expect(try PreviewRequest(json: #"{"type":"pointer","phase":"down","x":10,"y":20.5,"pointer":3}"#)
            == .input(.pointer(PointerEvent(.down, at: CGPoint(x: 10, y: 20.5), pointerID: 3))))
        #expect(try PreviewRequest(json: #"{"type":"wheel","x":1,"y":2,"dx":0,"dy":-40}"#)
            == .input(.wheel(WheelEvent(delta: CGVector(dx: 0, dy: -40), at: CGPoint(x: 1, y: 2)))))
        #expect(try PreviewRequest(json: #"{"type":"key","key":"ArrowLeft","modifiers":["shift"]}"#)
            == .input(.key(KeyPress(.leftArrow, modifiers: .shift))))
        #expect(try PreviewRequest(json: #"{"type":"text","text":"héllo"}"#) == .input(.text("héllo")))
    }

    @Test func sessionMessagesCarryTheirVariant() throws {
        guard case .open(let variant) = try PreviewRequest(json: #"{"type":"open","preview":"M/F.swift:3","device":"iphonese","scale":1,"orientation":"landscape","scheme":"dark"}"#) else {
            Issue.record("an open message")
            return
        }
        #expect(variant.preview == "M/F.swift:3" && variant.scale == 1 && variant.colorScheme == .dark)
        #expect(variant.renderDevice.size == CGSize(width: 667, height: 375), "iPhone SE turned")
        #expect(try PreviewRequest(json: #"{"type":"set","name":"amplitude","value":true}"#) == .set(name: "amplitude", value: .bool(true)))
        #expect(try PreviewRequest(json: #"{"type":"set","name":"a","value":1}"#) == .set(name: "a", value: .number(1)), "1 is a number, not true")
        #expect(try PreviewRequest(json: #"{"type":"set","name":"p","value":[1,2]}"#) == .set(name: "p", value: .numbers([1, 2])))
        #expect(try PreviewRequest(json: #"{"type":"seek","time":1.5}"#) == .seek(1.5))
        #expect(try PreviewRequest(json: #"{"type":"capture","format":"apng","seconds":2}"#) == .capture(format: "apng", seconds: 2))
        #expect(try PreviewRequest(json: #"{"type":"curves"}"#) == .curves(from: nil, to: nil, samples: 120))
        #expect(try PreviewRequest(json: #"{"type":"curves","from":0.5,"to":2,"samples":30}"#) == .curves(from: 0.5, to: 2, samples: 30))
    }

    @Test(arguments: [
        ("not json", "not a JSON object"),
        ("[1,2]", "not a JSON object"),
        (#"{"kind":"open"}"#, "'type' is missing"),
        (#"{"type":"teleport"}"#, "unknown message type 'teleport'"),
        (#"{"type":"pointer","phase":"hover","x":1,"y":1}"#, "unknown pointer phase"),
        (#"{"type":"pointer","phase":"down","x":"1","y":1}"#, "'x' is not a finite number"),
        (#"{"type":"pointer","phase":"down","x":1e300,"y":1}"#, "within ±1000000"),
        (#"{"type":"open","preview":"a","device":"toaster"}"#, "unknown device 'toaster'"),
        (#"{"type":"open","preview":"a","device":"custom","width":100000,"height":10}"#, "from 1 to 4096 points"),
        (#"{"type":"rate","rate":4}"#, "from 0.1 to 1"),
        (#"{"type":"seek","time":-1}"#, "must not be negative"),
        (#"{"type":"set","name":"a","value":[1,2,3]}"#, "2 or 4 numbers"),
        (#"{"type":"capture","format":"bmp"}"#, "unknown capture format"),
        (#"{"type":"key","key":"Hyper"}"#, "unknown key"),
        (#"{"type":"curves","samples":1}"#, "from 2 to 600"),
        (#"{"type":"curves","samples":2.5}"#, "whole number"),
        (#"{"type":"curves","from":2,"to":1}"#, "'to' must not be before 'from'"),
        (#"{"type":"curves","from":-1}"#, "must not be negative"),
    ])
    func malformedMessagesAreRefusedWithAReason(json: String, reason: String) {
        #expect {
            _ = try PreviewRequest(json: json)
        } throws: { error in
            (error as? PreviewRequestError)?.description.contains(reason) == true
        }
    }

    @Test func anOversizedMessageIsRefusedBeforeItIsParsed() {
        let huge = "{\"type\":\"text\",\"text\":\"" + String(repeating: "a", count: PreviewRequest.maximumSize) + "\"}"
        #expect(throws: PreviewRequestError.tooLarge(bytes: huge.utf8.count)) { try PreviewRequest(json: huge) }
    }
}
