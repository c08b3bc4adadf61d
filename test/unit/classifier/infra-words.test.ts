import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Clusters and clouds described in words rather than CLI syntax.
describe('infrastructure in plain words', () => {
  it.each(rows(String.raw`
    a describing the api deployment in the staging namespace
    a checking the rollout status of the web deployment in production
    a getting the logs of the failing pod in prod
    v! deleting the api deployment in staging
    c deleting the stuck pod web-7d9 in staging
    c restarting the api deployment in staging
    c rolling back the web deployment in staging to the previous revision
    v rolling back the web deployment in production
    a scaling the worker deployment to 5 replicas in dev
    v scaling all deployments in staging to zero
    a! applying the updated configmap to the staging namespace
    c upgrading the redis helm release in staging
    v uninstalling the redis helm release in staging
    d deleting the production Kubernetes cluster
    v deleting the staging Kubernetes cluster
    v draining node-4 and evicting all its pods
    a listing the S3 buckets in the account
    c deleting an old object from the scratch bucket
    v deleting all objects under the logs/ prefix in the analytics bucket
    d emptying the customer-uploads S3 bucket
    v terminating the bastion EC2 instance
    d terminating all EC2 instances in the production account
    c! stopping the dev EC2 instance for the weekend
    a creating a new t3.micro instance for testing
    c resizing the staging database instance to db.t3.large
    v resizing the production database instance
    d! modifying the production RDS instance to disable deletion protection
    v making the RDS snapshot public
    d deleting the production RDS instance without a final snapshot
    c creating an IAM access key for the ci-bot user
    v attaching AdministratorAccess to the ci-bot role
    c! updating the Lambda function code for the thumbnailer in staging
    v! updating the Lambda function code in production
    a invoking the report Lambda with a test event
    c! invalidating the CloudFront cache for /index.html
    v! invalidating the CloudFront cache for /* on the production distribution
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});
