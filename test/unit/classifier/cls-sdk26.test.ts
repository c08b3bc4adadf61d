import { describe, it } from 'vitest';
import { checkMarked, markedRows } from './helpers';

// cls-sdk26 (issue 12): SDK code (and its HTTP twin) of identity admin, messaging, object storage, document databases,
// payments and forges, read by structure (readers/sdk26.ts): a role's membership written, a push's audience, a tenant
// removed whole, a bucket's own protection settings, a collection dropped through a bound handle, an empty filter, a loop
// over a listing bound to a name first, provider test keys. Each table varies one act along one axis with benign twins.
// A row is "x hint", or "x! hint" for a known gap (target tier x, not reached yet; reason above it).
// Figures (rows at their tier): on main → on this branch, in /work/reports/cls-sdk26.md.

describe('directory role membership written: a grant of rights, in several SDK notations; reads of it stay advisory', () => {
  it.each(markedRows(String.raw`
    v await graphClient.DirectoryRoles[globalAdminRoleId].Members.Ref.PostAsync(body);
    v await graph_client.directory_roles.by_directory_role_id(role_id).members.ref.post(ReferenceCreate(odata_id=f"https://graph.microsoft.com/v1.0/directoryObjects/{uid}"))
    v await client.api('/directoryRoles/62e90394-69f5-4237-9190-012177145e10/members/$ref').post({ '@odata.id': 'https://graph.microsoft.com/v1.0/directoryObjects/3f1c9a7e' });
    v kc.realm("customers").roles().get("realm-admin").getRoleUserMembers(); kc.realm("customers").users().get(uid).roles().realmLevel().add(List.of(adminRole));
    a const members = await graphClient.DirectoryRoles[globalAdminRoleId].Members.GetAsync();
    a for m in graph_client.directory_roles.by_directory_role_id(role_id).members.get().value: print(m.id)
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('push notifications along audience: one device → a test device on the sandbox → a topic everyone is on → every device token', () => {
  it.each(markedRows(String.raw`
    c await admin.messaging().send({ token: deviceToken, notification: { title: 'Your order shipped', body: 'Track it in the app' } });
    a await apnProvider.send(note, TEST_DEVICE_TOKEN) // provider = new apn.Provider({ production: false })
    v await admin.messaging().send({ topic: 'all', notification: { title: 'Flash sale', body: '50% off today' } });
    v messaging.send(messaging.Message(topic='everyone', notification=messaging.Notification(title='We are back', body='Service restored')))
    v Message msg = Message.builder().setTopic("all_users").setNotification(Notification.builder().setTitle("Update").build()).build(); ⏎ FirebaseMessaging.getInstance().send(msg);
    v client.create_notification({"contents": {"en": "New feature!"}, "included_segments": ["Subscribed Users"]})  # OneSignal
    v for _, t := range loadAllDeviceTokens(db) { ⏎   client.Production().Push(&apns2.Notification{DeviceToken: t, Topic: "io.acme.app"}) ⏎ }
    a messaging.send(messaging.Message(topic='everyone', notification=messaging.Notification(title='x')), dry_run=True)
    a const res = await admin.messaging().send({ topic: 'all', notification: { title: 'T' } }, true); // dry run: validate only
    a subs = messaging.subscribe_to_topic(tokens=[new_token], topic='news-de')
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('a tenant, realm, organisation or workspace removed whole; one member or a read of it is less', () => {
  it.each(markedRows(String.raw`
    d kc.realm("customers").remove();
    d keycloak.realm("partners").remove()
    d await guild.delete()
    d _, err := client.Organizations.Delete(ctx, "acme-prod")
    c kc.realm("customers").users().get("8f2c1d7e-4b1a-4c55-9e0d-2a6f1c3b9e11").remove();
    a RealmRepresentation r = kc.realm("customers").toRepresentation(); System.out.println(r.getDisplayName());
    a for g in client.guilds: print(g.name, g.member_count)
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe("a bucket's own protection settings by direction: public-access block and versioning, four languages", () => {
  it.each(markedRows(String.raw`
    v s3.put_public_access_block(Bucket='acme-prod-reports', PublicAccessBlockConfiguration={'BlockPublicAcls': False, 'IgnorePublicAcls': False, 'BlockPublicPolicy': False, 'RestrictPublicBuckets': False})
    v await s3.send(new PutPublicAccessBlockCommand({ Bucket: 'acme-prod-reports', PublicAccessBlockConfiguration: { BlockPublicAcls: false, BlockPublicPolicy: false } }));
    v s3.delete_public_access_block(Bucket='acme-prod-reports')
    a s3.put_public_access_block(Bucket='acme-prod-reports', PublicAccessBlockConfiguration={'BlockPublicAcls': True, 'IgnorePublicAcls': True, 'BlockPublicPolicy': True, 'RestrictPublicBuckets': True})
    a print(s3.get_public_access_block(Bucket='acme-prod-reports'))
    v s3.put_bucket_versioning(Bucket='acme-prod-ledger', VersioningConfiguration={'Status': 'Suspended'})
    v _, err := client.PutBucketVersioning(ctx, &s3.PutBucketVersioningInput{Bucket: aws.String("acme-ledger"), VersioningConfiguration: &types.VersioningConfiguration{Status: types.BucketVersioningStatusSuspended}})
    v await s3.send(new PutBucketVersioningCommand({ Bucket: 'acme-ledger', VersioningConfiguration: { Status: 'Suspended' } }));
    a s3.put_bucket_versioning(Bucket='acme-prod-ledger', VersioningConfiguration={'Status': 'Enabled'})
    a _, err := client.PutBucketVersioning(ctx, &s3.PutBucketVersioningInput{Bucket: aws.String("acme-ledger"), VersioningConfiguration: &types.VersioningConfiguration{Status: types.BucketVersioningStatusEnabled}})
    a print(s3.get_bucket_versioning(Bucket='acme-prod-ledger').get('Status'))
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('a canned public ACL in SDK notation: customer data published < assets made public; private ACLs stay routine', () => {
  it.each(markedRows(String.raw`
    d _, err = client.PutBucketAcl(ctx, &s3.PutBucketAclInput{Bucket: aws.String("acme-customer-uploads"), ACL: types.BucketCannedACLPublicRead})
    d s3Client.setBucketAcl("acme-patient-records", CannedAccessControlList.PublicRead);
    d await s3.PutACLAsync(new PutACLRequest { BucketName = "acme-kyc-documents", CannedACL = S3CannedACL.PublicRead });
    d s3.put_bucket_acl(Bucket='acme-invoices-prod', ACL='public-read')
    v _, err = client.PutBucketAcl(ctx, &s3.PutBucketAclInput{Bucket: aws.String("acme-site-assets"), ACL: types.BucketCannedACLPublicRead})
    a _, err = client.PutBucketAcl(ctx, &s3.PutBucketAclInput{Bucket: aws.String("acme-customer-uploads"), ACL: types.BucketCannedACLPrivate})
    a acl, _ := client.GetBucketAcl(ctx, &s3.GetBucketAclInput{Bucket: aws.String("acme-customer-uploads")})
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('a document collection dropped through a handle bound from the driver, along environment', () => {
  it.each(markedRows(String.raw`
    d coll := client.Database("billing").Collection("invoices") ⏎ if err := coll.Drop(ctx); err != nil { log.Fatal(err) }
    d const orders = client.db('shop').collection('orders'); ⏎ await orders.drop();
    d var coll = database.GetCollection<BsonDocument>("customers"); ⏎ await coll.DropAsync();
    d db := client.Database("billing") ⏎ db.Drop(ctx)
    c client, _ := mongo.Connect(ctx, options.Client().ApplyURI("mongodb://localhost:27017")) ⏎ coll := client.Database("scratch_test").Collection("events") ⏎ coll.Drop(ctx)
    a coll := client.Database("billing").Collection("invoices") ⏎ n, _ := coll.CountDocuments(ctx, bson.D{})
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('a bulk document delete along its filter: empty (every document) > a filter > one key, several drivers', () => {
  it.each(markedRows(String.raw`
    d client.shop.sessions.delete_many({})  # mongodb+srv://prod-cluster.x7k2.mongodb.net
    d await db.collection('carts').deleteMany({});
    d var result = await collection.DeleteManyAsync(Builders<BsonDocument>.Filter.Empty);
    d res, err := coll.DeleteMany(ctx, bson.D{})
    v client.shop.orders.delete_many({'status': 'cancelled', 'created_at': {'$lt': cutoff}})
    c client.shop.orders.delete_one({'_id': ObjectId('65f1c2a9e4b0a1b2c3d4e5f6')})
    a n = client.shop.sessions.count_documents({})
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('a loop over a listing bound to a name first: paging only (everything) > a search filter', () => {
  it.each(markedRows(String.raw`
    d const users = await management.users.getAll({ per_page: 100, page: 0 }); ⏎ for (const u of users.data) await management.users.delete({ id: u.user_id });
    d resp = cognito.list_users(UserPoolId='us-east-1_CustProd1', Limit=60) ⏎ for u in resp['Users']: ⏎     cognito.admin_delete_user(UserPoolId='us-east-1_CustProd1', Username=u['Username'])
    v const users = await management.users.getAll({ q: 'email:"*@contractor.io"', per_page: 100 }); ⏎ for (const u of users.data) await management.users.delete({ id: u.user_id });
    a const users = await management.users.getAll({ per_page: 100, page: 0 }); ⏎ for (const u of users.data) console.log(u.email);
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('a refund over a search: every charge of a status (everything) > one customer > a sandbox', () => {
  it.each(markedRows(String.raw`
    d search = gateway.transaction.search do |s| ⏎   s.status.in(Braintree::Transaction::Status::Settled) ⏎ end ⏎ search.each { |tx| gateway.transaction.refund(tx.id) }
    d subs = gateway.subscription.search { |s| s.status.is Braintree::Subscription::Status::Active } ⏎ subs.each { |s| gateway.subscription.cancel(s.id) }
    v search = gateway.transaction.search do |s| ⏎   s.customer_id.is "cus_881" ⏎ end ⏎ search.each { |tx| gateway.transaction.refund(tx.id) }
    a search = gateway.transaction.search do |s| ⏎   s.status.in(Braintree::Transaction::Status::Settled) ⏎ end ⏎ search.each { |tx| puts tx.id, tx.amount }
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('provider keys and environments say test mode or live money', () => {
  it.each(markedRows(String.raw`
    a $api = new Api('rzp_test_1DP5mmOlF5G5ag', $secret); $api->payment->fetch('pay_29QQoUBi66xm2f')->refund(['amount' => 100]);
    c $api = new Api('rzp_live_9QxT1aBcDeFgHi', $secret); $api->payment->fetch('pay_29QQoUBi66xm2f')->refund(['amount' => 100]);
    a mollie = Client(); mollie.set_api_key('test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM'); mollie.payments.get('tr_WDqYK6vllg').refunds.create({'amount': {'currency': 'EUR', 'value': '35.00'}})
    c mollie = Client(); mollie.set_api_key('live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM'); mollie.payments.get('tr_WDqYK6vllg').refunds.create({'amount': {'currency': 'EUR', 'value': '35.00'}})
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

// Rows written after the rules above and not tuned on (other products, languages and surfaces for the same acts): they
// measure whether the rules generalise. Gaps are marked "!" with the reason above them.
describe('held-out: the same acts in other SDKs, languages and the HTTP twin', () => {
  it.each(markedRows(String.raw`
    v let out = client.put_bucket_versioning().bucket("acme-ledger").versioning_configuration(VersioningConfiguration::builder().status(BucketVersioningStatus::Suspended).build()).send().await?;
    v FirebaseMessaging.getInstance().send(Message.builder().setTopic("everyone").putData("promo", "BF50").build())
    v $messaging->send(CloudMessage::withTarget('topic', 'all')->withNotification(Notification::create('Sale', '50% off')));
    v curl -X POST https://onesignal.com/api/v1/notifications -H "Authorization: Basic $ONESIGNAL_KEY" -H 'Content-Type: application/json' -d '{"app_id":"5eb5a37e-b458-11e3-ac11-000c2940e62c","included_segments":["All"],"contents":{"en":"We are live!"}}'
    d await client.Organizations.DeleteAsync("org_8Fz2kQx1LmN0pQrS");
    d for await (const u of await client.userApi.listUsers()) { await client.userApi.deactivateUser({ userId: u.id }); await client.userApi.deleteUser({ userId: u.id }); }
    d const snap = await db.collection('users').get(); ⏎ const batch = db.batch(); ⏎ snap.docs.forEach(d => batch.delete(d.ref)); ⏎ await batch.commit();
    d ddb.deleteTable(DeleteTableRequest.builder().tableName("payments").build());
    d coll.delete_many(doc! {}, None).await?;
    d client[:orders].delete_many({})
    d CosmosContainer container = database.getContainer("orders"); ⏎ container.delete();
    # gap: the bucket's content is unnamed (a handle), so public read reads as dangerous, as the CLI's public-read on a bucket not
    # named for people's data does; whether an unnamed bucket made public is forbidden is the lead's call.
    d! err := bkt.ACL().Set(ctx, storage.AllUsers, storage.RoleReader)
    d container_client = blob_service.get_container_client('customer-exports') ⏎ container_client.set_container_access_policy(signed_identifiers={}, public_access='container')
    v for ch in client.conversations_list(limit=1000)['channels']: ⏎     client.conversations_archive(channel=ch['id'])
    v for c in Customer.objects.all(): ⏎     client.messages.create(to=c.phone, from_='+14155550123', body='Price change notice')
    d _, err := client.Repositories.Delete(ctx, "acme", "billing")
    c await octokit.rest.orgs.removeMember({ org: 'acme', username: 'ex-contractor-jdoe' });
    d gl.projects.get('acme/legacy-billing').delete()
    a for await (const u of await client.userApi.listUsers()) console.log(u.profile.login, u.status);
    a cursor = coll.find(doc! {"status": "open"}, None).await?;
    a rules, err := bkt.ACL().List(ctx)
    a notifications = client.view_notifications({"limit": 50, "offset": 0})
    c os.environ['FIRESTORE_EMULATOR_HOST'] = 'localhost:8080' ⏎ for d in db.collection('users').stream(): ⏎     d.reference.delete()
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('identity admin along scope: one account flagged off < a filtered set < every account; a pool, a policy, a role', () => {
  it.each(markedRows(String.raw`
    c await management.users.update({ id: 'auth0|64f1a2b3c4d5e6f7a8b9c0d1' }, { blocked: true });
    v const { data } = await management.users.getAll({ q: 'app_metadata.plan:"trial"', per_page: 100 }); ⏎ for (const u of data) await management.users.update({ id: u.user_id }, { blocked: true });
    d const { data } = await management.users.getAll({ per_page: 100 }); ⏎ for (const u of data) await management.users.update({ id: u.user_id }, { blocked: true });
    c auth.update_user('k2Hx9QpL0vYc3TzW', disabled=True)
    d cognito.delete_user_pool(UserPoolId='us-east-1_CustProd1')
    d client.delete_user_pool(UserPoolId=pool_id)  # the production customer pool
    a resp = cognito.describe_user_pool(UserPoolId='us-east-1_CustProd1')
    v okta_client.deactivate_policy('00p1a2b3c4d5e6f7g8h9')
    a print(okta_client.list_policies(type='OKTA_SIGN_ON'))
    v _, _, err := client.Organizations.EditOrgMembership(ctx, "jdoe", "acme", &github.Membership{Role: github.String("admin")})
    v project.members.create({'user_id': 42, 'access_level': gitlab.const.OWNER_ACCESS})
    a members, _, err := client.Organizations.ListMembers(ctx, "acme", &github.ListMembersOptions{Role: "admin"})
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('messaging along audience from code: one chat < every member or chat id < @everyone', () => {
  it.each(markedRows(String.raw`
    c discord_channel = bot.get_channel(112233445566778899) ⏎ await discord_channel.send('Deploy done')
    v await channel.send('@everyone Server maintenance in 10 minutes')
    v for u in client.users_list()['members']: ⏎     client.chat_postMessage(channel=u['id'], text='Please re-verify your account today')
    v for chat_id in get_all_chat_ids(): ⏎     bot.send_message(chat_id, 'Service will be down tonight')
    v sg.client.marketing.singlesends._(single_send_id).schedule.put(request_body={'send_at': 'now'})
    a history = client.conversations_history(channel='C04ABCD12', limit=50)
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});
