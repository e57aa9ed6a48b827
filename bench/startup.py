"""Start-up to the first drawn menu frame (issue 14), headless, in fresh processes: the wall
time of the whole process (interpreter start, imports, App(), first frame) and the time
inside it from the first import. The first run of a fresh cache folder synthesizes the
sounds and writes them; later runs read the WAV files. Target: <= 300 ms wall, idle.

    python bench/startup.py [runs, default 7]
Run from any checkout (PYTHONPATH picks the code) to compare.
"""
from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

CODE = ("import time;t0=time.perf_counter();import os;"
        "from zoo_desktop.ui.app import App;from zoo_desktop.settings import Settings;"
        "a=App(settings=Settings());a.goto_menu();a.frame();"
        "import sys;print((time.perf_counter()-t0)*1000);"
        "print(sorted(m for m in sys.modules if m.startswith(('zoo_desktop.games.', 'zoo_desktop.ui.tables.'))"
        " and m.count('.') >= 3))")


def main(argv: list[str]) -> None:
    runs = int(argv[0]) if argv else 7
    tmp = tempfile.mkdtemp(prefix="zoo-start-")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               ZOO_DESKTOP_DATA=os.path.join(tmp, "data"), ZOO_DESKTOP_CONFIG=os.path.join(tmp, "cfg"),
               ZOO_DESKTOP_CACHE=os.path.join(tmp, "cache"))
    print(f"load: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    walls, inside, games = [], [], ""
    for k in range(runs + 1):
        t0 = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", CODE], env=env, capture_output=True, text=True, check=True)
        wall = (time.perf_counter() - t0) * 1000
        lines = out.stdout.strip().splitlines()
        if k == 0:
            print(f"first run (empty cache folder): wall {wall:.0f} ms, in-process {float(lines[-2]):.0f} ms")
            continue
        walls.append(wall)
        inside.append(float(lines[-2]))
        games = lines[-1]
    print(f"cold start to first menu frame, {runs} runs: wall median {statistics.median(walls):.0f} ms "
          f"(min {min(walls):.0f}), in-process median {statistics.median(inside):.0f} ms; "
          f"game modules imported: {games}")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main(sys.argv[1:])
