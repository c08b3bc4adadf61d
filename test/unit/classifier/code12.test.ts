import { describe, expect, it } from 'vitest';
import { checkMarked, tier } from './helpers';

// cls-code12 (issue 12): the same act in every language. Acts the classifier already answers right in bash — a tree
// deleted, a command run, a statement sent to a database — written along one axis (the target, the command, the
// statement) in ~25 languages, as scope-grid.test.ts does across surfaces. The tier must reach bash's; benign twins
// (a scratch directory, `git status`, a SELECT) must stay advisory. Known gaps left out of the grids: Clojure written
// bare ((babashka.fs/delete-tree …), (sh "dropdb" …)), Tcl's `file delete -force`, a Groovy command string run by
// "…".execute().waitFor() as the whole hint, Files.walk over a home lookup three parentheses deep, and Swift's
// PostgresConnection configuration (.init(host: …) reads as creating infrastructure).

const RANK = { advisory: 0, confirm: 1, verify: 2, danger_zone: 3 } as const;
type Tier = keyof typeof RANK;
const q = (s: string) => JSON.stringify(s);

/** At least `want`, or exactly it when `exact` (the benign twins). */
function reaches(hint: string, want: Tier, exact: boolean): void {
  const got = tier(hint);
  if (exact) expect(got, hint).toBe(want);
  else expect(RANK[got], `${got} < ${want}: ${hint}`).toBeGreaterThanOrEqual(RANK[want]);
}

// ---- A directory tree deleted: native file APIs, as code and as the interpreter's one-liner.
type Lang = { lang: string; code: (p: string) => string; home: string; wrap?: (code: string) => string };
const RM: Lang[] = [
  { lang: 'python', code: (p) => `import shutil; shutil.rmtree(${p})`, home: 'os.path.expanduser("~")', wrap: (c) => `python3 -c '${c}'` },
  { lang: 'node', code: (p) => `require("fs").rmSync(${p}, { recursive: true, force: true })`, home: 'require("os").homedir()', wrap: (c) => `node -e '${c}'` },
  { lang: 'deno', code: (p) => `await Deno.remove(${p}, { recursive: true })`, home: 'Deno.env.get("HOME")', wrap: (c) => `deno eval '${c}'` },
  { lang: 'ruby', code: (p) => `require "fileutils"; FileUtils.rm_rf(${p})`, home: 'Dir.home', wrap: (c) => `ruby -e '${c}'` },
  { lang: 'perl', code: (p) => `use File::Path qw(remove_tree); remove_tree(${p});`, home: '$ENV{HOME}', wrap: (c) => `perl -e '${c}'` },
  { lang: 'php symfony', code: (p) => `(new Symfony\\Component\\Filesystem\\Filesystem())->remove(${p});`, home: 'getenv("HOME")', wrap: (c) => `php -r '${c}'` },
  { lang: 'go', code: (p) => `if err := os.RemoveAll(${p}); err != nil {\n\tlog.Fatal(err)\n}`, home: 'os.Getenv("HOME")' },
  { lang: 'rust', code: (p) => `std::fs::remove_dir_all(${p})?;`, home: 'std::env::var("HOME")?' },
  { lang: 'java commons', code: (p) => `FileUtils.deleteDirectory(new File(${p}));`, home: 'System.getProperty("user.home")' },
  { lang: 'kotlin', code: (p) => `File(${p}).deleteRecursively()`, home: 'System.getProperty("user.home")', wrap: (c) => `kotlin -e '${c}'` },
  { lang: 'csharp', code: (p) => `Directory.Delete(${p}, recursive: true);`, home: 'Environment.GetFolderPath(Environment.SpecialFolder.UserProfile)' },
  { lang: 'swift', code: (p) => `try FileManager.default.removeItem(atPath: ${p})`, home: 'NSHomeDirectory()' },
  { lang: 'scala os-lib', code: (p) => `os.remove.all(os.Path(${p}))`, home: 'sys.props("user.home")', wrap: (c) => `scala-cli -e '${c}'` },
  { lang: 'dart', code: (p) => `Directory(${p}).deleteSync(recursive: true);`, home: "Platform.environment['HOME']!" },
  { lang: 'haskell', code: (p) => `removeDirectoryRecursive ${p}`, home: '', wrap: (c) => `ghc -e '${c}'` },
  { lang: 'julia', code: (p) => `rm(${p}; recursive=true, force=true)`, home: 'homedir()', wrap: (c) => `julia -e '${c}'` },
  { lang: 'r', code: (p) => `unlink(${p}, recursive = TRUE, force = TRUE)`, home: 'path.expand("~")', wrap: (c) => `Rscript -e '${c}'` },
  { lang: 'lua', code: (p) => `os.execute("rm -rf " .. ${p})`, home: 'os.getenv("HOME")', wrap: (c) => `lua -e '${c}'` },
  { lang: 'elixir', code: (p) => `File.rm_rf!(${p})`, home: 'System.user_home!()', wrap: (c) => `elixir -e '${c}'` },
  { lang: 'groovy', code: (p) => `new File(${p}).deleteDir()`, home: 'System.getProperty("user.home")', wrap: (c) => `groovy -e '${c}'` },
  { lang: 'crystal', code: (p) => `FileUtils.rm_rf(${p})`, home: 'Path.home.to_s', wrap: (c) => `crystal eval '${c}'` },
  { lang: 'nim', code: (p) => `removeDir(${p})`, home: 'getHomeDir()', wrap: (c) => `nim e --eval:'import os; ${c}'` },
  { lang: 'zig', code: (p) => `try std.fs.cwd().deleteTree(${p});`, home: 'std.os.getenv("HOME").?' },
];
const TARGETS: [string, Tier, boolean][] = [
  [q('/tmp/scratch-42'), 'advisory', true],
  [q('./build'), 'advisory', true],
  [q('/etc'), 'danger_zone', false],
  [q('/var/lib/postgresql'), 'verify', false],
  [q('/srv/backups'), 'verify', false],
  [q('/home/alice'), 'verify', false],
  ['HOME', 'danger_zone', false],
];

