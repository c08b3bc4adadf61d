import { describe, it } from 'vitest';
import { expectRow, rows, T, tier, type Short } from './helpers';
import { expect } from 'vitest';

// cls-api9 (issue 12): coverage grids over the qualifiers that set a tier (scope, environment, audience, amount,
// reversibility, security settings) for requests and SDK calls whose verb was already found, across clients and
// languages, with benign twins. Rows marked x! are known gaps (see helpers.ts).

describe("HTTP qualifiers: a dry run or validation in the query, a public principal, an admin-scoped credential, a draft, monitoring switched off, bank details written out, a bulk filter, httpie query fields, a sandbox resource group", () => {
  it.each(rows(`
    a curl -X DELETE "https://api.shopco.com/v2/orders/ord_55?dry_run=true"
    a curl -X POST "https://api.shopco.com/v2/refunds?dryRun=1" -d '{"charge":"ch_2","amount":90000}'
    a http DELETE "https://api.shopco.com/v2/customers/9?validate_only=true"
    a wget --method=DELETE -qO- "https://api.shopco.com/v2/tenants/t1?whatif=true"
    a Invoke-RestMethod -Method Delete -Uri "https://api.shopco.com/v2/projects/atlas?dry-run=true"
    a curl -X POST "https://api.shopco.com/v2/invoices/void?simulate=true" -d status=open
    c curl -X DELETE "https://api.shopco.com/v2/orders/ord_55?dry_run=false"
    v curl -X POST "https://api.shopco.com/v2/invoices/void_all?dry_run=0" -d status=open
    d curl -X PUT "https://storage.googleapis.com/storage/v1/b/acme-customer-exports/iam" -d '{"bindings":[{"role":"roles/storage.objectViewer","members":["allUsers"]}]}'
    d curl -X POST "https://cloudresourcemanager.googleapis.com/v1/projects/acme-prod:setIamPolicy" -d '{"policy":{"bindings":[{"role":"roles/viewer","members":["allAuthenticatedUsers"]}]}}'
    d curl -X PUT "https://acme-payroll.s3.amazonaws.com/?policy" -d '{"Statement":[{"Effect":"Allow","Principal":"*","Action":"s3:GetObject","Resource":"arn:aws:s3:::acme-payroll/*"}]}'
    d http PUT "https://storage.googleapis.com/storage/v1/b/hr-records/iam" bindings:='[{"role":"roles/storage.objectViewer","members":["allUsers"]}]'
    c curl -X PUT "https://storage.googleapis.com/storage/v1/b/acme-customer-exports/iam" -d '{"bindings":[{"role":"roles/storage.objectViewer","members":["user:ana@acme.com"]}]}'
    a curl "https://storage.googleapis.com/storage/v1/b/acme-customer-exports/iam"
    v curl -X POST https://api.acme.io/admin/api-keys -d '{"name":"ci","scopes":["admin:*"]}'
    v curl -X POST https://api.fastly.com/tokens -d '{"name":"deploy","scope":"global"}'
    v http POST https://api.acme.io/v1/tokens name=bot scopes:='["*"]'
    # "personal" in the path once read as a personal (dev) environment at the hint level; the request now pins its own (cls-api10)
    v curl -X POST https://gitlab.acme.com/api/v4/users/12/personal_access_tokens -d "name=ci&scopes[]=api&scopes[]=sudo"
    v curl -X POST https://gitlab.acme.com/api/v4/projects/7/access_tokens -d "name=ci&scopes[]=api&scopes[]=sudo"
    c curl -X POST https://gitlab.acme.com/api/v4/projects/7/access_tokens -d "name=ci&scopes[]=read_api"
    c curl -X POST https://api.acme.io/v1/api-keys -d '{"name":"dash","scopes":["read:metrics"]}'
    a curl https://api.acme.io/v1/api-keys
    a curl -X POST https://api.acme.io/v1/campaigns -d '{"audience":"all_customers","subject":"Q4","status":"draft"}'
    a http POST https://api.acme.io/v1/newsletters subject=Hi segment=all state=draft
    a curl -X POST https://api.acme.io/v1/broadcasts -d '{"to":"everyone","body":"x","draft":true}'
    v curl -X POST https://api.acme.io/v1/campaigns -d '{"audience":"all_customers","subject":"Q4","status":"scheduled"}'
    v curl -X POST https://api.acme.io/v1/broadcasts -d '{"to":"everyone","body":"x"}'
    v curl -X PUT https://api.pagerduty.com/services/PX12AB -d '{"service":{"status":"disabled"}}'
    v curl -X POST https://api.opsgenie.com/v2/integrations/abc/disable -H "Authorization: GenieKey $K"
    c curl -X POST https://grafana.acme.io/api/alerts/14/pause -d '{"paused":true}'
    v http PUT https://sentry.io/api/0/projects/acme/web/rules/7/ status=disabled
    v curl -X PUT "https://api.newrelic.com/v2/alerts_policies/88.json" -d '{"policy":{"enabled":false}}'
    v curl -X POST "https://api.uptimerobot.com/v2/editMonitor" -d "api_key=$UR&id=779&status=0"
    a curl https://api.pagerduty.com/services/PX12AB
    d curl -X POST https://api.acme-bank.com/v1/transfers -d '{"amount": 48500, "currency":"EUR","beneficiary":{"iban":"DE89370400440532013000","name":"Kestrel"}}'
    d curl -X POST https://api.acme-bank.com/v1/payments -d '{"amount": 30000, "currency":"USD","destination":{"account_number":"000123456789","routing_number":"110000000"}}'
    d http POST https://api.bankly.io/v2/wires amount=75000 currency=GBP sort_code=40-47-84 account_number=70872490
    v curl -X POST https://api.acme-bank.com/v1/transfers -d '{"amount": 48500, "currency":"EUR","payee_id":"pay_saved_17"}'
    c curl -X POST https://api.acme-bank.com/v1/transfers -d '{"amount": 120, "currency":"EUR","payee_id":"pay_saved_17"}'
    v curl -X POST https://api.acme.io/v1/users/bulk -d '{"action":"deactivate","filter":{"last_login_before":"2025-01-01"}}'
    v curl -X POST https://api.acme.io/v1/orders/batch -d '{"action":"cancel","filter":{"status":"pending"}}'
    v http POST https://api.acme.io/v1/accounts/bulk_suspend filter:='{"plan":"free"}'
    d curl -X POST https://api.acme.io/v1/users/bulk -d '{"action":"delete","filter":{}}'
    c curl -X POST https://sandbox.acme.io/v1/users/bulk -d '{"action":"delete","filter":{}}'
    v http POST https://api.stripe.com/v1/refunds charge==ch_3NxQ amount==250000 -a sk_live_51Hx:
    v curl -G -X POST https://api.stripe.com/v1/refunds -d charge=ch_3 -d amount=250000 -u sk_live_51Hx:
    v curl -X POST "https://api.stripe.com/v1/refunds?charge=ch_3&amount=250000" -u sk_live_51Hx:
    c curl -X POST "https://api.stripe.com/v1/refunds?charge=ch_3&amount=2500" -u sk_live_51Hx:
    c az rest --method delete --url "https://management.azure.com/subscriptions/$SUB/resourceGroups/rg-sandbox-jdoe?api-version=2021-04-01"
    d az rest --method delete --url "https://management.azure.com/subscriptions/$SUB/resourceGroups/rg-prod-core?api-version=2021-04-01"
    c curl -X DELETE "https://management.azure.com/subscriptions/$SUB/resourceGroups/rg-dev-scratch?api-version=2021-04-01"
  `))('%s %s', expectRow);
});

