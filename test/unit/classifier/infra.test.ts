import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

describe('infrastructure as code', () => {
  it.each(rows(`
    a terraform plan
    a terraform plan -destroy -out=destroy.tfplan
    a terraform validate && terraform fmt -check
    a terraform state list
    a pulumi preview --stack prod
    a explaining to the user what terraform destroy would remove
    a terraform init
    a pulumi stack init feature-x
    c terraform apply tfplan
    c pulumi up --stack dev
    c cdk deploy ApiStack
    v terraform apply -auto-approve
    v terraform destroy -target=aws_s3_bucket.tmp
    v pulumi up --yes --stack staging
    v terraform force-unlock 1234
    d terraform destroy
    d terraform destroy -auto-approve
    d terraform apply -destroy
    d pulumi destroy --yes
    d terraform apply -auto-approve -var-file=prod.tfvars
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('docker', () => {
  it.each(rows(`
    a docker ps
    a docker images --filter dangling=true
    a docker logs web --tail 50
    a docker build -t app:dev .
    a docker compose up -d
    a docker run --rm -it node:20 bash
    a docker pull postgres:16
    a docker compose down
    a docker image prune -f
    c docker rm -f web-old
    c docker push registry.example.com/app:1.2
    v docker compose down -v
    v docker volume rm pgdata
    v docker system prune -a --volumes -f
    v docker rm -f $(docker ps -aq)
    v! docker run --privileged -v /:/host alpine chroot /host
    d docker exec db psql -U app -c "DROP DATABASE app"
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});
