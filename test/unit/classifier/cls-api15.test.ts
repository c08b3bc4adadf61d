import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// cls-api15 (issue 12): SaaS and infrastructure acts carried by MCP tool calls (every naming style), HTTP/GraphQL requests,
// requests described in words, and vendor CLIs. Each block varies one act along one axis (carrier, scope, environment,
// amount, destination) with benign neighbours. Rows marked "x!" are known gaps: the target tier is written, the reason
// is in the comment above the row.

describe('a GraphQL mutation is read by its first field whether sent as a form field (gh api graphql -f query=…), a JSON body, httpie, or handed to a tool; queries read', () => {
  it.each(rows(`
    v gh api graphql -f query='mutation { updateBranchProtectionRule(input:{branchProtectionRuleId:"BPR_kwDOAB", requiresApprovingReviews:false}) { clientMutationId } }'
    d gh api graphql -f query='mutation { deleteRepository(input:{repositoryId:"R_kgDOH"}) { clientMutationId } }'
    # gap: the document comes on stdin (-F query=@- fed a here-string); gh's reader sees only the field name, not the text piped in
    v! gh api graphql -F query=@- <<< 'mutation { deleteBranchProtectionRule(input:{branchProtectionRuleId:"BPR_1"}) { clientMutationId } }'
    v gh api graphql -f query='mutation($id:ID!) { deleteBranchProtectionRule(input:{branchProtectionRuleId:$id}) { clientMutationId } }' -f id=BPR_1
    a gh api graphql -f query='query { repository(owner:"acme", name:"web") { branchProtectionRules(first:5) { nodes { pattern } } } }'
    a gh api graphql --paginate -f query='query($endCursor:String) { viewer { repositories(first:100, after:$endCursor) { nodes { name } } } }'
    c gh api graphql -f query='mutation { archiveRepository(input:{repositoryId:"R_kgDOH"}) { clientMutationId } }'
    v http POST https://api.github.com/graphql Authorization:"bearer $T" query='mutation { updateBranchProtectionRule(input:{branchProtectionRuleId:"BPR_1", requiresStatusChecks:false}) { clientMutationId } }'
    v mcp__github__graphql {"query":"mutation { updateBranchProtectionRule(input:{branchProtectionRuleId:\\"BPR_1\\", isAdminEnforced:false}) { clientMutationId } }"}
    v curl -X POST https://api.github.com/graphql -H "Authorization: bearer $T" -d '{"query":"mutation { updateRepository(input:{repositoryId:\\"R_1\\", visibility:PUBLIC}) { repository { url } } }"}'
    a curl -X POST https://api.github.com/graphql -H "Authorization: bearer $T" -d '{"query":"mutation { updateRepository(input:{repositoryId:\\"R_1\\", description:\\"Payments API\\"}) { repository { url } } }"}'
    c shopify.graphql {"query":"mutation { productDelete(input:{id:\\"gid://shopify/Product/1\\"}) { deletedProductId } }"}
  `))('%s %s', expectRow);
});

describe('a repository made public: dangerous for code, forbidden when its name says it holds secrets; made private closes it (a protection on)', () => {
  it.each(rows(`
    d gh api -X PATCH repos/acme/infra-secrets -f visibility=public
    v gh api -X PATCH repos/acme/infra -F private=false
    v gh repo edit acme/infra --visibility public --accept-visibility-change-consequences
    v glab api -X PUT projects/42 -f visibility=public
    v glab repo edit acme/infra --visibility public
    v curl -X PUT -u "$BB" https://api.bitbucket.org/2.0/repositories/acme/infra -H 'Content-Type: application/json' -d '{"is_private": false}'
    v mcp__github__update_repository {"owner":"acme","repo":"infra","private":false}
    v github.updateRepo owner=acme repo=infra visibility=public
    v {"name":"gitlab_update_project","arguments":{"id":42,"visibility":"public"}}
    a gh api -X PATCH repos/acme/infra -f visibility=private
    a gh repo view acme/infra --json visibility
    a gh api repos/acme/infra --jq .visibility
  `))('%s %s', expectRow);
});

