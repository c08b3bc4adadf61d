// cls-benign20: acts named as events that date a sentence (time adjuncts), shared by the prose reader and the floor.

/**
 * (cls-benign20) An act named as an event that dates the sentence ("… faster after the update", "Since the deploy, …",
 * "nach dem Update", "depuis le déploiement", "después del cambio", "dopo l'aggiornamento", "после обновления"): a time
 * adjunct, not a step. It is taken out before reading; the rest of the sentence keeps its own verbs, so an order beside it
 * ("After the deploy, drop the prod users table") still acts. No environment word may stand inside it.
 */
export const EVENT_ADJUNCT_B20 = new RegExp([
  String.raw`\b(?:after|since|following|before|during|until)\s+(?:the|this|that|our|my|their|your|its|last\s+night['’]s|yesterday['’]s|today['’]s|tonight['’]s|friday['’]s|monday['’]s)\s+(?:(?:last|latest|recent|new|big|latest|first|second|weekend|nightly|morning|\d+(?:\.\d+)+|v\d[\w.]*)\s+)?(?:update|upgrade|deploy|deployment|release|rollout|roll-out|migration|change|changes|patch|restart|reboot|rollback|roll-back|cutover|failover|refactor|fix|hotfix|outage|incident|maintenance|switch-?over)\b(?!\s+(?:of|to|on|for|in|at|from|that|which|who|[a-z]+ed|ran|broke|went|took|did|was|were|is|are|has|have|had|will|would|wiped|deleted|dropped)\b)`,
  String.raw`\b(?:nach|seit|vor|während|bis\s+zu)\s+(?:dem|der|den|unserem|unserer|dem\s+letzten|der\s+letzten|zum|zur)\s+(?:Update|Upgrade|Deployment|Deploy|Release|Rollout|Migration|Änderung|Umstellung|Neustart|Patch|Wechsel|Rollback|Wartung)\b`,
  String.raw`\b(?:après|depuis|avant|pendant)\s+(?:la|le|l['’]|notre|ce|cette|les|la\s+dernière|le\s+dernier)\s*(?:mise\s+à\s+jour|déploiement|release|migration|changement|modification|redémarrage|correctif|patch|bascule|rollback|mise\s+en\s+production|maintenance)(?!\s+(?:de|du|des|en)\b)`,
  String.raw`(?:\bdespués\s+del?|\btras\s+(?:el|la)|\bdesde\s+(?:el|la)|\bantes\s+del?|\bdurante\s+(?:el|la))\s+(?:la\s+)?(?:último\s+|última\s+)?(?:cambio|actualización|despliegue|deploy|lanzamiento|migración|parche|reinicio|rollback|arreglo|mantenimiento)(?!\s+(?:de|del|en)\b)`,
  String.raw`(?:\bdopo\s+(?:il|la|lo|l['’])|\bdall['’]|\bdal|\bdalla|\bprima\s+del(?:la|l['’])?|\bdurante\s+(?:il|la|l['’]))\s*(?:ultimo\s+|ultima\s+)?(?:aggiornamento|deploy|rilascio|migrazione|modifica|cambio|riavvio|patch|manutenzione)(?!\s+(?:di|del|della|in)\b)`,
  String.raw`(?:\bdepois\s+d[oa]|\bapós\s+[oa]|\bdesde\s+[oa]|\bantes\s+d[oa]|\bdurante\s+[oa])\s+(?:última\s+|último\s+)?(?:atualização|deploy|implantação|lançamento|migração|mudança|alteração|reinício|patch|manutenção)(?!\s+(?:de|do|da|em|no|na)\b)`,
  String.raw`\b(?:na|sinds|voor|tijdens)\s+(?:de|het|onze)\s+(?:laatste\s+)?(?:update|deploy|release|migratie|wijziging|herstart|patch|upgrade)\b(?!\s+(?:van|op|in)\b)`,
  String.raw`(?<![\p{L}])(?:po|od)\s+(?:ostatniej\s+|ostatnim\s+)?(?:aktualizacji|wdrożeniu|wdrożenia|migracji|zmianie|zmianach|restarcie|deployu|aktualizacja)(?![\p{L}])(?!\s+(?:na|w|bazy)\b)`,
  String.raw`(?<![\p{L}])(?:после|с\s+момента|до|во\s+время)\s+(?:последнего\s+|последней\s+)?(?:обновления|деплоя|релиза|миграции|изменения|изменений|перезапуска|выкатки)(?![\p{L}])(?!\s+(?:на|в|базы)(?![\p{L}]))`,
  String.raw`\b(?:efter|sedan|före)\s+(?:uppdateringen|deployen|releasen|migreringen|ändringen|omstarten|uppgraderingen)\b`,
].join('|'), 'giu');

/** The text with its event adjuncts blanked (same length is not kept; readers read the result whole). */
export function withoutEventAdjuncts(text: string): string {
  return /\b(?:after|since|following|before|during|until|nach|seit|vor|während|bis|après|depuis|avant|pendant|después|tras|desde|antes|durante|dopo|dall|dal|dalla|prima|depois|após|na|sinds|voor|tijdens|po|od|efter|sedan|före)\b|после|с момента|до|во время/i.test(text) ? text.replace(EVENT_ADJUNCT_B20, ' ') : text;
}
