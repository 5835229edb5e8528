/// What a terminal produced.
package enum TerminalInput: Equatable, Sendable {
    case key(Key)
    case paste(String)
    case mouse(MouseEvent)
    case resize(width: Int, height: Int)
}
