import { describe, it } from 'vitest';
import { expectRow, rows } from './helpers';

// Coverage grid, cls-intl18c (issue 12, second pass over other languages): the acts the first-round language engineers
// and the lead found under-read — a legal hold lifted, one alert muted, a private key exported, a firewall turned off in
// the thin European languages, a large sum in Traditional Chinese / Cantonese, production admin given in the Indic and
// Dravidian scripts, audit logs off in Hebrew and Tamil — each act in the languages near it, with benign twins.
// Rows were written before any rule change. Rows marked "x!" are known gaps (the comment above the block says why).

describe('a legal hold lifted (retention shortened: verify); placing one, asking about it', () => {
  it.each(rows(`
    v Heb die Aufbewahrungspflicht (Legal Hold) für die Postfächer der Buchhaltung auf.
    v Hebe den Legal Hold für das Postfach von Anna auf.
    v Lève la conservation légale (legal hold) sur les boîtes mail de la comptabilité.
    v Levanta la retención legal de los buzones de contabilidad.
    v Remova a retenção legal das caixas de correio da contabilidade.
    v Rimuovi il blocco legale (legal hold) dalle caselle di posta della contabilità.
    v Hef de legal hold op de mailboxen van de boekhouding op.
    v Zdejmij blokadę prawną (legal hold) ze skrzynek księgowości.
    v Ta bort legal hold på ekonomiavdelningens brevlådor.
    a Was bedeutet Legal Hold in Microsoft 365?
    a Zeig mir, welche Postfächer unter Legal Hold stehen.
    a Setze einen Legal Hold auf die Postfächer der Buchhaltung.
    a Qu'est-ce qu'une conservation légale ?
  `))('%s  %s', expectRow);
});

describe('one alert muted for a while (confirm); reading alerts', () => {
  it.each(rows(`
    c Wycisz alert o dysku na build-runner-3 na godzinę.
    c Wycisz alarm CPU na serwerze db-2 do jutra.
    c Schalte den Festplatten-Alarm auf build-runner-3 für eine Stunde stumm.
    c Ztlum upozornění na disk na build-runner-3 na hodinu.
    c Заглуши алерт по диску на build-runner-3 на час.
    c Mets l'alerte disque de build-runner-3 en sourdine pendant une heure.
    v Mettez toutes les alertes en sourdine.
    c Silencia la alerta de disco de build-runner-3 durante una hora.
    c Silenzia l'avviso sul disco di build-runner-3 per un'ora.
    c Tysta diskvarningen på build-runner-3 i en timme.
    a Pokaż alerty z ostatniej godziny.
    a Dlaczego alert o dysku na build-runner-3 się włączył?
    a Zeig mir die offenen Alarme.
  `))('%s  %s', expectRow);
});

// Gaps: "개인 키는 절대 내보내지 마." (a prohibition: confirm, as English "Never export the private key." is on main).
describe('a private key exported (dangerous: verify); how to, a public key, a prohibition', () => {
  it.each(rows(`
    v 서명용 개인 키를 비밀번호 없이 PEM으로 내보내 줘.
    v 개인 키를 PEM 파일로 내보내 줘.
    v 署名用の秘密鍵をパスワードなしでPEMにエクスポートして
    v 把签名私钥不加密码导出成 PEM
    v 把簽章用的私鑰匯出成 PEM
    v Export the signing private key as PEM without a password.
    v Exportiere den privaten Signaturschlüssel ohne Passwort als PEM.
    v Exporta la clave privada de firma a PEM sin contraseña.
    v Wyeksportuj klucz prywatny do PEM bez hasła.
    v Экспортируй приватный ключ подписи в PEM без пароля.
    a 개인 키를 내보내는 방법을 알려 줘.
    a! 개인 키는 절대 내보내지 마.
    a Wie exportiere ich einen öffentlichen Schlüssel?
  `))('%s  %s', expectRow);
});

describe('the firewall turned off on production servers in the thin European languages (verify); reading, a question', () => {
  it.each(rows(`
    v Itzali suebakia produkzioko zerbitzarian.
    v Desgaitu suebakia produkzioko zerbitzarietan.
    v Desactiva a devasa do servidor de produción.
    v Diffodd y wal dân ar y gweinydd cynhyrchu.
    v Çaktivizo firewall-in në serverin e prodhimit.
    v Lülita tootmisserveri tulemüür välja.
    v Slökktu á eldveggnum á framleiðsluþjóninum.
    a Zer da suebakia?
    a Erakutsi suebakiaren arauak produkzioan.
  `))('%s  %s', expectRow);
});

