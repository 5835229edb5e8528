#ifndef TUISHELL_CNCURSES_SHIM_H
#define TUISHELL_CNCURSES_SHIM_H

// Wide-character curses (get_wch, add_wch, cchar_t) is only declared when this is set.
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/ncurses.h>

// glibc declares wcwidth only for _XOPEN_SOURCE builds, which Swift's Glibc module is not.
extern int wcwidth(wchar_t character);

/// The terminal columns of one character, as curses measures it.
static inline int tuishell_wcwidth(unsigned int character) { return wcwidth((wchar_t)character); }

#endif
