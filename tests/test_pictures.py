"""Pictures (issue 13 item 7). Every species of the four games shows a vendored picture that is
listed in assets/manifest.json with its source and licence; it shows that animal or a relative a
player accepts (the reported ones: no ibex as a llama, no ostrich as a flamingo, no sea lion as a
lion, no manatee as a dolphin); and Zoo Architect's sponsors and projects are told apart by their
pictures, on the card faces and in the zoom drawn by the table."""
from __future__ import annotations

import json
import re

import pygame
import pytest
from uidriver import make_app, post

from zoo_desktop.engine import GameConfig
from zoo_desktop.engine.session import Session
from zoo_desktop.games.architect.cards import CARDS
from zoo_desktop.games.architect.rules import ZooArchitect
from zoo_desktop.games.gorilla.cards import CARDS as GORILLA
from zoo_desktop.games.keepers.cards import SPECIES as KEEPERS
from zoo_desktop.games.research.cards import SPECIES as RESEARCH
from zoo_desktop.paths import assets_dir
from zoo_desktop.ui.scene import make_table
from zoo_desktop.games.architect.table import art as A

ASSETS = assets_dir()
MANIFEST = json.loads((ASSETS / "manifest.json").read_text(encoding="utf-8"))


def species() -> list[tuple[str, str, str, str]]:
    """(game, id, species name, picture) of every species card of the four games."""
    out = [("architect", c.id, c.name, c.art) for c in CARDS.cards.values() if c.type == "animal"]
    out += [("keepers", s.id, s.name, s.art) for s in KEEPERS.values()]
    out += [("research", s.id, s.name, s.art) for s in RESEARCH.values()]
    out += [("gorilla", c.animal, c.name.removeprefix("animal."), c.art) for c in GORILLA.values()
            if c.kind != "joker"]
    return out


# ----------------------------------------------------------------------------- vendored, with licence
def test_every_species_picture_is_a_vendored_file_with_its_source_and_licence():
    sources = MANIFEST["sources"]
    licence_text = {"MIT": "Permission is hereby granted", "OFL-1.1": "SIL OPEN FONT LICENSE",
                    "CC-BY-3.0": "Attribution 3.0 Unported"}
    for s in sources.values():
        text = (ASSETS / s["licence_file"]).read_text(encoding="utf-8")
        assert s["licence"] in licence_text and len(text) > 500
        assert licence_text[s["licence"]] in text
    missing = []
    for game, sid, name, art in species():
        rel = MANIFEST["animals"].get(art)
        if rel is None or not (ASSETS / rel).is_file():
            missing.append((game, sid, name, art))
            continue
        src = MANIFEST["origin"][rel].split(":", 1)[0]
        assert src in sources, (rel, src)
        assert (ASSETS / rel).read_bytes().lstrip().startswith(b"<svg"), rel
    assert missing == []


def test_game_icons_pictures_credit_their_authors_and_changes():
    """CC BY 3.0 asks for the author of each icon, the licence and a note of the changes: every
    game-icons picture is named, with its original icon and author, in its licence file and in
    CREDITS.md, and both say the pictures were recoloured."""
    credits = (ASSETS / "CREDITS.md").read_text(encoding="utf-8")
    notice = (ASSETS / MANIFEST["sources"]["game-icons"]["licence_file"]).read_text(encoding="utf-8")
    ours = {rel: o.split(":", 1)[1] for rel, o in MANIFEST["origin"].items() if o.startswith("game-icons:")}
    assert len(ours) >= 15
    for rel, original in ours.items():
        author = original.split("/")[0]
        assert rel in notice and original in notice, rel
        assert f"`{rel.rsplit('/', 1)[1]}`" in credits and author.replace("-", " ") in credits.lower(), rel
    assert "modified: recoloured" in credits.lower() and "modified: recoloured" in notice.lower()
    assert "https://game-icons.net" in credits and "CC BY 3.0" in credits


