"""Start-up to the first drawn menu frame (issue 14), headless, in fresh processes: the wall
time of the whole process (interpreter start, imports, App(), first frame) and the time
inside it from the first import. The first run of a fresh cache folder synthesizes the
sounds and parses the message catalogs and writes them; later runs read the WAV and JSON
copies. Target: <= 300 ms wall, idle.

Two series: "bytecode" runs as an installed wheel or the frozen bundle does, with the
package's modules compiled (compileall into the checkout's __pycache__ first); "source"
compiles every module of the package at every start (a checkout under
PYTHONDONTWRITEBYTECODE=1 with no __pycache__ of its own, ~50 ms more), what a dev shell
measures. The bytecode is left in the checkout's __pycache__ (git ignores it).

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
        "print(sorted(m for m in sys.modules if m.startswith('zoo_desktop.games.')"
        " and m.count('.') >= 3 and not m.endswith('.table')))")


def main(argv: list[str]) -> None:
    runs = int(argv[0]) if argv else 7
    tmp = tempfile.mkdtemp(prefix="zoo-start-")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               ZOO_DESKTOP_DATA=os.path.join(tmp, "data"), ZOO_DESKTOP_CONFIG=os.path.join(tmp, "cfg"),
               ZOO_DESKTOP_CACHE=os.path.join(tmp, "cache"))
    print(f"load: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    import zoo_desktop
    pkg = os.path.dirname(zoo_desktop.__file__)
    series = {"source": dict(env, PYTHONDONTWRITEBYTECODE="1"),
              "bytecode": {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"}}
    first = True
    for label, senv in series.items():
        if label == "source":    # the package's own bytecode gone (the rest keeps its own)
            for d, subdirs, _ in os.walk(pkg):
                if "__pycache__" in subdirs:
                    shutil.rmtree(os.path.join(d, "__pycache__"), ignore_errors=True)
        else:
            subprocess.run([sys.executable, "-m", "compileall", "-q", pkg], check=True, stdout=subprocess.DEVNULL)
        walls, inside, games = [], [], ""
        for k in range(runs + first):
            t0 = time.perf_counter()
            out = subprocess.run([sys.executable, "-c", CODE], env=senv, capture_output=True, text=True, check=True)
            wall = (time.perf_counter() - t0) * 1000
            lines = out.stdout.strip().splitlines()
            if first:
                print(f"first run (empty cache folder): wall {wall:.0f} ms, in-process {float(lines[-2]):.0f} ms")
                first = False
                continue
            walls.append(wall)
            inside.append(float(lines[-2]))
            games = lines[-1]
        walls.sort()
        print(f"{label}: cold start to first menu frame, {runs} runs: wall median {statistics.median(walls):.0f} ms "
              f"(min {walls[0]:.0f}, max {walls[-1]:.0f}), in-process median {statistics.median(inside):.0f} ms; "
              f"game modules imported: {games}")
    print(f"load after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main(sys.argv[1:])
