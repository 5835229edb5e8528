#!/usr/bin/env python3
"""`tuishell serve` behind nginx, as docs/deploy.md sets it up: TLS, two backends, a backend that
dies or drains, reattaching after a reload, the per-address limit behind a trusted proxy.

    python3 Tests/Proxy/serve_proxy_test.py [BINARY [TEST…]]    (default: .build/debug/tuishell)

nginx runs the site file docs/deploy/nginx.conf itself, with this run's ports and a self-signed
certificate (Tests/ServeSupport/proxy_support.py), as an unprivileged nginx of its own in a
temporary folder. Pages are Debian's chromium, headless, through selenium; scripts' sessions
are websocket-client. Backends' /metrics and /healthz are asked directly, not through nginx.
Every wait has a deadline; nothing is sent anywhere but 127.0.0.1 and 127.0.0.2.
"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import unittest

import websocket
from prometheus_client.parser import text_string_to_metric_families
from selenium.webdriver.common.keys import Keys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Tests/ServeSupport"))
from browser_support import (WAIT, browser, keys, notice, notice_text, plant_session_storage,  # noqa: E402
                             quit_quietly, record_states, recorded_states, screen_text, session_storage,
                             state, wait_for_text, wait_until, websockets)
from proxy_support import (SERVER_IDS, SITE, Nginx, SessionClient, get, make_certificate, metric,  # noqa: E402
                           metrics)  # noqa: E402
from serve_process import ServeProcess  # noqa: E402

BINARY = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/tuishell")

OPEN = 'tuishell_sessions_open{transport="page"}'
STARTED = 'tuishell_sessions_started_total{transport="page"}'
REATTACHED = "tuishell_sessions_reattached_total"
DETACHED = "tuishell_sessions_detached"
REFUSED_PER_ADDRESS = 'tuishell_sessions_refused_total{reason="per_address"}'
REFUSED_DRAINING = 'tuishell_sessions_refused_total{reason="draining"}'
DRAINING = "tuishell_draining"
EXPIRED = 'tuishell_sessions_ended_total{reason="expired"}'
RECONNECTING = "Connection lost; reconnecting"
SHUTTING_DOWN = "This server is shutting down"
PER_ADDRESS = "too many sessions from your address (2); try again when one has closed"
# A token: the server ID the test gives its backend, a dash, 128 random bits in hex.
TOKEN = re.compile(r"[ab]-[0-9a-f]{32}")


class Backend(ServeProcess):
    """A `tuishell serve --port 0` of its own: `address` http://127.0.0.1:PORT/, `port`."""

    def __init__(self, *options):
        super().__init__([BINARY, "serve", "--port", "0", "--no-animation", *options], r"http://\S+", WAIT)
        self.address = self.match.group(0)
        self.port = int(re.search(r":(\d+)/", self.address).group(1))

    def signal(self, number):
        self.process.send_signal(number)

    def stop(self):
        """As ServeProcess.stop, but a backend still draining open sessions after 5 s is sent a
        second SIGTERM (which ends the draining) before it would be killed."""
        if self.process.poll() is None:
            self.process.terminate()
            if self.exit_status(within=5) is None:
                self.process.terminate()
        super().stop()

    def exit_status(self, within):
        """Waits for the process to end: its exit status, or None if it still runs at the deadline."""
        try:
            return self.process.wait(within)
        except subprocess.TimeoutExpired:
            return None


def token_of(driver):
    """The session token the page keeps in sessionStorage (32 lowercase hex), wherever it is kept."""
    found = {match for value in session_storage(driver).values() for match in TOKEN.findall(value or "")}
    return found.pop() if len(found) == 1 else None


def wait_for_metrics(backend, condition, what, wait=WAIT):
    """Polls a backend's /metrics until condition(values) holds; fails showing the last values."""
    deadline = time.monotonic() + wait
    while True:
        values = metrics(backend.address)
        if condition(values):
            return values
        if time.monotonic() > deadline:
            shown = {k: v for k, v in values.items() if k.startswith("tuishell_sessions") or k == DRAINING}
            raise AssertionError(f"{backend.address}metrics never {what}: {shown}")
        time.sleep(0.1)


