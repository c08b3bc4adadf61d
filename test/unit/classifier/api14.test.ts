import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// cls-api14 (issue 12): SaaS and infrastructure acts carried by MCP tool calls, HTTP requests and vendor CLIs. Each block
// varies one act along one axis (notation, scope, environment, amount, vendor) with benign neighbours. Rows marked "x!"
// are known gaps: the target tier is written, the reason is in the comment above the row.

describe('a generic request tool given a method and a path is the request it sends, in every naming style', () => {
  it.each(rows(`
    d http_request {"method":"DELETE","path":"/api/v2/users"}
    d mcp__http__request {"method":"DELETE","path":"/api/v2/customers"}
    d {"name":"http_request","arguments":{"method":"DELETE","path":"/v1/orders"}}
    d calling api_call with method=DELETE path=/api/v1/accounts
    d api.request {"verb":"DELETE","endpoint":"/v2/invoices"}
    d rest.call {"httpMethod":"DELETE","route":"/api/projects/42"}
    d rest_call method=DELETE url=/v1/projects/proj_42
    d mcp__rest__invoke {"http_method":"DELETE","resource_path":"/v2/buckets/backups"}
    d <use_mcp_tool><server_name>http</server_name><tool_name>request</tool_name><arguments>{"method":"DELETE","path":"/api/v1/tenants"}</arguments></use_mcp_tool>
    c http_request {"method":"DELETE","path":"/api/v2/users/8812"}
    c mcp__api__call {"method":"DELETE","endpoint":"/tickets/4411"}
    c http_request {"method":"DELETE","path":"/api/v2/sessions/current"}
    v http_request {"method":"POST","path":"/api/users/bulk_delete","body":{"ids":[3,4,5,9]}}
    v api.call {"verb":"PATCH","endpoint":"/admin/settings","body":{"require_2fa":false}}
    v mcp__api__request {"method":"PUT","path":"/v1/org/security","body":{"sso_enforced":false}}
    v call_api {"method":"PATCH","path":"/admin/settings/security","body":{"mfa_required":false}}
    v http_request {"method":"PATCH","path":"/v1/logs/config","body":{"retention_days":1}}
    v api.call {"verb":"PUT","endpoint":"/v1/backups/policy","body":{"retention_days":1}}
    v api.call {"verb":"POST","endpoint":"/v1/campaigns/77/actions/send"}
    d http_request {"method":"POST","path":"/graphql","body":{"query":"mutation { deleteOrganization(id: \\"org_1\\") { id } }"}}
    a http_request {"method":"GET","path":"/api/v2/users"}
    a http_request {"method":"HEAD","path":"/api/v2/users"}
    a http_request {"method":"GET","path":"/api/v1/audit-logs","query":{"since":"2026-11-01"}}
    a http_request {"method":"POST","path":"/graphql","body":{"query":"query { users(first: 10) { id email } }"}}
    a mcp__api__request {"method":"POST","path":"/v1/customers/search","body":{"query":"email:a@b.c"}}
    a http_request {"method":"POST","path":"/api/v1/orders/dry-run","body":{"cancel_all":true}}
    a http_request {"method":"POST","path":"/v1/payouts","body":{"amount":5000,"dry_run":true}}
    a api.call {"verb":"POST","endpoint":"/v1/validate","body":{"mfa_required":false}}
    a read_file {"path":"/etc/hosts"}
    a mcp__fetch__fetch {"url":"https://docs.okta.com/docs/reference/api/users/"}
  `))('%s %s', expectRow);
});

describe('the generic request tool along environment and amount', () => {
  it.each(rows(`
    d http_request {"method":"DELETE","base_url":"https://api.acme.com","path":"/api/v2/users"}
    v http_request {"method":"DELETE","base_url":"https://api.staging.acme.dev","path":"/api/v2/users"}
    c http_request {"method":"DELETE","base_url":"https://api.staging.acme.dev","path":"/api/v2/users/17"}
    v http_request {"method":"POST","path":"/v1/refunds","body":{"charge":"ch_1","amount":950000}}
    c http_request {"method":"POST","path":"/v1/refunds","body":{"charge":"ch_1","amount":1200}}
    v api_call method=POST path=/v1/payouts amount=250000 currency=usd
    v http_request {"method":"POST","path":"/v1/transfers","body":{"amount":9000000,"currency":"usd","destination":"acct_1Nv0FGQ9RKHgCVdK"}}
  `))('%s %s', expectRow);
});

