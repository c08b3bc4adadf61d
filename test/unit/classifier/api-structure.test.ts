import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Web APIs, MCP tools and hosting CLIs read by structure (issue 12): the HTTP
// method however the client spells it, bulk endpoints as sets, "all" as every
// item, drafts as previews, a tool's object from its server, and hosting config
// changes by the environment they land in. Each class has a benign look-alike.
describe('HTTP method, bulk endpoints and drafts', () => {
  it.each(rows(`
    d wget --method=DELETE --header="Authorization: Bearer $T" https://api.example-cloud.com/v2/projects/storefront
    a wget --method=GET --header="Authorization: Bearer $T" https://api.example-cloud.com/v2/projects/storefront
    a wget --method=HEAD https://api.example-cloud.com/v2/projects
    d curl -X POST https://api.acme-crm.com/v1/users/bulk_delete -H "Authorization: Bearer $CRM_TOKEN" -d '{"ids":"all"}'
    v curl -X POST https://api.acme-crm.com/v1/contacts/batch_delete -H "Authorization: Bearer $CRM_TOKEN" -d '{"ids":["c_1","c_2","c_3"]}'
    a curl -X POST https://api.acme-crm.com/v1/contacts/search -H "Authorization: Bearer $CRM_TOKEN" -d '{"ids":"all"}'
    a curl -X POST "https://api.pages-host.dev/v1/sites/s_41/deploys?draft=true" -H "Authorization: Bearer $PAGES_TOKEN" --data-binary @site.zip
  `))('%s %s', expectRow);
});

describe('MCP tools: the server names the object, API verbs name the operation', () => {
  it.each(rows(`
    d redis.flushall {}
    d mcp__redis__flushdb {}
    a redis.get key=session:81
    a redis.del key=cache:pricing:v4
    d memcached.flush_all {}
    c linear.updateIssue {"id": "ENG-212", "stateId": "done"}
    a linear.getIssue {"id": "ENG-212"}
  `))('%s %s', expectRow);
});

describe('hosting CLIs: config changes land in the environment they name', () => {
  it.each(rows(`
    v vercel env rm SENTRY_DSN production --yes
    c vercel env rm SENTRY_DSN preview --yes
    a vercel env ls production
    a vercel env ls preview
    v railway variables --set "FEATURE_CHECKOUT_V2=1" --environment production
    a railway variables --set "FEATURE_CHECKOUT_V2=1" --environment development
    # (cls-en16) railway variables prints each variable's value: production secrets printed (LABELS: dangerous); was c as an unplaced hosting call.
    v railway variables --environment production
    c heroku config:unset SENTRY_DSN -a storefront
  `))('%s %s', expectRow);
});
