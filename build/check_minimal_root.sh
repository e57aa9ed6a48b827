#!/bin/sh
# Install the .deb into a minimal Debian 12 root and start it against Xvfb, as a new user's
# machine would. Too slow for CI (it downloads a Debian root, ~1-3 min); run by hand as root:
#
#   sh build/check_minimal_root.sh dist/zoo-desktop_*.deb
#
# Needs mmdebstrap, Xvfb and xwininfo on this machine (apt-get install mmdebstrap xvfb x11-utils).
# Checks, in order:
#  1. without its Depends (dpkg -i --force-depends, no libX11): one line "no display found", exit 1;
#  2. apt-get install of the .deb pulls its Depends; the app opens a 1280x720 window on Xvfb
#     and runs the menu (--frames), exit 0;
#  3. dpkg -r removes it and leaves /opt in place.
set -eu
DEB=$(realpath "$1")
WORK=$(mktemp -d /tmp/zoo-minroot.XXXXXX)
ROOTFS="$WORK/root"
DPY=${ZOO_CHECK_DISPLAY:-97}
cleanup() {
    [ -n "${XVFB_PID:-}" ] && kill "$XVFB_PID" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

echo "== minimal root (mmdebstrap --variant=apt bookworm)"
mmdebstrap --quiet --variant=apt bookworm "$ROOTFS" http://deb.debian.org/debian
mkdir -p "$ROOTFS/opt"
cp "$DEB" "$ROOTFS/tmp/zoo.deb"

# Xvfb on the host; the chroot shares its network namespace, so the X server's abstract
# socket (@/tmp/.X11-unix/X$DPY) is reachable from inside without any mount
Xvfb ":$DPY" -screen 0 1600x900x24 -nolisten tcp >/dev/null 2>&1 &
XVFB_PID=$!
sleep 2

run_in_root() {
    chroot "$ROOTFS" /usr/bin/env -i HOME=/root PATH=/usr/bin:/bin DISPLAY=":$DPY" SDL_AUDIODRIVER=dummy "$@"
}

echo "== 1. installed without its Depends (no libX11)"
chroot "$ROOTFS" dpkg -i --force-depends /tmp/zoo.deb >/dev/null 2>&1 || true
set +e
out=$(run_in_root /usr/bin/zoo-desktop --frames 30 2>&1)
rc=$?
set -e
echo "exit $rc: $out"
[ "$rc" -eq 1 ] && [ "$out" = "no display found: set DISPLAY or run from a desktop session" ]

echo "== 2. apt-get install pulls the Depends"
chroot "$ROOTFS" dpkg -r zoo-desktop >/dev/null
chroot "$ROOTFS" apt-get -qq update    # mmdebstrap leaves no package lists
chroot "$ROOTFS" apt-get -qq -y install /tmp/zoo.deb >/dev/null 2>"$WORK/apt.err" || { cat "$WORK/apt.err"; exit 1; }
chroot "$ROOTFS" dpkg-query -W -f '${Depends}\n' zoo-desktop
run_in_root /usr/bin/zoo-desktop --size 1280x720 --frames 240 > "$WORK/frames.out" 2>"$WORK/frames.err" &
APP=$!
found=""
for _ in $(seq 1 100); do
    if xwininfo -root -tree -display ":$DPY" 2>/dev/null | grep '"Zoo Desktop"' | grep -q 1280x720; then
        found=yes
        break
    fi
    sleep 0.2
done
wait "$APP"
echo "window: ${found:-NOT FOUND}; app printed: $(cat "$WORK/frames.out") $(cat "$WORK/frames.err")"
[ -n "$found" ] && grep -q '"scene": "menu"' "$WORK/frames.out"

echo "== 3. dpkg -r leaves /opt"
chroot "$ROOTFS" dpkg -r zoo-desktop >/dev/null
[ -d "$ROOTFS/opt" ] && [ ! -e "$ROOTFS/usr/lib/zoo-desktop" ] && [ ! -e "$ROOTFS/usr/bin/zoo-desktop" ]
echo "all checks passed"