def wait_for_health(backend, answer, within):
    """Polls a backend's GET /healthz until it gives `answer` (status, body)."""
    deadline = time.monotonic() + within
    while (got := get(backend.address + "healthz")) != answer:
        if time.monotonic() > deadline:
            raise AssertionError(f"{backend.address}healthz answered {got}, not {answer}, for {within} s")
        time.sleep(0.02)


class ProxyTest(unittest.TestCase):
    """Each test has its own folder, certificate, backends and nginx, all ended after it."""

    def setUp(self):
        directory = tempfile.TemporaryDirectory(prefix="tuishell-proxy-")
        self.addCleanup(directory.cleanup)
        self.directory = directory.name
        self.cert, self.key = make_certificate(self.directory)

    def backend(self, *options):
        """The next backend, with the server ID the site file's map gives its place."""
        self.backends = getattr(self, "backends", 0) + 1
        backend = Backend("--server-id", SERVER_IDS[self.backends - 1], *options)
        self.addCleanup(backend.stop)
        return backend

    def nginx(self, *backends):
        proxy = Nginx(self.directory, [backend.port for backend in backends], self.cert, self.key, WAIT)
        self.addCleanup(proxy.stop)
        return proxy

    def browser(self, **options):
        driver = browser(insecure_certificates=True, **options)
        self.addCleanup(quit_quietly, driver)
        return driver

    def client(self, proxy, query="", headers=None, source=None):
        """A script's session through nginx (wss, trusting the test's certificate only)."""
        client = SessionClient(f"wss://localhost:{proxy.port}/session?width=80&height=24{query}", self.cert,
                               headers, WAIT, source)
        self.addCleanup(client.close)
        return client

    def page_on(self, proxy, backends, query=""):
        """A page through nginx, and the index of the backend its session went to (the one whose
        open sessions went up)."""
        before = [metric(metrics(backend.address), OPEN) for backend in backends]
        driver = self.browser()
        driver.get(proxy.address + query)
        wait_for_text(driver, "1 Home")
        deadline = time.monotonic() + WAIT
        while True:
            now = [metric(metrics(backend.address), OPEN) for backend in backends]
            grown = [index for index in range(len(backends)) if now[index] > before[index]]
            if len(grown) == 1 and sum(now) == sum(before) + 1:
                return driver, grown[0]
            if time.monotonic() > deadline:
                raise AssertionError(f"no one backend took the page's session: open sessions {before} → {now}")
            time.sleep(0.1)