describe("deploy keys, SSH keys and tokens: a key added grants access (confirm); a token with an administrator's scope is verify, on every carrier", () => {
  it.each(rows(`
    c github.addDeployKey {"repo":"acme/deploy-config","title":"ci-bot","key":"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx","read_only":false}
    c mcp__github__create_deploy_key {"owner":"acme","repo":"web","title":"bot","key":"ssh-ed25519 AAAAC3Nz","read_only":true}
    c gh repo deploy-key add bot.pub --allow-write -R acme/web
    c {"name":"gitlab_add_ssh_key","arguments":{"title":"laptop","key":"ssh-ed25519 AAAAC3Nz"}}
    c bitbucket.create_ssh_key workspace=acme key="ssh-rsa AAAAB3Nza"
    v mcp__gitlab__create_personal_access_token {"user_id":1,"name":"automation","scopes":["api","sudo","admin_mode"]}
    v gitlab.createImpersonationToken {"user_id":7,"name":"t","scopes":["api","sudo"]}
    v glab token create automation --user 1 --scope api --scope sudo
    c mcp__gitlab__create_personal_access_token {"user_id":1,"name":"reader","scopes":["read_repository"]}
    v curl -X POST https://gitlab.acme.com/api/v4/users/1/personal_access_tokens -H "PRIVATE-TOKEN: $GL" -d "name=auto&scopes[]=api&scopes[]=sudo"
    a mcp__github__list_deploy_keys {"owner":"acme","repo":"web"}
    a gh repo deploy-key list -R acme/web
  `))('%s %s', expectRow);
});

describe('a domain taken off a hosted app is a live DNS resource (verify in production or unknown, confirm on a preview), on CLI, tool and HTTP', () => {
  it.each(rows(`
    v heroku domains:remove www.acme.com -a acme-web
    v vercel domains rm acme.com --yes
    v {"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"vercel_remove_domain","arguments":{"domain":"acme.com","project":"web"}}}
    v curl -X DELETE "https://api.vercel.com/v9/projects/web/domains/acme.com" -H "Authorization: Bearer $VERCEL_TOKEN"
    v netlify.removeDomain site=acme-marketing domain=www.acme.com
    c vercel domains rm pr-88.preview.acme.dev --yes
    a vercel domains ls
    a heroku domains -a acme-web
  `))('%s %s', expectRow);
});

describe('object-store protections by direction: versioning suspended or set off, public access blocks removed weaken; on hardens; get reads', () => {
  it.each(rows(`
    v aws s3api put-bucket-versioning --bucket acme-backups --versioning-configuration Status=Suspended
    v gsutil versioning set off gs://acme-prod-backups
    v gcloud storage buckets update gs://acme-prod-backups --no-versioning
    v az storage account blob-service-properties update --account-name acmeprod --enable-versioning false
    v aws s3api delete-public-access-block --bucket acme-customer-exports
    v aws s3api put-public-access-block --bucket acme-data --public-access-block-configuration BlockPublicAcls=false,IgnorePublicAcls=false,BlockPublicPolicy=false,RestrictPublicBuckets=false
    v mcp__aws__s3_put_bucket_versioning {"bucket":"acme-backups","status":"Suspended"}
    a aws s3api put-bucket-versioning --bucket acme-backups --versioning-configuration Status=Enabled
    a gsutil versioning set on gs://acme-prod-backups
    a gsutil versioning get gs://acme-prod-backups
  `))('%s %s', expectRow);
});

describe('broker access rules: every client or every operation opens the cluster; a named principal is one grant; listings read', () => {
  it.each(rows(`
    v kafka-acls --bootstrap-server kafka-prod:9092 --add --allow-principal 'User:*' --operation All --topic '*'
    v kafka-acls --bootstrap-server kafka-prod:9092 --add --allow-principal User:ANONYMOUS --operation Write --topic payments
    c kafka-acls --bootstrap-server kafka-prod:9092 --add --allow-principal User:billing-svc --operation Read --topic payments --group billing
    a kafka-acls --bootstrap-server kafka-prod:9092 --list --topic payments
    v rabbitmqctl set_user_tags app administrator
    c rabbitmqctl set_permissions -p / guest ".*" ".*" ".*"
    a rabbitmqctl list_permissions -p /
  `))('%s %s', expectRow);
});

