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
    d Get-ADUser -Filter * | ForEach-Object { Disable-ADAccount -Identity $_ }
    d $u = Get-ADUser -Filter * ⏎ $u | Disable-ADAccount
    c $u = Get-ADUser -Identity jdoe ⏎ $u | Disable-ADAccount
    a Get-ADUser -Filter * | ForEach-Object { Write-Output $_.Name }
    # A -SearchBase names one OU; the PowerShell rule reads it as a filtered set (verify), though the OU may hold every
    # staff account (gap, left: an OU may be small).
    d! $users = Get-ADUser -Filter * -SearchBase "OU=Staff,DC=acme,DC=com" ⏎ $users | ForEach-Object { Disable-ADAccount -Identity $_ }
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
    # A schedule registered in code is read as "adds a scheduled job that runs unattended" (confirm) whatever its body
    # (gap, left: the persistence rule is shared with crontab and systemd timers, outside this room).
    a! cron.schedule('0 3 * * *', async () => { ⏎   const { rows } = await db.query('SELECT count(*) FROM orders'); ⏎   console.log(rows[0]); ⏎ });
    d @Scheduled(cron = "0 0 3 * * *") ⏎ public void purge() { ⏎     jdbc.update("TRUNCATE TABLE customers"); ⏎ }
    # The worker's body is not shown; only its name says "purge all". (cls-code17: a job enqueued is the act its worker
    # names, readers/jobs.ts — gap closed, advisory → danger_zone.)
    d Oban.insert(MyApp.Workers.PurgeAll.new(%{table: "users"}))
  `))('%s %s', checkMarked);
});

// Round two of the census (written before its fixes).
describe('ORM and query-builder bulk operations in each language: every row, a filtered set, one row, a read', () => {
  it.each(markedRows(String.raw`
    # Slick's parenless .delete on a table query reads as one account (gap).
    d! db.run(users.delete)
    v db.run(users.filter(_.active === false).delete)
    a db.run(users.result)
    d sql"DELETE FROM orders".update.run.transact(xa)
    # Persistent's empty filter list [] is every row; read as a filtered set (gap).
    d! deleteWhere ([] :: [Filter User])
    v deleteWhere [UserActive ==. False]
    a users <- selectList [] [Asc UserId]
    # A HoneySQL map with :delete-from and no :where is DELETE without WHERE; not read (gap).
    d! (jdbc/execute! ds (sql/format {:delete-from :users}))
    c (jdbc/execute! ds (sql/format {:delete-from :users :where [:= :id 7]}))
    v MyApp.Repo.delete_all(from u in User, where: u.inserted_at < ^cutoff)
    d db.Session(&gorm.Session{AllowGlobalUpdate: true}).Delete(&User{})
    d db.Where("1 = 1").Delete(&User{})
    c db.Delete(&User{}, 10)
    d diesel::delete(users::table).execute(&mut conn)?;
    # Diesel's filter on the key is one row (cls-code18: now read so; the gap mark was removed).
    c diesel::delete(users::table.filter(users::id.eq(7))).execute(&mut conn)?;
    d User::delete_many().exec(&db).await?;
    d $em->createQuery('DELETE FROM App\Entity\User u')->execute();
    d User::query()->delete();
    v User::where('active', false)->delete();
    # drift's delete(table).go() is unplaced (gap).
    d! await delete(users).go();
    d try Player.deleteAll(db)
    d await db.Orders.ExecuteDeleteAsync();
    v await db.Orders.Where(o => o.Status == "draft").ExecuteDeleteAsync();
    d await db.Orders.ExecuteUpdateAsync(s => s.SetProperty(o => o.Status, "cancelled"));
    d dsl.deleteFrom(USERS).execute();
    c dsl.deleteFrom(USERS).where(USERS.ID.eq(7)).execute();
    a dsl.selectFrom(USERS).fetch();
    d DBInterface.execute(conn, "DROP TABLE patients")
    d dbRemoveTable(con, "patients")
    d local res, err = db:query("DELETE FROM users")
  `))('%s %s', checkMarked);
});

describe('cloud and data clients constructed for an environment, then acting', () => {
  it.each(markedRows(String.raw`
    d const s3 = new S3Client({ region: 'us-east-1', credentials: fromIni({ profile: 'prod' }) }); ⏎ await s3.send(new DeleteBucketCommand({ Bucket: 'acme-assets' }));
    d client = bigquery.Client(project="acme-prod") ⏎ client.delete_dataset("analytics", delete_contents=True)
    c client = bigquery.Client(project="acme-dev") ⏎ client.delete_dataset("scratch", delete_contents=True)
    a client = bigquery.Client(project="acme-prod") ⏎ print(list(client.list_tables("analytics")))
    d es = Elasticsearch("https://prod-search.acme.io:9200") ⏎ es.indices.delete(index="*")
    d MongoClient("mongodb+srv://prod-cluster.acme.net").drop_database("orders")
    d kv = redis.Redis(host="redis-prod.internal") ⏎ kv.flushdb()
    d const es = new Client({ node: 'https://es-prod.acme.io:9200' }); ⏎ await es.deleteByQuery({ index: 'orders', query: { match_all: {} } });
    v const es = new Client({ node: 'https://es-prod.acme.io:9200' }); ⏎ await es.deleteByQuery({ index: 'orders', query: { range: { created: { lt: 'now-2y' } } } });
  `))('%s %s', checkMarked);
});

describe('jobs, schedules and CLIs whose default is production', () => {
  it.each(markedRows(String.raw`
    d p.add_argument("--env", default="production") ⏎ args = p.parse_args() ⏎ engine = create_engine(URLS[args.env]) ⏎ with engine.begin() as c: ⏎     c.execute(text("TRUNCATE events"))
    d RecurringJob.AddOrUpdate("wipe", () => db.Database.ExecuteSqlRaw("TRUNCATE TABLE Orders"), Cron.Daily);
    a! @Scheduled(fixedRate = 60000) ⏎ public void report() { ⏎     log.info("count={}", repo.count()); ⏎ }
    a schedule.every().day.at("03:00").do(lambda: print(len(os.listdir("/var/log/app"))))
  `))('%s %s', checkMarked);
});

describe('tests touching a real system vs stand-ins', () => {
  it.each(markedRows(String.raw`
    d func TestCleanup(t *testing.T) { ⏎ 	db, _ := sql.Open("postgres", os.Getenv("PROD_DATABASE_URL")) ⏎ 	db.Exec("TRUNCATE users") ⏎ }
    a func TestCleanup(t *testing.T) { ⏎ 	db := setupTestDB(t) ⏎ 	db.Exec("TRUNCATE users") ⏎ }
    d it('cleans', async () => { ⏎   await s3.send(new DeleteBucketCommand({ Bucket: 'acme-prod-media' })); ⏎ });
    a test "clears orders" do ⏎   Repo.delete_all(Order) ⏎ end
    a test "clears users", %{conn: _conn} do ⏎   Repo.delete_all(User) ⏎ end
    d test "wipes" do ⏎   ExAws.S3.delete_bucket("acme-prod-media") |> ExAws.request!() ⏎ end
    d ExAws.S3.delete_bucket("acme-prod-media") |> ExAws.request!()
    c ExAws.S3.delete_object("acme-prod-media", "a.txt") |> ExAws.request!()
    a ExAws.S3.list_objects("acme-prod-media") |> ExAws.request!()
    a before { User.delete_all }
    a it "clears" do ⏎   Order.delete_all ⏎ end
    a before do ⏎   Order.delete_all ⏎ end
    d it "wipes" do ⏎   Aws::S3::Client.new.delete_bucket(bucket: "acme-prod-media") ⏎ end
    a with testing.postgresql.Postgresql() as pg: ⏎     create_engine(pg.url()).execute("DROP TABLE users")
  `))('%s %s', checkMarked);
});

describe('REPL and notebook shapes, round two', () => {
  it.each(markedRows(String.raw`
    d In [7]: spark.sql("TRUNCATE TABLE prod.events")
    a In [8]: spark.table("prod.events").count()
    d ghci> callCommand "rm -rf ~/"
    # cls-code14 reads a folder below a mount as a filtered set of its files (verify); left as designed.
    d! dbutils.fs.rm("/mnt/prod/raw", True)
    a dbutils.fs.rm("/tmp/scratch", True)
    a dbutils.fs.ls("/mnt/prod/raw")
    v [1] pry(main)> Order.where(state: "pending").update_all(state: "cancelled")
    # The carried rm -rf /var/www gets bash's tier (verify); the Lua prompt and carrier work. My label says the web root
    # of a server is danger_zone; the path is the files room's call (gap, left).
    d! > os.execute("rm -rf /var/www")
  `))('%s %s', checkMarked);
});

// Round three of the census (written before its fixes).
describe('round three: runtimes, notebook shell escapes, CLIs defaulting to production', () => {
  it.each(markedRows(String.raw`
    d const kv = await Deno.openKv(); ⏎ for await (const e of kv.list({ prefix: [] })) await kv.delete(e.key);
    a const kv = await Deno.openKv(); ⏎ for await (const e of kv.list({ prefix: ["users"] })) console.log(e.key);
    d LibPQ.execute(conn, "TRUNCATE orders")
    d DBI::dbExecute(con, "UPDATE users SET active = FALSE")
    v DBI::dbExecute(con, "UPDATE users SET active = FALSE WHERE last_login < '2020-01-01'")
    d Ecto.Adapters.SQL.query!(Repo, "TRUNCATE users CASCADE")
    d Repo.query!("DROP TABLE orders")
    v spark.sql("DELETE FROM prod.events WHERE dt < '2020-01-01'")
    d try FileManager.default.removeItem(atPath: NSHomeDirectory())
    d !gsutil -m rm -r gs://acme-prod-backups
    a !pip install pandas
    a !ls -la data/
    d %%bash ⏎ rm -rf /var/lib/mysql
    d ENV=\${1:-production} ⏎ psql "$(vault read -field=url secret/$ENV/db)" -c "TRUNCATE events"
    d @click.command() ⏎ @click.option("--env", default="prod") ⏎ def main(env): ⏎     boto3.Session(profile_name=env).client("s3").delete_bucket(Bucket="acme-logs") ⏎ main()
    a @click.command() ⏎ @click.option("--env", default="prod") ⏎ def main(env): ⏎     print(boto3.Session(profile_name=env).client("s3").list_buckets()) ⏎ main()
  `))('%s %s', checkMarked);
});
