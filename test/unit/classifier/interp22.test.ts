import { describe, it } from 'vitest';
import { checkMarked, markedRows } from './helpers';

// cls-interp22 (issue 12): CLIs of domains the earlier grids did not write — backup and snapshot tools, host protections,
// field-bus and device protocols, certificate stores, Windows copies of people's files — read by their own verbs and
// shapes, and the interpreters, scripts and notebook lines that reach them. Benign twins: listings, status, reads,
// dry runs, a virtual bus, one's own files, development links. A row is "x hint", or "x! hint" for a known gap (its
// reason is in the comment above its table). " ⏎ " is a line break; "\${" is "${".
// Figures (rows at their tier on main 31830a34 → this branch; "advisory" counts dangerous rows that came out advisory)
// are in each table's comment and in /work/reports/cls-interp22.md.

// main 10/25 (13 dangerous rows advisory) → branch 24/25 (1). CLI-shaped names (modbus-cli, …ctl, …-client, .py) with only arguments; mbpoll/modpoll values after the device; snmpset; cansend on a real bus; PLC client libraries' write_* in code. Known gap: pycomm3's bare .write() on a LogixDriver reads as a create.
describe("a CLI-shaped program with no option is still a command; field-bus, SNMP and CAN writes set a live machine; reads stay reads", () => {
  it.each(markedRows(String.raw`
    v modbus-cli write 10.0.0.5 40001 1
    v modbus-cli write 192.168.1.20 %MW100 0
    v modbus-cli write plc-line3.local 400012 75
    a modbus-cli read 10.0.0.5 40001 10
    a modbus-cli read plc-line3.local %MW100 4
    v mbpoll -a 1 -r 100 -t 4 192.168.10.20 0
    v mbpoll -m rtu -a 3 -b 9600 -t 0 -r 5 /dev/ttyUSB0 1 0 1
    v mbpoll -a 7 -t 4:float -r 20 10.2.0.40 12.5
    a mbpoll -a 1 -r 100 -c 10 -t 4 -1 192.168.10.20
    a mbpoll -m rtu -a 3 -b 19200 -t 3 -r 1 -c 4 -1 /dev/ttyUSB1
    v modpoll -m tcp -a 2 -r 40001 -t 4 10.1.1.9 1200
    a modpoll -m tcp -a 2 -r 40001 -c 5 -t 4 -1 10.1.1.9
    v snmpset -v2c -c private 10.9.0.1 1.3.6.1.2.1.2.2.1.7.3 i 2
    v snmpset -v3 -u ops -l authPriv -a SHA -A pw -x AES -X pw core-sw1 IF-MIB::ifAdminStatus.12 i 2
    a snmpget -v2c -c public 10.9.0.1 sysUpTime.0
    a snmpwalk -v2c -c public core-sw1 IF-MIB::ifOperStatus
    v cansend can0 123#0000000000000000
    v cansend can1 7DF#0211000000000000
    a cansend vcan0 123#DEADBEEF
    a candump can0
    v sudo python3 -c "import subprocess; subprocess.run('mbpoll -a 1 -r 100 -t 4 10.0.0.9 0', shell=True)"
    v python3 -c "from pymodbus.client import ModbusTcpClient; c = ModbusTcpClient('10.0.0.5'); c.write_register(1, 0)"
    v python3 -c "from pymodbus.client import ModbusSerialClient; c = ModbusSerialClient(port='/dev/ttyUSB0'); c.write_registers(0, [0]*10)"
    a python3 -c "from pymodbus.client import ModbusTcpClient; c = ModbusTcpClient('10.0.0.5'); print(c.read_input_registers(0, 4))"
    v! python3 -c "from pycomm3 import LogixDriver; LogixDriver('10.0.0.9').write(('Line1_Speed', 0))"
  `))('%s %s', checkMarked);
});

