// Times as a person reads them: in their own time zone, with how long ago (or
// how soon) it is. Stored and exported times stay UTC ISO strings. Pure.

const pad = (n: number): string => String(n).padStart(2, '0');

/** "in 4 min", "12 s ago", "3 h ago", "2 days ago". */
export function relativeAge(deltaMs: number): string {
  const seconds = Math.round(Math.abs(deltaMs) / 1000);
  const amount =
    seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${Math.round(seconds / 60)} min` : seconds < 2 * 86_400 ? `${Math.round(seconds / 3600)} h` : `${Math.round(seconds / 86_400)} days`;
  if (seconds === 0) return 'now';
  return deltaMs > 0 ? `in ${amount}` : `${amount} ago`;
}

/** "14:05:32 (in 4 min)" in the local time zone; the date too when it is not today. */
export function localWhen(iso: string, nowMs: number): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const now = new Date(nowMs);
  const sameDay = at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth() && at.getDate() === now.getDate();
  const date = sameDay ? '' : `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} `;
  return `${date}${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())} (${relativeAge(at.getTime() - nowMs)})`;
}