class TLSAndNginx(ProxyTest):
    def test_the_page_over_https_its_socket_over_wss_a_deep_link_and_keys(self):
        backend = self.backend()
        proxy = self.nginx(backend)
        driver = self.browser(network_log=True)
        driver.get(proxy.address + "?open=app://goods/2")
        wait_for_text(driver, "Goods #2")
        wait_for_text(driver, "Price: ¥59")
        self.assertIn("Terminal mug", screen_text(driver))
        self.assertEqual(driver.execute_script("return location.protocol"), "https:")
        keys(driver, Keys.ESCAPE)
        wait_for_text(driver, "Mechanical keyboard")
        keys(driver, "j", "j", Keys.ENTER)
        wait_for_text(driver, "Price: ¥88")
        wait_until(driver, lambda d: "open=app%3A%2F%2Fgoods%2F3" in d.current_url, "followed the screen in the address")
        sockets = [s for s in websockets(driver).values() if "/session" in s["url"]]
        self.assertEqual(len(sockets), 1, sockets)
        self.assertTrue(sockets[0]["url"].startswith(f"wss://localhost:{proxy.port}/session?"), sockets)
        self.assertEqual(sockets[0]["status"], 101, sockets)
        self.assertGreaterEqual(sockets[0]["frames_received"], 3, sockets)

    def test_metrics_only_for_this_machine_and_health_on_the_backend(self):
        backend = self.backend()
        proxy = self.nginx(backend)
        status, body = get(proxy.address + "metrics", self.cert, source="127.0.0.2")
        self.assertEqual(status, 403, "/metrics from another address than 127.0.0.1 through nginx")
        status, body = get(proxy.address + "metrics", self.cert, source="127.0.0.1")
        self.assertEqual((status, "tuishell_sessions_open" in body), (200, True), body[:300])
        # Spelt otherwise, it is still kept from the public: by nginx, and by the backend itself.
        for spelling in ["metrics/", "metrics//", "metrics?x=1"]:
            self.assertEqual(get(proxy.address + spelling, self.cert, source="127.0.0.2")[0], 403, spelling)
        self.assertEqual(get(backend.address + "metrics/")[0], 404)
        self.assertEqual(get(backend.address + "healthz"), (200, "ok\n"))
        # The rest of the site is for everyone.
        status, body = get(proxy.address, self.cert, source="127.0.0.2")
        self.assertEqual(status, 200)
        self.assertIn('id="screen"', body)

    def test_prometheus_own_parser_reads_the_metrics(self):
        backend = self.backend()
        proxy = self.nginx(backend)
        client = self.client(proxy)
        client.wait_for_text("Mechanical keyboard")
        client.key("j")
        client.wait_for_text("› Goods #2")
        status, body = get(backend.address + "metrics")
        self.assertEqual(status, 200)
        families = {family.name: family for family in text_string_to_metric_families(body)}
        types = {name: family.type for name, family in families.items()}
        self.assertEqual(types["tuishell_sessions_open"], "gauge")
        self.assertEqual(types["tuishell_sessions_refused"], "counter")
        self.assertEqual(types["tuishell_key_to_frame_seconds"], "histogram")
        samples = {(sample.name, tuple(sorted(sample.labels.items()))): sample.value
                   for family in families.values() for sample in family.samples}
        self.assertEqual(samples[("tuishell_sessions_open", (("transport", "page"),))], 1)
        self.assertGreaterEqual(samples[("tuishell_key_to_frame_seconds_count", ())], 1)
        self.assertEqual(samples[("tuishell_key_to_frame_seconds_bucket", (("le", "+Inf"),))],
                         samples[("tuishell_key_to_frame_seconds_count", ())])
        self.assertGreater(samples[("tuishell_bytes_sent_total", ())], 0)

    def test_the_guide_shows_the_configuration_the_test_runs(self):
        with open(SITE) as file:
            site = file.read()
        with open(os.path.join(ROOT, "docs/deploy.md")) as file:
            guide = file.read()
        blocks = re.findall(r"```nginx\n(.*?)```", guide, re.S)
        self.assertIn(site, blocks, "docs/deploy.md must show docs/deploy/nginx.conf as it is, in an ```nginx block")


class TwoBackends(ProxyTest):
    def test_sessions_go_to_both_and_a_dead_backend_s_pages_come_back_on_the_other(self):
        backends = [self.backend(), self.backend()]
        proxy = self.nginx(*backends)
        # New sessions take turns: scripts' sessions (one request each) reach both backends.
        clients = [self.client(proxy) for _ in range(4)]
        for client in clients:
            client.wait_for_text("Mechanical keyboard")
        counts = [metric(metrics(backend.address), OPEN) for backend in backends]
        self.assertEqual(sum(counts), 4, counts)
        self.assertTrue(all(counts), f"round robin left a backend without sessions: {counts}")

        driver, victim = self.page_on(proxy, backends, "?open=app://goods/2")
        wait_for_text(driver, "Price: ¥59")
        live = backends[1 - victim]
        live_started = metric(metrics(live.address), STARTED)
        record_states(driver)
        backends[victim].process.kill()
        backends[victim].process.wait(WAIT)

        # The scripts on the live backend go on; those on the dead one were cut off.
        alive = [client.alive_after_key("j") for client in clients]
        self.assertEqual(alive.count(True), counts[1 - victim], f"sessions still answering: {alive}")
        # A new visitor lands on the live backend.
        newcomer = self.client(proxy)
        newcomer.wait_for_text("Mechanical keyboard")
        self.assertTrue(newcomer.alive_after_key("j"))
        # The page on the dead backend says it is reconnecting, then comes back on the live one
        # at the screen its address named, with the deep link's back stack.
        wait_until(driver, lambda d: state(d) == "running" and "Price: ¥59" in screen_text(d)
                   and notice_text(d) is None and len(recorded_states(d)) > 0, "came back at Goods #2")
        seen = recorded_states(driver)
        self.assertIn("reconnecting", [entry["state"] for entry in seen], seen)
        self.assertTrue(any((entry["notice"] or "").startswith(RECONNECTING) for entry in seen), seen)
        self.assertEqual(metric(metrics(live.address), STARTED), live_started + 2,
                         "the newcomer and the page: two new sessions on the live backend")
        keys(driver, Keys.ESCAPE)
        wait_for_text(driver, "Mechanical keyboard")
        wait_until(driver, lambda d: "open=app%3A%2F%2Fhome" in d.current_url, "followed Esc in the address")

    def test_browser_pages_go_to_both_backends(self):
        backends = [self.backend(), self.backend()]
        proxy = self.nginx(*backends)
        # A page load is four requests (the page, its stylesheet, its script, its session): in
        # turn, they would give every page's session the same backend.
        driver = self.browser()
        for tab in range(4):
            if tab:
                driver.switch_to.new_window("tab")
            driver.get(proxy.address)
            wait_for_text(driver, "1 Home")
        # Fewest connections is a count at the moment the session arrives (a page's short requests
        # may still be open), so the split need not be even; round robin gave one backend all four.
        counts = [metric(metrics(backend.address), OPEN) for backend in backends]
        self.assertEqual(sum(counts), 4, counts)
        self.assertTrue(all(counts), f"a backend got no page's session: {counts}")

    def test_reloads_come_back_to_the_server_that_holds_the_app(self):
        backends = [self.backend(), self.backend()]
        proxy = self.nginx(*backends)
        driver, home = self.page_on(proxy, backends)
        other = backends[1 - home]
        other_started = metric(metrics(other.address), STARTED)
        token = token_of(driver)
        self.assertTrue(token.startswith(SERVER_IDS[home] + "-"), token)
        # Round robin alone would send half the reloads to the other server, which would start
        # a new app at row 1; the token's server ID sends each back to the app's server.
        for reload in range(1, 5):
            selected = "› Goods #2" if reload % 2 else "› Goods #1"
            keys(driver, "j" if reload % 2 else "k")
            wait_for_text(driver, selected)
            driver.refresh()
            wait_for_text(driver, "Mechanical keyboard")
            self.assertIn(selected, screen_text(driver), f"reload {reload} reached a new app")
            wait_for_metrics(backends[home], lambda m: metric(m, REATTACHED) == reload, f"counted reattach {reload}")
        self.assertEqual(token_of(driver), token)
        self.assertEqual(metric(metrics(other.address), STARTED), other_started)


