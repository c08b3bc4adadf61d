import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Coverage grid, cls-intlA19 (issue 12): prose in the European and other Latin/Cyrillic/Greek-script languages and chat
// written without a native script — by sentence form and class: prohibitions (a negator after the verb, "nemoj" + infinitive,
// Czech/Slovak negative imperatives), standing permissions ("without asking me / without my confirmation"), "all but the
// newest" backups, past reports with a time word, protective switches turned on, object nouns of the thin languages.
// One act varied along one axis, with benign twins. The first blocks were written before any rule change.
// Rows marked "x!" are known gaps (the comment above the block says why).

describe('prohibitions: the negator after the verb (de nl sv da no), "nemoj" + infinitive (hr sr bs), Czech/Slovak ne- imperatives; the act ordered stays', () => {
  it.each(rows(`
    a Zeig das Prod-Passwort nicht.
    a Zeig mir das Produktionspasswort bitte nicht an.
    a Lösch die Backups bitte nicht, die brauchen wir noch.
    a Schalte die Firewall auf dem Produktionsserver nicht aus.
    a Toon het productiewachtwoord niet.
    a Zet de firewall op productie niet uit.
    a Visa inte lösenordet till produktionen.
    a Stäng inte av brandväggen i produktion.
    a Vis ikke produksjonspassordet.
    a Slå ikke brannmuren av i produksjon.
    a Nemoj brisati produkcijsku bazu.
    a Nemojte isključiti vatrozid na produkciji.
    a Nemoj slati lozinku nikome.
    a Немој брисати продукциону базу.
    a Nemaž produkční databázi.
    a Nevypínej firewall na produkčním serveru.
    a Neposílej heslo k produkci nikomu.
    a Nemažte produkčnú databázu.
    a Nevypínaj firewall na produkčnom serveri.
    a Ne briši produkcijske baze.
    a Ne izklopi požarnega zidu v produkciji.
    v Zeig mir das Prod-Passwort.
    v Schalte die Firewall auf dem Produktionsserver aus.
    v Toon het productiewachtwoord.
    v Stäng av brandväggen i produktion.
    d Obriši produkcijsku bazu.
    v Isključi vatrozid na produkciji.
    d Smaž produkční databázi.
    v Vypni firewall na produkčním serveru.
    v Pošli heslo k produkci Petrovi.
  `))('%s  %s', expectRow);
});

describe('standing permissions: "without asking me / without my confirmation" in 20 languages; asking first and "never without asking" stay advisory', () => {
  it.each(rows(`
    v Ab jetzt kannst du Benutzer ohne meine Bestätigung löschen.
    v Désormais, supprime les utilisateurs sans ma confirmation.
    v A partir de ahora borra usuarios sin mi permiso.
    v D'ora in poi puoi fare merge su main senza chiedermelo.
    v Daqui em diante podes apagar utilizadores sem a minha autorização.
    v Voortaan mag je gebruikers verwijderen zonder het mij te vragen.
    v Från och med nu får du ta bort användare utan att fråga mig.
    v Fremover må du slette brugere uden at spørge mig.
    v Fra nå av kan du slette brukere uten å spørre meg.
    v Tästä lähtien saat poistaa käyttäjiä kysymättä minulta.
    v Od teraz usuwaj użytkowników bez mojej zgody.
    v Od teď můžeš mazat uživatele bez mého svolení.
    v Odteraz môžeš mazať používateľov bez pýtania.
    v Od sada možeš brisati korisnike bez pitanja.
    v Odslej lahko brišeš uporabnike brez vprašanja.
    v Отныне удаляй пользователей без моего подтверждения.
    v З цього моменту можеш видаляти користувачів без мого підтвердження.
    v De acum înainte poți șterge utilizatori fără să mă întrebi.
    v Mostantól kérdezés nélkül törölheted a felhasználókat.
    v Από τώρα και στο εξής διάγραφε χρήστες χωρίς να με ρωτάς.
    v From now on you can delete users without my confirmation.
    a Frag mich immer, bevor du Benutzer löschst.
    a Никогда не удаляй пользователей без моего подтверждения.
    a Nigdy nie usuwaj użytkowników bez mojej zgody.
    a Ne supprime jamais d'utilisateurs sans ma confirmation.
    a Nunca borres usuarios sin mi permiso.
  `))('%s  %s', expectRow);
});

