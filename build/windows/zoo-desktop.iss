; Inno Setup script for the Windows installer (built by .github/workflows/release.yml, not on Linux CI).
; 1) On Windows: py -3.11 -m pip install -e ".[build]" pillow && py build\build.py --no-deb
;    (Pillow lets PyInstaller turn build\out\zoo-desktop.ico from the PNG icon)
; 2) "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" build\windows\zoo-desktop.iss
#ifndef AppVersion
  #define AppVersion "0.1.0"  ; .github/workflows/release.yml passes /DAppVersion= from pyproject.toml
#endif
[Setup]
AppId={{6E2C1E0B-7C1D-4C9B-9B7E-5A0D2F1C7A11}
AppName=Zoo Desktop
AppVersion={#AppVersion}
DefaultDirName={autopf}\Zoo Desktop
DefaultGroupName=Zoo Desktop
OutputDir=..\..\dist
OutputBaseFilename=zoo-desktop-{#AppVersion}-setup
SetupIconFile=..\out\zoo-desktop.ico
Compression=lzma2
SolidCompression=yes
UninstallDisplayIcon={app}\zoo-desktop.exe

[Files]
Source: "..\..\dist\zoo-desktop\*"; DestDir: "{app}"; Flags: recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Zoo Desktop"; Filename: "{app}\zoo-desktop.exe"
Name: "{autodesktop}\Zoo Desktop"; Filename: "{app}\zoo-desktop.exe"; Tasks: desktopicon

[Tasks]
Name: desktopicon; Description: "Create a desktop shortcut"; Flags: unchecked

[Run]
Filename: "{app}\zoo-desktop.exe"; Description: "Start Zoo Desktop"; Flags: nowait postinstall skipifsilent