describe("SDK scope: deletes over an unfiltered listing, deletes named for their condition, mail to a whole table", () => {
  it.each(rows(`
    v Orders.deleteWhere { Orders.status eq "draft" }
    v User.destroy_by(role: "guest")
    v orderRepository.deleteByStatus(OrderStatus.CANCELLED);
    v Invoices.deleteWhere { Invoices.paid eq false }
    c orderRepository.deleteById(id);
    a val drafts = Orders.select { Orders.status eq "draft" }.count()
    v Mail::to(User::all())->send(new PriceIncrease());
    v Notification::send(User::all(), new TermsUpdated());
    v await sendgrid.send({ to: (await prisma.customer.findMany()).map(c => c.email), subject: 'x' });
    c Mail::to($user)->send(new PriceIncrease());
    a $count = User::all()->count();
    d Promise.resolve(fs.rmSync(process.env.HOME, { recursive: true })).then(() => console.log('ok'))
    v Notification::send(User::all(), new InvoiceOverdue());
  `))('%s %s', expectRow);
  it.each<[Short, string]>([
    ["d", "const users = await prisma.user.findMany();\nawait Promise.all(users.map(u => prisma.user.delete({ where: { id: u.id } })));"],
    ["d", "const orders = await Order.findAll();\nfor (const o of orders) await o.destroy();"],
    ["d", "for u in User.objects.all():\n    u.delete()"],
    ["d", "const docs = await Invoice.find({});\nawait Promise.all(docs.map((d) => Invoice.deleteOne({ _id: d._id })));"],
    ["v", "const stale = await prisma.user.findMany({ where: { lastLogin: { lt: cutoff } } });\nawait Promise.all(stale.map(u => prisma.user.delete({ where: { id: u.id } })));"],
    ["a", "const users = await prisma.user.findMany();\nconsole.log(users.length);"],
  ])('%s %s', (t, hint) => expect(tier(hint)).toBe(T[t]));
});

