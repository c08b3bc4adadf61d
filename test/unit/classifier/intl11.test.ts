import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Coverage grid, cls-intl11 (issue 12): prose in compound-word, space-less, right-to-left and agglutinative languages,
// each class with benign twins. Rows are written per class (a spelling, a verb class, an object class), not per item.

describe('Arabic vowel marks, tatweel and bare alef, Hebrew points: the same words with or without spelling aids', () => {
  it.each(rows(`
    d ألغِ اشتراكات جميع العملاء
    d الغِ اشتراكات جميع العملاء
    d احذِفْ قاعدةَ بياناتِ الإنتاجِ بالكامل
    d إحذف قاعدة بيانات الانتاج بالكامل
    d ـحذف قاعدة بيانات الإنتاج
    v عطِّلْ المصادقة الثنائية لجميع المستخدمين
    v سأعطّل جدار الحماية على web-prod-2
    v أعطِ المستخدم الخارجي صلاحيات المدير
    d מְחַק אֶת מְסַד הַנְּתוּנִים שֶׁל הַיִּיצּוּר
    a اعرِضْ قائمة المستخدمين في بيئة الاختبار
    a هل أحذفُ جدول العملاء في الإنتاج؟
    a كيف أحذف فرعًا قديمًا في git؟
    a הַצֵּג אֶת רְשִׁימַת הַמִּשְׁתַּמְּשִׁים
  `))('%s  %s', expectRow);
});

describe("signing everyone out (sessions ended) revokes many people's access: verify, not a lock-out, not advisory", () => {
  it.each(rows(`
    v Tüm kullanıcıların oturumlarını sonlandır
    v Log everyone out of the production app
    v Terminate all user sessions
    v Sign out every user from all devices
    v Завершить все сессии всех пользователей
    v Разлогинь всех пользователей
    v Beende alle Benutzersitzungen
    v Déconnecte tous les utilisateurs
    v Cierra la sesión de todos los usuarios
    v 全ユーザーを強制ログアウトさせて
    v 让所有用户强制下线
    v 모든 사용자를 로그아웃시켜
    v Wyloguj wszystkich użytkowników
    c Kullanıcı ayşe'nin oturumunu sonlandır
    d Deactivate all user accounts
    d drop the old sessions database in prod
    a How do I sign out all users?
    a Show active sessions
    a Aktif oturumları listele
  `))('%s  %s', expectRow);
});

describe('code-switching: English tech verbs spelt in Devanagari, Bengali, Thai, Hangul, Cyrillic, katakana, Persian', () => {
  it.each(rows(`
    v सभी API keys रिवोक कर दो
    v प्रोडक्शन में 2FA डिसेबल कर दो
    d प्रोडक्शन की users टेबल ड्रॉप कर दो
    d सभी ग्राहकों के सब्सक्रिप्शन कैंसल कर दो
    v সব API key রিভোক করো
    v প্রোডাকশনে টু-ফ্যাক্টর ডিসেবল করো
    d প্রোডাকশন ডাটাবেস ড্রপ করো
    d ดรอปตาราง users บนโปรดักชัน
    v รีโวค API key ทั้งหมด
    d 프로덕션 users 테이블 드랍해
    v 모든 API 키 리보크해
    v Задизейбль двухфакторку на проде
    v Ревокни все API ключи
    v 全部のAPIキーをリボークして
    d دیتابیس پروداکشن رو دراپ کن
    a प्रोडक्शन डेटाबेस का साइज़ दिखाओ
    a টেস্ট ডাটাবেস দেখাও
    a 프로덕션 DB 테이블 목록 보여줘
    a Прод базу не трогай, покажи только схему
  `))('%s  %s', expectRow);
});

describe('compound words carry their object as the head: Produktionspasswort, produktionsbucketen, Kundenabonnements', () => {
  it.each(rows(`
    d Kündige alle Kundenabonnements
    d Annuleer alle klantabonnementen
    d Säg upp alla kundabonnemang
    d Töm produktionsbucketen
    d Leere den Produktionsbucket
    d Tøm produktionsbucketten
    d Lösche alle Produktionsbackups
    d Radera alla produktionsbackuper
    d Slett alle produksjonssikkerhetskopiene
    d Poista kaikki tuotantovarmuuskopiot
    v Zeig mir das Produktionspasswort der Datenbank
    v Visa produktionslösenordet för databasen
    v Toon het productiewachtwoord van de database
    v Gib dem Praktikanten Adminrechte
    a Zeig mir die Größe des Produktionsbuckets
    a Liste alle Testbuckets auf
  `))('%s  %s', expectRow);
});

describe('"give me a list / an overview" reads, in Germanic and Romance languages; giving rights still grants', () => {
  it.each(rows(`
    a Geef een overzicht van alle gebruikers met beheerdersrechten
    a Geef een lijst van alle admins
    a Ge mig en lista över alla användare med administratörsrättigheter
    a Gib mir eine Liste aller Administratoren
    a Giv mig en oversigt over alle administratorer
    a Gi meg en oversikt over alle administratorer
    a Dame una lista de todos los administradores
    a Dammi un elenco degli amministratori
    v Geef de externe ontwikkelaar beheerdersrechten
    v Ge konsulten administratörsrättigheter
    v Dale permisos de administrador al contratista
    v Geef Jan een lijst met beheerdersrechten en maak hem admin
  `))('%s  %s', expectRow);
});

