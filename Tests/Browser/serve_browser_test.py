#!/usr/bin/env python3
"""`tuishell serve` in a real browser: Debian's chromium, driven by selenium through chromedriver.

    python3 Tests/Browser/serve_browser_test.py [BINARY]    (default: .build/debug/tuishell)

Every wait has a deadline (WAIT seconds); a server that never prints its address fails the run.
SCREENSHOT=path saves a picture of the page (the README's) after the product test.
"""
import os
import sys
import time
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Tests/ServeSupport"))
from browser_support import (  # noqa: E402
    WAIT, accessibility_tree, ax_nodes, ax_text, browser, keys, notice, quit_quietly, screen_text, wait_for_text)
from narration_support import narrated  # noqa: E402
from proxy_support import metric, metrics  # noqa: E402
from serve_process import ServeProcess  # noqa: E402
BINARY = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/tuishell")


class Server(ServeProcess):
    """A `tuishell serve --port 0` of its own (or another command), with the address it printed."""

    def __init__(self, *options, command=None):
        super().__init__(command or [BINARY, "serve", "--port", "0", "--no-animation", *options], r"http://\S+", WAIT)
        self.address = self.match.group(0)


def paste(driver, text):
    driver.execute_script("""
        const data = new DataTransfer();
        data.setData('text/plain', arguments[0]);
        document.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true}));
    """, text)


def raw_socket(driver, script):
    """Runs `script` (given `socket`, an open WebSocket to a new session, and `done`) in the page
    and returns what it passes to done: a client the page's own script would never be."""
    return driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const url = new URL('/session', location.href);
        url.protocol = 'ws:';
        const socket = new WebSocket(url);
        socket.addEventListener('close', (event) => done({code: event.code, reason: event.reason}));
        socket.addEventListener('open', () => { %s });
    """ % script)


def live_region(driver):
    return driver.execute_script("return [...document.querySelectorAll('#narration > *')].map(e => e.textContent)")


class ServedPages(unittest.TestCase):
    """Tests that share a server of the class's own, and open pages on it."""

    @classmethod
    def setUpClass(cls):
        cls.server = Server()
        cls.addClassCleanup(cls.server.stop)

    def open_page(self, query="", width=900, height=600):
        driver = browser(width, height)
        self.addCleanup(driver.quit)
        driver.get(self.server.address + query)
        wait_for_text(driver, "1 Home")
        return driver


