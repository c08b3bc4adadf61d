// How a note saved to an agent's memory (or its standing instructions) is recognised, and
// whether it only asks for more care. Shared by the framer and the prose reader.

/** "Remember: …", "Saving to memory: …", "Note for future sessions: …". */
export const MEMORY_LEAD = /^\s*(?:memory|remember|note to self|notes? for (?:future|later|next)|for (?:all )?future (?:sessions|runs)|save to memory|saving to memory|saved to memory|memory note|saved memory|standing instruction)\b[^:]{0,40}:/i;

/**
 * A rule that asks for more care ("ask before every push", "prod deploys need Priya's approval"):
 * it stores a constraint and authorises nothing, whatever actions it names.
 */
export const MEMORY_CONSTRAINT = /\b(?:ask (?:me |the user |us )?(?:before|first)|needs? (?:a |an |my |the )?(?:approval|sign-off|review|green|confirmation|ok)|need\b[^.]{0,40}\bapproval|requires?\b|required\b|must (?:ask|wait|get|have|be approved)|only\b[^.]{0,40}\b(?:after|once|when)\b|wait for|get approval|check with|never\b[^.]{0,60}\bwithout (?:asking|confirmation|approval|checking))\b/i;
