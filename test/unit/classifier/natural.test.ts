import { describe, expect, it } from 'vitest';
import { expectRow, rows, tier } from './helpers';

describe('natural language: reading about danger is not danger', () => {
  it.each(rows(`
    a reading the drop_table migration to see which columns it removes
    a opening scripts/wipe_all.sh in the editor to review it
    a searching the repo for callers of purgeExpiredSessions
    a! running the unit tests for the delete_user handler
    a explaining how git push --force differs from --force-with-lease
    a summarizing what the destroy_environment job does
    a looking up the Stripe docs on refunds
    a listing the Kubernetes deployments in production
    a querying the production read replica for last week's signups
    a taking a screenshot of the billing page
    a reading the 'Delete workspace' settings page without clicking anything
    a checking whether DATABASE_URL is set
    a listing secret names in Vault (names only, no values)
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('natural language: what is done, to how much, where', () => {
  it.each(rows(`
    a creating a new Notion page for the retro
    a adding a 'blocked' label to ticket OPS-12
    a drafting a reply to the customer (not sending it)
    a adding two items to the cart without checking out
    a triggering a preview deployment for branch feat/x
    a starting the local API server with npm run dev
    c deleting the Google Sheet 'Budget draft v1'
    c sending a Slack message to #team-web about the release
    c replying to the vendor's email with the signed contract
    c clicking 'Send' on the invoice email to the client
    c deploying the API to staging
    c merging the release PR into main
    c closing ticket OPS-41 as done
    c issuing a $30 refund for order 5512
    c cancelling the customer's subscription
    c running the database migrations on staging
    c reading ~/.ssh/id_ed25519
    v deploying the API to production
    v deleting 500 old log entries from the audit_notes table
    v bulk archiving 300 stale Jira tickets
    v emailing all 40,000 newsletter subscribers about the sale
    v posting an @here announcement in #all-company
    v creating a payout of $18,500 to the seller's bank account
    v wiring $7,000 to the new supplier
    v changing the 'Board deck' folder sharing to 'Anyone with the link'
    v disabling two-factor authentication for the org owner account
    v turning off the required status checks on main
    v granting owner rights on the GitHub org to a contractor
    v terminating the reporting EC2 instances
    v force pushing the cleaned-up history to main
    d deleting every repository in the acme GitHub organization
    d permanently deleting all messages in the company Slack workspace
    d! deleting all users from the staging auth database
    d dropping the orders database
    d wiping the production Redis cache and all session data
    d tearing down the production environment
    d disabling audit logging on the production account
    d clicking 'Delete this project' in the GCP console and confirming
    d running the 'destroy-prod' Jenkins job
    d resetting the production database to an empty state
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('natural language: payments in test mode move no money', () => {
  it('test-mode charge is advisory', () => expect(tier('charging $5,000 to a test-mode card in Stripe')).toBe('advisory'));
  it('the same charge live is verify', () => expect(tier('charging $5,000 to the customer card in Stripe')).toBe('verify'));
});
