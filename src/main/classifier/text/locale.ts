// cls-benign18: a translation or locale file (locales/en.json, i18n/de.json, Localizable.strings, messages.po, strings.xml,
// app_en.arb, a Rails/Django locale YAML) holds the words an interface shows. The quoted text of its key/value pairs
// ("settings.deleteAccount": "Delete account", "deleteAll": "Alle Daten löschen") is a label a person reads, not a step;
// what else the sentence says is still read.

/** A locale or translation file named in the text. */
const LOCALE_FILE = /(?:^|[\s`'"(/])(?:(?:[\w.-]+\/)*(?:locales?|i18n|l10n|lang|langs|languages|translations?|messages|intl|strings)\/[\w./-]*\.(?:json|ya?ml|po|pot|arb|xliff|xlf|properties|strings|resx|ts|js)|[\w-]*(?:Localizable|InfoPlist)\.strings|[\w./-]*\.(?:po|pot|arb|xliff|xlf|resx)|(?:[\w.-]+\/)*(?:values(?:-[\w-]+)?\/strings\.xml)|(?:[\w.-]+\/)*[a-z]{2}(?:[-_][A-Za-z]{2})?\.(?:json|ya?ml))(?=$|[\s`'",.:;)])/;
/** One key and its quoted value: "settings.deleteAccount": "Delete account", deleteAll: 'Alle Daten löschen', "k" = "v". */
const PAIR = /(?:"[\w.:-]{1,80}"|'[\w.:-]{1,80}'|(?<=(?:^|[{,\n])[ \t]{0,8})[\w.-]{1,80})(\s*[:=]\s*)(?:"([^"\n]{0,300})"|'([^'\n]{0,300})'|“([^”\n]{0,300})”)/g;

/** The text with the quoted values of a named locale file's key/value pairs blanked; the text unchanged otherwise. */
export function blankLocaleStrings(t: string): string {
  if (t.length > 8000 || !LOCALE_FILE.test(t)) return t;
  let n = 0;
  // (The key is an identifier of the message, "refund", "deleteAll": blanked too.)
  const out = t.replace(PAIR, (_m, sep: string) => {
    n++;
    return `"key"${sep}"label"`;
  });
  return n > 0 ? out : t;
}
