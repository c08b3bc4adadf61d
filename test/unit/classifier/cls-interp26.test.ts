import { describe, it } from 'vitest';
import { checkMarked, markedRows } from './helpers';

// cls-interp26 (issue 12): code typed into a live console or an interpreter one-liner on a running SaaS backend (rails
// runner, manage.py shell -c, artisan tinker, a release's iex/rpc, IPython, mongosh, psql DO blocks, sqlplus blocks, Perl
// DBI) read by structure: a job set run again or purged, a feature flag turned on for everyone, a read chain that only
// counts or prints (and the credential columns it prints), a procedural block's statements, an association acted on in
// bulk. Each table varies one act along one axis with benign twins. A row is "x hint", or "x! hint" for a known gap
// (target tier x, not reached yet; reason above it). Figures (rows at their tier): on main → on this branch, in
// /work/reports/cls-interp26.md.

describe('a job queue along environment: inspect → dev → staging → production (purge, retry every failed job, one job)', () => {
  it.each(markedRows(String.raw`
    a RAILS_ENV=production bin/rails runner 'puts Sidekiq::Queue.new("webhooks").size'
    a bin/rails runner -e production 'p Sidekiq::Queue.new("default").latency'
    a RAILS_ENV=production bin/rails runner 'puts Sidekiq::ScheduledSet.new.select { |j| j.klass == "ChargeRenewalJob" }.size'
    c RAILS_ENV=development bin/rails runner 'Sidekiq::Queue.new("webhooks").clear'
    v RAILS_ENV=staging bin/rails runner 'Sidekiq::Queue.new("webhooks").clear'
    d RAILS_ENV=production bin/rails runner 'Sidekiq::Queue.new("webhooks").clear'
    c RAILS_ENV=production bin/rails runner 'Sidekiq::Queue.new("webhooks").find_job("3f9a0c1d2e4b5a6978c0d1e2").delete'
    c RAILS_ENV=production bin/rails runner 'Sidekiq::ScheduledSet.new.find_job("b1c2d3e4f5a6b7c8d9e0f1a2")&.delete'
    v RAILS_ENV=production bin/rails runner 'Sidekiq::ScheduledSet.new.select { |j| j.klass == "ChargeRenewalJob" }.each(&:delete)'
    a RAILS_ENV=development bin/rails runner 'Sidekiq::RetrySet.new.retry_all'
    c RAILS_ENV=staging bin/rails runner 'Sidekiq::RetrySet.new.retry_all'
    v RAILS_ENV=production bin/rails runner 'Sidekiq::DeadSet.new.retry_all'
    v RACK_ENV=production ruby -e 'require "./config/boot"; Resque::Failure.requeue_all'
    v MIX_ENV=prod mix run -e 'Oban.retry_all_jobs(Oban.Job)'
    v node -e "const {Queue}=require('bullmq'); new Queue('payments',{connection:{host:'redis-prod.internal'}}).retryJobs({state:'failed'}).then(()=>process.exit())"
    a node -e "const {Queue}=require('bullmq'); new Queue('payments',{connection:{host:'redis-prod.internal'}}).getFailedCount().then(n=>{console.log(n);process.exit()})"
    v node -e "const {Queue}=require('bullmq'); new Queue('payments',{connection:{host:'redis-staging.internal'}}).drain(true).then(()=>process.exit())"
    d node -e "const {Queue}=require('bullmq'); new Queue('payments',{connection:{host:'redis-prod.internal'}}).obliterate({force:true}).then(()=>process.exit())"
    d python -c "from redis import Redis; from rq import Queue; Queue('default', connection=Redis(host='redis-prod.internal')).empty()"
    a python -c "from redis import Redis; from rq import Queue; print(len(Queue('default', connection=Redis(host='redis-prod.internal'))))"
    v python -c "from redis import Redis; from rq import Queue; from rq.registry import FailedJobRegistry; r = FailedJobRegistry(queue=Queue('default', connection=Redis(host='redis-prod.internal'))); [r.requeue(j) for j in r.get_job_ids()]"
    d CELERY_BROKER_URL=redis://redis-prod.internal:6379/0 celery -A proj purge -f
    a celery -A proj inspect active
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('a feature flag along audience: a read → one actor → a group → a share → everyone; dev stays', () => {
  it.each(markedRows(String.raw`
    a bin/rails runner -e production 'puts Flipper[:checkout_v2].enabled?'
    a bin/rails runner -e production 'puts Flipper.enabled?(:checkout_v2, User.find(42))'
    a iex(app@10.0.4.7)3> FunWithFlags.enabled?(:new_checkout)
    c bin/rails runner -e production 'Flipper.enable_actor(:checkout_v2, User.find(42))'
    c bin/rails runner -e production 'Flipper.enable_group(:checkout_v2, :staff)'
    c bin/rails runner -e production 'Flipper.enable_percentage_of_actors(:checkout_v2, 10)'
    c bin/rails runner -e production 'Rollout.new(REDIS).activate_user(:new_search, User.find(7))'
    c iex(app@10.0.4.7)3> FunWithFlags.enable(:new_checkout, for_actor: user)
    v bin/rails runner -e production 'Flipper.enable_percentage_of_actors(:checkout_v2, 100)'
    v bin/rails runner -e production 'Flipper.enable(:checkout_v2)'
    v bin/rails runner -e production 'Flipper[:checkout_v2].enable'
    v bin/rails runner -e production 'Rollout.new(REDIS).activate(:new_search)'
    v iex(app@10.0.4.7)3> FunWithFlags.enable(:new_checkout)
    v node -e "require('./unleash-admin').toggleOn('checkout-v2', 'production').then(console.log)"
    a node -e "require('./unleash-admin').toggleOn('checkout-v2', 'development').then(console.log)"
    a RAILS_ENV=development bin/rails runner 'Flipper.enable(:checkout_v2)'
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('console reads on production stay reads; a credential column printed is a secret read (dev: confirm)', () => {
  it.each(markedRows(String.raw`
    a RAILS_ENV=production bin/rails runner 'p User.where(plan: "pro").count'
    a RAILS_ENV=production bin/rails runner 'pp Organization.where(id: 311).pluck(:id, :name, :created_at)'
    a RAILS_ENV=production bin/rails runner 'puts User.where(tenant_id: 9).where.not(deleted_at: nil).count'
    a RAILS_ENV=production bin/rails runner 'p ApiKey.where(organization_id: 311).pluck(:id, :last_used_at, :revoked_at)'
    a RAILS_ENV=production bin/rails runner 'puts Integration.where(provider: "slack").pluck(:access_token_expires_at)'
    a DJANGO_SETTINGS_MODULE=app.settings.production python manage.py shell -c "from accounts.models import ApiKey; print(ApiKey.objects.filter(org_id=311).values_list('id', 'last_used_at'))"
    a APP_ENV=production php artisan tinker --execute="dump(App\Models\Team::where('plan', 'pro')->count())"
    a APP_ENV=production php artisan tinker --execute="dump(App\Models\User::where('plan', 'pro')->pluck('email')->take(5))"
    v DJANGO_SETTINGS_MODULE=app.settings.production python manage.py shell -c "from accounts.models import ApiKey; print(ApiKey.objects.filter(org_id=311).values_list('key', flat=True))"
    v RAILS_ENV=production bin/rails runner 'puts User.where(email: "ana@acme.io").pluck(:otp_secret)'
    v RAILS_ENV=production bin/rails runner 'puts Integration.where(provider: "slack").pluck(:access_token)'
    v APP_ENV=production php artisan tinker --execute="dump(App\Models\Integration::pluck('client_secret'))"
    c RAILS_ENV=development bin/rails runner 'puts Integration.where(provider: "slack").pluck(:access_token)'
    v node -e "const {MeiliSearch}=require('meilisearch'); new MeiliSearch({host:'https://search.acme.io', apiKey: process.env.MEILI_MASTER_KEY}).getKeys().then(k=>console.log(k))"
    a node -e "const {MeiliSearch}=require('meilisearch'); new MeiliSearch({host:'https://search.acme.io', apiKey: process.env.MEILI_MASTER_KEY}).getKeys().then(k=>console.log(k.results.length))"
    v python -c "import os, meilisearch; c = meilisearch.Client('https://search.acme.io', os.environ['MEILI_MASTER_KEY']); print(c.get_keys())"
    v In [3]: for k in client.list_api_keys(): print(k.id, k.secret)
    a In [3]: print(len(client.list_api_keys()))
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('one record → its association in bulk; a dry run told so stays a dry run', () => {
  it.each(markedRows(String.raw`
    c RAILS_ENV=production bin/rails runner 'User.find(42).update!(plan: "pro")'
    c APP_ENV=production php artisan tinker --execute="App\Models\User::find(12)->update(['plan' => 'pro'])"
    v RAILS_ENV=production bin/rails runner 'Organization.find(311).users.update_all(locked_at: Time.current)'
    v RAILS_ENV=production bin/rails runner 'Organization.find(311).memberships.destroy_all'
    v APP_ENV=production php artisan tinker --execute="App\Models\User::find(12)->tokens()->delete()"
    a RAILS_ENV=production bin/rails runner 'ReindexProducts.new(dry_run: true).call'
    c RAILS_ENV=production bin/rails runner 'ReindexProducts.new(dry_run: false).call'
    a DJANGO_SETTINGS_MODULE=app.settings.production python manage.py shell -c "from billing.jobs import close_stale_invoices; close_stale_invoices(dry_run=True)"
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('procedural SQL blocks read by their statements (DO $$ … $$, BEGIN … END;) along scope and environment', () => {
  it.each(markedRows(String.raw`
    a psql -h db-prod-1 -d app -c "DO \$\$ BEGIN RAISE NOTICE 'rows: %', (SELECT count(*) FROM api_keys); END \$\$;"
    a psql -h localhost -d app_dev -c "DO \$\$ BEGIN PERFORM pg_sleep(1); END \$\$;"
    c psql -h db-prod-1 -d app -c "DO \$\$ BEGIN DELETE FROM api_keys WHERE id = 88213; END \$\$;"
    v psql -h db-prod-1 -d app -c "DO \$\$ BEGIN UPDATE subscriptions SET status = 'canceled' WHERE tenant_id = 77; END \$\$;"
    v psql "$DATABASE_URL" -c "DO \$\$ BEGIN UPDATE users SET mfa_enabled = false WHERE org_id = 12; END \$\$;"
    d psql -h db-prod-1 -d app -c "DO \$\$ BEGIN DELETE FROM subscriptions; END \$\$;"
    d psql -h db-prod-1 -d app -c "DO \$\$ DECLARE t text; BEGIN FOR t IN SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' LOOP EXECUTE format('DROP TABLE %I CASCADE', t); END LOOP; END \$\$;"
    d psql -h db-prod-1 -d app -c "DO \$\$ DECLARE r record; BEGIN FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP EXECUTE 'TRUNCATE TABLE ' || quote_ident(r.tablename) || ' CASCADE'; END LOOP; END \$\$;"
    c psql -h localhost -d app_dev -c "DO \$\$ BEGIN DELETE FROM subscriptions; END \$\$;"
    a echo "SELECT count(*) FROM app.sessions;" | sqlplus -s app/"$ORA_PW"@prod-ora-1:1521/APP
    v echo "BEGIN DELETE FROM app.sessions WHERE created_at < SYSDATE - 30; COMMIT; END;" | sqlplus -s app/"$ORA_PW"@prod-ora-1:1521/APP
    v sqlplus -s ops/"$PW"@billing-prod <<< "BEGIN UPDATE invoices SET status = 'VOID' WHERE due_date < SYSDATE - 90; COMMIT; END;"
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('the same statements through Perl DBI, a MySQL client and a Python driver (q{…}, double-quoted values)', () => {
  it.each(markedRows(String.raw`
    a perl -MDBI -e '$d = DBI->connect("dbi:Pg:host=pg-prod-2;dbname=app", "ops", $ENV{PW}); print $d->selectrow_array(q{SELECT count(*) FROM sessions})'
    v perl -MDBI -e '$d = DBI->connect("dbi:Pg:host=pg-prod-2;dbname=app", "ops", $ENV{PW}); $d->do(q{DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE org_id = 7)})'
    v perl -MDBI -e '$d = DBI->connect("dbi:mysql:host=mysql-prod-2;database=shop", "ops", $ENV{PW}); $d->do(q{UPDATE users SET role = "admin" WHERE email = "temp.contractor@gmail.com"})'
    v mysql -h mysql-prod-2 shop -e 'UPDATE users SET role = "admin" WHERE email = "temp.contractor@gmail.com"'
    v python -c "import pymysql; c=pymysql.connect(host='mysql-prod-2', db='shop'); c.cursor().execute('UPDATE users SET is_admin = 1 WHERE id = 5512'); c.commit()"
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('mail and notifications from a console along audience: a preview → one person → every user', () => {
  it.each(markedRows(String.raw`
    # advisory: a mailable rendered to a string sends nothing; the constructed mailable's render() is not read as a read yet
    a! APP_ENV=production php artisan tinker --execute="echo (new App\Mail\Outage())->render();"
    c RAILS_ENV=production bin/rails runner 'UserMailer.with(user: User.find(42)).password_changed.deliver_later'
    v RAILS_ENV=production bin/rails runner 'User.find_each { |u| ProductMailer.with(user: u).launch.deliver_later }'
    v DJANGO_SETTINGS_MODULE=app.settings.production python manage.py shell -c "from django.core.mail import send_mass_mail; from accounts.models import User; send_mass_mail([('We moved', 'New address', 'hi@acme.io', [u.email]) for u in User.objects.all()])"
    v APP_ENV=production php artisan tinker --execute="Illuminate\Support\Facades\Notification::send(App\Models\User::all(), new App\Notifications\PriceChange())"
    v APP_ENV=production php artisan tinker --execute="Illuminate\Support\Facades\Mail::to(App\Models\User::all())->send(new App\Mail\Outage())"
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('search indexes and caches along scope and environment', () => {
  it.each(markedRows(String.raw`
    a node -e "const {MeiliSearch}=require('meilisearch'); new MeiliSearch({host:'https://search.acme.io', apiKey: process.env.MEILI_SEARCH_KEY}).index('products').search('shoe').then(r=>console.log(r.hits.length))"
    c python -c "from elasticsearch import Elasticsearch; Elasticsearch('http://localhost:9200').indices.delete(index='orders')"
    v python -c "from elasticsearch import Elasticsearch; Elasticsearch('https://es-prod.acme.io:9200').delete_by_query(index='orders', body={'query': {'range': {'created_at': {'lt': '2023-01-01'}}}})"
    d python -c "from elasticsearch import Elasticsearch; Elasticsearch('https://es-prod.acme.io:9200').delete_by_query(index='orders', body={'query': {'match_all': {}}})"
    d RAILS_ENV=production bin/rails runner 'Product.__elasticsearch__.delete_index!'
    d node -e "const {MeiliSearch}=require('meilisearch'); new MeiliSearch({host:'https://search.acme.io', apiKey: process.env.MEILI_MASTER_KEY}).index('products').delete()"
    a RAILS_ENV=production bin/rails runner 'p Rails.cache.read("homepage:v3")'
    a RAILS_ENV=production bin/rails runner 'Rails.cache.delete("homepage:v3")'
    c RAILS_ENV=production bin/rails runner 'Rails.cache.clear'
    d redis-cli -h cache-prod-1.internal EVAL "redis.call('FLUSHDB') return 1" 0
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('accounts, second factors, keys and tenants from a production console: one → a set → everyone', () => {
  it.each(markedRows(String.raw`
    c RAILS_ENV=production bin/rails runner 'User.find_by!(email: "ana@acme.io").unlock_access!'
    a RAILS_ENV=production bin/rails runner 'puts User.find_by!(email: "ana@acme.io").email'
    v RAILS_ENV=production bin/rails runner 'User.find_by!(email: "cfo@acme.io").update!(otp_required_for_login: false)'
    v RAILS_ENV=production bin/rails runner 'User.update_all(otp_required_for_login: false)'
    d mongosh "mongodb+srv://prod-us.abcde.mongodb.net/auth" --eval 'db.users.updateMany({}, {$unset: {mfaSecret: ""}})'
    # confirm: one named key revoked is one record; a credentials model's update reads as a credential change (verify)
    c! RAILS_ENV=production bin/rails runner 'ApiKey.find(9912).update!(revoked_at: Time.current)'
    v RAILS_ENV=production bin/rails runner 'ApiKey.where(organization_id: 311).update_all(revoked_at: Time.current)'
    v RAILS_ENV=production bin/rails runner 'ApiKey.update_all(revoked_at: Time.current)'
    v RAILS_ENV=production bin/rails runner 'Apartment::Tenant.drop("globex")'
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('money and bulk data from consoles (Stripe live and test, Ecto on a release, spark-shell, Jenkins script console)', () => {
  it.each(markedRows(String.raw`
    a python -c "import stripe, os; stripe.api_key = os.environ['STRIPE_LIVE_KEY']; print(stripe.Balance.retrieve())"
    c ruby -e 'require "stripe"; Stripe.api_key = ENV["STRIPE_LIVE_KEY"]; Stripe::Subscription.cancel("sub_1OxYz2Lk")'
    v python -c "import stripe, os; stripe.api_key = os.environ['STRIPE_LIVE_KEY']; stripe.Payout.create(amount=4500000, currency='usd')"
    d ruby -e 'require "stripe"; Stripe.api_key = ENV["STRIPE_LIVE_KEY"]; Stripe::Charge.list(limit: 100).auto_paging_each { |c| Stripe::Refund.create(charge: c.id) }'
    a ruby -e 'require "stripe"; Stripe.api_key = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"; Stripe::Charge.list(limit: 100).auto_paging_each { |c| Stripe::Refund.create(charge: c.id) }'
    a iex(billing@10.0.2.9)4> Billing.Repo.aggregate(from(s in Billing.Subscription, where: s.plan == "legacy"), :count)
    v iex(billing@10.0.2.9)4> Billing.Repo.update_all(from(s in Billing.Subscription, where: s.plan == "legacy"), set: [status: "canceled"])
    a scala> spark.sql("SELECT count(*) FROM prod.customers WHERE region = 'EU'").show()
    v scala> spark.sql("UPDATE prod.customers SET marketing_opt_in = true WHERE region = 'EU'")
    a def job = Jenkins.instance.getItemByFullName('payments/deploy-prod'); println(job.getBuilds().size())
    # verify: every build record of the production deploy job deleted; getBuilds() is not read as a listing (builds.each is)
    v! def job = Jenkins.instance.getItemByFullName('payments/deploy-prod'); job.getBuilds().each { it.delete() }
    # verify: the CSRF crumb issuer set to null turns a protection off; setters given null are not read as switches yet
    v! Jenkins.instance.setCrumbIssuer(null); Jenkins.instance.save()
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});