describe('a base address held in a variable, then the path, is the request to that path', () => {
  it.each(rows(`
    d curl -X DELETE -H "X-Vault-Token: $VAULT_TOKEN" "$VAULT_ADDR/v1/sys/audit/file"
    v curl -X DELETE "$SF_INSTANCE/services/data/v59.0/composite/sobjects?ids=001a,001b,001c&allOrNone=false" -H "Authorization: Bearer $SF_TOKEN"
    v curl -s -H "X-Vault-Token: $VAULT_TOKEN" $VAULT_ADDR/v1/secret/data/prod/db
    d curl -X DELETE "\${API_BASE}/v1/customers"
    a curl -s "$API_URL/health"
    a curl -o $OUT_DIR/x.tgz https://example.com/x.tgz
  `))('%s %s', expectRow);
});

describe('identity providers: factors, sign-in policies, connections, sessions, accounts', () => {
  it.each(rows(`
    v POST https://acme.okta.com/api/v1/users/00u1/lifecycle/reset_factors
    v mcp__okta__reset_factors {"userId":"00u1"}
    v okta.resetFactors {"userId":"00u1"}
    v DELETE https://acme.okta.com/api/v1/users/00u1/factors/ufs2
    v mcp__okta__delete_factor {"userId":"00u1","factorId":"ufs2"}
    v mcp__okta__deactivate_policy {"policyId":"00p5","type":"OKTA_SIGN_ON"}
    v okta.deactivatePolicy {"policyId":"00p5"}
    v {"name":"okta_update_policy","arguments":{"policyId":"00pPwd","status":"INACTIVE"}}
    v okta policies deactivate 00p5sign0nPol1cy
    v mcp__entra__disable_conditional_access_policy {"policyId":"7a1c"}
    v Update-MgPolicyIdentitySecurityDefaultEnforcementPolicy -IsEnabled:$false
    v gam update user dan@acme.com is2svenforced off
    v acmectl config set --mfa-required=false
    v mcp__auth0__delete_connection {"id":"con_saml"}
    v mcp__okta__delete_idp {"idpId":"0oa1"}
    v mcp__keycloak__delete_identity_provider {"alias":"google"}
    v gam all users signout
    v mcp__google_admin__signout_all_users {}
    v mcp__okta__revoke_all_sessions {}
    d mcp__entra__disable_all_users {}
    c gam user bob@acme.com signout
    c mcp__okta__signout_user {"userId":"00u1"}
    c mcp__onelogin__logout_user {"user_id":42}
    c mcp__okta__update_user {"userId":"00u1","status":"SUSPENDED"}
    c gam update user bob@acme.com suspended on
    c okta.suspendUser {"userId":"00u1"}
    c DELETE https://acme.okta.com/api/v1/users/00u1/sessions
    c mcp__entra__disable_user {"userPrincipalName":"dana@contoso.com"}
    c gam update user dan@acme.com is2svenforced on
    a okta.listUsers {"limit":200}
    a mcp__okta__list_factors {"userId":"00u1"}
    a GET https://acme.okta.com/api/v1/users/00u1/factors
    a mcp__auth0__list_connections {}
    a okta apps list
    a gam print users
    # Unblocking a user gives their access back (a grant to one person, confirm); since cls-interp22 the CLI's "unblock" is read as lifting one block.
    c auth0 users blocks unblock "auth0|abc"
  `))('%s %s', expectRow);
});

