// The page's side of a served tuishell app: draws the frames the server sends (rows of runs of
// cells) and sends keys, clicks, the wheel, pastes and the window's size in cells back over one
// WebSocket. The address follows the screen on top (?open=URL), so it can be copied and shared.
// For a screen reader, the narration the server sends gives the frame a structure (a listbox of
// rows with the focused one active, a dialog, the tabs) and its lines go to a live region.
"use strict";

const screen = document.getElementById("screen");
const stage = document.getElementById("stage");
const tabList = document.getElementById("tabs");
const narrationLog = document.getElementById("narration");
const notice = document.getElementById("notice");
const probe = document.getElementById("probe");
// The server titles the page with the app's name; the screen's link goes before it.
const appName = document.title;
const cell = { width: probe.getBoundingClientRect().width / probe.textContent.length, height: 18 };
let rows = [];

// Sizes the server accepts, in cells.
const limits = { width: [20, 500], height: [6, 200] };
const clamp = (value, [low, high]) => Math.min(Math.max(value, low), high);

function windowSize() {
  return {
    width: clamp(Math.floor(window.innerWidth / cell.width), limits.width),
    height: clamp(Math.floor(window.innerHeight / cell.height), limits.height),
  };
}

// The session's token, kept per tab (a reload keeps it, another tab does not see it): a socket
// that drops comes back to the same app while the server still holds it.
const tokenKey = "tuishell.token";
let socket = null;
let everOpened = false;

function sessionURL() {
  const size = windowSize();
  const url = new URL("/session", location.href);
  url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
  // The address's link, which follows the screen on top: where a new app starts.
  const open = new URLSearchParams(location.search).get("open");
  if (open) url.searchParams.set("open", open);
  url.searchParams.set("width", size.width);
  url.searchParams.set("height", size.height);
  const token = sessionStorage.getItem(tokenKey);
  if (token) url.searchParams.set("token", token);
  return url;
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function draw(frame) {
  document.body.style.background = frame.page[1];
  screen.dataset.cols = frame.width;
  screen.dataset.rows = frame.height;
  while (rows.length < frame.height) {
    const row = document.createElement("div");
    row.className = "row";
    row.dataset.row = rows.length;
    row.id = "row-" + rows.length;
    row.setAttribute("role", "option");
    screen.appendChild(row);
    rows.push(row);
  }
  while (rows.length > frame.height) rows.pop().remove();
  for (const [index, runs] of frame.rows) {
    const row = rows[index];
    row.replaceChildren(...runs.map(([column, cells, text, foreground, background, attributes]) => {
      const span = document.createElement("span");
      span.className = "run" + (attributes & 1 ? " b" : "") + (attributes & 2 ? " u" : "") + (attributes & 4 ? " d" : "");
      span.style.width = cells * cell.width + "px";
      span.style.color = foreground;
      span.style.background = background;
      span.textContent = text;
      return span;
    }));
  }
  if ("url" in frame) {
    const address = new URL(location.href);
    if (frame.url) address.searchParams.set("open", frame.url); else address.searchParams.delete("open");
    history.replaceState(null, "", address);
    document.title = frame.url ? frame.url + " — " + appName : appName;
  }
  screen.dataset.state = "running";
  // New rows (a taller frame) need the focus marked again.
  showOutline();
}

// The screen's structure from the last narration: its title, the tabs, the dialog on top, the
// focused row.
let outline = null;
// Lines the live region keeps: enough for a screen reader's review, not a growing document.
const narrationKept = 30;

function narrate(message) {
  outline = message.outline;
  for (const line of message.lines) {
    const entry = document.createElement("div");
    entry.textContent = line;
    narrationLog.appendChild(entry);
  }
  while (narrationLog.childElementCount > narrationKept) narrationLog.firstElementChild.remove();
  showOutline();
}

function showOutline() {
  if (!outline) return;
  screen.setAttribute("aria-label", outline.title);
  const focused = outline.focusRow !== null ? rows[outline.focusRow] : undefined;
  for (const row of rows) {
    if (row === focused) row.setAttribute("aria-selected", "true"); else row.removeAttribute("aria-selected");
  }
  if (focused) screen.setAttribute("aria-activedescendant", focused.id);
  else screen.removeAttribute("aria-activedescendant");
  const dialog = outline.dialog;
  if (dialog) {
    stage.setAttribute("role", dialog.isAlert ? "alertdialog" : "dialog");
    stage.setAttribute("aria-modal", "true");
    stage.setAttribute("aria-label", dialog.title);
  } else {
    for (const name of ["role", "aria-modal", "aria-label"]) stage.removeAttribute(name);
  }
  showTabs();
}

// One tab per tab of the app; activating one presses its digit, as a sighted user would.
function showTabs() {
  const names = outline.tabs;
  if (tabList.childElementCount !== names.length ||
      names.some((name, index) => tabList.children[index].textContent !== name)) {
    tabList.replaceChildren(...names.map((name, index) => {
      const tab = document.createElement("button");
      tab.setAttribute("role", "tab");
      tab.tabIndex = -1;
      tab.textContent = name;
      tab.addEventListener("click", () => {
        screen.focus();
        if (!outline.tabsCovered && index < 9) send({ type: "key", key: String(index + 1) });
      });
      return tab;
    }));
  }
  [...tabList.children].forEach((tab, index) => {
    tab.setAttribute("aria-selected", index === outline.selectedTab ? "true" : "false");
    if (outline.tabsCovered) tab.setAttribute("aria-disabled", "true"); else tab.removeAttribute("aria-disabled");
  });
}

function download(svg) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  link.download = "tuishell-" + new Date().toISOString().replace(/[:.]/g, "-") + ".svg";
  link.click();
  URL.revokeObjectURL(link.href);
}

