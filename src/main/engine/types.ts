// The safety loop's vocabulary lives in src/shared/vocabulary.ts.
export * from '../../shared/vocabulary';
