import RouterCore
import TUIShell

/// The demo app's route table, shipped inside the app; `tuishell routes` prints it.
package enum DemoRouteTable {
    /// The table as the JSON file a developer would write.
    package static let json = #"""
        {
          "plusAsSpace": false,
          "caseInsensitive": false,
          "routes": [
            { "name": "home", "pattern": "app://home", "access": "public", "screen": "Home",
              "presentation": "tab:Home", "transition": "none", "description": "The goods list, root of the Home tab" },
            { "name": "goods.detail", "pattern": "app://goods/:id([0-9]+)", "access": "public", "screen": "GoodsDetail",
              "parent": "home", "presentation": "push", "transition": "slide", "description": "One product with a Buy button" },
            { "name": "order.make", "pattern": "app://order/make", "access": "public", "screen": "ConfirmOrder",
              "presentation": "push", "transition": "slide", "middleware": ["requireLogin"],
              "description": "Confirm order for goodsID and count" },
            { "name": "pay", "pattern": "app://pay", "access": "internal", "screen": "Pay",
              "presentation": "modal", "transition": "cover", "description": "Pay for orderID" },
            { "name": "orders", "pattern": "app://orders", "access": "public", "screen": "Orders",
              "presentation": "tab:Orders", "transition": "none", "description": "Orders placed in this run" },
            { "name": "user.login", "pattern": "app://user/login", "access": "public", "screen": "Login",
              "presentation": "modal", "transition": "cover", "description": "Log in" },
            { "name": "user.login.phone", "pattern": "app://user/login/:phone([0-9]+)", "access": "public", "screen": "Login",
              "presentation": "modal", "transition": "cover", "description": "Log in with the phone number filled in" },
            { "name": "user.register", "pattern": "app://user/register", "access": "internal", "screen": "Register",
              "presentation": "push", "transition": "slide", "description": "Register, inside the login modal" },
            { "name": "mine", "pattern": "app://mine", "access": "public", "screen": "Mine",
              "presentation": "tab:Mine", "transition": "none", "description": "The Mine tab" },
            { "name": "mine.setting", "pattern": "app://mine/setting", "access": "public", "screen": "Settings",
              "parent": "mine", "presentation": "tab:Mine", "transition": "slide", "description": "Settings" },
            { "name": "mine.complete", "pattern": "app://mine/complete", "access": "public", "screen": "CompleteProfile",
              "presentation": "tab:Mine", "transition": "slide", "description": "Complete your profile" },
            { "name": "mine.edit_info", "pattern": "app://mine/edit_info", "access": "public", "screen": "EditInfo",
              "parent": "mine.setting", "presentation": "tab:Mine", "transition": "slide", "description": "Edit info for userId and targetId" },
            { "name": "native.dispatch", "pattern": "native://www.taoqu.com", "access": "public",
              "description": "GetRouter's dispatch: ios_path picks the screen, other query items are passed on" },
            { "name": "post", "pattern": "app://post/:postId", "access": "public", "screen": "Post",
              "presentation": "push", "transition": "slide", "description": "One post" },
            { "name": "web.http", "pattern": "http:///*", "access": "public", "screen": "Web",
              "presentation": "push", "transition": "slide", "description": "A stand-in for a web view" },
            { "name": "web.https", "pattern": "https:///*", "access": "public", "screen": "Web",
              "presentation": "push", "transition": "slide", "description": "A stand-in for a web view" },
            { "name": "blog.open", "pattern": "aop://blog/open", "access": "public", "screen": "Blog",
              "presentation": "push", "transition": "slide", "description": "AOPRouter's blog page" },
            { "name": "blog.redirect", "pattern": "aop://blog/redirect", "redirect": "aop://blog/open", "access": "public",
              "description": "AOPRouter's redirect" },
            { "name": "log", "pattern": "aop://log", "access": "public", "description": "A closure handler: toast 'log: <message>'" },
            { "name": "miss.log", "pattern": "aop://log/*", "access": "public", "priority": -1,
              "description": "Miss handler for aop://log/…; declines paths starting with 'silent'" },
            { "name": "miss.aop", "pattern": "aop://*", "access": "public", "priority": -2,
              "description": "Miss handler for everything under aop://" },
            { "name": "mediator", "pattern": "mediator://:target/:action", "access": "public",
              "description": "CTMediator's URL call: Target/action with the query as parameters" },
            { "name": "xcallback.register", "pattern": "app://x-callback-url/register", "access": "public", "screen": "Register",
              "presentation": "modal", "transition": "cover", "description": "Register, then open x-success (or x-error)" },
            { "name": "alert", "pattern": "app://alert", "access": "public", "description": "An alert with title and message" },
            { "name": "lab", "pattern": "app://lab", "access": "public", "screen": "RouterLab",
              "presentation": "tab:Lab", "transition": "none", "description": "The Router Lab" },
            { "name": "lab.transition", "pattern": "app://lab/transition/:style(slide|fade|cover|none)", "access": "public",
              "screen": "TransitionDemo", "presentation": "tab:Lab", "description": "A screen shown with the named transition" }
          ]
        }
        """#

    /// The table's tabs, its `tab:` routes as ``TabRoot/all(in:)`` finds them: known without
    /// parsing the table, so the app's first frame comes before it is parsed (a test checks them
    /// against the table).
    package static let tabs = [
        TabRoot(name: "Home", route: "home", screen: "Home", url: "app://home"),
        TabRoot(name: "Orders", route: "orders", screen: "Orders", url: "app://orders"),
        TabRoot(name: "Mine", route: "mine", screen: "Mine", url: "app://mine"),
        TabRoot(name: "Lab", route: "lab", screen: "RouterLab", url: "app://lab"),
    ]

    /// The compiled table.
    package static func load() throws(RouteError) -> RouteTable { try RouteTableFile.load(json, format: .screens) }

    /// The table, for the app's own start-up: the text is part of the program and a test loads
    /// it, so a failure here is a broken build, not bad input.
    package static var builtIn: RouteTable {
        do {
            return try load()
        } catch {
            preconditionFailure("the built-in demo route table does not load: \(error)")
        }
    }
}
