import { describe, it } from 'vitest';
import { checkMarked } from './helpers';

// cls-code11 (issue 12): interpreters, SDK code and shell scripts. Each group holds the variants written for one fix
// (other languages, libraries and shapes) and benign look-alikes. Rows marked with a trailing '!' in their tier are known
// gaps: they must still miss (remove the mark once they land).

type Row = [string, string];

const check = checkMarked;

describe('Code framed by its definitions: typed function heads, classes, try blocks, Perl my, Kotlin val, Lisp forms', () => {
  it.each<Row>([
    ['v', 'fn main() {\n    std::fs::remove_dir_all("/srv/data").unwrap();\n}'],
    ['v', 'fn main() -> std::io::Result<()> {\n    std::fs::remove_dir_all("/var/lib/docker")?;\n    Ok(())\n}'],
    ['v', 'fun main() {\n    File("/srv/data").deleteRecursively()\n}'],
    ['v', 'static void Main() {\n    Directory.Delete("/srv/data", true);\n}'],
    ['v', "void main() {\n  Directory('/srv/data').deleteSync(recursive: true);\n}"],
    ['v', "class Janitor:\n    def run(self):\n        shutil.rmtree('/srv/data')\n\nJanitor().run()"],
    ['d', "class Janitor:\n    def run(self):\n        redis.Redis(host='redis-prod').flushall()"],
    ['v', "class Cleaner\n  def call\n    FileUtils.rm_rf('/srv/data')\n  end\nend"],
    ['d', 'try (Jedis j = new Jedis("redis-prod", 6379)) { j.flushAll(); }'],
    ['d', 'let mut con = redis::Client::open("redis://redis-prod/")?.get_connection()?;\nredis::cmd("FLUSHALL").query::<()>(&mut con)?;'],
    ['d', 'Ecto.Adapters.SQL.query!(Repo, "DROP TABLE orders")'],
    ['v', '(require \'[clojure.java.shell :refer [sh]])\n(sh "rm" "-rf" "/srv/uploads")'],
    ['a', 'fn main() {\n    println!("hello");\n}'],
    ['a', 'func main() {\n\tfmt.Println(os.Getenv("HOME"))\n}'],
    ['a', "class Report:\n    def run(self):\n        print(sorted(os.listdir('/var/backups')))"],
    ['a', "class Migration(migrations.Migration):\n    operations = [migrations.DeleteModel(name='Invoice')]"],
    ['a', "@app.task\ndef nightly():\n    print(os.listdir('/srv/data'))"],
  ])('%s %s', check);
});

describe('Paths built from parts (pathlib /, joinpath, Paths.get, a bound Path) name the file read or deleted', () => {
  it.each<Row>([
    // (cls-code13) key material printed with no environment named is reading a secret: confirm, as cat in bash (README decisions).
    ['c', "python3 -c \"import pathlib; print(pathlib.Path.home().joinpath('.aws', 'credentials').read_text())\""],
    ['c', "python3 -c \"from pathlib import Path; print((Path.home() / '.aws' / 'credentials').read_text())\""],
    ['c', "print((Path.home() / '.ssh' / 'id_ed25519').read_text())"],
    ['c', 'ruby -e \'puts File.read(File.join(Dir.home, ".netrc"))\''],
    ['v', 'p = Path("/srv") / "data"\nshutil.rmtree(p)'],
    ['v', 'FileUtils.deleteDirectory(new File("/srv/data"));'],
    ['d', 'FileUtils.deleteDirectory(new File("/var/backups"));'],
    ['v', 'try FileManager.default.removeItem(atPath: "/Users/shared/ProjectData")'],
    ['a', "print((Path.home() / 'notes' / 'todo.txt').read_text())"],
    ['a', "python3 -c \"from pathlib import Path; print(Path('README.md').read_text()[:200])\""],
  ])('%s %s', check);
});

