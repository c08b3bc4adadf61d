import { describe, it } from 'vitest';
import { checkMarked, markedRows } from './helpers';

// cls-sdk21 (issue 12): SDK code, HTTP APIs and MCP tool calls, where what a call does is in its arguments as much as its
// name: loops and pagers over a listing, batch endpoints, methods set on a request after it is built, deletions past the
// trash, unloads to a stage, payees and amounts bound earlier, tools named after an API spec, links by their access.
// Each block is one act varied along one axis (language, surface, scope, environment) with benign neighbours. Rows marked
// "x!" are known gaps: the target tier is written, the reason is in the comment above the row.

describe('a loop over a listing is the set it lists: Go for {} pagers, Java do/while pagers, listings given only paging options or their container, in Go, Java, PHP, Python; a pager that only reads stays a read; a listing narrowed by a query is a set', () => {
  it.each(markedRows(String.raw`
    d for { page, _ := hs.CRM.Contact.List(&hubspot.ListOptions{Limit: 100, After: after}); for _, c := range page.Results { hs.CRM.Contact.Delete(c.ID) }; if page.Paging == nil { break }; after = page.Paging.Next.After }
    d for { ⏎ 	res, _, _ := pd.Persons.List(ctx, &pipedrive.PersonsListOptions{Limit: 500, Start: start}) ⏎ 	for _, p := range res.Data { pd.Persons.Delete(ctx, p.ID) } ⏎ 	if !res.MoreItems { break } ⏎ 	start += 500 ⏎ }
    d for { ⏎ 	users, resp, _ := client.Users.ListUsers(ctx, &okta.ListUsersOptions{Limit: 200, After: cursor}) ⏎ 	for _, u := range users { client.Users.DeactivateOrDeleteUser(ctx, u.Id, nil) } ⏎ 	if !resp.HasNextPage() { break } ⏎ }
    d String token = null; ⏎ do { ⏎   ListUsersResponse r = cognito.listUsers(ListUsersRequest.builder().userPoolId(poolId).paginationToken(token).build()); ⏎   for (UserType u : r.users()) cognito.adminDeleteUser(AdminDeleteUserRequest.builder().userPoolId(poolId).username(u.username()).build()); ⏎   token = r.paginationToken(); ⏎ } while (token != null);
    d $objects = $s3->listObjectsV2(['Bucket' => 'acme-prod-uploads']); ⏎ foreach ($objects['Contents'] as $o) { $s3->deleteObject(['Bucket' => 'acme-prod-uploads', 'Key' => $o['Key']]); }
    v for { ⏎ 	page, _, _ := zd.SearchTickets(ctx, &zendesk.SearchOptions{Query: "tags:spam", PerPage: 100}) ⏎ 	for _, t := range page { zd.DeleteTicket(ctx, t.ID) } ⏎ 	if len(page) == 0 { break } ⏎ }
    c hs.CRM.Contact.Delete("51")
    a for { page, _ := hs.CRM.Contact.List(&hubspot.ListOptions{Limit: 100, After: after}); for _, c := range page.Results { fmt.Println(c.Properties.Email) }; if page.Paging == nil { break }; after = page.Paging.Next.After }
    a String token = null; ⏎ do { ⏎   ListUsersResponse r = cognito.listUsers(ListUsersRequest.builder().userPoolId(poolId).paginationToken(token).build()); ⏎   r.users().forEach(u -> System.out.println(u.username())); ⏎   token = r.paginationToken(); ⏎ } while (token != null);
    a python3 -c "import os; [print(p) for p in os.listdir('/proc') if p.isdigit()]"
    d client, _ := firestore.NewClient(ctx, "acme-prod") ⏎ iter := client.Collection("orders").Documents(ctx) ⏎ for { ⏎ 	doc, err := iter.Next() ⏎ 	if err == iterator.Done { break } ⏎ 	doc.Ref.Delete(ctx) ⏎ }
    v it := client.Bucket("acme-prod-exports").Objects(ctx, &storage.Query{Prefix: "tmp/"}) ⏎ for { ⏎ 	a, err := it.Next() ⏎ 	if err == iterator.Done { break } ⏎ 	client.Bucket("acme-prod-exports").Object(a.Name).Delete(ctx) ⏎ }
    a iter := client.Collection("orders").Documents(ctx) ⏎ for { ⏎ 	doc, err := iter.Next() ⏎ 	if err == iterator.Done { break } ⏎ 	fmt.Println(doc.Ref.ID) ⏎ }
  `))('%s %s', checkMarked);
});

