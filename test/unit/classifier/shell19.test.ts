import { describe, expect, it } from 'vitest';
import { tier } from './helpers';

// cls-shell19 (issue 12): shell, PowerShell, cmd and remote carriers, second round. Census grids: one act varied along one
// axis (platform, carrier, listing, environment, scope), with benign neighbours. Rows are [surface, hint, tier by LABELS.md];
// rows still off their label are in KNOWN_GAPS with a reason.

const KNOWN_GAPS = new Set<string>([

]);

function rows(name: string, list: ReadonlyArray<readonly [string, string, string]>) {
  describe(name, () => {
    for (const [surface, hint, want] of list) {
      const run = KNOWN_GAPS.has(hint) ? it.skip : it;
      run(`${surface}: ${hint} → ${want}`, () => expect(tier(hint)).toBe(want));
    }
  });
}

rows("every backup of one kind in a backup directory, by any carrier; a dated subset or a print stays below", [
  ["bash", "rm -f /srv/backups/pg/*.dump", "danger_zone"],
  ["powershell", "Remove-Item E:\\Backups\\SQL\\*.bak -Force", "danger_zone"],
  ["cmd", "del /f /q F:\\DBBackups\\*.trn", "danger_zone"],
  ["powershell", "Get-ChildItem -Path E:\\SQLBackups -Filter *.bak | Remove-Item -Force", "danger_zone"],
  ["bash", "ls /mnt/backups/mongo/*.archive | xargs -r rm -f", "danger_zone"],
  ["bash", "ls -1 /mnt/backups/mongo/*.archive | xargs -I{} rm -f {}", "danger_zone"],
  ["shell_script", "for f in $(ls /data/backup/*.tar.zst); do\n  rm -f \"$f\"\ndone", "danger_zone"],
  ["shell_script", "for f in $(find /data/backup -name \"*.tar.zst\"); do rm -f \"$f\"; done", "danger_zone"],
  ["bash", "rm -f /srv/backups/pg/2023-*.dump", "confirm"],
  ["bash", "for f in $(find /data/backup -name \"*.tar.zst\" -mtime +60); do rm -f \"$f\"; done", "confirm"],
  ["bash", "ls /mnt/backups/mongo/*.archive | xargs -r echo rm -f", "advisory"],
  ["bash", "ls -lh /mnt/backups/mongo/*.archive", "advisory"],
  ["bash", "ls ./dist/*.map | xargs rm -f", "advisory"],
]);

rows("one account deleted reads alike on every platform; every account by a read loop over /etc/passwd", [
  ["bash", "sudo userdel olivia", "verify"],
  ["bash", "sudo deluser --remove-home olivia", "verify"],
  ["cmd", "net user olivia /delete", "verify"],
  ["powershell", "Remove-LocalUser -Name olivia", "verify"],
  ["bash", "sudo dscl . -delete /Users/olivia", "verify"],
  ["bash", "sudo sysadminctl -deleteUser olivia", "verify"],
  ["powershell", "Remove-LocalUser -Name olivia   # on my dev VM", "confirm"],
  ["shell_script", "while IFS=: read -r user _ uid _; do\n  [ \"$uid\" -ge 1000 ] && deluser --remove-home \"$user\"\ndone < /etc/passwd", "danger_zone"],
  ["shell_script", "while IFS=: read -r user _; do\n  if [ \"$user\" = \"olivia\" ]; then deluser \"$user\"; fi\ndone < /etc/passwd", "verify"],
  ["bash", "cat /etc/passwd | awk -F: '$3 >= 1000 {print $1}' | xargs -n1 sudo deluser --remove-home", "danger_zone"],
  ["bash", "sudo dscl . -delete /Users/olivia AuthenticationAuthority", "confirm"],
  ["bash", "dscl . -list /Users", "advisory"],
  ["bash", "sudo sysadminctl -secureTokenStatus olivia", "advisory"],
  ["bash", "while IFS=: read -r user _; do echo \"$user\"; done < /etc/passwd", "advisory"],
]);

rows("an account left with no password, on every platform", [
  ["bash", "sudo passwd -d backup", "verify"],
  ["cmd", "net user backup \"\"", "verify"],
  ["cmd", "net user backup /passwordreq:no", "verify"],
  ["bash", "sudo passwd -S backup", "advisory"],
]);

