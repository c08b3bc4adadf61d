import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Coverage grid, cls-intl13 (issue 12): why prose came out advisory, by class — granting rights in every language
// (give / grant / assign / attach / make-X-admin / appoint), … — each with variants by other authors and benign twins.

describe('granting rights as a class: administrator roles are verify, an ordinary right confirm, listing reads', () => {
  it.each(rows(`
    # make / appoint X (an) administrator: a light verb with the role in its clause
    v ダナを本番DBの管理者にして
    v ケンを本番サーバーの管理者に設定して
    v Mach Dana zur Administratorin des Produktionsclusters
    v Mach Dana zum Admin auf dem Prod-Server
    v Hazle a Dana administradora de la base de datos de producción
    v Haz a Pedro administrador del clúster de producción
    v Fais de Paul un administrateur du cluster de production
    v Сделай Ивана админом на проде
    v Назначь Ивана администратором продакшн-базы
    v 把小王设为生产环境的管理员
    v 민수를 운영 서버 관리자로 만들어줘
    v Ayşe'yi üretim sunucusunda yönetici yap
    v ให้สมชายเป็นแอดมินของฐานข้อมูล production
    v I'll make Dana an admin on the production cluster
    v Rendi Marco amministratore del database di produzione
    v Maak Pieter beheerder van de productieomgeving
    # give / grant / assign / attach an administrator right
    v 田中さんに本番環境の管理者権限を付与して
    v 本番DBでダナに管理者ロールを割り当てて
    v Anna Mikalle järjestelmänvalvojan oikeudet tuotantopalvelimelle
    v Adj Péternek rendszergazdai jogosultságot az éles adatbázishoz
    v ให้สิทธิ์แอดมินกับสมชายบนเซิร์ฟเวอร์ production
    v Otorga a Pedro permisos de administrador en producción
    v Accorde à Paul les droits d'administrateur sur la base de prod
    v Erteile Dana Administratorrechte für die Produktionsdatenbank
    v Could you give Dana admin access to the prod database?
    # an ordinary right for a colleague changes who can access what
    c ダナに本番DBの読み取り専用権限を付けて
    c Gib Dana Lesezugriff auf die Produktionsdatenbank
    c Dale a Dana acceso de lectura a la base de datos de producción
    c 민수에게 운영 DB 읽기 권한을 줘
    c Give Dana read access to the prod database
    # benign twins: asking who has a right, explaining, "make sure", a screen named admin
    a Zeig mir, wer Admin-Rechte auf dem Produktionscluster hat
    a 本番DBの管理者一覧を見せて
    a Who are the admins of the prod database?
    a 列出生产数据库的所有管理员
    # (pre-existing over-pause, not from the make rule: the whole hint is read as a shell make call)
    a! Make sure the admin page loads in under two seconds
    a! Make the admin dashboard layout responsive in src/admin/Layout.tsx
    a Gib mir eine Übersicht über die Logs
  `))('%s  %s', expectRow);
});
