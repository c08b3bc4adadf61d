// cls-intl26: engineering and IT operations said in other languages — repositories and branches, databases, servers and
// clouds, Kubernetes, accounts and access, monitoring and logs. The technical objects (branch, namespace, bucket, replica,
// server, instance, alert) and the operators' verbs (force, shut down, terminate, scale, mute) as operators write them:
// loanwords in the language's own script (бранч, ネームスペース, เซิร์ฟเวอร์), chat typed without diacritics (vi "tat",
// "xoa het"), German umlauts spelt out. Word classes in the lexicon's format (text/lexicon.ts: a language code, then
// entries; `x*` a stem, `a_b` several words, `stem*_particle` a separable verb), read by text/lexicon.ts's build; and the
// sentence forms read from their combination (intl26Tags, called by readers/prose.ts).
import type { Tagged } from './words';

export const INTL26: Record<string, readonly string[]> = {
  // A branch of a repository (as en "branch"): loanwords and the languages' own words.
  'o:branch': ['ru бранч бранча бранчи бранчу бранчей бранче бранчах бранчем', 'uk бранч бранча бранчі бранчу бранчів гілк* гілку гілки', 'ar الفرع الفروع فرع فروع للفرع بفرع', 'id cabang', 'ms cabang',
    'tr dalı dalını dalları dallarını', 'th บรานช์ บรานซ์ แบรนซ์ แบรนช์', 'fa شاخه شاخه‌ها شاخه‌ی برنچ‌ها', 'he ברנץ\' ברנצ\' בראנצ\' בראנצ\'ים בראנצים', 'vi nhánh', 'hi ब्रैंच ब्रांचेज़ ब्रांचेस', 'it rami'],
  // A Kubernetes namespace or a cluster (as en "namespace", "cluster": a container of everything deployed in it).
  'o:container': ['ja ネームスペース 名前空間 クラスター', 'zh 命名空间 命名空間 叢集', 'ru неймспейс* нэймспейс* неймспэйс*', 'uk неймспейс*', 'th เนมสเปซ เนมสเปส คลัสเตอร์', 'hi नेमस्पेस नेमस्पेस क्लस्टर',
    'fa نیم‌اسپیس نیم_اسپیس', 'ar النيم_سبيس نيم_سبيس الكلاستر كلاستر العنقود', 'he נייםספייס נימספייס קלאסטר הקלאסטר'],
  // An object-store bucket (as en "bucket").
  'o:bucket': ['th บัคเก็ต บักเก็ต', 'hi बकेट', 'fa باکت', 'he באקט הבאקט', 'ar الباكت باكت', 'zh 儲存桶', 'uk бакет*'],
  // Servers, virtual machines, instances and database replicas (as en "server", "instance", "replica": one resource).
  'o:resource': ['th เซิร์ฟเวอร์ อินสแตนซ์ เรพลิกา', 'ar الخادم خادم الخوادم خوادم السيرفر سيرفر السيرفرات', 'he השרת שרת השרתים שרתים סרבר הסרבר סרברים',
    'vi may_chu', 'ru реплик* виртуалк* вэмку', 'es réplica réplicas', 'pt réplica réplicas', 'it replica repliche', 'pl replik*', 'tr replika*', 'id replika', 'uk реплік* віртуалк*', 'ja レプリカ インスタンス', 'zh 只读副本 唯讀副本 从库 從庫 只读实例 只讀實例', 'ko 레플리카', 'hi रेप्लिका इंस्टेंस', 'fa اینستنس ریپلیکا',
    // (load balancers: a running resource in front of a service)
    'hi लोड_बैलेंसर लोडबैलेंसर', 'es balanceador_de_carga balanceadores_de_carga', 'pt balanceador_de_carga balanceadores_de_carga', 'it bilanciatore_di_carico bilanciatori_di_carico',
    'fr répartiteur_de_charge répartiteurs_de_charge', 'de lastverteiler*', 'ja ロードバランサー ロードバランサ', 'ko 로드밸런서 로드_밸런서', 'zh 负载均衡器 負載平衡器 负载均衡 負載均衡', 'ar موازن_التحميل موازن_الأحمال',
    'fa لود_بالانسر لودبالانسر', 'he לואד_באלנסר', 'th โหลดบาลานเซอร์', 'vi cân_bằng_tải can_bang_tai', 'id penyeimbang_beban', 'ru балансировщик* балансер*', 'uk балансувальник* балансер*', 'tr yük_dengeleyici* yuk_dengeleyici*'],
  // A Kubernetes deployment named in the language's script (a service that runs), ahead of the verb "deploy" it begins with.
  'o:service': ['ru деплоймент* деплоймэнт*', 'uk деплоймент*', 'ja デプロイメント'],
  // Alerts and alerting (as fr "alertes", ru "алерты": monitoring that protects recovery, a control when switched off).
  // Second factors in the forms the lexicon had left out (zh 双重认证, vi chat "xac thuc 2 lop").
  'o:security': ['zh 双重认证 雙重認證 二次认证 两步认证 兩步認證 双因子 雙因子 双重身份验证 雙重身份驗證', 'vi xac_thuc_2_lop xac_thuc_hai_lop xác_thực_2_lớp xác_thực_hai_lớp', 'ja アラート', 'ko 알람 알럿 경보', 'zh 告警 警报 警報 报警 報警', 'vi cảnh_báo', 'id peringatan', 'th การแจ้งเตือน อะเลิร์ต อลิร์ต', 'hi अलर्ट', 'ar التنبيهات تنبيهات الإنذارات',
    'he ההתראות התראות', 'fa هشدارها هشدارهای', 'tr alarmlar* alarmları* uyarılar*', 'it allerte gli_alert degli_alert',
    // (alarms and monitors: de "Alarme", fr "moniteurs")
    'de alarme alarmen', 'fr moniteurs', 'es monitores', 'ru алармы алармов', 'uk аларми'],
  // (English words — alert, alerts — are left to the English readers: 'delete all alert rules' stays every monitor deleted.)
  // A forced push (as en "force push"): the languages' own words for "forced".
  'm:force': ['it forzat* forzare forza_il_push', 'es forzad* forzar forzá', 'pt forçad* forçar forçe', 'fr forcé forcée forcer', 'de erzwungen* erzwing*', 'nl geforceerd* forceer*', 'pl wymuszon* wymuś',
    'tr zorla zorlayarak', 'id paksa dipaksa', 'vi ép', 'ar إجباري اجباري بالقوة', 'he בכוח', 'fa اجباری'],
  // Shutting down or terminating a machine (as en "shut down", "terminate"): loan verbs and the languages' own.
  'v:stop': ['ru терминейт* терминир* терминируй* терминни*', 'uk термінуй* терміную термінувати', 'ko 터미네이트', 'ja ターミネート シャットダウン', 'zh 关机 關機', 'th ปิดเครื่อง',
    'de fähr*_runter fähr*_herunter faehr*_runter faehr*_herunter', 'vi tat_may'],
  // Scaling (as en "scale"): the imperative forms the lexicon had left out.
  // (Korean "down", 다운 in 스케일 다운 and 서버 다운: scaling or taking down, not the quantifier 다 it begins with.)
  'v:scale': ['ko 다운', 'es escala escale escalá', 'pt escala escale escalone', 'ru скейль* отскейль* смасштабируй* масштабируй*', 'uk скейл* масштабуй*', 'ko 스케일', 'zh 缩容 縮容 缩到 縮到', 'tr ölçekle*', 'id skalakan'],
  // Making something public with a separable or light verb (as en "make … public"): German "mach … öffentlich", and the
  // Romance light verbs typed without the accent ("haz publico", "torna publico"); the adjective only, never the verb
  // "publicar" ("Haz clic en «Vista previa» antes de publicar" is a preview).
  'v:expose': ['de mach*_öffentlich* mach*_oeffentlich* stell*_oeffentlich* setz*_oeffentlich*', 'es haz*_publico haz*_publica haz*_publicos haz*_publicas haz*_público haz*_pública haz*_públicos haz*_públicas hazlo_publico hazlo_publica hazlo_publicos hazlo_publicas hazlo_público hazlo_pública hazlo_públicos hazlo_públicas pon*_publico pon*_publica pon*_publicos pon*_publicas pon*_público pon*_pública pon*_públicos pon*_públicas dej*_publico dej*_publica dej*_publicos dej*_publicas dej*_público dej*_pública dej*_públicos dej*_públicas vuelv*_publico vuelv*_publica vuelv*_publicos vuelv*_publicas vuelv*_público vuelv*_pública vuelv*_públicos vuelv*_públicas convierte*_publico convierte*_publica convierte*_publicos convierte*_publicas convierte*_público convierte*_pública convierte*_públicos convierte*_públicas', 'pt torn*_publico torn*_publica torn*_publicos torn*_publicas torn*_público torn*_pública torn*_públicos torn*_públicas deix*_publico deix*_publica deix*_publicos deix*_publicas deix*_público deix*_pública deix*_públicos deix*_públicas faz*_publico faz*_publica faz*_publicos faz*_publicas faz*_público faz*_pública faz*_públicos faz*_públicas coloc*_publico coloc*_publica coloc*_publicos coloc*_publicas coloc*_público coloc*_pública coloc*_públicos coloc*_públicas', 'it fai*_pubblic* rend*_pubblic*'],
  // Opening (as en "open"): the Korean loanword 오픈 (a port or a firewall after it opens access).
  // Setting a value (as en "set … to"): the Russian and Ukrainian colloquial "put" ("поставь retention 1 день").
  'v:update': ['ru поставь поставьте', 'uk постав поставте', 'pl ustaw ustawcie'],
  // Rolling a deploy back with a verb that also revokes (pl "cofnij"): the deploy named after it decides.
  'v:rollback': ['pl cofnij_deploy* cofnij_wdrożeni* cofnij_wdrozeni* cofnij_release* cofnij_wersj* cofnij_produkcj*'],
  // Reducing (as en "reduce", "shorten") and retention in Vietnamese typed without marks.
  'v:reduce': ['vi giam_thoi_gian giam_xuong', 'tr kısalt* kisalt* düşür* dusur* güne_indir* gune_indir* güne_çek*'],
  'o:retention': ['vi thoi_gian_luu thoi_gian_luu_tru thời_gian_lưu'],
  // Second factors and accounts in the forms the lexicon had left out (zh 双重认证, vi chat "xac thuc 2 lop", "tai khoan").
  'o:account': ['vi tai_khoan'],
  // Korean "download" (다운로드): a read, not the quantifier 다 (all) it begins with.
  'v:read': ['ko 오픈 다운로드 다운받'],
  // Muting (as en "mute", "silence") in the languages whose verbs were missing.
  'v:disable': ['ru замьют* замуть* замуть замьюти* мьютни*', 'uk замʼют* зам\'ют* замьют*', 'he תשתיק להשתיק השתיקו', 'fa بیصدا بی_صدا', 'tr sustur*', 'vi tat tắt_hết'],
};