class ServeInABrowser(ServedPages):

    def test_home_then_a_product_by_keys_and_the_address_follows(self):
        driver = self.open_page()
        wait_for_text(driver, "Mechanical keyboard")
        keys(driver, "j", Keys.ENTER)
        wait_for_text(driver, "Terminal mug")
        wait_for_text(driver, "Price: ¥59")
        WebDriverWait(driver, WAIT).until(lambda d: "open=app%3A%2F%2Fgoods%2F2" in d.current_url)
        if os.environ.get("SCREENSHOT"):
            driver.save_screenshot(os.environ["SCREENSHOT"])
        keys(driver, Keys.ESCAPE)
        wait_for_text(driver, "Mechanical keyboard")
        WebDriverWait(driver, WAIT).until(lambda d: "open=app%3A%2F%2Fhome" in d.current_url)

    def test_a_click_opens_the_product_under_it(self):
        driver = self.open_page()
        row = driver.execute_script("""
            return [...document.querySelectorAll('#screen .row')].findIndex(r => r.textContent.includes('Router handbook'))
        """)
        self.assertGreater(row, 0, screen_text(driver))
        target = driver.find_element("css selector", f'#screen .row[data-row="{row}"]')
        ActionChains(driver).move_to_element_with_offset(target, -300, 0).click().perform()
        wait_for_text(driver, "Price: ¥88")

    def test_a_deep_link_pasted_into_the_command_bar(self):
        driver = self.open_page()
        keys(driver, ":")
        wait_for_text(driver, "Open URL")
        paste(driver, "app://goods/3")
        keys(driver, Keys.ENTER)
        wait_for_text(driver, "Price: ¥88")

    def test_the_palette_and_the_lab_work_in_the_page(self):
        driver = self.open_page()
        ActionChains(driver).key_down(Keys.CONTROL).send_keys("p").key_up(Keys.CONTROL).perform()
        wait_for_text(driver, "Command palette")
        keys(driver, Keys.ESCAPE)
        wait_for_text(driver, "Command palette", absent=True)
        keys(driver, Keys.ENTER)
        wait_for_text(driver, "Price: ¥399")
        keys(driver, "4")
        wait_for_text(driver, "Router Lab")
        wait_for_text(driver, "goods.detail")

    def test_the_address_opens_a_deep_link_with_a_back_stack(self):
        driver = self.open_page("?open=app://goods/1")
        wait_for_text(driver, "Price: ¥399")
        keys(driver, Keys.ESCAPE)
        wait_for_text(driver, "Terminal mug")

    def test_resizing_the_window_resizes_the_app(self):
        driver = self.open_page(width=900, height=600)
        before = int(driver.execute_script("return document.getElementById('screen').dataset.cols"))
        driver.set_window_size(600, 500)
        WebDriverWait(driver, WAIT).until(
            lambda d: int(d.execute_script("return document.getElementById('screen').dataset.cols")) < before)
        cols = int(driver.execute_script("return document.getElementById('screen').dataset.cols"))
        lines = screen_text(driver).split("\n")
        self.assertTrue(all(len(line) <= cols for line in lines), f"a row wider than {cols} cells")
        self.assertIn("1 Home", lines[-2])

    def test_two_visitors_have_apps_of_their_own(self):
        first = self.open_page()
        second = self.open_page()
        keys(first, "j", "j", Keys.ENTER)
        wait_for_text(first, "Price: ¥88")
        time.sleep(0.5)
        self.assertNotIn("Price:", screen_text(second))
        keys(second, ":")
        paste(second, "app://goods/2")
        keys(second, Keys.ENTER)
        wait_for_text(second, "Price: ¥59")
        self.assertIn("Price: ¥88", screen_text(first))

    def test_bad_clients_are_cut_off_and_a_normal_session_goes_on(self):
        driver = self.open_page()
        attacker = self.open_page()
        malformed = raw_socket(attacker, "socket.send('not json');")
        self.assertEqual(malformed["code"], 4001, malformed)
        self.assertIn("not JSON", malformed["reason"])
        unknown = raw_socket(attacker, "socket.send(JSON.stringify({type: 'key', key: 'hyper+z'}));")
        self.assertEqual(unknown["code"], 4001, unknown)
        oversized = raw_socket(attacker, "socket.send(JSON.stringify({type: 'paste', text: 'x'.repeat(100000)}));")
        self.assertEqual(oversized["code"], 4002, oversized)
        self.assertIn("16384 bytes", oversized["reason"])
        flood = raw_socket(
            attacker, "for (let i = 0; i < 2000; i++) socket.send(JSON.stringify({type: 'key', key: 'j'}));")
        self.assertEqual(flood["code"], 4003, flood)
        keys(driver, "j", "j", Keys.ENTER)
        wait_for_text(driver, "Price: ¥88")


