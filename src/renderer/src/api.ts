// The renderer's only way out: `window.airlock`, exposed by the preload (or by
// the browser tests' init script). Types only are imported from src/shared.
import type { AirlockApi } from '../../shared/bridge';

declare global {
  interface Window {
    airlock?: AirlockApi;
  }
}

export type { AirlockApi };

export function getApi(): AirlockApi | null {
  return typeof window !== 'undefined' && window.airlock ? window.airlock : null;
}

/** A message for a person from anything thrown across IPC. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message.replace(/^Error invoking remote method '[^']+': (Error: )?/, '');
  return 'Something went wrong. Try again, or restart Airlock if it keeps happening.';
}
