import { describe, it } from 'vitest';
import { checkMarked, markedRows } from './helpers';

// cls-api19 (issue 12): MCP tool calls, HTTP/API requests, SaaS SDKs and CLIs. Each block is one act varied along one
// axis (carrier, scope, audience, amount, environment) with benign neighbours, so the same act gets the same tier whether
// it is an HTTP method and path, a GraphQL mutation, a tool call in any naming style or an SDK call.
// Rows marked "x!" are known gaps: the target tier is written, the reason is in the comment above the row.

describe('a batch body names its removals by key (WooCommerce, BigCommerce …/batch {"delete": [...]}): HTTP, tool and SDK alike; one item stays one; a collection DELETE narrowed by `key:in=` is a set', () => {
  it.each(markedRows(String.raw`
    v POST https://shop.acme.com/wp-json/wc/v3/products/batch ⏎ {"delete": [101, 102, 103]}
    v mcp__woocommerce__products_batch {"delete": [101, 102, 103]}
    v wcapi.post("products/batch", {"delete": [101, 102, 103]})
    v curl -X POST https://acme.mybigcommerce.com/api/v3/catalog/products/batch -d '{"create": [{"name": "Mug"}], "delete": [7, 8]}'
    c POST https://shop.acme.com/wp-json/wc/v3/products/batch ⏎ {"delete": [101]}
    a POST https://shop.acme.com/wp-json/wc/v3/products/batch ⏎ {"create": [{"name": "Mug"}]}
    a mcp__woocommerce__products_batch {"create": [{"name": "Mug"}]}
    a wcapi.get("products", params={"per_page": 20})
    v DELETE https://api.bigcommerce.com/stores/abc123/v3/catalog/products?id:in=1,2,3
    v DELETE https://api.bigcommerce.com/stores/abc123/v3/catalog/products?categories:in=77
    d DELETE https://api.bigcommerce.com/stores/abc123/v3/catalog/products
  `))('%s %s', checkMarked);
});

describe('a silence narrowed to one named alert for under a day is one alert muted (confirm) on every carrier; every alert, a broad label (env=production) or a week stays a weakened monitor', () => {
  it.each(markedRows(String.raw`
    c POST https://grafana.acme.io/api/alertmanager/grafana/api/v2/silences ⏎ {"matchers": [{"name": "alertname", "value": "DiskFull", "isRegex": false}], "startsAt": "2026-11-29T06:00:00Z", "endsAt": "2026-11-29T08:00:00Z"}
    c mcp__grafana__create_silence {"matchers": [{"name": "alertname", "value": "DiskFull", "isRegex": false}], "startsAt": "2026-11-29T06:00:00Z", "endsAt": "2026-11-29T08:00:00Z"}
    c alertmanager.create_silence({"matchers": [{"name": "alertname", "value": "DiskFull", "isRegex": False}], "startsAt": "2026-11-29T06:00:00Z", "endsAt": "2026-11-29T08:00:00Z"})
    c amtool silence add alertname=DiskFull --duration=2h
    c mcp__alertmanager__create_silence {"matchers": [{"name": "alertname", "value": "HighLatency", "isRegex": false}], "duration": "90m"}
    v POST https://alertmanager.acme.io/api/v2/silences ⏎ {"matchers": [{"name": "alertname", "value": ".*", "isRegex": true}], "startsAt": "2026-11-29T06:00:00Z", "endsAt": "2026-11-29T08:00:00Z"}
    v POST https://alertmanager.acme.io/api/v2/silences ⏎ {"matchers": [{"name": "env", "value": "production", "isRegex": false}], "startsAt": "2026-11-29T06:00:00Z", "endsAt": "2026-11-29T08:00:00Z"}
    v POST https://alertmanager.acme.io/api/v2/silences ⏎ {"matchers": [{"name": "alertname", "value": "DiskFull", "isRegex": false}], "startsAt": "2026-11-29T06:00:00Z", "endsAt": "2026-12-06T06:00:00Z"}
    v POST https://alertmanager.acme.io/api/v2/silences ⏎ {"matchers": [{"name": "alertname", "value": "DiskFull", "isRegex": false}], "endsAt": "2026-12-06T06:00:00Z"}
    v mcp__datadog__create_downtime {"scope": "*", "message": "maintenance window"}
    a GET https://alertmanager.acme.io/api/v2/silences
  `))('%s %s', checkMarked);
});

