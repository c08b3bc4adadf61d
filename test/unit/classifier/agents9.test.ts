import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Issue 12 (structure, cls-agents9): a carrier never lowers a level. A command run later (at, batch, cron,
// a systemd timer), in a fresh container or pod, or on another host keeps its own reading; only what it does
// to the throwaway container's own files stays inside it.

describe('deferred execution keeps the job’s own level', () => {
  it.each(rows(`
    d echo 'dropdb orders' | at now
    d printf '%s\\n' 'mysql -e "DROP DATABASE crm"' | batch
    d at now + 1 hour <<EOF\\ndropdb --host db.internal ledger\\nEOF
    d echo "psql -c 'DROP SCHEMA public CASCADE'" | at 02:00
    d (crontab -l; echo '0 3 * * * dropdb orders') | crontab -
    d systemd-run --unit cleanup --on-active=10m sh -c 'dropdb orders'
    d systemd-run --on-calendar='*-*-* 02:00' /bin/sh -c 'kubectl delete namespace payments --context prod'
    c systemd-run --on-calendar=daily /usr/bin/df -h
    c echo 'ls -la /srv' | at now
    c (crontab -l; echo '*/5 * * * * /usr/local/bin/healthcheck.sh') | crontab -
    c (crontab -l; echo '0 3 * * * /opt/scripts/rotate-logs.sh') | crontab -
    a atq
    a crontab -l | grep backup
  `))('%s  %s', (t, hint) => expectRow(t, hint.replace(/\\n/g, '\n')));
});

describe('a command run in a fresh container or pod keeps its effects on other systems', () => {
  it.each(rows(`
    d docker run --rm postgres:16 dropdb -h db.internal orders
    d docker run --rm alpine sh -c 'dropdb orders'
    d nerdctl run --rm alpine sh -c 'kubectl delete namespace payments --context prod'
    d podman run --rm -v /:/host fedora bash -c 'dropdb orders'
    d kubectl run tmp --rm -i --image=postgres:16 -- psql -h db.prod.svc -c "DELETE FROM users"
    d kubectl run wipe --image=bitnami/kubectl --restart=Never -- kubectl delete ns --all
    d podman run --rm docker.io/library/redis:7 redis-cli -h redis.prod.internal FLUSHALL
    d docker compose exec app sh -c 'dropdb orders'
    a docker run --rm alpine sh -c 'rm -rf /var/lib/mysql'
    a docker run --rm -v "$PWD":/src alpine sh -c 'ls -la /src && cat /src/README.md'
    a kubectl run tmp --rm -i --image=alpine -- sh -c 'df -h; cat /etc/os-release'
    a docker run --rm -it node:20 npm test
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});
