import { describe, it } from 'vitest';
import { checkMarked, markedRows } from './helpers';

// cls-code16b (issue 12, a short second round after cls-code16): shapes the code10…code16 grids lack — less-covered
// languages and runtimes, REPL transcripts and notebook cells, the environment named in a client constructor or config
// object, jobs and cron handlers, tests that touch a real system vs stand-ins, and the classes of cls-code16's check
// misses (a listing fed straight to a per-item delete, a directory listing with "-Filter *", an in-memory database).
// A row is "x hint", or "x! hint" for a known gap. " ⏎ " is a line break; "\${" is "${" and "\`" a backtick.
// Figures (rows at their tier on main 3e5c9cb → now) are in each table's comment and in /work/reports/cls-code16b.md.

describe('bulk and single acts in less-covered languages: Elixir, Scala/Spark, Clojure, Haskell, Lua, Dart, R, Julia, Swift, Deno/Bun, Groovy', () => {
  it.each(markedRows(String.raw`
    d MyApp.Repo.update_all(Subscription, set: [status: "canceled"])
    v from(s in Subscription, where: s.plan == "legacy") |> MyApp.Repo.update_all(set: [status: "canceled"])
    a MyApp.Repo.all(from u in User, where: u.active == true)
    d spark.sql("DROP TABLE prod.events")
    a spark.sql("SELECT count(*) FROM prod.events").show()
    d (jdbc/execute! ds ["DELETE FROM orders"])
    c (jdbc/execute! ds ["DELETE FROM orders WHERE id = ?" 42])
    d execute_ conn "TRUNCATE TABLE invoices"
    a rows <- query_ conn "SELECT id FROM invoices" :: IO [Only Int]
    d local red = redis:new() ⏎ red:connect("prod-cache.internal", 6379) ⏎ red:flushall()
    a local red = redis:new() ⏎ red:connect("prod-cache.internal", 6379) ⏎ local v = red:get("session:" .. id)
    d final snap = await FirebaseFirestore.instance.collection('users').get(); ⏎ for (final d in snap.docs) { ⏎   await d.reference.delete(); ⏎ }
    c await FirebaseFirestore.instance.collection('users').doc(uid).delete();
    d dbExecute(con, "DELETE FROM patients")
    a dbGetQuery(con, "SELECT * FROM patients LIMIT 10")
    d unlink("~", recursive = TRUE)
    d rm(homedir(); recursive=true)
    a rm(mktempdir(); recursive=true)
    d try await User.query(on: req.db).delete()
    v try await User.query(on: req.db).filter(\.$active == false).delete()
    d await Deno.remove("/var/lib/postgresql/data", { recursive: true });
    a await Deno.remove(await Deno.makeTempDir(), { recursive: true });
    d stage('Cleanup') { steps { sh 'kubectl delete namespace production' } }
    a stage('Test') { steps { sh 'npm test' } }
    d def sql = Sql.newInstance(url, user, pass) ⏎ sql.execute("DROP DATABASE billing_prod")
  `))('%s %s', checkMarked);
});

describe('REPL transcripts and notebook cells: the prompt is no act, the statement after it is', () => {
  it.each(markedRows(String.raw`
    d >>> boto3.resource("s3").Bucket("acme-prod-backups").objects.all().delete()
    a >>> list(boto3.resource("s3").Bucket("acme-prod-backups").objects.limit(5))
    d iex(1)> MyApp.Repo.delete_all(Order)
    a iex(2)> MyApp.Repo.aggregate(Order, :count)
    d irb(main):001:0> User.destroy_all
    a irb(main):002:0> User.count
    d scala> spark.sql("DROP TABLE prod.orders")
    d %sql DELETE FROM prod.customers
    a %sql SELECT * FROM prod.customers LIMIT 100
    d julia> rm(homedir(), recursive=true)
    d > dbExecute(con, "TRUNCATE patients")
    d user=> (jdbc/execute! prod-db ["TRUNCATE accounts"])
  `))('%s %s', checkMarked);
});

describe('the environment named in a client constructor or config object', () => {
  it.each(markedRows(String.raw`
    d const db = new Client({ connectionString: process.env.PROD_DATABASE_URL }); ⏎ await db.query('TRUNCATE orders');
    d s3 = boto3.Session(profile_name="production").client("s3") ⏎ s3.delete_bucket(Bucket="acme-data")
    d cfg, _ := config.LoadDefaultConfig(ctx, config.WithSharedConfigProfile("prod")) ⏎ client := rds.NewFromConfig(cfg) ⏎ client.DeleteDBInstance(ctx, &rds.DeleteDBInstanceInput{DBInstanceIdentifier: aws.String("orders"), SkipFinalSnapshot: aws.Bool(true)})
    d redis = Redis.new(url: "redis://prod-cache:6379") ⏎ redis.flushall
    d var client = new CosmosClient(Environment.GetEnvironmentVariable("PROD_COSMOS")); ⏎ await client.GetDatabase("orders").DeleteAsync();
    a redis = Redis.new(url: "redis://prod-cache:6379") ⏎ puts redis.dbsize
  `))('%s %s', checkMarked);
});