rows("Kubernetes node runtimes read as docker: every container or pod at once, one, reads", [
  ["bash", "sudo crictl rm -af", "verify"],
  ["bash", "sudo crictl rmp --all --force", "verify"],
  ["bash", "sudo crictl stopp $(sudo crictl pods -q)", "verify"],
  ["bash", "sudo ctr -n k8s.io containers delete $(sudo ctr -n k8s.io containers ls -q)", "verify"],
  ["bash", "sudo nerdctl --namespace k8s.io rm -f $(sudo nerdctl --namespace k8s.io ps -aq)", "verify"],
  ["bash", "podman pod rm --all --force", "verify"],
  ["bash", "sudo crictl rmi --all", "verify"],
  ["bash", "sudo crictl rm 9c1e2f", "confirm"],
  ["bash", "sudo crictl rmi --prune", "advisory"],
  ["bash", "sudo crictl ps -a", "advisory"],
  ["bash", "sudo ctr -n k8s.io tasks ls", "advisory"],
  ["bash", "podman pod ps", "advisory"],
]);

rows("a security or audit agent removed, by any package manager or uninstaller", [
  ["bash", "sudo apt-get remove --purge -y sentinelagent", "verify"],
  ["bash", "sudo rpm -e cb-psc-sensor", "verify"],
  ["bash", "sudo dnf remove -y osquery", "verify"],
  ["bash", "sudo dpkg --purge falcon-sensor", "verify"],
  ["bash", "brew uninstall --cask crowdstrike-falcon", "verify"],
  ["cmd", "choco uninstall -y sophos-endpoint", "verify"],
  ["powershell", "Uninstall-Package -Name 'Trend Micro Apex One Security Agent' -Force", "verify"],
  ["cmd", "wmic product where \"name like '%SentinelOne%'\" call uninstall /nointeractive", "verify"],
  ["bash", "sudo apt-get remove -y htop", "confirm"],
  ["cmd", "wmic product where name=\"Notepad++\" call uninstall", "confirm"],
  ["cmd", "msiexec /x {0F3A8B7C-1111-2222-3333-444455556666} /qn", "confirm"],
  ["bash", "sudo apt-get install -y osquery", "advisory"],
  ["bash", "rpm -qa | grep -i sentinel", "advisory"],
]);

rows("a security or audit agent stopped by killing it or unloading its extension", [
  ["bash", "sudo pkill -9 auditd", "danger_zone"],
  ["bash", "sudo kill -9 $(pidof wdavdaemon)", "verify"],
  ["bash", "sudo killall sentineld", "verify"],
  ["bash", "sudo launchctl bootout system/com.apple.auditd", "danger_zone"],
  ["bash", "sudo kextunload -b com.sophos.kext.sav", "verify"],
  ["bash", "sudo systemextensionsctl uninstall 4ZH2XXX com.sentinelone.network-monitoring", "verify"],
  ["bash", "sudo pkill -HUP nginx", "confirm"],
  ["bash", "systemextensionsctl list", "advisory"],
]);

rows("audit and journal off where nothing names the machine; a named dev machine one level lower", [
  ["bash", "sudo auditctl -e 0", "danger_zone"],
  ["bash", "ssh web-7 sudo auditctl -D", "danger_zone"],
  ["bash", "sudo auditctl -e 0   # throwaway dev VM", "verify"],
  ["bash", "sudo journalctl --vacuum-time=10m", "verify"],
  ["bash", "sudo journalctl --vacuum-size=2M", "verify"],
  ["bash", "sudo journalctl --vacuum-files=1", "verify"],
  ["bash", "sudo journalctl --vacuum-size=2G", "confirm"],
  ["bash", "sudo journalctl --vacuum-time=10m   # my dev laptop", "confirm"],
  ["bash", "sudo auditctl -s", "advisory"],
  ["bash", "journalctl -u sshd --since today", "advisory"],
]);

rows("macOS protections turned off by their own tools; their reads and ordinary preferences stay", [
  ["bash", "sudo systemsetup -setremoteappleevents on", "verify"],
  ["bash", "sudo /usr/libexec/ApplicationFirewall/socketfilterfw --setstealthmode off", "verify"],
  ["bash", "sudo defaults write /Library/Preferences/com.apple.alf globalstate -int 0", "verify"],
  ["bash", "defaults write com.apple.screensaver askForPassword -int 0", "verify"],
  ["bash", "sudo defaults write /Library/Preferences/com.apple.security.libraryvalidation.plist DisableLibraryValidation -bool true", "verify"],
  ["bash", "sudo nvram boot-args=\"cs_enforcement_disable=1\"", "verify"],
  ["bash", "sudo profiles remove -all -forced", "verify"],
  ["bash", "security delete-keychain ~/Library/Keychains/work.keychain-db", "verify"],
  ["bash", "sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain proxy-ca.pem", "verify"],
  ["bash", "sudo jamf removeMdmProfile", "verify"],
  ["bash", "security delete-generic-password -a me -s npm-token", "confirm"],
  ["bash", "sudo systemsetup -getremotelogin", "advisory"],
  ["bash", "/usr/libexec/ApplicationFirewall/socketfilterfw --listapps", "advisory"],
  ["bash", "defaults write com.apple.finder ShowPathbar -bool true", "advisory"],
  ["bash", "profiles show -type enrollment", "advisory"],
  ["bash", "security list-keychains -d user", "advisory"],
]);