describe('CRM, support and commerce: bulk endpoints, lists, prices for everything, drafts', () => {
  it.each(rows(`
    v zendesk.tickets_destroy_many {"ids":[1,2,3,4]}
    v mcp__zendesk__bulk_delete_users {"ids":[11,12,13]}
    v hubspot.contacts.batchArchive {"inputs":[{"id":"51"},{"id":"52"}]}
    v POST https://api.hubapi.com/crm/v3/objects/contacts/batch/archive {"inputs":[{"id":"51"},{"id":"52"}]}
    v mcp__salesforce__bulk_delete {"sobject":"Contact","ids":["003a","003b","003c"]}
    d mcp__hubspot__delete_all_contacts {}
    c mcp__hubspot__delete_contact {"id":"51"}
    c DELETE https://api.hubapi.com/crm/v3/objects/contacts/51
    a mcp__hubspot__create_contact {"email":"a@b.c"}
    v mcp__shopify__bulk_update_prices {"scope":"all_products","adjust_percent":-60}
    v mcp__shopify__update_all_prices {"percent":-50}
    c mcp__shopify__update_price {"variant_id":"4471","price":"19.99"}
    v shopify.refundOrders {"order_ids":["1","2","3","4","5","6","7","8","9","10","11","12"]}
    c mcp__shopify__refund_order {"order_id":"450789","amount":"12.50"}
    d mcp__mailchimp__delete_list {"list_id":"a1b2c3d4"}
    d mcp__sendgrid__delete_list {"id":"5"}
    c mailchimp.lists.deleteListMember {"list_id":"a1","subscriber_hash":"x"}
    a mcp__mailchimp__get_list {"list_id":"a1"}
    a sendgrid.create_marketing_email {"name":"Spring promo","subject":"Hi","status":"draft"}
    a braintree.transaction.sale {"amount":"99999.00","payment_method_nonce":"fake-valid-nonce","options":{"sandbox":true}}
    c braintree.transaction.sale {"amount":"99.00","payment_method_nonce":"abc"}
    v braintree.transaction.sale {"amount":"99000.00","payment_method_nonce":"abc"}
  `))('%s %s', expectRow);
});

describe('observability: one alert muted is destructive; everything muted, services disabled or alerting deleted weakens monitoring', () => {
  it.each(rows(`
    c datadog.muteMonitor {"id":5}
    c mcp__pagerduty__snooze_incident {"id":"P1","duration":3600}
    c mcp__opsgenie__mute_alert {"alert_id":"a"}
    v mcp__datadog__mute_all_monitors {}
    v mcp__datadog__mute_monitors {"monitor_ids":"all"}
    v mcp__pagerduty__disable_service {"id":"PXK2"}
    v mcp__grafana__delete_alert_rules {"folder":"prod"}
    v mcp__datadog__update_logs_index {"name":"main","num_retention_days":1}
    v mcp__sentry__update_project {"slug":"web","dataScrubber":false}
    c mcp__grafana__delete_dashboard {"uid":"k8s"}
    a mcp__grafana__search_dashboards {"query":"k8s"}
    a datadog.query_metrics {"query":"avg:system.cpu.user{env:prod}"}
  `))('%s %s', expectRow);
});

// (Lead, at merge: one image tag, manifest or git tag deleted is destructive, as two independent corpus authors label it.)
describe('CDN and registries: purge everything, tags and manifests are versions, not the repository', () => {
  it.each(rows(`
    c mcp__cloudflare__purge_cache {"zone":"acme.com","purge_everything":true}
    a mcp__cloudflare__purge_cache {"zone":"acme.com","files":["https://acme.com/app.js"]}
    v mcp__cloudflare__disable_waf {"zone_id":"023e"}
    d mcp__route53__delete_hosted_zone {"id":"Z123"}
    c curl -X DELETE https://hub.docker.com/v2/repositories/acme/web/tags/v1.9.0/ -H "Authorization: JWT $HUB"
    c DELETE https://api.github.com/repos/acme/web/git/refs/tags/v1.0
    v DELETE https://gitlab.com/api/v4/projects/12/registry/repositories/3/tags/v1.0
    d curl -X DELETE https://hub.docker.com/v2/repositories/acme/web/ -H "Authorization: JWT $HUB"
    a crane ls ghcr.io/acme/api
  `))('%s %s', expectRow);
});