describe('a batch is its operation: DynamoDB batch writes of deletions (Python, JS), search-engine _bulk bodies whose lines delete, a bulk body sent from a file named for deletions; puts and index lines stay writes', () => {
  it.each(markedRows(String.raw`
    d scan = ddb.scan(TableName="sessions-prod") ⏎ for chunk in [scan["Items"][i:i + 25] for i in range(0, len(scan["Items"]), 25)]: ⏎     ddb.batch_write_item(RequestItems={"sessions-prod": [{"DeleteRequest": {"Key": {"pk": x["pk"]}}} for x in chunk]})
    v await ddb.send(new BatchWriteItemCommand({ RequestItems: { "orders-prod": stale.map((i) => ({ DeleteRequest: { Key: { pk: i.pk } } })) } }))
    c ddb.batch_write_item(RequestItems={"orders": [{"DeleteRequest": {"Key": {"pk": {"S": "order#8812"}}}}]})
    v curl -XPOST 'https://search-prod.acme.net/_bulk' -H 'Content-Type: application/x-ndjson' --data-binary $'{"delete":{"_index":"orders","_id":"a1"}}\n{"delete":{"_index":"orders","_id":"a2"}}\n'
    v curl -XPOST "https://search-prod.acme.net/_bulk" -H "Content-Type: application/x-ndjson" --data-binary @purge-orders.ndjson
    a ddb.batch_write_item(RequestItems={"orders": [{"PutRequest": {"Item": item}}]})
    a curl -XPOST 'http://localhost:9200/_bulk' -H 'Content-Type: application/x-ndjson' --data-binary $'{"index":{"_index":"orders","_id":"a1"}}\n{"total":12}\n'
  `))('%s %s', checkMarked);
});

describe('the method set on a request after it is built, or given by a name bound earlier, is the method sent (Go req.Method, a Python method name, Faraday run_request); a header set on it only authenticates', () => {
  it.each(markedRows(String.raw`
    d req, _ := http.NewRequest(http.MethodGet, "https://api.heroku.com/apps/acme-prod", nil) ⏎ req.Method = "DELETE" ⏎ req.Header.Set("Authorization", "Bearer "+token) ⏎ resp, err := http.DefaultClient.Do(req)
    d method = "DELETE" ⏎ requests.request(method, "https://api.heroku.com/apps/acme-prod", headers=h)
    d conn = Faraday.new(url: "https://api.heroku.com") ⏎ conn.run_request(:delete, "/apps/acme-prod", nil, {"Authorization" => "Bearer #{token}"})
    c req, _ := http.NewRequest(http.MethodGet, "https://api.acme.io/v1/customers/cus_881", nil) ⏎ req.Method = "DELETE" ⏎ resp, err := http.DefaultClient.Do(req)
    a req, _ := http.NewRequest(http.MethodGet, "https://api.heroku.com/apps/acme-prod", nil) ⏎ req.Header.Set("Authorization", "Bearer "+token) ⏎ resp, err := http.DefaultClient.Do(req)
    a method = "GET" ⏎ requests.request(method, "https://api.heroku.com/apps/acme-prod", headers=h)
    a conn = Faraday.new(url: "https://api.heroku.com") ⏎ conn.run_request(:get, "/apps/acme-prod", nil, {"Authorization" => "Bearer #{token}"})
  `))('%s %s', checkMarked);
});

describe("a deletion past the trash, and a drive's root: the same act over HTTP, SDK and tool (Dropbox permanently_delete, Box folder 0); a team folder is a set of files; one file, a move to the trash and a listing stay lower", () => {
  it.each(markedRows(String.raw`
    d POST https://api.dropboxapi.com/2/files/permanently_delete {"path": "/Company"}
    d dbx.files_permanently_delete("/Company")
    d mcp__dropbox__permanently_delete {"path": "/Company"}
    d curl -X POST https://api.dropboxapi.com/2/files/permanently_delete -H "Authorization: Bearer $DBX" -H "Content-Type: application/json" -d '{"path": "/Shared"}'
    d http DELETE https://api.box.com/2.0/folders/0 recursive==true "Authorization:Bearer $BOX_TOKEN"
    d mcp__box__delete_folder {"folder_id": "0", "recursive": true}
    v dbx.files_permanently_delete("/Sales/2024-pipeline")
    v POST https://api.dropboxapi.com/2/files/permanently_delete {"path": "/Sales/2024-pipeline"}
    v mcp__dropbox__permanently_delete {"path": "/Sales/2024-pipeline"}
    v dbx.files_delete_v2("/Company")
    c dbx.files_permanently_delete("/Sales/notes.txt")
    c dbx.files_delete_v2("/Sales/2024-pipeline/draft.docx")
    a dbx.files_list_folder("/Company", recursive=True)
    a mcp__dropbox__list_folder {"path": "/Company"}
  `))('%s %s', checkMarked);
});