describe('money counted in a crypto asset is worth that many of it; a large amount to a wallet address written out is a new recipient', () => {
  it.each(rows(`
    d coinbase.send_money {"to":"0x9f3b27c1d5aE41f0B8c2e7a1D4b9F6e3C0a5d781","amount":"12.5","currency":"ETH"}
    d bitcoin-cli sendtoaddress bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh 3.2
    d cast send 0x9f3b27c1d5aE41f0B8c2e7a1D4b9F6e3C0a5d781 --value 15ether --private-key $PK
    d mcp__wallet__transfer {"to":"0x9f3b27c1d5aE41f0B8c2e7a1D4b9F6e3C0a5d781","amount":"40","token":"ETH"}
    d wallet.send_usdc to=0x9f3b27c1d5aE41f0B8c2e7a1D4b9F6e3C0a5d781 amount=50000
    c coinbase.send_money {"to":"0x9f3b27c1d5aE41f0B8c2e7a1D4b9F6e3C0a5d781","amount":"0.002","currency":"ETH"}
    a cast balance 0x9f3b27c1d5aE41f0B8c2e7a1D4b9F6e3C0a5d781
    a bitcoin-cli getbalance
  `))('%s %s', expectRow);
});

describe('a webhook pointed at a host outside the company (a collector, a tunnel, a host naming none of the owners) sends its events out', () => {
  it.each(rows(`
    v gh api repos/acme/web/hooks -f name=web -f 'config[url]=https://webhook.site/3f9a' -f 'events[]=push'
    v stripe webhook_endpoints create --url https://requestbin.example.net/x --enabled-events '*'
    v mcp__github__create_webhook {"owner":"acme","repo":"web","config":{"url":"https://abcd.ngrok-free.app/hook"},"events":["*"]}
    c gh api repos/acme/web/hooks -f name=web -f 'config[url]=https://ci.acme.com/github' -f 'events[]=push'
    a gh api repos/acme/web/hooks
  `))('%s %s', expectRow);
});

describe('an HTTP request described in words is read as that request: method, path, body after "with", environment and repetition from the sentence', () => {
  it.each(rows(`
    v Send a POST to /v1/transfers on the production Stripe account with amount 5000000 and destination acct_1Qx9ZzLm
    a Send a GET to /v1/balance on the Stripe account to check the available amount before the payout run
    d Make a DELETE request to https://api.acme.com/v1/customers
    c Send a DELETE request to /api/v2/users/8812 on production
    v Fire a PATCH at /admin/settings/security with {"mfa_required": false}
    c POST to /v1/refunds with charge ch_1 and amount 1200
    v Issue a POST request to /v1/payouts with amount=250000 currency=usd
    a Do a GET on /api/v1/audit-logs to see who changed the setting
    d Send a DELETE to /api/queues/%2F/orders.retry/contents on the production RabbitMQ management API
    a Send a HEAD request to https://api.acme.com/health
    a Send a POST to /v1/refunds with charge ch_1 and amount 90000 against the Stripe sandbox
    v Send a POST to /v1/refunds with charge ch_1 and amount 900000 on the live Stripe account
    a Should I send a DELETE to /v1/customers?
    v Let me send a POST to /v1/refunds for each charge returned by GET /v1/charges?created[gte]=1700000000
  `))('%s %s', expectRow);
});

describe('a space (Confluence, ClickUp) deleted through a tool is a whole container, as its REST path is; one page is one', () => {
  it.each(rows(`
    d {"name":"confluence_delete_space","arguments":{"spaceKey":"ENG"}}
    d confluence.deleteSpace key=ENG
    d curl -X DELETE -u "$U:$T" https://acme.atlassian.net/wiki/rest/api/space/ENG
    d clickup.delete_space {"space_id":"901"}
    c confluence.deletePage {"pageId":"12345"}
    a confluence.getSpace key=ENG
  `))('%s %s', expectRow);
});

describe('a database branch other than the main or production one is a development copy; the main branch is the database', () => {
  it.each(rows(`
    c supabase branches delete feature-onboarding --project-ref abcdxyz
    c neonctl branches delete dev-alice --project-id plain-sun-123
    c pscale branch delete acme-db add-index-feature --force
    d neonctl branches delete main --project-id acme-prod
    c mcp__neon__delete_branch {"projectId":"plain-sun-123","branchId":"br-preview-pr-41"}
    a supabase branches list --project-ref abcdxyz
  `))('%s %s', expectRow);
});