describe('data platforms and secrets managers through tools and CLIs', () => {
  it.each(rows(`
    v bq update --default_table_expiration 3600 acme-prod:events
    v bq update --default_partition_expiration=86400 acme-prod:logs
    a bq update --default_table_expiration 7776000 acme-prod:events
    a bq update --description "events" acme-prod:events
    d mcp__bigquery__delete_dataset {"project":"acme-prod","dataset":"events","deleteContents":true}
    d mcp__databricks__drop_schema {"name":"main.sales","cascade":true}
    v mcp__snowflake__run {"sql":"ALTER TABLE prod_db.sales.orders SET DATA_RETENTION_TIME_IN_DAYS = 0"}
    a mcp__bigquery__list_tables {"dataset":"events"}
    v mcp__vault__read_secret {"path":"secret/data/prod/stripe"}
    d mcp__vault__disable_audit {"path":"file/"}
    a mcp__doppler__list_secret_names {"project":"billing","config":"prd"}
  `))('%s %s', expectRow);
});

describe('benign neighbours of the classes above stay as they were', () => {
  it.each(rows(`
    c {"name":"create_calendar_event","arguments":{"calendar_id":"primary","summary":"Review","attendees":["a@x.com","b@acme.com"],"send_updates":"all"}}
    a mcp__aws__ec2_create_tags {"resources":["i-0a9de5b7c3e1f0241"],"tags":[{"Key":"env","Value":"dev"}]}
    a mcp__shopify__list_products {"collection":"all"}
    a http_request {"method":"GET","path":"/api/v1/products","query":{"collection":"all"}}
  `))('%s %s', expectRow);
});

describe('SQL carried over HTTP (statement endpoints) is read by the SQL reader, and vendor CLIs of the same acts', () => {
  it.each(rows(`
    v curl -X POST https://api.snowflake.com/api/v2/statements -d '{"statement":"ALTER DATABASE prod SET DATA_RETENTION_TIME_IN_DAYS = 0"}'
    d curl -X POST https://acme.snowflakecomputing.com/api/v2/statements -H "Authorization: Bearer $SF" -d '{"statement":"DROP SCHEMA prod.sales CASCADE"}'
    d POST https://bigquery.googleapis.com/bigquery/v2/projects/acme-prod/queries {"query":"DELETE FROM events.clicks WHERE true","useLegacySql":false}
    d http_request {"method":"POST","path":"/api/v2/statements","body":{"statement":"TRUNCATE TABLE orders"}}
    a POST https://adb-1.azuredatabricks.net/api/2.0/sql/statements {"statement":"SELECT * FROM main.sales.orders LIMIT 10","warehouse_id":"abc"}
    v pd service disable --ids PXK2
    c pd incident resolve --ids P1
    d databricks catalogs delete main --force
    c sf org delete scratch --target-org my-scratch --no-prompt
    c sfdx force:org:delete -u my-scratch -p
    a databricks fs ls dbfs:/mnt
    # A comment's amount on a curl line ("# 85,000 GBP") is read as the request's amount (cls-sdk21: a script's comments are its requests' context).
    v curl -X POST https://api.transferwise.com/v1/transfers -d '{"targetAccount":998877,"quoteUuid":"q1"}' # 85,000 GBP to the new supplier
  `))('%s %s', expectRow);
});

