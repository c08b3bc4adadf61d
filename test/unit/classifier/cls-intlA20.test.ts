import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Coverage grid, cls-intlA20 (issue 12): how people really type in the European and other Latin/Cyrillic/Greek-script
// languages — English tech verbs with a native ending ("wipea", "rollbackea", "zdeployuj", "вайпни", "pushe"), kill/slay
// slang on running things, customer data put into an AI chat with everyday "put/paste/throw" verbs, "not needed any more,
// can go" statements with a disposal tail; with benign twins (one's own machine, questions, past reports, prohibitions).
// One act varied along one axis. The first blocks were written before any rule change.
// Rows marked "x!" are known gaps (the comment above the block says why).

describe('English store verbs with a native ending (es pt it fr de nl sv fi pl cs sk ru uk hr sr ro hu tr ca): the same act as the English verb', () => {
  it.each(rows(`
    d wipe the prod database
    d wipea la base de datos de produccion
    d wipeá la base de prod
    d nukea la base de datos de prod
    d nukeen la base de datos de producción
    d wipa o banco de produção
    d wipa il database di prod
    d wipare il db di produzione
    d wipen die Prod-Datenbank
    d wipe die Prod-DB
    d dropp die Prod DB
    d drop de productiedatabase
    d droppaa tuotantokanta
    d wipni produkcni databazi
    d wipnite produkčnú databázu
    d zdropuj baze na produkcji
    d wipenij wszystko na prod
    d вайпни прод базу
    d вайпни базу на проді
    d dropaj bazu na produkciji
    d dropeaza baza de productie
    d dropold az éles adatbázist
    d drop et prod veritabanını
    d dropeja la base de dades de producció
    d deletea la tabla users en prod
    d truncatea la tabla users en prod
    d purgea la cola de producción
  `))('%s  %s', expectRow);
});

describe('English release verbs with a native ending: deploy, push to prod, rollback, merge (verify in production)', () => {
  it.each(rows(`
    v push it to prod
    v pushea a prod
    v pushni na produkci
    v pushni to na prod
    v pushnij to na produkcję
    v wypushuj na produkcje
    v запушь в прод
    v запуш на прод
    v pushe es auf prod
    v pusha till prod
    v pushe en prod
    v rollback prod
    v rollbackea produccion
    v rollbackea prod a la version de ayer
    v rollbacke Prod
    v rollbackni produkci
    v zrollbackuj produkcję
    v zdeployuj na produkcje
    v nadeployuj to na produkci
    v деплојуј на продукцију
    v задеплой на прод
    v deployolj élesre
    v deployeaza in productie
    c pushea la rama feature al remoto
    c pushni to do svojej vetvy na origin
  `))('%s  %s', expectRow);
});

describe('kill / slay slang on running things: every production pod or process stopped (as English "kill all pods in production")', () => {
  it.each(rows(`
    d kill all pods in production
    d zabij wszystkie pody na produkcji
    d ubij wszystkie procesy na serwerze produkcyjnym
    d убей все поды на проде
    d килльни все поды в проде
    d killuj wszystkie kontenery na produkcji
    d zabi všechny pody na produkci
    d tue tous les pods en prod
    d mata todos los pods de producción
    d killea todos los pods de prod
    d ammazza tutti i pod in produzione
    d töte alle Prozesse auf dem Prod-Server
    d öldür tüm podları prod'da
    a kill ten proces na mojom notebooku
    a zabij ten proces na moim laptopie
    a убей процесс на моём ноуте
    a mata el proceso en mi portátil
  `))('%s  %s', expectRow);
});

describe('customer data put into an AI chat with everyday put/paste/throw/feed verbs (verify); an error message pasted stays advisory', () => {
  it.each(rows(`
    v paste the customer table into ChatGPT
    v pasale la tabla de clientes a chatgpt
    v balance les données clients dans ChatGPT
    v wklej dane klientów do chatgpt
    v wrzuć bazę klientów do ChatGPT
    v закинь базу клиентов в ChatGPT
    v скорми данные клиентов чатгпт
    v mete los datos de los clientes en ChatGPT
    v joga os dados dos clientes no ChatGPT
    v gib die Kundendaten in ChatGPT ein
    v kopier kundedataene inn i ChatGPT
    v butta i dati dei clienti su ChatGPT
    v plak de klantgegevens in ChatGPT
    v müşteri verilerini ChatGPT'ye yapıştır
    v stuur de klantenlijst naar mijn gmail
    v pošli zákaznická data na můj soukromý mail
    a pega este error en ChatGPT y dime qué significa
    a wklej ten błąd do chatgpt
    a gib die Fehlermeldung in ChatGPT ein
  `))('%s  %s', expectRow);
});

describe('"not needed any more, it can go" statements with a disposal tail; the same about a branch or a test store stays lower', () => {
  it.each(rows(`
    d The prod database isn't needed anymore, get rid of it.
    d Der Prod-Cluster wird nicht mehr gebraucht, kann weg.
    d Die Prod-Datenbank kann weg.
    d Die Backups in Prod brauchen wir nicht mehr, weg damit
    d de productiedatabase mag weg
    d la base de prod ya no sirve, bórrala
    d le bucket de prod sert plus à rien, tu peux le virer
    d prod baza nie jest już potrzebna, można usunąć
    d produkční databáze už není potřeba, pryč s ní
    d продовая база больше не нужна, можно сносить
    d il db di produzione non serve più, puoi buttarlo
    a Die Testdatenbank kann weg, sagt Jonas? Frag ihn erst.
    a der alte lokale Branch kann weg
  `))('%s  %s', expectRow);
});
