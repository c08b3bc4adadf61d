// (lead17) Alertmanager's amtool: a silence mutes alerts (LABELS: muting an alert leaves the machine, destructive);
// one that matches every alert, or runs for days over production, switches monitoring off (dangerous). The generic
// reader took `silence query` for "turns a feature off" and a one-hour silence of one alert for "stops a service".
import { f, ladder, snippet } from '../findings';
import { positionals } from '../shell/parse';
import { commandFamily, type Handler } from './types';

/** A matcher that matches every alert (`severity=~".+"`, `alertname=~".*"`). */
const MATCHES_ALL = /^[\w]+=~["']?\.[*+]["']?$/;

function hours(duration: string): number {
  let h = 0;
  for (const m of duration.matchAll(/(\d+)([smhdwy])/g)) h += Number(m[1]) * ({ s: 1 / 3600, m: 1 / 60, h: 1, d: 24, w: 168, y: 8760 }[m[2] as 's'] ?? 0);
  return h;
}

const amtool: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const pos = positionals(cmd.args, ['--alertmanager.url', '-d', '--duration', '-c', '--comment', '-a', '--author', '--end', '--start', '-o', '--output']);
  const [group, verb] = [(pos[0] ?? '').toLowerCase(), (pos[1] ?? '').toLowerCase()];
  if (!group || group === 'check-config' || group === 'config' || group === 'template' || verb === 'query' || verb === '' || /^(?:alert|cluster)$/.test(group) && verb !== 'add') return [f('safe', `reads Alertmanager (${how})`)];
  if (group === 'silence' && verb === 'expire') return [f('reversible', `ends a silence: alerts notify again (${how})`)];
  if (group === 'silence' && (verb === 'add' || verb === 'import' || verb === 'update')) {
    const matchers = pos.slice(2);
    const durationArg = cmd.args.find((x, i) => /^--duration=/.test(x) || cmd.args[i - 1] === '--duration' || cmd.args[i - 1] === '-d');
    const long = hours((durationArg ?? '').replace(/^--duration=/, '')) >= 24;
    const every = matchers.length === 0 || matchers.every((m) => MATCHES_ALL.test(m)) || verb === 'import';
    if (every) return [f('dangerous', `mutes every alert: monitoring is off while it lasts (${how})`)];
    return [long ? ladder('dangerous', 'destructive', 'destructive', `mutes alerts for a day or more (${how})`) : f('destructive', `mutes some alerts for a while (${how})`)];
  }
  return [f('destructive', `changes Alertmanager (${how})`)];
};

export const monitoringFamilies = [commandFamily('alertmanager', '(lead17) amtool: a silence of every alert or one lasting days over production switches monitoring off; queries read', { amtool })];