describe('someone from outside the company given access to a channel, group or team (a personal mailbox, a guest or external member, another domain, Slack Connect) is access granted outside; a user put into an admin group by tool or SDK is an admin grant', () => {
  it.each(markedRows(String.raw`
    v mcp__slack__conversations_invite {"channel": "C_SECRET_FINANCE", "users": "U_EXTERNAL_GUEST"}
    v slack.conversations.inviteShared({channel: "C02LEGAL", emails: ["partner@outside-lawfirm.com"]})
    v mcp__google_workspace__groups_members_insert {"groupKey": "all-staff@acme.com", "email": "contractor@gmail.com", "role": "MEMBER"}
    v service.members().insert(groupKey="all-staff@acme.com", body={"email": "someone@gmail.com", "role": "MEMBER"}).execute()
    v mcp__teams__add_member {"team_id": "finance-team", "email": "auditor@external-audit.com", "role": "guest"}
    v mcp__google_workspace__groups_members_insert {"groupKey": "finance@acme.com", "email": "cfo@rival-corp.com", "role": "MEMBER"}
    c mcp__slack__conversations_invite {"channel": "C0DEV", "users": "U02JDOE"}
    c mcp__google_workspace__groups_members_insert {"groupKey": "eng@acme.com", "email": "jdoe@acme.com", "role": "MEMBER"}
    c service.members().insert(groupKey="eng@acme.com", body={"email": "jdoe@acme.com", "role": "MEMBER"}).execute()
    a mcp__slack__conversations_members {"channel": "C_SECRET_FINANCE"}
    v okta.groups.addUser(groupId="00g-super-admins", userId="00u-jdoe")
    v mcp__okta__add_user_to_group {"groupId": "00g-super-admins", "userId": "00u-jdoe"}
    v PUT https://acme.okta.com/api/v1/groups/00g_superadmins/users/00u9k2xyz
  `))('%s %s', checkMarked);
});

describe("bank details written onto a person's or payee's record redirect where their money goes (a new recipient), on every carrier; other fields stay one record", () => {
  it.each(markedRows(String.raw`
    v rippling.employees.update(id="emp_221", bank_account={"routing_number": "021000021", "account_number": "99887766"})
    v PATCH https://api.acme-hr.com/v1/employees/221 ⏎ {"bank_account": {"routing_number": "021000021", "account_number": "99887766"}}
    v mcp__bamboohr__update_employee {"id": 221, "iban": "DE89370400440532013000"}
    v vendors.update("v_88", remit_to={"iban": "GB29NWBK60161331926819"})
    c rippling.employees.update(id="emp_221", title="Staff Engineer")
    c mcp__bamboohr__update_employee {"id": 221, "job_title": "Staff Engineer"}
    a GET https://api.acme-hr.com/v1/employees/221/bank_account
  `))('%s %s', checkMarked);
});

describe('a whole organisation, tenant or workspace suspended or disabled stops the service for everyone in it; one person suspended stays one access revoked', () => {
  it.each(markedRows(String.raw`
    v curl -X POST https://admin.example-cloud.io/v1/orgs/org_55/suspend
    v POST https://api.acme-saas.com/v2/tenants/t_4812/suspend
    v POST https://api.acme-saas.com/v2/workspaces/w_1/disable
    v admin.tenants.suspend(tenant_id="t_77")
    v mcp__admin__suspend_workspace {"workspace_id": "w_1"}
    c POST https://api.acme-saas.com/v2/users/u_1/suspend
    c admin.users.suspend(user_id="u_77")
    c mcp__admin__suspend_user {"user_id": "u_1"}
    a GET https://api.acme-saas.com/v2/tenants/t_4812
  `))('%s %s', checkMarked);
});

