// The direction of a security switch (issue 12, cls-agents9). A setting that protects (MFA, SSO, branch
// protection, public-access blocking, encryption, versioning, audit logging, TLS verification, deletion
// protection …) turned ON hardens; turned OFF weakens. A setting whose name says it loosens (disable_…,
// skip_…, allow_public_…, insecure…, anonymous…) reads the other way round. Readers use this to tell
// "block public access: true" from "block public access: false" instead of reading the words alone.

/** Setting names that protect when on (matched inside a snake, kebab or camel name, lower-cased). */
const PROTECTIVE = /mfa|2fa|two_?factor|otp_?required|\bsso\b|sso_|_sso|saml|enforc|requir|protect|prevent|block_?public|restrict_?public|ignore_?public|encrypt|versioning|audit|logging|log_?file_?validation|verif|https_?only|secure_?transport|ssl_?only|signoff|signed|signing|row_?level_?security|\brls\b|firewall|backup|point_?in_?time|\bpitr\b|monitoring|secret_?scanning|vulnerability_?alerts|dependabot|guardduty|detector|rotation|lock(?:ed|ing)?_?(?:down|out)?\b/;
/** Setting names that loosen when on. */
const LOOSENING = /^(?:disable|disallow_?(?:https|tls|mfa)|skip|bypass|allow_?(?:\w*_)?(?:public|anonymous|insecure|force|deletion|unauthenticated|all)|insecure|anonymous|unauthenticated|public(?!_?access_?(?:block|prevention))|no_|unsafe|permissive|dangerously|ignore_?(?:ssl|tls|cert))/;

const ON_VALUE = /^(?:true|yes|on|enabled?|1|required|enforced?|strict|active|\$true|always)$/i;
const OFF_VALUE = /^(?:false|no|off|disabled?|0|none|suspended|optional|inactive|\$false|never|unenforced|permissive)$/i;

/** Normalises a setting name: camel and kebab to snake, lower case. */
function norm(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[-\s.]+/g, '_').toLowerCase();
}

/** One setting: +1 when it leaves a protection on, -1 when it leaves one off, 0 when it is no security switch. */
export function switchSense(key: string, value: string): number {
  const k = norm(key);
  const v = value.trim().replace(/^["']|["']$/g, '');
  const on = ON_VALUE.test(v);
  const off = OFF_VALUE.test(v);
  if (!on && !off) return 0;
  // 0 and 1 given to an amount (a retention period, a count, a size) are numbers, not a switch.
  if (/^[01]$/.test(v) && /retention|period|days?|hours?|count|size|ttl|timeout|interval|max|min|limit|age|window|level|replicas|capacity/.test(k)) return 0;
  const loosens = LOOSENING.test(k);
  if (!loosens && !PROTECTIVE.test(k)) return 0;
  return on !== loosens ? 1 : -1;
}

export interface Switches {
  on: number;
  off: number;
}

/** Settings in key/value pairs. */
export function switchesOf(pairs: Iterable<{ key: string; value: string }>): Switches {
  const s: Switches = { on: 0, off: 0 };
  for (const { key, value } of pairs) {
    const n = switchSense(key.split(/[./]/).pop() ?? key, value);
    if (n > 0) s.on++;
    else if (n < 0) s.off++;
  }
  return s;
}

const PAIR = /["']?([A-Za-z_][\w.-]{1,60})["']?\s*(?:[:=]|\s(?=\$?(?:true|false)\b))\s*["']?(\$?[A-Za-z0-9]+)["']?/g;

/** Settings written in text: `key: v`, `key = v`, `"key": v`, `Key=V,` (JSON, YAML, HCL, CLI shorthand, -F key=v). */
export function switchesInText(text: string): Switches {
  const pairs: { key: string; value: string }[] = [];
  for (const m of text.slice(0, 4000).matchAll(PAIR)) pairs.push({ key: m[1] as string, value: m[2] as string });
  return switchesOf(pairs);
}

/**
 * Command-line switches: `--deletion-protection` / `--no-deletion-protection`, `--enable-x` / `--disable-x`,
 * `--https-only true`, `Status=Enabled` shorthand, and a sub-command that names the act
 * (`enable-ebs-encryption-by-default`, `disable-key-rotation`).
 */
export function switchesInArgs(args: readonly string[]): Switches {
  const s: Switches = { on: 0, off: 0 };
  const add = (n: number) => {
    if (n > 0) s.on++;
    else if (n < 0) s.off++;
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const flag = /^--?([a-z][\w-]*)(?:=(.*))?$/i.exec(a);
    if (flag) {
      const name = flag[1] as string;
      const next = flag[2] ?? args[i + 1] ?? '';
      // `--versioning-configuration Status=Suspended`: a generic key's value is the flag's own.
      const generic = /^(?:status|state|enabled?|mode)=(\w+)/i.exec(next);
      if (ON_VALUE.test(next) || OFF_VALUE.test(next)) add(switchSense(name, next));
      else if (generic) add(switchSense(name, generic[1] as string));
      else if (/^no-/.test(name)) add(-switchSense(name.slice(3), 'true'));
      else if (/^(?:enable|disable)-/.test(name)) add(switchSense(name.replace(/^(?:enable|disable)-/, ''), name.startsWith('enable') ? 'true' : 'false'));
      else if (flag[2] === undefined && (args[i + 1] === undefined || (args[i + 1] as string).startsWith('-'))) add(switchSense(name, 'true'));
      if ((ON_VALUE.test(next) || OFF_VALUE.test(next) || generic) && flag[2] === undefined) i++;
      continue;
    }
    const verbName = /^(enable|disable|start|stop)-([a-z][\w-]*)$/.exec(a);
    if (verbName) {
      add(switchSense(verbName[2] as string, /^(?:enable|start)$/.test(verbName[1] as string) ? 'true' : 'false'));
      continue;
    }
    const t = switchesInText(a);
    s.on += t.on;
    s.off += t.off;
  }
  return s;
}

/** Only protections turned on, none off. */
export function onlyHardens(s: Switches): boolean {
  return s.on > 0 && s.off === 0;
}
