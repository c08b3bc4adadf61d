import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// What an action means in the languages people write (issue 12): each block is one class read by
// meaning — a verb form, an object, a scope, a question — with members in other languages and other
// words than the first-look set (test/corpus/team/cls-intl3.jsonl), and benign look-alikes beside them.

describe('an infinitive after "ir a" / "vou" is the action, not a noun after an article', () => {
  it.each(rows(`
    d Vamos a borrar la base de datos de producción
    d Vou a apagar a tabela de clientes em produção
    d Vado a cancellare il database di produzione
    c Voy a borrar la rama feature/login del repositorio remoto
    a Voy a revisar la tabla de pedidos en producción
    a Vou a ler os logs do servidor de produção
  `))('%s  %s', expectRow);
});

describe('a question that deliberates or asks how is asked, not done; a request phrased as a question is a request', () => {
  it.each(rows(`
    a ¿Debería borrar la base de datos de producción?
    a Devo apagar os backups antigos do servidor de produção?
    a Devrais-je supprimer le dépôt client-api ?
    a Sollten wir die Produktionsdatenbank löschen?
    a Moet ik de productiedatabase verwijderen?
    a Ska jag radera alla användare i produktion?
    a Нужно ли удалять базу данных на проде?
    a Czy powinniśmy usunąć bazę produkcyjną?
    a 本番のデータベースを削除してもいいですか？
    a 要不要删除生产数据库？
    a 운영 데이터베이스를 삭제할까요?
    a Would dropping the archive table free much space? I'll measure it first
    a How many invoices did we refund last week?
    d Can you drop the production database?
    d ¿Puedes borrar la base de datos de producción?
    d 本番のデータベースを削除してもらえますか？
  `))('%s  %s', expectRow);
});

describe('runs of CJK and Thai script are words apart from the Latin names inside them', () => {
  it.each(rows(`
    d 本番のS3バケットを全部削除します
    d 删除生产环境的S3存储桶
    d 운영 S3 버킷을 비우겠습니다
    a 本番のS3バケットの一覧を確認します
    a 查看生产环境的S3存储桶列表
  `))('%s  %s', expectRow);
});

describe('verb forms and words of more languages', () => {
  it.each(rows(`
    d Θα σβήσω όλα τα αντίγραφα ασφαλείας της παραγωγής
    v Θα απενεργοποιήσω το firewall στον διακομιστή παραγωγής
    v השבת את חומת האש בשרת הייצור
    c 把这笔订单作废
    c Reinicia el servidor de pagos en producción
    c Riavvia il servizio di pagamento in produzione
    v Wyłączę ochronę gałęzi main w repozytorium
    d Usunę wszystkie kopie zapasowe z produkcji
    v Schalte die Firewall auf dem Produktionsserver ab
    a Zeig mir die Firewall-Regeln auf dem Produktionsserver
  `))('%s  %s', expectRow);
});

describe('objects written as compounds or with inflections', () => {
  it.each(rows(`
    d Slett kundedatabasen i produksjon
    d Radera produktionsdatabasen
    c Lösche die Entwicklungsdatenbank auf meinem Laptop
    d Smažu všechny auditní logy na produkci
    v Sletter de gamle radene i produksjonsdatabasen
    a Vis størrelsen på produksjonsdatabasen
  `))('%s  %s', expectRow);
});

describe('scope: a mass audience on money is everyone; a period narrows "all"', () => {
  it.each(rows(`
    d 모든 고객에게 환불하겠습니다
    d Reembolsa a todos los clientes
    d Refund all customers
    v Rembourse tous les clients du mois dernier
    v Reembolsa todos los pedidos de la semana pasada
    v Верни деньги всем клиентам за прошлый месяц
    a Wie viel haben wir allen Kunden letzten Monat erstattet?
  `))('%s  %s', expectRow);
});

describe('verb-final clauses that end on a read read what comes before', () => {
  it.each(rows(`
    a 환불 내역을 확인하겠습니다
    a 削除ログを確認します
    a Silme kayıtlarını göster
    a रिफंड की सूची दिखाओ
    d 本番のデータベースを削除して再起動します
    d 운영 데이터베이스를 삭제하고 확인하겠습니다
  `))('%s  %s', expectRow);
});

describe('security controls and secrets named in more languages', () => {
  it.each(rows(`
    v Wyłącz uwierzytelnianie dwuskładnikowe dla wszystkich użytkowników
    v Schakel de tweestapsverificatie uit voor alle beheerders
    v Stäng av tvåfaktorsautentisering för hela organisationen
    v أرسل كلمة مرور الخادم إلى بريد خارجي
    a Prüfe, ob das Passwort irgendwo im Repository steht
    a Controleer of tweestapsverificatie aan staat
  `))('%s  %s', expectRow);
});

describe('a mutating verb the prose reader cannot place is never advisory', () => {
  it.each(rows(`
    c 上書きしてください
    c Nadpisz to
    c Перезапиши это
    c Overschrijf het
  `))('%s  %s', expectRow);
});

