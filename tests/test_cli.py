"""Issue 15 (command line): every bad value ends in one line on stderr and exit 2, never a
traceback; help lists the registry's games, levels and personalities; simulate says why a
game failed and shows progress on long runs."""
from __future__ import annotations

import json

import pytest

from zoo_desktop import __version__
from zoo_desktop.cli import main, progress_line
from zoo_desktop.games import GAMES, bot_classes


def run(argv, capsys):
    """main(argv) -> (exit code, stdout, stderr); argparse's exits become codes."""
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


def refused(argv, capsys, *words):
    code, out, err = run(argv, capsys)
    assert code == 2, (code, out, err)
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    for w in words:
        assert w in err, (w, err)
    return err


@pytest.mark.parametrize("argv, words", [
    (["simulate", "gorilla", "--bots", "expert"], ["'expert'", "normal:aggressive", "normal:cautious"]),
    (["simulate", "keepers", "--players", "2", "--bots", "aggressive"], ["'aggressive'", "easy, normal, hard"]),
    (["simulate", "gorilla", "--options", "{bad"], ["--options", "not JSON"]),
    (["simulate", "gorilla", "--options", "[1]"], ["not a JSON object"]),
    (["simulate", "gorilla", "--options", '{"nope": true}'], ["unknown option 'nope'", "match_target"]),
    (["simulate", "gorilla", "--options", '{"match": 1}'], ["cannot be 1", "false, true"]),
    (["simulate", "gorilla", "--players", "2"], ["gorilla is for 3-5 players"]),
    (["simulate", "gorilla", "--games", "-1"], ["--games", "at least 1"]),
    (["simulate", "gorilla", "--games", "zero"], ["--games", "not a whole number"]),
    (["simulate", "chess"], ["invalid choice: 'chess'", "'gorilla'"]),
    (["--size", "abc"], ["--size", "WIDTHxHEIGHT"]),
    (["--size", "0x720"], ["--size"]),
    (["--new", "chess"], ["--new", "invalid choice: 'chess'", "'architect'"]),
    (["--new", "gorilla", "--seats", "human,robot"], ["unknown seat 'robot'", "human, easy"]),
    (["--new", "gorilla", "--seats", "human,easy"], ["gorilla is for 3-5 players, not 2"]),
    (["--new", "gorilla", "--seats", "human,,easy"], ["comma-separated"]),
    (["--seats", "human,easy,easy"], ["--new"]),
    (["--smoke", "--only", "nosuchscene"], ["unknown scene nosuchscene", "menu", "gorilla-table"]),
    (["--frames", "0"], ["--frames"]),
    (["--smoke", "--lang", "xx"], ["--lang", "invalid choice: 'xx'", "'uk'"]),
])
def test_bad_values_get_one_line_and_exit_2(argv, words, capsys):
    refused(argv, capsys, *words)


def test_version(capsys):
    code, out, _ = run(["--version"], capsys)
    assert code == 0 and out.strip() == f"zoo-desktop {__version__}"


def test_help_lists_the_registry(capsys):
    code, out, _ = run(["--help"], capsys)
    assert code == 0
    flat = " ".join(out.split())
    for gid in GAMES:
        assert f"{gid} (" in flat
        for kind in bot_classes(gid):
            assert kind in flat, kind
    code, out, _ = run(["simulate", "--help"], capsys)
    flat = " ".join(out.split())
    assert "gorilla (3-5 players)" in flat and "normal:traveller" in flat and "match_target" in flat



def test_every_option_has_help():
    from zoo_desktop.cli import parser
    p = parser()
    for sub in (p, p.simulate_parser):
        for a in sub._actions:
            if a.dest not in ("help", "cmd"):
                assert a.help, f"{sub.prog} {a.option_strings or a.dest} has no help text"


def test_personality_alone_is_shorthand_where_unambiguous(capsys):
    code, out, err = run(["simulate", "gorilla", "--bots", "aggressive,easy", "--games", "1", "--quiet"], capsys)
    assert code == 0, err
    res = json.loads(out)
    assert res["bots"] == ["normal:aggressive", "easy", "normal:aggressive"] and res["finished"] == 1


def test_simulate_says_why_a_game_failed(capsys, monkeypatch):
    import zoo_desktop.simulate as sim

    def broken(*a, **k):
        raise RuntimeError("stuck: nobody can act")
    monkeypatch.setattr(sim, "play_one", broken)
    code, out, err = run(["simulate", "keepers", "--players", "2", "--games", "2", "--quiet"], capsys)
    assert code == 1
    assert "2 of 2 games failed" in err and "RuntimeError: stuck: nobody can act" in err
    assert json.loads(out)["first_error"] == "RuntimeError: stuck: nobody can act"


class FakeStream:
    def __init__(self, tty):
        self.tty, self.text = tty, ""

    def isatty(self):
        return self.tty

    def write(self, s):
        self.text += s

    def flush(self):
        pass


def test_progress_line_after_the_first_seconds(monkeypatch):
    import zoo_desktop.cli as cli
    clock = [100.0]
    monkeypatch.setattr(cli.time, "perf_counter", lambda: clock[0])
    stream = FakeStream(tty=False)
    report = progress_line(stream, after_s=2.0)
    clock[0] += 1.0
    report(1, 10)
    assert stream.text == ""          # short runs stay quiet
    clock[0] += 2.0
    report(2, 10)
    assert stream.text == "simulate: 2/10 games, 3 s, about 12 s left\n"
    clock[0] += 1.0
    report(3, 10)                     # not a terminal: at most every 10 s
    assert stream.text.count("\n") == 1
    clock[0] += 20.0
    report(10, 10)
    assert stream.text.splitlines()[-1].startswith("simulate: 10/10 games")


def test_smoke_lang_draws_the_screens_in_that_language(tmp_path, monkeypatch):
    """--smoke --lang: the menu drawn in Ukrainian is another picture than the English one (and the
    English default is unchanged by an earlier Ukrainian run)."""
    import pygame
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    shots = {}
    for lang in ("uk", "en"):
        out = tmp_path / lang
        assert main(["--smoke", "--only", "menu", "--lang", lang, "--screenshot", str(out), "--size", "1280x720"]) == 0
        shots[lang] = pygame.image.tobytes(pygame.image.load(str(out / "menu.png")), "RGB")
    assert shots["uk"] != shots["en"]
    assert main(["--smoke", "--only", "menu", "--screenshot", str(tmp_path / "default"), "--size", "1280x720"]) == 0
    assert pygame.image.tobytes(pygame.image.load(str(tmp_path / "default" / "menu.png")), "RGB") == shots["en"]
