; The Windows installer, compiled by Inno Setup 6 (https://jrsoftware.org/isinfo.php).
; build_scripts/package.py runs it after build.py, with the version and the checkout's folder passed in:
;   iscc /DAppVersion=0.1.0 /DFileVersion=0.1.0.0 /DRoot=C:\path\to\checkout /DOutputName=snipsnap-0.1.0-windows-x86_64-setup packaging\snipsnap.iss
; It installs for the current user without asking for an administrator (the dialog offers all users too).

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=...
#endif
#ifndef FileVersion
  #error Pass the version as four numbers: iscc /DFileVersion=...
#endif
#ifndef Root
  #error Pass the checkout's folder: iscc /DRoot=...
#endif
#ifndef OutputName
  #define OutputName "snipsnap-" + AppVersion + "-windows-setup"
#endif

[Setup]
; The AppId keeps upgrades and the uninstaller tied to this app: never change it.
AppId={{6B0F3C52-5D8E-4B7A-9C1E-2F4A8D3E7B91}
AppName=Snip-Snap-Snorum & Co.
AppVersion={#AppVersion}
AppVerName=Snip-Snap-Snorum & Co. {#AppVersion}
AppPublisher=The Snip-Snap-Snorum & Co. authors
; The installer's Properties › Details: its file version; company, description and product version default
; to AppPublisher, "AppName Setup" and AppVersion.
VersionInfoVersion={#FileVersion}
DefaultDirName={autopf}\Snip-Snap-Snorum
DefaultGroupName=Snip-Snap-Snorum
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile={#Root}\LICENSE
SetupIconFile={#Root}\assets\icon.ico
UninstallDisplayIcon={app}\snipsnap.exe
OutputDir={#Root}\dist
OutputBaseFilename={#OutputName}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade first removes the old version's libraries: one it no longer ships must not be loaded beside the new.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
; The one-folder app as build.py made it, with the licence notes package.py put in it.
Source: "{#Root}\dist\snipsnap\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Snip-Snap-Snorum & Co."; Filename: "{app}\snipsnap.exe"
Name: "{autodesktop}\Snip-Snap-Snorum & Co."; Filename: "{app}\snipsnap.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\snipsnap.exe"; Description: "{cm:LaunchProgram,Snip-Snap-Snorum}"; Flags: nowait postinstall skipifsilent
