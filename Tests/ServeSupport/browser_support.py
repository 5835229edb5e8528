"""A served app's page in Debian's chromium (headless, through selenium and chromedriver), read
and typed into as a visitor would. Every wait has a deadline (WAIT seconds)."""
import json

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support.ui import WebDriverWait

WAIT = 15


def browser(width=900, height=600, insecure_certificates=False, network_log=False):
    """A headless chromium. `insecure_certificates` accepts a self-signed certificate;
    `network_log` keeps DevTools' network events for `websockets`."""
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}"]:
        options.add_argument(argument)
    if insecure_certificates:
        options.add_argument("--ignore-certificate-errors")
    if network_log:
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    driver.set_page_load_timeout(WAIT)
    driver.set_script_timeout(WAIT)
    return driver


def quit_quietly(driver):
    """Quits a browser that may have quit already."""
    try:
        driver.quit()
    except Exception:
        pass


def screen_text(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('#screen .row')].map(r => r.textContent.trimEnd()).join('\\n')")


def wait_until(driver, condition, what, wait=WAIT):
    """Waits for condition(driver); fails saying `what` and showing the page's screen and notice."""
    try:
        WebDriverWait(driver, wait, poll_frequency=0.1).until(condition)
    except Exception:
        raise AssertionError(f"never {what}; the page ({driver.current_url}) shows:\n{screen_text(driver)}\n"
                             f"state {state(driver)!r}, notice {notice_text(driver)!r}")


def wait_for_text(driver, text, absent=False, wait=WAIT):
    wait_until(driver, lambda d: (text in screen_text(d)) != absent,
               f"{'lost' if absent else 'saw'} {text!r}", wait)


def keys(driver, *names):
    for name in names:
        ActionChains(driver).send_keys(name).perform()


def state(driver):
    return driver.execute_script("return document.getElementById('screen').dataset.state")


def notice_text(driver):
    """The notice's text, or None while it is hidden."""
    return driver.execute_script(
        "const n = document.getElementById('notice'); return n.hidden ? null : n.textContent")


def notice(driver, wait=WAIT):
    wait_until(driver, lambda d: notice_text(d) is not None, "showed a notice", wait)
    return notice_text(driver)


def record_states(driver):
    """From now on, keeps every `data-state` of #screen and every notice the page shows in the
    page, for `recorded_states`: a reconnection can be quicker than a poll."""
    driver.execute_script("""
        const screen = document.getElementById('screen'), notice = document.getElementById('notice');
        window.__seen = [];
        const record = () => window.__seen.push({state: screen.dataset.state, notice: notice.hidden ? null : notice.textContent});
        new MutationObserver(record).observe(screen, {attributes: true, attributeFilter: ['data-state']});
        new MutationObserver(record).observe(notice, {attributes: true, childList: true, characterData: true, subtree: true});
    """)


def recorded_states(driver):
    return driver.execute_script("return window.__seen || []")


def session_storage(driver):
    return driver.execute_script(
        "const all = {}; for (let i = 0; i < sessionStorage.length; i++) {"
        " const k = sessionStorage.key(i); all[k] = sessionStorage.getItem(k); } return all")


def plant_session_storage(driver, origin, entries):
    """Puts `entries` in the tab's sessionStorage for `origin` before the page's script runs, by
    stopping first at a file of the same origin that is not the page (its stylesheet)."""
    driver.get(origin.rstrip("/") + "/page.css")
    driver.execute_script(
        "for (const [k, v] of Object.entries(arguments[0])) sessionStorage.setItem(k, v)", entries)


def accessibility_tree(driver):
    """The page's accessibility tree as a screen reader gets it (DevTools' full AX tree): its
    nodes by id, each with `role`, `name`, `properties` (name → value), `children` (ids), `dom`
    (the backend DOM node id) and `ignored` (left out of what assistive technology is given)."""
    driver.execute_cdp_cmd("Accessibility.enable", {})
    nodes = {}
    for node in driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]:
        nodes[node["nodeId"]] = {
            "ignored": node.get("ignored", False),
            "role": node.get("role", {}).get("value"),
            "name": node.get("name", {}).get("value", ""),
            "properties": {p["name"]: p["value"] for p in node.get("properties", [])},
            "children": node.get("childIds", []),
            "dom": node.get("backendDOMNodeId"),
        }
    return nodes


def ax_nodes(tree, role):
    """The nodes of `tree` with `role` that a screen reader is given, in the order DevTools lists them."""
    return [node for node in tree.values() if node["role"] == role and not node["ignored"]]


def ax_text(tree, node):
    """The text under `node`, line by line: its static texts in order, as a screen reader reviews
    a live region."""
    lines = []
    for child in node["children"]:
        if child not in tree:
            continue
        if tree[child]["role"] == "StaticText":
            if not tree[child]["ignored"]:
                lines.append(tree[child]["name"])
        else:
            lines += ax_text(tree, tree[child])
    return lines


def websockets(driver):
    """The WebSockets the page opened, from DevTools' network events (needs `network_log`):
    {request id: {'url': …, 'frames_received': n, 'status': handshake status}}."""
    sockets = {}
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        params = message.get("params", {})
        if message["method"] == "Network.webSocketCreated":
            sockets[params["requestId"]] = {"url": params["url"], "frames_received": 0, "status": None}
        elif message["method"] == "Network.webSocketHandshakeResponseReceived" and params["requestId"] in sockets:
            sockets[params["requestId"]]["status"] = params["response"]["status"]
        elif message["method"] == "Network.webSocketFrameReceived" and params["requestId"] in sockets:
            sockets[params["requestId"]]["frames_received"] += 1
    return sockets