rows("Linux protections turned off by their own tools", [
  ["bash", "sudo firewall-cmd --zone=trusted --add-source=0.0.0.0/0 --permanent", "verify"],
  ["bash", "sudo firewall-cmd --add-port=1-65535/udp", "verify"],
  ["bash", "sudo aa-complain /etc/apparmor.d/usr.sbin.cupsd", "verify"],
  ["bash", "echo 0 | sudo tee /proc/sys/kernel/kptr_restrict", "verify"],
  ["bash", "sudo firewall-cmd --permanent --add-service=http", "confirm"],
  ["bash", "sudo firewall-cmd --get-active-zones", "advisory"],
  ["bash", "echo 2 | sudo tee /proc/sys/kernel/kptr_restrict", "advisory"],
]);

rows("whole devices erased by firmware and restore tools", [
  ["bash", "sudo nvme sanitize /dev/nvme1n1 -a 2", "danger_zone"],
  ["bash", "sudo hdparm --user-master u --security-erase-enhanced p /dev/sdc", "danger_zone"],
  ["bash", "sudo asr restore -s /Volumes/Base -t /Volumes/Work --erase", "danger_zone"],
  ["bash", "sudo wipefs --all /dev/sdd", "danger_zone"],
  ["bash", "sudo wipefs /dev/sdd", "advisory"],
  ["bash", "sudo nvme smart-log /dev/nvme1n1", "advisory"],
]);

rows("volumes, datasets and subvolumes judged by what they hold; one snapshot stays dangerous (cls-en16)", [
  ["bash", "sudo btrfs subvolume delete /mnt/btrfs/@home", "danger_zone"],
  ["bash", "sudo btrfs subvolume delete /mnt/btrfs/@mysql", "danger_zone"],
  ["bash", "sudo btrfs subvolume delete /mnt/btrfs/@backups", "danger_zone"],
  ["bash", "sudo btrfs subvolume delete /.snapshots/412/snapshot", "verify"],
  ["bash", "sudo zfs destroy tank/pgdata@daily-2024-03-01", "verify"],
  ["bash", "sudo zfs destroy tank/pgdata@%", "danger_zone"],
  ["bash", "sudo lvremove -f /dev/vg0/lv_home", "danger_zone"],
  ["bash", "sudo lvremove -f /dev/vg0/backups", "danger_zone"],
  ["bash", "sudo btrfs subvolume list /mnt/btrfs", "advisory"],
  ["bash", "sudo btrfs subvolume snapshot -r /mnt/btrfs/@home /mnt/btrfs/.snapshots/home", "advisory"],
]);

rows("Windows: registry paths unquoted, guest and group membership for everyone, Defender values", [
  ["cmd", "reg add HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Policies\\System /v EnableLUA /t REG_DWORD /d 0 /f", "verify"],
  ["cmd", "reg add HKLM\\SOFTWARE\\Policies\\Microsoft\\Windows\\WindowsUpdate\\AU /v NoAutoUpdate /t REG_DWORD /d 1 /f", "verify"],
  ["cmd", "reg query HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Policies\\System", "advisory"],
  ["powershell", "Enable-LocalUser -Name Guest", "verify"],
  ["powershell", "Enable-LocalUser -Name build-agent", "confirm"],
  ["cmd", "net localgroup \"Remote Management Users\" \"Authenticated Users\" /add", "verify"],
  ["powershell", "Add-LocalGroupMember -Group 'Remote Desktop Users' -Member 'Domain Users'", "verify"],
  ["powershell", "Add-LocalGroupMember -Group 'Remote Desktop Users' -Member 'CORP\\mlopez'", "confirm"],
  ["powershell", "Set-MpPreference -PUAProtection Disabled", "verify"],
  ["powershell", "Set-MpPreference -EnableControlledFolderAccess Disabled", "verify"],
  ["powershell", "Add-MpPreference -ExclusionProcess 'C:\\Windows\\System32\\rundll32.exe'", "verify"],
  ["powershell", "Add-MpPreference -ExclusionPath 'C:\\Users\\me\\source\\repos\\web\\node_modules'", "confirm"],
  ["powershell", "$r = New-Object -TypeName System.Security.AccessControl.FileSystemAccessRule -ArgumentList 'Everyone','Modify','Allow'", "verify"],
  ["powershell", "Get-MpComputerStatus", "advisory"],
]);

