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
    v az storage account delete -n logsdev -g rg-dev --yes
    d aws s3 rm s3://customer-uploads --recursive
    d aws s3 rb s3://old-site --force
    d aws s3 sync ./empty-dir s3://user-media --delete
    d aws rds delete-db-instance --db-instance-identifier prod-db --skip-final-snapshot
    d aws rds modify-db-instance --db-instance-identifier prod-db --backup-retention-period 0
    d aws cloudtrail stop-logging --name main-trail
    d gcloud projects delete acme-sandbox
    d gcloud container clusters delete prod-eu --quiet
    d az group delete --name rg-shared --yes
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});