describe("test doubles bound to names act on nothing real; real calls beside them still count", () => {
  it.each<[Short, string]>([
    ["a", "const mockSend = jest.fn();\ns3.send = mockSend;\nawait removeAll(s3);\nexpect(mockSend).toHaveBeenCalledTimes(3);"],
    ["a", "const del = vi.fn();\nconst client = { deleteBucket: del };\nawait purgeBuckets(client);\nexpect(del).toHaveBeenCalled();"],
    ["a", "var mock = new Mock<BlobContainerClient>();\nmock.Setup(c => c.DeleteIfExists(It.IsAny<DeleteSnapshotsOption>(), null, default));\nawait sut.PurgeAsync(mock.Object);\nmock.Verify(c => c.DeleteIfExists(It.IsAny<DeleteSnapshotsOption>(), null, default), Times.Once);"],
    ["a", "client = MagicMock()\ncleanup.drop_all_tables(client)\nclient.drop_table.assert_called()"],
    ["d", "const mockSend = jest.fn();\nawait s3.send(new DeleteBucketCommand({ Bucket: 'acme-prod-data' }));"],
    ["d", "client = MagicMock()\nreal = boto3.client('s3')\nreal.delete_bucket(Bucket='acme-prod-data')"],
  ])('%s %s', (t, hint) => expect(tier(hint)).toBe(T[t]));
});

