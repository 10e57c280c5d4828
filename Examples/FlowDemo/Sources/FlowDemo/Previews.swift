// Previews compile in an ordinary package that depends on Reflow, as they do in one that depends on SwiftUI:
// nothing runs them here, and `reflow preview` shows them from files without a package.
import Reflow

#Preview("Words", traits: .sizeThatFitsLayout) {
    TagFlow {
        ForEach(["Previews", "compile", "here", "too"], id: \.self) { Text($0).padding(4) }
    }
    .frame(width: 200)
}