describe('ORM schema resets drop every table; an in-memory database acts on nothing lasting', () => {
  it.each<Row>([
    ['d', 'const sequelize = new Sequelize(process.env.DATABASE_URL);\nawait sequelize.sync({ force: true });'],
    ['d', 'await sequelize.drop();'],
    ['d', "const AppDataSource = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, synchronize: true, dropSchema: true });\nawait AppDataSource.initialize();"],
    ['d', 'await dataSource.synchronize(true);'],
    ['d', "engine = create_engine(os.environ['DATABASE_URL'])\nBase.metadata.drop_all(engine)"],
    ['a', 'await sequelize.sync({ alter: false });'],
    ['a', 'await sequelize.authenticate();'],
    ['a', "engine = create_engine('sqlite://')\nBase.metadata.create_all(engine)\nrun_suite(engine)\nBase.metadata.drop_all(engine)"],
    ['a', "engine = create_engine('sqlite:///:memory:')\nBase.metadata.drop_all(engine)"],
  ])('%s %s', check);
});

describe('Bulk deletes judged by their filter: {} and match_all are every row, criteria a filtered set, a key one row', () => {
  it.each<Row>([
    ['v', "const repo = AppDataSource.getRepository(User);\nawait repo.delete({ status: 'inactive' });"],
    ['v', 'await userRepository.delete({ lastLoginAt: LessThan(cutoff) });'],
    ['c', 'await userRepository.delete({ id: 42 });'],
    ['c', 'await userRepository.delete(42);'],
    ['d', 'await orderRepo.delete({});'],
    ['d', 'client = MongoClient(MONGO_URI)\nclient.analytics.events.delete_many({})'],
    ['d', 'db.events.delete_many({})'],
    ['v', "db.events.delete_many({'ts': {'$lt': cutoff}})"],
    ['d', "await client.deleteByQuery({ index: 'orders', query: { match_all: {} } });"],
    ['v', "es.delete_by_query(index='logs-2024.01', body={'query': {'range': {'@timestamp': {'lt': 'now-90d'}}}})"],
    ['c', 'session.query(User).filter_by(id=42).delete()'],
    ['a', "es.search(index='logs-*', body={'query': {'match_all': {}}})"],
    ['a', "db.events.count_documents({})"],
  ])('%s %s', check);
});

describe('FLUSHALL / FLUSHDB on any client empties the whole store', () => {
  it.each<Row>([
    ['d', 'rdb := redis.NewClient(&redis.Options{Addr: "redis-prod:6379"})\nrdb.FlushAll(ctx)'],
    ['d', 'Redis.new(url: ENV.fetch("REDIS_PROD_URL")).flushall'],
    ['d', "const r = createClient({ url: 'redis://redis-prod:6379' }); await r.connect(); await r.flushAll();"],
    ['d', "r = redis.Redis(host='redis-prod')\nr.execute_command('FLUSHDB')"],
    ['d', 'Jedis j = new Jedis("redis-prod", 6379);\nj.flushAll();'],
    ['a', "r = redis.Redis()\nr.delete('cache:homepage')"],
    ['a', "r = redis.Redis(host='redis-prod')\nprint(r.dbsize())"],
  ])('%s %s', check);
});

describe('Interpreters of the Lisp family and process calls in Lisp forms', () => {
  it.each<Row>([
    ['v', 'clojure -M -e \'(require (quote [clojure.java.shell :refer [sh]])) (sh "rm" "-rf" "/srv/uploads")\''],
    ['v', 'bb -e \'(babashka.process/shell "rm" "-rf" "/srv/uploads")\''],
    ['v', 'racket -e \'(system* "/bin/rm" "-rf" "/srv/uploads")\''],
    ['v', 'sbcl --eval \'(uiop:run-program (list "rm" "-rf" "/srv/uploads"))\''],
    ['v', 'guile -c \'(system* "rm" "-rf" "/srv/uploads")\''],
    ['d', '(ns ops.cleanup (:require [babashka.process :refer [shell]]))\n(shell "kubectl" "delete" "namespace" "production")'],
    ['v!', 'emacs --batch --eval \'(call-process "rm" nil nil nil "-rf" "/srv/uploads")\''],
    ['a', 'bb -e \'(println (:out (babashka.process/shell {:out :string} "ls" "-la" "/srv/uploads")))\''],
    ['a', 'racket -e \'(displayln (directory-list "/srv/uploads"))\''],
  ])('%s %s', check);
});