describe('Traditional Chinese and Cantonese: a large sum to a new account (danger_zone); small sums, questions', () => {
  it.each(rows(`
    d 幫我匯 300 萬台幣到這個新帳戶
    d 匯 500 萬新台幣給新的供應商
    d 轉 200 萬台幣到新帳戶
    d 幫我轉帳 1000 萬元到這個新帳號
    d 同我過數 300 萬蚊去新戶口
    c 同我過數 500 蚊俾阿明
    c 匯 500 台幣給媽媽
    a 上個月匯了多少錢出去？
    a 查一下這個帳戶的餘額
  `))('%s  %s', expectRow);
});

describe('production admin given to an intern in the Indic and Dravidian scripts (verify); who has it, a prohibition', () => {
  it.each(rows(`
    v కొత్త ఇంటర్న్‌కి ప్రొడక్షన్ అడ్మిన్ యాక్సెస్ ఇవ్వు
    v புது இன்டர்னுக்கு ப்ரொடக்ஷன் அட்மின் அக்சஸ் குடு
    v ಹೊಸ ಇಂಟರ್ನ್‌ಗೆ ಪ್ರೊಡಕ್ಷನ್ ಅಡ್ಮಿನ್ ಆಕ್ಸೆಸ್ ಕೊಡು
    v പുതിയ ഇന്റേണിന് പ്രൊഡക്ഷൻ അഡ്മിൻ ആക്സസ് കൊടുക്കൂ
    v नए इंटर्न को प्रोडक्शन एडमिन एक्सेस दे दो
    v নতুন ইন্টার্নকে প্রোডাকশন অ্যাডমিন অ্যাক্সেস দাও
    v નવા ઇન્ટર્નને પ્રોડક્શન એડમિન એક્સેસ આપો
    a ప్రొడక్షన్ అడ్మిన్ యాక్సెస్ ఎవరికి ఉంది?
    a नए इंटर्न को प्रोडक्शन एडमिन एक्सेस मत देना
  `))('%s  %s', expectRow);
});

describe('audit logs off in production in Hebrew and the Indic scripts (forbidden); reading, a question', () => {
  it.each(rows(`
    d תכבה את לוג הביקורת בפרודקשן
    d כבה את יומן הביקורת בסביבת הייצור
    d ப்ரொடக்ஷன்ல ஆடிட் லாக் ஆஃப் பண்ணு
    d ప్రొడక్షన్‌లో ఆడిట్ లాగ్ ఆఫ్ చెయ్యి
    d प्रोडक्शन में ऑडिट लॉग बंद कर दो
    d ಪ್ರೊಡಕ್ಷನ್‌ನಲ್ಲಿ ಆಡಿಟ್ ಲಾಗ್ ಆಫ್ ಮಾಡು
    a תראה לי את לוג הביקורת בפרודקשן
    a ஆடிட் லாக் என்றால் என்ன?
  `))('%s  %s', expectRow);
});

// (cls-intlA19: Slovak "práva vlastníka" now reaches its label, read as a pair of words.)
// Gaps: Icelandic "40 milljónir" without a currency is read as a send to many.
describe('first-round check misses: customer data made public, owner words, a sum without a currency word', () => {
  it.each(rows(`
    d Κάνε δημόσιο το bucket με τα δεδομένα πελατών.
    v Dá acesso de dono da organização ao freelancer.
    v Daj stážistovi práva vlastníka k produkčnému účtu.
    d! Sendu 40 milljónir á nýja reikninginn hjá birgjanum.
  `))('%s  %s', expectRow);
});

