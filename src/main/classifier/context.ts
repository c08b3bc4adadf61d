// Context that changes risk: which environment an action targets, how many
// things it touches, how much money moves, and what kind of path a file
// argument is. Pure; the few lookups worth memoising are bounded.
import type { Env } from './findings';
import { memoTable } from './memo';
import { Matcher } from './text/match';
import { housingDevelopment26 } from './readers/plan26';

// ---------------------------------------------------------------- environment

export interface EnvInfo {
  env: Env;
  /** The word that showed it, for the reason text. */
  evidence: string;
}

const NO_ENV: EnvInfo = { env: 'unknown', evidence: '' };

/** Name parts that mark production, staging, or a dev/test/local system (in identifiers and prose). */
const PROD_PARTS = new Set(['prod', 'production', 'prd', 'prods', 'livemode', 'prodn', 'productive', 'prodution',
  // cls-intlA16: the Russian/Ukrainian cases of "prod" typed in Latin letters ("na prode", "bekap proda", "na prodi").
  'prode', 'proda', 'prodi', 'prodom', 'prodakshene']);
const STAGING_PARTS = new Set(['staging', 'stage', 'stg', 'stag', 'uat', 'preprod', 'nonprod', 'qa', 'pre-prod', 'preproduction', 'acceptance', 'acc']);
const DEV_PARTS = new Set([
  'dev', 'devel', 'development', 'local', 'localhost', 'sandbox', 'sbx', 'scratch', 'preview', 'previews', 'emulator', 'tmp',
  'temp', 'personal', 'laptop', 'workstation', 'minikube', 'kind', 'docker-desktop', 'playground', 'demo', 'ephemeral',
  'test', 'tests', 'testing', 'tst', 'mock', 'fixture', 'fixtures', 'spike', 'throwaway', 'experiment', 'experimental', 'toy',
  // The same in other languages' prose: "base de datos de pruebas", "paikallinen kansio", "lokale Datenbank", "yerel ortam".
  'pruebas', 'paikallinen', 'paikallisen', 'lokaal', 'lokale', 'lokalen', 'lokaler', 'lokalny', 'lokalnej', 'lokalna', 'yerel',
  // cls-intl8: "lokalt på min dator", "lokala miljön" (sv/da/no), "lokální prostředí" (cs), "lokálne" (sk), "lokalnie" (pl).
  'lokalt', 'lokala', 'lokal', 'lokalnie', 'lokalnym', 'lokalnego', 'lokalis',
  // cls-intlA17: Maltese "lokali", Esperanto "loka"/"lokan", Welsh "lleol", Irish "áitiúil".
  'lokali', 'loka', 'lokan', 'lleol', 'áitiúil',
  // … and the South Slavic forms ("lokalni server", "u lokalnom okruženju").
  'lokalni', 'lokalnog', 'lokalnom', 'lokalno', 'lokalnu', 'lokalnim', 'lokalna',
]);
/** Prose words for environments in other languages (prefix match on the lower-cased word). */
const PROD_PREFIXES = [
  'produção', 'producao', 'producción', 'produccion', 'produktion', 'produzione', 'productie', 'produkcj', 'produkcyj', 'produkcn',
  'produkční', 'produkce', 'produkci', 'produksi', 'produksjon', 'produktions', 'productiv', 'tuotanto', 'tuotannon', 'üretim', 'canlı ortam', 'canlıda', 'canlıdaki', 'canlı sunucu', 'canlı veritaban', 'canlı stripe', 'canlı api',
  'продакшн', 'продакшен', 'продакшені', 'продакшені', 'продуктив', 'прод-', 'боев', 'бойов', 'продакшн', 'παραγωγ', 'éles', 'producț', 'producti',
  'produkcij', 'produktiv', 'produktív', 'produkcyjn', 'productiom', 'продов',
  // Estonian, Icelandic, Lithuanian, Latvian, Bulgarian, Macedonian, Catalan, Basque.
  'tootmis', 'framleiðslu', 'gamyb', 'ražošan', 'продукцион', 'продукциск', 'producció', 'produccio', 'ekoizpen',
  // cls-intlA17: Maltese, Albanian, Welsh (and its mutation), Irish, Esperanto, Belarusian, Kazakh, Azerbaijani.
  'produzzjoni', 'prodhim', 'cynhyrchu', 'gynhyrchu', 'chynhyrchu', 'táirgthe', 'táirgeachta', 'produktad', 'прадакшн', 'прадакшэн', 'прадукцый', 'өндіріс', 'istehsal',
  // "auf dem Live-System", "live-omgeving": the live system in words.
  // cls-intl15c: production in romanised Japanese and Chinese chat ("honban no DB", "shengchan shujuku").
  'honban', 'shengchan',
  // cls-intlA16: production in Latin-letter Russian/Ukrainian and Greek chat ("na prode", "prodakshen", "paragogi").
  'prodakshen', 'prodakshn', 'paragog',
  // cls-intlA20: production in Polish and Czech/Slovak chat declension ("na prodzie", "z prodowej bazy", "prodové DB").
  'prodzie', 'prodow', 'prodov',
  'live-system', 'livesystem', 'live-umgebung', 'liveumgebung', 'live-server', 'live-datenbank', 'live-omgeving', 'live-miljø', 'live-miljö',
];
/** The prefixes an ASCII text can contain (the others have letters beyond ASCII). */
const PROD_PREFIXES_ASCII = PROD_PREFIXES.filter((p) => isAscii(p));
const PROD_SUBSTRINGS = ['本番', '生产', '生產', '线上', '線上', '正式环境', '正式環境', '正式機', '正式机', '正式站', '正式服', '운영', '프로덕션', '실서버', 'פרודקשן', 'פרודקשן', 'ייצור', 'الإنتاج', 'الانتاج', 'بيئة الإنتاج', 'پروداکشن', 'پروڈکشن', 'تولید', 'प्रोडक्शन', 'प्रॉडक्शन', 'உற்பத்தி', 'উৎপাদন', 'প্রোডাকশন', 'প্রোডাকশনের', 'โปรดักชัน', 'โปรดักชั่น', 'โปรดักชั่น', 'sản xuất', 'môi trường thật', 'производств', 'プロダクション', '本番環境', 'на проде', 'на проді', 'на прод ',
  // cls-intlB15: production as a loanword in Telugu and Tamil script.
  'ప్రొడక్షన్', 'புரொடக்ஷன்', 'ப்ரொடக்ஷன்',
  // cls-intlB16: production as a loanword in Kannada, Malayalam, Gujarati, Gurmukhi, Nepali, Sinhala, Amharic, Georgian,
  // Armenian, Burmese, and in native words ("उत्पादन सर्भर", "ထုတ်လုပ်မှု", "ផលិតកម្ម").
  'ಪ್ರೊಡಕ್ಷನ್', 'ಪ್ರೊಡಕ್ಷನ', 'പ്രൊഡക്ഷൻ', 'പ്രൊഡക്ഷന', 'પ્રોડક્શન', 'ਪ੍ਰੋਡਕਸ਼ਨ', 'ਪ੍ਰੋਡਕਸ਼ਨ', 'प्रोडक्सन', 'उत्पादन सर्भर', 'उत्पादन वातावरण',
  'ප්රොඩක්ෂන්', 'නිෂ්පාදන පරිසර', 'නිෂ්පාදන දත්ත', 'නිෂ්පාදන සේවාදායක', 'ፕሮዳክሽን', 'პროდაქშენ', 'პროდაქშნ', 'პროდ ',
  'պրոդակշն', 'պրոդաքշն', 'պրոդակշեն', 'ပရိုဒက်ရှင်', 'ထုတ်လုပ်မှု', 'ផលិតកម្ម',
  // cls-intlB17: production as a loanword in Arabic chat, Pashto, Uyghur and Lao (البرودكشن, پروډکشن, ئىشلەپچىقىرىش).
  'برودكشن', 'بروداكشن', 'پروډکشن', 'ئىشلەپچىقىرىش', 'ໂປຣດັກຊັນ',
  // cls-intlB20: Korean "main server" (본섭, 본서버) and Egyptian/Gulf chat's "the prod" after its possessive (بتاعة البرود, حق البرود).
  '본섭', '본서버', 'بتاعة البرود', 'بتاع البرود', 'حق البرود', 'تاع البرود', 'على البرود', 'ع البرود'];
const STAGING_SUBSTRINGS = [
  // cls-intlB16: staging in Kannada, Telugu, Tamil, Malayalam, Gujarati, Gurmukhi, Nepali, Sinhala, Georgian, Armenian script.
  'ಸ್ಟೇಜಿಂಗ್', 'ስቴጂንግ', 'స్టేజింగ్', 'ஸ்டேஜிங்', 'സ്റ്റേജിങ്', 'സ്റ്റേജിംഗ്', 'સ્ટેજિંગ', 'ਸਟੇਜਿੰਗ', 'स्टेजिङ', 'ස්ටේජිං', 'სტეიჯინგ', 'ստեյջինգ',
  'hazırlık ortam', 'ステージング', '검증', '스테이징', '预发', '預發', 'סטייג', 'استیجینگ', 'سټیجنګ', 'स्टेजिंग', 'স্টেজিং', 'สเตจจิ้ง', 'стейджинг', 'стейдж'];
const DEV_SUBSTRINGS = [
  // cls-intlB16: a test system in Kannada, Malayalam, Gujarati, Gurmukhi, Nepali, Sinhala, Amharic, Georgian, Armenian,
  // Burmese and Khmer words.
  // cls-intlB17: a development server in Urdu and Hindi loanwords (ڈیو سرور, ڈیولپمنٹ, डेवलपमेंट).
  'ڈیو سرور', 'ڈیولپمنٹ', 'डेवलपमेंट', 'ডেভেলপমেন্ট',
  // cls-intlB22: the test system's store or server said short, with the Latin "DB" or a loanword (テストのDB, テストサーバー, 测试库,
  // 테스트디비, टेस्ट DB, টেস্ট DB).
  'テストのdb', 'テストdb', 'テスト db', 'テストのデータベース', 'テストデータベース', 'テストのサーバ', 'テストサーバ', 'テスト用db', '测试库', '測試庫', '测试服', '測試服', '测试db', '測試db', '测试 db', '测试数据库', '測試資料庫', '테스트디비', 'टेस्ट db', 'टेस्ट डीबी', 'টেস্ট db',
  // cls-intlB20: the test system's store said short (测试的库, 測試的庫).
  '测试的库', '測試的庫', '测试的数据库', '測試的資料庫',
  'ಲೋಕಲ್', 'ലോക്കൽ', 'લોકલ', 'ਲੋਕਲ', 'लोकल', 'स्थानीय', 'ලෝකල්', 'ლოკალურ', 'լոկալ', 'ሎካል', 'ලොකල්',
  'ಟೆಸ್ಟ್ ಸರ್ವರ', 'ಪರೀಕ್ಷಾ', 'ടെസ്റ്റ് സെർവ', 'ടെസ്റ്റ് ഡാറ്റാബേസ', 'ટેસ્ટ સર્વર', 'ટેસ્ટ ડેટાબેઝ', 'ਟੈਸਟ ਸਰਵਰ', 'ਟੈਸਟ ਡੇਟਾਬੇਸ', 'परीक्षण सर्भर',
  'परीक्षण वातावरण', 'ටෙස්ට් සර්වර්', 'පරීක්ෂණ', 'የሙከራ', 'ტესტ გარემო', 'ტესტ სერვერ', 'სატესტო', 'թեստային', 'စမ်းသပ်', 'សាកល្បង',
  'prévisualisation', 'プレビュー環境', '预览环境', '預覽環境', '미리보기 환경', 'vorschauumgebung', 'vorschau-umgebung', 'entorno de vista previa', 'ambiente de pré-visualização', 'test ortam', 'geliştirme ortam', 'deneme ortam', '테스트용', 'テスト用', '测试用', '測試用', '開発環境', '开发环境', '本地', '개발', '로컬', 'ローカル', 'lokální', 'lokálním', 'lokálně', 'lokálne', 'lokálnom', 'lokális', 'yerel ortam', 'lokalnym', 'lokalnie', 'ডেভ', 'डेव', 'ลอคอล', 'ทดสอบ', 'テスト環境', '測試', '测试环境', 'سندباکس', 'توسعه', 'لوکال', 'ديف', 'פיתוח', 'дев-', 'локальн', 'тестов',
  // cls-over15: a sandbox in other languages' words (bac à sable, piaskownica, песочница, zandbak, sandlåda, 沙箱, サンドボックス, 샌드박스).
  // cls-intlA17: local in Bulgarian/Macedonian (локалния), Latvian (lokālo), Lithuanian (vietinį), Hungarian (helyi).
  'локалн', 'lokāl', 'vietin', ' helyi ',
  'bac à sable', 'piaskownic', 'песочниц', 'пісочниц', 'zandbak', 'sandlåd', 'sandkass', 'pískovišt', 'サンドボックス', '沙箱', '샌드박스',
  // cls-intl14: a test system named by an adjective or a compound (testovací, testową, teszt, δοκιμαστική, thử nghiệm, test veritabanı).
  'testovac', 'testow', ' testnom', ' testnoj', ' testni ', ' testne ', ' testna ', ' testnog', 'testkeskkon', 'lokaals', 'lokaaln', 'kohalik', 'teszt', 'testitietokan', 'testipalvelim', 'testipalvelin', 'testiympärist', 'δοκιμαστικ', 'thử nghiệm', 'môi trường test', 'test veritaban', 'test sunucu', 'date de test',
  // cls-intlB15: a test system named in Korean, Indic, Arabic-script and Hebrew words (테스트 환경, टेस्ट सर्वर, بيئة الاختبار, סביבת הבדיקות).
  '테스트 환경', '테스트 서버', '테스트 db', '테스트 디비', '테스트 데이터베이스', 'टेस्ट सर्वर', 'टेस्ट डेटाबेस', 'टेस्ट एनवायरनमेंट', 'टेस्ट सर्व्हर', 'টেস্ট সার্ভার', 'টেস্ট ডাটাবেস', 'టెస్ట్ సర్వర్', 'టెస్ట్ డేటాబేస్', 'டெஸ்ட் சர்வர்', 'டெஸ்ட் டேட்டாபேஸ்', 'بيئة الاختبار', 'خادم الاختبار', 'بيئة التطوير', 'סביבת הבדיקות', 'סביבת בדיקות', 'סביבת הטסט', 'סביבת טסט', 'שרת הבדיקות', 'שרת בדיקות', 'محیط تست', 'سرور تست', 'دیتابیس تست', 'ٹیسٹ سرور', 'ٹیسٹ ڈیٹابیس', '测试服务器', '测试数据库', '测试库', 'テストサーバ', 'テストdb'];

