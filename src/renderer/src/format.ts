import { useEffect, useState } from 'react';
import type { SafetyTier } from '../../shared/types';

export const TIER_LABEL: Record<SafetyTier, string> = {
  advisory: 'Advisory',
  confirm: 'Confirm',
  verify: 'Verify',
  danger_zone: 'Danger zone',
};

export const TIERS: SafetyTier[] = ['advisory', 'confirm', 'verify', 'danger_zone'];

export function clockTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
}

export function since(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return new Date(iso).toLocaleDateString();
}

export function remaining(iso: string, now: number): { text: string; seconds: number } {
  const seconds = Math.floor((Date.parse(iso) - now) / 1000);
  if (!Number.isFinite(seconds) || seconds <= 0) return { text: 'expiring', seconds: 0 };
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return { text: m > 0 ? `${m}:${String(s).padStart(2, '0')}` : `${s}s`, seconds };
}

export function decisionTime(us: number): string {
  if (!Number.isFinite(us)) return '';
  if (us < 1000) return `${us.toFixed(0)} µs`;
  return `${(us / 1000).toFixed(us < 10_000 ? 2 : 1)} ms`;
}

/** Groups a code for reading aloud or typing: "ABCD-EFGH-…". Display only. */
export function groupCode(code: string): string {
  const clean = code.replace(/[\s-]/g, '');
  return clean.match(/.{1,4}/g)?.join('-') ?? code;
}

let tickListeners = new Set<(now: number) => void>();
let tickTimer: ReturnType<typeof setInterval> | null = null;

/** The current time, re-rendering once a second while mounted. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    tickListeners.add(setNow);
    if (!tickTimer) tickTimer = setInterval(() => tickListeners.forEach((l) => l(Date.now())), 1000);
    return () => {
      tickListeners.delete(setNow);
      if (tickListeners.size === 0 && tickTimer) {
        clearInterval(tickTimer);
        tickTimer = null;
        tickListeners = new Set();
      }
    };
  }, []);
  return now;
}
