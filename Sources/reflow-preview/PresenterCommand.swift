import ArgumentParser
import Foundation
@_spi(Preview) import ReflowX11
import Reflow
import ReflowPreviewHost
import ReflowPreviewRuntime

/// `reflow-preview presenter`: the presenter view's process, which `reflow preview` starts while it presents
/// (`PresenterProcess`); not a command for users.
struct PresenterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "presenter", shouldDisplay: false)

    @Option(help: "The process of reflow preview, which this one ends with.")
    var parent: Int32

    @Option(help: "The talk's length in minutes, for the pacing timer.")
    var minutes: Double?

    @Option(help: "X,Y,WIDTH,HEIGHT: the monitor to fill, in pixels.")
    var monitor: String?

    func run() throws {
        guard ParentDeath.killThisProcess(whenParentEnds: parent) else { throw ExitCode(1) }
        let numbers = monitor?.split(separator: ",").compactMap { Int($0) } ?? []
        let placement = numbers.count == 4
            ? Monitor(name: "", x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
        do {
            try PresenterProcess(minutes: minutes, monitor: placement).run()
        } catch {
            Diagnostics.write("reflow: the presenter view: \(error)")
            throw ExitCode(1)
        }
    }
}