describe('a repository archived is confirm on every carrier (archived: true, gh repo archive, a tool)', () => {
  it.each(rows(`
    c gh api -X PATCH repos/acme/old-site -F archived=true
    c gh repo archive acme/old-site --yes
    c mcp__github__update_repository {"owner":"acme","repo":"old-site","archived":true}
  `))('%s %s', expectRow);
});

describe('an index deleted or emptied in every tool naming style; a range delete is a set', () => {
  it.each(rows(`
    d elasticsearch.deleteIndex {"index":"orders"}
    d mcp__elasticsearch__delete_index {"index":"customers-v2"}
    d {"name":"opensearch_delete_index","arguments":{"index":"logs-*"}}
    d calling es.indices.delete index=payments
    d {"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"delete_index","arguments":{"index":"orders","cluster":"prod"}}}
    a elasticsearch.listIndices {}
    a mcp__elasticsearch__search {"index":"orders","query":{"match_all":{}}}
    d curl -X POST "https://es.acme.io:9200/orders/_delete_by_query" -H 'Content-Type: application/json' -d '{"query":{"match_all":{}}}'
    v curl -X POST "https://es.acme.io:9200/orders/_delete_by_query" -d '{"query":{"range":{"created":{"lt":"2024-01-01"}}}}'
  `))('%s %s', expectRow);
});

describe('a queue purged in every naming style and CLI, by environment', () => {
  it.each(rows(`
    d rabbitmq.purgeQueue {"queue":"orders.pending","vhost":"/"}
    d mcp__rabbitmq__purge_queue {"name":"invoices.retry"}
    d {"name":"sqs_purge_queue","arguments":{"QueueUrl":"https://sqs.us-east-1.amazonaws.com/1234/payments"}}
    d aws sqs purge-queue --queue-url https://sqs.us-east-1.amazonaws.com/123456789012/orders-prod
    v aws sqs purge-queue --queue-url https://sqs.us-east-1.amazonaws.com/123456789012/orders-staging
    a aws sqs get-queue-attributes --queue-url https://sqs.us-east-1.amazonaws.com/123456789012/orders-prod --attribute-names All
    # gap: seeking a subscription to a future time acknowledges every message not yet handled (a purge); gcloud's reader has no row for seek
    d! gcloud pubsub subscriptions seek billing-sub --time=2099-01-01T00:00:00Z
  `))('%s %s', expectRow);
});

describe('administrator rights granted through policies, roles and bindings; reads stay reads', () => {
  it.each(rows(`
    v mcp__aws__iam_put_role_policy {"RoleName":"ci","PolicyName":"all","PolicyDocument":"{\\"Statement\\":[{\\"Effect\\":\\"Allow\\",\\"Action\\":\\"*\\",\\"Resource\\":\\"*\\"}]}"}
    v gcloud projects add-iam-policy-binding acme-prod --member=serviceAccount:ci@acme-prod.iam.gserviceaccount.com --role=roles/editor
    v az role assignment create --assignee ci-sp --role Owner --scope /subscriptions/1111
    v iam.attachUserPolicy UserName=intern PolicyArn=arn:aws:iam::aws:policy/AdministratorAccess
    a aws iam get-policy-version --policy-arn arn:aws:iam::aws:policy/AdministratorAccess --version-id v1
    a aws iam list-attached-user-policies --user-name intern
  `))('%s %s', expectRow);
});

describe('accounts deprovisioned in bulk by a filter or a SCIM bulk request', () => {
  it.each(rows(`
    v okta.deactivateUsers {"filter":"profile.department eq \\"Sales\\""}
    v curl -X POST https://acme.okta.com/scim/v2/Bulk -d '{"Operations":[{"method":"DELETE","path":"/Users/1"},{"method":"DELETE","path":"/Users/2"},{"method":"DELETE","path":"/Users/3"},{"method":"DELETE","path":"/Users/4"},{"method":"DELETE","path":"/Users/5"},{"method":"DELETE","path":"/Users/6"},{"method":"DELETE","path":"/Users/7"},{"method":"DELETE","path":"/Users/8"},{"method":"DELETE","path":"/Users/9"},{"method":"DELETE","path":"/Users/10"},{"method":"DELETE","path":"/Users/11"}]}'
    c gam update user jdoe@acme.com suspended on
  `))('%s %s', expectRow);
});

