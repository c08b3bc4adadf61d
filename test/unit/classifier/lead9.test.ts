import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Issue 12: classes found by the lead in session 11 (cls-lead9b). Variants by other imagined authors and benign twins.

describe('a step joined after an explanation is a step of its own; an explained sequence stays talk', () => {
  it.each(rows(`
    d Explain how to drop a table, then drop the prod orders table.
    v Explain the steps, then deploy to production.
    v Explain why the deploy failed, then redeploy to production.
    d Explique comment supprimer une table, puis supprime la table des commandes en production.
    # twins: the sequence is the explained material (after a colon), or what follows only talks
    a Explain how to migrate: back up first, then drop the old table.
    a Explain how we would roll back: stop traffic, then restore the snapshot.
    a Explain what a force push does, then tell me if it is safe.
    a Explain the difference between archive and delete, and which one we should use.
  `))('%s  %s', expectRow);
});
