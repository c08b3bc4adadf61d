import { describe, expect, it } from 'vitest';
import { classify } from '../../../src/main/classifier/index';
import { expectRow, rows, tier } from './helpers';

describe('SQL: WHERE present or not', () => {
  it.each(rows(`
    a SELECT id, email FROM users WHERE id = 9
    a select count(*) from payments where status = 'failed'
    a EXPLAIN SELECT * FROM orders WHERE total > 100
    a SHOW DATABASES;
    a DESCRIBE orders;
    a INSERT INTO notes (body) VALUES ('hi')
    a CREATE TABLE tmp_import (id int)
    a ALTER TABLE orders ADD COLUMN note text
    c DELETE FROM orders WHERE id = 77
    c DELETE FROM carts WHERE cart_id = 'c_19'
    c UPDATE users SET plan = 'pro' WHERE user_id = 5
    c UPDATE users SET plan = 'pro' WHERE email = 'a@b.co'
    c CREATE OR REPLACE VIEW active_users AS SELECT * FROM users
    v DELETE FROM events WHERE created_at < now() - interval '90 days'
    v UPDATE accounts SET flagged = true WHERE last_login < '2023-01-01'
    v ALTER TABLE customers DROP COLUMN fax
    v! DELETE FROM users WHERE id > 0
    d DELETE FROM audit_log
    d UPDATE invoices SET amount = 0
    d delete from sessions where 1=1
    d UPDATE users SET admin = true WHERE true
    d DELETE FROM users WHERE name = name
    d DROP TABLE customers
    d DROP DATABASE IF EXISTS reporting;
    d TRUNCATE TABLE orders RESTART IDENTITY
    d drop schema public cascade
  `))('%s  %s', (t, hint) => expectRow(t, hint));

  it('EXPLAIN ANALYZE runs the statement it explains', () => {
    expect(tier('EXPLAIN ANALYZE DELETE FROM jobs')).toBe('danger_zone');
  });
  it('a read-only query stays read-only on production', () => {
    expect(tier('SELECT * FROM orders LIMIT 20 on the production replica')).toBe('advisory');
  });
  // LABELS.md: on production one named record is destructive; a filtered set is dangerous.
  it('a keyed write on production is confirm, a filtered one verify', () => {
    expect(tier('UPDATE users SET plan = "pro" WHERE id = 5 on the prod database')).toBe('confirm');
    expect(tier('UPDATE users SET plan = "pro" WHERE created_at < now() on the prod database')).toBe('verify');
  });
  it('says why a missing WHERE clause matters', () => {
    expect(classify('DELETE FROM users').reasons[0]).toMatch(/every row.*without WHERE/);
  });
});

describe('database clients, MongoDB and Redis', () => {
  it.each(rows(`
    a psql -d app -c "SELECT now()"
    a sqlite3 local.db '.tables'
    a mysql -e "SHOW PROCESSLIST"
    d psql -h db.internal -c "TRUNCATE payments"
    d mysql -uroot -e "DROP DATABASE shop"
    d sqlite3 app.sqlite "DELETE FROM users"
    d docker exec -i pg psql -U postgres -c 'DROP TABLE orders'
    d! kubectl exec -it pg-0 -n staging -- psql -c 'DROP DATABASE app'
    a db.orders.find({ status: 'open' }).limit(5)
    a mongosh --eval "db.users.countDocuments()"
    a db.orders.insertOne({ sku: 'x' })
    c db.carts.deleteOne({ _id: 'c1' })
    c db.users.updateOne({ _id: 1 }, { $set: { a: 1 } })
    v db.logs.deleteMany({ level: 'debug' })
    d db.logs.deleteMany({})
    d db.users.updateMany({}, { $unset: { phone: 1 } })
    d db.sessions.drop()
    d mongo app --eval 'db.dropDatabase()'
    a redis-cli GET config:flags
    a redis-cli --scan --pattern 'cache:*'
    a redis-cli SET flag:beta on
    c redis-cli DEL cart:991
    v redis-cli --scan --pattern 'tmp:*' | xargs redis-cli DEL
    v redis-cli CONFIG SET save ""
    d redis-cli FLUSHALL
    d redis-cli -h cache.internal -n 2 flushdb
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});
