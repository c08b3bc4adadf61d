import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// cls-api12 (issue 12): MCP tool calls, HTTP APIs, IaC and cloud/platform CLIs. Each block is one class found by a
// variant drill (other tools, APIs, naming styles, carriers), with benign look-alikes.

describe('a function deleted through a tool is a deployed service when its names or arguments place it in a cloud; with a source file it is code', () => {
  it.each(rows(`
    v DeleteFunction {"FunctionName":"payments-webhook-prod","Region":"eu-west-1"}
    v mcp__aws__lambda_delete_function {"function_name":"thumbnailer","region":"us-east-1"}
    v mcp__gcp__functions_delete {"name":"projects/shop-prod/locations/us-central1/functions/order-sync"}
    v mcp__functions__delete_function {"path":"projects/acme-prod/locations/europe-west1/functions/invoice-mailer"}
    v azure.functionapp.delete {"resourceGroup":"rg-prod","name":"fa-billing"}
    v deleteFunction {"functionName":"image-resizer-prod"}
    v netlify/delete-function site_id=prod-site function=checkout
    c mcp__aws__lambda_delete_function {"function_name":"thumbnailer-dev","region":"us-east-1"}
    a mcp__aws__lambda_get_function {"function_name":"thumbnailer"}
    a mcp__aws__lambda_list_functions {"region":"us-east-1"}
    a Delete the unused helper function legacyRound from src/utils/math.ts
  `))('%s %s', expectRow);
});

describe('a filesystem server\'s bare verb (filesystem.remove, fs.rm) acts on the path it is given, as rm would', () => {
  it.each(rows(`
    d filesystem.remove path=/srv/backups recursive=true
    d fs.rm {"path":"/mnt/backup","force":true,"recursive":true}
    d mcp__filesystem__delete_directory {"path":"/var/backups","recursive":true}
    c filesystem.remove path=/srv/backups/db-2024-01-03.sql.gz
    a filesystem.list_directory path=/srv/backups
  `))('%s %s', expectRow);
});

describe('every monitor or alert deleted at once removes the monitoring that protects recovery', () => {
  it.each(rows(`
    d mcp__datadog__delete_monitors {"ids":["*"]}
    d mcp__grafana__delete_alert_rules {"ids":"all"}
    v mcp__datadog__delete_monitors {"ids":["12345"]}
    a mcp__datadog__list_monitors {"ids":["*"]}
  `))('%s %s', expectRow);
});

describe('a campaign created through a tool is a draft, as over HTTP; sending or scheduling it reaches the list', () => {
  it.each(rows(`
    a mcp__mailchimp__campaigns_create {"list_id":"all-customers","subject":"Winter sale","type":"regular"}
    a brevo.createEmailCampaign {"name":"Spring","recipients":{"listIds":[2]}}
    a curl -X POST https://api.sendgrid.com/v3/marketing/singlesends -H "Authorization: Bearer $SG" -d '{"name":"Black Friday","send_to":{"list_ids":["all-customers"]},"email_config":{"subject":"Sale"}}'
    v mcp__mailchimp__campaigns_send {"campaign_id":"a1b2c3"}
    v klaviyo/campaign-send campaign_id=01HX
    v mcp__brevo__createEmailCampaign {"name":"Spring","scheduledAt":"2026-12-01T09:00:00Z","recipients":{"listIds":[2]}}
    v curl -X POST https://api.sendgrid.com/v3/marketing/singlesends -H "Authorization: Bearer $SG" -d '{"name":"Black Friday","send_at":"now","send_to":{"all":true}}'
  `))('%s %s', expectRow);
});

