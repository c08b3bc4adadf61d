import { describe, expect, it } from 'vitest';
import { T, checkMarked, markedRows, tier, type Short } from './helpers';

// lead26 (issue 12, "every command of a script, every plan notation"): one command keeps its tier wherever a script or a
// plan puts it. Found by rendering every open command in script and plan shapes and comparing each tier with the bare
// command's: a chain whose first program is also an English word (`ls; …`, `date; …`, `echo start && …`) or one command
// in a subshell had made the whole line prose, so an unfamiliar CLI in a later link went unread (advisory); a JSON plan's
// step kept its command under a `command` key nobody read; a YAML step's `run:` value was dropped unless its program was
// a known one; a list step that was a whole command line of an unfamiliar CLI was read as English words.
const scriptForms = (c: string): [string, string][] => [
  ['bare', c],
  ['ls; …', `ls; ${c}`],
  ['date; …; echo', `date; ${c}; echo done`],
  ['echo && …', `echo start && ${c}`],
  ['( … )', `( ${c} )`],
  ['{ …; }', `{ ${c}; }`],
];
const planForms = (c: string): [string, string][] => [
  ['bare', c],
  ['numbered', `1. Check the current status of the service.\n2. ${c}\n3. Report the result back to me.`],
  ['bullets', `Steps:\n- look at the dashboard\n- ${c}\n- summarise the result for me`],
  ['json plan', JSON.stringify({ plan: [{ step: 1, action: 'inspect status' }, { step: 2, action: 'run', command: c }] })],
  ['yaml run:', `steps:\n  - name: check\n    run: kubectl get pods\n  - name: act\n    run: ${JSON.stringify(c)}`],
];
const sameTier = (forms: (c: string) => [string, string][]) => (t: string, c: string) => {
  const want = T[t as Short];
  expect(forms(c).map(([name, hint]) => `${name}:${tier(hint)}`)).toEqual(forms(c).map(([name]) => `${name}:${want}`));
};

const COMMANDS = String.raw`
    d fly apps destroy ledger-prod --yes
    v railway down --environment production --yes
    d heroku pg:reset DATABASE_URL --app acme-billing --confirm acme-billing
    d vercel remove acme-storefront --yes
    d doctl databases delete 9cc10173-e9ea-4176-9dbc-a4cee4c4ff30 --force
    d gh repo delete acme/payments-service --yes
    v fastlane supply --track production --rollout 1.0
    d wrangler r2 bucket delete acme-prod-uploads
    d gcloud sql instances delete billing-prod --quiet
    a fly status -a ledger-prod
    a railway logs --environment production
    a heroku pg:info --app acme-billing
    a kubectl get pods -n prod -o wide
    a gh repo view acme/payments-service
    a doctl databases list
    a wrangler r2 bucket list
    a gcloud sql instances describe billing-prod
`;

describe('one command in a chain, a subshell or a group: the tier of the command alone', () => {
  it.each(markedRows(COMMANDS))('%s  %s', sameTier(scriptForms));
});

describe('one command as a step of a numbered, bulleted, JSON or YAML plan: the tier of the command alone', () => {
  it.each(markedRows(COMMANDS))('%s  %s', sameTier(planForms));
});

// The list reading keeps to command lines: a step in words stays words, a list the text holds back stays held back, and a
// chain of English clauses with semicolons stays prose. A text that is only a lead forbidding a list ("Never run these:")
// and the list names commands that must not run (on the session's base the list was read as run, danger_zone).
describe('steps and clauses that are not command lines keep their reading', () => {
  it.each(markedRows(String.raw`
    a sort results; show top 10
    a - Update config/settings.yaml to use the new key\n- rerun the tests
    a 1. Check the current status of the service.\n2. railway status\n3. Report the result back to me.
    a Never run these:\n- fly apps destroy ledger-prod --yes\n- railway down --yes
    a Do not run any of the following on prod:\n1. rm -rf /srv/data\n2. DROP DATABASE billing;
    d - look at it\n- echo cm0gLXJmIH4vKg== | base64 -d | sh
    a {"steps":[{"title":"check","run":"kubectl get pods -n prod"},{"title":"report","action":"summarise the pod list for me"}]}
    d {"steps":[{"title":"check","run":"kubectl get pods -n prod"},{"title":"clean","sql":"DELETE FROM sessions"}]}
    a {"plan":[{"step":1,"status":"completed","command":"fly apps destroy scratch-preview --yes"},{"step":2,"action":"report back to me"}]}
    d {"plan":[{"step":1,"action":"count the rows"},{"step":2,"action":"run","command":"DELETE FROM customers;"}]}
    a {"plan":[{"step":1,"action":"count the rows"},{"step":2,"action":"run","command":"SELECT count(*) FROM customers;"}]}
    d steps:\n  - name: check\n    run: kubectl get pods\n  - name: clean\n    run: "DROP TABLE orders;"
  `).map(([t, h]) => [t, h.replace(/\\n/g, '\n')]))('%s  %s', (t, hint) => checkMarked(t, hint));
});

// AppleScript told to delete: the Finder's Trash emptied is files gone for good; every item of a personal app's store.
describe('AppleScript that deletes, in a script or alone', () => {
  it.each(markedRows(String.raw`
    c osascript -e 'tell application "Finder" to empty trash'
    c cd ~/Downloads\nosascript -e 'tell application "Finder" to empty the trash'\necho done
    v osascript -e 'tell application "Notes" to delete every note of folder "Archive"'
    a osascript -e 'tell application "Finder" to get name of every file of desktop'
    a osascript -e 'tell application "Mail" to count every message of inbox'
  `).map(([t, h]) => [t, h.replace(/\\n/g, '\n')]))('%s  %s', (t, hint) => checkMarked(t, hint));
});
