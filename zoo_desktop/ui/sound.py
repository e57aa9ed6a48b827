"""Short sound effects, synthesized (no files to ship, nothing to license): card play,
draw, shuffle, slap, track move, turn start, game end, refusal, and a music loop. Each is
synthesized once, in pure Python (~0.2 s for all), and kept as a WAV file in the user cache
folder named by a hash of its recipe, so later start-ups only read the files. Volume and
mute come from the settings; with no audio device the app simply stays silent."""
from __future__ import annotations

import array
import hashlib
import json
import math
import random
import wave

import pygame

from .native import native_stderr_to_log

RATE = 22050


def _tone(freqs, ms, vol=0.5, decay=6.0, noise=0.0, sweep=0.0, seed=1):
    rnd = random.Random(seed)
    n = int(RATE * ms / 1000)
    out = array.array("h")
    for i in range(n):
        t = i / RATE
        env = math.exp(-decay * t / (ms / 1000)) * min(1.0, i / 60)
        v = 0.0
        for f in freqs:
            v += math.sin(2 * math.pi * (f + sweep * t) * t)
        v = v / max(1, len(freqs))
        if noise:
            v = v * (1 - noise) + noise * (rnd.random() * 2 - 1)
        out.append(int(max(-1.0, min(1.0, v * env * vol)) * 32000))
    return out


RECIPES = {
    "play": dict(freqs=[520, 780], ms=110, vol=0.45, decay=7, noise=0.35),
    "draw": dict(freqs=[330], ms=120, vol=0.35, decay=5, noise=0.55),
    "shuffle": dict(freqs=[200], ms=420, vol=0.35, decay=3, noise=0.85),
    "slap": dict(freqs=[140, 90], ms=160, vol=0.9, decay=9, noise=0.6),
    "track": dict(freqs=[660, 990], ms=140, vol=0.35, decay=6, sweep=400),
    "turn": dict(freqs=[880, 1320], ms=220, vol=0.3, decay=5),
    "end": dict(freqs=[523, 659, 784], ms=900, vol=0.4, decay=3),
    "refuse": dict(freqs=[220, 233], ms=200, vol=0.35, decay=5),
    "call": dict(freqs=[740, 988], ms=260, vol=0.4, decay=4, sweep=200),
}


MUSIC_NOTES = [262, 330, 392, 440, 523, 440, 392, 330, 294, 349, 440, 523, 587, 523, 440, 349]


def _music() -> array.array:
    buf = array.array("h")
    for i, f in enumerate(MUSIC_NOTES):
        buf.extend(_tone([f, f * 1.5], 500, vol=0.18, decay=2.5, seed=i))
    return buf


def samples(name: str) -> bytes:
    """16-bit mono PCM of a sound or of "music", from the WAV cache or synthesized (and
    then cached). A damaged or foreign cache file is synthesized again."""
    recipe = {"music": MUSIC_NOTES} if name == "music" else RECIPES[name]
    tag = hashlib.sha1(json.dumps([name, recipe, RATE, 1], sort_keys=True).encode()).hexdigest()[:12]
    try:
        from zoo_desktop.paths import cache_dir
        path = cache_dir() / "sounds" / f"{name}-{tag}.wav"
    except OSError:
        path = None
    if path is not None and path.exists():
        try:
            with wave.open(str(path), "rb") as w:
                if (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE):
                    return w.readframes(w.getnframes())
        except (OSError, EOFError, wave.Error):
            pass
    data = (_music() if name == "music" else _tone(**RECIPES[name])).tobytes()
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            with wave.open(str(tmp), "wb") as w:
                w.setnchannels(1)
                w.setsampwidth(2)
                w.setframerate(RATE)
                w.writeframes(data)
            tmp.replace(path)
        except OSError:
            pass  # a read-only cache only costs the synthesis next time
    return data


class Sound:
    def __init__(self, settings):
        self.settings = settings
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.ok = False
        try:
            if not pygame.mixer.get_init():
                with native_stderr_to_log("mixer init"):  # ALSA's lines on a machine without sound
                    pygame.mixer.init(RATE, -16, 1, 512)
            for name in RECIPES:
                self.sounds[name] = pygame.mixer.Sound(buffer=samples(name))
            self.ok = True
        except (pygame.error, NotImplementedError, ValueError):
            self.ok = False  # no audio device: silent
        self.played: list[str] = []  # for tests
        self.music_channel = None
        self.music_sound = None

    def start_music(self) -> None:
        """A soft synthesized loop (pentatonic arpeggio) at the music volume."""
        if not self.ok:
            return
        if self.music_sound is None:
            self.music_sound = pygame.mixer.Sound(buffer=samples("music"))
        try:
            if self.music_channel is None or not self.music_channel.get_busy():
                self.music_channel = self.music_sound.play(loops=-1)
        except pygame.error:
            self.music_channel = None
        self.update_music()

    def update_music(self) -> None:
        if self.music_channel is not None:
            vol = 0.0 if self.settings.mute else max(0.0, min(1.0, self.settings.music_volume))
            self.music_channel.set_volume(vol)

    def play(self, name: str) -> None:
        self.played = (self.played + [name])[-50:]
        if not self.ok or self.settings.mute or name not in self.sounds:
            return
        s = self.sounds[name]
        s.set_volume(max(0.0, min(1.0, self.settings.sound_volume)))
        try:
            s.play()
        except pygame.error:
            pass
