import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

describe('git: pushes, history rewrites and discarded work', () => {
  it.each(rows(`
    a git status -sb
    a git log --graph --oneline
    a git diff origin/main...HEAD
    a git fetch --all --prune
    a git branch --merged
    a git show v1.2.0:package.json
    a git log --grep='git push --force' --oneline
    a git diff main..chore/delete-old-tables
    a git clean -n -d
    a git stash list
    a git restore --staged src/a.ts
    a git switch -c spike/cache
    a git commit -am "refactor parser"
    a git stash push -m wip
    a git rebase -i HEAD~3
    a git tag v2.0.0
    c git push
    c git push origin feature/payments-retry
    c git push -u origin HEAD
    c git reset --hard HEAD~1
    c git checkout -- .
    c git restore src/app.ts
    c git branch -D spike/old
    c git clean -f
    v git clean -xfd
    v git push --force origin main
    v git push -f
    v git push origin +release/3.0
    c git push origin --delete hotfix/1.2
    c git push origin :feature/gone
    v git push --mirror backup
    v git commit --no-verify -m "quick fix"
    v git push --no-verify
    v git filter-repo --path secrets/ --invert-paths
    c git reflog expire --expire=now --all
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});

describe('gh: the GitHub CLI', () => {
  it.each(rows(`
    a gh pr list --state open
    a gh issue view 12
    a gh run view 123 --log
    a gh api repos/acme/app/pulls
    a gh pr create --fill --draft
    a gh issue create --title "Crash on start" --body "steps"
    c gh pr merge 12 --rebase
    c gh issue close 7
    c gh release create v1.0.0 --notes "first"
    c! gh workflow run release.yml -f env=staging
    v gh workflow run deploy.yml -f environment=production
    v gh issue list --label stale --json number -q '.[].number' | xargs -n1 gh issue close
    v! gh repo archive acme/legacy --yes
    v gh repo edit acme/app --visibility public
    v gh api -X DELETE repos/acme/app/branches/main/protection
    d gh repo delete acme/app --yes
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});
