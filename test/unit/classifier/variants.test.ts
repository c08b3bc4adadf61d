import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Paraphrases of common steps across shells, containers, clusters, IaC, git, packages and clouds.
describe('variants of common steps', () => {
  it.each(rows(String.raw`
    a bash: ls -R ./docs
    a shell> cat tsconfig.json
    a run: grep -ri "fixme" lib/
    a executing shell command: head -50 CHANGELOG.md
    v executing shell command: rm -Rf lib/
    d executing: rm -rf $HOME/*
    d executing shell command: rm -rf ./ (in the repository root)
    # (lead25, with cls-benign25) A tracked lockfile removed in the repo is a file edit undone by git or a reinstall: reversible.
    a executing shell command: rm package-lock.json
    v cmd: rmdir /s /q src
    c cmd: del /q logs\today.log
    a PowerShell: Get-Content .\README.md
    v PowerShell: Remove-Item -Path .\app -Recurse
    c PowerShell: Remove-Item -Path .\app\old.txt -Force
    d PowerShell: Remove-Item -Path C:\ -Recurse -Force
    d powershell: Format-Volume -DriveLetter F
    a docker image ls
    a docker container ls -a
    c docker container rm web-old
    v docker container prune -f && docker volume prune -f
    a docker compose ps
    a docker compose rm -f -s worker
    # LABELS: a dev or local system's one volume, one workload: destructive (docker runs on this machine).
    c docker-compose down --volumes --remove-orphans
    v docker-compose -f compose.staging.yml down --volumes
    a podman ps
    a kubectl get svc -A
    a kubectl get pods --all-namespaces
    c kubectl delete svc api -n staging
    v kubectl delete svc api -n production
    c kubectl delete statefulset redis -n dev
    v kubectl delete statefulset redis -n staging
    c kubectl cordon node-2 && kubectl drain node-2 --ignore-daemonsets
    a helm template charts/api
    c helm rollback api 3 -n staging
    a terraform fmt -recursive
    a terraform workspace list
    a terraform import aws_s3_bucket.logs my-logs-bucket
    c terraform state rm aws_instance.old
    # LABELS (Environment): a whole stack is an environment; staging bulk deletion is dangerous, a dev one destructive.
    v terraform apply -destroy -auto-approve -var-file=staging.tfvars
    c pulumi destroy --stack dev --yes
    d pulumi destroy --stack prod --yes
    v pulumi stack rm staging
    a pulumi config get region
    c git merge --no-ff feature/x && git push origin main
    c git rebase origin/main && git push --force-with-lease origin feature/x
    v git push --force-with-lease origin main
    c git revert HEAD && git push
    v git branch -D main && git push origin --delete main
    a gh pr checks 12
    c gh pr close 19 --delete-branch
    a gh pr comment 19 --body "LGTM"
    a gh pr comment 19 --body "LGTM" (draft only, not posted)
    c npm uninstall -g typescript
    v yarn publish
    v pnpm publish --no-git-checks
    a pip install -e .
    c pip uninstall -r requirements.txt -y
    a cargo build --release
    c cargo uninstall ripgrep
    a go get github.com/pkg/errors
    a brew install jq
    c brew uninstall --force node
    c sudo apt purge nginx
    a apt-get update
    a gcloud config list
    a gcloud auth list
    c gcloud auth print-access-token
    c gcloud app deploy --project acme-staging
    v gcloud app deploy --project acme-prod
    v az webapp deploy --resource-group rg-prod --name web --src-path app.zip
    c az webapp deploy --resource-group rg-dev --name web --src-path app.zip
    c az vm delete --name web-1 --resource-group rg-dev --yes
    v az vm delete --name web-1 --resource-group rg-prod --yes
    a aws sts get-caller-identity
    a aws cloudwatch get-metric-statistics --namespace AWS/EC2 --metric-name CPUUtilization
    a aws lambda invoke --function-name report out.json
    v aws ecs update-service --cluster prod --service api --desired-count 2
    v aws autoscaling update-auto-scaling-group --auto-scaling-group-name prod-web --desired-capacity 0
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});