class Reattach(ProxyTest):
    def test_a_script_reattaches_with_its_token_and_gets_every_row(self):
        backend = self.backend("--reattach-grace", "5")
        proxy = self.nginx(backend)
        first = self.client(proxy)
        first.wait_for(lambda c: c.token is not None, "got a session message")
        self.assertRegex(first.token, r"^a-[0-9a-f]{32}$")
        first.wait_for_text("› Goods #1")
        first.key("j")
        first.wait_for_text("› Goods #2")
        first.drop()
        wait_for_metrics(backend, lambda m: metric(m, DETACHED) == 1, "counted one detached session")
        again = self.client(proxy, f"&token={first.token}&open=app://home")
        again.wait_for(lambda c: c.token is not None, "got a session message")
        self.assertEqual(again.token, first.token)
        message = None
        while message is None or message.get("type") != "frame":
            message = again.receive(WAIT)
            self.assertIsNotNone(message, "no frame after reattaching")
        self.assertEqual(sorted(index for index, _ in message["rows"]), list(range(24)), "every row after a reattach")
        self.assertEqual(message.get("url"), "app://home")
        self.assertIn("› Goods #2", again.text())
        values = metrics(backend.address)
        self.assertEqual((metric(values, REATTACHED), metric(values, STARTED), metric(values, DETACHED)), (1, 1, 0))

    def test_a_reload_comes_back_to_the_same_app(self):
        backend = self.backend()
        proxy = self.nginx(backend)
        driver = self.browser()
        driver.get(proxy.address)
        wait_for_text(driver, "› Goods #1")
        token = token_of(driver)
        self.assertIsNotNone(token, f"no token in sessionStorage: {session_storage(driver)}")
        # The selection is not in the address: a new app would start at row 1.
        keys(driver, "j")
        wait_for_text(driver, "› Goods #2")
        driver.refresh()
        wait_for_text(driver, "Mechanical keyboard")
        self.assertIn("› Goods #2", screen_text(driver), "the reloaded page has a new app")
        self.assertEqual(token_of(driver), token)
        values = metrics(backend.address)
        self.assertEqual((metric(values, REATTACHED), metric(values, STARTED), metric(values, OPEN)), (1, 1, 1))
        keys(driver, "j")
        wait_for_text(driver, "› Goods #3")

    def test_a_second_tab_with_the_same_token_gets_an_app_of_its_own(self):
        backend = self.backend()
        proxy = self.nginx(backend)
        first = self.browser()
        first.get(proxy.address)
        wait_for_text(first, "› Goods #1")
        keys(first, "j")
        wait_for_text(first, "› Goods #2")
        token = token_of(first)
        self.assertIsNotNone(token, f"no token in sessionStorage: {session_storage(first)}")
        second = self.browser()
        plant_session_storage(second, proxy.address, session_storage(first))
        second.get(proxy.address)
        wait_for_text(second, "Mechanical keyboard")
        self.assertIn("› Goods #1", screen_text(second), "the second tab shows the first tab's app")
        wait_until(second, lambda d: token_of(d) not in (None, token), "got a token of its own")
        keys(first, "j")
        wait_for_text(first, "› Goods #3")
        time.sleep(0.3)
        self.assertIn("› Goods #1", screen_text(second), "a key in the first tab moved the second")
        keys(second, "j", "j", "j")
        wait_until(second, lambda d: "› A post" in screen_text(d), "moved its own selection")
        self.assertIn("› Goods #3", screen_text(first))
        values = metrics(backend.address)
        self.assertEqual((metric(values, STARTED), metric(values, REATTACHED), metric(values, OPEN)), (2, 0, 2))

    def test_after_the_grace_an_old_token_gets_a_new_app_at_the_address(self):
        backend = self.backend("--reattach-grace", "2")
        proxy = self.nginx(backend)
        first = self.browser()
        first.get(proxy.address)
        wait_for_text(first, "› Goods #1")
        keys(first, "j", Keys.ENTER)
        wait_for_text(first, "Price: ¥59")
        wait_until(first, lambda d: "open=app%3A%2F%2Fgoods%2F2" in d.current_url, "followed the screen")
        address, stored, token = first.current_url, session_storage(first), token_of(first)
        self.assertIsNotNone(token, f"no token in sessionStorage: {stored}")
        first.quit()
        closed = time.monotonic()
        values = wait_for_metrics(backend, lambda m: metric(m, OPEN) == 0, "let the closed tab's app go")
        self.assertEqual(metric(values, EXPIRED), 1, "the closed tab's app ends as expired")
        self.assertGreater(time.monotonic() - closed, 1.5, "the app ended before its 2 s of grace")
        second = self.browser()
        plant_session_storage(second, proxy.address, stored)
        second.get(address)
        wait_for_text(second, "Price: ¥59")
        self.assertIn("Terminal mug", screen_text(second))
        wait_until(second, lambda d: token_of(d) not in (None, token), "got a new token")
        values = metrics(backend.address)
        self.assertEqual((metric(values, STARTED), metric(values, REATTACHED)), (2, 0))
        keys(second, Keys.ESCAPE)
        wait_for_text(second, "› Goods #1")


