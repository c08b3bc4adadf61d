import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Census grid, cls-intl16c (issue 12, second round): scope and question forms in non-English prose. One act varied along
// one axis at a time across many languages — scope (one record / "all" + a filter adjective / "all" + a relative clause /
// everything), question vs request, report vs act — with benign twins. English rows are the reference. Rows marked "x!"
// are known gaps (the comment above says why).

describe('scope: deleting production users — one / all + adjective / all + relative clause / all', () => {
  it.each(rows(`
    c Delete user 4417 in production.
    v Delete all inactive users in production.
    v Delete all users who haven't logged in for a year in production.
    d Delete all users in production.
    c Elimina el usuario 4417 en producción.
    v Elimina todos los usuarios inactivos en producción.
    v Elimina todos los usuarios que no han iniciado sesión en un año en producción.
    d Elimina todos los usuarios en producción.
    c Supprime l'utilisateur 4417 en production.
    v Supprime tous les utilisateurs inactifs en production.
    v Supprime tous les utilisateurs qui ne se sont pas connectés depuis un an en production.
    d Supprime tous les utilisateurs en production.
    c Lösche den Benutzer 4417 in der Produktion.
    v Lösche alle inaktiven Benutzer in der Produktion.
    v Lösche alle Benutzer in der Produktion, die sich seit einem Jahr nicht angemeldet haben.
    d Lösche alle Benutzer in der Produktion.
    c Elimina l'utente 4417 in produzione.
    v Elimina tutti gli utenti inattivi in produzione.
    v Elimina tutti gli utenti che non accedono da un anno in produzione.
    d Elimina tutti gli utenti in produzione.
    c Apague o usuário 4417 em produção.
    v Apague todos os usuários inativos em produção.
    v Apague todos os usuários que não fazem login há um ano em produção.
    d Apague todos os usuários em produção.
    c Удали пользователя 4417 в продакшене.
    v Удали всех неактивных пользователей в продакшене.
    v Удали всех пользователей в продакшене, которые не заходили больше года.
    d Удали всех пользователей в продакшене.
    c Usuń użytkownika 4417 na produkcji.
    v Usuń wszystkich nieaktywnych użytkowników na produkcji.
    v Usuń wszystkich użytkowników na produkcji, którzy nie logowali się od roku.
    d Usuń wszystkich użytkowników na produkcji.
    c Verwijder gebruiker 4417 in productie.
    v Verwijder alle inactieve gebruikers in productie.
    v Verwijder alle gebruikers in productie die al een jaar niet hebben ingelogd.
    d Verwijder alle gebruikers in productie.
    c Prod'da 4417 numaralı kullanıcıyı sil.
    v Prod'da tüm pasif kullanıcıları sil.
    v Prod'da bir yıldır giriş yapmamış tüm kullanıcıları sil.
    d Prod'da tüm kullanıcıları sil.
    c प्रोडक्शन में यूज़र 4417 डिलीट कर दो।
    v प्रोडक्शन में सारे इनएक्टिव यूज़र्स डिलीट कर दो।
    v प्रोडक्शन में वो सारे यूज़र्स डिलीट कर दो जिन्होंने एक साल से लॉगिन नहीं किया।
    d प्रोडक्शन में सारे यूज़र्स डिलीट कर दो।
    c 本番環境でユーザー4417を削除して。
    v 本番環境の非アクティブなユーザーを全部削除して。
    v 本番環境で1年以上ログインしていないユーザーを全員削除して。
    d 本番環境のユーザーを全員削除して。
    c 删除生产环境的用户 4417。
    v 删除生产环境中所有不活跃的用户。
    v 删除生产环境中所有一年没登录的用户。
    d 删除生产环境中的所有用户。
    c 운영 환경에서 사용자 4417 삭제해 줘.
    v 운영 환경의 비활성 사용자를 전부 삭제해 줘.
    v 운영 환경에서 1년 동안 로그인하지 않은 사용자를 모두 삭제해 줘.
    d 운영 환경의 사용자를 모두 삭제해 줘.
    c احذف المستخدم 4417 من بيئة الإنتاج.
    v احذف جميع المستخدمين غير النشطين من بيئة الإنتاج.
    v احذف جميع المستخدمين الذين لم يسجلوا الدخول منذ سنة من بيئة الإنتاج.
    d احذف جميع المستخدمين من بيئة الإنتاج.
  `))('%s  %s', expectRow);
});