describe("Snowflake's COPY INTO a stage or a storage URL unloads rows: a partner's or vendor's stage or bucket is people's data leaving; the warehouse's own stage stays inside; COPY INTO a table loads", () => {
  it.each(markedRows(String.raw`
    v COPY INTO @vendor_exchange/acme/users/ FROM analytics.public.users FILE_FORMAT = (TYPE = PARQUET)
    v copy into 's3://partner-exchange/acme/' from (select email, plan from customers) storage_integration = partner_int
    v COPY INTO @acme_partner_stage FROM customers;
    d COPY INTO @public_site_stage/leads/ FROM crm.leads
    a COPY INTO @~/tmp/counts.csv FROM (SELECT table_name, row_count FROM information_schema.tables)
    a COPY INTO analytics.events FROM @raw_stage/events/ FILE_FORMAT = (TYPE = JSON)
  `))('%s %s', checkMarked);
});

describe('money: a payee created earlier in the same code is a new recipient, and an amount given to an earlier call (a quote) or bound to a name is the payment\'s amount; a test key moves none', () => {
  it.each(markedRows(String.raw`
    d acct = stripe.Account.create(type="express", email="ops@newvendor.io") ⏎ amount_cents = 2_500_000 ⏎ stripe.Transfer.create(amount=amount_cents, currency="usd", destination=acct.id)
    d r = wise.recipients.create(profile_id, iban="DE89370400440532013000", name="K. Weber") ⏎ q = wise.quotes.create(profile_id, source_currency="EUR", target_currency="EUR", source_amount=40000) ⏎ wise.transfers.create(target_account=r.id, quote_uuid=q.id)
    d amount = 95000 ⏎ q = wise.quotes.create(profile_id, source_currency="GBP", target_currency="EUR", source_amount=amount) ⏎ r = wise.recipients.create(profile_id, iban=iban, name="New Supplier Ltd") ⏎ wise.transfers.create(target_account=r.id, quote_uuid=q.id)
    v q = wise.quotes.create(profile_id, source_currency="EUR", target_currency="EUR", source_amount=40000) ⏎ wise.transfers.create(target_account=supplier_account_id, quote_uuid=q.id)
    d curl -X POST https://api.transferwise.com/v1/transfers -H "Authorization: Bearer $WISE" -d '{"targetAccount": 8812, "quoteUuid": "q-77", "customerTransactionId": "t-9"}'  # 60k EUR, new supplier
    c q = wise.quotes.create(profile_id, source_currency="EUR", target_currency="EUR", source_amount=40) ⏎ wise.transfers.create(target_account=supplier_account_id, quote_uuid=q.id)
    a stripe.api_key = "sk_test_51Hx" ⏎ acct = stripe.Account.create(type="express") ⏎ stripe.Transfer.create(amount=2_500_000, currency="usd", destination=acct.id)
    a bal = stripe.Balance.retrieve() ⏎ print(bal.available)
  `))('%s %s', checkMarked);
});

describe("tools generated from an API spec carry the HTTP method in their name (the Notion server's API-post-search, API-patch-page, API-delete-a-block): the rest names the act when it has a verb; a document app's block is page content", () => {
  it.each(markedRows(String.raw`
    a mcp__notion__API-post-search {"query": "Q3 roadmap"}
    a mcp__notion__API-post-database-query {"database_id": "8a1b2c3d", "filter": {"property": "Status", "status": {"equals": "Done"}}}
    a mcp__notion__API-retrieve-a-page {"page_id": "59833787-2cf9-4fdf-8782-e53db20768a5"}
    a mcp__notion__API-get-users {}
    a mcp__notion__API-post-page {"parent": {"page_id": "59833787"}, "properties": {"title": [{"text": {"content": "Notes"}}]}}
    a mcp__notion__API-patch-block-children {"block_id": "59833787", "children": [{"paragraph": {"rich_text": [{"text": {"content": "hi"}}]}}]}
    a mcp__notion__API-update-a-block {"block_id": "1f2e3d4c", "paragraph": {"rich_text": []}}
    c mcp__notion__API-delete-a-block {"block_id": "1f2e3d4c-5b6a-4789-9abc-def012345678"}
    c mcp__notion__API-patch-page {"page_id": "59833787", "archived": true}
  `))('%s %s', checkMarked);
});