class Draining(ProxyTest):
    def test_sigterm_drains_and_the_page_moves_to_the_other_backend(self):
        backends = [self.backend("--drain-timeout", "3"), self.backend("--drain-timeout", "3")]
        proxy = self.nginx(*backends)
        driver, index = self.page_on(proxy, backends, "?open=app://goods/2")
        wait_for_text(driver, "Price: ¥59")
        draining, other = backends[index], backends[1 - index]
        record_states(driver)
        draining.signal(signal.SIGTERM)
        signalled = time.monotonic()
        # The quick questions first: the server is gone after 3 s. The signal is handled
        # asynchronously, so /healthz may say ok for a moment.
        wait_for_health(draining, (503, "draining\n"), within=2)
        # The banner is the app's, drawn in the screen.
        wait_for_text(driver, SHUTTING_DOWN)
        self.assertIn("Your session moves to another server within 3 s", screen_text(driver))
        with self.assertRaises(websocket.WebSocketBadStatusException) as refused:
            SessionClient(f"ws://127.0.0.1:{draining.port}/session?width=80&height=24", wait=WAIT).close()
        self.assertEqual(refused.exception.status_code, 503)
        self.assertEqual(refused.exception.resp_body, b"the server is shutting down; try again in a moment\n")
        values = metrics(draining.address)
        self.assertEqual(metric(values, DRAINING), 1)
        self.assertGreaterEqual(metric(values, REFUSED_DRAINING), 1)
        # New visitors through nginx reach the other backend (503 → next upstream).
        for _ in range(2):
            newcomer = self.client(proxy)
            newcomer.wait_for_text("Mechanical keyboard")
        status = draining.exit_status(within=3 + WAIT - (time.monotonic() - signalled))
        if status != 0:
            draining.stop()
            self.fail(f"exit status {status} after draining (None: still running); stderr:\n{draining.errors}")
        self.assertGreater(time.monotonic() - signalled, 2.5, "it did not wait for its session")
        wait_until(driver, lambda d: state(d) == "running" and "Price: ¥59" in screen_text(d)
                   and SHUTTING_DOWN not in screen_text(d) and notice_text(d) is None,
                   "came back at Goods #2 on the other backend")
        self.assertEqual(metric(metrics(other.address), OPEN), 3, "two newcomers and the page")
        keys(driver, Keys.ESCAPE)
        wait_for_text(driver, "Mechanical keyboard")

    def test_a_session_that_drops_while_draining_can_still_come_back(self):
        backend = self.backend()
        proxy = self.nginx(backend)
        first = self.client(proxy)
        first.wait_for_text("› Goods #1")
        first.key("j")
        first.wait_for_text("› Goods #2")
        backend.signal(signal.SIGTERM)
        first.wait_for_text(SHUTTING_DOWN)
        # The banner stays until dismissed (a push notification's goes after 5 s).
        time.sleep(5.5)
        first.key("j")
        first.wait_for_text("› Goods #3")
        self.assertIn(SHUTTING_DOWN, first.text())
        first.key("esc")
        first.wait_for(lambda c: SHUTTING_DOWN not in c.text(), "dismissed the banner")
        first.drop()
        wait_for_metrics(backend, lambda m: metric(m, DETACHED) == 1, "held the dropped session")
        # A new session is refused (503 before the upgrade, passed on by nginx: no other backend)…
        with self.assertRaises(websocket.WebSocketBadStatusException) as refused:
            self.client(proxy)
        self.assertEqual(refused.exception.status_code, 503)
        # … but the token of a session this server holds gets its app back.
        again = self.client(proxy, f"&token={first.token}")
        again.wait_for_text("› Goods #3")
        self.assertEqual(again.token, first.token)
        # A page that comes back while the server drains is told again.
        again.wait_for_text(SHUTTING_DOWN)
        self.assertEqual(metric(metrics(backend.address), REATTACHED), 1)

    def test_one_refused_return_does_not_send_the_other_pages_elsewhere(self):
        backends = [self.backend("--drain-timeout", "20"), self.backend()]
        proxy = self.nginx(*backends)
        clients = [self.client(proxy) for _ in range(4)]
        for client in clients:
            client.wait_for(lambda c: c.token is not None, "got a session message")
        first, second = [client for client in clients if client.token.startswith("a-")][:2]
        first.drop()
        wait_for_metrics(backends[0], lambda m: metric(m, DETACHED) == 1, "counted the dropped page")
        backends[0].signal(signal.SIGTERM)
        wait_for_health(backends[0], (503, "draining\n"), within=2)
        # Its app ended at the drain's start: the first page is refused there (503) and gets a
        # new app on the other backend...
        back = self.client(proxy, f"&token={first.token}")
        back.wait_for(lambda c: c.token is not None, "got a session message")
        self.assertTrue(back.token.startswith("b-"), back.token)
        # ...and that refusal does not keep the second page from its app on the draining one.
        second.drop()
        again = self.client(proxy, f"&token={second.token}")
        again.wait_for(lambda c: c.token is not None, "got a session message")
        self.assertEqual(again.token, second.token)
        self.assertEqual(metric(metrics(backends[0].address), REATTACHED), 1)

    def test_a_server_without_sessions_exits_at_once(self):
        backend = self.backend()
        started = time.monotonic()
        backend.signal(signal.SIGTERM)
        self.assertEqual(backend.exit_status(within=5), 0)
        self.assertLess(time.monotonic() - started, 5)

    def test_a_detached_session_does_not_hold_the_server(self):
        backend = self.backend()
        client = SessionClient(f"ws://127.0.0.1:{backend.port}/session?width=80&height=24", wait=WAIT)
        self.addCleanup(client.close)
        client.wait_for_text("Mechanical keyboard")
        client.drop()
        wait_for_metrics(backend, lambda m: metric(m, DETACHED) == 1, "counted the detached session")
        started = time.monotonic()
        backend.signal(signal.SIGTERM)
        self.assertEqual(backend.exit_status(within=5), 0)
        self.assertLess(time.monotonic() - started, 5)

    def test_a_second_sigterm_ends_the_draining_at_once(self):
        backend = self.backend()
        client = SessionClient(f"ws://127.0.0.1:{backend.port}/session?width=80&height=24", wait=WAIT)
        self.addCleanup(client.close)
        client.wait_for_text("Mechanical keyboard")
        backend.signal(signal.SIGTERM)
        client.wait_for_text(SHUTTING_DOWN)
        self.assertIsNone(backend.exit_status(within=0.5), "left before its session (drain timeout 60 s)")
        started = time.monotonic()
        backend.signal(signal.SIGTERM)
        self.assertEqual(backend.exit_status(within=5), 0)
        self.assertLess(time.monotonic() - started, 5)
        self.assertEqual(client.wait_for_close(), (4007, "the server is shutting down"))