const SHARED_NEXT = /^(?:dev|build|ci|qa|test|staging|server|host|cluster|stack|environment|env|database|db|runner|box|vm|machine)s?\b/;
const LIVE_NEXT = /^(?:mode|key|keys|secret|secrets|token|tokens|api key|credentials?|data|database|db|environment|env|site|server|cluster|customers|payments|store|shop|account|system|systems|traffic|price|prices|refund|charges?|storefront|app)\b/;
const LIVE_PART_WITH = new Set(['key', 'keys', 'env', 'secret', 'secrets', 'token', 'creds', 'credentials', 'mode', 'db', 'database', 'payments', 'cluster', 'account', 'password', 'api']);
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|::1|host\.docker\.internal)(?::\d+)?$/;

/** Every environment word above contains one of these; a token without any cannot name an environment. */
const ENV_HINT = /-facing|^real$|prueba|paikalli|lokal|lokaal|yerel|pr(?:o?d|d)|(?:pr|mr)[-_]?\d|review[-_]|sta?g|uat|qa|acc|dev|local|sandbox|sbx|scratch|preview|emulator|te?mp|personal|laptop|workstation|minikube|kind|docker|playground|demo|ephemeral|te?st|mock|fixture|spike|throwaway|experiment|toy|live|shared|127\.0\.0\.1|0\.0\.0\.0|::1/;

const ENV_HINT_ANYWHERE = new RegExp(ENV_HINT.source, 'g');
/** The ASCII production prefixes with no environment hint in them: a text with no hint can contain only these
 *  (any other prefix in a text is itself a hint the scan finds). "^real$" matches only the whole text "real". */
const PROD_PREFIXES_UNHINTED = PROD_PREFIXES_ASCII.filter((p) => p === 'real' || !ENV_HINT.test(p));

const ENV_CACHE = memoTable<string, EnvInfo>();