describe("HTTP audience, secrets and destinations: CI variables printed, webhooks and exports to outside hosts, tenants, discounts for everyone, production flags, payouts, servers, bulk tickets", () => {
  it.each(rows(`
    v curl -X POST https://acme.okta.com/api/v1/policies/00pabc/lifecycle/deactivate -H "Authorization: SSWS $OKTA"
    v xh PATCH https://login.acme.io/api/v2/policies/p1 status=INACTIVE
    v curl -X PUT https://api.acme.io/v1/org/security -d '{"sso_required":false}'
    v curl -X PATCH https://api.cloudflare.com/client/v4/zones/z1/settings/security_level -d '{"value":"essentially_off"}'
    a xh GET https://login.acme.io/api/v2/policies type==SIGN_ON
    v curl -X POST https://api.github.com/repos/acme/api/hooks -d '{"config":{"url":"https://ingest.thirdparty-metrics.com/h"},"events":["push","pull_request"]}'
    v curl -X POST https://gitlab.acme.com/api/v4/projects/7/hooks -d "url=https://relay.example.org/x&push_events=true"
    v http POST https://api.stripe.com/v1/webhook_endpoints url=https://collect.unknown-host.net/s "enabled_events[]=*" -a sk_live_x:
    c curl -X POST https://api.github.com/repos/acme/api/hooks -d '{"config":{"url":"https://ci.acme.com/github"},"events":["push"]}'
    v curl -s -H "PRIVATE-TOKEN: $GL" https://gitlab.acme.com/api/v4/projects/7/variables
    v curl -s -H "Authorization: Bearer $CIRCLE" https://circleci.com/api/v2/project/gh/acme/api/envvar/AWS_SECRET_ACCESS_KEY
    v http GET https://api.netlify.com/api/v1/accounts/acme/env "Authorization:Bearer $NETLIFY"
    a curl -s -H "PRIVATE-TOKEN: $GL" https://gitlab.acme.com/api/v4/projects/7/pipelines
    v curl -X POST https://api.acme.io/v1/exports -d '{"dataset":"users","destination":"https://partner-sftp.vendorco.com/inbox"}'
    v curl -X POST https://api.acme.io/v1/data-exports -d '{"table":"customers","target_bucket":"s3://external-analytics-share/"}'
    a curl -X POST https://api.acme.io/v1/exports -d '{"dataset":"customers","destination":"s3://acme-internal-backups/exports/"}'
    d curl -X DELETE https://api.acme.io/v1/workspaces/ws_881 -H "Authorization: Bearer $T"
    d Invoke-RestMethod -Method Delete -Uri https://api.acme.io/v2/tenants/contoso
    d http DELETE https://api.acme.io/v1/organizations/org_12
    a curl -X POST https://api.stripe.com/v1/coupons -u "$STRIPE_LIVE_KEY:" -d percent_off=100 -d duration=forever
    v curl -X PATCH https://flags.acme.io/api/environments/production/flags/checkout-v2 -d '{"on":true}'
    a curl -X PATCH https://flags.acme.io/api/environments/dev/flags/checkout-v2 -d '{"on":true}'
    v curl -X POST https://api.wise.com/v1/transfers -d '{"targetAccount":18822,"sourceAmount":4500,"quoteUuid":"q1"}'
    a curl -X POST https://api-m.sandbox.paypal.com/v1/payments/payouts -d '{"items":[{"amount":{"value":"12000.00","currency":"USD"},"receiver":"x@example.com"}]}'
    v curl -X DELETE https://api.vultr.com/v2/instances/cb676a46 -H "Authorization: Bearer $VULTR"
    v curl -X DELETE https://api.hetzner.cloud/v1/servers/42 -H "Authorization: Bearer $HC"
    c curl -X DELETE https://api.hetzner.cloud/v1/servers/42?dry_run=false -H "X-Env: staging"
    v curl -X DELETE "https://acme.zendesk.com/api/v2/tickets/destroy_many.json?ids=1,2,3,4,5,6,7,8"
    v curl -X POST https://api.acme.io/v1/tickets/bulk_delete -d '{"ids":[11,12,13,14,15,16,17,18,19,20,21,22]}'
    c curl -X DELETE https://acme.zendesk.com/api/v2/tickets/88.json
  `))('%s %s', expectRow);
  it.each<[Short, string]>([
    ["v", "POST https://api.acme.io/v1/discounts\nContent-Type: application/json\n\n{\"percent\":50,\"applies_to\":\"all_customers\",\"duration\":\"forever\"}"],
    ["v", "PUT https://flags.acme.io/v1/prod/flags/new-billing\nContent-Type: application/json\n\n{\"enabled\":true,\"rollout\":100}"],
  ])('%s %s', (t, hint) => expect(tier(hint)).toBe(T[t]));
});