describe('billing acts: voids over a listing, cancellations of every live subscription, credit notes by amount', () => {
  it.each(rows(`
    v stripe invoices list --status open | jq -r '.data[].id' | xargs -n1 stripe invoices void
    d mcp__stripe__cancel_subscriptions {"status":"active","prorate":false}
    d chargebee.cancel_all_subscriptions {}
    c mcp__stripe__cancel_subscription {"subscription":"sub_1PZx"}
    v stripe credit_notes create --invoice in_1 --amount 250000 --live
    c mcp__stripe__create_credit_note {"invoice":"in_1","amount":4500}
    v {"name":"quickbooks_void_invoices","arguments":{"status":"Open","customer":"all"}}
    a mcp__stripe__list_subscriptions {"status":"active","limit":10}
    a stripe invoices upcoming --customer cus_123
  `))('%s %s', expectRow);
});

describe('messages to segments and topics named for everyone; one message is one', () => {
  it.each(rows(`
    v twilio.sendBulkSms {"to_segment":"all-customers","body":"Service update"}
    v mcp__twilio__create_message {"to":"+15550001","body":"hi","messaging_service_sid":"MG1","segment":"all_users"}
    v curl -X POST https://fcm.googleapis.com/v1/projects/acme/messages:send -d '{"message":{"topic":"all","notification":{"title":"Sale"}}}'
    v mcp__onesignal__send_notification {"included_segments":["All"],"contents":{"en":"Hi"}}
    c mcp__twilio__create_message {"to":"+15550001","body":"Your code is ready"}
    a {"name":"sendgrid_create_template","arguments":{"name":"welcome"}}
    v mailchimp.campaigns.send campaign_id=9f3e
  `))('%s %s', expectRow);
});

describe('managed app backends: auth controls, collections, exports of every user', () => {
  it.each(rows(`
    v supabase.update_auth_config {"project":"acme-prod","mfa_enabled":false}
    d mcp__firebase__firestore_delete_collection {"collection":"users","project":"acme-prod"}
    v firebase auth:export users.json --project acme-prod
    d {"name":"supabase_execute_sql","arguments":{"project_id":"acme-prod","query":"truncate table public.orders"}}
    a mcp__supabase__list_tables {"project_id":"acme-prod"}
    a firebase firestore:indexes --project acme-prod
  `))('%s %s', expectRow);
});

describe('hosting platforms through tools: variables by target, services, apps', () => {
  it.each(rows(`
    # gap (over): the primary reading is configuration (verify), but the second reading takes the "project" key for the object deleted
    v! mcp__vercel__delete_env {"project":"web","key":"DATABASE_URL","target":"production"}
    # gap: a variable removed from a preview breaks what reads it there (the CLI says confirm); through a tool the dev rung of configuration deletion is reversible
    c! mcp__vercel__delete_env {"project":"web","key":"FEATURE_X","target":"preview"}
    v render.deleteService service_id=srv-123
    # gap (over): as above, the second reading takes the "environment" key for an environment deleted
    v! railway.variableDelete {"environment":"production","name":"STRIPE_KEY"}
    d mcp__heroku__destroy_app {"app":"acme-prod"}
    c mcp__heroku__restart_dyno {"app":"acme-prod","dyno":"web.1"}
    a mcp__vercel__list_deployments {"project":"web"}
  `))('%s %s', expectRow);
});

describe('backups: vaults, plans cut to a day, recovery points, schedules', () => {
  it.each(rows(`
    d aws backup delete-backup-vault --backup-vault-name prod-vault
    v aws backup update-backup-plan --backup-plan-id p1 --backup-plan '{"BackupPlanName":"p","Rules":[{"RuleName":"d","TargetBackupVaultName":"v","Lifecycle":{"DeleteAfterDays":1}}]}'
    c aws backup delete-recovery-point --backup-vault-name prod-vault --recovery-point-arn arn:aws:backup:us-east-1:1:recovery-point:abc
    d velero schedule delete --all
    v mcp__aws__backup_delete_backup_plan {"BackupPlanId":"prod-daily"}
    a aws backup list-recovery-points-by-backup-vault --backup-vault-name prod-vault
  `))('%s %s', expectRow);
});