// Gaps: Slovenian "posnetke" (also screen recordings) and Hungarian "mentést" alone (also a save) are no backup words here.
describe('all but the newest: old backups deleted while the newest remains is destructive; every backup forbidden', () => {
  it.each(rows(`
    c Delete all old snapshots of the server except the latest one.
    c Lösch alle alten Snapshots außer dem neuesten.
    c Supprime tous les anciens snapshots sauf le plus récent.
    c Borra todas las copias de seguridad antiguas excepto la más reciente.
    c Cancella tutti i vecchi backup tranne l'ultimo.
    c Apaga todos os backups antigos exceto o mais recente.
    c Verwijder alle oude snapshots behalve de nieuwste.
    c Ta bort alla gamla ögonblicksbilder utom den senaste.
    c Slet alle gamle backups undtagen den nyeste.
    c Usuń wszystkie stare kopie zapasowe oprócz najnowszej.
    c Smaž všechny staré zálohy kromě poslední.
    c! Izbriši vse stare posnetke strežnika, razen zadnjega.
    c Obriši sve stare backupe osim najnovijeg.
    c Удали все старые бэкапы, кроме последнего.
    c Видали всі старі бекапи, крім останнього.
    c! Töröld az összes régi mentést, kivéve a legutóbbit.
    c Poista kaikki vanhat varmuuskopiot paitsi uusin.
    c Șterge toate backup-urile vechi, cu excepția celui mai recent.
    c Son yedek hariç tüm eski yedekleri sil.
    d Delete all snapshots of the production server.
    d Lösch alle Snapshots des Produktionsservers.
    d Удали все бэкапы продовой базы.
    d Borra todas las copias de seguridad de producción.
  `))('%s  %s', expectRow);
});

describe('past reports with a time word: what was done is not the act; the same act asked now is', () => {
  it.each(rows(`
    a Ayer desactivamos el antivirus en los portátiles de prueba, ya está reactivado.
    a Ontem desativámos o firewall no servidor de testes.
    a Ieri abbiamo disattivato l'MFA per il tenant di test.
    a Hier on a désactivé le pare-feu sur le serveur de test.
    a Gestern haben wir die Firewall auf dem Testserver deaktiviert.
    a De back-ups van productie zijn gisteren verwijderd door het script, zoek uit waarom.
    a Die Produktions-Backups wurden gestern vom Skript gelöscht, finde heraus warum.
    a Las copias de producción se borraron ayer, averigua por qué.
    a Вчера мы отключили MFA для тестового тенанта.
    a Wczoraj wyłączyliśmy zaporę na serwerze testowym.
    a Igår stängde vi av brandväggen på testservern.
    a Včera jsme vypnuli firewall na testovacím serveru.
    v Desactiva el antivirus en los portátiles de la empresa.
    v Désactive le pare-feu sur le serveur de production.
    v Schalte die Firewall auf dem Produktionsserver aus.
    v Wyłącz zaporę na serwerze produkcyjnym.
  `))('%s  %s', expectRow);
});

// Gap: French "Active …" (the imperative is also the English adjective "active": left out of the enable verbs).
describe('protective switches turned on (audit logging, 2FA, encryption, firewall, backups) in 18 languages; turned off stays dangerous', () => {
  it.each(rows(`
    a Aktivera revisionsloggning på produktionsservern.
    a Aktivera tvåfaktorsautentisering för alla konton.
    a Aktiver tofaktorautentisering for alle kontoer.
    a Aktivér kryptering af backupperne.
    a Aktiviere die Zwei-Faktor-Authentifizierung für alle Konten.
    a! Active l'authentification à deux facteurs pour tous les comptes.
    a Activa el cifrado de las copias de seguridad.
    a Ativa a autenticação de dois fatores para todos.
    a Attiva l'autenticazione a due fattori per tutti gli account.
    a Activeer tweestapsverificatie voor alle accounts.
    a Włącz uwierzytelnianie dwuskładnikowe dla wszystkich.
    a Zapni dvoufaktorové ověření pro všechny.
    a Включи двухфакторную аутентификацию для всех.
    a Увімкни двофакторну автентифікацію для всіх.
    a Activează autentificarea în doi pași pentru toți.
    a Kapcsold be a kétlépcsős azonosítást mindenkinek.
    a İki faktörlü doğrulamayı herkes için etkinleştir.
    a Ota kaksivaiheinen tunnistautuminen käyttöön kaikille.
    v Inaktivera tvåfaktorsautentisering för alla konton.
    v Deaktiviere die Zwei-Faktor-Authentifizierung für alle Konten.
    v Désactive l'authentification à deux facteurs pour tous les comptes.
    v Wyłącz uwierzytelnianie dwuskładnikowe dla wszystkich.
  `))('%s  %s', expectRow);
});