class PerAddressLimit(ProxyTest):
    def test_behind_a_trusted_proxy_the_forwarded_address_counts(self):
        backend = self.backend("--trusted-proxy", "127.0.0.1", "--max-sessions-per-address", "2")
        proxy = self.nginx(backend)
        before = metric(metrics(backend.address), REFUSED_PER_ADDRESS)
        one = ["X-Forwarded-For: 203.0.113.7"]
        for _ in range(2):
            self.client(proxy, headers=one).wait_for_text("Mechanical keyboard")
        third = self.client(proxy, headers=one)
        self.assertEqual(third.wait_for_close(), (4006, PER_ADDRESS))
        self.client(proxy, headers=["X-Forwarded-For: 203.0.113.8"]).wait_for_text("Mechanical keyboard")
        values = metrics(backend.address)
        self.assertEqual((metric(values, REFUSED_PER_ADDRESS), metric(values, OPEN)), (before + 1, 3))

    def test_a_client_cannot_forge_its_address_past_the_proxy(self):
        # nginx appends the address it saw (127.0.0.2, not a trusted proxy) to the header: that
        # is the client's address, whatever the client wrote before it.
        backend = self.backend("--trusted-proxy", "127.0.0.1", "--max-sessions-per-address", "2")
        proxy = self.nginx(backend)
        for address in ["203.0.113.7", "203.0.113.8"]:
            self.client(proxy, headers=[f"X-Forwarded-For: {address}"], source="127.0.0.2").wait_for_text(
                "Mechanical keyboard")
        third = self.client(proxy, headers=["X-Forwarded-For: 203.0.113.9"], source="127.0.0.2")
        self.assertEqual(third.wait_for_close(), (4006, PER_ADDRESS))
        self.client(proxy, source="127.0.0.3").wait_for_text("Mechanical keyboard")

    def test_without_trusted_proxy_the_header_is_ignored(self):
        backend = self.backend("--max-sessions-per-address", "2")
        proxy = self.nginx(backend)
        before = metric(metrics(backend.address), REFUSED_PER_ADDRESS)
        for address in ["203.0.113.7", "203.0.113.8"]:
            self.client(proxy, headers=[f"X-Forwarded-For: {address}"]).wait_for_text("Mechanical keyboard")
        third = self.client(proxy, headers=["X-Forwarded-For: 203.0.113.9"])
        self.assertEqual(third.wait_for_close(), (4006, PER_ADDRESS))
        self.assertEqual(metric(metrics(backend.address), REFUSED_PER_ADDRESS), before + 1)

    def test_the_page_says_why(self):
        backend = self.backend("--max-sessions-per-address", "2")
        proxy = self.nginx(backend)
        for _ in range(2):
            self.client(proxy).wait_for_text("Mechanical keyboard")
        driver = self.browser()
        driver.get(proxy.address)
        self.assertIn(PER_ADDRESS, notice(driver))
        time.sleep(0.5)
        self.assertNotEqual(state(driver), "reconnecting", "a refused page does not try again")


if __name__ == "__main__":
    # Any further arguments name tests to run: Draining, TwoBackends.test_…
    unittest.main(argv=sys.argv[:1] + sys.argv[2:], verbosity=2)