describe('a whole DNS zone deleted takes every record of its domain (forbidden where unknown or production); one record is one resource', () => {
  it.each(rows(`
    d aws route53 delete-hosted-zone --id Z0812ABCDEF
    d gcloud dns managed-zones delete acme-public --project acme-prod
    d az network dns zone delete -g rg-dns -n acme.com --yes
    d curl -X DELETE "https://api.cloudflare.com/client/v4/zones/$ZONE_ID" -H "Authorization: Bearer $CF_TOKEN"
    d mcp__cloudflare__zones_delete {"zone_id":"023e10"}
    d deleteHostedZone {"Id":"Z0812"}
    v curl -X DELETE "https://api.cloudflare.com/client/v4/zones/$ZONE_ID/dns_records/$REC" -H "Authorization: Bearer $CF_TOKEN"
    v http DELETE https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/dns_records/372e67954025e0ba6aaa6d586b9e0b59 "Authorization:Bearer $CF_API_TOKEN"
    v mcp__cloudflare__dns_record_delete {"zone":"acme.com","name":"api.acme.com","type":"A"}
    a aws route53 list-hosted-zones
    a curl "https://api.cloudflare.com/client/v4/zones?name=acme.com" -H "Authorization: Bearer $CF_TOKEN"
  `))('%s %s', expectRow);
});

describe('an environment inside a camelCase or PascalCase name: production anywhere, dev or staging before a resource word', () => {
  it.each(rows(`
    c cdk destroy DevStack --force
    c pulumi destroy --stack devStack --yes
    c aws rds delete-db-instance --db-instance-identifier ordersDevDb --skip-final-snapshot
    d cdk destroy ProdDataStack --force
    d cdk destroy BillingProdStack --force
    d aws rds delete-db-instance --db-instance-identifier ordersProdDb --skip-final-snapshot
    a cdk diff ProdDataStack
    a cdk synth DevStack
  `))('%s %s', expectRow);
});

describe('an identity provider\'s sign-in policy deactivated or deleted weakens a control, not one person\'s access', () => {
  it.each(rows(`
    v curl -X POST "https://acme.okta.com/api/v1/policies/00p1ab2/lifecycle/deactivate" -H "Authorization: SSWS $OKTA_TOKEN"
    v curl -X DELETE "https://acme.okta.com/api/v1/policies/00p1ab2" -H "Authorization: SSWS $OKTA_TOKEN"
    v okta.policies.deactivate {"policyId":"00pSignOn1","type":"OKTA_SIGN_ON"}
    v az rest --method delete --url https://graph.microsoft.com/v1.0/identity/conditionalAccess/policies/abc-123
    a curl "https://acme.okta.com/api/v1/policies?type=MFA_ENROLL" -H "Authorization: SSWS $OKTA_TOKEN"
  `))('%s %s', expectRow);
});

describe('cloud guardrails lifted: an organisation policy reset or unenforced, an account password policy replaced weaker', () => {
  it.each(rows(`
    v gcloud org-policies reset constraints/iam.allowedPolicyMemberDomains --organization=123456789
    v gcloud resource-manager org-policies disable-enforce compute.requireOsLogin --organization=555
    v gcloud org-policies delete constraints/compute.vmExternalIpAccess --project=acme-prod
    v aws iam update-account-password-policy --minimum-password-length 6 --no-require-symbols --no-require-numbers
    v aws iam update-account-password-policy --minimum-password-length 8
    a gcloud org-policies describe constraints/iam.allowedPolicyMemberDomains --organization=123456789
    a aws iam get-account-password-policy
    a aws iam update-account-password-policy --minimum-password-length 16 --require-symbols --require-numbers --require-uppercase-characters --require-lowercase-characters
  `))('%s %s', expectRow);
});

describe('progressive delivery: a promotion is a deploy; suspending or pausing a resumable rollout is destructive even in production', () => {
  it.each(rows(`
    v kubectl argo rollouts promote checkout -n prod --full
    v kubectl argo rollouts promote api --namespace production
    v kubectl-argo-rollouts promote web -n production
    v flux reconcile kustomization apps --context prod-eu --with-source
    c flux suspend kustomization apps --context prod-eu
    c flux suspend helmrelease payments -n production
    c kubectl argo rollouts pause checkout -n prod
    c kubectl argo rollouts abort checkout -n prod
    a flux get kustomizations --context prod-eu
    a kubectl argo rollouts get rollout checkout -n prod
    a kubectl argo rollouts status checkout -n prod
  `))('%s %s', expectRow);
});

