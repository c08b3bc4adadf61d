import { describe, it } from 'vitest';
import { checkMarked, markedRows } from './helpers';

// cls-remote26 (issue 12): one command, any carrier. The act a remote or fleet executor carries lands at the same tier as
// alone; the carrier's target adds scope (every host of a group, a pattern, a host file) and environment (a production
// host); quoting, heredocs, pipes and base64 do not hide it. Each table varies one act along one axis with benign twins
// (the same carrier running reads, dry runs, acts on a dev or test host). A row is "x hint", or "x! hint" for a known gap
// (target tier x, not reached yet; reason above it). Figures (rows at their tier): on main → on this branch, in
// /work/reports/cls-remote26.md.

describe('fleet runners the reader did not know carry their command (mussh, Bolt, MCollective, salt-ssh)', () => {
  it.each(markedRows(String.raw`
    a mussh -H prod-dbs.txt -c 'uptime'
    a mussh -h db1 db2 db3 -c 'df -h /var/lib/mysql'
    d mussh -H prod-dbs.txt -c 'sudo rm -rf /var/lib/postgresql/16/main'
    v mussh -H all-hosts.txt -c 'sudo setenforce 0'
    a bolt command run 'systemctl status nginx' --targets webservers
    a bolt command run 'cat /etc/os-release' -t all
    d bolt command run 'sudo rm -rf /srv/backups/*' --targets backup_servers
    v bolt command run 'sudo ufw disable' -t prod_web
    a mco shell run 'uptime' -I /prod/
    v mco shell run 'sudo systemctl stop firewalld' -I /prod/
    d mco shell run 'rm -rf /var/lib/rabbitmq/mnesia' -C rabbitmq
    a salt-ssh '*' cmd.run 'free -m'
    d salt-ssh '*' cmd.run 'rm -rf /var/backups/*'
    v salt-ssh -G 'env:prod' cmd.run 'passwd -d root'
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('guests, containers and pods entered by their own tools (lxc/incus exec, pct exec, oc rsh, crictl exec, machinectl shell)', () => {
  it.each(markedRows(String.raw`
    a lxc exec prod-db -- ls /var/lib/mysql
    d lxc exec prod-db -- rm -rf /var/lib/mysql
    a incus exec web-1 -- tail -n 50 /var/log/nginx/error.log
    d incus exec prod-db -- sh -c 'rm -rf /var/lib/mysql'
    a pct exec 201 -- df -h
    d pct exec 201 -- rm -rf /var/lib/mysql
    a oc rsh -n prod pod/postgres-0 psql -c 'SELECT count(*) FROM orders'
    d oc rsh -n prod pod/postgres-0 psql -c 'DROP DATABASE orders'
    d oc rsh -n prod redis-0 redis-cli FLUSHALL
    a crictl exec -it 3f2a1b sh -c 'ls /data'
    a machinectl shell root@build-3 /usr/bin/df -h
    d machinectl shell root@prod-db /bin/sh -c 'rm -rf /var/lib/mysql'
    c crictl exec -it 77ab sh -c 'cat /var/run/secrets/kubernetes.io/serviceaccount/token'
    d qm guest exec 101 -- rm -rf /var/lib/mysql
    a qm guest exec 101 -- df -h
    d multipass exec prod-vm -- sudo rm -rf /var/lib/mysql
    a multipass exec dev-vm -- ls /var/lib/mysql
    d salt-call cmd.run 'rm -rf /var/backups/*'
    a salt-call cmd.run 'df -h'
    d autossh -M 0 db-prod 'dropdb billing'
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('a script piped into a remote shell is run there (base64, echo, printf, a heredoc through cat)', () => {
  it.each(markedRows(String.raw`
    a echo ZGYgLWg= | base64 -d | ssh backup-1 bash
    d echo cm0gLXJmIC92YXIvYmFja3Vwcy8q | base64 -d | ssh backup-1 bash
    d echo cm0gLXJmIC92YXIvYmFja3Vwcy8q | base64 -d | ssh backup-1 'sudo bash -s'
    d base64 -d <<< cm0gLXJmIC92YXIvYmFja3Vwcy8q | ssh backup-1 bash
    a echo 'ls -la /srv/backups' | ssh backup-01 sh
    d echo 'rm -rf /srv/backups/*' | ssh backup-01 sh
    d printf 'rm -rf /srv/backups/*\n' | ssh backup-01 sudo sh -s
    d cat <<'EOF' | ssh db-prod-1 sudo bash ⏎ rm -rf /var/lib/mysql ⏎ EOF
    a cat <<'EOF' | ssh db-prod-1 sudo bash ⏎ du -sh /var/lib/mysql ⏎ EOF
    v echo 'sudo sed -i "s/^PasswordAuthentication no/PasswordAuthentication yes/" /etc/ssh/sshd_config' | ssh -J bastion web-9 bash
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('Windows remote runners typed at a prompt keep their host (psexec \\\\HOST, winrs -r:)', () => {
  it.each(markedRows(String.raw`
    a psexec \\SQL-PROD-01 -s cmd /c "dir D:\Backups"
    d psexec \\SQL-PROD-01 -s cmd /c "rd /s /q D:\Backups"
    d psexec \\FS01 cmd /c "format E: /q /y"
    v psexec \\FS01 cmd /c "del /s /q D:\Shares\*"
    v psexec @servers.txt -s netsh advfirewall set allprofiles state off
    a winrs -r:DB01 "sqlcmd -Q \"SELECT name FROM sys.databases\""
    d winrs -r:DB01 "sqlcmd -Q \"DROP DATABASE Payroll\""
    a winrs -r:APP07 ipconfig /all
    v winrs -r:FS02 rmdir /s /q D:\Shares\Finance
    a winrs -r:FS02 dir /s D:\Shares
    v winrs -r:WEB01 netsh advfirewall set allprofiles state off
    d Invoke-Command -ComputerName SQL01 -FilePath .\wipe-backups.ps1
    d Invoke-Command -ComputerName (Get-Content servers.txt) -FilePath C:\ops\drop-databases.ps1
    a Invoke-Command -ComputerName SQL01 -FilePath .\collect-diagnostics.ps1
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('every host of a fleet: data lost on each is raised, a control weakened or one account removed on each stays dangerous', () => {
  it.each(markedRows(String.raw`
    v ssh web1 'iptables -F'
    v salt 'prod-*' cmd.run 'iptables -F && iptables -P INPUT ACCEPT'
    v pdsh -w web[01-20] 'sudo ufw disable'
    v for h in $(cat prod-hosts.txt); do ssh "$h" 'sudo systemctl stop firewalld'; done
    v ansible prod -b -m service -a 'name=firewalld state=stopped enabled=no'
    d ansible prod -b -m service -a 'name=auditd state=stopped enabled=no'
    v ssh web1 'sudo userdel olduser'
    v salt 'prod-*' cmd.run 'userdel olduser'
    v ansible prod -b -m user -a 'name=olduser state=absent remove=yes'
    d salt 'prod-*' cmd.run 'rm -rf /var/backups/*'
    d pdsh -g prod 'sudo rm -rf /var/log/*'
    d pssh -h prod-hosts.txt -i 'sudo rm -rf /var/lib/docker/volumes'
    a salt 'prod-*' cmd.run 'iptables -L -n'
    a pdsh -g prod 'ls /var/log'
    v pdcp -w web[1-9] /tmp/sudoers.new /etc/sudoers
    v pdcp -w web[1-9] ./app.conf /etc/nginx/conf.d/app.conf
    a pdcp -w web[1-9] ./report.txt /tmp/report.txt
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('ansible modules read by what they write: lineinfile, authorized_key', () => {
  it.each(markedRows(String.raw`
    v ansible all -b -m lineinfile -a "path=/etc/ssh/sshd_config regexp='^PermitRootLogin' line='PermitRootLogin yes'"
    v ansible webservers -b -m ansible.builtin.lineinfile -a "path=/etc/sudoers line='deploy ALL=(ALL) NOPASSWD: ALL'"
    v ansible all -b -m lineinfile -a "path=/etc/pam.d/system-auth regexp='pam_faillock' state=absent"
    v ansible all -b -m authorized_key -a "user=root key='ssh-ed25519 AAAAC3Nz ops@laptop'"
    v ansible prod -m ansible.posix.authorized_key -a "user=root key='ssh-rsa AAAAB3Nza x@y'"
    c ansible web1 -m authorized_key -a "user=deploy key='ssh-rsa AAAAB3Nza x@y'"
    a ansible all -b -m lineinfile -a "path=/etc/ssh/sshd_config line='PermitRootLogin no'" --check --diff
    a ansible all -m ping
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('HDFS deletions along scope: one file → a directory → a store root; reads stay', () => {
  it.each(markedRows(String.raw`
    a hdfs dfs -ls /warehouse/events
    a hadoop fs -du -h /user/hive/warehouse
    a hdfs dfs -cat /data/exports/part-00000 | head
    c hdfs dfs -rm /data/exports/part-00000.csv
    v hdfs dfs -rm -r -skipTrash /warehouse/events/2026
    v hadoop fs -rm -r /data/clickstream/2025-10
    d hdfs dfs -rm -r -skipTrash /warehouse
    d hadoop fs -rm -r -skipTrash /user/hive/warehouse
    d hdfs dfs -rm -r '/data/*'
    v gcloud compute ssh prod-etl-1 --command 'sudo -u hdfs hdfs dfs -rm -r -skipTrash /warehouse/events/2026'
    c hdfs dfs -expunge
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('launchers that run a command as another user or in a session (gosu, su-exec, screen stuff)', () => {
  it.each(markedRows(String.raw`
    d gosu postgres dropdb app
    a gosu postgres psql -c 'SELECT 1'
    d su-exec postgres dropdb billing
    d screen -S db -X stuff 'dropdb app\n'
    a screen -S mc -X stuff 'save-all\n'
    a screen -S db -X stuff 'psql -c "select 1"\n'
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('the same act on one named host along environment: dev/test → unknown → production', () => {
  it.each(markedRows(String.raw`
    a ssh web-dev-1 'sudo systemctl restart php-fpm'
    c ssh web-prod-1 'sudo systemctl restart php-fpm'
    c ssh db-dev-1 "mysql -e 'DELETE FROM users' app"
    d ssh db-prod-1 "mysql -e 'DELETE FROM users' app"
    c ssh db-prod-1 "mysql -e 'DELETE FROM users WHERE id=42' app"
    v ssh db-prod-1 "mysql -e 'DELETE FROM users WHERE last_login < NOW() - INTERVAL 2 YEAR' app"
    # confirm: the shell rule reads rm -rf of a directory outside a project as dangerous on any machine; a named dev host
    # does not lower it (LABELS: one resource deleted on dev is destructive)
    c! ssh dev-app-01 'rm -rf /opt/app/releases/2026-10-02'
    # advisory: stopping a service has no dev rung (a restart has one)
    a! ssh test-app-01 'sudo systemctl stop spooler'
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('a short list of named hosts is a filtered set, not every host', () => {
  it.each(markedRows(String.raw`
    d pdsh -w web[1-9] 'rm -rf /srv/app/uploads'
    d pdsh -w web1,web2 'rm -rf /var/backups/*'
    a fab -H web1.prod,web2.prod -- 'uptime'
    # verify: the shell rule reads rm -rf of a directory on a production host as forbidden already, so the host list does not decide
    v! fab -H web1.prod,web2.prod,web3.prod -- 'sudo rm -rf /opt/app/current'
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});