const DEV_TLD_HOST = /^[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.dev(?::\d{1,5})?$/;
const PORT_PART = /^\d{1,5}$/;

/** Which environment a text names: production wins over staging, staging over dev. */
export function detectEnv(text: string): EnvInfo {
  if (text.length < 400) {
    const hit = ENV_CACHE.get(text);
    if (hit) return hit;
    const v = detectEnvUncached(text);
    if (ENV_CACHE.size >= 2048) ENV_CACHE.clear();
    ENV_CACHE.set(text, v);
    return v;
  }
  return detectEnvUncached(text);
}

/** Resource words an environment prefix names in a camelCase identifier (DevStack, stagingDb, TestCluster). */
const CAMEL_ENV_NEXT = /^(?:stacks?|envs?|environments?|db|dbs|database|databases|clusters?|projects?|apps?|accounts?|buckets?|tables?|servers?|vpc|rg|resources|sites?|api|services?|svc|infra|data|workspaces?|subscriptions?|tenants?|namespaces?|functions?|queues?)$/;

/** The first word of a flag or a function about an environment (isProduction, useProdConfig). */
const CAMEL_FLAG_HEAD = /^(?:is|use|has|should|enable|enabled|disable|in|on|not|for|when|only|check|to|if|get|set|run|with)$/;

/** The token has a capital after a lower-case letter or digit (camelCase), or two capitals then a lower-case letter. */
function hasInnerCapital(text: string, start: number, end: number): boolean {
  for (let j = start + 1; j < end; j++) {
    const c = text.charCodeAt(j);
    if (c >= 65 && c <= 90) {
      const p = text.charCodeAt(j - 1);
      if ((p >= 97 && p <= 122) || (p >= 48 && p <= 57)) return true;
    }
  }
  return false;
}

// (cls-speed17) Every alternative starts with "--": the lookbehind of the last one comes after its "--" (it still ends at
// the flag's end, so the same text is claimed), because a lookbehind in front was tried backwards at every position
// of every text (2.7 % of all classify CPU).
const DEPENDENCY_GROUP = /--(?:omit|only|include|save|no)[=-](?:dev|prod|production)\b|--(?:without|with|group|only)[= ](?:dev|prod)\b|--(?<=\b(?:npm|yarn|pnpm|bun|composer|pipenv)\s+(?:install|ci|i|add|require|sync)\b[^\n;&|]{0,80}?--)(?:dev|production|prod)\b/g;

/** The key right before a value that is a person's handle. */
const PERSON_BEFORE = /(?:user_?name|login|handle|member|assignee|invitee|grantee|reviewer)["']?\s*[:=]\s*["']?$/;

function detectEnvUncached(text: string): EnvInfo {
  // French "préprod", "pré-production": the accent would cut "production" out of the word (same length, so indices hold).
  // (cls-api15) A personal access token is a kind of credential, not a personal environment (same length again).
  // (cls-speed17) Each replace runs only when its word is there: most texts have neither, and a replace copies the text.
  let lower = text.toLowerCase();
  if (lower.includes('pré')) lower = lower.replace(/pré(?=-?prod)/g, 'pre');
  if (lower.includes('personal')) lower = lower.replace(/personal(?=[\s_-]?access[\s_-]?tokens?)/g, 'pat_cred');
  // (lead16) A package manager's dependency group (npm ci --omit=dev, composer install --no-dev, poetry --without dev,
  // npm install --save-dev, yarn install --production) names which packages, not where anything runs (same length again).
  if (lower.includes('--') && (lower.includes('dev') || lower.includes('prod'))) lower = lower.replace(DEPENDENCY_GROUP, (m) => 'x'.repeat(m.length));
  let staging = '';
  let dev = '';
  const n = lower.length;
  // Identifier-ish tokens (letters, digits and the separators of names - _ . :) that contain an
  // environment hint, left to right. Most words name no environment: one regex search over the
  // whole text finds the next hint (every hint is made of token characters, so it lies inside one
  // token), and only that token is cut out and read (the hot path of every classify).
  ENV_HINT_ANYWHERE.lastIndex = 0;
  let hint: RegExpExecArray | null;
  let sawHint = false;
  while ((hint = ENV_HINT_ANYWHERE.exec(lower)) !== null) {
    sawHint = true;
    let start = hint.index;
    while (start > 0 && isTokenChar(lower.charCodeAt(start - 1))) start--;
    let i = hint.index + hint[0].length;
    while (i < n && isTokenChar(lower.charCodeAt(i))) i++;
    ENV_HINT_ANYWHERE.lastIndex = i;
    const tok = lower.slice(start, i);
    // The local part of an e-mail address (dev@contractor.io) names a person, not an environment.
    if (lower.charCodeAt(i) === 64) continue;
    // (lead17) A person's handle (@freelance-dev-99, "username": "qa-dev-anna", login=dev-ops-kim) names who, not where.
    if ((lower.charCodeAt(start - 1) === 64 && (start < 2 || /[\s"'([,]/.test(lower.charAt(start - 2)))) || PERSON_BEFORE.test(lower.slice(Math.max(0, start - 24), start))) continue;
    // (cls-holes17) A handle owning a role or access ("freelance-dev-99's role menu", "qa-test-kim's permissions") names who.
    if (/[-_.]/.test(tok) && /^['’]s\s+(?:role|roles|access|permissions?|membership|seat)\b/.test(lower.slice(i, i + 20))) continue;
    // A home directory's owner (/home/dev/repo, /Users/test/app) names a login, not an environment.
    if (lower.charCodeAt(start - 1) === 47 && lower.charCodeAt(i) === 47 && /\/(?:home|users)\/$/.test(lower.slice(Math.max(0, start - 7), start))) continue;
    // (cls-edits17) A device file (`/dev/null` as a new file's side of a diff, `> /dev/null`, `/dev/sda`) names no dev system.
    if (tok === 'dev' && lower.charCodeAt(start - 1) === 47 && lower.charCodeAt(i) === 47 && !/[\w.-]$/.test(lower.slice(Math.max(0, start - 2), start - 1)) && /^\/(?:null|zero|stdin|stdout|stderr|tty|u?random|shm|fd\b|full|sd[a-z]|nvme|xvd|vd[a-z]|loop|mapper|disk)/.test(lower.slice(i, i + 8))) continue;
    // (cls-holes18) A Netlify deploy's name (deploy-preview-212) published or restored names which deploy goes live on the
    // production site, not a preview environment.
    if (tok.startsWith('deploy-preview-') && /^deploy-preview-\d+$/.test(tok) && /\bpublish(?:es|ed|ing)?\s+(?:this\s+|the\s+)?deploy\b|restoresitedeploy|\/deploys\/[\w-]+\/restore\b/.test(lower)) continue;
    // Parts of a name: db-prod-1, rg_production, acme.prod.internal, sk_live_…
    let p = 0;
    const parts: string[] = [];
    for (let j = 0; j <= tok.length; j++) {
      const cj = tok.charCodeAt(j);
      if (j === tok.length || cj === 45 || cj === 95 || cj === 46 || cj === 58) {
        if (j > p) parts.push(tok.slice(p, j));
        p = j + 1;
      }
    }
    // An environment inside a camelCase or PascalCase name (ProdDataStack, prodDb, DevStack, StagingCluster): production
    // anywhere in it; dev or staging only right before a resource word, so DevOps, TestCase or DevTools name no environment.
    if (text.length === n && hasInnerCapital(text, start, i)) {
      const camel = text.slice(start, i).split(/[-_.:]/).flatMap((w) => w.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)).map((w) => w.toLowerCase());
      for (let k = 0; k < camel.length; k++) {
        const c = camel[k] as string;
        const next = camel[k + 1];
        // The last word of a name that is no flag (ShopProd, paymentsSandbox): the name's environment suffix.
        const suffix = !next && k > 0 && !CAMEL_FLAG_HEAD.test(camel[0] as string);
        // paymentsNonProd, nonProductionDb: the environments before production.
        if (PROD_PARTS.has(c) && camel[k - 1] === 'non') {
          if (!staging) staging = 'non-prod';
          continue;
        }
        // isProduction, useProd: a flag or a hook about production, not a production resource.
        if (PROD_PARTS.has(c) && ((next && CAMEL_ENV_NEXT.test(next)) || suffix)) return { env: 'prod', evidence: c };
        // (cls-holes20) Production inside an opaque id (a source "rT9kProdWeb", an app "Xk9w2prodAPI"): a Prod word between
        // other words of a name that is no flag or hook, or "prod" glued to the digits of a random id.
        if (next && ((PROD_PARTS.has(c) && k > 0) || /^[a-z]{0,6}\d[a-z0-9]{0,8}prod$/.test(c)) && !CAMEL_FLAG_HEAD.test(camel[0] as string)) return { env: 'prod', evidence: c };
        // (As a suffix only words that always name an environment count: UserTest, RunTmp name things.)
        if ((next && CAMEL_ENV_NEXT.test(next)) || (suffix && !AMBIGUOUS_DEV.has(c))) {
          if (!staging && STAGING_PARTS.has(c) && c !== 'acc' && !(c === 'stage' && !next)) staging = c;
          if (!dev && DEV_PARTS.has(c)) dev = c;
        }
      }
    }
    for (let k = 0; k < parts.length; k++) {
      const part = parts[k] as string;
      // "non-prod", "nonprod", "preprod" name the environments before production, not production.
      if ((part === 'prod' || part === 'prd') && parts[k - 1] === 'non') { if (!staging) staging = 'non-prod'; continue; }
      // "pre-production", "pre-prod": the stage before production.
      if ((part === 'prod' || part === 'production') && parts[k - 1] === 'pre') { if (!staging) staging = 'preprod'; continue; }
      if (PROD_PARTS.has(part) || (part.length > 4 && part.endsWith('prod') && /^[a-z]{3,}prod$/.test(part) && !/(?:pre|non)prod$/.test(part)) || (/^[a-z]{2,}prd$/.test(part) && part.length <= 8)) return { env: 'prod', evidence: part };
      if (part === 'live' && (k > 0 || parts.length > 1) && (parts[k - 1] === 'sk' || parts[k - 1] === 'rk' || parts[k - 1] === 'pk')) return { env: 'prod', evidence: 'live key' };
      // A live secret or environment file: STRIPE_LIVE_KEY, live.env, payments-live-db.
      if (part === 'live' && parts.length > 1 && parts.some((x) => LIVE_PART_WITH.has(x))) return { env: 'prod', evidence: 'live' };
      // An environment suffix on a resource's name: stripe-live, payments_live (not "go-live", a date).
      if (part === 'live' && k === parts.length - 1 && k > 0 && parts[k - 1] !== 'go' && parts[k - 1] !== 'went') return { env: 'prod', evidence: tok };
      if (/^prod\d+$/.test(part)) return { env: 'prod', evidence: part };
      // A numbered host whose name ends in prod / prd (sqlprod01, pgprd3, dbprod2): a production server; not preprod or nonprod.
      if (/^[a-z]{2,}pro?d\d+$/.test(part) && !/(?:pre|non)pro?d\d+$/.test(part)) return { env: 'prod', evidence: part };
      if (!staging && (STAGING_PARTS.has(part) || /^(?:staging|stg|preprod|uat)\d+$/.test(part) || /^[a-z]{2,}(?:preprod|staging|stg)\d+$/.test(part)) && !(part === 'stage' && parts.length === 1) && !(part === 'acc' && parts.length === 1)) staging = part;
      // (cls-sdk20) An Apple framework's singleton (URLSession.shared, UIApplication.shared) is no shared environment.
      if (part === 'shared' && /^(?:urlsession|uiapplication|nsapplication|nsworkspace|urlcache|httpcookiestorage|unusernotificationcenter|urlcredentialstorage)$/.test(parts[k - 1] ?? '')) continue;
      if (!staging && part === 'shared' && (parts.length > 1 || SHARED_NEXT.test(lower.slice(i).trimStart()))) staging = 'shared';
      // "Rebuild it from scratch" is an idiom, not a scratch environment.
      if (part === 'scratch' && parts.length === 1 && /\bfrom\s+$/.test(lower.slice(Math.max(0, start - 6), start))) continue;
      // The public .dev top-level domain (api.acme.dev, web.dev:443) names no environment: production sites use it.
      // (cls-en17: a settings module path, config.settings.dev, is Django's dev settings, not a host.)
      if (part === 'dev' && k === parts.length - 1 - (PORT_PART.test(parts[parts.length - 1] as string) ? 1 : 0) && k > 0 && DEV_TLD_HOST.test(tok) && !/(?:^|\.)settings\.dev$/.test(tok)) continue;
      // A company's internal DNS suffix (db01.corp.local, sql2.acme.local) names a network, not a dev system; a bare
      // mDNS name (printer.local, api.local) still reads as a machine on this desk.
      if (part === 'local' && k >= 2 && k === parts.length - 1 - (PORT_PART.test(parts[parts.length - 1] as string) ? 1 : 0) && !tok.includes(':/') && tok.split('.').length >= 3) continue;
      // (cls-plan26) "the Riverside development", "a housing development": a building project, no environment.
      if (part === 'development' && parts.length === 1 && housingDevelopment26(text, lower, start)) continue;
      if (!dev && DEV_PARTS.has(part) && (parts.length > 1 || !AMBIGUOUS_DEV.has(part) || devWordInProse(part, lower, i) || namedByEnvKey(lower, start))) dev = part;
      if (!dev && /^(?:dev|test|sandbox|local)\d+$/.test(part)) dev = part;
      // (cls-intl14) Finnish compounds of "test" (testitietokanta, testipalvelin) name a test system.
      if (!dev && /^testi(?:tietokan|palvelim|palvelin|kan)/.test(part)) dev = part;
      // (cls-intlA16) Russian/Ukrainian "test" adjectives typed in Latin letters ("udali testovuyu bazu").
      if (!dev && /^testov(?:uyu|uju|oj|oy|om|ye|yj|ij|aya|aja|ogo|oho|u|a|i)$/.test(part)) dev = part;
      // (cls-intlA16) South Slavic "test" adjectives and the Estonian test-environment compound ("na testnom serveru", "testkeskkonna").
      if (!dev && (/^testn(?:om|oj|i|e|a|og|u|im|ih)$/.test(part) || /^testkeskkon/.test(part) || /^(?:lokaals|lokaaln|kohalik)/.test(part))) dev = part;
      // A numbered host whose name ends in dev (pgdev01, sqldev2), as sqlprod01 is production.
      if (!dev && /^[a-z]{2,}dev\d+$/.test(part)) dev = part;
    }
    if (tok === 'live' && LIVE_NEXT.test(lower.slice(i).trimStart())) return { env: 'prod', evidence: 'live' };
    // "the customer-facing API", "our public-facing site": what customers use is production.
    if (/^(?:customer|public|user|client)-facing$/.test(tok)) return { env: 'prod', evidence: tok };
    // "the real database", "not the copy, the real one": the system in use, not a copy of it.
    if (tok === 'real' && /\b(?:the|our)\s+$/.test(lower.slice(Math.max(0, start - 5), start)) && (LIVE_NEXT.test(lower.slice(i).trimStart()) || /^(?:one|thing|service|payments?|users?|environment|instance)\b/.test(lower.slice(i).trimStart()))) return { env: 'prod', evidence: 'the real one' };
    // A per-pull-request review app or preview (acme-review-pr-88, web-pr-1412, mr-77-preview): a preview environment.
    if (!dev && parts.length > 1 && /(?:^|[-_.])(?:pr|mr|review(?:[-_]app)?)[-_]?\d+(?:[-_.]|$)/.test(tok) && !parts.some((x) => PROD_PARTS.has(x))) dev = 'pull-request preview';
    // 0.0.0.0/0 is every address (a network rule), not this machine.
    if (!dev && LOCAL_HOST.test(tok) && !(tok.startsWith('0.0.0.0') && lower.charCodeAt(i) === 47)) dev = 'localhost';
  }
  // (cls-plan21) One's own machine said in words ("kill the stuck process on my machine"), as "my laptop" is.
  // (Not where data is put: "keep a copy on my machine", "download the export onto my computer".)
  // ("kill the stuck node process locally": the adverb, in one line that names no remote, pushes or deploys nothing.)
  if (!dev && lower.includes('locally') && !lower.includes('\n') && /\blocally\b/.test(lower) && !/\b(?:origin|remote|upstream|push\w*|deploy\w*|publish\w*|prod\w*|staging|shared|server|cluster|bucket)\b/.test(lower)) dev = 'locally';
  if (!dev && lower.includes(' my ') && /\bon my (?:own |local )?(?:machine|computer|mac|workstation|box)\b/.test(lower) && !/\b(?:cop(?:y|ies)|download\w*|export\w*|sav(?:e|ing)|keep\w*|kept|stor(?:e|ing)|dump\w*|pull\w*|sync\w*|put\w*|back\s*up|mirror\w*|onto|to my)\b/.test(lower)) dev = 'my machine';
  // (The word-start checks below must not see the "production" of "pre-production".)
  const words = lower.includes('pre') ? lower.replace(/\bpre[-_ ]?production/g, 'preprod') : lower;
  if (!isAscii(lower)) {
    for (const s of PROD_SUBSTRINGS) if (lower.includes(s)) return { env: 'prod', evidence: s };
    if (startsAnyWord(words, PROD_PREFIXES)) return { env: 'prod', evidence: 'production' };
    if (!staging) for (const s of STAGING_SUBSTRINGS) if (lower.includes(s)) staging = s;
    if (!dev) for (const s of DEV_SUBSTRINGS) if (lower.includes(s)) dev = s;
  } else if ((sawHint || PROD_PREFIXES_UNHINTED.some((p) => lower.includes(p))) && startsAnyWord(words, PROD_PREFIXES_ASCII)) return { env: 'prod', evidence: 'production' };
  // (cls-intlA15) Staging and test systems named in European languages' own words and compounds ("preproducción",
  // "homologação", "collaudo", "acceptatie", "environnement de recette", "Testumgebung", "ambiente de testes").
  if (!staging && !dev && INTL_ENV_HINT.test(lower)) {
    const st = STAGING_INTL.exec(lower);
    if (st) staging = st[0].trim();
    else {
      const dv = DEV_INTL.exec(lower);
      if (dv) dev = dv[0].trim();
    }
  }
  if (staging) return { env: 'staging', evidence: staging };
  if (dev) return { env: 'dev', evidence: dev };
  return NO_ENV;
}

/** (cls-intlA15) A cheap first test for the words below. */
const INTL_ENV_HINT = /produ[cç]|produzione|homolog|collaud|acceptatie|recette|staging|test|ambiente|entorno|mediul|предпрод|препрод|laptop|rechner|computer|ordinateur|portable|portátil|notebook|computador|\bpc\b|poste|développement|desarrollo|desenvolvimento|sviluppo|ноутбук|компьютер|počítač|komputer/;
const STAGING_INTL = /(?<!\p{L})(?:pre-?producci[oó]n|pr[eé]-?produ[cç][aã]o|pre-?produzione|homologa[cç][aã]o|collaudo|acceptatie(?:omgeving)?|(?:environnement|serveur|base|plate-?forme)\s+de\s+recette|en\s+recette|stagingu|stagingow\p{L}*|staging(?:in|issä|issa|ista|iin|ben|ul|ului)|staging-?umgebung|predprodukc\p{L}*|предпрод\p{L}*|препрод\p{L}*)(?!\p{L})/u;
// (cls-benign20: any thing "de desarrollo / de développement / di sviluppo / de desenvolvimento" is a dev one, not a team or plan of that name.)
const DEV_INTL = /(?<!\p{L})(?:(?:auf|on|sur|en|em|na|su|op|på|в|на)\s+(?:meinem|mon|mi|meu|mio|mijn|min|mitt|moim|mém|моём|моем|моєму|mojom|mom|mojem|mome|мом|мојем)\s+(?:laptop|rechner|computer|ordinateur|portable|portátil|notebook|computador|pc|poste|ноутбуке|компьютере|ноутбуці|počítači|komputerze|laptopie|laptopu|laptope|notebooku|ноуте|компе|ноуті|računalu|računaru|računalniku|prenosniku|лаптопу)|(?:serveur|servidor|server|servizio)\s+(?:de|di|da)\s+(?:développement|desarrollo|desenvolvimento|sviluppo)|(?<!(?:equipo|team|jefe|jefa|director|directora|departamento|área|area|responsable|équipe|chef|directeur|directrice|squadra|responsabile|capo|equipe|gerente|líder|lider|time|gruppo|groupe|grupo|ciclo|cycle|processus|proceso|processo|plan|piano|roadmap|hoja)\s)(?:de|di|da|do|del|dello|della)\s+(?:développement|desarrollo|desenvolvimento|sviluppo)|test(?:umgebung|system|server|datenbank|instanz|cluster|omgeving|database|databank|miljö\p{L}*|miljø\p{L}*)|(?:entorno|ambiente|environnement|mediul|milieu)\s+(?:de|di|da|do)\s+(?:pruebas|testes|teste|test|testare))(?!\p{L})/u;

/** Words that name a dev environment only in some sentences ("the tests", "a temp file"). */
const AMBIGUOUS_DEV = new Set(['test', 'tests', 'testing', 'tmp', 'temp', 'personal', 'preview', 'demo', 'mock', 'fixture', 'fixtures', 'kind', 'toy', 'experiment', 'experimental', 'local', 'laptop', 'workstation', 'acc', 'spike', 'throwaway']);
const DEV_PROSE_NEXT = /^(?:mode|environment|env|tenant|account|project|database|db|server|cluster|instance|vm|machine|stack|workspace|org|organization|organisation|subscription|bucket|data|customer|clock|payment|card|keys?|site|branch|namespace|deploy(?:ment)?|copy|node|disk|dev|api)\b/;

/**
 * A bare word given as the value of an environment setting: RAILS_ENV=test, NODE_ENV=test,
 * --env test, --environment=local, --stage dev, --settings=config.settings.test, -e test, Django's --database=test.
 */
const ENV_KEY_BEFORE = /(?:[a-z0-9]_env|\benv|environment|\bstage|settings\.)\s*[=:]\s*["']?$|(?:^|\s)--?(?:env|environment|stage|e|database|db)[=\s]\s*["']?$/;
function namedByEnvKey(lower: string, start: number): boolean {
  return ENV_KEY_BEFORE.test(lower.slice(Math.max(0, start - 24), start));
}

/** (cls-intl14) "base de datos de test", "serveur de test", "tabela de test": a test system named after its noun. */
const ROMANCE_NOUN_DE = /(?:base|bd|bdd|banco|datos|dados|date|données|dati|serveur|servidor|server|entorno|environnement|ambiente|mediul|cluster|instance|instancia|tabla|table|tabela|tabella|database)\s+(?:de|di|da|do)\s+$/;
/** (cls-intl14) A system noun after "test" in other languages ("test veritabanı", "test adatbázis", "testdatabas"). */
const DEV_PROSE_NEXT_INTL = /^(?:veritaban|sunucu|ortam|adatbázis|szerver|környezet|databas|datenbank|umgebung|omgeving|miljö|miljø|tietokan|palvelin|baz[aey]|serwer|środowisk|prostředí|databáz)/;
function devWordInProse(part: string, lower: string, at: number): boolean {
  if ((part === 'test' || part === 'tests') && (ROMANCE_NOUN_DE.test(lower.slice(Math.max(0, at - part.length - 30), at - part.length)) || DEV_PROSE_NEXT_INTL.test(lower.slice(at).trimStart()))) return true;
  if (part === 'local' || part === 'laptop' || part === 'workstation') {
    // A variable declared at a statement's start (Lua's `local env = luasql.postgres()`, a shell function's `local db=$1`)
    // names no system.
    if (part === 'local' && /^\s+[a-z_]\w*(?:\s*,\s*[a-z_]\w*)*\s*=(?!=)/.test(lower.slice(at)) && /(?:^|[\n;{])\s*$/.test(lower.slice(Math.max(0, at - part.length - 20), at - part.length))) return false;
    // "the local database", "my laptop", "on my dev workstation": a local target.
    // (cls-intlB20: and in Hinglish, "mere local pe", "apne local mein".)
    if (/^\s+(?:pe|par|mein)\b/.test(lower.slice(at)) && /\b(?:mere|meri|apne|apni|hamare)\s+$/.test(lower.slice(Math.max(0, at - part.length - 10), at - part.length))) return true;
    return /^(?:\s+(?:dev|development|docker|database|db|postgres|mysql|redis|cluster|stack|server|node|machine|repo|branch|copy|instance|emulator|environment|env|kind|minikube|sqlite|mongo|file|folder|directory|disk|checkout|clone|build|tmp|cache|venv|virtualenv)\b)|^(?:\s*[,.;)]|\s*$)/.test(lower.slice(at)) || /\b(?:my|on|the)\s+\S*$/.test(lower.slice(Math.max(0, at - 20), at - part.length));
  }
  return DEV_PROSE_NEXT.test(lower.slice(at).trimStart());
}

function isTokenChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || c === 45 || c === 95 || c === 46 || c === 58 || (c >= 65 && c <= 90);
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return false;
  return true;
}

/** The prefixes of each list in one trie (built on first use). */
const PREFIX_TRIES = new Map<readonly string[], Matcher>();

/**
 * Does a word of `lower` start with one of `prefixes` (multi-word prefixes allowed)? A prefix counts
 * wherever it occurs after a character that is no letter or digit; one trie walk per such position.
 */
function startsAnyWord(lower: string, prefixes: readonly string[]): boolean {
  let m = PREFIX_TRIES.get(prefixes);
  if (!m) {
    m = new Matcher();
    // (An empty prefix starts every text.)
    for (const p of prefixes) m.add(p, 'prefix', 'prefix');
    PREFIX_TRIES.set(prefixes, m);
  }
  return m.startsAfterBoundary(lower, isLetterCode);
}

export function isLetterCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || (c > 127 && c !== 0x2014 && c !== 0x2013 && c !== 0x201c && c !== 0x201d && c !== 0x2018 && c !== 0x2019 && c !== 0x00ab && c !== 0x00bb && c !== 0x3001 && c !== 0x3002 && c !== 0xff0c);
}

// ---------------------------------------------------------------- counts, durations, money

const TIME_UNITS = /^(?:s|sec|secs|seconds?|ms|m|mins?|minutes?|h|hrs?|hours?|d|days?|weeks?|wks?|months?|mos?|years?|yrs?|y|jours?|tage?n?|días?|dias?|giorni|dagen|dagar|dage|dager|päivää|dni|dnia|dní|dnů|дн|днів|днів|дня|дней|ημέρες|ημερών|napig|napos|napja|zile|gün|günlük|hari|siku|araw|ngày|日|天|일|วัน|days\.)$/i;

export interface Quantities {
  /** The largest number that counts things ("12,000 subscribers", "40 000 Nachrichten"). */
  count: number;
  /** Money amounts found, in approximate USD. */
  usd: number[];
}

/** cls-intlB15: an id or number word ending the word before a number, in the scripts written without spaces or with particles. */
// (A noun right before a number is its id in Hindi, Arabic, Hebrew and Persian — "यूज़र 42 का अकाउंट", "المستخدم 42" —
// where a count stands before its noun: "42 यूज़र्स". Not in Japanese, Chinese or Korean, whose counters follow the number.)
const ID_WORD_TAIL = /(?:[^a-z]id|番号|编号|編號|单号|單號|订单号|訂單號|번호|नंबर|नम्बर|क्रमांक|নম্বর|نمبر|شماره|رقم|מספר|หมายเลข|เลขที่|^(?:यूज़र|यूजर|ग्राहक|ऑर्डर|अकाउंट|आईडी|المستخدم|العميل|الطلب|الحساب|המשתמש|משתמש|לקוח|הזמנה|کاربر|سفارش|مشتری))(?:为|為|是|は|が|:)?$/;
// (cls-en25: ids of the business domains' own records — player 8812, claim 5510, shipment 88213, store 1200, line 4.)
const NOT_A_COUNT_BEFORE = new Set(['player', 'claim', 'policy', 'matter', 'shipment', 'load', 'driver', 'vehicle', 'truck', 'trailer', 'asn', 'sku', 'po', 'lot', 'batch', 'pallet', 'dock', 'store', 'warehouse', 'plant', 'station', 'machine', 'route', 'parcel', 'package', 'contract', 'patient', 'member', 'shard', 'episode', 'season', 'channel', 'pr', 'issue', 'run', 'port', 'id', 'order', 'ticket', 'invoice', 'charge', 'version', 'v', 'line', 'page', 'step', 'case', 'incident', 'bug', 'no', 'no.', 'number', 'year', 'pid', 'build', 'job', 'sprint', 'room', 'build', 'release', 'revision', 'rev', 'chapter', 'section', 'part', 'phase', 'stage', 'week', 'q', 'fy', 'cve', 'rfc', 'iso', 'epic', 'story', 'task', 'item', 'row', 'record', 'user', 'customer', 'employee', 'account', 'vendor', 'bill', 'n°', 'nº', '#', 'e', 'level', 'tier', 'size', 'limit', 'top', 'first', 'last', 'at', 'until', 'since', 'from', 'to', 'on', 'schritt', 'paso', 'étape', 'etapa', 'krok', 'langkah', 'hatua', 'adım', 'bước', 'चरण', 'passo', 'stap', 'steg', 'vaihe', 'шаг', 'крок', 'βήμα', 'lépés', 'pasul', 'hakbang',
  // The same id nouns in other languages ("l'ordine 5521", "pedido 881", "Bestellung 4411"): a number after them names one thing.
  'ordine', 'ordre', 'commande', 'pedido', 'encomenda', 'bestellung', 'auftrag', 'bestelling', 'order-nr', 'zamówienie', 'zamówienia', 'заказ', 'заказа', 'замовлення', 'sipariş', 'pesanan',
  'fattura', 'factura', 'fatura', 'facture', 'rechnung', 'factuur', 'faktura', 'faktury', 'счёт', 'счет', 'рахунок',
  'cliente', 'client', 'kunde', 'kunden', 'klant', 'klient', 'клиент', 'клиента', 'müşteri', 'pelanggan',
  'biglietto', 'billet', 'nummer', 'numero', 'número', 'nr', 'nr.', 'n.', 'núm.', 'num.', 'pagamento', 'pago', 'paiement', 'zahlung', 'transazione', 'transacción', 'transação', 'transaction']);

// cls-intlA16: the same id nouns in the thin languages ("Poista käyttäjä 4417 tuotannosta", "Töröld a 4417-es felhasználót",
// "Obriši korisnika 4417", "Șterge utilizatorul 4417"): a number after them names one thing.
for (const w of ['käyttäjä', 'käyttäjän', 'tilaus', 'tilauksen', 'asiakas', 'asiakkaan', 'lasku', 'laskun', 'kasutaja', 'tellimus', 'klient', 'felhasználó', 'felhasználót', 'rendelés', 'rendelést', 'ügyfél', 'számla', 'utilizator', 'utilizatorul', 'utilizatorului', 'comanda', 'comandă', 'χρήστη', 'χρήστης', 'παραγγελία', 'παραγγελίας', 'потребител', 'потребителя', 'поръчка', 'поръчката', 'korisnik', 'korisnika', 'narudžbu', 'narudžba', 'narudžbe', 'uporabnik', 'uporabnika', 'naročilo', 'používateľ', 'používateľa', 'objednávku', 'objednávka', 'vartotoją', 'vartotojas', 'užsakymą', 'lietotāju', 'lietotājs', 'pasūtījumu', 'користувача', 'користувач', 'usuari', 'comanda', 'erabiltzailea', 'gebruiker', 'pengguna', 'mtumiaji', 'buyurtma', 'foydalanuvchi', 'istifadəçi', 'sifariş', 'пайдаланушы', 'kullanıcı', 'polzovatelya', 'polzovatel', 'zakaz']) NOT_A_COUNT_BEFORE.add(w);

// cls-intl16c: the user nouns of the large languages ("Elimina el usuario 4417 en producción", "Supprime l'utilisateur 4417
// en production", "Usuń użytkownika 4417 na produkcji"): a number after them names one account, not 4417 of them.
// (cls-intlB25) "number" before an id in Indonesian, Malay, Swahili, Tagalog and Vietnamese ("pesanan nomor 4471", "đơn số 4471").
for (const w of ['nomor', 'nombor', 'namba', 'nambari', 'numero', 'số', 'mã']) NOT_A_COUNT_BEFORE.add(w);

for (const w of ['usuario', 'usuaria', 'usuário', 'usuária', 'utilisateur', 'utilisatrice', 'utente', 'benutzer', 'nutzer', 'pengguna', 'пользователя', 'пользователь', 'użytkownika', 'użytkownik', 'uživatele', 'uživatel', 'kullanıcıyı', 'المستخدم', 'مستخدم', 'यूज़र', 'यूजर', 'उपयोगकर्ता', 'gebruiker', 'användare', 'användaren', 'bruker', 'brukeren', 'bruger', 'brugeren']) NOT_A_COUNT_BEFORE.add(w);

/** Counts and money in free text. Digits of other scripts must already be normalised to ASCII. */
export function quantities(text: string): Quantities {
  const usd: number[] = [];
  let count = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) {
      i++;
      continue;
    }
    // Not inside an identifier (sk_live_51Hx…, v2, i-0a9de…, 2024-06-10).
    const prevC = i > 0 ? text.charCodeAt(i - 1) : 32;
    if (isLetterCode(prevC) && prevC < 0x3000 && !isCurrencyPrefix(text, i)) {
      while (i < n && isLetterCode(text.charCodeAt(i))) i++;
      continue;
    }
    const start = i;
    // 1,234,567.89 | 1.234.567,89 | 40 000 | 1'000
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d >= 48 && d <= 57) {
        i++;
        continue;
      }
      if ((d === 44 || d === 46 || d === 32 || d === 160 || d === 0x202f || d === 39 || d === 0x2009) && i + 1 < n) {
        const nx = text.charCodeAt(i + 1);
        if (nx >= 48 && nx <= 57) {
          // A space separates thousands only before exactly three digits.
          if ((d === 32 || d === 160 || d === 0x202f || d === 0x2009) && !/^\d{3}(?!\d)/.test(text.slice(i + 1, i + 5))) break;
          i++;
          continue;
        }
      }
      break;
    }
    const raw = text.slice(start, i);
    // "35,000-contact audience", "1200-seat plan": a grouped or large number joined to its noun still counts.
    const joinedNoun = text[i] === '-' && /^-[a-z]{3,}/i.test(text.slice(i, i + 5)) && (/[,.'\s]/.test(raw) || parseNumber(raw) >= 1000);
    if (/^\d{4}-/.test(text.slice(start, start + 5)) || (text[i] === '-' && !joinedNoun) || text[i] === ':' || text[i] === '/' || (text[i] === '.' && /\d/.test(text[i + 1] ?? ''))) continue;
    const value = parseNumber(raw);
    if (!Number.isFinite(value)) continue;
    const before = text.slice(Math.max(0, start - 14), start);
    const after = text.slice(i, Math.min(n, i + 24));
    const money = moneyAround(before, after, value);
    if (money !== null) {
      usd.push(money);
      continue;
    }
    // A count: a following word that is not a unit of time or size, and no id-like word before.
    const mult = /^\s?(tysięcy|tysiące|tysiąc|тысяч|тысячи|тысяча|тисячі|тисяча|tisíc|tisíce|tisuća|tisuće|hiljada|хиљада|хиляди|хиляда|лямов|ляма|лям|лимонов|лимона|лимон|milionów|miliony|milion|milióny|miliónov|milión|millió|milyon|mln|млн|k|mil|mio|m|million|millions|thousand|ألف|الف|elfu|ribu|tys\.?|тыс\.?|тисяч|бин|bin|nghìn|ngàn|万|萬|千|천|만)(?![a-z])/i.exec(after);
    const v = mult ? value * multiplier(mult[1] as string) : value;
    const rest = mult ? after.slice(mult[0].length) : after;
    const nextWord = /^\s*\+?\s*([^\s\d.,;:()[\]{}"'`]+)/.exec(rest)?.[1]?.toLowerCase() ?? '';
    const prevRaw = /([^\s\d]+)\s*$/.exec(before)?.[1]?.toLowerCase() ?? '';
    const attached = /[#=:@/$_.-]$/.test(before);
    if (attached || /^#/.test(prevRaw) || /^[a-z]$/.test(prevRaw)) continue;
    // cls-intlB15: an id word at the end of a run without spaces ("…からID 4821", "编号为 4821", "주문 번호 1234", "ऑर्डर नंबर 4821"): an id, not a count.
    if (ID_WORD_TAIL.test(prevRaw)) continue;
    // "l'ordine 5521", "d'ordre 12": the elided article is not the noun.
    const prevWord = prevRaw.replace(/[~≈≥>+]+$/, '').replace(/^(?:l|d|dell|all|nell|dall|sull|un)['’]/, '');
    // (cls-en18) "the last 300 orders", "the first 5,000 signups", "the top 200 customers": after "the", a count of people or
    // records, not a position ("the last 3 lines" and "top 10" keep their reading).
    const ranked = /^(?:last|first|top|oldest|newest|latest|earliest)$/.test(prevWord) && /\bthe\s+\S+\s*$/i.test(before) && RANKED_RECORDS.test(nextWord);
    if (!nextWord || TIME_UNITS.test(nextWord) || /^(?:%|percent|mb|gb|kb|tb|b|mib|gib|px|ms|x|times|replicas?|cpus?|cores?|vcpus?|instances?|am|pm|h|utc|st|nd|rd|th|°)$/.test(nextWord) || (NOT_A_COUNT_BEFORE.has(prevWord) && !ranked)) continue;
    if (value >= 1900 && value <= 2100 && !mult && !/,/.test(raw)) continue;
    // (cls-intl14) "4411 numaralı sipariş", "4411 nolu kayıt": a number followed by "numbered" names one item.
    if (!mult && /^(?:numaralı|numarali|nolu|no['’]lu|numaralı)$/.test(nextWord)) continue;
    // "注文 4711 を削除", "주문 4711 삭제": after a noun, a number with no counter (件, 個, 개, 건, 条) names one item.
    if (!mult && /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]$/.test(prevWord) && !CJK_COUNTER.test(nextWord)) continue;
    // "Datensatz 4711 aus …", "ticket 88123 in Jira": a number between a noun and a preposition names that one item.
    if (!mult && ID_AFTER_NOUN_NEXT.test(nextWord) && prevWord.length >= 3 && !NOT_ID_BEFORE.test(prevWord)) continue;
    if (v > count) count = v;
  }
  return { count, usd };
}

/** (cls-en18) People and records counted after a rank word ("the last 300 orders"). */
const RANKED_RECORDS = /^(?:orders|invoices|customers|users|accounts|records|rows|payments|charges|subscriptions|subscribers|signups|sign-ups|members|contacts|leads|transactions|refunds|payouts|tickets|backups|snapshots|emails|messages|employees|clients|patients|students|entries|documents)$/;
const CJK_COUNTER = /^(?:개|건|명|줄|행|곳|대|장|통|件|個|个|人|名|行|条|條|つ|本|枚|台|笔|筆|位|份|封|张|張|家|项|項|次|回|通|万|萬|千|천|만)/;
const ID_AFTER_NOUN_NEXT = /^(?:from|for|in|on|at|of|aus|von|vom|im|in|auf|de|du|des|del|della|dal|da|em|no|na|van|uit|op|från|fra|i|z|ze|w|из|в|с|на|and|und|et|y|e|the|der|die|das|den|dem|le|la|les|el|los|las|il|lo)$/;
/** Words before a number that make it a count, not a name: "all 5000 of the …", "about 300 in …". */
const NOT_ID_BEFORE = /^(?:all|every|those|these|the|about|around|over|under|nearly|almost|some|approximately|roughly|alle|tous|toutes|todos|todas|tutti|tutte|ungefähr|etwa|rund|über|environ|cerca|circa|mais|más|plus|more|than|als|que|delete|remove|drop|purge|lösche|löschen|entferne|supprime|borra|elimina|apaga|cancel|refund|send|email|notify|message)$/;

function isCurrencyPrefix(text: string, i: number): boolean {
  // A currency sign right before the digits ("€25,000", "£900") is no identifier, though it is not ASCII.
  if (/[€£¥₹₩₽₴₪₺₫₦₱฿]/.test(text[i - 1] ?? '')) return true;
  return /(?:usd|eur|gbp|chf|cad|aud|inr|jpy|rs|kr|r\$|us\$|sek|nok|dkk|pln|czk|huf|try|brl|mxn|idr|php|thb|krw|rub|uah|ils|aed|sar|zar|vnd|kes|ksh|ngn|sgd|hkd|nzd)$/i.test(text.slice(Math.max(0, i - 4), i));
}

function parseNumber(raw: string): number {
  const s = raw.replace(/[\s\u00a0\u202f\u2009']/g, '');
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // The later separator is the decimal one.
    return lastComma > lastDot ? Number(s.replace(/\./g, '').replace(',', '.')) : Number(s.replace(/,/g, ''));
  }
  if (lastComma >= 0) {
    const tail = s.length - lastComma - 1;
    const groups = s.split(',');
    if (tail === 3 && groups.every((g, k) => (k === 0 ? g.length >= 1 && g.length <= 3 : g.length === 3))) return Number(s.replace(/,/g, ''));
    // Indian grouping (lakh and crore: 40,00,000 is four million): pairs of digits, then three.
    if (/^\d{1,2}(?:,\d{2})+,\d{3}$/.test(s)) return Number(s.replace(/,/g, ''));
    return Number(s.replace(/,/g, '.'));
  }
  if (lastDot >= 0) {
    const groups = s.split('.');
    if (groups.length > 2 || (groups[1]?.length === 3 && (groups[0]?.length ?? 0) <= 3 && groups[0] !== '0')) return Number(s.replace(/\./g, ''));
    return Number(s);
  }
  return Number(s);
}

/** cls-intlA20: thousand and million as words and chat slang in the European languages ("100 tysięcy", "2 ляма"). */
const THOUSAND_A20 = new Set(['tysięcy', 'tysiące', 'tysiąc', 'тысяч', 'тысячи', 'тысяча', 'тисяч', 'тисячі', 'тисяча', 'tisíc', 'tisíce', 'tisuća', 'tisuće', 'hiljada', 'хиљада', 'хиляди', 'хиляда']);
const MILLION_A20 = new Set(['лям', 'ляма', 'лямов', 'лимон', 'лимона', 'лимонов', 'milion', 'miliony', 'milionów', 'milión', 'milióny', 'miliónov', 'millió', 'milyon', 'mln', 'млн']);
function multiplier(m: string): number {
  const x = m.toLowerCase().replace(/\.$/, '');
  if (x === 'k' || x === 'thousand' || x === 'mil' || x === 'ألف' || x === 'الف' || x === 'elfu' || x === 'ribu' || x === 'tys' || x === 'тыс' || x === 'тисяч' || x === 'nghìn' || x === 'ngàn' || x === '千' || x === '천' || x === 'bin' || x === 'бин' || THOUSAND_A20.has(x)) return 1e3;
  if (x === '万' || x === '萬' || x === '만') return 1e4;
  if (x === 'm' || x === 'mio' || x === 'million' || x === 'millions' || MILLION_A20.has(x)) return 1e6;
  return 1;
}

/** Approximate USD per unit of each currency word (good enough to tell small from large). */
const RATES: [RegExp, number][] = [
  // (cls-intl17c: the Persian and Urdu spellings دلار, ڈالر are dollars too: "۲ میلیون دلار … بفرست" had no amount.)
  [/^(?:\$|us\$|usd|dollars?|dólares?|dolares?|dollari|dollar|dola|dolar|долл|доллар|美元|ドル|달러|ดอลลาร์|đô la|डॉलर|ডলার|dollaria|dollár|dollárt|dolarů|dolarów|dolari|долара|доларів|دولار|دولارا|دولارًا|دولارات|دلار|ڈالر|דולר|dollarin|dollarilla|dollaria|долларов|долларах|долари|доларах|dollárral|dollárnyi|dolarech|dolarach)$/i, 1],
  [/^(?:€|eur|euros?|evro|евро|євро|ευρώ|يورو|यूरो|ユーロ|欧元|유로|euroa|euró|eurót|eura|eurů|euroja|יורו|euron|euroon|eurolla|euroilla|eurosta|euróval|euróra|euróért|eurach|eurech|еврах)$/i, 1.1],
  [/^(?:£|gbp|pounds?|livres?)$/i, 1.25],
  [/^(?:chf|fr\.?)$/i, 1.1],
  [/^(?:cad|c\$|aud|a\$|nzd|sgd|s\$)$/i, 0.72],
  [/^(?:¥|円|jpy|yen)$/i, 0.007],
  [/^(?:元|人民币|cny|rmb|yuan|块)$/i, 0.14],
  // cls-intlB15: Chinese names of the currencies of Taiwan and Hong Kong, the yen, the won and the US dollar (新台幣, 港幣, 日元, 韩元, 美金).
  [/^(?:新台幣|新台币|台幣|台币|臺幣|twd|nt\$)$/i, 0.031],
  [/^(?:港幣|港币|港元)$/i, 0.13],
  // cls-intl18c: Cantonese 蚊 (dollars, after an amount: 500 蚊, 300 萬蚊) is the Hong Kong dollar.
  [/^(?:蚊)$/i, 0.13],
  [/^(?:人民幣|人民元)$/i, 0.14],
  [/^(?:日元|日圓|日币|日幣)$/i, 0.007],
  [/^(?:韩元|韓元|韩币|韓幣)$/i, 0.00074],
  [/^(?:美金)$/i, 1],
  [/^(?:₹|inr|rs\.?|rupees?|rupaye|rupaiye|rupiya|rupiye|रुपये|रुपए|টাকা|taka|৳|bdt)$/i, 0.012],
  // (cls-intlB25) rupees in Tamil and Telugu script, with their case endings (ரூபாய், ரூபாயை, రూపాయలు, రూ.).
  [/^(?:ரூபாய்\S*|ரூ\.?|రూపాయ\S*|రూ\.?)$/i, 0.012],
  // cls-intl17c: the Icelandic króna (about 0.0072 USD), spelt with its accent; plain "kronur" stays with the row below.
  [/^(?:isk|króna|krónur|krónum|krónu)$/i, 0.0072],
  [/^(?:kr|sek|nok|dkk|kronor|kroner|krone|kronur)$/i, 0.095],
  [/^(?:zł|zl|pln|złotych|zlotych|zł\.)$/i, 0.25],
  [/^(?:kč|czk|korun|korunami|korunách)$/i, 0.044],
  [/^(?:ft|huf|forint|forintot|forintra|forintért|forintnyi)$/i, 0.0028],
  [/^(?:₺|try|tl|lira)$/i, 0.03],
  [/^(?:r\$|brl|reais|real)$/i, 0.19],
  [/^(?:mxn|pesos?)$/i, 0.055],
  [/^(?:rp|idr|rupiah)$/i, 0.000064],
  [/^(?:₱|php|piso)$/i, 0.018],
  [/^(?:฿|thb|baht|บาท)$/i, 0.028],
  [/^(?:₩|krw|원)$/i, 0.00074],
  [/^(?:₽|rub|руб\.?|рублей|рубля)$/i, 0.011],
  [/^(?:₴|uah|грн\.?|гривень)$/i, 0.025],
  [/^(?:₪|ils|nis|שקל|ש"ח|שקלים)$/i, 0.27],
  [/^(?:aed|sar|درهم|ريال|ر\.س|﷼|ريالا|ريالاً|دراهم)$/i, 0.27],
  [/^(?:ريال|تومان|toman)$/i, 0.00002],
  // cls-intlB19: the Egyptian pound (جنيه, EGP), the Kuwaiti and Jordanian dinar (دينار), the Qatari riyal spelt ريال too.
  [/^(?:جنيه|جنيهات|جنيها|جنيهًا|egp)$/i, 0.02],
  [/^(?:دينار|دنانير|kwd|jod)$/i, 3.2],
  [/^(?:zar|rand)$/i, 0.055],
  [/^(?:₫|vnd|đồng|dong|đ)$/i, 0.00004],
  [/^(?:kes|ksh|shilingi|shillings?|tsh|ugx)$/i, 0.0077],
  [/^(?:ngn|₦|naira)$/i, 0.00065],
  [/^(?:pkr|روپے|روپیہ|روپیے)$/i, 0.0036],
  // cls-intlB16: rupees in Kannada, Malayalam, Gujarati and Gurmukhi script; the Nepali and Sri Lankan rupee, birr, lari, dram, kyat, riel.
  [/^(?:ರೂಪಾಯಿ\S*|ರೂ\.?|രൂപ\S*|રૂપિયા|રૂ\.?|ਰੁਪਏ|ਰੁਪਈਏ)$/i, 0.012],
  [/^(?:रुपैयाँ|रुपैयां|npr)$/i, 0.0075],
  [/^(?:රුපියල්\S*|lkr)$/i, 0.0033],
  [/^(?:ብር|etb)$/i, 0.008],
  [/^(?:ლარი\S*|₾|gel)$/i, 0.37],
  [/^(?:դրամ\S*|֏|amd)$/i, 0.0026],
  [/^(?:ကျပ်|mmk)$/i, 0.0005],
  [/^(?:រៀល|៛|khr)$/i, 0.00025],
  [/^(?:ron|lei)$/i, 0.22],
  [/^(?:hkd|hk\$)$/i, 0.13],
  // cls-intlA16: the euro in Baltic, Estonian and Slovenian case forms, and the currencies of thin languages' countries.
  [/^(?:eurų|eurus|eiro|eurot|evrov|evra|евра)$/i, 1.1],
  [/^(?:лв\.?|лева|лев|bgn|leva)$/i, 0.55],
  [/^(?:rsd|din\.?|dinara|динара)$/i, 0.0093],
  [/^(?:kzt|₸|тг|теңге|тенге)$/i, 0.002],
  [/^(?:uzs|so['ʻ‘’]m|сўм|сум)$/i, 0.00008],
  [/^(?:azn|₼|manat)$/i, 0.59],
  [/^(?:myr|ringgit)$/i, 0.21],
  [/^(?:rubley|rublei|rubles?)$/i, 0.011],
  // cls-intlA18: the euro in Maltese, Esperanto, Icelandic and Basque forms; the denar, lek, convertible mark and the Belarusian rouble (not "all", "km": English words and kilometres).
  [/^(?:ewro|eŭro|eŭroj|eŭrojn|evrur|evra|evrum|evrunum|eurotan|eurok)$/iu, 1.1],
  [/^(?:денари|денар|ден\.?|mkd)$/iu, 0.018],
  [/^(?:lekë|leke|lekësh)$/iu, 0.011],
  [/^(?:bam|maraka)$/iu, 0.55],
  [/^(?:bunnoedd|punnoedd|punt|phunt)$/iu, 1.25],
  [/^(?:рублёў|рублёў|рублеў|byn)$/iu, 0.3],
];
/** cls-intlB18: lakh and crore in the scripts beside Devanagari (a currency is implied when none follows). */
const LAKH_CRORE_18 = /^(?:لاکھ|لاکه|کروڑ|লাখ|কোটি|लाख|कोटी|करोड|லட்சம்|கோடி|లక్ష|లక్షల|లక్షలు|కోటి|కోట్ల|ಲಕ್ಷ|ಕೋಟಿ|ലക്ഷം|ലക്ഷ|കോടി|લાખ|કરોડ|ਲੱਖ|ਕਰੋੜ)$/;
const SCALE_WORDS: [RegExp, number][] = [
  [/^(?:k|thousand|mil|tys\.?|тыс\.?|тисяч|ألف|الف|هزار|elfu|ribu|nghìn|ngàn|bin|hazar|हज़ार|हजार|হাজার|พัน|千|천)$/i, 1e3],
  [/^(?:万|萬|만|หมื่น)$/i, 1e4],
  [/^(?:lakh|lac|लाख|লাখ|แสน|لاکھ|لاکه|లక్ష|లక్షల|లక్షలు|லட்சம்)$/i, 1e5],
  [/^(?:m|mm|mn|mio\.?|million|millions|millones|milhões|milioni|miljoen|miljon|miljoner|miljoonaa|milionów|milionu|miliony|млн\.?|мільйон\w*|εκατ\.?|triệu|juta|milioni|milyon|मिलियन|ล้าน|百万|백만|mln\.?|millionen|millón|milhão|milione|milioane|millioner|miljonen|miljoonan|millió|milliót|миллиона|миллионов|миллион|mi)$/i, 1e6],
  [/^(?:crore|करोड़|কোটি|कोटी|کروڑ|కోటి|కోట్ల|கோடி)$/i, 1e7],
  // cls-intlB16: lakh, crore and million in Kannada, Malayalam, Gujarati, Gurmukhi, Nepali, Amharic, Georgian, Armenian, Burmese, Khmer.
  [/^(?:ಲಕ್ಷ|ലക്ഷം|ലക്ഷ|લાખ|ਲੱਖ)$/i, 1e5],
  [/^(?:ಕೋಟಿ|കോടി|કરોડ|ਕਰੋੜ|करोड)$/i, 1e7],
  [/^(?:ಮಿಲಿಯನ್|ദശലക്ഷം|મિલિયન|ਮਿਲੀਅਨ|ሚሊዮን|მილიონ\S*|միլիոն|သန်း|លាន)$/i, 1e6],
  // cls-intlB15: million and billion in Arabic, Persian and Hebrew script (مليون، میلیون، מיליון; مليار، میلیارد، מיליארד).
  [/^(?:مليون|ملايين|میلیون|ملیون|מיליון)$/i, 1e6],
  [/^(?:مليار|مليارات|میلیارد|ملیارد|מיליארד)$/i, 1e9],
  [/^(?:億|亿|억)$/i, 1e8],
  [/^(?:b|bn|billion|billions|mrd\.?|mld\.?|mlrd\.?|milliard\w*|mil millones|tỷ|ty|miliar|bilioni|milyar|млрд\.?)$/i, 1e9],
  // cls-intlA18: million, thousand and billion in the case forms and abbreviations of the Baltic, Balkan, Celtic and other
  // thin languages ("2 miljonit", "3 miljonus", "2 milj.", "900 tūkst.", "5 milionë", "3 miljun", "£3 miliwn", "5 mhilliún",
  // "3 milijone", "50 milionů", "2 милиона", "2 мільёны", "2 εκατομμύρια", "2 milionojn", "3 millóns", "2 milions", "2 milioi",
  // "300 þúsund", "500 min", "2 milliárd").
  [/^(?:miljon\p{L}*|milj\.?|milijon\p{L}*|milijun\p{L}*|milion\p{L}*|miljun\p{L}*|miliwn|filiwn|mhiliwn|milliún|mhilliún|milliúin|millóns|milions|milioi|милион\p{L}*|мільён\p{L}*|εκατομμύρι\p{L}*|mln\.?)$/iu, 1e6],
  [/^(?:tūkst\.?|tūkstoš\p{L}*|tuhat|tuhande|þúsund|min|ming|мың|хиляди|хиљад\p{L}*|hiljad\p{L}*|tisuć\p{L}*|tisoč|tisíc\p{L}*|tysięc\p{L}*|mijë|ezer|elf|χιλιάδες|χιλιάδων)$/iu, 1e3],
  [/^(?:miljard\p{L}*|milijard\p{L}*|miliard\p{L}*|milliárd\p{L}*|милијард\p{L}*|милиард\p{L}*|мільярд\p{L}*|δισεκατομμύρι\p{L}*)$/iu, 1e9],
];

function rateOf(word: string): number | null {
  for (const [re, r] of RATES) if (re.test(word)) return r;
  // cls-intlA16: a case ending joined by a hyphen ("1 500 000 Ft-ot", "500 €-a", "9 000 лв.-та"): the currency before it.
  const cased = /^([^-]{1,8})-\p{L}{1,5}$/u.exec(word);
  if (cased) return rateOf(cased[1] as string);
  // Thai, Chinese, Japanese and Korean write on after the currency without a space ("500,000 บาทไปยังบัญชี…", "50元午饭钱").
  const lead = NO_SPACE_CURRENCY.exec(word);
  return lead && lead[1] !== word ? rateOf(lead[1] as string) : null;
}
const NO_SPACE_CURRENCY = /^(บาท|ดอลลาร์|ยูโร|新台幣|新台币|台幣|台币|臺幣|港幣|港币|港元|蚊|人民幣|人民币|日元|日圓|韩元|韓元|美金|元|円|块|塊|圆|圓|美元|欧元|歐元|ドル|ユーロ|원|달러|유로)/;
function scaleOf(word: string): number | null {
  for (const [re, r] of SCALE_WORDS) if (re.test(word)) return r;
  return null;
}

/** Reads a currency next to a number: "$48,000", "19,90 €", "85.000 €", "USD 250,000", "1,2 tỷ", "shilingi 3,000". */
function moneyAround(before: string, after0: string, value: number): number | null {
  // (cls-intlA15) "2000000 d'euros" (French, Catalan, Italian elision): the link before the currency.
  // (cls-intlB16: the Hebrew abbreviation ש"ח / ש״ח, shekels, holds a quote mark the word pattern below stops at.)
  const after1h = after0.replace(/ש["״]ח/g, '₪');
  const after = /^\s?d['’]\p{L}/u.test(after1h) ? after1h.replace(/^(\s?)d['’]/u, '$1') : after1h;
  // Symbol or code right before: "$", "USD ", "€", "shilingi ", "dola ", "R$".
  const pre = /(\$|€|£|¥|₹|₩|₽|₴|₪|₺|₫|₦|₱|฿|(?:us|r|c|a|s|hk)\$|[a-zA-Zà-ỹ\u0400-\u04ff]{2,9}\.?)\s?$/.exec(before);
  const after1 = /^\s?(k|m|mm|mn|bn|b)(?![a-z])/i.exec(after);
  // "1,5 Mio. €", "2,5 milhões de reais": an abbreviation's dot and a linking "de"/"di"/"of" sit between scale and currency.
  // (cls-intlA15) French and Catalan elide the link: "deux millions d'euros", "dos milions d’euros".
  // (cls-intlA18: Esperanto "da" and Welsh "o" link too — "2 milionojn da eŭroj", "2 filiwn o bunnoedd"; the Uzbek so'm keeps its apostrophe.)
  const postWords = /^\s?([^\s\d.,;:()[\]{}"'`]+)\.?(?:\s+(?:de|di|of|da|o)(?=\s))?(?:\s+(?:d['’])?([^\s\d.,;:()[\]{}"'`’]+(?:['’]m(?![a-z]))?))?/.exec(after);
  let rate: number | null = null;
  let scale = 1;
  if (pre) rate = rateOf(pre[1] as string);
  if (after1 && rate !== null) scale = scaleOf(after1[1] as string) ?? 1;
  if (postWords) {
    const w1 = postWords[1] as string;
    const w2 = postWords[2];
    const s1 = scaleOf(w1);
    if (s1 !== null) {
      const r2 = w2 ? rateOf(w2) : null;
      if (r2 !== null && rate === null) rate = r2;
      if (rate !== null || r2 !== null) scale = s1;
      else if (/^(?:tỷ|ty|triệu|juta|億|亿|억|万|萬|만|crore|lakh|करोड़|लाख)$/i.test(w1) || LAKH_CRORE_18.test(w1)) {
        // Large-number words mostly name money in these languages when a currency is implied.
        // (cls-intlB18: lakh and crore in the other Indic scripts and Urdu too — 50 லட்சம், 2 کروڑ, ৫০ লাখ — rupees, taka.)
        scale = s1;
        rate = /tỷ|ty|triệu/i.test(w1) ? 0.00004 : /juta/i.test(w1) ? 0.000064 : /억|만/.test(w1) ? 0.00074 : /億|亿|万|萬/.test(w1) ? 0.14 : /[\u0600-\u06ff]/.test(w1) ? 0.0036 : /[\u0980-\u09ff]/.test(w1) ? 0.0083 : 0.012;
      }
    } else if (rate === null) {
      const r1 = rateOf(w1);
      if (r1 !== null) rate = r1;
      // "2500000 de reais", "300 of those dollars" is rare; "de"/"di" linking number and currency is common.
      else if (w2 && /^(?:de|di)$/i.test(w1)) rate = rateOf(w2);
    }
  }
  if (rate === null) return null;
  return value * scale * rate;
}

// ---------------------------------------------------------------- paths

/** (cls-interp21) Windows servers' own log folders (IIS's inetpub\\logs, System32\\LogFiles, Windows\\Logs): system logs, as /var/log. */
const WINDOWS_LOG_DIR = /^[a-z]:\/(?:inetpub\/logs|windows\/(?:system32\/)?(?:logfiles|logs))(?:\/|$)/;
/** (cls-interp21) A database server's data directory outside /var/lib (/srv/postgres/data, /data/mysql, /opt/pgdata,
 *  /var/lib/mariadb): the live database files, as /var/lib/postgresql is. Not under a temp dir or a personal home. */
const DB_DATA_DIR = /^\/(?!tmp\/|var\/tmp\/|home\/|users\/|root\/)(?:[\w.-]+\/){0,3}(?:(?:postgres(?:ql)?|pgsql|pg|mysql|mariadb|mongo(?:db)?|cassandra|elasticsearch|opensearch|clickhouse|influxdb|etcd|neo4j|couchdb)(?:[-_]?\d+)?\/(?:[\w.-]+\/)?(?:data|pgdata|db|main)(?:\/|$)|pgdata(?:\/|$))|^\/var\/lib\/(?:mariadb|influxdb|opensearch|neo4j|couchdb|mongo)(?:\/|$)/;
export type PathKind =
  | 'device'
  | 'null'
  | 'root'
  | 'home'
  | 'cwd'
  | 'system'
  | 'git'
  | 'regenerable'
  | 'secret'
  | 'critical'
  | 'auditlog'
  | 'log'
  | 'dbfile'
  | 'tmp'
  | 'normal';

const REGENERABLE = new Set([
  'node_modules', 'dist', 'build', 'out', 'target', '.next', '.nuxt', '.cache', '__pycache__', '.pytest_cache',
  '.mypy_cache', '.ruff_cache', 'coverage', '.nyc_output', '.turbo', '.parcel-cache', '.tmp', 'tmp', 'temp',
  '.gradle', 'obj', 'bin', '.venv', 'venv', '.tox', '.eggs', '.angular', 'storybook-static', '.svelte-kit', '.expo',
  '.dart_tool', 'deriveddata', '.terraform', '.vite', '.eslintcache', '.sass-cache', 'bower_components',
  '.docusaurus', '.output', '.vercel', '.serverless', 'htmlcov', 'lib-cov', '.webpack', 'cmake-build-debug', '.pnpm-store',
  '.yarn-cache', '.npm', '_build', '.build', 'builds', 'artifacts', '.dvc-cache', 'cache', 'caches', '.coverage', '.hypothesis',
  // Test-run and other toolchains' output: .NET TestResults, Playwright test-results/playwright-report, Bazel, Zig,
  // Haskell, Elm, Jekyll, Nx, Android native builds.
  'testresults', 'test-results', 'playwright-report', 'blob-report', 'bazel-out', 'bazel-bin', 'bazel-testlogs', 'zig-cache',
  '.zig-cache', 'zig-out', 'dist-newstyle', '.stack-work', 'elm-stuff', '_site', '.jekyll-cache', '.nx', '.cxx',
  'cmake-build-release', '.pio', '.ccache', '.sccache', 'junit-reports', 'test-reports', '.ipynb_checkpoints',
  // (cls-benign25) Game engines' caches (Godot's .godot/.import, Unreal's DerivedDataCache), ESP-IDF's downloaded components,
  // dbt's installed packages, Jupyter Book's executed notebooks and cache, Terragrunt's and Quarto's caches, Android's native build.
  '.godot', '.import', 'deriveddatacache', 'managed_components', 'dbt_packages', 'dbt_modules', 'jupyter_execute', '.jupyter_cache',
  '.terragrunt-cache', '.quarto', '.externalnativebuild', 'stagedbuilds',
]);
/** (cls-benign25) Toolchain output spelled with its capitals, relative to the project: CocoaPods' Pods, Unreal's Binaries and
 *  Intermediate. Lower-case "binaries" or "intermediate" may be anyone's folder; these spellings are the tools' own. */
const CASED_OUTPUT_25 = new Set(['Pods', 'Binaries', 'Intermediate']);
function casedOutput25(raw: string): boolean {
  const r = raw.trim().replace(/^["']|["']$/g, '').replace(/[\\/]+$/, '');
  const b = r.slice(r.search(/[^\\/]*$/));
  return CASED_OUTPUT_25.has(b) && !/^(?:\/|~|\$|%|[A-Za-z]:)/.test(r) && !r.includes('..');
}
const REGENERABLE_EXT = /\.(pyc|pyo|o|obj|class|tsbuildinfo|egg-info|log\.\d+|orig|rej)$/;
const SECRET_BASENAMES = new Set([
  'id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519', '.npmrc', '.pypirc', '.netrc', '.pgpass', '.git-credentials',
  'credentials', '.vault-token', 'master.key', 'shadow', 'gshadow', '.htpasswd', 'secrets.yml', 'secrets.yaml',
  'secrets.json', 'secret.json', 'credentials.json', 'token.json', '.boto', '.s3cfg', 'kubeconfig', '.dockercfg',
  'terraform.tfstate', 'terraform.tfstate.backup', 'wp-config.php', '.my.cnf', 'credentials.yml.enc', 'keystore.jks',
  // cls-holes14: plain (unencrypted) credentials files.
  'credentials.yml', 'credentials.yaml', 'credentials.toml', 'secrets.toml',
  'service-account.json', 'client_secret.json', 'auth.json', '.env',
  // (lead18) a crypto wallet's keys.
  'wallet.dat',
]);
const INTERESTING_RELATIVE = /bundle|env|gh\/hosts|\.azure|\.config|ssh|aws|kube|docker|key|pem|p12|pfx|jks|keystore|ppk|kdbx|gpg|asc|cred|secret|token|vault|shadow|passwd|htpasswd|account|authorized|sudoers|audit|auth\.log|wtmp|btmp|lastlog|evtx|cloudtrail|ibdata|ib_log|pg_wal|pg_xlog|\.ibd$|\.my[di]$|\.frm$|\.git|egg-info|\.py[co]$|\.o$|\.obj$|\.class$|tsbuildinfo|gcloud|ds_store|thumbs\.db|cache|history|tfstate|netrc|npmrc|pgpass/;
const SYSTEM_TOP = new Set(['etc', 'usr', 'bin', 'sbin', 'lib', 'lib32', 'lib64', 'boot', 'var', 'opt', 'sys', 'proc', 'srv', 'root', 'system', 'library', 'applications', 'private', 'windows', 'program files', 'program files (x86)', 'programdata', 'mnt', 'media', 'snap', 'run', 'dev', 'system32', 'home', 'users']);

const PATH_CACHE = memoTable<string, PathKind>();

/** What kind of path this is. Pure; memoised per path string (bounded). */
export function pathKind(raw: string): PathKind {
  const hit = PATH_CACHE.get(raw);
  if (hit !== undefined) return hit;
  const k = pathKindUncached(raw);
  if (PATH_CACHE.size >= 4096) PATH_CACHE.clear();
  PATH_CACHE.set(raw, k);
  return k;
}

function pathKindUncached(raw: string): PathKind {
  let p = raw.trim().replace(/^["']|["']$/g, '');
  if (p === '') return 'normal';
  let lower = p.toLowerCase().replace(/\\/g, '/');
  // Windows environment forms (every pattern below starts with "$" or "%": skipped for any other path).
  // cmd.exe's %USERPROFILE% reaches here as $USERPROFILE once a cmd line is read as a script.
  const lead = lower.charCodeAt(0);
  if (lead === 36 || lead === 37) lower = lower.replace(/^(?:\$env:|%|\$(?=userprofile|systemroot|windir|programfiles|appdata|localappdata))(userprofile|home)%?/, '~').replace(/^(?:\$env:|%|\$(?=systemroot|windir))(systemroot|windir)%?/, 'c:/windows').replace(/^(?:\$env:|%|\$(?=programfiles))(programfiles)%?/, 'c:/program files').replace(/^(?:\$env:|%|\$(?=temp\/))(temp|tmp)%?/, '/tmp').replace(/^(?:\$env:|%|\$(?=localappdata))localappdata%?/, '~/appdata/local').replace(/^(?:\$env:|%|\$(?=appdata))appdata%?/, '~/appdata/roaming');
  if (lower.charCodeAt(0) === 36) lower = lower.replace(/^\$\{?home\}?(?=\/|$)/, '~').replace(/^\$\{?(tmpdir|tmp)\}?(?=\/|$)/, '/tmp');
  if (lower === '/dev/null' || lower === 'nul' || lower === '$null' || lower === 'nul:') return 'null';
  if (/^\/dev\/(sd|hd|vd|xvd|nvme|mmcblk|disk|rdisk|md[0-9]|dm-|mapper\/|loop|nbd)/.test(lower) || lower.startsWith('//./physicaldrive') || /^[a-z]:$/.test(lower) || /^\\\\\.\\physicaldrive/.test(raw.toLowerCase())) return 'device';
  p = lower.replace(/\/+$/, '').replace(/\/\.$/, '');
  if (p === '' || p === '/*' || p === '/.' || p === '/.*' || /^[a-z]:(\/\*?)?$/.test(p) || /^\/+(\*|\.\*)?$/.test(p)) return 'root';
  const c0 = p.charCodeAt(0);
  // Fast path: an ordinary relative path (src/app.ts) needs one regex and two set lookups.
  if (c0 !== 47 && c0 !== 126 && c0 !== 36 && c0 !== 37 && c0 !== 46 && c0 !== 42 && !(p.length > 1 && p[1] === ':')) {
    const b = p.slice(p.lastIndexOf('/') + 1);
    if (!INTERESTING_RELATIVE.test(p) && !REGENERABLE.has(b) && !SECRET_BASENAMES.has(b) && !REGENERABLE_EXT.test(b)) return insideBuildOutput(p) || casedOutput25(raw) ? 'regenerable' : 'normal';
  }
  if (p === '~' || p === '~/*' || p === '~/.*' || p === '%userprofile%' || /^\/(home|users)(\/[^/]+)?(\/\*)?$/.test(p) || p === '/root' || p === '/root/*' || /^[a-z]:\/users(\/[^/]+)?(\/\*)?$/.test(p) || /^~[a-z_][\w-]*$/.test(p)) return 'home';
  if (p === '.' || p === '*' || p === './*' || p === '..' || p === '../*' || p === '.*' || p === '$pwd' || p === '${pwd}' || p === './.' || p === '../..' || p === './.*' || p === '*.*' || p === '**' || p === './**' || p === '**/*') return 'cwd';
  const base = p.slice(p.lastIndexOf('/') + 1);
  if (base === '.git' || p.endsWith('/.git/*') || p === '.git/*') return 'git';
  if (base === '.ssh' || base === '.aws' || base === '.gnupg' || base === '.kube' || base === '.docker' || base === '.password-store' || base === '.vault-token') return 'secret';
  if (/(^|\/)(?:[\w-]+\.)?(\.?env)(\.[a-z0-9_-]+)*$/.test(p) && /(^|\/|\.)\.?env(\.|$)/.test(base) && !/\.(example|sample|template|dist|defaults?|schema|tpl|in)$/.test(p) && base !== 'env' && !/^env\./.test(base) || /(^|\/)[\w-]+\.env$/.test(p)) return 'secret';
  // CLI credential stores: gh, Azure, 1Password, Terraform Cloud, Docker, gcloud.
  // Mounted service-account tokens and secret volumes (Kubernetes, Docker secrets).
  if (/^\/(?:var\/)?run\/secrets\/./.test(p)) return 'secret';
  if (/(?:^|\/)\.config\/(?:gh\/hosts\.ya?ml|hub|op\/|gcloud\/|doctl\/config|heroku|netlify\/config|vercel\/auth|configstore\/firebase)|(?:^|\/)\.azure\/|(?:^|\/)\.terraform\.d\/credentials|(?:^|\/)\.fly\/config|(?:^|\/)\.wrangler\/config|(?:^|\/)\.config\/solana\/[\w.-]+\.json$|(?:^|\/)\.(?:ethereum|foundry)\/keystores?\/|(?:^|\/)\.electrum\/wallets\/|(?:^|\/)[\w.-]*keypair[\w.-]*\.json$/.test(p)) return 'secret'; // (lead18) wallet keypairs and keystores
  if (SECRET_BASENAMES.has(base) || (/\.(pem|key|p12|pfx|jks|keystore|ppk|kdbx|gpg|asc|tfstate)$/.test(base) && !base.endsWith('.pub') && !/(?:^|[._-])(?:fullchain|chain|cert|certificate|crt|ca|ca-bundle|cabundle|bundle|public|pubkey)\.pem$/.test(base) && !/(?:^|[._-])(?:public|pub|pubkey|pubring)(?:[._-][\w.-]*)?\.(?:asc|gpg|pem|key)$/.test(base)) || (p.includes('/.ssh/id_') && !base.endsWith('.pub')) || p.includes('.aws/credentials') || p.includes('.kube/config') || p.includes('.docker/config.json') || p.includes('.config/gcloud') || /service[-_]?account.*\.json$/.test(base) || p.includes('.password-store')) return 'secret';
  if (base === 'authorized_keys' || base === 'sshd_config' || base === 'sudoers' || p.startsWith('/etc/sudoers') || p === '/etc/passwd' || p === '/etc/group' || p === '/etc/fstab' || p.startsWith('/etc/pam.d') || p.startsWith('/etc/ssh') || p.startsWith('/boot') || p === '/etc/hosts' || p.startsWith('/etc/security') || p.startsWith('/etc/selinux') || p.startsWith('/etc/apparmor') || p === '/etc/resolv.conf' || p.startsWith('/etc/audit') || p.startsWith('/etc/rsyslog') || p.startsWith('/etc/sysctl') || base === 'docker.sock') return 'critical';
  if (/^\/var\/log\/(audit|auth\.log|secure|wtmp|btmp|lastlog|faillog)/.test(p) || /(^|\/)(audit\.log|auth\.log|wtmp|btmp|lastlog|security\.evtx)$/.test(p) || /cloudtrail/.test(p)) return 'auditlog';
  if (/^\/var\/lib\/(mysql|postgresql|pgsql|mongodb|redis|cassandra|elasticsearch|clickhouse|docker\/volumes|etcd)/.test(p) || /(^|\/)(ibdata[0-9]*|ib_logfile[0-9]*|pg_wal|pg_xlog)$/.test(p) || /\.(ibd|myd|myi|frm)$/.test(p) || /\/postgresql\/\d+\/main/.test(p) || DB_DATA_DIR.test(p)) return 'dbfile';
  if (p.startsWith('/var/log') || p.startsWith('/private/var/log') || WINDOWS_LOG_DIR.test(p) || /(^|\/)\.(bash|zsh|sh|python|psql|mysql|node_repl|lesshst)_?history$|(^|\/)\.history$/.test(p)) return 'log';
  if (p.startsWith('/tmp/') || p.startsWith('/var/tmp/') || p.startsWith('/private/tmp/') || /^[a-z]:\/(windows\/)?temp\//.test(p) || /appdata\/local\/temp\//.test(p)) return 'tmp';
  const segs = p.split('/').filter((s) => s !== '');
  const win = /^[a-z]:\//.test(p);
  if (p.startsWith('/') || win) {
    const first = win ? (segs[1] ?? '') : (segs[0] ?? '');
    const depth = win ? segs.length - 1 : segs.length;
    const firstIsHomeRoot = first === 'home' || first === 'users';
    if (SYSTEM_TOP.has(first) && depth <= 1) return 'system';
    if (SYSTEM_TOP.has(first) && !firstIsHomeRoot && ['etc', 'boot', 'usr', 'bin', 'sbin', 'lib', 'lib64', 'windows', 'system', 'system32', 'library', 'program files', 'program files (x86)'].includes(first) && !(first === 'usr' && segs[1] === 'local' && depth > 2) && !(first === 'library' && segs[1] === 'caches')) return 'system';
  }
  if (REGENERABLE.has(base) || base.endsWith('.egg-info') || REGENERABLE_EXT.test(base) || base === '.ds_store' || base === 'thumbs.db' || /(^|\/)\.cache(\/|$)|(^|\/)caches?\//.test(p) || /(^|\/)(node_modules|__pycache__|\.pytest_cache|\.mypy_cache|\.npm|_cacache|deriveddata|\.gradle|\.pnpm-store|\.tox|\.terraform)\//.test(p)) return 'regenerable';
  // Package managers' download caches in the home directory: Maven, NuGet, Cargo, Go modules, Ivy, Dart, Yarn.
  if (/(^|\/)(?:\.m2\/repository|\.nuget\/packages|\.cargo\/(?:registry|git)|go\/pkg\/mod|\.ivy2\/cache|\.pub-cache|\.yarn\/(?:cache|berry\/cache))(\/|$)/.test(p)) return 'regenerable';
  if (!p.startsWith('/') && !p.startsWith('~') && !p.startsWith('$') && !win && insideBuildOutput(p)) return 'regenerable';
  // A project's installed gems (vendor/bundle) are rebuilt by bundle install.
  if (!p.startsWith('/') && !p.startsWith('~') && /(^|\/)vendor\/bundle$/.test(p)) return 'regenerable';
  if (casedOutput25(raw)) return 'regenerable';
  return 'normal';
}

/** A relative path inside a build-output directory of the project (target/debug/incremental, dist/assets, ./build/x), never through "..". */
function insideBuildOutput(p: string): boolean {
  const cut = p.lastIndexOf('/');
  if (cut <= 0) return false;
  const segs = p.slice(0, cut).split('/');
  // build/snapshots, dist/backups: kept copies, not output.
  return !segs.includes('..') && segs.some((x) => REGENERABLE.has(x)) && !/backup|snapshot|dump|archive|\bbak\b/.test(p.slice(cut));
}

/** Does a word look like a filesystem path or file name (rather than an English word)? */
const PATHY = /[/\\~*]|^\.{1,2}$|\.[A-Za-z0-9]{1,8}$|^\$/;
export function looksLikePath(w: string): boolean {
  return PATHY.test(w);
}
