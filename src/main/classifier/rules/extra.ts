// Families for tools whose meaning the generic reader would miss.
import type { CommandFamily } from './types';

export const extraFamilies: readonly CommandFamily[] = [];