def test_every_asset_file_is_in_the_manifest_with_its_origin():
    """No file ships without an entry (and so a licence), and no entry names a missing file."""
    listed = {rel for kind in ("fonts", "animals", "icons") for rel in MANIFEST[kind].values()}
    on_disk = {p.relative_to(ASSETS).as_posix() for p in ASSETS.rglob("*") if p.suffix in (".svg", ".ttf")}
    assert on_disk == listed
    assert set(MANIFEST["origin"]) == listed
    for rel, origin in MANIFEST["origin"].items():
        src, original = origin.split(":", 1)
        assert src in MANIFEST["sources"] and original, rel


def test_every_card_picture_renders():
    pygame.init()
    for kind in ("animals", "icons"):
        for name in MANIFEST[kind]:
            img = pygame.image.load_sized_svg(str(ASSETS / MANIFEST[kind][name]), (32, 32))
            assert img.get_bounding_rect().w > 8, name
    for cid in CARDS.cards:
        pic = A.card_pic(cid)
        for kind, name in (pic.main,) + ((pic.badge,) if pic.badge else ()):
            assert name in MANIFEST[kind], (cid, kind, name)


# ----------------------------------------------------------------------------- the right animal
# species (a pattern on the name, in every game) -> the pictures that may show it: its own, a member
# of its family or order that a player accepts, or (where no set has a relative) our own drawing of
# it (tools/draw_species.py); no species shows a mere look-alike of its class
ACCEPTED = [
    (r"\bibex\b", {"goat"}),                       # reported: shown as a llama
    (r"\bostrich\b", {"ostrich"}),                 # reported: shown as a flamingo
    (r"\bsea lion\b", {"seal"}),                   # reported: shown as a lion
    (r"\bmanatee\b", {"manatee"}),                # reported: shown as a dolphin (then a seal)
    (r"\bdugong\b", {"dugong"}),
    (r"\bemu\b|cassowary", {"cassowary"}),         # the emu is a cassowary's family member
    (r"bustard", {"bustard"}),
    (r"warthog", {"boar"}),
    (r"\brat\b", {"rat"}),
    (r"tapir", {"tapir"}),
    (r"anteater", {"anteater"}),
    (r"\beel\b", {"eel"}),
    (r"sturgeon", {"fish"}),
    (r"krill|mantis shrimp", {"shrimp"}),
    (r"salamander", {"salamander"}),
    (r"axolotl|\bolm\b", {"axolotl"}),              # the olm: a salamander with gills too
    (r"frog|mantella", {"frog"}),
    (r"\bduck\b|eider", {"duck"}),
    (r"pigeon", {"dove", "dodo"}),
    (r"hyena", {"hyena"}),
    (r"lynx|serval|cheetah|jaguar|puma|leopard(?! seal)", {"cat", "cat_face", "black_cat", "panther", "lion", "tiger"}),
    (r"wild dog|dingo|wolf", {"dog", "wolf", "fox"}),
    (r"platypus", {"platypus"}),
    (r"tasmanian devil", {"tasmanian_devil"}),
    (r"pronghorn", {"pronghorn"}),
    (r"quetzal", {"quetzal"}),
    (r"kookaburra", {"kookaburra"}),
    (r"echidna", {"echidna"}),
    (r"\blemur\b", {"lemur"}),
    (r"tuatara", {"tuatara"}),
    (r"shoebill", {"shoebill"}),
    (r"great hornbill", {"hornbill"}),
    (r"ground hornbill", {"ground_hornbill"}),
    (r"toucan", {"toucan"}),
    (r"white stork", {"stork"}),
    (r"crane", {"crane"}),
    (r"albatross", {"albatross"}),
    (r"capybara|guinea pig", {"capybara"}),
    (r"raven", {"raven"}),
    (r"mandrill", {"mandrill"}),
    (r"nautilus", {"nautilus"}),
    (r"chameleon|frilled lizard", {"chameleon"}),  # the frilled lizard: an agamid, the chameleons' sister family
    (r"komodo", {"gecko"}),
    (r"oryx|saiga", {"goat"}),
    (r"okapi|giraffe", {"giraffe"}),
    (r"\bbear\b", {"bear", "polar_bear", "panda", "teddy_bear"}),
    (r"penguin", {"penguin"}),
    (r"eagle(?!-owl)|falcon|secretary", {"eagle"}),
    (r"condor", {"vulture"}),                      # a New World vulture
    (r"orca|dolphin|porpoise", {"dolphin"}),
    (r"tortoise|turtle", {"turtle"}),
    (r"crocodile|alligator|gharial", {"crocodile"}),
    (r"gorilla|chimpanzee|bonobo|orangutan", {"gorilla", "orangutan"}),
    (r"\bseal\b", {"seal"}),
]