class NarrationInTheBrowser(ServedPages):
    """What a screen reader finds in the page: the frame as a listbox with the focus active, the
    dialog on top, the tabs, and the narration's lines in a live region. A server of its own, so
    its pages do not count against the other tests' share of sessions."""

    def hear(self, driver, *steps):
        """Waits until the live region holds what narration says for `steps` from the start, so
        each key is its own turn as in the script (two keys in one turn say less)."""
        expected = narrated(BINARY, *steps, wait=WAIT)
        try:
            WebDriverWait(driver, WAIT, poll_frequency=0.1).until(lambda d: live_region(d) == expected)
        except TimeoutException:
            self.assertEqual(live_region(driver), expected, "the live region at its deadline")
        return expected

    def active_option(self, tree):
        """The option the listbox names as its active descendant, or None."""
        [listbox] = ax_nodes(tree, "listbox")
        related = listbox["properties"].get("activedescendant", {}).get("relatedNodes", [])
        if not related:
            return None
        return next(node for node in tree.values() if node["dom"] == related[0]["backendDOMNodeId"])

    def test_a_screen_reader_hears_the_login_dialog(self):
        driver = self.open_page()
        steps = []
        for key, step in [("j", "key j"), (Keys.ENTER, "key enter")]:
            keys(driver, key)
            steps.append(step)
            self.hear(driver, *steps)
        # Goods #2: its focused row is the listbox's active option, named by the row's text.
        tree = accessibility_tree(driver)
        option = self.active_option(tree)
        self.assertIsNotNone(option, "no active option on Goods #2")
        self.assertEqual(option["role"], "option")
        self.assertIn("Buy", option["name"])
        focused_row = driver.execute_script("return document.querySelector('#screen [aria-selected=true]').textContent")
        self.assertEqual(option["name"].split(), focused_row.split())
        self.assertEqual([node["name"] for node in ax_nodes(tree, "dialog")], [])

        keys(driver, Keys.ENTER)
        steps.append("key enter")
        expected = self.hear(driver, *steps)
        self.assertIn("Opened: Log in (presented)", expected)
        tree = accessibility_tree(driver)
        # Nothing new to see: the screen still starts at the window's corner, and the tabs and the
        # live region are clipped to a pixel.
        boxes = driver.execute_script(
            "return ['screen', 'tabs', 'narration'].map(id => document.getElementById(id).getBoundingClientRect())")
        self.assertEqual((boxes[0]["left"], boxes[0]["top"]), (0, 0))
        self.assertTrue(all(box["width"] <= 1 and box["height"] <= 1 for box in boxes[1:]), boxes)
        [dialog] = ax_nodes(tree, "dialog")
        self.assertEqual(dialog["name"], "Log in")
        self.assertTrue(dialog["properties"]["modal"]["value"])
        [log] = ax_nodes(tree, "log")
        self.assertEqual(log["properties"]["live"]["value"], "polite")
        self.assertEqual(ax_text(tree, log), expected)
        [listbox] = ax_nodes(tree, "listbox")
        self.assertEqual(listbox["name"], "Log in")
        # The login form's focus is its phone field: the active option is that row (not the Buy
        # row behind the dialog), the only one selected, and the narration named it.
        option = self.active_option(tree)
        self.assertIsNotNone(option, "no active option in the login dialog")
        self.assertIn("Phone:", option["name"])
        selected = [node for node in ax_nodes(tree, "option") if node["properties"].get("selected", {}).get("value")]
        self.assertEqual(selected, [option])
        self.assertIn("Phone field, empty", expected)
        # The tabs stay in the tree under the modal, Home selected, all disabled: seen, not usable.
        [tablist] = ax_nodes(tree, "tablist")
        tabs = [tree[child] for child in tablist["children"] if tree[child]["role"] == "tab"]
        self.assertEqual([tab["name"] for tab in tabs], ["Home", "Orders", "Mine", "Lab"])
        self.assertEqual([tab["properties"]["selected"]["value"] for tab in tabs], [True, False, False, False])
        self.assertTrue(all(tab["properties"].get("disabled", {}).get("value") for tab in tabs))

        keys(driver, Keys.ESCAPE)
        steps.append("key esc")
        expected = self.hear(driver, *steps)
        self.assertIn("Closed: Log in", expected)
        tree = accessibility_tree(driver)
        [log] = ax_nodes(tree, "log")
        self.assertEqual(ax_text(tree, log), expected)
        self.assertEqual(ax_nodes(tree, "dialog"), [])
        self.assertIn("Buy", self.active_option(tree)["name"])

    def test_an_alert_is_an_alertdialog_and_its_question_is_heard(self):
        driver = self.open_page()
        self.hear(driver)
        keys(driver, "q")
        expected = self.hear(driver, "key q")
        self.assertIn("Alert: Quit tuishell?", expected)
        tree = accessibility_tree(driver)
        self.assertEqual([node["name"] for node in ax_nodes(tree, "alertdialog")], ["Quit tuishell?"])
        self.assertEqual(ax_nodes(tree, "dialog"), [])
        keys(driver, "n")
        self.hear(driver, "key q", "key n")
        self.assertEqual(ax_nodes(accessibility_tree(driver), "alertdialog"), [])

    def test_a_reloaded_page_gets_the_outline_again(self):
        driver = self.open_page("?open=app://goods/2")
        # The app may say its first lines before the page attaches: they are kept for it.
        self.hear(driver, "open app://goods/2")
        keys(driver, Keys.ENTER)
        wait_for_text(driver, "Log in with your phone number")
        dialog_role = "return document.getElementById('stage').getAttribute('role')"
        WebDriverWait(driver, WAIT).until(lambda d: d.execute_script(dialog_role) == "dialog")
        # The same app (the tab's session token), in a new document that knows nothing yet.
        driver.refresh()
        wait_for_text(driver, "Log in with your phone number")
        WebDriverWait(driver, WAIT).until(lambda d: d.execute_script(dialog_role) == "dialog")
        # The same app, not a new one: nothing was said while the page was away.
        self.assertEqual(live_region(driver), [])
        tree = accessibility_tree(driver)
        self.assertEqual([node["name"] for node in ax_nodes(tree, "dialog")], ["Log in"])
        self.assertEqual([node["name"] for node in ax_nodes(tree, "listbox")], ["Log in"])
        self.assertEqual([node["name"] for node in ax_nodes(tree, "tab")], ["Home", "Orders", "Mine", "Lab"])

    def test_a_tab_in_the_accessibility_tree_picks_the_tab(self):
        driver = self.open_page()
        self.hear(driver)
        driver.execute_script("document.querySelectorAll('#tabs [role=tab]')[3].click()")
        wait_for_text(driver, "Router Lab")
        WebDriverWait(driver, WAIT).until(
            lambda d: d.execute_script("return document.querySelector('#tabs [aria-selected=true]').textContent") == "Lab")
        self.assertEqual(driver.switch_to.active_element.get_attribute("id"), "screen")


