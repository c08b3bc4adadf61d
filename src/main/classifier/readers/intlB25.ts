// (cls-intlB25) Consumer and small-business prose in the languages of Asia, Africa and the Middle East (Japanese, Chinese,
// Korean, Vietnamese, Thai, Indonesian, Malay, Hindi and Hinglish, Bengali, Tamil, Telugu, Marathi, Arabic, Hebrew, Persian,
// Urdu, Swahili, Amharic, Tagalog): wallets and transfers, chat backups, shop admin, payroll, family and school accounts.
// Read by classes, never by sentences:
//  - people's data is a people noun (customers, staff, students, patients, members) joined to a data noun (list, data,
//    phone numbers, addresses) by nothing but a possessive or linking particle (顧客の電話番号, danh sách khách hàng,
//    orodha ya wateja, ग्राहकांची यादी): personal data;
//  - a personal mailbox or drive is a "personal / private / own" word joined to a mailbox or drive word (個人のGmail,
//    개인 메일, emel peribadi, ذاتی جی میل): outside the company's control;
//  - "all" written as a prefix (全商品, 全店), glued to the noun (ఉద్యోగులందరికీ) or with a clitic (לכל);
//  - a price named with a raising or cutting word (দাম বাড়িয়ে, 値下げ, giảm giá): a price change;
//  - words that only look like an act: 支付 inside the product name 支付宝, Hinglish "se" (from / via) read as the Norwegian
//    "se" (look), a transfer word naming a kind of file (이체 파일, 振込ファイル), a cancel verb also read as "disable" before
//    subscriptions or orders;
//  - amounts in local notations (RM80,000, 500k or 3 tr in Vietnamese, 2 jt / 500 rb in Indonesian) and rupees in Tamil and
//    Telugu script (context.ts).
import type { Tagged } from './words';

type Lexicon = Record<string, readonly string[]>;