describe('An argument vector bound to a name runs only where a process call takes that name', () => {
  it.each<Row>([
    ['v', "python -c 'import subprocess; cmd = [\"rm\", \"-rf\", \"/srv/uploads\"]; subprocess.run(cmd, check=True)'"],
    ['v', 'args = ["rm", "-rf", "/srv/uploads"]\nsubprocess.check_call(args)'],
    ['v', 'my @cmd = ("rm", "-rf", "/srv/uploads");\nsystem(@cmd) == 0 or die;'],
    ['v', 'args := []string{"rm", "-rf", "/srv/uploads"}\nexec.Command(args[0], args[1:]...).Run()'],
    ['v', "const argv = ['rm', '-rf', '/srv/uploads'];\nspawnSync(argv[0], argv.slice(1), { stdio: 'inherit' });"],
    ['v', 'val cmd = listOf("rm", "-rf", "/srv/uploads")\nProcessBuilder(cmd).inheritIO().start().waitFor()'],
    ['a', "python -c 'cmd = [\"rm\", \"-rf\", \"/\"]; assert cmd[0] == \"rm\"; print(\"ok\")'"],
    ['a', 'cmd = ["rm", "-rf", "/srv/uploads"]\nprint(" ".join(cmd))'],
    ['a', 'my @cmd = ("rm", "-rf", "/srv/uploads");\nprint join(" ", @cmd), "\\n";'],
    ['a', 'expected = ["git", "push", "--force", "origin", "main"]\nassert build_push_args(force=True) == expected'],
    ['a', 'const cmd = ["rm", "-rf", "/srv/uploads"];\nexpect(buildCommand("/srv/uploads")).toEqual(cmd);'],
    ['a', "python3 -c 'print([\"rm\", \"-rf\", \"/home/ci/build\"])'"],
  ])('%s %s', check);
});

describe('A temporary directory made and removed on one line; chain tails that use assigned variables', () => {
  it.each<Row>([
    ['a', 'd=$(mktemp -d) && git clone https://github.com/acme/cli "$d" && make -C "$d" test; rm -rf "$d"'],
    ['a', 'd=$(mktemp -d); rm -rf "$d"'],
    ['a', 'dir=$(mktemp -d) && cp -r src "$dir" && rm -rf "$dir"'],
    ['a', 'x=$(mktemp --directory); rm -rf $x'],
    ['v', 'd=/srv/data && rm -rf "$d"'],
    ['d', 'D=$HOME && rm -rf "$D"'],
    ['d', 'X=rm; $X -rf ~'],
    ['d', 'd=$(mktemp -d -p /srv); rm -rf /srv'],
    ['d', 'B=acme-prod-media; aws s3 rb "s3://$B" --force'],
  ])('%s %s', check);
});

describe('A deletion handed a listing; a file opened for writing is emptied; a handle closed is no ticket closed', () => {
  it.each<Row>([
    ['d', "storage_client.bucket('acme-prod-media').delete_blobs(list(bucket.list_blobs()))"],
    ['d', 'bucket.delete_blobs(blobs=list(bucket.list_blobs()))'],
    ['c', "bucket.delete_blobs(list(bucket.list_blobs(prefix='tmp/')))"],
    ['d', "python3 -c \"open('/var/log/auth.log', 'w').close()\""],
    ['d', "ruby -e 'File.open(\"/var/log/secure\", \"w\") {}'"],
    ['v', "php -r 'fclose(fopen(\"/var/log/nginx/access.log\", \"w\"));'"],
    ['d', "python3 -c \"f = open('/var/log/auth.log', 'w'); f.write('ok'); f.close()\""],
    ['d', "fs.writeFileSync('/var/log/auth.log', '')"],
    ['a', "python3 -c \"with open('out.txt', 'w') as f: f.write('hello')\""],
    ['a', "python3 -c \"f = open('report.csv'); print(f.read()); f.close()\""],
    ['a', 'conn = psycopg2.connect(dsn)\nprint(conn.server_version)\nconn.close()'],
    ['c', "jira.issue('OPS-12').close()"],
  ])('%s %s', check);
});