def test_no_species_shows_an_animal_outside_its_accepted_pictures():
    wrong, unused = [], []
    for pattern, allowed in ACCEPTED:
        hits = [s for s in species() if re.search(pattern, s[2], re.I)]
        if not hits:
            unused.append(pattern)
        wrong += [(game, sid, name, art) for game, sid, name, art in hits if art not in allowed]
    assert wrong == []
    assert unused == []          # every row of the table still finds its species


@pytest.mark.parametrize("name,was", [("ibex", "llama"), ("ostrich", "flamingo"), ("sea lion", "lion"),
                                      ("manatee", "dolphin")])
def test_reported_species_no_longer_show_the_wrong_animal(name, was):
    hits = [s for s in species() if name in s[2].lower()]
    assert hits and all(art != was for *_, art in hits)


# species the Fluent set has no picture of, that showed a look-alike of their class (a turkey for the
# ostrich, a wolf for the hyena, a frog for the salamanders): each now shows its own animal or a member of
# its family from game-icons.net (issue "species pictures that match the species")
OWN_OR_FAMILY = [
    (r"ostrich", "ostrich", "Struthionidae"), (r"\bemu\b|cassowary", "cassowary", "Casuariidae"),
    (r"toucan", "toucan", "Ramphastidae"), (r"shoebill", "shoebill", "Balaenicipitidae"),
    (r"raven", "raven", "Corvidae"), (r"condor", "vulture", "New World vultures"),
    (r"hyena", "hyena", "Hyaenidae"), (r"tapir", "tapir", "Tapiridae"), (r"anteater", "anteater", "Myrmecophagidae"),
    (r"capybara|guinea pig", "capybara", "Caviidae"), (r"mandrill", "mandrill", "Cercopithecidae"),
    (r"axolotl", "axolotl", "Ambystomatidae"), (r"salamander", "salamander", "Caudata"),
    (r"chameleon", "chameleon", "Chamaeleonidae"), (r"\beel\b", "eel", "Anguillidae"),
    (r"nautilus", "nautilus", "Nautilidae"),
]


@pytest.mark.parametrize("pattern,picture,family", OWN_OR_FAMILY)
def test_species_without_a_fluent_picture_show_their_own_or_their_family(pattern, picture, family):
    hits = [s for s in species() if re.search(pattern, s[2], re.I)]
    assert hits and [s for s in hits if s[3] != picture] == [], family
    assert MANIFEST["origin"][MANIFEST["animals"][picture]].startswith("game-icons:")


# species no art set has, that showed a look-alike of their class (a badger for the Tasmanian devil, a
# beaver for the platypus, a seal for the manatee, a heron for the stork): each now shows our own
# drawing of it, named for it (tools/draw_species.py, origin "zoo-desktop:")
OWN_DRAWING = [
    (r"tasmanian devil", "tasmanian_devil", "badger"), (r"platypus", "platypus", "beaver"),
    (r"\bmanatee\b", "manatee", "seal"), (r"\bdugong\b", "dugong", "seal"), (r"pronghorn", "pronghorn", "deer"),
    (r"bustard", "bustard", "turkey"), (r"quetzal", "quetzal", "parrot"), (r"kookaburra", "kookaburra", "bird"),
    (r"echidna", "echidna", "hedgehog"), (r"ring-tailed lemur", "lemur", "speak_no_evil_monkey"),
    (r"tuatara", "tuatara", "lizard"), (r"great hornbill", "hornbill", "toucan"),
    (r"ground hornbill", "ground_hornbill", "toucan"), (r"white stork", "stork", "heron"),
    (r"red-crowned crane", "crane", "heron"), (r"albatross", "albatross", "seagull"),
]


