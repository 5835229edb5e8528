// swift-tools-version: 6.1
import PackageDescription

// A git history browser on tuishell, written on its public products alone: tabs of commits,
// branches and tags, a commit's files and their diffs, deep links to any of them, a table
// refreshed every five seconds, a search, a confirmation, and tests driven by the pilot.
let package = Package(
    name: "GitView",
    platforms: [.macOS(.v15)],
    traits: [.trait(name: "Serve", description: "gitview serve: the history browser in browser tabs and over SSH.")],
    dependencies: [
        // tuishell's Serve trait only with this package's: without it the servers' libraries are
        // neither resolved nor built.
        .package(name: "tuishell", path: "../..", traits: [.trait(name: "Serve", condition: .when(traits: ["Serve"]))])
    ],
    targets: [
        .target(
            name: "GitViewKit",
            dependencies: [
                .product(name: "TUIShell", package: "tuishell"), .product(name: "RouterCore", package: "tuishell"),
            ],
            // The route table; the TypedRoutes plugin turns it into GitViewRoute, a case per route.
            exclude: ["GitViewRoute.routes.json"],
            plugins: [.plugin(name: "TypedRoutes", package: "tuishell")]
        ),
        .executableTarget(
            name: "gitview",
            dependencies: [
                "GitViewKit", .product(name: "TUIShellCLI", package: "tuishell"),
                .product(name: "TUIShellServe", package: "tuishell", condition: .when(traits: ["Serve"])),
            ]
        ),
        .testTarget(
            name: "GitViewTests",
            dependencies: [
                "GitViewKit", .product(name: "TUIShellTesting", package: "tuishell"),
                .product(name: "TUIShell", package: "tuishell"), .product(name: "RouterCore", package: "tuishell"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
