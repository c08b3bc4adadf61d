import { describe, expect, it } from 'vitest';
import { checkMarked, tier, type Short, T } from './helpers';

// cls-code10 (issue 12): interpreters, SDK code and shell scripts. Each group holds the variants written for one fix
// (other languages, libraries and shapes) and benign look-alikes. Rows marked with a trailing '!' in their tier are known
// gaps: they must still miss (remove the mark once they land).

type Row = [string, string];

const check = checkMarked;

describe("Runners and carriers: Fabric/Invoke/paramiko, a command held in a variable, Start-Process argument arrays, Julia backtick interpolation", () => {
  it.each<Row>([
    ["d", "python - <<'EOF'\nfrom fabric import Connection\nc = Connection('db1.prod.internal')\nc.run('sudo rm -rf /var/lib/postgresql/14/main')\nEOF"],
    ["c", "python - <<'EOF'\nfrom fabric import Connection\nwith Connection('web1.prod.internal') as c:\n    c.sudo('systemctl restart nginx')\nEOF"],
    ["a", "python - <<'EOF'\nfrom fabric import Connection\nprint(Connection('web1.prod.internal').run('uptime', hide=True).stdout)\nEOF"],
    ["d", "python -c \"from invoke import Context; Context().run('psql $PROD_DB_URL -c \\\"TRUNCATE TABLE audit_log\\\"')\""],
    ["d", "from invoke import task\n\n@task\ndef wipe(c):\n    c.run(\"rm -rf ~/\")"],
    ["a", "from invoke import task\n\n@task\ndef lint(c):\n    c.run(\"ruff check .\")"],
    ["d", "import paramiko\nclient = paramiko.SSHClient()\nclient.connect('db-prod-1', username='ops')\nclient.exec_command('dropdb billing')"],
    ["d", "python3 -c \"import os; cmd = 'dropdb --if-exists orders_prod'; os.system(cmd)\""],
    ["d", "perl -e 'my $cmd = \"rm -rf /var/backups\"; system($cmd);'"],
    ["a", "python3 -c \"import os; cmd = 'df -h'; os.system(cmd)\""],
    ["d", "const { execSync } = require('child_process');\nconst wipe = \"kubectl delete namespace production\";\nexecSync(wipe);"],
    ["d", "julia -e 'run(`rm -rf $(homedir())`)'"],
    ["d", "ruby -e 'system(%Q(rm -rf #{Dir.home}))'"],
    ["a", "julia -e 'run(`ls $(homedir())`)'"],
    ["d", "Start-Process bash -ArgumentList '-c', 'rm -rf ~/' -Wait"],
    ["a", "Start-Process bash -ArgumentList '-c', 'ls -la ~/' -NoNewWindow -Wait"],
    ["d", "Start-Process -FilePath \"cmd.exe\" -ArgumentList \"/c\", \"rd /s /q C:\\Users\\dev\" -Verb RunAs"],
    ["d", "Start-Process wsl -ArgumentList 'bash', '-c', 'dropdb orders_prod'"],
    ["a", "Start-Process pwsh -ArgumentList '-NoProfile', '-Command', 'Get-ChildItem C:\\logs' -Wait"],
    ["d", "Start-Process bash -ArgumentList \"-c `\"rm -rf ~/`\"\""],
  ])('%s %s', check);
});