@pytest.mark.parametrize("pattern,picture,was", OWN_DRAWING)
def test_species_no_set_has_show_our_own_drawing_of_them(pattern, picture, was):
    hits = [s for s in species() if re.search(pattern, s[2], re.I)]
    assert hits and [s for s in hits if s[3] != picture] == [], (was, hits)
    assert MANIFEST["origin"][MANIFEST["animals"][picture]].startswith("zoo-desktop:")


def test_own_drawings_are_what_the_tool_writes_under_the_projects_licence(tmp_path):
    """The drawings' source is tools/draw_species.py: the shipped files are its output (an edit
    goes into the tool), every one is in the tool and the tool draws no unlisted picture, and
    their licence file carries the project's LICENSE."""
    import importlib.util
    from pathlib import Path
    root = Path(__file__).resolve().parents[1]
    spec = importlib.util.spec_from_file_location("draw_species", root / "tools" / "draw_species.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    ours = {rel.rsplit("/", 1)[1].removesuffix(".svg") for rel, o in MANIFEST["origin"].items()
            if o.startswith("zoo-desktop:")}
    assert ours == set(tool.DRAW) and len(ours) >= 16
    for name in ours:
        assert (ASSETS / MANIFEST["animals"][name]).read_text(encoding="utf-8") == tool.svg(name), name
    licence = (ASSETS / MANIFEST["sources"]["zoo-desktop"]["licence_file"]).read_text(encoding="utf-8")
    assert (root / "LICENSE").read_text(encoding="utf-8").strip() in licence


def test_a_picture_serves_at_most_two_architect_species():
    from collections import Counter
    uses = Counter(c.art for c in CARDS.cards.values() if c.type == "animal")
    assert max(uses.values()) <= 2, uses.most_common(3)


BIRDS = {"bird", "blackbird", "chicken", "dodo", "dove", "duck", "eagle", "flamingo", "owl", "parrot", "peacock",
         "penguin", "rooster", "swan", "turkey",
         "cassowary", "heron", "ostrich", "raven", "seagull", "shoebill", "toucan", "vulture",
         "albatross", "bustard", "crane", "ground_hornbill", "hornbill", "kookaburra", "quetzal", "stork"}
REPTILES = {"crocodile", "dragon", "lizard", "snake", "turtle", "gecko", "chameleon", "tuatara"}
AMPHIBIANS = {"frog", "axolotl", "salamander"}
NOT_MAMMALS = BIRDS | REPTILES | AMPHIBIANS | {
    "bee", "butterfly", "crab", "fish", "jellyfish", "octopus", "shark", "shrimp", "spiral_shell", "squid",
    "eel", "nautilus",
    "tropical_fish", "blowfish", "bus", "joker", "sauropod"}
KEEPERS_CLASS = {"BIR": BIRDS, "REP": REPTILES, "AMP": AMPHIBIANS}


def test_keepers_pictures_are_of_the_species_class():
    """Species Keepers' objectives count classes: an amphibian is not pictured as a lizard."""
    bad = [(s.id, s.name, s.cls, s.art) for s in KEEPERS.values()
           if (s.art not in KEEPERS_CLASS[s.cls] if s.cls in KEEPERS_CLASS else s.art in NOT_MAMMALS)]
    assert bad == []


def test_architect_category_pictures_match_the_category():
    ok = {"bird": BIRDS, "reptile": REPTILES | AMPHIBIANS, "bear": {"bear", "polar_bear", "panda", "teddy_bear"},
          "primate": {"gorilla", "orangutan", "monkey", "monkey_face", "hear_no_evil_monkey", "see_no_evil_monkey",
                      "speak_no_evil_monkey", "mandrill", "lemur"}}
    bad = [(c.id, c.name, c.art) for c in CARDS.cards.values() if c.type == "animal"
           for cat in c.categories if cat in ok and c.art not in ok[cat]]
    bad += [(c.id, c.name, c.art) for c in CARDS.cards.values() if c.type == "animal"
            and set(c.categories) & {"predator", "herbivore"} and c.art in NOT_MAMMALS]
    assert bad == []