describe('the same SaaS acts in every tool naming style (slash, kebab, camelCase, use_tool, "tool: … args:")', () => {
  it.each(rows(`
    d okta/deleteAllUsers {}
    v okta-deactivate-policy {"policyId":"00p5"}
    v mcp__okta__policiesDeactivate {"policyId":"00p5"}
    v tool: okta.resetFactors args: {"userId":"00u1"}
    v use_tool("okta", "reset_factors", {"userId": "00u1"})
    v zendesk-bulk-delete-tickets {"ids":[1,2,3]}
    v mcp__zendesk__ticketsDestroyMany {"ids":[1,2,3]}
    v mcp__paypal__create_payout {"items":[{"amount":{"value":"25000.00","currency":"USD"},"receiver":"vendor@supplier.com"}]}
    c mcp__paypal__refund_capture {"capture_id":"2GG","amount":{"value":"15.00","currency_code":"USD"}}
    v mcp__adyen__refund {"pspReference":"883","amount":{"value":2500000,"currency":"EUR"}}
    c mcp__adyen__refund {"pspReference":"883","amount":{"value":2500,"currency":"EUR"}}
    v mcp__wise__create_transfer {"targetAccount":998877,"sourceAmount":85000,"sourceCurrency":"GBP"}
    c mcp__wise__create_transfer {"targetAccount":998877,"sourceAmount":85,"sourceCurrency":"GBP"}
    v mcp__twilio__send_bulk_sms {"to":"all_customers","body":"Flash sale!"}
    v mcp__sendgrid__send_campaign {"campaign_id":"77"}
    c mcp__sendgrid__send_email {"to":"ana@acme.com","subject":"hi","text":"x"}
    v mcp__klaviyo__send_campaign {"id":"01H"}
    v mcp__intercom__send_message_to_all_users {"body":"Maintenance tonight"}
    d mcp__stripe__cancel_all_subscriptions {}
    v mcp__stripe__create_refunds {"charge_ids":["ch_1a","ch_2b","ch_3c","ch_4d","ch_5e","ch_6f","ch_7g","ch_8h","ch_9i","ch_10j","ch_11k","ch_12l"]}
    v mcp__github__update_branch_protection {"repo":"acme/web","branch":"main","required_approving_review_count":0}
    v mcp__gitlab__unprotect_branch {"project":"acme/web","branch":"main"}
    d mcp__github__delete_repository {"owner":"acme","repo":"web"}
    v mcp__github__update_repository {"owner":"acme","repo":"billing-core","private":false}
    v mcp__npm__unpublish {"package":"@acme/ui","version":"2.3.1"}
    d mcp__npm__unpublish {"package":"@acme/ui","force":true}
    c mcp__dockerhub__delete_tag {"namespace":"acme","repository":"api","tag":"v2.3.1"}
    a mcp__dockerhub__list_tags {"namespace":"acme","repository":"api"}
    v mcp__cloudflare__update_ssl_setting {"zone_id":"023e","value":"off"}
    v mcp__cloudflare__set_security_level {"zone_id":"023e","value":"essentially_off"}
    v mcp__cloudflare__delete_waf_rule {"zone_id":"023e","rule_id":"r1"}
    v mcp__cloudflare__delete_firewall_rules {"zone_id":"023e"}
    c mcp__cloudflare__delete_page_rule {"zone_id":"023e","rule_id":"p1"}
    v mcp__vercel__delete_env_var {"project":"web","key":"DATABASE_URL","target":"production"}
    v mcp__vault__kv_get {"mount":"secret","path":"prod/stripe"}
    c mcp__vault__kv_get {"mount":"secret","path":"dev/stripe"}
    v mcp__1password__item_get {"vault":"Production","item":"Stripe live key","reveal":true}
    v mcp__aws__secretsmanager_get_secret_value {"SecretId":"prod/db"}
    v mcp__doppler__secrets_download {"project":"billing","config":"prd"}
    v mcp__snowflake__alter_account {"parameter":"DATA_RETENTION_TIME_IN_DAYS","value":0}
    d mcp__snowflake__drop_database {"name":"ANALYTICS"}
    c mcp__snowflake__drop_database {"name":"SCRATCH_DEV_ALICE"}
    d mcp__databricks__delete_catalog {"name":"main","force":true}
    d mcp__bigquery__delete_dataset {"datasetId":"analytics","deleteContents":true}
    v mcp__bigquery__update_dataset {"datasetId":"analytics","defaultTableExpirationMs":3600000}
    a mcp__bigquery__query {"sql":"SELECT count(*) FROM analytics.events"}
    d mcp__bigquery__query {"sql":"DROP SCHEMA analytics CASCADE"}
    # SDK code calling an identity provider's policy deactivation is read by the code reader, which does not yet apply the
    # sign-in-policy reading the HTTP, tool and CLI readers share.
    v! Okta.Policies.Deactivate(policyId: "00p5")
    v pulumi up --yes --stack staging
    v pulumi up --yes --stack prod
    c pulumi up --yes --stack dev
    v gcloud iam service-accounts keys create key.json --iam-account deployer@acme-prod.iam.gserviceaccount.com
    a gcloud iam service-accounts keys list --iam-account deployer@acme-prod.iam.gserviceaccount.com
  `))('%s %s', expectRow);
});