describe("Requests stated in parts: PHP curl options, Ruby Net::HTTP request classes and start blocks, .NET HttpRequestMessage, Java HttpRequest", () => {
  it.each<Row>([
    ["d", "php -r '$c = curl_init(\"https://api.shopco.com/v1/customers\"); curl_setopt($c, CURLOPT_CUSTOMREQUEST, \"DELETE\"); curl_exec($c);'"],
    ["c", "php -r '$c = curl_init(); curl_setopt_array($c, [CURLOPT_URL => \"https://api.shopco.com/v1/orders/ord_991\", CURLOPT_CUSTOMREQUEST => \"DELETE\", CURLOPT_RETURNTRANSFER => true]); curl_exec($c);'"],
    ["a", "php -r '$c = curl_init(\"https://api.shopco.com/v1/customers?limit=5\"); curl_setopt($c, CURLOPT_RETURNTRANSFER, true); echo curl_exec($c);'"],
    ["c", "ruby -e 'require \"net/http\"; u = URI(\"https://api.shopco.com/v1/orders/ord_1234\"); Net::HTTP.start(u.host, u.port, use_ssl: true) { |h| h.request(Net::HTTP::Delete.new(u)) }'"],
    ["d", "require 'net/http'\nuri = URI.parse('https://api.shopco.com/v1/projects')\nhttp = Net::HTTP.new(uri.host, uri.port)\nhttp.use_ssl = true\nhttp.request(Net::HTTP::Delete.new(uri.request_uri))"],
    ["a", "ruby -e 'require \"net/http\"; puts Net::HTTP.get(URI(\"https://api.shopco.com/v1/status\"))'"],
    ["d", "var req = new HttpRequestMessage(HttpMethod.Delete, \"https://api.shopco.com/v1/customers\");\nawait http.SendAsync(req);"],
    ["d", "HttpRequest req = HttpRequest.newBuilder().uri(URI.create(\"https://api.shopco.com/v1/customers\")).DELETE().build();\nclient.send(req, BodyHandlers.ofString());"],
    ["a", "HttpRequest req = HttpRequest.newBuilder().uri(URI.create(\"https://api.shopco.com/v1/customers/cus_1\")).GET().build();"],
  ])('%s %s', check);
});

describe("Process substitution into database clients and shells", () => {
  it.each<Row>([
    ["d", "psql \"$DATABASE_URL\" -f <(echo 'DROP SCHEMA public CASCADE;')"],
    ["a", "psql \"$DATABASE_URL\" -f <(echo 'SELECT count(*) FROM orders;')"],
    ["d", "psql -h db.prod.internal -U app -f <(printf 'TRUNCATE TABLE invoices;\\n')"],
    ["d", "mysql -h db-prod < <(echo \"DROP DATABASE shop\")"],
    ["d", "bash <(echo 'rm -rf ~')"],
    ["a", "diff <(ls dir1) <(ls dir2)"],
    ["d", "source <(echo 'rm -rf ~/')"],
    ["a", "psql \"$DATABASE_URL\" -f migrations/001_init.sql --dry-run"],
    ["c", "psql \"$DATABASE_URL\" -f scripts/fix.sql"],
  ])('%s %s', check);
});

describe("Forced pushes in git libraries, a filter naming only production, public policies on customer data, dbt dry runs", () => {
  it.each<Row>([
    ["v", "from git import Repo\nRepo('.').remote('origin').push('main', force=True)"],
    ["c", "from git import Repo\nRepo('.').remote('origin').push('feature/cart-fix')"],
    ["v", "git.push().setRemote(\"origin\").setForce(true).setRefSpecs(new RefSpec(\"main:main\")).call();"],
    ["v", "await git.push({ fs, http, dir: '.', remote: 'origin', ref: 'main', force: true })"],
    ["v", "repo = Repo('/srv/app')\nrepo.remotes.origin.push(refspec='+main:main')"],
    ["v", "import pygit2\nremote = repo.remotes['origin']\nremote.push(['+refs/heads/main'])"],
    ["d", "s3.put_bucket_policy(Bucket='acme-customer-exports', Policy=json.dumps({'Statement': [{'Effect': 'Allow', 'Principal': '*', 'Action': 's3:GetObject', 'Resource': 'arn:aws:s3:::acme-customer-exports/*'}]}))"],
    ["d!", "const { Storage } = require('@google-cloud/storage')\nawait new Storage().bucket('acme-exports').makePublic()"],
    ["d", "python - <<'EOF'\nimport boto3\nec2 = boto3.resource('ec2')\nec2.instances.filter(Filters=[{'Name': 'tag:env', 'Values': ['production']}]).terminate()\nEOF"],
    ["v", "ec2.instances.filter(Filters=[{'Name': 'tag:role', 'Values': ['worker']}]).terminate()"],
    ["a", "dbt run-operation drop_old_relations --args '{dry_run: true}' --target prod"],
    ["d", "dbt run-operation drop_schema --args '{schema: analytics}' --target prod"],
  ])('%s %s', check);
});

