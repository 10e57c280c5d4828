import Foundation

/// The libraries a Swift object file asks to be linked with: the NUL-separated linker flags the compiler writes
/// into its `.swift1_autolink_entries` sections on ELF platforms (one flag per library of each module the file
/// imports, `-lswiftCore`, `-lFoundation`, …).
///
/// The toolchain's `swift-autolink-extract` reads the same sections, but it is a program of its own, linked with
/// LLVM, whose start cost 10–20 ms of every preview build's link on this machine (docs/preview-reloads.md §4.6);
/// reading one section table of one file in the builder's own process costs microseconds. When the file is not
/// one this reader understands, the builder runs the toolchain's program as before.
enum AutolinkEntries {
    /// The section's name, as the Swift compiler writes it for ELF.
    static let sectionName = ".swift1_autolink_entries"

    /// The flags in the autolink sections of the ELF object at `path`, in the order they appear, each once; nil
    /// when the file cannot be read or is not a little-endian 64-bit ELF file with a sound section table.
    static func read(objectAt path: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return read(object: [UInt8](data))
    }

    /// The flags in the autolink sections of `bytes`, an ELF object (see `read(objectAt:)`).
    static func read(object bytes: [UInt8]) -> [String]? {
        // e_ident: "\x7fELF", class 2 (64-bit), data 1 (little-endian).
        guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46,
              bytes[4] == 2, bytes[5] == 1 else { return nil }
        let tableOffset = integer(bytes, at: 0x28, size: 8)
        let entrySize = integer(bytes, at: 0x3A, size: 2)
        let count = integer(bytes, at: 0x3C, size: 2)
        let namesIndex = integer(bytes, at: 0x3E, size: 2)
        guard entrySize >= 64, count > 0, namesIndex < count,
              tableOffset <= bytes.count, count * entrySize <= bytes.count - tableOffset else { return nil }
        /// A section's name offset, file offset and size, when its contents lie inside the file.
        func section(_ index: Int) -> (name: Int, offset: Int, size: Int)? {
            let header = tableOffset + index * entrySize
            let offset = integer(bytes, at: header + 24, size: 8), size = integer(bytes, at: header + 32, size: 8)
            guard offset <= bytes.count, size <= bytes.count - offset else { return nil }
            return (integer(bytes, at: header, size: 4), offset, size)
        }
        guard let names = section(namesIndex) else { return nil }
        let wanted = Array(sectionName.utf8)
        var flags: [String] = [], seen: Set<String> = []
        for index in 0..<count {
            guard let candidate = section(index) else { return nil }
            let nameStart = names.offset + candidate.name
            guard candidate.name < names.size, nameStart + wanted.count < names.offset + names.size,
                  bytes[nameStart..<nameStart + wanted.count].elementsEqual(wanted),
                  bytes[nameStart + wanted.count] == 0 else { continue }
            let contents = bytes[candidate.offset..<candidate.offset + candidate.size]
            for flag in contents.split(separator: 0) {
                let text = String(decoding: flag, as: UTF8.self)
                if seen.insert(text).inserted { flags.append(text) }
            }
        }
        return flags
    }

    /// The little-endian unsigned integer of `size` bytes at `offset` (the caller has checked the bounds of the
    /// header it reads; a field past the end reads as a value no check accepts).
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int {
        guard offset >= 0, offset + size <= bytes.count else { return Int.max / 2 }
        var value: UInt64 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value > UInt64(Int.max / 2) ? Int.max / 2 : Int(value)
    }

    /// Does what `swift-autolink-extract OBJECT… -o OUTPUT` does, in this process: writes the flags of the
    /// objects, one per line. False when an object cannot be read here (the program is run instead).
    static func extract(arguments: [String]) -> Bool {
        guard let at = arguments.firstIndex(of: "-o"), at + 1 < arguments.count else { return false }
        let objects = arguments[..<at] + arguments[(at + 2)...]
        guard !objects.isEmpty, objects.allSatisfy({ !$0.hasPrefix("-") }) else { return false }
        var flags: [String] = []
        for object in objects {
            guard let read = read(objectAt: object) else { return false }
            flags += read.filter { !flags.contains($0) }
        }
        let text = flags.map { $0 + "\n" }.joined()
        return FileManager.default.createFile(atPath: arguments[at + 1], contents: Data(text.utf8))
    }
}
