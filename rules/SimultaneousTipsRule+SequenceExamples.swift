import TipLintCore

/// Tips chained by events: a rule that needs a donation the app makes only right where it
/// invalidates another tip (or finds it `.invalidated`) comes after that tip. Also through a
/// helper or model method: a parameter set only in a function that every caller calls right
/// after invalidating a tip.
extension SimultaneousTipsRule {
    private static let sequenceTips = """
        struct PlantTip: Tip { var title: Text { Text("Add a plant") } }
        struct WaterTip: Tip {
            static let plantAdded = Tips.Event(id: "plantAdded")
            var title: Text { Text("Water it") }
            var rules: [Rule] { #Rule(Self.plantAdded) { $0.donations.count > 0 } }
        }
        struct FeedTip: Tip {
            @Parameter static var plantWatered: Bool = false
            var title: Text { Text("Feed it") }
            var rules: [Rule] { #Rule(Self.$plantWatered) { $0 == true } }
        }
        """

    static let sequenceExamples = (
        triggering: [
            // The event is also donated when the view appears: the two can meet.
            RuleExample("""
                struct GardenView: View {
                    let plantTip = PlantTip()
                    var body: some View {
                        VStack {
                            Button("Add") {
                                plantTip.invalidate(reason: .actionPerformed)
                                Task { await WaterTip.plantAdded.donate() }
                            }
                            .popoverTip(plantTip)
                            1️⃣TipView(WaterTip())
                        }
                        .task { await WaterTip.plantAdded.donate() }
                    }
                }
                """, messages: ["1️⃣": """
                    WaterTip can be on screen together with PlantTip; show one tip at a time with a TipGroup or \
                    exclusive branches
                    """]),
            // The model method that sets the parameter is also called when the view appears.
            RuleExample("""
                @MainActor final class GardenModel {
                    func didWater() { FeedTip.plantWatered = true }
                }
                struct WateringView: View {
                    let model = GardenModel()
                    let plantTip = PlantTip()
                    var body: some View {
                        VStack {
                            Button("Water") {
                                plantTip.invalidate(reason: .actionPerformed)
                                model.didWater()
                            }
                            .popoverTip(plantTip)
                            1️⃣TipView(FeedTip())
                        }
                        .onAppear { model.didWater() }
                    }
                }
                """, messages: ["1️⃣": """
                    FeedTip can be on screen together with PlantTip; show one tip at a time with a TipGroup or \
                    exclusive branches
                    """]),
        ].map { $0.adding(otherFiles: ["Sources/App/SequenceTips.swift": sequenceTips]) },
        nonTriggering: [
            RuleExample("""
                struct GardenView: View {
                    let plantTip = PlantTip()
                    var body: some View {
                        VStack {
                            Button("Add") {
                                plantTip.invalidate(reason: .actionPerformed)
                                Task { await WaterTip.plantAdded.donate() }
                            }
                            .popoverTip(plantTip)
                            TipView(WaterTip())
                        }
                    }
                }
                """),
            // Donated where the first tip is found invalidated.
            RuleExample("""
                struct GardenView: View {
                    let plantTip = PlantTip()
                    var body: some View {
                        VStack {
                            TipView(plantTip)
                            TipView(WaterTip())
                        }
                        .task {
                            for await status in plantTip.statusUpdates {
                                if status == .invalidated { await WaterTip.plantAdded.donate() }
                            }
                        }
                    }
                }
                """),
            // The parameter is set only in a model method called right after invalidating PlantTip.
            RuleExample("""
                @MainActor final class GardenModel {
                    func didWater() { FeedTip.plantWatered = true }
                }
                struct WateringView: View {
                    let model = GardenModel()
                    let plantTip = PlantTip()
                    var body: some View {
                        VStack {
                            Button("Water") {
                                plantTip.invalidate(reason: .actionPerformed)
                                model.didWater()
                            }
                            .popoverTip(plantTip)
                            TipView(FeedTip())
                        }
                    }
                }
                """),
            // The same through a helper of the view, called where PlantTip is found invalidated.
            RuleExample("""
                struct WateringView: View {
                    let plantTip = PlantTip()
                    var body: some View {
                        VStack {
                            TipView(plantTip)
                            TipView(FeedTip())
                        }
                        .task {
                            for await status in plantTip.statusUpdates {
                                if status == .invalidated { markWatered() }
                            }
                        }
                    }
                    private func markWatered() { FeedTip.plantWatered = true }
                }
                """),
        ].map { $0.adding(otherFiles: ["Sources/App/SequenceTips.swift": sequenceTips]) }
    )
}
