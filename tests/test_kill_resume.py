"""Issue 7: a game in progress survives a kill (SIGKILL mid-game) and resumes at the last
completed action."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from zoo_desktop.storage import load_record, replay

ROOT = Path(__file__).resolve().parent.parent


def test_sigkill_mid_game_then_continue_resumes_same_state(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               ZOO_DESKTOP_DATA=str(tmp_path / "data"), ZOO_DESKTOP_CONFIG=str(tmp_path / "cfg"))
    env.pop("ZOO_DESKTOP_RAISE", None)
    autos = tmp_path / "data" / "autosaves"   # one autosave per unfinished game
    auto = None
    proc = subprocess.Popen([sys.executable, "-m", "zoo_desktop", "--new", "gorilla", "--seats", "easy,easy,easy",
                             "--seed", "12"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.time() + 60
        n = 0
        while time.time() < deadline:
            found = sorted(autos.glob("*.json")) if autos.is_dir() else []
            if found:
                auto = found[0]
                try:
                    n = len(load_record(auto).actions)
                except Exception:
                    n = 0
            if n >= 6:
                break
            time.sleep(0.1)
        assert n >= 6, "the bots did not get going"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    rec = load_record(auto)  # never half-written: atomic rename
    expected = replay(rec, verify=True)
    r = subprocess.run([sys.executable, "-m", "zoo_desktop", "--continue", "--frames", "2"], env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["scene"] == "gorilla-table"
    assert out["version"] == len(rec.actions)
    assert out["fingerprint"] == expected.fingerprint()