/** Words added to the shared lexicon (text/lexicon.ts lists this group). `n:b25*` tags are read only by intlB25Tags below. */
export const INTLB25: Lexicon = {
  // People whose data a business keeps.
  'n:b25who': [
    'ja 顧客 お客様 会員 社員 従業員 スタッフ 生徒 学生 患者 ユーザー 利用者 保護者 取引先',
    'zh 客户 客戶 顾客 顧客 会员 會員 员工 員工 学生 學生 病人 患者 用户 用戶 家长 家長',
    'ko 고객 회원 직원 사원 학생 환자 사용자 학부모 임직원',
    'vi khách_hàng nhân_viên học_sinh bệnh_nhân thành_viên người_dùng phụ_huynh',
    'th ลูกค้า พนักงาน นักเรียน ผู้ป่วย สมาชิก ผู้ปกครอง',
    'id pelanggan karyawan pegawai siswa murid pasien anggota nasabah',
    'ms pelanggan pekerja kakitangan pelajar murid pesakit ahli',
    'tl customer customers kliyente empleyado estudyante pasyente miyembro',
    'sw wateja mteja wafanyakazi mfanyakazi wanafunzi wagonjwa wanachama',
    'hi ग्राहक कस्टमर कर्मचारी स्टाफ छात्र मरीज सदस्य अभिभावक',
    'bn গ্রাহক কাস্টমার কর্মচারী কর্মী ছাত্র শিক্ষার্থী রোগী সদস্য অভিভাবক',
    'ta வாடிக்கையாளர* ஊழியர* மாணவர* நோயாளி* உறுப்பினர* கஸ்டமர*',
    'te కస్టమర* ఉద్యోగు* విద్యార్థు* రోగు* సభ్యు* వినియోగదారు*',
    'mr ग्राहक कर्मचारी विद्यार्थी रुग्ण सदस्य',
    'ar العملاء عملاء العميل الزبائن زبائن الموظفين موظفين الطلاب المرضى الأعضاء المشتركين',
    'he הלקוחות לקוחות העובדים עובדים התלמידים תלמידים המטופלים המנויים',
    'fa مشتری مشتریان مشتریها کارمندان کارکنان بیماران',
    'ur کسٹمر کسٹمرز گاہک گاہکوں ملازمین طلبہ مریض',
    'am ደንበኛ ~ደንበኞች ~ሰራተኞች ~ተማሪዎች',
  ],
  // What is kept about them: a list, data, numbers, addresses, records.
  'n:b25datum': [
    'ja リスト 名簿 データ 情報 電話番号 携帯番号 住所 連絡先 メールアドレス 成績',
    'zh 名单 名單 列表 资料 資料 数据 數據 信息 手机号 手機號 电话号码 電話號碼 电话 電話 地址 联系方式 聯絡方式 成绩 成績',
    'ko 명단 목록 리스트 데이터 정보 전화번호 연락처 주소 성적',
    'vi danh_sách dữ_liệu thông_tin số_điện_thoại sđt địa_chỉ bảng_lương',
    'th รายชื่อ ข้อมูล เบอร์โทร เบอร์โทรศัพท์ ที่อยู่',
    'id daftar data informasi nomor_hp nomor_telepon no_hp no_telp alamat kontak',
    'ms senarai data maklumat nombor_telefon no_telefon alamat',
    'tl listahan datos impormasyon numero address',
    'sw orodha data taarifa namba_za_simu nambari_za_simu anwani',
    'hi लिस्ट सूची डेटा डाटा जानकारी फ़ोन_नंबर फोन_नंबर पते',
    'bn তালিকা ডেটা ডাটা তথ্য ফোন_নম্বর ঠিকানা',
    'ta பட்டியல* தரவு* விவரங்கள* தொலைபேசி_எண* முகவரி* டேட்டா*',
    'te జాబితా* డేటా* వివరాలు* ఫోన్_నంబర* చిరునామా* లిస్ట*',
    'mr यादी डेटा माहिती फोन_नंबर पत्ते',
    'ar قائمة قوائم بيانات معلومات أرقام ارقام عناوين',
    'he רשימת רשימה נתוני פרטי טלפונים מספרי כתובות',
    'fa لیست فهرست اطلاعات شماره آدرس',
    'ur لسٹ فہرست ڈیٹا معلومات نمبرز فون_نمبر پتے',
    'am ~ዝርዝር ~መረጃ',
  ],
  // "Personal, private, my own" said of where a thing goes.
  'n:b25own': [
    'ja 個人 私用 自分の プライベート 私物', 'zh 私人 个人 個人 自己的 私用', 'ko 개인', 'vi cá_nhân riêng', 'th ส่วนตัว', 'id pribadi', 'ms peribadi sendiri',
    'tl personal sariling', 'sw binafsi', 'hi निजी पर्सनल अपने', 'bn ব্যক্তিগত পার্সোনাল নিজের', 'ta தனிப்பட்ட* சொந்த* பர்சனல*', 'te వ్యక్తిగత* పర్సనల* సొంత*',
    'mr वैयक्तिक पर्सनल', 'ar الشخصي الشخصية الخاص الخاصة', 'he הפרטי הפרטית פרטי האישי', 'fa شخصی', 'ur ذاتی پرسنل', 'am ~የግል',
  ],
  // A mailbox, a drive, a chat account, a phone.
  'n:b25box': [
    'en gmail yahoo hotmail outlook icloud dropbox email mail drive zalo whatsapp wa telegram kakaotalk viber messenger',
    'ja メール アドレス ドライブ アカウント スマホ', 'zh 邮箱 郵箱 邮件 郵件 网盘 網盤 微信 手机 手機 账号 帳號', 'ko 메일 이메일 지메일 네이버 드라이브 카톡 계정 폰',
    'vi điện_thoại', 'th อีเมล ไลน์ ไดรฟ์ โทรศัพท์', 'id surel hp', 'ms emel e-mel telefon', 'sw barua_pepe simu',
    'hi ईमेल जीमेल मेल ड्राइव फ़ोन फोन', 'bn ইমেইল জিমেইল মেইল ড্রাইভ ফোন', 'ta ஜிமெயில* மின்னஞ்சல* மெயில* டிரைவ*', 'te జీమెయిల* ఈమెయిల* మెయిల* డ్రైవ*',
    'mr जीमेल ईमेल मेल ड्राइव', 'ar بريدي بريد إيميل ايميل جيميل درايف', 'he מייל המייל ג\'ימייל דרייב', 'fa جیمیل ایمیل درایو', 'ur ای_میل جی_میل میل ڈرائیو', 'am ኢሜል ኢሜይል',
  ],
  // A price, and the words that raise or cut one (besides cls-intlB22's n:raise).
  'o:price': [
    'ja 値段 売価 定価 販売価格 値札', 'zh 售价 售價 单价 單價 定价 定價', 'ko 가격 판매가 정가', 'vi giá giá_bán', 'th ราคา', 'id harga', 'ms harga', 'tl presyo',
    'sw bei', 'hi दाम कीमत क़ीमत प्राइस', 'bn দাম মূল্য', 'ta விலை*', 'te ధర ధరలు ధరను ధరల', 'mr किंमत', 'ar سعر أسعار السعر الأسعار', 'he מחיר מחירים המחיר המחירים',
    'fa قیمت', 'ur قیمت قیمتیں', 'am ~ዋጋ',
  ],
  'n:b25cut': [
    'ja 下げて 値下げ 割引 半額 値引き', 'zh 降价 降價 打折 减价 減價 降低', 'ko 내려 할인 인하해 인하하 인상해 인상하', 'vi giảm', 'th ลด', 'id turunkan diskon potong', 'ms turunkan diskaun',
    'tl babaan bawasan diskwento', 'sw punguzo', 'hi घटा छूट', 'bn কমিয়ে ছাড়', 'ta குறை* தள்ளுபடி*', 'te తగ్గించ* డిస్కౌంట*', 'mr कमी सवलत', 'ar خفض خفّض تخفيض خصم',
    'he תוריד הורד הנחה', 'fa تخفیف', 'ur رعایت ڈسکاؤنٹ', 'am ~ቀንስ',
    // (and the raising words cls-intlB22's n:raise lacks)
    'id naikkan', 'ms naikkan', 'tl taasan itaas', 'sw ongeza pandisha', 'vi tăng', 'he תעלה העלה', 'ta உயர்த்து*', 'te పెంచ*', 'mr वाढव', 'ur بڑھا',
  ],
  // Putting a thing somewhere (a sheet, a group, a page): with a public place, it is published (intlB25Tags).
  'n:b25put': [
    'en put paste', 'ja 貼り付け 載せて 置いて 入れて', 'zh 放到 贴到 貼到 放在 发到 發到 挂到 掛到', 'ko 붙여 넣어 게시', 'vi đăng dán để_lên đưa_lên', 'id taruh masukkan tempel unggah',
    'ms letak masukkan tampal', 'th ใส่ แปะ โพสต์', 'tl ilagay', 'sw weka', 'hi डाल daal dal_do', 'bn রাখ দিয়ে', 'ta போடு போட்டு', 'te పెట్టు పెట్టండి', 'mr टाक',
    'ar ضع حط انشر', 'he תשים שים תעלה', 'fa بذار بزار', 'ur ڈال', 'am ~አስቀምጥ',
  ],
  // Verbs that are a price change by themselves (値下げ, 打折, 降价, 할인해, giảm giá, ลดราคา).
  'v:price': ['ja 値下げ 値上げ 値引き 半額に', 'zh 打折 降价 降價 涨价 漲價 减价 減價 调价 調價', 'ko 할인해 할인하', 'vi giảm_giá tăng_giá', 'th ลดราคา ขึ้นราคา'],
  // Money sent or paid in the thin languages' verb forms (Amharic "pay", Tagalog "send / pay", Swahili "send him / me / them").
  'v:pay': ['am ~ክፈል ~ክፈሉ ~ክፈይ', 'tl magbayad bayaran ibayad', 'sw mlipe walipe nilipe',
    // Topping up a phone or a wallet (nạp tiền, 充值, チャージ, เติมเงิน, रिचार्ज, magpaload): money paid in.
    'vi nạp nạp_tiền', 'zh 充值 充话费 充話費', 'ja チャージして チャージしといて', 'th เติมเงิน', 'hi रिचार्ज', 'tl magpaload mag-load'],
  'v:send': ['tl magpadala nagpadala ipinadala padalhan magpapadala', 'sw mtumie nitumie watumie umtumie tumieni'],
  // Pay and salaries.
  'o:money': ['te జీతం జీతాలు జీతాల', 'ta சம்பள*', 'am ~ደሞዝ ~ደመወዝ', 'mr पगार', 'id langganan', 'ms langganan'],
  // A payee never seen before: a stranger's, an unknown account.
  'm:new': [
    'ar غير_معروف غير_معروفة', 'zh 陌生 陌生的 不认识的 不認識的', 'ja 初めての 知らない 見知らぬ', 'ms baharu', 'vi tài_khoản_lạ số_tài_khoản_lạ người_lạ', 'id tidak_dikenal tak_dikenal',
    'th ไม่รู้จัก', 'ar مجهول غريب', 'he לא_מוכר', 'hi अनजान anjaan anjan', 'ur انجان', 'bn অচেনা', 'ta தெரியாத', 'te తెలియని', 'mr अनोळखी', 'fa ناشناس',
    'tl hindi_kilala', 'am ~ያልታወቀ',
  ],
  // "All" glued to its noun (Telugu "to all", Hebrew "to / from all").
  'm:all': ['he לכל מכל', 'hi पूरा', 'bn পুরো', 'ur پورا پوری پورے'],
  // Two-factor sign-in in Vietnamese; parental controls (a child's phone or account filtered and limited).
  'o:security': ['vi xác_thực_hai_lớp xác_thực_2_lớp bảo_mật_hai_lớp bảo_mật_2_lớp xác_minh_hai_bước xác_thực_hai_yếu_tố kiểm_soát_của_phụ_huynh kiểm_soát_phụ_huynh kiểm_soát_trẻ_em chế_độ_trẻ_em',
    'ja ペアレンタルコントロール ペアレンタル・コントロール フィルタリング 利用制限 スクリーンタイム', 'zh 家长控制 家長控制 家长监护 家長監護 青少年模式 儿童模式 兒童模式', 'te పేరెంటల్_కంట్రోల* తల్లిదండ్రుల_నియంత్రణ*',
    'ms kawalan_ibu_bapa', 'ar الرقابة_الأبوية', 'he בקרת_הורים', 'fa کنترل_والدین', 'ur پیرنٹل_کنٹرول', 'sw udhibiti_wa_wazazi', 'mr पालक_नियंत्रण', 'ta பெற்றோர்_கட்டுப்பாடு*'],
  // A consumer mailbox (QQ, 163, 126 mail) is a personal one; "public" in Urdu and Hindi script.
  'm:external': ['zh qq邮箱 qq郵箱 163邮箱 126邮箱'],
  'm:public': ['ur پبلک عوامی', 'hi पब्लिक सार्वजनिक'],
  // A phone (Thai, Indonesian, Malay): a device.
  'o:device': ['th โทรศัพท์ มือถือ', 'id ponsel', 'ms telefon_bimbit'],
  // A whole phone or computer wiped back to factory settings.
  'v:wipe': ['ja 工場出荷 出荷時の状態 ファクトリーリセット', 'zh 恢复出厂 恢復出廠 出厂设置 出廠設定 出廠設置', 'ko 공장_초기화 공장초기화', 'vi cài_đặt_gốc', 'th ค่าโรงงาน',
    'id reset_pabrik setel_ulang_pabrik', 'ms tetapan_semula_kilang set_semula_kilang reset_kilang', 'hi फैक्ट्री_रिसेट', 'bn ফ্যাক্টরি_রিসেট', 'ta ஃபேக்டரி_ரீசெட*', 'te ఫ్యాక్టరీ_రీసెట*',
    'mr फॅक्टरी_रीसेट', 'ar ضبط_المصنع إعدادات_المصنع', 'he איפוס_יצרן איפוס_להגדרות_היצרן', 'fa تنظیمات_کارخانه ریست_فکتوری', 'ur فیکٹری_ری_سیٹ', 'sw mipangilio_ya_kiwanda'],
  // Stopping a subscription (Indonesian/Malay berhentikan, Swahili sitisha); langganan (a subscription) is money above.
  'v:cancel': ['id berhentikan', 'ms berhentikan', 'sw sitisha sitisheni'],
  // A plan asked for, not the act.
  'v:plan': [
    'vi lên_kế_hoạch lập_kế_hoạch', 'id buat_rencana susun_rencana rencanakan', 'ms buat_rancangan', 'th วางแผน', 'ko 계획_세워 계획을_세워 계획만', 'ja 計画を立て 計画だけ',
    'zh 做个计划 做個計劃 规划一下 規劃一下 做计划 做計劃', 'hi योजना_बना प्लान_बना plan_bana plan_banao', 'ar ضع_خطة اكتب_خطة', 'he תכנן תכנני', 'ur منصوبہ_بنا پلان_بنا',
    'sw panga_mpango andaa_mpango', 'tl magplano gumawa_ng_plano', 'te ప్లాన్_చేయి', 'bn পরিকল্পনা_কর*',
  ],
};

