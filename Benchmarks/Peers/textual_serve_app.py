"""The peer app for ../serve_peer.py: what tuishell's demo shows first, as a Textual app that
textual-serve runs once per browser session. Home has a title, two lines, the goods list (and
the demo's other rows), a tab line and a footer; j/k move the selection as in tuishell's lists
(as do the arrows); Enter on a product pushes its detail screen (name, `Price: ¥399`), Esc pops.

    textual-serve's command: python3 Benchmarks/Peers/textual_serve_app.py
"""
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, Header, Label, ListItem, ListView

GOODS = [(1, "Mechanical keyboard", 399), (2, "Terminal mug", 59), (3, "Router handbook", 88)]
MORE = ["A post          app://post/42", "A web page      https://example.com/docs",
        "The blog        aop://blog/redirect", "An alert        app://alert?title=Hello",
        "A mediator call mediator://Order/makeScreen", "x-callback      app://x-callback-url/register"]


class Goods(ListView):
    BINDINGS = [Binding("j", "cursor_down", "Down", show=False), Binding("k", "cursor_up", "Up", show=False)]


class Detail(Screen):
    BINDINGS = [Binding("escape", "app.pop_screen", "Back")]

    def __init__(self, number: int, name: str, price: int) -> None:
        super().__init__()
        self.number, self.goods, self.price = number, name, price

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label(self.goods)
        yield Label(f"Price: ¥{self.price}")
        yield Footer()

    def on_mount(self) -> None:
        self.title = f"Goods #{self.number}"


class Shop(App):
    TITLE = "Home"

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label("Not logged in")
        yield Label("")
        yield Label("Goods, then more demos")
        yield Goods(*[ListItem(Label(f"Goods #{number}  {name}  ¥{price}")) for number, name, price in GOODS],
                    *[ListItem(Label(label)) for label in MORE])
        yield Label("1 Home │ 2 Orders │ 3 Mine │ 4 Lab")
        yield Footer()

    def on_list_view_selected(self, event: ListView.Selected) -> None:
        index = event.list_view.index
        if index is not None and index < len(GOODS):
            self.push_screen(Detail(*GOODS[index]))


if __name__ == "__main__":
    Shop().run()
