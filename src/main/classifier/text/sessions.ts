// People's sessions (a sign-out): ending them revokes access until each person signs in again, which is
// neither a lock-out nor an account closed. Read by the prose reader and by the second reading (issue 12, cls-intl11).

/** A session, or signing out, in many languages. */
export const SESSION_WORD = /session|sitzung|sesión|sesion|sessão|sessões|sessione|sessie|sessio|sesj|sesja|sesje|sesji|relac|oturum|сесси|сеанс|сесі|セッション|ログアウト|会话|會話|下线|下線|登出|세션|로그아웃|munkamenet|جلس|סשן|सत्र|sign.?out|log.?out|logged.?out|logout|ausloggen|abmelden|uitloggen|logga ut|logg ut|log ud|wyloguj|разлогин|розлогін|déconnect|deslog|slogga|çıkış yaptır/i;

/** Sessions that are not people's (a terminal, a debugger, a table of sessions). */
export const SESSION_NOT_PEOPLE = /\b(?:tmux|screen|ssh|terminal|psql|repl|debug(?:ger)?|jupyter|kernel|browser)\b|\bsessions?\s+(?:table|store|cache)\b/i;

/** A lock, ban or deactivation is more than a sign-out. */
export const SESSION_LOCK = /\block(?:s|ed)?\b|\bban\b|\bsuspend|\bdeactivat|\bdisable\s+(?:the\s+)?accounts?\b|sperr|bloque|blocc|заблок|блок|kilitle|凍結|冻结|封禁|잠금|차단/i;
