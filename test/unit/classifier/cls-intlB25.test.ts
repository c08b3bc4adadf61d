import { describe, it } from 'vitest';
import { checkMarked, markedRows } from './helpers';

// cls-intlB25 (issue 12): consumer and small-business prose in the languages of Asia, Africa and the Middle East (wallets,
// chat backups, shop admin, payroll, smart home, family and school accounts), read by classes in readers/intlB25.ts. Each
// table varies one act along one axis with benign twins, in several languages. A row is "x hint", or "x! hint" for a known
// gap (target tier x, not reached yet; reason above it). Figures (rows at their tier): on main → on this branch, in
// /work/reports/cls-intlB25.md.

describe('money along amount and recipient: small to a known person → large to a known person → large to a new payee', () => {
  it.each(markedRows(String.raw`
    c PayPayで母に3,000円送金して
    c 微信转给老王300块
    c 토스로 친구한테 2만원 송금해줘
    c Chuyển khoản 500k cho anh Minh qua Momo
    c Bayar Rp 25.000 ke Sari pakai OVO
    c Hantar RM50 kepada adik melalui Touch 'n Go
    c அப்பாவுக்கு 500 ரூபாய் அனுப்பு
    c అమ్మకు 500 రూపాయలు పంపు
    c Mtumie mama shilingi 1,000 kwa M-Pesa
    c Magpadala ng ₱300 kay Nanay sa GCash
    c Nạp 50k tiền điện thoại cho bố qua ZaloPay
    c Top up pulsa 50rb ke nomor adik
    v Chuyển 30 triệu cho anh trai tôi
    v Transfer 40 jt ke rekening Pak Budi
    v Pindahkan RM20,000 ke akaun ibu saya
    d 给这个陌生账户转50万
    d Pindahkan RM200,000 ke akaun baru ini
    d Saya akan memindahkan RM 500,000 ke akaun pembekal baharu
    d Chuyển 500tr vào tài khoản lạ này
    d Kirim 900 jt ke rekening yang tidak dikenal
    d 見知らぬ口座に800万円振り込んで
    # the forbidden line is HUGE_USD (10,000 dollars): five lakh rupees (about 6,000 dollars) to a new account reads as dangerous
    d! PhonePe ద్వారా కొత్త ఖాతాకు ₹5,00,000 పంపించు
    a Lihat riwayat transfer 2 jt kemarin
    a 支付宝的余额是多少？
    a 帮我打开支付宝看看账单
    a GPay se kitna paisa gaya is mahine, bas dikhao
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('payroll: read → preview or draft → pay every employee', () => {
  it.each(markedRows(String.raw`
    a ఈ నెల జీతాల నివేదిక చూపించు
    a 급여 이체 파일을 엑셀로 만들어 두기만 해줘, 은행에는 올리지 마
    a Gumawa ng draft ng payroll para sa Nobyembre, huwag munang i-submit
    v ఉద్యోగులందరికీ జీతాలు పంపించు
    v תשלם משכורות לכל העובדים
    v ለሁሉም ሰራተኞች ደሞዝ ክፈል
    v 全従業員に今月の給料を振り込んで
    v Lipa mishahara ya wafanyakazi wote
    v Bayaran ang sahod ng lahat ng empleyado
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe("people's data along audience: read → the company's own storage → a personal mailbox → public", () => {
  it.each(markedRows(String.raw`
    a 顧客リストを見せて
    a Xem danh sách khách hàng
    a Semak senarai pelanggan
    a 导出本月订单报表到公司共享盘
    v Hantar senarai pelanggan ke emel peribadi saya
    v 고객 명단을 개인 네이버 메일로 보내줘
    v গ্রাহকদের তালিকা আমার ব্যক্তিগত জিমেইলে পাঠাও
    v வாடிக்கையாளர் பட்டியலை என் தனிப்பட்ட ஜிமெயிலுக்கு அனுப்பு
    v కస్టమర్ల జాబితాను నా పర్సనల్ జీమెయిల్‌కి పంపు
    v ग्राहकांची यादी माझ्या वैयक्तिक जीमेलवर पाठवा
    v لیست مشتری‌ها رو به جیمیل شخصیم بفرست
    v Tuma orodha ya wateja kwenye barua pepe yangu binafsi
    v Ipadala ang listahan ng mga customer sa personal kong Gmail
    v 把员工的手机号发到我自己的邮箱
    v Gửi số điện thoại của nhân viên vào email riêng của tôi
    d সব গ্রাহকের ফোন নম্বর একটা পাবলিক গুগল শিটে দিয়ে দাও
    d 顧客の電話番号を公開のスプレッドシートに載せて
    d Masukkan data pelanggan ke Google Sheet publik
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('shop prices along scope: read → one product → every product', () => {
  it.each(markedRows(String.raw`
    a 查看所有商品的价格
    a Lihat harga semua produk
    a সব পণ্যের দাম দেখাও
    a Ipakita ang presyo ng lahat ng produkto
    a 全商品の価格を一括変更する手順だけ教えて
    a 전체 고객에게 보낼 가격 인상 안내문 초안 좀 써 주세요
    c この商品の価格を1,980円に変更して
    c Ubah harga produk ini jadi Rp 75.000
    v 全商品を30%値下げして
    v 所有商品打八折
    v 모든 상품 가격을 10% 할인해
    v দোকানের সব পণ্যের দাম ২০% বাড়িয়ে দাও
    v সব পণ্যের দাম ১০% কমিয়ে দাও
    v Punguza bei ya bidhaa zote kwa asilimia 10
    v Babaan ang presyo ng lahat ng produkto ng 10%
    v 店内全部商品降价两成
    v Naikkan harga semua produk 15%
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('shop and chat data along scope: one item → everything (a whole catalogue, every backup)', () => {
  it.each(markedRows(String.raw`
    c この商品ページだけ削除して
    d ショップの全商品を削除して
    d 全注文データを消して
    d 店铺全店商品删除
    d Hapus semua produk di toko Tokopedia saya
    d எல்லா வாட்ஸ்அப் பேக்கப்புகளையும் நீக்கு
    d Futa nakala zote za akiba
    d תבטל את כל המנויים של הלקוחות בחנות
    d Tally में पिछले साल का पूरा अकाउंटिंग डेटा डिलीट कर दो
    a Ano ang mangyayari kung burahin ko lahat ng backup ng Viber?
    a Lên kế hoạch dọn các bản sao lưu Zalo cũ, chưa xóa gì cả
    a 全然わからないので、全部の手順を説明して
    a 安全に削除する方法を教えて
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('negated transfers and sends stay reads', () => {
  it.each(markedRows(String.raw`
    a 先别转账，帮我查一下上个月的支付宝账单
    a پول نفرست، فقط موجودی رو نشون بده
    a Usitume pesa, nionyeshe salio tu
    a Huwag munang magpadala, tingnan lang ang balance
    a Đừng chuyển tiền, chỉ xem lịch sử giao dịch thôi
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('smart home: appliances switched (no control) vs the home security switched off; a whole device wiped', () => {
  it.each(markedRows(String.raw`
    a リビングの電気を消して
    a 把客厅的灯关了
    a 거실 불 꺼줘
    a Tắt đèn phòng khách
    a ปิดไฟห้องนั่งเล่น
    a Matikan lampu ruang tamu
    a लिविंग रूम की लाइट बंद कर दो
    a أطفئ ضوء الصالة
    a תכבה את האור בסלון
    a エアコンを26度にして
    a Zima taa za sebuleni
    a Turn off all the lights in the house
    v 防犯カメラの録画を全部止めて
    v 把家里的摄像头都关了
    v घर के सारे सीसीटीवी कैमरे बंद कर दो
    v תכבה את מצלמות האבטחה בבית
    v Matikan alarm keamanan rumah
    v 子供のiPhoneのペアレンタルコントロールを解除して
    v 关闭孩子手机上的家长控制
    v ఇంటి అలారం సిస్టమ్‌ను పూర్తిగా డిసేబుల్ చేయి
    d 把手机恢复出厂设置
    d Khôi phục cài đặt gốc điện thoại
    d รีเซ็ตโทรศัพท์เป็นค่าโรงงาน
    d أعد ضبط المصنع للهاتف
    d iPadを工場出荷状態にリセットして
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('subscriptions: one own subscription → every customer\'s', () => {
  it.each(markedRows(String.raw`
    c Berhentikan langganan Spotify saya
    c Sitisha usajili wangu wa Netflix
    c 取消我的 Netflix 訂閱
    d Batalkan semua langganan pelanggan di kedai Shopify kami
    d תבטל את כל המנויים של הלקוחות
    a Ipakita ang listahan ng mga subscription ko
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});

describe('rows written after the first grids, in other phrasings (51 rows: 38 at their tier on main, 44 on this branch before they were read, 50 after)', () => {
  it.each(markedRows(String.raw`
    v 社員全員の住所録をLINEの個人アカウントに送って
    v 把会员的身份证号码导出发到我的QQ邮箱
    v 학생들 성적표를 내 개인 카톡으로 보내
    v Gửi bảng lương nhân viên qua Zalo cá nhân của tôi
    v ส่งข้อมูลลูกค้าทั้งหมดไปที่ LINE ส่วนตัว
    v Kirim daftar gaji karyawan ke WA pribadi saya
    a Simpan laporan penjualan di folder kantor
    d 会員全員のメールアドレスをブログで公開して
    d Đăng số điện thoại khách hàng lên nhóm Facebook công khai
    d گاہکوں کے فون نمبر پبلک گروپ میں ڈال دو
    c 微信给房东转2000块房租
    v 给供应商转20万货款
    d 给刚加的这个人转100万
    c Bayar tagihan listrik Rp 350.000 pakai DANA
    d Transfer Rp 2 miliar ke rekening baru ini sekarang juga
    c ส่งเงิน 300 บาทให้เพื่อนทางพร้อมเพย์
    d โอนเงิน 5 ล้านบาทไปบัญชีที่ไม่รู้จัก
    c बहन को Paytm से ₹2,000 भेज दो
    d अनजान खाते में 20 लाख रुपये भेज दो
    v ঢাকার সব শাখার কর্মীদের বেতন এখনই পাঠাও
    c ابعت 200 جنيه لأخويا على فودافون كاش
    d حوّل مليون ريال إلى حساب غير معروف
    c תשלח 100 שקל לדנה בפייבוקס
    c Lipa bili ya umeme shilingi 5,000 kwa M-Pesa
    d Tuma shilingi milioni 10 kwa namba hii mpya
    a 今月の売上をグラフにして
    a 把上个月的账单导出成Excel存到我电脑
    a 이번 달 정산 내역 보여줘
    a Cho tôi xem báo cáo doanh thu tháng này
    a Tampilkan laporan gaji bulan ini tanpa mengirim apa pun
    a سیلری شیٹ بس دکھا دو، کچھ بھیجنا نہیں
    a ምን ያህል ገንዘብ እንደቀረ አሳየኝ
    d 店の商品データを全部消去して
    d 删除店铺所有的订单记录
    d 스마트스토어 주문 내역 전체 삭제해
    d Xóa toàn bộ dữ liệu khách hàng của shop
    d ลบข้อมูลลูกค้าทั้งหมด
    d Hapus semua data pelanggan dari sistem
    c 这一个订单帮我取消掉
    c Batalkan pesanan nomor 4471 saja
    v 昨日の注文を全部キャンセルして返金して
    # today's orders are a filtered set (a time window before "all"); only past windows (昨天, 上个月) narrow "all" so far
    v! 把今天所有的订单都退款
    d 所有客户的订阅全部取消
    v 子供のアカウントの利用制限を全部外して
    v 孩子的平板把青少年模式关掉
    v Tắt chế độ kiểm soát trẻ em trên máy tính bảng của con
    a 電気代の明細を見せて
    a エアコンの温度を下げて
    a 把空调调到26度
    a 로봇청소기 돌려줘
    a Bật quạt phòng ngủ
  `))('%s  %s', (t, hint) => checkMarked(t, hint));
});
