import { describe, expect, it } from 'vitest';
import { hintFor } from '../../../src/main/clients/hooks/observe';
import { T, checkMarked, markedRows, tier, type Short } from './helpers';

// lead25 (issue 12, "wrappers keep the tier"): one command, five ways an agent or a hook reports it — bare, the hook's
// own structured Bash action with its label line, Claude Code's `Bash(…)` notation, a fenced block under a lead-in
// sentence, Gemini's `run_shell_command {…}` — lands in one tier. Found by a wrapper fuzz over every open command
// (/work/fuzz/wrap.mts): a tool's or a fence's command placed by the script reader was read a second time, word by word,
// by the second reading ("delete-all … devices" in a commit message read as wiping every device; `docker system prune
// --all` as emptying everything), and a POSIX `'\''` inside `pwsh -c '…'` sent the whole line to the PowerShell lexer.
const forms = (c: string): [string, string, { tool: string; arguments: Record<string, unknown> }?][] => [
  ['bare', c],
  ['hook', hintFor('Bash', { command: c, description: 'Run it' }), { tool: 'Bash', arguments: { command: c, description: 'Run it' } }],
  ['Bash(…)', `Bash(${c})`],
  ['fence', `I'll run this next:\n\`\`\`bash\n${c}\n\`\`\``],
  ['gemini', `run_shell_command ${JSON.stringify({ command: c })}`],
];

describe('one command, every notation: the same tier', () => {
  it.each(markedRows(String.raw`
    a git commit -am "remove the legacy delete-all endpoint from the devices API"
    a git commit -m "wipe-all endpoint: require an admin token"
    a git commit -m "drop the purge-everything flag from the admin CLI"
    a git log --oneline --grep "delete all users"
    a git stash push -m "wip: disable mfa for everyone toggle"
    a rm -rf coverage/ .pytest_cache && pytest -q
    a rm -rf build/ && npx tsc -b
    a npm test -- --grep "revokes every token"
    a az storage account list --query "[?allowSharedKeyAccess]" -o table
    a az storage account list --query "[?allowBlobPublicAccess]" --output tsv
    a pwsh -c 'Get-ChildItem -Path '\''C:\Logs'\'' -Recurse | Measure-Object'
    v docker system prune --all --volumes --force
    v python manage.py deactivate_users --all --settings=config.settings.prod
    v gcloud run services delete invoices --region us-central1 --project acme-prod --quiet
    v git push --force origin main
    v pwsh -c 'Get-ADUser -Filter * -SearchBase '\''OU=Interns,DC=corp,DC=example'\'' | Remove-ADUser -Confirm:$false'
    d kubectl delete namespace payments --context prod-eu
    d aws s3 rm s3://acme-prod-exports --recursive
    d rm -rf ~/Documents
    d psql "$PROD_DATABASE_URL" -c "DELETE FROM invoices"
  `))('%s  %s', (t, c) => {
    const want = T[t as Short];
    const got = forms(c).map(([name, hint, action]) => `${name}:${tier(hint, action)}`);
    expect(got).toEqual(forms(c).map(([name]) => `${name}:${want}`));
  });
});

// A command quoted inline in a sentence is read by its reader; the sentence is read with the quote masked (its words —
// "billing", "kill", "delete-all" — are not read again as English), as long as the reader placed the command. What the
// sentence itself says (production, everyone, "don't") is still read.
describe('a command quoted inline in a sentence: the tier of the command, and the words of the sentence', () => {
  it.each(markedRows(String.raw`
    a Next I'm going to run \`fly status -a billing-api\`.
    a Next I'm going to run \`kill %1\`.
    a I'll run \`git commit -am "remove the legacy delete-all endpoint from the devices API"\` to finish the task.
    a Let me run \`az storage account list --query "[?allowSharedKeyAccess]" -o table\` to see which accounts allow it.
    a Now running \`npm test -- --grep "revokes every token"\` to check the fix.
    v Next I'm going to run \`docker system prune --all --volumes --force\` to free space.
    v I'll run \`git push --force origin main\` now.
    d Next I'll run \`kubectl delete namespace payments --context prod-eu\`.
    d Run \`rm -rf /srv/data\` on the prod box now.
    a Don't run \`rm -rf /srv/data\`; just list what is in it.
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

// One request, every client (found by /work/fuzz/httpwrap.mts over every open curl request): a JSON body written as an
// escaped string literal in code, httpie's and xh's --raw, and a body piped or fed on stdin into httpie or curl @- are
// the body the request sends.
describe('one request in curl, fetch, requests, httpie (--raw, piped, fields) and xh: the same tier', () => {
  it.each(markedRows(String.raw`
    d curl -X POST https://api.example-hr.com/v1/audit-log/settings -H "X-Env: production" -d '{"enabled":false}'
    d await fetch("https://api.example-hr.com/v1/audit-log/settings", { method: "POST", headers: { "X-Env": "production" }, body: "{\"enabled\":false}" });
    d requests.post("https://api.example-hr.com/v1/audit-log/settings", headers={"X-Env": "production"}, data="{\"enabled\": false}")
    d http POST https://api.example-hr.com/v1/audit-log/settings X-Env:production --raw '{"enabled":false}'
    d echo '{"enabled":false}' | http POST https://api.example-hr.com/v1/audit-log/settings X-Env:production
    d http POST https://api.example-hr.com/v1/audit-log/settings X-Env:production enabled:=false
    d echo '{"enabled":false}' | curl -X POST https://api.example-hr.com/v1/audit-log/settings -H "X-Env: production" --data @-
    v curl -X PUT https://api.github.com/orgs/example/memberships/temp-vendor -H "Authorization: Bearer $GH" -d '{"role":"admin"}'
    v echo '{"role":"admin"}' | http PUT https://api.github.com/orgs/example/memberships/temp-vendor "Authorization:Bearer $GH"
    v await fetch("https://api.github.com/orgs/example/memberships/temp-vendor", { method: "PUT", headers: { Authorization: "Bearer $GH" }, body: "{\"role\":\"admin\"}" });
    a echo '{"name":"docs-preview"}' | http POST http://localhost:3000/api/drafts
    a http GET https://api.github.com/orgs/example/members "Authorization:Bearer $GH"
    a await fetch("https://api.example-hr.com/v1/audit-log/settings", { headers: { "X-Env": "production" } });
    a curl -s --raw https://api.example-hr.com/v1/health
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});
