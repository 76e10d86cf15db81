import Testing
@testable import TipLintCore

/// `XcodeProjectReader` reads the compilation conditions of an Xcode project's build
/// configurations the way Xcode resolves them: a target's setting replaces the project's, and
/// `$(inherited)` (or leaving the setting out) takes the project-level configuration's value.
@Suite struct XcodeProjectReaderTests {
    /// A project whose own configurations and one target's are given as build-settings bodies.
    func project(debug: String, release: String, targetDebug: String, targetRelease: String, extra: String = "") -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP1 /* Project object */ = {isa = PBXProject; buildConfigurationList = L1; targets = (T1); };
        \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = App; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
        \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4); };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {\(debug)}; name = Debug; };
        \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {\(release)}; name = Release; };
        \t\tC3 = {isa = XCBuildConfiguration; buildSettings = {\(targetDebug)}; name = Debug; };
        \t\tC4 = {isa = XCBuildConfiguration; \(extra)buildSettings = {\(targetRelease)}; name = Release; };
        \t};
        \trootObject = P1;
        }
        """
    }

    @Test func targetConfigurationsInheritTheProjectsConditions() throws {
        let text = project(
            debug: #"SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";"#, release: "",
            targetDebug: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = (\"$(inherited)\", MOCKS);", targetRelease: "")
        let configurations = try XcodeProjectReader.configurations(in: text)
        #expect(configurations == [
            XcodeBuildConfiguration(name: "Debug", conditions: ["DEBUG", "MOCKS"]),
            XcodeBuildConfiguration(name: "Release", conditions: []),
        ])
        #expect(configurations.debugOnlyConditions(gates: ["DEBUG"]) == ["MOCKS"])
    }

    @Test func aTargetValueWithoutInheritedReplacesTheProjects() throws {
        let text = project(
            debug: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG;", release: "",
            targetDebug: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = MOCKS;", targetRelease: "")
        let configurations = try XcodeProjectReader.configurations(in: text)
        #expect(configurations.first?.conditions == ["MOCKS"])
        // No configuration sets a gate beside MOCKS: it gates nothing.
        #expect(configurations.debugOnlyConditions(gates: ["DEBUG"]).isEmpty)
    }

    @Test func otherSwiftFlagsAndPlatformVariantsSetConditionsToo() throws {
        let text = project(
            debug: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG;", release: "",
            targetDebug: #"OTHER_SWIFT_FLAGS = "$(inherited) -D LOCAL \"-DALPHA\""; "SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=iphonesimulator*]" = "$(inherited) SIMULATED";"#,
            targetRelease: #"OTHER_SWIFT_FLAGS = "-DBETA -Xfrontend -warn-long-function-bodies=100";"#)
        let configurations = try XcodeProjectReader.configurations(in: text)
        #expect(Set(configurations[0].conditions) == ["DEBUG", "SIMULATED", "LOCAL", "ALPHA"])
        #expect(configurations[1].conditions == ["BETA"])
        #expect(configurations.debugOnlyConditions(gates: ["DEBUG"]) == ["SIMULATED", "LOCAL", "ALPHA"])
    }

    @Test func whatAnXcconfigOrAnotherSettingMaySetIsNotKnown() throws {
        let fromFile = project(
            debug: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"DEBUG MOCKS\";", release: "", targetDebug: "", targetRelease: "",
            extra: "baseConfigurationReference = X1 /* Release.xcconfig */; ")
        let configurations = try XcodeProjectReader.configurations(in: fromFile)
        #expect(configurations.map(\.opaque) == [false, true])
        #expect(configurations.debugOnlyConditions(gates: ["DEBUG"]).isEmpty)
        let fromSetting = project(
            debug: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"DEBUG MOCKS\";", release: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(EXTRA)\";",
            targetDebug: "", targetRelease: "")
        #expect(try XcodeProjectReader.configurations(in: fromSetting).debugOnlyConditions(gates: ["DEBUG"]).isEmpty)
        // A target value without $(inherited) hides the file's: the configuration is known again.
        let overridden = project(
            debug: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"DEBUG MOCKS\";", release: "", targetDebug: "",
            targetRelease: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"\"; OTHER_SWIFT_FLAGS = \"-O\";",
            extra: "baseConfigurationReference = X1 /* Release.xcconfig */; ")
        #expect(try XcodeProjectReader.configurations(in: overridden).debugOnlyConditions(gates: ["DEBUG"]) == ["MOCKS"])
    }

    @Test func deepNestingAndBrokenTextAreErrorsWithAPlace() {
        let deep = "// !$*UTF8*$!\n{ objects = { a = " + String(repeating: "(", count: 200) + "); }; }"
        #expect(throws: XcodeProjectReader.Problem.self) { try XcodeProjectReader.configurations(in: deep) }
        do {
            _ = try XcodeProjectReader.configurations(in: deep)
        } catch {
            #expect(error.position == SourcePosition(line: 2, column: 81))
            #expect(error.message.contains("nests more than 64 levels"))
        }
        // Brackets inside strings (either quote) and comments do not count.
        let singleQuoted = "// !$*UTF8*$!\n{ objects = { a = '" + String(repeating: "(", count: 200) + "\"'; }; }"
        #expect((try? XcodeProjectReader.configurations(in: singleQuoted)) == [])
        let quoted = "// !$*UTF8*$!\n{ objects = { a = \"" + String(repeating: "(", count: 200) + "\"; /* (((( */ }; }"
        #expect((try? XcodeProjectReader.configurations(in: quoted)) == [])
        #expect(throws: XcodeProjectReader.Problem.self) { try XcodeProjectReader.configurations(in: "{ objects = { a = ") }
    }
}
