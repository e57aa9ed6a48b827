"""Zoo Architect table: words for things (no pygame here). Card effects, requirements and
every legal action are turned into readable sentences from the data and the message catalog
(`architect.eff.*`, `architect.req.*`, `architect.label.*`, ...), so a translation of the
catalog translates the cards too."""
from __future__ import annotations

import re

from zoo_desktop.games.architect.cards import CARDS, TABLES
from zoo_desktop.i18n import catalog, has, language, t

ACTIONS = ("animals", "build", "cards", "association", "sponsors")


def tr(key: str, fallback: str = "", **kw) -> str:
    return t(key, **kw) if has(key) else (fallback or key.rsplit(".", 1)[-1])


def card_name(cid: str | None) -> str:
    if not cid:
        return ""
    return tr(f"architect.card.{cid}", CARDS.cards[cid].name if cid in CARDS.cards else cid)


def action_name(a: str) -> str:
    return tr(f"architect.actioncard.{a}", a)


def res_name(r: str) -> str:
    return tr(f"architect.res.{r}", r)


def icon_name(i: str) -> str:
    return tr(f"architect.icon.{i}", i)


def kind_name(k: str) -> str:
    """A building kind (enc1..enc5, kiosk, ..., unique, UB1..UB3)."""
    if k.startswith("UB"):
        return tr("architect.bkind.unique", "unique building")
    return tr(f"architect.bkind.{k}", k)


def dept_name(d: str) -> str:
    return tr(f"architect.dept.{d}", d)


def uni_name(u: str) -> str:
    return tr(f"architect.university.{u}", u)


def tile_name(k: str) -> str:
    return tr(f"architect.tile.{k}", k)


def counter_name(c: str) -> str:
    if c.startswith("icon:"):
        return t("architect.counter.icon", icon=icon_name(c[5:]))
    return tr(f"architect.counter.{c}", c.replace("_", " "))


def filter_text(f: dict) -> str:
    (k, v), = f.items()
    if k == "icon":
        return icon_name(v)
    if k == "any":
        return t("architect.filter.any")
    return t(f"architect.filter.{k}", v=v)


def building_name(bid: str) -> str:
    """'enc3@4,2' -> 'Enclosure (3) at 4,2'."""
    kind, _, at = bid.partition("@")
    return t("architect.label.building_at", kind=kind_name(kind), at=at) if at else kind_name(kind)


def effect_text(e: dict) -> str:
    op = e["op"]
    kw = {}
    for k, v in e.items():
        if k in ("op", "when"):
            continue
        if k == "res":
            kw[k] = res_name(v)
        elif k == "counter":
            kw[k] = counter_name(v)
        elif k == "filter":
            kw[k] = filter_text(v)
        elif k == "kinds":
            kw[k] = ", ".join(kind_name(x) for x in v)
        elif k == "kind":
            kw[k] = kind_name("enc" if v == "enclosure" else v) if v != "enclosure" else t("architect.bkind.enclosure")
        elif k == "action":
            kw[k] = action_name(v)
        elif k == "from":
            kw[k] = t(f"architect.from.{v}")
        elif k == "terrain":
            kw[k] = tr(f"architect.terrain.{v}", v)
        elif k == "tiers":
            kw[k] = ", ".join(f"{a}: {b}" for a, b in v)
        else:
            kw[k] = v
    text = tr(f"architect.eff.{op}", op, **kw)
    when = e.get("when", "now")
    if when == "after":
        text = t("architect.when.after", text=text)
    return text


def requirement_text(r: dict) -> str:
    k = r["kind"]
    if k == "icon":
        return t("architect.req.icon", n=r["n"], icon=icon_name(r["icon"]))
    if k == "partner":
        return t("architect.req.partner", continent=icon_name(r["continent"]))
    if k == "reputation":
        return t("architect.req.reputation", n=r["n"])
    if k == "upgraded":
        return t("architect.req.upgraded", action=action_name(r["action"]))
    return t("architect.req.counter", n=r["n"], counter=counter_name(r["counter"]))


def interaction_text(inter: dict) -> str:
    k = inter["type"]
    name = tr(f"architect.inter.{k}", k)
    strong = inter["strength"] == 2
    if k == "pilfering" or strong:
        name += f" {inter['strength']}"
    # strength 2 of venom, hypnosis, constriction has its own text (our choice, game README)
    text = tr(f"architect.inter.{k}.text2", "") if strong and k != "pilfering" else ""
    return name + ": " + (text or tr(f"architect.inter.{k}.text", ""))