// main 10/27 (7 dangerous rows advisory) → branch 27/27 (0). kopia's noun-verb subcommands (and --delete as its confirmation), tarsnap's flag verbs, barman `all`, velero backup/snapshot locations, a keep of 0 only when every keep is 0.
describe("backup tools' own verbs: kopia, tarsnap, barman, velero locations, keeps of 0 and 1, duplicity's all-but-N, rclone dedupe", () => {
  it.each(markedRows(String.raw`
    c kopia snapshot delete k8d2e0f1a3b --delete
    a kopia snapshot delete k8d2e0f1a3b
    v kopia snapshot expire --all --delete
    v kopia policy set --global --keep-latest 1 --keep-daily 0
    d kopia policy set /srv --keep-latest 0 --keep-hourly 0 --keep-daily 0 --keep-weekly 0 --keep-monthly 0 --keep-annual 0
    c kopia policy set /srv --keep-daily 14
    d kopia snapshot delete --all-snapshots-for-source /srv/www --delete
    a kopia snapshot list --all
    a kopia snapshot create /srv/www
    a kopia repository status
    c tarsnap -d -f web1-2024-01-01
    v tarsnap -d -f web1-2024-01-01 -f web1-2024-01-02 -f web1-2024-01-03
    d tarsnap --nuke --keyfile /root/tarsnap.key
    a tarsnap -c -f web1-2024-06-01 /srv/www
    a tarsnap --list-archives --keyfile /root/tarsnap.key
    a tarsnap -d --dry-run -f web1-2024-01-01
    d barman delete pg-main all
    c barman delete pg-main oldest
    v velero backup-location delete default --confirm
    v velero snapshot-location delete aws-default --confirm
    v borg prune --keep-daily 1 --keep-weekly 0 /mnt/backup/borg-repo
    d borg prune --keep-daily 0 --keep-weekly 0 /mnt/backup/borg-repo
    v borg prune -v --keep-within 1d backup@nas:/volume1/borg
    v duplicity remove-all-but-n-full 1 --force s3://acme-backups/prod-db
    v duplicity remove-all-but-n-full 2 --force b2://acme-backups/mail
    c rclone dedupe --dedupe-mode newest gdrive:Shared
    a rclone dedupe --dedupe-mode rename gdrive:Shared
  `))('%s %s', checkMarked);
});

// main 7/14 (2 dangerous rows advisory) → branch 14/14 (0). Words English prose uses otherwise, read only in a command's subcommand position; a flag that is the tool's verb (certutil -delstore).
describe("a CLI's own verb vocabulary read by meaning: expire, forget, permissive, mask, unban, verbs spelled as flags, a server's power", () => {
  it.each(markedRows(String.raw`
    v archivectl expire --older-than 1d
    c gatekeeperctl unban 10.0.0.3
    v sudo fail2ban-client unban --all
    c sudo fail2ban-client set sshd unbanip 203.0.113.7
    a sudo fail2ban-client status sshd
    v sudo semanage permissive -a httpd_t
    c certutil -delstore My 3b1c0e
    a certutil -store My
    v keytool -delete -alias prod-tls -keystore /etc/app/keystore.jks
    a keytool -list -keystore /etc/app/keystore.jks
    c racadm serveraction powercycle
    a racadm getsysinfo
    c snapctl forget --prune
    v sudo systemctl mask --now apparmor
  `))('%s %s', checkMarked);
});

// main 3/10 (4 dangerous rows advisory) → branch 10/10 (0).
describe("host protections by their own tools: AppArmor profiles removed, SELinux booleans opened, every btrfs snapshot by a glob", () => {
  it.each(markedRows(String.raw`
    v sudo apparmor_parser -R /etc/apparmor.d/usr.sbin.mysqld
    v sudo apparmor_parser -C /etc/apparmor.d/usr.sbin.nginx
    a sudo apparmor_parser -r /etc/apparmor.d/usr.sbin.mysqld
    v sudo setsebool -P httpd_can_network_connect 1
    v sudo setsebool -P httpd_execmem on
    c sudo setsebool -P httpd_can_network_connect off
    a getsebool -a
    d sudo btrfs subvolume delete /.snapshots/*/snapshot
    d btrfs subvolume delete /mnt/@snapshots/*
    v sudo btrfs subvolume delete /.snapshots/42/snapshot
  `))('%s %s', checkMarked);
});