describe("a campaign's send job or a single send scheduled sends to the list on every carrier; creating a single send or a test send reaches nobody", () => {
  it.each(markedRows(String.raw`
    v klaviyo.Campaigns.create_campaign_send_job({"data": {"type": "campaign-send-job", "id": "01HX"}})
    v POST https://a.klaviyo.com/api/campaign-send-jobs/ ⏎ {"data": {"type": "campaign-send-job", "id": "01HX"}}
    v mcp__klaviyo__create_campaign_send_job {"id": "01HX"}
    v mcp__sendgrid__schedule_single_send {"id": "abc", "send_at": "now"}
    v POST https://api.sendgrid.com/v3/marketing/singlesends/abc/schedule ⏎ {"send_at": "now"}
    a mcp__sendgrid__create_single_send {"name": "Dec", "send_to": {"list_ids": ["l1"]}}
    a mcp__mailchimp__send_test_email {"campaign_id": "a1", "test_emails": ["me@acme.com"]}
    a klaviyo.Campaigns.get_campaigns(filter="equals(messages.channel,'email')")
  `))('%s %s', checkMarked);
});

describe("an administrator's or owner's API key created is an admin credential; a project key is a key", () => {
  it.each(markedRows(String.raw`
    v POST https://api.openai.com/v1/organization/admin_api_keys ⏎ {"name": "ci-bot"}
    v client.admin_api_keys.create(name="ci")
    v mcp__openai__create_admin_api_key {"name": "ci"}
    c mcp__openai__create_project_api_key {"project_id": "p1", "name": "ci"}
    c POST https://api.acme.io/v1/api_keys ⏎ {"name": "ci-bot"}
    a GET https://api.openai.com/v1/organization/admin_api_keys
  `))('%s %s', checkMarked);
});

describe('a live price set to zero or a discount of the whole price changes what customers pay; an automatic discount on everything gives everything away; a code for one customer stays one price', () => {
  it.each(markedRows(String.raw`
    v PUT https://shop.acme.com/wp-json/wc/v3/products/4411 ⏎ {"regular_price": "0"}
    v mcp__woocommerce__update_product {"id": 4411, "regular_price": "0"}
    v woocommerce.put("products/4411", {"regular_price": "0", "sale_price": "0"})
    v stripe.Price.modify("price_123", unit_amount=0)
    v mcp__shopify__discountCodeBasicCreate {"title": "FREE100", "code": "FREE100", "customerGets": {"value": {"percentage": 1.0}, "items": {"all": true}}, "customerSelection": {"all": true}}
    d mutation { discountAutomaticBasicCreate(automaticBasicDiscount: { title: "Launch promo", startsAt: "2024-06-14T00:00:00Z", customerGets: { value: { percentage: 1.0 }, items: { all: true } } }) { automaticDiscountNode { id } } }
    d mcp__shopify__discountAutomaticBasicCreate {"title": "Launch", "customerGets": {"value": {"percentage": 1.0}, "items": {"all": true}}}
    # c! the tool reader reads {"items": {"all": true}} (what the code applies to) as everyone: verify, not one customer's price (pre-existing, exposed once the discount code stopped being read as program code)
    c! mcp__shopify__discountCodeBasicCreate {"title": "SORRY", "code": "SORRY-1", "customerSelection": {"customers": {"add": ["gid://shopify/Customer/1"]}}, "customerGets": {"value": {"percentage": 1.0}, "items": {"all": true}}, "usageLimit": 1}
    c mcp__shopify__discount_code_create {"code": "SPRING10", "percentage": 0.1}
    c PUT https://shop.acme.com/wp-json/wc/v3/products/4411 ⏎ {"regular_price": "24.00"}
    a mcp__stripe__create_price {"product": "prod_1", "unit_amount": 0, "currency": "usd"}
    a stripe.Price.modify("price_123", unit_amount=0, api_key="sk_test_4eC39HqLyjWDarjtT1zdp7dc")
  `))('%s %s', checkMarked);
});