/** A zero said in any language next to a scaling verb ("a cero", "auf null", "в ноль", "ゼロ", "零", "sıfır"). */
export const ZERO26 = /(?:^|[^\p{L}\d])(?:0|zero|cero|null|nul|zera|ноль|нуля|нуль|sıfır\p{L}*|sifir\p{L}*|không|ศูนย์|शून्य|صفر|אפס)(?![\p{L}\d])|ゼロ|零|0(?=으로|개|に|で|까지|まで|个|個)|(?<![\d])0(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Hangul}\p{Script=Thai}])/u;

/** A WHERE clause said to be missing ("ohne WHERE", "sin where", "без where", "where なし", "where 없이", "不带 where"). */
const NO_WHERE26 = /(?:without|ohne|sans|sin|sem|senza|zonder|bez|без|olmadan|tanpa|không\s+có|khong\s+co|बिना|بدون|בלי|ไม่มี|不带|不帶|没有|沒有|不加)\s*(?:(?:a|an|any|the|un|una|um|uma|une|eine?n?|ein)\s+)?(?:["'`]?where["'`]?)|where\s*(?:句\s*)?(?:なし|無し|なしで|抜きで|없이|없는)|where\s*(?:sız|siz|suz)/iu;

/** A negation right before a WHERE (the statement's text up to its WHERE): the clause is said to be missing, every row. */
const NEG_BEFORE_WHERE26 = /(?:^|[^\p{L}])(?:without|ohne|sans|sin|sem|senza|zonder|bez|без|olmadan|tanpa|no|not|khong\s+co|không\s+có|बिना|بدون|בלי|ไม่มี|不带|不帶|没有|沒有|不加)\s*(?:(?:a|an|any|the|un|una|um|uma|une|eine?n?|ein)\s+)?["'`]?$/iu;
export function whereSaidMissing26(before: string): boolean {
  return NEG_BEFORE_WHERE26.test(before);
}

/** A port opened by its number ("port 22", "puerto 3306", "порт 5432", "ポート22", "22번 포트", "端口 22"): a network rule. */
export const PORT_NUMBER26 = /(?:^|[^\p{L}])(?:port|ports|porto|porta|porte|puerto|порт\p{L}*|cổng|منفذ|المنفذ|פורט|פורטים|پورت|पोर्ट|พอร์ต|θύρα)\s*(?:no\.?\s*)?[:#]?\s*\d{2,5}(?!\d)|ポート\s*(?:番号\s*)?\d{2,5}|\d{2,5}\s*(?:번\s*)?(?:포트|端口|ポート|番ポート)|端口\s*\d{2,5}|포트\s*\d{2,5}/iu;

/** An alert or monitor, muting, and every (of them) in the languages the English and European patterns of meaning.ts miss. */
const MONITOR26 = /アラート|アラーム|알람|알럿|경보|告警|警报|警報|报警|報警|cảnh báo|canh bao|peringatan|การแจ้งเตือน|अलर्ट|تنبيه|התרא|هشدار|alarm\p{L}*|uyarı\p{L}*/iu;
const MUTE26 = /ミュート|黙らせ|뮤트|음소거|静音|靜音|屏蔽|ปิดเสียง|म्यूट|كتم|اكتم|השתק|תשתיק|بیصدا|sustur\p{L}*|bisukan|senyapkan|замьют\p{L}*|замут\p{L}*|tắt tiếng/iu;
const EVERY26 = /全部|全て|すべて|所有|全部的|모든|전부|다\s|ทั้งหมด|सारे|सभी|كل|כל|همه|tüm|tum|hepsi|semua|tất cả|tat ca|toàn bộ|toan bo/iu;
/** One alert or monitor muted (in the languages above), nothing said of every one: the settled "muting an alert". */
export function muteOneAlert26(w: string): boolean {
  return MONITOR26.test(w) && MUTE26.test(w) && !EVERY26.test(w);
}

/** A dry run named as the mode the act runs in ("в режиме dry-run", "en modo dry-run", "im Dry-Run-Modus", "dry-run モードで",
 *  "dry-run 모드로", "以 dry-run 模式", "ในโหมด dry-run"): a rehearsal, as en "in dry-run mode". */
const DRY_MODE26 = /(?:режим\p{L}*|modo|mode|modus|modalità|modu|modunda|modda|chế\s+độ|che\s+do|mod|mód\p{L}*|tryb\p{L}*|במצב|حالت|وضع|โหมด|मोड)\s+(?:de\s+|di\s+)?["'`]?(?:dry[\s-]?run|--dry-run|simulaci\p{L}*|simulation|simulazione|simulação|симуляци\p{L}*|симуляці\p{L}*|пробн\p{L}*)|(?:dry[\s-]?run|--dry-run)["'`]?[\s-]*(?:-?modus|mode|mod(?:e|u|unda|da)?|режим\p{L}*|モード|모드|模式|โหมด|मोड)/iu;
/** A step after the rehearsal ("then", "потом", "luego", "その後", "그 다음", "然后"): the act is done after all. */
const THEN26 = /(?:^|[^\p{L}])(?:then|danach|dann|puis|ensuite|luego|después|depois|poi|dopo|daarna|potem|потом|затем|після|потім|sonra|ardından|sau\s+đó|lalu|kemudian|แล้ว|फिर|ثم|אחר\s+כך|بعد)(?![\p{L}])|その後|それから|그\s*다음|그리고|然后|然後|之后|之後/iu;

/** A database replica named (the read replicas, standbys and secondaries a database keeps). */
const REPLICA26 = /replik|r[eé]plica|реплік|реплик|レプリカ|레플리카|只读副本|唯讀副本|从库|從庫|เรพลิกา|रेप्लिका|ریپلیکا/u;

/** A repository named as where a branch is ("من المستودع", "из репозитория", "aus dem Repo", "リポジトリの", "레포에서", "仓库里的"). */
const REPO_PLACE_BEFORE26 = /(?:^|[\s(])(?:from|in|of|on|within|من|في|على|из|в|во|у|з|із|von|aus|im|in|am|de|du|des|del|dal|da|do|no|na|nel|dello|uit|van|z|ze|w|we|dari|di|của|cua|trên|tren|trong|از|در|से|में|का|की|ของ|ใน|จาก)\s+(?:the\s+|our\s+|dem\s+|le\s+|la\s+|el\s+|o\s+|il\s+|lo\s+|de\s+|het\s+|this\s+)?(?:\S+\s+)?$|(?:^|\s)[מבל]ה?$/u;
const REPO_PLACE_AFTER26 = /^\s*(?:から|の|内|에서|의|中|里|裡|上|内的|中的|里的|裡的)/u;

/** The shared default branch named as the branch (main, master, trunk) in any language's word order: "the main branch",
 *  "a branch main", "ветку master", "main ブランチ", "فرع main". Others build on it: deleting it is deleting a shared branch. */
const BRANCH_WORD26 = String.raw`(?:branch\p{L}*|rama|ramo|zweig\p{L}*|gałąź|gałęzi\p{L}*|galaz|větev|ветк\p{L}*|бранч\p{L}*|гілк\p{L}*|فرع|الفرع|ה?בראנץ'?|ה?ברנץ'?|ה?ענף|برنچ|شاخه(?:ی)?|ブランチ|브랜치|分支|แบรนช์|ब्रांच|dal\p{L}*|cabang|nhánh|nhanh)`;
const SHARED_BRANCH26 = new RegExp(String.raw`${BRANCH_WORD26}\s*(?:de\s+|da\s+|di\s+|do\s+)?["'\x60«“]?(?:main|master|trunk)(?![\p{L}\d/_-])|(?<![\p{L}\d/_-])(?:main|master|trunk)["'\x60»”]?\s*(?:-\s*)?${BRANCH_WORD26}`, 'iu');
export function sharedBranch26(w: string): boolean {
  return SHARED_BRANCH26.test(w);
}

/** Objects a resource's name reads as ("payments", "orders", "users"); a control after the word ("Deployment Protection") stays. */
const NAME_LIKE26 = new Set(['money', 'record', 'account', 'doc', 'message', 'table']);
/** A deployment or namespace word (the language's loanword or English inside the sentence). */
const DEPLOY_WORD26 = /^(?:deployment|деплоймент\p{L}*|деплоймэнт\p{L}*|デプロイメント|디플로이먼트|namespace|неймспейс\p{L}*|ネームスペース|네임스페이스|命名空间|命名空間)$/u;

/** The Japanese "take down" (落とす) said of a server, an instance or a service. */
const OTOSU26 = /(?:落と(?:して|す|した|そう|せ)|落っことして)/u;

/**
 * Sentence forms of operations prose read from their combination: a DELETE whose WHERE clause is said to be missing (every
 * row; the "without" negates the filter, not the act), a Japanese "take down" (落として) of a server or instance (shut it
 * down), and Vietnamese chat without diacritics, "xoa het"/"tat het" (delete/turn off all). Cheap gate: the text names
 * where, 落と or het.
 */
export function intl26Tags(w: string, tags: Tagged[]): Tagged[] {
  if (w.length > 600 || !/where|落と|落っこ|\bhet\b|\bsach\b|\bbang\b|dry|deployment|деплоймент|デプロイメント|디플로이먼트|namespace|неймспейс|branch|бранч|ветк|гілк|فرع|ברנץ|בראנץ|ענף|برنچ|شاخه|ブランチ|브랜치|分支|แบรนช์|ब्रांच|rama|ramo|branche|gałę|galaz|větev|dal|cabang|nhánh|replik|r[eé]plica|реплік|реплик|レプリカ|레플리카|副本|从库|從庫|เรพลิกา|रेप्लिका|ریپلیکا/u.test(w)) return tags;
  let out = tags;
  // A dry run named as the mode of the act, and no step after it: only the rehearsal runs.
  if (w.includes('dry') && DRY_MODE26.test(w) && !THEN26.test(w) && !/[.;!?\n]\s*\S/.test(w.trim())) {
    const dry = DRY_MODE26.exec(w) as RegExpExecArray;
    const kept = out.filter((t) => t.kind !== 'v' || t.name === 'read' || t.name === 'plan' || t.name === 'test' || t.name === 'dryrun' || t.name === 'explain' || t.name === 'search');
    if (!kept.some((t) => t.kind === 'v' && t.name === 'dryrun')) kept.push({ kind: 'v', name: 'dryrun', start: dry.index, end: dry.index + dry[0].length });
    out = kept.sort((a, b) => a.start - b.start);
  }
  const nw = /where/.test(w) ? NO_WHERE26.exec(w) : null;
  if (nw && out.some((t) => t.kind === 'v' && (t.name === 'delete' || t.name === 'update' || t.name === 'empty'))) {
    const s = nw.index, e = nw.index + nw[0].length;
    out = out.filter((t) => !(t.kind === 'n' && t.name === 'neg' && t.start >= s - 1 && t.end <= e + 1));
    if (!out.some((t) => t.kind === 'm' && t.name === 'all')) out = [...out, { kind: 'm', name: 'all', start: s, end: e } as Tagged].sort((a, b) => a.start - b.start);
  }
  // A replica of a database ("la réplica de lectura de la base", "репліку бази", "DB 레플리카"): the replica is what the act
  // takes, one resource; the database named with it only says whose replica it is.
  if (REPLICA26.test(w) && out.some((t) => t.kind === 'o' && t.name === 'resource' && REPLICA26.test(w.slice(t.start, t.end)))) out = out.filter((t) => !(t.kind === 'o' && t.name === 'database'));
  // A branch deleted or pushed "from/in the repository": the branch is what the act takes, the repository is its place.
  const branch = out.find((t) => t.kind === 'o' && t.name === 'branch');
  if (branch) {
    const placed = out.filter((t) => t.kind === 'o' && t.name === 'repo' && (REPO_PLACE_BEFORE26.test(w.slice(Math.max(0, t.start - 24), t.start).replace(/ال$/u, '')) || REPO_PLACE_AFTER26.test(w.slice(t.end, t.end + 4))));
    if (placed.length) out = out.filter((t) => !placed.includes(t));
  }
  // A name right after a deployment, service or namespace word ("деплоймент payments", "el deployment billing"): the resource's
  // name, not money or a record.
  const named = out.filter((t) => t.kind === 'o' && NAME_LIKE26.has(t.name) && out.some((u) => u.kind === 'o' && (u.name === 'service' || u.name === 'container') && DEPLOY_WORD26.test(w.slice(u.start, u.end)) && t.start > u.end && t.start - u.end <= 2));
  if (named.length) out = out.filter((t) => !named.includes(t));
  const ot = OTOSU26.exec(w);
  if (ot && !out.some((t) => t.kind === 'v') && (out.some((t) => t.kind === 'o' && (t.name === 'resource' || t.name === 'service' || t.name === 'container' || t.name === 'database')) || /[a-z][\w-]*-\d+|サーバ|本番|prod/.test(w.slice(0, ot.index)))) {
    const add: Tagged[] = [{ kind: 'v', name: 'stop', start: ot.index, end: ot.index + ot[0].length }];
    // (a host named only by its name, "本番のweb-01を落として": the machine is what goes down)
    const host = /[a-z][\w-]*-\d+/.exec(w);
    if (!out.some((t) => t.kind === 'o') && host) add.push({ kind: 'o', name: 'resource', start: host.index, end: host.index + host[0].length });
    out = [...out, ...add].sort((a, b) => a.start - b.start);
  }
  // Vietnamese typed without its marks: "bang" (bảng) is a table among the language's other plain words, "xoa sach" wipes it.
  const viPlain = /\b(?:tren|cua|trong|xoa|sach|het|tat\s+ca|toan\s+bo)\b/.test(w);
  const bang = viPlain ? /\bbang\b/.exec(w) : null;
  if (bang && !out.some((t) => t.kind === 'o' && t.start <= bang.index && t.end > bang.index)) out = [...out.filter((t) => !(t.kind === 'o' && t.name === 'database' && w.slice(t.start, t.end) === 'bang')), { kind: 'o', name: 'table', start: bang.index, end: bang.index + 4 } as Tagged].sort((a, b) => a.start - b.start);
  const het = /\b(?:xoa|tat)\s+(?:het|sach)\b/.exec(w);
  if (het && !out.some((t) => t.kind === 'm' && t.name === 'all')) out = [...out, { kind: 'm', name: 'all', start: het.index + het[0].length - 3, end: het.index + het[0].length } as Tagged].sort((a, b) => a.start - b.start);
  return out;
}