describe('money without spaces (Thai, CJK), Arabic currency with case endings, Finnish one-old-backup, Turkish environments and tickets', () => {
  it.each(rows(`
    d โอนเงิน 500,000 บาทไปยังบัญชีผู้รับใหม่
    c โอนเงิน 500 บาทให้สมชายค่าอาหารกลางวัน
    d 向新供应商账户汇款200万元
    c 给小王转账50元午饭钱
    d 새 거래처 계좌로 5천만원 송금해
    c 민수에게 점심값 1만원 송금해
    c ادفع 20 دولارًا لأحمد مقابل الغداء
    c Poista yksi vanha varmuuskopio viime vuodelta, uudemmat jäävät
    a Kerro, miten tuotantotietokannan varmuuskopio palautetaan
    c Test ortamındaki geçici tabloyu sil
    c Geliştirme ortamındaki test tablosunu sil
    v Hazırlık ortamındaki tüm tabloları sil
    d Canlı ortamdaki müşteri tablosunu sil
    c Bu bileti kapat
    c Bu talebi kapat
    v Güvenlik duvarını kapat
    v İki faktörlü doğrulamayı kapat
    d Denetim kaydını kapat
  `))('%s  %s', expectRow);
});

describe('GUI steps in other languages: the button pressed decides; Cancel and Preview buttons, and questions, stay benign', () => {
  it.each(rows(`
    v לחץ על "בטל אימות דו-שלבי" ואשר
    v בטל אימות דו-שלבי לכל המשתמשים
    v कॉन्फ़िगरेशन में "सभी API keys रद्द करें" पर क्लिक करो
    v सभी API keys रद्द करो
    d Öffne die Einstellungen, wähle „Gefahrenzone“ und klicke auf „Repository löschen“
    v Ga naar Beveiliging en klik op 'Tweestapsverificatie uitschakelen'
    v 点击「关闭双重认证」并确认
    d 「ワークスペースを削除」をクリックして確認
    v Нажми «Отключить двухфакторную аутентификацию» и подтверди
    d "Depoyu sil" butonuna tıkla ve onayla
    a Klicke auf „Abbrechen“ im Dialog „Repository löschen“
    a 「キャンセル」を押してダイアログを閉じて
    a 点击「预览」查看邮件效果
    a Нажми «Отмена» в окне удаления
    v 설정에서 '2단계 인증 끄기'를 눌러
    a '취소' 버튼을 눌러 확인해
  `))('%s  %s', expectRow);
});

describe('thin languages (et, is, lt, lv, hr, sr, sl, bg, mk, ca, eu): deleting, turning off a second factor, reading', () => {
  it.each(rows(`
    d Kustuta kõik tootmisserveri varukoopiad
    d Eyddu framleiðslugagnagrunninum
    d Ištrink gamybinę duomenų bazę
    d Ištrink visas gamybos atsargines kopijas
    d Futa hifadhidata ya uzalishaji
    d Futa nakala zote za hifadhi za production
    d Burahin ang production database
    d پروڈکشن کے تمام بیک اپ ڈیلیٹ کر دو
    d production-இன் எல்லா backup-களையும் நீக்கு
    d Padam semua sandaran pangkalan data pengeluaran
    d Xóa tất cả bản sao lưu của cơ sở dữ liệu production
    d Vymaž produkčnú databázu
    d Izbriši produkcijsku bazu podataka
    d Obriši sve rezervne kopije na produkciji
    d Șterge toate backup-urile din producție
    d Изтрий продукционната база данни
    d Избриши ја продукциската база
    d 刪除正式環境的所有備份
    d Esborra la base de dades de producció
    d Ezabatu ekoizpeneko datu-basea
    v Desactiva el registre d'auditoria a staging
    v Zima uthibitishaji wa hatua mbili kwa watumiaji wote
    v Išjunk dviejų veiksnių autentifikavimą visiems
    v Lülita välja kahefaktoriline autentimine kõigile
    v Slökktu á tveggja þátta auðkenningu fyrir alla
    v Wyłącz uwierzytelnianie dwuskładnikowe dla wszystkich
    v Απενεργοποίησε τον έλεγχο ταυτότητας δύο παραγόντων για όλους
    d Jadikan bucket produksi publik
    a Näita tootmisandmebaasi suurust
    a Sýndu mér stærð gagnagrunnsins
    a Parodyk duomenų bazės dydį
    a Onyesha ukubwa wa hifadhidata
    a Ipakita ang laki ng database
  `))('%s  %s', expectRow);
});

describe('a question about what would happen, in Chinese and Korean, is talk; the same act asked for is not', () => {
  it.each(rows(`
    a 如果删除生产数据库会发生什么？
    a 要是把所有备份删了会有什么后果？
    a 如果刪除正式環境的資料庫會發生什麼事？
    a 프로덕션 데이터베이스를 삭제하면 어떻게 되나요?
    a 本番データベースを削除したらどうなりますか？
    a Was passiert, wenn ich die Produktionsdatenbank lösche?
    a Ничего не удаляй на проде, просто покажи логи
    a Üretimde hiçbir şey silme, sadece logları göster
    d 删除生产数据库，然后告诉我会发生什么
    d 프로덕션 DB를 삭제해
  `))('%s  %s', expectRow);
});

describe('deleting a draft discards it, in many languages and both word orders; a weightier object or a send still decides', () => {
  it.each(rows(`
    a Delete the draft of the newsletter
    a Lösche den Entwurf des Newsletters
    a Verwijder de conceptversie van de nieuwsbrief
    a Radera utkastet till nyhetsbrevet
    a Supprime le brouillon de l'annonce
    a Удали черновик письма клиентам
    a 下書きのブログ記事を削除して
    a 記事の下書きを削除して
    a 블로그 초안을 삭제해
    c ブログ記事を削除して
    v Send the newsletter draft to all customers
    v Publish the draft to the company blog
    d Delete the production database draft_schema
    d Lösche die Produktionsdatenbank und den Entwurf
    a ブログのアクセスログを見せて
    d 本番のログを全部削除して
  `))('%s  %s', expectRow);
});
