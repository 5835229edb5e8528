// swift-tools-version: 6.2
import PackageDescription

let callersActor: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

/// The servers' libraries are there only with the `Serve` trait.
let serving = TargetDependencyCondition.when(traits: ["Serve"])

/// Where Linking/ is, for a linker flag that must name it whatever directory the build runs in.
let packageDirectory = String(#filePath.dropLast("/Package.swift".count))

let package = Package(
    name: "tuishell",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RouterCore", targets: ["RouterCore"]),
        .library(name: "TUIShell", targets: ["TUIShell"]),
        .library(name: "TUIShellCLI", targets: ["TUIShellCLI"]),
        .library(name: "TUIShellServe", targets: ["TUIShellServe"]),
        .library(name: "TUIShellTesting", targets: ["TUIShellTesting"]),
        .executable(name: "tuishell", targets: ["tuishell"]),
        .executable(name: "tuishell-serve", targets: ["tuishell-serve"]),
        .plugin(name: "TypedRoutes", targets: ["TypedRoutes"]),
    ],
    // `Serve` (on by default) brings the servers' libraries for TUIShellServe; an app that depends
    // on this package with `traits: []` neither resolves nor compiles them.
    traits: [
        .trait(name: "Serve", description: "TUIShellServe: apps in browser tabs and over SSH (Hummingbird, SwiftNIO)."),
        .default(enabledTraits: ["Serve"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation`: the DocC catalogs, built in CI.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `TUIShellServe` alone: an app in a browser tab (HTTP and a WebSocket).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `TUIShellServe`'s SSH: the protocol, its event loops, and the host key's Ed25519.
        .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    ],
    targets: [
        // No `pkgConfig:` here: Debian's ncursesw.pc adds -D_XOPEN_SOURCE=600, which SwiftPM
        // refuses with a warning on every build; shim.h sets what the headers need instead.
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncursesw5-dev"])]),
        // A nonisolated async function runs on its caller's actor (Swift 6.2's `nonisolated(nonsending)`
        // by default): a navigation the main actor starts stays on the main thread through the
        // router, its middleware and the screen handler, instead of hopping to the cooperative
        // pool and back at every step.
        .target(name: "RouterCore", swiftSettings: callersActor),
        .target(
            name: "TUIShell", dependencies: ["RouterCore", "CNcurses"], swiftSettings: callersActor,
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("tinfo", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // The run options as a swift-argument-parser option group, apart so the shell itself
        // builds with nothing but the standard library, Foundation and ncursesw.
        .target(
            name: "TUIShellCLI",
            dependencies: [
                "TUIShell", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], swiftSettings: callersActor),
        // A headless pilot for an app's own tests: keys, clicks, links, virtual time, the frame
        // as text and golden files. Nothing but the shell, so a test target builds without the servers.
        .target(name: "TUIShellTesting", dependencies: ["TUIShell", "RouterCore"], swiftSettings: callersActor),
        .target(name: "Screens", dependencies: ["TUIShell", "RouterCore"], swiftSettings: callersActor),
        // Any TUIShell app served to browsers and over SSH, one app per visitor: a page of its own
        // (embedded, no third-party script) and a WebSocket carrying frames and input; SSH
        // sessions on a PTY. TUIShell and RouterCore stay free of the server's dependencies.
        .target(
            name: "TUIShellServe",
            dependencies: [
                "TUIShell", "TUIShellCLI", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird", condition: serving),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: serving),
                .product(name: "Logging", package: "swift-log", condition: serving),
                .product(name: "NIOSSH", package: "swift-nio-ssh", condition: serving),
                .product(name: "NIOCore", package: "swift-nio", condition: serving),
                .product(name: "NIOPosix", package: "swift-nio", condition: serving),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: serving),
                .product(name: "Crypto", package: "swift-crypto", condition: serving),
            ],
            resources: [.embedInCode("Page/page.html"), .embedInCode("Page/page.js"), .embedInCode("Page/page.css")],
            swiftSettings: callersActor),
        // Swift source for a route table's routes, typed: `tuishell routes generate swift` and the
        // TypedRoutes build plugin share it.
        .target(name: "RouteCodegen", dependencies: ["RouterCore"]),
        // The plugin's tool: the generator and the table format of screens (TUIShell), which the
        // app builds anyway.
        .executableTarget(name: "tuishell-route-types", dependencies: ["RouteCodegen", "RouterCore", "TUIShell"]),
        .plugin(
            name: "TypedRoutes", capability: .buildTool(), dependencies: ["tuishell-route-types"],
            path: "Plugins/TypedRoutes"),
        // Platform manifests (AASA, Android intent filters, React Navigation) from a route table and back.
        .target(name: "DeepLinks", dependencies: ["RouterCore"]),
        .executableTarget(
            name: "tuishell",
            dependencies: [
                "RouterCore", "TUIShell", "TUIShellCLI", "Screens", "DeepLinks", "CommandSupport", "RouteCodegen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // `run()` then starts the app on the main actor that parsed the options, instead of
            // starting a pool thread to hop there (about 3 ms of the first frame with options).
            swiftSettings: callersActor,
            // A release binary carries the Swift runtime inside it, and the C++ and GCC runtime
            // libraries it needs: the dynamic loader then has a dozen fewer libraries to map and
            // relocate before the first frame (Linking/static-libstdc++ says how).
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims", "-Xclang-linker",
                        "-no-pie", "-use-ld=lld", "-Xclang-linker", "-static-libgcc",
                        "-L", "\(packageDirectory)/Linking/static-libstdc++",
                    ], .when(platforms: [.linux], configuration: .release))
            ]
        ),
        // What both executables share: error lines, exit codes, reading files, `--routes`.
        .target(
            name: "CommandSupport",
            dependencies: [
                "RouterCore", "TUIShell", "TUIShellCLI", "Screens",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], swiftSettings: callersActor),
        // `tuishell serve`: the servers (HTTP, WebSocket, SSH) in a binary of their own, so that
        // `tuishell` itself links none of their Foundation and SwiftNIO.
        .executableTarget(
            name: "tuishell-serve",
            dependencies: [
                "CommandSupport", "Screens", "TUIShell", "TUIShellServe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: callersActor),
        // What more than one test target uses (a seeded random generator, a deadline for loops).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "RouterCoreTests", dependencies: ["RouterCore", "TestSupport"]),
        // How Apple and Android match app links, written from their documentation (and AOSP's
        // source) apart from DeepLinks: the oracle the deep-link tests hold the tooling to.
        // Test-only; never shipped.
        .target(name: "PlatformOracles", path: "Tests/PlatformOracles"),
        // Corpus/: real manifests from public repositories (Corpus/SOURCES.md), read by path.
        .testTarget(
            name: "DeepLinksTests", dependencies: ["DeepLinks", "RouterCore", "TestSupport", "PlatformOracles"],
            exclude: ["Corpus", "Regressions"]),
        .testTarget(name: "TUIShellTests", dependencies: ["TUIShell", "RouterCore", "TestSupport"]),
        .testTarget(
            name: "TUIShellTestingTests", dependencies: ["TUIShellTesting", "TUIShell", "RouterCore"],
            exclude: ["Golden"]),
        .testTarget(
            name: "ScreensTests", dependencies: ["Screens", "TUIShell", "RouterCore", "TestSupport", "RouteCodegen"]),
        .testTarget(
            name: "TUIShellServeTests",
            dependencies: [
                "TUIShellServe", "TUIShell", "TestSupport",
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: serving),
            ]),
        .testTarget(
            name: "CLITests",
            dependencies: [
                "tuishell", "RouterCore", "TUIShell", "TUIShellCLI", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
