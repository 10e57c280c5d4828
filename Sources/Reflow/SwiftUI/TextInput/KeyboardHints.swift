// What iOS's on-screen keyboard reads from a field: the keyboard's kind, capitalisation, autocorrection and
// the content type for autofill. Reflow types with a physical keyboard and corrects nothing, so these are
// accepted, so that demo files using them compile unchanged (on iOS `import SwiftUI` brings UIKit's types in),
// and change nothing.

/// The kind of on-screen keyboard a field asks for (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters, without other alphabets.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For entering URLs.
    case URL
    /// Digits only.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A keypad for names and phone numbers.
    case namePhonePad
    /// For entering email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For writing posts.
    case twitter
    /// For search terms.
    case webSearch
    /// Digits, without other alphabets.
    case asciiCapableNumberPad

    /// The same as `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// How an on-screen keyboard capitalises typed text (UIKit's deprecated `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No capitals.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// How an on-screen keyboard capitalises typed text.
public struct TextInputAutocapitalization: Sendable {
    let name: String

    /// No capitals.
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(name: "never") }
    /// The first letter of each word.
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(name: "words") }
    /// The first letter of each sentence.
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(name: "sentences") }
    /// Every letter.
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(name: "characters") }
}

/// What a field's text is, for autofill (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The content type's name.
    public let rawValue: String
    /// A content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// An organisation's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
}

extension View {
    /// The on-screen keyboard the fields inside ask for; accepted, without effect on a physical keyboard.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// How the on-screen keyboard capitalises; accepted, without effect (Reflow types what the keys type).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// How the on-screen keyboard capitalises (the deprecated form); accepted, without effect.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Turns autocorrection off for the fields inside; Reflow corrects nothing, so there is nothing to turn off.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Turns autocorrection off (the deprecated form); accepted, without effect.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// What the fields inside hold, for autofill; accepted, without effect.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
