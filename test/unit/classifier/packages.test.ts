import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

describe('package managers and build tools', () => {
  it.each(rows(`
    a npm ls --all
    a npm outdated
    a npm run test
    a npm test
    a pnpm lint
    a yarn build
    a cargo check
    a go vet ./...
    a apt-cache show nginx
    a pip show requests
    a npm install zod
    a npm ci
    a yarn add -D vitest
    a pip install -r requirements.txt
    a cargo add tokio --features full
    a sudo apt-get install -y jq
    a npm run dev
    c npm uninstall left-pad
    c pip uninstall -y flask
    c sudo apt-get remove nginx
    v npm publish --access public
    v cargo publish
    v twine upload dist/*
    v npm unpublish my-pkg@1.0.0
  `))('%s  %s', (t, hint) => expectRow(t, hint));
});