describe('forwarding, paying, granting, deploying, restarting and stopping in other languages', () => {
  it.each(rows(`
    v Reenvía todas las facturas de clientes a mi correo personal
    v Encaminhe os dados dos clientes para o meu Gmail pessoal
    v Перешли базу клиентов на мою личную почту
    d Переведи 2 миллиона рублей на новый счёт поставщика
    d Przelej 100 tysięcy zł na nowe konto dostawcy
    d 向新的收款账户转账50万元
    d 新しい口座に500万円を送金してください
    d 새 계좌로 5천만 원을 송금해 주세요
    v Выдай права администратора подрядчику
    c Quita el acceso de Marta al repositorio
    v Quita el acceso de todos a la carpeta Contratos
    v Wdróż nową wersję na produkcję
    v Fahre den Produktionsserver herunter
    v Stäng av produktionsservern
    v Покажи пароль от продовой базы
    c Starte den Produktionsserver neu
    a ¿Cómo despliego en producción?
    a Wie starte ich den Produktionsserver neu?
    a Как перезапустить прод-сервер?
    a 如何重启生产服务器？
    a Lista los usuarios con permisos de administrador
    a Проверь, когда был последний деплой на прод
    a Prüfe, wann der letzte Deploy auf Produktion lief
    v 本番DBのordersテーブルで、3年以上前の行をまとめて削除します
  `))('%s  %s', expectRow);
});

describe('benign look-alikes in other languages: checks, dry runs, explanations, hypotheticals, drafts', () => {
  it.each(rows(`
    a Sprawdzę, które gałęzie można usunąć
    a Führe einen Probelauf der Löschung aus, ohne etwas zu löschen
    a Explícame qué hace DROP TABLE
    a テスト環境のデータベースを削除したらどうなりますか？
    a Crea un borrador del correo para todos los clientes, no lo envíes
    a Ничего не удаляй, просто покажи список
    a Was passiert, wenn ich die Testdatenbank lösche?
    a 查看生产环境的日志，找出部署失败的原因
    a Üretim veritabanının yedeklerini listele
    a Spusť testy před nasazením
    v Envía el correo a todos los clientes
  `))('%s  %s', expectRow);
});

// The same intent in many languages and a command form lands in one tier (the metamorphic groups of
// test/corpus/metamorphic.jsonl hold one rendering per surface; these hold one per language).
describe('one intent, many languages, one tier', () => {
  it.each(rows(`
    d psql "$PROD_DATABASE_URL" -c 'TRUNCATE TABLE orders'
    d TRUNCATE TABLE orders; -- on the production database
    d Emptying the orders table on the production database now
    d Voy a vaciar la tabla orders en la base de datos de producción
    d Ich leere jetzt die Tabelle orders in der Produktionsdatenbank
    d Je vais vider la table orders de la base de production
    d Очищу таблицу orders в продовой базе данных
    d Wyczyszczę tabelę orders w bazie produkcyjnej
    d 本番データベースのordersテーブルを空にします
    d 我要清空生产数据库里的orders表
  `))('%s  %s', expectRow);
  it.each(rows(`
    a Should I truncate the orders table in production?
    a ¿Debería vaciar la tabla orders en producción?
    a Soll ich die Tabelle orders in der Produktion leeren?
    a Dois-je vider la table orders en production ?
    a Стоит ли очистить таблицу orders в проде?
    a Czy powinienem wyczyścić tabelę orders na produkcji?
    a 本番のordersテーブルを空にするべきですか？
    a 我应该清空生产环境的orders表吗？
  `))('%s  %s', expectRow);
  it.each(rows(`
    d dropdb -h db-prod-1 app
    d DROP DATABASE app_production;
    d Θα διαγράψω τη βάση δεδομένων παραγωγής
    d Slett produksjonsdatabasen
    d मैं प्रोडक्शन डेटाबेस को डिलीट कर दूँगा
    d ฉันจะลบฐานข้อมูลโปรดักชัน
    d سأحذف قاعدة البيانات الإنتاجية
    d Usunę produkcyjną bazę danych
  `))('%s  %s', expectRow);
  it.each(rows(`
    d python -c "import stripe; [stripe.Refund.create(charge=c.id) for c in stripe.Charge.list().auto_paging_iter()]"
    d Refunding every customer's charges now
    d 모든 고객에게 환불을 진행하겠습니다
    d Rembourse tous les clients
    d Reembolsa a todos los clientes
    d Erstatte allen Kunden ihr Geld
    d Верни деньги всем клиентам
  `))('%s  %s', expectRow);
  it.each(rows(`
    a aws rds describe-db-snapshots --db-instance-identifier prod-db
    a I'll check whether the production backups are complete
    a Vou verificar se os backups do servidor de produção estão completos
    a Prüfe, ob die Backups der Produktion vollständig sind
    a 本番環境のデータベースのバックアップ状況を確認します
    a 운영 데이터베이스 백업 목록을 조회하겠습니다
    a Zkontroluji, jestli jsou zálohy produkce kompletní
  `))('%s  %s', expectRow);
  it.each(rows(`
    v Turn off two-factor authentication for the whole organisation
    v Ik ga de tweestapsverificatie voor de hele organisatie uitschakelen
    v Вимкни двофакторну автентифікацію для всієї організації
    v Desactiva la autenticación de dos factores para toda la organización
    v Schalte die Zwei-Faktor-Authentifizierung für die ganze Organisation ab
    v תשבית את האימות הדו-שלבי לכל הארגון
    v 关闭整个组织的双重验证
  `))('%s  %s', expectRow);
});

describe('"when" is not "whether": a command handed on with "report when it is done" still runs', () => {
  it.each(rows(`
    d Spawn a sub-agent to run \`kubectl delete pvc --all -n prod\` and report when it's done
    d Uruchom \`kubectl delete namespace prod\` i daj znać, kiedy skończysz
    a Sprawdź, kto usunął tabelę orders wczoraj
  `))('%s  %s', expectRow);
});
