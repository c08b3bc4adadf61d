// cls-intlA25: consumer and small-business work an assistant does for people (online banking, cloud photo libraries,
// smart homes, subscriptions, bookkeeping, payroll and HR, shop administration), said in the European languages.
// Word classes (one commented line per class), in the lexicon's format (text/lexicon.ts: a language code, then
// entries; `x*` a stem, `a_b` several words, `stem*_particle` a separable verb), read by text/lexicon.ts's build; and the
// sentence forms read from their combination (intlA25Tags, called by readers/prose.ts), with the predicates meaning.ts asks.
import type { Tagged } from './words';

export const INTLA25: Record<string, readonly string[]> = {
  // Payment instructions that move money on their own once set up: standing orders, recurring and scheduled transfers,
  // direct debits and their mandates. They are money: set up they are judged as the payment (amount, new recipient),
  // cancelled in bulk as many payments stopped. (Every inflection a request uses: nominative and accusative plurals,
  // the genitive after "all" in the Slavic languages, the adjective before or after the noun.)
  'o:money': [
    'en standing_order standing_orders recurring_transfer recurring_transfers recurring_payment recurring_payments scheduled_transfer scheduled_transfers scheduled_payment scheduled_payments direct_debit direct_debits direct-debit debit_mandate debit_mandates sepa_mandate sepa_mandates autopay autopayment autopayments',
    'de dauerauftr* terminüberweisung* lastschrift* einzugsermächtigung* sepa-mandat* dauerzahlung*',
    'fr ordre_permanent ordres_permanents virement_permanent virements_permanents virement_récurrent virements_récurrents virement_programmé virements_programmés virement_périodique virements_périodiques prélèvement_automatique prélèvements_automatiques prélèvements mandat_de_prélèvement mandats_de_prélèvement',
    'es orden_permanente órdenes_permanentes transferencia_periódica transferencias_periódicas transferencia_programada transferencias_programadas transferencia_recurrente transferencias_recurrentes domiciliación domiciliaciones recibo_domiciliado recibos_domiciliados débito_automático débitos_automáticos',
    'pt ordem_permanente ordens_permanentes transferência_programada transferências_programadas transferência_agendada transferências_agendadas transferência_recorrente transferências_recorrentes débito_automático débitos_automáticos débito_direto débitos_diretos débito_directo débitos_directos pix_agendado pix_agendados pix_recorrente pix_automático',
    'it bonifico_periodico bonifici_periodici bonifico_ricorrente bonifici_ricorrenti bonifico_programmato bonifici_programmati ordine_permanente ordini_permanenti addebito_diretto addebiti_diretti domiciliazion*',
    'nl periodieke_overboeking periodieke_overboekingen doorlopende_opdracht* staande_opdracht* automatische_incasso* incasso* incassomachtiging*',
    'pl zlecenie_stałe zlecenia_stałe zleceń_stałych zlecenia_stałego stałe_zlecenie stałe_zlecenia stałych_zleceń przelew_cykliczny przelewy_cykliczne przelewów_cyklicznych przelew_stały polecenie_zapłaty polecenia_zapłaty poleceń_zapłaty',
    'sv stående_överföring stående_överföringar autogiro* återkommande_betalning* återkommande_överföring* e-faktura*',
    'da fast_overførsel faste_overførsler betalingsservice* fast_betaling faste_betalinger automatisk_betaling automatiske_betalinger',
    'no fast_oppdrag faste_oppdrag fast_overføring faste_overføringer avtalegiro* efaktura* fast_betaling faste_betalinger',
    'fi toistuva_maksu toistuvat_maksut toistuvan_maksun toistuvia_maksuja toistuva_tilisiirto toistuvat_tilisiirrot kestotilisiir* e-lasku* suoramaksu* suoraveloitu*',
    'cs trvalý_příkaz trvalé_příkazy trvalých_příkazů trvalého_příkazu trvalou_platbu trvalé_platby inkas* souhlas_s_inkasem',
    'sk trvalý_príkaz trvalé_príkazy trvalých_príkazov trvalého_príkazu inkas*',
    'ro ordin_de_plată_recurent ordine_de_plată_recurente ordinul_de_plată plată_recurentă plăți_recurente plățile_recurente debit_direct debitare_directă debitările_directe transfer_recurent transferuri_recurente',
    'hu állandó_átutalás* rendszeres_átutalás* csoportos_beszedés* csoportos_beszedési',
    'el πάγια_εντολ* πάγιες_εντολ* πάγιας_εντολ* πάγιων_εντολ* πάγιο_εντολ* άμεση_χρέωση άμεσες_χρεώσεις επαναλαμβανόμεν*_πληρωμ*',
    'tr düzenli_ödeme_talimat* otomatik_ödeme_talimat* otomatik_ödeme* düzenli_ödeme* düzenli_transfer* düzenli_havale* düzenli_eft*',
    'ru постоянное_поручение постоянные_поручения постоянных_поручений постоянного_поручения регулярный_платеж регулярный_платёж регулярные_платежи регулярных_платежей автоплатеж* автоплатёж* регулярный_перевод регулярные_переводы регулярных_переводов',
    'uk постійне_доручення постійні_доручення постійних_доручень регулярний_платіж регулярні_платежі регулярних_платежів автоплатіж* автоплатеж* регулярний_переказ регулярні_перекази',
    'ca ordre_permanent ordres_permanents transferència_periòdica transferències_periòdiques transferència_programada transferències_programades rebut_domiciliat rebuts_domiciliats domiciliació domiciliacions',
    'hr trajni_nalog trajni_nalozi trajne_naloge trajnih_naloga trajnog_naloga izravno_terećenje izravna_terećenja izravnih_terećenja',
    'sr trajni_nalog trajni_nalozi trajne_naloge trajnih_naloga трајни_налог трајни_налози трајне_налоге',
    'sl trajnik* trajni_nalog trajne_naloge',
    'fi tilaus tilauks*',
    'ca nòmin*',
    // A payroll remittance (es/ca "remesa de nóminas"): the payments of a payroll run, sent to the bank.
    'es remesa_de_nóminas remesas_de_nóminas remesa_de_nominas', 'ca remesa_de_nòmines remeses_de_nòmines',
    // Credit notes (the document a seller issues to give money back): money, judged by amount like the refund they are.
    'en credit_note credit_notes credit_memo credit_memos',
    'de gutschrift gutschriften stornorechnung* rechnungskorrektur*',
    'fr note_de_crédit notes_de_crédit facture_d\'avoir factures_d\'avoir facture_rectificative factures_rectificatives',
    'es nota_de_crédito notas_de_crédito factura_rectificativa facturas_rectificativas nota_de_abono notas_de_abono',
    'pt nota_de_crédito notas_de_crédito fatura_retificativa faturas_retificativas',
    'it nota_di_credito note_di_credito',
    'nl creditnota* creditfactu*',
    'pl faktura_korygująca faktury_korygujące fakturę_korygującą faktur_korygujących korekt*_faktur* nota_kredytowa noty_kredytowe',
    'sv kreditfaktur* kreditnota*', 'da kreditnota*', 'no kreditnota*', 'fi hyvityslasku*', 'cs dobropis*', 'sk dobropis*',
    'ro factură_de_stornare facturi_de_stornare factura_de_stornare notă_de_credit note_de_credit', 'hu jóváíró_számla* sztornó_számla* helyesbítő_számla*',
    'el πιστωτικό_τιμολόγιο πιστωτικά_τιμολόγια πιστωτικό_σημείωμα', 'tr iade_fatura* alacak_dekont*', 'ru кредит-нот* корректировочный_счет корректировочный_счёт корректировочные_счета',
    'uk кредит-нот* коригуючий_рахунок', 'ca nota_de_crèdit notes_de_crèdit factura_rectificativa factures_rectificatives nota_d\'abonament notes_d\'abonament', 'hr knjižno_odobrenje knjižna_odobrenja storno_račun*', 'sr knjižno_odobrenje storno_račun*',
    // Subscriptions, invoices and memberships in the languages the lexicon had left out (as en "subscriptions", "invoices").
    'hr pretplat*', 'sr pretplat* претплат* фактур*', 'ca subscripci* quota_de_soci quotes_de_soci', 'el τιμολόγι* παραστατικ*',
    'en membership memberships', 'de mitgliedschaft*', 'fr adhésion adhésions', 'es membresía membresías', 'nl lidmaatschap*', 'ru членств*', 'uk членств*', 'tr üyelik*', 'hr članstv*', 'sr članstv*', 'ca afiliaci*',
    'hu tagság* tagdíj*', 'da medlemskab* kontingent*', 'no medlemskap* kontingent*', 'sv medlemskap* medlemsavgift*', 'fi jäsenyy* jäsenmaksu*', 'cs členstv* členské_příspěvky', 'pl członkostw* składk*_członkowsk*',
  ],
  // Customers' orders in the languages the lexicon had left out (as en "orders": records).
  'o:record': ['el παραγγελί* παραγγελιών', 'hu rendelés* megrendelés*', 'da ordrer ordren', 'no ordrer ordren bestilling*', 'sv beställning*', 'hr narudžb* narudžbu', 'sr narudžb* поруџбин*', 'ca comanda comandes encàrrec*', 'pt encomenda encomendas'],
  // The all-quantifier in every case a request puts it: the Slavic dative, instrumental and genitive ("send it to all
  // subscribers": всем, všem, svim), Greek masculine and feminine, Romance feminine, the Nordic "every one of".
  'm:all': ['ru всем всеми всю', 'uk всім усім всіма усіма всю', 'cs všem všemi všichni', 'sk všetkým', 'hr svim svih cijeli cijelu cijela cijelog', 'sr svim svih сви све свим свих свима ceo celog цео целу цела целог', 'bs svim svih', 'bg всичките',
    'el όλοι όλη όλο όλων ολόκληρη ολόκληρο ολόκληρος', 'ca tota sencer sencera', 'ro toată întreaga întregul întregii', 'it intera interi intere', 'nl gehele', 'sv samtliga', 'da samtlige', 'no samtlige', 'hu összeset mindegyik*'],
  // A preview (what would happen, nothing done) in the languages the lexicon had left out.
  'v:dryrun': ['ca previsualitz* vista_prèvia', 'sv förhandsgransk* förhandsvis*', 'da forhåndsvis* eksempelvisning', 'no forhåndsvis* forhåndsvisning*', 'fi esikatsel* esikatselu*', 'ro previzualiz*', 'hu előnézet*', 'el προεπισκόπησ*', 'uk попередній_перегляд попереднього_перегляду', 'hr pretpregled* pregled_prije', 'sr pretpregled*', 'nl voorvertoning*'],
  // "Without" (doing it): the act after it is ruled out, as es "sin", fr "sans".
  'n:neg': ['ca sense', 'fi ilman'],
  // Cancelling (a subscription, an order, a payment instruction) in the languages the lexicon had left out: hr/sr "otkaži",
  // pl "wypowiedz" (give notice on), fi "peru"/"peruuta" and "lopeta" said of a subscription.
  'v:cancel': ['hr otkaži otkažite otkazati', 'sr otkaži otkažite otkazati откажи откажите отказати', 'bs otkaži otkažite', 'pl wypowiedz wypowiedzcie wypowiedzieć zrezygnuj_z zrezygnujcie_z',
    'fi peru peruuta peruuttakaa perukaa lopeta_tilaus* lopeta_tilauks* lopeta_jäsenyy* lopeta_kaikki_tilaukse*'],
  // Setting a payment up with a separable verb (de "richte … ein", "lege … an"): creating it.
  'v:create': ['de richte*_ein richt*_ein lege*_an leg*_an',
    // Issuing a document (an invoice, a credit note, a voucher): making it (judged by what it is: money by amount).
    'pl wystaw wystawcie wystawić', 'cs vystav vystavte vystavit', 'sk vystav vystavte vystaviť', 'ru выстави выставьте выставить', 'uk вистав виставте виставити', 'hr izdaj izdajte', 'sr izdaj izdajte издај',
    'sv utfärda utfärdar', 'da udsted udsteder', 'no utsted utsteder', 'ca emet emeteu', 'ro emiteți', 'hu állítsd_ki állíts_ki', 'el έκδωσε εκδώστε'],
  // A discount (as de "Rabatt", fr "remise"): a price.
  'o:price': ['it sconto sconti', 'nl korting kortingen', 'pl rabat rabatu rabaty zniżk*', 'ru скидк*', 'uk знижк*', 'fi alennu* alennus', 'cs slev*', 'sk zľav*', 'ro reducere reduceri reducerea', 'hu kedvezmény*', 'el έκπτωσ*', 'tr indirim*', 'hr popust*', 'sr popust* попуст*', 'ca descompte*'],
  // A remittance is a batch of payments (as en "batch").
  'm:some': ['es remesa remesas', 'ca remesa remeses'],
  // A draft (hr/sr/bs "nacrt"): nothing sent.
  'v:draft': ['hr nacrt nacrta', 'sr nacrt nacrta нацрт', 'bs nacrt nacrta'],

};

