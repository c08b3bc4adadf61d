// A governance profile in plain lines, for `airlock policy describe` and the
// consoles: every declared limit, and for every §6 cause what happens when it
// fires (the declared response, or halt — fail-closed — when none is declared).
import { DEGRADATION_CAUSES } from '../../../shared/vocabulary';
import { BUDGET_DIMENSIONS } from './budgets';
import { DEFAULT_LOOP_REPEATS } from './iteration';
import type { Budget, GovernanceProfile } from './profile';

const UNIT: Record<(typeof BUDGET_DIMENSIONS)[number], string> = { tokens: 'tokens', cost_usd: 'USD', wall_clock_sec: 's wall-clock' };

export function describeBudget(budget: Budget | undefined): string[] {
  if (!budget) return [];
  const out: string[] = [];
  for (const dimension of BUDGET_DIMENSIONS) {
    const cap = budget[dimension];
    if (!cap) continue;
    const parts = [cap.per_session !== undefined ? `${cap.per_session} per session` : '', cap.per_day !== undefined ? `${cap.per_day} per rolling day` : ''].filter(Boolean);
    out.push(`${dimension} (${UNIT[dimension]}): ${parts.join(', ')}`);
  }
  return out;
}

export function describeProfile(key: string, profile: GovernanceProfile): string[] {
  const lines: string[] = [`agent ${JSON.stringify(key)}${/[*?[\]{}]/.test(key) ? ' (a pattern: every agent it matches)' : ''}`];
  const add = (label: string, items: string[]) => {
    if (items.length === 0) return;
    lines.push(`  ${label}:`);
    for (const item of items) lines.push(`    ${item}`);
  };
  if (profile.maxAutonomousSteps !== undefined) lines.push(`  step limit: ${profile.maxAutonomousSteps}`);
  if (profile.tools) lines.push(`  tools: ${profile.tools.join(', ')}`);
  if (profile.security?.scopes) lines.push(`  scopes: ${profile.security.scopes.join(', ') || '(none)'}`);
  const limits = profile.permissions?.resource_limits;
  add('budget (§2)', describeBudget(limits?.budget));
  if (limits?.max_concurrent !== undefined) lines.push(`  personas at once: ${limits.max_concurrent}`);
  const ti = profile.runtime?.tool_invocation;
  add('iterations (§3)', [
    ...(ti?.max_iterations !== undefined ? [`max_iterations ${ti.max_iterations} per session`] : []),
    ...(ti?.max_tool_calls_per_session !== undefined ? [`max_tool_calls_per_session ${ti.max_tool_calls_per_session}`] : []),
    ...(ti?.loop_detection
      ? [`loop: the same action ${ti.loop_detection.repeats ?? DEFAULT_LOOP_REPEATS} times within ${ti.loop_detection.window} steps${ti.loop_detection.on_detected ? ` → ${ti.loop_detection.on_detected.action}` : ''}`]
      : []),
  ]);
  const subAgents = profile.permissions?.sub_agents;
  if (subAgents) {
    add(
      'sub-agent personas (§4.1; any other is denied)',
      subAgents.length === 0
        ? ['(none: every spawn is denied)']
        : subAgents.map(
            (s) =>
              `${s.name}: tools ${s.tools ? s.tools.join(', ') : "the parent's"}${s.max_parallel !== undefined ? `, ${s.max_parallel} at a time` : ''}${s.budget_share !== undefined ? `, ${Math.round(s.budget_share * 100)}% of the session budget` : ''}`,
          ),
    );
  }
  const delegation = profile.permissions?.delegation;
  if (delegation) {
    add('delegation (§4.2)', [
      delegation.allowed ? `allowed to ${delegation.match?.join(', ') || '(no peer matches: none)'}${delegation.deny ? `, never ${delegation.deny.join(', ')}` : ''}` : 'not allowed',
      `max_depth ${delegation.max_depth ?? 1}`,
      ...(delegation.attenuation?.scopes_subset ? ["peers' scopes within this agent's"] : []),
      ...(delegation.attenuation?.budget_subset ? ["peers' budget within this agent's"] : []),
    ]);
  }
  const oversight = profile.human_oversight;
  if (oversight) {
    add('oversight (§5)', [
      ...(oversight.triggers ?? []).map((t, i) => `${t.name ?? `trigger ${i + 1}`} when ${Object.entries(t.when).map(([k, v]) => `${k} ${String(v)}`).join(' and ')}`),
      `a person answers within ${oversight.response_time_minutes !== undefined ? `${oversight.response_time_minutes} min` : "the policy's oversight timeout"} (${oversight.intervention_model ?? 'approve_reject'})`,
    ]);
  }
  const baseline = profile.anomaly_baseline;
  if (baseline) {
    add('anomaly baseline (§7)', [
      ...(baseline.expected_tools ? [`expected tools: ${baseline.expected_tools.join(', ')}`] : []),
      ...(baseline.cost_per_session_usd ? [`cost per session: ${baseline.cost_per_session_usd.min ?? 0}–${baseline.cost_per_session_usd.max ?? '∞'} USD`] : []),
      ...(baseline.data_classes ? [`data classes: ${baseline.data_classes.join(', ')}`] : []),
    ]);
  }
  if (profile.phases) {
    add(
      'phases (R6; a session starts in the first)',
      profile.phases.map((p) => `${p.name}: tools ${p.tools ? p.tools.join(', ') : 'any'}; actions ${p.action_classes ? p.action_classes.join(', ') : 'any'}${p.confirm_entry ? '; a person confirms entering it' : ''}`),
    );
  }
  add(
    'when a limit fires (§6)',
    DEGRADATION_CAUSES.map((cause) => {
      const declared = profile.runtime?.degradation?.[cause];
      if (declared) return `${cause} → ${declared.action}${declared.action === 'fallback' ? ` ${JSON.stringify(declared.value)}` : ''}`;
      return cause === 'on_tool_error' ? `${cause} → Airlock's pause (not declared)` : `${cause} → halt (fail-closed: not declared)`;
    }),
  );
  return lines;
}