describe('a directory tree deleted reaches bash’s tier in every language (code and one-liner)', () => {
  const rows: [string, string, Tier, boolean][] = [];
  for (const l of RM) {
    for (const [p, want, exact] of TARGETS) {
      const code = p === 'HOME' ? (l.lang === 'haskell' ? 'getHomeDirectory >>= removeDirectoryRecursive' : l.code(l.home)) : l.code(p);
      rows.push([`${l.lang} ${p}`, code, want, exact]);
      if (l.wrap && !code.includes("'")) rows.push([`${l.lang} ${p} one-liner`, l.wrap(code.replace(/\n\s*/g, ' ')), want, exact]);
    }
  }
  it.each(rows)('%s', (_n, hint, want, exact) => reaches(hint, want, exact));
  it('bash itself', () => {
    for (const [p, want, exact] of TARGETS) reaches(`rm -rf ${p === 'HOME' ? '~' : JSON.parse(p)}`, want, exact);
  });
});

// ---- A command run through a language's process API, as a string and as an argument vector.
type Proc = { lang: string; str?: (s: string) => string; argv?: (a: string[]) => string; wrap?: (code: string) => string };
const list = (a: string[]) => `[${a.map(q).join(', ')}]`;
const PROC: Proc[] = [
  { lang: 'python', str: (s) => `import os; os.system(${q(s)})`, argv: (a) => `import subprocess; subprocess.run(${list(a)}, check=True)`, wrap: (c) => `python3 -c '${c}'` },
  { lang: 'node', str: (s) => `require("child_process").execSync(${q(s)})`, argv: (a) => `require("child_process").spawnSync(${q(a[0] as string)}, ${list(a.slice(1))})`, wrap: (c) => `node -e '${c}'` },
  { lang: 'ruby', str: (s) => `system(${q(s)})`, argv: (a) => `system(${a.map(q).join(', ')})`, wrap: (c) => `ruby -e '${c}'` },
  { lang: 'perl', str: (s) => `system(${q(s)});`, argv: (a) => `system(${a.map(q).join(', ')});`, wrap: (c) => `perl -e '${c}'` },
  { lang: 'php', str: (s) => `passthru(${q(s)});`, wrap: (c) => `php -r '${c}'` },
  { lang: 'go', argv: (a) => `if err := exec.Command(${a.map(q).join(', ')}).Run(); err != nil {\n\tlog.Fatal(err)\n}` },
  { lang: 'rust', argv: (a) => `Command::new(${q(a[0] as string)}).args(${list(a.slice(1))}).status()?;` },
  { lang: 'java Runtime.exec', str: (s) => `Runtime.getRuntime().exec(${q(s)}).waitFor();`, argv: (a) => `Runtime.getRuntime().exec(new String[]{${a.map(q).join(', ')}}).waitFor();` },
  { lang: 'java ProcessBuilder', argv: (a) => `new ProcessBuilder(${a.map(q).join(', ')}).inheritIO().start().waitFor();` },
  { lang: 'kotlin', argv: (a) => `Runtime.getRuntime().exec(arrayOf(${a.map(q).join(', ')}))` },
  { lang: 'csharp', argv: (a) => `Process.Start(${q(a[0] as string)}, ${q(a.slice(1).join(' '))})?.WaitForExit();` },
  { lang: 'swift', argv: (a) => `let p = Process()\np.executableURL = URL(fileURLWithPath: "/usr/bin/env")\np.arguments = ${list(a)}\ntry p.run()` },
  { lang: 'scala', str: (s) => `import sys.process._\n${q(s)}.!`, argv: (a) => `import sys.process._\nSeq(${a.map(q).join(', ')}).!` },
  { lang: 'dart', argv: (a) => `await Process.run(${q(a[0] as string)}, ${list(a.slice(1))});` },
  { lang: 'haskell', str: (s) => `callCommand ${q(s)}`, argv: (a) => `callProcess ${q(a[0] as string)} ${list(a.slice(1))}` },
  { lang: 'julia', str: (s) => `run(\`${s}\`)`, wrap: (c) => `julia -e '${c}'` },
  { lang: 'r', str: (s) => `system(${q(s)})`, argv: (a) => `system2(${q(a[0] as string)}, c(${a.slice(1).map(q).join(', ')}))`, wrap: (c) => `Rscript -e '${c}'` },
  { lang: 'lua', str: (s) => `os.execute(${q(s)})`, wrap: (c) => `lua -e '${c}'` },
  { lang: 'elixir', argv: (a) => `System.cmd(${q(a[0] as string)}, ${list(a.slice(1))})`, wrap: (c) => `elixir -e '${c}'` },
  { lang: 'nim', str: (s) => `discard execShellCmd(${q(s)})` },
  { lang: 'zx', str: (s) => `await $\`${s}\`` },
  { lang: 'powershell', argv: (a) => `Start-Process ${a[0] as string} -ArgumentList ${a.slice(1).map((x) => `'${x}'`).join(',')} -Wait` },
];
const CMDS: [string[], Tier, boolean][] = [
  [['git', 'status', '--short'], 'advisory', true],
  [['git', 'push', '--force', 'origin', 'main'], 'verify', false],
  [['dropdb', '-h', 'db-prod.internal', 'shop'], 'danger_zone', false],
  [['kubectl', '--context', 'prod', 'delete', 'namespace', 'payments'], 'verify', false],
  [['aws', 's3', 'rm', 's3://acme-prod-data', '--recursive'], 'danger_zone', false],
  [['terraform', 'destroy', '-auto-approve'], 'verify', false],
];

