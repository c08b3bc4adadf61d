// cls-benign18: a translation or locale file (locales/en.json, i18n/de.json, Localizable.strings, messages.po, strings.xml,
// app_en.arb, a Rails/Django locale YAML) holds the words an interface shows. The quoted text of its key/value pairs
// ("settings.deleteAccount": "Delete account", "deleteAll": "Alle Daten löschen") is a label a person reads, not a step;
// what else the sentence says is still read.

/** A locale or translation file named in the text. */
const LOCALE_FILE = /(?:^|[\s`'"(/])(?:(?:[\w.-]+\/)*(?:locales?|i18n|l10n|lang|langs|languages|translations?|messages|intl|strings)\/[\w./-]*\.(?:json|ya?ml|po|pot|arb|xliff|xlf|properties|strings|resx|ts|js)|[\w-]*(?:Localizable|InfoPlist)\.strings|[\w./-]*\.(?:po|pot|arb|xliff|xlf|resx)|(?:[\w.-]+\/)*(?:values(?:-[\w-]+)?\/strings\.xml)|(?:[\w.-]+\/)*[a-z]{2}(?:[-_][A-Za-z]{2})?\.(?:json|ya?ml))(?=$|[\s`'",.:;)])/;
/** One key and its quoted value: "settings.deleteAccount": "Delete account", deleteAll: 'Alle Daten löschen', "k" = "v". */
const PAIR = /(?:"[\w.:-]{1,80}"|'[\w.:-]{1,80}'|(?<=(?:^|[{,\n])[ \t]{0,8})[\w.-]{1,80})(\s*[:=]\s*)(?:"([^"\n]{0,300})"|'([^'\n]{0,300})'|“([^”\n]{0,300})”)/g;

/**
 * A quoted span that a label word names ("the button says "Delete workspace"", "the label "Remove all members"", "el texto
 * del botón "Eliminar cuenta"", „Konto löschen“ as den Text, ボタンのラベル「アカウントを削除」, 按钮文字“删除账户”) is the words a
 * control shows. Only where nothing is pressed or switched: "click "Delete workspace"", "Toggle "Require MFA" off" are the act.
 */
// (cls-benign19: also "should it say "Archive"", a dialog's or confirm's text "set to"/"changed to" the quote.)
const LABEL_WORD_BEFORE = /(?:\b(?:button|btn|label|labels|link|menu item|tab|toggle|text|copy|string|title|heading|caption|tooltip|placeholder|error message|message|toast|banner|says|say|reads|said|wording|dialog|prompt|schaltfläche|knopf|beschriftung|botón|boton|texto|etiqueta|bouton|libellé|texte|pulsante|testo|etichetta|botão|rótulo|knop|tekst|przycisk|napis|кнопк\S*|надпись|текст)\b|ラベル|ボタン|テキスト|文言|按钮|按鈕|文字|文本|标签|標籤|버튼|레이블|텍스트|문구)(?:\s+(?:of|on|for|to|from|del|de|des|du|della|do|da|der|des)\s+(?:the\s+|el\s+|la\s+|le\s+|il\s+|o\s+|a\s+)?[\w-]+){0,1}[\s:：の]{0,3}(?:(?:is|was|=|als|como|comme|come|to|as|into|auf|zu|por|en|par)\s+)?$/iu;
const QUOTED_LABEL = /"([^"\n]{1,60})"|“([^”\n]{1,60})”|„([^“”\n]{1,60})[“”]|«\s?([^»\n]{1,60})\s?»|「([^」\n]{1,60})」|‘([^’\n]{1,60})’/g;
const PRESS_WORD = /\b(?:click\w*|press\w*|tap\w*|hit|select\w*|choose|submit\w*|confirm\w*|toggl\w*|switch\w*|flip\w*|turn\w*|enabl\w*|disabl\w*|check\w*|uncheck\w*|activat\w*|deactivat\w*|aktivier\w*|deaktivier\w*|schalt\w*|activ\w*|désactiv\w*|desactiv\w*|attiv\w*|disattiv\w*|включ\w*|выключ\w*|отключ\w*|klick\w*|drück\w*|haz\s+clic|pulsa\w*|cliqu\w*|appuie\w*|clicca\w*|premi\w*|clique\w*|kliknij|нажм\w*)\b|クリック|押して|押す|点击|點擊|单击|按下|클릭|누르/i;
const CONTROL_NOUN_B19 = /\b(?:confirm(?:ation)?|check|select|toggle|switch|submit)\s+(?:dialog|modal|prompt|message|text|screen|page|box|popup|pop-up|sheet|copy|label|field|list|menu)s?\b/gi;
function blankLabelQuotes(t: string): string {
  // (cls-benign19: "the confirm dialog", "a confirmation modal", "the check box label" name a control; they press nothing.)
  if (t.length > 2000 || PRESS_WORD.test(t.replace(CONTROL_NOUN_B19, ' '))) return t;
  return t.replace(QUOTED_LABEL, (m: string, ...g: unknown[]) => {
    const at = g[6] as number;
    if (!LABEL_WORD_BEFORE.test(t.slice(Math.max(0, at - 40), at))) return m;
    return `${m[0]}label${m[m.length - 1]}`;
  });
}

/**
 * cls-over18: the value a list or log is filtered by ("Audit log → filter Action: Deleted → last 30 days", "filter
 * action:repo.destroy", "filter by event = user.deleted", "Filter: Status = Cancelled") is what is looked for, not a step:
 * one token after the field, ending the walk's segment (an arrow, a comma, the end). What follows is still read.
 */
const FILTER_VALUE = /(\bfilter(?:ed|s)?(?:\s+(?:by|on|for|where))?\s*:?\s*(?:[A-Za-z][\w ]{0,24}?)?\s*(?:[:=]|\bis\b)\s*)["']?([\w.:/-]{1,40})["']?(?=\s*(?:$|→|›|»|->|[,;)]|\s(?:and|in|over|for|from|since|last)\b))/gi;
export function blankFilterValues(t: string): string {
  // (Not where the filtered rows are then selected in bulk, "filter Status: Active → select all → Cancel": the value says
  // which rows the act reaches.)
  if (t.length > 2000 || !/\bfilter/i.test(t) || /\b(?:select|check|mark|tick)\s+(?:all|every\w*)|\bbulk\b|\bbatch\b|\ball\s+(?:rows|items|results|matching)\b/i.test(t)) return t;
  return t.replace(FILTER_VALUE, (_m, head: string) => `${head}value`);
}

/** The text with the quoted values of a named locale file's key/value pairs, and labels' quoted words, blanked. */
export function blankLocaleStrings(t0: string): string {
  const t = blankFilterValues(blankLabelQuotes(t0));
  if (t.length > 8000 || !LOCALE_FILE.test(t)) return t;
  let n = 0;
  // (The key is an identifier of the message, "refund", "deleteAll": blanked too.)
  const out = t.replace(PAIR, (_m, sep: string) => {
    n++;
    return `"key"${sep}"label"`;
  });
  return n > 0 ? out : t;
}