describe("a domain's registrar or transfer lock removed, by any registrar's CLI or API", () => {
  it.each(markedRows(String.raw`
    v Bash(command: "namecheap domains.setRegistrarLock --DomainName acme.com --LockAction UNLOCK")
    v namecheap-cli domains set-registrar-lock acme.com --unlock
    v aws route53domains disable-domain-transfer-lock --domain-name acme.com
    v PATCH https://api.godaddy.com/v1/domains/acme.com ⏎ {"locked": false}
    a Bash(command: "namecheap domains.getRegistrarLock --DomainName acme.com")
    # v! a bare 'namecheap domains.setRegistrarLock …' line is not framed as a shell command (prose reads it); inside Bash(…) it reaches verify
    v! namecheap domains.setRegistrarLock --DomainName acme.com --LockAction UNLOCK
  `))('%s %s', checkMarked);
});

describe('a GraphQL mutation handed to a CLI is the mutation it sends; a log exclusion filter dropping everything reduces logging', () => {
  it.each(markedRows(String.raw`
    v Bash(command: "newrelic nerdgraph query 'mutation { nrqlDropRulesCreate(accountId: 1, rules: [{action: DROP_DATA, nrql: \"SELECT * FROM Log\"}]) { successes { id } } }'")
    v POST https://api.newrelic.com/graphql ⏎ {"query": "mutation { nrqlDropRulesCreate(accountId: 1, rules: [{action: DROP_DATA, nrql: \"SELECT * FROM Log\"}]) { successes { id } } }"}
    v POST https://api.datadoghq.com/api/v2/logs/config/indexes/main ⏎ {"exclusion_filters": [{"name": "drop-all", "filter": {"query": "*", "sample_rate": 1.0}}]}
    v mcp__datadog__update_logs_index {"name": "main", "exclusion_filters": [{"name": "drop-all", "is_enabled": true, "filter": {"query": "*", "sample_rate": 1.0}}]}
    a Bash(command: "newrelic nerdgraph query '{ actor { user { name } } }'")
    # v! the bare 'newrelic nerdgraph query 'mutation …'' line never reaches the generic CLI reader (it stays "reads only"); inside Bash(…) it reaches verify
    v! newrelic nerdgraph query 'mutation { nrqlDropRulesCreate(accountId: 1, rules: [{action: DROP_DATA, nrql: "SELECT * FROM Log"}]) { successes { id } } }'
  `))('%s %s', checkMarked);
});

describe("a file of people's data uploaded to an AI provider leaves the company, by tool, HTTP and SDK", () => {
  it.each(markedRows(String.raw`
    v mcp__openai__upload_file {"path": "./exports/patients_2026.csv", "purpose": "assistants"}
    v curl https://api.openai.com/v1/files -F purpose=fine-tune -F file=@exports/customers_full.jsonl
    v openai.files.create(file=open("exports/customer_tickets_full.jsonl", "rb"), purpose="fine-tune")
    a mcp__openai__list_files {}
  `))('%s %s', checkMarked);
});

describe('an app store release track set live is a deploy, by CLI, tool and API', () => {
  it.each(markedRows(String.raw`
    v fastlane supply --track production --rollout 1.0 --aab app.aab
    v mcp__google_play__update_track {"package": "com.acme.app", "track": "production", "userFraction": 1.0, "status": "completed"}
    v PATCH https://api.appstoreconnect.apple.com/v1/appStoreVersionPhasedReleases/ph_88 ⏎ {"data": {"attributes": {"phasedReleaseState": "COMPLETE"}}}
    a mcp__google_play__get_track {"package": "com.acme.app", "track": "production"}
    a fastlane supply --track internal --validate_only true --aab app.aab
  `))('%s %s', checkMarked);
});

describe('a worker, employee or contractor terminated in an HR or payroll system: their pay and access end, on every carrier', () => {
  it.each(markedRows(String.raw`
    v POST https://api.rippling.com/platform/api/employees/emp_9/terminate
    v POST https://api.letsdeel.com/rest/v2/contracts/c_88/terminations ⏎ {"reason": "end", "terminate_now": true}
    v mcp__workday__terminate_worker {"worker_id": "W-10442", "termination_date": "2026-12-01"}
    v mcp__deel__terminate_contract {"contract_id": "c_88"}
    a GET https://api.rippling.com/platform/api/employees/emp_9/terminations
    a workday.workers.list(limit=100)
  `))('%s %s', checkMarked);
});

