import { describe, expect, it } from 'vitest';
import { classify } from '../../../src/main/classifier/index';
import type { StructuredAction } from '../../../src/shared/vocabulary';

// Every table the classifier looks up with agent-given text must answer only for its own
// keys: a word such as `constructor` or `__proto__` in any position reads exactly like its
// twin, a made-up word of the same shape (same case, underscores and camelCase parts), so the
// only difference is whether a lookup finds the word on Object.prototype. It never throws,
// never changes the level, never reads as a known word.
const PROTOTYPE_TWINS: [string, string][] = [
  ['constructor', 'constrictor'],
  ['__proto__', '__prato__'],
  ['toString', 'toStrung'],
  ['hasOwnProperty', 'hasOwnPropelty'],
  ['valueOf', 'valueOx'],
  ['prototype', 'prototape'],
  ['__defineGetter__', '__defineGutter__'],
  ['isPrototypeOf', 'isPrototapeOf'],
  ['propertyIsEnumerable', 'propertyIsEnumerabel'],
  ['toLocaleString', 'toLocaleStrung'],
];

/** `§` marks where the word goes; `A` templates are structured actions (a tool name, an argument key or value). */
const TEMPLATES: string[] = [
  // program, subcommand, option, option value, path part, environment variable
  '§ --force /srv/app',
  '§ delete everything',
  'sudo § -rf /var/lib/app',
  'git § main',
  'git push origin §',
  'kubectl § pod api-7d -n prod',
  'kubectl delete § api -n prod',
  'kubectl delete pod api -n §',
  'aws s3 § s3://acme-backups --recursive',
  'aws § delete-db-instance --db-instance-identifier orders',
  'gcloud § delete web-1 --quiet',
  'terraform § -auto-approve',
  'helm § release-1',
  'docker § -f web',
  'npm § left-pad',
  'rm --§ -rf /tmp/build',
  'rm -rf /srv/§/data',
  'rm -rf ~/§',
  'cp secrets.env /tmp/§/',
  'kubectl delete ns payments --§=prod',
  'deploy --environment §',
  'export §=prod; rm -rf "$§"',
  'echo ${§}',
  '§=1 ./deploy.sh',
  'ssh §@prod-db "rm -rf /var/lib/mysql"',
  'curl -X DELETE https://api.example.com/v1/§/42',
  'curl -X POST https://api.stripe.com/v1/§ -d amount=5000',
  'psql -c "DROP TABLE §"',
  'DELETE FROM § WHERE id = 1',
  'UPDATE users SET § = 1',
  'db.§.drop()',
  'db.orders.§({})',
  'redis-cli §',
  'python -c "import shutil; shutil.§(\'/srv/data\')"',
  'node -e "require(\'fs\').§(\'/etc/passwd\')"',
  'Remove-Item -§ -Force C:\\data',
  '§-Item -Recurse C:\\data',
  'Get-§',
  '§.delete()',
  'await stripe.§.create({ amount: 5000 })',
  'await prisma.§.deleteMany({})',
  '```§\nrm -rf ~\n```',
  'Please § the production database now.',
  'Bitte § ich die Kundendaten.',
  '§(command: "ls")',
  'mcp__§__delete_table {"name": "users"}',
  'mcp__db__§ {"name": "users"}',
  '/§ --env prod',
  'Edit(file_path: "§", new_string: "x")',
  'ansible § -m shell -a "rm -rf /srv"',
  // argument names: a key must never smuggle in arguments through the prototype
  'mcp__fs__delete_directory {"§": {"dry_run": true}, "path": "/srv/backups", "recursive": true}',
  "delete_directory(§={'dry_run': True}, path='/srv/backups', recursive=True)",
  'curl -X POST https://api.example.com/v1/backups/purge -d "§=1&all=true"',
  'Bash(command: "rm -rf /srv/backups", §: "x")',
];

const ACTIONS: ((w: string) => StructuredAction)[] = [
  (w) => ({ tool: w, arguments: { path: '/srv/data' } }),
  (w) => ({ tool: 'delete_file', server: w, arguments: { path: '/srv/data' } }),
  (w) => ({ tool: 'run_query', arguments: { [w]: 'DROP TABLE users' } }),
  (w) => ({ tool: 'run_query', arguments: { query: 'DROP TABLE users', env: w } }),
  (w) => ({ tool: 'Bash', arguments: { command: `${w} -rf /srv` } }),
  (w) => ({ tool: 'delete_records', arguments: { table: w, where: w } }),
  (w) => ({ tool: 'execute', arguments: { language: w, code: 'rm -rf ~' } }),
  (w) => ({ tool: 'x', annotations: { [w]: true } as StructuredAction['annotations'] }),
];

/**
 * The level and the sentences a person reads, with the twin written back as the word and
 * the quoted snippets in parentheses left out (there the words may appear split or clipped).
 */
function reading(hint: string, action?: StructuredAction, twin?: [string, string]): string {
  const r = classify(hint, action);
  let reasons = r.reasons.join(' | ').replace(/\s*\([^()]*\)/g, '');
  if (twin) {
    const [word, made] = twin;
    reasons = reasons.replaceAll(made, word).replaceAll(made.toLowerCase(), word.toLowerCase());
  }
  return `${r.level}: ${reasons}`;
}

describe('prototype words read as unknown words in every position', () => {
  const cases = PROTOTYPE_TWINS.flatMap(([w, twin]) => TEMPLATES.map((t) => [w, t, twin] as const));
  it.each(cases)('%s in %j', (w, t, twin) => {
    expect(reading(t.replaceAll('§', w))).toBe(reading(t.replaceAll('§', twin), undefined, [w, twin]));
  });

  const actionCases = PROTOTYPE_TWINS.flatMap(([w, twin]) => ACTIONS.map((a, i) => [w, i, a, twin] as const));
  it.each(actionCases)('%s in structured action %i', (w, _i, make, twin) => {
    expect(reading('', make(w))).toBe(reading('', make(twin), [w, twin]));
  });
});
