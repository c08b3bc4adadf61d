// Routine shell shapes that were over-paused (issue 12, approval fatigue): a loop over items written out, xargs fed
// literal text, and the carriers around one command (nohup, &, 2>&1, { …; }, | tee, > log after a compound) do not
// change the act. Each benign row has a dangerous twin in the same shape that keeps its tier.
import { describe, expect, it } from 'vitest';
import { readScript } from '../../../src/main/classifier/shell/script';
import { expectRow, rows, tier } from './helpers';

describe('shell12b: a loop over a literal word list acts on exactly those items', () => {
  it.each(rows(`
    a rm -rf build dist .cache
    a for d in build dist .cache; do rm -rf "$d"; done
    a for d in build dist .cache; do rm -rf $d; done
    a for d in node_modules .next coverage; do rm -rf "./$d"; done
    a for d in build dist .cache; do rm -rf "$d"; done &
    a for d in build dist .cache; do rm -rf $d; done 2>&1 | tee log
    a nohup sh -c 'for d in build dist; do rm -rf "$d"; done' > log 2>&1 &
    d for d in build dist ~; do rm -rf "$d"; done
    d for d in /var /etc /usr; do rm -rf "$d"; done
    d for d in build *; do rm -rf "$d"; done
    c for f in *.log; do rm "$f"; done
    d for t in orders users; do psql -h db-prod -c "DROP TABLE $t"; done
    d for b in logs-a logs-b; do aws s3 rb s3://$b --force; done
    d for h in $(cat prod-hosts); do ssh $h 'rm -rf /var/lib/mysql'; done
    d for b in $(aws s3 ls | awk '{print $3}'); do aws s3 rb s3://$b --force; done
    v for u in $(cat users.txt); do gh api -X DELETE /orgs/acme/members/$u; done
  `))('%s  %s', (t, hint) => expectRow(t, hint));

  it('while read over a literal heredoc or here-string takes those lines', () => {
    expect(tier('while read p; do rm -rf "$p"; done <<X\n/tmp/a\n/tmp/b\nX')).toBe('advisory');
    expect(tier("while read -r p; do rm -rf \"$p\"; done <<< '/tmp/a'")).toBe('advisory');
    // The most far-reaching line stands for every pass.
    expect(tier('while read p; do rm -rf "$p"; done <<X\n/tmp/a\n/\nX')).toBe('danger_zone');
    expect(tier("while read p; do rm -rf \"$p\"; done <<'X'\nbuild\n/etc\nX")).toBe('danger_zone');
    // A file of unknown lines is still a set of unknown directories.
    expect(tier('while read p; do rm -rf "$p"; done < paths.txt')).toBe('verify');
  });
});

describe('shell12b: xargs fed literal text runs on those named items', () => {
  it.each(rows(`
    a echo /tmp/x | xargs rm -rf
    a echo /tmp/x | xargs -I{} rm -rf {}
    a echo build dist | xargs rm -rf
    d echo / | xargs rm -rf
    d echo ~ /tmp/x | xargs rm -rf
    d printf '/tmp/a\\n/etc\\n' | xargs -I{} rm -rf {}
    a find . -name '*.o' | xargs rm -f
    v find /srv/data -type f | xargs rm -f
    d kubectl get ns -o name | xargs kubectl delete
    d cat hosts | xargs -I{} ssh {} 'rm -rf /var/lib/mysql'
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('shell12b: the carrier does not change the act', () => {
  it.each(rows(`
    a rm -rf /tmp/x
    a nohup rm -rf /tmp/x > log 2>&1 &
    a rm -rf /tmp/x &
    a rm -rf /tmp/x 2>&1
    a rm -rf node_modules 2>&1
    a setsid rm -rf /tmp/x > /dev/null 2>&1 < /dev/null &
    a { rm -rf /tmp/x; } | tee log
    a { rm -rf /tmp/x; } 2>&1 | tee -a log
    a { rm -rf build; rm -rf dist; } > log 2>&1
    a if true; then rm -rf build; fi > log
    d nohup rm -rf / &
    d { rm -rf ~; } | tee log
    d rm -rf ~ 2>&1
    d { rm -rf ~; } > log 2>&1 &
    d nohup rm -rf /var/lib/mysql > log 2>&1 &
    v { rm -rf build; } > /etc/passwd
    c : > log
  `))('%s  %s', (t, hint) => expectRow(t, hint));

  it('a file-descriptor number before >&N is no argument of the command', () => {
    for (const line of ['rm -rf /tmp/x 2>&1', 'rm -rf /tmp/x > log 2>&1', 'nohup rm -rf /tmp/x > log 2>&1 &']) {
      const rm = readScript(line).cmds.find((c) => c.name === 'rm');
      expect(rm?.args).toEqual(['-rf', '/tmp/x']);
    }
  });
});