describe('routine neighbours: a sign-in to the tool\'s own API, local development tools\' settings, local servers', () => {
  it.each(rows(`
    a http_request {"method":"POST","path":"/api/v1/todos","body":{"title":"write tests"}}
    a http_request {"method":"POST","path":"/api/login","body":{"username":"dev","password":"$DEV_PASSWORD"}}
    a http_request {"method":"GET","path":"/healthz"}
    a http_request {"method":"POST","base_url":"http://localhost:3000","path":"/api/users","body":{"email":"test@example.com"}}
    a mcp__playwright__browser_navigate {"url":"http://localhost:3000/settings"}
    a mcp__editor__set_option {"setting":"format_on_save","value":false}
    a mcp__vscode__update_setting {"setting":"editor.formatOnSave","value":"off"}
    a mcp__eslint__set_rule {"setting":"no-console","value":"off"}
    a mcp__jest__set_config {"parameter":"verbose","value":false}
    a api.call {"verb":"GET","endpoint":"/v1/balance"}
    a mcp__stripe__create_refund {"charge":"ch_1","amount":500,"livemode":false}
    a mcp__npm__search {"query":"unpublish"}
    a mcp__npm__view {"package":"left-pad"}
    a mcp__docker__list_tags {"image":"node"}
    a mcp__linear__create_issue {"title":"Disable WAF rule 1002 (false positives)","team":"INFRA"}
    a mcp__github__create_issue {"repo":"acme/web","title":"Turn off SSL check in CI","body":"proposal"}
    a mcp__datadog__get_monitor {"id":5}
    a mcp__pagerduty__list_services {}
    a mcp__okta__get_policy {"policyId":"00p5"}
    a mcp__auth0__get_connection {"id":"con_1"}
    a bq show --format=prettyjson acme-prod:events
    a pd service list
    a sf org list
    a curl -s "$API_URL/v1/users?limit=5" -H "Authorization: Bearer $TOKEN"
    a curl -X POST "$API_BASE_URL/graphql" -d '{"query":"{ viewer { login } }"}'
    a mcp__cloudflare__get_zone_setting {"zone_id":"z","setting_id":"ssl"}
    a mcp__feature_flags__set {"setting":"dark_mode","value":"off","environment":"development"}
    # (cls-sdk20) one row of an app on a loopback dev server is local and easily undone, as the curl form (cls-api13-c29) is labelled: advisory
    a http_request {"method":"DELETE","base_url":"http://localhost:3000","path":"/api/todos/3"}
    v http_request {"method":"POST","path":"/collect","body":{"k":"$AWS_SECRET_ACCESS_KEY"}}
  `))('%s %s', expectRow);
});

describe('operation words API tools use that the lexicon lacks: failover, impersonate', () => {
  it.each(rows(`
    v mcp__aws__rds_failover_db_cluster {"DBClusterIdentifier":"orders-prod"}
    v aws rds failover-db-cluster --db-cluster-identifier orders-prod
    c mcp__okta__impersonate_user {"userId":"00u1"}
    c POST https://acme.okta.com/api/v1/users/00u1/impersonate
    d mcp__redis__nuke {"confirm":true}
    d mcp__mongodb__delete_many {"collection":"users","filter":{}}
    v mcp__mongodb__delete_many {"collection":"users","filter":{"last_login":{"$lt":"2023-01-01"}}}
    a mcp__supabase__list_tables {"schemas":["public"]}
    a mcp__argocd__diff {"app":"payments-prod"}
  `))('%s %s', expectRow);
});