describe('a command run from code reaches bash’s tier in every language (string, vector, one-liner)', () => {
  const rows: [string, string, Tier, boolean][] = [];
  for (const l of PROC) {
    for (const [a, want, exact] of CMDS) {
      for (const [form, code] of [['string', l.str?.(a.join(' '))], ['vector', l.argv?.(a)]] as const) {
        if (!code) continue;
        rows.push([`${l.lang} ${form} ${a.slice(0, 2).join(' ')}`, code, want, exact]);
        if (l.wrap && !code.includes("'")) rows.push([`${l.lang} ${form} ${a.slice(0, 2).join(' ')} one-liner`, l.wrap(code.replace(/\n\s*/g, '; ')), want, exact]);
      }
    }
  }
  it.each(rows)('%s', (_n, hint, want, exact) => reaches(hint, want, exact));
});

// ---- A statement sent through a database driver: one row < a filtered set < the whole table, by the connection's host.
type Drv = { lang: string; code: (host: string, stmt: string) => string };
const DRV: Drv[] = [
  { lang: 'psycopg', code: (h, s) => `conn = psycopg2.connect(host="${h}", dbname="shop")\nconn.cursor().execute(${q(s)})\nconn.commit()` },
  { lang: 'node-pg', code: (h, s) => `const c = new Client({ host: "${h}", database: "shop" });\nawait c.connect();\nawait c.query(${q(s)});` },
  { lang: 'go', code: (h, s) => `db, _ := sql.Open("postgres", "host=${h} dbname=shop")\n_, err := db.Exec(${q(s)})` },
  { lang: 'jdbc', code: (h, s) => `Connection c = DriverManager.getConnection("jdbc:postgresql://${h}/shop");\nc.createStatement().executeUpdate(${q(s)});` },
  { lang: 'ruby-pg', code: (h, s) => `conn = PG.connect(host: "${h}", dbname: "shop")\nconn.exec(${q(s)})` },
  { lang: 'perl-dbi', code: (h, s) => `my $dbh = DBI->connect("dbi:Pg:dbname=shop;host=${h}", $user, $pw);\n$dbh->do(${q(s)});` },
  { lang: 'php-pdo', code: (h, s) => `$pdo = new PDO("pgsql:host=${h};dbname=shop", $user, $pw);\n$pdo->exec(${q(s)});` },
  { lang: 'r-dbi', code: (h, s) => `con <- dbConnect(RPostgres::Postgres(), host = "${h}", dbname = "shop")\ndbExecute(con, ${q(s)})` },
  { lang: 'julia', code: (h, s) => `conn = LibPQ.Connection("host=${h} dbname=shop")\nexecute(conn, ${q(s)})` },
  { lang: 'elixir', code: (h, s) => `{:ok, pid} = Postgrex.start_link(hostname: "${h}", database: "shop")\nPostgrex.query!(pid, ${q(s)}, [])` },
  { lang: 'haskell', code: (h, s) => `conn <- connectPostgreSQL "host=${h} dbname=shop"\nexecute_ conn ${q(s)}` },
  { lang: 'kotlin exposed', code: (h, s) => `Database.connect("jdbc:postgresql://${h}/shop", driver = "org.postgresql.Driver")\ntransaction { exec(${q(s)}) }` },
  { lang: 'lua', code: (h, s) => `local env = luasql.postgres()\nlocal con = env:connect("shop", "app", pw, "${h}")\ncon:execute(${q(s)})` },
  { lang: 'crystal', code: (h, s) => `DB.open("postgres://${h}/shop") do |db|\n  db.exec ${q(s)}\nend` },
];
const STMTS: [string, string, Tier, boolean][] = [
  ['db-prod.internal', 'SELECT count(*) FROM orders', 'advisory', true],
  ['db-prod.internal', 'DELETE FROM orders WHERE id = 4211', 'confirm', false],
  ['db-prod.internal', "DELETE FROM orders WHERE status = 'cancelled'", 'verify', false],
  ['db-prod.internal', 'DELETE FROM orders', 'danger_zone', false],
  ['db.internal', 'TRUNCATE orders', 'danger_zone', false],
  ['localhost', 'TRUNCATE orders', 'confirm', true],
];