/** Cheap gate: a non-Latin letter, a Latin-script language's people or money word, or Hinglish "se". */
const GATE = /[\u00c0-\u024f\u1e00-\u1eff\u0590-\u06ff\u0904-\u0dff\u0e00-\u0e7f\u1200-\u137f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]|\b(?:se|khách|danh|pelanggan|senarai|daftar|orodha|wateja|listahan|customer|gmail|email|emel|giá|harga|presyo|bei)\b|\brm\s?\d/;

/** What may stand between a people noun and its data noun: a possessive or linking particle, nothing else. */
const JOIN = /^\s{0,2}(?:の|的|의|của|ng(?:\s+mga)?|ya|za|la|wa|की|का|के|dari|של|کی|کا|کے)?\s{0,2}$/;
/** What may stand between "personal" and the mailbox: a possessive ("my") or a linking particle. */
const OWN_JOIN = /^\s{0,2}(?:[a-z0-9]{1,10}\s?)?(?:の|的|의|\s|kong|mong|niyang|ko|ng|yangu|yako|yake|của\s+(?:tôi|mình|em|anh|chị)|saya|ku|aku|ya|na|का|की|के|নিজের|আমার|എന്റെ|என்|నా|माझ्या|میرے|میری|my)?\s{0,2}(?:ng\s)?$/;