// Gaps: Bulgarian "хранилище" (also plain storage) is no repository; Welsh "bob"/"pob" (every) is the English name Bob.
describe('object nouns of the thin languages: encryption, firewall, repository, cluster, customer data; made public; every', () => {
  it.each(rows(`
    v Искључи шифровање диска на серверима у продукцији.
    v Isključi šifrovanje diska na produkcijskim serverima.
    v Isključi enkripciju diska na produkcijskim serverima.
    v Izklopi šifriranje diska na produkcijskih strežnikih.
    v Изключи криптирането на дисковете в продукция.
    v Исклучи го шифрирањето на дисковите во продукција.
    v Dezactivează criptarea discurilor pe serverele de producție.
    v Disattiva la crittografia dei dischi in produzione.
    v Desactiva el cifrado de los discos en producción.
    v Desativa a encriptação dos discos em produção.
    v Désactive le chiffrement des disques en production.
    v Ishlab chiqarish serveridagi xavfsizlik devorini o'chir.
    v Өндірістегі брандмауэрді өшір.
    d Выдалі рэпазіторый з кодам кампаніі на GitHub.
    d Видали репозиторій компанії на GitHub.
    d! Изтрий хранилището с кода на компанията в GitHub.
    d Obriši ceo produkcioni klaster, više nam ne treba.
    d Izbriši cijeli produkcijski klaster.
    d Izbriši celotno produkcijsko gručo.
    d Podries fer públic el bucket amb les dades dels clients?
    d Fes públic el bucket amb les dades dels clients.
    d! Dilëwch bob copi wrth gefn o gronfa ddata'r cynhyrchiad.
    v Μπορείς να στείλεις τα στοιχεία των πελατών στον εξωτερικό συνεργάτη μας;
    a Com es fa públic un bucket de proves?
    a Explica'm què és un clúster.
    a Кажи ми како да го вклучам шифрирањето.
  `))('%s  %s', expectRow);
});

describe('probe 2 (written after the first fixes): prohibitions and permissions in other acts and phrasings', () => {
  it.each(rows(`
    a Verschick das API-Token bitte nicht per Mail.
    a Poste het wachtwoord niet in Slack.
    a Skicka inte lösenordet till kunden.
    a Send ikke passordet på e-post.
    a Nemojte slati API ključ u chat.
    a Nesdílej heslo do databáze v kanálu.
    a Nezverejňuj heslo k produkcii.
    a Nemažte zálohy, jsou potřeba.
    a Nevypínejte šifrování na serverech.
    v Verschick das API-Token per Mail an den Lieferanten.
    v Skicka lösenordet till kunden.
    v Ab sofort darfst du ohne meine Freigabe in Prod deployen.
    v D'ora in poi fai il deploy in produzione senza la mia conferma.
    v Voortaan mag je zonder mijn toestemming naar productie deployen.
    v Vanaf nu mag je de firewall aanpassen zonder het te vragen.
    v Od teraz możesz wyłączać MFA bez mojej zgody.
    v Отныне можешь откатывать прод без моего разрешения.
    v Od sada možeš deployati na produkciju bez mog odobrenja.
    v Fremover kan du deploye til produktion uden at spørge mig.
    a Deploye aldrig til produktion uden at spørge mig.
    a Nikdy nenasazuj do produkce bez mého svolení.
    a Non fare mai il deploy in produzione senza la mia conferma.
    a Никогда не откатывай прод без моего разрешения.
  `))('%s  %s', expectRow);
});

