import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

describe('cloud CLIs: aws, gcloud, az', () => {
  it.each(rows(`
    a aws s3 ls s3://team-artifacts/releases/
    a aws ec2 describe-security-groups --region eu-west-1
    a aws rds describe-db-instances --db-instance-identifier prod-main
    a gcloud run services list --project acme-production
    a az aks list -o table
    a aws s3 cp s3://bucket/report.csv ./report.csv
    a aws s3 mb s3://scratch-bucket-42
    a gcloud compute instances create test-vm-3 --zone europe-west1-b
    c aws s3 rm s3://scratch/tmp/one.json
    c aws secretsmanager get-secret-value --secret-id dev/api-key
    c aws ecs update-service --cluster dev --service web --force-new-deployment
    c gcloud run deploy web --image gcr.io/x/web:2 --region us-east1
    v aws ec2 terminate-instances --instance-ids i-0f00
    v aws s3 rm s3://logs-bucket/2023/ --recursive
    v aws s3api put-bucket-acl --bucket reports --acl public-read
    v aws ec2 authorize-security-group-ingress --group-id sg-1 --port 22 --cidr 0.0.0.0/0
    v aws route53 change-resource-record-sets --hosted-zone-id Z9 --change-batch file://dns.json
    v aws iam delete-access-key --access-key-id AKIA0000
    v gcloud compute instances delete build-runner-7 --zone us-central1-a
    c az storage account delete -n logsdev -g rg-dev --yes
    d az storage account delete -n logsprod -g rg-prod --yes
    d aws s3 rm s3://customer-uploads --recursive
    d aws s3 rb s3://old-site --force
    d aws s3 sync ./empty-dir s3://user-media --delete
    d aws rds delete-db-instance --db-instance-identifier prod-db --skip-final-snapshot
    d aws rds modify-db-instance --db-instance-identifier prod-db --backup-retention-period 0
    d aws cloudtrail stop-logging --name main-trail
    d gcloud projects delete acme-sandbox
    d gcloud container clusters delete prod-eu --quiet
    d az group delete --name rg-core --yes
    v az group delete --name rg-shared --yes
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('cloud CLIs: what a delete removes, and where (LABELS: environment, scope, backups)', () => {
  it.each(rows(`
    # One resource: destructive in dev, dangerous in production; a whole store in production is catastrophic.
    c gcloud compute instances delete ci-runner-3 --project acme-sandbox --zone us-east1-b --quiet
    v gcloud compute instances delete api-7 --project shop-production --zone us-east1-b --quiet
    c az webapp delete -n pr-112-preview -g rg-previews
    v aws lambda delete-function --function-name billing-prod-export
    d aws dynamodb delete-table --table-name Invoices-prod
    c aws dynamodb delete-table --table-name Invoices-dev
    d gcloud sql instances delete ledger-production --quiet
    c gcloud sql instances delete ledger-dev --quiet
    c az group delete -n rg-dev-bob-experiment --yes
    d az group delete -n rg-payments-prod --yes
    # A prefix of objects: dev destructive, elsewhere a filtered set is dangerous.
    c gsutil -m rm -r gs://ml-dev-scratch/runs/2024-05-01/
    v aws s3 rm s3://finance-exports/2023/ --recursive
    # Backups: one snapshot among others is destructive; a store named for backups is all of them.
    c aws rds delete-db-cluster-snapshot --db-cluster-snapshot-identifier orders-prod-2022-11-01
    c gcloud compute snapshots delete disk-web-1-2023-02-10 --quiet
    d az storage container delete --account-name stshopbackups --name nightly-backups
    a aws rds create-db-cluster-snapshot --db-cluster-identifier orders-prod --db-cluster-snapshot-identifier pre-upgrade
    a gcloud compute disks snapshot pg-data --snapshot-names pg-data-pre-resize --zone us-east1-b
    a aws backup start-backup-job --backup-vault-name prod-vault --resource-arn arn:aws:rds:us-east-1:1:db:orders --iam-role-arn arn:aws:iam::1:role/backup
    v gcloud sql instances patch billing-prod --no-backup
    # Keys, queues, logs and detectors.
    d aws kms schedule-key-deletion --key-id alias/payments-prod --pending-window-in-days 7
    c aws kms schedule-key-deletion --key-id alias/dev-scratch --pending-window-in-days 30
    d aws sqs purge-queue --queue-url https://sqs.eu-west-1.amazonaws.com/1/invoices-prod
    v aws sqs purge-queue --queue-url https://sqs.eu-west-1.amazonaws.com/1/invoices-staging
    c gcloud logging sinks delete tmp-export-dev --project web-dev
    d gcloud logging sinks delete _Required --project web-prod
    v aws guardduty delete-detector --detector-id 4eb2f1
    d aws cloudtrail delete-trail --name org-trail
    # Restarts are destructive (settled); a whole fleet more.
    c aws ec2 reboot-instances --instance-ids i-0abc --profile prod
    c gcloud compute instances reset web-2 --project shop-production --zone us-east1-b
    a aws ec2 describe-instances --instance-ids i-0abc --profile prod
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('cloud CLIs: exposure and guardrails (LABELS: security controls, audience)', () => {
  it.each(rows(`
    # Removing a guard against public access weakens a control; exposing the data is worse.
    v aws s3api put-public-access-block --bucket media-prod --public-access-block-configuration BlockPublicAcls=false,BlockPublicPolicy=false
    a aws s3api put-public-access-block --bucket media-prod --public-access-block-configuration BlockPublicAcls=true,BlockPublicPolicy=true
    v az storage account update -n stprodmedia -g rg-prod --allow-blob-public-access true
    d aws s3api put-bucket-acl --bucket invoices-prod --acl public-read
    d aws iam update-assume-role-policy --role-name deploy-prod --policy-document '{"Statement":[{"Effect":"Allow","Principal":{"AWS":"*"},"Action":"sts:AssumeRole"}]}'
    v gcloud projects add-iam-policy-binding shop-prod --member user:contractor@example.com --role roles/owner
    v az role assignment create --assignee ops@example.com --role Contributor --scope /subscriptions/1111/resourceGroups/rg-prod
    v aws ec2 authorize-security-group-ingress --group-id sg-0db --protocol tcp --port 5432 --cidr 0.0.0.0/0
    a aws ec2 describe-security-groups --filters Name=ip-permission.cidr,Values=0.0.0.0/0
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('hosting and SaaS CLIs: previews, listings, restarts, unpublished copies, revealed secrets', () => {
  it.each(rows(`
    # Listings and info are reads; a listing of secret names shows no values.
    a heroku addons:info heroku-postgresql -a shop-production
    a railway logs --service api
    a gh secret list --repo acme/api
    a doppler secrets list --project web --config prd --only-names
    # Validating, previewing or planning a deploy changes nothing.
    a netlify deploy preview --dir dist
    a sf project deploy preview --target-org shop-prod
    # A preview channel or an unpublished copy reaches no user.
    a firebase hosting:channel:deploy feature-login --expires 3d
    a shopify theme push --unpublished --theme next-season
    c shopify theme push --theme live-theme --allow-live
    # Restarts are destructive (settled); per-PR review apps are previews.
    c fly apps restart billing-production
    c heroku ps:restart web -a shop-production
    c heroku apps:destroy -a storefront-pr-1412 --confirm storefront-pr-1412
    d heroku apps:destroy -a storefront-production --confirm storefront-production
    # Environment variables: a preview's new variable is inert; production's changes what runs.
    a vercel env add NEW_CHECKOUT preview
    v vercel env add PAYMENTS_URL production
    # A flag that prints secret values is a secret read.
    c contentful space api-keys --show-secrets
    a contentful space api-keys
    # A heredoc of Apex fed to the org is what it deletes.
    d sf apex run --target-org shop-prod <<< 'delete [SELECT Id FROM Opportunity];'
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});