/** A Hinglish text: two of its function words or light verbs. */
const HINGLISH = /\b(?:ko|ka|ki|ke|mein|me|pe|par|kar|karo|kardo|karna|do|dena|dijiye|bhej\w*|hai|hain|nahi|mat|wala|wali|wale|sab|saare|sare|sabhi|naye|naya|nayi|aur|abhi|jaldi|paise|rupaye)\b/g;
/** "全" that is no "all": 安全 (safety), 完全, 健全, 保全, 万全, and 全然 / 全く (at all), 全角, 全力, 全般, 全画面, 全文, 全开. */
const ZEN_NOT_ALL = /^(?:全然|全く|全角|全力|全般|全画面|全文|全开|全開|全速|全新|全球|全国|全國|全面|全体的|全身)/;
const ZEN_BEFORE_NOT = /[安完健保万萬十]$/;

/** A notice or announcement about the change (お知らせ, 案内, 通知, 公告, 안내, 공지, thông báo, pemberitahuan, ประกาศ, सूचना, إشعار). */
const NOTICE_AFTER = /^\s?(?:の|的|에\s?대한)?\s?(?:お知らせ|案内|告知|通知|公告|公告|안내|공지|알림|thông báo|pemberitahuan|pengumuman|ประกาศ|แจ้ง|सूचना|নোটিশ|إشعار|הודעה|اطلاعیه)/;

