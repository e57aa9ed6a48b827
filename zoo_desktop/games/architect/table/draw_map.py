"""Drawing the zoo map of the player in focus: terrain, buildings and who they house."""
from __future__ import annotations

import pygame

from zoo_desktop.games.architect import hexmap as H
from zoo_desktop.games.architect.cards import BUILDINGS, CARDS
from zoo_desktop.i18n import t

from zoo_desktop.ui import gfx
from . import art as A
from .layout import GEO, MAP_RECT


class DrawMap:
    """The zoo map of the player in focus."""

    # ---- the map
    def _draw_map(self, s, g) -> None:
        vp = self.app.vp
        self._panel(s, MAP_RECT, (26, 56, 44))
        p = self.focus
        pl = g.pl[p]
        img, pos = A.terrain_layer(GEO, vp, pl.zmap)
        s.blit(img, pos)
        for bid, (kind, mask, _, _) in pl.bld.items():
            cells = [H.cell(i) for i in H.bits(mask)]
            occ = pl.occ.get(bid, ())
            spaces = ""
            if kind in ("petting_zoo", "reptile_house", "large_bird_aviary"):
                used = sum(CARDS[a].special.get(kind, 0) for a in occ)
                spaces = f"{used}/{BUILDINGS['buildings'][kind].spaces}"
            A.draw_building(s, vp, GEO, kind, cells, occ, spaces=spaces)
            if bid == pl.last and g.adjacency == "previous":
                x, y = GEO.centre(*cells[0])
                pygame.draw.circle(s, (255, 255, 255), vp.p(x + GEO.R * 0.55, y - GEO.R * 0.55), vp.n(6))
                pygame.draw.circle(s, (40, 40, 40), vp.p(x + GEO.R * 0.55, y - GEO.R * 0.55), vp.n(6), 1)
        if p != self.viewer:
            key = "architect.ui.viewing" if self.viewer is not None else "architect.ui.zoo_of"
            bw = vp.n(MAP_RECT[2] - 40)   # wrapped (up to three lines) rather than past the map
            lines, px, _ = gfx.fit_wrapped(t(key, player=self.names[p]), vp.n(20), pygame.Rect(0, 0, bw, vp.n(96)), True)
            imgs = [gfx.text(ln, px, (255, 236, 170), True, width=bw) for ln in lines]
            lh = gfx.font(px, True).get_linesize()
            r = pygame.Rect(0, 0, max(i.get_width() for i in imgs), lh * len(imgs))
            r.midbottom = vp.p(MAP_RECT[0] + MAP_RECT[2] / 2, MAP_RECT[1] + MAP_RECT[3] - 10)
            pygame.draw.rect(s, (30, 40, 36), r.inflate(vp.n(20), vp.n(8)), border_radius=vp.n(8))
            for k, img in enumerate(imgs):
                s.blit(img, img.get_rect(midtop=(r.centerx, r.y + k * lh)))