def project_level_text(card, i: int) -> str:
    lv = card.levels[i]
    req = card.requirement
    if req["kind"] == "release":
        need = t("architect.label.release_need", size=lv["need"], icon=icon_name(req["icon"]))
    else:
        need = t("architect.req.counter", n=lv["need"], counter=counter_name(req["counter"]))
    extra = f" +{lv['rep']} {res_name('reputation')}" if lv.get("rep") else ""
    return f"{need}: {lv['cp']} {res_name('cp')}{extra}"


def card_lines(cid: str) -> list[str]:
    """Every rule on a card, one sentence each (the zoom and the tooltips)."""
    c = CARDS[cid]
    out: list[str] = []
    if c.type == "animal":
        for r in c.requires:
            out.append(t("architect.label.requires", text=requirement_text(r)))
        if c.tier == 2:
            out.append(t("architect.label.tier2"))
        if c.interaction:
            out.append(interaction_text(c.interaction))
        for e in c.effects:
            out.append(effect_text(e))
    elif c.type == "sponsor":
        for r in c.requires:
            out.append(t("architect.label.requires", text=requirement_text(r)))
        if c.tier == 2:
            out.append(t("architect.label.tier2_sponsor"))
        for e in c.effects:
            out.append(effect_text(e))
    elif c.type == "project":
        req = c.requirement
        if req["kind"] == "release":
            out.append(t("architect.label.release", icon=icon_name(req["icon"])))
        else:
            out.append(t("architect.label.project_counter", counter=counter_name(req["counter"])))
        for i in range(len(c.levels)):
            out.append(project_level_text(c, i))
        for e in c.on_play:
            out.append(t("architect.label.on_play", text=effect_text(e)))
    elif c.type == "final":
        out.append(t("architect.label.final", counter=counter_name(c.counter)))
        out.append(", ".join(f"{a}+: {b} {res_name('cp')}" for a, b in c.tiers))
    return out


def card_full_lines(cid: str) -> list[str]:
    """The zoom: everything printed on the card, in sentences (numbers included)."""
    c = CARDS[cid]
    out: list[str] = []
    if c.type == "animal":
        out.append(t("architect.label.cost", n=c.cost))
        if c.size is None:
            parts = [t("architect.label.pet_only", kind=kind_name(k), n=n) for k, n in c.special.items()]
        else:
            parts = [t("architect.label.enclosure", size=c.size)]
            parts += [t("architect.label.or_special", kind=kind_name(k), n=n) for k, n in c.special.items()]
        near = [t("architect.label.next_to", n=n, terrain=tr(f"architect.terrain.{k}", k))
                for k, n in (("water", c.water), ("rock", c.rock)) if n]
        out.append(", ".join(parts) + ("; " + ", ".join(near) if near else ""))
    elif c.type == "sponsor":
        out.append(t("architect.label.level", n=c.level))
    if c.all_icons:
        out.append(t("architect.label.icons", icons=", ".join(icon_name(i) for i in c.all_icons)))
    out += card_lines(cid)
    if c.type == "animal":
        gains = [f"+{n} {res_name(r)}" for r, n in (("appeal", c.appeal), ("cp", c.cp), ("reputation", c.reputation)) if n]
        if gains:
            out.append(t("architect.label.gains", gains=", ".join(gains)))
    return out


def tile_text(k: str) -> str:
    tile = next((x for x in TABLES["bonus_tiles"] if x["id"] == k), None)
    if tile is None:
        return tile_name(k)
    return tile_name(k) + ": " + "; ".join(effect_text(e) for e in tile["effects"])


# ----------------------------------------------------------------------------- actions
def action_label(a, names) -> str:
    """A readable label for any legal action (the generic list of choices)."""
    k = a.kind
    if k == "keep":
        return t("architect.label.keep", cards=", ".join(card_name(c) for c in a.cards))
    if k == "use":
        return t("architect.label.use", card=action_name(a.card), x=a.x) if a.x else \
            t("architect.label.use0", card=action_name(a.card))
    if k == "xaction":
        return t("architect.label.xaction", card=action_name(a.card))
    if k == "build":
        return build_label(a.building, a.col, a.row, a.rot)
    if k == "animal":
        return t("architect.label.animal", card=card_name(a.card), building=building_name(a.enclosure))
    if k == "sponsor":
        return t("architect.label.sponsor", card=card_name(a.card))
    if k == "support":
        c = CARDS[a.project]
        text = t("architect.label.support", card=card_name(a.project), level=project_level_text(c, a.level))
        if a.animal:
            text += " " + t("architect.label.releasing", card=card_name(a.animal))
        return text
    if k == "done":
        return t("architect.label.done")
    if k == "choose":
        return choice_label(a.what, a.value, names)
    return k


