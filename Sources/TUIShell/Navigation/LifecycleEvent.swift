/// A screen lifecycle callback, in UIKit's names.
package enum LifecycleEvent: String, Sendable, CaseIterable {
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}
