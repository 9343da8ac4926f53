// The `workshop` command. Everything it does lives in `Workshop.run`, which tests call directly;
// this file only connects it to the process: arguments in, text out, exit status back.
import Foundation

let status = Workshop.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    output: StandardStream.output,
    errors: StandardStream.error
)
exit(status)
