#ifndef TUISHELL_CNCURSES_SHIM_H
#define TUISHELL_CNCURSES_SHIM_H

// Wide-character curses (get_wch, add_wch, cchar_t) is only declared when this is set.
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <wchar.h>
#if defined(__APPLE__)
// The SDK's ncurses is built with wide-character support under its plain name.
#include <ncurses.h>
#else
#include <ncursesw/ncurses.h>
#endif

// glibc declares wcwidth only for _XOPEN_SOURCE builds, which Swift's Glibc module is not.
extern int wcwidth(wchar_t character);

/// The terminal columns of one character, as curses measures it.
static inline int tuishell_wcwidth(unsigned int character) { return wcwidth((wchar_t)character); }

/// Whether the current terminal can place the cursor (terminfo's `cup`); `TERM=dumb` cannot.
static inline int tuishell_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != 0 && cup != (char *)-1;
}

/// How many colours and colour pairs the terminal has (globals Swift 6 will not read directly).
static inline int tuishell_colors(void) { return COLORS; }
static inline int tuishell_color_pairs(void) { return COLOR_PAIRS; }

/// Stops curses from taking SGR mouse reports (`ESC [ <`, xterm's kmous) as its own KEY_MOUSE,
/// so they reach the app's parser the same way on every terminal type.
static inline void tuishell_leave_mouse_reports_to_the_app(void) { define_key("\033[<", 0); }

/// Starts curses on stdin/stdout like initscr(), but returns 0 instead of exiting the process
/// when TERM names a terminal terminfo does not know; else the standard screen.
static inline WINDOW *tuishell_newterm(void) {
    return newterm(0, stdout, stdin) != 0 ? stdscr : 0;
}

#endif
