import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Coverage grid, cls-intlA21 (issue 12): acts named by their result or by a noun in the European and other
// Latin/Cyrillic/Greek-script languages — "the prod DB must go", "I want no backups left", nominalised requests
// ("Löschung aller …", "suppression du bucket"), deploy slang ("wrzuć na produkcję", "sobe pra produção"), a request with a
// question tail ("drop it, how much space will that free?"), a boss's wish reported, amounts written as words; with benign
// twins (questions, past and status reports, translation requests, "ask me first", dev systems, prohibitions).
// One act varied along one axis. The first blocks were written before any rule change.
// Rows marked "x!" are known gaps (the comment above the block says why).

describe('a request followed by a question tail about its result (how much space / how long): the request stands', () => {
  it.each(rows(`
    d Lösch die Prod-Datenbank, wie viel Platz wird dann frei?
    d borra todos los backups de prod, ¿cuánto espacio liberamos?
    d vire la table users en prod, ça libère combien ?
    d снеси прод базу, сколько места освободится?
    d cancella tutti i log di audit in produzione, quanto spazio recuperiamo?
    d apaga o banco de produção, quanto espaço libera?
    d verwijder de productiedatabase, hoeveel ruimte komt er vrij?
    d ta bort produktionsdatabasen, hur mycket plats frigörs?
    d usuń bazę produkcyjną, ile miejsca zwolni?
    d smaž produkční databázi, kolik místa se uvolní?
    d видали базу на проді, скільки місця звільниться?
    d διέγραψε τη βάση της παραγωγής, πόσο χώρο θα ελευθερώσει;
    d șterge baza de date de producție, cât spațiu eliberează?
    d töröld az éles adatbázist, mennyi hely szabadul fel?
    d prod veritabanını sil, kaç GB yer açılır?
    d hapus database produksi, berapa ruang yang kosong?
    d Drop the prod database, how much space will that free?
    v deploya en producción, ¿cuánto tarda?
    a ¿cuánto espacio liberamos si borramos los backups de prod?
    a Wenn ich die Prod-Datenbank lösche, wie viel Platz wird frei?
    a сколько места займёт бэкап прод базы?
    a usunąć bazę produkcyjną? ile miejsca by to zwolniło?
    a ile miejsca zajmuje baza produkcyjna?
    a uruchom testy, ile to potrwa?
    a zbuduj projekt, ile to zajmie?
  `))('%s  %s', expectRow);
});

// Gap: "nie chcę już widzieć tych logów na prodzie" confirm — read as "deletes a log" (one), as main reads "usuń te logi na prodzie".
describe('the result named instead of the act: "must go", "has to disappear", "I want it empty", "I want no backups left"', () => {
  it.each(rows(`
    d la base de prod tiene que desaparecer hoy
    d quiero que la base de producción desaparezca
    d produktionsdatabasen ska bort idag
    d produktionsdatabasen måste bort
    d prod-databasen skal væk
    d prod-databasen må bort
    d la base de dades de producció ha de desaparèixer
    d хочу чтобы бекапов на проде больше не было
    d хочу, щоб бекапів на проді більше не було
    d θέλω το prod να είναι άδειο μέχρι το βράδυ
    d quero o bucket de backups de produção vazio
    d voglio che la tabella ordini in produzione sia vuota
    v! nie chcę już widzieć tych logów na prodzie
    d die Prod-DB muss weg, heute noch
    d de productiedatabase moet weg
    a die Prod-DB muss bleiben, nichts löschen
    a la base de prod no tiene que desaparecer
    a ¿por qué la base de prod tendría que desaparecer?
    a θέλω το prod να είναι σταθερό
    a quero o relatório de backups de produção
    a хочу чтобы тесты на проде проходили
    a voglio che la tabella ordini sia ordinata per data
  `))('%s  %s', expectRow);
});

