#!/bin/sh
# Install the .deb into a minimal Debian 12 root and start it against Xvfb, as a new user's
# machine would. Not in CI (it downloads a Debian root: ~30 s with a nearby mirror); run as root:
#
#   sh build/check_minimal_root.sh dist/zoo-desktop_*.deb
#
# Needs mmdebstrap, Xvfb, xwininfo and python3 on this machine (apt-get install mmdebstrap xvfb
# x11-utils python3) and network access to deb.debian.org. ZOO_CHECK_KEEP=DIR keeps the two
# screenshots compared in step 4 (menu-headless.png, menu-x11.png) in DIR. Checks, in order:
#  1. without its Depends (dpkg -i --force-depends, no libX11): one line "no display found", exit 1;
#  2. apt-get install of the .deb pulls its Depends; every symlink of the .deb is a symlink
#     on disk;
#  3. no DISPLAY at all: the same one line, exit 1 (never an invisible app);
#  4. on Xvfb the app opens a 1280x720 window (X11, not SDL's offscreen driver) whose pixels are
#     the menu that `--smoke` draws headless in the same root (build/screen_compare.py: at most
#     0.1 % of the pixels may differ by more than 8 in a channel), and a different screen
#     (settings) is told apart; a --frames run on X exits 0 in the menu;
#  5. dpkg -r removes it and leaves /opt in place.
set -eu
DEB=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d /tmp/zoo-minroot.XXXXXX)
ROOTFS="$WORK/root"
DPY=${ZOO_CHECK_DISPLAY:-97}
START=$(date +%s)
cleanup() {
    [ -n "${APP_PID:-}" ] && kill "$APP_PID" 2>/dev/null || true
    [ -n "${XVFB_PID:-}" ] && kill "$XVFB_PID" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

echo "== minimal root (mmdebstrap --variant=apt bookworm)"
mmdebstrap --quiet --variant=apt bookworm "$ROOTFS" http://deb.debian.org/debian
mkdir -p "$ROOTFS/opt"
cp "$DEB" "$ROOTFS/tmp/zoo.deb"

# Xvfb on the host, its screen kept in $WORK/fb/Xvfb_screen0 (XWD); the chroot shares the
# network namespace, so the X server's abstract socket (@/tmp/.X11-unix/X$DPY) is reachable
# from inside without any mount
mkdir -p "$WORK/fb"
Xvfb ":$DPY" -screen 0 1600x900x24 -fbdir "$WORK/fb" -nolisten tcp >/dev/null 2>&1 &
XVFB_PID=$!
sleep 2

run_in_root() {
    chroot "$ROOTFS" /usr/bin/env -i HOME=/root PATH=/usr/bin:/bin DISPLAY=":$DPY" SDL_AUDIODRIVER=dummy "$@"
}
no_display_line="no display found: set DISPLAY or run from a desktop session"

echo "== 1. installed without its Depends (no libX11)"
chroot "$ROOTFS" dpkg -i --force-depends /tmp/zoo.deb >/dev/null 2>&1 || true
set +e
out=$(run_in_root /usr/bin/zoo-desktop --frames 30 2>&1)
rc=$?
set -e
echo "exit $rc: $out"
[ "$rc" -eq 1 ] && [ "$out" = "$no_display_line" ]

echo "== 2. apt-get install pulls the Depends; symlinks kept"
chroot "$ROOTFS" dpkg -r zoo-desktop >/dev/null
chroot "$ROOTFS" apt-get -qq update    # mmdebstrap leaves no package lists
chroot "$ROOTFS" apt-get -qq -y install /tmp/zoo.deb >/dev/null 2>"$WORK/apt.err" || { cat "$WORK/apt.err"; exit 1; }
echo "Depends: $(chroot "$ROOTFS" dpkg-query -W -f '${Depends}' zoo-desktop)"
echo "installed: $(du -sh "$ROOTFS/usr/lib/zoo-desktop" | cut -f1) in /usr/lib/zoo-desktop; root $(du -sh "$ROOTFS" | cut -f1)"
in_deb=$(dpkg-deb -c "$DEB" | grep -c '^l')
on_disk=$(find "$ROOTFS/usr/lib/zoo-desktop" -type l | wc -l)
echo "symlinks: $in_deb in the .deb, $on_disk installed"
[ "$in_deb" -gt 0 ] && [ "$in_deb" -eq "$on_disk" ]

echo "== 3. no DISPLAY"
set +e
out=$(chroot "$ROOTFS" /usr/bin/env -i HOME=/root PATH=/usr/bin:/bin SDL_AUDIODRIVER=dummy /usr/bin/zoo-desktop 2>&1)
rc=$?
set -e
echo "exit $rc: $out"
[ "$rc" -eq 1 ] && [ "$out" = "$no_display_line" ]

echo "== 4. a real window on X shows the menu"
chroot "$ROOTFS" /usr/bin/env -i HOME=/root PATH=/usr/bin:/bin SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
    /usr/bin/zoo-desktop --smoke --only menu,settings --size 1280x720 --screenshot /tmp/shots >/dev/null
run_in_root /usr/bin/zoo-desktop --size 1280x720 > "$WORK/app.out" 2>"$WORK/app.err" &
APP_PID=$!
geometry=""
for _ in $(seq 1 100); do
    # 0x200008 "Zoo Desktop": ("zoo-desktop" "zoo-desktop")  1280x720+160+90  +160+90
    geometry=$(xwininfo -root -tree -display ":$DPY" 2>/dev/null | grep '"Zoo Desktop"' | awk '{print $(NF-1), $NF}') || true
    [ -n "$geometry" ] && break
    sleep 0.2
done
echo "window: ${geometry:-NOT FOUND}"
[ -n "$geometry" ]
size=${geometry%%+*}
pos=${geometry##* }                       # +X+Y on the screen
x=$(echo "$pos" | cut -d+ -f2)
y=$(echo "$pos" | cut -d+ -f3)
[ "$size" = "1280x720" ]
# the menu is still; wait (at most 15 s) for the window to show it
shown=""
for _ in $(seq 1 30); do
    if result=$(python3 "$HERE/screen_compare.py" "$WORK/fb/Xvfb_screen0" "$x" "$y" 1280 720 \
                "$ROOTFS/tmp/shots/menu.png" --save "$WORK/menu-x11.png" --max-differ 0.001); then
        shown=yes
        break
    fi
    kill -0 "$APP_PID" 2>/dev/null || break
    sleep 0.5
done
echo "against the headless menu: $result"
if [ -n "${ZOO_CHECK_KEEP:-}" ]; then
    mkdir -p "$ZOO_CHECK_KEEP"
    cp "$WORK/menu-x11.png" "$ZOO_CHECK_KEEP/menu-x11.png"
    cp "$ROOTFS/tmp/shots/menu.png" "$ZOO_CHECK_KEEP/menu-headless.png"
fi
[ -n "$shown" ] || { cat "$WORK/app.err"; exit 1; }
# the same comparison tells another screen apart (so a pass means the menu, not any picture)
if other=$(python3 "$HERE/screen_compare.py" "$WORK/fb/Xvfb_screen0" "$x" "$y" 1280 720 \
           "$ROOTFS/tmp/shots/settings.png" --max-differ 0.001); then
    echo "the window also matches the settings screen: $other"
    exit 1
fi
echo "against the headless settings screen (must differ): $other"
kill -0 "$APP_PID"                        # still running
kill "$APP_PID"
wait "$APP_PID" || true
APP_PID=""
run_in_root /usr/bin/zoo-desktop --size 1280x720 --frames 60 > "$WORK/frames.out" 2>"$WORK/frames.err"
echo "--frames 60 on X: $(cat "$WORK/frames.out") $(cat "$WORK/frames.err")"
grep -q '"scene": "menu"' "$WORK/frames.out"

echo "== 5. dpkg -r leaves /opt"
chroot "$ROOTFS" dpkg -r zoo-desktop >/dev/null
[ -d "$ROOTFS/opt" ] && [ ! -e "$ROOTFS/usr/lib/zoo-desktop" ] && [ ! -e "$ROOTFS/usr/bin/zoo-desktop" ]
echo "all checks passed in $(( $(date +%s) - START )) s"