/**
 * Payment instructions a business or a person keeps at its own bank (standing orders, recurring and scheduled transfers,
 * direct debits): stopping them all at once stops many payments (bulk money, dangerous); it is not every customer's
 * money (meaning.ts: "cancel every subscription" is forbidden). The same nouns as INTLA25's first o:money class.
 */
export const PAYMENT_ORDERS_A25 = /standing[\s-]+orders?|recurring\s+(?:transfer|payment)s?|scheduled\s+(?:transfer|payment)s?|direct[\s-]+debits?|\bautopay|dauerauftr|daueraufträg|lastschrift|terminüberweisung|dauerzahlung|ordres?\s+permanents?|virements?\s+(?:permanent|récurrent|programmé|périodique)s?|prélèvements?|[oó]rden(?:es)?\s+permanentes?|transferencias?\s+(?:periódica|programada|recurrente)s?|domiciliaci|recibos?\s+domiciliados?|débitos?\s+(?:automáticos?|diretos?|directos?)|ordens?\s+permanentes?|transferências?\s+(?:programada|agendada|recorrente)s?|pix\s+(?:agendado|recorrente|automático)|bonific[oi]\s+(?:periodic|ricorrent|programmat)|ordin[ei]\s+permanent|addebit[oi]\s+dirett|domiciliazion|periodieke\s+overboeking|doorlopende\s+opdracht|staande\s+opdracht|incasso|zleceni[ea]?\s+stał|zleceń\s+stał|stał\p{L}*\s+zleceń|stał\p{L}*\s+zleceni|przelew\p{L}*\s+cykliczn|polece\p{L}*\s+zapłaty|stående\s+överföring|autogiro|återkommande\s+(?:betalning|överföring)|faste?\s+overførs|betalingsservice|faste?\s+oppdrag|avtalegiro|faste?\s+betaling|automatiske?\s+betaling|toistuv\p{L}*\s+(?:maksu|tilisiir)|kestotilisiir|suoramaksu|suoraveloit|trval\p{L}*\s+(?:příkaz|príkaz|platb)|inkas[oa]|pl[ăa][țt]\p{L}*\s+recurent|debit\p{L}*\s+direct|transfer\p{L}*\s+recurent|állandó\s+átutalás|rendszeres\s+átutalás|csoportos\s+beszedés|πάγι\p{L}*\s+εντολ|άμεσ\p{L}*\s+χρεώσ|düzenli\s+(?:ödeme|transfer|havale|eft)|otomatik\s+ödeme|постоянн\p{L}*\s+поручени|регулярн\p{L}*\s+(?:платеж|платёж|перевод|платіж|переказ)|автоплат|постійн\p{L}*\s+доручен|rebuts?\s+domiciliats?|transferènci\p{L}*\s+(?:periòdiqu|programad)|ordres?\s+permanents?|trajn\p{L}*\s+nalo|izravn\p{L}*\s+terećenj|трајн\p{L}*\s+налог|trajnik/iu;