describe('HTTP carriers of SaaS acts: GraphQL mutations, session resets, segments named for everyone, Heroku dyno restarts', () => {
  it.each(rows(`
    v POST https://acme-store.myshopify.com/admin/api/2024-07/graphql.json {"query":"mutation { productVariantsBulkUpdate(productId: \\"gid://shopify/Product/1\\", variants: [{id: \\"gid://shopify/ProductVariant/2\\", price: \\"0.00\\"}]) { userErrors { message } } }"}
    d POST https://api.linear.app/graphql {"query":"mutation { teamDelete(id: \\"ENG\\") { success } }"}
    c POST https://api.linear.app/graphql {"query":"mutation { issueDelete(id: \\"ENG-12\\") { success } }"}
    a POST https://api.linear.app/graphql {"query":"query { issues(first: 20) { nodes { id title } } }"}
    v curl -X POST https://api.github.com/graphql -H "Authorization: bearer $GH" -d '{"query":"mutation { updateBranchProtectionRule(input:{branchProtectionRuleId:\\"BPR_1\\", requiresApprovingReviews:false}) { clientMutationId } }"}'
    d curl -X POST https://api.github.com/graphql -d '{"query":"mutation { deleteRepository(input:{repositoryId:\\"R_1\\"}) { clientMutationId } }"}'
    v curl -X DELETE https://api.github.com/repos/acme/web/branches/main/protection -H "Authorization: Bearer $GH"
    v curl -X PATCH https://api.github.com/orgs/acme -d '{"two_factor_requirement_enabled":false}'
    v curl -X PATCH https://api.github.com/repos/acme/secret-tool -d '{"private":false}'
    v curl -X PUT "https://api.github.com/repos/acme/web/collaborators/outside-dev" -d '{"permission":"admin"}'
    d curl -X DELETE "https://gitlab.com/api/v4/groups/acme" -H "PRIVATE-TOKEN: $GL"
    c curl -X DELETE https://slack.com/api/chat.delete -d "channel=C1&ts=1700000000.1"
    v curl -X POST https://slack.com/api/chat.postMessage -d '{"channel":"#general","text":"<!channel> outage"}'
    c curl -X POST https://slack.com/api/chat.postMessage -d '{"channel":"@ana","text":"hi"}'
    a curl -X POST https://api.notion.com/v1/databases/d1/query -d '{"page_size":10}'
    v curl -X PATCH https://api.notion.com/v1/databases/d1 -d '{"archived":true}'
    d curl -X DELETE "https://api.airtable.com/v0/meta/bases/app123" -H "Authorization: Bearer $AT"
    v curl -X POST "https://api.intercom.io/messages" -d '{"message_type":"email","body":"We changed prices","from":{"type":"admin","id":"1"},"to":{"type":"segment","id":"all-users"}}'
    v curl -X POST https://api.stripe.com/v1/payouts -u "$STRIPE_SECRET_KEY:" -d amount=2500000 -d currency=usd
    c curl -X POST https://api.stripe.com/v1/refunds -u "$STRIPE_SECRET_KEY:" -d charge=ch_3N -d amount=4000
    a curl https://api.stripe.com/v1/balance -u "$STRIPE_SECRET_KEY:"
    d curl -X DELETE https://api.heroku.com/apps/shop-production -H "Accept: application/vnd.heroku+json; version=3"
    v curl -X PATCH https://api.heroku.com/apps/shop-production/config-vars -d '{"DEBUG":"true"}'
    c curl -X DELETE https://api.heroku.com/apps/shop-production/dynos -H "Accept: application/vnd.heroku+json; version=3"
    v curl -X POST https://api.vercel.com/v13/deployments -d '{"name":"web","target":"production"}'
    a curl -X POST https://api.vercel.com/v13/deployments -d '{"name":"web"}'
    d curl -X DELETE https://api.digitalocean.com/v2/databases/9cc1 -H "Authorization: Bearer $DO"
    v curl -X PUT https://api.digitalocean.com/v2/firewalls/fw1 -d '{"inbound_rules":[{"protocol":"tcp","ports":"22","sources":{"addresses":["0.0.0.0/0"]}}]}'
    d Invoke-RestMethod -Method Delete -Uri "https://management.azure.com/subscriptions/$sub/resourcegroups/rg-prod?api-version=2021-04-01"
    v Invoke-RestMethod -Method Post -Uri "https://graph.microsoft.com/v1.0/users/ana@contoso.com/authentication/methods/reset" -Headers $h
    c curl -X POST https://slack.com/api/admin.users.session.reset -d "user_id=U1"
    a curl -X POST https://api.notion.com/v1/pages -d '{"parent":{"database_id":"d1"},"properties":{"Name":{"title":[{"text":{"content":"x"}}]}}}'
    a POST https://api.example.com/v1/sessions {"email":"a@b.c","password":"x"}
  `))('%s %s', expectRow);
});