describe('who is told is not what is acted on: a notification setting of "all" on one item is one item; an id key of "*" or "all" is every item', () => {
  it.each(markedRows(String.raw`
    c mcp__google_calendar__delete_event {"calendarId": "primary", "eventId": "6kq3ab", "sendUpdates": "all"}
    c mcp__google_calendar__delete_event {"eventId": "6kq3ab", "send_notifications": "all"}
    c mcp__google_calendar__delete_event {"calendarId": "primary", "eventId": "6kq3ab"}
    d mcp__crm__delete_contacts {"contact_ids": "*"}
  `))('%s %s', checkMarked);
});

describe("shared links by their access: a Box link with open access and a Dropbox link with public visibility reach anyone holding them, on tool and HTTP alike; company access reaches colleagues", () => {
  it.each(markedRows(String.raw`
    v mcp__box__create_shared_link {"file_id": "998877", "access": "open"}
    v curl -X PUT "https://api.box.com/2.0/files/998877?fields=shared_link" -H "Authorization: Bearer $BOX" -d '{"shared_link": {"access": "open"}}'
    v mcp__dropbox__create_shared_link_with_settings {"path": "/Finance/q3.xlsx", "settings": {"requested_visibility": "public"}}
    c mcp__box__create_shared_link {"file_id": "998877", "access": "company"}
  `))('%s %s', checkMarked);
});

describe('what the same code created a moment ago, deleted again by the name it was bound to, is its own draft; a draft invoice (auto_advance off) is inert; a deletion of something it did not create keeps its weight', () => {
  it.each(markedRows(String.raw`
    a draft = client.invoices.create(customer="cus_9", auto_advance=False) ⏎ client.invoices.delete(draft.id)
    a d = client.drafts.create(to="ops@acme.com", subject="weekly", body=text) ⏎ client.drafts.delete(d.id)
    a const page = await notion.pages.create({ parent, properties }) ⏎ await notion.pages.delete(page.id)
    c client.invoices.delete(inv_id)
    c const page = await notion.pages.retrieve({ page_id: id }) ⏎ await notion.blocks.delete({ block_id: page.id })
  `))('%s %s', checkMarked);
});

describe('an incident created or triggered in an on-call service pages the people on call, over HTTP, SDK and tool; listing, resolving or acknowledging stays what it is; an issue ignored is one alert muted', () => {
  it.each(markedRows(String.raw`
    c curl -X POST https://api.pagerduty.com/incidents -H "Authorization: Token token=$PD" -d '{"incident": {"type": "incident", "title": "DB latency", "service": {"id": "P1A", "type": "service_reference"}}}'
    c curl -X POST https://events.pagerduty.com/v2/enqueue -d '{"routing_key": "R1", "event_action": "trigger", "payload": {"summary": "disk full", "severity": "critical", "source": "db-1"}}'
    c mcp__pagerduty__create_incident {"title": "DB latency", "service_id": "P1A", "urgency": "high"}
    c session = APISession(api_key)  # pagerduty ⏎ session.incidents.create(title="DB latency")
    c mcp__opsgenie__create_alert {"message": "DB down", "priority": "P1"}
    c mcp__pagerduty__resolve_incident {"incident_id": "Q2XYZ"}
    c mcp__sentry__update_issue {"issueId": "BACKEND-4F2", "status": "ignored"}
    a mcp__pagerduty__list_incidents {"statuses": ["triggered", "acknowledged"]}
    a curl -s "https://api.pagerduty.com/incidents?statuses[]=triggered" -H "Authorization: Token token=$PD"
  `))('%s %s', checkMarked);
});