rows("carriers: powershell -File runs its script; parallel's valued options; brace lists; cat-fed listings", [
  ["powershell", "powershell -NoProfile -ExecutionPolicy Bypass -File .\\scripts\\build.ps1", "advisory"],
  ["powershell", "pwsh -ExecutionPolicy Bypass -File ./tools/lint.ps1 -Fix", "advisory"],
  ["cmd", "parallel --jobs 16 ssh {} 'sudo rm -rf /var/log/nginx/*' :::: prod-hosts.txt", "verify"],
  ["bash", "cat fleet.txt | parallel -j 8 ssh {} 'sudo ufw disable'", "verify"],
  ["bash", "sudo rm -rf /var/lib/{postgresql,redis}", "danger_zone"],
  ["shell_script", "for d in /srv/{uploads,exports}; do\n  echo \"$d\"\ndone", "advisory"],
  ["bash", "rm -rf {node_modules,dist,.cache}", "advisory"],
  ["bash", "cat /etc/passwd | cut -d: -f1 | xargs -n1 sudo userdel -r", "danger_zone"],
  ["bash", "cat /etc/passwd | grep contractor- | cut -d: -f1 | xargs -n1 sudo userdel -r", "verify"],
]);

rows("running containers in production named in prose, and a swarm's secrets at once", [
  ["prose_en", "Stop the prod containers before the migration.", "verify"],
  ["prose_en", "Shut down the running containers in production.", "verify"],
  ["prose_en", "Restart the production containers.", "confirm"],
  ["prose_en", "Show me the running containers in production.", "advisory"],
  ["prose_en", "Stop the containers on my laptop.", "advisory"],
  ["container", "docker secret rm $(docker secret ls -q)", "verify"],
  ["container", "docker secret ls", "advisory"],
]);

rows("wmic aliases by their verb, PowerShell WMI and foreach on one line; filter blocks are expressions", [
  ["cmd", "wmic useraccount where name='tcooper' delete", "verify"],
  ["cmd", "wmic useraccount where \"localaccount=true\" set disabled=true", "danger_zone"],
  ["cmd", "wmic service where name='Sense' call stopservice", "verify"],
  ["cmd", "wmic process where name='MsMpEng.exe' delete", "verify"],
  ["cmd", "wmic nteventlog where filename='system' call cleareventlog", "danger_zone"],
  ["cmd", "wmic useraccount where name='svc_scan' set PasswordRequired=false", "verify"],
  ["cmd", "wmic useraccount get name,sid,disabled", "advisory"],
  ["cmd", "wmic qfe list brief", "advisory"],
  ["powershell", "Get-CimInstance -ClassName Win32_UserAccount | Remove-CimInstance", "danger_zone"],
  ["powershell", "Invoke-WmiMethod -Class Win32_Process -Name Create -ArgumentList 'cmd /c rd /s /q D:\\Backups'", "danger_zone"],
  ["powershell", "foreach ($u in $staleUsers) { Remove-LocalUser -Name $u }", "verify"],
  ["powershell", "foreach ($f in Get-ChildItem E:\\Backups) { Remove-Item $f.FullName -Force }", "danger_zone"],
  ["powershell", "Get-Service | Where-Object { $_.DisplayName -like '*Defender*' } | Stop-Service -Force", "verify"],
  ["powershell", "Get-Process | Where-Object { $_.WorkingSet -gt 1GB } | Stop-Process -Force", "confirm"],
  ["powershell", "Get-Service | Where-Object { $_.StartType -eq 'Automatic' -and $_.Status -ne 'Running' } | Select-Object Name", "advisory"],
  ["powershell", "Get-ChildItem C:\\inetpub\\logs -Recurse | Where-Object { $_.Length -gt 100MB } | Sort-Object { $_.Length } -Descending", "advisory"],
  ["powershell", "Get-Process -Name node | Stop-Process", "advisory"],
]);