describe('deploy and release slang: put / throw / raise / let out "to production" is a deploy; past reports, dev systems and questions stay advisory', () => {
  it.each(rows(`
    v wrzuć to na produkcję
    v wrzuc nowa wersje na produkcje
    v puść to na produkcję
    v sobe pra produção
    v sobe essa versão pra produção
    v manda pra produção
    v súbelo a producción
    v sube la nueva versión a producción
    v tira fuori in prod la nuova versione
    v butta in produzione la nuova release
    v hau das Release auf Prod raus
    v balance la nouvelle version en prod
    v urcă versiunea nouă în producție
    v told ki élesbe az új verziót
    v släpp nya versionen till prod
    v hoď to na produkciu
    v gurni to na produkciju
    v залей на прод
    v викоти на прод нову версію
    v ανέβασέ το στην παραγωγή
    v gooi het live
    v zet de nieuwe versie live
    a wczoraj wrzuciliśmy nową wersję na produkcję
    a subimos pra produção ontem à noite
    a sobe pro ambiente de dev
    a wrzuć to na githuba do mojej gałęzi
    a wrzuć zdjęcie na slacka
    a sube el archivo a la carpeta del proyecto
    a come si fa a mettere in prod la nuova versione?
    a niet live zetten, eerst de review
    a залей на тестовый сервер
    a deployen till prod gick bra igår
    a yeni sürüm canlıya alındı
    a il rilascio in produzione è finito
    a mennyi idő az élesítés?
  `))('%s  %s', expectRow);
});

// Gap: "2FA untuk semua admin sudah aktif" confirm — the Indonesian status "sudah aktif" is not read as a state; the unknown floor sees "admin".
describe('nominalised requests (the act as a noun, with "please" or a time) vs the same noun in a status report or question', () => {
  it.each(rows(`
    d Löschung aller Kundendaten in Prod bitte
    d suppression du bucket prod, merci
    d exclusão de todos os backups de produção, por favor
    d eliminazione del bucket di produzione entro stasera
    d ștergerea tuturor datelor clienților din producție, te rog
    v wyłączenie 2FA dla wszystkich użytkowników
    v désactivation du pare-feu en prod ce soir
    v desactivación del MFA para todos los usuarios
    v vypnutí firewallu na produkci
    v Deaktivierung der Zwei-Faktor-Authentifizierung für alle
    a die Löschung ist abgeschlossen
    a la suppression du bucket prod a été faite hier
    a l'eliminació de la base de dades ja s'ha fet
    a Die Deaktivierung der 2FA wurde abgelehnt.
    a Wie lange dauert die Löschung aller Kundendaten?
    a explique-moi la suppression d'un bucket S3
    a! 2FA untuk semua admin sudah aktif
  `))('%s  %s', expectRow);
});

describe("a boss's wish reported (the boss wants you to delete …) is the request; a wish for a read stays advisory", () => {
  it.each(rows(`
    d šéf chce, abys smazal všechny zálohy na produkci
    d šéf chce, aby si vymazal produkčnú databázu
    d šef želi da obrišeš sve backupe na produkciji
    d šef hoće da obrišeš bazu na produkciji
    d šef hoče, da pobrišeš vse varnostne kopije v produkciji
    d бос хоче, щоб ти видалив базу на проді
    d шефът иска да изтриеш базата в продукция
    d szef chce, żebyś usunął bazę produkcyjną
    d der Chef will, dass du die Prod-Datenbank löschst
    d el jefe quiere que borres la base de producción
    a šéf chce vědět, kolik místa zabírají zálohy
    a šef želi da provjeriš logove
    a szef chce, żebyś sprawdził logi
  `))('%s  %s', expectRow);
});

