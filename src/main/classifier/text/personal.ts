// Whose data it is. A store, file, list or bucket named for people — customers,
// employees, patients, members — holds personal data, however the name is
// written: `acme-customer-docs`, `customer_list_2024.xlsx`, `CustomerContracts`,
// "the customer documents bucket", "les factures des clients", `Kundendaten`,
// 顧客の請求書. LABELS ("Data leaving the company"): customer or personal data
// copied outside the company's control is dangerous, made public forbidden. The
// readers ask this only of data that already leaves (made public, shared by
// link, sent outside), so it decides how far up that goes, never whether a
// read or an in-house export is risky.

/** People whose records a company keeps (English): the owner word of "customer records". */
const PEOPLE_EN = String.raw`customer|client|user|employee|staff|personnel|worker|patient|member|subscriber|contact|applicant|candidate|student|pupil|citizen|donor|buyer|shopper|guest|passenger|resident|policyholder|borrower|tenant|lead|hr|payroll|salary|salaries`;
/** What people's records sit in (English). "docs" only counts for people other than users ("user docs" are manuals). */
const HOLDERS_EN = String.raw`data|dataset|datasets|records?|list|lists|emails?|e-?mail[\s_-]?addresses|addresses|phone[\s_-]?numbers|phones|details|profiles|exports?|dumps?|uploads|backups?|contracts?|invoices?|statements?|receipts|orders|pii|info|information|db|database|tables?|spreadsheets?|sheets?|csv|photos|pictures|ids|passports|resumes|cvs|payslips|files|folders?|bucket|drive|archive|register|registry|census|crm|documents|docs`;

const EN_COMPOUND = new RegExp(String.raw`(?:^|[^a-z])(?:${PEOPLE_EN})(?:s|es)?(?:'s|s')?(?:[\s_.-]*)(?:${HOLDERS_EN})(?![a-z])`, 'i');
const EN_USER_DOCS = /(?:^|[^a-z])users?(?:'s|s')?[\s_.-]*(?:docs|documents|documentation|guides?|manuals?)(?![a-z])/i;
const EN_OF = new RegExp(String.raw`(?:^|[^a-z])(?:${HOLDERS_EN})\s+(?:of|for|from|about)\s+(?:(?:all|our|the|every|each|my|its|their|your)\s+)*(?:${PEOPLE_EN})(?:s|es)?(?![a-z])`, 'i');
const EN_FILE = new RegExp(String.raw`(?:${PEOPLE_EN}|personal|pii|gdpr|crm|census)[\w-]*\.(?:csv|xlsx?|json|jsonl|parquet|sql|tsv|dump|bak|zip|gz|pdf)(?![a-z])`, 'i');
const EN_ALONE = /\bpersonal[\s_-](?:data|information|details|records)\b|\bpii\b|\bssns?\b|social[\s_-]security|date[\s_-]of[\s_-]birth|\bdob\b|\bpassports?\b|\bmedical\b|health[\s_-]records?|\bdiagnos[ie]s\b|\bpayroll\b|\bsalar(?:y|ies)\b|\bgdpr\b|home[\s_-]address(?:es)?|national[\s_-]ids?\b/i;

