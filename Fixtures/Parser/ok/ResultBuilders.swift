import SwiftUI

struct ContentView: View {
  @State private var isOn = false
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Hello")
        .font(.title)
        .foregroundStyle(.secondary)
      if isOn {
        Toggle("On", isOn: $isOn)
      } else {
        EmptyView()
      }
      ForEach(items, id: \.self) { item in
        Text(item)
      }
      Button("Close") { dismiss() }
    }
    .task { await load() }
    .sheet(isPresented: $isOn) {
      Text("Sheet")
    } onDismiss: {
      print("dismissed")
    }
  }

  @ViewBuilder
  func row(_ title: String) -> some View {
    switch title {
    case "a": Text("A")
    default: Text(title)
    }
  }
}