// main 5/11 (6 dangerous rows advisory) → branch 11/11 (0). Every profile under C:\Users, a named profile's folders, an HR/payroll share; a destination named as backup is a protective copy.
describe("Windows: people's files copied to another drive letter leave with whoever carries it; one's own files and backups do not", () => {
  it.each(markedRows(String.raw`
    v Copy-Item -Recurse C:\Users\*\Documents E:\
    v Copy-Item -Path \\fs01\HR\* -Destination F:\ -Recurse
    v xcopy C:\Users\jdoe\Documents F:\ /E /H
    v robocopy C:\Users G:\dump /E /COPYALL
    v Copy-Item -Path C:\Users\mgarcia\Desktop -Destination E:\mg -Recurse
    v Move-Item \\files\Payroll\2024 E:\
    a Copy-Item -Recurse .\src D:\backup\myproject
    a Copy-Item -Recurse C:\Users\*\Documents D:\Backup\profiles
    a Copy-Item .\report.pdf E:\
    a robocopy C:\Users\Public\Documents E:\share /E
    a copy C:\Users\ana\Desktop\notes.txt .\notes.txt
  `))('%s %s', checkMarked);
});

// main 4/13 (4 dangerous rows advisory) → branch 13/13 (0).
describe("carriers: interpreters, scripts, heredocs, REPL and notebook lines reaching these CLIs; PowerShell launchers' backtick escapes", () => {
  it.each(markedRows(String.raw`
    v powershell -Command "Set-MpPreference -DisableRealtimeMonitoring \`$true"
    d pwsh -c "Get-Mailbox -ResultSize Unlimited | Remove-Mailbox -Confirm:\`$false"
    a powershell -Command "Get-MpComputerStatus | Select-Object RealTimeProtectionEnabled"
    c python3 -c "import subprocess; subprocess.run(['kopia', 'snapshot', 'delete', 'k1', '--delete'])"
    d node -e "require('child_process').execSync('tarsnap --nuke --keyfile /root/tarsnap.key')"
    v ruby -e 'system("sudo", "apparmor_parser", "-R", "/etc/apparmor.d/usr.sbin.mysqld")'
    v perl -e 'system("setsebool -P httpd_can_network_connect 1")'
    v #!/bin/bash ⏎ PLC=10.0.0.5 ⏎ for reg in 40001 40002 40003; do modbus-cli write $PLC $reg 0; done
    v #!/bin/sh ⏎ SW=core-sw1 ⏎ snmpset -v2c -c private "$SW" IF-MIB::ifAdminStatus.3 i 2
    d #!/bin/bash ⏎ SNAP=/.snapshots ⏎ btrfs subvolume delete $SNAP/*/snapshot
    d python3 - <<'PY' ⏎ import subprocess ⏎ subprocess.run(["barman", "delete", "pg-main", "all"]) ⏎ PY
    d In [4]: !kopia snapshot delete --all-snapshots-for-source /srv/www --delete
    a >>> import subprocess; print(subprocess.check_output(['kopia', 'snapshot', 'list']))
  `))('%s %s', checkMarked);
});

// main 3/7 (0 dangerous rows advisory) → branch 7/7 (0).
describe("links inside the project: .env pointed at a development or example file is routine; production targets and release switches are not", () => {
  it.each(markedRows(String.raw`
    a ln -sf ../config/dev.env .env
    a ln -sf config/local.env .env
    a ln -sf .env.development .env
    a ln -sf ../../config/test.yml config/settings.yml
    v ln -sf ../config/prod.env .env
    c ln -sfn releases/20240101 current
    v ln -sf /etc/app/prod.env .env
  `))('%s %s', checkMarked);
});

// main 6/18 (7 dangerous rows advisory) → branch 18/18 (0).
describe("statements sent to a database's HTTP query endpoint, DNS servers' own control tools, password vaults exported or pushed, key bundles without a password", () => {
  it.each(markedRows(String.raw`
    d curl -XPOST 'http://influx:8086/query' --data-urlencode 'q=DROP DATABASE telegraf'
    d curl 'http://ch.prod:8123/?query=TRUNCATE%20TABLE%20events' -X POST
    v http POST influx:8086/query q=='DELETE FROM cpu WHERE time < now() - 1d'
    d curl -s -X POST https://metrics.acme.io/query --data-urlencode "q=DROP MEASUREMENT requests" --data-urlencode "db=prod"
    a curl -G 'http://influx:8086/query' --data-urlencode 'q=SHOW DATABASES'
    a curl 'http://ch.prod:8123/?query=SELECT%20count()%20FROM%20events'
    d knotc zone-purge acme.io
    d knotc conf-unset zone[acme.io]
    v knotc zone-unset acme.io www A
    a knotc zone-status acme.io
    a knotc zone-reload acme.io
    v bw export --format json --output /tmp/vault.json
    v lpass export > ~/Desktop/lastpass.csv
    c bw export --format encrypted_json --password hunter2 --output vault.json
    c pass git push
    a pass ls
    v openssl pkcs12 -export -in api.crt -inkey api.key -out /tmp/api.p12 -passout pass:
    a openssl pkcs12 -export -in api.crt -inkey api.key -out api.p12
  `))('%s %s', checkMarked);
});