/** The same, for lower-cased text (no case folding: cheaper). */
const PAYMENT_ORDERS_LC_A25 = new RegExp(PAYMENT_ORDERS_A25.source, 'u');

/**
 * A set narrowed by a period or a group right after "all" (within the noun phrase): "all invoices from 2023", "alle
 * Artikel in der Kategorie Winterjacken", "wszystkie faktury z 2023 roku", "kaikki vuoden 2023 laskut", "toutes les
 * factures de l'exercice 2023": a filtered set, not everything. A year is read only after a preposition or a year word
 * (a product's version year, "SQL Server 2019", is no filter).
 */
const PREP_A25 = String.raw`(?:from|of|in|for|during|aus|von|vom|im|des|für|de|du|en|del|dell['’]|di|dal|do|da|no|em|van|uit|över|från|för|fra|for|z|ze|za|из|за|з|із|от|din|iz|od|dels|της|του|από|για)`;
const ART_A25 = String.raw`(?:the|l['’]|el|la|le|il|o|a|het|de|der|dem|das|τη|την|το)`;
const YEAR_WORD_A25 = String.raw`(?:year|fiscal\s+year|jahr|jahres|geschäftsjahr\p{L}*|année|exercice|año|ejercicio|ano|exercício|anno|esercizio|jaar|boekjaar|året|år|roku|rok|року|года|год|anul|anului|godine|godinu|έτους|exercici|any)`;
const YEAR_A25 = new RegExp(String.raw`^[^.;!?\n:]{0,48}?(?:(?:^|\s)${PREP_A25}\s+(?:${ART_A25}\s+|l['’])?(?:${YEAR_WORD_A25}\s+)?(?:19|20)\d{2}(?![\d/:-]|\.\d)|(?:^|\s)vuoden\s+(?:19|20)\d{2}\b|(?:^|\s)(?:19|20)\d{2}(?:er|-(?:es|as|ös|os|i|e))(?![\p{L}\d])|(?:^|\s)(?:19|20)\d{2}\s+(?:roku|года|року|godine|yılı\p{L}*|yılın\p{L}*|år)(?![\p{L}]))`, 'iu');
const CATEGORY_A25 = new RegExp(String.raw`^[^.;!?\n:]{0,48}?(?:(?:^|\s)(?:in|im|from|aus|dans|en|de|del|della|nella|dalla|na|no|da|di|uit|van|w|we|z|v|ve|в|у|из|з|із|i|från|fra|din|a|u|iz|sa|σ\p{L}*|από)\s+(?:${ART_A25}\s+|l['’])?(?:cat[eé]gor\p{L}*|kategor\p{L}*|категор\p{L}*|κατηγορ\p{L}*|collection|kollektion|colecci\p{L}*|collezion\p{L}*|collectie|kolekc\p{L}*|brand|marke|marque|marca|merk|бренд\p{L}*|supplier|lieferant\p{L}*|fournisseur|proveedor|fornecedor|fornitore|leverancier|dostawc\p{L}*|dodavatel\p{L}*|поставщик\p{L}*|постачальник\p{L}*|leverantör\p{L}*|leverandør\p{L}*|toimittaja\p{L}*|furnizor\p{L}*|beszállító\p{L}*|προμηθευτ\p{L}*|tedarikçi\p{L}*|dobavljač\p{L}*|proveïdor\p{L}*)|(?:^|\s)(?:kategoria(?:ssa|sta|n)|kategóriá(?:ban|ból|jában|jából)|kategori(?:sinde|sindeki|deki|den|si)|kategorii|kategorie|категории|категорії|kategoriji|kategorije))(?![\p{L}])`, 'iu');
export function periodOrGroupA25(w: string, end: number): boolean {
  const after = w.slice(end, end + 90);
  // (cheap gate: a digit or a category-like letter run must be there at all)
  if (!/\d|categor|catégor|kategor|категор|κατηγορ|collect|kollek|koleks|colecc|collez|brand|mark|marc|merk|бренд|suppl|liefer|fourn|provee|fornec|fornit|leveran|dostaw|dodav|постав|постач|toimit|furniz|beszáll|προμηθ|tedarik|dobavlj|proveï/i.test(after)) return false;
  return YEAR_A25.test(after) || CATEGORY_A25.test(after);
}

