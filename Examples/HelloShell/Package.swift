// swift-tools-version: 6.1
import PackageDescription

// A third-party app on tuishell: it depends on the package the way any other would, by path here.
// It builds the shell alone; `--traits Serve` adds `hello-shell serve`, and with it the servers'
// libraries (SwiftNIO, Hummingbird), which an app that never serves neither resolves nor compiles.
let package = Package(
    name: "HelloShell",
    platforms: [.macOS(.v15)],
    traits: [.trait(name: "Serve", description: "hello-shell serve: the app in browser tabs and over SSH.")],
    dependencies: [
        // tuishell's own Serve trait only when this app's is on.
        .package(name: "tuishell", path: "../..", traits: [.trait(name: "Serve", condition: .when(traits: ["Serve"]))])
    ],
    targets: [
        .executableTarget(
            name: "hello-shell",
            dependencies: [
                .product(name: "TUIShell", package: "tuishell"),
                .product(name: "TUIShellCLI", package: "tuishell"),
                .product(name: "RouterCore", package: "tuishell"),
                .product(name: "TUIShellServe", package: "tuishell", condition: .when(traits: ["Serve"])),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