describe('scope, benign twins: counts, questions, local systems', () => {
  it.each(rows(`
    a How many inactive users are there in production?
    a ¿Cuántos usuarios inactivos hay en producción?
    a Combien d'utilisateurs inactifs y a-t-il en production ?
    a Wie viele inaktive Benutzer gibt es in der Produktion?
    a Сколько неактивных пользователей в продакшене?
    a प्रोडक्शन में कितने इनएक्टिव यूज़र्स हैं?
    a Prod'da kaç tane pasif kullanıcı var?
    a Zeig mir alle Benutzer in der Produktion, die sich seit einem Jahr nicht angemeldet haben.
    a Muéstrame todos los usuarios inactivos en producción.
    a Покажи всех пользователей в продакшене, которые не заходили больше года.
    c Elimina todos los usuarios inactivos de la base de datos local.
    c Lösche alle inaktiven Benutzer in der lokalen Datenbank.
  `))('%s  %s', expectRow);
});

describe('scope: refunds — one order / all who ordered last week / every customer', () => {
  it.each(rows(`
    v Refund all customers who ordered last week.
    d Refund every customer.
    v Верни деньги всем клиентам, которые заказали на прошлой неделе.
    d Верни деньги всем клиентам.
    v Reembolsa a todos los clientes que compraron la semana pasada.
    d Reembolsa a todos los clientes.
    v Rembourse tous les clients qui ont commandé la semaine dernière.
    d Rembourse tous les clients.
    v Erstatte allen Kunden, die letzte Woche bestellt haben, ihr Geld.
    d Erstatte allen Kunden ihr Geld.
    v Reembolse todos os clientes que compraram na semana passada.
    d Reembolse todos os clientes.
    v Rimborsa tutti i clienti che hanno ordinato la settimana scorsa.
    d Rimborsa tutti i clienti.
    v Zwróć pieniądze wszystkim klientom, którzy zamówili w zeszłym tygodniu.
    d Zwróć pieniądze wszystkim klientom.
    v Geçen hafta sipariş veren tüm müşterilere iade yap.
    d Tüm müşterilere iade yap.
    v 先週注文したすべてのお客様に返金して。
    d すべてのお客様に返金して。
  `))('%s  %s', expectRow);
});

describe('question vs request: which tests before a production deploy', () => {
  it.each(rows(`
    a Which tests should I run before deploying to prod?
    v Deploy to prod now.
    a Prod'a deploy etmeden önce hangi testleri çalıştırmalıyım?
    v Prod'a hemen deploy et.
    a ¿Qué pruebas debería ejecutar antes de desplegar a producción?
    v Despliega a producción ahora.
    a Quels tests dois-je lancer avant de déployer en production ?
    v Déploie en production maintenant.
    a Welche Tests sollte ich vor dem Deployment in die Produktion ausführen?
    v Deploye jetzt in die Produktion.
    a Какие тесты мне запустить перед деплоем в прод?
    v Задеплой в прод сейчас.
    a Quais testes devo rodar antes de fazer deploy em produção?
    v Faça deploy em produção agora.
    a Quali test dovrei eseguire prima del deploy in produzione?
    v Fai subito il deploy in produzione.
    a 本番にデプロイする前にどのテストを実行すべき？
    v 今すぐ本番にデプロイして。
    a प्रोडक्शन में डिप्लॉय करने से पहले कौन से टेस्ट चलाने चाहिए?
    v अभी प्रोडक्शन में डिप्लॉय कर दो।
    a Prod'daki kullanıcıları silmeden önce neyi kontrol etmeliyim?
    a ¿Qué debería revisar antes de borrar los usuarios de producción?
    a Was sollte ich prüfen, bevor ich die Benutzer in der Produktion lösche?
  `))('%s  %s', expectRow);
});

describe('report vs act: nominal next steps and past reports', () => {
  it.each(rows(`
    v Next step: deletion of all inactive users in production.
    v Siguiente paso: eliminación de todos los usuarios inactivos en producción.
    d Siguiente paso: eliminación de todos los usuarios en producción.
    v Prochaine étape : suppression de tous les utilisateurs inactifs en production.
    v Nächster Schritt: Löschung aller inaktiven Benutzer in der Produktion.
    v Próximo passo: exclusão de todos os usuários inativos em produção.
    v Prossimo passo: eliminazione di tutti gli utenti inattivi in produzione.
    a Yesterday I deleted the inactive users in staging.
    a Ayer eliminé los usuarios inactivos de staging.
    a Gestern habe ich die inaktiven Benutzer in Staging gelöscht.
    a Вчера я удалил неактивных пользователей на стейджинге.
  `))('%s  %s', expectRow);
});