class ServeLimits(unittest.TestCase):
    def test_a_full_server_says_so_in_the_page(self):
        server = Server("--max-sessions", "1", "--reattach-grace", "1")
        self.addCleanup(server.stop)
        first, second = browser(), browser()
        self.addCleanup(quit_quietly, first)
        self.addCleanup(second.quit)
        first.get(server.address)
        wait_for_text(first, "1 Home")
        second.get(server.address)
        self.assertIn("server is full (1 sessions)", notice(second))
        keys(first, Keys.ENTER)
        wait_for_text(first, "Price: ¥399")
        # Closing the tab ends its app once the grace period passes, freeing its place.
        first.quit()
        deadline = time.monotonic() + WAIT
        while metric(metrics(server.address), 'tuishell_sessions_open{transport="page"}') != 0:
            self.assertLess(time.monotonic(), deadline, "the closed tab's app never ended")
            time.sleep(0.1)
        self.assertEqual(metric(metrics(server.address), 'tuishell_sessions_ended_total{reason="expired"}'), 1)
        third = browser()
        self.addCleanup(third.quit)
        third.get(server.address)
        wait_for_text(third, "1 Home")

    def test_an_idle_page_is_told_why_it_ended(self):
        server = Server("--idle-timeout", "2")
        self.addCleanup(server.stop)
        driver = browser()
        self.addCleanup(driver.quit)
        driver.get(server.address)
        wait_for_text(driver, "1 Home")
        self.assertIn("no input for 2 s", notice(driver))


HELLO_SHELL = os.path.join(ROOT, "Examples/HelloShell/.build/debug/hello-shell")


@unittest.skipUnless(os.path.exists(HELLO_SHELL), "Examples/HelloShell is not built (CI builds it first)")
class HelloShellServed(unittest.TestCase):
    """A third-party app serves itself: hello-shell serve, built with its Serve trait."""

    def test_a_greeting_opened_from_the_address(self):
        server = Server(command=[HELLO_SHELL, "serve", "--port", "0"])
        self.addCleanup(server.stop)
        driver = browser()
        self.addCleanup(driver.quit)
        driver.get(server.address + "?open=hello://greet/J%C3%BCrgen")
        wait_for_text(driver, "Hello, Jürgen!")
        self.assertTrue(driver.title.endswith(" — hello-shell"), driver.title)
        keys(driver, Keys.ESCAPE)
        wait_for_text(driver, "Greet the world")
        WebDriverWait(driver, WAIT).until(lambda d: "open=hello%3A%2F%2Fhello" in d.current_url)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)