def build_turn(rot: int) -> tuple[int, bool]:
    """Orientation `rot` (engine/hexgrid.orient: mirror, then 60° turns) as the player makes it
    with the table's buttons: (degrees turned clockwise on screen, 0-300; mirrored). A turn of
    the Rotate button is one 60° step clockwise (flat-top hexes, rows downward)."""
    return 60 * (rot % 6), rot >= 6


def build_label(kind: str, col: int, row: int, rot: int) -> str:
    """'Build Enclosure (4) at column 2, row 1, mirrored and turned 120° clockwise': the cell
    under the pointer when the ghost sits there, counted from 1 at the top left of the map,
    and the turn and mirror as the Rotate and Mirror buttons make them."""
    deg, mirrored = build_turn(rot)
    key = "architect.label.build" + ("_mirrored" if mirrored else "") + ("_turned" if deg else "")
    return t(key, kind=kind_name(kind), col=col + 1, row=row + 1, deg=deg)


def choice_label(what: str, v: str, names) -> str:
    if what == "dept":
        return dept_name(v)
    if what == "partner":
        return t("architect.label.partner", continent=icon_name(v))
    if what == "university":
        return uni_name(v)
    if what == "donate":
        return t("architect.label.donate", n=v)
    if what in ("upgrade", "slot", "venom"):
        return action_name(v)
    if what in ("discard", "hand_limit", "snap", "final", "move_in"):
        return card_name(v)
    if what == "draw":
        return t("architect.label.from_deck") if v == "deck" else card_name(v)
    if what == "target":
        return names[int(v)] if v.isdigit() and int(v) < len(names) else v
    if what == "hypnosis":
        q, _, card = v.partition(":")
        who = names[int(q)] if q.isdigit() and int(q) < len(names) else q
        return t("architect.label.hypnosis", player=who, card=action_name(card))
    if what == "pilfer":
        return t("architect.label.give_money") if v == "money" else t("architect.label.give_card", card=card_name(v))
    if what == "cards":
        return t(f"architect.label.cards_{v}")
    if what == "cp2":
        return t(f"architect.label.cp2_{v}")
    if what == "tile":
        return t("architect.label.tile_money", n=TABLES["conservation_money"]) if v == "money" else tile_text(v)
    if what == "sponsors":
        return t("architect.label.break_alt")
    if what == "recall":
        return t("architect.label.recall", dept=dept_name(v))
    if what == "order":
        return order_label(v)
    return f"{what}: {v}"


def order_label(v: str) -> str:
    """The engine's trigger labels ('gain 2 reputation', 'DRAW 1 range (S001)') in words."""
    parts = v.split(" ")
    if parts[0] == "gain" and len(parts) >= 3:
        return f"+{parts[1]} {res_name(parts[2])}"
    src = ""
    if v.endswith(")") and "(" in v:
        src = " (" + card_name(v[v.rindex("(") + 1:-1]) + ")"
        v = v[:v.rindex("(")].strip()
    op = v.split(" ")[0]
    return tr(f"architect.eff.{op}.short", op.replace("_", " ").lower()) + (" " + " ".join(v.split(" ")[1:]) if len(v.split(" ")) > 1 else "") + src


