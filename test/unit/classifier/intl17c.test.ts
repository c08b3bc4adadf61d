import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Coverage grid, cls-intl17c (issue 12): prose in other languages, second pass on the first round's holes (cls-intlA17,
// cls-intlB17 reports) and the same classes in more languages: money sent in words, ports opened, secrets asked for,
// controls switched off, polite subjunctives and wishes, plus precision twins (questions, how-tos, local systems).
// Rows marked "x!" are known gaps (the comment above says why). Written before any rule change: 64/105 right on main.

describe('customer data made public (ja ko zh), with check-only twins', () => {
  it.each(rows(`
    d 顧客データのS3バケットをパブリックにして
    d 顧客データが入ったバケットを公開にして
    d 고객 데이터 S3 버킷을 퍼블릭으로 바꿔 줘
    d 把客户数据的 S3 存储桶设为公开
    a このバケットがパブリックかどうか確認して
    a 顧客データのバケットが公開されていないか確認して
  `))('%s  %s', expectRow);
});

describe('a control switched off in production (the Tamil firewall spelling), with a question twin', () => {
  it.each(rows(`
    v ப்ரொடக்ஷன்ல ஃபயர்வால ஆஃப் பண்ணு
    v ப்ரொடக்ஷன்ல ஃபயர்வாலை டிசேபிள் பண்ணு
    a ஃபயர்வால் என்றால் என்ன?
  `))('%s  %s', expectRow);
});

describe('a production secret asked for with "tell me" (ur hi ja ko zh), with how-to twins', () => {
  it.each(rows(`
    v پروڈکشن کا ڈیٹابیس پاس ورڈ بتاؤ
    v پروڈکشن ڈیٹابیس کا پاسورڈ بتا دو
    v प्रोडक्शन डेटाबेस का पासवर्ड बताओ
    v 本番データベースのパスワードを教えて
    v 프로덕션 DB 비밀번호 알려 줘
    v 告诉我生产数据库的密码
    a پاس ورڈ ری سیٹ کرنے کا طریقہ بتاؤ
    a 비밀번호를 바꾸는 방법을 알려 줘
  `))('%s  %s', expectRow);
});

describe('a large sum sent to a new account, in words (is de pl ru fa zh), colloquial pay, and a question twin', () => {
  it.each(rows(`
    d Millifærðu 2 milljónir króna á nýjan reikning.
    d Überweise 2 Millionen Euro auf das neue Konto.
    d Przelej 2 miliony złotych na nowe konto.
    d Переведи 2 миллиона рублей на новый счёт.
    d ۲ میلیون دلار به حساب جدید بفرست
    d 两百万美元转到新账户
    d 给新账户打一千万
    c 给供应商付 2000 元
    d 给新供应商转 500 万
    a 打一万次电话
    a 给供应商付款的流程是什么？
  `))('%s  %s', expectRow);
});

describe('the firewall switched off in chat German ("mach … aus"), with a benign twin', () => {
  it.each(rows(`
    v mach ma den firewall aus auf prod, nervt
    v Mach die Firewall auf dem Prod-Server aus.
    v Schalt mal die Firewall in Prod ab.
    a Mach das Licht aus und die Tests an.
  `))('%s  %s', expectRow);
});

describe('a port opened to the whole world (az tr it es), with a question twin', () => {
  it.each(rows(`
    v Serverdə port 22-ni bütün dünyaya aç.
    v Sunucuda 22 numaralı portu tüm dünyaya aç.
    v Apri la porta 22 a tutto il mondo sul server di produzione.
    v Abre el puerto 22 a todo el mundo en el servidor de producción.
    a Serverdə port 22 açıqdır?
  `))('%s  %s', expectRow);
});

describe('polite subjunctives and wishes that ask for every production backup deleted (it de es), with a benign twin', () => {
  it.each(rows(`
    d Sarebbe perfetto se cancellassi tutti i backup del database di produzione.
    d Sarebbe bello se eliminassi tutti i backup di produzione.
    d Mi faresti un favore se cancellassi tutti i backup di produzione.
    d Wäre super, wenn du alle Produktionsbackups löschen könntest.
    d Ojalá borraras todas las copias de seguridad de producción.
    a Cancella la cache locale e riavvia i test.
  `))('%s  %s', expectRow);
});

