import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Issue 12: classes found by the lead in session 8 (cls-lead8). Each class has variants by other
// imagined authors and benign twins, so a fix that only fits one item fails here.

describe('the public .dev top-level domain names no environment; dev as a label before it still does', () => {
  it.each(rows(`
    d curl -X DELETE -H "Authorization: token $T" https://api.hosted-git.dev/repos/acme/billing
    d curl -X DELETE -H "Authorization: token $T" https://api.hosted-git.dev:443/repos/acme/billing
    d Delete the main database on acme.dev
    v curl -X DELETE -H "Authorization: token $T" https://api.forge.dev/repos/acme/web/branches/main/protection
    # twins: dev as an environment label, a dev env file, a dev compose file
    c curl -X DELETE http://api.dev.acme.internal/v1/users/42
    c curl -X DELETE https://staging.acme.dev/v1/users/42
    c cp .env.dev .env
    c docker compose -f compose.dev.yml down -v
  `))('%s  %s', expectRow);
});
