import SwiftUI

// Images from the asset catalog beside this file (Assets.xcassets), SF Symbols drawn from Material Icons, and
// colour emoji in text.
struct WeatherRow: View {
    let symbol: String
    let label: String

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image(systemName: symbol)
                .foregroundStyle(Color("Brand"))
            Text(label)
        }
    }
}

#Preview("Images and symbols") {
    VStack(alignment: .leading, spacing: 12) {
        Image("Sunrise")
        Image("Sunrise")
            .resizable()
            .frame(width: 240, height: 60)
        WeatherRow(symbol: "sun.max.fill", label: "Sunny, 24°")
        WeatherRow(symbol: "cloud.rain", label: "Showers later")
        HStack {
            Image(systemName: "star.fill")
            Image(systemName: "star.fill").imageScale(.large)
            Image(systemName: "heart").symbolVariant(.fill).foregroundStyle(.red)
            Image(systemName: "gearshape").font(.title)
        }
        Text("Thumbs up 👍 and a rocket 🚀")
    }
    .padding()
}
