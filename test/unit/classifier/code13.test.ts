import { describe, expect, it } from 'vitest';
import { expectRow, rows, tier } from './helpers';

void expectRow;
void rows;

// cls-code13 (issue 12): code, containers and scripts, with no dangerous step left advisory.

const RANK = { advisory: 0, confirm: 1, verify: 2, danger_zone: 3 } as const;

// ---- Carriers in code: an act answered right bare keeps its tier inside the blocks programs put it in (a function
// defined then called, `if __name__ == "__main__":`, a lambda, an immediately invoked function, an exported handler, a
// promise callback, Ruby's begin/at_exit/Rake task/each block, Go's goroutine, PHP's open tag and closures, Kotlin's
// coroutine builders, Swift's do/Task). At the session's start 45 of 216 Python/JS and 22 of 132 other-language cells
// dropped, most to advisory: the carrier's head was not taken for code, so the act inside was read as shell words.
type Carrier = [string, (a: string) => string];
const GRID: [string, string[], Carrier[]][] = [
  ['python', ['shutil.rmtree("/var/lib/postgresql/data")', 'r.flushall()', 's3.delete_bucket(Bucket="acme-prod-assets")', 'subprocess.run("terraform destroy -auto-approve", shell=True)', 'stripe.Refund.create(charge="ch_1", amount=5000000)'], [
    ['def', (a) => `def go():\n    ${a}\n\ngo()`],
    ['if main', (a) => `if __name__ == "__main__":\n    ${a}`],
    ['lambda', (a) => `task = lambda: ${a}\ntask()`],
    ['async', (a) => `async def main():\n    ${a}\n\nasyncio.run(main())`],
  ]],
  ['javascript', ['fs.rmSync(os.homedir(), { recursive: true, force: true })', 'await redis.flushall()', 'await pool.query("DROP TABLE customers")', 'execSync("terraform destroy -auto-approve")', 'await db.collection("orders").deleteMany({})'], [
    ['then', (a) => `connect().then(async () => {\n  ${a};\n});`],
    ['iife', (a) => `(async () => {\n  ${a};\n})();`],
    ['export', (a) => `export default async function handler(req, res) {\n  ${a};\n  res.end("ok");\n}`],
    ['module.exports', (a) => `module.exports = async () => {\n  ${a};\n};`],
  ]],
  ['ruby', ['system("rm -rf /srv/backups")', 'conn.exec("DROP TABLE customers")', 'FileUtils.rm_rf("/var/lib/mysql")'], [
    ['begin', (a) => `begin\n  ${a}\nrescue => e\n  puts e\nend`],
    ['each', (a) => `[1].each do |_|\n  ${a}\nend`],
    ['at_exit', (a) => `at_exit { ${a} }`],
    ['rake', (a) => `task :cleanup do\n  ${a}\nend`],
    ['def without parens', (a) => `def wipe\n  ${a}\nend\n\nwipe`],
  ]],
  ['go', ['rdb.FlushAll(ctx)', 'os.RemoveAll(os.Getenv("HOME"))'], [['goroutine', (a) => `go func() {\n\t${a}\n}()`]]],
  ['php', ['$pdo->exec("DROP TABLE customers")', '$redis->flushAll()'], [
    ['open tag', (a) => `<?php\n${a};`],
    ['closure', (a) => `$job = function () use ($pdo) {\n    ${a};\n};\n$job();`],
  ]],
  ['kotlin', ['File(System.getProperty("user.home")).deleteRecursively()'], [['runBlocking', (a) => `runBlocking {\n    ${a}\n}`]]],
  ['swift', ['try FileManager.default.removeItem(atPath: "/srv/backups")'], [
    ['do', (a) => `do {\n    ${a}\n} catch {\n    print(error)\n}`],
    ['Task', (a) => `Task {\n    ${a}\n}`],
  ]],
];

describe('an act keeps its tier inside the code blocks that carry it', () => {
  for (const [lang, acts, carriers] of GRID) {
    for (const a of acts) {
      it(`${lang}: ${a.slice(0, 50)}`, () => {
        const bare = tier(a);
        expect(RANK[bare], `bare: ${a}`).toBeGreaterThanOrEqual(RANK.verify);
        for (const [name, wrap] of carriers) expect(RANK[tier(wrap(a))], `${name}: ${wrap(a)}`).toBeGreaterThanOrEqual(RANK[bare]);
      });
    }
  }
  it.each([
    'if __name__ == "__main__":\n    print(open("README.md").read())',
    '(async () => {\n  console.log(await fetch("https://example.com/health").then((r) => r.status));\n})();',
    'begin\n  puts File.read("README.md")\nrescue => e\n  puts e\nend',
    'Task {\n    print(await fetchStatus())\n}',
    'go func() {\n\tfmt.Println("tick")\n}()',
    'export default async function handler(req, res) {\n  res.json(await db.query("SELECT 1"));\n}',
  ])('benign twin stays advisory: %s', (h) => expect(tier(h)).toBe('advisory'));
});