/** Invoices named (in the lexicon's languages), and the customers' recurring or ordered money that would make a cancel forbidden. */
const INVOICES_A25 = /invoices?|rechnung|factur|fattur|fatur|faktur|сч[её]т|рахун|számlá|τιμολόγ|lasku|račun|рачун|\bbills?\b/iu;
const CUSTOMER_MONEY_A25 = /subscri|abonnement|\babos?\b|suscrip|assinatura|abbonament|abonament|subskrypc|předplat|predplat|prenumeration|abonnemang|tilaus|tilauks|előfizet|συνδρομ|abonelik|подписк|підписк|pretplat|претплат|membership|mitgliedschaft|adhésion|membresía|iscrizion|lidmaatschap|członkostw|medlemskap|jäsenyy|tagság|charges?\b|payments?\b|zahlungen|paiements|pagos|pagamenti|pagamentos/iu;
/**
 * A bulk cancel of money that is not every customer's live money: the company's own payment instructions (standing
 * orders, direct debits), or open invoices voided in any language (LABELS: "voiding open invoices that will be reissued is
 * bulk: dangerous"), unless subscriptions or charges are cancelled with them.
 */
export function moneyCancelBulkA25(w: string): boolean {
  if (PAYMENT_ORDERS_A25.test(w)) return true;
  return INVOICES_A25.test(w) && !CUSTOMER_MONEY_A25.test(w);
}
/** Customers' orders in a shop (not the company's own purchase, work or standing orders): every one cancelled is every customer's money. */
const SHOP_ORDERS_A25 = /\borders\b|bestellungen|commandes|pedidos|ordini|bestellingen|zamówienia|заказы|замовлення|objednávky|siparişler\p{L}*|παραγγελίες|narudžbe|encomendas|comandes|rendelés\p{L}*|beställningar|ordrer|comenzile/iu;
const OWN_ORDERS_A25 = /(?:standing|purchase|work|change|job|sort)\s+orders|bestellanforderung|einkaufsbestellung|commandes?\s+fournisseur|pedidos?\s+(?:de\s+compra|a\s+proveedor)|ordini\s+(?:di\s+acquisto|a\s+fornitor)|inkooporders|zamówienia\s+(?:do\s+dostawc|zakupu)|заказы\s+поставщик|test/iu;
export function shopOrdersA25(w: string): boolean {
  return SHOP_ORDERS_A25.test(w) && !OWN_ORDERS_A25.test(w) && !PAYMENT_ORDERS_A25.test(w);
}

/** A person's or a company's whole cloud library or drive named (Google Photos, iCloud, OneDrive, "the photo library", "the cloud"). */
const CLOUD_LIBRARY_A25 = /google\s*(?:photos|fotos|foto|drive)|icloud|onedrive|dropbox|mediathek|phototh[eè]que|biblioth[eè]que|bibliotec|fototec|fotobibliot|bibliothe[ek]|bibliotek|kirjasto|knihovn|библиотек|бібліотек|könyvtár|βιβλιοθήκ|kitaplı|galer(?:ie|ia|ía|y)|galleri|\bcloud|nuage|\bnube|nuvem|\bwolk|chmur|облак|хмар|pilvi|felhő|σύννεφο|bulut|oblak|núvol|molnet/iu;
export function cloudLibraryA25(w: string): boolean {
  return CLOUD_LIBRARY_A25.test(w);
}

// ------------------------------------------------------------------ sentence forms (intlA25Tags)