/** Tag-level readings (called from words.ts for every reader of prose). */
export function intlB25Tags(text: string, out: Tagged[]): void {
  if (!GATE.test(text)) return;
  const add: Tagged[] = [];
  const drop = new Set<Tagged>();
  const has = (kind: Tagged['kind'], name: string) => out.some((t) => t.kind === kind && t.name === name);
  const clauseBreak = (a: number, b: number) => /[。.!！?？\n;；,，、]/.test(text.slice(a, b));

  // People's data: a people noun and a data noun joined only by a particle.
  if (has('n', 'b25who') && has('n', 'b25datum')) {
    for (const p of out) {
      if (p.kind !== 'n' || p.name !== 'b25who') continue;
      for (const d of out) {
        if (d.kind !== 'n' || d.name !== 'b25datum') continue;
        const [a, b] = p.end <= d.start ? [p, d] : d.end <= p.start ? [d, p] : [null, null];
        if (!a || !b) continue;
        const gap = text.slice(a.end, b.start);
        // (the people noun may carry a plural or case ending before the particle: ग्राहकांची, কস্টমার্স, কাস্টমারদের)
        if (gap.length > 10 || !JOIN.test(gap.replace(/^[\p{L}\p{M}]{0,5}/u, ''))) continue;
        if (!out.some((t) => t.kind === 'o' && t.name === 'pii' && t.start <= a.start && t.end >= b.end)) add.push({ kind: 'o', name: 'pii', start: a.start, end: b.end });
      }
    }
  }
  // A personal mailbox or drive: outside the company's control.
  if (has('n', 'b25own') && has('n', 'b25box')) {
    for (const o of out) {
      if (o.kind !== 'n' || o.name !== 'b25own') continue;
      // (a stem's ending may stand before the particle: పర్సనల్ జీమెయిల్, "personal" matched as its stem)
      const joined = (a: number, b: number) => b >= a && b - a <= 12 && OWN_JOIN.test(text.slice(a, b).replace(/^[\p{L}\p{M}]{0,5}/u, ''));
      const box = out.find((b) => b.kind === 'n' && b.name === 'b25box' && (joined(o.end, b.start) || joined(b.end, o.start)));
      if (!box) continue;
      const s = Math.min(o.start, box.start);
      const e = Math.max(o.end, box.end);
      if (!out.some((t) => t.kind === 'm' && t.name === 'external' && t.start < e && t.end > s)) add.push({ kind: 'm', name: 'external', start: s, end: e });
    }
  }
  // A price raised or cut: the price is changed (judged as a price change by meaning.ts).
  if (has('o', 'price') && !has('v', 'price') && !has('v', 'update')) {
    for (const t of out) {
      if (!((t.kind === 'n' && (t.name === 'raise' || t.name === 'b25cut')) || (t.kind === 'v' && t.name === 'reduce'))) continue;
      const p = out.find((x) => x.kind === 'o' && x.name === 'price' && Math.abs((x.start < t.start ? t.start - x.end : x.start - t.end)) <= 16 && !clauseBreak(Math.min(x.end, t.end), Math.max(x.start, t.start)));
      if (p) {
        add.push({ kind: 'v', name: 'price', start: t.start, end: t.end });
        // (ارفع / 올려 also upload a file: beside a price, they do not.)
        for (const u of out) if (u.kind === 'v' && u.name === 'upload' && u.start < t.end && u.end > t.start) drop.add(u);
        break;
      }
    }
  }
  // Telugu "all" glued to its noun after sandhi (ఉద్యోగులందరికీ, "to all the employees"; మీరందరూ).
  if (/[\u0c00-\u0c7f]ందర(?:ికీ|ికి|ూ|ి)/.test(text) && !has('m', 'all')) {
    const m = /[\u0c00-\u0c7f]ందర(?:ికీ|ికి|ూ|ి)/.exec(text);
    if (m) add.push({ kind: 'm', name: 'all', start: m.index + 1, end: m.index + m[0].length });
  }
  // Chinese "打八折 / 打 7 折" (a percentage of the price): a price change.
  if (text.includes('折') && !has('v', 'price')) {
    const m = /打\s?[一二三四五六七八九\d.]{1,3}\s?折/.exec(text);
    if (m) add.push({ kind: 'v', name: 'price', start: m.index, end: m.index + m[0].length });
  }
  // "全" as a prefix of its noun (全商品, 全注文, 全店, 全データ): all of them.
  if (text.includes('全') && !has('m', 'all')) {
    for (let i = text.indexOf('全'); i >= 0; i = text.indexOf('全', i + 1)) {
      if (out.some((t) => t.kind === 'm' && t.start <= i && t.end > i)) continue;
      if (ZEN_BEFORE_NOT.test(text.slice(Math.max(0, i - 1), i)) || ZEN_NOT_ALL.test(text.slice(i, i + 3))) continue;
      if (!/^[\u3040-\u30ff\u4e00-\u9fff]/.test(text.slice(i + 1, i + 2)) || /^[部体體て]/.test(text.slice(i + 1, i + 2))) continue;
      add.push({ kind: 'm', name: 'all', start: i, end: i + 1 });
      break;
    }
  }
  // A thing put into a public place (a public sheet, page or group): published.
  if (has('m', 'public') && !out.some((t) => t.kind === 'v' && t.name !== 'read' && t.name !== 'plan' && t.name !== 'create')) {
    const pub = out.find((t) => t.kind === 'm' && t.name === 'public');
    const put = pub && out.find((t) => (t.kind === 'n' && (t.name === 'b25put' || (t.name === 'bestow' && /[^ -~]/.test(text.slice(t.start, t.end))))) && Math.abs(t.start < pub.start ? pub.start - t.end : t.start - pub.end) <= 40 && !clauseBreak(Math.min(t.end, pub.end), Math.max(t.start, pub.start)));
    if (put) add.push({ kind: 'v', name: 'publish', start: put.start, end: put.end });
  }
  for (const t of out) {
    if (t.kind !== 'v') continue;
    const word = text.slice(t.start, t.end);
    // Japanese 消す said of a light or the TV (電気を消して, テレビ消しといて) switches it off; nothing is erased.
    if (t.name === 'delete' && word.startsWith('消') && APPLIANCE.test(text) && !HOME_GUARD.test(text)) {
      drop.add(t);
      add.push({ kind: 'v', name: 'disable', start: t.start, end: t.end });
    }
    // A price change named as the subject of a notice (値下げのお知らせ, 降价通知, 가격 인하 안내문): the notice is what is made.
    if (t.name === 'price' && NOTICE_AFTER.test(text.slice(t.end, t.end + 10))) drop.add(t);
    // "RM 500" is the ringgit, not the shell's rm.
    if (t.name === 'delete' && word === 'rm' && /^\s?\d/.test(text.slice(t.end, t.end + 2))) {
      drop.add(t);
      if (/memindahkan|mindahin|hantar|kirim|bayar/.test(text) && !has('v', 'pay')) add.push({ kind: 'v', name: 'pay', start: t.start, end: t.end });
    }
    // Persian puts its "don't" before the verb as ن (نفرست, نکن, نزن): the act is refused.
    if (text.charCodeAt(t.start - 1) === 0x0646 && !/[\p{L}\p{M}]/u.test(text.slice(Math.max(0, t.start - 2), t.start - 1)) && /[پچژگکی]/.test(text)) drop.add(t);
    // 支付 inside 支付宝 / 支付寶 (Alipay) is the wallet's name, not a payment.
    if (t.name === 'pay' && word === '支付' && /^[宝寶]/.test(text.slice(t.end, t.end + 1))) drop.add(t);
    // A transfer word naming a kind of file (이체 파일, 振込ファイル, 转账文件): the file is what is made or sent.
    if (t.name === 'pay' && /^\s?(?:파일|ファイル|文件|檔案|データ|엑셀|エクセル|表格)/.test(text.slice(t.end, t.end + 5))) drop.add(t);
    // Hinglish "GPay se", "account se" (from / via) is no Norwegian "se" (look).
    if (t.name === 'read' && word === 'se' && new Set([...text.matchAll(HINGLISH)].map((m) => m[0])).size >= 2) drop.add(t);
    // A word read both as "cancel" and "disable" (תבטל) before subscriptions, orders or payments: cancelled.
    if (t.name === 'disable' && out.some((u) => u.kind === 'v' && u.name === 'cancel' && u.start === t.start && u.end === t.end) && has('o', 'money')) drop.add(t);
  }
  if (!add.length && !drop.size) return;
  if (drop.size) for (let k = out.length - 1; k >= 0; k--) if (drop.has(out[k] as Tagged)) out.splice(k, 1);
  out.push(...add);
}

