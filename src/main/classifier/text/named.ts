// cls-over18: dangerous commands named as data. A declared collection of string literals and nothing else (a deny list,
// `const DANGEROUS = ["rm -rf /", "DROP DATABASE", "mkfs"]`, `BLOCKED = {"rm -rf /", "mkfs.ext4"}`) and a test's
// expectation about a checker (`expect(classify('DROP DATABASE prod')).toBe('danger_zone')`, `assert is_dangerous("rm -rf /")`)
// name commands; they run none. Anything that hands a literal to a call that runs (query, exec, run, system, spawn …) or
// loops over the list is read as before.

/** One statement declaring a collection of at least two string literals: name = [ "…", "…" ] (or { … }, set(…), listOf(…)). */
const DECLARED_LIST = /^\s*(?:(?:export|const|let|var|val|final|static|private|public|readonly|pub|frozen)\s+)*[A-Za-z_][\w.]{0,60}\s*(?::\s*[^=\n]{1,60})?\s*:?=\s*(?:(?:new\s+)?(?:set|frozenset|Set|Set\.of|List\.of|listOf|setOf|arrayOf|mutableListOf|hashSetOf|Array|tuple)\s*\(\s*)?[[{(]\s*(?:(?:r|b|u|f)?(?:"[^"\n]{0,120}"|'[^'\n]{0,120}')\s*,\s*)+(?:r|b|u|f)?(?:"[^"\n]{0,120}"|'[^'\n]{0,120}')\s*,?\s*[\]})]\s*\)?\s*\)?\s*(?:\.freeze\b|as\s+const\b)?\s*;?\s*$/;
/** The list's name says it holds what is refused or looked for (DANGEROUS, DENY_LIST, blockedCommands, unsafe_patterns). */
const LIST_NAME = /^\s*(?:(?:export|const|let|var|val|final|static|private|public|readonly|pub|frozen)\s+)*[\w.]{0,30}(?:danger|deny|denied|block|ban|forbid|disallow|blacklist|reject|refuse|unsafe|destructive|risky|harmful|pattern|example|sample|fixture|case|keyword|warn)/i;
/** A test's expectation about a checker: the literal goes to classify/check/scan/…, inside expect(…)/assert. */
const CHECKER_EXPECTATION = /\b(?:expect|assert\w*|assertThat|assertEquals|assert_eq!?|self\.assert\w+)\s*\(?\s*(?:await\s+)?[\w.]{0,40}?\b(?:classify|classifier|check|scan|lint|detect|tier|assess|judge|rate|score|isDangerous|is_dangerous|isSafe|is_safe|isBlocked|is_blocked|isAllowed|is_allowed|guard|validate|matches|match)\w*\s*\(\s*["'`]/;
/** Something in the snippet runs a literal or the list: a call that executes, queries, spawns, or a loop over it. */
const RUNS = /\b(?:execute\w*|exec\w*|query|queries|raw|run\w*|system|spawn\w*|popen\w*|call|check_call|check_output|sql|prepare|Exec\w*|Query\w*|Run\w*|eval|invoke\w*|send\w*|post|request)\s*[(!]|\bfor\b|\bforEach\b|\.map\s*\(|`/;

/** True when the text only names commands as data: a declared list of literals or a test's expectation about a checker. */
export function namesOnlyOver18(text: string): boolean {
  if (text.length > 1500) return false;
  if (DECLARED_LIST.test(text)) return LIST_NAME.test(text) && !RUNS.test(text.replace(/"[^"\n]*"|'[^'\n]*'/g, '""'));
  if (CHECKER_EXPECTATION.test(text)) {
    const outside = text.replace(/"[^"\n]*"|'[^'\n]*'/g, '""');
    return !/\b(?:execute\w*|exec\w*|query|raw|system|spawn\w*|popen\w*|check_call|check_output|subprocess|child_process|os\.)\s*[(.]/.test(outside);
  }
  return false;
}