/** Doors, gates and locks of a home or a building (nouns; German compounds end on -tür/-schloss). */
const DOOR_A25 = /(?<![\p{L}])(?:\p{L}*tür(?:e|en)?|\p{L}*türschlo(?:ss|ß)\p{L}*|garagentor\p{L}*|gartentor\p{L}*|hoftor\p{L}*|tor|schlo(?:ss|ß)|smart-?lock\p{L}*|door|doors|front\s+door|lock|locks|smart\s+lock|porte|portes|portail|serrure\p{L}*|puertas?|port[oó]n|cerradura\p{L}*|porta|portone|serratur\p{L}*|portas|port[aã]o|fechadur\p{L}*|\p{L}*deur(?:en)?|deurslot\p{L}*|(?:het|slimme|elektronische)\s+slot|drzwi\p{L}*|zam(?:ek|ka|ki|ku|kiem)|brama|bramę|bramy|zámek|zámku|zámky|dveř\p{L}*|dveře|dvere|dverí|двер\p{L}*|замок|замка|замки|замку|ворота|\p{L}*π[οό]ρτ\p{L}*|κλειδαρι\p{L}*|ajtó\p{L}*|ajtaj\p{L}*|zár(?:at|ja)?|kapı\p{L}*|kilid\p{L}*|kilit|u[șş](?:a|ă|i|ile)|încuietoar\p{L}*|poart[aă]|\p{L}*dörr(?:en|ar|arna)?|\p{L}*dør(?:en|ene|er)?|lås(?:et|en)?|(?:etu|taka|ulko|piha|sisään)?ov(?:i|et|ien)|(?:etu|taka|ulko|piha)ov\p{L}*|lukko\p{L}*|lukitu\p{L}*|pany|vrata|brav(?:a|u|e|om)|врата|брав(?:а|у|е))(?![\p{L}])/u;
/** Unlocking or opening (said of a door): the lock, a physical access control, is off. */
const UNLOCK_A25 = /(?<![\p{L}])(?:unlock\p{L}*|open|opens|entriegl\p{L}*|entriegel\p{L}*|entsperr\p{L}*|öffne\p{L}*|schlie(?:ß|ss)\p{L}*\s+(?:\p{L}+\s+){0,5}auf|sperr\p{L}*\s+(?:\p{L}+\s+){0,5}auf|mach\p{L}*\s+(?:\p{L}+\s+){0,5}auf|déverrouill\p{L}*|débloqu\p{L}*|ouvr\p{L}*|desbloque\p{L}*|abr[ea]n?|abrir|abri|sblocc\p{L}*|apri|aprite|aprire|destranc\p{L}*|destrav\p{L}*|desbloquei\p{L}*|ontgrendel\p{L}*|odblok\p{L}*|otwórz\p{L}*|otworzy\p{L}*|odemk\p{L}*|otevř\p{L}*|odomk\p{L}*|otvor\p{L}*|разблок\p{L}*|открой\p{L}*|откройте|отопр\p{L}*|розблок\p{L}*|відчин\p{L}*|відкрий\p{L}*|ξεκλείδω\p{L}*|άνοιξ\p{L}*|ανοίξ\p{L}*|nyisd|nyissa|nyissátok|oldd\s+fel|aç|açın|açar|açabilir\p{L}*|debloche\p{L}*|deblocaț\p{L}*|descuie\p{L}*|deschide\p{L}*|lås\p{L}*\s+(?:\p{L}+\s+){0,3}(?:upp|op|opp)|öppna\p{L}*|åbn\p{L}*|åpn\p{L}*|avaa\p{L}*|avatkaa|desbloqueg\p{L}*|desbloqueja\p{L}*|obre|obriu|otključa\p{L}*|otvori\p{L}*|откључа\p{L}*|отвори\p{L}*)(?![\p{L}])/u;
/** Locking (said of a door): a protection turned on. */
const LOCK_A25 = /(?<![\p{L}])(?:lock|locks|abschlie(?:ß|ss)\p{L}*|schlie(?:ß|ss)\p{L}*\s+(?:\p{L}+\s+){0,5}ab|verriegel\p{L}*|verriegl\p{L}*|zusperr\p{L}*|sperr\p{L}*\s+(?:\p{L}+\s+){0,5}ab|verrouill\p{L}*|cierra\p{L}*\s+con\s+llave|chiud\p{L}*\s+a\s+chiave|tranc(?:a|ar|ue)|vergrendel\p{L}*|sluit\p{L}*\s+(?:\p{L}+\s+){0,4}af|zamknij\p{L}*|zamkni\p{L}*|zamkněte|zamkn[iu]|запри\p{L}*|замкни\p{L}*|lukitse\p{L}*|zárd\s+be|zárja\s+be|κλείδωσ\p{L}*|kilitle\p{L}*|încuie\p{L}*|lås(?!\p{L}*\s+(?:\p{L}+\s+){0,3}(?:upp|op|opp)(?![\p{L}]))|zaključaj\p{L}*|закључај\p{L}*|tanca\p{L}*\s+amb\s+clau)(?![\p{L}])/u;
/** What an "open" verb reads, not a door: its app, log, history, status, settings. */
const DOOR_READ_A25 = /(?<![\p{L}])(?:app|apps|log|logs|histor\p{L}*|verlauf|protokoll|status|stato|état|estado|einstellung\p{L}*|settings|paramètres|configuraci\p{L}*|impostazion\p{L}*|report|bericht|rapport|informe|list[ae]?|liste|übersicht|dashboard|kamera\p{L}*|camera\p{L}*)(?![\p{L}])/u;
/** Intruder alarms and security cameras of a home, shop or office; recording or watching words. */
const ALARM_A25 = /(?<![\p{L}])(?:alarm|alarme|alarma|allarme|alarmu|alarmă|larm(?:et)?|alarmen|alarmet|hälytin|hälytys\p{L}*|riasztó\p{L}*|συναγερμ\p{L}*|сигнализац\p{L}*|сигналізац\p{L}*|alarmanlage\p{L}*)(?![\p{L}])/u;
const PREMISES_A25 = /(?<![\p{L}])(?:haus|hause|house|home|casa|maison|dom|domu|domě|doma|ház|háza|házban|σπιτιού|σπίτι|ev|evdeki|evin|hus|huset|talo|talon|huis|kuća|kući|kuće|будинк\p{L}*|дом|доме|дома|casei|negozio|laden|geschäft|büro|office|magasin|bureau|tienda|oficina|loja|escritório|ufficio|winkel|kantoor|sklep|biuro|obchod|kancelář|магазин\p{L}*|офис\p{L}*|офіс\p{L}*|dükkan\p{L}*|ofis|kauppa|toimisto|butik|kontor|bolt|iroda|κατάστημα|γραφείο|magazin|birou|trgovin\p{L}*|ured|botiga|garage|garaje|garagem|garaż\p{L}*)(?![\p{L}])/u;
const CAMERA_A25 = /(?<![\p{L}])(?:\p{L}*kamer\p{L}*|\p{L}*camer\p{L}*|câmer\p{L}*|cámar\p{L}*|камер\p{L}*|κάμερ\p{L}*)(?![\p{L}])/u;
const WATCH_A25 = /(?<![\p{L}])(?:record\p{L}*|aufnahme\p{L}*|aufzeichnung\p{L}*|enregistr\p{L}*|grabaci\p{L}*|grab\p{L}*|registrazion\p{L}*|grava\p{L}*|opname\p{L}*|nagrywa\p{L}*|запис\p{L}*|záznam\p{L}*|nahráván\p{L}*|felvétel\p{L}*|καταγραφ\p{L}*|kayıt\p{L}*|kaydı\p{L}*|înregistr\p{L}*|snimanj\p{L}*|inspelning\p{L}*|optagel\p{L}*|opptak\p{L}*|tallennu\p{L}*|tallenta\p{L}*|überwachung\p{L}*|surveil\p{L}*|security|sicherheit\p{L}*|sorveglianz\p{L}*|vigilancia|vigilância|videovigil\p{L}*|bewaking\p{L}*|beveiliging\p{L}*|monitor\p{L}*|sécurité|seguridad|sicurezza|segurança|bezpieczeństw\p{L}*|безопасност\p{L}*|безпек\p{L}*|biztonsági|ασφαλεί\p{L}*|güvenlik|securitate|sigurnos\p{L}*|säkerhet\p{L}*|sikkerhed\p{L}*|sikkerhet\p{L}*|valvon\p{L}*|turva\p{L}*|all|alle|toutes|todas|tutte|wszystki\p{L}*|всех|все|всі|усіх|kaikki|összes|όλες|tüm|toate|alla|svih|sve)(?![\p{L}])/u;
/** Light and "apply" verbs before a discount ("Gib 80 % Rabatt", "Applica uno sconto", "Daj 60% rabatu"): a price change. */
const APPLY_A25 = /(?<![\p{L}])(?:appl(?:y|ies)|wende|applique\p{L}*|aplica\p{L}*|aplique\p{L}*|applica\p{L}*|pas\s+(?:\p{L}+\s+){0,4}toe|zastosuj\p{L}*|примени\p{L}*|застосу\p{L}*|uygula\p{L}*|aplică|alkalmaz\p{L}*|εφάρμοσ\p{L}*|tillämpa\p{L}*|anvend\p{L}*|bruk|käytä|použij\p{L}*|primijeni\p{L}*|примени)(?![\p{L}])/u;

