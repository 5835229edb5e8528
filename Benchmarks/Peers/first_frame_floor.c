/* The floor for tuishell's first frame (Benchmarks/first-frame.py): a C program that starts
 * ncursesw the way the app does (locale, newterm on the terminal) and draws the line the
 * timer waits for, then waits to be killed.
 *
 *     cc -O2 first_frame_floor.c -lncursesw -o first_frame_floor
 */
#include <locale.h>
#include <ncurses.h>
#include <unistd.h>

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    mvaddstr(8, 3, "Goods #3  Router handbook  \xc2\xa5" "88");
    refresh();
    for (;;) pause();
}