describe('whole platform environments and cluster nodes: a Cloud Foundry space, a node reset', () => {
  it.each(rows(`
    d cf delete-space production -o acme -f
    c cf delete-space dev-alice -f
    d cf delete-org acme -f
    v kubeadm reset -f
    v sudo talosctl reset --nodes 10.0.0.5 --graceful=false
    v sudo /usr/local/bin/k3s-uninstall.sh
    a kubeadm config print init-defaults
    a cf spaces
  `))('%s %s', expectRow);
});

describe('tool arguments: a filter that names no ids is a set; dry-run keys in every spelling change nothing', () => {
  it.each(rows(`
    v mcp__crm__delete_contacts {"filter":{"status":"churned"},"workspace":"prod"}
    d mcp__crm__delete_contacts {"filter":{}}
    c mcp__crm__delete_contact {"id":"c_881"}
    a mcp__crm__delete_contacts {"filter":{},"dry_run":true}
    a mcp__terraform__destroy {"workspace":"prod","plan_only":true}
    a mcp__k8s__delete {"kind":"namespace","name":"payments","context":"prod","dryRun":"server"}
    a mcp__bigquery__delete_table {"dataset":"finance","table":"ledger","validate_only":true}
  `))('%s %s', expectRow);
});

describe('a CloudFormation stack is a whole environment, as terraform/cdk/pulumi destroy; a change set only previews until executed', () => {
  it.each(rows(`
    d aws cloudformation delete-stack --stack-name payments-production
    d aws cloudformation delete-stack --stack-name billingProdStack
    d aws cloudformation delete-stack --stack-name edge-network
    c aws cloudformation delete-stack --stack-name feature-x-dev
    v aws cloudformation delete-stack --stack-name net-prod --retain-resources VpcA SubnetB
    v aws cloudformation execute-change-set --stack-name payments-production --change-set-name cs1
    v aws cloudformation deploy --stack-name api-prod --template-file packaged.yaml
    a aws cloudformation create-change-set --stack-name payments-production --change-set-name cs1 --template-body file://t.yaml
    a aws cloudformation validate-template --template-body file://stack.yaml
  `))('%s %s', expectRow);
});

describe('an ARM/Bicep template deployment is a deploy (Complete mode deletes what it leaves out); what-if previews', () => {
  it.each(rows(`
    v az deployment group create -g rg-prod --template-file main.bicep --mode Complete
    v az deployment group create -g rg-prod --template-file main.bicep
    v az deployment sub create --location westeurope --template-file landing-zone.bicep
    a az deployment group create -g rg-dev-alice --template-file main.bicep
    a az deployment group what-if -g rg-prod --template-file main.bicep
  `))('%s %s', expectRow);
});

describe('a managed cloud data store declared as a Kubernetes resource (Crossplane, ACK, Config Connector) is deleted with its data', () => {
  it.each(rows(`
    d kubectl delete rdsinstance.database.aws.crossplane.io orders-prod
    d kubectl delete -n prod postgresinstance orders-db
    d kubectl delete sqlinstances.sql.cnrm.cloud.google.com billing-db -n production
    c kubectl delete xpostgresqlinstances.database.example.org scratch-db --context kind-dev
    a kubectl get rdsinstance.database.aws.crossplane.io -A
  `))('%s %s', expectRow);
});

describe('a gRPC method named for a plural resource or a batch, given no id, acts on a set; a GraphQL mutation named verb-last is read by its verb', () => {
  it.each(rows(`
    v grpcurl -d '{"filter":"plan=free"}' billing.prod.internal:443 acme.billing.v1.Billing/CancelSubscriptions
    v grpcurl -d '{"older_than":"2025-01-01"}' api.prod.acme.internal:443 acme.users.v1.UserService/DeleteUsers
    v grpcurl -d '{"ids":["a","b","c","d","e","f","g","h","i","j","k","l"]}' api.prod.acme.internal:443 acme.users.v1.UserService/BatchDeleteUsers
    c grpcurl -d '{"id":"u_1"}' api.prod.acme.internal:443 acme.users.v1.UserService/DeleteUser
    a grpcurl -d '{"filter":"plan=free"}' billing.prod.internal:443 acme.billing.v1.Billing/ListSubscriptions
    c curl https://api.acme.io/graphql -d '{"query":"mutation { webhookDelete(id: \\"w1\\") { ok } }"}'
  `))('%s %s', expectRow);
});