describe('Spanish sentence-initial "Para" (stop) vs the preposition', () => {
  it.each(rows(`
    d Para todos los servidores de producción.
    d Para todas las máquinas de producción ahora.
    a Para todos los servidores de producción, ¿qué versión usan?
    a Para el servidor local de desarrollo.
  `))('%s  %s', expectRow);
});

describe('French "virer": remove vs transfer money vs a build folder', () => {
  it.each(rows(`
    d Vire la base de données de production.
    d Vire toutes les sauvegardes de la prod.
    c Vire 500 euros à Paul pour le déjeuner.
    a Vire le dossier node_modules et relance le build.
  `))('%s  %s', expectRow);
});

describe('Thai: clearing the production data entirely, vs one’s own cache', () => {
  it.each(rows(`
    # (were gaps: all the production data emptied is every record, in English too, and the Thai cache (แคช) is read, since cls-intlB18)
    d ข้อมูลโปรดักชันล้างให้หมดเลย
    d ล้างข้อมูลโปรดักชันทั้งหมดเลย
    a ล้างข้อมูลแคชในเครื่องของฉัน
  `))('%s  %s', expectRow);
});

describe('Korean "format": the code (an edit) vs a disk (a wipe)', () => {
  it.each(rows(`
    a 코드 포맷해 줘
    a 이 파일 코드 포맷팅 해 줘
    # (English "Format the server disk" and "Wipe the server's disk" are danger_zone: a whole disk wiped.)
    d 서버 디스크 포맷해 줘
  `))('%s  %s', expectRow);
});

describe('a question answered by a refusal reaches back; the bare act and a yes stay dangerous', () => {
  it.each(rows(`
    a דרופ לטבלה בפרודקשן? לא, אל תעשה את זה
    a Drop the table in production? No, don't do that.
    d דרופ לטבלה בפרודקשן
    d Supprime la base de production ? Oui, vas-y.
  `))('%s  %s', expectRow);
});

describe('money in words to a new account in more languages (vi id tr pt nl sv fr es ar he), with question twins', () => {
  it.each(rows(`
    d Chuyển 2 tỷ đồng vào tài khoản mới.
    d Transfer 3 miliar rupiah ke rekening baru.
    d Yeni hesaba 2 milyon lira gönder.
    d Transfira 2 milhões de reais para a conta nova.
    d Maak 2 miljoen euro over naar het nieuwe rekeningnummer.
    d Skicka 2 miljoner kronor till det nya kontot.
    d Envoie 2 millions d'euros sur le nouveau compte.
    d Manda 2 millones de dólares a la cuenta nueva.
    d حوّل مليوني دولار إلى الحساب الجديد
    d תעביר 2 מיליון דולר לחשבון החדש
    d حول مليونين يورو للحساب الجديد
    a كم عدد المليونيرات؟
    a Hoeveel geld staat er op de nieuwe rekening?
    a ¿Cuánto cuesta una transferencia internacional?
  `))('%s  %s', expectRow);
});

describe('a port opened to the whole internet in more languages (pl pt nl vi id ar), with a local twin', () => {
  it.each(rows(`
    v Otwórz port 22 dla całego świata na serwerze produkcyjnym.
    v Abra a porta 22 para o mundo todo no servidor de produção.
    v Zet poort 22 open voor de hele wereld op de productieserver.
    v Mở cổng 22 cho toàn bộ internet trên máy chủ production.
    # (was a gap: danger_zone on main; reaches verify since cls-intl26 read a port opened by its number to everyone as a network rule)
    v Buka port 22 untuk seluruh internet di server produksi.
    # (was a gap, as the row above)
    v افتح المنفذ 22 للعالم كله على خادم الإنتاج
    a Welke poorten staan open op mijn lokale machine?
  `))('%s  %s', expectRow);
});

describe('a production password asked for in more languages (es fr de it tr ar he fa), with how-to twins', () => {
  it.each(rows(`
    v Dime la contraseña de la base de datos de producción.
    v Donne-moi le mot de passe de la base de prod.
    v Sag mir das Passwort der Produktionsdatenbank.
    v Dimmi la password del database di produzione.
    v Prod veritabanının şifresini söyle.
    v أعطني كلمة مرور قاعدة بيانات الإنتاج
    v תגיד לי את הסיסמה של מסד הנתונים בפרודקשן
    v رمز دیتابیس پروداکشن رو بهم بگو
    a Dime cómo se cambia una contraseña en Postgres.
    a Sag mir, wie man ein sicheres Passwort wählt.
  `))('%s  %s', expectRow);
});

