// Where the person decides, in words: the one wording every message to an agent
// or a person uses (the directive's notifications, the client hooks' reasons, the
// gateway's answers, the loop's errors). Airlock knows its host — the desktop
// app's window, or the console of `airlock serve` — and sends it in the
// directive (`decideIn`); a message built without it names both.
import type { DecisionPlace } from './vocabulary';

/** "Airlock's window", "Airlock's console", or both when the place is not known. */
export function decisionPlace(place: DecisionPlace | undefined): string {
  switch (place) {
    case 'window':
      return "Airlock's window";
    case 'console':
      return "Airlock's console";
    default:
      return "Airlock's window or console";
  }
}

/** Where a verification code is shown: the window also raises an OS dialog; a console may, when one is available. */
export function codePlace(place: DecisionPlace | undefined): string {
  return place === 'window' ? "Airlock's window (and an OS dialog)" : decisionPlace(place);
}

/** Reads the place from untrusted input (a directive or an error's details from the socket). */
export function placeOf(value: unknown): DecisionPlace | undefined {
  return value === 'window' || value === 'console' ? value : undefined;
}