describe('a statement through a database driver reaches psql’s tier in every language', () => {
  const rows: [string, string, Tier, boolean][] = [];
  for (const d of DRV) for (const [h, s, want, exact] of STMTS) rows.push([`${d.lang} ${h} ${s}`, d.code(h, s), want, exact]);
  it.each(rows)('%s', (_n, hint, want, exact) => reaches(hint, want, exact));
});

// ---- Variants written for single fixes (other libraries, shapes) with benign look-alikes.
describe('process, file and client calls the grids found', () => {
  it.each<[string, string]>([
    ['d', 'Process p = Runtime.getRuntime().exec(new String[]{"rm", "-rf", "/var/lib/postgresql"});'],
    ['v', 'Runtime.getRuntime().exec("git push --force origin main");'],
    ['a', 'Runtime.getRuntime().exec("ls -la /tmp");'],
    ['d', '$pdo = new PDO("pgsql:host=db-prod.internal;dbname=shop", $user, $pw);\n$pdo->exec("DROP TABLE orders");'],
    ['a', '$pdo = new PDO("pgsql:host=db-prod.internal;dbname=shop", $user, $pw);\n$n = $pdo->query("SELECT count(*) FROM orders")->fetchColumn();'],
    ['a', '$fs = new Filesystem();\n$fs->remove("/tmp/scratch-42");'],
    ['a', 'local con = env:connect("shop", "app", pw, "db-prod.internal")\nlocal cur = con:execute("SELECT count(*) FROM orders")'],
    ['d', 'new File("/etc").deleteDir()'],
    ['d', 'File(System.getProperty("user.home")).deleteRecursively()'],
    ['d', 'FileUtils.rm_rf(ENV.fetch("HOME"))'],
    ['d', 'Aws::S3::Client.new(region: "eu-west-1").delete_bucket(bucket: "acme-prod-logs")'],
    ['d', 's3 = Aws::S3::Client.new\ns3.delete_bucket(bucket: "acme-prod-logs")'],
    ['a', 'ec2 = Aws::EC2::Client.new(region: "us-east-1")\nputs ec2.describe_instances.reservations.size'],
    ['c', 'repo = git.Repo(".")\nrepo.git.reset("--hard", "HEAD~5")'],
    ['v', 'repo = git.Repo(".")\nrepo.git.push("origin", "main", force=True)'],
    ['a', 'repo = git.Repo(".")\nprint(repo.git.status("--short"))'],
    ['v', 'apps = client.AppsV1Api()\napps.delete_namespaced_deployment(name="checkout", namespace="prod")'],
    ['v', 'err := clientset.AppsV1().Deployments("prod").Delete(ctx, "checkout", metav1.DeleteOptions{})'],
    ['d', 'app = heroku_conn.app("billing-prod")\napp.delete()'],
    ['a', 'v1.list_namespaced_pod("prod")'],
    ['a', '# TODO: shutil.rmtree("/srv/data") once migrated\nprint("skipping cleanup")'],
    ['a', '# nightly cleanup\nprint("done")'],
    ['v', '# cleanup\nshutil.rmtree("/srv/data")'],
    ['a', '// later: fs.rmSync("/srv/data", { recursive: true })\nconsole.log("noop");'],
    // Swift reads a file by String(contentsOfFile:): printed credentials are judged as in Python, Ruby, PHP, Perl (api8).
    // (cls-code13) key material printed with no environment named is reading a secret: confirm, as cat in bash.
    ['c', 'let cfg = try String(contentsOfFile: NSHomeDirectory() + "/.aws/credentials")\nprint(cfg)'],
    ['a', 'let s = try String(contentsOfFile: "README.md")\nprint(s)'],
  ])('%s  %s', checkMarked);
});

