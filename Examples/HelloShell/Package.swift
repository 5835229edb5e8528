// swift-tools-version: 6.1
import PackageDescription

// A third-party app on tuishell: it depends on the package the way any other would, by path here.
let package = Package(
    name: "HelloShell",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "tuishell", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .executableTarget(
            name: "hello-shell",
            dependencies: [
                .product(name: "TUIShell", package: "tuishell"),
                .product(name: "TUIShellCLI", package: "tuishell"),
                .product(name: "TUIShellServe", package: "tuishell"),
                .product(name: "RouterCore", package: "tuishell"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