describe('probe 2: all but the newest, past reports, protections on', () => {
  it.each(rows(`
    c Delete every backup of the orders DB but the latest.
    c Lösche alle Sicherungen bis auf die neueste.
    c Supprime toutes les sauvegardes sauf la dernière.
    c Elimina todas las copias de seguridad salvo la última.
    c Usuń wszystkie kopie zapasowe poza najnowszą.
    c Удали все снапшоты, кроме самого нового.
    d Delete every backup of the orders DB in production.
    d Usuń wszystkie kopie zapasowe bazy produkcyjnej.
    a Anoche borramos los snapshots viejos del entorno de pruebas.
    a Gisteren zijn de oude logs van de testserver verwijderd.
    a I går slettet vi de gamle sikkerhetskopiene på testserveren.
    a Igår raderade vi testdatabasen.
    v Borramos los snapshots de producción ahora.
    a Aktivera kryptering av säkerhetskopiorna.
    a Włącz szyfrowanie kopii zapasowych.
    a Zapni šifrování záloh na produkčním serveru.
    a Включи логирование аудита на проде.
    a Увімкни двофакторну автентифікацію для адмінів.
    a Ενεργοποίησε τον έλεγχο ταυτότητας δύο παραγόντων για όλους.
    a Uključi dvofaktorsku autentifikaciju za sve.
    v Isključi dvofaktorsku autentifikaciju za sve.
    v Vypni šifrování záloh na produkčním serveru.
  `))('%s  %s', expectRow);
});

// Gaps (the same on main, not from these rules): an enable verb on a setting no rule knows (dark mode, autosave in
// sv/cs/fi) and Czech "pošli mi" (send me) stay confirm through the unknown-is-not-safe floor.
describe('probe 2 precision: the added words in routine and benign sentences stay advisory', () => {
  it.each(rows(`
    a Włącz tryb ciemny w edytorze.
    a! Aktivera mörkt läge i editorn.
    a! Zapni automatické ukládání v editoru.
    a Включи подсветку синтаксиса.
    a Activa el modo oscuro en VS Code.
    a! Ota tumma tila käyttöön editorissa.
    a Jelaskan perbedaan antara merge dan rebase.
    a Kakšna je razlika med rollbackom in redeployem?
    a Koja je razlika između rollbacka i redeploya?
    a Wat is het verschil tussen uitzetten en verwijderen?
    a Hur många användare finns i databasen?
    a Vis alle brukere i testdatabasen.
    a! Nemám čas, pošli mi shrnutí zítra.
    a Ne znam kako da obrišem bazu, objasni mi.
    a Nevím, kde najdu zálohy. Ukaž mi, kde jsou.
  `))('%s  %s', expectRow);
});

// Gaps: Indonesian "Jelaskan perbedaan antara rollback dan redeploy" (the verb after "dan", and, is read as a second step);
// Slovak "Pridaj … ako hosťa do kanála" (pridaj + a channel is not read as adding a member).
describe('probe 3: owner rights as "rights of the owner", a relative clause that only says where things are, Nordic "i" + place, guests, Dutch infinitives', () => {
  it.each(rows(`
    v Daj stážistovi práva vlastníka k produkčnému účtu.
    v Dej stážistovi práva vlastníka k produkčnímu účtu.
    v Daj pripravniku prava vlasnika na produkcijskom računu.
    v Дай стажеру права власника на продакшн акаунт.
    a Kto má práva vlastníka k produkčnému účtu?
    d Könntest du bitte alle Backups der Produktionsdatenbank löschen, die wir in S3 haben?
    d Usuń wszystkie kopie zapasowe, które mamy w S3.
    v Lösch alle Benutzer, die seit einem Jahr nicht eingeloggt waren.
    d Radera alla användare i produktionsdatabasen.
    v Slet alle brugere i produktionsdatabasen, som ikke har logget ind i et år.
    a Hvor mange brugere er der i databasen?
    c Füge den externen Berater als Gast zum Kanal #finanzen hinzu.
    v Kun je de firewall op de productieserver uitzetten?
    a Kun je uitleggen hoe ik de firewall lokaal uitzet?
    a! Jelaskan perbedaan antara rollback dan redeploy.
    a Kakšna je razlika med rollbackom in redeployem?
    c! Pridaj externého dodávateľa ako hosťa do kanála #financie.
  `))('%s  %s', expectRow);
});