describe("SDK acts in several languages: sends in loops, builders, foreach deletes, auto-paging loops, secrets printed, admin collaborators, every cache key, filtered collections", () => {
  it.each(rows(`
    c client.messages.create(to='+15551234567', from_=FROM, body='Your order shipped')
    d s3.delete_bucket().bucket("acme-prod-exports").send().await?;
    v try await Order.query(on: db).filter(\\.$status == .abandoned).delete()
    d try await Order.query(on: db).delete()
    d transaction { Customers.deleteAll() }
    a let resp = s3.list_buckets().send().await?;
    v PaymentIntent.create(PaymentIntentCreateParams.builder().setAmount(2500000L).setCurrency("eur").setConfirm(true).build());
    d foreach (var item in container.GetBlobs()) await container.DeleteBlobAsync(item.Name);
    a foreach (var b in container.GetBlobs()) Console.WriteLine(b.Name);
    d foreach ($stripe->subscriptions->all(['status' => 'active'])->autoPagingIterator() as $s) { $stripe->subscriptions->cancel($s->id); }
    d foreach (\\Stripe\\Customer::all()->autoPagingIterator() as $c) { $c->delete(); }
    c $stripe->subscriptions->cancel('sub_123');
    d _, err = client.DeleteDBCluster(ctx, &rds.DeleteDBClusterInput{DBClusterIdentifier: aws.String("billing-prod"), SkipFinalSnapshot: aws.Bool(true)})
    d _, err := svc.DeleteTable(ctx, &dynamodb.DeleteTableInput{TableName: aws.String("orders")})
    a out, err := client.DescribeDBInstances(ctx, &rds.DescribeDBInstancesInput{})
    v compute.firewalls().insert(project='acme', body={'name': 'open', 'sourceRanges': ['0.0.0.0/0'], 'allowed': [{'IPProtocol': 'tcp', 'ports': ['22']}]}).execute()
    v await octokit.rest.repos.addCollaborator({ owner: 'acme', repo: 'api', username: 'vendor-bob', permission: 'admin' })
    c await octokit.rest.repos.addCollaborator({ owner: 'acme', repo: 'api', username: 'alice', permission: 'pull' })
    a await redis.del('cache:home')
    d ec2.instances.filter(Filters=[{'Name': 'tag:Environment', 'Values': ['production']}]).terminate()
    v ec2.instances.filter(Filters=[{'Name': 'tag:Environment', 'Values': ['staging']}]).terminate()
    d gsutil -m rm -r "gs://acme-db-backups/**"
    d gcloud storage rm --recursive gs://acme-db-backups
    d az monitor diagnostic-settings delete --name send-to-siem --resource $VAULT_ID
    v gcloud compute firewall-rules create open-rdp --allow tcp:3389 --source-ranges 0.0.0.0/0
    v aws rds modify-db-cluster --db-cluster-identifier billing-prod --backup-retention-period 1 --apply-immediately
    v aws logs delete-log-group --log-group-name /ecs/checkout-prod
    d gcloud storage buckets add-iam-policy-binding gs://acme-payroll --member=allUsers --role=roles/storage.objectViewer
    a gcloud storage ls gs://acme-db-backups
    d php -r '$c=curl_init("https://api.acme.io/v1/customers?all=true"); curl_setopt($c, CURLOPT_CUSTOMREQUEST, "DELETE"); curl_exec($c);'
    v python -c "import httpx; httpx.post('https://api.acme.io/v1/payouts', json={'amount_cents': 3000000, 'destination': 'acct_77'})"
    c perl -MLWP::UserAgent -e 'LWP::UserAgent->new->delete("https://api.acme.io/v1/webhooks/wh_9")'
    d ruby -e 'require "net/http"; u=URI("https://api.acme.io/v1/users?all=true"); Net::HTTP.start(u.host, 443, use_ssl: true) { |h| h.delete(u.request_uri) }'
  `))('%s %s', expectRow);
  it.each<[Short, string]>([
    ["v", "for c in Customer.objects.filter(opted_in=True):\n    twilio.messages.create(to=c.phone, from_=FROM, body=msg)"],
    ["v", "phones = [u.phone for u in User.objects.all()]\nfor p in phones:\n    client.messages.create(to=p, from_=SENDER, body=text)"],
    ["v", "const subs = await prisma.subscriber.findMany();\nfor (const s of subs) await resend.emails.send({ from: 'news@acme.com', to: s.email, subject: 'Hi', html });"],
    ["v", "RefundCreateParams params = RefundCreateParams.builder().setCharge(\"ch_9\").setAmount(480000L).build();\nRefund.create(params);"],
    ["c", "RefundCreateParams params = RefundCreateParams.builder().setCharge(\"ch_9\").setAmount(1500L).build();\nRefund.create(params);"],
    ["d", "var c = svc.GetBlobContainerClient(\"nightly-backups\");\nforeach (var b in c.GetBlobs()) { c.DeleteBlob(b.Name); }"],
    ["v", "secret = client.get_secret(\"prod-db-password\")\nprint(secret.value)"],
    ["v", "const { SecretString } = await sm.send(new GetSecretValueCommand({ SecretId: 'prod/stripe' }));\nconsole.log(SecretString);"],
    ["d", "for key in r.scan_iter('*'):\n    r.delete(key)"],
    ["d", "const keys = await redis.keys('*');\nfor (const k of keys) await redis.del(k);"],
  ])('%s %s', (t, hint) => expect(tier(hint)).toBe(T[t]));
});