// Other languages: a people stem and a holder stem close together, in either order —
// compounds (Kundendaten, klantfacturen, asiakasrekisteri), genitives (dane klientów,
// factures des clients, Rechnungen unserer Kunden) and CJK (顧客の請求書, 客户数据, 고객 명단).
// At least one side must be non-English, so English audience words ("public so users can…")
// are left to the English patterns above.
const PEOPLE_INTL = [
  'kunde', 'kunden', 'kund', 'klant', 'asiaka', 'müşteri', 'musteri', 'pelanggan', 'khách hàng', '客户', '客戶', '顧客', '고객', 'клиент', 'клієнт', 'zákazník', 'zákazn', 'ügyfél', 'ügyfel', 'πελάτ', 'לקוח', 'عميل', 'عملاء', 'مشتری', 'ग्राहक', 'ลูกค้า',
  'cliente', 'clienti', 'clients', 'client', 'klient',
  'usuario', 'usuário', 'utilisateur', 'utente', 'utenti', 'nutzer', 'benutzer', 'gebruiker', 'użytkownik', 'пользовател', 'користувач', '用户', '用戶', 'ユーザー', '사용자', 'kullanıcı', 'pengguna', 'người dùng',
  'empleado', 'funcionário', 'funcionario', 'employé', 'salarié', 'dipendent', 'mitarbeiter', 'medewerker', 'pracownik', 'сотрудник', 'працівник', '员工', '員工', '社員', '従業員', '직원', 'çalışan', 'personel', 'karyawan', 'nhân viên', 'anställd', 'ansatt', 'työntekij',
  'paciente', 'pazient', 'pacjent', 'пациент', 'пацієнт', '患者', '환자', 'hasta', 'pasien', 'bệnh nhân', 'patiënt',
  'miembro', 'membre', 'mitglied', 'członk', '会员', '會員', '会員', '회원', 'abonné', 'suscriptor', 'assinante', 'abbonat', 'abonnent', 'subskrybent', 'подписчик',
  // cls-intlA20: customers in Uzbek, Swahili, Tagalog, Basque, Azerbaijani, Kazakh, and Vietnamese without marks.
  'mijoz', 'wateja', 'mteja', 'kliyente', 'bezero', 'müştəri', 'клиенттер', 'khach hang',
  'nómina', 'nomina', 'folha de pagamento', 'gehalt', 'gehält', 'salaire', 'stipendi', 'wynagrodz', 'зарплат', '工资', '工資', '給与', '급여', 'maaş', 'gaji', 'lương', 'lønn', 'løn', 'lön', 'palk',
];
const HOLDERS_INTL = [
  'daten', 'donnée', 'datos', 'dados', 'dati', 'gegevens', 'dane', 'данные', 'данных', 'дані', 'даних', '数据', '資料', '资料', 'データ', '데이터', 'veri', 'tiedot', 'tietoja', 'adat', 'δεδομένα', 'נתונים', 'بيانات', 'डेटा', 'ข้อมูล', 'dữ liệu', 'uppgifter', 'oplysninger', 'opplysninger', 'údaje', 'údaj',
  'liste', 'lista', 'lijst', 'список', 'спис', '名单', '名單', '名簿', 'リスト', '명단', '목록', 'listesi', 'daftar', 'danh sách', 'seznam', 'zoznam',
  'registro', 'register', 'rekisteri', 'enregistrement', 'записи', '记录', '記録', '기록', 'kayıt', 'akte', 'dossier', 'expediente', 'prontuário', 'cartell',
  'fichier', 'archivo', 'arquivo', 'datei', 'bestand', 'plik', 'файл', '文件', 'ファイル', '파일', 'dosya', 'berkas', 'tệp',
  'dokument', 'documento', 'документ', '文档', '文檔', '書類', '문서', 'belge', 'dokumen', 'tài liệu', 'document',
  'contrat', 'contrato', 'contratt', 'vertrag', 'verträge', 'contract', 'umow', 'договор', '合同', '契約', '계약', 'sözleşme', 'kontrak', 'hợp đồng', 'avtal', 'kontrakt',
  'factur', 'fatur', 'fattur', 'rechnung', 'faktur', 'счет', 'счёт', 'рахун', '发票', '發票', '請求書', '청구서', 'hóa đơn', 'lasku', 'laskut',
  'sauvegarde', 'sicherung', 'copia de seguridad', 'cópia de segurança', 'kopia', 'резервн', '备份', 'バックアップ', '백업', 'yedek', 'cadangan',
  'base de données', 'base de datos', 'banco de dados', 'datenbank', 'database', 'базу', 'база', '数据库', '資料庫', 'データベース', '데이터베이스', 'veritaban', 'tietokanta',
  'adresse', 'dirección', 'direccion', 'endereço', 'indirizz', 'anschrift', 'adres', 'адрес', '地址', '住所', '주소',
  'telefon', 'teléfono', 'telefone', '电话', '電話', '전화',
  'tabelle', 'planilha', 'hoja de cálculo', 'feuille', 'foglio', 'arkusz', 'таблиц', '表格', 'スプレッドシート', '스프레드시트', 'tablo',
  'export', 'exportación', 'exportação', 'esportazion', 'экспорт', '导出', 'エクスポート', '내보내',
  'foto', 'photo', '照片', '写真', '사진',
  // cls-intlA18: stores and folders said with the English loanword or the native folder word ("Kunden-Bucket", "kundmappen",
  // "carpeta de clientes", "cartella clienti", "složka zákazníků", "папка клиентов").
  'bucket', 'drive', 'folder', 'ordner', 'mappe', 'mapp', 'carpeta', 'cartella', 'složk', 'kansio', 'папк',
  // cls-intlA20: data in Uzbek, Azerbaijani, Kazakh, Basque, Swahili/Indonesian/Malay ("data pelanggan", "data za wateja"),
  // Vietnamese typed without marks ("du lieu khach hang"), and the Slavic Latin "base" of customers ("bazę klientów").
  "ma'lumot", 'maʼlumot', 'malumot', 'məlumat', 'деректер', 'datu', 'data', 'du lieu', 'bazę', 'bazy', 'bazu', 'baza',
];
const ENGLISH = new Set(['clients', 'client', 'database', 'document', 'contract', 'export', 'photo', 'register', 'bucket', 'drive', 'folder']);

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alt = (xs: readonly string[]): string => xs.map(escape).sort((a, b) => b.length - a.length).join('|');
const PEOPLE_INTL_RE = new RegExp(alt(PEOPLE_INTL), 'giu');
const HOLDERS_INTL_RE = new RegExp(alt(HOLDERS_INTL), 'giu');
/** How close a holder may follow its people word (compounds, 顧客の請求書) and precede it (dane klientów, factures des clients). */
const AFTER = 14;
const BEFORE = 24;

