// Transport security lowered (issue 12, tls12b): a TLS/SSL protocol version below 1.2 allowed, a weak cipher
// enabled, HSTS switched off. Read from the setting's meaning (which protocol versions and ciphers it lets in), not
// from one product's spelling: nginx `ssl_protocols TLSv1`, Apache `SSLProtocol all`, Bicep `minimumTlsVersion:
// 'TLS1_0'`, Terraform `min_tls_version = "1.0"`, Go `tls.VersionTLS10`, Python `ssl.PROTOCOL_TLSv1`, .NET
// `SslProtocols.Tls11`, a CLI `--min-tls-version 1.0`. A change lowers security only when what it lets in was not
// let in before: raising the floor, or taking TLSv1 out of a list that keeps TLSv1.1, is no lowering.

/** The weak protocol a token names, as one spelling: ssl2, ssl3, tls1.0, tls1.1. */
function weakOf(token: string): string | undefined {
  const t = token.toLowerCase().replace(/^(?:tls\.version|version|ssl\.tlsversion\.|ssl\.protocol_|sslprotocols\.|securityprotocoltype\.)/, '').replace(/_(?:client_|server_)?method$/, '');
  if (/^sslv?2$/.test(t)) return 'ssl2';
  if (/^sslv?3$/.test(t)) return 'ssl3';
  if (/^(?:tls[\s_v]*1(?:[._]0)?|tls10|tls)$/.test(t)) return 'tls1.0';
  if (/^(?:tls[\s_v]*1[._]1|tls11)$/.test(t)) return 'tls1.1';
  return undefined;
}