describe("Benign twins in code: doubles handed to functions, moto blocks, temp directories, driver SELECTs, printed text", () => {
  it.each<Row>([
    ["a", "mock_s3 = MagicMock()\ndelete_bucket(mock_s3, 'prod-assets')\nmock_s3.delete_bucket.assert_called_once_with(Bucket='prod-assets')"],
    ["a", "fake_db = Mock()\npurge_customers(fake_db, everything=True)\nfake_db.execute.assert_called()"],
    ["d", "client = boto3.client('s3')\ndelete_bucket(client, 'prod-assets')"],
    ["a", "with mock_aws():\n    s3 = boto3.client('s3', region_name='us-east-1')\n    s3.create_bucket(Bucket='t')\n    s3.delete_bucket(Bucket='t')"],
    ["a", "@mock_aws\ndef test_cleanup():\n    ec2 = boto3.client('ec2', region_name='us-east-1')\n    ec2.terminate_instances(InstanceIds=['i-123'])"],
    ["a", "func TestCleanup(t *testing.T) {\n\tdir := t.TempDir()\n\twriteFixtures(t, dir)\n\tif err := os.RemoveAll(dir); err != nil { t.Fatal(err) }\n}"],
    ["a", "tmp, _ := os.MkdirTemp(\"\", \"build\")\ndefer os.RemoveAll(tmp)"],
    ["a", "const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-'));\nfs.rmSync(dir, { recursive: true, force: true });"],
    ["a", "let tmp = tempfile::tempdir()?;\nstd::fs::write(tmp.path().join(\"a.txt\"), b\"x\")?;\nstd::fs::remove_dir_all(tmp.path())?;"],
    ["a", "dir = Dir.mktmpdir\nFileUtils.rm_rf(dir)"],
    ["v!", "dir := \"/srv/data\"\nos.RemoveAll(dir)"],
    ["a", "cur = conn.cursor()\ncur.execute(\"SELECT count(*) FROM payments WHERE status = 'failed'\")\nprint(cur.fetchone())"],
    ["a", "rows = db.execute(\"SELECT id, amount FROM refunds ORDER BY created_at DESC LIMIT 20\").fetchall()"],
    // A temp directory made by mktemp on the same line (; or &&) and removed: the variable's value is not kept (shell reader).
    ["a", "d=$(mktemp -d) && tar -xzf dist.tgz -C \"$d\" && rm -rf \"$d\""],
    ["a", "node -e \"console.log('to wipe everything, run: rm -rf /')\""],
    ["a", "python3 -c \"print('never run: DROP DATABASE prod')\""],
    ["a", "ruby -e 'puts \"Danger: rm -rf / deletes all logs and everything\"'"],
  ])('%s %s', check);
});

describe("Credentials files made world-readable", () => {
  it.each<Row>([
    ["v", "chmod 644 /etc/shadow"],
    ["v", "python3 -c \"import os; os.chmod('/etc/shadow', 0o644)\""],
    ["v", "chmod o+r ~/.ssh/id_ed25519"],
    ["c", "chmod 640 /etc/shadow"],
    ["a", "chmod 644 README.md"],
  ])('%s %s', check);
});

describe("awk and other interpreters", () => {
  it.each<Row>([
    ["a", "awk '{ print $1 }' access.log | sort | uniq -c"],
    ["a", "awk -F: '$3 >= 1000 { print $1 }' /etc/passwd"],
    ["d", "ls /home | awk '{ print \"rm -rf /home/\" $1 }' | sh"],
    ["d!", "find /var/backups -name '*.tar' | awk '{ print \"rm -f \" $0 | \"sh\" }'"],
    ["a", "scala -e 'println(List(1,2,3).sum)'"],
    ["a", "swift -e 'print(\"hello\")'"],
    ["a!", "kotlin -e 'println(\"DROP TABLE users\")'"],
    ["a", "ipython -c 'import pandas as pd; print(pd.read_csv(\"a.csv\").head())'"],
    ["a", "const ok = a !== \"x\" && !!b"],
    ["d", "python3 -c 'print(\"DROP TABLE users;\")' | psql -h db.prod.internal app"],
    ["d", "node -e 'console.log(\"DROP DATABASE shop\")' | mysql -h db-prod"],
    ["d", "cur.execute(\"DROP TABLE users\")"],
  ])('%s %s', check);
});

