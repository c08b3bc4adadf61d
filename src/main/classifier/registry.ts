// The registry: every command family in one list, and the lookup from a
// program name to its family. Surface readers (SQL, tool calls, HTTP, code,
// files, prose) are families too; index.ts wires them. See README.md "Add a
// rule family".
import { cloudFamily } from './rules/cloud';
import { dataFamily } from './rules/data';
import { extraFamilies } from './rules/extra';
import { frameworkFamily, migrationFileFamily } from './rules/frameworks';
import { gitFamily, glabFamily } from './rules/git';
import { grpcFamily } from './rules/grpc';
import { deviceFamilies } from './rules/devices';
import { monitoringFamilies } from './rules/monitoring';
import { netosFamily } from './rules/netos';
import { hostFamilies } from './rules/hosts';
import { dockerFamily, infraFamily } from './rules/infra';
import { interpreterFamily } from './rules/interpreters';
import { k8sFamily, platformOpsFamily } from './rules/k8s';
import { packageFamily } from './rules/packages';
import { READ_ONLY_COMMANDS, shellFamily } from './rules/shell';
import type { CommandFamily } from './rules/types';
import { shell25Family } from './readers/shell25';
import { localDevFamily } from './readers/benign25';
import { remote26Family } from './readers/remote26';

/** Order matters only for names two families claim: the earlier one wins. */
export const COMMAND_FAMILIES: readonly CommandFamily[] = [
  shellFamily,
  gitFamily,
  glabFamily,
  dataFamily,
  cloudFamily,
  k8sFamily,
  platformOpsFamily,
  infraFamily,
  dockerFamily,
  packageFamily,
  interpreterFamily,
  frameworkFamily,
  migrationFileFamily, // cls-benign19
  grpcFamily,
  ...extraFamilies,
  ...hostFamilies, // cls-en16
  ...deviceFamilies, // lead17
  ...monitoringFamilies, // lead17
  netosFamily, // cls-holes17
  shell25Family, // cls-shell25
  localDevFamily, // cls-benign25
  remote26Family, // cls-remote26
];

const BY_NAME = new Map<string, CommandFamily>();
for (const fam of COMMAND_FAMILIES) for (const c of fam.commands) if (!BY_NAME.has(c)) BY_NAME.set(c, fam);

export function familyFor(name: string): CommandFamily | undefined {
  return BY_NAME.get(name);
}

export const READ_ONLY: ReadonlySet<string> = new Set(READ_ONLY_COMMANDS);
