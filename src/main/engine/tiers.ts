// Score bands and tier ranks live in src/shared/vocabulary.ts.
export { tierForScore, tierRank, higherTier, LEVEL_BANDS } from '../../shared/vocabulary';