/** A tax return or VAT filing named (the document an authority receives). */
export const TAX_FILING_A25 = /umsatzsteuer\p{L}*|\bust-?va\b|steuererklärung\p{L}*|\b(?:vat|tax|gst|sales\s+tax)\s+returns?\b|\b(?:vat|tax)\s+filings?\b|déclaration\s+(?:de\s+|d['’])?(?:tva|impôts?|fiscale)|declaraci[oó]n\s+(?:del?\s+)?(?:iva|impuestos?|la\s+renta)|\bmodelo\s+303\b|dichiarazione\s+(?:iva|dei\s+redditi)|declaração\s+(?:de\s+|do\s+)?(?:iva|irs|imposto)|btw-?aangifte\p{L}*|\baangifte\p{L}*|deklaracj\p{L}*\s+vat|\bjpk\p{L}*|daňové\s+přiznání|přiznání\s+k\s+dph|momsdeklaration\p{L}*|momsangivelse\p{L}*|mva-?melding\p{L}*|alv-?ilmoitu\p{L}*|veroilmoitu\p{L}*|declarați\p{L}*\s+(?:de\s+)?tva|áfa-?bevallás\p{L}*|δήλωσ\p{L}*\s+φπα|kdv\s+beyanname\p{L}*|налогов\p{L}*\s+декларац\p{L}*|декларац\p{L}*\s+(?:по\s+)?ндс|податков\p{L}*\s+декларац\p{L}*|декларац\p{L}*\s+з\s+пдв|declaració\s+de\s+l['’]iva|pdv\s+prijav\p{L}*|porezn\p{L}*\s+prijav\p{L}*/iu;
/** The same, for lower-cased text. */
const TAX_FILING_LC_A25 = new RegExp(TAX_FILING_A25.source, 'u');
/** Submitting it: sending or filing verbs (separable de "reiche … ein", nl "dien … in"). */
const SUBMIT_A25 = /(?<![\p{L}])(?:submit\p{L}*|file|send|reich\p{L}*\s+(?:\p{L}+\s+){0,6}ein|einreich\p{L}*|übermitt\p{L}*|schick\p{L}*|sende|dépos\p{L}*|soumet\p{L}*|soumets|télédéclar\p{L}*|transmet\p{L}*|envoi\p{L}*|envoy\p{L}*|presenta\p{L}*|trasmett\p{L}*|invia\p{L}*|envi[aeé]\p{L}*|envía|submet\p{L}*|transmit\p{L}*|dien\p{L}*\s+(?:[\p{L}-]+\s+){0,6}in|indien\p{L}*|stuur\p{L}*|złóż\p{L}*|wyślij\p{L}*|prześlij\p{L}*|podej\p{L}*|podat|odešl\p{L}*|pošli\p{L}*|skicka\p{L}*|lämna\s+(?:\p{L}+\s+){0,6}in|indsend\p{L}*|indberet\p{L}*|send\s+(?:\p{L}+\s+){0,6}inn|lever\s+(?:\p{L}+\s+){0,6}inn|lähetä\p{L}*|depune\p{L}*|trimite\p{L}*|nyújtsd\s+be|küldd\s+be|υπόβαλ\p{L}*|υποβάλ\p{L}*|στείλ\p{L}*|gönder\p{L}*|beyan\s+et\p{L}*|подай\p{L}*|отправ\p{L}*|надішли\p{L}*|подайте|predaj\p{L}*|podnesi\p{L}*|pošalji\p{L}*)(?![\p{L}])/u;

/** An amount of money written out (digits with a currency before or after). */
const AMOUNT_A25 = /(?:[€$£₽₴₺]|r\$|\b(?:eur|usd|chf|pln|czk|huf|ron|sek|nok|dkk|uah|rub|try|gbp)\b)\s?\d|\d(?:[\d\s.,']*\d)?\s?(?:[€$£₽₴₺]|(?:euros?|eur|zł|zl|złotych|pln|kč|kc|czk|korun\p{L}*|kr|kronor|kroner|sek|nok|dkk|ft|forint\p{L}*|huf|lei|ron|руб\p{L}*|грн|гривен\p{L}*|tl|lira|chf|frank\p{L}*|dollars?|usd|gbp|pounds?|reais|kn|kuna|dinara|rsd)(?![\p{L}]))/u;

/** Whom a payment goes to: an IBAN, an account, a recipient, a payee, a landlord or a supplier. */
const PAYEE_A25 = /\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){2,7}|(?<![\p{L}])(?:iban|account|konto\p{L}*|compte|cuenta|conta|conto|rekening\p{L}*|rekeningnummer|účet\p{L}*|účtu|сч[её]т\p{L}*|рахун\p{L}*|tili\p{L}*|számlá\p{L}*|λογαριασμ\p{L}*|hesab\p{L}*|hesap|contul|cont|račun\p{L}*|recipient|payee|empfänger\p{L}*|bénéficiaire|destinatari\p{L}*|beneficiari\p{L}*|begunstigde|odbiorc\p{L}*|příjemc\p{L}*|получател\p{L}*|отримувач\p{L}*|mottagare\p{L}*|modtager\p{L}*|mottaker\p{L}*|saaja\p{L}*|kedvezményezett\p{L}*|δικαιούχ\p{L}*|alıcı\p{L}*|primatelj\p{L}*|vermieter\p{L}*|landlord|lieferant\p{L}*|supplier|fournisseur|proveedor|fornecedor|fornitore|leverancier|dostawc\p{L}*|dodavatel\p{L}*|поставщик\p{L}*|постачальник\p{L}*)(?![\p{L}])/u;

/** Access to a lock: a code, a PIN, a key, an access. */
const ACCESS_A25 = /(?<![\p{L}])(?:\p{L}*code|\p{L}*codes|pin|codice|código|kod|kodu|kód|kódot|код|κωδικ\p{L}*|koodi\p{L}*|cod|codul|zugang\p{L}*|schlüssel|key|keys|clé|llave|chiave|chave|sleutel|klucz\p{L}*|klíč\p{L}*|ключ\p{L}*|κλειδί|anahtar\p{L}*|şifre\p{L}*|cheie|kulcs\p{L}*|nyckel\p{L}*|nøgle\p{L}*|nøkkel\p{L}*|avain\p{L}*|clau|ključ\p{L}*|access|accès|acceso|accesso|acesso|toegang\p{L}*|dostęp\p{L}*|přístup\p{L}*|доступ\p{L}*|πρόσβαση|erişim\p{L}*|acces|acces\p{L}*|hozzáférés\p{L}*|åtkomst|adgang|tilgang|pääsy\p{L}*|accés|pristup\p{L}*)(?![\p{L}])/u;
/** A price named (the noun, in the lexicon's languages). */
const PRICE_A25 = /^(?:prix|preis\p{L}*|precio\p{L}*|prezz\p{L}*|preço\p{L}*|prijs\p{L}*|cen[aęyu]|цен\p{L}*|цін\p{L}*|hinta\p{L}*|pris\p{L}*|ár|árat|árát|τιμή\p{L}*|fiyat\p{L}*|preț\p{L}*|pret\p{L}*|cijen\p{L}*|preu\p{L}*|price\p{L}*)/u;
/** Personal photos and albums (a family's, children's, holiday pictures). */
const ALBUM_A25 = /(?<![\p{L}])(?:\p{L}*album\p{L}*|álbum\p{L}*|альбом\p{L}*|άλμπουμ|albüm\p{L}*|\p{L}*fotos?|photos?|fotograf\p{L}*|φωτογραφ\p{L}*|фото\p{L}*|valokuv\p{L}*|zdjęci\p{L}*|bilder(?:na)?|billeder|bildene|fénykép\p{L}*|imagini\p{L}*|fotky|fotografie|fotoğraf\p{L}*)(?![\p{L}])/u;

const GATE_A25 = /tür|tor|schlo|door|lock|port|puert|cerrad|serrur|serrat|fechad|deur|slot|drzwi|zam|bram|zám|dve|двер|замо|замк|ворот|πόρτ|πορτ|κλειδ|ajt|zár|kap|kilit|kilid|uș|încui|poart|dör|dør|lås|ov|lukk|lukit|pany|vrat|врат|брав|brav|alarm|allarm|larm|hälyt|riaszt|συναγ|сигнал|camer|kamer|câmer|cámar|камер|κάμερ|licht|lamp|heiz|light|heat|tv|music|musi|lumi|luz|luc|luce|luci|chauff|calef|risc|aquec|verwarm|światł|ogrzew|světl|топ|свет|світл|ljus|lys|valo|lämm|lumin|încălz|villany|fűt|φώτ|φως|θέρμ|ışık|ısıt|llum|svjetl|grij|\bdel\b|\ball['’]|rabat|remise|prix|preis|precio|prezz|preço|prijs|album|álbum|steuer|tax|vat|tva|iva|btw|aangifte|jpk|dph|moms|mva|alv|vero|áfa|φπα|kdv|декларац|пдв|ндс|prijav|альбом|άλμπουμ|albüm|code|codi|kod|kód|код|κωδικ|koodi|zugang|schlüssel|key|clé|llave|chiave|klucz|ключ|descuent|descont|sconto|korting|zniżk|скидк|знижк|alennu|slev|zľav|reducer|kedvezm|έκπτ|indirim|popust|descompt/u;

function sameClause(w: string, a: number, b: number): boolean {
  return !/[.;!?\n]/.test(w.slice(Math.min(a, b), Math.max(a, b)));
}

/**
 * Sentence forms of homes, shops and offices in the European languages and English, read from their combination:
 * a door or lock unlocked or opened (a physical access control off: verify), locked (a protection on); an intruder alarm
 * or the security cameras' recording switched off (a control off); a door code given (access granted); a tax return
 * filed; a price raised for everyone (a price, not money moved); personal photos made public; a discount
 * given or applied (a price change, judged by scope); and two words of other languages that read as acts in Romance prose
 * (the preposition "del", Italian "all'" = "to the"). Cheap gate: one regex over the text.
 */
export function intlA25Tags(w: string, tags: Tagged[]): Tagged[] {
  // (cheap gate: the text is lower-cased; long texts are scripts and documents, not the requests these forms are)
  if (w.length > 1200 || (!GATE_A25.test(w) && !PAYMENT_ORDERS_LC_A25.test(w))) return tags;
  let out = tags;
  const drop = new Set<Tagged>();
  const add: Tagged[] = [];
  // Romance "del" (of the) is no cmd.exe delete and Italian "all'" (to the) no "all": a word of the clause comes before them.
  for (const t of out) {
    const text = w.slice(t.start, t.end);
    if (t.kind === 'v' && t.name === 'delete' && text === 'del' && /[\p{L}%\d]\s+$/u.test(w.slice(Math.max(0, t.start - 24), t.start)) && !/(?:^|\s)(?:please|pls|then|and|now|just|to|also|y|e|et|und)\s+$/i.test(w.slice(Math.max(0, t.start - 12), t.start))) drop.add(t);
    if (t.kind === 'm' && t.name === 'all' && text === 'all' && /^['’]\p{L}/u.test(w.slice(t.end, t.end + 2))) drop.add(t);
  }
  // A door or a lock named with an unlock/open verb in the same clause: the lock is a control switched off.
  // (A question about doors, "¿qué puertas están desbloqueadas?", asks; it opens nothing.)
  let door = /[?¿]/.test(w) ? null : DOOR_A25.exec(w);
  // (lead25) "Lock" the verb is no door: the door is a later word ("Lock the front door"); with none ("Lock the account of
  // user jdoe", "turn off 'Lock sessions to the IP address …'") the sentence is not about a door at all.
  const lockAt = door ? LOCK_A25.exec(w) : null;
  if (door && lockAt && lockAt.index === door.index) {
    const later = new RegExp(DOOR_A25.source, `${DOOR_A25.flags.replace('g', '')}g`);
    later.lastIndex = lockAt.index + lockAt[0].length;
    door = later.exec(w);
  }
  if (door) {
    const at = door.index + door[0].length - door[0].trimStart().length;
    const unlock = UNLOCK_A25.exec(w);
    const lock = LOCK_A25.exec(w);
    if (unlock && sameClause(w, unlock.index, at) && Math.abs(unlock.index - at) < 60 && !DOOR_READ_A25.test(w.slice(Math.min(unlock.index, at), Math.max(unlock.index, at) + door[0].length))) {
      for (const t of out) if (t.kind === 'v' && (t.name === 'read' || t.name === 'create') && t.start >= unlock.index && t.start < unlock.index + unlock[0].length) drop.add(t);
      if (!out.some((t) => t.kind === 'v' && t.name === 'disable' && !drop.has(t))) add.push({ kind: 'v', name: 'disable', start: unlock.index, end: unlock.index + unlock[0].length });
      if (!out.some((t) => t.kind === 'o' && t.name === 'security')) add.push({ kind: 'o', name: 'security', start: at, end: at + door[0].trim().length });
    } else if (lock && sameClause(w, lock.index, at) && Math.abs(lock.index - at) < 60) {
      // Locked: a protection on ("Schließ alle Türen ab", "Lukitse kaikki ovet").
      for (const t of out) if (t.kind === 'v' && (t.name === 'close' || t.name === 'disable' || t.name === 'cancel' || t.name === 'stop') && sameClause(w, t.start, at)) drop.add(t);
      add.push({ kind: 'v', name: 'enable', start: lock.index, end: lock.index + Math.max(1, lock[0].indexOf(' ') > 0 ? lock[0].indexOf(' ') : lock[0].length) });
      if (!out.some((t) => t.kind === 'o' && t.name === 'security')) add.push({ kind: 'o', name: 'security', start: at, end: at + door[0].trim().length });
    }
  }
  const offVerb = out.find((t) => t.kind === 'v' && (t.name === 'disable' || t.name === 'stop' || t.name === 'revoke') && !drop.has(t));
  // An intruder alarm of a home, a shop or an office, or the security cameras' recording, switched off: a control off.
  if (offVerb && !out.some((t) => t.kind === 'o' && t.name === 'security')) {
    const alarm = ALARM_A25.exec(w);
    const cam = CAMERA_A25.exec(w);
    if (alarm && PREMISES_A25.test(w) && sameClause(w, offVerb.start, alarm.index)) add.push({ kind: 'o', name: 'security', start: alarm.index, end: alarm.index + alarm[0].length });
    else if (cam && WATCH_A25.test(w) && sameClause(w, offVerb.start, cam.index)) add.push({ kind: 'o', name: 'security', start: cam.index, end: cam.index + cam[0].length });
  }
  // A door code, key or access given to someone for a lock: physical access granted to an outsider (a cleaner, a courier).
  if (door && ACCESS_A25.test(w) && !add.some((t) => t.kind === 'v')) {
    const give = out.find((t) => (t.kind === 'n' && t.name === 'bestow') || (t.kind === 'v' && (t.name === 'grant' || t.name === 'create' || t.name === 'share' || t.name === 'send')));
    if (give && !out.some((t) => t.kind === 'n' && t.name === 'neg')) {
      const at = door.index + door[0].length - door[0].trimStart().length;
      for (const t of out) if (t.kind === 'v' && t.name !== 'grant') drop.add(t);
      add.push({ kind: 'v', name: 'grant', start: give.start, end: give.end }, { kind: 'o', name: 'privilege', start: at, end: at + door[0].trim().length }, { kind: 'm', name: 'external', start: at, end: at + 1 });
    }
  }
  // A price said with an update verb ("augmente le prix", "aumenta il prezzo"): the price, not money moved.
  for (const t of out) if (t.kind === 'o' && t.name === 'money' && PRICE_A25.test(w.slice(t.start, t.end + 12)) && out.some((u) => u.kind === 'v' && u.name === 'update') && !out.some((u) => u.kind === 'm' && u.name === 'all' && periodOrGroupA25(w, u.end))) {
    drop.add(t);
    add.push({ ...t, name: 'price' });
  }
  // Personal photos or an album made public or shared by a link: personal data exposed.
  if (ALBUM_A25.test(w) && out.some((t) => (t.kind === 'v' && (t.name === 'expose' || t.name === 'publish')) || (t.kind === 'm' && (t.name === 'public' || t.name === 'link'))) && !out.some((t) => (t.kind === 'o' && t.name === 'pii') || (t.kind === 'm' && t.name === 'link')) && !/(?<![\p{L}])(?:link|links|lien|enlace|collegamento|ligação|odkaz\p{L}*|łącz\p{L}*|ссылк\p{L}*|посилан\p{L}*|σύνδεσμ\p{L}*|bağlant\p{L}*|linkki\p{L}*|länk\p{L}*|enllaç|poveznic\p{L}*)(?![\p{L}])/iu.test(w)) {
    const m = ALBUM_A25.exec(w) as RegExpExecArray;
    add.push({ kind: 'o', name: 'pii', start: m.index, end: m.index + m[0].length });
  }
  // A tax return or VAT filing submitted to the authority: money declared outside the company (meaning.ts send).
  const tax = /[?¿]/.test(w) ? null : TAX_FILING_LC_A25.exec(w);
  if (tax && !out.some((t) => t.kind === 'n' && t.name === 'neg') && !out.some((t) => t.kind === 'v' && (t.name === 'draft' || t.name === 'dryrun' || t.name === 'plan' || t.name === 'explain' || t.name === 'read' || t.name === 'create' || t.name === 'search'))) {
    const sub = SUBMIT_A25.exec(w);
    if (sub && sameClause(w, sub.index, tax.index)) {
      for (const t of out) if (t.kind === 'o' && t.start < tax.index + tax[0].length && t.end > tax.index) drop.add(t);
      if (!out.some((t) => t.kind === 'v' && t.name === 'send' && !drop.has(t))) add.push({ kind: 'v', name: 'send', start: sub.index, end: sub.index + (sub[0].indexOf(' ') > 0 ? sub[0].indexOf(' ') : sub[0].length) });
      add.push({ kind: 'o', name: 'money', start: tax.index, end: tax.index + tax[0].length });
    }
  }
  // A payment instruction named with an amount and no verb the lexicon reads ("Stel een periodieke overboeking in van 35.000
  // euro …", "Ustaw zlecenie stałe na 90 000 zł …"): the request is to set it up, judged as the payment (amount, recipient).
  if (!out.some((t) => t.kind === 'v' && !drop.has(t)) && !add.some((t) => t.kind === 'v') && !/[?¿]/.test(w) && !out.some((t) => t.kind === 'n' && t.name === 'neg')) {
    const po = PAYMENT_ORDERS_LC_A25.exec(w);
    if (po && AMOUNT_A25.test(w) && PAYEE_A25.test(w)) add.push({ kind: 'v', name: 'create', start: po.index, end: po.index + 1 });
  }
  // A discount given or applied: the price changed.
  const price = out.find((t) => t.kind === 'o' && t.name === 'price');
  if (price && !out.some((t) => t.kind === 'v' && !drop.has(t) && t.name !== 'delete')) {
    const give = out.find((t) => t.kind === 'n' && t.name === 'bestow' && sameClause(w, t.start, price.start));
    const apply = APPLY_A25.exec(w);
    const v = give ? { start: give.start, end: give.end } : apply && sameClause(w, apply.index, price.start) ? { start: apply.index, end: apply.index + apply[0].length } : null;
    if (v) add.push({ kind: 'v', name: 'update', start: v.start, end: v.end });
  }
  if (!drop.size && !add.length) return out;
  out = [...out.filter((t) => !drop.has(t)), ...add].sort((a, b) => a.start - b.start);
  return out;
}

/** Home comforts (lights, heating, a TV, music, blinds) in the European languages and English. */
const COMFORT_A25 = /(?<![\p{L}])(?:licht|lichter|lampe|lampen|beleuchtung|heizung|fernseher|musik|rollläden|rollladen|jalousie\p{L}*|lights?|lamps?|heating|tv|television|blinds|lumière\p{L}*|chauffage|télé|télévision|musique|volets|luz|luces|lámpara\p{L}*|calefacción|televisión|música|persianas|luce|luci|lampad\p{L}*|riscaldamento|televisione|musica|tapparelle|luzes|aquecimento|televisão|lichten|verwarming|muziek|światł\p{L}*|lamp[ęay]|ogrzewanie|telewizor|muzyk\p{L}*|rolety|světl\p{L}*|topení|hudbu|свет|лампу|отопление|телевизор|музыку|світло|опалення|телевізор|музику|ljus|ljuset|lampan|värmen|lys|lyset|varmen|valot|valo|lamppu|lämmitys|musiikki|lumina|luminile|încălzirea|televizorul|muzica|lámpá\p{L}*|villany\p{L}*|fűtés\p{L}*|tévé\p{L}*|φώτα|φως|λάμπα|θέρμανση|τηλεόραση|ışık\p{L}*|lamba\p{L}*|ısıtma\p{L}*|televizyon\p{L}*|llum|llums|calefacció|televisió|svjetl\p{L}*|grijanje)(?![\p{L}])/iu;
/** What makes a switch more than a comfort: a control, a lock, an alarm, a camera, a system, production, everyone. */
const NOT_COMFORT_A25 = /alarm|allarm|larm|riaszt|συναγερ|сигнал|camer|kamer|câmer|cámar|камер|κάμερ|lock|schlo|serrur|cerrad|serrat|zam|zám|замо|kilit|lås|lukk|brav|door|tür|porte|puert|deur|drzwi|dveř|двер|πόρτ|ajtó|kapı|firewall|security|sicher|sécur|segur|sicur|bezpiec|безопас|server|service|dienst|prod|live|staging|cluster|monitor|sensor|rauchmelder|smoke|detector|détecteur|detector|rilevator|fire|feuer|incendie|incendio|brand|pożar|пожар/iu;
/** A home comfort switched on or off, with nothing that makes it a control: no act a person must approve. */
export function homeComfortA25(w: string): boolean {
  return COMFORT_A25.test(w) && !NOT_COMFORT_A25.test(w);
}
