"""Textual's push_screen/pop_screen for N screens under run_test (the headless pilot), the peer
of `tuishell script` opening N screens through the router and going back N times."""
import asyncio
import sys
import time

from textual.app import App
from textual.screen import Screen
from textual.widgets import Label


class Post(Screen):
    def __init__(self, number: int) -> None:
        super().__init__()
        self.number = number

    def compose(self):
        yield Label(f"Post {self.number}")


async def main(count: int) -> None:
    app = App()
    async with app.run_test(size=(80, 24)) as pilot:
        start = time.perf_counter()
        for number in range(count):
            await app.push_screen(Post(number))
        await pilot.pause()
        for _ in range(count):
            await app.pop_screen()
        await pilot.pause()
        elapsed = time.perf_counter() - start
        assert len(app.screen_stack) == 1
    print(f"textual push+pop {count}: {elapsed * 1000:.0f} ms")


asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000))