/** Code constants that name one protocol version wherever they stand (Go, Python, .NET, OpenSSL bindings). */
const CODE_VERSION = /\b(?:tls\.VersionTLS1[01]|ssl\.TLSVersion\.(?:TLSv1(?:_1)?|SSLv3)|ssl\.PROTOCOL_(?:TLSv1(?:_1)?|SSLv[23])|(?:SslProtocols|SecurityProtocolType)\.(?:Tls1?1?|Ssl[23])|(?:TLSv1(?:_1)?|SSLv[23])_(?:client_|server_)?method)\b/g;
/** A line that sets which protocol versions are allowed: its key, then the rest of the line. */
const VERSION_LINE = /(?:^[ \t]*(?:-[ \t]*)?|[{,(][ \t]*|[ \t](?=ssl-m(?:in|ax)-ver\b))["']?([\w.-]*(?:ssl|tls)[\w.-]*(?:protocols?|version|ver|policy)|[\w.-]*protocols?|[\w.]*min(?:imum)?_?version|max_?version|minVersion|maxVersion|secureProtocol|ssl_?version|SSLProtocol|minimum_?protocol_?version|MinimumProtocolVersion)["']?[ \t]*(?:[:=]|(?=[ \t]))([^\n]*)$/gim;
/** Version spellings in a setting's value. */
const VERSION_TOKEN = /(?:^|[\s"'[,(=:+|])(-|!)?((?:TLS[\s_v]*1(?:[._][01])?|TLS1[01]|VersionTLS1[01]|SSLv?[23]|disabled|none|TLSEnforcementDisabled|(?:TLSv1(?:_1)?|SSLv[23])_method|all|1(?:\.[01])?)(?=$|[\s"',;)\]|])|Policy-Min-TLS-1-[01][\w-]*|[\w-]*TLS-?1-[01](?:-\d{4}(?:-\d\d)?)?)/gi;

/** Weak protocol versions a text lets in. */
export function weakVersions(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(CODE_VERSION)) {
    const w = weakOf(m[0]);
    if (w) out.add(w);
  }
  for (const line of text.matchAll(VERSION_LINE)) {
    const key = line[1] as string;
    const value = line[2] as string;
    const excluded = new Set<string>();
    const found = new Set<string>();
    let all = false;
    for (const v of value.matchAll(VERSION_TOKEN)) {
      const tok = v[2] as string;
      const neg = !!v[1];
      if (/^all$/i.test(tok)) {
        if (!neg) all = true;
        continue;
      }
      // A bare number counts only under a key that names a TLS or SSL version (`min_tls_version = "1.0"`).
      if (/^1/.test(tok) && !/(?:tls|ssl)/i.test(key)) continue;
      // No minimum at all (`minimum_tls_version = "Disabled"`) lets every old version in.
      if (/^(?:disabled|none|TLSEnforcementDisabled)$/i.test(tok)) {
        if (/(?:tls|ssl)/i.test(key) && /ver/i.test(key) && !neg) found.add('tls1.0');
        continue;
      }
      const policy = /TLS-?1-([01])/i.exec(tok);
      const w = policy ? (policy[1] === '0' ? 'tls1.0' : 'tls1.1') : /^1(?:\.0)?$/.test(tok) ? 'tls1.0' : tok === '1.1' ? 'tls1.1' : weakOf(tok);
      if (!w) continue;
      if (neg) excluded.add(w);
      else found.add(w);
    }
    // Apache and OpenSSL-style lists: `all` lets in every version the list does not take out.
    if (all) for (const w of ['ssl3', 'tls1.0', 'tls1.1']) if (!excluded.has(w)) found.add(w);
    for (const w of found) if (!excluded.has(w)) out.add(w);
  }
  return out;
}

/** A line that sets which ciphers are allowed. */
const CIPHER_LINE = /^[ \t]*["']?([\w.-]*cipher[\w.-]*)["']?[ \t]*(?:[:=]|(?=[ \t]))([^\n]*)$/gim;
/** Cipher families no current client needs: everything, null or anonymous, export, RC4, DES and 3DES, MD5. */
const WEAK_CIPHER = /(?:^|[\s"':,[(])(?![!-])(ALL|LOW|EXP(?:ORT)?\w*|EXP-[\w-]+|e?NULL|aNULL|[\w-]*RC4[\w-]*|[\w-]*(?:3?DES)(?:-CBC3?)?[\w-]*|[\w-]*MD5|@SECLEVEL=[01])(?=$|[\s"':,;\])])/g;

/** Weak ciphers a text lets in (a cipher taken out with `!` or `-` is not let in). */
export function weakCiphers(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.matchAll(CIPHER_LINE)) for (const m of (line[2] as string).matchAll(WEAK_CIPHER)) out.add((m[1] as string).toUpperCase());
  return out;
}

/** HSTS switched off in what is written: `max-age=0`, `hsts: false`, Django's `SECURE_HSTS_SECONDS = 0`, Spring's `hsts().disable()`. */
const HSTS_OFF = /Strict-Transport-Security["']?\s*[:,=]?\s*["']?max-age=0\b|\bhsts(?![_-]?(?:preload|include))\w*["']?\s*[:=]\s*["']?(?:false|off|0|none|disabled)\b|\bSECURE_HSTS_SECONDS\s*=\s*0\b|\b(?:hsts|httpStrictTransportSecurity)\s*\([^)]*\)\s*\.\s*disable\s*\(|\.httpStrictTransportSecurity\s*\(\s*\w+\s*->\s*\w+\.disable\s*\(/i;
const HSTS_ON = /Strict-Transport-Security|\bhsts\b|SECURE_HSTS_SECONDS\s*=\s*[1-9]|\bUseHsts\s*\(/i;

/**
 * What an edit does to transport security, or undefined: `live` is what it leaves in place (comments out),
 * `old` what stood before (undefined for a new file), `kept` the whole live text after the edit.
 */
export function transportLowered(old: string | undefined, live: string, kept: string): string | undefined {
  const before = old === undefined ? new Set<string>() : weakVersions(old);
  const nowV = [...weakVersions(live)].filter((w) => !before.has(w));
  if (nowV.length) return `allows ${nowV.join(', ').replace(/tls/g, 'TLS ').replace(/ssl(\d)/g, 'SSL $1')}`;
  const beforeC = old === undefined ? new Set<string>() : weakCiphers(old);
  const nowC = [...weakCiphers(live)].filter((c) => !beforeC.has(c));
  if (nowC.length) return `enables weak ciphers ${nowC.slice(0, 3).join(', ')}`;
  const hsts = HSTS_OFF.exec(live);
  if (hsts && !(old !== undefined && HSTS_OFF.test(old))) return `switches off HSTS (${hsts[0].trim().slice(0, 40)})`;
  // The HSTS header or middleware taken out with nothing left in its place.
  if (old !== undefined && HSTS_ON.test(old) && !HSTS_ON.test(kept) && /Strict-Transport-Security|\bhsts\b|UseHsts/i.test(old)) return 'removes HSTS';
  return undefined;
}

/** A command-line option that lowers transport security: `--min-tls-version 1.0`, `--minimum-protocol-version TLSv1`, `--ssl-policy …TLS-1-0…`. */
export function transportLoweredArgs(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const m = /^--?([a-z][\w-]*)(?:=(.*))?$/i.exec(args[i] as string);
    if (!m || !/(?:tls|ssl|protocol)[\w-]*(?:version|policy)|^min(?:imum)?-tls/i.test(m[1] as string)) continue;
    const value = m[2] ?? args[i + 1] ?? '';
    const w = weakVersions(`${(m[1] as string).replace(/-/g, '_')} = ${value}`);
    if (w.size) return `--${m[1] as string} ${value}`;
  }
  // Shorthand and JSON option values: `TLSSecurityPolicy=Policy-Min-TLS-1-0-2019-07`, `{"MinimumProtocolVersion": "TLSv1"}`.
  for (const a of args) {
    if (a.startsWith('-')) continue;
    const lines = a.replace(/[{}]/g, '').split(/,(?=\s*["']?\w+["']?\s*[:=])/).join('\n');
    if (weakVersions(lines).size) return a;
  }
  return undefined;
}

/** Files that describe or exercise a setting without deploying it: docs, and test code or fixtures (a test that a
 *  server refuses TLSv1 has to offer TLSv1). */
export function notDeployed(path: string): boolean {
  return /\.(?:md|mdx|txt|rst|adoc)$/i.test(path) || /(?:^|[\\/])(?:tests?|__tests__|spec|fixtures?|testdata)[\\/]|[._-](?:test|spec)\.\w+$|_test\.go$/i.test(path);
}