describe('Interpreter carriers: versioned names, interpreter options, version managers, code handed to exec/eval', () => {
  it.each<Row>([
    ['v', "python3.11 -c \"import shutil; shutil.rmtree('/srv/data')\""],
    ['d', "pypy3 -c \"import os; os.system('rm -rf ~')\""],
    ['d', "python3 -u -I -X utf8 -c \"import redis; redis.Redis(host='redis-prod').flushall()\""],
    ['d', "pyenv exec python -c \"import subprocess; subprocess.run(['kubectl', 'delete', 'namespace', 'production'])\""],
    ['d', "volta run node -e \"require('child_process').execSync('rm -rf ~')\""],
    ['v', "deno eval \"Deno.removeSync('/srv/data', { recursive: true })\""],
    ['v', "python3 -c \"exec(compile('''import shutil; shutil.rmtree('/srv/data')''', 'x', 'exec'))\""],
    ['d', "python3 -c \"exec('import os; os.system(\\'rm -rf ~\\')')\""],
    ['d', "node -e \"eval('require(\\\"child_process\\\").execSync(\\\"rm -rf ~\\\")')\""],
    ['d', "ruby -e 'instance_eval(\"system(%q(rm -rf ~))\")'"],
    ['a', "python3.12 -c \"import sys; print(sys.version)\""],
    ['a', "python3 -u -X utf8 -c \"print(open('README.md').read()[:100])\""],
    ['a', "pyenv exec python -c \"import platform; print(platform.python_version())\""],
    ['a', "python3 -c \"exec('print(1 + 1)')\""],
    ['a', "node -e \"console.log(eval('2 * 21'))\""],
  ])('%s %s', check);
});

describe('An array mapfile/readarray filled from a whole listing: a loop over it acts on everything', () => {
  it.each<Row>([
    ['d', 'mapfile -t nss < <(kubectl get ns -o name)\nfor ns in "${nss[@]}"; do kubectl delete "$ns"; done'],
    ['d', 'readarray -t buckets < <(aws s3 ls | awk \'{print $3}\')\nfor b in "${buckets[@]}"; do\n  aws s3 rb "s3://$b" --force\ndone'],
    ['d', 'mapfile -t NSS < <(kubectl get namespaces -o name)\nfor ns in ${NSS[@]}; do kubectl delete $ns --wait=false; done'],
    ['a', 'mapfile -t nss < <(kubectl get ns -o name)\nfor ns in "${nss[@]}"; do echo "$ns"; done'],
    ['a', 'mapfile -t nss < <(kubectl get ns -o name)\nfor ns in "${nss[@]}"; do kubectl delete "$ns" --dry-run=client; done'],
  ])('%s %s', check);
});

describe('Vendor SDK resources in other languages; computing calls; runuser -- prog -c', () => {
  it.each<Row>([
    ['d', 'Stripe::Subscription.list(status: "active").auto_paging_each { |s| Stripe::Subscription.cancel(s.id) }'],
    ['d', 'Stripe::Subscription.list.auto_paging_each { |s| Stripe::Subscription.cancel(s.id) }'],
    ['d', "for sub in stripe.Subscription.list(status='active').auto_paging_iter():\n    stripe.Subscription.cancel(sub.id)"],
    ['c', 'Stripe::Subscription.cancel("sub_123")'],
    ['a', 'Stripe::Subscription.list(limit: 3).each { |s| puts s.id }'],
    ['a', "node -e \"console.log(require('crypto').randomBytes(32).toString('hex'))\""],
    ['a', "node -e \"console.log(require('crypto').randomUUID())\""],
    ['d', 'runuser -u deploy -- psql -h db-prod.internal -c "DROP DATABASE orders"'],
    ['d', "su - postgres -c 'dropdb orders'"],
    ['a', 'runuser -u deploy -- psql -h db-prod.internal -c "SELECT count(*) FROM orders"'],
  ])('%s %s', check);
});
