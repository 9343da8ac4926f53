import CourseProgress
import Foundation

exit(ProgressTool.main(Array(CommandLine.arguments.dropFirst())))
