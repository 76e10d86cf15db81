import TipKit
struct V: View {
    var body: some View {
        Text("a").onAppear { if true { defer { Tips.showAllTipsForTesting() } } }
            .task { do { try Tips.resetDatastore() } catch {} }
    }
}
let x: () = Tips.showAllTipsForTesting()