function showNotice(text, code) {
  notice.textContent = text;
  notice.dataset.code = code;
  notice.hidden = false;
}

const closeReasons = {
  1006: "The connection to the server was lost.",
  1009: "The page sent a message larger than the server accepts.",
};
// Closes that do not end the session: the page comes back (to another server, behind a proxy).
const dropped = new Set([1001, 1005, 1006, 1011, 1012, 4007]);
const backoff = [250, 500, 1000, 2000];
let grace = 30;
let lostSince = null;
let attempt = 0;

function connect() {
  socket = new WebSocket(sessionURL());
  socket.addEventListener("open", () => {
    everOpened = true;
    lostSince = null;
    attempt = 0;
    notice.hidden = true;
  });
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "frame") draw(message);
    else if (message.type === "narration") narrate(message);
    else if (message.type === "session") {
      sessionStorage.setItem(tokenKey, message.token);
      grace = message.grace;
    } else if (message.type === "screenshot") download(message.svg);
  });
  socket.addEventListener("close", (event) => {
    if (dropped.has(event.code)) return reconnect(event);
    screen.dataset.state = "closed";
    sessionStorage.removeItem(tokenKey);
    showNotice("Session ended: " + (event.reason || closeReasons[event.code] || "code " + event.code) +
      "\nReload the page to start a new one.", event.code);
  });
}

// Tries again with growing pauses until the server could no longer hold the app (its grace, and
// a little more for a server that is starting), then says why it gave up.
async function reconnect(event) {
  lostSince = lostSince ?? Date.now();
  if (Date.now() - lostSince > (grace + 10) * 1000) {
    screen.dataset.state = "closed";
    let why = event.reason || closeReasons[event.code] || "code " + event.code;
    if (!everOpened) {
      // A refused start (a draining server answers 503 before the WebSocket) says why in text.
      const answer = await fetch(sessionURL().href.replace(/^ws/, "http")).catch(() => null);
      if (answer && answer.status === 503) why = (await answer.text()).trim();
    }
    return showNotice("Session ended: " + why + "\nReload the page to start a new one.", event.code);
  }
  screen.dataset.state = "reconnecting";
  showNotice("Connection lost; reconnecting…", event.code);
  setTimeout(connect, backoff[Math.min(attempt++, backoff.length - 1)]);
}

connect();

// Key names as tuishell scripts write them.
const named = {
  Enter: "enter", Escape: "esc", Backspace: "backspace", Delete: "delete", ArrowUp: "up", ArrowDown: "down",
  ArrowLeft: "left", ArrowRight: "right", Home: "home", End: "end", PageUp: "pgup", PageDown: "pgdn", " ": "space",
};

function keyName(event) {
  if (event.metaKey || event.altKey) return null;
  if (event.key === "Tab") return event.shiftKey ? "shift+tab" : "tab";
  if (event.ctrlKey) {
    // Ctrl+V pastes through the paste event; other letters are the app's.
    return /^[a-z]$/i.test(event.key) && event.key.toLowerCase() !== "v" ? "ctrl+" + event.key.toLowerCase() : null;
  }
  if (named[event.key]) return named[event.key];
  if (/^F([1-9]|1[0-2])$/.test(event.key)) return event.key.toLowerCase();
  return [...event.key].length === 1 ? event.key : null;
}

document.addEventListener("keydown", (event) => {
  const name = keyName(event);
  if (!name) return;
  event.preventDefault();
  send({ type: "key", key: name });
});

document.addEventListener("paste", (event) => {
  const text = event.clipboardData.getData("text");
  event.preventDefault();
  if (text) send({ type: "paste", text });
});

function cellAt(event) {
  const box = screen.getBoundingClientRect();
  return {
    column: Math.max(0, Math.floor((event.clientX - box.left) / cell.width)),
    row: Math.max(0, Math.floor((event.clientY - box.top) / cell.height)),
  };
}

screen.addEventListener("mousedown", (event) => {
  if (event.button !== 0) return;
  screen.focus();
  send({ type: "click", ...cellAt(event) });
});

// A trackpad sends dozens of wheel events a second: one step per 40 ms is plenty.
let lastWheel = 0;
screen.addEventListener("wheel", (event) => {
  event.preventDefault();
  if (event.deltaY === 0 || event.timeStamp - lastWheel < 40) return;
  lastWheel = event.timeStamp;
  send({ type: "wheel", direction: event.deltaY < 0 ? "up" : "down", ...cellAt(event) });
}, { passive: false });

let resizeTimer;
window.addEventListener("resize", () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => send({ type: "resize", ...windowSize() }), 100);
});

screen.focus();
