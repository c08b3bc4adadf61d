// General vocabulary per concept, in many languages: the verbs, objects and
// modifiers the meaning model (meaning.ts) is written in. These are words of
// the languages, never the wording of any labelled item. One line per
// language: a language code, then entries separated by spaces.
//   word    the whole word            delet*   a stem: any word starting so
//   a_b     several words ("turn off") ~x       anywhere, also inside a word
// Entries in Chinese, Japanese, Thai, Arabic, Hebrew, Persian and Urdu script
// match anywhere (no spaces, attached particles and clitics).
import { entryIsAnywhere, Matcher, type Mode } from './match';
import { foldMarks } from './normalize';
import { INTLA25 } from '../readers/intlA25';
import { INTLB25 } from '../readers/intlB25';
import { INTL26 } from '../readers/intl26';

type Lexicon = Record<string, readonly string[]>;

// ------------------------------------------------------------------ verbs

const VERBS: Lexicon = {
  'v:read': [
    'en read reads reading view views viewing viewed show shows showing display* list lists listing listed inspect* look looks looking check checks checked checking see seeing review* examin* browse browses browsing hover hovers hovering monitor* watch watching count counting query queries querying fetch fetches fetching get gets getting retriev* print* peek* summar* analyze analyse analyzing analysing analyzed analysis investigat* diagnos* debug debugging trace tracing describ* compar* diff scan scanning report reporting figure_out find_out look_at open opens opening opened measure* estimat* calculat* poll* tail tailing audit auditing dump dumping',
    'fr lis lire lit lisant affich* consulter consulte regard* vérifi* verifi* liste lister listons examin* inspect* analys* ouvr* ouvre montr* voir vois voit compar* calcul* surveill* contrôl* control*',
    'de lese lesen lest lesend* lies* anzeig* zeig* prüf* überprüf* anschau* schau* ansehen sieh auflist* list* öffn* analysier* kontrollier* vergleich* berechn* überwach* durchsicht* nachseh* nachschau* checke checken guck*',
    'es leer lee leo leyendo mostr* muestr* consultar consulto revisar reviso ver veo mira mirar miro compru* comprob* verific* inspeccion* analiz* abr* abro examin* calcul* vigil* listar lista',
    'pt ler leio lendo mostr* consultar consulto verific* revisar reviso ver vejo olh* analis* abr* abro examin* calcul* listar listo monitor* conferi*',
    'it legg* leggo mostr* visualizz* controll* verific* guard* analizz* apr* apro esamin* calcol* elenc* monitor*',
    'nl lees lezen bekijk* toon* tonen controleer* controler* analyseer* open openen kijk* vergelijk* bereken*',
    'sv läs* visa visar kontroller* kolla* kollar granska* öppna* öppnar titta* tittar jämför* beräkna* lista listar',
    'da læs* vis viser kontroller* tjek* åbn* åbner kig* sammenlign* beregn* list*',
    'no lese leser lest vis viser sjekk* kontroller* åpn* åpner se ser titte* sammenlign* beregn* list*',
    'fi lue lukea luen näytä näyttää tarkist* katso* katson avaa avaan selvit* tutki* listaa laske*',
    'pl czyt* przeczyt* pokaż* pokaz* sprawdz* sprawdź* przejrz* otwier* otwórz* zobacz* oglądam przegląd* wyświetl* policz* porówn*',
    'cs čtu číst přečt* zobraz* ukaž* zkontrol* prohléd* otevř* otevír* podív* zjist* spočít* porovn* vypiš* vypíšu vypsat vypisuji',
    'ru прочит* чита* посмотр* смотр* показ* покаж* провер* открой* открыва* открою глян* сравн* посчита* выведи* вывести выведу выведем вывожу',
    'uk прочит* чита* подив* перегля* показ* перевір* відкри* виведи* порівн* порахуй*',
    'el διαβάζ* διάβασ* δείξ* δείχν* έλεγξ* ελέγχ* κοιτάζ* κοίτα* ανοίγ* βλέπ* εμφάνισ*',
    'hu olvas* megnéz* nézd néz* mutas* ellenőriz* megnyit* nyisd listáz* összehasonlít* kiszámol*',
    'ro citesc citi* afișe* afișa* arăt* verific* deschid* văd vezi examin* calcul* listez*',
    'tr oku* göster* kontrol_et* kontrol bak bakar bakıyorum bakalım bakın incele* aç açıp açın açar listele* hesapla* karşılaştır*',
    'id baca* lihat* tampil* cek periksa* buka* hitung* bandingkan*',
    'ms baca* lihat* semak* periksa* buka* kira*',
    'tl basahin tingnan ipakita suriin buksan titingnan bubuksan',
    'sw soma ona onyesha angalia kagua fungua nafungua nasoma naangalia ninaangalia',
    'vi đọc xem hiển_thị kiểm_tra mở liệt_kê',
    'ja 確認 表示 見て 見る 見せ 調べ 読ん 読み 一覧 開い 開く チェック 参照',
    'ko 확인 조회 보여 봐 보기 살펴 열어 읽어 열고 확인해',
    'zh 查看 看看 看一下 检查 檢查 显示 顯示 列出 打开 打開 读取 讀取 翻一下 翻翻 看下 瞧',
    'ar أقرأ اقرأ اعرض أعرض عرض تحقق افحص أفحص افتح أفتح أطلع اطلع راجع أراجع أتحقق',
    'fa بخون می‌خونم میخونم بخوانم نشون نمایش بررسی چک باز_کن ببین نگاه',
    'ur دیکھ پڑھ چیک کھول لسٹ',
    'he קורא לקרוא תקרא קרא הצג תציג להציג בדוק תבדוק לבדוק פתח פותח תפתח לראות תראה',
    'hi पढ़ देख दिखा जांच जाँच चेक खोल लिस्ट',
    'bn পড় দেখ দেখা চেক খোল তালিকা',
    'th อ่าน ดู แสดง ตรวจสอบ เช็ค เปิด',
  ],
  'v:search': [
    'en search* grep* find finds finding locate* look_for looking_for looks_for hunt_for lookup look_up scan scans scanning scanned',
    'fr cherch* recherch* trouv*',
    'de such* durchsuch* find* grep*',
    'es busc* encontr* encuentr* localiz*',
    'pt busc* procurar procuro procura encontr* localiz* pesquis*',
    'it cerc* ricerc* trov*',
    'nl zoek* vind* doorzoek*',
    'sv sök* söker hitta* letar',
    'da søg* find* leder_efter lede_efter led_efter',
    'no søk* finn* leter lete_etter let_etter',
    'fi etsi* hae haen hakee',
    'pl szuk* wyszuk* znajdź* znajd*',
    'cs hled* vyhled* najd* najít',
    'ru ищ* найд* поиск* искать',
    'uk шука* знайд* пошук*',
    'el ψάχν* αναζητ* βρες',
    'hu keres* megkeres*',
    'ro caut* căut* găsi*',
    'tr ara arar arıyor* bul bulun',
    'id cari* temukan',
    'ms cari* jumpa*',
    'tl hanapin hahanapin',
    'sw tafuta natafuta',
    'vi tìm',
    'ja 検索 探し 探す 探して',
    'ko 검색 찾아 찾기',
    'zh 搜索 查找 搜 找一下 找出',
    'ar ابحث أبحث بحث',
    'fa جستجو بگرد',
    'ur تلاش',
    'he חפש תחפש לחפש מחפש',
    'hi खोज ढूंढ',
    'bn খোঁজ খুঁজ',
    'th ค้นหา หา',
  ],
  'v:explain': [
    'en documenting document_how document_what explain* what_happens what_would_happen how_does how_do how_would how_to how_can what_is what_does what_are tell_me_how tell_me_what walk_me_through teach* understand* clarif* why_does why_did difference_between the_difference describe_how',
    'fr expliqu* explique ce_qui_se_passe comment_fonctionne comment comprendre décri*',
    'de erklär* erkläre erklären was_passiert wie_funktioniert verstehen unterschied beschreib*',
    'es explic* qué_pasa que_pasa cómo_funciona entender diferencia describ*',
    'pt explic* explica o_que_acontece como_funciona entender diferença descrev*',
    'it spieg* cosa_succede come_funziona capire differenza descriv*',
    'nl leg_uit uitleg* uitleggen wat_gebeurt hoe_werkt begrijpen verschil',
    'sv förklara* vad_händer hur_fungerar förstå skillnad*',
    'da forklar* hvad_sker hvordan forstå forskel*',
    'no forklar* forklare hva_skjer hvordan forstå forskjell*',
    'fi selitä selittää mitä_tapahtuu miten_toimii ymmärtä* ero',
    'pl wyjaśni* wytłumacz* co_się_stanie jak_działa zrozumieć różnic*',
    'cs vysvětl* co_se_stane jak_funguje pochopit rozdíl*',
    'ru объясн* что_будет что_произойдет как_работает понять разниц*',
    'uk поясн* що_буде як_працює зрозуміти різниц*',
    'el εξήγησ* εξηγ* τι_συμβαίνει πώς_λειτουργεί διαφορά',
    'hu magyaráz* elmagyaráz* mi_történik hogyan_működik különbség*',
    'ro explic* ce_se_întâmplă cum_funcționează diferența',
    'tr açıkla* anlat* ne_olur nasıl_çalışır fark*',
    'id jelaskan jelasin apa_yang_terjadi bagaimana perbedaan',
    'ms terangkan jelaskan apa_yang_berlaku',
    'tl ipaliwanag paliwanag ano_ang_mangyayari',
    'sw eleza nieleze nielezee kinachotokea',
    'vi giải_thích điều_gì_xảy_ra',
    'ja 説明 教えて どうなる 仕組み 違い',
    'ko 설명 알려 어떻게 차이',
    'zh 解释 解釋 说明 說明 会发生什么 會發生什麼 怎么回事 區別 区别',
    'ar اشرح أشرح ماذا_يحدث كيف_يعمل الفرق',
    'fa توضیح چه_اتفاقی فرق',
    'ur وضاحت سمجھا',
    'he תסביר להסביר הסבר מה_קורה ההבדל',
    'hi समझा बताओ बताइए क्या_होता फर्क',
    'bn ব্যাখ্যা বুঝিয়ে কী_হয়',
    'th อธิบาย จะเกิดอะไร ต่างกัน',
    'ar تشرح يشرح شرح', 'el τι_κάνει τι_σημαίνει',
    'es explíca* explícame explícanos',
  ],
  'v:plan': [
    'en plan_how write_a_plan writes_a_plan writing_a_plan make_a_plan draft_a_plan prepare_a_plan step-by-step_plan propose_a_plan proposal outline_the_steps come_up_with_a_plan presents_a_plan present_a_plan exitplanmode',
    'fr plan_pour rédige_un_plan prépare_un_plan',
    'de plan_erstellen einen_plan',
    'es escribe_un_plan prepara_un_plan',
    'pt escreve_um_plano prepara_um_plano',
    'fa برنامه',
    'ja 計画を',
    'zh 写一个计划 制定计划',
  ],
  'v:draft': [
    'en draft drafts drafting drafted save_as_draft saved_as_draft save_a_draft saves_a_draft',
    'fr brouillon',
    'de entwurf entwürfe',
    'es borrador',
    'pt rascunho',
    'it bozza',
    'nl concept',
    'sv utkast',
    'da kladde udkast',
    'no utkast kladd',
    'fi luonnos*',
    'pl szkic* wersj*_robocz*',
    'cs koncept',
    'ru черновик*',
    'uk чернетк*',
    'el πρόχειρο',
    'hu piszkozat*',
    'ro ciornă',
    'tr taslak*',
    'id draf konsep',
    'ms draf',
    'sw rasimu',
    'vi bản_nháp nháp',
    'ja 下書き',
    'ko 초안 임시저장',
    'zh 草稿',
    'ar مسودة',
    'fa پیش‌نویس پیشنویس',
    'he טיוטה',
    'hi ड्राफ्ट',
    'th ฉบับร่าง ร่าง',
  ],
  'v:dryrun': [
    'en dry_run dry-run dry-runs dryrun --dry-run what-if whatif -whatif preview previews previewing simulat* validat* validation rehears* check_mode --check -n_flag',
    'fr simulation à_blanc',
    'de probelauf testlauf',
    'es simulación simulacro',
    'pt simulação',
    'it simulazione',
    'tr önizle*',
    'de vorschau probelauf testlauf simulier*',
    'fr aperçu simul* à_blanc',
    'es vista_previa previsualiz* simul*',
    'pt pré-visualiz* simul*',
    'it anteprima simul*',
    'nl voorbeeldweergave proefdraai* simul*',
    'pl podgląd* symul*',
    'cs náhled* simul*',
    'ru предпросмотр* превью симуляци* пробн*_запуск',
    'ja プレビュー ドライラン',
    'zh 预览 預覽 试运行 演练',
    'ko 미리보기 드라이런',
  ],
  'v:test': [
    'en test tests testing lint linting linter typecheck* type-check* compile compiles compiling build builds building benchmark* unit_tests run_the_tests',
    'fr teste tester tests compile',
    'de teste testen tests',
    'es prueba pruebas probar testear',
    'pt teste testes testar',
    'it test testare',
    'ja テスト',
    'zh 测试 測試',
    'cs test* otestuj*',
    'pl test* przetestuj*',
    'de test* teste testen',
    'fr test* teste tester',
    'ru тест* протестируй*',
  ],
  'v:create': [
    'en creat* issuing issued issues_a issue_a issue_an process_a process_the processing_a processing_the add adds added adding insert* make makes making generat* scaffold* init initializ* initialis* set_up sets_up setting_up provision* spin_up spins_up register* append* clon* fork* duplicat* book booking write writes writing save saves saving store storing enrol* introduce* new_file open_a_ticket file_a_ticket place_an_order take takes taking took',
    'fr cré* ajout* insér* générer génère génèrent générez générons généré générée générés générées génération générant écri* enregistr*',
    'de erstell* anleg* lege_an legt_an füg* hinzu* generier* schreib* speicher* einricht*',
    'es crear creo crea creamos añad* agreg* insert* generar genero escrib* guard* registro registra',
    'pt cri* adicion* insir* inser* gerar gero escrev* salv* registro registra',
    'it creare creo crea aggiung* inser* generare genera scriv* salv* registr*',
    'nl maak* aanmak* voeg* toe toevoeg* genereer* schrijf* opslaan',
    'sv skapa* lägg* lägger_till lägga_till generera* skriv* spara*',
    'da opret* tilføj* generer* skriv* gem',
    'no opprett* legg* legger_til generer* skriv* lagre',
    'fi luo luon luoda lisää lisään kirjoita* tallenna*',
    'pl utwórz* tworz* stwórz* dodaj* dodać wstaw* zapisz* generuj*',
    'cs vytvoř* vytvář* přidej* přidám vlož* zapiš* ulož*',
    'ru созда* добав* встав* запиш* сохран* сгенер* заведи* заведу',
    'uk створ* дода* встав* запиш* збереж*',
    'el δημιουργ* προσθέτ* πρόσθεσ* γράφ* αποθηκεύ*',
    'hu létrehoz* hozzáad* hozz_létre beszúr* ír* mentse* mentem',
    'ro creez* crea* adaug* adăug* inserez* scriu salvez*',
    // (cls-benign21: Turkish kurmak by its forms, not the stem "kur", which also began German "kurz/kurze" (briefly, short)
    // and "Kurs": "Kannst du kurz erklären, was `DROP TABLE` macht?" read as something created and lost its question.)
    'tr oluştur* ekle* ekliyorum yaz* kaydet* kur kurar kurarım kurun kuralım kurayım kurdum kurduk kurdu kuruyor* kurul* kurmak kurmayı kurabilir*',
    'id buat* bikin* tambah* masukkan* tulis* simpan*',
    'ms cipta* buat* tambah* masukkan* tulis* simpan*',
    'tl gumawa gagawa idagdag magdagdag isulat',
    'sw unda tengeneza ongeza andika hifadhi',
    'vi tạo thêm chèn viết lưu',
    'ja 作成 追加 作っ 作る 書い 書く 保存 登録',
    'ko 생성 추가 만들 만들어 작성 저장 등록',
    'zh 创建 創建 新建 添加 新增 插入 写入 寫入 保存 存成 存为 存為 儲存 建一个 加一个',
    'ar أنشئ أنشأ سأنشئ إنشاء أضف أضيف إضافة اكتب أكتب احفظ',
    'fa بساز می‌سازم میسازم ایجاد اضافه بنویس ذخیره',
    'ur بنا شامل لکھ',
    'he צור ליצור יוצר הוסף להוסיף מוסיף כתוב שמור',
    'hi बना जोड़ डाल लिख सेव',
    'bn তৈরি যোগ ঢুকিয়ে লিখ সেভ',
    'th สร้าง เพิ่ม ใส่ เขียน บันทึก',
  ],
  'v:update': [
    'en updat* edit* modif* chang* set sets setting patch* adjust* tweak* fix fixes fixing correct* amend* refactor* renam* replac* configur* reconfigur* toggl* switch* swap* rotat* bump* upgrad* downgrad* resiz* rewrit* restructur* convert* transform* reassign reassigns reassigning reassigned assign assigns assigning assigned label* tag tags tagging pin pins pinning unpin* mark marks marking marked resolv* attach attaches attaching attached detach detaches detaching raise raises raising increas* repoint* move moves moving moved reorder* merge_contacts',
    'fr modifi* chang* mets mettre met_à_jour mettre_à_jour corrig* édit* renomm* remplac* configur* déplac* ajust* augment* bascul*',
    'de änder* bearbeit* aktualisier* korrigier* benenn* ersetz* konfigurier* verschieb* pass*_an anpass* setz* stell*_um umstell* erhöh* edit*',
    'es cambi* modific* actualiz* edit* corrig* renombr* reemplaz* configur* mov* muev* ajust* aument* pon* poner',
    'pt mud* alter* atualiz* edit* corrig* renome* substitu* configur* mov* ajust* aument* coloc*',
    'it modific* cambi* aggiorn* corregg* rinomin* sostitu* configur* spost* modific* aument* impost*',
    'nl wijzig* zet zetten pas*_aan aanpass* bewerk* bijwerk* werk*_bij hernoem* vervang* configureer* verplaats* edit*',
    'sv ändra* ändrar redigera* uppdatera* byt* ersätt* konfigurera* flytta* höj*',
    'da ændr* rediger* opdater* omdøb* erstat* konfigurer* flyt* hæv*',
    'no endr* rediger* oppdater* bytt* erstatter erstattet konfigurer* flytt* øk*',
    'fi muuta* muokkaa* päivitä* nimeä* korvaa* siirrä* korjaa*',
    'pl zmień* zmieni* edytuj* aktualizuj* zaktualizuj* popraw* zamień* skonfiguruj* przenieś* przenosz*',
    'cs změň* změn* uprav* aktualizuj* oprav* přejmenuj* nahraď* nastav* přesuň*',
    'ru измен* поменя* обнов* отредактир* исправ* переимен* замен* настро* перенес* перемест*',
    'uk змін* оновл* онов* відредаг* виправ* перейменуй* замін* налаштуй* перенес*',
    'el αλλάζ* άλλαξ* ενημερών* επεξεργ* διόρθωσ* μετονομ* ρυθμίζ* μετακιν*',
    'hu módosít* változtat* frissít* szerkeszt* javít* átnevez* cseré* beállít* áthelyez*',
    'ro modific* schimb* actualiz* editez* corectez* redenumesc* înlocuiesc* configurez* mută mut',
    'tr değiştir* güncelle* düzenle* düzelt* yeniden_adlandır* taşı* ayarla*',
    'id ubah* ganti* perbarui* edit* perbaiki* pindah* atur* update',
    'ms ubah* tukar* kemas_kini kemaskini edit* betulkan* pindah*',
    'tl baguhin palitan i-update ayusin ilipat',
    'sw badilisha badili sasisha hariri rekebisha hamisha',
    'vi sửa thay_đổi đổi cập_nhật chỉnh di_chuyển',
    'ja 変更 更新 編集 修正 置き換え 移動 設定',
    'ko 변경 수정 업데이트 편집 바꿔 이동 설정',
    'zh 修改 更改 更新 编辑 編輯 改成 改为 替换 移动 設定 设置 改一下',
    'ar عدّل عدل تعديل غيّر غير تغيير حدّث حدث تحديث انقل',
    'fa ویرایش تغییر عوض آپدیت بروزرسانی',
    'ur تبدیل اپڈیٹ',
    'he ערוך לערוך עורך שנה לשנות משנה עדכן לעדכן מעדכן העבר',
    'hi बदल अपडेट एडिट ठीक',
    'bn বদল আপডেট এডিট',
    'th แก้ไข แก้ เปลี่ยน อัปเดต ย้าย',
    'pt renomei* renomear',
    'it rinomin*',
    'de umbenenn* benenn*_um',
    'fr renomm*',
    'nl hernoem*',
    'ru переименуй* переименова*',
    'es rotar rota rotaré rotamos',
    'pt rotacion* rotar',
    'de rotier*',
    'it ruot*',
    'ru ротир*',
    'pl rotuj*',
    'ja ローテーション',
    'zh 轮换 輪換',
  ],
  'v:overwrite': ['en overwrit* clobber* replace_the_contents replacing_its_existing_contents supersed*', 'fr écras*', 'de überschreib*', 'es sobrescrib*', 'pt sobrescrev*', 'ja 上書き', 'zh 覆盖 覆蓋', 'ko 덮어쓰 덮어써', 'ru перезапиш* перезаписа* затр*', 'uk перезапиш* перезаписа*', 'pl nadpis* nadpisz*', 'cs přepiš* přepsat přepíš*', 'it sovrascriv*', 'nl overschrijf* overschrijven', 'sv skriv*_över', 'da overskriv*', 'no overskriv*', 'tr üzerine_yaz*', 'id timpa menimpa', 'el αντικατέστησ* αντικαταστήσ*', 'ar استبدل الكتابة_فوق', 'he דרוס לדרוס', 'hi ओवरराइट'],
  'v:delete': [
    'en delet* remov* eras* get_rid_of gets_rid_of getting_rid_of got_rid_of zapping zapped scrub scrubs scrubbing scrubbed ditch ditches ditching ditched scrap scraps scrapping scrapped axing axed blow_away blows_away blowing_away nuked bin_the discard* trash trashes trashing destroy* nuke nukes nuking obliterat* demolish* decommission* tear_down tears_down tearing_down teardown drop drops dropping dropped expung* prune prunes pruning del rm unlink* kill_off take_down',
    'fr supprim* effac* détrui* enlev* retir*',
    'de lösch* entfern* vernicht* beseitig* wegwerf* droppe* schmeiß*_weg',
    'es borr* elimin* suprim* quit* destru*',
    'pt apag* excluir excluo exclua remov* elimin* delet* destru*',
    'it elimin* cancella cancellare cancello cancellato rimuov* rimoss* distrugg* togli*',
    'nl verwijder* wis wissen wist gooi*_weg verniet*',
    'sv ta_bort tar_bort radera* raderar ta_bort tas_bort',
    'da slet* fjern* sletter',
    'no slett* fjern*',
    'fi poista* poistan poistetaan tuhoa* droppaa* droppaan',
    'pl usuń* usuwa* usuwam skasuj* kasuj* wykasuj* zniszcz*',
    'cs smaž* smazat smaz* odstraň* odstran* vymaž* zruš*',
    'ru удал* удаля* удали сотри* стере* уничтож* снеси* дропн*',
    'uk видал* видаля* знищ* стер*',
    'el διαγράφ* διέγραψ* διάγραψ* σβήσ* διαγραφή σβήν* αφαιρ*',
    'hu töröl* törlés* törlöm eltávolít* kitörl*',
    'ro șterg* sterg* elimin* distrug*',
    'tr sil silin siliyorum silebilir* kaldır* yok_et*',
    'id hapus* menghapus buang* padam* dihapus',
    'ms padam* buang* hapus*',
    'tl burahin buburahin tanggalin tatanggalin alisin',
    'sw futa nafuta ondoa',
    'vi xóa xoá gỡ bỏ',
    'ja 削除 消して 消す 消去 破棄 ドロップ drop',
    'ko 삭제 지워 지우 제거 드롭',
    'zh 删除 刪除 删了 刪了 删掉 刪掉 删 刪 移除 清除 去掉 干掉',
    'ar احذف أحذف حذف أزل إزالة امسح امسح',
    'fa حذف پاک پاکش',
    'ur حذف ڈیلیٹ مٹا',
    'he מחק מוחק למחוק מחיקה הסר להסיר תמחק תמחקי תמחקו נמחק אמחק',
    'hi हटा डिलीट मिटा',
    'bn মুছ মুছে ডিলিট',
    'th ลบ',
    'el διαγράψ* σβήσ* καταργ*',
    'pl usun* usunię* wykasuj*',
    // cls-second5: the bare English verb, the Italian first person and the Russian perfective future of "demolish".
    'en zap zaps',
    'it tolgo tolgono',
    'ru снесу снесём снести',
    // cls-second5: participles and polite forms the stems above do not reach (passive "werden gelöscht", "verranno cancellati", 지웁니다).
    'de gelöscht*',
    'it cancellati cancellata cancellate',
    'ko 지웁',
  ],
  'v:empty': [
    'en empty empties emptying emptied clear clears clearing cleared purg* truncat* flush flushes flushing zero_out wipe_out clean_out invalidat*',
    'fr vid* purg* tronqu*',
    'de leer* leere leeren bereinig*',
    'es vaciar vacía vacio vacío vacíe purg* trunc*',
    'pt esvazi* purg* trunc*',
    'it svuot* purg* tronc*',
    'nl leeg* legen',
    'sv töm* tömmer',
    'da tøm*',
    'no tøm*',
    'fi tyhjennä* tyhjen*',
    'pl wyczyść* opróżn* czyść*',
    'cs vyprázdn* vyčist*',
    'ru очист* опустош* почисти* почищ* очищ*',
    'uk очист* спорожн* очищ*',
    'el άδειασ* αδειάζ* καθάρισ*',
    'hu ürít* kiürít*',
    'ro golesc* goli*',
    'tr boşalt* temizle*',
    'id kosongkan kosongin kosongkan bersihkan',
    'ms kosongkan',
    'tl linisin ubusin',
    'sw safisha',
    'vi làm_trống dọn_sạch',
    'ja 空に クリア 全消去',
    'ko 비우 비워 비울 초기화',
    'zh 清空 清理掉 清掉',
    'ar أفرغ أفرِغ افرغ تفريغ أفرغ',
    'fa خالی',
    'he רוקן לרוקן',
    'hi खाली',
    'bn খালি',
    'th ล้าง เคลียร์',
    'pl wyczyszcz* wyczyści* opróżni*',
  ],
  'v:wipe': [
    'en wipe wipes wiping wiped factory_reset factory-reset reformat* format_the_disk format_the_drive format_the_volume format_the_partition format_the_hard_drive format_the_ssd format_the_usb format_the_sd_card format_the_laptop format_the_machine format_the_server format_disk format_drive format_c remote_wipe erase_the_device erase_device',
    'fr réinitialis*_usine effacer_l',
    'de zurücksetz*_werk werkseinstell*',
    'es restablec*_fábrica formate*',
    'pt formatar format*_o',
    'cs vymaž*_zařízení wipe',
    'el εργοστασιακ*',
    'ja 初期化 ワイプ',
    'zh 抹掉 抹除 格式化 擦除',
    'ko 포맷',
    'th ล้างเครื่อง',
  ],
  'v:send': [
    'en send sends sending sent email emails emailing emailed e-mail mail mails mailing messag* post posts posting posted reply replies replying replied respond* notif* broadcast* announc* sms tweet* blast* forward* submit* dm dms invite invites inviting invited ping_all tell_the write_to text_the',
    'fr envoi* envoy* transfér* publi* répond* annonc* écri*_à préven*',
    'de schick* send* versend* mail* poste* antwort* benachrichtig* leite*_weiter teil*_mit schreib*_an informier*',
    'es envío envía enviar envío envio envia enviando envié mand* respond* publiq* notific* avis* escrib*_a paso_a',
    'pt enviar envio envia enviando enviei mand* respond* public* notific* avis* escrev*_para',
    'it invi* mand* rispond* pubblic* notific* avvis* scriv*_a',
    'nl stuur* verstuur* zend zenden zendt mail* antwoord* plaats* meld*',
    'sv skicka* skickar mejla* svara* posta* meddela*',
    'da send sender sende mail* svar* poster skriver',
    'no send sender sende mail* svar* poster skriver',
    'fi lähetä* lähettä* vastaa* ilmoita* kirjoita*',
    'pl wyślij* wysyła* wysłać odpowiedz* powiadom* napisz*',
    'cs pošl* poslat odešl* odpověz* upozorn* napiš*',
    'ru отправ* пошли* пошлю разошл* рассыл* напиш* ответ* уведом*',
    'uk надісл* надішл* відправ* розішл* напиш* відповід* повідом*',
    'el στείλ* στέλν* απάντησ* ειδοποι*',
    'hu küld* elküld* válaszol* értesít* írok',
    'ro trimit* răspund* anunț* notific*',
    'tr gönder* yolla* cevap* yanıtla* bildir* duyur*',
    'id kirim* kirimkan balas* umumkan blast',
    'ms hantar* balas* umum*',
    'tl ipadala ipapadala i-blast mag-send ipasa',
    'sw tuma tumia natuma jibu',
    'vi gửi nhắn trả_lời thông_báo',
    'ja 送信 送っ 送る 送付 返信 通知 投稿 配信',
    'ko 보내 발송 전송 답장 알림 공지',
    'zh 发送 發送 发给 發給 寄出 寄给 寄給 回复 回覆 通知 群发 群發 推送',
    'ar أرسل ارسل إرسال رد أبلغ',
    'fa بفرست ارسال می‌فرستم فرست میفرستم',
    'ur بھیج',
    'he שלח שולח לשלוח תשלח הודעה',
    'hi भेज',
    'bn পাঠা',
    'th ส่ง',
    'el στείλ* στέλν* προώθησ*',
    'pl wyślę wyśl* wysyła*',
    'es reenví* reenvi*',
    'pt encaminh* reenvi*',
    'it inoltr*',
    'nl doorstur* stuur*_door',
    'pl przekaż* prześlij* przesył*',
    'cs přepošl* přeposl* přeposíl*',
    'ru перешл* пересла* пересыла* перешли',
    'uk перешл* пересла* пересила*',
    'tr ilet* yönlendir*',
    'id teruskan meneruskan',
    'ja 転送',
    'zh 转发 轉發',
    'ko 전달',
    'sv vidarebefordra* skicka*_vidare',
    'da videresend*',
    'no videresend*',
    'es envíe envíes envíen enviaré enviaremos enviamos envíalo envíala envíalos envíales enviarlo enviarla',
    'pt envie envies enviem enviarei enviaremos enviamos envio_para',
  ],
  'v:share': [
    'en share shares sharing shared give_access gives_access grant_access add_to_the_folder',
    'fr partag*',
    'de teil* freigeb* gib*_zugriff',
    'es compart*',
    'pt compartilh* partilh*',
    'it condivid*',
    'nl deel* delen',
    'sv dela delar',
    'da deler dele',
    'no deler dele',
    'fi jaa* jaan',
    'pl udostępni*',
    'cs sdíl*',
    'ru поделит* расшар*',
    'uk поділит*',
    'el μοιρ*',
    'hu megoszt*',
    'ro partaj*',
    'tr paylaş*',
    'id bagikan berbagi share',
    'ms kongsi*',
    'sw shiriki',
    'vi chia_sẻ',
    'ja 共有',
    'ko 공유',
    'zh 分享 共享',
    'ar شارك مشاركة',
    'fa اشتراک',
    'he שתף לשתף',
    'hi शेयर',
    'th แชร์',
  ],
  'v:publish': [
    'en publish* releas* ship ships shipping go_live goes_live make_live makes_live',
    'fr publi*',
    'de veröffentlich*',
    'es public*',
    'pt public*',
    'it pubblic*',
    'nl publiceer*',
    'sv publicera*',
    'pl opublikuj* publikuj*',
    'ru опублик* публику*',
    'tr yayınla*',
    'ja 公開',
    'ko 게시 공개',
    'zh 发布 發布 公开',
    'th เผยแพร่',
  ],
  'v:upload': [
    'en upload* paste pastes pasting pasted put_on post_to copy_to',
    'fr téléverse* uploade* colle coller collé',
    'de hochlad* lade*_hoch einfüg*',
    'es subo subir sube subí pego pegar',
    'pt subo subir colar colo',
    'it caric* incoll*',
    'nl upload* plak*',
    'sv ladda*_upp klistra*',
    'pl wrzuc* wgraj* wkle*',
    'cs nahraj* vlož*',
    'ru загруз* залей* вставь*',
    'uk завантаж* встав*',
    'el ανεβάζ* ανέβασ* επικολλ*',
    'tr yükle*',
    'id unggah* upload',
    'sw pakia',
    'ja アップロード 貼り付け 貼っ',
    'ko 업로드 붙여',
    'zh 上传 上傳 贴到 貼到 粘贴',
    'ar ارفع رفع الصق',
    'fa آپلود',
    'he העלה להעלות הדבק',
    'hi अपलोड पेस्ट',
    'th อัปโหลด อัพโหลด',
  ],
  'v:export': [
    'en export* dump dumps dumping download* extract* copy_out',
    'fr export*',
    'de exportier*',
    'es export* descarg*',
    'pt export* baix*',
    'it esport* scaric*',
    'nl exporteer*',
    'pl eksport*',
    'cs exportuj*',
    'ru экспорт* выгруз*',
    'uk експорт* вивантаж*',
    'tr dışa_aktar*',
    'ja エクスポート',
    'zh 导出 導出',
  ],
  'v:pay': [
    'en pay pays paying paid payout* transfer* wire wires wiring wired remit* send_money sends_money disburs* fund_the run_payroll run_the_payroll buy buys buying bought purchas* fund funds funding funded place_order place_an_order confirm_payment pay_now checkout_and_pay',
    'fr paie payer paye payé virer vire virement verse* transf*',
    'de bezahl* zahl* überweis*',
    'es pagar pago pagué pagamos paga transfier* transfer* giro girar',
    'pt pagar pago paguei pagamos paga transfir* transfer*',
    'it pag* bonific* trasferisc*',
    'nl betaal* maak*_over overmak*',
    'sv betala* betalar överför*',
    'da betal* overfør*',
    'no betal* overfør*',
    'fi maksa* siirrä*',
    'pl zapłać* zapłac* płac* przelew* przelej*',
    'cs zaplať* zaplat* plať* převeď* převod*',
    'ru заплат* оплат* перевед* перечисл*',
    'uk заплат* оплат* переказ* перерах*',
    'el πλήρωσ* πληρών* μεταφορ*',
    'hu fizet* utal*',
    'ro plătesc* plăti* transfer*',
    'tr öde* havale*',
    'id bayar* transfer* kirim_uang',
    'ms bayar* pindah*',
    'tl bayaran magbayad padalhan',
    'sw lipa mlipe nilipe',
    'vi trả chuyển_khoản chuyển_tiền thanh_toán chạy_bảng_lương',
    'ja 支払 振り込 送金',
    'ko 지급 송금 이체 결제',
    'zh 付款 支付 转账 轉帳 汇款 匯款 打款',
    'ar ادفع دفع حوّل حول تحويل',
    'fa پرداخت واریز انتقال',
    'ur ادا منتقل',
    'he שלם לשלם תשלם העבר להעביר העברה',
    'hi भुगतान ट्रांसफर पेमेंट',
    'bn পেমেন্ট ট্রান্সফার',
    'th โอน จ่าย ชำระ',
    'pl przelej* przeleję zapłac* opłać*',
  ],
  'v:refund': [
    'en refund* reimburs* chargeback*',
    'fr rembours*',
    'de erstatt* rückerstatt*',
    'es reembols* devolv* devuelv*',
    'pt reembols* estorn* devolv*',
    'it rimbors*',
    'nl terugbetal* restitu*',
    'sv återbetal*',
    'pl zwró* zwrot*',
    'ru верн*_деньги возврат*',
    'tr iade*',
    'ja 返金',
    'zh 退款',
    'ko 환불',
    'th คืนเงิน',
  ],
  'v:charge': ['en charge charges charging charged bill bills billing capture* invoice_the', 'fr factur*', 'de berechn*', 'es cobr*', 'pt cobr*'],
  'v:price': ['en reprice* price_change change_the_price doubles_the_price raise_the_price discount* markdowns mark_down marks_down marked_down marking_down a_markdown_of apply_a_markdown price_markdown', 'fr prix', 'de preis*'],
  'v:grant': [
    'en grant* allow allows allowing allowed authoriz* authoris* elevat* promot* make_admin makes_admin give_admin permit* whitelist* allowlist* assign_the_role add_to_admins add_to_the_admin add_role consent* give_owner give_the_owner gives_the_owner',
    'fr accord* donn*_droits donn*_rôle autoris*',
    'de gewähr* erteil* berechtig* gib*_rolle gebe*_rolle',
    'es conced* otorg* da_el_rol doy_el_rol autoriz*',
    'pt conced* dou_o_papel autoriz*',
    'it concedi* concedo assegn*_ruolo autorizz*',
    'nl geef*_rol verleen*',
    'sv ge_rollen ger_rollen bevilja*',
    'da giv*_rollen tildel*',
    'no gir_den gi_rollen tildel*',
    'pl nadaj* przyzna*',
    'cs přidělím uděl*',
    'ru выда* дай*_роль назнач*_рол',
    'uk нада* вида*',
    'tr yetki_ver* rol_ver*',
    'ja 付与',
    'zh 授予 授权 給予 给予',
    'ko 부여',
    'he תן_הרשאות הענק',
    'ar امنح منح',
    'vi cấp_quyền phân_quyền',
  ],
  'v:revoke': [
    'en revok* deactivat* suspend* ban bans banning block_the lock_out lock_the sign_out signs_out log_out offboard* remove_access removes_access kick_out expire_sessions clear_sessions end_sessions terminate_sessions',
    'fr révoqu* désactiv* suspend*',
    'de widerruf* deaktivier* sperr* entzieh*',
    'es revoc* desactiv* suspend* bloque*',
    'pt revog* desativ* suspend* bloque*',
    'it revoc* disattiv* sospend* blocc*',
    'nl trek*_in deactiveer* blokkeer*',
    'pl odbierz* zablokuj* dezaktywuj*',
    'ru отозв* деактив* заблокир*',
    'tr iptal_et* askıya*',
    'ja 無効化 停止',
    'zh 吊销 撤销 停用 封禁',
  ],
  'v:disable': [
    'en disabl* uncheck* untick* comment_out comments_out commenting_out commented_out toggle_off turn_off turns_off turning_off turned_off switch_off switches_off switching_off deactivat* pause pauses pausing paused mute mutes muting silenc* bypass* skip skips skipping skipped circumvent* overrid* weaken* loosen* relax* unprotect* no-verify --no-verify stop_logging',
    // (cls-benign21: couper by its forms, not the stem: the noun "coup" — "du coup" (so), "un coup d'œil" (a look), "un coup
    // de fil" (a call), "tout à coup" (suddenly) — switches nothing off.)
    'fr désactiv* coupe* coupé* coupant éteins étein* contourn* ignor* décoch*',
    // (cls-benign20: umgehen (bypass) by its forms, not the stem: "umgehend" (at once) and "umgehauen" (blown away) are other words.)
    'de deaktivier* schalt*_aus abschalt* ausschalt* umgeh umgehe umgehen umgehst umgeht umgehung umgehungen umgangen umging umgingen überspring*',
    'es desactiv* apag* deshabilit* omit* salt* desmarc* destild*',
    'pt desativ* deslig* desabilit* ignor* pular pulo desmarc*',
    'it disattiv* disabilit* spegn* salt* deseleziona*',
    'nl schakel*_uit zet*_uit uitschakel* deactiveer* omzeil*',
    'sv stäng*_av stänger_av inaktivera* slå_av',
    'da slå*_fra deaktiver* sluk*',
    'no slå*_av deaktiver* skru*_av',
    'fi poista_käytöstä kytke_pois ohita*',
    'pl wyłącz* dezaktywuj* pomiń* obejdź* odznacz*',
    'cs vypn* vypín* deaktiv* obejd*',
    'ru отключ* выключ* деактив* обойд* обход*',
    'uk вимкн* відключ* вимик* обійд*',
    'el απενεργοπο* κλείσ* παράκαμψ*',
    'hu kikapcsol* letilt* megkerül*',
    'ro dezactivez* dezactiva* opresc*',
    'tr kapat* devre_dışı atla atlayarak atlayın atlıyor* atlarım atlayacağ* pasif_yap* pasifleştir* devre_dışı_bırak*',
    'id matikan nonaktifkan lewati',
    'ms matikan nyahaktif*',
    'tl patayin i-disable',
    'sw zima',
    'vi tắt vô_hiệu',
    'ja 無効 オフ 止め 止める',
    'ko 끄 꺼 비활성',
    'zh 关闭 關閉 关掉 關掉 禁用 停用 关了',
    'ar أوقف اوقف إيقاف عطّل عطل تعطيل',
    'fa خاموش غیرفعال',
    'ur بند',
    'he כבה לכבות השבת לבטל',
    'hi बंद निष्क्रिय',
    'bn বন্ধ',
    'th ปิด',
    'he השבת תשבית להשבית משבית השבת_את תכבה מכבה',
    'el απενεργοποιήσ* απενεργοποιώ',
    'de schalt*_ab dreh*_ab stell*_ab',
    'pl wyłączę wyłączy*',
  ],
  'v:enable': ['en enabl* turn_on turns_on turning_on switch_on activat* reactivat*', 'fr activer active_le', 'de aktivier* schalt*_ein', 'es activar activo habilit*', 'pt ativar ativo habilit*', 'it attiv* abilit*', 'ja 有効', 'zh 启用 開啟 开启', 'ko 활성'],
  'v:reset': ['en reset resets resetting reset_factors', 'fr réinitialis*', 'de zurücksetz* setz*_zurück', 'es restablec*', 'pt redefin* resete*', 'ru сброс* сбрось', 'ja リセット', 'zh 重置',
    // Recreating what exists drops it first (cls-floor5): "recreate the users table", "作り直して", "再作成", "重新创建".
    'en recreate recreates recreating', 'fr recrée* recréer', 'es recrea*', 'pt recria*', 'it ricrea*', 'ja 作り直 再作成', 'zh 重新创建'],
  'v:expose': [
    'en expos* open_to open_up opens_up make_public makes_public making_public set_public public-read publicly_accessible port-forward',
    'fr expos* ouvr*_port ouvre_le_port rend*_public',
    'de öffentlich_mach* öffne*_port',
    'es abro_el_puerto abrir_el_puerto expon* hacer_público',
    'pt abr*_a_porta expor torn*_público',
    'ru открой_порт открыть_порт выстав*',
    'ja 公開',
    'zh 开放 開放 暴露',
  ],
  'v:deploy': [
    'en deploy* redeploy* rollout roll_out rolls_out rolling_out promot* push_to_production push_to_prod hotfix* cut_a_release apply applies applying applied',
    'fr déploi* déploy* mise_en_production met*_en_prod',
    'de deploy* ausroll* rolle*_aus spiel*_auf',
    'es despleg* despliegu* desplieg* deploy',
    'pt implant* deploy',
    'it rilasci* deploy',
    'pl wdroż* wdraż*',
    'cs nasaď* nasaz*',
    'ru задепло* деплой* выкат*',
    'uk задеплой* деплой* викот*',
    'tr deploy dağıt* yayına_al*',
    'id deploy',
    'vi triển_khai deploy',
    'ja デプロイ リリース',
    'ko 배포',
    'zh 部署 上线 上線 发版',
    'ar نشر انشر',
    'he פריסה דפלוי',
    'th deploy ดีพลอย',
    'pl wdroż* wdraż*',
    'pl wdróż*',
  ],
  'v:rollback': ['en rollback roll_back rolls_back rolling_back revert* undo* downgrad*', 'fr annul*_déploiement revenir', 'de zurückroll* rollback', 'es revert* reviert*', 'ru откат*', 'zh 回滚 回滾'],
  'v:restart': [
    'en restart* reboot* reload* bounce bounces bouncing recycl* cycle_the',
    'da genstart*',
    'no omstart* start*_på_nytt',
    'fr redémarr* relanc*',
    'de neu_start* neustart* starte*_neu startet*_neu neu_gestartet',
    'es reinici*',
    'pt reinici*',
    'it riavvi*',
    'nl herstart*',
    'sv starta*_om startar_om',
    'pl restart* uruchom*_ponownie',
    'cs restartuj*',
    'ru перезапуст* перезагруз* рестарт*',
    'uk перезапуст* перезавантаж*',
    'tr yeniden_başlat*',
    'ja 再起動',
    'ko 재시작 재부팅',
    'zh 重启 重啟',
    'th รีสตาร์ท',
    'el επανεκκίν*',
    'it riavvi*',
  ],
  'v:stop': [
    'en stop stops stopping stopped halt* tak*_offline took_offline bring*_offline brought_offline bring*_down brought_down spin*_down spun_down wind*_down wound_down power*_down shut_off shuts_off shutting_off pull_the_plug pulls_the_plug shut_down shutdown shuts_down shutting_down kill kills killing killed terminat* scale_down scales_down scale_to_zero scale_to_0 scales_to_zero evict* drain drains draining power_off poweroff decommission*',
    'fr arrêt* stopp* terminer termine',
    'de stopp* halt*_an beend* anhalt* fahr*_herunter herunterfahr* abschalt*',
    'es deten* paro parar detengo apag* terminar termina',
    'pt paro parar deslig* interromp* terminar termina',
    'it ferm* arrest* spegn* terminare termina',
    'nl stop* beëindig*',
    'sv stoppa* stäng*_ned',
    'pl zatrzymaj* wyłącz* zabij*',
    'cs zastav* ukonč*',
    'ru останов* выключ* убей* убить погаси*',
    'uk зупин* вимкн*',
    'el σταμάτ* τερματ*',
    'tr durdur* kapat*',
    'id hentikan stop matikan',
    'ja 停止 止め シャットダウン',
    'ko 중지 종료 멈춰',
    'zh 停止 停掉 关停 關停 关闭',
    'th หยุด',
  ],
  'v:scale': ['en scale scales scaling scaled resize_to replicas=0 --replicas=0 --replicas_0', 'fr scale', 'de skalier*', 'es escalar escalo', 'el scale', 'ko 내린다 내려', 'ja スケール'],
  'v:run': [
    'en run runs running ran execut* trigger* invok* launch* start starts starting started kick_off kicks_off dispatch* rerun* retry* resum* perform*',
    'fr lanc* exécut* démarr* déclench*',
    'de ausführ* führ*_aus starte starten startet lauf*_lassen laufen_lassen triggere*',
    'es ejecut* lanz* correr corro arranc* dispar*',
    'pt execut* rodar rodo roda lanç* dispar*',
    'it esegu* lancio lanciare avvi*',
    'nl voer*_uit start* draai*',
    'sv kör* körs starta*',
    'da kør* start*',
    'no kjør* start*',
    'fi aja ajan suorita* käynnistä*',
    'pl uruchom* uruchamiam wykonaj* odpal*',
    'cs spusť* spust* proveď*',
    'ru запуст* выполн* прогон* прогна*',
    'uk запуст* викона*',
    'el τρέξ* τρέχ* εκτέλεσ*',
    'hu futtat* indít*',
    'ro rulez* rula* execut*',
    'tr çalıştır*',
    'id jalankan jalanin eksekusi',
    'ms jalankan',
    'sw endesha',
    'vi chạy',
    'ja 実行 走らせ 流し',
    'ko 실행 돌려',
    'zh 执行 執行 运行 運行 跑一下 重新跑',
    'ar شغّل شغل تشغيل نفّذ نفذ',
    'fa اجرا',
    'he הרץ להריץ מריץ',
    'hi चला रन',
    'th รัน',
  ],
  'v:schedule': ['en schedul* cron_job add_a_cron set_up_a_cron every_night nightly every_day at_midnight', 'fr planifi*', 'de plan*_ein zeitplan', 'es programar programo', 'pt agend*', 'ja 定期', 'zh 定时', 'bn ক্রন cron'],
  'v:merge': ['en merg*', 'fr fusionn*', 'de merg* zusammenführ*', 'es fusion* merge', 'pt mescl* merge', 'ru смерж* слей*', 'ja マージ', 'zh 合并'],
  'v:push': [
    'en push pushes pushing pushed force-push force-pushes force-pushing force_push',
    'fr pousse* push*',
    'de push* gepusht',
    'es empuj* push*',
    'pt push*',
    'ru запуш* пуш*',
    'he תדחוף לדחוף דוחף',
    'ja プッシュ',
    'zh 推送',
  ],
  'v:commit': ['en commit commits committing committed', 'de committ* commite*', 'fr commit*', 'es commit*', 'fi commitoi*', 'hi कमिट'],
  'v:archive': ['en archiv*', 'fr archiv*', 'de archivier*', 'es archiv*', 'pt arquiv*', 'it archivi*', 'ru архивир*', 'ja アーカイブ', 'zh 归档 歸檔'],
  'v:cancel': ['en cancel* void voids voiding voided abort* call_off withdraw*', 'fr annul*', 'de storn* kündig* abbrech* annullier*', 'es cancel* anul*', 'pt cancel* anul*', 'it annull* cancell*', 'ru отмен*', 'ja キャンセル 取り消', 'zh 取消', 'zh 作废 作廢 废除 廢除 撤回'],
  'v:close': ['en close closes closing closed shut_down_the_account', 'fr ferm* clôtur*', 'de schließ*', 'es cierr* cerr*', 'pt fechar fecho encerr*', 'it chiud*', 'ru закро* закры*', 'ja 閉鎖 解約', 'zh 关闭账户 注销'],
  'v:approve': ['en approv* accept* sign_off', 'fr approuv* valid*', 'de genehmig* freigeb*', 'es aprob* aprueb*', 'pt aprov*', 'ja 承認', 'zh 批准'],
  'v:cleanup': [
    'en clean_up cleans_up cleaning_up cleanup clean clean_the tidy tidy_up tidies free_up frees_up freeing_up free_space free_some_space make_room reclaim* housekeep* declutter*',
    'fr nettoi* nettoy* range* ménage libér*_espace fais_le_ménage',
    'de aufräum* räum*_auf räume*_auf bereinig* platz_schaffen platz_frei',
    'es limpi* libera*_espacio ordena*',
    'pt limp* libera*_espaço dá_uma_geral dar_uma_geral arrum*',
    'it pulisc* pulire libera*_spazio',
    'nl opruim* ruim*_op',
    'sv städa* rensa*',
    'da ryd*_op',
    'no rydd*',
    'fi siivo*',
    'pl posprzątaj* wyczyść* zwolnij*_miejsce',
    'cs ukliď* uklid* uvolni*',
    'ru почист* прибер* наведи_порядок освобод*',
    'uk наведи_лад почист* прибер* звільни*',
    'el καθάρισ* τακτοποίησ*',
    'hu szabadíts*_fel szabadítsd*_fel felszabadít* takarít*',
    'ro curăță* eliberează*',
    'tr temizle* yer_aç*',
    'id kosongin kosongkan_ruang bersih* beresin',
    'ms kosongkan_ruang bersihkan buang_je',
    'tl linisin',
    'sw safisha',
    'vi dọn dọn_dẹp giải_phóng',
    'ja 整理 掃除 片付け 空けて',
    'ko 정리 청소 비워',
    'zh 清理 清一下 整理 腾出空间',
    'ar نظّف نظف تنظيف',
    'fa تمیز پاکسازی',
    'he נקה לנקות פנה',
    'hi साफ़ साफ',
    'th ล้าง เคลียร์',
  ],
  'v:anyhow': [
    'en whatever_it_takes however_you_need however_you_want however_you_like any_way_you_can no_matter_how by_any_means as_you_like as_you_see_fit do_what_you_need do_whatever',
    'fr peu_importe_comment par_tous_les_moyens comme_tu_veux',
    'de egal_wie wie_auch_immer',
    'es como_sea cueste_lo_que_cueste de_cualquier_forma',
    'pt como_for de_qualquer_jeito custe_o_que_custar',
    'it in_qualsiasi_modo costi_quel_che_costi',
    'nl hoe_dan_ook',
    'ru любым_способом как_угодно',
    'pl jakkolwiek wszelkimi_sposobami',
    'tr ne_gerekiyorsa nasıl_olursa',
    'id gimana_caranya_aja bagaimanapun_caranya apa_aja_caranya gimana_caranya',
    'ms macam_mana_pun',
    'vi bằng_mọi_cách',
    'ja どんな方法でも 何でもいい',
    'ko 어떻게든',
    'zh 怎么改都行 怎么都行 想办法 無論如何 无论如何 不管怎样',
    'ar بأي_طريقة',
    'he בכל_דרך',
    'hi कैसे_भी',
  ],
  'v:reduce': ['en reduc* shorten* decreas* lower lowers lowering lowered cut_down trim trims trimming trimmed', 'fr rédui* raccourc* diminu*', 'de reduzier* verkürz* senk*', 'es reduc* acort* baj*', 'pt reduz* encurt* diminu*', 'it ridu* accorc*', 'pl skróć* zmniejsz*', 'ru сократ* уменьш*', 'tr kısalt* azalt*', 'sw punguza', 'id kurangi perpendek', 'ja 短縮 減ら', 'zh 缩短 減少 减少', 'fi lyhen* lyhennä*'],
  'v:migrate': ['en migrate migrates migrating migrated migration migrations', 'fr migration migrations migrer', 'de migration migrationen migrier*', 'es migración migraciones migrar', 'pt migração migrações migrar', 'it migrazion* migrare', 'ru миграци* мигрир*', 'tr migration migrationlar*', 'ja マイグレーション', 'zh 迁移', 'ko 마이그레이션'],
  'v:restore': ['en restor* recover recovers recovering recovered undelet* undrop* un-delete', 'fr restaur* récupér*', 'de wiederherstell* stell*_wieder_her', 'es restaur* recuper*', 'pt restaur* recuper*', 'ru восстанов*', 'ja 復元', 'zh 恢复 還原 还原'],
  'v:backup': ['en back_up backs_up backing_up', 'fr sauvegard*', 'de sicher*_kopie backup_erstell*', 'es respald*', 'pt backup_de'],
  'v:install': ['en install* add_the_dependency add_a_dependency', 'fr install*', 'de installier*', 'es instal*', 'pt instal*', 'it install*', 'nl installeer*', 'pl zainstaluj* instaluj*', 'ru установ*', 'tr kur kurar kurarım kurun kuralım kurayım kurdum kurduk kurdu kuruyor* kurul* kurmak kurmayı kurabilir* yükle*', 'id pasang* install', 'ja インストール', 'zh 安装 安裝', 'ko 설치', 'it installo'],
  'v:uninstall': ['en uninstall* remove_the_package', 'de deinstallier*', 'fr désinstall*', 'es desinstal*', 'ja アンインストール', 'zh 卸载'],
  'v:input': ['en fill fills filling filled type types typing typed enter_the entering input_the paste_into', 'fr remplir remplis saisir saisis tape', 'de ausfüll* fülle eingeb* tippe', 'es relleno rellenar escribo_en', 'pt preencher preencho digito', 'ja 入力', 'zh 填写 輸入 输入'],
  'v:click': [
    'en click clicks clicking clicked press presses pressing pressed tap taps tapping hit_the choose_the select_the ticking confirm_the',
    'fr cliqu* appui*',
    'de klick* drück*',
    'es hago_clic clic pulso puls* presion*',
    'pt clico clica clicar aperto aperta pression*',
    'it clicc* premo prem*',
    'nl klik*',
    'sv klicka* trycker',
    'pl klik* naciśn*',
    'cs kliknu klikn*',
    'ru нажм* нажим* кликн*',
    'uk натисн*',
    'el πατάω πατήσ* κλικ',
    'tr tıkla* bas basın basıyorum',
    'id klik tekan',
    'tl pipindutin pindutin i-click',
    'sw bofya bonyeza',
    'vi nhấn bấm',
    'ja クリック 押し 押す 押します',
    'ko 클릭 눌러',
    'zh 点击 點擊 按下',
    'ar انقر اضغط',
    'he לוחץ לחץ',
    'hi क्लिक दबा',
    'th คลิก กด',
  ],
};

// ------------------------------------------------------------------ objects

/**
 * German, Dutch and Scandinavian write personal data as one compound noun: a head naming
 * people (Kunden-, klant-, kund-, medarbejder-) and a tail naming their data (-daten, -gegevens,
 * -uppgifter, -liste, -adressen). Every head × tail pair is an entry (a stem, so inflected and
 * definite forms such as kundedataene, personuppgifterna match too).
 */
const PERSONAL_DATA_COMPOUNDS: [lang: string, heads: string, tails: string][] = [
  ['de', 'kunden personal personen mitarbeiter mitarbeiter* patienten mitglieder nutzer benutzer bewerber gehalts lohn', 'daten liste listen adress* datei* akte* stammdaten kontakte'],
  ['nl', 'klant klanten persoons personeels medewerker* patiënt* patient* leden gebruikers sollicitant*', 'gegevens data lijst* bestand* adres* dossier*'],
  ['sv', 'kund person personal anställd* patient* medlem* användar*', 'data uppgift* list* register* adress*'],
  ['da', 'kunde person personale medarbejder* patient* medlem* bruger*', 'data oplysning* list* register* adresse*'],
  ['no', 'kunde person personal ansatt* pasient* medlem* bruker*', 'data opplysning* list* register* adresse*'],
];
function compoundEntries(): string[] {
  return PERSONAL_DATA_COMPOUNDS.map(([lang, heads, tails]) => {
    const out: string[] = [];
    for (const h of heads.split(' ')) for (const t of tails.split(' ')) out.push(`${h.replace(/\*$/, '')}${t.replace(/\*$/, '')}*`);
    return `${lang} ${[...new Set(out)].join(' ')}`;
  });
}

const OBJECTS: Lexicon = {
  'o:regenerable': ['fi build-kansio* välimuisti*', 'de build-ordner*', 'en dark_mode light_mode color_theme colour_theme font_size zoom_level keybindings dialog dialogs modal popup pop-up menu tab tabs banner toast tooltip sidebar panel search_box terminal screen console_output clipboard selection search_field filters highlights jest_cache test_cache build_output build_artifacts build_cache build_folder build_dir build_directory node_modules __pycache__ .pytest_cache .mypy_cache artifacts temp_files tmp_files temporary_files derived_data dist dist_folder generated_files compiled_files coverage_reports', 'fr fichiers_temporaires', 'de temporäre_dateien', 'es archivos_temporales', 'ru временные_файлы', '__pycache__ .pytest_cache'],
  'o:cache': ['en cache caches cached cache_key cache_keys', 'fr cache', 'de cache', 'es caché cache', 'pt cache', 'ru кэш* кеш*', 'ms kunci_cache', 'ja キャッシュ', 'zh 缓存 快取', 'ko 캐시'],
  'o:file': ['en file files attachment* image images photo photos pdf pdfs csv spreadsheet* uploads', 'fr fichier*', 'de datei*', 'es archivo* fichero*', 'pt arquivo* ficheiro*', 'it file', 'nl bestand*', 'sv fil filer', 'da fil filer', 'no fil filer', 'fi tiedosto*', 'pl plik*', 'cs soubor*', 'ru файл*', 'uk файл*', 'el αρχεί*', 'hu fájl*', 'ro fișier*', 'tr dosya*', 'id berkas file', 'vi tệp', 'ja ファイル', 'zh 文件 檔案', 'ko 파일', 'ar ملف ملفات', 'fa فایل', 'he קובץ קבצים', 'hi फ़ाइल फाइल', 'bn ফাইল', 'th ไฟล์', 'pl pdf-y', 'hi pdfs'],
  'o:dir': ['en directory directories folder folders dir', 'fi kansio* hakemisto*', 'sv mapp mappen katalog*', 'da mappe mappen', 'tr klasör*', 'cs složk* adresář*', 'hu mappa* könyvtár*', 'fr dossier* répertoire*', 'de ordner verzeichnis*', 'es carpeta* directorio*', 'pt pasta* diretório*', 'it cartella* directory', 'nl map mappen', 'pl folder* katalog*', 'ru папк* каталог* директори*', 'ja フォルダ ディレクトリ', 'zh 文件夹 目录 資料夾'],
  'o:code': ['en code codebase source function functions module modules class classes helper helpers component components dead_code unused_files unit_tests tests readme docs_folder comments', 'fr code fonction fonctions classe', 'de code funktion funktionen klasse modul', 'es código módulo módulos función funciones clase componente', 'pt código módulo função funções classe componente', 'it codice modulo funzione funzioni classe', 'ru код', 'uk код*', 'ja コード', 'zh 代码 代碼', 'ko 코드', 'hi readme', 'pt código_morto funções'],
  'o:doc': ['en changelog changelogs release_notes profile status_text status_emoji tag tags label labels reaction reactions emoji emojis like likes pin pins reminder reminders tooltip comment_thread document documents doc docs page pages wiki note notes article articles post posts spreadsheet sheet slides deck report reports ticket tickets issue issues task tasks card cards comment comments event events template templates canvas campaign', 'fr document* page* note* ticket* tâche*', 'de dokument* seite* notiz* ticket* aufgabe*', 'es documento* página* nota* ticket* tarea*', 'pt documento* página* nota* ticket* tarefa*', 'it document* pagina pagine nota note ticket*', 'ru документ* страниц* заметк* тикет* задач*', 'ja ドキュメント 文書 ページ 記事', 'zh 文档 文件 页面 頁面', 'ar مستند وثيقة', 'he מסמך', 'el έγγραφ*'],
  'o:record': ['en record records row rows entry entries item items order orders contact contacts lead leads document_id customer_record user_record one_record', 'fr enregistrement* ligne* commande*', 'de datensatz* datensätze eintrag* einträge zeile* bestellung*', 'es registro* fila* pedido* orden*', 'pt registro* registo* linha* pedido*', 'it record riga righe ordin*', 'nl record* rij* bestelling*', 'pl rekord* wiersz* zamówi*', 'cs záznam* řádk* objednáv*', 'ru запис* строк* заказ*', 'uk запис* рядк* замовлен*', 'el εγγραφ*', 'tr kayıt* satır* sipariş*', 'id baris pesanan', 'ja レコード 行 注文', 'zh 记录 記錄 订单 訂單', 'ko 레코드 주문', 'bn অর্ডার', 'no rad rader raden radene', 'da række rækker rækkerne'],
  'o:table': ['en table tables collection collections topic topics keyspace dataset datasets partition partitions model', 'fr table tables', 'de tabelle*', 'es tabla tablas', 'pt tabela tabelas', 'it tabella tabelle', 'nl tabel*', 'sv tabell* taulun', 'fi taulu*', 'pl tabel*', 'cs tabulk*', 'ru таблиц*', 'uk таблиц*', 'el πίνακα*', 'tr tablo*', 'id tabel', 'ja テーブル', 'zh 数据表 張表 张表 表里 表裡 表格', 'ko 테이블', 'ar جدول', 'he טבלה', 'bn টেবিল', 'th ตาราง', 'hu tábla*'],
  'o:database': ['en database databases db dbs schema schemas datastore warehouse rds aurora postgres postgresql mysql mongodb dynamodb redshift bigquery snowflake cosmosdb firestore', 'fr base_de_données base bdd', 'de datenbank*', 'es base_de_datos bd', 'pt banco_de_dados base_de_dados bd', 'it database', 'nl database*', 'sv databas*', 'fi tietokan*', 'pl baz* bazy', 'cs databáz*', 'ru баз* бд', 'uk баз*', 'el βάση βάσης', 'hu adatbázis*', 'tr veritaban*', 'id basis_data database', 'ja データベース db', 'zh 数据库 資料庫 數據庫', 'ko 데이터베이스 db', 'ar قاعدة_البيانات قاعدة', 'fa دیتابیس پایگاه', 'he מסד דאטאבייס', 'hi डेटाबेस', 'bn ডাটাবেস', 'th ฐานข้อมูล', 'de produktionsdatenbank* testdatenbank* kundendatenbank* prod-datenbank* live-datenbank* entwicklungsdatenbank*', 'nl productiedatabase* testdatabase* klantendatabase*', 'sv produktionsdatabas* testdatabas* kunddatabas*', 'no produksjonsdatabase* testdatabase* kundedatabase*', 'da produktionsdatabase* testdatabase* kundedatabase*'],
  'o:bucket': ['en bucket buckets volume volumes persistent_disk ebs_volume storage_account blob_container container_acl shared_drive team_drive drive s3 gcs blobs', 'fr compartiment*', 'ja バケット', 'zh 存储桶 bucket', 'th bucket'],
  'o:queue': ['en queue queues stream streams backlog dead_letter messages_pending', 'fr file_d\'attente', 'de warteschlange*', 'es cola colas', 'pt fila filas', 'it coda code_di le_code delle_code', 'sv kö kön', 'pl kolejk*', 'ru очеред*', 'uk черг*', 'tr kuyru*', 'ja キュー', 'zh 队列 隊列', 'ar طابور طابور_الطلبات', 'he תור'],
  'o:index': ['en index indices indexes alias', 'ru индекс*', 'zh 索引'],
  'o:resource': ['en instance instances server servers vm vms machine machines host hosts node nodes droplet droplets lambda lambdas load_balancer certificate certificates function_app container_instance pod pods replica replicas worker workers', 'fr serveur* instance*', 'de server instanz*', 'es servidor* instancia*', 'pt servidor* instância*', 'ru сервер* инстанс*', 'ja サーバ インスタンス', 'zh 服务器 伺服器 实例', 'ko 서버', 'id server servernya', 'ms server', 'de produktionsserver* prod-server* produktivserver* datenbankserver* webserver* testserver*', 'ru прод-сервер* продакшн-сервер* продакшен-сервер*', 'nl productieserver* testserver*', 'sv produktionsserver*', 'no produksjonsserver*', 'da produktionsserver*'],
  'o:service': ['en service services deployment deployments app apps application api website site storefront worker_pool daemonset statefulset', 'fr service* application* site', 'de dienst* anwendung* seite', 'es servicio* aplicación* sitio* página_web', 'pt serviço* aplicação* site', 'ru сервис* приложени* сайт*', 'el deployment', 'ja サービス サイト', 'zh 服务 服務 网站 網站', 'ko 서비스 디플로이먼트 사이트', 'bn ডিপ্লয়মেন্ট'],
  'o:container': ['en namespace namespaces cluster clusters environment environments stack stacks infrastructure infra resource_group subscription landing_zone', 'fr cluster* environnement*', 'de cluster umgebung*', 'es clúster* cluster* entorno*', 'pt cluster* ambiente*', 'ru кластер* окружени* неймспейс*', 'ja クラスタ 環境', 'zh 集群 環境 环境', 'ko 클러스터 네임스페이스', 'bn ক্লাস্টার', 'fa کلاستر'],
  'o:whole': ['en organization organisation organizations org orgs workspace workspaces tenant tenants company enterprise team_space wiki_space confluence_space project projects', 'fr organisation* espace* projet*', 'de organisation* arbeitsbereich* projekt*', 'es organización* espacio* proyecto*', 'pt organização* espaço* projeto*', 'ru организаци* проект*', 'ja 組織 プロジェクト ワークスペース', 'zh 组织 組織 项目 專案', 'ko 조직 프로젝트'],
  'o:repo': ['en repo repos repository repositories', 'fr dépôt* repo*', 'de repo* repositor*', 'es repo* repositorio*', 'pt repo* repositório*', 'it repo*', 'ru репозитор* репо', 'uk репозитор*', 'ja リポジトリ', 'zh 仓库 倉庫', 'ko 저장소 레포', 'tl repository', 'id repo'],
  'o:branch': ['en branch branches', 'pl gałąź gałęzie gałęzi*', 'cs větev větve větví', 'sv gren grenar', 'nl branches', 'fr branche*', 'de branch zweig*', 'es rama* branch', 'pt branch ramo*', 'ru ветк*', 'ja ブランチ', 'zh 分支', 'he branch'],
  'o:history': ['en history commit_history git_history reflog', 'de historie verlauf', 'ru истори*', 'zh 历史'],
  'o:backup': ['en backup backups snapshot snapshots point-in-time_recovery pitr recovery_points time_machine shadow_copies dumps', 'fr sauvegarde* instantané*', 'de sicherung* backup*', 'es copia*_de_seguridad respaldo* backup*', 'pt backup* cópia*', 'it backup', 'nl back-up*', 'pl kopi*_zapasow* snapshot* backup*', 'cs zálo*', 'ru бэкап* бекап* резервн*', 'uk бекап* резервн*', 'tr yedek*', 'id cadangan backup*', 'sw backups', 'ja バックアップ スナップショット', 'zh 备份 備份 快照', 'ko 백업', 'ar نسخ_احتياطي', 'he גיבוי', 'hi बैकअप', 'th สำรอง', 'fi varmuuskopi*'],
  'o:log': ['en log logs logging log_file log_files journal syslog history_file', 'fr journal journaux', 'de logs logdatei* logfile* logeintr* logdaten protokoll*', 'es registro*_de_log', 'pt logs', 'ru лог логи логов логах логам логами лог-файл* журнал*', 'tr log loglar logları günlük*', 'ja ログ', 'zh 日志 日誌 log', 'ko 로그', 'th ล็อก log'],
  'o:audit': ['pl audyt* logi_audytowe dziennik_audytu', 'cs auditní_log auditního_logu auditní_záznamy', 'tr denetim_kayıt* denetim_log*', 'sv granskningslogg*', 'nl auditlog* audit-log*', 'hu auditnapló*', 'en audit_log audit_logs audit_logging audit_trail audit_trails auditing cloudtrail access_logs security_log security_event_log event_log data_access_audit audit', 'fr journaux_d\'audit audit', 'de audit-log* audit', 'es registros_de_auditoría auditoría', 'pt auditoria', 'nl audit_logs', 'ru аудит*', 'ja 監査ログ 監査', 'zh 审计 審計', 'ko 감사_로그', 'ur آڈٹ', 'ar التدقيق', 'he audit', 'cs auditní_log* auditních_log* auditní_záznam*', 'pl logi_audytu logów_audytu', 'de auditlog* audit-log* auditprotokoll* prüfprotokoll*', 'ru журнал*_аудита логи_аудита'],
  'o:retention': ['en retention retention_period lifecycle ttl expiration message_retention', 'fr rétention', 'de aufbewahrung*', 'es retención', 'pt retenção', 'sw muda_wa_kuhifadhi kuhifadhi', 'ja 保持期間', 'zh 保留期', 'fi säilytysaika* säilytysaja*'],
  'o:secret': ['en secret secrets password passwords passwd credential credentials token tokens api_key api_keys apikey access_key access_keys private_key private_keys ssh_key ssh_keys .env env_file dotenv keychain seed_phrase mnemonic passphrase client_secret kubeconfig connection_string dsn', 'fr mot_de_passe mots_de_passe secret* identifiant* clé* jeton*', 'de passwort* kennwort* geheimnis* zugangsdaten schlüssel token', 'es contraseña* secreto* credencial* clave* llave*', 'pt senha* segredo* credencia* chave* chaves', 'it password segret* credenzial* chiav*', 'nl wachtwoord* geheim*', 'pl hasł* sekret* klucz*', 'cs hesl* tajemstv* klíč*', 'ru парол* секрет* ключ* токен*', 'uk парол* секрет* ключ*', 'el κωδικ*', 'tr şifre* parola* anahtar*', 'id kata_sandi sandi kunci', 'ja パスワード 秘密鍵 シークレット 認証情報', 'zh 密码 密碼 密钥 金鑰 凭证', 'ko 비밀번호 시크릿 키', 'ar كلمة_المرور', 'fa رمز', 'he סיסמה', 'hi पासवर्ड', 'th รหัสผ่าน', 'ar كلمة_مرور كلمات_المرور كلمات_مرور مفتاح_api رمز_الوصول'],
  'o:vault': ['en vault vaults key_vault secrets_manager password_manager', 'ja 金庫'],
  'o:key': ['en kms_key encryption_key cmk signing_key customer_managed_key', 'zh 加密密钥'],
  'o:security': ['en validation validations rate_limiting factors reset_factors mfa 2fa 2sv two-factor two_factor two-step 2-step multi-factor second_factor totp sso firewall firewalls security_group security_groups waf branch_protection protection protections required_checks status_check required_reviews encryption tls ssl rate_limit cors csp rls row_level_security security_defaults conditional_access password_policy antivirus defender gatekeeper sip selinux apparmor push_protection secret_scanning endpoint_protection edr security_agent guardrail guardrails safeguard safeguards public_access_block deletion_protection captcha pre-commit_hooks hooks verification lockout ip_allowlist allowlist pull_request_reviews required_reviewers code_owner_reviews review_requirement', 'fr authentification pare-feu protection*', 'de zwei-faktor* firewall schutz*', 'es autenticación cortafuegos protección* verificación', 'pt autenticação proteção* verificação', 'it autenticazione protezione*', 'ru двухфактор* фаервол* защит*', 'ja 二段階 二要素 ファイアウォール 保護', 'zh 双重验证 雙重驗證 两步验证 防火墙 防火牆 保护', 'ko 2단계 방화벽', 'he אימות firewall', 'th การยืนยันแบบ_2_ขั้นตอน', 'fr validation_en_deux_étapes', 'el 2fa', 'pl ochron* zabezpiecz* uwierzytelnian*', 'cs ochran* ověřování', 'uk захист* автентифікаці* двофакторн*', 'nl tweestapsverificatie tweefactor* beveiliging*', 'sv tvåfaktor* tvåstegsverifiering* brandvägg*', 'id autentikasi verifikasi firewall perlindungan', 'tr iki_adımlı iki_faktörlü doğrulama güvenlik_duvarı koruma*', 'he הדו-שלבי דו-שלבי חומת_אש', 'ar المصادقة_الثنائية التحقق_بخطوتين جدار_الحماية', 'it firewall verifica_in_due_passaggi', 'en scp scps service_control_policy service_control_policies deny_policy deny_policies permissions_boundary permission_boundary permissions_boundaries deny_rule deny_rules' /* cls-plan20b: guards that deny acts */],
  'o:privilege': ['en admin admins administrator administrators administratoraccess wheel_group owner owners superuser superusers sudo sudoers cluster-admin global_admin global_administrator role roles permission permissions full_access admin_rights privileges privilege acl acls iam_policy poweruseraccess write-all maintainer maintainers moderators billing_managers managers write_access admin_access access_rights', 'fr administrateur* propriétaire* rôle* droits', 'de administrator* eigentümer* rolle* rechte berechtigung*', 'es administrador* propietario* rol roles permisos', 'pt administrador* proprietário* papel permiss*', 'it amministrator* proprietari* ruolo permessi', 'nl beheerder* eigenaar* rol rechten', 'no owner-rollen eier* administrator*', 'ru админ* владел* рол* прав*', 'ja 管理者 オーナー 権限 ロール', 'zh 管理员 管理員 所有者 权限 權限 角色', 'ko 관리자 권한', 'ur administratoraccess'],
  'o:account': ['hu felhasználó* fiók* ügyfel* ügyfél*', 'en account accounts user users member members employee employees login logins profile mailbox mailboxes seat seats guest guests contractor contractors person people staff', 'fr compte* utilisateur* membre* employé*', 'de konto* benutzer* mitglied* mitarbeiter*', 'es cuenta* usuario* miembro* empleado*', 'pt conta contas usuário* utilizador* membro* funcionário*', 'it account utent* membr* dipendent*', 'nl account* gebruiker* medewerker*', 'pl kont* użytkownik* pracownik*', 'cs účet* uživatel* zaměstnan*', 'ru аккаунт* учетн* пользовател* сотрудник*', 'uk акаунт* користувач* співробітник*', 'el λογαριασμ* χρήστ*', 'tr hesab* hesap* kullanıcı*', 'id akun pengguna karyawan', 'tl account empleyado', 'sw akaunti', 'vi tài_khoản', 'ja アカウント ユーザー 社員', 'zh 账号 帳號 账户 帳戶 用户 用戶 员工', 'ko 계정 사용자 직원', 'ar حساب مستخدم', 'fa اکانت حساب', 'he חשבון משתמש משתמשים לקוחות', 'hi अकाउंट खाता', 'th บัญชี ผู้ใช้'],
  'o:group': ['en group groups team teams distribution_list', 'fr groupe* équipe*', 'de gruppe* team*', 'es grupo* equipo*', 'pt grupo* equipe*', 'ru групп* команд*', 'ja グループ', 'zh 群组 群組'],
  'o:channel': ['en channel channels', 'fr canal canaux', 'de kanal kanäle', 'es canal canales', 'pt canal canais', 'ru канал*', 'ja チャンネル', 'zh 频道 頻道', 'sv kanal kanalen', 'it canale canali'],
  'o:price': ['en price prices pricing coupon coupons discount discounts promo promotion plan_price subscription_price', 'fr prix remise', 'de preis preise rabatt', 'es precio precios descuento', 'pt preço preços desconto', 'ja 価格 料金', 'zh 价格 價格 折扣'],
  'o:money': ['en money payment payments payout payouts transfer transfers wire invoice invoices bill bills charge charges refund refunds salary salaries payroll wage wages compensation budget budgets subscription subscriptions balance funds bank_account iban order_total commission spend_limit spending_limit card_limit expense_limit transaction_limit per-transaction_limit', 'fr argent paiement* virement* facture* salaire* paie budget* prix abonnement*', 'de geld zahlung* überweisung* rechnung* gehalt* gehälter lohn budget* preis* abonnement*', 'es dinero pago* transferencia* factura* salario* nómina* presupuesto* precio* suscripci*', 'pt dinheiro pagamento* transferência* fatura* salário* folha* orçamento* preço* assinatura*', 'it denaro soldi pagament* bonifico fattur* stipend* budget prezz* abbonament*', 'nl geld betaling* factu* salaris* loon budget* prijs*', 'sv pengar betalning* faktur* lön löner månadslön budget* pris priser priset', 'pl pieniądz* płatnoś* przelew* faktur* pensj* wynagrodz* budżet* cena ceny', 'cs peníz* platb* faktur* plat platy platu mzd* rozpoč* cena ceny', 'ru деньг* платеж* перевод* счет* зарплат* бюджет* цен* подписк*', 'uk грош* платіж* переказ* рахун* зарплат* бюджет* цін*', 'el χρήμα* πληρωμ* μισθ* προϋπολογισμ*', 'tr para ödeme* fatura* maaş* bütçe* fiyat*', 'id uang pembayaran gaji anggaran harga', 'ms wang bayaran gaji', 'tl pera sahod bayad', 'sw pesa malipo mshahara shilingi', 'vi tiền lương bảng_lương hóa_đơn', 'ja 給与 支払い 請求書 予算 料金 送金', 'zh 工资 工資 薪水 付款 发票 發票 预算 价格 價格 余额', 'ko 급여 결제 송금 예산 가격', 'ar راتب رواتب دفعة فاتورة', 'fa حقوق پول', 'he משכורת תשלום חשבונית', 'hi वेतन पेमेंट सैलरी', 'th เงินเดือน เงิน'],
  'o:message': ['en message messages email emails e-mail mail newsletter newsletters campaign campaigns notification notifications sms text_message announcement announcements tweet tweets dm dms push_notification reply invite invitation mass_email blast', 'fr message* e-mail* mail* courriel* newsletter* campagne* notification* sms annonce*', 'de nachricht* e-mail* mail* newsletter* kampagne* benachrichtigung* sms ankündigung*', 'es mensaje* correo* e-mail* email* boletín* campaña* notificaci* sms anuncio*', 'pt mensage* e-mail* email* correio* newsletter* campanha* notifica* sms anúncio*', 'it messagg* email* mail* newsletter* campagn* notific* sms annunci*', 'nl bericht* e-mail* mail* nieuwsbrief* campagne* melding*', 'sv meddelande* mejl* e-post* nyhetsbrev*', 'da besked* e-mail* mail*', 'no melding* e-post*', 'pl wiadomoś* e-mail* mail* kampani* powiadomie*', 'cs zpráv* e-mail* mail*', 'ru сообщени* письм* рассылк* уведомлени* смс', 'uk повідомлен* лист* розсилк*', 'el μήνυμα* email', 'tr mesaj* e-posta* bildirim* duyuru*', 'id pesan email sms notifikasi', 'ms mesej e-mel', 'tl mensahe sms email', 'sw ujumbe barua_pepe', 'vi tin_nhắn email thư', 'ja メール メッセージ 通知 お知らせ', 'zh 邮件 郵件 消息 訊息 通知 短信', 'ko 메일 메시지 문자 공지', 'ar رسالة رسائل بريد', 'fa پیام ایمیل', 'he הודעה מייל', 'hi मैसेज ईमेल संदेश', 'th ข้อความ อีเมล'],
  'o:device': ['en device devices laptop laptops phone phones iphone iphones mobile computer computers workstation macbook macbooks disk disks hard_drive ssd partition partitions managed_devices endpoint endpoints system_drive', 'fr appareil* ordinateur* téléphone* disque*', 'de gerät* laptop* handy* telefon* festplatt*', 'es dispositivo* portátil* teléfono* móvil* disco discos', 'pt dispositivo* notebook* telefone* celular* disco discos', 'it dispositiv* portatil* telefon* dischi', 'ru устройств* ноутбук* телефон* диск*', 'cs zařízení telefon*', 'el λάπτοπ laptop συσκευ*', 'ja 端末 デバイス ノートpc ディスク', 'zh 设备 設備 电脑 電腦 手机 手機 磁盘 硬盘', 'ko 기기 노트북 디스크'],
  'o:config': ['en config configuration configurations setting settings env_var env_vars environment_variable environment_variables flag flags feature_flag feature_flags parameter parameters variable variables configmap', 'fr configuration* paramètre*', 'de konfiguration* einstellung*', 'es configuración* ajuste*', 'pt configuraç* definiç*', 'ru настройк* конфиг*', 'ja 設定', 'zh 配置 设置', 'pl konfiguracj* ustawie*'],
  'o:dns': ['en dns a_record mx_record cname nameserver nameservers dns_record dns_records', 'ja dns', 'zh dns 域名'],
  'o:package': ['en package packages crate crates gem gems library libraries sdk module_version published_package', 'fr paquet* paquet', 'de paket*', 'es paquete*', 'pt pacote*', 'ru пакет*', 'ja パッケージ', 'zh 软件包'],
  'o:release': ['en release releases version versions', 'fr version* release*', 'de version* release*', 'es versión* release*', 'pt versão versões release*', 'ru верси* релиз*', 'ja リリース バージョン', 'zh 版本 发布'],
  'o:job': ['en job jobs cron crons cron_job cronjob crontab crontabs crontab_line crontab_entry cron_entry cron_line scheduled_task scheduled_tasks timer timers dag dags workflow workflows automation automations zap zaps', 'fr tâche_planifiée', 'de cronjob geplante_aufgabe', 'es tarea_programada', 'ru задани* крон*', 'ja ジョブ', 'zh 定时任务 任务', 'bn ক্রন'],
  'o:pii': ['en personal_data customer_data user_data pii ssn ssns social_security salaries salary_data health_data medical patient patients diagnosis diagnoses date_of_birth dob home_address home_addresses passport passports credit_card card_numbers phone_numbers email_addresses employee_data census customer_list customer_records customer_emails', 'fr données_personnelles données_clients salaires patients', 'de personenbezogene_daten kundendaten gehälter patient* diagnos*', 'es datos_personales datos_de_clientes salarios pacientes diagnóstico*', 'pt dados_pessoais dados_de_clientes salários pacientes', 'it dati_personali pazienti', 'pl pacjent* diagnoz* dane_osobowe pensje', 'ru персональн* пациент* диагноз*', 'ja 個人情報 顧客データ 給与 患者', 'zh 个人信息 個人資料 客户数据 工资 病历 身份证 身份證 身份证号 手机号 住址', 'ko 개인정보 급여', 'hi medical मेडिकल', 'th เงินเดือนพนักงาน', 'ar بيانات_شخصية', 'nl klantenlijst* klantgegevens', 'de kundenliste*', 'fr liste_des_clients liste_de_clients fichier_client* export_clients export_des_clients base_clients', 'es lista_de_clientes', 'pt lista_de_clientes', 'it lista_clienti elenco_clienti', 'sv kundlista* kunddata', 'da kundeliste* lønsedl* lønseddel', 'no kundeliste* lønnsslipp*', 'pl lista_klientów dane_klientów', 'ru список_клиентов данные_клиентов', 'es datos_de_los_clientes facturas_de_clientes nóminas', 'pt dados_dos_clientes holerites contracheques', 'fr fiches_de_paie bulletins_de_paie données_des_clients', 'ru базу_клиентов базы_клиентов клиентскую_базу', 'uk базу_клієнтів дані_клієнтів', 'it dati_dei_clienti buste_paga', 'de gehaltsabrechnung*', ...compoundEntries()],
  'o:hook': ['en webhook webhooks integration integrations oauth_app connected_app app_password', 'ja webhook'],
  'o:ci': ['en ci ci_check ci_pipeline github_actions pipeline pipelines test_job build_job workflow_file required_check status_checks', 'fr pipeline', 'de pipeline', 'ja パイプライン', 'zh 流水线'],
  'o:port': ['en port ports ssh_port', 'fr port', 'de port', 'es puerto', 'pt porta', 'ru порт', 'ja ポート', 'zh 端口'],
  'o:space': ['en space disk_space storage_space room', 'fr espace place', 'de platz speicherplatz', 'es espacio', 'pt espaço', 'id space space-nya ruang ruang_disk', 'ms ruang ruang_disk', 'hu helyet hely', 'ru место', 'ja 容量 空き', 'zh 空间 空間'],
  'o:dashboard': ['en dashboard console portal admin_console report_page reports_page', 'fr tableau_de_bord', 'de dashboard', 'es panel', 'pt painel', 'el dashboard', 'sw portal ukurasa_wa_ripoti', 'ja 管理画面', 'zh 控制台 后台'],
  'o:docs': ['en documentation docs_page developer_guide guide manual runbook tutorial article knowledge_base rfc api_reference reference_page', 'fr documentation guide', 'de dokumentation anleitung', 'es documentación guía', 'pt documentação guia', 'it documentazione guida', 'nl documentatie', 'ro documentația documentație', 'pl dokumentacj*', 'ru документаци*', 'ja ドキュメント マニュアル', 'zh 文档说明 官方文档'],
};

// ------------------------------------------------------------------ modifiers and markers

const MODS: Lexicon = {
  'm:all': [
    'en all every everything entire whole everyone everybody all_of complete entirely completely',
    'fr tous toutes tout toute entier entière entièrement complètement',
    'de alle alles gesamt* ganz* komplett* sämtlich*',
    'es todo todos toda todas entero entera completo completa',
    'pt todo todos toda todas inteiro inteira completo completa',
    'it tutto tutti tutta tutte intero intera completo',
    'nl alle alles volledig* hele geheel',
    'sv alla allt hela',
    'da alle alt hele',
    'no alle alt hele',
    'fi kaikki kaiken koko',
    'pl wszystk* cał*',
    'cs všechn* všech* vše celý celá celé celou',
    'ru все всё всех вся весь целиком полностью',
    'uk всі все всіх увесь цілком повністю',
    'el όλα όλες όλους ολόκληρ*',
    'hu összes minden egész teljes*',
    'ro toate toți tot întreg*',
    'tr tüm tümü bütün hepsi hepsini tamamen',
    'id semua seluruh',
    'ms semua seluruh',
    'tl lahat buong',
    'sw wote yote zote kila',
    'vi tất_cả toàn_bộ cả',
    'ja 全部 全て すべて 全体 全員 一括 全社',
    'ko 모든 전체 전부 모두',
    'zh 所有 全部 全体 全體 整个 整個',
    'ar كل جميع',
    'fa همه تمام کل',
    'ur تمام سب',
    'he כל כולם',
    'hi सारे सभी पूरी पूरे सब',
    'bn সব সমস্ত',
    'th ทั้งหมด ทั้ง ทุก',
  ],
  'm:one': ['en one single a_single just_one only_one one_named', 'fr seul seule unique', 'de einzig* einzeln*', 'es solo único única', 'pt único única', 'it singol* unico', 'nl enkele', 'pl jeden jedn*', 'ru один одну одного одна', 'uk один одну', 'tr tek', 'id satu', 'ms satu', 'sw moja', 'ja 一つ 1件 一件', 'zh 一个 一條 一条 一件', 'ko 하나 한'],
  'm:some': ['en some several few a_few batch bulk in_bulk many multiple older_than stale inactive unused expired matching filtered hundreds thousands dozens', 'fr plusieurs vieux anciens anciennes', 'de mehrere alte älter', 'es varios varias antiguos antiguas', 'pt vários várias antigos', 'ru несколько старш* старые', 'uk старші', 'ja 古い', 'zh 旧的 舊的', 'tr toplu', 'no gamle eldre', 'sv gamla äldre', 'da gamle ældre', 'ja まとめて 一括 複数 以上前 以前の', 'zh 批量 多个 多條 多条 以前的', 'ko 일괄 여러 이전의', 'es en_lote varios_de', 'de stapelweise mehrere', 'ru пачкой массово'],
  'm:new': ['en new brand-new just_added added_recently newly recently_added unknown unverified new_payee new_recipient new_account new_bank', 'fr nouveau nouvelle nouvel', 'de neu neue neuen neues', 'es nuevo nueva', 'pt novo nova', 'it nuovo nuova', 'nl nieuw*', 'sv ny nya', 'pl nowy nowa nowe', 'cs nový nová', 'ru новый новая новую новом', 'uk новий нову', 'el νέο νέα', 'tr yeni', 'id baru', 'ms baru', 'tl bago', 'sw mpya', 'vi mới', 'ja 新しい 新規', 'zh 新的 新账户 新賬戶 新收款', 'ko 새', 'ar جديد', 'he חדש', 'hi नया नए'],
  'm:link': ['en anyone_with_the_link link-only link_sharing shareable_link public_link', 'fr toute_personne_disposant_du_lien', 'de jeder_mit_dem_link', 'es cualquier_persona_con_el_enlace'],
  'm:public': ['en public publicly anyone any_ip all_ips everyone_on_the_internet whole_internet entire_internet world-readable world_readable the_internet 0.0.0.0/0 allusers open_to_the_world whole_world public-read public_repo --public', 'fr public publique publiquement', 'de öffentlich*', 'es público pública públicamente', 'pt público pública publicamente', 'it pubblic*', 'nl openbaar publiek*', 'pl publiczn* cały_świat całego_świata', 'cs veřejn* celý_svět', 'de ganze_welt für_alle', 'es todo_el_mundo', 'fr monde_entier', 'sv hela_världen', 'nl hele_wereld', 'tr tüm_dünyaya', 'ru публичн* открыт*_доступ', 'uk публічн*', 'el δημόσι*', 'tr herkese_açık', 'id publik', 'ja 誰でも', 'zh 公开 公開 任何人 所有ip 任意ip 全网', 'ko 공개', 'ar عام عامة', 'he ציבורי', 'hi पब्लिक सार्वजनिक', 'th สาธารณะ ใครก็'],
  'm:external': ['en external third-party third_party third_parties outside outside_the_company vendor\'s partner\'s partners\' supplier\'s supplier client\'s regulator regulator\'s auditor auditor\'s external_portal personal_account personal_gmail chatgpt openai ai_service pastebin termbin gist gists stack_overflow forum reddit discord_server gmail.com outlook.com hotmail yahoo icloud dropbox.com personal_drive home_email wetransfer personal_address personal_email personal_e-mail personal_inbox personal_mailbox personal_proton protonmail private_email private_address', 'fr externe tiers perso personnel personnelle', 'de extern* privat privaten privates private privater privatem', 'nl extern* privé* persoonlijk* mijn_eigen', 'sv extern* privat* personlig* min_egen mitt_eget', 'da ekstern* privat* personlig* min_egen', 'no ekstern* privat* personlig* min_egen', 'es externo externa personal', 'pt externo externa pessoal particular', 'pl prywatn* zewnętrzn*', 'ru внешн* личн*', 'hi chatgpt', 'ja 外部 個人', 'zh 外部 个人', 'ar خارجي الخارجي خارجية الخارجية', 'he חיצוני חיצונית'],
  'm:self': ['en myself to_me to_myself my_own_address own_address my_own test_email_to_my self', 'fr moi-même', 'de mir_selbst', 'es a_mí_mismo'],
  'm:test': ['en test_mode test-mode testmode sk_test test_clock test_card test_customer squareupsandbox sandbox_payment sandbox_mode', 'fr mode_test', 'de testmodus'],
  'm:mass': ['en everyone_on_the_mailing_list everyone_on_the_list the_whole_mailing_list the_entire_mailing_list all_recipients all_contacts every_subscriber all-customers all_our_customers all_of_our_customers every_single_customer the_whole_customer_base our_entire_customer_base entire_user_base whole_user_base', 'cs všem_zákazníkům všichni_zákazníci všem_uživatelům všem_klientům', 'pl wszystkim_klientom wszystkich_klientów wszyscy_klienci wszystkim_użytkownikom', 'ru всем_клиентам всех_клиентов все_клиенты всем_пользователям всех_пользователей', 'uk всім_клієнтам усім_клієнтам всіх_клієнтів всім_користувачам', 'it tutti_i_clienti a_tutti_i_clienti tutti_gli_utenti', 'nl alle_klanten alle_gebruikers', 'sv alla_kunder alla_användare', 'da alle_kunder alle_brugere', 'no alle_kunder alle_brukere', 'fi kaikille_asiakkaille kaikki_asiakkaat', 'tr tüm_müşterilere tüm_müşteriler bütün_müşterilere tüm_kullanıcılara', 'id semua_pelanggan seluruh_pelanggan semua_pengguna', 'vi tất_cả_khách_hàng', 'ko 모든_고객 전체_고객', 'ar جميع_العملاء كل_العملاء', 'he כל_הלקוחות', 'hi सभी_ग्राहकों सभी_ग्राहक', 'el όλους_τους_πελάτες', 'hu összes_ügyfél* minden_ügyfél*', 'ro toți_clienții tuturor_clienților', 'es todos_los_usuarios a_todos_los_clientes', 'pt todos_os_usuários a_todos_os_clientes', 'de alle_nutzer allen_nutzern alle_benutzer', 'fr tous_les_utilisateurs à_tous_les_clients', 'en all_customers every_customer all_users every_user all_subscribers all_employees whole_company entire_company @channel @everyone @here @all all-hands newsletter mailing_list company-wide companywide org-wide tenant-wide all_members every_employee all_active_users', 'fr tous_les_clients tous_nos_clients', 'de alle_kunden allen_kunden', 'es todos_los_clientes todos_nuestros_clientes', 'pt todos_os_clientes', 'ja 全顧客 全社員 全員', 'zh 全体客户 全體客戶 所有客户', 'tl lahat_ng_customers'],
  'm:team': ['en team colleague colleagues coworker coworkers teammate teammates manager my_boss', 'fr collègue* équipe', 'de kolleg* team', 'es compañer* colega* equipo', 'pt colega* equipe', 'it collega colleghi', 'ru коллег*', 'da teamets'],
  'm:permanent': ['en permanent permanently irreversib* for_good hard_delete hard-delete without_backup no_backup unrecoverable', 'fr définitivement', 'de endgültig* dauerhaft*', 'es permanentemente definitivamente', 'pt permanentemente definitivamente', 'ru навсегда безвозвратно', 'ja 完全に 完全削除', 'zh 永久 彻底 徹底'],
  'm:force': ['en force forced forcibly --force -f force-push force-pushes force-pushing force-pushed force_push'],
  'm:old': ['en old older stale expired outdated legacy obsolete unused retired', 'fr vieux ancien* obsolète*', 'de alt* veraltet*', 'es antigu* viej* obsolet*', 'pt antig* velh*', 'it vecch*', 'ru стар*', 'tr eski', 'ja 古い', 'zh 旧 舊 老的'],
  'm:pushed': ['en already_pushed pushed_to it\'s_all_pushed all_pushed is_pushed backed_up archived_there has_a_backup committed_and_pushed on_github', 'de gepusht', 'fr poussé'],
  'm:uncommitted': ['en uncommitted not_committed haven\'t_committed unpushed local_changes work_in_progress weeks_of_work unsaved'],
  'm:root': ['en as_root root sudo', 'fr en_root', 'de als_root', 'tr root_olarak'],
  'm:remains': ['en newer_ones_remain retained still_have other_backups newest_kept keep_the_latest automated_snapshots_retained remain'],
  'm:live': ['en live live_mode livemode sk_live_', 'de live', 'fr en_direct'],
  'm:narrow': ['en one_ip /32 my_ip single_ip internal_subnet subnet vpn_range office_ip'],
  'm:colleague': ['en colleague coworker one_colleague a_colleague', 'es a_marta', 'fr collègue'],
};

const MARKERS: Lexicon = {
  'n:neg': [
    'en not don\'t dont do_not doesn\'t won\'t never no nothing without none isn\'t aren\'t shouldn\'t mustn\'t nor',
    'fr ne n\'* pas rien sans jamais aucun aucune',
    'de nicht nichts ohne kein keine keinen nie niemals',
    'es no nada sin nunca ningún ninguna',
    'pt não nada sem nunca nenhum nenhuma',
    'it non niente nulla senza mai nessun*',
    'nl niet niets zonder geen nooit',
    'sv inte inget inga utan aldrig',
    'da ikke intet ingen uden aldrig',
    'no ikke ingenting ingen uten aldri',
    'fi ei älä mitään ilman',
    'pl nie nic bez nigdy żadn*',
    'cs ne nic bez nikdy žádn* nemazat nespouštět neměnit',
    'ru не ничего без никогда',
    'uk не нічого без ніколи',
    'el μην δεν χωρίς τίποτα',
    'hu ne nem semmit nélkül soha',
    'ro nu nimic fără niciodată',
    'tr değil hiçbir olmadan hiç',
    'id jangan tidak tanpa tak belum',
    'ms jangan tidak tanpa tak',
    'tl huwag hindi wala',
    'sw usi si bila hapana',
    'vi không đừng chưa',
    'ja しない しません ないで 押しません せず なし 禁止',
    'ko 않 말고 안 하지',
    'zh 不 别 別 没 沒 勿',
    'ar لا لن بدون دون',
    'fa نکن نه بدون هیچ',
    'ur نہ نہیں بغیر',
    'he לא אל בלי ללא',
    'hi नहीं मत बिना',
    'bn না ছাড়া',
    'th ไม่ ห้าม',
  ],
  'n:noask': [
    'en never_mention don\'t_mention do_not_mention never_tell_the_user never_report don\'t_report without_mentioning without_telling keep_it_quiet keep_it_from_the_user hide_it hide_this don\'t_bring_it_up nobody_is_asked no_one_is_asked nobody_gets_asked without_telling_the_user don\'t_mention_it don\'t_tell_the_user hide_it_from_the_user don\'t_ask dont_ask do_not_ask without_asking no_need_to_ask no_need_to_check pre-approved preapproved pre-authorized pre-authorised already_approved don\'t_stop_to_ask without_confirmation skip_confirmation no_confirmation standing_approval standing_approvals auto-approve always_allowed blanket_approval don\'t_check_with_me without_checking_with_me no_need_to_confirm never_ask don\'t_check_back don\'t_ask_first don\'t_ask_for_confirmation do_not_ask_for_confirmation without_asking_for_confirmation are_pre-approved is_pre-approved never_need_confirmation never_needs_confirmation never_need_my_confirmation never_needs_my_confirmation never_need_approval never_needs_approval no_approval_needed don\'t_need_confirmation don\'t_need_my_confirmation doesn\'t_need_confirmation without_approval without_my_approval use_it_freely don\'t_mention_it don\'t_tell_the_user',
    'fr sans_demander pré-approuvé sans_confirmation',
    'de ohne_nachzufragen ohne_rückfrage vorab_genehmigt ohne_zu_fragen',
    'es sin_preguntar preaprobad* sin_confirmación',
    'pt sem_perguntar pré-aprovad* sem_confirmação',
    'tr bana_sorma sormadan önceden_onaylı',
    'ja 確認不要 聞かずに',
    'zh 不用问 不用確認 不用确认 无需确认',
  ],
  // Permission given in a standing instruction (a memory note): what it covers is pre-approved.
  'n:permit': ['en approved_all_future approves_all_future approved_in_advance approved_ahead_of_time standing_permission blanket_permission it\'s_fine_to it\'s_ok_to it\'s_okay_to is_fine_to is_ok_to you_may you_can_always feel_free_to you\'re_allowed_to are_allowed_to is_allowed_to go_ahead_and whenever_you_want', 'de du_darfst darfst_immer', 'fr tu_peux_toujours tu_as_le_droit', 'es puedes_siempre tienes_permiso', 'pt pode_sempre'],
  'n:mention': ['en documentation docs developer_guide the_guide manual runbook tutorial article knowledge_base question stack_overflow_question how_to difference what_happens reference', 'fr documentation', 'de dokumentation', 'es documentación', 'pt documentação', 'ro documentația', 'pl dokumentacj*', 'ru документаци*', 'ja ドキュメント'],
  'n:only': ['en only just view_only read-only readonly merely', 'fr seulement uniquement juste', 'de nur', 'es solo sólo solamente', 'pt só somente apenas', 'it solo soltanto', 'nl alleen', 'sv bara endast', 'da kun', 'no bare kun', 'fi vain pelkästään', 'pl tylko', 'cs jen pouze', 'ru только', 'uk тільки лише', 'el μόνο', 'hu csak', 'ro doar numai', 'tr sadece yalnızca', 'id hanya saja', 'sw tu', 'ja だけ のみ', 'zh 只 仅 僅', 'ko 만', 'he רק', 'hi सिर्फ केवल', 'th อย่างเดียว เท่านั้น'],
  // Only words that ask "when?" and never mean "when X, do Y" (those would hide the step after them).
  'n:when': ['de wann', 'es cuándo', 'da hvornår', 'tr ne_zaman'],
  'n:whether': ['en whether if is_there are_there which_users which that_the', 'fr si', 'de ob welche welcher welches', 'es si', 'pt se', 'ru ли', 'he אילו', 'ja かどうか', 'zh 是否 有没有', 'hi किन कौन', 'pl kto czy', 'cs kdo zda', 'ru кто', 'uk хто чи', 'de wer', 'es quién', 'pt quem', 'it chi', 'nl wie', 'sv vem', 'tr kim', 'pl które który która jakie', 'cs které který která jaké', 'ru какие какой', 'uk які який', 'es cuáles', 'fr quels quelles lesquels lesquelles', 'it quali quale', 'pt quais', 'nl welke', 'sv vilka vilken', 'da hvilke hvilken', 'no hvilke hvilken', 'tr hangi', 'id mana'],
  'n:purpose': ['en so_that so_i_can to_see in_order_to to_check to_find to_figure', 'fr pour_voir', 'de um_zu damit', 'es para_ver para', 'pt para_ver para'],
  // Light verbs that grant when what is given is a right, a role or access ("give X Owner rights", "make X an admin").
  'n:bestow': ['en give gives giving gave hand_over hand hands handing handed' /* cls-en16: hand */, 'fr donne donner donnez donnons', 'de gib gebe geben gibst', 'es da doy dar dale dales', 'pt dá dou dar', 'it dai do dare diamo', 'nl geef geven', 'sv ge ger', 'da giv giver', 'no gi gir', 'fi anna annan antaa', 'pl daj dam dać nadam', 'cs dej dám dát', 'ru дай даю дать выдай выдам', 'uk дай даю дати', 'hu adok adj', 'ro dau', 'tr ver veriyorum veririm', 'id beri berikan kasih', 'ms beri berikan', 'vi cấp trao', 'ja 与え', 'zh 给 給', 'ko 주'],
  'n:names': ['en names_only name_only only_names only_the_names no_values without_values not_the_values metadata_only key_names secret_names', 'de nur_namen', 'fr noms_seulement', 'es solo_nombres'],
  'n:and': ['en and then also afterwards next', 'fr et puis ensuite', 'de und dann danach anschließend', 'es y luego después', 'pt e depois então', 'it e poi quindi', 'nl en dan daarna', 'sv och sedan sen', 'da og derefter så', 'no og deretter så', 'fi ja sitten', 'pl i_potem następnie', 'cs a_pak potom', 'ru и потом затем', 'uk і_потім потім', 'el και μετά', 'hu és majd aztán', 'ro și apoi', 'tr ve sonra ardından', 'id dan lalu kemudian', 'ms dan lepas', 'tl at tapos', 'sw na kisha', 'vi và rồi sau_đó', 'ja それから', 'ko 그리고', 'zh 然后 並且 并且', 'ar ثم', 'fa بعد', 'ur پھر', 'he ואז', 'hi फिर', 'bn তারপর', 'th แล้ว'],
  'n:scheduled': ['en every_night nightly every_day daily every_hour hourly at_3am cron every_morning weekly', 'bn প্রতি_রাত', 'ja 毎晩 毎日', 'zh 每天 每晚'],
};

// ------------------------------------------------------------------ cls-prose5: general words per class in the
// languages that were thin (checked class by class against es … hu; forms people write to an agent: imperative,
// infinitive, future/"I'll", polite). Kept in one block so merges with other branches stay easy.

const MORE: Lexicon = {
  'v:delete': ['sk vymaž* zmaž* odstráň* odstrán* vymaza* zmaza* vymažem zmažem',
    'tr silece* silmek silelim silinsin sildim sildik silsene silerim siliniz silmeni silmemiz siliver*',
    'hu törlöd törölje töröljük töröld',
    'vi xóa_hết xoá_hết',
    'ar بحذف سأحذف سنحذف'],
  // Indonesian and Malay verbs with the me- prefix; Greek future stems.
  'v:empty': ['sk vyprázdn* vyčisti*', 'ro golește golim', 'hu kiürítem ürítsd', 'id mengosongkan dikosongkan', 'el αδειάσ*'],
  'v:disable': ['sk vypni vypnúť vypnem vypneme deaktivuj* zakáž*', 'ro oprește opriți', 'fi poistan_käytöstä poistetaan_käytöstä', 'he אבטל נבטל תבטל', 'hu kapcsol*_ki', 'id mematikan menonaktifkan dimatikan', 'ms mematikan'],
  'v:grant': ['sk udeľ* prideľ*', 'id berikan_akses beri_akses jadikan_admin', 'ms berikan_akses beri_akses', 'fi myönnä* myönnän myönnetään',
    'el παραχώρησ* παραχωρ*', 'ro acordă acorda* oferă_acces dă_acces', 'hu jogosultságot_ad* adj_hozzáférést hozzáférést_ad*',
    'hi एक्सेस_दे', 'fa دسترسی_بده', 'tr yetkisi_ver* yetkisini_ver* yönetici_yap*'],
  'v:share': ['sk zdieľa* zdieľaj*', 'bn শেয়ার'],
  'v:send': ['sk pošli pošlem poslať odošli odošlem', 'tr gönderece* gönderelim', 'id mengirim mengirimkan dikirim', 'ms menghantar hantar', 'zh 发到 發到 发给 發給', 'ja 送ります 送って 送る'],
  'v:pay': ['sk zaplať* plať* preveď* preveďte', 'vi chuyển', 'hu átutal*', 'ro virează virați', 'id membayar mentransfer', 'ms membayar'],
  'v:refund': ['cs vrať_peníze vrátit_peníze refundac* refundovat refunduj*', 'sk vráť_peniaze refunduj*', 'uk поверн*_кошти поверн*_гроші повернення_коштів',
    'ar استرداد استرجاع_المبلغ أعد_المبلغ', 'he החזר_כספי החזרים_כספיים זיכוי', 'fa بازپرداخت استرداد', 'hi रिफंड धनवापसी', 'bn রিফান্ড',
    'id kembalikan_dana pengembalian_dana refund', 'ms pulangkan_wang bayaran_balik', 'vi hoàn_tiền', 'no refunder* tilbakebetal*',
    'da refunder* tilbagebetal*', 'fi hyvitä* hyvityk* palauta_rahat', 'el επιστροφή_χρημάτων επέστρεψε_τα_χρήματα', 'ro rambursea* rambursa*', 'hu visszatérít*'],
  'v:publish': ['cs publikuj* zveřejn*', 'sk publikuj* zverejn*', 'uk опублікуй* опублікува* публікуй*', 'he פרסם לפרסם תפרסם אפרסם', 'fa منتشر_کن منتشر_می‌کنم انتشار',
    'hi पब्लिश प्रकाशित_कर', 'bn পাবলিশ প্রকাশ_কর', 'id terbitkan publikasikan', 'ms terbitkan', 'vi xuất_bản công_bố', 'no publiser*', 'da udgiv* publicer*',
    'fi julkaise* julkaisen julkaistaan', 'el δημοσίευσ* δημοσιεύ*', 'ro publică publicați publicăm', 'hu közzétesz* tedd_közzé publikál*', 'id menerbitkan mempublikasikan'],
  'v:deploy': ['nl uitrol* rol*_uit', 'sv driftsätt* deploya* rulla_ut', 'no rull*_ut', 'da udrul*', 'fi deployaa* deployaan', 'hu deployol* élesít*',
    'ro implementează deployez*', 'ru разверн* развёртыва* развертыва*', 'nl zet*_live breng*_live', 'el ανάπτυξη_στην_παραγωγή', 'fa دیپلوی', 'hi डिप्लॉय डिप्लॉई', 'bn ডিপ্লয়', 'ms deploy*'],
  'v:revoke': ['cs odvolej* odvolat odeber*_přístup zruš_přístup', 'sk odvolaj* odober*_prístup zruš_prístup', 'uk відклич* відкликати відкликаю', 'ar ألغ_الوصول إلغاء_الوصول اسحب_الصلاحيات إلغاء_الصلاحيات',
    'he שלול לשלול בטל_את_ההרשאות', 'fa لغو_دسترسی', 'id cabut* mencabut', 'ms tarik_balik', 'vi thu_hồi', 'th เพิกถอน', 'ko 회수 철회',
    'sv återkalla* dra_tillbaka', 'no tilbakekall*', 'da tilbagekald*', 'fi mitätöi* peruuta*', 'el ανάκλησ* ανακάλεσ*', 'ro revocă revoca*', 'hu visszavon*'],
  'v:reset': ['it reimposta* resetta*', 'nl reset* opnieuw_instellen', 'pl zresetuj* resetuj*', 'cs resetuj* resetovat', 'sk resetuj* resetovať', 'uk скинь* скинут*',
    'tr sıfırla*', 'ar أعد_تعيين إعادة_تعيين', 'he אפס לאפס איפוס', 'fa ریست بازنشانی', 'hi रीसेट', 'bn রিসেট', 'id atur_ulang setel_ulang', 'ms tetapkan_semula set_semula',
    'vi đặt_lại', 'th รีเซ็ต', 'ko 리셋', 'sv återställ* nollställ*', 'no tilbakestill* nullstill*', 'da nulstil*', 'fi nollaa* nollaan', 'el επαναφορ* επανέφερ*',
    'ro resetea* resetează', 'hu visszaállít* alaphelyzetbe*', 'id mereset mengatur_ulang'],
  'v:overwrite': ['sk prepíš* prepísať', 'fi ylikirjoit*', 'ro suprascri*', 'hu felülír*', 'vi ghi_đè', 'th เขียนทับ', 'fa بازنویسی'],
  'o:repo': ['nl repository repo*', 'pl repozytori*', 'cs repozitář*', 'sk repozitár*', 'tr depoyu deposunu repo*', 'ar مستودع المستودع', 'he מאגר_הקוד ריפו', 'fa مخزن ریپو', 'hi रिपॉजिटरी रेपो', 'bn রিপোজিটরি', 'vi kho_mã', 'th รีโพ', 'sv förråd* repo*', 'no repo*', 'da repo*', 'fi repo* repositori*', 'el αποθετήρι*', 'ro depozit* repo*', 'hu repó* tároló*'],
  'o:bucket': ['es bucket* contenedor_de_s3', 'pt bucket*', 'de bucket*', 'it bucket*', 'ru бакет* бакета', 'uk бакет*', 'ko 버킷', 'tr bucket*'],
  'o:log': ['it log registri', 'nl logs logbestand*', 'pl logi logów', 'cs logy logů', 'sk logy', 'uk логи логів журнал*', 'ar سجلات السجلات', 'he לוגים יומנים', 'fa لاگ', 'hi लॉग', 'bn লগ', 'id log', 'vi nhật_ký', 'sv loggar loggarna', 'no logger loggene', 'da logs logfiler', 'fi lokit lokeja lokitiedosto*', 'el αρχεία_καταγραφής', 'ro jurnale* loguri*', 'hu naplók* naplót naplóbejegyzés*'],
  'o:audit': ['ar سجلات_التدقيق', 'he יומני_ביקורת', 'fi auditointiloki* tarkastusloki*', 'ro jurnal*_de_audit', 'el αρχεία_ελέγχου'],
  'o:backup': ['sk záloh*', 'fa پشتیبان بکاپ', 'bn ব্যাকআপ', 'ms sandaran', 'vi sao_lưu bản_sao_lưu', 'sv säkerhetskopi*', 'no sikkerhetskopi*', 'da sikkerhedskopi*', 'el αντίγραφ*_ασφαλείας', 'ro backup* copii_de_rezervă', 'hu biztonsági_mentés* mentések*'],
  'o:secret': ['sk heslo heslá hesiel tajomstv*', 'bn পাসওয়ার্ড', 'ms kata_laluan', 'vi mật_khẩu khóa_api', 'sv lösenord* hemlighet*', 'no passord* hemmelighet*', 'da adgangskode* hemmelighed*', 'fi salasana* salaisuu*', 'ro parol* secrete*', 'hu jelszav* jelszó* titk*', 'fa رمز_عبور کلید_api', 'hi पासवर्ड'],
  'o:account': ['sk účet účty účtov používateľ* zákazník*', 'bn ব্যবহারকারী অ্যাকাউন্ট', 'ms akaun pengguna', 'sv konto* användare', 'no konto* brukere brukerne', 'da konto* brugere brugerne', 'fi tili* käyttäj*', 'ro cont contul conturi conturile contului utilizator*'],
  'o:money': ['sk peniaz* platb* faktúr* mzd* výplat*', 'bn টাকা বেতন পেমেন্ট', 'no penger betaling* faktura* lønn*', 'da penge betaling* faktura* løn*', 'fi raha* maksu* lasku* palk*', 'ro bani plată plăți plata factur* salari*', 'hu pénz* fizetés* számla* számlák*'],
  'o:message': ['sk správ* e-mail*', 'bn মেসেজ ইমেইল বার্তা', 'fi viesti* sähköposti*', 'ro mesaj* e-mail*', 'hu üzenet* e-mail*'],
  // Compound nouns ending in "table" (Kundentabelle, klantentabel, kundtabellen, asiakastaulun): the matcher starts at word starts.
  'o:table': ['sk tabuľk*', 'fa جدول', 'hi टेबल तालिका', 'ms jadual', 'vi bảng', 'no tabell*', 'da tabel*', 'ro tabel*', 'de kundentabelle* benutzertabelle* nutzertabelle* bestelltabelle* auftragstabelle* rechnungstabelle* produkttabelle* usertabelle*', 'nl klantentabel* gebruikerstabel* bestellingentabel* ordertabel*', 'sv kundtabell* användartabell* ordertabell*', 'no kundetabell* brukertabell* ordretabell*', 'da kundetabel* brugertabel* ordretabel*', 'fi asiakastaulu* käyttäjätaulu* tilaustaulu*'],
  'o:database': ['fi tuotantotietokan* testitietokan* asiakastietokan*', 'sk databáz*', 'ms pangkalan_data', 'vi cơ_sở_dữ_liệu', 'ro baz*_de_date'],
  'm:all': ['sk všetk* celý celá celé celú', 'ko 전원'],
  'o:whole': ['es espacio_de_trabajo', 'pt espaço_de_trabalho', 'it area_di_lavoro organizzazione progetto', 'nl organisatie werkruimte project', 'pl organizacj* projekt* obszar_roboczy', 'cs organizac* pracovní_prostor* projekt*', 'sk organizáci* projekt*', 'uk організаці* проєкт* проект*', 'tr organizasyon* çalışma_alanı proje*', 'sv organisation* arbetsyta* projekt*', 'no organisasjon* arbeidsområde* prosjekt*', 'da organisation* arbejdsområde* projekt*', 'fi organisaatio* työtila* projekti*', 'el οργανισμ* έργο', 'ro organizați* proiect*', 'hu szervezet* munkaterület* projekt*', 'id organisasi ruang_kerja proyek', 'vi tổ_chức dự_án không_gian_làm_việc', 'ar المنظمة مساحة_العمل المشروع', 'he הארגון סביבת_העבודה הפרויקט', 'hi संगठन प्रोजेक्ट', 'th องค์กร โปรเจกต์'],
  'm:new': ['sk nový nová nové nového novú', 'no ny nye nytt', 'da ny nye nyt', 'fi uusi uuden uudelle uuteen uutta uusille', 'ro nou nouă noul noua', 'hu új újonnan', 'th ใหม่', 'fa جدید', 'bn নতুন', 'zh 新供应商 新供應商 新账号 新帳號 新的账户 新的帳戶'],
  'm:public': ['sk verejn*', 'vi công_khai', 'no offentlig*', 'da offentlig*', 'fi julkinen julkiseksi julkisesti julkisen', 'ro publică', 'hu nyilvános*', 'ms awam', 'bn পাবলিক'],
  // Only "personal" joined to an account or mailbox: "personal data" is the data, not where it goes.
  'm:external': ['it esterno esterna esterni account_personale email_personale', 'cs externí soukrom* osobní_účet osobní_e-mail', 'sk externý externá súkromn* osobný_účet', 'uk зовнішн* особистий_акаунт особисту_пошту', 'tr harici kişisel_hesab* kişisel_e-posta*', 'id eksternal email_pribadi akun_pribadi', 'ms luaran e-mel_peribadi akaun_peribadi', 'vi bên_ngoài email_cá_nhân tài_khoản_cá_nhân', 'ko 외부', 'fi ulkoinen ulkoiselle ulkopuoli* henkilökohtai*', 'el εξωτερικ*', 'ro extern externă', 'hu külső személyes_fiók*', 'fa خارجی', 'th ภายนอก', 'zh 私人邮箱 私人郵箱 个人邮箱 個人郵箱', 'ja 個人のメール 個人アドレス 個人用のメール', 'ko 개인_이메일 개인_메일', 'el προσωπικό_μου_email προσωπικό_email', 'ro personală_de_e-mail adresa_mea_personală', 'hu személyes_e-mail*'],
  'm:permanent': ['it definitivamente permanentemente', 'nl definitief permanent', 'pl trwale na_zawsze', 'cs trvale natrvalo', 'uk назавжди безповоротно', 'tr kalıcı_olarak', 'id permanen secara_permanen', 'vi vĩnh_viễn', 'ko 영구적으로 완전히', 'sv för_gott', 'no for_godt', 'da for_altid', 'fi pysyvästi lopullisesti', 'el οριστικά μόνιμα', 'ro definitiv', 'hu véglegesen', 'ar نهائيا نهائياً بشكل_دائم', 'he לצמיתות', 'fa برای_همیشه', 'hi हमेशा_के_लिए', 'th ถาวร'],
  'm:one': ['cs jediný jedinou', 'sv en_enda bara_en', 'no en_enkelt', 'da en_enkelt', 'fi yksi yhden', 'el μόνο_ένα', 'ro un_singur o_singură', 'hu egyetlen', 'ar واحد واحدة', 'he אחד אחת'],
  'v:cancel': ['nl annuleer* annuleren', 'pl anuluj*', 'uk скасу*', 'tr iptal_et* iptal', 'ar ألغ إلغاء', 'id batalkan', 'vi hủy', 'th ยกเลิก', 'ko 취소 해지', 'sv avbryt* säg_upp', 'no avbryt* kanseller*', 'da annuller* opsig*', 'fi peru peruutan', 'el ακύρωσ*', 'ro anulează anula*', 'hu lemond* visszamond*'],
  'v:restart': ['ar أعد_تشغيل', 'he הפעל_מחדש', 'fa ری‌استارت', 'hi रीस्टार्ट', 'bn রিস্টার্ট', 'id mulai_ulang', 'ms mula_semula', 'vi khởi_động_lại', 'fi käynnistä_uudelleen', 'ro repornește', 'hu újraindít*', 'sk reštartuj*'],
  'v:stop': ['vi dừng', 'no stopp*', 'fi pysäytä*', 'ro oprește', 'hu leállít*', 'sk zastav*'],
  // "Check where it is used": where a thing is used is asked about, not its value read.
  'n:whether': ['en where_it where_they where_we where_is where_are where_the where_our where_this where_that'],
  'v:read': ['it contare conta_quanti conto_quanti', 'zh 打印 输出到'],
  'o:branch': ['ko 브랜치', 'he הענף ענף'],
  'o:cache': ['tr önbellek* önbelleğ*'],
  // Build output and temporary files, said in words, in the languages that lacked them.
  'o:regenerable': ['de temporären_dateien temporäre_datei* build-verzeichnis*', 'fr dossier_temporaire dossier_de_build fichiers_temporaires', 'es carpeta_temporal carpeta_de_build carpeta_build', 'pt pasta_temporária pasta_de_build arquivos_temporários', 'it cartella_temporanea file_temporanei cartella_di_build cartella_build', 'nl tijdelijke_bestanden build-map', 'pl pliki_tymczasowe folder_tymczasowy katalog_build', 'cs dočasné_soubory složk*_build', 'ru временную_папку папку_сборки папка_сборки', 'tr geçici_dosyalar* derleme_klasörü build_klasörü', 'sv temporära_filer byggmapp*', 'fi väliaikaiset_tiedostot', 'ja ビルドフォルダ ビルドディレクトリ 一時ファイル', 'zh 构建目录 構建目錄 临时文件 臨時檔案 编译产物', 'ko 빌드_폴더 빌드폴더 임시_파일'],
  // Customer and staff lists in the languages that lacked them, and a personal mailbox as the place they go.
  'o:pii': ['en payroll_spreadsheet payroll_file payroll_data payroll_export payslips salary_spreadsheet salary_list employee_salaries', 'fr liste_des_salariés liste_des_employés', 'pl listę_klientów listy_klientów listę_pracowników', 'cs seznam_zákazníků seznam_klientů seznam_zaměstnanců', 'sk zoznam_zákazníkov', 'uk список_клієнтів', 'tr müşteri_listesi* çalışan_listesi*', 'id daftar_pelanggan data_pelanggan daftar_karyawan', 'vi danh_sách_khách_hàng dữ_liệu_khách_hàng', 'zh 客户名单 客戶名單 客户列表 客户资料 员工名单', 'ja 顧客リスト 顧客名簿 社員名簿 従業員リスト', 'ko 고객_명단 고객명단 고객_목록 직원_명단', 'fi asiakaslista* asiakasrekisteri* asiakastiedot', 'el λίστα_πελατών', 'ro lista_de_clienți lista_clienților', 'hu ügyféllist* ügyféladat*', 'pt planilha_de_clientes', 'ar قائمة_العملاء', 'he רשימת_הלקוחות', 'fa لیست_مشتریان', 'hi ग्राहक_सूची', 'th รายชื่อลูกค้า'],
  // What a fix acts on in a codebase: "fix the warnings", "fix the failing test" edit the repo; so do parts of a program
  // named by their kind ("refactor the date parser", "fix the failing parser test").
  'o:code': ['en parser parsers lexer tokenizer serializer deserializer validator validators formatter handler handlers controller controllers util utils utility utilities method methods enum enums struct structs interface interfaces typedef regex snippet test spec specs unit_test integration_test test_suite test_file test_files stylesheet stylesheets template templates reducer reducers assertion assertions warning warnings bug bugs typo typos lint_errors lint_warnings linter_warnings type_errors compile_errors build_errors failing_test failing_tests flaky_test flaky_tests test_case test_cases deprecation_warnings unused_imports'],
  'o:security': ['he ההגנה הגנת הגנה_על_הענף אימות_דו-שלבי', 'sk dvojfaktor* ochran* zabezpeč*', 'fa فایروال احراز_هویت_دو_مرحله‌ای', 'hi फ़ायरवॉल फायरवॉल टू-फैक्टर', 'bn ফায়ারওয়াল', 'ms tembok_api pengesahan_dua_faktor', 'vi tường_lửa xác_thực_hai_yếu_tố', 'no tofaktor* brannmur*', 'da tofaktor* firewall', 'fi palomuur* kaksivaihei* kaksiosai*', 'ro autentificare* firewall* protecți*', 'hu kétlépcsős kétfaktoros tűzfal*', 'tr iki_faktörlü iki_adımlı güvenlik_duvar*', 'id autentikasi_dua_faktor', 'sv tvåfaktor* brandvägg*'],
  'o:privilege': ['pl administrator* uprawnie* właściciel*', 'cs administrátor* oprávnění vlastník*', 'sk administrátor* oprávneni* vlastník*', 'uk адмін* власник* прав*', 'tr yönetici* admin_yetki* yetkileri', 'ar صلاحيات مسؤول مدير', 'he הרשאות מנהל', 'fa ادمین مدیر', 'hi एडमिन व्यवस्थापक', 'bn অ্যাডমিন', 'id admin administrator pemilik', 'ms pentadbir', 'vi quản_trị quyền_admin', 'th ผู้ดูแล สิทธิ์', 'sv administratör* behörighet*', 'da administrator* rettigheder', 'fi ylläpitäjä* pääkäyttäjä* oikeudet', 'el διαχειριστ* δικαιώματα', 'ro administrator* drepturi permisiuni', 'hu adminisztrátor* rendszergazda* jogosultság*'],
  'm:link': ['pt qualquer_pessoa_que_tenha_o_link qualquer_pessoa_com_o_link', 'es cualquiera_con_el_enlace', 'de jeder_mit_link', 'fr quiconque_a_le_lien'],
  'n:bestow': ['es darle darles'],
};

// ------------------------------------------------------------------ cls-fix6: a report is a document in the
// Romance languages too ("solo genera un informe de los buckets": the report is what is made, not a bucket).

const FIX6: Lexicon = {
  // "delete anything in production": any item at all is every item.
  'm:all': ['en anything everything'],
  'o:doc': ['es informe informes reporte reportes', 'pt relatório relatórios', 'it rapporto rapporti report', 'fr rapport rapports compte-rendu'],
};

// ------------------------------------------------------------------ cls-intl6: verb forms that inflection hides
// (Swahili subject/tense/object prefixes, Turkish optative, Hebrew present and future), refunds and transfers said
// with a money noun, registers of people written as one compound, Slovak and Czech audit adjectives. One block so
// merges with other branches stay easy.

/**
 * Swahili puts the subject, the tense and the object in front of the root: ni-ta-i-futa "I will delete it",
 * tu-na-zi-ondoa "we are removing them", ni-fute "shall I delete". Every present, future and subjunctive form of
 * the roots below is an entry (past forms are reports, not steps).
 */
const SWAHILI_ROOTS: [tag: string, roots: string][] = [
  ['v:delete', 'futa ondoa'],
  ['v:disable', 'zima'],
  ['v:send', 'tuma'],
  ['v:pay', 'lipa hamisha_pesa'],
];
function swahiliEntries(tag: string): string[] {
  const out: string[] = [];
  for (const [t, roots] of SWAHILI_ROOTS) {
    if (t !== tag) continue;
    for (const root of roots.split(' ')) {
      const subj = root.replace(/a(?=_|$)/, 'e');
      for (const s of ['ni', 'tu', 'a', 'u', 'wa', 'm']) {
        for (const o of ['', 'i', 'zi', 'ya', 'u', 'wa', 'ki', 'vi', 'li']) {
          for (const tense of ['ta', 'na']) out.push(`${s}${tense}${o}${root}`);
          if (s === 'ni' || s === 'tu') out.push(`${s}${o}${subj}`);
        }
      }
    }
  }
  return out.length ? [`sw ${[...new Set(out)].join(' ')}`] : [];
}

const INTL6: Lexicon = {
  'v:delete': ['tr sileyim silelim silsem silsek silersem silmeli* silmeyi', 'fi poistin poistimme poisti poistettiin', 'ar تحذف تحذفي تحذفوا', ...swahiliEntries('v:delete')],
  // Korean "don't" after the verb (삭제하지 마세요).
  'n:neg': ['ko 마세요 마십시오 말아요 말아 마라'],
  'v:disable': [...swahiliEntries('v:disable')],
  // "Text all customers", "WhatsApp everyone on the list": the channel used as a verb before an audience.
  'v:send': ['en text_all text_every text_everyone text_our whatsapp_all whatsapp_every whatsapp_everyone whatsapp_our', ...swahiliEntries('v:send')],
  // Transfers in the present and future ("אני מעביר", "אעביר", Czech "převádím"); Hebrew money by its currency.
  'v:pay': ['he מעביר מעבירה מעבירים אעביר נעביר תעביר', ...swahiliEntries('v:pay'), 'cs převádím převedu převeď převeďte převést převedeme pošlu_peníze'],
  // Finnish "palauttaa" is both "restore" and "return": with a payment or money it is a refund.
  'v:refund': ['fi palaut*_maksu* palaut*_rah* palaut*_summ* palaut*_euro*'],
  'o:money': ['he דולר דולרים שקל שקלים יורו'],
  // Registers of people as one compound noun; Swedish and Danish drop the "e" in the definite form (kundregistret).
  'o:pii': ['sv kundregistr* personregistr* medlemsregistr* användarregistr*', 'da kunderegistr* personregistr* medlemsregistr*', 'de kundenregister* mitgliederregister* personenregister*', 'nl klantenregister* ledenregister* personenregister*', 'fi asiakasrekister* jäsenrekister* henkilörekister*'],
  'o:audit': ['sk auditn*', 'cs auditn*'],
  // "What happens if …" in Ukrainian and Russian forms the explain class lacked.
  'v:explain': ['uk що_станеться що_трапиться що_відбудеться', 'ru что_случится что_станет что_произойдёт'],
  // Two-factor sign-in in the languages that lacked it; a store wiped in slang ("날려버릴게요", "吹っ飛ばす", "uçuruyorum").
  'o:security': ['cs dvoufázov* dvoufaktorov* dvoustupňov*', 'pl dwuetapow* dwuskładnikow*', 'uk двофактор* двоетапн*', 'ru двухфактор* двухэтапн*', 'el δύο_παραγόντων δύο_βημάτων'],
  // (Arabic "wipe" only in the future and imperative, سأمسح / امسح: the bare noun مسح is also "scan".)
  'v:wipe': ['ko 날려 날릴 날리 날립', 'ja 吹っ飛ば 吹き飛ば', 'tr uçur*', 'ar سأمسح سنمسح امسح أمسح'],
  // A workspace said in words ("l'espace de travail"), not free space.
  'o:whole': ['fr espace_de_travail espaces_de_travail', 'it spazio_di_lavoro', 'pt área_de_trabalho'],
  'o:database': ['sw hifadhidata', 'zh 线上库 生产库 正式库 主库 線上庫 生產庫'],
  'o:file': ['sw faili mafaili'],
  // A port as the tail of a Scandinavian compound ("databasporten", "SSH-porten") and the whole internet said so.
  'o:port': ['sv porten portar databasporten ssh-porten rdp-porten', 'da porten porte databaseporten ssh-porten rdp-porten', 'no porten porter databaseporten ssh-porten rdp-porten'],
  'm:public': ['sv hela_internet hela_nätet', 'da hele_internettet hele_internet hele_verden', 'no hele_internett hele_internettet hele_verden'],
  // Everyone at once in Japanese, Chinese and Korean ("全ユーザーに一斉送信", "所有用户", "모든 사용자").
  'm:mass': ['ja 全ユーザー 全ユーザ 全会員 一斉送信 一斉配信', 'zh 所有用户 全体用户 全部用户 所有用戶 全體用戶', 'ko 모든_사용자 전체_사용자 모든_회원 전체_회원', 'sw wateja_wote kwa_wateja_wote watumiaji_wote'],
  'o:resource': ['sw seva'],
  // "Gjør bøtta offentlig", "Gör mappen offentlig": make … public, the adjective after the object.
  'v:publish': ['no gjør*_offentlig* gjøre*_offentlig*', 'da gør*_offentlig* gøre*_offentlig*', 'sv gör*_offentlig* göra*_offentlig*'],
  'o:bucket': ['no bøtte* bøtta', 'da spand spanden'],
  // Pressing a button in Korean and Japanese forms the click class lacked (누르고, タップ).
  'v:click': ['ko 누르 누릅 눌렀', 'ja タップ'],
  'v:plan': ['pl napisz_plan przygotuj_plan stwórz_plan'],
};

// ------------------------------------------------------------------ cls-shell6: CLI verbs that switch a schedule off
// (heroku pg:backups:unschedule, … jobs unschedule): the verb form only, not the adjective "unscheduled".

const SHELL6: Lexicon = {
  'v:disable': ['en unschedule unschedules unscheduling'],
};

// ------------------------------------------------------------------ cls-precise6: a commit hook or a scan step is
// a check (commenting one out or deleting it weakens a control, LABELS "required checks, skipped hooks").

const PRECISE6: Lexicon = {
  'o:ci': [
    'en hook hooks git_hook git_hooks pre-commit_hook pre-commit_hooks pre-push_hook pre-push_hooks commit_hook commit_hooks pre-receive_hook security_scan security_scans secret_scan secret_scanning secret_scanner code_scanning sast_scan lint_step test_step scan_step',
    'de hook hooks git-hook git-hooks commit-hook sicherheitsscan',
    'fr hook hooks hook_git hook_de_commit analyse_de_sécurité',
    'es hook hooks hook_de_git escaneo_de_seguridad',
    'pt hook hooks hook_do_git varredura_de_segurança',
  ],
  // "update the 14 call sites", "rename the method": parts of a program are code in the repo.
  'o:code': ['en call_site call_sites callers usages identifier identifiers variable variables method methods signature signatures docstring docstrings type_hints type_annotations', 'de aufrufstellen variable variablen methode methoden', 'fr variable variables méthode méthodes', 'es variable variables método métodos', 'pt variável variáveis método métodos'],
};

// ------------------------------------------------------------------ cls-intl7: the shapes a verb class takes beyond
// its imperative (coverage grid, test/unit/classifier/verb-coverage.test.ts): the action noun ("suppression de…",
// "exclusão de…", "radering av…", "wysyłka do…"), the future passive ("silinecek"), "make … public" with the
// adjective after its object, and "give" as granting rights.

const INTL7: Lexicon = {
  'v:delete': [
    'fr suppression suppressions effacement destruction',
    'pt exclusão exclusões remoção apagamento exclui excluí excluirei excluiremos excluindo excluído excluída',
    'it cancellazione cancellazioni rimozione',
    'sv radering raderingen borttagning borttagningen',
    'da sletning sletningen',
    'tr silinmesi silinmesini silinecek silinecektir siliniyor silinsin',
    'pl kasowanie skasowanie',
    'id penghapusan menghapuskan',
    'ms penghapusan',
    // Italian "cancellare" is deleting in every person and tense, not only the forms listed above.
    'it cancellando cancellerò cancellerà cancelleremo cancelleranno cancelliamo cancellarlo cancellarla cancellarli cancellarle cancellalo cancellala cancellali cancellale',
    // Korean stems before the future/polite endings (지울게요, 지웁니다).
    'ko 지울',
  ],
  'v:send': [
    'pl wysyłka wysyłkę wysyłki rozesłanie roześlij* rozsyła*',
    'ru рассылк* разослать',
    'uk розсилк* розіслати',
    'sv utskick* skicka*_ut',
    'zh 发邮件 發郵件 发短信 發短信 群发 群發 发消息 發消息',
    'ko 보낼 보냅 발송할 발송합',
  ],
  'v:disable': ['sv avstängning* avaktiver*', 'ro dezactivează dezactivarea', 'ko 끌게 끕니다 끌게요 끄겠'],
  // One temporary file or folder, not only the plural the lists above hold: rebuilt or thrown away by design.
  'o:regenerable': ['en temp_file tmp_file temporary_file temp_folder temporary_folder', 'es archivo_temporal fichero_temporal', 'fr fichier_temporaire', 'pt arquivo_temporário ficheiro_temporário', 'it file_temporaneo', 'nl tijdelijke_bestand tijdelijk_bestand tijdelijke_map', 'pl plik_tymczasowy pliku_tymczasowego', 'sv temporära_filen temporär_fil tillfällig*_fil*', 'da midlertidige_fil midlertidig_fil', 'no midlertidige_fil midlertidig_fil', 'fi väliaikainen_tiedosto väliaikaisen_tiedoston', 'cs dočasný_soubor dočasného_souboru', 'tr geçici_dosya*', 'ru временный_файл временного_файла временные_файлы', 'uk тимчасовий_файл тимчасові_файли', 'id file_sementara berkas_sementara', 'vi tệp_tạm tệp_tạm_thời file_tạm', 'ar الملف_المؤقت الملفات_المؤقتة', 'hi अस्थायी_फ़ाइल अस्थायी_फाइल', 'ko 임시_파일 임시파일', 'zh 临时文件 臨時檔案'],
  // Root said in other languages ("como root", "от root", "rootで", "用root"): with a script from outside, remote code as root.
  'm:root': ['es como_root con_sudo', 'pt como_root com_sudo', 'it come_root con_sudo', 'fr avec_sudo', 'nl als_root', 'pl jako_root', 'ru от_root от_рута под_root с_sudo', 'uk від_root від_рута', 'sv som_root', 'da som_root', 'no som_root', 'cs jako_root', 'id sebagai_root', 'vi bằng_root', 'ja rootで root権限', 'zh 用root root权限 root權限 以root', 'ko 루트로 root로 root_권한'],
  // "Pipe the script into sudo bash": piping into a shell runs it.
  'v:run': ['en pipe*_into pipe*_to', 'es ejecuta ejecútalo', 'pt rode rodar', 'it esegui eseguilo', 'zh 运行 運行 执行 執行'],
  // Revoking in other forms ("отзови", "失効させて", "폐기"); printing, writing out or revealing a value ("imprime",
  // "gib … aus", "出力", a "Reveal" button on a password field) reads it, like "show".
  'v:revoke': ['ru отзови* отзыва*', 'uk відклич* відкликай*', 'ja 失効 無効化して', 'ko 폐기 취소해', 'pl unieważnij* cofnij*'],
  'v:read': ['es imprim*', 'pt imprim*', 'fr imprim*', 'it stampa stampare', 'de gib*_aus gebe*_aus ausgeb* druck*_aus', 'ja 出力', 'zh 打印 输出 輸出', 'ko 출력', 'en reveal reveals revealing unmask unmasks unmasking unhide', 'fr révèle révéler dévoile dévoiler', 'de aufdecken enthülle enthüllen', 'es revela revelar desvela', 'pt revela revelar', 'it rivela rivelare', 'nl onthul*', 'pl odsłoń odkryj', 'ru раскрой раскрыть', 'ja 表示する', 'zh 显示出 顯示出'],
  'o:dns': ['cs dns_záznam*', 'sv dns-post*', 'pl rekord*_dns wpis*_dns', 'ru dns-запис*', 'id record_dns rekaman_dns'],
  'o:config': ['en log_level log-level loglevel log_levels verbosity', 'de log-level* loglevel* protokollierungsstufe*', 'es nivel_de_log nivel_de_logs nivel_de_registro', 'fr niveau_de_log niveau_de_logs niveau_de_journalisation', 'pt nível_de_log nível_de_logs', 'it livello_di_log', 'nl logniveau*', 'sv loggnivå*', 'da logniveau*', 'no loggnivå*', 'pl poziom_logowania poziom_logów', 'ru уровень_логирования уровень_логов', 'ja ログレベル', 'zh 日志级别 日誌級別', 'ko 로그_레벨 로그레벨', 'de produktionskonfiguration* prod-konfiguration* live-konfiguration* serverkonfiguration*', 'nl productieconfiguratie* serverconfiguratie*', 'it configurazion*', 'uk конфігурац*', 'tr yapılandırma*', 'ko 설정'],
  'v:overwrite': ['tr üzerine*_yaz*'],
  // Setting and shortening in the Nordic and other languages the lists above lack ("sätt … till 1 dag", "sänk", "zkrať").
  'v:update': ['sv sätt sätter ställ_in', 'da sæt sætter indstil*', 'no sett setter'],
  'v:reduce': ['sv sänk* minska* korta* förkorta*', 'da sænk* reducer* forkort*', 'no senk* reduser* forkort*', 'cs zkrať* zkrátit sniž*', 'ro reduce* scurtează', 'hu csökkent* rövidít*', 'vi giảm rút_ngắn', 'ko 줄여 단축', 'nl verkort* verlaag* verminder*', 'uk скорот* зменш*', 'el μείωσ* μειώ*', 'ar قلل خفض', 'he קצר הקטן', 'hi कम_कर घटा'],
  'v:deploy': ['uk розгорн*', 'tr canlıya_al* canlıya_çık*'],
  // Payroll files and case forms of "customers' data" ("z danymi klientów", "с данными клиентов"); "live" keys in Spanish.
  'm:live': ['es en_vivo modo_live modo_en_vivo', 'pt modo_live modo_ao_vivo', 'it modalità_live'],
  'o:pii': ['fr fichier_de_paie fichiers_de_paie données_de_paie', 'pl danymi_klientów danych_klientów', 'ru данными_клиентов данных_клиентов', 'uk даними_клієнтів даних_клієнтів', 'tr müşteri_veri*', 'ar بيانات_العملاء', 'ko 고객_데이터 고객데이터', 'id data_nasabah', 'cs výplatní_listin* mzdov* údaje_zákazník* data_zákazník*', 'ro statul_de_plată statele_de_plată salariile datele_clienților baza_de_date_cu_clienții', 'hu bérlist* fizetési_lista*', 'id daftar_gaji data_gaji slip_gaji', 'vi bảng_lương', 'hi वेतन_सूची सैलरी_शीट', 'fi asiakastiedo* palkkatiedo*', 'sv lönelist* löneuppgift*', 'da lønliste* lønoplysning*', 'no lønnsliste*'],
  'v:grant': ['fi anna*_oikeude* anna*_oikeudet', 'cs dej*_práv*', 'hu adj*_jog*', 'pt dê_permissões dar_permissões dê_acesso dar_acesso atribua* atribuir', 'es da_permisos dale_permisos dar_permisos', 'it dai_permessi dare_permessi'],
  'v:expose': [
    'es haz*_públic* hacer*_públic* vuelv*_públic* deja*_públic*',
    'de mach*_öffentlich*',
    'pt deix*_públic*',
    'nl maak*_openbaar maak*_publiek*',
    'pl upublicz* udostępni*_publicznie',
    'ru сдела*_публичн* сделать*_общедоступн* сдела*_общедоступн*',
    'uk зроб*_публічн* зроб*_загальнодоступн*',
    'tr herkese_açık_yap* herkese_açık_hale_getir* herkese_aç*',
    'id jadikan*_publik buat*_publik',
    'cs uděl*_veřejn*',
    'el κάν*_δημόσι*',
    'fi tee*_julki*',
    'vi công_khai',
    'hu tedd_nyilvános* tegyük_nyilvános*',
    'hi पब्लिक_कर सार्वजनिक_कर',
    'ar اجعل*_عام*',
  ],
  // Genitive "all" ("Löschung aller Backups", "ștergerea tuturor backup-urilor").
  'm:all': ['de aller', 'ro tuturor', 'nl allemaal', 'da allesammen', 'no alle_sammen'],
  // "All staff" as one word or with a prefix ("전 직원", "全社員", "全员"): a mass audience.
  'm:mass': ['ko 전_직원 전직원 전체_직원 모든_직원 전_고객 전체_고객 모든_고객', 'ja 全社員 全従業員 全顧客 全社 全員に', 'zh 全员 全員 全体员工 全體員工 所有员工 所有員工 全体客户 所有客户 所有客戶'],
  // Backups named in a compound with their environment ("productieback-ups", "Produktionsbackups").
  'o:backup': ['nl back-up back-ups productieback-up* productiebackup* database-back-up*', 'de produktionsbackup* produktions-backup* datenbank-backup* datenbankbackup*', 'sv produktionsbackup* databasbackup*', 'da produktionsbackup* databasebackup*', 'no produksjonsbackup* databasebackup*'],
  'm:public': ['pl upublicz*', 'cs zveřejn*'],
  // A personal mailbox said in other languages ("privát Gmail", "Gmail pribadi", "Gmail cá nhân", "निजी जीमेल").
  'm:external': ['hu privát* személyes_gmail*', 'id gmail_pribadi email_pribadi', 'vi gmail_cá_nhân email_cá_nhân', 'hi निजी_जीमेल पर्सनल_जीमेल निजी_ईमेल', 'cs soukrom*_gmail*', 'ro gmail-ul_meu_personal adresa_mea_personală'],
  // Retention named in the Nordic, Slavic and other languages ("lagringstid", "okres przechowywania", "retensi").
  'o:retention': ['sv lagringstid* lagringsperiod* gallringstid*', 'da opbevaringsperiode* opbevaringstid* lagringstid*', 'no lagringstid* oppbevaringstid*', 'cs dob*_uchování doba_uchovávání retenc*', 'pl okres_przechowywania czas_przechowywania retencj*', 'ru срок_хранения срока_хранения ретенш*', 'uk термін_зберігання', 'ro perioada_de_retenție retenți*', 'hu megőrzési_idő*', 'id masa_retensi retensi', 'vi thời_gian_lưu_trữ', 'it conservazione retention', 'nl bewaartermijn* retentie*', 'tr saklama_süresi*', 'ko 보존_기간 보관_기간', 'ja 保存期間'],
  // Payroll and customers' data in more languages ("výplatní listina", "statul de plată", "daftar gaji", "bảng lương").
  'o:security': ['zh 双因素认证 雙因素認證 双因素 雙因素 多因素认证 多因素 二次验证 二步验证'],
};

// ------------------------------------------------------------------ cls-precise7: parts of a program named in plans
// ("update the imports", "fix the import statements"): code in the repo, in a few languages.
const PRECISE7: Lexicon = {
  'o:code': ['en imports import_statements require_calls type_definitions interfaces enums constants', 'de importe import-anweisungen', 'fr imports', 'es importaciones imports', 'pt importações imports'],
};

// ------------------------------------------------------------------ cls-intl8: slang and borrowed verbs, clitic forms,
// payroll and personal mailboxes in more languages (issue 12). Each entry is a word of its language, not an item's phrase.
const INTL8: Lexicon = {
  'v:delete': [
    // Slang for destroying something ("plätten", "mach … platt", "cargarse", "bazarder", "detonar", "грохнуть", "знести",
    // "wywalić", "spazzare via", "fare fuori", 吹っ飛ばす, 날려), and deleting borrowed from English (デリート, 딜리트).
    'de plätt* mach*_platt machen*_platt',
    'es cárgate cárgatelo cárgatela cárgatelos cárgatelas cargarse cargártelo cargártela cargarte cargármelo fulmin*',
    'fr bazard*',
    'pt detona* detone detonar sumir_com suma_com some_com',
    'it spazza_via spazzare_via spazzate_via fai_fuori fare_fuori fate_fuori faccio_fuori',
    'ru грохн* грохать',
    'uk знеси знести знесу знесемо',
    'pl wywal* wyrzuć*',
    'ja デリート 吹っ飛ば 吹き飛ば ぶっ飛ば',
    'ko 딜리트 날려',
    'zh 删光 删干净 刪光',
    // English phrasal verbs split by their object ("blow the whole database away", "wipe the table out", "tear it down").
    'en blow*_away wipe*_out tear*_down kill*_off',
    // "Drop" borrowed with a native ending (dropar, dropear, dropper, droppare).
    'pt dropar dropa drope dropem dropou', 'es dropear dropea dropeo dropeá', 'fr dropper droppe droppez', 'it droppare droppa droppo',
    // Liquidating and blowing up ("ликвидируй", "zlikwiduj", "rozwal", "spräng", "uçur"); the Turkish aorist asked politely ("siler misin?").
    'ru ликвидир* ликвидиру*', 'uk ліквідуй* ліквідува*', 'pl zlikwiduj* rozwal*', 'cs zlikviduj*', 'sv spräng*', 'tr uçur siler silermisin',
    // Imperatives with an enclitic pronoun and the accent it brings ("bórrala", "elimínalos", "apágalo", "cancellalo").
    'es bórralo bórrala bórralos bórralas bórrelo bórrela elimínalo elimínala elimínalos elimínalas suprímelo suprímela',
    'pt apague-o apague-a apaga-o apaga-a exclua-o exclua-a',
  ],
  // Taking back what was given (撤掉 "take away", 收回 "take back") and giving in Korean (권한을 줘).
  'v:revoke': ['zh 撤掉 撤銷 收回'],
  'v:grant': ['ko 권한을_줘 권한을_주 권한_줘 권한_주'],
  // "Add everyone outside the company as viewers on …": adding people as viewers or editors of a thing shares it.
  'v:share': ['en add*_viewer* add*_editor* add*_collaborator* add*_commenter* added*_viewer* added*_editor*'],
  // "Everyone outside the company" is no named recipient: the public, in any language.
  'm:public': ['en everyone_outside everybody_outside anyone_outside', 'es todo_el_mundo_fuera todos_fuera_de_la_empresa cualquiera_fuera', 'pt todo_mundo_fora todos_fora_da_empresa qualquer_pessoa_fora', 'fr tout_le_monde_en_dehors tout_le_monde_hors n\'importe_qui_en_dehors', 'de alle_außerhalb allen_außerhalb jeden_außerhalb jeder_außerhalb', 'it chiunque_fuori tutti_fuori_dall\'azienda', 'nl iedereen_buiten', 'sv alla_utanför', 'da alle_uden_for', 'no alle_utenfor', 'pl wszyscy_spoza wszystkich_spoza', 'ru всем_вне все_вне', 'ja 社外の全員 社外の誰でも', 'zh 公司外的所有人 公司外部所有人', 'nl openbare openbaar', 'es en_internet', 'pt na_internet', 'fr sur_internet', 'it su_internet', 'de im_internet ins_internet'],
  // Dutch and German compounds ending in "branch" (testbranch, Featurebranch): a branch, not the repository around it.
  'o:branch': ['nl testbranch* featurebranch* hotfixbranch* releasebranch* bugfixbranch* werkbranch* lokale_branch*', 'de testbranch* featurebranch* hotfixbranch* releasebranch* bugfixbranch* arbeitsbranch* testzweig* featurezweig*'],
  // Dutch infinitive "sturen" (send) after a modal ("kun je … sturen?") and the inflected "openbare" (public).
  'v:send': ['nl sturen versturen verstuur*'],
  // "New" in the case forms a payee takes (dative, genitive, instrumental): "nowemu dostawcy", "novému dodavateli", "новому поставщику".
  'm:new': ['pl nowemu nowej nowym nowego', 'cs novému nového novou novým nové', 'sk novému novým', 'ru новому новой нового новым', 'uk новому новій нового новим', 'sl novemu', 'hr novom novog'],
  // A draft message in Dutch compounds (concept-e-mail, conceptbericht).
  'v:draft': ['nl concept-e-mail concept-mail conceptmail conceptbericht concept-bericht conceptversie'],
  // Workspaces and organisations in Chinese (删除工作区): the whole thing.
  'o:whole': ['zh 工作区 工作區 工作空间 工作空間'],
  // "Rends … public/accessible", "rendre publiques": French "make … public" with the adjective after its object.
  'v:expose': ['fr rend*_public* rend*_accessible* rendre*_public* rendre*_accessible*'],
  // A Latin abbreviation with a Korean particle attached (DB를, DB의): the word the particle marks.
  'o:database': ['ko db를 db가 db는 db도 디비를'],
  // Payroll in the singular and other languages (nómina, folha de pagamento, зарплатная ведомость, Gehaltsliste).
  'o:pii': ['es nómina nóminas_de datos_bancarios', 'pt folha_de_pagamento folhas_de_pagamento dados_bancários', 'ru зарплатн*_ведомост* ведомость_зарплат* банковские_реквизиты', 'uk зарплатн*_відомість* банківські_реквізити', 'it dati_bancari', 'fr coordonnées_bancaires', 'de bankdaten bankverbindung* gehaltsordner* gehaltsdaten* gehaltsliste* gehaltstabelle* lohnliste* lohndaten* lohnabrechnung* lohnordner*', 'en bank_details bank_account_details', 'es base_de_clientes', 'pt base_de_clientes', 'fr base_de_clients'],
};

// ------------------------------------------------------------------ cls-precise8: a repository's own files named by
// kind in plans ("update the lockfile", "regenerate the manifest", "fix the Dockerfile"): code in the repo.
const PRECISE8: Lexicon = {
  'o:code': ['en lockfile lockfiles lock_file lock_files manifest_file dockerfile dockerfiles makefile makefiles tsconfig test_file test_files test_suite fixtures stylesheet stylesheets typings changelog_entry', 'de lockdatei sperrdatei testdatei* testdateien', 'fr fichier_de_verrouillage fichiers_de_test', 'es archivo_de_bloqueo archivos_de_prueba', 'pt arquivo_de_lock arquivos_de_teste'],
};

// cls-precise9: writing a report up or documenting steps changes nothing (a read, so a step after it is still judged) ("write up which roles look unused"); echoing a value prints it.
const PRECISE9: Lexicon = {
  // (Proposing a change is a read too: "Propose a rate-limit rule", "Предложить изменения".)
  'v:read': ['en echo echoes echoing echoed', 'en propose proposes proposing', 'ru предложить предложу предлагаю', 'uk запропонувати', 'es proponer propongo', 'pt propor proponho', 'it proporre propongo', 'fr proposer proposons', 'de vorschlagen', 'pl zaproponować zaproponuj', 'ja 提案する', 'zh 提出建议', 'ko 제안', 'en documenting document_the document_how document_why document_what document_our document_these document_all write_up writes_up writing_up wrote_up jot_down jots_down jotting_down type_up types_up typing_up', 'de aufschreiben schreibe*_auf schreib*_auf', 'fr rédiger rédige rédigeons', 'es redactar redacta redacto', 'pt redigir redija'],
  // Lines of code named by what they are: an import statement, a lifecycle method, a log call.
  'o:code': ['en broken_import broken_imports unused_import missing_import missing_imports duplicate_import duplicate_imports circular_import circular_imports import_statement import_statements import_line import_lines lifecycle_method lifecycle_methods console_log console.log debug_statement debug_statements print_statement print_statements log_statement log_statements todo_comment todo_comments', 'pt testes teste um_teste teste_unitário testes_quebrados testes_unitários', 'es pruebas_unitarias tests_rotos', 'fr tests_unitaires tests_cassés', 'de unit-tests kaputten_tests', 'it test_unitari', 'ru тест тесты тестов юнит-тест юнит-тесты', 'ja テスト 単体テスト ユニットテスト', 'zh 单元测试 單元測試 测试用例', 'ko 테스트 단위_테스트'],
  'o:regenerable': ['fr fichiers_générés fichiers_generes', 'es archivos_generados ficheros_generados', 'de generierte_dateien generierten_dateien', 'it file_generati', 'pt arquivos_gerados ficheiros_gerados', 'nl gegenereerde_bestanden', 'ru сгенерированные_файлы', 'ja 生成されたファイル', 'zh 生成的文件'],
  // Copying data somewhere is exporting it: judged by what is copied and where it lands (outside, public, own storage).
  'v:export': ['en copy copies copying copied', 'fr copie copier copions', 'de kopier* kopiere', 'es copia copiar copio', 'pt copia copiar copio', 'it copia copiare copio', 'nl kopieer kopiëren', 'pl skopiuj kopiuj', 'ru скопируй скопировать копируй', 'ja コピーして コピーする', 'zh 复制 複製 拷贝', 'ko 복사해'],
};

// ------------------------------------------------------------------ cls-intl9: languages with few rows so far (Hindi
// and Urdu in Latin script, Tagalog, Thai, Greek, Hebrew, Persian, Swahili) and colloquial Japanese forms.
const INTL9: Lexicon = {
  'v:delete': [
    // Hindi/Urdu written in Latin script ("mita do", "hata do", "uda do"): the stem with its light verb.
    'hi mita_do mitao mitado mita_dijiye mita_dena hata_do hatao hatado hata_dijiye hata_dena uda_do udao udado uda_dijiye',
    // Tagalog "paki-" (please) on the stem: "pakibura", "pakitanggal".
    'tl pakibura* pakitanggal* pakialis* burahin_mo',
    // Colloquial Japanese: 消しといて (消しておいて), 消しちゃって, 消しとけ.
    'ja 消しと 消しちゃ 消しちま',
    // Tamil (words take case endings: stems).
    'ta நீக்கு* அழி*',
    // "Weg damit" (away with it), set off after a topic.
    'de weg_damit',
  ],
  // Sending: Spanish/Italian imperatives with a pronoun ("mándalo"), Hindi/Urdu in Latin script ("bhej do"), Arabic dialects (ابعت، طرّش), Korean slang (쏴 "fire off"), Tamil.
  'v:send': ['es mándalo mándala mándalos mándalas mándale mándales mándamelo', 'pt manda-o manda-a', 'it mandalo mandala mandali', 'hi bhej bhejo bhejna bhejdo bhejiye bhejein bhej_do bhej_dijiye', 'ar ابعت ابعث بعت طرّش طرش', 'ko 쏴', 'ta அனுப்பு*'],
  // Giving (what is given decides: a right grants): Greek, Hebrew, Hinglish, Tagalog, Swahili, Persian, Arabic dialects, Japanese あげて.
  'n:bestow': ['el δώσε δώστε δίνω δώσω δώσεις δίνε', 'he תן תני תנו לתת', 'hi de_do dedo de_dijiye de_dena bana_do banao bana_dijiye', 'tl bigyan ibigay bibigyan', 'sw mpe wape mpeni', 'fa بده بدید بدین', 'ar عطي اعطي أعطِ اعط', 'ja あげて あげる'],
  // "All" in Hindi/Urdu in Latin script ("saare customers", "sabhi users"), Tamil, Vietnamese hết.
  'm:all': ['hi saare saara saari sabhi poora poori pura', 'ta எல்லா அனைத்து* முழுவதும்*', 'vi hết', 'fa همهی همه‌ی تمامی'],
  // Showing and looking in Hindi-Urdu written in Latin script ("dikhao", "dekho", "batao").
  'v:read': ['hi dikhao dikhaiye dikha_do dikhana dekho dekhiye batao bataiye', 'ta காட்டு*'],
  // The oldest one, in more languages ("oldest", "legrégebbi", "najstarszą", "παλαιότερο"): with a backup, one old copy.
  'm:old': ['en oldest', 'hu régi* legrégebbi*', 'el παλιό* παλαιότερ*', 'he הישן הישנה הישנים', 'th เก่า', 'tl pinakaluma', 'hi purana purani purane', 'pl najstarsz*', 'cs nejstarší*', 'ro cel_mai_vechi cea_mai_veche', 'uk найстаріш*', 'ru самый_старый самую_старую', 'fa قدیمی‌ترین', 'bn পুরনো', 'ta பழைய'],
  // Newer copies kept ("keep the newer ones", "az újabbak maradnak", "die neueren bleiben").
  'm:remains': ['en keep_the_newer keep_the_newest newer_ones keep_the_rest the_rest_stay', 'hu újabbak_maradnak az_újabbak', 'de neueren_bleiben die_neueren', 'es las_más_recientes_se_quedan', 'fr les_plus_récentes_restent', 'pl nowsze_zostają', 'el τα_νεότερα_μένουν'],
  // A new payee in Hindi-Urdu written in Latin script ("naye vendor ko").
  'm:new': ['hi naye naya nayi'],
  // "Don't": Hinglish "mat karna" (after the verb), "nahi"; Thai อย่า (before it).
  'n:neg': ['hi mat_karna mat_karo mat_kar mat_kijiye mat_karein nahi nahin', 'th อย่า'],
  // Temporary files and scratch folders in more languages: regenerable.
  'o:regenerable': ['th ไฟล์ชั่วคราว', 'el προσωρινό_αρχείο προσωρινά_αρχεία προσωρινού_αρχείου', 'he קובץ_זמני קבצים_זמניים הקבצים_הזמניים הקובץ_הזמני', 'hu ideiglenes_fájl*', 'tl pansamantalang_file', 'fa فایل_موقت فایل‌های_موقت', 'bn অস্থায়ী_ফাইল', 'sw faili_za_muda faili_la_muda', 'ms fail_sementara', 'ro fișier*_temporar*', 'ta தற்காலிக_கோப்பு', 'en tmp_folder tmp_dir tmp_directory temp_dir temp_directory scratch_folder scratch_dir'],
  // Two-step sign-in in Thai, Hebrew, Tagalog, Swahili, Bengali; a firewall in Arabic (الجدار الناري).
  'o:security': ['th ยืนยันตัวตนสองขั้นตอน สองขั้นตอน สองปัจจัย', 'he אימות_דו_שלבי', 'tl two-factor_authentication', 'sw uthibitishaji_wa_hatua_mbili', 'bn টু-ফ্যাক্টর দুই-ধাপ', 'ar الجدار_الناري جدار_ناري الفايروول فايروول'],
  // Giving rights as one phrase (Thai ให้สิทธิ์ / มอบสิทธิ์ "give rights"), "make … administrator" as a button label.
  'v:grant': ['th ให้สิทธิ์ มอบสิทธิ์ ให้สิทธิ', 'fr rendre_administrateur rendre_admin nommer_administrateur', 'es hacer_administrador convertir_en_administrador', 'pt tornar_administrador tornar_admin', 'it rendi_amministratore rendere_amministratore', 'de zum_admin_machen zum_administrator_machen', 'ja 管理者にする 管理者に設定'],
  // Turning off in Hinglish ("band kar do") and in Arabic dialects (طفي، سكّر).
  'v:disable': ['hi band_kar band_karo bandh_kar bandh_karo', 'ar طفي طفّي اطفي سكّر سكر', 'ta அணை* முடக்கு*'],
  // Customers in Arabic dialects (الزباين), Persian (همه‌ی مشتری‌ها, written with or without the joiner).
  'm:mass': ['ar لكل_الزباين كل_الزباين كل_الزبائن لكل_الزبائن جميع_الزبائن', 'fa همهی_مشتری همه_مشتری همه‌ی_مشتری تمام_مشتری', 'ta எல்லா_வாடிக்கையாளர்* அனைத்து_வாடிக்கையாளர்*'],
  // Tamil objects (words take case endings: stems); search clusters and column stores are databases (Redis stays a cache).
  'o:backup': ['ta காப்புப்பிரதி*'],
  'o:database': ['ta தரவுத்தள*', 'en elasticsearch opensearch cassandra clickhouse'],
  // Tables named by what they hold in Chinese (订单表, 用户表 …): the whole table, not a filter on its rows.
  'o:table': ['zh 订单表 訂單表 用户表 用戶表 客户表 客戶表 资料表 資料表 数据表 數據表 日志表 日誌表 记录表 記錄表 交易表 支付表'],
  // A personal mailbox in Hebrew ("הג'ימייל הפרטית שלי").
  'm:external': ['he הפרטית הפרטי פרטית'],
};

// ------------------------------------------------------------------ cls-intl10: verb forms and objects the grid still
// missed by class: "release" as turning a protection off (解除, 해제), the full Chinese "restart", Portuguese "close",
// Spanish imperatives with a dative clitic (bórrale), payroll said in more languages, ownership handed over.
const INTL10: Lexicon = {
  // "Release" a protection or a second factor (2段階認証を解除, 2단계 인증 해제, 解除保护): it is turned off.
  'v:disable': ['ja 解除 外して 外す', 'ko 해제', 'zh 解除 取消保护 取消保護'],
  // The full two-word "restart" in Chinese (重新启动, 重新啟動), "reboot" (重新開機).
  'v:restart': ['zh 重新启动 重新啟動 重新开机 重新開機 重开服务 重開服務'],
  // Portuguese "close" in the imperative and subjunctive (fecha o …, feche); Spanish "fecha" is a date, so only with its article.
  'v:close': ['pt feche fechem fecha_o fecha_a fecha_os fecha_as fechando encerre'],
  // Spanish imperatives with a dative clitic ("bórrale todo", "elimínale …"): the verb with "for him/it".
  'v:delete': ['es bórrale bórrales bórramelo bórraselo bórrenle elimínale elimínales elimínamelo', 'zh 幹掉'],
  // Short and slang names of a database: Korean 디비, Brazilian "banco" named with its environment.
  'o:database': ['ko 디비', 'pt banco_de_produção banco_de_prod banco_da_produção banco_prod'],
  // Payroll named in more languages and registers: people's pay is personal data.
  'o:pii': ['es planilla_de_sueldos planillas_de_sueldos planilla_de_sueldo recibos_de_sueldo liquidación_de_sueldos', 'pt holerite holerites contracheque contracheques', 'de gehaltsabrechnung* lohnabrechnung* gehaltsliste*', 'fr bulletins_de_paie fiches_de_paie', 'it buste_paga cedolini', 'pl listy_płac listę_płac', 'da lønsedler* lønseddel*', 'no lønnsslipp*', 'sv lönebesked* lönespecifikation*', 'ja 給与明細 給与データ', 'zh 工资单 工資單 薪资数据 薪資資料', 'ko 급여_명세서 급여명세서', 'cs zákaznickými_daty zákaznických_dat zákaznická_data zákaznické_údaje osobní_údaje osobními_údaji'],
  // Ownership handed over (a repository, an organisation, a workspace): the new owner holds every right.
  'v:grant': ['en transfer_ownership transfers_ownership transferring_ownership', 'de inhaberschaft_übertragen eigentümerschaft_übertragen übertrage_die_inhaberschaft übertrage_die_eigentümerschaft', 'fr transférer_la_propriété transfère_la_propriété', 'es transferir_la_propiedad transfiere_la_propiedad', 'pt transferir_a_propriedade transfira_a_propriedade transfere_a_propriedade', 'it trasferisci_la_proprietà trasferire_la_proprietà', 'nl eigendom_overdragen', 'ja 所有権を移転 所有権を譲渡 オーナー権限を移譲 オーナーを移譲 オーナー権限を譲渡', 'zh 转让所有权 轉讓所有權 转移所有权 轉移所有權 移交所有权 移交所有權', 'ko 소유권_이전 소유권을_이전', 'vi chuyển_quyền_sở_hữu'],
  'o:privilege': ['en ownership', 'de inhaberschaft eigentümerschaft', 'ja 所有権', 'zh 所有权 所有權', 'ko 소유권', 'vi quyền_sở_hữu'],
  // Sign-on and authentication policies are access controls: turning one off weakens sign-in for everyone it covers.
  'o:security': ['en sign-on_policy sign-on_policies signon_policy sign_on_policy authentication_policy authentication_policies auth_policy password_policy conditional_access_policy conditional_access session_policy'],
  // Secret keys named in the languages that only had "password": a secret key shown is a secret read.
  'o:secret': ['vi khóa_bí_mật khóa_bảo_mật', 'th รหัสลับ คีย์ลับ คีย์_api', 'el μυστικό_κλειδί μυστικά_κλειδιά κλειδί_api κλειδιά_api', 'he מפתח_סודי המפתח_הסודי מפתחות_ה-api מפתח_ה-api', 'bn সিক্রেট_কী এপিআই_কী', 'zh 密鑰 秘鑰 秘钥', 'sv hemliga_nyckeln hemlig_nyckel hemliga_nycklar api-nyckel* api-nycklar*', 'no hemmelige_nøkkelen hemmelig_nøkkel api-nøkkel* api-nøkler*', 'da hemmelige_nøgle hemmelig_nøgle api-nøgle*', 'fi salainen_avain salaisen_avaimen salaiset_avaimet api-avain* api-avaime*', 'ro cheia_secretă cheie_secretă cheile_secrete cheile_api cheia_api chei_api', 'hu titkos_kulcs* api_kulcs* api-kulcs*', 'ms kunci_rahsia', 'tl lihim_na_susi', 'sw ufunguo_wa_siri'],
  // Showing in forms the stems miss: Spanish with an attached pronoun (Muéstrame), Turkish "print" (yazdır).
  'v:read': ['es muéstrame muéstranos muéstrenme muéstrale', 'tr yazdır yazdırın yazdırır yazdırıp ekrana_yaz'],
  // Subscriptions (customers' recurring money) in the languages that lacked the word.
  'o:money': ['vi gói_đăng_ký đăng_ký', 'th การสมัครสมาชิก สมัครสมาชิก', 'id langganan', 'ms langganan', 'pl subskrypcj* abonament*', 'cs předplatn*', 'sk predplatn*', 'ro abonament*', 'hu előfizet*', 'el συνδρομ*', 'tr abonelik*', 'uk підписк*', 'he מנוי מנויים המנויים', 'bn সাবস্ক্রিপশন', 'ko 구독', 'ja サブスクリプション サブスク 定期購読', 'zh 订阅 訂閱', 'nl abonnement*', 'sv prenumeration* abonnemang*', 'no abonnement*', 'da abonnement*', 'fi tilaukset tilauksen tilaus', 'ar اشتراك اشتراكات', 'fa اشتراک', 'hi सदस्यता सब्सक्रिप्शन'],
  // Cancelling: Hungarian with its particle after the verb (mondd le), Bengali, Swedish and Norwegian "end".
  'v:cancel': ['hu mondd_le mondja_le mondjuk_le mondd_fel', 'bn বাতিল', 'sv avsluta avslutar', 'no avslutt avslutte'],
  // Giving in Romanian (dă-i "give him"), with what is given deciding.
  'n:bestow': ['ro dă dă-i dați dați-i acordă-i'],
  // "All" in the Ukrainian у- spelling (усі клієнти) and the Finnish genitive and allative (kaikkien asiakkaiden, kaikille).
  'm:all': ['uk усі усіх уся усе', 'fi kaikkien kaikille'],
  // "Make public" as one verb on a button or in a sentence (Dutch "openbaar maken", German "öffentlich machen").
  'v:expose': ['nl openbaar_maken openbaar_gemaakt', 'de öffentlich_machen öffentlich_gemacht'],
  // A workspace or organisation in Korean, Ukrainian and Russian: the whole tenant.
  'o:whole': ['ko 워크스페이스 조직', 'uk робочий_простір робочого_простору організацію організація', 'ru рабочее_пространство рабочего_пространства'],
};

// cls-intl11: drafts, sign-outs, English tech verbs spelt in other scripts.
const INTL11: Lexicon = {
  // "Terminate" in Turkish (sonlandır): a run or a session ended.
  'v:stop': ['tr sonlandır*'],
  // English tech verbs said in another script (code-switching: "API keys रिवोक कर दो", "테이블 드랍해", "Задизейбль 2FA",
  // "دیتابیس رو دراپ کن"): the English verb class, spelt in Devanagari, Bengali, Thai, Hangul, Cyrillic, katakana, Persian.
  'v:delete': ['hi ड्रॉप ड्राप ड्रोप', 'bn ড্রপ ডিলিট', 'th ดรอป ดีลีท ดิลีท', 'ko 드랍* 딜리트*', 'ja デリート', 'fa دراپ دیلیت', 'tr dropla* drop_et', 'uk дропн*', 'et kustuta* eemalda*', 'is eyð* eyddu eyða', 'lt ištrink* ištrinti pašalink*', 'lv dzēs* izdzēs*', 'hr obriši* izbriši* obrisati izbrisati briši', 'sr обриши* избриши*', 'sl zbriši* izbriši*', 'bg изтрий* изтриване премахни*', 'mk избриши* избришете', 'ca esborra* esborrar elimina* suprimeix*', 'eu ezabatu ezabatzen ezaba*'],
  // (Also signing people out, their sessions ended: a revoke of access, tiered by how many; readers/prose.ts SESSION_*.)
  // (Arabic أعطّل "I disable": with marks folded, أعطِ "give" is found inside it too, so its own forms are listed.)
  'v:revoke': ['en force_logout force-logout forced_logout log_everyone_out sign_everyone_out log_all_users_out sign_all_users_out kick_everyone_out', 'fr déconnecte déconnectez déconnecter', 'de ausloggen abmelden logge_alle', 'nl uitloggen', 'sv logga_ut', 'no logg_ut', 'da log_ud', 'pl wyloguj*', 'ru разлогин* заверш*_сесси* заверш*_сеанс*', 'uk розлогін* заверш*_сесі*', 'tr çıkış_yaptır*', 'ja ログアウト', 'zh 强制下线 強制下線 踢下线 踢下線 强制登出 強制登出', 'ko 로그아웃', 'pt deslog*', 'it slogga*', 'hi रिवोक रिवोक्ड', 'bn রিভোক', 'th รีโวค', 'ko 리보크* 리보크', 'ru ревокн* ревокни ревокнуть', 'uk ревокн*', 'ja リボーク', 'fa ریووک ریوک'],
  'v:disable': ['ar أعطل سأعطل نعطل سنعطل يعطل', 'he בטל תבטל', 'hi डिसेबल डिसेबल्ड', 'bn ডিসেবল', 'th ดิสเอเบิล ดิสเซเบิล', 'ko 디세이블* 디스에이블*', 'ru задизейбл* дизейбл* задизаб*', 'uk задизейбл*', 'ja ディセーブル ディスエーブル', 'fa دیسیبل', 'et lülita_välja keela* keelake', 'is slökktu* slökkva* óvirkja*', 'lt išjunk* išjungti', 'lv atspējo* izslēdz*', 'hr isključi* onemogući*', 'sl izklopi* onemogoči*', 'bg изключи* деактивирай*', 'mk исклучи* деактивирај*', 'ca desactiva* deshabilita*', 'eu desgaitu desaktibatu'],
  // (Hebrew בטל/תבטל is also "turn off", in v:disable: on a control it turns it off, on a subscription it cancels.)
  'v:cancel': ['he בטל תבטל', 'hi रद्द कैंसल कैन्सल केंसल', 'bn ক্যানসেল ক্যান্সেল', 'th แคนเซิล แคนเซิ่ล', 'ko 캔슬*', 'fa کنسل'],
  'v:empty': ['hi ट्रंकेट पर्ज', 'bn ট্রাঙ্কেট পার্জ', 'ko 트렁케이트* 퍼지*', 'ru транкейтн* пурджн*', 'ja トランケート パージ'],
  'v:reset': ['bn রিসেট', 'th รีเซ็ต', 'ko 리셋*', 'ru ресетн* ресетни', 'fa ریست'],
  'v:publish': ['bn পাবলিশ', 'th พับลิช', 'ko 퍼블리시*', 'fa پابلیش'],
  'o:money': ['hi सब्सक्रिप्शन', 'bn সাবস্ক্রিপশন', 'th ซับสคริปชัน'],
  // Compound words: Adminrechte, beheerdersrechten, administratörsrättigheter (the head at the start; other heads
  // inside a word are found by readers/words.ts compoundHeads).
  'o:privilege': ['de adminrecht* administratorrecht* adminrolle*', 'nl adminrecht*', 'sv adminrätt* administratörsrätt*', 'no adminrettighet* administratorrettighet*', 'da adminrettighed* administratorrettighed*', 'fi ylläpitäjäoikeu* pääkäyttäjäoikeu* adminoikeu*'],
  // Finnish "one old backup, the newer ones remain"; Thai "a new recipient / new account"; Turkish support tickets.
  'm:old': ['fi vanha vanhan vanhat vanhoja vanhin vanhimman'],
  'm:remains': ['fi uudemmat_jäävät uudemmat_säilyvät muut_jäävät uusimmat_jäävät'],
  'm:new': ['th ผู้รับใหม่ บัญชีใหม่ ผู้รับรายใหม่'],
  'v:explain': ['fi kerro_miten kerro,_miten selitä_miten'],
  'o:security': ['tr iki_faktörlü iki_adımlı iki_aşamalı', 'et kahefaktori* kaheastmeli*', 'is tveggja_þátta', 'lt dviejų_veiksnių', 'lv divfaktoru divpakāpju', 'hr dvofaktorsk* dvostruk*_autentifikacij*', 'sl dvofaktorsk*', 'bg двуфакторн*', 'mk двофакторск*', 'ca doble_factor dos_factors', 'eu bi_faktore*'],
  'o:audit': ['tr denetim_kayd* denetim_günlü* denetim_log*'],
  // "Click" as a single character before a quoted button in Chinese (点「删除仓库」, 點「…」); Korean 눌러/누른 ("press").
  'v:click': ['zh 点「 點「 点" 點" 点“ 點“ 按「 按下「', 'ko 눌러 누른 눌러서 누를'],
  // Thin languages (Estonian, Icelandic, Lithuanian, Latvian, Croatian/Serbian/Bosnian, Slovene, Bulgarian, Macedonian,
  // Catalan, Basque): the core verbs, stores, backups and second factors, so a deletion there is never plain advisory.
  // (Their delete and disable verbs and second-factor words are merged into those keys above.)
  'v:read': ['et näita* näidake', 'is sýndu sýna', 'lt parodyk* parodyti', 'lv parādi* parādīt', 'hr pokaži* prikaži*', 'sl pokaži* prikaži*', 'bg покажи* покажете', 'mk покажи*', 'ca mostra* mostrar', 'eu erakutsi'],
  'o:database': ['et andmebaas*', 'is gagnagrunn*', 'lt duomenų_baz*', 'lv datubāz*', 'hr baz*_podataka', 'sr баз*_података', 'sl podatkovn*_baz*', 'bg база_данни базата_данни базата_от_данни', 'mk баз*_на_податоци', 'ca base_de_dades bases_de_dades', 'eu datu-base* datu_base*'],
  'o:backup': ['et varukoopi*', 'is afrit*', 'lt atsargin*_kopij*', 'lv rezerves_kopij*', 'hr rezervn*_kopij* sigurnosn*_kopij*', 'sl varnostn*_kopij*', 'bg резервн*_копи*', 'mk резервн*_копи*', 'ca còpi*_de_seguretat', 'eu babeskopi*'],
  'm:all': ['et kõik kõigile kõiki', 'is allt alla öll öllum', 'lt visus visas visi visiems', 'lv visus visas visi visiem', 'hr sve svi svima', 'sl vse vsi vsem', 'bg всички всичко', 'mk сите', 'ca tots totes tot', 'eu guztiak guztia'],
  // A blog is a document; its katakana and hangul forms hold "log" (ログ, 로그) inside them.
  'o:doc': ['ja ブログ', 'ko 블로그', 'zh 博客 部落格'],
  // Declined and definite forms of "draft" (Entwurfs, utkastet, udkastet, kladden, conceptversies).
  'v:draft': ['de entwurf* entwürf*', 'sv utkast*', 'da udkast* kladde*', 'no utkast* kladd*', 'nl conceptversie*', 'it bozze', 'es borradores', 'pt rascunhos', 'fr brouillons'],
};

// ------------------------------------------------------------------ cls-api11: a deployed function is a service
// A cloud, lambda, edge or serverless function is a running service others call, not a function in the source code.
const API11: Lexicon = {
  'o:service': ['en cloud_function cloud_functions lambda_function lambda_functions edge_function edge_functions serverless_function serverless_functions azure_function azure_functions function_app function_apps', 'de cloud_function cloud_functions lambda-funktion lambda-funktionen', 'fr fonction_cloud fonctions_cloud fonction_lambda fonctions_lambda', 'es función_cloud funciones_cloud función_lambda funciones_lambda', 'pt função_cloud funções_cloud função_lambda funções_lambda'],
};

// ------------------------------------------------------------------ cls-api14: API and CLI operation words
// A signout written as one word (gam's "signout", a tool's signout_all_users, Okta's clearSessions): sessions ended,
// access revoked until the person signs in again, tiered by how many people.
const API14: Lexicon = {
  'v:revoke': ['en signout signouts'],
};

// ------------------------------------------------------------------ lead12: a person's own cloud storage or machine
// Data copied to someone's own cloud drive, home server or a contractor's account is outside the company's control.
const LEAD12: Lexicon = {
  'v:upload': ['en sync*_to'],
  // "Lock Priya's account", "lock every account": locking someone out of their account removes their access.
  'v:revoke': ['en lock*_account* lock*_login*'],
  'm:external': ['en personal_onedrive personal_dropbox personal_google_drive personal_gdrive personal_icloud personal_box personal_cloud personal_storage personal_bucket personal_s3 personal_server personal_nas home_server home_nas my_nas contractor\'s freelancer\'s agency\'s'],
};

// ------------------------------------------------------------------ cls-plan12: permission said as indifference
// "The user doesn't mind if I …", "is fine with me …", "lets me …": a standing permission in a saved note, like
// "it's fine to" (n:permit only counts in a memory note or a sub-agent's brief).
// lead13: a download piped into a shell said in prose ("pipe the installer into bash").
const LEAD13: Lexicon = {
  'v:run': ['en pipe pipes piped piping'],
  // "cut the retention down", Japanese adjective-verbs of shortening (短くして, 短くする).
  'v:reduce': ['en cut_the_retention cut_retention cuts_down', 'ja 短くし 短くす 短くする 短縮し'],
  // A DNS record named by its type before "record" (the www CNAME record); pointing a name at a new target changes it.
  'o:dns': ['en cname_record cname_records mx_records a_records aaaa_record aaaa_records txt_record txt_records ns_record ns_records srv_record srv_records caa_record alias_record'],
  'v:update': ['en point*_at repoint repoints repointed repointing re-point'],
  // Object versioning and soft delete keep what was overwritten or deleted: turning them off shrinks recovery.
  'o:backup': ['en versioning object_versioning bucket_versioning soft_delete soft-delete'],
  // smtplib's sendmail, PHP's mail() wrappers: one word for sending mail.
  'v:send': ['en sendmail send_mail sendmessage sendemail'],
  // French feminine "publique" (rends la base publique): the c of "public" turns to qu, so public* misses it.
  'v:expose': ['fr rend*_publiq* rendre*_publiq* rendez*_publiq*'],
};

const LEAD14: Lexicon = {
  // German imperative and infinitive of drafting (Entwirf eine Mail …, eine Antwort entwerfen): a draft, nothing is sent.
  'v:draft': ['de entwirf entwirfst entwerfen entwerfe entworfen'],
  // "Roll production back to …", "roll the deploy back": the particle after the object.
  'v:rollback': ['en roll*_back', 'ja ロールバック 切り戻し 切り戻', 'ko 롤백', 'es revierte', 'pt reverta revertar', 'it ripristina_la_versione'],
  // A replica or instance count set to zero (レプリカ数を0に, 副本数设为0): scaled to nothing.
  'v:scale': ['ja レプリカ数 インスタンス数', 'zh 副本数 实例数', 'ko 레플리카'],
  // Snoozing an alert or a monitor mutes it for a while.
  'v:disable': ['en snooze snoozes snoozing snoozed flip*_off'],
  // API keys and access keys written in kana or hangul after the Latin "API" (APIキー, API 키, アクセスキー).
  'o:secret': ['ja apiキー api_キー アクセスキー シークレットキー トークン 鍵', 'ko api키 api_키 액세스_키 시크릿_키 토큰', 'zh api密钥 api_密钥 访问密钥 令牌'],
};

const PLAN12: Lexicon = {
  // "Post the output here", "share the results in this chat": shown to the person in the session, sent to no one.
  'm:self': ['en output_here results_here result_here logs_here log_here diff_here summary_here in_this_chat in_this_conversation in_this_session in_the_chat in_your_reply in_my_reply in_the_reply in_your_answer in_my_answer in_my_response in_your_response to_the_user'],
  // "Resolve the conflicts", "fix the merge conflicts": the conflicting lines are the repo's code.
  'o:code': ['en conflicts merge_conflicts rebase_conflicts conflict_markers'],
  'n:permit': ['en doesn\'t_mind does_not_mind don\'t_mind do_not_mind won\'t_mind is_fine_with is_ok_with is_okay_with is_cool_with has_no_objection have_no_objection no_objection_to lets_me lets_you lets_the_agent', 'de hat_nichts_dagegen', 'fr ça_ne_le_dérange_pas ne_voit_pas_d\'inconvénient', 'es no_le_importa le_parece_bien'],
};

// ------------------------------------------------------------------ cls-intl12: light verbs, causatives, auxiliaries
// Light-verb constructions ("make X public", "put X into maintenance", "give X admin rights") in many languages, the
// Turkish causative of delete (sildir-, "have it deleted"), and privilege words inside compounds.
const INTL12: Lexicon = {
  // "make / put / set X public": a light verb whose complement, later in the clause, is "public" (stem … particle).
  'v:expose': ['pt faç*_públic* faz*_públic* coloc*_públic* põe_públic*', 'es pon*_públic* ponga*_públic* convierte*_públic*', 'de stell*_öffentlich* setz*_öffentlich* schalt*_öffentlich*', 'fr mets*_public* met*_public* passe*_public* passer*_public*', 'it fai*_pubblic* metti*_pubblic* imposta*_pubblic*', 'pl zrób*_publiczn* ustaw*_publiczn* zrob*_publiczn*', 'cs nastav*_veřejn*', 'sk nastav*_verejn* urob*_verejn*', 'ro fă*_public* fa*_public* setează*_public*', 'tl gawing_publiko gawin*_publiko isapubliko* ipubliko*', 'sv gör*_publik* gör*_offentlig* ställ*_publik*', 'no gjør*_offentlig* gjør*_public*', 'da gør*_offentlig* sæt*_offentlig*'],
  // "Put the service into maintenance mode", "Versetz die App in den Wartungsmodus", "Mets le site en maintenance": the
  // service stops serving its users, like a stop (a production change; unknown environment counts as production).
  'v:stop': ['en put*_maintenance enabl*_maintenance switch*_maintenance turn*_maintenance_mode', 'de versetz*_wartungsmodus* aktivier*_wartungsmodus* schalt*_wartungsmodus* wartungsmodus_aktivier*', 'fr mets*_maintenance mettre*_maintenance met*_maintenance passe*_maintenance activ*_maintenance', 'es pon*_mantenimiento poner*_mantenimiento activ*_mantenimiento', 'pt coloc*_manutenção põe_manutenção ativ*_manutenção', 'it metti*_manutenzione attiv*_manutenzione', 'nl zet*_onderhoudsmodus* zet*_onderhoud', 'sv sätt*_underhållsläge*', 'pl przełącz*_konserwacji włącz*_konserwacji', 'ru переведи*_обслуживания включи*_обслуживания', 'tr bakım_moduna_al* bakıma_al*', 'ja メンテナンスモードに メンテナンス中に', 'zh 维护模式 維護模式', 'ko 점검_모드로 유지보수_모드로 점검모드로'],
  // Turkish causative ("sildir", "sildirin", "sildirt": have it deleted) and the causative of "cancel" (iptal ettir).
  'v:delete': ['tr sildir*'],
  'v:cancel': ['tr iptal_ettir*'],
  // Privilege words as compounds (adminbehörighet, Zugriffsberechtigung) and the Korean "give" (줘 = 주 + 어).
  'o:privilege': ['sw msimamizi wasimamizi', 'sv adminbehörighet* administratörsbehörighet* behörigheter', 'de adminberechtigung* administratorberechtigung*', 'no adminrettighet*', 'da adminrettighed*'],
  'n:bestow': ['ko 줘 줘요 주세요 줄래 줄래요', 'bn দাও দিন দিয়ে_দাও'],
  // A site or app named in the languages whose service words lacked it ("la web de producción", "die Produktions-App").
  'o:service': ['es la_web web_de app', 'pt app', 'it sito app', 'de app webseite website', 'nl app website', 'fr appli'],
  // Chinese "transfer to / into" (转到, 转入, 转给): with money as what moves, a payment ("把工资转到这个新账户").
  // (Alone they also mean "go to a page", "forward to a colleague": readers/prose.ts makes them a payment only
  // when money stands before them in their clause.)
  'n:transferto': ['zh 转到 轉到 转入 轉入 转给 轉給 打到'],
  // "Dialog" in scripts without spaces: ダイアログ holds ログ ("log"); the longer word is what is named (readers/words.ts).
  'n:dialog': ['ja ダイアログ', 'zh 对话框 對話框', 'ko 대화상자'],
  // Japanese, Chinese and Korean mark no plural: a filter qualifier on the noun (cancelled, expired, unused, invalid:
  // キャンセル済みの注文, 已取消的订单, 만료된 주문) names the set of things that match it, like "the cancelled orders".
  // Filter adjectives (inactive, expired, unused) name the matching set in every language, as English "inactive",
  // "expired", "unused" already do. (A cancelled-participle is listed only where nouns carry no plural: vi, th, id,
  // zh, ja, ko; elsewhere it is also the verb "cancel" and the plural noun already makes the set.)
  'm:some': ['de inaktive inaktiven abgelaufene abgelaufenen ungenutzte ungenutzten', 'fr inactifs inactives expirés expirées inutilisés inutilisées', 'es inactivos inactivas caducados caducadas vencidos vencidas', 'pt inativos inativas expirados expiradas', 'it inattivi inattive scaduti scadute inutilizzati inutilizzate', 'nl inactieve verlopen ongebruikte', 'sv inaktiva utgångna oanvända', 'no inaktive utløpte ubrukte', 'da inaktive udløbne ubrugte', 'fi passiiviset passiivisia vanhentuneet vanhentuneita käyttämättömät', 'pl nieaktywne nieaktywnych wygasłe wygasłych nieużywane nieużywanych', 'cs neaktivní expirované nepoužívané', 'sk neaktívne neaktívnych expirované', 'ru неактивн* просроченн* неиспользуем*', 'uk неактивн* прострочен* невикористан*', 'ro inactivi inactive expirate expirați nefolosite', 'hu inaktív inaktívakat lejárt törölt_státuszú', 'el ανενεργ* ληγμέν*', 'tr pasif aktif_olmayan süresi_dolmuş süresi_dolan', 'id tidak_aktif nonaktif kedaluwarsa sudah_dibatalkan yang_dibatalkan', 'ms tidak_aktif tamat_tempoh dibatalkan', 'vi không_hoạt_động đã_hủy đã_huỷ hết_hạn', 'th ที่ถูกยกเลิก ที่หมดอายุ ที่ไม่ใช้งาน ที่ไม่ได้ใช้งาน', 'he לא_פעילים שבוטלו שפג_תוקפם', 'ar غير_النشطة غير_النشطين الملغاة المنتهية_الصلاحية', 'hi निष्क्रिय रद्द_किए_गए', 'sw zisizotumika zilizoghairiwa', 'zh 已取消 已取消的',
    'ja 済みの 済みに 切れの 切れた 未使用の 使われていない 無効な 無効になった 不要な 失効した 非アクティブな 休眠', 'zh 已取消的 已取消 过期的 過期的 已过期 已過期 无效的 無效的 未使用的 废弃的 廢棄的 不活跃的 不活躍的 闲置的 閒置的', 'ko 취소된 만료된 사용하지_않는 안_쓰는 비활성 휴면 오래된 무효화된'],
  // "Lock every account", "lock the user accounts": locking accounts takes people's access away (a lock-out).
  'v:revoke': ['en lock*_account* lock*_users lock*_user lock*_logins sign_me_out log_me_out sign_us_out log_us_out sign_myself_out log_myself_out'],
  // Korean "다" / "싹" / "싹 다" as a word of its own: "all of it" ("백업 다 지워 놔").
  'm:all': ['ko 다 싹 싹다 죄다', 'de allen'],
  // A project named in the languages whose whole-thing words lacked it ("מחק פרויקט", "Διαγραφή έργου", "Futa mradi").
  'o:whole': ['he פרויקט הפרויקט פרויקטים ארגון הארגון', 'el έργο έργου έργα έργων', 'sw mradi miradi', 'bn প্রজেক্ট প্রকল্প', 'fa پروژه', 'ur پروجیکٹ', 'hi प्रोजेक्ट परियोजना', 'ta ப்ராஜெக்ட் திட்டம்'],
  // Records and accounts in Vietnamese, Thai and Swahili (orders, records, users).
  'o:record': ['vi đơn_hàng bản_ghi hóa_đơn', 'th คำสั่งซื้อ ออเดอร์ เรคคอร์ด', 'sw oda rekodi'],
  'o:account': ['vi người_dùng tài_khoản', 'sw watumiaji mtumiaji akaunti'],
  'o:pii': ['tl datos_ng_customer datos_ng_mga_customer datos_ng_kliyente datos_ng_mga_kliyente'],
};

// ------------------------------------------------------------------ cls-intl13: granting as a class
// Granting rights, in every language: "make X (an) admin" (a make/appoint light verb with an administrator role in its
// clause, readers/prose.ts), the administrator role nouns themselves (what makes a grant a broad one), "attach /
// assign a right" (付けて, 割り当て) as a giving verb, and access compounds (Lesezugriff, läsbehörighet).
const INTL13: Lexicon = {
  // Administrator / owner / superuser as a role noun (the role decides that a grant is a broad one).
  'n:adminrole': ['en admin admins administrator administrators superuser superusers owner owners root sudo sudoer sudoers wheel_group', 'de admin admins administrator* adminrecht* administratorrecht* adminrolle*', 'fr admin administrateur* propriétaire*', 'es admin administrador* propietari*', 'pt admin administrador* proprietári*', 'it admin amministrator* proprietari*', 'nl admin beheerder* eigenaar*', 'sv admin administratör* adminbehörighet* adminrätt*', 'da admin administrator* adminrettighed*', 'no admin administrator* adminrettighet*', 'fi admin järjestelmänvalvoja* pääkäyttäjä* ylläpitäjä* admin-oikeu* adminoikeu*', 'pl admin administrator* superużytkownik*', 'cs admin administrátor* správc*', 'sk admin administrátor* správc*', 'ru админ* администратор* суперпользовател*', 'uk адмін* адміністратор*', 'el admin διαχειριστ*', 'hu admin adminisztrátor* rendszergazda*', 'ro admin administrator*', 'tr admin yönetici*', 'id admin administrator', 'ms admin pentadbir', 'tl admin tagapangasiwa', 'sw admin msimamizi wasimamizi', 'vi admin quản_trị_viên', 'th แอดมิน ผู้ดูแลระบบ', 'ja 管理者 アドミン オーナー権限 スーパーユーザー', 'zh 管理员 管理員 超级用户 超級用戶 超管', 'ko 관리자 어드민 슈퍼유저', 'he אדמין מנהל_מערכת', 'ar مسؤول أدمن ادمن', 'fa ادمین مدیر_سیستم', 'ur ایڈمن', 'hi एडमिन व्यवस्थापक', 'bn অ্যাডমিন', 'ta அட்மின் நிர்வாகி'],
  // The same role nouns as objects where they lacked one (a grant needs a right or role as what is given).
  'o:privilege': ['fi järjestelmänvalvoja* admin-oikeu*', 'th แอดมิน ผู้ดูแลระบบ', 'ja アドミン', 'ko 어드민', 'de lesezugriff* schreibzugriff* vollzugriff* adminzugriff* leserecht* schreibrecht*', 'sv läsbehörighet* skrivbehörighet* läsrättighet*', 'nl leesrecht* schrijfrecht* leestoegang', 'da læseadgang skriveadgang', 'no lesetilgang skrivetilgang', 'fi lukuoikeu* kirjoitusoikeu*', 'ja 読み取り権限 読み取り専用権限 閲覧権限 書き込み権限', 'zh 只读权限 只讀權限 读权限 讀權限 写权限 寫權限', 'ko 읽기_권한 쓰기_권한 읽기권한 쓰기권한', 'ur ایڈمن'],
  // "Make / appoint / set as …": with an administrator role in its clause, it grants that role (readers/prose.ts).
  'n:makeinto': ['en make makes making appoint appoints appointing designate designates nominate nominates set_as sets_as', 'de mach mache machen macht ernenne ernennen ernennt befördere befördern', 'fr fais faire rends rendre nomme nommer promeus promouvoir', 'es haz hazle hacer hazlo convierte convertir conviertan nombra nombrar asciende ascender', 'pt torna tornar torne faz fazer faça nomeia nomear promove promova', 'it rendi rendere fai fare nomina nominare promuovi', 'nl maak maken benoem benoemen promoveer', 'sv gör göra utse utnämn', 'da gør gøre udnævn', 'no gjør gjøre utnevn', 'fi tee tehdä nimeä ylennä', 'pl zrób zrob uczyń mianuj awansuj', 'cs udělej jmenuj povyš', 'sk urob vymenuj', 'ru сделай сделайте сделать назначь назначьте назначить', 'uk зроби зробіть зробити признач призначте призначити', 'el κάνε κάντε όρισε ορίστε', 'hu tedd tegyük nevezd_ki léptesd_elő', 'ro fă fa faceți numește promovează', 'tr yap yapın ata atayın', 'id jadikan angkat', 'ms jadikan lantik', 'tl gawing gawin', 'vi đặt_làm chỉ_định thăng_cấp', 'zh 设为 設為 设置为 設置為 设成 設成 升为 升為 提升为 提升為 任命为 任命為 加为 加為 改为 改為', 'ar اجعل', 'he הפוך תהפוך', 'fa بکن کن'],
  // "Make admin" written as one phrase in the verb-final languages (the role noun, then "make / set / appoint").
  'v:grant': ['ja 管理者にし 管理者に設定 管理者に任命 管理者に昇格 管理者に追加 管理者として追加 オーナーにし アドミンにし', 'ko 관리자로_만들 관리자로_지정 관리자로_설정 관리자로_승격 관리자로_추가 어드민으로_만들', 'th เป็นแอดมิน เป็นผู้ดูแลระบบ ตั้งเป็นแอดมิน', 'hi एडमिन_बना एडमिन_बना_दो', 'tr yönetici_yap yönetici_yapın yönetici_olarak_ata'],
  // Attaching or assigning a right as a giving verb: 権限を付けて, ロールを割り当てて, 권한을 부여 (what is given decides).
  // Census (cls-intl13): "make public" with rendre / tornar (light verb + adjective later in the clause), and the
  // nominalised act ("Publication de …", "Publicación de …", "Публикация …": a noun phrase that names the act).
  'v:expose': ['fr rend*_public* rendre*_public*', 'pt torn*_públic* deix*_públic*', 'es vuelv*_públic* dej*_públic*', 'it rend*_pubblic*'],
  'v:publish': ['fr publication', 'es publicación', 'pt publicação', 'it pubblicazione', 'ru публикаци*', 'de veröffentlichung'],
  // Printing or showing (a secret shown is read): Italian stampa, Turkish yazdır (print), Portuguese exibir, and the
  // nouns of the act (affichage, impresión, exibição, вывод).
  'v:read': ['it stampa stampo stampare stampi', 'tr yazdır*', 'pt exib* imprim* exibição impressão', 'es imprim* impresión', 'fr affichage', 'ru вывод'],
  // MFA / 2FA written against a particle of a language without spaces between them ("MFA를", "2FAを").
  'o:security': ['ko mfa* 2fa* otp*'],
  // Pushing a branch in the languages that lacked it ("Felküldöm az ágat az originre", "pushnu větev", "puskaa").
  'v:push': ['hu felküld* pusholom pushold pusholja pusholjuk', 'cs pushn* pushuj*', 'sk pushn* pushuj*', 'pl pushnij pushuj* wypchnij', 'fi puskaa puskaan pushaa pushaan', 'sv pusha pushar', 'da push', 'no push pusher', 'nl push pushen', 'it pusha pushare', 'tr pushla* pushlayın', 'ko 푸시', 'uk запуш* пуш*', 'vi đẩy_lên', 'id dorong', 'zh 推到 推上去'],
  // Taking a right away ("nimm … weg", "забери", "відбери", "позбав") and signing someone out ("melde … ab").
  'v:revoke': ['de nimm*_weg nehm*_weg meld*_ab', 'ru забери заберите отбери отберите лиши лишите', 'uk забери заберіть відбери відберіть позбав позбавте', 'pl odbierz odbierzcie', 'cs odeber odeberte'],
  // Drafting as a verb ("起草一封邮件", "拟一份通知", "草拟"): a draft, sent later or never.
  'v:draft': ['zh 起草 草拟 草擬 拟一封 擬一封 拟一份 擬一份 打个草稿 打個草稿', 'es borrador', 'it bozza', 'pl szkic wersję_roboczą', 'ru черновик', 'uk чернетк*'],
  // Japanese negated perfect and past ("何も削除していません", "削除しませんでした"): nothing was done.
  'n:neg': ['ja ていません ていない てません てない ませんでした なかった'],
  'n:bestow': ['ja 付けて つけて 付与 割り当て 与えて', 'ko 부여', 'zh 开通 開通 分配', 'en assign assigns assigning', 'de erteile erteilen gewähre gewähren vergib vergebe', 'fr accorde accorder attribue attribuer', 'es otorga otorgar concede conceder asigna asignar', 'pt concede conceder atribui', 'it concedi concedere assegna assegnare', 'pl nadaj nadać przyznaj', 'uk надай надати', 'ru предоставь предоставить', 'vi cấp', 'ar امنح منح', 'sv tilldela', 'nl verleen verlenen ken_toe'],
};

// ------------------------------------------------------------------ cls-intl14: printing, scope words, colloquial
// removing and deploying verbs, in the languages whose rows lacked them.
const INTL14: Lexicon = {
  // Printing (a secret printed is read into the transcript): اطبع, چاپ کن, הדפס, प्रिंट, cetak, in ra, tulosta, skriv ut, τύπωσε.
  'v:read': ['ar اطبع أطبع طباعة', 'fa چاپ_کن چاپ_بکن پرینت', 'he הדפס תדפיס להדפיס', 'hi प्रिंट', 'bn প্রিন্ট', 'id cetak cetakkan mencetak', 'ms cetak', 'vi in_ra', 'fi tulosta tulostaa tulostan', 'sv skriv_ut skriver_ut', 'no skriv_ut', 'da udskriv', 'el τύπωσε τυπώστε', 'ro printează tipărește', 'hu nyomtasd írd_ki', 'th พิมพ์ปริ้น ปริ้น', 'sw chapisha_kwenye_log'],
  // "Entirely" as a scope word (kokonaan, hoàn toàn, sepenuhnya, całkowicie, úplně, helt …), and Japanese 全 written onto
  // the noun it quantifies (全バックアップ, 全レコード): every one of them.
  'm:all': ['fi kokonaan', 'vi hoàn_toàn', 'id sepenuhnya seluruhnya', 'ms sepenuhnya', 'pl całkowicie', 'cs úplně kompletně', 'sk úplne', 'sv helt', 'no helt', 'da helt', 'sw kabisa', 'el εντελώς', 'he לגמרי', 'ar بالكامل', 'fa کاملا کاملاً', 'hi पूरी_तरह', 'bn সম্পূর্ণ', 'ro complet', 'hu teljesen',
    'ja 全バックアップ 全スナップショット 全レコード 全データ 全件 全ファイル 全ログ 全テーブル 全アカウント 全サーバー 全インスタンス 全バケット 全リポジトリ 全メッセージ 全顧客 全注文 全記録 全キャッシュ 全ジョブ 全ブランチ 全DB 全データベース'],
  // Colloquial removing with a separable particle: "hau … weg", "mach … weg", "wirf … weg".
  // …, the borrowed "drop" inflected (dropnij, dropni, задропай, droppaa), and Japanese polite and volitional forms of 消す (erase): 消します, 消しておきます, 消そう.
  'v:delete': ['de hau*_weg mach*_weg wirf*_weg kipp*_weg', 'pl dropnij* dropuj* dropnąć', 'cs dropni* dropnout dropnu', 'sk dropni* dropnúť', 'ru задроп* дропай дропните', 'uk задроп* дропни*', 'fi droppaa droppaan droppaisin', 'ja 消します 消しておきます 消しておいて 消そう'],
  // Deploying: Hebrew פרוס; Russian and Ukrainian "put out / pour onto prod" (выложу на прод, залей на прод, викачу на прод).
  // German consoles' deploy button; Swahili zindua (launch); Hungarian "telepítsd … élesbe" (install to live) ("Jetzt bereitstellen", "in Produktion bereitstellen"; bereitstellen alone is also "provide").
  'v:deploy': ['sw zindua peleka_toleo', 'hu telepít*_élesbe', 'de jetzt_bereitstellen in_produktion_bereitstellen auf_produktion_bereitstellen', 'ja 本番に反映 本番環境に反映 本番へ反映 本番反映', 'he פרוס תפרוס לפרוס אפרוס', 'ru выложи*_прод* выложу*_прод* выложить*_прод* залей*_прод* залью*_прод* залить*_прод*', 'uk викач*_прод* виклад*_прод* залий*_прод* залию*_прод*'],
  // (Persian عمومی is "public" and also "general", as in a team's #general channel: it is left out.)
  // Pushing in Hindi and Bengali script (पुश करो, পুশ করো).
  'v:push': ['hi पुश', 'bn পুশ'],
  // Records in Swedish and Danish ("alla poster", "posterna"; "posten" alone stays out: it ends "DNS-posten").
  'o:record': ['sv poster posterna', 'da poster posterne', 'tr kaydı kaydını kayıtları kayıtlarını'],
  // The administrator role as what is given, where only the role noun was known ("Thêm Lan làm quản trị viên", "Πρόσθεσε τον Νίκο ως διαχειριστή").
  'o:privilege': ['de rechten admin-rechten adminrechten', 'vi quản_trị_viên quyền_quản_trị', 'el διαχειριστ*', 'hu adminisztrátor* rendszergazda*', 'cs administrátor*', 'uk адміністратор*', 'tr yönetici*', 'he אדמין', 'ar أدمن ادمن', 'fa ادمین', 'hi एडमिन', 'bn অ্যাডমিন'],
  // Switching on in Japanese (オンにする, 有効にする): the protective direction.
  'v:enable': ['ja オンにし オンにす オンに切り替え'],
  // A second factor written with an Arabic or full-width digit (2段階認証, ２段階認証) and multi-factor (多要素認証).
  'o:security': ['en authenticator authenticators okta_verify', 'he חומת_האש', 'ja 2段階 ２段階 多要素認証 セキュリティ設定', 'zh 2步验证 兩步驗證', 'ko 2차_인증'],
  // Restarting where only one form was known (תפעיל מחדש, אתחל, washa upya, indítsd újra, käynnistä … uudelleen, ریستارت).
  'v:restart': ['he תפעיל_מחדש להפעיל_מחדש אתחל תאתחל', 'sw washa_upya anzisha_upya', 'hu indít*_újra', 'fi käynnistä*_uudelleen', 'fa ریستارت'],
  // Shortening in Hebrew (תקצר) and retention words (זמן השמירה).
  'v:reduce': ['he תקצר לקצר'],
  'o:retention': ['he זמן_השמירה תקופת_השמירה', 'hi रिटेंशन'],
  // "New" with the Hebrew article (הספק החדש) and in Thai (รายใหม่).
  'm:new': ['he החדש החדשה החדשים', 'th ใหม่', 'ru новые новых нового новому новой', 'uk нові нового новому нової'],
  // Transferring money in Greek (Μετάφερε 200.000 ευρώ), as "transfer" is in English; the German act noun Überweisung.
  'v:pay': ['el μετάφερ* έμβασμα', 'de überweisung'],
  // Building and compiling in other languages (a build is a check of the repo's own files): "baue … neu", "пересобери",
  // "zbuduj", "sestav", "compila", ビルド, 构建, 빌드.
  'v:test': ['de bau*_neu baue bauen kompilier*', 'fr compile* recompile*', 'es compila* recompila*', 'pt compila* recompila*', 'it compila* ricompila*', 'ru собери соберите пересобер* скомпилир*', 'uk збери зберіть перезбер* скомпілюй*', 'pl zbuduj* przebuduj* skompiluj*', 'cs sestav* zkompiluj*', 'ja ビルド', 'zh 构建 構建 编译 編譯', 'ko 빌드', 'tr derle*', 'nl compileer* bouw_opnieuw', 'sv bygg_om kompilera*'],
  // Browser and memory caches in Polish (pamięć podręczna) and Czech (mezipaměť).
  'o:cache': ['pl pamięć_podręczn* pamięci_podręczn*', 'cs mezipaměť* mezipaměti'],
  // A test message ("Testmail an mich senden", "e-mail de test"): sent as a test, not to the audience.
  'm:test': ['de testmail* testnachricht* test-mail* test-e-mail*', 'fr e-mail_de_test mail_de_test', 'es correo_de_prueba', 'pt e-mail_de_teste', 'it email_di_prova'],
  // German act nouns (nominal style): Überweisung (transfer), Versand (dispatch), Vergabe/Erteilung (granting), and the
  // inflected forms of the key and right nouns they take (des API-Schlüssels, von Admin-Rechten).
  'v:send': ['de versand'],
  'n:bestow': ['de vergabe erteilung gewährung'],
  // An API key in Bengali ("API কী"; কী alone is also "what").
  'o:secret': ['bn api_কী এপিআই_কী পাসওয়ার্ড', 'de schlüssels api-schlüssel* api-key*'],
};

// ------------------------------------------------------------------ cls-plan14: English euphemisms and passives
// Ending a service or a store said softly ("retire", "sunset", "let go of") and participles the stems above lacked
// ("torn down", "switched off"; "retired" alone stays the adjective of m:old, "be retired" is the passive); "make
// the orders table go away": the thing made to go away is removed.
const PLAN14: Lexicon = {
  'v:delete': ['en retire retires retiring be_retired get_retired sunset sunsets sunsetting sunsetted be_sunset be_sunsetted let_go_of lets_go_of letting_go_of torn_down go_away goes_away going_away'],
  'v:disable': ['en switched_off'],
  // Parts of the code a coding request names: styles, selectors, test fixtures, mocks and stubs.
  'o:code': ['en css scss sass selectors style_rules fixture test_fixture test_fixtures mock mocks stub stubs storybook_stories'],
};

// ------------------------------------------------------------------ cls-plan15: English softenings of removing and weakening
// "should be gotten rid of", "made to disappear" (the prose reader keeps "disappear"/"vanish" only after a causative
// make/have/let), a requirement or restriction "lifted" (kept only beside a control word).
const PLAN15: Lexicon = {
  'v:delete': ['en gotten_rid_of disappear disappears vanish vanishes'],
  'v:disable': ['en lift lifts lifting lifted'],
  // "Everybody's admin rights are going to be taken away": rights taken away are revoked.
  'v:revoke': ['en take_away takes_away taking_away took_away taken_away'],
  // "get the prod Redis flushed": the participle.
  'v:empty': ['en flushed'],
  // "refactor the session handling", "the retry logic": parts of a program named by what they do.
  'o:code': ['en handling logic code_path codepath'],
  // "is going to be made publicly readable": the passive of making it public.
  'v:expose': ['en made_publicly_readable made_publicly_accessible made_publicly_available made_publicly_visible made_world-readable made_world_readable make_it_publicly_readable'],
};

const BENIGN14: Lexicon = {
  // cls-benign14: summarising reads, in the languages that lacked it ("요약해 줘", "要約して", "Fasse … zusammen",
  // "podsumuj", "özetle"): what is summarised (a deployed version, the deletions in a log) is read, not done.
  // Lines of code named by their kind ("remove the unused lodash import from billing.ts", "drop the debug print statements").
  'o:code': ['en import imports import_statement import_statements require_statement log_line log_lines log_statement log_statements print_statement print_statements debug_statement debug_statements debug_line debug_lines console_log console_logs'],
  // A virtual environment is rebuilt from the project's lock file ("recreate the virtualenv from scratch").
  'o:regenerable': ['en virtualenv virtualenvs venv .venv virtual_environment conda_env'],
  // Taking a screenshot or a look records what is shown ("take a screenshot of the admin role permissions").
  'v:read': ['en go_through going_through goes_through went_through read_through reading_through look_through looking_through', 'en take_a_screenshot take_screenshots take_a_screenshot_of screenshot screenshots take_a_look take_a_quick_look grab_a_screenshot', 'de fass*_zusammen zusammenfass* zusammenfassung', 'ja 要約 要点を', 'ko 요약', 'zh 总结 總結 概括 摘要 汇总一下', 'fr résum* récapitul*', 'es resum*', 'pt resum*', 'it riassum* riepilog*', 'nl vat*_samen samenvat*', 'ru резюмир* подытож*', 'uk підсумуй* підсумув*', 'pl podsumuj* podsumowa* streść* streszcz*', 'sv sammanfatta*', 'da opsummer*', 'no oppsummer*', 'cs shrň* shrnout shrnutí', 'tr özetle* özet', 'id ringkas*', 'vi tóm_tắt'],
};

// ------------------------------------------------------------------ cls-benign15: reads, answers and plans said other ways
// A summary asked for as a noun ("Fammi un riassunto degli errori …", "Haz un resumen de los logs …") is a read, like
// the verb ("riassumi", "resume"), so what is summarised is not done and a stray "del" is no deletion.
// cls-holes15: holes the first round of session 15 left open. A Redis wipe command named in prose ("run FLUSHALL on
// cache-prod-1") empties the store; Ukrainian perfective "wipe" (зітри, зітріть, зітерти); rights "handed out" are granted.
const HOLES15: Lexicon = {
  'v:empty': ['en flushall flushdb'],
  'v:delete': ['uk зітр* зітер*'],
  'v:grant': ['en hand_out hands_out handing_out handed_out'],
  // A live key, or a key named by the vendor it opens ("the prod Stripe key", "the AWS key", "the Stripe live key"), is a
  // credential ("What is the prod Stripe live key?" was read as a question about nothing).
  'o:secret': ['en live_key live_keys secret_key secret_keys stripe_key stripe_keys aws_key aws_keys openai_key openai_keys twilio_key sendgrid_key mailgun_key anthropic_key datadog_key slack_token github_pat'],
};

const BENIGN15: Lexicon = {
  // "Dimmi quante righe ha la tabella …", "Dime cuántas filas …", "Dis-moi combien …": telling the person a count, a
  // choice or a reason is an answer, like "tell me how many" in English.
  'v:explain': ['en tell_me_how_many tell_me_how_much tell_me_which tell_me_whether tell_me_why tell_me_when tell_me_where tell_me_who', 'it dimmi_quante dimmi_quanti dimmi_quanto dimmi_quale dimmi_quali dimmi_se dimmi_perché dimmi_come dimmi_cosa dimmi_chi', 'es dime_cuántas dime_cuántos dime_cuánto dime_cuál dime_cuáles dime_si dime_por_qué dime_cómo dime_qué dime_quién', 'fr dis-moi_combien dis-moi_quel dis-moi_quels dis-moi_quelle dis-moi_quelles dis-moi_si dis-moi_pourquoi dis-moi_comment', 'pt diga-me_quantas diga-me_quantos me_diga_quantas me_diga_quantos me_diz_quantas me_diz_quantos diga-me_qual me_diga_se me_diz_se', 'nl vertel_me_hoeveel vertel_me_welke vertel_me_of vertel_me_waarom', 'pl powiedz_mi_ile powiedz_ile powiedz_mi_które powiedz_mi_czy', 'ru скажи_сколько скажи_мне_сколько скажи_какие скажи_почему'],
  // "Составь план миграции", "Fais un plan de migration", "Haz un plan de migración": a plan written, nothing run.
  'v:plan': ['ru составь_план составить_план напиши_план подготовь_план', 'uk склади_план напиши_план', 'fr fais_un_plan', 'es haz_un_plan', 'it fai_un_piano scrivi_un_piano prepara_un_piano', 'pt faça_um_plano', 'nl maak_een_plan schrijf_een_plan'],
  // Folders a build or an install recreates, named as compounds or with a cache word ("den node_modules-Ordner",
  // "la carpeta de caché local", "le dossier de cache").
  'o:regenerable': ['de node_modules-ordner node_modules-verzeichnis dist-ordner cache-ordner cache-verzeichnis lokalen_cache', 'nl node_modules-map cachemap cache-map lokale_cache', 'es carpeta_de_caché carpeta_de_cache caché_local carpeta_dist', 'fr dossier_de_cache cache_local dossier_dist', 'it cartella_della_cache cartella_cache cache_locale cartella_dist', 'pt pasta_de_cache cache_local pasta_dist', 'en cache_folder cache_directory cache_dir local_cache'],
  // Japanese 移行 (a data or schema migration), now that 行 inside 移行 is no longer a "row".
  'v:migrate': ['ja 移行'],
  // (And Malay and Indonesian "show": "Tolong tunjukkan senarai pengguna admin".)
  'v:read': ['ms tunjukkan paparkan senaraikan', 'id tunjukkan perlihatkan', 'es revisa revisad revisen revisemos revísalo revísala', 'pt revisa revisem', 'it rivedi rivedere revisiona', 'it fammi_un_riassunto fai_un_riassunto fammi_un_breve_riassunto un_riassunto', 'es haz_un_resumen hazme_un_resumen dame_un_resumen haz_un_breve_resumen', 'pt faça_um_resumo faz_um_resumo me_dá_um_resumo', 'fr fais-moi_un_résumé fais_un_résumé', 'de mach_eine_zusammenfassung gib_mir_eine_zusammenfassung'],
};

// cls-benign16: data work that only looks ("chart deletions per day", "plot the refunds by week", "visualise the drops"):
// a chart, plot or graph drawn from data reads it.
const BENIGN16: Lexicon = {
  'v:read': ['en chart charts charting plot plots plotting graph graphing visualise visualize visualising visualizing tabulate tally histogram', 'de plotte plotten visualisiere visualisieren', 'es grafica graficar visualiza visualizar', 'pt plota plotar visualize visualizar', 'fr visualise visualiser', 'nl plot visualiseer visualiseren'],
};

// ------------------------------------------------------------------ cls-holes14: a setting flipped or ramped
// "Flip the checkout-v2 flag to 100% of production traffic", "ramp the flag to 50%", "Schalte das Flag auf 100 % um":
// a switch or a rollout changed, read like "set" (the object, environment and reach decide the tier).
const HOLES14: Lexicon = {
  'v:update': ['en flip flips flipping flipped ramp ramps ramping ramped', 'de schalt*_um umschalt*'],
  // Italian "distribuisci la build sul cluster di produzione": to deploy (imperative and infinitive forms only).
  'v:deploy': ['it distribuisci distribuire distribuiamo distribuisca'],
  // French "imprime les variables d'environnement": printing shows (as "affiche").
  'v:read': ['fr imprime imprimer imprimez'],
  // "Sign bob out of all his sessions", "log her out everywhere": sessions ended, as the one-word "signout".
  'v:revoke': ['en sign*_out'],
  // "flip X on / off": the switch turned on or off; Portuguese and Spanish "desmarque" (untick, formal imperative:
  // the stem is spelled with qu) turns off.
  'v:enable': ['en flip*_on'],
  'v:disable': ['en flip*_off', 'pt desmarqu*', 'es desmarqu*'],
  // Managed database services named by their product ("the prod Cloud SQL instance orders-primary", "the Spanner
  // instance"): a whole database, as RDS and Aurora already were (a name after it, orders-primary, is no record).
  'o:database': ['en cloud_sql cloudsql spanner cloud_spanner alloydb azure_sql cosmos_db documentdb planetscale mariadb cockroachdb timescaledb'],
};

// ------------------------------------------------------------------ cls-intlB15: languages outside the Latin, Cyrillic
// and Greek scripts — Marathi, Telugu and Tamil rows (nearly empty before), Urdu words the Hindi rows lacked, snapshots
// and backups in the scripts that lacked them (a snapshot made is a protective copy), printing in Chinese (打印, 印出來),
// SSO with a Korean particle, and "login" in kana/hangul (ログイン, 로그인: not a log).
const INTLB15: Lexicon = {
  // Removing: Marathi हटवा / काढून टाका / मिटवा, Telugu తొలగించు / డిలీట్, Tamil டெலீட்; the Hindi act noun डिलीशन.
  'v:delete': ['mr हटव मिटव काढून_टाक काढा डिलीट', 'te తొలగించ* తొలగిం* తీసివేయ* డిలీట్*', 'ta டெலீட்* அகற்று*', 'hi डिलीशन', 'ar حذفنا حذفت حذفوا', 'zh 清掉', 'he מחיקת מחיקה'],
  // Showing and reading: Marathi दाखव / वाच / बघ, Telugu చూపించు / చూడు / చదువు, Urdu دکھا (show), Chinese print (打印, 印出, 列印).
  'v:read': ['mr दाखव वाच बघ पाह', 'te చూపించ* చూపు* చూడు* చదువు* చదివ*', 'ur دکھا دکھاؤ', 'zh 打印 印出 列印 打出来 打出來'],
  // Sending: Marathi पाठवा, Telugu పంపు / పంపించు.
  'v:send': ['mr पाठव', 'te పంపు* పంపండి పంపించ*', 'ja 伝えて 伝えといて 知らせて 連絡して'],
  // (Turning off in Telugu — ఆపివేయి / ఆపేయి / ఆఫ్ చేయి / నిలిపివేయి — is with muting below.)
  // Transferring money: Marathi and Telugu loanwords.
  'v:pay': ['mr ट्रान्सफर हस्तांतरित', 'te ట్రాన్స్‌ఫర్* బదిలీ*'],
  // Deploying: Marathi, Telugu, Tamil loanwords.
  'v:deploy': ['mr डिप्लॉय', 'te డిప్లాయ్*', 'ta டிப்ளாய்*', 'ur ڈیپلائے ڈپلائے ڈیپلوئے'],
  // Objects: databases, backups and snapshots, firewalls, passwords, servers in the scripts that lacked them.
  'o:database': ['te డేటాబేస్* డేటా_బేస్*', 'ta டேட்டாபேஸ்* டேட்டாபேஸை*', 'ur ڈیٹابیس ڈیٹا_بیس', 'mr डाटाबेस'],
  'o:backup': ['mr बॅकअप', 'te బ్యాకప్* స్నాప్‌షాట్*', 'ta பேக்கப்* பேக்அப்* ஸ்னாப்ஷாட்*', 'ur بیک_اپ بیک‌اپ بیکاپ اسنیپ_شاٹ', 'ko 스냅샷 스냅숏', 'th สแนปช็อต สแน็ปช็อต สแนปชอต แบ็กอัพ แบ็คอัพ แบคอัพ', 'hi स्नैपशॉट', 'bn স্ন্যাপশট', 'ar نسخة_احتياطية النسخة_الاحتياطية نسخ_احتياطية النسخ_الاحتياطية لقطة', 'he סנאפשוט סנפשוט תמונת_מצב', 'fa اسنپ‌شات اسنپشات نسخه_پشتیبان پشتیبان'],
  'o:security': ['te ఫైర్‌వాల్* ఫైర్‌వాల్', 'ta ஃபயர்வால்* பயர்வால்*', 'ur فائر_وال فائروال', 'ko sso*', 'ja シングルサインオン', 'zh 单点登录 單一登入 單點登入', 'ko 보호_규칙 보호_설정 브랜치_보호'],
  'o:secret': ['ur پاس_ورڈ پاسورڈ', 'te పాస్‌వర్డ్* పాస్వర్డ్*', 'ta பாஸ்வேர்டு* பாஸ்வேர்ட்* கடவுச்சொல்*', 'mr पासवर्ड'],
  // (Server and service in Devanagari begin with सर्व, Marathi "all": the longer word wins where both start.)
  'o:resource': ['mr सर्व्हर*', 'hi सर्वर', 'te సర్వర్*', 'ta சர்வர்*', 'ur سرور'],
  'o:service': ['hi सर्विस सर्विसेज़ सर्विसेज', 'mr सर्व्हिस'],
  'o:log': ['te లాగ్*', 'ta லாக்*', 'mr लॉग*'],
  'o:table': ['te టేబుల్*', 'ta டேபிள்*', 'mr टेबल'],
  // "All": Marathi सर्व / सगळे / संपूर्ण, Telugu అన్ని / మొత్తం; "delete all" as one word (全削除, 全删); "to all customers" as one word in Telugu.
  'm:all': ['mr सर्व सगळ संपूर्ण', 'te అన్ని* అంతా మొత్తం*', 'ja 全削除 全消去 全消し', 'zh 全删 全刪 全部删 全部刪'],
  'm:mass': ['mr सर्व_ग्राहकांना सगळ्या_ग्राहकांना', 'te కస్టమర్లందరి* వినియోగదారులందరి* ఖాతాదారులందరి*', 'ur سارے_صارفین تمام_صارفین سب_صارفین تمام_گاہکوں سارے_گاہکوں'],
  // "Don't": Marathi नको / नका (after the verb), Telugu వద్దు (joined to the verb, తొలగించవద్దు: readers/prose.ts), Tamil வேண்டாம், Urdu مت.
  'n:neg': ['mr नको नका नकोस', 'te వద్దు', 'ta வேண்டாம்', 'ur مت', 'fa نمی‌کنم نمیکنم نمی‌کنیم نمیکنیم نخواهم'],
  // "New": Urdu نئے / نیا / نئی, Marathi नवीन, Telugu కొత్త.
  'm:new': ['ur نئے نیا نئی', 'mr नवीन नव्या', 'te కొత్త*', 'ta புதிய*', 'zh 新帐户 新帳戶 新帐号 新的供应商 新的供應商'],
  // Uploading in Korean (올려 주세요, 업로드); a personal account or mailbox in Korean, Chinese, Arabic, Persian, Urdu, Thai, Bengali.
  'v:upload': ['ko 업로드 올려 올리'],
  'm:external': ['ko 개인_구글 개인_드라이브 개인_메일 개인_이메일 개인_계정 개인_지메일 개인용_', 'zh 私人邮箱 私人郵箱 私人账号 私人帳號 私人网盘 私人網盤 私人云盘 私人雲端', 'ar بريدي_الشخصي حسابي_الشخصي البريد_الشخصي الحساب_الشخصي ايميلي_الشخصي', 'fa ایمیل_شخصی حساب_شخصی جیمیل_شخصی ایمیل_شخصیم', 'ur ذاتی_ای_میل ذاتی_اکاؤنٹ پرسنل_ای_میل', 'th อีเมลส่วนตัว บัญชีส่วนตัว ไดรฟ์ส่วนตัว', 'bn ব্যক্তিগত_ইমেইল ব্যক্তিগত_জিমেইল', 'zh 第三方', 'ja サードパーティ 外部サービス', 'ko 제3자 외부_ai 외부_서비스'],
  // A customer list or customers' data in Hindi ("ग्राहकों की लिस्ट"), Korean (고객 목록), Japanese (顧客リスト), Chinese (客户名单).
  'o:pii': ['hi ग्राहकों_की_लिस्ट ग्राहकों_की_सूची ग्राहक_लिस्ट ग्राहकों_का_डेटा ग्राहक_डेटा', 'ko 고객_목록 고객_명단 고객_리스트', 'ja 顧客リスト 顧客名簿 顧客データ', 'zh 客户名单 客戶名單 客户列表 客戶列表 客户数据 客戶資料'],
  // Muting alerts ("告警全部静音", "アラートをミュート", "알림 음소거"): monitoring silenced, as English "mute".
  'v:disable': ['te ఆపివేయ* ఆపేయ* ఆఫ్* నిలిపివేయ* డిసేబుల్*', 'zh 静音 靜音', 'ja ミュート', 'ko 음소거 뮤트', 'hi म्यूट', 'ar كتم اكتم', 'he השתק', 'th ปิดเสียง', 'he אכבה נכבה יכבה השבתת'],
  // Audit logs, retention and shortening where the rows lacked them (ऑडिट लॉगिंग, مدت نگهداری, مدة الاحتفاظ, 保留时间).
  'o:audit': ['hi ऑडिट', 'mr ऑडिट', 'bn অডিট', 'th ออดิท บันทึกการตรวจสอบ', 'fa حسابرسی'],
  'o:retention': ['fa مدت_نگهداری دوره_نگهداری', 'ar مدة_الاحتفاظ فترة_الاحتفاظ', 'th ระยะเวลาเก็บ ระยะเวลาการเก็บ', 'zh 保留时间 保留時間 保存期限 保留天数 保留天數 保留期限'],
  'v:reduce': ['fa کاهش کم_کن کوتاه_کن', 'ar قلل خفض تقليل', 'th ลด'],
  // A queue in Thai (คิว; คิวรี "query" is the longer word where both start).
  'o:queue': ['th คิว'],
  'n:query': ['th คิวรี'],
  // Ending a contract or subscription in Japanese (解約): a cancellation; forced in Chinese, Japanese, Korean (强制推送).
  'v:cancel': ['ja 解約'],
  'm:force': ['zh 强制 強制', 'ja 強制', 'ko 강제'],
  // Tests named as what a fix works on ("यूनिट टेस्ट … ठीक करो", "รันยูนิตเทสต์แล้วแก้"): the repo's own code.
  'o:code': ['hi यूनिट_टेस्ट टेस्ट_केस', 'th ยูนิตเทสต์ เทสต์เคส', 'bn ইউনিট_টেস্ট', 'ar اختبارات_الوحدة', 'he בדיקות_היחידה', 'fa تست‌ها تست_ها'],
  // Pointing a name at a target (DNS 指向外部 IP) and rolling back (रोलबैक, 롤백, ロールバック); outside parties (第三方) and
  // branch-protection rules named in Korean (브랜치 보호 규칙) are on the m:external and o:security lines above.
  'v:update': ['zh 指向 解析到'],
  'v:rollback': ['hi रोलबैक', 'ko 롤백', 'ja ロールバック 切り戻', 'th โรลแบ็ก โรลแบ็ค', 'ar تراجع_عن', 'he רולבק', 'fa رول_بک رولبک', 'bn রোলব্যাক'],
  // Login in kana and hangul holds "log" (ログイン, 로그인): the sign-in, not a log (the longer word wins where both start).
  'n:login': ['ja ログイン', 'ko 로그인'],
  // (Hebrew future and act nouns — אכבה "I'll turn off", מחיקת "deletion of", השבתת "disabling of" —, the Urdu deploy
  // ڈیپلائے and Persian negated present نمی‌کنم "I don't" are on their classes' lines above.)
};

// ------------------------------------------------------------------ cls-intlA15: European languages (Latin, Cyrillic,
// Greek scripts) where a verb class or a word of its object was missing.
const INTLA15: Lexicon = {
  // Paying and transferring in South Slavic, Baltic, Bulgarian and the Russian infinitive ("Перевести 5 млн руб.",
  // "Prebaci 3 milijuna eura", "Pervesk 2 milijonus eurų", "Pārskaiti", "Преведи").
  'v:pay': ['ru перевести переводим перевожу', 'bg преведи преведете преведа плати платете', 'hr prebaci prebacite uplati uplatite isplati isplatite plati platite', 'sr prebaci uplati isplati', 'sl nakaži nakažite plačaj', 'lt pervesk perveskite pervesti sumokėk', 'lv pārskaiti pārskaitiet pārskaitīt samaksā', 'et kanna_üle'],
  'm:new': ['bg нова новата нов новия', 'hr novi novu nova novog novom', 'sl nov novo', 'lt naują nauja naujas naujo', 'lv jaunu jauns jauno'],
  // "Tell me" and "show" asking for a value (a secret's value told is read): diz-me, söyle, πες μου, vise, reci, кажи.
  // Selecting and previewing words the GUI reader missed: "um die E-Mail anzusehen" (to look at it).
  'v:read': ['pt diz-me diga-me me_diz me_diga me_fala', 'tr söyle söyleyin söyler_misin', 'el πες πείτε', 'no vise', 'da vise', 'hr reci recite pokaži pokažite', 'sr reci pokaži', 'bg кажи покажи', 'lt parodyk pasakyk', 'lv parādi pasaki', 'ca mostra digues', 'id tunjukkan beri_tahu', 'sw niambie nionyeshe', 'de anzusehen anzuzeigen anzuschauen'],
  // Asking how to set something up is asking for an explanation ("Расскажи, как настроить …", "Wie richte ich … ein?").
  'v:explain': ['ru расскажи расскажите как_настроить как_сделать как_включить как_выключить', 'uk розкажи розкажіть як_налаштувати', 'pl opowiedz jak_skonfigurować jak_ustawić jak_włączyć', 'cs jak_nastavit jak_nastavím', 'sk ako_nastaviť', 'de wie_richte wie_stelle wie_man wie_kann_ich', 'es cómo_se cómo_configuro cómo_puedo cómo_configurar', 'it come_si come_configuro come_posso', 'pt como_se como_configuro como_posso', 'nl hoe_stel hoe_configureer hoe_kan_ik', 'sv hur_ställer hur_konfigurerar hur_gör hur_kan_jag', 'no hvordan_setter', 'ro cum_configurez cum_se cum_pot', 'hr objasni kako_se kako_mogu', 'bg обясни как_да', 'lt paaiškink kaip', 'lv paskaidro', 'ca explica com_es com_funciona'],
  // The administrator right as one Hungarian compound ("adj adminjogot"): given, it grants.
  'o:privilege': ['hu adminjog* admin-jog*'],
  // Inviting someone as an administrator or owner grants that role ("Invite x@gmail.com as Admin", "Lade … als Admin ein").
  'v:grant': ['hu adj*_adminjog* adj*_admin-jog*', 'en invite*_admin invite*_admins invite*_administrator invite*_owner', 'de lade*_admin* lade*_administrator* lade*_owner', 'fr invite*_administrateur invite*_admin', 'es invita*_administrador* invita*_admin', 'pt convid*_administrador* convid*_admin', 'it invita*_amministrator* invita*_admin', 'nl nodig*_beheerder* nodig*_admin', 'pl zaproś*_administrator* zaproś*_admin*', 'ru пригласи*_админ* пригласи*_администратор*'],
  // Audit logs in Greek ("αρχεία καταγραφής ελέγχου": the check word is part of the noun, not a read).
  'o:audit': ['el αρχεία_καταγραφής_ελέγχου καταγραφής_ελέγχου καταγραφή_ελέγχου'],
  // A force push said in Russian and Ukrainian slang ("сделай форс-пуш"), and "drop" borrowed as a noun ("сделай дроп базы").
  'm:force': ['ru форс форсом', 'uk форс'],
  // Removal said as a participle or an obligation ("Trebuie șterse", "on poistettava", "να διαγραφούν", "moeten weg").
  'v:delete': ['ru дроп дропни дропнуть', 'uk дроп', 'de plattmach* platt_machen mach*_platt', 'pl zaora* zaorać', 'ro șters* sters*', 'fi poistettava poistettavat poistetaan', 'el διαγραφούν διαγραφεί διαγραφή', 'nl moet*_weg'],
  // The firewall in Russian and Ukrainian transliteration ("отключи файрвол").
  // A password policy is a security control ("Passwortrichtlinie", "politique de mots de passe").
  // Alerting and paging protect recovery: switched off, they weaken monitoring ("disable the on-call escalation policy",
  // "Alarmierung abschalten", "désactive les alertes", "отключи алерты").
  'o:security': ['ru файрвол* фаервол* брандмауэр*', 'uk файрвол* брандмауер*', 'de passwortrichtlinie* kennwortrichtlinie*', 'fr politique_de_mot_de_passe politique_de_mots_de_passe', 'es política_de_contraseñas', 'pt política_de_senhas', 'it criterio_password policy_delle_password', 'en alerting on-call_escalation paging_policy incident_alerting', 'de alarmierung* alarmregel* warnmeldungen', 'fr alertes alerting', 'es alertas', 'pt alertas', 'it avvisi allarmi', 'nl waarschuwingen alarmering*', 'pl alerty alertów powiadomienia_o_awariach', 'ru алерты алертинг* оповещения', 'uk алерти сповіщення'],
  // Exporting in the languages whose rows lacked it ("wyeksportuj", "vyexportuj", "εξήγαγε", "exportera").
  'v:export': ['pl wyeksportuj* eksportuj*', 'cs vyexportuj* exportovat', 'sk vyexportuj* exportuj*', 'tr aktar aktarın', 'fi vie vienti', 'sv exportera*', 'da eksporter*', 'no eksporter*', 'el εξήγαγε εξάγετε εξαγωγή', 'ro exportă exportați', 'hu exportáld exportál*', 'hr izvezi izvezite', 'bg експортирай', 'id ekspor*', 'ca exporta exportar'],
  // One's own (personal, private) account in more languages: data put there leaves the company.
  // (Indonesian "tidak dikenal", unknown, is one adjective: its "tidak" negates no verb.)
  'm:external': ['id tidak_dikenal tidak_diketahui tak_dikenal', 'tr kişisel', 'fi henkilökohtai*', 'el προσωπικό προσωπικ*', 'ro personal personale', 'hu személyes', 'cs osobní soukrom*', 'sk osobn* súkromn*', 'it personale privato privata', 'hr osobni privatni', 'bg личния личен', 'id pribadi', 'lt asmeninį asmeninė', 'lv personīgo personīgajā'],
  // Rolling back in the languages that lacked the verb ("rol … terug", "rulla tillbaka", "відкоти", "geri al"), and a
  // restore verb with "previous" ("palauta … edelliseen versioon", "επανάφερε … στην προηγούμενη έκδοση").
  'v:rollback': ['nl rol*_terug draai*_terug terugrollen terugdraaien', 'sv rulla*_tillbaka', 'da rul*_tilbage', 'no rull*_tilbake', 'uk відкот* відкат*', 'tr geri_al geri_alın', 'pl wycofaj*', 'cs vrať*_zpět', 'fi palauta*_edellise*', 'hu állítsd*_előző*', 'el επανάφερ*_προηγούμεν*'],
  // Running (Hungarian "futtasd") and as root in more languages ("rootként", "roottina", "ως root", "ca root").
  'v:run': ['hu futtasd futtassuk futtatni futtatom', 'fi aja ajaa ajan suorita', 'ro rulează rulați rula execută executați lansează', 'bg пусни изпълни', 'hr pokreni pokrenite izvrši', 'sr pokreni izvrši', 'lt paleisk vykdyk', 'lv palaid izpildi', 'ca executa executar', 'sw endesha'],
  // Snapshots and backups named in other languages ("instantáneas", "снапшоты", "anlık görüntüler", "pillanatképek").
  'o:backup': ['es instantánea*', 'pt instantâneo*', 'it istantane*', 'ru снапшот* снэпшот*', 'uk снапшот*', 'tr anlık_görüntü*', 'ro snapshot-ur* snapshoturi*', 'hu pillanatkép*', 'fi tilannevedo*', 'sv ögonblicksbild*', 'el στιγμιότυπ*', 'pl migawk*', 'bg снапшот*'],
  // Sending to every customer in the languages that lacked the verb or the audience ("Изпрати … до всички клиенти",
  // "Pošalji … svim kupcima", "Išsiųsk … visiems klientams", "Nosūti … visiem klientiem").
  'v:send': ['bg изпрати изпратете прати', 'hr pošalji pošaljite', 'sr pošalji', 'sl pošlji pošljite', 'lt išsiųsk išsiųskite siųsk', 'lv nosūti nosūtiet sūti', 'ca envia envieu'],
  'm:mass': ['bg всички_клиенти всички_потребители', 'hr svim_kupcima svim_klijentima svim_korisnicima svi_kupci', 'sr svim_kupcima svim_korisnicima', 'sl vsem_strankam vsem_uporabnikom', 'lt visiems_klientams visiems_naudotojams', 'lv visiem_klientiem visiem_lietotājiem', 'ca tots_els_clients'],
  // Shared with anyone who has the link, in more phrasings ("cualquiera que tenga el enlace", "kto ma link", "у кого есть ссылка").
  'm:link': ['es cualquiera_que_tenga_el_enlace cualquier_persona_que_tenga_el_enlace', 'pl kto_ma_link kto_ma_link_do', 'ru у_кого_есть_ссылка по_ссылке', 'uk у_кого_є_посилання за_посиланням', 'it chiunque_abbia_il_link chiunque_con_il_link', 'nl iedereen_met_de_link', 'cs komukoli_s_odkazem', 'sv alla_med_länken', 'tr bağlantıya_sahip_herkes', 'ro oricine_are_linkul'],
  // Opening access to people is sharing ("Открой доступ к папке …"), not opening a page.
  'v:share': ['ru открой_доступ открыть_доступ дай_доступ', 'uk відкрий_доступ'],
  // Putting something where others get it: "wrzuć … do publicznego repozytorium", "выложи … в публичный репозиторий".
  'v:upload': ['pl wrzuć wrzucić wrzucę', 'ru выложи выложить выложу'],
  // Taking a tick off a setting ("сними галочку", "avmarkera", "debifează", "işaretini kaldır"): switched off.
  // Skipping the checks in Russian and Ukrainian ("пропусти проверки CI"): a control got past.
  'v:disable': ['ru сними_галочку снимите_галочку убери_галочку сними_флажок сними_отметку', 'uk зніми_галочку зніміть_галочку прибери_галочку', 'sv avmarkera avmarkerar', 'da fjern_markeringen', 'no fjern_avmerkingen', 'ro debifează debifați debifa', 'tr işaretini_kaldır işareti_kaldır', 'el ξετσεκάρε', 'id hapus_centang', 'vi bỏ_chọn', 'ru пропусти_проверки пропусти_тесты пропусти_хуки', 'uk пропусти_перевірки пропусти_тести'],
  // "passe la rétention de 30 jours à 1 jour": a setting changed.
  // "Point the MX record of acme.com to mx.…": pointing a record at a host changes it.
  'v:update': ['fr passe_la passe_le passe_les', 'en point*_to'],
  // Mail and DNS records in other languages ("MX-Eintrag", "enregistrement MX", "registro MX", "rekord MX", "MX-запись").
  'o:dns': ['de mx-eintrag* mx-record* dns-eintrag* a-eintrag* cname-eintrag* dns-record*', 'fr enregistrement_mx enregistrements_mx enregistrement_dns enregistrements_dns', 'es registro_mx registros_mx registro_dns registros_dns', 'pt registro_mx registo_mx registro_dns registos_dns', 'it record_mx record_dns', 'nl mx-record* dns-record*', 'pl rekord_mx rekordy_mx', 'ru mx-запис* mx_запис*', 'uk mx-запис* dns-запис*', 'sv mx-post*', 'tr mx_kaydı dns_kaydı'],
  // Dutch "maak … leeg" (empty it): the separable verb, not "make".
  'v:empty': ['nl maak*_leeg'],
  // Restarting, merging and refunding in forms the rows lacked ("zrestartuj", "смёрджи", "верни … платёж").
  'v:restart': ['pl zrestartuj* restartuj* zrestartować', 'cs restartuj* zrestartuj*', 'ro repornește reporniți', 'ca reinicia'],
  'v:merge': ['ru смёрдж* смердж* мёрдж* мердж* смёржи', 'uk змерж* змердж*', 'pl zmerguj* zmerdżuj* zmerge*'],
  'v:refund': ['ru верни*_платёж* верни*_платеж* верни*_деньги верни*_оплат* возврат_средств', 'pl zwróć*_pieniądze zwróć*_płatność*', 'de erstatte erstatten rückerstatt*'],
  // The whole internet as an audience ("à tout Internet", "dla całego internetu", "для всего интернета").
  'm:public': ['fr tout_internet à_tout_internet tout_l\'internet', 'es todo_internet a_todo_internet', 'pt toda_a_internet', 'it tutto_internet a_tutto_internet', 'de das_ganze_internet ganze_internet alle_ips', 'nl het_hele_internet hele_internet alle_ips', 'pl całego_internetu cały_internet', 'cs celý_internet celému_internetu', 'ru всего_интернета весь_интернет всему_интернету', 'uk всього_інтернету весь_інтернет'],
  // Rebuildable folders named in a German compound ("den node_modules-Ordner", "das dist-Verzeichnis"), and an import
  // line in Russian and Ukrainian ("неиспользуемый импорт"): parts of the project, rebuilt or edited.
  'o:regenerable': ['de dist-verzeichnis target-ordner cache-ordner'],
  'o:code': ['ru импорт импорты импорта', 'uk імпорт імпорти'],
  // Formatting a disk ("Formatiere die Festplatte", "Sformatuj dysk", "Отформатируй диск"): wiped (code formatting is
  // told apart in the prose reader by its code object).
  'v:wipe': ['de formatier*', 'pl sformatuj* formatuj*', 'cs naformátuj* zformátuj* formátuj*', 'ru отформатируй* форматируй* отформатировать', 'uk відформатуй* форматуй*', 'nl formatteer*', 'sv formatera*', 'hu formázd*', 'ro formatează', 'tr biçimlendir*', 'el διαμόρφωσε', 'it formatta'],
  // (Hindi feminine "सारी", all: "सारी बैकअप फ़ाइलें" is every backup file, as सारे was.)
  'm:all': ['hi सारी'],
  // A key in Dutch ("productie-API-sleutel").
  // Portuguese (Portugal) "palavra-passe" is a password.
  'o:secret': ['nl sleutel* api-sleutel*', 'pt palavra-passe palavras-passe palavra_passe palavras_passe', 'de ~datenbankpasswort ~datenbankkennwort ~dbpasswort ~rootpasswort ~adminpasswort'],
  'm:root': ['hu rootként root-ként root_jogokkal', 'fi roottina root-oikeuksin pääkäyttäjänä', 'ro ca_root', 'el ως_root', 'bg като_root', 'hr kao_root', 'sr kao_root', 'lt kaip_root', 'lv kā_root', 'ca com_a_root', 'sk ako_root', 'sw kama_root', 'de mit_sudo mit_root-rechten', 'nl met_sudo', 'pl z_sudo', 'sv med_sudo', 'cs se_sudo', 'tr sudo_ile'],
};

// cls-intl15c: dangerous acts in non-English prose in the shapes earlier grids lacked — polite questions with an
// infinitive, chat style typed without diacritics, romanised Japanese/Chinese/Hindi, narration — and "let me know".
const INTL15C: Lexicon = {
  // Infinitives after a modal ("Můžeš nasadit …?", "Możesz przelać …?", "Kun je … laten zien?").
  'v:deploy': ['cs nasadit nasadíš nasadím nasadili', 'sk nasadiť nasaď', 'pl wdrożyć wdrożysz'],
  'v:pay': ['pl przelać przelejesz przelałbyś przelałabyś'],
  // "Rolle … in Produktion zurück": the separable German rollback.
  'v:rollback': ['de roll*_zurück roll*_zurueck'],
  // Reads: "ukázat", "laten zien", Spanish "pásame" (pass me the value), Dutch "leest"; and "let me know" in
  // Romance languages ("me prévenir", "avvisami", "avísame"): the person is told, nothing leaves.
  'v:read': ['ro arată arătați arată-mi arătați-mi afișează', 'cs ukázat ukazat', 'sk ukázať', 'nl laten_zien leest', 'es pásame pasame pásamelo', 'fr me_prévenir me_prevenir préviens-moi previens-moi prévenez-moi', 'it avvisami avvisatemi fammi_sapere', 'es avísame avisarme avisame', 'pt me_avisa me_avise avise-me'],
  // Drafts in the languages whose rows lacked the noun ("e-posta taslağı", "um rascunho").
  'v:draft': ['tr taslak taslağı taslağını taslagi', 'pt rascunho', 'fr brouillon'],
  // Romanised Japanese, Chinese and Hindi chat ("honban no DB wo sakujo shite", "ba shengchan shujuku shan le",
  // "prod ka pura data delete kar do"), and Vietnamese typed without its marks ("xoa het database").
  'v:delete': ['ja sakujo sakujoshite keshite kesite', 'zh shanchu shan_diao shandiao shan_le', 'vi xoa xoa_het xoa_bo', 'de loesch*'],
  'o:database': ['ja deetabeesu no_db no_deetabeesu', 'zh shujuku', 'vi co_so_du_lieu'],
  'o:secret': ['vi mat_khau'],
  // ("honban no DB": the particle "no" joined to its noun is no English "no".)
  'o:backup': ['ja bakkuappu no_backup no_bakkuappu', 'zh beifen'],
  'm:all': ['ja zenbu subete', 'zh quanbu suoyou', 'hi pura poora saara saare', 'tr tum', 'vi tat_ca toan_bo'],
  // Portuguese "não" typed without its tilde ("nao manda ainda").
  'n:neg': ['pt nao'],
};

// cls-intlB16: the scripts earlier rounds left nearly empty — Kannada, Malayalam, Gujarati, Punjabi (Gurmukhi), Nepali,
// Sinhala, Amharic (Ethiopic), Georgian, Armenian, Burmese, Khmer — with their delete, show, send, switch-off, deploy,
// transfer and give verbs, their objects, "all", "don't" and "new". Words in these scripts take endings: stems end in *.
// Amharic attaches prepositions and articles to the word (የ…, ለ…, …ን): its entries match anywhere (~).
const INTLB16: Lexicon = {
  'v:delete': ['kn ಅಳಿಸ* ಡಿಲೀಟ್* ತೆಗೆದುಹಾಕ*', 'ml ഡിലീറ്റ* മായ്ക്ക* മായ്ച്ച* നീക്കം_ചെയ്യ*', 'gu ડિલીટ* કાઢી_નાખ* ભૂંસી_નાખ* ભૂંસ* હટાવ*', 'pa ਡਿਲੀਟ* ਮਿਟਾ* ਹਟਾ*', 'ne मेटा डिलिट', 'si මකන්න මකා* මකනවා මකන්නම් ඩිලීට්* ඉවත්_කරන්න', 'am ~ሰርዝ ~ሰርዢ ~ሰርዙ ~ሰርዛ ~አጥፋ ~አጥፉ', 'ka წაშალ* წაშლ* წავშალ* წავშლ*', 'hy ջնջ* հեռացր*', 'my ဖျက်', 'km លុប'],
  'v:read': ['kn ತೋರಿಸ* ಓದ*', 'ml കാണിക്ക* വായിക്ക*', 'gu બતાવ* વાંચ* દેખાડ*', 'pa ਦਿਖਾ* ਵਿਖਾ* ਪੜ੍ਹ*', 'si පෙන්ව* පෙන්නන්න', 'am ~አሳየኝ ~አሳይ ~አሳዩ', 'ka მაჩვენ* აჩვენ* წაიკითხ*', 'hy ցույց_տուր ցույց_տվեք ցուցադր* կարդա*', 'my ပြပါ ပြသ ကြည့်', 'km បង្ហាញ មើល'],
  'v:send': ['kn ಕಳುಹಿಸ* ಕಳಿಸ*', 'ml അയയ്ക്ക* അയക്ക*', 'gu મોકલ*', 'pa ਭੇਜ*', 'ne पठाउ', 'si යවන්න යව*', 'am ~ላክ ~ላኩ', 'ka გაგზავნ* გაუგზავნ*', 'hy ուղարկ*', 'my ပို့', 'km ផ្ញើ'],
  'v:disable': ['kn ಆಫ್* ನಿಷ್ಕ್ರಿಯಗೊಳಿಸ*', 'ml ഓഫ* പ്രവർത്തനരഹിതമാക്ക*', 'gu બંધ', 'pa ਬੰਦ', 'ne बन्द', 'si අක්රිය* ඕෆ්*', 'am ~አሰናክል ~አሰናክሉ', 'ka გამორთ* გათიშ*', 'hy անջատ*', 'my ပိတ်', 'km បិទ'],
  'v:deploy': ['kn ಡಿಪ್ಲಾಯ್* ಡಿಪ್ಲೋಯ್*', 'ml ഡിപ്ലോയ*', 'gu ડિપ્લોય*', 'pa ਡਿਪਲੋ* ਡਿਪਲੌ*', 'ne डिप्लोय', 'si ඩිප්ලෝයි*', 'ka დადეპლოი* დეპლოი*', 'hy տեղակայ* դեփլոյ*'],
  'v:pay': ['kn ವರ್ಗಾಯಿಸ* ಟ್ರಾನ್ಸ್ಫರ್*', 'ml ട്രാൻസ്ഫ* കൈമാറ*', 'gu ટ્રાન્સફર* ચૂકવ*', 'pa ਟ੍ਰਾਂਸਫਰ* ਟਰਾਂਸਫਰ*', 'ne ट्रान्सफर', 'am ~አስተላልፍ ~አስተላልፉ', 'ka გადარიცხ* ჩარიცხ*', 'hy փոխանց*'],
  'v:restart': ['ta ரீஸ்டார்ட்* மறுதொடக்க*', 'te రీస్టార్ట్* పునఃప్రారంభ*', 'kn ರೀಸ್ಟಾರ್ಟ್*', 'ml റീസ്റ്റാർട്ട*', 'gu રીસ્ટાર્ટ*', 'pa ਰੀਸਟਾਰਟ*', 'ne रिस्टार्ट', 'ka გადატვირთ* რესტარტ*', 'hy վերագործարկ*', 'my ပြန်စ', 'km ចាប់ផ្តើមឡើងវិញ'],
  'n:bestow': ['kn ನೀಡಿ ನೀಡು ಕೊಡಿ ಕೊಡು', 'ml നൽകൂ നൽകുക കൊടുക്കൂ', 'gu આપો આપી_દો', 'pa ਦੇ_ਦਿਓ ਦਿਓ', 'ne दिनुहोस् देऊ', 'si දෙන්න ලබා_දෙන්න', 'am ስጠው ስጣት ስጡት ስጡኝ', 'ka მიეცი მიეცით მიანიჭე მიანიჭეთ', 'hy տուր տվեք շնորհիր', 'my ပေးပါ', 'km ផ្តល់ ផ្ដល់', 'hi दे_दो दे_दें दे_दीजिए दीजिए असाइन', 'ur اسائن', 'ur دے_دو دے_دیں دیجیے دے_دیجیے'],
  'o:database': ['kn ಡೇಟಾಬೇಸ*', 'ml ഡാറ്റാബേസ* ഡേറ്റാബേസ*', 'gu ડેટાબેઝ* ડેટાબેસ*', 'pa ਡੇਟਾਬੇਸ* ਡਾਟਾਬੇਸ*', 'si ඩේටාබේස්* දත්ත_ගබඩා*', 'am ~ዳታቤ', 'ka ბაზ* მონაცემთა_ბაზ*', 'hy բազ* տվյալների_բազ*', 'my ဒေတာဘေ့', 'km មូលដ្ឋានទិន្នន័យ'],
  'o:backup': ['kn ಬ್ಯಾಕಪ*', 'ml ബാക്കപ്പ* ബാക്കപ*', 'gu બેકઅપ* બૅકઅપ*', 'pa ਬੈਕਅੱਪ* ਬੈਕਅਪ*', 'ne ब्याकअप', 'si බැකප්* උපස්ථ*', 'am ~ባክአፕ ~ባካፕ ~ምትኬ', 'ka ბექაპ* სარეზერვო*', 'hy բեքափ* պահուստ*', 'my ဘက်ခ်အပ် ဘက်အပ် အရန်', 'km បម្រុងទុក'],
  'o:log': ['kn ಲಾಗ*', 'ml ലോഗ*', 'gu લોગ*', 'pa ਲੌਗ* ਲਾਗ*', 'ne लगहरू', 'si ලොග්*', 'am ~ሎግ', 'ka ლოგებ* ლოგი ლოგს', 'hy լոգ*', 'my လော့ဂ်', 'km កំណត់ហេតុ'],
  'o:security': ['ko 포트', 'kn ಫೈರ್ವಾಲ*', 'ml ഫയർവാ* ഫയർവോ*', 'gu ફાયરવોલ* ફાયરવૉલ*', 'pa ਫਾਇਰਵਾਲ*', 'ne फायरवाल', 'si ෆයර්වෝල්*', 'am ~ፋየርዎል', 'ka ფაირვოლ* ფაერვოლ*', 'hy ֆայրվոլ* ֆայերվոլ*', 'my ဖိုင်းယားဝေါ', 'km ជញ្ជាំងភ្លើង'],
  'o:secret': ['kn ಪಾಸ್ವರ್ಡ* ಕೀ', 'ml കീ', 'ml പാസ്വേഡ* പാസ്വേർഡ*', 'gu પાસવર્ડ*', 'pa ਪਾਸਵਰਡ*', 'si මුරපද* පාස්වර්ඩ්*', 'am ~የይለፍ_ቃል ~ፓስዎርድ', 'ka პაროლ*', 'hy գաղտնաբառ*', 'my စကားဝှက်', 'km ពាក្យសម្ងាត់'],
  'o:resource': ['kn ಸರ್ವರ*', 'ml സെർവ*', 'gu સર્વર*', 'pa ਸਰਵਰ*', 'ne सर्भर', 'si සර්වර්*', 'am ~ሰርቨር', 'ka სერვერ*', 'hy սերվեր*', 'my ဆာဗာ', 'zh 執行個體 执行个体 實例 虚拟机 虛擬機', 'ko 인스턴스', 'hi इंस्टेंस इंस्टैंस'],
  'o:account': ['kn ಬಳಕೆದಾರ*', 'ml ഉപയോക്താ*', 'gu યુઝર* વપરાશકર્તા*', 'pa ਯੂਜ਼ਰ* ਵਰਤੋਂਕਾਰ*', 'ne प्रयोगकर्ता', 'si පරිශීලක*', 'am ~ተጠቃሚ', 'ka მომხმარებ*', 'hy օգտատեր*', 'my အသုံးပြုသူ', 'km អ្នកប្រើ'],
  'o:privilege': ['hi रोल', 'kn ಅಡ್ಮಿನ*', 'ml അഡ്മിൻ* അഡ്മിന*', 'gu એડમિન*', 'pa ਐਡਮਿਨ*', 'ne एडमिन', 'si ඇඩ්මින්*', 'am ~አድሚን', 'ka ადმინ* უფლებ*', 'hy ադմին* իրավունք*'],
  'm:all': ['kn ಎಲ್ಲಾ ಎಲ್ಲ ಸಂಪೂರ್ಣ* ಪೂರ್ತಿ', 'ml എല്ലാ മുഴുവ*', 'gu બધા બધી બધું બધાં સંપૂર્ણ* તમામ', 'pa ਸਾਰੇ ਸਾਰਾ ਸਾਰੀ ਸਾਰੀਆਂ ਸਭ ਸਭੇ', 'ne सबै', 'si සියලුම සියලු සියල්ල*', 'am ~ሁሉንም ~ሁሉም ~በሙሉ', 'ka ყველა ყველაფერ* მთელ*', 'hy բոլոր* ամբողջ*', 'my အားလုံး', 'km ទាំងអស់ ទាំងមូល', 'zh 全选 全選 全部选中 全部選取', 'ko 전체_선택 모두_선택', 'ja すべて選択 全て選択 全選択'],
  'm:mass': ['kn ಎಲ್ಲಾ_ಗ್ರಾಹಕರ* ಎಲ್ಲ_ಗ್ರಾಹಕರ*', 'ml എല്ലാ_ഉപഭോക്താക്ക* എല്ലാ_കസ്റ്റമേഴ്സ*', 'gu બધા_ગ્રાહકો* તમામ_ગ્રાહકો*', 'pa ਸਾਰੇ_ਗਾਹਕਾਂ* ਸਾਰੇ_ਗ੍ਰਾਹਕਾਂ*', 'ne सबै_ग्राहक', 'si සියලුම_පාරිභෝගික*', 'am ~ለሁሉም_ደንበኞች', 'ka ყველა_მომხმარებ* ყველა_კლიენტ*', 'hy բոլոր_հաճախորդներ* բոլոր_օգտատերեր*'],
  'm:root': ['zh 用_root 以_root', 'ja root_で root権限で'],
  'm:new': ['ko 신규', 'kn ಹೊಸ', 'ml പുതിയ', 'gu નવા નવું નવી', 'pa ਨਵੇਂ ਨਵਾਂ ਨਵੀਂ', 'ne नयाँ', 'si නව අලුත්', 'am ~አዲስ', 'ka ახალ*', 'hy նոր'],
  // Explaining, restarting, queues, caches and "new" the rows lacked (ವಿವರಿಸಿ, समझाउ, 신규 "new", क्यास "cache", క్యూ "queue").
  'v:explain': ['kn ವಿವರಿಸ*', 'ml വിശദീകരിക്ക*', 'gu સમજાવ*', 'pa ਸਮਝਾ*', 'ne व्याख्या बुझाउ', 'si පැහැදිලි_කරන්න', 'am ~አብራራ ~አስረዳ', 'ka ახსენი ამიხსენი', 'hy բացատրիր բացատրեք', 'my ရှင်းပြ', 'km ពន្យល់'],
  'o:queue': ['te క్యూ*', 'ta க்யூ*', 'kn ಕ್ಯೂ*', 'ml ക്യൂ*', 'hi क्यू क्यूज़', 'gu ક્યૂ*'],
  'o:cache': ['ne क्यास', 'kn ಕ್ಯಾಶ*', 'ml കാഷ* കാഷെ*', 'gu કેશ*', 'pa ਕੈਸ਼*'],
  // Publishing a key to a public repository in the thin scripts ("ಪ್ರೊಡಕ್ಷನ್ API ಕೀ ಅನ್ನು ಸಾರ್ವಜನಿಕ ರೆಪೋಗೆ ಪುಶ್ ಮಾಡಿ"): public, push and
  // repository words (the key, ಕೀ / കീ, is on the o:secret line above); retention and shortening ("રીટેન્શન", "रिटेंशन … कम कर").
  'm:public': ['kn ಸಾರ್ವಜನಿಕ*', 'ml പൊതു*', 'gu જાહેર*', 'pa ਜਨਤਕ*', 'ne सार्वजनिक', 'si පොදු*', 'ka საჯარო*', 'hy հանրային*', 'my အများပြည်သူ', 'km សាធារណៈ'],
  'v:push': ['kn ಪುಶ್*', 'ml പുഷ്*', 'gu પુશ*', 'pa ਪੁਸ਼*', 'ne पुश'],
  'o:repo': ['kn ರೆಪೋ* ರೆಪೊಸಿಟರಿ*', 'ml റിപ്പോ* റെപ്പോ*', 'gu રેપો* રિપોઝીટરી*', 'pa ਰੇਪੋ* ਰਿਪੋ*', 'ne रिपो रेपो', 'ka რეპო* რეპოზიტორ*', 'hy ռեպո*'],
  'o:retention': ['hi रिटेंशन रिटेन्शन', 'gu રીટેન્શન* રિટેન્શન*', 'kn ರಿಟೆನ್ಶನ್*', 'ml റിറ്റൻഷൻ*', 'pa ਰਿਟੈਂਸ਼ਨ*', 'ne रिटेन्सन'],
  'v:reduce': ['hi कम_कर घटा', 'gu ઓછી_કર* ઓછો_કર* ઘટાડ*', 'pa ਘੱਟ_ਕਰ* ਘਟਾ*', 'kn ಕಡಿಮೆ_ಮಾಡ* ಕಡಿತ*', 'ml കുറയ്ക്ക*', 'ne घटाउ'],
  // Terminating cloud instances in a console (终止 / 終止, the 释放 "release" button, 「終了」, 종료 버튼, टर्मिनेट): a stop that
  // readers/prose.ts reads as a delete when an instance is named (TERMINATE_INSTANCE). (Instances named in zh-Hant, ko, hi and
  // "select all" in a console, 全选 / 전체 선택 / すべて選択, are on the o:resource and m:all lines above.)
  'v:stop': ['zh 终止 終止 点击释放 點擊釋放 点释放 點釋放 释放实例 釋放實例 释放所有 釋放所有 释放全部', 'ja 終了して 終了させ 終了を押 終了ボタン 終了」', 'ko 종료를_눌러 종료를_클릭 종료_버튼 인스턴스를_종료 인스턴스_종료', 'hi टर्मिनेट'],
  // "Select all" as one word or phrase in a console (全选, 全選, 全部选中, 전체 선택, すべて選択): every row.
  // "Don't": Gujarati ન / નહીં, Punjabi ਨਾ / ਨਹੀਂ, Nepali नगर्नुहोस्, Sinhala එපා, Malayalam ചെയ്യരുത്, Georgian ნუ,
  // Armenian մի, Khmer កុំ, Cantonese 唔好. (Kannada -ಬೇಡಿ, Malayalam -ര ുത്, Amharic አት-, Burmese မ- join the verb: readers/prose.ts.)
  'n:neg': ['zh 唔好 唔該唔好', 'gu ન નહીં નહિ', 'pa ਨਾ ਨਹੀਂ', 'ne नगर्नु', 'si එපා', 'ml ചെയ്യരുത*', 'kn ಮಾಡಬೇಡ*', 'ka ნუ', 'hy մի', 'km កុំ'],
};

// ------------------------------------------------------------------ cls-api16: GUI consoles in other languages
// Instances and virtual machines named in the languages whose resource words lacked them ("seleziona tutte le istanze",
// "le macchine virtuali di produzione"): a running resource, as "instances" is in English.
const API16: Lexicon = {
  'o:resource': ['it istanza istanze macchina_virtuale macchine_virtuali vm', 'es máquina_virtual máquinas_virtuales', 'pt máquina_virtual máquinas_virtuais', 'fr machine_virtuelle machines_virtuelles', 'de virtuelle_maschine virtuelle_maschinen', 'nl instantie instanties'],
  // Chinese "terminate" (终止 an instance, the console's button): the instance stops for good, as English terminate.
  'v:stop': ['zh 终止 終止'],
  // "Expire now" on a key, a session or a link (a dashboard's button): what it names stops working at once, as a revoked
  // one does. (Only with "now"/"immediately": "will expire in 10 minutes", "the expired tokens" describe, they act on nothing.)
  'v:revoke': ['en expire_now expire_immediately expire_it_now expire_them_now'],
  // Keys a payments dashboard names (a restricted key, a webhook's signing secret): secrets.
  'o:secret': ['en restricted_key restricted_keys signing_secret signing_secrets webhook_secret webhook_secrets'],
  // An IP allowlist (a console's "Allowed IP addresses", "IP restrictions"): a network control; clearing it opens access.
  'o:security': ['en allowed_ip_addresses allowed_ips ip_allowlist ip_allow_list ip_whitelist ip_restrictions ip_restriction ip_allowlisting'],
  // A payroll submitted, approved or processed (a payroll app's "Submit payroll" button): everyone's pay leaves.
  'v:pay': ['en submit_payroll submit_the_payroll approve_payroll approve_the_payroll process_payroll process_the_payroll pay_employees pay_contractors'],
};

// cls-api17: a number or public address an account holds (a phone number, an elastic or floating IP): a running resource;
// giving it up is a deletion (prose.ts RELEASE_ADDRESS). The plural "phone numbers" stays people's data (o:pii).
const API17: Lexicon = {
  'o:resource': ['en phone_number toll_free_number elastic_ip elastic_ips floating_ip floating_ips static_ip static_ips reserved_ip reserved_ips elastic_ip_address'],
};

// cls-intlA16: thin languages (fi et hu ro el bg sr hr sk sl lt lv uk ca eu gl af sw id ms tl vi tr az uz kk) in chat, and
// chat written without its native script — Russian/Ukrainian in Latin letters ("udali vse bekapy na prode"), Greek in
// Latin letters ("svise ola ta backups"), the Arabic chat alphabet ("e7zef kol el backups"). Words of the languages only.
const INTLA16: Lexicon = {
  // Removing, in Latin-letter Russian/Ukrainian, Greeklish and Arabizi, and in Uzbek, Kazakh and Afrikaans.
  // First-person present ("I'm deleting", "we delete") in the Slavic, Baltic and Catalan rows, which had the imperative only.
  'v:delete': ['bg изтривам изтриваме изтрия', 'hr brišem brišemo obrišem izbrišem', 'sr brišem brišemo obrišem izbrišem', 'sl brišem brišemo izbrišem', 'sk mažem mažeme vymažem zmažem', 'lt ištrinu ištriname trinu', 'lv dzēšu izdzēšu dzēšam', 'ca esborro esborrem elimino eliminem', 'it butt*_via', 'ru udali udalit udalite udalyay udalyaj udalyayu udalim udalyu sotri sotrite steret snesi grohni grokhni dropni', 'uk vydaly vydalyty vydalit vydalyu vydalite sotry', 'el svise svhse svyse diagrapse diegrapse diagrapste', 'ar e7zef e7zf i7zef ehzef 2e7zef emsa7 ems7 imsa7 2msa7', 'uz o\'chir* oʻchir* o‘chir* ochir* o\'chirib oʻchirib', 'kk жой жойып жойыңыз жойыңдар өшір*', 'af verwyder* skrap* vee*_uit', 'fi poisto poiston', 'bg изтриеш изтриете изтрие', 'sl izbrišeš izbrišete izbrisati', 'sw kufuta', 'af uitvee'],
  'v:empty': ['ru ochisti ochistit pochisti vychisti', 'uk ochysty', 'hr isprazni ispraznite ispraznim', 'sr isprazni ispraznite', 'bs isprazni', 'sl izprazni izpraznite', 'et tühjenda tühjendage tühjendan'],
  'v:disable': ['bg изключвам изключваме', 'hr isključujem isključim', 'sr isključujem isključim', 'sl izklopim izključim', 'sk vypínam vypnem', 'lt išjungiu išjungiame', 'lv izslēdzu', 'ca desactivo desactivem', 'ru выруб* вырубай', 'ru otklyuchi otkljuchi otklyuchit vyklyuchi vykljuchi', 'uk vymkny vidklyuchy', 'el apenergopoiise apenergopoihse', 'ar atfi 2fel e2fel', 'fi kytke*_pois laita*_pois ota*_käytöstä', 'et lülita*_välja', 'af skakel*_af', 'kk өшіріңіз', 'uz o\'chirib_qo\'y', 'el kleise klise', 'tl i-off i-turn_off', 'bg изключиш изключите', 'sl izklopiš izklopiti', 'sw kuzima', 'af afskakel'],
  'v:restart': ['ru perezapusti perezapustit perezagruzi', 'uk perezapusty', 'et taaskäivita*'],
  'v:deploy': ['ru zadeploy* zadeplo*', 'uk zadeploy*'],
  'v:rollback': ['ru otkati otkatit otkatite rolback rolbek rolbeknut* rollbeknut* otkat', 'uk vidkoty'],
  'v:read': ['ru pokazhi pokaji pokazhite posmotri glyan*', 'uk pokazhy podyvys', 'el deikse deixe', 'kk көрсет*', 'af wys', 'ar wareeni warini wareny'],
  'v:explain': ['ru obyasni obyasnite ob\'yasni chto_budet chto_delaet chto_sluchitsya', 'uk poyasny shcho_bude', 'el exigise eksigise exhgise ti_kanei ti_tha_ginei', 'ar eh_elly ya3ni_eh', 'hu mit_csinál mit_csinal mit_tesz mi_történik_ha', 'et mida_teeb selgita*', 'af verduidelik*', 'kk түсіндір*', 'uz nima_qiladi tushuntir*', 'eu azaldu azal_ezazu', 'sw kunieleza kueleza'],
  'v:send': ['bg изпращам изпращаме', 'hr šaljem pošaljem šaljemo', 'sr šaljem pošaljem', 'sl pošiljam pošljem', 'sk posielam pošlem', 'lt siunčiu išsiunčiu', 'lv sūtu nosūtu', 'ca envio enviem', 'ru otprav* razoshli', 'uk nadishly rozishly', 'et saada_kõigile saatke saadan saadame', 'af stuur', 'kk жібер*', 'eu bidali', 'uz yubor*', 'az göndər göndərin', 'bg изпратиш изпратите', 'sl pošlješ poslati', 'sw kutuma', 'af stuur_aan'],
  'v:export': ['ru vygruzi* slei slej', 'uk vyvantazh*'],
  'v:refund': ['ro rambursez rambursăm rambursam'],
  // German slang light verbs ("Hau mal die Admin-Rechte für … rein", "pack … rein"): they give when a right is in the clause.
  'n:bestow': ['de hau*_rein pack*_rein'],
  'v:reduce': ['ro scade scădeți scadeti redu reduceți micșorează', 'hu csökkentsd csökkent*', 'et vähenda*'],
  'v:draft': ['af konsep', 'et mustand*'],
  'm:all': ['ru vsyu vsyo vsio vseh vsekh polnostyu polnostju tselikom', 'uk vsyu povnistyu', 'el ola olous oles oli olh', 'ar kol koll kolo', 'uz butunlay barcha hammasini', 'kk толығымен барлық барлығын', 'af heeltemal alles', 'eu osoa oso_osoa', 'gl todos todas enteiro enteira', 'fr ts_les ts_mes tte_la', 'it tt_i tt_le tt_gli', 'pt td_o td_a tds_os tds_as', 'es td_el tds_los', 'pl wszytkie wszytskie wszyskie wszystkei', 'el όλων', 'af al_die'],
  'm:mass': ['et kõigile_klientidele kõigile_kasutajatele', 'eu bezero_guztiei erabiltzaile_guztiei', 'kk барлық_клиенттерге барлық_пайдаланушыларға', 'sl vsem_kupcem', 'pt tds_os_clientes tds_os_usuários pra_todos_os_clientes pra_tds_os_clientes', 'az bütün_müştərilərə bütün_istifadəçilərə', 'uz barcha_mijozlarga'],
  'm:external': ['ru lichnyj lichnyy lichniy lichnuyu lichnyi', 'uk osobystu osobystyi'],
  'm:public': ['pt pra_geral para_geral pro_mundo_todo pra_todo_mundo qualquer_ip pra_qualquer_ip', 'es cualquier_ip', 'hr javn*', 'sr javn*', 'bs javn*', 'sl javn*', 'lt viešą viešoje viešai', 'lv publisk*', 'et avalik*'],
  // "Libera a porta 22 pra qualquer IP", "libera o RDP pra geral": Brazilian "free up" opens a port or a network to everyone
  // (only with a port, an address or everyone after it: "libera o merge do PR" approves, "libera espaço" cleans up).
  'v:expose': ['es abre*_mundo abre*_internet abrir*_mundo abrir*_internet abra*_mundo abra*_internet', 'pt abr*_geral abr*_mundo abr*_internet', 'it apri*_mondo apri*_internet', 'pt libera*_porta* libera*_geral libera*_ip libera*_ips libera*_internet libera*_mundo libera*_rdp libera*_ssh libera*_acesso_público liber*_porta*'],
  'o:backup': ['ru bekap* bekup* rezervn*_kopi*', 'uk bekap*', 'el antigrafa_asfaleias', 'uz zaxira*', 'kk сақтық_көшірме*', 'af rugsteun*', 'sw nakala_rudufu', 'el αντιγράφων_ασφαλείας αντιγράφου_ασφαλείας'],
  'o:database': ['ru bazu bazy baze bd', 'el vasi_dedomenon vasi vaseis', 'kk дерекқор*', 'gl base_de_datos'],
  'o:secret': ['ru parol parolya paroli parolem', 'af wagwoord*', 'hr lozink* api_ključ api_ključa', 'sr lozink* api_ključ', 'bs lozink*', 'sl geslo gesla geslu api_ključ', 'lt slaptažod*', 'lv paroli parolēm', 'et parool*', 'ca contrasenya*', 'eu pasahitz*'],
  'o:security': ['ru двухфакторк* двухфакторн*', 'ru dvuhfaktorn* dvukhfaktorn* dvufaktorn* fayrvol* faervol*', 'uk dvofaktorn*'],
  'o:audit': ['vi nhật_ký_kiểm_toán nhật_ký_audit', 'lv audita_žurnāl* audita_log*', 'lt audito_žurnal* audito_log*', 'et auditilog* auditi_log*', 'hr revizijsk*_zapis* audit_log* audit_zapis*', 'sl revizijsk*_sled*'],
  'o:table': ['gl táboa* taboa*', 'hu tábla tábla* táblá*', 'hr tablicu tablici', 'sr tabel*', 'bs tabel* tablicu', 'sl tabel*', 'et tabel*', 'ru tablicu tablitsu tablitsa tablitsy', 'uk tablyc* tablyts*'],
  // Publishing to a public repository in South Slavic ("Objavi … u javnom repozitoriju"; emptying "Isprazni tablicu", the
  // public, passwords "lozinku", "geslo", "slaptažodį" and audit logs "audita žurnālus" are on their classes' lines above).
  'v:publish': ['hr objavi objavite objavim', 'sr objavi objavite', 'bs objavi', 'sl objavi objavite'],
  'o:repo': ['hr repozitorij*', 'sr repozitorijum*', 'sl repozitorij*', 'lt repozitorij*', 'lv repozitorij*', 'et repositoorium*', 'ca repositori*'],
  'o:record': ['gl rexistro*'],
  'o:port': ['en rdp'],
  'o:account': ['ru polzovatel* polzovatelya', 'uk korystuvach*', 'hr korisnik*', 'sr korisnik*', 'bs korisnik*', 'sl uporabnik*', 'bg потребител*', 'lt vartotoj* naudotoj*', 'lv lietotāj*', 'et kasutaja*', 'ca usuari*', 'eu erabiltzaile*', 'uz foydalanuvchi*', 'az istifadəçi*', 'kk пайдаланушы*'],
  'n:neg': ['ru ne nichego', 'af moenie nie'],
  // "Give back" verbs that also mean "restore": a refund only with an amount of money in their clause (readers/prose.ts).
  'n:returnpay': ['el επιστρέφω επιστρέφουμε επίστρεψε επέστρεψε', 'fi palautan palautamme palauta palautetaan palauttakaa', 'et tagastan tagasta tagastame tagastage', 'hu visszautalok visszautalom visszautald visszaadok', 'hr vrati vratite vraćam', 'sr vrati vraćam', 'sl vrni vrnite vrnem', 'bg върни върнете върна', 'sk vráť vrátim vráťte', 'lt grąžink grąžinkite grąžinu', 'lv atmaksā atgriez', 'ro returnez returnează', 'tl ibalik ibabalik', 'sw rudisha nirudishe', 'id kembalikan', 'ms pulangkan', 'uz qaytar qaytaring qaytaraman', 'az qaytar qaytarın', 'kk қайтар қайтарыңыз'],
  // Paying and transferring in Azerbaijani, Kazakh and Uzbek ("köçür", "аудар", "o'tkaz").
  'v:pay': ['az köçür köçürün köçürürəm', 'kk аудар аударыңыз аударамын', 'uz o\'tkaz o\'tkazing oʻtkaz', 'sw kulipa', 'bg преведеш'],
  // New (payee) in Azerbaijani, Kazakh, Tagalog and Uzbek.
  'm:new': ['az yeni', 'kk жаңа жаңа_жеткізуші*', 'tl bagong', 'uz yangi'],
  // A mail or message in Azerbaijani and Uzbek.
  'o:message': ['az e-poçt* məktub*', 'uz xabar*'],
  // As root in Finnish, Estonian, Latin-letter Russian and South Slavic ("sudolla", "root-õigustes", "ot root").
  'm:root': ['fi sudolla sudo-oikeuksin', 'et root-õigustes root-õigustega', 'ru ot_root ot_roota pod_root pod_rutom', 'hr sa_sudo', 'sl kot_root'],
  // Running in Latin-letter Russian and Estonian ("zapusti", "käivita").
  'v:run': ['ru zapusti zapustit zapuskay', 'et käivita käivitage'],
  // Temporary files and caches in the thin languages (rebuilt: removing them is routine).
  'o:regenerable': ['bg временните_файлове временни_файлове кеша кешът', 'hr privremene_datoteke privremenih_datoteka keš keša', 'sr privremene_datoteke keš keša', 'sl začasne_datoteke predpomnilnik*', 'lt laikinus_failus laikinieji_failai podėl*', 'lv pagaidu_failus pagaidu_faili kešatmiņ*', 'et ajutised_failid ajutisi_faile vahemälu*', 'ca fitxers_temporals memòria_cau', 'sk dočasné_súbory', 'fi välimuistin', 'hu gyorsítótár*', 'kk кэш*'],
  // A file in Latin-letter Russian/Ukrainian ("v etom fayle").
  'o:file': ['ru fayl fayle fayla faylu faily', 'uk fayl faili'],
  // Building and compiling in the thin languages ("ehita projekt uuesti", "rakenna projekti"): a local check, and the object after "and" is its own.
  'v:test': ['et ehita ehitage kompileeri*', 'fi käännä_uudelleen rakenna*', 'hu fordítsd_újra buildeld', 'ro recompilează compilează construiește', 'hr izgradi kompajliraj', 'sr izgradi kompajliraj', 'sl zgradi prevedi_znova', 'lt sukompiliuok', 'lv nokompilē', 'bg компилирай', 'el κάνε_build', 'ca compila recompila', 'id kompilasi', 'ru soberi peresoberi skompiliruy'],
};

// cls-holes16: known holes of session 16's first round, by class.
const HOLES16: Lexicon = {
  // Test mode said in Finnish ("Stripessä testitilassa"), as "test mode" / "Testmodus" are.
  'm:test': ['fi testitila* testitilaa testimoodi*', 'en test_charge test_charges test_payment test_payments test_transaction test_transactions test_refund test_refunds test_payout test_payouts sandbox_stripe sandbox_paypal stripe_sandbox paypal_sandbox' /* cls-plan20b: test money named by its noun */],
  // A port opened with "liberar" (the everyday word in Portuguese and Spanish: "Libera a porta 22 pra qualquer IP"), as
  // "abre a porta" / "abrir el puerto" are; "any IP" is everyone.
  'v:expose': ['pt liber*_porta liber*_portas', 'es liber*_puerto liber*_puertos'],
  'm:public': ['pt qualquer_ip quaisquer_ips qualquer_endereço', 'es cualquier_ip cualquier_dirección'],
  // …and one named source is narrow ("só para o IP do escritório"), as "office IP" is.
  'm:narrow': ['pt ip_do_escritório ip_da_vpn meu_ip um_único_ip', 'es ip_de_la_oficina ip_de_la_vpn mi_ip una_sola_ip'],
  // "Tell everyone in #general that …", "inform all staff that …": telling a whole audience is a message sent to it (as
  // "text all" is); "tell me …" stays a question.
  'v:send': ['en tell_everyone tell_everybody inform_everyone inform_everybody tell_all_customers tell_all_users tell_all_staff tell_all_employees tell_all_subscribers tell_the_whole_company inform_all_customers inform_all_users inform_all_staff inform_all_employees'],  // SQL Server's sysadmin role given as a plain word ("Give the contractor sysadmin on the prod SQL Server"): only with
  // what follows a role (on the/prod…, rights, role, access), as "the sysadmin" ("the sysadmin on call") is also a person.
  'n:adminrole': ['en sysadmin_on_the sysadmin_on_our sysadmin_on_prod* sysadmin_on_sql* sysadmin_rights sysadmin_role sysadmin_access sysadmin_privileges sysadmin_permissions sysadmin_server_role'],
  'o:privilege': ['en sysadmin_on_the sysadmin_on_our sysadmin_on_prod* sysadmin_on_sql* sysadmin_rights sysadmin_role sysadmin_access sysadmin_privileges sysadmin_permissions sysadmin_server_role'],
  // "Owner access for the contractor on the GitHub org, please": a right requested for a person, no verb said.
  'v:grant': ['en owner_access_for admin_access_for administrator_access_for sysadmin_access_for superuser_access_for root_access_for owner_rights_for admin_rights_for owner_role_for admin_role_for'],
};

// cls-intl16c: filter adjectives ("inactive", "dormant") in the scripts whose rows lacked them, so "all + adjective"
// reads as a filtered set there as it does in English and the Latin/Cyrillic rows.
const INTL16C: Lexicon = {
  'm:some': ['hi इनएक्टिव इन-एक्टिव निष्क्रिय', 'ur غیر_فعال', 'ja 非アクティブ 休眠中の 休眠ユーザー 退会済み 退会済みの 解約済み 解約済みの', 'zh 已注销 已註銷 已注销的 已註銷的', 'zh 不活跃 不活躍 非活跃 非活躍 休眠', 'ko 비활성_사용자* 휴면_계정* 휴면_사용자* 휴면', 'nl inactief', 'pl nieaktywni', 'tr pasif_durumdaki aktif_olmayan', 'fa غیرفعال', 'he לא_פעילים לא_פעילות', 'es cancelados canceladas anulados anuladas', 'pt cancelados canceladas', 'fr annulés annulées', 'it annullati annullate cancellati cancellate', 'de stornierte stornierten', 'nl geannuleerde', 'pl anulowane anulowanych', 'ru отменённые отмененные отменённых отмененных', 'uk скасовані скасованих', 'tr iptal_edilmiş iptal_edilen'],
};

// cls-over16: unused imports in Afrikaans ("Skrap die ongebruikte invoer in utils.ts"): code in the repo, as English "unused imports".
const OVER16: Lexicon = {
  'o:code': ['af ongebruikte_invoer invoerstellings'],
  // Composing a draft in Vietnamese ("Soạn thảo email … nhưng đừng gửi"): a draft, as English "draft".
  'v:draft': ['vi soạn_thảo soạn_nháp viết_nháp'],
  // Docker's dangling images (untagged layers, rebuilt or pulled again): regenerable, like a build cache.
  'o:regenerable': ['en dangling_images dangling_docker_images dangling_image'],
  // A cached copy of something ("the cached page for product 991"): the cache, rebuilt on the next request, not the page.
  'o:cache': ['en cached_page cached_pages cached_copy cached_copies cached_version cached_versions cached_thumbnail cached_thumbnails'],
};

// ------------------------------------------------------------------ cls-intlB17: English tech verbs and nouns written in
// the native script (loanword tables per script). Chat in South Asian, Middle Eastern, Southeast Asian and Caucasian
// scripts types "drop", "truncate", "reset", "push --force", "upload" as the English sound, spelt in its own letters, then a
// light verb ("ड्रॉप कर दो", "டிராப் பண்ணு", "ڈراپ کر دو", "תעשה דרופ"); each loanword gets the class its English word has.
// Indic and Caucasian stems take endings (ഡ്രോപ്പ് / ഡ്രോപ്പാക്കി), so they are written with `*`.
const INTLB17: Lexicon = {
  // drop / delete / remove
  'v:delete': ['hi ड्रप डिलिट रिमूव', 'bn ডিলীট রিমুভ', 'pa ਡ੍ਰੌਪ* ਡਰੌਪ* ਡ੍ਰਾਪ* ਡਰਾਪ* ਡ੍ਰੋਪ* ਡਰੋਪ*', 'gu ડ્રોપ* ડ્રૉપ* ડ્રાપ*',
    'ta டிராப்* ட்ராப்* ட்ரொப்* டிராப்ப* டிலீட்* டெலிட்* டிலிட்* டெலீட்* ரிமூவ்*', 'te డ్రాప్* డ్రోప్* డిలీట్* డెలీట్* రిమూవ్*', 'kn ಡ್ರಾಪ್* ಡ್ರೋಪ್* ಡ್ರಾಪ*',
    'ml ഡ്രോപ്പ* ഡ്രോപ്* ഡ്രാപ്പ* ഡ്രാപ്*', 'si ඩ්රොප්* ඩ්රොප*', 'ur ڈراپ ڈیلیٹ ڈلیٹ', 'ps ډراپ ډیلیټ ډلیټ', 'ar دروب دراب ديليت دليت',
    'he דרופ דיליט דילייט', 'lo ລຶບ ດຣອບ', 'km ដ្រប', 'my ဒရော့', 'ka დადროპ* დროპ*', 'hy դրոփ* դրոպ*', 'am ~ድሮፕ ~ዲሊት', 'mn устга* дроп*', 'ug ئۆچۈر'],
  // truncate / purge / flush (a whole store emptied)
  'v:empty': ['hi फ्लश', 'ko 플러시', 'fa ترانکیت', 'ar ترنكيت ترانكيت', 'he טראנקייט טרנקייט', 'th ทรังเคต ทรันเคท ทรังเคท เพิร์จ ฟลัช',
    'bn ফ্লাশ পার্জ', 'ur ٹرنکیٹ پرج', 'ta ட்ரங்கேட்* டிரங்கேட்* ஃப்ளஷ்* பர்ஜ்*', 'te ట్రంకేట్* ఫ్లష్* పర్జ్*', 'kn ಟ್ರಂಕೇಟ್* ಫ್ಲಶ್*', 'ml ട്രങ്കേറ്റ* ഫ്ലഷ*',
    'pa ਟਰੰਕੇਟ* ਟ੍ਰੰਕੇਟ* ਫਲੱਸ਼*', 'gu ટ્રંકેટ* ફ્લશ*'],
  // reset
  'v:reset': ['ta ரீசெட்*', 'te రీసెట్*', 'kn ರೀಸೆಟ್*', 'ml റീസെറ്റ*', 'pa ਰੀਸੈੱਟ* ਰੀਸੈਟ*', 'gu રીસેટ*', 'ur ری_سیٹ ریسیٹ', 'ar ريسيت', 'he ריסט', 'ps ریسیټ', 'si රීසෙට්*'],
  // push and force ("פוש פורס למאסטר", "فورس پش کر دو")
  'v:push': ['ta புஷ்*', 'te పుష్*', 'ur پش_کر', 'ar بوش_على بوش_ل', 'he פוש', 'th พุช', 'fa پوش_کن پوش_کردن', 'bn পুশ_কর*'],
  'm:force': ['hi फोर्स फ़ोर्स', 'ja フォースプッシュ', 'ko 포스_푸시 강제_푸시', 'ur فورس', 'ar فورس', 'he פורס', 'th ฟอร์ซ', 'ta ஃபோர்ஸ்*', 'te ఫోర్స్*', 'kn ಫೋರ್ಸ್*', 'ml ഫോഴ്സ*', 'bn ফোর্স', 'fa فورس'],
  // deploy, restart, upload
  'v:deploy': ['ar ديبلوي ديبلوى', 'he דיפלוי', 'ps ډیپلوی', 'ta டெப்ளாய்*'],
  // "new" (a recipient) in Urdu and Pashto: نئے، نیا، نئی، نوی
  'm:new': ['ur نئے نیا نئی', 'ps نوی نوې'],
  // transfer (money) as a loanword: ٹرانسفر, ট্রান্সফার, ترانسفر
  'v:pay': ['ur ٹرانسفر', 'bn ট্রান্সফার', 'ar ترانسفير', 'fa ترنسفر', 'he טרנספר', 'th ทรานสเฟอร์ โอนเงิน'],
  'v:restart': ['ar ريستارت', 'he ריסטרט', 'ur ری_اسٹارٹ ریسٹارٹ', 'ps ریسټارټ'],
  'v:upload': ['ur اپلوڈ اپ_لوڈ', 'te అప్లోడ్*', 'ta அப்லோட்*', 'kn ಅಪ್ಲೋಡ್*', 'ml അപ്ലോഡ*', 'pa ਅਪਲੋਡ*', 'gu અપલોડ*', 'bn আপলোড'],
  // disable, shutdown, merge, format (a disk)
  'v:disable': ['ta டிசேபிள்* டிஸேபிள்*', 'te డిసేబుల్*', 'kn ಡಿಸೇಬಲ್*', 'ml ഡിസേബിൾ*', 'gu ડિસેબલ*', 'pa ਡਿਸੇਬਲ*', 'bn ডিসেবল', 'ur ڈس_ایبل ڈسیبل', 'ar ديسابل', 'fa دیسیبل', 'he דיסאבל', 'th ดิสเอเบิล'],
  'v:stop': ['hi शटडाउन शट_डाउन', 'ur شٹ_ڈاؤن شٹ_ڈاون', 'bn শাটডাউন', 'ta ஷட்டவுன்*', 'te షట్డౌన్*', 'ar شات_داون', 'fa شات_داون', 'he שאטדאון'],
  'v:merge': ['hi मर्ज', 'ur مرج_کر', 'bn মার্জ', 'ko 머지', 'ar ميرج', 'fa مرج_کن', 'he מרג\'', 'th เมิร์จ', 'ta மெர்ஜ்*', 'te మెర్జ్*'],
  // "format" only with a disk or drive before it (डिस्क फॉर्मेट, ディスクをフォーマット): "format the code" stays an edit.
  'v:wipe': ['hi डिस्क_फॉर्मेट डिस्क_फ़ॉर्मेट ड्राइव_फॉर्मेट', 'ja ディスクをフォーマット ディスクのフォーマット ドライブをフォーマット', 'ur ڈسک_فارمیٹ', 'bn ডিস্ক_ফরম্যাট', 'ar فرمتة_القرص', 'fa دیسک_رو_فرمت دیسک_را_فرمت', 'th ฟอร์แมตดิสก์'],
  'o:device': ['hi डिस्क', 'ja ディスク', 'ur ڈسک', 'bn ডিস্ক', 'fa دیسک', 'th ดิสก์'],
  // the nouns the acts fall on: tables, buckets, branches, users, caches
  'o:table': ['ml ടേബിൾ* ടേബിള*', 'pa ਟੇਬਲ*', 'gu ટેબલ*', 'kn ಟೇಬಲ್*', 'ur ٹیبل', 'he טבלת', 'ps ټیبل', 'si ටේබල්*', 'mn хүснэгт*'],
  'o:bucket': ['hi बकेट', 'fa باکت', 'ar باكت', 'th บักเก็ต', 'bn বাকেট', 'ur بکٹ', 'ta பக்கெட்*', 'te బకెట్*'],
  'o:branch': ['hi ब्रांच ब्रैंच', 'fa برنچ', 'ar برانش', 'he בראנץ', 'th แบรนช์', 'bn ব্রাঞ্চ', 'ur برانچ', 'ta பிராஞ்ச்* ப்ராஞ்ச்*', 'te బ్రాంచ్*', 'kn ಬ್ರಾಂಚ್*', 'ml ബ്രാഞ്ച*', 'pa ਬ੍ਰਾਂਚ*', 'gu બ્રાન્ચ*'],
  'o:account': ['fa یوزر', 'ar يوزر', 'he יוזר', 'th ยูสเซอร์ ยูเซอร์', 'bn ইউজার', 'ur یوزر', 'ta யூசர்*', 'te యూజర్*', 'kn ಯೂಸರ್*', 'ml യൂസർ* യൂസേഴ്സ*'],
  'o:database': ['ps ډیټابیس ډېټابیس', 'mn өгөгдлийн_сан*', 'lo ຖານຂໍ້ມູນ', 'ug ساندان', 'he דאטאבייס דאטהבייס דטבייס', 'th ดาต้าเบส ดาตาเบส'],
  'o:backup': ['mn нөөц*', 'ps بیک_اپ بیکاپ', 'lo ສຳຮອງ'],
  'o:secret': ['ar باسورد', 'fa پسورد', 'he פסוורד פאסוורד', 'th พาสเวิร์ด พาสเวิด', 'ta பாஸ்வேர்ட்*', 'te పాస్వర్డ్*'],
  'm:all': ['ps ټول ټولې', 'mn бүх бүгд*', 'lo ທັງໝົດ', 'ug ھەممە بارلىق', 'ar لكل بكل'],
  // Bengali "send" in its conjunctive form (পাঠিয়ে দাও), Chinese-Traditional audit logs (稽核日誌).
  'v:send': ['bn পাঠিয়ে পাঠিয়ে_দাও'],
  // "open" (a port, a door): Japanese 開けて, Bengali খুলে দাও, read as a page opened unless a port or firewall stands by it.
  'v:read': ['ja 開けて 開けといて', 'bn খুলে_দাও খুলে_দিন'],
  // a port spelt in these scripts (पोर्ट, پورٹ, পোর্ট, พอร์ต): a port, as "port" and ポート are.
  // A port spelt in Devanagari or Bengali (पोर्ट, পোর্ট): a port, as "port" and ポート are; "portal" (पोर्टल, পোর্টাল) is its
  // own word, a web app, so the port stem does not take it. (Urdu پورٹ, Persian پورت, Thai พอร์ต and Hebrew פורט are matched
  // anywhere, inside رپورٹ "report" and พอร์ตโฟลิโอ "portfolio": they stay in the open-a-port pattern of readers/prose.ts only.)
  'o:dashboard': ['hi पोर्टल', 'bn পোর্টাল'],
  'o:port': ['hi पोर्ट', 'bn পোর্ট'],
  // "tell me the way to …" (کا طریقہ بتاؤ, का तरीका बताओ, উপায় বলো): a how-to request, told not done.
  'v:explain': ['ur طریقہ_بتا', 'hi तरीका_बता* तरीक़ा_बता*', 'bn উপায়_বল*', 'fa روشش_رو_بگو روش_را_بگو'],
  'o:audit': ['zh 稽核日誌 稽核紀錄 稽核記錄 稽核日志'],
  // a filter on invoices: unpaid / open ones (پرداخت‌نشده, 未払い, 미결제, 未付, अनपेड), a filtered set, not every customer's money.
  'm:some': ['fa پرداخت_نشده پرداختنشده', 'ur غیر_ادا_شدہ', 'hi अनपेड बकाया', 'ja 未払い 未払いの', 'ko 미결제 미납', 'zh 未付 未付款 未支付', 'ar غير_المدفوعة', 'he שלא_שולמו',
    'fa فاکتورهای_باز فاکتورهای_باز_را', 'ar الفواتير_المفتوحة', 'ur کھلے_انوائس', 'hi खुले_इनवॉइस', 'zh 未结 未結'],
  // "add to a group" (加到 / 加进 / 拉进, ऐड कर): a create whose object is a privileged group grants it (meaning.ts), as
  // "add the intern to Domain Admins" does.
  'v:create': ['zh 加到 加进 加進 加入到 拉进 拉進', 'hi ऐड_कर ऐड_करो ऐड_कर_दो', 'bn অ্যাড_কর*', 'ur ایڈ_کر'],
  // run as root: sudo / root with the Korean, Japanese, Thai instrumental (sudo로, sudoで, ด้วย sudo), as "with sudo".
  'm:root': ['ko sudo로 root로 루트로 루트_권한으로 관리자_권한으로', 'ja sudoで rootで', 'th ด้วย_sudo', 'zh 用_sudo', 'he עם_sudo', 'ar بصلاحيات_root'],
  // money: invoices and "void" (باطل کن, منسوخ کر, वॉइड कर, 무효 처리, ביטול), as English void.
  'o:money': ['fa فاکتور', 'ur انوائس', 'hi इनवॉइस इनवॉयस इन्वॉइस', 'bn ইনভয়েস', 'ko 인보이스 청구서', 'th ใบแจ้งหนี้ อินวอยซ์', 'he חשבונית חשבוניות'],
  'v:cancel': ['fa باطل', 'ur منسوخ', 'hi वॉइड_कर', 'ko 무효_처리 무효화', 'he תבטל לבטל'],
  // external: "outside" (بیرونی, باہر کی, बाहरी, বাইরের, வெளி, బయటి)
  'm:external': ['ur بیرونی باہر_کی باہر_کے', 'hi बाहरी बाहर_की', 'bn বাইরের বহিরাগত', 'ta வெளி_சர்வீஸ்* வெளிப்புற*', 'te బయటి* బాహ్య*', 'ps بهرنی'],
  // customers' / users' data
  'o:pii': ['ur کسٹمرز_کا_ڈیٹا صارفین_کا_ڈیٹا گاہکوں_کا_ڈیٹا', 'hi ग्राहकों_का_डेटा यूज़र्स_का_डेटा', 'te యూజర్ల_డేటా* కస్టమర్ల_డేటా*', 'bn গ্রাহকদের_ডেটা ইউজারদের_ডেটা', 'fa دیتای_مشتری* اطلاعات_مشتری*'],
};

// cls-intlB17 (second group: the first's keys are taken): "blow away" (the data) — उड़ा दो, اڑا دو — is a delete, as "wipe"
// is; Thai "…ให้หมด" (all of it); Mongolian send / e-mail / users.
const INTLB17B: Lexicon = {
  'v:delete': ['hi उड़ा_दो उड़ा_दीजिए उड़ा_देना', 'ur اڑا_دو اڑا_دیں'],
  'm:all': ['th ให้หมด หมดเลย', 'hi सारा सारी', 'ur سارا ساری'],
  'v:send': ['mn илгээ*'],
  'o:message': ['mn имэйл* мэйл*'],
  'o:account': ['mn хэрэглэгч*'],
};

// cls-intlA17: the thin European languages (Maltese, Albanian, Welsh, Irish, Esperanto, Belarusian, Macedonian, Bosnian,
// Icelandic) and the stop / server / allow words the Slavic, Baltic and Turkic rows lacked. Whole words or stems that are
// no English word (no "bob", no "server*" prefix: "serverless" stays English); one line per class.
const INTLA17: Lexicon = {
  // Removing: mt ħassar/neħħi, sq fshi, cy dileu, ga scrios, eo forigi; Bulgarian and Czech passives of the optative
  // ("нека се изтрият", "ať se smažou" — the stem already covers smažou), Belarusian выдаліць (Russian "выдали" is "gave").
  'v:delete': ['mt ħassar ħassru ħassarhom neħħi neħħu neħħihom', 'sq fshi fshij fshini fshije fshiji', 'cy dileu dilëwch dilewch dilea', 'ga scrios scriosaigí', 'eo forigu forigi forviŝu forviŝi', 'be выдалі выдаліце выдаліць сатры', 'bg изтрият изтриват изтриване', 'mk избришете', 'bs obriši obrišite izbriši izbrišite obrišu izbrišu', 'hr obrišu izbrišu', 'sr obrišu izbrišu', 'is eyddu eyðið eyða', 'nl haal*_weg haalt*_weg', 'de nimm*_raus nehm*_raus rausnehm*', 'fr dégage dégager dégagez', 'de sollen*_weg müss*_weg muss*_weg kann*_weg können*_weg', 'is eytt eyddir', 'it fai_sparire fammi_sparire far_sparire fate_sparire'],
  // Stopping: bg спри/спрете, mk стопирај/запри, be спыні, kk тоқтат, uz to'xtat, az dayandır, sq ndalo, sl ustavi,
  // hr/sr/bs zaustavi, lv aptur, lt sustabdyk, et peata, is stöðva, cy stopio, eo haltigu, Latin-letter Russian ostanovi.
  'v:stop': ['bg спри спрете спирам спираме спра спрем', 'mk стопирај стопирајте запри запрете', 'be спыні спыніце', 'kk тоқтат тоқтатыңыз тоқтатып', 'uz to\'xtat to\'xtating toʻxtat', 'az dayandır dayandırın', 'sq ndalo ndalni', 'sl ustavi ustavite ustavim', 'hr zaustavi zaustavite zaustavim', 'sr zaustavi zaustavite', 'bs zaustavi zaustavite', 'lv aptur aptura apturi', 'lt sustabdyk sustabdykite', 'et peata peatage', 'is stöðvaðu stöðva', 'cy stopiwch stopio', 'eo haltigu ĉesigu', 'ru ostanovi ostanovite', 'mt waqqaf waqqfu', 'de fahr*_runter runterfahr*', 'es detén detened tumba tumbad', 'nl trek*_stekker', 'it butta*_giù buttami_giù', 'pt derruba derrubar derrubem', 'cs sestřel sestřelit', 'hu kapcsold_le kapcsolja_le lekapcsol* állítsd_le'],
  // Turning off: Latin-letter Russian without the y ("vykluchi"), Bosnian/Croatian/Serbian ugasi, Albanian çaktivizo,
  // Icelandic, Belarusian, Macedonian, Esperanto.
  'v:disable': ['ru vykluchi vykljuchi otkluchi', 'hr ugasi ugasite', 'sr ugasi ugasite', 'bs ugasi ugasite isključi', 'sq çaktivizo çaktivizoni', 'be адключы выключы', 'mk исклучете', 'eo malŝaltu malebligu', 'mt itfi itfu', 'cy analluogi analluogwch', 'ga díchumasaigh'],
  'm:all': ['fr l\'ensemble_des l\'ensemble_de l\'ensemble_du', 'mt kollha', 'sq gjitha gjithë', 'cy holl', 'ga go_léir uile', 'eo ĉiuj ĉiujn ĉion', 'be усе ўсе усіх ўсіх'],
  'o:backup': ['sq kopje*_rezerv*', 'cy copi_wrth_gefn copïau_wrth_gefn copiau_wrth_gefn wrth_gefn', 'ga cúltaca cúltacaí cúltacaíocht', 'eo sekurkopi*', 'be рэзервов*_копі*', 'mt backups backup'],
  'o:database': ['sq bazës_së_të_dhënave bazën_e_të_dhënave databaz*', 'cy cronfa_ddata gronfa_ddata chronfa_ddata', 'ga bunachar_sonraí bhunachar_sonraí mbunachar_sonraí', 'eo datumbaz*', 'be базу баз_даных'],
  // Servers (the English entry lists forms; a "server*" prefix would take "serverless"), then Docker containers in the
  // languages whose word is no English one (Polish and Czech "kont*", account, took "kontenery", "kontejnery").
  'o:resource': ['cs servery serveru serverů serverech', 'sk servery serverov serveroch', 'pl serwer serwery serwerów serwera serwerach', 'hu szerver szervert szervereket szerverek szerveren', 'fi palvelin palvelimet palvelimen palvelimia', 'et serverid servereid serveri tootmisserver* testserver*', 'lv serveri serverus serveru', 'lt serveris serverius serverių serverį', 'ro serverul serverele serverelor serverul', 'tr sunucu*', 'bg сървър сървъри сървърите сървъра', 'hr poslužitelj* serveri servere', 'sr serveri servere serveru', 'bs serveri servere', 'sl strežnik*', 'is netþjón*', 'sq serverat serverin serverët', 'cy gweinydd*', 'eo servilo servilojn serviloj', 'mt servers', 'az serverlər serverləri serveri', 'uz serverlar serverlarni serverni', 'kk серверлерді серверлер', 'be серверы сервераў', 'ru servera serverov server', 'nl servers', 'sv servrar servrarna servern produktionsservrar* testservrar*', 'no serverne servere', 'da serverne servere',
    'cs kontejner kontejnery kontejnerů kontejnerech', 'sk kontajner kontajnery kontajnerov', 'pl kontener kontenery kontenerów kontenerach', 'bg контейнер контейнери контейнерите', 'mk контејнер* контејнери', 'ru контейнеры контейнер контейнеров', 'uk контейнери контейнерів', 'es contenedor contenedores', 'pt contêiner contêineres', 'fr conteneur conteneurs', 'hu konténer* konténereket', 'tr konteyner*', 'ro containerele', 'el κοντέινερ'],
  // Two-factor sign-in in Bosnian/Croatian/Serbian (dvofaktorska), Albanian, Latvian, Lithuanian, Belarusian.
  'o:security': ['hr dvofaktorsk* dvostruk*_autentifikacij* vatrozid*', 'sr dvofaktorsk* fajervol*', 'bs dvofaktorsk* fajervol* zaštitni_zid', 'sq dy_faktor* murin_mbrojtës', 'lv divfaktor* ugunsmūr*', 'lt dviejų_veiksnių dvigub*_autentifikacij* ugniasien*', 'be двухфактарн* брандмаўэр*', 'mt firewall', 'eo fajroŝirm* dufaktor*', 'sl požarn*_zid*'],
  'o:secret': ['no api-nøkl* api-nøkkel*'],
  // Everyone on the network: sk "z celého internetu", "pre celý svet", el "σε όλο τον κόσμο", "όλο το internet", bs/hr "cijeli svijet".
  'm:public': ['sk celého_internetu celý_internet celému_internetu celý_svet celému_svetu celého_sveta', 'el όλο_τον_κόσμο όλο_το_internet όλο_το_διαδίκτυο', 'hr cijeli_svijet cijelom_svijetu cijeli_internet', 'sr ceo_svet celom_svetu ceo_internet', 'bs cijeli_svijet cijeli_internet', 'sl ves_svet celemu_svetu cel_internet', 'bg целия_свят целия_интернет за_всички', 'mk за_сите', 'az bütün_dünyaya bütün_internetə', 'kk бүкіл_әлемге'],
  // Allowing a service in from outside (sk povoľ, cs povol, pl zezwól/dopuść, hr dopusti): a grant, which the open rule
  // in readers/prose.ts turns into an opening when a port or firewall and everyone stand in its clause.
  'v:grant': ['sk povoľ povoľte', 'cs povol povolte', 'hr dopusti dozvoli', 'sr dozvoli', 'sl dovoli', 'cs dej*_admin* dejte*_admin*', 'sk daj*_admin* dajte*_admin*', 'pl daj*_admin* dajcie*_admin*'],
  // German short forms of subscription ("Abo", "Kundenabos"): money, as "Abonnement" is.
  'o:money': ['de abo abos kundenabo kundenabos abo-*'],
  // A personal mailbox or account in Uzbek, Belarusian, Macedonian, Kazakh ("privat*" already covers the Latin rows).
  'm:external': ['uz shaxsiy', 'be асабіст*', 'mk личната личен лична', 'kk жеке'],
  // As root: Finnish essive "rootina", Croatian "kao root", Czech "jako root", Estonian "rootina".
  'm:root': ['fi rootina root-käyttäjänä', 'hr kao_root', 'sr kao_root', 'cs jako_root', 'sk ako_root', 'pl jako_root', 'et rootina'],
  // A port in Greek ("τη θύρα 22"), as "port" is.
  'o:port': ['el θύρα θύρες θύρας θυρών', 'sl vrata', 'tr portu portunu portları portlarını portuna', 'az portu portunu'],
  // Opening (a read until a port or firewall and everyone stand in its clause: readers/prose.ts turns it into an opening).
  'v:read': ['sk otvor otvorte', 'hr otvori otvorite', 'sr otvori otvorite', 'bs otvori otvorite', 'sl odpri odprite', 'bg отвори отворете', 'mk отвори отворете', 'el άνοιξε ανοίξτε άνοιξέ', 'de aufmachen aufmacht', 'lv atver atveriet', 'lt atidaryk atidarykite', 'hu nyisd_meg nyisd_ki', 'fi avaa avatkaa', 'et ava avage'],
  // Swedish "för över" (transfer) said as two words; German "lass … laufen" (run), "fahr … runter" (shut down); Czech/Slovak/
  // Polish "dej/daj … admina" (give admin).
  'v:pay': ['sv för_över föra_över'],
  'v:run': ['de lass*_laufen'],
  'o:privilege': ['cs admina adminem adminská_práva', 'sk admina adminské_práva', 'pl admina adminem'],
  // A customer database in Uzbek, Azerbaijani, Kazakh, Esperanto, Albanian: personal data.
  'o:pii': ['uz mijozlar_bazasi mijozlar_bazasini mijozlar_bazasiga', 'az müştəri_bazası müştəri_bazasını müştərilərin_bazasını', 'kk клиенттер_базасы клиенттер_базасын', 'eo klientan_datumbazon klientajn_datumojn', 'sq bazën_e_klientëve të_dhënat_e_klientëve'],
  // Chat slang for taking something down or removing it: de "nimm … raus"; nl "trek de stekker uit", "zeg … op" (cancel);
  // it "butta giù"; fr "dégage"; pt "derruba"; cs "sestřel"; hu "kapcsold le" (the rows are on their classes' lines).
  'v:cancel': ['nl zeg*_op opzeggen'],
  // Explaining in Icelandic, Croatian/Bosnian/Serbian infinitives, Welsh, Maltese, Esperanto, Albanian.
  // Temporary files in Maltese, Albanian, Esperanto, Icelandic (rebuilt: removing them is routine).
  'o:regenerable': ['mt fajls_temporanji il-fajls_temporanji', 'sq skedarët_e_përkohshëm skedarë_të_përkohshëm', 'eo provizor*_dosier*', 'is tímabundnar_skrár tímabundnu_skrárnar'],
  'v:explain': ['is útskýrðu útskýra hvað_gerir', 'hr objasniti objasnite što_radi', 'sr objasniti objasnite šta_radi', 'bs objasniti objasni šta_radi', 'cy esbonio esboniwch eglurwch', 'mt spjega spjegali', 'eo klarigu', 'sq shpjego shpjegoni', 'el τι_θα_συμβεί', 'cy esbonia eglura'],
};


// cls-intl17c: second pass on prose in other languages. Italian imperfect subjunctive and conditional of "cancellare"
// (a polite "se cancellassi …" deletes; the English prefix cancel* took them as cancelling), and the Turkish conditional
// "silsen" ("silsen harika olur": it would be great if you deleted); the Tamil firewall without its final virama when a suffix follows (ஃபயர்வால ஆஃப்).
const INTL17C: Lexicon = {
  'v:delete': ['it cancellassi cancellasse cancellassimo cancellaste cancellassero cancelleresti', 'tr silsen silseniz silersen silerseniz'],
  'o:security': ['ta ஃபயர்வால*'],
  // A port and the whole internet in Vietnamese (cổng 22, toàn bộ internet, cả thế giới); a server (máy chủ); Spanish and
  // Portuguese machines (máquinas), as English "machines" is a resource.
  'o:port': ['vi cổng'],
  'o:resource': ['vi máy_chủ', 'es máquinas', 'pt máquinas'],
  // "make it public" as the katakana/hangul loanword (パブリックにして, 퍼블릭으로 바꿔): exposed to everyone, as 公開/공개 are.
  'v:expose': ['ja パブリックに パブリック設定に', 'ko 퍼블릭으로'],
  'm:public': ['ja パブリックに パブリック設定に', 'ko 퍼블릭으로', 'vi toàn_bộ_internet cả_thế_giới toàn_thế_giới mọi_người_trên_internet'],
  // Icelandic transfer (millifærðu, "transfer by bank"), new account (nýjan reikning).
  'v:pay': ['is millifærðu millifærið millifæra millifærir'],
  'm:new': ['is nýjan nýja nýtt nýr'],
  // "off" with the light verb (ஆஃப் பண்ணு, ऑफ कर दो, آف کر دو, অফ করে দাও): switching off, as Telugu ఆఫ్ already was.
  'v:disable': ['ta ஆஃப்_பண்ண* ஆஃப்_செய்*', 'hi ऑफ_कर* ऑफ़_कर*', 'ur آف_کر*', 'bn অফ_কর*', 'kn ಆಫ್_ಮಾಡ*', 'ml ഓഫ്_ചെയ്യ* ഓഫാക്ക*'],
};

// ------------------------------------------------------------------ cls-intlB18: controls, roles, merges, payees, formats
const INTLB18: Lexicon = {
  // Encryption and antivirus are security controls in every script, as English "encryption" / "antivirus" are.
  'o:security': ['zh 加密 杀毒软件 殺毒軟體 防病毒 防毒軟體 杀毒', 'ja 暗号化 ウイルス対策 アンチウイルス', 'ko 암호화 백신 안티바이러스', 'hi एन्क्रिप्शन एंटीवायरस एन्टीवायरस', 'ur انکرپشن اینٹی_وائرس', 'bn এনক্রিপশন অ্যান্টিভাইরাস', 'th การเข้ารหัส แอนตี้ไวรัส', 'ar تشفير التشفير مكافحة_الفيروسات مضاد_الفيروسات', 'fa رمزگذاری رمزنگاری آنتی‌ویروس آنتی_ویروس', 'he הצפנה ההצפנה אנטי_וירוס האנטי_וירוס'],
  // Merge in more scripts: Korean 병합, Traditional Chinese 合併, Arabic "merge!" (ادمج), Hebrew "merge" (תמזג, למזג).
  'v:merge': ['ko 병합', 'zh 合併', 'ar ادمج', 'he תמזג תמזגי למזג'],
  // Owner as a role, spelt as it sounds (オーナー, 오너, ओनर, ওনার, اونر), and Arabic "the owner": a broad role when given.
  'n:adminrole': ['ja オーナー', 'ko 오너', 'hi ओनर', 'bn ওনার', 'ur اونر', 'ar المالك'],
  'o:privilege': ['ja オーナー', 'ko 오너 오너_권한', 'hi ओनर', 'bn ওনার', 'ur اونر', 'ar المالك'],
  // Chinese "make X the …" (加成, 设成 … 管理员) grants the role named after it.
  'v:grant': ['zh 加成'],
  // An outsourcer (外包) is outside the company.
  'm:external': ['zh 外包 外包商'],
  // A payee just added or just come (新来的, 刚加的, 新加的); "pay to" / "wire to" (付给, 汇给, 匯給).
  'm:new': ['zh 新来的 新來的 刚加的 剛加的 新加的 新添加的 新客户 新客戶 新供应商 新供應商 新收款人 新账号 新帳號', 'ko 신규 처음_보는', 'ja 新規の'],
  'v:pay': ['zh 付给 付給 汇给 匯給 转账给 轉帳給', 'ko 입금'],
  // Persian and Thai "format" as a bare verb (فرمت کن, ฟอร์แมต), and the Persian hard drive (هارد): a wipe only with a disk,
  // drive or server in its clause (prose.ts, as Korean 포맷 and Chinese 格式化); "format the code" stays an edit.
  'v:wipe': ['fa فرمت', 'th ฟอร์แมต', 'ko 포맷팅', 'ja フォーマット'],
  'o:device': ['fa هارد هارددیسک', 'th ฮาร์ดดิสก์ ฮาร์ดไดรฟ์'],
  // "clear" as a loanword with its light verb (क्लियर कर दो, کلیئر کر دو, ক্লিয়ার করে দাও), Thai เคลียร์; Thai cache (แคช).
  // (Imperatives only: "क्लियर करने से पहले", before clearing, names a later step.)
  'v:empty': ['hi क्लियर_कर_दो क्लियर_कर_दें क्लियर_करो क्लियर_कर_दीजिए', 'ur کلیئر_کر_دو کلیئر_کرو کلیئر_کر_دیں', 'bn ক্লিয়ার_করে_দাও ক্লিয়ার_করো', 'th เคลียร์'],
  'o:cache': ['th แคช'],
  // Persian "users" (کاربر, کاربران), Urdu "all" in the plural (سارے), Korean slang "password" (비번), Japanese cloud keys.
  'o:account': ['fa کاربران کاربرها کاربر'],
  'm:all': ['ur سارے'],
  'o:secret': ['ko 비번', 'ja awsキー アクセスキー シークレットキー 秘密鍵 シークレット', 'ko 환경_변수 환경변수'],
  // "anyone with the link" in CJK and the scripts of the Middle East and India: a link-only share.
  'm:link': ['ja リンクを知っている リンクを知ってる リンクを持っている', 'zh 知道链接的 知道鏈接的 知道連結的 有链接的 有鏈接的 有連結的 拿到链接的 公开链接 公開連結 公開鏈接 分享链接 分享連結', 'ko 링크_있는_사람 링크가_있는_사람 링크를_가진 링크를_아는', 'hi लिंक_वाले लिंक_वाला लिंक_है', 'ar لديه_الرابط يملك_الرابط', 'fa لینک_رو_داره لینک_را_دارد', 'he שיש_לו_את_הקישור שיש_לו_קישור', 'th ที่มีลิงก์'],
  // "make it public" as a loanword with its light verb (پبلک کر دو, পাবলিক করে দাও, پابلیک کن).
  'v:expose': ['ur پبلک_کر*', 'bn পাবলিক_কর*', 'fa پابلیک_کن پابلیکش_کن'],
  'm:public': ['ur پبلک_کر*', 'bn পাবলিক_কর*', 'fa پابلیک_کن پابلیکش_کن'],
};

// cls-intlB18 (second group: keys already used in INTLB18).
const INTLB18B: Lexicon = {
  // Readable by everyone, made public (所有人可读, 誰でも読める, सबके लिए खोल दो, عمومی کن, לציבורי, เป็นสาธารณะ): exposed to all.
  'v:expose': ['zh 所有人可读 所有人可讀 所有人可见 所有人可見 公共读 公共讀 公开可读 公開可讀', 'ja 誰でも読める 誰でも見られる 誰でも閲覧', 'hi सबके_लिए_खोल* सब_के_लिए_खोल*', 'fa عمومی_کن عمومیش_کن عمومی_بکن', 'he לציבורי', 'th เป็นสาธารณะ'],
  'm:public': ['zh 所有人可读 所有人可讀 所有人可见 所有人可見 公共读 公共讀 公开可读 公開可讀', 'ja 誰でも読める 誰でも見られる 誰でも閲覧', 'hi सबके_लिए_खोल* सब_के_लिए_खोल*', 'fa عمومی_کن عمومیش_کن عمومی_بکن', 'he לציבורי', 'th เป็นสาธารณะ'],
  // Branch protection and the Arabic "remove it" (أزل, أزلها); Hindi protection (प्रोटेक्शन).
  'o:security': ['ar حماية الحماية', 'hi प्रोटेक्शन', 'ur پروٹیکشن', 'ta என்க்ரிப்ஷன் ஆன்டிவைரஸ்', 'te ఎన్క్రిప్షన్ యాంటీవైరస్', 'kn ಎನ್ಕ್ರಿಪ್ಷನ್ ಆಂಟಿವೈರಸ್', 'ml എൻക്രിപ്ഷൻ ആന്റിവൈറസ്', 'gu એન્ક્રિપ્શન એન્ટિવાયરસ', 'pa ਐਨਕ੍ਰਿਪਸ਼ਨ ਐਂਟੀਵਾਇਰਸ', 'mr एन्क्रिप्शन अँटीव्हायरस'],
  // Merge and clear spelt in the southern and western Indic scripts (ಮರ್ಜ್, മെർജ്, મર્જ, ਮਰਜ, க்ளியர், క్లియర్).
  'v:merge': ['kn ಮರ್ಜ್*', 'ml മെർജ്*', 'gu મર્જ*', 'pa ਮਰਜ*', 'si මර්ජ්*'],
  'v:empty': ['ta க்ளியர்_பண்ணு* க்ளியர்_செய்*', 'te క్లియర్_చేయ* క్లియర్_చెయ్య*', 'kn ಕ್ಲಿಯರ್_ಮಾಡ*', 'ml ക്ലിയർ_ചെയ്യ*'],
  'm:new': ['th รายใหม่'],
  'o:pii': ['fa دادههای_مشتری دادههای_مشتریها اطلاعات_مشتری اطلاعات_مشتریها', 'he נתוני_הלקוחות נתוני_לקוחות'],
  'v:delete': ['ar ازل ازلها ازيلوا'],
  // Retention loanwords and "make it N days" (1日にして, 1 दिन कर दो): a retention set to a length.
  'o:retention': ['ja 保存期間 保管期間', 'hi रिटेंशन', 'ur ریٹینشن', 'ko 보존_기간 보관_기간'],
  'v:update': ['ja 日にして 時間にして 週間にして ヶ月にして に短縮 短縮して', 'hi दिन_कर* घंटे_कर* हफ्ते_कर*'],
  // A personal mailbox and chat AIs spelt in the script: outside the company.
  'm:external': ['hi पर्सनल_ईमेल पर्सनल_मेल निजी_ईमेल चैटजीपीटी', 'ur پرسنل_ای_میل ذاتی_ای_میل', 'ko 챗gpt 챗지피티 개인_메일 개인_이메일', 'ja チャットgpt 個人のgmail 個人のメール', 'zh 个人邮箱 個人郵箱 私人邮箱'],
};

// ------------------------------------------------------------------ cls-intlB19: non-Latin prose and code-switched chat.
const INTLB19: Lexicon = {
  // "Put" and "move" as the colloquial verbs of money (Urdu ڈال دو as Hindi डाल already is; Arabic "do the moving", قم بنقل):
  // a payment only with an amount and an account (prose.ts PUT_MONEY_B19); alone they add or change, as before.
  'v:update': ['ar بنقل'],
  // "Put" said of money in Arabic (ضع, حط), Korean (넣어) and Japanese (入れて): an addition, a payment only with an amount
  // and an account (prose.ts PUT_MONEY_B19).
  'v:create': ['ur ڈال_دو ڈال_دیں ڈالو ڈال_دیجیے', 'ar ضع حط حطّ', 'ko 넣어 넣어줘 넣어_줘 넣어_주세요', 'ja 入れて 入れといて 入れておいて'],
  // Copy as a loanword with its light verb (कॉपी कर दो, کاپی کر دو, কপি করে দাও): what is copied goes where it is sent.
  'v:export': ['hi कॉपी_कर* कॉपी_करो', 'ur کاپی_کر* کاپی_کرو', 'bn কপি_কর*'],
  // Chinese chat says merge with 合 alone (合到 main, 合进 develop, 合入, 没 review 就合了吧): merge, judged as 合并 is (a branch
  // or PR named, or a control skipped); two files or arrays "合一下" stay an edit.
  'v:merge': ['zh 合到 合进 合進 合入 合了吧 合掉 合上去'],
  // Rollback as a loanword in the Indic and Sinhala scripts (ਰੋਲਬੈਕ, రోల్‌బ్యాక్, ರೋಲ್‌ಬ್ಯಾಕ್, റോൾബാക്ക്, રોલબેક, ரோல்பேக்,
  // रोलबॅक, रोलब्याक, رول بیک, රෝල්බැක්), as Hindi रोलबैक and Bengali রোলব্যাক already are; "return it to the previous version"
  // (ارجع … إلى النسخة السابقة, برگردون به نسخه قبلی, תחזיר לגרסה הקודמת).
  'v:rollback': ['pa ਰੋਲਬੈਕ* ਰੋਲ_ਬੈਕ', 'te రోల్‌బ్యాక్* రోల్_బ్యాక్*', 'kn ರೋಲ್‌ಬ್ಯಾಕ್* ರೋಲ್_ಬ್ಯಾಕ್*', 'ml റോൾബാക്ക്* റോൾ_ബാക്ക്*', 'gu રોલબેક* રોલ_બેક*', 'ta ரோல்பேக்* ரோல்பாக்* ரோல்_பேக்*', 'mr रोलबॅक रोल_बॅक', 'ne रोलब्याक', 'ur رول_بیک رولبیک', 'si රෝල්බැක්*', 'ar ارجع*_السابقة أرجع*_السابقة رجع*_السابقة ارجع*_القديمة', 'fa برگردون*_قبلی برگردان*_قبلی برگردون*_قبل', 'he תחזיר*_הקודמת החזר*_הקודמת'],
  // Pashto: destroy (ړنګ کړه), send (ولېږه, واستوه), "to all customers" (ټولو پیرودونکو ته); Lao "close / turn off" (ປິດ).
  'v:delete': ['ps ړنګ_کړه ړنګ_کړئ ړنګول'],
  'm:mass': ['ps ټولو_پیرودونکو ټولو_مشتریانو'],
  'v:disable': ['lo ປິດ', 'he ביטול_אימות ביטול_האימות השבתת_האימות השבתת_אימות'],
  // Scale said as "expand / shrink capacity" (扩容, 缩容), restart as 재기동 (ko), a mail or bill sent as 发邮件 / 发账单 (zh).
    'v:scale': ['zh 扩容 缩容 擴容 縮容', 'ko 증설 스케일아웃 스케일_아웃'],
  'v:restart': ['ko 재기동 재가동'],
  // A machine as a server (生产环境的 5 台机器, 本番の3台のマシン); a draft written with the plain "write" (초안 써 줘, 下書きを書いて).
  'o:resource': ['zh 台机器 台機器 台主机 台主機 生产机器 生產機器 线上机器 線上機器 所有机器 所有機器 全部机器 全部機器 这台机器 這台機器 那台机器 那台機器 主机 主機', 'ja 台のマシン 本番マシン 全マシン', 'ko 머신 장비'],
  // An invitation letter (邀请函) is a document written, not an invite sent.
  'o:doc': ['zh 邀请函 邀請函 邀请信 邀請信'],
  'v:draft': ['ko 초안_써* 초안을_써* 초안_좀_써* 초안만', 'ja 下書きを書いて 下書きして 下書きだけ', 'hi ड्राफ्ट_बना* ड्राफ्ट_लिख*', 'ur ڈرافٹ_بنا* ڈرافٹ_لکھ*', 'ar مسودة', 'he טיוטה', 'th ร่างข้อความ ร่างอีเมล', 'fa پیش‌نویس پیشنویس'],
  // Persian "show" (نشان بده, نشون بده) reads what it shows; Korean queue (큐); Urdu "key" after API/SSH (API کی, SSH کی) is a
  // key only where a verb follows it (prose.ts URDU_KEY_B19), since کی is also "of".
  'v:read': ['fa نشان_بده نشان_بدید نشانم_بده نشونم_بده نشون_بده نمایش_بده'],
  'o:queue': ['ko 큐 메시지_큐'],
  // People who left or went idle are a filtered set (退職者全員のアカウント, 离职员工的账号全部, 퇴사자 계정 전부): "all" of them is
  // not every account.
  'm:some': ['ja 退職者 退職した 退職済み 非アクティブ 休眠', 'zh 离职 離職 已离职 已離職 不活跃 不活躍 僵尸账号 殭屍帳號', 'ko 퇴사자 퇴사한 비활성 휴면', 'hi पूर्व_कर्मचारियों निष्क्रिय', 'ar الموظفين_السابقين غير_النشطين', 'th พนักงานที่ลาออก ที่ไม่ได้ใช้งาน'],
  // Persian API and access keys in the plural and with their noun (کلیدهای API, کلید دسترسی); not bare کلید, also a button.
  'o:secret': ['fa کلیدهای_api کلید_api کلید_دسترسی کلیدهای_دسترسی کلید_خصوصی کلید_مخفی کلیدهای_مخفی توکن_دسترسی'],
  // Korean "reduce" in the nominal and connective forms of plan steps (줄이기, 줄이고), as 줄여 already is.
  'v:reduce': ['ko 줄이기 줄이고 줄인다 줄일게 줄이자 줄일게요'],
  // Orders as a loanword in the Indic and Arabic scripts (ऑर्डर, آرڈر, অর্ডার, ಆರ್ಡರ್, ஆர்டர், ఆర్డర్, ഓർഡർ, ઓર્ડર, ਆਰਡਰ), as 注文 / 주문 / 订单.
  'o:record': ['hi ऑर्डर ऑर्डर्स', 'mr ऑर्डर ऑर्डर्स', 'ur آرڈر آرڈرز', 'bn অর্ডার*', 'kn ಆರ್ಡರ್*', 'ta ஆர்டர்*', 'te ఆర్డర్*', 'ml ഓർഡർ*', 'gu ઓર્ડર*', 'pa ਆਰਡਰ*', 'ar الطلبات طلبات', 'fa سفارش‌ها سفارشها سفارش‌های', 'he ההזמנות הזמנות'],
  // One's own storage or mailbox named as one's own (自分のGoogleドライブ, 我自己的网盘, 내 개인 드라이브, my own Google Drive): a
  // personal account, outside the company's control; a vendor spelt in the script (وینڈر, वेंडर, ベンダー, 벤더) is a third party.
  'm:external': ['en my_own_google_drive my_own_drive my_own_gmail my_own_dropbox my_own_onedrive my_own_icloud', 'ja 自分のgoogleドライブ 自分のグーグルドライブ 自分のドライブ 自分のgmail 自分のdropbox 自分のonedrive 自分のicloud 個人のdropbox 個人のドライブ 個人のonedrive 私用のメール 私用のアドレス ベンダー 社外の人 社外の方 社外', 'zh 我自己的网盘 自己的网盘 自己的網盤 私人邮箱 私人郵箱 个人网盘 個人網盤 私人网盘', 'ko 개인_드라이브 개인_구글_드라이브 개인_드롭박스 내_구글_드라이브 내_지메일 벤더', 'hi मेरी_पर्सनल_ड्राइव पर्सनल_ड्राइव वेंडर', 'ur وینڈر', 'th gmail_ส่วนตัว อีเมลส่วนตัว ไดรฟ์ส่วนตัว แชทจีพีที', 'fa چت‌جی‌پی‌تی چت_جی_پی_تی جیمیل_شخصی', 'he ג\'ימייל_הפרטי הג\'ימייל_הפרטי המייל_הפרטי'],
  // Urdu "email it" with its light verb; Arabic "make it available" (to anyone with the link: a link share).
  'v:send': ['ur ای_میل_کر_دو ای_میل_کرو ای_میل_کر_دیں میل_کر_دو', 'ps ولېږه ولیږه واستوه', 'zh 发邮件 发账单 发短信 发通知 发消息 發郵件 發帳單 發簡訊 發通知 發訊息', 'hi ईमेल_करें ईमेल_कर_दो ईमेल_करो ईमेल_कर_दें ईमेल_कीजिए'],
  'v:share': ['ar اجعل*_متاحًا اجعل*_متاحا اجعله_متاحًا اجعله_متاحا'],
  // A customer list or customer data said as a loanword phrase (کسٹمرز کی لسٹ, कस्टमर लिस्ट): customer personal data.
  'o:pii': ['ur کسٹمرز_کی_لسٹ کسٹمر_لسٹ کسٹمرز_کا_ڈیٹا کسٹمر_ڈیٹا', 'hi कस्टमर_लिस्ट कस्टमर्स_की_लिस्ट ग्राहकों_की_सूची कस्टमर_डेटा कस्टमर_का_डेटा कस्टमर्स_का_डेटा ग्राहकों_का_डेटा'],
  'v:upload': ['ja アップして アップしといて アップしておいて', 'th แปะ ไปแปะ', 'fa پیست_کن پیستش_کن پیست_کنید'],
  // Inviting someone into a workspace or channel gives them access (초대해, 招待して, 邀请): with an outsider, data leaves.
  'v:grant': ['ko 초대해 초대해줘 초대해_줘 초대해_주세요', 'ja 招待して 招待する', 'zh 邀请 邀請'],
  // Temporary data and folders, as temporary files already are: regenerable (删除所有临时数据 is no store emptied).
  'o:regenerable': ['en temp_data temporary_data tmp_data', 'zh 临时数据 臨時數據 臨時資料 临时目录 臨時目錄 临时文件夹', 'ja 一時データ 一時フォルダ 一時ディレクトリ', 'ko 임시_데이터 임시데이터 임시_폴더 임시_디렉터리', 'hi अस्थायी_डेटा टेम्प_फ़ाइल टेम्प_फाइल', 'ar البيانات_المؤقتة بيانات_مؤقتة', 'fa فایل‌های_موقت فایلهای_موقت داده‌های_موقت دادههای_موقت', 'he קבצים_זמניים נתונים_זמניים', 'th ข้อมูลชั่วคราว', 'ur عارضی_فائلیں عارضی_ڈیٹا'],
  // Asking waived in chat forms: ja "without confirmation" / "no need to ask each time", ko "don't ask me", hi/ur "no need to
  // ask me", zh "no need to ask", ar "no need to ask me". (A prohibition after it — 確認なしで削除しないで — asks for care:
  // prose.ts.)
  'n:noask': ['ja 確認なしで 確認なしに 確認無しで 聞かなくていい 聞かなくても いちいち聞かなくて 確認しなくていい 確認しなくても良い 確認しなくてもいい', 'ko 묻지_말고 묻지_마 묻지말고 물어보지_말고 물어보지_마 확인_없이 허락_없이 확인_안_받고', 'hi पूछने_की_ज़रूरत_नहीं पूछने_की_जरूरत_नहीं बिना_पूछे_ही', 'ur پوچھنے_کی_ضرورت_نہیں', 'zh 不必问 不需要问 别问我 別問我 不用問 无需问 無需問', 'ar لا_داعي_لسؤالي لا_تسألني لا_حاجة_لسؤالي', 'fa لازم_نیست_بپرسی ازم_نپرس', 'th ไม่ต้องถาม ไม่ต้องขออนุญาต', 'bn জিজ্ঞেস_করার_দরকার_নেই জিজ্ঞাসা_করার_দরকার_নেই', 'he אין_צורך_לשאול לא_צריך_לשאול'],
};

// ------------------------------------------------------------------ cls-intlA18: money, controls, rights and links in the
// European and other Latin/Cyrillic/Greek-script languages (one line per class; the words of the languages, not of items).
const INTLA18: Lexicon = {
  // Transfer and send verbs of the thin languages: Estonian "kanna … üle" (said apart), Maltese, Welsh, Irish, Belarusian,
  // Macedonian, Slovenian "nakaži"; send: Uzbek jo'nat, Albanian dërgo, Maltese ibgħat, Welsh anfon, Irish "cuir … chuig".
  // (Slovenian "prenesi" and Bulgarian "пренеси" also download or carry: left out.)
  'v:pay': ['et kanna*_üle kandke*_üle', 'mt ittrasferixxi ittrasferixxu ħallas ħallsu', 'cy trosglwydda trosglwyddwch', 'ga aistrigh', 'be пераведзі перавядзі', 'mk префрли префрлете уплати уплатете', 'sl nakaži nakažite', 'lv pārskaitiet'],
  'v:send': ["uz jo'nat jo'nating joʻnat", 'sq dërgo dërgoni', 'mt ibgħat ibagħtu', 'cy anfon anfonwch', 'ga cuir*_chuig', 'ru поделись поделитесь расшарь', 'uk поділись поділіться'],
  // New (the payee or account) in the case forms these languages put before or after it.
  'm:new': ['et uus uue uuele uuel uude', 'lv jaunajam jaunajai jaunam jaunajā jaunais', 'lt naujam naujai naujiems', 'sq e_re i_ri të_re të_ri', 'mt ġdid ġdida il-ġdid il-ġdida', 'cy newydd', 'ga nua', 'eo nova novan novaj', 'eu berri berria berrira berriari', 'be новы новую новага новаму', 'mk новата новиот'],
  'o:account': ['mt kont il-kont fil-kont', 'cy cyfrif gyfrif', 'ga cuntas gcuntas', 'be рахунак рахунку', 'mk сметка сметката', 'eo konto konton'],
  // Turkish plural nouns of transfers ("havaleleri göster": show the transfers) are the money, not the verb.
  'o:money': ['tr havaleler* havalelerin*'],
  // Audit logs named with the native audit word (sv/da revision, no revisjon, is endurskoðun, mk ревизија, bg одит, be аўдыт),
  // German access logging (also "Protokollierung der Zugriffe", and the same pair in fr es pt it pl), Dutch audit trail,
  // Azerbaijani audit journal.
  'o:audit': ['sv revisionslogg* revisionsspår* revisionshändelse*', 'no revisjonslogg* revisjonsspor*', 'da revisionslog* revisionsspor*', 'de zugriffsprotokoll* auditprotokoll* audit-protokoll* revisionsprotokoll*', 'nl audittrail* audit-trail*', 'de protokollierung*_zugriff* protokollierung*_admin-zugriff* protokollierung*_anmeldung* protokollierung*_login*', 'fr journalisation*_accès journalisation*_connexions', 'es registro*_accesos', 'pt registro*_acessos registo*_acessos', 'it registrazione*_accessi', 'pl logowanie*_dostępu', 'is endurskoðunarskr* endurskoðunarslóð* endurskoðunarlogg*', 'mk ревизорски*_дневник* ревизиски*_дневник* дневник_за_ревизија логирањето_на_ревизија', 'bg одит одита журнала_за_одит', 'be аўдыт*', 'az audit_jurnal*'],
  'v:disable': ['az söndür söndürün', 'tr söndür'],
  // Antivirus and encryption named in the languages' own words; Slovenian two-step sign-in.
  'o:security': ['de virenschutz* virenscanner* verschlüsselung*', 'cs antivir*', 'pl antywirus* dwuskładnikow* dwuetapow*', 'sl protivirus* dvostopenjsk*', 'hr antivirus*', 'ru антивирус* шифровани*', 'uk антивірус* шифрування', 'bg антивирус*', 'fi virustorjun* salaus*', 'hu víruskeres* vírusirt* titkosítás*', 'sv kryptering* virusskydd*', 'no kryptering* virusbeskyttels*', 'da kryptering* virusbeskyttels*', 'nl versleuteling* virusscanner*', 'pl szyfrowani*', 'cs šifrování', 'sk šifrovanie', 'tr şifreleme*', 'el κρυπτογράφησ*'],
  // Owner, administrator and write/editor rights said as compounds (sv ägarbehörighet, no eiertilgang, da ejerrettigheder,
  // fi "omistajan oikeudet", pl "uprawnienia właściciela", no/da/sv/de write or edit access).
  'o:privilege': ['sv ägarbehörighet* ägarrättighet* ägarroll* administratörsrättighet* administratörsbehörighet* skrivbehörighet* skrivrättighet* redigeringsbehörighet* redaktörsbehörighet* redaktörsroll* redaktörsrättighet*', 'no eiertilgang* eierrettighet* eierrolle* administratortilgang* admintilgang* redigeringstilgang* skrivetilgang* redigeringsrettighet* redaktørtilgang* redaktørrettighet* redaktørrolle*', 'da ejerrettighed* ejeradgang* administratorrettighed* redigeringsadgang* skriveadgang* redaktøradgang* redaktørrettighed* redaktørrolle*', 'de schreibrecht* schreibzugriff* bearbeitungsrecht*', 'fi omistajan_oikeudet omistajaoikeud* pääkäyttäjäoikeud*', 'pl uprawnienia_właściciela uprawnień_właściciela', 'ru права_владельца'],
  // The owner and administrator compounds above are administrator roles (a right that holds every other); so is the whole
  // Romance word for owner, which the privilege entries otherwise outmatch ("Hazlo propietario del repositorio").
  'n:adminrole': ['sv ägarbehörighet* ägarrättighet* ägarroll* administratörsrättighet* administratörsbehörighet*', 'no eiertilgang* eierrettighet* eierrolle* administratortilgang* admintilgang*', 'da ejerrettighed* ejeradgang* administratorrettighed*', 'fi omistajan_oikeudet omistajaoikeud* pääkäyttäjäoikeud*', 'pl właściciela', 'ru владельца', 'es propietario propietaria propietarios', 'pt proprietário proprietária proprietários', 'it proprietario proprietaria proprietari'],
  // A private key and a key in the South Slavic languages and Bulgarian/Macedonian (Czech/Polish/Russian forms are known).
  'o:secret': ['hr privatni_ključ privatnog_ključa ključ ključa', 'sr privatni_ključ privatnog_ključa', 'bs privatni_ključ privatnog_ključa', 'sl zasebni_ključ zasebnega_ključa', 'bg частния_ключ частен_ключ', 'mk приватниот_клуч приватен_клуч'],
  // A consumer cloud or mailbox of one's own ("to my Dropbox", "vers mon Dropbox", "in meine Dropbox", "a mi Gmail"): a
  // personal account, outside the company's control. (Google Drive and OneDrive are often the company's own: left out.)
  'm:external': ['en my_dropbox my_icloud my_gmail my_mega my_wetransfer', 'fr mon_dropbox ma_dropbox mon_icloud mon_gmail', 'de meine_dropbox mein_dropbox meinen_dropbox meine_icloud mein_icloud mein_gmail meinen_gmail', 'es mi_dropbox mi_icloud mi_gmail', 'pt meu_dropbox minha_dropbox meu_icloud meu_gmail', 'it mio_dropbox mia_dropbox mio_icloud mio_gmail', 'nl mijn_dropbox mijn_icloud mijn_gmail', 'sv min_dropbox mitt_dropbox min_icloud min_gmail', 'no min_dropbox min_icloud min_gmail', 'da min_dropbox min_icloud min_gmail', 'pl mój_dropbox mojego_dropboxa mojego_dropbox mojego_gmaila mój_gmail', 'cs můj_dropbox mého_dropboxu můj_gmail', 'ru мой_dropbox мой_дропбокс мой_gmail мою_почту_gmail', 'uk мій_dropbox мій_gmail', 'tr dropbox\'ıma kişisel_dropbox'],
  // Anyone who has the link (a link-only share) said as a relative clause.
  'm:link': ['de die_den_link_haben der_den_link_hat allen_mit_dem_link alle_mit_dem_link jedem_mit_dem_link', 'sv som_har_länken alla_som_har_länken', 'no som_har_lenken alle_som_har_lenken alle_med_lenken', 'da som_har_linket alle_med_linket', 'nl die_de_link_heeft iedereen_die_de_link_heeft', 'fr qui_a_le_lien qui_ont_le_lien ceux_qui_ont_le_lien toute_personne_ayant_le_lien', 'it chi_ha_il_link', 'cs kdo_má_odkaz kdokoli_s_odkazem', 'hr tko_ima_link tko_ima_poveznicu', 'fi joilla_on_linkki', 'el έχει_τον_σύνδεσμο'],
  // German chat "mach … platt" / "plattmachen" (flatten: get rid of), read as deleting what it names.
  'v:delete': ['de mach*_platt plattmach* plattmachen'],
  // Every night / every day / every week: a job set to recur (with a creating verb it is a new scheduled job).
  'n:scheduled': ['fr chaque_nuit chaque_soir tous_les_soirs toutes_les_nuits chaque_jour tous_les_jours chaque_semaine chaque_matin', 'de jeden_abend jede_nacht jeden_tag jeden_morgen jede_woche täglich nächtlich allnächtlich', 'es cada_noche todas_las_noches cada_día todos_los_días cada_semana cada_mañana', 'pt toda_noite todas_as_noites todo_dia todos_os_dias toda_semana', 'it ogni_notte ogni_sera ogni_giorno ogni_settimana ogni_mattina', 'nl elke_nacht elke_avond elke_dag elke_week dagelijks', 'sv varje_natt varje_kväll varje_dag varje_vecka dagligen', 'no hver_natt hver_kveld hver_dag hver_uke daglig', 'da hver_nat hver_aften hver_dag hver_uge dagligt', 'pl każdej_nocy co_noc codziennie co_tydzień', 'cs každou_noc každý_den denně každý_týden', 'ru каждую_ночь каждый_день ежедневно еженедельно', 'uk щоночі щодня щотижня', 'tr her_gece her_gün her_hafta', 'fi joka_yö joka_päivä päivittäin', 'hu minden_éjjel minden_nap naponta', 'ro în_fiecare_noapte zilnic', 'el κάθε_βράδυ κάθε_νύχτα καθημερινά'],
  // …and, as English "every night" / "every day" is, a schedule set up ("Chaque nuit à 3h, lance un dump …").
  'v:schedule': ['fr chaque_nuit toutes_les_nuits chaque_jour tous_les_jours', 'de jede_nacht jeden_tag allnächtlich', 'es cada_noche todas_las_noches cada_día todos_los_días', 'pt toda_noite todas_as_noites todo_dia todos_os_dias', 'it ogni_notte ogni_giorno', 'nl elke_nacht elke_dag', 'sv varje_natt varje_dag', 'no hver_natt hver_dag', 'da hver_nat hver_dag', 'pl każdej_nocy co_noc codziennie', 'cs každou_noc každý_den', 'ru каждую_ночь каждый_день', 'uk щоночі щодня', 'tr her_gece her_gün', 'fi joka_yö joka_päivä', 'hu minden_éjjel minden_nap', 'ro în_fiecare_noapte', 'el κάθε_νύχτα'],
  // "All" in chat shorthand: French tt (tous/toutes), Spanish and Portuguese tds (todos).
  'm:all': ['fr tt', 'es tds', 'pt tds'],
  // Esperanto "vidi" (see) is no French "vider" (empty).
  'v:read': ['eo vidi vidas vidu vidos'],
};

// ------------------------------------------------------------------ cls-intlA19: sentence forms and object nouns in the European
// and other Latin/Cyrillic/Greek-script languages (one line per class; the words of the languages, not of items).
const INTLA19: Lexicon = {
  // Encryption and the firewall named in the languages that lacked them (Romance, South Slavic Latin and Cyrillic, Bulgarian,
  // Macedonian, Belarusian, Baltic, Albanian, Catalan; Uzbek "xavfsizlik devori", Russian/Kazakh "брандмауэр").
  'o:security': ['fr chiffrement*', 'es cifrado', 'ca xifratge', 'pt encriptação criptografia', 'it crittografia cifratura', 'ro criptare* criptarea', 'sr šifrovanj* шифровањ* enkripcij* енкрипциј*', 'hr šifriranj* enkripcij*', 'bs šifrovanj* enkripcij*', 'sl šifriranj* šifriranja', 'bg криптиран* шифроване* шифроването', 'mk шифрирањ* енкрипциј*', 'be шыфраванн*', 'lv šifrēšan*', 'lt šifravim*', 'et krüpteerim*', 'sq enkriptim*', 'id enkripsi', 'ms penyulitan', 'ru брандмауэр* файрвол*', 'kk брандмауэр*', 'be брандмаўэр*', "uz xavfsizlik_devori xavfsizlik_devorini xavfsizlik_devorni", 'sr заштитни_зид заштитни_зидови zaštitni_zid', 'mk заштитен_ѕид заштитниот_ѕид', 'bg защитна_стена защитната_стена', 'sl požarni_zid požarnega_zidu požarne_zidove', 'lv ugunsmūr*', 'lt ugniasien*'],
  // A cluster in the South Slavic languages (klaster, Slovenian gruča) and the Belarusian repository.
  'o:container': ['sr klaster*', 'hr klaster*', 'bs klaster*', 'sl klaster* gruč*'],
  'o:repo': ['be рэпазіторы* рэпазітар*'],
  // Catalan "public" (fes públic, fer pública).
  'm:public': ['ca públic públics públiques'],
  'v:expose': ['ca fes*_públic* fer*_públic* feu*_públic*'],
  // Customer data in Catalan and Greek ("les dades dels clients", "τα στοιχεία των πελατών"), and the Greek "external" (as English "external" is).
  'o:pii': ['ca dades_dels_clients dades_de_clients dades_personals', 'el στοιχεία_των_πελατών στοιχεία_πελατών'],
  'm:external': ['el εξωτερικ*'],
  // Owner rights said as "rights of the owner" in the Slavic languages (sk/cs "práva vlastníka", hr/sr "prava vlasnika", sl
  // "pravice lastnika", uk "права власника", bg "права на собственик"): an administrator role, as the pl/ru/fi pairs are.
  'o:privilege': ['pl właściciela właścicielem', 'sk práva_vlastníka práv_vlastníka oprávnenia_vlastníka', 'cs práva_vlastníka oprávnění_vlastníka', 'hr prava_vlasnika', 'sr prava_vlasnika права_власника', 'bs prava_vlasnika', 'sl pravice_lastnika', 'uk права_власника', 'bg права_на_собственик'],
  'n:adminrole': ['sk práva_vlastníka práv_vlastníka oprávnenia_vlastníka', 'cs práva_vlastníka oprávnění_vlastníka', 'hr prava_vlasnika', 'sr prava_vlasnika права_власника', 'bs prava_vlasnika', 'sl pravice_lastnika', 'uk права_власника', 'bg права_на_собственик'],
  // Putting a version into production said as a phrase: fr "mets en production", hu "telepítsd élesre", hr/sr/bs "pusti u
  // produkciju", sl "namesti na produkcijo"; it "rendilo" (make him) before a role.
  'v:deploy': ['fr mets_en_prod* mettez_en_prod* mettre_en_prod* passe_en_prod* passez_en_prod*', 'hu telepítsd_élesre telepítse_élesre élesre_telepít*', 'hr pusti_u_produkciju pustite_u_produkciju', 'sr pusti_u_produkciju pustite_u_produkciju пусти_у_продукцију', 'bs pusti_u_produkciju', 'sl namesti_na_produkcijo namestite_na_produkcijo'],
  'n:makeinto': ['it rendilo rendila rendili rendile'],
  // Dutch separable verbs in the infinitive after a modal ("Kun je de firewall uitzetten?", "Wil je … afzetten?").
  // (… and Serbian/Croatian "da" + the present for the infinitive: "da isključiš"; Hungarian polite "ki tudnád kapcsolni".)
  'v:disable': ['nl uitzetten afzetten uitdoen', 'sr искључи искључите isključiš искључиш', 'hr isključiš', 'bs isključiš', 'hu ki_tudnád_kapcsolni ki_tudná_kapcsolni ki_tudnátok_kapcsolni'],
  // Logging as the French, Serbian and Croatian nouns ("la journalisation", "логовање", "logiranje").
  'o:log': ['fr journalisation', 'sr логовањ* logovanj*', 'hr logiranj* logiranja', 'bs logovanj*'],
  // "The difference between X and Y" in the thin languages: a question that explains (as "diferencia", "Unterschied" are).
  'v:explain': ['id perbedaan_antara apa_bedanya', 'ms perbezaan_antara', 'sk rozdiel_medzi', 'sl razlika_med razliko_med', 'hr razlika_između razliku_između', 'sr razlika_između razliku_između разлика_између', 'bs razlika_između', 'bg разликата_между разлика_между', 'mk разликата_меѓу разлика_меѓу', 'be розніца_паміж', 'lt skirtumas_tarp skirtumą_tarp', 'lv atšķirība_starp', 'et erinevus_vahel', 'sq dallimi_midis dallimin_midis ndryshimi_midis', 'ca diferència_entre', 'gl diferenza_entre', 'eu arteko_desberdintasuna', 'sw tofauti_kati_ya', 'tl pagkakaiba_ng', 'vi sự_khác_biệt khác_nhau_giữa'],
  // A guest (an outside person given a seat) and the Danish/Norwegian users: accounts, as English "guest", "users" are.
  'o:account': ['de gast gäste gastzugang gastkonto gastkonten', 'fr invité invités invitée', 'es invitado invitados', 'it ospite ospiti', 'nl gast gasten gastaccount', 'sv gäst gäster gästkonto', 'da gæst gæster', 'no gjest gjester', 'pl gościa gość gości', 'sk hosťa hosť hostí', 'hr gosta gost', 'sr gosta gost госта', 'ru гостя гостей гостевой', 'uk гостя гостей', 'da brugere brugerne brugeren', 'no brukere brukerne brukeren'],
  // South Slavic prohibitive "nemoj / nemojte" (+ infinitive), and the infinitives and imperfective imperatives it and the Czech/
  // Slovak negative imperative ("ne" + imperfective, split in normalize.ts) take: delete, send.
  'n:neg': ['hr nemoj nemojte', 'sr nemoj nemojte немој немојте', 'bs nemoj nemojte'],
  'v:delete': ['hr brisati izbrisati obrisati', 'sr brisati izbrisati obrisati брисати избрисати обрисати', 'cs maž mažte mazej mazejte', 'sk maž mažte'],
  // (… and Russian chat "скинь мне", send me, not "drop".)
  'v:send': ['cs posílej posílejte', 'sk posielaj posielajte', 'hr slati poslati', 'sr slati poslati слати послати', 'ru скинь_мне скиньте_мне скинь_нам скинь_ему скинь_ей'],
  // Turning a protection on in these languages (kept only beside a protective control word: readers/words.ts), as English
  // "Enable MFA" reads: sv aktivera, no/da aktiver, nl activeer, pl włącz, cs/sk zapni, ru/bg включи, uk увімкни, ro activează,
  // tr etkinleştir, hr/sr/bs uključi, sl vklopi, el ενεργοποίησε, lt įjunk, lv ieslēdz, hu "kapcsold … be", fi "ota … käyttöön".
  'v:enable': ['sv aktivera aktiverar', 'no aktiver aktivér', 'da aktiver aktivér', 'nl activeer activeren', 'fr activez activons', 'es activa activad actívalo actívala', 'pt ativa ative ativem', 'pl włącz włączcie', 'cs zapni zapněte', 'sk zapni zapnite', 'ru включи включите', 'uk увімкни увімкніть', 'ro activează activați', 'tr etkinleştir etkinleştirin', 'hr uključi uključite', 'sr uključi uključite укључи укључите', 'sl vklopi vklopite', 'el ενεργοποίησε ενεργοποιήστε', 'lt įjunk įjunkite', 'lv ieslēdz ieslēdziet', 'hu kapcsold*_be', 'fi ota*_käyttöön'],
  // Asking waived: "without asking (me)", "without my confirmation/approval/permission" in more languages (a standing permission).
  'n:noask': ['en without_my_confirmation without_my_permission without_my_consent without_my_ok without_asking_me', 'fr sans_ma_confirmation sans_ma_validation sans_ma_permission sans_mon_accord sans_mon_autorisation sans_me_le_demander', 'de ohne_meine_bestätigung ohne_meine_freigabe ohne_meine_zustimmung ohne_meine_erlaubnis ohne_mein_okay ohne_mich_zu_fragen', 'es sin_mi_permiso sin_mi_confirmación sin_mi_aprobación sin_mi_autorización sin_preguntarme', 'pt sem_a_minha_autorização sem_a_minha_confirmação sem_a_minha_aprovação sem_minha_autorização sem_minha_confirmação sem_minha_aprovação sem_me_perguntar', 'it senza_chiedermelo senza_chiedermi senza_chiederlo senza_la_mia_conferma senza_la_mia_approvazione senza_il_mio_permesso senza_il_mio_ok', 'nl zonder_het_mij_te_vragen zonder_het_te_vragen zonder_mij_te_vragen zonder_mijn_toestemming zonder_mijn_bevestiging zonder_mijn_goedkeuring', 'sv utan_att_fråga utan_att_fråga_mig utan_mitt_godkännande utan_min_bekräftelse utan_mitt_tillstånd', 'da uden_at_spørge uden_at_spørge_mig uden_min_godkendelse uden_min_bekræftelse uden_min_tilladelse', 'no uten_å_spørre uten_å_spørre_meg uten_min_godkjenning uten_min_bekreftelse uten_min_tillatelse', 'fi kysymättä kysymättä_minulta ilman_lupaani ilman_hyväksyntääni ilman_vahvistustani', 'pl bez_mojej_zgody bez_mojego_potwierdzenia bez_pytania_mnie', 'cs bez_ptaní bez_mého_svolení bez_mého_souhlasu bez_mého_potvrzení bez_ptaní_se', 'sk bez_pýtania bez_môjho_súhlasu bez_môjho_potvrdenia bez_môjho_povolenia', 'hr bez_pitanja bez_mog_odobrenja bez_moje_dozvole bez_moje_potvrde', 'sr bez_pitanja bez_mog_odobrenja bez_moje_dozvole без_питања без_мог_одобрења', 'bs bez_pitanja bez_mog_odobrenja', 'sl brez_vprašanja brez_mojega_dovoljenja brez_moje_odobritve', 'ru без_моего_подтверждения без_моего_разрешения без_моего_согласия не_спрашивая', 'uk без_мого_підтвердження без_мого_дозволу без_моєї_згоди без_питань не_питаючи', 'bg без_да_ме_питаш без_да_питаш без_моето_одобрение', 'ro fără_să_mă_întrebi fără_să_întrebi fără_acordul_meu fără_aprobarea_mea fără_confirmarea_mea', 'hu kérdezés_nélkül engedélyem_nélkül jóváhagyásom_nélkül', 'el χωρίς_να_με_ρωτάς χωρίς_να_με_ρωτήσεις χωρίς_να_ρωτήσεις χωρίς_την_έγκρισή_μου', 'lv nejautājot', 'et küsimata', 'sq pa_më_pyetur', 'ca sense_preguntar sense_preguntar-me', 'id tanpa_bertanya tanpa_tanya tanpa_persetujuan_saya', 'ms tanpa_bertanya'],
};

// ------------------------------------------------------------------ cls-intl19c: other languages, second pass.
// A standing waiver said as "you need not ask me (before …)": the negated need or the "may skip asking" form in the
// languages whose "without asking" A19 added (a prohibition stays one: the double-negative check reads "never … without").
const INTL19C: Lexicon = {
  'n:noask': [
    'ru не_нужно_спрашивать не_надо_спрашивать не_нужно_меня_спрашивать не_надо_меня_спрашивать можешь_не_спрашивать можно_не_спрашивать без_вопросов без_спроса не_спрашивая_меня',
    'uk не_треба_питати не_потрібно_питати можеш_не_питати не_треба_мене_питати',
    'de frag_mich_nicht_mehr frag_mich_nie mich_nicht_mehr_fragen mich_nicht_zu_fragen mich_nicht_mehr_zu_fragen ohne_rückfrage ohne_rückfragen ohne_nachzufragen nicht_mehr_nachfragen',
    'fr plus_besoin_de_me_demander pas_besoin_de_me_demander plus_besoin_de_demander pas_la_peine_de_me_demander inutile_de_me_demander sans_demander',
    'es no_hace_falta_que_me_preguntes no_hace_falta_preguntarme no_tienes_que_preguntarme no_necesitas_preguntarme no_hace_falta_que_preguntes',
    'pt não_precisa_me_perguntar não_precisas_de_me_perguntar não_precisa_perguntar não_precisa_mais_me_perguntar não_tens_de_me_perguntar não_precisa_de_me_perguntar',
    'it non_serve_che_mi_chiedi non_serve_chiedermi non_devi_più_chiedermi non_serve_più_chiedermi non_devi_più_chiedere non_c\'è_bisogno_di_chiedermi non_serve_chiedere',
    'nl mij_niet_meer_te_vragen mij_niet_te_vragen me_niet_meer_te_vragen me_niet_te_vragen',
    'pl nie_musisz_mnie_pytać nie_musisz_pytać nie_musisz_mnie_już_pytać nie_musisz_już_pytać nie_trzeba_mnie_pytać',
    'cs nemusíš_se_mě_ptát se_mě_nemusíš_ptát nemusíš_se_ptát',
    'sk nemusíš_sa_ma_pýtať sa_ma_nemusíš_pýtať',
    'sv behöver_inte_fråga_mig du_behöver_inte_fråga behöver_du_inte_fråga_mig',
    'no trenger_ikke_å_spørre_meg trenger_ikke_spørre_meg trenger_du_ikke_å_spørre_meg trenger_du_ikke_spørre_meg', 'da behøver_ikke_at_spørge_mig behøver_du_ikke_at_spørge_mig',
    'ro nu_mai_trebuie_să_mă_întrebi', 'hu nem_kell_megkérdezned nem_kell_engem_megkérdezned nem_kell_rákérdezned', 'el δεν_χρειάζεται_να_με_ρωτάς δεν_χρειάζεται_να_με_ρωτήσεις', 'fi ei_tarvitse_kysyä_minulta ei_tarvitse_kysyä_minulta_lupaa', 'fr ne_me_demande_plus',
    'ko 확인_안_해도 물어보지_않아도 안_물어봐도',
    'zh 不用先问 不用先問 不必先问 无需先问 不用再问 不用再問',
    'vi không_cần_hỏi_tôi không_cần_hỏi_mình không_cần_hỏi',
    'id tidak_perlu_bertanya tidak_perlu_tanya nggak_perlu_tanya gak_perlu_tanya tak_perlu_bertanya', 'ms tak_perlu_tanya tidak_perlu_bertanya',
  ],
  // Pay said with the "pay out" verbs (ru/uk выплати/виплати, cs/sk vyplať, pl wypłać) and zh "send wages" (发工资): paying.
  'v:pay': ['ru выплати выплатите выплатить', 'uk виплати виплатіть виплатити', 'cs vyplať vyplaťte', 'sk vyplať vyplaťte', 'pl wypłać wypłaćcie', 'de auszahlen', 'es procesa_la_nómina procesar_la_nómina procese_la_nómina', 'pt processa_a_folha processar_a_folha processe_a_folha', 'ru проведи_выплату проведите_выплату сделай_выплату', 'tr maaşları_öde maaşları_yatır maaş_ödemelerini_yap maaş_ödemelerini_başlat', 'zh 发工资 發工資 发薪 發薪 发放工资 發放工資'],
  'o:money': ['sv lönekörning lönekörningen', 'de gehaltslauf lohnlauf'],
  // Polish "puść" (let go, run: "puść testy", "puść wypłaty") starts a run.
  'v:run': ['pl puść puśćcie'],
  // Portuguese "tudo" (everything), as es "todo" and it "tutto" are: "Apague tudo em produção".
  'm:all': ['pt tudo'],
  // Slang for destroy beside INTL8's: es "volar" (blow up) in its clitic and object-first forms only (the bare "vuela" is
  // also "it flies / it's fast"), fr "faire sauter", "dégommer", "atomiser", "explose tout", pt "explode tudo", it "far
  // saltare".
  'v:delete': ['es vuélate vuélalo vuélala vuélalos vuélalas vuelen_todo vuela_todo vuelas_todo volad_todo revienta_todo reviéntalo reviéntala reviéntalos reviéntalas', 'fr fais_sauter faites_sauter dégomme dégommez dégommer atomise atomisez explose_tout explosez_tout', 'pt explode_tudo explodir_tudo explodam_tudo', 'it fai_saltare fate_saltare far_saltare'],
};

// ------------------------------------------------------------------ build

let matcher: Matcher | null = null;

/** "stem*_particle": a separable verb — the stem, then within the clause the particle ("räum … auf", "zet … uit"). */
export interface Pair {
  stem: string;
  particle: string;
  particlePrefix: boolean;
  tag: string;
}
let pairs: Pair[] = [];


// ------------------------------------------------------------------ cls-edits16b: a plan step "Fix lint" edits the repo's
// code (as "fix the lint errors" does), and "Update dependencies" the manifest; alone, neither was an object, so the
// step read as a change to an unknown record.
const EDITS16B: Lexicon = {
  'o:code': ['en lint dependencies'],
};

// ------------------------------------------------------------------ cls-en17: groups named for emergency or total
// access ("add the contractor to the break-glass group", "put the intern in the emergency-access group") are
// administrators' groups; "creds"/"cred" are credentials.
const EN17: Lexicon = {
  'n:adminrole': ['en break-glass breakglass break_glass emergency-access emergency_access firecall super-admin superadmin superadmins super_admin super_admins'],
  'o:privilege': ['en break-glass breakglass break_glass emergency-access emergency_access firecall super-admin superadmin superadmins super_admin super_admins'],
  'o:secret': ['en creds cred'],
};

// ------------------------------------------------------------------ lead17: "What's our refund policy for …?" is "what is"
// (a question that explains), as its spelled-out form already was; the question for a secret's value keeps its own reading.
const LEAD17: Lexicon = {
  'v:explain': ["en what's what’s what's_our what's_the"],
  // A payment order (Modern Treasury's payment_orders, a bank's "payment order") is an instruction to pay, not a shop order.
  'o:money': ['en payment_order payment_orders'],
};

// lead18: a person's own cloud drive in Chinese (私人网盘, 我的网盘, 百度网盘): outside the company's control, like "personal Dropbox".
// ------------------------------------------------------------------ lead19: money claims approved in bulk.
// An expense report, reimbursement, bill or purchase order approved is money paid out: approving every one is many payments.
const LEAD19: Lexicon = {
  'o:money': ['en expense_report expense_reports expense_claim expense_claims expenses reimbursement reimbursements purchase_order purchase_orders vendor_bill vendor_bills supplier_invoice supplier_invoices payout_request payout_requests'],
};

// lead20: English phrasal verbs split around a pronoun ("just turn it off", "switch them off", "shut that down"): the verb
// is the whole phrase; its object is the thing named before (the prose reader's back-reference).
const LEAD20: Lexicon = {
  'v:disable': ['en turn_it_off turn_them_off turn_that_off turn_this_off turn_those_off switch_it_off switch_them_off switch_that_off shut_it_off shut_them_off exempt exempts exempting exempted'],
};
// The lead's session-23 grids: safety, fraud and door controls are controls (a fire alarm put into test mode, an interlock
// bridged, the fraud rules switched off, the doors unlocked); alarms shelved are silenced; a post set to published is published.
const LEAD21: Lexicon = {
  'o:security': ['en door_lock door_locks door_access badge_access_control access_control_system fire_alarm fire_alarms fire_alarm_panel fire_alarm_system alarm_panel alarm_panels alarm_system safety_interlock safety_interlocks interlock interlocks emergency_stop emergency_stops e-stop e-stops safety_shutdown safety_shutdowns safety_system safety_systems sprinkler_system door_locks fraud_rules fraud_rule fraud_detection fraud_filters anti-fraud antifraud kyc kyc_checks kyc_verification identity_verification aml_checks aml_screening sanctions_screening transaction_monitoring velocity_checks velocity_check',
    'de sicherheitsabschaltung* not-aus-schalter not-halt verriegelung* brandmeldeanlage* feuermelder betrugserkennung betrugsregeln', 'es antifraude reglas_antifraude alarmas_de_incendio alarma_de_incendio', 'fr antifraude règles_antifraude alarme_incendie alarmes_incendie', 'pt antifraude alarmes_de_incêndio', 'it antifrode allarmi_antincendio'],
  'v:disable': ['en shelve into_test_mode into_bypass in_bypass unlock_the_doors unlock_all_doors unlock_every_door unlock_the_door unlock_door unlock_doors unlock_all_the_doors', 'de überbrück* überbrücke', 'es puentea puentear', 'fr shunte shunter'],
  'o:doc': ['en press_release press_releases blog_post blog_posts'],
  // A controller's registers, coils, setpoints and nodes are the live settings of a machine or a building.
  'o:config': ['en plc plcs setpoint setpoints coil coils holding_register holding_registers holding_reg plc_tag plc_tags opc_node opc_nodes bacnet_object scada_tag scada_tags conveyor_speed speed_limit line_speed'],
  'v:update': ['en write_coil write_coils write_register write_registers write_node write_nodes write_value write_values write_tag write_tags writeproperty write_property write_single_coil write_single_register write_multiple_coils write_multiple_registers db_write',
    // A limit raised (Japanese 引き上げ) is that setting changed.
    'ja 引き上げ 引き上げて 引き上げる'],
  // Stored value a customer can spend is money: gift cards, store credit.
  // Removable media carried away: outside the company's control, like a personal account.
  'm:external': ['en thumb_drive thumb-drive thumbdrive usb_stick usb-stick usb_drive usb_key flash_drive pen_drive pendrive memory_stick external_hard_drive external_drive', 'de usb-stick* usb_stick*', 'es pendrive memoria_usb', 'pt pendrive pen_drive', 'fr clé_usb', 'it chiavetta chiavetta_usb', 'pl pendrive* pendrajw*', 'ru флешк*', 'nl usb-stick'],
  'o:money': ['en gift_card gift_cards giftcard giftcards store_credit store_credits account_credit account_credits', 'ja 限度額 利用限度額 上限額 支払上限', 'zh 额度 額度 限额 限額 信用额度'],
  // Firmware flashed onto devices is what they run from then on.
  'v:deploy': ['en flash_firmware flash_the_firmware flash_this_firmware flash_new_firmware flash_the_new_firmware flash_bios flash_the_bios flash_the_new_bios reflash reflashes reflashing'],
  'o:code': ['en firmware firmware_image firmware_file'],
};
// (cls-interp22) A field-bus or PLC client library's connection is a live controller: what its write_* methods set is the
// machine's configuration (pymodbus ModbusTcpClient.write_register, pycomm3 LogixDriver.write, snap7 db_write).
const INTERP22: Lexicon = {
  'o:config': ['en modbus modbustcpclient modbusserialclient modbusudpclient modbusclient logixdriver slcdriver snap7 pycomm3 bac0'],
};
const LEAD18: Lexicon = {
  'm:external': ['zh 私人 私人的 网盘 網盤 百度网盘 百度網盤 个人网盘 個人網盤', 'en ai_code_reviewer ai_reviewer ai_site ai_website ai_tool online_ai free_ai code_reviewer_site online_tool online_service paste_site'],
  // Spanish "paste it/them" with its clitics, and "paste here" (pégalas aquí): the pasted thing is put where it is said.
  'v:upload': ['es pégalas pégalos pégala pégalo pegalas pegalos pegala pegalo pégamelas pégamelos pégamela pégamelo pega_aquí pega_aqui pega_acá pega_aca pégalas_aquí', 'it incollale incollali incollala incollalo incolla_qui', 'fr colle-les colle-le colle-la colle_ici collez-les collez_ici'],
  // A litigation or legal hold keeps mail and files from deletion: lifting one shortens what can be recovered.
  'o:retention': ['en litigation_hold litigation_holds legal_hold legal_holds in-place_hold retention_hold retention_holds'],
};

// ------------------------------------------------------------------ cls-intl18c: second pass over other languages.
// A hold lifted in the Romance, German, Dutch and Polish verbs (kept only beside a hold or restriction word, as English
// "lift": readers/words.ts); an alert muted (wycisz, stumm, ztlum, заглуши, en sourdine, silencia, tysta); the firewall
// in Basque, Galician, Welsh, Estonian and Icelandic and the Basque "turn off"; Korean "export" and the private key; the
// Traditional Chinese "export" (匯出) and private key (私鑰); the audit log in Hebrew and the Indic/Dravidian loanword
// (ஆடிட் லாக், ఆడిట్ లాగ్); Telugu and Tamil "give", the admin and access loanwords.
// cls-benign19: "export" in Arabic and Hebrew (صدّر, ייצא), which a Dropbox named as a personal account no longer covered by
// accident (the unplaced floor had read "Drop" in "Dropbox").
const BENIGN19: Lexicon = {
  'v:export': ['ar صدّر صدر صدّري صدري صدّروا تصدير', 'he ייצא ייצאי תייצא תייצאי ייצוא'],
  // Words an interface shows, like the dialog, toast and tooltip already here: no message sent to anyone.
  'o:regenerable': ['en error_message error_messages warning_message validation_message validation_messages success_message confirmation_message toast_message empty-state_message helper_text dialog_text confirm_dialog confirmation_dialog'],
};

const INTL18C: Lexicon = {
  'v:disable': ['de heb*_auf hebt*_auf aufheben aufgehoben', 'fr lève levez lever', 'es levanta levantad levantar', 'pt levante levantar', 'nl hef*_op', 'pl zdejmij zdejmijcie',
    'pl wycisz wyciszcie wyciszyć', 'de schalte*_stumm schalt*_stumm stell*_stumm stummschalt* stumm_schalten', 'cs ztlum ztlumte ztlumit', 'ru заглуши заглушите заглушить', 'uk заглуши заглушіть',
    'fr en_sourdine met*_sourdine', 'es silencia silenciar silenciad', 'it silenzia silenziare', 'pt silencie silenciar', 'sv tysta tystar', 'nl demp dempen', 'sv upphäv upphäva', 'eu itzali itzal', 'cy diffodd diffoddwch'],
  'o:security': ['eu suebaki*', 'gl devasa', 'cy wal_dân', 'et tulemüür*', 'is eldvegg*'],
  'v:export': ['ko 내보내* 익스포트*', 'zh 匯出 汇出', 'ja 書き出して 書き出す 書き出し'],
  'o:secret': ['ko 개인_키 개인키', 'zh 私鑰 私钥'],
  'o:audit': ['he לוג_הביקורת יומן_הביקורת לוג_ביקורת יומן_ביקורת', 'ta ஆடிட்_லாக்* ஆடிட்_லாக ஆடிட்_லாக்ஸ்*', 'te ఆడిట్_లాగ్* ఆడిట్_లాగ', 'kn ಆಡಿಟ್_ಲಾಗ್*', 'hi ऑडिट_लॉग*'],
  'n:bestow': ['te ఇవ్వు ఇవ్వండి ఇచ్చేయ్*', 'ta குடு கொடு கொடுங்க* குடுங்க*'],
  'o:privilege': ['te అడ్మిన్* యాక్సెస్*', 'ta அட்மின்* அக்சஸ்*', 'mr ॲडमिन* ॲक्सेस*'],
  // Remitting in Traditional Chinese and Cantonese: 匯款, 匯到, 匯 + an amount (never 匯出 export, 匯率 rate, 匯報 report), 過數.
  'v:pay': ['zh 匯款 汇款 匯到 汇到 幫我匯 帮我汇 過數 过数 轉帳 转帐 匯_1 匯_2 匯_3 匯_4 匯_5 匯_6 匯_7 匯_8 匯_9 汇_1 汇_2 汇_3 汇_4 汇_5 汇_6 汇_7 汇_8 汇_9 匯1 匯2 匯3 匯4 匯5 匯6 匯7 匯8 匯9 汇1 汇2 汇3 汇4 汇5 汇6 汇7 汇8 汇9'],
  'm:new': ['zh 新戶口 新户口 新廠商 新厂商 新客戶'],
  'o:retention': ['fr conservation_légale conservations_légales', 'es retención_legal', 'pt retenção_legal', 'it conservazione_legale blocco_legale', 'pl blokada_prawna blokadę_prawną blokady_prawnej', 'nl juridische_bewaring'],
  'n:adminrole': ['te అడ్మిన్*', 'pt dono dona', 'mr ॲडमिन*'],
  // Customer data in Greek ("τα δεδομένα πελατών"): personal data, as "customer data" is.
  'o:pii': ['el δεδομένα_πελατών δεδομένων_πελατών προσωπικά_δεδομένα'],
};

// cls-en18: GCP's basic Editor role on a production or cloud project can change every resource in it: a broad role, as
// Owner is ("Give the vendor's service account Editor on the prod GCP project"); an editor of a document stays a share.
const EN18_EDITOR = 'en editor_on_prod editor_on_production editor_on_the_prod_project editor_on_the_prod_gcp* editor_on_the_prod_aws editor_on_the_prod_account editor_on_the_production_project editor_on_the_production_gcp* editor_on_the_production_account editor_on_our_prod_project editor_on_our_production_project editor_on_the_live_project editor_on_the_gcp* editor_on_our_gcp* editor_on_the_whole_project editor_on_the_whole_org* editor_role_on_prod editor_role_on_the_prod_project editor_role_on_the_production_project';
const EN18: Lexicon = {
  'n:adminrole': [EN18_EDITOR],
  'o:privilege': [EN18_EDITOR],
  // A cloud network is a running resource: deleting a production VPC cuts off everything in it.
  // "Open-source the internal billing repo": published ("open" alone reads).
  'v:publish': ['en open-source open-sources open-sourced open-sourcing open_source_the open_source_our open_source_this open_source_it open_sourcing open-source_the'],
  // "Let anyone sign up as an admin", "let everyone in": allowing everyone ("let anyone know" stays a message).
  'v:grant': ['en let_anyone_sign* let_anyone_register let_anyone_join let_anyone_access let_anyone_see let_anyone_view let_anyone_read let_anyone_download let_anyone_log* let_anyone_become let_anyone_create let_everyone_sign* let_everyone_access let_everyone_become let_the_public_in let_the_public_see let_the_public_access'],
  // "Cut over DNS to the new cluster": moves traffic (or whatever it names) to another target, an update.
  'v:update': ['en cut_over cuts_over cutting_over'],
  'o:resource': ['en vpc vpcs vnet vnets virtual_network virtual_networks subnet subnets nat_gateway nat_gateways transit_gateway transit_gateways vpn_gateway vpn_gateways internet_gateway vpc_peering peering_connection'],
};

// (cls-shell19) A running container is a running resource, as a pod or a server is ("Stop the prod containers" is the
// prod pods stopped); the other languages' container words are already resources (INTL blocks above).
const SHELL19: Lexicon = {
  // (Plural, or named running or production: a lone "container" is also a blob container, a dev container, a local sandbox.)
  'o:resource': ['en containers running_container prod_container production_container live_container'],
};

// (cls-en19) Outside AI services named by their product (as "chatgpt" is): data pasted into them leaves the company.
// A request in the passive ("the admin role should be given to …", "X should be given admin"): the giving is the verb,
// and what is given decides, as with "give".
const EN19: Lexicon = {
  // (Only as the place data goes — "into Claude", "to Gemini" —: CLAUDE.md / GEMINI.md are the project's own notes.)
  'm:external': ['en claude.ai into_claude to_claude in_claude into_gemini to_gemini in_gemini into_deepseek to_deepseek in_deepseek into_perplexity to_perplexity in_perplexity into_grok to_grok in_grok'],
  'n:bestow': ['en be_given'],
};

/** (cls-over19) "N% off", "N% sale", "N percent off" for N = 1…100: a discount written as a number. */
const PERCENT_OFF_O19 = Array.from({ length: 100 }, (_, i) => `${i + 1}%_off ${i + 1}%_sale ${i + 1}_percent_off`).join(' ');

// (cls-over19) Archived write-ahead logs are the database's point-in-time backups ("delete the oldest WAL archives on
// db-prod-2" is old backups deleted while newer remain, not the database the host is named for).
const OVER19: Lexicon = {
  'o:backup': ['en wal_archive* archived_wal* wal_segment_archive* archived_wal_segment*'],
  // "Set every product to 50% off", "put the catalogue on sale": what customers pay is changed (a price), not the records.
  // "What does 'X' mean?" in other languages: a question about words ("¿Qué significa 'desplegar en producción'?").
  'v:explain': ['es qué_significa qué_quiere_decir', 'pt o_que_significa o_que_quer_dizer', 'it cosa_significa cosa_vuol_dire che_cosa_significa', 'fr que_signifie que_veut_dire', 'nl wat_betekent', 'sv vad_betyder', 'da hvad_betyder', 'no hva_betyr', 'pl co_znaczy co_oznacza', 'cs co_znamená', 'sk čo_znamená', 'ro ce_înseamnă', 'tr ne_demek ne_anlama_gelir', 'ru что_значит что_означает', 'uk що_означає що_значить', 'id apa_arti apa_artinya apa_maksud'],
  'o:price': ['en percent_off per_cent_off on_sale on_a_sale sale_price sale_prices price_cut price_cuts', `en ${PERCENT_OFF_O19}`],
};

// ------------------------------------------------------------------ cls-intlB20: how people type in chat (non-Latin scripts,
// romanised and code-switched): slang verbs of destroying and sending, aspect and "a bit" forms, stores named by a short word.
const INTLB20: Lexicon = {
  // ja 飛ばす "blow away" (本番DB飛ばして) and ko 날려 are read as wiping; said of a message (メール飛ばして, 공지 메일 날려) they
  // send it, said of a step or a test (ステップは飛ばして) they skip it (prose.ts SLANG_SEND_B20 / SLANG_SKIP_B20).
  'v:wipe': ['ja 飛ばして 飛ばす 飛ばし 飛ばせ 飛ばそう'],
  // zh "turn it off for a bit / first" (WAF 先关一下, 防火墙关一下, 关下, 先关了吧), mn "turn off" (унтраа) and "make inactive"
  // (идэвхгүй болго); Hinglish "false / off kar do" said of a setting.
  // Mongolian two-step verification (хоёр шатлалт баталгаажуулалт) is the second factor.
  'o:security': ['mn хоёр_шатлалт* хоёр_алхамт* давхар_баталгаажуулалт*', 'ar فايروول فايروال الفايروول الفايروال فايرول'],
  'v:disable': ['zh 关一下 關一下 关下 關下 先关 先關 关了吧 關了吧 关一会 關一會', 'mn унтраа* унтраах идэвхгүй_болго* идэвхгүй_болгох', 'hi false_kar* false_karo off_kar* off_karo disable_kar* disable_karo', 'ar وقّف_ال وقف_ال توقف_ال وقفلي'],
  // A store said by a short word after where it lives (prod 的库, 线上的库, 测试的库): the database of that system; Arabic chat's
  // loanword for database (الداتابيز, الداتابيس, الديتابيز).
  'o:database': ['zh prod的库 prod_的库 prod的庫 prod_的庫 生产的库 生產的庫 线上的库 線上的庫 正式的库 正式的庫 测试的库 測試的庫 staging的库 staging_的库 dev的库 dev_的库 本地的库 线上库 測試庫 测试库', 'ar داتابيز داتابيس ديتابيز ديتابيس الداتا_بيز'],
  // zh "send me" said bare (发我, 發我, 发我一下): the thing is sent to the speaker; ja 投げる "throw it at" a service or a
  // person (外部サービスに投げといて, Slackに投げて) sends it there.
  'v:send': ['zh 发我微信 發我微信 发到我微信 發到我微信 发我邮箱 發我郵箱 发我qq 發我qq 发一封 發一封 发一条 發一條 发封 發封', 'ja 投げて 投げる 投げとく 投げ込んで 放り込んで', 'hi pe_daal_do pe_dal_do pe_daalo par_daal_do pe_post_kar* pe_bhej_do'],
  // Hinglish "forward / upload kar do": the English verb with its light verb.
  'v:upload': ['hi upload_kar* upload_karo', 'zh 丢给 丟給 扔给 扔給 喂给 餵給', 'hi mein_daal_ke mein_dal_ke mein_daal_do mein_dal_do mein_daalo mein_paste_kar*'],
  // Hinglish drafts (draft bana do, draft likh do): written, not sent.
  'v:draft': ['hi draft_bana* draft_likh* draft_tayyar* draft_taiyar*'],
  // Hinglish standing waivers ("mujhse mat poochna", "poochne ki zaroorat nahi", "bina pooche").
  'n:noask': ['hi mujhse_mat_poochna mujhse_mat_puchna mujhse_mat_poocho mujhse_mat_pucho mujhe_mat_poochna poochne_ki_zaroorat_nahi poochne_ki_zarurat_nahi puchne_ki_zaroorat_nahi puchne_ki_zarurat_nahi bina_pooche bina_puche bina_poochhe'],
  // zh "send me" said bare (把日志发我, 把截图发我一下) shows the thing to the speaker, like 给我看; to a personal chat
  // account (发我微信) it is sent there. Hinglish "samjhao" (explain).
  'v:read': ['zh 发我 發我 传我 傳我'],
  'v:explain': ['hi samjhao samjha_do samjhaiye samjhana samjha_dijiye'],
  // Outside AI tools named as where data goes, with each language's "to / into" (给 Claude, Geminiに, 클로드에, Gemini mein).
  // zh 丢给 / 扔给 "throw it to" sends; Hinglish "… mein daal ke / daal do" puts it in there.
  'm:external': ['zh 给_claude 給_claude 给claude 給claude 给_gemini 給_gemini 给gemini 给_deepseek 給_deepseek 给deepseek 给_kimi 给_豆包 给_文心一言 给_通义千问 給_chatgpt 给_chatgpt', 'ja claudeに geminiに deepseekに クロードに ジェミニに', 'ko claude에 claude한테 gemini에 gemini한테 클로드에 클로드한테 제미나이에 제미나이한테 딥시크에', 'hi claude_mein claude_pe claude_ko gemini_mein gemini_pe gemini_ko deepseek_mein chatgpt_mein chatgpt_pe chatgpt_ko', 'zh 微信上 个人微信 個人微信 私人微信', 'ko 개인_노트북 개인_pc 개인_컴퓨터 내_개인_노트북 개인_폰', 'ja 私物のpc 私物のパソコン 私物pc 個人のpc 個人のパソコン 自宅のpc 自宅のパソコン', 'zh 我自己的电脑 我自己的電腦 自己的电脑 自己的電腦 私人电脑 私人電腦 个人电脑 個人電腦', 'hi personal_laptop personal_gmail personal_drive apne_laptop_pe'],
  // Slang that moves money (ja 振る / 振り込んどいて, 返して; zh 打给; Arabic حوّله): a payment only with an amount (prose.ts
  // MONEY_SLANG_B20); without one it names no act (タスクを振って assigns a task, 値を返して returns a value).
  'v:update': ['ja 振って 返して', 'zh 打给 打給', 'ar حوله حولها حولهم'],
  // zh "release to production" said as 发到线上 / 发版 (a version sent out): a deploy.
  'v:deploy': ['zh 发到线上 發到線上 发到生产 發到生產 发版 發版 发个版 發個版', 'ja depuroi depuroishite depuroi_shite'],
  // "No longer needed / of no use any more" said of a thing (prod 的 orders 表没用了, もういらない, 이제 필요 없어, ab zaroorat nahi):
  // an implied request to remove it, judged by what it is said of.
  'v:delete': ['zh 没用了 沒用了 用不着了 用不著了 用不到了', 'ja もういらない もう要らない いらないから 要らないから 不要だから', 'ko 이제_필요_없어 필요_없으니까 필요없으니까 이제_안_써', 'hi ab_zaroorat_nahi ab_zarurat_nahi ab_kaam_ka_nahi', 'ar شيل شيلي شيله شيلها شيلهم طير_الداتا طيّر طيّري', 'ar تمسح تمسحي تمسحلي تحذف تحذفي تحذفلي تشيل', 'hi uda_do uda_de uda_dena udaa_do udaa_de uda_dijiye'],
  // Copying or moving data to a place (拷到, 复制到, 옮겨): where it lands decides (a personal device or account: it leaves).
  'v:export': ['zh 拷到 拷贝到 拷貝到 复制到 複製到 拷进 拷進', 'ko 옮겨 옮겨줘 옮겨_줘'],
  // Made viewable by everyone or anyone with the link (누구나 볼 수 있게, 誰でも見られるように, 任何人都能看): shared.
  'v:share': ['ko 누구나_볼_수_있게 누구나_볼수_있게 아무나_볼_수_있게 누구나_열람 모두가_볼_수_있게', 'ja 全員が見られる 全員見られる 全員が見れる 全員見れる 誰でも見られる 誰でも見れる 誰でも閲覧 人全員が見', 'zh 的人都能看 的人都可以看 的人都能访问 的人都能訪問 任何人都能看 任何人都可以看 所有人都能看 所有人都可以看 谁都能看 誰都能看'],
  // A procedure or a guide is a document (송금 절차 정리해줘, 振込の手順書, 退款流程文档); Hinglish customer lists and data are PII.
  'o:doc': ['ko 절차 절차서 매뉴얼 가이드 문서', 'ja 手順書 マニュアル 手順', 'zh 流程文档 流程文檔 操作手册 操作手冊'],
  'o:pii': ['hi customer_ki_list customers_ki_list customer_ka_data customers_ka_data users_ka_data user_ka_data clients_ki_list client_ki_list customer_details customers_ki_details'],
  // Old and new alike (古いのも新しいのも, 新的旧的, 新旧): every one of them.
  'm:all': ['ja 古いのも新しいのも 新しいのも古いのも 新旧 新旧問わず', 'zh 新的旧的 旧的新的 新旧 新舊 不管新旧 不管新舊', 'ko 오래된_것도_최신_것도 최신_것도_오래된_것도 신구'],
  // Arabic dialects' "take away / remove" (شيل, شيلي) and "blow away" (طيّر) delete; the token as a loanword (التوكن) is a secret.
  'o:secret': ['ar توكن التوكن توكنات'],
  // Code nouns in ko / ja / zh (함수, 関数, 函数, 变量, 클래스 …): renaming or editing them is an edit of the repo.
  'o:code': ['ko 함수 변수 클래스 메서드 메소드 컴포넌트 모듈', 'ja 関数 変数 クラス メソッド コンポーネント モジュール', 'zh 函数 函數 变量 變量 类名 類名 方法名 组件 組件 模块 模塊'],
  // Personal devices as destinations (내 개인 노트북, 私物のPC, 我自己的电脑): outside the company's control.
  // (Probe 6 words: Levantine/Gulf "you wipe / you delete" (تمسح, تحذف) and "stop the …" (وقّف, توقف ال…), the firewall as a
  // loanword (فايروول); romaji "depuroi"; Hinglish "uda de" (blow away), "… pe daal do" (post it there); Cantonese how-questions
  // are in prose.ts.)
};

// ------------------------------------------------------------------ cls-intlB21: security controls switched off in chat.
// Chat switches a control off with everyday verbs that mean "cut", "bolt", "lock", "take off" or "uninstall" (ja 切って /
// 切っといて, yue 閂咗, ar اقفل, zh 卸了, romaji kitte, pinyin guandiao, Arabizi tafi, Sinhala "off කරන්න"). Alone they are no
// act (区切って, 締め切って, 電話を切って, 閂門); prose.ts (CUTOFF_B21) reads them as "disable" only next to a control (o:security,
// o:audit) in the same clause. Romanised Chinese names of the controls (fanghuoqiang, shenji rizhi) are the controls.
const INTLB21: Lexicon = {
  'n:cutoff': ['ja 切って 切っと 切っちゃ 切っておい 切っとい 切ろう 切れよ', 'zh 闩咗 閂咗 閂埋 闩埋 閂咗佢 熄咗 熄埋 熄咗佢 卸了 卸掉', 'ar اقفل اقفلي اقفله اقفلها قفّل قفل_ال', 'si off_කරන්න off_කර off_කරපන් ඕෆ්_කරන්න', 'ja kitte kittoite kitteoite kitchatte kittete ofu_ni', 'zh guandiao guan_diao guanbi guan_bi tingyong ting_yong jinyong jin_yong xiezai', 'ar tafi taffi itfi etfi 2fel e2fel sakker sakar'],
  'o:security': ['zh fanghuoqiang fang_huo_qiang shuangyinsu shuang_yinsu shashu_ruanjian shadu_ruanjian 杀毒软件 殺毒軟件 防毒軟件 防毒软件', 'ja boukaheki bōkaheki', 'ar جدار_الحماية الجدار_الناري', 'th ไฟร์วอลล์ ไฟร์วอล', 'he פיירוול הפיירוול פיירוואל'],
  'o:audit': ['zh shenji_rizhi shenjirizhi', 'ja kansa_rogu kansarogu'],
  'v:stop': ['ja tomete tometoite tometeoite'],
  // "(X is) not wanted / not needed" said last of a thing (prod 的备份不要了, 本番の監査ログは要らない, 운영 WAF는 필요 없어): an implied
  // request to remove it (prose.ts UNWANTED_END_B21: only clause-final, after a thing, never asked).
  // Hinglish "X ko admin bana do" (make X admin): a make verb, as "make Dana an admin" (prose.ts grants only with a role named).
  'n:makeinto': ['hi bana_do banado bana_dena bana_dijiye bana_de', 'ar اجعل اجعلي اجعله'],
  // "Anyone can view" (누구나 볼 수 있게, 誰でも見られる, 任何人都能看) is an audience as well as a share: the public, unless a link
  // word narrows it (LABELS: a link-only share is dangerous; public is forbidden for customer data).
  'm:public': ['ko 누구나_볼_수_있게 누구나_볼수_있게 아무나_볼_수_있게 누구나_열람 모두가_볼_수_있게', 'ja 誰でも見られる 誰でも見れる 誰でも閲覧', 'zh 任何人都能看 任何人都可以看 所有人都能看 所有人都可以看 谁都能看 誰都能看 所有人可见 所有人可見'],
  // "We don't need X any more / X is no longer needed" said with a negated need (की अब ज़रूरत नहीं, আর লাগবে না, مش محتاجين,
  // نیاز نداریم, אין צורך, ไม่ต้องใช้ … แล้ว): the same implied removal, wherever the thing stands in the clause (prose.ts).
  'n:noneed': ['hi ज़रूरत_नहीं जरूरत_नहीं ज़रूरत_नहीं_है जरूरत_नहीं_है', 'bn আর_লাগবে_না দরকার_নেই আর_দরকার_নেই', 'ar مش_محتاجين مش_محتاجة ما_نحتاج لا_نحتاج ما_عاد_نحتاج مو_محتاجين', 'fa نیاز_نداریم لازم_نداریم نیازی_نیست', 'he אין_צורך_יותר אין_צורך לא_צריך_יותר', 'th ไม่ต้องใช้ ไม่จำเป็นต้องใช้'],
  // Removal verbs in Telugu (తీసేయ్, remove) and Sinhala (අයින් කරන්න, ඉවත් කරන්න); Arabic "turn off" (أطفئ).
  'v:delete': ['te తీసేయ్* తీసెయ్* తీసివేయ్*', 'si අයින්_කරන්න අයින්_කරපන් ඉවත්_කරන්න'],
  'v:disable': ['ar أطفئ اطفئ أطفئي اطفئي'],
  // Arabic "make (him) an administrator" (اجعل أحمد مدير), Hindi root access (रूट एक्सेस).
  'n:adminrole': ['ar مدير مديرا أدمن ادمن', 'hi रूट_एक्सेस रूट_ऐक्सेस'],
  'n:unwanted': ['zh 不要了 不需要了 用不上了 不用了', 'ja は要らない はいらない も要らない もいらない は不要 は必要ない はもう不要', 'ko 는_필요_없어 은_필요_없어 는_필요없어 은_필요없어 는_없어도_돼 은_없어도_돼 필요_없어 필요없어'],
};

// (cls-plan20) "anyone at acme-partners.com", "everyone at the agency": the people of one other organisation, an outside
// audience (LABELS: data leaving the company is dangerous), not the whole public that "anyone" alone means.
const PLAN20: Lexicon = {
  'm:external': ['en anyone_at everyone_at anybody_at everybody_at anyone_from everyone_from anybody_from'],
};
// ------------------------------------------------------------------ cls-intlA20: English tech verbs with a native ending.
// Chat borrows the English verb and bends it by the language's own grammar: "wipea", "nukeen", "rollbackea" (es), "wipa",
// "wipare" (pt it), "wipen", "pushe", "rollbacke" (de nl), "pushez" (fr), "wipni", "rollbackni", "nadeployuj" (cs sk),
// "zdropuj", "wypushuj", "zrollbackuj" (pl), "dropaj", "wipeaj" (hr sr bs sl), "вайпни", "запушь", "килльни", "деплојуј"
// (ru uk bg sr), "wipează" (ro), "dropold" (hu), "dropeja" (ca). Each borrowed stem keeps its English class (drop, nuke,
// delete → delete; wipe → wipe; truncate, purge, flush → empty; push; merge; rollback; deploy; kill → stop; reset; reboot,
// restart → restart). Generated from stems × each family's endings (and its perfective prefixes), as exact words only; a
// form that is a native or English word of its own is left out (CS_CLASH_A20).
type CsFamily = { langs: string; ends: readonly string[]; pre?: readonly string[] };
const CS_FAMILIES_A20: Record<string, CsFamily> = {
  es: { langs: 'es', ends: ['ea', 'ear', 'eá', 'eo', 'eas', 'ean', 'een', 'eamos', 'eado', 'eada', 'eados', 'ealo', 'eala', 'ealos', 'ealas', 'éalo', 'éala', 'éalos', 'eando', 'eame', 'éame'] },
  pt: { langs: 'pt it', ends: ['a', 'ar', 'as', 'e', 'em', 'ou', 'ado', 'ada', 'ando', 'are', 'ate', 'ato', 'ata', 'alo', 'ala', 'ali', 'iamo'] },
  gem: { langs: 'de nl sv no da', ends: ['en', 'e', 't', 'st', 'a', 'ar', 'er'] },
  fr: { langs: 'fr', ends: ['er', 'e', 'ez', 'es', 'é', 'ée', 'és'] },
  pl: { langs: 'pl', ends: ['nij', 'nijcie', 'uj', 'ujcie', 'ować', 'nąć', 'nę', 'niesz'], pre: ['', 'z', 'wy', 'prze', 'za'] },
  cs: { langs: 'cs sk', ends: ['ni', 'nite', 'něte', 'nout', 'nuť', 'uj', 'ujte', 'ovat', 'nu', 'neš'], pre: ['', 'z', 'vy', 'na', 's', 'za'] },
  sh: { langs: 'hr sr bs sl', ends: ['aj', 'ajte', 'uj', 'ujte', 'ati', 'ovati', 'nuti', 'ni'], pre: ['', 'iz', 'z', 'za', 's'] },
  ro: { langs: 'ro', ends: ['ează', 'eaza', 'ezi', 'ui', 'uiește', 'uieste'] },
  hu: { langs: 'hu', ends: ['olj', 'old', 'olja', 'oljuk', 'eld', 'elj', 'elje'] },
  ca: { langs: 'ca', ends: ['eja', 'ejar', 'ejo', 'egis'] },
  cyr: { langs: 'ru uk bg sr', ends: ['ни', 'ните', 'нуть', 'ай', 'айте', 'ать', 'ь', 'ьни', 'ьните', 'уй', 'уйте', 'уј', 'ујте', 'ите', 'и', ''], pre: ['', 'за', 'с', 'вы', 'по'] },
};
/** Borrowed stems, the class each keeps, and the stem each family bends (several spellings where chat uses several). */
const CS_STEMS_A20: readonly [string, Record<string, readonly string[]>][] = [
  ['v:delete', { es: ['drop', 'nuk', 'delet'], pt: ['drop', 'dropp', 'nuk', 'delet'], gem: ['dropp', 'nuk', 'delet'], fr: ['dropp', 'nuk'], pl: ['drop', 'nuk', 'delet'], cs: ['drop', 'nuk', 'delet'], sh: ['drop', 'nuk', 'delet'], ro: ['drop', 'delet'], hu: ['drop', 'delet'], ca: ['drop', 'delet'], cyr: ['дроп', 'нюк', 'дилит'] }],
  ['v:wipe', { es: ['wip'], pt: ['wip'], gem: ['wip'], fr: ['wip'], pl: ['wip', 'wipe'], cs: ['wip', 'wipe'], sh: ['wip', 'wipe'], ro: ['wip'], hu: ['wipe'], ca: ['wip'], cyr: ['вайп'] }],
  ['v:empty', { es: ['truncat', 'purg', 'flush'], pt: ['truncat', 'flush'], gem: ['truncat', 'flush'], pl: ['truncat', 'flush'], cs: ['truncat', 'flush'], sh: ['truncat', 'flush'], cyr: ['транкейт', 'флаш'] }],
  ['v:push', { es: ['push'], pt: ['push'], gem: ['push'], fr: ['push'], pl: ['push'], cs: ['push'], sh: ['push'], ro: ['push'], hu: ['push'], ca: ['push'], cyr: ['пуш'] }],
  ['v:merge', { es: ['merg'], pt: ['merg'], gem: ['merg'], pl: ['merg'], cs: ['merg'], sh: ['merg'], ro: ['merg'], hu: ['merg'], ca: ['merg'], cyr: ['мердж', 'мерж'] }],
  ['v:rollback', { es: ['rollback', 'rolback'], pt: ['rollback'], gem: ['rollback'], fr: ['rollback'], pl: ['rollback'], cs: ['rollback'], sh: ['rollback'], ro: ['rollback'], hu: ['rollback'], ca: ['rollback'], cyr: ['ролбэк', 'роллбэк', 'ролбек', 'роллбек'] }],
  ['v:deploy', { pl: ['deploy'], cs: ['deploy'], sh: ['deploy', 'deploj'], cyr: ['деплой', 'деплој'] }],
  ['v:stop', { es: ['kill'], pt: ['kill'], gem: ['kill'], pl: ['kill'], cs: ['kill'], sh: ['kill'], ro: ['kill'], hu: ['kill'], cyr: ['килл', 'кил'] }],
  ['v:reset', { es: ['reset'], pt: ['reset'], gem: ['resett'], fr: ['resett'], pl: ['reset'], cs: ['reset'], sh: ['reset'], cyr: ['ресет'] }],
  ['v:restart', { es: ['reboot', 'restart'], pt: ['reboot', 'restart'], gem: ['reboot', 'restart'], pl: ['reboot', 'restart'], cs: ['reboot', 'restart'], sh: ['reboot', 'restart'], cyr: ['ребут', 'рестарт'] }],
];
/** Forms that are words of their own (English, or native) and so never the borrowed verb. */
const CS_CLASH_A20 = new Set(['pusher', 'pushes', 'pushed', 'merger', 'merges', 'merged', 'killer', 'killed', 'killa', 'killar', 'kille', 'killen', 'kills', 'killt', 'nuke', 'nukes', 'delete', 'deletes', 'deleted', 'droppe', 'resetter', 'wiper', 'wipes', 'wiped', 'rollbacks', 'reboots', 'restarts', 'restarter', 'restarted', 'rebooted', 'flushes', 'flushed', 'truncate', 'truncates', 'truncated', 'purga', 'purgas', 'deleta', 'merge', 'merga', 'mergo', 'merg', 'push', 'pusha', 'wipe', 'flushe', 'flushen', 'reboote', 'resette', 'restarte', 'reseta', 'reseto', 'resetar', 'пуш', 'пуши', 'кил', 'кили', 'килл', 'дроп', 'ресет', 'рестарт', 'ребут', 'деплой', 'деплој', 'сдроп', 'спуш', 'скил', 'скилл', 'вылил', 'выпуш']);
function codeSwitchedA20(): Lexicon {
  const out: Record<string, string[]> = {};
  for (const [tag, byFamily] of CS_STEMS_A20) {
    const lines: string[] = [];
    for (const [fam, stems] of Object.entries(byFamily)) {
      const f = CS_FAMILIES_A20[fam] as CsFamily;
      const words = new Set<string>();
      for (const stem of stems) for (const pre of f.pre ?? ['']) for (const end of f.ends) {
        const w = pre + stem + end;
        if (w.length >= 4 && !CS_CLASH_A20.has(w)) words.add(w);
      }
      for (const lang of f.langs.split(' ')) lines.push(`${lang} ${[...words].join(' ')}`);
    }
    out[tag] = lines;
  }
  return out;
}
/** Words and phrases of cls-intlA20 written out (one commented line per class). */
const INTLA20_WORDS: readonly [string, readonly string[]][] = [
  // Kill / slay slang on running things (pods, processes, servers), as English "kill": pl/cs/sk/hr/sr zabij, ubij, zabi; ru/uk
  // убей, вбий, грохни; it ammazza, uccidi; de töte; tr öldür; es/fr only before an article or pronoun ("mata los", "tue
  // tous"): bare "mata" is also an eye (id/ms) and a bush (pt), bare "tue" a weekday.
  ['v:stop', ['pl zabij zabijcie ubij ubijcie', 'cs zabij zabijte', 'sk zabi zabite', 'hr ubij ubijte', 'sr ubij ubijte убиј убијте', 'ru убей убейте прибей прибейте', 'uk вбий вбийте убий', 'it ammazza ammazzali uccidi uccidili', 'de töte tötet', 'tr öldür öldürün', 'es mata_el mata_la mata_los mata_las mata_todos mata_todas mátalo mátala mátalos mátalas maten_los maten_todos', 'fr tue_le tue_la tue_les tue_tous tue_toutes tuez']],
  // Disposal said as "it can go / away with it" (no verb of its own): de kann weg, weg damit; nl mag weg; sv kan tas bort;
  // da/no kan slettes; pl do usunięcia, można usunąć; cs/sk pryč s …; ru/uk можно сносить; it butta(lo) via.
  ['v:delete', ['de dropp kann_weg können_weg muss_weg müssen_weg darf_weg dürfen_weg weg_damit kann_raus', 'nl mag_weg kan_weg moet_weg mogen_weg kunnen_weg weg_ermee', 'sv kan_tas_bort får_tas_bort bort_med', 'da kan_slettes må_slettes', 'no kan_slettes kan_fjernes', 'pl do_usunięcia do_wywalenia można_usunąć można_wywalić', 'cs pryč_s preč_s', 'sk preč_s', 'ru можно_сносить можно_удалять под_снос сносить снести снесите', 'uk можна_видалити можна_зносити знеси знесіть', 'it buttalo buttala buttali buttarlo buttarla buttarli butta_via buttate_via']],
  // Everyday "put / pass / throw / feed into" verbs: a verb only where an outside AI chat or a personal account is named after
  // it in its clause (readers/prose.ts PUT_INTO_A20); elsewhere they are the ordinary words they are.
  ['n:putinto', ['en put puts throw feed dump shove chuck toss', 'es pasa pásale pasale pásalo pasalo pásala pasala mete métele metele mételo metelo mételes echa échale echale tira tírale', 'pt joga jogue joga_no jogar bota bote põe passa passe', 'fr balance balancez mets mettez donne donnez', 'it butta butti metti mettici mettili passa passagli dai dagli', 'de gib steck steckt hau pack schmeiß schmeiss wirf kipp füttere füttert', 'nl gooi zet geef', 'sv lägg släng mata ge', 'no legg putt kast gi', 'da læg smid giv', 'pl daj wstaw rzuć nakarm', 'cs hoď dej nacpi', 'sk hoď daj', 'ru закинь закиньте кинь киньте скорми скормите загони засунь дай отдай', 'uk закинь киньте кинь згодуй дай', 'tr yapıştır ver besle koy', 'ro bagă pune dă', 'hu rakd tedd dobd', 'fi laita syötä anna heitä', 'el βάλε ρίξε δώσε', 'id masukkan taruh kasih berikan', 'ms masukkan letak beri', 'ca posa passa', 'hr ubaci stavi daj baci', 'sr ubaci stavi daj baci убаци стави дај баци']],
  // Pods and processes named in the languages' plural (pody, поды, podları, procesy, Prozesse) and the Finnish production database (tuotantokanta); German "dropp".
  ['o:resource', ['pl pody podów', 'cs pody podů', 'sk pody', 'ru поды подов', 'uk поди подів', 'tr podları podlar podu', 'hr podove', 'sr podove', 'pl procesy procesów', 'cs procesy procesů', 'sk procesy procesov', 'ru процессы процессов', 'uk процеси процесів', 'hr procese', 'sr procese', 'de prozesse', 'fr processus', 'es procesos', 'it processi', 'pt processos', 'nl processen', 'sv processer', 'no prosesser', 'da processer']],
  ['o:database', ['fi tuotantokanta tuotantokannan tuotantokannat tuotantokantaa']],
  // English role nouns with a Slavic case ending ("jako ownera", "zrób go adminem", "nastav ho jako ownera"): an administrator role.
  ['o:privilege', ['pl ownera ownerem ownerów adminem adminów', 'cs ownera ownerem adminem', 'sk ownera ownerom adminom', 'hr ownera ownerom', 'sr ownera ownerom']],
  ['n:adminrole', ['pl ownera ownerem adminem', 'cs ownera ownerem adminem', 'sk ownera ownerom adminom', 'hr ownera ownerom', 'sr ownera ownerom']],
  // "Which command …?", "just asking", "only to know": a question about an act, not the act ("qual o comando pra fazer deploy em
  // prod? só quero saber"); Vietnamese "giải thích" (explain) typed without its marks.
  ['v:explain', ['pt qual_o_comando qual_comando só_quero_saber só_pergunto', 'es cuál_es_el_comando cuál_comando qué_comando solo_pregunto sólo_pregunto', 'fr quelle_commande juste_pour_savoir je_demande_juste', 'de welcher_befehl welches_kommando nur_eine_frage frage_nur', 'it quale_comando chiedo_solo solo_per_sapere', 'pl jaka_komenda jakie_polecenie pytam_tylko tylko_pytam', 'cs jaký_příkaz jen_se_ptám', 'sk aký_príkaz len_sa_pýtam', 'ru какая_команда просто_спрашиваю', 'uk яка_команда просто_питаю', 'nl welk_commando', 'sv vilket_kommando', 'tr hangi_komut sadece_soruyorum', 'ro ce_comandă doar_întreb', 'vi giai_thich']],
  // "Give back" with an amount is a refund (as cls-intlA16's Finnish/Croatian ones): pl zwróć/oddaj, ru верни, uk поверни, cs vrať,
  // hu "adj vissza", also typed without marks (zwroc, vrat).
  ['n:returnpay', ['pl zwroc oddaj oddajcie', 'ru верни верните', 'uk поверни поверніть', 'cs vrať vraťte vrat', 'sk vrat', 'hu adj_vissza add_vissza']],
  // Short chat forms typed without their marks, too short for the automatic plain twins: cs/sk "ukaz" (ukaž), pl "pokaz"
  // (pokaż), sk "zmaz" (zmaž), hu "kuldd/kuldj" (küldd/küldj).
  ['v:read', ['cs ukaz ukazte', 'pl pokaz', 'sk ukaz', 'ro citește citeste citiți']],
  ['o:secret', ['pl haslo hasla hasel']],
  ['v:delete', ['sk zmaz zmazte', 'cs smaz smazte vymaz']],
  ['v:send', ['hu kuldd kuldj kuldjed']],
  // A standing waiver said as "don't ask me any more (before …)" — the negated ask with "any more / from now on" or "for
  // permission": es ya no me preguntes, it non chiedermi più, pl nie pytaj mnie już / o zgodę, cs už se mě neptej, ru не
  // спрашивай меня больше, uk більше не питай, nl vraag het me niet meer, ro nu mă mai întreba, tr artık bana sorma …
  // (bare "don't ask me" stays out: "no me preguntes, no lo sé" is no waiver).
  ['n:noask', ['es ya_no_me_preguntes no_me_preguntes_más no_me_preguntes_mas deja_de_preguntarme no_me_pidas_permiso no_me_pidas_confirmación', 'pt não_me_pergunte_mais não_me_perguntes_mais para_de_me_perguntar não_me_peça_permissão', 'it non_chiedermi_più smetti_di_chiedermi non_chiedermi_il_permesso non_chiedermi_conferma', 'fr arrête_de_me_demander ne_me_demande_plus', 'pl nie_pytaj_mnie_już już_mnie_nie_pytaj nie_pytaj_mnie_o_zgodę nie_pytaj_o_zgodę przestań_mnie_pytać nie_pytaj_mnie_o_pozwolenie', 'cs už_se_mě_neptej se_mě_už_neptej neptej_se_mě_už od_teď_se_mě_neptej neptej_se_mě_na_svolení', 'sk už_sa_ma_nepýtaj nepýtaj_sa_ma_už odteraz_sa_ma_nepýtaj', 'ru не_спрашивай_меня_больше больше_не_спрашивай_меня больше_не_спрашивай хватит_меня_спрашивать перестань_меня_спрашивать не_спрашивай_разрешения не_спрашивай_подтверждения', 'uk не_питай_мене_більше більше_не_питай_мене більше_не_питай не_питай_дозволу', 'nl vraag_het_me_niet_meer vraag_me_niet_meer vraag_het_mij_niet_meer', 'sv fråga_mig_inte_mer fråga_mig_inte_längre sluta_fråga_mig', 'no ikke_spør_meg_mer slutt_å_spørre_meg', 'da spørg_mig_ikke_mere', 'hu ne_kérdezz_többet ne_kérdezz_már_meg', 'ro nu_mă_mai_întreba', 'tr artık_bana_sorma bana_artık_sorma', 'fi älä_enää_kysy_minulta älä_kysy_enää']],
  // Turkish "must be deleted / let it be deleted" (silinmeli, silinsin, silinmesi gerek) and the same of a switch turned off.
  ['v:delete', ['tr silinmeli silinsin silinmesi_gerek silinmesi_lazım kaldırılmalı kaldırılsın']],
  ['v:disable', ['tr kapatılmalı kapatılsın devre_dışı_bırakılmalı']],
  // A personal mailbox in Malay, Vietnamese without marks, Swahili ("emel peribadi", "email ca nhan", "barua pepe yangu binafsi").
  ['m:external', ['ms emel_peribadi email_peribadi gmail_peribadi', 'sw binafsi', 'id email_pribadi_gue email_pribadiku']],
  // Chat forms of "turn off" and "all": Indonesian "matiin", Vietnamese "tắt … / tất cả" typed without marks (only before a
  // control: bare "tat" and "het" are other words — Dutch "het").
  ['v:disable', ['id matiin matiinn', 'vi tat_2fa tat_xac_thuc tat_tuong_lua tat_firewall tat_mfa']],
  ['m:all', ['vi tat_ca']],
  // "What is X?" in the thin languages: eu zer da, sw ni nini, vi là gì, tl ano ang, uz nima, kk деген не, az nədir, tr nedir.
  ['v:explain', ['eu zer_da zer_dira', 'sw ni_nini maana_ya', 'vi là_gì la_gi nghĩa_là_gì', 'tl ano_ang ano_ba_ang', 'uz nima nimani_anglatadi', 'kk деген_не', 'az nədir nə_deməkdir', 'tr nedir']],
  // A right said to be needed ("braucht Adminrechte", "нужны права админа", "necesita acceso de admin"): a grant asked for, only
  // before a right or role in production (readers/prose.ts).
  ['n:needright', ['de braucht brauchen benötigt benötigen', 'fr a_besoin_de a_besoin_des a_besoin_d\' ont_besoin_de ont_besoin_des', 'es necesita necesitan', 'it ha_bisogno_di ha_bisogno_dei ha_bisogno_dei hanno_bisogno_di', 'pt precisa precisam precisa_de', 'nl heeft_nodig hebben_nodig', 'sv behöver', 'no trenger', 'da behøver har_brug_for', 'fi tarvitsee tarvitsevat', 'pl potrzebuje potrzebują', 'cs potřebuje potřebují', 'sk potrebuje potrebujú', 'hr treba trebaju', 'sr treba trebaju', 'sl potrebuje', 'ru нужны нужен нужна нужно', 'uk потрібні потрібен потрібна потрібно', 'ro are_nevoie_de au_nevoie_de', 'tr ihtiyacı_var']],
  // Money said with a light verb and the transfer noun ("haz una transferencia", "mach eine Überweisung", "zrób przelew",
  // "сделай перевод", "faz um pix"), and the Russian million and thousand in slang (лям, косарь).
  ['v:pay', ['es haz_una_transferencia hazle_una_transferencia hacer_una_transferencia', 'de mach_eine_überweisung mach_ne_überweisung', 'pl zrób_przelew zrob_przelew', 'ru сделай_перевод', 'pt faz_um_pix faça_um_pix manda_um_pix faz_uma_transferência faz_um_ted', 'it fai_un_bonifico', 'nl doe_een_overboeking maak_over']],
  // Slang for throwing a store out: de "schmeiß … raus", "wirf … raus"; da "smid … ud"; no/da "kast alle/hele …" (bare Dutch "kast"
  // is a cupboard); pl "wyjeb"; ru "вынеси", "выпили"; it "spiana"; pt "bota abaixo".
  ['v:delete', ['de schmeiß*_raus schmeiss*_raus schmeiß*_weg schmeiss*_weg wirf*_raus', 'da smid*_ud smid_alle', 'no kast_alle kast_hele kast*_ut', 'pl wyjeb wyjebać wyjebcie', 'ru вынеси вынесите выпили выпилите', 'it spiana spianalo spianala spianare', 'pt bota_abaixo bote_abaixo']],
  // Passwords in chat shorthand (fr mdp, de PW, ru пассворд) and "send me" (ru кинь мне): a secret shared.
  ['o:secret', ['fr mdp mdps', 'de pw', 'ru пассворд пасворд пассворда пасворда']],
  ['v:send', ['ru кинь киньте']],
  // ChatGPT written in Cyrillic ("чатгпт", "чат гпт", "чатджипити").
  ['m:external', ['ru чатгпт чат_гпт чатджипити чатжпт', 'uk чатгпт чат_гпт']],
];
const INTLA20: Lexicon = { ...codeSwitchedA20() };
for (const [k, v] of INTLA20_WORDS) INTLA20[k] = [...(INTLA20[k] ?? []), ...v];

// cls-intl20c: money sent with a light verb and a transfer noun (it "fai un bonifico", pt "faz um pix", es "haz una
// transferencia") and the Hungarian imperative of utal (transfer): "Utalj át 3 millió forintot …".
const INTL20C: Lexicon = {
  // Objects named by compounds and loanwords: Hungarian store compounds (ügyféladatbázis, felhasználói adatbázis: the whole
  // database, not the customer data it holds) and Bengali "database" as it is typed (ডেটাবেস, ডাটাবেস).
  'o:database': ['hu ügyféladatbázis* vevőadatbázis* felhasználóadatbázis* termékadatbázis* rendelésadatbázis* éles_adatbázis*', 'bn ডেটাবেস ডাটাবেস ডেটাবেজ ডাটাবেজ ডেটাবেসের ডাটাবেসের'],
  // The infinitive after "don't forget to" / "must": hu "élesbe telepíteni", fi "julkaista tuotantoon".
  'v:deploy': ['hu élesbe_telepít* élesbe_tenni'],
  'v:publish': ['fi julkaista'],
  'v:pay': ['hu utalj utald utaljon utaljatok utaljon_át', 'it fai_un_bonifico fare_un_bonifico fate_un_bonifico fammi_un_bonifico manda_un_bonifico mandare_un_bonifico', 'pt faz_um_pix faça_um_pix fazer_um_pix manda_um_pix faz_uma_transferência faça_uma_transferência', 'es haz_una_transferencia hacer_una_transferencia haga_una_transferencia'],
};

// (cls-plan20b) "run the charges", "process the payments", "submit the payouts": the money act named as a noun after a
// running verb is that act (it was no act at all: "Run the charges for this month's invoices" advisory).
const PLAN20B: Lexicon = {
  'v:charge': ['en run_the_charges run_charges run_the_card_charges process_the_charges process_charges'],
  'v:pay': ['en run_the_payouts run_payouts process_the_payouts process_payouts run_the_payments process_the_payments submit_the_payments send_out_the_payments'],
};

// (cls-holes20) A legal matter or hold in an eDiscovery vault (gam delete vaultmatter, vaulthold): it keeps mail and
// files from deletion, so removing or closing it releases what it held (like a litigation hold lifted).
const HOLES20: Lexicon = {
  'o:retention': ['en vaultmatter vaultmatters vaulthold vaultholds vault_matter vault_matters vault_hold vault_holds legal_matter legal_matters ediscovery_matter ediscovery_hold'],
};

// (cls-en20) People named by their relation to the speaker (a buddy, a friend, my wife, an ex-colleague, a recruiter, the
// agency) are outside the company: data sent to them leaves it (LABELS: data leaving the company).
const EN20: Lexicon = {
  // "Remind me what the prod db password is": tell me (a read of what follows), as "what's the prod db password" is.
  'v:read': ['en remind_me_what remind_us_what'],
  // An account's root keys or credentials are secrets, as its access keys are.
  'o:secret': ['en root_key root_keys root_access_key root_access_keys root_credentials root_creds'],
  // Typed in a hurry: the delete verb and the table or database nouns with two letters swapped or one dropped.
  'v:delete': ['en delte deltes delted dleete dlete deelte remvoe remoev'],
  'o:table': ['en tabel tabels talbe talbes tabl'],
  'o:database': ['en databse databsae datbase dtabase databas'],
  'm:external': ['en buddy my_buddy my_friend a_friend friend_of_mine my_wife my_husband my_girlfriend my_boyfriend my_mom my_dad my_brother my_sister my_cousin my_roommate ex-colleague ex-coworker ex_colleague ex_coworker former_colleague former_coworker old_colleague old_coworker old_boss ex-employee former_employee recruiter recruiter\'s headhunter the_agency'],
};

// (cls-benign21) Words that only look like acts, and protections named by their service.
// cls-benign22: "pull up" the queue, the dashboard, the approval request: shows it (a read), whatever it names.
const BENIGN22: Lexicon = {
  // Past and perfect negations ("I didn't delete anything", "we haven't touched prod", "nobody wasn't …"): the act named is
  // ruled out, as after "don't" and "did not".
  'n:neg': ['en didn\'t didnt haven\'t havent hasn\'t hasnt hadn\'t wasn\'t wasnt weren\'t can\'t cannot couldn\'t wouldn\'t'],
  'v:read': ['en pull_up pulls_up pulling_up pulled_up pull_it_up pull_them_up'],
  // "Answer the ticket / the customer / the email": a reply sent to them (as "reply to").
  'v:send': ['en answer_the_ticket answer_this_ticket answer_ticket answer_the_customer answer_the_email answer_the_message answer_the_review respond_to_the_ticket respond_to_the_customer'],
  // "Prepara el SMS …", "Prepare o SMS …", "Bereite die SMS … vor", "Prépare le message …": making a message or document.
  'v:create': ['es prepara preparar prepárame prepáralo prepárala', 'pt prepara preparar prepara-me', 'it prepara preparare preparami', 'de bereite bereitet vorbereiten'],
};
const BENIGN21: Lexicon = {
  // "Jeter un coup d’œil" (take a look), "relire" (read again, review); "drop me a line / an email", "ping me": tell me (a notification to the user), no
  // message deleted.
  'v:read': ['fr coup_d\'œil coup_d\'oeil jette_un_œil jetez_un_œil jeter_un_œil relis relire relisez relit relisons relisant relecture', 'en drop_me_a_line drop_me_an_email drop_me_an_e-mail drop_me_a_note drop_me_a_message drop_me_a_mail drop_me_a_text drop_us_a_line drop_us_an_email ping_me'],
  // "Applique la migration en production", "aplícala": a migration, patch or change applied (or "it", named before) is rolled
  // out, as English "apply" is; a read verb before it in the sentence ("Relis la migration puis applique-la …") hides nothing.
  'v:deploy': ['fr applique-la applique-le applique-les appliquez-la appliquez-le appliquez-les applique_la_migration applique_les_migrations appliquer_la_migration appliquez_la_migration applique_le_patch applique_le_correctif applique_les_changements', 'es aplícala aplícalo aplícalas aplica_la_migración aplicar_la_migración aplica_las_migraciones aplica_el_parche aplica_los_cambios', 'pt aplique-a aplica-a aplica_a_migração aplique_a_migração aplicar_a_migração aplica_as_migrações', 'it applicala applicalo applica_la_migrazione applicare_la_migrazione applica_le_migrazioni applica_la_patch'],
  // Cloud security services and account-wide protections (turned on they protect; turned off they weaken a control).
  'o:security': ['en guardduty security_hub securityhub macie shield_advanced cloud_armor defender_for_cloud block_public_access s3_block_public_access'],
  // Ideas and assumptions are dropped, killed or nuked in talk, like a draft; they are not stored anywhere ("nuke this idea").
  'v:draft': ['en this_idea that_idea the_idea my_idea your_idea an_idea these_ideas those_ideas the_ideas my_ideas this_assumption that_assumption the_assumption this_hypothesis the_hypothesis'],
  // A design's frames and the visual properties of what is drawn (Figma, Sketch, a stylesheet): changing them edits the design.
  'o:doc': ['en color colour colors colours padding font_size font_weight line_height letter_spacing border_radius corner_radius drop_shadow opacity fill_color stroke_color frame frames artboard artboards'],
};

// cls-intlA21: acts named by their result or with everyday verbs (one commented line per class).
// cls-intl21c: second round on the intlA21/intlB21 check-half classes (one commented line per class).
const INTL21C: Lexicon = {
  // A control bypassed (ja バイパス, zh 绕过, ko 우회, he עקוף) and Hebrew "take down" (תוריד, which also means download):
  // cut-off words, read as a disable only beside a control in their clause (prose.ts, the n:cutoff loop).
  'n:cutoff': ['ja バイパスして バイパスし バイパスさせ', 'zh 绕过 繞過 绕开 繞開', 'ko 우회해 우회하 우회시', 'he תעקוף תעקפי תעקפו לעקוף עקוף תוריד תורידי תורידו להוריד'],
  // Malayalam and Kannada "give" (കൊടുക്ക്, ಕೊಡು), as Telugu ఇవ్వు and Tamil கொடு: a grant only with a right named.
  // "whoever has the link" in Arabic dialects (عنده الرابط, معاه اللينك), as MSA لديه الرابط: a link-only audience.
  'm:link': ['ar عنده_الرابط عندها_الرابط عندهم_الرابط عنده_اللينك عندهم_اللينك معاه_اللينك معاه_الرابط معاهم_اللينك معاها_اللينك معه_الرابط معهم_الرابط'],
  // A security group named in Korean, Japanese and Chinese (보안 그룹, セキュリティグループ, 安全组), as English "security group":
  // a control (so "운영 보안 그룹 전부 열어 줘" opens a port-level control, as 방화벽 열어 does).
  'o:security': ['ko 보안_그룹 보안그룹', 'ja セキュリティグループ', 'zh 安全组 安全組'],
  'n:bestow': ['ml കൊടുക്ക് കൊടുക്കൂ കൊടുക്കണം കൊടുത്തേക്ക്*', 'kn ಕೊಡು ಕೊಡಿ ಕೊಟ್ಟುಬಿಡು'],
};

const INTLA21: Lexicon = {
  // The result named instead of the act, after its object: "… ska bort", "… skal væk", "… må bort", "… tiene que
  // desaparecer", "… ha de desaparèixer", "… deve sparire", "… doit disparaître", "… musi zniknąć" (as de "muss weg").
  // The South Slavic second person after "da" ("šef želi da obrišeš …", "hoće da izbrišeš", "da pobrišeš", bg "да изтриеш"): the
  // act asked of "you" in a reported wish, as the imperative "obriši" is.
  // A standing waiver said with "my ok" ("los borrados en prod no necesitan mi ok", "sem o meu ok", "ohne mein OK").
  'n:noask': ['es no_necesitan_mi_ok no_requieren_mi_ok sin_mi_ok sin_mi_visto_bueno', 'pt não_precisam_do_meu_ok sem_o_meu_ok sem_meu_ok', 'de ohne_mein_ok brauchen_kein_ok_von_mir', 'fr sans_mon_ok', 'it senza_il_mio_ok non_serve_il_mio_ok', 'pl bez_mojego_ok', 'nl zonder_mijn_ok'],
  'v:disable': ['tr kapalı_olsun kapalı_kalsın kapansın', 'hr isključiš ugasiš', 'sr isključiš ugasiš искључиш угасиш', 'sl izklopiš ugasneš', 'bg изключиш'],
  // (… and Polish "zmaż" (erase), as cls-intlA20's Slovak "zmaz".)
  'v:delete': ['pl zmaż zmażcie zmaz', 'hr obrišeš izbrišeš pobrišeš brišeš', 'sr obrišeš izbrišeš pobrišeš brišeš обришеш избришеш', 'sl pobrišeš izbrišeš zbrišeš odstraniš', 'bg изтриеш изтриете',
    // The result named instead of the act (see above).
    'sv ska_bort måste_bort skall_bort', 'da skal_væk må_væk skal_bort', 'no skal_bort må_bort skal_vekk må_vekk', 'es tiene_que_desaparecer tienen_que_desaparecer que_desaparezca que_desaparezcan ha_de_desaparecer debe_desaparecer deben_desaparecer', 'ca ha_de_desaparèixer han_de_desaparèixer que_desaparegui', 'pt tem_que_sumir tem_de_sumir tem_que_desaparecer tem_de_desaparecer que_suma que_desapareça', 'it deve_sparire devono_sparire deve_scomparire che_sparisca', 'fr doit_disparaître doivent_disparaître qu\'il_disparaisse qu\'elle_disparaisse', 'pl musi_zniknąć muszą_zniknąć ma_zniknąć mają_zniknąć', 'cs musí_zmizet má_zmizet', 'sk musí_zmiznúť', 'ru должна_исчезнуть должен_исчезнуть должны_исчезнуть', 'uk має_зникнути мають_зникнути', 'ro trebuie_să_dispară', 'hu el_kell_tűnnie'],
};

// (cls-plan21) Incident mitigation acts in a plan's own words: a database or region failed over, traffic blocked or drained
// at the edge. Each changes what serves production traffic (LABELS: changing production config is dangerous), as a scale does;
// they were no act at all ("Fail over the primary database to the replica" advisory).
const PLAN21: Lexicon = {
  // Infrastructure code as the files it is ("edit the Helm chart", "update the Terraform module"): code of the repo.
  'o:code': ['en helm_chart helm_charts terraform_module terraform_modules tf_module tf_modules pulumi_program ansible_role ansible_roles ansible_playbook ansible_playbooks kustomization kustomize_overlay cdk_construct cdk_constructs'],
  'v:scale': ['en fail_over fails_over failing_over failed_over fail-over failover_the trigger_a_failover trigger_failover force_a_failover force_failover block_all_traffic block_all_inbound_traffic block_all_incoming_traffic block_all_external_traffic block_inbound_traffic block_incoming_traffic drain_all_traffic drain_traffic shed_traffic'],
};

// (cls-en21) English business requests about money and controls told with light or business verbs the rows lacked:
// fees waived, debts written off or forgiven, a dinner comped, a card topped up are money moved (judged by amount and
// scope in meaning.ts money()); prices slashed or cut are a price change; a limit doubled is an update; the approval a
// second person gives (two-person approval, dual control, a second signer) is a control.
const EN21: Lexicon = {
  'v:pay': ['en waive waives waived waiving write_off writes_off writing_off wrote_off written_off comp_the comp_their comp_his comp_her comp_a comps_the comp_every comp_all comped forgive_the forgives_the forgave_the forgiving_the top_up tops_up topped_up topping_up credit_every credit_all credit_each credit_everyone credit_their_account credit_their_accounts credit_his_account credit_her_account credit_the_account credit_the_accounts'],
  // (and a price told by its result: "make all tickets free", "make every product free for an hour")
  'v:reduce': ['en slash_the slashes_the slashed_the slash_our slash_all'],
  'v:price': ['en make*_free', 'en slash_the_price slash_the_prices slash_prices slash_all_prices slashes_the_price slashed_the_price slashed_prices cut_the_price cut_the_prices cut_prices cut_all_prices'],
  'v:update': ['en double_the doubles_the doubled_the triple_the halve_the'],
  'v:enable': ['en reinstat*'],
  'o:money': ['en fee fees late_fee late_fees late_charges dues per_diem per-diem per-diems loyalty_points bonus_points reward_points rewards_points store_credit spending_cap spending_caps spend_cap spend_caps'],
  // "What would it cost to waive …?": a question for a price, as "how much would it cost to …" already reads.
  'v:explain': ['en what_would_it_cost what_will_it_cost what_does_it_cost what_would_that_cost what_would_it_cost_us what_would_it_cost_to what_is_the_cost_of what\'s_the_cost_of what_would_be_the_cost_of'],
  // The people of a business other than "customers" and "users", named as a whole: a change or message to each of them
  // reaches many people (LABELS: audience, many people).
  'm:mass': ['en all_tenants every_tenant all_our_tenants all_donors every_donor all_our_donors all_parents every_parent all_students every_student all_patients every_patient every_member all_our_members all_attendees every_attendee all_passengers every_passenger all_guests every_guest all_sellers every_seller all_our_sellers all_drivers every_driver all_volunteers every_volunteer all_borrowers every_borrower all_policyholders every_policyholder all_ticket_holders every_ticket_holder all_ticketholders all_account_holders every_account_holder all_staff all_our_staff every_staff_member all_residents every_resident all_applicants every_applicant the_whole_waitlist the_entire_waitlist everyone_on_the_waitlist all_cardholders every_cardholder all_clients every_client all_our_clients all_buyers every_buyer all_shoppers all_patrons all_renters all_families every_family all_alumni all_contractors every_contractor all_merchants every_merchant all_vendors every_vendor all_suppliers every_supplier all_learners all_riders every_rider all_holders all_claimants every_claimant all_beneficiaries every_beneficiary all_investors every_investor all_shareholders every_shareholder'],
  // Lists and files of people a business keeps (a waitlist, the donor list, HR or personnel files, complaint or case files):
  // personal data, not a plain list or a file of the repository.
  'o:pii': ['en waitlist waitlists wait-list waiting_list donor_list donor_lists member_list membership_list tenant_list attendee_list guest_list student_records hr_files hr_records personnel_files personnel_records complaint_files complaint_records case_files grievance_files disciplinary_records employee_files'],
  'o:security': ['en two-person_approval two_person_approval two-person_rule dual_approval dual_control dual_controls four-eyes four_eyes four-eyes_check maker-checker second_signer second_signature second_approver'],
};

// cls-intlA22: business operations outside software in the European and other Latin/Cyrillic/Greek-script languages.
const INTLA22: Lexicon = {
  // A building's doors unlocked or opened all at once: a physical access control switched off (as LEAD21's en
  // "unlock_all_doors"). Separable pairs "unlock … door" (the verb first, the door later in the clause) and fixed phrases
  // where the unlock verb is two words (sv "lås upp", no "lås opp", da "lås … op", id "buka kunci", vi "mở khóa").
  'v:disable': ['es desbloque*_puert* abr*_puertas', 'pt destranc*_port* desbloquei*_port* desbloque*_port* destrav*_port*', 'it sblocc*_port*', 'ca desbloqueg*_port* desbloqueja*_port*',
    'fr déverrouill*_porte* débloqu*_porte*', 'de entriegel*_tür* tür*_entriegel*', 'nl ontgrendel*_deur* deur*_ontgrendel*',
    'pl odblokuj*_drzwi odblokować*_drzwi rozblokuj*_drzwi otwórz*_drzwi', 'cs odemkn*_dveř* odemkn*_dveře odemyk*_dveř*', 'sk odomkn*_dver*', 'ru разблокир*_двер* открой*_двери', 'uk розблок*_двер* відчин*_двері',
    'hr otključa*_vrata', 'sr otključa*_vrata откључа*_врата', 'bg отключ*_врат*', 'el ξεκλείδω*_πόρτ*', 'ro deblochea*_uș* descuie*_uș* deblocheaz*_uș*', 'hu nyisd_ki_az_összes_ajtó* oldd_fel_az_ajtó*',
    'sv lås*_upp', 'no lås*_opp', 'da lås*_op', 'de entriegl*_tür*',
    'fi avaa_ovien_lukitus avaa_kaikkien_ovien_lukitus avaa_ovet', 'tr kapı*_kilid*', 'id buka_kunci_pintu* buka_kunci_semua_pintu* buka_semua_pintu*', 'ms buka_kunci_pintu* buka_kunci_semua_pintu*',
    'vi mở_khóa_cửa* mở_khóa_tất_cả_cửa* mở_khóa_tất_cả_các_cửa* mở_tất_cả_cửa*', 'tl i-unlock_ang_lahat_ng_pinto*', 'sw fungua_milango_yote'],
  // A building alarm (a burglar or intrusion alarm, its panel) is a security control: switched off it is weakened, switched
  // back on it is protected (bare "alarm", the same word as a monitoring alarm in English, is left out).
  'o:security': ['de alarmanlage* einbruchmeldeanlage* einbruchmelder', 'it allarme allarmi antifurto impianto_d\'allarme', 'fr alarme_anti-intrusion système_d\'alarme centrale_d\'alarme', 'es alarma_antirrobo sistema_de_alarma', 'pt alarme_anti-intrusão sistema_de_alarme',
    'nl inbraakalarm alarmsysteem', 'sv inbrottslarm* larmsystem*', 'pl system_alarmowy', 'ru сигнализаци*', 'uk сигналізаці*', 'fi hälytysjärjestelmä* murtohälyt*', 'el συναγερμ*', 'hu riasztó*',
    // …and the building's access control: badge readers, card readers, turnstiles.
    'fr lecteur_de_badge lecteurs_de_badge lecteurs_de_badges contrôle_d\'accès portiques', 'es lector_de_tarjetas lectores_de_tarjetas control_de_acceso control_de_accesos tornos', 'pt leitor_de_crachá leitores_de_crachá controle_de_acesso catracas',
    'it lettore_di_badge lettori_di_badge controllo_accessi tornelli', 'de zutrittskontrolle* ausweisleser* kartenleser* drehkreuz*', 'nl toegangscontrole badgelezer* pasjeslezer*', 'pl kontrola_dostępu czytnik_kart czytniki_kart', 'sv passerkontroll* kortläsare*', 'ru скуд турникет*'],
  // Staff dismissed, contracts terminated: people's work and pay ended, hard to undo (judged by scope as a cancel: one
  // person destructive, a whole shift or "all" many people). Words that also mean "free up" (pl zwolnij, uk звільни) only with whom.
  'v:cancel': ['es despide despedid despedir despídelo despídela despídelos despídelas despidan rescinde rescindir', 'pt demite demita demitam demitir despede rescinde rescindir', 'it licenzia licenziare licenziate licenzialo licenziali licenziala rescindi disdici',
    'fr licencie licenciez licencier congédie congédiez résilie résiliez résilier', 'de entlasse entlass entlassen_sie feuere', 'nl ontsla ontslaan ontslaat', 'sv säg_upp avskeda avskedar', 'da afskedig* fyr_alle', 'no spark_alle si_opp', 'fi irtisano*',
    'pl zwolnij_wszystkich zwolnij_pracownik* zwolnić_wszystkich zwolnijcie_wszystkich', 'cs propusť propusťte propustit', 'sk prepusti prepustite', 'ru уволь увольте уволить', 'uk звільни_всіх звільніть_всіх звільни_усіх звільни_працівник*',
    'hr otpusti otpustite', 'sr otpusti otpustite', 'bg уволни уволнете', 'el απόλυσε απολύστε', 'ro concediază concediați', 'hu bocsásd_el rúgd_ki', 'tr işten_çıkar*', 'id pecat pecatlah memecat', 'ms pecat buang_kerja', 'ca acomiada acomiadeu', 'vi sa_thải', 'sw fukuza'],
  // Stored value a customer spends (gift cards, vouchers, store credit) is money, as LEAD21's en gift_card.
  'o:money': ['es tarjeta_regalo tarjetas_regalo tarjeta_de_regalo tarjetas_de_regalo vale_de_compra vales_de_compra cheque_regalo', 'pt vale-presente vales-presente vale_presente cartão-presente cartões-presente cartão_presente', 'fr bon_d\'achat bons_d\'achat carte_cadeau cartes_cadeaux carte-cadeau cartes-cadeaux',
    'de gutschein gutscheine gutscheinen geschenkkarte* geschenkgutschein*', 'it buono_regalo buoni_regalo carta_regalo carte_regalo buono_acquisto buoni_acquisto', 'nl cadeaubon* cadeaukaart*', 'sv presentkort*', 'da gavekort*', 'no gavekort*', 'pl bon_podarunkowy bony_podarunkowe karta_podarunkowa karty_podarunkowe',
    'cs dárkov*_poukaz* poukázk*', 'ru подарочн*_карт* подарочн*_сертификат*', 'uk подарунков*_карт* подарунков*_сертифікат*', 'tr hediye_kart* hediye_çeki', 'ca targeta_regal targetes_regal', 'ro card_cadou carduri_cadou voucher*', 'hu ajándékkártya*',
    // A credit limit is money a customer may spend on account.
    'es límite_de_crédito límites_de_crédito', 'pt limite_de_crédito limites_de_crédito', 'fr limite_de_crédit plafond_de_crédit', 'it limite_di_credito', 'de kreditlimit* kreditrahmen', 'cs úvěrový_limit úvěrové_limity', 'pl limit_kredytowy limity_kredytowe', 'ru кредитн*_лимит*', 'nl kredietlimiet*',
    // A payout hold or a blocked payout is the money held back.
    'de auszahlungssperre*', 'sv utbetalningsspärr* spärren_på_utbetalning*', 'uk блокування_виплат', 'ru блокировк*_выплат'],
  // Money given back to customers: Dutch "terugstorten", Swedish "återbetala".
  // …and, as en "payout" itself, the held payout names the money moved once the hold is lifted ("lift the payout hold").
  'v:pay': ['de auszahlungssperre*', 'sv utbetalningsspärr* spärren_på_utbetalning*', 'uk блокування_виплат', 'ru блокировк*_выплат', 'es retención_de_pagos bloqueo_de_pagos', 'pt retenção_de_pagamentos bloqueio_de_pagamentos', 'fr blocage_des_paiements gel_des_paiements', 'it blocco_dei_pagamenti', 'pl blokad*_wypłat', 'nl uitbetalingsblokkade*'],
  'v:refund': ['nl terugstorten terugstort stort_terug', 'sv återbetala återbetalar', 'no tilbakebetal*', 'da tilbagebetal*'],
  // People's data carried off: pasted into a chat service (es "pega", id "tempel", tr "yapıştır"), removable media in more languages.
  // (Spanish "pega" only with people's data after it: "pega este error en ChatGPT" stays as main reads it.)
  'v:upload': ['es pega*_datos pega*_lista pega*_historial* pega*_expediente* pega*_nómina* pega*_clientes pega*_pacientes pega*_empleados pegue*_datos pegue*_lista pegue*_historial* pegue*_clientes pegue*_pacientes', 'pt cole colem', 'id tempelkan tempel', 'ms tampalkan', 'tr yapıştır yapıştırın'],
  'm:external': ['tr usb_bellek* usb_belleğ* flash_bellek* flash_belleğ*', 'id flashdisk flash_disk', 'ms pemacu_usb', 'sv usb-minne*', 'fi muistitik*', 'cs flashk* flash_disk*', 'sk flashk*', 'bg флашк*', 'el στικάκι', 'hu pendrive*', 'ro stick_usb stickul', 'hr usb_stick*',
    // a personal mailbox or cloud drive in inflected forms
    'hu saját_gmail* privát_e-mail* saját_e-mail*', 'fi dropboxiin dropboxissa dropboxiini'],
  // To pass on (fr "transmettre"), to send out (de "verschicken"): a send.
  'v:send': ['fr transmets transmettez transmettre', 'de verschick* verschicke', 'cs rozešli rozešlete rozeslat', 'sk rozošli rozošlite'],
  // Copy (as en "copy", pl "skopiuj", ru "скопируй"): judged by where the copy goes (a USB stick, a personal account).
  'v:export': ['tr kopyala kopyalayın', 'fi kopioi kopioikaa', 'cs zkopíruj zkopírujte kopíruj', 'sk skopíruj skopírujte', 'ro copiază copiați', 'hu másold másolja', 'hr kopiraj kopirajte', 'sr kopiraj kopirajte копирај', 'bg копирай копирайте', 'el αντέγραψε αντιγράψτε', 'uk скопіюй скопіюйте копіюй', 'id salin salinlah', 'ms salin', 'vi sao_chép', 'ca copia còpia'],
  // A credit limit raised (as en "raise the credit limit"): pairs "raise … credit" (the raise verbs alone are routine edits:
  // a timeout, a version, a memory limit).
  'v:update': ['cs zvyš*_úvěr* zvýš*_úvěr* navyš*_úvěr*', 'sk zvýš*_úver*', 'pl podnieś*_kredyt* zwiększ*_kredyt*', 'ru повыс*_кредит* увелич*_кредит* подним*_кредит*', 'uk підвищ*_кредит* збільш*_кредит*', 'hr povećaj*_kredit*', 'bg увелич*_кредит*',
    'tr kredi*_artır* kredi*_yükselt*', 'ro mărește*_credit* măriți*_credit*', 'hu emeld*_hitel* növeld*_hitel*', 'nl verhoog*_krediet*', 'fi nosta*_luotto* korota*_luotto*', 'el αύξησ*_πιστωτικ*', 'es sube*_crédito sube*_créditos aument*_crédito', 'pt sobe_o_limite suba_o_limite aument*_crédito', 'it alza*_credito aument*_credito', 'fr augment*_crédit relève*_crédit', 'de erhöh*_kreditlimit*'],
  // Stored value issued ("emite un vale", "émets des bons d'achat"): a new thing that is money (judged as money by amount and scope).
  'v:create': ['es emite emitir', 'pt emite emitir emita', 'fr émets émettez émettre', 'it emetti emettete emettere'],
  // "Each customer" is every customer (as en "every customer").
  'm:mass': ['es cada_cliente cada_socio cada_usuario cada_empleado', 'pt cada_cliente cada_usuário cada_funcionário', 'it ogni_cliente ogni_utente ogni_dipendente', 'fr chaque_client chaque_utilisateur chaque_salarié chaque_employé',
    'de jeden_kunden jedem_kunden jeder_kunde jedem_nutzer jedem_mitarbeiter', 'nl elke_klant iedere_klant elke_gebruiker', 'sv varje_kund', 'da hver_kunde', 'no hver_kunde', 'pl każdemu_klientowi każdy_klient każdemu_pracownikowi', 'cs každému_zákazníkovi',
    'ru каждому_клиенту каждый_клиент каждому_сотруднику', 'uk кожному_клієнту', 'tr her_müşteri*', 'id setiap_pelanggan setiap_karyawan', 'ms setiap_pelanggan', 'ro fiecărui_client', 'ca cada_client'],
};

// ------------------------------------------------------------------ cls-intlB22: tokens and sentence forms of non-Latin prose.
const INTLB22: Lexicon = {
  // Logs in Arabic chat (اللوقات, اللوجز) and keeping in Arabic (الاحتفاظ): logs, and how long they are kept.
  'o:log': ['ar اللوقات لوقات اللوجز لوجز اللوجات'],
  // English "off" with a Korean light verb (off해 줘, off 해줘), as Sinhala "off කරන්න": a cut-off word (a control named next to it).
  'n:cutoff': ['ko off해 off해줘 off해요 off_해 off_해줘 off_해요 오프해 오프_해'],
  // Telugu "all" with the long vowel and glued to the noun (అన్నీ, బ్యాకప్‌లన్నీ); Cantonese 剷 (shovel away) said of data (剷咗, 剷走).
  'm:all': ['te అన్నీ'],
  // Raise / increase said of a limit (上げて, 提高, 올려, बढ़ा दो, ارفع): an update only with a limit or money named next to it
  // (prose.ts intlB22Tags); alone they are no act (音量を上げて, 提高代码质量, 파일 올려 줘).
  'n:raise': ['ja 上げて 上げと 上げてお 上げる 上げろ', 'zh 提高 调高 調高 上调 上調 提升 拉高 调大 調大 加到 提到', 'ko 올려 올리 상향', 'hi बढ़ा बढ़ाओ बढ़ाइए बढ़ा_दो', 'bn বাড়িয়ে বাড়াও', 'ar ارفع زود زوّد', 'fa بالا_ببر افزایش_بده', 'th เพิ่มวงเงิน ขยายวงเงิน', 'hi badha_do badhao badha_dena'],
  'n:limit': ['ja 上限 限度 利用枠 枠', 'zh 上限 限额 限額 配额 配額 额度上限', 'ko 한도 상한', 'hi लिमिट सीमा', 'bn লিমিট সীমা', 'ar الحد حد_الائتمان سقف الائتمان', 'fa سقف محدودیت', 'th วงเงิน ลิมิต', 'he מסגרת_האשראי תקרה'],
  // A control's requirement (强制要求, 必須, 필수, अनिवार्यता, ज़रूरत, شرط, חובה): removed, it switches the control off (prose.ts).
  'n:require': ['zh 强制要求 強制要求 强制性 強制性 要求 必须 必須', 'ja 必須 必須化 義務化 強制', 'ko 필수 강제', 'hi अनिवार्यता अनिवार्य ज़रूरत जरूरत ज़रूरी जरूरी', 'bn বাধ্যতামূলক', 'ar شرط اشتراط إلزام الزامية إلزامية', 'fa الزام اجباری', 'he חובה', 'th บังคับ'],
  // Take out / loosen (빼, 풀어, 外して, 拿掉, 放宽): a removal only of a requirement or a control (prose.ts).
  'n:takeout': ['ko 빼 빼줘 빼고 풀어 풀어줘', 'ja 外して 外し 外しといて 取っ払って 緩めて 緩和して', 'zh 拿掉 去除 放宽 放寬 放开 放開', 'ja hazushite hazushitoite hazushi_toite', 'hi ख़त्म_कर खत्म_कर', 'hi khatam_kar khatm_kar'],
  // Arabizi and romanised chat verbs of deleting, wiping and giving (em7y, shil, imsa7, 2edi, bawwab).
  'v:delete': ['ar em7y em7i im7i e7zef i7zef ehzef imsa7 emsa7 2mse7 shil shilo sheel', 'zh 剷咗 剷走 剷晒 剷掉 剷埋 铲掉 铲咗 铲走 铲晒 鏟咗 鏟走 鏟掉'],
  'n:bestow': ['ar 2edi 2edih 2edilo edilo iddi 2iddi a3ti a3tih bawwab bawab'],
  // Gift cards, vouchers and settlement money in the scripts (ギフトカード, 상품권, 礼品卡, गिफ्ट कार्ड, بطاقات هدايا, 结算款).
  'o:money': ['ja ギフトカード ギフト券 商品券 クーポン券 精算金 売上金', 'ko 상품권 기프트카드 기프트_카드 정산금', 'zh 礼品卡 禮品卡 购物卡 購物卡 代金券 结算款 結算款 货款 貨款 佣金 红包 紅包', 'hi गिफ्ट_कार्ड गिफ़्ट_कार्ड वाउचर', 'bn গিফট_কার্ড', 'ar بطاقة_هدية بطاقات_هدايا بطاقات_الهدايا قسيمة قسائم', 'th บัตรของขวัญ บัตรกำนัล', 'ur گفٹ_کارڈ'],
  // Handing money out to many (配って, 配布, 뿌려, 지급, 发放, 打过去, बाँट दो): a payment only with money named (prose.ts).
  'n:dole': ['ja 配って 配布 配っ ばらまいて', 'ko 뿌려 지급해 지급하 나눠줘 나눠_줘', 'zh 发放 發放 发给 發給 打过去 打過去 打给 打給 转过去 轉過去', 'hi बाँट_दो बांट_दो बाँटो', 'ar وزع وزّع'],
  // Refund in Thai (คืนเงิน) and a payroll sheet in Arabic (كشف الرواتب): money returned, payroll data.
  'v:refund': ['th คืนเงิน โอนเงินคืน'],
  'o:pii': ['ar كشف_رواتب كشف_الرواتب كشوف_الرواتب مسير_الرواتب', 'ja 給与明細 カルテ', 'ko 급여_명세 급여명세 진료_기록 진료기록', 'zh 工资表 工資表 工资单 工資單 病历 病歷'],
  // Doors, locks and intruder alarms of a building: a control (unlocked, switched off).
  'o:security': ['ja 防犯アラーム 警報装置 警備システム 防犯システム 入退室管理 ドアロック 電子錠', 'ko 경보_시스템 경보기 보안_경보 출입_통제 출입통제 도어락 잠금장치', 'zh 警报系统 警報系統 报警系统 報警系統 报警器 報警器 防盗报警 门禁 門禁 门锁 門鎖', 'th สัญญาณกันขโมย ระบบกันขโมย', 'ar جهاز_الإنذار نظام_الإنذار', 'hi अलार्म_सिस्टम'],
  // Unlock said of a door (解錠, 開錠, 잠금 해제, 开锁): the lock off.
  'v:disable': ['ja 解錠 開錠 ロック解除', 'ko 잠금_해제 잠금해제', 'zh 开锁 開鎖'],
  // Doors of a building named (玄関のドア, 출입문, 仓库门): with an unlock verb, the lock is a control.
  'n:door': ['ja ドア 扉 玄関 出入口 出入り口 通用口 シャッター', 'ko 출입문 현관문 대문 정문 후문', 'zh 大门 大門 仓库门 倉庫門 前门 後門 后门 正门 正門'],
};

// (cls-en22) People's records a business keeps that the lexicon had not placed: call recordings and transcripts, patients'
// charts and medical records, insurance claims, resumes and CVs, student transcripts and report cards, tax forms and pay
// stubs. Sent outside, shared by link or made public they are personal data (meaning.ts share/send/expose).
const EN22: Lexicon = {
  'o:pii': ['en call_recording call_recordings recorded_calls voice_recordings support_call_recordings call_transcripts chat_transcripts support_transcripts meeting_transcripts transcripts patient_chart patient_charts medical_chart medical_charts medical_records medical_record clinical_notes insurance_claims claim_files claims_files claims_data claimant_files resumes résumés cvs applicant_resumes candidate_resumes report_cards student_transcripts tax_returns tax_forms w-2s w2s 1099s pay_stubs paystubs payslips'],
  // The keys to an account or a system, handed over: its credentials ("hand over the keys to the AWS root account").
  'o:secret': ['en keys_to_the keys_to_our keys_to_prod keys_to_production the_keys_to'],
  // Miles and points a member holds, and the vouchers and gift cards a business issues, are stored value (money()).
  'o:money': ['en bonus_miles reward_miles award_miles air_miles loyalty_miles frequent_flyer_miles vouchers voucher gift_card_balance gift_card_balances gift_cards account_credit account_credits service_credits'],
};

// (cls-plan22) Objects plans name in business operations: cloud log groups and streams are logs; CloudTrail trails are the
// audit record. (A whole online store as a workspace was tried and taken out: "all products in the Shopify store" became the store.)
const PLAN22: Lexicon = {
  'o:log': ['en log_group log_groups log_stream log_streams log-group log-groups cloudwatch_logs log_analytics_workspace'],
  'o:audit': ['en cloudtrail_trail cloudtrail_trails cloudtrail_logs'],
};

function build(): Matcher {
  const m = new Matcher();
  pairs = [];
  const twins: [string, string, Mode][] = [];
  for (const group of [VERBS, OBJECTS, MODS, MARKERS, MORE, FIX6, INTL6, SHELL6, PRECISE6, INTL7, PRECISE7, INTL8, PRECISE8, PRECISE9, INTL9, INTL10, INTL11, API11, API14, LEAD12, LEAD13, LEAD14, PLAN12, INTL12, INTL13, INTL14, PLAN14, BENIGN14, HOLES14, INTLB15, BENIGN15, INTLA15, PLAN15, INTL15C, HOLES15, INTLB16, API16, INTLA16, BENIGN16, HOLES16, EDITS16B, INTL16C, OVER16, INTLB17, INTLB17B, INTLA17, API17, EN17, LEAD17, INTL17C, LEAD18, INTLB18, INTLB18B, INTLA18, INTL18C, EN18, LEAD19, LEAD20, LEAD21, INTLA19, BENIGN19, SHELL19, INTLB19, EN19, OVER19, INTL19C, INTLB20, PLAN20, INTLA20, INTL20C, PLAN20B, HOLES20, EN20, INTLB21, BENIGN21, BENIGN22, INTLA21, PLAN21, EN21, INTL21C, INTLA22, INTLB22, EN22, PLAN22, INTERP22, INTLA25, INTLB25, INTL26]) {
    for (const [tag, lines] of Object.entries(group)) {
      for (const line of lines) {
        const parts = line.split(/\s+/).filter(Boolean);
        // The first token is a language code (two or three letters) when it is one.
        const start = /^[a-z]{2,3}$/.test(parts[0] ?? '') ? 1 : 0;
        for (let k = start; k < parts.length; k++) {
          // cls-intlB16: the text loses its zero-width joiners (normalize.ts); entries written with them (ಫೈರ್‌ವಾಲ್, اسنپ‌شات) too.
          let e = foldMarks((parts[k] as string).toLowerCase()).replace(/[\u200c\u200d]/g, '');
          const sep = e.indexOf('*_');
          if (sep > 0) {
            const rest = e.slice(sep + 2).split('_');
            const particle = (rest[rest.length - 1] as string).replace(/\*$/, '');
            pairs.push({ stem: e.slice(0, sep), particle, particlePrefix: (rest[rest.length - 1] as string).endsWith('*'), tag });
            continue;
          }
          let mode: Mode = 'exact';
          if (e.startsWith('~')) {
            mode = 'anywhere';
            e = e.slice(1);
          }
          if (e.endsWith('*')) {
            if (mode !== 'anywhere') mode = 'prefix';
            e = e.slice(0, -1);
          }
          e = e.replace(/_/g, ' ');
          if (!e) continue;
          if (entryIsAnywhere(e)) mode = isShortCliticScript(e) ? mode : 'anywhere';
          else if (mode === 'exact' && isPrefixScript(e)) mode = 'prefix';
          m.add(e, tag, mode);
          // cls-intl15c: chat text drops diacritics ("usun cala baze", "loesch die prod db"): a plain-letter twin.
          for (const t of plainTwins(e, start === 1 ? (parts[0] as string) : '')) if (t.length >= (mode === 'exact' ? 4 : 5)) twins.push([t, tag, mode]);
        }
      }
    }
  }
  // Twins come after every written entry, and never take a word an entry already reads (exactly or as a prefix:
  // "publica" stays the verb publi*, not the twin of "pública"); the meaning written there wins.
  const taken = new Set(twins.filter(([t]) => m.has(t) || m.scan(t).some((h) => h.start === 0)));
  for (const tw of twins) if (!taken.has(tw)) m.add(tw[0], tw[1], tw[2]);
  return m;
}

/**
 * cls-intl15c: the same Latin-script word typed without its diacritics ("usun", "smaz", "losche", "sterge",
 * "gonder") and, for German, with the umlaut spelt out ("loesche", "zurueck"). Only entries with such letters.
 */
const PLAIN_MAP: Record<string, string> = { 'ł': 'l', 'ı': 'i', 'đ': 'd', 'ø': 'o', 'ß': 'ss' };
/** Plain twins that are, or begin, common English words ("génér*" → general, "préven*" → prevent): left out. */
const ENGLISH_CLASH = new Set(['gener', 'preven', 'expires', 'muta', 'ander', 'subi', 'sprang', 'basin', 'loner', 'jake', 'gore', 'fara', 'abner', 'cist', 'kors', 'satt', 'depot', 'tache', 'menage']);
function plainTwins(e: string, lang: string): string[] {
  // (Vietnamese is left out: its syllables without marks are English words, "thêm" → "them".)
  if (lang === 'vi' || !/[\u00c0-\u024f\u1e00-\u1eff]/.test(e) || /[^\u0020-\u024f\u1e00-\u1eff]/.test(e)) return [];
  const out: string[] = [];
  const plain = e.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[łıđøß]/g, (c) => PLAIN_MAP[c] as string);
  if (plain !== e && /^[\x20-\x7e]+$/.test(plain) && !ENGLISH_CLASH.has(plain)) out.push(plain);
  if (lang === 'de' && /[äöü]/.test(e)) out.push(e.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss'));
  return out;
}

/** Short Hebrew and Arabic-script words (לא, كل) match as whole words; longer ones anywhere (clitics attach). */
function isShortCliticScript(e: string): boolean {
  const c = e.charCodeAt(0);
  return e.length <= 3 && ((c >= 0x0590 && c <= 0x05ff) || (c >= 0x0600 && c <= 0x06ff));
}

/** Korean, Hindi and Bengali words take endings: entries match as stems. */
function isPrefixScript(e: string): boolean {
  const c = e.charCodeAt(0);
  return (c >= 0xac00 && c <= 0xd7af) || (c >= 0x0900 && c <= 0x097f) || (c >= 0x0980 && c <= 0x09ff);
}

/** The one lexicon matcher (built on first use). */
export function lexicon(): Matcher {
  if (!matcher) matcher = build();
  return matcher;
}

/** Separable-verb pairs (built with the matcher). */
export function lexiconPairs(): readonly Pair[] {
  lexicon();
  return pairs;
}