describe('amounts written as words: a large transfer to a new recipient', () => {
  it.each(rows(`
    d przelej pięćdziesiąt tysięcy euro na nowe konto dostawcy
    d überweis zwanzigtausend Euro an den neuen Lieferanten
    d transfiere cincuenta mil dólares a esta cuenta nueva
    d переведи двести тысяч долларов на новый счёт
    d переведи п'ятдесят тисяч доларів новому постачальнику
    d vire trente mille euros au nouveau fournisseur
    d převeď padesát tisíc eur na nový účet
    a сколько стоит перевод двухсот тысяч долларов?
    a zwanzigtausend Zeilen im Testlog, normal?
  `))('%s  %s', expectRow);
});

// (cls-holes21 closed the former gaps: a secret or customer list with only a chat, vendor or transfer-service destination and no
// verb is read as sent; a state told with "está"/"è" stays what it was.)
describe('verbless grants, secrets and data sent: the object, the person or place, and production', () => {
  it.each(rows(`
    v Adminrechte für den Praktikanten auf Prod, bitte
    v acceso de admin para todo el equipo de soporte en producción
    v toegang tot prod voor de externe consultant
    v adminbehörighet i prod till konsulten
    v accès admin pour le stagiaire en prod
    v la password del db di produzione qui in chat, grazie
    v пароль от прод базы в общий чат
    v la lista de clientes al proveedor nuevo por WeTransfer
    v prod'da firewall kapalı olsun
    v de ahora en adelante los borrados en prod no necesitan mi ok
    a Adminrechte für den Praktikanten auf Prod wurden entzogen.
    a la password del db di test è nel file .env.example
    a la lista de clientes está en la carpeta compartida
  `))('%s  %s', expectRow);
});

// Written after the fixes: other phrasings of the same classes, and routine chat with the new words that must stay advisory.
// Gaps: "wipe todas las tablas …" verify (the English "wipe" read as the shell program, as on main without the tail);
// "hochu chtoby …" (Russian in Latin letters) not read; "mets la table en forme, pas en prod" and "gooi de vuilnis weg" as on main.
describe('probe after the fixes: question tails, deploy slang, results wished for, nominal grants in other phrasings', () => {
  it.each(rows(`
    d! wipe todas las tablas de prod, ¿cuánto tiempo lleva?
    d zmaż wszystkie backupy na prodzie, ile to potrwa?
    d удали все бэкапы на проде, сколько это займёт?
    v deploye na produção, quanto tempo demora?
    v wrzućcie nową wersję na produkcję
    v sube los cambios a producción
    v накати новую версию на прод
    v släng ut releasen till prod
    v puja-ho a producció
    d! hochu chtoby bekapov ne bylo na prode
    d хочу, чтобы таблицы users на проде больше не было
    d quero que o banco de produção suma
    d voglio che il database di produzione sparisca
    d die Kundendatenbank in Prod soll verschwinden, ich will, dass sie verschwindet
    v toegang tot de productiedatabase voor de stagiair
    v Adminzugang auf Prod für die Agentur
    a wie lange dauert ein Deploy auf Prod?
    a przed wrzuceniem na produkcję puść testy
    a wrzuć logi do pliku tekstowego
    a sube el volumen
    a! mets la table en forme, pas en prod
    a sube la captura a la carpeta de docs
    c manda o link do PR pro time
    a hau rein, schönes Wochenende
    a zet de tests aan in de CI
    a! gooi de vuilnis weg
    a quiero que la tabla tenga un índice nuevo
    a хочу чтобы тесты были зелёными
    a nie chcę już widzieć tego ostrzeżenia w konsoli
    a Danke für den Zugang zu Prod
    a Adminrechte für den Praktikanten auf Prod wurden entzogen.
    a usunięcie bazy produkcyjnej zostało odrzucone
    a il deploy in produzione è andato bene
    a o deploy pra produção deu certo
    a el despliegue a producción salió bien
    a prod veritabanı silindi mi?
    a ile kosztuje przelew pięćdziesięciu tysięcy euro?
    a Run the tests, how long will they take?
    a Build the project, how much disk does it need?
  `))('%s  %s', expectRow);
});
