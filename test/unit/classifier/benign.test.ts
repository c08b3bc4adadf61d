import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Mentioning, reading, testing, documenting or dry-running something dangerous is not doing it.
describe('tricky benign: danger words that are only mentioned', () => {
  it.each(rows(`
    a grep -rn "rm -rf" scripts/
    a cat scripts/teardown.sh
    a less migrations/0042_drop_orders.sql
    a reading the terraform destroy output from yesterday's run
    a reviewing the diff of the PR that deletes the users endpoint
    a opening the runbook section "Wiping a compromised host"
    a searching Confluence for "delete production data" procedures
    a git log --oneline -- scripts/nuke_db.sh
    a git show HEAD:scripts/drop_all.sql
    a checking the status of the force-push protection rule on main
    a listing the deleted branches in the reflog
    a viewing the Slack message where Sam asked to drop the old table
    a describing the purge_logs cron job schedule
    a printing the kubectl delete command for the user to run manually
    a writing a runbook that explains how to restore from backup
    a writing a unit test for the delete_account function
    a adding a comment that says "do not run DROP TABLE here"
    a adding an example of git push --force to the docs
    a documenting the FLUSHALL risks in the Redis README
    a linting the SQL migration that truncates the events table
    a running the dry-run of the cleanup script (--dry-run)
    a terraform plan -destroy -target=module.db
    a kubectl delete pod api-1 --dry-run=client -o yaml
    a helm uninstall api --dry-run
    a rsync -av --delete --dry-run src/ backup/
    a git clean -n
    a git push --dry-run --force origin main
    a aws ec2 terminate-instances --instance-ids i-1 --dry-run
    a npm publish --dry-run
    a ansible-playbook site.yml --check
    a simulating the migration on a copy of the schema in a scratch container
    a listing EC2 instances with production tags
    a kubectl get all -n production
    a kubectl get nodes -o wide
    a SHOW GRANTS FOR 'app'@'%'
    a SELECT * FROM audit_log WHERE action = 'DELETE' LIMIT 50
    a querying how many users would be deleted by the cleanup (SELECT count(*) ...)
    a reading the Stripe webhook logs for failed payouts
    a looking up the wire transfer fee schedule
    a checking the balance of the operating account
    a listing all 12,000 subscribers to export their count
    a counting all records in the events table
    a downloading the production logs for the last hour
    a exporting the list of open incidents to CSV
    a fetching the org's member list from GitHub
    a summarizing all 230 open issues by label
    a navigating to the 'Danger Zone' section of the repo settings
    a scrolling through the delete confirmation dialog text without confirming
    a hovering over the Force Push toggle to read its tooltip
    a taking a heap snapshot of the node process
    a pinging the staging database host
    a tracing the slow DELETE queries in pg_stat_statements
    a measuring the size of the orders table
    a validating the kubernetes manifests with kubeconform
    a running shellcheck on scripts/wipe.sh
    a npx prettier --check .
    a make lint
    a docker compose config
    a echo "rm -rf /" >> notes/dangerous-commands.md
    a mkdir -p tmp/delete-me
    a touch .env.example
    a cp .env.example .env
    a git add scripts/delete_old_branches.sh
    a git commit -m "remove dead code and drop unused table migration"
    a git checkout -b fix/drop-table-bug
    a creating a Jira ticket titled 'Delete stale S3 buckets'
    a drafting a Slack message to announce the maintenance (not sending)
    a! creating a PR that removes the legacy payment provider
    a  saving a draft of the newsletter for review
    a creating a test customer in Stripe test mode and charging $50 to its test card
    a! adding a TODO about rotating the API keys
    a renaming the delete_user.ts file to remove_user.ts
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});