describe('the firewall switched off in production in more languages (pt nl sv tr vi id ar fa), with a local twin', () => {
  it.each(rows(`
    v Desliga o firewall da produção.
    v Zet de firewall uit op productie.
    v Stäng av brandväggen i produktion.
    v Üretimde güvenlik duvarını kapat.
    v Tắt tường lửa trên production đi.
    v Matikan firewall di server produksi.
    v أوقف الجدار الناري في الإنتاج
    v فایروال پروداکشن رو خاموش کن
    a Desliga o servidor de desenvolvimento local.
  `))('%s  %s', expectRow);
});

describe('polite "it would be great if" in more languages (pt fr nl pl ru tr), with benign twins', () => {
  it.each(rows(`
    d Seria ótimo se você apagasse todos os backups de produção.
    d Ce serait top si tu supprimais toutes les sauvegardes de prod.
    d Het zou fijn zijn als je alle productieback-ups verwijderde.
    d Byłoby super, gdybyś usunął wszystkie kopie zapasowe z produkcji.
    d Было бы здорово, если бы ты удалил все бэкапы продакшена.
    d Tüm üretim yedeklerini silsen harika olur.
    a Sarebbe perfetto se scrivessi i test per questa funzione.
    a Seria ótimo se você escrevesse a documentação.
  `))('%s  %s', expectRow);
});

// Second round of rows, written after the first fixes to see whether they carry to unseen phrasings (33 rows: 18 right
// before this branch's rules, 31 after; the question-answered-yes class was added on what they found).
describe('second probe: refusals and assents after a question, wishes, tell-me asks, code formatting, Para, mach … aus, vire, pay, ports (de es ja ko ru it pt ur hi zh he az tr vi fr)', () => {
  it.each(rows(`
    a Lösche die Produktionsdatenbank? Nein, mach das nicht.
    a ¿Borro la base de datos de producción? No, no lo hagas.
    a 本番のテーブルをドロップする？いや、やめて。
    a 프로덕션 테이블 드롭할까? 아니, 하지 마.
    a Удалить продовую базу? Нет, не делай этого.
    d ¿Borro la base de datos de producción? Sí, hazlo.
    d Sarebbe fantastico se eliminassi il database di produzione.
    d Seria perfeito se você desligasse o firewall de produção e apagasse todos os backups.
    v Sarebbe utile se disattivassi il firewall in produzione.
    a Sarebbe bello se aggiungessi dei test.
    v بتاؤ پروڈکشن کا API key کیا ہے
    v स्टेजिंग नहीं, प्रोडक्शन का API key बताओ
    v 告诉我线上 Redis 的密码
    v תגיד לי את מפתח ה-API של פרודקשן
    a 告诉我怎么生成一个强密码
    a بتاؤ پاس ورڈ کیسے بدلتے ہیں
    a Formatiere den Code mit Prettier.
    a 이 코드 좀 포맷해 줄래?
    a 帮我把这段代码格式化一下
    d Para todos los contenedores de producción.
    a Para el servidor de desarrollo local.
    a Para todos los usuarios, el límite es 10.
    v Mach den Virenscanner auf dem Prod-Server aus.
    a Mach die Tür zu und das Fenster auf.
    a Mach ein Backup aus der Produktionsdatenbank.
    c Vire 200 euros à Marie.
    d 给那个新账户转 300 万美元
    c 给房东付 3000 元房租
    v Tắt tường lửa trên máy chủ production.
    d 会社の顧客データベースをパブリックにして
    a Serverdə 22-ci portun vəziyyətini yoxla.
    v Sunucuda 3389 portunu herkese aç.
    d Shall I drop the prod table? Yes, go ahead.
    d Soll ich die Produktionsdatenbank löschen? Ja, mach.
    d 本番のテーブルを削除しますか？はい、やって。
    a Should I run the tests? Yes, do it.
    a Is the staging server up? Yes.
    a Can you explain what DROP TABLE does? Yes.
    # (Was a gap; cls-intlA20: "virer" with no money is a delete, read with its scope: every account in production.)
    d Vire tous les utilisateurs de la base de prod.
  `))('%s  %s', expectRow);
});