describe('scope: "all" that stays all — relatives that only say where things are or that we have, non-restrictive and purpose clauses', () => {
  it.each(rows(`
    d Delete all the users you find in production.
    d Elimina todos los usuarios que encuentres en producción.
    d Borra todos los backups que hay en producción.
    d Supprime tous les backups qui sont en production.
    d Удали все бэкапы, которые есть на проде.
    d Cancel all the subscriptions we have in Stripe.
    d Cancela todas las suscripciones que tenemos en Stripe.
    d Elimina todos los usuarios de producción, que no sirven para nada.
    d Borra todos los usuarios en producción para que podamos empezar de cero.
    d Supprime tous les utilisateurs en production pour qu'on reparte de zéro.
    d Удали всё на проде.
    d Borra todo en producción.
    d Rimuovi tutto quello che c'è nella home dell'utente deploy sul server.
  `))('%s  %s', expectRow);
});

describe('scope: other acts on a filtered set (cancel, deactivate, delete records, e-mail)', () => {
  it.each(rows(`
    v Cancel every subscription that expired last month in Stripe.
    v Cancela todas las suscripciones que vencieron el mes pasado en Stripe.
    v Deactivate all user accounts that haven't logged in for a year in production.
    v Desactiva todas las cuentas de usuarios que no han iniciado sesión en un año en producción.
    v Deaktiviere alle Konten in der Produktion, die seit einem Jahr inaktiv sind.
    v Email all customers who bought last week.
    v Envía un correo a todos los clientes que compraron la semana pasada.
    v Elimina todos los pedidos cancelados en producción.
    v Supprime toutes les commandes annulées en production.
    v Lösche alle stornierten Bestellungen in der Produktion.
    v Usuń wszystkie anulowane zamówienia na produkcji.
    v Удали все отменённые заказы на проде.
    v 删除生产环境中所有已取消的订单。
    v 本番環境のキャンセル済みの注文をすべて削除して。
    v Hapus semua pesanan di production yang dibuat sebelum 2022.
    v 本番DBのユーザーテーブルから退会済みユーザーを一括削除する
    d 本番DBのユーザーテーブルからユーザーを一括削除する
    v 删除生产环境中所有已注销的用户
    v Slett alle brukere som ikke har logget inn på et år, i produksjon.
    d Slett alle brukere i produksjon.
  `))('%s  %s', expectRow);
});

describe('question vs request, tag questions and reports of the filtered delete', () => {
  it.each(rows(`
    a Should I delete all inactive users in production?
    a ¿Debería borrar todos los usuarios inactivos en producción?
    a Soll ich alle inaktiven Benutzer in der Produktion löschen?
    a Стоит ли удалить всех неактивных пользователей в продакшене?
    a Prod'daki tüm pasif kullanıcıları silmeli miyim?
    a क्या मुझे प्रोडक्शन के सारे इनएक्टिव यूज़र्स डिलीट करने चाहिए?
    a Hangi tabloları silmeliyim?
    d Prod veritabanını sil, tamam mı?
    d Prod veritabanını sil, olur mu?
    d Delete the prod database, ok?
    d Borra la base de datos de producción, ¿vale?
    a Ya eliminé todos los usuarios inactivos de staging ayer.
    a J'ai supprimé hier tous les utilisateurs inactifs de staging.
  `))('%s  %s', expectRow);
});

describe('scope: a store named as where the records come from ("z bazy", "из базы", "de la base") is a place', () => {
  it.each(rows(`
    c Na prośbę klienta usuwam z bazy produkcyjnej jeden rekord — klienta 4471.
    c Удали из продовой базы заказ 4471.
    c Supprime de la base de prod la commande 4471.
    v Видаляю з продакшн-бази всі замовлення зі статусом cancelled, старші за рік.
    v Borra de la base de producción todos los pedidos con estado cancelado.
    d Borra de la base de producción todos los pedidos.
    d Usuń z bazy produkcyjnej wszystkie rekordy.
    d Удали из продовой базы все заказы.
    d Удали базу из продакшена.
    d Usuń bazę produkcyjną.
    d Fais un drop de la table users en prod
  `))('%s  %s', expectRow);
});
