// Enforcement evidence: RFC 8785 canonical JSON, Ed25519 keys kept in the OS
// keychain (or a 0600 file), signed hash-chained enforcement records (seed
// 004 §8), and verification of records and of the store's audit chain.
export { jcs, jcsDigest } from './jcs';
export {
  SigningKey,
  didKeyOf,
  isDidKey,
  keyIdOf,
  parsePublicKey,
  publicKeyFromDidKey,
  rawPublicKeyOf,
  sameKey,
  spkiOf,
  verifySignature,
} from './keys';
export {
  FileKeychain,
  KEY_ACCOUNT,
  KEY_SERVICE,
  OsKeychain,
  keyFile,
  loadOrCreateSigningKey,
  openKeychain,
  probeKeychain,
  type OpenKeychainOptions,
  type OpenedKeychain,
} from './keychain';
export {
  ACTIONS,
  ADL_CAUSES,
  AIRLOCK_CAUSES,
  GOVERNOR_TIERS,
  RECORD_OUTCOMES,
  RECORD_VERSION,
  buildRecord,
  createRecord,
  eventSchema,
  expectedPrevHash,
  recordHeader,
  recordSchema,
  signRecord,
  signingInput,
  type Cause,
  type EnforcementAction,
  type EnforcementEvent,
  type EnforcementRecord,
  type EventInput,
  type GovernorTier,
  type RecordInput,
  type RecordOutcome,
  type RecordSignature,
  type SignOptions,
  type UnsignedRecord,
} from './record';
export { verifyRecord, type VerifyCheck, type VerifyFailure, type VerifyOptions, type VerifyResult } from './verify';
export {
  INTEGRITY_AUDIT_KINDS,
  PAUSE_CAUSES,
  fromExecution,
  governorTierFor,
  limitsFromPolicy,
  policyDigest,
  type AuditLike,
  type BlockLike,
  type ChallengeLike,
  type ConfirmationLike,
  type ExecutionLike,
  type FromExecutionInput,
  type GovernorEventLike,
  type GovernorEvidence,
  type PolicyLike,
  type RecordStep,
} from './from-execution';
export { signedRowVerifies, verifyAuditChain, type AuditAnchorInput, type AuditBreak, type AuditVerifyOptions, type AuditVerifyResult } from './audit-chain';
export { STEP_CSV_COLUMNS, csvField, executionToJson, stepsToCsv, toCsv, type CsvStep } from './export';
export { AuditDatabaseError, readAuditAnchor, verifyAuditDatabase, verifyAuditHistory } from './audit-db';
export { proveExecution, type HistoryProof } from './prove';
export { loadExecutionEvidence, type ExecutionEvidence } from './execution-export';
export { SigningKeyUnavailableError, loadSigningKeySync, markerFile, openSigningKey, type GovernorMarker, type OpenedSigningKey } from './signing-key';
export { UnprovenHistoryError, renderExport, type ExportFormat, type ExportRequest } from './render-export';
