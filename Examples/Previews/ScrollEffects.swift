// iOS 17–18 effects that follow geometry, as SwiftUI spells them: `reflow preview Examples/Previews/ScrollEffects.swift`,
// then scroll. The header drifts at half the scroll's speed (`.visualEffect`), the cards shrink and fade as they
// leave the visible region (`.scrollTransition`), and a tile in the second preview grows into its page when
// tapped and shrinks back on Back (`.matchedTransitionSource` with `.navigationTransition(.zoom)`).
import SwiftUI

private let palette: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]

struct ScrollEffectsCards: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(height: 180)
                    .overlay(Text("Parallax").font(.largeTitle.bold()).foregroundStyle(.white))
                    .visualEffect { content, proxy in
                        content.offset(y: proxy.frame(in: .scrollView).minY * -0.5)
                    }
                ForEach(palette.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(palette[index].gradient)
                        .frame(height: 96)
                        .overlay(Text("Card \(index + 1)").font(.headline).foregroundStyle(.white))
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.3)
                                .scaleEffect(phase.isIdentity ? 1 : 0.8)
                                .rotationEffect(.degrees(phase.value * 4))
                        }
                }
            }
            .padding()
        }
    }
}

struct ScrollEffectsZoom: View {
    @Namespace private var tiles

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 96), spacing: 12)], spacing: 12) {
                    ForEach(palette.indices, id: \.self) { index in
                        NavigationLink {
                            ZStack {
                                palette[index]
                                Text("Tile \(index + 1)").font(.largeTitle.bold()).foregroundStyle(.white)
                            }
                            .navigationTitle("Tile \(index + 1)")
                            .navigationTransition(.zoom(sourceID: index, in: tiles))
                        } label: {
                            RoundedRectangle(cornerRadius: 12)
                                .fill(palette[index])
                                .frame(height: 96)
                                .overlay(Text("\(index + 1)").foregroundStyle(.white))
                        }
                        .matchedTransitionSource(id: index, in: tiles)
                    }
                }
                .padding()
            }
            .navigationTitle("Tiles")
        }
    }
}

#Preview("Cards") { ScrollEffectsCards() }
#Preview("Zoom") { ScrollEffectsZoom() }