describe("cloud CLI qualifiers: --recursive/--force, public networks and ACLs, admin roles, backups and audit trails off, batch deletes of a container", () => {
  it.each(rows(`
    d aws s3 rb s3://acme-prod-uploads --force
    d aws s3 rm s3://acme-prod-uploads/ --recursive --quiet
    a aws s3 rm s3://acme-prod-uploads/ --recursive --dryrun
    d az storage blob delete-batch --source backups --account-name acmeprodsa
    d gcloud sql instances delete billing-prod --quiet
    c gcloud sql instances delete billing-scratch-jdoe --quiet --project acme-sandbox
    v gcloud sql instances patch billing-prod --authorized-networks=0.0.0.0/0
    v aws ec2 authorize-security-group-ingress --group-id sg-0f1 --protocol tcp --port 5432 --cidr 0.0.0.0/0
    v az network nsg rule create -g prod-rg --nsg-name web-nsg -n any --priority 100 --source-address-prefixes '*' --destination-port-ranges 22
    v aws s3api put-public-access-block --bucket acme-prod-assets --public-access-block-configuration BlockPublicAcls=false,IgnorePublicAcls=false,BlockPublicPolicy=false,RestrictPublicBuckets=false
    d aws s3api put-bucket-acl --bucket acme-customer-data --acl public-read
    v aws iam attach-user-policy --user-name contractor --policy-arn arn:aws:iam::aws:policy/AdministratorAccess
    v gcloud projects add-iam-policy-binding acme-prod --member=user:temp@gmail.com --role=roles/owner
    v aws backup delete-backup-plan --backup-plan-id 1a2b3c
    d aws cloudtrail stop-logging --name org-trail
    d aws cloudtrail delete-trail --name prod-audit
    v aws kms disable-key --key-id alias/prod-data
    a aws kms list-keys
    d aws dynamodb delete-table --table-name orders-prod
    v aws dynamodb update-continuous-backups --table-name orders-prod --point-in-time-recovery-specification PointInTimeRecoveryEnabled=false
    a aws dynamodb describe-continuous-backups --table-name orders-prod
    d az group delete -n prod-core-rg --yes --no-wait
    c az group delete -n rg-sandbox-jdoe --yes
    d doctl databases delete 9cc10173 --force
    a doctl databases list
    d az storage blob delete-batch --source uploads --account-name acmeprodsa
    v az storage blob delete-batch -s uploads --account-name acmeprodsa --pattern "2024/*"
    a az storage blob delete-batch -s uploads --account-name acmeprodsa --dryrun
  `))('%s %s', expectRow);
});

describe('a cloud module cmdlet that removes a storage container empties it (a backups container: every backup)', () => {
  it.each(rows(`
    d Remove-AzStorageContainer -Name db-backups -Context $ctx -Force
    d Remove-AzStorageContainer -Name uploads -Context $ctx -Force
    d Remove-S3Bucket -BucketName acme-prod-exports -DeleteBucketContent -Force
    a Get-AzStorageContainer -Context $ctx
    c Remove-AzStorageBlob -Container uploads -Blob 2024/report.csv -Context $ctx
  `))('%s %s', expectRow);
});
