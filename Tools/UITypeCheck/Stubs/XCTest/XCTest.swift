// XCTest stub for the Linux UI type-check (Tools/UITypeCheck): what the hosted
// tests (Tests/RefreshKitHostedTests) use of Apple's XCTest, copied from
// Apple's documentation pages. Bodies never run. Linux has its own XCTest
// (swift-corelibs-xctest), which differs from Apple's; this module shadows it
// in the type-check's build, so the hosted tests compile against Apple's
// declarations. XCTest's assertion functions keep Apple's capitalised names,
// which the formatter's naming rule is told to ignore.
@_exported import Foundation

/// An abstract base class for creating, managing, and executing tests.
/// https://developer.apple.com/documentation/xctest/xctest (`class XCTest`)
open class XCTest: NSObject {
    public override init() { super.init() }
}

/// The primary class for defining test cases, test methods, and performance tests.
/// https://developer.apple.com/documentation/xctest/xctestcase (`class XCTestCase`; conforms to `XCTActivity`)
open class XCTestCase: XCTest, XCTActivity {
    /// Associates a file, image, or other attachment with the activity.
    /// https://developer.apple.com/documentation/xctest/xctactivity/add(_:) (`func add(_ attachment: XCTAttachment)`)
    open func add(_ attachment: XCTAttachment) {}
}

/// A named substep of a test method.
/// https://developer.apple.com/documentation/xctest/xctactivity (`protocol XCTActivity : NSObjectProtocol`)
public protocol XCTActivity: NSObjectProtocol {
    /// https://developer.apple.com/documentation/xctest/xctactivity/add(_:) (`func add(_ attachment: XCTAttachment)`)
    func add(_ attachment: XCTAttachment)
}

/// Data from a test method's execution, such as a file, image, screenshot, data blob, or ZIP file.
/// https://developer.apple.com/documentation/xctest/xctattachment (`class XCTAttachment`)
public class XCTAttachment: NSObject {
    /// Creates an attachment containing the provided data payload, with a custom UTI.
    /// https://developer.apple.com/documentation/xctest/xctattachment/init(data:uniformtypeidentifier:)
    /// (`convenience init(data payload: Data, uniformTypeIdentifier identifier: String)`)
    public convenience init(data payload: Data, uniformTypeIdentifier identifier: String) { self.init() }

    /// A user-readable name for the attachment.
    /// https://developer.apple.com/documentation/xctest/xctattachment/name (NOT FOUND IN DOCS corpus; `var name: String? { get set }`,
    /// as the XCTAttachment page's overview sets it: `attachment.name = @"Build logs"`)
    public var name: String?

    /// Indicates whether the attachment is kept or discarded when its associated test passes.
    /// https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.property (`var lifetime: XCTAttachment.Lifetime { get set }`)
    public var lifetime: XCTAttachment.Lifetime = .deleteOnSuccess

    /// Whether an attachment is kept when its test passes.
    /// https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum
    public enum Lifetime: Int, Sendable {
        /// https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum/keepalways (`case keepAlways`)
        case keepAlways = 0
        /// https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum/deleteonsuccess (`case deleteOnSuccess`)
        case deleteOnSuccess = 1
    }
}

/// This function generates a failure immediately and unconditionally.
/// https://developer.apple.com/documentation/xctest/xctfail(_:file:line:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// Asserts that an expression is true.
/// https://developer.apple.com/documentation/xctest/xctasserttrue(_:_:file:line:) (the Swift page was not in the docs
/// corpus; written as its twin's, https://developer.apple.com/documentation/xctest/xctassertfalse(_:_:file:line:))
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) {}

/// Asserts that an expression is false.
/// https://developer.apple.com/documentation/xctest/xctassertfalse(_:_:file:line:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) {}

/// Asserts that two values are equal.
/// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertEqual<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) where T: Equatable {}

/// Asserts that an expression is not `nil`.
/// https://developer.apple.com/documentation/xctest/xctassertnotnil(_:_:file:line:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertNotNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) {}

/// Asserts that an expression is not `nil`, and returns the unwrapped value.
/// https://developer.apple.com/documentation/xctest/xctunwrap(_:_:file:line:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) throws -> T {
    fatalError("stub")
}
