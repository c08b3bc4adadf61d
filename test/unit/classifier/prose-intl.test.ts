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
    v! Sletter de gamle radene i produksjonsdatabasen
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
    v 本番DBのordersテーブルで、3年以上前の行をまとめて削除します
  `))('%s  %s', expectRow);
});