// ------------------------------------------------------------------ amounts (text/numbers.ts numbersInWords)

const VI_MONEY_VERB = /chuyển|gửi|nạp|trả|thanh toán|\bck\b|momo|zalopay|ví|tài khoản|stk/;
/** 500k, 3tr, 3 tr, 2 triệu, 50 nghìn with no currency after it (Vietnamese writes đồng by default). */
const VI_NO_UNIT = /(\d[\d.,]*)\s?(k|tr|triệu|nghìn|ngàn|tỷ|tỉ)(?![\p{L}])(?!\s?(?:đồng|đ|vnd|usd|\$|đô))/giu;
const VI_SCALE: Record<string, string> = { k: 'nghìn', tr: 'triệu', 'triệu': 'triệu', 'nghìn': 'nghìn', 'ngàn': 'ngàn', 'tỷ': 'tỷ', 'tỉ': 'tỷ' };
const ID_MONEY_VERB = /\b(?:transfer|tf|kirim|bayar|top\s?up|isi|saldo|gopay|ovo|dana|rekening|pindahkan|hantar)\b/;
/** 2 jt, 500rb, 1,5 jt (juta, ribu) with no currency. */
const ID_NO_UNIT = /(\d[\d.,]*)\s?(jt|juta|rb|ribu)(?![\p{L}])(?!\s?(?:rupiah|rp|ringgit|idr))/giu;
/** RM80,000, RM 500: the Malaysian ringgit written before the amount. */
const RINGGIT = /(?<![\p{L}\d])rm\s?(\d[\d.,]*(?:\s?(?:k|juta|ribu))?)(?![\p{L}\d])/giu;