# ----------------------------------------------------------------------------- events
def event_data(kind: str, data: dict, names) -> dict:
    """Event data with ids turned into names for the log templates."""
    out = {}
    for k, v in data.items():
        if k in ("player", "target", "start") and isinstance(v, int) and 0 <= v < len(names):
            out[k] = names[v]
        elif k == "card" and isinstance(v, str):
            out[k] = action_name(v) if v in ACTIONS else card_name(v)
        elif k == "cards" and isinstance(v, list):
            out[k] = ", ".join(action_name(c) if c in ACTIONS else card_name(c) for c in v)
        elif k == "btype":
            out[k] = kind_name(v)
        elif k in ("building", "old") and isinstance(v, str):
            out[k] = building_name(v)
        elif k == "res":
            out[k] = res_name(v)
        elif k == "dept":
            out[k] = dept_name(v)
        elif k == "continent":
            out[k] = icon_name(v)
        elif k == "university":
            out[k] = uni_name(v)
        elif k == "tile":
            out[k] = tile_name(v)
        elif k == "bonus":
            out[k] = yellow_text(v, data.get("map"))
        elif k == "map" and isinstance(v, str):
            out[k] = map_name(v)
        elif k == "what":
            out[k] = tr(f"architect.what.{v}", v.replace("_", " "))
        elif k == "action":
            out[k] = action_name(v)
        elif k == "track":
            out[k] = res_name(v)
        elif k == "level" and isinstance(v, int):
            out[k] = v + 1
        elif k in ("scores", "ranking", "base", "display", "cell"):
            out[k] = v
        else:
            out[k] = v
    return out


def yellow_text(key: str, map_id: str | None = None) -> str:
    """Yellow bonus `key` of map `map_id` (default: the default map) in words."""
    from zoo_desktop.games.architect import hexmap as H
    zm = H.get_map(map_id) if map_id in H.MAP_IDS else H.DEFAULT
    effs = zm.bonuses.get(key, ())
    return "; ".join(effect_text(e) for e in effs) or key


def map_name(map_id: str) -> str:
    """A map's name (`architect.option.value.<id>`: the name setup shows too)."""
    return tr(f"architect.option.value.{map_id}", map_id)


def map_ability(map_id: str) -> tuple[str, str]:
    """(name, text) of a map's ability (`architect.map.<id>.ability` / `.ability_text`); ("", "")
    for a map without one."""
    from zoo_desktop.games.architect import hexmap as H
    if map_id not in H.MAP_IDS or not H.get_map(map_id).ability:
        return "", ""
    return tr(f"architect.map.{map_id}.ability", map_id), tr(f"architect.map.{map_id}.ability_text", "")


# ----------------------------------------------------------------------------- the engine's reasons, for players
RULE_IDS = re.compile(r"\s*\((?:[A-Z]{2}-[A-Z]{3}-\d+(?:/\d+)?(?:,\s*)?)+\)")
_WHY: list[tuple[re.Pattern, str]] = []


def strip_rule_ids(s: str) -> str:
    """"... edge of the map (ZA-BLD-4)." -> "... edge of the map." (rule ids are for tests, not players)."""
    return RULE_IDS.sub("", s or "").strip()


def _why_patterns() -> list[tuple[re.Pattern, str]]:
    if not _WHY:
        for key, text in catalog().table("en").items():
            if key.startswith("architect.refuse."):
                rx = re.escape(text)
                rx = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>.+?)", rx)
                _WHY.append((re.compile("^" + rx + "$"), key))
    return _WHY


def reason(sentence: str | None) -> str:
    """An engine refusal as the player reads it. The rules already say it in the current language
    (`architect.refuse.*`, issue 13); an English sentence (said before the language changed) is
    translated where the catalog knows it, and rule ids such as "(ZA-BLD-4)" are removed."""
    s = strip_rule_ids(sentence or "")
    if not s or language() == "en":
        return s
    for rx, key in _why_patterns():
        m = rx.match(s)
        if m:
            return t(key, **m.groupdict())
    return s


# ----------------------------------------------------------------------------- short badges for board spaces
def res_short(r: str) -> str:
    return tr(f"architect.short.{r}", r)


def badge(effects: list) -> str:
    """A board space's bonus in a few characters ('+5$', 'inc +2', 'Up'), from its effects
    (one sign each, never '++')."""
    parts = []
    for e in effects:
        op = e["op"]
        if op == "GAIN":
            parts.append(t("architect.badge.gain", n=e["n"], res=res_short(e["res"])))
        elif op == "INCOME":
            parts.append(t("architect.badge.income", n=e["n"], res=res_short(e["res"])))
        elif op == "UPGRADE":
            parts.append(t("architect.badge.upgrade"))
        elif op == "WORKER":
            parts.append(t("architect.badge.worker"))
        else:
            parts.append(tr(f"architect.eff.{op}.short", op.lower()))
    return " ".join(parts)
