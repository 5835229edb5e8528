"""A minimal Textual app drawing what tuishell's first frame shows: a title, three list rows,
a tab line and a footer. Used by ../first-frame.py as the peer for time to first frame."""
from textual.app import App, ComposeResult
from textual.widgets import Footer, Header, ListItem, ListView, Label


class Shop(App):
    def compose(self) -> ComposeResult:
        yield Header()
        yield ListView(
            ListItem(Label("Goods #1  Mechanical keyboard  ¥399")),
            ListItem(Label("Goods #2  Terminal mug  ¥59")),
            ListItem(Label("Goods #3  Router handbook  ¥88")),
        )
        yield Label("1 Home │ 2 Orders │ 3 Mine │ 4 Lab")
        yield Footer()


if __name__ == "__main__":
    Shop().run()