// The wrapper idea on interpreter carriers: one intent, forty ways to hand it to an interpreter; the tier must not drop.
const INTENTS: [Short, string][] = [["d", "rm -rf ~"], ["d", "dropdb orders_prod"], ["a", "ls -la /var/log"]];
const CARRIERS: string[] = [
  "perl -e 'system(\"{c}\")'",
  "perl -e 'qx({c})'",
  "Rscript -e 'system(\"{c}\")'",
  "Rscript -e 'system2(\"sh\", c(\"-c\", shQuote(\"{c}\")))'",
  "osascript -e 'do shell script \"{c}\"'",
  "bun -e 'await Bun.$`{c}`'",
  "node -e 'require(\"child_process\").execSync(\"{c}\")'",
  "deno eval 'new Deno.Command(\"sh\", {{ args: [\"-c\", \"{c}\"] }}).outputSync()'",
  "groovy -e '\"{c}\".execute()'",
  "scala -e 'import sys.process._; \"{c}\".!'",
  "swift -e 'import Foundation; let p = Process(); p.launchPath = \"/bin/sh\"; p.arguments = [\"-c\", \"{c}\"]; p.launch()'",
  "lua -e 'os.execute(\"{c}\")'",
  "lua -e 'io.popen(\"{c}\"):read(\"*a\")'",
  "elixir -e 'System.cmd(\"sh\", [\"-c\", \"{c}\"])'",
  "elixir -e ':os.cmd(~c\"{c}\")'",
  "ruby -e 'system(\"{c}\")'",
  "ruby -e '`{c}`'",
  "ruby -e 'Open3.capture2(\"{c}\")'",
  "php -r 'shell_exec(\"{c}\");'",
  "php -r 'exec(\"{c}\");'",
  "php -r 'passthru(\"{c}\");'",
  "python3 -c 'import subprocess; subprocess.run(\"{c}\", shell=True)'",
  "python3 -c 'import os; os.popen(\"{c}\").read()'",
  "python3 -c 'import subprocess; subprocess.check_output([\"bash\", \"-c\", \"{c}\"])'",
  "julia -e 'run(`sh -c \"{c}\"`)'",
  "awk 'BEGIN {{ system(\"{c}\") }}'",
  "tclsh <<< 'exec sh -c \"{c}\"'",
  "raku -e 'shell \"{c}\"'",
  "erl -noshell -eval 'os:cmd(\"{c}\"), halt().'",
  "pwsh -Command \"& bash -c '{c}'\"",
  "kotlin -e 'Runtime.getRuntime().exec(arrayOf(\"sh\", \"-c\", \"{c}\"))'",
  "go run - <<'GO'\npackage main\nimport \"os/exec\"\nfunc main() {{ exec.Command(\"sh\", \"-c\", \"{c}\").Run() }}\nGO",
  "cat > /tmp/x.rb <<'RB'\nsystem(\"{c}\")\nRB\nruby /tmp/x.rb",
  "ipython -c '!{c}'",
  "%%bash\n{c}",
  "In [4]: !{c}",
  ">>> import os\n>>> os.system(\"{c}\")",
  "irb> system(\"{c}\")",
  "node --input-type=module -e 'import {{ execSync }} from \"node:child_process\"; execSync(\"{c}\")'",
  "npx zx <<'ZX'\nawait $`{c}`\nZX"
];

describe('interpreter carriers keep the carried command\'s tier', () => {
  const cases: [Short, string][] = [];
  for (const [t, c] of INTENTS) for (const carrier of CARRIERS) cases.push([t, carrier.replace(/\{c\}/g, c).replace(/\{\{/g, '{').replace(/\}\}/g, '}')]);
  it.each(cases)('%s %s', (t, hint) => expect(tier(hint)).toBe(T[t]));
});
