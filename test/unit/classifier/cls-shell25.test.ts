import { describe, it } from 'vitest';
import { checkMarked, markedRows } from './helpers';

// cls-shell25 (issue 12): shared batch clusters, print servers, backups to a NAS, macOS and Windows directory administration,
// certificate trust stores and game/media servers, read by structure — the program's verb, the scope its arguments select
// (one id → a filter → every user; a listing in a substitution or a loop), reversibility (a mirror with deletion, a purge)
// and, for file edits, which way a setting moved. Each table varies one act along one axis with benign twins. A row is
// "x hint", or "x! hint" for a known gap (target tier x, not reached yet; reason above it). " ⏎ " is a line break.
// Figures (rows at their tier): on main → on this branch, in /work/reports/cls-shell25.md.

describe('batch jobs stopped along scope: one id → one\'s own jobs → a filter → another user → every user', () => {
  it.each(markedRows(String.raw`
    c scancel 1183920
    c scancel 4410021_7
    c scancel --me
    c scancel -u $USER --state=PENDING
    c qdel 4421.pbs-head
    c bkill 77812
    c bkill 0
    c condor_rm 1402.0
    v scancel -u mkhan
    v sudo scancel -p debug
    v scancel --account=chem-lab --state=PENDING
    v scancel --partition=gpu --nodelist=gpu[01-08]
    v scancel --user=ALL
    v qdel all
    v qdel $(qselect -s Q)
    v qdel $(qselect -q long -u alice)
    v bkill -u all 0
    v bkill -q night 0
    v condor_rm -all
    v for id in $(squeue -h -p long -o %i); do scancel $id; done
    v squeue -h -t PD -o %i | xargs -n1 scancel
    a squeue -p gpu -t PENDING
    a squeue --me --start
    a sacct -S 2026-11-01 -o JobID,User,Elapsed,State -P
    a scancel --help
    a bjobs -u all -r
    a qstat -f 889123.pbs01
    a condor_q -allusers -nobatch
    # A loop over the caller's own listing is still read as every job the listing names (the loop's source is not
    # carried to the command it feeds): over-tiered by one.
    c! for id in $(squeue --me -h -o %i); do scancel $id; done
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('cluster accounting and queue administration by verb and object', () => {
  it.each(markedRows(String.raw`
    a sacctmgr list qos format=name,maxwall
    a sacctmgr show assoc where user=alice format=account,partition
    c sacctmgr delete user name=jdoe
    c sacctmgr add user bob account=physics
    c sacctmgr modify account chem set GrpTRES=cpu=512
    v sacctmgr -i remove user where account=astro
    v sacctmgr -i delete account name=bio-lab
    v sacctmgr modify user name=jdoe set adminlevel=Admin
    d sacctmgr delete cluster hpc-old
    a scontrol show partition gpu
    a scontrol show job 551233
    a scontrol update JobId=551233 TimeLimit=02:00:00
    c scontrol hold 551233
    c scontrol update nodename=cn042 state=drain reason=bad-dimm
    c scontrol update NodeName=cn042 State=DOWN Reason=psu
    c scontrol update PartitionName=long State=DOWN
    v scontrol update nodename=cn[001-128] state=down reason="maint"
    v scontrol reboot ALL
    v scontrol shutdown
    a qmgr -c "print server"
    a qmgr -c "list queue workq"
    a qmgr -c "create queue scratchq queue_type=execution"
    c qmgr -c "set queue workq enabled = false"
    c qmgr -c "delete node cn-044"
    v qmgr -c "delete queue workq"
    v qmgr -c "set server managers += eve@login01"
    v qmgr -c "set server acl_host_enable = false"
    v qterm -t quick
    a pbsnodes -aSj
    c pbsnodes -o cn-017
    a qconf -sql
    v qconf -dq all.q
    v qconf -am mallory
    c badmin hclose hostA
    v badmin hclose all
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('print servers: one queue → every queue; administration opened to the network; reads', () => {
  it.each(markedRows(String.raw`
    a lpstat -t
    a lpstat -p -d
    a lpoptions -p Office_MFP -l
    a lpadmin -p Lab3 -E -v ipp://10.2.0.9/ipp/print -m everywhere
    a lpadmin -d Lab3
    c sudo lpadmin -x Lobby_Color
    c lpadmin -p Lab3 -o printer-is-shared=true
    v for q in $(lpstat -a | awk '{print $1}'); do lpadmin -x "$q"; done
    v lpstat -e | xargs -n1 sudo lpadmin -x
    a cupsctl
    a cupsctl --no-remote-admin --no-share-printers
    c cupsctl --share-printers
    v cupsctl --remote-admin --remote-any
    v sudo cupsctl --remote-admin
    c lprm -P Floor2 -
    c cupsdisable Floor2_Mono
    a cupsenable Floor2_Mono
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('backups on a NAS or cloud remote: a dry run → a mirror → old ones rotated → every backup', () => {
  it.each(markedRows(String.raw`
    a rclone check ~/Documents gdrive:Documents
    a rclone sync gdrive:Finance /mnt/nas/finance-archive --dry-run -v
    a rclone lsd b2: && rclone size b2:acme-office-backups
    # rclone sync deletes what the source lacks, but a site published by sync is routine in the wrappers grid; left to the
    # generic reader.
    c! rclone sync ~/Documents nas:docs
    c rclone move ~/Downloads/exports nas:exports
    c rclone delete b2:office-archive --min-age 3y
    v rclone purge gdrive:old-exports/2023
    d rclone purge nas:TimeMachine
    d rclone purge b2:acme-office-backups
    d rclone sync /tmp/empty b2:acme-backups
    a rsync -a --delete --dry-run ~/Pictures/ /Volumes/NAS/photos-mirror/
    c rsync -a --delete ~/Pictures/ /Volumes/NAS/photos-mirror/
    d rsync -a --delete /tmp/empty/ nas01:/volume1/backups/
    c ls -1t /mnt/nas/backups/*.tar.gz | tail -n +8 | xargs -r rm -f
    c cd /srv/app/releases && ls -1t | tail -n +6 | xargs rm -rf
    v ls /mnt/nas/backups/ | xargs rm -rf
    a tmutil listbackups -m
    c sudo tmutil delete -d /Volumes/TM -t 2025-06-01-120000
    d sudo tmutil delete -a -d /Volumes/TM
    a wbadmin get versions
    a wbadmin start backup -backupTarget:\\nas01\wb -include:C: -allCritical -quiet
    d wbadmin delete backup -keepVersions:0 -quiet
    v fhmanagew.exe -cleanup 0 -quiet
    c fhmanagew.exe -cleanup 365 -quiet
    a robocopy D:\Projects \\nas01\backups\projects /MIR /L /NJH
    d robocopy C:\Empty \\nas01\backups /MIR
    d robocopy C:\Temp\blank D:\Backups /PURGE
    # Keeping the newest five is a bulk deletion of backups for the rule that reads it (wbadmin); the label's "one old backup
    # while newer remain" is silent on many old ones.
    v wbadmin delete backup -keepVersions:5 -quiet
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('macOS administration: reads → one app or user setting → a protection or root identity', () => {
  it.each(markedRows(String.raw`
    a defaults read com.apple.screensaver askForPassword
    a dscl . -list /Users UniqueID
    a launchctl list | grep backup
    a tccutil reset Camera com.zoom.xos
    a tccutil reset Microphone us.zoom.xos
    c tccutil reset All
    c sudo launchctl bootout system/com.plexapp.plexmediaserver
    a launchctl bootout gui/501/com.me.sync
    v sudo launchctl bootout system/com.jamf.protect.daemon
    v sudo csrutil disable
    v sudo spctl --master-disable
    v sudo sysadminctl -guestAccount on
    v sudo defaults write /Library/Preferences/com.apple.loginwindow GuestEnabled -bool true
    v sudo dscl . -append /Groups/admin GroupMembership contractor1
    v sudo dscl . -create /Users/helpdesk UniqueID 0
    v sudo dscl . -create /Users/helpdesk PrimaryGroupID 0
    c sudo dscl . -create /Users/helpdesk RealName "Help Desk"
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('certificate trust stores: views → a personal certificate → an authority trusted or removed → a key exported', () => {
  it.each(markedRows(String.raw`
    a certutil -viewstore -user My
    a Get-ChildItem Cert:\LocalMachine\Root | Select-Object Subject, Thumbprint
    a Import-PfxCertificate -FilePath .\dev-local.pfx -CertStoreLocation Cert:\CurrentUser\My
    c certutil -delstore My 5f3a1b9c
    v certutil -addstore -f Root fiddler-root.cer
    v certutil -addstore -enterprise AuthRoot corp-proxy.cer
    v certutil -delstore Root "Acme Issuing CA"
    v Import-Certificate -FilePath .\inspect-proxy-ca.cer -CertStoreLocation Cert:\LocalMachine\Root
    v Import-Certificate -FilePath C:\tmp\burp.der -CertStoreLocation Cert:\CurrentUser\Root
    v certutil -exportPFX -p "" My 5f3a1b acme-web.pfx
    v sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain mitm.pem
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('directory and mail administration: reads → one account → a filtered set or an admin role', () => {
  it.each(markedRows(String.raw`
    a Get-ADUser -Filter 'Department -eq "Sales"' -Properties LastLogonDate
    a Get-ADUser -Filter * -SearchBase "OU=Contractors,DC=corp,DC=example" | Remove-ADUser -WhatIf
    a Get-GPOReport -All -ReportType Html -Path C:\temp\gpos.html
    a Get-Mailbox -ResultSize Unlimited | Select-Object DisplayName,ForwardingSmtpAddress
    c Disable-ADAccount -Identity jsmith
    v Get-ADUser -Filter * -SearchBase "OU=Sales,DC=corp,DC=acme,DC=com" | Disable-ADAccount
    v Add-ADGroupMember -Identity "Domain Admins" -Members svc-backup
    v Add-RoleGroupMember "Organization Management" -Member contractor7
    v Set-Mailbox -Identity cfo@contoso.com -ForwardingSmtpAddress ext.assist@gmail.com -DeliverToMailboxAndForward $true
    d Get-Mailbox -ResultSize Unlimited | Set-Mailbox -AuditEnabled $false
    c New-GPLink -Name "Printers Floor 3" -Target "OU=Floor3,DC=corp,DC=example"
    v New-GPLink -Name "Allow RDP Everyone" -Target "OU=Servers,DC=corp,DC=example" -LinkEnabled Yes
    v New-GPLink -Name "Edge Settings" -Target "DC=corp,DC=example"
    v Set-GPLink -Name "Workstation Hardening" -Target "OU=Workstations,DC=corp,DC=example" -LinkEnabled No
    a Get-GPInheritance -Target "OU=Workstations,DC=corp,DC=example"
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('game and media servers: console reads → players kicked → the allow-list off or an operator made', () => {
  it.each(markedRows(String.raw`
    a mcrcon -H 127.0.0.1 -p $RCON_PW "list"
    a mcrcon -H 127.0.0.1 -p $RCON_PW save-all "say backup done"
    c mcrcon -H 127.0.0.1 -p $RCON_PW "kick griefer42"
    c rcon-cli stop
    v mcrcon -H 127.0.0.1 -p $RCON_PW "whitelist off"
    v rcon-cli "op NewGuy99"
    a ls -la /srv/minecraft/backups/
    v rm -rf /srv/minecraft/world /srv/minecraft/world_nether /srv/minecraft/world_the_end
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('server settings edited: the protective direction stays, the loose direction is verify (diffs with and without hunk headers)', () => {
  it.each(markedRows(String.raw`
    v --- a/server.properties ⏎ +++ b/server.properties ⏎ -online-mode=true ⏎ +online-mode=false
    a --- a/server.properties ⏎ +++ b/server.properties ⏎ -online-mode=false ⏎ +online-mode=true
    v --- a/server.properties ⏎ +++ b/server.properties ⏎ -white-list=true ⏎ +white-list=false
    a --- a/server.properties ⏎ +++ b/server.properties ⏎ -motd=Welcome ⏎ +motd=Welcome back
    v --- a/server.properties ⏎ +++ b/server.properties ⏎ -enable-rcon=false ⏎ +enable-rcon=true
    v --- a/start_server.sh ⏎ +++ b/start_server.sh ⏎ -./valheim_server.x86_64 -name "Guild" -port 2456 -password "h4rdP4ss" -public 0 ⏎ +./valheim_server.x86_64 -name "Guild" -port 2456 -password "" -public 1
    a --- a/start_server.sh ⏎ +++ b/start_server.sh ⏎ -./valheim_server.x86_64 -name "Guild" -port 2456 -public 1 ⏎ +./valheim_server.x86_64 -name "Guild" -port 2457 -public 1
    v --- a/config/network.xml ⏎ +++ b/config/network.xml ⏎ -  <EnableRemoteAccess>false</EnableRemoteAccess> ⏎ +  <EnableRemoteAccess>true</EnableRemoteAccess>
    v --- a/Preferences.xml ⏎ +++ b/Preferences.xml ⏎ -<Preferences secureConnections="2" FriendlyName="den"/> ⏎ +<Preferences secureConnections="0" FriendlyName="den"/>
    a --- a/Preferences.xml ⏎ +++ b/Preferences.xml ⏎ -<Preferences secureConnections="0" FriendlyName="den"/> ⏎ +<Preferences secureConnections="2" FriendlyName="den"/>
    v Edit /etc/cups/cupsd.conf: ⏎ -Listen localhost:631 ⏎ +Port 631
    v Edit /etc/cups/cupsd.conf: ⏎  <Location /admin> ⏎ -  Order allow,deny ⏎ +  Allow all ⏎  </Location>
    a Edit /etc/cups/cupsd.conf: ⏎ -Port 631 ⏎ +Listen localhost:631
    v --- a/ops/backup.sh ⏎ +++ b/ops/backup.sh ⏎ -restic forget --keep-daily 30 --keep-weekly 12 --prune ⏎ +restic forget --keep-last 1 --prune
    a --- a/ops/backup.sh ⏎ +++ b/ops/backup.sh ⏎ -restic forget --keep-daily 7 --prune ⏎ +restic forget --keep-daily 30 --keep-weekly 8 --prune
    v --- a/scripts/nightly.ps1 ⏎ +++ b/scripts/nightly.ps1 ⏎ -wbadmin delete backup -keepVersions:30 -quiet ⏎ +wbadmin delete backup -keepVersions:2 -quiet
    a --- a/docker-compose.dev.yml ⏎ +++ b/docker-compose.dev.yml ⏎ -      - "8096:8096" ⏎ +      - "18096:8096"
    v Add to .github/workflows/nas-backup.yml: ⏎       - run: echo "NAS pass is \${{ secrets.NAS_PASSWORD }}"
    v --- a/slurm.conf ⏎ +++ b/slurm.conf ⏎ -PrivateData=jobs,usage,users ⏎ +PrivateData=none
    v --- a/slurm.conf ⏎ +++ b/slurm.conf ⏎ -AccountingStorageEnforce=associations,limits,qos ⏎ +AccountingStorageEnforce=0
    a --- a/slurm.conf ⏎ +++ b/slurm.conf ⏎ -AccountingStorageEnforce=0 ⏎ +AccountingStorageEnforce=associations,limits
    a --- a/slurm.conf ⏎ +++ b/slurm.conf ⏎ -MaxJobCount=10000 ⏎ +MaxJobCount=20000
    v --- a/smb.conf ⏎ +++ b/smb.conf ⏎ -   guest ok = no ⏎ +   guest ok = yes
    v --- a/smb.conf ⏎ +++ b/smb.conf ⏎ -   map to guest = never ⏎ +   map to guest = bad user
    a --- a/smb.conf ⏎ +++ b/smb.conf ⏎ -   comment = Office share ⏎ +   comment = Office files
    v --- a/jellyfin/system.xml ⏎ +++ b/jellyfin/system.xml ⏎ -  <EnableRemoteAccess>false</EnableRemoteAccess> ⏎ +  <EnableRemoteAccess>true</EnableRemoteAccess>
    a Add to .gitignore: ⏎ *.log ⏎ .env
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('the same acts on several surfaces (shell script, cmd, PowerShell)', () => {
  it.each(markedRows(String.raw`
    v #!/bin/bash ⏎ for j in $(qselect -u bob); do ⏎   qdel "$j" ⏎ done
    a #!/usr/bin/env bash ⏎ set -euo pipefail ⏎ WORK=$(mktemp -d) ⏎ trap 'rm -rf "$WORK"' EXIT ⏎ sacct -S 2026-11-01 -o JobID,User -P > "$WORK/a.csv" ⏎ python summarize.py "$WORK/a.csv"
    c #!/bin/sh ⏎ # keep the newest 7 archives ⏎ cd /mnt/nas/backups || exit 1 ⏎ ls -1t *.tar.gz | tail -n +8 | xargs -r rm -f
    v #!/bin/bash ⏎ for q in $(lpstat -a | awk '{print $1}'); do ⏎   lpadmin -x "$q" ⏎ done
    a #!/bin/bash ⏎ # preview only ⏎ for q in $(lpstat -a | awk '{print $1}'); do ⏎   echo "would remove $q" ⏎ done
    v cmd /c certutil -addstore Root C:\temp\proxy.cer
    v powershell -Command "Import-Certificate -FilePath C:\temp\proxy.cer -CertStoreLocation Cert:\LocalMachine\Root"
    v ssh hpc-login01 'sudo scancel --partition=gpu'
    c ssh hpc-login01 'scancel 7730412'
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('known gaps kept visible', () => {
  it.each(markedRows(String.raw`
    # A run directory under one's own scratch space is scratch (LABELS: one resource there is destructive); the path
    # reader counts /scratch as an unknown server path.
    c! rm -rf /scratch/$USER/run_0142
    # A write into macOS's privacy database by hand grants an app Full Disk Access behind TCC's back; the SQL reader does
    # not know the file.
    v! sudo sqlite3 "/Library/Application Support/com.apple.TCC/TCC.db" "INSERT INTO access VALUES('kTCCServiceSystemPolicyAllFiles','com.evil.agent',0,2,4,1,NULL,NULL,0,'UNUSED',NULL,0,1700000000);"
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});