// main 2/8 (3 dangerous rows advisory) → branch 7/8 (1). Known gap: .NET's [Microsoft.Win32.Registry]::SetValue typed in a PowerShell -Command string is not read as code.
describe("registry values written from code read as reg add of them; Windows Update's services are an OS protection", () => {
  it.each(markedRows(String.raw`
    v python3 -c "import winreg; k=winreg.OpenKey(winreg.HKEY_LOCAL_MACHINE, r'SOFTWARE\Policies\Microsoft\Windows Defender', 0, winreg.KEY_SET_VALUE); winreg.SetValueEx(k, 'DisableAntiSpyware', 0, winreg.REG_DWORD, 1)"
    v python3 -c "import winreg as reg; k = reg.CreateKey(reg.HKEY_CURRENT_USER, r'Software\Microsoft\Windows\CurrentVersion\Run'); reg.SetValueEx(k, 'updater', 0, reg.REG_SZ, r'C:\Users\Public\u.exe')"
    v python - <<'PY' ⏎ import winreg ⏎ key = winreg.CreateKeyEx(winreg.HKEY_LOCAL_MACHINE, r"SYSTEM\CurrentControlSet\Control\Lsa", 0, winreg.KEY_WRITE) ⏎ winreg.SetValueEx(key, "RunAsPPL", 0, winreg.REG_DWORD, 0) ⏎ PY
    v! powershell -Command "[Microsoft.Win32.Registry]::SetValue('HKEY_LOCAL_MACHINE\SYSTEM\CurrentControlSet\Control\Lsa', 'RunAsPPL', 0)"
    a python3 -c "import winreg; k=winreg.OpenKey(winreg.HKEY_CURRENT_USER, r'Software\AcmeApp'); print(winreg.QueryValueEx(k, 'Theme'))"
    v Set-Service -Name wuauserv -StartupType Disabled
    v sc.exe config wuauserv start= disabled
    a Get-Service wuauserv
  `))('%s %s', checkMarked);
});

// main 5/17 (3 dangerous rows advisory) → branch 17/17 (0).
describe("after the check half (other wording): restic/borg -n dry runs, repository keys removed, public keys deleted, root credentials printed, InfluxQL drops, process modules imported under another name", () => {
  it.each(markedRows(String.raw`
    a restic -r /srv/restic forget --keep-daily 3 --prune -n
    a borg prune -n --list --keep-weekly 2 /mnt/backup/borg-repo
    a borg delete -n /mnt/backup/borg-repo::host-2024-02-02
    v restic -r b2:acme-backups:/host key remove 9c1d4f2a
    v restic key rm 77aa1100 --repo sftp:bk@nas:/restic
    a restic -r b2:acme-backups:/host key list
    c gpg --batch --yes --delete-keys 0xFEEDBEEF
    a gpg --list-public-keys
    v bw get password "Azure admin"
    v lpass show --password 'Shared-Infra/root (db1)'
    c pass show personal/netflix
    d influx -execute 'DROP MEASUREMENT requests' -database telegraf
    d influx -database telegraf -execute "DROP SERIES FROM mem"
    d python3 -c "import subprocess as s; s.call('zpool destroy tank', shell=True)"
    d python3 -c "import subprocess as proc; proc.check_call(['knotc', 'zone-purge', 'acme.io'])"
    v python3 -c "import os as o; o.system('setenforce 0')"
    a python3 -c "import subprocess as s; s.call(['zpool', 'status'])"
  `))('%s %s', checkMarked);
});