# ----------------------------------------------------------------------------- sponsors and projects
def of_type(kind: str) -> list[str]:
    return [cid for cid, c in CARDS.cards.items() if c.type == kind]


def drawn_picture(face: pygame.Surface, full: bool, cid: str | None = None) -> bytes:
    """The pixels of a face's picture (a card whose long name takes a taller band, `cid`, has it
    lower and smaller)."""
    r = A.pic_rect(face.get_width(), face.get_height(), full, cid)
    return pygame.image.tobytes(face.subsurface(r).copy(), "RGB")


def test_sponsor_and_project_faces_draw_distinct_pictures():
    """Before: 20 pictures for 64 sponsors, and every release project the same seedling. Now the
    picture shows the subject and the badge what the card does: pictures are shared only by cards
    of one kind (the same subject and effect)."""
    pygame.init()
    for kind, least in (("sponsor", 48), ("project", 34)):
        ids = of_type(kind)
        pics = {A.card_pic(cid) for cid in ids}
        drawn = {drawn_picture(A.card_face(cid, 112, 158), False, cid) for cid in ids}
        assert len(pics) >= least and len(drawn) >= least, (kind, len(pics), len(drawn))
    releases = [cid for cid in of_type("project") if CARDS[cid].requirement["kind"] == "release"]
    assert len({A.card_pic(cid) for cid in releases}) == len(releases) >= 10
    assert all(A.card_pic(cid).badge == A.RELEASE_BADGE for cid in releases)
    # a project on a continent names it; counters of two continents sharing a globe still differ
    cont = [cid for cid in of_type("project") if CARDS[cid].requirement.get("counter", "").startswith("icon:")
            and CARDS[cid].requirement["counter"][5:] in A.CONT_CODE]
    assert len(cont) >= 4 and len({drawn_picture(A.card_face(cid, 112, 158), False, cid) for cid in cont}) == len(cont)


def open_with_hand(app, hand):
    g = ZooArchitect(GameConfig.make(2, adjacency="any", start_seat=0), 3)
    while g.pending.kind == "keep":
        g.apply(g.legal_actions(g.decision().players[0])[0])
    g.pl[0].hand = list(hand)
    g.invalidate()
    cfg = GameConfig.make(2, seats=("human", "easy"), names=["You", "Bot 2"], **dict(g.config.options))
    s = Session(ZooArchitect, cfg, 3)
    s.game = g
    table = make_table(app, s)
    table.autosave = False
    app.reset_to(table)
    app.frame()
    return table


def hover(app, dpos, frames):
    post(pygame.MOUSEMOTION, pos=app.vp.p(*dpos), rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(frames):
        app.frame()


@pytest.mark.parametrize("hand", [("P004", "P008", "P009", "P010", "P011"),     # releases: all a seedling before
                                  ("S001", "S005", "S013", "P015", "P017")])    # microscopes; one globe for AF, EU
def test_zoom_shows_each_cards_own_picture(tmp_path, hand):
    """Hovering each hand card opens the zoom; the picture the table drew there is the card's own
    and differs from every other card's."""
    app = make_app(tmp_path, size=(1280, 720), anim_speed=0.0, bot_speed=0.0)
    table = open_with_hand(app, hand)
    assert table.session.game.pl[0].hand == list(hand)
    seen = {}
    for cid, rect in zip(hand, table.hand_rects(list(hand))):
        hover(app, (1700, 60), 2)
        hover(app, (rect[0] + 12, rect[1] + 60), 1)
        hover(app, (rect[0] + 13, rect[1] + 60), 10)             # 500 ms later
        assert table.zoom_shown == cid
        r = app.vp.rect(table.zoom_rect)
        shown = drawn_picture(app.screen.subsurface(r).copy(), True, cid)
        own = drawn_picture(A.card_face(cid, r.w, r.h, True).convert_alpha(), True, cid)
        same = sum(a == b for a, b in zip(shown, own)) / len(own)
        assert same > 0.97, (cid, same)
        seen[cid] = shown
    assert len(set(seen.values())) == len(hand)
    assert not app.errors