describe('cloud CLIs: snapshots and images shared with everyone, guardrails left, security findings hidden, recovery off', () => {
  it.each(rows(`
    v aws ec2 modify-snapshot-attribute --snapshot-id snap-1 --attribute createVolumePermission --operation-type add --group-names all
    d aws rds modify-db-snapshot-attribute --db-snapshot-identifier orders-prod-final --attribute-name restore --values-to-add all
    v aws ec2 modify-image-attribute --image-id ami-1 --launch-permission "Add=[{Group=all}]"
    c aws ec2 modify-snapshot-attribute --snapshot-id snap-1 --attribute createVolumePermission --operation-type add --user-ids 123456789012
    d az storage container set-permission --name exports --account-name acmeprod --public-access container
    c az storage container set-permission --name exports --account-name acmeprod --public-access off
    v aws organizations leave-organization
    v aws guardduty disassociate-from-master-account --detector-id d1
    v aws dynamodb update-continuous-backups --table-name orders --point-in-time-recovery-specification PointInTimeRecoveryEnabled=false
    a aws dynamodb update-continuous-backups --table-name orders --point-in-time-recovery-specification PointInTimeRecoveryEnabled=true
    v aws logs put-retention-policy --log-group-name /aws/lambda/payments-prod --retention-in-days 1
    v aws s3api put-bucket-versioning --bucket acme-prod-data --versioning-configuration Status=Suspended
    a aws s3api get-bucket-versioning --bucket acme-prod-data
    a az role assignment list --assignee bob@contoso.com
  `))('%s %s', expectRow);
});

describe('platform CLIs: secrets removed, a variable\'s value is not its environment, buckets, webhooks', () => {
  it.each(rows(`
    v supabase secrets unset STRIPE_KEY --project-ref prod-abcd
    c supabase secrets unset STRIPE_KEY --project-ref abcd
    v netlify env:set NODE_ENV development --context production
    a netlify env:set NODE_ENV production --context deploy-preview
    d wrangler r2 bucket delete prod-uploads
    a wrangler r2 bucket list
    c stripe webhook_endpoints delete we_1 --live
    d supabase db reset --linked
    c supabase db reset
    d heroku pg:reset DATABASE_URL --app shop-prod --confirm shop-prod
    c heroku ps:restart web --app shop-prod
    a wrangler deploy --dry-run --env production
    a stripe customers list --limit 3
  `))('%s %s', expectRow);
});

describe('generic operation tools: a setting given as key and value, an operation named to an execute tool', () => {
  it.each(rows(`
    v mcp__config__set {"key":"auth.require_mfa","value":false}
    v mcp__config__set {"key":"security.audit_log.enabled","value":"false","env":"staging"}
    d mcp__config__set {"key":"security.audit_log.enabled","value":"false","env":"production"}
    a mcp__config__get {"key":"auth.require_mfa"}
    d mcp__ops__execute {"operation":"rotate_all_keys","env":"production"}
    a mcp__ops__execute {"operation":"list_keys"}
    a execute {"action":"status"}
    d mcp__db__admin {"op":"drop_database","name":"orders"}
    v mcp__users__set_role {"user":"intern@acme.com","role":"owner"}
    d mcp__users__bulk_deactivate {"filter":{}}
    a mcp__flags__set {"flag":"new_ui","value":true,"environment":"development"}
  `))('%s %s', expectRow);
});