describe('shell scripts and containers the grids found', () => {
  it.each<[string, string]>([
    // A function written with the `function` keyword is a shell function, whatever it is called.
    ['a', 'function wipe {\n  local T=$1\n  rm -rf "$T"\n}\nwipe /tmp/build-42'],
    ['d', 'function wipe {\n  local T=$1\n  rm -rf "$T"\n}\nwipe /var/lib/postgresql'],
    ['a', 'function clean_dir() {\n  rm -rf "$1"\n}\nclean_dir /tmp/build-42'],
    ['d', 'function reset_db() {\n  psql "$1" -c "DROP SCHEMA public CASCADE"\n}\nreset_db postgres://admin@db-prod.internal/app'],
    ['a', 'function greet() {\n  return "hi";\n}\nconsole.log(greet());'],
    // Data piped into ssh leaves the machine; a local save or a company build host is still a copy out.
    // (cls-holes19) …but an image carried to a host known only by a public address is data copied to an unknown host
    // (LABELS "Data leaving the company"; the lead's f19 grid labels the same act verify).
    ['v', 'docker save acme/billing-api:1.4 | ssh contractor@203.0.113.7 docker load'],
    ['c', 'tar czf - /srv/data | ssh backup@203.0.113.9 "cat > data.tgz"'],
    ['a', 'docker save acme/billing-api:1.4 -o /tmp/billing.tar'],
    ['a', 'echo hello | ssh ops@bastion cat'],
    // build --push publishes what it builds; a build that is not pushed stays local.
    ['c', 'docker buildx build -t ghcr.io/acme/api:1.2 --push .'],
    ['c', 'docker build -t ghcr.io/acme/api:1.2 --push .'],
    ['a', 'docker buildx build --platform linux/amd64,linux/arm64 -t acme/api:dev .'],
    // An image named for its program runs it with the words after the image.
    ['v', 'docker run --rm -v "$PWD":/repo -w /repo alpine/git push --force origin main'],
    ['d', 'docker run --rm amazon/aws-cli s3 rb s3://acme-prod-backups --force'],
    ['a', 'docker run --rm -v "$PWD":/repo -w /repo alpine/git log --oneline -5'],
    // PowerShell arrays written without spaces.
    ['v', "Start-Process git -ArgumentList 'push','--force','origin','main' -Wait"],
    ['a', "Start-Process git -ArgumentList 'status','--short' -Wait"],
  ])('%s  %s', checkMarked);
});