describe('a listing fed straight to a per-item delete or disable: every record (cls-code16 check misses, by class)', () => {
  it.each(markedRows(String.raw`
    d repo.findAll().forEach { repo.delete(it) }
    d repo.findAll().forEach(repo::delete);
    d userRepository.findAll().forEach(u -> userRepository.delete(u));
    v repo.findAllByStatus("inactive").forEach { repo.delete(it) }
    a repo.findAll().forEach { println(it.email) }
    d var page = await graph.Users.GetAsync(); ⏎ foreach (var u in page.Value) ⏎ { ⏎     await graph.Users[u.Id].DeleteAsync(); ⏎ }
    a var page = await graph.Users.GetAsync(); ⏎ foreach (var u in page.Value) ⏎ { ⏎     Console.WriteLine(u.DisplayName); ⏎ }
    d Get-ADUser -Filter * | Disable-ADAccount
    d $users = Get-ADUser -Filter * -SearchBase "OU=Staff,DC=acme,DC=com" ⏎ $users | ForEach-Object { Disable-ADAccount -Identity $_ }
    v Get-ADUser -Filter {Enabled -eq $true -and LastLogonDate -lt $cutoff} | Disable-ADAccount
    a Get-ADUser -Filter * | Select-Object Name
    d Get-Mailbox -ResultSize Unlimited | Remove-Mailbox -Confirm:$false
  `))('%s %s', checkMarked);
});

describe('tests and stand-ins: an in-memory or test database, a fixture, a mocked client vs a real production system', () => {
  it.each(markedRows(String.raw`
    a const db = new Database(':memory:'); ⏎ db.exec('DROP TABLE IF EXISTS t');
    a conn = sqlite3.connect(":memory:") ⏎ conn.execute("DROP TABLE IF EXISTS users")
    a using var conn = new SqliteConnection("Data Source=:memory:"); ⏎ conn.Open(); ⏎ new SqliteCommand("DROP TABLE IF EXISTS users", conn).ExecuteNonQuery();
    d const db = new Database('/srv/app/prod.db'); ⏎ db.exec('DROP TABLE users');
    a @pytest.fixture(autouse=True) ⏎ def clean(db): ⏎     db.execute("DELETE FROM orders") ⏎     yield
    a beforeEach(async () => { ⏎   await prisma.user.deleteMany(); ⏎ });
    a def test_purge(tmp_path): ⏎     (tmp_path / "x").write_text("1") ⏎     shutil.rmtree(tmp_path)
    a @mock_aws ⏎ def test_cleanup(): ⏎     boto3.client("s3").delete_bucket(Bucket="acme-prod-media")
    d def test_cleanup(): ⏎     boto3.client("s3").delete_bucket(Bucket="acme-prod-media")
  `))('%s %s', checkMarked);
});

describe('an amount bound to a name on the first line, then paid', () => {
  it.each(markedRows(String.raw`
    v amount_cents = 7_500_000 ⏎ stripe.Payout.create(amount=amount_cents, currency="usd")
    v AMOUNT = 9_000_000 ⏎ stripe.Refund.create(charge=charge_id, amount=AMOUNT)
    c amount_cents = 1_500 ⏎ stripe.Refund.create(charge=charge_id, amount=amount_cents)
    a amount_cents = 7_500_000 ⏎ print(f"would pay {amount_cents / 100:.2f} USD")
  `))('%s %s', checkMarked);
});

describe('jobs and cron handlers: the scheduled body is the act', () => {
  it.each(markedRows(String.raw`
    d cron.schedule('0 3 * * *', async () => { ⏎   await db.query('DELETE FROM audit_log'); ⏎ });
    a cron.schedule('0 3 * * *', async () => { ⏎   const { rows } = await db.query('SELECT count(*) FROM orders'); ⏎   console.log(rows[0]); ⏎ });
    d @Scheduled(cron = "0 0 3 * * *") ⏎ public void purge() { ⏎     jdbc.update("TRUNCATE TABLE customers"); ⏎ }
    d Oban.insert(MyApp.Workers.PurgeAll.new(%{table: "users"}))
  `))('%s %s', checkMarked);
});
