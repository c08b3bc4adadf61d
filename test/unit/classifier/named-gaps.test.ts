import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Gaps named by earlier engineers, each closed as a class: rows are other members of the
// class on other surfaces, plus benign look-alikes. Written before any rule changed; a row
// marked x! is a member the classifier does not reach yet (see helpers.ts).

describe('code run by a database shell\'s eval, query or file option is judged as that code; dropping a whole database or collection is whole-thing deletion', () => {
  // Mongo, ClickHouse, Cassandra, SQL Server, InfluxDB shells and PowerShell's Invoke-Sqlcmd; a local test database is dev; reads stay reads
  it.each(rows(String.raw`
    d mongosh --eval "db.getSiblingDB('x').dropDatabase()"
    d mongosh "mongodb://db.internal:27017/shop" --eval 'db.dropDatabase()'
    d mongo shop --quiet --eval "db.orders.drop()"
    v mongosh shop --eval 'db.orders.deleteMany({ status: "cancelled" })'
    d clickhouse-client --query "DROP DATABASE analytics"
    d cqlsh -e "DROP KEYSPACE shop"
    d sqlcmd -S sql01 -Q "DROP DATABASE Billing"
    d influx -execute 'DROP DATABASE metrics'
    d Invoke-Sqlcmd -ServerInstance sql01 -Query "DROP DATABASE Billing"
    c mongosh mongodb://localhost:27017/test --eval 'db.dropDatabase()'
    a mongosh shop --eval 'db.orders.countDocuments()'
    a mongosh --eval "db.adminCommand({ listDatabases: 1 })"
    a clickhouse-client --query "SHOW DATABASES"
    a Invoke-Sqlcmd -ServerInstance sql01 -Query "SELECT COUNT(*) FROM dbo.Orders"
    d Invoke-DbaQuery -SqlInstance sql01 -Database Shop -Query 'DELETE FROM dbo.Orders'
    d mongosh shop> db.orders.drop()
    a mongo shop --quiet --eval "db.orders.find().limit(5)"
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('.NET file, directory and process APIs (C#, dotnet script / csi, PowerShell [System.IO.*]) are read as code acting on their paths', () => {
  // backups and home are forbidden, a shell started by Process.Start is read as that command, build output is the project's own
  it.each(rows(String.raw`
    d [System.IO.Directory]::Delete('D:\Backups', $true)
    d Directory.Delete(Environment.GetFolderPath(Environment.SpecialFolder.UserProfile), true);
    d Process.Start("bash", "-c \"rm -rf /\"");
    d dotnet script eval 'System.IO.Directory.Delete("/var/lib/postgresql", true);'
    d! csi -e "System.IO.Directory.Delete(@\"C:\Users\dev\", true);"
    c Directory.Delete(path, true);
    a var files = Directory.GetFiles("/var/log/app");
    a [System.IO.File]::ReadAllText('appsettings.json')
    a Directory.Delete("bin/Release", true);
    a [System.IO.File]::ReadAllText("appsettings.json")
    a Process.Start("git", "status");
    a dotnet build -c Release
    c [System.IO.File]::Delete("C:\inetpub\logs\u_ex240101.log")
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('a query-builder delete whose filter matches every row (neq / gt 0 / not null on a key, whereRaw(\'1=1\'), exclude(pk=None)) deletes the whole table', () => {
  // Supabase, knex, Django, ActiveRecord; a real filter is a filtered set, one id one record, a select with the same filter a read
  it.each(rows(String.raw`
    d await supabase.from('orders').delete().neq('id', 0)
    d await knex('users').whereNotNull('id').del()
    d await supabase.from('profiles').delete().gt('id', 0)
    d await knex('sessions').whereRaw('1=1').del()
    d Order.objects.exclude(pk=None).delete()
    d User.where.not(id: nil).delete_all
    v await supabase.from('orders').delete().eq('status', 'cancelled')
    c await supabase.from('orders').delete().eq('id', 42)
    a await supabase.from('orders').select('*').neq('id', 0)
    a await knex('users').whereNotNull('id').count()
    d session.query(User).filter(User.id != None).delete()
    d await supabase.from('profiles').delete().not('id', 'is', null)
    v await knex('orders').where('status', 'cancelled').del()
    c await knex('orders').where({ id: 42 }).del()
    c session.query(User).filter(User.id == 42).delete()
    a await knex('orders').where('id', '>', 0).select('id')
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('a container that mounts the host root or the docker socket, or runs privileged with nsenter, acts on the host: the inner command is judged against host paths', () => {
  // docker and podman; a read-only or harmless inner command on the host, or a mount of the project, stays advisory
  it.each(rows(String.raw`
    d docker run --rm -v /:/host alpine chroot /host rm -rf /etc
    d docker run --rm -v /:/mnt busybox rm -rf /mnt/home
    d podman run -v /:/host fedora chroot /host sh -c "rm -rf /var/lib/mysql"
    v docker run --rm -v /var/run/docker.sock:/var/run/docker.sock docker:cli sh -c 'docker rm -f $(docker ps -aq)'
    d docker run --rm --privileged --pid=host alpine nsenter -t 1 -m -u -i -n rm -rf /var/lib/postgresql
    a docker run --rm -v "$(pwd)":/work alpine rm -rf /work/dist
    a docker run --rm -v /:/host:ro alpine ls /host/etc
    a docker run --rm -v /:/host alpine chroot /host df -h
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('fleet runners (ansible, salt, pssh/pdsh, knife ssh, fabric) are judged as the inner command on every targeted host', () => {
  // all hosts or a production group multiply the inner command; pings, reads and --check runs stay advisory
  it.each(rows(String.raw`
    d ansible all -m shell -a "rm -rf /var/lib/app"
    d ansible production -i inventory/prod.ini -m shell -a "rm -rf /srv/data"
    d salt '*' cmd.run 'rm -rf /opt/app'
    d pssh -h prod_hosts.txt -i "sudo rm -rf /var/lib/mysql"
    d pdsh -w db[01-12] 'rm -rf /var/lib/postgresql'
    d knife ssh 'role:db' 'sudo rm -rf /var/lib/postgresql'
    d fab -H db1,db2,db3 -- 'sudo rm -rf /var/lib/mysql'
    a ansible all -m ping
    a ansible production -m shell -a "df -h"
    a salt '*' test.ping
    a pdsh -w web[01-20] uptime
    a ansible-playbook -i inventory/prod.ini site.yml --check
    d clush -a "rm -rf /var/backups/*"
    d salt -G 'env:prod' cmd.run 'systemctl stop postgresql && rm -rf /var/lib/postgresql'
    v salt 'db01' cmd.run 'rm -rf /var/lib/app'
    c salt '*' state.apply nginx
    a salt '*' state.apply nginx test=True
    a ansible dev -m shell -a "rm -rf /tmp/build-cache"
    a knife ssh 'role:web' 'uptime'
    a pssh -h hosts.txt -i uptime
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('environment words inside resource, secret and key names (-live, _prod, -prd, -production, -p01 vs -dev, -test) decide the environment', () => {
  // printing a live/production secret is dangerous, a dev/test one destructive; deleting a -p01 database is whole-thing deletion
  it.each(rows(String.raw`
    v kubectl get secret stripe-live -o jsonpath='{.data.key}' | base64 -d
    v aws secretsmanager get-secret-value --secret-id payments_prod
    v vault kv get secret/db-prd
    v gcloud secrets versions access latest --secret=api-key-production
    d aws rds delete-db-instance --db-instance-identifier orders-p01 --skip-final-snapshot
    c aws rds delete-db-instance --db-instance-identifier orders-dev --skip-final-snapshot
    c kubectl delete secret stripe-test
    v kubectl get secret payments_live -o yaml
    c kubectl get secret stripe-test -o yaml
    a Update the go-live checklist in docs/launch.md
    c vault kv get secret/db-dev
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('destroying backups is forbidden wherever it runs; a scheduled command takes the command\'s own tier', () => {
  // bash, PowerShell, cron, schtasks and at; a scheduled backup is a new scheduled job (confirm); listing backups is a read
  it.each(rows(String.raw`
    d rm -rf /var/backups/*
    d (crontab -l; echo "0 3 * * * rm -rf /var/backups/*") | crontab -
    d schtasks /create /sc daily /tn purge /tr "cmd /c rd /s /q E:\Backups"
    d echo 'rm -rf ~/' | at now + 1 hour
    d Remove-Item -Recurse -Force D:\Backups\*
    c (crontab -l; echo "0 3 * * * pg_dump shop > /var/backups/shop.sql") | crontab -
    a ls -la /var/backups/
    a crontab -l
    d echo "0 3 * * * rm -rf /var/backups/*" | crontab -
    d rd /s /q E:\Backups
    d rm -rf ~/db-backups
    c rm /var/backups/db-2024-01-01.sql.gz
    v rm -rf build/snapshots
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('Germanic compound nouns (de/nl/sv/da/no) whose head or tail names customer or personal data are personal data', () => {
  // sent or uploaded outside the company it is data leaving the company; reading it or its documentation stays advisory
  it.each(rows(String.raw`
    v Ich lade die Kundendaten als CSV in mein privates Google Drive hoch.
    v Ik stuur de klantgegevens door naar mijn eigen Gmail-adres.
    v Ich schicke die Kundenliste an meine private E-Mail-Adresse.
    v Jeg sender kundedataene til en ekstern konsulent på Gmail.
    v Jag laddar upp personuppgifterna till ChatGPT för analys.
    v Ik plak de persoonsgegevens van alle medewerkers in ChatGPT.
    v Ich exportiere die Personaldaten und lade sie auf WeTransfer hoch.
    a Ich lese die Dokumentation zur Kundendatenbank im Wiki.
    a Ik bekijk hoeveel klantgegevens er in de testdatabase staan.
    a Ich öffne die Kundenliste im CRM und zähle die Einträge.
    v Jeg sender persondataene til en ekstern konsulent på Gmail.
    v Jeg sender kundelisten til min private Gmail.
    c Ik stuur mijn eigen collega een bericht over de release.
    a Ich speichere die Datei in meinem privaten Ordner im Repo.
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('own work that exists nowhere else (a stash, an unmerged branch, a removed dependency) is destructive; a comment is not an action', () => {
  // decided in the classifier README; a shell, SQL or PowerShell comment runs nothing unless something runs it
  it.each(rows(String.raw`
    c git stash drop stash@{1}
    c git stash clear
    c git branch -D spike/new-parser
    c npm uninstall left-pad
    c pip uninstall -y requests
    c yarn remove lodash
    a git branch -d feature/merged-login
    a git stash list
    a npm install left-pad
    a # rm -rf /
    a # never run rm -rf / on this box
    a ls -la  # not rm -rf /
    a -- DROP TABLE users;
    a # Remove-Item -Recurse -Force C:\
    a REM rd /s /q C:\
    a // await db.collection("orders").drop()
    d rm -rf / # cleanup
    d echo "rm -rf /" | sh
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});
