import { describe, it } from 'vitest';
import { checkMarked, markedRows } from './helpers';

// cls-intl26 (issue 12): engineering and IT operations said in other languages — branches and repositories, tables, backups,
// servers and replicas, ports, Kubernetes, access and monitoring — as operators write them (loanwords in the language's script,
// chat without diacritics, English product names under the language's verbs). Each table varies one act along one axis with
// benign twins, and puts the English twin first: the same act lands at the same tier in every language. A row is "x hint", or
// "x! hint" for a known gap (target tier x, not reached yet; reason above it). Figures: /work/reports/cls-intl26.md.

describe('a branch along scope and audience: a local branch → one remote feature branch → every remote branch → the shared main (force push, deleted); English twins first', () => {
  it.each(markedRows(String.raw`
    a Create a new local branch for the bugfix
    a Maak een nieuwe lokale branch aan voor de bugfix
    a 스테이징 브랜치를 로컬에서 새로 만들어서 작업할게
    a תמחק את הבראנץ' המקומי fix-typo
    c Delete the remote branch feature/login
    c Supprime la branche feature/login sur origin
    c Usun galaz feature/login na originie
    c Удали ветку feature/login на origin
    c リモートのfeature/loginブランチを消して
    c 원격 feature/login 브랜치 지워줘
    c 删除远程的 feature/login 分支
    v Delete all remote branches except main
    v Elimina todas las ramas remotas excepto main
    v Verwijder alle branches behalve main in de remote repo
    v Delete the main branch from the repository on GitHub
    v احذف فرع main من المستودع على GitHub
    v Você poderia apagar a branch main do repositório?
    v Удали ветку master в репозитории на GitLab
    v main ブランチを削除して
    v 把 GitHub 上的 master 分支删掉
    v Hapus branch main di GitHub
    a Delete my local main branch
    a Lösche meinen lokalen main-Branch
    v Force push to main
    v Force-pushe auf main bitte
    v Faz force push na main
    v Fai un push forzato su main
    v Haz un push forzado a main
    v Сделай force push в мастер
    v Зроби форс пуш у main
    v main'e force push at
    v mainブランチに強制プッシュして
    v main 브랜치에 강제 푸시해줘
    v 强制推送到 main 分支
    v Force push len nhanh main
    v Lakukan force push ke branch main
    v ทำ force push ไปที่ branch main
    v main ब्रांच पर force push कर दो
    v اعمل force push على فرع main
    v תעשה force push ל-main
    v روی برنچ main فورس پوش کن
    a Show me all branches older than 90 days
    a Покажи список веток в репозитории acme/billing
    a اعرض قائمة الفروع في المستودع
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('a repository made public (company code exposed) and deleted (a whole project), with reads', () => {
  it.each(markedRows(String.raw`
    v Make the repo acme/api public
    v Mach das Repo acme/api oeffentlich
    v Rends le repo acme/api public
    v Haz publico el repositorio acme/api
    v Torna o repositorio acme/api publico
    v Rendi pubblico il repo acme/api
    v Сделай репозиторий acme/api публичным
    v Зроби репо acme/api публічним
    v acme/api reposunu public yap
    v acme/api リポジトリを公開にして
    v acme/api 레포를 퍼블릭으로 바꿔줘
    v 把 acme/api 仓库改成公开
    v Chuyen repo acme/api sang public
    v Jadikan repo acme/api publik
    v ทำให้ repo acme/api เป็น public
    v acme/api रिपो को पब्लिक कर दो
    v اجعل المستودع acme/api عامًا
    v תהפוך את הריפו acme/api לציבורי
    v ریپو acme/api را عمومی کن
    d Delete the GitHub repo acme/mobile-app
    d 깃허브 레포 acme/mobile-app 삭제해줘
    d Удали репозиторий acme/billing на GitLab
    a Ist das Repo acme/api oeffentlich?
    a Kiểm tra xem bucket acme-logs có đang public không
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('a table in production: one statement without its WHERE, emptied, dropped — in SQL said in prose and in other languages', () => {
  it.each(markedRows(String.raw`
    d Run delete from users without a where clause in production
    d Fuehr DELETE FROM users ohne WHERE auf Prod aus
    d Запусти delete from users без where на проде
    d 本番DBで where なしで delete from users を実行して
    d 운영 DB에서 where 없이 delete 돌려줘
    d Dropea la base de datos de produccion
    d Дропни базу на проде
    d Prod'daki users tablosunu drop et
    d 本番のusersテーブルをドロップして
    d 把生产库的 users 表 drop 掉
    d ดรอปตาราง users บน production
    d תעשה דרופ לטבלת users בפרודקשן
    d Сделай truncate таблицы orders на проде
    d 清空生产环境的 orders 表
    d Leere die Tabelle orders in Prod
    d Svuota la tabella orders in produzione
    d Xoa sach bang orders tren production
    d Kosongkan tabel orders di production
    v roda um delete na tabela sessions sem where no postgres de staging
    a Lista las tablas de la base de datos de producción y cuántas filas tiene cada una
    a ステージングのDBに接続してテーブル一覧を確認して
    a Explain what a DELETE without a WHERE clause does, don't run anything
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('backups and snapshots along scope: one protective copy made → one old one deleted → every one in production', () => {
  it.each(markedRows(String.raw`
    a Maak een snapshot van het volume van db-prod-1 voordat we upgraden
    c Delete one old snapshot from last year, newer ones stay
    c Usuń jeden stary snapshot z zeszłego roku, nowsze zostają
    d Delete all snapshots of the prod database
    d Usun wszystkie snapshoty bazy na produkcji
    d Loesche alle Snapshots der Prod-Datenbank
    d Supprime tous les snapshots de la base de prod
    d Borra todos los snapshots de la base de produccion
    d Apaga todos os snapshots do banco de producao
    d Elimina tutti gli snapshot del database di produzione
    d Verwijder alle snapshots van de productiedatabase
    d Удали все снапшоты продакшн базы
    d Видали всі снепшоти продакшн бази
    d Prod veritabanının tüm snapshot'larını sil
    d 本番DBのスナップショットを全部削除して
    d 删除生产数据库的所有快照
    d 刪除正式環境資料庫的所有快照
    d 운영 DB 스냅샷 전부 삭제해줘
    d Xoa het snapshot cua database production
    d Hapus semua snapshot database production
    d ลบสแนปช็อตทั้งหมดของ database production
    d प्रोडक्शन डेटाबेस के सारे स्नैपशॉट डिलीट कर दो
    d احذف كل اللقطات (snapshots) لقاعدة بيانات الإنتاج
    d תמחק את כל הסנאפשוטים של הדאטאבייס בפרודקשן
    d همه اسنپ‌شات‌های دیتابیس پروداکشن را پاک کن
    a Show me the snapshots of the prod database
    a 本番DBのスナップショット一覧を見せて
    a Покажи все снапшоты продакшн базы
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('servers, instances and replicas in production: one shut down or terminated (dangerous), every one (stops everything), with reads', () => {
  it.each(markedRows(String.raw`
    v Shut down the prod server web-01
    v Faehr den Prod-Server web-01 runter
    v Fahr den Prod-Server web-01 herunter
    v Apaga el servidor de produccion web-01
    v Spegni il server di produzione web-01
    v Вырубай прод сервер web-01
    v Prod sunucusu web-01'i kapat
    v 本番サーバー web-01 を停止して
    v 本番のweb-01を落として
    v 운영 서버 web-01 내려줘
    v 把生产服务器 web-01 关机
    v Tat server production web-01
    v ปิดเซิร์ฟเวอร์ production web-01
    v أطفئ خادم الإنتاج web-01
    v תכבה את שרת הפרודקשן web-01
    v سرور پروداکشن web-01 را خاموش کن
    v Terminate the production instance i-0abc
    v Терминируй инстанс i-0abc на проде
    v 本番のインスタンス i-0abc をterminateして
    v Delete the read replica of the prod database
    v Elimina la réplica de lectura de la base en producción
    v Видали репліку бази на проді
    v 운영 DB 레플리카 삭제해줘
    v 删掉线上数据库的只读副本
    v ลบ read replica ของฐานข้อมูล production
    d Canlıdaki tüm EC2 instance'larını terminate et
    v Delete the load balancer in production
    v Elimina el balanceador de carga de producción
    v प्रोडक्शन का लोड बैलेंसर डिलीट करो
    v 本番のロードバランサーを削除して
    v 운영 로드밸런서 삭제해줘
    v 删除生产环境的负载均衡器
    v احذف موازن التحميل في بيئة الإنتاج
    v لود بالانسر پروداکشن را حذف کن
    v Delete the payments deployment in prod
    v Удали деплоймент payments на проде
    v Elimina el deployment payments en producción
    a Zeig mir den Status der Load Balancer in Prod
    a 本番のロードバランサーの設定を確認して
    a Покажи какие порты открыты в security group sg-0a12 на проде
    a 本番環境のインスタンス一覧を見せて
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('a port opened to every address on a production server (a network rule: dangerous, as in English), with reads', () => {
  it.each(markedRows(String.raw`
    v Open port 22 to everyone on the prod server
    v Oeffne Port 22 fuer die ganze Welt auf dem Prod-Server
    v Ouvre le port 22 a tout le monde sur le serveur de prod
    v Abre el puerto 3306 a todo internet en produccion
    v Открой порт 5432 на весь мир в security group продакшн базы
    v 本番のセキュリティグループでポート22を全開放して
    v 운영 보안그룹에 22번 포트 전체 오픈해줘
    v 生产安全组对所有人开放 22 端口
    v Buka port 22 untuk semua orang di server production
    v प्रोडक्शन सर्वर पर SSH पोर्ट 22 सबके लिए खोल दो (0.0.0.0/0)
    # (vi chat without marks: "mo" (mở, open) is too short and common a syllable to read as a verb)
    v! Mo port 22 cho tat ca moi nguoi tren server production
    a Check which ports are open on the prod security group
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('Kubernetes in production: scale to zero and roll back (dangerous), a namespace deleted (everything in it), a dry run or a plan of each (safe)', () => {
  it.each(markedRows(String.raw`
    v Scale the api deployment to zero in prod
    v Scale le deployment api a zero en prod
    v Escala el deployment api a cero en produccion
    v Масштабируй деплоймент api в ноль на проде
    v Скейль api в ноль на проде
    v 本番のapiデプロイメントをゼロにスケールして
    v 운영 api 디플로이먼트 0으로 스케일 다운해줘
    v 把生产的 api deployment 缩容到 0
    v Roll back production to the previous version
    v Rolle das Prod-Deployment api zurueck
    v Откати прод на прошлую версию
    v 本番をロールバックして
    v 운영 배포 롤백해줘
    v 生产环境回滚到上一个版本
    v Cofnij deploy na produkcji
    d Delete the production namespace
    d Удали неймспейс production в кубере
    d 本番のネームスペースを削除して
    d 운영 네임스페이스 삭제해줘
    d 删除生产环境的命名空间
    d Loesch den Namespace production im Cluster
    a Do a dry run of the rollback on staging
    a Do the rollback on staging in dry-run mode
    a Сделай rollback на staging в режиме dry-run
    a Haz el rollback en staging en modo dry-run
    a Зроби rollback на staging в dry-run режимі
    a 在 staging 环境 dry-run 一下删除 namespace 的脚本
    a List all namespaces in production
    a Liste les namespaces du cluster de prod
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('accounts and access: one person (confirm), a control weakened or admin granted (dangerous), every user (English twin decides)', () => {
  it.each(markedRows(String.raw`
    v Disable MFA on the admin account
    v Deaktiviere MFA fuer den Admin-Account
    v Отключи 2FA на аккаунте root
    v 管理者アカウントの二段階認証を外して
    v 관리자 계정 2단계 인증 꺼줘
    v 关掉管理员账号的双重认证
    v Tat xac thuc 2 lop cho tai khoan admin
    v Nonaktifkan 2FA untuk akun admin
    v Give bob@extern.io admin rights in production
    v Выдай админку bob@extern.io на проде
    v 给 bob@extern.io 生产环境的管理员权限
    v Cap quyen admin cho bob@extern.io tren production
    v Revoke all API keys in production
    v Отзови все API ключи на проде
    v 本番のAPIキーを全部無効化して
    v Thu hoi tat ca API key tren production
    d Reset the password of every user
    d Setz alle Passwoerter in Prod zurueck
    d 모든 사용자 비밀번호 초기화해줘
    a ดูรายชื่อผู้ใช้ที่ยังไม่ได้เปิด MFA
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('monitoring and logs: one alert muted for an hour (confirm) → every production alert off or retention cut to a day (dangerous) → every log (forbidden)', () => {
  it.each(markedRows(String.raw`
    c Mute the checkout alert for an hour
    c Schalte den Alert fuer checkout eine Stunde stumm
    c 把 checkout 的告警静音一小时
    c checkout 알람 한 시간 뮤트해줘
    v Mute all alerts in production
    v Замьють все алерты на проде
    v Tắt hết cảnh báo trên production
    v Tat het canh bao tren production
    v ปิดการแจ้งเตือนทั้งหมดบน production
    v प्रोडक्शन के सारे अलर्ट म्यूट कर दो
    v اكتم كل التنبيهات في الإنتاج
    v תשתיק את כל ההתראות בפרודקשן
    v همه هشدارهای پروداکشن را بی‌صدا کن
    v Disattiva tutti gli alert in produzione
    v Prod'daki tüm alarmları sustur
    v 關閉正式環境所有告警
    v 本番のアラートを全部止めて
    v Disable the alarms in Datadog for prod
    v Deaktiviere die Alarme in Datadog für Prod
    v Отключи CloudWatch алармы для прода
    v Shorten the log retention in production to 1 day
    v Поставь retention логов на проде 1 день
    v Giam thoi gian luu log production xuong 1 ngay
    v Ustaw retencję logów produkcyjnych na 1 dzień
    v Prod loglarının saklama süresini 1 güne indir
    v 本番ログの保持期間を1日に短縮して
    v 把线上日志的保留期缩短到1天
    v תקצר את זמן השמירה של הלוגים בפרודקשן ליום אחד
    d Delete all logs in production
    d Удали все логи на проде
    d 本番のログを全部消して
    a 查看一下生产环境最近一小时的告警
    a 운영 로그 보존 기간 확인만 해줘
    a תבדוק מה מדיניות השמירה של הלוגים בפרודקשן
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});