// ---- API families across languages: Mongo, Redis, Elasticsearch, object stores, DynamoDB, RDS, queues, payments,
// messaging. Rows [name, tier, hint]: d/v/c at least that tier, =advisory exactly; a trailing '!' marks a known gap.
const FAMILIES: [string, string, string][] = [
  // Mongo: drop collection (d), deleteMany({}) (d), deleteMany filtered prod (v), find (=a)
  ['mongo go drop', 'd', 'client := mongo.Connect(ctx, options.Client().ApplyURI("mongodb://mongo-prod:27017"))\nerr = client.Database("shop").Collection("orders").Drop(ctx)'],
  ['mongo java drop', 'd', 'MongoClient c = MongoClients.create("mongodb://mongo-prod:27017");\nc.getDatabase("shop").getCollection("orders").drop();'],
  ['mongo csharp drop', 'd', 'var client = new MongoClient("mongodb://mongo-prod:27017");\nawait client.GetDatabase("shop").DropCollectionAsync("orders");'],
  ['mongo ruby drop', 'd', 'client = Mongo::Client.new("mongodb://mongo-prod:27017/shop")\nclient[:orders].drop'],
  ['mongo php drop', 'd', '$client = new MongoDB\\Client("mongodb://mongo-prod:27017");\n$client->shop->orders->drop();'],
  ['mongo rust drop', 'd', 'let client = Client::with_uri_str("mongodb://mongo-prod:27017").await?;\nclient.database("shop").collection::<Document>("orders").drop(None).await?;'],
  ['mongo node deleteMany all', 'd', 'const client = new MongoClient("mongodb://mongo-prod:27017");\nawait client.db("shop").collection("orders").deleteMany({});'],
  ['mongo go deleteMany all', 'd', 'coll := client.Database("shop").Collection("orders")\n_, err = coll.DeleteMany(ctx, bson.M{})'],
  ['mongo java deleteMany all', 'd', 'coll.deleteMany(new Document());'],
  ['mongo csharp deleteMany all', 'd', 'await coll.DeleteManyAsync(Builders<Order>.Filter.Empty);'],
  ['mongo go deleteMany filtered', 'v', 'coll := prodClient.Database("shop").Collection("orders")\n_, err = coll.DeleteMany(ctx, bson.M{"status": "cancelled"})'],
  ['mongo go find', '=advisory', 'cur, err := client.Database("shop").Collection("orders").Find(ctx, bson.M{"status": "cancelled"})'],
  ['mongo dropDatabase java', 'd', 'mongoClient.getDatabase("shop").drop();'],
  // Redis flush
  ['redis go flushall', 'd', 'rdb := redis.NewClient(&redis.Options{Addr: "redis-prod:6379"})\nrdb.FlushAll(ctx)'],
  ['redis java flushall', 'd', 'Jedis j = new Jedis("redis-prod", 6379);\nj.flushAll();'],
  ['redis csharp flushall', 'd', 'var server = redis.GetServer("redis-prod", 6379);\nawait server.FlushAllDatabasesAsync();'],
  ['redis csharp flushdb', 'd', 'var server = redis.GetServer("redis-prod", 6379);\nserver.FlushDatabase();'],
  ['redis php flushall', 'd', '$redis = new Redis();\n$redis->connect("redis-prod", 6379);\n$redis->flushAll();'],
  ['redis node flushall', 'd', 'const r = createClient({ url: "redis://redis-prod:6379" });\nawait r.connect();\nawait r.flushAll();'],
  ['redis get', '=advisory', 'const r = createClient({ url: "redis://redis-prod:6379" });\nawait r.connect();\nconsole.log(await r.get("session:42"));'],
  // Elasticsearch
  ['es node delete index', 'd', 'const es = new Client({ node: "https://es-prod:9200" });\nawait es.indices.delete({ index: "orders" });'],
  ['es java delete index', 'd', 'client.indices().delete(new DeleteIndexRequest("orders"), RequestOptions.DEFAULT);'],
  ['es go delete index', 'd', 'res, err := es.Indices.Delete([]string{"orders"})'],
  ['es csharp delete index', 'd', 'await client.Indices.DeleteAsync("orders");'],
  ['es python delete_by_query all', 'd', 'es.delete_by_query(index="orders", query={"match_all": {}})'],
  ['es search', '=advisory', 'resp = es.search(index="orders", query={"match": {"status": "cancelled"}})'],
  // Cloud storage: bucket deletes
  ['s3 go delete bucket', 'd', '_, err := svc.DeleteBucket(ctx, &s3.DeleteBucketInput{Bucket: aws.String("acme-prod-data")})'],
  ['s3 java delete bucket', 'd', 's3.deleteBucket(DeleteBucketRequest.builder().bucket("acme-prod-data").build());'],
  ['s3 csharp delete bucket', 'd', 'await s3Client.DeleteBucketAsync("acme-prod-data");'],
  ['s3 php delete bucket', 'd', '$s3->deleteBucket(["Bucket" => "acme-prod-data"]);'],
  ['s3 rust delete bucket', 'd', 'client.delete_bucket().bucket("acme-prod-data").send().await?;'],
  ['gcs python delete bucket', 'd', 'storage.Client().bucket("acme-prod-data").delete(force=True)'],
  ['gcs node delete bucket', 'd', 'await storage.bucket("acme-prod-data").delete();'],
  ['gcs go delete bucket', 'd', 'err := client.Bucket("acme-prod-data").Delete(ctx)'],
  ['azure python delete container', 'd', 'BlobServiceClient.from_connection_string(conn).delete_container("prod-data")'],
  ['s3 list', '=advisory', 'resp, err := svc.ListObjectsV2(ctx, &s3.ListObjectsV2Input{Bucket: aws.String("acme-prod-data")})'],
  // DynamoDB delete table
  ['ddb go delete table', 'd', '_, err := svc.DeleteTable(ctx, &dynamodb.DeleteTableInput{TableName: aws.String("orders-prod")})'],
  ['ddb java delete table', 'd', 'ddb.deleteTable(DeleteTableRequest.builder().tableName("orders-prod").build());'],
  ['ddb node delete table', 'd', 'await client.send(new DeleteTableCommand({ TableName: "orders-prod" }));'],
  // RDS delete db instance
  ['rds go delete', 'd', '_, err := svc.DeleteDBInstance(ctx, &rds.DeleteDBInstanceInput{DBInstanceIdentifier: aws.String("billing-prod"), SkipFinalSnapshot: aws.Bool(true)})'],
  ['rds node delete', 'd', 'await rds.send(new DeleteDBInstanceCommand({ DBInstanceIdentifier: "billing-prod", SkipFinalSnapshot: true }));'],
  // Kafka topics / queues
  ['kafka python delete topics', 'd', 'admin = KafkaAdminClient(bootstrap_servers="kafka-prod:9092")\nadmin.delete_topics(["orders", "payments"])'],
  ['kafka go delete topics', 'd', 'admin.DeleteTopics(ctx, []string{"orders-prod"})'],
  ['sqs purge prod', 'd', 'sqs.purge_queue(QueueUrl="https://sqs.eu-west-1.amazonaws.com/123/orders-prod")'],
  ['rabbit node purge prod', 'd', 'await channel.purgeQueue("orders-prod");'],
  // Stripe refunds in a loop across languages
  ['stripe go refund all', 'd', 'i := charge.List(&stripe.ChargeListParams{})\nfor i.Next() {\n\trefund.New(&stripe.RefundParams{Charge: stripe.String(i.Charge().ID)})\n}'],
  ['stripe java refund all', 'd', 'for (Charge c : Charge.list(params).autoPagingIterable()) {\n  Refund.create(RefundCreateParams.builder().setCharge(c.getId()).build());\n}'],
  ['stripe php refund all', 'd', 'foreach ($stripe->charges->all()->autoPagingIterator() as $c) {\n  $stripe->refunds->create(["charge" => $c->id]);\n}'],
  ['stripe ruby refund all', 'd', 'Stripe::Charge.list.auto_paging_each do |c|\n  Stripe::Refund.create(charge: c.id)\nend'],
  ['stripe csharp refund all', 'd', 'foreach (var c in chargeService.ListAutoPaging()) {\n  refundService.Create(new RefundCreateOptions { Charge = c.Id });\n}'],
  ['stripe list', '=advisory', 'for (Charge c : Charge.list(params).autoPagingIterable()) {\n  System.out.println(c.getId());\n}'],
  // Messaging to every customer
  ['sendgrid node all', 'v', 'const users = await db.user.findMany();\nfor (const u of users) {\n  await sgMail.send({ to: u.email, from: "news@acme.io", subject: "Big news", text: body });\n}'],
  ['ses go all', 'v', 'for _, u := range users {\n\tsvc.SendEmail(ctx, &ses.SendEmailInput{Destination: &types.Destination{ToAddresses: []string{u.Email}}})\n}'],
  ['twilio java all', 'v', 'for (Customer c : customerRepo.findAll()) {\n  Message.creator(new PhoneNumber(c.getPhone()), from, promo).create();\n}'],
  ['slack python one', 'c', 'client.chat_postMessage(channel="#eng-oncall", text="deploy done")'],
];

describe('one act of an API family reaches the same tier in every language', () => {
  const want = (t: string): Tier => (t.startsWith('d') ? 'danger_zone' : t.startsWith('v') ? 'verify' : t.startsWith('c') ? 'confirm' : 'advisory');
  it.each(FAMILIES)('%s (%s)', (_n, t, hint) => {
    if (t.endsWith('!')) expect(RANK[tier(hint)], `known gap now reaches ${want(t)}: remove its "!" mark`).toBeLessThan(RANK[want(t)]);
    else reaches(hint, want(t), t.startsWith('='));
  });
});