interface Hit {
  at: number;
  end: number;
  english: boolean;
}

function hits(re: RegExp, text: string): Hit[] {
  const out: Hit[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ at: m.index, end: m.index + m[0].length, english: ENGLISH.has(m[0].toLowerCase()) });
  return out;
}

function intlPair(text: string): boolean {
  const people = hits(PEOPLE_INTL_RE, text);
  if (people.length === 0) return false;
  const holders = hits(HOLDERS_INTL_RE, text);
  for (const p of people) {
    for (const h of holders) {
      if (p.english && h.english) continue;
      if (h.at >= p.end && h.at - p.end <= AFTER) return true;
      if (p.at >= h.end && p.at - h.end <= BEFORE) return true;
    }
  }
  return false;
}

/** (cls-en22) Records that are about people whoever's they are said to be: invoices (a customer's name, address and what
 *  they bought), insurance claims, call recordings and transcripts, resumes and CVs, patients' charts, student transcripts and
 *  report cards, tax forms and pay stubs — also as a store's name (`acme-invoices`, `northwind-claims`). JWT/OIDC claims,
 *  Helm charts and a screen recording of a demo are not. */
const EN_RECORDS_EN22 = /(?:^|[^a-z])(?:invoices|(?<!(?:jwt|token|oidc|oauth|saml|custom|id[\s_-]token|access[\s_-]token)[\s_-])claims|call[\s_-]?recordings?|recorded[\s_-]calls|(?:call|chat|support|interview)[\s_-]transcripts|resumes|résumés|cvs|(?:patient|medical)[\s_-]charts?|student[\s_-](?:transcripts|records)|report[\s_-]cards|tax[\s_-]returns|w-?2s|pay[\s_-]?stubs|payslips)(?![a-z])/i;

/** True when the text names people's data: a store, file or list of customers, employees, patients … */
export function mentionsPersonalData(text: string): boolean {
  if (EN_RECORDS_EN22.test(text)) return true;
  if (EN_ALONE.test(text) || EN_FILE.test(text) || EN_OF.test(text)) return true;
  if (EN_COMPOUND.test(text) && !(EN_USER_DOCS.test(text) && !/(?:customer|client|employee|patient|member|subscriber)/i.test(text))) return true;
  return intlPair(text);
}

/** (lead19) Two storage URLs (s3://, gs://, az://, abfss://): is the destination a store another owner holds? The owner is read
 *  from the bucket names: a partner, vendor, agency or personal word, or a bucket that does not carry the source bucket's
 *  company prefix (acme-prod-customers → growthco-ingest). A generic first word (prod, data, my …) names no owner. */
export function anotherOwnersStore(src: string, dest: string): boolean {
  const bucket = (u: string): string => (/^(?:s3|gs|az|abfss?|wasbs?):\/\/([^/@]+)/i.exec(u)?.[1] ?? '').toLowerCase();
  const s = bucket(src);
  const d = bucket(dest);
  if (!s || !d) return false;
  if (/(?:^|[-_.])(?:partners?|vendors?|agency|agencies|external|ext|3rd-?party|third-?party|outside|personal|customer-drop|client-drop|drop-?zone)(?:[-_.]|$)/.test(d) && !/(?:^|[-_.])(?:partners?|vendors?|external)(?:[-_.]|$)/.test(s)) return true;
  const owner = s.split(/[-_.]/)[0] ?? '';
  if (owner.length < 3 || /^(?:prod|production|staging|stage|dev|test|data|my|the|our|tmp|temp|backup|backups|logs?|raw|s3|gcs|bucket|cdn|www|app|web|api|eu|us|shared)$/.test(owner)) return false;
  return !d.includes(owner);
}

/** (lead19) A store's, table's or bucket's name that says it holds people's data (acme-prod-customers, crm.customers, hr-exports). */
export const PEOPLE_STORE_NAME = /(?:^|[-_./:\s])(?:customers?|clients?|users?|employees?|patients?|members?|contacts?|subscribers?|crm|pii|personal|payroll|hr|people|persons?|accounts?|orders?|invoices?|leads?)(?:[-_./:\s*]|$)/i;