export function paidNoUnitB25(text: string): string {
  let t = text;
  if (/rm\s?\d/i.test(t)) t = t.replace(RINGGIT, '$1 ringgit');
  if (/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(t) && VI_MONEY_VERB.test(t)) t = t.replace(VI_NO_UNIT, (_m, n: string, s: string) => `${n} ${VI_SCALE[s.toLowerCase()] ?? s} đồng`);
  if (ID_MONEY_VERB.test(t.toLowerCase())) t = t.replace(ID_NO_UNIT, (_m, n: string, s: string) => `${n} ${/^j/i.test(s) ? 'juta' : 'ribu'} rupiah`);
  return t;
}

// ------------------------------------------------------------------ household appliances (meaning.ts)

/** Lights, the TV, air conditioning, fans, heaters, speakers, curtains and the like, in the languages above. */
const APPLIANCE = /(?<![\p{L}\p{N}])(?:lights?|lamps?|bulbs?|tv|television|air\s?con\w*|fans?|heater|heating|speakers?|music|humidifier|purifier|robot\s+vacuum|vacuum|roomba|blinds|curtains|kettle|coffee\s+maker|washing\s+machine|dryer|dishwasher|rice\s+cooker|lampu|kipas|tirai|langsir|pemanas|ilaw|aircon|bentilador|kurtina|taa|feni|kiyoyozi|runinga|đèn|tivi|quạt|máy lạnh|điều hòa|điều hoà|máy sưởi|rèm)(?![\p{L}\p{N}])|電気|照明|ライト|電灯|テレビ|エアコン|扇風機|暖房|冷房|ヒーター|加湿器|空気清浄機|掃除機|ルンバ|カーテン|炊飯器|洗濯機|灯|燈|电视|電視|空调|空調|风扇|風扇|暖气|暖氣|加湿器|加濕器|净化器|淨化器|扫地机|掃地機|窗帘|窗簾|洗衣机|洗衣機|热水器|熱水器|(?:^|\s)불(?=을|\s|좀|$)|조명|전등|티비|텔레비전|에어컨|선풍기|난방|히터|가습기|공기청정기|청소기|커튼|세탁기|보일러|ไฟ(?!ร|ล)|ทีวี|โทรทัศน์|แอร์|พัดลม|เครื่องฟอกอากาศ|ม่าน|เครื่องซักผ้า|लाइट|बत्ती|बल्ब|टीवी|एसी|पंखा|हीटर|गीज़र|गीजर|कूलर|লাইট|বাতি|টিভি|এসি|ফ্যান|পাখা|হিটার|லைட்|விளக்கு|டிவி|ஏசி|ஃபேன்|மின்விசிறி|లైట్|దీపం|టీవీ|ఏసీ|ఫ్యాన్|टीव्ही|दिवा|الضوء|ضوء|الأنوار|النور|المصباح|التلفزيون|التلفاز|المكيف|مكيف|المروحة|السخان|الستائر|האור|האורות|המנורה|הטלוויזיה|המזגן|מזגן|המאוורר|הדוד|چراغ|لامپ|تلویزیون|کولر|پنکه|بخاری|لائٹ|بتی|پنکھا|ہیٹر|መብራት|ቴሌቪዥን/iu;
/** …but not the home's security: cameras, locks, alarms, sensors, the gate, the firewall. */
const HOME_GUARD = /(?<![\p{L}\p{N}])(?:cameras?|cctv|locks?|alarms?|doorbell|sensors?|smoke|detectors?|security|guard|gate|firewall|kamera|kunci|penggera|keamanan|keselamatan|kandado|alarma|kufuli|kengele|usalama|khóa|báo động|an ninh)(?![\p{L}\p{N}])|カメラ|防犯|ロック|鍵|警報|アラーム|センサー|摄像|攝像|监控|監控|锁|鎖|门禁|門禁|警报|警報|报警|報警|传感|傳感|카메라|도어락|잠금|경보|보안|센서|กล้อง|ล็อค|กันขโมย|สัญญาณเตือน|कैमर|सीसीटीवी|সিসিটিভি|சிசிடிவி|సీసీటీవీ|ताला|अलार्म|सुरक्षा|सेंसर|ক্যামেরা|তালা|অ্যালার্ম|নিরাপত্তা|கேமரா|பூட்டு|அலாரம்|కెమెరా|తాళం|అలారం|كاميرا|قفل|إنذار|انذار|الأمن|מצלמ|מנעול|אזעק|אבטח|دوربین|دزدگیر|امنیت|کیمرہ|تالا|الارم|ካሜራ/iu;
/** (lead25) …nor a sign-in or data control named beside it ("Disable the music and MFA for all users"). */
const ACCOUNT_GUARD_L25 = /\b(?:mfa|2fa|two[- ]factor|otp|sso|passwords?|passcodes?|auth\w*|encrypt\w*|audit|logging|backups?|antivirus|defender|vpn|screen\s*lock|sign[- ]?in|log[- ]?in|users)\b/i;
const APPLIANCE_VERBS: ReadonlySet<string> = new Set(['disable', 'stop', 'enable', 'update', 'reduce', 'weaken', 'restart']);
const APPLIANCE_OBJS: ReadonlySet<string> = new Set(['unknown', 'device', 'space', 'regenerable', 'security']);

/** A household appliance switched, dimmed or set (lights off, the AC to 26 degrees): a home's own comfort setting, undone by
 *  switching it back; the home's cameras, locks and alarms keep their reading as controls. */
export function homeApplianceB25(verb: string, obj: string, env: string | undefined, w: string): boolean {
  return APPLIANCE_VERBS.has(verb) && APPLIANCE_OBJS.has(obj) && env !== 'prod' && env !== 'staging' && APPLIANCE.test(w) && !HOME_GUARD.test(w) && !ACCOUNT_GUARD_L25.test(w) && !/\b(?:prod|production|server|servers|cluster|database|datacenter|data\s+center)\b|本番|生产|生產|운영/i.test(w);
}
