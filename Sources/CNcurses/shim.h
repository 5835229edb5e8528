#ifndef TUISHELL_CNCURSES_SHIM_H
#define TUISHELL_CNCURSES_SHIM_H

// Wide-character curses (get_wch, add_wch, cchar_t) is only declared when this is set.
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/ncurses.h>

#endif