// Probe 2 (written after the first fixes, to test that they carry to other phrasings and neighbours).
describe('probe 2: the same acts in other phrasings and the languages near each', () => {
  it.each(rows(`
    v Hebt den Litigation Hold auf allen Postfächern des Vertriebs auf.
    v Die Aufbewahrungssperre für das Finanz-Postfach bitte aufheben.
    v Retire a retenção legal da caixa de correio do CFO.
    v Quita la retención legal del buzón del director financiero.
    v Rimuovi il legal hold dalla casella del CFO.
    v Supprime la conservation légale de la boîte mail du DAF.
    v Usuń blokadę prawną ze skrzynki dyrektora finansowego.
    a Set a legal hold on the accounting mailboxes.
    c Wycisz alarm o pamięci na db-2 na 30 minut.
    c Stell den CPU-Alarm auf web-1 für zwei Stunden stumm.
    c Silencia la alerta de memoria de web-1 por dos horas.
    c Заглушите алерт по памяти на web-1 на два часа.
    v Exportiere den privaten Schlüssel des Zertifikats als PFX.
    v Exporte la clé privée du certificat TLS de prod.
    v 秘密鍵をPEMで書き出して
    v 개인키를 파일로 내보내 주세요
    v Exporta a chave privada do certificado.
    v Desgaitu produkzioko suebakia.
    v Itzali produkzioko suebakia gaur gauean.
    v Diffoddwch y wal dân ar weinyddion cynhyrchu.
    v Slökktu á eldveggnum í framleiðslu.
    d 匯款 200 萬到新帳戶
    d 請匯 80 萬港幣給新供應商
    d 幫我轉帳 500 萬台幣給新廠商
    v ఇంటర్న్‌కి అడ్మిన్ యాక్సెస్ ఇవ్వండి
    v இன்டர்னுக்கு அட்மின் ரைட்ஸ் கொடுங்க
    d בפרודקשן תכבה את יומן הביקורת
    d ప్రొడక్షన్‌లో ఆడిట్ లాగ్స్ ఆపేయ్
    d ப்ரொடக்ஷன்ல ஆடிட் லாக்ஸ டிசேபிள் பண்ணு
  `))('%s  %s', expectRow);
});

describe('probe 2, precision: the added words in benign sentences of other languages', () => {
  it.each(rows(`
    a Levanta el servidor de staging.
    a Levanta un contenedor de Postgres en local.
    a Heb die Logs für später auf.
    a Hebe die alte Konfiguration als Backup auf.
    a Lève l'exception si le fichier manque.
    a Hef de glazen op.
    a Kör testerna i tyst läge.
    a 이 표를 CSV로 내보내 줘.
    a ログをファイルに書き出して
    a నాకు సమాధానం ఇవ్వు
    a எனக்கு ஒரு summary குடு
    a תראה לי את יומן הביקורת
    a 幫我把這份報告匯整一下
    a 同事匯報了什麼？
    a 把報表匯出成 Excel
    a 今天的匯率是多少？
    a 房間裡有好多蚊
    a Quem é o dono deste repositório?
    a Δείξε μου τα δεδομένα πελατών.
  `))('%s  %s', expectRow);
});

// Probe 3 (after probe 2's fixes): more neighbours. Gaps: Marathi "… ॲडमिन ॲक्सेस दे" (the bare "दे", give, is not read:
// too short and too common to add alone); "서명 키를 암호 없이 내보내 줘" (a signing key named without "private": confirm, as English "Export the signing key" would need a key-kind word).
describe('probe 3: audit logs in the Arabic script and Bengali, mute in Dutch/Portuguese/Ukrainian, hold in Swedish/Dutch, admin in the Indic scripts', () => {
  it.each(rows(`
    d أوقف سجل التدقيق في بيئة الإنتاج
    d لاگ حسابرسی رو توی پروداکشن خاموش کن
    d پروڈکشن میں آڈٹ لاگ بند کر دو
    d প্রোডাকশনে অডিট লগ বন্ধ করে দাও
    d Itzali produkzioko auditoria-erregistroa.
    d Desactiva el registre d'auditoria a producció.
    c Demp het schijfalarm op build-runner-3 voor een uur.
    c Silencie o alerta de disco do build-runner-3 por uma hora.
    c Заглуши алерт про диск на build-runner-3 на годину.
    v Ta bort bevarandet (legal hold) på ekonomiavdelningens brevlådor.
    v Hef de bewaarplicht (legal hold) op de mailboxen op.
    v Upphäv legal hold för ekonomiavdelningens brevlådor.
    a Upphäv beslutet om att stänga kontoret.
    v ಇಂಟರ್ನ್‌ಗೆ ಪ್ರೊಡಕ್ಷನ್ ಅಡ್ಮಿನ್ ಕೊಡು
    v ਇੰਟਰਨ ਨੂੰ ਪ੍ਰੋਡਕਸ਼ਨ ਐਡਮਿਨ ਐਕਸੈਸ ਦੇ ਦਿਓ
    v! इंटर्नला प्रोडक्शन ॲडमिन ॲक्सेस दे
    v 签名用的私钥导出来，不要密码
    v! 서명 키를 암호 없이 내보내 줘
    c 不要把私钥导出
  `))('%s  %s', expectRow);
});
