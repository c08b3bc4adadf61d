// cls-shell6: classes of shell, database, cloud and platform actions that were missing
// (each block: the class, a few renderings on other CLIs, and benign look-alikes).
import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

describe('a network rule opened to every address, on any cloud CLI', () => {
  it.each(rows(`
    v az network nsg rule create -g rg --nsg-name web --name any --priority 100 --source-address-prefixes '*' --access Allow
    v doctl compute firewall add-rules fw-9 --inbound-rules "protocol:tcp,ports:22,address:0.0.0.0/0"
    v openstack security group rule create --remote-ip 0.0.0.0/0 --dst-port 3306 default
    v gcloud compute firewall-rules create open-db --allow=tcp:5432 --source-ranges=0.0.0.0/0
    v gcloud sql instances patch ledger --authorized-networks=0.0.0.0/0
    v az postgres server firewall-rule create -g rg -s pg-main -n all --start-ip-address 0.0.0.0 --end-ip-address 255.255.255.255
    a hcloud firewall add-rule web --direction in --port 22 --protocol tcp --source-ips 10.0.0.0/8
    a gcloud compute firewall-rules create office --source-ranges=203.0.113.0/24 --allow=tcp:22
    a az network nsg rule list -g rg --nsg-name web
    a gcloud compute firewall-rules list --filter="sourceRanges:0.0.0.0/0"
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('compound and CamelCase delete operations on cloud CLIs', () => {
  it.each(rows(`
    c aws ecr batch-delete-image --repository-name api --image-ids imageTag=old
    d oci os object bulk-delete --bucket-name nightly-backups --force
    v oci os object bulk-delete --bucket-name media --prefix tmp/ --force
    a oci os object list --bucket-name nightly-backups
    d aliyun rds DeleteDBInstance --DBInstanceId rm-bp1
    v tccli cvm TerminateInstances --InstanceIds '["ins-1"]'
    a tccli cvm DescribeInstances --region ap-guangzhou
    a aliyun ecs DescribeInstances --RegionId cn-hangzhou
    v aliyun ram AttachPolicyToUser --PolicyName AdministratorAccess --UserName ci
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('stored data named for people made public is the data published', () => {
  it.each(rows(`
    d gsutil iam ch allUsers:objectViewer gs://acme-customer-docs
    d aws s3api put-bucket-acl --bucket employee-records --acl public-read
    v aws s3api put-bucket-acl --bucket acme-static-site --acl public-read
    v gsutil iam ch allUsers:objectViewer gs://marketing-site-assets
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});