describe("a provider's sandbox or demo host, and its sandbox-only endpoints, move no real money and make test data; the live host keeps its weight; a search call's query string is what is looked for", () => {
  it.each(markedRows(String.raw`
    a POST https://api.gusto-demo.com/v1/companies/c_demo/payrolls/p_1/submit
    v POST https://api.gusto.com/v1/companies/c_1/payrolls/p_1/submit
    a curl -X POST https://sandbox.plaid.com/sandbox/public_token/create -H "Content-Type: application/json" -d '{"institution_id": "ins_109508", "initial_products": ["transactions"]}'
    a SearchResult r = restClient.getSearchClient().searchJql("project = PAY AND status = Open").claim();
    a results = index.search("refund policy", {"hitsPerPage": 5})
  `))('%s %s', checkMarked);
});

describe('bulk and filter arguments: one mutation repeated under GraphQL aliases or one method repeated in a JSON-RPC batch is a set; a wildcard query in a body is everything; a loop over a user listing given only a page size is every user; one call stays one', () => {
  it.each(markedRows(String.raw`
    v curl https://api.linear.app/graphql -H "Authorization: $LINEAR_KEY" -d '{"query":"mutation { a: issueDelete(id: \"ENG-1\") { success } b: issueDelete(id: \"ENG-2\") { success } c: issueDelete(id: \"ENG-3\") { success } d: issueDelete(id: \"ENG-4\") { success } }"}'
    v mutation { a: productDelete(input: {id: "gid://shopify/Product/1"}) { deletedProductId } b: productDelete(input: {id: "gid://shopify/Product/2"}) { deletedProductId } c: productDelete(input: {id: "gid://shopify/Product/3"}) { deletedProductId } }
    v curl -X POST https://rpc.acme.internal/ -d '[{"jsonrpc":"2.0","method":"user.delete","params":{"id":1},"id":1},{"jsonrpc":"2.0","method":"user.delete","params":{"id":2},"id":2},{"jsonrpc":"2.0","method":"user.delete","params":{"id":3},"id":3}]'
    d requests.post("https://api.acme.io/v1/contacts/delete", json={"query": "*"})
    d for (const u of (await clerk.users.getUserList({ limit: 500 })).data) await clerk.users.deleteUser(u.id)
    c curl https://api.linear.app/graphql -H "Authorization: $LINEAR_KEY" -d '{"query":"mutation { issueDelete(id: \"ENG-1\") { success } }"}'
    c mutation { productDelete(input: {id: "gid://shopify/Product/1"}) { deletedProductId } }
    a results = es.search(index="orders", q="*")
    a for (const u of (await clerk.users.getUserList({ limit: 500 })).data) console.log(u.emailAddresses[0]?.emailAddress)
    v for w in client.webhooks.list(): client.webhooks.delete(w.id)
    c client.webhooks.delete("we_123")
  `))('%s %s', checkMarked);
});

describe("a key-value store's write of one key is that item, named by its prefix (a cache or session entry is rebuilt or expires); the store's own configuration stays live configuration", () => {
  it.each(markedRows(String.raw`
    a await redis.set(` + '`cache:user:${id}`' + String.raw`, JSON.stringify(user), "EX", 300)
    a r.set(f"session:{sid}", data, ex=300)
    a await redis.del(` + '`cache:user:${id}`' + String.raw`)
    c await redis.set(key, value)
    v redis.config_set("maxmemory-policy", "noeviction")
    d redis.flushall()
  `))('%s %s', checkMarked);
});

describe('the method in a config object: options bound to a name and handed to fetch, a .NET object initializer, an address known only at run time with a changing method; options without a method stay a GET', () => {
  it.each(markedRows(String.raw`
    d const opts = { method: "DELETE", headers: { Authorization: "Bearer " + t } }; ⏎ await fetch("https://api.vercel.com/v9/projects/acme-web", opts);
    d var req = new HttpRequestMessage { Method = HttpMethod.Delete, RequestUri = new Uri("https://api.heroku.com/apps/acme-prod") }; ⏎ await http.SendAsync(req);
    c const opts = { method: "DELETE", headers: { Authorization: "Bearer " + t } }; ⏎ await fetch("https://api.acme.io/v1/customers/cus_881", opts);
    c const res = await fetch(url, { ...base, method: "DELETE" });
    a const opts = { headers: { Authorization: "Bearer " + t } }; ⏎ await fetch("https://api.vercel.com/v9/projects/acme-web", opts);
    a const res = await fetch(url, { ...base, method: "GET" });
  `))('%s %s', checkMarked);
});
