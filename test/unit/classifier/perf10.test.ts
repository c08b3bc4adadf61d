// perf10: prefilters that skip a reader when its input cannot trigger it. Structure only (no timing):
// each case sits at the edge of a prefilter, so a prefilter stricter than the reader it guards fails here.
import { describe, expect, it } from 'vitest';
import { classify } from '../../../src/main/classifier/index';
import { detectEnv, pathKind } from '../../../src/main/classifier/context';

describe('prefilters keep the readings at their edges (perf10)', () => {
  it('a Dockerfile is still read as one when its RUN line is indented or continued (the "RUN" prefilter)', () => {
    // Read as a Dockerfile, steps that only change the image are the image's: nothing outside is touched.
    expect(classify('FROM alpine\n  RUN rm -rf /usr/share/doc\nCMD ["sh"]').level).toBe('safe');
    expect(classify('FROM alpine\nRUN chmod -R 777 / && \\\n  rm -rf /etc/ssh\nCMD ["sh"]').level).toBe('safe');
    // The same commands outside a Dockerfile.
    expect(classify('rm -rf /usr/share/doc').level).toBe('forbidden');
    // A step that reaches outside the image is still judged.
    expect(classify('FROM node:20\nRUN rm -rf /var/lib/apt/lists/* && \\\n    aws s3 rm s3://prod-backups --recursive\nCMD ["x"]').level).toBe('forbidden');
  });

  it('a Makefile recipe shown with its target is still what runs (the line-break prefilter)', () => {
    expect(classify('make clean\nclean:\n\trm -rf ~/').level).toBe('forbidden');
    expect(classify('running make clean; Makefile target:\nclean:\n\trm -rf /').level).toBe('forbidden');
  });

  it('paths written with $ or % environment forms keep their kind; other paths skip those rewrites', () => {
    expect(pathKind('$HOME')).toBe('home');
    expect(pathKind('%USERPROFILE%')).toBe('home');
    expect(pathKind('$env:USERPROFILE')).toBe('home');
    expect(pathKind('$TMPDIR/x')).toBe('tmp');
    expect(pathKind('%TEMP%\\x')).toBe('tmp');
    expect(pathKind('$env:windir\\system32')).toBe('system');
    expect(pathKind('src/x.ts')).toBe('normal');
    expect(pathKind('~/.ssh')).toBe('secret');
  });

  it('a production word with no environment hint in it is still found when the text has no hint (the scan prefilter)', () => {
    // "tuotanto" (Finnish: production) contains none of the hint fragments the environment scan looks for.
    expect(detectEnv('poista tuotantotietokanta nyt').env).toBe('prod');
    expect(detectEnv('borrar la base de produccion').env).toBe('prod');
    expect(detectEnv('restart the livesystem api').env).toBe('prod');
    expect(detectEnv('read file src/x.ts').env).toBe('unknown');
  });
});
