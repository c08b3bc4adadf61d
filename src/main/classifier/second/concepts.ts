// Concept classes of the second reading: which verb classes are high-impact,
// which object classes each of them must meet before the second reading
// speaks, and the shapes of text that only talk about an action. The words
// themselves live in text/lexicon.ts (verbs, objects, scope, audience); this
// file only groups the classes that lexicon already names.
import type { Obj, Verb } from '../meaning';

/**
 * How a high-impact verb class meets its object: removal (data gone), weakening
 * (a protection off), exposure (data reaches people it should not), money,
 * sending to many, and revoking access for everyone.
 */
export type Concept = 'remove' | 'weaken' | 'expose' | 'money' | 'broadcast' | 'revoke';

export const CONCEPT_OF: Partial<Record<Verb, Concept>> = {
  delete: 'remove',
  empty: 'remove',
  wipe: 'remove',
  disable: 'weaken',
  weaken: 'weaken',
  stop: 'weaken',
  expose: 'expose',
  grant: 'expose',
  share: 'expose',
  publish: 'expose',
  upload: 'expose',
  export: 'expose',
  pay: 'money',
  refund: 'money',
  charge: 'money',
  send: 'broadcast',
  revoke: 'revoke',
  suspend: 'revoke',
};

/**
 * Objects a removal is catastrophic for once production is named or the scope is
 * everything: whole data stores, recovery, audit, whole projects and organisations.
 * (An index is left out: dropping one index loses no data.)
 */
export const STORES: ReadonlySet<Obj> = new Set<Obj>(['database', 'table', 'bucket', 'backup', 'queue', 'audit', 'container', 'whole', 'repo', 'vault', 'key', 'pii', 'device']);

/** Objects a removal is high-impact for only when it takes every one of them. */
export const MANY: ReadonlySet<Obj> = new Set<Obj>(['account', 'group', 'record', 'secret', 'resource', 'service', 'channel', 'log', 'job', 'index']);

/** Protections whose weakening the second reading judges (in production only). */
export const PROTECTIONS: ReadonlySet<Obj> = new Set<Obj>(['security', 'audit', 'backup', 'retention', 'log']);

/** Data that must not reach the public, a link or an outside party. */
export const EXPOSABLE: ReadonlySet<Obj> = new Set<Obj>(['database', 'table', 'bucket', 'backup', 'record', 'pii', 'secret', 'vault', 'key']);

/** People a message can go to in bulk. */
export const AUDIENCE: ReadonlySet<Obj> = new Set<Obj>(['account', 'group', 'pii']);

/** Access taken from everyone at once. */
export const ACCESS: ReadonlySet<Obj> = new Set<Obj>(['account', 'group', 'secret', 'key', 'privilege']);

// ------------------------------------------------------------------ talk

/**
 * Whole inputs that talk about an action instead of taking it: a preview, a dry run,
 * a help page, a search for the words, a hypothetical, options for the person, a
 * question. Checked on the lower-cased input.
 */
export const TALK = new RegExp(
  [
    String.raw`--?dry-?run\b`, String.raw`\bdry[ _-]?run\b`, String.raw`-whatif\b`, String.raw`--check\b`, String.raw`--help\b`, String.raw`(?:^|\s)-h(?:\s|$)`,
    String.raw`\bvalidate[_ ]?only\b`, String.raw`\bpreview\b`, String.raw`\bwhat[- ]if\b`, String.raw`\bwould\b`, String.raw`\bcould\b`, String.raw`\bmight\b`,
    String.raw`\bhow (?:to|do|does|can|would)\b`, String.raw`\boptions?\b`, String.raw`\balternatives?\b`, String.raw`\bwhich (?:one|do you|would you)\b`,
    String.raw`\bdo you want\b`, String.raw`\bplan\b`, String.raw`\bplan ?mode\b`, String.raw`\bwould you like\b`, String.raw`\bprefer\b`, String.raw`(?:^|\s)\(?[a-c]\)\s`,
    // a search for the words, a read of history, a read-only query
    String.raw`(?:^|[\s|;&(])(?:grep|egrep|fgrep|rg|ag|ack|findstr|select-string)\b`, String.raw`\bgit\s+(?:log|grep|show|diff|blame)\b`,
    String.raw`^\s*(?:select|show|describe|explain)\s`,
    // documentation and notes about the action
    String.raw`\.(?:md|mdx|rst|adoc|txt)\b`, String.raw`\breadme\b`, String.raw`\brunbook\b`, String.raw`\bpost-?mortems?\b`, String.raw`\bretrospective\b`, String.raw`\broot[- ]cause\b`, // cls-plan26: an incident reviewed
     String.raw`\bdocstring\b`, String.raw`\bcomment\b`,
  ].join('|'),
);

/** A question that waits for the person: a question mark ending a sentence, in any script. */
// (Greek asks with ";" and its own U+037E.)
export const QUESTION = /[?\uff1f\u061f\u037e](?:\s|$|['"\u2019\u201d\u00bb])|[\u0370-\u03ff][^.!\n]*;\s*$/;

/**
 * A verb word used as a noun or a name: followed by a noun it qualifies
 * ("the delete button", "purge job", "drop-down") or preceded by an article.
 */
export const NOUN_AFTER = /^[\s-]*(?:protection|protected|button|buttons|dialog|modal|menu|policy|policies|permission|permissions|rule|rules|request|requests|flag|flags|lock|locks|confirmation|marker|job|jobs|script|scripts|endpoint|endpoints|api|event|events|hook|hooks|handler|handlers|option|options|setting|settings|method|function|test|tests|down)\b/;
export const ARTICLE_BEFORE = /(?:^|\s)(?:the|an|this|its|their|our|your)\s+$/;
