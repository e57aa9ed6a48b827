"""Native noise and the display check. C libraries that SDL loads (ALSA on a machine without
sound: 16 lines; the Wayland probe) print straight to file descriptor 2 while devices are
opened; `native_stderr_to_log` sends that to the debug log instead of the terminal."""
from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile

log = logging.getLogger("zoo_desktop")


@contextlib.contextmanager
def native_stderr_to_log(what: str):
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, AttributeError, ValueError):  # no stderr at all (a windowed build)
        saved = None
    if saved is None:
        yield
        return
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            text = tmp.read().decode("utf-8", "replace").strip()
            if text:
                log.debug("%s printed:\n%s", what, text)


def display_problem() -> str | None:
    """None if SDL opened a real display. Without X11/Wayland (no DISPLAY, e.g. over SSH, or
    no libX11) SDL silently falls back to its offscreen driver: an invisible app. A video
    driver chosen explicitly (SDL_VIDEODRIVER=dummy for --smoke and tests) is respected."""
    import pygame
    if os.environ.get("SDL_VIDEODRIVER") or sys.platform in ("win32", "darwin"):
        return None
    from zoo_desktop.i18n import t
    try:
        with native_stderr_to_log("display init"):
            pygame.display.init()
    except pygame.error as exc:
        return f"{t('app.no_display')} ({exc})"
    driver = pygame.display.get_driver()
    if driver in ("offscreen", "dummy", "evdev"):
        pygame.display.quit()
        return t("app.no_display")
    return None
